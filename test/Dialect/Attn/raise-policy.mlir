// RUN: attn-opt %s -split-input-file --attn-raise | FileCheck %s --check-prefixes=CHECK,DEFAULT
// RUN: attn-opt %s -split-input-file '--attn-raise=widen-accumulation=false' | FileCheck %s --check-prefixes=CHECK,NOACC
// RUN: attn-opt %s -split-input-file '--attn-raise=widen-accumulation=false widen-intermediates=false' | FileCheck %s --check-prefixes=CHECK,EXACTACC
// RUN: attn-opt %s -split-input-file '--attn-raise=round-probabilities=false widen-intermediates=false' | FileCheck %s --check-prefixes=CHECK,EXACTP
// RUN: attn-opt %s -split-input-file '--attn-raise=widen-intermediates=false' | FileCheck %s --check-prefixes=CHECK,NARROW
// RUN: attn-opt %s -split-input-file '--attn-raise=report=true widen-accumulation=false round-probabilities=false widen-intermediates=false' -verify-diagnostics > /dev/null

// The exactness options of attn-raise on one bf16 BSHD MHA attention
// (2x32x4x16, no mask, scores * 0.25, softmax over the keys) in which one
// step rounds to bf16. attn.sdpa computes scores and softmax in f32 and
// accumulates P.V in f32, so each rounding is raised only under the option
// that accepts it:
//
//   prefix    options                                             (a) (b) (c)
//   DEFAULT   (all true)                                          yes yes yes
//   NOACC     widen-accumulation=false                            yes yes yes
//   EXACTACC  widen-accumulation=false widen-intermediates=false  no  yes mod
//   EXACTP    round-probabilities=false widen-intermediates=false no  no  mod
//   NARROW    widen-intermediates=false                           yes yes mod
//
// (a) P.V accumulates in bf16; (b) P is rounded to bf16 before an f32 P.V;
// (c) the scores are rounded to bf16 and scaled in bf16: "mod" raises them
// exactly, the rounding and the bf16 scaling kept op for op in a score_mod
// region (on the f32 score s = 1.0 * q.k). widen-intermediates
// also accepts a bf16 accumulation and rounded probabilities (it drops every
// intermediate rounding), so widen-accumulation=false alone changes nothing
// and round-probabilities=false alone neither. With everything off, the
// remarks (report=true) name the check that failed on the P.V contraction.

// (a) A bf16 einsum for P.V: the probabilities are rounded to bf16 and the
// contraction multiplies and accumulates in bf16.
// CHECK-LABEL: func.func @pv_accumulates_in_bf16(
// DEFAULT-NOT: linalg.generic
// DEFAULT: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
// DEFAULT-NOT: linalg.generic
// DEFAULT: return %[[OUT]] :
// NOACC-NOT: linalg.generic
// NOACC: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
// NOACC-NOT: linalg.generic
// NOACC: return %[[OUT]] :
// EXACTACC-NOT: attn.sdpa
// EXACTACC: math.exp
// EXACTACC: return
// EXACTP-NOT: attn.sdpa
// EXACTP: math.exp
// EXACTP: return
// NARROW-NOT: linalg.generic
// NARROW: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
// NARROW-NOT: linalg.generic
// NARROW: return %[[OUT]] :
func.func @pv_accumulates_in_bf16(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x4x16xbf16>, %v: tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %zero_bf16 = arith.constant 0.000000e+00 : bf16
  %e0 = tensor.empty() : tensor<2x4x32x32xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %qk = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f0 : tensor<2x4x32x32xf32>) {
    ^bb0(%a: bf16, %b: bf16, %acc: f32):
      %a32 = arith.extf %a : bf16 to f32
      %b32 = arith.extf %b : bf16 to f32
      %p = arith.mulf %a32, %b32 : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<2x4x32x32xf32>
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%qk : tensor<2x4x32x32xf32>) outs(%e1 : tensor<2x4x32x32xf32>) {
    ^bb0(%a: f32, %o: f32):
      %c = arith.constant 2.500000e-01 : f32
      %t = arith.mulf %a, %c : f32
      linalg.yield %t : f32
  } -> tensor<2x4x32x32xf32>
  %e2 = tensor.empty() : tensor<2x4x32xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%scaled : tensor<2x4x32x32xf32>) outs(%f2 : tensor<2x4x32xf32>) {
    ^bb0(%a: f32, %m: f32):
      %t = arith.maximumf %a, %m : f32
      linalg.yield %t : f32
  } -> tensor<2x4x32xf32>
  %e3 = tensor.empty() : tensor<2x4x32x32xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%scaled, %max : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %t = math.exp %d : f32
      linalg.yield %t : f32
  } -> tensor<2x4x32x32xf32>
  %e4 = tensor.empty() : tensor<2x4x32xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%exp : tensor<2x4x32x32xf32>) outs(%f4 : tensor<2x4x32xf32>) {
    ^bb0(%a: f32, %s: f32):
      %t = arith.addf %a, %s : f32
      linalg.yield %t : f32
  } -> tensor<2x4x32xf32>
  %e5 = tensor.empty() : tensor<2x4x32x32xbf16>
  %probs = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%exp, %sum : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e5 : tensor<2x4x32x32xbf16>) {
    ^bb0(%a: f32, %s: f32, %o: bf16):
      %d = arith.divf %a, %s : f32
      %t = arith.truncf %d : f32 to bf16
      linalg.yield %t : bf16
  } -> tensor<2x4x32x32xbf16>
  %e6 = tensor.empty() : tensor<2x32x4x16xbf16>
  %f6 = linalg.fill ins(%zero_bf16 : bf16) outs(%e6 : tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
// expected-remark@+1 {{attn-raise: not raised: the P·V contraction accumulates in bf16/f16 (widen-accumulation=false)}}
  %out = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%probs, %v : tensor<2x4x32x32xbf16>, tensor<2x32x4x16xbf16>) outs(%f6 : tensor<2x32x4x16xbf16>) {
    ^bb0(%p: bf16, %x: bf16, %acc: bf16):
      %t = arith.mulf %p, %x : bf16
      %s = arith.addf %t, %acc : bf16
      linalg.yield %s : bf16
  } -> tensor<2x32x4x16xbf16>
  return %out : tensor<2x32x4x16xbf16>
}

