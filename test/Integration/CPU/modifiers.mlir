// score_mod and mask_mod regions on the CPU kernels, forward and backward,
// against the fp64 reference (which evaluates the regions with dual numbers
// for d score_mod / ds), on poisoned outputs and fresh random inputs: next
// to GQA, every layout, padding, thd, bias, ALiBi, learnable sinks and
// dropout; rows that mask_mod empties give out = 0, lse = -inf.
// RUN: attn-runner %s --entry=softcap_prefix_lm --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=softcap_prefix_lm --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=bf16_bhsd_window_padded --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=bf16_bhsd_window_padded --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=thd_document --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=thd_document --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=bias_alibi_derivatives --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=bias_alibi_derivatives --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=sink_empty_rows --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=sink_empty_rows --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=empty_rows_sbhd --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=empty_rows_sbhd --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=dropout_softcap --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// CHECK: "verified": true

// Gemma-style softcap under a prefix-LM mask, MHA, f32.
func.func @softcap_prefix_lm(%q: tensor<2x40x4x16xf32>, %k: tensor<2x40x4x16xf32>, %v: tensor<2x40x4x16xf32>) -> tensor<2x40x4x16xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x40x4x16xf32>, tensor<2x40x4x16xf32>, tensor<2x40x4x16xf32>) -> tensor<2x40x4x16xf32>
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
        %cap = arith.constant 0.5 : f32
        %x = arith.divf %s, %cap : f32
        %t = math.tanh %x : f32
        %y = arith.mulf %t, %cap : f32
        attn.yield %y : f32
      }
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c5 = arith.constant 5 : index
        %causal = arith.cmpi sle, %j, %i : index
        %prefix = arith.cmpi slt, %j, %c5 : index
        %ok = arith.ori %causal, %prefix : i1
        attn.yield %ok : i1
      }
  return %o : tensor<2x40x4x16xf32>
}

// bf16 GQA in bhsd inside a causal window, padded (random lengths include
// 0, 1, S-1, S): a head- and batch-dependent score_mod.
func.func @bf16_bhsd_window_padded(%q: tensor<3x4x37x32xbf16>, %k: tensor<3x2x45x32xbf16>, %v: tensor<3x2x45x32xbf16>,
                                   %lq: tensor<3xi32>, %lkv: tensor<3xi32>) -> tensor<3x4x37x32xbf16> {
  %o = attn.sdpa %q, %k, %v seqlens_q(%lq) seqlens_kv(%lkv) layout = bhsd causal = bottom_right window = [11, 0]
      : (tensor<3x4x37x32xbf16>, tensor<3x2x45x32xbf16>, tensor<3x2x45x32xbf16>, tensor<3xi32>, tensor<3xi32>) -> tensor<3x4x37x32xbf16>
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
        // s * (1 + h/4) - b/2
        %h32 = arith.index_cast %h : index to i32
        %hf = arith.sitofp %h32 : i32 to f32
        %b64 = arith.index_cast %b : index to i64
        %bf = arith.sitofp %b64 : i64 to f32
        %quarter = arith.constant 0.25 : f32
        %half = arith.constant 0.5 : f32
        %one = arith.constant 1.0 : f32
        %g = arith.mulf %hf, %quarter : f32
        %w = arith.addf %one, %g : f32
        %sw = arith.mulf %s, %w : f32
        %off = arith.mulf %bf, %half : f32
        %y = arith.subf %sw, %off : f32
        attn.yield %y : f32
      }
  return %o : tensor<3x4x37x32xbf16>
}

// Packed sequences: b is the sequence, i and j count within it; documents of
// 7 tokens inside each sequence.
func.func @thd_document(%q: tensor<50x4x16xf32>, %k: tensor<50x2x16xf32>, %v: tensor<50x2x16xf32>,
                        %cuq: tensor<4xi32>, %cukv: tensor<4xi32>) -> tensor<50x4x16xf32> {
  %o = attn.sdpa %q, %k, %v seqlens_q(%cuq) seqlens_kv(%cukv) layout = thd causal = top_left
      : (tensor<50x4x16xf32>, tensor<50x2x16xf32>, tensor<50x2x16xf32>, tensor<4xi32>, tensor<4xi32>) -> tensor<50x4x16xf32>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c7 = arith.constant 7 : index
        %di = arith.floordivsi %i, %c7 : index
        %dj = arith.floordivsi %j, %c7 : index
        %same = arith.cmpi eq, %di, %dj : index
        attn.yield %same : i1
      }
  return %o : tensor<50x4x16xf32>
}

