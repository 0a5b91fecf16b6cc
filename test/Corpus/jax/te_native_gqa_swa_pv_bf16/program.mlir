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
    %7 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %8 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %9 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %10 = "arith.constant"() <{value = dense<0xFF800000> : tensor<f32>}> : () -> tensor<f32>
    %11 = "arith.constant"() <{value = dense<-3.40282347E+38> : tensor<f32>}> : () -> tensor<f32>
    %12 = "arith.constant"() <{value = dense<16> : tensor<i32>}> : () -> tensor<i32>
    %13 = "arith.constant"() <{value = dense<0.176776692> : tensor<f32>}> : () -> tensor<f32>
    %14 = "tensor.empty"() : () -> tensor<2x64x2x2x32xbf16>
    %15 = "linalg.generic"(%arg12, %14) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg98: bf16, %arg99: bf16):
      "linalg.yield"(%arg98) : (bf16) -> ()
    }) : (tensor<2x64x2x32xbf16>, tensor<2x64x2x2x32xbf16>) -> tensor<2x64x2x2x32xbf16>
    %16 = "tensor.collapse_shape"(%15) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x64x2x2x32xbf16>) -> tensor<2x64x4x32xbf16>
    %17 = "tensor.empty"() : () -> tensor<2x64x2x2x32xbf16>
    %18 = "linalg.generic"(%arg13, %17) <{indexing_maps = [#map, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg96: bf16, %arg97: bf16):
      "linalg.yield"(%arg96) : (bf16) -> ()
    }) : (tensor<2x64x2x32xbf16>, tensor<2x64x2x2x32xbf16>) -> tensor<2x64x2x2x32xbf16>
    %19 = "tensor.collapse_shape"(%18) <{reassociation = [[0], [1], [2, 3], [4]]}> : (tensor<2x64x2x2x32xbf16>) -> tensor<2x64x4x32xbf16>
    %20 = "tensor.empty"() : () -> tensor<2x64x4x32xf32>
    %21 = "linalg.generic"(%arg11, %20) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: bf16, %arg95: f32):
      %112 = "arith.extf"(%arg94) : (bf16) -> f32
      "linalg.yield"(%112) : (f32) -> ()
    }) : (tensor<2x64x4x32xbf16>, tensor<2x64x4x32xf32>) -> tensor<2x64x4x32xf32>
    %22 = "tensor.empty"() : () -> tensor<2x64x4x32xf32>
    %23 = "linalg.generic"(%16, %22) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: bf16, %arg93: f32):
      %111 = "arith.extf"(%arg92) : (bf16) -> f32
      "linalg.yield"(%111) : (f32) -> ()
    }) : (tensor<2x64x4x32xbf16>, tensor<2x64x4x32xf32>) -> tensor<2x64x4x32xf32>
    %24 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %25 = "linalg.fill"(%9, %24) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg90: f32, %arg91: f32):
      "linalg.yield"(%arg90) : (f32) -> ()
    }) : (f32, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %26 = "linalg.generic"(%21, %23, %25) <{indexing_maps = [#map3, #map4, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32, %arg89: f32):
      %109 = "arith.mulf"(%arg87, %arg88) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %110 = "arith.addf"(%arg89, %109) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%110) : (f32) -> ()
    }) : (tensor<2x64x4x32xf32>, tensor<2x64x4x32xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %27 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %28 = "linalg.generic"(%13, %27) <{indexing_maps = [#map6, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: f32, %arg86: f32):
      "linalg.yield"(%arg85) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %29 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %30 = "linalg.generic"(%26, %28, %29) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg82: f32, %arg83: f32, %arg84: f32):
      %108 = "arith.mulf"(%arg82, %arg83) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%108) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %31 = "tensor.empty"() : () -> tensor<64xi32>
    %32 = "linalg.generic"(%31) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg81: i32):
      %106 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %107 = "arith.index_cast"(%106) : (index) -> i32
      "linalg.yield"(%107) : (i32) -> ()
    }) : (tensor<64xi32>) -> tensor<64xi32>
    %33 = "tensor.empty"() : () -> tensor<64x1xi32>
    %34 = "linalg.generic"(%32, %33) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: i32, %arg80: i32):
      "linalg.yield"(%arg79) : (i32) -> ()
    }) : (tensor<64xi32>, tensor<64x1xi32>) -> tensor<64x1xi32>
    %35 = "tensor.empty"() : () -> tensor<64xi32>
    %36 = "linalg.generic"(%35) <{indexing_maps = [#map7], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg78: i32):
      %104 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %105 = "arith.index_cast"(%104) : (index) -> i32
      "linalg.yield"(%105) : (i32) -> ()
    }) : (tensor<64xi32>) -> tensor<64xi32>
    %37 = "tensor.empty"() : () -> tensor<1x64xi32>
    %38 = "linalg.generic"(%36, %37) <{indexing_maps = [#map10, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: i32, %arg77: i32):
      "linalg.yield"(%arg76) : (i32) -> ()
    }) : (tensor<64xi32>, tensor<1x64xi32>) -> tensor<1x64xi32>
    %39 = "tensor.empty"() : () -> tensor<64x64xi32>
    %40 = "linalg.generic"(%38, %39) <{indexing_maps = [#map11, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: i32, %arg75: i32):
      "linalg.yield"(%arg74) : (i32) -> ()
    }) : (tensor<1x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %41 = "tensor.empty"() : () -> tensor<64x64xi32>
    %42 = "linalg.generic"(%34, %41) <{indexing_maps = [#map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: i32, %arg73: i32):
      "linalg.yield"(%arg72) : (i32) -> ()
    }) : (tensor<64x1xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %43 = "tensor.empty"() : () -> tensor<64x64xi1>
    %44 = "linalg.generic"(%40, %42, %43) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: i32, %arg70: i32, %arg71: i1):
      %103 = "arith.cmpi"(%arg69, %arg70) <{predicate = 3 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%103) : (i1) -> ()
    }) : (tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %45 = "tensor.empty"() : () -> tensor<64x1xi32>
    %46 = "linalg.generic"(%12, %45) <{indexing_maps = [#map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: i32, %arg68: i32):
      "linalg.yield"(%arg67) : (i32) -> ()
    }) : (tensor<i32>, tensor<64x1xi32>) -> tensor<64x1xi32>
    %47 = "tensor.empty"() : () -> tensor<64x1xi32>
    %48 = "linalg.generic"(%34, %46, %47) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg64: i32, %arg65: i32, %arg66: i32):
      %102 = "arith.subi"(%arg64, %arg65) <{overflowFlags = #arith.overflow<none>}> : (i32, i32) -> i32
      "linalg.yield"(%102) : (i32) -> ()
    }) : (tensor<64x1xi32>, tensor<64x1xi32>, tensor<64x1xi32>) -> tensor<64x1xi32>
    %49 = "tensor.empty"() : () -> tensor<64x64xi32>
    %50 = "linalg.generic"(%38, %49) <{indexing_maps = [#map11, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: i32, %arg63: i32):
      "linalg.yield"(%arg62) : (i32) -> ()
    }) : (tensor<1x64xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %51 = "tensor.empty"() : () -> tensor<64x64xi32>
    %52 = "linalg.generic"(%48, %51) <{indexing_maps = [#map12, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg60: i32, %arg61: i32):
      "linalg.yield"(%arg60) : (i32) -> ()
    }) : (tensor<64x1xi32>, tensor<64x64xi32>) -> tensor<64x64xi32>
    %53 = "tensor.empty"() : () -> tensor<64x64xi1>
    %54 = "linalg.generic"(%50, %52, %53) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg57: i32, %arg58: i32, %arg59: i1):
      %101 = "arith.cmpi"(%arg57, %arg58) <{predicate = 5 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%101) : (i1) -> ()
    }) : (tensor<64x64xi32>, tensor<64x64xi32>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %55 = "tensor.empty"() : () -> tensor<64x64xi1>
    %56 = "linalg.generic"(%44, %54, %55) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg54: i1, %arg55: i1, %arg56: i1):
      %100 = "arith.andi"(%arg54, %arg55) : (i1, i1) -> i1
      "linalg.yield"(%100) : (i1) -> ()
    }) : (tensor<64x64xi1>, tensor<64x64xi1>, tensor<64x64xi1>) -> tensor<64x64xi1>
    %57 = "tensor.empty"() : () -> tensor<1x1x64x64xi1>
    %58 = "linalg.generic"(%56, %57) <{indexing_maps = [#map14, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg52: i1, %arg53: i1):
      "linalg.yield"(%arg52) : (i1) -> ()
    }) : (tensor<64x64xi1>, tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %59 = "func.call"(%58, %30, %11) <{callee = @_where}> : (tensor<1x1x64x64xi1>, tensor<2x4x64x64xf32>, tensor<f32>) -> tensor<2x4x64x64xf32>
    %60 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %61 = "linalg.fill"(%8, %60) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      "linalg.yield"(%arg50) : (f32) -> ()
    }) : (f32, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %62 = "linalg.generic"(%59, %61) <{indexing_maps = [#map2, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: f32, %arg49: f32):
      %99 = "arith.maximumf"(%arg49, %arg48) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%99) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %63 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %64 = "linalg.generic"(%10, %63) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: f32):
      "linalg.yield"(%arg46) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %65 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %66 = "linalg.generic"(%64, %62, %65) <{indexing_maps = [#map17, #map17, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: f32, %arg44: f32, %arg45: f32):
      %98 = "arith.maximumf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%98) : (f32) -> ()
    }) : (tensor<2x4x64xf32>, tensor<2x4x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %67 = "tensor.empty"() : () -> tensor<2x4x64x1xf32>
    %68 = "linalg.generic"(%66, %67) <{indexing_maps = [#map15, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: f32, %arg42: f32):
      "linalg.yield"(%arg41) : (f32) -> ()
    }) : (tensor<2x4x64xf32>, tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %69 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %70 = "linalg.generic"(%68, %69) <{indexing_maps = [#map18, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: f32, %arg40: f32):
      "linalg.yield"(%arg39) : (f32) -> ()
    }) : (tensor<2x4x64x1xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %71 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %72 = "linalg.generic"(%59, %70, %71) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg36: f32, %arg37: f32, %arg38: f32):
      %97 = "arith.subf"(%arg36, %arg37) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%97) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %73 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %74 = "linalg.generic"(%72, %73) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      %96 = "math.exp"(%arg34) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%96) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %75 = "tensor.empty"() : () -> tensor<2x4x64xf32>
    %76 = "linalg.fill"(%9, %75) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg32: f32, %arg33: f32):
      "linalg.yield"(%arg32) : (f32) -> ()
    }) : (f32, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %77 = "linalg.generic"(%74, %76) <{indexing_maps = [#map2, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg30: f32, %arg31: f32):
      %95 = "arith.addf"(%arg31, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%95) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64xf32>) -> tensor<2x4x64xf32>
    %78 = "tensor.empty"() : () -> tensor<2x4x64x1xf32>
    %79 = "linalg.generic"(%77, %78) <{indexing_maps = [#map15, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32):
      "linalg.yield"(%arg28) : (f32) -> ()
    }) : (tensor<2x4x64xf32>, tensor<2x4x64x1xf32>) -> tensor<2x4x64x1xf32>
    %80 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %81 = "linalg.generic"(%79, %80) <{indexing_maps = [#map18, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      "linalg.yield"(%arg26) : (f32) -> ()
    }) : (tensor<2x4x64x1xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %82 = "tensor.empty"() : () -> tensor<2x4x64x64xf32>
    %83 = "linalg.generic"(%74, %81, %82) <{indexing_maps = [#map2, #map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32, %arg25: f32):
      %94 = "arith.divf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%94) : (f32) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>, tensor<2x4x64x64xf32>) -> tensor<2x4x64x64xf32>
    %84 = "tensor.empty"() : () -> tensor<2x4x64x64xbf16>
    %85 = "linalg.generic"(%83, %84) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg21: f32, %arg22: bf16):
      %93 = "arith.truncf"(%arg21) : (f32) -> bf16
      "linalg.yield"(%93) : (bf16) -> ()
    }) : (tensor<2x4x64x64xf32>, tensor<2x4x64x64xbf16>) -> tensor<2x4x64x64xbf16>
    %86 = "tensor.empty"() : () -> tensor<2x4x32x64xbf16>
    %87 = "linalg.fill"(%7, %86) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: bf16, %arg20: bf16):
      "linalg.yield"(%arg19) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x64xbf16>) -> tensor<2x4x32x64xbf16>
    %88 = "linalg.generic"(%19, %85, %87) <{indexing_maps = [#map19, #map20, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg16: bf16, %arg17: bf16, %arg18: bf16):
      %91 = "arith.mulf"(%arg16, %arg17) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %92 = "arith.addf"(%arg18, %91) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%92) : (bf16) -> ()
    }) : (tensor<2x64x4x32xbf16>, tensor<2x4x64x64xbf16>, tensor<2x4x32x64xbf16>) -> tensor<2x4x32x64xbf16>
    %89 = "tensor.empty"() : () -> tensor<2x64x4x32xbf16>
    %90 = "linalg.generic"(%88, %89) <{indexing_maps = [#map21, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: bf16, %arg15: bf16):
      "linalg.yield"(%arg14) : (bf16) -> ()
    }) : (tensor<2x4x32x64xbf16>, tensor<2x64x4x32xbf16>) -> tensor<2x64x4x32xbf16>
    "func.return"(%90) : (tensor<2x64x4x32xbf16>) -> ()
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
