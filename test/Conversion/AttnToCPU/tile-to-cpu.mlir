// RUN: attn-opt %s -split-input-file --attn-tile --attn-to-cpu -verify-diagnostics | FileCheck %s

// attn-to-cpu lowers the tile-level IR: !attn.online_state becomes eight
// stack buffers scoped to one query tile, the steps become vector code and
// attn.band_keys becomes arith through MaskBand.

// CHECK-LABEL: func.func @causal(
// CHECK:         scf.parallel
// CHECK-NEXT:      memref.alloca_scope {
// CHECK-DAG:         memref.alloca() : memref<64x32xf32>
// CHECK-DAG:         memref.alloca() : memref<32x32xf32>
// CHECK-DAG:         memref.alloca() : memref<64xf32>
// The key range of the tile's rows [q0, last] under the causal band:
// [0, min(Lkv, last + 1)), empty without a valid row.
// CHECK:             %[[END:.+]] = arith.minsi %{{.+}}, %{{.+}} : index
// CHECK:             %[[VALID:.+]] = arith.cmpi sle
// CHECK:             %[[HI:.+]] = arith.select %[[VALID]]
// CHECK:             scf.for %{{.+}} = %{{.+}} to %[[HI]] step %c32
// CHECK:               vector.fma
// CHECK-NOT:     attn.
// CHECK:         return
func.func @causal(%q: tensor<1x100x2x32xf32>) -> tensor<1x100x2x32xf32> {
  %o = attn.sdpa %q, %q, %q layout = bshd causal = top_left
      : (tensor<1x100x2x32xf32>, tensor<1x100x2x32xf32>, tensor<1x100x2x32xf32>) -> tensor<1x100x2x32xf32>
  return %o : tensor<1x100x2x32xf32>
}

// -----

// The vector code stages whole multiples of 8 keys.
func.func @odd_key_tile(%q: tensor<1x100x2x32xf32>) -> tensor<1x100x2x32xf32> {
  // expected-error @+1 {{'attn.online_init' op invalid CPU key tile 12 (a positive multiple of 8)}}
  %o = attn.sdpa %q, %q, %q layout = bshd {attn.tiling = #attn.tiling<block_kv = 12>}
      : (tensor<1x100x2x32xf32>, tensor<1x100x2x32xf32>, tensor<1x100x2x32xf32>) -> tensor<1x100x2x32xf32>
  return %o : tensor<1x100x2x32xf32>
}

// -----

// A state lives in the stack buffers of its init's block; one that leaves
// that block (here a loop's result) has no buffers on the CPU.
!state = !attn.online_state<rows = 16, keys = 8, head_dim_qk = 32, head_dim_v = 32>
func.func @escaping_state(%q: memref<1x100x2x32xf32>, %n: index) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %first = attn.online_init %q at [%c0, %c0] rows [%c0, %c1] layout = bshd scale = 1.0
      : memref<1x100x2x32xf32> -> !state
  %s = scf.for %i = %c0 to %n step %c1 iter_args(%carried = %first) -> (!state) {
    // expected-error @+1 {{'attn.online_init' op the CPU lowering keeps a tile state in stack buffers of the block of the op that starts it; this state leaves it}}
    %t = attn.online_init %q at [%c0, %i] rows [%c0, %c1] layout = bshd scale = 1.0
        : memref<1x100x2x32xf32> -> !state
    scf.yield %t : !state
  }
  attn.online_finish %s into %q at [%c0, %c0] rows [%c0, %c1] layout = bshd
      : !state, memref<1x100x2x32xf32>
  return
}

// -----

// Only the tile ops and scf control flow carry a state through the 1:N
// conversion; a return would leave it without its buffers.
!state = !attn.online_state<rows = 16, keys = 8, head_dim_qk = 32, head_dim_v = 32>
func.func @returned_state(%q: memref<1x100x2x32xf32>) -> !state {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %s = attn.online_init %q at [%c0, %c0] rows [%c0, %c1] layout = bshd scale = 1.0
      : memref<1x100x2x32xf32> -> !state
  // expected-error @+1 {{'func.return' op takes a tile state (operand 0); on the CPU a state flows only into the tile ops' steps and finishes and scf control flow}}
  return %s : !state
}
