//===- ModifierRegions.h - score_mod / mask_mod from matched logic -*- C++ -*-//
//
// The raise's last resort before failing: score and mask logic between Q·Kᵀ
// and the softmax that no attribute expresses is written, op for op, into
// attn.sdpa's score_mod and mask_mod regions (Modifiers.h defines them).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_DIALECT_ATTN_TRANSFORMS_RAISE_MODIFIERREGIONS_H
#define ATTN_LIB_DIALECT_ATTN_TRANSFORMS_RAISE_MODIFIERREGIONS_H

#include "AttentionMatch.h"

#include "mlir/IR/Region.h"

#include <memory>
#include <string>

namespace mlir::attn::raise {

/// Builds detached modifier regions from expressions in the P·V root's
/// context, in which `queryDim` and `keyDim` are the positions i and j.
class ModifierRegionBuilder {
public:
  ModifierRegionBuilder(MLIRContext *ctx, Location loc, int64_t queryDim,
                        int64_t keyDim)
      : ctx(ctx), loc(loc), queryDim(queryDim), keyDim(keyDim) {}

  /// score_mod: `factor` · `tree`, where `leaf` (the Q·K contraction) is the
  /// region's s. Fails with the reason in `why`.
  FailureOr<std::unique_ptr<Region>> buildScoreMod(const ExprRef &tree,
                                                   const ExprRef &leaf,
                                                   double factor,
                                                   std::string &why);

  /// mask_mod: the conjunction of `terms` (each negated where its flag is
  /// set). Fails with the reason in `why`.
  FailureOr<std::unique_ptr<Region>>
  buildMaskMod(ArrayRef<std::pair<ExprRef, bool>> terms, std::string &why);

private:
  /// A region with the modifier's block arguments (b, h, i, j[, s]).
  std::unique_ptr<Region> makeRegion(bool withScore);
  /// `e` as ops at `builder`'s insertion point.
  FailureOr<Value> materialize(OpBuilder &builder, const ExprRef &e,
                               std::string &why);
  /// An index expression of the root's dims as arith ops on i and j.
  FailureOr<Value> materializeIndex(OpBuilder &builder, AffineExpr e,
                                    std::string &why);

  MLIRContext *ctx;
  Location loc;
  int64_t queryDim, keyDim;
  Block *block = nullptr;
  ExprRef scoreLeaf;
};

/// Whether score logic `tree` can yield −inf or NaN from a finite score (an
/// exp, a log, a division by a computed value, ...): then a row whose
/// modified scores are all −inf is a NaN or fill-averaged row in the program
/// and attn.sdpa's zero row.
bool mayYieldNonFinite(const ExprRef &tree);

} // namespace mlir::attn::raise

#endif // ATTN_LIB_DIALECT_ATTN_TRANSFORMS_RAISE_MODIFIERREGIONS_H
