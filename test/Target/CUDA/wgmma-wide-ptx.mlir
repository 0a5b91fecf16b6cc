// The wgmma forward at head dimensions above 128 (whole 64-column blocks):
// MLA's d_qk 192 / d_v 128, and 256 (`mma = wgmma, producer = false` on the
// op asks for the cp.async warpgroup kernel; `auto` takes the TMA
// producer's). S = Q·Kᵀ then takes 12 (16) k16 steps from
// three (four) swizzled blocks, P·V one m64n128k16 (m64n256k16) product per
// k16 step; ptxas accepts the kernels without spilling.
// REQUIRES: ptxas
// RUN: attn-opt %s "--attn-cuda-pipeline=format=isa persistent=off" -o %t.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.mlir -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_fwd_0:184 sdpa_fwd_1:240 sdpa_fwd_2:168 \
// RUN:   | FileCheck %s --check-prefix=PTXAS
// The overlapped loop (the previous tile's P·V in flight beside this tile's
// softmax) keeps both products of an iteration together at these widths.
// RUN: attn-opt %s --attn-cuda-pipeline="format=isa overlap=on persistent=off" -o %t.overlap.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.overlap.mlir -o %t.overlap.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.overlap.ptx -o %t.overlap.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_fwd_0:200 sdpa_fwd_1:248 sdpa_fwd_2:168

// The loop body is rotated in the PTX: the P·V product (three k16 steps of
// the 48-key tile) comes before S's.
// CHECK-LABEL: .entry sdpa_fwd_0(
// CHECK:         .maxntid 256, 1, 1
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16 {{{.*}}}, {%r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}, %r{{[0-9]+}}}, {{%rd[0-9]+|attn_d[ab]}}, attn_one, 1, 1, 1;
// CHECK-NEXT:    wgmma.commit_group.sync.aligned;
// CHECK-COUNT-12: wgmma.mma_async.sync.aligned.m64n48k16.f32.bf16.bf16 {{{.*}}}, {{%rd[0-9]+|attn_d[ab]}}, {{%rd[0-9]+|attn_d[ab]}}, attn_{{zd|one}}, 1, 1, 0, 0;
// CHECK-NEXT:    wgmma.commit_group.sync.aligned;
// CHECK-NOT:     mma.sync.aligned.m16n8k16
// CHECK-LABEL: .entry sdpa_fwd_1(
// CHECK-COUNT-3: wgmma.mma_async.sync.aligned.m64n256k16.f32.f16.f16
// CHECK-NEXT:    wgmma.commit_group.sync.aligned;
// CHECK-COUNT-16: wgmma.mma_async.sync.aligned.m64n48k16.f32.f16.f16
// CHECK-NEXT:    wgmma.commit_group.sync.aligned;
// CHECK-LABEL: .entry sdpa_fwd_2(
// CHECK:         .maxntid 384, 1, 1
// CHECK:         setmaxnreg.dec.sync.aligned.u32 24;
// CHECK:         cp.async.bulk.tensor.4d
// CHECK:         wgmma.mma_async.sync.aligned.m64n128k16.f32.bf16.bf16
// CHECK-NOT:     mma.sync.aligned.m16n8k16

// PTXAS: sdpa_fwd_0 sm_90a: {{[0-9]+}} registers, 0 bytes stack, 0 bytes spill stores, 0 bytes spill loads
// PTXAS: sdpa_fwd_1 sm_90a: {{[0-9]+}} registers, 0 bytes stack, 0 bytes spill stores, 0 bytes spill loads
// PTXAS: sdpa_fwd_2 sm_90a: {{[0-9]+}} registers, 0 bytes stack, 0 bytes spill stores, 0 bytes spill loads

// DeepSeek-style MLA: d_qk 192 = 128 + 64 rotary, d_v 128, causal GQA.
func.func @mla(%q: tensor<1x512x16x192xbf16>, %k: tensor<1x512x4x192xbf16>,
               %v: tensor<1x512x4x128xbf16>) -> tensor<1x512x16x128xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      {attn.tiling = #attn.tiling<mma = wgmma, producer = false>}
      : (tensor<1x512x16x192xbf16>, tensor<1x512x4x192xbf16>, tensor<1x512x4x128xbf16>)
      -> tensor<1x512x16x128xbf16>
  return %o : tensor<1x512x16x128xbf16>
}

// Head dimension 256, f16, dense.
func.func @d256(%q: tensor<1x300x8x256xf16>, %k: tensor<1x300x8x256xf16>,
                %v: tensor<1x300x8x256xf16>) -> tensor<1x300x8x256xf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      {attn.tiling = #attn.tiling<mma = wgmma, producer = false>}
      : (tensor<1x300x8x256xf16>, tensor<1x300x8x256xf16>, tensor<1x300x8x256xf16>)
      -> tensor<1x300x8x256xf16>
  return %o : tensor<1x300x8x256xf16>
}

// The same MLA op without the request: `auto` takes wgmma at these widths
// (the wgwide_* suite cases passed on the H200) with the TMA producer
// (faster there for wide heads over wide bands).
func.func @mla_auto(%q: tensor<1x512x16x192xbf16>, %k: tensor<1x512x4x192xbf16>,
                    %v: tensor<1x512x4x128xbf16>) -> tensor<1x512x16x128xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x512x16x192xbf16>, tensor<1x512x4x192xbf16>, tensor<1x512x4x128xbf16>)
      -> tensor<1x512x16x128xbf16>
  return %o : tensor<1x512x16x128xbf16>
}
