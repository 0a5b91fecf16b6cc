// The seed workload as one attn.sdpa: B=2, S=4096, 128 query heads sharing
// 8 key/value heads, head dim 128, causal sliding window (128, 0), bf16.
func.func @seed_gqa_swa(%q: tensor<2x4096x128x128xbf16>,
                        %k: tensor<2x4096x8x128xbf16>,
                        %v: tensor<2x4096x8x128xbf16>)
    -> (tensor<2x4096x128x128xbf16>, tensor<2x128x4096xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      window = [128, 0] scale = 0.08838834764831845
      : (tensor<2x4096x128x128xbf16>, tensor<2x4096x8x128xbf16>,
         tensor<2x4096x8x128xbf16>)
      -> (tensor<2x4096x128x128xbf16>, tensor<2x128x4096xf32>)
  return %out, %lse : tensor<2x4096x128x128xbf16>, tensor<2x128x4096xf32>
}
