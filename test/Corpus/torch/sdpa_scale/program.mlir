#map = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map1 = affine_map<(d0) -> (d0)>
#map2 = affine_map<(d0, d1) -> (0, d1)>
#map3 = affine_map<(d0, d1) -> (d0, 0)>
#map4 = affine_map<(d0, d1) -> (d0, d1)>
#map5 = affine_map<(d0, d1) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x48x32xbf16>, tensor<1x4x48x32xbf16>, tensor<1x4x48x32xbf16>) -> tensor<1x4x48x32xbf16>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x4x48x32xbf16>, %arg1: tensor<1x4x48x32xbf16>, %arg2: tensor<1x4x48x32xbf16>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = true}> : () -> i1
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<1x4x48x48xf32>}> : () -> tensor<1x4x48x48xf32>
    %5 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %6 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %7 = "arith.constant"() <{value = dense<true> : tensor<48x48xi1>}> : () -> tensor<48x48xi1>
    %8 = "arith.constant"() <{value = 0xFFF0000000000000 : f64}> : () -> f64
    %9 = "arith.constant"() <{value = 0.54772255750516607 : f64}> : () -> f64
    %10 = "tensor.empty"() : () -> tensor<1x4x48x32xf32>
    %11 = "linalg.generic"(%arg0, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: bf16, %arg71: f32):
      %94 = "arith.extf"(%arg70) : (bf16) -> f32
      "linalg.yield"(%94) : (f32) -> ()
    }) : (tensor<1x4x48x32xbf16>, tensor<1x4x48x32xf32>) -> tensor<1x4x48x32xf32>
    %12 = "linalg.generic"(%arg1, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: bf16, %arg69: f32):
      %93 = "arith.extf"(%arg68) : (bf16) -> f32
      "linalg.yield"(%93) : (f32) -> ()
    }) : (tensor<1x4x48x32xbf16>, tensor<1x4x48x32xf32>) -> tensor<1x4x48x32xf32>
    %13 = "linalg.generic"(%arg2, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: bf16, %arg67: f32):
      %92 = "arith.extf"(%arg66) : (bf16) -> f32
      "linalg.yield"(%92) : (f32) -> ()
    }) : (tensor<1x4x48x32xbf16>, tensor<1x4x48x32xf32>) -> tensor<1x4x48x32xf32>
    %14 = "linalg.generic"(%11, %10) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      %90 = "arith.truncf"(%9) : (f64) -> f32
      %91 = "arith.mulf"(%arg64, %90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%91) : (f32) -> ()
    }) : (tensor<1x4x48x32xf32>, tensor<1x4x48x32xf32>) -> tensor<1x4x48x32xf32>
    %15 = "tensor.empty"() : () -> tensor<48xi64>
    %16 = "linalg.generic"(%15) <{indexing_maps = [#map1], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg63: i64):
      %88 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %89 = "arith.index_cast"(%88) : (index) -> i64
      "linalg.yield"(%89) : (i64) -> ()
    }) : (tensor<48xi64>) -> tensor<48xi64>
    %17 = "tensor.expand_shape"(%16) <{reassociation = [[0, 1]], static_output_shape = array<i64: 1, 48>}> : (tensor<48xi64>) -> tensor<1x48xi64>
    %18 = "tensor.expand_shape"(%16) <{reassociation = [[0, 1]], static_output_shape = array<i64: 48, 1>}> : (tensor<48xi64>) -> tensor<48x1xi64>
    %19 = "tensor.empty"() : () -> tensor<48x48xi64>
    %20 = "linalg.generic"(%17, %18, %19) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg60: i64, %arg61: i64, %arg62: i64):
      %87 = "arith.subi"(%arg60, %arg61) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%87) : (i64) -> ()
    }) : (tensor<1x48xi64>, tensor<48x1xi64>, tensor<48x48xi64>) -> tensor<48x48xi64>
    %21 = "tensor.empty"() : () -> tensor<48x48xi1>
    %22 = "linalg.generic"(%20, %21) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: i64, %arg59: i1):
      %86 = "arith.cmpi"(%arg58, %0) <{predicate = 3 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%86) : (i1) -> ()
    }) : (tensor<48x48xi64>, tensor<48x48xi1>) -> tensor<48x48xi1>
    %23 = "linalg.generic"(%22, %7, %21) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: i1, %arg56: i1, %arg57: i1):
      %85 = "arith.andi"(%arg55, %arg56) : (i1, i1) -> i1
      "linalg.yield"(%85) : (i1) -> ()
    }) : (tensor<48x48xi1>, tensor<48x48xi1>, tensor<48x48xi1>) -> tensor<48x48xi1>
    %24 = "tensor.empty"() : () -> tensor<48x48xf32>
    %25 = "linalg.generic"(%23, %5, %6, %24) <{indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg51: i1, %arg52: f32, %arg53: f32, %arg54: f32):
      %84 = "arith.select"(%arg51, %arg52, %arg53) : (i1, f32, f32) -> f32
      "linalg.yield"(%84) : (f32) -> ()
    }) : (tensor<48x48xi1>, tensor<f32>, tensor<f32>, tensor<48x48xf32>) -> tensor<48x48xf32>
    %26 = "tensor.empty"() : () -> tensor<1x4x32x48xf32>
    %27 = "linalg.transpose"(%12, %26) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg49: f32, %arg50: f32):
      "linalg.yield"(%arg49) : (f32) -> ()
    }) : (tensor<1x4x48x32xf32>, tensor<1x4x32x48xf32>) -> tensor<1x4x32x48xf32>
    %28 = "linalg.generic"(%27, %26) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      %82 = "arith.truncf"(%9) : (f64) -> f32
      %83 = "arith.mulf"(%arg47, %82) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%83) : (f32) -> ()
    }) : (tensor<1x4x32x48xf32>, tensor<1x4x32x48xf32>) -> tensor<1x4x32x48xf32>
    %29 = "tensor.collapse_shape"(%14) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x48x32xf32>) -> tensor<4x48x32xf32>
    %30 = "tensor.collapse_shape"(%28) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x32x48xf32>) -> tensor<4x32x48xf32>
    %31 = "tensor.empty"() : () -> tensor<4x48x48xf32>
    %32 = "linalg.fill"(%1, %31) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (f32, tensor<4x48x48xf32>) -> tensor<4x48x48xf32>
    %33 = "linalg.batch_matmul"(%29, %30, %32) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %80 = "arith.mulf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %81 = "arith.addf"(%arg44, %80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%81) : (f32) -> ()
    }) : (tensor<4x48x32xf32>, tensor<4x32x48xf32>, tensor<4x48x48xf32>) -> tensor<4x48x48xf32>
    %34 = "tensor.expand_shape"(%33) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 48, 48>}> : (tensor<4x48x48xf32>) -> tensor<1x4x48x48xf32>
    %35 = "tensor.empty"() : () -> tensor<1x4x48x48xf32>
    %36 = "linalg.generic"(%34, %25, %35) <{indexing_maps = [#map, #map9, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
      %79 = "arith.addf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%79) : (f32) -> ()
    }) : (tensor<1x4x48x48xf32>, tensor<48x48xf32>, tensor<1x4x48x48xf32>) -> tensor<1x4x48x48xf32>
    %37 = "tensor.empty"() : () -> tensor<1x4x48xi64>
    %38 = "linalg.fill"(%0, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: i64, %arg38: i64):
      "linalg.yield"(%arg37) : (i64) -> ()
    }) : (i64, tensor<1x4x48xi64>) -> tensor<1x4x48xi64>
    %39 = "tensor.empty"() : () -> tensor<1x4x48xf32>
    %40 = "linalg.fill"(%2, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      "linalg.yield"(%arg35) : (f32) -> ()
    }) : (f32, tensor<1x4x48xf32>) -> tensor<1x4x48xf32>
    %41:2 = "linalg.generic"(%36, %40, %38) <{indexing_maps = [#map, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg32: f32, %arg33: f32, %arg34: i64):
      %74 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %75 = "arith.index_cast"(%74) : (index) -> i64
      %76 = "arith.maximumf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %77 = "arith.cmpf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %78 = "arith.select"(%77, %75, %arg34) : (i1, i64, i64) -> i64
      "linalg.yield"(%76, %78) : (f32, i64) -> ()
    }) : (tensor<1x4x48x48xf32>, tensor<1x4x48xf32>, tensor<1x4x48xi64>) -> (tensor<1x4x48xf32>, tensor<1x4x48xi64>)
    %42 = "tensor.expand_shape"(%41#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 48, 1>}> : (tensor<1x4x48xf32>) -> tensor<1x4x48x1xf32>
    %43 = "linalg.generic"(%36, %42, %35) <{indexing_maps = [#map, #map10, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %73 = "arith.subf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%73) : (f32) -> ()
    }) : (tensor<1x4x48x48xf32>, tensor<1x4x48x1xf32>, tensor<1x4x48x48xf32>) -> tensor<1x4x48x48xf32>
    %44 = "linalg.generic"(%43, %35) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      %72 = "math.exp"(%arg27) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) : (tensor<1x4x48x48xf32>, tensor<1x4x48x48xf32>) -> tensor<1x4x48x48xf32>
    %45 = "tensor.empty"() : () -> tensor<1x4x48x1xf32>
    %46 = "linalg.fill"(%1, %45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      "linalg.yield"(%arg25) : (f32) -> ()
    }) : (f32, tensor<1x4x48x1xf32>) -> tensor<1x4x48x1xf32>
    %47 = "linalg.generic"(%44, %46) <{indexing_maps = [#map, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      %71 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%71) : (f32) -> ()
    }) : (tensor<1x4x48x48xf32>, tensor<1x4x48x1xf32>) -> tensor<1x4x48x1xf32>
    %48 = "linalg.generic"(%44, %47, %35) <{indexing_maps = [#map, #map10, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %70 = "arith.divf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%70) : (f32) -> ()
    }) : (tensor<1x4x48x48xf32>, tensor<1x4x48x1xf32>, tensor<1x4x48x48xf32>) -> tensor<1x4x48x48xf32>
    %49 = "tensor.empty"() : () -> tensor<1x4x48x48xi1>
    %50 = "linalg.generic"(%36, %49) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: i1):
      %68 = "arith.extf"(%arg18) : (f32) -> f64
      %69 = "arith.cmpf"(%68, %8) <{fastmath = #arith.fastmath<none>, predicate = 1 : i64}> : (f64, f64) -> i1
      "linalg.yield"(%69) : (i1) -> ()
    }) : (tensor<1x4x48x48xf32>, tensor<1x4x48x48xi1>) -> tensor<1x4x48x48xi1>
    %51 = "tensor.empty"() : () -> tensor<1x4x48x1xi1>
    %52 = "linalg.fill"(%3, %51) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: i1, %arg17: i1):
      "linalg.yield"(%arg16) : (i1) -> ()
    }) : (i1, tensor<1x4x48x1xi1>) -> tensor<1x4x48x1xi1>
    %53 = "linalg.generic"(%50, %52) <{indexing_maps = [#map, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: i1, %arg15: i1):
      %67 = "arith.andi"(%arg14, %arg15) : (i1, i1) -> i1
      "linalg.yield"(%67) : (i1) -> ()
    }) : (tensor<1x4x48x48xi1>, tensor<1x4x48x1xi1>) -> tensor<1x4x48x1xi1>
    %54 = "linalg.generic"(%53, %4, %48, %35) <{indexing_maps = [#map10, #map, #map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg10: i1, %arg11: f32, %arg12: f32, %arg13: f32):
      %66 = "arith.select"(%arg10, %arg11, %arg12) : (i1, f32, f32) -> f32
      "linalg.yield"(%66) : (f32) -> ()
    }) : (tensor<1x4x48x1xi1>, tensor<1x4x48x48xf32>, tensor<1x4x48x48xf32>, tensor<1x4x48x48xf32>) -> tensor<1x4x48x48xf32>
    %55 = "tensor.collapse_shape"(%54) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x48x48xf32>) -> tensor<4x48x48xf32>
    %56 = "tensor.collapse_shape"(%13) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x48x32xf32>) -> tensor<4x48x32xf32>
    %57 = "tensor.empty"() : () -> tensor<4x48x32xf32>
    %58 = "linalg.fill"(%1, %57) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: f32, %arg9: f32):
      "linalg.yield"(%arg8) : (f32) -> ()
    }) : (f32, tensor<4x48x32xf32>) -> tensor<4x48x32xf32>
    %59 = "linalg.batch_matmul"(%55, %56, %58) <{indexing_maps = [#map6, #map7, #map8], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32, %arg7: f32):
      %64 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %65 = "arith.addf"(%arg7, %64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%65) : (f32) -> ()
    }) : (tensor<4x48x48xf32>, tensor<4x48x32xf32>, tensor<4x48x32xf32>) -> tensor<4x48x32xf32>
    %60 = "tensor.expand_shape"(%59) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 48, 32>}> : (tensor<4x48x32xf32>) -> tensor<1x4x48x32xf32>
    %61 = "tensor.empty"() : () -> tensor<1x4x48x32xbf16>
    %62 = "linalg.generic"(%60, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: bf16):
      %63 = "arith.truncf"(%arg3) : (f32) -> bf16
      "linalg.yield"(%63) : (bf16) -> ()
    }) : (tensor<1x4x48x32xf32>, tensor<1x4x48x32xbf16>) -> tensor<1x4x48x32xbf16>
    "func.return"(%62) : (tensor<1x4x48x32xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
