#map = affine_map<(d0, d1) -> ()>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d1, d2, d3)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d2, d0, d1)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map7 = affine_map<(d0, d1, d2, d3) -> ()>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map12 = affine_map<(d0, d1, d2) -> ()>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d1, d3)>
#map17 = affine_map<(d0, d1, d2) -> (d1, d2)>
"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<2x32x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<2x32x64xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg34: tensor<2x32x64xbf16>, %arg35: tensor<64x64xbf16>, %arg36: tensor<64x64xbf16>, %arg37: tensor<64x64xbf16>, %arg38: tensor<64x64xbf16>):
    %36 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %37 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %38 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %39 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %40 = "arith.constant"() <{value = dense<-3.389530e+38> : tensor<bf16>}> : () -> tensor<bf16>
    %41 = "arith.constant"() <{value = dense<4.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %42 = "arith.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %43 = "tensor.empty"() : () -> tensor<32x32xi1>
    %44 = "linalg.generic"(%42, %43) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg117: i1, %arg118: i1):
      "linalg.yield"(%arg117) : (i1) -> ()
    }) : (tensor<i1>, tensor<32x32xi1>) -> tensor<32x32xi1>
    %45 = "func.call"(%44) <{callee = @tril}> : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %46 = "tensor.empty"() : () -> tensor<64x2x32xbf16>
    %47 = "linalg.fill"(%38, %46) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg115: bf16, %arg116: bf16):
      "linalg.yield"(%arg115) : (bf16) -> ()
    }) : (bf16, tensor<64x2x32xbf16>) -> tensor<64x2x32xbf16>
    %48 = "linalg.generic"(%arg35, %arg34, %47) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg112: bf16, %arg113: bf16, %arg114: bf16):
      %130 = "arith.mulf"(%arg112, %arg113) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %131 = "arith.addf"(%arg114, %130) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%131) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<2x32x64xbf16>, tensor<64x2x32xbf16>) -> tensor<64x2x32xbf16>
    %49 = "tensor.empty"() : () -> tensor<2x32x64xbf16>
    %50 = "linalg.generic"(%48, %49) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg110: bf16, %arg111: bf16):
      "linalg.yield"(%arg110) : (bf16) -> ()
    }) : (tensor<64x2x32xbf16>, tensor<2x32x64xbf16>) -> tensor<2x32x64xbf16>
    %51 = "tensor.expand_shape"(%50) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 32, 4, 16>}> : (tensor<2x32x64xbf16>) -> tensor<2x32x4x16xbf16>
    %52 = "tensor.empty"() : () -> tensor<64x2x32xbf16>
    %53 = "linalg.fill"(%38, %52) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: bf16, %arg109: bf16):
      "linalg.yield"(%arg108) : (bf16) -> ()
    }) : (bf16, tensor<64x2x32xbf16>) -> tensor<64x2x32xbf16>
    %54 = "linalg.generic"(%arg36, %arg34, %53) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg105: bf16, %arg106: bf16, %arg107: bf16):
      %128 = "arith.mulf"(%arg105, %arg106) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %129 = "arith.addf"(%arg107, %128) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%129) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<2x32x64xbf16>, tensor<64x2x32xbf16>) -> tensor<64x2x32xbf16>
    %55 = "tensor.empty"() : () -> tensor<2x32x64xbf16>
    %56 = "linalg.generic"(%54, %55) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg103: bf16, %arg104: bf16):
      "linalg.yield"(%arg103) : (bf16) -> ()
    }) : (tensor<64x2x32xbf16>, tensor<2x32x64xbf16>) -> tensor<2x32x64xbf16>
    %57 = "tensor.expand_shape"(%56) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 32, 4, 16>}> : (tensor<2x32x64xbf16>) -> tensor<2x32x4x16xbf16>
    %58 = "tensor.empty"() : () -> tensor<64x2x32xbf16>
    %59 = "linalg.fill"(%38, %58) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg101: bf16, %arg102: bf16):
      "linalg.yield"(%arg101) : (bf16) -> ()
    }) : (bf16, tensor<64x2x32xbf16>) -> tensor<64x2x32xbf16>
    %60 = "linalg.generic"(%arg37, %arg34, %59) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg98: bf16, %arg99: bf16, %arg100: bf16):
      %126 = "arith.mulf"(%arg98, %arg99) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %127 = "arith.addf"(%arg100, %126) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%127) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<2x32x64xbf16>, tensor<64x2x32xbf16>) -> tensor<64x2x32xbf16>
    %61 = "tensor.empty"() : () -> tensor<2x32x64xbf16>
    %62 = "linalg.generic"(%60, %61) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: bf16, %arg97: bf16):
      "linalg.yield"(%arg96) : (bf16) -> ()
    }) : (tensor<64x2x32xbf16>, tensor<2x32x64xbf16>) -> tensor<2x32x64xbf16>
    %63 = "tensor.expand_shape"(%62) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 32, 4, 16>}> : (tensor<2x32x64xbf16>) -> tensor<2x32x4x16xbf16>
    %64 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %65 = "linalg.generic"(%41, %64) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: bf16, %arg95: bf16):
      "linalg.yield"(%arg94) : (bf16) -> ()
    }) : (tensor<bf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %66 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %67 = "linalg.generic"(%51, %65, %66) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg91: bf16, %arg92: bf16, %arg93: bf16):
      %125 = "arith.divf"(%arg91, %arg92) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%125) : (bf16) -> ()
    }) : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %68 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %69 = "linalg.fill"(%38, %68) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: bf16, %arg90: bf16):
      "linalg.yield"(%arg89) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %70 = "linalg.generic"(%67, %57, %69) <{indexing_maps = [#map9, #map10, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg86: bf16, %arg87: bf16, %arg88: bf16):
      %123 = "arith.mulf"(%arg86, %arg87) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %124 = "arith.addf"(%arg88, %123) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%124) : (bf16) -> ()
    }) : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %71 = "func.call"(%45, %70, %40) <{callee = @_where}> : (tensor<32x32xi1>, tensor<2x4x32x32xbf16>, tensor<bf16>) -> tensor<2x4x32x32xbf16>
    %72 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %73 = "linalg.generic"(%71, %72) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg84: bf16, %arg85: f32):
      %122 = "arith.extf"(%arg84) : (bf16) -> f32
      "linalg.yield"(%122) : (f32) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %74 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %75 = "linalg.fill"(%37, %74) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32):
      "linalg.yield"(%arg82) : (f32) -> ()
    }) : (f32, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %76 = "linalg.generic"(%73, %75) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: f32, %arg81: f32):
      %121 = "arith.maximumf"(%arg81, %arg80) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%121) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %77 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %78 = "linalg.generic"(%39, %77) <{indexing_maps = [#map12, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: f32, %arg79: f32):
      "linalg.yield"(%arg78) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %79 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %80 = "linalg.generic"(%78, %76, %79) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg75: f32, %arg76: f32, %arg77: f32):
      %120 = "arith.maximumf"(%arg75, %arg76) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%120) : (f32) -> ()
    }) : (tensor<2x4x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %81 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %82 = "linalg.generic"(%80, %81) <{indexing_maps = [#map4, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: f32, %arg74: f32):
      "linalg.yield"(%arg73) : (f32) -> ()
    }) : (tensor<2x4x32xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %83 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %84 = "linalg.generic"(%82, %83) <{indexing_maps = [#map13, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      "linalg.yield"(%arg71) : (f32) -> ()
    }) : (tensor<2x4x32x1xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %85 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %86 = "linalg.generic"(%73, %84, %85) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: f32, %arg69: f32, %arg70: f32):
      %119 = "arith.subf"(%arg68, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%119) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %87 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %88 = "linalg.generic"(%86, %87) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: f32, %arg67: f32):
      %118 = "math.exp"(%arg66) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%118) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %89 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %90 = "linalg.fill"(%36, %89) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32):
      "linalg.yield"(%arg64) : (f32) -> ()
    }) : (f32, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %91 = "linalg.generic"(%88, %90) <{indexing_maps = [#map8, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      %117 = "arith.addf"(%arg63, %arg62) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%117) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %92 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %93 = "linalg.generic"(%91, %92) <{indexing_maps = [#map4, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f32):
      "linalg.yield"(%arg60) : (f32) -> ()
    }) : (tensor<2x4x32xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %94 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %95 = "linalg.generic"(%93, %94) <{indexing_maps = [#map13, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg58: f32, %arg59: f32):
      "linalg.yield"(%arg58) : (f32) -> ()
    }) : (tensor<2x4x32x1xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %96 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %97 = "linalg.generic"(%88, %95, %96) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32, %arg57: f32):
      %116 = "arith.divf"(%arg55, %arg56) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%116) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %98 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %99 = "linalg.generic"(%97, %98) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: bf16):
      %115 = "arith.truncf"(%arg53) : (f32) -> bf16
      "linalg.yield"(%115) : (bf16) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %100 = "tensor.empty"() : () -> tensor<2x4x32x16xbf16>
    %101 = "linalg.fill"(%38, %100) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: bf16, %arg52: bf16):
      "linalg.yield"(%arg51) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x16xbf16>) -> tensor<2x4x32x16xbf16>
    %102 = "linalg.generic"(%99, %63, %101) <{indexing_maps = [#map14, #map15, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: bf16, %arg49: bf16, %arg50: bf16):
      %113 = "arith.mulf"(%arg48, %arg49) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %114 = "arith.addf"(%arg50, %113) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%114) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x32x4x16xbf16>, tensor<2x4x32x16xbf16>) -> tensor<2x4x32x16xbf16>
    %103 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %104 = "linalg.generic"(%102, %103) <{indexing_maps = [#map16, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: bf16, %arg47: bf16):
      "linalg.yield"(%arg46) : (bf16) -> ()
    }) : (tensor<2x4x32x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %105 = "tensor.collapse_shape"(%104) <{reassociation = [[0], [1], [2, 3]]}> : (tensor<2x32x4x16xbf16>) -> tensor<2x32x64xbf16>
    %106 = "tensor.empty"() : () -> tensor<64x2x32xbf16>
    %107 = "linalg.fill"(%38, %106) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: bf16, %arg45: bf16):
      "linalg.yield"(%arg44) : (bf16) -> ()
    }) : (bf16, tensor<64x2x32xbf16>) -> tensor<64x2x32xbf16>
    %108 = "linalg.generic"(%arg38, %105, %107) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: bf16, %arg42: bf16, %arg43: bf16):
      %111 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %112 = "arith.addf"(%arg43, %111) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%112) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<2x32x64xbf16>, tensor<64x2x32xbf16>) -> tensor<64x2x32xbf16>
    %109 = "tensor.empty"() : () -> tensor<2x32x64xbf16>
    %110 = "linalg.generic"(%108, %109) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: bf16, %arg40: bf16):
      "linalg.yield"(%arg39) : (bf16) -> ()
    }) : (tensor<64x2x32xbf16>, tensor<2x32x64xbf16>) -> tensor<2x32x64xbf16>
    "func.return"(%110) : (tensor<2x32x64xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x32xi1>) -> tensor<32x32xi1>, sym_name = "tril", sym_visibility = "private"}> ({
  ^bb0(%arg17: tensor<32x32xi1>):
    %13 = "arith.constant"() <{value = dense<false> : tensor<i1>}> : () -> tensor<i1>
    %14 = "arith.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %15 = "tensor.empty"() : () -> tensor<32x32xi32>
    %16 = "linalg.generic"(%15) <{indexing_maps = [#map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg33: i32):
      %34 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %35 = "arith.index_cast"(%34) : (index) -> i32
      "linalg.yield"(%35) : (i32) -> ()
    }) : (tensor<32x32xi32>) -> tensor<32x32xi32>
    %17 = "tensor.empty"() : () -> tensor<32x32xi32>
    %18 = "linalg.generic"(%14, %17) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: i32, %arg32: i32):
      "linalg.yield"(%arg31) : (i32) -> ()
    }) : (tensor<i32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %19 = "tensor.empty"() : () -> tensor<32x32xi32>
    %20 = "linalg.generic"(%16, %18, %19) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: i32, %arg29: i32, %arg30: i32):
      %33 = "arith.addi"(%arg28, %arg29) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%33) : (i32) -> ()
    }) : (tensor<32x32xi32>, tensor<32x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %21 = "tensor.empty"() : () -> tensor<32x32xi32>
    %22 = "linalg.generic"(%21) <{indexing_maps = [#map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg27: i32):
      %31 = "linalg.index"() <{dim = 1 : i64}> : () -> index
      %32 = "arith.index_cast"(%31) : (index) -> i32
      "linalg.yield"(%32) : (i32) -> ()
    }) : (tensor<32x32xi32>) -> tensor<32x32xi32>
    %23 = "tensor.empty"() : () -> tensor<32x32xi1>
    %24 = "linalg.generic"(%20, %22, %23) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg24: i32, %arg25: i32, %arg26: i1):
      %30 = "arith.cmpi"(%arg24, %arg25) <{predicate = 5 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%30) : (i1) -> ()
    }) : (tensor<32x32xi32>, tensor<32x32xi32>, tensor<32x32xi1>) -> tensor<32x32xi1>
    %25 = "tensor.empty"() : () -> tensor<32x32xi1>
    %26 = "linalg.generic"(%13, %25) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: i1, %arg23: i1):
      "linalg.yield"(%arg22) : (i1) -> ()
    }) : (tensor<i1>, tensor<32x32xi1>) -> tensor<32x32xi1>
    %27 = "tensor.empty"() : () -> tensor<32x32xi1>
    %28 = "linalg.generic"(%24, %arg17, %26, %27) <{indexing_maps = [#map1, #map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg18: i1, %arg19: i1, %arg20: i1, %arg21: i1):
      %29 = "arith.select"(%arg18, %arg19, %arg20) : (i1, i1, i1) -> i1
      "linalg.yield"(%29) : (i1) -> ()
    }) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>) -> tensor<32x32xi1>
    "func.return"(%28) : (tensor<32x32xi1>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<32x32xi1>, tensor<2x4x32x32xbf16>, tensor<bf16>) -> tensor<2x4x32x32xbf16>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<32x32xi1>, %arg1: tensor<2x4x32x32xbf16>, %arg2: tensor<bf16>):
    %0 = "tensor.empty"() : () -> tensor<32x32xbf16>
    %1 = "linalg.generic"(%arg2, %0) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: bf16, %arg16: bf16):
      "linalg.yield"(%arg15) : (bf16) -> ()
    }) : (tensor<bf16>, tensor<32x32xbf16>) -> tensor<32x32xbf16>
    %2 = "tensor.empty"() : () -> tensor<4x32x32xi1>
    %3 = "linalg.generic"(%arg0, %2) <{indexing_maps = [#map17, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: i1, %arg14: i1):
      "linalg.yield"(%arg13) : (i1) -> ()
    }) : (tensor<32x32xi1>, tensor<4x32x32xi1>) -> tensor<4x32x32xi1>
    %4 = "tensor.empty"() : () -> tensor<4x32x32xbf16>
    %5 = "linalg.generic"(%1, %4) <{indexing_maps = [#map17, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: bf16, %arg12: bf16):
      "linalg.yield"(%arg11) : (bf16) -> ()
    }) : (tensor<32x32xbf16>, tensor<4x32x32xbf16>) -> tensor<4x32x32xbf16>
    %6 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %7 = "linalg.generic"(%3, %6) <{indexing_maps = [#map3, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: i1, %arg10: i1):
      "linalg.yield"(%arg9) : (i1) -> ()
    }) : (tensor<4x32x32xi1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %8 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %9 = "linalg.generic"(%5, %8) <{indexing_maps = [#map3, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: bf16, %arg8: bf16):
      "linalg.yield"(%arg7) : (bf16) -> ()
    }) : (tensor<4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %10 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %11 = "linalg.generic"(%7, %arg1, %9, %10) <{indexing_maps = [#map8, #map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg3: i1, %arg4: bf16, %arg5: bf16, %arg6: bf16):
      %12 = "arith.select"(%arg3, %arg4, %arg5) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%12) : (bf16) -> ()
    }) : (tensor<2x4x32x32xi1>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    "func.return"(%11) : (tensor<2x4x32x32xbf16>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
