// REQUIRES: ptxas
//
// The split-column wgmma backward (backward-split-columns=on) through
// LLVM's NVPTX backend and ptxas for sm_90a: the two warpgroups of a
// 64-key block each hold half of dK's and dV's columns (64 + 64 registers
// of accumulators at head dim 256, 32 + 32 at 128), so the kernel spills
// nothing and ptxas serialises no product. Per step: Sᵀ and dPᵀ for the
// warpgroup's 32 rows (m64n32k16, 16 + 16 k16 steps at 256), dV and dK of
// its columns from the shared Pᵀ and dSᵀ (m64n128k16, 4 steps each), then
// dQ of its columns in 64-column products over the 64 keys (4 steps each):
// at 256 both staged (16 vector stores a thread) in the warpgroup's halves
// of the step's Q and dO tiles and added by two bulk reductions (the next
// step waits for their reads before its loads), at 128 added by the
// thread's 16 vector reductions. `auto` (the second RUN) takes the same
// kernel at 256 / 256.
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa backward-split-columns=on" -o %t.mlir
// RUN: attn-opt %s --attn-cuda-pipeline=format=isa -o %t.auto.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.auto.mlir --summary | FileCheck %s --check-prefix=S256
// RUN: python3 %S/Inputs/extract_ptx.py %t.mlir --summary | FileCheck %s --check-prefixes=S256,SUMMARY
// RUN: python3 %S/Inputs/extract_ptx.py %t.mlir -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:245 sdpa_bwd_pre_0:40 \
// RUN:       sdpa_bwd_dq_0:40 sdpa_bwd_1:160 sdpa_bwd_pre_1:40 sdpa_bwd_dq_1:40

// S256-LABEL: entry sdpa_bwd_0 target sm_90a maxntid 256, 1, 1
// S256:         bar.sync x3
// S256-NEXT:    cp.async.bulk.commit_group x1
// S256-NEXT:    cp.async.bulk.wait_group x1
// S256-NEXT:    cp.async.bulk.wait_group.read x1
// S256:         st.shared.b32 x16
// S256-NEXT:    st.shared.v4.b32 x16
// S256-NEXT:    wgmma.commit_group.sync.aligned x6
// S256-NEXT:    wgmma.fence.sync.aligned x3
// S256-NEXT:    wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 x8
// S256-NEXT:    wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16 x32
// S256-NEXT:    wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16 x8
// S256-NEXT:    wgmma.wait_group.sync.aligned x4
// CHECK-LABEL: .entry sdpa_bwd_0(
// CHECK-COUNT-2:  cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32
// CHECK-NOT:      red.global.add
// CHECK-LABEL: .entry sdpa_bwd_dq_0(
func.func @d256(%q: tensor<2x1024x16x256xbf16>, %k: tensor<2x1024x4x256xbf16>, %v: tensor<2x1024x4x256xbf16>, %o: tensor<2x1024x16x256xbf16>, %do: tensor<2x1024x16x256xbf16>, %lse: tensor<2x16x1024xf32>)
    -> (tensor<2x1024x16x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x4x256xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x1024x16x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x1024x16x256xbf16>, tensor<2x16x1024xf32>)
      -> (tensor<2x1024x16x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x4x256xbf16>)
  return %dq, %dk, %dv : tensor<2x1024x16x256xbf16>, tensor<2x1024x4x256xbf16>, tensor<2x1024x4x256xbf16>
}

// Head dim 128 (f16): 64 columns of dK, dV and dQ a warpgroup, one dQ
// product.
// SUMMARY-LABEL: entry sdpa_bwd_1 target sm_90a maxntid 256, 1, 1
// SUMMARY:         wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16 x16
// SUMMARY-NEXT:    wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16 x12
// CHECK-LABEL: .entry sdpa_bwd_1(
// CHECK-COUNT-16: red.global.add.v2.f32
// CHECK-NOT:      red.global.add
// CHECK-LABEL: .entry sdpa_bwd_dq_1(
func.func @d128(%q: tensor<2x1024x16x128xf16>, %k: tensor<2x1024x4x128xf16>, %v: tensor<2x1024x4x128xf16>, %o: tensor<2x1024x16x128xf16>, %do: tensor<2x1024x16x128xf16>, %lse: tensor<2x16x1024xf32>)
    -> (tensor<2x1024x16x128xf16>, tensor<2x1024x4x128xf16>, tensor<2x1024x4x128xf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x1024x16x128xf16>, tensor<2x1024x4x128xf16>, tensor<2x1024x4x128xf16>, tensor<2x1024x16x128xf16>, tensor<2x1024x16x128xf16>, tensor<2x16x1024xf32>)
      -> (tensor<2x1024x16x128xf16>, tensor<2x1024x4x128xf16>, tensor<2x1024x4x128xf16>)
  return %dq, %dk, %dv : tensor<2x1024x16x128xf16>, tensor<2x1024x4x128xf16>, tensor<2x1024x4x128xf16>
}
