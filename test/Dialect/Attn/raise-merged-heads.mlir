// RUN: attn-opt %s -split-input-file --attn-raise-pipeline | FileCheck %s
// RUN: attn-opt %s -split-input-file '--attn-raise=report=true' -verify-diagnostics > /dev/null

// Heads merged with the feature index: [B, S, H*D] projections viewed as
// [B, S, H, D] (equinox's MultiheadAttention, nanoGPT's `.view(B, T, nh,
// hs)`) are read as h*D + d. The layout copies that gather Q, K and V into
// bshd are then views, and become reshapes of the arguments (the framework
// integrations reshape the arrays); a copy of another order (heads
// interleaved, d*H + h) stays one. A K/V head stride that is not the
// feature extent (a slice of wider rows) is no head grouping and is
// refused.

// CHECK-LABEL: func.func @merged_head_feature(
// CHECK-SAME: %[[Q3:[^:]+]]: tensor<1x16x16xf32>, %[[K3:[^:]+]]: tensor<1x16x16xf32>, %[[V3:[^:]+]]: tensor<1x16x16xf32>
// CHECK-NOT: linalg.generic
// CHECK-DAG: %[[Q:.+]] = tensor.expand_shape %[[Q3]] {{\[\[}}0], [1], [2, 3]] output_shape [1, 16, 2, 8]
// CHECK-DAG: %[[K:.+]] = tensor.expand_shape %[[K3]] {{\[\[}}0], [1], [2, 3]] output_shape [1, 16, 2, 8]
// CHECK-DAG: %[[V:.+]] = tensor.expand_shape %[[V3]] {{\[\[}}0], [1], [2, 3]] output_shape [1, 16, 2, 8]
// CHECK: %[[OUT:.+]] = attn.sdpa %[[Q]], %[[K]], %[[V]] layout = bshd scale = 1.000000e+00 : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
// CHECK-NOT: math.exp
// CHECK: return
func.func @merged_head_feature(%q3: tensor<1x16x16xf32>, %k3: tensor<1x16x16xf32>, %v3: tensor<1x16x16xf32>) -> tensor<1x16x2x8xf32> {
  %q = tensor.expand_shape %q3 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %k = tensor.expand_shape %k3 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %v = tensor.expand_shape %v3 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<1x2x16x16xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x2x16x16xf32>) -> tensor<1x2x16x16xf32>
  %qk = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) outs(%f0 : tensor<1x2x16x16xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<1x2x16x16xf32>
  %e1 = tensor.empty() : tensor<1x2x16x16xf32>
  %scores = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%qk : tensor<1x2x16x16xf32>) outs(%e1 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %h = linalg.index 1 : index
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      linalg.yield %a : f32
  } -> tensor<1x2x16x16xf32>
  %e2 = tensor.empty() : tensor<1x2x16xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%scores : tensor<1x2x16x16xf32>) outs(%f2 : tensor<1x2x16xf32>) {
    ^bb0(%a: f32, %m: f32):
      %t = arith.maximumf %a, %m : f32
      linalg.yield %t : f32
  } -> tensor<1x2x16xf32>
  %e3 = tensor.empty() : tensor<1x2x16x16xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%scores, %max : tensor<1x2x16x16xf32>, tensor<1x2x16xf32>) outs(%e3 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %t = math.exp %d : f32
      linalg.yield %t : f32
  } -> tensor<1x2x16x16xf32>
  %e4 = tensor.empty() : tensor<1x2x16xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%exp : tensor<1x2x16x16xf32>) outs(%f4 : tensor<1x2x16xf32>) {
    ^bb0(%a: f32, %s: f32):
      %t = arith.addf %a, %s : f32
      linalg.yield %t : f32
  } -> tensor<1x2x16xf32>
  %e5 = tensor.empty() : tensor<1x2x16x16xf32>
  %probs = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%exp, %sum : tensor<1x2x16x16xf32>, tensor<1x2x16xf32>) outs(%e5 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %d = arith.divf %a, %s : f32
      linalg.yield %d : f32
  } -> tensor<1x2x16x16xf32>
  %e6 = tensor.empty() : tensor<1x16x2x8xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  %pv = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%probs, %v : tensor<1x2x16x16xf32>, tensor<1x16x2x8xf32>) outs(%f6 : tensor<1x16x2x8xf32>) {
    ^bb0(%p: f32, %x: f32, %acc: f32):
      %t = arith.mulf %p, %x : f32
      %s = arith.addf %t, %acc : f32
      linalg.yield %s : f32
  } -> tensor<1x16x2x8xf32>
  return %pv : tensor<1x16x2x8xf32>
}

// -----

