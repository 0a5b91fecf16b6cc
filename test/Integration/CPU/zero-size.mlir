// Zero-size tensors are no-ops that succeed: a batch of 0 (every buffer
// empty, passed with no data), no keys (every row fully masked: out = 0 and
// the gradients of Q are 0, against the fp64 reference on poisoned outputs),
// and no queries (zero heads are a verifier error). Before, the runtime rejected the empty buffers
// ("null data pointer") and the runner counted pairs for a batch of 0.
// RUN: attn-runner %s --entry=zero_batch --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s --check-prefix=NONE
// RUN: attn-runner %s --entry=zero_batch --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s --check-prefix=NONE
// RUN: attn-runner %s --entry=zero_keys --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s --check-prefix=NONE
// RUN: attn-runner %s --entry=zero_keys --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s --check-prefix=NONE
// RUN: attn-runner %s --entry=zero_queries --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s --check-prefix=NONE
// RUN: attn-runner %s --entry=zero_queries --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s --check-prefix=NONE
// NONE: "verified": true
// NONE-SAME: "gflops": 0.00,

func.func @zero_batch(%q: tensor<0x16x2x8xf32>, %k: tensor<0x16x2x8xf32>, %v: tensor<0x16x2x8xf32>) -> tensor<0x16x2x8xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<0x16x2x8xf32>, tensor<0x16x2x8xf32>, tensor<0x16x2x8xf32>) -> tensor<0x16x2x8xf32>
  return %o : tensor<0x16x2x8xf32>
}

func.func @zero_keys(%q: tensor<1x16x2x8xf32>, %k: tensor<1x0x2x8xf32>, %v: tensor<1x0x2x8xf32>) -> tensor<1x16x2x8xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x16x2x8xf32>, tensor<1x0x2x8xf32>, tensor<1x0x2x8xf32>) -> tensor<1x16x2x8xf32>
  return %o : tensor<1x16x2x8xf32>
}

func.func @zero_queries(%q: tensor<2x0x4x8xbf16>, %k: tensor<2x12x2x8xbf16>, %v: tensor<2x12x2x8xbf16>) -> tensor<2x0x4x8xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x0x4x8xbf16>, tensor<2x12x2x8xbf16>, tensor<2x12x2x8xbf16>) -> tensor<2x0x4x8xbf16>
  return %o : tensor<2x0x4x8xbf16>
}

