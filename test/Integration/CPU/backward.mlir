// RUN: attn-runner %s --entry=grad_dense_f32 --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_gqa_causal_bf16 --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_bottom_right_window --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_two_sided_window_bhsd --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_mla_f16 --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_padding_sbhd --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_packed_thd --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_bias --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_bias_broadcast --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_key_padding_bias_bf16 --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_alibi --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_off_by_one --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_learnable_sink --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_dropout --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s

// attn.sdpa_grad on the CPU backend against the fp64 reference gradients
// (out and lse are filled from the reference forward).
// CHECK: "verified": true

func.func @grad_dense_f32(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %o: tensor<2x40x4x32xf32>, %do: tensor<2x40x4x32xf32>, %lse: tensor<2x4x40xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x4x32xf32>, tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>)
  return %dq, %dk, %dv : tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>
}

func.func @grad_gqa_causal_bf16(%q: tensor<2x40x8x32xbf16>, %k: tensor<2x40x2x32xbf16>, %v: tensor<2x40x2x32xbf16>, %o: tensor<2x40x8x32xbf16>, %do: tensor<2x40x8x32xbf16>, %lse: tensor<2x8x40xf32>)
    -> (tensor<2x40x8x32xbf16>, tensor<2x40x2x32xbf16>, tensor<2x40x2x32xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x40x8x32xbf16>, tensor<2x40x2x32xbf16>, tensor<2x40x2x32xbf16>, tensor<2x40x8x32xbf16>, tensor<2x40x8x32xbf16>, tensor<2x8x40xf32>)
      -> (tensor<2x40x8x32xbf16>, tensor<2x40x2x32xbf16>, tensor<2x40x2x32xbf16>)
  return %dq, %dk, %dv : tensor<2x40x8x32xbf16>, tensor<2x40x2x32xbf16>, tensor<2x40x2x32xbf16>
}

func.func @grad_bottom_right_window(%q: tensor<2x24x4x32xf32>, %k: tensor<2x56x2x32xf32>, %v: tensor<2x56x2x32xf32>, %o: tensor<2x24x4x32xf32>, %do: tensor<2x24x4x32xf32>, %lse: tensor<2x4x24xf32>)
    -> (tensor<2x24x4x32xf32>, tensor<2x56x2x32xf32>, tensor<2x56x2x32xf32>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = bottom_right window = [10, 0]
      : (tensor<2x24x4x32xf32>, tensor<2x56x2x32xf32>, tensor<2x56x2x32xf32>, tensor<2x24x4x32xf32>, tensor<2x24x4x32xf32>, tensor<2x4x24xf32>)
      -> (tensor<2x24x4x32xf32>, tensor<2x56x2x32xf32>, tensor<2x56x2x32xf32>)
  return %dq, %dk, %dv : tensor<2x24x4x32xf32>, tensor<2x56x2x32xf32>, tensor<2x56x2x32xf32>
}

func.func @grad_two_sided_window_bhsd(%q: tensor<2x4x40x32xf32>, %k: tensor<2x2x40x32xf32>, %v: tensor<2x2x40x32xf32>, %o: tensor<2x4x40x32xf32>, %do: tensor<2x4x40x32xf32>, %lse: tensor<2x4x40xf32>)
    -> (tensor<2x4x40x32xf32>, tensor<2x2x40x32xf32>, tensor<2x2x40x32xf32>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bhsd window = [6, 6]
      : (tensor<2x4x40x32xf32>, tensor<2x2x40x32xf32>, tensor<2x2x40x32xf32>, tensor<2x4x40x32xf32>, tensor<2x4x40x32xf32>, tensor<2x4x40xf32>)
      -> (tensor<2x4x40x32xf32>, tensor<2x2x40x32xf32>, tensor<2x2x40x32xf32>)
  return %dq, %dk, %dv : tensor<2x4x40x32xf32>, tensor<2x2x40x32xf32>, tensor<2x2x40x32xf32>
}

