#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d1, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1, d2) -> (d1)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d0)>
#map11 = affine_map<(d0, d1, d2) -> (0, d1, d2)>
#map12 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map13 = affine_map<(d0, d1, d2) -> (d2)>
#map14 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map18 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>
#map19 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d5, d1, d2)>
#map20 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d0, d1, d4, d5)>
#map21 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d0, d2)>
#map22 = affine_map<(d0, d1) -> (d1)>
#map23 = affine_map<(d0, d1) -> (d0, d1)>
#map24 = affine_map<(d0, d1) -> (d0)>
#map25 = affine_map<(d0, d1) -> (0, d1)>
#map26 = affine_map<(d0, d1) -> (d0, 0)>
#map27 = affine_map<(d0, d1, d2, d3) -> (d0, d1)>
#map28 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
#map29 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, 0, 0)>
#map30 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d0, d1, d2, d4)>
#map31 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d0, d4)>
"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x32x4x32xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg15: tensor<2x32x4x32xbf16>, %arg16: tensor<2x32x4x32xbf16>, %arg17: tensor<2x32x4x32xbf16>, %arg18: tensor<2xi32>, %arg19: tensor<2xi32>):
    %11 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %12 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %15 = "arith.constant"() <{value = dense<-2.38197633E+38> : tensor<f32>}> : () -> tensor<f32>
    %16 = "arith.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %17 = "arith.constant"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %18 = "tensor.expand_shape"(%arg15) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 32, 4, 1, 32>}> : (tensor<2x32x4x32xbf16>) -> tensor<2x32x4x1x32xbf16>
    %19 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %20 = "linalg.fill"(%13, %19) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg131: f32, %arg132: f32):
      "linalg.yield"(%arg131) : (f32) -> ()
    }) : (f32, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %21 = "linalg.generic"(%18, %arg16, %20) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg128: bf16, %arg129: bf16, %arg130: f32):
      %144 = "arith.extf"(%arg128) : (bf16) -> f32
      %145 = "arith.extf"(%arg129) : (bf16) -> f32
      %146 = "arith.mulf"(%144, %145) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %147 = "arith.addf"(%arg130, %146) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%147) : (f32) -> ()
    }) : (tensor<2x32x4x1x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %22 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %23 = "linalg.generic"(%17, %22) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg126: f32, %arg127: f32):
      "linalg.yield"(%arg126) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %24 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %25 = "linalg.generic"(%21, %23, %24) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg123: f32, %arg124: f32, %arg125: f32):
      %143 = "arith.mulf"(%arg123, %arg124) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%143) : (f32) -> ()
    }) : (tensor<2x4x32x1x32xf32>, tensor<2x4x32x1x32xf32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %26 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %27 = "linalg.generic"(%16, %26) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg121: i1, %arg122: i1):
      "linalg.yield"(%arg121) : (i1) -> ()
    }) : (tensor<i1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %28 = "tensor.empty"() : () -> tensor<32xi32>
    %29 = "linalg.generic"(%28) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg120: i32):
      %141 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %142 = "arith.index_cast"(%141) : (index) -> i32
      "linalg.yield"(%142) : (i32) -> ()
    }) : (tensor<32xi32>) -> tensor<32xi32>
    %30 = "tensor.empty"() : () -> tensor<1x32x1xi32>
    %31 = "linalg.generic"(%29, %30) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: i32, %arg119: i32):
      "linalg.yield"(%arg118) : (i32) -> ()
    }) : (tensor<32xi32>, tensor<1x32x1xi32>) -> tensor<1x32x1xi32>
    %32 = "tensor.empty"() : () -> tensor<2x1x1xi32>
    %33 = "linalg.generic"(%arg18, %32) <{indexing_maps = [#map10, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: i32, %arg117: i32):
      "linalg.yield"(%arg116) : (i32) -> ()
    }) : (tensor<2xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi32>
    %34 = "tensor.empty"() : () -> tensor<2x32x1xi32>
    %35 = "linalg.generic"(%31, %34) <{indexing_maps = [#map11, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: i32, %arg115: i32):
      "linalg.yield"(%arg114) : (i32) -> ()
    }) : (tensor<1x32x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi32>
    %36 = "tensor.empty"() : () -> tensor<2x32x1xi32>
    %37 = "linalg.generic"(%33, %36) <{indexing_maps = [#map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg112: i32, %arg113: i32):
      "linalg.yield"(%arg112) : (i32) -> ()
    }) : (tensor<2x1x1xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi32>
    %38 = "tensor.empty"() : () -> tensor<2x32x1xi1>
    %39 = "linalg.generic"(%35, %37, %38) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg109: i32, %arg110: i32, %arg111: i1):
      %140 = "arith.cmpi"(%arg109, %arg110) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%140) : (i1) -> ()
    }) : (tensor<2x32x1xi32>, tensor<2x32x1xi32>, tensor<2x32x1xi1>) -> tensor<2x32x1xi1>
    %40 = "tensor.empty"() : () -> tensor<32xi32>
    %41 = "linalg.generic"(%40) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg108: i32):
      %138 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %139 = "arith.index_cast"(%138) : (index) -> i32
      "linalg.yield"(%139) : (i32) -> ()
    }) : (tensor<32xi32>) -> tensor<32xi32>
    %42 = "tensor.empty"() : () -> tensor<1x1x32xi32>
    %43 = "linalg.generic"(%41, %42) <{indexing_maps = [#map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg106: i32, %arg107: i32):
      "linalg.yield"(%arg106) : (i32) -> ()
    }) : (tensor<32xi32>, tensor<1x1x32xi32>) -> tensor<1x1x32xi32>
    %44 = "tensor.empty"() : () -> tensor<2x1x1xi32>
    %45 = "linalg.generic"(%arg19, %44) <{indexing_maps = [#map10, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: i32, %arg105: i32):
      "linalg.yield"(%arg104) : (i32) -> ()
    }) : (tensor<2xi32>, tensor<2x1x1xi32>) -> tensor<2x1x1xi32>
    %46 = "tensor.empty"() : () -> tensor<2x1x32xi32>
    %47 = "linalg.generic"(%43, %46) <{indexing_maps = [#map11, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: i32, %arg103: i32):
      "linalg.yield"(%arg102) : (i32) -> ()
    }) : (tensor<1x1x32xi32>, tensor<2x1x32xi32>) -> tensor<2x1x32xi32>
    %48 = "tensor.empty"() : () -> tensor<2x1x32xi32>
    %49 = "linalg.generic"(%45, %48) <{indexing_maps = [#map14, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: i32, %arg101: i32):
      "linalg.yield"(%arg100) : (i32) -> ()
    }) : (tensor<2x1x1xi32>, tensor<2x1x32xi32>) -> tensor<2x1x32xi32>
    %50 = "tensor.empty"() : () -> tensor<2x1x32xi1>
    %51 = "linalg.generic"(%47, %49, %50) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg97: i32, %arg98: i32, %arg99: i1):
      %137 = "arith.cmpi"(%arg97, %arg98) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%137) : (i1) -> ()
    }) : (tensor<2x1x32xi32>, tensor<2x1x32xi32>, tensor<2x1x32xi1>) -> tensor<2x1x32xi1>
    %52 = "tensor.empty"() : () -> tensor<2x32x32xi1>
    %53 = "linalg.generic"(%39, %52) <{indexing_maps = [#map14, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg95: i1, %arg96: i1):
      "linalg.yield"(%arg95) : (i1) -> ()
    }) : (tensor<2x32x1xi1>, tensor<2x32x32xi1>) -> tensor<2x32x32xi1>
    %54 = "tensor.empty"() : () -> tensor<2x32x32xi1>
    %55 = "linalg.generic"(%51, %54) <{indexing_maps = [#map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg93: i1, %arg94: i1):
      "linalg.yield"(%arg93) : (i1) -> ()
    }) : (tensor<2x1x32xi1>, tensor<2x32x32xi1>) -> tensor<2x32x32xi1>
    %56 = "tensor.empty"() : () -> tensor<2x32x32xi1>
    %57 = "linalg.generic"(%53, %55, %56) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg90: i1, %arg91: i1, %arg92: i1):
      %136 = "arith.andi"(%arg90, %arg91) : (i1, i1) -> i1
      "linalg.yield"(%136) : (i1) -> ()
    }) : (tensor<2x32x32xi1>, tensor<2x32x32xi1>, tensor<2x32x32xi1>) -> tensor<2x32x32xi1>
    %58 = "tensor.empty"() : () -> tensor<2x1x32x32xi1>
    %59 = "linalg.generic"(%57, %58) <{indexing_maps = [#map15, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg88: i1, %arg89: i1):
      "linalg.yield"(%arg88) : (i1) -> ()
    }) : (tensor<2x32x32xi1>, tensor<2x1x32x32xi1>) -> tensor<2x1x32x32xi1>
    %60 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %61 = "linalg.generic"(%59, %60) <{indexing_maps = [#map16, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg86: i1, %arg87: i1):
      "linalg.yield"(%arg86) : (i1) -> ()
    }) : (tensor<2x1x32x32xi1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %62 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %63 = "linalg.generic"(%27, %61, %62) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg83: i1, %arg84: i1, %arg85: i1):
      %135 = "arith.andi"(%arg83, %arg84) : (i1, i1) -> i1
      "linalg.yield"(%135) : (i1) -> ()
    }) : (tensor<2x4x32x32xi1>, tensor<2x4x32x32xi1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %64 = "func.call"(%63, %25, %15) <{callee = @_where}> : (tensor<2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>
    %65 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %66 = "linalg.fill"(%12, %65) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: f32, %arg82: f32):
      "linalg.yield"(%arg81) : (f32) -> ()
    }) : (f32, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %67 = "linalg.generic"(%64, %66) <{indexing_maps = [#map4, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: f32, %arg80: f32):
      %134 = "arith.maximumf"(%arg80, %arg79) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%134) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %68 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %69 = "linalg.generic"(%14, %68) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg77: f32, %arg78: f32):
      "linalg.yield"(%arg77) : (f32) -> ()
    }) : (tensor<f32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %70 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %71 = "linalg.generic"(%69, %67, %70) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg74: f32, %arg75: f32, %arg76: f32):
      %133 = "arith.maximumf"(%arg74, %arg75) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%133) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %72 = "tensor.empty"() : () -> tensor<1x2x4x32x1xf32>
    %73 = "linalg.generic"(%71, %72) <{indexing_maps = [#map17, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: f32, %arg73: f32):
      "linalg.yield"(%arg72) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x1xf32>
    %74 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %75 = "linalg.generic"(%73, %74) <{indexing_maps = [#map18, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg70: f32, %arg71: f32):
      "linalg.yield"(%arg70) : (f32) -> ()
    }) : (tensor<1x2x4x32x1xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %76 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %77 = "linalg.generic"(%64, %75, %76) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg67: f32, %arg68: f32, %arg69: f32):
      %132 = "arith.subf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%132) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %78 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %79 = "linalg.generic"(%77, %78) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: f32, %arg66: f32):
      %131 = "math.exp"(%arg65) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%131) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %80 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %81 = "linalg.fill"(%13, %80) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg63: f32, %arg64: f32):
      "linalg.yield"(%arg63) : (f32) -> ()
    }) : (f32, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %82 = "linalg.generic"(%79, %81) <{indexing_maps = [#map4, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: f32, %arg62: f32):
      %130 = "arith.addf"(%arg62, %arg61) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%130) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %83 = "tensor.empty"() : () -> tensor<1x2x4x32x1xf32>
    %84 = "linalg.generic"(%82, %83) <{indexing_maps = [#map17, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: f32, %arg60: f32):
      "linalg.yield"(%arg59) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x1xf32>
    %85 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %86 = "linalg.generic"(%84, %85) <{indexing_maps = [#map18, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      "linalg.yield"(%arg57) : (f32) -> ()
    }) : (tensor<1x2x4x32x1xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %87 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %88 = "linalg.generic"(%79, %86, %87) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32, %arg56: f32):
      %129 = "arith.divf"(%arg54, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%129) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %89 = "tensor.empty"() : () -> tensor<1x2x4x32x32xbf16>
    %90 = "linalg.generic"(%88, %89) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: bf16):
      %128 = "arith.truncf"(%arg52) : (f32) -> bf16
      "linalg.yield"(%128) : (bf16) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xbf16>) -> tensor<1x2x4x32x32xbf16>
    %91 = "tensor.empty"() : () -> tensor<2x4x32x1x32xbf16>
    %92 = "linalg.fill"(%11, %91) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: bf16, %arg51: bf16):
      "linalg.yield"(%arg50) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x1x32xbf16>) -> tensor<2x4x32x1x32xbf16>
    %93 = "linalg.generic"(%arg17, %90, %92) <{indexing_maps = [#map19, #map20, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg47: bf16, %arg48: bf16, %arg49: bf16):
      %126 = "arith.mulf"(%arg47, %arg48) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %127 = "arith.addf"(%arg49, %126) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%127) : (bf16) -> ()
    }) : (tensor<2x32x4x32xbf16>, tensor<1x2x4x32x32xbf16>, tensor<2x4x32x1x32xbf16>) -> tensor<2x4x32x1x32xbf16>
    %94 = "tensor.empty"() : () -> tensor<1x2x32x4x32xbf16>
    %95 = "linalg.generic"(%93, %94) <{indexing_maps = [#map21, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: bf16, %arg46: bf16):
      "linalg.yield"(%arg45) : (bf16) -> ()
    }) : (tensor<2x4x32x1x32xbf16>, tensor<1x2x32x4x32xbf16>) -> tensor<1x2x32x4x32xbf16>
    %96 = "tensor.empty"() : () -> tensor<32xi32>
    %97 = "linalg.generic"(%96) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg44: i32):
      %124 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %125 = "arith.index_cast"(%124) : (index) -> i32
      "linalg.yield"(%125) : (i32) -> ()
    }) : (tensor<32xi32>) -> tensor<32xi32>
    %98 = "tensor.empty"() : () -> tensor<1x32xi32>
    %99 = "linalg.generic"(%97, %98) <{indexing_maps = [#map22, #map23], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg42: i32, %arg43: i32):
      "linalg.yield"(%arg42) : (i32) -> ()
    }) : (tensor<32xi32>, tensor<1x32xi32>) -> tensor<1x32xi32>
    %100 = "tensor.empty"() : () -> tensor<2x1xi32>
    %101 = "linalg.generic"(%arg18, %100) <{indexing_maps = [#map24, #map23], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: i32, %arg41: i32):
      "linalg.yield"(%arg40) : (i32) -> ()
    }) : (tensor<2xi32>, tensor<2x1xi32>) -> tensor<2x1xi32>
    %102 = "tensor.empty"() : () -> tensor<2x32xi32>
    %103 = "linalg.generic"(%99, %102) <{indexing_maps = [#map25, #map23], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: i32, %arg39: i32):
      "linalg.yield"(%arg38) : (i32) -> ()
    }) : (tensor<1x32xi32>, tensor<2x32xi32>) -> tensor<2x32xi32>
    %104 = "tensor.empty"() : () -> tensor<2x32xi32>
    %105 = "linalg.generic"(%101, %104) <{indexing_maps = [#map26, #map23], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: i32, %arg37: i32):
      "linalg.yield"(%arg36) : (i32) -> ()
    }) : (tensor<2x1xi32>, tensor<2x32xi32>) -> tensor<2x32xi32>
    %106 = "tensor.empty"() : () -> tensor<2x32xi1>
    %107 = "linalg.generic"(%103, %105, %106) <{indexing_maps = [#map23, #map23, #map23], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg33: i32, %arg34: i32, %arg35: i1):
      %123 = "arith.cmpi"(%arg33, %arg34) <{predicate = 2 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%123) : (i1) -> ()
    }) : (tensor<2x32xi32>, tensor<2x32xi32>, tensor<2x32xi1>) -> tensor<2x32xi1>
    %108 = "tensor.empty"() : () -> tensor<2x32x1x1xi1>
    %109 = "linalg.generic"(%107, %108) <{indexing_maps = [#map27, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: i1, %arg32: i1):
      "linalg.yield"(%arg31) : (i1) -> ()
    }) : (tensor<2x32xi1>, tensor<2x32x1x1xi1>) -> tensor<2x32x1x1xi1>
    %110 = "tensor.empty"() : () -> tensor<2x32x1x1xbf16>
    %111 = "linalg.generic"(%109, %110) <{indexing_maps = [#map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: i1, %arg30: bf16):
      %122 = "arith.uitofp"(%arg29) : (i1) -> bf16
      "linalg.yield"(%122) : (bf16) -> ()
    }) : (tensor<2x32x1x1xi1>, tensor<2x32x1x1xbf16>) -> tensor<2x32x1x1xbf16>
    %112 = "tensor.empty"() : () -> tensor<1x2x32x1x1xbf16>
    %113 = "linalg.generic"(%111, %112) <{indexing_maps = [#map28, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: bf16, %arg28: bf16):
      "linalg.yield"(%arg27) : (bf16) -> ()
    }) : (tensor<2x32x1x1xbf16>, tensor<1x2x32x1x1xbf16>) -> tensor<1x2x32x1x1xbf16>
    %114 = "tensor.empty"() : () -> tensor<1x2x32x4x32xbf16>
    %115 = "linalg.generic"(%113, %114) <{indexing_maps = [#map29, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: bf16, %arg26: bf16):
      "linalg.yield"(%arg25) : (bf16) -> ()
    }) : (tensor<1x2x32x1x1xbf16>, tensor<1x2x32x4x32xbf16>) -> tensor<1x2x32x4x32xbf16>
    %116 = "tensor.empty"() : () -> tensor<1x2x32x4x32xbf16>
    %117 = "linalg.generic"(%95, %115, %116) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: bf16, %arg23: bf16, %arg24: bf16):
      %121 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%121) : (bf16) -> ()
    }) : (tensor<1x2x32x4x32xbf16>, tensor<1x2x32x4x32xbf16>, tensor<1x2x32x4x32xbf16>) -> tensor<1x2x32x4x32xbf16>
    %118 = "tensor.empty"() : () -> tensor<2x32x4x1x32xbf16>
    %119 = "linalg.generic"(%117, %118) <{indexing_maps = [#map30, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: bf16, %arg21: bf16):
      "linalg.yield"(%arg20) : (bf16) -> ()
    }) : (tensor<1x2x32x4x32xbf16>, tensor<2x32x4x1x32xbf16>) -> tensor<2x32x4x1x32xbf16>
    %120 = "tensor.collapse_shape"(%119) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x32x4x1x32xbf16>) -> tensor<2x32x4x32xbf16>
    "func.return"(%120) : (tensor<2x32x4x32xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4x32x32xi1>, %arg1: tensor<2x4x32x1x32xf32>, %arg2: tensor<f32>):
    %0 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %1 = "linalg.generic"(%arg2, %0) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      "linalg.yield"(%arg13) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %2 = "tensor.empty"() : () -> tensor<1x2x4x32x32xi1>
    %3 = "linalg.generic"(%arg0, %2) <{indexing_maps = [#map28, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: i1, %arg12: i1):
      "linalg.yield"(%arg11) : (i1) -> ()
    }) : (tensor<2x4x32x32xi1>, tensor<1x2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %4 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %5 = "linalg.generic"(%1, %4) <{indexing_maps = [#map28, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %6 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %7 = "linalg.generic"(%arg1, %6) <{indexing_maps = [#map31, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
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
