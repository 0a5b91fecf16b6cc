//===- AttentionMatch.h - match naive attention in linalg -------*- C++ -*-===//
//
// The matcher of attn-raise: from a candidate P·V contraction, the symbolic
// descriptions of its operands (AttentionExpr.h) are matched against the
// canonical form of softmax attention, softmax(scale·Q·Kᵀ + bias, masked)·V,
// and everything learnt is collected in a Match for the Raiser.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_DIALECT_ATTN_TRANSFORMS_RAISE_ATTENTIONMATCH_H
#define ATTN_LIB_DIALECT_ATTN_TRANSFORMS_RAISE_ATTENTIONMATCH_H

#include "attn/Dialect/Attn/Analysis/AttentionExpr.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "llvm/ADT/SetVector.h"

#include <cstdint>
#include <optional>
#include <string>

namespace mlir::attn::raise {

/// Roles of the dimensions of the P·V contraction (its iteration space).
struct Roles {
  int64_t key = -1, query = -1, valueDim = -1, head = -1, batch = -1;
  int64_t qkDim = -1; // an extra context dim appended for the Q·K reduction
};

/// Everything the matcher learnt about one attention.
struct Match {
  linalg::GenericOp root;  // Σ_j P·V
  Value query, key, value; // leaf tensors
  AffineMap queryMap, keyMap, valueMap, outMap;
  Type queryType, keyType, valueType; // element types before extf
  double scale = 1.0;
  int64_t lower = INT64_MIN, upper = INT64_MAX; // L <= j - i <= U
  CausalMask causal = CausalMask::none;         // decided by the analysis
  int64_t windowLeft = -1, windowRight = -1;
  std::optional<double> fill; // masked-score value
  Value bias;
  AffineMap biasMap;
  double biasFactor = 1.0;
  double expScale = 1.0;
  SoftmaxKind softmax = SoftmaxKind::vanilla;
  Value sink;
  AffineMap sinkMap;
  bool biasAfterFill = false;    // the bias is added to the masked scores
  bool maxStartsAtNegInf = true; // else at the lowest finite float
  bool safeSoftmax = false;      // rows whose scores are all -inf give P = 0
  Value maskTensor;              // an i1 argument: select(mask, s, fill)
  AffineMap maskMap;
  bool maskNegated = false; // true where the tensor marks masked pairs
  Roles roles;
  SmallVector<int64_t> loopSizes;
  int64_t qkSize = 0; // the extent of the Q·K reduction (D_qk)
  ExprRef rowMax, denominator; // M and Z (+ sink term) in the root's dims
  // A log-sum-exp the program also returns: the op computing it, its dims
  // as root dims, and the factor from attn.sdpa's natural-log lse to it.
  linalg::GenericOp lseOp;
  SmallVector<int64_t> lseRootDims;
  double lseFactor = 1.0;
  SmallVector<int64_t> queryCandidates; // output dims that V does not use
  // Index comparisons of the mask: lhs − rhs as a linear form, predicate.
  SmallVector<std::pair<Linear, arith::CmpIPredicate>> comparisons;
  // Score logic that no attribute expresses (softcap, a hand-written
  // ALiBi): the scores as a function of the Q·K leaf, which becomes
  // attn.sdpa's score_mod; `scoreModFactor` is applied after it (the
  // factors outside, the exp2 scale), and `scale` then holds only the
  // factors on Q·K inside it.
  ExprRef scoreMod, scoreLeaf;
  double scoreModFactor = 1.0;
  // Index conditions of the mask that are not band comparisons (prefix-LM,
  // an OR of conditions), true where allowed once `negate`d: mask_mod.
  SmallVector<std::pair<ExprRef, bool>> maskModTerms;
  llvm::SetVector<Operation *> ops; // everything the attention consists of
};

/// The exactness choices of attn-raise (see its options in Passes.td).
struct RaisePolicy {
  bool widenAccumulation = true;
  bool roundedProbabilities = true;
  bool widenIntermediates = true;
};

/// Why a candidate was not raised.
struct Miss {
  std::string reason;
};

/// A generic with one reduction loop, one init and a projected-permutation
/// output map (the candidates for P·V, Q·K and the row reductions).
bool isSingleReduction(linalg::GenericOp generic);

/// Matches one candidate P·V contraction (`root`) against softmax attention.
class AttentionMatcher {
public:
  AttentionMatcher(linalg::GenericOp root, Describer &describer,
                   RaisePolicy policy)
      : root(root), describer(describer), ctx(root.getContext()),
        policy(policy) {}

