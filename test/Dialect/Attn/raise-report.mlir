// RUN: attn-opt %s -split-input-file '--attn-raise=report=true round-probabilities=false widen-intermediates=false' -verify-diagnostics

// attn-raise=report=true names the check each near-miss of raise-*.mlir fails,
// on its P.V contraction. The softmax's sum reduction (or the linalg.softmax
// it is decomposed from) is reported too: it looks like an attention to the
// report (an exp feeds it) but is no P.V contraction.
//
// Written by test/Raise/make_raise_tests.py.

// the band is j <= i + b.
func.func @negative_mask_depends_on_batch(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<2x4x32x32xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e22 : tensor<2x4x32x32xf32>) {
    ^bb0(%a23: f32, %a24: f32):
      %c25 = arith.constant 2.500000000e-01 : f32
      %t26 = arith.mulf %a23, %c25 : f32
      linalg.yield %t26 : f32
  } -> tensor<2x4x32x32xf32>
  %e28 = tensor.empty() : tensor<2x4x32x32xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g27 : tensor<2x4x32x32xf32>) outs(%e28 : tensor<2x4x32x32xf32>) {
    ^bb0(%a29: f32, %a30: f32):
      %ix31 = linalg.index 2 : index
      %ix32 = linalg.index 3 : index
      %ix33 = linalg.index 0 : index
      %ix34 = linalg.index 1 : index
      %t35 = arith.addi %ix31, %ix33 : index
      %c36 = arith.constant 8 : index
      %t37 = arith.subi %ix31, %c36 : index
      %t38 = arith.cmpi sle, %ix32, %t35 : index
      %t39 = arith.cmpi sge, %ix32, %t37 : index
      %t40 = arith.andi %t38, %t39 : i1
      %c41 = arith.constant -3.40282347E+38 : f32
      %t42 = arith.select %t40, %a29, %c41 : f32
      linalg.yield %t42 : f32
  } -> tensor<2x4x32x32xf32>
  %e44 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm45 = linalg.softmax dimension(3) ins(%g43 : tensor<2x4x32x32xf32>) outs(%e44 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e46 = tensor.empty() : tensor<2x32x4x16xf32>
  %c47 = arith.constant 0.000000e+00 : f32
  %f48 = linalg.fill ins(%c47 : f32) outs(%e46 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the mask depends on an index other than the query and key}}
  %g55 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm45, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f48 : tensor<2x32x4x16xf32>) {
    ^bb0(%a49: f32, %a50: bf16, %a51: f32):
      %t52 = arith.extf %a50 : bf16 to f32
      %t53 = arith.mulf %a49, %t52 : f32
      %t54 = arith.addf %t53, %a51 : f32
      linalg.yield %t54 : f32
  } -> tensor<2x32x4x16xf32>
  %e56 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g60 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g55 : tensor<2x32x4x16xf32>) outs(%e56 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a57: f32, %a58: bf16):
      %t59 = arith.truncf %a57 : f32 to bf16
      linalg.yield %t59 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g60 : tensor<2x32x4x16xbf16>
}

// -----

// the band is j <= i + h.
func.func @negative_mask_depends_on_head(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<2x4x32x32xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e22 : tensor<2x4x32x32xf32>) {
    ^bb0(%a23: f32, %a24: f32):
      %c25 = arith.constant 2.500000000e-01 : f32
      %t26 = arith.mulf %a23, %c25 : f32
      linalg.yield %t26 : f32
  } -> tensor<2x4x32x32xf32>
  %e28 = tensor.empty() : tensor<2x4x32x32xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g27 : tensor<2x4x32x32xf32>) outs(%e28 : tensor<2x4x32x32xf32>) {
    ^bb0(%a29: f32, %a30: f32):
      %ix31 = linalg.index 2 : index
      %ix32 = linalg.index 3 : index
      %ix33 = linalg.index 0 : index
      %ix34 = linalg.index 1 : index
      %t35 = arith.addi %ix31, %ix34 : index
      %c36 = arith.constant 8 : index
      %t37 = arith.subi %ix31, %c36 : index
      %t38 = arith.cmpi sle, %ix32, %t35 : index
      %t39 = arith.cmpi sge, %ix32, %t37 : index
      %t40 = arith.andi %t38, %t39 : i1
      %c41 = arith.constant -3.40282347E+38 : f32
      %t42 = arith.select %t40, %a29, %c41 : f32
      linalg.yield %t42 : f32
  } -> tensor<2x4x32x32xf32>
  %e44 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm45 = linalg.softmax dimension(3) ins(%g43 : tensor<2x4x32x32xf32>) outs(%e44 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e46 = tensor.empty() : tensor<2x32x4x16xf32>
  %c47 = arith.constant 0.000000e+00 : f32
  %f48 = linalg.fill ins(%c47 : f32) outs(%e46 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the mask depends on an index other than the query and key}}
  %g55 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm45, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f48 : tensor<2x32x4x16xf32>) {
    ^bb0(%a49: f32, %a50: bf16, %a51: f32):
      %t52 = arith.extf %a50 : bf16 to f32
      %t53 = arith.mulf %a49, %t52 : f32
      %t54 = arith.addf %t53, %a51 : f32
      linalg.yield %t54 : f32
  } -> tensor<2x32x4x16xf32>
  %e56 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g60 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g55 : tensor<2x32x4x16xf32>) outs(%e56 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a57: f32, %a58: bf16):
      %t59 = arith.truncf %a57 : f32 to bf16
      linalg.yield %t59 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g60 : tensor<2x32x4x16xbf16>
}

// -----

// linalg.softmax over i (dimension 2).
func.func @negative_softmax_over_queries(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm46 = linalg.softmax dimension(2) ins(%g44 : tensor<2x4x32x32xf32>) outs(%e45 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e47 = tensor.empty() : tensor<2x32x4x16xf32>
  %c48 = arith.constant 0.000000e+00 : f32
  %f49 = linalg.fill ins(%c48 : f32) outs(%e47 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the row maximum is not the maximum of the same scores}}
  %g56 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm46, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f49 : tensor<2x32x4x16xf32>) {
    ^bb0(%a50: f32, %a51: bf16, %a52: f32):
      %t53 = arith.extf %a51 : bf16 to f32
      %t54 = arith.mulf %a50, %t53 : f32
      %t55 = arith.addf %t54, %a52 : f32
      linalg.yield %t55 : f32
  } -> tensor<2x32x4x16xf32>
  %e57 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g61 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g56 : tensor<2x32x4x16xf32>) outs(%e57 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a58: f32, %a59: bf16):
      %t60 = arith.truncf %a58 : f32 to bf16
      linalg.yield %t60 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g61 : tensor<2x32x4x16xbf16>
}

// -----

// max and sum over i.
func.func @negative_decomposed_softmax_over_queries(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, j)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.maximumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.subf %a53, %a54 : f32
      %t57 = math.exp %t56 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x4x32x32xf32>
  %e59 = tensor.empty() : tensor<2x4x32xf32>
  %c60 = arith.constant 0.000000e+00 : f32
  %f61 = linalg.fill ins(%c60 : f32) outs(%e59 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, j)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
       ins(%g58 : tensor<2x4x32x32xf32>) outs(%f61 : tensor<2x4x32xf32>) {
    ^bb0(%a62: f32, %a63: f32):
      %t64 = arith.addf %a62, %a63 : f32
      linalg.yield %t64 : f32
  } -> tensor<2x4x32xf32>
  %e66 = tensor.empty() : tensor<2x4x32x32xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g65 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e66 : tensor<2x4x32x32xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32):
      %t70 = arith.divf %a67, %a68 : f32
      linalg.yield %t70 : f32
  } -> tensor<2x4x32x32xf32>
  %e72 = tensor.empty() : tensor<2x32x4x16xf32>
  %c73 = arith.constant 0.000000e+00 : f32
  %f74 = linalg.fill ins(%c73 : f32) outs(%e72 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the row maximum is not the maximum of the same scores}}
  %g81 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g71, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f74 : tensor<2x32x4x16xf32>) {
    ^bb0(%a75: f32, %a76: bf16, %a77: f32):
      %t78 = arith.extf %a76 : bf16 to f32
      %t79 = arith.mulf %a75, %t78 : f32
      %t80 = arith.addf %t79, %a77 : f32
      linalg.yield %t80 : f32
  } -> tensor<2x32x4x16xf32>
  %e82 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g86 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g81 : tensor<2x32x4x16xf32>) outs(%e82 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a83: f32, %a84: bf16):
      %t85 = arith.truncf %a83 : f32 to bf16
      linalg.yield %t85 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g86 : tensor<2x32x4x16xbf16>
}

// -----

// max over j, sum over i.
func.func @negative_sum_over_queries(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.maximumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.subf %a53, %a54 : f32
      %t57 = math.exp %t56 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x4x32x32xf32>
  %e59 = tensor.empty() : tensor<2x4x32xf32>
  %c60 = arith.constant 0.000000e+00 : f32
  %f61 = linalg.fill ins(%c60 : f32) outs(%e59 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, j)>], iterator_types = ["parallel", "parallel", "reduction", "parallel"]}
       ins(%g58 : tensor<2x4x32x32xf32>) outs(%f61 : tensor<2x4x32xf32>) {
    ^bb0(%a62: f32, %a63: f32):
      %t64 = arith.addf %a62, %a63 : f32
      linalg.yield %t64 : f32
  } -> tensor<2x4x32xf32>
  %e66 = tensor.empty() : tensor<2x4x32x32xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g65 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e66 : tensor<2x4x32x32xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32):
      %t70 = arith.divf %a67, %a68 : f32
      linalg.yield %t70 : f32
  } -> tensor<2x4x32x32xf32>
  %e72 = tensor.empty() : tensor<2x32x4x16xf32>
  %c73 = arith.constant 0.000000e+00 : f32
  %f74 = linalg.fill ins(%c73 : f32) outs(%e72 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the denominator does not sum the numerator}}
  %g81 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g71, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f74 : tensor<2x32x4x16xf32>) {
    ^bb0(%a75: f32, %a76: bf16, %a77: f32):
      %t78 = arith.extf %a76 : bf16 to f32
      %t79 = arith.mulf %a75, %t78 : f32
      %t80 = arith.addf %t79, %a77 : f32
      linalg.yield %t80 : f32
  } -> tensor<2x32x4x16xf32>
  %e82 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g86 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g81 : tensor<2x32x4x16xf32>) outs(%e82 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a83: f32, %a84: bf16):
      %t85 = arith.truncf %a83 : f32 to bf16
      linalg.yield %t85 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g86 : tensor<2x32x4x16xbf16>
}

// -----

// numerator exp(s - m), denominator sum of exp(s).
func.func @negative_sum_of_other_exp(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.maximumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.subf %a53, %a54 : f32
      %t57 = math.exp %t56 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x4x32x32xf32>
  %e59 = tensor.empty() : tensor<2x4x32xf32>
  %c60 = arith.constant 0.000000e+00 : f32
  %f61 = linalg.fill ins(%c60 : f32) outs(%e59 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g66 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f61 : tensor<2x4x32xf32>) {
    ^bb0(%a62: f32, %a63: f32):
      %t64 = math.exp %a62 : f32
      %t65 = arith.addf %t64, %a63 : f32
      linalg.yield %t65 : f32
  } -> tensor<2x4x32xf32>
  %e67 = tensor.empty() : tensor<2x4x32x32xf32>
  %g72 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g66 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e67 : tensor<2x4x32x32xf32>) {
    ^bb0(%a68: f32, %a69: f32, %a70: f32):
      %t71 = arith.divf %a68, %a69 : f32
      linalg.yield %t71 : f32
  } -> tensor<2x4x32x32xf32>
  %e73 = tensor.empty() : tensor<2x32x4x16xf32>
  %c74 = arith.constant 0.000000e+00 : f32
  %f75 = linalg.fill ins(%c74 : f32) outs(%e73 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the denominator does not sum the numerator}}
  %g82 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g72, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f75 : tensor<2x32x4x16xf32>) {
    ^bb0(%a76: f32, %a77: bf16, %a78: f32):
      %t79 = arith.extf %a77 : bf16 to f32
      %t80 = arith.mulf %a76, %t79 : f32
      %t81 = arith.addf %t80, %a78 : f32
      linalg.yield %t81 : f32
  } -> tensor<2x32x4x16xf32>
  %e83 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g87 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g82 : tensor<2x32x4x16xf32>) outs(%e83 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a84: f32, %a85: bf16):
      %t86 = arith.truncf %a84 : f32 to bf16
      linalg.yield %t86 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g87 : tensor<2x32x4x16xbf16>
}

// -----

// the max is taken before the mask.
func.func @negative_max_of_unmasked_scores(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g37 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.maximumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.subf %a53, %a54 : f32
      %t57 = math.exp %t56 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x4x32x32xf32>
  %e59 = tensor.empty() : tensor<2x4x32xf32>
  %c60 = arith.constant 0.000000e+00 : f32
  %f61 = linalg.fill ins(%c60 : f32) outs(%e59 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g58 : tensor<2x4x32x32xf32>) outs(%f61 : tensor<2x4x32xf32>) {
    ^bb0(%a62: f32, %a63: f32):
      %t64 = arith.addf %a62, %a63 : f32
      linalg.yield %t64 : f32
  } -> tensor<2x4x32xf32>
  %e66 = tensor.empty() : tensor<2x4x32x32xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g65 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e66 : tensor<2x4x32x32xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32):
      %t70 = arith.divf %a67, %a68 : f32
      linalg.yield %t70 : f32
  } -> tensor<2x4x32x32xf32>
  %e72 = tensor.empty() : tensor<2x32x4x16xf32>
  %c73 = arith.constant 0.000000e+00 : f32
  %f74 = linalg.fill ins(%c73 : f32) outs(%e72 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the row maximum is not the maximum of the same scores}}
  %g81 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g71, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f74 : tensor<2x32x4x16xf32>) {
    ^bb0(%a75: f32, %a76: bf16, %a77: f32):
      %t78 = arith.extf %a76 : bf16 to f32
      %t79 = arith.mulf %a75, %t78 : f32
      %t80 = arith.addf %t79, %a77 : f32
      linalg.yield %t80 : f32
  } -> tensor<2x32x4x16xf32>
  %e82 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g86 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g81 : tensor<2x32x4x16xf32>) outs(%e82 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a83: f32, %a84: bf16):
      %t85 = arith.truncf %a83 : f32 to bf16
      linalg.yield %t85 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g86 : tensor<2x32x4x16xbf16>
}

