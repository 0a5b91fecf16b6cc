#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x4x64x16xbf16>, tensor<1x2x64x16xbf16>, tensor<1x2x64x16xbf16>) -> tensor<1x64x4x16xbf16>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x4x64x16xbf16>, %arg1: tensor<1x2x64x16xbf16>, %arg2: tensor<1x2x64x16xbf16>):
    %0 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = dense<-3.389530e+38> : tensor<bf16>}> : () -> tensor<bf16>
    %4 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %5 = "arith.constant"() <{value = 2.500000e-01 : bf16}> : () -> bf16
    %6 = "tensor.empty"() : () -> tensor<64xi64>
    %7 = "linalg.generic"(%6) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg60: i64):
      %81 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %82 = "arith.index_cast"(%81) : (index) -> i64
      "linalg.yield"(%82) : (i64) -> ()
    }) : (tensor<64xi64>) -> tensor<64xi64>
    %8 = "tensor.expand_shape"(%7) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 1, 64, 1>}> : (tensor<64xi64>) -> tensor<1x1x64x1xi64>
    %9 = "tensor.expand_shape"(%7) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 1, 1, 64>}> : (tensor<64xi64>) -> tensor<1x1x1x64xi64>
    %10 = "tensor.empty"() : () -> tensor<1x1x64x64xi1>
    %11 = "linalg.generic"(%9, %8, %10) <{indexing_maps = [#map1, #map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg57: i64, %arg58: i64, %arg59: i1):
      %80 = "arith.cmpi"(%arg57, %arg58) <{predicate = 3 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%80) : (i1) -> ()
    }) : (tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>, tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %12 = "tensor.empty"() : () -> tensor<1x1x64x64xbf16>
    %13 = "linalg.generic"(%11, %4, %3, %12) <{indexing_maps = [#map3, #map4, #map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg53: i1, %arg54: bf16, %arg55: bf16, %arg56: bf16):
      %79 = "arith.select"(%arg53, %arg54, %arg55) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%79) : (bf16) -> ()
    }) : (tensor<1x1x64x64xi1>, tensor<bf16>, tensor<bf16>, tensor<1x1x64x64xbf16>) -> tensor<1x1x64x64xbf16>
    %14 = "tensor.empty"() : () -> tensor<1x2x2x64x16xbf16>
    %15 = "linalg.generic"(%arg1, %14) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: bf16, %arg52: bf16):
      "linalg.yield"(%arg51) : (bf16) -> ()
    }) : (tensor<1x2x64x16xbf16>, tensor<1x2x2x64x16xbf16>) -> tensor<1x2x2x64x16xbf16>
    %16 = "tensor.collapse_shape"(%15) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x2x2x64x16xbf16>) -> tensor<1x4x64x16xbf16>
    %17 = "linalg.generic"(%arg2, %14) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: bf16, %arg50: bf16):
      "linalg.yield"(%arg49) : (bf16) -> ()
    }) : (tensor<1x2x64x16xbf16>, tensor<1x2x2x64x16xbf16>) -> tensor<1x2x2x64x16xbf16>
    %18 = "tensor.empty"() : () -> tensor<1x4x16x64xbf16>
    %19 = "linalg.transpose"(%16, %18) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg47: bf16, %arg48: bf16):
      "linalg.yield"(%arg47) : (bf16) -> ()
    }) : (tensor<1x4x64x16xbf16>, tensor<1x4x16x64xbf16>) -> tensor<1x4x16x64xbf16>
    %20 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x64x16xbf16>) -> tensor<4x64x16xbf16>
    %21 = "tensor.collapse_shape"(%19) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x64xbf16>) -> tensor<4x16x64xbf16>
    %22 = "tensor.empty"() : () -> tensor<4x64x64xf32>
    %23 = "linalg.fill"(%1, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (f32, tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %24 = "linalg.batch_matmul"(%20, %21, %23) <{indexing_maps = [#map7, #map8, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: bf16, %arg43: bf16, %arg44: f32):
      %75 = "arith.extf"(%arg42) : (bf16) -> f32
      %76 = "arith.extf"(%arg43) : (bf16) -> f32
      %77 = "arith.mulf"(%75, %76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %78 = "arith.addf"(%arg44, %77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%78) : (f32) -> ()
    }) : (tensor<4x64x16xbf16>, tensor<4x16x64xbf16>, tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %25 = "tensor.empty"() : () -> tensor<4x64x64xbf16>
    %26 = "linalg.generic"(%24, %25) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32, %arg41: bf16):
      %74 = "arith.truncf"(%arg40) : (f32) -> bf16
      "linalg.yield"(%74) : (bf16) -> ()
    }) : (tensor<4x64x64xf32>, tensor<4x64x64xbf16>) -> tensor<4x64x64xbf16>
    %27 = "tensor.expand_shape"(%26) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 64, 64>}> : (tensor<4x64x64xbf16>) -> tensor<1x4x64x64xbf16>
    %28 = "tensor.empty"() : () -> tensor<1x4x64x64xbf16>
    %29 = "linalg.generic"(%27, %28) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: bf16, %arg39: bf16):
      %73 = "arith.mulf"(%arg38, %5) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%73) : (bf16) -> ()
    }) : (tensor<1x4x64x64xbf16>, tensor<1x4x64x64xbf16>) -> tensor<1x4x64x64xbf16>
    %30 = "linalg.generic"(%29, %13, %28) <{indexing_maps = [#map3, #map11, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: bf16, %arg36: bf16, %arg37: bf16):
      %72 = "arith.addf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%72) : (bf16) -> ()
    }) : (tensor<1x4x64x64xbf16>, tensor<1x1x64x64xbf16>, tensor<1x4x64x64xbf16>) -> tensor<1x4x64x64xbf16>
    %31 = "tensor.empty"() : () -> tensor<1x4x64x64xf32>
    %32 = "linalg.generic"(%30, %31) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: bf16, %arg34: f32):
      %71 = "arith.extf"(%arg33) : (bf16) -> f32
      "linalg.yield"(%71) : (f32) -> ()
    }) : (tensor<1x4x64x64xbf16>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %33 = "tensor.empty"() : () -> tensor<1x4x64xi64>
    %34 = "linalg.fill"(%0, %33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: i64, %arg32: i64):
      "linalg.yield"(%arg31) : (i64) -> ()
    }) : (i64, tensor<1x4x64xi64>) -> tensor<1x4x64xi64>
    %35 = "tensor.empty"() : () -> tensor<1x4x64xf32>
    %36 = "linalg.fill"(%2, %35) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32):
      "linalg.yield"(%arg29) : (f32) -> ()
    }) : (f32, tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %37:2 = "linalg.generic"(%32, %36, %34) <{indexing_maps = [#map3, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg26: f32, %arg27: f32, %arg28: i64):
      %66 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %67 = "arith.index_cast"(%66) : (index) -> i64
      %68 = "arith.maximumf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %69 = "arith.cmpf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %70 = "arith.select"(%69, %67, %arg28) : (i1, i64, i64) -> i64
      "linalg.yield"(%68, %70) : (f32, i64) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64xf32>, tensor<1x4x64xi64>) -> (tensor<1x4x64xf32>, tensor<1x4x64xi64>)
    %38 = "tensor.expand_shape"(%37#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 64, 1>}> : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %39 = "linalg.generic"(%32, %38, %31) <{indexing_maps = [#map3, #map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %65 = "arith.subf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%65) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %40 = "linalg.generic"(%39, %31) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      %64 = "math.exp"(%arg21) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%64) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %41 = "tensor.empty"() : () -> tensor<1x4x64x1xf32>
    %42 = "linalg.fill"(%1, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      "linalg.yield"(%arg19) : (f32) -> ()
    }) : (f32, tensor<1x4x64x1xf32>) -> tensor<1x4x64x1xf32>
    %43 = "linalg.generic"(%40, %42) <{indexing_maps = [#map3, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      %63 = "arith.addf"(%arg17, %arg18) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%63) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>) -> tensor<1x4x64x1xf32>
    %44 = "linalg.generic"(%40, %43, %31) <{indexing_maps = [#map3, #map2, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %62 = "arith.divf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%62) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %45 = "linalg.generic"(%44, %28) <{indexing_maps = [#map3, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: bf16):
      %61 = "arith.truncf"(%arg12) : (f32) -> bf16
      "linalg.yield"(%61) : (bf16) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x64xbf16>) -> tensor<1x4x64x64xbf16>
    %46 = "tensor.collapse_shape"(%45) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x64x64xbf16>) -> tensor<4x64x64xbf16>
    %47 = "tensor.collapse_shape"(%17) <{reassociation = [[0, 1, 2], [3], [4]]}> : (tensor<1x2x2x64x16xbf16>) -> tensor<4x64x16xbf16>
    %48 = "tensor.empty"() : () -> tensor<4x64x16xf32>
    %49 = "linalg.fill"(%1, %48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      "linalg.yield"(%arg10) : (f32) -> ()
    }) : (f32, tensor<4x64x16xf32>) -> tensor<4x64x16xf32>
    %50 = "linalg.batch_matmul"(%46, %47, %49) <{indexing_maps = [#map7, #map8, #map9], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: bf16, %arg8: bf16, %arg9: f32):
      %57 = "arith.extf"(%arg7) : (bf16) -> f32
      %58 = "arith.extf"(%arg8) : (bf16) -> f32
      %59 = "arith.mulf"(%57, %58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %60 = "arith.addf"(%arg9, %59) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%60) : (f32) -> ()
    }) : (tensor<4x64x64xbf16>, tensor<4x64x16xbf16>, tensor<4x64x16xf32>) -> tensor<4x64x16xf32>
    %51 = "tensor.empty"() : () -> tensor<4x64x16xbf16>
    %52 = "linalg.generic"(%50, %51) <{indexing_maps = [#map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: bf16):
      %56 = "arith.truncf"(%arg5) : (f32) -> bf16
      "linalg.yield"(%56) : (bf16) -> ()
    }) : (tensor<4x64x16xf32>, tensor<4x64x16xbf16>) -> tensor<4x64x16xbf16>
    %53 = "tensor.expand_shape"(%52) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 64, 16>}> : (tensor<4x64x16xbf16>) -> tensor<1x4x64x16xbf16>
    %54 = "tensor.empty"() : () -> tensor<1x64x4x16xbf16>
    %55 = "linalg.transpose"(%53, %54) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg3: bf16, %arg4: bf16):
      "linalg.yield"(%arg3) : (bf16) -> ()
    }) : (tensor<1x4x64x16xbf16>, tensor<1x64x4x16xbf16>) -> tensor<1x64x4x16xbf16>
    "func.return"(%55) : (tensor<1x64x4x16xbf16>) -> ()
  }) : () -> ()
}) : () -> ()
