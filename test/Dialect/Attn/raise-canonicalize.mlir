// RUN: attn-opt %s -split-input-file --attn-raise-canonicalize | FileCheck %s

// attn-raise-canonicalize: each rewrite with a positive case and a near miss
// that must stay as it is.

//===----------------------------------------------------------------------===//
// Uniform inputs
//===----------------------------------------------------------------------===//

// A broadcast of a -inf splat is a constant in the body, and
// maximumf(-inf, x) = x folds away (jax.nn.softmax's max(-inf, max(s))).
// CHECK-LABEL: func.func @maximumf_ninf_broadcast_folds(
// CHECK-SAME: %[[X:.+]]: tensor<4x8xf32>
// CHECK-NOT: linalg.broadcast
// CHECK-NOT: 0xFF800000
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]] : tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: %[[NEG:.+]] = arith.negf %[[IN]] : f32
// CHECK-NEXT: linalg.yield %[[NEG]] : f32
func.func @maximumf_ninf_broadcast_folds(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant dense<0xFF800000> : tensor<4xf32>
  %e0 = tensor.empty() : tensor<4x8xf32>
  %b = linalg.broadcast ins(%ninf : tensor<4xf32>) outs(%e0 : tensor<4x8xf32>) dimensions = [1]
  %e1 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       ins(%b, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e1 : tensor<4x8xf32>) {
    ^bb0(%a: f32, %c: f32, %o: f32):
      %m = arith.maximumf %a, %c : f32
      %n = arith.negf %m : f32
      linalg.yield %n : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// maxnumf(-inf, NaN) = -inf, not NaN: the constant moves into the body but
// the maxnumf stays.
// CHECK-LABEL: func.func @negative_maxnumf_ninf_broadcast_kept(
// CHECK-SAME: %[[X:.+]]: tensor<4x8xf32>
// CHECK: %[[NINF:.+]] = arith.constant 0xFF800000 : f32
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]] : tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: %[[MAX:.+]] = arith.maxnumf %[[IN]], %[[NINF]] : f32
// CHECK-NEXT: arith.negf %[[MAX]] : f32
func.func @negative_maxnumf_ninf_broadcast_kept(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %ninf = arith.constant dense<0xFF800000> : tensor<4xf32>
  %e0 = tensor.empty() : tensor<4x8xf32>
  %b = linalg.broadcast ins(%ninf : tensor<4xf32>) outs(%e0 : tensor<4x8xf32>) dimensions = [1]
  %e1 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       ins(%b, %x : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e1 : tensor<4x8xf32>) {
    ^bb0(%a: f32, %c: f32, %o: f32):
      %m = arith.maxnumf %a, %c : f32
      %n = arith.negf %m : f32
      linalg.yield %n : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// A fill of a constant is that constant in the body; the input is erased.
// CHECK-LABEL: func.func @fill_of_constant_input_folded(
// CHECK-SAME: %[[X:.+]]: tensor<4x8xf32>
// CHECK: %[[TWO:.+]] = arith.constant 2.000000e+00 : f32
// CHECK-NOT: linalg.fill
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]] : tensor<4x8xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: arith.mulf %[[IN]], %[[TWO]] : f32
func.func @fill_of_constant_input_folded(%x: tensor<4x8xf32>) -> tensor<4x8xf32> {
  %c = arith.constant 2.0 : f32
  %e0 = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%c : f32) outs(%e0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       ins(%x, %f : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e1 : tensor<4x8xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %m = arith.mulf %a, %s : f32
      linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

// -----

// A fill of a function argument is not a constant: the value stays an
// operand of the generic (a scalar one, once the fill is fused).
// CHECK-LABEL: func.func @negative_fill_of_argument_kept(
// CHECK-SAME: %[[X:.+]]: tensor<4x8xf32>, %[[S:.+]]: f32
// CHECK-NOT: arith.constant
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[X]], %[[S]] : tensor<4x8xf32>, f32)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %[[IN2:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: arith.mulf %[[IN]], %[[IN2]] : f32
func.func @negative_fill_of_argument_kept(%x: tensor<4x8xf32>, %c: f32) -> tensor<4x8xf32> {
  %e0 = tensor.empty() : tensor<4x8xf32>
  %f = linalg.fill ins(%c : f32) outs(%e0 : tensor<4x8xf32>) -> tensor<4x8xf32>
  %e1 = tensor.empty() : tensor<4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       ins(%x, %f : tensor<4x8xf32>, tensor<4x8xf32>) outs(%e1 : tensor<4x8xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %m = arith.mulf %a, %s : f32
      linalg.yield %m : f32
  } -> tensor<4x8xf32>
  return %r : tensor<4x8xf32>
}

//===----------------------------------------------------------------------===//
// Signed index comparisons and casts
//===----------------------------------------------------------------------===//

// -----

// j <= i on an i32 iota (linalg.index + index_cast) broadcast along rows and
// columns: both sides lie in [0, 31], so ule is sle.
// CHECK-LABEL: func.func @cmpi_ule_of_iota_becomes_sle(
// CHECK: %[[IOTA:.+]] = linalg.generic
// CHECK: linalg.index 0 : index
// CHECK: arith.index_cast
// CHECK: linalg.generic
// CHECK-SAME: ins(%[[IOTA]], %[[IOTA]] : tensor<32xi32>, tensor<32xi32>)
// CHECK-NEXT: ^bb0(%[[J:.+]]: i32, %[[I:.+]]: i32, %{{.+}}: i1):
// CHECK-NEXT: arith.cmpi sle, %[[J]], %[[I]] : i32
// CHECK-NOT: arith.cmpi ule
func.func @cmpi_ule_of_iota_becomes_sle() -> tensor<32x32xi1> {
  %e0 = tensor.empty() : tensor<32xi32>
  %iota = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
       outs(%e0 : tensor<32xi32>) {
    ^bb0(%o: i32):
      %ix = linalg.index 0 : index
      %c = arith.index_cast %ix : index to i32
      linalg.yield %c : i32
  } -> tensor<32xi32>
  %e1 = tensor.empty() : tensor<32x32xi32>
  %i = linalg.broadcast ins(%iota : tensor<32xi32>) outs(%e1 : tensor<32x32xi32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<32x32xi32>
  %j = linalg.broadcast ins(%iota : tensor<32xi32>) outs(%e2 : tensor<32x32xi32>) dimensions = [0]
  %e3 = tensor.empty() : tensor<32x32xi1>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       ins(%j, %i : tensor<32x32xi32>, tensor<32x32xi32>) outs(%e3 : tensor<32x32xi1>) {
    ^bb0(%a: i32, %b: i32, %o: i1):
      %t = arith.cmpi ule, %a, %b : i32
      linalg.yield %t : i1
  } -> tensor<32x32xi1>
  return %m : tensor<32x32xi1>
}

// -----

// j <= i - 8: i - 8 is negative for the first rows, where unsigned and signed
// comparisons differ; ule stays.
// CHECK-LABEL: func.func @negative_cmpi_ule_of_shifted_iota_kept(
// CHECK: arith.subi %{{.+}}, %{{.+}} : i32
// CHECK: arith.cmpi ule, %{{.+}}, %{{.+}} : i32
// CHECK-NOT: arith.cmpi sle
func.func @negative_cmpi_ule_of_shifted_iota_kept() -> tensor<32x32xi1> {
  %e0 = tensor.empty() : tensor<32xi32>
  %iota = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
       outs(%e0 : tensor<32xi32>) {
    ^bb0(%o: i32):
      %ix = linalg.index 0 : index
      %c = arith.index_cast %ix : index to i32
      linalg.yield %c : i32
  } -> tensor<32xi32>
  %e4 = tensor.empty() : tensor<32xi32>
  %shift = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
       ins(%iota : tensor<32xi32>) outs(%e4 : tensor<32xi32>) {
    ^bb0(%x: i32, %o: i32):
      %c8 = arith.constant 8 : i32
      %s = arith.subi %x, %c8 : i32
      linalg.yield %s : i32
  } -> tensor<32xi32>
  %e1 = tensor.empty() : tensor<32x32xi32>
  %i = linalg.broadcast ins(%shift : tensor<32xi32>) outs(%e1 : tensor<32x32xi32>) dimensions = [1]
  %e2 = tensor.empty() : tensor<32x32xi32>
  %j = linalg.broadcast ins(%iota : tensor<32xi32>) outs(%e2 : tensor<32x32xi32>) dimensions = [0]
  %e3 = tensor.empty() : tensor<32x32xi1>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       ins(%j, %i : tensor<32x32xi32>, tensor<32x32xi32>) outs(%e3 : tensor<32x32xi1>) {
    ^bb0(%a: i32, %b: i32, %o: i1):
      %t = arith.cmpi ule, %a, %b : i32
      linalg.yield %t : i1
  } -> tensor<32x32xi1>
  return %m : tensor<32x32xi1>
}

// -----

// An index truncated to i8 wraps past 127 in a loop of 256: ult stays.
// CHECK-LABEL: func.func @negative_cmpi_ult_of_wrapping_index_kept(
// CHECK: arith.index_cast %{{.+}} : index to i8
// CHECK: arith.cmpi ult
func.func @negative_cmpi_ult_of_wrapping_index_kept() -> tensor<256xi1> {
  %e0 = tensor.empty() : tensor<256xi1>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
       outs(%e0 : tensor<256xi1>) {
    ^bb0(%o: i1):
      %ix = linalg.index 0 : index
      %c = arith.index_cast %ix : index to i8
      %k = arith.constant 5 : i8
      %t = arith.cmpi ult, %c, %k : i8
      linalg.yield %t : i1
  } -> tensor<256xi1>
  return %r : tensor<256xi1>
}

// -----

// index_castui of a loop index (in [0, 15]) is index_cast.
// CHECK-LABEL: func.func @index_castui_of_index_signed(
// CHECK: %[[IX:.+]] = linalg.index 0 : index
// CHECK-NEXT: %[[C:.+]] = arith.index_cast %[[IX]] : index to i64
// CHECK-NEXT: arith.addi %{{.+}}, %[[C]] : i64
// CHECK-NOT: arith.index_castui
func.func @index_castui_of_index_signed(%x: tensor<16xi64>) -> tensor<16xi64> {
  %e0 = tensor.empty() : tensor<16xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
       ins(%x : tensor<16xi64>) outs(%e0 : tensor<16xi64>) {
    ^bb0(%a: i64, %o: i64):
      %ix = linalg.index 0 : index
      %c = arith.index_castui %ix : index to i64
      %s = arith.addi %a, %c : i64
      linalg.yield %s : i64
  } -> tensor<16xi64>
  return %r : tensor<16xi64>
}

// -----

// i - 4 may be negative: index_castui stays.
// CHECK-LABEL: func.func @negative_index_castui_of_shifted_index_kept(
// CHECK: %[[D:.+]] = arith.subi %{{.+}}, %{{.+}} : index
// CHECK-NEXT: arith.index_castui %[[D]] : index to i64
func.func @negative_index_castui_of_shifted_index_kept(%x: tensor<16xi64>) -> tensor<16xi64> {
  %e0 = tensor.empty() : tensor<16xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
       ins(%x : tensor<16xi64>) outs(%e0 : tensor<16xi64>) {
    ^bb0(%a: i64, %o: i64):
      %ix = linalg.index 0 : index
      %c4 = arith.constant 4 : index
      %d = arith.subi %ix, %c4 : index
      %c = arith.index_castui %d : index to i64
      %s = arith.addi %a, %c : i64
      linalg.yield %s : i64
  } -> tensor<16xi64>
  return %r : tensor<16xi64>
}

// -----

// extui of a non-negative i32 is extsi.
// CHECK-LABEL: func.func @extui_of_index_signed(
// CHECK: %[[C:.+]] = arith.index_cast %{{.+}} : index to i32
// CHECK-NEXT: arith.extsi %[[C]] : i32 to i64
// CHECK-NOT: arith.extui
func.func @extui_of_index_signed(%x: tensor<16xi64>) -> tensor<16xi64> {
  %e0 = tensor.empty() : tensor<16xi64>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
       ins(%x : tensor<16xi64>) outs(%e0 : tensor<16xi64>) {
    ^bb0(%a: i64, %o: i64):
      %ix = linalg.index 0 : index
      %c = arith.index_cast %ix : index to i32
      %w = arith.extui %c : i32 to i64
      %s = arith.addi %a, %w : i64
      linalg.yield %s : i64
  } -> tensor<16xi64>
  return %r : tensor<16xi64>
}

// -----

// A boolean zero-extends to 0/1 (extsi would give -1): extui stays.
// CHECK-LABEL: func.func @negative_extui_of_i1_kept(
// CHECK: %[[P:.+]] = arith.cmpi slt
// CHECK-NEXT: arith.extui %[[P]] : i1 to i32
func.func @negative_extui_of_i1_kept(%x: tensor<16xi32>, %y: tensor<16xi32>) -> tensor<16xi32> {
  %e0 = tensor.empty() : tensor<16xi32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
       ins(%x, %y : tensor<16xi32>, tensor<16xi32>) outs(%e0 : tensor<16xi32>) {
    ^bb0(%a: i32, %b: i32, %o: i32):
      %p = arith.cmpi slt, %a, %b : i32
      %w = arith.extui %p : i1 to i32
      linalg.yield %w : i32
  } -> tensor<16xi32>
  return %r : tensor<16xi32>
}

//===----------------------------------------------------------------------===//
// Dead results of multi-result generics
//===----------------------------------------------------------------------===//

// -----

// torch-mlir's max with argmax, only the max used: the argmax result, its
// init and its body ops are dropped.
// CHECK-LABEL: func.func @unused_argmax_dropped(
// CHECK-SAME: %[[X:.+]]: tensor<4x8xf32>
// CHECK-NOT: i64
// CHECK: %[[MAX:.+]] = linalg.generic {{.+}} iterator_types = ["parallel", "reduction"]
// CHECK-SAME: ins(%[[X]] : tensor<4x8xf32>) outs(%{{.+}} : tensor<4xf32>)
// CHECK-NEXT: ^bb0(%[[IN:.+]]: f32, %[[OUT:.+]]: f32):
// CHECK-NEXT: %[[M:.+]] = arith.maximumf %[[IN]], %[[OUT]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
// CHECK-NOT: i64
// CHECK: return %[[MAX]] : tensor<4xf32>
func.func @unused_argmax_dropped(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %e0 = tensor.empty() : tensor<4xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xi64>
  %i0 = linalg.fill ins(%zero : i64) outs(%e1 : tensor<4xi64>) -> tensor<4xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
       ins(%x : tensor<4x8xf32>) outs(%m0, %i0 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%a: f32, %m: f32, %idx: i64):
      %j = linalg.index 1 : index
      %jj = arith.index_cast %j : index to i64
      %mx = arith.maximumf %a, %m : f32
      %gt = arith.cmpf ogt, %a, %m : f32
      %ni = arith.select %gt, %jj, %idx : i64
      linalg.yield %mx, %ni : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  return %r#0 : tensor<4xf32>
}

// -----

// The argmax is returned: both results stay.
// CHECK-LABEL: func.func @negative_returned_argmax_kept(
// CHECK: %[[R:.+]]:2 = linalg.generic
// CHECK-SAME: outs(%{{.+}}, %{{.+}} : tensor<4xf32>, tensor<4xi64>)
// CHECK: %[[M:.+]] = arith.maximumf
// CHECK: %[[I:.+]] = arith.select
// CHECK: linalg.yield %[[M]], %[[I]] : f32, i64
// CHECK: return %[[R]]#0, %[[R]]#1 : tensor<4xf32>, tensor<4xi64>
func.func @negative_returned_argmax_kept(%x: tensor<4x8xf32>) -> (tensor<4xf32>, tensor<4xi64>) {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %e0 = tensor.empty() : tensor<4xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xi64>
  %i0 = linalg.fill ins(%zero : i64) outs(%e1 : tensor<4xi64>) -> tensor<4xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
       ins(%x : tensor<4x8xf32>) outs(%m0, %i0 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%a: f32, %m: f32, %idx: i64):
      %j = linalg.index 1 : index
      %jj = arith.index_cast %j : index to i64
      %mx = arith.maximumf %a, %m : f32
      %gt = arith.cmpf ogt, %a, %m : f32
      %ni = arith.select %gt, %jj, %idx : i64
      linalg.yield %mx, %ni : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  return %r#0, %r#1 : tensor<4xf32>, tensor<4xi64>
}

// -----

// Only the argmax is used, and it reads the running max: both results stay.
// CHECK-LABEL: func.func @negative_unused_max_read_by_argmax_kept(
// CHECK: %[[R:.+]]:2 = linalg.generic
// CHECK-SAME: outs(%{{.+}}, %{{.+}} : tensor<4xf32>, tensor<4xi64>)
// CHECK: ^bb0(%[[IN:.+]]: f32, %[[OUT:.+]]: f32, %{{.+}}: i64):
// CHECK: %[[M:.+]] = arith.maximumf %[[IN]], %[[OUT]] : f32
// CHECK: arith.cmpf ogt, %[[IN]], %[[OUT]] : f32
// CHECK: %[[I:.+]] = arith.select
// CHECK: linalg.yield %[[M]], %[[I]] : f32, i64
// CHECK: return %[[R]]#1 : tensor<4xi64>
func.func @negative_unused_max_read_by_argmax_kept(%x: tensor<4x8xf32>) -> tensor<4xi64> {
  %ninf = arith.constant 0xFF800000 : f32
  %zero = arith.constant 0 : i64
  %e0 = tensor.empty() : tensor<4xf32>
  %m0 = linalg.fill ins(%ninf : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xi64>
  %i0 = linalg.fill ins(%zero : i64) outs(%e1 : tensor<4xi64>) -> tensor<4xi64>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
       ins(%x : tensor<4x8xf32>) outs(%m0, %i0 : tensor<4xf32>, tensor<4xi64>) {
    ^bb0(%a: f32, %m: f32, %idx: i64):
      %j = linalg.index 1 : index
      %jj = arith.index_cast %j : index to i64
      %mx = arith.maximumf %a, %m : f32
      %gt = arith.cmpf ogt, %a, %m : f32
      %ni = arith.select %gt, %jj, %idx : i64
      linalg.yield %mx, %ni : f32, i64
  } -> (tensor<4xf32>, tensor<4xi64>)
  return %r#1 : tensor<4xi64>
}

// -----

// Compensated (Kahan) summation, only the sum used: the sum reads the
// compensation, so the compensation result stays.
// CHECK-LABEL: func.func @negative_unused_result_read_by_other_kept(
// CHECK: %[[R:.+]]:2 = linalg.generic
// CHECK: ^bb0(%[[IN:.+]]: f32, %[[SUM:.+]]: f32, %[[COMP:.+]]: f32):
// CHECK: %[[Y:.+]] = arith.subf %[[IN]], %[[COMP]] : f32
// CHECK: %[[T:.+]] = arith.addf %[[SUM]], %[[Y]] : f32
// CHECK: %[[NC:.+]] = arith.subf %{{.+}}, %[[Y]] : f32
// CHECK: linalg.yield %[[T]], %[[NC]] : f32, f32
// CHECK: return %[[R]]#0 : tensor<4xf32>
func.func @negative_unused_result_read_by_other_kept(%x: tensor<4x8xf32>) -> tensor<4xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<4xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<4xf32>) -> tensor<4xf32>
  %e1 = tensor.empty() : tensor<4xf32>
  %c0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<4xf32>) -> tensor<4xf32>
  %r:2 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
       ins(%x : tensor<4x8xf32>) outs(%s0, %c0 : tensor<4xf32>, tensor<4xf32>) {
    ^bb0(%a: f32, %s: f32, %c: f32):
      %y = arith.subf %a, %c : f32
      %t = arith.addf %s, %y : f32
      %tt = arith.subf %t, %s : f32
      %nc = arith.subf %tt, %y : f32
      linalg.yield %t, %nc : f32, f32
  } -> (tensor<4xf32>, tensor<4xf32>)
  return %r#0 : tensor<4xf32>
}

//===----------------------------------------------------------------------===//
// Reductions into kept size-1 dimensions
//===----------------------------------------------------------------------===//

// -----

// sum(x, dim=-1, keepdim=True): the reduction writes the rank-reduced tensor
// (a projection), which is expanded back to the kept size-1 dimension.
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
// CHECK-DAG: #[[$PROJ:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @keepdim_sum_rank_reduced(
// CHECK-SAME: %[[X:.+]]: tensor<2x4x8x16xf32>
// CHECK: %[[INIT:.+]] = tensor.collapse_shape %{{.+}} {{\[}}[0], [1], [2, 3]] : tensor<2x4x8x1xf32> into tensor<2x4x8xf32>
// CHECK: %[[SUM:.+]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$PROJ]]], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[X]] : tensor<2x4x8x16xf32>) outs(%[[INIT]] : tensor<2x4x8xf32>)
// CHECK: arith.addf
// CHECK: } -> tensor<2x4x8xf32>
// CHECK: %[[OUT:.+]] = tensor.expand_shape %[[SUM]] {{\[}}[0], [1], [2, 3]] output_shape [2, 4, 8, 1] : tensor<2x4x8xf32> into tensor<2x4x8x1xf32>
// CHECK: return %[[OUT]] : tensor<2x4x8x1xf32>
func.func @keepdim_sum_rank_reduced(%x: tensor<2x4x8x16xf32>) -> tensor<2x4x8x1xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x4x8x1xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x4x8x1xf32>) -> tensor<2x4x8x1xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%x : tensor<2x4x8x16xf32>) outs(%s0 : tensor<2x4x8x1xf32>) {
    ^bb0(%a: f32, %s: f32):
      %t = arith.addf %a, %s : f32
      linalg.yield %t : f32
  } -> tensor<2x4x8x1xf32>
  return %r : tensor<2x4x8x1xf32>
}