// -----

// minimumf in the row "max".
func.func @negative_min_instead_of_max(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.minimumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.subf %a53, %a54 : f32
      %t57 = math.exp %t56 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x4x32x32xf32>
  %e59 = tensor.empty() : tensor<2x4x32xf32>
  %c60 = arith.constant 0.000000e+00 : f32
  %f61 = linalg.fill ins(%c60 : f32) outs(%e59 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g58 : tensor<2x4x32x32xf32>) outs(%f61 : tensor<2x4x32xf32>) {
    ^bb0(%a62: f32, %a63: f32):
      %t64 = arith.addf %a62, %a63 : f32
      linalg.yield %t64 : f32
  } -> tensor<2x4x32xf32>
  %e66 = tensor.empty() : tensor<2x4x32x32xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g65 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e66 : tensor<2x4x32x32xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32):
      %t70 = arith.divf %a67, %a68 : f32
      linalg.yield %t70 : f32
  } -> tensor<2x4x32x32xf32>
  %e72 = tensor.empty() : tensor<2x32x4x16xf32>
  %c73 = arith.constant 0.000000e+00 : f32
  %f74 = linalg.fill ins(%c73 : f32) outs(%e72 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the row maximum is not the maximum of the same scores}}
  %g81 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g71, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f74 : tensor<2x32x4x16xf32>) {
    ^bb0(%a75: f32, %a76: bf16, %a77: f32):
      %t78 = arith.extf %a76 : bf16 to f32
      %t79 = arith.mulf %a75, %t78 : f32
      %t80 = arith.addf %t79, %a77 : f32
      linalg.yield %t80 : f32
  } -> tensor<2x32x4x16xf32>
  %e82 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g86 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g81 : tensor<2x32x4x16xf32>) outs(%e82 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a83: f32, %a84: bf16):
      %t85 = arith.truncf %a83 : f32 to bf16
      linalg.yield %t85 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g86 : tensor<2x32x4x16xbf16>
}

// -----

// P * c before P.V.
func.func @negative_scale_after_softmax(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.maximumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.subf %a53, %a54 : f32
      %t57 = math.exp %t56 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x4x32x32xf32>
  %e59 = tensor.empty() : tensor<2x4x32xf32>
  %c60 = arith.constant 0.000000e+00 : f32
  %f61 = linalg.fill ins(%c60 : f32) outs(%e59 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g58 : tensor<2x4x32x32xf32>) outs(%f61 : tensor<2x4x32xf32>) {
    ^bb0(%a62: f32, %a63: f32):
      %t64 = arith.addf %a62, %a63 : f32
      linalg.yield %t64 : f32
  } -> tensor<2x4x32xf32>
  %e66 = tensor.empty() : tensor<2x4x32x32xf32>
  %g73 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g65 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e66 : tensor<2x4x32x32xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32):
      %t70 = arith.divf %a67, %a68 : f32
      %c71 = arith.constant 2.500000000e-01 : f32
      %t72 = arith.mulf %t70, %c71 : f32
      linalg.yield %t72 : f32
  } -> tensor<2x4x32x32xf32>
  %e74 = tensor.empty() : tensor<2x32x4x16xf32>
  %c75 = arith.constant 0.000000e+00 : f32
  %f76 = linalg.fill ins(%c75 : f32) outs(%e74 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the probabilities are not a quotient}}
  %g83 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g73, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f76 : tensor<2x32x4x16xf32>) {
    ^bb0(%a77: f32, %a78: bf16, %a79: f32):
      %t80 = arith.extf %a78 : bf16 to f32
      %t81 = arith.mulf %a77, %t80 : f32
      %t82 = arith.addf %t81, %a79 : f32
      linalg.yield %t82 : f32
  } -> tensor<2x32x4x16xf32>
  %e84 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g88 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g83 : tensor<2x32x4x16xf32>) outs(%e84 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a85: f32, %a86: bf16):
      %t87 = arith.truncf %a85 : f32 to bf16
      linalg.yield %t87 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g88 : tensor<2x32x4x16xbf16>
}

// -----

// j <= i - 2 with finfo.min: row 0 and 1 are fully masked.
func.func @negative_window_right_negative(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g29 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 2 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %t27 : index
      linalg.yield %t28 : i1
  } -> tensor<32x32xi1>
  %e30 = tensor.empty() : tensor<2x4x32x32xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e30 : tensor<2x4x32x32xf32>) {
    ^bb0(%a31: f32, %a32: f32):
      %c33 = arith.constant 2.500000000e-01 : f32
      %t34 = arith.mulf %a31, %c33 : f32
      linalg.yield %t34 : f32
  } -> tensor<2x4x32x32xf32>
  %e36 = tensor.empty() : tensor<2x4x32x32xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g35, %g29 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e36 : tensor<2x4x32x32xf32>) {
    ^bb0(%a37: f32, %a38: i1, %a39: f32):
      %c40 = arith.constant -3.40282347E+38 : f32
      %t41 = arith.select %a38, %a37, %c40 : f32
      linalg.yield %t41 : f32
  } -> tensor<2x4x32x32xf32>
  %e43 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm44 = linalg.softmax dimension(3) ins(%g42 : tensor<2x4x32x32xf32>) outs(%e43 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x32x4x16xf32>
  %c46 = arith.constant 0.000000e+00 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the mask's upper band j - i <=}}
  %g54 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm44, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f47 : tensor<2x32x4x16xf32>) {
    ^bb0(%a48: f32, %a49: bf16, %a50: f32):
      %t51 = arith.extf %a49 : bf16 to f32
      %t52 = arith.mulf %a48, %t51 : f32
      %t53 = arith.addf %t52, %a50 : f32
      linalg.yield %t53 : f32
  } -> tensor<2x32x4x16xf32>
  %e55 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g59 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g54 : tensor<2x32x4x16xf32>) outs(%e55 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a56: f32, %a57: bf16):
      %t58 = arith.truncf %a56 : f32 to bf16
      linalg.yield %t58 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g59 : tensor<2x32x4x16xbf16>
}

// -----

// bottom-right causal with Sq = 48 > Skv = 16, finfo.min fill: 32 rows are
// fully masked.
func.func @negative_bottom_right_more_queries_finfo_min(%q: tensor<2x48x4x16xbf16>, %k: tensor<2x16x2x16xbf16>, %v: tensor<2x16x2x16xbf16>) -> (tensor<2x48x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x16x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x16x2x16xbf16>) outs(%e1 : tensor<2x16x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x16x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x16x2x2x16xbf16> into tensor<2x16x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x16x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x16x2x16xbf16>) outs(%e6 : tensor<2x16x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x16x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x16x2x2x16xbf16> into tensor<2x16x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x48x16xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x48x16xf32>) -> tensor<2x4x48x16xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x48x4x16xbf16>, tensor<2x16x4x16xbf16>) outs(%f13 : tensor<2x4x48x16xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x48x16xf32>
  %e22 = tensor.empty() : tensor<48x16xi1>
  %g29 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<48x16xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 32 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %t27 : index
      linalg.yield %t28 : i1
  } -> tensor<48x16xi1>
  %e30 = tensor.empty() : tensor<2x4x48x16xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x48x16xf32>) outs(%e30 : tensor<2x4x48x16xf32>) {
    ^bb0(%a31: f32, %a32: f32):
      %c33 = arith.constant 2.500000000e-01 : f32
      %t34 = arith.mulf %a31, %c33 : f32
      linalg.yield %t34 : f32
  } -> tensor<2x4x48x16xf32>
  %e36 = tensor.empty() : tensor<2x4x48x16xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g35, %g29 : tensor<2x4x48x16xf32>, tensor<48x16xi1>) outs(%e36 : tensor<2x4x48x16xf32>) {
    ^bb0(%a37: f32, %a38: i1, %a39: f32):
      %c40 = arith.constant -3.40282347E+38 : f32
      %t41 = arith.select %a38, %a37, %c40 : f32
      linalg.yield %t41 : f32
  } -> tensor<2x4x48x16xf32>
  %e43 = tensor.empty() : tensor<2x4x48x16xf32>
  %sm44 = linalg.softmax dimension(3) ins(%g42 : tensor<2x4x48x16xf32>) outs(%e43 : tensor<2x4x48x16xf32>) -> tensor<2x4x48x16xf32>
  %e45 = tensor.empty() : tensor<2x48x4x16xf32>
  %c46 = arith.constant 0.000000e+00 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x48x4x16xf32>) -> tensor<2x48x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: row 0 is fully masked}}
  %g54 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm44, %rep10 : tensor<2x4x48x16xf32>, tensor<2x16x4x16xbf16>) outs(%f47 : tensor<2x48x4x16xf32>) {
    ^bb0(%a48: f32, %a49: bf16, %a50: f32):
      %t51 = arith.extf %a49 : bf16 to f32
      %t52 = arith.mulf %a48, %t51 : f32
      %t53 = arith.addf %t52, %a50 : f32
      linalg.yield %t53 : f32
  } -> tensor<2x48x4x16xf32>
  %e55 = tensor.empty() : tensor<2x48x4x16xbf16>
  %g59 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g54 : tensor<2x48x4x16xf32>) outs(%e55 : tensor<2x48x4x16xbf16>) {
    ^bb0(%a56: f32, %a57: bf16):
      %t58 = arith.truncf %a56 : f32 to bf16
      linalg.yield %t58 : bf16
  } -> tensor<2x48x4x16xbf16>
  return %g59 : tensor<2x48x4x16xbf16>
}

// -----

// the same with -inf: NaN rows.
func.func @negative_bottom_right_more_queries_ninf(%q: tensor<2x48x4x16xbf16>, %k: tensor<2x16x2x16xbf16>, %v: tensor<2x16x2x16xbf16>) -> (tensor<2x48x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x16x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x16x2x16xbf16>) outs(%e1 : tensor<2x16x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x16x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x16x2x2x16xbf16> into tensor<2x16x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x16x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x16x2x16xbf16>) outs(%e6 : tensor<2x16x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x16x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x16x2x2x16xbf16> into tensor<2x16x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x48x16xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x48x16xf32>) -> tensor<2x4x48x16xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x48x4x16xbf16>, tensor<2x16x4x16xbf16>) outs(%f13 : tensor<2x4x48x16xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x48x16xf32>
  %e22 = tensor.empty() : tensor<48x16xi1>
  %g29 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<48x16xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 32 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %t27 : index
      linalg.yield %t28 : i1
  } -> tensor<48x16xi1>
  %e30 = tensor.empty() : tensor<2x4x48x16xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x48x16xf32>) outs(%e30 : tensor<2x4x48x16xf32>) {
    ^bb0(%a31: f32, %a32: f32):
      %c33 = arith.constant 2.500000000e-01 : f32
      %t34 = arith.mulf %a31, %c33 : f32
      linalg.yield %t34 : f32
  } -> tensor<2x4x48x16xf32>
  %e36 = tensor.empty() : tensor<2x4x48x16xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g35, %g29 : tensor<2x4x48x16xf32>, tensor<48x16xi1>) outs(%e36 : tensor<2x4x48x16xf32>) {
    ^bb0(%a37: f32, %a38: i1, %a39: f32):
      %c40 = arith.constant 0xFF800000 : f32
      %t41 = arith.select %a38, %a37, %c40 : f32
      linalg.yield %t41 : f32
  } -> tensor<2x4x48x16xf32>
  %e43 = tensor.empty() : tensor<2x4x48x16xf32>
  %sm44 = linalg.softmax dimension(3) ins(%g42 : tensor<2x4x48x16xf32>) outs(%e43 : tensor<2x4x48x16xf32>) -> tensor<2x4x48x16xf32>
  %e45 = tensor.empty() : tensor<2x48x4x16xf32>
  %c46 = arith.constant 0.000000e+00 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x48x4x16xf32>) -> tensor<2x48x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: row 0 is fully masked}}
  %g54 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm44, %rep10 : tensor<2x4x48x16xf32>, tensor<2x16x4x16xbf16>) outs(%f47 : tensor<2x48x4x16xf32>) {
    ^bb0(%a48: f32, %a49: bf16, %a50: f32):
      %t51 = arith.extf %a49 : bf16 to f32
      %t52 = arith.mulf %a48, %t51 : f32
      %t53 = arith.addf %t52, %a50 : f32
      linalg.yield %t53 : f32
  } -> tensor<2x48x4x16xf32>
  %e55 = tensor.empty() : tensor<2x48x4x16xbf16>
  %g59 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g54 : tensor<2x48x4x16xf32>) outs(%e55 : tensor<2x48x4x16xbf16>) {
    ^bb0(%a56: f32, %a57: bf16):
      %t58 = arith.truncf %a56 : f32 to bf16
      linalg.yield %t58 : bf16
  } -> tensor<2x48x4x16xbf16>
  return %g59 : tensor<2x48x4x16xbf16>
}

// -----

