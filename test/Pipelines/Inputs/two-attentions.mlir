// Input of Pipelines/train-raised.test: two attention ops, the second on the first's
// output.
func.func @two(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> {
  %a = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  %b = attn.sdpa %a, %k, %v layout = bshd
      : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  return %b : tensor<1x16x2x8xf32>
}
