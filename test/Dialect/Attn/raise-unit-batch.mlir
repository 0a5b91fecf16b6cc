// RUN: attn-opt %s --attn-raise-pipeline | FileCheck %s
// RUN: attn-opt %s --attn-raise-pipeline=report=true -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT --allow-empty

// A batch of one. torch-mlir's export (torch 2.15, torch-mlir 20261001) of
// attn.torch's naive transformers attention (repeat_kv, scaling, a causal
// mask from arange filled with finfo.min, f32 softmax) at B = 1, the
// Llama-shaped layer bench/torch_layer.py compiles, shrunk to S = 16, D = 8
// and 4/2 heads. torch's [B·H] view around each bmm folds into the
// generics; with B = 1 the batch then is a loop of extent one that Q and K
// read as the constant 0, which the raise once took for a second head
// ("K is not indexed by the batch dimension").

// CHECK-LABEL: func.func @main(
// CHECK:         %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bhsd causal = top_left scale = 0.353515625 : (tensor<1x4x16x8xbf16>, tensor<1x2x16x8xbf16>, tensor<1x2x16x8xbf16>) -> tensor<1x4x16x8xbf16>
// CHECK-NOT:     linalg.generic
// CHECK:         return %[[OUT]]
// REPORT-NOT: not raised
#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0) -> (d0)>
#map5 = affine_map<(d0, d1) -> (0, d1)>
#map6 = affine_map<(d0, d1) -> (d0, 0)>
#map7 = affine_map<(d0, d1) -> (d0, d1)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
module {
  func.func @main(%arg0: tensor<1x4x16x8xbf16>, %arg1: tensor<1x2x16x8xbf16>, %arg2: tensor<1x2x16x8xbf16>) -> tensor<1x4x16x8xbf16> {
    %c0_i64 = arith.constant 0 : i64
    %cst = arith.constant 0.000000e+00 : f32
    %true = arith.constant true
    %cst_0 = arith.constant 0xFF800000 : f32
    %cst_1 = arith.constant dense<-3.389530e+38> : tensor<bf16>
    %cst_2 = arith.constant dense<true> : tensor<16x16xi1>
    %cst_3 = arith.constant 0.35355339059327373 : f64
    %0 = tensor.empty() : tensor<1x2x2x16x8xbf16>
    %1 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg1 : tensor<1x2x16x8xbf16>) outs(%0 : tensor<1x2x2x16x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x2x16x8xbf16>
    %collapsed = tensor.collapse_shape %1 [[0], [1, 2], [3], [4]] : tensor<1x2x2x16x8xbf16> into tensor<1x4x16x8xbf16>
    %2 = linalg.generic {indexing_maps = [#map, #map1], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]} ins(%arg2 : tensor<1x2x16x8xbf16>) outs(%0 : tensor<1x2x2x16x8xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      linalg.yield %in : bf16
    } -> tensor<1x2x2x16x8xbf16>
    %3 = tensor.empty() : tensor<1x4x8x16xbf16>
    %transposed = linalg.transpose ins(%collapsed : tensor<1x4x16x8xbf16>) outs(%3 : tensor<1x4x8x16xbf16>) permutation = [0, 1, 3, 2] 
    %collapsed_4 = tensor.collapse_shape %arg0 [[0, 1], [2], [3]] : tensor<1x4x16x8xbf16> into tensor<4x16x8xbf16>
    %collapsed_5 = tensor.collapse_shape %transposed [[0, 1], [2], [3]] : tensor<1x4x8x16xbf16> into tensor<4x8x16xbf16>
    %4 = tensor.empty() : tensor<4x16x16xf32>
    %5 = linalg.fill ins(%cst : f32) outs(%4 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %6 = linalg.batch_matmul ins(%collapsed_4, %collapsed_5 : tensor<4x16x8xbf16>, tensor<4x8x16xbf16>) outs(%5 : tensor<4x16x16xf32>) -> tensor<4x16x16xf32>
    %7 = tensor.empty() : tensor<4x16x16xbf16>
    %8 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%6 : tensor<4x16x16xf32>) outs(%7 : tensor<4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %38 = arith.truncf %in : f32 to bf16
      linalg.yield %38 : bf16
    } -> tensor<4x16x16xbf16>
    %expanded = tensor.expand_shape %8 [[0, 1], [2], [3]] output_shape [1, 4, 16, 16] : tensor<4x16x16xbf16> into tensor<1x4x16x16xbf16>
    %9 = tensor.empty() : tensor<1x4x16x16xbf16>
    %10 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded : tensor<1x4x16x16xbf16>) outs(%9 : tensor<1x4x16x16xbf16>) {
    ^bb0(%in: bf16, %out: bf16):
      %38 = arith.truncf %cst_3 : f64 to bf16
      %39 = arith.mulf %in, %38 : bf16
      linalg.yield %39 : bf16
    } -> tensor<1x4x16x16xbf16>
    %11 = tensor.empty() : tensor<16xi64>
    %12 = linalg.generic {indexing_maps = [#map4], iterator_types = ["parallel"]} outs(%11 : tensor<16xi64>) {
    ^bb0(%out: i64):
      %38 = linalg.index 0 : index
      %39 = arith.index_cast %38 : index to i64
      linalg.yield %39 : i64
    } -> tensor<16xi64>
    %expanded_6 = tensor.expand_shape %12 [[0, 1]] output_shape [16, 1] : tensor<16xi64> into tensor<16x1xi64>
    %expanded_7 = tensor.expand_shape %12 [[0, 1]] output_shape [1, 16] : tensor<16xi64> into tensor<1x16xi64>
    %13 = tensor.empty() : tensor<16x16xi1>
    %14 = linalg.generic {indexing_maps = [#map5, #map6, #map7], iterator_types = ["parallel", "parallel"]} ins(%expanded_7, %expanded_6 : tensor<1x16xi64>, tensor<16x1xi64>) outs(%13 : tensor<16x16xi1>) {
    ^bb0(%in: i64, %in_13: i64, %out: i1):
      %38 = arith.cmpi sle, %in, %in_13 : i64
      linalg.yield %38 : i1
    } -> tensor<16x16xi1>
    %15 = linalg.generic {indexing_maps = [#map7, #map7, #map7], iterator_types = ["parallel", "parallel"]} ins(%cst_2, %14 : tensor<16x16xi1>, tensor<16x16xi1>) outs(%13 : tensor<16x16xi1>) {
    ^bb0(%in: i1, %in_13: i1, %out: i1):
      %38 = arith.andi %in, %in_13 : i1
      linalg.yield %38 : i1
    } -> tensor<16x16xi1>
    %expanded_8 = tensor.expand_shape %15 [[0, 1, 2], [3]] output_shape [1, 1, 16, 16] : tensor<16x16xi1> into tensor<1x1x16x16xi1>
    %16 = tensor.empty() : tensor<1x1x16x16xi1>
    %17 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%expanded_8 : tensor<1x1x16x16xi1>) outs(%16 : tensor<1x1x16x16xi1>) {
    ^bb0(%in: i1, %out: i1):
      %38 = arith.xori %in, %true : i1
      linalg.yield %38 : i1
    } -> tensor<1x1x16x16xi1>
    %18 = linalg.generic {indexing_maps = [#map8, #map9, #map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%17, %cst_1, %10 : tensor<1x1x16x16xi1>, tensor<bf16>, tensor<1x4x16x16xbf16>) outs(%9 : tensor<1x4x16x16xbf16>) {
    ^bb0(%in: i1, %in_13: bf16, %in_14: bf16, %out: bf16):
      %38 = arith.select %in, %in_13, %in_14 : bf16
      linalg.yield %38 : bf16
    } -> tensor<1x4x16x16xbf16>
    %19 = tensor.empty() : tensor<1x4x16x16xf32>
    %20 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%18 : tensor<1x4x16x16xbf16>) outs(%19 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: bf16, %out: f32):
      %38 = arith.extf %in : bf16 to f32
      linalg.yield %38 : f32
    } -> tensor<1x4x16x16xf32>
    %21 = tensor.empty() : tensor<1x4x16xi64>
    %22 = linalg.fill ins(%c0_i64 : i64) outs(%21 : tensor<1x4x16xi64>) -> tensor<1x4x16xi64>
    %23 = tensor.empty() : tensor<1x4x16xf32>
    %24 = linalg.fill ins(%cst_0 : f32) outs(%23 : tensor<1x4x16xf32>) -> tensor<1x4x16xf32>
    %25:2 = linalg.generic {indexing_maps = [#map3, #map10, #map10], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%20 : tensor<1x4x16x16xf32>) outs(%24, %22 : tensor<1x4x16xf32>, tensor<1x4x16xi64>) {
    ^bb0(%in: f32, %out: f32, %out_13: i64):
      %38 = linalg.index 3 : index
      %39 = arith.index_cast %38 : index to i64
      %40 = arith.maximumf %in, %out : f32
      %41 = arith.cmpf ogt, %in, %out : f32
      %42 = arith.select %41, %39, %out_13 : i64
      linalg.yield %40, %42 : f32, i64
    } -> (tensor<1x4x16xf32>, tensor<1x4x16xi64>)
    %expanded_9 = tensor.expand_shape %25#0 [[0], [1], [2, 3]] output_shape [1, 4, 16, 1] : tensor<1x4x16xf32> into tensor<1x4x16x1xf32>
    %26 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%20, %expanded_9 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%19 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %38 = arith.subf %in, %in_13 : f32
      linalg.yield %38 : f32
    } -> tensor<1x4x16x16xf32>
    %27 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%26 : tensor<1x4x16x16xf32>) outs(%19 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = math.exp %in : f32
      linalg.yield %38 : f32
    } -> tensor<1x4x16x16xf32>
    %28 = tensor.empty() : tensor<1x4x16x1xf32>
    %29 = linalg.fill ins(%cst : f32) outs(%28 : tensor<1x4x16x1xf32>) -> tensor<1x4x16x1xf32>
    %30 = linalg.generic {indexing_maps = [#map3, #map11], iterator_types = ["parallel", "parallel", "parallel", "reduction"]} ins(%27 : tensor<1x4x16x16xf32>) outs(%29 : tensor<1x4x16x1xf32>) {
    ^bb0(%in: f32, %out: f32):
      %38 = arith.addf %in, %out : f32
      linalg.yield %38 : f32
    } -> tensor<1x4x16x1xf32>
    %31 = linalg.generic {indexing_maps = [#map3, #map11, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%27, %30 : tensor<1x4x16x16xf32>, tensor<1x4x16x1xf32>) outs(%19 : tensor<1x4x16x16xf32>) {
    ^bb0(%in: f32, %in_13: f32, %out: f32):
      %38 = arith.divf %in, %in_13 : f32
      linalg.yield %38 : f32
    } -> tensor<1x4x16x16xf32>
    %32 = linalg.generic {indexing_maps = [#map3, #map3], iterator_types = ["parallel", "parallel", "parallel", "parallel"]} ins(%31 : tensor<1x4x16x16xf32>) outs(%9 : tensor<1x4x16x16xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %38 = arith.truncf %in : f32 to bf16
      linalg.yield %38 : bf16
    } -> tensor<1x4x16x16xbf16>
    %collapsed_10 = tensor.collapse_shape %32 [[0, 1], [2], [3]] : tensor<1x4x16x16xbf16> into tensor<4x16x16xbf16>
    %collapsed_11 = tensor.collapse_shape %2 [[0, 1, 2], [3], [4]] : tensor<1x2x2x16x8xbf16> into tensor<4x16x8xbf16>
    %33 = tensor.empty() : tensor<4x16x8xf32>
    %34 = linalg.fill ins(%cst : f32) outs(%33 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %35 = linalg.batch_matmul ins(%collapsed_10, %collapsed_11 : tensor<4x16x16xbf16>, tensor<4x16x8xbf16>) outs(%34 : tensor<4x16x8xf32>) -> tensor<4x16x8xf32>
    %36 = tensor.empty() : tensor<4x16x8xbf16>
    %37 = linalg.generic {indexing_maps = [#map2, #map2], iterator_types = ["parallel", "parallel", "parallel"]} ins(%35 : tensor<4x16x8xf32>) outs(%36 : tensor<4x16x8xbf16>) {
    ^bb0(%in: f32, %out: bf16):
      %38 = arith.truncf %in : f32 to bf16
      linalg.yield %38 : bf16
    } -> tensor<4x16x8xbf16>
    %expanded_12 = tensor.expand_shape %37 [[0, 1], [2], [3]] output_shape [1, 4, 16, 8] : tensor<4x16x8xbf16> into tensor<1x4x16x8xbf16>
    return %expanded_12 : tensor<1x4x16x8xbf16>
  }
}

