// RUN: attn-opt %s -split-input-file --attn-to-gpu=mma=mma.sync | FileCheck %s
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=chip=sm_80" 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=deterministic-backward=true" 2>&1 | FileCheck %s --check-prefix=DET

// Head dimensions above 128 in the backward: dK, dV and dQ are split into
// two column chunks, one block per (key tile, chunk), each recomputing Sᵀ
// and dPᵀ over the whole head dims and keeping only its chunk's
// accumulators in registers (those of d = 128). The mma.sync kernels, which
// mma=auto takes at head dim 256 with one 128 and with 4 warps (the wgmma
// kernels above 128, mma=auto's at d_qk 192, are checked in
// attn-to-gpu-backward-wgmma-wide.mlir, and the split columns that
// mma=auto takes at 256 / 256 with 8 warps in
// attn-to-gpu-backward-split.mlir). 8 warps do not fit the full-width tiles, so 4 warps
// of 64 keys: K and V 64 x 528 bytes each, two stages of Q and dO (64 x 528
// each) and lse/delta, dSᵀ 64 x 144: 212992 bytes, beyond sm_80's limit.

// CHECK-LABEL: func.func @d256_causal
// The grid's x is twice the key tiles.
// CHECK:         %c2 = arith.constant 2 : index
// CHECK-NEXT:    %[[X:.+]] = arith.muli %{{.+}}, %c2 : index
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 blocks in (%[[X]], %{{.+}}, %{{.+}}) threads in (%c128, {{.+}}) dynamic_shared_memory_size %c212992_i32
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      attn.block_kv = 64 : i64, attn.block_q = 64 : i64, attn.mma = "mma.sync", attn.shared_memory_bytes = 212992 : i64
// x (heaviest-first rank) = key tile · 2 + chunk; the chunk's first column
// is 128 · chunk in dK/dQ and in dV.
// CHECK:         %[[RANK:.+]] = arith.trunci %{{.+}} : i64 to i32
// CHECK:         %[[CHUNK:.+]] = arith.remui %[[RANK]], %c2_i32 : i32
// CHECK:         %[[TILE:.+]] = arith.divui %[[RANK]], %c2_i32{{.*}} : i32
// CHECK:         arith.muli %[[CHUNK]], %c128_i32 : i32
// CHECK:         arith.muli %[[CHUNK]], %c128_i32{{.*}} : i32
// CHECK:         arith.muli %[[TILE]], %c64_i32 : i32
// dK and dV: 16 + 16 fragments of 4 accumulators carried by the loop.
// CHECK:         scf.for {{.+}} -> ({{(f32, ){127}f32}})
// CHECK:         gpu.return
// CHECK-NOT:     sdpa_bwd_dq_0 {{.+}} 212992

// SM80: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: the backward tiles need 212992 bytes of shared memory, more than sm_80 has (166912)
// DET: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: the query-major dQ kernel (deterministic-backward, backward-dq=query-major) takes head dimensions up to 128, got 256
func.func @d256_causal(%q: tensor<2x300x8x256xbf16>, %k: tensor<2x300x2x256xbf16>, %v: tensor<2x300x2x256xbf16>, %o: tensor<2x300x8x256xbf16>, %do: tensor<2x300x8x256xbf16>, %lse: tensor<2x8x300xf32>)
    -> (tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x8x256xbf16>, tensor<2x300x8x256xbf16>, tensor<2x8x300xf32>)
      -> (tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>)
  return %dq, %dk, %dv : tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>
}

// -----

// d_qk = 192, d_v = 128: chunks of 96 and 64 columns; every chunk has the
// whole dS, and only chunk 0 adds it to d_bias.

// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK:         %[[CHUNK:.+]] = arith.remui %{{.+}}, %c2_i32 : i32
// CHECK:         arith.muli %[[CHUNK]], %c96_i32 : i32
// CHECK:         arith.muli %[[CHUNK]], %c64_i32 : i32
// CHECK:         scf.for {{.+}} -> ({{(f32, ){79}f32}})
// CHECK:           %[[FIRST:.+]] = arith.cmpi eq, %[[CHUNK]], %c0_i32{{.*}} : i32
// CHECK-NEXT:      scf.if %[[FIRST]] {
// CHECK:             attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// DET: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: the query-major dQ kernel (deterministic-backward, backward-dq=query-major) takes head dimensions up to 128, got 192
func.func @d192_dbias(%q: tensor<1x200x4x192xf16>, %k: tensor<1x200x4x192xf16>, %v: tensor<1x200x4x128xf16>, %o: tensor<1x200x4x128xf16>, %do: tensor<1x200x4x128xf16>, %lse: tensor<1x4x200xf32>, %bias: tensor<1x4x200x200xf16>)
    -> (tensor<1x200x4x192xf16>, tensor<1x200x4x192xf16>, tensor<1x200x4x128xf16>, tensor<1x4x200x200xf16>) {
  %dq, %dk, %dv, %db = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) layout = bshd window = [32, 0]
      : (tensor<1x200x4x192xf16>, tensor<1x200x4x192xf16>, tensor<1x200x4x128xf16>, tensor<1x200x4x128xf16>, tensor<1x200x4x128xf16>, tensor<1x4x200xf32>, tensor<1x4x200x200xf16>)
      -> (tensor<1x200x4x192xf16>, tensor<1x200x4x192xf16>, tensor<1x200x4x128xf16>) d_bias(tensor<1x4x200x200xf16>)
  return %dq, %dk, %dv, %db : tensor<1x200x4x192xf16>, tensor<1x200x4x192xf16>, tensor<1x200x4x128xf16>, tensor<1x4x200x200xf16>
}
