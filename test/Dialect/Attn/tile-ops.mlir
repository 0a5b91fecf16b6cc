// RUN: attn-opt %s -split-input-file | attn-opt | FileCheck %s
// RUN: attn-opt %s -split-input-file -canonicalize | FileCheck %s --check-prefix=FOLD

// The tile-level ops, #attn.band and !attn.online_state round-trip, and
// attn.band_keys folds on known rows and lengths.

!state = !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 32>

// CHECK-LABEL: func.func @steps
// CHECK: attn.online_init %{{.*}} at [%{{.*}}, %{{.*}}] rows [%{{.*}}, %{{.*}}] layout = bshd scale = 1.250000e-01 : memref<2x256x8x64xbf16> -> !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64, head_dim_v = 32>
// CHECK: attn.band_keys #attn.band<left = 128, right = 0> rows [
// CHECK: attn.online_step %{{.*}}, %{{.*}}, %{{.*}} bias(%{{.*}} : memref<2x1x256x256xf32>) alibi(%{{.*}} : memref<8xf32>) at [{{.*}}] rows [{{.*}}] keys [{{.*}}] lengths [{{.*}}] band = #attn.band<left = 128, right = 0> layout = bshd
// CHECK: attn.online_finish %{{.*}} into %{{.*}} lse(%{{.*}} : memref<2x8x256xf32>) sink(%{{.*}}) at [
func.func @steps(%q: memref<2x256x8x64xbf16>, %k: memref<2x256x2x64xbf16>,
                 %v: memref<2x256x2x32xbf16>, %bias: memref<2x1x256x256xf32>,
                 %slopes: memref<8xf32>, %o: memref<2x256x8x32xbf16>,
                 %lse: memref<2x8x256xf32>, %b: index, %h: index, %kvh: index,
                 %q0: index, %n: index, %sink: f32) {
  %c32 = arith.constant 32 : index
  %c256 = arith.constant 256 : index
  %last = arith.subi %q0, %n : index
  %s0 = attn.online_init %q at [%b, %h] rows [%q0, %n] layout = bshd scale = 0.125
      : memref<2x256x8x64xbf16> -> !state
  %lo, %hi = attn.band_keys #attn.band<left = 128, right = 0> rows [%q0, %last] lengths [%c256, %c256]
  %s = scf.for %k0 = %lo to %hi step %c32 iter_args(%s1 = %s0) -> (!state) {
    %s2 = attn.online_step %s1, %k, %v bias(%bias : memref<2x1x256x256xf32>) alibi(%slopes : memref<8xf32>)
        at [%b, %h, %kvh] rows [%q0, %n] keys [%k0, %c32] lengths [%c256, %c256]
        band = #attn.band<left = 128, right = 0> layout = bshd
        : memref<2x256x2x64xbf16>, memref<2x256x2x32xbf16>, !state
    scf.yield %s2 : !state
  }
  attn.online_finish %s into %o lse(%lse : memref<2x8x256xf32>) sink(%sink) at [%b, %h] rows [%q0, %n] layout = bshd
      : !state, memref<2x256x8x32xbf16>
  return
}

// -----

// CHECK-LABEL: func.func @bands
// CHECK: #attn.band<>
// CHECK: #attn.band<right = 0, bottom_right = true>
// CHECK: #attn.band<left = 0, right = 7>
// FOLD-LABEL: func.func @bands
// Lengths only: every key of the sequence.
// FOLD-DAG: %[[C0:.*]] = arith.constant 0 : index
// FOLD-DAG: %[[C100:.*]] = arith.constant 100 : index
// Causal at the bottom right, o = 100 - 80 = 20: rows [16, 31] see keys
// [0, 31 + 20 + 1).
// FOLD-DAG: %[[C52:.*]] = arith.constant 52 : index
// Window [0, 7] around the diagonal: rows [16, 31] see [16, 39).
// FOLD-DAG: %[[C16:.*]] = arith.constant 16 : index
// FOLD-DAG: %[[C39:.*]] = arith.constant 39 : index
// No valid row (last < first): an empty range.
// FOLD: return %[[C0]], %[[C100]], %[[C0]], %[[C52]], %[[C16]], %[[C39]], %[[C16]], %[[C16]]
func.func @bands() -> (index, index, index, index, index, index, index, index) {
  %c15 = arith.constant 15 : index
  %c16 = arith.constant 16 : index
  %c31 = arith.constant 31 : index
  %c80 = arith.constant 80 : index
  %c100 = arith.constant 100 : index
  %a0, %a1 = attn.band_keys #attn.band<> rows [%c16, %c31] lengths [%c80, %c100]
  %b0, %b1 = attn.band_keys #attn.band<right = 0, bottom_right = true> rows [%c16, %c31] lengths [%c80, %c100]
  %w0, %w1 = attn.band_keys #attn.band<left = 0, right = 7> rows [%c16, %c31] lengths [%c80, %c100]
  %e0, %e1 = attn.band_keys #attn.band<left = 0, right = 7> rows [%c16, %c15] lengths [%c80, %c100]
  return %a0, %a1, %b0, %b1, %w0, %w1, %e0, %e1 : index, index, index, index, index, index, index, index
}

// -----

