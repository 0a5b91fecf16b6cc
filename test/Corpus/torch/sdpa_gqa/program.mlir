#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x8x64x32xbf16>, tensor<1x2x64x32xbf16>, tensor<1x2x64x32xbf16>) -> tensor<1x8x64x32xbf16>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x8x64x32xbf16>, %arg1: tensor<1x2x64x32xbf16>, %arg2: tensor<1x2x64x32xbf16>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x8x64x64xf32>}> : () -> tensor<1x8x64x64xf32>
    %5 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = 0.42044820762685725 : f64}> : () -> f64
    %7 = "tensor.empty"() : () -> tensor<1x8x64x32xf32>
    %8 = "linalg.generic"(%arg0, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: bf16, %arg59: f32):
      %77 = "arith.extf"(%arg58) : (bf16) -> f32
      "linalg.yield"(%77) : (f32) -> ()
    }) : (tensor<1x8x64x32xbf16>, tensor<1x8x64x32xf32>) -> tensor<1x8x64x32xf32>
    %9 = "tensor.empty"() : () -> tensor<1x2x64x32xf32>
    %10 = "linalg.generic"(%arg1, %9) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: bf16, %arg57: f32):
      %76 = "arith.extf"(%arg56) : (bf16) -> f32
      "linalg.yield"(%76) : (f32) -> ()
    }) : (tensor<1x2x64x32xbf16>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %11 = "linalg.generic"(%arg2, %9) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: bf16, %arg55: f32):
      %75 = "arith.extf"(%arg54) : (bf16) -> f32
      "linalg.yield"(%75) : (f32) -> ()
    }) : (tensor<1x2x64x32xbf16>, tensor<1x2x64x32xf32>) -> tensor<1x2x64x32xf32>
    %12 = "linalg.generic"(%8, %7) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      %73 = "arith.truncf"(%6) : (f64) -> f32
      %74 = "arith.mulf"(%arg52, %73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%74) : (f32) -> ()
    }) : (tensor<1x8x64x32xf32>, tensor<1x8x64x32xf32>) -> tensor<1x8x64x32xf32>
    %13 = "tensor.empty"() : () -> tensor<1x2x4x64x32xf32>
    %14 = "linalg.generic"(%10, %13) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      "linalg.yield"(%arg50) : (f32) -> ()
    }) : (tensor<1x2x64x32xf32>, tensor<1x2x4x64x32xf32>) -> tensor<1x2x4x64x32xf32>
    %15 = "tensor.collapse_shape"(%14) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x2x4x64x32xf32>) -> tensor<1x8x64x32xf32>
    %16 = "linalg.generic"(%11, %13) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      "linalg.yield"(%arg48) : (f32) -> ()
    }) : (tensor<1x2x64x32xf32>, tensor<1x2x4x64x32xf32>) -> tensor<1x2x4x64x32xf32>
    %17 = "tensor.empty"() : () -> tensor<1x8x32x64xf32>
    %18 = "linalg.transpose"(%15, %17) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (tensor<1x8x64x32xf32>, tensor<1x8x32x64xf32>) -> tensor<1x8x32x64xf32>
    %19 = "linalg.generic"(%18, %17) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      %71 = "arith.truncf"(%6) : (f64) -> f32
      %72 = "arith.mulf"(%arg44, %71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) : (tensor<1x8x32x64xf32>, tensor<1x8x32x64xf32>) -> tensor<1x8x32x64xf32>
    %20 = "tensor.collapse_shape"(%12) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x8x64x32xf32>) -> tensor<8x64x32xf32>
    %21 = "tensor.collapse_shape"(%19) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x8x32x64xf32>) -> tensor<8x32x64xf32>
    %22 = "tensor.empty"() : () -> tensor<8x64x64xf32>
    %23 = "linalg.fill"(%1, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      "linalg.yield"(%arg42) : (f32) -> ()
    }) : (f32, tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %24 = "linalg.batch_matmul"(%20, %21, %23) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
      %69 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %70 = "arith.addf"(%arg41, %69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%70) : (f32) -> ()
    }) : (tensor<8x64x32xf32>, tensor<8x32x64xf32>, tensor<8x64x64xf32>) -> tensor<8x64x64xf32>
    %25 = "tensor.expand_shape"(%24) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 8, 64, 64>}> : (tensor<8x64x64xf32>) -> tensor<1x8x64x64xf32>
    %26 = "tensor.empty"() : () -> tensor<1x8x64xi64>
    %27 = "linalg.fill"(%0, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: i64, %arg38: i64):
      "linalg.yield"(%arg37) : (i64) -> ()
    }) : (i64, tensor<1x8x64xi64>) -> tensor<1x8x64xi64>
    %28 = "tensor.empty"() : () -> tensor<1x8x64xf32>
    %29 = "linalg.fill"(%2, %28) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      "linalg.yield"(%arg35) : (f32) -> ()
    }) : (f32, tensor<1x8x64xf32>) -> tensor<1x8x64xf32>
    %30:2 = "linalg.generic"(%25, %29, %27) <{indexing_maps = [#map, #map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg32: f32, %arg33: f32, %arg34: i64):
      %64 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %65 = "arith.index_cast"(%64) : (index) -> i64
      %66 = "arith.maximumf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %67 = "arith.cmpf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %68 = "arith.select"(%67, %65, %arg34) : (i1, i64, i64) -> i64
      "linalg.yield"(%66, %68) : (f32, i64) -> ()
    }) : (tensor<1x8x64x64xf32>, tensor<1x8x64xf32>, tensor<1x8x64xi64>) -> (tensor<1x8x64xf32>, tensor<1x8x64xi64>)
    %31 = "tensor.expand_shape"(%30#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 8, 64, 1>}> : (tensor<1x8x64xf32>) -> tensor<1x8x64x1xf32>
    %32 = "tensor.empty"() : () -> tensor<1x8x64x64xf32>
    %33 = "linalg.generic"(%25, %31, %32) <{indexing_maps = [#map, #map6, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %63 = "arith.subf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%63) : (f32) -> ()
    }) : (tensor<1x8x64x64xf32>, tensor<1x8x64x1xf32>, tensor<1x8x64x64xf32>) -> tensor<1x8x64x64xf32>
    %34 = "linalg.generic"(%33, %32) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      %62 = "math.exp"(%arg27) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%62) : (f32) -> ()
    }) : (tensor<1x8x64x64xf32>, tensor<1x8x64x64xf32>) -> tensor<1x8x64x64xf32>
    %35 = "tensor.empty"() : () -> tensor<1x8x64x1xf32>
    %36 = "linalg.fill"(%1, %35) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      "linalg.yield"(%arg25) : (f32) -> ()
    }) : (f32, tensor<1x8x64x1xf32>) -> tensor<1x8x64x1xf32>
    %37 = "linalg.generic"(%34, %36) <{indexing_maps = [#map, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      %61 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%61) : (f32) -> ()
    }) : (tensor<1x8x64x64xf32>, tensor<1x8x64x1xf32>) -> tensor<1x8x64x1xf32>
    %38 = "linalg.generic"(%34, %37, %32) <{indexing_maps = [#map, #map6, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %60 = "arith.divf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%60) : (f32) -> ()
    }) : (tensor<1x8x64x64xf32>, tensor<1x8x64x1xf32>, tensor<1x8x64x64xf32>) -> tensor<1x8x64x64xf32>
    %39 = "tensor.empty"() : () -> tensor<1x8x64x64xi1>
    %40 = "linalg.generic"(%25, %39) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: i1):
      %58 = "arith.extf"(%arg18) : (f32) -> f64
      %59 = "arith.cmpf"(%58, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%59) : (i1) -> ()
    }) : (tensor<1x8x64x64xf32>, tensor<1x8x64x64xi1>) -> tensor<1x8x64x64xi1>
    %41 = "tensor.empty"() : () -> tensor<1x8x64x1xi1>
    %42 = "linalg.fill"(%3, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: i1, %arg17: i1):
      "linalg.yield"(%arg16) : (i1) -> ()
    }) : (i1, tensor<1x8x64x1xi1>) -> tensor<1x8x64x1xi1>
    %43 = "linalg.generic"(%40, %42) <{indexing_maps = [#map, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: i1, %arg15: i1):
      %57 = "arith.andi"(%arg14, %arg15) : (i1, i1) -> i1
      "linalg.yield"(%57) : (i1) -> ()
    }) : (tensor<1x8x64x64xi1>, tensor<1x8x64x1xi1>) -> tensor<1x8x64x1xi1>
    %44 = "linalg.generic"(%43, %4, %38, %32) <{indexing_maps = [#map6, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg10: i1, %arg11: f32, %arg12: f32, %arg13: f32):
      %56 = "arith.select"(%arg10, %arg11, %arg12) : (i1, f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<1x8x64x1xi1>, tensor<1x8x64x64xf32>, tensor<1x8x64x64xf32>, tensor<1x8x64x64xf32>) -> tensor<1x8x64x64xf32>
    %45 = "tensor.collapse_shape"(%44) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x8x64x64xf32>) -> tensor<8x64x64xf32>
    %46 = "tensor.collapse_shape"(%16) <{reassociation = [[0, 1, 2], [3], [4]]}> : (tensor<1x2x4x64x32xf32>) -> tensor<8x64x32xf32>
    %47 = "tensor.empty"() : () -> tensor<8x64x32xf32>
    %48 = "linalg.fill"(%1, %47) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      "linalg.yield"(%arg8) : (f32) -> ()
    }) : (f32, tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %49 = "linalg.batch_matmul"(%45, %46, %48) <{indexing_maps = [#map3, #map4, #map5], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %54 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %55 = "arith.addf"(%arg7, %54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) : (tensor<8x64x64xf32>, tensor<8x64x32xf32>, tensor<8x64x32xf32>) -> tensor<8x64x32xf32>
    %50 = "tensor.expand_shape"(%49) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 8, 64, 32>}> : (tensor<8x64x32xf32>) -> tensor<1x8x64x32xf32>
    %51 = "tensor.empty"() : () -> tensor<1x8x64x32xbf16>
    %52 = "linalg.generic"(%50, %51) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: bf16):
      %53 = "arith.truncf"(%arg3) : (f32) -> bf16
      "linalg.yield"(%53) : (bf16) -> ()
    }) : (tensor<1x8x64x32xf32>, tensor<1x8x64x32xbf16>) -> tensor<1x8x64x32xbf16>
    "func.return"(%52) : (tensor<1x8x64x32xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
