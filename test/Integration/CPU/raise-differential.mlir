// RUN: attn-runner %s --entry=naive_py_canonical --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=batch_matmul_collapsed_bf16 --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=causal_bottom_right --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=mask_iota_i32 --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=bias_full_before_scale --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=softmax_exp2_scale_folded --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=collapsed_gqa_repeat_interleave --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=off_by_one_sub_separate --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=collapsed_gqa_view_repeat --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=mqa_no_head_dim_scores_ibhj_causal --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=mqa_no_head_dim_bhsd_window_out_permuted --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=mqa_constant_head_sh_learnable_sink --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=lse_natural --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=lse_base2_exp2_scale_folded --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=lse_off_by_one_swapped --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=mask_arg_padding --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=mask_arg_masked_polarity_bias_lse --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=bias_ninf_row --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s
// RUN: attn-runner %s --entry=bias_ninf_row_lse_lowest_max --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s

// attn-runner --no-raise on naive attention programs: the naive program
// and the one attn-raise makes of it run on the same seeded inputs and must
// agree. attn-runner raises the whole module and counts the attn ops of
// all its functions, so "raised_ops" is the number of functions here: every
// one must be raised, or the comparison would be naive against naive.
// A representative subset of test/Dialect/Attn/raise-*.mlir (written by
// test/Raise/make_raise_tests.py); the fuzzer test/Raise/fuzz.test covers
// random spellings. The mask_arg_* cases have 2-3 keys, so that the random
// i1 masks leave rows fully masked (the program's uniform softmax there).
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

// bias [B, H, S, S] added before the scale (so it is scaled too), -inf fill.
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
      %c48 = arith.constant 0xFF800000 : f32
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

