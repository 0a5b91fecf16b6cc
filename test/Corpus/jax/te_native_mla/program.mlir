#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1) -> (d0)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1) -> (d1)>
#map11 = affine_map<(d0, d1) -> (0, d1)>
#map12 = affine_map<(d0, d1) -> (d0, 0)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map15 = affine_map<(d0, d1, d2) -> ()>
#map16 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map18 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map21 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{function_type = (tensor<2x64x4x48xbf16>, tensor<2x64x2x48xbf16>, tensor<2x64x2x32xbf16>) -> tensor<2x64x4x32xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<2x64x4x48xbf16>, %arg12: tensor<2x64x2x48xbf16>, %arg13: tensor<2x64x2x32xbf16>):
    %7 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %10 = "arith.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %11 = "arith.constant"() <{value = dense<0.144337565> : tensor<f32>}> : () -> tensor<f32>
    %12 = "tensor.empty"() : () -> tensor<2x64x2x2x48xbf16>
    %13 = "linalg.generic"(%arg12, %12) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: bf16, %arg86: bf16):
      "linalg.yield"(%arg85) : (bf16) -> ()
    }) : (tensor<2x64x2x48xbf16>, tensor<2x64x2x2x48xbf16>) -> tensor<2x64x2x2x48xbf16>
    %14 = "tensor.collapse_shape"(%13) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x64x2x2x48xbf16>) -> tensor<2x64x4x48xbf16>
    %15 = "tensor.empty"() : () -> tensor<2x64x2x2x32xbf16>
    %16 = "linalg.generic"(%arg13, %15) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: bf16, %arg84: bf16):
      "linalg.yield"(%arg83) : (bf16) -> ()
    }) : (tensor<2x64x2x32xbf16>, tensor<2x64x2x2x32xbf16>) -> tensor<2x64x2x2x32xbf16>
    %17 = "tensor.collapse_shape"(%16) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x64x2x2x32xbf16>) -> tensor<2x64x4x32xbf16>
    %18 = "tensor.empty"() : () -> tensor<2x64x4x48xf32>
    %19 = "linalg.generic"(%arg11, %18) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: bf16, %arg82: f32):
      %98 = "arith.extf"(%arg81) : (bf16) -> f32
      "linalg.yield"(%98) : (f32) -> ()
    }) : (tensor<2x64x4x48xbf16>, tensor<2x64x4x48xf32>) -> tensor<2x64x4x48xf32>
    %20 = "tensor.empty"() : () -> tensor<2x64x4x48xf32>
    %21 = "linalg.generic"(%14, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: bf16, %arg80: f32):
      %97 = "arith.extf"(%arg79) : (bf16) -> f32
      "linalg.yield"(%97) : (f32) -> ()
    }) : (tensor<2x64x4x48xbf16>, tensor<2x64x4x48xf32>) -> tensor<2x64x4x48xf32>
    %22 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %23 = "linalg.fill"(%8, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32):
      "linalg.yield"(%arg77) : (f32) -> ()
    }) : (f32, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %24 = "linalg.generic"(%19, %21, %23) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32, %arg76: f32):
      %95 = "arith.mulf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %96 = "arith.addf"(%arg76, %95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%96) : (f32) -> ()
    }) : (tensor<2x64x4x48xf32>, tensor<2x64x4x48xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %25 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %26 = "linalg.generic"(%11, %25) <{indexing_maps = [#map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      "linalg.yield"(%arg72) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %27 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %28 = "linalg.generic"(%24, %26, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32, %arg71: f32):
      %94 = "arith.mulf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%94) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %29 = "tensor.empty"() : () -> tensor<64xi32>
    %30 = "linalg.generic"(%29) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg68: i32):
      %92 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %93 = "arith.index_cast"(%92) : (index) -> i32
      "linalg.yield"(%93) : (i32) -> ()
    }) : (tensor<64xi32>) -> tensor<64xi32>
    %31 = "tensor.empty"() : () -> tensor<64x1xi32>
    %32 = "linalg.generic"(%30, %31) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: i32, %arg67: i32):
      "linalg.yield"(%arg66) : (i32) -> ()
    }) : (tensor<64xi32>, tensor<64x1xi32>) -> tensor<64x1xi32>
    %33 = "tensor.empty"() : () -> tensor<64xi32>
    %34 = "linalg.generic"(%33) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg65: i32):
      %90 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %91 = "arith.index_cast"(%90) : (index) -> i32
      "linalg.yield"(%91) : (i32) -> ()
    }) : (tensor<64xi32>) -> tensor<64xi32>
    %35 = "tensor.empty"() : () -> tensor<1x64xi32>
    %36 = "linalg.generic"(%34, %35) <{indexing_maps = [#map10, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg63: i32, %arg64: i32):
      "linalg.yield"(%arg63) : (i32) -> ()
    }) : (tensor<64xi32>, tensor<1x64xi32>) -> tensor<1x64xi32>
    %37 = "tensor.empty"() : () -> tensor<64x64xi32>
    %38 = "linalg.generic"(%36, %37) <{indexing_maps = [#map11, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: i32, %arg62: i32):
      "linalg.yield"(%arg61) : (i32) -> ()
    }) : (tensor<1x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %39 = "tensor.empty"() : () -> tensor<64x64xi32>
    %40 = "linalg.generic"(%32, %39) <{indexing_maps = [#map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: i32, %arg60: i32):
      "linalg.yield"(%arg59) : (i32) -> ()
    }) : (tensor<64x1xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %41 = "tensor.empty"() : () -> tensor<64x64xi1>
    %42 = "linalg.generic"(%38, %40, %41) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: i32, %arg57: i32, %arg58: i1):
      %89 = "arith.cmpi"(%arg56, %arg57) <{predicate = 3 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%89) : (i1) -> ()
    }) : (tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %43 = "tensor.empty"() : () -> tensor<1x1x64x64xi1>
    %44 = "linalg.generic"(%42, %43) <{indexing_maps = [#map13, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: i1, %arg55: i1):
      "linalg.yield"(%arg54) : (i1) -> ()
    }) : (tensor<64x64xi1>, tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %45 = "func.call"(%44, %28, %10) <{callee = @_where}> : (tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64x64xf32>
    %46 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %47 = "linalg.fill"(%7, %46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      "linalg.yield"(%arg52) : (f32) -> ()
    }) : (f32, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %48 = "linalg.generic"(%45, %47) <{indexing_maps = [#map2, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      %88 = "arith.maximumf"(%arg51, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%88) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %49 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %50 = "linalg.generic"(%9, %49) <{indexing_maps = [#map15, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      "linalg.yield"(%arg48) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %51 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %52 = "linalg.generic"(%50, %48, %51) <{indexing_maps = [#map16, #map16, #map16], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
      %87 = "arith.maximumf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%87) : (f32) -> ()
    }) : (tensor<2x4x64xf32>, tensor<2x4x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %53 = "tensor.empty"() : () -> tensor<2x4x64x1xf32>
    %54 = "linalg.generic"(%52, %53) <{indexing_maps = [#map14, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      "linalg.yield"(%arg43) : (f32) -> ()
    }) : (tensor<2x4x64xf32>, tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %55 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %56 = "linalg.generic"(%54, %55) <{indexing_maps = [#map17, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      "linalg.yield"(%arg41) : (f32) -> ()
    }) : (tensor<2x4x64x1xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %57 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %58 = "linalg.generic"(%45, %56, %57) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32, %arg40: f32):
      %86 = "arith.subf"(%arg38, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%86) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %59 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %60 = "linalg.generic"(%58, %59) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      %85 = "math.exp"(%arg36) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%85) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %61 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %62 = "linalg.fill"(%8, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (f32, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %63 = "linalg.generic"(%60, %62) <{indexing_maps = [#map2, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      %84 = "arith.addf"(%arg33, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%84) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %64 = "tensor.empty"() : () -> tensor<2x4x64x1xf32>
    %65 = "linalg.generic"(%63, %64) <{indexing_maps = [#map14, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32):
      "linalg.yield"(%arg30) : (f32) -> ()
    }) : (tensor<2x4x64xf32>, tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %66 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %67 = "linalg.generic"(%65, %66) <{indexing_maps = [#map17, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      "linalg.yield"(%arg28) : (f32) -> ()
    }) : (tensor<2x4x64x1xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %68 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %69 = "linalg.generic"(%60, %67, %68) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
      %83 = "arith.divf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%83) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %70 = "tensor.empty"() : () -> tensor<2x64x4x32xf32>
    %71 = "linalg.generic"(%17, %70) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: bf16, %arg24: f32):
      %82 = "arith.extf"(%arg23) : (bf16) -> f32
      "linalg.yield"(%82) : (f32) -> ()
    }) : (tensor<2x64x4x32xbf16>, tensor<2x64x4x32xf32>) -> tensor<2x64x4x32xf32>
    %72 = "tensor.empty"() : () -> tensor<2x4x32x64xf32>
    %73 = "linalg.fill"(%8, %72) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (f32, tensor<2x4x32x64xf32>) -> tensor<2x4x32x64xf32>
    %74 = "linalg.generic"(%71, %69, %73) <{indexing_maps = [#map18, #map19, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %80 = "arith.mulf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %81 = "arith.addf"(%arg20, %80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%81) : (f32) -> ()
    }) : (tensor<2x64x4x32xf32>, tensor<2x4x64x64xf32>, tensor<2x4x32x64xf32>) -> tensor<2x4x32x64xf32>
    %75 = "tensor.empty"() : () -> tensor<2x64x4x32xf32>
    %76 = "linalg.generic"(%74, %75) <{indexing_maps = [#map20, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32):
      "linalg.yield"(%arg16) : (f32) -> ()
    }) : (tensor<2x4x32x64xf32>, tensor<2x64x4x32xf32>) -> tensor<2x64x4x32xf32>
    %77 = "tensor.empty"() : () -> tensor<2x64x4x32xbf16>
    %78 = "linalg.generic"(%76, %77) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32, %arg15: bf16):
      %79 = "arith.truncf"(%arg14) : (f32) -> bf16
      "linalg.yield"(%79) : (bf16) -> ()
    }) : (tensor<2x64x4x32xf32>, tensor<2x64x4x32xbf16>) -> tensor<2x64x4x32xbf16>
    "func.return"(%78) : (tensor<2x64x4x32xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64x64xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x1x64x64xi1>, %arg1: tensor<2x4x64x64xf32>, %arg2: tensor<f32>):
    %0 = "tensor.empty"() : () -> tensor<2x4x64x64xi1>
    %1 = "linalg.generic"(%arg0, %0) <{indexing_maps = [#map21, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: i1, %arg10: i1):
      "linalg.yield"(%arg9) : (i1) -> ()
    }) : (tensor<1x1x64x64xi1>, tensor<2x4x64x64xi1>) -> tensor<2x4x64x64xi1>
    %2 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %3 = "linalg.generic"(%arg2, %2) <{indexing_maps = [#map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %4 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %5 = "linalg.generic"(%1, %arg1, %3, %4) <{indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg3: i1, %arg4: f32, %arg5: f32, %arg6: f32):
      %6 = "arith.select"(%arg3, %arg4, %arg5) : (i1, f32, f32) -> f32
      "linalg.yield"(%6) : (f32) -> ()
    }) : (tensor<2x4x64x64xi1>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    "func.return"(%5) : (tensor<2x4x64x64xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