// j >= i - 4 with Sq = 48, Skv = 16: rows 20.. are empty.
func.func @negative_window_left_rows_past_keys(%q: tensor<2x48x4x16xbf16>, %k: tensor<2x16x2x16xbf16>, %v: tensor<2x16x2x16xbf16>) -> (tensor<2x48x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x16x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x16x2x16xbf16>) outs(%e1 : tensor<2x16x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x16x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x16x2x2x16xbf16> into tensor<2x16x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x16x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x16x2x16xbf16>) outs(%e6 : tensor<2x16x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x16x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x16x2x2x16xbf16> into tensor<2x16x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x48x16xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x48x16xf32>) -> tensor<2x4x48x16xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x48x4x16xbf16>, tensor<2x16x4x16xbf16>) outs(%f13 : tensor<2x4x48x16xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x48x16xf32>
  %e22 = tensor.empty() : tensor<48x16xi1>
  %g29 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<48x16xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 4 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sge, %ix25, %t27 : index
      linalg.yield %t28 : i1
  } -> tensor<48x16xi1>
  %e30 = tensor.empty() : tensor<2x4x48x16xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x48x16xf32>) outs(%e30 : tensor<2x4x48x16xf32>) {
    ^bb0(%a31: f32, %a32: f32):
      %c33 = arith.constant 2.500000000e-01 : f32
      %t34 = arith.mulf %a31, %c33 : f32
      linalg.yield %t34 : f32
  } -> tensor<2x4x48x16xf32>
  %e36 = tensor.empty() : tensor<2x4x48x16xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g35, %g29 : tensor<2x4x48x16xf32>, tensor<48x16xi1>) outs(%e36 : tensor<2x4x48x16xf32>) {
    ^bb0(%a37: f32, %a38: i1, %a39: f32):
      %c40 = arith.constant -3.40282347E+38 : f32
      %t41 = arith.select %a38, %a37, %c40 : f32
      linalg.yield %t41 : f32
  } -> tensor<2x4x48x16xf32>
  %e43 = tensor.empty() : tensor<2x4x48x16xf32>
  %sm44 = linalg.softmax dimension(3) ins(%g42 : tensor<2x4x48x16xf32>) outs(%e43 : tensor<2x4x48x16xf32>) -> tensor<2x4x48x16xf32>
  %e45 = tensor.empty() : tensor<2x48x4x16xf32>
  %c46 = arith.constant 0.000000e+00 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x48x4x16xf32>) -> tensor<2x48x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: row 20 is fully masked}}
  %g54 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm44, %rep10 : tensor<2x4x48x16xf32>, tensor<2x16x4x16xbf16>) outs(%f47 : tensor<2x48x4x16xf32>) {
    ^bb0(%a48: f32, %a49: bf16, %a50: f32):
      %t51 = arith.extf %a49 : bf16 to f32
      %t52 = arith.mulf %a48, %t51 : f32
      %t53 = arith.addf %t52, %a50 : f32
      linalg.yield %t53 : f32
  } -> tensor<2x48x4x16xf32>
  %e55 = tensor.empty() : tensor<2x48x4x16xbf16>
  %g59 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g54 : tensor<2x48x4x16xf32>) outs(%e55 : tensor<2x48x4x16xbf16>) {
    ^bb0(%a56: f32, %a57: bf16):
      %t58 = arith.truncf %a56 : f32 to bf16
      linalg.yield %t58 : bf16
  } -> tensor<2x48x4x16xbf16>
  return %g59 : tensor<2x48x4x16xbf16>
}

// -----

// select(j <= i, fill, s): the complement of causal (the last row is empty).
func.func @negative_mask_polarity_inverted(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g27 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %t26 = arith.cmpi sle, %ix25, %ix24 : index
      linalg.yield %t26 : i1
  } -> tensor<32x32xi1>
  %e28 = tensor.empty() : tensor<2x4x32x32xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e28 : tensor<2x4x32x32xf32>) {
    ^bb0(%a29: f32, %a30: f32):
      %c31 = arith.constant 2.500000000e-01 : f32
      %t32 = arith.mulf %a29, %c31 : f32
      linalg.yield %t32 : f32
  } -> tensor<2x4x32x32xf32>
  %e34 = tensor.empty() : tensor<2x4x32x32xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g33, %g27 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e34 : tensor<2x4x32x32xf32>) {
    ^bb0(%a35: f32, %a36: i1, %a37: f32):
      %c38 = arith.constant -3.40282347E+38 : f32
      %t39 = arith.select %a36, %c38, %a35 : f32
      linalg.yield %t39 : f32
  } -> tensor<2x4x32x32xf32>
  %e41 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm42 = linalg.softmax dimension(3) ins(%g40 : tensor<2x4x32x32xf32>) outs(%e41 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e43 = tensor.empty() : tensor<2x32x4x16xf32>
  %c44 = arith.constant 0.000000e+00 : f32
  %f45 = linalg.fill ins(%c44 : f32) outs(%e43 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the mask's lower band is above the diagonal}}
  %g52 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm42, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f45 : tensor<2x32x4x16xf32>) {
    ^bb0(%a46: f32, %a47: bf16, %a48: f32):
      %t49 = arith.extf %a47 : bf16 to f32
      %t50 = arith.mulf %a46, %t49 : f32
      %t51 = arith.addf %t50, %a48 : f32
      linalg.yield %t51 : f32
  } -> tensor<2x32x4x16xf32>
  %e53 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g57 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g52 : tensor<2x32x4x16xf32>) outs(%e53 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a54: f32, %a55: bf16):
      %t56 = arith.truncf %a54 : f32 to bf16
      linalg.yield %t56 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g57 : tensor<2x32x4x16xbf16>
}

// -----

// jnp.tile of K/V: query head h reads kv head h mod Hkv.
func.func @negative_tile_heads(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, r, g, d) -> (b, j, g, d)>, affine_map<(b, j, r, g, d) -> (b, j, r, g, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, r, g, e) -> (b, j, g, e)>, affine_map<(b, j, r, g, e) -> (b, j, r, g, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm46 = linalg.softmax dimension(3) ins(%g44 : tensor<2x4x32x32xf32>) outs(%e45 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e47 = tensor.empty() : tensor<2x32x4x16xf32>
  %c48 = arith.constant 0.000000e+00 : f32
  %f49 = linalg.fill ins(%c48 : f32) outs(%e47 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: K/V heads are not shared by groups of consecutive}}
  %g56 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm46, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f49 : tensor<2x32x4x16xf32>) {
    ^bb0(%a50: f32, %a51: bf16, %a52: f32):
      %t53 = arith.extf %a51 : bf16 to f32
      %t54 = arith.mulf %a50, %t53 : f32
      %t55 = arith.addf %t54, %a52 : f32
      linalg.yield %t55 : f32
  } -> tensor<2x32x4x16xf32>
  %e57 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g61 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g56 : tensor<2x32x4x16xf32>) outs(%e57 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a58: f32, %a59: bf16):
      %t60 = arith.truncf %a58 : f32 to bf16
      linalg.yield %t60 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g61 : tensor<2x32x4x16xbf16>
}

// -----

// h mod 2 index map in the contractions.
func.func @negative_mod_heads_map(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h mod 2, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xbf16>, tensor<2x32x2x16xbf16>) outs(%f3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a4: bf16, %a5: bf16, %a6: f32):
      %t7 = arith.extf %a4 : bf16 to f32
      %t8 = arith.extf %a5 : bf16 to f32
      %t9 = arith.mulf %t7, %t8 : f32
      %t10 = arith.addf %a6, %t9 : f32
      linalg.yield %t10 : f32
  } -> tensor<2x4x32x32xf32>
  %e12 = tensor.empty() : tensor<32x32xi1>
  %g21 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e12 : tensor<32x32xi1>) {
    ^bb0(%a13: i1):
      %ix14 = linalg.index 0 : index
      %ix15 = linalg.index 1 : index
      %c16 = arith.constant 8 : index
      %t17 = arith.subi %ix14, %c16 : index
      %t18 = arith.cmpi sle, %ix15, %ix14 : index
      %t19 = arith.cmpi sge, %ix15, %t17 : index
      %t20 = arith.andi %t18, %t19 : i1
      linalg.yield %t20 : i1
  } -> tensor<32x32xi1>
  %e22 = tensor.empty() : tensor<2x4x32x32xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g11 : tensor<2x4x32x32xf32>) outs(%e22 : tensor<2x4x32x32xf32>) {
    ^bb0(%a23: f32, %a24: f32):
      %c25 = arith.constant 2.500000000e-01 : f32
      %t26 = arith.mulf %a23, %c25 : f32
      linalg.yield %t26 : f32
  } -> tensor<2x4x32x32xf32>
  %e28 = tensor.empty() : tensor<2x4x32x32xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g27, %g21 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e28 : tensor<2x4x32x32xf32>) {
    ^bb0(%a29: f32, %a30: i1, %a31: f32):
      %c32 = arith.constant -3.40282347E+38 : f32
      %t33 = arith.select %a30, %a29, %c32 : f32
      linalg.yield %t33 : f32
  } -> tensor<2x4x32x32xf32>
  %e35 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm36 = linalg.softmax dimension(3) ins(%g34 : tensor<2x4x32x32xf32>) outs(%e35 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e37 = tensor.empty() : tensor<2x32x4x16xf32>
  %c38 = arith.constant 0.000000e+00 : f32
  %f39 = linalg.fill ins(%c38 : f32) outs(%e37 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: K/V heads are not shared by groups of consecutive}}
  %g46 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h mod 2, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm36, %v : tensor<2x4x32x32xf32>, tensor<2x32x2x16xbf16>) outs(%f39 : tensor<2x32x4x16xf32>) {
    ^bb0(%a40: f32, %a41: bf16, %a42: f32):
      %t43 = arith.extf %a41 : bf16 to f32
      %t44 = arith.mulf %a40, %t43 : f32
      %t45 = arith.addf %t44, %a42 : f32
      linalg.yield %t45 : f32
  } -> tensor<2x32x4x16xf32>
  %e47 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g46 : tensor<2x32x4x16xf32>) outs(%e47 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a48: f32, %a49: bf16):
      %t50 = arith.truncf %a48 : f32 to bf16
      linalg.yield %t50 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g51 : tensor<2x32x4x16xbf16>
}

// -----

// P is also returned.
func.func @negative_probabilities_returned(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>, tensor<2x4x32x32xf32>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.maximumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.subf %a53, %a54 : f32
      %t57 = math.exp %t56 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x4x32x32xf32>
  %e59 = tensor.empty() : tensor<2x4x32xf32>
  %c60 = arith.constant 0.000000e+00 : f32
  %f61 = linalg.fill ins(%c60 : f32) outs(%e59 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g58 : tensor<2x4x32x32xf32>) outs(%f61 : tensor<2x4x32xf32>) {
    ^bb0(%a62: f32, %a63: f32):
      %t64 = arith.addf %a62, %a63 : f32
      linalg.yield %t64 : f32
  } -> tensor<2x4x32xf32>
  %e66 = tensor.empty() : tensor<2x4x32x32xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g65 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e66 : tensor<2x4x32x32xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32):
      %t70 = arith.divf %a67, %a68 : f32
      linalg.yield %t70 : f32
  } -> tensor<2x4x32x32xf32>
  %e72 = tensor.empty() : tensor<2x32x4x16xf32>
  %c73 = arith.constant 0.000000e+00 : f32
  %f74 = linalg.fill ins(%c73 : f32) outs(%e72 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: an intermediate (linalg.generic) has uses outside}}
  %g81 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g71, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f74 : tensor<2x32x4x16xf32>) {
    ^bb0(%a75: f32, %a76: bf16, %a77: f32):
      %t78 = arith.extf %a76 : bf16 to f32
      %t79 = arith.mulf %a75, %t78 : f32
      %t80 = arith.addf %t79, %a77 : f32
      linalg.yield %t80 : f32
  } -> tensor<2x32x4x16xf32>
  %e82 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g86 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g81 : tensor<2x32x4x16xf32>) outs(%e82 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a83: f32, %a84: bf16):
      %t85 = arith.truncf %a83 : f32 to bf16
      linalg.yield %t85 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g86, %g71 : tensor<2x32x4x16xbf16>, tensor<2x4x32x32xf32>
}

// -----

// the masked scores are also returned.
func.func @negative_scores_returned(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>, tensor<2x4x32x32xf32>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm46 = linalg.softmax dimension(3) ins(%g44 : tensor<2x4x32x32xf32>) outs(%e45 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e47 = tensor.empty() : tensor<2x32x4x16xf32>
  %c48 = arith.constant 0.000000e+00 : f32
  %f49 = linalg.fill ins(%c48 : f32) outs(%e47 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: an intermediate (linalg.generic) has uses outside}}
  %g56 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm46, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f49 : tensor<2x32x4x16xf32>) {
    ^bb0(%a50: f32, %a51: bf16, %a52: f32):
      %t53 = arith.extf %a51 : bf16 to f32
      %t54 = arith.mulf %a50, %t53 : f32
      %t55 = arith.addf %t54, %a52 : f32
      linalg.yield %t55 : f32
  } -> tensor<2x32x4x16xf32>
  %e57 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g61 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g56 : tensor<2x32x4x16xf32>) outs(%e57 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a58: f32, %a59: bf16):
      %t60 = arith.truncf %a58 : f32 to bf16
      linalg.yield %t60 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g61, %g44 : tensor<2x32x4x16xbf16>, tensor<2x4x32x32xf32>
}

// -----

// the row max is also returned.
func.func @negative_row_max_returned(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>, tensor<2x4x32xf32>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.maximumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.subf %a53, %a54 : f32
      %t57 = math.exp %t56 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x4x32x32xf32>
  %e59 = tensor.empty() : tensor<2x4x32xf32>
  %c60 = arith.constant 0.000000e+00 : f32
  %f61 = linalg.fill ins(%c60 : f32) outs(%e59 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g58 : tensor<2x4x32x32xf32>) outs(%f61 : tensor<2x4x32xf32>) {
    ^bb0(%a62: f32, %a63: f32):
      %t64 = arith.addf %a62, %a63 : f32
      linalg.yield %t64 : f32
  } -> tensor<2x4x32xf32>
  %e66 = tensor.empty() : tensor<2x4x32x32xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g65 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e66 : tensor<2x4x32x32xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32):
      %t70 = arith.divf %a67, %a68 : f32
      linalg.yield %t70 : f32
  } -> tensor<2x4x32x32xf32>
  %e72 = tensor.empty() : tensor<2x32x4x16xf32>
  %c73 = arith.constant 0.000000e+00 : f32
  %f74 = linalg.fill ins(%c73 : f32) outs(%e72 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: an intermediate (linalg.generic) has uses outside}}
  %g81 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g71, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f74 : tensor<2x32x4x16xf32>) {
    ^bb0(%a75: f32, %a76: bf16, %a77: f32):
      %t78 = arith.extf %a76 : bf16 to f32
      %t79 = arith.mulf %a75, %t78 : f32
      %t80 = arith.addf %t79, %a77 : f32
      linalg.yield %t80 : f32
  } -> tensor<2x32x4x16xf32>
  %e82 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g86 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g81 : tensor<2x32x4x16xf32>) outs(%e82 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a83: f32, %a84: bf16):
      %t85 = arith.truncf %a83 : f32 to bf16
      linalg.yield %t85 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g86, %g51 : tensor<2x32x4x16xbf16>, tensor<2x4x32xf32>
}

