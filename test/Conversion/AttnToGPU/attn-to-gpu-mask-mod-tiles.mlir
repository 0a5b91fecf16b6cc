// RUN: attn-opt %s -split-input-file --attn-to-gpu | FileCheck %s

// The generated kernels walk only the key tiles (forward) or query tiles
// (backward, for every head of the K/V head's group) in which a mask_mod's
// interval bounds over the tile (inlineMaskModOverTile) may allow a pair:
// a leading and a trailing scf.while drop the tiles of other documents.
// Tiles the bounds allow whole skip the per-element mask (the band's
// corner test and the bounds' "every pair" together decide it).

// CHECK-LABEL: gpu.func @sdpa_fwd_0(
// CHECK: scf.while
// CHECK: arith.floordivsi %{{.+}}, %{{.+}} : i64
// CHECK: scf.condition
// CHECK: scf.while
// CHECK: scf.condition
// CHECK: scf.for
func.func @document_forward(%q: tensor<1x256x2x64xf16>, %k: tensor<1x256x2x64xf16>, %v: tensor<1x256x2x64xf16>) -> tensor<1x256x2x64xf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x256x2x64xf16>, tensor<1x256x2x64xf16>, tensor<1x256x2x64xf16>) -> tensor<1x256x2x64xf16>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c100 = arith.constant 100 : index
        %di = arith.floordivsi %i, %c100 : index
        %dj = arith.floordivsi %j, %c100 : index
        %same = arith.cmpi eq, %di, %dj : index
        attn.yield %same : i1
      }
  return %o : tensor<1x256x2x64xf16>
}

// -----

// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK: scf.while
// CHECK: arith.floordivsi %{{.+}}, %{{.+}} : i64
// CHECK: scf.condition
// CHECK: scf.while
// CHECK: scf.condition
func.func @document_grad(%q: tensor<1x256x4x64xf16>, %k: tensor<1x256x2x64xf16>, %v: tensor<1x256x2x64xf16>, %o: tensor<1x256x4x64xf16>, %do: tensor<1x256x4x64xf16>, %lse: tensor<1x4x256xf32>) -> (tensor<1x256x4x64xf16>, tensor<1x256x2x64xf16>, tensor<1x256x2x64xf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x256x4x64xf16>, tensor<1x256x2x64xf16>, tensor<1x256x2x64xf16>, tensor<1x256x4x64xf16>, tensor<1x256x4x64xf16>, tensor<1x4x256xf32>) -> (tensor<1x256x4x64xf16>, tensor<1x256x2x64xf16>, tensor<1x256x2x64xf16>)
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c100 = arith.constant 100 : index
        %di = arith.floordivsi %i, %c100 : index
        %dj = arith.floordivsi %j, %c100 : index
        %same = arith.cmpi eq, %di, %dj : index
        attn.yield %same : i1
      }
  return %dq, %dk, %dv : tensor<1x256x4x64xf16>, tensor<1x256x2x64xf16>, tensor<1x256x2x64xf16>
}
