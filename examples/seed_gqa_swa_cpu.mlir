// A CPU-sized variant of the seed workload: the same structure (GQA with
// 16 query heads sharing one key/value head pair per 8, head dim 128,
// causal sliding window (128, 0), bf16), at B=1 and S=2048.
func.func @seed_gqa_swa_cpu(%q: tensor<1x2048x16x128xbf16>,
                            %k: tensor<1x2048x2x128xbf16>,
                            %v: tensor<1x2048x2x128xbf16>)
    -> (tensor<1x2048x16x128xbf16>, tensor<1x16x2048xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      window = [128, 0]
      : (tensor<1x2048x16x128xbf16>, tensor<1x2048x2x128xbf16>,
         tensor<1x2048x2x128xbf16>)
      -> (tensor<1x2048x16x128xbf16>, tensor<1x16x2048xf32>)
  return %out, %lse : tensor<1x2048x16x128xbf16>, tensor<1x16x2048xf32>
}
