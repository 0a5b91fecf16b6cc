// RUN: attn-opt %s --attn-tile --attn-to-gpu -verify-diagnostics

// The generated GPU kernels are built from attn.sdpa / attn.sdpa_grad; the
// tile-level IR reaches only the CPU backend so far, and attn-to-gpu says so
// instead of leaving the ops behind.

func.func @tiled(%q: tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16> {
  // expected-error @+1 {{'attn.online_init' op is lowered by attn-to-cpu only; attn-to-gpu takes attn.sdpa and attn.sdpa_grad (leave attn-tile out of GPU pipelines)}}
  %o = attn.sdpa %q, %q, %q layout = bshd causal = top_left
      : (tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16>
  return %o : tensor<1x128x4x64xbf16>
}
