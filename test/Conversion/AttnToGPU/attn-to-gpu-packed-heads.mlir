// RUN: attn-opt %s -split-input-file --attn-to-gpu | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-to-gpu=heads-per-block=1 | FileCheck %s --check-prefix=OFF
// RUN: attn-opt %s -split-input-file --attn-to-gpu=heads-per-block=4 | FileCheck %s --check-prefix=FOUR
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=heads-per-block=2 producer=on persistent=off" | FileCheck %s --check-prefix=PRODUCER

// GQA packing: under `auto`, a narrow window's wgmma forward packs two
// query heads per block: two consumer warpgroups, each on one query head of
// the KV head's group over the same 64 query rows, load every K/V tile once
// for both. The grid's y walks slots of two heads (16 / 2 = 8); shared
// memory holds one 64-row Q tile per head (2 · 16 KiB), then two stages of
// 64-key K and V tiles (2 · 32 KiB), and the 1 KiB alignment slack.
// CHECK-LABEL: func.func @seedlike(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%{{.+}}, %c8, %c1) threads in (%c256{{.*}}, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c99328_i32
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.block_kv = 64 : i64
// CHECK-SAME:      attn.heads_per_block = 2 : i64, attn.mma = "wgmma"
// CHECK-SAME:      attn.stages = 2 : i64, attn.warps = 8 : i64
// The block's first head is 2 · y, the thread's head that plus its
// warpgroup (warp / 4); the KV head comes from the first head.
// CHECK:         %[[WARP:.+]] = arith.divui %{{.+}}, %c32_i32
// CHECK:         %[[FIRST:.+]] = arith.muli %{{.+}}, %c2_i32
// CHECK:         %[[FIRSTIDX:.+]] = arith.index_cast %[[FIRST]] : i32 to index
// CHECK:         %[[WG:.+]] = arith.divui %[[WARP]], %c4_i32
// CHECK:         arith.addi %[[FIRST]], %[[WG]] : i32
// CHECK:         arith.divui %[[FIRST]], %c16_i32 : i32
// Rows: each warpgroup's warp w % 4 takes 16 of the same 64 rows.
// CHECK:         arith.remui %[[WARP]], %c4_i32
// Q: one 64-row tile of 16 KiB per head, the second head's at 16384.
// CHECK:         nvvm.cp.async.shared.global
// CHECK:         %[[SECOND:.+]] = arith.addi %[[FIRSTIDX]], %c1{{.*}} : index
// CHECK:         arith.index_cast %[[SECOND]] : index to i64
// CHECK:         %c16384_i32
// CHECK:         nvvm.cp.async.shared.global
// heads-per-block = 1 keeps one head (one warpgroup of 32-key tiles) per
// block; 4 asks for four warpgroups.
// OFF-LABEL:   func.func @seedlike(
// OFF:           gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%{{.+}}, %c16, %c1) threads in (%c128{{.*}}, %{{.+}}, %{{.+}})
// OFF-NOT:       attn.heads_per_block
// FOUR-LABEL:  func.func @seedlike(
// FOUR:          gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%{{.+}}, %c4, %c1) threads in (%c512
// FOUR:          attn.heads_per_block = 4 : i64
func.func @seedlike(%q: tensor<1x256x16x128xbf16>, %k: tensor<1x256x1x128xbf16>, %v: tensor<1x256x1x128xbf16>) -> tensor<1x256x16x128xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [128, 0]
      : (tensor<1x256x16x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x1x128xbf16>) -> tensor<1x256x16x128xbf16>
  return %o : tensor<1x256x16x128xbf16>
}

// -----

// The op's own request (heads = 4, so 16 warps) overrides the pass's, and
// packs a wide band too (auto would not).
// CHECK-LABEL: func.func @op_request(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%{{.+}}, %c2{{.*}}, %c2) threads in (%c512, %{{.+}}, %{{.+}})
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.heads_per_block = 4 : i64
// CHECK-SAME:      attn.warps = 16 : i64
// OFF-LABEL:   func.func @op_request(
// OFF:           blocks in (%{{.+}}, %c2{{.*}}, %c2) threads in (%c512
// OFF:           attn.heads_per_block = 4 : i64
func.func @op_request(%q: tensor<2x8x200x64xf16>, %k: tensor<2x2x200x64xf16>, %v: tensor<2x2x200x64xf16>) -> tensor<2x8x200x64xf16> {
  %o = attn.sdpa %q, %k, %v layout = bhsd causal = top_left {attn.tiling = #attn.tiling<heads = 4>}
      : (tensor<2x8x200x64xf16>, tensor<2x2x200x64xf16>, tensor<2x2x200x64xf16>) -> tensor<2x8x200x64xf16>
  return %o : tensor<2x8x200x64xf16>
}

// -----

// Packing applies where the op can take it: not to MHA (a group of one
// head), nor to a mask_mod that reads the head, whose heads could walk
// different key tiles; and heads-per-block = 4 not where 16 warps leave too few
// registers (above head dim 128).
// CHECK-LABEL: func.func @mha(
// CHECK:         blocks in (%{{.+}}, %c4, %c1) threads in (%c128
// CHECK-NOT:     attn.heads_per_block
// CHECK-LABEL: func.func @head_mask_mod(
// CHECK:         blocks in (%{{.+}}, %c4, %c1) threads in (%c128
// CHECK-NOT:     attn.heads_per_block
func.func @mha(%q: tensor<1x128x4x64xbf16>, %k: tensor<1x128x4x64xbf16>, %v: tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [32, 0]
      : (tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16>
  return %o : tensor<1x128x4x64xbf16>
}
func.func @head_mask_mod(%q: tensor<1x128x4x64xbf16>, %k: tensor<1x128x1x64xbf16>, %v: tensor<1x128x1x64xbf16>) -> tensor<1x128x4x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [32, 0]
      : (tensor<1x128x4x64xbf16>, tensor<1x128x1x64xbf16>, tensor<1x128x1x64xbf16>) -> tensor<1x128x4x64xbf16>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c16 = arith.constant 16 : index
        %w = arith.muli %h, %c16 : index
        %lo = arith.subi %i, %w : index
        %ok = arith.cmpi sge, %j, %lo : index
        attn.yield %ok : i1
      }
  return %o : tensor<1x128x4x64xbf16>
}

