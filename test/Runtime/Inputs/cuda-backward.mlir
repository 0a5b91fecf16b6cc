// A small causal GQA-free backward for the runtime tests: its host code
// allocates an f32 dQ accumulator (and delta) as scratch.
func.func @backward(%q: tensor<1x64x2x64xbf16>, %k: tensor<1x64x2x64xbf16>, %v: tensor<1x64x2x64xbf16>, %o: tensor<1x64x2x64xbf16>, %do: tensor<1x64x2x64xbf16>, %lse: tensor<1x2x64xf32>) -> (tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
    : (tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x2x64xf32>) -> (tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>)
  return %dq, %dk, %dv : tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>
}
