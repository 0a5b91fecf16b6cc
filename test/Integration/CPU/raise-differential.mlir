// RUN: attn-runner %s --entry=naive_py_canonical --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=batch_matmul_collapsed_bf16 --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=causal_bottom_right --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=mask_iota_i32 --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=bias_full_before_scale --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=softmax_exp2_scale_folded --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=collapsed_gqa_repeat_interleave --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=off_by_one_sub_separate --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=collapsed_gqa_view_repeat --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s

// attn-runner --no-raise on naive attention programs: the naive program
// and the one attn-raise makes of it run on the same seeded inputs and must
// agree. attn-runner raises the whole module and counts the attn ops of
// all its functions, so "raised_ops" is the number of functions here: every
// one must be raised, or the comparison would be naive against naive.
// A representative subset of test/Dialect/Attn/raise.mlir (written by
// test/Raise/make_raise_tests.py); the fuzzer test/Raise/fuzz.test covers
// random spellings.
// CHECK: "raised_ops": 1, "verified": true

// the canonical naive form (naive.py).
func.func @naive_py_canonical(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
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

// linalg.batch_matmul on [B*H, S, D], bf16.
func.func @batch_matmul_collapsed_bf16(%q: tensor<8x32x16xbf16>, %k: tensor<8x32x16xbf16>, %v: tensor<8x32x16xbf16>) -> (tensor<8x32x16xbf16>) {
  %e1 = tensor.empty() : tensor<8x32x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
  %e4 = tensor.empty() : tensor<8x16x32xbf16>
  %kt5 = linalg.transpose ins(%k : tensor<8x32x16xbf16>) outs(%e4 : tensor<8x16x32xbf16>) permutation = [0, 2, 1]
  %s6 = linalg.batch_matmul ins(%q, %kt5 : tensor<8x32x16xbf16>, tensor<8x16x32xbf16>) outs(%f3 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
  %e7 = tensor.empty() : tensor<32x32xi1>
  %g16 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e7 : tensor<32x32xi1>) {
    ^bb0(%a8: i1):
      %ix9 = linalg.index 0 : index
      %ix10 = linalg.index 1 : index
      %c11 = arith.constant 8 : index
      %t12 = arith.subi %ix9, %c11 : index
      %t13 = arith.cmpi sle, %ix10, %ix9 : index
      %t14 = arith.cmpi sge, %ix10, %t12 : index
      %t15 = arith.andi %t13, %t14 : i1
      linalg.yield %t15 : i1
  } -> tensor<32x32xi1>
  %e17 = tensor.empty() : tensor<8x32x32xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(x, i, j) -> (x, i, j)>, affine_map<(x, i, j) -> (x, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%s6 : tensor<8x32x32xf32>) outs(%e17 : tensor<8x32x32xf32>) {
    ^bb0(%a18: f32, %a19: f32):
      %c20 = arith.constant 2.500000000e-01 : f32
      %t21 = arith.mulf %a18, %c20 : f32
      linalg.yield %t21 : f32
  } -> tensor<8x32x32xf32>
  %e23 = tensor.empty() : tensor<8x32x32xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(x, i, j) -> (x, i, j)>, affine_map<(x, i, j) -> (i, j)>, affine_map<(x, i, j) -> (x, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g22, %g16 : tensor<8x32x32xf32>, tensor<32x32xi1>) outs(%e23 : tensor<8x32x32xf32>) {
    ^bb0(%a24: f32, %a25: i1, %a26: f32):
      %c27 = arith.constant -3.40282347E+38 : f32
      %t28 = arith.select %a25, %a24, %c27 : f32
      linalg.yield %t28 : f32
  } -> tensor<8x32x32xf32>
  %e30 = tensor.empty() : tensor<8x32x32xf32>
  %sm31 = linalg.softmax dimension(2) ins(%g29 : tensor<8x32x32xf32>) outs(%e30 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
  %e32 = tensor.empty() : tensor<8x32x16xf32>
  %c33 = arith.constant 0.000000e+00 : f32
  %f34 = linalg.fill ins(%c33 : f32) outs(%e32 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
  %o35 = linalg.batch_matmul ins(%sm31, %v : tensor<8x32x32xf32>, tensor<8x32x16xbf16>) outs(%f34 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
  %e36 = tensor.empty() : tensor<8x32x16xbf16>
  %g40 = linalg.generic {indexing_maps = [affine_map<(x, i, e) -> (x, i, e)>, affine_map<(x, i, e) -> (x, i, e)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%o35 : tensor<8x32x16xf32>) outs(%e36 : tensor<8x32x16xbf16>) {
    ^bb0(%a37: f32, %a38: bf16):
      %t39 = arith.truncf %a37 : f32 to bf16
      linalg.yield %t39 : bf16
  } -> tensor<8x32x16xbf16>
  return %g40 : tensor<8x32x16xbf16>
}

// bottom-right causal j <= i + (Skv - Sq), Sq = 16 < Skv = 48, finfo.min.
func.func @causal_bottom_right(%q: tensor<2x16x4x16xbf16>, %k: tensor<2x48x2x16xbf16>, %v: tensor<2x48x2x16xbf16>) -> (tensor<2x16x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x48x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x48x2x16xbf16>) outs(%e1 : tensor<2x48x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x48x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x48x2x2x16xbf16> into tensor<2x48x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x48x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x48x2x16xbf16>) outs(%e6 : tensor<2x48x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x48x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x48x2x2x16xbf16> into tensor<2x48x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x16x48xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x16x48xf32>) -> tensor<2x4x16x48xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x16x4x16xbf16>, tensor<2x48x4x16xbf16>) outs(%f13 : tensor<2x4x16x48xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x16x48xf32>
  %e22 = tensor.empty() : tensor<16x48xi1>
  %g29 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<16x48xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 32 : index
      %t27 = arith.addi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %t27 : index
      linalg.yield %t28 : i1
  } -> tensor<16x48xi1>
  %e30 = tensor.empty() : tensor<2x4x16x48xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x16x48xf32>) outs(%e30 : tensor<2x4x16x48xf32>) {
    ^bb0(%a31: f32, %a32: f32):
      %c33 = arith.constant 2.500000000e-01 : f32
      %t34 = arith.mulf %a31, %c33 : f32
      linalg.yield %t34 : f32
  } -> tensor<2x4x16x48xf32>
  %e36 = tensor.empty() : tensor<2x4x16x48xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g35, %g29 : tensor<2x4x16x48xf32>, tensor<16x48xi1>) outs(%e36 : tensor<2x4x16x48xf32>) {
    ^bb0(%a37: f32, %a38: i1, %a39: f32):
      %c40 = arith.constant -3.40282347E+38 : f32
      %t41 = arith.select %a38, %a37, %c40 : f32
      linalg.yield %t41 : f32
  } -> tensor<2x4x16x48xf32>
  %e43 = tensor.empty() : tensor<2x4x16x48xf32>
  %sm44 = linalg.softmax dimension(3) ins(%g42 : tensor<2x4x16x48xf32>) outs(%e43 : tensor<2x4x16x48xf32>) -> tensor<2x4x16x48xf32>
  %e45 = tensor.empty() : tensor<2x16x4x16xf32>
  %c46 = arith.constant 0.000000e+00 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x16x4x16xf32>) -> tensor<2x16x4x16xf32>
  %g54 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm44, %rep10 : tensor<2x4x16x48xf32>, tensor<2x48x4x16xbf16>) outs(%f47 : tensor<2x16x4x16xf32>) {
    ^bb0(%a48: f32, %a49: bf16, %a50: f32):
      %t51 = arith.extf %a49 : bf16 to f32
      %t52 = arith.mulf %a48, %t51 : f32
      %t53 = arith.addf %t52, %a50 : f32
      linalg.yield %t53 : f32
  } -> tensor<2x16x4x16xf32>
  %e55 = tensor.empty() : tensor<2x16x4x16xbf16>
  %g59 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g54 : tensor<2x16x4x16xf32>) outs(%e55 : tensor<2x16x4x16xbf16>) {
    ^bb0(%a56: f32, %a57: bf16):
      %t58 = arith.truncf %a56 : f32 to bf16
      linalg.yield %t58 : bf16
  } -> tensor<2x16x4x16xbf16>
  return %g59 : tensor<2x16x4x16xbf16>
}

