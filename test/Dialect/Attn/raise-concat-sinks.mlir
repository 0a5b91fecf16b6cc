// RUN: attn-opt %s -split-input-file --attn-raise-pipeline | FileCheck %s
// RUN: attn-opt %s -split-input-file '--attn-raise-pipeline=report=true' -o /dev/null 2>&1 | FileCheck %s --check-prefix=REPORT

// attn-raise on attention sinks spelled as GPT-OSS's eager attention does:
// the per-head sink concatenated to the logits as an extra column, the row
// maximum of the concatenation subtracted, a softmax over S + 1 columns, and
// the sink's column sliced off before P.V. attn-raise-canonicalize splits
// the steps over the two pieces (see raise-canonicalize.mlir); the matcher
// reads max(max_j s, sink) as the row maximum, exp(sink - M) as the sink
// term, and drops the shift by the logits' own row maximum, which cancels.

// The GPT-OSS form: learnable softmax with the [H] sink.
// CHECK-LABEL: func.func @concat_sink_learnable(
// CHECK-NOT: tensor.concat
// CHECK: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 sink(%arg3) layout = bhsd softmax = learnable : (tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>, tensor<2xf32>) -> tensor<1x2x8x4xf32>
// CHECK-NOT: math.exp
// CHECK: return %[[OUT]]
func.func @concat_sink_learnable(%q: tensor<1x2x8x4xf32>, %k: tensor<1x2x8x4xf32>, %v: tensor<1x2x8x4xf32>, %sink: tensor<2xf32>) -> tensor<1x2x8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.5 : f32
  %e_s = tensor.empty() : tensor<1x2x8x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e_s : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>, affine_map<(b, h, i, j, d) -> (b, h, j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) outs(%s0 : tensor<1x2x8x8xf32>) {
    ^bb0(%a: f32, %c: f32, %acc: f32):
      %p = arith.mulf %a, %c : f32
      %r = arith.addf %acc, %p : f32
      linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  %logits = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%s : tensor<1x2x8x8xf32>) outs(%e_s : tensor<1x2x8x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.mulf %x, %scale : f32
      linalg.yield %y : f32
  } -> tensor<1x2x8x8xf32>
  %e_col = tensor.empty() : tensor<1x2x8x1xf32>
  %col = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (h)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%sink : tensor<2xf32>) outs(%e_col : tensor<1x2x8x1xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<1x2x8x1xf32>
  %cat = tensor.concat dim(3) %logits, %col : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) -> tensor<1x2x8x9xf32>
  %e_r = tensor.empty() : tensor<1x2x8xf32>
  %shift0 = linalg.fill ins(%ninf : f32) outs(%e_r : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
  %shift = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%cat : tensor<1x2x8x9xf32>) outs(%shift0 : tensor<1x2x8xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.maximumf %x, %acc : f32
      linalg.yield %r : f32
  } -> tensor<1x2x8xf32>
  %e_c = tensor.empty() : tensor<1x2x8x9xf32>
  %shifted = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%cat, %shift : tensor<1x2x8x9xf32>, tensor<1x2x8xf32>) outs(%e_c : tensor<1x2x8x9xf32>) {
    ^bb0(%x: f32, %m: f32, %o: f32):
      %y = arith.subf %x, %m : f32
      linalg.yield %y : f32
  } -> tensor<1x2x8x9xf32>
  %probs = linalg.softmax dimension(3) ins(%shifted : tensor<1x2x8x9xf32>) outs(%e_c : tensor<1x2x8x9xf32>) -> tensor<1x2x8x9xf32>
  %p = tensor.extract_slice %probs[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x9xf32> to tensor<1x2x8x8xf32>
  %e_o = tensor.empty() : tensor<1x2x8x4xf32>
  %o0 = linalg.fill ins(%zero : f32) outs(%e_o : tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(b, h, i, d, j) -> (b, h, i, j)>, affine_map<(b, h, i, d, j) -> (b, h, j, d)>, affine_map<(b, h, i, d, j) -> (b, h, i, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%p, %v : tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) outs(%o0 : tensor<1x2x8x4xf32>) {
    ^bb0(%a: f32, %c: f32, %acc: f32):
      %pr = arith.mulf %a, %c : f32
      %r = arith.addf %acc, %pr : f32
      linalg.yield %r : f32
  } -> tensor<1x2x8x4xf32>
  return %out : tensor<1x2x8x4xf32>
}

// -----

// Near miss: the logits are shifted by their row sum, not their maximum;
// the shift does not cancel in the corners (an inf sum), so no raise.
// CHECK-LABEL: func.func @negative_concat_sink_shift_by_sum(
// CHECK-NOT: attn.sdpa
// CHECK: math.exp
// REPORT: remark: attn-raise: not raised: the logits are shifted by a value that is not their row maximum
func.func @negative_concat_sink_shift_by_sum(%q: tensor<1x2x8x4xf32>, %k: tensor<1x2x8x4xf32>, %v: tensor<1x2x8x4xf32>, %sink: tensor<2xf32>) -> tensor<1x2x8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.5 : f32
  %e_s = tensor.empty() : tensor<1x2x8x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e_s : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>, affine_map<(b, h, i, j, d) -> (b, h, j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) outs(%s0 : tensor<1x2x8x8xf32>) {
    ^bb0(%a: f32, %c: f32, %acc: f32):
      %p = arith.mulf %a, %c : f32
      %r = arith.addf %acc, %p : f32
      linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  %logits = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%s : tensor<1x2x8x8xf32>) outs(%e_s : tensor<1x2x8x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.mulf %x, %scale : f32
      linalg.yield %y : f32
  } -> tensor<1x2x8x8xf32>
  %e_col = tensor.empty() : tensor<1x2x8x1xf32>
  %col = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (h)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%sink : tensor<2xf32>) outs(%e_col : tensor<1x2x8x1xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<1x2x8x1xf32>
  %cat = tensor.concat dim(3) %logits, %col : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) -> tensor<1x2x8x9xf32>
  %e_r = tensor.empty() : tensor<1x2x8xf32>
  %shift0 = linalg.fill ins(%zero : f32) outs(%e_r : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
  %shift = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%cat : tensor<1x2x8x9xf32>) outs(%shift0 : tensor<1x2x8xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.addf %x, %acc : f32
      linalg.yield %r : f32
  } -> tensor<1x2x8xf32>
  %e_c = tensor.empty() : tensor<1x2x8x9xf32>
  %shifted = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%cat, %shift : tensor<1x2x8x9xf32>, tensor<1x2x8xf32>) outs(%e_c : tensor<1x2x8x9xf32>) {
    ^bb0(%x: f32, %m: f32, %o: f32):
      %y = arith.subf %x, %m : f32
      linalg.yield %y : f32
  } -> tensor<1x2x8x9xf32>
  %probs = linalg.softmax dimension(3) ins(%shifted : tensor<1x2x8x9xf32>) outs(%e_c : tensor<1x2x8x9xf32>) -> tensor<1x2x8x9xf32>
  %p = tensor.extract_slice %probs[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x9xf32> to tensor<1x2x8x8xf32>
  %e_o = tensor.empty() : tensor<1x2x8x4xf32>
  %o0 = linalg.fill ins(%zero : f32) outs(%e_o : tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(b, h, i, d, j) -> (b, h, i, j)>, affine_map<(b, h, i, d, j) -> (b, h, j, d)>, affine_map<(b, h, i, d, j) -> (b, h, i, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%p, %v : tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) outs(%o0 : tensor<1x2x8x4xf32>) {
    ^bb0(%a: f32, %c: f32, %acc: f32):
      %pr = arith.mulf %a, %c : f32
      %r = arith.addf %acc, %pr : f32
      linalg.yield %r : f32
  } -> tensor<1x2x8x4xf32>
  return %out : tensor<1x2x8x4xf32>
}

// -----

// Near miss: the concatenated column varies with the query position (one
// value per row), which is not a per-head sink.
// CHECK-LABEL: func.func @negative_concat_sink_per_query(
// CHECK-NOT: attn.sdpa
// CHECK: math.exp
// REPORT: remark: attn-raise: not raised: the sink is not an f32 [Hq] tensor indexed by the query head
func.func @negative_concat_sink_per_query(%q: tensor<1x2x8x4xf32>, %k: tensor<1x2x8x4xf32>, %v: tensor<1x2x8x4xf32>, %sink: tensor<8xf32>) -> tensor<1x2x8x4xf32> {
  %zero = arith.constant 0.0 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %scale = arith.constant 0.5 : f32
  %e_s = tensor.empty() : tensor<1x2x8x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e_s : tensor<1x2x8x8xf32>) -> tensor<1x2x8x8xf32>
  %s = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, h, i, d)>, affine_map<(b, h, i, j, d) -> (b, h, j, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<1x2x8x4xf32>, tensor<1x2x8x4xf32>) outs(%s0 : tensor<1x2x8x8xf32>) {
    ^bb0(%a: f32, %c: f32, %acc: f32):
      %p = arith.mulf %a, %c : f32
      %r = arith.addf %acc, %p : f32
      linalg.yield %r : f32
  } -> tensor<1x2x8x8xf32>
  %logits = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%s : tensor<1x2x8x8xf32>) outs(%e_s : tensor<1x2x8x8xf32>) {
    ^bb0(%x: f32, %o: f32):
      %y = arith.mulf %x, %scale : f32
      linalg.yield %y : f32
  } -> tensor<1x2x8x8xf32>
  %e_col = tensor.empty() : tensor<1x2x8x1xf32>
  %col = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%sink : tensor<8xf32>) outs(%e_col : tensor<1x2x8x1xf32>) {
    ^bb0(%x: f32, %o: f32):
      linalg.yield %x : f32
  } -> tensor<1x2x8x1xf32>
  %cat = tensor.concat dim(3) %logits, %col : (tensor<1x2x8x8xf32>, tensor<1x2x8x1xf32>) -> tensor<1x2x8x9xf32>
  %e_r = tensor.empty() : tensor<1x2x8xf32>
  %shift0 = linalg.fill ins(%ninf : f32) outs(%e_r : tensor<1x2x8xf32>) -> tensor<1x2x8xf32>
  %shift = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%cat : tensor<1x2x8x9xf32>) outs(%shift0 : tensor<1x2x8xf32>) {
    ^bb0(%x: f32, %acc: f32):
      %r = arith.maximumf %x, %acc : f32
      linalg.yield %r : f32
  } -> tensor<1x2x8xf32>
  %e_c = tensor.empty() : tensor<1x2x8x9xf32>
  %shifted = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%cat, %shift : tensor<1x2x8x9xf32>, tensor<1x2x8xf32>) outs(%e_c : tensor<1x2x8x9xf32>) {
    ^bb0(%x: f32, %m: f32, %o: f32):
      %y = arith.subf %x, %m : f32
      linalg.yield %y : f32
  } -> tensor<1x2x8x9xf32>
  %probs = linalg.softmax dimension(3) ins(%shifted : tensor<1x2x8x9xf32>) outs(%e_c : tensor<1x2x8x9xf32>) -> tensor<1x2x8x9xf32>
  %p = tensor.extract_slice %probs[0, 0, 0, 0] [1, 2, 8, 8] [1, 1, 1, 1] : tensor<1x2x8x9xf32> to tensor<1x2x8x8xf32>
  %e_o = tensor.empty() : tensor<1x2x8x4xf32>
  %o0 = linalg.fill ins(%zero : f32) outs(%e_o : tensor<1x2x8x4xf32>) -> tensor<1x2x8x4xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(b, h, i, d, j) -> (b, h, i, j)>, affine_map<(b, h, i, d, j) -> (b, h, j, d)>, affine_map<(b, h, i, d, j) -> (b, h, i, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%p, %v : tensor<1x2x8x8xf32>, tensor<1x2x8x4xf32>) outs(%o0 : tensor<1x2x8x4xf32>) {
    ^bb0(%a: f32, %c: f32, %acc: f32):
      %pr = arith.mulf %a, %c : f32
      %r = arith.addf %acc, %pr : f32
      linalg.yield %r : f32
  } -> tensor<1x2x8x4xf32>
  return %out : tensor<1x2x8x4xf32>
}