// -----

// Q.K accumulates in bf16 (no upcast).
func.func @negative_bf16_score_accumulation(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e14 = tensor.empty() : tensor<2x4x32x32xbf16>
  %c15 = arith.constant 0.000000e+00 : bf16
  %f16 = linalg.fill ins(%c15 : bf16) outs(%e14 : tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
  %g22 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f16 : tensor<2x4x32x32xbf16>) {
    ^bb0(%a17: bf16, %a18: bf16, %a19: bf16):
      %t20 = arith.mulf %a17, %a18 : bf16
      %t21 = arith.addf %a19, %t20 : bf16
      linalg.yield %t21 : bf16
  } -> tensor<2x4x32x32xbf16>
  %e23 = tensor.empty() : tensor<32x32xi1>
  %g32 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e23 : tensor<32x32xi1>) {
    ^bb0(%a24: i1):
      %ix25 = linalg.index 0 : index
      %ix26 = linalg.index 1 : index
      %c27 = arith.constant 8 : index
      %t28 = arith.subi %ix25, %c27 : index
      %t29 = arith.cmpi sle, %ix26, %ix25 : index
      %t30 = arith.cmpi sge, %ix26, %t28 : index
      %t31 = arith.andi %t29, %t30 : i1
      linalg.yield %t31 : i1
  } -> tensor<32x32xi1>
  %e33 = tensor.empty() : tensor<2x4x32x32xf32>
  %g39 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g22 : tensor<2x4x32x32xbf16>) outs(%e33 : tensor<2x4x32x32xf32>) {
    ^bb0(%a34: bf16, %a35: f32):
      %t36 = arith.extf %a34 : bf16 to f32
      %c37 = arith.constant 2.500000000e-01 : f32
      %t38 = arith.mulf %t36, %c37 : f32
      linalg.yield %t38 : f32
  } -> tensor<2x4x32x32xf32>
  %e40 = tensor.empty() : tensor<2x4x32x32xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g39, %g32 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e40 : tensor<2x4x32x32xf32>) {
    ^bb0(%a41: f32, %a42: i1, %a43: f32):
      %c44 = arith.constant -3.40282347E+38 : f32
      %t45 = arith.select %a42, %a41, %c44 : f32
      linalg.yield %t45 : f32
  } -> tensor<2x4x32x32xf32>
  %e47 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm48 = linalg.softmax dimension(3) ins(%g46 : tensor<2x4x32x32xf32>) outs(%e47 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e49 = tensor.empty() : tensor<2x32x4x16xf32>
  %c50 = arith.constant 0.000000e+00 : f32
  %f51 = linalg.fill ins(%c50 : f32) outs(%e49 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the Q·K contraction does not accumulate in f32}}
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm48, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f51 : tensor<2x32x4x16xf32>) {
    ^bb0(%a52: f32, %a53: bf16, %a54: f32):
      %t55 = arith.extf %a53 : bf16 to f32
      %t56 = arith.mulf %a52, %t55 : f32
      %t57 = arith.addf %t56, %a54 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x32x4x16xf32>
  %e59 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g63 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58 : tensor<2x32x4x16xf32>) outs(%e59 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a60: f32, %a61: bf16):
      %t62 = arith.truncf %a60 : f32 to bf16
      linalg.yield %t62 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g63 : tensor<2x32x4x16xbf16>
}

// -----

// P rounded to bf16 before P.V.
func.func @negative_bf16_probabilities(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.maximumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.subf %a53, %a54 : f32
      %t57 = math.exp %t56 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x4x32x32xf32>
  %e59 = tensor.empty() : tensor<2x4x32xf32>
  %c60 = arith.constant 0.000000e+00 : f32
  %f61 = linalg.fill ins(%c60 : f32) outs(%e59 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g58 : tensor<2x4x32x32xf32>) outs(%f61 : tensor<2x4x32xf32>) {
    ^bb0(%a62: f32, %a63: f32):
      %t64 = arith.addf %a62, %a63 : f32
      linalg.yield %t64 : f32
  } -> tensor<2x4x32xf32>
  %e66 = tensor.empty() : tensor<2x4x32x32xbf16>
  %g72 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g65 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e66 : tensor<2x4x32x32xbf16>) {
    ^bb0(%a67: f32, %a68: f32, %a69: bf16):
      %t70 = arith.divf %a67, %a68 : f32
      %t71 = arith.truncf %t70 : f32 to bf16
      linalg.yield %t71 : bf16
  } -> tensor<2x4x32x32xbf16>
  %e73 = tensor.empty() : tensor<2x32x4x16xf32>
  %c74 = arith.constant 0.000000e+00 : f32
  %f75 = linalg.fill ins(%c74 : f32) outs(%e73 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the probabilities are rounded before P·V}}
  %g83 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g72, %rep10 : tensor<2x4x32x32xbf16>, tensor<2x32x4x16xbf16>) outs(%f75 : tensor<2x32x4x16xf32>) {
    ^bb0(%a76: bf16, %a77: bf16, %a78: f32):
      %t79 = arith.extf %a76 : bf16 to f32
      %t80 = arith.extf %a77 : bf16 to f32
      %t81 = arith.mulf %t79, %t80 : f32
      %t82 = arith.addf %t81, %a78 : f32
      linalg.yield %t82 : f32
  } -> tensor<2x32x4x16xf32>
  %e84 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g88 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g83 : tensor<2x32x4x16xf32>) outs(%e84 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a85: f32, %a86: bf16):
      %t87 = arith.truncf %a85 : f32 to bf16
      linalg.yield %t87 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g88 : tensor<2x32x4x16xbf16>
}

// -----

// exp(s) / sum exp(s).
func.func @negative_exp_without_max(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.maximumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g57 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = math.exp %a53 : f32
      linalg.yield %t56 : f32
  } -> tensor<2x4x32x32xf32>
  %e58 = tensor.empty() : tensor<2x4x32xf32>
  %c59 = arith.constant 0.000000e+00 : f32
  %f60 = linalg.fill ins(%c59 : f32) outs(%e58 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g64 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g57 : tensor<2x4x32x32xf32>) outs(%f60 : tensor<2x4x32xf32>) {
    ^bb0(%a61: f32, %a62: f32):
      %t63 = arith.addf %a61, %a62 : f32
      linalg.yield %t63 : f32
  } -> tensor<2x4x32xf32>
  %e65 = tensor.empty() : tensor<2x4x32x32xf32>
  %g70 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g57, %g64 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e65 : tensor<2x4x32x32xf32>) {
    ^bb0(%a66: f32, %a67: f32, %a68: f32):
      %t69 = arith.divf %a66, %a67 : f32
      linalg.yield %t69 : f32
  } -> tensor<2x4x32x32xf32>
  %e71 = tensor.empty() : tensor<2x32x4x16xf32>
  %c72 = arith.constant 0.000000e+00 : f32
  %f73 = linalg.fill ins(%c72 : f32) outs(%e71 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the numerator is not exp(s - max)}}
  %g80 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g70, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f73 : tensor<2x32x4x16xf32>) {
    ^bb0(%a74: f32, %a75: bf16, %a76: f32):
      %t77 = arith.extf %a75 : bf16 to f32
      %t78 = arith.mulf %a74, %t77 : f32
      %t79 = arith.addf %t78, %a76 : f32
      linalg.yield %t79 : f32
  } -> tensor<2x32x4x16xf32>
  %e81 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g85 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g80 : tensor<2x32x4x16xf32>) outs(%e81 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a82: f32, %a83: bf16):
      %t84 = arith.truncf %a82 : f32 to bf16
      linalg.yield %t84 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g85 : tensor<2x32x4x16xbf16>
}

// -----

// fill -100.
func.func @negative_fill_small(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -1.000000e+02 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm46 = linalg.softmax dimension(3) ins(%g44 : tensor<2x4x32x32xf32>) outs(%e45 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e47 = tensor.empty() : tensor<2x32x4x16xf32>
  %c48 = arith.constant 0.000000e+00 : f32
  %f49 = linalg.fill ins(%c48 : f32) outs(%e47 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the mask fill is not -inf or a large negative}}
  %g56 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm46, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f49 : tensor<2x32x4x16xf32>) {
    ^bb0(%a50: f32, %a51: bf16, %a52: f32):
      %t53 = arith.extf %a51 : bf16 to f32
      %t54 = arith.mulf %a50, %t53 : f32
      %t55 = arith.addf %t54, %a52 : f32
      linalg.yield %t55 : f32
  } -> tensor<2x32x4x16xf32>
  %e57 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g61 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g56 : tensor<2x32x4x16xf32>) outs(%e57 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a58: f32, %a59: bf16):
      %t60 = arith.truncf %a58 : f32 to bf16
      linalg.yield %t60 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g61 : tensor<2x32x4x16xbf16>
}

// -----

// the denominator sum starts at 1.
func.func @negative_sum_starts_at_one(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.maximumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.subf %a53, %a54 : f32
      %t57 = math.exp %t56 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x4x32x32xf32>
  %e59 = tensor.empty() : tensor<2x4x32xf32>
  %c60 = arith.constant 1.000000e+00 : f32
  %f61 = linalg.fill ins(%c60 : f32) outs(%e59 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g58 : tensor<2x4x32x32xf32>) outs(%f61 : tensor<2x4x32xf32>) {
    ^bb0(%a62: f32, %a63: f32):
      %t64 = arith.addf %a62, %a63 : f32
      linalg.yield %t64 : f32
  } -> tensor<2x4x32xf32>
  %e66 = tensor.empty() : tensor<2x4x32x32xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g65 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e66 : tensor<2x4x32x32xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32):
      %t70 = arith.divf %a67, %a68 : f32
      linalg.yield %t70 : f32
  } -> tensor<2x4x32x32xf32>
  %e72 = tensor.empty() : tensor<2x32x4x16xf32>
  %c73 = arith.constant 0.000000e+00 : f32
  %f74 = linalg.fill ins(%c73 : f32) outs(%e72 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the denominator sum does not start at 0}}
  %g81 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g71, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f74 : tensor<2x32x4x16xf32>) {
    ^bb0(%a75: f32, %a76: bf16, %a77: f32):
      %t78 = arith.extf %a76 : bf16 to f32
      %t79 = arith.mulf %a75, %t78 : f32
      %t80 = arith.addf %t79, %a77 : f32
      linalg.yield %t80 : f32
  } -> tensor<2x32x4x16xf32>
  %e82 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g86 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g81 : tensor<2x32x4x16xf32>) outs(%e82 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a83: f32, %a84: bf16):
      %t85 = arith.truncf %a83 : f32 to bf16
      linalg.yield %t85 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g86 : tensor<2x32x4x16xbf16>
}

// -----

// the P.V accumulator starts at 1.
func.func @negative_pv_starts_at_one(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm46 = linalg.softmax dimension(3) ins(%g44 : tensor<2x4x32x32xf32>) outs(%e45 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e47 = tensor.empty() : tensor<2x32x4x16xf32>
  %c48 = arith.constant 1.000000e+00 : f32
  %f49 = linalg.fill ins(%c48 : f32) outs(%e47 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the P·V accumulator does not start at 0}}
  %g56 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm46, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f49 : tensor<2x32x4x16xf32>) {
    ^bb0(%a50: f32, %a51: bf16, %a52: f32):
      %t53 = arith.extf %a51 : bf16 to f32
      %t54 = arith.mulf %a50, %t53 : f32
      %t55 = arith.addf %t54, %a52 : f32
      linalg.yield %t55 : f32
  } -> tensor<2x32x4x16xf32>
  %e57 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g61 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g56 : tensor<2x32x4x16xf32>) outs(%e57 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a58: f32, %a59: bf16):
      %t60 = arith.truncf %a58 : f32 to bf16
      linalg.yield %t60 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g61 : tensor<2x32x4x16xbf16>
}

// -----

// scores * %alpha (a function argument).
func.func @negative_scale_argument(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>, %alpha: f32) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %alpha : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm46 = linalg.softmax dimension(3) ins(%g44 : tensor<2x4x32x32xf32>) outs(%e45 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e47 = tensor.empty() : tensor<2x32x4x16xf32>
  %c48 = arith.constant 0.000000e+00 : f32
  %f49 = linalg.fill ins(%c48 : f32) outs(%e47 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the score logic reads a scalar computed outside it}}
  %g56 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm46, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f49 : tensor<2x32x4x16xf32>) {
    ^bb0(%a50: f32, %a51: bf16, %a52: f32):
      %t53 = arith.extf %a51 : bf16 to f32
      %t54 = arith.mulf %a50, %t53 : f32
      %t55 = arith.addf %t54, %a52 : f32
      linalg.yield %t55 : f32
  } -> tensor<2x32x4x16xf32>
  %e57 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g61 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g56 : tensor<2x32x4x16xf32>) outs(%e57 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a58: f32, %a59: bf16):
      %t60 = arith.truncf %a58 : f32 to bf16
      linalg.yield %t60 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g61 : tensor<2x32x4x16xbf16>
}

// -----

