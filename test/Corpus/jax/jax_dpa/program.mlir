#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d1, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3, d0)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d0, d4)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>
#map11 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d5, d1, d2)>
#map12 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d0, d1, d4, d5)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d0, d2)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d0, d1, d2, d4)>
"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>) -> tensor<2x32x4x32xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg0: tensor<2x32x4x32xbf16>, %arg1: tensor<2x32x4x32xbf16>, %arg2: tensor<2x32x4x32xbf16>):
    %0 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %1 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %4 = "arith.constant"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %5 = "tensor.expand_shape"(%arg0) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 32, 4, 1, 32>}> : (tensor<2x32x4x32xbf16>) -> tensor<2x32x4x1x32xbf16>
    %6 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %7 = "linalg.fill"(%2, %6) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      "linalg.yield"(%arg55) : (f32) -> ()
    }) : (f32, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %8 = "linalg.generic"(%5, %arg1, %7) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg52: bf16, %arg53: bf16, %arg54: f32):
      %61 = "arith.extf"(%arg52) : (bf16) -> f32
      %62 = "arith.extf"(%arg53) : (bf16) -> f32
      %63 = "arith.mulf"(%61, %62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %64 = "arith.addf"(%arg54, %63) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%64) : (f32) -> ()
    }) : (tensor<2x32x4x1x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %9 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %10 = "linalg.generic"(%4, %9) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      "linalg.yield"(%arg50) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %11 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %12 = "linalg.generic"(%8, %10, %11) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32, %arg49: f32):
      %60 = "arith.mulf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%60) : (f32) -> ()
    }) : (tensor<2x4x32x1x32xf32>, tensor<2x4x32x1x32xf32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %13 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %14 = "linalg.fill"(%1, %13) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (f32, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %15 = "linalg.generic"(%12, %14) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      %59 = "arith.maximumf"(%arg44, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%59) : (f32) -> ()
    }) : (tensor<2x4x32x1x32xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %16 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %17 = "linalg.generic"(%3, %16) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      "linalg.yield"(%arg41) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %18 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %19 = "linalg.generic"(%17, %15, %18) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32, %arg40: f32):
      %58 = "arith.maximumf"(%arg38, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%58) : (f32) -> ()
    }) : (tensor<2x4x32x1xf32>, tensor<2x4x32x1xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %20 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %21 = "linalg.generic"(%19, %20) <{indexing_maps = [#map8, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      "linalg.yield"(%arg36) : (f32) -> ()
    }) : (tensor<2x4x32x1xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %22 = "tensor.empty"() : () -> tensor<1x2x4x32x1xf32>
    %23 = "linalg.generic"(%21, %22) <{indexing_maps = [#map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x1xf32>
    %24 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %25 = "linalg.generic"(%12, %24) <{indexing_maps = [#map9, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (tensor<2x4x32x1x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %26 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %27 = "linalg.generic"(%23, %26) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32):
      "linalg.yield"(%arg30) : (f32) -> ()
    }) : (tensor<1x2x4x32x1xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %28 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %29 = "linalg.generic"(%25, %27, %28) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32, %arg29: f32):
      %57 = "arith.subf"(%arg27, %arg28) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%57) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %30 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %31 = "linalg.generic"(%29, %30) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      %56 = "math.exp"(%arg25) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%56) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %32 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %33 = "linalg.fill"(%2, %32) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      "linalg.yield"(%arg23) : (f32) -> ()
    }) : (f32, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %34 = "linalg.generic"(%31, %33) <{indexing_maps = [#map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      %55 = "arith.addf"(%arg22, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%55) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %35 = "tensor.empty"() : () -> tensor<1x2x4x32x1xf32>
    %36 = "linalg.generic"(%34, %35) <{indexing_maps = [#map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32):
      "linalg.yield"(%arg19) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x1xf32>
    %37 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %38 = "linalg.generic"(%36, %37) <{indexing_maps = [#map10, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: f32):
      "linalg.yield"(%arg17) : (f32) -> ()
    }) : (tensor<1x2x4x32x1xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %39 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %40 = "linalg.generic"(%31, %38, %39) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32, %arg16: f32):
      %54 = "arith.divf"(%arg14, %arg15) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%54) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %41 = "tensor.empty"() : () -> tensor<1x2x4x32x32xbf16>
    %42 = "linalg.generic"(%40, %41) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg12: f32, %arg13: bf16):
      %53 = "arith.truncf"(%arg12) : (f32) -> bf16
      "linalg.yield"(%53) : (bf16) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xbf16>) -> tensor<1x2x4x32x32xbf16>
    %43 = "tensor.empty"() : () -> tensor<2x4x32x1x32xbf16>
    %44 = "linalg.fill"(%0, %43) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: bf16, %arg11: bf16):
      "linalg.yield"(%arg10) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x1x32xbf16>) -> tensor<2x4x32x1x32xbf16>
    %45 = "linalg.generic"(%arg2, %42, %44) <{indexing_maps = [#map11, #map12, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg7: bf16, %arg8: bf16, %arg9: bf16):
      %51 = "arith.mulf"(%arg7, %arg8) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %52 = "arith.addf"(%arg9, %51) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%52) : (bf16) -> ()
    }) : (tensor<2x32x4x32xbf16>, tensor<1x2x4x32x32xbf16>, tensor<2x4x32x1x32xbf16>) -> tensor<2x4x32x1x32xbf16>
    %46 = "tensor.empty"() : () -> tensor<1x2x32x4x32xbf16>
    %47 = "linalg.generic"(%45, %46) <{indexing_maps = [#map13, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg5: bf16, %arg6: bf16):
      "linalg.yield"(%arg5) : (bf16) -> ()
    }) : (tensor<2x4x32x1x32xbf16>, tensor<1x2x32x4x32xbf16>) -> tensor<1x2x32x4x32xbf16>
    %48 = "tensor.empty"() : () -> tensor<2x32x4x1x32xbf16>
    %49 = "linalg.generic"(%47, %48) <{indexing_maps = [#map14, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg3: bf16, %arg4: bf16):
      "linalg.yield"(%arg3) : (bf16) -> ()
    }) : (tensor<1x2x32x4x32xbf16>, tensor<2x32x4x1x32xbf16>) -> tensor<2x32x4x1x32xbf16>
    %50 = "tensor.collapse_shape"(%49) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x32x4x1x32xbf16>) -> tensor<2x32x4x32xbf16>
    "func.return"(%50) : (tensor<2x32x4x32xbf16>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