// -----

// keepdim=False: the output map is already a projection; nothing changes.
// CHECK-LABEL: func.func @negative_projected_sum_unchanged(
// CHECK-NOT: tensor.collapse_shape
// CHECK: linalg.generic
// CHECK-SAME: outs(%{{.+}} : tensor<2x4x8xf32>)
// CHECK-NOT: tensor.expand_shape
// CHECK: return %{{.+}} : tensor<2x4x8xf32>
func.func @negative_projected_sum_unchanged(%x: tensor<2x4x8x16xf32>) -> tensor<2x4x8xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x4x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x4x8xf32>) -> tensor<2x4x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%x : tensor<2x4x8x16xf32>) outs(%s0 : tensor<2x4x8xf32>) {
    ^bb0(%a: f32, %s: f32):
      %t = arith.addf %a, %s : f32
      linalg.yield %t : f32
  } -> tensor<2x4x8xf32>
  return %r : tensor<2x4x8xf32>
}

// -----

// A constant 0 into a dimension of size 2 writes only its first slice (the
// second keeps the init): not a kept dimension, nothing changes.
// CHECK-DAG: #[[$CONST0:.+]] = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
// CHECK-LABEL: func.func @negative_constant_zero_into_non_unit_dim(
// CHECK-NOT: tensor.collapse_shape
// CHECK: linalg.generic {indexing_maps = [#{{.+}}, #[[$CONST0]]]
// CHECK-SAME: outs(%{{.+}} : tensor<2x4x8x2xf32>)
// CHECK-NOT: tensor.expand_shape
// CHECK: return %{{.+}} : tensor<2x4x8x2xf32>
func.func @negative_constant_zero_into_non_unit_dim(%x: tensor<2x4x8x16xf32>) -> tensor<2x4x8x2xf32> {
  %zero = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<2x4x8x2xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x4x8x2xf32>) -> tensor<2x4x8x2xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%x : tensor<2x4x8x16xf32>) outs(%s0 : tensor<2x4x8x2xf32>) {
    ^bb0(%a: f32, %s: f32):
      %t = arith.addf %a, %s : f32
      linalg.yield %t : f32
  } -> tensor<2x4x8x2xf32>
  return %r : tensor<2x4x8x2xf32>
}

