// RUN: attn-opt %s -split-input-file --attn-to-gpu=chip=sm_89 -verify-diagnostics | FileCheck %s

// The backward on chips with 99 KiB of shared memory per block (sm_86,
// sm_89, sm_120): without an explicit warp count, a tile of 8 warps that
// does not fit falls back to 4; what does not fit with 4 either is an error
// naming the bytes.

// D = 96 on a wide band would take 8 warps (125952 bytes), more than the
// 99 KiB (101376 bytes) of sm_89: 4 warps of 64-key tiles instead,
// 2 * 64 * 208 + 2 * (64 * 416 + 512) + 64 * 144 = 90112 bytes.
// CHECK-LABEL: func.func @d96_small_shared_memory(
// CHECK:         gpu.func @sdpa_bwd_0({{.+}}) kernel attributes {attn.block_kv = 64 : i64, attn.block_q = 64 : i64, attn.mma = "mma.sync", attn.shared_memory_bytes = 90112 : i64
func.func @d96_small_shared_memory(%q: tensor<1x128x2x96xbf16>, %k: tensor<1x128x2x96xbf16>, %v: tensor<1x128x2x96xbf16>,
                                   %o: tensor<1x128x2x96xbf16>, %do: tensor<1x128x2x96xbf16>, %lse: tensor<1x2x128xf32>)
    -> (tensor<1x128x2x96xbf16>, tensor<1x128x2x96xbf16>, tensor<1x128x2x96xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x128x2x96xbf16>, tensor<1x128x2x96xbf16>, tensor<1x128x2x96xbf16>, tensor<1x128x2x96xbf16>,
         tensor<1x128x2x96xbf16>, tensor<1x2x128xf32>)
      -> (tensor<1x128x2x96xbf16>, tensor<1x128x2x96xbf16>, tensor<1x128x2x96xbf16>)
  return %dq, %dk, %dv : tensor<1x128x2x96xbf16>, tensor<1x128x2x96xbf16>, tensor<1x128x2x96xbf16>
}

// -----

// D = 128 needs 114688 bytes even with 4 warps.
func.func @d128_too_large(%q: tensor<1x128x2x128xbf16>, %k: tensor<1x128x2x128xbf16>, %v: tensor<1x128x2x128xbf16>,
                          %o: tensor<1x128x2x128xbf16>, %do: tensor<1x128x2x128xbf16>, %lse: tensor<1x2x128xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op cannot be compiled for the GPU: the backward tiles need 114688 bytes of shared memory, more than sm_89 has (101376)}}
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x128x2x128xbf16>, tensor<1x128x2x128xbf16>, tensor<1x128x2x128xbf16>, tensor<1x128x2x128xbf16>,
         tensor<1x128x2x128xbf16>, tensor<1x2x128xf32>)
      -> (tensor<1x128x2x128xbf16>, tensor<1x128x2x128xbf16>, tensor<1x128x2x128xbf16>)
  return
}
