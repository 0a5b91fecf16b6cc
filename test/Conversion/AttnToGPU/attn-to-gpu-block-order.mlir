// RUN: attn-opt %s -split-input-file --attn-to-gpu=persistent=off | FileCheck %s
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=heaviest-first=false persistent=off" | FileCheck %s --check-prefix=GRID
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=persistent=off l2-sections=on l2-section-bytes=262144" | FileCheck %s --check-prefix=SEC
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=persistent=off l2-sections=on l2-section-bytes=1048576" | FileCheck %s --check-prefix=ONE
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=persistent=off l2-section-bytes=262144" | FileCheck %s --check-prefix=AUTO
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=persistent=off l2-sections=off l2-section-bytes=262144" | FileCheck %s --check-prefix=OFF
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=l2-sections=sometimes 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=l2-section-bytes=-1 2>&1 | FileCheck %s --check-prefix=NEGATIVE
// BAD: error: attn-to-gpu: unknown l2-sections 'sometimes' (available: auto, on, off)
// NEGATIVE: error: attn-to-gpu: l2-section-bytes must be at least 0, got -1

// Causal grids start their heaviest tiles first across all heads and batch
// entries: the hardware starts blocks in linear grid order (x fastest), so
// the kernel re-splits the linear block id with the tile rank slowest,
// rank = linear / (Y·Z), y = (linear mod Y·Z) mod Y, z = (linear mod Y·Z) / Y,
// in i64 (the grid may hold more than 2^32 blocks). The forward's query
// tiles are then reversed (the last rows see the most keys); the backward's
// key tiles stay ascending (the first keys are seen by the most rows).
// heaviest-first=false reads the block ids as they come.
//
// l2-section-bytes takes the planes in sections whose shared operands fit
// the budget (BlockOrder.h; block-order.test checks the map on numbers).
// The forward's K and V take 256 · (128 + 128) · 2 = 131072 bytes per KV
// head, so 262144 bytes hold two KV heads, P = 8 of the 16 query-head
// planes: section = linear / (X·P), within = linear mod (X·P), the
// section's planes min(P, Y·Z − section·P), rank = within / those,
// plane = section·P + within mod those. A budget that holds every plane
// (ONE) keeps the unsectioned order. l2-sections=auto (the default; its
// budget 32 MiB) takes sections only where no two query heads share K and
// V (MHA): here the GQA grids keep the unsectioned order (AUTO) and the
// MHA grid below takes sections; l2-sections=off never does.

