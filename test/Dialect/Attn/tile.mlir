// RUN: attn-opt %s -split-input-file --attn-tile -cse | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-tile="block-q=32 block-kv=16" | FileCheck %s --check-prefix=SIZES
// RUN: not attn-opt %s --attn-tile=block-q=-1 2>&1 | FileCheck %s --check-prefix=BAD-OPTION
// RUN: attn-opt %s -split-input-file --attn-tile=align-key-steps=true -cse | FileCheck %s --check-prefix=ALIGNED

// attn-tile: attn.sdpa becomes a parallel loop over (batch, query head,
// query tile) that walks only the key tiles attn.band_keys returns.

// CHECK-LABEL: func.func @causal_gqa(
// CHECK-DAG:     %[[Q:.+]] = bufferization.to_buffer %arg0 read_only
// CHECK-DAG:     %[[K:.+]] = bufferization.to_buffer %arg1 read_only
// CHECK-DAG:     %[[V:.+]] = bufferization.to_buffer %arg2 read_only
// CHECK-DAG:     %[[OUT:.+]] = memref.alloc() : memref<1x256x4x64xf32>
// CHECK-DAG:     %[[LSE:.+]] = memref.alloc() : memref<1x4x256xf32>
// CHECK:         scf.parallel (%[[B:.+]], %[[H:.+]], %[[T:.+]]) = (%c0, %c0, %c0) to (%c1, %c4, %{{.+}})
// CHECK:           %[[Q0:.+]] = arith.muli %[[T]], %c64
// CHECK:           %[[KVH:.+]] = arith.divui %[[H]], %c2
// CHECK:           %[[S0:.+]] = attn.online_init %[[Q]] at [%[[B]], %[[H]]] rows [%[[Q0]], %[[ROWS:.+]]] layout = bshd scale = 1.250000e-01 : memref<1x256x4x64xf32> -> !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
// Only the keys up to the tile's last row: the causal band skips the rest.
// CHECK:           %[[LO:.+]], %[[HI:.+]] = attn.band_keys #attn.band<right = 0> rows [%[[Q0]], %{{.+}}] lengths [%c256, %c256]
// CHECK:           %[[S:.+]] = scf.for %[[K0:.+]] = %[[LO]] to %[[HI]] step %c32 iter_args(%[[S1:.+]] = %[[S0]])
// CHECK:             %[[NK:.+]] = arith.minsi
// CHECK:             %[[S2:.+]] = attn.online_step %[[S1]], %[[K]], %[[V]] at [%[[B]], %[[H]], %[[KVH]]] rows [%[[Q0]], %[[ROWS]]] keys [%[[K0]], %[[NK]]] lengths [%c256, %c256] band = #attn.band<right = 0> layout = bshd
// CHECK:             scf.yield %[[S2]]
// CHECK:           attn.online_finish %[[S]] into %[[OUT]] lse(%[[LSE]] : memref<1x4x256xf32>) at [%[[B]], %[[H]]] rows [%[[Q0]], %[[ROWS]]] layout = bshd
// CHECK:         bufferization.to_tensor %[[OUT]] restrict writable
// CHECK:         bufferization.to_tensor %[[LSE]] restrict writable
// CHECK-NOT:     attn.sdpa
// SIZES-LABEL: func.func @causal_gqa(
// SIZES:         arith.ceildivsi %{{.+}}, %c32
// SIZES:         !attn.online_state<rows = 32, keys = 16, head_dim_qk = 64, head_dim_v = 64>
// BAD-OPTION:  error: attn-tile: block-q must be positive (or 0 for the direction's default), got -1
// align-key-steps: the loop starts at the 32-key tile that holds the
// band's first key (an empty range stays empty); the steps still end at
// the band's end.
// ALIGNED-LABEL: func.func @causal_gqa(
// ALIGNED:         %[[LO:.+]], %[[HI:.+]] = attn.band_keys #attn.band<right = 0>
// ALIGNED:         %[[TILE:.+]] = arith.divui %[[LO]], %c32
// ALIGNED-NEXT:    %[[FIRST:.+]] = arith.muli %[[TILE]], %c32
// ALIGNED-NEXT:    %[[EMPTY:.+]] = arith.cmpi eq, %[[HI]], %[[LO]]
// ALIGNED-NEXT:    %[[START:.+]] = arith.select %[[EMPTY]], %[[LO]], %[[FIRST]]
// ALIGNED-NEXT:    scf.for %[[K0:.+]] = %[[START]] to %[[HI]] step %c32
// ALIGNED:           %[[REST:.+]] = arith.subi %[[HI]], %[[K0]]
// ALIGNED-NEXT:      arith.minsi %c32, %[[REST]]
func.func @causal_gqa(%q: tensor<1x256x4x64xf32>, %k: tensor<1x256x2x64xf32>, %v: tensor<1x256x2x64xf32>)
    -> (tensor<1x256x4x64xf32>, tensor<1x4x256xf32>) {
  %o, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x256x4x64xf32>, tensor<1x256x2x64xf32>, tensor<1x256x2x64xf32>)
      -> (tensor<1x256x4x64xf32>, tensor<1x4x256xf32>)
  return %o, %lse : tensor<1x256x4x64xf32>, tensor<1x4x256xf32>
}

