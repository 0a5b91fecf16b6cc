// REQUIRES: ptxas
//
// The wgmma backward above head dim 128 (mma=wgmma; `auto` keeps mma.sync
// there until the GPU suite has run it) through LLVM's NVPTX backend and
// ptxas for sm_90a, on the benchmark's MLA shape (d_qk 192 / d_v 128, 128
// heads, S = 4096, causal), on d_qk 192 / d_v 64 and on 256 (two column
// chunks of 128, one warpgroup: no spills). With d_v = 128 dK and dV hold
// 160 registers, so Sᵀ and dPᵀ come in 32-row slices (m64n32k16) and dQ in
// half blocks of 32 columns, three per warpgroup, staged one by one and
// added by bulk reductions; with inlined descriptor offsets the main
// kernel holds 238 (units) or 245 (overlapped) registers and spills
// nothing, and no product is serialised. Without them it spills about
// 290 bytes, which is why the suite's variants take them.
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa mma=wgmma inline-descriptor-offsets=true backward-split-columns=off" -o %t.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.mlir -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: python3 %S/Inputs/extract_ptx.py %t.mlir --summary | FileCheck %s --check-prefix=SUMMARY
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:250 sdpa_bwd_pre_0:40 \
// RUN:       sdpa_bwd_dq_0:40 sdpa_bwd_1:255:8 sdpa_bwd_pre_1:40 sdpa_bwd_dq_1:40 \
// RUN:       sdpa_bwd_2:255 sdpa_bwd_pre_2:40 sdpa_bwd_dq_2:40
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa mma=wgmma inline-descriptor-offsets=true backward-overlap=on" -o %t.ovl.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.ovl.mlir -o %t.ovl.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ovl.ptx -o %t.ovl.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:250 sdpa_bwd_pre_0:40 \
// RUN:       sdpa_bwd_dq_0:40 sdpa_bwd_1:255:8 sdpa_bwd_pre_1:40 sdpa_bwd_dq_1:40 \
// RUN:       sdpa_bwd_2:255 sdpa_bwd_pre_2:40 sdpa_bwd_dq_2:40

// Per 64-row step: two slices of Sᵀ (12 k16 steps over d_qk), dV (2 steps
// over the slice's rows), dPᵀ (8 over d_v) and dK (2), each a unit of
// fence, issue, commit and wait; then the warpgroup's three of dQ's six
// half blocks (8 steps over all 128 keys each), staged by 4 16-byte
// stores each, then the warpgroup's barrier and one thread's three bulk
// reductions; dSᵀ as 16 stores.
// SUMMARY-LABEL: entry sdpa_bwd_0 target sm_90a maxntid 256, 1, 1
// SUMMARY:         bar.sync x3
// SUMMARY-NEXT:    cp.async.bulk.commit_group x1
// SUMMARY-NEXT:    cp.async.bulk.wait_group x1
// SUMMARY-NEXT:    cp.async.bulk.wait_group.read x1
// SUMMARY:         st.shared.b32 x16
// SUMMARY-NEXT:    st.shared.v4.b32 x12
// SUMMARY-NEXT:    wgmma.commit_group.sync.aligned x11
// SUMMARY-NEXT:    wgmma.fence.sync.aligned x11
// SUMMARY-NEXT:    wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 x4
// SUMMARY-NEXT:    wgmma.mma_async.sync.aligned.m64n192k16.f32.bf16.bf16 x4
// SUMMARY-NEXT:    wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16 x64
// SUMMARY-NEXT:    wgmma.wait_group.sync.aligned x11
// SUMMARY-LABEL: entry sdpa_bwd_dq_0
// CHECK-LABEL: .entry sdpa_bwd_0(
// CHECK-NOT:      red.global.add
// CHECK-COUNT-3:  cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32
// CHECK-NOT:      red.global.add
// CHECK-LABEL: .entry sdpa_bwd_dq_0(
func.func @mla_causal(%q: tensor<1x4096x128x192xbf16>, %k: tensor<1x4096x128x192xbf16>, %v: tensor<1x4096x128x128xbf16>, %o: tensor<1x4096x128x128xbf16>, %do: tensor<1x4096x128x128xbf16>, %lse: tensor<1x128x4096xf32>)
    -> (tensor<1x4096x128x192xbf16>, tensor<1x4096x128x192xbf16>, tensor<1x4096x128x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x4096x128x192xbf16>, tensor<1x4096x128x192xbf16>, tensor<1x4096x128x128xbf16>, tensor<1x4096x128x128xbf16>, tensor<1x4096x128x128xbf16>, tensor<1x128x4096xf32>)
      -> (tensor<1x4096x128x192xbf16>, tensor<1x4096x128x192xbf16>, tensor<1x4096x128x128xbf16>)
  return %dq, %dk, %dv : tensor<1x4096x128x192xbf16>, tensor<1x4096x128x192xbf16>, tensor<1x4096x128x128xbf16>
}

