// @good compiles for the CPU; @unlowerable (dynamic head count) does not.
func.func @good(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>)
    -> tensor<1x16x2x8xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  return %out : tensor<1x16x2x8xf32>
}

func.func @unlowerable(%q: tensor<1x16x?x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>)
    -> tensor<1x16x?x8xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x16x?x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x?x8xf32>
  return %out : tensor<1x16x?x8xf32>
}
