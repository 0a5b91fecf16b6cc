#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x64x16xbf16>, tensor<1x4x64x16xbf16>, tensor<1x4x64x16xbf16>, tensor<1x1x64x64xi1>) -> tensor<1x4x64x16xbf16>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x4x64x16xbf16>, %arg1: tensor<1x4x64x16xbf16>, %arg2: tensor<1x4x64x16xbf16>, %arg3: tensor<1x1x64x64xi1>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x4x64x64xf32>}> : () -> tensor<1x4x64x64xf32>
    %5 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %6 = "arith.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %7 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %8 = "arith.constant"() <{value = 5.000000e-01 : f32}> : () -> f32
    %9 = "tensor.empty"() : () -> tensor<1x1x64x64xbf16>
    %10 = "linalg.generic"(%arg3, %7, %6, %9) <{indexing_maps = [#map, #map1, #map1, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg60: i1, %arg61: bf16, %arg62: bf16, %arg63: bf16):
      %78 = "arith.select"(%arg60, %arg61, %arg62) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%78) : (bf16) -> ()
    }) : (tensor<1x1x64x64xi1>, tensor<bf16>, tensor<bf16>, tensor<1x1x64x64xbf16>) -> tensor<1x1x64x64xbf16>
    %11 = "tensor.empty"() : () -> tensor<1x4x64x16xf32>
    %12 = "linalg.generic"(%arg0, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: bf16, %arg59: f32):
      %77 = "arith.extf"(%arg58) : (bf16) -> f32
      "linalg.yield"(%77) : (f32) -> ()
    }) : (tensor<1x4x64x16xbf16>, tensor<1x4x64x16xf32>) -> tensor<1x4x64x16xf32>
    %13 = "linalg.generic"(%arg1, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: bf16, %arg57: f32):
      %76 = "arith.extf"(%arg56) : (bf16) -> f32
      "linalg.yield"(%76) : (f32) -> ()
    }) : (tensor<1x4x64x16xbf16>, tensor<1x4x64x16xf32>) -> tensor<1x4x64x16xf32>
    %14 = "linalg.generic"(%arg2, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: bf16, %arg55: f32):
      %75 = "arith.extf"(%arg54) : (bf16) -> f32
      "linalg.yield"(%75) : (f32) -> ()
    }) : (tensor<1x4x64x16xbf16>, tensor<1x4x64x16xf32>) -> tensor<1x4x64x16xf32>
    %15 = "linalg.generic"(%12, %11) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      %74 = "arith.mulf"(%arg52, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%74) : (f32) -> ()
    }) : (tensor<1x4x64x16xf32>, tensor<1x4x64x16xf32>) -> tensor<1x4x64x16xf32>
    %16 = "tensor.empty"() : () -> tensor<1x4x16x64xf32>
    %17 = "linalg.transpose"(%13, %16) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      "linalg.yield"(%arg50) : (f32) -> ()
    }) : (tensor<1x4x64x16xf32>, tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
    %18 = "linalg.generic"(%17, %16) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      %73 = "arith.mulf"(%arg48, %8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%73) : (f32) -> ()
    }) : (tensor<1x4x16x64xf32>, tensor<1x4x16x64xf32>) -> tensor<1x4x16x64xf32>
    %19 = "tensor.collapse_shape"(%15) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x64x16xf32>) -> tensor<4x64x16xf32>
    %20 = "tensor.collapse_shape"(%18) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x64xf32>) -> tensor<4x16x64xf32>
    %21 = "tensor.empty"() : () -> tensor<4x64x64xf32>
    %22 = "linalg.fill"(%0, %21) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (f32, tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %23 = "linalg.batch_matmul"(%19, %20, %22) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %71 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %72 = "arith.addf"(%arg45, %71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) : (tensor<4x64x16xf32>, tensor<4x16x64xf32>, tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %24 = "tensor.expand_shape"(%23) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 64, 64>}> : (tensor<4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %25 = "tensor.empty"() : () -> tensor<1x4x64x64xf32>
    %26 = "linalg.generic"(%24, %10, %25) <{indexing_maps = [#map, #map5, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: bf16, %arg42: f32):
      %69 = "arith.extf"(%arg41) : (bf16) -> f32
      %70 = "arith.addf"(%arg40, %69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%70) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x1x64x64xbf16>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %27 = "tensor.empty"() : () -> tensor<1x4x64xi64>
    %28 = "linalg.fill"(%1, %27) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: i64, %arg39: i64):
      "linalg.yield"(%arg38) : (i64) -> ()
    }) : (i64, tensor<1x4x64xi64>) -> tensor<1x4x64xi64>
    %29 = "tensor.empty"() : () -> tensor<1x4x64xf32>
    %30 = "linalg.fill"(%2, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (f32, tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %31:2 = "linalg.generic"(%26, %30, %28) <{indexing_maps = [#map, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg33: f32, %arg34: f32, %arg35: i64):
      %64 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %65 = "arith.index_cast"(%64) : (index) -> i64
      %66 = "arith.maximumf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %67 = "arith.cmpf"(%arg33, %arg34) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %68 = "arith.select"(%67, %65, %arg35) : (i1, i64, i64) -> i64
      "linalg.yield"(%66, %68) : (f32, i64) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64xf32>, tensor<1x4x64xi64>) -> (tensor<1x4x64xf32>, tensor<1x4x64xi64>)
    %32 = "tensor.expand_shape"(%31#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 64, 1>}> : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %33 = "linalg.generic"(%26, %32, %25) <{indexing_maps = [#map, #map6, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32, %arg32: f32):
      %63 = "arith.subf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%63) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %34 = "linalg.generic"(%33, %25) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      %62 = "math.exp"(%arg28) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%62) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %35 = "tensor.empty"() : () -> tensor<1x4x64x1xf32>
    %36 = "linalg.fill"(%0, %35) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (f32, tensor<1x4x64x1xf32>) -> tensor<1x4x64x1xf32>
    %37 = "linalg.generic"(%34, %36) <{indexing_maps = [#map, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      %61 = "arith.addf"(%arg24, %arg25) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%61) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>) -> tensor<1x4x64x1xf32>
    %38 = "linalg.generic"(%34, %37, %25) <{indexing_maps = [#map, #map6, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32, %arg23: f32):
      %60 = "arith.divf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%60) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %39 = "tensor.empty"() : () -> tensor<1x4x64x64xi1>
    %40 = "linalg.generic"(%26, %39) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: i1):
      %58 = "arith.extf"(%arg19) : (f32) -> f64
      %59 = "arith.cmpf"(%58, %5) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%59) : (i1) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x64xi1>) -> tensor<1x4x64x64xi1>
    %41 = "tensor.empty"() : () -> tensor<1x4x64x1xi1>
    %42 = "linalg.fill"(%3, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: i1, %arg18: i1):
      "linalg.yield"(%arg17) : (i1) -> ()
    }) : (i1, tensor<1x4x64x1xi1>) -> tensor<1x4x64x1xi1>
    %43 = "linalg.generic"(%40, %42) <{indexing_maps = [#map, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: i1, %arg16: i1):
      %57 = "arith.andi"(%arg15, %arg16) : (i1, i1) -> i1
      "linalg.yield"(%57) : (i1) -> ()
    }) : (tensor<1x4x64x64xi1>, tensor<1x4x64x1xi1>) -> tensor<1x4x64x1xi1>
    %44 = "linalg.generic"(%43, %4, %38, %25) <{indexing_maps = [#map6, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg11: i1, %arg12: f32, %arg13: f32, %arg14: f32):
      %56 = "arith.select"(%arg11, %arg12, %arg13) : (i1, f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<1x4x64x1xi1>, tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %45 = "tensor.collapse_shape"(%44) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x64x64xf32>) -> tensor<4x64x64xf32>
    %46 = "tensor.collapse_shape"(%14) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x64x16xf32>) -> tensor<4x64x16xf32>
    %47 = "tensor.empty"() : () -> tensor<4x64x16xf32>
    %48 = "linalg.fill"(%0, %47) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (f32, tensor<4x64x16xf32>) -> tensor<4x64x16xf32>
    %49 = "linalg.batch_matmul"(%45, %46, %48) <{indexing_maps = [#map2, #map3, #map4], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg6: f32, %arg7: f32, %arg8: f32):
      %54 = "arith.mulf"(%arg6, %arg7) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %55 = "arith.addf"(%arg8, %54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) : (tensor<4x64x64xf32>, tensor<4x64x16xf32>, tensor<4x64x16xf32>) -> tensor<4x64x16xf32>
    %50 = "tensor.expand_shape"(%49) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 64, 16>}> : (tensor<4x64x16xf32>) -> tensor<1x4x64x16xf32>
    %51 = "tensor.empty"() : () -> tensor<1x4x64x16xbf16>
    %52 = "linalg.generic"(%50, %51) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: f32, %arg5: bf16):
      %53 = "arith.truncf"(%arg4) : (f32) -> bf16
      "linalg.yield"(%53) : (bf16) -> ()
    }) : (tensor<1x4x64x16xf32>, tensor<1x4x64x16xbf16>) -> tensor<1x4x64x16xbf16>
    "func.return"(%52) : (tensor<1x4x64x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
