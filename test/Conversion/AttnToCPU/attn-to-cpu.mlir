// RUN: attn-opt %s -split-input-file --attn-to-cpu="query-tile=32 key-tile=64" | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-to-cpu | FileCheck %s --check-prefix=NOSCORES
// RUN: attn-opt %s -split-input-file --attn-to-cpu="query-tile=16 key-tile=24" | FileCheck %s --check-prefix=TILES

// The structure of the fused CPU kernels that --attn-to-cpu emits: operands
// enter through bufferization.to_buffer, results are fresh memref.allocs
// returned through bufferization.to_tensor restrict writable, the work is an
// scf.parallel over three dimensions whose body keeps its tiles on the stack
// (memref.alloca_scope), and the softmax is computed online.

// No Sq x Skv buffer may exist anywhere: with Sq = Skv = 256 (128, 100/120
// below) and tiles of 32 x 64, any buffer of these extents would be a
// materialised score matrix, and every stack buffer must be statically sized.
// NOSCORES-NOT: 256x256
// NOSCORES-NOT: 128x128
// NOSCORES-NOT: 100x120
// NOSCORES-NOT: 120x100
// NOSCORES-NOT: 65536
// NOSCORES-NOT: memref.alloca(%

// Forward, bshd, causal, out and lse, no GQA (the kv head is the query head).
// CHECK-LABEL: func.func @causal_bshd_f32(
// CHECK-SAME:      %[[Q:[^:]+]]: tensor<1x256x4x32xf32>, %[[K:[^:]+]]: tensor<1x256x4x32xf32>, %[[V:[^:]+]]: tensor<1x256x4x32xf32>)
// CHECK-DAG:     %[[SCALE:.+]] = arith.constant dense<0.176776692> : vector<16xf32>
// CHECK-DAG:     %[[NEG_INF:.+]] = arith.constant 0xFF800000 : f32
// CHECK-DAG:     %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG:     %[[C4:.+]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.+]] = arith.constant 8 : index
// CHECK-DAG:     %[[C32:.+]] = arith.constant 32 : index
// CHECK-DAG:     %[[C64:.+]] = arith.constant 64 : index
// CHECK:         %[[QM:.+]] = bufferization.to_buffer %[[Q]] read_only : tensor<1x256x4x32xf32> to memref<1x256x4x32xf32>
// CHECK:         %[[KM:.+]] = bufferization.to_buffer %[[K]] read_only : tensor<1x256x4x32xf32> to memref<1x256x4x32xf32>
// CHECK:         %[[VM:.+]] = bufferization.to_buffer %[[V]] read_only : tensor<1x256x4x32xf32> to memref<1x256x4x32xf32>
// CHECK:         %[[OUT:.+]] = memref.alloc() : memref<1x256x4x32xf32>
// CHECK:         %[[LSE:.+]] = memref.alloc() : memref<1x4x256xf32>
// CHECK-NOT:     memref.alloc(
// Parallel over (batch, query head, query tile): 1 x 4 x ceil(256 / 32).
// CHECK:         scf.parallel (%[[B:.+]], %[[H:.+]], %[[T:.+]]) = (%[[C0]], %[[C0]], %[[C0]]) to (%[[C1]], %[[C4]], %[[C8]]) step (%[[C1]], %[[C1]], %[[C1]]) {
// CHECK-NEXT:      memref.alloca_scope {
// CHECK:             %[[FIRST:.+]] = arith.muli %[[T]], %[[C32]] : index
// Stack tiles: q (32 x d), kᵀ (d x 64), v (64 x d), scores (32 x 64), acc,
// max, sum, the accumulator's rescaling factor.
// CHECK:             %[[QT:.+]] = memref.alloca() : memref<32x32xf32>
// CHECK-NEXT:        %[[KT:.+]] = memref.alloca() : memref<32x64xf32>
// CHECK-NEXT:        %[[VT:.+]] = memref.alloca() : memref<64x32xf32>
// CHECK-NEXT:        %[[ST:.+]] = memref.alloca() : memref<32x64xf32>
// CHECK-NEXT:        %[[ACC:.+]] = memref.alloca() : memref<32x32xf32>
// CHECK-NEXT:        %[[MAX:.+]] = memref.alloca() : memref<32xf32>
// CHECK-NEXT:        %[[SUM:.+]] = memref.alloca() : memref<32xf32>
// CHECK-NEXT:        %[[CORR:.+]] = memref.alloca() : memref<32xf32>
// The query tile is staged pre-scaled by 1/sqrt(32).
// CHECK:             %[[QV:.+]] = vector.load %[[QM]][%[[B]], %{{.+}}, %[[H]], %{{.+}}] : memref<1x256x4x32xf32>, vector<16xf32>
// CHECK:             %[[QS:.+]] = arith.mulf %[[QV]], %[[SCALE]] : vector<16xf32>
// CHECK:             vector.store %[[QS]], %[[QT]]
// CHECK:             memref.store %[[NEG_INF]], %[[MAX]]
// Causal: the key tiles end at the tile's last diagonal, a computed bound
// (attn.band_keys, lowered), not at the constant Skv.
// CHECK:             %[[KEND:.+]] = arith.minsi %[[C256:.+]], %{{.+}} : index
// CHECK:             %[[KHI:.+]] = arith.select %{{.+}}, %{{.+}}, %{{.+}} : index
// CHECK:             scf.for %[[KEY0:.+]] = %{{.+}} to %[[KHI]] step %[[C64]] {
// The key tile is staged transposed, the value tile as it is.
// CHECK:               %[[KE:.+]] = memref.load %[[KM]][%[[B]], %{{.+}}, %[[H]], %{{.+}}] : memref<1x256x4x32xf32>
// CHECK:               memref.store %[[KE]], %[[KT]][%{{.+}}, %{{.+}}] : memref<32x64xf32>
// CHECK:               vector.load %[[VM]][%[[B]], %{{.+}}, %[[H]], %{{.+}}] : memref<1x256x4x32xf32>, vector<16xf32>
// Scores of 4 query rows at a time against the 64 keys along the lanes:
// 16 FMA chains over the head dimension, each kᵀ vector used 4 times, and
// no horizontal reductions.
// CHECK:               scf.for %{{.+}} = %[[C0]] to %{{.+}} step %[[C4]] {
// CHECK-COUNT-4:         vector.load %[[KT]]
// CHECK:                 memref.load %[[QT]]
// CHECK-NEXT:            vector.broadcast %{{.+}} : f32 to vector<16xf32>
// CHECK-COUNT-4:         vector.fma {{.+}} : vector<16xf32>
// CHECK-COUNT-16:        vector.store %{{.+}}, %[[ST]]
// The mask and additive terms only where the tile is not entirely allowed.
// CHECK:               scf.if %{{.+}} {
// CHECK-NEXT:          } else {
// CHECK:                 arith.cmpi sle
// CHECK:                 memref.store %{{.+}}, %[[ST]]
// Online softmax: tile max, rescale of the running state, exponentials.
// CHECK:               %[[TMAX:.+]] = vector.reduction <maximumf>, %{{.+}} : vector<16xf32> into f32
// CHECK:               %[[OLD:.+]] = memref.load %[[MAX]]
// CHECK:               %[[NEW:.+]] = arith.maximumf %[[OLD]], %[[TMAX]] : f32
// CHECK:               math.exp %{{.+}} : f32
// CHECK:               math.exp %{{.+}} : vector<16xf32>
// CHECK:               memref.store %{{.+}}, %[[SUM]]
// CHECK:               memref.store %[[NEW]], %[[MAX]]
// CHECK:               memref.store %{{.+}}, %[[CORR]]
// P.V of 2 rows at a time accumulated with FMAs into the stack accumulator.
// CHECK:               memref.load %[[CORR]]
// CHECK:               vector.load %[[VT]]
// CHECK:               vector.fma
// CHECK:               vector.store %{{.+}}, %[[ACC]]
// Finalise: out = acc / sum, lse = max + log(sum).
// CHECK:             math.log
// CHECK:             vector.store %{{.+}}, %[[OUT]][%[[B]], %{{.+}}, %[[H]], %{{.+}}] : memref<1x256x4x32xf32>, vector<16xf32>
// CHECK:             memref.store %{{.+}}, %[[LSE]][%[[B]], %[[H]], %{{.+}}] : memref<1x4x256xf32>
// CHECK:         scf.reduce
// CHECK:         %[[O:.+]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<1x256x4x32xf32> to tensor<1x256x4x32xf32>
// CHECK:         %[[L:.+]] = bufferization.to_tensor %[[LSE]] restrict writable : memref<1x4x256xf32> to tensor<1x4x256xf32>
// CHECK:         return %[[O]], %[[L]]
// CHECK-NOT:     attn.sdpa

