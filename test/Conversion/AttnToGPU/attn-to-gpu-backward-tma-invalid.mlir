// RUN: attn-opt %s -split-input-file "--attn-to-gpu=backward-tma=true" -verify-diagnostics
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=backward-tma=true backward-stages=2" 2>&1 | FileCheck %s --check-prefix=TWO

// backward-tma where its loads cannot run: each is an error naming why.
// With two stages nothing pipelines (the first case too):
// TWO: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: backward-tma loads Q and dO into the pipelined steps' ring, which this backward does not take

// A narrow window takes one warpgroup and the query-major dQ kernel.
func.func @narrow_window(%q: tensor<1x256x4x128xbf16>, %k: tensor<1x256x4x128xbf16>, %v: tensor<1x256x4x128xbf16>,
    %o: tensor<1x256x4x128xbf16>, %do: tensor<1x256x4x128xbf16>, %lse: tensor<1x4x256xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: backward-tma loads Q and dO into the pipelined steps' ring, which this backward does not take (it needs the overlapped wgmma step with dQ by reductions and three stages)}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left window = [32, 0]
      : (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>)
  return
}

// -----

// A box cannot stop at a sequence's valid length.
func.func @seqlens(%q: tensor<2x256x4x128xbf16>, %k: tensor<2x256x4x128xbf16>, %v: tensor<2x256x4x128xbf16>,
    %o: tensor<2x256x4x128xbf16>, %do: tensor<2x256x4x128xbf16>, %lse: tensor<2x4x256xf32>, %lq: tensor<2xi32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: backward-tma loads whole tiles, which cannot stop at seqlens_q/seqlens_kv}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse seqlens_q(%lq) layout = bshd causal = top_left
      : (tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x4x256xf32>, tensor<2xi32>)
      -> (tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>)
  return
}

// -----

// A half 64-column block (the wgmma backward at head dim 96 pipelines).
func.func @half_block(%q: tensor<1x256x4x96xbf16>, %k: tensor<1x256x4x96xbf16>, %v: tensor<1x256x4x96xbf16>,
    %o: tensor<1x256x4x96xbf16>, %do: tensor<1x256x4x96xbf16>, %lse: tensor<1x4x256xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: backward-tma loads whole 64-column blocks, so it takes head dimensions that are multiples of 64, not 96 and 96}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left {attn.tiling = #attn.tiling<mma = wgmma>}
      : (tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>)
  return
}
