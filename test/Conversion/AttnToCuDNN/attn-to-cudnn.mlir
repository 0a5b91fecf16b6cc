// RUN: attn-opt %s -split-input-file --attn-to-gpu=backend=cudnn -cse | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-to-gpu=backend=auto -cse | FileCheck %s --check-prefix=AUTO
// RUN: attn-opt %s -split-input-file --attn-to-gpu -cse | FileCheck %s --check-prefix=FUSED

// The cuDNN lowering (lib/Conversion/AttnToCuDNN/CudnnLowering.cpp), as
// attn-to-cudnn applies it and attn-to-gpu under backend=cudnn: each op becomes one
// call of the runtime's attn_cudnnSdpaForward/Backward with the problem
// (element type, layout, B, Hq, Hkv, Sq, Skv, Dqk, Dv, causal, window
// left/right, bias batch/heads, scale) and the device addresses of its
// buffers, plus generated kernels only where attn's meaning needs them.
// Under the default backend (fused) the same ops take the generated
// flash-attention kernels. Under backend=auto an op that both can compute
// gets both: the call is made with fallback = 1 and returns 0 when the
// runtime cannot use cuDNN (no library, too old, disabled, no engine for
// the problem); the generated kernels then write the same result buffers.

// The seed pattern: no row can be fully masked (top-left causal, Sq = Skv),
// so there is no fix-up kernel.
// CHECK-LABEL: func.func private @attn_cudnnSdpaForward(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> i32
// CHECK-LABEL: func.func @seed_window
// CHECK:         %[[OUT:.*]] = memref.alloc() : memref<2x256x16x64xbf16>
// CHECK:         %[[LSE:.*]] = memref.alloc() : memref<2x16x256xf32>
// CHECK-DAG:     %[[BF16:.*]] = arith.constant 0 : i64
// CHECK-DAG:     %[[H16:.*]] = arith.constant 16 : i64
// CHECK-DAG:     %[[H2:.*]] = arith.constant 2 : i64
// CHECK-DAG:     %[[LEFT:.*]] = arith.constant 128 : i64
// CHECK-DAG:     %[[D:.*]] = arith.constant 64 : i64
// CHECK-DAG:     %[[TOPLEFT:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[SCALE:.*]] = arith.constant 1.250000e-01 : f64
// CHECK:         memref.extract_aligned_pointer_as_index %[[OUT]]
// CHECK:         memref.extract_aligned_pointer_as_index %[[LSE]]
// The 15th integer is 0: no fallback (backend=cudnn).
// CHECK:         %{{.*}} = call @attn_cudnnSdpaForward(%[[BF16]], %[[BF16]], %{{.*}}, %[[H16]], %[[H2]], %{{.*}}, %{{.*}}, %[[D]], %[[D]], %[[TOPLEFT]], %[[LEFT]], %[[BF16]], %[[BF16]], %[[BF16]], %[[BF16]], %[[SCALE]],
// CHECK-NOT:     gpu.launch_func
// CHECK:         return
// CHECK:       gpu.module @attn_kernels
// CHECK-NOT:     gpu.func
// FUSED-LABEL: func.func @seed_window
// FUSED:         gpu.launch_func @attn_kernels::@sdpa_fwd_0
// AUTO-LABEL: func.func @seed_window
// AUTO:         %[[OUT:.*]] = memref.alloc() : memref<2x256x16x64xbf16>
// AUTO:         %[[LSE:.*]] = memref.alloc() : memref<2x16x256xf32>
// AUTO:         %[[FALLBACK:.*]] = arith.constant 1 : i64
// AUTO:         memref.extract_aligned_pointer_as_index %[[OUT]]
// AUTO:         %[[STATUS:.*]] = call @attn_cudnnSdpaForward(%{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %[[FALLBACK]], 
// AUTO:         %[[RAN:.*]] = arith.cmpi ne, %[[STATUS]], %{{.*}} : i32
// AUTO:         %[[DECLINED:.*]] = arith.xori %[[RAN]], %{{.*}} : i1
// AUTO:         scf.if %[[DECLINED]] {
// AUTO:           gpu.launch_func @attn_kernels::@sdpa_fwd_0 {{.*}} args({{.*}}%[[OUT]] : memref<2x256x16x64xbf16>, %[[LSE]] : memref<2x16x256xf32>)
// AUTO:         }
// AUTO:         bufferization.to_tensor %[[OUT]]
// AUTO:         bufferization.to_tensor %[[LSE]]
func.func @seed_window(%q: tensor<2x256x16x64xbf16>, %k: tensor<2x256x2x64xbf16>,
                       %v: tensor<2x256x2x64xbf16>)
    -> (tensor<2x256x16x64xbf16>, tensor<2x16x256xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [128, 0]
      : (tensor<2x256x16x64xbf16>, tensor<2x256x2x64xbf16>, tensor<2x256x2x64xbf16>)
      -> (tensor<2x256x16x64xbf16>, tensor<2x16x256xf32>)
  return %out, %lse : tensor<2x256x16x64xbf16>, tensor<2x16x256xf32>
}

