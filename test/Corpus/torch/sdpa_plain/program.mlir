#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x4x32x32xbf16>, %arg1: tensor<2x4x32x32xbf16>, %arg2: tensor<2x4x32x32xbf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<2x4x32x32xf32>}> : () -> tensor<2x4x32x32xf32>
    %5 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 0.42044820762685725 : f64}> : () -> f64
    %7 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %8 = "linalg.generic"(%arg0, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: bf16, %arg53: f32):
      %68 = "arith.extf"(%arg52) : (bf16) -> f32
      "linalg.yield"(%68) : (f32) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %9 = "linalg.generic"(%arg1, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: bf16, %arg51: f32):
      %67 = "arith.extf"(%arg50) : (bf16) -> f32
      "linalg.yield"(%67) : (f32) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %10 = "linalg.generic"(%arg2, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: bf16, %arg49: f32):
      %66 = "arith.extf"(%arg48) : (bf16) -> f32
      "linalg.yield"(%66) : (f32) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %11 = "linalg.generic"(%8, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      %64 = "arith.truncf"(%6) : (f64) -> f32
      %65 = "arith.mulf"(%arg46, %64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%65) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %12 = "linalg.transpose"(%9, %7) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      "linalg.yield"(%arg44) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %13 = "linalg.generic"(%12, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      %62 = "arith.truncf"(%6) : (f64) -> f32
      %63 = "arith.mulf"(%arg42, %62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%63) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %14 = "tensor.collapse_shape"(%11) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x4x32x32xf32>) -> tensor<8x32x32xf32>
    %15 = "tensor.collapse_shape"(%13) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x4x32x32xf32>) -> tensor<8x32x32xf32>
    %16 = "tensor.empty"() : () -> tensor<8x32x32xf32>
    %17 = "linalg.fill"(%0, %16) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      "linalg.yield"(%arg40) : (f32) -> ()
    }) : (f32, tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %18 = "linalg.batch_matmul"(%14, %15, %17) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32, %arg39: f32):
      %60 = "arith.mulf"(%arg37, %arg38) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %61 = "arith.addf"(%arg39, %60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%61) : (f32) -> ()
    }) : (tensor<8x32x32xf32>, tensor<8x32x32xf32>, tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %19 = "tensor.expand_shape"(%18) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 4, 32, 32>}> : (tensor<8x32x32xf32>) -> tensor<2x4x32x32xf32>
    %20 = "tensor.empty"() : () -> tensor<2x4x32xi64>
    %21 = "linalg.fill"(%1, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: i64, %arg36: i64):
      "linalg.yield"(%arg35) : (i64) -> ()
    }) : (i64, tensor<2x4x32xi64>) -> tensor<2x4x32xi64>
    %22 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %23 = "linalg.fill"(%2, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (f32, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %24:2 = "linalg.generic"(%19, %23, %21) <{indexing_maps = [#map, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: i64):
      %55 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %56 = "arith.index_cast"(%55) : (index) -> i64
      %57 = "arith.maximumf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %58 = "arith.cmpf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %59 = "arith.select"(%58, %56, %arg32) : (i1, i64, i64) -> i64
      "linalg.yield"(%57, %59) : (f32, i64) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xi64>) -> (tensor<2x4x32xf32>, tensor<2x4x32xi64>)
    %25 = "tensor.expand_shape"(%24#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 4, 32, 1>}> : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %26 = "linalg.generic"(%19, %25, %7) <{indexing_maps = [#map, #map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
      %54 = "arith.subf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %27 = "linalg.generic"(%26, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      %53 = "math.exp"(%arg25) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%53) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %28 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %29 = "linalg.fill"(%0, %28) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      "linalg.yield"(%arg23) : (f32) -> ()
    }) : (f32, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %30 = "linalg.generic"(%27, %29) <{indexing_maps = [#map, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      %52 = "arith.addf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %31 = "linalg.generic"(%27, %30, %7) <{indexing_maps = [#map, #map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %51 = "arith.divf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %32 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %33 = "linalg.generic"(%19, %32) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: i1):
      %49 = "arith.extf"(%arg16) : (f32) -> f64
      %50 = "arith.cmpf"(%49, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%50) : (i1) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %34 = "tensor.empty"() : () -> tensor<2x4x32x1xi1>
    %35 = "linalg.fill"(%3, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: i1, %arg15: i1):
      "linalg.yield"(%arg14) : (i1) -> ()
    }) : (i1, tensor<2x4x32x1xi1>) -> tensor<2x4x32x1xi1>
    %36 = "linalg.generic"(%33, %35) <{indexing_maps = [#map, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: i1, %arg13: i1):
      %48 = "arith.andi"(%arg12, %arg13) : (i1, i1) -> i1
      "linalg.yield"(%48) : (i1) -> ()
    }) : (tensor<2x4x32x32xi1>, tensor<2x4x32x1xi1>) -> tensor<2x4x32x1xi1>
    %37 = "linalg.generic"(%36, %4, %31, %7) <{indexing_maps = [#map4, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg8: i1, %arg9: f32, %arg10: f32, %arg11: f32):
      %47 = "arith.select"(%arg8, %arg9, %arg10) : (i1, f32, f32) -> f32
      "linalg.yield"(%47) : (f32) -> ()
    }) : (tensor<2x4x32x1xi1>, tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %38 = "tensor.collapse_shape"(%37) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x4x32x32xf32>) -> tensor<8x32x32xf32>
    %39 = "tensor.collapse_shape"(%10) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x4x32x32xf32>) -> tensor<8x32x32xf32>
    %40 = "linalg.batch_matmul"(%38, %39, %17) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %45 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %46 = "arith.addf"(%arg7, %45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%46) : (f32) -> ()
    }) : (tensor<8x32x32xf32>, tensor<8x32x32xf32>, tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %41 = "tensor.expand_shape"(%40) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 4, 32, 32>}> : (tensor<8x32x32xf32>) -> tensor<2x4x32x32xf32>
    %42 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %43 = "linalg.generic"(%41, %42) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: bf16):
      %44 = "arith.truncf"(%arg3) : (f32) -> bf16
      "linalg.yield"(%44) : (bf16) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    "func.return"(%43) : (tensor<2x4x32x32xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