//===----------------------------------------------------------------------===//
// Element copies fused into their consumers
//===----------------------------------------------------------------------===//

// -----

// A transpose (an element copy) feeding the cast to bf16 becomes the cast's
// input map.
// CHECK-DAG: #[[$PERM:.+]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @transpose_copy_fused_into_truncf(
// CHECK-SAME: %[[X:.+]]: tensor<2x4x8xf32>
// CHECK-NOT: linalg.transpose
// CHECK: %[[R:.+]] = linalg.generic {indexing_maps = [#[[$PERM]], #[[$ID]]]
// CHECK-SAME: ins(%[[X]] : tensor<2x4x8xf32>) outs(%{{.+}} : tensor<2x8x4xbf16>)
// CHECK: arith.truncf %{{.+}} : f32 to bf16
// CHECK-NOT: linalg.generic
// CHECK: return %[[R]]
func.func @transpose_copy_fused_into_truncf(%x: tensor<2x4x8xf32>) -> tensor<2x8x4xbf16> {
  %e0 = tensor.empty() : tensor<2x8x4xf32>
  %t = linalg.transpose ins(%x : tensor<2x4x8xf32>) outs(%e0 : tensor<2x8x4xf32>) permutation = [0, 2, 1]
  %e1 = tensor.empty() : tensor<2x8x4xbf16>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%t : tensor<2x8x4xf32>) outs(%e1 : tensor<2x8x4xbf16>) {
    ^bb0(%a: f32, %o: bf16):
      %c = arith.truncf %a : f32 to bf16
      linalg.yield %c : bf16
  } -> tensor<2x8x4xbf16>
  return %r : tensor<2x8x4xbf16>
}

