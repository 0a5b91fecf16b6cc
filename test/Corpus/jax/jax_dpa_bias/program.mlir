#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d1, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d0, d4)>
#map6 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d0, d3, d4)>
#map7 = affine_map<(d0, d1, d2, d3, d4) -> (d0, 0, d2, d3, d4)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> ()>
#map10 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d5, d1, d2)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d0, d1, d4, d5)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d0, d2)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d0, d1, d2, d4)>
"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<1x4x32x32xbf16>) -> tensor<2x32x4x32xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x32x4x32xbf16>, %arg1: tensor<2x32x4x32xbf16>, %arg2: tensor<2x32x4x32xbf16>, %arg3: tensor<1x4x32x32xbf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4 = "arith.constant"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %5 = "tensor.expand_shape"(%arg0) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 32, 4, 1, 32>}> : (tensor<2x32x4x32xbf16>) -> tensor<2x32x4x1x32xbf16>
    %6 = "tensor.expand_shape"(%arg3) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 1, 4, 1, 32, 32>}> : (tensor<1x4x32x32xbf16>) -> tensor<1x4x1x32x32xbf16>
    %7 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %8 = "linalg.fill"(%2, %7) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32):
      "linalg.yield"(%arg63) : (f32) -> ()
    }) : (f32, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %9 = "linalg.generic"(%5, %arg1, %8) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg60: bf16, %arg61: bf16, %arg62: f32):
      %70 = "arith.extf"(%arg60) : (bf16) -> f32
      %71 = "arith.extf"(%arg61) : (bf16) -> f32
      %72 = "arith.mulf"(%70, %71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %73 = "arith.addf"(%arg62, %72) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%73) : (f32) -> ()
    }) : (tensor<2x32x4x1x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %10 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %11 = "linalg.generic"(%4, %10) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32):
      "linalg.yield"(%arg58) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %12 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %13 = "linalg.generic"(%9, %11, %12) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32, %arg57: f32):
      %69 = "arith.mulf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%69) : (f32) -> ()
    }) : (tensor<2x4x32x1x32xf32>, tensor<2x4x32x1x32xf32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %14 = "tensor.empty"() : () -> tensor<1x4x1x32x32xf32>
    %15 = "linalg.generic"(%6, %14) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: bf16, %arg54: f32):
      %68 = "arith.extf"(%arg53) : (bf16) -> f32
      "linalg.yield"(%68) : (f32) -> ()
    }) : (tensor<1x4x1x32x32xbf16>, tensor<1x4x1x32x32xf32>) -> tensor<1x4x1x32x32xf32>
    %16 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %17 = "linalg.generic"(%13, %16) <{indexing_maps = [#map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      "linalg.yield"(%arg51) : (f32) -> ()
    }) : (tensor<2x4x32x1x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %18 = "tensor.empty"() : () -> tensor<1x1x4x32x32xf32>
    %19 = "linalg.generic"(%15, %18) <{indexing_maps = [#map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32):
      "linalg.yield"(%arg49) : (f32) -> ()
    }) : (tensor<1x4x1x32x32xf32>, tensor<1x1x4x32x32xf32>) -> tensor<1x1x4x32x32xf32>
    %20 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %21 = "linalg.generic"(%19, %20) <{indexing_maps = [#map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      "linalg.yield"(%arg47) : (f32) -> ()
    }) : (tensor<1x1x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %22 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %23 = "linalg.generic"(%17, %21, %22) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32, %arg46: f32):
      %67 = "arith.addf"(%arg44, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%67) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %24 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %25 = "linalg.fill"(%1, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      "linalg.yield"(%arg42) : (f32) -> ()
    }) : (f32, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %26 = "linalg.generic"(%23, %25) <{indexing_maps = [#map4, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      %66 = "arith.maximumf"(%arg41, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%66) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %27 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %28 = "linalg.generic"(%3, %27) <{indexing_maps = [#map9, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      "linalg.yield"(%arg38) : (f32) -> ()
    }) : (tensor<f32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %29 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %30 = "linalg.generic"(%28, %26, %29) <{indexing_maps = [#map10, #map10, #map10], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32, %arg37: f32):
      %65 = "arith.maximumf"(%arg35, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%65) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %31 = "tensor.empty"() : () -> tensor<1x2x4x32x1xf32>
    %32 = "linalg.generic"(%30, %31) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x1xf32>
    %33 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %34 = "linalg.generic"(%32, %33) <{indexing_maps = [#map11, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      "linalg.yield"(%arg31) : (f32) -> ()
    }) : (tensor<1x2x4x32x1xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %35 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %36 = "linalg.generic"(%23, %34, %35) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %64 = "arith.subf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%64) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %37 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %38 = "linalg.generic"(%36, %37) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      %63 = "math.exp"(%arg26) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%63) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %39 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %40 = "linalg.fill"(%2, %39) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      "linalg.yield"(%arg24) : (f32) -> ()
    }) : (f32, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %41 = "linalg.generic"(%38, %40) <{indexing_maps = [#map4, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      %62 = "arith.addf"(%arg23, %arg22) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%62) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %42 = "tensor.empty"() : () -> tensor<1x2x4x32x1xf32>
    %43 = "linalg.generic"(%41, %42) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32):
      "linalg.yield"(%arg20) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x1xf32>
    %44 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %45 = "linalg.generic"(%43, %44) <{indexing_maps = [#map11, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32):
      "linalg.yield"(%arg18) : (f32) -> ()
    }) : (tensor<1x2x4x32x1xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %46 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %47 = "linalg.generic"(%38, %45, %46) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32, %arg17: f32):
      %61 = "arith.divf"(%arg15, %arg16) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%61) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %48 = "tensor.empty"() : () -> tensor<1x2x4x32x32xbf16>
    %49 = "linalg.generic"(%47, %48) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: bf16):
      %60 = "arith.truncf"(%arg13) : (f32) -> bf16
      "linalg.yield"(%60) : (bf16) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xbf16>) -> tensor<1x2x4x32x32xbf16>
    %50 = "tensor.empty"() : () -> tensor<2x4x32x1x32xbf16>
    %51 = "linalg.fill"(%0, %50) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: bf16, %arg12: bf16):
      "linalg.yield"(%arg11) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x1x32xbf16>) -> tensor<2x4x32x1x32xbf16>
    %52 = "linalg.generic"(%arg2, %49, %51) <{indexing_maps = [#map12, #map13, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg8: bf16, %arg9: bf16, %arg10: bf16):
      %58 = "arith.mulf"(%arg8, %arg9) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %59 = "arith.addf"(%arg10, %58) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%59) : (bf16) -> ()
    }) : (tensor<2x32x4x32xbf16>, tensor<1x2x4x32x32xbf16>, tensor<2x4x32x1x32xbf16>) -> tensor<2x4x32x1x32xbf16>
    %53 = "tensor.empty"() : () -> tensor<1x2x32x4x32xbf16>
    %54 = "linalg.generic"(%52, %53) <{indexing_maps = [#map14, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg6: bf16, %arg7: bf16):
      "linalg.yield"(%arg6) : (bf16) -> ()
    }) : (tensor<2x4x32x1x32xbf16>, tensor<1x2x32x4x32xbf16>) -> tensor<1x2x32x4x32xbf16>
    %55 = "tensor.empty"() : () -> tensor<2x32x4x1x32xbf16>
    %56 = "linalg.generic"(%54, %55) <{indexing_maps = [#map15, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg4: bf16, %arg5: bf16):
      "linalg.yield"(%arg4) : (bf16) -> ()
    }) : (tensor<1x2x32x4x32xbf16>, tensor<2x32x4x1x32xbf16>) -> tensor<2x32x4x1x32xbf16>
    %57 = "tensor.collapse_shape"(%56) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x32x4x1x32xbf16>) -> tensor<2x32x4x32xbf16>
    "func.return"(%57) : (tensor<2x32x4x32xbf16>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
