// RUN: attn-opt %s -split-input-file -canonicalize | FileCheck %s

// An explicit scale equal to 1/sqrt(d_qk) is the default.
// CHECK-LABEL: func.func @default_scale_dropped
// CHECK: attn.sdpa %{{.+}}, %{{.+}}, %{{.+}} layout = bshd :
func.func @default_scale_dropped(%q: tensor<1x8x2x64xf32>, %k: tensor<1x8x2x64xf32>,
                                 %v: tensor<1x8x2x64xf32>) -> tensor<1x8x2x64xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd scale = 0.125
      : (tensor<1x8x2x64xf32>, tensor<1x8x2x64xf32>, tensor<1x8x2x64xf32>) -> tensor<1x8x2x64xf32>
  return %out : tensor<1x8x2x64xf32>
}

// -----

// 1/sqrt(128) written in f32 precision, as a frontend constant would be.
// CHECK-LABEL: func.func @default_scale_f32_rounding
// CHECK: attn.sdpa %{{.+}}, %{{.+}}, %{{.+}} layout = bshd :
func.func @default_scale_f32_rounding(%q: tensor<1x8x2x128xf32>, %k: tensor<1x8x2x128xf32>,
                                      %v: tensor<1x8x2x128xf32>) -> tensor<1x8x2x128xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd scale = 0.0883883461356163
      : (tensor<1x8x2x128xf32>, tensor<1x8x2x128xf32>, tensor<1x8x2x128xf32>) -> tensor<1x8x2x128xf32>
  return %out : tensor<1x8x2x128xf32>
}

// -----

// A scale that differs from the default stays.
// CHECK-LABEL: func.func @other_scale_kept
// CHECK: attn.sdpa {{.+}} layout = bshd scale = 1.000000e-01 :
func.func @other_scale_kept(%q: tensor<1x8x2x64xf32>, %k: tensor<1x8x2x64xf32>,
                            %v: tensor<1x8x2x64xf32>) -> tensor<1x8x2x64xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd scale = 0.1
      : (tensor<1x8x2x64xf32>, tensor<1x8x2x64xf32>, tensor<1x8x2x64xf32>) -> tensor<1x8x2x64xf32>
  return %out : tensor<1x8x2x64xf32>
}

// -----

// With a dynamic head dimension the default is unknown: keep the scale.
// CHECK-LABEL: func.func @dynamic_head_dim_scale_kept
// CHECK: attn.sdpa {{.+}} layout = bshd scale = 1.250000e-01 :
func.func @dynamic_head_dim_scale_kept(%q: tensor<1x8x2x?xf32>, %k: tensor<1x8x2x?xf32>,
                                       %v: tensor<1x8x2x?xf32>) -> tensor<1x8x2x?xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd scale = 0.125
      : (tensor<1x8x2x?xf32>, tensor<1x8x2x?xf32>, tensor<1x8x2x?xf32>) -> tensor<1x8x2x?xf32>
  return %out : tensor<1x8x2x?xf32>
}

// -----

// Under causal, an unbounded right extent is spelled 0, as in the seed's
// causal window (128, 0).
// CHECK-LABEL: func.func @causal_right_extent_normalised
// CHECK: attn.sdpa {{.+}} layout = bshd causal = top_left window = [128, 0] :
func.func @causal_right_extent_normalised(%q: tensor<1x256x8x64xbf16>, %k: tensor<1x256x2x64xbf16>,
                                       %v: tensor<1x256x2x64xbf16>) -> tensor<1x256x8x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [128, -1]
      : (tensor<1x256x8x64xbf16>, tensor<1x256x2x64xbf16>, tensor<1x256x2x64xbf16>) -> tensor<1x256x8x64xbf16>
  return %out : tensor<1x256x8x64xbf16>
}

// -----

// A non-causal window with right extent 0 is the top-left causal mask.
// CHECK-LABEL: func.func @zero_right_window_is_causal
// CHECK: attn.sdpa {{.+}} layout = bshd causal = top_left window = [128, 0] :
func.func @zero_right_window_is_causal(%q: tensor<1x256x8x64xbf16>, %k: tensor<1x256x2x64xbf16>,
                                       %v: tensor<1x256x2x64xbf16>) -> tensor<1x256x8x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd window = [128, 0]
      : (tensor<1x256x8x64xbf16>, tensor<1x256x2x64xbf16>, tensor<1x256x2x64xbf16>) -> tensor<1x256x8x64xbf16>
  return %out : tensor<1x256x8x64xbf16>
}

// -----

// causal + window [-1, 0] reduces to plain causal; window [-1, -1] vanishes.
// CHECK-LABEL: func.func @trivial_windows_removed
// CHECK: attn.sdpa {{.+}} layout = bhsd causal = top_left :
// CHECK: attn.sdpa {{.+}} layout = bhsd :
func.func @trivial_windows_removed(%q: tensor<1x2x16x32xf32>, %k: tensor<1x2x16x32xf32>,
                                   %v: tensor<1x2x16x32xf32>) -> (tensor<1x2x16x32xf32>, tensor<1x2x16x32xf32>) {
  %a = attn.sdpa %q, %k, %v layout = bhsd causal = top_left window = [-1, 0]
      : (tensor<1x2x16x32xf32>, tensor<1x2x16x32xf32>, tensor<1x2x16x32xf32>) -> tensor<1x2x16x32xf32>
  %b = attn.sdpa %q, %k, %v layout = bhsd window = [-1, -1]
      : (tensor<1x2x16x32xf32>, tensor<1x2x16x32xf32>, tensor<1x2x16x32xf32>) -> tensor<1x2x16x32xf32>
  return %a, %b : tensor<1x2x16x32xf32>, tensor<1x2x16x32xf32>
}