func.func @grad_mla_f16(%q: tensor<2x40x4x64xf16>, %k: tensor<2x40x2x64xf16>, %v: tensor<2x40x2x32xf16>, %o: tensor<2x40x4x32xf16>, %do: tensor<2x40x4x32xf16>, %lse: tensor<2x4x40xf32>)
    -> (tensor<2x40x4x64xf16>, tensor<2x40x2x64xf16>, tensor<2x40x2x32xf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd
      : (tensor<2x40x4x64xf16>, tensor<2x40x2x64xf16>, tensor<2x40x2x32xf16>, tensor<2x40x4x32xf16>, tensor<2x40x4x32xf16>, tensor<2x4x40xf32>)
      -> (tensor<2x40x4x64xf16>, tensor<2x40x2x64xf16>, tensor<2x40x2x32xf16>)
  return %dq, %dk, %dv : tensor<2x40x4x64xf16>, tensor<2x40x2x64xf16>, tensor<2x40x2x32xf16>
}

func.func @grad_padding_sbhd(%q: tensor<40x2x4x32xf32>, %k: tensor<40x2x2x32xf32>, %v: tensor<40x2x2x32xf32>, %o: tensor<40x2x4x32xf32>, %do: tensor<40x2x4x32xf32>, %lse: tensor<2x4x40xf32>, %lq: tensor<2xi32>, %lkv: tensor<2xi32>)
    -> (tensor<40x2x4x32xf32>, tensor<40x2x2x32xf32>, tensor<40x2x2x32xf32>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse seqlens_q(%lq) seqlens_kv(%lkv) layout = sbhd causal = top_left
      : (tensor<40x2x4x32xf32>, tensor<40x2x2x32xf32>, tensor<40x2x2x32xf32>, tensor<40x2x4x32xf32>, tensor<40x2x4x32xf32>, tensor<2x4x40xf32>, tensor<2xi32>, tensor<2xi32>)
      -> (tensor<40x2x4x32xf32>, tensor<40x2x2x32xf32>, tensor<40x2x2x32xf32>)
  return %dq, %dk, %dv : tensor<40x2x4x32xf32>, tensor<40x2x2x32xf32>, tensor<40x2x2x32xf32>
}

func.func @grad_packed_thd(%q: tensor<90x4x32xf32>, %k: tensor<100x2x32xf32>, %v: tensor<100x2x32xf32>, %o: tensor<90x4x32xf32>, %do: tensor<90x4x32xf32>, %lse: tensor<4x90xf32>, %lq: tensor<4xi32>, %lkv: tensor<4xi32>)
    -> (tensor<90x4x32xf32>, tensor<100x2x32xf32>, tensor<100x2x32xf32>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse seqlens_q(%lq) seqlens_kv(%lkv) layout = thd causal = top_left
      : (tensor<90x4x32xf32>, tensor<100x2x32xf32>, tensor<100x2x32xf32>, tensor<90x4x32xf32>, tensor<90x4x32xf32>, tensor<4x90xf32>, tensor<4xi32>, tensor<4xi32>)
      -> (tensor<90x4x32xf32>, tensor<100x2x32xf32>, tensor<100x2x32xf32>)
  return %dq, %dk, %dv : tensor<90x4x32xf32>, tensor<100x2x32xf32>, tensor<100x2x32xf32>
}

func.func @grad_bias(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %o: tensor<2x40x4x32xf32>, %do: tensor<2x40x4x32xf32>, %lse: tensor<2x4x40xf32>, %bias: tensor<2x4x40x40xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<2x4x40x40xf32>) {
  %dq, %dk, %dv, %dbias = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) layout = bshd
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x4x32xf32>, tensor<2x40x4x32xf32>, tensor<2x4x40xf32>, tensor<2x4x40x40xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>) d_bias(tensor<2x4x40x40xf32>)
  return %dq, %dk, %dv, %dbias : tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<2x4x40x40xf32>
}