// The tile options show up in the parallel bound (256 / 16 query tiles), the
// stack buffer shapes, the key loop step and the vector width (8 | 24).
// TILES-LABEL: func.func @causal_bshd_f32(
// TILES-DAG:     %[[C16:.+]] = arith.constant 16 : index
// TILES-DAG:     %[[C24:.+]] = arith.constant 24 : index
// TILES:         scf.parallel (%{{.+}}, %{{.+}}, %[[T:.+]]) = ({{.+}}) to (%{{.+}}, %{{.+}}, %[[C16]])
// TILES:           arith.muli %[[T]], %[[C16]] : index
// TILES:           memref.alloca() : memref<16x32xf32>
// TILES-NEXT:      memref.alloca() : memref<32x24xf32>
// TILES-NEXT:      memref.alloca() : memref<24x32xf32>
// TILES-NEXT:      memref.alloca() : memref<16x24xf32>
// TILES-NEXT:      memref.alloca() : memref<16x32xf32>
// TILES-NEXT:      memref.alloca() : memref<16xf32>
// TILES-NEXT:      memref.alloca() : memref<16xf32>
// TILES-NEXT:      memref.alloca() : memref<16xf32>
// TILES:           scf.for %{{.+}} = %{{.+}} to %{{.+}} step %[[C24]] {
// TILES:             vector.reduction <maximumf>, %{{.+}} : vector<8xf32> into f32
// TILES-NOT:       memref<32x64xf32>
// TILES:         return
func.func @causal_bshd_f32(%q: tensor<1x256x4x32xf32>, %k: tensor<1x256x4x32xf32>,
                           %v: tensor<1x256x4x32xf32>)
    -> (tensor<1x256x4x32xf32>, tensor<1x4x256xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x256x4x32xf32>, tensor<1x256x4x32xf32>, tensor<1x256x4x32xf32>)
      -> (tensor<1x256x4x32xf32>, tensor<1x4x256xf32>)
  return %out, %lse : tensor<1x256x4x32xf32>, tensor<1x4x256xf32>
}

