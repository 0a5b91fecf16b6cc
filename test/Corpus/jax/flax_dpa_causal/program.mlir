#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d1)>
#map2 = affine_map<(d0, d1) -> (d0, d1)>
#map3 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map4 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map5 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d0, 0, d2)>
#map8 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3)>
#map9 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map10 = affine_map<() -> ()>
#map11 = affine_map<(d0, d1, d2, d3) -> ()>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#map13 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map15 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map16 = affine_map<(d0, d1, d2) -> ()>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map18 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>
#map19 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>) -> tensor<2x32x4x32xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg16: tensor<2x32x4x32xbf16>, %arg17: tensor<2x32x4x32xbf16>, %arg18: tensor<2x32x4x32xbf16>):
    %13 = "arith.constant"() <{value = 5.65685415 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 0xFF80 : bf16}> : () -> bf16
    %16 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %17 = "arith.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %18 = "arith.constant"() <{value = dense<-3.389530e+38> : tensor<bf16>}> : () -> tensor<bf16>
    %19 = "tensor.empty"() : () -> tensor<32xi32>
    %20 = "linalg.generic"(%19) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg89: i32):
      %98 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %99 = "arith.index_cast"(%98) : (index) -> i32
      "linalg.yield"(%99) : (i32) -> ()
    }) : (tensor<32xi32>) -> tensor<32xi32>
    %21 = "tensor.empty"() : () -> tensor<2x32xi32>
    %22 = "linalg.generic"(%20, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: i32, %arg88: i32):
      "linalg.yield"(%arg87) : (i32) -> ()
    }) : (tensor<32xi32>, tensor<2x32xi32>) -> tensor<2x32xi32>
    %23 = "tensor.empty"() : () -> tensor<2x32x1xi32>
    %24 = "linalg.generic"(%22, %23) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg85: i32, %arg86: i32):
      "linalg.yield"(%arg85) : (i32) -> ()
    }) : (tensor<2x32xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi32>
    %25 = "tensor.empty"() : () -> tensor<2x1x32xi32>
    %26 = "linalg.generic"(%22, %25) <{indexing_maps = [#map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: i32, %arg84: i32):
      "linalg.yield"(%arg83) : (i32) -> ()
    }) : (tensor<2x32xi32>, tensor<2x1x32xi32>) -> tensor<2x1x32xi32>
    %27 = "tensor.empty"() : () -> tensor<2x32x32xi32>
    %28 = "linalg.generic"(%24, %27) <{indexing_maps = [#map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg81: i32, %arg82: i32):
      "linalg.yield"(%arg81) : (i32) -> ()
    }) : (tensor<2x32x1xi32>, tensor<2x32x32xi32>) -> tensor<2x32x32xi32>
    %29 = "tensor.empty"() : () -> tensor<2x32x32xi32>
    %30 = "linalg.generic"(%26, %29) <{indexing_maps = [#map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg79: i32, %arg80: i32):
      "linalg.yield"(%arg79) : (i32) -> ()
    }) : (tensor<2x1x32xi32>, tensor<2x32x32xi32>) -> tensor<2x32x32xi32>
    %31 = "tensor.empty"() : () -> tensor<2x32x32xi1>
    %32 = "linalg.generic"(%28, %30, %31) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg76: i32, %arg77: i32, %arg78: i1):
      %97 = "arith.cmpi"(%arg76, %arg77) <{predicate = 5 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%97) : (i1) -> ()
    }) : (tensor<2x32x32xi32>, tensor<2x32x32xi32>, tensor<2x32x32xi1>) -> tensor<2x32x32xi1>
    %33 = "tensor.empty"() : () -> tensor<2x1x32x32xi1>
    %34 = "linalg.generic"(%32, %33) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg74: i1, %arg75: i1):
      "linalg.yield"(%arg74) : (i1) -> ()
    }) : (tensor<2x32x32xi1>, tensor<2x1x32x32xi1>) -> tensor<2x1x32x32xi1>
    %35 = "tensor.empty"() : () -> tensor<2x1x32x32xf32>
    %36 = "linalg.generic"(%34, %35) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg72: i1, %arg73: f32):
      %96 = "arith.uitofp"(%arg72) : (i1) -> f32
      "linalg.yield"(%96) : (f32) -> ()
    }) : (tensor<2x1x32x32xi1>, tensor<2x1x32x32xf32>) -> tensor<2x1x32x32xf32>
    %37 = "tensor.empty"() : () -> tensor<f32>
    %38 = "linalg.generic"(%37) <{indexing_maps = [#map10], iterator_types = [], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg71: f32):
      "linalg.yield"(%13) : (f32) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %39 = "tensor.empty"() : () -> tensor<bf16>
    %40 = "linalg.generic"(%38, %39) <{indexing_maps = [#map10, #map10], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg69: f32, %arg70: bf16):
      %95 = "arith.truncf"(%arg69) : (f32) -> bf16
      "linalg.yield"(%95) : (bf16) -> ()
    }) : (tensor<f32>, tensor<bf16>) -> tensor<bf16>
    %41 = "tensor.empty"() : () -> tensor<2x32x4x32xbf16>
    %42 = "linalg.generic"(%40, %41) <{indexing_maps = [#map11, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg67: bf16, %arg68: bf16):
      "linalg.yield"(%arg67) : (bf16) -> ()
    }) : (tensor<bf16>, tensor<2x32x4x32xbf16>) -> tensor<2x32x4x32xbf16>
    %43 = "tensor.empty"() : () -> tensor<2x32x4x32xbf16>
    %44 = "linalg.generic"(%arg16, %42, %43) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg64: bf16, %arg65: bf16, %arg66: bf16):
      %94 = "arith.divf"(%arg64, %arg65) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%94) : (bf16) -> ()
    }) : (tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>) -> tensor<2x32x4x32xbf16>
    %45 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %46 = "linalg.fill"(%16, %45) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg62: bf16, %arg63: bf16):
      "linalg.yield"(%arg62) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %47 = "linalg.generic"(%44, %arg17, %46) <{indexing_maps = [#map12, #map13, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: bf16, %arg60: bf16, %arg61: bf16):
      %92 = "arith.mulf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %93 = "arith.addf"(%arg61, %92) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%93) : (bf16) -> ()
    }) : (tensor<2x32x4x32xbf16>, tensor<2x32x4x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %48 = "func.call"(%36, %47, %18) <{callee = @_where}> : (tensor<2x1x32x32xf32>, tensor<2x4x32x32xbf16>, tensor<bf16>) -> tensor<2x4x32x32xbf16>
    %49 = "tensor.empty"() : () -> tensor<2x4x32xbf16>
    %50 = "linalg.fill"(%15, %49) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: bf16, %arg58: bf16):
      "linalg.yield"(%arg57) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32xbf16>) -> tensor<2x4x32xbf16>
    %51 = "linalg.generic"(%48, %50) <{indexing_maps = [#map9, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: bf16, %arg56: bf16):
      %91 = "arith.maximumf"(%arg56, %arg55) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%91) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32xbf16>) -> tensor<2x4x32xbf16>
    %52 = "tensor.empty"() : () -> tensor<2x4x32xbf16>
    %53 = "linalg.generic"(%17, %52) <{indexing_maps = [#map16, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: bf16, %arg54: bf16):
      "linalg.yield"(%arg53) : (bf16) -> ()
    }) : (tensor<bf16>, tensor<2x4x32xbf16>) -> tensor<2x4x32xbf16>
    %54 = "tensor.empty"() : () -> tensor<2x4x32xbf16>
    %55 = "linalg.generic"(%53, %51, %54) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg50: bf16, %arg51: bf16, %arg52: bf16):
      %90 = "arith.maximumf"(%arg50, %arg51) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%90) : (bf16) -> ()
    }) : (tensor<2x4x32xbf16>, tensor<2x4x32xbf16>, tensor<2x4x32xbf16>) -> tensor<2x4x32xbf16>
    %56 = "tensor.empty"() : () -> tensor<2x4x32x1xbf16>
    %57 = "linalg.generic"(%55, %56) <{indexing_maps = [#map15, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg48: bf16, %arg49: bf16):
      "linalg.yield"(%arg48) : (bf16) -> ()
    }) : (tensor<2x4x32xbf16>, tensor<2x4x32x1xbf16>) -> tensor<2x4x32x1xbf16>
    %58 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %59 = "linalg.generic"(%57, %58) <{indexing_maps = [#map17, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: bf16, %arg47: bf16):
      "linalg.yield"(%arg46) : (bf16) -> ()
    }) : (tensor<2x4x32x1xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %60 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %61 = "linalg.generic"(%48, %59, %60) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg43: bf16, %arg44: bf16, %arg45: bf16):
      %89 = "arith.subf"(%arg43, %arg44) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%89) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %62 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %63 = "linalg.generic"(%61, %62) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg41: bf16, %arg42: bf16):
      %88 = "math.exp"(%arg41) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%88) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %64 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %65 = "linalg.generic"(%63, %64) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: bf16, %arg40: f32):
      %87 = "arith.extf"(%arg39) : (bf16) -> f32
      "linalg.yield"(%87) : (f32) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %66 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %67 = "linalg.fill"(%14, %66) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: f32):
      "linalg.yield"(%arg37) : (f32) -> ()
    }) : (f32, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %68 = "linalg.generic"(%65, %67) <{indexing_maps = [#map9, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      %86 = "arith.addf"(%arg36, %arg35) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%86) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %69 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %70 = "linalg.generic"(%68, %69) <{indexing_maps = [#map15, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: f32, %arg34: f32):
      "linalg.yield"(%arg33) : (f32) -> ()
    }) : (tensor<2x4x32xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %71 = "tensor.empty"() : () -> tensor<2x4x32x1xbf16>
    %72 = "linalg.generic"(%70, %71) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg31: f32, %arg32: bf16):
      %85 = "arith.truncf"(%arg31) : (f32) -> bf16
      "linalg.yield"(%85) : (bf16) -> ()
    }) : (tensor<2x4x32x1xf32>, tensor<2x4x32x1xbf16>) -> tensor<2x4x32x1xbf16>
    %73 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %74 = "linalg.generic"(%72, %73) <{indexing_maps = [#map17, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg29: bf16, %arg30: bf16):
      "linalg.yield"(%arg29) : (bf16) -> ()
    }) : (tensor<2x4x32x1xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %75 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %76 = "linalg.generic"(%63, %74, %75) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg26: bf16, %arg27: bf16, %arg28: bf16):
      %84 = "arith.divf"(%arg26, %arg27) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%84) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %77 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %78 = "linalg.fill"(%16, %77) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: bf16, %arg25: bf16):
      "linalg.yield"(%arg24) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %79 = "linalg.generic"(%arg18, %76, %78) <{indexing_maps = [#map18, #map19, #map14], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg21: bf16, %arg22: bf16, %arg23: bf16):
      %82 = "arith.mulf"(%arg21, %arg22) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %83 = "arith.addf"(%arg23, %82) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%83) : (bf16) -> ()
    }) : (tensor<2x32x4x32xbf16>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %80 = "tensor.empty"() : () -> tensor<2x32x4x32xbf16>
    %81 = "linalg.generic"(%79, %80) <{indexing_maps = [#map20, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg19: bf16, %arg20: bf16):
      "linalg.yield"(%arg19) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x32x4x32xbf16>) -> tensor<2x32x4x32xbf16>
    "func.return"(%81) : (tensor<2x32x4x32xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x1x32x32xf32>, tensor<2x4x32x32xbf16>, tensor<bf16>) -> tensor<2x4x32x32xbf16>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x1x32x32xf32>, %arg1: tensor<2x4x32x32xbf16>, %arg2: tensor<bf16>):
    %0 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "tensor.empty"() : () -> tensor<2x1x32x32xf32>
    %2 = "linalg.generic"(%0, %1) <{indexing_maps = [#map11, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg14: f32, %arg15: f32):
      "linalg.yield"(%arg14) : (f32) -> ()
    }) : (tensor<f32>, tensor<2x1x32x32xf32>) -> tensor<2x1x32x32xf32>
    %3 = "tensor.empty"() : () -> tensor<2x1x32x32xi1>
    %4 = "linalg.generic"(%arg0, %2, %3) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg11: f32, %arg12: f32, %arg13: i1):
      %12 = "arith.cmpf"(%arg11, %arg12) <{fastmath = #arith.fastmath<none>, predicate = 13 : i64}> : (f32, f32) -> i1
      "linalg.yield"(%12) : (i1) -> ()
    }) : (tensor<2x1x32x32xf32>, tensor<2x1x32x32xf32>, tensor<2x1x32x32xi1>) -> tensor<2x1x32x32xi1>
    %5 = "tensor.empty"() : () -> tensor<2x4x32x32xi1>
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [#map21, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: i1, %arg10: i1):
      "linalg.yield"(%arg9) : (i1) -> ()
    }) : (tensor<2x1x32x32xi1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %7 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %8 = "linalg.generic"(%arg2, %7) <{indexing_maps = [#map11, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg7: bf16, %arg8: bf16):
      "linalg.yield"(%arg7) : (bf16) -> ()
    }) : (tensor<bf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %9 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %10 = "linalg.generic"(%6, %arg1, %8, %9) <{indexing_maps = [#map9, #map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg3: i1, %arg4: bf16, %arg5: bf16, %arg6: bf16):
      %11 = "arith.select"(%arg3, %arg4, %arg5) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%11) : (bf16) -> ()
    }) : (tensor<2x4x32x32xi1>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    "func.return"(%10) : (tensor<2x4x32x32xbf16>) -> ()
  }) : () -> ()
}) {jax.uses_shape_polymorphism = false, mhlo.num_partitions = 1 : i32, mhlo.num_replicas = 1 : i32} : () -> ()