// MQA: K/V [B, S, D] without a head dim, scores stored [S, B, H, S] (the query told from the head by the causal mask).
func.func @mqa_no_head_dim_scores_ibhj_causal(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x16xbf16>, %v: tensor<2x32x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<32x2x4x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<32x2x4x32xf32>) -> tensor<32x2x4x32xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(i, b, h, j, d) -> (b, i, h, d)>, affine_map<(i, b, h, j, d) -> (b, j, d)>, affine_map<(i, b, h, j, d) -> (i, b, h, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xbf16>, tensor<2x32x16xbf16>) outs(%f3 : tensor<32x2x4x32xf32>) {
    ^bb0(%a4: bf16, %a5: bf16, %a6: f32):
      %t7 = arith.extf %a4 : bf16 to f32
      %t8 = arith.extf %a5 : bf16 to f32
      %t9 = arith.mulf %t7, %t8 : f32
      %t10 = arith.addf %a6, %t9 : f32
      linalg.yield %t10 : f32
  } -> tensor<32x2x4x32xf32>
  %e12 = tensor.empty() : tensor<32x32xi1>
  %g17 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e12 : tensor<32x32xi1>) {
    ^bb0(%a13: i1):
      %ix14 = linalg.index 0 : index
      %ix15 = linalg.index 1 : index
      %t16 = arith.cmpi sle, %ix15, %ix14 : index
      linalg.yield %t16 : i1
  } -> tensor<32x32xi1>
  %e18 = tensor.empty() : tensor<32x2x4x32xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(i, b, h, j) -> (i, b, h, j)>, affine_map<(i, b, h, j) -> (i, b, h, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g11 : tensor<32x2x4x32xf32>) outs(%e18 : tensor<32x2x4x32xf32>) {
    ^bb0(%a19: f32, %a20: f32):
      %c21 = arith.constant 2.500000000e-01 : f32
      %t22 = arith.mulf %a19, %c21 : f32
      linalg.yield %t22 : f32
  } -> tensor<32x2x4x32xf32>
  %e24 = tensor.empty() : tensor<32x2x4x32xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(i, b, h, j) -> (i, b, h, j)>, affine_map<(i, b, h, j) -> (i, j)>, affine_map<(i, b, h, j) -> (i, b, h, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g23, %g17 : tensor<32x2x4x32xf32>, tensor<32x32xi1>) outs(%e24 : tensor<32x2x4x32xf32>) {
    ^bb0(%a25: f32, %a26: i1, %a27: f32):
      %c28 = arith.constant -3.40282347E+38 : f32
      %t29 = arith.select %a26, %a25, %c28 : f32
      linalg.yield %t29 : f32
  } -> tensor<32x2x4x32xf32>
  %e31 = tensor.empty() : tensor<32x2x4xf32>
  %c32 = arith.constant 0xFF800000 : f32
  %f33 = linalg.fill ins(%c32 : f32) outs(%e31 : tensor<32x2x4xf32>) -> tensor<32x2x4xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(i, b, h, j) -> (i, b, h, j)>, affine_map<(i, b, h, j) -> (i, b, h)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g30 : tensor<32x2x4x32xf32>) outs(%f33 : tensor<32x2x4xf32>) {
    ^bb0(%a34: f32, %a35: f32):
      %t36 = arith.maximumf %a34, %a35 : f32
      linalg.yield %t36 : f32
  } -> tensor<32x2x4xf32>
  %e38 = tensor.empty() : tensor<32x2x4x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(i, b, h, j) -> (i, b, h, j)>, affine_map<(i, b, h, j) -> (i, b, h)>, affine_map<(i, b, h, j) -> (i, b, h, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g30, %g37 : tensor<32x2x4x32xf32>, tensor<32x2x4xf32>) outs(%e38 : tensor<32x2x4x32xf32>) {
    ^bb0(%a39: f32, %a40: f32, %a41: f32):
      %t42 = arith.subf %a39, %a40 : f32
      %t43 = math.exp %t42 : f32
      linalg.yield %t43 : f32
  } -> tensor<32x2x4x32xf32>
  %e45 = tensor.empty() : tensor<32x2x4xf32>
  %c46 = arith.constant 0.000000e+00 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<32x2x4xf32>) -> tensor<32x2x4xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(i, b, h, j) -> (i, b, h, j)>, affine_map<(i, b, h, j) -> (i, b, h)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<32x2x4x32xf32>) outs(%f47 : tensor<32x2x4xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.addf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<32x2x4xf32>
  %e52 = tensor.empty() : tensor<32x2x4x32xf32>
  %g57 = linalg.generic {indexing_maps = [affine_map<(i, b, h, j) -> (i, b, h, j)>, affine_map<(i, b, h, j) -> (i, b, h)>, affine_map<(i, b, h, j) -> (i, b, h, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<32x2x4x32xf32>, tensor<32x2x4xf32>) outs(%e52 : tensor<32x2x4x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.divf %a53, %a54 : f32
      linalg.yield %t56 : f32
  } -> tensor<32x2x4x32xf32>
  %e58 = tensor.empty() : tensor<2x32x4x16xf32>
  %c59 = arith.constant 0.000000e+00 : f32
  %f60 = linalg.fill ins(%c59 : f32) outs(%e58 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
  %g67 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (i, b, h, j)>, affine_map<(b, i, h, e, j) -> (b, j, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g57, %v : tensor<32x2x4x32xf32>, tensor<2x32x16xbf16>) outs(%f60 : tensor<2x32x4x16xf32>) {
    ^bb0(%a61: f32, %a62: bf16, %a63: f32):
      %t64 = arith.extf %a62 : bf16 to f32
      %t65 = arith.mulf %a61, %t64 : f32
      %t66 = arith.addf %t65, %a63 : f32
      linalg.yield %t66 : f32
  } -> tensor<2x32x4x16xf32>
  %e68 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g72 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g67 : tensor<2x32x4x16xf32>) outs(%e68 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a69: f32, %a70: bf16):
      %t71 = arith.truncf %a69 : f32 to bf16
      linalg.yield %t71 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g72 : tensor<2x32x4x16xbf16>
}

// MQA: bhsd Q, K/V [B, S, D], a left window of 6 as -inf, output stored [B, D, S, H].
func.func @mqa_no_head_dim_bhsd_window_out_permuted(%q: tensor<1x3x28x8xf16>, %k: tensor<1x28x8xf16>, %v: tensor<1x28x8xf16>) -> (tensor<1x8x28x3xf32>) {
  %e1 = tensor.empty() : tensor<1x3x28x28xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<1x3x28x28xf32>) -> tensor<1x3x28x28xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>, affine_map<(b, h, i, j, d) -> (b, j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<1x3x28x8xf16>, tensor<1x28x8xf16>) outs(%f3 : tensor<1x3x28x28xf32>) {
    ^bb0(%a4: f16, %a5: f16, %a6: f32):
      %t7 = arith.extf %a4 : f16 to f32
      %t8 = arith.extf %a5 : f16 to f32
      %t9 = arith.mulf %t7, %t8 : f32
      %t10 = arith.addf %a6, %t9 : f32
      linalg.yield %t10 : f32
  } -> tensor<1x3x28x28xf32>
  %e12 = tensor.empty() : tensor<28x28xi1>
  %g21 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e12 : tensor<28x28xi1>) {
    ^bb0(%a13: i1):
      %ix14 = linalg.index 0 : index
      %ix15 = linalg.index 1 : index
      %c16 = arith.constant 6 : index
      %t17 = arith.subi %ix14, %c16 : index
      %t18 = arith.cmpi sge, %ix15, %t17 : index
      %t19 = arith.cmpi sle, %ix15, %ix14 : index
      %t20 = arith.andi %t18, %t19 : i1
      linalg.yield %t20 : i1
  } -> tensor<28x28xi1>
  %e22 = tensor.empty() : tensor<1x3x28x28xf32>
  %g27 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g11 : tensor<1x3x28x28xf32>) outs(%e22 : tensor<1x3x28x28xf32>) {
    ^bb0(%a23: f32, %a24: f32):
      %c25 = arith.constant 3.535533845e-01 : f32
      %t26 = arith.mulf %a23, %c25 : f32
      linalg.yield %t26 : f32
  } -> tensor<1x3x28x28xf32>
  %e28 = tensor.empty() : tensor<1x3x28x28xf32>
  %g34 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g27, %g21 : tensor<1x3x28x28xf32>, tensor<28x28xi1>) outs(%e28 : tensor<1x3x28x28xf32>) {
    ^bb0(%a29: f32, %a30: i1, %a31: f32):
      %c32 = arith.constant 0xFF800000 : f32
      %t33 = arith.select %a30, %a29, %c32 : f32
      linalg.yield %t33 : f32
  } -> tensor<1x3x28x28xf32>
  %e35 = tensor.empty() : tensor<1x3x28x28xf32>
  %sm36 = linalg.softmax dimension(3) ins(%g34 : tensor<1x3x28x28xf32>) outs(%e35 : tensor<1x3x28x28xf32>) -> tensor<1x3x28x28xf32>
  %e37 = tensor.empty() : tensor<1x8x28x3xf32>
  %c38 = arith.constant 0.000000e+00 : f32
  %f39 = linalg.fill ins(%c38 : f32) outs(%e37 : tensor<1x8x28x3xf32>) -> tensor<1x8x28x3xf32>
  %g46 = linalg.generic {indexing_maps = [affine_map<(b, e, i, h, j) -> (b, h, i, j)>, affine_map<(b, e, i, h, j) -> (b, j, e)>, affine_map<(b, e, i, h, j) -> (b, e, i, h)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm36, %v : tensor<1x3x28x28xf32>, tensor<1x28x8xf16>) outs(%f39 : tensor<1x8x28x3xf32>) {
    ^bb0(%a40: f32, %a41: f16, %a42: f32):
      %t43 = arith.extf %a41 : f16 to f32
      %t44 = arith.mulf %a40, %t43 : f32
      %t45 = arith.addf %t44, %a42 : f32
      linalg.yield %t45 : f32
  } -> tensor<1x8x28x3xf32>
  return %g46 : tensor<1x8x28x3xf32>
}

