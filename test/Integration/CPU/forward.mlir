// RUN: attn-runner %s --entry=dense_f32_bshd --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=gqa_causal_bf16 --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=mqa_bottom_right_f16 --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=bottom_right_more_queries --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=window_left_bhsd --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=window_both_sbhd --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=window_right_only --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=mla_dims_bf16 --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=head_dim_128 --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=head_dim_24 --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=explicit_scale --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=padding --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=packed_thd --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=packed_thd_sink --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=bias_full --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=bias_broadcast --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=alibi --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=off_by_one --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=learnable_sink --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=dropout --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=dropout_causal_bf16 --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=no_lse --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s
// RUN: attn-runner %s --entry=everything --seed=%seed --iters=1 --warmup=0  --json | FileCheck %s

// attn.sdpa on the CPU backend against the fp64 reference, one entry per
// feature combination, on fresh seeded inputs with poisoned outputs.
// CHECK: "verified": true

func.func @dense_f32_bshd(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xf32>, tensor<2x4x40xf32>
}

func.func @gqa_causal_bf16(%q: tensor<2x40x8x32xbf16>, %k: tensor<2x40x2x32xbf16>, %v: tensor<2x40x2x32xbf16>)
    -> (tensor<2x40x8x32xbf16>, tensor<2x8x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x40x8x32xbf16>, tensor<2x40x2x32xbf16>, tensor<2x40x2x32xbf16>)
      -> (tensor<2x40x8x32xbf16>, tensor<2x8x40xf32>)
  return %out, %lse_out : tensor<2x40x8x32xbf16>, tensor<2x8x40xf32>
}

func.func @mqa_bottom_right_f16(%q: tensor<2x24x4x32xf16>, %k: tensor<2x56x1x32xf16>, %v: tensor<2x56x1x32xf16>)
    -> (tensor<2x24x4x32xf16>, tensor<2x4x24xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = bshd causal = bottom_right
      : (tensor<2x24x4x32xf16>, tensor<2x56x1x32xf16>, tensor<2x56x1x32xf16>)
      -> (tensor<2x24x4x32xf16>, tensor<2x4x24xf32>)
  return %out, %lse_out : tensor<2x24x4x32xf16>, tensor<2x4x24xf32>
}

func.func @bottom_right_more_queries(%q: tensor<2x56x4x32xf32>, %k: tensor<2x24x2x32xf32>, %v: tensor<2x24x2x32xf32>)
    -> (tensor<2x56x4x32xf32>, tensor<2x4x56xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = bshd causal = bottom_right
      : (tensor<2x56x4x32xf32>, tensor<2x24x2x32xf32>, tensor<2x24x2x32xf32>)
      -> (tensor<2x56x4x32xf32>, tensor<2x4x56xf32>)
  return %out, %lse_out : tensor<2x56x4x32xf32>, tensor<2x4x56xf32>
}

func.func @window_left_bhsd(%q: tensor<2x4x40x32xf32>, %k: tensor<2x2x40x32xf32>, %v: tensor<2x2x40x32xf32>)
    -> (tensor<2x4x40x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = bhsd causal = top_left window = [8, 0]
      : (tensor<2x4x40x32xf32>, tensor<2x2x40x32xf32>, tensor<2x2x40x32xf32>)
      -> (tensor<2x4x40x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x4x40x32xf32>, tensor<2x4x40xf32>
}

func.func @window_both_sbhd(%q: tensor<40x2x4x32xbf16>, %k: tensor<40x2x2x32xbf16>, %v: tensor<40x2x2x32xbf16>)
    -> (tensor<40x2x4x32xbf16>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = sbhd window = [5, 3]
      : (tensor<40x2x4x32xbf16>, tensor<40x2x2x32xbf16>, tensor<40x2x2x32xbf16>)
      -> (tensor<40x2x4x32xbf16>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<40x2x4x32xbf16>, tensor<2x4x40xf32>
}

func.func @window_right_only(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = bshd window = [-1, 2]
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xf32>, tensor<2x4x40xf32>
}

func.func @mla_dims_bf16(%q: tensor<2x40x4x64xbf16>, %k: tensor<2x40x2x64xbf16>, %v: tensor<2x40x2x32xbf16>)
    -> (tensor<2x40x4x32xbf16>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x40x4x64xbf16>, tensor<2x40x2x64xbf16>, tensor<2x40x2x32xbf16>)
      -> (tensor<2x40x4x32xbf16>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xbf16>, tensor<2x4x40xf32>
}

func.func @head_dim_128(%q: tensor<2x70x2x128xf32>, %k: tensor<2x70x2x128xf32>, %v: tensor<2x70x2x128xf32>)
    -> (tensor<2x70x2x128xf32>, tensor<2x2x70xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x70x2x128xf32>, tensor<2x70x2x128xf32>, tensor<2x70x2x128xf32>)
      -> (tensor<2x70x2x128xf32>, tensor<2x2x70xf32>)
  return %out, %lse_out : tensor<2x70x2x128xf32>, tensor<2x2x70xf32>
}

func.func @head_dim_24(%q: tensor<2x40x4x24xf32>, %k: tensor<2x40x2x24xf32>, %v: tensor<2x40x2x40xf32>)
    -> (tensor<2x40x4x40xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x40x4x24xf32>, tensor<2x40x2x24xf32>, tensor<2x40x2x40xf32>)
      -> (tensor<2x40x4x40xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x40xf32>, tensor<2x4x40xf32>
}

func.func @explicit_scale(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = bshd scale = 0.3
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xf32>, tensor<2x4x40xf32>
}

func.func @padding(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %lq: tensor<2xi32>, %lkv: tensor<2xi32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%lq) seqlens_kv(%lkv) layout = bshd causal = bottom_right
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<2xi32>, tensor<2xi32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xf32>, tensor<2x4x40xf32>
}

