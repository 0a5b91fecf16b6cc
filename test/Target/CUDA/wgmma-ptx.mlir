// The wgmma forward kernels through NVVM -> PTX (LLVM's NVPTX backend) ->
// ptxas for sm_90a (the cp.async kernels: producer=off): the PTX holds the warpgroup products (S from two
// shared-memory descriptors, P·V with P in registers and V transposed), the
// async-proxy fence (nvvm.fence.proxy) after each cp.async wait, and no
// mma.sync; ptxas accepts it within the register bounds.
// REQUIRES: ptxas
// RUN: attn-opt %s --attn-cuda-pipeline="format=isa producer=off" -o %t.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.mlir -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_fwd_0:128:8 sdpa_fwd_1:168 \
// RUN:   | FileCheck %s --check-prefix=PTXAS
// The overlapped forward (64-key tiles, three stages): ptxas must keep the
// two products of an iteration in flight together (no C751x serialisation
// report, which check_ptxas.py turns into an error) and not spill. The
// wait for P·V follows every exponential behind a warp-uniform branch
// (attn_nv.warpgroup_wait's `after`), so that ptxas cannot hoist it to the
// start of the softmax.
// RUN: attn-opt %s --attn-cuda-pipeline="format=isa overlap=on block-kv=64 producer=off" -o %t.overlap.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.overlap.mlir -o %t.overlap.ptx
// RUN: FileCheck %s --check-prefix=OVERLAP --input-file=%t.overlap.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.overlap.ptx -o %t.overlap.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_fwd_0:168 sdpa_fwd_1:168
// OVERLAP-LABEL: .entry sdpa_fwd_0(
// OVERLAP:         wgmma.commit_group.sync.aligned;
// OVERLAP-NEXT:    wgmma.wait_group.sync.aligned 0;
// OVERLAP:         wgmma.commit_group.sync.aligned;
// OVERLAP-NEXT:    wgmma.mma_async.sync.aligned.m64n128k16
// OVERLAP:         wgmma.wait_group.sync.aligned 1;
// OVERLAP:         ex2.approx.ftz.f32
// OVERLAP:         vote.sync.any.pred attn_any, attn_after, -1;
// OVERLAP-NEXT:    @attn_any bra ATTN_OTHER;
// OVERLAP-NEXT:    wgmma.wait_group.sync.aligned 0;
// OVERLAP-NOT:     ex2.approx
// OVERLAP:         ATTN_OTHER:
// OVERLAP-NEXT:    wgmma.wait_group.sync.aligned 0;

// CHECK-LABEL: .entry sdpa_fwd_0(
// CHECK:         .maxntid 256, 1, 1
// CHECK:         .minnctapersm 2
// CHECK:         cp.async.cg.shared.global
// CHECK:         cp.async.wait_group 2;
// CHECK-NEXT:    fence.proxy.async.shared::cta;
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n48k16.f32.bf16.bf16 {{{.*}}}, %rd{{[0-9]+}}, %rd{{[0-9]+}}, attn_zd, 1, 1, 0, 0;
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{{.*}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, %rd{{[0-9]+}}, attn_one, 1, 1, 1;
// CHECK-DAG:     wgmma.fence.sync.aligned;
// CHECK-DAG:     wgmma.commit_group.sync.aligned;
// CHECK-DAG:     wgmma.wait_group.sync.aligned 0;
// CHECK-NOT:     mma.sync
// CHECK-NOT:     ldmatrix
// CHECK-LABEL: .entry sdpa_fwd_1(
// CHECK:         .maxntid 128, 1, 1
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n64k16.f32.f16.f16

// Two blocks of 8 warps per multiprocessor cap the wide kernel at 128
// registers; ptxas may spill a few bytes there (none with the k-steps'
// descriptor offsets added inside the asm, the default).
// PTXAS: sdpa_fwd_0 sm_90a: {{12[0-8]}} registers
// PTXAS: sdpa_fwd_1 sm_90a: {{[0-9]+}} registers, 0 bytes stack, 0 bytes spill stores, 0 bytes spill loads

// Dense causal GQA, D = 128: two warpgroups, 48-key tiles.
func.func @wide(%q: tensor<2x256x8x128xbf16>, %k: tensor<2x256x2x128xbf16>,
                %v: tensor<2x256x2x128xbf16>) -> tensor<2x256x8x128xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>)
      -> tensor<2x256x8x128xbf16>
  return %o : tensor<2x256x8x128xbf16>
}

// Sliding window, MLA (Dv = 64), f16, lse: one warpgroup, 32-key tiles.
func.func @narrow_mla(%q: tensor<1x512x4x128xf16>, %k: tensor<1x512x4x128xf16>,
                      %v: tensor<1x512x4x64xf16>) -> (tensor<1x512x4x64xf16>, tensor<1x4x512xf32>) {
  %o, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [128, 0]
      : (tensor<1x512x4x128xf16>, tensor<1x512x4x128xf16>, tensor<1x512x4x64xf16>)
      -> (tensor<1x512x4x64xf16>, tensor<1x4x512xf32>)
  return %o, %lse : tensor<1x512x4x64xf16>, tensor<1x4x512xf32>
}