// z + exp(1 - m).
func.func @negative_sink_constant_one(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.maximumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.subf %a53, %a54 : f32
      %t57 = math.exp %t56 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x4x32x32xf32>
  %e59 = tensor.empty() : tensor<2x4x32xf32>
  %c60 = arith.constant 0.000000e+00 : f32
  %f61 = linalg.fill ins(%c60 : f32) outs(%e59 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g58 : tensor<2x4x32x32xf32>) outs(%f61 : tensor<2x4x32xf32>) {
    ^bb0(%a62: f32, %a63: f32):
      %t64 = arith.addf %a62, %a63 : f32
      linalg.yield %t64 : f32
  } -> tensor<2x4x32xf32>
  %e66 = tensor.empty() : tensor<2x4x32x32xf32>
  %g76 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g65, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%e66 : tensor<2x4x32x32xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32, %a70: f32):
      %c71 = arith.constant 1.000000000e+00 : f32
      %t72 = arith.subf %c71, %a69 : f32
      %t73 = math.exp %t72 : f32
      %t74 = arith.addf %a68, %t73 : f32
      %t75 = arith.divf %a67, %t74 : f32
      linalg.yield %t75 : f32
  } -> tensor<2x4x32x32xf32>
  %e77 = tensor.empty() : tensor<2x32x4x16xf32>
  %c78 = arith.constant 0.000000e+00 : f32
  %f79 = linalg.fill ins(%c78 : f32) outs(%e77 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the denominator is not a sum reduction}}
  %g86 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g76, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f79 : tensor<2x32x4x16xf32>) {
    ^bb0(%a80: f32, %a81: bf16, %a82: f32):
      %t83 = arith.extf %a81 : bf16 to f32
      %t84 = arith.mulf %a80, %t83 : f32
      %t85 = arith.addf %t84, %a82 : f32
      linalg.yield %t85 : f32
  } -> tensor<2x32x4x16xf32>
  %e87 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g91 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g86 : tensor<2x32x4x16xf32>) outs(%e87 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a88: f32, %a89: bf16):
      %t90 = arith.truncf %a88 : f32 to bf16
      linalg.yield %t90 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g91 : tensor<2x32x4x16xbf16>
}

// -----

// z + exp(sink[i] - m), sink [Sq].
func.func @negative_sink_per_query(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>, %sink: tensor<32xf32>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0xFF800000 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.maximumf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.subf %a53, %a54 : f32
      %t57 = math.exp %t56 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x4x32x32xf32>
  %e59 = tensor.empty() : tensor<2x4x32xf32>
  %c60 = arith.constant 0.000000e+00 : f32
  %f61 = linalg.fill ins(%c60 : f32) outs(%e59 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g58 : tensor<2x4x32x32xf32>) outs(%f61 : tensor<2x4x32xf32>) {
    ^bb0(%a62: f32, %a63: f32):
      %t64 = arith.addf %a62, %a63 : f32
      linalg.yield %t64 : f32
  } -> tensor<2x4x32xf32>
  %e66 = tensor.empty() : tensor<2x4x32x32xf32>
  %g76 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g65, %g51, %sink : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>, tensor<32xf32>) outs(%e66 : tensor<2x4x32x32xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32, %a70: f32, %a71: f32):
      %t72 = arith.subf %a70, %a69 : f32
      %t73 = math.exp %t72 : f32
      %t74 = arith.addf %a68, %t73 : f32
      %t75 = arith.divf %a67, %t74 : f32
      linalg.yield %t75 : f32
  } -> tensor<2x4x32x32xf32>
  %e77 = tensor.empty() : tensor<2x32x4x16xf32>
  %c78 = arith.constant 0.000000e+00 : f32
  %f79 = linalg.fill ins(%c78 : f32) outs(%e77 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the sink is not an f32 [Hq] tensor indexed by the}}
  %g86 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g76, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f79 : tensor<2x32x4x16xf32>) {
    ^bb0(%a80: f32, %a81: bf16, %a82: f32):
      %t83 = arith.extf %a81 : bf16 to f32
      %t84 = arith.mulf %a80, %t83 : f32
      %t85 = arith.addf %t84, %a82 : f32
      linalg.yield %t85 : f32
  } -> tensor<2x32x4x16xf32>
  %e87 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g91 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g86 : tensor<2x32x4x16xf32>) outs(%e87 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a88: f32, %a89: bf16):
      %t90 = arith.truncf %a88 : f32 to bf16
      linalg.yield %t90 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g91 : tensor<2x32x4x16xbf16>
}

// -----

// Q bf16, K/V f16.
func.func @negative_mixed_element_types(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xf16>, %v: tensor<2x32x2x16xf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xf16>) outs(%e1 : tensor<2x32x2x2x16xf16>) {
    ^bb0(%a2: f16, %a3: f16):
      linalg.yield %a2 : f16
  } -> tensor<2x32x2x2x16xf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xf16> into tensor<2x32x4x16xf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xf16>) outs(%e6 : tensor<2x32x2x2x16xf16>) {
    ^bb0(%a7: f16, %a8: f16):
      linalg.yield %a7 : f16
  } -> tensor<2x32x2x2x16xf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xf16> into tensor<2x32x4x16xf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: f16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : f16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm46 = linalg.softmax dimension(3) ins(%g44 : tensor<2x4x32x32xf32>) outs(%e45 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e47 = tensor.empty() : tensor<2x32x4x16xf32>
  %c48 = arith.constant 0.000000e+00 : f32
  %f49 = linalg.fill ins(%c48 : f32) outs(%e47 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: Q, K and V have different element types}}
  %g56 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm46, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xf16>) outs(%f49 : tensor<2x32x4x16xf32>) {
    ^bb0(%a50: f32, %a51: f16, %a52: f32):
      %t53 = arith.extf %a51 : f16 to f32
      %t54 = arith.mulf %a50, %t53 : f32
      %t55 = arith.addf %t54, %a52 : f32
      linalg.yield %t55 : f32
  } -> tensor<2x32x4x16xf32>
  %e57 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g61 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g56 : tensor<2x32x4x16xf32>) outs(%e57 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a58: f32, %a59: bf16):
      %t60 = arith.truncf %a58 : f32 to bf16
      linalg.yield %t60 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g61 : tensor<2x32x4x16xbf16>
}

// -----

// j <= 2 * i.
func.func @negative_mask_not_unit_band(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g28 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %t26 = arith.addi %ix24, %ix24 : index
      %t27 = arith.cmpi sle, %ix25, %t26 : index
      linalg.yield %t27 : i1
  } -> tensor<32x32xi1>
  %e29 = tensor.empty() : tensor<2x4x32x32xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e29 : tensor<2x4x32x32xf32>) {
    ^bb0(%a30: f32, %a31: f32):
      %c32 = arith.constant 2.500000000e-01 : f32
      %t33 = arith.mulf %a30, %c32 : f32
      linalg.yield %t33 : f32
  } -> tensor<2x4x32x32xf32>
  %e35 = tensor.empty() : tensor<2x4x32x32xf32>
  %g41 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g34, %g28 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e35 : tensor<2x4x32x32xf32>) {
    ^bb0(%a36: f32, %a37: i1, %a38: f32):
      %c39 = arith.constant -3.40282347E+38 : f32
      %t40 = arith.select %a37, %a36, %c39 : f32
      linalg.yield %t40 : f32
  } -> tensor<2x4x32x32xf32>
  %e42 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm43 = linalg.softmax dimension(3) ins(%g41 : tensor<2x4x32x32xf32>) outs(%e42 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e44 = tensor.empty() : tensor<2x32x4x16xf32>
  %c45 = arith.constant 0.000000e+00 : f32
  %f46 = linalg.fill ins(%c45 : f32) outs(%e44 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the mask is not a band of j - i}}
  %g53 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm43, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f46 : tensor<2x32x4x16xf32>) {
    ^bb0(%a47: f32, %a48: bf16, %a49: f32):
      %t50 = arith.extf %a48 : bf16 to f32
      %t51 = arith.mulf %a47, %t50 : f32
      %t52 = arith.addf %t51, %a49 : f32
      linalg.yield %t52 : f32
  } -> tensor<2x32x4x16xf32>
  %e54 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g53 : tensor<2x32x4x16xf32>) outs(%e54 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a55: f32, %a56: bf16):
      %t57 = arith.truncf %a55 : f32 to bf16
      linalg.yield %t57 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g58 : tensor<2x32x4x16xbf16>
}

// -----

// j == i (equality comparison).
func.func @negative_mask_equality(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g27 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %t26 = arith.cmpi eq, %ix25, %ix24 : index
      linalg.yield %t26 : i1
  } -> tensor<32x32xi1>
  %e28 = tensor.empty() : tensor<2x4x32x32xf32>
  %g33 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e28 : tensor<2x4x32x32xf32>) {
    ^bb0(%a29: f32, %a30: f32):
      %c31 = arith.constant 2.500000000e-01 : f32
      %t32 = arith.mulf %a29, %c31 : f32
      linalg.yield %t32 : f32
  } -> tensor<2x4x32x32xf32>
  %e34 = tensor.empty() : tensor<2x4x32x32xf32>
  %g40 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g33, %g27 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e34 : tensor<2x4x32x32xf32>) {
    ^bb0(%a35: f32, %a36: i1, %a37: f32):
      %c38 = arith.constant -3.40282347E+38 : f32
      %t39 = arith.select %a36, %a35, %c38 : f32
      linalg.yield %t39 : f32
  } -> tensor<2x4x32x32xf32>
  %e41 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm42 = linalg.softmax dimension(3) ins(%g40 : tensor<2x4x32x32xf32>) outs(%e41 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e43 = tensor.empty() : tensor<2x32x4x16xf32>
  %c44 = arith.constant 0.000000e+00 : f32
  %f45 = linalg.fill ins(%c44 : f32) outs(%e43 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the mask uses an equality comparison}}
  %g52 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm42, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f45 : tensor<2x32x4x16xf32>) {
    ^bb0(%a46: f32, %a47: bf16, %a48: f32):
      %t49 = arith.extf %a47 : bf16 to f32
      %t50 = arith.mulf %a46, %t49 : f32
      %t51 = arith.addf %t50, %a48 : f32
      linalg.yield %t51 : f32
  } -> tensor<2x32x4x16xf32>
  %e53 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g57 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g52 : tensor<2x32x4x16xf32>) outs(%e53 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a54: f32, %a55: bf16):
      %t56 = arith.truncf %a54 : f32 to bf16
      linalg.yield %t56 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g57 : tensor<2x32x4x16xbf16>
}

// -----

// MQA without a head dim: the mask compares j with i + h.
func.func @negative_mqa_mask_uses_head(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x16xbf16>, %v: tensor<2x32x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xbf16>, tensor<2x32x16xbf16>) outs(%f3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a4: bf16, %a5: bf16, %a6: f32):
      %t7 = arith.extf %a4 : bf16 to f32
      %t8 = arith.extf %a5 : bf16 to f32
      %t9 = arith.mulf %t7, %t8 : f32
      %t10 = arith.addf %a6, %t9 : f32
      linalg.yield %t10 : f32
  } -> tensor<2x4x32x32xf32>
  %e12 = tensor.empty() : tensor<2x4x32x32xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g11 : tensor<2x4x32x32xf32>) outs(%e12 : tensor<2x4x32x32xf32>) {
    ^bb0(%a13: f32, %a14: f32):
      %c15 = arith.constant 2.500000000e-01 : f32
      %t16 = arith.mulf %a13, %c15 : f32
      linalg.yield %t16 : f32
  } -> tensor<2x4x32x32xf32>
  %e18 = tensor.empty() : tensor<2x4x32x32xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g17 : tensor<2x4x32x32xf32>) outs(%e18 : tensor<2x4x32x32xf32>) {
    ^bb0(%a19: f32, %a20: f32):
      %ix21 = linalg.index 2 : index
      %ix22 = linalg.index 3 : index
      %ix23 = linalg.index 0 : index
      %ix24 = linalg.index 1 : index
      %t25 = arith.addi %ix21, %ix24 : index
      %t26 = arith.cmpi sle, %ix22, %t25 : index
      %c27 = arith.constant -3.40282347E+38 : f32
      %t28 = arith.select %t26, %a19, %c27 : f32
      linalg.yield %t28 : f32
  } -> tensor<2x4x32x32xf32>
  %e30 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm31 = linalg.softmax dimension(3) ins(%g29 : tensor<2x4x32x32xf32>) outs(%e30 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e32 = tensor.empty() : tensor<2x32x4x16xf32>
  %c33 = arith.constant 0.000000e+00 : f32
  %f34 = linalg.fill ins(%c33 : f32) outs(%e32 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the mask depends on an index other than the query and key positions (batch or head)}}
  %g41 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm31, %v : tensor<2x4x32x32xf32>, tensor<2x32x16xbf16>) outs(%f34 : tensor<2x32x4x16xf32>) {
    ^bb0(%a35: f32, %a36: bf16, %a37: f32):
      %t38 = arith.extf %a36 : bf16 to f32
      %t39 = arith.mulf %a35, %t38 : f32
      %t40 = arith.addf %t39, %a37 : f32
      linalg.yield %t40 : f32
  } -> tensor<2x32x4x16xf32>
  %e42 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g46 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g41 : tensor<2x32x4x16xf32>) outs(%e42 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a43: f32, %a44: bf16):
      %t45 = arith.truncf %a43 : f32 to bf16
      linalg.yield %t45 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g46 : tensor<2x32x4x16xbf16>
}

// -----