// MQA: unbatched [S, H, D] Q, K/V read at head 0, a learnable sink (it indexes the head).
func.func @mqa_constant_head_sh_learnable_sink(%q: tensor<20x2x8xf32>, %k: tensor<20x1x8xf32>, %v: tensor<20x1x8xf32>, %sink: tensor<2xf32>) -> (tensor<8x20x2xf32>) {
  %e1 = tensor.empty() : tensor<2x20x20xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x20x20xf32>) -> tensor<2x20x20xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(h, i, j, d) -> (i, h, d)>, affine_map<(h, i, j, d) -> (j, 0, d)>, affine_map<(h, i, j, d) -> (h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<20x2x8xf32>, tensor<20x1x8xf32>) outs(%f3 : tensor<2x20x20xf32>) {
    ^bb0(%a4: f32, %a5: f32, %a6: f32):
      %t7 = arith.mulf %a4, %a5 : f32
      %t8 = arith.addf %a6, %t7 : f32
      linalg.yield %t8 : f32
  } -> tensor<2x20x20xf32>
  %e10 = tensor.empty() : tensor<2x20x20xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(h, i, j) -> (h, i, j)>, affine_map<(h, i, j) -> (h, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g9 : tensor<2x20x20xf32>) outs(%e10 : tensor<2x20x20xf32>) {
    ^bb0(%a11: f32, %a12: f32):
      %c13 = arith.constant 3.535533845e-01 : f32
      %t14 = arith.mulf %a11, %c13 : f32
      linalg.yield %t14 : f32
  } -> tensor<2x20x20xf32>
  %e16 = tensor.empty() : tensor<2x20xf32>
  %c17 = arith.constant 0xFF800000 : f32
  %f18 = linalg.fill ins(%c17 : f32) outs(%e16 : tensor<2x20xf32>) -> tensor<2x20xf32>
  %g22 = linalg.generic {indexing_maps = [affine_map<(h, i, j) -> (h, i, j)>, affine_map<(h, i, j) -> (h, i)>], iterator_types = ["parallel", "parallel", "reduction"]}
       ins(%g15 : tensor<2x20x20xf32>) outs(%f18 : tensor<2x20xf32>) {
    ^bb0(%a19: f32, %a20: f32):
      %t21 = arith.maximumf %a19, %a20 : f32
      linalg.yield %t21 : f32
  } -> tensor<2x20xf32>
  %e23 = tensor.empty() : tensor<2x20x20xf32>
  %g29 = linalg.generic {indexing_maps = [affine_map<(h, i, j) -> (h, i, j)>, affine_map<(h, i, j) -> (h, i)>, affine_map<(h, i, j) -> (h, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g15, %g22 : tensor<2x20x20xf32>, tensor<2x20xf32>) outs(%e23 : tensor<2x20x20xf32>) {
    ^bb0(%a24: f32, %a25: f32, %a26: f32):
      %t27 = arith.subf %a24, %a25 : f32
      %t28 = math.exp %t27 : f32
      linalg.yield %t28 : f32
  } -> tensor<2x20x20xf32>
  %e30 = tensor.empty() : tensor<2x20xf32>
  %c31 = arith.constant 0.000000e+00 : f32
  %f32 = linalg.fill ins(%c31 : f32) outs(%e30 : tensor<2x20xf32>) -> tensor<2x20xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(h, i, j) -> (h, i, j)>, affine_map<(h, i, j) -> (h, i)>], iterator_types = ["parallel", "parallel", "reduction"]}
       ins(%g29 : tensor<2x20x20xf32>) outs(%f32 : tensor<2x20xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %t35 = arith.addf %a33, %a34 : f32
      linalg.yield %t35 : f32
  } -> tensor<2x20xf32>
  %e37 = tensor.empty() : tensor<2x20x20xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(h, i, j) -> (h, i, j)>, affine_map<(h, i, j) -> (h, i)>, affine_map<(h, i, j) -> (h, i)>, affine_map<(h, i, j) -> (h)>, affine_map<(h, i, j) -> (h, i, j)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g29, %g36, %g22, %sink : tensor<2x20x20xf32>, tensor<2x20xf32>, tensor<2x20xf32>, tensor<2xf32>) outs(%e37 : tensor<2x20x20xf32>) {
    ^bb0(%a38: f32, %a39: f32, %a40: f32, %a41: f32, %a42: f32):
      %t43 = arith.subf %a41, %a40 : f32
      %t44 = math.exp %t43 : f32
      %t45 = arith.addf %a39, %t44 : f32
      %t46 = arith.divf %a38, %t45 : f32
      linalg.yield %t46 : f32
  } -> tensor<2x20x20xf32>
  %e48 = tensor.empty() : tensor<8x20x2xf32>
  %c49 = arith.constant 0.000000e+00 : f32
  %f50 = linalg.fill ins(%c49 : f32) outs(%e48 : tensor<8x20x2xf32>) -> tensor<8x20x2xf32>
  %g56 = linalg.generic {indexing_maps = [affine_map<(e, i, h, j) -> (h, i, j)>, affine_map<(e, i, h, j) -> (j, 0, e)>, affine_map<(e, i, h, j) -> (e, i, h)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g47, %v : tensor<2x20x20xf32>, tensor<20x1x8xf32>) outs(%f50 : tensor<8x20x2xf32>) {
    ^bb0(%a51: f32, %a52: f32, %a53: f32):
      %t54 = arith.mulf %a51, %a52 : f32
      %t55 = arith.addf %t54, %a53 : f32
      linalg.yield %t55 : f32
  } -> tensor<8x20x2xf32>
  return %g56 : tensor<8x20x2xf32>
}

// the log-sum-exp m + log(z) as a second result [B, H, S].
func.func @lse_natural(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>, tensor<2x4x32xf32>) {
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h floordiv 2, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xbf16>, tensor<2x32x2x16xbf16>) outs(%f3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a4: bf16, %a5: bf16, %a6: f32):
      %t7 = arith.extf %a4 : bf16 to f32
      %t8 = arith.extf %a5 : bf16 to f32
      %t9 = arith.mulf %t7, %t8 : f32
      %t10 = arith.addf %a6, %t9 : f32
      linalg.yield %t10 : f32
  } -> tensor<2x4x32x32xf32>
  %e12 = tensor.empty() : tensor<32x32xi1>
  %g17 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e12 : tensor<32x32xi1>) {
    ^bb0(%a13: i1):
      %ix14 = linalg.index 0 : index
      %ix15 = linalg.index 1 : index
      %t16 = arith.cmpi sle, %ix15, %ix14 : index
      linalg.yield %t16 : i1
  } -> tensor<32x32xi1>
  %e18 = tensor.empty() : tensor<2x4x32x32xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g11 : tensor<2x4x32x32xf32>) outs(%e18 : tensor<2x4x32x32xf32>) {
    ^bb0(%a19: f32, %a20: f32):
      %c21 = arith.constant 2.500000000e-01 : f32
      %t22 = arith.mulf %a19, %c21 : f32
      linalg.yield %t22 : f32
  } -> tensor<2x4x32x32xf32>
  %e24 = tensor.empty() : tensor<2x4x32x32xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g23, %g17 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e24 : tensor<2x4x32x32xf32>) {
    ^bb0(%a25: f32, %a26: i1, %a27: f32):
      %c28 = arith.constant -3.40282347E+38 : f32
      %t29 = arith.select %a26, %a25, %c28 : f32
      linalg.yield %t29 : f32
  } -> tensor<2x4x32x32xf32>
  %e31 = tensor.empty() : tensor<2x4x32xf32>
  %c32 = arith.constant 0xFF800000 : f32
  %f33 = linalg.fill ins(%c32 : f32) outs(%e31 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g30 : tensor<2x4x32x32xf32>) outs(%f33 : tensor<2x4x32xf32>) {
    ^bb0(%a34: f32, %a35: f32):
      %t36 = arith.maximumf %a34, %a35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g30, %g37 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: f32, %a41: f32):
      %t42 = arith.subf %a39, %a40 : f32
      %t43 = math.exp %t42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32xf32>
  %c46 = arith.constant 0.000000e+00 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x32x32xf32>) outs(%f47 : tensor<2x4x32xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.addf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x32xf32>
  %e52 = tensor.empty() : tensor<2x4x32x32xf32>
  %g57 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e52 : tensor<2x4x32x32xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32):
      %t56 = arith.divf %a53, %a54 : f32
      linalg.yield %t56 : f32
  } -> tensor<2x4x32x32xf32>
  %e58 = tensor.empty() : tensor<2x4x32xf32>
  %g64 = linalg.generic {indexing_maps = [affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g37, %g51 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%e58 : tensor<2x4x32xf32>) {
    ^bb0(%a59: f32, %a60: f32, %a61: f32):
      %t62 = math.log %a60 : f32
      %t63 = arith.addf %a59, %t62 : f32
      linalg.yield %t63 : f32
  } -> tensor<2x4x32xf32>
  %e65 = tensor.empty() : tensor<2x32x4x16xf32>
  %c66 = arith.constant 0.000000e+00 : f32
  %f67 = linalg.fill ins(%c66 : f32) outs(%e65 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
  %g74 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h floordiv 2, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g57, %v : tensor<2x4x32x32xf32>, tensor<2x32x2x16xbf16>) outs(%f67 : tensor<2x32x4x16xf32>) {
    ^bb0(%a68: f32, %a69: bf16, %a70: f32):
      %t71 = arith.extf %a69 : bf16 to f32
      %t72 = arith.mulf %a68, %t71 : f32
      %t73 = arith.addf %t72, %a70 : f32
      linalg.yield %t73 : f32
  } -> tensor<2x32x4x16xf32>
  %e75 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g79 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g74 : tensor<2x32x4x16xf32>) outs(%e75 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a76: f32, %a77: bf16):
      %t78 = arith.truncf %a76 : f32 to bf16
      linalg.yield %t78 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g79, %g64 : tensor<2x32x4x16xbf16>, tensor<2x4x32xf32>
}

