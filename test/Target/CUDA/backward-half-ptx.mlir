// REQUIRES: ptxas
//
// The wgmma backward at head dims with a half 64-column block (`auto`
// takes it with one and two warpgroups) through LLVM's NVPTX backend and ptxas for sm_90a. The swizzled
// tiles keep whole 64-column blocks; Sᵀ and dPᵀ take two k16 steps per
// half block, dV and dK are m64n96k16 / m64n32k16 with Q and dO read
// N-major from one and a half blocks, and dQ is 32-column products (or,
// query-major, one m64n96 / m64n32 product). The
// main kernels assemble without spills and without serialised wgmma,
// overlapped (the default; two warpgroups pipeline their steps) and not.
// RUN: attn-opt %s --attn-to-gpu | FileCheck %s --check-prefix=AUTO
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa mma=wgmma backward-dq=reductions" -o %t.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.mlir -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:255 sdpa_bwd_pre_0:40 sdpa_bwd_dq_0:40 sdpa_bwd_1:255 sdpa_bwd_pre_1:40 sdpa_bwd_dq_1:40 \
// RUN:       sdpa_bwd_2:255 sdpa_bwd_pre_2:40 sdpa_bwd_dq_2:40 sdpa_bwd_3:255 sdpa_bwd_pre_3:40 sdpa_bwd_dq_3:40
// The query-major dQ kernel takes the half blocks on wgmma too (S and dP
// m64n64, dQ m64n96 / m64n32 from registers and K N-major):
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa mma=wgmma backward-dq=query-major" -o %t.qm.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.qm.mlir -o %t.qm.ptx
// RUN: FileCheck %s --input-file=%t.qm.ptx --check-prefix=QM
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.qm.ptx -o %t.qm.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:255 sdpa_bwd_dq_0:255 sdpa_bwd_1:255 sdpa_bwd_dq_1:255 \
// RUN:       sdpa_bwd_2:255 sdpa_bwd_dq_2:255 sdpa_bwd_3:255 sdpa_bwd_dq_3:255
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa mma=wgmma backward-dq=reductions backward-overlap=off" -o %t.unit.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.unit.mlir -o %t.unit.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.unit.ptx -o %t.unit.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:255 sdpa_bwd_pre_0:40 sdpa_bwd_dq_0:40 sdpa_bwd_1:255 sdpa_bwd_pre_1:40 sdpa_bwd_dq_1:40 \
// RUN:       sdpa_bwd_2:255 sdpa_bwd_pre_2:40 sdpa_bwd_dq_2:40 sdpa_bwd_3:255 sdpa_bwd_pre_3:40 sdpa_bwd_dq_3:40

// QM-LABEL: .entry sdpa_bwd_dq_0(
// QM:         wgmma.mma_async.sync.aligned.m64n96k16.f32.bf16.bf16
// QM-LABEL: .entry sdpa_bwd_dq_1(
// QM:         wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16
// QM-LABEL: .entry sdpa_bwd_dq_2(
// QM:         wgmma.mma_async.sync.aligned.m64n96k16.f32.bf16.bf16
// QM-LABEL: .entry sdpa_bwd_dq_3(
// QM-NOT:     mma.sync.aligned.m16n8k16
// QM:         wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16

// mma=auto takes wgmma for the main kernels of two warpgroups and of one
// (sdpa_bwd_1, a narrow window), both measured faster on the H100.
// AUTO: gpu.func @sdpa_bwd_0({{.+}} attn.mma = "wgmma"{{.+}}nvvm.maxntid = array<i32: 256
// AUTO: gpu.func @sdpa_bwd_1({{.+}} attn.mma = "wgmma"{{.+}}nvvm.maxntid = array<i32: 128
// AUTO: gpu.func @sdpa_bwd_2({{.+}} attn.mma = "wgmma"{{.+}}nvvm.maxntid = array<i32: 256
// AUTO: gpu.func @sdpa_bwd_3({{.+}} attn.mma = "wgmma"{{.+}}nvvm.maxntid = array<i32: 256

