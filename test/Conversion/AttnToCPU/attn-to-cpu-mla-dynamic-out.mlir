// RUN: attn-opt %s --attn-to-cpu | FileCheck %s

// Regression test: a dynamic head dimension in the type of `out` is sized from the
// query's head dimension (Dqk = 32) instead of the value's (Dv = 16), so the
// result buffer has the wrong size (LowerSdpaToCPU takes every dynamic size

// CHECK-LABEL: func.func @mla_dynamic_out_head_dim(
// CHECK-DAG:     %[[C32:.+]] = arith.constant 32 : index
// CHECK-NOT:     memref.alloc(%[[C32]])
// CHECK:         bufferization.to_tensor %{{.+}} restrict writable : memref<1x16x2x?xf32> to tensor<1x16x2x?xf32>
func.func @mla_dynamic_out_head_dim(%q: tensor<1x16x2x32xf32>, %k: tensor<1x16x2x32xf32>,
                                    %v: tensor<1x16x2x16xf32>) -> tensor<1x16x2x?xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x16x2x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x16xf32>) -> tensor<1x16x2x?xf32>
  return %out : tensor<1x16x2x?xf32>
}
