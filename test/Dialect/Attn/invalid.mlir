// RUN: attn-opt %s -split-input-file -verify-diagnostics

// One case per verifier diagnostic of attn.sdpa and attn.sdpa_grad (see
// lib/Dialect/Attn/IR/AttnOps.cpp), plus a few ODS type-constraint errors.
// Unless a case says otherwise its problem is B=2, Sq=3, Skv=5, Hq=4, Hkv=2,
// Dqk=8, Dv=6 (thd: Tq=7, Tkv=9, offsets of 3 entries), and everything but
// the one defect under test is valid.

func.func @window_three_extents(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                                %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{'window' must hold two extents [left, right], got 3}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd window = [1, 2, 3]
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @window_one_extent_grad(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                                  %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                                  %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{'window' must hold two extents [left, right], got 1}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse
      layout = bshd causal = top_left window = [16]
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
  return
}

// -----

func.func @window_left_below_minus_one(%q: tensor<2x4x3x8xf32>, %k: tensor<2x2x5x8xf32>,
                                       %v: tensor<2x2x5x6xf32>) {
  // expected-error @+1 {{window extents must be >= -1 (-1 = unbounded), got [-2, 0]}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bhsd causal = top_left window = [-2, 0]
      : (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<2x2x5x6xf32>)
      -> (tensor<2x4x3x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @window_right_below_minus_one_grad(%q: tensor<3x2x4x8xf32>, %k: tensor<5x2x2x8xf32>,
                                             %v: tensor<5x2x2x6xf32>, %out: tensor<3x2x4x6xf32>,
                                             %d_out: tensor<3x2x4x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{window extents must be >= -1 (-1 = unbounded), got [4, -3]}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = sbhd window = [4, -3]
      : (tensor<3x2x4x8xf32>, tensor<5x2x2x8xf32>, tensor<5x2x2x6xf32>, tensor<3x2x4x6xf32>,
         tensor<3x2x4x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<3x2x4x8xf32>, tensor<5x2x2x8xf32>, tensor<5x2x2x6xf32>)
  return
}

// -----

func.func @scale_zero(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>, %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{'scale' must be finite and positive, got 0.000000e+00}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd scale = 0.0
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @scale_negative_grad(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                               %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                               %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{'scale' must be finite and positive, got -1.000000e+00}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = bshd scale = -1.0
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
  return
}

// -----

func.func @scale_infinite(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                          %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{'scale' must be finite and positive, got INF}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd scale = 0x7FF0000000000000
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @dropout_one(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>, %v: tensor<2x5x2x6xf32>,
                       %seed: i64, %offset: i64) {
  // expected-error @+1 {{dropout probability must be in [0, 1), got 1.000000e+00}}
  %o, %lse_out = attn.sdpa %q, %k, %v rng(%seed, %offset) layout = bshd dropout = 1.0
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, i64, i64)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @dropout_negative_grad(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                                 %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                                 %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x3xf32>,
                                 %seed: i64, %offset: i64) {
  // expected-error @+1 {{dropout probability must be in [0, 1), got -1.000000e-01}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse rng(%seed, %offset)
      layout = bshd dropout = -0.1
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x3xf32>, i64, i64)
      -> (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
  return
}

// -----

func.func @dropout_nan(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>, %v: tensor<2x5x2x6xf32>,
                       %seed: i64, %offset: i64) {
  // expected-error @+1 {{dropout probability must be in [0, 1), got nan}}
  %o, %lse_out = attn.sdpa %q, %k, %v rng(%seed, %offset) layout = bshd dropout = 0x7FF8000000000000
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, i64, i64)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

// The custom syntax always parses both rng operands; the generic form can
// carry a seed without an offset.
func.func @rng_seed_without_offset(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                                   %v: tensor<2x5x2x6xf32>, %seed: i64) {
  // expected-error @+1 {{'rng' needs both a seed and an offset}}
  %o = "attn.sdpa"(%q, %k, %v, %seed)
      <{layout = #attn<layout bshd>, dropout = 1.000000e-01 : f64,
        operandSegmentSizes = array<i32: 1, 1, 1, 0, 0, 0, 0, 0, 1, 0>}> ({}, {})
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, i64)
      -> tensor<2x3x4x6xf32>
  return
}

// -----

func.func @rng_offset_without_seed_grad(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                                        %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                                        %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x3xf32>,
                                        %offset: i64) {
  // expected-error @+1 {{'rng' needs both a seed and an offset}}
  %dq, %dk, %dv = "attn.sdpa_grad"(%q, %k, %v, %out, %d_out, %lse, %offset)
      <{layout = #attn<layout bshd>,
        operandSegmentSizes = array<i32: 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 1>,
        resultSegmentSizes = array<i32: 1, 1, 1, 0, 0>}> ({}, {})
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x3xf32>, i64)
      -> (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
  return
}

// -----

func.func @dropout_without_rng(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                               %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{dropout > 0 requires the 'rng' (seed, offset) operands}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd dropout = 0.1
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @dropout_without_rng_grad(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                                    %v: tensor<9x2x6xf32>, %out: tensor<7x4x6xf32>,
                                    %d_out: tensor<7x4x6xf32>, %lse: tensor<4x7xf32>,
                                    %cu_q: tensor<3xi32>, %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{dropout > 0 requires the 'rng' (seed, offset) operands}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse seqlens_q(%cu_q) seqlens_kv(%cu_kv)
      layout = thd dropout = 0.5
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<7x4x6xf32>,
         tensor<7x4x6xf32>, tensor<4x7xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>)
  return
}

// -----

func.func @query_rank_bshd(%q: tensor<2x3x8xf32>, %k: tensor<2x5x2x8xf32>,
                           %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{'query' must have rank 4 for layout bshd, got rank 3}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x3x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @key_rank_thd(%q: tensor<7x4x8xf32>, %k: tensor<1x9x2x8xf32>, %v: tensor<9x2x6xf32>,
                        %cu_q: tensor<3xi32>, %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{'key' must have rank 3 for layout thd, got rank 4}}
  %o, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd
      : (tensor<7x4x8xf32>, tensor<1x9x2x8xf32>, tensor<9x2x6xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<7x4x6xf32>, tensor<4x7xf32>)
  return
}

// -----

func.func @value_rank_bhsd_grad(%q: tensor<2x4x3x8xf32>, %k: tensor<2x2x5x8xf32>,
                                %v: tensor<1x2x2x5x6xf32>, %out: tensor<2x4x3x6xf32>,
                                %d_out: tensor<2x4x3x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{'value' must have rank 4 for layout bhsd, got rank 5}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = bhsd
      : (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<1x2x2x5x6xf32>, tensor<2x4x3x6xf32>,
         tensor<2x4x3x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<1x2x2x5x6xf32>)
  return
}

// -----

func.func @query_rank_sbhd(%q: tensor<3x2x32xf32>, %k: tensor<5x2x2x8xf32>,
                           %v: tensor<5x2x2x6xf32>) {
  // expected-error @+1 {{'query' must have rank 4 for layout sbhd, got rank 3}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = sbhd
      : (tensor<3x2x32xf32>, tensor<5x2x2x8xf32>, tensor<5x2x2x6xf32>)
      -> (tensor<3x2x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @key_element_type(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf16>,
                            %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{'key' element type 'f16' differs from 'query' element type 'f32'}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf16>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @value_element_type_grad(%q: tensor<3x2x4x8xf16>, %k: tensor<5x2x2x8xf16>,
                                   %v: tensor<5x2x2x6xbf16>, %out: tensor<3x2x4x6xf16>,
                                   %d_out: tensor<3x2x4x6xf16>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{'value' element type 'bf16' differs from 'query' element type 'f16'}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = sbhd
      : (tensor<3x2x4x8xf16>, tensor<5x2x2x8xf16>, tensor<5x2x2x6xbf16>, tensor<3x2x4x6xf16>,
         tensor<3x2x4x6xf16>, tensor<2x4x3xf32>)
      -> (tensor<3x2x4x8xf16>, tensor<5x2x2x8xf16>, tensor<5x2x2x6xbf16>)
  return
}

// -----

func.func @key_batch(%q: tensor<2x3x4x8xf32>, %k: tensor<3x5x2x8xf32>, %v: tensor<3x5x2x6xf32>) {
  // expected-error @+1 {{batch size of 'key' (3) differs from 'query' (2)}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<3x5x2x8xf32>, tensor<3x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @value_batch_bhsd(%q: tensor<2x4x3x8xf32>, %k: tensor<2x2x5x8xf32>,
                            %v: tensor<1x2x5x6xf32>) {
  // expected-error @+1 {{batch size of 'value' (1) differs from 'key' (2)}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bhsd
      : (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<1x2x5x6xf32>)
      -> (tensor<2x4x3x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @value_batch_sbhd_grad(%q: tensor<3x2x4x8xf32>, %k: tensor<5x2x2x8xf32>,
                                 %v: tensor<5x4x2x6xf32>, %out: tensor<3x2x4x6xf32>,
                                 %d_out: tensor<3x2x4x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{batch size of 'value' (4) differs from 'key' (2)}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = sbhd
      : (tensor<3x2x4x8xf32>, tensor<5x2x2x8xf32>, tensor<5x4x2x6xf32>, tensor<3x2x4x6xf32>,
         tensor<3x2x4x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<3x2x4x8xf32>, tensor<5x2x2x8xf32>, tensor<5x4x2x6xf32>)
  return
}

// -----

func.func @value_sequence_length(%q: tensor<3x2x4x8xf32>, %k: tensor<5x2x2x8xf32>,
                                 %v: tensor<6x2x2x6xf32>) {
  // expected-error @+1 {{sequence length of 'value' (6) differs from 'key' (5)}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = sbhd
      : (tensor<3x2x4x8xf32>, tensor<5x2x2x8xf32>, tensor<6x2x2x6xf32>)
      -> (tensor<3x2x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @value_sequence_length_thd_grad(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                                          %v: tensor<8x2x6xf32>, %out: tensor<7x4x6xf32>,
                                          %d_out: tensor<7x4x6xf32>, %lse: tensor<4x7xf32>,
                                          %cu_q: tensor<3xi32>, %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{sequence length of 'value' (8) differs from 'key' (9)}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse seqlens_q(%cu_q) seqlens_kv(%cu_kv)
      layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<8x2x6xf32>, tensor<7x4x6xf32>,
         tensor<7x4x6xf32>, tensor<4x7xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<8x2x6xf32>)
  return
}

// -----

func.func @value_head_count_thd(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                                %v: tensor<9x1x6xf32>, %cu_q: tensor<3xi32>,
                                %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{head count of 'value' (1) differs from 'key' (2)}}
  %o, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x1x6xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<7x4x6xf32>, tensor<4x7xf32>)
  return
}

// -----

func.func @value_head_count_bhsd_grad(%q: tensor<2x4x3x8xf32>, %k: tensor<2x2x5x8xf32>,
                                      %v: tensor<2x4x5x6xf32>, %out: tensor<2x4x3x6xf32>,
                                      %d_out: tensor<2x4x3x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{head count of 'value' (4) differs from 'key' (2)}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = bhsd
      : (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<2x4x5x6xf32>, tensor<2x4x3x6xf32>,
         tensor<2x4x3x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<2x4x5x6xf32>)
  return
}

// -----

func.func @key_head_dimension(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x4xf32>,
                              %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{head dimension of 'key' (4) differs from 'query' (8)}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x4xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @key_head_dimension_grad(%q: tensor<7x4x8xf32>, %k: tensor<9x2x16xf32>,
                                   %v: tensor<9x2x6xf32>, %out: tensor<7x4x6xf32>,
                                   %d_out: tensor<7x4x6xf32>, %lse: tensor<4x7xf32>,
                                   %cu_q: tensor<3xi32>, %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{head dimension of 'key' (16) differs from 'query' (8)}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse seqlens_q(%cu_q) seqlens_kv(%cu_kv)
      layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x16xf32>, tensor<9x2x6xf32>, tensor<7x4x6xf32>,
         tensor<7x4x6xf32>, tensor<4x7xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<7x4x8xf32>, tensor<9x2x16xf32>, tensor<9x2x6xf32>)
  return
}

// -----

func.func @query_heads_zero(%q: tensor<2x3x0x8xf32>, %k: tensor<2x5x2x8xf32>,
                            %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{query head count must be positive, got 0}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x3x0x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x0x6xf32>, tensor<2x0x3xf32>)
  return
}

// -----

func.func @kv_heads_zero(%q: tensor<2x4x3x8xf32>, %k: tensor<2x0x5x8xf32>,
                         %v: tensor<2x0x5x6xf32>) {
  // expected-error @+1 {{key/value head count must be positive, got 0}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bhsd
      : (tensor<2x4x3x8xf32>, tensor<2x0x5x8xf32>, tensor<2x0x5x6xf32>)
      -> (tensor<2x4x3x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @qk_head_dim_zero_grad(%q: tensor<2x3x4x0xf32>, %k: tensor<2x5x2x0xf32>,
                                 %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                                 %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{query/key head dimension must be positive, got 0}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = bshd
      : (tensor<2x3x4x0xf32>, tensor<2x5x2x0xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<2x3x4x0xf32>, tensor<2x5x2x0xf32>, tensor<2x5x2x6xf32>)
  return
}

// -----

func.func @value_head_dim_zero(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                               %v: tensor<9x2x0xf32>, %cu_q: tensor<3xi32>, %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{value head dimension must be positive, got 0}}
  %o, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x0xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<7x4x0xf32>, tensor<4x7xf32>)
  return
}

// -----

func.func @heads_not_multiple(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x3x8xf32>,
                              %v: tensor<2x5x3x6xf32>) {
  // expected-error @+1 {{query head count (4) must be a multiple of the key/value head count (3)}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x3x8xf32>, tensor<2x5x3x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @heads_not_multiple_grad(%q: tensor<3x2x4x8xf32>, %k: tensor<5x2x8x8xf32>,
                                   %v: tensor<5x2x8x6xf32>, %out: tensor<3x2x4x6xf32>,
                                   %d_out: tensor<3x2x4x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{query head count (4) must be a multiple of the key/value head count (8)}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = sbhd
      : (tensor<3x2x4x8xf32>, tensor<5x2x8x8xf32>, tensor<5x2x8x6xf32>, tensor<3x2x4x6xf32>,
         tensor<3x2x4x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<3x2x4x8xf32>, tensor<5x2x8x8xf32>, tensor<5x2x8x6xf32>)
  return
}

// -----

func.func @thd_without_offsets(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                               %v: tensor<9x2x6xf32>) {
  // expected-error @+1 {{layout thd requires the cumulative offsets 'seqlens_q' and 'seqlens_kv'}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>)
      -> (tensor<7x4x6xf32>, tensor<4x7xf32>)
  return
}

// -----

func.func @thd_without_kv_offsets_grad(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                                       %v: tensor<9x2x6xf32>, %out: tensor<7x4x6xf32>,
                                       %d_out: tensor<7x4x6xf32>, %lse: tensor<4x7xf32>,
                                       %cu_q: tensor<3xi32>) {
  // expected-error @+1 {{layout thd requires the cumulative offsets 'seqlens_q' and 'seqlens_kv'}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse seqlens_q(%cu_q) layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<7x4x6xf32>,
         tensor<7x4x6xf32>, tensor<4x7xf32>, tensor<3xi32>)
      -> (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>)
  return
}

// -----

func.func @seqlens_q_rank(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                          %v: tensor<2x5x2x6xf32>, %cu_q: tensor<1x2xi32>) {
  // expected-error @+1 {{'seqlens_q' must be a 1-D tensor, got rank 2}}
  %o, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%cu_q) layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<1x2xi32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @seqlens_kv_rank_thd(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                               %v: tensor<9x2x6xf32>, %cu_q: tensor<3xi32>, %cu_kv: tensor<i32>) {
  // expected-error @+1 {{'seqlens_kv' must be a 1-D tensor, got rank 0}}
  %o, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<3xi32>, tensor<i32>)
      -> (tensor<7x4x6xf32>, tensor<4x7xf32>)
  return
}

// -----

func.func @seqlens_q_not_batch(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                               %v: tensor<2x5x2x6xf32>, %cu_q: tensor<3xi32>,
                               %cu_kv: tensor<2xi32>) {
  // expected-error @+1 {{'seqlens_q' must have shape [B] = [2], got [3]}}
  %o, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<3xi32>, tensor<2xi32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @seqlens_kv_not_batch_grad(%q: tensor<2x4x3x8xf32>, %k: tensor<2x2x5x8xf32>,
                                     %v: tensor<2x2x5x6xf32>, %out: tensor<2x4x3x6xf32>,
                                     %d_out: tensor<2x4x3x6xf32>, %lse: tensor<2x4x3xf32>,
                                     %cu_q: tensor<2xi32>, %cu_kv: tensor<1xi32>) {
  // expected-error @+1 {{'seqlens_kv' must have shape [B] = [2], got [1]}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse seqlens_q(%cu_q) seqlens_kv(%cu_kv)
      layout = bhsd
      : (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<2x2x5x6xf32>, tensor<2x4x3x6xf32>,
         tensor<2x4x3x6xf32>, tensor<2x4x3xf32>, tensor<2xi32>, tensor<1xi32>)
      -> (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<2x2x5x6xf32>)
  return
}

// -----

func.func @thd_seqlens_q_too_short(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                                   %v: tensor<9x2x6xf32>, %cu_q: tensor<1xi32>,
                                   %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{'seqlens_q' holds cumulative offsets [B + 1] and needs at least 2 entries, got 1}}
  %o, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<1xi32>, tensor<3xi32>)
      -> (tensor<7x4x6xf32>, tensor<4x7xf32>)
  return
}

// -----

func.func @thd_seqlens_kv_too_short_grad(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                                         %v: tensor<9x2x6xf32>, %out: tensor<7x4x6xf32>,
                                         %d_out: tensor<7x4x6xf32>, %lse: tensor<4x7xf32>,
                                         %cu_q: tensor<3xi32>, %cu_kv: tensor<0xi32>) {
  // expected-error @+1 {{'seqlens_kv' holds cumulative offsets [B + 1] and needs at least 2 entries, got 0}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse seqlens_q(%cu_q) seqlens_kv(%cu_kv)
      layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<7x4x6xf32>,
         tensor<7x4x6xf32>, tensor<4x7xf32>, tensor<3xi32>, tensor<0xi32>)
      -> (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>)
  return
}

// -----

func.func @thd_offset_counts_differ(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                                    %v: tensor<9x2x6xf32>, %cu_q: tensor<3xi32>,
                                    %cu_kv: tensor<4xi32>) {
  // expected-error @+1 {{'seqlens_q' and 'seqlens_kv' must hold the same number of offsets, got 3 and 4}}
  %o, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<3xi32>, tensor<4xi32>)
      -> (tensor<7x4x6xf32>, tensor<4x7xf32>)
  return
}

// -----

func.func @bias_thd(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>, %v: tensor<9x2x6xf32>,
                    %bias: tensor<1x4x7x9xf32>, %cu_q: tensor<3xi32>, %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{'bias' is not supported with the packed thd layout}}
  %o, %lse_out = attn.sdpa %q, %k, %v bias(%bias) seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<1x4x7x9xf32>,
         tensor<3xi32>, tensor<3xi32>)
      -> (tensor<7x4x6xf32>, tensor<4x7xf32>)
  return
}

