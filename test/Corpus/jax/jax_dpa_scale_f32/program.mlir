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
  "func.func"() <{function_type = (tensor<2x32x4x32xf32>, tensor<2x32x4x32xf32>, tensor<2x32x4x32xf32>) -> tensor<2x32x4x32xf32>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg32: tensor<2x32x4x32xf32>, %arg33: tensor<2x32x4x32xf32>, %arg34: tensor<2x32x4x32xf32>):
    %34 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %35 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %36 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %37 = "arith.constant"() <{value = dense<-2.38197633E+38> : tensor<f32>}> : () -> tensor<f32>
    %38 = "arith.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %39 = "arith.constant"() <{value = dense<1.250000e-01> : tensor<f32>}> : () -> tensor<f32>
    %40 = "tensor.expand_shape"(%arg32) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 32, 4, 1, 32>}> : (tensor<2x32x4x32xf32>) -> tensor<2x32x4x1x32xf32>
    %41 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %42 = "linalg.fill"(%35, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      "linalg.yield"(%arg92) : (f32) -> ()
    }) : (f32, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %43 = "linalg.generic"(%40, %arg33, %42) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32, %arg91: f32):
      %102 = "arith.mulf"(%arg89, %arg90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %103 = "arith.addf"(%arg91, %102) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%103) : (f32) -> ()
    }) : (tensor<2x32x4x1x32xf32>, tensor<2x32x4x32xf32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %44 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %45 = "linalg.generic"(%39, %44) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32):
      "linalg.yield"(%arg87) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %46 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %47 = "linalg.generic"(%43, %45, %46) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32, %arg86: f32):
      %101 = "arith.mulf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%101) : (f32) -> ()
    }) : (tensor<2x4x32x1x32xf32>, tensor<2x4x32x1x32xf32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %48 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %49 = "linalg.generic"(%38, %48) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: i1, %arg83: i1):
      "linalg.yield"(%arg82) : (i1) -> ()
    }) : (tensor<i1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %50 = "tensor.empty"() : () -> tensor<32x32xi1>
    %51 = "linalg.generic"(%38, %50) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: i1, %arg81: i1):
      "linalg.yield"(%arg80) : (i1) -> ()
    }) : (tensor<i1>, tensor<32x32xi1>) -> tensor<32x32xi1>
    %52 = "func.call"(%51) <{callee = @tril}> : (tensor<32x32xi1>) -> tensor<32x32xi1>
    %53 = "tensor.empty"() : () -> tensor<1x1x32x32xi1>
    %54 = "linalg.generic"(%52, %53) <{indexing_maps = [#map9, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: i1, %arg79: i1):
      "linalg.yield"(%arg78) : (i1) -> ()
    }) : (tensor<32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %55 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %56 = "linalg.generic"(%54, %55) <{indexing_maps = [#map10, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: i1, %arg77: i1):
      "linalg.yield"(%arg76) : (i1) -> ()
    }) : (tensor<1x1x32x32xi1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %57 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %58 = "linalg.generic"(%49, %56, %57) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: i1, %arg74: i1, %arg75: i1):
      %100 = "arith.andi"(%arg73, %arg74) : (i1, i1) -> i1
      "linalg.yield"(%100) : (i1) -> ()
    }) : (tensor<2x4x32x32xi1>, tensor<2x4x32x32xi1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %59 = "func.call"(%58, %47, %37) <{callee = @_where}> : (tensor<2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>
    %60 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %61 = "linalg.fill"(%34, %60) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: f32, %arg72: f32):
      "linalg.yield"(%arg71) : (f32) -> ()
    }) : (f32, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %62 = "linalg.generic"(%59, %61) <{indexing_maps = [#map4, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: f32):
      %99 = "arith.maximumf"(%arg70, %arg69) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%99) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %63 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %64 = "linalg.generic"(%36, %63) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32):
      "linalg.yield"(%arg67) : (f32) -> ()
    }) : (tensor<f32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %65 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %66 = "linalg.generic"(%64, %62, %65) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg64: f32, %arg65: f32, %arg66: f32):
      %98 = "arith.maximumf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%98) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %67 = "tensor.empty"() : () -> tensor<1x2x4x32x1xf32>
    %68 = "linalg.generic"(%66, %67) <{indexing_maps = [#map11, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: f32, %arg63: f32):
      "linalg.yield"(%arg62) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x1xf32>
    %69 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %70 = "linalg.generic"(%68, %69) <{indexing_maps = [#map12, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: f32, %arg61: f32):
      "linalg.yield"(%arg60) : (f32) -> ()
    }) : (tensor<1x2x4x32x1xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %71 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %72 = "linalg.generic"(%59, %70, %71) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32, %arg59: f32):
      %97 = "arith.subf"(%arg57, %arg58) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%97) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %73 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %74 = "linalg.generic"(%72, %73) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      %96 = "math.exp"(%arg55) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%96) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %75 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %76 = "linalg.fill"(%35, %75) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32):
      "linalg.yield"(%arg53) : (f32) -> ()
    }) : (f32, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %77 = "linalg.generic"(%74, %76) <{indexing_maps = [#map4, #map11], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      %95 = "arith.addf"(%arg52, %arg51) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%95) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %78 = "tensor.empty"() : () -> tensor<1x2x4x32x1xf32>
    %79 = "linalg.generic"(%77, %78) <{indexing_maps = [#map11, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32):
      "linalg.yield"(%arg49) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x1xf32>
    %80 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %81 = "linalg.generic"(%79, %80) <{indexing_maps = [#map12, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      "linalg.yield"(%arg47) : (f32) -> ()
    }) : (tensor<1x2x4x32x1xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %82 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %83 = "linalg.generic"(%74, %81, %82) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg44: f32, %arg45: f32, %arg46: f32):
      %94 = "arith.divf"(%arg44, %arg45) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%94) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %84 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %85 = "linalg.fill"(%35, %84) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32):
      "linalg.yield"(%arg42) : (f32) -> ()
    }) : (f32, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %86 = "linalg.generic"(%arg34, %83, %85) <{indexing_maps = [#map13, #map14, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32, %arg41: f32):
      %92 = "arith.mulf"(%arg39, %arg40) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %93 = "arith.addf"(%arg41, %92) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%93) : (f32) -> ()
    }) : (tensor<2x32x4x32xf32>, tensor<1x2x4x32x32xf32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %87 = "tensor.empty"() : () -> tensor<1x2x32x4x32xf32>
    %88 = "linalg.generic"(%86, %87) <{indexing_maps = [#map15, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      "linalg.yield"(%arg37) : (f32) -> ()
    }) : (tensor<2x4x32x1x32xf32>, tensor<1x2x32x4x32xf32>) -> tensor<1x2x32x4x32xf32>
    %89 = "tensor.empty"() : () -> tensor<2x32x4x1x32xf32>
    %90 = "linalg.generic"(%88, %89) <{indexing_maps = [#map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      "linalg.yield"(%arg35) : (f32) -> ()
    }) : (tensor<1x2x32x4x32xf32>, tensor<2x32x4x1x32xf32>) -> tensor<2x32x4x1x32xf32>
    %91 = "tensor.collapse_shape"(%90) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x32x4x1x32xf32>) -> tensor<2x32x4x32xf32>
    "func.return"(%91) : (tensor<2x32x4x32xf32>) -> ()
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
  "func.func"() <{function_type = (tensor<2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4x32x32xi1>, %arg1: tensor<2x4x32x1x32xf32>, %arg2: tensor<f32>):
    %0 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %1 = "linalg.generic"(%arg2, %0) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      "linalg.yield"(%arg13) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %2 = "tensor.empty"() : () -> tensor<1x2x4x32x32xi1>
    %3 = "linalg.generic"(%arg0, %2) <{indexing_maps = [#map17, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: i1, %arg12: i1):
      "linalg.yield"(%arg11) : (i1) -> ()
    }) : (tensor<2x4x32x32xi1>, tensor<1x2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %4 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %5 = "linalg.generic"(%1, %4) <{indexing_maps = [#map17, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %6 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %7 = "linalg.generic"(%arg1, %6) <{indexing_maps = [#map18, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (tensor<2x4x32x1x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %8 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %9 = "linalg.generic"(%3, %7, %5, %8) <{indexing_maps = [#map4, #map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg3: i1, %arg4: f32, %arg5: f32, %arg6: f32):
      %10 = "arith.select"(%arg3, %arg4, %arg5) : (i1, f32, f32) -> f32
      "linalg.yield"(%10) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xi1>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    "func.return"(%9) : (tensor<1x2x4x32x32xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