  /// The attention that `root` is the P·V of; else failure, with the reason
  /// in `miss`.
  FailureOr<Match> match(Miss &miss);

private:
  LogicalResult fail(Miss &miss, const Twine &why) {
    miss.reason = why.str();
    return failure();
  }
  /// Records the ops that `e` looked through as part of the attention.
  void collect(const ExprRef &e) {
    if (!e)
      return;
    for (Operation *op : e->origins)
      m.ops.insert(op);
    for (const ExprRef &operand : e->operands)
      collect(operand);
  }
  /// Describes the body of reduction `generic` (one reduction dim) in the
  /// root's context: parallel loops through `access` (root dims -> result
  /// indices), the reduction loop as `reductionDim`.
  ExprRef describeReduction(linalg::GenericOp generic, AffineMap access,
                            AffineExpr reductionDim, ExprRef &init);

  // The steps of match, outside in.

  /// The root is Σ_j a·b in f32 (or a widened bf16/f16) from 0: sets up
  /// the context and returns the product a·b.
  FailureOr<ExprRef> matchRootContraction(Miss &miss);
  /// One factor of `product` loads V; the other, returned, is P.
  FailureOr<ExprRef> matchValue(ExprRef product, Miss &miss);
  /// P without an exact extension and a rounding to bf16/f16 before P·V.
  FailureOr<ExprRef> stripRoundedProbabilities(ExprRef probability, Miss &miss);
  /// The output dims that V does not use: the query position, or it and
  /// an MQA head.
  LogicalResult findQueryCandidates(Miss &miss);
  /// P = N / Z, N · (1 / Z) or N · recip(Z).
  LogicalResult matchQuotient(ExprRef probability, ExprRef &numerator,
                              ExprRef &denominator, Miss &miss);
  /// The numerator: exp(S − M), or exp2((S − M)·c) (then `expScale` is
  /// c·ln 2), where M is the maximum of S over the key dimension. Returns
  /// the scores S and the load of M.
  LogicalResult matchNumerator(ExprRef numerator, double &expScale,
                               ExprRef &scores, ExprRef &maxLoad, Miss &miss);
  /// The denominator: Σ_j N over the key dimension, plus an optional sink
  /// term exp(−M) or exp(sink − M).
  LogicalResult matchDenominator(ExprRef denominator, ExprRef numerator,
                                 ExprRef maxLoad, Miss &miss);

  /// The scores without the shift by the logits' row maximum that
  /// `sinkShift` found on the sink (GPT-OSS subtracts max(x) before its
  /// softmax).
  LogicalResult stripRowMaxShift(ExprRef &scores, Miss &miss);

  LogicalResult matchScores(ExprRef scores, Miss &miss);
  /// The scores past the last recognised step are `tree`, a function of
  /// one Q·K contraction, indices and constants: a score_mod. `factor` is
  /// what the steps outside it multiplied.
  LogicalResult matchScoreModifier(ExprRef tree, double factor, Miss &miss);
  /// Records `condition`, an index-only mask term that is not a band
  /// comparison, for mask_mod; fails with `why` when it is not index-only.
  LogicalResult matchMaskModTerm(ExprRef condition, bool negate,
                                 const Twine &why, Miss &miss);
  /// The mask `condition` (negated when `negate`): its logic, or else the
  /// boolean tensor the program materialised it as.
  LogicalResult matchMask(ExprRef condition, bool negate, Miss &miss);
  /// The mask's logic: band comparisons, mask_mod terms, mask tensors.
  LogicalResult matchMaskLogic(ExprRef condition, bool negate, Miss &miss);
  LogicalResult matchConstantMask(ExprRef condition, bool negate, Miss &miss);
  LogicalResult resolveQuery(Miss &miss);
  LogicalResult matchLse(Miss &miss);
  LogicalResult matchSafeSoftmax(ExprRef condition, ExprRef scores, Miss &miss);
  bool isLogSumExpForm(Operation *op);
  LogicalResult boundMask(Miss &miss);
  LogicalResult matchQK(linalg::GenericOp contraction, AffineMap access,
                        Miss &miss);

  linalg::GenericOp root;
  Describer &describer;
  MLIRContext *ctx;
  RaisePolicy policy;
  Match m;
  unsigned numDims = 0;
  // A term t of the row maximum max(max_j S, t): the sink (see
  // matchNumerator).
  ExprRef rowMaxSinkTerm;
  // The shift subtracted from the sink (and so from the scores), and the
  // sink without it.
  ExprRef sinkShift, unshiftedSink;
};

} // namespace mlir::attn::raise

#endif // ATTN_LIB_DIALECT_ATTN_TRANSFORMS_RAISE_ATTENTIONMATCH_H
