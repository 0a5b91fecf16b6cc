#!/usr/bin/env python3
# naive_attention.py - writes the naive JAX-baseline attention (TransformerEngine's
# guide) as linalg on tensors: GQA by repeat (broadcast + collapse_shape), f32
# einsum scores times D**-0.5, a causal sliding-window mask from index
# comparisons filled with finfo.min (W < 0: no mask), linalg.softmax, f32 P.V,
# cast back to the input type.
#   naive_attention.py NAME [B=..] [S=..] [HQ=..] [HKV=..] [D=..] [W=..] [dt=bf16|f32]
import sys
def naive(name, B=2, S=64, HQ=8, HKV=2, D=32, W=16, dt='bf16'):
    r = HQ // HKV
    T = lambda shape, e: 'tensor<' + 'x'.join(map(str, shape)) + 'x' + e + '>'
    q, k, kr = T([B,S,HQ,D],dt), T([B,S,HKV,D],dt), T([B,S,HKV,r,D],dt)
    kf = T([B,S,HQ,D],dt)
    s = T([B,HQ,S,S],'f32'); m = T([B,HQ,S],'f32')
    scale = D ** -0.5
    text = f'''
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
func.func @{name}(%q: {q}, %k: {k}, %v: {k}) -> {q} {{
  // jnp.repeat(k, {r}, axis=2), jnp.repeat(v, {r}, axis=2)
  %ke = tensor.empty() : {kr}
  %kb = linalg.generic {{indexing_maps = [#map_b, #map_id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}}
      ins(%k : {k}) outs(%ke : {kr}) {{ ^bb0(%a: {dt}, %o: {dt}): linalg.yield %a : {dt} }} -> {kr}
  %kq = tensor.collapse_shape %kb [[0], [1], [2, 3], [4]] : {kr} into {kf}
  %vb = linalg.generic {{indexing_maps = [#map_b, #map_id5], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}}
      ins(%v : {k}) outs(%ke : {kr}) {{ ^bb0(%a: {dt}, %o: {dt}): linalg.yield %a : {dt} }} -> {kr}
  %vq = tensor.collapse_shape %vb [[0], [1], [2, 3], [4]] : {kr} into {kf}
  // einsum("bqhd,bkhd->bhqk") in f32, times D**-0.5
  %zero = arith.constant 0.0 : f32
  %se = tensor.empty() : {s}
  %s0 = linalg.fill ins(%zero : f32) outs(%se : {s}) -> {s}
  %s1 = linalg.generic {{indexing_maps = [#q_map, #k_map, #s_map], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}}
      ins(%q, %kq : {q}, {kf}) outs(%s0 : {s}) {{
    ^bb0(%a: {dt}, %b: {dt}, %acc: f32):
      %af = arith.extf %a : {dt} to f32
      %bf = arith.extf %b : {dt} to f32
      %p = arith.mulf %af, %bf : f32
      %r = arith.addf %acc, %p : f32
      linalg.yield %r : f32
  }} -> {s}
  %c = arith.constant {scale:.17g} : f32
  %s2 = linalg.generic {{indexing_maps = [#id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%s1 : {s}) outs(%se : {s}) {{
    ^bb0(%a: f32, %o: f32):
      %r = arith.mulf %a, %c : f32
      linalg.yield %r : f32
  }} -> {s}
  // allowed = (kp <= qp) & (kp >= qp - W)
  %me = tensor.empty() : tensor<{S}x{S}xi1>
  %allowed = linalg.generic {{indexing_maps = [#ij], iterator_types = ["parallel", "parallel"]}}
      outs(%me : tensor<{S}x{S}xi1>) {{
    ^bb0(%o: i1):
      %i = linalg.index 0 : index
      %j = linalg.index 1 : index
      %w = arith.constant {W} : index
      %lo = arith.subi %i, %w : index
      %c1 = arith.cmpi sle, %j, %i : index
      %c2 = arith.cmpi sge, %j, %lo : index
      %a = arith.andi %c1, %c2 : i1
      linalg.yield %a : i1
  }} -> tensor<{S}x{S}xi1>
  %min = arith.constant -3.40282347E+38 : f32
  %s3 = linalg.generic {{indexing_maps = [#mask_map, #id4, #id4], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%allowed, %s2 : tensor<{S}x{S}xi1>, {s}) outs(%se : {s}) {{
    ^bb0(%m: i1, %a: f32, %o: f32):
      %r = arith.select %m, %a, %min : f32
      linalg.yield %r : f32
  }} -> {s}
  // jax.nn.softmax(s, axis=-1)
  %smax = tensor.empty() : {m}
  %sm = linalg.softmax dimension(3) ins(%s3 : {s}) outs(%se : {s}) -> {s}
  // einsum("bhqk,bkhd->bqhd") in f32, cast back
  %oe = tensor.empty() : {T([B,S,HQ,D],'f32')}
  %o0 = linalg.fill ins(%zero : f32) outs(%oe : {T([B,S,HQ,D],'f32')}) -> {T([B,S,HQ,D],'f32')}
  %o1 = linalg.generic {{indexing_maps = [#p_map, #v_map, #o_map], iterator_types = ["parallel", "parallel", "parallel", "reduction", "parallel"]}}
      ins(%sm, %vq : {s}, {kf}) outs(%o0 : {T([B,S,HQ,D],'f32')}) {{
    ^bb0(%a: f32, %b: {dt}, %acc: f32):
      %bf = arith.extf %b : {dt} to f32
      %p = arith.mulf %a, %bf : f32
      %r = arith.addf %acc, %p : f32
      linalg.yield %r : f32
  }} -> {T([B,S,HQ,D],'f32')}
  %re = tensor.empty() : {q}
  %o2 = linalg.generic {{indexing_maps = [#id4o, #id4o], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}}
      ins(%o1 : {T([B,S,HQ,D],'f32')}) outs(%re : {q}) {{
    ^bb0(%a: f32, %o: {dt}):
      %r = arith.truncf %a : f32 to {dt}
      linalg.yield %r : {dt}
  }} -> {q}
  return %o2 : {q}
}}
'''
    import re
    if W < 0:
        start = text.index('  // allowed = ')
        end = text.index('  // jax.nn.softmax')
        text = text[:start] + text[end:]
        text = text.replace('ins(%s3 : ', 'ins(%s2 : ')
    if dt == 'f32':
        text = re.sub(r'\n *%(\w+)f = arith.extf %(\w+) : f32 to f32', lambda m: '', text)
        text = text.replace('%af, %bf', '%a, %b').replace('%a, %bf', '%a, %b')
        start = text.index('  %re = tensor.empty()')
        end = text.index('  return %o2')
        text = text[:start] + text[end:].replace('return %o2', 'return %o1')
    return text
if __name__ == '__main__':
  args = dict(a.split('=') for a in sys.argv[2:])
  print(naive(sys.argv[1], **{k: (v if k == 'dt' else int(v)) for k, v in args.items()}))