// -----

// The copy has another use: it stays for that use, and the cast still reads
// the transpose's input directly.
// CHECK-DAG: #[[$PERM:.+]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-LABEL: func.func @transpose_copy_with_other_use_fused(
// CHECK-SAME: %[[X:.+]]: tensor<2x4x8xf32>
// CHECK: %[[T:.+]] = linalg.generic {indexing_maps = [#[[$PERM]], #{{.+}}]
// CHECK-SAME: ins(%[[X]] : tensor<2x4x8xf32>) outs(%{{.+}} : tensor<2x8x4xf32>)
// CHECK: %[[R:.+]] = linalg.generic {indexing_maps = [#[[$PERM]], #{{.+}}]
// CHECK-SAME: ins(%[[X]] : tensor<2x4x8xf32>) outs(%{{.+}} : tensor<2x8x4xbf16>)
// CHECK: return %[[R]], %[[T]]
func.func @transpose_copy_with_other_use_fused(%x: tensor<2x4x8xf32>) -> (tensor<2x8x4xbf16>, tensor<2x8x4xf32>) {
  %e0 = tensor.empty() : tensor<2x8x4xf32>
  %t = linalg.transpose ins(%x : tensor<2x4x8xf32>) outs(%e0 : tensor<2x8x4xf32>) permutation = [0, 2, 1]
  %e1 = tensor.empty() : tensor<2x8x4xbf16>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%t : tensor<2x8x4xf32>) outs(%e1 : tensor<2x8x4xbf16>) {
    ^bb0(%a: f32, %o: bf16):
      %c = arith.truncf %a : f32 to bf16
      linalg.yield %c : bf16
  } -> tensor<2x8x4xbf16>
  return %r, %t : tensor<2x8x4xbf16>, tensor<2x8x4xf32>
}

// -----

