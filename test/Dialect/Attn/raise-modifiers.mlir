// RUN: attn-opt %s -split-input-file --attn-raise-pipeline | FileCheck %s
// RUN: attn-opt %s -split-input-file '--attn-raise=report=true' -verify-diagnostics > /dev/null

// attn-raise's modifier regions: score and mask logic between Q.K^T and the
// softmax that no attribute expresses becomes score_mod / mask_mod, op for
// op; near misses whose meaning attn.sdpa cannot keep stay naive with a
// named reason. Each program: f32 BSHD [1, 16, 2, 8], scores in one
// elementwise generic, then max, exp, sum, divide and P.V.

// Gemma 2's softcap before a causal mask: c * tanh(scale * s / c) is no
// attribute; the chain becomes score_mod op for op, the causal mask stays
// an attribute and the op's scale is 1.0.
// CHECK-LABEL: func.func @softcap_causal(
// CHECK: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd causal = top_left scale = 1.000000e+00 : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> score_mod {
// CHECK-NEXT: ^bb0(%{{.+}}: index, %{{.+}}: index, %{{.+}}: index, %{{.+}}: index, %[[S:.+]]: f32):
// CHECK: %[[X:.+]] = arith.mulf %[[S]], %{{.+}} : f32
// CHECK-NEXT: %[[Y:.+]] = arith.divf %[[X]], %{{.+}} : f32
// CHECK-NEXT: %[[T:.+]] = math.tanh %[[Y]] : f32
// CHECK-NEXT: %[[Z:.+]] = arith.mulf %[[T]], %{{.+}} : f32
// CHECK-NEXT: attn.yield %[[Z]] : f32
// CHECK-NEXT: }
// CHECK-NOT: linalg.generic
// CHECK: return %[[OUT]]
func.func @softcap_causal(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> {
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
      %c = arith.cmpi sle, %j, %i : index
      %fill = arith.constant -3.40282347E+38 : f32
      %scale = arith.constant 0.35355339 : f32
      %cap = arith.constant 30.0 : f32
      %x = arith.mulf %a, %scale : f32
      %y = arith.divf %x, %cap : f32
      %t = math.tanh %y : f32
      %z = arith.mulf %t, %cap : f32
      %r = arith.select %c, %z, %fill : f32
      linalg.yield %r : f32
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

// Prefix-LM: (j <= i) or (j < 4) is not a band: mask_mod; the scale
// stays an attribute.
// CHECK-LABEL: func.func @prefix_lm(
// CHECK: attn.sdpa %arg0, %arg1, %arg2 layout = bshd scale = 5.000000e-01 : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> mask_mod {
// CHECK-NEXT: ^bb0(%{{.+}}: index, %{{.+}}: index, %[[I:.+]]: index, %[[J:.+]]: index):
// CHECK-DAG: %[[CAUSAL:.+]] = arith.cmpi sle, %[[J]], %[[I]] : index
// CHECK-DAG: %[[PREFIX:.+]] = arith.cmpi slt, %[[J]], %{{.+}} : index
// CHECK: %[[OK:.+]] = arith.ori %[[CAUSAL]], %[[PREFIX]] : i1
// CHECK-NEXT: attn.yield %[[OK]] : i1
// CHECK-NOT: linalg.generic
func.func @prefix_lm(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> {
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
      %c4 = arith.constant 4 : index
      %causal = arith.cmpi sle, %j, %i : index
      %prefix = arith.cmpi slt, %j, %c4 : index
      %ok = arith.ori %causal, %prefix : i1
      %scale = arith.constant 0.5 : f32
      %x = arith.mulf %a, %scale : f32
      %fill = arith.constant 0xFF800000 : f32
      %r = arith.select %ok, %x, %fill : f32
      linalg.yield %r : f32
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

// A hand-written ALiBi (s - 0.5 * |i - j| from indices) next to a band:
// the index arithmetic moves into score_mod as arith on i and j.
// CHECK-LABEL: func.func @alibi_by_hand(
// CHECK: attn.sdpa %arg0, %arg1, %arg2 layout = bshd causal = top_left scale = 1.000000e+00 : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> score_mod {
// CHECK-NEXT: ^bb0(%{{.+}}: index, %{{.+}}: index, %[[I:.+]]: index, %[[J:.+]]: index, %[[S:.+]]: f32):
// CHECK: arith.subi
// CHECK: math.absf
// CHECK: attn.yield
// CHECK-NOT: mask_mod
// CHECK-NOT: linalg.generic
func.func @alibi_by_hand(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> {
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
      %c = arith.cmpi sle, %j, %i : index
      %fill = arith.constant -3.40282347E+38 : f32
      %d = arith.subi %i, %j : index
      %d64 = arith.index_cast %d : index to i64
      %df = arith.sitofp %d64 : i64 to f32
      %ad = math.absf %df : f32
      %slope = arith.constant 0.5 : f32
      %pen = arith.mulf %ad, %slope : f32
      %x = arith.subf %a, %pen : f32
      %r = arith.select %c, %x, %fill : f32
      linalg.yield %r : f32
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

// flax's mask != 0 on a bool converted to float: cmpf(une, uitofp(c), 0)
// is c, so the comparison is a band again (causal), not a mask_mod.
// CHECK-LABEL: func.func @bool_through_float_is_band(
// CHECK: attn.sdpa %arg0, %arg1, %arg2 layout = bshd causal = top_left scale = 1.000000e+00 : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>{{$}}
// CHECK-NOT: mask_mod
// CHECK-NOT: linalg.generic
func.func @bool_through_float_is_band(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> {
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
      %c = arith.cmpi sge, %i, %j : index
      %cf = arith.uitofp %c : i1 to f32
      %nz = arith.cmpf une, %cf, %zero : f32
      %fill = arith.constant -3.40282347E+38 : f32
      %r = arith.select %nz, %a, %fill : f32
      linalg.yield %r : f32
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

// canonicalize folds cmpf(une, uitofp(c), 1.0) into cmpi(ne, c, true):
// an i1 compared with a constant is c or its negation, so j > i negated
// is the causal band again.
// CHECK-LABEL: func.func @bool_compared_to_true_is_band(
// CHECK: attn.sdpa %arg0, %arg1, %arg2 layout = bshd causal = top_left scale = 1.000000e+00 : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>{{$}}
// CHECK-NOT: mask_mod
func.func @bool_compared_to_true_is_band(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> {
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
      %c = arith.cmpi sgt, %j, %i : index
      %cf = arith.uitofp %c : i1 to f32
      %one = arith.constant 1.0 : f32
      %nz = arith.cmpf une, %cf, %one : f32
      %fill = arith.constant -3.40282347E+38 : f32
      %r = arith.select %nz, %a, %fill : f32
      linalg.yield %r : f32
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

// Near miss of the float round trip: cmpf(une, uitofp(x), 0) with x an
// i8 (the wrapped i - j), not an i1, is no boolean (canonicalize makes it
// cmpi ne x, 0 on i8): the index logic goes into mask_mod, exactly
// (every row keeps its other keys).
// CHECK-LABEL: func.func @negative_int_through_float_not_a_bool(
// CHECK: attn.sdpa %arg0, %arg1, %arg2 layout = bshd scale = 1.000000e+00 : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> mask_mod {
// CHECK: arith.index_cast %{{.+}} : index to i8
// CHECK-NEXT: arith.cmpi ne, %{{.+}}, %{{.+}} : i8
// CHECK: attn.yield
func.func @negative_int_through_float_not_a_bool(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> {
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
      %d = arith.subi %i, %j : index
      %d8 = arith.index_cast %d : index to i8
      %cf = arith.uitofp %d8 : i8 to f32
      %nz = arith.cmpf une, %cf, %zero : f32
      %fill = arith.constant -3.40282347E+38 : f32
      %r = arith.select %nz, %a, %fill : f32
      linalg.yield %r : f32
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

// Not raised: the score logic reads a tensor besides Q.K (modifier
// regions take no tensors).
// CHECK-LABEL: func.func @negative_score_logic_reads_tensor(
// CHECK-NOT: attn.sdpa
// CHECK: return
func.func @negative_score_logic_reads_tensor(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>, %tab: tensor<16x16xf32>) -> tensor<1x16x2x8xf32> {
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
  %scores = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%qk, %tab : tensor<1x2x16x16xf32>, tensor<16x16xf32>) outs(%e1 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %w: f32, %o: f32):
      %h = linalg.index 1 : index
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %c = arith.cmpi sle, %j, %i : index
      %fill = arith.constant -3.40282347E+38 : f32
      %th = math.tanh %a : f32
      %x = arith.mulf %th, %w : f32
      %r = arith.select %c, %x, %fill : f32
      linalg.yield %r : f32
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
// expected-remark@+1 {{attn-raise: not raised: the score logic reads a tensor besides Q·K}}
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

// Not raised: a bias added after score logic (score_mod sees the biased
// score in attn.sdpa; here the bias comes after the tanh).
// CHECK-LABEL: func.func @negative_bias_after_score_logic(
// CHECK-NOT: attn.sdpa
// CHECK: return
func.func @negative_bias_after_score_logic(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>, %bias: tensor<16x16xf32>) -> tensor<1x16x2x8xf32> {
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
  %scores = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%qk, %bias : tensor<1x2x16x16xf32>, tensor<16x16xf32>) outs(%e1 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %w: f32, %o: f32):
      %h = linalg.index 1 : index
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %c = arith.cmpi sle, %j, %i : index
      %fill = arith.constant -3.40282347E+38 : f32
      %t = math.tanh %a : f32
      %x = arith.addf %t, %w : f32
      %r = arith.select %c, %x, %fill : f32
      linalg.yield %r : f32
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
// expected-remark@+1 {{attn-raise: not raised: a bias is added after score logic that no attribute expresses}}
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

// Not raised: log(s * s) is -inf at s = 0, and a row of such scores under
// a finite fill averages the masked keys in the program, where attn.sdpa
// gives a zero row.
// CHECK-LABEL: func.func @negative_score_logic_may_yield_ninf(
// CHECK-NOT: attn.sdpa
// CHECK: return
func.func @negative_score_logic_may_yield_ninf(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> {
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
      %c = arith.cmpi sle, %j, %i : index
      %fill = arith.constant -3.40282347E+38 : f32
      %sq = arith.mulf %a, %a : f32
      %l = math.log %sq : f32
      %r = arith.select %c, %l, %fill : f32
      linalg.yield %r : f32
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
// expected-remark@+1 {{attn-raise: not raised: the score logic may turn a finite score into -inf or NaN}}
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

// Not raised: the index mask (j < i) or (j > 100) allows no key in row
// 0, which the program fills with finfo.min (a uniform row) and attn.sdpa
// would zero.
// CHECK-LABEL: func.func @negative_mask_logic_empties_a_row(
// CHECK-NOT: attn.sdpa
// CHECK: return
func.func @negative_mask_logic_empties_a_row(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> {
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
      %c100 = arith.constant 100 : index
      %lt = arith.cmpi slt, %j, %i : index
      %far = arith.cmpi sgt, %j, %c100 : index
      %ok = arith.ori %lt, %far : i1
      %fill = arith.constant -3.40282347E+38 : f32
      %r = arith.select %ok, %a, %fill : f32
      linalg.yield %r : f32
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
// expected-remark@+1 {{attn-raise: not raised: row 0 is fully masked, where the program's fill differs from attn.sdpa's zero row}}
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

// Not raised: non-band mask logic that reads the head index (modifier
// regions built by the raise read i and j only).
// CHECK-LABEL: func.func @negative_mask_logic_reads_head(
// CHECK-NOT: attn.sdpa
// CHECK: return
func.func @negative_mask_logic_reads_head(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32> {
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
      %causal = arith.cmpi sle, %j, %i : index
      %first = arith.cmpi slt, %j, %h : index
      %ok = arith.ori %causal, %first : i1
      %fill = arith.constant -3.40282347E+38 : f32
      %r = arith.select %ok, %a, %fill : f32
      linalg.yield %r : f32
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
// expected-remark@+1 {{attn-raise: not raised: the score or mask logic uses an index other than the query and key positions}}
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

// Not raised: a boolean mask argument next to a softcap. The mask would
// become a 0 / fill bias, which attn.sdpa adds before score_mod: the fill
// would pass through the tanh (masked scores -c instead of masked).
// CHECK-LABEL: func.func @negative_mask_tensor_next_to_score_logic(
// CHECK-NOT: attn.sdpa
// CHECK: return
func.func @negative_mask_tensor_next_to_score_logic(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>, %mask: tensor<16x16xi1>) -> tensor<1x16x2x8xf32> {
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
  %scores = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%qk, %mask : tensor<1x2x16x16xf32>, tensor<16x16xi1>) outs(%e1 : tensor<1x2x16x16xf32>) {
    ^bb0(%a: f32, %w: i1, %o: f32):
      %h = linalg.index 1 : index
      %i = linalg.index 2 : index
      %j = linalg.index 3 : index
      %cap = arith.constant 5.0 : f32
      %x = arith.divf %a, %cap : f32
      %th = math.tanh %x : f32
      %y = arith.mulf %th, %cap : f32
      %fill = arith.constant -3.40282347E+38 : f32
      %r = arith.select %w, %y, %fill : f32
      linalg.yield %r : f32
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
// expected-remark@+1 {{attn-raise: not raised: a mask tensor next to score logic (attn.sdpa would pass the mask's fill through score_mod)}}
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

// MQA (K and V without a head dim) under index logic that is not a band
// (positions cast to i4, which wraps): the query position is told from the
// MQA head by the mask_mod term, which relates it to the key position.
// Every row keeps its own key, so the finite fill never empties a row.
// CHECK-LABEL: func.func @mqa_narrow_positions_mask_mod(
// CHECK: attn.sdpa %arg0, %{{.+}}, %{{.+}} layout = bhsd scale = {{.+}} : (tensor<1x2x20x4xbf16>, tensor<1x1x20x4xbf16>, tensor<1x1x20x4xbf16>) -> tensor<1x2x20x4xbf16> mask_mod {
// CHECK: arith.index_cast %{{.+}} : index to i4
// CHECK: arith.cmpi
// CHECK: attn.yield
// CHECK-NOT: math.exp
func.func @mqa_narrow_positions_mask_mod(%q: tensor<1x2x20x4xbf16>, %k: tensor<1x20x4xbf16>, %v: tensor<1x20x4xbf16>) -> (tensor<1x2x20x4xbf16>) {
  %e1 = tensor.empty() : tensor<20x1x2x20xf32>
  %c2 = arith.constant 0.000000e+00 : f32
  %f3 = linalg.fill ins(%c2 : f32) outs(%e1 : tensor<20x1x2x20xf32>) -> tensor<20x1x2x20xf32>
  %g13 = linalg.generic {indexing_maps = [affine_map<(j, b, h, i, d) -> (b, j, d)>, affine_map<(j, b, h, i, d) -> (b, h, i, d)>, affine_map<(j, b, h, i, d) -> (j, b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%k, %q : tensor<1x20x4xbf16>, tensor<1x2x20x4xbf16>) outs(%f3 : tensor<20x1x2x20xf32>) {
    ^bb0(%a4: bf16, %a5: bf16, %a6: f32):
      %t7 = arith.extf %a5 : bf16 to f32
      %t8 = arith.extf %a4 : bf16 to f32
      %c9 = arith.constant 4.472135901e-01 : f32
      %t10 = arith.mulf %c9, %t8 : f32
      %t11 = arith.mulf %t7, %t10 : f32
      %t12 = arith.addf %a6, %t11 : f32
      linalg.yield %t12 : f32
  } -> tensor<20x1x2x20xf32>
  %iota14 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]> : tensor<20xi32>
  %iota15 = arith.constant dense<[0, 1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12, 13, 14, 15, 16, 17, 18, 19]> : tensor<20xi32>
  %e16 = tensor.empty() : tensor<20x20xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i)>, affine_map<(i, j) -> (j)>, affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       ins(%iota14, %iota15 : tensor<20xi32>, tensor<20xi32>) outs(%e16 : tensor<20x20xi1>) {
    ^bb0(%a17: i32, %a18: i32, %a19: i1):
      %t20 = arith.index_cast %a17 : i32 to index
      %t21 = arith.index_cast %a18 : i32 to index
      %t22 = arith.index_cast %t20 : index to i4
      %t23 = arith.index_cast %t21 : index to i4
      %t30 = arith.cmpi sgt, %t23, %t22 : i4
      linalg.yield %t30 : i1
  } -> tensor<20x20xi1>
  %e32 = tensor.empty() : tensor<20x1x2x20xf32>
  %g38 = linalg.generic {indexing_maps = [affine_map<(j, b, h, i) -> (j, b, h, i)>, affine_map<(j, b, h, i) -> (i, j)>, affine_map<(j, b, h, i) -> (j, b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g13, %g31 : tensor<20x1x2x20xf32>, tensor<20x20xi1>) outs(%e32 : tensor<20x1x2x20xf32>) {
    ^bb0(%a33: f32, %a34: i1, %a35: f32):
      %c36 = arith.constant -1.000000e+09 : f32
      %t37 = arith.select %a34, %c36, %a33 : f32
      linalg.yield %t37 : f32
  } -> tensor<20x1x2x20xf32>
  %e39 = tensor.empty() : tensor<1x2x20xf32>
  %c40 = arith.constant -3.40282347E+38 : f32
  %f41 = linalg.fill ins(%c40 : f32) outs(%e39 : tensor<1x2x20xf32>) -> tensor<1x2x20xf32>
  %g45 = linalg.generic {indexing_maps = [affine_map<(j, b, h, i) -> (j, b, h, i)>, affine_map<(j, b, h, i) -> (b, h, i)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]}
       ins(%g38 : tensor<20x1x2x20xf32>) outs(%f41 : tensor<1x2x20xf32>) {
    ^bb0(%a42: f32, %a43: f32):
      %t44 = arith.maximumf %a42, %a43 : f32
      linalg.yield %t44 : f32
  } -> tensor<1x2x20xf32>
  %e46 = tensor.empty() : tensor<20x1x2x20xf32>
  %g52 = linalg.generic {indexing_maps = [affine_map<(j, b, h, i) -> (j, b, h, i)>, affine_map<(j, b, h, i) -> (b, h, i)>, affine_map<(j, b, h, i) -> (j, b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g38, %g45 : tensor<20x1x2x20xf32>, tensor<1x2x20xf32>) outs(%e46 : tensor<20x1x2x20xf32>) {
    ^bb0(%a47: f32, %a48: f32, %a49: f32):
      %t50 = arith.subf %a47, %a48 : f32
      %t51 = math.exp %t50 : f32
      linalg.yield %t51 : f32
  } -> tensor<20x1x2x20xf32>
  %e53 = tensor.empty() : tensor<1x2x20xf32>
  %c54 = arith.constant 0.000000e+00 : f32
  %f55 = linalg.fill ins(%c54 : f32) outs(%e53 : tensor<1x2x20xf32>) -> tensor<1x2x20xf32>
  %g59 = linalg.generic {indexing_maps = [affine_map<(j, b, h, i) -> (j, b, h, i)>, affine_map<(j, b, h, i) -> (b, h, i)>], iterator_types = ["reduction", "parallel", "parallel", "parallel"]}
       ins(%g52 : tensor<20x1x2x20xf32>) outs(%f55 : tensor<1x2x20xf32>) {
    ^bb0(%a56: f32, %a57: f32):
      %t58 = arith.addf %a56, %a57 : f32
      linalg.yield %t58 : f32
  } -> tensor<1x2x20xf32>
  %e60 = tensor.empty() : tensor<1x2x20xf32>
  %g65 = linalg.generic {indexing_maps = [affine_map<(b, h, i) -> (b, h, i)>, affine_map<(b, h, i) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel"]}
       ins(%g59 : tensor<1x2x20xf32>) outs(%e60 : tensor<1x2x20xf32>) {
    ^bb0(%a61: f32, %a62: f32):
      %c63 = arith.constant 1.000000000e+00 : f32
      %t64 = arith.divf %c63, %a61 : f32
      linalg.yield %t64 : f32
  } -> tensor<1x2x20xf32>
  %e66 = tensor.empty() : tensor<20x1x2x20xf32>
  %g71 = linalg.generic {indexing_maps = [affine_map<(j, b, h, i) -> (j, b, h, i)>, affine_map<(j, b, h, i) -> (b, h, i)>, affine_map<(j, b, h, i) -> (j, b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g52, %g65 : tensor<20x1x2x20xf32>, tensor<1x2x20xf32>) outs(%e66 : tensor<20x1x2x20xf32>) {
    ^bb0(%a67: f32, %a68: f32, %a69: f32):
      %t70 = arith.mulf %a67, %a68 : f32
      linalg.yield %t70 : f32
  } -> tensor<20x1x2x20xf32>
  %e72 = tensor.empty() : tensor<1x2x20x4xf32>
  %c73 = arith.constant 0.000000e+00 : f32
  %f74 = linalg.fill ins(%c73 : f32) outs(%e72 : tensor<1x2x20x4xf32>) -> tensor<1x2x20x4xf32>
  %g81 = linalg.generic {indexing_maps = [affine_map<(j, i, e, h, b) -> (j, b, h, i)>, affine_map<(j, i, e, h, b) -> (b, j, e)>, affine_map<(j, i, e, h, b) -> (b, h, i, e)>], iterator_types = ["reduction", "parallel", "parallel", "parallel", "parallel"]}
       ins(%g71, %v : tensor<20x1x2x20xf32>, tensor<1x20x4xbf16>) outs(%f74 : tensor<1x2x20x4xf32>) {
    ^bb0(%a75: f32, %a76: bf16, %a77: f32):
      %t78 = arith.extf %a76 : bf16 to f32
      %t79 = arith.mulf %a75, %t78 : f32
      %t80 = arith.addf %t79, %a77 : f32
      linalg.yield %t80 : f32
  } -> tensor<1x2x20x4xf32>
  %e82 = tensor.empty() : tensor<1x2x20x4xbf16>
  %g86 = linalg.generic {indexing_maps = [affine_map<(b, h, i, e) -> (b, h, i, e)>, affine_map<(b, h, i, e) -> (b, h, i, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g81 : tensor<1x2x20x4xf32>) outs(%e82 : tensor<1x2x20x4xbf16>) {
    ^bb0(%a83: f32, %a84: bf16):
      %t85 = arith.truncf %a83 : f32 to bf16
      linalg.yield %t85 : bf16
  } -> tensor<1x2x20x4xbf16>
  return %g86 : tensor<1x2x20x4xbf16>
}
