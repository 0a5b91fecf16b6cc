#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map8 = affine_map<(d0, d1, d2) -> ()>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{function_type = (tensor<2x64x4x32xbf16>, tensor<2x64x2x32xbf16>, tensor<2x64x2x32xbf16>) -> tensor<2x64x4x32xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x64x4x32xbf16>, %arg1: tensor<2x64x2x32xbf16>, %arg2: tensor<2x64x2x32xbf16>):
    %0 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %3 = "arith.constant"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %4 = "tensor.empty"() : () -> tensor<2x64x2x2x32xbf16>
    %5 = "linalg.generic"(%arg1, %4) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: bf16, %arg60: bf16):
      "linalg.yield"(%arg59) : (bf16) -> ()
    }) : (tensor<2x64x2x32xbf16>, tensor<2x64x2x2x32xbf16>) -> tensor<2x64x2x2x32xbf16>
    %6 = "tensor.collapse_shape"(%5) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x64x2x2x32xbf16>) -> tensor<2x64x4x32xbf16>
    %7 = "tensor.empty"() : () -> tensor<2x64x2x2x32xbf16>
    %8 = "linalg.generic"(%arg2, %7) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: bf16, %arg58: bf16):
      "linalg.yield"(%arg57) : (bf16) -> ()
    }) : (tensor<2x64x2x32xbf16>, tensor<2x64x2x2x32xbf16>) -> tensor<2x64x2x2x32xbf16>
    %9 = "tensor.collapse_shape"(%8) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x64x2x2x32xbf16>) -> tensor<2x64x4x32xbf16>
    %10 = "tensor.empty"() : () -> tensor<2x64x4x32xf32>
    %11 = "linalg.generic"(%arg0, %10) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: bf16, %arg56: f32):
      %68 = "arith.extf"(%arg55) : (bf16) -> f32
      "linalg.yield"(%68) : (f32) -> ()
    }) : (tensor<2x64x4x32xbf16>, tensor<2x64x4x32xf32>) -> tensor<2x64x4x32xf32>
    %12 = "tensor.empty"() : () -> tensor<2x64x4x32xf32>
    %13 = "linalg.generic"(%6, %12) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: bf16, %arg54: f32):
      %67 = "arith.extf"(%arg53) : (bf16) -> f32
      "linalg.yield"(%67) : (f32) -> ()
    }) : (tensor<2x64x4x32xbf16>, tensor<2x64x4x32xf32>) -> tensor<2x64x4x32xf32>
    %14 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %15 = "linalg.fill"(%1, %14) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      "linalg.yield"(%arg51) : (f32) -> ()
    }) : (f32, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %16 = "linalg.generic"(%11, %13, %15) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32, %arg50: f32):
      %65 = "arith.mulf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %66 = "arith.addf"(%arg50, %65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%66) : (f32) -> ()
    }) : (tensor<2x64x4x32xf32>, tensor<2x64x4x32xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %17 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %18 = "linalg.generic"(%3, %17) <{indexing_maps = [#map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %19 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %20 = "linalg.generic"(%16, %18, %19) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %64 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%64) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %21 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %22 = "linalg.fill"(%0, %21) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      "linalg.yield"(%arg41) : (f32) -> ()
    }) : (f32, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %23 = "linalg.generic"(%20, %22) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      %63 = "arith.maximumf"(%arg40, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%63) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %24 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %25 = "linalg.generic"(%2, %24) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      "linalg.yield"(%arg37) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %26 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %27 = "linalg.generic"(%25, %23, %26) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32, %arg36: f32):
      %62 = "arith.maximumf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%62) : (f32) -> ()
    }) : (tensor<2x4x64xf32>, tensor<2x4x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %28 = "tensor.empty"() : () -> tensor<2x4x64x1xf32>
    %29 = "linalg.generic"(%27, %28) <{indexing_maps = [#map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (tensor<2x4x64xf32>, tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %30 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %31 = "linalg.generic"(%29, %30) <{indexing_maps = [#map10, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32):
      "linalg.yield"(%arg30) : (f32) -> ()
    }) : (tensor<2x4x64x1xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %32 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %33 = "linalg.generic"(%20, %31, %32) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
      %61 = "arith.subf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%61) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %34 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %35 = "linalg.generic"(%33, %34) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      %60 = "math.exp"(%arg25) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%60) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %36 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %37 = "linalg.fill"(%1, %36) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      "linalg.yield"(%arg23) : (f32) -> ()
    }) : (f32, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %38 = "linalg.generic"(%35, %37) <{indexing_maps = [#map2, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      %59 = "arith.addf"(%arg22, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%59) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %39 = "tensor.empty"() : () -> tensor<2x4x64x1xf32>
    %40 = "linalg.generic"(%38, %39) <{indexing_maps = [#map7, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      "linalg.yield"(%arg19) : (f32) -> ()
    }) : (tensor<2x4x64xf32>, tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %41 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %42 = "linalg.generic"(%40, %41) <{indexing_maps = [#map10, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (tensor<2x4x64x1xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %43 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %44 = "linalg.generic"(%35, %42, %43) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %58 = "arith.divf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%58) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %45 = "tensor.empty"() : () -> tensor<2x64x4x32xf32>
    %46 = "linalg.generic"(%9, %45) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: bf16, %arg13: f32):
      %57 = "arith.extf"(%arg12) : (bf16) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) : (tensor<2x64x4x32xbf16>, tensor<2x64x4x32xf32>) -> tensor<2x64x4x32xf32>
    %47 = "tensor.empty"() : () -> tensor<2x4x32x64xf32>
    %48 = "linalg.fill"(%1, %47) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: f32):
      "linalg.yield"(%arg10) : (f32) -> ()
    }) : (f32, tensor<2x4x32x64xf32>) -> tensor<2x4x32x64xf32>
    %49 = "linalg.generic"(%46, %44, %48) <{indexing_maps = [#map11, #map12, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32, %arg9: f32):
      %55 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %56 = "arith.addf"(%arg9, %55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<2x64x4x32xf32>, tensor<2x4x64x64xf32>, tensor<2x4x32x64xf32>) -> tensor<2x4x32x64xf32>
    %50 = "tensor.empty"() : () -> tensor<2x64x4x32xf32>
    %51 = "linalg.generic"(%49, %50) <{indexing_maps = [#map13, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: f32, %arg6: f32):
      "linalg.yield"(%arg5) : (f32) -> ()
    }) : (tensor<2x4x32x64xf32>, tensor<2x64x4x32xf32>) -> tensor<2x64x4x32xf32>
    %52 = "tensor.empty"() : () -> tensor<2x64x4x32xbf16>
    %53 = "linalg.generic"(%51, %52) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: f32, %arg4: bf16):
      %54 = "arith.truncf"(%arg3) : (f32) -> bf16
      "linalg.yield"(%54) : (bf16) -> ()
    }) : (tensor<2x64x4x32xf32>, tensor<2x64x4x32xbf16>) -> tensor<2x64x4x32xbf16>
    "func.return"(%53) : (tensor<2x64x4x32xbf16>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