// -----

// A non-causal window with a positive right extent is kept as written.
// CHECK-LABEL: func.func @negative_two_sided_window_kept
// CHECK: attn.sdpa {{.+}} layout = bhsd window = [4, 4] :
func.func @negative_two_sided_window_kept(%q: tensor<1x2x16x32xf32>, %k: tensor<1x2x16x32xf32>,
                                          %v: tensor<1x2x16x32xf32>) -> tensor<1x2x16x32xf32> {
  %a = attn.sdpa %q, %k, %v layout = bhsd window = [4, 4]
      : (tensor<1x2x16x32xf32>, tensor<1x2x16x32xf32>, tensor<1x2x16x32xf32>) -> tensor<1x2x16x32xf32>
  return %a : tensor<1x2x16x32xf32>
}

// -----

// Square attention: bottom-right and top-left diagonals coincide.
// CHECK-LABEL: func.func @square_bottom_right_is_top_left
// CHECK: attn.sdpa {{.+}} layout = sbhd causal = top_left :
func.func @square_bottom_right_is_top_left(%q: tensor<16x1x2x32xf16>, %k: tensor<16x1x2x32xf16>,
                                           %v: tensor<16x1x2x32xf16>) -> tensor<16x1x2x32xf16> {
  %a = attn.sdpa %q, %k, %v layout = sbhd causal = bottom_right
      : (tensor<16x1x2x32xf16>, tensor<16x1x2x32xf16>, tensor<16x1x2x32xf16>) -> tensor<16x1x2x32xf16>
  return %a : tensor<16x1x2x32xf16>
}

// -----

// Padding lengths can make the valid lengths differ: keep bottom_right.
// CHECK-LABEL: func.func @negative_padded_bottom_right_kept
// CHECK: attn.sdpa {{.+}} layout = sbhd causal = bottom_right :
func.func @negative_padded_bottom_right_kept(%q: tensor<16x2x2x32xf16>, %k: tensor<16x2x2x32xf16>,
                                             %v: tensor<16x2x2x32xf16>, %lq: tensor<2xi32>,
                                             %lkv: tensor<2xi32>) -> tensor<16x2x2x32xf16> {
  %a = attn.sdpa %q, %k, %v seqlens_q(%lq) seqlens_kv(%lkv) layout = sbhd causal = bottom_right
      : (tensor<16x2x2x32xf16>, tensor<16x2x2x32xf16>, tensor<16x2x2x32xf16>, tensor<2xi32>, tensor<2xi32>)
      -> tensor<16x2x2x32xf16>
  return %a : tensor<16x2x2x32xf16>
}

// -----

// Rectangular attention keeps its alignment.
// CHECK-LABEL: func.func @negative_rectangular_bottom_right_kept
// CHECK: attn.sdpa {{.+}} layout = bshd causal = bottom_right :
func.func @negative_rectangular_bottom_right_kept(%q: tensor<1x8x2x32xf16>, %k: tensor<1x16x2x32xf16>,
                                                  %v: tensor<1x16x2x32xf16>) -> tensor<1x8x2x32xf16> {
  %a = attn.sdpa %q, %k, %v layout = bshd causal = bottom_right
      : (tensor<1x8x2x32xf16>, tensor<1x16x2x32xf16>, tensor<1x16x2x32xf16>) -> tensor<1x8x2x32xf16>
  return %a : tensor<1x8x2x32xf16>
}

// -----

// Generator operands without dropout are dead.
// CHECK-LABEL: func.func @unused_rng_dropped
// CHECK: attn.sdpa %{{[^ ]+}}, %{{[^ ]+}}, %{{[^ ]+}} layout = bhsd :
func.func @unused_rng_dropped(%q: tensor<1x2x16x32xf32>, %k: tensor<1x2x16x32xf32>,
                              %v: tensor<1x2x16x32xf32>, %seed: i64, %offset: i64) -> tensor<1x2x16x32xf32> {
  %a = attn.sdpa %q, %k, %v rng(%seed, %offset) layout = bhsd
      : (tensor<1x2x16x32xf32>, tensor<1x2x16x32xf32>, tensor<1x2x16x32xf32>, i64, i64) -> tensor<1x2x16x32xf32>
  return %a : tensor<1x2x16x32xf32>
}

// -----

// The backward op canonicalises the same way.
// CHECK-LABEL: func.func @grad_canonical
// CHECK: attn.sdpa_grad {{.+}} layout = bshd causal = top_left window = [8, 0] :
func.func @grad_canonical(%q: tensor<1x16x2x16xf32>, %k: tensor<1x16x2x16xf32>, %v: tensor<1x16x2x16xf32>,
                          %o: tensor<1x16x2x16xf32>, %do: tensor<1x16x2x16xf32>, %lse: tensor<1x2x16xf32>)
    -> (tensor<1x16x2x16xf32>, tensor<1x16x2x16xf32>, tensor<1x16x2x16xf32>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = bottom_right window = [8, 3] scale = 0.25
      : (tensor<1x16x2x16xf32>, tensor<1x16x2x16xf32>, tensor<1x16x2x16xf32>, tensor<1x16x2x16xf32>,
         tensor<1x16x2x16xf32>, tensor<1x2x16xf32>)
      -> (tensor<1x16x2x16xf32>, tensor<1x16x2x16xf32>, tensor<1x16x2x16xf32>)
  return %dq, %dk, %dv : tensor<1x16x2x16xf32>, tensor<1x16x2x16xf32>, tensor<1x16x2x16xf32>
}