// -----

func.func @bias_element_type(%q: tensor<2x3x4x8xbf16>, %k: tensor<2x5x2x8xbf16>,
                             %v: tensor<2x5x2x6xbf16>, %bias: tensor<1x4x1x5xf16>) {
  // expected-error @+1 {{'bias' element type must be f32 or the query element type 'bf16', got 'f16'}}
  %o, %lse_out = attn.sdpa %q, %k, %v bias(%bias) layout = bshd
      : (tensor<2x3x4x8xbf16>, tensor<2x5x2x8xbf16>, tensor<2x5x2x6xbf16>, tensor<1x4x1x5xf16>)
      -> (tensor<2x3x4x6xbf16>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @bias_rank(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>, %v: tensor<2x5x2x6xf32>,
                     %bias: tensor<4x3x5xf32>) {
  // expected-error @+1 {{'bias' must have rank 4, broadcastable to [B, Hq, Sq, Skv], got rank 3}}
  %o, %lse_out = attn.sdpa %q, %k, %v bias(%bias) layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<4x3x5xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @bias_batch_dim(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                          %v: tensor<2x5x2x6xf32>, %bias: tensor<3x4x3x5xf32>) {
  // expected-error @+1 {{'bias' dimension 0 (3) is neither 1 nor B (2)}}
  %o, %lse_out = attn.sdpa %q, %k, %v bias(%bias) layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<3x4x3x5xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @bias_heads_dim_grad(%q: tensor<2x4x3x8xf32>, %k: tensor<2x2x5x8xf32>,
                               %v: tensor<2x2x5x6xf32>, %out: tensor<2x4x3x6xf32>,
                               %d_out: tensor<2x4x3x6xf32>, %lse: tensor<2x4x3xf32>,
                               %bias: tensor<2x2x3x5xf32>) {
  // expected-error @+1 {{'bias' dimension 1 (2) is neither 1 nor Hq (4)}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse bias(%bias) layout = bhsd
      : (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<2x2x5x6xf32>, tensor<2x4x3x6xf32>,
         tensor<2x4x3x6xf32>, tensor<2x4x3xf32>, tensor<2x2x3x5xf32>)
      -> (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<2x2x5x6xf32>)
  return
}

// -----

func.func @bias_query_seq_dim(%q: tensor<3x2x4x8xf32>, %k: tensor<5x2x2x8xf32>,
                              %v: tensor<5x2x2x6xf32>, %bias: tensor<1x1x5x5xf32>) {
  // expected-error @+1 {{'bias' dimension 2 (5) is neither 1 nor Sq (3)}}
  %o, %lse_out = attn.sdpa %q, %k, %v bias(%bias) layout = sbhd
      : (tensor<3x2x4x8xf32>, tensor<5x2x2x8xf32>, tensor<5x2x2x6xf32>, tensor<1x1x5x5xf32>)
      -> (tensor<3x2x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @bias_kv_seq_dim(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                           %v: tensor<2x5x2x6xf32>, %bias: tensor<2x4x3x3xf32>) {
  // expected-error @+1 {{'bias' dimension 3 (3) is neither 1 nor Skv (5)}}
  %o, %lse_out = attn.sdpa %q, %k, %v bias(%bias) layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x4x3x3xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @alibi_size(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>, %v: tensor<2x5x2x6xf32>,
                      %alibi: tensor<2xf32>) {
  // expected-error @+1 {{'alibi' must have shape [Hq] = [4], got [2]}}
  %o, %lse_out = attn.sdpa %q, %k, %v alibi(%alibi) layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @alibi_rank_thd_grad(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                               %v: tensor<9x2x6xf32>, %out: tensor<7x4x6xf32>,
                               %d_out: tensor<7x4x6xf32>, %lse: tensor<4x7xf32>,
                               %alibi: tensor<1x4xf32>, %cu_q: tensor<3xi32>,
                               %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{'alibi' must have shape [Hq] = [4], got [1, 4]}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse alibi(%alibi) seqlens_q(%cu_q) seqlens_kv(%cu_kv)
      layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<7x4x6xf32>,
         tensor<7x4x6xf32>, tensor<4x7xf32>, tensor<1x4xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>)
  return
}

// -----

func.func @learnable_without_sink(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                                  %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{softmax(learnable) requires a 'sink' operand}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd softmax = learnable
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @learnable_without_sink_grad(%q: tensor<2x4x3x8xf32>, %k: tensor<2x2x5x8xf32>,
                                       %v: tensor<2x2x5x6xf32>, %out: tensor<2x4x3x6xf32>,
                                       %d_out: tensor<2x4x3x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{softmax(learnable) requires a 'sink' operand}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = bhsd softmax = learnable
      : (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<2x2x5x6xf32>, tensor<2x4x3x6xf32>,
         tensor<2x4x3x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<2x2x5x6xf32>)
  return
}

// -----

func.func @sink_with_off_by_one(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                                %v: tensor<2x5x2x6xf32>, %sink: tensor<4xf32>) {
  // expected-error @+1 {{'sink' needs softmax(learnable), got softmax(off_by_one)}}
  %o, %lse_out = attn.sdpa %q, %k, %v sink(%sink) layout = bshd softmax = off_by_one
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<4xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @sink_with_vanilla_grad(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                                  %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                                  %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x3xf32>,
                                  %sink: tensor<4xf32>) {
  // expected-error @+1 {{'sink' needs softmax(learnable), got softmax(vanilla)}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse sink(%sink) layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x3xf32>, tensor<4xf32>)
      -> (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
  return
}

// -----

func.func @sink_size(%q: tensor<3x2x4x8xf32>, %k: tensor<5x2x2x8xf32>, %v: tensor<5x2x2x6xf32>,
                     %sink: tensor<2xf32>) {
  // expected-error @+1 {{'sink' must have shape [Hq] = [4], got [2]}}
  %o, %lse_out = attn.sdpa %q, %k, %v sink(%sink) layout = sbhd softmax = learnable
      : (tensor<3x2x4x8xf32>, tensor<5x2x2x8xf32>, tensor<5x2x2x6xf32>, tensor<2xf32>)
      -> (tensor<3x2x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @out_head_dim(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>, %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{'out' must have shape [2, 3, 4, 6], got [2, 3, 4, 8]}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x8xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @out_rank_thd(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>, %v: tensor<9x2x6xf32>,
                        %cu_q: tensor<3xi32>, %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{'out' must have shape [7, 4, 6], got [1, 7, 4, 6]}}
  %o, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<1x7x4x6xf32>, tensor<4x7xf32>)
  return
}

// -----

func.func @out_element_type(%q: tensor<2x4x3x8xf16>, %k: tensor<2x2x5x8xf16>,
                            %v: tensor<2x2x5x6xf16>) {
  // expected-error @+1 {{'out' element type must be 'f16' (the query element type), got 'f32'}}
  %o = attn.sdpa %q, %k, %v layout = bhsd
      : (tensor<2x4x3x8xf16>, tensor<2x2x5x8xf16>, tensor<2x2x5x6xf16>)
      -> tensor<2x4x3x6xf32>
  return
}

// -----

func.func @lse_shape(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>, %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{'lse' must have shape [2, 4, 3], got [2, 3, 4]}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x3x4xf32>)
  return
}

// -----

func.func @lse_shape_thd(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>, %v: tensor<9x2x6xf32>,
                         %cu_q: tensor<3xi32>, %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{'lse' must have shape [4, 7], got [7, 4]}}
  %o, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<7x4x6xf32>, tensor<7x4xf32>)
  return
}

// -----

func.func @grad_out_shape(%q: tensor<2x4x3x8xf32>, %k: tensor<2x2x5x8xf32>,
                          %v: tensor<2x2x5x6xf32>, %out: tensor<2x4x3x8xf32>,
                          %d_out: tensor<2x4x3x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{'out' must have shape [2, 4, 3, 6], got [2, 4, 3, 8]}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = bhsd
      : (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<2x2x5x6xf32>, tensor<2x4x3x8xf32>,
         tensor<2x4x3x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<2x2x5x6xf32>)
  return
}

// -----

func.func @grad_out_element_type(%q: tensor<2x3x4x8xbf16>, %k: tensor<2x5x2x8xbf16>,
                                 %v: tensor<2x5x2x6xbf16>, %out: tensor<2x3x4x6xf32>,
                                 %d_out: tensor<2x3x4x6xbf16>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{'out' element type must be 'bf16' (the query element type), got 'f32'}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = bshd
      : (tensor<2x3x4x8xbf16>, tensor<2x5x2x8xbf16>, tensor<2x5x2x6xbf16>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xbf16>, tensor<2x4x3xf32>)
      -> (tensor<2x3x4x8xbf16>, tensor<2x5x2x8xbf16>, tensor<2x5x2x6xbf16>)
  return
}

// -----

func.func @grad_d_out_shape(%q: tensor<3x2x4x8xf32>, %k: tensor<5x2x2x8xf32>,
                            %v: tensor<5x2x2x6xf32>, %out: tensor<3x2x4x6xf32>,
                            %d_out: tensor<3x2x2x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{'d_out' must have shape [3, 2, 4, 6], got [3, 2, 2, 6]}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = sbhd
      : (tensor<3x2x4x8xf32>, tensor<5x2x2x8xf32>, tensor<5x2x2x6xf32>, tensor<3x2x4x6xf32>,
         tensor<3x2x2x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<3x2x4x8xf32>, tensor<5x2x2x8xf32>, tensor<5x2x2x6xf32>)
  return
}

// -----

func.func @grad_d_out_element_type(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                                   %v: tensor<9x2x6xf32>, %out: tensor<7x4x6xf32>,
                                   %d_out: tensor<7x4x6xf16>, %lse: tensor<4x7xf32>,
                                   %cu_q: tensor<3xi32>, %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{'d_out' element type must be 'f32' (the query element type), got 'f16'}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse seqlens_q(%cu_q) seqlens_kv(%cu_kv)
      layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<7x4x6xf32>,
         tensor<7x4x6xf16>, tensor<4x7xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>)
  return
}

// -----

func.func @grad_lse_shape(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                          %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                          %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x5xf32>) {
  // expected-error @+1 {{'lse' must have shape [2, 4, 3], got [2, 4, 5]}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x5xf32>)
      -> (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
  return
}

// -----

func.func @grad_lse_shape_thd(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>,
                              %v: tensor<9x2x6xf32>, %out: tensor<7x4x6xf32>,
                              %d_out: tensor<7x4x6xf32>, %lse: tensor<2x4x7xf32>,
                              %cu_q: tensor<3xi32>, %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{'lse' must have shape [4, 7], got [2, 4, 7]}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse seqlens_q(%cu_q) seqlens_kv(%cu_kv)
      layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<7x4x6xf32>,
         tensor<7x4x6xf32>, tensor<2x4x7xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>)
  return
}

// -----

func.func @grad_d_query_type(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                             %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                             %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{'d_query' must have the type of its primal 'tensor<2x3x4x8xf32>', got 'tensor<2x3x4x8xf16>'}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<2x3x4x8xf16>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
  return
}

// -----

func.func @grad_d_key_type(%q: tensor<2x4x3x8xf32>, %k: tensor<2x2x5x8xf32>,
                           %v: tensor<2x2x5x6xf32>, %out: tensor<2x4x3x6xf32>,
                           %d_out: tensor<2x4x3x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{'d_key' must have the type of its primal 'tensor<2x2x5x8xf32>', got 'tensor<2x2x4x8xf32>'}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = bhsd
      : (tensor<2x4x3x8xf32>, tensor<2x2x5x8xf32>, tensor<2x2x5x6xf32>, tensor<2x4x3x6xf32>,
         tensor<2x4x3x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<2x4x3x8xf32>, tensor<2x2x4x8xf32>, tensor<2x2x5x6xf32>)
  return
}

// -----

func.func @grad_d_value_type(%q: tensor<7x4x8xf32>, %k: tensor<9x2x8xf32>, %v: tensor<9x2x6xf32>,
                             %out: tensor<7x4x6xf32>, %d_out: tensor<7x4x6xf32>,
                             %lse: tensor<4x7xf32>, %cu_q: tensor<3xi32>, %cu_kv: tensor<3xi32>) {
  // expected-error @+1 {{'d_value' must have the type of its primal 'tensor<9x2x6xf32>', got 'tensor<9x2x8xf32>'}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse seqlens_q(%cu_q) seqlens_kv(%cu_kv)
      layout = thd
      : (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x6xf32>, tensor<7x4x6xf32>,
         tensor<7x4x6xf32>, tensor<4x7xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<7x4x8xf32>, tensor<9x2x8xf32>, tensor<9x2x8xf32>)
  return
}

// -----

func.func @grad_d_bias_without_bias(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                                    %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                                    %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{'d_bias' requires a 'bias' operand}}
  %dq, %dk, %dv, %db = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>) d_bias(tensor<1x4x1x5xf32>)
  return
}

// -----

func.func @grad_d_bias_type(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                            %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                            %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x3xf32>,
                            %bias: tensor<1x4x1x5xf32>) {
  // expected-error @+1 {{'d_bias' must have the type of 'bias' 'tensor<1x4x1x5xf32>', got 'tensor<2x4x3x5xf32>'}}
  %dq, %dk, %dv, %db = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse bias(%bias) layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x3xf32>, tensor<1x4x1x5xf32>)
      -> (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>) d_bias(tensor<2x4x3x5xf32>)
  return
}

// -----

func.func @grad_d_sink_without_sink(%q: tensor<3x2x4x8xf32>, %k: tensor<5x2x2x8xf32>,
                                    %v: tensor<5x2x2x6xf32>, %out: tensor<3x2x4x6xf32>,
                                    %d_out: tensor<3x2x4x6xf32>, %lse: tensor<2x4x3xf32>) {
  // expected-error @+1 {{'d_sink' requires softmax(learnable) and a 'sink' operand}}
  %dq, %dk, %dv, %ds = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = sbhd
      : (tensor<3x2x4x8xf32>, tensor<5x2x2x8xf32>, tensor<5x2x2x6xf32>, tensor<3x2x4x6xf32>,
         tensor<3x2x4x6xf32>, tensor<2x4x3xf32>)
      -> (tensor<3x2x4x8xf32>, tensor<5x2x2x8xf32>, tensor<5x2x2x6xf32>) d_sink(tensor<4xf32>)
  return
}

// -----

func.func @grad_d_sink_type(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                            %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                            %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x3xf32>,
                            %bias: tensor<1x4x1x5xf32>, %sink: tensor<4xf32>) {
  // expected-error @+1 {{'d_sink' must have the type of 'sink' 'tensor<4xf32>', got 'tensor<2xf32>'}}
  %dq, %dk, %dv, %db, %ds = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse bias(%bias) sink(%sink)
      layout = bshd softmax = learnable
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x3xf32>, tensor<1x4x1x5xf32>, tensor<4xf32>)
      -> (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>) d_bias(tensor<1x4x1x5xf32>) d_sink(tensor<2xf32>)
  return
}

// -----

func.func @ods_query_integer(%q: tensor<2x3x4x8xi32>, %k: tensor<2x5x2x8xf32>,
                             %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{operand #0 must be ranked tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<2x3x4x8xi32>'}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x3x4x8xi32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @ods_key_unranked(%q: tensor<2x3x4x8xf32>, %k: tensor<*xf32>, %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{operand #1 must be ranked tensor of 32-bit float or 16-bit float or bfloat16 type values, but got 'tensor<*xf32>'}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<*xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @ods_lse_result_f16(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                              %v: tensor<2x5x2x6xf32>) {
  // expected-error @+1 {{result #1 must be ranked tensor of 32-bit float values, but got 'tensor<2x4x3xf16>'}}
  %o, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf16>)
  return
}

// -----

func.func @ods_seqlens_i64(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                           %v: tensor<2x5x2x6xf32>, %cu_q: tensor<2xi64>) {
  // expected-error @+1 {{operand #3 must be ranked tensor of 32-bit signless integer values, but got 'tensor<2xi64>'}}
  %o, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%cu_q) layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2xi64>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @ods_alibi_f16(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                         %v: tensor<2x5x2x6xf32>, %alibi: tensor<4xf16>) {
  // expected-error @+1 {{operand #3 must be ranked tensor of 32-bit float values, but got 'tensor<4xf16>'}}
  %o, %lse_out = attn.sdpa %q, %k, %v alibi(%alibi) layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<4xf16>)
      -> (tensor<2x3x4x6xf32>, tensor<2x4x3xf32>)
  return
}

// -----

func.func @ods_grad_lse_operand_bf16(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                                     %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                                     %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x3xbf16>) {
  // expected-error @+1 {{operand #5 must be ranked tensor of 32-bit float values, but got 'tensor<2x4x3xbf16>'}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse layout = bshd
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x3xbf16>)
      -> (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>)
  return
}

// -----

func.func @ods_grad_d_sink_f16(%q: tensor<2x3x4x8xf32>, %k: tensor<2x5x2x8xf32>,
                               %v: tensor<2x5x2x6xf32>, %out: tensor<2x3x4x6xf32>,
                               %d_out: tensor<2x3x4x6xf32>, %lse: tensor<2x4x3xf32>,
                               %sink: tensor<4xf32>) {
  // expected-error @+1 {{result #3 must be ranked tensor of 32-bit float values, but got 'tensor<4xf16>'}}
  %dq, %dk, %dv, %ds = attn.sdpa_grad %q, %k, %v, %out, %d_out, %lse sink(%sink)
      layout = bshd softmax = learnable
      : (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>, tensor<2x3x4x6xf32>,
         tensor<2x3x4x6xf32>, tensor<2x4x3xf32>, tensor<4xf32>)
      -> (tensor<2x3x4x8xf32>, tensor<2x5x2x8xf32>, tensor<2x5x2x6xf32>) d_sink(tensor<4xf16>)
  return
}

// -----

// With the key's batch dynamic, value and query must still agree.
func.func @value_query_batch_mismatch(%q: tensor<2x3x4x8xf32>, %k: tensor<?x5x2x8xf32>, %v: tensor<3x5x2x6xf32>) {
  // expected-error @+1 {{batch size of 'value' (3) differs from 'query' (2)}}
  %o = attn.sdpa %q, %k, %v layout = bshd : (tensor<2x3x4x8xf32>, tensor<?x5x2x8xf32>, tensor<3x5x2x6xf32>) -> tensor<2x3x4x6xf32>
  return
}
