// A module with one public function, so attn-runner needs no --entry.
func.func private @helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}

func.func @only(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>)
    -> tensor<1x16x2x8xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  return %out : tensor<1x16x2x8xf32>
}