// -----

// GQA 8/2 in bf16: the kv head is h divui 4; loads widen to f32, the store
// narrows back; no lse, so one result buffer. Without a mask the key tiles
// run to Skv.
// CHECK-LABEL: func.func @gqa_bf16(
// CHECK-SAME:      %[[Q:[^:]+]]: tensor<2x128x8x16xbf16>, %[[K:[^:]+]]: tensor<2x128x2x16xbf16>, %[[V:[^:]+]]: tensor<2x128x2x16xbf16>)
// CHECK-DAG:     %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG:     %[[C4:.+]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.+]] = arith.constant 8 : index
// CHECK-DAG:     %[[C64:.+]] = arith.constant 64 : index
// CHECK-DAG:     %[[C128:.+]] = arith.constant 128 : index
// CHECK:         %[[QM:.+]] = bufferization.to_buffer %[[Q]] read_only : tensor<2x128x8x16xbf16> to memref<2x128x8x16xbf16>
// CHECK:         %[[KM:.+]] = bufferization.to_buffer %[[K]] read_only : tensor<2x128x2x16xbf16> to memref<2x128x2x16xbf16>
// CHECK:         %[[VM:.+]] = bufferization.to_buffer %[[V]] read_only : tensor<2x128x2x16xbf16> to memref<2x128x2x16xbf16>
// CHECK:         %[[OUT:.+]] = memref.alloc() : memref<2x128x8x16xbf16>
// CHECK-NOT:     memref.alloc(
// CHECK:         scf.parallel (%[[B:.+]], %[[H:.+]], %{{.+}}) = (%[[C0]], %[[C0]], %[[C0]]) to (%[[C2]], %[[C8]], %[[C4]]) step (%[[C1]], %[[C1]], %[[C1]]) {
// CHECK-NEXT:      memref.alloca_scope {
// CHECK:             %[[KVH:.+]] = arith.divui %[[H]], %[[C4]] : index
// CHECK:             %[[QV:.+]] = vector.load %[[QM]][%[[B]], %{{.+}}, %[[H]], %{{.+}}] : memref<2x128x8x16xbf16>, vector<16xbf16>
// CHECK:             arith.extf %[[QV]] : vector<16xbf16> to vector<16xf32>
// CHECK:             scf.for %{{.+}} = %{{.+}} to %{{.+}} step %[[C64]] {
// CHECK:               %[[KV:.+]] = memref.load %[[KM]][%[[B]], %{{.+}}, %[[KVH]], %{{.+}}] : memref<2x128x2x16xbf16>
// CHECK:               arith.extf %[[KV]] : bf16 to f32
// CHECK:               %[[VV:.+]] = vector.load %[[VM]][%[[B]], %{{.+}}, %[[KVH]], %{{.+}}] : memref<2x128x2x16xbf16>, vector<16xbf16>
// CHECK:               arith.extf %[[VV]] : vector<16xbf16> to vector<16xf32>
// CHECK:               vector.fma
// CHECK:               vector.reduction <maximumf>
// CHECK:               math.exp
// CHECK:             %[[NARROW:.+]] = arith.truncf %{{.+}} : vector<16xf32> to vector<16xbf16>
// CHECK:             vector.store %[[NARROW]], %[[OUT]][%[[B]], %{{.+}}, %[[H]], %{{.+}}] : memref<2x128x8x16xbf16>, vector<16xbf16>
// CHECK:         %[[O:.+]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<2x128x8x16xbf16> to tensor<2x128x8x16xbf16>
// CHECK:         return %[[O]] : tensor<2x128x8x16xbf16>
func.func @gqa_bf16(%q: tensor<2x128x8x16xbf16>, %k: tensor<2x128x2x16xbf16>,
                    %v: tensor<2x128x2x16xbf16>) -> tensor<2x128x8x16xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x128x8x16xbf16>, tensor<2x128x2x16xbf16>, tensor<2x128x2x16xbf16>)
      -> tensor<2x128x8x16xbf16>
  return %out : tensor<2x128x8x16xbf16>
}

