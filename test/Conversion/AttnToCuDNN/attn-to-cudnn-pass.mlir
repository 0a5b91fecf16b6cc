// RUN: attn-opt %s -split-input-file --attn-to-cudnn | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-to-cudnn=backend=cudnn | FileCheck %s --check-prefix=OPTION
// RUN: attn-opt %s -split-input-file --attn-to-cudnn --attn-to-gpu | FileCheck %s --check-prefix=THEN-GPU
// RUN: not attn-opt %s -split-input-file --attn-to-cudnn=chip=sm_75 2>&1 | FileCheck %s --check-prefix=SM75
// Only the split with a cuDNN op checks the chip: one error in all.
// RUN: not attn-opt %s -split-input-file --attn-to-cudnn=chip=sm_75 2>&1 | grep "error:" | count 1

// attn-to-cudnn lowers the ops whose backend is cuDNN alone (the op's
// attn.backend, else the option) to the runtime's cuDNN calls and leaves the
// rest for attn-to-gpu: "fused" ops, and "auto" ops, which attn-to-gpu
// compiles both ways (cuDNN, with the generated kernels as the run-time
// fallback).

// CHECK-LABEL: func.func @mixed
// The fused op stays for attn-to-gpu.
// CHECK:         attn.sdpa {{.*}} {attn.backend = "fused"}
// The cuDNN op is one call; a top-left causal square problem needs no
// fix-up kernel.
// CHECK:         call @attn_cudnnSdpaForward
// The auto op stays too.
// CHECK:         attn.sdpa {{.*}} {attn.backend = "auto"}
// CHECK:         attn.sdpa {{.*}} layout = bshd :
// CHECK:       gpu.module @attn_kernels
// CHECK-NOT:     gpu.func
// Without an attn.backend the option decides.
// OPTION-LABEL: func.func @mixed
// OPTION-COUNT-1: call @attn_cudnnSdpaForward
// OPTION:         attn.sdpa {{.*}} {attn.backend = "auto"}
// OPTION:         call @attn_cudnnSdpaForward
// Then attn-to-gpu lowers what is left: a generated kernel for the fused
// op, both lowerings for the auto op, the generated kernel for the last
// (kernels are numbered fused ops first).
// THEN-GPU-LABEL: func.func @mixed
// THEN-GPU:         gpu.launch_func @attn_kernels::@sdpa_fwd_0
// THEN-GPU:         call @attn_cudnnSdpaForward
// THEN-GPU:         call @attn_cudnnSdpaForward
// THEN-GPU:         scf.if
// THEN-GPU:           gpu.launch_func @attn_kernels::@sdpa_fwd_2
// THEN-GPU:         gpu.launch_func @attn_kernels::@sdpa_fwd_1
// THEN-GPU-NOT:     attn.sdpa
// SM75: error: attn-to-cudnn: unsupported chip 'sm_75' (cuDNN's fused attention and the fix-up kernels need sm_80 or newer)
func.func @mixed(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                 %v: tensor<1x64x4x64xbf16>)
    -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) {
  %fused = attn.sdpa %q, %k, %v layout = bshd {attn.backend = "fused"}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  %cudnn = attn.sdpa %q, %k, %v layout = bshd causal = top_left {attn.backend = "cudnn"}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  %auto = attn.sdpa %q, %k, %v layout = bshd {attn.backend = "auto"}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  %default = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %fused, %cudnn, %auto, %default
      : tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>
}

// -----

// Nothing for cuDNN: the module is unchanged (and the chip is not checked).
// CHECK-LABEL: func.func @nothing_for_cudnn
// CHECK:         attn.sdpa
// CHECK-NOT:   gpu.module
func.func @nothing_for_cudnn(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                             %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd {attn.backend = "fused"}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %o : tensor<1x64x4x64xbf16>
}