// -----

// Bottom-right alignment with Sq > Skv leaves the first Sq - Skv rows
// without keys: a generated kernel writes attn's out = 0, lse = -inf there
// (cuDNN leaves them undefined). f16 is type code 1, bhsd layout code 1,
// bottom_right causal code 2; the window's unbounded side is -1; the MLA
// value head dimension (32) differs from the query's (64).
// CHECK-LABEL: func.func @bottom_right_fixup
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[BR:.*]] = arith.constant 2 : i64
// CHECK-DAG:     %[[UNBOUNDED:.*]] = arith.constant -1 : i64
// CHECK-DAG:     %[[DV:.*]] = arith.constant 32 : i64
// CHECK:         %{{.*}} = call @attn_cudnnSdpaForward(%[[ONE]], %[[ONE]], %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}}, %[[DV]], %[[BR]], %[[UNBOUNDED]], %[[UNBOUNDED]],
// CHECK:         scf.if
// CHECK:           gpu.launch_func @attn_kernels::@sdpa_cudnn_rows_0 blocks in ({{.*}}) threads in ({{.*}}) {{.*}} args(%{{.*}} : memref<1x4x200x32xf16>, %{{.*}} : memref<1x4x200xf32>, %{{.*}} : index)
// CHECK:       gpu.func @sdpa_cudnn_rows_0(%{{.*}}: memref<1x4x200x32xf16>, %{{.*}}: memref<1x4x200xf32>, %{{.*}}: index) kernel
// CHECK:         arith.minsi
// CHECK:         scf.for
// CHECK:           memref.store
// CHECK:         arith.constant 0xFF800000 : f32
func.func @bottom_right_fixup(%q: tensor<1x4x200x64xf16>, %k: tensor<1x4x77x64xf16>,
                              %v: tensor<1x4x77x32xf16>)
    -> (tensor<1x4x200x32xf16>, tensor<1x4x200xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bhsd causal = bottom_right
      : (tensor<1x4x200x64xf16>, tensor<1x4x77x64xf16>, tensor<1x4x77x32xf16>)
      -> (tensor<1x4x200x32xf16>, tensor<1x4x200xf32>)
  return %out, %lse : tensor<1x4x200x32xf16>, tensor<1x4x200xf32>
}

// -----