// -----

// Packed thd with cumulative offsets and a bottom-right causal mask: tokens
// outside every sequence get out = 0 and lse = -inf up front; each task reads
// its sequence's bounds from cu[b] and cu[b + 1] and indexes tokens from the
// sequence base; the diagonal offset is Lkv - Lq.
// CHECK-LABEL: func.func @packed_thd_f16(
// CHECK-SAME:      %[[Q:[^:]+]]: tensor<100x4x32xf16>, %[[K:[^:]+]]: tensor<120x2x32xf16>, %[[V:[^:]+]]: tensor<120x2x32xf16>, %[[CUQ:[^:]+]]: tensor<4xi32>, %[[CUKV:[^:]+]]: tensor<4xi32>)
// CHECK-DAG:     %[[ZERO:.+]] = arith.constant 0.000000e+00 : f16
// CHECK-DAG:     %[[NEG_INF:.+]] = arith.constant 0xFF800000 : f32
// CHECK-DAG:     %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG:     %[[C3:.+]] = arith.constant 3 : index
// CHECK-DAG:     %[[C4:.+]] = arith.constant 4 : index
// CHECK-DAG:     %[[C100:.+]] = arith.constant 100 : index
// CHECK-DAG:     %[[C120:.+]] = arith.constant 120 : index
// CHECK:         %[[QM:.+]] = bufferization.to_buffer %[[Q]] read_only : tensor<100x4x32xf16> to memref<100x4x32xf16>
// CHECK:         %[[KM:.+]] = bufferization.to_buffer %[[K]] read_only : tensor<120x2x32xf16> to memref<120x2x32xf16>
// CHECK:         %[[VM:.+]] = bufferization.to_buffer %[[V]] read_only : tensor<120x2x32xf16> to memref<120x2x32xf16>
// CHECK:         %[[CUQM:.+]] = bufferization.to_buffer %[[CUQ]] read_only : tensor<4xi32> to memref<4xi32>
// CHECK:         %[[CUKVM:.+]] = bufferization.to_buffer %[[CUKV]] read_only : tensor<4xi32> to memref<4xi32>
// CHECK:         %[[OUT:.+]] = memref.alloc() : memref<100x4x32xf16>
// CHECK:         %[[LSE:.+]] = memref.alloc() : memref<4x100xf32>
// CHECK:         linalg.fill ins(%[[ZERO]] : f16) outs(%[[OUT]] : memref<100x4x32xf16>)
// CHECK:         memref.store %[[NEG_INF]], %[[LSE]]
// Three sequences (4 offsets), 4 heads, ceil(100 / 32) query tiles.
// The sequence's frame, then (for a tile inside the sequence) the tile's
// stack buffers in an alloca scope.
// CHECK:         scf.parallel (%[[B:.+]], %[[H:.+]], %{{.+}}) = (%[[C0]], %[[C0]], %[[C0]]) to (%[[C3]], %[[C4]], %[[C4]]) step (%[[C1]], %[[C1]], %[[C1]]) {
// CHECK-NEXT:        %[[NEXT:.+]] = arith.addi %[[B]], %[[C1]] : index
// CHECK-NEXT:        %[[QLO_I32:.+]] = memref.load %[[CUQM]][%[[B]]] : memref<4xi32>
// CHECK-NEXT:        %[[QLO_RAW:.+]] = arith.index_cast %[[QLO_I32]] : i32 to index
// CHECK-NEXT:        %[[QHI_I32:.+]] = memref.load %[[CUQM]][%[[NEXT]]] : memref<4xi32>
// CHECK-NEXT:        arith.index_cast %[[QHI_I32]] : i32 to index
// CHECK-NEXT:        %[[QLO_POS:.+]] = arith.maxsi %[[QLO_RAW]], %[[C0]] : index
// CHECK-NEXT:        %[[QBASE:.+]] = arith.minsi %[[QLO_POS]], %[[C100]] : index
// CHECK:             %[[LQ:.+]] = arith.subi %{{.+}}, %[[QBASE]] : index
// CHECK:             memref.load %[[CUKVM]][%[[B]]] : memref<4xi32>
// CHECK:             memref.load %[[CUKVM]][%[[NEXT]]] : memref<4xi32>
// CHECK:             %[[KVBASE:.+]] = arith.minsi %{{.+}}, %[[C120]] : index
// CHECK:             %[[LKV:.+]] = arith.subi %{{.+}}, %[[KVBASE]] : index
// CHECK:             scf.if
// CHECK-NEXT:          memref.alloca_scope {
// CHECK:             %[[KVH:.+]] = arith.divui %[[H]], %[[C2]] : index
// CHECK:             %[[QTOKEN:.+]] = arith.addi %[[QBASE]], %{{.+}} : index
// CHECK:             vector.load %[[QM]][%[[QTOKEN]], %[[H]], %{{.+}}] : memref<100x4x32xf16>, vector<16xf16>
// Each step's band: the bottom-right diagonal offset Lkv - Lq.
// CHECK:             arith.subi %[[LKV]], %[[LQ]] : index
// CHECK:             %[[KTOKEN:.+]] = arith.addi %[[KVBASE]], %{{.+}} : index
// CHECK:             memref.load %[[KM]][%[[KTOKEN]], %[[KVH]], %{{.+}}] : memref<120x2x32xf16>
// CHECK:             vector.load %[[VM]][%[[KTOKEN]], %[[KVH]], %{{.+}}] : memref<120x2x32xf16>, vector<16xf16>
// CHECK:             vector.reduction <maximumf>
// CHECK:             math.exp
// CHECK:             %[[OTOKEN:.+]] = arith.addi %[[QBASE]], %{{.+}} : index
// CHECK:             vector.store %{{.+}}, %[[OUT]][%[[OTOKEN]], %[[H]], %{{.+}}] : memref<100x4x32xf16>, vector<16xf16>
// CHECK:             memref.store %{{.+}}, %[[LSE]][%[[H]], %[[OTOKEN]]] : memref<4x100xf32>
// CHECK:         bufferization.to_tensor %[[OUT]] restrict writable : memref<100x4x32xf16> to tensor<100x4x32xf16>
// CHECK:         bufferization.to_tensor %[[LSE]] restrict writable : memref<4x100xf32> to tensor<4x100xf32>
func.func @packed_thd_f16(%q: tensor<100x4x32xf16>, %k: tensor<120x2x32xf16>,
                          %v: tensor<120x2x32xf16>, %cu_q: tensor<4xi32>,
                          %cu_kv: tensor<4xi32>)
    -> (tensor<100x4x32xf16>, tensor<4x100xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd causal = bottom_right
      : (tensor<100x4x32xf16>, tensor<120x2x32xf16>, tensor<120x2x32xf16>, tensor<4xi32>, tensor<4xi32>)
      -> (tensor<100x4x32xf16>, tensor<4x100xf32>)
  return %out, %lse : tensor<100x4x32xf16>, tensor<4x100xf32>
}

