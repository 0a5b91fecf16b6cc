#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d1, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1) -> ()>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map10 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>
#map13 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d5, d1, d2)>
#map14 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d0, d1, d4, d5)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d0, d2)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d0, d1, d2, d4)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
#map18 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d0, d4)>
"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<2x32x4x32xbf16>, tensor<2x32x2x32xbf16>, tensor<2x32x2x32xbf16>) -> tensor<2x32x4x32xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg32: tensor<2x32x4x32xbf16>, %arg33: tensor<2x32x2x32xbf16>, %arg34: tensor<2x32x2x32xbf16>):
    %34 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %35 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %36 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %37 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %38 = "arith.constant"() <{value = dense<-2.38197633E+38> : tensor<f32>}> : () -> tensor<f32>
    %39 = "arith.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %40 = "arith.constant"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %41 = "tensor.expand_shape"(%arg32) <{reassociation = [[0], [1], [2, 3], [4]], static_output_shape = array<i64: 2, 32, 2, 2, 32>}> : (tensor<2x32x4x32xbf16>) -> tensor<2x32x2x2x32xbf16>
    %42 = "tensor.empty"() : () -> tensor<2x2x32x2x32xf32>
    %43 = "linalg.fill"(%36, %42) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: f32, %arg95: f32):
      "linalg.yield"(%arg94) : (f32) -> ()
    }) : (f32, tensor<2x2x32x2x32xf32>) -> tensor<2x2x32x2x32xf32>
    %44 = "linalg.generic"(%41, %arg33, %43) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg91: bf16, %arg92: bf16, %arg93: f32):
      %106 = "arith.extf"(%arg91) : (bf16) -> f32
      %107 = "arith.extf"(%arg92) : (bf16) -> f32
      %108 = "arith.mulf"(%106, %107) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %109 = "arith.addf"(%arg93, %108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%109) : (f32) -> ()
    }) : (tensor<2x32x2x2x32xbf16>, tensor<2x32x2x32xbf16>, tensor<2x2x32x2x32xf32>) -> tensor<2x2x32x2x32xf32>
    %45 = "tensor.empty"() : () -> tensor<2x2x32x2x32xf32>
    %46 = "linalg.generic"(%40, %45) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32):
      "linalg.yield"(%arg89) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x2x32x2x32xf32>) -> tensor<2x2x32x2x32xf32>
    %47 = "tensor.empty"() : () -> tensor<2x2x32x2x32xf32>
    %48 = "linalg.generic"(%44, %46, %47) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg86: f32, %arg87: f32, %arg88: f32):
      %105 = "arith.mulf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%105) : (f32) -> ()
    }) : (tensor<2x2x32x2x32xf32>, tensor<2x2x32x2x32xf32>, tensor<2x2x32x2x32xf32>) -> tensor<2x2x32x2x32xf32>
    %49 = "tensor.empty"() : () -> tensor<2x2x32x32xi1>
    %50 = "linalg.generic"(%39, %49) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg84: i1, %arg85: i1):
      "linalg.yield"(%arg84) : (i1) -> ()
    }) : (tensor<i1>, tensor<2x2x32x32xi1>) -> tensor<2x2x32x32xi1>
    %51 = "tensor.empty"() : () -> tensor<32x32xi1>
    %52 = "linalg.generic"(%39, %51) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: i1, %arg83: i1):
      "linalg.yield"(%arg82) : (i1) -> ()
    }) : (tensor<i1>, tensor<32x32xi1>) -> tensor<32x32xi1>
    %53 = "func.call"(%52) <{callee = @tril}> : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %54 = "tensor.empty"() : () -> tensor<1x1x32x32xi1>
    %55 = "linalg.generic"(%53, %54) <{indexing_maps = [#map9, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: i1, %arg81: i1):
      "linalg.yield"(%arg80) : (i1) -> ()
    }) : (tensor<32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %56 = "tensor.empty"() : () -> tensor<2x2x32x32xi1>
    %57 = "linalg.generic"(%55, %56) <{indexing_maps = [#map10, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: i1, %arg79: i1):
      "linalg.yield"(%arg78) : (i1) -> ()
    }) : (tensor<1x1x32x32xi1>, tensor<2x2x32x32xi1>) -> tensor<2x2x32x32xi1>
    %58 = "tensor.empty"() : () -> tensor<2x2x32x32xi1>
    %59 = "linalg.generic"(%50, %57, %58) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg75: i1, %arg76: i1, %arg77: i1):
      %104 = "arith.andi"(%arg75, %arg76) : (i1, i1) -> i1
      "linalg.yield"(%104) : (i1) -> ()
    }) : (tensor<2x2x32x32xi1>, tensor<2x2x32x32xi1>, tensor<2x2x32x32xi1>) -> tensor<2x2x32x32xi1>
    %60 = "func.call"(%59, %48, %38) <{callee = @_where}> : (tensor<2x2x32x32xi1>, tensor<2x2x32x2x32xf32>, tensor<f32>) -> tensor<2x2x2x32x32xf32>
    %61 = "tensor.empty"() : () -> tensor<2x2x2x32xf32>
    %62 = "linalg.fill"(%35, %61) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32):
      "linalg.yield"(%arg73) : (f32) -> ()
    }) : (f32, tensor<2x2x2x32xf32>) -> tensor<2x2x2x32xf32>
    %63 = "linalg.generic"(%60, %62) <{indexing_maps = [#map4, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      %103 = "arith.maximumf"(%arg72, %arg71) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%103) : (f32) -> ()
    }) : (tensor<2x2x2x32x32xf32>, tensor<2x2x2x32xf32>) -> tensor<2x2x2x32xf32>
    %64 = "tensor.empty"() : () -> tensor<2x2x2x32xf32>
    %65 = "linalg.generic"(%37, %64) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32):
      "linalg.yield"(%arg69) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x2x2x32xf32>) -> tensor<2x2x2x32xf32>
    %66 = "tensor.empty"() : () -> tensor<2x2x2x32xf32>
    %67 = "linalg.generic"(%65, %63, %66) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32, %arg68: f32):
      %102 = "arith.maximumf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%102) : (f32) -> ()
    }) : (tensor<2x2x2x32xf32>, tensor<2x2x2x32xf32>, tensor<2x2x2x32xf32>) -> tensor<2x2x2x32xf32>
    %68 = "tensor.empty"() : () -> tensor<2x2x2x32x1xf32>
    %69 = "linalg.generic"(%67, %68) <{indexing_maps = [#map11, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      "linalg.yield"(%arg64) : (f32) -> ()
    }) : (tensor<2x2x2x32xf32>, tensor<2x2x2x32x1xf32>) -> tensor<2x2x2x32x1xf32>
    %70 = "tensor.empty"() : () -> tensor<2x2x2x32x32xf32>
    %71 = "linalg.generic"(%69, %70) <{indexing_maps = [#map12, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      "linalg.yield"(%arg62) : (f32) -> ()
    }) : (tensor<2x2x2x32x1xf32>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x2x32x32xf32>
    %72 = "tensor.empty"() : () -> tensor<2x2x2x32x32xf32>
    %73 = "linalg.generic"(%60, %71, %72) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32, %arg61: f32):
      %101 = "arith.subf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%101) : (f32) -> ()
    }) : (tensor<2x2x2x32x32xf32>, tensor<2x2x2x32x32xf32>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x2x32x32xf32>
    %74 = "tensor.empty"() : () -> tensor<2x2x2x32x32xf32>
    %75 = "linalg.generic"(%73, %74) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      %100 = "math.exp"(%arg57) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%100) : (f32) -> ()
    }) : (tensor<2x2x2x32x32xf32>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x2x32x32xf32>
    %76 = "tensor.empty"() : () -> tensor<2x2x2x32xf32>
    %77 = "linalg.fill"(%36, %76) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      "linalg.yield"(%arg55) : (f32) -> ()
    }) : (f32, tensor<2x2x2x32xf32>) -> tensor<2x2x2x32xf32>
    %78 = "linalg.generic"(%75, %77) <{indexing_maps = [#map4, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32):
      %99 = "arith.addf"(%arg54, %arg53) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%99) : (f32) -> ()
    }) : (tensor<2x2x2x32x32xf32>, tensor<2x2x2x32xf32>) -> tensor<2x2x2x32xf32>
    %79 = "tensor.empty"() : () -> tensor<2x2x2x32x1xf32>
    %80 = "linalg.generic"(%78, %79) <{indexing_maps = [#map11, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      "linalg.yield"(%arg51) : (f32) -> ()
    }) : (tensor<2x2x2x32xf32>, tensor<2x2x2x32x1xf32>) -> tensor<2x2x2x32x1xf32>
    %81 = "tensor.empty"() : () -> tensor<2x2x2x32x32xf32>
    %82 = "linalg.generic"(%80, %81) <{indexing_maps = [#map12, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32):
      "linalg.yield"(%arg49) : (f32) -> ()
    }) : (tensor<2x2x2x32x1xf32>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x2x32x32xf32>
    %83 = "tensor.empty"() : () -> tensor<2x2x2x32x32xf32>
    %84 = "linalg.generic"(%75, %82, %83) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32, %arg48: f32):
      %98 = "arith.divf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%98) : (f32) -> ()
    }) : (tensor<2x2x2x32x32xf32>, tensor<2x2x2x32x32xf32>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x2x32x32xf32>
    %85 = "tensor.empty"() : () -> tensor<2x2x2x32x32xbf16>
    %86 = "linalg.generic"(%84, %85) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: f32, %arg45: bf16):
      %97 = "arith.truncf"(%arg44) : (f32) -> bf16
      "linalg.yield"(%97) : (bf16) -> ()
    }) : (tensor<2x2x2x32x32xf32>, tensor<2x2x2x32x32xbf16>) -> tensor<2x2x2x32x32xbf16>
    %87 = "tensor.empty"() : () -> tensor<2x2x32x2x32xbf16>
    %88 = "linalg.fill"(%34, %87) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: bf16, %arg43: bf16):
      "linalg.yield"(%arg42) : (bf16) -> ()
    }) : (bf16, tensor<2x2x32x2x32xbf16>) -> tensor<2x2x32x2x32xbf16>
    %89 = "linalg.generic"(%arg34, %86, %88) <{indexing_maps = [#map13, #map14, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: bf16, %arg40: bf16, %arg41: bf16):
      %95 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %96 = "arith.addf"(%arg41, %95) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%96) : (bf16) -> ()
    }) : (tensor<2x32x2x32xbf16>, tensor<2x2x2x32x32xbf16>, tensor<2x2x32x2x32xbf16>) -> tensor<2x2x32x2x32xbf16>
    %90 = "tensor.empty"() : () -> tensor<2x2x32x2x32xbf16>
    %91 = "linalg.generic"(%89, %90) <{indexing_maps = [#map15, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: bf16, %arg38: bf16):
      "linalg.yield"(%arg37) : (bf16) -> ()
    }) : (tensor<2x2x32x2x32xbf16>, tensor<2x2x32x2x32xbf16>) -> tensor<2x2x32x2x32xbf16>
    %92 = "tensor.empty"() : () -> tensor<2x32x2x2x32xbf16>
    %93 = "linalg.generic"(%91, %92) <{indexing_maps = [#map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: bf16, %arg36: bf16):
      "linalg.yield"(%arg35) : (bf16) -> ()
    }) : (tensor<2x2x32x2x32xbf16>, tensor<2x32x2x2x32xbf16>) -> tensor<2x32x2x2x32xbf16>
    %94 = "tensor.collapse_shape"(%93) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x32x2x2x32xbf16>) -> tensor<2x32x4x32xbf16>
    "func.return"(%94) : (tensor<2x32x4x32xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x32xi1>) -> tensor<32x32xi1>, sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg15: tensor<32x32xi1>):
    %11 = "arith.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %12 = "arith.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %13 = "tensor.empty"() : () -> tensor<32x32xi32>
    %14 = "linalg.generic"(%13) <{indexing_maps = [#map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg31: i32):
      %32 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %33 = "arith.index_cast"(%32) : (index) -> i32
      "linalg.yield"(%33) : (i32) -> ()
    }) : (tensor<32x32xi32>) -> tensor<32x32xi32>
    %15 = "tensor.empty"() : () -> tensor<32x32xi32>
    %16 = "linalg.generic"(%12, %15) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: i32, %arg30: i32):
      "linalg.yield"(%arg29) : (i32) -> ()
    }) : (tensor<i32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %17 = "tensor.empty"() : () -> tensor<32x32xi32>
    %18 = "linalg.generic"(%14, %16, %17) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: i32, %arg27: i32, %arg28: i32):
      %31 = "arith.addi"(%arg26, %arg27) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%31) : (i32) -> ()
    }) : (tensor<32x32xi32>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %19 = "tensor.empty"() : () -> tensor<32x32xi32>
    %20 = "linalg.generic"(%19) <{indexing_maps = [#map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg25: i32):
      %29 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %30 = "arith.index_cast"(%29) : (index) -> i32
      "linalg.yield"(%30) : (i32) -> ()
    }) : (tensor<32x32xi32>) -> tensor<32x32xi32>
    %21 = "tensor.empty"() : () -> tensor<32x32xi1>
    %22 = "linalg.generic"(%18, %20, %21) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: i32, %arg23: i32, %arg24: i1):
      %28 = "arith.cmpi"(%arg22, %arg23) <{predicate = 5 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%28) : (i1) -> ()
    }) : (tensor<32x32xi32>, tensor<32x32xi32>, tensor<32x32xi1>) -> tensor<32x32xi1>
    %23 = "tensor.empty"() : () -> tensor<32x32xi1>
    %24 = "linalg.generic"(%11, %23) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: i1, %arg21: i1):
      "linalg.yield"(%arg20) : (i1) -> ()
    }) : (tensor<i1>, tensor<32x32xi1>) -> tensor<32x32xi1>
    %25 = "tensor.empty"() : () -> tensor<32x32xi1>
    %26 = "linalg.generic"(%22, %arg15, %24, %25) <{indexing_maps = [#map8, #map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg16: i1, %arg17: i1, %arg18: i1, %arg19: i1):
      %27 = "arith.select"(%arg16, %arg17, %arg18) : (i1, i1, i1) -> i1
      "linalg.yield"(%27) : (i1) -> ()
    }) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>) -> tensor<32x32xi1>
    "func.return"(%26) : (tensor<32x32xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x2x32x32xi1>, tensor<2x2x32x2x32xf32>, tensor<f32>) -> tensor<2x2x2x32x32xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x2x32x32xi1>, %arg1: tensor<2x2x32x2x32xf32>, %arg2: tensor<f32>):
    %0 = "tensor.empty"() : () -> tensor<2x2x32x32xf32>
    %1 = "linalg.generic"(%arg2, %0) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      "linalg.yield"(%arg13) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x2x32x32xf32>) -> tensor<2x2x32x32xf32>
    %2 = "tensor.empty"() : () -> tensor<2x2x2x32x32xi1>
    %3 = "linalg.generic"(%arg0, %2) <{indexing_maps = [#map17, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: i1, %arg12: i1):
      "linalg.yield"(%arg11) : (i1) -> ()
    }) : (tensor<2x2x32x32xi1>, tensor<2x2x2x32x32xi1>) -> tensor<2x2x2x32x32xi1>
    %4 = "tensor.empty"() : () -> tensor<2x2x2x32x32xf32>
    %5 = "linalg.generic"(%1, %4) <{indexing_maps = [#map17, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<2x2x32x32xf32>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x2x32x32xf32>
    %6 = "tensor.empty"() : () -> tensor<2x2x2x32x32xf32>
    %7 = "linalg.generic"(%arg1, %6) <{indexing_maps = [#map18, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (tensor<2x2x32x2x32xf32>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x2x32x32xf32>
    %8 = "tensor.empty"() : () -> tensor<2x2x2x32x32xf32>
    %9 = "linalg.generic"(%3, %7, %5, %8) <{indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg3: i1, %arg4: f32, %arg5: f32, %arg6: f32):
      %10 = "arith.select"(%arg3, %arg4, %arg5) : (i1, f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (tensor<2x2x2x32x32xi1>, tensor<2x2x2x32x32xf32>, tensor<2x2x2x32x32xf32>, tensor<2x2x2x32x32xf32>) -> tensor<2x2x2x32x32xf32>
    "func.return"(%9) : (tensor<2x2x2x32x32xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
