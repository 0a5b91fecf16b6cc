// RUN: attn-runner %s --entry=concat_sink_learnable --seed=%seed --iters=1 --warmup=0 --no-raise --json | FileCheck %s

// GPT-OSS-style sinks (concat, shift by the row maximum, softmax over S + 1
// columns, slice) run as written and verified against the raised attn.sdpa
// (softmax = learnable), on fresh random inputs and sinks.
// CHECK: "raised_ops": 1, "verified": true

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