// d = 96, GQA 8/2, causal: two warpgroups; Sᵀ and dPᵀ m64n64 over six k16
// steps, dV and dK m64n96, dQ three m64n32 products, each staged and added
// to the accumulator as one 8 KiB bulk reduction (64 rows x 32 floats), not
// by every thread's red.global.
// CHECK-LABEL: .entry sdpa_bwd_0(
// CHECK:         .maxntid 256, 1, 1
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n96k16.f32.bf16.bf16
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16
// CHECK-DAG:     cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [{{.+}}], [{{.+}}], 8192;
// CHECK-NOT:     red.global.add
// CHECK-NOT:     mma.sync.aligned.m16n8k16
// CHECK-LABEL: .entry sdpa_bwd_dq_0(
// d = 32 in a window (one warpgroup): every product but Sᵀ and dPᵀ m64n32.
// CHECK-LABEL: .entry sdpa_bwd_1(
// CHECK:         .maxntid 128, 1, 1
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16
// CHECK-NOT:     m64n96k16
// CHECK-LABEL: .entry sdpa_bwd_dq_1(
// d_qk 96 / d_v 64: dK m64n96, dV m64n64, dQ m64n32.
// CHECK-LABEL: .entry sdpa_bwd_2(
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n96k16.f32.bf16.bf16
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n32k16.f32.bf16.bf16
// d_qk 64 / d_v 96: dV m64n96, dQ in 64-column products.
// CHECK-LABEL: .entry sdpa_bwd_3(
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n96k16.f32.f16.f16
// CHECK-NOT:     m64n32k16
// CHECK-LABEL: .entry sdpa_bwd_dq_3(
func.func @d96_causal(%q: tensor<2x256x8x96xbf16>, %k: tensor<2x256x2x96xbf16>, %v: tensor<2x256x2x96xbf16>, %o: tensor<2x256x8x96xbf16>, %do: tensor<2x256x8x96xbf16>, %lse: tensor<2x8x256xf32>)
    -> (tensor<2x256x8x96xbf16>, tensor<2x256x2x96xbf16>, tensor<2x256x2x96xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x256x8x96xbf16>, tensor<2x256x2x96xbf16>, tensor<2x256x2x96xbf16>, tensor<2x256x8x96xbf16>, tensor<2x256x8x96xbf16>, tensor<2x8x256xf32>)
      -> (tensor<2x256x8x96xbf16>, tensor<2x256x2x96xbf16>, tensor<2x256x2x96xbf16>)
  return %dq, %dk, %dv : tensor<2x256x8x96xbf16>, tensor<2x256x2x96xbf16>, tensor<2x256x2x96xbf16>
}
func.func @d32_window(%q: tensor<1x4x300x32xf16>, %k: tensor<1x4x300x32xf16>, %v: tensor<1x4x300x32xf16>, %o: tensor<1x4x300x32xf16>, %do: tensor<1x4x300x32xf16>, %lse: tensor<1x4x300xf32>)
    -> (tensor<1x4x300x32xf16>, tensor<1x4x300x32xf16>, tensor<1x4x300x32xf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bhsd window = [40, 0]
      : (tensor<1x4x300x32xf16>, tensor<1x4x300x32xf16>, tensor<1x4x300x32xf16>, tensor<1x4x300x32xf16>, tensor<1x4x300x32xf16>, tensor<1x4x300xf32>)
      -> (tensor<1x4x300x32xf16>, tensor<1x4x300x32xf16>, tensor<1x4x300x32xf16>)
  return %dq, %dk, %dv : tensor<1x4x300x32xf16>, tensor<1x4x300x32xf16>, tensor<1x4x300x32xf16>
}
func.func @d96_v64(%q: tensor<1x200x4x96xbf16>, %k: tensor<1x200x2x96xbf16>, %v: tensor<1x200x2x64xbf16>, %o: tensor<1x200x4x64xbf16>, %do: tensor<1x200x4x64xbf16>, %lse: tensor<1x4x200xf32>)
    -> (tensor<1x200x4x96xbf16>, tensor<1x200x2x96xbf16>, tensor<1x200x2x64xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = bottom_right
      : (tensor<1x200x4x96xbf16>, tensor<1x200x2x96xbf16>, tensor<1x200x2x64xbf16>, tensor<1x200x4x64xbf16>, tensor<1x200x4x64xbf16>, tensor<1x4x200xf32>)
      -> (tensor<1x200x4x96xbf16>, tensor<1x200x2x96xbf16>, tensor<1x200x2x64xbf16>)
  return %dq, %dk, %dv : tensor<1x200x4x96xbf16>, tensor<1x200x2x96xbf16>, tensor<1x200x2x64xbf16>
}
func.func @d64_v96(%q: tensor<1x200x4x64xf16>, %k: tensor<1x200x2x64xf16>, %v: tensor<1x200x2x96xf16>, %o: tensor<1x200x4x96xf16>, %do: tensor<1x200x4x96xf16>, %lse: tensor<1x4x200xf32>)
    -> (tensor<1x200x4x64xf16>, tensor<1x200x2x64xf16>, tensor<1x200x2x96xf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd
      : (tensor<1x200x4x64xf16>, tensor<1x200x2x64xf16>, tensor<1x200x2x96xf16>, tensor<1x200x4x96xf16>, tensor<1x200x4x96xf16>, tensor<1x4x200xf32>)
      -> (tensor<1x200x4x64xf16>, tensor<1x200x2x64xf16>, tensor<1x200x2x96xf16>)
  return %dq, %dk, %dv : tensor<1x200x4x64xf16>, tensor<1x200x2x64xf16>, tensor<1x200x2x96xf16>
}
