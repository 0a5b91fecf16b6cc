// RUN: attn-opt %s -split-input-file -verify-diagnostics

// One case per verifier error of the tile-level ops, #attn.band and
// !attn.online_state.

// expected-error @+1 {{#attn.band left must be an extent >= 0, or -1 for an unbounded side, got -2}}
func.func private @band_extent() attributes {band = #attn.band<left = -2>}

// -----

// expected-error @+1 {{!attn.online_state keys must be positive, got 0}}
func.func private @state_keys(!attn.online_state<rows = 64, keys = 0, head_dim_qk = 64, head_dim_v = 64>)

// -----

func.func @init_thd_without_base(%q: memref<100x8x64xbf16>, %i: index) {
  // expected-error @+1 {{'attn.online_init' op needs 'base' (the sequence's first token) for 'thd'}}
  %s = attn.online_init %q at [%i, %i] rows [%i, %i] layout = thd scale = 0.125
      : memref<100x8x64xbf16> -> !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
  return
}

// -----

func.func @init_padded_with_base(%q: memref<1x100x8x64xbf16>, %i: index) {
  // expected-error @+1 {{'attn.online_init' op takes 'base' only for the packed 'thd' layout}}
  %s = attn.online_init %q at [%i, %i] rows [%i, %i] base(%i) layout = bshd scale = 0.125
      : memref<1x100x8x64xbf16> -> !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
  return
}

// -----

!state = !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
func.func @step_thd_without_key_base(%s: !state, %k: memref<100x2x64xbf16>, %i: index) {
  // expected-error @+1 {{'attn.online_step' op needs 'key_base' (the sequence's first token) for 'thd'}}
  %t = attn.online_step %s, %k, %k at [%i, %i, %i] rows [%i, %i] keys [%i, %i] lengths [%i, %i]
      band = #attn.band<> layout = thd : memref<100x2x64xbf16>, memref<100x2x64xbf16>, !state
  return
}

// -----

!state = !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
func.func @step_dropout_without_rng(%s: !state, %k: memref<1x256x2x64xbf16>, %i: index) {
  // expected-error @+1 {{'attn.online_step' op dropout needs rng(seed, offset) and a positive heads_q (the Philox counter's head index is b·heads_q + h)}}
  %t = attn.online_step %s, %k, %k at [%i, %i, %i] rows [%i, %i] keys [%i, %i] lengths [%i, %i]
      band = #attn.band<> layout = bshd {dropout = 0.1 : f64}
      : memref<1x256x2x64xbf16>, memref<1x256x2x64xbf16>, !state
  return
}

// -----

!state = !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
func.func @step_rng_without_dropout(%s: !state, %k: memref<1x256x2x64xbf16>, %i: index, %seed: i64) {
  // expected-error @+1 {{'attn.online_step' op takes rng(seed, offset) only with dropout}}
  %t = attn.online_step %s, %k, %k rng(%seed, %seed) at [%i, %i, %i] rows [%i, %i] keys [%i, %i] lengths [%i, %i]
      band = #attn.band<> layout = bshd : memref<1x256x2x64xbf16>, memref<1x256x2x64xbf16>, !state
  return
}

// -----

!state = !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
func.func @step_dropout_range(%s: !state, %k: memref<1x256x2x64xbf16>, %i: index, %seed: i64) {
  // expected-error @+1 {{'attn.online_step' op dropout must be in [0, 1), got 1}}
  %t = attn.online_step %s, %k, %k rng(%seed, %seed) at [%i, %i, %i] rows [%i, %i] keys [%i, %i] lengths [%i, %i]
      band = #attn.band<> layout = bshd {dropout = 1.0 : f64, heads_q = 8 : i64}
      : memref<1x256x2x64xbf16>, memref<1x256x2x64xbf16>, !state
  return
}

// -----

!state = !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
func.func @step_mask_mod_type(%s: !state, %k: memref<1x256x2x64xbf16>, %i: index) {
  %t = attn.online_step %s, %k, %k at [%i, %i, %i] rows [%i, %i] keys [%i, %i] lengths [%i, %i]
      band = #attn.band<> layout = bshd : memref<1x256x2x64xbf16>, memref<1x256x2x64xbf16>, !state
      mask_mod {
      ^bb0(%b: index, %h: index, %r: index, %c: index):
        %f = arith.constant 1.0 : f32
        // expected-error @+1 {{'attn.yield' op in 'mask_mod' must yield 'i1', got 'f32'}}
        attn.yield %f : f32
      }
  return
}

// -----

func.func @init_rank(%q: memref<256x8x64xbf16>, %i: index) {
  // expected-error @+1 {{'attn.online_init' op query must have rank 4 for bshd, got 'memref<256x8x64xbf16>'}}
  %s = attn.online_init %q at [%i, %i] rows [%i, %i] layout = bshd scale = 0.125
      : memref<256x8x64xbf16> -> !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
  return
}

// -----

func.func @init_head_dim(%q: memref<1x256x8x128xbf16>, %i: index) {
  // expected-error @+1 {{'attn.online_init' op query head dimension must be the state's 64, got 'memref<1x256x8x128xbf16>'}}
  %s = attn.online_init %q at [%i, %i] rows [%i, %i] layout = bshd scale = 0.125
      : memref<1x256x8x128xbf16> -> !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
  return
}

// -----

!state = !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
func.func @step_value_dim(%s: !state, %k: memref<1x256x2x64xbf16>, %v: memref<1x256x2x32xbf16>, %i: index) {
  // expected-error @+1 {{'attn.online_step' op value head dimension must be the state's 64, got 'memref<1x256x2x32xbf16>'}}
  %t = attn.online_step %s, %k, %v at [%i, %i, %i] rows [%i, %i] keys [%i, %i] lengths [%i, %i]
      band = #attn.band<> layout = bshd : memref<1x256x2x64xbf16>, memref<1x256x2x32xbf16>, !state
  return
}

// -----

!state = !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
func.func @step_bias_rank(%s: !state, %k: memref<1x256x2x64xbf16>, %bias: memref<256x256xf32>, %i: index) {
  // expected-error @+1 {{'attn.online_step' op bias must have rank 4 ([B, Hq, Sq, Skv], broadcast along size-1 dimensions), got 'memref<256x256xf32>'}}
  %t = attn.online_step %s, %k, %k bias(%bias : memref<256x256xf32>) at [%i, %i, %i] rows [%i, %i] keys [%i, %i] lengths [%i, %i]
      band = #attn.band<> layout = bshd : memref<1x256x2x64xbf16>, memref<1x256x2x64xbf16>, !state
  return
}

// -----

!state = !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>
func.func @step_alibi_rank(%s: !state, %k: memref<1x256x2x64xbf16>, %slopes: memref<1x8xf32>, %i: index) {
  // expected-error @+1 {{'attn.online_step' op ALiBi slopes must have rank 1 ([Hq]), got 'memref<1x8xf32>'}}
  %t = attn.online_step %s, %k, %k alibi(%slopes : memref<1x8xf32>) at [%i, %i, %i] rows [%i, %i] keys [%i, %i] lengths [%i, %i]
      band = #attn.band<> layout = bshd : memref<1x256x2x64xbf16>, memref<1x256x2x64xbf16>, !state
  return
}

// -----

func.func @finish_out_dim(%s: !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>,
                          %o: memref<1x256x8x128xbf16>, %i: index) {
  // expected-error @+1 {{'attn.online_finish' op out head dimension must be the state's 64, got 'memref<1x256x8x128xbf16>'}}
  attn.online_finish %s into %o at [%i, %i] rows [%i, %i] layout = bshd
      : !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>, memref<1x256x8x128xbf16>
  return
}

// -----

func.func @finish_lse_rank(%s: !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>,
                           %o: memref<1x256x8x64xbf16>, %lse: memref<8x256xf32>, %i: index) {
  // expected-error @+1 {{'attn.online_finish' op lse must have rank 3 ([B, Hq, Sq]), got 'memref<8x256xf32>'}}
  attn.online_finish %s into %o lse(%lse : memref<8x256xf32>) at [%i, %i] rows [%i, %i] layout = bshd
      : !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 64>, memref<1x256x8x64xbf16>
  return
}

// -----

// expected-error @+1 {{!attn.query_grad_state rows must be positive, got 0}}
func.func private @query_grad_rows(!attn.query_grad_state<rows = 0, keys = 32, head_dim_qk = 64, head_dim_v = 64>)

// -----

// expected-error @+1 {{!attn.key_grad_state head_dim_v must be positive, got -4}}
func.func private @key_grad_dim(!attn.key_grad_state<keys = 32, rows = 32, head_dim_qk = 64, head_dim_v = -4>)

// -----

func.func @query_grad_init_delta_rank(%q: memref<1x256x8x64xbf16>, %lse: memref<1x8x256xf32>,
                                      %delta: memref<8x256xf32>, %i: index) {
  // expected-error @+1 {{'attn.query_grad_init' op delta must have rank 3 ([B, Hq, Sq]), got 'memref<8x256xf32>'}}
  %g = attn.query_grad_init %q, %q, %q, %lse into %delta at [%i, %i] rows [%i, %i] layout = bshd scale = 0.125
      : memref<1x256x8x64xbf16>, memref<1x256x8x64xbf16>, memref<1x256x8x64xbf16>, memref<1x8x256xf32>, memref<8x256xf32>
      -> !attn.query_grad_state<rows = 32, keys = 32, head_dim_qk = 64, head_dim_v = 64>
  return
}

// -----

func.func @query_grad_init_out_dim(%q: memref<1x256x8x64xbf16>, %o: memref<1x256x8x32xbf16>,
                                   %lse: memref<1x8x256xf32>, %i: index) {
  // expected-error @+1 {{'attn.query_grad_init' op out head dimension must be the state's 64, got 'memref<1x256x8x32xbf16>'}}
  %g = attn.query_grad_init %q, %o, %q, %lse into %lse at [%i, %i] rows [%i, %i] layout = bshd scale = 0.125
      : memref<1x256x8x64xbf16>, memref<1x256x8x32xbf16>, memref<1x256x8x64xbf16>, memref<1x8x256xf32>, memref<1x8x256xf32>
      -> !attn.query_grad_state<rows = 32, keys = 32, head_dim_qk = 64, head_dim_v = 64>
  return
}

// -----

!g = !attn.query_grad_state<rows = 32, keys = 32, head_dim_qk = 64, head_dim_v = 64>
func.func @query_grad_step_d_bias_without_bias(%s: !g, %k: memref<1x256x2x64xbf16>, %db: memref<1x8x256x256xf32>, %i: index) {
  // expected-error @+1 {{'attn.query_grad_step' op 'd_bias' needs the 'bias' it is the gradient of}}
  %t = attn.query_grad_step %s, %k, %k d_bias(%db : memref<1x8x256x256xf32>) at [%i, %i, %i] rows [%i, %i] keys [%i, %i] lengths [%i, %i]
      band = #attn.band<> layout = bshd : memref<1x256x2x64xbf16>, memref<1x256x2x64xbf16>, !g
  return
}

// -----

!g = !attn.query_grad_state<rows = 32, keys = 32, head_dim_qk = 64, head_dim_v = 64>
func.func @query_grad_step_d_bias_shape(%s: !g, %k: memref<1x256x2x64xbf16>, %bias: memref<1x1x256x256xbf16>,
                                        %db: memref<1x8x256x256xf32>, %i: index) {
  // expected-error @+1 {{'attn.query_grad_step' op 'd_bias' must have the bias's shape, got 'memref<1x8x256x256xf32>' for 'memref<1x1x256x256xbf16>'}}
  %t = attn.query_grad_step %s, %k, %k bias(%bias : memref<1x1x256x256xbf16>) d_bias(%db : memref<1x8x256x256xf32>)
      at [%i, %i, %i] rows [%i, %i] keys [%i, %i] lengths [%i, %i]
      band = #attn.band<> layout = bshd : memref<1x256x2x64xbf16>, memref<1x256x2x64xbf16>, !g
  return
}

// -----

// The backward's steps differentiate the score_mod.
!g = !attn.key_grad_state<keys = 32, rows = 32, head_dim_qk = 64, head_dim_v = 64>
func.func @key_grad_step_non_differentiable(%s: !g, %q: memref<1x256x8x64xbf16>, %lse: memref<1x8x256xf32>, %i: index) {
  %t = attn.key_grad_step %s, %q, %q, %lse, %lse at [%i, %i, %i] rows [%i, %i] keys [%i, %i] lengths [%i, %i]
      band = #attn.band<> layout = bshd scale = 0.125
      : memref<1x256x8x64xbf16>, memref<1x256x8x64xbf16>, memref<1x8x256xf32>, memref<1x8x256xf32>, !g
      score_mod {
      ^bb0(%b: index, %h: index, %r: index, %c: index, %x: f32):
        // expected-error @+1 {{'math.floor' op in the 'score_mod' region of attn.key_grad_step has no derivative rule, and the score depends on it}}
        %f = math.floor %x : f32
        attn.yield %f : f32
      }
  return
}

// -----

func.func @key_grad_init_value_dim(%k: memref<1x256x2x64xbf16>, %v: memref<1x256x2x32xbf16>, %i: index) {
  // expected-error @+1 {{'attn.key_grad_init' op value head dimension must be the state's 64, got 'memref<1x256x2x32xbf16>'}}
  %g = attn.key_grad_init %k, %v at [%i, %i] keys [%i, %i] layout = bshd
      : memref<1x256x2x64xbf16>, memref<1x256x2x32xbf16>
      -> !attn.key_grad_state<keys = 32, rows = 32, head_dim_qk = 64, head_dim_v = 64>
  return
}

// -----

func.func @key_grad_finish_thd_without_base(%s: !attn.key_grad_state<keys = 32, rows = 32, head_dim_qk = 64, head_dim_v = 64>,
                                            %dk: memref<100x2x64xbf16>, %i: index) {
  // expected-error @+1 {{'attn.key_grad_finish' op needs 'key_base' (the sequence's first token) for 'thd'}}
  attn.key_grad_finish %s into %dk, %dk at [%i, %i] keys [%i, %i] layout = thd
      : !attn.key_grad_state<keys = 32, rows = 32, head_dim_qk = 64, head_dim_v = 64>, memref<100x2x64xbf16>, memref<100x2x64xbf16>
  return
}

// -----

func.func @query_grad_finish_dim(%s: !attn.query_grad_state<rows = 32, keys = 32, head_dim_qk = 64, head_dim_v = 64>,
                                 %dq: memref<1x256x8x32xbf16>, %i: index) {
  // expected-error @+1 {{'attn.query_grad_finish' op d_query head dimension must be the state's 64, got 'memref<1x256x8x32xbf16>'}}
  attn.query_grad_finish %s into %dq at [%i, %i] rows [%i, %i] layout = bshd scale = 0.125
      : !attn.query_grad_state<rows = 32, keys = 32, head_dim_qk = 64, head_dim_v = 64>, memref<1x256x8x32xbf16>
  return
}