// A copy feeding a reduction is fused too (linalg's elementwise fusion
// accepts consumers with reduction loops when the producer is all
// parallel): the sum reads the transposed input through its map. Exact: only
// the index map changes.
// CHECK-DAG: #[[$PERM:.+]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-DAG: #[[$PROJ:.+]] = affine_map<(d0, d1, d2) -> (d0, d1)>
// CHECK-LABEL: func.func @transpose_copy_fused_into_reduction(
// CHECK-SAME: %[[X:.+]]: tensor<2x4x8xf32>
// CHECK-NOT: linalg.transpose
// CHECK: %[[R:.+]] = linalg.generic {indexing_maps = [#[[$PERM]], #[[$PROJ]]], iterator_types = ["parallel", "parallel", "reduction"]}
// CHECK-SAME: ins(%[[X]] : tensor<2x4x8xf32>) outs(%{{.+}} : tensor<2x8xf32>)
// CHECK: arith.addf
// CHECK: return %[[R]]
func.func @transpose_copy_fused_into_reduction(%x: tensor<2x4x8xf32>) -> tensor<2x8xf32> {
  %e0 = tensor.empty() : tensor<2x8x4xf32>
  %t = linalg.transpose ins(%x : tensor<2x4x8xf32>) outs(%e0 : tensor<2x8x4xf32>) permutation = [0, 2, 1]
  %zero = arith.constant 0.0 : f32
  %e1 = tensor.empty() : tensor<2x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensor<2x8xf32>) -> tensor<2x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b)>], iterator_types = ["parallel", "parallel", "reduction"]}
       ins(%t : tensor<2x8x4xf32>) outs(%s0 : tensor<2x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %c = arith.addf %a, %o : f32
      linalg.yield %c : f32
  } -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}

// -----

// A transposing negation computes something: it is no copy and is not fused.
// CHECK-DAG: #[[$PERM:.+]] = affine_map<(d0, d1, d2) -> (d0, d2, d1)>
// CHECK-DAG: #[[$ID:.+]] = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
// CHECK-LABEL: func.func @negative_non_copy_producer_not_fused(
// CHECK-SAME: %[[X:.+]]: tensor<2x4x8xf32>
// CHECK: %[[NEG:.+]] = linalg.generic {indexing_maps = [#[[$PERM]], #[[$ID]]]
// CHECK-SAME: ins(%[[X]] : tensor<2x4x8xf32>) outs(%{{.+}} : tensor<2x8x4xf32>)
// CHECK: arith.negf
// CHECK: %[[R:.+]] = linalg.generic {indexing_maps = [#[[$ID]], #[[$ID]]]
// CHECK-SAME: ins(%[[NEG]] : tensor<2x8x4xf32>) outs(%{{.+}} : tensor<2x8x4xbf16>)
// CHECK: arith.truncf
// CHECK: return %[[R]]
func.func @negative_non_copy_producer_not_fused(%x: tensor<2x4x8xf32>) -> tensor<2x8x4xbf16> {
  %e0 = tensor.empty() : tensor<2x8x4xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, c, b)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%x : tensor<2x4x8xf32>) outs(%e0 : tensor<2x8x4xf32>) {
    ^bb0(%a: f32, %o: f32):
      %n = arith.negf %a : f32
      linalg.yield %n : f32
  } -> tensor<2x8x4xf32>
  %e1 = tensor.empty() : tensor<2x8x4xbf16>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%t : tensor<2x8x4xf32>) outs(%e1 : tensor<2x8x4xbf16>) {
    ^bb0(%a: f32, %o: bf16):
      %c = arith.truncf %a : f32 to bf16
      linalg.yield %c : bf16
  } -> tensor<2x8x4xbf16>
  return %r : tensor<2x8x4xbf16>
}

//===----------------------------------------------------------------------===//
// truncf of constants
//===----------------------------------------------------------------------===//

// -----

// torch's f64 scale truncated in the body is the f32 constant.
// CHECK-LABEL: func.func @truncf_f64_constant_folded(
// CHECK: %[[S:.+]] = arith.constant 1.000000e-01 : f32
// CHECK-NOT: arith.truncf
// CHECK: arith.mulf %{{.+}}, %[[S]] : f32
// CHECK-NOT: f64
func.func @truncf_f64_constant_folded(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e0 = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
       ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %c = arith.constant 0.1 : f64
      %s = arith.truncf %c : f64 to f32
      %m = arith.mulf %a, %s : f32
      linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// Ties round to even: 1 + 3 * 2^-24 lies halfway between 1 + 2^-23 (odd) and
// 1 + 2^-22 (even), and 1 + 2^-24 halfway between 1 (even) and 1 + 2^-23;
// the second multiplies by 1.0 and folds away.
// CHECK-LABEL: func.func @truncf_f64_constant_ties_to_even(
// CHECK: %[[S:.+]] = arith.constant 1.00000024 : f32
// CHECK-NOT: arith.truncf
// CHECK: %[[M:.+]] = arith.mulf %{{.+}}, %[[S]] : f32
// CHECK-NEXT: linalg.yield %[[M]] : f32
func.func @truncf_f64_constant_ties_to_even(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e0 = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
       ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %c = arith.constant 1.000000178813934326171875 : f64
      %s = arith.truncf %c : f64 to f32
      %c2 = arith.constant 1.000000059604644775390625 : f64
      %s2 = arith.truncf %c2 : f64 to f32
      %m = arith.mulf %a, %s : f32
      %m2 = arith.mulf %m, %s2 : f32
      linalg.yield %m2 : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

// -----

// An explicit rounding mode is not round-to-nearest-even: truncf stays.
// CHECK-LABEL: func.func @negative_truncf_with_rounding_mode_kept(
// CHECK: %[[C:.+]] = arith.constant 1.000000e-01 : f64
// CHECK: %[[S:.+]] = arith.truncf %[[C]] downward : f64 to f32
// CHECK-NEXT: arith.mulf %{{.+}}, %[[S]] : f32
func.func @negative_truncf_with_rounding_mode_kept(%x: tensor<8xf32>) -> tensor<8xf32> {
  %e0 = tensor.empty() : tensor<8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(i) -> (i)>, affine_map<(i) -> (i)>], iterator_types = ["parallel"]}
       ins(%x : tensor<8xf32>) outs(%e0 : tensor<8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %c = arith.constant 0.1 : f64
      %s = arith.truncf %c downward : f64 to f32
      %m = arith.mulf %a, %s : f32
      linalg.yield %m : f32
  } -> tensor<8xf32>
  return %r : tensor<8xf32>
}

//===----------------------------------------------------------------------===//
// Computations over a concatenation, piece by piece
//===----------------------------------------------------------------------===//

// An elementwise generic over concat(a, b) along dim 1, with a row value
// that does not vary along it, is computed on each piece and concatenated.
// CHECK-LABEL: func.func @elementwise_over_concat_splits(
// CHECK-SAME: %[[A:[^:]+]]: tensor<4x8xf32>, %[[B:[^:]+]]: tensor<4x1xf32>, %[[R:[^:]+]]: tensor<4xf32>
// CHECK: %[[PA:.+]] = linalg.generic {{.*}} ins(%[[A]], %[[R]] : tensor<4x8xf32>, tensor<4xf32>)
// CHECK: arith.subf
// CHECK: %[[PB:.+]] = linalg.generic {{.*}} ins(%[[B]], %[[R]] : tensor<4x1xf32>, tensor<4xf32>)
// CHECK: arith.subf
// CHECK: %[[C:.+]] = tensor.concat dim(1) %[[PA]], %[[PB]] : (tensor<4x8xf32>, tensor<4x1xf32>) -> tensor<4x9xf32>
// CHECK: return %[[C]]
func.func @elementwise_over_concat_splits(%a: tensor<4x8xf32>, %b: tensor<4x1xf32>, %r: tensor<4xf32>) -> tensor<4x9xf32> {
  %c = tensor.concat dim(1) %a, %b : (tensor<4x8xf32>, tensor<4x1xf32>) -> tensor<4x9xf32>
  %e = tensor.empty() : tensor<4x9xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       ins(%c, %r : tensor<4x9xf32>, tensor<4xf32>) outs(%e : tensor<4x9xf32>) {
    ^bb0(%x: f32, %m: f32, %o: f32):
      %s = arith.subf %x, %m : f32
      linalg.yield %s : f32
  } -> tensor<4x9xf32>
  return %d : tensor<4x9xf32>
}