// CHECK-LABEL: func.func @causal_forward(
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK:         gpu.grid_dim x
// CHECK-NEXT:    %[[SX:.+]] = arith.index_cast %{{.+}} : index to i64
// CHECK-NEXT:    %[[GY:.+]] = gpu.grid_dim y
// CHECK-NEXT:    %[[SY:.+]] = arith.index_cast %[[GY]] : index to i64
// CHECK-NEXT:    %[[GZ:.+]] = gpu.grid_dim z
// CHECK-NEXT:    %[[SZ:.+]] = arith.index_cast %[[GZ]] : index to i64
// CHECK-NEXT:    gpu.block_id x
// CHECK-NEXT:    %[[IX:.+]] = arith.index_cast %{{.+}} : index to i64
// CHECK-NEXT:    gpu.block_id y
// CHECK-NEXT:    %[[IY:.+]] = arith.index_cast %{{.+}} : index to i64
// CHECK-NEXT:    gpu.block_id z
// CHECK-NEXT:    %[[IZ:.+]] = arith.index_cast %{{.+}} : index to i64
// CHECK-NEXT:    %[[T0:.+]] = arith.muli %[[SY]], %[[IZ]] : i64
// CHECK-NEXT:    %[[PLANE:.+]] = arith.addi %[[IY]], %[[T0]] : i64
// CHECK-NEXT:    %[[T1:.+]] = arith.muli %[[SX]], %[[PLANE]] : i64
// CHECK-NEXT:    %[[LINEAR:.+]] = arith.addi %[[IX]], %[[T1]] : i64
// CHECK-NEXT:    %[[PLANES:.+]] = arith.muli %[[SY]], %[[SZ]] : i64
// CHECK-NEXT:    %[[RANK:.+]] = arith.divui %[[LINEAR]], %[[PLANES]] : i64
// CHECK-NEXT:    %[[REST:.+]] = arith.remui %[[LINEAR]], %[[PLANES]] : i64
// CHECK-NEXT:    arith.remui %[[REST]], %[[SY]] : i64
// CHECK-NEXT:    arith.divui %[[REST]], %[[SY]] : i64
// CHECK-NEXT:    %[[R32:.+]] = arith.trunci %[[RANK]] : i64 to i32
// Reversed: the last query tiles (most keys) get the lowest ranks.
// CHECK:         gpu.grid_dim x
// CHECK:         %[[LAST:.+]] = arith.subi %{{.+}}, %c1_i32 : i32
// CHECK-NEXT:    arith.subi %[[LAST]], %[[R32]] : i32
// SEC-LABEL:   func.func @causal_forward(
// SEC:         gpu.func @sdpa_fwd_0(
// SEC:           gpu.block_id z
// SEC-NEXT:      arith.index_cast
// SEC-NEXT:      arith.muli
// SEC-NEXT:      arith.addi
// SEC-NEXT:      arith.muli
// SEC-NEXT:      %[[LINEAR:.+]] = arith.addi %{{.+}}, %{{.+}} : i64
// SEC-NEXT:      %[[PLANES:.+]] = arith.muli %{{.+}}, %{{.+}} : i64
// SEC-NEXT:      %[[P:.+]] = arith.constant 8 : i64
// SEC-NEXT:      %[[XP:.+]] = arith.muli %{{.+}}, %[[P]] : i64
// SEC-NEXT:      %[[SECTION:.+]] = arith.divui %[[LINEAR]], %[[XP]] : i64
// SEC-NEXT:      %[[WITHIN:.+]] = arith.remui %[[LINEAR]], %[[XP]] : i64
// SEC-NEXT:      %[[FIRST:.+]] = arith.muli %[[SECTION]], %[[P]] : i64
// SEC-NEXT:      %[[LEFT:.+]] = arith.subi %[[PLANES]], %[[FIRST]] : i64
// SEC-NEXT:      %[[HERE:.+]] = arith.minui %[[P]], %[[LEFT]] : i64
// SEC-NEXT:      %[[RANK:.+]] = arith.divui %[[WITHIN]], %[[HERE]] : i64
// SEC-NEXT:      %[[OFFSET:.+]] = arith.remui %[[WITHIN]], %[[HERE]] : i64
// SEC-NEXT:      %[[PLANE:.+]] = arith.addi %[[FIRST]], %[[OFFSET]] : i64
// SEC-NEXT:      arith.remui %[[PLANE]], %{{.+}} : i64
// SEC-NEXT:      arith.divui %[[PLANE]], %{{.+}} : i64
// SEC-NEXT:      arith.trunci %[[RANK]] : i64 to i32
// ONE-LABEL:   func.func @causal_forward(
// ONE:         gpu.func @sdpa_fwd_0(
// ONE-NOT:       arith.minui
// ONE:           gpu.return
// AUTO-LABEL:  func.func @causal_forward(
// AUTO:        gpu.func @sdpa_fwd_0(
// AUTO-NOT:      arith.minui
// AUTO:          gpu.return
// GRID-LABEL:  func.func @causal_forward(
// GRID:        gpu.func @sdpa_fwd_0(
// GRID:          gpu.block_id x
// GRID:          gpu.grid_dim x
// GRID-NOT:      gpu.grid_dim y
// GRID:          gpu.block_id y
// GRID:          gpu.block_id z
func.func @causal_forward(%q: tensor<2x256x8x128xbf16>, %k: tensor<2x256x2x128xbf16>,
                          %v: tensor<2x256x2x128xbf16>) -> tensor<2x256x8x128xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>)
      -> tensor<2x256x8x128xbf16>
  return %o : tensor<2x256x8x128xbf16>
}