// -----

// Dynamic batch and sequence sizes: the results are sized from the query's
// dimensions, the parallel bounds read them at run time.
// CHECK-LABEL: func.func @dynamic_sizes(
// CHECK-SAME:      %[[Q:[^:]+]]: tensor<?x?x4x32xf32>
// CHECK-DAG:     %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG:     %[[C4:.+]] = arith.constant 4 : index
// CHECK-DAG:     %[[C32:.+]] = arith.constant 32 : index
// CHECK:         %[[QM:.+]] = bufferization.to_buffer %[[Q]] read_only : tensor<?x?x4x32xf32> to memref<?x?x4x32xf32>
// CHECK:         %[[B0:.+]] = memref.dim %[[QM]], %[[C0]] : memref<?x?x4x32xf32>
// CHECK:         %[[S0:.+]] = memref.dim %[[QM]], %[[C1]] : memref<?x?x4x32xf32>
// CHECK:         %[[OUT:.+]] = memref.alloc(%[[B0]], %[[S0]]) : memref<?x?x4x32xf32>
// CHECK:         %[[B1:.+]] = memref.dim %[[QM]], %[[C0]] : memref<?x?x4x32xf32>
// CHECK:         %[[S1:.+]] = memref.dim %[[QM]], %[[C1]] : memref<?x?x4x32xf32>
// CHECK:         %[[LSE:.+]] = memref.alloc(%[[B1]], %[[S1]]) : memref<?x4x?xf32>
// CHECK:         %[[BATCHES:.+]] = memref.dim %[[QM]], %[[C0]] : memref<?x?x4x32xf32>
// CHECK:         %[[SQ:.+]] = memref.dim %[[QM]], %[[C1]] : memref<?x?x4x32xf32>
// CHECK:         %[[NTILES:.+]] = arith.ceildivsi %[[SQ]], %[[C32]] : index
// CHECK:         scf.parallel ({{.+}}) = (%[[C0]], %[[C0]], %[[C0]]) to (%[[BATCHES]], %[[C4]], %[[NTILES]]) step (%[[C1]], %[[C1]], %[[C1]]) {
// CHECK:           memref.alloca_scope {
// CHECK:             memref.alloca() : memref<32x64xf32>
// CHECK:         bufferization.to_tensor %[[OUT]] restrict writable : memref<?x?x4x32xf32> to tensor<?x?x4x32xf32>
// CHECK:         bufferization.to_tensor %[[LSE]] restrict writable : memref<?x4x?xf32> to tensor<?x4x?xf32>
func.func @dynamic_sizes(%q: tensor<?x?x4x32xf32>, %k: tensor<?x?x4x32xf32>, %v: tensor<?x?x4x32xf32>)
    -> (tensor<?x?x4x32xf32>, tensor<?x4x?xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<?x?x4x32xf32>, tensor<?x?x4x32xf32>, tensor<?x?x4x32xf32>)
      -> (tensor<?x?x4x32xf32>, tensor<?x4x?xf32>)
  return %out, %lse : tensor<?x?x4x32xf32>, tensor<?x4x?xf32>
}