// Padding: the lengths are first clamped into [0, S] as attn reads them
// (sdpa_cudnn_lengths_N), then go to cuDNN (its padding mask) and to the
// fix-up kernel, which also zeroes the rows past seqlens_q. A [1, Hq, Sq,
// Skv] bias is passed with its batch and head extents (1, 4).
// CHECK-LABEL: func.func @padded_bias
// CHECK:         %[[LQ:.*]] = memref.alloc() : memref<3xi32>
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_cudnn_lengths_0 {{.*}} args(%{{.*}} : memref<3xi32>, %[[LQ]] : memref<3xi32>, %{{.*}} : index)
// CHECK:         %[[LKV:.*]] = memref.alloc() : memref<3xi32>
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_cudnn_lengths_1 {{.*}} args(%{{.*}} : memref<3xi32>, %[[LKV]] : memref<3xi32>, %{{.*}} : index)
// CHECK-DAG:     %[[ONE:.*]] = arith.constant 1 : i64
// CHECK-DAG:     %[[FOUR:.*]] = arith.constant 4 : i64
// CHECK:         memref.extract_aligned_pointer_as_index %[[LQ]]
// CHECK:         memref.extract_aligned_pointer_as_index %[[LKV]]
// CHECK:         call @attn_cudnnSdpaForward({{.*}}, %[[ONE]], %[[FOUR]], %{{.*}} : (
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_cudnn_rows_2 {{.*}} args(%{{.*}} : memref<3x128x4x64xbf16>, %[[LQ]] : memref<3xi32>, %[[LKV]] : memref<3xi32>, %{{.*}} : index)
// CHECK:         memref.dealloc %[[LQ]]
// CHECK:         memref.dealloc %[[LKV]]
// CHECK:       gpu.func @sdpa_cudnn_lengths_0
// CHECK:         arith.maxsi
// CHECK:         arith.minsi
func.func @padded_bias(%q: tensor<3x128x4x64xbf16>, %k: tensor<3x128x4x64xbf16>,
                       %v: tensor<3x128x4x64xbf16>, %bias: tensor<1x4x128x128xbf16>,
                       %lq: tensor<3xi32>, %lkv: tensor<3xi32>) -> tensor<3x128x4x64xbf16> {
  %out = attn.sdpa %q, %k, %v bias(%bias) seqlens_q(%lq) seqlens_kv(%lkv) layout = bshd
      : (tensor<3x128x4x64xbf16>, tensor<3x128x4x64xbf16>, tensor<3x128x4x64xbf16>,
         tensor<1x4x128x128xbf16>, tensor<3xi32>, tensor<3xi32>) -> tensor<3x128x4x64xbf16>
  return %out : tensor<3x128x4x64xbf16>
}

// -----

// The backward: one call with 12 buffers. No row can be fully masked here,
// so cuDNN reads the forward's lse itself.
// CHECK-LABEL: func.func private @attn_cudnnSdpaBackward(i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, f64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64) -> i32
// CHECK-LABEL: func.func @backward_gqa
// CHECK:         %[[DQ:.*]] = memref.alloc() : memref<2x128x8x64xbf16>
// CHECK:         %[[DK:.*]] = memref.alloc() : memref<2x128x2x64xbf16>
// CHECK:         %[[DV:.*]] = memref.alloc() : memref<2x128x2x64xbf16>
// CHECK-NOT:     gpu.launch_func
// CHECK:         call @attn_cudnnSdpaBackward(
// CHECK-NOT:     gpu.launch_func
// CHECK:         return
// FUSED-LABEL: func.func @backward_gqa
// FUSED:         gpu.launch_func @attn_kernels::@sdpa_bwd_pre_0
// AUTO-LABEL: func.func @backward_gqa
// AUTO:         call @attn_cudnnSdpaBackward(
// AUTO:         scf.if
// AUTO:           gpu.launch_func @attn_kernels::@sdpa_bwd_pre_0
// AUTO:           gpu.launch_func @attn_kernels::@sdpa_bwd_0
// AUTO:           gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0
func.func @backward_gqa(%q: tensor<2x128x8x64xbf16>, %k: tensor<2x128x2x64xbf16>,
                        %v: tensor<2x128x2x64xbf16>, %o: tensor<2x128x8x64xbf16>,
                        %do: tensor<2x128x8x64xbf16>, %lse: tensor<2x8x128xf32>)
    -> (tensor<2x128x8x64xbf16>, tensor<2x128x2x64xbf16>, tensor<2x128x2x64xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x128x8x64xbf16>, tensor<2x128x2x64xbf16>, tensor<2x128x2x64xbf16>,
         tensor<2x128x8x64xbf16>, tensor<2x128x8x64xbf16>, tensor<2x8x128xf32>)
      -> (tensor<2x128x8x64xbf16>, tensor<2x128x2x64xbf16>, tensor<2x128x2x64xbf16>)
  return %dq, %dk, %dv : tensor<2x128x8x64xbf16>, tensor<2x128x2x64xbf16>, tensor<2x128x2x64xbf16>
}