// d_v = 64: whole 64-row steps (Sᵀ 12 k16 steps, dV 4, dPᵀ 4, dK 4, and
// the three dQ blocks 4 each).
// SUMMARY-LABEL: entry sdpa_bwd_1 target sm_90a maxntid 256, 1, 1
// SUMMARY:         wgmma.mma_async.sync.aligned.m64n192k16.f32.bf16.bf16 x4
// SUMMARY-NEXT:    wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 x32
// SUMMARY-NEXT:    wgmma.wait_group.sync.aligned x7
func.func @d192_v64(%q: tensor<2x1024x16x192xbf16>, %k: tensor<2x1024x2x192xbf16>, %v: tensor<2x1024x2x64xbf16>, %o: tensor<2x1024x16x64xbf16>, %do: tensor<2x1024x16x64xbf16>, %lse: tensor<2x16x1024xf32>)
    -> (tensor<2x1024x16x192xbf16>, tensor<2x1024x2x192xbf16>, tensor<2x1024x2x64xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x1024x16x192xbf16>, tensor<2x1024x2x192xbf16>, tensor<2x1024x2x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x1024x16x64xbf16>, tensor<2x16x1024xf32>)
      -> (tensor<2x1024x16x192xbf16>, tensor<2x1024x2x192xbf16>, tensor<2x1024x2x64xbf16>)
  return %dq, %dk, %dv : tensor<2x1024x16x192xbf16>, tensor<2x1024x2x192xbf16>, tensor<2x1024x2x64xbf16>
}

// d = 256: per step Sᵀ and dPᵀ over all 256 columns (16 k16 steps each),
// dV and dK over the chunk's 128 (4 each), dQ's two blocks of the chunk.
// SUMMARY-LABEL: entry sdpa_bwd_2 target sm_90a maxntid 128, 1, 1
// SUMMARY:         wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 x8
// SUMMARY-NEXT:    wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 x40
// SUMMARY-NEXT:    wgmma.wait_group.sync.aligned x6
func.func @d256(%q: tensor<1x4096x16x256xbf16>, %k: tensor<1x4096x4x256xbf16>, %v: tensor<1x4096x4x256xbf16>, %o: tensor<1x4096x16x256xbf16>, %do: tensor<1x4096x16x256xbf16>, %lse: tensor<1x16x4096xf32>)
    -> (tensor<1x4096x16x256xbf16>, tensor<1x4096x4x256xbf16>, tensor<1x4096x4x256xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x4096x16x256xbf16>, tensor<1x4096x4x256xbf16>, tensor<1x4096x4x256xbf16>, tensor<1x4096x16x256xbf16>, tensor<1x4096x16x256xbf16>, tensor<1x16x4096xf32>)
      -> (tensor<1x4096x16x256xbf16>, tensor<1x4096x4x256xbf16>, tensor<1x4096x4x256xbf16>)
  return %dq, %dk, %dv : tensor<1x4096x16x256xbf16>, tensor<1x4096x4x256xbf16>, tensor<1x4096x4x256xbf16>
}
