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
#map10 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d4)>
#map11 = affine_map<(d0, d1, d2, d3, d4) -> (d4, d2, d3)>
#map12 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3)>
#map13 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map14 = affine_map<() -> ()>
#map15 = affine_map<(d0, d1, d2, d3) -> ()>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d2, d1, d4)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d3, d1, d4)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map19 = affine_map<(d0, d1, d2) -> ()>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map21 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d4, d1, d2)>
#map22 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map23 = affine_map<(d0, d1, d2, d3) -> (d0, d2, d3, d1)>
#map24 = affine_map<(d0, d1, d2, d3, d4) -> (d3, d4, d2)>
#map25 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2)>
#map26 = affine_map<(d0, d1, d2) -> (0, 0, d2)>
#map27 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
"builtin.module"() <{sym_name = "jit_fn"}> ({
  "func.func"() <{function_type = (tensor<2x32x64xbf16>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<64xf32>, tensor<4x16x64xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>, tensor<4x16xf32>, tensor<64x4x16xf32>) -> tensor<2x32x64xbf16>, res_attrs = [{jax.result_info = "result"}], sym_name = "main", sym_visibility = "public"}> ({
  ^bb0(%arg16: tensor<2x32x64xbf16>, %arg17: tensor<4x16xf32>, %arg18: tensor<64x4x16xf32>, %arg19: tensor<64xf32>, %arg20: tensor<4x16x64xf32>, %arg21: tensor<4x16xf32>, %arg22: tensor<64x4x16xf32>, %arg23: tensor<4x16xf32>, %arg24: tensor<64x4x16xf32>):
    %13 = "arith.constant"() <{value = 4.000000e+00 : f32}> : () -> f32
    %14 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %15 = "arith.constant"() <{value = 0xFF80 : bf16}> : () -> bf16
    %16 = "arith.constant"() <{value = 0.000000e+00 : bf16}> : () -> bf16
    %17 = "arith.constant"() <{value = dense<0xFF80> : tensor<bf16>}> : () -> tensor<bf16>
    %18 = "arith.constant"() <{value = dense<-3.389530e+38> : tensor<bf16>}> : () -> tensor<bf16>
    %19 = "tensor.empty"() : () -> tensor<32xi32>
    %20 = "linalg.generic"(%19) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg151: i32):
      %166 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %167 = "arith.index_cast"(%166) : (index) -> i32
      "linalg.yield"(%167) : (i32) -> ()
    }) : (tensor<32xi32>) -> tensor<32xi32>
    %21 = "tensor.empty"() : () -> tensor<2x32xi32>
    %22 = "linalg.generic"(%20, %21) <{indexing_maps = [#map1, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg149: i32, %arg150: i32):
      "linalg.yield"(%arg149) : (i32) -> ()
    }) : (tensor<32xi32>, tensor<2x32xi32>) -> tensor<2x32xi32>
    %23 = "tensor.empty"() : () -> tensor<2x32x1xi32>
    %24 = "linalg.generic"(%22, %23) <{indexing_maps = [#map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg147: i32, %arg148: i32):
      "linalg.yield"(%arg147) : (i32) -> ()
    }) : (tensor<2x32xi32>, tensor<2x32x1xi32>) -> tensor<2x32x1xi32>
    %25 = "tensor.empty"() : () -> tensor<2x1x32xi32>
    %26 = "linalg.generic"(%22, %25) <{indexing_maps = [#map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg145: i32, %arg146: i32):
      "linalg.yield"(%arg145) : (i32) -> ()
    }) : (tensor<2x32xi32>, tensor<2x1x32xi32>) -> tensor<2x1x32xi32>
    %27 = "tensor.empty"() : () -> tensor<2x32x32xi32>
    %28 = "linalg.generic"(%24, %27) <{indexing_maps = [#map6, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg143: i32, %arg144: i32):
      "linalg.yield"(%arg143) : (i32) -> ()
    }) : (tensor<2x32x1xi32>, tensor<2x32x32xi32>) -> tensor<2x32x32xi32>
    %29 = "tensor.empty"() : () -> tensor<2x32x32xi32>
    %30 = "linalg.generic"(%26, %29) <{indexing_maps = [#map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg141: i32, %arg142: i32):
      "linalg.yield"(%arg141) : (i32) -> ()
    }) : (tensor<2x1x32xi32>, tensor<2x32x32xi32>) -> tensor<2x32x32xi32>
    %31 = "tensor.empty"() : () -> tensor<2x32x32xi1>
    %32 = "linalg.generic"(%28, %30, %31) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg138: i32, %arg139: i32, %arg140: i1):
      %165 = "arith.cmpi"(%arg138, %arg139) <{predicate = 5 : i64}> : (i32, i32) -> i1
      "linalg.yield"(%165) : (i1) -> ()
    }) : (tensor<2x32x32xi32>, tensor<2x32x32xi32>, tensor<2x32x32xi1>) -> tensor<2x32x32xi1>
    %33 = "tensor.empty"() : () -> tensor<2x1x32x32xi1>
    %34 = "linalg.generic"(%32, %33) <{indexing_maps = [#map8, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg136: i1, %arg137: i1):
      "linalg.yield"(%arg136) : (i1) -> ()
    }) : (tensor<2x32x32xi1>, tensor<2x1x32x32xi1>) -> tensor<2x1x32x32xi1>
    %35 = "tensor.empty"() : () -> tensor<2x1x32x32xf32>
    %36 = "linalg.generic"(%34, %35) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg134: i1, %arg135: f32):
      %164 = "arith.uitofp"(%arg134) : (i1) -> f32
      "linalg.yield"(%164) : (f32) -> ()
    }) : (tensor<2x1x32x32xi1>, tensor<2x1x32x32xf32>) -> tensor<2x1x32x32xf32>
    %37 = "tensor.empty"() : () -> tensor<64x4x16xbf16>
    %38 = "linalg.generic"(%arg22, %37) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg132: f32, %arg133: bf16):
      %163 = "arith.truncf"(%arg132) : (f32) -> bf16
      "linalg.yield"(%163) : (bf16) -> ()
    }) : (tensor<64x4x16xf32>, tensor<64x4x16xbf16>) -> tensor<64x4x16xbf16>
    %39 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %40 = "linalg.generic"(%arg21, %39) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg130: f32, %arg131: bf16):
      %162 = "arith.truncf"(%arg130) : (f32) -> bf16
      "linalg.yield"(%162) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %41 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %42 = "linalg.fill"(%16, %41) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg128: bf16, %arg129: bf16):
      "linalg.yield"(%arg128) : (bf16) -> ()
    }) : (bf16, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %43 = "linalg.generic"(%arg16, %38, %42) <{indexing_maps = [#map10, #map11, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg125: bf16, %arg126: bf16, %arg127: bf16):
      %160 = "arith.mulf"(%arg125, %arg126) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %161 = "arith.addf"(%arg127, %160) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%161) : (bf16) -> ()
    }) : (tensor<2x32x64xbf16>, tensor<64x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %44 = "tensor.expand_shape"(%40) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: 1, 1, 4, 16>}> : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %45 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %46 = "linalg.generic"(%44, %45) <{indexing_maps = [#map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: bf16, %arg124: bf16):
      "linalg.yield"(%arg123) : (bf16) -> ()
    }) : (tensor<1x1x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %47 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %48 = "linalg.generic"(%43, %46, %47) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg120: bf16, %arg121: bf16, %arg122: bf16):
      %159 = "arith.addf"(%arg120, %arg121) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%159) : (bf16) -> ()
    }) : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %49 = "tensor.empty"() : () -> tensor<64x4x16xbf16>
    %50 = "linalg.generic"(%arg18, %49) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f32, %arg119: bf16):
      %158 = "arith.truncf"(%arg118) : (f32) -> bf16
      "linalg.yield"(%158) : (bf16) -> ()
    }) : (tensor<64x4x16xf32>, tensor<64x4x16xbf16>) -> tensor<64x4x16xbf16>
    %51 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %52 = "linalg.generic"(%arg17, %51) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f32, %arg117: bf16):
      %157 = "arith.truncf"(%arg116) : (f32) -> bf16
      "linalg.yield"(%157) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %53 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %54 = "linalg.fill"(%16, %53) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: bf16, %arg115: bf16):
      "linalg.yield"(%arg114) : (bf16) -> ()
    }) : (bf16, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %55 = "linalg.generic"(%arg16, %50, %54) <{indexing_maps = [#map10, #map11, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg111: bf16, %arg112: bf16, %arg113: bf16):
      %155 = "arith.mulf"(%arg111, %arg112) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %156 = "arith.addf"(%arg113, %155) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%156) : (bf16) -> ()
    }) : (tensor<2x32x64xbf16>, tensor<64x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %56 = "tensor.expand_shape"(%52) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: 1, 1, 4, 16>}> : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %57 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %58 = "linalg.generic"(%56, %57) <{indexing_maps = [#map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg109: bf16, %arg110: bf16):
      "linalg.yield"(%arg109) : (bf16) -> ()
    }) : (tensor<1x1x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %59 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %60 = "linalg.generic"(%55, %58, %59) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg106: bf16, %arg107: bf16, %arg108: bf16):
      %154 = "arith.addf"(%arg106, %arg107) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%154) : (bf16) -> ()
    }) : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %61 = "tensor.empty"() : () -> tensor<64x4x16xbf16>
    %62 = "linalg.generic"(%arg24, %61) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg104: f32, %arg105: bf16):
      %153 = "arith.truncf"(%arg104) : (f32) -> bf16
      "linalg.yield"(%153) : (bf16) -> ()
    }) : (tensor<64x4x16xf32>, tensor<64x4x16xbf16>) -> tensor<64x4x16xbf16>
    %63 = "tensor.empty"() : () -> tensor<4x16xbf16>
    %64 = "linalg.generic"(%arg23, %63) <{indexing_maps = [#map2, #map2], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg102: f32, %arg103: bf16):
      %152 = "arith.truncf"(%arg102) : (f32) -> bf16
      "linalg.yield"(%152) : (bf16) -> ()
    }) : (tensor<4x16xf32>, tensor<4x16xbf16>) -> tensor<4x16xbf16>
    %65 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %66 = "linalg.fill"(%16, %65) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: bf16, %arg101: bf16):
      "linalg.yield"(%arg100) : (bf16) -> ()
    }) : (bf16, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %67 = "linalg.generic"(%arg16, %62, %66) <{indexing_maps = [#map10, #map11, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg97: bf16, %arg98: bf16, %arg99: bf16):
      %150 = "arith.mulf"(%arg97, %arg98) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %151 = "arith.addf"(%arg99, %150) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%151) : (bf16) -> ()
    }) : (tensor<2x32x64xbf16>, tensor<64x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %68 = "tensor.expand_shape"(%64) <{reassociation = [[0, 1, 2], [3]], static_output_shape = array<i64: 1, 1, 4, 16>}> : (tensor<4x16xbf16>) -> tensor<1x1x4x16xbf16>
    %69 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %70 = "linalg.generic"(%68, %69) <{indexing_maps = [#map13, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg95: bf16, %arg96: bf16):
      "linalg.yield"(%arg95) : (bf16) -> ()
    }) : (tensor<1x1x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %71 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %72 = "linalg.generic"(%67, %70, %71) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg92: bf16, %arg93: bf16, %arg94: bf16):
      %149 = "arith.addf"(%arg92, %arg93) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%149) : (bf16) -> ()
    }) : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %73 = "tensor.empty"() : () -> tensor<f32>
    %74 = "linalg.generic"(%73) <{indexing_maps = [#map14], iterator_types = [], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg91: f32):
      "linalg.yield"(%13) : (f32) -> ()
    }) : (tensor<f32>) -> tensor<f32>
    %75 = "tensor.empty"() : () -> tensor<bf16>
    %76 = "linalg.generic"(%74, %75) <{indexing_maps = [#map14, #map14], iterator_types = [], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg89: f32, %arg90: bf16):
      %148 = "arith.truncf"(%arg89) : (f32) -> bf16
      "linalg.yield"(%148) : (bf16) -> ()
    }) : (tensor<f32>, tensor<bf16>) -> tensor<bf16>
    %77 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %78 = "linalg.generic"(%76, %77) <{indexing_maps = [#map15, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: bf16, %arg88: bf16):
      "linalg.yield"(%arg87) : (bf16) -> ()
    }) : (tensor<bf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %79 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %80 = "linalg.generic"(%48, %78, %79) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: bf16, %arg85: bf16, %arg86: bf16):
      %147 = "arith.divf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%147) : (bf16) -> ()
    }) : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %81 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %82 = "linalg.fill"(%16, %81) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: bf16, %arg83: bf16):
      "linalg.yield"(%arg82) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %83 = "linalg.generic"(%80, %60, %82) <{indexing_maps = [#map16, #map17, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg79: bf16, %arg80: bf16, %arg81: bf16):
      %145 = "arith.mulf"(%arg79, %arg80) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %146 = "arith.addf"(%arg81, %145) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%146) : (bf16) -> ()
    }) : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %84 = "func.call"(%36, %83, %18) <{callee = @_where}> : (tensor<2x1x32x32xf32>, tensor<2x4x32x32xbf16>, tensor<bf16>) -> tensor<2x4x32x32xbf16>
    %85 = "tensor.empty"() : () -> tensor<2x4x32xbf16>
    %86 = "linalg.fill"(%15, %85) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg77: bf16, %arg78: bf16):
      "linalg.yield"(%arg77) : (bf16) -> ()
    }) : (bf16, tensor<2x4x32xbf16>) -> tensor<2x4x32xbf16>
    %87 = "linalg.generic"(%84, %86) <{indexing_maps = [#map9, #map18], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg75: bf16, %arg76: bf16):
      %144 = "arith.maximumf"(%arg76, %arg75) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%144) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32xbf16>) -> tensor<2x4x32xbf16>
    %88 = "tensor.empty"() : () -> tensor<2x4x32xbf16>
    %89 = "linalg.generic"(%17, %88) <{indexing_maps = [#map19, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg73: bf16, %arg74: bf16):
      "linalg.yield"(%arg73) : (bf16) -> ()
    }) : (tensor<bf16>, tensor<2x4x32xbf16>) -> tensor<2x4x32xbf16>
    %90 = "tensor.empty"() : () -> tensor<2x4x32xbf16>
    %91 = "linalg.generic"(%89, %87, %90) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: bf16, %arg71: bf16, %arg72: bf16):
      %143 = "arith.maximumf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%143) : (bf16) -> ()
    }) : (tensor<2x4x32xbf16>, tensor<2x4x32xbf16>, tensor<2x4x32xbf16>) -> tensor<2x4x32xbf16>
    %92 = "tensor.empty"() : () -> tensor<2x4x32x1xbf16>
    %93 = "linalg.generic"(%91, %92) <{indexing_maps = [#map18, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg68: bf16, %arg69: bf16):
      "linalg.yield"(%arg68) : (bf16) -> ()
    }) : (tensor<2x4x32xbf16>, tensor<2x4x32x1xbf16>) -> tensor<2x4x32x1xbf16>
    %94 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %95 = "linalg.generic"(%93, %94) <{indexing_maps = [#map20, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg66: bf16, %arg67: bf16):
      "linalg.yield"(%arg66) : (bf16) -> ()
    }) : (tensor<2x4x32x1xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %96 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %97 = "linalg.generic"(%84, %95, %96) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg63: bf16, %arg64: bf16, %arg65: bf16):
      %142 = "arith.subf"(%arg63, %arg64) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%142) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %98 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %99 = "linalg.generic"(%97, %98) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg61: bf16, %arg62: bf16):
      %141 = "math.exp"(%arg61) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%141) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %100 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %101 = "linalg.generic"(%99, %100) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg59: bf16, %arg60: f32):
      %140 = "arith.extf"(%arg59) : (bf16) -> f32
      "linalg.yield"(%140) : (f32) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %102 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %103 = "linalg.fill"(%14, %102) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: f32, %arg58: f32):
      "linalg.yield"(%arg57) : (f32) -> ()
    }) : (f32, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %104 = "linalg.generic"(%101, %103) <{indexing_maps = [#map9, #map18], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: f32, %arg56: f32):
      %139 = "arith.addf"(%arg56, %arg55) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%139) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %105 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %106 = "linalg.generic"(%104, %105) <{indexing_maps = [#map18, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg53: f32, %arg54: f32):
      "linalg.yield"(%arg53) : (f32) -> ()
    }) : (tensor<2x4x32xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %107 = "tensor.empty"() : () -> tensor<2x4x32x1xbf16>
    %108 = "linalg.generic"(%106, %107) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: bf16):
      %138 = "arith.truncf"(%arg51) : (f32) -> bf16
      "linalg.yield"(%138) : (bf16) -> ()
    }) : (tensor<2x4x32x1xf32>, tensor<2x4x32x1xbf16>) -> tensor<2x4x32x1xbf16>
    %109 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %110 = "linalg.generic"(%108, %109) <{indexing_maps = [#map20, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg49: bf16, %arg50: bf16):
      "linalg.yield"(%arg49) : (bf16) -> ()
    }) : (tensor<2x4x32x1xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %111 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %112 = "linalg.generic"(%99, %110, %111) <{indexing_maps = [#map9, #map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg46: bf16, %arg47: bf16, %arg48: bf16):
      %137 = "arith.divf"(%arg46, %arg47) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%137) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %113 = "tensor.empty"() : () -> tensor<2x4x16x32xbf16>
    %114 = "linalg.fill"(%16, %113) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: bf16, %arg45: bf16):
      "linalg.yield"(%arg44) : (bf16) -> ()
    }) : (bf16, tensor<2x4x16x32xbf16>) -> tensor<2x4x16x32xbf16>
    %115 = "linalg.generic"(%72, %112, %114) <{indexing_maps = [#map21, #map22, #map12], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: bf16, %arg42: bf16, %arg43: bf16):
      %135 = "arith.mulf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %136 = "arith.addf"(%arg43, %135) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%136) : (bf16) -> ()
    }) : (tensor<2x32x4x16xbf16>, tensor<2x4x32x32xbf16>, tensor<2x4x16x32xbf16>) -> tensor<2x4x16x32xbf16>
    %116 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %117 = "linalg.generic"(%115, %116) <{indexing_maps = [#map23, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: bf16, %arg40: bf16):
      "linalg.yield"(%arg39) : (bf16) -> ()
    }) : (tensor<2x4x16x32xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %118 = "tensor.empty"() : () -> tensor<4x16x64xbf16>
    %119 = "linalg.generic"(%arg20, %118) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: f32, %arg38: bf16):
      %134 = "arith.truncf"(%arg37) : (f32) -> bf16
      "linalg.yield"(%134) : (bf16) -> ()
    }) : (tensor<4x16x64xf32>, tensor<4x16x64xbf16>) -> tensor<4x16x64xbf16>
    %120 = "tensor.empty"() : () -> tensor<64xbf16>
    %121 = "linalg.generic"(%arg19, %120) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: bf16):
      %133 = "arith.truncf"(%arg35) : (f32) -> bf16
      "linalg.yield"(%133) : (bf16) -> ()
    }) : (tensor<64xf32>, tensor<64xbf16>) -> tensor<64xbf16>
    %122 = "tensor.empty"() : () -> tensor<2x32x64xbf16>
    %123 = "linalg.fill"(%16, %122) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg33: bf16, %arg34: bf16):
      "linalg.yield"(%arg33) : (bf16) -> ()
    }) : (bf16, tensor<2x32x64xbf16>) -> tensor<2x32x64xbf16>
    %124 = "linalg.generic"(%117, %119, %123) <{indexing_maps = [#map22, #map24, #map25], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg30: bf16, %arg31: bf16, %arg32: bf16):
      %131 = "arith.mulf"(%arg30, %arg31) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      %132 = "arith.addf"(%arg32, %131) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%132) : (bf16) -> ()
    }) : (tensor<2x32x4x16xbf16>, tensor<4x16x64xbf16>, tensor<2x32x64xbf16>) -> tensor<2x32x64xbf16>
    %125 = "tensor.expand_shape"(%121) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1, 1, 64>}> : (tensor<64xbf16>) -> tensor<1x1x64xbf16>
    %126 = "tensor.empty"() : () -> tensor<2x32x64xbf16>
    %127 = "linalg.generic"(%125, %126) <{indexing_maps = [#map26, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg28: bf16, %arg29: bf16):
      "linalg.yield"(%arg28) : (bf16) -> ()
    }) : (tensor<1x1x64xbf16>, tensor<2x32x64xbf16>) -> tensor<2x32x64xbf16>
    %128 = "tensor.empty"() : () -> tensor<2x32x64xbf16>
    %129 = "linalg.generic"(%124, %127, %128) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg25: bf16, %arg26: bf16, %arg27: bf16):
      %130 = "arith.addf"(%arg25, %arg26) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%130) : (bf16) -> ()
    }) : (tensor<2x32x64xbf16>, tensor<2x32x64xbf16>, tensor<2x32x64xbf16>) -> tensor<2x32x64xbf16>
    "func.return"(%129) : (tensor<2x32x64xbf16>) -> ()
  }) : () -> ()
  "func.func"() <{function_type = (tensor<2x1x32x32xf32>, tensor<2x4x32x32xbf16>, tensor<bf16>) -> tensor<2x4x32x32xbf16>, sym_name = "_where", sym_visibility = "private"}> ({
  ^bb0(%arg0: tensor<2x1x32x32xf32>, %arg1: tensor<2x4x32x32xbf16>, %arg2: tensor<bf16>):
    %0 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<f32>}> : () -> tensor<f32>
    %1 = "tensor.empty"() : () -> tensor<2x1x32x32xf32>
    %2 = "linalg.generic"(%0, %1) <{indexing_maps = [#map15, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
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
    %6 = "linalg.generic"(%4, %5) <{indexing_maps = [#map27, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg9: i1, %arg10: i1):
      "linalg.yield"(%arg9) : (i1) -> ()
    }) : (tensor<2x1x32x32xi1>, tensor<2x4x32x32xi1>) -> tensor<2x4x32x32xi1>
    %7 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %8 = "linalg.generic"(%arg2, %7) <{indexing_maps = [#map15, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
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