func.func @packed_thd(%q: tensor<90x4x32xf32>, %k: tensor<100x2x32xf32>, %v: tensor<100x2x32xf32>, %lq: tensor<4xi32>, %lkv: tensor<4xi32>)
    -> (tensor<90x4x32xf32>, tensor<4x90xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v seqlens_q(%lq) seqlens_kv(%lkv) layout = thd causal = top_left
      : (tensor<90x4x32xf32>, tensor<100x2x32xf32>, tensor<100x2x32xf32>, tensor<4xi32>, tensor<4xi32>)
      -> (tensor<90x4x32xf32>, tensor<4x90xf32>)
  return %out, %lse_out : tensor<90x4x32xf32>, tensor<4x90xf32>
}

func.func @packed_thd_sink(%q: tensor<90x4x32xbf16>, %k: tensor<100x2x32xbf16>, %v: tensor<100x2x32xbf16>, %sink: tensor<4xf32>, %lq: tensor<4xi32>, %lkv: tensor<4xi32>)
    -> (tensor<90x4x32xbf16>, tensor<4x90xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v sink(%sink) seqlens_q(%lq) seqlens_kv(%lkv) layout = thd softmax = learnable
      : (tensor<90x4x32xbf16>, tensor<100x2x32xbf16>, tensor<100x2x32xbf16>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>)
      -> (tensor<90x4x32xbf16>, tensor<4x90xf32>)
  return %out, %lse_out : tensor<90x4x32xbf16>, tensor<4x90xf32>
}

func.func @bias_full(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %bias: tensor<2x4x40x40xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v bias(%bias) layout = bshd
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<2x4x40x40xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xf32>, tensor<2x4x40xf32>
}

func.func @bias_broadcast(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %bias: tensor<1x4x1x40xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v bias(%bias) layout = bshd causal = top_left
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<1x4x1x40xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xf32>, tensor<2x4x40xf32>
}

func.func @alibi(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %slopes: tensor<4xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v alibi(%slopes) layout = bshd causal = top_left
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<4xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xf32>, tensor<2x4x40xf32>
}

func.func @off_by_one(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v layout = bshd window = [4, 4] softmax = off_by_one
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xf32>, tensor<2x4x40xf32>
}

func.func @learnable_sink(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %sink: tensor<4xf32>)
    -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v sink(%sink) layout = bshd causal = top_left softmax = learnable
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, tensor<4xf32>)
      -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xf32>, tensor<2x4x40xf32>
}

func.func @dropout(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>, %seed: i64, %offset: i64)
    -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v rng(%seed, %offset) layout = bshd dropout = 0.2
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>, i64, i64)
      -> (tensor<2x40x4x32xf32>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xf32>, tensor<2x4x40xf32>
}

func.func @dropout_causal_bf16(%q: tensor<2x40x4x32xbf16>, %k: tensor<2x40x2x32xbf16>, %v: tensor<2x40x2x32xbf16>, %seed: i64, %offset: i64)
    -> (tensor<2x40x4x32xbf16>, tensor<2x4x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v rng(%seed, %offset) layout = bshd causal = top_left dropout = 0.1
      : (tensor<2x40x4x32xbf16>, tensor<2x40x2x32xbf16>, tensor<2x40x2x32xbf16>, i64, i64)
      -> (tensor<2x40x4x32xbf16>, tensor<2x4x40xf32>)
  return %out, %lse_out : tensor<2x40x4x32xbf16>, tensor<2x4x40xf32>
}

func.func @no_lse(%q: tensor<2x40x4x32xf32>, %k: tensor<2x40x2x32xf32>, %v: tensor<2x40x2x32xf32>)
    -> (tensor<2x40x4x32xf32>) {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x40x4x32xf32>, tensor<2x40x2x32xf32>, tensor<2x40x2x32xf32>)
      -> tensor<2x40x4x32xf32>
  return %out : tensor<2x40x4x32xf32>
}

func.func @everything(%q: tensor<2x40x8x64xbf16>, %k: tensor<2x40x2x64xbf16>, %v: tensor<2x40x2x32xbf16>, %bias: tensor<2x1x40x40xf32>, %slopes: tensor<8xf32>, %sink: tensor<8xf32>, %lq: tensor<2xi32>, %lkv: tensor<2xi32>, %seed: i64, %offset: i64)
    -> (tensor<2x40x8x32xbf16>, tensor<2x8x40xf32>) {
  %out, %lse_out = attn.sdpa %q, %k, %v bias(%bias) alibi(%slopes) sink(%sink) seqlens_q(%lq) seqlens_kv(%lkv) rng(%seed, %offset) layout = bshd causal = bottom_right window = [16, 0] softmax = learnable dropout = 0.15
      : (tensor<2x40x8x64xbf16>, tensor<2x40x2x64xbf16>, tensor<2x40x2x32xbf16>, tensor<2x1x40x40xf32>, tensor<8xf32>, tensor<8xf32>, tensor<2xi32>, tensor<2xi32>, i64, i64)
      -> (tensor<2x40x8x32xbf16>, tensor<2x8x40xf32>)
  return %out, %lse_out : tensor<2x40x8x32xbf16>, tensor<2x8x40xf32>
}
