// Entries for the CUDA host-path tests (cuda-fake-driver.test).
func.func @small(%q: tensor<1x130x4x64xbf16>, %k: tensor<1x130x2x64xbf16>,
                 %v: tensor<1x130x2x64xbf16>)
    -> (tensor<1x130x4x64xbf16>, tensor<1x4x130xf32>) {
  %o, %l = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x130x4x64xbf16>, tensor<1x130x2x64xbf16>,
         tensor<1x130x2x64xbf16>)
      -> (tensor<1x130x4x64xbf16>, tensor<1x4x130xf32>)
  return %o, %l : tensor<1x130x4x64xbf16>, tensor<1x4x130xf32>
}

func.func @wide(%q: tensor<2x2x64x128xf16>, %k: tensor<2x1x64x128xf16>,
                %v: tensor<2x1x64x128xf16>) -> tensor<2x2x64x128xf16> {
  %o = attn.sdpa %q, %k, %v layout = bhsd
      : (tensor<2x2x64x128xf16>, tensor<2x1x64x128xf16>,
         tensor<2x1x64x128xf16>) -> tensor<2x2x64x128xf16>
  return %o : tensor<2x2x64x128xf16>
}

// The warp-specialised wgmma forward: Q, K and V go to the kernel as TMA
// descriptors that the host encodes before the launch.
func.func @producer(%q: tensor<1x130x4x64xbf16>, %k: tensor<1x130x2x64xbf16>,
                    %v: tensor<1x130x2x64xbf16>) -> tensor<1x130x4x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      {attn.tiling = #attn.tiling<producer = true>}
      : (tensor<1x130x4x64xbf16>, tensor<1x130x2x64xbf16>,
         tensor<1x130x2x64xbf16>) -> tensor<1x130x4x64xbf16>
  return %o : tensor<1x130x4x64xbf16>
}

func.func @producer_zero_batch(%q: tensor<0x64x2x64xbf16>, %k: tensor<0x64x2x64xbf16>,
                               %v: tensor<0x64x2x64xbf16>) -> tensor<0x64x2x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      {attn.tiling = #attn.tiling<producer = true>}
      : (tensor<0x64x2x64xbf16>, tensor<0x64x2x64xbf16>, tensor<0x64x2x64xbf16>) -> tensor<0x64x2x64xbf16>
  return %o : tensor<0x64x2x64xbf16>
}

// A zero-size batch: every buffer empty, no kernel launched.
func.func @zero_batch(%q: tensor<0x64x2x64xbf16>, %k: tensor<0x64x2x64xbf16>,
                      %v: tensor<0x64x2x64xbf16>) -> tensor<0x64x2x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<0x64x2x64xbf16>, tensor<0x64x2x64xbf16>, tensor<0x64x2x64xbf16>) -> tensor<0x64x2x64xbf16>
  return %o : tensor<0x64x2x64xbf16>
}