// -----

// A one-input reduction over the concatenated dim continues from the first
// piece into the second, in the loop's order; over a piece of extent 1 it
// is one application of the body, with the accumulator as an input.
// CHECK-LABEL: func.func @reduction_over_concat_chains(
// CHECK-SAME: %[[A:[^:]+]]: tensor<4x8xf32>, %[[B:[^:]+]]: tensor<4x1xf32>
// CHECK: %[[INIT:.+]] = linalg.generic {indexing_maps = [#{{.+}}], iterator_types = ["parallel"]} outs(
// CHECK: %[[RA:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "reduction"]} ins(%[[A]] : tensor<4x8xf32>) outs(%[[INIT]] : tensor<4xf32>)
// CHECK: arith.maximumf
// CHECK: %[[RB:.+]] = linalg.generic {indexing_maps = [#{{.+}}, #{{.+}}, #{{.+}}], iterator_types = ["parallel"]} ins(%[[B]], %[[RA]] : tensor<4x1xf32>, tensor<4xf32>)
// CHECK-NEXT: ^bb0(%[[X:.+]]: f32, %[[ACC:.+]]: f32, %{{.+}}: f32):
// CHECK-NEXT: %[[M:.+]] = arith.maximumf %[[X]], %[[ACC]] : f32
// CHECK-NEXT: linalg.yield %[[M]]
// CHECK: return %[[RB]]
func.func @reduction_over_concat_chains(%a: tensor<4x8xf32>, %b: tensor<4x1xf32>) -> tensor<4xf32> {
  %ninf = arith.constant 0xFF800000 : f32
  %c = tensor.concat dim(1) %a, %b : (tensor<4x8xf32>, tensor<4x1xf32>) -> tensor<4x9xf32>
  %e = tensor.empty() : tensor<4xf32>
  %f = linalg.fill ins(%ninf : f32) outs(%e : tensor<4xf32>) -> tensor<4xf32>
  %m = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>], iterator_types = ["parallel", "reduction"]}
       ins(%c : tensor<4x9xf32>) outs(%f : tensor<4xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.maximumf %x, %acc : f32
      linalg.yield %r : f32
  } -> tensor<4xf32>
  return %m : tensor<4xf32>
}

// -----

// A slice that lies within one piece reads that piece.
// CHECK-LABEL: func.func @slice_of_concat_reads_piece(
// CHECK-SAME: %[[A:[^:]+]]: tensor<4x8xf32>
// CHECK-NOT: tensor.concat
// CHECK: %[[S:.+]] = tensor.extract_slice %[[A]][0, 2] [4, 3] [1, 1]
// CHECK: return %[[A]], %[[S]]
func.func @slice_of_concat_reads_piece(%a: tensor<4x8xf32>, %b: tensor<4x1xf32>) -> (tensor<4x8xf32>, tensor<4x3xf32>) {
  %c = tensor.concat dim(1) %a, %b : (tensor<4x8xf32>, tensor<4x1xf32>) -> tensor<4x9xf32>
  %s = tensor.extract_slice %c[0, 0] [4, 8] [1, 1] : tensor<4x9xf32> to tensor<4x8xf32>
  %t = tensor.extract_slice %c[0, 2] [4, 3] [1, 1] : tensor<4x9xf32> to tensor<4x3xf32>
  return %s, %t : tensor<4x8xf32>, tensor<4x3xf32>
}

// -----

// Near misses: a slice across both pieces, an elementwise body that reads
// the position along the concatenated dim, and a reduction over another
// dim than the concatenated one stay as they are.
// CHECK-LABEL: func.func @negative_concat_kept(
// CHECK: %[[C:.+]] = tensor.concat dim(1)
// CHECK: tensor.extract_slice %[[C]][0, 6] [4, 3] [1, 1]
// CHECK: linalg.generic {{.*}} ins(%[[C]] : tensor<4x9xf32>)
// CHECK: linalg.index 1
// CHECK: linalg.generic {{.*}} ins(%[[C]] : tensor<4x9xf32>)
// CHECK-NOT: tensor.concat
func.func @negative_concat_kept(%a: tensor<4x8xf32>, %b: tensor<4x1xf32>) -> (tensor<4x3xf32>, tensor<4x9xf32>, tensor<9xf32>) {
  %zero = arith.constant 0.0 : f32
  %c = tensor.concat dim(1) %a, %b : (tensor<4x8xf32>, tensor<4x1xf32>) -> tensor<4x9xf32>
  %t = tensor.extract_slice %c[0, 6] [4, 3] [1, 1] : tensor<4x9xf32> to tensor<4x3xf32>
  %e = tensor.empty() : tensor<4x9xf32>
  %d = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       ins(%c : tensor<4x9xf32>) outs(%e : tensor<4x9xf32>) {
    ^bb0(%x: f32, %o: f32):
      %j = linalg.index 1 : index
      %ji = arith.index_cast %j : index to i32
      %jf = arith.sitofp %ji : i32 to f32
      %s = arith.addf %x, %jf : f32
      linalg.yield %s : f32
  } -> tensor<4x9xf32>
  %e2 = tensor.empty() : tensor<9xf32>
  %f = linalg.fill ins(%zero : f32) outs(%e2 : tensor<9xf32>) -> tensor<9xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(j, i) -> (i, j)>, affine_map<(j, i) -> (j)>], iterator_types = ["parallel", "reduction"]}
       ins(%c : tensor<4x9xf32>) outs(%f : tensor<9xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.addf %x, %acc : f32
      linalg.yield %r : f32
  } -> tensor<9xf32>
  return %t, %d, %sum : tensor<4x3xf32>, tensor<4x9xf32>, tensor<9xf32>
}

// -----