// JAX style: i32 iota constants compared in the mask tensor.
func.func @mask_iota_i32(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
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
  %iota22 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : tensor<32xi32>
  %iota23 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : tensor<32xi32>
  %e24 = tensor.empty() : tensor<32x32xi1>
  %g37 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       ins(%iota22, %iota23 : tensor<32xi32>, tensor<32xi32>) outs(%e24 : tensor<32x32xi1>) {
    ^bb0(%a25: i32, %a26: i32, %a27: i1):
      %t28 = arith.index_cast %a25 : i32 to index
      %t29 = arith.index_cast %a26 : i32 to index
      %t30 = arith.index_cast %t28 : index to i32
      %t31 = arith.index_cast %t29 : index to i32
      %c32 = arith.constant 8 : i32
      %t33 = arith.subi %t30, %c32 : i32
      %t34 = arith.cmpi sle, %t31, %t30 : i32
      %t35 = arith.cmpi sge, %t31, %t33 : i32
      %t36 = arith.andi %t34, %t35 : i1
      linalg.yield %t36 : i1
  } -> tensor<32x32xi1>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: f32):
      %c41 = arith.constant 2.500000000e-01 : f32
      %t42 = arith.mulf %a39, %c41 : f32
      linalg.yield %t42 : f32
  } -> tensor<2x4x32x32xf32>
  %e44 = tensor.empty() : tensor<2x4x32x32xf32>
  %g50 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g43, %g37 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e44 : tensor<2x4x32x32xf32>) {
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

// bias [B, H, S, S] added before the scale (so it is scaled too).
func.func @bias_full_before_scale(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>, %bias: tensor<2x4x32x32xf32>) -> (tensor<2x32x4x16xbf16>) {
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
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21, %bias : tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32, %a35: f32):
      %t36 = arith.addf %a33, %a34 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g43 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37 : tensor<2x4x32x32xf32>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: f32):
      %c41 = arith.constant 3.000000119e-01 : f32
      %t42 = arith.mulf %a39, %c41 : f32
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

