// The CPU forward at B=1, S=2048, 8 heads, D=128, f32: dense and causal.
// build/bin/attn-runner bench/cpu_forward_s2048.mlir --entry=fwd|causal --iters=5 --warmup=1
func.func @fwd(%q: tensor<1x2048x8x128xf32>, %k: tensor<1x2048x8x128xf32>, %v: tensor<1x2048x8x128xf32>) -> (tensor<1x2048x8x128xf32>, tensor<1x8x2048xf32>) {
  %o, %l = attn.sdpa %q, %k, %v layout = bshd : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> (tensor<1x2048x8x128xf32>, tensor<1x8x2048xf32>)
  return %o, %l : tensor<1x2048x8x128xf32>, tensor<1x8x2048xf32>
}
func.func @causal(%q: tensor<1x2048x8x128xf32>, %k: tensor<1x2048x8x128xf32>, %v: tensor<1x2048x8x128xf32>) -> (tensor<1x2048x8x128xf32>, tensor<1x8x2048xf32>) {
  %o, %l = attn.sdpa %q, %k, %v layout = bshd causal = top_left : (tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>, tensor<1x2048x8x128xf32>) -> (tensor<1x2048x8x128xf32>, tensor<1x8x2048xf32>)
  return %o, %l : tensor<1x2048x8x128xf32>, tensor<1x8x2048xf32>
}