// the LSE m + log2(z) of an exp softmax (mixed bases).
func.func @negative_lse_log2_with_exp(%q: tensor<2x32x4x16xf32>, %k: tensor<2x32x2x16xf32>, %v: tensor<2x32x2x16xf32>) -> (tensor<2x32x4x16xf32>, tensor<2x4x32xf32>) {
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h floordiv 2, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xf32>, tensor<2x32x2x16xf32>) outs(%f3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a4: f32, %a5: f32, %a6: f32):
      %t7 = arith.mulf %a4, %a5 : f32
      %t8 = arith.addf %a6, %t7 : f32
      linalg.yield %t8 : f32
  } -> tensor<2x4x32x32xf32>
  %e10 = tensor.empty() : tensor<32x32xi1>
  %g15 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e10 : tensor<32x32xi1>) {
    ^bb0(%a11: i1):
      %ix12 = linalg.index 0 : index
      %ix13 = linalg.index 1 : index
      %t14 = arith.cmpi sle, %ix13, %ix12 : index
      linalg.yield %t14 : i1
  } -> tensor<32x32xi1>
  %e16 = tensor.empty() : tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g9 : tensor<2x4x32x32xf32>) outs(%e16 : tensor<2x4x32x32xf32>) {
    ^bb0(%a17: f32, %a18: f32):
      %c19 = arith.constant 2.500000000e-01 : f32
      %t20 = arith.mulf %a17, %c19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<2x4x32x32xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21, %g15 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e22 : tensor<2x4x32x32xf32>) {
    ^bb0(%a23: f32, %a24: i1, %a25: f32):
      %c26 = arith.constant -3.40282347E+38 : f32
      %t27 = arith.select %a24, %a23, %c26 : f32
      linalg.yield %t27 : f32
  } -> tensor<2x4x32x32xf32>
  %e29 = tensor.empty() : tensor<2x4x32xf32>
  %c30 = arith.constant 0xFF800000 : f32
  %f31 = linalg.fill ins(%c30 : f32) outs(%e29 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g28 : tensor<2x4x32x32xf32>) outs(%f31 : tensor<2x4x32xf32>) {
    ^bb0(%a32: f32, %a33: f32):
      %t34 = arith.maximumf %a32, %a33 : f32
      linalg.yield %t34 : f32
  } -> tensor<2x4x32xf32>
  %e36 = tensor.empty() : tensor<2x4x32x32xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g28, %g35 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e36 : tensor<2x4x32x32xf32>) {
    ^bb0(%a37: f32, %a38: f32, %a39: f32):
      %t40 = arith.subf %a37, %a38 : f32
      %t41 = math.exp %t40 : f32
      linalg.yield %t41 : f32
  } -> tensor<2x4x32x32xf32>
  %e43 = tensor.empty() : tensor<2x4x32xf32>
  %c44 = arith.constant 0.000000e+00 : f32
  %f45 = linalg.fill ins(%c44 : f32) outs(%e43 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g49 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g42 : tensor<2x4x32x32xf32>) outs(%f45 : tensor<2x4x32xf32>) {
    ^bb0(%a46: f32, %a47: f32):
      %t48 = arith.addf %a46, %a47 : f32
      linalg.yield %t48 : f32
  } -> tensor<2x4x32xf32>
  %e50 = tensor.empty() : tensor<2x4x32x32xf32>
  %g55 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g42, %g49 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e50 : tensor<2x4x32x32xf32>) {
    ^bb0(%a51: f32, %a52: f32, %a53: f32):
      %t54 = arith.divf %a51, %a52 : f32
      linalg.yield %t54 : f32
  } -> tensor<2x4x32x32xf32>
  %e56 = tensor.empty() : tensor<2x4x32xf32>
  %g62 = linalg.generic {indexing_maps = [affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g35, %g49 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%e56 : tensor<2x4x32xf32>) {
    ^bb0(%a57: f32, %a58: f32, %a59: f32):
      %t60 = math.log2 %a58 : f32
      %t61 = arith.addf %a57, %t60 : f32
      linalg.yield %t61 : f32
  } -> tensor<2x4x32xf32>
  %e63 = tensor.empty() : tensor<2x32x4x16xf32>
  %c64 = arith.constant 0.000000e+00 : f32
  %f65 = linalg.fill ins(%c64 : f32) outs(%e63 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the log-sum-exp's logarithm is not in the base of the softmax's exponent}}
  %g71 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h floordiv 2, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g55, %v : tensor<2x4x32x32xf32>, tensor<2x32x2x16xf32>) outs(%f65 : tensor<2x32x4x16xf32>) {
    ^bb0(%a66: f32, %a67: f32, %a68: f32):
      %t69 = arith.mulf %a66, %a67 : f32
      %t70 = arith.addf %t69, %a68 : f32
      linalg.yield %t70 : f32
  } -> tensor<2x32x4x16xf32>
  return %g71, %g62 : tensor<2x32x4x16xf32>, tensor<2x4x32xf32>
}

// -----

// the LSE log(z) without the row maximum.
func.func @negative_lse_no_max(%q: tensor<2x32x4x16xf32>, %k: tensor<2x32x4x16xf32>, %v: tensor<2x32x4x16xf32>) -> (tensor<2x32x4x16xf32>, tensor<2x4x32xf32>) {
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) outs(%f3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a4: f32, %a5: f32, %a6: f32):
      %t7 = arith.mulf %a4, %a5 : f32
      %t8 = arith.addf %a6, %t7 : f32
      linalg.yield %t8 : f32
  } -> tensor<2x4x32x32xf32>
  %e10 = tensor.empty() : tensor<32x32xi1>
  %g15 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e10 : tensor<32x32xi1>) {
    ^bb0(%a11: i1):
      %ix12 = linalg.index 0 : index
      %ix13 = linalg.index 1 : index
      %t14 = arith.cmpi sle, %ix13, %ix12 : index
      linalg.yield %t14 : i1
  } -> tensor<32x32xi1>
  %e16 = tensor.empty() : tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g9 : tensor<2x4x32x32xf32>) outs(%e16 : tensor<2x4x32x32xf32>) {
    ^bb0(%a17: f32, %a18: f32):
      %c19 = arith.constant 2.500000000e-01 : f32
      %t20 = arith.mulf %a17, %c19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<2x4x32x32xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21, %g15 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e22 : tensor<2x4x32x32xf32>) {
    ^bb0(%a23: f32, %a24: i1, %a25: f32):
      %c26 = arith.constant -3.40282347E+38 : f32
      %t27 = arith.select %a24, %a23, %c26 : f32
      linalg.yield %t27 : f32
  } -> tensor<2x4x32x32xf32>
  %e29 = tensor.empty() : tensor<2x4x32xf32>
  %c30 = arith.constant 0xFF800000 : f32
  %f31 = linalg.fill ins(%c30 : f32) outs(%e29 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g28 : tensor<2x4x32x32xf32>) outs(%f31 : tensor<2x4x32xf32>) {
    ^bb0(%a32: f32, %a33: f32):
      %t34 = arith.maximumf %a32, %a33 : f32
      linalg.yield %t34 : f32
  } -> tensor<2x4x32xf32>
  %e36 = tensor.empty() : tensor<2x4x32x32xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g28, %g35 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e36 : tensor<2x4x32x32xf32>) {
    ^bb0(%a37: f32, %a38: f32, %a39: f32):
      %t40 = arith.subf %a37, %a38 : f32
      %t41 = math.exp %t40 : f32
      linalg.yield %t41 : f32
  } -> tensor<2x4x32x32xf32>
  %e43 = tensor.empty() : tensor<2x4x32xf32>
  %c44 = arith.constant 0.000000e+00 : f32
  %f45 = linalg.fill ins(%c44 : f32) outs(%e43 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g49 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g42 : tensor<2x4x32x32xf32>) outs(%f45 : tensor<2x4x32xf32>) {
    ^bb0(%a46: f32, %a47: f32):
      %t48 = arith.addf %a46, %a47 : f32
      linalg.yield %t48 : f32
  } -> tensor<2x4x32xf32>
  %e50 = tensor.empty() : tensor<2x4x32x32xf32>
  %g55 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g42, %g49 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e50 : tensor<2x4x32x32xf32>) {
    ^bb0(%a51: f32, %a52: f32, %a53: f32):
      %t54 = arith.divf %a51, %a52 : f32
      linalg.yield %t54 : f32
  } -> tensor<2x4x32x32xf32>
  %e56 = tensor.empty() : tensor<2x4x32xf32>
  %g61 = linalg.generic {indexing_maps = [affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g35, %g49 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%e56 : tensor<2x4x32xf32>) {
    ^bb0(%a57: f32, %a58: f32, %a59: f32):
      %t60 = math.log %a58 : f32
      linalg.yield %t60 : f32
  } -> tensor<2x4x32xf32>
  %e62 = tensor.empty() : tensor<2x32x4x16xf32>
  %c63 = arith.constant 0.000000e+00 : f32
  %f64 = linalg.fill ins(%c63 : f32) outs(%e62 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the log-sum-exp is not max + log(sum) of the softmax}}
  %g70 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g55, %v : tensor<2x4x32x32xf32>, tensor<2x32x4x16xf32>) outs(%f64 : tensor<2x32x4x16xf32>) {
    ^bb0(%a65: f32, %a66: f32, %a67: f32):
      %t68 = arith.mulf %a65, %a66 : f32
      %t69 = arith.addf %t68, %a67 : f32
      linalg.yield %t69 : f32
  } -> tensor<2x32x4x16xf32>
  return %g70, %g61 : tensor<2x32x4x16xf32>, tensor<2x4x32xf32>
}

// -----

// off-by-one softmax, but the LSE leaves the sink term out of its log.
func.func @negative_lse_without_sink(%q: tensor<2x32x4x16xf32>, %k: tensor<2x32x4x16xf32>, %v: tensor<2x32x4x16xf32>) -> (tensor<2x32x4x16xf32>, tensor<2x4x32xf32>) {
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) outs(%f3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a4: f32, %a5: f32, %a6: f32):
      %t7 = arith.mulf %a4, %a5 : f32
      %t8 = arith.addf %a6, %t7 : f32
      linalg.yield %t8 : f32
  } -> tensor<2x4x32x32xf32>
  %e10 = tensor.empty() : tensor<2x4x32x32xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g9 : tensor<2x4x32x32xf32>) outs(%e10 : tensor<2x4x32x32xf32>) {
    ^bb0(%a11: f32, %a12: f32):
      %c13 = arith.constant 2.500000000e-01 : f32
      %t14 = arith.mulf %a11, %c13 : f32
      linalg.yield %t14 : f32
  } -> tensor<2x4x32x32xf32>
  %e16 = tensor.empty() : tensor<2x4x32xf32>
  %c17 = arith.constant 0xFF800000 : f32
  %f18 = linalg.fill ins(%c17 : f32) outs(%e16 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g15 : tensor<2x4x32x32xf32>) outs(%f18 : tensor<2x4x32xf32>) {
    ^bb0(%a19: f32, %a20: f32):
      %t21 = arith.maximumf %a19, %a20 : f32
      linalg.yield %t21 : f32
  } -> tensor<2x4x32xf32>
  %e23 = tensor.empty() : tensor<2x4x32x32xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g15, %g22 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e23 : tensor<2x4x32x32xf32>) {
    ^bb0(%a24: f32, %a25: f32, %a26: f32):
      %t27 = arith.subf %a24, %a25 : f32
      %t28 = math.exp %t27 : f32
      linalg.yield %t28 : f32
  } -> tensor<2x4x32x32xf32>
  %e30 = tensor.empty() : tensor<2x4x32xf32>
  %c31 = arith.constant 0.000000e+00 : f32
  %f32 = linalg.fill ins(%c31 : f32) outs(%e30 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g29 : tensor<2x4x32x32xf32>) outs(%f32 : tensor<2x4x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %t35 = arith.addf %a33, %a34 : f32
      linalg.yield %t35 : f32
  } -> tensor<2x4x32xf32>
  %e37 = tensor.empty() : tensor<2x4x32x32xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g29, %g36, %g22 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%e37 : tensor<2x4x32x32xf32>) {
    ^bb0(%a38: f32, %a39: f32, %a40: f32, %a41: f32):
      %c42 = arith.constant 0.000000000e+00 : f32
      %t43 = arith.subf %c42, %a40 : f32
      %t44 = math.exp %t43 : f32
      %t45 = arith.addf %a39, %t44 : f32
      %t46 = arith.divf %a38, %t45 : f32
      linalg.yield %t46 : f32
  } -> tensor<2x4x32x32xf32>
  %e48 = tensor.empty() : tensor<2x4x32xf32>
  %g54 = linalg.generic {indexing_maps = [affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g22, %g36 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%e48 : tensor<2x4x32xf32>) {
    ^bb0(%a49: f32, %a50: f32, %a51: f32):
      %t52 = math.log %a50 : f32
      %t53 = arith.addf %a49, %t52 : f32
      linalg.yield %t53 : f32
  } -> tensor<2x4x32xf32>
  %e55 = tensor.empty() : tensor<2x32x4x16xf32>
  %c56 = arith.constant 0.000000e+00 : f32
  %f57 = linalg.fill ins(%c56 : f32) outs(%e55 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the log-sum-exp's log is not of the softmax's denominator at the same rows}}
  %g63 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g47, %v : tensor<2x4x32x32xf32>, tensor<2x32x4x16xf32>) outs(%f57 : tensor<2x32x4x16xf32>) {
    ^bb0(%a58: f32, %a59: f32, %a60: f32):
      %t61 = arith.mulf %a58, %a59 : f32
      %t62 = arith.addf %t61, %a60 : f32
      linalg.yield %t62 : f32
  } -> tensor<2x32x4x16xf32>
  return %g63, %g54 : tensor<2x32x4x16xf32>, tensor<2x4x32xf32>
}

// -----

