#map = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d2, d1, d3, d5)>
#map1 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d4, d1, d5)>
#map2 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d1, d2, d3, d4)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> ()>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map7 = affine_map<(d0, d1) -> (d0)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1) -> (d1)>
#map10 = affine_map<(d0, d1) -> ()>
#map11 = affine_map<(d0, d1) -> (d0, 0)>
#map12 = affine_map<(d0, d1) -> (0, d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, 0)>
#map17 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d0, d5, d1, d2)>
#map18 = affine_map<(d0, d1, d2, d3, d4, d5) -> (d3, d0, d1, d4, d5)>
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d3, d4, d0, d2)>
#map20 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d0, d1, d2, d4)>
#map21 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d4)>
#map22 = affine_map<(d0, d1, d2, d3, d4) -> (d1, d2, d3, d0, d4)>
"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>) -> tensor<2x32x4x32xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg15: tensor<2x32x4x32xbf16>, %arg16: tensor<2x32x4x32xbf16>, %arg17: tensor<2x32x4x32xbf16>):
    %11 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %12 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %13 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %15 = "arith.constant"() <{value = dense<-2.38197633E+38> : tensor<f32>}> : () -> tensor<f32>
    %16 = "arith.constant"() <{value = dense<0> : tensor<i32>}> : () -> tensor<i32>
    %17 = "arith.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %18 = "arith.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %19 = "arith.constant"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %20 = "arith.constant"() <{value = dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19, 20, 21, 22, 23, 24, 25, 26, 27, 28, 29, 30, 31]> : tensor<32xi32>}> : () -> tensor<32xi32>
    %21 = "tensor.expand_shape"(%arg15) <{reassociation = [[0], [1], [2], [3, 4]], static_output_shape = array<i64: 2, 32, 4, 1, 32>}> : (tensor<2x32x4x32xbf16>) -> tensor<2x32x4x1x32xbf16>
    %22 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %23 = "linalg.fill"(%13, %22) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg110: f32, %arg111: f32):
      "linalg.yield"(%arg110) : (f32) -> ()
    }) : (f32, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %24 = "linalg.generic"(%21, %arg16, %23) <{indexing_maps = [#map, #map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg107: bf16, %arg108: bf16, %arg109: f32):
      %118 = "arith.extf"(%arg107) : (bf16) -> f32
      %119 = "arith.extf"(%arg108) : (bf16) -> f32
      %120 = "arith.mulf"(%118, %119) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %121 = "arith.addf"(%arg109, %120) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%121) : (f32) -> ()
    }) : (tensor<2x32x4x1x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %25 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %26 = "linalg.generic"(%19, %25) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32):
      "linalg.yield"(%arg105) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %27 = "tensor.empty"() : () -> tensor<2x4x32x1x32xf32>
    %28 = "linalg.generic"(%24, %26, %27) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %117 = "arith.mulf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%117) : (f32) -> ()
    }) : (tensor<2x4x32x1x32xf32>, tensor<2x4x32x1x32xf32>, tensor<2x4x32x1x32xf32>) -> tensor<2x4x32x1x32xf32>
    %29 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %30 = "linalg.generic"(%18, %29) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: i1, %arg101: i1):
      "linalg.yield"(%arg100) : (i1) -> ()
    }) : (tensor<i1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %31 = "tensor.empty"() : () -> tensor<32x1xi32>
    %32 = "linalg.generic"(%20, %31) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: i32, %arg99: i32):
      "linalg.yield"(%arg98) : (i32) -> ()
    }) : (tensor<32xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %33 = "tensor.empty"() : () -> tensor<1x32xi32>
    %34 = "linalg.generic"(%20, %33) <{indexing_maps = [#map9, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: i32, %arg97: i32):
      "linalg.yield"(%arg96) : (i32) -> ()
    }) : (tensor<32xi32>, tensor<1x32xi32>) -> tensor<1x32xi32>
    %35 = "tensor.empty"() : () -> tensor<1x32xi32>
    %36 = "linalg.generic"(%17, %35) <{indexing_maps = [#map10, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: i32, %arg95: i32):
      "linalg.yield"(%arg94) : (i32) -> ()
    }) : (tensor<i32>, tensor<1x32xi32>) -> tensor<1x32xi32>
    %37 = "tensor.empty"() : () -> tensor<1x32xi32>
    %38 = "linalg.generic"(%34, %36, %37) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg91: i32, %arg92: i32, %arg93: i32):
      %116 = "arith.addi"(%arg91, %arg92) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%116) : (i32) -> ()
    }) : (tensor<1x32xi32>, tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi32>
    %39 = "tensor.empty"() : () -> tensor<32x32xi32>
    %40 = "linalg.generic"(%32, %39) <{indexing_maps = [#map11, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: i32, %arg90: i32):
      "linalg.yield"(%arg89) : (i32) -> ()
    }) : (tensor<32x1xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %41 = "tensor.empty"() : () -> tensor<32x32xi32>
    %42 = "linalg.generic"(%38, %41) <{indexing_maps = [#map12, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: i32, %arg88: i32):
      "linalg.yield"(%arg87) : (i32) -> ()
    }) : (tensor<1x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %43 = "tensor.empty"() : () -> tensor<32x32xi1>
    %44 = "linalg.generic"(%40, %42, %43) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: i32, %arg85: i32, %arg86: i1):
      %115 = "arith.cmpi"(%arg84, %arg85) <{predicate = 3 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%115) : (i1) -> ()
    }) : (tensor<32x32xi32>, tensor<32x32xi32>, tensor<32x32xi1>) -> tensor<32x32xi1>
    %45 = "tensor.empty"() : () -> tensor<32x1xi32>
    %46 = "linalg.generic"(%20, %45) <{indexing_maps = [#map7, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: i32, %arg83: i32):
      "linalg.yield"(%arg82) : (i32) -> ()
    }) : (tensor<32xi32>, tensor<32x1xi32>) -> tensor<32x1xi32>
    %47 = "tensor.empty"() : () -> tensor<1x32xi32>
    %48 = "linalg.generic"(%20, %47) <{indexing_maps = [#map9, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg80: i32, %arg81: i32):
      "linalg.yield"(%arg80) : (i32) -> ()
    }) : (tensor<32xi32>, tensor<1x32xi32>) -> tensor<1x32xi32>
    %49 = "tensor.empty"() : () -> tensor<1x32xi32>
    %50 = "linalg.generic"(%16, %49) <{indexing_maps = [#map10, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: i32, %arg79: i32):
      "linalg.yield"(%arg78) : (i32) -> ()
    }) : (tensor<i32>, tensor<1x32xi32>) -> tensor<1x32xi32>
    %51 = "tensor.empty"() : () -> tensor<1x32xi32>
    %52 = "linalg.generic"(%48, %50, %51) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg75: i32, %arg76: i32, %arg77: i32):
      %114 = "arith.subi"(%arg75, %arg76) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%114) : (i32) -> ()
    }) : (tensor<1x32xi32>, tensor<1x32xi32>, tensor<1x32xi32>) -> tensor<1x32xi32>
    %53 = "tensor.empty"() : () -> tensor<32x32xi32>
    %54 = "linalg.generic"(%46, %53) <{indexing_maps = [#map11, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: i32, %arg74: i32):
      "linalg.yield"(%arg73) : (i32) -> ()
    }) : (tensor<32x1xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %55 = "tensor.empty"() : () -> tensor<32x32xi32>
    %56 = "linalg.generic"(%52, %55) <{indexing_maps = [#map12, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg71: i32, %arg72: i32):
      "linalg.yield"(%arg71) : (i32) -> ()
    }) : (tensor<1x32xi32>, tensor<32x32xi32>) -> tensor<32x32xi32>
    %57 = "tensor.empty"() : () -> tensor<32x32xi1>
    %58 = "linalg.generic"(%54, %56, %57) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg68: i32, %arg69: i32, %arg70: i1):
      %113 = "arith.cmpi"(%arg68, %arg69) <{predicate = 5 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%113) : (i1) -> ()
    }) : (tensor<32x32xi32>, tensor<32x32xi32>, tensor<32x32xi1>) -> tensor<32x32xi1>
    %59 = "tensor.empty"() : () -> tensor<32x32xi1>
    %60 = "linalg.generic"(%58, %44, %59) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg65: i1, %arg66: i1, %arg67: i1):
      %112 = "arith.andi"(%arg65, %arg66) : (i1, i1) -> i1
      "linalg.yield"(%112) : (i1) -> ()
    }) : (tensor<32x32xi1>, tensor<32x32xi1>, tensor<32x32xi1>) -> tensor<32x32xi1>
    %61 = "tensor.empty"() : () -> tensor<1x1x32x32xi1>
    %62 = "linalg.generic"(%60, %61) <{indexing_maps = [#map13, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg63: i1, %arg64: i1):
      "linalg.yield"(%arg63) : (i1) -> ()
    }) : (tensor<32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %63 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %64 = "linalg.generic"(%62, %63) <{indexing_maps = [#map14, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: i1, %arg62: i1):
      "linalg.yield"(%arg61) : (i1) -> ()
    }) : (tensor<1x1x32x32xi1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %65 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %66 = "linalg.generic"(%30, %64, %65) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: i1, %arg59: i1, %arg60: i1):
      %111 = "arith.andi"(%arg58, %arg59) : (i1, i1) -> i1
      "linalg.yield"(%111) : (i1) -> ()
    }) : (tensor<2x4x32x32xi1>, tensor<2x4x32x32xi1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %67 = "func.call"(%66, %28, %15) <{callee = @_where}> : (tensor<2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>
    %68 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %69 = "linalg.fill"(%12, %68) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: f32, %arg57: f32):
      "linalg.yield"(%arg56) : (f32) -> ()
    }) : (f32, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %70 = "linalg.generic"(%67, %69) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: f32, %arg55: f32):
      %110 = "arith.maximumf"(%arg55, %arg54) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%110) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %71 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %72 = "linalg.generic"(%14, %71) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      "linalg.yield"(%arg52) : (f32) -> ()
    }) : (tensor<f32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %73 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %74 = "linalg.generic"(%72, %70, %73) <{indexing_maps = [#map6, #map6, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg49: f32, %arg50: f32, %arg51: f32):
      %109 = "arith.maximumf"(%arg49, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%109) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %75 = "tensor.empty"() : () -> tensor<1x2x4x32x1xf32>
    %76 = "linalg.generic"(%74, %75) <{indexing_maps = [#map15, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg47: f32, %arg48: f32):
      "linalg.yield"(%arg47) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x1xf32>
    %77 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %78 = "linalg.generic"(%76, %77) <{indexing_maps = [#map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32):
      "linalg.yield"(%arg45) : (f32) -> ()
    }) : (tensor<1x2x4x32x1xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %79 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %80 = "linalg.generic"(%67, %78, %79) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg42: f32, %arg43: f32, %arg44: f32):
      %108 = "arith.subf"(%arg42, %arg43) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%108) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %81 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %82 = "linalg.generic"(%80, %81) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg40: f32, %arg41: f32):
      %107 = "math.exp"(%arg40) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%107) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %83 = "tensor.empty"() : () -> tensor<1x2x4x32xf32>
    %84 = "linalg.fill"(%13, %83) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32):
      "linalg.yield"(%arg38) : (f32) -> ()
    }) : (f32, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %85 = "linalg.generic"(%82, %84) <{indexing_maps = [#map4, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      %106 = "arith.addf"(%arg37, %arg36) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%106) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32xf32>) -> tensor<1x2x4x32xf32>
    %86 = "tensor.empty"() : () -> tensor<1x2x4x32x1xf32>
    %87 = "linalg.generic"(%85, %86) <{indexing_maps = [#map15, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (tensor<1x2x4x32xf32>, tensor<1x2x4x32x1xf32>) -> tensor<1x2x4x32x1xf32>
    %88 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %89 = "linalg.generic"(%87, %88) <{indexing_maps = [#map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (tensor<1x2x4x32x1xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %90 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %91 = "linalg.generic"(%82, %89, %90) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %105 = "arith.divf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%105) : (f32) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %92 = "tensor.empty"() : () -> tensor<1x2x4x32x32xbf16>
    %93 = "linalg.generic"(%91, %92) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f32, %arg28: bf16):
      %104 = "arith.truncf"(%arg27) : (f32) -> bf16
      "linalg.yield"(%104) : (bf16) -> ()
    }) : (tensor<1x2x4x32x32xf32>, tensor<1x2x4x32x32xbf16>) -> tensor<1x2x4x32x32xbf16>
    %94 = "tensor.empty"() : () -> tensor<2x4x32x1x32xbf16>
    %95 = "linalg.fill"(%11, %94) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: bf16, %arg26: bf16):
      "linalg.yield"(%arg25) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x1x32xbf16>) -> tensor<2x4x32x1x32xbf16>
    %96 = "linalg.generic"(%arg17, %93, %95) <{indexing_maps = [#map17, #map18, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg22: bf16, %arg23: bf16, %arg24: bf16):
      %102 = "arith.mulf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %103 = "arith.addf"(%arg24, %102) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%103) : (bf16) -> ()
    }) : (tensor<2x32x4x32xbf16>, tensor<1x2x4x32x32xbf16>, tensor<2x4x32x1x32xbf16>) -> tensor<2x4x32x1x32xbf16>
    %97 = "tensor.empty"() : () -> tensor<1x2x32x4x32xbf16>
    %98 = "linalg.generic"(%96, %97) <{indexing_maps = [#map19, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg20: bf16, %arg21: bf16):
      "linalg.yield"(%arg20) : (bf16) -> ()
    }) : (tensor<2x4x32x1x32xbf16>, tensor<1x2x32x4x32xbf16>) -> tensor<1x2x32x4x32xbf16>
    %99 = "tensor.empty"() : () -> tensor<2x32x4x1x32xbf16>
    %100 = "linalg.generic"(%98, %99) <{indexing_maps = [#map20, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: bf16, %arg19: bf16):
      "linalg.yield"(%arg18) : (bf16) -> ()
    }) : (tensor<1x2x32x4x32xbf16>, tensor<2x32x4x1x32xbf16>) -> tensor<2x32x4x1x32xbf16>
    %101 = "tensor.collapse_shape"(%100) <{reassociation = [[0], [1], [2], [3, 4]]}> : (tensor<2x32x4x1x32xbf16>) -> tensor<2x32x4x32xbf16>
    "func.return"(%101) : (tensor<2x32x4x32xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x4x32x32xi1>, tensor<2x4x32x1x32xf32>, tensor<f32>) -> tensor<1x2x4x32x32xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x4x32x32xi1>, %arg1: tensor<2x4x32x1x32xf32>, %arg2: tensor<f32>):
    %0 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %1 = "linalg.generic"(%arg2, %0) <{indexing_maps = [#map5, #map6], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg13: f32, %arg14: f32):
      "linalg.yield"(%arg13) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %2 = "tensor.empty"() : () -> tensor<1x2x4x32x32xi1>
    %3 = "linalg.generic"(%arg0, %2) <{indexing_maps = [#map21, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: i1, %arg12: i1):
      "linalg.yield"(%arg11) : (i1) -> ()
    }) : (tensor<2x4x32x32xi1>, tensor<1x2x4x32x32xi1>) -> tensor<1x2x4x32x32xi1>
    %4 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %5 = "linalg.generic"(%1, %4) <{indexing_maps = [#map21, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: f32, %arg10: f32):
      "linalg.yield"(%arg9) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<1x2x4x32x32xf32>) -> tensor<1x2x4x32x32xf32>
    %6 = "tensor.empty"() : () -> tensor<1x2x4x32x32xf32>
    %7 = "linalg.generic"(%arg1, %6) <{indexing_maps = [#map22, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
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
