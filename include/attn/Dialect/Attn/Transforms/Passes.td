//===- Passes.td - attn dialect transformations ------------*- tablegen -*-===//
//
// Passes that produce or transform attn ops.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_TD
#define ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

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
  ];
}

#endif // ATTN_DIALECT_ATTN_TRANSFORMS_PASSES_TD