// CHECK-LABEL: func.func @head_interleaved_feature_copied(
// CHECK: %[[QC:.+]] = linalg.generic
// CHECK-SAME: ins(%{{[^ ]+}} : tensor<1x16x16xf32>)
// CHECK: attn.sdpa %[[QC]], %{{.+}}, %{{.+}} layout = bshd
// CHECK-NOT: math.exp
// CHECK: return
func.func @head_interleaved_feature_copied(%q3: tensor<1x16x16xf32>, %k3: tensor<1x16x16xf32>, %v3: tensor<1x16x16xf32>) -> tensor<1x16x2x8xf32> {
  %q = tensor.expand_shape %q3 [[0], [1], [2, 3]] output_shape [1, 16, 8, 2] : tensor<1x16x16xf32> into tensor<1x16x8x2xf32>
  %k = tensor.expand_shape %k3 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %v = tensor.expand_shape %v3 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<1x2x16x16xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x2x16x16xf32>) -> tensor<1x2x16x16xf32>
  %qk = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, d, h)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<1x16x8x2xf32>, tensor<1x16x2x8xf32>) outs(%f0 : tensor<1x2x16x16xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<1x2x16x16xf32>
  %e1 = tensor.empty() : tensor<1x2x16x16xf32>
  %scores = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%qk : tensor<1x2x16x16xf32>) outs(%e1 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %h = linalg.index 1 : index
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      linalg.yield %a : f32
  } -> tensor<1x2x16x16xf32>
  %e2 = tensor.empty() : tensor<1x2x16xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%scores : tensor<1x2x16x16xf32>) outs(%f2 : tensor<1x2x16xf32>) {
    ^bb0(%a: f32, %m: f32):
      %t = arith.maximumf %a, %m : f32
      linalg.yield %t : f32
  } -> tensor<1x2x16xf32>
  %e3 = tensor.empty() : tensor<1x2x16x16xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%scores, %max : tensor<1x2x16x16xf32>, tensor<1x2x16xf32>) outs(%e3 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %t = math.exp %d : f32
      linalg.yield %t : f32
  } -> tensor<1x2x16x16xf32>
  %e4 = tensor.empty() : tensor<1x2x16xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%exp : tensor<1x2x16x16xf32>) outs(%f4 : tensor<1x2x16xf32>) {
    ^bb0(%a: f32, %s: f32):
      %t = arith.addf %a, %s : f32
      linalg.yield %t : f32
  } -> tensor<1x2x16xf32>
  %e5 = tensor.empty() : tensor<1x2x16x16xf32>
  %probs = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%exp, %sum : tensor<1x2x16x16xf32>, tensor<1x2x16xf32>) outs(%e5 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %d = arith.divf %a, %s : f32
      linalg.yield %d : f32
  } -> tensor<1x2x16x16xf32>
  %e6 = tensor.empty() : tensor<1x16x2x8xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  %pv = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%probs, %v : tensor<1x2x16x16xf32>, tensor<1x16x2x8xf32>) outs(%f6 : tensor<1x16x2x8xf32>) {
    ^bb0(%p: f32, %x: f32, %acc: f32):
      %t = arith.mulf %p, %x : f32
      %s = arith.addf %t, %acc : f32
      linalg.yield %s : f32
  } -> tensor<1x16x2x8xf32>
  return %pv : tensor<1x16x2x8xf32>
}

// -----

// The output transposed before it is returned (timm's `.transpose(1, 2)`
// of a [B, H, N, D] result): a linalg.transpose of the attention's output,
// which the framework integrations apply to the output array.
// CHECK-LABEL: func.func @output_transposed_after_attention(
// CHECK: %[[OUT:.+]] = attn.sdpa %{{.+}}, %{{.+}}, %{{.+}} layout = bshd
// CHECK: %[[T:.+]] = linalg.transpose ins(%[[OUT]] : tensor<1x16x2x8xf32>) outs(%{{.+}} : tensor<1x2x16x8xf32>) permutation = [0, 2, 1, 3]
// CHECK-NEXT: return %[[T]]
func.func @output_transposed_after_attention(%q3: tensor<1x16x16xf32>, %k3: tensor<1x16x16xf32>, %v3: tensor<1x16x16xf32>) -> tensor<1x2x16x8xf32> {
  %q = tensor.expand_shape %q3 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %k = tensor.expand_shape %k3 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %v = tensor.expand_shape %v3 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<1x2x16x16xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x2x16x16xf32>) -> tensor<1x2x16x16xf32>
  %qk = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) outs(%f0 : tensor<1x2x16x16xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<1x2x16x16xf32>
  %e1 = tensor.empty() : tensor<1x2x16x16xf32>
  %scores = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%qk : tensor<1x2x16x16xf32>) outs(%e1 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %h = linalg.index 1 : index
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      linalg.yield %a : f32
  } -> tensor<1x2x16x16xf32>
  %e2 = tensor.empty() : tensor<1x2x16xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%scores : tensor<1x2x16x16xf32>) outs(%f2 : tensor<1x2x16xf32>) {
    ^bb0(%a: f32, %m: f32):
      %t = arith.maximumf %a, %m : f32
      linalg.yield %t : f32
  } -> tensor<1x2x16xf32>
  %e3 = tensor.empty() : tensor<1x2x16x16xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%scores, %max : tensor<1x2x16x16xf32>, tensor<1x2x16xf32>) outs(%e3 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %t = math.exp %d : f32
      linalg.yield %t : f32
  } -> tensor<1x2x16x16xf32>
  %e4 = tensor.empty() : tensor<1x2x16xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%exp : tensor<1x2x16x16xf32>) outs(%f4 : tensor<1x2x16xf32>) {
    ^bb0(%a: f32, %s: f32):
      %t = arith.addf %a, %s : f32
      linalg.yield %t : f32
  } -> tensor<1x2x16xf32>
  %e5 = tensor.empty() : tensor<1x2x16x16xf32>
  %probs = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%exp, %sum : tensor<1x2x16x16xf32>, tensor<1x2x16xf32>) outs(%e5 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %d = arith.divf %a, %s : f32
      linalg.yield %d : f32
  } -> tensor<1x2x16x16xf32>
  %e6 = tensor.empty() : tensor<1x16x2x8xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  %pv = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%probs, %v : tensor<1x2x16x16xf32>, tensor<1x16x2x8xf32>) outs(%f6 : tensor<1x16x2x8xf32>) {
    ^bb0(%p: f32, %x: f32, %acc: f32):
      %t = arith.mulf %p, %x : f32
      %s = arith.addf %t, %acc : f32
      linalg.yield %s : f32
  } -> tensor<1x16x2x8xf32>
  %et = tensor.empty() : tensor<1x2x16x8xf32>
  %t = linalg.transpose ins(%pv : tensor<1x16x2x8xf32>) outs(%et : tensor<1x2x16x8xf32>) permutation = [0, 2, 1, 3]
  return %t : tensor<1x2x16x8xf32>
}