// -----

// Backward, GQA 4/2, causal: dQ parallel over (batch, query head, query
// tile), each tile first writing its rows' delta = rowsum(dO * O) into a
// heap buffer shaped like lse; then dK/dV parallel over (batch, kv head,
// key tile); each on stack tiles; P is recomputed from lse with math.exp;
// S, dP and their transposes run with the key tile (or the row block)
// along the vector lanes.
// CHECK-LABEL: func.func @grad_gqa_causal(
// CHECK-SAME:      %[[Q:[^:]+]]: tensor<1x256x4x32xf32>, %[[K:[^:]+]]: tensor<1x256x2x32xf32>, %[[V:[^:]+]]: tensor<1x256x2x32xf32>, %[[O:[^:]+]]: tensor<1x256x4x32xf32>, %[[DO:[^:]+]]: tensor<1x256x4x32xf32>, %[[LSE:[^:]+]]: tensor<1x4x256xf32>)
// CHECK-DAG:     %[[C0:.+]] = arith.constant 0 : index
// CHECK-DAG:     %[[C1:.+]] = arith.constant 1 : index
// CHECK-DAG:     %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG:     %[[C4:.+]] = arith.constant 4 : index
// CHECK-DAG:     %[[C8:.+]] = arith.constant 8 : index
// CHECK-DAG:     %[[C32:.+]] = arith.constant 32 : index
// CHECK-DAG:     %[[C64:.+]] = arith.constant 64 : index
// CHECK:         bufferization.to_buffer %[[Q]] read_only : tensor<1x256x4x32xf32> to memref<1x256x4x32xf32>
// CHECK:         bufferization.to_buffer %[[K]] read_only : tensor<1x256x2x32xf32> to memref<1x256x2x32xf32>
// CHECK:         bufferization.to_buffer %[[V]] read_only : tensor<1x256x2x32xf32> to memref<1x256x2x32xf32>
// CHECK:         %[[OM:.+]] = bufferization.to_buffer %[[O]] read_only : tensor<1x256x4x32xf32> to memref<1x256x4x32xf32>
// CHECK:         %[[DOM:.+]] = bufferization.to_buffer %[[DO]] read_only : tensor<1x256x4x32xf32> to memref<1x256x4x32xf32>
// CHECK:         %[[LSEM:.+]] = bufferization.to_buffer %[[LSE]] read_only : tensor<1x4x256xf32> to memref<1x4x256xf32>
// CHECK:         %[[DQ:.+]] = memref.alloc() : memref<1x256x4x32xf32>
// CHECK:         %[[DK:.+]] = memref.alloc() : memref<1x256x2x32xf32>
// CHECK:         %[[DV:.+]] = memref.alloc() : memref<1x256x2x32xf32>
// CHECK:         %[[DELTA:.+]] = memref.alloc() : memref<1x4x256xf32>
// CHECK-NOT:     memref.alloc(
// CHECK:         scf.parallel (%[[B:.+]], %[[H:.+]], %{{.+}}) = (%[[C0]], %[[C0]], %[[C0]]) to (%[[C1]], %[[C4]], %[[C8]]) step (%[[C1]], %[[C1]], %[[C1]]) {
// CHECK-NEXT:      memref.alloca_scope {
// CHECK:             arith.divui %[[H]], %[[C2]] : index
// CHECK:             memref.alloca() : memref<32x32xf32>
// CHECK:             memref.alloca() : memref<64x32xf32>
// CHECK-DAG:         vector.load %[[DOM]]
// CHECK-DAG:         vector.load %[[OM]]
// CHECK:             vector.fma
// CHECK:             memref.store %{{.+}}, %[[DELTA]][%[[B]], %[[H]], %{{.+}}] : memref<1x4x256xf32>
// CHECK:             memref.load %[[LSEM]][%[[B]], %[[H]], %{{.+}}] : memref<1x4x256xf32>
// Causal: the key tiles of a query tile end at its last diagonal, a
// computed bound, not at the constant Skv.
// CHECK:             scf.for %{{.+}} = %[[C0]] to %{{[0-9]+}} step %[[C64]] {
// CHECK:             math.exp
// CHECK:             vector.store %{{.+}}, %[[DQ]][%[[B]], %{{.+}}, %[[H]], %{{.+}}] : memref<1x256x4x32xf32>, vector<16xf32>
// Key tiles: ceil(256 / 64) = 4, over the 2 kv heads.
// CHECK:         scf.parallel (%[[B2:.+]], %[[KVH:.+]], %[[KT:.+]]) = (%[[C0]], %[[C0]], %[[C0]]) to (%[[C1]], %[[C2]], %[[C4]]) step (%[[C1]], %[[C1]], %[[C1]]) {
// CHECK-NEXT:      memref.alloca_scope {
// CHECK-NEXT:        %[[KEY0:.+]] = arith.muli %[[KT]], %[[C64]] : index
// Stack tiles: K, V, dK, dV (64 keys), a block of 32 query rows (q, qᵀ, dO,
// dOᵀ), Sᵀ and dPᵀ (64 x 32), the block's lse and delta.
// CHECK:             memref.alloca() : memref<64x32xf32>
// CHECK:             memref.alloca() : memref<32x32xf32>
// CHECK:             memref.alloca() : memref<32xf32>
// Causal: only rows i >= the tile's first key can see it (attn.band_rows).
// CHECK:             %[[ROW0:.+]] = arith.maxsi %[[KEY0]], %[[C0]] : index
// Every query head of the group: h = kvh * 2 + member, in row blocks of 32.
// CHECK:             scf.for %{{.+}} = %[[C0]] to %[[C2]] step %[[C1]] {
// CHECK:               arith.muli %[[KVH]], %[[C2]] : index
// CHECK:               scf.for %{{.+}} = %[[ROW0]] to %{{.+}} step %[[C32]] {
// CHECK:             memref.load %[[DELTA]][%[[B2]], %{{.+}}, %{{.+}}] : memref<1x4x256xf32>
// CHECK:             math.exp
// CHECK:             vector.store %{{.+}}, %[[DK]][%[[B2]], %{{.+}}, %[[KVH]], %{{.+}}] : memref<1x256x2x32xf32>, vector<16xf32>
// CHECK:             vector.store %{{.+}}, %[[DV]][%[[B2]], %{{.+}}, %[[KVH]], %{{.+}}] : memref<1x256x2x32xf32>, vector<16xf32>
// CHECK:         %[[DQT:.+]] = bufferization.to_tensor %[[DQ]] restrict writable : memref<1x256x4x32xf32> to tensor<1x256x4x32xf32>
// CHECK:         %[[DKT:.+]] = bufferization.to_tensor %[[DK]] restrict writable : memref<1x256x2x32xf32> to tensor<1x256x2x32xf32>
// CHECK:         %[[DVT:.+]] = bufferization.to_tensor %[[DV]] restrict writable : memref<1x256x2x32xf32> to tensor<1x256x2x32xf32>
// CHECK:         return %[[DQT]], %[[DKT]], %[[DVT]]
// CHECK-NOT:     attn.sdpa_grad