// -----

// (b) transformers' softmax(dtype=f32).to(bf16): P is rounded to bf16,
// P.V accumulates in f32.
// CHECK-LABEL: func.func @probabilities_rounded_to_bf16(
// DEFAULT-NOT: linalg.generic
// DEFAULT: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
// DEFAULT-NOT: linalg.generic
// DEFAULT: return %[[OUT]] :
// NOACC-NOT: linalg.generic
// NOACC: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
// NOACC-NOT: linalg.generic
// NOACC: return %[[OUT]] :
// EXACTACC-NOT: linalg.generic
// EXACTACC: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
// EXACTACC-NOT: linalg.generic
// EXACTACC: return %[[OUT]] :
// EXACTP-NOT: attn.sdpa
// EXACTP: math.exp
// EXACTP: return
// NARROW-NOT: linalg.generic
// NARROW: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
// NARROW-NOT: linalg.generic
// NARROW: return %[[OUT]] :
func.func @probabilities_rounded_to_bf16(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x4x16xbf16>, %v: tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %zero_bf16 = arith.constant 0.000000e+00 : bf16
  %e0 = tensor.empty() : tensor<2x4x32x32xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %qk = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f0 : tensor<2x4x32x32xf32>) {
    ^bb0(%a: bf16, %b: bf16, %acc: f32):
      %a32 = arith.extf %a : bf16 to f32
      %b32 = arith.extf %b : bf16 to f32
      %p = arith.mulf %a32, %b32 : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<2x4x32x32xf32>
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%qk : tensor<2x4x32x32xf32>) outs(%e1 : tensor<2x4x32x32xf32>) {
    ^bb0(%a: f32, %o: f32):
      %c = arith.constant 2.500000e-01 : f32
      %t = arith.mulf %a, %c : f32
      linalg.yield %t : f32
  } -> tensor<2x4x32x32xf32>
  %e2 = tensor.empty() : tensor<2x4x32xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%scaled : tensor<2x4x32x32xf32>) outs(%f2 : tensor<2x4x32xf32>) {
    ^bb0(%a: f32, %m: f32):
      %t = arith.maximumf %a, %m : f32
      linalg.yield %t : f32
  } -> tensor<2x4x32xf32>
  %e3 = tensor.empty() : tensor<2x4x32x32xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%scaled, %max : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %t = math.exp %d : f32
      linalg.yield %t : f32
  } -> tensor<2x4x32x32xf32>
  %e4 = tensor.empty() : tensor<2x4x32xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%exp : tensor<2x4x32x32xf32>) outs(%f4 : tensor<2x4x32xf32>) {
    ^bb0(%a: f32, %s: f32):
      %t = arith.addf %a, %s : f32
      linalg.yield %t : f32
  } -> tensor<2x4x32xf32>
  %e5 = tensor.empty() : tensor<2x4x32x32xbf16>
  %probs = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%exp, %sum : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e5 : tensor<2x4x32x32xbf16>) {
    ^bb0(%a: f32, %s: f32, %o: bf16):
      %d = arith.divf %a, %s : f32
      %t = arith.truncf %d : f32 to bf16
      linalg.yield %t : bf16
  } -> tensor<2x4x32x32xbf16>
  %e6 = tensor.empty() : tensor<2x32x4x16xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// expected-remark@+1 {{attn-raise: not raised: the probabilities are rounded before P·V (round-probabilities=false)}}
  %pv = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%probs, %v : tensor<2x4x32x32xbf16>, tensor<2x32x4x16xbf16>) outs(%f6 : tensor<2x32x4x16xf32>) {
    ^bb0(%p: bf16, %x: bf16, %acc: f32):
      %p32 = arith.extf %p : bf16 to f32
      %x32 = arith.extf %x : bf16 to f32
      %t = arith.mulf %p32, %x32 : f32
      %s = arith.addf %t, %acc : f32
      linalg.yield %s : f32
  } -> tensor<2x32x4x16xf32>
  %e7 = tensor.empty() : tensor<2x32x4x16xbf16>
  %out = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%pv : tensor<2x32x4x16xf32>) outs(%e7 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a: f32, %o: bf16):
      %t = arith.truncf %a : f32 to bf16
      linalg.yield %t : bf16
  } -> tensor<2x32x4x16xbf16>
  return %out : tensor<2x32x4x16xbf16>
}

