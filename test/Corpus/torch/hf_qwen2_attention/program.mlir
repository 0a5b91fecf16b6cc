#map = affine_map<(d0) -> (d0)>
#map1 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, d3)>
#map2 = affine_map<(d0, d1, d2, d3) -> (d0, d1, 0, d3)>
#map3 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2, 0)>
#map4 = affine_map<(d0, d1, d2, d3) -> ()>
#map5 = affine_map<(d0, d1, d2) -> (d0, d1, d2)>
#map6 = affine_map<(d0, d1, d2) -> (d0, d1, 0)>
#map7 = affine_map<(d0, d1, d2) -> (d2)>
#map8 = affine_map<(d0, d1) -> (d0, d1)>
#map9 = affine_map<(d0, d1, d2) -> (d0, d2)>
#map10 = affine_map<(d0, d1, d2) -> (d2, d1)>
#map11 = affine_map<(d0, d1, d2) -> (d0, d1)>
#map12 = affine_map<(d0, d1) -> (d1)>
#map13 = affine_map<(d0, d1, d2, d3) -> (d0, 0, d2, d3)>
#map14 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d3, d4)>
#map15 = affine_map<(d0, d1, d2, d3, d4) -> (d0, d1, d2, d3, d4)>
#map16 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d3)>
#map17 = affine_map<(d0, d1, d2, d3) -> (d0, d3, d2)>
#map18 = affine_map<(d0, d1, d2, d3) -> (d0, d1, d2)>
"builtin.module"() ({
  "func.func"() <{function_type = (tensor<1x64x64xbf16>) -> tensor<1x64x64xbf16>, sym_name = "main"}> ({
  ^bb0(%arg0: tensor<1x64x64xbf16>):
    %0 = "arith.constant"() <{value = 16 : i64}> : () -> i64
    %1 = "arith.constant"() <{value = 0 : i64}> : () -> i64
    %2 = "arith.constant"() <{value = 0.000000e+00 : f32}> : () -> f32
    %3 = "arith.constant"() <{value = 0xFF800000 : f32}> : () -> f32
    %4 = "arith.constant"() <{value = dense<-3.389530e+38> : tensor<bf16>}> : () -> tensor<bf16>
    %5 = "arith.constant"() <{value = dense<0.000000e+00> : tensor<bf16>}> : () -> tensor<bf16>
    %6 = "arith.constant"() <{value = dense<true> : tensor<i1>}> : () -> tensor<i1>
    %7 = "arith.constant"() <{value = dense_resource<torch_tensor_64_64_torch.bfloat16_1> : tensor<64x64xbf16>}> : () -> tensor<64x64xbf16>
    %8 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.bfloat16_1> : tensor<32xbf16>}> : () -> tensor<32xbf16>
    %9 = "arith.constant"() <{value = dense_resource<torch_tensor_32_64_torch.bfloat16_1> : tensor<32x64xbf16>}> : () -> tensor<32x64xbf16>
    %10 = "arith.constant"() <{value = dense_resource<torch_tensor_32_torch.bfloat16> : tensor<32xbf16>}> : () -> tensor<32xbf16>
    %11 = "arith.constant"() <{value = dense_resource<torch_tensor_32_64_torch.bfloat16> : tensor<32x64xbf16>}> : () -> tensor<32x64xbf16>
    %12 = "arith.constant"() <{value = dense_resource<torch_tensor_64_torch.bfloat16> : tensor<64xbf16>}> : () -> tensor<64xbf16>
    %13 = "arith.constant"() <{value = dense_resource<torch_tensor_64_64_torch.bfloat16> : tensor<64x64xbf16>}> : () -> tensor<64x64xbf16>
    %14 = "arith.constant"() <{value = dense_resource<torch_tensor_8_torch.bfloat16> : tensor<8xbf16>}> : () -> tensor<8xbf16>
    %15 = "arith.constant"() <{value = 2.500000e-01 : bf16}> : () -> bf16
    %16 = "tensor.empty"() : () -> tensor<64xi64>
    %17 = "linalg.generic"(%16) <{indexing_maps = [#map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 0, 1>}> ({
    ^bb0(%arg173: i64):
      %215 = "linalg.index"() <{dim = 0 : i64}> : () -> index
      %216 = "arith.index_cast"(%215) : (index) -> i64
      "linalg.yield"(%216) : (i64) -> ()
    }) : (tensor<64xi64>) -> tensor<64xi64>
    %18 = "tensor.expand_shape"(%17) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 1, 64, 1>}> : (tensor<64xi64>) -> tensor<1x1x64x1xi64>
    %19 = "tensor.expand_shape"(%17) <{reassociation = [[0, 1, 2, 3]], static_output_shape = array<i64: 1, 1, 1, 64>}> : (tensor<64xi64>) -> tensor<1x1x1x64xi64>
    %20 = "tensor.empty"() : () -> tensor<1x1x64x1xi64>
    %21 = "linalg.generic"(%18, %20) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg171: i64, %arg172: i64):
      %214 = "arith.subi"(%arg171, %0) <{overflowFlags = #arith.overflow<none>}> : (i64, i64) -> i64
      "linalg.yield"(%214) : (i64) -> ()
    }) : (tensor<1x1x64x1xi64>, tensor<1x1x64x1xi64>) -> tensor<1x1x64x1xi64>
    %22 = "tensor.empty"() : () -> tensor<1x1x64x64xi1>
    %23 = "linalg.generic"(%19, %21, %22) <{indexing_maps = [#map2, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg168: i64, %arg169: i64, %arg170: i1):
      %213 = "arith.cmpi"(%arg168, %arg169) <{predicate = 4 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%213) : (i1) -> ()
    }) : (tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>, tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %24 = "linalg.generic"(%6, %23, %22) <{indexing_maps = [#map4, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg165: i1, %arg166: i1, %arg167: i1):
      %212 = "arith.andi"(%arg165, %arg166) : (i1, i1) -> i1
      "linalg.yield"(%212) : (i1) -> ()
    }) : (tensor<i1>, tensor<1x1x64x64xi1>, tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %25 = "linalg.generic"(%19, %18, %22) <{indexing_maps = [#map2, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg162: i64, %arg163: i64, %arg164: i1):
      %211 = "arith.cmpi"(%arg162, %arg163) <{predicate = 3 : i64}> : (i64, i64) -> i1
      "linalg.yield"(%211) : (i1) -> ()
    }) : (tensor<1x1x1x64xi64>, tensor<1x1x64x1xi64>, tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %26 = "linalg.generic"(%24, %25, %22) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg159: i1, %arg160: i1, %arg161: i1):
      %210 = "arith.andi"(%arg159, %arg160) : (i1, i1) -> i1
      "linalg.yield"(%210) : (i1) -> ()
    }) : (tensor<1x1x64x64xi1>, tensor<1x1x64x64xi1>, tensor<1x1x64x64xi1>) -> tensor<1x1x64x64xi1>
    %27 = "tensor.empty"() : () -> tensor<1x1x64x64xbf16>
    %28 = "linalg.generic"(%26, %5, %4, %27) <{indexing_maps = [#map1, #map4, #map4, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 3, 1>}> ({
    ^bb0(%arg155: i1, %arg156: bf16, %arg157: bf16, %arg158: bf16):
      %209 = "arith.select"(%arg155, %arg156, %arg157) : (i1, bf16, bf16) -> bf16
      "linalg.yield"(%209) : (bf16) -> ()
    }) : (tensor<1x1x64x64xi1>, tensor<bf16>, tensor<bf16>, tensor<1x1x64x64xbf16>) -> tensor<1x1x64x64xbf16>
    %29 = "tensor.expand_shape"(%17) <{reassociation = [[0, 1, 2]], static_output_shape = array<i64: 1, 64, 1>}> : (tensor<64xi64>) -> tensor<1x64x1xi64>
    %30 = "tensor.empty"() : () -> tensor<1x64x1xf32>
    %31 = "linalg.generic"(%29, %30) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg153: i64, %arg154: f32):
      %208 = "arith.sitofp"(%arg153) : (i64) -> f32
      "linalg.yield"(%208) : (f32) -> ()
    }) : (tensor<1x64x1xi64>, tensor<1x64x1xf32>) -> tensor<1x64x1xf32>
    %32 = "tensor.empty"() : () -> tensor<8xf32>
    %33 = "linalg.generic"(%14, %32) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg151: bf16, %arg152: f32):
      %207 = "arith.extf"(%arg151) : (bf16) -> f32
      "linalg.yield"(%207) : (f32) -> ()
    }) : (tensor<8xbf16>, tensor<8xf32>) -> tensor<8xf32>
    %34 = "tensor.empty"() : () -> tensor<1x64x8xf32>
    %35 = "linalg.generic"(%31, %33, %34) <{indexing_maps = [#map6, #map7, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg148: f32, %arg149: f32, %arg150: f32):
      %206 = "arith.mulf"(%arg148, %arg149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%206) : (f32) -> ()
    }) : (tensor<1x64x1xf32>, tensor<8xf32>, tensor<1x64x8xf32>) -> tensor<1x64x8xf32>
    %36 = "tensor.concat"(%35, %35) <{dim = 2 : i64}> : (tensor<1x64x8xf32>, tensor<1x64x8xf32>) -> tensor<1x64x16xf32>
    %37 = "tensor.empty"() : () -> tensor<1x64x16xf32>
    %38 = "linalg.generic"(%36, %37) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg146: f32, %arg147: f32):
      %205 = "math.cos"(%arg146) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%205) : (f32) -> ()
    }) : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %39 = "linalg.generic"(%36, %37) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg144: f32, %arg145: f32):
      %204 = "math.sin"(%arg144) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%204) : (f32) -> ()
    }) : (tensor<1x64x16xf32>, tensor<1x64x16xf32>) -> tensor<1x64x16xf32>
    %40 = "tensor.empty"() : () -> tensor<1x64x16xbf16>
    %41 = "linalg.generic"(%38, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg142: f32, %arg143: bf16):
      %203 = "arith.truncf"(%arg142) : (f32) -> bf16
      "linalg.yield"(%203) : (bf16) -> ()
    }) : (tensor<1x64x16xf32>, tensor<1x64x16xbf16>) -> tensor<1x64x16xbf16>
    %42 = "linalg.generic"(%39, %40) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg140: f32, %arg141: bf16):
      %202 = "arith.truncf"(%arg140) : (f32) -> bf16
      "linalg.yield"(%202) : (bf16) -> ()
    }) : (tensor<1x64x16xf32>, tensor<1x64x16xbf16>) -> tensor<1x64x16xbf16>
    %43 = "tensor.collapse_shape"(%arg0) <{reassociation = [[0, 1], [2]]}> : (tensor<1x64x64xbf16>) -> tensor<64x64xbf16>
    %44 = "tensor.empty"() : () -> tensor<64x64xbf16>
    %45 = "linalg.transpose"(%13, %44) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg138: bf16, %arg139: bf16):
      "linalg.yield"(%arg138) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %46 = "tensor.empty"() : () -> tensor<64xf32>
    %47 = "linalg.generic"(%12, %46) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg136: bf16, %arg137: f32):
      %201 = "arith.extf"(%arg136) : (bf16) -> f32
      "linalg.yield"(%201) : (f32) -> ()
    }) : (tensor<64xbf16>, tensor<64xf32>) -> tensor<64xf32>
    %48 = "tensor.empty"() : () -> tensor<64x64xf32>
    %49 = "linalg.generic"(%43, %48) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg134: bf16, %arg135: f32):
      %200 = "arith.extf"(%arg134) : (bf16) -> f32
      "linalg.yield"(%200) : (f32) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %50 = "linalg.generic"(%45, %48) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg132: bf16, %arg133: f32):
      %199 = "arith.extf"(%arg132) : (bf16) -> f32
      "linalg.yield"(%199) : (f32) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %51 = "linalg.fill"(%2, %48) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg130: f32, %arg131: f32):
      "linalg.yield"(%arg130) : (f32) -> ()
    }) : (f32, tensor<64x64xf32>) -> tensor<64x64xf32>
    %52 = "linalg.matmul"(%49, %50, %51) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg127: f32, %arg128: f32, %arg129: f32):
      %197 = "arith.mulf"(%arg127, %arg128) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %198 = "arith.addf"(%arg129, %197) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%198) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %53 = "linalg.generic"(%47, %48) <{indexing_maps = [#map12, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg125: f32, %arg126: f32):
      "linalg.yield"(%arg125) : (f32) -> ()
    }) : (tensor<64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %54 = "linalg.generic"(%52, %53, %48) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg122: f32, %arg123: f32, %arg124: f32):
      %196 = "arith.addf"(%arg122, %arg123) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%196) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xf32>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %55 = "linalg.generic"(%54, %44) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg120: f32, %arg121: bf16):
      %195 = "arith.truncf"(%arg120) : (f32) -> bf16
      "linalg.yield"(%195) : (bf16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %56 = "tensor.expand_shape"(%55) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 64, 4, 16>}> : (tensor<64x64xbf16>) -> tensor<1x64x4x16xbf16>
    %57 = "tensor.empty"() : () -> tensor<1x4x64x16xbf16>
    %58 = "linalg.transpose"(%56, %57) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg118: bf16, %arg119: bf16):
      "linalg.yield"(%arg118) : (bf16) -> ()
    }) : (tensor<1x64x4x16xbf16>, tensor<1x4x64x16xbf16>) -> tensor<1x4x64x16xbf16>
    %59 = "tensor.empty"() : () -> tensor<64x32xbf16>
    %60 = "linalg.transpose"(%11, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg116: bf16, %arg117: bf16):
      "linalg.yield"(%arg116) : (bf16) -> ()
    }) : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<64x32xbf16>
    %61 = "tensor.empty"() : () -> tensor<32xf32>
    %62 = "linalg.generic"(%10, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg114: bf16, %arg115: f32):
      %194 = "arith.extf"(%arg114) : (bf16) -> f32
      "linalg.yield"(%194) : (f32) -> ()
    }) : (tensor<32xbf16>, tensor<32xf32>) -> tensor<32xf32>
    %63 = "tensor.empty"() : () -> tensor<64x32xf32>
    %64 = "linalg.generic"(%60, %63) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg112: bf16, %arg113: f32):
      %193 = "arith.extf"(%arg112) : (bf16) -> f32
      "linalg.yield"(%193) : (f32) -> ()
    }) : (tensor<64x32xbf16>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %65 = "linalg.fill"(%2, %63) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg110: f32, %arg111: f32):
      "linalg.yield"(%arg110) : (f32) -> ()
    }) : (f32, tensor<64x32xf32>) -> tensor<64x32xf32>
    %66 = "linalg.matmul"(%49, %64, %65) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg107: f32, %arg108: f32, %arg109: f32):
      %191 = "arith.mulf"(%arg107, %arg108) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %192 = "arith.addf"(%arg109, %191) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%192) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %67 = "linalg.generic"(%62, %63) <{indexing_maps = [#map12, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg105: f32, %arg106: f32):
      "linalg.yield"(%arg105) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %68 = "linalg.generic"(%66, %67, %63) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg102: f32, %arg103: f32, %arg104: f32):
      %190 = "arith.addf"(%arg102, %arg103) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%190) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %69 = "linalg.generic"(%68, %59) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg100: f32, %arg101: bf16):
      %189 = "arith.truncf"(%arg100) : (f32) -> bf16
      "linalg.yield"(%189) : (bf16) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xbf16>) -> tensor<64x32xbf16>
    %70 = "tensor.expand_shape"(%69) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 16>}> : (tensor<64x32xbf16>) -> tensor<1x64x2x16xbf16>
    %71 = "tensor.empty"() : () -> tensor<1x2x64x16xbf16>
    %72 = "linalg.transpose"(%70, %71) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg98: bf16, %arg99: bf16):
      "linalg.yield"(%arg98) : (bf16) -> ()
    }) : (tensor<1x64x2x16xbf16>, tensor<1x2x64x16xbf16>) -> tensor<1x2x64x16xbf16>
    %73 = "linalg.transpose"(%9, %59) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg96: bf16, %arg97: bf16):
      "linalg.yield"(%arg96) : (bf16) -> ()
    }) : (tensor<32x64xbf16>, tensor<64x32xbf16>) -> tensor<64x32xbf16>
    %74 = "linalg.generic"(%8, %61) <{indexing_maps = [#map, #map], iterator_types = [#linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg94: bf16, %arg95: f32):
      %188 = "arith.extf"(%arg94) : (bf16) -> f32
      "linalg.yield"(%188) : (f32) -> ()
    }) : (tensor<32xbf16>, tensor<32xf32>) -> tensor<32xf32>
    %75 = "linalg.generic"(%73, %63) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg92: bf16, %arg93: f32):
      %187 = "arith.extf"(%arg92) : (bf16) -> f32
      "linalg.yield"(%187) : (f32) -> ()
    }) : (tensor<64x32xbf16>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %76 = "linalg.matmul"(%49, %75, %65) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg89: f32, %arg90: f32, %arg91: f32):
      %185 = "arith.mulf"(%arg89, %arg90) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %186 = "arith.addf"(%arg91, %185) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%186) : (f32) -> ()
    }) : (tensor<64x64xf32>, tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %77 = "linalg.generic"(%74, %63) <{indexing_maps = [#map12, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg87: f32, %arg88: f32):
      "linalg.yield"(%arg87) : (f32) -> ()
    }) : (tensor<32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %78 = "linalg.generic"(%76, %77, %63) <{indexing_maps = [#map8, #map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg84: f32, %arg85: f32, %arg86: f32):
      %184 = "arith.addf"(%arg84, %arg85) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%184) : (f32) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xf32>, tensor<64x32xf32>) -> tensor<64x32xf32>
    %79 = "linalg.generic"(%78, %59) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg82: f32, %arg83: bf16):
      %183 = "arith.truncf"(%arg82) : (f32) -> bf16
      "linalg.yield"(%183) : (bf16) -> ()
    }) : (tensor<64x32xf32>, tensor<64x32xbf16>) -> tensor<64x32xbf16>
    %80 = "tensor.expand_shape"(%79) <{reassociation = [[0, 1], [2, 3]], static_output_shape = array<i64: 1, 64, 2, 16>}> : (tensor<64x32xbf16>) -> tensor<1x64x2x16xbf16>
    %81 = "linalg.transpose"(%80, %71) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg80: bf16, %arg81: bf16):
      "linalg.yield"(%arg80) : (bf16) -> ()
    }) : (tensor<1x64x2x16xbf16>, tensor<1x2x64x16xbf16>) -> tensor<1x2x64x16xbf16>
    %82 = "tensor.expand_shape"(%41) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 1, 1, 64, 16>}> : (tensor<1x64x16xbf16>) -> tensor<1x1x64x16xbf16>
    %83 = "tensor.expand_shape"(%42) <{reassociation = [[0], [1, 2], [3]], static_output_shape = array<i64: 1, 1, 64, 16>}> : (tensor<1x64x16xbf16>) -> tensor<1x1x64x16xbf16>
    %84 = "linalg.generic"(%58, %82, %57) <{indexing_maps = [#map1, #map13, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg77: bf16, %arg78: bf16, %arg79: bf16):
      %182 = "arith.mulf"(%arg77, %arg78) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%182) : (bf16) -> ()
    }) : (tensor<1x4x64x16xbf16>, tensor<1x1x64x16xbf16>, tensor<1x4x64x16xbf16>) -> tensor<1x4x64x16xbf16>
    %85 = "tensor.extract_slice"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 4, 64, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4x64x16xbf16>) -> tensor<1x4x64x8xbf16>
    %86 = "tensor.extract_slice"(%58) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 8>, static_sizes = array<i64: 1, 4, 64, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x4x64x16xbf16>) -> tensor<1x4x64x8xbf16>
    %87 = "tensor.empty"() : () -> tensor<1x4x64x8xbf16>
    %88 = "linalg.generic"(%86, %87) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg75: bf16, %arg76: bf16):
      %181 = "arith.negf"(%arg75) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%181) : (bf16) -> ()
    }) : (tensor<1x4x64x8xbf16>, tensor<1x4x64x8xbf16>) -> tensor<1x4x64x8xbf16>
    %89 = "tensor.concat"(%88, %85) <{dim = 3 : i64}> : (tensor<1x4x64x8xbf16>, tensor<1x4x64x8xbf16>) -> tensor<1x4x64x16xbf16>
    %90 = "linalg.generic"(%89, %83, %57) <{indexing_maps = [#map1, #map13, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg72: bf16, %arg73: bf16, %arg74: bf16):
      %180 = "arith.mulf"(%arg72, %arg73) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%180) : (bf16) -> ()
    }) : (tensor<1x4x64x16xbf16>, tensor<1x1x64x16xbf16>, tensor<1x4x64x16xbf16>) -> tensor<1x4x64x16xbf16>
    %91 = "linalg.generic"(%84, %90, %57) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg69: bf16, %arg70: bf16, %arg71: bf16):
      %179 = "arith.addf"(%arg69, %arg70) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%179) : (bf16) -> ()
    }) : (tensor<1x4x64x16xbf16>, tensor<1x4x64x16xbf16>, tensor<1x4x64x16xbf16>) -> tensor<1x4x64x16xbf16>
    %92 = "linalg.generic"(%72, %82, %71) <{indexing_maps = [#map1, #map13, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg66: bf16, %arg67: bf16, %arg68: bf16):
      %178 = "arith.mulf"(%arg66, %arg67) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%178) : (bf16) -> ()
    }) : (tensor<1x2x64x16xbf16>, tensor<1x1x64x16xbf16>, tensor<1x2x64x16xbf16>) -> tensor<1x2x64x16xbf16>
    %93 = "tensor.extract_slice"(%72) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 0>, static_sizes = array<i64: 1, 2, 64, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x64x16xbf16>) -> tensor<1x2x64x8xbf16>
    %94 = "tensor.extract_slice"(%72) <{operandSegmentSizes = array<i32: 1, 0, 0, 0>, static_offsets = array<i64: 0, 0, 0, 8>, static_sizes = array<i64: 1, 2, 64, 8>, static_strides = array<i64: 1, 1, 1, 1>}> : (tensor<1x2x64x16xbf16>) -> tensor<1x2x64x8xbf16>
    %95 = "tensor.empty"() : () -> tensor<1x2x64x8xbf16>
    %96 = "linalg.generic"(%94, %95) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg64: bf16, %arg65: bf16):
      %177 = "arith.negf"(%arg64) <{fastmath = #arith.fastmath<none>}> : (bf16) -> bf16
      "linalg.yield"(%177) : (bf16) -> ()
    }) : (tensor<1x2x64x8xbf16>, tensor<1x2x64x8xbf16>) -> tensor<1x2x64x8xbf16>
    %97 = "tensor.concat"(%96, %93) <{dim = 3 : i64}> : (tensor<1x2x64x8xbf16>, tensor<1x2x64x8xbf16>) -> tensor<1x2x64x16xbf16>
    %98 = "linalg.generic"(%97, %83, %71) <{indexing_maps = [#map1, #map13, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg61: bf16, %arg62: bf16, %arg63: bf16):
      %176 = "arith.mulf"(%arg61, %arg62) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%176) : (bf16) -> ()
    }) : (tensor<1x2x64x16xbf16>, tensor<1x1x64x16xbf16>, tensor<1x2x64x16xbf16>) -> tensor<1x2x64x16xbf16>
    %99 = "linalg.generic"(%92, %98, %71) <{indexing_maps = [#map1, #map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg58: bf16, %arg59: bf16, %arg60: bf16):
      %175 = "arith.addf"(%arg58, %arg59) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%175) : (bf16) -> ()
    }) : (tensor<1x2x64x16xbf16>, tensor<1x2x64x16xbf16>, tensor<1x2x64x16xbf16>) -> tensor<1x2x64x16xbf16>
    %100 = "tensor.empty"() : () -> tensor<1x2x2x64x16xbf16>
    %101 = "linalg.generic"(%99, %100) <{indexing_maps = [#map14, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg56: bf16, %arg57: bf16):
      "linalg.yield"(%arg56) : (bf16) -> ()
    }) : (tensor<1x2x64x16xbf16>, tensor<1x2x2x64x16xbf16>) -> tensor<1x2x2x64x16xbf16>
    %102 = "tensor.collapse_shape"(%101) <{reassociation = [[0], [1, 2], [3], [4]]}> : (tensor<1x2x2x64x16xbf16>) -> tensor<1x4x64x16xbf16>
    %103 = "linalg.generic"(%81, %100) <{indexing_maps = [#map14, #map15], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg54: bf16, %arg55: bf16):
      "linalg.yield"(%arg54) : (bf16) -> ()
    }) : (tensor<1x2x64x16xbf16>, tensor<1x2x2x64x16xbf16>) -> tensor<1x2x2x64x16xbf16>
    %104 = "tensor.empty"() : () -> tensor<1x4x16x64xbf16>
    %105 = "linalg.transpose"(%102, %104) <{permutation = array<i64: 0, 1, 3, 2>}> ({
    ^bb0(%arg52: bf16, %arg53: bf16):
      "linalg.yield"(%arg52) : (bf16) -> ()
    }) : (tensor<1x4x64x16xbf16>, tensor<1x4x16x64xbf16>) -> tensor<1x4x16x64xbf16>
    %106 = "tensor.collapse_shape"(%91) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x64x16xbf16>) -> tensor<4x64x16xbf16>
    %107 = "tensor.collapse_shape"(%105) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x16x64xbf16>) -> tensor<4x16x64xbf16>
    %108 = "tensor.empty"() : () -> tensor<4x64x64xf32>
    %109 = "linalg.fill"(%2, %108) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg50: f32, %arg51: f32):
      "linalg.yield"(%arg50) : (f32) -> ()
    }) : (f32, tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %110 = "linalg.batch_matmul"(%106, %107, %109) <{indexing_maps = [#map16, #map17, #map18], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg47: bf16, %arg48: bf16, %arg49: f32):
      %171 = "arith.extf"(%arg47) : (bf16) -> f32
      %172 = "arith.extf"(%arg48) : (bf16) -> f32
      %173 = "arith.mulf"(%171, %172) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %174 = "arith.addf"(%arg49, %173) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%174) : (f32) -> ()
    }) : (tensor<4x64x16xbf16>, tensor<4x16x64xbf16>, tensor<4x64x64xf32>) -> tensor<4x64x64xf32>
    %111 = "tensor.empty"() : () -> tensor<4x64x64xbf16>
    %112 = "linalg.generic"(%110, %111) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg45: f32, %arg46: bf16):
      %170 = "arith.truncf"(%arg45) : (f32) -> bf16
      "linalg.yield"(%170) : (bf16) -> ()
    }) : (tensor<4x64x64xf32>, tensor<4x64x64xbf16>) -> tensor<4x64x64xbf16>
    %113 = "tensor.expand_shape"(%112) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 64, 64>}> : (tensor<4x64x64xbf16>) -> tensor<1x4x64x64xbf16>
    %114 = "tensor.empty"() : () -> tensor<1x4x64x64xbf16>
    %115 = "linalg.generic"(%113, %114) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg43: bf16, %arg44: bf16):
      %169 = "arith.mulf"(%arg43, %15) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%169) : (bf16) -> ()
    }) : (tensor<1x4x64x64xbf16>, tensor<1x4x64x64xbf16>) -> tensor<1x4x64x64xbf16>
    %116 = "linalg.generic"(%115, %28, %114) <{indexing_maps = [#map1, #map13, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg40: bf16, %arg41: bf16, %arg42: bf16):
      %168 = "arith.addf"(%arg40, %arg41) <{fastmath = #arith.fastmath<none>}> : (bf16, bf16) -> bf16
      "linalg.yield"(%168) : (bf16) -> ()
    }) : (tensor<1x4x64x64xbf16>, tensor<1x1x64x64xbf16>, tensor<1x4x64x64xbf16>) -> tensor<1x4x64x64xbf16>
    %117 = "tensor.empty"() : () -> tensor<1x4x64x64xf32>
    %118 = "linalg.generic"(%116, %117) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg38: bf16, %arg39: f32):
      %167 = "arith.extf"(%arg38) : (bf16) -> f32
      "linalg.yield"(%167) : (f32) -> ()
    }) : (tensor<1x4x64x64xbf16>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %119 = "tensor.empty"() : () -> tensor<1x4x64xi64>
    %120 = "linalg.fill"(%1, %119) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg36: i64, %arg37: i64):
      "linalg.yield"(%arg36) : (i64) -> ()
    }) : (i64, tensor<1x4x64xi64>) -> tensor<1x4x64xi64>
    %121 = "tensor.empty"() : () -> tensor<1x4x64xf32>
    %122 = "linalg.fill"(%3, %121) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg34: f32, %arg35: f32):
      "linalg.yield"(%arg34) : (f32) -> ()
    }) : (f32, tensor<1x4x64xf32>) -> tensor<1x4x64xf32>
    %123:2 = "linalg.generic"(%118, %122, %120) <{indexing_maps = [#map1, #map18, #map18], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 2>}> ({
    ^bb0(%arg31: f32, %arg32: f32, %arg33: i64):
      %162 = "linalg.index"() <{dim = 3 : i64}> : () -> index
      %163 = "arith.index_cast"(%162) : (index) -> i64
      %164 = "arith.maximumf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %165 = "arith.cmpf"(%arg31, %arg32) <{fastmath = #arith.fastmath<none>, predicate = 2 : i64}> : (f32, f32) -> i1
      %166 = "arith.select"(%165, %163, %arg33) : (i1, i64, i64) -> i64
      "linalg.yield"(%164, %166) : (f32, i64) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64xf32>, tensor<1x4x64xi64>) -> (tensor<1x4x64xf32>, tensor<1x4x64xi64>)
    %124 = "tensor.expand_shape"(%123#0) <{reassociation = [[0], [1], [2, 3]], static_output_shape = array<i64: 1, 4, 64, 1>}> : (tensor<1x4x64xf32>) -> tensor<1x4x64x1xf32>
    %125 = "linalg.generic"(%118, %124, %117) <{indexing_maps = [#map1, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg28: f32, %arg29: f32, %arg30: f32):
      %161 = "arith.subf"(%arg28, %arg29) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%161) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %126 = "linalg.generic"(%125, %117) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg26: f32, %arg27: f32):
      %160 = "math.exp"(%arg26) <{fastmath = #arith.fastmath<none>}> : (f32) -> f32
      "linalg.yield"(%160) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %127 = "tensor.empty"() : () -> tensor<1x4x64x1xf32>
    %128 = "linalg.fill"(%2, %127) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg24: f32, %arg25: f32):
      "linalg.yield"(%arg24) : (f32) -> ()
    }) : (f32, tensor<1x4x64x1xf32>) -> tensor<1x4x64x1xf32>
    %129 = "linalg.generic"(%126, %128) <{indexing_maps = [#map1, #map3], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<reduction>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg22: f32, %arg23: f32):
      %159 = "arith.addf"(%arg22, %arg23) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%159) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>) -> tensor<1x4x64x1xf32>
    %130 = "linalg.generic"(%126, %129, %117) <{indexing_maps = [#map1, #map3, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg19: f32, %arg20: f32, %arg21: f32):
      %158 = "arith.divf"(%arg19, %arg20) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%158) : (f32) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x1xf32>, tensor<1x4x64x64xf32>) -> tensor<1x4x64x64xf32>
    %131 = "linalg.generic"(%130, %114) <{indexing_maps = [#map1, #map1], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg17: f32, %arg18: bf16):
      %157 = "arith.truncf"(%arg17) : (f32) -> bf16
      "linalg.yield"(%157) : (bf16) -> ()
    }) : (tensor<1x4x64x64xf32>, tensor<1x4x64x64xbf16>) -> tensor<1x4x64x64xbf16>
    %132 = "tensor.collapse_shape"(%131) <{reassociation = [[0, 1], [2], [3]]}> : (tensor<1x4x64x64xbf16>) -> tensor<4x64x64xbf16>
    %133 = "tensor.collapse_shape"(%103) <{reassociation = [[0, 1, 2], [3], [4]]}> : (tensor<1x2x2x64x16xbf16>) -> tensor<4x64x16xbf16>
    %134 = "tensor.empty"() : () -> tensor<4x64x16xf32>
    %135 = "linalg.fill"(%2, %134) <{operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg15: f32, %arg16: f32):
      "linalg.yield"(%arg15) : (f32) -> ()
    }) : (f32, tensor<4x64x16xf32>) -> tensor<4x64x16xf32>
    %136 = "linalg.batch_matmul"(%132, %133, %135) <{indexing_maps = [#map16, #map17, #map18], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg12: bf16, %arg13: bf16, %arg14: f32):
      %153 = "arith.extf"(%arg12) : (bf16) -> f32
      %154 = "arith.extf"(%arg13) : (bf16) -> f32
      %155 = "arith.mulf"(%153, %154) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %156 = "arith.addf"(%arg14, %155) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%156) : (f32) -> ()
    }) : (tensor<4x64x64xbf16>, tensor<4x64x16xbf16>, tensor<4x64x16xf32>) -> tensor<4x64x16xf32>
    %137 = "tensor.empty"() : () -> tensor<4x64x16xbf16>
    %138 = "linalg.generic"(%136, %137) <{indexing_maps = [#map5, #map5], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg10: f32, %arg11: bf16):
      %152 = "arith.truncf"(%arg10) : (f32) -> bf16
      "linalg.yield"(%152) : (bf16) -> ()
    }) : (tensor<4x64x16xf32>, tensor<4x64x16xbf16>) -> tensor<4x64x16xbf16>
    %139 = "tensor.expand_shape"(%138) <{reassociation = [[0, 1], [2], [3]], static_output_shape = array<i64: 1, 4, 64, 16>}> : (tensor<4x64x16xbf16>) -> tensor<1x4x64x16xbf16>
    %140 = "tensor.empty"() : () -> tensor<1x64x4x16xbf16>
    %141 = "linalg.transpose"(%139, %140) <{permutation = array<i64: 0, 2, 1, 3>}> ({
    ^bb0(%arg8: bf16, %arg9: bf16):
      "linalg.yield"(%arg8) : (bf16) -> ()
    }) : (tensor<1x4x64x16xbf16>, tensor<1x64x4x16xbf16>) -> tensor<1x64x4x16xbf16>
    %142 = "linalg.transpose"(%7, %44) <{permutation = array<i64: 1, 0>}> ({
    ^bb0(%arg6: bf16, %arg7: bf16):
      "linalg.yield"(%arg6) : (bf16) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %143 = "tensor.collapse_shape"(%141) <{reassociation = [[0, 1], [2, 3]]}> : (tensor<1x64x4x16xbf16>) -> tensor<64x64xbf16>
    %144 = "linalg.matmul"(%143, %142, %51) <{indexing_maps = [#map9, #map10, #map11], operandSegmentSizes = array<i32: 2, 1>}> ({
    ^bb0(%arg3: bf16, %arg4: bf16, %arg5: f32):
      %148 = "arith.extf"(%arg3) : (bf16) -> f32
      %149 = "arith.extf"(%arg4) : (bf16) -> f32
      %150 = "arith.mulf"(%148, %149) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      %151 = "arith.addf"(%arg5, %150) <{fastmath = #arith.fastmath<none>}> : (f32, f32) -> f32
      "linalg.yield"(%151) : (f32) -> ()
    }) : (tensor<64x64xbf16>, tensor<64x64xbf16>, tensor<64x64xf32>) -> tensor<64x64xf32>
    %145 = "linalg.generic"(%144, %44) <{indexing_maps = [#map8, #map8], iterator_types = [#linalg.iterator_type<parallel>, #linalg.iterator_type<parallel>], operandSegmentSizes = array<i32: 1, 1>}> ({
    ^bb0(%arg1: f32, %arg2: bf16):
      %147 = "arith.truncf"(%arg1) : (f32) -> bf16
      "linalg.yield"(%147) : (bf16) -> ()
    }) : (tensor<64x64xf32>, tensor<64x64xbf16>) -> tensor<64x64xbf16>
    %146 = "tensor.expand_shape"(%145) <{reassociation = [[0, 1], [2]], static_output_shape = array<i64: 1, 64, 64>}> : (tensor<64x64xbf16>) -> tensor<1x64x64xbf16>
    "func.return"(%146) : (tensor<1x64x64xbf16>) -> ()
  }) : () -> ()
}) : () -> ()

