// REQUIRES: ptxas
//
// backward-producer (a TMA producer warpgroup and two consumer warpgroups
// that meet at named barriers and mbarriers) through LLVM's NVPTX backend
// and ptxas for sm_90a: the main kernels launch 384 threads (168 registers
// each, moved by setmaxnreg to 24 for the producer and 240 for the
// consumers) and assemble without spills or serialised wgmma: the
// overlapped d = 128 step with three stages, the same with each product a
// unit (both with dSᵀ in two buffers, so no "dSᵀ free" barrier is
// arrived at), and MLA's sliced 192 / 128 steps with two stages (one dSᵀ
// buffer, and that barrier).
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa backward-producer=on" -o %t.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.mlir -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:168 sdpa_bwd_pre_0:40 sdpa_bwd_dq_0:40 \
// RUN:       sdpa_bwd_1:168 sdpa_bwd_pre_1:40 sdpa_bwd_dq_1:40
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa backward-producer=on backward-overlap=off" -o %t.unit.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.unit.mlir -o %t.unit.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.unit.ptx -o %t.unit.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:168 sdpa_bwd_pre_0:40 sdpa_bwd_dq_0:40 \
// RUN:       sdpa_bwd_1:168 sdpa_bwd_pre_1:40 sdpa_bwd_dq_1:40

// CHECK-LABEL: .entry sdpa_bwd_0(
// CHECK:         .param .align 64 .b8 sdpa_bwd_0_param_{{[0-9]+}}[128],
// CHECK-NEXT:    .param .align 64 .b8 sdpa_bwd_0_param_{{[0-9]+}}[128]
// CHECK:         .maxntid 384, 1, 1
// CHECK:         mbarrier.init.shared.b64
// CHECK:         setmaxnreg.dec.sync.aligned.u32 24;
// CHECK-DAG:     cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK-DAG:     cp.async.mbarrier.arrive.noinc.shared.b64
// CHECK:         setmaxnreg.inc.sync.aligned.u32 240;
// CHECK:         bar.sync{{.+}}3, 256;
// CHECK:         mbarrier.try_wait.parity
// CHECK:         wgmma.mma_async
// CHECK-NOT:     bar.arrive
// CHECK-LABEL: .entry sdpa_bwd_dq_0(
// CHECK-LABEL: .entry sdpa_bwd_1(
// CHECK:         .maxntid 384, 1, 1
// CHECK:         setmaxnreg.dec.sync.aligned.u32 24;
// CHECK:         wgmma.mma_async.sync.aligned.m64n192k16
// CHECK:         bar.arrive{{.+}}, 256;
func.func @gqa_d128_causal(%q: tensor<2x256x8x128xbf16>, %k: tensor<2x256x2x128xbf16>, %v: tensor<2x256x2x128xbf16>, %o: tensor<2x256x8x128xbf16>, %do: tensor<2x256x8x128xbf16>, %lse: tensor<2x8x256xf32>)
    -> (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x8x128xbf16>, tensor<2x256x8x128xbf16>, tensor<2x8x256xf32>)
      -> (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>)
  return %dq, %dk, %dv : tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>
}
func.func @mla_192_128(%q: tensor<1x256x4x192xbf16>, %k: tensor<1x256x4x192xbf16>, %v: tensor<1x256x4x128xbf16>,
    %o: tensor<1x256x4x128xbf16>, %do: tensor<1x256x4x128xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>
}