// -----

// No mask: the band bounds nothing but the lengths (every key tile).
// CHECK-LABEL: func.func @dense_bhsd(
// CHECK:         attn.online_init %{{.+}} layout = bhsd
// CHECK:         attn.band_keys #attn.band<> rows
// CHECK:         attn.online_step {{.+}} band = #attn.band<> layout = bhsd
// CHECK-NOT:     lse(
func.func @dense_bhsd(%q: tensor<2x4x100x32xbf16>, %k: tensor<2x4x100x32xbf16>, %v: tensor<2x4x100x32xbf16>)
    -> tensor<2x4x100x32xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bhsd
      : (tensor<2x4x100x32xbf16>, tensor<2x4x100x32xbf16>, tensor<2x4x100x32xbf16>) -> tensor<2x4x100x32xbf16>
  return %o : tensor<2x4x100x32xbf16>
}

// -----

// Padding, a bottom-right window, bias, ALiBi and a learnable sink: the
// lengths come from the per-batch valid lengths (clamped to the extents),
// the additive terms ride on the step and the sink logit on the finish.
// CHECK-LABEL: func.func @everything_the_step_carries(
// CHECK-SAME:    %{{.+}}: tensor<2x64x4x32xf32>, %{{.+}}: tensor<2x64x4x32xf32>, %{{.+}}: tensor<2x64x4x32xf32>, %{{.+}}: tensor<2x4x64x64xf32>, %{{.+}}: tensor<4xf32>, %{{.+}}: tensor<4xf32>, %{{.+}}: tensor<2xi32>, %{{.+}}: tensor<2xi32>)
// CHECK-DAG:     %[[BIAS:.+]] = bufferization.to_buffer %arg3 read_only
// CHECK-DAG:     %[[SLOPES:.+]] = bufferization.to_buffer %arg4 read_only
// CHECK-DAG:     %[[SINKS:.+]] = bufferization.to_buffer %arg5 read_only
// CHECK-DAG:     %[[LENQ:.+]] = bufferization.to_buffer %arg6 read_only
// CHECK:         scf.parallel (%[[B:.+]], %[[H:.+]], %{{.+}}) =
// CHECK:           memref.load %[[LENQ]][%[[B]]]
// CHECK:           attn.band_keys #attn.band<left = 16, right = 0, bottom_right = true> rows [%{{.+}}, %{{.+}}] lengths [%[[LQ:.+]], %[[LKV:.+]]]
// CHECK:             attn.online_step %{{.+}} bias(%[[BIAS]] : memref<2x4x64x64xf32>) alibi(%[[SLOPES]] : memref<4xf32>) at {{.+}} lengths [%[[LQ]], %[[LKV]]] band = #attn.band<left = 16, right = 0, bottom_right = true>
// CHECK:           %[[SINK:.+]] = memref.load %[[SINKS]][%[[H]]]
// CHECK:           attn.online_finish %{{.+}} sink(%[[SINK]])
func.func @everything_the_step_carries(%q: tensor<2x64x4x32xf32>, %k: tensor<2x64x4x32xf32>, %v: tensor<2x64x4x32xf32>,
    %bias: tensor<2x4x64x64xf32>, %slopes: tensor<4xf32>, %sink: tensor<4xf32>, %lq: tensor<2xi32>, %lkv: tensor<2xi32>)
    -> tensor<2x64x4x32xf32> {
  %o = attn.sdpa %q, %k, %v bias(%bias) alibi(%slopes) sink(%sink) seqlens_q(%lq) seqlens_kv(%lkv)
      layout = bshd causal = bottom_right window = [16, 0] softmax = learnable
      : (tensor<2x64x4x32xf32>, tensor<2x64x4x32xf32>, tensor<2x64x4x32xf32>, tensor<2x4x64x64xf32>,
         tensor<4xf32>, tensor<4xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x64x4x32xf32>
  return %o : tensor<2x64x4x32xf32>
}

// -----

// The op's #attn.tiling overrides the pass's sizes.
// CHECK-LABEL: func.func @tiling_attribute(
// CHECK:         arith.ceildivsi %{{.+}}, %c16
// CHECK:         attn.online_init {{.+}} -> !attn.online_state<rows = 16, keys = 8, head_dim_qk = 32, head_dim_v = 32>
// SIZES-LABEL: func.func @tiling_attribute(
// SIZES:         !attn.online_state<rows = 16, keys = 8, head_dim_qk = 32, head_dim_v = 32>
func.func @tiling_attribute(%q: tensor<1x64x2x32xf32>) -> tensor<1x64x2x32xf32> {
  %o = attn.sdpa %q, %q, %q layout = bshd {attn.tiling = #attn.tiling<block_q = 16, block_kv = 8>}
      : (tensor<1x64x2x32xf32>, tensor<1x64x2x32xf32>, tensor<1x64x2x32xf32>) -> tensor<1x64x2x32xf32>
  return %o : tensor<1x64x2x32xf32>
}

// -----

// Packed sequences: tokens outside every sequence get the fully masked
// result first; each (sequence, head, tile) inside its sequence indexes
// tokens from the sequence's bases.
// CHECK-LABEL: func.func @packed(
// CHECK:         linalg.fill
// CHECK:         scf.parallel
// CHECK:           scf.if
// CHECK:             attn.online_init {{.+}} base(%[[QBASE:.+]]) layout = thd
// CHECK:               attn.online_step {{.+}} key_base(%[[KBASE:.+]]) band = #attn.band<right = 0, bottom_right = true> layout = thd
// CHECK:             attn.online_finish {{.+}} base(%[[QBASE]]) layout = thd
func.func @packed(%qt: tensor<100x4x32xf32>, %cu: tensor<3xi32>) -> tensor<100x4x32xf32> {
  %a = attn.sdpa %qt, %qt, %qt seqlens_q(%cu) seqlens_kv(%cu) layout = thd causal = bottom_right
      : (tensor<100x4x32xf32>, tensor<100x4x32xf32>, tensor<100x4x32xf32>, tensor<3xi32>, tensor<3xi32>) -> tensor<100x4x32xf32>
  return %a : tensor<100x4x32xf32>
}

// -----

// A mask_mod narrows the band's key range (the key tiles at either end in
// which it allows no pair are dropped) and rides on each step with the
// score_mod; dropout gives the steps its seed, offset and head count.
// CHECK-LABEL: func.func @modifiers_and_dropout(
// CHECK:         attn.band_keys
// CHECK:         scf.while
// CHECK:         attn.online_step {{.+}} rng(%arg1, %arg2) at {{.+}} {dropout = 1.000000e-01 : f64, heads_q = 4 : i64}
// CHECK-SAME:        score_mod {
// CHECK:           math.tanh
// CHECK:         } mask_mod {
// CHECK:           arith.cmpi sle
func.func @modifiers_and_dropout(%q: tensor<1x64x4x32xf32>, %seed: i64, %offset: i64) -> tensor<1x64x4x32xf32> {
  %b = attn.sdpa %q, %q, %q rng(%seed, %offset) layout = bshd dropout = 0.1
      : (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, i64, i64) -> tensor<1x64x4x32xf32>
      score_mod {
      ^bb0(%bb: index, %h: index, %i: index, %j: index, %s: f32):
        %t = math.tanh %s : f32
        attn.yield %t : f32
      }
      mask_mod {
      ^bb0(%bb: index, %h: index, %i: index, %j: index):
        %ok = arith.cmpi sle, %j, %i : index
        attn.yield %ok : i1
      }
  return %b : tensor<1x64x4x32xf32>
}

// -----

// The backward: a query-stationary nest (dQ, delta, the f32 d_bias sums;
// sequential, since this bias broadcasts over batch and heads and tiles
// add into shared elements), then a key-stationary one over (batch, kv
// head, key tile) that walks, for each query head of the group, only the
// row blocks attn.band_rows returns; the d_bias sums are rounded into the
// bf16 result once.
// CHECK-LABEL: func.func @backward(
// CHECK:         %[[DQ:.+]] = memref.alloc() : memref<1x64x4x32xbf16>
// CHECK:         %[[DK:.+]] = memref.alloc() : memref<1x64x2x32xbf16>
// CHECK:         %[[DV:.+]] = memref.alloc() : memref<1x64x2x32xbf16>
// CHECK:         %[[DB:.+]] = memref.alloc() : memref<1x1x64x64xbf16>
// CHECK:         %[[SUMS:.+]] = memref.alloc() : memref<1x1x64x64xf32>
// CHECK:         linalg.fill ins(%{{.+}} : f32) outs(%[[SUMS]] : memref<1x1x64x64xf32>)
// CHECK:         %[[DELTA:.+]] = memref.alloc() : memref<1x4x64xf32>
// CHECK-NOT:     scf.parallel
// CHECK:         scf.for
// CHECK:           %[[G0:.+]] = attn.query_grad_init %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} into %[[DELTA]] at [{{.+}}] rows [{{.+}}] layout = bshd scale = {{.+}} -> !attn.query_grad_state<rows = 32, keys = 32, head_dim_qk = 32, head_dim_v = 32>
// CHECK:           %[[LO:.+]], %[[HI:.+]] = attn.band_keys #attn.band<right = 0>
// CHECK:           scf.for %{{.+}} = %[[LO]] to %[[HI]] step %c32 iter_args(%{{.+}} = %[[G0]])
// CHECK:             attn.query_grad_step {{.+}} d_bias(%[[SUMS]] : memref<1x1x64x64xf32>)
// CHECK:           attn.query_grad_finish %{{.+}} into %[[DQ]]
// CHECK:         scf.parallel (%{{.+}}, %[[KVH:.+]], %{{.+}}) = (%c0, %c0, %c0) to (%c1, %c2, %{{.+}})
// CHECK:           %[[K0:.+]] = attn.key_grad_init {{.+}} at [%{{.+}}, %[[KVH]]] keys [{{.+}}] layout = bshd {{.+}} -> !attn.key_grad_state<keys = 32, rows = 32, head_dim_qk = 32, head_dim_v = 32>
// CHECK:           %[[RLO:.+]], %[[RHI:.+]] = attn.band_rows #attn.band<right = 0> keys [
// CHECK:           scf.for %[[MEMBER:.+]] = %c0 to %c2 step %c1 iter_args(%{{.+}} = %[[K0]])
// CHECK:             scf.for %{{.+}} = %[[RLO]] to %[[RHI]] step %c32
// CHECK:               attn.key_grad_step %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %[[DELTA]] bias(
// CHECK:           attn.key_grad_finish %{{.+}} into %[[DK]], %[[DV]]
// CHECK:         arith.truncf %{{.+}} : f32 to bf16
// CHECK:         memref.store %{{.+}}, %[[DB]]
func.func @backward(%q: tensor<1x64x4x32xbf16>, %k: tensor<1x64x2x32xbf16>, %lse: tensor<1x4x64xf32>,
                    %bias: tensor<1x1x64x64xbf16>)
    -> (tensor<1x64x4x32xbf16>, tensor<1x64x2x32xbf16>, tensor<1x64x2x32xbf16>, tensor<1x1x64x64xbf16>) {
  %dq, %dk, %dv, %db = attn.sdpa_grad %q, %k, %k, %q, %q, %lse bias(%bias) layout = bshd causal = top_left
      : (tensor<1x64x4x32xbf16>, tensor<1x64x2x32xbf16>, tensor<1x64x2x32xbf16>, tensor<1x64x4x32xbf16>,
         tensor<1x64x4x32xbf16>, tensor<1x4x64xf32>, tensor<1x1x64x64xbf16>)
      -> (tensor<1x64x4x32xbf16>, tensor<1x64x2x32xbf16>, tensor<1x64x2x32xbf16>) d_bias(tensor<1x1x64x64xbf16>)
  return %dq, %dk, %dv, %db : tensor<1x64x4x32xbf16>, tensor<1x64x2x32xbf16>, tensor<1x64x2x32xbf16>, tensor<1x1x64x64xbf16>
}
