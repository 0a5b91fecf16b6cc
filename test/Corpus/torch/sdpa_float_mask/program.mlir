#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x64x32xbf16>, tensor<1x4x64x32xbf16>, tensor<1x4x64x32xbf16>, tensor<1x1x64x64xbf16>) -> tensor<1x4x64x32xbf16>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x4x64x32xbf16>, %arg1: tensor<1x4x64x32xbf16>, %arg2: tensor<1x4x64x32xbf16>, %arg3: tensor<1x1x64x64xbf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x4x64x64xf32>}> : () -> tensor<1x4x64x64xf32>
    %5 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 0.42044820762685725 : f64}> : () -> f64
    %7 = "tensor.empty"() : () -> tensor<1x4x64x32xf32>
    %8 = "linalg.generic"(%arg0, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: bf16, %arg59: f32):
      %75 = "arith.extf"(%arg58) : (bf16) -> f32
      "linalg.yield"(%75) : (f32) -> ()
    }) : (tensor<1x4x64x32xbf16>, tensor<1x4x64x32xf32>) -> tensor<1x4x64x32xf32>
    %9 = "linalg.generic"(%arg1, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: bf16, %arg57: f32):
      %74 = "arith.extf"(%arg56) : (bf16) -> f32
      "linalg.yield"(%74) : (f32) -> ()
    }) : (tensor<1x4x64x32xbf16>, tensor<1x4x64x32xf32>) -> tensor<1x4x64x32xf32>
    %10 = "linalg.generic"(%arg2, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: bf16, %arg55: f32):
      %73 = "arith.extf"(%arg54) : (bf16) -> f32
      "linalg.yield"(%73) : (f32) -> ()
    }) : (tensor<1x4x64x32xbf16>, tensor<1x4x64x32xf32>) -> tensor<1x4x64x32xf32>
    %11 = "linalg.generic"(%8, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      %71 = "arith.truncf"(%6) : (f64) -> f32
      %72 = "arith.mulf"(%arg52, %71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) : (tensor<1x4x64x32xf32>, tensor<1x4x64x32xf32>) -> tensor<1x4x64x32xf32>
    %12 = "tensor.empty"() : () -> tensor<1x4x32x64xf32>
    %13 = "linalg.transpose"(%9, %12) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      "linalg.yield"(%arg50) : (f32) -> ()
    }) : (tensor<1x4x64x32xf32>, tensor<1x4x32x64xf32>) -> tensor<1x4x32x64xf32>
    %14 = "linalg.generic"(%13, %12) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      %69 = "arith.truncf"(%6) : (f64) -> f32
      %70 = "arith.mulf"(%arg48, %69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%70) : (f32) -> ()
    }) : (tensor<1x4x32x64xf32>, tensor<1x4x32x64xf32>) -> tensor<1x4x32x64xf32>
    %15 = "tensor.collapse_shape"(%11) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x64x32xf32>) -> tensor<4x64x32xf32>
    %16 = "tensor.collapse_shape"(%14) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x32x64xf32>) -> tensor<4x32x64xf32>
    %17 = "tensor.empty"() : () -> tensor<4x64x64xf32>
    %18 = "linalg.fill"(%0, %17) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (f32, tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %19 = "linalg.batch_matmul"(%15, %16, %18) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %67 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %68 = "arith.addf"(%arg45, %67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%68) : (f32) -> ()
    }) : (tensor<4x64x32xf32>, tensor<4x32x64xf32>, tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %20 = "tensor.expand_shape"(%19) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 64, 64>}> : (tensor<4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %21 = "tensor.empty"() : () -> tensor<1x4x64x64xf32>
    %22 = "linalg.generic"(%20, %arg3, %21) <{indexing_maps = [#map, #map4, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: bf16, %arg42: f32):
      %65 = "arith.extf"(%arg41) : (bf16) -> f32
      %66 = "arith.addf"(%arg40, %65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%66) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x1x64x64xbf16>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %23 = "tensor.empty"() : () -> tensor<1x4x64xi64>
    %24 = "linalg.fill"(%1, %23) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: i64, %arg39: i64):
      "linalg.yield"(%arg38) : (i64) -> ()
    }) : (i64, tensor<1x4x64xi64>) -> tensor<1x4x64xi64>
    %25 = "tensor.empty"() : () -> tensor<1x4x64xf32>
    %26 = "linalg.fill"(%2, %25) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (f32, tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %27:2 = "linalg.generic"(%22, %26, %24) <{indexing_maps = [#map, #map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: i64):
      %60 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %61 = "arith.index_cast"(%60) : (index) -> i64
      %62 = "arith.maximumf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %63 = "arith.cmpf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %64 = "arith.select"(%63, %61, %arg35) : (i1, i64, i64) -> i64
      "linalg.yield"(%62, %64) : (f32, i64) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64xf32>, tensor<1x4x64xi64>) -> (tensor<1x4x64xf32>, tensor<1x4x64xi64>)
    %28 = "tensor.expand_shape"(%27#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 64, 1>}> : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %29 = "linalg.generic"(%22, %28, %21) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
      %59 = "arith.subf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%59) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %30 = "linalg.generic"(%29, %21) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      %58 = "math.exp"(%arg28) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%58) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %31 = "tensor.empty"() : () -> tensor<1x4x64x1xf32>
    %32 = "linalg.fill"(%0, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (f32, tensor<1x4x64x1xf32>) -> tensor<1x4x64x1xf32>
    %33 = "linalg.generic"(%30, %32) <{indexing_maps = [#map, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      %57 = "arith.addf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>) -> tensor<1x4x64x1xf32>
    %34 = "linalg.generic"(%30, %33, %21) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %56 = "arith.divf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %35 = "tensor.empty"() : () -> tensor<1x4x64x64xi1>
    %36 = "linalg.generic"(%22, %35) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: i1):
      %54 = "arith.extf"(%arg19) : (f32) -> f64
      %55 = "arith.cmpf"(%54, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%55) : (i1) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x64xi1>) -> tensor<1x4x64x64xi1>
    %37 = "tensor.empty"() : () -> tensor<1x4x64x1xi1>
    %38 = "linalg.fill"(%3, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: i1, %arg18: i1):
      "linalg.yield"(%arg17) : (i1) -> ()
    }) : (i1, tensor<1x4x64x1xi1>) -> tensor<1x4x64x1xi1>
    %39 = "linalg.generic"(%36, %38) <{indexing_maps = [#map, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: i1, %arg16: i1):
      %53 = "arith.andi"(%arg15, %arg16) : (i1, i1) -> i1
      "linalg.yield"(%53) : (i1) -> ()
    }) : (tensor<1x4x64x64xi1>, tensor<1x4x64x1xi1>) -> tensor<1x4x64x1xi1>
    %40 = "linalg.generic"(%39, %4, %34, %21) <{indexing_maps = [#map5, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg11: i1, %arg12: f32, %arg13: f32, %arg14: f32):
      %52 = "arith.select"(%arg11, %arg12, %arg13) : (i1, f32, f32) -> f32
      "linalg.yield"(%52) : (f32) -> ()
    }) : (tensor<1x4x64x1xi1>, tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %41 = "tensor.collapse_shape"(%40) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x64x64xf32>) -> tensor<4x64x64xf32>
    %42 = "tensor.collapse_shape"(%10) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x64x32xf32>) -> tensor<4x64x32xf32>
    %43 = "tensor.empty"() : () -> tensor<4x64x32xf32>
    %44 = "linalg.fill"(%0, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (f32, tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %45 = "linalg.batch_matmul"(%41, %42, %44) <{indexing_maps = [#map1, #map2, #map3], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %50 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %51 = "arith.addf"(%arg8, %50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%51) : (f32) -> ()
    }) : (tensor<4x64x64xf32>, tensor<4x64x32xf32>, tensor<4x64x32xf32>) -> tensor<4x64x32xf32>
    %46 = "tensor.expand_shape"(%45) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 64, 32>}> : (tensor<4x64x32xf32>) -> tensor<1x4x64x32xf32>
    %47 = "tensor.empty"() : () -> tensor<1x4x64x32xbf16>
    %48 = "linalg.generic"(%46, %47) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: bf16):
      %49 = "arith.truncf"(%arg4) : (f32) -> bf16
      "linalg.yield"(%49) : (bf16) -> ()
    }) : (tensor<1x4x64x32xf32>, tensor<1x4x64x32xbf16>) -> tensor<1x4x64x32xbf16>
    "func.return"(%48) : (tensor<1x4x64x32xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