// The backward's steps.
// CHECK-LABEL: func.func @backward_steps
// CHECK: attn.query_grad_init %{{.*}}, %{{.*}}, %{{.*}}, %{{.*}} into %{{.*}} at [%{{.*}}, %{{.*}}] rows [%{{.*}}, %{{.*}}] base(%{{.*}}) layout = thd scale = 1.250000e-01
// CHECK: attn.query_grad_step {{.*}} rng(%{{.*}}, %{{.*}}) at [{{.*}}] rows [{{.*}}] keys [{{.*}}] lengths [{{.*}}] key_base(%{{.*}}) band = #attn.band<right = 0> layout = thd {dropout = 1.000000e-01 : f64, heads_q = 8 : i64}
// CHECK: attn.query_grad_finish %{{.*}} into %{{.*}} at [{{.*}}] rows [{{.*}}] base(%{{.*}}) layout = thd scale = 1.250000e-01
// CHECK: attn.key_grad_init %{{.*}}, %{{.*}} at [{{.*}}] keys [{{.*}}] key_base(%{{.*}}) layout = thd
// CHECK: attn.band_rows #attn.band<right = 0> keys [
// CHECK: attn.key_grad_step {{.*}} base(%{{.*}}) band = #attn.band<right = 0> layout = thd scale = 1.250000e-01
// CHECK-SAME: score_mod
// CHECK: attn.key_grad_finish %{{.*}} into %{{.*}}, %{{.*}} at [{{.*}}] keys [{{.*}}] key_base(%{{.*}}) layout = thd
!qg = !attn.query_grad_state<rows = 32, keys = 32, head_dim_qk = 64, head_dim_v = 64>
!kg = !attn.key_grad_state<keys = 32, rows = 32, head_dim_qk = 64, head_dim_v = 64>
func.func @backward_steps(%q: memref<100x8x64xbf16>, %k: memref<100x2x64xbf16>, %lse: memref<8x100xf32>,
                          %delta: memref<8x100xf32>, %dq: memref<100x8x64xbf16>, %dk: memref<100x2x64xbf16>,
                          %i: index, %seed: i64) {
  %g0 = attn.query_grad_init %q, %q, %q, %lse into %delta at [%i, %i] rows [%i, %i] base(%i) layout = thd scale = 0.125
      : memref<100x8x64xbf16>, memref<100x8x64xbf16>, memref<100x8x64xbf16>, memref<8x100xf32>, memref<8x100xf32> -> !qg
  %g1 = attn.query_grad_step %g0, %k, %k rng(%seed, %seed) at [%i, %i, %i] rows [%i, %i] keys [%i, %i] lengths [%i, %i]
      key_base(%i) band = #attn.band<right = 0> layout = thd {dropout = 0.1 : f64, heads_q = 8 : i64}
      : memref<100x2x64xbf16>, memref<100x2x64xbf16>, !qg
  attn.query_grad_finish %g1 into %dq at [%i, %i] rows [%i, %i] base(%i) layout = thd scale = 0.125
      : !qg, memref<100x8x64xbf16>
  %h0 = attn.key_grad_init %k, %k at [%i, %i] keys [%i, %i] key_base(%i) layout = thd
      : memref<100x2x64xbf16>, memref<100x2x64xbf16> -> !kg
  %lo, %hi = attn.band_rows #attn.band<right = 0> keys [%i, %i] lengths [%i, %i]
  %h1 = attn.key_grad_step %h0, %q, %q, %lse, %delta at [%i, %i, %i] rows [%lo, %hi] keys [%i, %i] lengths [%i, %i]
      base(%i) band = #attn.band<right = 0> layout = thd scale = 0.125
      : memref<100x8x64xbf16>, memref<100x8x64xbf16>, memref<8x100xf32>, memref<8x100xf32>, !kg
      score_mod {
      ^bb0(%b: index, %h: index, %r: index, %c: index, %x: f32):
        %t = math.tanh %x : f32
        attn.yield %t : f32
      }
  attn.key_grad_finish %h1 into %dk, %dk at [%i, %i] keys [%i, %i] key_base(%i) layout = thd
      : !kg, memref<100x2x64xbf16>, memref<100x2x64xbf16>
  return
}

// -----

// FOLD-LABEL: func.func @row_bands
// Causal at the bottom right, o = 100 - 80 = 20: keys [40, 59] are seen by
// rows [40 - 20, 80).
// FOLD-DAG: %[[C20:.*]] = arith.constant 20 : index
// FOLD-DAG: %[[C80:.*]] = arith.constant 80 : index
// Window [0, 7] (top left): keys [40, 59] are seen by rows [33, 60).
// FOLD-DAG: %[[C33:.*]] = arith.constant 33 : index
// FOLD-DAG: %[[C60:.*]] = arith.constant 60 : index
// No valid key (the block starts at Lkv): an empty range.
// FOLD-DAG: %[[C93:.*]] = arith.constant 93 : index
// FOLD: return %[[C20]], %[[C80]], %[[C33]], %[[C60]], %[[C93]], %[[C93]]
func.func @row_bands() -> (index, index, index, index, index, index) {
  %c40 = arith.constant 40 : index
  %c59 = arith.constant 59 : index
  %c80 = arith.constant 80 : index
  %c100 = arith.constant 100 : index
  %c107 = arith.constant 107 : index
  %a0, %a1 = attn.band_rows #attn.band<right = 0, bottom_right = true> keys [%c40, %c59] lengths [%c80, %c100]
  %w0, %w1 = attn.band_rows #attn.band<left = 0, right = 7> keys [%c40, %c59] lengths [%c80, %c100]
  %e0, %e1 = attn.band_rows #attn.band<left = 0, right = 7> keys [%c100, %c107] lengths [%c80, %c100]
  return %a0, %a1, %w0, %w1, %e0, %e1 : index, index, index, index, index, index
}
