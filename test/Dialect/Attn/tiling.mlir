// RUN: attn-opt %s | FileCheck %s
// RUN: attn-opt %s | attn-opt | FileCheck %s

// #attn.tiling prints its parameters in declaration order and leaves out
// those at the kernel's choice (0 or auto), whatever order they came in.

// CHECK-LABEL: func.func @full
// CHECK: attn.tiling = #attn.tiling<warps = 8, stages = 3, mma = wgmma, overlap = true>
func.func @full(%q: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  %out = attn.sdpa %q, %q, %q layout = bshd
      {attn.tiling = #attn.tiling<stages = 3, warps = 8, mma = wgmma, overlap = true, block_kv = 0>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// CHECK-LABEL: func.func @empty
// CHECK: attn.tiling = #attn.tiling<>
func.func @empty(%q: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  %out = attn.sdpa %q, %q, %q layout = bshd {attn.tiling = #attn.tiling<mma = auto>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// CHECK-LABEL: func.func @backward
// CHECK: attn.tiling = #attn.tiling<warps = 4, mma = mma_sync, overlap = false>
func.func @backward(%q: tensor<1x64x4x64xbf16>, %lse: tensor<1x4x64xf32>) -> tensor<1x64x4x64xbf16> {
  %r:3 = attn.sdpa_grad %q, %q, %q, %q, %q, %lse layout = bshd
      {attn.tiling = #attn.tiling<warps = 4, mma = mma_sync, overlap = false>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64xf32>) -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>)
  return %r#0 : tensor<1x64x4x64xbf16>
}

// The producer forward's switches, in declaration order.
// CHECK-LABEL: func.func @producer_switches
// CHECK: attn.tiling = #attn.tiling<warps = 8, overlap = true, producer = true, pingpong = true, persistent = true>
func.func @producer_switches(%q: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  %out = attn.sdpa %q, %q, %q layout = bshd
      {attn.tiling = #attn.tiling<persistent = true, pingpong = true, producer = true, overlap = true, warps = 8>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}
