// RUN: attn-opt %s -split-input-file --attn-to-gpu=mma=wgmma | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-to-gpu | FileCheck %s --check-prefix=AUTO

// The wgmma forward at head dims with a half 64-column block (multiples of
// 32 that are not of 64), on request (mma=wgmma): Q, K and V keep whole
// swizzled blocks of 64 columns, the last one half used. S = Q·Kᵀ takes 2
// k16 steps per 32 columns (6 at d = 96), within the blocks as at d = 128;
// P·V is m64n96k16, which reads the last block's first 32 columns only.
// Shared memory at d = 96 (two warpgroups of 64-key tiles, two stages,
// which the H100 measured faster than 48-key tiles in three here): Q 128 x
// 128 x 2 = 32768, K and V 64 x 128 x 2 each per stage, 2 · 32768, + 1024
// = 99328. `auto` takes it up to head dim 128 (at 96 and 32, where the
// H100 measured D = 96 faster than mma.sync) and keeps mma.sync at 160 and
// 224.
// CHECK-LABEL: func.func @d96_causal(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 {{.+}} threads in (%c256{{.*}}, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c99328_i32
// CHECK-LABEL: gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.block_kv = 64 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "wgmma"
// CHECK-SAME:      attn.stages = 2 : i64
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 6, a = descriptor>]
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 96, steps = 4, a = registers, transpose_b = true, accumulate = true>]
// AUTO-LABEL: func.func @d96_causal(
// AUTO-LABEL: gpu.func @sdpa_fwd_0(
// AUTO-SAME:      attn.mma = "wgmma"
func.func @d96_causal(%q: tensor<2x256x8x96xbf16>, %k: tensor<2x256x2x96xbf16>,
                      %v: tensor<2x256x2x96xbf16>) -> tensor<2x256x8x96xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x256x8x96xbf16>, tensor<2x256x2x96xbf16>, tensor<2x256x2x96xbf16>)
      -> tensor<2x256x8x96xbf16>
  return %o : tensor<2x256x8x96xbf16>
}

// -----

// d = 32, a narrow window: one warpgroup of 32-key tiles, two stages,
// Q 64 x 64 x 2 + 2 · (32 x 64 x 2 x 2) + 1024 = 25600 bytes.
// CHECK-LABEL: func.func @d32_window(
// CHECK:         dynamic_shared_memory_size %c25600_i32
// CHECK-LABEL: gpu.func @sdpa_fwd_0(
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 2, a = descriptor>] element = f16
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 2, a = registers, transpose_b = true, accumulate = true>] element = f16
// AUTO-LABEL: func.func @d32_window(
// AUTO-LABEL: gpu.func @sdpa_fwd_0(
// AUTO-SAME:      attn.mma = "wgmma"
func.func @d32_window(%q: tensor<1x300x4x32xf16>, %k: tensor<1x300x4x32xf16>,
                      %v: tensor<1x300x4x32xf16>) -> tensor<1x300x4x32xf16> {
  %o = attn.sdpa %q, %k, %v layout = bhsd window = [40, 0]
      : (tensor<1x300x4x32xf16>, tensor<1x300x4x32xf16>, tensor<1x300x4x32xf16>)
      -> tensor<1x300x4x32xf16>
  return %o : tensor<1x300x4x32xf16>
}

// -----

// d_qk 160 / d_v 96: S over 10 k16 steps in three blocks, P·V m64n96.
// AUTO-LABEL: func.func @d160_v96(
// AUTO-LABEL: gpu.func @sdpa_fwd_0(
// AUTO-SAME:      attn.mma = "mma.sync"
// CHECK-LABEL: func.func @d160_v96(
// CHECK-LABEL: gpu.func @sdpa_fwd_0(
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 48, steps = 10, a = descriptor>]
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 96, steps = 3, a = registers, transpose_b = true, accumulate = true>]
func.func @d160_v96(%q: tensor<1x256x4x160xbf16>, %k: tensor<1x256x4x160xbf16>,
                    %v: tensor<1x256x4x96xbf16>) -> tensor<1x256x4x96xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x256x4x160xbf16>, tensor<1x256x4x160xbf16>, tensor<1x256x4x96xbf16>)
      -> tensor<1x256x4x96xbf16>
  return %o : tensor<1x256x4x96xbf16>
}
