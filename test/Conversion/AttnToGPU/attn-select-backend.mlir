// RUN: attn-opt %s -split-input-file --attn-select-backend=backend=auto -verify-diagnostics | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-select-backend | FileCheck %s --check-prefix=FUSED
// RUN: attn-opt %s -split-input-file --attn-select-backend=backend=auto --attn-to-gpu -verify-diagnostics -o /dev/null

// attn-select-backend records each op's GPU backend as attn.backend, with a
// remark wherever it departs from the request. The default request is
// "fused": the second run records every op as fused, without remarks. The
// third lowers the recorded choices: attn-to-gpu applies the same decision,
// so no remark repeats there.

// Both backends can compute it: cuDNN, with the generated kernels as the
// run-time fallback ("auto").
// CHECK-LABEL: func.func @both_backends(
// CHECK: attn.sdpa {{.*}} {attn.backend = "auto"}
// FUSED-LABEL: func.func @both_backends(
// FUSED: attn.sdpa {{.*}} {attn.backend = "fused"}
func.func @both_backends(%q: tensor<1x128x4x64xbf16>, %k: tensor<1x128x4x64xbf16>, %v: tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left : (tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16>
  return %o : tensor<1x128x4x64xbf16>
}

// -----

// cuDNN cannot compute it: the generated kernels, and a remark naming why.
// CHECK-LABEL: func.func @cudnn_cannot(
// CHECK: attn.sdpa {{.*}} {attn.backend = "fused"}
func.func @cudnn_cannot(%q: tensor<1x128x4x64xbf16>, %k: tensor<1x128x4x64xbf16>, %v: tensor<1x128x4x64xbf16>, %s: tensor<4xf32>) -> tensor<1x128x4x64xbf16> {
  // expected-remark@+1 {{using the generated kernel: cuDNN cannot take this op (ALiBi without a causal mask}}
  %o = attn.sdpa %q, %k, %v alibi(%s) layout = bshd : (tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<4xf32>) -> tensor<1x128x4x64xbf16>
  return %o : tensor<1x128x4x64xbf16>
}

// -----

// The generated kernels cannot (head dim 200 is not a multiple of 16),
// cuDNN can: cuDNN only, and a remark that nothing falls back.
// CHECK-LABEL: func.func @generated_cannot(
// CHECK: attn.sdpa {{.*}} {attn.backend = "cudnn"}
func.func @generated_cannot(%q: tensor<1x128x4x200xbf16>, %k: tensor<1x128x4x200xbf16>, %v: tensor<1x128x4x200xbf16>) -> tensor<1x128x4x200xbf16> {
  // expected-remark@+1 {{cuDNN only, with no fallback where cuDNN is missing: the generated kernel cannot take this op (}}
  %o = attn.sdpa %q, %k, %v layout = bshd : (tensor<1x128x4x200xbf16>, tensor<1x128x4x200xbf16>, tensor<1x128x4x200xbf16>) -> tensor<1x128x4x200xbf16>
  return %o : tensor<1x128x4x200xbf16>
}

// -----

// A mask_mod region: the generated kernels.
// CHECK-LABEL: func.func @mask_mod_region(
// CHECK: attn.sdpa {{.*}} {attn.backend = "fused"}
func.func @mask_mod_region(%q: tensor<1x128x4x64xbf16>, %k: tensor<1x128x4x64xbf16>, %v: tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16> {
  // expected-remark@+1 {{using the generated kernel: cuDNN cannot take this op (score_mod/mask_mod regions}}
  %o = attn.sdpa %q, %k, %v layout = bshd : (tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %ok = arith.cmpi sle, %j, %i : index
        attn.yield %ok : i1
      }
  return %o : tensor<1x128x4x64xbf16>
}

// -----

// The op's own attn.backend wins over the option.
// CHECK-LABEL: func.func @own_choice(
// CHECK: attn.sdpa {{.*}} {attn.backend = "fused"}
func.func @own_choice(%q: tensor<1x128x4x64xbf16>, %k: tensor<1x128x4x64xbf16>, %v: tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd {attn.backend = "fused"} : (tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16>
  return %o : tensor<1x128x4x64xbf16>
}