// exp2 with the scale folded into its constant c; the LSE in base 2 (m*c + log2(z)) stored [S, B, H]: lse * log2(e).
func.func @lse_base2_exp2_scale_folded(%q: tensor<2x4x32x16xf32>, %k: tensor<2x2x32x16xf32>, %v: tensor<2x2x32x16xf32>) -> (tensor<2x4x32x16xf32>, tensor<32x2x4xf32>) {
  %e1 = tensor.empty() : tensor<2x2x2x32x16xf32>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, g, r, j, d) -> (b, g, j, d)>, affine_map<(b, g, r, j, d) -> (b, g, r, j, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x2x32x16xf32>) outs(%e1 : tensor<2x2x2x32x16xf32>) {
    ^bb0(%a2: f32, %a3: f32):
      linalg.yield %a2 : f32
  } -> tensor<2x2x2x32x16xf32>
  %rep5 = tensor.collapse_shape %g4 [[0], [1, 2], [3], [4]] : tensor<2x2x2x32x16xf32> into tensor<2x4x32x16xf32>
  %e6 = tensor.empty() : tensor<2x2x2x32x16xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, g, r, j, e) -> (b, g, j, e)>, affine_map<(b, g, r, j, e) -> (b, g, r, j, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x2x32x16xf32>) outs(%e6 : tensor<2x2x2x32x16xf32>) {
    ^bb0(%a7: f32, %a8: f32):
      linalg.yield %a7 : f32
  } -> tensor<2x2x2x32x16xf32>
  %rep10 = tensor.collapse_shape %g9 [[0], [1, 2], [3], [4]] : tensor<2x2x2x32x16xf32> into tensor<2x4x32x16xf32>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g19 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>, affine_map<(b, h, i, j, d) -> (b, h, j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x4x32x16xf32>, tensor<2x4x32x16xf32>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: f32, %a15: f32, %a16: f32):
      %t17 = arith.mulf %a14, %a15 : f32
      %t18 = arith.addf %a16, %t17 : f32
      linalg.yield %t18 : f32
  } -> tensor<2x4x32x32xf32>
  %e20 = tensor.empty() : tensor<2x4x32xf32>
  %c21 = arith.constant 0xFF800000 : f32
  %f22 = linalg.fill ins(%c21 : f32) outs(%e20 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g26 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g19 : tensor<2x4x32x32xf32>) outs(%f22 : tensor<2x4x32xf32>) {
    ^bb0(%a23: f32, %a24: f32):
      %t25 = arith.maximumf %a23, %a24 : f32
      linalg.yield %t25 : f32
  } -> tensor<2x4x32xf32>
  %e27 = tensor.empty() : tensor<2x4x32x32xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g19, %g26 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e27 : tensor<2x4x32x32xf32>) {
    ^bb0(%a28: f32, %a29: f32, %a30: f32):
      %t31 = arith.subf %a28, %a29 : f32
      %c32 = arith.constant 3.606737554e-01 : f32
      %t33 = arith.mulf %t31, %c32 : f32
      %t34 = math.exp2 %t33 : f32
      linalg.yield %t34 : f32
  } -> tensor<2x4x32x32xf32>
  %e36 = tensor.empty() : tensor<2x4x32xf32>
  %c37 = arith.constant 0.000000e+00 : f32
  %f38 = linalg.fill ins(%c37 : f32) outs(%e36 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g35 : tensor<2x4x32x32xf32>) outs(%f38 : tensor<2x4x32xf32>) {
    ^bb0(%a39: f32, %a40: f32):
      %t41 = arith.addf %a39, %a40 : f32
      linalg.yield %t41 : f32
  } -> tensor<2x4x32xf32>
  %e43 = tensor.empty() : tensor<2x4x32x32xf32>
  %g48 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g35, %g42 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e43 : tensor<2x4x32x32xf32>) {
    ^bb0(%a44: f32, %a45: f32, %a46: f32):
      %t47 = arith.divf %a44, %a45 : f32
      linalg.yield %t47 : f32
  } -> tensor<2x4x32x32xf32>
  %e49 = tensor.empty() : tensor<32x2x4xf32>
  %g57 = linalg.generic {indexing_maps = [affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (i, b, h)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g26, %g42 : tensor<2x4x32xf32>, tensor<2x4x32xf32>) outs(%e49 : tensor<32x2x4xf32>) {
    ^bb0(%a50: f32, %a51: f32, %a52: f32):
      %c53 = arith.constant 3.606737554e-01 : f32
      %t54 = arith.mulf %a50, %c53 : f32
      %t55 = math.log2 %a51 : f32
      %t56 = arith.addf %t54, %t55 : f32
      linalg.yield %t56 : f32
  } -> tensor<32x2x4xf32>
  %e58 = tensor.empty() : tensor<2x4x32x16xf32>
  %c59 = arith.constant 0.000000e+00 : f32
  %f60 = linalg.fill ins(%c59 : f32) outs(%e58 : tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
  %g66 = linalg.generic {indexing_maps = [affine_map<(b, h, i, e, j) -> (b, h, i, j)>, affine_map<(b, h, i, e, j) -> (b, h, j, e)>, affine_map<(b, h, i, e, j) -> (b, h, i, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g48, %rep10 : tensor<2x4x32x32xf32>, tensor<2x4x32x16xf32>) outs(%f60 : tensor<2x4x32x16xf32>) {
    ^bb0(%a61: f32, %a62: f32, %a63: f32):
      %t64 = arith.mulf %a61, %a62 : f32
      %t65 = arith.addf %t64, %a63 : f32
      linalg.yield %t65 : f32
  } -> tensor<2x4x32x16xf32>
  return %g66, %g57 : tensor<2x4x32x16xf32>, tensor<32x2x4xf32>
}

// off-by-one softmax; log(z + exp(-m)) + m as a second result stored [B, S, H].
func.func @lse_off_by_one_swapped(%q: tensor<2x20x4x8xf32>, %k: tensor<2x28x4x8xf32>, %v: tensor<2x28x4x8xf32>) -> (tensor<2x20x4x8xf32>, tensor<2x20x4xf32>) {
  %e1 = tensor.empty() : tensor<2x4x20x28xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x20x28xf32>) -> tensor<2x4x20x28xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x20x4x8xf32>, tensor<2x28x4x8xf32>) outs(%f3 : tensor<2x4x20x28xf32>) {
    ^bb0(%a4: f32, %a5: f32, %a6: f32):
      %t7 = arith.mulf %a4, %a5 : f32
      %t8 = arith.addf %a6, %t7 : f32
      linalg.yield %t8 : f32
  } -> tensor<2x4x20x28xf32>
  %e10 = tensor.empty() : tensor<20x28xi1>
  %g17 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e10 : tensor<20x28xi1>) {
    ^bb0(%a11: i1):
      %ix12 = linalg.index 0 : index
      %ix13 = linalg.index 1 : index
      %c14 = arith.constant 8 : index
      %t15 = arith.addi %ix12, %c14 : index
      %t16 = arith.cmpi sle, %ix13, %t15 : index
      linalg.yield %t16 : i1
  } -> tensor<20x28xi1>
  %e18 = tensor.empty() : tensor<2x4x20x28xf32>
  %g23 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g9 : tensor<2x4x20x28xf32>) outs(%e18 : tensor<2x4x20x28xf32>) {
    ^bb0(%a19: f32, %a20: f32):
      %c21 = arith.constant 3.535533845e-01 : f32
      %t22 = arith.mulf %a19, %c21 : f32
      linalg.yield %t22 : f32
  } -> tensor<2x4x20x28xf32>
  %e24 = tensor.empty() : tensor<2x4x20x28xf32>
  %g30 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g23, %g17 : tensor<2x4x20x28xf32>, tensor<20x28xi1>) outs(%e24 : tensor<2x4x20x28xf32>) {
    ^bb0(%a25: f32, %a26: i1, %a27: f32):
      %c28 = arith.constant -1.000000e+09 : f32
      %t29 = arith.select %a26, %a25, %c28 : f32
      linalg.yield %t29 : f32
  } -> tensor<2x4x20x28xf32>
  %e31 = tensor.empty() : tensor<2x4x20xf32>
  %c32 = arith.constant 0xFF800000 : f32
  %f33 = linalg.fill ins(%c32 : f32) outs(%e31 : tensor<2x4x20xf32>) -> tensor<2x4x20xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g30 : tensor<2x4x20x28xf32>) outs(%f33 : tensor<2x4x20xf32>) {
    ^bb0(%a34: f32, %a35: f32):
      %t36 = arith.maximumf %a34, %a35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x20xf32>
  %e38 = tensor.empty() : tensor<2x4x20x28xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g30, %g37 : tensor<2x4x20x28xf32>, tensor<2x4x20xf32>) outs(%e38 : tensor<2x4x20x28xf32>) {
    ^bb0(%a39: f32, %a40: f32, %a41: f32):
      %t42 = arith.subf %a39, %a40 : f32
      %t43 = math.exp %t42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x20x28xf32>
  %e45 = tensor.empty() : tensor<2x4x20xf32>
  %c46 = arith.constant 0.000000e+00 : f32
  %f47 = linalg.fill ins(%c46 : f32) outs(%e45 : tensor<2x4x20xf32>) -> tensor<2x4x20xf32>
  %g51 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g44 : tensor<2x4x20x28xf32>) outs(%f47 : tensor<2x4x20xf32>) {
    ^bb0(%a48: f32, %a49: f32):
      %t50 = arith.addf %a48, %a49 : f32
      linalg.yield %t50 : f32
  } -> tensor<2x4x20xf32>
  %e52 = tensor.empty() : tensor<2x4x20x28xf32>
  %g61 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g44, %g51, %g37 : tensor<2x4x20x28xf32>, tensor<2x4x20xf32>, tensor<2x4x20xf32>) outs(%e52 : tensor<2x4x20x28xf32>) {
    ^bb0(%a53: f32, %a54: f32, %a55: f32, %a56: f32):
      %t57 = arith.negf %a55 : f32
      %t58 = math.exp %t57 : f32
      %t59 = arith.addf %a54, %t58 : f32
      %t60 = arith.divf %a53, %t59 : f32
      linalg.yield %t60 : f32
  } -> tensor<2x4x20x28xf32>
  %e62 = tensor.empty() : tensor<2x20x4xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, i, h)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g37, %g51 : tensor<2x4x20xf32>, tensor<2x4x20xf32>) outs(%e62 : tensor<2x20x4xf32>) {
    ^bb0(%a63: f32, %a64: f32, %a65: f32):
      %t66 = arith.negf %a63 : f32
      %t67 = math.exp %t66 : f32
      %t68 = arith.addf %a64, %t67 : f32
      %t69 = math.log %t68 : f32
      %t70 = arith.addf %t69, %a63 : f32
      linalg.yield %t70 : f32
  } -> tensor<2x20x4xf32>
  %e72 = tensor.empty() : tensor<2x20x4x8xf32>
  %c73 = arith.constant 0.000000e+00 : f32
  %f74 = linalg.fill ins(%c73 : f32) outs(%e72 : tensor<2x20x4x8xf32>) -> tensor<2x20x4x8xf32>
  %g80 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g61, %v : tensor<2x4x20x28xf32>, tensor<2x28x4x8xf32>) outs(%f74 : tensor<2x20x4x8xf32>) {
    ^bb0(%a75: f32, %a76: f32, %a77: f32):
      %t78 = arith.mulf %a75, %a76 : f32
      %t79 = arith.addf %t78, %a77 : f32
      linalg.yield %t79 : f32
  } -> tensor<2x20x4x8xf32>
  return %g80, %g71 : tensor<2x20x4x8xf32>, tensor<2x20x4xf32>
}