func.func @grad_bias_broadcast(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %o: tensor<2x40x4x32xf32>, %do: tensor<2x40x4x32xf32>, %lse: tensor<2x4x40xf32>, %bias: tensor<1x4x1x40xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<1x4x1x40xf32>) {
  %dq, %dk, %dv, %dbias = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) layout = bshd causal = top_left
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x4x32xf32>, tensor<2x40x4x32xf32>, tensor<2x4x40xf32>, tensor<1x4x1x40xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>) d_bias(tensor<1x4x1x40xf32>)
  return %dq, %dk, %dv, %dbias : tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<1x4x1x40xf32>
}

// A bf16 key-padding bias [B, 1, 1, Skv]: each d_bias element sums
// Hq·Sq = 1024 dS values, in f32 before the one rounding to bf16 (rounding
// every partial sum to bf16 measured up to 3.7e-2 relative error on such
// sums, over the bf16 bound).
func.func @grad_key_padding_bias_bf16(%q: tensor<2x128x8x32xbf16>, %k: tensor<2x96x2x32xbf16>, %v: tensor<2x96x2x32xbf16>, %o: tensor<2x128x8x32xbf16>, %do: tensor<2x128x8x32xbf16>, %lse: tensor<2x8x128xf32>, %bias: tensor<2x1x1x96xbf16>)
    -> (tensor<2x128x8x32xbf16>, tensor<2x96x2x32xbf16>, tensor<2x96x2x32xbf16>, tensor<2x1x1x96xbf16>) {
  %dq, %dk, %dv, %dbias = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) layout = bshd causal = bottom_right
      : (tensor<2x128x8x32xbf16>, tensor<2x96x2x32xbf16>, tensor<2x96x2x32xbf16>, tensor<2x128x8x32xbf16>, tensor<2x128x8x32xbf16>, tensor<2x8x128xf32>, tensor<2x1x1x96xbf16>)
      -> (tensor<2x128x8x32xbf16>, tensor<2x96x2x32xbf16>, tensor<2x96x2x32xbf16>) d_bias(tensor<2x1x1x96xbf16>)
  return %dq, %dk, %dv, %dbias : tensor<2x128x8x32xbf16>, tensor<2x96x2x32xbf16>, tensor<2x96x2x32xbf16>, tensor<2x1x1x96xbf16>
}

func.func @grad_alibi(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %o: tensor<2x40x4x32xf32>, %do: tensor<2x40x4x32xf32>, %lse: tensor<2x4x40xf32>, %slopes: tensor<4xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse alibi(%slopes) layout = bshd
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x4x32xf32>, tensor<2x40x4x32xf32>, tensor<2x4x40xf32>, tensor<4xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>)
  return %dq, %dk, %dv : tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>
}

func.func @grad_off_by_one(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %o: tensor<2x40x4x32xf32>, %do: tensor<2x40x4x32xf32>, %lse: tensor<2x4x40xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd softmax = off_by_one
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x4x32xf32>, tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>)
  return %dq, %dk, %dv : tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>
}

func.func @grad_learnable_sink(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %o: tensor<2x40x4x32xf32>, %do: tensor<2x40x4x32xf32>, %lse: tensor<2x4x40xf32>, %sink: tensor<4xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<4xf32>) {
  %dq, %dk, %dv, %dsink = attn.sdpa_grad %q, %k, %v, %o, %do, %lse sink(%sink) layout = bshd causal = top_left softmax = learnable
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x4x32xf32>, tensor<2x40x4x32xf32>, tensor<2x4x40xf32>, tensor<4xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>) d_sink(tensor<4xf32>)
  return %dq, %dk, %dv, %dsink : tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<4xf32>
}

func.func @grad_dropout(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %o: tensor<2x40x4x32xf32>, %do: tensor<2x40x4x32xf32>, %lse: tensor<2x4x40xf32>, %seed: i64, %offset: i64)
    -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse rng(%seed, %offset) layout = bshd causal = top_left dropout = 0.2
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x4x32xf32>, tensor<2x40x4x32xf32>, tensor<2x4x40xf32>, i64, i64)
      -> (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>)
  return %dq, %dk, %dv : tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>
}
