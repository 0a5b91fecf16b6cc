// The seed's naive JAX baseline (TransformerEngine attention guide) transcribed
// to linalg at the seed's shapes: B=2, S=4096, 128 query heads, 8 KV heads
// repeated with `repeat`, head dim 128, a causal sliding-window mask from
// index comparisons (kp <= qp and kp >= qp - 128) filled with finfo.min,
// softmax in f32, bf16 in and out. `attn-opt --attn-raise` turns it into one
// attn.sdpa.

#map_b = affine_map<(b, s, g, r, d) -> (b, s, g, d)>
#map_id5 = affine_map<(b, s, g, r, d) -> (b, s, g, r, d)>
#q_map = affine_map<(b, h, i, j, d) -> (b, i, h, d)>
#k_map = affine_map<(b, h, i, j, d) -> (b, j, h, d)>
#s_map = affine_map<(b, h, i, j, d) -> (b, h, i, j)>
#id4 = affine_map<(b, h, i, j) -> (b, h, i, j)>
#row = affine_map<(b, h, i, j) -> (b, h, i)>
#mask_map = affine_map<(b, h, i, j) -> (i, j)>
#ij = affine_map<(i, j) -> (i, j)>
#p_map = affine_map<(b, i, h, j, d) -> (b, h, i, j)>
#v_map = affine_map<(b, i, h, j, d) -> (b, j, h, d)>
#o_map = affine_map<(b, i, h, j, d) -> (b, i, h, d)>
#id4o = affine_map<(a, b, c, d) -> (a, b, c, d)>
func.func @seed_gqa_swa_naive(%q: tensor<2x4096x128x128xbf16>, %k: tensor<2x4096x8x128xbf16>, %v: tensor<2x4096x8x128xbf16>) -> tensor<2x4096x128x128xbf16> {
  // jnp.repeat(k, 16, axis=2), jnp.repeat(v, 16, axis=2)
  %ke = tensor.empty() : tensor<2x4096x8x16x128xbf16>
  %kb = linalg.generic {indexing_maps = [#map_b, #map_id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%k : tensor<2x4096x8x128xbf16>) outs(%ke : tensor<2x4096x8x16x128xbf16>) { ^bb0(%a: bf16, %o: bf16): linalg.yield %a : bf16 } -> tensor<2x4096x8x16x128xbf16>
  %kq = tensor.collapse_shape %kb [[0], [1], [2, 3], [4]] : tensor<2x4096x8x16x128xbf16> into tensor<2x4096x128x128xbf16>
  %vb = linalg.generic {indexing_maps = [#map_b, #map_id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
      ins(%v : tensor<2x4096x8x128xbf16>) outs(%ke : tensor<2x4096x8x16x128xbf16>) { ^bb0(%a: bf16, %o: bf16): linalg.yield %a : bf16 } -> tensor<2x4096x8x16x128xbf16>
  %vq = tensor.collapse_shape %vb [[0], [1], [2, 3], [4]] : tensor<2x4096x8x16x128xbf16> into tensor<2x4096x128x128xbf16>
  // einsum("bqhd,bkhd->bhqk") in f32, times D**-0.5
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : tensor<2x128x4096x4096xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%se : tensor<2x128x4096x4096xf32>) -> tensor<2x128x4096x4096xf32>
  %s1 = linalg.generic {indexing_maps = [#q_map, #k_map, #s_map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
      ins(%q, %kq : tensor<2x4096x128x128xbf16>, tensor<2x4096x128x128xbf16>) outs(%s0 : tensor<2x128x4096x4096xf32>) {
    ^bb0(%a: bf16, %b: bf16, %acc: f32):
      %af = arith.extf %a : bf16 to f32
      %bf = arith.extf %b : bf16 to f32
      %p = arith.mulf %af, %bf : f32
      %r = arith.addf %acc, %p : f32
      linalg.yield %r : f32
  } -> tensor<2x128x4096x4096xf32>
  %c = arith.constant 0.088388347648318447 : f32
  %s2 = linalg.generic {indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%s1 : tensor<2x128x4096x4096xf32>) outs(%se : tensor<2x128x4096x4096xf32>) {
    ^bb0(%a: f32, %o: f32):
      %r = arith.mulf %a, %c : f32
      linalg.yield %r : f32
  } -> tensor<2x128x4096x4096xf32>
  // allowed = (kp <= qp) & (kp >= qp - W)
  %me = tensor.empty() : tensor<4096x4096xi1>
  %allowed = linalg.generic {indexing_maps = [#ij], iterator_types = ["parallel", "parallel"]}
      outs(%me : tensor<4096x4096xi1>) {
    ^bb0(%o: i1):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %w = arith.constant 128 : index
      %lo = arith.subi %i, %w : index
      %c1 = arith.cmpi sle, %j, %i : index
      %c2 = arith.cmpi sge, %j, %lo : index
      %a = arith.andi %c1, %c2 : i1
      linalg.yield %a : i1
  } -> tensor<4096x4096xi1>
  %min = arith.constant -3.40282347E+38 : f32
  %s3 = linalg.generic {indexing_maps = [#mask_map, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%allowed, %s2 : tensor<4096x4096xi1>, tensor<2x128x4096x4096xf32>) outs(%se : tensor<2x128x4096x4096xf32>) {
    ^bb0(%m: i1, %a: f32, %o: f32):
      %r = arith.select %m, %a, %min : f32
      linalg.yield %r : f32
  } -> tensor<2x128x4096x4096xf32>
  // jax.nn.softmax(s, axis=-1)
  %smax = tensor.empty() : tensor<2x128x4096xf32>
  %sm = linalg.softmax dimension(3) ins(%s3 : tensor<2x128x4096x4096xf32>) outs(%se : tensor<2x128x4096x4096xf32>) -> tensor<2x128x4096x4096xf32>
  // einsum("bhqk,bkhd->bqhd") in f32, cast back
  %oe = tensor.empty() : tensor<2x4096x128x128xf32>
  %o0 = linalg.fill ins(%zero : f32) outs(%oe : tensor<2x4096x128x128xf32>) -> tensor<2x4096x128x128xf32>
  %o1 = linalg.generic {indexing_maps = [#p_map, #v_map, #o_map], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]}
      ins(%sm, %vq : tensor<2x128x4096x4096xf32>, tensor<2x4096x128x128xbf16>) outs(%o0 : tensor<2x4096x128x128xf32>) {
    ^bb0(%a: f32, %b: bf16, %acc: f32):
      %bf = arith.extf %b : bf16 to f32
      %p = arith.mulf %a, %bf : f32
      %r = arith.addf %acc, %p : f32
      linalg.yield %r : f32
  } -> tensor<2x4096x128x128xf32>
  %re = tensor.empty() : tensor<2x4096x128x128xbf16>
  %o2 = linalg.generic {indexing_maps = [#id4o, #id4o], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
      ins(%o1 : tensor<2x4096x128x128xf32>) outs(%re : tensor<2x4096x128x128xbf16>) {
    ^bb0(%a: f32, %o: bf16):
      %r = arith.truncf %a : f32 to bf16
      linalg.yield %r : bf16
  } -> tensor<2x4096x128x128xbf16>
  return %o2 : tensor<2x4096x128x128xbf16>
}

