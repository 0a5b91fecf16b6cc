//===- Raiser.h - build attn.sdpa from a matched attention ------*- C++ -*-===//
//
// The Raiser checks that a Match is an attention attn.sdpa computes exactly
// (dimension roles, layouts, heads, element types, the mask band, uses of
// its intermediates, bias, mask tensor and sink) and replaces it with
// attn.sdpa between layout copies.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_DIALECT_ATTN_TRANSFORMS_RAISE_RAISER_H
#define ATTN_LIB_DIALECT_ATTN_TRANSFORMS_RAISE_RAISER_H

#include "AttentionMatch.h"

#include "mlir/IR/PatternMatch.h"
#include "mlir/IR/Region.h"

#include <memory>

namespace mlir::attn::raise {

/// Raises one matched attention to attn.sdpa.
class Raiser {
public:
  Raiser(Match &m, MLIRContext *ctx) : m(m), ctx(ctx) {}

  /// Checks what the attn op needs and classifies dims; fills `miss`.
  LogicalResult analyse(Miss &miss);
  /// Replaces the attention with attn.sdpa.
  void rewrite(RewriterBase &rewriter);

private:
  LogicalResult fail(Miss &miss, const Twine &why) {
    miss.reason = why.str();
    return failure();
  }

  // The steps of analyse, in order.

  /// The value dim, and the batch, head and merged outer batch dims among
  /// the other output dims; the problem sizes but D_qk.
  LogicalResult classifyDims(Miss &miss);
  /// Query heads that Q reads as k·G + g while K and V read k (GQA through
  /// a [K, G] reshape of the heads): sets outerHeadDim (k) and headDim (g)
  /// and takes them out of `shared`.
  LogicalResult findMergedHeads(SmallVector<int64_t> &shared, Miss &miss);
  /// The batch and the sizes next to such heads.
  LogicalResult classifyBatchNextToMergedHeads(ArrayRef<int64_t> shared,
                                               Miss &miss);
  /// attn.sdpa's query head from the index of each head-like root dim.
  AffineExpr mergedHead(function_ref<AffineExpr(int64_t)> indexOf);
  /// D_qk from Q's indexing (which must be plain dims, or a reshaped
  /// batch).
  LogicalResult findQueryFeatureDim(Miss &miss);
  /// The K/V heads: h (MHA), h floordiv g (GQA), 0 or absent (MQA).
  LogicalResult matchKeyValueHeads(Miss &miss);
  /// attn.sdpa's layout, from Q's index order.
  LogicalResult chooseLayout(Miss &miss);
  /// Q, K and V share one element type: f32, bf16 or f16.
  LogicalResult checkElementTypes(Miss &miss);
  /// The score_mod and mask_mod regions of logic no attribute expresses.
  LogicalResult buildModifiers(Miss &miss);
  /// The mask band L <= j - i <= U as causal/window attributes; no row
  /// may be left empty (by the band and mask_mod) where the program's
  /// fill differs from attn.sdpa's zero row.
  LogicalResult classifyMask(Miss &miss);
  /// The attention's intermediates feed nothing else.
  LogicalResult checkOutsideUses(Miss &miss);
  /// The value the result replaces (the root or its downcast) and the
  /// element type attn.sdpa computes in.
  LogicalResult findResult(Miss &miss);
  /// The sink, bias and mask tensor are what attn.sdpa takes, and give the
  /// same fully masked rows.
  LogicalResult checkAdditiveTerms(Miss &miss);

  /// The position of plain dim `d` among Q's indices, or -1.
  int qPosition(int64_t d);

  // The steps of rewrite.

  Value toLayout(OpBuilder &b, Location loc, Value tensor, AffineMap map,
                 int64_t seqDim, int64_t featureDim, bool isKeyValue);
  /// `tensor` extended to outElementType (itself when it has that type).
  Value upcast(RewriterBase &rewriter, Location loc, Value tensor);
  /// `tensor` with its elements extended to `elementType`.
  Value extendTo(RewriterBase &rewriter, Location loc, Value tensor,
                 Type elementType);
  /// attn.sdpa's bias: the bias tensor (scaled) with the mask tensor's
  /// pairs set to the fill; null when there is neither.
  Value buildBias(RewriterBase &rewriter, Location loc);
  /// Puts back the NaN of rows the bias made all -inf into `out` and,
  /// where the program's is NaN too, into `lse`.
  void restoreNaNRows(RewriterBase &rewriter, Location loc,
                      RankedTensorType outType, Value &out, Value &lse);
  /// Replaces the program's output with attn.sdpa's `out`, copied back to
  /// the program's indexing.
  void replaceOutput(RewriterBase &rewriter, Location loc,
                     RankedTensorType outType, Value out);
  /// Replaces the program's log-sum-exp with attn.sdpa's `lse`, in the
  /// program's dims and base.
  void replaceLse(RewriterBase &rewriter, Location loc, Value lse);

  Match &m;
  MLIRContext *ctx;
  Layout layout = Layout::bshd;
  int64_t batchDim = -1, headDim = -1; // root dims
  // With heads read as k·G + g: the root dim of k (headDim is g), else -1.
  int64_t outerHeadDim = -1;
  // Further batch-like root dims, outer to inner, that merge with batchDim
  // (the innermost) into attn.sdpa's batch.
  SmallVector<int64_t> outerBatchDims;
  /// The merged batch index from the index of each batch-like root dim.
  AffineExpr mergedBatch(function_ref<AffineExpr(int64_t)> indexOf);
  int64_t group = 1;
  int64_t batch = 1, headsQ = 1, headsKv = 1, seqQ = 0, seqKv = 0;
  int64_t dimQK = 0, dimV = 0;
  bool reshapedQuery = false; // Q's batch index is not a plain dim
  Value replaced;             // the value the attention result replaces
  Type outElementType;
  // The bias may make a row all -inf: NaN in the program, a zero row with
  // lse = -inf in attn.sdpa, so the raised form puts the NaN back.
  bool nanRows = false;
  // Built by buildModifiers, moved into attn.sdpa by rewrite.
  std::unique_ptr<Region> scoreMod, maskMod;
};

} // namespace mlir::attn::raise

#endif // ATTN_LIB_DIALECT_ATTN_TRANSFORMS_RAISE_RAISER_H
