// A causal GQA backward at head dim 128 whose main kernel pipelines its
// steps (two warpgroups, three stages), for --gpu-backward-tma.
func.func @backward(%q: tensor<1x256x8x128xbf16>, %k: tensor<1x256x2x128xbf16>, %v: tensor<1x256x2x128xbf16>, %o: tensor<1x256x8x128xbf16>, %do: tensor<1x256x8x128xbf16>, %lse: tensor<1x8x256xf32>) -> (tensor<1x256x8x128xbf16>, tensor<1x256x2x128xbf16>, tensor<1x256x2x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
    : (tensor<1x256x8x128xbf16>, tensor<1x256x2x128xbf16>, tensor<1x256x2x128xbf16>, tensor<1x256x8x128xbf16>, tensor<1x256x8x128xbf16>, tensor<1x8x256xf32>) -> (tensor<1x256x8x128xbf16>, tensor<1x256x2x128xbf16>, tensor<1x256x2x128xbf16>)
  return %dq, %dk, %dv : tensor<1x256x8x128xbf16>, tensor<1x256x2x128xbf16>, tensor<1x256x2x128xbf16>
}
