// RUN: attn-opt %s -split-input-file -verify-diagnostics

// One case per error of #attn.tiling and of the attn.tiling attribute. What
// a backend cannot take (a block_kv that is no multiple of 16, overlap on
// mma.sync) is its error, tested with the backend
// (test/Conversion/AttnToGPU/attn-to-gpu-invalid.mlir).

func.func @unknown_parameter(%q: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{duplicate or unknown struct parameter name: block_m}}
  %out = attn.sdpa %q, %q, %q layout = bshd {attn.tiling = #attn.tiling<warps = 4, block_m = 64>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @repeated_parameter(%q: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{duplicate or unknown struct parameter name: warps}}
  %out = attn.sdpa %q, %q, %q layout = bshd {attn.tiling = #attn.tiling<warps = 4, warps = 8>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @float_count(%q: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+2 {{expected integer value}}
  // expected-error @+1 {{failed to parse Attn_TilingAttr parameter 'stages' which is to be a `int64_t`}}
  %out = attn.sdpa %q, %q, %q layout = bshd {attn.tiling = #attn.tiling<stages = 2.0>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// (0 means "the kernel's choice", as for the pass options.)
func.func @negative_count(%q: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{#attn.tiling warps must be positive (or 0 for the kernel's choice), got -1}}
  %out = attn.sdpa %q, %q, %q layout = bshd {attn.tiling = #attn.tiling<warps = -1>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @negative_stages(%q: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{#attn.tiling stages must be positive (or 0 for the kernel's choice), got -2}}
  %out = attn.sdpa %q, %q, %q layout = bshd {attn.tiling = #attn.tiling<stages = -2>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @negative_heads(%q: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{#attn.tiling heads must be positive (or 0 for the kernel's choice), got -1}}
  %out = attn.sdpa %q, %q, %q layout = bshd {attn.tiling = #attn.tiling<heads = -1>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @unknown_unit(%q: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+2 {{expected one of [auto, mma_sync, wgmma] for which tensor-core instruction a generated kernel multiplies with, got: tensor_core}}
  // expected-error @+1 {{failed to parse Attn_TilingAttr parameter 'mma'}}
  %out = attn.sdpa %q, %q, %q layout = bshd {attn.tiling = #attn.tiling<mma = tensor_core>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @overlap_not_a_flag(%q: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+2 {{invalid kind of attribute specified}}
  // expected-error @+1 {{failed to parse Attn_TilingAttr parameter 'overlap'}}
  %out = attn.sdpa %q, %q, %q layout = bshd {attn.tiling = #attn.tiling<overlap = 2>}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @not_a_tiling(%q: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.tiling' must be a #attn.tiling attribute, got [4, 64, 2]}}
  %out = attn.sdpa %q, %q, %q layout = bshd {attn.tiling = [4, 64, 2]}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @not_an_attention_op(%x: f32) -> f32 {
  // expected-error @+1 {{'attn.tiling' belongs on attn.sdpa or attn.sdpa_grad}}
  %y = arith.addf %x, %x {attn.tiling = #attn.tiling<warps = 4>} : f32
  return %y : f32
}
