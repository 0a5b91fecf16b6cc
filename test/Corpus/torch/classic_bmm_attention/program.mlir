#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>, tensor<2x4x64x32xf32>) -> tensor<2x4x64x32xf32>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x4x64x32xf32>, %arg1: tensor<2x4x64x32xf32>, %arg2: tensor<2x4x64x32xf32>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 5.6568542494923806 : f64}> : () -> f64
    %4 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x4x64x32xf32>) -> tensor<8x64x32xf32>
    %5 = "tensor.collapse_shape"(%arg1) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x4x64x32xf32>) -> tensor<8x64x32xf32>
    %6 = "tensor.collapse_shape"(%arg2) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x4x64x32xf32>) -> tensor<8x64x32xf32>
    %7 = "tensor.empty"() : () -> tensor<8x32x64xf32>
    %8 = "linalg.transpose"(%5, %7) <{permutation = array<i64: 0, 2, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (tensor<8x64x32xf32>, tensor<8x32x64xf32>) -> tensor<8x32x64xf32>
    %9 = "tensor.empty"() : () -> tensor<8x64x64xf32>
    %10 = "linalg.fill"(%0, %9) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (f32, tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %11 = "linalg.batch_matmul"(%4, %8, %10) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %42 = "arith.mulf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %43 = "arith.addf"(%arg31, %42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%43) : (f32) -> ()
    }) : (tensor<8x64x32xf32>, tensor<8x32x64xf32>, tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %12 = "linalg.generic"(%11, %9) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      %40 = "arith.truncf"(%3) : (f64) -> f32
      %41 = "arith.divf"(%arg27, %40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%41) : (f32) -> ()
    }) : (tensor<8x64x64xf32>, tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %13 = "tensor.empty"() : () -> tensor<8x64xi64>
    %14 = "linalg.fill"(%1, %13) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: i64, %arg26: i64):
      "linalg.yield"(%arg25) : (i64) -> ()
    }) : (i64, tensor<8x64xi64>) -> tensor<8x64xi64>
    %15 = "tensor.empty"() : () -> tensor<8x64xf32>
    %16 = "linalg.fill"(%2, %15) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      "linalg.yield"(%arg23) : (f32) -> ()
    }) : (f32, tensor<8x64xf32>) -> tensor<8x64xf32>
    %17:2 = "linalg.generic"(%12, %16, %14) <{indexing_maps = [#map3, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: i64):
      %35 = "linalg.index"() <{dim = 2 : i64}> : () -> index
      %36 = "arith.index_cast"(%35) : (index) -> i64
      %37 = "arith.maximumf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %38 = "arith.cmpf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %39 = "arith.select"(%38, %36, %arg22) : (i1, i64, i64) -> i64
      "linalg.yield"(%37, %39) : (f32, i64) -> ()
    }) : (tensor<8x64x64xf32>, tensor<8x64xf32>, tensor<8x64xi64>) -> (tensor<8x64xf32>, tensor<8x64xi64>)
    %18 = "tensor.expand_shape"(%17#0) <{reassociation = [[0], [1, 2]], static_output_shape = array<i64: 8, 64, 1>}> : (tensor<8x64xf32>) -> tensor<8x64x1xf32>
    %19 = "linalg.generic"(%12, %18, %9) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32, %arg19: f32):
      %34 = "arith.subf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%34) : (f32) -> ()
    }) : (tensor<8x64x64xf32>, tensor<8x64x1xf32>, tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %20 = "linalg.generic"(%19, %9) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      %33 = "math.exp"(%arg15) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%33) : (f32) -> ()
    }) : (tensor<8x64x64xf32>, tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %21 = "tensor.empty"() : () -> tensor<8x64x1xf32>
    %22 = "linalg.fill"(%0, %21) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      "linalg.yield"(%arg13) : (f32) -> ()
    }) : (f32, tensor<8x64x1xf32>) -> tensor<8x64x1xf32>
    %23 = "linalg.generic"(%20, %22) <{indexing_maps = [#map3, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32):
      %32 = "arith.addf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%32) : (f32) -> ()
    }) : (tensor<8x64x64xf32>, tensor<8x64x1xf32>) -> tensor<8x64x1xf32>
    %24 = "linalg.generic"(%20, %23, %9) <{indexing_maps = [#map3, #map5, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32, %arg10: f32):
      %31 = "arith.divf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%31) : (f32) -> ()
    }) : (tensor<8x64x64xf32>, tensor<8x64x1xf32>, tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %25 = "tensor.empty"() : () -> tensor<8x64x32xf32>
    %26 = "linalg.fill"(%0, %25) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32):
      "linalg.yield"(%arg6) : (f32) -> ()
    }) : (f32, tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %27 = "linalg.batch_matmul"(%24, %6, %26) <{indexing_maps = [#map, #map1, #map2], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: f32, %arg4: f32, %arg5: f32):
      %29 = "arith.mulf"(%arg3, %arg4) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %30 = "arith.addf"(%arg5, %29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%30) : (f32) -> ()
    }) : (tensor<8x64x64xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %28 = "tensor.expand_shape"(%27) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 4, 64, 32>}> : (tensor<8x64x32xf32>) -> tensor<2x4x64x32xf32>
    "func.return"(%28) : (tensor<2x4x64x32xf32>) -> ()
  }) : () -> ()
}) : () -> ()
