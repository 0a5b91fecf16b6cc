#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<() -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2) -> ()>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map18 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<2x32x64xf32>, tensor<2x48x64xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<4x16x64xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x32x64xf32>, %arg1: tensor<2x48x64xf32>, %arg2: tensor<4x16xf32>, %arg3: tensor<64x4x16xf32>, %arg4: tensor<64xf32>, %arg5: tensor<4x16x64xf32>, %arg6: tensor<4x16xf32>, %arg7: tensor<64x4x16xf32>, %arg8: tensor<4x16xf32>, %arg9: tensor<64x4x16xf32>):
    %0 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4 = "tensor.empty"() : () -> tensor<2x32x4x16xf32>
    %5 = "linalg.fill"(%2, %4) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg95: f32, %arg96: f32):
      "linalg.yield"(%arg95) : (f32) -> ()
    }) : (f32, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %6 = "linalg.generic"(%arg0, %arg7, %5) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32, %arg94: f32):
      %95 = "arith.mulf"(%arg92, %arg93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %96 = "arith.addf"(%arg94, %95) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%96) : (f32) -> ()
    }) : (tensor<2x32x64xf32>, tensor<64x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %7 = "tensor.expand_shape"(%arg6) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: 1, 1, 4, 16>}> : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %8 = "tensor.empty"() : () -> tensor<2x32x4x16xf32>
    %9 = "linalg.generic"(%7, %8) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      "linalg.yield"(%arg90) : (f32) -> ()
    }) : (tensor<1x1x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %10 = "tensor.empty"() : () -> tensor<2x32x4x16xf32>
    %11 = "linalg.generic"(%6, %9, %10) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32, %arg89: f32):
      %94 = "arith.addf"(%arg87, %arg88) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%94) : (f32) -> ()
    }) : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %12 = "tensor.empty"() : () -> tensor<2x48x4x16xf32>
    %13 = "linalg.fill"(%2, %12) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32):
      "linalg.yield"(%arg85) : (f32) -> ()
    }) : (f32, tensor<2x48x4x16xf32>) -> tensor<2x48x4x16xf32>
    %14 = "linalg.generic"(%arg1, %arg3, %13) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %92 = "arith.mulf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %93 = "arith.addf"(%arg84, %92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%93) : (f32) -> ()
    }) : (tensor<2x48x64xf32>, tensor<64x4x16xf32>, tensor<2x48x4x16xf32>) -> tensor<2x48x4x16xf32>
    %15 = "tensor.expand_shape"(%arg2) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: 1, 1, 4, 16>}> : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %16 = "tensor.empty"() : () -> tensor<2x48x4x16xf32>
    %17 = "linalg.generic"(%15, %16) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32):
      "linalg.yield"(%arg80) : (f32) -> ()
    }) : (tensor<1x1x4x16xf32>, tensor<2x48x4x16xf32>) -> tensor<2x48x4x16xf32>
    %18 = "tensor.empty"() : () -> tensor<2x48x4x16xf32>
    %19 = "linalg.generic"(%14, %17, %18) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32, %arg79: f32):
      %91 = "arith.addf"(%arg77, %arg78) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%91) : (f32) -> ()
    }) : (tensor<2x48x4x16xf32>, tensor<2x48x4x16xf32>, tensor<2x48x4x16xf32>) -> tensor<2x48x4x16xf32>
    %20 = "tensor.empty"() : () -> tensor<2x48x4x16xf32>
    %21 = "linalg.fill"(%2, %20) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f32):
      "linalg.yield"(%arg75) : (f32) -> ()
    }) : (f32, tensor<2x48x4x16xf32>) -> tensor<2x48x4x16xf32>
    %22 = "linalg.generic"(%arg1, %arg9, %21) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32, %arg74: f32):
      %89 = "arith.mulf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %90 = "arith.addf"(%arg74, %89) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%90) : (f32) -> ()
    }) : (tensor<2x48x64xf32>, tensor<64x4x16xf32>, tensor<2x48x4x16xf32>) -> tensor<2x48x4x16xf32>
    %23 = "tensor.expand_shape"(%arg8) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: 1, 1, 4, 16>}> : (tensor<4x16xf32>) -> tensor<1x1x4x16xf32>
    %24 = "tensor.empty"() : () -> tensor<2x48x4x16xf32>
    %25 = "linalg.generic"(%23, %24) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      "linalg.yield"(%arg70) : (f32) -> ()
    }) : (tensor<1x1x4x16xf32>, tensor<2x48x4x16xf32>) -> tensor<2x48x4x16xf32>
    %26 = "tensor.empty"() : () -> tensor<2x48x4x16xf32>
    %27 = "linalg.generic"(%22, %25, %26) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
      %88 = "arith.addf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%88) : (f32) -> ()
    }) : (tensor<2x48x4x16xf32>, tensor<2x48x4x16xf32>, tensor<2x48x4x16xf32>) -> tensor<2x48x4x16xf32>
    %28 = "tensor.empty"() : () -> tensor<f32>
    %29 = "linalg.generic"(%28) <{indexing_maps = [#map5], iterator_types = [], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg66: f32):
      "linalg.yield"(%0) : (f32) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %30 = "tensor.empty"() : () -> tensor<2x32x4x16xf32>
    %31 = "linalg.generic"(%29, %30) <{indexing_maps = [#map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      "linalg.yield"(%arg64) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %32 = "tensor.empty"() : () -> tensor<2x32x4x16xf32>
    %33 = "linalg.generic"(%11, %31, %32) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32, %arg63: f32):
      %87 = "arith.divf"(%arg61, %arg62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%87) : (f32) -> ()
    }) : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %34 = "tensor.empty"() : () -> tensor<2x4x32x48xf32>
    %35 = "linalg.fill"(%2, %34) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32):
      "linalg.yield"(%arg59) : (f32) -> ()
    }) : (f32, tensor<2x4x32x48xf32>) -> tensor<2x4x32x48xf32>
    %36 = "linalg.generic"(%33, %19, %35) <{indexing_maps = [#map7, #map8, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32, %arg58: f32):
      %85 = "arith.mulf"(%arg56, %arg57) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %86 = "arith.addf"(%arg58, %85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%86) : (f32) -> ()
    }) : (tensor<2x32x4x16xf32>, tensor<2x48x4x16xf32>, tensor<2x4x32x48xf32>) -> tensor<2x4x32x48xf32>
    %37 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %38 = "linalg.fill"(%1, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      "linalg.yield"(%arg54) : (f32) -> ()
    }) : (f32, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %39 = "linalg.generic"(%36, %38) <{indexing_maps = [#map4, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      %84 = "arith.maximumf"(%arg53, %arg52) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%84) : (f32) -> ()
    }) : (tensor<2x4x32x48xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %40 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %41 = "linalg.generic"(%3, %40) <{indexing_maps = [#map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      "linalg.yield"(%arg50) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %42 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %43 = "linalg.generic"(%41, %39, %42) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32, %arg49: f32):
      %83 = "arith.maximumf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%83) : (f32) -> ()
    }) : (tensor<2x4x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %44 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %45 = "linalg.generic"(%43, %44) <{indexing_maps = [#map9, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (tensor<2x4x32xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %46 = "tensor.empty"() : () -> tensor<2x4x32x48xf32>
    %47 = "linalg.generic"(%45, %46) <{indexing_maps = [#map12, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      "linalg.yield"(%arg43) : (f32) -> ()
    }) : (tensor<2x4x32x1xf32>, tensor<2x4x32x48xf32>) -> tensor<2x4x32x48xf32>
    %48 = "tensor.empty"() : () -> tensor<2x4x32x48xf32>
    %49 = "linalg.generic"(%36, %47, %48) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32, %arg42: f32):
      %82 = "arith.subf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%82) : (f32) -> ()
    }) : (tensor<2x4x32x48xf32>, tensor<2x4x32x48xf32>, tensor<2x4x32x48xf32>) -> tensor<2x4x32x48xf32>
    %50 = "tensor.empty"() : () -> tensor<2x4x32x48xf32>
    %51 = "linalg.generic"(%49, %50) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      %81 = "math.exp"(%arg38) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%81) : (f32) -> ()
    }) : (tensor<2x4x32x48xf32>, tensor<2x4x32x48xf32>) -> tensor<2x4x32x48xf32>
    %52 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %53 = "linalg.fill"(%2, %52) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (f32, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %54 = "linalg.generic"(%51, %53) <{indexing_maps = [#map4, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      %80 = "arith.addf"(%arg35, %arg34) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%80) : (f32) -> ()
    }) : (tensor<2x4x32x48xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %55 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %56 = "linalg.generic"(%54, %55) <{indexing_maps = [#map9, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (tensor<2x4x32xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %57 = "tensor.empty"() : () -> tensor<2x4x32x48xf32>
    %58 = "linalg.generic"(%56, %57) <{indexing_maps = [#map12, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32):
      "linalg.yield"(%arg30) : (f32) -> ()
    }) : (tensor<2x4x32x1xf32>, tensor<2x4x32x48xf32>) -> tensor<2x4x32x48xf32>
    %59 = "tensor.empty"() : () -> tensor<2x4x32x48xf32>
    %60 = "linalg.generic"(%51, %58, %59) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
      %79 = "arith.divf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%79) : (f32) -> ()
    }) : (tensor<2x4x32x48xf32>, tensor<2x4x32x48xf32>, tensor<2x4x32x48xf32>) -> tensor<2x4x32x48xf32>
    %61 = "tensor.empty"() : () -> tensor<2x4x16x32xf32>
    %62 = "linalg.fill"(%2, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      "linalg.yield"(%arg25) : (f32) -> ()
    }) : (f32, tensor<2x4x16x32xf32>) -> tensor<2x4x16x32xf32>
    %63 = "linalg.generic"(%27, %60, %62) <{indexing_maps = [#map13, #map14, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32, %arg24: f32):
      %77 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %78 = "arith.addf"(%arg24, %77) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%78) : (f32) -> ()
    }) : (tensor<2x48x4x16xf32>, tensor<2x4x32x48xf32>, tensor<2x4x16x32xf32>) -> tensor<2x4x16x32xf32>
    %64 = "tensor.empty"() : () -> tensor<2x32x4x16xf32>
    %65 = "linalg.generic"(%63, %64) <{indexing_maps = [#map15, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32):
      "linalg.yield"(%arg20) : (f32) -> ()
    }) : (tensor<2x4x16x32xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
    %66 = "tensor.empty"() : () -> tensor<2x32x64xf32>
    %67 = "linalg.fill"(%2, %66) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      "linalg.yield"(%arg18) : (f32) -> ()
    }) : (f32, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %68 = "linalg.generic"(%65, %arg5, %67) <{indexing_maps = [#map14, #map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %75 = "arith.mulf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %76 = "arith.addf"(%arg17, %75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%76) : (f32) -> ()
    }) : (tensor<2x32x4x16xf32>, tensor<4x16x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %69 = "tensor.expand_shape"(%arg4) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1, 1, 64>}> : (tensor<64xf32>) -> tensor<1x1x64xf32>
    %70 = "tensor.empty"() : () -> tensor<2x32x64xf32>
    %71 = "linalg.generic"(%69, %70) <{indexing_maps = [#map18, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      "linalg.yield"(%arg13) : (f32) -> ()
    }) : (tensor<1x1x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    %72 = "tensor.empty"() : () -> tensor<2x32x64xf32>
    %73 = "linalg.generic"(%68, %71, %72) <{indexing_maps = [#map11, #map11, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32, %arg12: f32):
      %74 = "arith.addf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%74) : (f32) -> ()
    }) : (tensor<2x32x64xf32>, tensor<2x32x64xf32>, tensor<2x32x64xf32>) -> tensor<2x32x64xf32>
    "func.return"(%73) : (tensor<2x32x64xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
