// RUN: attn-opt %s -split-input-file --attn-to-cpu="query-tile=32 key-tile=32" | FileCheck %s

// A mask_mod's interval bounds over a tile (inlineMaskModOverTile) decide
// which key tiles the forward walks and which of them need the mask: the
// band's key range [lo, hi) loses its leading and trailing 32-key steps in
// which floordiv(i, 100) == floordiv(j, 100) is false for every pair (a
// document mask's other documents), found by two scf.while scans over
// i64 bounds; a tile inside the range that the bounds prove empty is
// skipped, and a visited tile skips the per-element mask where the bounds
// prove every pair allowed.

// CHECK-LABEL: func.func @document_forward(
// Leading scan: from lo while the step is in range and provably empty.
// CHECK: %[[FIRST:.+]] = scf.while (%[[AT:.+]] = %{{.+}}) : (index) -> index {
// CHECK:   %[[INRANGE:.+]] = arith.cmpi slt, %[[AT]], %[[HI:.+]] : index
// CHECK:   arith.floordivsi %{{.+}}, %[[C100:.+]] : i64
// CHECK:   %[[DISJOINT:.+]] = arith.ori
// CHECK:   %[[SOME:.+]] = arith.xori %[[DISJOINT]], %{{.+}} : i1
// CHECK:   %[[EMPTY:.+]] = arith.cmpi eq, %[[SOME]], %false : i1
// CHECK:   %[[GO:.+]] = arith.andi %[[INRANGE]], %[[EMPTY]] : i1
// CHECK:   scf.condition(%[[GO]]) %[[AT]] : index
// CHECK: } do {
// CHECK:   arith.addi %{{.+}}, %c32 : index
// Trailing scan: down from the last step that starts before hi.
// CHECK: %[[LAST:.+]] = scf.while
// CHECK:   arith.cmpi sgt
// CHECK:   scf.condition
// CHECK: } do {
// CHECK:   arith.subi %{{.+}}, %c32 : index
// The key tiles: from the narrowed lo to the narrowed hi; a tile inside
// the range that the bounds prove empty is skipped.
// CHECK: scf.for %{{.+}} = %{{.+}} to %{{.+}} step %c32
// CHECK: arith.floordivsi %{{.+}}, %{{.+}} : i64
// CHECK: %[[MAY:.+]] = arith.xori %{{.+}}, %true : i1
// CHECK-NEXT: scf.if %[[MAY]] {
// Inside a tile: the band's corners and the bounds' "every pair".
// (an empty then-branch: the whole tile is allowed, nothing to mask).
// CHECK: arith.floordivsi %{{.+}}, %{{.+}} : i64
// CHECK: arith.cmpi eq, %{{.+}}, %{{.+}} : i64
// CHECK: scf.if %{{.+}} {
// CHECK-NEXT: } else {
func.func @document_forward(%q: tensor<1x256x2x64xf32>, %k: tensor<1x256x2x64xf32>, %v: tensor<1x256x2x64xf32>) -> tensor<1x256x2x64xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x256x2x64xf32>, tensor<1x256x2x64xf32>, tensor<1x256x2x64xf32>) -> tensor<1x256x2x64xf32>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c100 = arith.constant 100 : index
        %di = arith.floordivsi %i, %c100 : index
        %dj = arith.floordivsi %j, %c100 : index
        %same = arith.cmpi eq, %di, %dj : index
        attn.yield %same : i1
      }
  return %o : tensor<1x256x2x64xf32>
}

// -----

// A mask_mod whose values the bounds cannot follow (a float conversion):
// "some" is constant true, so the scans stop at once (no tile is dropped),
// and no tile is taken whole.
// CHECK-LABEL: func.func @unbounded_mask_mod(
// CHECK: scf.while
// CHECK-NEXT: scf.condition(%false)
// CHECK: scf.while
// CHECK-NEXT: scf.condition(%false)
func.func @unbounded_mask_mod(%q: tensor<1x64x1x16xf32>, %k: tensor<1x64x1x16xf32>, %v: tensor<1x64x1x16xf32>) -> tensor<1x64x1x16xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x1x16xf32>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %ii = arith.index_cast %i : index to i32
        %f = arith.sitofp %ii : i32 to f32
        %half = arith.constant 20.5 : f32
        %ok = arith.cmpf olt, %f, %half : f32
        attn.yield %ok : i1
      }
  return %o : tensor<1x64x1x16xf32>
}

// -----

// Without a mask_mod there is no scan.
// CHECK-LABEL: func.func @no_mask_mod(
// CHECK-NOT: scf.while
// CHECK: return
func.func @no_mask_mod(%q: tensor<1x64x1x16xf32>, %k: tensor<1x64x1x16xf32>, %v: tensor<1x64x1x16xf32>) -> tensor<1x64x1x16xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>, tensor<1x64x1x16xf32>) -> tensor<1x64x1x16xf32>
  return %o : tensor<1x64x1x16xf32>
}
