// RUN: attn-runner %s --entry=train_gqa_window_bf16 --seed=%seed --iters=1 --warmup=0 --mode=train --json | FileCheck %s
// RUN: attn-runner %s --entry=train_mla_padding --seed=%seed --iters=1 --warmup=0 --mode=train --json | FileCheck %s
// RUN: attn-runner %s --entry=train_sink_dropout --seed=%seed --iters=1 --warmup=0 --mode=train --json | FileCheck %s

// --mode=train: forward with lse, then attn.sdpa_grad on a seeded d_out,
// dq/dk/dv against the fp64 reference.
// CHECK: "verified": true

func.func @train_gqa_window_bf16(%q: tensor<2x40x8x32xbf16>, %k: tensor<2x40x2x32xbf16>, %v: tensor<2x40x2x32xbf16>)
    -> (tensor<2x40x8x32xbf16>, tensor<2x8x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [16, 0]
      : (tensor<2x40x8x32xbf16>, tensor<2x40x2x32xbf16>, tensor<2x40x2x32xbf16>)
      -> (tensor<2x40x8x32xbf16>, tensor<2x8x40xf32>)
  return %out, %lse_out : tensor<2x40x8x32xbf16>, tensor<2x8x40xf32>
}

func.func @train_mla_padding(%q: tensor<2x40x4x64xf32>, %k: tensor<2x40x2x64xf32>, %v: tensor<2x40x2x32xf32>, %lq: tensor<2xi32>, %lkv: tensor<2xi32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%lq) seqlens_kv(%lkv) layout = bshd causal = bottom_right
      : (tensor<2x40x4x64xf32>, tensor<2x40x2x64xf32>, tensor<2x40x2x32xf32>, tensor<2xi32>, tensor<2xi32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xf32>, tensor<2x4x40xf32>
}

func.func @train_sink_dropout(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %sink: tensor<4xf32>, %seed: i64, %offset: i64)
    -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v sink(%sink) rng(%seed, %offset) layout = bshd softmax = learnable dropout = 0.1
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<4xf32>, i64, i64)
      -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xf32>, tensor<2x4x40xf32>
}