// flash style: no score scale, exp2((s - m) * scale * log2 e).
func.func @softmax_exp2_scale_folded(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
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
  %g38 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: i1, %a35: f32):
      %c36 = arith.constant -3.40282347E+38 : f32
      %t37 = arith.select %a34, %a33, %c36 : f32
      linalg.yield %t37 : f32
  } -> tensor<2x4x32x32xf32>
  %e39 = tensor.empty() : tensor<2x4x32xf32>
  %c40 = arith.constant 0xFF800000 : f32
  %f41 = linalg.fill ins(%c40 : f32) outs(%e39 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g38 : tensor<2x4x32x32xf32>) outs(%f41 : tensor<2x4x32xf32>) {
    ^bb0(%a42: f32, %a43: f32):
      %t44 = arith.maximumf %a42, %a43 : f32
      linalg.yield %t44 : f32
  } -> tensor<2x4x32xf32>
  %e46 = tensor.empty() : tensor<2x4x32x32xf32>
  %g54 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g38, %g45 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e46 : tensor<2x4x32x32xf32>) {
    ^bb0(%a47: f32, %a48: f32, %a49: f32):
      %t50 = arith.subf %a47, %a48 : f32
      %c51 = arith.constant 3.606737554e-01 : f32
      %t52 = arith.mulf %t50, %c51 : f32
      %t53 = math.exp2 %t52 : f32
      linalg.yield %t53 : f32
  } -> tensor<2x4x32x32xf32>
  %e55 = tensor.empty() : tensor<2x4x32xf32>
  %c56 = arith.constant 0.000000e+00 : f32
  %f57 = linalg.fill ins(%c56 : f32) outs(%e55 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g61 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g54 : tensor<2x4x32x32xf32>) outs(%f57 : tensor<2x4x32xf32>) {
    ^bb0(%a58: f32, %a59: f32):
      %t60 = arith.addf %a58, %a59 : f32
      linalg.yield %t60 : f32
  } -> tensor<2x4x32xf32>
  %e62 = tensor.empty() : tensor<2x4x32x32xf32>
  %g67 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g54, %g61 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e62 : tensor<2x4x32x32xf32>) {
    ^bb0(%a63: f32, %a64: f32, %a65: f32):
      %t66 = arith.divf %a63, %a64 : f32
      linalg.yield %t66 : f32
  } -> tensor<2x4x32x32xf32>
  %e68 = tensor.empty() : tensor<2x32x4x16xf32>
  %c69 = arith.constant 0.000000e+00 : f32
  %f70 = linalg.fill ins(%c69 : f32) outs(%e68 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
  %g77 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g67, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f70 : tensor<2x32x4x16xf32>) {
    ^bb0(%a71: f32, %a72: bf16, %a73: f32):
      %t74 = arith.extf %a72 : bf16 to f32
      %t75 = arith.mulf %a71, %t74 : f32
      %t76 = arith.addf %t75, %a73 : f32
      linalg.yield %t76 : f32
  } -> tensor<2x32x4x16xf32>
  %e78 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g82 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g77 : tensor<2x32x4x16xf32>) outs(%e78 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a79: f32, %a80: bf16):
      %t81 = arith.truncf %a79 : f32 to bf16
      linalg.yield %t81 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g82 : tensor<2x32x4x16xbf16>
}

