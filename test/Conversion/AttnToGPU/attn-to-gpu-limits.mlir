// RUN: attn-opt %s -split-input-file --attn-to-gpu -verify-diagnostics | FileCheck %s

// Limits of the generated kernel's 32-bit band arithmetic and launch grid,
// and the clamping of window extents that no sequence can reach.

// A window wider than any sequence is unbounded in effect: it is clamped to
// Sq + Skv = 128 (MaskBand.h, as every backend clamps it) instead of
// wrapping in 32-bit arithmetic.
// CHECK-LABEL: func.func @huge_window
// CHECK: gpu.func @sdpa_fwd_0
// CHECK-NOT: arith.constant {{4294967296|2147483647|536870912}}
// CHECK: arith.constant 128 : i32
func.func @huge_window(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                       %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd window = [4294967296, 2147483647]
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>)
      -> tensor<1x64x4x64xbf16>
  return %o : tensor<1x64x4x64xbf16>
}

// -----

func.func @too_long(%q: tensor<1x536870912x1x64xbf16>, %k: tensor<1x64x1x64xbf16>,
                    %v: tensor<1x64x1x64xbf16>) -> tensor<1x536870912x1x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: sequence length 536870912 is too long for the generated kernel (below 2^29)}}
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x536870912x1x64xbf16>, tensor<1x64x1x64xbf16>, tensor<1x64x1x64xbf16>)
      -> tensor<1x536870912x1x64xbf16>
  return %o : tensor<1x536870912x1x64xbf16>
}

// -----

func.func @too_many_heads(%q: tensor<1x16x65536x64xbf16>, %k: tensor<1x16x1x64xbf16>,
                          %v: tensor<1x16x1x64xbf16>) -> tensor<1x16x65536x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: more than 65535 heads or batch entries exceed the launch grid}}
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x16x65536x64xbf16>, tensor<1x16x1x64xbf16>, tensor<1x16x1x64xbf16>)
      -> tensor<1x16x65536x64xbf16>
  return %o : tensor<1x16x65536x64xbf16>
}

// -----

func.func @dynamic_bias(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                        %v: tensor<1x64x4x64xbf16>, %b: tensor<1x?x64x64xbf16>)
    -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op cannot be compiled for the GPU: bias dimensions must be static (a dimension of size 1 broadcasts; one known only at run time cannot)}}
  %o = attn.sdpa %q, %k, %v bias(%b) layout = bshd
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>,
         tensor<1x?x64x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %o : tensor<1x64x4x64xbf16>
}
