//===- Passes.td - attn dialect transformations ------------*- tablegen -*-===//
//
// Passes that produce or transform attn ops.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_TD
#define ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def AttnRaiseCanonicalizePass : Pass<"attn-raise-canonicalize"> {
  let summary = "bring exported attention to the one form attn-raise reads";
  let description = [{
    The first stage of raising. JAX (through `stablehlo-legalize-to-linalg`),
    torch-mlir and hand-written linalg spell the same attention in different
    but equivalent ways; this pass removes the differences with exact
    rewrites, so that `attn-raise` matches a single form:

    - named linalg ops (`matmul`, `batch_matmul`, `transpose`, `broadcast`,
      `reduce`, `map`, ...) become `linalg.generic`, and `linalg.softmax` is
      decomposed;
    - a generic input whose every element is the same constant (a splat, a
      fill, or a broadcast of either) becomes that constant in the body, so
      that body folds apply: `jax.nn.softmax` subtracts
      `max(-inf, reduce_max(x))`, which folds to the reduction
      (`maximumf(x, -inf) = x` for every x, NaN included; `maxnumf` does not
      fold, since `maxnumf(NaN, -inf) = -inf`);
    - `cmpi ult/ule/ugt/uge`, `index_castui` and `extui` on values that an
      element-range analysis proves to lie in [0, signed max] become their
      signed forms (iota and `linalg.index` values through broadcasts,
      reshapes and integer arithmetic);
    - an unused result of a multi-result generic that no other result reads
      (torch-mlir's argmax beside the row maximum) is erased;
    - a reduction into a kept size-1 dimension (`keepdim=True`) reduces
      into the tensor without it and is expanded afterwards;
    - element copies (single-input generics that yield their input:
      transposes, broadcasts) fold into their consumers, elementwise or
      reductions, where only the consumer's index map changes; `truncf` of
      a float constant folds (rounded to nearest even, as `truncf` without
      a rounding mode rounds);
    - torch-mlir's collapse of [B, H] into one batch dimension around a
      batched matmul folds into the matmul's generic (which then runs over
      B and H) where the collapsed value is a function argument (maybe
      transposed or cast), or where the product's expand is only returned,
      directly or through casts and transposes (`out.transpose(1, 2)` back
      to [B, S, H, D]);
    - a transpose of a transpose reads the first one's input through the
      composed permutation, and a copy through the identity is erased.

    Together with the arith, linalg and tensor canonicalisations.

    Before:
    ```mlir
    %m = linalg.generic {iterator_types = [..., "reduction"]}
        ins(%s) outs(%ninf) { maximumf }
    %mm = linalg.generic ins(%neg_inf_splat, %m) { maximumf }
    %lt = linalg.generic ins(%j, %i) { arith.cmpi ule, ... }
    ```
    After:
    ```mlir
    %m = linalg.generic {iterator_types = [..., "reduction"]}
        ins(%s) outs(%ninf) { maximumf }
    %lt = linalg.generic ins(%j, %i) { arith.cmpi sle, ... }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
}

def AttnRaisePass : Pass<"attn-raise"> {
  let summary = "recognise naive score-materialising attention and raise it "
                "to attn.sdpa";
  let description = [{
    Finds `softmax(mask(scale · Q Kᵀ + bias)) V` written with linalg ops on
    tensors and replaces it with one `attn.sdpa`, so that no Sq×Skv tensor
    is left.

    The pass first brings the program to a canonical form (named ops are
    generalised, `linalg.softmax` is decomposed). It then describes the
    values feeding each contraction `out += a · b` symbolically, in the
    contraction's own iteration space: elementwise producers, transposes,
    broadcasts, fills and reshapes (`tensor.expand_shape`,
    `tensor.collapse_shape`, as affine index maps with floordiv/mod) are
    looked through, so a GQA `repeat` of K/V becomes a `h floordiv g` head
    index and a mask built from `linalg.index` or iota comparisons becomes a
    band `L ≤ j − i ≤ U`. The description must have the form
    `Σ_j exp(S − M) / Z · V` with `S` the masked, scaled scores of a second
    contraction of Q and K, `M` a max-reduction and `Z` a sum-reduction of
    the same `exp(S − M)` over the same key dimension (with `exp2` and a
    folded log2 e accepted, and `Z + exp(−M)` / `Z + exp(sink − M)` for the
    softmax variants). Dimensions are classified from the index maps
    (batch, query, key, head, group, head dims), which also gives the
    layout.

    Raising preserves meaning up to float reassociation. A mask filled with
    a finite value (`finfo.min`) or −∞ is raised only when no row can be
    fully masked (checked from the band, the shapes and the offsets), since
    attn.sdpa gives 0 for such rows. Masks that depend on the batch or head
    index, reductions over the wrong dimension, scales applied after the
    softmax, non-f32 softmax arithmetic and intermediates used outside the
    pattern are not raised.

    Before (abridged):
    ```mlir
    %s = linalg.generic {...} ins(%q, %k) outs(%zero) { mulf, addf }   // Q Kᵀ
    %m = linalg.generic {...} ins(%s) outs(%ninf) { maximumf }         // max
    %e = linalg.generic {...} ins(%s, %m) { subf, exp }
    %z = linalg.generic {...} ins(%e) outs(%zero) { addf }             // sum
    %p = linalg.generic {...} ins(%e, %z) { divf }
    %o = linalg.generic {...} ins(%p, %v) outs(%zero) { mulf, addf }   // P V
    ```
    After:
    ```mlir
    %o = attn.sdpa %q, %k, %v layout = bshd ...
    ```
  }];
  let dependentDialects = [
    "::mlir::attn::AttnDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    Option<"report", "report", "bool", /*default=*/"false",
           "emit a remark for every attention-like contraction that was not "
           "raised, naming the check that failed">,
    Option<"widenAccumulation", "widen-accumulation", "bool",
           /*default=*/"true",
           "raise a P·V contraction that accumulates in bf16/f16 (a bf16 "
           "einsum or matmul); attn.sdpa accumulates in f32. StableHLO "
           "leaves accumulation precision to the implementation, and XLA's "
           "GPU backend accumulates such products in f32">,
    Option<"roundProbabilities", "round-probabilities", "bool",
           /*default=*/"true",
           "raise attention whose probabilities are rounded to bf16/f16 "
           "before P·V (transformers' softmax(dtype=f32).to(bf16)); the "
           "fused kernels round P to the input type for the matrix units "
           "too">,
    Option<"widenIntermediates", "widen-intermediates", "bool",
           /*default=*/"true",
           "raise attention whose scores or softmax are computed in, or "
           "rounded to, bf16/f16 between steps (flax's and transformers' "
           "bf16 modules, a bf16 Q·K product); attn.sdpa computes them in "
           "f32, so the program's intermediate roundings are not "
           "reproduced">,
  ];
}

def AttnTilePass : Pass<"attn-tile"> {
  let summary = "tile attention into loops over the reachable tiles";
  let description = [{
    Rewrites every `attn.sdpa` and `attn.sdpa_grad` on tensors into the
    tile-level IR on memrefs. The forward becomes a parallel loop over (batch entry, query head, query tile)
    whose body starts the tile's online softmax (`attn.online_init`), asks
    the mask band which keys the tile's valid rows can see
    (`attn.band_keys`), drops the key tiles at either end in which a
    `mask_mod` allows no pair, walks only the remaining key tiles with
    `attn.online_step`, and writes the outputs with `attn.online_finish`.
    Operands enter through `bufferization.to_buffer` and results leave
    through `bufferization.to_tensor restrict`, as in the backends' own
    lowerings.

    `attn.sdpa_grad` becomes two loop nests in the flash-attention-2 form:
    a query-stationary one (`attn.query_grad_init` writes each row's
    delta = Σ dO·O, `attn.query_grad_step` adds a key tile to dQ and to the
    f32 d_bias sums, `attn.query_grad_finish` writes dQ), sequential where
    d_bias broadcasts; d_sink from delta; then a key-stationary one over
    (batch entry, kv head, key tile) that walks, for every query head of
    the group, the row blocks `attn.band_rows` returns (narrowed by the
    mask_mod) with `attn.key_grad_step`, and writes dK and dV.

    The tile-level ops carry all of both ops: every layout (for packed
    `thd`, the tokens outside every sequence get the fully masked result or
    zero gradients first, and the tiles index tokens from their sequence's
    bases), grouped-query heads, padding, causal and window bands of either
    alignment, bias and d_bias, ALiBi, sinks and d_sink, dropout, the
    score/mask modifier regions (cloned onto each step) and the
    log-sum-exp. Ops with dynamic head counts or head dimensions, or
    without a known scale, are left for the backend, which names what it
    lacks.

    Tile sizes come from the op's `#attn.tiling` (`block_q`, `block_kv`),
    else from the options. With `align-key-steps` the forward's key loop
    starts at the key tile that holds the band's first key (the generated
    GPU kernels walk whole, aligned key tiles).

    Before:
    ```mlir
    %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
        : (tensor<1x256x4x64xf32>, tensor<1x256x4x64xf32>,
           tensor<1x256x4x64xf32>) -> tensor<1x256x4x64xf32>
    ```
    After (abridged):
    ```mlir
    scf.parallel (%b, %h, %t) = (%c0, %c0, %c0) to (%c1, %c4, %c4) ... {
      %s0 = attn.online_init %qm at [%b, %h] rows [%q0, %n] ...
      %lo, %hi = attn.band_keys #attn.band<right = 0>
          rows [%q0, %last] lengths [%c256, %c256]
      %s = scf.for %k0 = %lo to %hi step %c32 iter_args(%s1 = %s0) ... {
        %s2 = attn.online_step %s1, %km, %vm at [%b, %h, %h] ...
        scf.yield %s2 : !attn.online_state<...>
      }
      attn.online_finish %s into %om at [%b, %h] rows [%q0, %n] ...
    }
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
  ];
  let options = [
    Option<"blockQ", "block-q", "int64_t", /*default=*/"0",
           "query rows per tile (one parallel task; per step of the "
           "backward's key-stationary loops), for ops without "
           "#attn.tiling's block_q; 0: 64 for the forward, 32 for the "
           "backward">,
    Option<"blockKv", "block-kv", "int64_t", /*default=*/"32",
           "keys per step (per key tile of the backward), for ops without "
           "#attn.tiling's block_kv">,
    Option<"alignKeySteps", "align-key-steps", "bool", /*default=*/"false",
           "start the forward's key steps at a multiple of block-kv (the "
           "generated GPU kernels' key tiles) instead of at the band's "
           "first key; the steps mask the keys before it">,
  ];
}

#endif // ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_TD
