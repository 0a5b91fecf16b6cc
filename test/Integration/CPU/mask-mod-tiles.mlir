// RUN: attn-runner %s --entry=documents_unaligned --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=documents_unaligned --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=dilated_causal_rem --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=dilated_causal_rem --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=chunks_or_sink_tokens --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=chunks_or_sink_tokens --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=shifted_band_arith --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=shifted_band_arith --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s
// RUN: attn-runner %s --entry=wrapping_i4_positions --seed=%seed --iters=1 --warmup=0 --json | FileCheck %s
// RUN: attn-runner %s --entry=wrapping_i4_positions --seed=%seed --iters=1 --warmup=0 --json --mode=train | FileCheck %s

// mask_mod tile bounds (inlineMaskModOverTile) on the CPU kernels: the
// tiles a mask_mod empties are skipped and the tiles it allows whole skip
// the per-element mask, in the forward and both backward loops. Each entry
// checks out, lse and the gradients against the fp64 reference on fresh
// random inputs; a wrong bound (a skipped tile that had an allowed pair, a
// tile taken whole that had a masked one) fails it.
// CHECK: "verified": true

// Documents of 40 tokens (not a multiple of the 32-key tile): whole tiles
// of other documents are skipped, tiles inside one document need no mask.
func.func @documents_unaligned(%q: tensor<2x160x4x16xf32>, %k: tensor<2x160x2x16xf32>, %v: tensor<2x160x2x16xf32>) -> tensor<2x160x4x16xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x160x4x16xf32>, tensor<2x160x2x16xf32>, tensor<2x160x2x16xf32>) -> tensor<2x160x4x16xf32>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c40 = arith.constant 40 : index
        %di = arith.floordivsi %i, %c40 : index
        %dj = arith.floordivsi %j, %c40 : index
        %same = arith.cmpi eq, %di, %dj : index
        attn.yield %same : i1
      }
  return %o : tensor<2x160x4x16xf32>
}

// Dilated causal attention: keys at the query's residue mod 3 (remsi,
// i32 positions through index_cast).
func.func @dilated_causal_rem(%q: tensor<1x4x130x16xf32>, %k: tensor<1x2x130x16xf32>, %v: tensor<1x2x130x16xf32>) -> tensor<1x4x130x16xf32> {
  %o = attn.sdpa %q, %k, %v layout = bhsd causal = top_left
      : (tensor<1x4x130x16xf32>, tensor<1x2x130x16xf32>, tensor<1x2x130x16xf32>) -> tensor<1x4x130x16xf32>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c3 = arith.constant 3 : i32
        %ii = arith.index_cast %i : index to i32
        %jj = arith.index_cast %j : index to i32
        %ri = arith.remsi %ii, %c3 : i32
        %rj = arith.remsi %jj, %c3 : i32
        %same = arith.cmpi eq, %ri, %rj : i32
        attn.yield %same : i1
      }
  return %o : tensor<1x4x130x16xf32>
}

// Chunked attention (chunks of 48 by divsi) or the first 4 keys (ult on
// non-negative positions), written with select and a negated ne.
func.func @chunks_or_sink_tokens(%q: tensor<2x150x2x16xf32>, %k: tensor<2x150x2x16xf32>, %v: tensor<2x150x2x16xf32>) -> tensor<2x150x2x16xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x150x2x16xf32>, tensor<2x150x2x16xf32>, tensor<2x150x2x16xf32>) -> tensor<2x150x2x16xf32>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c48 = arith.constant 48 : index
        %c4 = arith.constant 4 : index
        %true = arith.constant true
        %ci = arith.divsi %i, %c48 : index
        %cj = arith.divsi %j, %c48 : index
        %differ = arith.cmpi ne, %ci, %cj : index
        %same = arith.xori %differ, %true : i1
        %early = arith.cmpi ult, %j, %c4 : index
        %ok = arith.select %early, %true, %same : i1
        attn.yield %ok : i1
      }
  return %o : tensor<2x150x2x16xf32>
}

// A band written with muli/subi/maxsi and sgt: keys within 2*(i/2) - 37 <
// j, clipped at 0, and j <= i + 5.
func.func @shifted_band_arith(%q: tensor<1x128x2x16xf32>, %k: tensor<1x140x2x16xf32>, %v: tensor<1x140x2x16xf32>) -> tensor<1x128x2x16xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x128x2x16xf32>, tensor<1x140x2x16xf32>, tensor<1x140x2x16xf32>) -> tensor<1x128x2x16xf32>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c2 = arith.constant 2 : index
        %c37 = arith.constant 37 : index
        %c5 = arith.constant 5 : index
        %c0 = arith.constant 0 : index
        %h2 = arith.floordivsi %i, %c2 : index
        %t = arith.muli %h2, %c2 : index
        %lo = arith.subi %t, %c37 : index
        %lo0 = arith.maxsi %lo, %c0 : index
        %after = arith.cmpi sgt, %j, %lo0 : index
        %hi = arith.addi %i, %c5 : index
        %before = arith.cmpi sle, %j, %hi : index
        %ok = arith.andi %after, %before : i1
        attn.yield %ok : i1
      }
  return %o : tensor<1x128x2x16xf32>
}

// Positions cast to i4 wrap: no bounds (the tile is masked element by
// element), still exact.
func.func @wrapping_i4_positions(%q: tensor<1x70x2x16xf32>, %k: tensor<1x70x2x16xf32>, %v: tensor<1x70x2x16xf32>) -> tensor<1x70x2x16xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x70x2x16xf32>, tensor<1x70x2x16xf32>, tensor<1x70x2x16xf32>) -> tensor<1x70x2x16xf32>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %ii = arith.index_cast %i : index to i4
        %jj = arith.index_cast %j : index to i4
        %ok = arith.cmpi sge, %ii, %jj : i4
        attn.yield %ok : i1
      }
  return %o : tensor<1x70x2x16xf32>
}