// a boolean [B, 1, S, S] mask argument (keys of 2, rows may be fully masked) with finfo.min fill: a bias of 0 / finfo.min.
func.func @mask_arg_padding(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x2x2x16xbf16>, %v: tensor<2x2x2x16xbf16>, %mask: tensor<2x1x32x2xi1>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x4x32x2xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x4x32x2xf32>) -> tensor<2x4x32x2xf32>
  %g11 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h floordiv 2, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xbf16>, tensor<2x2x2x16xbf16>) outs(%f3 : tensor<2x4x32x2xf32>) {
    ^bb0(%a4: bf16, %a5: bf16, %a6: f32):
      %t7 = arith.extf %a4 : bf16 to f32
      %t8 = arith.extf %a5 : bf16 to f32
      %t9 = arith.mulf %t7, %t8 : f32
      %t10 = arith.addf %a6, %t9 : f32
      linalg.yield %t10 : f32
  } -> tensor<2x4x32x2xf32>
  %e12 = tensor.empty() : tensor<2x4x32x2xf32>
  %g17 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g11 : tensor<2x4x32x2xf32>) outs(%e12 : tensor<2x4x32x2xf32>) {
    ^bb0(%a13: f32, %a14: f32):
      %c15 = arith.constant 2.500000000e-01 : f32
      %t16 = arith.mulf %a13, %c15 : f32
      linalg.yield %t16 : f32
  } -> tensor<2x4x32x2xf32>
  %e18 = tensor.empty() : tensor<2x4x32x2xf32>
  %g24 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, 0, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g17, %mask : tensor<2x4x32x2xf32>, tensor<2x1x32x2xi1>) outs(%e18 : tensor<2x4x32x2xf32>) {
    ^bb0(%a19: f32, %a20: i1, %a21: f32):
      %c22 = arith.constant -3.40282347E+38 : f32
      %t23 = arith.select %a20, %a19, %c22 : f32
      linalg.yield %t23 : f32
  } -> tensor<2x4x32x2xf32>
  %e25 = tensor.empty() : tensor<2x4x32x2xf32>
  %sm26 = linalg.softmax dimension(3) ins(%g24 : tensor<2x4x32x2xf32>) outs(%e25 : tensor<2x4x32x2xf32>) -> tensor<2x4x32x2xf32>
  %e27 = tensor.empty() : tensor<2x32x4x16xf32>
  %c28 = arith.constant 0.000000e+00 : f32
  %f29 = linalg.fill ins(%c28 : f32) outs(%e27 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
  %g36 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h floordiv 2, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm26, %v : tensor<2x4x32x2xf32>, tensor<2x2x2x16xbf16>) outs(%f29 : tensor<2x32x4x16xf32>) {
    ^bb0(%a30: f32, %a31: bf16, %a32: f32):
      %t33 = arith.extf %a31 : bf16 to f32
      %t34 = arith.mulf %a30, %t33 : f32
      %t35 = arith.addf %t34, %a32 : f32
      linalg.yield %t35 : f32
  } -> tensor<2x32x4x16xf32>
  %e37 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g41 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g36 : tensor<2x32x4x16xf32>) outs(%e37 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a38: f32, %a39: bf16):
      %t40 = arith.truncf %a38 : f32 to bf16
      linalg.yield %t40 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g41 : tensor<2x32x4x16xbf16>
}

