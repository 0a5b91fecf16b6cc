// RUN: attn-opt %s -split-input-file --attn-select-backend=backend=cudnn -verify-diagnostics

// attn-select-backend's errors: a cuDNN request that cuDNN cannot compute,
// an unknown attn.backend value, an unknown backend option and a chip
// older than sm_80.

func.func @cudnn_cannot(%q: tensor<1x128x4x64xbf16>, %k: tensor<1x128x4x64xbf16>, %v: tensor<1x128x4x64xbf16>, %s: tensor<4xf32>) -> tensor<1x128x4x64xbf16> {
  // expected-error@+1 {{cannot use the cuDNN backend: ALiBi without a causal mask}}
  %o = attn.sdpa %q, %k, %v alibi(%s) layout = bshd : (tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<4xf32>) -> tensor<1x128x4x64xbf16>
  return %o : tensor<1x128x4x64xbf16>
}

// -----

func.func @unknown_attribute(%q: tensor<1x128x4x64xbf16>, %k: tensor<1x128x4x64xbf16>, %v: tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16> {
  // expected-error@+1 {{has attn.backend = "tpu"; expected "fused", "cudnn" or "auto"}}
  %o = attn.sdpa %q, %k, %v layout = bshd {attn.backend = "tpu"} : (tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16>
  return %o : tensor<1x128x4x64xbf16>
}

// -----

// RUN: not attn-opt %s -split-input-file --attn-select-backend=backend=tpu 2>&1 | FileCheck %s --check-prefix=OPTION
// OPTION: error: 'attn.sdpa' op cannot be lowered: unknown backend 'tpu' (available: fused, cudnn, auto)
func.func @any(%q: tensor<1x128x4x64xbf16>, %k: tensor<1x128x4x64xbf16>, %v: tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd : (tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16>
  return %o : tensor<1x128x4x64xbf16>
}

// -----

// RUN: not attn-opt %s -split-input-file --attn-select-backend=chip=sm_75 2>&1 | FileCheck %s --check-prefix=CHIP
// CHIP: error: attn-select-backend: unsupported chip 'sm_75' (attn's GPU backends need sm_80 or newer)
func.func @old_chip(%q: tensor<1x128x4x64xbf16>, %k: tensor<1x128x4x64xbf16>, %v: tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd : (tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16>
  return %o : tensor<1x128x4x64xbf16>
}