// -----

// CHECK-LABEL: func.func @negative_kv_head_stride_not_the_feature_extent(
// CHECK-NOT: attn.sdpa
// CHECK: return
func.func @negative_kv_head_stride_not_the_feature_extent(%q3: tensor<1x16x16xf32>, %k3: tensor<1x16x64xf32>, %v3: tensor<1x16x16xf32>) -> tensor<1x16x2x8xf32> {
  %q = tensor.expand_shape %q3 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %k4 = tensor.expand_shape %k3 [[0], [1], [2, 3]] output_shape [1, 16, 2, 32] : tensor<1x16x64xf32> into tensor<1x16x2x32xf32>
  %k = tensor.extract_slice %k4[0, 0, 0, 0] [1, 16, 2, 8] [1, 1, 1, 1] : tensor<1x16x2x32xf32> to tensor<1x16x2x8xf32>
  %v = tensor.expand_shape %v3 [[0], [1], [2, 3]] output_shape [1, 16, 2, 8] : tensor<1x16x16xf32> into tensor<1x16x2x8xf32>
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %e0 = tensor.empty() : tensor<1x2x16x16xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<1x2x16x16xf32>) -> tensor<1x2x16x16xf32>
  %qk = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) outs(%f0 : tensor<1x2x16x16xf32>) {
    ^bb0(%x: f32, %y: f32, %acc: f32):
      %p = arith.mulf %x, %y : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<1x2x16x16xf32>
  %e1 = tensor.empty() : tensor<1x2x16x16xf32>
  %scores = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%qk : tensor<1x2x16x16xf32>) outs(%e1 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %o: f32):
      %h = linalg.index 1 : index
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      linalg.yield %a : f32
  } -> tensor<1x2x16x16xf32>
  %e2 = tensor.empty() : tensor<1x2x16xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%scores : tensor<1x2x16x16xf32>) outs(%f2 : tensor<1x2x16xf32>) {
    ^bb0(%a: f32, %m: f32):
      %t = arith.maximumf %a, %m : f32
      linalg.yield %t : f32
  } -> tensor<1x2x16xf32>
  %e3 = tensor.empty() : tensor<1x2x16x16xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%scores, %max : tensor<1x2x16x16xf32>, tensor<1x2x16xf32>) outs(%e3 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %t = math.exp %d : f32
      linalg.yield %t : f32
  } -> tensor<1x2x16x16xf32>
  %e4 = tensor.empty() : tensor<1x2x16xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<1x2x16xf32>) -> tensor<1x2x16xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%exp : tensor<1x2x16x16xf32>) outs(%f4 : tensor<1x2x16xf32>) {
    ^bb0(%a: f32, %s: f32):
      %t = arith.addf %a, %s : f32
      linalg.yield %t : f32
  } -> tensor<1x2x16xf32>
  %e5 = tensor.empty() : tensor<1x2x16x16xf32>
  %probs = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%exp, %sum : tensor<1x2x16x16xf32>, tensor<1x2x16xf32>) outs(%e5 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %d = arith.divf %a, %s : f32
      linalg.yield %d : f32
  } -> tensor<1x2x16x16xf32>
  %e6 = tensor.empty() : tensor<1x16x2x8xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
// expected-remark@+1 {{attn-raise: not raised: K/V heads are not shared by groups of consecutive query heads}}
  %pv = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%probs, %v : tensor<1x2x16x16xf32>, tensor<1x16x2x8xf32>) outs(%f6 : tensor<1x16x2x8xf32>) {
    ^bb0(%p: f32, %x: f32, %acc: f32):
      %t = arith.mulf %p, %x : f32
      %s = arith.addf %t, %acc : f32
      linalg.yield %s : f32
  } -> tensor<1x16x2x8xf32>
  return %pv : tensor<1x16x2x8xf32>
}
