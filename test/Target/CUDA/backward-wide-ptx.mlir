// REQUIRES: ptxas
//
// The mma.sync backward of head dims above 128 (two column chunks, 4
// warps; mma=auto's kernel at 256, asked for here at d_qk = 192) through
// LLVM's NVPTX backend and ptxas for sm_90a: the main kernels stay within
// 255 registers, spilling 16 (d = 256) and 28 bytes (d_qk = 192 with
// d_bias) per thread.
// RUN: attn-opt %s --attn-cuda-pipeline="format=isa mma=mma.sync" -o %t.mlir
// RUN: python3 %S/Inputs/extract_ptx.py %t.mlir -o %t.ptx
// RUN: FileCheck %s --input-file=%t.ptx
// RUN: /usr/local/cuda/bin/ptxas -arch=sm_90a -v %t.ptx -o %t.cubin 2>&1 \
// RUN:   | python3 %S/Inputs/check_ptxas.py sdpa_bwd_0:255:16 sdpa_bwd_1:255:32 \
// RUN:       sdpa_bwd_pre_0:40 sdpa_bwd_pre_1:40 sdpa_bwd_dq_0:40 sdpa_bwd_dq_1:40 \
// RUN:       sdpa_bwd_dbias_init_1:32 sdpa_bwd_dbias_1:32

// CHECK-LABEL: .entry sdpa_bwd_0(
// CHECK:         .maxntid 128, 1, 1
// CHECK:         mma.sync.aligned.m16n8k16.row.col.f32.bf16.bf16.f32
// CHECK:         red.global.add.v2.f32
func.func @d256(%q: tensor<2x300x8x256xbf16>, %k: tensor<2x300x2x256xbf16>, %v: tensor<2x300x2x256xbf16>, %o: tensor<2x300x8x256xbf16>, %do: tensor<2x300x8x256xbf16>, %lse: tensor<2x8x300xf32>)
    -> (tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x8x256xbf16>, tensor<2x300x8x256xbf16>, tensor<2x8x300xf32>)
      -> (tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>)
  return %dq, %dk, %dv : tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>
}

// CHECK-LABEL: .entry sdpa_bwd_1(
// CHECK:         mma.sync.aligned.m16n8k16.row.col.f32.f16.f16.f32
// CHECK:         red.global.add.f32
func.func @d192_dbias(%q: tensor<1x200x4x192xf16>, %k: tensor<1x200x4x192xf16>, %v: tensor<1x200x4x128xf16>, %o: tensor<1x200x4x128xf16>, %do: tensor<1x200x4x128xf16>, %lse: tensor<1x4x200xf32>, %bias: tensor<1x4x200x200xf16>)
    -> (tensor<1x200x4x192xf16>, tensor<1x200x4x192xf16>, tensor<1x200x4x128xf16>, tensor<1x4x200x200xf16>) {
  %dq, %dk, %dv, %db = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) layout = bshd window = [32, 0]
      : (tensor<1x200x4x192xf16>, tensor<1x200x4x192xf16>, tensor<1x200x4x128xf16>, tensor<1x200x4x128xf16>, tensor<1x200x4x128xf16>, tensor<1x4x200xf32>, tensor<1x4x200x200xf16>)
      -> (tensor<1x200x4x192xf16>, tensor<1x200x4x192xf16>, tensor<1x200x4x128xf16>) d_bias(tensor<1x4x200x200xf16>)
  return %dq, %dk, %dv, %db : tensor<1x200x4x192xf16>, tensor<1x200x4x192xf16>, tensor<1x200x4x128xf16>, tensor<1x4x200x200xf16>
}
