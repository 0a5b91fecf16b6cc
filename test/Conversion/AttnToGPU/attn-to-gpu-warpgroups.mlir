// RUN: attn-opt %s -split-input-file --attn-to-gpu | FileCheck %s

// How many consumer warpgroups the producer forward gets. Up to head dim
// 64 over a wide band `auto` takes three (12 warps, 192 query rows, 512
// threads with the producer): the producer keeps 24 registers and each
// consumer takes 160 of the launch's 128 per thread; the ring's stage-free
// barriers expect one arrival per consumer warp.
// CHECK-LABEL: func.func @d64_default(
// CHECK:         threads in (%c512
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.overlap, attn.producer
// CHECK-SAME:      attn.shared_memory_bytes = 156776 : i64, attn.stages = 4 : i64, attn.warps = 12 : i64
// CHECK-NOT:       nvvm.minctasm
// CHECK:         nvvm.mbarrier.init %{{.+}}, %c12_i32
// CHECK:         nvvm.setmaxregister  decrease 24
// CHECK:         nvvm.setmaxregister  increase 160
func.func @d64_default(%q: tensor<1x512x8x64xbf16>, %k: tensor<1x512x2x64xbf16>,
                       %v: tensor<1x512x2x64xbf16>) -> tensor<1x512x8x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x512x8x64xbf16>, tensor<1x512x2x64xbf16>, tensor<1x512x2x64xbf16>) -> tensor<1x512x8x64xbf16>
  return %out : tensor<1x512x8x64xbf16>
}

// -----

// Ping-pong pairs two warpgroups: asked for, it keeps `auto` at two.
// CHECK-LABEL: func.func @d64_pingpong(
// CHECK:         threads in (%c384
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.overlap, attn.pingpong, attn.producer
// CHECK-SAME:      attn.warps = 8 : i64
// CHECK:         nvvm.setmaxregister  increase 240
func.func @d64_pingpong(%q: tensor<1x512x8x64xbf16>, %k: tensor<1x512x2x64xbf16>,
                        %v: tensor<1x512x2x64xbf16>) -> tensor<1x512x8x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      {attn.tiling = #attn.tiling<pingpong = true>}
      : (tensor<1x512x8x64xbf16>, tensor<1x512x2x64xbf16>, tensor<1x512x2x64xbf16>) -> tensor<1x512x8x64xbf16>
  return %out : tensor<1x512x8x64xbf16>
}

// -----

// A block_q of 128 rows is two warpgroups' worth; 192 is three.
// CHECK-LABEL: func.func @d64_block_q_128(
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.warps = 8 : i64
func.func @d64_block_q_128(%q: tensor<1x512x8x64xbf16>, %k: tensor<1x512x2x64xbf16>,
                           %v: tensor<1x512x2x64xbf16>) -> tensor<1x512x8x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      {attn.tiling = #attn.tiling<block_q = 128>}
      : (tensor<1x512x8x64xbf16>, tensor<1x512x2x64xbf16>, tensor<1x512x2x64xbf16>) -> tensor<1x512x8x64xbf16>
  return %out : tensor<1x512x8x64xbf16>
}

// -----

// CHECK-LABEL: func.func @d64_block_q_192(
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.warps = 12 : i64
func.func @d64_block_q_192(%q: tensor<1x512x8x64xbf16>, %k: tensor<1x512x2x64xbf16>,
                           %v: tensor<1x512x2x64xbf16>) -> tensor<1x512x8x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      {attn.tiling = #attn.tiling<block_q = 192>}
      : (tensor<1x512x8x64xbf16>, tensor<1x512x2x64xbf16>, tensor<1x512x2x64xbf16>) -> tensor<1x512x8x64xbf16>
  return %out : tensor<1x512x8x64xbf16>
}

// -----

// Head dim 128 keeps two.
// CHECK-LABEL: func.func @d128_default(
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.warps = 8 : i64
func.func @d128_default(%q: tensor<1x512x8x128xbf16>, %k: tensor<1x512x2x128xbf16>,
                        %v: tensor<1x512x2x128xbf16>) -> tensor<1x512x8x128xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>) -> tensor<1x512x8x128xbf16>
  return %out : tensor<1x512x8x128xbf16>
}

// -----

// Consumer warpgroups that take the producer's registers count on one
// block per multiprocessor (a second block would shrink the launch's
// registers, and their increase would never return): no blocks-per-SM
// hint, however small the tiles.
// CHECK-LABEL: func.func @two_warpgroups_small_tiles(
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.block_kv = 16 : i64
// CHECK-NOT:       attn.blocks_per_sm
// CHECK-NOT:       nvvm.minctasm
// CHECK-SAME:      } {
// CHECK:         nvvm.setmaxregister  increase 240
func.func @two_warpgroups_small_tiles(%q: tensor<1x512x8x64xbf16>, %k: tensor<1x512x2x64xbf16>,
                                      %v: tensor<1x512x2x64xbf16>) -> tensor<1x512x8x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      {attn.tiling = #attn.tiling<warps = 8, block_kv = 16, producer = true>}
      : (tensor<1x512x8x64xbf16>, tensor<1x512x2x64xbf16>, tensor<1x512x2x64xbf16>) -> tensor<1x512x8x64xbf16>
  return %out : tensor<1x512x8x64xbf16>
}