// a boolean [S, S] argument marking masked pairs (select(m, min, s)), an additive bias and the LSE.
func.func @mask_arg_masked_polarity_bias_lse(%q: tensor<2x2x24x8xf32>, %k: tensor<2x2x3x8xf32>, %v: tensor<2x2x3x8xf32>, %bias: tensor<2x2x24x3xf32>, %mask: tensor<24x3xi1>) -> (tensor<2x2x24x8xf32>, tensor<2x2x24xf32>) {
  %e1 = tensor.empty() : tensor<2x2x24x3xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<2x2x24x3xf32>) -> tensor<2x2x24x3xf32>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>, affine_map<(b, h, i, j, d) -> (b, h, j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x2x24x8xf32>, tensor<2x2x3x8xf32>) outs(%f3 : tensor<2x2x24x3xf32>) {
    ^bb0(%a4: f32, %a5: f32, %a6: f32):
      %t7 = arith.mulf %a4, %a5 : f32
      %t8 = arith.addf %a6, %t7 : f32
      linalg.yield %t8 : f32
  } -> tensor<2x2x24x3xf32>
  %e10 = tensor.empty() : tensor<2x2x24x3xf32>
  %g15 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g9 : tensor<2x2x24x3xf32>) outs(%e10 : tensor<2x2x24x3xf32>) {
    ^bb0(%a11: f32, %a12: f32):
      %c13 = arith.constant 3.535533845e-01 : f32
      %t14 = arith.mulf %a11, %c13 : f32
      linalg.yield %t14 : f32
  } -> tensor<2x2x24x3xf32>
  %e16 = tensor.empty() : tensor<2x2x24x3xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g15, %bias : tensor<2x2x24x3xf32>, tensor<2x2x24x3xf32>) outs(%e16 : tensor<2x2x24x3xf32>) {
    ^bb0(%a17: f32, %a18: f32, %a19: f32):
      %t20 = arith.addf %a17, %a18 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x2x24x3xf32>
  %e22 = tensor.empty() : tensor<2x2x24x3xf32>
  %g28 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21, %mask : tensor<2x2x24x3xf32>, tensor<24x3xi1>) outs(%e22 : tensor<2x2x24x3xf32>) {
    ^bb0(%a23: f32, %a24: i1, %a25: f32):
      %c26 = arith.constant -3.40282347E+38 : f32
      %t27 = arith.select %a24, %c26, %a23 : f32
      linalg.yield %t27 : f32
  } -> tensor<2x2x24x3xf32>
  %e29 = tensor.empty() : tensor<2x2x24xf32>
  %c30 = arith.constant 0xFF800000 : f32
  %f31 = linalg.fill ins(%c30 : f32) outs(%e29 : tensor<2x2x24xf32>) -> tensor<2x2x24xf32>
  %g35 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g28 : tensor<2x2x24x3xf32>) outs(%f31 : tensor<2x2x24xf32>) {
    ^bb0(%a32: f32, %a33: f32):
      %t34 = arith.maximumf %a32, %a33 : f32
      linalg.yield %t34 : f32
  } -> tensor<2x2x24xf32>
  %e36 = tensor.empty() : tensor<2x2x24x3xf32>
  %g42 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g28, %g35 : tensor<2x2x24x3xf32>, tensor<2x2x24xf32>) outs(%e36 : tensor<2x2x24x3xf32>) {
    ^bb0(%a37: f32, %a38: f32, %a39: f32):
      %t40 = arith.subf %a37, %a38 : f32
      %t41 = math.exp %t40 : f32
      linalg.yield %t41 : f32
  } -> tensor<2x2x24x3xf32>
  %e43 = tensor.empty() : tensor<2x2x24xf32>
  %c44 = arith.constant 0.000000e+00 : f32
  %f45 = linalg.fill ins(%c44 : f32) outs(%e43 : tensor<2x2x24xf32>) -> tensor<2x2x24xf32>
  %g49 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g42 : tensor<2x2x24x3xf32>) outs(%f45 : tensor<2x2x24xf32>) {
    ^bb0(%a46: f32, %a47: f32):
      %t48 = arith.addf %a46, %a47 : f32
      linalg.yield %t48 : f32
  } -> tensor<2x2x24xf32>
  %e50 = tensor.empty() : tensor<2x2x24x3xf32>
  %g55 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g42, %g49 : tensor<2x2x24x3xf32>, tensor<2x2x24xf32>) outs(%e50 : tensor<2x2x24x3xf32>) {
    ^bb0(%a51: f32, %a52: f32, %a53: f32):
      %t54 = arith.divf %a51, %a52 : f32
      linalg.yield %t54 : f32
  } -> tensor<2x2x24x3xf32>
  %e56 = tensor.empty() : tensor<2x2x24xf32>
  %g62 = linalg.generic {indexing_maps = [affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g35, %g49 : tensor<2x2x24xf32>, tensor<2x2x24xf32>) outs(%e56 : tensor<2x2x24xf32>) {
    ^bb0(%a57: f32, %a58: f32, %a59: f32):
      %t60 = math.log %a58 : f32
      %t61 = arith.addf %a57, %t60 : f32
      linalg.yield %t61 : f32
  } -> tensor<2x2x24xf32>
  %e63 = tensor.empty() : tensor<2x2x24x8xf32>
  %c64 = arith.constant 0.000000e+00 : f32
  %f65 = linalg.fill ins(%c64 : f32) outs(%e63 : tensor<2x2x24x8xf32>) -> tensor<2x2x24x8xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(b, h, i, e, j) -> (b, h, i, j)>, affine_map<(b, h, i, e, j) -> (b, h, j, e)>, affine_map<(b, h, i, e, j) -> (b, h, i, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%g55, %v : tensor<2x2x24x3xf32>, tensor<2x2x3x8xf32>) outs(%f65 : tensor<2x2x24x8xf32>) {
    ^bb0(%a66: f32, %a67: f32, %a68: f32):
      %t69 = arith.mulf %a66, %a67 : f32
      %t70 = arith.addf %t69, %a68 : f32
      linalg.yield %t70 : f32
  } -> tensor<2x2x24x8xf32>
  return %g71, %g62 : tensor<2x2x24x8xf32>, tensor<2x2x24xf32>
}

