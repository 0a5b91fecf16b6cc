// RUN: attn-opt %s --attn-cpu-pipeline="parallel=false" | FileCheck %s

// Known bug: with parallel=false (attn-compile/attn-runner --no-parallel)
// the per-task stack tiles are never released. The canonicalizer inlines the
// kernel's memref.alloca_scope into its scf.parallel (an automatic
// allocation scope), and convert-scf-to-cf then turns the scf.parallel into
// plain loops, so every iteration's llvm.alloca stays live until the
// function returns and large problems overflow the stack (1x2048x8x64 f32
// causal already segfaults with an 8 MiB stack). Remove the XFAIL once the
// serial pipeline keeps one stack frame per task.
// XFAIL: *

// CHECK-LABEL: llvm.func @serial(
// CHECK:         llvm.intr.stacksave
// CHECK:         llvm.alloca
// CHECK:         llvm.intr.stackrestore
// CHECK:         llvm.return
func.func @serial(%q: tensor<1x64x2x8xf32>, %k: tensor<1x64x2x8xf32>, %v: tensor<1x64x2x8xf32>)
    -> tensor<1x64x2x8xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x64x2x8xf32>, tensor<1x64x2x8xf32>, tensor<1x64x2x8xf32>) -> tensor<1x64x2x8xf32>
  return %out : tensor<1x64x2x8xf32>
}