// the LSE reads the sum at row Sq-1-i.
func.func @negative_lse_other_rows(%q: tensor<2x32x4x16xf32>, %k: tensor<2x32x4x16xf32>, %v: tensor<2x32x4x16xf32>) -> (tensor<2x32x4x16xf32>, tensor<2x4x32xf32>) {
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) outs(%f3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a4: f32, %a5: f32, %a6: f32):
      %t7 = arith.mulf %a4, %a5 : f32
      %t8 = arith.addf %a6, %t7 : f32
      linalg.yield %t8 : f32
  } -> tensor<2x4x32x32xf32>
  %e10 = tensor.empty() : tensor<2x4x32x32xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g9 : tensor<2x4x32x32xf32>) outs(%e10 : tensor<2x4x32x32xf32>) {
    ^bb0(%a11: f32, %a12: f32):
      %c13 = arith.constant 2.500000000e-01 : f32
      %t14 = arith.mulf %a11, %c13 : f32
      linalg.yield %t14 : f32
  } -> tensor<2x4x32x32xf32>
  %e16 = tensor.empty() : tensor<2x4x32xf32>
  %c17 = arith.constant 0xFF800000 : f32
  %f18 = linalg.fill ins(%c17 : f32) outs(%e16 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g15 : tensor<2x4x32x32xf32>) outs(%f18 : tensor<2x4x32xf32>) {
    ^bb0(%a19: f32, %a20: f32):
      %t21 = arith.maximumf %a19, %a20 : f32
      linalg.yield %t21 : f32
  } -> tensor<2x4x32xf32>
  %e23 = tensor.empty() : tensor<2x4x32x32xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g15, %g22 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e23 : tensor<2x4x32x32xf32>) {
    ^bb0(%a24: f32, %a25: f32, %a26: f32):
      %t27 = arith.subf %a24, %a25 : f32
      %t28 = math.exp %t27 : f32
      linalg.yield %t28 : f32
  } -> tensor<2x4x32x32xf32>
  %e30 = tensor.empty() : tensor<2x4x32xf32>
  %c31 = arith.constant 0.000000e+00 : f32
  %f32 = linalg.fill ins(%c31 : f32) outs(%e30 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g29 : tensor<2x4x32x32xf32>) outs(%f32 : tensor<2x4x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %t35 = arith.addf %a33, %a34 : f32
      linalg.yield %t35 : f32
  } -> tensor<2x4x32xf32>
  %e37 = tensor.empty() : tensor<2x4x32x32xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g29, %g36 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e37 : tensor<2x4x32x32xf32>) {
    ^bb0(%a38: f32, %a39: f32, %a40: f32):
      %t41 = arith.divf %a38, %a39 : f32
      linalg.yield %t41 : f32
  } -> tensor<2x4x32x32xf32>
  %e43 = tensor.empty() : tensor<2x4x32xf32>
  %g49 = linalg.generic {indexing_maps = [affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, 31 - i)>, affine_map<(b, h, i) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g22, %g36 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%e43 : tensor<2x4x32xf32>) {
    ^bb0(%a44: f32, %a45: f32, %a46: f32):
      %t47 = math.log %a45 : f32
      %t48 = arith.addf %a44, %t47 : f32
      linalg.yield %t48 : f32
  } -> tensor<2x4x32xf32>
  %e50 = tensor.empty() : tensor<2x32x4x16xf32>
  %c51 = arith.constant 0.000000e+00 : f32
  %f52 = linalg.fill ins(%c51 : f32) outs(%e50 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the log-sum-exp's log is not of the softmax's denominator at the same rows}}
  %g58 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g42, %v : tensor<2x4x32x32xf32>, tensor<2x32x4x16xf32>) outs(%f52 : tensor<2x32x4x16xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.mulf %a53, %a54 : f32
      %t57 = arith.addf %t56, %a55 : f32
      linalg.yield %t57 : f32
  } -> tensor<2x32x4x16xf32>
  return %g58, %g49 : tensor<2x32x4x16xf32>, tensor<2x4x32xf32>
}

// -----

// a boolean mask argument with a -inf fill: a fully masked row is NaN in the program.
func.func @negative_mask_arg_ninf(%q: tensor<2x32x4x16xf32>, %k: tensor<2x32x4x16xf32>, %v: tensor<2x32x4x16xf32>, %mask: tensor<2x1x32x32xi1>) -> (tensor<2x32x4x16xf32>) {
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) outs(%f3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a4: f32, %a5: f32, %a6: f32):
      %t7 = arith.mulf %a4, %a5 : f32
      %t8 = arith.addf %a6, %t7 : f32
      linalg.yield %t8 : f32
  } -> tensor<2x4x32x32xf32>
  %e10 = tensor.empty() : tensor<2x4x32x32xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g9 : tensor<2x4x32x32xf32>) outs(%e10 : tensor<2x4x32x32xf32>) {
    ^bb0(%a11: f32, %a12: f32):
      %c13 = arith.constant 2.500000000e-01 : f32
      %t14 = arith.mulf %a11, %c13 : f32
      linalg.yield %t14 : f32
  } -> tensor<2x4x32x32xf32>
  %e16 = tensor.empty() : tensor<2x4x32x32xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, 0, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g15, %mask : tensor<2x4x32x32xf32>, tensor<2x1x32x32xi1>) outs(%e16 : tensor<2x4x32x32xf32>) {
    ^bb0(%a17: f32, %a18: i1, %a19: f32):
      %c20 = arith.constant 0xFF800000 : f32
      %t21 = arith.select %a18, %a17, %c20 : f32
      linalg.yield %t21 : f32
  } -> tensor<2x4x32x32xf32>
  %e23 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm24 = linalg.softmax dimension(3) ins(%g22 : tensor<2x4x32x32xf32>) outs(%e23 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e25 = tensor.empty() : tensor<2x32x4x16xf32>
  %c26 = arith.constant 0.000000e+00 : f32
  %f27 = linalg.fill ins(%c26 : f32) outs(%e25 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: a mask tensor filled with -inf may mask a row fully, which is NaN in the program}}
  %g33 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm24, %v : tensor<2x4x32x32xf32>, tensor<2x32x4x16xf32>) outs(%f27 : tensor<2x32x4x16xf32>) {
    ^bb0(%a28: f32, %a29: f32, %a30: f32):
      %t31 = arith.mulf %a28, %a29 : f32
      %t32 = arith.addf %t31, %a30 : f32
      linalg.yield %t32 : f32
  } -> tensor<2x32x4x16xf32>
  return %g33 : tensor<2x32x4x16xf32>
}

// -----

// a boolean mask argument with a -1e9 fill: not exact in a fully masked row.
func.func @negative_mask_arg_small_fill(%q: tensor<2x32x4x16xf32>, %k: tensor<2x32x4x16xf32>, %v: tensor<2x32x4x16xf32>, %mask: tensor<2x1x32x32xi1>) -> (tensor<2x32x4x16xf32>) {
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) outs(%f3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a4: f32, %a5: f32, %a6: f32):
      %t7 = arith.mulf %a4, %a5 : f32
      %t8 = arith.addf %a6, %t7 : f32
      linalg.yield %t8 : f32
  } -> tensor<2x4x32x32xf32>
  %e10 = tensor.empty() : tensor<2x4x32x32xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g9 : tensor<2x4x32x32xf32>) outs(%e10 : tensor<2x4x32x32xf32>) {
    ^bb0(%a11: f32, %a12: f32):
      %c13 = arith.constant 2.500000000e-01 : f32
      %t14 = arith.mulf %a11, %c13 : f32
      linalg.yield %t14 : f32
  } -> tensor<2x4x32x32xf32>
  %e16 = tensor.empty() : tensor<2x4x32x32xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, 0, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g15, %mask : tensor<2x4x32x32xf32>, tensor<2x1x32x32xi1>) outs(%e16 : tensor<2x4x32x32xf32>) {
    ^bb0(%a17: f32, %a18: i1, %a19: f32):
      %c20 = arith.constant -1.000000e+09 : f32
      %t21 = arith.select %a18, %a17, %c20 : f32
      linalg.yield %t21 : f32
  } -> tensor<2x4x32x32xf32>
  %e23 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm24 = linalg.softmax dimension(3) ins(%g22 : tensor<2x4x32x32xf32>) outs(%e23 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e25 = tensor.empty() : tensor<2x32x4x16xf32>
  %c26 = arith.constant 0.000000e+00 : f32
  %f27 = linalg.fill ins(%c26 : f32) outs(%e25 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: a mask tensor's fill is too small to stay exact in a fully masked row (|fill| < 2^100)}}
  %g33 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm24, %v : tensor<2x4x32x32xf32>, tensor<2x32x4x16xf32>) outs(%f27 : tensor<2x32x4x16xf32>) {
    ^bb0(%a28: f32, %a29: f32, %a30: f32):
      %t31 = arith.mulf %a28, %a29 : f32
      %t32 = arith.addf %t31, %a30 : f32
      linalg.yield %t32 : f32
  } -> tensor<2x32x4x16xf32>
  return %g33 : tensor<2x32x4x16xf32>
}

// -----

// a boolean mask argument and a causal index mask.
func.func @negative_mask_arg_and_causal(%q: tensor<2x32x4x16xf32>, %k: tensor<2x32x4x16xf32>, %v: tensor<2x32x4x16xf32>, %mask: tensor<2x1x32x32xi1>) -> (tensor<2x32x4x16xf32>) {
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) outs(%f3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a4: f32, %a5: f32, %a6: f32):
      %t7 = arith.mulf %a4, %a5 : f32
      %t8 = arith.addf %a6, %t7 : f32
      linalg.yield %t8 : f32
  } -> tensor<2x4x32x32xf32>
  %e10 = tensor.empty() : tensor<32x32xi1>
  %g15 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e10 : tensor<32x32xi1>) {
    ^bb0(%a11: i1):
      %ix12 = linalg.index 0 : index
      %ix13 = linalg.index 1 : index
      %t14 = arith.cmpi sle, %ix13, %ix12 : index
      linalg.yield %t14 : i1
  } -> tensor<32x32xi1>
  %e16 = tensor.empty() : tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g9 : tensor<2x4x32x32xf32>) outs(%e16 : tensor<2x4x32x32xf32>) {
    ^bb0(%a17: f32, %a18: f32):
      %c19 = arith.constant 2.500000000e-01 : f32
      %t20 = arith.mulf %a17, %c19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<2x4x32x32xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, 0, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21, %mask, %g15 : tensor<2x4x32x32xf32>, tensor<2x1x32x32xi1>, tensor<32x32xi1>) outs(%e22 : tensor<2x4x32x32xf32>) {
    ^bb0(%a23: f32, %a24: i1, %a25: i1, %a26: f32):
      %t27 = arith.andi %a24, %a25 : i1
      %c28 = arith.constant -3.40282347E+38 : f32
      %t29 = arith.select %t27, %a23, %c28 : f32
      linalg.yield %t29 : f32
  } -> tensor<2x4x32x32xf32>
  %e31 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm32 = linalg.softmax dimension(3) ins(%g30 : tensor<2x4x32x32xf32>) outs(%e31 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e33 = tensor.empty() : tensor<2x32x4x16xf32>
  %c34 = arith.constant 0.000000e+00 : f32
  %f35 = linalg.fill ins(%c34 : f32) outs(%e33 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: a mask tensor next to an index mask (a row the tensor masks fully would become a zero row)}}
  %g41 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm32, %v : tensor<2x4x32x32xf32>, tensor<2x32x4x16xf32>) outs(%f35 : tensor<2x32x4x16xf32>) {
    ^bb0(%a36: f32, %a37: f32, %a38: f32):
      %t39 = arith.mulf %a36, %a37 : f32
      %t40 = arith.addf %t39, %a38 : f32
      linalg.yield %t40 : f32
  } -> tensor<2x32x4x16xf32>
  return %g41 : tensor<2x32x4x16xf32>
}

// -----

// a boolean mask argument, an off-by-one sink and the LSE (a fully masked row overflows to +inf in the program).
func.func @negative_mask_arg_sink_lse(%q: tensor<2x32x4x16xf32>, %k: tensor<2x32x4x16xf32>, %v: tensor<2x32x4x16xf32>, %mask: tensor<32x32xi1>) -> (tensor<2x32x4x16xf32>, tensor<2x4x32xf32>) {
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) outs(%f3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a4: f32, %a5: f32, %a6: f32):
      %t7 = arith.mulf %a4, %a5 : f32
      %t8 = arith.addf %a6, %t7 : f32
      linalg.yield %t8 : f32
  } -> tensor<2x4x32x32xf32>
  %e10 = tensor.empty() : tensor<2x4x32x32xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g9 : tensor<2x4x32x32xf32>) outs(%e10 : tensor<2x4x32x32xf32>) {
    ^bb0(%a11: f32, %a12: f32):
      %c13 = arith.constant 2.500000000e-01 : f32
      %t14 = arith.mulf %a11, %c13 : f32
      linalg.yield %t14 : f32
  } -> tensor<2x4x32x32xf32>
  %e16 = tensor.empty() : tensor<2x4x32x32xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g15, %mask : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e16 : tensor<2x4x32x32xf32>) {
    ^bb0(%a17: f32, %a18: i1, %a19: f32):
      %c20 = arith.constant -3.40282347E+38 : f32
      %t21 = arith.select %a18, %a17, %c20 : f32
      linalg.yield %t21 : f32
  } -> tensor<2x4x32x32xf32>
  %e23 = tensor.empty() : tensor<2x4x32xf32>
  %c24 = arith.constant 0xFF800000 : f32
  %f25 = linalg.fill ins(%c24 : f32) outs(%e23 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g22 : tensor<2x4x32x32xf32>) outs(%f25 : tensor<2x4x32xf32>) {
    ^bb0(%a26: f32, %a27: f32):
      %t28 = arith.maximumf %a26, %a27 : f32
      linalg.yield %t28 : f32
  } -> tensor<2x4x32xf32>
  %e30 = tensor.empty() : tensor<2x4x32x32xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g22, %g29 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e30 : tensor<2x4x32x32xf32>) {
    ^bb0(%a31: f32, %a32: f32, %a33: f32):
      %t34 = arith.subf %a31, %a32 : f32
      %t35 = math.exp %t34 : f32
      linalg.yield %t35 : f32
  } -> tensor<2x4x32x32xf32>
  %e37 = tensor.empty() : tensor<2x4x32xf32>
  %c38 = arith.constant 0.000000e+00 : f32
  %f39 = linalg.fill ins(%c38 : f32) outs(%e37 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g36 : tensor<2x4x32x32xf32>) outs(%f39 : tensor<2x4x32xf32>) {
    ^bb0(%a40: f32, %a41: f32):
      %t42 = arith.addf %a40, %a41 : f32
      linalg.yield %t42 : f32
  } -> tensor<2x4x32xf32>
  %e44 = tensor.empty() : tensor<2x4x32x32xf32>
  %g53 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g36, %g43, %g29 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%e44 : tensor<2x4x32x32xf32>) {
    ^bb0(%a45: f32, %a46: f32, %a47: f32, %a48: f32):
      %t49 = arith.negf %a47 : f32
      %t50 = math.exp %t49 : f32
      %t51 = arith.addf %a46, %t50 : f32
      %t52 = arith.divf %a45, %t51 : f32
      linalg.yield %t52 : f32
  } -> tensor<2x4x32x32xf32>
  %e54 = tensor.empty() : tensor<2x4x32xf32>
  %g63 = linalg.generic {indexing_maps = [affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g29, %g43 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%e54 : tensor<2x4x32xf32>) {
    ^bb0(%a55: f32, %a56: f32, %a57: f32):
      %t58 = arith.negf %a55 : f32
      %t59 = math.exp %t58 : f32
      %t60 = arith.addf %a56, %t59 : f32
      %t61 = math.log %t60 : f32
      %t62 = arith.addf %a55, %t61 : f32
      linalg.yield %t62 : f32
  } -> tensor<2x4x32xf32>
  %e64 = tensor.empty() : tensor<2x32x4x16xf32>
  %c65 = arith.constant 0.000000e+00 : f32
  %f66 = linalg.fill ins(%c65 : f32) outs(%e64 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: a mask tensor and a sink next to a returned log-sum-exp}}
  %g72 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g53, %v : tensor<2x4x32x32xf32>, tensor<2x32x4x16xf32>) outs(%f66 : tensor<2x32x4x16xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32):
      %t70 = arith.mulf %a67, %a68 : f32
      %t71 = arith.addf %t70, %a69 : f32
      linalg.yield %t71 : f32
  } -> tensor<2x32x4x16xf32>
  return %g72, %g63 : tensor<2x32x4x16xf32>, tensor<2x4x32xf32>
}

