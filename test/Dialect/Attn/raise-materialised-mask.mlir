// RUN: attn-opt %s -split-input-file --attn-raise-pipeline | FileCheck %s
// RUN: attn-opt %s -split-input-file '--attn-raise-pipeline=report=true' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// attn-raise: mask logic that no attribute or mask_mod expresses, but that
// the program materialised as a boolean tensor before the select, is that
// tensor passed in: a 0 / fill bias (jax.nn.dot_product_attention's
// query_seq_lengths / key_value_seq_lengths, which compare positions with
// an int32 lengths tensor). The producers of the tensor stay the program's.

// (i < qlen[b]) & (j < kvlen[b]) as a [B, Sq, Skv] i1 tensor, fill
// -0.7 * finfo(f32).max.
// CHECK-LABEL: func.func @lengths_mask_materialised(
// CHECK: %[[MASK:.+]] = linalg.generic {{.*}} outs(%{{.+}} : tensor<2x8x8xi1>)
// CHECK: %[[BIAS:.+]] = linalg.generic {{.*}} ins(%[[MASK]] : tensor<2x8x8xi1>) outs(%{{.+}} : tensor<2x1x8x8xf32>)
// CHECK: arith.select %{{.+}}, %{{.+}}, %{{.+}} : f32
// CHECK: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 bias(%[[BIAS]]) layout = bhsd : (tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>, tensor<2x1x8x8xf32>) -> tensor<2x2x8x4xf32>
// CHECK-NOT: linalg.softmax
// CHECK: return %[[OUT]]
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#pv_p = affine_map<(b, h, i, d, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, d, j) -> (b, h, j, d)>
#pv_o = affine_map<(b, h, i, d, j) -> (b, h, i, d)>
#id4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
#m_bhij = affine_map<(b, h, i, j) -> (b, i, j)>
#b2 = affine_map<(b, i) -> (b)>
#id2 = affine_map<(b, i) -> (b, i)>
#m_bi = affine_map<(b, i, j) -> (b, i)>
#m_bj = affine_map<(b, i, j) -> (b, j)>
#id3 = affine_map<(b, i, j) -> (b, i, j)>
func.func @lengths_mask_materialised(%q: tensor<2x2x8x4xf32>, %k: tensor<2x2x8x4xf32>, %v: tensor<2x2x8x4xf32>, %qlen: tensor<2xi32>, %kvlen: tensor<2xi32>) -> tensor<2x2x8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %fill = arith.constant -2.38197633E+38 : f32
  %scale = arith.constant 0.5 : f32
  %e_s = tensor.empty() : tensor<2x2x8x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e_s : tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
  %s = linalg.generic {indexing_maps = [#qk_q, #qk_k, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%s0 : tensor<2x2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x8xf32>
  %e_qm = tensor.empty() : tensor<2x8xi1>
  %qm = linalg.generic {indexing_maps = [#b2, #id2], iterator_types = ["parallel", "parallel"]} ins(%qlen : tensor<2xi32>) outs(%e_qm : tensor<2x8xi1>) {
  ^bb0(%len: i32, %o: i1):
    %i = linalg.index 1 : index
    %ii = arith.index_cast %i : index to i32
    %c = arith.cmpi slt, %ii, %len : i32
    linalg.yield %c : i1
  } -> tensor<2x8xi1>
  %km = linalg.generic {indexing_maps = [#b2, #id2], iterator_types = ["parallel", "parallel"]} ins(%kvlen : tensor<2xi32>) outs(%e_qm : tensor<2x8xi1>) {
  ^bb0(%len: i32, %o: i1):
    %j = linalg.index 1 : index
    %jj = arith.index_cast %j : index to i32
    %c = arith.cmpi slt, %jj, %len : i32
    linalg.yield %c : i1
  } -> tensor<2x8xi1>
  %e_m = tensor.empty() : tensor<2x8x8xi1>
  %m = linalg.generic {indexing_maps = [#m_bi, #m_bj, #id3], iterator_types = ["parallel", "parallel", "parallel"]} ins(%qm, %km : tensor<2x8xi1>, tensor<2x8xi1>) outs(%e_m : tensor<2x8x8xi1>) {
  ^bb0(%a: i1, %b: i1, %o: i1):
    %c = arith.andi %a, %b : i1
    linalg.yield %c : i1
  } -> tensor<2x8x8xi1>
  %masked = linalg.generic {indexing_maps = [#m_bhij, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%m, %s : tensor<2x8x8xi1>, tensor<2x2x8x8xf32>) outs(%e_s : tensor<2x2x8x8xf32>) {
  ^bb0(%keep: i1, %x: f32, %o: f32):
    %scaled = arith.mulf %x, %scale : f32
    %r = arith.select %keep, %scaled, %fill : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x8xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x2x8x8xf32>) outs(%e_s : tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
  %e_o = tensor.empty() : tensor<2x2x8x4xf32>
  %o0 = linalg.fill ins(%zero : f32) outs(%e_o : tensor<2x2x8x4xf32>) -> tensor<2x2x8x4xf32>
  %o = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x2x8x8xf32>, tensor<2x2x8x4xf32>) outs(%o0 : tensor<2x2x8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %pr = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %pr : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x4xf32>
  return %o : tensor<2x2x8x4xf32>
}

// -----

// Near miss: the same comparison with the lengths inside the select's own
// body. No tensor holds the mask, and the logic reads a tensor, which a
// mask_mod may not: not raised.
// CHECK-LABEL: func.func @negative_lengths_compare_inline(
// CHECK-NOT: attn.sdpa
// CHECK: arith.cmpi slt
// CHECK: math.exp
// REPORT: remark: attn-raise: not raised: the mask compares values that are not indices
#qk_q = affine_map<(b, h, i, j, d) -> (b, h, i, d)>
#qk_k = affine_map<(b, h, i, j, d) -> (b, h, j, d)>
#qk_s = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#pv_p = affine_map<(b, h, i, d, j) -> (b, h, i, j)>
#pv_v = affine_map<(b, h, i, d, j) -> (b, h, j, d)>
#pv_o = affine_map<(b, h, i, d, j) -> (b, h, i, d)>
#id4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
#len_b = affine_map<(b, h, i, j) -> (b)>
func.func @negative_lengths_compare_inline(%q: tensor<2x2x8x4xf32>, %k: tensor<2x2x8x4xf32>, %v: tensor<2x2x8x4xf32>, %kvlen: tensor<2xi32>) -> tensor<2x2x8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %fill = arith.constant -2.38197633E+38 : f32
  %scale = arith.constant 0.5 : f32
  %e_s = tensor.empty() : tensor<2x2x8x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e_s : tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
  %s = linalg.generic {indexing_maps = [#qk_q, #qk_k, #qk_s], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%q, %k : tensor<2x2x8x4xf32>, tensor<2x2x8x4xf32>) outs(%s0 : tensor<2x2x8x8xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %p = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %p : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x8xf32>
  %masked = linalg.generic {indexing_maps = [#len_b, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%kvlen, %s : tensor<2xi32>, tensor<2x2x8x8xf32>) outs(%e_s : tensor<2x2x8x8xf32>) {
  ^bb0(%len: i32, %x: f32, %o: f32):
    %j = linalg.index 3 : index
    %jj = arith.index_cast %j : index to i32
    %keep = arith.cmpi slt, %jj, %len : i32
    %scaled = arith.mulf %x, %scale : f32
    %r = arith.select %keep, %scaled, %fill : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x8xf32>
  %p = linalg.softmax dimension(3) ins(%masked : tensor<2x2x8x8xf32>) outs(%e_s : tensor<2x2x8x8xf32>) -> tensor<2x2x8x8xf32>
  %e_o = tensor.empty() : tensor<2x2x8x4xf32>
  %o0 = linalg.fill ins(%zero : f32) outs(%e_o : tensor<2x2x8x4xf32>) -> tensor<2x2x8x4xf32>
  %o = linalg.generic {indexing_maps = [#pv_p, #pv_v, #pv_o], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]} ins(%p, %v : tensor<2x2x8x8xf32>, tensor<2x2x8x4xf32>) outs(%o0 : tensor<2x2x8x4xf32>) {
  ^bb0(%a: f32, %b: f32, %acc: f32):
    %pr = arith.mulf %a, %b : f32
    %r = arith.addf %acc, %pr : f32
    linalg.yield %r : f32
  } -> tensor<2x2x8x4xf32>
  return %o : tensor<2x2x8x4xf32>
}