// -----

// A padded backward (key lengths; query lengths stay with the generated
// kernels, see attn-to-cudnn-invalid.mlir): cuDNN reads an lse copy with
// +inf on the rows without keys (sdpa_cudnn_lse_N), and dK and dV rows
// past seqlens_kv are zeroed afterwards.
// CHECK-LABEL: func.func @backward_padded
// CHECK:         %[[COPY:.*]] = memref.alloc() : memref<2x4x96xf32>
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_cudnn_lse_1
// CHECK:         call @attn_cudnnSdpaBackward(
// CHECK:         memref.dealloc %[[COPY]]
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_cudnn_pad_2 {{.*}} args(%{{.*}} : memref<2x160x4x64xf16>, %{{.*}} : memref<2xi32>)
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_cudnn_pad_3 {{.*}} args(%{{.*}} : memref<2x160x4x64xf16>, %{{.*}} : memref<2xi32>)
// CHECK:       gpu.func @sdpa_cudnn_lse_1
// CHECK-DAG:     arith.constant 0x7F800000 : f32
// CHECK-DAG:     arith.cmpf oeq
// CHECK:         arith.select
func.func @backward_padded(%q: tensor<2x96x4x64xf16>, %k: tensor<2x160x4x64xf16>,
                           %v: tensor<2x160x4x64xf16>, %o: tensor<2x96x4x64xf16>,
                           %do: tensor<2x96x4x64xf16>, %lse: tensor<2x4x96xf32>,
                           %lkv: tensor<2xi32>)
    -> (tensor<2x96x4x64xf16>, tensor<2x160x4x64xf16>, tensor<2x160x4x64xf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse seqlens_kv(%lkv)
      layout = bshd causal = bottom_right
      : (tensor<2x96x4x64xf16>, tensor<2x160x4x64xf16>, tensor<2x160x4x64xf16>,
         tensor<2x96x4x64xf16>, tensor<2x96x4x64xf16>, tensor<2x4x96xf32>,
         tensor<2xi32>)
      -> (tensor<2x96x4x64xf16>, tensor<2x160x4x64xf16>, tensor<2x160x4x64xf16>)
  return %dq, %dk, %dv : tensor<2x96x4x64xf16>, tensor<2x160x4x64xf16>, tensor<2x160x4x64xf16>
}

// -----

// The op's attn.backend attribute overrides the pass option either way.
// CHECK-LABEL: func.func @per_op_choice
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0
// CHECK:         call @attn_cudnnSdpaForward
// FUSED-LABEL: func.func @per_op_choice
// FUSED:         gpu.launch_func @attn_kernels::@sdpa_fwd_0
// FUSED:         call @attn_cudnnSdpaForward
func.func @per_op_choice(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                         %v: tensor<1x64x4x64xbf16>) -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) {
  %fused = attn.sdpa %q, %k, %v layout = bshd {attn.backend = "fused"}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  %cudnn = attn.sdpa %q, %k, %v layout = bshd causal = top_left {attn.backend = "cudnn"}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %fused, %cudnn : tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>
}

// -----

// ALiBi under a causal mask: the slopes buffer is the fifth address.
// CHECK-LABEL: func.func @alibi_causal
// CHECK:         %[[SLOPES:.*]] = bufferization.to_buffer %arg3
// CHECK:         %[[ADDRESS:.*]] = memref.extract_aligned_pointer_as_index %[[SLOPES]]
// CHECK:         %[[SLOPES_I64:.*]] = arith.index_cast %[[ADDRESS]]
// CHECK:         call @attn_cudnnSdpaForward(%{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %{{[^,]+}}, %[[SLOPES_I64]],
func.func @alibi_causal(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                        %v: tensor<1x64x4x64xbf16>, %slopes: tensor<4xf32>) -> tensor<1x64x4x64xbf16> {
  %out = attn.sdpa %q, %k, %v alibi(%slopes) layout = bshd causal = top_left
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<4xf32>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}
