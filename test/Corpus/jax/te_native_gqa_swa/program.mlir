#map = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d4)>
#map1 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map3 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#map4 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#map5 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map6 = affine_map<(d0, d1, d2, d3) -> ()>
#map7 = affine_map<(d0) -> (d0)>
#map8 = affine_map<(d0, d1) -> (d0)>
#map9 = affine_map<(d0, d1) -> (d0, d1)>
#map10 = affine_map<(d0, d1) -> (d1)>
#map11 = affine_map<(d0, d1) -> (0, d1)>
#map12 = affine_map<(d0, d1) -> (d0, 0)>
#map13 = affine_map<(d0, d1) -> ()>
#map14 = affine_map<(d0, d1, d2, d3) -> (d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2) -> ()>
#map17 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>
#map20 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map22 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
"builtin.module"() <{sym_name = "jit__lambda"}> ({
  "func.func"() <{function_type = (tensor<2x64x4x32xbf16>, tensor<2x64x2x32xbf16>, tensor<2x64x2x32xbf16>) -> tensor<2x64x4x32xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg11: tensor<2x64x4x32xbf16>, %arg12: tensor<2x64x2x32xbf16>, %arg13: tensor<2x64x2x32xbf16>):
    %7 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %8 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %10 = "arith.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %11 = "arith.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %12 = "arith.constant"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %13 = "tensor.empty"() : () -> tensor<2x64x2x2x32xbf16>
    %14 = "linalg.generic"(%arg12, %13) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: bf16, %arg101: bf16):
      "linalg.yield"(%arg100) : (bf16) -> ()
    }) : (tensor<2x64x2x32xbf16>, tensor<2x64x2x2x32xbf16>) -> tensor<2x64x2x2x32xbf16>
    %15 = "tensor.collapse_shape"(%14) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x64x2x2x32xbf16>) -> tensor<2x64x4x32xbf16>
    %16 = "tensor.empty"() : () -> tensor<2x64x2x2x32xbf16>
    %17 = "linalg.generic"(%arg13, %16) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: bf16, %arg99: bf16):
      "linalg.yield"(%arg98) : (bf16) -> ()
    }) : (tensor<2x64x2x32xbf16>, tensor<2x64x2x2x32xbf16>) -> tensor<2x64x2x2x32xbf16>
    %18 = "tensor.collapse_shape"(%17) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x64x2x2x32xbf16>) -> tensor<2x64x4x32xbf16>
    %19 = "tensor.empty"() : () -> tensor<2x64x4x32xf32>
    %20 = "linalg.generic"(%arg11, %19) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: bf16, %arg97: f32):
      %114 = "arith.extf"(%arg96) : (bf16) -> f32
      "linalg.yield"(%114) : (f32) -> ()
    }) : (tensor<2x64x4x32xbf16>, tensor<2x64x4x32xf32>) -> tensor<2x64x4x32xf32>
    %21 = "tensor.empty"() : () -> tensor<2x64x4x32xf32>
    %22 = "linalg.generic"(%15, %21) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: bf16, %arg95: f32):
      %113 = "arith.extf"(%arg94) : (bf16) -> f32
      "linalg.yield"(%113) : (f32) -> ()
    }) : (tensor<2x64x4x32xbf16>, tensor<2x64x4x32xf32>) -> tensor<2x64x4x32xf32>
    %23 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %24 = "linalg.fill"(%8, %23) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: f32):
      "linalg.yield"(%arg92) : (f32) -> ()
    }) : (f32, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %25 = "linalg.generic"(%20, %22, %24) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32, %arg91: f32):
      %111 = "arith.mulf"(%arg89, %arg90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %112 = "arith.addf"(%arg91, %111) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%112) : (f32) -> ()
    }) : (tensor<2x64x4x32xf32>, tensor<2x64x4x32xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %26 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %27 = "linalg.generic"(%12, %26) <{indexing_maps = [#map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32):
      "linalg.yield"(%arg87) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %28 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %29 = "linalg.generic"(%25, %27, %28) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32, %arg86: f32):
      %110 = "arith.mulf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%110) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %30 = "tensor.empty"() : () -> tensor<64xi32>
    %31 = "linalg.generic"(%30) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg83: i32):
      %108 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %109 = "arith.index_cast"(%108) : (index) -> i32
      "linalg.yield"(%109) : (i32) -> ()
    }) : (tensor<64xi32>) -> tensor<64xi32>
    %32 = "tensor.empty"() : () -> tensor<64x1xi32>
    %33 = "linalg.generic"(%31, %32) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: i32, %arg82: i32):
      "linalg.yield"(%arg81) : (i32) -> ()
    }) : (tensor<64xi32>, tensor<64x1xi32>) -> tensor<64x1xi32>
    %34 = "tensor.empty"() : () -> tensor<64xi32>
    %35 = "linalg.generic"(%34) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg80: i32):
      %106 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %107 = "arith.index_cast"(%106) : (index) -> i32
      "linalg.yield"(%107) : (i32) -> ()
    }) : (tensor<64xi32>) -> tensor<64xi32>
    %36 = "tensor.empty"() : () -> tensor<1x64xi32>
    %37 = "linalg.generic"(%35, %36) <{indexing_maps = [#map10, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg78: i32, %arg79: i32):
      "linalg.yield"(%arg78) : (i32) -> ()
    }) : (tensor<64xi32>, tensor<1x64xi32>) -> tensor<1x64xi32>
    %38 = "tensor.empty"() : () -> tensor<64x64xi32>
    %39 = "linalg.generic"(%37, %38) <{indexing_maps = [#map11, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: i32, %arg77: i32):
      "linalg.yield"(%arg76) : (i32) -> ()
    }) : (tensor<1x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %40 = "tensor.empty"() : () -> tensor<64x64xi32>
    %41 = "linalg.generic"(%33, %40) <{indexing_maps = [#map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: i32, %arg75: i32):
      "linalg.yield"(%arg74) : (i32) -> ()
    }) : (tensor<64x1xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %42 = "tensor.empty"() : () -> tensor<64x64xi1>
    %43 = "linalg.generic"(%39, %41, %42) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg71: i32, %arg72: i32, %arg73: i1):
      %105 = "arith.cmpi"(%arg71, %arg72) <{predicate = 3 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%105) : (i1) -> ()
    }) : (tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %44 = "tensor.empty"() : () -> tensor<64x1xi32>
    %45 = "linalg.generic"(%11, %44) <{indexing_maps = [#map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: i32, %arg70: i32):
      "linalg.yield"(%arg69) : (i32) -> ()
    }) : (tensor<i32>, tensor<64x1xi32>) -> tensor<64x1xi32>
    %46 = "tensor.empty"() : () -> tensor<64x1xi32>
    %47 = "linalg.generic"(%33, %45, %46) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: i32, %arg67: i32, %arg68: i32):
      %104 = "arith.subi"(%arg66, %arg67) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%104) : (i32) -> ()
    }) : (tensor<64x1xi32>, tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi32>
    %48 = "tensor.empty"() : () -> tensor<64x64xi32>
    %49 = "linalg.generic"(%37, %48) <{indexing_maps = [#map11, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: i32, %arg65: i32):
      "linalg.yield"(%arg64) : (i32) -> ()
    }) : (tensor<1x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %50 = "tensor.empty"() : () -> tensor<64x64xi32>
    %51 = "linalg.generic"(%47, %50) <{indexing_maps = [#map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: i32, %arg63: i32):
      "linalg.yield"(%arg62) : (i32) -> ()
    }) : (tensor<64x1xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %52 = "tensor.empty"() : () -> tensor<64x64xi1>
    %53 = "linalg.generic"(%49, %51, %52) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: i32, %arg60: i32, %arg61: i1):
      %103 = "arith.cmpi"(%arg59, %arg60) <{predicate = 5 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%103) : (i1) -> ()
    }) : (tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %54 = "tensor.empty"() : () -> tensor<64x64xi1>
    %55 = "linalg.generic"(%43, %53, %54) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg56: i1, %arg57: i1, %arg58: i1):
      %102 = "arith.andi"(%arg56, %arg57) : (i1, i1) -> i1
      "linalg.yield"(%102) : (i1) -> ()
    }) : (tensor<64x64xi1>, tensor<64x64xi1>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %56 = "tensor.empty"() : () -> tensor<1x1x64x64xi1>
    %57 = "linalg.generic"(%55, %56) <{indexing_maps = [#map14, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: i1, %arg55: i1):
      "linalg.yield"(%arg54) : (i1) -> ()
    }) : (tensor<64x64xi1>, tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %58 = "func.call"(%57, %29, %10) <{callee = @_where}> : (tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64x64xf32>
    %59 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %60 = "linalg.fill"(%7, %59) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: f32, %arg53: f32):
      "linalg.yield"(%arg52) : (f32) -> ()
    }) : (f32, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %61 = "linalg.generic"(%58, %60) <{indexing_maps = [#map2, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      %101 = "arith.maximumf"(%arg51, %arg50) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%101) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %62 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %63 = "linalg.generic"(%9, %62) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      "linalg.yield"(%arg48) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %64 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %65 = "linalg.generic"(%63, %61, %64) <{indexing_maps = [#map17, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg45: f32, %arg46: f32, %arg47: f32):
      %100 = "arith.maximumf"(%arg45, %arg46) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%100) : (f32) -> ()
    }) : (tensor<2x4x64xf32>, tensor<2x4x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %66 = "tensor.empty"() : () -> tensor<2x4x64x1xf32>
    %67 = "linalg.generic"(%65, %66) <{indexing_maps = [#map15, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32):
      "linalg.yield"(%arg43) : (f32) -> ()
    }) : (tensor<2x4x64xf32>, tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %68 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %69 = "linalg.generic"(%67, %68) <{indexing_maps = [#map18, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      "linalg.yield"(%arg41) : (f32) -> ()
    }) : (tensor<2x4x64x1xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %70 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %71 = "linalg.generic"(%58, %69, %70) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg38: f32, %arg39: f32, %arg40: f32):
      %99 = "arith.subf"(%arg38, %arg39) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%99) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %72 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %73 = "linalg.generic"(%71, %72) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32):
      %98 = "math.exp"(%arg36) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%98) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %74 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %75 = "linalg.fill"(%8, %74) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (f32, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %76 = "linalg.generic"(%73, %75) <{indexing_maps = [#map2, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      %97 = "arith.addf"(%arg33, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%97) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %77 = "tensor.empty"() : () -> tensor<2x4x64x1xf32>
    %78 = "linalg.generic"(%76, %77) <{indexing_maps = [#map15, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32):
      "linalg.yield"(%arg30) : (f32) -> ()
    }) : (tensor<2x4x64xf32>, tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %79 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %80 = "linalg.generic"(%78, %79) <{indexing_maps = [#map18, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      "linalg.yield"(%arg28) : (f32) -> ()
    }) : (tensor<2x4x64x1xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %81 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %82 = "linalg.generic"(%73, %80, %81) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32, %arg27: f32):
      %96 = "arith.divf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%96) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %83 = "tensor.empty"() : () -> tensor<2x64x4x32xf32>
    %84 = "linalg.generic"(%18, %83) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: bf16, %arg24: f32):
      %95 = "arith.extf"(%arg23) : (bf16) -> f32
      "linalg.yield"(%95) : (f32) -> ()
    }) : (tensor<2x64x4x32xbf16>, tensor<2x64x4x32xf32>) -> tensor<2x64x4x32xf32>
    %85 = "tensor.empty"() : () -> tensor<2x4x32x64xf32>
    %86 = "linalg.fill"(%8, %85) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: f32):
      "linalg.yield"(%arg21) : (f32) -> ()
    }) : (f32, tensor<2x4x32x64xf32>) -> tensor<2x4x32x64xf32>
    %87 = "linalg.generic"(%84, %82, %86) <{indexing_maps = [#map19, #map20, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg18: f32, %arg19: f32, %arg20: f32):
      %93 = "arith.mulf"(%arg18, %arg19) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %94 = "arith.addf"(%arg20, %93) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%94) : (f32) -> ()
    }) : (tensor<2x64x4x32xf32>, tensor<2x4x64x64xf32>, tensor<2x4x32x64xf32>) -> tensor<2x4x32x64xf32>
    %88 = "tensor.empty"() : () -> tensor<2x64x4x32xf32>
    %89 = "linalg.generic"(%87, %88) <{indexing_maps = [#map21, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32):
      "linalg.yield"(%arg16) : (f32) -> ()
    }) : (tensor<2x4x32x64xf32>, tensor<2x64x4x32xf32>) -> tensor<2x64x4x32xf32>
    %90 = "tensor.empty"() : () -> tensor<2x64x4x32xbf16>
    %91 = "linalg.generic"(%89, %90) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32, %arg15: bf16):
      %92 = "arith.truncf"(%arg14) : (f32) -> bf16
      "linalg.yield"(%92) : (bf16) -> ()
    }) : (tensor<2x64x4x32xf32>, tensor<2x64x4x32xbf16>) -> tensor<2x64x4x32xbf16>
    "func.return"(%91) : (tensor<2x64x4x32xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64x64xf32>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<1x1x64x64xi1>, %arg1: tensor<2x4x64x64xf32>, %arg2: tensor<f32>):
    %0 = "tensor.empty"() : () -> tensor<2x4x64x64xi1>
    %1 = "linalg.generic"(%arg0, %0) <{indexing_maps = [#map22, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: i1, %arg10: i1):
      "linalg.yield"(%arg9) : (i1) -> ()
    }) : (tensor<1x1x64x64xi1>, tensor<2x4x64x64xi1>) -> tensor<2x4x64x64xi1>
    %2 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %3 = "linalg.generic"(%arg2, %2) <{indexing_maps = [#map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: f32, %arg8: f32):
      "linalg.yield"(%arg7) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %4 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %5 = "linalg.generic"(%1, %arg1, %3, %4) <{indexing_maps = [#map2, #map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg3: i1, %arg4: f32, %arg5: f32, %arg6: f32):
      %6 = "arith.select"(%arg3, %arg4, %arg5) : (i1, f32, f32) -> f32
      "linalg.yield"(%6) : (f32) -> ()
    }) : (tensor<2x4x64x64xi1>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    "func.return"(%5) : (tensor<2x4x64x64xf32>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