// -----

// an additive bias argument next to the finfo.min-filled window: a row whose
// allowed scores are all -inf is uniform over the masked keys in the program, a
// zero row in attn.sdpa.
func.func @negative_bias_finite_fill(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>, %bias: tensor<1x4x32x32xf32>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (0, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %bias : tensor<2x4x32x32xf32>, tensor<1x4x32x32xf32>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: f32, %a41: f32):
      %t42 = arith.addf %a39, %a40 : f32
      linalg.yield %t42 : f32
  } -> tensor<2x4x32x32xf32>
  %e44 = tensor.empty() : tensor<2x4x32x32xf32>
  %g50 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g43, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e44 : tensor<2x4x32x32xf32>) {
    ^bb0(%a45: f32, %a46: i1, %a47: f32):
      %c48 = arith.constant -3.40282347E+38 : f32
      %t49 = arith.select %a46, %a45, %c48 : f32
      linalg.yield %t49 : f32
  } -> tensor<2x4x32x32xf32>
  %e51 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm52 = linalg.softmax dimension(3) ins(%g50 : tensor<2x4x32x32xf32>) outs(%e51 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e53 = tensor.empty() : tensor<2x32x4x16xf32>
  %c54 = arith.constant 0.000000e+00 : f32
  %f55 = linalg.fill ins(%c54 : f32) outs(%e53 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: a bias tensor that may hold -inf next to an index}}
  %g62 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm52, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f55 : tensor<2x32x4x16xf32>) {
    ^bb0(%a56: f32, %a57: bf16, %a58: f32):
      %t59 = arith.extf %a57 : bf16 to f32
      %t60 = arith.mulf %a56, %t59 : f32
      %t61 = arith.addf %t60, %a58 : f32
      linalg.yield %t61 : f32
  } -> tensor<2x32x4x16xf32>
  %e63 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g67 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g62 : tensor<2x32x4x16xf32>) outs(%e63 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a64: f32, %a65: bf16):
      %t66 = arith.truncf %a64 : f32 to bf16
      linalg.yield %t66 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g67 : tensor<2x32x4x16xbf16>
}

// -----

// an additive bias argument and an off-by-one sink: a row of -inf is NaN in the
// program, the sink's share (out = 0, finite lse) in attn.sdpa.
func.func @negative_bias_sink(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>, %bias: tensor<1x4x32x32xf32>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (0, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %bias : tensor<2x4x32x32xf32>, tensor<1x4x32x32xf32>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: f32, %a41: f32):
      %t42 = arith.addf %a39, %a40 : f32
      linalg.yield %t42 : f32
  } -> tensor<2x4x32x32xf32>
  %e44 = tensor.empty() : tensor<2x4x32x32xf32>
  %g50 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g43, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e44 : tensor<2x4x32x32xf32>) {
    ^bb0(%a45: f32, %a46: i1, %a47: f32):
      %c48 = arith.constant 0xFF800000 : f32
      %t49 = arith.select %a46, %a45, %c48 : f32
      linalg.yield %t49 : f32
  } -> tensor<2x4x32x32xf32>
  %e51 = tensor.empty() : tensor<2x4x32xf32>
  %c52 = arith.constant 0xFF800000 : f32
  %f53 = linalg.fill ins(%c52 : f32) outs(%e51 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g57 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g50 : tensor<2x4x32x32xf32>) outs(%f53 : tensor<2x4x32xf32>) {
    ^bb0(%a54: f32, %a55: f32):
      %t56 = arith.maximumf %a54, %a55 : f32
      linalg.yield %t56 : f32
  } -> tensor<2x4x32xf32>
  %e58 = tensor.empty() : tensor<2x4x32x32xf32>
  %g64 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g50, %g57 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e58 : tensor<2x4x32x32xf32>) {
    ^bb0(%a59: f32, %a60: f32, %a61: f32):
      %t62 = arith.subf %a59, %a60 : f32
      %t63 = math.exp %t62 : f32
      linalg.yield %t63 : f32
  } -> tensor<2x4x32x32xf32>
  %e65 = tensor.empty() : tensor<2x4x32xf32>
  %c66 = arith.constant 0.000000e+00 : f32
  %f67 = linalg.fill ins(%c66 : f32) outs(%e65 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g64 : tensor<2x4x32x32xf32>) outs(%f67 : tensor<2x4x32xf32>) {
    ^bb0(%a68: f32, %a69: f32):
      %t70 = arith.addf %a68, %a69 : f32
      linalg.yield %t70 : f32
  } -> tensor<2x4x32xf32>
  %e72 = tensor.empty() : tensor<2x4x32x32xf32>
  %g81 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g64, %g71, %g57 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%e72 : tensor<2x4x32x32xf32>) {
    ^bb0(%a73: f32, %a74: f32, %a75: f32, %a76: f32):
      %t77 = arith.negf %a75 : f32
      %t78 = math.exp %t77 : f32
      %t79 = arith.addf %a74, %t78 : f32
      %t80 = arith.divf %a73, %t79 : f32
      linalg.yield %t80 : f32
  } -> tensor<2x4x32x32xf32>
  %e82 = tensor.empty() : tensor<2x32x4x16xf32>
  %c83 = arith.constant 0.000000e+00 : f32
  %f84 = linalg.fill ins(%c83 : f32) outs(%e82 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: a sink next to a bias tensor that may hold -inf}}
  %g91 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g81, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f84 : tensor<2x32x4x16xf32>) {
    ^bb0(%a85: f32, %a86: bf16, %a87: f32):
      %t88 = arith.extf %a86 : bf16 to f32
      %t89 = arith.mulf %a85, %t88 : f32
      %t90 = arith.addf %t89, %a87 : f32
      linalg.yield %t90 : f32
  } -> tensor<2x32x4x16xf32>
  %e92 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g96 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g91 : tensor<2x32x4x16xf32>) outs(%e92 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a93: f32, %a94: bf16):
      %t95 = arith.truncf %a93 : f32 to bf16
      linalg.yield %t95 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g96 : tensor<2x32x4x16xbf16>
}

// -----

// select(mask, s, finfo.min) + bias with a mask argument: the masked scores
// are fill + bias (-inf where the bias is), not the fill that the raised
// 0 / fill bias would hold.
func.func @negative_bias_after_mask_tensor_fill(%q: tensor<1x4x2x4xf32>, %k: tensor<1x4x2x4xf32>, %v: tensor<1x4x2x4xf32>, %bias: tensor<4x4xf32>, %mask: tensor<4x4xi1>) -> (tensor<1x4x2x4xf32>) {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<1x2x4x4xf32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %s0 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<1x4x2x4xf32>, tensor<1x4x2x4xf32>) outs(%f0 : tensor<1x2x4x4xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %m = arith.mulf %x, %y : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %e1 = tensor.empty() : tensor<1x2x4x4xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%s0 : tensor<1x2x4x4xf32>) outs(%e1 : tensor<1x2x4x4xf32>) {
    ^bb0(%x: f32, %o: f32):
      %c = arith.constant 0.5 : f32
      %r = arith.mulf %x, %c : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %e2 = tensor.empty() : tensor<1x2x4x4xf32>
  %s2 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%s1, %mask : tensor<1x2x4x4xf32>, tensor<4x4xi1>) outs(%e2 : tensor<1x2x4x4xf32>) {
    ^bb0(%x: f32, %in0: i1, %o: f32):
      %c = arith.constant -3.40282347E+38 : f32
      %r = arith.select %in0, %x, %c : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %e3 = tensor.empty() : tensor<1x2x4x4xf32>
  %s3 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%s2, %bias : tensor<1x2x4x4xf32>, tensor<4x4xf32>) outs(%e3 : tensor<1x2x4x4xf32>) {
    ^bb0(%x: f32, %in0: f32, %o: f32):
      %r = arith.addf %x, %in0 : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %mi = arith.constant 0xFF800000 : f32
  %em = tensor.empty() : tensor<1x2x4xf32>
  %fm = linalg.fill ins(%mi : f32) outs(%em : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%s3 : tensor<1x2x4x4xf32>) outs(%fm : tensor<1x2x4xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.maximumf %x, %acc : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4xf32>
  %ee = tensor.empty() : tensor<1x2x4x4xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%s3, %mx : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%ee : tensor<1x2x4x4xf32>) {
    ^bb0(%x: f32, %mm: f32, %o: f32):
      %d = arith.subf %x, %mm : f32
      %r = math.exp %d : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %fz = linalg.fill ins(%z : f32) outs(%em : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%ex : tensor<1x2x4x4xf32>) outs(%fz : tensor<1x2x4xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.addf %x, %acc : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4xf32>
  %ep = tensor.empty() : tensor<1x2x4x4xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%ex, %sm : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%ep : tensor<1x2x4x4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %r = arith.divf %x, %y : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %eo = tensor.empty() : tensor<1x4x2x4xf32>
  %fo = linalg.fill ins(%z : f32) outs(%eo : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
// expected-remark@+1 {{attn-raise: not raised: a bias added after a mask tensor's fill}}
  %out = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%p, %v : tensor<1x2x4x4xf32>, tensor<1x4x2x4xf32>) outs(%fo : tensor<1x4x2x4xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %m = arith.mulf %x, %y : f32
      %r = arith.addf %m, %acc : f32
      linalg.yield %r : f32
  } -> tensor<1x4x2x4xf32>
  return %out : tensor<1x4x2x4xf32>
}

// -----

// exp2((s + bias - m)·2/ln 2): attn.sdpa would add bias·2, which overflows a
// finfo.min bias to -inf where the program's s + bias stays finite.
func.func @negative_bias_scaled_up_by_exp2(%q: tensor<1x4x2x4xf32>, %k: tensor<1x4x2x4xf32>, %v: tensor<1x4x2x4xf32>, %bias: tensor<4x4xf32>) -> (tensor<1x4x2x4xf32>) {
  %z = arith.constant 0.0 : f32
  %e0 = tensor.empty() : tensor<1x2x4x4xf32>
  %f0 = linalg.fill ins(%z : f32) outs(%e0 : tensor<1x2x4x4xf32>) -> tensor<1x2x4x4xf32>
  %s0 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<1x4x2x4xf32>, tensor<1x4x2x4xf32>) outs(%f0 : tensor<1x2x4x4xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %m = arith.mulf %x, %y : f32
      %r = arith.addf %acc, %m : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %e1 = tensor.empty() : tensor<1x2x4x4xf32>
  %s1 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%s0, %bias : tensor<1x2x4x4xf32>, tensor<4x4xf32>) outs(%e1 : tensor<1x2x4x4xf32>) {
    ^bb0(%x: f32, %in0: f32, %o: f32):
      %r = arith.addf %x, %in0 : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %mi = arith.constant 0xFF800000 : f32
  %em = tensor.empty() : tensor<1x2x4xf32>
  %fm = linalg.fill ins(%mi : f32) outs(%em : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%s1 : tensor<1x2x4x4xf32>) outs(%fm : tensor<1x2x4xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.maximumf %x, %acc : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4xf32>
  %ee = tensor.empty() : tensor<1x2x4x4xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%s1, %mx : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%ee : tensor<1x2x4x4xf32>) {
    ^bb0(%x: f32, %mm: f32, %o: f32):
      %d = arith.subf %x, %mm : f32
      %c = arith.constant 2.885390081777927 : f32
      %dc = arith.mulf %d, %c : f32
      %r = math.exp2 %dc : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %fz = linalg.fill ins(%z : f32) outs(%em : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  %sm = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%ex : tensor<1x2x4x4xf32>) outs(%fz : tensor<1x2x4xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.addf %x, %acc : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4xf32>
  %ep = tensor.empty() : tensor<1x2x4x4xf32>
  %p = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%ex, %sm : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%ep : tensor<1x2x4x4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %r = arith.divf %x, %y : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %eo = tensor.empty() : tensor<1x4x2x4xf32>
  %fo = linalg.fill ins(%z : f32) outs(%eo : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
// expected-remark@+1 {{attn-raise: not raised: the bias is scaled up after it is added}}
  %out = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%p, %v : tensor<1x2x4x4xf32>, tensor<1x4x2x4xf32>) outs(%fo : tensor<1x4x2x4xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %m = arith.mulf %x, %y : f32
      %r = arith.addf %m, %acc : f32
      linalg.yield %r : f32
  } -> tensor<1x4x2x4xf32>
  return %out : tensor<1x4x2x4xf32>
}
