#map = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map3 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map10 = affine_map<(d0, d1, d2) -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<2x32x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<2x32x64xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x32x64xf32>, %arg1: tensor<64x64xf32>, %arg2: tensor<64x64xf32>, %arg3: tensor<64x64xf32>, %arg4: tensor<64x64xf32>):
    %0 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3 = "arith.constant"() <{value = dense<4.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %4 = "tensor.empty"() : () -> tensor<64x2x32xf32>
    %5 = "linalg.fill"(%1, %4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32):
      "linalg.yield"(%arg77) : (f32) -> ()
    }) : (f32, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %6 = "linalg.generic"(%arg1, %arg0, %5) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32, %arg76: f32):
      %81 = "arith.mulf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %82 = "arith.addf"(%arg76, %81) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%82) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<2x32x64xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %7 = "tensor.empty"() : () -> tensor<2x32x64xf32>
    %8 = "linalg.generic"(%6, %7) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      "linalg.yield"(%arg72) : (f32) -> ()
    }) : (tensor<64x2x32xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %9 = "tensor.expand_shape"(%8) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 32, 4, 16>}> : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %10 = "tensor.empty"() : () -> tensor<64x2x32xf32>
    %11 = "linalg.fill"(%1, %10) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      "linalg.yield"(%arg70) : (f32) -> ()
    }) : (f32, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %12 = "linalg.generic"(%arg2, %arg0, %11) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
      %79 = "arith.mulf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %80 = "arith.addf"(%arg69, %79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%80) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<2x32x64xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %13 = "tensor.empty"() : () -> tensor<2x32x64xf32>
    %14 = "linalg.generic"(%12, %13) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32):
      "linalg.yield"(%arg65) : (f32) -> ()
    }) : (tensor<64x2x32xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %15 = "tensor.expand_shape"(%14) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 32, 4, 16>}> : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %16 = "tensor.empty"() : () -> tensor<64x2x32xf32>
    %17 = "linalg.fill"(%1, %16) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32):
      "linalg.yield"(%arg63) : (f32) -> ()
    }) : (f32, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %18 = "linalg.generic"(%arg3, %arg0, %17) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f32, %arg62: f32):
      %77 = "arith.mulf"(%arg60, %arg61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %78 = "arith.addf"(%arg62, %77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%78) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<2x32x64xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %19 = "tensor.empty"() : () -> tensor<2x32x64xf32>
    %20 = "linalg.generic"(%18, %19) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32):
      "linalg.yield"(%arg58) : (f32) -> ()
    }) : (tensor<64x2x32xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %21 = "tensor.expand_shape"(%20) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 32, 4, 16>}> : (tensor<2x32x64xf32>) -> tensor<2x32x4x16xf32>
    %22 = "tensor.empty"() : () -> tensor<2x32x4x16xf32>
    %23 = "linalg.generic"(%3, %22) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32):
      "linalg.yield"(%arg56) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %24 = "tensor.empty"() : () -> tensor<2x32x4x16xf32>
    %25 = "linalg.generic"(%9, %23, %24) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32, %arg55: f32):
      %76 = "arith.divf"(%arg53, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%76) : (f32) -> ()
    }) : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %26 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %27 = "linalg.fill"(%1, %26) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      "linalg.yield"(%arg51) : (f32) -> ()
    }) : (f32, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %28 = "linalg.generic"(%25, %15, %27) <{indexing_maps = [#map7, #map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32, %arg50: f32):
      %74 = "arith.mulf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %75 = "arith.addf"(%arg50, %74) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%75) : (f32) -> ()
    }) : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %29 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %30 = "linalg.fill"(%0, %29) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (f32, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %31 = "linalg.generic"(%28, %30) <{indexing_maps = [#map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      %73 = "arith.maximumf"(%arg45, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%73) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %32 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %33 = "linalg.generic"(%2, %32) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      "linalg.yield"(%arg42) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %34 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %35 = "linalg.generic"(%33, %31, %34) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
      %72 = "arith.maximumf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%72) : (f32) -> ()
    }) : (tensor<2x4x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %36 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %37 = "linalg.generic"(%35, %36) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      "linalg.yield"(%arg37) : (f32) -> ()
    }) : (tensor<2x4x32xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %38 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %39 = "linalg.generic"(%37, %38) <{indexing_maps = [#map11, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      "linalg.yield"(%arg35) : (f32) -> ()
    }) : (tensor<2x4x32x1xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %40 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %41 = "linalg.generic"(%28, %39, %40) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32, %arg34: f32):
      %71 = "arith.subf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%71) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %42 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %43 = "linalg.generic"(%41, %42) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32):
      %70 = "math.exp"(%arg30) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%70) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %44 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %45 = "linalg.fill"(%1, %44) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      "linalg.yield"(%arg28) : (f32) -> ()
    }) : (f32, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %46 = "linalg.generic"(%43, %45) <{indexing_maps = [#map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      %69 = "arith.addf"(%arg27, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%69) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %47 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %48 = "linalg.generic"(%46, %47) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      "linalg.yield"(%arg24) : (f32) -> ()
    }) : (tensor<2x4x32xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %49 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %50 = "linalg.generic"(%48, %49) <{indexing_maps = [#map11, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      "linalg.yield"(%arg22) : (f32) -> ()
    }) : (tensor<2x4x32x1xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %51 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %52 = "linalg.generic"(%43, %50, %51) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
      %68 = "arith.divf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%68) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %53 = "tensor.empty"() : () -> tensor<2x4x32x16xf32>
    %54 = "linalg.fill"(%1, %53) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (f32, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
    %55 = "linalg.generic"(%52, %21, %54) <{indexing_maps = [#map12, #map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %66 = "arith.mulf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %67 = "arith.addf"(%arg16, %66) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%67) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x32x4x16xf32>, tensor<2x4x32x16xf32>) -> tensor<2x4x32x16xf32>
    %56 = "tensor.empty"() : () -> tensor<2x32x4x16xf32>
    %57 = "linalg.generic"(%55, %56) <{indexing_maps = [#map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: f32):
      "linalg.yield"(%arg12) : (f32) -> ()
    }) : (tensor<2x4x32x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %58 = "tensor.collapse_shape"(%57) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x32x4x16xf32>) -> tensor<2x32x64xf32>
    %59 = "tensor.empty"() : () -> tensor<64x2x32xf32>
    %60 = "linalg.fill"(%1, %59) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      "linalg.yield"(%arg10) : (f32) -> ()
    }) : (f32, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %61 = "linalg.generic"(%arg4, %58, %60) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %64 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %65 = "arith.addf"(%arg9, %64) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%65) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<2x32x64xf32>, tensor<64x2x32xf32>) -> tensor<64x2x32xf32>
    %62 = "tensor.empty"() : () -> tensor<2x32x64xf32>
    %63 = "linalg.generic"(%61, %62) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      "linalg.yield"(%arg5) : (f32) -> ()
    }) : (tensor<64x2x32xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    "func.return"(%63) : (tensor<2x32x64xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
