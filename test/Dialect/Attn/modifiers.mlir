// RUN: attn-opt %s | FileCheck %s
// RUN: attn-opt %s | attn-opt | FileCheck %s
// RUN: attn-opt %s --mlir-print-op-generic | attn-opt | FileCheck %s

// The score_mod and mask_mod regions of attn.sdpa and attn.sdpa_grad
// round-trip through the custom and the generic form, next to every other
// clause (GQA, causal window, bias, ALiBi, padding, learnable sinks).

// CHECK-LABEL: func.func @softcap_prefix_lm(
// CHECK:         attn.sdpa %{{.+}}, %{{.+}}, %{{.+}} layout = bshd : (tensor<2x64x8x64xbf16>, tensor<2x64x2x64xbf16>, tensor<2x64x2x64xbf16>) -> tensor<2x64x8x64xbf16> score_mod {
// CHECK-NEXT:    ^bb0(%[[B:.+]]: index, %[[H:.+]]: index, %[[I:.+]]: index, %[[J:.+]]: index, %[[S:.+]]: f32):
// CHECK:           %[[X:.+]] = arith.divf %[[S]], %{{.+}} : f32
// CHECK-NEXT:      %[[T:.+]] = math.tanh %[[X]] : f32
// CHECK-NEXT:      %[[Y:.+]] = arith.mulf %[[T]], %{{.+}} : f32
// CHECK-NEXT:      attn.yield %[[Y]] : f32
// CHECK-NEXT:    } mask_mod {
// CHECK-NEXT:    ^bb0(%{{.+}}: index, %{{.+}}: index, %[[I2:.+]]: index, %[[J2:.+]]: index):
// CHECK:           arith.cmpi sle, %[[J2]], %[[I2]] : index
// CHECK:           attn.yield %{{.+}} : i1
// CHECK-NEXT:    }
func.func @softcap_prefix_lm(%q: tensor<2x64x8x64xbf16>, %k: tensor<2x64x2x64xbf16>,
                             %v: tensor<2x64x2x64xbf16>) -> tensor<2x64x8x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x64x8x64xbf16>, tensor<2x64x2x64xbf16>, tensor<2x64x2x64xbf16>)
      -> tensor<2x64x8x64xbf16>
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
        %cap = arith.constant 50.0 : f32
        %x = arith.divf %s, %cap : f32
        %t = math.tanh %x : f32
        %y = arith.mulf %t, %cap : f32
        attn.yield %y : f32
      }
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c16 = arith.constant 16 : index
        %causal = arith.cmpi sle, %j, %i : index
        %prefix = arith.cmpi slt, %j, %c16 : index
        %ok = arith.ori %causal, %prefix : i1
        attn.yield %ok : i1
      }
  return %out : tensor<2x64x8x64xbf16>
}

// A mask_mod alone, next to the other clauses.
// CHECK-LABEL: func.func @mask_only_with_clauses(
// CHECK:         attn.sdpa %{{.+}} bias(%{{.+}}) alibi(%{{.+}}) sink(%{{.+}}) seqlens_q(%{{.+}}) seqlens_kv(%{{.+}}) layout = bhsd causal = bottom_right window = [4, 0] softmax = learnable
// CHECK-SAME:    -> (tensor<2x4x8x16xf32>, tensor<2x4x8xf32>) mask_mod {
// CHECK-NOT:     score_mod
// CHECK:         arith.remsi
func.func @mask_only_with_clauses(%q: tensor<2x4x8x16xf32>, %k: tensor<2x2x12x16xf32>,
    %v: tensor<2x2x12x16xf32>, %bias: tensor<2x4x8x12xf32>, %slopes: tensor<4xf32>,
    %sink: tensor<4xf32>, %lq: tensor<2xi32>, %lkv: tensor<2xi32>)
    -> (tensor<2x4x8x16xf32>, tensor<2x4x8xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v bias(%bias) alibi(%slopes) sink(%sink)
      seqlens_q(%lq) seqlens_kv(%lkv) layout = bhsd causal = bottom_right
      window = [4, 0] softmax = learnable
      : (tensor<2x4x8x16xf32>, tensor<2x2x12x16xf32>, tensor<2x2x12x16xf32>,
         tensor<2x4x8x12xf32>, tensor<4xf32>, tensor<4xf32>, tensor<2xi32>,
         tensor<2xi32>) -> (tensor<2x4x8x16xf32>, tensor<2x4x8xf32>)
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        // Documents of 3 keys: a query sees its own document only.
        %c3 = arith.constant 3 : index
        %di = arith.divsi %i, %c3 : index
        %dj = arith.divsi %j, %c3 : index
        %r = arith.remsi %j, %c3 : index
        %same = arith.cmpi eq, %di, %dj : index
        attn.yield %same : i1
      }
  return %out, %lse : tensor<2x4x8x16xf32>, tensor<2x4x8xf32>
}

// The backward carries the forward's regions; its score_mod must be
// differentiable (tanh, select and the like).
// CHECK-LABEL: func.func @grad_with_modifiers(
// CHECK:         attn.sdpa_grad
// CHECK-SAME:    -> (tensor<2x16x4x8xbf16>, tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>) score_mod {
// CHECK:           math.tanh
// CHECK:           arith.select
// CHECK:         } mask_mod {
func.func @grad_with_modifiers(%q: tensor<2x16x4x8xbf16>, %k: tensor<2x16x2x8xbf16>,
    %v: tensor<2x16x2x8xbf16>, %o: tensor<2x16x4x8xbf16>, %do: tensor<2x16x4x8xbf16>,
    %lse: tensor<2x4x16xf32>) -> tensor<2x16x4x8xbf16> {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd
      : (tensor<2x16x4x8xbf16>, tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>,
         tensor<2x16x4x8xbf16>, tensor<2x16x4x8xbf16>, tensor<2x4x16xf32>)
      -> (tensor<2x16x4x8xbf16>, tensor<2x16x2x8xbf16>, tensor<2x16x2x8xbf16>)
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
        %t = math.tanh %s : f32
        %zero = arith.constant 0.0 : f32
        %neg = arith.cmpf olt, %s, %zero : f32
        %r = arith.select %neg, %t, %s : f32
        attn.yield %r : f32
      }
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %ok = arith.cmpi sle, %j, %i : index
        attn.yield %ok : i1
      }
  return %dq : tensor<2x16x4x8xbf16>
}