// an additive bias [S, S] whose query row 5 is set to -inf in the function,
// -inf fill: the program is NaN in that row, and so is the raised form, where
// the lse of attn.sdpa is -inf; NaN becomes 1000 before the return, so that the
// differential run requires NaN in both.
func.func @bias_ninf_row(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>, %v: tensor<2x32x2x16xbf16>, %bias: tensor<32x32xf32>) -> (tensor<2x32x4x16xbf16>) {
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
  %e32 = tensor.empty() : tensor<1x32xf32>
  %c33 = arith.constant 0xFF800000 : f32
  %f34 = linalg.fill ins(%c33 : f32) outs(%e32 : tensor<1x32xf32>) -> tensor<1x32xf32>
  %b35 = tensor.insert_slice %f34 into %bias[5, 0] [1, 32] [1, 1] : tensor<1x32xf32> into tensor<32x32xf32>
  %e36 = tensor.empty() : tensor<2x4x32x32xf32>
  %g41 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e36 : tensor<2x4x32x32xf32>) {
    ^bb0(%a37: f32, %a38: f32):
      %c39 = arith.constant 2.500000000e-01 : f32
      %t40 = arith.mulf %a37, %c39 : f32
      linalg.yield %t40 : f32
  } -> tensor<2x4x32x32xf32>
  %e42 = tensor.empty() : tensor<2x4x32x32xf32>
  %g47 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g41, %b35 : tensor<2x4x32x32xf32>, tensor<32x32xf32>) outs(%e42 : tensor<2x4x32x32xf32>) {
    ^bb0(%a43: f32, %a44: f32, %a45: f32):
      %t46 = arith.addf %a43, %a44 : f32
      linalg.yield %t46 : f32
  } -> tensor<2x4x32x32xf32>
  %e48 = tensor.empty() : tensor<2x4x32x32xf32>
  %g54 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g47, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e48 : tensor<2x4x32x32xf32>) {
    ^bb0(%a49: f32, %a50: i1, %a51: f32):
      %c52 = arith.constant 0xFF800000 : f32
      %t53 = arith.select %a50, %a49, %c52 : f32
      linalg.yield %t53 : f32
  } -> tensor<2x4x32x32xf32>
  %e55 = tensor.empty() : tensor<2x4x32xf32>
  %c56 = arith.constant 0xFF800000 : f32
  %f57 = linalg.fill ins(%c56 : f32) outs(%e55 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g61 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g54 : tensor<2x4x32x32xf32>) outs(%f57 : tensor<2x4x32xf32>) {
    ^bb0(%a58: f32, %a59: f32):
      %t60 = arith.maximumf %a58, %a59 : f32
      linalg.yield %t60 : f32
  } -> tensor<2x4x32xf32>
  %e62 = tensor.empty() : tensor<2x4x32x32xf32>
  %g68 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g54, %g61 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e62 : tensor<2x4x32x32xf32>) {
    ^bb0(%a63: f32, %a64: f32, %a65: f32):
      %t66 = arith.subf %a63, %a64 : f32
      %t67 = math.exp %t66 : f32
      linalg.yield %t67 : f32
  } -> tensor<2x4x32x32xf32>
  %e69 = tensor.empty() : tensor<2x4x32xf32>
  %c70 = arith.constant 0.000000e+00 : f32
  %f71 = linalg.fill ins(%c70 : f32) outs(%e69 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %g75 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%g68 : tensor<2x4x32x32xf32>) outs(%f71 : tensor<2x4x32xf32>) {
    ^bb0(%a72: f32, %a73: f32):
      %t74 = arith.addf %a72, %a73 : f32
      linalg.yield %t74 : f32
  } -> tensor<2x4x32xf32>
  %e76 = tensor.empty() : tensor<2x4x32x32xf32>
  %g81 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g68, %g75 : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e76 : tensor<2x4x32x32xf32>) {
    ^bb0(%a77: f32, %a78: f32, %a79: f32):
      %t80 = arith.divf %a77, %a78 : f32
      linalg.yield %t80 : f32
  } -> tensor<2x4x32x32xf32>
  %e82 = tensor.empty() : tensor<2x32x4x16xf32>
  %c83 = arith.constant 0.000000e+00 : f32
  %f84 = linalg.fill ins(%c83 : f32) outs(%e82 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
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
  %e97 = tensor.empty() : tensor<2x32x4x16xbf16>
  %n98 = linalg.generic {indexing_maps = [affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>, affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%g96 : tensor<2x32x4x16xbf16>) outs(%e97 : tensor<2x32x4x16xbf16>) {
  ^bb0(%a99: bf16, %a100: bf16):
    %t101 = arith.cmpf uno, %a99, %a99 : bf16
    %c102 = arith.constant 1.000000e+03 : bf16
    %t103 = arith.select %t101, %c102, %a99 : bf16
    linalg.yield %t103 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %n98 : tensor<2x32x4x16xbf16>
}

// An all -inf bias row with the row maximum starting at the lowest float and
// the LSE returned: out is NaN there (0 / 0), the LSE lowest + log 0 = -inf,
// as attn.sdpa's lse already is (only out gets the NaN fix-up). NaN and -inf
// are mapped to sentinels before returning, so both must match exactly.
func.func @bias_ninf_row_lse_lowest_max(%q: tensor<1x4x2x4xf32>, %k: tensor<1x4x2x4xf32>, %v: tensor<1x4x2x4xf32>, %bias: tensor<4x4xf32>) -> (tensor<1x4x2x4xf32>, tensor<1x2x4xf32>) {
  %z = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %eb = tensor.empty() : tensor<1x4xf32>
  %fb = linalg.fill ins(%ninf : f32) outs(%eb : tensor<1x4xf32>) -> tensor<1x4xf32>
  %bias2 = tensor.insert_slice %fb into %bias[1, 0] [1, 4] [1, 1] : tensor<1x4xf32> into tensor<4x4xf32>
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
       ins(%s1, %bias2 : tensor<1x2x4x4xf32>, tensor<4x4xf32>) outs(%e2 : tensor<1x2x4x4xf32>) {
    ^bb0(%x: f32, %in0: f32, %o: f32):
      %r = arith.addf %x, %in0 : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4x4xf32>
  %mi = arith.constant -3.40282347E+38 : f32
  %em = tensor.empty() : tensor<1x2x4xf32>
  %fm = linalg.fill ins(%mi : f32) outs(%em : tensor<1x2x4xf32>) -> tensor<1x2x4xf32>
  %mx = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%s2 : tensor<1x2x4x4xf32>) outs(%fm : tensor<1x2x4xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.maximumf %x, %acc : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4xf32>
  %ee = tensor.empty() : tensor<1x2x4x4xf32>
  %ex = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%s2, %mx : tensor<1x2x4x4xf32>, tensor<1x2x4xf32>) outs(%ee : tensor<1x2x4x4xf32>) {
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
  %ls = linalg.generic {indexing_maps = [affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%mx, %sm : tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%em : tensor<1x2x4xf32>) {
    ^bb0(%x: f32, %y: f32, %o: f32):
      %l = math.log %y : f32
      %r = arith.addf %x, %l : f32
      linalg.yield %r : f32
  } -> tensor<1x2x4xf32>
  %eo = tensor.empty() : tensor<1x4x2x4xf32>
  %fo = linalg.fill ins(%z : f32) outs(%eo : tensor<1x4x2x4xf32>) -> tensor<1x4x2x4xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%p, %v : tensor<1x2x4x4xf32>, tensor<1x4x2x4xf32>) outs(%fo : tensor<1x4x2x4xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %m = arith.mulf %x, %y : f32
      %r = arith.addf %m, %acc : f32
      linalg.yield %r : f32
  } -> tensor<1x4x2x4xf32>
  %eo2 = tensor.empty() : tensor<1x4x2x4xf32>
  %out2 = linalg.generic {indexing_maps = [affine_map<(a, b, c, d) -> (a, b, c, d)>, affine_map<(a, b, c, d) -> (a, b, c, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%out : tensor<1x4x2x4xf32>) outs(%eo2 : tensor<1x4x2x4xf32>) {
  ^bb0(%x: f32, %o: f32):
    %u = arith.cmpf uno, %x, %x : f32
    %c = arith.constant 1.0e+03 : f32
    %r = arith.select %u, %c, %x : f32
    linalg.yield %r : f32
  } -> tensor<1x4x2x4xf32>
  %el2 = tensor.empty() : tensor<1x2x4xf32>
  %ls2 = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b, c)>], iterator_types = ["parallel", "parallel", "parallel"]} ins(%ls, %ls : tensor<1x2x4xf32>, tensor<1x2x4xf32>) outs(%el2 : tensor<1x2x4xf32>) {
  ^bb0(%x: f32, %x2: f32, %o: f32):
    %u = arith.cmpf uno, %x, %x : f32
    %c = arith.constant 1.0e+03 : f32
    %r = arith.select %u, %c, %x : f32
    %ni = arith.constant 0xFF800000 : f32
    %isn = arith.cmpf oeq, %x, %ni : f32
    %c2 = arith.constant -2.0e+03 : f32
    %r2 = arith.select %isn, %c2, %r : f32
    linalg.yield %r2 : f32
  } -> tensor<1x2x4xf32>
  return %out2, %ls2 : tensor<1x4x2x4xf32>, tensor<1x2x4xf32>
}
