// RUN: attn-opt %s -split-input-file -verify-diagnostics "--attn-to-gpu=backward-split-columns=on"

// backward-split-columns=on gives each warpgroup half of dK's, dV's and
// dQ's columns in whole 64-column blocks: head dims that are multiples of
// 128. MLA's d_qk 192 would leave each 96 columns of dK.

func.func @mla(%q: tensor<1x256x4x192xbf16>, %k: tensor<1x256x4x192xbf16>, %v: tensor<1x256x4x128xbf16>, %o: tensor<1x256x4x128xbf16>, %do: tensor<1x256x4x128xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: backward-split-columns=on needs head dims that are multiples of 128 (whole 64-column blocks per warpgroup), got 192 and 128}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>
}

// -----

func.func @d64(%q: tensor<1x256x4x64xbf16>, %k: tensor<1x256x4x64xbf16>, %v: tensor<1x256x4x64xbf16>, %o: tensor<1x256x4x64xbf16>, %do: tensor<1x256x4x64xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: backward-split-columns=on needs head dims that are multiples of 128 (whole 64-column blocks per warpgroup), got 64 and 64}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>
}