// -----

// MHA: 8 heads of K and V, 256 · (64 + 64) · 2 = 65536 bytes each, so
// 262144 bytes hold P = 4 of the 16 planes under auto.
// AUTO-LABEL:  func.func @causal_mha_forward(
// AUTO:        gpu.func @sdpa_fwd_0(
// AUTO:          %[[P:.+]] = arith.constant 4 : i64
// AUTO:          arith.minui %[[P]], %{{.+}} : i64
// OFF-LABEL:   func.func @causal_mha_forward(
// OFF:         gpu.func @sdpa_fwd_0(
// OFF-NOT:       arith.minui
// OFF:           gpu.return
func.func @causal_mha_forward(%q: tensor<2x256x8x64xbf16>, %k: tensor<2x256x8x64xbf16>,
                              %v: tensor<2x256x8x64xbf16>) -> tensor<2x256x8x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x256x8x64xbf16>, tensor<2x256x8x64xbf16>, tensor<2x256x8x64xbf16>)
      -> tensor<2x256x8x64xbf16>
  return %o : tensor<2x256x8x64xbf16>
}

// -----

// Without a causal mask every tile has the same work: grid order.
// CHECK-LABEL: func.func @noncausal_forward(
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-NOT:     gpu.grid_dim
// CHECK:         gpu.return
func.func @noncausal_forward(%q: tensor<2x256x8x128xbf16>, %k: tensor<2x256x2x128xbf16>,
                             %v: tensor<2x256x2x128xbf16>) -> tensor<2x256x8x128xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>)
      -> tensor<2x256x8x128xbf16>
  return %o : tensor<2x256x8x128xbf16>
}

// -----

// The backward's main kernel: key tile = rank, ascending. Its planes are
// KV heads, each reading Q, dO, lse and delta of its 2 query heads and
// adding to their f32 dQ: 2 · 256 · ((64 + 64) · 2 + 8 + 64 · 4) = 266240
// bytes, more than 262144, so sections of one plane.
// SEC-LABEL:   func.func @causal_backward(
// SEC:         gpu.func @sdpa_bwd_0(
// SEC:           %[[P:.+]] = arith.constant 1 : i64
// SEC:           arith.minui %[[P]], %{{.+}} : i64
// CHECK-LABEL: func.func @causal_backward(
// CHECK:       gpu.func @sdpa_bwd_0(
// CHECK:         gpu.grid_dim y
// CHECK:         gpu.grid_dim z
// CHECK:         %[[RANK:.+]] = arith.divui %{{.+}}, %{{.+}} : i64
// CHECK:         %[[TILE:.+]] = arith.trunci %[[RANK]] : i64 to i32
// CHECK:         arith.muli %[[TILE]], %{{.+}} : i32
// GRID-LABEL:  func.func @causal_backward(
// GRID:        gpu.func @sdpa_bwd_0(
// GRID-NOT:      gpu.grid_dim
// GRID:          gpu.block_id x
// GRID:          gpu.block_id y
// GRID:          gpu.block_id z
func.func @causal_backward(%q: tensor<1x256x4x64xbf16>, %k: tensor<1x256x2x64xbf16>,
    %v: tensor<1x256x2x64xbf16>, %o: tensor<1x256x4x64xbf16>, %do: tensor<1x256x4x64xbf16>,
    %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x64xbf16>, tensor<1x256x2x64xbf16>, tensor<1x256x2x64xbf16>) {
  %r:3 = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x256x4x64xbf16>, tensor<1x256x2x64xbf16>, tensor<1x256x2x64xbf16>,
         tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x64xbf16>, tensor<1x256x2x64xbf16>, tensor<1x256x2x64xbf16>)
  return %r#0, %r#1, %r#2 : tensor<1x256x4x64xbf16>, tensor<1x256x2x64xbf16>, tensor<1x256x2x64xbf16>
}
