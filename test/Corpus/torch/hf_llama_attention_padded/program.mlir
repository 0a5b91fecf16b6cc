#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1) -> (d0, d1)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map5 = affine_map<(d0, d1, d2, d3) -> ()>
#map6 = affine_map<(d0, d1, d2, d3) -> (d0, 0, 0, 0)>
#map7 = affine_map<(d0, d1, d2, d3) -> (0, 0, 0, d3)>
#map8 = affine_map<(d0, d1, d2, d3) -> (0, d1, d2, d3)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map11 = affine_map<(d0, d1, d2) -> (d2)>
#map12 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map13 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map14 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map15 = affine_map<(d0, d1, d2, d3) -> (0, 0, d2, d3)>
#map16 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map17 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map19 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map20 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
#map21 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<2x32x64xbf16>, tensor<2x32xi64>) -> tensor<2x32x64xbf16>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<2x32x64xbf16>, %arg1: tensor<2x32xi64>):
    %0 = "arith.constant"() <{value = 2 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 32 : i64}> : () -> i64
    %3 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %5 = "arith.constant"() <{value = dense<-3.389530e+38> : tensor<bf16>}> : () -> tensor<bf16>
    %6 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %7 = "arith.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %8 = "arith.constant"() <{value = dense_resource<torch_tensor_64_64_torch.bfloat16_1> : tensor<64x64xbf16>}> : () -> tensor<64x64xbf16>
    %9 = "arith.constant"() <{value = dense_resource<torch_tensor_32_64_torch.bfloat16_1> : tensor<32x64xbf16>}> : () -> tensor<32x64xbf16>
    %10 = "arith.constant"() <{value = dense_resource<torch_tensor_32_64_torch.bfloat16> : tensor<32x64xbf16>}> : () -> tensor<32x64xbf16>
    %11 = "arith.constant"() <{value = dense_resource<torch_tensor_64_64_torch.bfloat16> : tensor<64x64xbf16>}> : () -> tensor<64x64xbf16>
    %12 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.bfloat16> : tensor<8xbf16>}> : () -> tensor<8xbf16>
    %13 = "arith.constant"() <{value = 2.500000e-01 : bf16}> : () -> bf16
    %14 = "tensor.empty"() : () -> tensor<32xi64>
    %15 = "linalg.generic"(%14) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg146: i64):
      %209 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %210 = "arith.index_cast"(%209) : (index) -> i64
      "linalg.yield"(%210) : (i64) -> ()
    }) : (tensor<32xi64>) -> tensor<32xi64>
    %16 = "tensor.empty"() : () -> tensor<2x32xi1>
    %17 = "linalg.generic"(%arg1, %16) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg144: i64, %arg145: i1):
      %208 = "arith.cmpi"(%arg144, %1) <{predicate = 1 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%208) : (i1) -> ()
    }) : (tensor<2x32xi64>, tensor<2x32xi1>) -> tensor<2x32xi1>
    %18 = "tensor.empty"() : () -> tensor<2xi64>
    %19 = "linalg.generic"(%18) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg143: i64):
      %206 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %207 = "arith.index_cast"(%206) : (index) -> i64
      "linalg.yield"(%207) : (i64) -> ()
    }) : (tensor<2xi64>) -> tensor<2xi64>
    %20 = "tensor.expand_shape"(%19) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 2, 1, 1, 1>}> : (tensor<2xi64>) -> tensor<2x1x1x1xi64>
    %21 = "tensor.expand_shape"(%15) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 1, 32, 1>}> : (tensor<32xi64>) -> tensor<1x1x32x1xi64>
    %22 = "tensor.expand_shape"(%15) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 1, 1, 32>}> : (tensor<32xi64>) -> tensor<1x1x1x32xi64>
    %23 = "tensor.empty"() : () -> tensor<1x1x32x32xi1>
    %24 = "linalg.generic"(%22, %21, %23) <{indexing_maps = [#map2, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg140: i64, %arg141: i64, %arg142: i1):
      %205 = "arith.cmpi"(%arg140, %arg141) <{predicate = 3 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%205) : (i1) -> ()
    }) : (tensor<1x1x1x32xi64>, tensor<1x1x32x1xi64>, tensor<1x1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %25 = "linalg.generic"(%7, %24, %23) <{indexing_maps = [#map5, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg137: i1, %arg138: i1, %arg139: i1):
      %204 = "arith.andi"(%arg137, %arg138) : (i1, i1) -> i1
      "linalg.yield"(%204) : (i1) -> ()
    }) : (tensor<i1>, tensor<1x1x32x32xi1>, tensor<1x1x32x32xi1>) -> tensor<1x1x32x32xi1>
    %26 = "tensor.empty"() : () -> tensor<2x1x1x32xi1>
    %27 = "linalg.generic"(%20, %22, %26) <{indexing_maps = [#map6, #map7, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg134: i64, %arg135: i64, %arg136: i1):
      %195 = "arith.cmpi"(%arg134, %1) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %196 = "arith.addi"(%arg134, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %197 = "arith.select"(%195, %196, %arg134) : (i1, i64, i64) -> i64
      %198 = "arith.index_cast"(%197) : (i64) -> index
      %199 = "arith.cmpi"(%arg135, %1) <{predicate = 2 : i64}> : (i64, i64) -> i1
      %200 = "arith.addi"(%arg135, %2) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      %201 = "arith.select"(%199, %200, %arg135) : (i1, i64, i64) -> i64
      %202 = "arith.index_cast"(%201) : (i64) -> index
      %203 = "tensor.extract"(%17, %198, %202) : (tensor<2x32xi1>, index, index) -> i1
      "linalg.yield"(%203) : (i1) -> ()
    }) : (tensor<2x1x1x1xi64>, tensor<1x1x1x32xi64>, tensor<2x1x1x32xi1>) -> tensor<2x1x1x32xi1>
    %28 = "tensor.empty"() : () -> tensor<2x1x32x32xi1>
    %29 = "linalg.generic"(%25, %27, %28) <{indexing_maps = [#map8, #map2, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg131: i1, %arg132: i1, %arg133: i1):
      %194 = "arith.andi"(%arg131, %arg132) : (i1, i1) -> i1
      "linalg.yield"(%194) : (i1) -> ()
    }) : (tensor<1x1x32x32xi1>, tensor<2x1x1x32xi1>, tensor<2x1x32x32xi1>) -> tensor<2x1x32x32xi1>
    %30 = "tensor.empty"() : () -> tensor<2x1x32x32xbf16>
    %31 = "linalg.generic"(%29, %6, %5, %30) <{indexing_maps = [#map4, #map5, #map5, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg127: i1, %arg128: bf16, %arg129: bf16, %arg130: bf16):
      %193 = "arith.select"(%arg127, %arg128, %arg129) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%193) : (bf16) -> ()
    }) : (tensor<2x1x32x32xi1>, tensor<bf16>, tensor<bf16>, tensor<2x1x32x32xbf16>) -> tensor<2x1x32x32xbf16>
    %32 = "tensor.expand_shape"(%15) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1, 32, 1>}> : (tensor<32xi64>) -> tensor<1x32x1xi64>
    %33 = "tensor.empty"() : () -> tensor<1x32x1xf32>
    %34 = "linalg.generic"(%32, %33) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: i64, %arg126: f32):
      %192 = "arith.sitofp"(%arg125) : (i64) -> f32
      "linalg.yield"(%192) : (f32) -> ()
    }) : (tensor<1x32x1xi64>, tensor<1x32x1xf32>) -> tensor<1x32x1xf32>
    %35 = "tensor.empty"() : () -> tensor<8xf32>
    %36 = "linalg.generic"(%12, %35) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg123: bf16, %arg124: f32):
      %191 = "arith.extf"(%arg123) : (bf16) -> f32
      "linalg.yield"(%191) : (f32) -> ()
    }) : (tensor<8xbf16>, tensor<8xf32>) -> tensor<8xf32>
    %37 = "tensor.empty"() : () -> tensor<1x32x8xf32>
    %38 = "linalg.generic"(%34, %36, %37) <{indexing_maps = [#map10, #map11, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg120: f32, %arg121: f32, %arg122: f32):
      %190 = "arith.mulf"(%arg120, %arg121) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<1x32x1xf32>, tensor<8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x8xf32>
    %39 = "tensor.concat"(%38, %38) <{dim = 2 : i64}> : (tensor<1x32x8xf32>, tensor<1x32x8xf32>) -> tensor<1x32x16xf32>
    %40 = "tensor.empty"() : () -> tensor<1x32x16xf32>
    %41 = "linalg.generic"(%39, %40) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg118: f32, %arg119: f32):
      %189 = "math.cos"(%arg118) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%189) : (f32) -> ()
    }) : (tensor<1x32x16xf32>, tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
    %42 = "linalg.generic"(%39, %40) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg116: f32, %arg117: f32):
      %188 = "math.sin"(%arg116) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<1x32x16xf32>, tensor<1x32x16xf32>) -> tensor<1x32x16xf32>
    %43 = "tensor.empty"() : () -> tensor<1x32x16xbf16>
    %44 = "linalg.generic"(%41, %43) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: f32, %arg115: bf16):
      %187 = "arith.truncf"(%arg114) : (f32) -> bf16
      "linalg.yield"(%187) : (bf16) -> ()
    }) : (tensor<1x32x16xf32>, tensor<1x32x16xbf16>) -> tensor<1x32x16xbf16>
    %45 = "linalg.generic"(%42, %43) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg112: f32, %arg113: bf16):
      %186 = "arith.truncf"(%arg112) : (f32) -> bf16
      "linalg.yield"(%186) : (bf16) -> ()
    }) : (tensor<1x32x16xf32>, tensor<1x32x16xbf16>) -> tensor<1x32x16xbf16>
    %46 = "tensor.empty"() : () -> tensor<64x64xbf16>
    %47 = "linalg.transpose"(%11, %46) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg110: bf16, %arg111: bf16):
      "linalg.yield"(%arg110) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %48 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (tensor<2x32x64xbf16>) -> tensor<64x64xbf16>
    %49 = "tensor.empty"() : () -> tensor<64x64xf32>
    %50 = "linalg.fill"(%3, %49) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg108: f32, %arg109: f32):
      "linalg.yield"(%arg108) : (f32) -> ()
    }) : (f32, tensor<64x64xf32>) -> tensor<64x64xf32>
    %51 = "linalg.matmul"(%48, %47, %50) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg105: bf16, %arg106: bf16, %arg107: f32):
      %182 = "arith.extf"(%arg105) : (bf16) -> f32
      %183 = "arith.extf"(%arg106) : (bf16) -> f32
      %184 = "arith.mulf"(%182, %183) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %185 = "arith.addf"(%arg107, %184) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%185) : (f32) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %52 = "linalg.generic"(%51, %46) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg103: f32, %arg104: bf16):
      %181 = "arith.truncf"(%arg103) : (f32) -> bf16
      "linalg.yield"(%181) : (bf16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %53 = "tensor.expand_shape"(%52) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 32, 4, 16>}> : (tensor<64x64xbf16>) -> tensor<2x32x4x16xbf16>
    %54 = "tensor.empty"() : () -> tensor<2x4x32x16xbf16>
    %55 = "linalg.transpose"(%53, %54) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg101: bf16, %arg102: bf16):
      "linalg.yield"(%arg101) : (bf16) -> ()
    }) : (tensor<2x32x4x16xbf16>, tensor<2x4x32x16xbf16>) -> tensor<2x4x32x16xbf16>
    %56 = "tensor.empty"() : () -> tensor<64x32xbf16>
    %57 = "linalg.transpose"(%10, %56) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg99: bf16, %arg100: bf16):
      "linalg.yield"(%arg99) : (bf16) -> ()
    }) : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<64x32xbf16>
    %58 = "tensor.empty"() : () -> tensor<64x32xf32>
    %59 = "linalg.fill"(%3, %58) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg97: f32, %arg98: f32):
      "linalg.yield"(%arg97) : (f32) -> ()
    }) : (f32, tensor<64x32xf32>) -> tensor<64x32xf32>
    %60 = "linalg.matmul"(%48, %57, %59) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg94: bf16, %arg95: bf16, %arg96: f32):
      %177 = "arith.extf"(%arg94) : (bf16) -> f32
      %178 = "arith.extf"(%arg95) : (bf16) -> f32
      %179 = "arith.mulf"(%177, %178) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %180 = "arith.addf"(%arg96, %179) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%180) : (f32) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x32xbf16>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %61 = "linalg.generic"(%60, %56) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: f32, %arg93: bf16):
      %176 = "arith.truncf"(%arg92) : (f32) -> bf16
      "linalg.yield"(%176) : (bf16) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xbf16>) -> tensor<64x32xbf16>
    %62 = "tensor.expand_shape"(%61) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 32, 2, 16>}> : (tensor<64x32xbf16>) -> tensor<2x32x2x16xbf16>
    %63 = "tensor.empty"() : () -> tensor<2x2x32x16xbf16>
    %64 = "linalg.transpose"(%62, %63) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg90: bf16, %arg91: bf16):
      "linalg.yield"(%arg90) : (bf16) -> ()
    }) : (tensor<2x32x2x16xbf16>, tensor<2x2x32x16xbf16>) -> tensor<2x2x32x16xbf16>
    %65 = "linalg.transpose"(%9, %56) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg88: bf16, %arg89: bf16):
      "linalg.yield"(%arg88) : (bf16) -> ()
    }) : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<64x32xbf16>
    %66 = "linalg.matmul"(%48, %65, %59) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg85: bf16, %arg86: bf16, %arg87: f32):
      %172 = "arith.extf"(%arg85) : (bf16) -> f32
      %173 = "arith.extf"(%arg86) : (bf16) -> f32
      %174 = "arith.mulf"(%172, %173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %175 = "arith.addf"(%arg87, %174) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%175) : (f32) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x32xbf16>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %67 = "linalg.generic"(%66, %56) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg83: f32, %arg84: bf16):
      %171 = "arith.truncf"(%arg83) : (f32) -> bf16
      "linalg.yield"(%171) : (bf16) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xbf16>) -> tensor<64x32xbf16>
    %68 = "tensor.expand_shape"(%67) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 2, 32, 2, 16>}> : (tensor<64x32xbf16>) -> tensor<2x32x2x16xbf16>
    %69 = "linalg.transpose"(%68, %63) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg81: bf16, %arg82: bf16):
      "linalg.yield"(%arg81) : (bf16) -> ()
    }) : (tensor<2x32x2x16xbf16>, tensor<2x2x32x16xbf16>) -> tensor<2x2x32x16xbf16>
    %70 = "tensor.expand_shape"(%44) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 1, 1, 32, 16>}> : (tensor<1x32x16xbf16>) -> tensor<1x1x32x16xbf16>
    %71 = "tensor.expand_shape"(%45) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 1, 1, 32, 16>}> : (tensor<1x32x16xbf16>) -> tensor<1x1x32x16xbf16>
    %72 = "linalg.generic"(%55, %70, %54) <{indexing_maps = [#map4, #map15, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg78: bf16, %arg79: bf16, %arg80: bf16):
      %170 = "arith.mulf"(%arg78, %arg79) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%170) : (bf16) -> ()
    }) : (tensor<2x4x32x16xbf16>, tensor<1x1x32x16xbf16>, tensor<2x4x32x16xbf16>) -> tensor<2x4x32x16xbf16>
    %73 = "tensor.extract_slice"(%55) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 4, 32, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x32x16xbf16>) -> tensor<2x4x32x8xbf16>
    %74 = "tensor.extract_slice"(%55) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 8>, static_sizes = array<i64: 2, 4, 32, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x4x32x16xbf16>) -> tensor<2x4x32x8xbf16>
    %75 = "tensor.empty"() : () -> tensor<2x4x32x8xbf16>
    %76 = "linalg.generic"(%74, %75) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg76: bf16, %arg77: bf16):
      %169 = "arith.negf"(%arg76) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%169) : (bf16) -> ()
    }) : (tensor<2x4x32x8xbf16>, tensor<2x4x32x8xbf16>) -> tensor<2x4x32x8xbf16>
    %77 = "tensor.concat"(%76, %73) <{dim = 3 : i64}> : (tensor<2x4x32x8xbf16>, tensor<2x4x32x8xbf16>) -> tensor<2x4x32x16xbf16>
    %78 = "linalg.generic"(%77, %71, %54) <{indexing_maps = [#map4, #map15, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg73: bf16, %arg74: bf16, %arg75: bf16):
      %168 = "arith.mulf"(%arg73, %arg74) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%168) : (bf16) -> ()
    }) : (tensor<2x4x32x16xbf16>, tensor<1x1x32x16xbf16>, tensor<2x4x32x16xbf16>) -> tensor<2x4x32x16xbf16>
    %79 = "linalg.generic"(%72, %78, %54) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg70: bf16, %arg71: bf16, %arg72: bf16):
      %167 = "arith.addf"(%arg70, %arg71) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%167) : (bf16) -> ()
    }) : (tensor<2x4x32x16xbf16>, tensor<2x4x32x16xbf16>, tensor<2x4x32x16xbf16>) -> tensor<2x4x32x16xbf16>
    %80 = "linalg.generic"(%64, %70, %63) <{indexing_maps = [#map4, #map15, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg67: bf16, %arg68: bf16, %arg69: bf16):
      %166 = "arith.mulf"(%arg67, %arg68) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%166) : (bf16) -> ()
    }) : (tensor<2x2x32x16xbf16>, tensor<1x1x32x16xbf16>, tensor<2x2x32x16xbf16>) -> tensor<2x2x32x16xbf16>
    %81 = "tensor.extract_slice"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 2, 2, 32, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x32x16xbf16>) -> tensor<2x2x32x8xbf16>
    %82 = "tensor.extract_slice"(%64) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 8>, static_sizes = array<i64: 2, 2, 32, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<2x2x32x16xbf16>) -> tensor<2x2x32x8xbf16>
    %83 = "tensor.empty"() : () -> tensor<2x2x32x8xbf16>
    %84 = "linalg.generic"(%82, %83) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg65: bf16, %arg66: bf16):
      %165 = "arith.negf"(%arg65) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%165) : (bf16) -> ()
    }) : (tensor<2x2x32x8xbf16>, tensor<2x2x32x8xbf16>) -> tensor<2x2x32x8xbf16>
    %85 = "tensor.concat"(%84, %81) <{dim = 3 : i64}> : (tensor<2x2x32x8xbf16>, tensor<2x2x32x8xbf16>) -> tensor<2x2x32x16xbf16>
    %86 = "linalg.generic"(%85, %71, %63) <{indexing_maps = [#map4, #map15, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg62: bf16, %arg63: bf16, %arg64: bf16):
      %164 = "arith.mulf"(%arg62, %arg63) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%164) : (bf16) -> ()
    }) : (tensor<2x2x32x16xbf16>, tensor<1x1x32x16xbf16>, tensor<2x2x32x16xbf16>) -> tensor<2x2x32x16xbf16>
    %87 = "linalg.generic"(%80, %86, %63) <{indexing_maps = [#map4, #map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg59: bf16, %arg60: bf16, %arg61: bf16):
      %163 = "arith.addf"(%arg59, %arg60) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%163) : (bf16) -> ()
    }) : (tensor<2x2x32x16xbf16>, tensor<2x2x32x16xbf16>, tensor<2x2x32x16xbf16>) -> tensor<2x2x32x16xbf16>
    %88 = "tensor.empty"() : () -> tensor<2x2x2x32x16xbf16>
    %89 = "linalg.generic"(%87, %88) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg57: bf16, %arg58: bf16):
      "linalg.yield"(%arg57) : (bf16) -> ()
    }) : (tensor<2x2x32x16xbf16>, tensor<2x2x2x32x16xbf16>) -> tensor<2x2x2x32x16xbf16>
    %90 = "tensor.collapse_shape"(%89) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<2x2x2x32x16xbf16>) -> tensor<2x4x32x16xbf16>
    %91 = "linalg.generic"(%69, %88) <{indexing_maps = [#map16, #map17], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg55: bf16, %arg56: bf16):
      "linalg.yield"(%arg55) : (bf16) -> ()
    }) : (tensor<2x2x32x16xbf16>, tensor<2x2x2x32x16xbf16>) -> tensor<2x2x2x32x16xbf16>
    %92 = "tensor.empty"() : () -> tensor<2x4x16x32xbf16>
    %93 = "linalg.transpose"(%90, %92) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg53: bf16, %arg54: bf16):
      "linalg.yield"(%arg53) : (bf16) -> ()
    }) : (tensor<2x4x32x16xbf16>, tensor<2x4x16x32xbf16>) -> tensor<2x4x16x32xbf16>
    %94 = "tensor.collapse_shape"(%79) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x4x32x16xbf16>) -> tensor<8x32x16xbf16>
    %95 = "tensor.collapse_shape"(%93) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x4x16x32xbf16>) -> tensor<8x16x32xbf16>
    %96 = "tensor.empty"() : () -> tensor<8x32x32xf32>
    %97 = "linalg.fill"(%3, %96) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg51: f32, %arg52: f32):
      "linalg.yield"(%arg51) : (f32) -> ()
    }) : (f32, tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %98 = "linalg.batch_matmul"(%94, %95, %97) <{indexing_maps = [#map18, #map19, #map20], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg48: bf16, %arg49: bf16, %arg50: f32):
      %159 = "arith.extf"(%arg48) : (bf16) -> f32
      %160 = "arith.extf"(%arg49) : (bf16) -> f32
      %161 = "arith.mulf"(%159, %160) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %162 = "arith.addf"(%arg50, %161) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%162) : (f32) -> ()
    }) : (tensor<8x32x16xbf16>, tensor<8x16x32xbf16>, tensor<8x32x32xf32>) -> tensor<8x32x32xf32>
    %99 = "tensor.empty"() : () -> tensor<8x32x32xbf16>
    %100 = "linalg.generic"(%98, %99) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg46: f32, %arg47: bf16):
      %158 = "arith.truncf"(%arg46) : (f32) -> bf16
      "linalg.yield"(%158) : (bf16) -> ()
    }) : (tensor<8x32x32xf32>, tensor<8x32x32xbf16>) -> tensor<8x32x32xbf16>
    %101 = "tensor.expand_shape"(%100) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 4, 32, 32>}> : (tensor<8x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %102 = "tensor.empty"() : () -> tensor<2x4x32x32xbf16>
    %103 = "linalg.generic"(%101, %102) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg44: bf16, %arg45: bf16):
      %157 = "arith.mulf"(%arg44, %13) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%157) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %104 = "linalg.generic"(%103, %31, %102) <{indexing_maps = [#map4, #map21, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg41: bf16, %arg42: bf16, %arg43: bf16):
      %156 = "arith.addf"(%arg41, %arg42) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%156) : (bf16) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x1x32x32xbf16>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %105 = "tensor.empty"() : () -> tensor<2x4x32x32xf32>
    %106 = "linalg.generic"(%104, %105) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg39: bf16, %arg40: f32):
      %155 = "arith.extf"(%arg39) : (bf16) -> f32
      "linalg.yield"(%155) : (f32) -> ()
    }) : (tensor<2x4x32x32xbf16>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %107 = "tensor.empty"() : () -> tensor<2x4x32xi64>
    %108 = "linalg.fill"(%1, %107) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg37: i64, %arg38: i64):
      "linalg.yield"(%arg37) : (i64) -> ()
    }) : (i64, tensor<2x4x32xi64>) -> tensor<2x4x32xi64>
    %109 = "tensor.empty"() : () -> tensor<2x4x32xf32>
    %110 = "linalg.fill"(%4, %109) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg35: f32, %arg36: f32):
      "linalg.yield"(%arg35) : (f32) -> ()
    }) : (f32, tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
    %111:2 = "linalg.generic"(%106, %110, %108) <{indexing_maps = [#map4, #map20, #map20], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg32: f32, %arg33: f32, %arg34: i64):
      %150 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %151 = "arith.index_cast"(%150) : (index) -> i64
      %152 = "arith.maximumf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %153 = "arith.cmpf"(%arg32, %arg33) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %154 = "arith.select"(%153, %151, %arg34) : (i1, i64, i64) -> i64
      "linalg.yield"(%152, %154) : (f32, i64) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32xf32>, tensor<2x4x32xi64>) -> (tensor<2x4x32xf32>, tensor<2x4x32xi64>)
    %112 = "tensor.expand_shape"(%111#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 2, 4, 32, 1>}> : (tensor<2x4x32xf32>) -> tensor<2x4x32x1xf32>
    %113 = "linalg.generic"(%106, %112, %105) <{indexing_maps = [#map4, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg29: f32, %arg30: f32, %arg31: f32):
      %149 = "arith.subf"(%arg29, %arg30) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%149) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %114 = "linalg.generic"(%113, %105) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg27: f32, %arg28: f32):
      %148 = "math.exp"(%arg27) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%148) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %115 = "tensor.empty"() : () -> tensor<2x4x32x1xf32>
    %116 = "linalg.fill"(%3, %115) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg25: f32, %arg26: f32):
      "linalg.yield"(%arg25) : (f32) -> ()
    }) : (f32, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %117 = "linalg.generic"(%114, %116) <{indexing_maps = [#map4, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg23: f32, %arg24: f32):
      %147 = "arith.addf"(%arg23, %arg24) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%147) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>) -> tensor<2x4x32x1xf32>
    %118 = "linalg.generic"(%114, %117, %105) <{indexing_maps = [#map4, #map3, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg20: f32, %arg21: f32, %arg22: f32):
      %146 = "arith.divf"(%arg20, %arg21) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%146) : (f32) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x1xf32>, tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
    %119 = "linalg.generic"(%118, %102) <{indexing_maps = [#map4, #map4], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg18: f32, %arg19: bf16):
      %145 = "arith.truncf"(%arg18) : (f32) -> bf16
      "linalg.yield"(%145) : (bf16) -> ()
    }) : (tensor<2x4x32x32xf32>, tensor<2x4x32x32xbf16>) -> tensor<2x4x32x32xbf16>
    %120 = "tensor.collapse_shape"(%119) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<2x4x32x32xbf16>) -> tensor<8x32x32xbf16>
    %121 = "tensor.collapse_shape"(%91) <{reassociation = [[0, 1, 2], [3], [4]]}> : (tensor<2x2x2x32x16xbf16>) -> tensor<8x32x16xbf16>
    %122 = "tensor.empty"() : () -> tensor<8x32x16xf32>
    %123 = "linalg.fill"(%3, %122) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg16: f32, %arg17: f32):
      "linalg.yield"(%arg16) : (f32) -> ()
    }) : (f32, tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %124 = "linalg.batch_matmul"(%120, %121, %123) <{indexing_maps = [#map18, #map19, #map20], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg13: bf16, %arg14: bf16, %arg15: f32):
      %141 = "arith.extf"(%arg13) : (bf16) -> f32
      %142 = "arith.extf"(%arg14) : (bf16) -> f32
      %143 = "arith.mulf"(%141, %142) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %144 = "arith.addf"(%arg15, %143) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%144) : (f32) -> ()
    }) : (tensor<8x32x32xbf16>, tensor<8x32x16xbf16>, tensor<8x32x16xf32>) -> tensor<8x32x16xf32>
    %125 = "tensor.empty"() : () -> tensor<8x32x16xbf16>
    %126 = "linalg.generic"(%124, %125) <{indexing_maps = [#map9, #map9], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg11: f32, %arg12: bf16):
      %140 = "arith.truncf"(%arg11) : (f32) -> bf16
      "linalg.yield"(%140) : (bf16) -> ()
    }) : (tensor<8x32x16xf32>, tensor<8x32x16xbf16>) -> tensor<8x32x16xbf16>
    %127 = "tensor.expand_shape"(%126) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 2, 4, 32, 16>}> : (tensor<8x32x16xbf16>) -> tensor<2x4x32x16xbf16>
    %128 = "tensor.empty"() : () -> tensor<2x32x4x16xbf16>
    %129 = "linalg.transpose"(%127, %128) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg9: bf16, %arg10: bf16):
      "linalg.yield"(%arg9) : (bf16) -> ()
    }) : (tensor<2x4x32x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
    %130 = "linalg.transpose"(%8, %46) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg7: bf16, %arg8: bf16):
      "linalg.yield"(%arg7) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %131 = "tensor.collapse_shape"(%129) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<2x32x4x16xbf16>) -> tensor<64x64xbf16>
    %132 = "linalg.matmul"(%131, %130, %50) <{indexing_maps = [#map12, #map13, #map14], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg4: bf16, %arg5: bf16, %arg6: f32):
      %136 = "arith.extf"(%arg4) : (bf16) -> f32
      %137 = "arith.extf"(%arg5) : (bf16) -> f32
      %138 = "arith.mulf"(%136, %137) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %139 = "arith.addf"(%arg6, %138) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%139) : (f32) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %133 = "linalg.generic"(%132, %46) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg2: f32, %arg3: bf16):
      %135 = "arith.truncf"(%arg2) : (f32) -> bf16
      "linalg.yield"(%135) : (bf16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %134 = "tensor.expand_shape"(%133) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 2, 32, 64>}> : (tensor<64x64xbf16>) -> tensor<2x32x64xbf16>
    "func.return"(%134) : (tensor<2x32x64xbf16>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_64_torch.bfloat16_1: "0x02000000ABBDB9BD46BDF13DB2BBA23C5C3D133C1F3DF2BC4A3CFDBDDC3C8F3D913DA2BDBDBD153D6B3D923D9D3DDABD153C94BDE93BA6BD8BBC82BD9EBCC6BD47BE4B3CFE3C5A3D0BBD173DEDBD773CAF3D8FBDC7BDAC3DE3BD9EBD0CBE5DBD27BDAD3C023E04BDB3BD343D06BD043E893DB73CF7BD063D393D9EBCF9BDD0BBE63D1ABD31BE573D41BD6E3DB33B6BBDF0BC703D08BDF23C223D21BD0DBD27BDED3A053ED13C273E1EBE67BD16BE6BBBC6BCBC3B023E053DCD3D67BDACBD443E6E3D173E553C15BDBBBC2C3D9E3C9ABD043E513C0ABD81BD0E3E40BCFF3B48BD80BD783C233D923B9DBD2ABD203DB93C5EBD6DBD60BCE6BB453DDABD923D533BDABD6BBD223D033EAFBD343E223BC6BD25BDCDBD67BD923DB83D2C3D8FBC82BDDCBC87BE393C183E113DBFBDEDBD29BD62BD113EE3BDB23D633D94BC02BEF0BD773CA1BD853C61BC8CBC2FBEB23CAE3D483D143A3EBDF63BD03D65BC2CBE86BBC1BC803D09BE2FBEA5BD803D17BD84BD1B3E363CD53D993B273DE5BCB33DAEBC093E633D803C2DBDAC3DADBD1B3E73BD023E2B3BC63B56BDBEBD013D9D3DC4BDB73D90BCD83CCFBA02BCA6BC7DBD1DBD89BDC7BB643D4A3D673D63BC5DBDC33D233C233B92BD82BD22BDE1BD9D3DEBBD6CBE5F3AAA3DB4BD263D863C0E3E87BD01BEABBDBEBDBEBD3EBE22BCF0BA8E3BE83DB9BDE93C1E3BDABC0A3D4EBC2A3C773E803DCA3D50BDD0BDA73DA4BDB23CF93C323D17BEC0BCACBD6C3BB93C923D07BE85BD143E81BDE7BD33BC933C4C3D933D413EC93D443DDFBD6F3D35BDB33D163D103D2CBD0EBDD53C753DC3BC7CBB36BD49BE423DEDBD37BC57BDD13C253D803D973D6C3DBA3DBABBCEBDEEBD97BD3DBA3ABCB53C063E01BEFBBC86BC073EA1BCB2BC263CA63D993DE23CFF3D98BC47BDE4BD70BD103E13BDDD3BB23DB13BBA3DA73DC13D9BBC543CF7BD753D203D10BE76BD15BD673DD6BC4A3DE9BB0A3C3ABD013D313D773D6ABD573D183D2FBD353EF63D903D8A3D58BA383D3EBD5B3DBDBD013E88BD673D883DB4BCE9BDE33DB1BDCB3CD6BC093DD6BCFE3C07BDA9BDBFBCF5BDECBD39BD2ABD11BED83C603C783DBD3C063E04BDDC3CA0BDE33D133EDDBD373E85BDCFBB183D1DBEE8BD84BC4A3D05BE963A3B3AE5BDEEBD9B3CB53A0BBE89BDAA3C893D10BDC73C0B3E2ABD1B3EDC3DADBC5FB9F43B1BBDF53DEA3DC93DBFBD753D4BBD00BE5DBD053D2C3DE83C99BC02BE543D083D703B30BDBBBD95BD3D3DC3BD203ECFBD9A3DFE3D79BCC5BDB0BC473D85BD5CBDDBBDCC3DA93DC8BC64BD233E6A3DE13CC73B31BDC13D3F3DAABC99BC96BCE93DA2BDE63D8ABD13BDE8BAB23DBB3DC23DE93D56BDCB3D43BDDCBD793D8ABDEFBC70BEF8BD8F3D9B3D253D2E3D0FBE223C853DD2BB603DA8BC133EA53D3BBDB4BC26BD753DBEBD953D973A343D333DADBD0DBDA1BC1D3EF9BA7B3E3A3D12BD963E90BD053E24BD30BD463DCB3DBF3D63BDC3BCC7BCC5BB873C073E09BE5FBDDD3B2CBDAD3D9BBBAABD93BD363E23BCB03D573DA83DC53C263D243E43BE833B523AD73CEC3C673CBDBD0EBDD8BD29BD73BD5B3DD63D95BD8CBD893D04BEDD3DFF3D97BDA63D343CF33DA83D133E06BEE03C2CBD2D3EA1BDA4BD7ABDD43DC33D32BD2FBDDB3C83BCE73D92BD2E3E19BD8EBC5CBC14BD093D50BED1BDF13C6DBC5FBCA3BDB03CF13D06BD083A493D103EC93CC23B38BC85BC7FBDEE3CF53C77BDADBC8D3D43BEEFBD7A3D723CC53D71BD093D52BDB2BDB7BCA53D8BBD9D3D06BE6ABD2CBE563D96BDE6BC83BD953DFD3C6B3E5ABE2F3C6EBAA5BCB3BD69BD403CE0BD733D0CBD13BED0BC73BC933C1DBEB9BD1F3D07BDDCBCEF3D97BD27BB13BEB53D823D9D3DBF3B20BEBDBDB93C26BDC23D963DC5BD21BD1ABD0BBEB03C56BCF8BD1F3D0A3E603AD6BD6BBD033E3C3D92BDEA3D1A3E1BBBA93C25BB66BDDB3DEFBCA2BDC03D163EE3BD44BD68BD9EBD1B3D493D453CB2BCE33DDE3D1EBB0E3E30BDDC3D093E903D29BD4ABDCABD86BD533D7A3DF2BC1D3D043E8D3D4BBE69BD22BDAEBCE13D1C3DDB3C78BD74BDD43D85BC9E3DB93DEBBD65BD473C0C3EAE3D1DBD833D4FBDA83C803DA2BC2C3DB93C0C3E83BB81BDECBD4EBDC9BD773D8E3D7ABDFCBDC63D223D04BE14BAA13CF83DD83D933D0ABE18BD0F3D623CF13D44BEE03D5ABCBD3DFC3DDE3CA9BD24BC423E45BE113DC03DC93DB2BD0DBD323C1B3D41BD083E4FBC03BBB63D07BC03BD163EC73C773A093EE3BC3F3DB8BDC13DAABCAA3D0ABE783C88BC033D1F3DA0BCEABDF23D873C0B3C01BD62BED93D5B3B9BBDD53D9EBD83BD9CBDA2BDADBCA1BD933D733C67BD37BD12BE95BCD6BB9CBD0F3CF5BD2A3D2ABE183D443C3FBD67BCE13DFE3D7A3DA93DA3BDD73B023E113A763CED3C55BD17BC84BC2FBD1E3D453DEA3D22BE173E31BE6CBD1EBC88BD8ABDFDBD9ABAFEBDF73C29BDF13D513D963C1E3E593DC53C0DBD93BD1A3D9C3D18BDEC3C33BC69BE25BED63D933CE83DB7BDBD3D27BD5E3E973D75BCA3BC913CA43DEF3D17BE653DACBDF63D75BD19BC5EBB983D5E3B16BDC7BD8E3C1E3E8E3DA9BD3E3D91BD193EEF3C283CB6BBDEBD40BDDDBD3EBE4FBEB33DE83A593C8D3B82BC9DBC08BEAB3C5ABD893D3B3DEFBC003DF73D353D313D2B3D0FBDFBBC873D1C3D01BD923D98BD923D863D53BD97BDF4BDEABD6CBDD5BCE43D44BDC1BCBBBCF5BABCBC30BD8CBCB23D0D3E0B3E243E28BC843DFF3D40BD47BC0EBD7ABD87BD99BDFABCC53DECBCB3BC81BD6BBDB33D65BCC63B44BDBB3DD63CF2BB353D48BCB7BD6A3C2B3D71BCCEBDAD3CB0BD46BD8FBBAFBD913D0C3EA93CDE3C8ABC993D433DB43DDEBC07BEDC3CC2BC0D3C153D4B3CA3BC95BDD7BCF33D763D3A3C3E3E89BD44BEE4BD433DC43DF7BD26BB423C2BBC82BD5FBC3B3EEEBD143DF33D28BD3D3D7D3DDB3B23BE3F3E85BD1BBD353CCD3DA1BD8E3D72BD75BDB8BD933C1A3EDDBD203E203C40BCD73C0E3C78BD0FBD3ABC823D55BD3E3D18BE763D11BD513CCA3C00BDA6BDF3BDA73BD53C2D3D89BD8ABCEEBCC8BD9D3CC93D053E69BDFBBDB23DCC3D4DBB913CC0BDE03D14BD023D7ABD98BDC23C7A3D1C3DC53D923D4EBE423D633D883D8C3C0ABEDDBD863CB63DBCBD053E03BE5D3C1BBE0B3DAEBD85BC733DBF3DB53D173DF3BD71BAB73DF53CBDBD8EBD5EBCF8BD8BBC143DD73C9B3DE63DB9BD0D3C463DD43C5D3EAEBDB4BD013C08BE673D103D43BD0DBEE63DCC3D7B3D47BDF4BC8E3D0ABE6EBDF23AB3BB72BD62BD023C213EC13D7B3E97BDB3BD6F3C0C3E9DBA1E3D60BD0DBD97BD723D02BCDA3D013E4D3D163E663CD5BB28BED0BD9DBD503C54BD7A3C87BD223E8CBCB93D35BE6FBDBC3B9BBD9EBD703D3F3D853D1BBD453D0E3ED8BCA63D29BD423D72BCC33DA5BC7F3D3A3DE6BC08BDA93DEFBC0E3CAF3D63BC8C3C933D513D16BEFBBD82BD3F3CA43DD2BBEA3CFABC1A3EF53C1BBE5D3D903DDBBC163DDEBD973D7A3C0A3D70BB903D71BDDE3DA4BD9E3D1FBD4BBDCD3CA0BC5CBC083C1D3E20BE19BE22BDB23D24BD1A3DCD3910BEB23D5A3D97BD013DD7BA203E5DBA9E3DCBBDA8BBD8BD26BD06BE883D30BCE1B994BDBF3DDC3CD1BB2F3E71BDA2BD883D883DF4BD0BBDBB3C47BE973C9BBDE33CF8BC2CBE343EFFBBB3BD0CBE49BDB4BD3BBE1B3D3ABECD3D7D3D9F3C68BD0E3EC8BD12BCDB3DAC3B05BEC13D86BD8D3BBB3C9A3D8A3D1C3E8E3DA8BC77BB973C1A3DB83B863D573D44BC1D3D023E24BDE5BD89BC043C273E6F3C053E123D4C3DF3BCA0BDD0BD8ABB12BE6C3D943D8E3D94BD92BD233D24BDACBCCDBC9A3ABFBD8CBDA53DFFBD353EA1BB043D1DBD963D3A3DEBBAD23C6F3D663D43BDDDBB1C3D403DBD3BC1BB8A3C023D44BCF63C2B3D0BBD31BD9C3D83BD8F3D2BBDBB3CDDBD93BDBCBDBFBD17BD463D7D3D573BA2BC363C2DBE17BEB33C75BD283D8FBDCCBCB43C12BD993B763CFE3D813D68BDB4BA553C53BD4CBC053EA53D2DBDE23D72BCFC3CBBB9D93D873DF43D053D1F3E02BD2C3DDABCE83D82BDC5BC963DCBBD503DF93CA03D473CC33D7E3C25BD1FBD6D3C3DBE763DC13DA0BD4BBE05BED0BCDBBC2EBD9CBDB2BDF13C833DA43D8CBCE03D383A88BC653DA3BD96BDC13D7DBDF23C08BD8B3D0D3BC7BDF7BD0A3E3F3D483E91BBC9BD6DBD8BBD65BDA4BC713C92BC90BC12BDA1BD6A3DFE3DBCBC1D3C94BD97BCD3BCA4BDD8BD4F3B83BD0ABE5EBD493C053D253DEE3B18BE383D023D15BD973DD03D00BE723C93BDC53C213DC0BC9DBD8B3D5A3D7B3D4BBCC6BD9ABDA13DF23DA0BD42BDBB3D0CBE103EBD3DA83D1DBE853D61BDA53C033C9ABD16BD9CBD063CE4BD07BD363B9E3DD7BCEF3C6DBD073B153CC9BB42BD5FBDD53D353E3E3D77BD6F3D42BC3B3E95BD4A3D073E1D3D9ABD983D903CC6BC25BE093EB2BB45BDB0BD08BEDCBD79BDB83D993D953D1DBD33BDFDBD14BE31BC663CC93D36BDEFBDA93C3ABBD53DCABD33BD1CBE3DBDEBBC0DBD38BD793DBA3CF2BC103D14BE0FBC023EE3BB3EBB03BDB8BC3DBCCC3D1DBDA23D01BE3D3DE7BC9C3CA6BD523D31BE3E3CE73D40BC3DBD85BC7E3D9D3AC83DEEBC3FBB5B3E1CBEBEBD623D0A3E86BD813D7C3D043C2E390C3A323B723C813D353CD33D4E3D033CEEBC233D3C3D8B3D9B3D323E923DC53D84BC96BD653E123EFB3C213D443D1B3DF2BDFBBB5F3D0DBD88BD153D91BD473DD4BDA93CBB3D553CA8BC86BDEDBD6E3D833D653D883D29BC1EBC413DAC3D18BE4D3DAC3DA53C9E3C8A3D5FBD9EBDF7BD25BD333E2ABCE1BC023DF13D47BD23BCC2BD81BDE4BD823DD53DCBBC35BD50BCAFBDB33D2A3D89BCEC3C8DBD84BD18BD4CBD4DBC3F3DF83D123DAE3D393DB5BD8BBD34BE82BD11BD283C3D3E1CBDB1BC0E3C0F3E87BD2C3EE1BB2EBE163C213EA8BD7DBD6CBD423BA7BD6BBDFFBD333E59BD30BDC83C47BE32BD283EE8BDD4BD033E85BBC3BC3ABE10BE8DBD92BD0CBD06BEC8BC05BE83BD65BD573DB1BDF23DC73DC43D913C8B3C55BD043E2DBE18BCEC3BC83C863D37BDAC3DFB3C753C8FBCAFBBA8BC4A3D2E3D2A3D213EB5BD76BD44BD20BEA4BC09BEF4BD35BD7E3C013EA2BCBEBD9CBDCEBCB0BD173E91BD83BC9EBD0E3D343D02BD09BDD2BCAB3C8FBC46BD51BDEABCE1BA833D03BD523DC03C783D9CBDE0BD733D36BD3F3E1A3DB4BD21BCA33B2FBCF63DA8BCF8BD213CF0BDC33D583D85BDD73C753D143D90BD1A3EF33CFBBDC7BC8EBDDA3DC6BDBB3D99BD26BD8B3CE2BCCC3D073D87BD87BD1E3E56BD5ABDD8BD183D273DD8BC883B5EBD8ABD823D1DBC893D7F3DB03D043EF83DD33D583D0ABD21BC11BE33BDACBBECBCBABDEABBDBBD3F3B73BC1CBD0BBE893D1D3EC9BD9D3DA9BD86BC4CBDB63C39BD983D8CBDA43D153E85BDB7BC94BD41BC5CBD11BB1FBEF53D2D3D0D3DDABB393DB63D23BB8C3DFBBDAA3DA6BD383D413CAB3D303CB43D113E3B3D9A3CCD3DA13ACABDEA3C893D8DBD2F3CF2BB813DE13DEB3C10BDDD3C81BD78BD243E783D0E3E3CBE60BD8FBD673D45BD32BDBB3C2DBD253E013D203E85BD0A3D263D5CBE97BDBB3D10BD943C0FBE7D3C30BEF33A523D31BD2FBD423C173D39BDACBC9DBD7FBD5D3D07BD11BE8B3C8ABDD03CC93D9ABCE03D913D233EBFBD9ABD1F3D1DBEF03B91BB4B3DE0BDB8BDDEBDC83C8FBC1A390EBE90BC9A3D14BE983D18BDEB3DCABDA2BC9DBBF6BB193E043E43BDE7BD333ABD3C863D85BD15BDD2BAABBB62BC9CBC69BD2F3DC4BB95BDB23D1EBE99BC6FBD793D2DBA7C3DFC3DA53A433D1A3ABB3C343DFC3BAF3D12BC0EBD903DDCBDEDBC2C3D88BD333EE83AF9BCA4BD343D24BCEF3D60BD25BE333E22BEFD3C7039CA3CEB3A01BD523D16BD81BDE13D53BD2D3E69BB7ABC183ECA3CC7BD69BDC1BDBDBD38BDE4BD8EBBC7BDC73DD1BD8CBD91BCC9BD2CBE97BCE4BD8ABD18BE1BBB9DBD643D1FBE44BD91BCF0BCCFBB9B3CE7BD01BE0A3EA93D0ABDFCB8AC3CD13B16BD083D41BC083D77BDE73DC9BD23BDAF3D02BDFF3C3FBCDD3C74BC0CBDB13BF03DEBBD843C253EF5BDE4BD99BD653B173E98BD963DBEBD9FBD053DAE3D8FBDD13D81BDBF3C32BD513D14BEF43C06BE9F3D9BBDDFBCD03DA53DB13CA43B433DE6BC393D56BD353EA3BC14BCBFBB64BD7CBCCB3C343E823D39BED2BA89BC773D60BD50B743BEA8BCEEBCA33CCF3DEABD8EBDADBD4E3DF93C10BEA63D843D3ABE823D02BE06BE993D81BB403DCFBD6ABD77BD44BDE93A1ABD923DC6BA893BA7BD273D6A3BAABDB1BD1EBEAABDA83D01BEA4BDFDBD273DACBD613D48BD0CBD773DB93D0ABD0D3EE33D60BDCEBC37BD47BD8E3CFD3DBCBCEEBDC4BC39BDB9BC86BD54BD9CBC1ABD053DA8BC833D88BD0C3E12BE483CF0BDEABDBBBD05BD0A3E64BD82BE99BD1DBE303C2B3D673D01BE123E563CC83DA53D28BD09BD023E8CBD07BDFC3D7EBDADBD6A3C22BE82BDEA3CD13C9D3D733D17BD4C3E44BC0ABDA7BDC83D543C263C6ABCB83DEFBDF3BCDB3CADBDA83DA73DD1BBD03D243E0DBEF2BBF9BD513DE73D143D68BC4B3D8ABD013E303D5C3DB0BB2A3DE23DA73D643CB53DE63BFBBDAABD47BD78BD323DAFBDC23B173E38BD0F3D77BDE5BD2ABCD7BB53BE33BC30BD823CEABC1C3DC5BD413CD0BDE6BD823C90BD693D663D55BCA63D593DA23D323D8EBC68BC863D09BD313C2BBC0DBEDF3D9E3CB4BCC7BD493D703D44BD85BDDC3C7E3D88BD59BD023DC2BD6D3C603C24BDB7BC60BC4F3D873DA2BD1A3E503E8BBD9ABD9F3B17BDD4BC87BDE33D82BDB9BD0F3DF5BD0A3C87BC9FBB833C03BE52BEAABD393D7EBB053E2A3DCCBD40BC2C3D92BC53BC073ECF3C0C3EC2BD1C3E9ABD6FBC24BEC9BD6ABDAA3DF03DB4BD95BD09BE19BD8EBDEC3C303D353C983BA1BC863D5CBD1ABB003C61BD9ABB28BD3ABD6FBDCCBD1ABC13BE45BDC9BD6A3CECBCA2BDDCBDA8BD943C90BD633C3DBCDABBD1BC54BD383E293DB7BD3FBDACBD10BE21BD12BD19BEFBBD833D003DF5BD48BDB83D05BB3A3D423EA7BD17BC09BD143DF9B9F33C25BD05BD2F3B2ABD383CF4BC8BBC3CBD293D4B3D70BD15BD2E3DA43DD0BD8F3DA2BD233E203D833DB23D1DBDBDBC033D463DC83D083D44BD013C20BDAB3DC33DADBB91BD52BDE93D66BE53BD9CBCA2BD143E3C3D15BCB5BD92BD8A3D36BDDE3B55BDF03DC6BC54BD553DEB3CD5BC1ABD8B3D203E7A3D083DEABDA5BD863DA9BB603D4FBA11BCD0BD94BDEDBD5CBD563DE23B07BD3DBCF43B8B3DAA3DB3BD0ABEC8BCD93D393D09BC24BC87BD9C3CCE3D203D1ABD86BB2CBD12BE55BC54BE0F3D03BC3C3DB4BC1A3D2C3EEE3D8B3CAFBC23BD523D26BE7D3D32BEDABD6EBCDBBC2EBDB23D6B3BEFBCB23C7C3DB73CD93C133E873CB83DB73DAD3D9CBD08BE05BE0ABDE53DBE3D373E45BDC8BD8B3D4A3CD93C3DBD7BBC13BC56BDBCBD98BCD3BD173D5DBDDBBCA73D993D273D5D3C353D06BDAABC493D07BDCCBC1B3C3EBED43C96BD923D093D173DCB3DACBD6FBD82BD10BE973D6F3D8EBDA33D913D4D3D8E3B3DBEDC3DD8BB20BD113ED3BD3B3C573DDDBD78BC993DC53D0A3D873C38BCE73BD43D003D4BBD573C55BE063E35BE583D3FBD943CE5BD08BD633CAC3C893C9DBD99BD2FBEA1BDCD3CD4BBC4BD0F3EB43B2DBD1ABDB3BA33BE003B7CBD4A3DF3BCB23DF8BCD6BD433D7ABD5EBE90BCA23D8F3CC83DDF3CBDBD48BD3DBDD6BDBFBC973CFD3DF239BBBC06BE493B823D69BD803CB13CBC3C97BD91BDE3BD383D883D86BD8CBC6E3C8BBDFB3DDC3BD93DAA3DC53D143CD0BBC9BDD53B33BDFD3C20BD13BD163D2BBC593CDF3B8F3D243D9BBCD33D243CD53C7FBA5BBBF23D6FBE003E73BCFABCCF3CF2BD253D1CBD0E3D653E95BD2CBDC33B40BD6BBD0BBE4BBD13BD44BE423A88BC9ABDB4BD923DC13C15BBFABD8F3D01BE34BC943D2C3D1F3E7B3DC23C72BD343D5B3D0A3E40BD893D883DFF3DC43DE4BD053EE33D5C3DBABDF4BBE43DA3BD793D8EBBD23CC73C093EDC3CC43D14BDD43D8BBDDCBD383C2F3EC53D10BEF73D3C3AD33D503DBD3DC13DA93D9F3C0A3E4E3D013DDD3CC03C8E3C99BDD73C203DAA3D93BD49BB28BD843DDFBCBBBCBE3B803DDF3D673C3B3968BE21BC1F3D243DFBBD263EA8BDA43D153D153E35BDFC3D363E31BD003C3D3E9E3C66BDBCB9DE3D51BD07BE1ABEA4BDCE3C0BBD0C3E9B3A523D08BD1BBE883BA1BDAABD7DBD46BE23BE4FBD13BEA1BDADBC9A3D193D543C16BE0A3DE1BD96BD57BD84BBAEBD743DF3BC0DBE21BD03BD893D1EBB4CBDAEBCCDBC8A3DDD3DE0BCD23D283C3FBD23BDBC3CAD3D8CBD223EC7BD0CBDB3BBAEBD07BE9B3DFA3D3CBCA3BD1D3E71BDA83D863D81BD3B3D27BE533D963DFD3CCDBDB0BD86BC013E0ABE84BD10BB85BD35BE593CBABD3A3C043E8C3D1D3C91BDA33D763D5E3C953CCF3DC8BCA3BB0BBCE2BD7CBDE4BDA0BCC0BDD93D003EF03C6B3D4FBC94BDECBBC73D193D013E0B3EF6BDB4BD3B3D7A3D0C3D943DE2BC3FBC233DD4BD7DBD62BC633CA9BD943C833D983DDD3D2D3E0D3C993DBA3D253E123CB1BCC53DD0BD4B3D023D3B3D713CE4BCDBBC983DEABD6EBD9FBC093E1DBD0BBE73BD81BDD73D073D803D51BDD23DA63D4EBC1E3DDD3D56BE8BBDDFBC9FBD12BE3ABD39BD04BD973D323E943DC23C42BE473D31BC923D32BD013D3E3E20BE6BBD40BD2FBBCB3DCCBC17BD3EBDACBB88BD20BD613C513D4C3D283C113C093C0BBE0A3D7EBC03BDAFBCED3D53BA84BDB83D20BD6CBC22BE32BD333E22BDD0BDD03C9C3C12BE453E1BBE1ABD07BEFC3D643E983D4F3D7D3CB33CACBDBABCA73C4ABDF83B0F3E3D3B51BD063E8B3DE83DAC3D0CBE1D3D573D083D57BD65BD12BD0ABCB9BD763D003E913D3DBD1A3DACBCCEBCCDBC863B69BC113DF8BCD63DA63DDF3D60BDC13D3CBE2BBE813CE6BD893D993DBFBD233E01BE453C87BD8DBCD03D23BB71BBAE3DAC3DEFBBF2BCC8BCD63CB33D12BDE3BA7BBDB13BB13DAD3D0B3EC7BBC9BD52BBA93D793D383DD9BDE9BD733C6CBDE23C3CBD3B3DAFBDEF3C47BDA23CBCBDED3DACBD493C833DE43DA0BD04BCA03C013E8E3D5ABDE1BC243DCCBC8B3D17BCFFBC06BD1C3D3EBC053DD63D22BC9BBC343DCFBD00BDF7BDAE3DDEBDD03D61BDE83CC5BC963DCCBD653D0D3EEE3C1DBEAF3DAE3DF4BB60BEC73D9BBB0BBEAD3BC3BC0B3D3B3D19BE133EDA3ABCBDE8BD0F3E85BC263D8DBC3ABD4F3DEDBCA9BCF6BDE7BCA4BD8DBC7DBD93BD023D2CBD99BC57BDB03D483EF73D54B927BD82BD6BBD183E093E28BD5D3D593DA43D203E85BCB6BD06BE90BD8D3D94BC9F3C54BD17BDD0BC543DA1BD083EEBBCA43D32BD44BC2C3C0D3D073E02BD5A38CA3BE73ABC3DFD3BAB3CA23D9D3C0EBE5F3DF13D01BE40BD783BF0BD15BC33BD513C373D90BD5FBE8FBD263D8A3CE2BDB2BD133DA33DE1BD9A3D2B3D9F3D9C3D113CF73DD1BB6ABD0A3B923DC93C763DA63C353E20BD603DC1BDF3BD1C3D99BD153D8E3D15BCE03DBFBC233DE13AE43CAC3C723D633D94BA043C9FBC3CBD7B3D19BDC8BD083C66BD463DA0BDB33C683D913BCABDBBBDE53D143EE4BD183E54BEA4BC76BD733A273D503C20BE0DBBA6BDCC3DEA3CAABC1B3DDEBC8ABC33BE17BDE03D70BB35BD63BC13BD5ABC1D3DD53DC8BD98BDA33D793BD6BC39BDE93D843D4C3BCBBD9B3D103E803D95BD00BE7FBCE43D0A3D9DBD0C3EB23DADBCF7BCBBBC493E24BD813D393D3DBC883D0D3D243DC0BDD4BD823C483DDC3DAB3DD33C1F3CBBBDE0BD123EB13C85BD7A3D983D113D073E5C3CBCBD6A3D6D3D093DC33C15BDDFBA78BD923D24BE1ABDA4BDBDBDD3BDAA3D74BC453D943CE33D1FBD973D003DB7BD77BB513DB8BD58BD2EBDE03CED3C5ABD003D093E1D3DADBDBDBD8F3DB33CD13CB0BDE03DDA3D113E473DCFBD8C3DC3BC46BEEA3CA23D0B3BDABDC93CC53C243DAFBD0DBCB53DA0BDC3BC943C7CBD04BDC2BD893CC0BAD33DFB3CB7BBB9BD79BD43BD64BD5CBDE1BDB83CC4BC45BCC5BDB43D04BD5EBDF9BD193DFABD1BBEB73C3A3D453C2A3E55BC1A3D183D403BA6BD97BC36BDD93DF3BD173D67BD853DE73C863DDFBC3D3EF8BDC5BC2A3D153B06BE86BC3B3D03BC8D3B43BD9FBD413D71BC83BD51BCB1BD8FBD8D3BF5BB243DF53D123E803DCD3C333E623DD43DDDBDA7BD633DFD3D4EBEE83DB13C8C3D9B3DC6BD813D3FBC7A3D0DBEDEBDAA3D99BC20BC793C1DBD93BD1BBD533D4ABCB13C8F3D973DA4BC983CE2BDCE3C353E07BE183CA53C323C2D3E823D653D3CBCBD3DC73CE93BCABDF9BC68BDB83CE73CD43D0C3E4EBD7E3D52BD0D3D423CB9BD8E3D333D12BCD6BD943C203DE83CEA3CBEBD813EF1BD03BE2A3B8D3C693CD6BCAC3D813C92BD203E14BA253EEEBCF23CBDBD76BDC93D0D3E343EEF3C8CBB323D083E003E753C133ED8BCEEBCFF3CADBDD93D6CBD17BDC2BDE5BD8EBD9D3D8A3D30BC2E3C163E813B44BD413DC03C6F3D153ED6BBA3BCA8BD28BE8EBD403BC1BD87BD953D6EBD6C3E423D413D02BC28BD043DC83CCA3D9DBDF63DACBD01BEF3BD993D3CBC143E21BE5A3EDDBD113EA7BCA5BD04BD31BBBDBDF93D1A3D4E3DFE3D063DC63B62BC5BBD74BDEF3D4BBE28BC323D3BBDBB3C3FBE0DBE983CDEBDB33DF3BBC9BD31BE983DB7BC5A3D713E7A3DAABD2B3E913C95BD8FBD823D0EBE7C3B0F3D553D233EBA3CE13D07BC16BD1EBDA4BD213EA7BD18BE7F3D713CC83A1C3D02BCD0BD8FBB51BD13BDA63D85BD1D3C263E1E3E08BEDBBD05BC643D433B92BD273C73BDAEBD673C403C8CBBA83DA9BCEB3CA93D8E3DD9BDC23DB1BCB53C233CC3BD35BDA2BB823D1A3EF3BCB33C0B3D4CBC9B3DFC3D943A133D37BDF3BC713D1CBDFFBD2DBC40BD353E1FBC22BD0D3EFA3D15BC07BE443DDBBCDA3CCD3D95BC97BCC1BDB33CC83DECBC92BC543D61BD1DBDF0BDDABBB6BDB6BD9B3D973D81BD833D253E813CCABC03BD49BD223D0ABC4EBD783D153E80BDB1BD303E803D5C3E51BE99BC65BDD53CB73C80BDCDBD03BED0BD1DBD8DBC73BCD53DD7BD573DD7BD8EBD08BE883D2A3D033CB1BC1ABE60BDD43DE13DC7BD7C3C5C3C9F3BCE3D103EED3D0C3D123D023DB93CD83DE73C6EBC27BEA9BDBE3D13BD5ABE463C103C2BBDD23CC83DDEBCD73B283BE83C73BD9CBDA6BC1A3E5C3C133DBFBAF4BB323EB23DB0BBA6BD603C3DBE59BCCDBD073D09BD15BDDB3D0ABDAA3D09BE96BDA2BD27BCEFBDD2BCA63C013C70BB80BD1ABD9C3D30BD8EBA9A3C01BEB23C3B3DC93DB73D7B3DFA3C0B3C92BC503D363EAEBD913D093E45BE7D3D943C043D503DC8BD87BDD63D33BE743D133C0FBD9ABD6D3C05BC16BB28BEF5BC033D3E3E03BEFB3D2C3C273EB3BD163D64BD963DF1BD2E3B323EAEBDFCBDF33D113EA2BDB1BCA0BDAABC0F3DA13C773C8CBDC53DA3BBF73C753D5EBD4A3D233CC93CC6BC87BD88BC573DCCBD653DB3BC803E0CBEB43CF13CC4BBC73D273C043E2ABE09BE5A3C013D5BBB22BD473E383EA33C",
      torch_tensor_32_64_torch.bfloat16_1: "0x02000000353D953DA83982BD003E193DA43CD53C2EBD1DBCBABDD13CC23B1ABE69BD1A3EE4BCC23DC1BC253DFEBD683D233DE73DE43D113EA5BDDCBBE2BDE63DB03DE03D9ABCAA3D2CBE85BD98BD9A3DEC3D52BC9ABDA63CF5BB923B86BD8ABDAE3D583D94BDA03CF93DACBDC93D013E643BB2BD96BD523D213D0F3E113D0EBD43BE4ABC9DBC27BE32BD773D7D3D39BC57BC9CBD89BC463E94BC37BD01BEBBBD37BB0F3CE8BB42BD8B3D2C3D563DB23C6B3DD3BD70BC9A3D15BEF5BB9CBC013EFC3D2A3EA6BDF5BCB13D5F3DC73D29BED53C6BBC0D3E483D26BD933D7FBC443CB7BCD13D03BE23BDA83DB73D323ED63B233EBDBCEF3D2A3EF5BBF3BD5B3E8D3BC33BC4BDB6BDE73CC6BD91BC733DFBBC53BD013E073DCE3D2BBE643C0C3EA0BD443EC53D5BBBB5BC1DBD95BD723D0A3DFCBCDABC79BC1C3E123E643C29BD6DBC34BDCB3C023E033DA23D12BE503D6B3D87BDF43D7C3D79BDC9BC10BD2DBC2B3EE5BCB93B3F3DB33CBE3B0A3E9BBDD13DE23D8ABBCCBD8CBB4C3E923DB13B97BD34BD88BB5FBD863DAB3D8CBD473D9BBD3CBD063E2B3C5E3D6BBD58BDA5BAA23DCF3D2FBD1DBC7BBDA03DFBBB773D07BEA8BC02BE743DEEBC28BD90BDCDBD2BBD2CBE46BDED3D173E17BE0A3BC9BDF93B073C083D05BE153DE73C7EBD0EBECBBD2C3DAE3D673C103EBCBD8FBC81BDA33C843D01BE553D42BCB7BD1DBE123EE23DB1BD1A3D5E3D29BC83BD83BBE0BD273CB2BD8E3A90BDDBBD6B3DC63C2EBDC33A80BD0B3DD1BD8B3C473DDA3D86BA5B3DB63DEABCD6BCED3B93BD73BD2CBE763CCBBD8D3D663CBDBB26BD583EBBBC8F3C343D473EF73DA73C933C0F3DBC3D6C3DE43CB83CBC3CA13D44BEA73D0E3EF4BCBBBDC7BC803D3ABE3D3DB6BD413DBF3D573D39BC933C393B28BD3B3D0ABEF13DCC3DE3BD4A3EE1BDB23D3ABEC33CBF3D0F3E7FBD0C3E30BD33BD01BD133E90BE51BB84BCE13D6B3D553BF6BC3C3B92BD253AAEBB243DE2BD7DBD69BC14BE0EBE723C303C5FBC233C82BD8ABB60BC123CF23CB33C193E03BEE13C59BEBB3C96BC4A3D7ABD25BB03BE423C183BE4BD36BCF53C94BD2ABCD5BDF1BD0EBEBFBD19BD2C3DDEBC04BDADBC38BEAF3CBA3DB53D223D413D413DB2BD48BD55BD24BD21BDCD3CEC3DD3BD2FBB71BB283DD23D103D19BE8D3C88BD343EF5BD773C1F3E97BDC13D17BE0F3D0CBD3E3D263D93BC94BD90BD483EF23CBCBDEF3D893D1A3D0BBE3B3D983D223D75BDBA3D46BDA83D643B0F3C923DE7BD1E3D873D123B2BBE6EBDD7BD243D063DCDBDBE3CEF3C4BBD0EBC9EBDFF3C233D7ABDF63D8ABC3EBD9F3DFCBCAF3CC13DCABC31BD573D9CBD7A3D043D4BBDEFBD613C38BD913D873DC9BD0EBD93BDB73D91BD03BE4B3D113EC0BD1ABD32BD1B3D4FBD213B763D9B3DC03C23BD27BEC33CC43B06BED13D99BC4F3D653DC4BD00BD5B3DF13C36BE14BD7E3ED63D0F3EBEBD153EAC3B51BDA33D603DE4BCBDBDBBBDB93C733D1E3C27BDC6BD19BDAEBC1A3D62BD7B3E123EFF3DD1BBAFBD153E98BD8BBD5DBEC43D4C3C133EC8BC03BDCEBBB03C92BD2DBD253CF13DA23C9BBDAA3DA2BC033E9ABD393C283D053DA5BB48BD483D25BE9E3CFE3DFCBD363DA53D57BEC73C7A3D68BC2CBC693D07BD033E1FBD28BEA83DC13CB73D2E3D0A3D6BBD58BD66BD04BE02BCDDBD1A3E75BCEEBCC3BC513D573DDEBD2D3DB7BD343D383D093EA9BC51BD99BA493D02BE6D3DA2BD923CBF3D57BD293B9CBD293E0EBD65BC7F3E37BE3F3D22BDFD3C1EBD1A3C323DA7BD363D0F3CB6BDF5BD22BD463D9BBDC53D6FBD5DBDB1BDF63D14BEF1BD0D3EF7BD153EAB3C02BEDE3DC33A363D04BE793DB2BDCABCE1BD8FBD57BBDDBBEC3C50BCF63CC5BD1CBC94BC613E95BDF3BD43BC283D48BC94BD923D10BECFBCF53BE6BC3BBDBEBCD43DBF3DA8BDC1BD6ABC8E3CEBBCC5BDF33D94BD68BD9C3CA43DFD3D1A3DAFBD103E0C3CADBD503D59BD953DDDBD01BD79BD1E3DF6BCFC3D8ABD9E3DF93CADBD9D3A4B3DC2BC953D963D623C793CCBBD863C1DBDE3BD41BD143D0D3EDCBDC63C2E3D9C3D243E9E3D153D11BC2EBCB63BF73CE93B163D18BD3E3CC03DFE3C27BD803D043EB9BDA7BDB0BD963CC43DB33CA6BD143D61BDF83D713E0FBDD63C89BD59BD723CD23D9EBA6A3D2DBDAA3D71BCC53C0B3D433D02BD343E9FBD8FB762BDB63DCCBD7A3DEA3CDA3C3CBD0B3EE6BDAE3DD8BC963D343EE23C6BBBCC3D07BE89BD27BE89BD863D6ABD583A9DBD1E3EE13D923CDE3DE33CDCBDABBDC73D30BB973DEB3D893BC2BD5E3CA73CA1BD5ABD453CAD3C813D7DBDD23C8B3D4F3D10BD0E3E193BAB3C87BD1E3EEF3C2B3D883D9CBDC6BD68BD53BDA4BD8BBDA7BA06BD4ABCA43DAC3DF0BC80BD0CBD39BB923D8BBCFC3C593C96B997BD6C3E113B5EBC83BD5FBDCA3DD43DC8BDA9BD39BCB2BD5E3CC23D16BEDF3D0EBA0D3D23BE10BCB53DD83CA53D90BC323DAABD1E3C003DDB3C173E9FBD16BEB33C77BD5DBDE83D77BDC8BC393D883C52BC23BD853D7B3C963DA8BA9BBD843B5DBD2A3DC4BDA5BC333E2ABD67BDA6BDA63C93BE98BD883D1D3E183D43BD2ABDD9BDBABCE6BD52BD4A3DBBBD9CBD833D713C9B3C96BDA63C2E3CEA3DE6BC72BC9DBDA8BD04BB233EA23D00BE373EBBBDC2BD2D3DEE3D223DE93D493CCE3D30BE123D293D1CBE853D123D803D18BEC3BDA83D3F3D31BDC9BD99BD973C4E3D85BBB73D153C2E3D0E3E8D3CB2BC8F3C06BEF4BCD93DFA3B8D3C6ABC94BACB3C613DBBBD0B3EA73D86BD603DB639C9BCC6BDD53D553DEEBD91BD3F3CF93D99BD5B3D5C3DB7BCB23D0E3DA23D12BE54BEA23DA93D3C3E7F3A273E1D3E163C623D8CBDB83D25BE2D3D11BE143E6F3D36BD64BDCCBDC63D263C803B24BD5F3D4EBC403D80BD8D3CDA3C793CA53DD93C72BD2C3DD73D60BEA33DACBCDB3D9EBDAE3C023D0D3DBC3C253D00BDA3BD003D02BE873DFB3D153CE23DA33D483D8D3CC23D873D783A2CBD023EDF3D703DA4BDF93D543D643D9EBCBB3CE3BDFB3C3E3DA1BD823B573DC93DDDBD9ABDFB3DD23DB73D103D7ABC8D3D4EBD2C3E69BD7C3DD3BC07BDF23D2BBD743D273E8FBD3F3CC13BA23D50BEBA3D1ABD81BDB9BCB73DD9BD3FBDC43D21BBEA3DA03D52BCD53DC63D5CBD8CBDBFBD17BB693D7DBD813D22BC03BD99BD333E17BE71BD78BB833D29BD71BD0F3D5ABDC3BCCCBD35BE4BBB8BBCAF3CEE3D57BC543B5FBD683D1A3D93BD023E9BBDA13D6EBD4D3C94BDE63DC13DA2BCFDBC3BBD053EFBBC663C343C9EBD053E1CBE8F3D4CBD8D3DF53CA0BD403EF23D28BCAE3D6F3D6DBDD83DC3BDC6BDC33D1F3D7E3D493DD8BD29B992BB023D453DD2BB3ABEE5BCB13D493C553DA6BD88BDF2BDEDBC863D36BDF2BCD9BD083D73BDB8BDB4BDD1BDBD3C11BD99BD293C6A3D00BD1DBDAEBD02BDB1BC9EBD23BDABBA81BC92BC34BCBB3D85BDF13D9A3C1F3D443D17BD2D3D5CBD77BD18BD653EC3BCAE3BD8BDCC3D2BBCCAB995BD39BE2CBDE73DB73C503DFC3D14BE0D3E86BC31BD97BD7BBDDFBDC03CAABD9B3D59BC3EBC6B3D51BE4CBD69BD163E3EBCC1BD62BD143E083E88BD0FBDCD3C163DA5BD05BCA6BD9B3C0C3DBF3C343C6B3B943DBDBD29BD083ECD3DA53C14BD46BD86BC6B3C053DF83DC3BC003CC73DCD3D3BBE0D3E693C2CBCBFBC07BD153DC3BD1CBC1DBDAA3D4DBD3A3D703C98BCAB3C6C3D0D3E393C423D78BBAE3DC8BC053BEA3D2D3D9FBC59BD3FBB0E3E54BDF0BD87BCF03D31BD843DC03DB43D96BD0D3E06BD01BEB03D8B3D883D9FBCEC3D6D3DBD3DB03DF7BDAEBB2EBD073D00BD843A1ABD8B3D39BDC03D28BC0ABDB0BC203EE53C793DDFBD8DBDB83C84BA3A3E983C92BDE83DAC3DB7BDD9BDBC3D42BDD3BCD23DFBBCAC3D10BE343C4B3D5BBD9EBCC5BD5EBB8EBDD8BD9ABD32BDD5BD88BD8CBD0BBD93BBE9B90E3C57BC0E3E38BD76BDCB3C86BD523D783D983D02BECF3B213D573D743DE6BC8B3C8DBC5F3D6ABD93BD82BD80BC4FBD0BBE263C83BD66BD3FBD323DE8BC0FBCB2BCB2BDC0BD17BE16BE0CBEB1BD193B053E253D343D28BD333B7C3B833C833D4E3EC03D24BE6ABD373C4ABC563DB9392F3E7F3CD33D4BBE0CBDBF3C153E113DFD3C9D3DB33DF03D663D0CBD96BDC5BD89BD433DBFBD03BE4D3DD8BC063D9C3D64BD83BD9ABC41BDA03D94BDF9BDEDBD7F3D353D9CBCD7B8853C5C3DE8BD1B3CB2BD8CBD3C3DB7BD26BE0BBE413D033E12BE033C8BBDF2BD543DCA3DB13DAE3DAFBD6C3DA8BC97BC20BDAEBDE13DFB3CDC3D59BD8C3C3DBDE9BDF63C3ABD823D443C233D60BB9C3B3FBD70BD933C8CBCD8BC26BD963C163E0DBDE13D973DB33D63BD073DAF3D803D103DB0BC7ABD5E3D403D04BD15BD9E3D98BC943C693DE83DEFBCB0BD5C3DA53D90BEA4BD9D3D1D3DAA3A6FBD59BD37BD5B3DF03D833D57BCB73DB83D993DCC3D5A3D8DBDC83D5FBDAF3C07BE47BD91BDABBBD6BD69BD1B3ECC3B7E3C4B3DE33B233DA53DC43DFB3C6F3B343E79BDCCBD01BE0F3D203C25BE343DDCBD0CBC45BEDF3C953DE43B28BD2FBC613DBF3C95BC87BD38BDA3BC993DD23C07BE66BDCB3DAC3DC4BC28BDDC3DC73DCA3D2DBD25BC873D103D92BACBBDFF3D5DBD0C3E273C363DA2BCEB3CEEBCBF3D363ECCBDF53CB13CCDBC93BDE2BD0BBD083E0B3E963DAFBC0EBEF8BC25BC04BECF3D44BC07BE523A573D4BBDFD3D5CBDC53D693D2EBC7EBDECBD813D03BEA4BD003EC3BC83BC2D3D003E3E3E5F3DC0BCAB3DAEBD8E3D64BDB9BC7A3C513DFABD36BC683D663C283E1F3EC63C223CBDBBB43D8CBDC5BD903D393C1BBC983D143E9ABD22BE6A3D8CBC0EBE50BD37BE9FBD95BDFCBC3B3EF83D85BDDFBC4BBD993DB13CF9BCEEBD1BBE39BEA63C2CBE8F3D383D6DBB873C713DDB3DDBBC99BD003E183EE73BA0BB0D3E903DAF3D533D5ABE463D4DBD81BD2EBDB23D143AAABCDA3D30BE5B3D043D213D0FBEB7BCEB3A0F3E69BD963DBB3BE93DB63DF8BDDA3C5D3D25BE0DBE2FBC69BE38BCDA3DF73C783D133E0D3C453B6BBDAEBD393D81BCBC3D05BEFA3D413D5DBC59BDAC3D2C3D85BC1C3C003E403D08BD69BC373E6E3DCB3D90BD733C8B3CB33D103D85BDD43BEE3DB8BD14BD083E083CEF3C033C883D193D553DB33DDEBA86B931BDC1BDBC3BB03D143DB43C683DD8BDB53BC43C413CB4BBFDBCCEBC9D3C833D74BBBBBCED3D053D9DBDC6BD35BE3F3DBDBD03BD3A3D65BEC53D3E3DFD3C3C3CAEBCF53BD1BDF53BD1BD2BBE03BD873DF7BC8C3D5A3D31BC203D1F3D5F3E0EBD163C0CBDFD3CB0BD15BC193DDA3DEB3D833CE83D3C3B48BC1EBDFC3C9BBC8ABC9A3D973DC63CAA3D173DDABC77BDF83D2DBD3E3CE23D68BDD9B7A93D63BC99BCB13DA4BDED3CE03C9F3CE93B1CBD5BBD183D86BC88BDDBBC2CBD643D8C3DA33B15BD3EBD57BC78BBA53D7ABCDA3D173C523D83BD18BE163DF73DA4BD15BB493C97BA373D03BEEBBDF63D20BDB6BD0DBD72BDAB3C83BD25BD883C6DBE8E3D2EBE413DB43DB9BC5BBE85BD813C95BCD93D9DBD85BCD1BB1CBD98BD19BEDD3C873D063D7BBDF4BD053E21BE0E3DFCBB953D3E3B293D8DBD75BD763D8A3BFB3DB13D143DD6BD9E3D28BE713D51BD033D503C403DAD3DBF3C5CBD45BD0B3E00BEA03B603D053E1C3CE53DA23C99BCAEBDC43C2ABEAC3CCC3D9FBDEB3D75BD3ABCA9BD883D1E3D95BD613DFFBA1FBE19BC4EBCE5BD603D803DEB3CC03CAABD803D583DD4BDD33DFEBD1B3DF9BC4DBEEE3DD4BC053E543D",
      torch_tensor_32_64_torch.bfloat16: "0x0200000080BE763D4ABEF63B033DA53D523E30BE69BDFDBC64BD51BDAA3C863D16BAFCBDE93D223C353E603C01BD8ABC7EBDDE3A73BC11BE213EF0BDF4BDC0B9C8BD31BCFABD24BC7ABD293D393E1E3E60BDDABD55BD953D07BE8FBDC3BC353D76BD093E123DFABCCBBD0CBC073D113D433D733D883D8FBDDE3CDB3842BD3BBD84BDA63D783C6DBC3ABEA03C593C133DCD3B91BDCD3C553D98BD0CBDE63D163D26BEDD3C21BD73BD17BE253AA73D063CE73DD93D1CBD7ABD1BBE933D803CCA3D123E053D853C3BBE923BC43C183DAF3D133C403BE6BDF1BC883CACBD053E04BE263E2A3EAFBC343D733CB83CB43DB2BD9F3D20BD2B3EDC3CA63D363CA0BB103E3CBE01BE4DBDDC3C6ABD463D9EBCF6BC90BCA73C963D2C3D43BDACBD973DB13D853D1FBD9EBDA63D5ABDE43DA3BC94BD3DBC62BBAE3D19BEA0BDF2BCEFBDB03DF7BD3DBDCC3C4E3D87BC9ABC8DBB413D593DE1BD18BE5BBC8BBDBD3DED3AB1BD83BD03BE4D3DAB3D06BE85BD043D4FBDDDBD36BD1EBC9ABC29BEFDBDB53D20BC843D9F3C833D2A3E213B6EBD46BD74BC6ABC18BD923CE1BCB0376FBD2BBE093EE0BD263D95BDA3BD873D89BBA33DD4BC233D71BDDC3C793C7EBDA7BC813CB8BD113D023AD93B2A3C94BCA6BDB13D383DA93D9B3DD5BC473D393D893CFD3D9C3D53BDAC3CE4BD713D7CBDC83D21BE683ED83D01BEBBBC883C2ABDA6BD7FBB0C3E983D20BD6EBC7C3D423C7FBD80BD2B3AA63B65BCF0BCDF3C8CBDAEBD583E5CBCC5BD153EA83D873D123DBE3CBD3CDABC243D05BD783D953DC73CA2BD1ABE743CB13DA7BD8E3C0B3DEF3D31BD963C873BD93D873D2BBDBD3D2C3D92BD6FBD1B3EB2BB6DBD843D293C2EBDD23D773D58BCDBBD64BD05BC1A3D69BCEFBCC93D62BB2DBD583C8F3D0B3E12BD193D203C563D64BC063D3FBDFBBCD0B939BB97BDE9BDD4BDE2BD653D333A9ABBDE3CCC3D6EBD643D87BDD33D38BD203D373C44BBFDBC94BDE03D46BDF03D0EBD94BBF83CA23D703DEB3DB73B253E363E2BBB7B3D643D103E343D6BBCC93D713D41BB113E1DBE243ECCBC02BE163E17BDEC3CCDBC2B3E7BBD85BCDABDBBBDC2BC05BD84BD83BD113CDBBC823C5A3D76BD893DD2BC93BDB4BD99BDFA3DE63C063E2E3CF5BCB5BC07BD02BEC33C2F3E6CBDE13C77BD7F3DBDBD86BD3D3D9B3D403E3F3E7A3CFABB3E3D603DB53C5DBEA33DE53D3D3DC53CB8BD7EBC073B8CBBC33CB7BD5ABEA6BD053C78BDD6BDD8BCAB3D1C3E4B3D91BDEABCF6BC0FBDEA3CBABD96BD78BCD23DAD3CC43D4C3D893CA3BD08BDFA3DDABC99BDFEBC823D0CBEEE3DACBDE13D9A3DDF3C6F3DD2BD223DC4BC333D99BD153E173D813D963D57BD62BD97BD36BCBBBD42BD6C3D57BD063C9EBDE8BAA93DA9BC60BD1E3C283D21BC3FBDA93DD7BD963CF9BDE83CABBD783D4CBDC23D873E4C3D4B3DF8BDC7BD91BC533C403D743C373C4DBD8A3C28BDC83DEB3D9F3D983B5D3D583D743BD1BD1BBE49BDFBBD76BC103E8B3D9B3CAABDE8BC54BEA63D24BD5BBDF0BD8EBC04BDC3BDACBCDABDD3BC8C3DC23D13BE723C373D1A3D723D95BBA43B89BD88BD0BBEAB3DE73DD43D88BC0C3D57BCE8BCD6BD08BDF83C27BCC13C4EBC033E853DE93D26BCAE3D033D3FBD8BBD893DE73D9CBCF4BDBC3C42BE713CF1BCAE3DB53CD3BD293E5E3D0E3E303D193E7EBC8ABD71BDDC3CE7BB82BD96BDB03D22BD01BE9C3D003CEA3D0ABE1B3EF3BC33BB0EBDADBD8CBC03BE533D8E3BC73D223D14BE4D3D07BC69BDBD3D90BC5CBD333DA4BD993CC0BC21BDAEBC5A3DAB3DE13D32BE16BE28BD9ABD043CF7BD3B3EEEBD333D4BBD64BDD73D26BD04BECD3DBFBD86BDD53DC43CCF3D77BB4E3CAC3D7B3D663D19BD4DBD01BD2E3E78BCEFBDEFBC71BBFE3C8E3D463E413D473CA43DA9BDD53CC2BC753D143D1ABD463DCD3D8BBDB4BDD03D6A3DC73CB43D4A3E973C883D90BC95BD5DBC0ABE59BDD03D773DE33CFABC3ABC09BEC43D4CBC543D023D90BC723CC43C41BD01BE5C3D8BBC983D23BC79BD7C3DC8BB81BC1FBE32BD803C0DBB2DBBAABC853DC83DFB3C7E3DE23D2B3C923D77BD963C8ABCB6BDB2BDC63D27BC1BBD053E2FBE28BDDA3D063E5C3DEFBDB4BD2E3D3EBEF9BD2A3DF4BD093D50BD71BCC63D293D8A3D24BDA2BB45BD38BDA43DB13B0B3ED03BF83D5A3D013E003DE03DB9BACFBD083E013DEEBC283E80BC88BCA0BDED3CD6BD903C51BD2DBDC5BC1CBE813DA43D3EBDC8BCDABC92BBB5BD443EF0BDA1BC083E40BDDE3D333EBDBCE6BDBBBDC33C08BD9CBD743CB4BD35BDC7BD34BDD23D80BB813DFABD8B3D5CBD303D42BD73BDD73DD33D4ABD12BDB2BDA8BD6DBD99BD30BDBE3CFE3D50BDA13D8ABB223DA73DA63D2EBD75BCFC3D063E1EBD00BE9CBC9FBD813DA8BCD33C193C013DDABD9EBC9F3D73BC97BDF33A733D19BCB8BD85BCACBB1F3DC13D723D72BD0DBD763A3BBEF43DF8BD71BCDF3CA3BD98BDCBBC9CBBE2BDBD3C33BCE6BDAE3D903D6D3D63BDE1BD0FBD913D663DA4BD43BB12BC803DB83C11BC4F3CD0BD66BD8CBD4EBDF63D8DBD5ABC483E79BB0F3E46BD893C4BBE8E3D8C3B3FBC4EBD93BCBF3D853D903B78BD833C003DDFBB573C4ABDB33D09BD0C3D123D62BDB53CBB3A58BCB3BCA1BD253D063DD0BCA83D823C43BE1A3DCDBCCFBD9FBDEF3DA7BC7A3DF7BD27BD50BC14BD883DF6BD7EBDDB3C513DFC3D193D3ABD0B3B18BD1B3E0C3D97BDF9BC00BC893DE03DD93BABBC42BD61BD5FBDAFBCE63CE03DC33D7DBDC2BDC2BC9BBD393C263CCEBC5C3E873D203CF7BDD2BC09BE8EBC053DF63D46BD97BBB73C053EBC3D65BE1E3DB4BD9CBC9E3D41BC243D02BE93BC163CD53D3D3D2CBE8D3DE43CFC3C713D0A3E583BD63C54BDF0BD7DBDBE3C96BDB2BD3F3E3E3C093CD4BB49BED73CBC3DCEBD723B1FBE763D463D7B3CD6BCD73B223DB53DC73D30BE463D883DFABDB4BDD13C26BDF13C86BD863DE8BC81BD833DAC3DD6BD963C8C3C523D3FBE6BBD9D3D04BDD5BCDBBD63BDBC3DDA3D3BBD853DCA3CCEBC6E3D82BDD53D05BD95BD9A3D3CBDB4BD23BD613D8DBA0E3D153CD5BC013EF53C963D57BCB83D16BD27BE5D3D353D403DC0BD19BDE0BC1A3C863DF8BD80BC5CBD7CBD8E3CF83D4F3D87BD23BC29BE1D3D693D233DDBBD0CBD083E743DF0BDD4BD813B8ABDB2BDA7BD353E083D9C3B11BAB5BCBBBD87BDE23DAEBD3D3D15BE99BB3ABD7C3D70BC35BD84BCEBBD6B3D5F3B483D863DB83DE3BCFDBDBFBC173D253CA5BD29BDEBBD8EBBC9BD4ABDB4BD053D0E3E52BDCDBCC9BD933DAE3DD9BCD43CDD3D973D08BCEBBD01BE913DDFBD933BB0BDFEBDC23D3ABDC0BD9FBD2BBD093D873D5CBC3DBE163C8DBCB33DA4BC58BD113E11BE393C05BE82BD27BD2BBE813D213EFCBC25BC9E3D65BC41BDD13D2E3E963D0FBD24BD39BEDE3D0D3DE3BC1CBA733CFCBD20BDC0BD0F3D9DBD11BB383B613D313D31BED3BBCB3D0BBE193EA2BD77BD8BBD75BCA33C313E083D3ABD543DC6BD223D6DBD0A3CFA3CBA3D09BE8ABC5F3C173D16BE433D2FBD333E893D5E3C483E2DBDB63CEBBB9B3D353DD43CC3BD193C23BEE33D0BBC8C3D8A3B473DE4BC43BCBBBD1FBEBDBD32BDD73B9FBD0ABCBE3CB9BDD03D33BC1F3E9F3CC33DD03DC2BCABBDF2BDF83A03BC04BEC03D07BC10BC213E04BE003E13BE60BDE2BCD13CF4BC413D20BC203EA73CA9BDE7BD8CBD913DC3BCAF3D9FBD0BBB603E783C02BDB23D463CA63DFD3C4BBDACBCC43D053A6A3D4B3B85BD8B3DFB3CC5BCC33D1A3BEBBDF23C193CF2BC2A3E06BD773EB93D643A5FBDF93DE33D513D973D823C6D3CEE3DA53C88BD6D3D09BEAD3DD3BD3BBD603D03BEEE3DB0BC14BDCC3D45BDB4BB4CBD1B3EF03CB13D353E03BE47BC17BD533D9D3DB3BD45BC7FBD3F3D9BBD283D003C213E943C453C193E38BC80BD9D3D4FBD7DBDE93DDEBD5D3D9DBD23BD5BBE0F3E61BDD7BDF8BDD6BDAA3D933C993B333DF33DF6BDB8BC413EAA3D843D3F3D8B3D48BDE6BB703D9A3D2A3D9EBC22BE593D083D8D3C123D12BE8B3CD63D38BB8DBDBFBC8A3CA7BC973D373D703D4B3D27BD19BD123B653B1ABE34BE3C3D39BD6D3C053E243CB03D0FBC83BD61BD0EBD503D14BD073EADBB353D5BBDEC3CFA3C083ED53D883C903C513DF83DDBBC2B3D60BD8F3D58BDF83D093DDA3DD43D543C19BEA9BCE23CD63DD1BC563D0F3DC2BC123AED3BD7BD163E1CBC03BCE7BDBB3CA9BD5FBC84BD40BEEB3BC9397F3CD5BC143EC63CF23D24BD11BDBC3D543D6D3DA3BC1DBBFDBD013E1E3D0BBE84BDF7BD05BEC3BDB0BC553BEBBD4F3DEB3BB93D33BD04BD0FBD9CBCC83CC7BD06BE563DBC3DB83DC03C5D3D8A3C333D23BD2FBD59BD04BD863C26BD1E3EFD3BA93D603D773E88BD85BD56BD6C3DCF3D0D3D213EAFBCB2BD90BC2ABE463E2ABD08BD42BDE93CA23831BD363E50BDB6BDC13B833DBEBDB4BC5E3DB13D973D9ABD0C3DF13DF13C203D89BD223D33BE22BE3BBC5A3D433D8A3DAB3D3D3E953DE2BDD13DBABD0FBD32BCDDBDA3BDCEBDA3BD52BDB43CB63B3F3CEA3C0DBD223D25BED83C843D483D50BD433D853DECBB52BE663D1B3E9F3D18BD51BEE9BD153C343D0BBECF3DE9BDFFBBC9BBD83DB93DC63DB43DFC3DE23D163D703C833DA23D0C3DE5BC4F3DB33D583D07BE9EBDA5BA3B3D903D373D8C3DE93D3EBE4F3D1C3D1B3D083DACBD133D31BECB3D863D883DD53DCFBD54BD0DBEC3BD95BD68BDCB3C823EB93D45BD3F3DBF3C14BD2A3D4C3D03BE783D153DB7BDF93DB23DC33DB0BBAB3DD33D99BC243C0C39B1BD85BC00BC143D84BCA23BF23D103D72BCEFBC13BD073D1B3D863B1DBD023E02BD09BD3EBE5A3D143E8A3D343DD33C463DF33DDFBD90BD7D3DB9BDC5BCDF3D763DB0BDECBDBABA1FBC03BD25BE75BE5B3D65BD23BE9C3B83BCF2BB0E3D873DB83DAFBDF6BC163DD2BCBD3D6ABE123E183EB63DAA3BD6BC823D02BEC73C87BC9B3DD43CEABDCCBC5CBDC2BCAD3C39BD033D2FBDD0BD29BD32BB2E3DC4BD933D91BD90BD51BE833D90BD4DBD343D5ABDB1BB4EBC583D5B3DC73D1CBEDDBC73BD9BBCB5BA37BC4FBD9B3D90BD49BB24BCDEBB653DFBBC743CA53D4BBED93D24BCC0BD7FBDC6BD9BBD3CBC923DFA3C293DC53D693D74BD333D553CD5BD51BDA63DB83DE7BD2FBEDB3DD23D6D3CFD3D9D3D21BEC03C27BB893B94BD84BC573D463DEABDCDBC15BC533E01BD0EBC6F3C07BD16BA9DBE9E3DCC3CA83DE4BD50BDBABDF6BC1ABD893B2ABD89BD603DE23D71BD3B3D40BDFEBDEB3D023BBA3DF0BD513D36BD1ABEE33DFBBC9B3D463DDF3C4ABE0D3DE4BC76BDECBC01BC04BE7BBD613C7C3B383E603D993D2F3DA03C0D3DC8BB82BDE3BDB43D7F3D82BBED3A0F3DF23DA8BD313E88BCEDBD49BD873DF4BC013EB4BD93BCD9BD583C963D11BD00BE2EBD733CFCBD3DBDEEBAD43AC03C153DC7BC303D9B3C11BEFDBC20BE663C27BEA6BDF4BC783D3D3D5A3DC93C3E3D5DBDA13CA4BDB1BD9F3DDE3C5FBD39BDECBD62BD1D3D4DBD16BDC63D913D29BD453D263EB23D5DBD6CBC95BD903DB4BD0F3D1EBD703D5D3C80BCC63DB63C7D3DB4BC2BBE933C27BD363D37BDF0BC9CBB12BEA5BC023DB6BC383DCABDC13DA2BA86BD79BDDA3C5D3DD03DEEBB0EBEB13D27BCA53D883D093DD0BC01BE8D3C303D75BD4B3DF3BDE9BD6E3D49BD63BD72BDCFBD2E3DA0BCA0BD95B9A73D94BD173D50BB3DBD04BD973D453DF73CB43DDA3D49BC3CBDBE3D29BD0A3D7FBD9F3DD1BDA0BDC2BD17BE",
      torch_tensor_64_64_torch.bfloat16: "0x02000000593DEABDF83D563C0D3D963CDEBCE2BDFB3CC5BCC43C6ABC9E3D893DC83DCFBC643DDD3DBC3CECBD61BCC4BD39BA9ABDA83CA7BD2D3E6DBDE53C633C4B3D993D153E863C543D083E18BDA43DADBD46BC933D723A8E3C65BCC8BC873D25BD073D93BC3A3C923C5ABCA53D3B3D063E20BD3E3DA1BC92BD363C4FBED5BDB8BD063E303D02BE43BD93BC16BD593D423CA13DA13C06BD3B3CED3D3D3C94BB0B3E963C593C1ABCD13CDE3D0F3C90BC6ABC89BD3EBE9EBD8B3C8CBDC3BD623B0C3D2EBEC2BD8B3CBF3CF73C4C3B65BDC73DF93D8FBD2ABD8D3B263E293D85BC923A003D10BB533D053DEBBC42BDF6BCD93CBD3D49BEF63CC2BA6F3EC13D6C3D6A3C0A3E1C3E4A3D05BD2C3DEC3C3A3B7EBAB93D393D863C48BD3C3DF5BD09BD643C4ABDBBBDC8BD17BD0EBB8A3D7DBA3C3EEFBDA03DDDBDB13C11BD883DD13D483D9C3DD3BCE1BD163D4EBC103DCE3DBCBC8BBDA8BDC83DE23C9DBD903AB1BDA13B11BD1F3E4C3E94BD4A3D34BD8CBD33BB173ED9BD2C3DC0BC06BD293DA33D163D0FBD97BC49BDBE3B80BCA3BD943D91BD983DB7BDD63B35BC7ABDECBDF3B9DB3D5BBCACBDB6BDDFBD8CBC6ABD23BCF8BDB83D28BEAEBC553C84BD963D9A3B98BC9E3C94BC01BE2A3C23BDF33CE53D48BCCFBC99BD80BB3EBDC23D433D31BCB13DE7BC383D2DBDE93D62BCF6BDACBD563CBBBC023E813D483B583DE0BD523D863D7D3D66BCF83B923B8B3CA2BDD1BDA73DC83C15BDCA3DC43DC93DF83DA3BD1DBDD93D69BD083E883D3D3D933D903D3C3E373DE8BD363D6BBD893D863D06BD15BD79BD62BD983C13BDE13CCFBD383EB4BD523DE6BD5DBD083D22BD903DADBD0A3E263E293DB43DC2BA78BD68BD603C6ABD4D3DD2BD8EBDA93C85BC133E54BC073DA3BDA5BDAA3DF3BDD73DAFBD0ABE1CBD0EBD423D063E463DD03DE83D46BA89BD9F3DA33D223C04BD09BC9C3D993D423BA5BDD7BC8EBDC6BDAFBBB53D42BCEBBDE0BD57BDAABD753DEFBC4FBD29BD6BBD69BD6FBDD23C493CAE3DE2BB713DA93C87BA0EBDBDBCC2BCD13D953ABCBD1D3E3FBD98BCE33D0F3D8C3CD13D453C4DBDA13D8EBDBABDEA3D8E3C6FBDC7BDADBAA0BD04BEFDBB37BD02BEC6BD333EEABD563DB1BD093E25BD3ABD1A3ED53C4A3B16BE193EFABC863B9BBCAA3CA2BDE53D0EBE3B3EC6BCD5BD07BE173CDE3C2DBEA9BC543DD73CB6BC8E3C6A3DB4BC8CBD9D3DB83B8F3D2A3C973DB3BCE6BBE8BC1EBE7F3C8A3DFDBDD33C18BEBC3C933DAF3DB33DDFBDF6BD24BB173E013C78BD08BEE7BD1F3D693C35BD603D673D963B213D03BC543D6ABD033E1ABE043D2EBE32BC193E113DBF3D0ABE923D8A3DC5BD89BDAD3CF23C0EBD3A3C15BD45BD293C1CBBB0BDCFBD1DBE1A3EAABD5EBE65BDA73D953C3E3BBABAC2BDCEBC0DBEA43CAFBD2FBDCEBA643D233C4C3C0D3E323EC73D143C373EC63D19BB233D28BEB43D07BCFF3DE0BD8F3D783DB73D26BD6939743D88BD2BBE72BE6ABDD33C2C3C1CBDEABC85BD1EBECEBD02BD7D3D85BCAEBDEDBC7D3AE5BD09BE34BEDEBD32BD00BE61BDC4BC10BDE93D41BDEE3D6DBC633D313DC33D4A3D11BD03BCE13DD1BDE93C9BBC22BC87BC33BD31BDECBC0C3E6EBDA1BDA7BDF03DDEBC503D043E86BD9F3D4DBD343D04BE3BBD143DD23D1A3A0F3D6FBDEFBCEBBC3CBCE7BDFDBD33BD863C0C3DB9BD23BC573CB5BD4BBD143E993D0ABD45BDB1BD433D6C3DDC3C8B3C843C4BBDC03D74BD4BBDE83DFE3CC3BC1F3EA7BD573D6CBD4E3D9DBE1DBDC6BD2DBDE2BD68BDE0BD5CBD6A3C2E3D8B3D57BC86BD46BED73CB13D793D5CBC8C3D0DBEAD3DDBBBB4BCD23C0DBE15BD20BE7BBDB9BD9DBA25BDF0BDA0BD83BCC4BD493D543D323D01BE683D0CBD833DED3DC23CA2BC923C273DD33D8A3D3E3DE23CC13DAD3D013D15BE4B3D2D3E2C3D8ABD603CDC3BF93C00BD643DEDBD73BDB3BDC83D94BDA5BD5EBDB43D243D70BE13BEA43DC23DFA3BBD3D813D2339F6BC06BC95BDCD3C603CE0BBF3BDBB3D42BD91BD3D3D0EBCBCBC02BEDABC7BBD793D53BE2DBD5FBD96BD543D2CBD81BD9ABC17BE06BE4DBDE33C2E3DF6BC9E3D3D3D103CB9BD19BD363DB13D1B3D583D0B3EA5BD093E033ED8BD7BBBBEBCEA3C243C113EA8BCD6BC4C3EC13D7DBCBF3D923CF2BC5FBD8CBD19BE763DB03C873DC73DFCBCA63DBE3D043E2ABDB5BC04BB6E3DA8BC623BC8BC1ABEAEBD323DFA3B053D323EB8BC8F3DEFBCB23D0EBECBBDA93C003C503CC73CA73D1FBD6F3DC5BD413E6CBD63BCA4BBAF3D30BD9ABDB6BDB7BD173DAB3DD23D963D4F3C6DBDABBD91BDDCBC2C3DD2BDD3BD83BC86BD073EC3BD5C3D2EBC70BDAD3DB7BCC23C5BBC043CF93D87BDCFBB553D553C4FBDCCBCFA3DACBDD6BC84BDE9BD27BB593CDBBD4B3D72BDC23D543CF1BD9E3D5CBC073E03BDD5BD8BBD393D833DBFBCC93D13BD0ABD1C3E9F3C6B3BE73D703E093E34BE5C3E29BE893D2CBE0EBE8E3D7EBBA63DE23CF8BD38BDAEBC733E8F3DCB3D053D3BBE213D943D703C88BC523DCBBBD8BCE8BC2B3E24BEBC3BD1BDFEBD96BCB9BC4D3C0B3DC9BBAF3D65BD89BD433D6A3B073D02BCB6BA20BE00BD1ABCB83D3ABDD6BCC6BBD13D8CBCD1BDDEBB043EFC3B4FBEFABC373CDABC82BD3EBC25BD893CD0BDB23D64BDB23D0ABE993CC0BD53BDA0BDBABDE9BCB03D0DBE78BDA5BDA03C95BB553DC03D03BE8E3D9EBDBF3DA53D5B3D54BDA73D073EB5BD1CBE58BB2CBDC9BA10BE71BE4BBD593D5FBA8C3D3A3D97BD3A3D563D26BD8C3C1EBDA1BDF93C68BDF1BB12BE623CA43D70BDCF3DA7BC3F3DE7BC8B3D5FBCAE3D34BEB33D2E3D24BDABBD3A3D4EBE9EBDBC3CF23D28BED3BDE83D95BDDEBD893C7F3D4FBED7BC4EBD89BD91BDB0BDDCBBD4BC6A3D9DBC2FBCD4BCD43DBDBD4ABDA73BEA3D303DA6BC663DE23D9C3D83BDE6BD873DB43D683D063D10BED63B433E17BE003CF03C3A3D2DBDA93D41BB253D99BDEB3C50BD273D25BEACBD393CBABD8FBD2FBACABD77BD77BDB0BDF53C583DB13DE43C323D09BE443D75BDDA3DCC3D92BC0DBE88BCF6BD7DBD433DEEBD1EBDC63B363ED0BDC038683D4ABBCDBCC13D30BD4B3B513CA5BDD3BDCE3D06BE40BCE23D1D3D57BAABBD94BD703D66BC8ABC9D3C0C3D8E3C74BDC3BC933CA93D35BD8A3DA5BC5EBEDF3CA63C3A3DC0BD2CBD823D973C463DE23C0D3EC2BCC7BC80BC9A3C453D3EBE5B3D433D4FBB5E3D02BD893CEABC333DE1BC043E20BE6C3EA03DCEBDED3DB9BD7C3D053E7FBDBEBDC7BCFE39B83D1CBDEDBC08BD0B3E1FBCB9BC80BC2B3CA43CA8BC68BC0B3EAC3D1B3DD5BDD13CDF3B3BBD12BD803CBC3CCA3D083DCBBABCBA773D8A3D393D3EBD423DD33D26BC03BDBCBA303DE9BDE33D713D063D9B3B913CA33D2DBDF5BD483CEF3D383D04BEDCBCBA3DCFBD22BE30BD933D71BD893E253C8C3C3F3D0D3EB03B1F3E8E3D82BBB03D5FBD0A3E8EBA62BDB2BD533D8CBB1EBEEDBDA8BA0EBE2ABC48BD54BCDA3D0B3CC1BC873D14BD183EB73DBD3DCBBCD13AC23C82BD013E7C3D643D4ABCB03BFD3AF43C373B5E3CC43D08BDDEBC1A3D873D8CBD743DEBBC9E3C383EAE3DB93C473DE1BD9FBCF2BD903BABBD693DE9BDBDBB1C3E883DE9BD46BCE1BDFA3DB8BC15BEA33DB93D16BEBC3D403D5BBDE73D0BBC7E3D503D803DD53D1FBB3A3DD1BC17BDD13D21BE38BD8EBD38BD8B3DC63D20BD703C2F3D433D283C16BEC03DDDBDB4BD7D3D2D3DEA3D053CCABD423DD7BDD23D913D60BDB33D3CBE823D8BBDE4BCC9BDA4BC37BD2EBC913D31BD763D283DBEBD18BD073E293BA0BD513D543E773D1D3DBCBD113D363E7EBD33BD543D1BBB0B3CBA3D10BDA63DA43D04BDCE3BB6BDA43AB23B483C79BDA9BDF33CC1BD203E88BCC13C9B3DDFBD05BE9CBDA33DFABC193ED2BB31BD343CCF3CD1BD33BE843DBBBCBC3D5D3D62BC8EBC1ABE8CBD7D3D6E3DDCBB9FBDB9BDAC3C7ABCA3BD20BC1BBC72BD4D3D593C7E3CD9BD733D78BDF5BD8BBD9E3D5C3D013E95BCBE3D9C3C5BBC9CBCAABD83BE833D08BD69BD29BD7CBCA23C943BC9BD9B3C2F3DAFBD7F3DD43D77BD49BE00BEAABD25BDC6BCB23D24BD8A3C8BBD59BC52BDC7BDFB3CFF3DE03C083BCABDD9BD08BC02BD6FBD60BCC93CC9BCCDBD203B02BEA53DB63D96BD313DACBD1FBCE73C9CBB12BDB9BD70BD963D05BEF83C223DB23C88BD36BD0D3DC63DF1BDF93C083EA8BD983DAABBCEBB2A3D88BD57BDAE3DE2BD59BCF53DE5BBF5BD4B3DC33DB13D40BD1ABDC73D8DBD58BD3B3DD93B113E12BE493DEC3DE7BCD4BC11BD5F3D6B3C32BD7F3DE33DCF3D5D3D5E3DD33D86BC5E3D423C243C283C1B3C3B3E04BE9EBDC2BCBF3CDEBCC8BCB4BD263D7D3D16BEC1BDFEBD253E173E82BD5BBD333D1BBD2ABC0B3C383CDCBC50BCB03DE4BDB63DF33D8EBC853C98BC6F3CFDBC2F3D37BAB9BC373CB23D493D413C7CBB273D40BDCC3C0B3E8BBDF5BDB53D913DAC3DEA3CD63D95BCFFBBF7BC11BD173E6ABDB23CF5BCE53B5A3CDE3D5D3E2FBD54BD3EBD823C97BD19BD333DB7BDF53D9FBD28BCF63BFE3D343DD8BCB83D32BDF33CA1BDC63C38BD8DBC433CDEBD9E3CC63D1D3D91BD35BE12BDCD3D9DBD0E3E49BDA5BD473D563DF03C3FBEEE3D023D8DBC8A3DECBC173D033EAD3BFD3D89BBA73C71BD03BD073C8F3DE7BDCD3D65BCA1BCEA3D803D163D91BDF03DE0BD673DCD3CA7BD333DEB3D9BB9503C7C3DB33D073D8ABDD93CACBD1D3E2C3E6CBDDEBD06BE8B3C99BDBD3C143E69BDA6BDD8BD353D933D87BC8EBCBABD03BD1F3EC0BDB3BD85BC163E4FBD8F3D1C3EB23DE53C8C3C1D3DDA3DD23D293D87BD333D023D50BDE2BC6A3C23BDAA3DD33CE2BD97BD423B56BDAF3D0FBD81BD513D093DDB3A1D3D70BDD2BBCD3D4FBD62BDE63DE5BDB13C9DBC9D3C95BCC0BDB83C9B3DF8BDDE3DEC3D12BE1CBC89BC1C3D523C573D693DBDBC413C81BDE23D693D043E5ABDB7BD123D713DEBBDC53D97BD123DE2BD053E283E21BDC33D673DC5BD00BE953D07BE40BD993D89BDDB3D39BD103D3F3C19BDC6BDACBCD3BDB0BD203EA0BDB03C07BD48BC0F3E08BE63BDD5BCB23CDB3C0DBDB83D323D7B3DC9BD173DE6BD4DBDF83DACBDA13CF0BD95BD6ABDCF3D12BB8E3D2BBD87BBBC3D14BD87BC023E0EBD9FBD27BD213ED5BDD6BB3CBD8D3B5DBC713DC9BD0CBEDBBCA53CE73D173DC4BC95BC713DA03DA73D04BE47BE46BDC6BD373B82BD9DBD183D033D3DBCEBBD04BED8BD53BDACBD0ABD963D903CAA3DD8BC293E2CBA18BEE9BD033EC8BDD0BDB1BC3D3DADBD993D7E3DFD3D37BD4BBDA0BC02BE463C113DA3BD3CBC8BBD193E6D3DF0BD183EA33D8EBC923C943D4CBD633BDF3C3B3D2E3DD5BC98BDECBCF83C79BC0FBE04BE3D3DACBD083D79BDD2BDBE3C9B3D45BDB0BDBABD2EBD08BCEEBC36BD603C2A3DA73D753DFD3BCABCE23D7EBDFD3DF1BC7ABDC2BC3BBDAEB9273D01BD6FBEBEBD913D133E193D0DBE5FBDA8BDEA3CC23DAEBD88BCC23CB23C37BDD23C863D1FBD1DBE75BD853E3C3DD53C5C3D863D1ABD6B3D593EEEBC98BBB13DA53B0C3D443C0D3E5A3D2CBC553D84BD79BDC83C13BD19BD5B3D213E57BD023E263D0DBDBDBD90BDB13D7DBC0ABA52BE1F3D0DBEDFBCC03DF9BC1A3EB03C2BBD5EBDC3BB29BED03DD9BDD83C1B3EA7BD68BCEBBD89BCC93DED3D86BD9B3D6DBD11BEEE3D4F3DF5BBE23CEFBD033DEC3C173E95BD74BDA53BCD3DCABB153E9A3B02BE2A3E56BD643CCF3C353EDFBD063EA0BCAE3CFB3CD03D3B3E36BED83C6ABC98BCC23C72BD79BDA7BDBDBC5E3C85BBB13C203E2A3D0B3DEBBDCA3CC93D373D07BE8FBD753E0A3CA1BC3DBD06BCA7BDD33C6CBD16BC80BDAABB4E3CF63D80BD82BE14BEF53B47BDAFBCD5BD4E3DA83C9D3DCF3DD03C9FBBD23B23BD4C3DDEBC203C953D63BD56BC5B3D2E3DB1BCD53DBCBDB33D23BE573E08BEF63D903C83BDA7BDC5BCC53D05BE5A3D933C34BC36BC1CBECC3D9BBD9FBD9D3D3BBC6ABC26BB233D0B3E613D4B3D8EBD0FBE8BBCDD3D5B3D8A3D713D733C7FBD0C3E31BDC73DF83D01BE43BD543B17BE52BDDD3D3A3C04BB30BCEA3D073ED73D0FBD80BC9C3DAA3DCABD0B3E24BD863D99BC303C8DBCD4BDDFBDB23D0BBB70BD443D223DA53DC63D8EBDD3BDA0BDF9BDEF3D11BE8A3CA5BB0ABCC5BD773D21BEAD3D933DA73DABBDF2BB1B3D34BD1C3E413DC03C02BC313D953DF1BD953D823C3B3D1DBED3BC5DBDF0BD09BDE0BDFE3DA639C3BCAA3C083DA23D50BD1E3E5FBDC63D6C3DFF3D9EBDE83C3FBC87BC2FBD6BBDCBBD0CBEBB3A5EBC123D44BC21BD1EBE6FBDBFBD2BBECC3D1F3DDABB963D323DD7BC7FBDA4BD57BC8C3D83BD11BD293DABBC713D053CC53BEFBDA13D153E4CBDC7BD20BEDEBDDF3D88BDA8BC9C3DFE3C0B3E8ABCF53CC93CB4BCB53DB1BDE0BDEBBDB23D913D953DA9BD8ABDB1BCB7BD39BD303D9CBC963D1C3D253D893CB5BD033BBF3DE63B793A29BE6F3CA4BDB43D373D54BB59BEDBBC27BE5B3D3B3E013E7E3C913C9CBD043D893D413D883DD9BC083E56BD053E833D8ABD583D8C3DAC3DAC3DB83D4CBC633C6DBD213D4ABB83BD9C3D3F3D14BD793C763D2CBEE33DD9BB943DA93CA7BD67BD00BEEEBD15BDD83D8E3DA63D8F3CBFBDDE3B3E3DD3BC94BD023C8ABDEBBC083D29BDE23C70BDBCBB2C3DD73C593B40BDBEBC61BCDDBD8EBC40BD06BDEABDBFBC0DBD533C40BDC2BDD3BD353E253D93BD443D89BD03BE29BEC93DEB3CFD3D623D59BDD03AA1BD043EBDBCD93CFF3D2CBC9D3B043C853D80BB463CFABC40BD7E3D43BE443C2C3C603D23B98DBCB93D183C2E3DF6BCA4BDAABD66BD59BEC0BDD5BC673B21BD13BE1FBDAD3CB43D9E3D27BD653C45BE15BD873D473DB13D813C8EBBECBCFDBDA83DCF3C81BD143D5ABDAB3D70BD43BB93BD853D5A3E00BD79BC82BD283E53BC893D87BDF0BB253D50BDE13DAFBD40BD24BE23BCE2BD90BCF3BC093DAC3CF63D5C3D8FBB6B3D6ABCA9BCFE3D7CBD49BD243E05BDF03B46BD0D3D22BEE03CB83AB4BC8DBDD83D95BB083E113EFDBC183DE23DA7BD2E3DDD3C12BC6ABDD13D19BDA33D8CBDDF3BC63DABBD693DC53CE63C7B3DA9BC91BC513D603D0FBD0A3CFC3D3FBC903D0F3EFEBA65BBD33DB3BD93BD58BC8EBCFFBD413DCA3DF3BC8F3D2ABC2FBEC63C86BD2E3C833D1CBDF4BBEABD0CBE063E2F3C34BD193D47BA123D9EBCA4BD4C3DA93DEE3D673D09BD9C3DA9BD08BDB5BB0BBC46BEC03C363E9A3D2CBD09BE253E9BBDAD3DFEBD8CBB5F3D07BEB03C113EAC3C873D0EBE90BD063D453D7B3D19BE5F3D053DA0BC72BB7ABD193E30BD613D123EC6BC593DB23D563D1BBEFB3DA6BD47BBC53D56BDBA3DF93C97BD2FBECDBDABBCA93D563CE53D27BE16BDAABD14BDAF3D33BD85BC3D3DA7BD073D3B3DD63D28BDAF3AF33D9B3D163CA6BC62BD91BCF0BD2F3E113E58BDD63DC7BD70BD82BD1F3C503DA9BD82BA70BEA63DB73D1CBD1EBE1B3C47BD0FBC4E3CC2BC3F3EB63D64BDB1BD4F3CDBBD87BCC9BDE13DBA3DE83DCD3D7A3D363DEFBDCB3DD43D8ABC76BC493D5D3DAA3D623D143B75BD85BD973CF2BD783BAEBDBABBD2BD84BD87BDB1BD68BC8E3D063D453AA43D9B3D233D3D3C4CBD5A3DB7BD233DE3BC143E1ABE933C963CB43D32BED7BDB23CD03D833D00BE543C373D873C693DFF3B0DBD5D3DFA3CB8BD173E2C3D5A3D363CA6BCB43D9CBDFF3DB13C20BD123BFBBD33BE9DBC38BD553EA03C843D04B9A23CBDBDEFBCFB3CFC3D3D3E723DEB3C553D4C3C45BC983D573DE73D9DBCA3BD33BEECBD27BE7B3DE7BD023C45BECF3CBCBBABBDFCBDA8BC12BE573D033E323D4B3D173C043E713D6DBC3BBDC33D66BD063EB3BD983DD83D72BDF53D593CF3BB10BE9CBD89BCD63D77BCAE3DE83D51BD1C3E1E3A70BD60BD3C3E933BA63DD33C8C3DCC3C643C5CBD713CDFBBFC3C763C60BD483C3D3E95BD343C70BD073E943DCD3D81BDD53CC03BABBC243EB9BCD53D933DB43D0F3C9E3DEEBD91BD78BCF9BDB03DC8BDEC3D77BD0B3EEA3CFD3C663D95BC06BE14BE03BEA5BBA63DE73CB83D5D3DBFBD0ABC7C3C723C683C41BD81BD94BD963B9F3DC33DEABDB1BD2F3EE8BD82BD26BEC73C8A3DF0BD04BCD5BC4E3EE63D633D9EBD123DECBD453DC03D14BEA43D443D9F3D32BE3ABE803DA83DA73D2F3DED3DADBB89BD1BBD65BDB73D90BC26BDD23C8E3DDD3C653D55BD86BD313E8DBD21BEA3BCF53A963A42BDAABC163E98BC683C7CBD67BCE53D25BB65BDC0BD52BDEC3C143D4ABCCFBDE2BD353C533DDBBDDCBD7BBC383E323DA3BD68BD01BE4DBD8B3CB4BCA7BCDBBD4E3D303B4DBDEEBD28BE08BDC23C04BE4FBCD4BD77BD7E3DC5BDDE3DF1BC3DBD9DBD83BD49BE8C3D873DDDBCA6BDCB3D8EBC583D1F3BD2BD0DBD9A3CDBBD0BBE433E08BE513D963DD43D69BD40BE543DF6BCC2BCDEBDC33CB13DA63C413D9C3DD5BC0ABDD13DECBC853C153D42BD043E743ABC3DA03D95BDD6BD32BD64BD50BDABBD793D953CACBDA43DAABD05BD5A3D913C773D383D0E3DB1BC073D843CCCBCCEBD76BC563D103DC63D993CC8BDC1BC99BD5D3C023C8ABD00BC5FBD8D3C3FBE8BBD9CBDCFBC1BBCCABD74BD043D13BE913CD4BD9D3CE33DCDBDC13A1C3DB9BD843C5ABC15BEC4BD423D2A3D933DA7BD863CB0BDFD3C36BCB3BD2BBE843D533ED83CC1BD8D3DAB3D1FBD12BE9E3D0CBDD3BCF1BD05BE9A3D1ABEA23D3D3D3F3D45BB5A3D253DD03DD93B7C3D9D3D5D3E0E3C6BBD433DBF3BBFBD723DDBBCCBBDF93C573C13BE153EBB3DB7BD26BD7C3DA8BC0D3CE33D453D9A3DA33CC43D2CBDE9BCD5BCA8BC97BDBD3D873DD23DF23DB53C0ABD89BC81BCB53D2ABE64BB5FBD9EBDFFBD963C623D7E3DB83CB03DD5BC89BCDB3D55BD833C3D3DBFBD88BB113E083C6C3C533C52BD243D673C06BEC73D91BCCDBAE4BC21BDDB3D0DBD41BCE83C373BC2BDF43D0FBD39BD533CC3BD3D3B3DBD25BD1A3CC6BC21BD953D1B3E9F3CD23C323ECFBC1ABDC8BCF83D5C3DBDBA24BDE8BD073EE3BD86BC48BD7EBD8C3DAD3CDD3A60BD35BDD6BD1B3D8ABD97BD54BB1BBECB3CC5BBD13B2A3E4AB94DBCE8BCBF3D683DC43DF93DBB3C85BC803C1ABDB7BC4CBDE9BBDBBC45BE70BD7EBCBC3C1E3DD93BD8BC013EE53DD2BA673D2E3DA23CF63A8BBBD5BCD73D7F3DBF3C053E373D4C3D683EFFBD59BDBB3DA3BDC8BD88BDDC3DE2BD893C50BD9A3C383CC4BA08BEE13D04BD3F3AC53CC9BC543DEC3D0E3D24BE223BFEBDC1BDF4BCF8BB3CBCEDBD64BE83BC973D953C93BD59BDF33BD33D0BBD1EBDD73D6E3D08BD083DA23DC43BD53CDB3C583D8A3DD63C673D9C3CBBBD8DBD5A3E80BD2ABDC13B123E123D2FBDE5BC87BD023EA43DC73D09BD043C1D3DC93D663DA8BCC53DD0BD42BC3B3DF83C733C53BD413ED43C37BD3BBC153E073D6B3D4BBCAE3DEE3C66BD0DBE03BD7ABB5ABD303C383DDA3D333DC9BDBFBBC23C093D09BEA03C4D3DBC3DA03DD93DD0BC11BD13BD5E3D15BD94BD3A3D6B3DD03CAF3D9CBD1CBCDEBDEFBC023E933C95BC7DBC503ED1BC313DEB3C053D27BD69BD3C3D6D3CAE3D8E3D43BD09BDABBD223E1ABDB9BDB03AC53D313E1CBE803DCB3DC63DAABC033E933D25BEE13D883D9BBDCDBC553DECBD3B3C41BDF73BA3BDB43CEEBDCD3D39BD663C943C783DF13B25BE41BD97BCE93BB9BD6E3DDB3CCFBDBB3C01BDA63CE6BD13BD0F3E453DD23DC63DA0BDA43C423D2DBD94BAB4BDBABA9BBD0C3DE13CB13C333D4FBD9D3DD53DF2BD3EBD973D38BDAD3D3C3C8DBA393D633D9EBC9E3D81BDF33D02BE61BC093D5FBD993D723D98BD22BD123C143D21BC84BD2B3D293C883D8E3DC9BDF73D6A3DB33CE6BB713DA8BD5ABDCF3CA8BDFF3D623C80BDDBBCF73C49BD7DBDC73CB73CC8BD103DE3BB773D60BB4B3D8C3D12BCFB3CD8BA03BD0A3DE6BD3A3D863C4FBDAEBD293D8ABC263D693C143D0EBDE43DD93D6C3D0D3E95BC06BEC03C69BDF33BD93CB33DD23D3DBD3ABDA13D163E51BD8ABCA6BD8B3C8ABDCE3C133C613E05BD2A3E753DF23CE9BCE03D47BD9D3DBC3D1F3E1EBD043D9EBBBD3B573DEF3DE53C4ABD003D4EBE9BBD2C3D0E3D2B3D97BD7F3D2DBE67BCAF3C38BD243E6EBDFBBD8BBD12BEBFBDFABBD73CAA3D55BD58BD49BD813DA73DCE3D8D3C47BC17BEA43DDA3D04BD74BD483DB83DADBD6CBD00BC903CC73C043D46BDE1BDFFBADABD3EBDFA3D13BCB8BC4CBD73BB80BD993DB7BD26BD75BCA23BAA3CF1BD693C1F3DF8BD83BD1CBD0EBD2ABDF93C2A3DE1BB953C0C3E833D293E0BBE0ABD243E653E603DC93D14BD09BDCCBCF3BD8EBDC23D073DA2BCFFBD823D01BEE13D343DE23DCF3D88BD423D513DF33DE5BCE7BD4BBD0DBA9B3DCC3DAE3D013E45BDDD3D193EC5BC3B3D393D3FBC43BE83BC123D8D3D0BBD483C81BC473C26BD3C3D1CBD2A3C563D143D97BD8EBDA33D3D3E753D66BDAB3C01BE8A3D143DC6BD063ED9BC273CD43C3DBD48BD863C2B3D3E3E513D0BBEF2BA0D3DB13D19BAC2BD953DA3BDD5BC823B033D9E3DF33D223B443CDC3DDE3C3F3B47BDA1BDA63D4CBEB8BCC0BD483E913B0E3D723DDB3C9D3D553DE1BDCA3CB73CFD3DD1BC19BDB4BDB0BD8A3DC1BD4BBCFCBCD7BD8ABD3F3DC2BC573A9E3D343E60BD8D3D85BC35BD09BCC6BD0BBA7EBDDE3C00BA5CBD893D44BEB2BDB53DD3BDA3396CBDE53AF2BD0FBE95BBB33D873D96BCC23D753C033D393CD53D58BCB23D97BB9CBC473D1D3E5B3D04BE183B633DADBC2ABE93BDD3BCAE3CDABD903DD83D64BDDABC12BE2F3E3CBD013E3D3DC43DD4BD36BD1E3E46BDD4BB98BD19BE82BB8B3D05BECB3D3BBE793DE6BD2BBD44BDF53C0BBEC2BCC03B8D3DBFBBE33D483D383DCABA88BC35BEA23D1EBD26BEC9BDB23D26BE9CBDF3BD68BDC53C7E3DC43D573EBFBD23BE30BD3F3CA43D3D3C0C3DFE3C12BEDEBC143E0A3E9A3DB1BCA2BBA23D3CBD04BE13BD82BD293E6DBDA43D0C3D91BCFDB8CB3DABBB81BDEE3C1B3DB93CB13DF6BCABBDEEBD573DBDBD8EBC643D90BCB43C2D3E943D043E073EA3BDCDBC873C5E3DB2BA37BE79BDB03D71BDCEBDEE3D3EBE253EA1BD21BC983D8DBDFC3D023DB3BDEE3D0ABDAD3CC6BD1ABC0B3CE33C523D4C3D76BDCB3CF9BD223D88BD89BDE6BD57BD37BDC03DFBBD973DEB3D5B3D053E513D173E74BD323E0CBE6D3D2F3CC73C403DE23D21BE173CB73CAB3D4E3C203D9B3C30BDC9B925BD323ECA3C9E3DB9BB7DBD67BCF93D513CB1BD49BD8D3A1C3DC7BD823DDE3DC93DB4BB9ABD523D913CC3BC1D3EC7BAAA3D55BCAC3DBE3B2DBD12BD53BD2F3E87BDFFBD213E9F3C7B3D09BDCCBC983CBBBC0BBD4C3DCBBB483D073CA43D693C81BDE63DF8BC8DBD18BDB1BD793CEFBB34BCA8BB75BCD4BCEBBD61BC35BD0E3E24BDCC3D9FBC0D3E87BCA1BDEC3D54BD1FBEDC3DF53D0C3DA9BD683EEC3B80BCB63CACBDCB3CA3BDF43A9D3D99BDC33D1F3D32BC01BDC63D98BCA13C80BDD43D8CBD21BD563D553D76BD2D3EE7BD0A3E67BDFDBCC03D9F3D8DBC",
      torch_tensor_8_torch.bfloat16: "0x02000000803FA23ECD3D023D243C4F3B833AA639"
    }
  }
#-}
