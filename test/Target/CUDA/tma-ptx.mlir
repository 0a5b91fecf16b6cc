// The warp-specialised wgmma forward (producer = true) through the whole
// cuda pipeline: TMA descriptors are 64-byte aligned 128-byte kernel
// parameters addressed with cvta.param (grid constants), the producer
// thread issues cp.async.bulk.tensor into the swizzled tiles with
// mbarrier::complete_tx, the consumers wait with mbarrier.try_wait.parity,
// and two or three consumer warpgroups take registers from the producer
// (setmaxnreg). ptxas accepts the kernels without spilling within the
// launch's 168 registers (384 threads), two blocks' 128 (one consumer
// warpgroup) or 128 (512 threads: three consumer warpgroups, which take
// 160 each beside the producer's 24).
// REQUIRES: ptxas
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa persistent=off" -o %t.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.mlir -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_fwd_0:168 sdpa_fwd_1:128 sdpa_fwd_2:168 sdpa_fwd_3:128 \
// RUN:   | FileCheck %s --check-prefix=PTXAS

// CHECK-LABEL: .entry sdpa_fwd_0(
// CHECK:         .param .align 64 .b8 sdpa_fwd_0_param_{{[0-9]+}}[128],
// CHECK-NEXT:    .param .align 64 .b8 sdpa_fwd_0_param_{{[0-9]+}}[128],
// CHECK-NEXT:    .param .align 64 .b8 sdpa_fwd_0_param_{{[0-9]+}}[128]
// CHECK:         .maxntid 384, 1, 1
// CHECK-COUNT-3: cvta.param.u64
// CHECK:         mbarrier.init.shared.b64
// CHECK:         fence.mbarrier_init.release.cluster;
// CHECK:         bar.sync 0;
// CHECK:         setmaxnreg.dec.sync.aligned.u32 24;
// CHECK:         mbarrier.arrive.expect_tx.shared.b64 %rd{{[0-9]+}}, [%rd{{[0-9]+}}+{{[0-9]+}}], %r{{[0-9]+}};
// CHECK-COUNT-2: cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK:         mbarrier.try_wait.parity.shared.b64
// CHECK:         cp.async.bulk.tensor.4d.shared::cluster.global.tile.mbarrier::complete_tx::bytes
// CHECK:         setmaxnreg.inc.sync.aligned.u32 240;
// CHECK:         wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK:         mbarrier.arrive.shared.b64
// CHECK-NOT:     cp.async.cg
// CHECK-LABEL: .entry sdpa_fwd_1(
// CHECK:         .maxntid 256, 1, 1
// CHECK-NOT:     setmaxnreg
// CHECK:         wgmma.mma_async.sync.aligned.m64n32k16.f32.f16.f16
// CHECK-LABEL: .entry sdpa_fwd_2(
// CHECK:         .maxntid 384, 1, 1
// CHECK:         setmaxnreg.dec.sync.aligned.u32 24;
// CHECK:         wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK-LABEL: .entry sdpa_fwd_3(
// CHECK:         .maxntid 512, 1, 1
// CHECK:         setmaxnreg.dec.sync.aligned.u32 24;
// CHECK:         setmaxnreg.inc.sync.aligned.u32 160;
// CHECK:         wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK:         wgmma.mma_async.sync.aligned.m64n64k16.f32.bf16.bf16

// PTXAS: sdpa_fwd_0 sm_90a: {{[0-9]+}} registers, 0 bytes stack, 0 bytes spill stores, 0 bytes spill loads
// PTXAS: sdpa_fwd_1 sm_90a: {{[0-9]+}} registers, 0 bytes stack, 0 bytes spill stores, 0 bytes spill loads
// PTXAS: sdpa_fwd_2 sm_90a: {{[0-9]+}} registers, 0 bytes stack, 0 bytes spill stores, 0 bytes spill loads
// PTXAS: sdpa_fwd_3 sm_90a: {{[0-9]+}} registers, 0 bytes stack, 0 bytes spill stores, 0 bytes spill loads

// Dense causal GQA, D = 128: two consumer warpgroups of 128-key tiles.
func.func @causal_gqa(%q: tensor<2x1024x32x128xbf16>, %k: tensor<2x1024x8x128xbf16>,
                      %v: tensor<2x1024x8x128xbf16>) -> tensor<2x1024x32x128xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      {attn.tiling = #attn.tiling<producer = true>}
      : (tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x128xbf16>) -> tensor<2x1024x32x128xbf16>
  return %out : tensor<2x1024x32x128xbf16>
}

// A narrow window: one consumer warpgroup of 32-key tiles.
func.func @narrow_window(%q: tensor<1x8x512x64xf16>, %k: tensor<1x2x512x64xf16>,
                         %v: tensor<1x2x512x64xf16>) -> tensor<1x8x512x64xf16> {
  %out = attn.sdpa %q, %k, %v layout = bhsd causal = top_left window = [64, 0]
      {attn.tiling = #attn.tiling<producer = true>}
      : (tensor<1x8x512x64xf16>, tensor<1x2x512x64xf16>, tensor<1x2x512x64xf16>) -> tensor<1x8x512x64xf16>
  return %out : tensor<1x8x512x64xf16>
}

// MLA, d_qk 192 / d_v 128: three 64-column boxes of Q and K, two of V.
func.func @mla(%q: tensor<1x512x16x192xbf16>, %k: tensor<1x512x16x192xbf16>,
               %v: tensor<1x512x16x128xbf16>) -> tensor<1x512x16x128xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      {attn.tiling = #attn.tiling<producer = true, mma = wgmma>}
      : (tensor<1x512x16x192xbf16>, tensor<1x512x16x192xbf16>, tensor<1x512x16x128xbf16>) -> tensor<1x512x16x128xbf16>
  return %out : tensor<1x512x16x128xbf16>
}

// Dense causal GQA, D = 64: `auto` gives it three consumer warpgroups
// (192 query rows) of 128-key tiles.
func.func @causal_gqa_d64(%q: tensor<2x1024x32x64xbf16>, %k: tensor<2x1024x8x64xbf16>,
                          %v: tensor<2x1024x8x64xbf16>) -> tensor<2x1024x32x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x1024x32x64xbf16>, tensor<2x1024x8x64xbf16>, tensor<2x1024x8x64xbf16>) -> tensor<2x1024x32x64xbf16>
  return %out : tensor<2x1024x32x64xbf16>
}

// The same producer kernels, persistent. The producer then keeps
// 32 registers and the consumers 232 (their sum is the launch's 168 per
// thread; with three consumer warpgroups still 160 of the launch's 128); ptxas keeps the producer's item coordinates in local memory
// across its tile loop (at most 8 bytes, stored and reloaded once per
// item), and the consumers spill nothing.
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa persistent=on" -o %t.persistent.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.persistent.mlir -o %t.persistent.ptx
// RUN: FileCheck %s --input-file=%t.persistent.ptx --check-prefix=PERSISTENT
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.persistent.ptx -o %t.persistent.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_fwd_0:168:8 sdpa_fwd_1:128 sdpa_fwd_2:168:8 sdpa_fwd_3:128:8
// PERSISTENT-LABEL: .entry sdpa_fwd_0(
// PERSISTENT:         setmaxnreg.dec.sync.aligned.u32 32;
// PERSISTENT:         setmaxnreg.inc.sync.aligned.u32 232;
// PERSISTENT-LABEL: .entry sdpa_fwd_3(
// PERSISTENT:         setmaxnreg.dec.sync.aligned.u32 32;
// PERSISTENT:         setmaxnreg.inc.sync.aligned.u32 160;
