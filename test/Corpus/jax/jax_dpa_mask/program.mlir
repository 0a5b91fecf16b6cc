#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d3, d5)>
#map3 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d1, d5)>
#map4 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map8 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d0, d3, d4)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, 0, d3, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d5, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d0, d1, d4, d5)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d0, d2)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d0, d1, d2, d4)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d0, d4)>
"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x1x32x32xi1>) -> tensor<2x32x4x32xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg13: tensor<2x32x4x32xbf16>, %arg14: tensor<2x32x4x32xbf16>, %arg15: tensor<2x32x4x32xbf16>, %arg16: tensor<2x1x32x32xi1>):
    %9 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %10 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %11 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %12 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %13 = "arith.constant"() <{value = dense<-2.38197633E+38> : tensor<f32>}> : () -> tensor<f32>
    %14 = "arith.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %15 = "arith.constant"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %16 = "tensor.expand_shape"(%arg13) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 32, 4, 1, 32>}> : (tensor<2x32x4x32xbf16>) -> tensor<2x32x4x1x32xbf16>
    %17 = "tensor.empty"() : () -> tensor<2x1x1x32x32xi1>
    %18 = "linalg.generic"(%arg16, %17) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: i1, %arg79: i1):
      "linalg.yield"(%arg78) : (i1) -> ()
    }) : (tensor<2x1x32x32xi1>, tensor<2x1x1x32x32xi1>) -> tensor<2x1x1x32x32xi1>
    %19 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %20 = "linalg.fill"(%11, %19) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: f32, %arg77: f32):
      "linalg.yield"(%arg76) : (f32) -> ()
    }) : (f32, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %21 = "linalg.generic"(%16, %arg14, %20) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: bf16, %arg74: bf16, %arg75: f32):
      %82 = "arith.extf"(%arg73) : (bf16) -> f32
      %83 = "arith.extf"(%arg74) : (bf16) -> f32
      %84 = "arith.mulf"(%82, %83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %85 = "arith.addf"(%arg75, %84) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%85) : (f32) -> ()
    }) : (tensor<2x32x4x1x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %22 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %23 = "linalg.generic"(%15, %22) <{indexing_maps = [#map5, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      "linalg.yield"(%arg71) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %24 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %25 = "linalg.generic"(%21, %23, %24) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32, %arg70: f32):
      %81 = "arith.mulf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%81) : (f32) -> ()
    }) : (tensor<2x4x32x1x32xf32>, tensor<2x4x32x1x32xf32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %26 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %27 = "linalg.generic"(%14, %26) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: i1, %arg67: i1):
      "linalg.yield"(%arg66) : (i1) -> ()
    }) : (tensor<i1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %28 = "tensor.empty"() : () -> tensor<1x2x4x32x32xi1>
    %29 = "linalg.generic"(%27, %28) <{indexing_maps = [#map8, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: i1, %arg65: i1):
      "linalg.yield"(%arg64) : (i1) -> ()
    }) : (tensor<2x4x32x32xi1>, tensor<1x2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %30 = "tensor.empty"() : () -> tensor<1x2x1x32x32xi1>
    %31 = "linalg.generic"(%18, %30) <{indexing_maps = [#map9, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: i1, %arg63: i1):
      "linalg.yield"(%arg62) : (i1) -> ()
    }) : (tensor<2x1x1x32x32xi1>, tensor<1x2x1x32x32xi1>) -> tensor<1x2x1x32x32xi1>
    %32 = "tensor.empty"() : () -> tensor<1x2x4x32x32xi1>
    %33 = "linalg.generic"(%31, %32) <{indexing_maps = [#map10, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: i1, %arg61: i1):
      "linalg.yield"(%arg60) : (i1) -> ()
    }) : (tensor<1x2x1x32x32xi1>, tensor<1x2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %34 = "tensor.empty"() : () -> tensor<1x2x4x32x32xi1>
    %35 = "linalg.generic"(%29, %33, %34) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg57: i1, %arg58: i1, %arg59: i1):
      %80 = "arith.andi"(%arg57, %arg58) : (i1, i1) -> i1
      "linalg.yield"(%80) : (i1) -> ()
    }) : (tensor<1x2x4x32x32xi1>, tensor<1x2x4x32x32xi1>, tensor<1x2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %36 = "func.call"(%35, %25, %13) <{callee = @_where}> : (tensor<1x2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>
    %37 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %38 = "linalg.fill"(%10, %37) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      "linalg.yield"(%arg55) : (f32) -> ()
    }) : (f32, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %39 = "linalg.generic"(%36, %38) <{indexing_maps = [#map1, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32):
      %79 = "arith.maximumf"(%arg54, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%79) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %40 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %41 = "linalg.generic"(%12, %40) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      "linalg.yield"(%arg51) : (f32) -> ()
    }) : (tensor<f32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %42 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %43 = "linalg.generic"(%41, %39, %42) <{indexing_maps = [#map7, #map7, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32, %arg50: f32):
      %78 = "arith.maximumf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%78) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %44 = "tensor.empty"() : () -> tensor<1x2x4x32x1xf32>
    %45 = "linalg.generic"(%43, %44) <{indexing_maps = [#map11, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x1xf32>
    %46 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %47 = "linalg.generic"(%45, %46) <{indexing_maps = [#map12, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32):
      "linalg.yield"(%arg44) : (f32) -> ()
    }) : (tensor<1x2x4x32x1xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %48 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %49 = "linalg.generic"(%36, %47, %48) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32, %arg43: f32):
      %77 = "arith.subf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%77) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %50 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %51 = "linalg.generic"(%49, %50) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      %76 = "math.exp"(%arg39) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%76) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %52 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %53 = "linalg.fill"(%11, %52) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      "linalg.yield"(%arg37) : (f32) -> ()
    }) : (f32, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %54 = "linalg.generic"(%51, %53) <{indexing_maps = [#map1, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      %75 = "arith.addf"(%arg36, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%75) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %55 = "tensor.empty"() : () -> tensor<1x2x4x32x1xf32>
    %56 = "linalg.generic"(%54, %55) <{indexing_maps = [#map11, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x1xf32>
    %57 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %58 = "linalg.generic"(%56, %57) <{indexing_maps = [#map12, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: f32):
      "linalg.yield"(%arg31) : (f32) -> ()
    }) : (tensor<1x2x4x32x1xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %59 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %60 = "linalg.generic"(%51, %58, %59) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %74 = "arith.divf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%74) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %61 = "tensor.empty"() : () -> tensor<1x2x4x32x32xbf16>
    %62 = "linalg.generic"(%60, %61) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: bf16):
      %73 = "arith.truncf"(%arg26) : (f32) -> bf16
      "linalg.yield"(%73) : (bf16) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xbf16>) -> tensor<1x2x4x32x32xbf16>
    %63 = "tensor.empty"() : () -> tensor<2x4x32x1x32xbf16>
    %64 = "linalg.fill"(%9, %63) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: bf16, %arg25: bf16):
      "linalg.yield"(%arg24) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x1x32xbf16>) -> tensor<2x4x32x1x32xbf16>
    %65 = "linalg.generic"(%arg15, %62, %64) <{indexing_maps = [#map13, #map14, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: bf16, %arg22: bf16, %arg23: bf16):
      %71 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %72 = "arith.addf"(%arg23, %71) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%72) : (bf16) -> ()
    }) : (tensor<2x32x4x32xbf16>, tensor<1x2x4x32x32xbf16>, tensor<2x4x32x1x32xbf16>) -> tensor<2x4x32x1x32xbf16>
    %66 = "tensor.empty"() : () -> tensor<1x2x32x4x32xbf16>
    %67 = "linalg.generic"(%65, %66) <{indexing_maps = [#map15, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: bf16, %arg20: bf16):
      "linalg.yield"(%arg19) : (bf16) -> ()
    }) : (tensor<2x4x32x1x32xbf16>, tensor<1x2x32x4x32xbf16>) -> tensor<1x2x32x4x32xbf16>
    %68 = "tensor.empty"() : () -> tensor<2x32x4x1x32xbf16>
    %69 = "linalg.generic"(%67, %68) <{indexing_maps = [#map16, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: bf16, %arg18: bf16):
      "linalg.yield"(%arg17) : (bf16) -> ()
    }) : (tensor<1x2x32x4x32xbf16>, tensor<2x32x4x1x32xbf16>) -> tensor<2x32x4x1x32xbf16>
    %70 = "tensor.collapse_shape"(%69) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x32x4x1x32xbf16>) -> tensor<2x32x4x32xbf16>
    "func.return"(%70) : (tensor<2x32x4x32xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x2x4x32x32xi1>, %arg1: tensor<2x4x32x1x32xf32>, %arg2: tensor<f32>):
    %0 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %1 = "linalg.generic"(%arg2, %0) <{indexing_maps = [#map6, #map7], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32):
      "linalg.yield"(%arg11) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %2 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %3 = "linalg.generic"(%1, %2) <{indexing_maps = [#map8, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %4 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %5 = "linalg.generic"(%arg1, %4) <{indexing_maps = [#map17, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (tensor<2x4x32x1x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %6 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %7 = "linalg.generic"(%arg0, %5, %3, %6) <{indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg3: i1, %arg4: f32, %arg5: f32, %arg6: f32):
      %8 = "arith.select"(%arg3, %arg4, %arg5) : (i1, f32, f32) -> f32
      "linalg.yield"(%8) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xi1>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    "func.return"(%7) : (tensor<1x2x4x32x32xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