// -----

// `auto` keeps head dims above 128 on one head (not measured).
// CHECK-LABEL: func.func @wide_heads(
// CHECK:         blocks in (%{{.+}}, %c4, %c1) threads in (%c128
// CHECK-NOT:     attn.heads_per_block
// FOUR-LABEL:  func.func @wide_heads(
// FOUR:          blocks in (%{{.+}}, %c4, %c1) threads in (%c128
// FOUR-NOT:      attn.heads_per_block
func.func @wide_heads(%q: tensor<1x128x4x256xbf16>, %k: tensor<1x128x1x256xbf16>, %v: tensor<1x128x1x256xbf16>) -> tensor<1x128x4x256xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [32, 0]
      : (tensor<1x128x4x256xbf16>, tensor<1x128x1x256xbf16>, tensor<1x128x1x256xbf16>) -> tensor<1x128x4x256xbf16>
  return %o : tensor<1x128x4x256xbf16>
}

// -----

// The op's own block shape (warps = 8: 128 rows of one head) is kept: the
// pass's packing and `auto`'s apply only where the op leaves the block to
// the kernel. So is a pass's producer=on, which packed heads cannot take
// (with it the narrow window takes the producer's one consumer
// warpgroup).
// CHECK-LABEL: func.func @own_warps(
// CHECK:         blocks in (%{{.+}}, %c8, %c1) threads in (%c256
// CHECK-NOT:     attn.heads_per_block
// CHECK-LABEL: func.func @seedlike_producer(
// CHECK:         attn.heads_per_block = 2 : i64
// FOUR-LABEL:  func.func @own_warps(
// FOUR-NOT:      attn.heads_per_block
// FOUR-LABEL:  func.func @seedlike_producer(
// FOUR:          attn.heads_per_block = 4 : i64
// PRODUCER-LABEL: func.func @own_warps(
// PRODUCER-NOT:   attn.heads_per_block
// PRODUCER-LABEL: func.func @seedlike_producer(
// PRODUCER:         blocks in (%{{.+}}, %c16, %c1) threads in (%c256
// PRODUCER-NOT:     attn.heads_per_block
// PRODUCER-LABEL: func.func @three_heads(
func.func @own_warps(%q: tensor<1x256x8x64xbf16>, %k: tensor<1x256x2x64xbf16>, %v: tensor<1x256x2x64xbf16>) -> tensor<1x256x8x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [64, 0] {attn.tiling = #attn.tiling<warps = 8>}
      : (tensor<1x256x8x64xbf16>, tensor<1x256x2x64xbf16>, tensor<1x256x2x64xbf16>) -> tensor<1x256x8x64xbf16>
  return %o : tensor<1x256x8x64xbf16>
}
func.func @seedlike_producer(%q: tensor<1x256x16x128xbf16>, %k: tensor<1x256x1x128xbf16>, %v: tensor<1x256x1x128xbf16>) -> tensor<1x256x16x128xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [128, 0]
      : (tensor<1x256x16x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x1x128xbf16>) -> tensor<1x256x16x128xbf16>
  return %o : tensor<1x256x16x128xbf16>
}

// -----

// Three heads (12 warps) where the group size is a multiple of three.
// CHECK-LABEL: func.func @three_heads(
// CHECK:         blocks in (%{{.+}}, %c2, %c1) threads in (%c384
// CHECK:         attn.heads_per_block = 3 : i64
// CHECK-SAME:    attn.warps = 12 : i64
func.func @three_heads(%q: tensor<1x128x6x64xbf16>, %k: tensor<1x128x2x64xbf16>, %v: tensor<1x128x2x64xbf16>) -> tensor<1x128x6x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [32, 0] {attn.tiling = #attn.tiling<heads = 3>}
      : (tensor<1x128x6x64xbf16>, tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>) -> tensor<1x128x6x64xbf16>
  return %o : tensor<1x128x6x64xbf16>
}
