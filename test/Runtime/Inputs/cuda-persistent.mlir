// The producer forward with the persistent tile scheduler: 1 query tile x
// 2 heads x 2 batch entries = 4 work items.
func.func @persistent(%q: tensor<2x2x64x128xf16>, %k: tensor<2x1x64x128xf16>,
                      %v: tensor<2x1x64x128xf16>) -> tensor<2x2x64x128xf16> {
  %o = attn.sdpa %q, %k, %v layout = bhsd
      {attn.tiling = #attn.tiling<producer = true, persistent = true>}
      : (tensor<2x2x64x128xf16>, tensor<2x1x64x128xf16>,
         tensor<2x1x64x128xf16>) -> tensor<2x2x64x128xf16>
  return %o : tensor<2x2x64x128xf16>
}