// -----

// (c) A bf16 Q.K product: the scores are rounded to bf16 and scaled in bf16,
// the softmax and P.V run in f32. Without widen-intermediates the rounding
// stays: truncf, the bf16 multiply and extf become the score_mod.
// CHECK-LABEL: func.func @scores_rounded_to_bf16(
// DEFAULT-NOT: linalg.generic
// DEFAULT: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
// DEFAULT-NOT: linalg.generic
// DEFAULT: return %[[OUT]] :
// NOACC-NOT: linalg.generic
// NOACC: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16>
// NOACC-NOT: linalg.generic
// NOACC: return %[[OUT]] :
// EXACTACC-NOT: linalg.generic
// EXACTACC: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd scale = 1.000000e+00 : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16> score_mod {
// EXACTACC-NEXT: ^bb0(%{{.+}}: index, %{{.+}}: index, %{{.+}}: index, %{{.+}}: index, %[[S:.+]]: f32):
// EXACTACC-NEXT: %[[C:.+]] = arith.constant 2.500000e-01 : bf16
// EXACTACC-NEXT: %[[R:.+]] = arith.truncf %[[S]] : f32 to bf16
// EXACTACC-NEXT: %[[M:.+]] = arith.mulf %[[R]], %[[C]] : bf16
// EXACTACC-NEXT: %[[W:.+]] = arith.extf %[[M]] : bf16 to f32
// EXACTACC-NEXT: attn.yield %[[W]] : f32
// EXACTACC-NOT: linalg.generic
// EXACTACC: return %[[OUT]] :
// EXACTP-NOT: linalg.generic
// EXACTP: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd scale = 1.000000e+00 : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16> score_mod {
// EXACTP-NEXT: ^bb0(%{{.+}}: index, %{{.+}}: index, %{{.+}}: index, %{{.+}}: index, %[[S:.+]]: f32):
// EXACTP-NEXT: %[[C:.+]] = arith.constant 2.500000e-01 : bf16
// EXACTP-NEXT: %[[R:.+]] = arith.truncf %[[S]] : f32 to bf16
// EXACTP-NEXT: %[[M:.+]] = arith.mulf %[[R]], %[[C]] : bf16
// EXACTP-NEXT: %[[W:.+]] = arith.extf %[[M]] : bf16 to f32
// EXACTP-NEXT: attn.yield %[[W]] : f32
// EXACTP-NOT: linalg.generic
// EXACTP: return %[[OUT]] :
// NARROW-NOT: linalg.generic
// NARROW: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd scale = 1.000000e+00 : (tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16> score_mod {
// NARROW-NEXT: ^bb0(%{{.+}}: index, %{{.+}}: index, %{{.+}}: index, %{{.+}}: index, %[[S:.+]]: f32):
// NARROW-NEXT: %[[C:.+]] = arith.constant 2.500000e-01 : bf16
// NARROW-NEXT: %[[R:.+]] = arith.truncf %[[S]] : f32 to bf16
// NARROW-NEXT: %[[M:.+]] = arith.mulf %[[R]], %[[C]] : bf16
// NARROW-NEXT: %[[W:.+]] = arith.extf %[[M]] : bf16 to f32
// NARROW-NEXT: attn.yield %[[W]] : f32
// NARROW-NOT: linalg.generic
// NARROW: return %[[OUT]] :
func.func @scores_rounded_to_bf16(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x4x16xbf16>, %v: tensor<2x32x4x16xbf16>) -> tensor<2x32x4x16xbf16> {
  %zero = arith.constant 0.000000e+00 : f32
  %ninf = arith.constant 0xFF800000 : f32
  %zero_bf16 = arith.constant 0.000000e+00 : bf16
  %e0 = tensor.empty() : tensor<2x4x32x32xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %qk = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f0 : tensor<2x4x32x32xf32>) {
    ^bb0(%a: bf16, %b: bf16, %acc: f32):
      %a32 = arith.extf %a : bf16 to f32
      %b32 = arith.extf %b : bf16 to f32
      %p = arith.mulf %a32, %b32 : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<2x4x32x32xf32>
  %e1 = tensor.empty() : tensor<2x4x32x32xbf16>
  %qk_bf16 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%qk : tensor<2x4x32x32xf32>) outs(%e1 : tensor<2x4x32x32xbf16>) {
    ^bb0(%a: f32, %o: bf16):
      %t = arith.truncf %a : f32 to bf16
      linalg.yield %t : bf16
  } -> tensor<2x4x32x32xbf16>
  %e1b = tensor.empty() : tensor<2x4x32x32xbf16>
  %scaled_bf16 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%qk_bf16 : tensor<2x4x32x32xbf16>) outs(%e1b : tensor<2x4x32x32xbf16>) {
    ^bb0(%a: bf16, %o: bf16):
      %c = arith.constant 2.500000e-01 : bf16
      %t = arith.mulf %a, %c : bf16
      linalg.yield %t : bf16
  } -> tensor<2x4x32x32xbf16>
  %e1c = tensor.empty() : tensor<2x4x32x32xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%scaled_bf16 : tensor<2x4x32x32xbf16>) outs(%e1c : tensor<2x4x32x32xf32>) {
    ^bb0(%a: bf16, %o: f32):
      %t = arith.extf %a : bf16 to f32
      linalg.yield %t : f32
  } -> tensor<2x4x32x32xf32>
  %e2 = tensor.empty() : tensor<2x4x32xf32>
  %f2 = linalg.fill ins(%ninf : f32) outs(%e2 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %max = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%scaled : tensor<2x4x32x32xf32>) outs(%f2 : tensor<2x4x32xf32>) {
    ^bb0(%a: f32, %m: f32):
      %t = arith.maximumf %a, %m : f32
      linalg.yield %t : f32
  } -> tensor<2x4x32xf32>
  %e3 = tensor.empty() : tensor<2x4x32x32xf32>
  %exp = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%scaled, %max : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e3 : tensor<2x4x32x32xf32>) {
    ^bb0(%a: f32, %m: f32, %o: f32):
      %d = arith.subf %a, %m : f32
      %t = math.exp %d : f32
      linalg.yield %t : f32
  } -> tensor<2x4x32x32xf32>
  %e4 = tensor.empty() : tensor<2x4x32xf32>
  %f4 = linalg.fill ins(%zero : f32) outs(%e4 : tensor<2x4x32xf32>) -> tensor<2x4x32xf32>
  %sum = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>], iterator_types = ["parallel", "parallel", "parallel", "reduction"]}
       ins(%exp : tensor<2x4x32x32xf32>) outs(%f4 : tensor<2x4x32xf32>) {
    ^bb0(%a: f32, %s: f32):
      %t = arith.addf %a, %s : f32
      linalg.yield %t : f32
  } -> tensor<2x4x32xf32>
  %e5 = tensor.empty() : tensor<2x4x32x32xf32>
  %probs = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%exp, %sum : tensor<2x4x32x32xf32>, tensor<2x4x32xf32>) outs(%e5 : tensor<2x4x32x32xf32>) {
    ^bb0(%a: f32, %s: f32, %o: f32):
      %d = arith.divf %a, %s : f32
      linalg.yield %d : f32
  } -> tensor<2x4x32x32xf32>
  %e6 = tensor.empty() : tensor<2x32x4x16xf32>
  %f6 = linalg.fill ins(%zero : f32) outs(%e6 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
  %pv = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%probs, %v : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f6 : tensor<2x32x4x16xf32>) {
    ^bb0(%p: f32, %x: bf16, %acc: f32):
      %x32 = arith.extf %x : bf16 to f32
      %t = arith.mulf %p, %x32 : f32
      %s = arith.addf %t, %acc : f32
      linalg.yield %s : f32
  } -> tensor<2x32x4x16xf32>
  %e7 = tensor.empty() : tensor<2x32x4x16xbf16>
  %out = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%pv : tensor<2x32x4x16xf32>) outs(%e7 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a: f32, %o: bf16):
      %t = arith.truncf %a : f32 to bf16
      linalg.yield %t : bf16
  } -> tensor<2x32x4x16xbf16>
  return %out : tensor<2x32x4x16xbf16>
}