// score_mod sees scale * q.k + bias - ALiBi; its derivative goes through
// select, maximumf, a division by a computed value and exp.
func.func @bias_alibi_derivatives(%q: tensor<2x24x4x16xf32>, %k: tensor<2x30x4x16xf32>, %v: tensor<2x30x4x16xf32>,
                                  %bias: tensor<2x1x24x30xf32>, %slopes: tensor<4xf32>) -> tensor<2x24x4x16xf32> {
  %o = attn.sdpa %q, %k, %v bias(%bias) alibi(%slopes) layout = bshd scale = 0.3
      : (tensor<2x24x4x16xf32>, tensor<2x30x4x16xf32>, tensor<2x30x4x16xf32>, tensor<2x1x24x30xf32>, tensor<4xf32>) -> tensor<2x24x4x16xf32>
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
        %zero = arith.constant 0.0 : f32
        %one = arith.constant 1.0 : f32
        %floor = arith.constant -3.0 : f32
        %a = math.absf %s : f32
        %d = arith.addf %one, %a : f32
        %r = arith.divf %s, %d : f32
        %pos = arith.cmpf ogt, %s, %zero : f32
        %e = math.exp %r : f32
        %sel = arith.select %pos, %r, %e : f32
        %m = arith.maximumf %sel, %floor : f32
        attn.yield %m : f32
      }
  return %o : tensor<2x24x4x16xf32>
}

// Learnable sinks keep every row alive even where mask_mod allows nothing
// (rows i < 3 here).
func.func @sink_empty_rows(%q: tensor<1x20x4x16xbf16>, %k: tensor<1x20x2x16xbf16>, %v: tensor<1x20x2x16xbf16>,
                           %sink: tensor<4xf32>) -> tensor<1x20x4x16xbf16> {
  %o = attn.sdpa %q, %k, %v sink(%sink) layout = bshd softmax = learnable
      : (tensor<1x20x4x16xbf16>, tensor<1x20x2x16xbf16>, tensor<1x20x2x16xbf16>, tensor<4xf32>) -> tensor<1x20x4x16xbf16>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c3 = arith.constant 3 : index
        %ok = arith.cmpi sge, %i, %c3 : index
        attn.yield %ok : i1
      }
  return %o : tensor<1x20x4x16xbf16>
}

// Rows that mask_mod empties and no sink: out = 0, lse = -inf, no NaN, and
// zero gradients; with a score_mod next to it.
func.func @empty_rows_sbhd(%q: tensor<20x2x4x16xf32>, %k: tensor<24x2x2x16xf32>, %v: tensor<24x2x2x16xf32>)
    -> (tensor<20x2x4x16xf32>, tensor<2x4x20xf32>) {
  %o, %lse = attn.sdpa %q, %k, %v layout = sbhd
      : (tensor<20x2x4x16xf32>, tensor<24x2x2x16xf32>, tensor<24x2x2x16xf32>) -> (tensor<20x2x4x16xf32>, tensor<2x4x20xf32>)
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
        %t = math.tanh %s : f32
        attn.yield %t : f32
      }
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c2 = arith.constant 2 : index
        %c5 = arith.constant 5 : index
        %r = arith.remsi %i, %c5 : index
        %live = arith.cmpi ne, %r, %c2 : index
        %causal = arith.cmpi sle, %j, %i : index
        %ok = arith.andi %live, %causal : i1
        attn.yield %ok : i1
      }
  return %o, %lse : tensor<20x2x4x16xf32>, tensor<2x4x20xf32>
}

// Dropout draws its mask after the score_mod, as on every backend.
func.func @dropout_softcap(%q: tensor<2x32x2x16xf32>, %k: tensor<2x32x2x16xf32>, %v: tensor<2x32x2x16xf32>,
                           %seed: i64, %offset: i64) -> tensor<2x32x2x16xf32> {
  %o = attn.sdpa %q, %k, %v rng(%seed, %offset) layout = bshd causal = top_left dropout = 0.2
      : (tensor<2x32x2x16xf32>, tensor<2x32x2x16xf32>, tensor<2x32x2x16xf32>, i64, i64) -> tensor<2x32x2x16xf32>
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
        %cap = arith.constant 2.0 : f32
        %x = arith.divf %s, %cap : f32
        %t = math.tanh %x : f32
        %y = arith.mulf %t, %cap : f32
        attn.yield %y : f32
      }
  return %o : tensor<2x32x2x16xf32>
}
