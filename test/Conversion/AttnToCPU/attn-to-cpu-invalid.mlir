// RUN: attn-opt %s -split-input-file --attn-to-cpu -verify-diagnostics

// The ops that --attn-to-cpu rejects (checkLowerable in
// lib/Conversion/AttnToCPU/AttnToCPU.cpp): head counts and head dimensions
// fix the loop nest and the vector shapes, so they must be static. Every
// other size may be dynamic (see attn-to-cpu.mlir). Tile sizes are tested in
// attn-to-cpu-invalid-tiles.mlir.

func.func @negative_dynamic_query_heads(%q: tensor<1x16x?x32xf32>, %k: tensor<1x16x2x32xf32>,
                                        %v: tensor<1x16x2x32xf32>) -> tensor<1x16x?x32xf32> {
  // expected-error @+1 {{'attn.sdpa' op CPU lowering needs static head counts and head dimensions}}
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x16x?x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x32xf32>) -> tensor<1x16x?x32xf32>
  return %out : tensor<1x16x?x32xf32>
}

// -----

func.func @negative_dynamic_kv_heads(%q: tensor<1x4x16x32xf32>, %k: tensor<1x?x16x32xf32>,
                                     %v: tensor<1x?x16x32xf32>) -> tensor<1x4x16x32xf32> {
  // expected-error @+1 {{'attn.sdpa' op CPU lowering needs static head counts and head dimensions}}
  %out = attn.sdpa %q, %k, %v layout = bhsd causal = top_left
      : (tensor<1x4x16x32xf32>, tensor<1x?x16x32xf32>, tensor<1x?x16x32xf32>) -> tensor<1x4x16x32xf32>
  return %out : tensor<1x4x16x32xf32>
}

// -----

// An explicit scale: the dynamic query/key head dimension is the only defect.
func.func @negative_dynamic_qk_head_dim(%q: tensor<16x1x4x?xf32>, %k: tensor<16x1x4x?xf32>,
                                        %v: tensor<16x1x4x32xf32>) -> tensor<16x1x4x32xf32> {
  // expected-error @+1 {{'attn.sdpa' op CPU lowering needs static head counts and head dimensions}}
  %out = attn.sdpa %q, %k, %v layout = sbhd scale = 0.125
      : (tensor<16x1x4x?xf32>, tensor<16x1x4x?xf32>, tensor<16x1x4x32xf32>) -> tensor<16x1x4x32xf32>
  return %out : tensor<16x1x4x32xf32>
}

// -----

func.func @negative_dynamic_value_head_dim(%q: tensor<20x4x32xbf16>, %k: tensor<20x2x32xbf16>,
                                           %v: tensor<20x2x?xbf16>, %cu_q: tensor<3xi32>,
                                           %cu_kv: tensor<3xi32>)
    -> (tensor<20x4x?xbf16>, tensor<4x20xf32>) {
  // expected-error @+1 {{'attn.sdpa' op CPU lowering needs static head counts and head dimensions}}
  %out, %lse = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd
      : (tensor<20x4x32xbf16>, tensor<20x2x32xbf16>, tensor<20x2x?xbf16>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<20x4x?xbf16>, tensor<4x20xf32>)
  return %out, %lse : tensor<20x4x?xbf16>, tensor<4x20xf32>
}

// -----

func.func @negative_grad_dynamic_query_heads(%q: tensor<1x16x?x32xf32>, %k: tensor<1x16x2x32xf32>,
                                             %v: tensor<1x16x2x32xf32>, %o: tensor<1x16x?x32xf32>,
                                             %do: tensor<1x16x?x32xf32>, %lse: tensor<1x?x16xf32>)
    -> (tensor<1x16x?x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x32xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op CPU lowering needs static head counts and head dimensions}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd
      : (tensor<1x16x?x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x?x32xf32>,
         tensor<1x16x?x32xf32>, tensor<1x?x16xf32>)
      -> (tensor<1x16x?x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x32xf32>)
  return %dq, %dk, %dv : tensor<1x16x?x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x32xf32>
}

// -----

func.func @negative_grad_dynamic_value_head_dim(%q: tensor<1x16x4x32xf32>, %k: tensor<1x16x2x32xf32>,
                                                %v: tensor<1x16x2x?xf32>, %o: tensor<1x16x4x?xf32>,
                                                %do: tensor<1x16x4x?xf32>, %lse: tensor<1x4x16xf32>)
    -> (tensor<1x16x4x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x?xf32>) {
  // expected-error @+1 {{'attn.sdpa_grad' op CPU lowering needs static head counts and head dimensions}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x16x4x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x?xf32>, tensor<1x16x4x?xf32>,
         tensor<1x16x4x?xf32>, tensor<1x4x16xf32>)
      -> (tensor<1x16x4x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x?xf32>)
  return %dq, %dk, %dv : tensor<1x16x4x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x?xf32>
}

// -----

// Every op that cannot be lowered is reported, each exactly once, before
// anything is rewritten; a lowerable op next to them does not hide them.
func.func @negative_reports_every_op(%q: tensor<1x16x?x32xf32>, %k: tensor<1x16x2x32xf32>,
                                     %v: tensor<1x16x2x32xf32>, %q2: tensor<1x16x4x32xf32>,
                                     %vd: tensor<1x16x2x?xf32>)
    -> (tensor<1x16x?x32xf32>, tensor<1x16x4x32xf32>, tensor<1x16x4x?xf32>) {
  // expected-error @+1 {{'attn.sdpa' op CPU lowering needs static head counts and head dimensions}}
  %a = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x16x?x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x32xf32>) -> tensor<1x16x?x32xf32>
  %b = attn.sdpa %q2, %k, %v layout = bshd
      : (tensor<1x16x4x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x32xf32>) -> tensor<1x16x4x32xf32>
  // expected-error @+1 {{'attn.sdpa' op CPU lowering needs static head counts and head dimensions}}
  %c = attn.sdpa %q2, %k, %vd layout = bshd scale = 0.5
      : (tensor<1x16x4x32xf32>, tensor<1x16x2x32xf32>, tensor<1x16x2x?xf32>) -> tensor<1x16x4x?xf32>
  return %a, %b, %c : tensor<1x16x?x32xf32>, tensor<1x16x4x32xf32>, tensor<1x16x4x?xf32>
}
