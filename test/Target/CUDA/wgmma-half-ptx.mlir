// REQUIRES: ptxas
//
// The wgmma forward at head dims with a half 64-column block (d = 96,
// d = 32, d_qk 160 / d_v 96, d = 224; mma=wgmma, cp.async loads) through
// LLVM's NVPTX backend and ptxas for sm_90a: m64n96k16 and m64n224k16
// products, no spills, and no serialised wgmma (check_ptxas.py fails on a
// C751x report), plain and overlapped.
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa mma=wgmma" -o %t.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.mlir -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_fwd_0:128 sdpa_fwd_1:128 sdpa_fwd_2:128 sdpa_fwd_3:255
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa mma=wgmma overlap=on" -o %t.ovl.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.ovl.mlir -o %t.ovl.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ovl.ptx -o %t.ovl.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_fwd_0:128 sdpa_fwd_1:128 sdpa_fwd_2:128 sdpa_fwd_3:255

// CHECK-LABEL: .entry sdpa_fwd_0(
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n96k16.f32.bf16.bf16
// CHECK-NOT:     mma.sync.aligned.m16n8k16
// CHECK-LABEL: .entry sdpa_fwd_1(
// CHECK-DAG:     wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16
// CHECK-LABEL: .entry sdpa_fwd_3(
// CHECK:         wgmma.mma_async.sync.aligned.m64n224k16.f32.bf16.bf16
func.func @d96_causal(%q: tensor<2x256x8x96xbf16>, %k: tensor<2x256x2x96xbf16>,
                      %v: tensor<2x256x2x96xbf16>) -> tensor<2x256x8x96xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x256x8x96xbf16>, tensor<2x256x2x96xbf16>, tensor<2x256x2x96xbf16>)
      -> tensor<2x256x8x96xbf16>
  return %o : tensor<2x256x8x96xbf16>
}
func.func @d32_window(%q: tensor<1x300x4x32xf16>, %k: tensor<1x300x4x32xf16>,
                      %v: tensor<1x300x4x32xf16>) -> tensor<1x300x4x32xf16> {
  %o = attn.sdpa %q, %k, %v layout = bhsd window = [40, 0]
      : (tensor<1x300x4x32xf16>, tensor<1x300x4x32xf16>, tensor<1x300x4x32xf16>)
      -> tensor<1x300x4x32xf16>
  return %o : tensor<1x300x4x32xf16>
}
func.func @d160_v96(%q: tensor<1x256x4x160xbf16>, %k: tensor<1x256x4x160xbf16>,
                    %v: tensor<1x256x4x96xbf16>) -> tensor<1x256x4x96xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x256x4x160xbf16>, tensor<1x256x4x160xbf16>, tensor<1x256x4x96xbf16>)
      -> tensor<1x256x4x96xbf16>
  return %o : tensor<1x256x4x96xbf16>
}
func.func @d224(%q: tensor<1x256x4x224xbf16>, %k: tensor<1x256x4x224xbf16>,
                %v: tensor<1x256x4x224xbf16>) -> tensor<1x256x4x224xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x256x4x224xbf16>, tensor<1x256x4x224xbf16>, tensor<1x256x4x224xbf16>)
      -> tensor<1x256x4x224xbf16>
  return %o : tensor<1x256x4x224xbf16>
}