// -----

// Control: f32 throughout, no rounding; raised under every option.
// CHECK-LABEL: func.func @f32_raised_under_every_policy(
// DEFAULT-NOT: linalg.generic
// DEFAULT: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// DEFAULT-NOT: linalg.generic
// DEFAULT: return %[[OUT]] :
// NOACC-NOT: linalg.generic
// NOACC: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// NOACC-NOT: linalg.generic
// NOACC: return %[[OUT]] :
// EXACTACC-NOT: linalg.generic
// EXACTACC: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// EXACTACC-NOT: linalg.generic
// EXACTACC: return %[[OUT]] :
// EXACTP-NOT: linalg.generic
// EXACTP: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// EXACTP-NOT: linalg.generic
// EXACTP: return %[[OUT]] :
// NARROW-NOT: linalg.generic
// NARROW: %[[OUT:.+]] = attn.sdpa %arg0, %arg1, %arg2 layout = bshd : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
// NARROW-NOT: linalg.generic
// NARROW: return %[[OUT]] :
func.func @f32_raised_under_every_policy(%q: tensor<2x32x4x16xf32>, %k: tensor<2x32x4x16xf32>, %v: tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32> {
  %zero = arith.constant 0.000000e+00 : f32
  %e0 = tensor.empty() : tensor<2x4x32x32xf32>
  %f0 = linalg.fill ins(%zero : f32) outs(%e0 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %qk = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %k : tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>) outs(%f0 : tensor<2x4x32x32xf32>) {
    ^bb0(%a: f32, %b: f32, %acc: f32):
      %p = arith.mulf %a, %b : f32
      %s = arith.addf %acc, %p : f32
      linalg.yield %s : f32
  } -> tensor<2x4x32x32xf32>
  %e1 = tensor.empty() : tensor<2x4x32x32xf32>
  %scaled = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%qk : tensor<2x4x32x32xf32>) outs(%e1 : tensor<2x4x32x32xf32>) {
    ^bb0(%a: f32, %o: f32):
      %c = arith.constant 2.500000e-01 : f32
      %t = arith.mulf %a, %c : f32
      linalg.yield %t : f32
  } -> tensor<2x4x32x32xf32>
  %e2 = tensor.empty() : tensor<2x4x32x32xf32>
  %probs = linalg.softmax dimension(3) ins(%scaled : tensor<2x4x32x32xf32>) outs(%e2 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e3 = tensor.empty() : tensor<2x32x4x16xf32>
  %f3 = linalg.fill ins(%zero : f32) outs(%e3 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
  %out = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%probs, %v : tensor<2x4x32x32xf32>, tensor<2x32x4x16xf32>) outs(%f3 : tensor<2x32x4x16xf32>) {
    ^bb0(%p: f32, %x: f32, %acc: f32):
      %t = arith.mulf %p, %x : f32
      %s = arith.addf %t, %acc : f32
      linalg.yield %s : f32
  } -> tensor<2x32x4x16xf32>
  return %out : tensor<2x32x4x16xf32>
}
