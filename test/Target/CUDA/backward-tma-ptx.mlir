// REQUIRES: ptxas
//
// backward-tma (the pipelined steps' Q and dO by TMA onto mbarriers)
// through LLVM's NVPTX backend and ptxas for sm_90a: the tensor maps are
// 64-byte aligned grid-constant parameters, the main kernels assemble
// without spills (d = 128 GQA causal: 253 registers against 235 with
// cp.async, one block of 8 warps per SM either way; d = 64 MHA) and
// without serialised wgmma.
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa backward-tma=true" -o %t.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.mlir -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:255 sdpa_bwd_pre_0:40 sdpa_bwd_dq_0:40 \
// RUN:       sdpa_bwd_1:255 sdpa_bwd_pre_1:40 sdpa_bwd_dq_1:40

// CHECK-LABEL: .entry sdpa_bwd_0(
// CHECK:         .param .align 64 .b8 sdpa_bwd_0_param_{{[0-9]+}}[128],
// CHECK-NEXT:    .param .align 64 .b8 sdpa_bwd_0_param_{{[0-9]+}}[128]
// CHECK:         mbarrier.init.shared.b64
// CHECK:         fence.mbarrier_init.release.cluster;
// CHECK:         mbarrier.arrive.expect_tx.shared.b64
// CHECK:         cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK:         mbarrier.try_wait.parity
// CHECK:         wgmma.mma_async
// CHECK-LABEL: .entry sdpa_bwd_dq_0(
// CHECK-LABEL: .entry sdpa_bwd_1(
// CHECK:         cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
func.func @gqa_d128_causal(%q: tensor<2x256x8x128xbf16>, %k: tensor<2x256x2x128xbf16>, %v: tensor<2x256x2x128xbf16>, %o: tensor<2x256x8x128xbf16>, %do: tensor<2x256x8x128xbf16>, %lse: tensor<2x8x256xf32>)
    -> (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x8x128xbf16>, tensor<2x256x8x128xbf16>, tensor<2x8x256xf32>)
      -> (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>)
  return %dq, %dk, %dv : tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>
}
func.func @mha_d64_bhsd(%q: tensor<1x4x300x64xf16>, %k: tensor<1x4x300x64xf16>, %v: tensor<1x4x300x64xf16>, %o: tensor<1x4x300x64xf16>, %do: tensor<1x4x300x64xf16>, %lse: tensor<1x4x300xf32>)
    -> (tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bhsd
      : (tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300xf32>)
      -> (tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>)
  return %dq, %dk, %dv : tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>
}
