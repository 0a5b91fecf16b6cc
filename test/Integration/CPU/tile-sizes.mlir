// RUN: attn-runner %s --entry=fwd_small_tiles --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=fwd_packed_small_tiles --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_small_tiles --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=grad_mask_mod_small_tiles --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// The forward with its key steps on whole key tiles (align-key-steps), the
// tiling of the generated GPU kernels: the first step starts before the
// band's first key and masks the keys before it.
// RUN: attn-runner %s --entry=fwd_small_tiles --align-key-steps --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=fwd_packed_small_tiles --align-key-steps --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=fwd_mask_mod_small_tiles --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=fwd_mask_mod_small_tiles --align-key-steps --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s

// The tile-level IR at tile sizes other than the defaults, set per op with
// #attn.tiling: 16-row query tiles and 8-key steps over sequence lengths
// that are multiples of neither (37 queries, 53 keys), so that every edge
// of the band's key and row ranges falls inside a tile. Against the fp64
// reference on fresh seeded inputs with poisoned outputs.
// CHECK: "verified": true

func.func @fwd_small_tiles(%q: tensor<2x37x4x32xf32>, %k: tensor<2x53x2x32xf32>, %v: tensor<2x53x2x16xf32>,
                           %lq: tensor<2xi32>, %lkv: tensor<2xi32>)
    -> (tensor<2x37x4x16xf32>, tensor<2x4x37xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v seqlens_q(%lq) seqlens_kv(%lkv) layout = bshd causal = bottom_right window = [11, 0]
      {attn.tiling = #attn.tiling<block_q = 16, block_kv = 8>}
      : (tensor<2x37x4x32xf32>, tensor<2x53x2x32xf32>, tensor<2x53x2x16xf32>, tensor<2xi32>, tensor<2xi32>)
      -> (tensor<2x37x4x16xf32>, tensor<2x4x37xf32>)
  return %out, %lse : tensor<2x37x4x16xf32>, tensor<2x4x37xf32>
}

func.func @fwd_packed_small_tiles(%q: tensor<61x4x32xbf16>, %k: tensor<70x2x32xbf16>, %v: tensor<70x2x32xbf16>,
                                  %cu_q: tensor<4xi32>, %cu_kv: tensor<4xi32>, %sink: tensor<4xf32>)
    -> (tensor<61x4x32xbf16>, tensor<4x61xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v sink(%sink) seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd causal = top_left softmax = learnable
      {attn.tiling = #attn.tiling<block_q = 16, block_kv = 8>}
      : (tensor<61x4x32xbf16>, tensor<70x2x32xbf16>, tensor<70x2x32xbf16>, tensor<4xf32>, tensor<4xi32>, tensor<4xi32>)
      -> (tensor<61x4x32xbf16>, tensor<4x61xf32>)
  return %out, %lse : tensor<61x4x32xbf16>, tensor<4x61xf32>
}

func.func @grad_small_tiles(%q: tensor<2x37x4x32xf32>, %k: tensor<2x53x2x32xf32>, %v: tensor<2x53x2x32xf32>,
                            %o: tensor<2x37x4x32xf32>, %do: tensor<2x37x4x32xf32>, %lse: tensor<2x4x37xf32>,
                            %bias: tensor<2x1x37x53xf32>)
    -> (tensor<2x37x4x32xf32>, tensor<2x53x2x32xf32>, tensor<2x53x2x32xf32>, tensor<2x1x37x53xf32>) {
  %dq, %dk, %dv, %db = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) layout = bshd causal = bottom_right window = [9, 0]
      {attn.tiling = #attn.tiling<block_q = 16, block_kv = 8>}
      : (tensor<2x37x4x32xf32>, tensor<2x53x2x32xf32>, tensor<2x53x2x32xf32>, tensor<2x37x4x32xf32>, tensor<2x37x4x32xf32>,
         tensor<2x4x37xf32>, tensor<2x1x37x53xf32>)
      -> (tensor<2x37x4x32xf32>, tensor<2x53x2x32xf32>, tensor<2x53x2x32xf32>) d_bias(tensor<2x1x37x53xf32>)
  return %dq, %dk, %dv, %db : tensor<2x37x4x32xf32>, tensor<2x53x2x32xf32>, tensor<2x53x2x32xf32>, tensor<2x1x37x53xf32>
}

// A sliding window with a document mask_mod (13-token documents): the
// mask_mod narrows the window's key range, and with aligned key steps the
// loop starts in the tile before it.
func.func @fwd_mask_mod_small_tiles(%q: tensor<1x53x2x32xf32>, %k: tensor<1x61x2x32xf32>, %v: tensor<1x61x2x16xf32>)
    -> (tensor<1x53x2x16xf32>, tensor<1x2x53xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = bottom_right window = [20, 0]
      {attn.tiling = #attn.tiling<block_q = 16, block_kv = 8>}
      : (tensor<1x53x2x32xf32>, tensor<1x61x2x32xf32>, tensor<1x61x2x16xf32>) -> (tensor<1x53x2x16xf32>, tensor<1x2x53xf32>)
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c13 = arith.constant 13 : index
        %c8 = arith.constant 8 : index
        %shifted = arith.addi %i, %c8 : index
        %di = arith.divui %shifted, %c13 : index
        %dj = arith.divui %j, %c13 : index
        %same = arith.cmpi eq, %di, %dj : index
        attn.yield %same : i1
      }
  return %out, %lse : tensor<1x53x2x16xf32>, tensor<1x2x53xf32>
}

// A document mask as a mask_mod (keys and queries in 13-token documents):
// the narrowing of the key and row ranges at 8- and 16-wide steps.
func.func @grad_mask_mod_small_tiles(%q: tensor<1x53x2x32xf32>, %o: tensor<1x53x2x32xf32>, %do: tensor<1x53x2x32xf32>,
                                     %lse: tensor<1x2x53xf32>)
    -> (tensor<1x53x2x32xf32>, tensor<1x53x2x32xf32>, tensor<1x53x2x32xf32>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %q, %q, %o, %do, %lse layout = bshd causal = top_left
      {attn.tiling = #attn.tiling<block_q = 16, block_kv = 8>}
      : (tensor<1x53x2x32xf32>, tensor<1x53x2x32xf32>, tensor<1x53x2x32xf32>, tensor<1x53x2x32xf32>, tensor<1x53x2x32xf32>,
         tensor<1x2x53xf32>)
      -> (tensor<1x53x2x32xf32>, tensor<1x53x2x32xf32>, tensor<1x53x2x32xf32>)
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c13 = arith.constant 13 : index
        %di = arith.divui %i, %c13 : index
        %dj = arith.divui %j, %c13 : index
        %same = arith.cmpi eq, %di, %dj : index
        attn.yield %same : i1
      }
  return %dq, %dk, %dv : tensor<1x53x2x32xf32>, tensor<1x53x2x32xf32>, tensor<1x53x2x32xf32>
}
