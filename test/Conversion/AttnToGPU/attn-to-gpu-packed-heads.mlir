// RUN: attn-opt %s -split-input-file --attn-to-gpu=heads-per-block=2 | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-to-gpu | FileCheck %s --check-prefix=AUTO

// GQA packing: with heads-per-block = 2 the wgmma forward's block holds two
// consumer warpgroups, each on one query head of the KV head's group over
// the same 64 query rows, and loads every K/V tile once for both. The grid's
// y walks slots of two heads (16 / 2 = 8); shared memory holds one 64-row
// Q tile per head (2 · 16 KiB), then two stages of 32-key K and V tiles
// (2 · 16 KiB), and the 1 KiB alignment slack.
// CHECK-LABEL: func.func @seedlike(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%{{.+}}, %c8, %c1) threads in (%c256{{.*}}, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c66560_i32
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.heads_per_block = 2 : i64, attn.mma = "wgmma"
// CHECK-SAME:      attn.warps = 8 : i64
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
// AUTO-LABEL:  func.func @seedlike(
// AUTO:          gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%{{.+}}, %c16, %c1) threads in (%c128{{.*}}, %{{.+}}, %{{.+}})
// AUTO-NOT:      attn.heads_per_block
func.func @seedlike(%q: tensor<1x256x16x128xbf16>, %k: tensor<1x256x1x128xbf16>, %v: tensor<1x256x1x128xbf16>) -> tensor<1x256x16x128xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [128, 0]
      : (tensor<1x256x16x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x1x128xbf16>) -> tensor<1x256x16x128xbf16>
  return %o : tensor<1x256x16x128xbf16>
}

// -----

// The op's own request (heads = 4, so 16 warps) overrides the pass's.
// CHECK-LABEL: func.func @op_request(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%{{.+}}, %c2{{.*}}, %c2) threads in (%c512, %{{.+}}, %{{.+}})
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.heads_per_block = 4 : i64
// CHECK-SAME:      attn.warps = 16 : i64
// AUTO-LABEL:  func.func @op_request(
// AUTO:          blocks in (%{{.+}}, %c2{{.*}}, %c2) threads in (%c512
// AUTO:          attn.heads_per_block = 4 : i64
func.func @op_request(%q: tensor<2x8x200x64xf16>, %k: tensor<2x2x200x64xf16>, %v: tensor<2x2x200x64xf16>) -> tensor<2x8x200x64xf16> {
  %o = attn.sdpa %q, %k, %v layout = bhsd causal = top_left {attn.tiling = #attn.tiling<heads = 4>}
      : (tensor<2x8x200x64xf16>, tensor<2x2x200x64xf16>, tensor<2x2x200x64xf16>) -> tensor<2x8x200x64xf16>
  return %o : tensor<2x8x200x64xf16>
}

// -----

// The pass's option applies where the op can take it: not to MHA (a group
// of one head), nor to a mask_mod that reads the head, whose heads could
// walk different key tiles.
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
