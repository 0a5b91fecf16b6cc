// Window extents near INT64_MAX: every backend clamps them once (MaskBand.h)
// so that the band arithmetic cannot overflow; each side then behaves as
// unbounded. Before, `diagonal + right` wrapped in the CPU kernels and the
// reference: every row empty (rel err 1, lse -inf), and the runner's FLOP
// count printed 3e15 GFLOP/s. Forward and train, against the fp64 reference.
// RUN: attn-runner %s --entry=right_max --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=right_max --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=both_max_bhsd --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=both_max_bhsd --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=bottom_right_left_max --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=bottom_right_left_max --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=right_max_minus_one_padded --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// The throughput stays a plausible number (under 10^5 GFLOP/s on a CPU).
// CHECK: "verified": true
// CHECK-SAME: "gflops": {{[0-9]{1,5}\.[0-9]+}},

func.func @right_max(%q: tensor<1x40x2x16xf32>, %k: tensor<1x40x2x16xf32>, %v: tensor<1x40x2x16xf32>) -> tensor<1x40x2x16xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd window = [0, 9223372036854775807]
      : (tensor<1x40x2x16xf32>, tensor<1x40x2x16xf32>, tensor<1x40x2x16xf32>) -> tensor<1x40x2x16xf32>
  return %o : tensor<1x40x2x16xf32>
}

func.func @both_max_bhsd(%q: tensor<2x4x33x16xbf16>, %k: tensor<2x2x47x16xbf16>, %v: tensor<2x2x47x16xbf16>) -> tensor<2x4x33x16xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bhsd window = [9223372036854775807, 9223372036854775807]
      : (tensor<2x4x33x16xbf16>, tensor<2x2x47x16xbf16>, tensor<2x2x47x16xbf16>) -> tensor<2x4x33x16xbf16>
  return %o : tensor<2x4x33x16xbf16>
}

func.func @bottom_right_left_max(%q: tensor<1x24x2x16xf32>, %k: tensor<1x56x2x16xf32>, %v: tensor<1x56x2x16xf32>) -> tensor<1x24x2x16xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = bottom_right window = [9223372036854775807, 0]
      : (tensor<1x24x2x16xf32>, tensor<1x56x2x16xf32>, tensor<1x56x2x16xf32>) -> tensor<1x24x2x16xf32>
  return %o : tensor<1x24x2x16xf32>
}

func.func @right_max_minus_one_padded(%q: tensor<2x40x2x16xf32>, %k: tensor<2x40x2x16xf32>, %v: tensor<2x40x2x16xf32>, %lq: tensor<2xi32>, %lkv: tensor<2xi32>) -> tensor<2x40x2x16xf32> {
  %o = attn.sdpa %q, %k, %v seqlens_q(%lq) seqlens_kv(%lkv) layout = bshd window = [3, 9223372036854775806]
      : (tensor<2x40x2x16xf32>, tensor<2x40x2x16xf32>, tensor<2x40x2x16xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x40x2x16xf32>
  return %o : tensor<2x40x2x16xf32>
}