// [B*H, S, D] with K/V [B*Hkv, S, D] repeated (repeat_interleave: broadcast +
// collapse).
func.func @collapsed_gqa_repeat_interleave(%q: tensor<8x32x16xbf16>, %k: tensor<4x32x16xbf16>, %v: tensor<4x32x16xbf16>) -> (tensor<8x32x16xbf16>) {
  %e1 = tensor.empty() : tensor<4x2x32x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(y, r, j, d) -> (y, j, d)>, affine_map<(y, r, j, d) -> (y, r, j, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<4x32x16xbf16>) outs(%e1 : tensor<4x2x32x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<4x2x32x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0, 1], [2], [3]] : tensor<4x2x32x16xbf16> into tensor<8x32x16xbf16>
  %e6 = tensor.empty() : tensor<4x2x32x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(y, r, j, e) -> (y, j, e)>, affine_map<(y, r, j, e) -> (y, r, j, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<4x32x16xbf16>) outs(%e6 : tensor<4x2x32x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<4x2x32x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0, 1], [2], [3]] : tensor<4x2x32x16xbf16> into tensor<8x32x16xbf16>
  %e11 = tensor.empty() : tensor<8x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(x, i, j, d) -> (x, i, d)>, affine_map<(x, i, j, d) -> (x, j, d)>, affine_map<(x, i, j, d) -> (x, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<8x32x16xbf16>, tensor<8x32x16xbf16>) outs(%f13 : tensor<8x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<8x32x32xf32>
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
  %e32 = tensor.empty() : tensor<8x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(x, i, j) -> (x, i, j)>, affine_map<(x, i, j) -> (x, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<8x32x32xf32>) outs(%e32 : tensor<8x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<8x32x32xf32>
  %e38 = tensor.empty() : tensor<8x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(x, i, j) -> (x, i, j)>, affine_map<(x, i, j) -> (i, j)>, affine_map<(x, i, j) -> (x, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<8x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<8x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<8x32x32xf32>
  %e45 = tensor.empty() : tensor<8x32x32xf32>
  %sm46 = linalg.softmax dimension(2) ins(%g44 : tensor<8x32x32xf32>) outs(%e45 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
  %e47 = tensor.empty() : tensor<8x32x16xf32>
  %c48 = arith.constant 0.000000e+00 : f32
  %f49 = linalg.fill ins(%c48 : f32) outs(%e47 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
  %g56 = linalg.generic {indexing_maps = [affine_map<(x, i, e, j) -> (x, i, j)>, affine_map<(x, i, e, j) -> (x, j, e)>, affine_map<(x, i, e, j) -> (x, i, e)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%sm46, %rep10 : tensor<8x32x32xf32>, tensor<8x32x16xbf16>) outs(%f49 : tensor<8x32x16xf32>) {
    ^bb0(%a50: f32, %a51: bf16, %a52: f32):
      %t53 = arith.extf %a51 : bf16 to f32
      %t54 = arith.mulf %a50, %t53 : f32
      %t55 = arith.addf %t54, %a52 : f32
      linalg.yield %t55 : f32
  } -> tensor<8x32x16xf32>
  %e57 = tensor.empty() : tensor<8x32x16xbf16>
  %g61 = linalg.generic {indexing_maps = [affine_map<(x, i, e) -> (x, i, e)>, affine_map<(x, i, e) -> (x, i, e)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g56 : tensor<8x32x16xf32>) outs(%e57 : tensor<8x32x16xbf16>) {
    ^bb0(%a58: f32, %a59: bf16):
      %t60 = arith.truncf %a58 : f32 to bf16
      linalg.yield %t60 : bf16
  } -> tensor<8x32x16xbf16>
  return %g61 : tensor<8x32x16xbf16>
}

// off-by-one softmax: z + exp(0 - m) in its own row generic.
func.func @off_by_one_sub_separate(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
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
  %e66 = tensor.empty() : tensor<2x4x32xf32>
  %g74 = linalg.generic {indexing_maps = [affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g65, %g51 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%e66 : tensor<2x4x32xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32):
      %c70 = arith.constant 0.000000000e+00 : f32
      %t71 = arith.subf %c70, %a68 : f32
      %t72 = math.exp %t71 : f32
      %t73 = arith.addf %a67, %t72 : f32
      linalg.yield %t73 : f32
  } -> tensor<2x4x32xf32>
  %e75 = tensor.empty() : tensor<2x4x32x32xf32>
  %g80 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g58, %g74 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e75 : tensor<2x4x32x32xf32>) {
    ^bb0(%a76: f32, %a77: f32, %a78: f32):
      %t79 = arith.divf %a76, %a77 : f32
      linalg.yield %t79 : f32
  } -> tensor<2x4x32x32xf32>
  %e81 = tensor.empty() : tensor<2x32x4x16xf32>
  %c82 = arith.constant 0.000000e+00 : f32
  %f83 = linalg.fill ins(%c82 : f32) outs(%e81 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
  %g90 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g80, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f83 : tensor<2x32x4x16xf32>) {
    ^bb0(%a84: f32, %a85: bf16, %a86: f32):
      %t87 = arith.extf %a85 : bf16 to f32
      %t88 = arith.mulf %a84, %t87 : f32
      %t89 = arith.addf %t88, %a86 : f32
      linalg.yield %t89 : f32
  } -> tensor<2x32x4x16xf32>
  %e91 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g95 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g90 : tensor<2x32x4x16xf32>) outs(%e91 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a92: f32, %a93: bf16):
      %t94 = arith.truncf %a92 : f32 to bf16
      linalg.yield %t94 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g95 : tensor<2x32x4x16xbf16>
}

// [B*H, S, D], K/V viewed [B, Hkv, S, D], repeated and collapsed again
// (repeat_kv then view): the head index ((x floordiv 4) * 2 + (x floordiv 2)
// mod 2) is recognised as x floordiv 2.
func.func @collapsed_gqa_view_repeat(%q: tensor<8x32x16xbf16>, %k: tensor<4x32x16xbf16>, %v: tensor<4x32x16xbf16>) -> (tensor<8x32x16xbf16>) {
  %exp1 = tensor.expand_shape %k [[0, 1], [2], [3]] output_shape [2, 2, 32, 16] : tensor<4x32x16xbf16> into tensor<2x2x32x16xbf16>
  %e2 = tensor.empty() : tensor<2x2x2x32x16xbf16>
  %g5 = linalg.generic {indexing_maps = [affine_map<(b, g, r, j, d) -> (b, g, j, d)>, affine_map<(b, g, r, j, d) -> (b, g, r, j, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%exp1 : tensor<2x2x32x16xbf16>) outs(%e2 : tensor<2x2x2x32x16xbf16>) {
    ^bb0(%a3: bf16, %a4: bf16):
      linalg.yield %a3 : bf16
  } -> tensor<2x2x2x32x16xbf16>
  %rep6 = tensor.collapse_shape %g5 [[0, 1, 2], [3], [4]] : tensor<2x2x2x32x16xbf16> into tensor<8x32x16xbf16>
  %exp7 = tensor.expand_shape %v [[0, 1], [2], [3]] output_shape [2, 2, 32, 16] : tensor<4x32x16xbf16> into tensor<2x2x32x16xbf16>
  %e8 = tensor.empty() : tensor<2x2x2x32x16xbf16>
  %g11 = linalg.generic {indexing_maps = [affine_map<(b, g, r, j, e) -> (b, g, j, e)>, affine_map<(b, g, r, j, e) -> (b, g, r, j, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%exp7 : tensor<2x2x32x16xbf16>) outs(%e8 : tensor<2x2x2x32x16xbf16>) {
    ^bb0(%a9: bf16, %a10: bf16):
      linalg.yield %a9 : bf16
  } -> tensor<2x2x2x32x16xbf16>
  %rep12 = tensor.collapse_shape %g11 [[0, 1, 2], [3], [4]] : tensor<2x2x2x32x16xbf16> into tensor<8x32x16xbf16>
  %e13 = tensor.empty() : tensor<8x32x32xf32>
  %c14 = arith.constant 0.000000e+00 : f32
  %f15 = linalg.fill ins(%c14 : f32) outs(%e13 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
  %e16 = tensor.empty() : tensor<8x16x32xbf16>
  %kt17 = linalg.transpose ins(%rep6 : tensor<8x32x16xbf16>) outs(%e16 : tensor<8x16x32xbf16>) permutation = [0, 2, 1]
  %s18 = linalg.batch_matmul ins(%q, %kt17 : tensor<8x32x16xbf16>, tensor<8x16x32xbf16>) outs(%f15 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
  %e19 = tensor.empty() : tensor<32x32xi1>
  %g28 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e19 : tensor<32x32xi1>) {
    ^bb0(%a20: i1):
      %ix21 = linalg.index 0 : index
      %ix22 = linalg.index 1 : index
      %c23 = arith.constant 8 : index
      %t24 = arith.subi %ix21, %c23 : index
      %t25 = arith.cmpi sle, %ix22, %ix21 : index
      %t26 = arith.cmpi sge, %ix22, %t24 : index
      %t27 = arith.andi %t25, %t26 : i1
      linalg.yield %t27 : i1
  } -> tensor<32x32xi1>
  %e29 = tensor.empty() : tensor<8x32x32xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(x, i, j) -> (x, i, j)>, affine_map<(x, i, j) -> (x, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%s18 : tensor<8x32x32xf32>) outs(%e29 : tensor<8x32x32xf32>) {
    ^bb0(%a30: f32, %a31: f32):
      %c32 = arith.constant 2.500000000e-01 : f32
      %t33 = arith.mulf %a30, %c32 : f32
      linalg.yield %t33 : f32
  } -> tensor<8x32x32xf32>
  %e35 = tensor.empty() : tensor<8x32x32xf32>
  %g41 = linalg.generic {indexing_maps = [affine_map<(x, i, j) -> (x, i, j)>, affine_map<(x, i, j) -> (i, j)>, affine_map<(x, i, j) -> (x, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g34, %g28 : tensor<8x32x32xf32>, tensor<32x32xi1>) outs(%e35 : tensor<8x32x32xf32>) {
    ^bb0(%a36: f32, %a37: i1, %a38: f32):
      %c39 = arith.constant -3.40282347E+38 : f32
      %t40 = arith.select %a37, %a36, %c39 : f32
      linalg.yield %t40 : f32
  } -> tensor<8x32x32xf32>
  %e42 = tensor.empty() : tensor<8x32x32xf32>
  %sm43 = linalg.softmax dimension(2) ins(%g41 : tensor<8x32x32xf32>) outs(%e42 : tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
  %e44 = tensor.empty() : tensor<8x32x16xf32>
  %c45 = arith.constant 0.000000e+00 : f32
  %f46 = linalg.fill ins(%c45 : f32) outs(%e44 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
  %o47 = linalg.batch_matmul ins(%sm43, %rep12 : tensor<8x32x32xf32>, tensor<8x32x16xbf16>) outs(%f46 : tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
  %e48 = tensor.empty() : tensor<8x32x16xbf16>
  %g52 = linalg.generic {indexing_maps = [affine_map<(x, i, e) -> (x, i, e)>, affine_map<(x, i, e) -> (x, i, e)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%o47 : tensor<8x32x16xf32>) outs(%e48 : tensor<8x32x16xbf16>) {
    ^bb0(%a49: f32, %a50: bf16):
      %t51 = arith.truncf %a49 : f32 to bf16
      linalg.yield %t51 : bf16
  } -> tensor<8x32x16xbf16>
  return %g52 : tensor<8x32x16xbf16>
}