// torch-mlir's bmm over [B*H]: the collapse of a [B, H, S, D] argument (and
// of a cast of one) into the batched matmul, and the expand of the
// returned product, fold into the generic by expansion: the contraction
// runs over (b, h) with the arguments read in place.
// CHECK-LABEL: func.func @bmm_over_merged_heads(
// CHECK-SAME: %[[Q:.+]]: tensor<2x4x8x16xbf16>, %[[K:.+]]: tensor<2x4x16x8xf32>
// CHECK-NOT: tensor.collapse_shape
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%{{.+}}, %[[K]] : tensor<2x4x8x16xf32>, tensor<2x4x16x8xf32>)
// CHECK: return %{{.+}} : tensor<2x4x8x8xf32>
func.func @bmm_over_merged_heads(%q: tensor<2x4x8x16xbf16>, %k: tensor<2x4x16x8xf32>) -> tensor<2x4x8x8xf32> {
  %e = tensor.empty() : tensor<2x4x8x16xf32>
  %qf = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q : tensor<2x4x8x16xbf16>) outs(%e : tensor<2x4x8x16xf32>) {
    ^bb0(%x: bf16, %o: f32):
      %y = arith.extf %x : bf16 to f32
      linalg.yield %y : f32
  } -> tensor<2x4x8x16xf32>
  %q3 = tensor.collapse_shape %qf [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %k3 = tensor.collapse_shape %k [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %s0 = tensor.empty() : tensor<8x8x8xf32>
  %s1 = linalg.fill ins(%zero : f32) outs(%s0 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %s = linalg.batch_matmul ins(%q3, %k3 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%s1 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %r = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
  return %r : tensor<2x4x8x8xf32>
}

// -----

// Near misses. A collapse of GQA's repeat (a broadcast of K's heads) stays:
// the matcher reads the repeat as a grouping of the kv heads. Collapses of
// computed values (the product, the repeat) stay too when no expand of a
// returned result asks for the heads back.
// CHECK-LABEL: func.func @reshapes_kept(
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
// CHECK: tensor.collapse_shape %{{.+}} {{\[}}[0, 1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<8x8x16xf32>
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// CHECK: return %{{.+}} : tensor<8x8x8xf32>
func.func @reshapes_kept(%q: tensor<2x4x8x16xf32>, %k: tensor<2x2x16x8xf32>) -> tensor<8x8x8xf32> {
  %e = tensor.empty() : tensor<2x2x2x8x16xf32>
  %rep = linalg.generic {indexing_maps = [affine_map<(a, h, r, s, d) -> (a, h, d, s)>, affine_map<(a, h, r, s, d) -> (a, h, r, s, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%k : tensor<2x2x16x8xf32>) outs(%e : tensor<2x2x2x8x16xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<2x2x2x8x16xf32>
  %kr = tensor.collapse_shape %rep [[0], [1, 2], [3], [4]] : tensor<2x2x2x8x16xf32> into tensor<2x4x8x16xf32>
  %e2 = tensor.empty() : tensor<2x4x8x16xf32>
  %prod = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q, %kr : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%e2 : tensor<2x4x8x16xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      linalg.yield %m : f32
  } -> tensor<2x4x8x16xf32>
  %p3 = tensor.collapse_shape %prod [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %kt = tensor.collapse_shape %kr [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %zero = arith.constant 0.0 : f32
  %s0 = tensor.empty() : tensor<8x8x8xf32>
  %s1 = linalg.fill ins(%zero : f32) outs(%s0 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, i, j, d) -> (b, i, d)>, affine_map<(b, i, j, d) -> (b, j, d)>, affine_map<(b, i, j, d) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%p3, %kt : tensor<8x8x16xf32>, tensor<8x8x16xf32>) outs(%s1 : tensor<8x8x8xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      %a = arith.addf %o, %m : f32
      linalg.yield %a : f32
  } -> tensor<8x8x8xf32>
  return %s : tensor<8x8x8xf32>
}

// -----

// torch's [B, S, H, D] attention output: the bmm's expand is transposed
// back (`out.transpose(1, 2)`) before it is returned. With only computed
// values collapsed into the bmm (P and GQA's repeated V, in attention),
// that expand is what folds the generic into running over (b, h); the
// transpose stays for the raise to read as the output's layout.
// CHECK-LABEL: func.func @bmm_product_transposed_back(
// CHECK-NOT: tensor.collapse_shape
// CHECK: %[[S:.+]] = linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]
// CHECK-SAME: ins(%{{.+}}, %{{.+}} : tensor<2x4x8x16xf32>, tensor<2x4x16x8xf32>)
// CHECK: %[[T:.+]] = linalg.generic
// CHECK-SAME: ins(%[[S]] : tensor<2x4x8x8xf32>)
// CHECK: return %[[T]] : tensor<2x8x4x8xf32>
func.func @bmm_product_transposed_back(%q: tensor<2x4x8x16xf32>, %q2: tensor<2x4x8x16xf32>, %k: tensor<2x4x16x8xf32>, %k2: tensor<2x4x16x8xf32>) -> tensor<2x8x4x8xf32> {
  %eq = tensor.empty() : tensor<2x4x8x16xf32>
  %qq = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q, %q2 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%eq : tensor<2x4x8x16xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      linalg.yield %m : f32
  } -> tensor<2x4x8x16xf32>
  %q3 = tensor.collapse_shape %qq [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %ek = tensor.empty() : tensor<2x4x16x8xf32>
  %kk = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k, %k2 : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) outs(%ek : tensor<2x4x16x8xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      linalg.yield %m : f32
  } -> tensor<2x4x16x8xf32>
  %k3 = tensor.collapse_shape %kk [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %s0 = tensor.empty() : tensor<8x8x8xf32>
  %s1 = linalg.fill ins(%zero : f32) outs(%s0 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, i, j, d) -> (b, i, d)>, affine_map<(b, i, j, d) -> (b, d, j)>, affine_map<(b, i, j, d) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q3, %k3 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%s1 : tensor<8x8x8xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      %a = arith.addf %o, %m : f32
      linalg.yield %a : f32
  } -> tensor<8x8x8xf32>
  %r = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x8x4x8xf32>
  %t = linalg.transpose ins(%r : tensor<2x4x8x8xf32>) outs(%e : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]
  return %t : tensor<2x8x4x8xf32>
}

// -----

// Near miss: a bmm of computed values (no argument collapse to expand it
// by) whose transposed product also feeds a computation with another
// argument: the expand is not only returned, so it stays (returned through
// the transpose alone, it folds: @bmm_product_transposed_back).
// CHECK-LABEL: func.func @negative_bmm_product_transposed_and_used(
// CHECK: linalg.generic {{.*}} iterator_types = ["parallel", "parallel", "parallel", "reduction"]
// CHECK: tensor.expand_shape
func.func @negative_bmm_product_transposed_and_used(%q: tensor<2x4x8x16xf32>, %q2: tensor<2x4x8x16xf32>, %k: tensor<2x4x16x8xf32>, %k2: tensor<2x4x16x8xf32>, %b: tensor<2x8x4x8xf32>) -> (tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) {
  %eq = tensor.empty() : tensor<2x4x8x16xf32>
  %qq = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q, %q2 : tensor<2x4x8x16xf32>, tensor<2x4x8x16xf32>) outs(%eq : tensor<2x4x8x16xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      linalg.yield %m : f32
  } -> tensor<2x4x8x16xf32>
  %q3 = tensor.collapse_shape %qq [[0, 1], [2], [3]] : tensor<2x4x8x16xf32> into tensor<8x8x16xf32>
  %ek = tensor.empty() : tensor<2x4x16x8xf32>
  %kk = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k, %k2 : tensor<2x4x16x8xf32>, tensor<2x4x16x8xf32>) outs(%ek : tensor<2x4x16x8xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      linalg.yield %m : f32
  } -> tensor<2x4x16x8xf32>
  %k3 = tensor.collapse_shape %kk [[0, 1], [2], [3]] : tensor<2x4x16x8xf32> into tensor<8x16x8xf32>
  %zero = arith.constant 0.0 : f32
  %s0 = tensor.empty() : tensor<8x8x8xf32>
  %s1 = linalg.fill ins(%zero : f32) outs(%s0 : tensor<8x8x8xf32>) -> tensor<8x8x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, i, j, d) -> (b, i, d)>, affine_map<(b, i, j, d) -> (b, d, j)>, affine_map<(b, i, j, d) -> (b, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
      ins(%q3, %k3 : tensor<8x8x16xf32>, tensor<8x16x8xf32>) outs(%s1 : tensor<8x8x8xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      %a = arith.addf %o, %m : f32
      linalg.yield %a : f32
  } -> tensor<8x8x8xf32>
  %r = tensor.expand_shape %s [[0, 1], [2], [3]] output_shape [2, 4, 8, 8] : tensor<8x8x8xf32> into tensor<2x4x8x8xf32>
  %e = tensor.empty() : tensor<2x8x4x8xf32>
  %t = linalg.transpose ins(%r : tensor<2x4x8x8xf32>) outs(%e : tensor<2x8x4x8xf32>) permutation = [0, 2, 1, 3]
  %u = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%t, %b : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>) outs(%e : tensor<2x8x4x8xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %m = arith.mulf %x, %y : f32
      linalg.yield %m : f32
  } -> tensor<2x8x4x8xf32>
  return %t, %u : tensor<2x8x4x8xf32>, tensor<2x8x4x8xf32>
}

// -----

// A transpose of a transpose reads the first one's input through the
// composed permutation; inverse transposes leave the argument itself.
// CHECK-LABEL: func.func @transposes_composed(
// CHECK-SAME: %[[X:.+]]: tensor<2x3x4xf32>
// CHECK: %[[T:.+]] = linalg.generic {indexing_maps = [#[[MAP:.+]], #{{.+}}], {{.*}} ins(%[[X]] : tensor<2x3x4xf32>) outs(%{{.+}} : tensor<4x2x3xf32>)
// CHECK: return %[[X]], %[[T]] : tensor<2x3x4xf32>, tensor<4x2x3xf32>
func.func @transposes_composed(%x: tensor<2x3x4xf32>) -> (tensor<2x3x4xf32>, tensor<4x2x3xf32>) {
  %e1 = tensor.empty() : tensor<3x4x2xf32>
  %t1 = linalg.transpose ins(%x : tensor<2x3x4xf32>) outs(%e1 : tensor<3x4x2xf32>) permutation = [1, 2, 0]
  %e2 = tensor.empty() : tensor<2x3x4xf32>
  %back = linalg.transpose ins(%t1 : tensor<3x4x2xf32>) outs(%e2 : tensor<2x3x4xf32>) permutation = [2, 0, 1]
  %e3 = tensor.empty() : tensor<4x2x3xf32>
  %twice = linalg.transpose ins(%t1 : tensor<3x4x2xf32>) outs(%e3 : tensor<4x2x3xf32>) permutation = [1, 2, 0]
  return %back, %twice : tensor<2x3x4xf32>, tensor<4x2x3xf32>
}

// -----

// The raise's copies of arguments into attention operands that only split
// dims row-major (h·8 + d of [B, S, H·D] rows; a batch of one read at 0)
// are expand_shapes of the arguments; the copy of the output that is
// returned (permuted, then merged) becomes a linalg.transpose.
// CHECK-LABEL: func.func @argument_copies_are_views(
// CHECK-SAME: %[[Q:[^:]+]]: tensor<1x16x16xf32>, %[[K:[^:]+]]: tensor<1x16x16xf32>
// CHECK-DAG: %[[QV:.+]] = tensor.expand_shape %[[Q]] {{\[\[}}0], [1], [2, 3]] output_shape [1, 16, 2, 8]
// CHECK-DAG: %[[KV:.+]] = tensor.expand_shape %[[K]] {{\[\[}}0], [1], [2, 3]] output_shape [1, 16, 2, 8]
// CHECK: %[[O:.+]] = attn.sdpa %[[QV]], %[[KV]], %[[KV]] layout = bshd
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[O]] : tensor<1x16x2x8xf32>) outs(%{{.+}} : tensor<1x2x16x8xf32>) permutation = [0, 2, 1, 3]
// CHECK: tensor.collapse_shape %[[T]]
func.func @argument_copies_are_views(%q: tensor<1x16x16xf32>, %k: tensor<1x16x16xf32>) -> tensor<1x2x128xf32> {
  %e = tensor.empty() : tensor<1x16x2x8xf32>
  %qv = linalg.generic {indexing_maps = [affine_map<(b, s, h, d) -> (0, s, h * 8 + d)>, affine_map<(b, s, h, d) -> (b, s, h, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q : tensor<1x16x16xf32>) outs(%e : tensor<1x16x2x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<1x16x2x8xf32>
  %kv = linalg.generic {indexing_maps = [affine_map<(b, s, h, d) -> (b, s, h * 8 + d)>, affine_map<(b, s, h, d) -> (b, s, h, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k : tensor<1x16x16xf32>) outs(%e : tensor<1x16x2x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<1x16x2x8xf32>
  %out = attn.sdpa %qv, %kv, %kv layout = bshd : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  %et = tensor.empty() : tensor<1x2x16x8xf32>
  %t = linalg.generic {indexing_maps = [affine_map<(b, h, s, d) -> (b, s, h, d)>, affine_map<(b, h, s, d) -> (b, h, s, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%out : tensor<1x16x2x8xf32>) outs(%et : tensor<1x2x16x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<1x2x16x8xf32>
  %m = tensor.collapse_shape %t [[0], [1], [2, 3]] : tensor<1x2x16x8xf32> into tensor<1x2x128xf32>
  return %m : tensor<1x2x128xf32>
}

// -----

// Near misses stay copies: heads interleaved (d·2 + h), a read through
// mod (not a row-major split), and a copy of an argument that is also
// returned.
// CHECK-LABEL: func.func @negative_copies_kept(
// CHECK-NOT: tensor.expand_shape
// CHECK-COUNT-3: linalg.generic
// CHECK-NOT: tensor.expand_shape
// CHECK: attn.sdpa
func.func @negative_copies_kept(%q: tensor<1x16x16xf32>, %k: tensor<1x16x16xf32>, %v: tensor<1x16x16xf32>) -> (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) {
  %e = tensor.empty() : tensor<1x16x2x8xf32>
  %qv = linalg.generic {indexing_maps = [affine_map<(b, s, h, d) -> (b, s, d * 2 + h)>, affine_map<(b, s, h, d) -> (b, s, h, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%q : tensor<1x16x16xf32>) outs(%e : tensor<1x16x2x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<1x16x2x8xf32>
  %kv = linalg.generic {indexing_maps = [affine_map<(b, s, h, d) -> (b, s, h * 8 + d mod 4)>, affine_map<(b, s, h, d) -> (b, s, h, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%k : tensor<1x16x16xf32>) outs(%e : tensor<1x16x2x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<1x16x2x8xf32>
  %vv = linalg.generic {indexing_maps = [affine_map<(b, s, h, d) -> (b, s, h * 8 + d)>, affine_map<(b, s, h, d) -> (b, s, h, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%v : tensor<1x16x16xf32>) outs(%e : tensor<1x16x2x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<1x16x2x8xf32>
  %out = attn.sdpa %qv, %kv, %vv layout = bshd : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  return %out, %vv : tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>
}
