#map = affine_map<() -> ()>
#map1 = affine_map<(d0, d1, d2, d3) -> ()>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2) -> ()>
#map8 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map12 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>) -> tensor<2x32x4x32xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x32x4x32xbf16>, %arg1: tensor<2x32x4x32xbf16>, %arg2: tensor<2x32x4x32xbf16>):
    %0 = "arith.constant"() <{value = 5.65685415 : f32}> : () -> f32
    %1 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0xFF80 : bf16}> : () -> bf16
    %3 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %4 = "arith.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %5 = "tensor.empty"() : () -> tensor<f32>
    %6 = "linalg.generic"(%5) <{indexing_maps = [#map], iterator_types = [], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg55: f32):
      "linalg.yield"(%0) : (f32) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %7 = "tensor.empty"() : () -> tensor<bf16>
    %8 = "linalg.generic"(%6, %7) <{indexing_maps = [#map, #map], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: bf16):
      %62 = "arith.truncf"(%arg53) : (f32) -> bf16
      "linalg.yield"(%62) : (bf16) -> ()
    }) : (tensor<f32>, tensor<bf16>) -> tensor<bf16>
    %9 = "tensor.empty"() : () -> tensor<2x32x4x32xbf16>
    %10 = "linalg.generic"(%8, %9) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: bf16, %arg52: bf16):
      "linalg.yield"(%arg51) : (bf16) -> ()
    }) : (tensor<bf16>, tensor<2x32x4x32xbf16>) -> tensor<2x32x4x32xbf16>
    %11 = "tensor.empty"() : () -> tensor<2x32x4x32xbf16>
    %12 = "linalg.generic"(%arg0, %10, %11) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: bf16, %arg49: bf16, %arg50: bf16):
      %61 = "arith.divf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%61) : (bf16) -> ()
    }) : (tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>) -> tensor<2x32x4x32xbf16>
    %13 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %14 = "linalg.fill"(%3, %13) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: bf16, %arg47: bf16):
      "linalg.yield"(%arg46) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %15 = "linalg.generic"(%12, %arg1, %14) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: bf16, %arg44: bf16, %arg45: bf16):
      %59 = "arith.mulf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %60 = "arith.addf"(%arg45, %59) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%60) : (bf16) -> ()
    }) : (tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %16 = "tensor.empty"() : () -> tensor<2x4x32xbf16>
    %17 = "linalg.fill"(%2, %16) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: bf16, %arg42: bf16):
      "linalg.yield"(%arg41) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32xbf16>) -> tensor<2x4x32xbf16>
    %18 = "linalg.generic"(%15, %17) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: bf16, %arg40: bf16):
      %58 = "arith.maximumf"(%arg40, %arg39) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%58) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32xbf16>) -> tensor<2x4x32xbf16>
    %19 = "tensor.empty"() : () -> tensor<2x4x32xbf16>
    %20 = "linalg.generic"(%4, %19) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: bf16, %arg38: bf16):
      "linalg.yield"(%arg37) : (bf16) -> ()
    }) : (tensor<bf16>, tensor<2x4x32xbf16>) -> tensor<2x4x32xbf16>
    %21 = "tensor.empty"() : () -> tensor<2x4x32xbf16>
    %22 = "linalg.generic"(%20, %18, %21) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg34: bf16, %arg35: bf16, %arg36: bf16):
      %57 = "arith.maximumf"(%arg34, %arg35) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%57) : (bf16) -> ()
    }) : (tensor<2x4x32xbf16>, tensor<2x4x32xbf16>, tensor<2x4x32xbf16>) -> tensor<2x4x32xbf16>
    %23 = "tensor.empty"() : () -> tensor<2x4x32x1xbf16>
    %24 = "linalg.generic"(%22, %23) <{indexing_maps = [#map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: bf16, %arg33: bf16):
      "linalg.yield"(%arg32) : (bf16) -> ()
    }) : (tensor<2x4x32xbf16>, tensor<2x4x32x1xbf16>) -> tensor<2x4x32x1xbf16>
    %25 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %26 = "linalg.generic"(%24, %25) <{indexing_maps = [#map9, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: bf16, %arg31: bf16):
      "linalg.yield"(%arg30) : (bf16) -> ()
    }) : (tensor<2x4x32x1xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %27 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %28 = "linalg.generic"(%15, %26, %27) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: bf16, %arg28: bf16, %arg29: bf16):
      %56 = "arith.subf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%56) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %29 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %30 = "linalg.generic"(%28, %29) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: bf16, %arg26: bf16):
      %55 = "math.exp"(%arg25) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%55) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %31 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %32 = "linalg.generic"(%30, %31) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: bf16, %arg24: f32):
      %54 = "arith.extf"(%arg23) : (bf16) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %33 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %34 = "linalg.fill"(%1, %33) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (f32, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %35 = "linalg.generic"(%32, %34) <{indexing_maps = [#map2, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      %53 = "arith.addf"(%arg20, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%53) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %36 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %37 = "linalg.generic"(%35, %36) <{indexing_maps = [#map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (tensor<2x4x32xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %38 = "tensor.empty"() : () -> tensor<2x4x32x1xbf16>
    %39 = "linalg.generic"(%37, %38) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: bf16):
      %52 = "arith.truncf"(%arg15) : (f32) -> bf16
      "linalg.yield"(%52) : (bf16) -> ()
    }) : (tensor<2x4x32x1xf32>, tensor<2x4x32x1xbf16>) -> tensor<2x4x32x1xbf16>
    %40 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %41 = "linalg.generic"(%39, %40) <{indexing_maps = [#map9, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: bf16, %arg14: bf16):
      "linalg.yield"(%arg13) : (bf16) -> ()
    }) : (tensor<2x4x32x1xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %42 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %43 = "linalg.generic"(%30, %41, %42) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg10: bf16, %arg11: bf16, %arg12: bf16):
      %51 = "arith.divf"(%arg10, %arg11) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%51) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %44 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %45 = "linalg.fill"(%3, %44) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg8: bf16, %arg9: bf16):
      "linalg.yield"(%arg8) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %46 = "linalg.generic"(%arg2, %43, %45) <{indexing_maps = [#map10, #map11, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg5: bf16, %arg6: bf16, %arg7: bf16):
      %49 = "arith.mulf"(%arg5, %arg6) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %50 = "arith.addf"(%arg7, %49) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%50) : (bf16) -> ()
    }) : (tensor<2x32x4x32xbf16>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %47 = "tensor.empty"() : () -> tensor<2x32x4x32xbf16>
    %48 = "linalg.generic"(%46, %47) <{indexing_maps = [#map12, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: bf16, %arg4: bf16):
      "linalg.yield"(%arg3) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x32x4x32xbf16>) -> tensor<2x32x4x32xbf16>
    "func.return"(%48) : (tensor<2x32x4x32xbf16>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