{-#
  dialect_resources: {
    builtin: {
      torch_tensor_64_64_torch.bfloat16_1: "0x0200000099BD24BB8BBD963D0DBC41BC36BDA53D95BDACBD0BBE90BDBB3D2DBD78BEB33C7E3C1DBDFC3D823B7FBB00BEB3BB2DBDE93D4CBE85BD603E323D973D89BD583BD2BBB23C0F3D77BDA83DF4BDB3BD81BDD53C6ABD05BDB4BD553C2BBEB23B0F3D283C083D07BE9D3B6DBDF4BC8C3CCEBC5D3C633D123D6D3DA93C8F3C2CBD253E113E0DBD253EC73D473DD23D153D14BD143EC43C98BD8BBD1B3E93BD82BA493DF83CDF3CF8BD27BD21BD063D8B3E8A3DE1BDD2BCEFBDCD3DF73D1ABE273E38BDD13DBF3C243D70BD74BD84BC35BDA2BD583E993C933D11BE143E3A3D56BD16BDADBDD4BDE83DC4BD65BE76BD80BC0F3E173DF63D68BD56BDA5BDFB3DB03DE53D35BDC3BDDDBCA8BC933DDB3BB53CA43D813D55BCE93DB33C22BD54BDDF3DA63D92BDFDBD8C3D343E69BB483E1F3C8DBDFD3D6B3C28BD7C3D8E3DE5BB343DEEBC3A3CC0BDDBBB08BD41BDDABD54BDC33DCB3CB839CC3D1DBD33BAE4BD6B3D80BD123B973C913D27BC04BD103D803C80BD29BD233D713DE03C37BDDBBC14BDD93D73BC75BDA8BCEB3C13BD9D3DB93C973DF7BDCBBD98BCE7BD13BCB33DE43D1C3D8A37833DFFBD62BE41BDF3BD8B3D43BC1EBE51BB673DB3BB813D033D3F3D863D4C3C76BDDF3D93BD0D3D4CBC3FBC7B3C0FBEB13DB7BD913D753CA23C82BD3ABDBCBC8B3D4C3D15BD9FBD79BD23BD50BC753DF93D84BC113E933D423CF0BC2ABCEC3CE3BDAEBDACBD1C3E0ABE443DAFBD2BBD273D98BDB23DE83D7D3D2BBC5D3D00BEB53C87BDB73DBFBC2CBEAE3B103E43BDE63BABBC8FBD663E083D1DBD073D843D8BBD2E3EA63CFFBDD13D9BBC85BC13BE713CB23DB43C4D3E583DFF3B88BD2BBE183D853D79BD87BD30BDD13DB63D2F3D82BD2DBD9D3CC8BBFB3DECBD2BBCC0BD463BA33D52BDC4BD703C403D62BE5F3D62BC9ABD88BCCF3CADBCD8BC62BB5C3D283CB1BDB53D81BD2ABD75BEE43D26BD91BD773D8BBCCB3D89BA68BD3DBB66BCCDBD29BD01BD143C4CBD1EBC213D01BE24BEDE3D2A3E013D0BBE56BD423CA43DF5BC3CBDDABCDDBCDFBDD83DAC3CD2BD0EBD97BDC5BC08BD9A3DAE3D04BDD93B173E5EBD793DBC3D153E7FBD5E3D1BBDB2BDBE3D5EBDE23DCBBD4FBDBF3DA13B8FBC93BC8F3D393A13BE923DF23C593CB4BDF8BA003D8BBD53BD9E3D573D7EBC873C943C703D0EBD433DC1BC02BEB73C993C0EBC08BE0CBEC7BCBF3C3F3E143C463DAC3C923D103D7B3D14BDFEBD3E3DA0BB9F3C563DF23DCFBB293DD43DBDBDD33C1EBD9A3D2A3E8D3D58BC57BCA8BCEB3B06BE823D60BD0CBDE13D293E90BD363D04BE44BD293D063CF13C153E3DBD98BD633D8ABDF1BD043E5FBD73BC3F3E3DBD823D083DC5BD32BD2FBD5F3D89BD0FBDA1BDBCBCBC3D02BE373EDBBC723DA1BB83BD2B3EE6BD083CA23C34BE9D3D87BC583EBDBDF6BD543D93BD0F3DF5BDAC3C93BAEBBC813DC0BCCE3C4BBCAE3DF23BA73DA63D333B823AE5BC383CB2BD733D97B9D5BC3D3BFBBDD3BDD0BD953B943D623C083CA13C0ABE0D3DAEBD6BBDFABD4E3D50BDEB3CC1BD65BDC23CB63C59BC16BE1ABE2DBD57BDDE3D92BD093CA6BDCA3C993D123CDEBD20BC4FBE14BC073E503D943BE03C87BA853D17BD183CA03D403D0A3E74BD05BD2B3B52BDA63D253E3CBDE4BB85BC51BD033E7B3D6CBD1BBA3F3D82BD0DBA90BDA3BD56BD913D373EDB3CB9BB0B3E883DD03C1F3DE4BD07BE62BD5B3CA33C433D52BD0A3CFCBDD2BD3F3D7FBD38BDD4BCB9BDF6BDABBD2ABDCEBC14BE423C8CBD1BBEEB3DD9BD583EB8BBC8BC82BC883DAA3DD33DCFBDB73D033D0A3CE73D863D8B3D1ABC2E3DF83CBE3D26BDF23D6C3DB93C503DD33D2A3CED3D87BDF23CA2BD143E173C73BD243D9E3CB2BDA03CF13C0C3DCD3DFCBD27BD3DBD6B3D643DB63CF03D8D3D653D27BE8D3DBDBDF1BD25BDCBBD0BBDB3BD90BD23BD56BDE03D3B3E263D0DBEBCBD8A3D5EBEACBD9C3D063ED7BC7DBDDA3D71BDBF3D813D933DC33D843CC1BD313D5B3D853CB3BB04BEBFBDD43D33BE68BE96BC023DD4BCF13D1D3EC73D98BD4F3D5B3CE93B073D11BE97BD85BDD83DEDBC9CBC7FBDE73DF03C8F3D4E3EEF3C6C3D68BD1CBCD0BCA7BA8FBDCCBDC83CB83CA6BC83BD3ABE5C3D1ABEBB3C22BD8DBD143E48BDC1BDEC3CA3BDF23DF83CB73DF93DAF3D273E113D9A3DF53DE63D1BBC62BB353E2ABE3CBD37BE1CBE4D3DB1BD243D1C3E433CB33CD93D713B603D87BD76BD913D8FBD1B3E3CBD5DBD89BCA03D23BEB4BDD1BBDB3B46BCBFBDA2BDC03C3A3D5E3D443DE2BCE4BC0DBDAB3D23BCB0BC44BD183EAE3D833C3C3DE33DC5BCB9BD613D9EBDA53D603E03BE16BE52BD1BBC383E483E233DD2BD343EBD3C893DC23C38BDE13DE73D24BD0D3C6FBC9DBDB23C7ABDE53B8B3C2FBDF73D79BC1C3EE8BC8F3C883D1BBEDDBDCFBCCABD39BD50BD803DB4BC91BD2C3D013DA53DB63D15BD99BCC6BCCA3CC6BD01BC0EBDE03DF8BC893DD73D56BD6ABD94BD343D693C03BE8C3C05BB67BCD03DDDBC1BBDA83B07BD103E343D273D6CBB823DABBC013C9BBD953CBEBD44BD1BBEAABD68BDC7BDCABD893B46BDA63D43BC4ABD3C3E183D95BDE93B06BDE93C0F3D103C9DBD8B3D103E1DBED23B4ABDA33C093E01BE113D05BEE3BD21BDFA3CACBDA33DBC3DA0BD02BE79BDFA3D41BD1CBD8FBD853DF6BCA83D0E3E833D0CBE17BE8D3D81BD08BD3C3E9D3CA33C25BC773D8E3B68BDE7BB42BCACBC0B3E593D11BD2B3D0DBEFD3CBFBD69BEA7BB3CBD90BCF43CC93C5CBC063D063CE03D7EBD113C933D233E3FBD4EBD8ABCA2BCB6BDB03DD83B933DCFBD25BE1E3C3B3D87BD69BDBD3B163E32BD66BB48BDB3BC513D0BBDD03C5CBD4ABD253DF33C5DBD10BC9CBD03BEE53CEBBDCC3DD23D853DA33D86BDDB3D95BDD73DF23D44BB3B3D8BBD99BC343D853DDABD443E8ABC9FBC02BE233D343C81BDA2BD113E073C8B3DF93CB03AD43D70BD92BDA73DC93C29BCAFBB01BDAE3CC53DAEBD453D903C923D5CBD3EBDAD3C323D263D9ABD663D9FBDC6BD213EEF3CC33D803DE33D9A3DC2BD963BC53C7C3C0F3C0FBD68BD853D8ABCA5BDA4BD23BE30BE7CBBEDBC543D113EB3BDDDBD133EAE3C5EBE95BC1E3EF8BCDEBD4CBDF93CC1BDADBCFCBD6CBD1FBC9E3D32BC843D153CF83D5BBD5A3D9C3C6DBD883C81BD1F3DD23CE63CC43DB3BDB7BD2A3D943DB13DF83CC2BD76BD38BDF33DA13C4B3E653DACBDEABD963D253E253D97BB27BA0EBDEB3B7C3D913B78BC5ABE00BEF13B24BD3D3D68BDE83CDE3C66BD2F3DAC3C1CBE183ED23DEC3C0C3D38BD29BCB2BDC83AC1BBFC3CAEBBAFBD913D913D0C3ED3BDDEBDBA3D5C3D07BE6D3DAE3AB33D033AC8BC66BD363D863C573C083D323D0F3D073E193DAE3D32BEFA3D4FBDF8BC2DBE8F3D963DAE3D753DEB39573D46BEDC3C96BDA3BCB93D7D3D82BD843D543A70BDC73DB5BD1D3E973D8DBC983D9B3D6E3CD33D15BD9A3D6B3D543D07BEE83D62BDEFBB27BC1F3D333C35BECF3C40BD7F3D623C0DBBBC3D0CBE99BC8D3D263D8C3D963CA33D33BEC1BD8FBD6C3C27BEC83B2F3D90BDEB3CA93DCC3D8B3D273DC3BD99BD063D0C3E9EBD19BED63DCABC54BDCBBCBB3D18BDCABDD03C283EB33A213DEDBD103D5BBD14BD31BD86BC813D673D62BE8EBD593D7FBC0ABD35BD1BBD2EBE13BE87BDA33D533D7D3CBFBD92BB9C3CF73C71BDBABD84BD503D4CBE89BC123ED8BD223D8EBDB9BCABBDCEBD2A3E2F3EB4BC8DBD01BE783D2D3B863CA03D1DBDBFBD973B6BBD9DBDE33B183E833C4FBB013D413E83BC8CBDE3BD713D2D3D123E07BD0ABDD83D75BDDD3CF43C8CBC0DBC1D3DD53A5B3DD23D4D3D5B3DBB3DFCBDAD3DCBBC72BDCA3D013EA1BD533C83BCC83D42BE903C95BDCDBB97BD4FBCA13B26BD523D253E9CBDE83CF7BD173E9A3CDF3DD4BD87BC85BD683B4FBD8DBDF7BC12BE8B3D5ABDB63DA0BC563C463D6EBC0FBD5ABD0EBD29BECE3DE3BD13BD3B3DF13CAA3D7B3AFF3D1EBE593D35BEE23C9E3D43BC07BE57BC94BBAE3D67BE1F3E8A3DCFBC91BD8DBD13BDAB3D753DACBD173ECD3DC2BC41BDD5BD903D073E40BCD4BC073ECE3CC3BB81BD23BDA7BDF73D28BE2E3DCCBC5ABD2EBEB2BB02BE053E2A3E0BBD373DADBDC13D3ABD01BE593E973D08BD3B3C883DB3BD21BC9CBDFBBC853D193EC03A863C8ABD41BD99BC83BD1ABE2EBDE43D7DBD533CDABD95BA83BDA0BD583D1B3E943D03BE953DE4BB83BCC5BC9ABDC7BD3D3D7FBC5ABDF8BCCF3C343DC13D583B30BDD3BC5CBDB63D843DBB3C62BCCA3CA2BDE03CED3D313E013D87BD603D813D59BD98BC36BCB13C4F38A9BD2B3D4CBD6EBCEC3DF73CC83C04BDBA3CB03D5EBEADBBB13D8EBD15BE4D3DC03C393D953DA7BC13BC10BDD33B03BD0B3E0B3E713D9EBD5C3D523E96BDDE3D9FBD9E3D9CBCE1BD88BD53BDAA3C223D4E3DDCBDE1BCBE3D72BD5E3D94BDF03D913DD03D23BD5BBD0C3E56BDCB3BBE3DCC3D54BD2BBE4E3C5E3D55BD1BBC81BD3CBDEB3D803CF33C37BDBE3BAB3CBE3DE4BCB43D38BE013DEA3D19BDCA3D873D7FBE2E3DB6B72DBDADBDD2BD45BDE63D8D3C71BDEF3CB4BD3EBD08BE523D01BEC1BD323B84B9633D563DFE3D2A3CD03D77BDA3BD6E3D0BBE7A3DA03DD83D09BC38BCBF3D96BDA8BCAFBD0E3DC3BD753DB6BD9C3B3E3EF13D3EBDD23CD2BD813D0C3E21BD0CBEF7BBD43DA0BC2C3C0DBD503D903D96BD353D9ABD2BBDAC3B28BC8CBD5EBDC23CEABD76BD323E213C02BEB4BD8EBDF03B4F3DF43D413E54BD2D3D1A3DA43D59BD203E843DE4BBDA3B823C2E3DE6BB8D3D8E3DE83B3F3C943AB63B093D953D82BB67BD88BD8CBC2FBDDC3DA1BD3E3C79BCE3BD87BDDC3DAABDAB3D1E3C07BDDE3D263D063DB83D623D5EBDB9BD883B9FBC9DBD2B3DD03D8F3DC5BBC73DC9BC8E3D493EA83D57BD3E3DBABCA43DC53DDEBDACBDD6BDAB3D98BC11BEC03B8FBD53BDAF3D45BC12BEA9BDBEBC09BEA03DEE3D053ED9BC8BBDDEBD603E273D023C393DB3BD77BDEABC403D55BD1F3EF1BBDA3B283DF7BCE8BCEFBDAB3C1C3BA8BC24BDF0BD38BDA33CA3BD6ABD5DBDBE3D0F3D2B3E893D31BDC0BC013D193E3C3DB4BDD6BCC63CEFBDA63CC43D51BCECBD91BDBE3DB5BD223D30BE69BD0CBD0A3D793D3B3D2E3E8FBD543DB83D6FBD2F3DE6BD89BCBCBD423DE9BD013D913D7BBDA43D18BC40BC773D9ABC8FBD75BD033E1ABD20BD3F3DE03B263D6DBD25BE06BDE33DED3CFBBB3D3DD9BDEABD6B3D7ABCEABC9CBDE5BD52BD02BB4CBD1ABD943CBF3A8EBCBC3D1F3DA63D05BE883C483D6EBDEA3D9ABD973D283C99BCF9BD5EBDF53C34BB0CBE9D3D12BD453CC43CFEBCABBB383D563D1D3D2ABE253DF4BCA4BD53BD103E9F3D9DBDE9BCA83CA73D4C3DEA3D0E3D053D35BD99BDAA3D51BBB1BC9B3DD2BC393B2ABE1DBED7BD383DA7BB553CE4BD2A3D263DDD3C2C3D993A833DCF3CE8BD1DBD2FBDC43C44BECBBDE23CD03CA7BC233CBC3C99BDF5BD25BC403D24BD3BBC9C3C9D3D593CD03D943DFBBDB03CF43C543C51BD1B3E673D333EDE3DF53DD8BBCC3DB3BDBC3D97BBB0BDD63DD5BD6D3DFABB383DA1BC473D5D3BDBBC7B3C283E46BD0D3D25BDAC3DB0BD453D053EC6BCA93D8BBCC43C4A3D1D3DEABB73BDB2BC05BE2C3DD33D2B3DF0BCF73CC0BC823CB4BDD7BC0A3E4F3DAFBB7BBDEBBC9DBDAF3C223C823CDD3DE33DE9BDDA3D643D51BD13BD133D4A3E463D3A3DA53DBB3D16BDA5BDF63D743CE0BB5FBC153D103E143D70BC34BD803CB13C023DC43D263D2CBCD8BD4BBD893C06BE3EBD1F3D92BD883D1ABC27BE803DE83B0E3E8E3DE5BDE83D06BD83BD1FBD213EB43D95BDDD3B743D30BDCDBC073DFE3D053C1A3C7CBDC63B023AA9BD7D3D80BD2BBDDF3D21BEA73DDD3B15BDAFBD823D7D3DE4BC86BDE9BD883D8B3D98BD18BCE93DB0BD1B3D8B3887BD333CC8BCDB3D233DD3BD7ABC5CBD3FBEAE3DC03DB83DFA3DF9BB733DE23C3ABC0BBE88BDA93DDCBCDD3DAD3C52BD9E3DCE3C9DBDC63D54BDA93CBFBCEEBC8FBED1BD093E8E3DA6BCE33CC23D293DD03DE93D92BDFA3CB1BDA63CA5BC1F3D9A3DD2BD883BD6BD2F3DA6BD7CBCEDBAA93D953DC43C013EA83DCF3D0F3E0B3D8D3D103EB73DC43D503DD83DF0BC423DD8BB103ED4BD043EC93DA6BDDBBD24BD05BEB93D63BDDD3B273E8BBD95BD8F3CA7BC7ABD293DE13D043E40BD59BD38BD1E3C0ABE823D593C283EA7BDD1BCDC3B0B3C19BE38BEA1BC023DD0BC113D6DBD0BBD34BDC9BD13BD7DBD9A3DD43CEFBCCF3AB03B97BDBA3D183C023CB5BC523D3F3D8FBDC53C2F3D98BD643B95BB75BC59BD44BD6A3DA5BDE1BD7FBD83BE073EFC3D273E31BC84BD293EB7BD9CBD5E3DDF3D6D3D963CA2BCE8B9C2BD963AB2BD0F3D62BDE03CAABD09BD0DBEA4BD1B3DF23D5DBDA43DE6BC333D123E973DD0BDA33D193D683C93BCC53DB93BF9BC363DA63D8A3CD9BD3C3E20BE0C3D96BD113DCFBDC53D6EBDF7BD10BC613E3ABC873CD23DBA3DC33C423DAE3D29BDD5BCB5BDA53DD03DD5BC4DBDD4BDFDBD0A3E29BEC3BD133D543DDDBCC9BDED3DB8BD06BD423D52BC8CBB073EA2BDCCBC933D8DBC703CCABB903DC3B91E3EFE3C48BD3CBCD13DC9BC563D0C3D3D3CAABD473EA5BBF73B47BDBEBC0F3EA7BDC93DB0BD353D7D39563B8E3C8F3D273D83B9143D343C1DBD97BB703B223B00BC72BD18BD7C3D3CBDD2BC113DAAB8DD3AC6BDDA3C83BB7C3C2C3D173C3CBDA3BD83BCF2BA4ABEBA3CC0BC25BD273D893C143E493D16BEDC3B003D833BD53C0BBE483DE8BDF93B0B3D7DBDDE3B85BC3DBEEABD783D7A3DE83DF4BC243E0FBD893C8ABDE7BB283E9D3D0CBD16BE25BDC93DC5BD80BDA2BDEE3DC63DA9BDA13D483C7B3B0E3E7EBD07BE6ABCA83D673CCCBCDBBB2DBD97BB04BEECBDE4BC7EBB85BDC73D5BBD183E693D50BD95BA20BDCD3C4CBD073DF6BA25BDCD3DD63CEB3D78BDF33D84BDB83C4B3C7D3C823C24BD163D82BDF63B86BD213EB43BA03DC83D7B3D1FBD1BBE763DC13CF2BD0F3C6BBDB4BCA5BD613DC1BC7A3C4E3D80BDF53CCA3C0FBE5FBDE63D6BBD27BDE93C98BDB63DB4BD7C3D753C46BD33BB83BDF03DDE3D60BC8C3D6B3EAC3D0BBE3A3D113E15BDD3BB543D5DBD5C3D2D3B1BBE9CBCE33DC4BD293D3B3DCEBDF3BA9CBDAB3D533D9ABC80BD863DE2BC03BD853CAC3D0B3E8F3CC3BD893D663D473DCD3DAABC123DCCBD9D3CC5BAF8BDAFBDA0BD30BC4EBBCCBD8ABDCBBD44BD52BD1ABD95BAB03D56BBC93C323C95BDB33C0FBE933DD8BD2A3CA33DC5BDEBBC8DBDFC3D3B3CA53DE13DDBBB4BBDB13C903D95BD29BD223DFA3D2BBEE0BDE5BD3ABC4CBCAFBC4FBDE6BD0E3E74BCA8BD533E663C493DB23C60BDBC3C173D97BDBE3D953DC33D923C533DF33D4CBCFFBC88BD413EE73C803DC23D16BD403EA6BB29BDA0BD0EBE373D40BE6A3E233C98BDB73D54BDC33BF3BD2B3C72BDEA3D46BDB7BA18BC2BBE94BDF63B31BC84BD9EBD48BC933AF93B29BEF8BC8A3D54BDE4BD5ABCD9BCE73D093ECDBDF23DC43B0B3EBBBC36BED73B523CBEBCAABC913D01BE6B3DA7BD84BD603DB43D79BC783DF7BD043D8DBCFEBC763D1ABD3A3ECF3D1F3ED83D833D3A3CFBBCBC3D183D94BC48BDE7BA8EBD293E383C393D9D3D743D003D9C3D3C3C923DE2BD5EBE283B11BD0DBDE2BD96BD7F3CE6BDBE3C49BDFA3B08BE103E80BCA83C8EBD89BD96BD22BEAFBD6B3D1E3AB23CFFBC22BE8E3C06BE193D1CBC833DF23D08BD2F3E99BD283D00BED63C90BD033E0F3E22BD373D6FBED43D6BBD36BE9C3D96BD853D2A3E93BC4BBD733DDC3C26BD11BD4E3DE0BDC3BC023EACBCDC3CC43D46BECD3DBF3BA3BD043EE23D76BD1CBD42BDBD3B28BDC73C093E9CBC19BD7CBC053E4BBD233E67BD0E3E25BD26BCCFBBEC3DE23DC6BDFC3DC23DEF3D883CF2BC923D0E3D1EBD1FBD51BC7E3D86BB25BB273C32BD97BD6EBC9DBD9EBD943D38BD93BD5D3DCA3D04BD40BCE0BCC8BD953DD33D943BCDBCE7BD15BD473D1B3DD43C063CD13CFFBD04BE133B05BC6DBDAEBD6C3DA2BD023E20BD5BBE4C3D623C453AECBAFF3D883C93BC6BBCC8BABFBB943D863DDABCCA3CCD3CD8BD41BD94BDA3BC053D0DBD2C3D213DC93DBB3D02BEF83D103D67BE8DBD6E3D0CBDF9BC28BD9B3D163E05BD57BD9E3DABBD843D603D813DD1BDF43A4DBC61BDC43CF43A49BDA13DA2BC573D48BD04BC123D4D3C89BD033B78BD253D5F3C4CBD39BDE6BCACBCB13C28BD57BC40BDBB3DAA3B86BD0EBED0BCC7BDA73D02BEABBD543B01BE4B3D2EBD833D223EC5BD9A3D3F3EB03DD53D1C3C8ABCE33DDEBDFABD293DE4BC11BD22BBBDBD74BC25BBD33D073D353D853DFD3CA03B7CBCCD3C66BD2CBDA4BD83BD1C3E3DBD95BDDD3DB63D2E3D36BCA7BC403C193D1BBD123EF1BD6EBD1FBDC53DFBBC9A3A16BDB33D973C483A243DA0BDF53C0BBDECBD15BE12BD8ABD063E3E3C663C9B3DDA3C963D33BD593D3E3D9F3DC43DB53C30BE36BD8E3CCDBC37BD0EBE71BC333E493D9FBD023D0A3EF93DACBC703D42BCFBBCD9BD1EBD9BBDD5BB003D33BE1DBDF13DFB3D6F3C90BDEC3CE2BDFA3D263D96BD353E30BC0BBD013EA53CBCBCFBBDD8BC5DBC41BD573E223EB03CA33D23BE2A3C133E5DBD6EBDEABC1E3D9DBCEBBC5A3BA9BCC73CA93D373D6BBD7D3D37BD843DC53D35BD6B3D9CBD8EBDEEBD333D9BBD57BCCF3D013D6ABDA53DF43D12BDC2BB833A58BDCE3D4C3DD53DB9BDF7BC15BD24BDC5BDEBBD7E3DF5BCCBBD55BD9ABD643D1EBD18BD943D28BE01BDCFBD2B3D0D3DF83C84BC3E3D99BDD5BCD23D883CC93CD1BD953BEABD25BEA63C8CBCF23D46BE89BD64BCF9BD47BEE6BD78BD93BD8BBC23BDB8BCD03DE7BD513D1BBE85BC94BDB3BDDBBCB53DEDBD77BDF4BDF53C4ABC7EBD13BEEE3A25BD4F3E13BD143DD13D723D84BDA8BD3ABE95BDC6BCB3BD8E3C04BB9FBC343D8EBD1F3DDE3C29BD883C3A3EA13D533D60BDC73DCBBD073E4A3D233CC53C4B3C3F3DCC3D103E4B3D3CBC813D92BDF8BDBBBDD2BD7E3D76BDE4BDC73D0B3D6D3D07BD48BE893D283E663DAEBC02BE8FBD91BD44BE28BE173E4A3D003E0DBC52BD093DF43D23BDEA3D1EBEF53C38BE2D3E78BDF3BC083E2B3D63BD363E663DAC3C82BC6DBD9F3D523DABBDB2BC853D383DF23C543D8EBD72BDB23C45BDBA3C803D3DBE2ABD0F3E453D873C1DBD363C86BD41BE843D98BD5A3BDC3D07BE10BE23BEA13D533EB2BD213ECCBD94BD043D0B3E7CBD8C3DA7BD03BDACBD0F3D4BBE31BEEDBD58BD133C91BA9BBCEA3C9E3D413DAF3D00BED0BD72BD10BC6EBDFB3D0ABCABBD6A3DFCBD8BBDAA3DA6BD98BDC63D39BDC23D11BD6BBB273DAC3D9D3DAC3D6C3D863DDD3C043DA4BD2ABE7D3ED63DCE3D8F3C813C05BD8F3957BDA53D06BDA93D6A3D923D00BE863DADBC82BCCBBC423E4D3C053DDD3CA73DD23D853C37BD66BDE93C8ABB243E18BD94BDAC3C58BD8D3DED3C2A3DE93D5FBD5B3C213EA03DE73D2B3D2DBD303EF3BD35BC493D69BDE03CD93C76BC20BDCC3C12BE07BDF7BC89BBEEBD8EBD923DD03D68BD0A3E25BB16BE35BEBBBC9ABB063CEF3D8ABB083E6E3D6CBC02BD0EBE1FBE8D3DFA3D54BDBFBD17BE3BBC3BBECF3D9ABD9A3C65BC853CBA3C1F3DDD3D9A3D42BD0F3E1B3C0CBDE4BD75BDACBBE03DAFBDD63D893D6EBBFDBB763D10BE0ABE943C0D3EE33C703D6CBBB1BB2B3D1C3E353DBFBB153EA83DA5BDC83C17BE18BCACBC2ABD48BBBC3CC4BDD43D90BD86BDF23D6A3D82BDBCBD03BC7EBDD33DB33C81BCE73D80BC3B3D203E713DEABD893C603D923D9E3DE7BD893D833DAABDC4BD0A3D7CBDE9BD5FBDD73D71BD49BD25BE56BDA83DCE3D2C3E6C3DC8BD34BE18BEE83D9BBCD5BD90BD44BD3ABCBB3D163CDA3C1ABD59BDA2BD083D4EBD4ABDF33C5B3AB6BD7DBDB8BC0CBD453D75BB2D3B4B3E18BE30BEA23D853C6B3D85BD4B3DCDBDE33DC43D8BBC163D97BC54BC773DEBBBA5BDD9BC8D3DB13CEBBCEABCE5BD05BC7EBD4FBD15BD81BD7BBD38BD783D043EBC3CD13D07BEEA3D0C3D7A3BBDBD433DD33D173DCDBC353EDD3DDC3D133D053ED93D923C403E0EBE94BCE33D083DFABCFABD2BBCE0BC84BD523D133DE73AB53BDEBD77BB363DF53D81BB3ABDE6BC4DBD28BE183D0B3DB93DD83D9CBD78BDA63D5F3D753D953D86BD0CBD4A3D9DBC993D893DD8BC85BD90BD133E983DEABD39BD133CBD3DD8BDA73DC13CEC3DE5BC8EBBC93D13BE503DA7BDEDBDCE3B0D3DFA3DD2BD3B3DA93D123DC0BD1DBD95BD833D813D903AB13D3ABC9F3C043E0EBE3B3DCFBDD03CA4BC253D07BEC53DE23CEBBD8CBD843C44BCBCBD9A3C0A3EDCBD2C3D60BD843D4B3ECC3D11BE12BE053E9E3D183C27BD0D3EEE3D8BBDEDBB04BEC0BCA23DE9BBF13B223E723C3B3B143D04BE413DC4BD3EBD953D08BE1BBD82BD2EBD15BEF3BD0FBE0CBE153D96BDB83CCD3CA93D84BDDA3DA2BD74BE07BDFFB8AC3C0CBA5D3DC43DB3BCD53CF23D1D3D1DBEA43C133C7F3DFD3DD9BC053C09BDC43C9E3D613E253D6A3C87BDCBBD28BE12BE993DF5BDA43DD63DC63CF0BDD13C973D62BDC23C8EBD973C173E2D3D053D7F3C68BCDB3D04BEBA3956BC5CBDC23BCEBC723DC13CD03C89BDBB3C88BD22BD12BC86BD093C4BBE333D42BD723B45BD3C3DCF3D9EBD0E3E7F3C47BD633CBBBDEA3CEDBA493CA13DA3BDB3BDC83DF4BD5E3D1A3DA23D17BDF13D463E983CDD3D80BD1FBC8F3DCFBDAB3D4ABDC3BC84BC553D6F3D5D3D18BD62BAF4BD19BD11BEE03CA8BD57BD08BEEF3D13BEB03C703DAC3D153E3B3A173E453D06BED13DC93DE4BDE13D453CDBBDF1BC86BDE3BD2B3E223D0B3D3D3D93BD9E3D203DA83D6FBDA63D853DCB3D423D84BC6B3E06BE51BD363DEF3D8BBD47BDE7BD56BEFF3D3FBC243ED03DA93B523C3D3DA33B1CBD3BBD4E3E013EA23D21BD17BD523E8ABDA13DA33DAE3DF03D6C3D6FBD883C103E3DBD11BDE53DF0BC48BD1B3CBD3C3C3D2ABE65BDCD3CDFBDBCBC02BB35BD94BC8C3C0F3DD2BD05BDAF3CD43D4CBC15BE80BDE23950BC683DB03D3D3E31BC2E3D1CBEAA3DBBBDFF3DCEBC64BDA1BD6DBB03BD94BB66BD433D1D3D87BD3E3E83BD543DDABC2BBE92B9383CF4B9CE3D7E3D4F3DE6BC133DDC3D31BD60BDC9BDE6BC103DAABD3DBDDFBC3ABDC5BD2ABEA23D2ABDADBC7A3D46BDF2BCDABD503DFB3D28BEFEBDA83CCFBD7EBC513EB83DE03C2CBEBB3D90BD523D303DE53BD3BDC6BD24BC85BCBDBB78BC65BDF43D0A3DD8BDB03DFD3C9E3D753DB4BCD8BD7C3D12BE87BC143DC53C153D4B3CF4BDF63CC93DC53DD23D43BD1A3C4EBD2D3EF83D133E5F3D293EB23CAFBC7ABD323D1DBDF8BD833D823D833D453E033EB63CF83CA43C873EA3BCE03DA73D57BD50BE9D3C4EBCBB3BBBBC77BD9DBCB43D12BD5CBDC8BD673D883D2E3CFF3DBBBCE2BDE93DBCBD1ABBB0BDF4BC5ABD5EBD37BE60BCE73C9A3C9D3DEDBD26BDB0BD023E913C903DB0BCC63C27BE123EAB3D1B3DC1BB1F3DCABC39BD44BEB13D013E",
      torch_tensor_32_torch.bfloat16_1: "0x0200000069BDC73D863C133EC6BD993D9E3DCEBDB4BDAB3D983D043B0E3DD73CC8BDAA3DC6BD8EBC1DBCAB3D22BE283D20BD89BB273D4FBD99BDCF3DE0BC913D083E5EBD",
      torch_tensor_32_64_torch.bfloat16_1: "0x020000006B3D79BDC53A813D48BE2ABDB83DF83C883C4EBBC73CBABD3A3C43BE7FBCA4BC123DBA3DBBBD933CA5BC753DE63A1D3D26BDA23D8B3C25BEB5BD1CBDA2BDEA3DC63CC0BD67BCA0BD243C17BE0B3B9A3DD7BD5B3C383D9ABDCCBD373D493EEABD68BCCBBD403D463DFDBDDEBC3DBDF23CB43D97BB893DE73DEC3C4DBD133D2B3D3F3C553DA4BCE6BD6D3DC83CA53C53BB2A3C04BC47BDD1BC7E3D2DBBE0BD823DA4BDB23C5B3ADB3C833D843D8BBD833CC73C213D8C3D80BDB33CBBBB09BE9BBDAC3D103EABBDF13B14BD2CBCE0BDE93CD23D663DE1BD50BCE5BCF63DDEBD0CBC583DA4BDF5BD893D5B3D383D233CD9BD3CBDD43D5ABDB73CF73B5BBDB33D7CBDE43B91BDB33CD73D18BE933D79BD6CBDC8BC1BBEC5BCB73D0E3E3CBDFDBC0EBD5C3C803D6C3C1EBDCFBC62BDE0BDA23CC1BA013E19BE823D2DBE85BCEABD05BC103D58BDAE3CCDBD313D893DA2BC61BD26BDC1BC5C3DB9BCB73C44BED0BD043D9C3DAFBD8DBDB13DC43D00BE7FBC9FBC783D8B3D54BDD9BB12BCBABDE93B41BD523CA5BC8B3DC3BD31BD383D0EBDCB3D2EBD56BD68BD47BBB13D38BD67BDD4BDF1BB1DBD303D6D3D85BDA0BD4F3D163D20BE2FBDD93CDEBB543C1CBD063D3FBD84BC2CBD833DE13D5FBDF13D2ABCA43C04BE14BDC23D963D8F3DAABDBB3CAABD4B3D233E0CBEFE3D013D0FBE863D903D00BDB73BA53DE3BB8E3D183E96BD913D0CBEABBD12BDAD3BAEBC113E75BD8FBD173D223D9DBC0FBE003E2A3D483D71BC02BCB43D3C3B873C993DD53C3EBE853D51BC853D94BCBE3C193EB73D173DD9BC05BD1F3D14BC803D253DE5BD76BD60BD123D1C3DCBBC873DBCBD243EC3BC81BCEEBD8A3D063DBE3D4B3DA1BDD83DCCBDC93D71BCE6BDA6BD85BD9F3D903DCF3CBF3D26BC8A3D883D843D243D3CBCA73B2B3D5FBD21BD33BDA63992BD0EBEA63D903DB23D9F3DEE3C0CBE083E09BD9C3B403D1A3E1DBDE23DAABC02BDCFBD9A3D353DB1BDC3BDE33DB0BDEBBB413DA63D813D90BDE13DC43C883D243DC53D74BC063E9BBD9D3C503EB0BC8A3DB73DFEBCAF3BEB3C65BD30BD69BD6CBCEABDB23DDF3D503E193D0C3D28BD0ABD6C3A843D5E3D563B4DBC98BD05BAD33DF9BD173ECD3DCEBC153DEABC153E653D183AD1BDF43BB93C24BD90BCB0BDE9BBDA3B00BB0A3D53BE0FBED4BAF73C563D04BEA23C88BCD0BD8A3AFFBD56BD1D3EE1BBDE3C543CB63D70BD2EBC85BDC9BD893DE2BB8CBA9EBD453C60BDF83C93BC293EE4BD093E203DB8BD35BD91BD123CBE3D423E64BD4A3D573CF53C1BBE413C533D503CCC3D8CBCC63C94BD213D66BC18BEAC3D3EBD193D083E893DC43CE8BC81BE1FBE2CBEB9BD0C3DEEBD943D18BDA5BD3D3DD53DE43BBD3D48BB023E643D85BDC33D983D1FBBB03D5ABD4CBE1A3E0FBDA8BDDEBC01BC1BBD673D8ABBA13BC83C03BE93BC38BC0ABE7CBDA2BD413CE53C0B3EE2BDDDBACB3D8DBD0BBDA03C853D7CBB9ABDFEBD96BD84BD0E3CEFBB863DA4BD573D423D8F3DEFBC37BD343E6D3D59BE623E4D3A943DD139AFBDDCBB283E5A3DAEBD2FBDA53C153E3F39363DB8BD59BDEB3C0C3D3ABE403C34BD9BBDBF3A28BEF83C0D3C663DEABD49BD4BBDD3BD4FBE343D3CBDF93D0B3EA1BD883DDD3BEB3DF13CA1BD263D39BDBABD8FBC8BBD9FBCF2BDA3BD6F3DA33CB0BD74BDCF3CFABBFFBD5D3D5FBD03BD2A3D983D8A3DAC3C31BDEB3BC93B41BE5B3D0B3E27BD073DAFBD2A3D48BD993B4BBC60BC9CBCCCBDC5BC6A3DA4BD333CF63D8DBD743DECBD83BE703C69BDA83D15BDCABDC6BD823C2E3D9EBD92BD95BDDCBDC73A27BD0ABDDDBCD1BCA33DC93C123E833C323E593D973D70BDD83C213CC43D0CBDC4BDC53DCDBB373EF23D4EBD59BD9F3D973D953CF03DC03DE2BC0D3D103E7A3C03BEFF3D323D923D423D1A3D77BD8C3DD5BD063E29BDFA3D69BED03C193C033CAE3D2B3D8CBD5EBD0A3D30BD243EFC3B7C3D0A3C4EBBE9BDA13D453DA93D80BD80BB75BD1F3C733DC6BDD53C8DBDD7BD25BD233E353D68BCE53D11BE613D8ABD43BDF3BC0BBE063BAD3DD6BCBE3DE53DEC3D5D3C0B3E49BDE93D7F3CC93D2C3E02BDA3BD493D3FBC4B3E013EBB3CDE3CF7BC733D313D08BD593D00BC89BC253EB1BCAEBD7CBD923D8ABCF0BB523CE13D4FBDEFBA623D11BE6FBD823CE13DA4BDA0BCDF3D2F3C36BDB1BD043D243E7CBDAABD9EBD8D3C9E3CC8BD8ABD04BEBABD243DBDBD343C343DC2BDE73D413DA8BD803D313DBABABFBD9CBD093D473DE03D133E95BDC2BC2A3D16BE78BDECBDB0BC9EBDF2BD743C4C3D273D01BE9DBD84BDD23D373B213D23BEA43C013E48BD06BED43DBC3DCABDA8BD87BD5BBDBFBCA7BDA33CD33D173EDE3D613E3F3CEF3DA93DCB3D2F3D30BDAA3D0F3D35BDDDBD943DC43DD2BDF53D8BBC033D9ABD4A3D80BBD7BC813B83BDBFBC813CF1BC75BCEFBD07BD87BD553D7CBDDE3DEB3D863C653D923CA1BDE6BC5FBD99BD43BD643B433E48BC0ABE56BDA63A9E3DC33B903D20BD663DA63DDA3D933D403C1F3CA83D9D3DBEBDD2BCA0BDFF3D7F3CED3C53BDF7BC733AE9BC4ABD34BEC5BC633D2ABE2F3D353E9FBDF43D17BEDD3D89BC6C3DB3BC86BD53BC15BE00BB583D25BD1ABE313CE83CCDBD07BE6B3C1CBE8C3D5DBD953DC63C0C3D24BD263EB0BD963D2C3D283D463D98BD85BD1E38323C21BC9B3DC1BB073D4FBDF23D793DEE3D573C5BBDC93CBB3B7F3B77BC59BA373C53BB2EBE04BE96BA3F3CD03D09BD5D3ED8BDC93CFB3C333D323DF23D703CF2BDA4BD3FBC8D3D83BD37BCBDBDE73D9F3C50BED93B933D363DF23C4E3D6A3DEA3DCCBDD8BC4C3D9E3D39BC75BD463DD7BDF7BC2DBE97BC17BD583C0FBEA13DBEBCD23D51BD9EBD0C3DDDBB28BD323D653E30BDFC3B13BCDBBD523CA5BDC6BD893DBFBD05BBD8BA51BC093C3A3DA43C733CF2BDF13D263D41BD16BDD2BDDDBD09BD3DBEF53C90BC6BBB8EBD083D1CBDAC3C503A34BEE7BDEC3D293E65BD1EBD6A3CF4BDBD3C29BCDB3D923DA1BD50BE46BD73BD9A3D7EBD943D8ABD0DBD783D393E773B57BC993D1CBCE6BD173EF63D9B3D133E3F3DF4BD34BD9E3D96BCD9BCD6BCF0BD8A3DBABCEABCB3BC12BED6BDA4BDBA3DABBC02BDD33D01BD983A113E70BDB33D373EFE3DFE3DA2BC35BD003D0F3ECABA15BDA73D0C3DFD3DD53D37BED83D163EBFBD083E873DB63D23BCD53CD53C443E233DA03CFABDED3D213C9D3D08BD24BD91BD713DCF3C113D90BB90BDC0BCEEBD25BDC23D433D97BD64BC4FBDC33C0A3DD43D0C3BD03CABBDBE3C173D573DD6BD253E993C13BCCA3DB63B8B3D63BC31BD9EBCF8BCE53C94BCB63D393D433EC4BDA7BDBD3D323DB73DBABC11BDF63D443C00BD383E02BEFABDA9BDBCBD11BDAF3D2E3DDD3D1BBDD23D0FBE3CBEB13CD5BD153EDA3B23BEB73D213D513C4F3C053C983D163D17BE42BEC3BCA63DC23C86BD52BD8B3D273A333DA5BCFC3B0E3D69BC1BBDAFBCB0BC653CCB3B46BC3BBDD83BA2BB8DBDE53CEABDD63D26BC3E3D873A10BDA0BD40BDB9BB7EBDCF3C79BCB2BDD73DA53C143DC4BCA3BCCE3C553C283D46BD8F3C36BDB73C8FBD17BD23BCB0BCC83DC3BCCD3DD0BD94BCB2BDD53C533DFCBCABBD903D4D3BA0BB0B3E0FBBEB3D0E3D50BD863C3EBC0F3D513AF03D07BE9EBCC43C1E3C5ABE033E03BEC93DE63BD5BD3A3D35BCDBB95BBBA5BDF8BB83BD1ABEA73D6C3D00BD0A3D9DBCE13D323DFABCECBD94BDF83CD93CF9BCA3BD843D93BD74BD55BE8B3DF43DF53C343E3CBD8D3D1DBD46B881BD513BA7BDE23D513E8CBD213EAF3D94BBB5BD45BB633DB73DB33D97BC03BDA9BD82BCC93D04BE90BD773E17BE0DBD193DBABD2DBD333D05BE043D5D3D2E3E8A3CA1BDC2BC6CBDE8BDCC3DEABD5F3DA8BD673D8C3D273D0F3D6BBDD1BDB1BD10BE95BD823DCEBD45BDA73DD13D07BE1B3D81BD463EA43D3EBD19BDE6BC7DBD0ABC04BDD8BD873D9E3CF1BD343D643DC93C06BE333D523D93BBBA3DDEBC48BDF43D0E3D593E46BA62BD9CBDE7BD863DF13CC9BC07BDD0BC3B3D9DBD063E453DF4BCECBD40BDFB3DF93D983DA5BDCA3D52BCAFBDA43DBABD5DBD0C3D7DBD30BD5F3C963D293E123EED3B703D89BCBCBD92BCC7BD73BD973D54BCBA3CAF3D81BDBD3D0E3E8D3D6ABD04BE953CC63D47BD913D72BD4D3D22BD553D943CF03DC53D663C0F3E51BD913D2B3E31BCA53D02BED13D96BDF8BDC7BCBBBD863DAE3DD83D823D2C3DF23C203EEBBD6ABDB53DBBBCA9BC9C3CCD3D2CBCA03DD93CA3BC1E3D9BBC3FBD923CCABD24BBFDBBA4BDCBBD33BB9FBC403D6FBD1A3D603CDDBD3D3A6A3D5ABC863D0BBC06BDD1BD083DD13DA9BDC63C1FBDA13DA5BCCDBC96BD503D55BDD13D40BCD4BD86BA08BDDFBC97BCC7BDC2BD11BDC53DA53D84BD04BEF7BD29BD3D3CAFBD94BC833CA43CFDBC8DBC35BC82BDF0BD5FBD143ECA3D42BD513EF03D65BDA73D5C3C81BDA53D15BCBD3C913D1DBE28BE84BCF1BD8BBEC93D0D3CB5BD31BDF2BDA23CAABD9EBD9ABD2A3C243D50BDA1BD8F3D793D16BDD43C9DBCB23C1A3E2C3D76BCB1BCC93D09BD513DE1BC1CBDC63D13BE3ABEC63D673EF13BAEBDF6BB64BD46BDA1BD17BAE63D753B003EBEBC07BD82BD3C3D0CBC9ABBDBBDDF3DC6BDF1BD16BDA9BD32BDAB3DCB3D0EBBF7BDC5BD8FBCBCBC16BEB6BC963DC73B0ABE523D10BDBF3BD73BD4BC35BE853D41BEB9BC413B86BDB5BD93BD1ABD2FBB173D0ABD503DB33C41BDBA3DDE3C6B3D14BE75BD073EF93CD63C9A3CB3BD6DBD6CBD2C3E01BD83BDE33D60BE663DB7BC8CBDBA3824BA063B7D3D25BEE73CF83D373DCCBC20BE5ABCE03CC0BDA73D2D3BAABB78BC9EBDB0BC603D0B3CD43BBFBD703D723D1C3E853D623D30BD173E14BE07BEAB3D17BE4E3D293D17BEE0BC52BEFDBD7A3BFEBD0CBCE03DEA3CEA3C88BDA1BD29BB543DF3BD203EC6BDCCBC58BD59BD0CBD183E733D753B73BCB2BC8EBD3C3D1EBEE03C8FBD32BD25BDEB3D88BD823D1B3E423D8C3B813DA2BCEA3D85BDC23D133E473C9EBBC63BECBDC8BC853D973C9BBD843DA0BDA23C7C3DFB3DA3BD0C3EED3C8F3D1BBD38BD3C3CFE3C1BBE09BD2ABED2BD91BD043EA33CB03DD93C1EBD3F3E153EC53A6D3C43BD9ABC81BDD43A8ABB9DBCFDBD643D98BD11BC43BDBDBC88BDC53B2D3E7C3D943CA7BC093DDCBD793D92BC5A3C0C3CBDBD233E833DA53D07BDB0BD21BE14BD1F3DB0BDFFBDB23B913DCCBDB73BD5BD133D22BDBCBDEC3C923D843D06BE953D223EC8BD113D333B7B3D06BE4B3E8BBCB93C62BD7E3C413CE8BCA23D8B3C4ABEC7BD53BD563E79BD793DDA3D763D25BE02BE7C3C6E3C3ABD3CBDB2BB7EBD2DBCD33D13BD553E42BC78BDF63C0CBCE6BDC53D853CA33D98BD4A3D91BD35BE3BBDB3BC6B3CBEBD013CC8BD3D3DD83D10BE1ABAB13D073D393EB4BD553DD3BD833C7CBE823CC93D0D3C0C3D2DBD54BD54BDA83D5CBEC6BC6A3D7E3D64BD8B3D903D43BE85BD833D04BC17BDDCBC483D553D5FBDDABC0E3E073E26BEB53D6BBD08BE343C9BBDD1BDEF3B21BBAABD1CBE04BE483DF63C0BBD493C21BD86BDC13D88BC58BD043EBC3DCA3DACBC943D51BD93B8673CF23D963C12BE923D203E2ABECDBC563C7D3DF4BDFCBDDA3D4FBC31BDDE3C2D3DC9BC6E3DAA3C10BC82BD23BDC9BD24BBDA3D08B988BDFC3D86BC10BDA63DEE3D1D3CAF3D0ABDE6BC2BBD1E3E7E3DFFBC9EBD53BC1D3D88BECFBD90BD3D3DDA3C5EBDA5BC1ABD863BD53DEFBBC93C023C78BD4F3D",
      torch_tensor_32_torch.bfloat16: "0x020000005E3D53BD1D3C24BD2CBDB8BCAD3D2DBD543C5E3DE33D98BD17BD9ABCDEBDCBBD79BDFB3CCFBD6ABDF6BCEC3D323D16BE183C01BB713C89BDD6BD14BC5C3D523C",
      torch_tensor_32_64_torch.bfloat16: "0x02000000473C643CD2BD7EBDFD3BD63D1A3DAEBD183D06BD603D113E683D833DA9BC0A3E553DFC3DCA3C363C9F3DF5BD953C0EBDA6BD183DD2BCEE3D0ABBD3BBB13C2EB904BD2F3C853DA43BE43C033E47BDC33D613DCFBD2C3DE6BD2EBEC8BD4C3D8D3CC0BDC03C7F3CDF3BB9BDD83CF73D95BC433E0BBC4C3DAEBC9EBC9BBD373B82BD173E1BBD8D3CAF3DA2BC21BDF53A0A3EA93D0FBE213D2ABE0C3D7BBDB5BC013D08BD37BD3BBD973D80BD98BDCABD943C0E3E0A3D92BDDEBC3A3D10BC90BD05BE80BDC9BD3A3D97BCBDBD573DB43D88BCFCBD003D0EBE613DA339143EC23D6B3DA63C4FBD4F3DAABD873CD73C833CBB3C353D013DEE3CB93C833DF1BCD2BCD9BC553D99BD74BDA93DC13D023D853D903DEFBCC53D4A3D923CC33D223DFBBD223EF9BCD5BD293D163D723DB53C343D283DB83D04BD963CDDBC94BD9E3DB33DBFBDF4BD6BBC173BA93DA83DCFBD483C083E6DBD6DBB55BD573D133DEC3C583D993D14BD173EF33B1D3E69BD373C4EBD533B853DC1BDE4BC383DBF3DEABDA9BAD33D7A3B373D9DBC553D473D8DBBDD3D993D5F3D993D20BBF73C41BCC33D093A423D973CDE3D653DE63B51BCB23D88BDE03C3FBDCEBBB3BCFE3D31BDF7BC0ABD273DA03D463D94BDAA3C8D3D483D9ABD0FBEABBD2BBDC1BDB53D3CBE913D8C3DD63DEA3CA1BD053E91BCC83D14BDD7BD0F3D93BB57BD323E643D13BDF13D543D503D27BDA03BB03D1EBD95BD7F3D25BCF2BDEFBCBEBD1DBD313D44BD683C873D9DBD47BEB13D00BD6EBD8BBDA53C87BC0CBC17BD08BD8A3D0E3D10BED9BD063E0A3DE1BD1BBE013EC5BCA03D5E3D9CBCC63DAB3DA53CCBBB24BE073E8EBDD13C3D3D8DBDA33CB9BC5D3D5ABCFF3CC2BDF1BC8CBD223C9EBD7ABDFCBD86BB5E3D9BBD93BD67BBFCBD8BBCB73D59BDD5BD8E3DAABD5CBD653DFE3AA73D503D0538D93D24BE5FBDA83CC6BB353D38BD54BD793DD7BC4CBD273D403DAFBDAA3D893DC03D44BD82BDA2BBE63C8ABCDFBDF8BD09BEA03C3F3B85BB0E3DE0BDD43D44BC82BD1C3D0ABE00BD423D253DCDBD093E1EBDD03DBC3D17BE66BD17BD8A3D083C61BE9CBD923BB73DECBCDA3D99BCAD3B00BE603EABBD1B3E993DA3BD21BDB0BD87BBE4BC0ABE4D3C693DA83CD53C0F3D12BE32BEA73CA5BD49BDB13CEFBCC93D493D023D7CBD9C3DC1BCEDBDB63D223E343D973C243E823D45BEF83CDEBDD43D0C3E21BEF5BCD7BB923DAC3D3A3E86BDD9BC0BBD363E263D8F3D86BCE03C41BBB7BC29BB6BBDC33D653C06BD3DBD13BEA0BDDDBCAE3D9FBCCDBD05BE72BD96BDBB3DCF3D5DBDB6BDF33D9A3D7DBD113C7E3D8F3D03BCD13D9C3D703CB0BD333C2D3EFB3D3D3D1EBEFF3D813D163D763EEE3C6A3DEABC92BD82BC11BDE03D483CE3BD403D0ABD3ABAB5BCBFBDD0BC183D20BD323D5EBD9B3BF4BC493CB0BC90BD92BE8CBDD93CFCBD893D973DCD3A89BEE13D233C0CBD7DBDB33D6BBDAF3C40BDF6BC2ABDC23D6FBD9DBD223C52BD2A3D243D79BC3B3D24BB86BCEE3C333D853C97BBB8BD12BD1FBD833CF5BDEDBBC3BCA3BDCE3CE93CA4BC3C3BBA3B8B3D9CBD9A3D62BC6B3C2FBCD0BD3EBD593DACBC393DA83DC53D223D883D1DBCF43DE13DA3BC133EAFBDEB3C6DBD2C3DDF3D153E8DBD773D60BEBBBDB6BB373D363D8A3C26BD13BD933D013E83BDE13C263B2DBD683DBA3D0E3E163D0D3D4CBD40BD403D783DBB3CAEBC85BDC1BC03BE633DDDBCEEBDF2BC02BCE03DCD3C2DBEB4BABD38883D4CBD3B3D2D3D00BE40BD233C663E65BD613DA0BC0DBEB1BC483D9EBD31BD193E48BD17BDA53DE43A45BD0ABD77BD4CBB9C3D54BD95BDEABD00B96D3D93BC823CAABCC23D0FBC963D683E7C3CD33DC4BC9F3CB8BD343D41BDC43DA5BD08BCF13D3EBE853DD93A253D813DB93D31BDC2BC173E8FBD423EC3BDF63DECBD03BE43BD233E2C3A253D033E9CBD2BBD9C3C503D08BEE4BCAB3C3CBD213BBCBD223ECD3D25BCDEBBC0BDA93DD03C923DA6BD8E3C5ABD763D773D3B3BD23CAE3DDD3DE0BD1FBE8F3CB7BD983D993D183C9E3D213DD2BD17BE873CDF3C403D3EBD843BE2BD4F3DFC3D19BEEBBD33BDDEBA13BE613C013DC6BD98BD8A3D0BBECA3C1ABEA2BDC8BC5B3C863DEA3A903C753D183BD1BB67BDB8BD903DF43D8E3B14BC90BDC23D14BD0A3DE23BC3BD443DA13D5FBD2DBD21BEAA3D45BE50BD033EAF3D21BC5E3D9E3D8D3ECD3B973DBEBD29BEA9BD68BC9E3C4CBD3B3D063E1C3C253CE13D283C23BBC0BD553DC5BD093EEA3D9A3D25BC6FBD0DBE203CE43CEABDAABD0F3EEB3C67BD4FBD8E3BAC3DA03D873D36BE913B473D6DBD19BE593D40BBA83DC03D1BBDF2BC74BD8F3DBD3D703DB03D3ABDD9BD0EBDF23D01BDAB3DB6BCDCBC543DD6BDDABC81BA983D823DAF3DA3BC6BBE933D04BE66BC21BB54BD38BC293DC63DB03D8E3C41BD093DDD3C68BDBD3D7D3D433E6F3CC93D4A3E143E0ABDD13CECBCB03D2DBEEE3D733DC7BD623D5D3D8C3C2FBDAF3CB4BD1EBEA83DB4BD913D273D8B3DB03CE3BA0D3DE43D193E233D05BD3BBD54BEACBD1BBCA53D463D2FBEC53BF03BCDBDCC3DE2BD84BD053D79BD943CE33D80BC21BCC43A8939F93D443DA7BCB33D87BDE8BD093E103ED8BDF13DC1BD373DE43D523E0EBE4C3DDFBDDB3CF83C0B3DD2BD9FBD9BBD3ABDC83B943CB33C473D0CBEF43C0FBD803D80BDFFBA8AB84BBD98BD6ABDA53D37BCA53DD83D0F3E15BE83BDF6BD363E6A3D403C4DBBAA3DE03ACB3D583D0B3E57BDC43DDAB9963C5DBD7BBD23BE21BD3F3C9CBE1EBE983DBABC8CBC953BAA3D913DA53CC03DB83CFDBC133E67BDBE3CA13DD7BD1B3DBABC743D103E0F3ECF3BCC3D8BBCFC3C5B3CAB3BE0BDB83D1BBD0B3D0BBDD7BCB1BD40BD81BD5EBCE8BBF4BCEFBDB53DBC3DB93D63BC4E3D68BDB4BCB23D6ABE653DA1BD923D6E3D11BE2F3E13BE47BDCE3D9E3D53BD6EBDB33C8A3D403A463C20BD493DBCBBA03CA6BD883C8DBDE63CD1BDA23CE1BB1D3EE13C983BFCBC053D593DB13CC4BC303D583DCEBD38BE863D8ABB32BD253E39BE82BD98BC4B3BC13C73BDC43DB73DE2BC19BD253DCFBC653C103EF2BDB53C94BDCF3CC7BD72BDFCBD223D893C7FBC6DBE00BD25BDC03D08BC123E8F3DA23D43BCAA3B053D153D18BE80BC6D3D553DC23D73BC943D963D09BD2DBE19BD85BDCE3DF1BD03BE03BD83BDAB3DF03DACBDE4BD7ABD2D3D8BBDEA3D243E43BC8FBD29BE493C10BC45BE14BE36BC033EE73D483DA43D96BDF9BC8BBC4F3DE5BCE13C33BDDA3D91BCE2BD9BBD3DBCF33DBFBCC3BD12BEB53C923CD13DCFBCD2BCAEBD9CBDA93CB1BC153EDF3C2DBC6E3D3E3DFDBC2ABD85BD3ABDAB3D0DBCC2BC6D3D04BD19BDA93CA3BC0D3E17BE193E91BC16BDB93D3ABC3E3D8ABD0ABE00BE7BBC0BBCE2BD86BC583DAE3CF13BDF3DA5BDEC3C66BE6DBDE4BD34BB7EBC073E69BCB83D99BD3C3D353D103D1C3E02BE94BDFA3DF1BD54BC98BD9C3CDA3CAE3DA73C2ABC323D5D3ED73CC83C093E62BDC2BC39BD91BD06BEC83DD53D4CBE513D083AFB3DAA3D6E3D133DBA3DBCBD8EBB093D7A3EFEBAAFBB33BEDE3CA43DCE3D893D7BBD763CC03C3EBE4DBEBE3C123D7F3DDB3C4EBDADBDAF3DBCBD563CE2BDA53DF83CC4BC1D3913BD3B3D1ABE193D0E3D083D8BBD8BBD8D3DAD3CA9BD373DC4BD0EBE233E683DC13D36BE5F3D2EBD533DD1BD75BDCA3D7CBC643E82BC5B3D84BDD9BC2CBEBA3D8DBCD33D7C3B38BCF6BC2B3E0A3D643CC4BC3EBCA4BDF63D94BD59BD0A3C5CBDA3BD86BD1A3D5E3D04BCC2BAEF3C703ED3BA85BD253DE93C44BD1EBEB8BDE4BD54BDF539BDBDA1BDC03D96BD763C1ABDE2BD5D3C013E11BEC3BDD4BC32BD2FBDB3BD343CF7BC333D233E2F3C1C3D113E26BE1DBE57BDACBD73BDCC3D38BE713DAFBD1A3E21BD90BCEBBC40BDC43C91BD88BD7FBD4E3EADBDCDBDF73DCCBD83BD273E65BC243E133DA3BDB8BD7C3D2FBD63BCCDBCE4BD433EE63D1CBDEDBCF3BD1E3C4D3C37BDA2BD8BBDA0BD2CBEA9BD35BD723DE83C0D3D92BD303DE93DE93D5DBC853C923DF43C5FBD813DF83D573DF43D6A3D6E3C073D5FBBCBBD3EBD35BD313E623B933CD1BDEFBC2F3EFD3ABABC333D3B3DF5BC053D823DA0BD3F3EA73C313DA33DFA3C8A3D393CF3BB243D023D3EBDC4BB6E3C463D7C3D3F3D20BC3A3EA8BD843C09BD85BCDD3C28BE6B3BD0BDA9BC5C3CA7BDC33DE13D0D3DC5BD2A3D163E7A3D97BD503B99BC923C183C3A3EBBBD19BD26BBF4BDBD3C51BD6ABBB8BA65BDEFBDA23D05BE84BDDEBB7BBDD1BDB3BD69BEE13D14BDF0BA09BAAE3DDB3D433D3B3DC93CFDBD06BE133E26BE4E3D0EBDD03DAD3CFE3B0DBC17BC223B94BC9BBBF6BC18BE0ABEF03D92BD263E023E9DBD183E2C3D50BD183E223D8FBC1CBEA8BBC1BDC3BD243E55BD4F3CFD3C79BB6C3D28BE61BD1CBD563D05BD79BD98BD62BA143D473DD33DA4BD3D3DD83A613DE2BCB93D50BD163DC0BD093DE03C1ABD72BD403DBFBDF4BDD4BC98BD40BC58BD27BD943D713CA9BD2ABCAC3D05BDC7BDA4BCB93D523BA73DBFBC5ABDED3D1ABD3E3D69BDDE3DF43D92BDE9BB033D1C3DF4BD903C883C603D07BEF63C06BEF63DC73C0BBEA3BD0D3DD3BC6BBB9FBD1E3ECD3DAFBB303E42BD09BE8F3D33BD55BDC23D6BBDAF3B6A3CE8BD69BE9FBD2A3C2E3D953CE6BCA53C4DBDCFBC7DBAF0BB50BD14BCA9BDB6BB0FBD26BD2B3E2DBB863D03BCD23DC5BDDEBC023E173E03BEEB3A7E3E24BD633C323D593D173E49BB37BE5ABD88BB42BC123D003D2ABE343D1F3DF03B873C90BD4C3C1E3EACBDA5BC21BCD1BCECBC0C3E8EBD133D04BDF13D80BBA0BC7D3D24BD5E3DDA3DFA3A60BD06BE73BD0B3BD8BD26BD8ABC94BD82BD013E343E4BBD4B3D1FBD04BDDBBD5C3DE5BB8CBDF83D39BD88BD153C52BDB43A31BDA43B93BD6ABD32BD08BE69BD6CBD353D85BD0E3E163EA63D823C153DE43D9CBC56BCD53C923D9CBDD9BC46BCF73DCB3D3A3E9E3BB63D98BB83BDECBD81BD9A3BB5BC94BCDC3D5CBB8CBCA33D89BDE8BC2DBEF3BD44BE9B3C5CBD723D103D88BCB9BD50BCD23DB8BC453DEEBC23BE31BDFE3D8B3D45BD1E3E23BD853D403EB63D1EBD273BAB3D5ABAF83D263C883D06BE2FBD093C01BDD63D783D30BE813D90BD0A3EA53D32BD753DAD3B9ABC0C3D8A3D8DBC233D29BEF8BDC93D9C3C493C233D50BDC03D113DD43DDE3C42BE96BD703D4DBD873D96BCA5BB5FBDBF3D8C3C1B3D8B3A083D5F3DAA3C6CBBECBD133E77BD98B9883D64BD143D743D953D10BE6F3E263ECEBCE6BC2C3D9F3C9ABDAB3C343D8BBD4FBD83BDF1BC22BDAABCD9BC9E3D803DA73D1CBD33BE2C3D93BC08BD0B3D633DA03DA4BCA93D283DE9BCEB3DEF3CA0BD523D943D543C1B3D7DBD02BE043E0E3EF43CEB3B0F3E253E153C1A3D953D3D3E403D1F3E9FBD433C15BCB3BC973D96BC123DD03C87BD3CBEAA3DAF3CE9BD56BC93BCECBCEBBC313C573CEBBB61BD8C3DBFBD82BD2BBD033EF03CB7BC80BDB3BC1BBD6D3D4EBB02BE26BD7CBD083DD4BCCFBDCC3D163D99BCE73C88BD833CB73C07BDFA3D1B3D03BD5CBD50BD78BD84BD2BBD213DE5BB8EBC043EC8BC41BC78BC86BD77BDADBD993D76BD81BD753D46BD97BC38BE9C3DBB3A8EBDE23DC93B6E3DDA3C5C3C5EBD3FBC70BD793DA1BDCB3C2B3DCF3BE4BD85BD7C3DC33D203DE23D02BD62BDBEBB9B3D8B3CCD3DAABDB7BD67BCB13D95BC4BBE04BEB43D163DA6BB983CB93D1EBDF1BDD5BC233A11BD033C07BD2B3B",
      torch_tensor_64_torch.bfloat16: "0x0200000044BD8EBD27BDA7BD68BCB23D1C3EF93D693D6DBD6CBDAC3DB33DB63C9C3DDDBC913D733BAEBC0E3D96BD103C84BDE83DC7BDF33C453E33BBBBBD72BC9FBDF03D13BD51BA41BD9C3D46BE7D3DDABB9D3C44BD853D1CBC373EDBBD08BCA93DC9BD9C3DD73D85BD1B3E343D0CBD993D54BD163DD43D79BD533D81BC29BD2C3D8BBD",
      torch_tensor_64_64_torch.bfloat16: "0x02000000AEBD483D953DBFBD87BD0FBDEA3B28BE383E3CBD5ABD54BDCA3D193EA5BD433DB43DBA3D0BBE8ABD81BD3EBD1FBE13BD97BA49BE2ABDE93D9B3D9DBDA13D05BBB0BC943DB9BD123EC03D92BD613D1C3D743D48BD403D16BD6C3DBABD393D493D9DBC0E3D023E6FBDABBD2B3E6D3D4BBCBEBA92BBB2BC963D8FBC0E3E3B3E723C2E3D8F3C0A3C55BDA33D5CBD903D8BBCA53B2BBC2BBE0C3DD23D31BD05BD25BE52BC95BD0F3EC13DBC3D803D28BE3A3E40BDA8BC46BD0C3CC6BCDA3C3ABE4CBBA7BD1BBDC8BC35BDE03D1E3D98BD9D3AFD3C4CBDBBBD133D043D74BB9EBD68BD86BAB8BD40BAEB3D013E4C3C4F3D693D8C3D2B3C233D903B8CBD03BE8FBDA7BDEC3D56BD2ABE043DF3BD42BD7CBB35BDCA3D6DBCEF3DD83BFBBCA43DAE3DB0BC80BC993D35BD763EE23D403DB1BDEFBDC1BC4B3E0C3B183D363E893C50BDDA3CB2BD01BD8A3C0E3E62BD95BD62BD91BD66BDB2BC9DBD333DEF3C22BC3D3E32BCC8BDE93CCF3DECBCF1BC7ABCC0BD5B3D553DF2BD2FBD0D3E083D90BDE43C883DDBBDCDBC50BDCBBD203C4BBDE93C123DD6BD74BDD0BD5B3C8CBD00BD583D493DCBBDD03D12BDCC3CC73C70BE023E023D59BD023C18BC2A3E833ACE399ABDB63DDCBD21BE92BDD43C5FBD013EA1BD4A3D94BD38BD64BDAC3C4A3C1CBE543DDBBD20BEA9BDD5BBAABD123D2DBA463D13BC623CB3BC293A0ABD8DBB8B3D0D3E75BC32BCB53C55BE5A3DA93D38BCFCBD02BE9DBD3BBED43DBBBC84BA253D2A3E12BE90BD04BD273D933D17BDB03C04BDEC3C37BD1DBDABBDB8BDBABDE63CED3C463EB0BC22BD713DDABD933D52BDCA3D1D3E97BD803D123E143DBFBD0CBE9D3C233D74BD853C5BBB91BD813D13BEEDBC1DBD1CBDAEBDDB3D853CAA3DA5BBC03D203DFDBDE2BCDC3DB9BCC13D8FBD24BD14BD4B3D0A3E143D82BD013DAFBDF53B2FBE21BD213D7E3C4BBE2CBDB0BD92BC30BDB9BD133EB43D883D5A3CACBD463DA8BD793D7B3D99BD50BDF2BCA43D6EBD053C933CB03D03BE21BDEC3CF0BCE2BD91BDACBDA83C033E69BDB0BBCBBD5BBD13BD18BE243D0B3C4BBE903DDBBBB6BC1D3EAFBB0B3D073C183D8ABD2FBE523D51BE853DC43D893DD3BD33BC993DF63CBCBC0A3E4FBD13BEE5BDA9BD48BD3F3DC7BCDBBD5E3DB73C823C7EBDA3BDA53D82BDDABD20BD2ABDCFBCA73D313AC8BD99BCCFBD323D383D32BC3A3C033E903D51BB453DCC3D163EE33CA0BC8BBCB1BD763C6E3D94BCF3BCC13DBF3C6BBD303B84BDB13D03BE9BBBEBBD963B093E96BCB33D2C3D30BD8EBDFEBC8D3D32BCAABDD33DCDBD553D023EB1BC2DBDFEBDCD3C163CACBA96BC9BBD7C3D263D24BD043D5A3DB5BDDB3DB9BDCD3D2D3D7CBB1BBD56BDCD3C2ABEF33D793D89BDEABB373D813D7E3CD33D8A3D7BBC45BD61BD3F3E0B3E89BD48BD963CDA3D1A3D243C3DBC5B3D2FBE953D4E3DE7386EBDAABCF23C073E3C3D5C3DB73CC9BDA73D09BCA1BD653D82BD523C32BC303D1D3D89BCFBBD8CBD343E8FBD0FBE5EBC2EBDDBBB553E253E24BE173DA73D7D3CE73CB73DCC3D523EFABD113EE8BD8EBC78BD2E3D6FBDB33D0A3DB4BD063DE53B48BD633DC6BD06BDE73C303CAB3DB33BE63CE63DAA3D67BD6FBD4DBE3D3EBEBDCEBC41BD6ABD923C973D713D04BEF2BD953D64BC28BCCC3D6BBD1ABE37BDFF3CA23D6FBD753D71BEF63DDA3C033E823DC93CA33D4D3C103E863D11BD123D013D063E7D3B883D87BC0BBEDABD733B92BD59BD8F3CB4BD693B0A3EA93DC43D8F3C463D0A3E963D943D90BD223D5B3DB33AE2BC93BDF33C49BD26BD94BD22BD783D07BE833D97BB583C7A3DB5BB923D42BCF93D7C3D13BD9B3DDB3D63BD0DBE4DBDE7BCD7BDFD3CA53D4BBC0A3EACBD6EBBB33D253CB63D053D92BCAD3B903C513E81BD8BBD9B3DC43B703DEF3C27BBA3BC0EBE873DB23C5C3D13BE7B3D133E883D4C3DC23D8BBCE23DA0BDC33DDBBDFBBBA93DCEBDAD3CA73BD73CB2BD863DB03D05BCB7BCA1BC023E0C3E443C1C3DC53B2A3EBDBD49BECB3CB13CD53CDA3D04BE553E41BD13BE04BD33BD03BEF13C3FBD57BD9E3DAC3D30BDE83AC3BAE1BDB2BC45BD38BD05BEC1BC563DDF3CF83BD8BCC73C17BD7DBDD4BDABBD0B3E5BBD963DB53DD13C2D3DA5BD3EBE21BD8BBDD13D35BDDC3D13BE5D3C8DBD543D1F3EE7BDA43A16BE8E3D153DE8BCF73D933C59BEDFBCAEBDFCBBA1BD123C89BD963DBBBD8F3D1E3D903C06BDAC3BEA3DA43C05BC2B3E5ABD56BC0BBCAEBDDDBC4C3D713D3F3D10BE083D483DFF3C7ABC2F3D80BDA8BD01BE583D7CBDB53DBA3BAFBD5D3DFBBD033D56BC1DBCB93D4E3D913B4C3D2C3E8DBD263E17BD653CA8BDA1BDD2BD0DBEA43DABBDEDBD243DE5BDEA3A90BD74BDD73DACBC27BDB0BCDABC0C3C853DC83D3B3CC93C34BED5BC033DB63B78BDCABC89BC80BC523CB3BCA1BC22BCCDBC28BD67BD073D403DB1BCB8BD7E3C40BCAB3DB43D593B3BBC1BBCE23D98BD24BDF0BDFD3DD13D073E9ABD7CBD94BCC2BC14BD4B3D383D72BD1A3EA83D793CAC3DE03DAEBC053E35BD8BBD0F3D1E3DE03D063DB0BD1ABD84BD3A3D26BD5A3C23BD8FBDE83D533D3FBDADBB46BD6E3D77BD45BD063EA8BDC3BCF1BD673D053EAD3DCB3D01BB98BDD8BDCE3DB4BC873D103DA43C9ABCA03B61BCA8BC353CB8BCEABDDC3D043ED53D05BE083D44BE983DFA3CF03C3D3DE63A9BBD02BD11BEE7BD523D053E493D9DBCEF3DCDBD1EBD123DFF3C00BE61BD9F3C0F3D92BD183EC1BCCEBD213DF53DC33B96BC833D323D593D3B3DFE3C9A3D6CBD1C3EB43D4A3D123E073DC1BCCB3DC23C00BE15BDD4BCC3BD61BDCFBDE53D32BCB6BB64BD8F3D123E23BD783CB33C30BE683D76BE643D99BDBBBD183E31BD57BBC6BDDDBDA8BD12BEA83DFEBBF33C02BD9C3DB1BBB13D353DE7BD77BDEB3A1C3DE8BC883CFF3D393C303D053D62BD0E3D85BDC4BA27BCAFBD553D4B3D023E1EBD273E073CE53C96BD67BD13BE9B3DA13D83BC1EBC37BD51BD03BC00BA36BB323DB7BD5CBEB6BB82BC063EA93D463CB73C9A3D943C2CBC893CB93DFE3D72BDC63DD33D66BEDFBD973CEA3DFCBCC43CCD3D013C50BE393D5B3BE4BC943CB83DA3BABA3D003EC9BDDA3D53BCA4BDAE3C83BB31BE143EDD3DD6BD82BC8F3D7CBD38BC0DBDA93C6BBDC5BD82BD423D0C3C8F3CE13C8EBD863C353C0A3EFBBC1F39833DF03A59BDA7BDD63DBEBC90BD1BBD39BEA83DD13D233D08BD9FBB8D3D62BCEDBC8BBD643D133E72BD64BE4F3D1D3D873DC83DE9BD213B14BDAD3CAA3D4F3D4EBD713D1BBDEA3D9C3DCABD023EB4BADC3CFDBBD93D0DBDBD3CC2BDD3BC1239093DF4BD98BB9D3C06BD6A3D7ABDF6BD8D3C943B923C85BD333DA8BC85BD3E3D233DA63DE3BDD43D703D373E8D3CFCBD963D4C3EABBC513D2D3DB63C70BCB13D2CBE96BD1DBED8BD583DB3BDA5BD2E3DFABC3F3E07BD7CBCBBBCCF393CBCB5BBC93DA83DB0BBDEBA953DD8BC783D9E3CA23D5ABD563D87BD96BD9ABD84BD223EDFBDC2BDA9BD89BC48BD8A3D48BA423D16BE453D04BE65BDD23D53BD36BDEEBCC93DAE3DBF3D23BED9BDC2BDBBBDB63D63BD81BC5FBCCABD80BD93BDE4BCCBBD233DBD3D3DBDAFBC283EB33D043E7CBD39BDC23DDFBD49BD6D3D80BD683D843DA7BD803CE4BDE53CD93D413E073D00BDBABDF0BC73BDA4BC37BE6F3D51BE50BDB23D76BDB23D473E87BB32BD453CAA3C293D2A3DF6BBCCBC48BDD33DCE3D5C3E4FBB4EBBEEBD1ABDCABC60BC7F3C21BC133E383D3CBD9A3D9E3C553D86BD0DBEA93C94BD373DDA3D99BC623DAD3CDFBD37BDA4BB9EBC84BDD43DC3BDF23B883D41BD8FBD9E3D15BE3C3D14BD0DBD543DF1BD30BBF2BC34BD41BED2BA433D893D343EF6BCE9BC8F3C643DDF3C3D3E8BBD053EC8BD4BBD08BE013E4EBC0EBE173DBFBD143E9C3CB83B2D3D91BC08BD543CEFBB08BEE1BB3B3D2D3D603C863CAFBCB3BD1A3E60BEFBBB34BE90BCAB3C95BDB83D3F3E1DBEAF3C8EBD053DABBD6B3CC5BD123DB83C943A8A3ECCBD21BE283D0C3DB93C2EBDC1BDC33C243DC53C3A3D08BE933CBE3C4D3C5C3DD6BD543C91BD97BB64BDF73C883D95BD5A3CD9BDA43C27BD7CBD563A19BEEBBC4A3D083D6B3C63BC0DBEFDBB02BD6ABC1F3D13BC793D883B7A3B603DA33DB13DBEBD723CD0BD48BD65BD973DC03DA4BD1D3EBC3D153C54BD0D3D183E0FBD95BDB73B31BD64BCD23DF73D4E3C92BE403DA03B873D853D1C3DB3BDBDBD953D9DBD04BEA9BC643CFB3D383B8ABD0ABE3EBBE7BDCFBC2BBDC43C61BD253EC53DA5BDF43CB1BC4CBD1F3EE4BCF6BD1B3DEDBCDF3D823D9FBDCFBD42BD6ABD5EBD29BDA8BD15BC9EBCA0B86A3DD73D4EBD5B3C983DADBBA9BD143E053E3F3E79B8DF3B19BDEE3DC13DF43D113D01BCB7BBECBCB9BDAD3DBEBC373C553B063E943D003DD33CAEBCC4BCAC3CD9BD9F3C943D513DBC3C51BDA3BC5CBD52BC8E3D7A3DAB3DDFBD113C9E3DE4BD683D2F3D653DF0BD05BDBA3D07BED53CEABD8E3B393D7C3DF4BCD63D72BDF43D5D3D2ABDCFBCC7BD1CBCC63D42BE3FBD29BEBDBD093D683DF8BD323D93BDAEBD453EFEBC873C2F3EFABD8ABAD93C1A3E1FBAABBDC5BD6ABD133D823DF83DFE3B543D1CBD52BC39BD26BE383BBC3C20BDA13D6A3E7F3CC7BDCB3DB13CD13D11BD4DBDA53D1A3E87BDA43D1CBE273D183C123DE63D2A3CBDBD2C3EE8BB853DDD3DB33D043E103D69BE0FBC81BD93BC9BBD1D3DA8BDA6BC38BDD53CDCBD51BE1F3D983D9F3D343E20BDE2BDA23C4A3D90BDD33D183EB03D163E153D5BBD3C3DD83CF8BD0D3E9ABDF8BD123E66BD7EBD513D313D953DD8BCDA3D1BBE05BD5B3D893D82BC383D7DBD713C153CB1BB91BDA93D043A64BD04BC3DBBAF3DCD3DEC3C9A3C383D06BEB43DC23C483DF0BD3E3B1DBDC2BD30BDE3BDD13CC53C2C3E6B3BB5BD33BE39BDB1BDA7BCB43D84BDF7BD23BD76BD8EBCD63D7B3C87BCFD3DF2BC413E89BDFCBD0FBC063DBDBC0CBEB2BCA23D9BBD0FBDACBC8D3D67BC02BD21BD3ABDB83DC63D1B3BCEBA4D3D2A3EBEBD183E943D1F3D16BC78BC4DBE87BC803D943CBFBC86BD8BBA23BEAD3DA1BD2F3CA83C533D7A3DA7BDC03C22BD2E3D98BCC8BCB93C90BD9EBDA73C15BC003E3ABD8F3D92BB23BDD83D083E81BD66BD193DC2BDA8BB273E98BCA0BD093E1D3E833DCDBBAEBBDA3BAEBD2A3D8C3CBA3D5D3B643DC93DA0BDE13C07BD01BDBF3D8EBCC3BDA03D7ABC17BA183EEABD153E9FBB203EBBBD833D02BD673DF0BCD4BC05BEF1BAB63DD7BDEC3DAE3D93BB16BD643C61BBDEBDCB3C94BCF9BB0FBE98BD90BDE7BD49BD4BBD40BC8F3D763DF8BD33BA39BCCFBD133D763B00BEA63D36BEEABC2D3B2EBD393D6DBB4B3D40BD7F3A2C3D1C3D9A3DF2BCD6BC823D40BD993DBC3DF6BCEDBD2ABD05BDD5BD5BBE453CDBBCCA3C19BC6D3D143EC33DC73D87BCF53D39BDC13DE53DB13DC83D163E34BD00BDFEBCF43D153DFB3DE6BC8DBD163D3D3D3DBDAF3C6FBC83BD21BD9BBDAE3D92BDFB3AF83CE8BC843D0CBDA6BC0BBD2B3C4EBD3CBD77B72C3D0F3EDDBC133BD1BD333DB2BDD1BC46BCDBBC083EA2BC0A3D253CD8BCD5BD773C89BD51BB74BD203ED53CEDBD2CBD833DCA3D8BBD9E3D36BD79BC84BD9DBD463D3C3ECB3D943DBFBDA9BB2F3E90BA093D3ABE38BB34BE8F3D23BCAFBDCE3DA53CE53D3EBDF33C20BD623C8A3B5ABC95BD073E9A3CFBBDF13CDFBC253ED63DA73C363DDF3D57BC643DE0BC60BE3FBEA3BDA7BD2C3D283DF23DB93D48BD37BD62BD25BED53D24BC12BDABBD84BD313CBD3DD63DB5BD9DBDCF3D933C16BD6E3D983DDCBD293D633D33BDF9BDECBCA7BDA33D4ABD08BD943E3FBCB43D853D423B383D66BDA03DD9BB833C0BBBCE3C243D403DBDBC54BEB33C9CBCF1BCA4BC03BEBFBCF33CA53D22BD823D9C3DC53DA7BD8D3D093C993CF8BDBD3C293D433C1D3C573C8A3DC53C283DAA3DD23DB6BCC6BD993D7A3C63BC0E3EEEBDA13D22BDB43D013D19BE5F3C903D133E54BD903D8A3D283CA53C563C21BD37BDFEBDAABD3C3D0A3EAC3C7BBD25BE88BC623B833DBDBD893D6CBD0A3EEC3C5ABA4A3CA6BBE1B9B2BD5CBECC3D9B3DA83CF43DC43D1CBC463E083CC43DCFBD7F3DBF3D093E08BD7A3D343BA03DFB3DE93C42BD70BE3C3EDEBCA23DCCBDCBBD83BD6D3D1A3E0F3E16BDAFBDD1BD9D3CA3BD6E3DC5BC773DFEBCE7BDB43D5B3D10BEEE3D113EC73D78BD2FBEB73D883BAABDB9BDC2BC84BD2A3D4EBD783CFBBCB6BD5DBDB3BD1E3D753DD93C34BD5ABDB9BDBF3C8F3D9E3DB23DB6BD083DC73CD43DF4BDE13C033D5DBCC9BD053BC6BD6F3D173DC83D023E403CA8BBCDBDB83DBDBCB23D83BDD7BC033D883CB9BD9FBD39BEF6BA6DBD833E8D3C523D19BC243DE5BC1FBD0BBDDABC9F3D9EBD13BEE53C23BCBCBDBB3C0E3DB5BDAA3CDDBD6ABC823D0B3EED3B353D673C25BD3FBB0E3D90BD1BBCEA3C5EBE903DD0BD15BD873D173D26BDDA3DE43DEDBC8CBD073DF0BD443DD83D6D3DA53D08BEA6BDCF3D973A46BC88BC81BDC73CF3BC3B3D62BD9F3CC63D1E3DE7BD083D153E00BE59BDF83B183EDC3D1B3C80BCB3BCF83CD8BD9DBC233D823D7DBC3A3C773D3DBD4E3D03BEA4BDDFBB343DE0BD57BD593D40BE4DBD1DBDAB3CC5BD76BCA2BDA03DA5BDF1BC943B523D00BC35BD363D543C383D3E3E57BCB23CBCBD283DAC3DEA3DC3BC363C95BD283C073DE1BD813DFB3D1D3DAFBD6A3CBABD933DEDBD9CBDF73CEABDD43D7F3BFABCCDBCCDBD113D893D3BBC5F3D7BBC09BEAF3C6E3CBBBB103CE43DAD3D17BD1ABEAABC23BD4F3DA6BD42BD4D3C76BD88BC6D3D01BDC83D3EBED437F9BD303D063E31BC9DBDFABD4B3D113D0ABDD4BB37BDAFBD9ABD92BC823CED3D713D17BD95BC8D3C713CB3BD0FBEA7BD87BDF53D89BCA8BC953DFABD4DBB6CBDBCBC613DA63DA93B14BD8DBDCD3DADBDCDBDA1BDA73D41BD95BD2D3D1C3DEF3B66BD9DBD2ABE283C0ABD503D5F3D19BEBABDC6BDFA3DEF3D183D0E3DE63C7EBDE4BD9CBD55BDC9BD223DBA3DCD3DEABDB43C4A3DCE3C94BCE73C683D47BDD03D8EBCE9BD283E903CC23CB03D17BDE9BD133DA63D05BC703D8DBDB13DDDBC71BE1DBE713C773D7C3D76BDB53DB23DF83D0F3DE9BDF63C6CBC88BBA8BD8B3D8A3DD6BDCE3D893D083EC03D5F3D8B3DB5BD50BCEEBD8ABDC33DD43D173E023DCF3D873D6EBE353D6B3C6C3A09BEDC3D2DBEB13DCABC573C0E3ECCBD263E7DBB8FBC303D1A3D103E76BD65BC0BBE5E3CB23D043E93BD173E4A3D013EE6BC83BD92BDFABCAB3D87BD70BD193DDB3D783DC33C923D24BE813DD63D88BD943CBF3C77BD1D3EBFBCE1BDEC3C823DE8BD9E3BCB3C2ABD23BDE5BC133C3A3E1BBE0BBD62BCE03D67BDCEBBCB3DF5BD5D3BC33D94BCC6BDECBB973DC53D91BD143D6D3C9D3D13BE24BC38BEB03C553D0ABCF7BD2BBD8D3DC4BC5FBB1E3E1E3DD33DE6BD8F3C25BE8FBD03BCB63D60BD33BD73BDD4BC733E093CDC3CBD3CBC3CB1BD17BDD33D333D2EBC2DBD9CBC9FBC50BD803D3E3AA0BD063DB93C0E3EB6BDEBBD43BE4D3CC8BC2D3D0C3E19BEFBBDC73DEDBDA63D533D66BDCCBD813B54BCAA3D1B3D423E8A3CAC3D813DA0BCDC3DEEBDBABDB13B2B3E113E57BD5E3C08BC4F3D76BD043E043DC7BAF93CBABDB53D06BD873CE13D653D9A3C763DD9BCCBBCEB3CB7BC9F3DBFBD29BB94BD05BDD93C9A3D44BD04BDC93D2F3C883DC5BCA83B15BDA53C63BC05BD9B3D533D5D3D043E97BDDB3C283E0CBECFBDDF3CE43DD6BDDB3D9B3D153DFABC16BD103D773DEDBD453B263E81BDB23A82BEA4BDFF3D79BB2DBD77BDAA3D5ABD983D4E3A8ABD223D85BCC7BCC7BD043D2EBD6CBC50BDAA3D713D283DBABD8C3D21BDAFBC893CFB3BD9BC1DBDC9BCCABC63BB683C5B3EB4BD0EBDC43CA9BD41BD07BEF2BC0C3EA9BC9CBC073E323EB63C553C5CBB563CCBBC953DE6BD3DBE02BD2FBEB2BDFC3DDBBD3EBE8CBD863CE33DE93BBD3D3B3C9ABDA83C183D2C3C7ABC383D0BBD7A3DB2BC1EBD713D4CBD9E3BEA3C0FBE15BC4ABD843DF9BD2ABEDCBC6BBD55BDA9BCB23DF33D9BBD823DCDBB88BC243EE93DCCBD593DABBC07BD443CBDBD983CA43D6D3B7EBD113EE6BC64BC72BA1FBD60BDD13D163C2FBBE3BC9DBD473DF93DAABD833DBA3DD33DEDBD0B3D7ABDE3BD93BD053E113C01BD86BD96BD053EBF3BCABD09BD0D3D193E583C06BEDBBD063E8ABC653D633B993DB8BD7DBB9D3C333D11BD41BDFCBDBABDDC3DC7BB70BDAABC9EBD003E313CCB3D8D3D1DBEA43D073E523CA93DF83C11BD83BD8E3B863D973DE13D5B3CE3BD5E3DB13D9EBD813C51BC2CBD993DA03CE53DED3C3B3BD4BC9FBD803D22BD1ABE13BD583C2E3DFF3C253D453D3EBD95BDD4BD38BDDFBD57BEA1BD80BC27BE183DE43D043D4CBDAC3C0B3E60BD5ABDA73C3BBD70BDF2BD56BE183D1EBD05BE8FBD453DCD3B3F3E0DBCDEBD283D92BBAD3C10BD68BD12BD6CBDA43CD03D0DBE033E16BD4BBCE8BA3F3D2BBDD93C88BCDA3C91BD57BD773A673C063C3BBE9FBD4DBD163E723E38BD4C3D08BD9ABDB9BD1CBDABBB41BEC43C6B3D15BB6E3CD03CF83BD5BD383D4EBD36BBC83C1FBC42BE26BE883C87BCE6BC173EE43D9B3DAE3D5A3E333D1FBE27BDEC3DBA3DBF3CD7BD08BEB3BD0C3E6D3D8C3DD5BDCBBDAB3D203E043DDFBC8FBDF03C0BBE763DB13C823C2CBCD4BCCC3DCF3D6EBD9C3C8C3CD33C493DF7BCCFBD22BCA4BD313B94BD8EBCF1BBDCBC2B3C2A3D88BDDE3D0BBE6BBD59BC6DBDAABC5B3D623D7A3D72BDD2BC8CBC583D8EBDC4BD1CBD053EE1BDF53C3C3DCA3C383D243D7B3D193DF13D08BD05BD873D86BDE0BD713C523D073DE33D43BCF63C94BD593DC6BB2C3C96BCA83CAE3DCFBD7D3DBBBD2BBD23BC9F3D12BBDE3BB0BC933DBD3D423D1BBEEC3BBA3B8BBD28BC6ABDA2BCA03AD2BC543D46BD25BEC5BDA0BD50BCE73DAA3BCBBD3BBD0DBECC3DB2BD9CBD25BD8EBD313E713D833D3F3DA6BDC8BDC03DC2BDB9BDB9BD103EA83DCEBDA33CF5BC8E3D7C3DAFBDD0BD41BD56BB2E3D873C733DCCBD313ED43D543CA1BDC4BDE03D253D3E3E073E403D973B49BD8ABDC3BD79BD91BDF2BCC03D303DB5BD43BE8E3BE93CCF3DA33D5A3D3B3B483CB8BD10BE3FBD243EA63DE23D75BD5BBD7CBD643E1A3D1E3C28BD21BDF9BD0B3D3C3E143E34BE80BDA8BCD83D9F3D5FBD1B3C91BD43BD50BDB3BD34BD2CBD083B9A3CCCBCDF3D93BD693DDCBCC93D463CE23D203DB83D49BE753DA83BBFBC10BE15BD23BDB1BC6C3CB4BB963CE0BDC43B22BBFC3D1FBDA0BD3CBD27BCBE3D1A3BA8BD53BE473D393DABBDE2BDEE3B57BCB93DCDBDF2BC6C3C393D97BCF1BD273E2B3ECD3C61BDE2BC21BD71BCC53D4B3D9A3C1E3D01BDE0BB953D403DBE3C0ABE183C82BE0BBBCFBD133EBA3DF13C8E3C4ABC363EC5BC5ABDC83C72BD003D2E3E97BC86390CBB84BD843CB73DB3BCD3BD3FBD0F3D27BE103D1CBDC9BC7C3AD93CC0BDCEBDC93CACBD453C283E97BC13BD0BBD533DA13D54BD9CBD5F3CE2BDC43DE83CA1BDB6BD8CBD2E3D9CBA59BCCA3D45BC1ABC943DDEBD9E3D203D35BE78BD553D13BE12BD913D6BBCD43C77BD8B3CA23C6EBD013D8D3D2DBD433D0B3DBC3C3C3DBE3BE43AA3BD033EAD3D7E3C27BD8A3D06BE0FBE0B3CFDBDC93C8D3DBCBCEC3CB43D023CB93D80BD423D3B3E753D31BEB43B8E3C343DC63B033E99BDCD3D5DBD1A3ED63D03BD933D88BD0FBE8EBCA0BC92BA3C3DBBBD5BBD94BD46BDECBB61BD1A3EE93DB13AD9BC9BBD8CBDBFBDC93BC7BD9D3DE4BDB1BC723DBC3D09BDC6BD173EC2BB343BE53C71BCA9BCD3BCB83BD53B1F3C993D03BD27BE6A3DCDBC8DBD203D0B3D86BD9C3DAA3DC4BC553C14BD8EBC9FBC5D3D9F3DDFBC66BE9FBD963D033D623DB1BCC03CB13CA3BC11BD15BD22BE033C51BE813CD3BDA93D873C19BB01BD5D3DFFBDAF3C313DF43DA33DA1BCCBBC25BDF03D81BDD1BDC2BB53BD78BDBA3D3ABD8C3CAB3D3E3E90BC18BC893CEBBB9ABD7D3D963DC8BD8EBD113EC1BC5C3BA53CFFBCDDBC193D45BC0E3D203E8DBD6D3D6D3DB13D11BD22BCF0BCB43DBC3C9EBD583E21BE1A3D783C623D413D293D4E3D10BDBD3DC73D89BC893DA8BDDABD9E3CABBC473E183D28BEF4BC163DFF3C9EBCB53D87BBAABD513DA43B1DBE96BD193EA3BDA3BDA63DF93C4A3DAD3B943CAA3D973E16BDBCBCEDBDC43C44BD03BE0C3EA63D283BD6BC0BBE2A3D06BEC13DC1BD0E3D8F3D5CBD4C3D81BC62BD123E0A3DFCBB21BD14BE913D9CBDB23C383EC33D14BE173EB3BD1F3D863D9FBDB33ABEBD0EBBAA3D12BE65BC403D88BD84BC503EF2BAE3BD85BC48BEEDBDDE3C93BD77BDB9BBC13C783D913BA0BD6DBD0E3E86BD99BD883DC4BC42BDC7BD913DB1BC053E94BC913D163D0C3E4B3CB0BBD23DFC3CC83DA63EA2BC1ABE1E3E883D903C3CBE953D96BDC73BDE39D4BDD0BD9ABDC8BD7DBD4EBD3C3D7B3C8F3BBBBDF63BAEBC8E3D57BD023D613C093DD03D99BDAFBBD53CB13D6ABD263C02BEA03D8E3DAFBD10BD18BEC5BCAABD13BE813CCC3B933C103D8BBD2E3D29BD543D843D443DCD3D52BD9E3DFE3D0EBEC6BDD6BDC7BC48BC693DA8BDF1BDE7BB96BD9BBCC5BD493D72BBACBCCF3C7D3D58BD2DBC94BC0C3EF23D32BCF8BD353D7DBDB4BD383CBCBD6F3D0BBD98BD893D83BB3C3C2BBD8C3C0E3E2EBC903DF53D593D0DBECEBDDE3D8FBCC33D95BDA1BD043DEABD5B3D473A16BE89BD74BD05BD863D083E3B3E08BE393C0C3D9D3D14BC283D86BD003E65BD3EBD75BDDFBD0A3E913C96BDC73D4C3C23BDE83DA9BDD23CD9BD263D033C53BC24BD1F3D5FBB433DA03DD83D06BE22BEC0BD22BDC9BC7DBDF6BC6E3D6FBDA3BD203D803DE7BD9BBDBA3DCF3C17BCD63DA23CA1BD803D063D833DC1BD68BC07BE463D5CBD423C173CB63CA43D253E47BD08BE5C3DAD3DCCBD36BD3F3A213D1C3C43BB1C3D483D8ABCBC3BF43CFDBD033EF13C2F3D57BD373D1E3E04BE523CC43D823DF8BD793DA8BDC83CF3BB5D3DA8BDB1BDCDBB373DC33DD63CC13DDDBDA73CDF3CB73D1D3DB7BC143D943C6BBDBEBD13BDCB3CC23D55BC46BC3C3CA8BCF6BD433D893D88BCC73D0A3E453D03BEB8BC9BBD223D3A3D0DBE173A60BC263DC8BCA6BDB4BDAB3D1E3C4D3DAF3B33BEC4BD2C3E163E33BBF6BD253EC5BCBA3D1E3D3DBC363D883D25BED3BAEBBDB7BD003E653D063EE0BC16BE72BE97BD3FBDB13DE63D04BECDBCEABD0B3D1FBDC33C9E3C43BDD5BD033E97BDA3BD98BDA9BCC4BD373C103D213C933C8EBDCABD92BE7D3C883BA8BDDE3D4D3D113C73BC733C8C3D1C3D703DD1BDFB3B25BDA03CCA3D063E9F3D8ABDBBBBA23D20BEF6BD71BD813D0EBE6A3C21BEBB3B2B3D61BD063D5F3DC6BAD7BB54BD4DBEA4BD1CBEE4BD1DBEAFBD053DE83DEFBCA6BDAF3DAF3DB23DC13DA8BD463D61BD863BD6BC083D4ABD7B3D3DBD1DBDFE3C26BEE0BC0A3C4BBDDC3B083EADBD86BD9DBD9E3DEDBD85BD0EBB9BBD233D683D10BD2DBC84BD5A3C",
      torch_tensor_8_torch.bfloat16: "0x02000000803FA23ECD3D023D243C4F3B833AA639"
    }
  }
#-}