// TILES-LABEL: func.func @grad_gqa_causal(
// TILES-DAG:     %[[C11:.+]] = arith.constant 11 : index
// TILES-DAG:     %[[C16:.+]] = arith.constant 16 : index
// TILES:         scf.parallel (%{{.+}}, %{{.+}}, %{{.+}}) = ({{.+}}) to (%{{.+}}, %{{.+}}, %[[C16]])
// TILES:           memref.alloca() : memref<16x32xf32>
// TILES:           memref.alloca() : memref<24x32xf32>
// TILES:         scf.parallel (%{{.+}}, %{{.+}}, %{{.+}}) = ({{.+}}) to (%{{.+}}, %{{.+}}, %[[C11]])
// TILES:           memref.alloca() : memref<24x32xf32>
func.func @grad_gqa_causal(%q: tensor<1x256x4x32xf32>, %k: tensor<1x256x2x32xf32>,
                           %v: tensor<1x256x2x32xf32>, %o: tensor<1x256x4x32xf32>,
                           %do: tensor<1x256x4x32xf32>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x32xf32>, tensor<1x256x2x32xf32>, tensor<1x256x2x32xf32>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x256x4x32xf32>, tensor<1x256x2x32xf32>, tensor<1x256x2x32xf32>, tensor<1x256x4x32xf32>,
         tensor<1x256x4x32xf32>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x32xf32>, tensor<1x256x2x32xf32>, tensor<1x256x2x32xf32>)
  return %dq, %dk, %dv : tensor<1x256x4x32xf32>, tensor<1x256x2x32xf32>, tensor<1x256x2x32xf32>
}
