//===- Matcher.cpp - match naive attention against softmax attention ------===//
//
// AttentionMatcher reads a candidate P·V contraction from the outside in:
// the factor that loads V, the probabilities P = exp(S - M) / Z with the
// row maximum M and the sum Z as reductions over the key dimension, the
// scores S with their scale, masks and bias, and the Q·K contraction.
// Constant masks (a tril tensor, a folded comparison) are evaluated point by
// point and classified as a band of j - i.
//
//===----------------------------------------------------------------------===//

#include "AttentionMatch.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/BuiltinDialect.h"
#include "mlir/IR/DialectResourceBlobManager.h"

#include <cmath>
#include <functional>


using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::raise;

/// Whether scores and softmax arithmetic of type `type` are accepted: f32,
/// or bf16/f16 when intermediates are widened.
static bool isSoftmaxType(Type type, const RaisePolicy &policy) {
  return type.isF32() ||
         (policy.widenIntermediates && (type.isBF16() || type.isF16()));
}

bool mlir::attn::raise::isSingleReduction(linalg::GenericOp generic) {
  return generic && generic.getNumReductionLoops() == 1 &&
         generic.getNumDpsInits() == 1 && generic->getNumResults() == 1 &&
         generic.getIndexingMapsArray().back().isProjectedPermutation();
}

/// Whether `e` reads iteration dim `dim`, through an index or a load.
static bool readsDim(const ExprRef &e, int64_t dim) {
  auto uses = [&](AffineExpr x) { return x.isFunctionOfDim(dim); };
  if (e->kind == Expr::Kind::Index && uses(e->index))
    return true;
  if (e->kind == Expr::Kind::Load && llvm::any_of(e->map.getResults(), uses))
    return true;
  return llvm::any_of(e->operands,
                      [&](const ExprRef &operand) { return readsDim(operand, dim); });
}

/// The operand x of `e`, a maximum (maximumf or maxnumf) of x and y in
/// either order, for which `holds(x, y)`; null otherwise.
static ExprRef
maxOperandWhere(const ExprRef &e,
                llvm::function_ref<bool(const ExprRef &, const ExprRef &)>
                    holds) {
  if (!isOp(e, arith::MaximumFOp::getOperationName()) &&
      !isOp(e, arith::MaxNumFOp::getOperationName()))
    return ExprRef();
  for (int first = 0; first < 2; ++first)
    if (holds(e->operands[first], e->operands[1 - first]))
      return e->operands[first];
  return ExprRef();
}

ExprRef AttentionMatcher::describeReduction(linalg::GenericOp generic,
                                            AffineMap access,
                                            AffineExpr reductionDim,
                                            ExprRef &init) {
  AffineMap outMap = generic.getIndexingMapsArray().back();
  SmallVector<AffineExpr> loops(generic.getNumLoops(), reductionDim);
  for (auto [position, result] : llvm::enumerate(outMap.getResults()))
    loops[cast<AffineDimExpr>(result).getPosition()] =
        access.getResult(position);
  AffineMap loopMap = AffineMap::get(access.getNumDims(), 0, loops, ctx);
  auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
  init = describer.tensorElement(generic.getDpsInits()[0], access);
  return describer.bodyValue(generic, yield.getOperand(0), loopMap);
}

//===----------------------------------------------------------------------===//
// The softmax
//===----------------------------------------------------------------------===//

FailureOr<Match> AttentionMatcher::match(Miss &miss) {
  FailureOr<ExprRef> product = matchRootContraction(miss);
  if (failed(product))
    return failure();
  FailureOr<ExprRef> factor = matchValue(*product, miss);
  if (failed(factor))
    return failure();
  FailureOr<ExprRef> unrounded = stripRoundedProbabilities(*factor, miss);
  if (failed(unrounded) || failed(findQueryCandidates(miss)))
    return failure();
  ExprRef probability = *unrounded;

  // torch's _safe_softmax: where(all_j(s == -inf), 0, P). Its zero rows
  // are attn.sdpa's; the condition is checked once the scores are known.
  ExprRef safeCondition;
  if (isOp(probability, arith::SelectOp::getOperationName()) &&
      constantFloat(probability->operands[1]) == 0.0) {
    safeCondition = probability->operands[0];
    collect(probability);
    probability = probability->operands[2];
  }

  ExprRef numerator, denominator;
  if (failed(matchQuotient(probability, numerator, denominator, miss)))
    return failure();
  double expScale = 1.0;
  ExprRef scores, maxLoad;
  if (failed(matchNumerator(numerator, expScale, scores, maxLoad, miss)) ||
      failed(matchDenominator(denominator, numerator, maxLoad, miss)))
    return failure();
  m.rowMax = maxLoad;
  if (sinkShift && failed(stripRowMaxShift(scores, miss)))
    return failure();
  if (safeCondition && failed(matchSafeSoftmax(safeCondition, scores, miss)))
    return failure();
  m.denominator = denominator;

  if (!(expScale > 0.0))
    return fail(miss, "the exponent is scaled by a non-positive constant");
  m.scale = expScale;
  m.expScale = expScale;
  if (failed(matchScores(scores, miss)) || failed(resolveQuery(miss)) ||
      failed(boundMask(miss)) || failed(matchLse(miss)))
    return failure();
  // exp2's folded constant scales everything in the exponent, bias too.
  m.biasFactor *= expScale;
  return m;
}

FailureOr<ExprRef> AttentionMatcher::matchRootContraction(Miss &miss) {
  m.root = root;
  m.ops.insert(root);
  numDims = root.getNumLoops();
  m.loopSizes = root.getStaticLoopRanges();
  if (llvm::any_of(m.loopSizes, ShapedType::isDynamic))
    return fail(miss, "dynamic sizes");
  describer.setContextSizes(m.loopSizes);
  SmallVector<utils::IteratorType> iterators = root.getIteratorTypesArray();
  for (auto [d, it] : llvm::enumerate(iterators))
    if (it == utils::IteratorType::reduction)
      m.roles.key = d;
  AffineMap identity = AffineMap::getMultiDimIdentityMap(numDims, ctx);
  auto yield = cast<linalg::YieldOp>(root.getBody()->getTerminator());
  ExprRef body = describer.bodyValue(root, yield.getOperand(0), identity);
  ExprRef init = describer.tensorElement(root.getDpsInits()[0],
                                         root.getIndexingMapsArray().back());
  // A bf16/f16-accumulating P·V (a bf16 einsum or matmul of the rounded
  // probabilities) leaves the accumulation precision to the implementation
  // in StableHLO; XLA's GPU backend and attn's kernels accumulate in f32.
  bool lowPrecision = body->type.isBF16() || body->type.isF16();
  if (!body->type.isF32() && !(lowPrecision && (policy.widenAccumulation ||
                                                policy.widenIntermediates)))
    return fail(miss, lowPrecision
                          ? "the P·V contraction accumulates in bf16/f16 "
                            "(widen-accumulation=false)"
                          : "the P·V contraction does not accumulate in f32");
  if (constantFloat(init) != 0.0)
    return fail(miss, "the P·V accumulator does not start at 0");
  if (!isOp(body, arith::AddFOp::getOperationName()))
    return fail(miss, "the contraction body is not acc + a·b");
  ExprRef product;
  if (body->operands[0]->kind == Expr::Kind::Accumulator)
    product = body->operands[1];
  else if (body->operands[1]->kind == Expr::Kind::Accumulator)
    product = body->operands[0];
  else
    return fail(miss, "the contraction body is not acc + a·b");
  if (!isOp(product, arith::MulFOp::getOperationName()))
    return fail(miss, "the contraction body is not acc + a·b");
  m.outMap = root.getIndexingMapsArray().back();
  collect(init);
  return product;
}

FailureOr<ExprRef> AttentionMatcher::matchValue(ExprRef product, Miss &miss) {
  // One factor loads V, the other is the normalised softmax.
  ExprRef probability, valueLoad;
  for (int first = 0; first < 2 && !probability; ++first) {
    ExprRef candidate = stripExtF(product->operands[1 - first], &m.valueType);
    if (isTensorInputLoad(candidate)) {
      valueLoad = candidate;
      probability = product->operands[first];
      collect(product->operands[1 - first]);
    }
  }
  // V computed in the same function (flax's and equinox's projections): a
  // load of a computed tensor beside a factor that is not a load.
  for (int first = 0; first < 2 && !probability; ++first) {
    ExprRef candidate = stripExtF(product->operands[1 - first], &m.valueType);
    ExprRef other = stripExtF(product->operands[first]);
    if (candidate->kind == Expr::Kind::Load && candidate->map.getNumResults() &&
        other->kind == Expr::Kind::Op) {
      valueLoad = candidate;
      probability = product->operands[first];
      collect(product->operands[1 - first]);
    }
  }
  // V computed elementwise from computed tensors (a projection plus its
  // bias): the root's operand that does not carry the softmax is V.
  if (!probability && root.getNumDpsInputs() == 2) {
    std::function<bool(const ExprRef &)> hasExp = [&](const ExprRef &e) {
      return isOp(e, math::ExpOp::getOperationName()) ||
             isOp(e, math::Exp2Op::getOperationName()) ||
             llvm::any_of(e->operands, hasExp);
    };
    for (int first = 0; first < 2 && !probability; ++first) {
      ExprRef pFactor = product->operands[first];
      if (!hasExp(pFactor) || hasExp(product->operands[1 - first]))
        continue;
      for (OpOperand *operand : root.getDpsInputOperands()) {
        ExprRef whole = describer.tensorElement(
            operand->get(), root.getMatchingIndexingMap(operand));
        if (hasExp(whole))
          continue;
        Type from;
        ExprRef stripped = stripExtF(whole, &from);
        if (stripped->kind == Expr::Kind::Load &&
            stripped->map.getNumResults()) {
          // The operand is an upcast of a tensor: V is that tensor.
          valueLoad = stripped;
          m.valueType = from;
          collect(whole);
        } else {
          // V is the operand, or the computed tensor that the operand only
          // moves (GPT-OSS's repeat_kv of its projection): read through
          // the copies, K/V keep their own heads.
          describer.setCopiesOnly(true);
          ExprRef moved = describer.tensorElement(
              operand->get(), root.getMatchingIndexingMap(operand));
          describer.setCopiesOnly(false);
          if (moved->kind != Expr::Kind::Load) {
            auto load = std::make_shared<Expr>(Expr::Kind::Load);
            load->source = operand->get();
            load->map = root.getMatchingIndexingMap(operand);
            load->type = getElementTypeOrSelf(operand->get().getType());
            moved = load;
          }
          collect(moved);
          m.valueType = moved->type;
          valueLoad = moved;
        }
        probability = pFactor;
      }
    }
  }
  if (!probability)
    return fail(miss, "neither factor of the contraction is a load of V");
  m.value = valueLoad->source;
  m.valueMap = valueLoad->map;
  return probability;
}

FailureOr<ExprRef>
AttentionMatcher::stripRoundedProbabilities(ExprRef probability, Miss &miss) {
  // Probabilities rounded to bf16/f16 before P·V: the fused kernels round
  // P for the matrix units too.
  probability = stripExtF(probability);
  if (isOp(probability, arith::TruncFOp::getOperationName())) {
    Type narrow = probability->type;
    if (!policy.roundedProbabilities)
      return fail(miss, "the probabilities are rounded before P·V "
                        "(round-probabilities=false)");
    if (!(narrow.isBF16() || narrow.isF16()) ||
        !probability->operands[0]->type.isF32())
      return fail(miss, "the probabilities are rounded to a type other than "
                        "bf16/f16");
    collect(probability);
    probability = probability->operands[0];
  }
  return probability;
}

LogicalResult AttentionMatcher::findQueryCandidates(Miss &miss) {
  // The query position is the output dim that V does not use. With MQA
  // the head is one too; then the query is the output dim in the position
  // that the key position has in V (out and V share a layout).
  SmallVector<int64_t> candidates;
  for (unsigned d = 0; d < numDims; ++d)
    if (static_cast<int64_t>(d) != m.roles.key && m.outMap.isFunctionOfDim(d) &&
        !m.valueMap.isFunctionOfDim(d))
      candidates.push_back(d);
  if (candidates.empty() || candidates.size() > 2)
    return fail(miss, candidates.empty()
                          ? "no output dimension is a query position"
                          : "cannot tell the query position from a head "
                            "that V does not use");
  // With two (MQA: K/V have no head), the mask, sink and layouts decide
  // once the scores are matched (resolveQuery).
  m.queryCandidates.assign(candidates.begin(), candidates.end());
  if (candidates.size() == 1)
    m.roles.query = candidates[0];
  return success();
}

LogicalResult AttentionMatcher::matchQuotient(ExprRef probability,
                                              ExprRef &numerator,
                                              ExprRef &denominator,
                                              Miss &miss) {
  // P = N / Z, N · (1 / Z) or N · recip(Z), with an optional sink term.
  if (isOp(probability, arith::DivFOp::getOperationName())) {
    numerator = probability->operands[0];
    denominator = probability->operands[1];
  } else if (isOp(probability, arith::MulFOp::getOperationName())) {
    for (int first = 0; first < 2; ++first) {
      ExprRef other = probability->operands[1 - first];
      if (isOp(other, arith::DivFOp::getOperationName()) &&
          constantFloat(other->operands[0]) == 1.0) {
        numerator = probability->operands[first];
        denominator = other->operands[1];
        collect(other);
      }
    }
  }
  if (!numerator)
    return fail(miss, "the probabilities are not a quotient exp(s - max) / "
                      "sum");
  collect(probability);
  return success();
}

LogicalResult AttentionMatcher::matchNumerator(ExprRef numerator,
                                               double &expScale,
                                               ExprRef &scores,
                                               ExprRef &maxLoad, Miss &miss) {
  // The numerator: exp(S − M), or exp2((S − M)·c).
  ExprRef difference;
  if (isOp(numerator, math::ExpOp::getOperationName())) {
    difference = numerator->operands[0];
  } else if (isOp(numerator, math::Exp2Op::getOperationName()) &&
             isOp(numerator->operands[0], arith::MulFOp::getOperationName())) {
    ExprRef product = numerator->operands[0];
    for (int first = 0; first < 2; ++first)
      if (auto c = constantFloat(product->operands[1 - first])) {
        difference = product->operands[first];
        expScale = *c * std::log(2.0);
      }
  }
  if (!difference || !isOp(difference, arith::SubFOp::getOperationName()))
    return fail(miss, "the numerator is not exp(s - max)");
  scores = difference->operands[0];
  maxLoad = difference->operands[1];
  // A maximum over concat(S, sink) (GPT-OSS) is max(max_j S, t) once the
  // concatenation is split. The row constant cancels in the quotient; the
  // denominator must then add exp(t - M), t being the sink (checked there).
  ExprRef keyMax = maxLoad;
  if (ExprRef load = maxOperandWhere(
          maxLoad, [&](const ExprRef &x, const ExprRef &y) {
            return x->kind == Expr::Kind::Load && !readsDim(y, m.roles.key);
          })) {
    keyMax = load;
    rowMaxSinkTerm = maxLoad->operands[maxLoad->operands[0] == load ? 1 : 0];
  }
  if (keyMax->kind != Expr::Kind::Load)
    return fail(miss, "the subtracted row maximum is not a reduction");
  auto maxGeneric = keyMax->source.getDefiningOp<linalg::GenericOp>();
  if (!isSingleReduction(maxGeneric))
    return fail(miss, "the subtracted row maximum is not a reduction");
  AffineExpr keyDim = getAffineDimExpr(m.roles.key, ctx);
  ExprRef maxInit;
  ExprRef maxBody =
      describeReduction(maxGeneric, keyMax->map, keyDim, maxInit);
  ExprRef maxOperand =
      maxOperandWhere(maxBody, [](const ExprRef &, const ExprRef &y) {
        return y->kind == Expr::Kind::Accumulator;
      });
  if (!maxOperand || !equal(maxOperand, scores))
    return fail(miss, "the row maximum is not the maximum of the same scores "
                      "over the key dimension");
  std::optional<double> maxStart = constantFloat(maxInit);
  if (!maxStart || *maxStart > -1e30)
    return fail(miss, "the row maximum does not start at -inf or the lowest "
                      "float");
  m.maxStartsAtNegInf = std::isinf(*maxStart);
  m.ops.insert(maxGeneric);
  collect(maxBody);
  collect(maxInit);
  collect(maxLoad);
  return success();
}

LogicalResult AttentionMatcher::stripRowMaxShift(ExprRef &scores,
                                                 Miss &miss) {
  // softmax(x - max(x)) over concat(S, sink) is softmax(x): the shift is the
  // row maximum C of the same logits (scores and sink), subtracted from
  // both. In real arithmetic any row constant cancels; C being the maximum
  // also keeps the corners alike (a -inf or NaN C needs a -inf or NaN
  // logit, which makes the program's row NaN or the sink's share either
  // way).
  const char *notShift = "the logits are shifted by a value that is not "
                         "their row maximum";
  if (!isOp(scores, arith::SubFOp::getOperationName()) ||
      !equal(scores->operands[1], sinkShift))
    return fail(miss, notShift);
  ExprRef shifted = scores->operands[0];
  ExprRef keyMax =
      maxOperandWhere(sinkShift, [&](const ExprRef &x, const ExprRef &y) {
        return x->kind == Expr::Kind::Load && equal(y, unshiftedSink);
      });
  auto maxGeneric =
      keyMax ? keyMax->source.getDefiningOp<linalg::GenericOp>()
             : linalg::GenericOp();
  if (!isSingleReduction(maxGeneric))
    return fail(miss, notShift);
  ExprRef init;
  ExprRef body = describeReduction(maxGeneric, keyMax->map,
                                   getAffineDimExpr(m.roles.key, ctx), init);
  bool overShifted = static_cast<bool>(
      maxOperandWhere(body, [&](const ExprRef &x, const ExprRef &y) {
        return y->kind == Expr::Kind::Accumulator && equal(x, shifted);
      }));
  std::optional<double> start = constantFloat(init);
  if (!overShifted || !start || *start > -1e30)
    return fail(miss, notShift);
  m.ops.insert(maxGeneric);
  collect(body);
  collect(sinkShift);
  collect(scores);
  scores = shifted;
  return success();
}

LogicalResult AttentionMatcher::matchDenominator(ExprRef denominator,
                                                 ExprRef numerator,
                                                 ExprRef maxLoad, Miss &miss) {
  // The denominator: Σ_j N over the same key dimension (+ sink term).
  AffineExpr keyDim = getAffineDimExpr(m.roles.key, ctx);
  ExprRef sumLoad = denominator;
  if (isOp(denominator, arith::AddFOp::getOperationName())) {
    for (int first = 0; first < 2; ++first) {
      ExprRef term = denominator->operands[1 - first];
      if (!isOp(term, math::ExpOp::getOperationName()))
        continue;
      ExprRef argument = term->operands[0];
      // exp(−M) or exp(0 − M): off-by-one; exp(sink[h] − M): learnable.
      if (isOp(argument, arith::NegFOp::getOperationName()) &&
          equal(argument->operands[0], maxLoad)) {
        m.softmax = SoftmaxKind::off_by_one;
      } else if (isOp(argument, arith::SubFOp::getOperationName()) &&
                 equal(argument->operands[1], maxLoad)) {
        ExprRef sinkExpr = argument->operands[0];
        if (rowMaxSinkTerm && !equal(sinkExpr, rowMaxSinkTerm))
          return fail(miss, "the row maximum includes a term that is not "
                            "the denominator's sink");
        // The logits shifted by their row maximum before the softmax
        // (GPT-OSS): the sink is shifted too; see stripRowMaxShift.
        if (isOp(sinkExpr, arith::SubFOp::getOperationName())) {
          sinkShift = sinkExpr->operands[1];
          sinkExpr = sinkExpr->operands[0];
        }
        // A bf16/f16 sink parameter: read as f32 (exact), or used in a
        // bf16 shift whose rounding the widen-intermediates policy drops.
        ExprRef sinkLoad = stripExtF(sinkExpr);
        bool widenedSink = sinkShift && policy.widenIntermediates &&
                           (sinkLoad->type.isBF16() || sinkLoad->type.isF16());
        if (constantFloat(sinkExpr) == 0.0 && !sinkShift) {
          m.softmax = SoftmaxKind::off_by_one;
        } else if (sinkLoad->kind == Expr::Kind::Load &&
                   (sinkExpr->type.isF32() || widenedSink) &&
                   sinkLoad->map.getNumResults() == 1) {
          m.softmax = SoftmaxKind::learnable;
          m.sink = sinkLoad->source;
          m.sinkMap = sinkLoad->map;
          unshiftedSink = sinkExpr;
        }
      }
      if (m.softmax != SoftmaxKind::vanilla) {
        sumLoad = denominator->operands[first];
        collect(term);
        break;
      }
    }
  }
  if (rowMaxSinkTerm && m.softmax != SoftmaxKind::learnable)
    return fail(miss, "the row maximum includes a term that is not the "
                      "denominator's sink");
  if (sinkShift && m.softmax != SoftmaxKind::learnable)
    return fail(miss, "the sink term is not exp(sink - max)");
  if (sumLoad->kind != Expr::Kind::Load)
    return fail(miss, "the denominator is not a sum reduction");
  auto sumGeneric = sumLoad->source.getDefiningOp<linalg::GenericOp>();
  if (!isSingleReduction(sumGeneric))
    return fail(miss, "the denominator is not a sum reduction");
  ExprRef sumInit;
  ExprRef sumBody =
      describeReduction(sumGeneric, sumLoad->map, keyDim, sumInit);
  ExprRef summand;
  if (isOp(sumBody, arith::AddFOp::getOperationName()))
    for (int first = 0; first < 2; ++first)
      if (sumBody->operands[1 - first]->kind == Expr::Kind::Accumulator)
        summand = sumBody->operands[first];
  if (!summand || !equal(summand, numerator))
    return fail(miss, "the denominator does not sum the numerator over the "
                      "key dimension");
  if (constantFloat(sumInit) != 0.0)
    return fail(miss, "the denominator sum does not start at 0");
  m.ops.insert(sumGeneric);
  collect(sumBody);
  collect(sumInit);
  collect(numerator);
  collect(denominator);
  return success();
}

//===----------------------------------------------------------------------===//
// Scores and masks
//===----------------------------------------------------------------------===//

LogicalResult AttentionMatcher::matchScores(ExprRef scores, Miss &miss) {
  double factor = 1.0;
  while (true) {
    if (!isSoftmaxType(scores->type, policy))
      return fail(miss, "the scores are not computed in f32");
    // Scores rounded to bf16/f16 (transformers' bf16 matmul output).
    if (policy.widenIntermediates &&
        (isOp(scores, arith::TruncFOp::getOperationName()) ||
         isOp(scores, arith::ExtFOp::getOperationName()))) {
      collect(scores);
      scores = scores->operands[0];
      continue;
    }
    if (isOp(scores, arith::SelectOp::getOperationName())) {
      // select(allowed, s, fill) or select(masked, fill, s).
      ExprRef condition = scores->operands[0];
      for (int keep = 1; keep <= 2; ++keep) {
        ExprRef fill = scores->operands[3 - keep];
        std::optional<double> fillValue = constantFloat(fill);
        if (!fillValue)
          continue;
        if (m.fill)
          return fail(miss, "more than one mask fill");
        // The masked score as the exponent sees it: scaled by every factor
        // applied after the mask.
        double effective = *fillValue * factor * m.expScale;
        if (!(effective <= -1e4))
          return fail(miss, "the mask fill is not -inf or a large negative "
                            "value (after the factors applied to it)");
        m.fill = effective;
        if (failed(matchMask(condition, /*negate=*/keep == 2, miss)))
          return failure();
        scores = scores->operands[keep];
        break;
      }
      if (!m.fill)
        return fail(miss, "a select on the scores is not a mask fill");
      continue;
    }
    if (isOp(scores, arith::MulFOp::getOperationName()) ||
        isOp(scores, arith::DivFOp::getOperationName())) {
      bool divide = isOp(scores, arith::DivFOp::getOperationName());
      std::optional<double> c = constantFloat(scores->operands[1]);
      int other = 0;
      if (!c && !divide) {
        c = constantFloat(scores->operands[0]);
        other = 1;
      }
      // A product with a computed value (of indices: a hand-written
      // per-position scale) is score logic for score_mod.
      if (!c)
        break;
      if (!(*c > 0.0) || !std::isfinite(*c))
        return fail(miss, "the scores are scaled by a non-positive or "
                          "non-finite constant");
      factor *= divide ? 1.0 / *c : *c;
      scores = scores->operands[other];
      continue;
    }
    if (isOp(scores, arith::AddFOp::getOperationName())) {
      // An additive mask computed from indices, s + select(allowed, 0,
      // fill) (torch's causal attn_bias): the same as select(allowed, s,
      // fill) for a -inf fill, and for a huge finite one while |s| stays
      // below half an ulp of it (2^75 and more).
      bool additiveMask = false;
      for (int first = 0; first < 2 && !additiveMask; ++first) {
        // (An exact extf of a bf16 0/-inf mask, as torch builds it.)
        ExprRef term = stripExtF(scores->operands[1 - first]);
        if (!isOp(term, arith::SelectOp::getOperationName()))
          continue;
        for (int keep = 1; keep <= 2; ++keep) {
          std::optional<double> zero = constantFloat(term->operands[keep]);
          std::optional<double> fill = constantFloat(term->operands[3 - keep]);
          if (zero != 0.0 || !fill ||
              !(std::isinf(*fill) || std::abs(*fill) >= 0x1p100) || *fill > 0)
            continue;
          if (m.fill)
            return fail(miss, "more than one mask fill");
          m.fill = *fill * factor * m.expScale;
          if (failed(matchMask(term->operands[0], /*negate=*/keep == 2, miss)))
            return failure();
          collect(scores->operands[1 - first]);
          scores = scores->operands[first];
          additiveMask = true;
          break;
        }
      }
      if (additiveMask)
        continue;
      // One side carries the Q·K contraction, the other is the bias.
      for (int first = 0; first < 2; ++first) {
        ExprRef term = stripExtF(scores->operands[1 - first]);
        if (isTensorInputLoad(term)) {
          if (m.bias)
            return fail(miss, "more than one additive bias");
          m.bias = term->source;
          m.biasMap = term->map;
          m.biasFactor = factor;
          // Scores are read from the outside in: no fill seen yet means the
          // bias is added after the mask, to the fill as well.
          m.biasAfterFill = !m.fill;
          collect(scores->operands[1 - first]);
          scores = scores->operands[first];
          break;
        }
      }
      if (!m.bias)
        return fail(miss, "an addition to the scores is not a bias tensor");
      continue;
    }
    break;
  }
  auto contraction =
      scores->kind == Expr::Kind::Load
          ? scores->source.getDefiningOp<linalg::GenericOp>()
          : linalg::GenericOp();
  if (!contraction || !isSingleReduction(contraction))
    return matchScoreModifier(scores, factor, miss);
  m.scale *= factor;
  return matchQK(contraction, scores->map, miss);
}

/// Whether `e` is the load of a single-reduction generic (a Q·K candidate).
static bool isContractionLoad(const ExprRef &e) {
  if (e->kind != Expr::Kind::Load || !e->map.getNumResults())
    return false;
  auto generic = e->source.getDefiningOp<linalg::GenericOp>();
  return generic && isSingleReduction(generic);
}

/// Whether `name` is an arith or math op (what modifier regions hold).
static bool isModifierOpName(StringRef name) {
  return name.starts_with("arith.") || name.starts_with("math.");
}

LogicalResult AttentionMatcher::matchScoreModifier(ExprRef tree, double factor,
                                                   Miss &miss) {
  // Find the one Q·K leaf; every other leaf must be an index or a constant.
  ExprRef leaf;
  std::string bad;
  std::function<void(const ExprRef &)> visit = [&](const ExprRef &e) {
    if (!bad.empty())
      return;
    if (isContractionLoad(e)) {
      if (leaf && !equal(leaf, e))
        bad = "the score logic reads more than one contraction";
      leaf = leaf ? leaf : e;
      return;
    }
    switch (e->kind) {
    case Expr::Kind::Load:
      bad = e->map.getNumResults()
                ? "the score logic reads a tensor besides Q·K (modifier "
                  "regions take indices and constants only)"
                : "the score logic reads a scalar computed outside it";
      return;
    case Expr::Kind::Accumulator:
      bad = "the score logic contains a reduction";
      return;
    case Expr::Kind::Op:
      if (!isModifierOpName(e->name))
        bad = "the score logic uses '" + e->name + "'";
      break;
    case Expr::Kind::Index:
    case Expr::Kind::Constant:
      break;
    }
    for (const ExprRef &operand : e->operands)
      visit(operand);
  };
  visit(tree);
  if (!bad.empty())
    return fail(miss, bad);
  if (!leaf)
    return fail(miss, "the scores are not a Q·K contraction");
  // attn.sdpa applies score_mod to scale·q·k + bias: a bias added to the
  // modified scores cannot follow it.
  if (m.bias)
    return fail(miss, "a bias is added after score logic that no attribute "
                      "expresses (score_mod sees the biased score)");
  collect(tree);
  m.scoreMod = tree;
  m.scoreLeaf = leaf;
  // Everything outside (and the exp2 scale) multiplies the modified score;
  // constants on Q or K become the op's scale (matchQK).
  m.scoreModFactor = m.scale * factor;
  m.scale = 1.0;
  auto contraction = leaf->source.getDefiningOp<linalg::GenericOp>();
  return matchQK(contraction, leaf->map, miss);
}

/// The value of op `e` of the values `v` of its operands, for the integer
/// and comparison ops that masks are built of.
static std::optional<double> evaluateOp(const ExprRef &e, ArrayRef<double> v) {
  StringRef name = e->name;
  if (name == arith::CmpIOp::getOperationName()) {
    using P = arith::CmpIPredicate;
    switch (cast<arith::CmpIPredicateAttr>(e->predicate).getValue()) {
    case P::eq:
      return double(v[0] == v[1]);
    case P::ne:
      return double(v[0] != v[1]);
    case P::slt:
      return double(v[0] < v[1]);
    case P::sle:
      return double(v[0] <= v[1]);
    case P::sgt:
      return double(v[0] > v[1]);
    case P::sge:
      return double(v[0] >= v[1]);
    default:
      return std::nullopt; // unsigned: only for non-negative operands
    }
  }
  if (name == arith::CmpFOp::getOperationName()) {
    using P = arith::CmpFPredicate;
    switch (cast<arith::CmpFPredicateAttr>(e->predicate).getValue()) {
    case P::OEQ:
    case P::UEQ:
      return double(v[0] == v[1]);
    case P::ONE:
    case P::UNE:
      return double(v[0] != v[1]);
    case P::OLT:
    case P::ULT:
      return double(v[0] < v[1]);
    case P::OLE:
    case P::ULE:
      return double(v[0] <= v[1]);
    case P::OGT:
    case P::UGT:
      return double(v[0] > v[1]);
    case P::OGE:
    case P::UGE:
      return double(v[0] >= v[1]);
    default:
      return std::nullopt;
    }
  }
  if (name == arith::AndIOp::getOperationName())
    return double(v[0] != 0 && v[1] != 0);
  if (name == arith::OrIOp::getOperationName())
    return double(v[0] != 0 || v[1] != 0);
  if (name == arith::XOrIOp::getOperationName())
    return double((v[0] != 0) != (v[1] != 0));
  if (name == arith::SelectOp::getOperationName())
    return v[0] != 0 ? v[1] : v[2];
  if (name == arith::AddIOp::getOperationName())
    return v[0] + v[1];
  if (name == arith::SubIOp::getOperationName())
    return v[0] - v[1];
  if (name == arith::ExtFOp::getOperationName() ||
      name == arith::ExtSIOp::getOperationName() ||
      name == arith::IndexCastOp::getOperationName() ||
      name == arith::SIToFPOp::getOperationName())
    return v[0];
  return std::nullopt;
}

/// The constant `tensor` is, through collapse/expand_shape (which folding
/// leaves on resource constants: a batch of one dropped from a buffer).
static arith::ConstantOp constantBehindReshapes(Value tensor) {
  while (Operation *op = tensor.getDefiningOp()) {
    if (!isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op))
      break;
    tensor = op->getOperand(0);
  }
  return tensor.getDefiningOp<arith::ConstantOp>();
}

/// Element `flat` of a resource-backed constant (little-endian blob of
/// the element type), or nullopt where the blob is missing or too short.
static std::optional<double>
resourceElement(DenseResourceElementsAttr resource, uint64_t flat) {
  AsmResourceBlob *blob = resource.getRawHandle().getBlob();
  if (!blob)
    return std::nullopt;
  ArrayRef<char> data = blob->getData();
  Type element = resource.getElementType();
  if (!element.isIntOrFloat())
    return std::nullopt;
  unsigned bits = element.getIntOrFloatBitWidth();
  unsigned bytes = element.isInteger(1) ? 1 : bits / 8;
  if (bytes == 0 || (bits % 8 != 0 && !element.isInteger(1)) ||
      (flat + 1) * bytes > data.size())
    return std::nullopt;
  uint64_t raw = 0;
  for (unsigned b = 0; b < bytes; ++b)
    raw |= uint64_t(static_cast<unsigned char>(data[flat * bytes + b]))
           << (8 * b);
  if (auto floatType = dyn_cast<FloatType>(element))
    return APFloat(floatType.getFloatSemantics(), APInt(bits, raw))
        .convertToDouble();
  if (element.isInteger(1))
    return double(raw != 0);
  if (auto integer = dyn_cast<IntegerType>(element))
    return integer.isUnsigned()
               ? double(raw)
               : double(APInt(bits, raw).getSExtValue());
  return std::nullopt;
}

/// The value of `e` at the iteration point `point` when every leaf is a
/// constant, an index or a load of a dense constant (jnp.tril, a registered
/// tril buffer, an arange comparison that JAX folded), else std::nullopt.
static std::optional<double> evaluateAt(const ExprRef &e,
                                        ArrayRef<int64_t> point) {
  auto affine = [&](AffineExpr x) -> std::optional<int64_t> {
    SmallVector<AffineExpr> dims;
    for (int64_t v : point)
      dims.push_back(getAffineConstantExpr(v, x.getContext()));
    AffineExpr folded =
        simplifyAffineExpr(x.replaceDims(dims), point.size(), 0);
    if (auto c = dyn_cast<AffineConstantExpr>(folded))
      return c.getValue();
    return std::nullopt;
  };
  auto fromAttr = [](Attribute a) -> std::optional<double> {
    if (auto f = dyn_cast<FloatAttr>(a))
      return f.getValueAsDouble();
    if (auto i = dyn_cast<IntegerAttr>(a))
      return i.getType().isInteger(1) ? double(i.getValue().getBoolValue())
                                      : double(i.getValue().getSExtValue());
    return std::nullopt;
  };
  switch (e->kind) {
  case Expr::Kind::Constant:
    return fromAttr(e->value);
  case Expr::Kind::Index:
    if (auto v = affine(e->index))
      return double(*v);
    return std::nullopt;
  case Expr::Kind::Load: {
    auto constant = constantBehindReshapes(e->source);
    if (!constant)
      return std::nullopt;
    // The flat index in the loaded shape is the constant's: reshapes keep
    // the row-major order.
    auto type = cast<ShapedType>(e->source.getType());
    uint64_t flat = 0;
    for (auto [position, result] : llvm::enumerate(e->map.getResults())) {
      std::optional<int64_t> index = affine(result);
      if (!index || *index < 0 || *index >= type.getDimSize(position))
        return std::nullopt;
      flat = flat * type.getDimSize(position) + *index;
    }
    Attribute value = constant.getValue();
    if (auto dense = dyn_cast<DenseElementsAttr>(value))
      return fromAttr(dense.isSplat() ? dense.getSplatValue<Attribute>()
                                      : dense.getValues<Attribute>()[flat]);
    // torch-mlir keeps module buffers (a registered tril, GPT-2's
    // torch.bool `bias` as i8, a model's mask cast to bf16) as resources.
    if (auto resource = dyn_cast<DenseResourceElementsAttr>(value))
      return resourceElement(resource, flat);
    return std::nullopt;
  }
  case Expr::Kind::Accumulator:
    return std::nullopt;
  case Expr::Kind::Op:
    break;
  }
  SmallVector<double> v;
  for (const ExprRef &operand : e->operands) {
    std::optional<double> x = evaluateAt(operand, point);
    if (!x)
      return std::nullopt;
    v.push_back(*x);
  }
  return evaluateOp(e, v);
}

/// Whether `e` reads only the iteration dims in `dims`.
static bool readsOnlyDims(const ExprRef &e, ArrayRef<int64_t> dims,
                          unsigned numDims) {
  auto only = [&](AffineExpr x) {
    for (unsigned d = 0; d < numDims; ++d)
      if (x.isFunctionOfDim(d) && !llvm::is_contained(dims, int64_t(d)))
        return false;
    return true;
  };
  if (e->kind == Expr::Kind::Index && !only(e->index))
    return false;
  if (e->kind == Expr::Kind::Load && !llvm::all_of(e->map.getResults(), only))
    return false;
  return llvm::all_of(e->operands, [&](const ExprRef &operand) {
    return readsOnlyDims(operand, dims, numDims);
  });
}

/// A mask condition that is a constant of (i, j) (a tril tensor, a folded
/// comparison): the band it is, as two comparisons of j − i.
LogicalResult AttentionMatcher::matchConstantMask(ExprRef condition,
                                                  bool negate, Miss &miss) {
  int64_t qDim = m.roles.query, kDim = m.roles.key;
  if (qDim < 0)
    return fail(miss, "a constant mask next to an unresolved query "
                      "position (MQA without a head dimension)");
  // Dims of size one (a batch of one indexing a [1, 1, S, S] buffer) take
  // only the value 0, which every point below evaluates them at.
  SmallVector<int64_t> readable = {qDim, kDim};
  for (auto [dim, size] : llvm::enumerate(m.loopSizes))
    if (size == 1 && static_cast<int64_t>(dim) != qDim &&
        static_cast<int64_t>(dim) != kDim)
      readable.push_back(dim);
  if (!readsOnlyDims(condition, readable, numDims + 1))
    return fail(miss, "the mask depends on an index other than the query "
                      "and key positions (batch or head)");
  int64_t seqQ = m.loopSizes[qDim], seqKv = m.loopSizes[kDim];
  if (seqQ * seqKv > (int64_t(1) << 24))
    return fail(miss, "a constant mask too large to classify");
  SmallVector<int64_t> point(numDims + 1, 0);
  int64_t lowest = INT64_MAX, highest = INT64_MIN;
  SmallVector<char> allowed(seqQ * seqKv);
  for (int64_t i = 0; i < seqQ; ++i)
    for (int64_t j = 0; j < seqKv; ++j) {
      point[qDim] = i;
      point[kDim] = j;
      std::optional<double> value = evaluateAt(condition, point);
      if (!value)
        return fail(miss, "the mask is not built from index comparisons");
      bool ok = (*value != 0) != negate;
      allowed[i * seqKv + j] = ok;
      if (ok) {
        lowest = std::min(lowest, j - i);
        highest = std::max(highest, j - i);
      }
    }
  if (lowest == INT64_MAX)
    return fail(miss, "the constant mask allows no pair");
  for (int64_t i = 0; i < seqQ; ++i)
    for (int64_t j = 0; j < seqKv; ++j)
      if (bool(allowed[i * seqKv + j]) != (lowest <= j - i && j - i <= highest))
        return fail(miss, "the constant mask is not a band of j - i");
  // j − i − highest ≤ 0 and j − i − lowest ≥ 0, where they cut the grid.
  Linear diff;
  diff.coefficients.assign(numDims + 1, 0);
  diff.coefficients[kDim] = 1;
  diff.coefficients[qDim] = -1;
  if (highest < seqKv - 1) {
    diff.constant = -highest;
    m.comparisons.push_back({diff, arith::CmpIPredicate::sle});
  }
  if (lowest > -(seqQ - 1)) {
    diff.constant = -lowest;
    m.comparisons.push_back({diff, arith::CmpIPredicate::sge});
  }
  return success();
}

LogicalResult AttentionMatcher::matchMask(ExprRef condition, bool negate,
                                          Miss &miss) {
  Match before = m;
  if (succeeded(matchMaskLogic(condition, negate, miss)))
    return success();
  // Logic that no attribute or mask_mod expresses (a comparison with a
  // lengths tensor), which the program materialised as a boolean tensor:
  // that tensor is a mask passed in, exact as data. Its producers stay the
  // program's.
  auto type = condition->materialised
                  ? dyn_cast<RankedTensorType>(condition->materialised.getType())
                  : RankedTensorType();
  if (!type || !type.getElementType().isInteger(1))
    return failure();
  m = std::move(before);
  if (m.maskTensor)
    return fail(miss, "more than one mask tensor");
  m.maskTensor = condition->materialised;
  m.maskMap = condition->materialisedMap;
  m.maskNegated = negate;
  return success();
}

LogicalResult AttentionMatcher::matchMaskLogic(ExprRef condition, bool negate,
                                               Miss &miss) {
  collect(condition);
  // Constant tensors and folded comparisons: classified point by point.
  {
    SmallVector<int64_t> origin(numDims + 1, 0);
    std::function<bool(const ExprRef &)> readsConstantTensor =
        [&](const ExprRef &e) {
          return (e->kind == Expr::Kind::Load && e->map.getNumResults() &&
                  constantBehindReshapes(e->source)) ||
                 llvm::any_of(e->operands, readsConstantTensor);
        };
    if (readsConstantTensor(condition) && evaluateAt(condition, origin))
      return matchConstantMask(condition, negate, miss);
  }
  if (isOp(condition, arith::AndIOp::getOperationName()) && !negate)
    return success(succeeded(matchMask(condition->operands[0], false, miss)) &&
                   succeeded(matchMask(condition->operands[1], false, miss)));
  if (isOp(condition, arith::OrIOp::getOperationName()) && negate)
    return success(succeeded(matchMask(condition->operands[0], true, miss)) &&
                   succeeded(matchMask(condition->operands[1], true, miss)));
  if (isOp(condition, arith::XOrIOp::getOperationName()) &&
      constantInt(condition->operands[1]).has_value())
    return matchMask(condition->operands[0], !negate, miss);
  // An i1 compared with a constant (cmpi ne c, true: what canonicalisation
  // makes of a float round trip) is c or its negation.
  if (isOp(condition, arith::CmpIOp::getOperationName()) &&
      condition->operands[0]->type.isInteger(1)) {
    std::optional<int64_t> bit = constantInt(condition->operands[1]);
    auto predicate =
        cast<arith::CmpIPredicateAttr>(condition->predicate).getValue();
    bool eq = predicate == arith::CmpIPredicate::eq,
         ne = predicate == arith::CmpIPredicate::ne;
    if (bit && (eq || ne))
      return matchMask(condition->operands[0],
                       negate != (eq != (*bit != 0)), miss);
  }
  // A boolean mask that went through float (flax's mask != 0 on a
  // converted bool): cmpf(une|one, uitofp(c), 0) is c, oeq|ueq its negation.
  if (isOp(condition, arith::CmpFOp::getOperationName()) &&
      constantFloat(condition->operands[1]) == 0.0) {
    ExprRef converted = condition->operands[0];
    using P = arith::CmpFPredicate;
    P predicate = cast<arith::CmpFPredicateAttr>(condition->predicate).getValue();
    bool isBool = (isOp(converted, arith::UIToFPOp::getOperationName()) ||
                   isOp(converted, arith::SIToFPOp::getOperationName())) &&
                  converted->operands[0]->type.isInteger(1);
    if (isBool && (predicate == P::UNE || predicate == P::ONE))
      return matchMask(converted->operands[0], negate, miss);
    if (isBool && (predicate == P::OEQ || predicate == P::UEQ))
      return matchMask(converted->operands[0], !negate, miss);
  }
  if (isTensorInputLoad(condition) && condition->type.isInteger(1)) {
    // A boolean mask passed in: kept as data (a bias), see analyse.
    if (m.maskTensor)
      return fail(miss, "more than one mask tensor");
    m.maskTensor = condition->source;
    m.maskMap = condition->map;
    m.maskNegated = negate;
    return success();
  }
  if (!isOp(condition, arith::CmpIOp::getOperationName()))
    return matchMaskModTerm(condition, negate,
                            "the mask is not built from index comparisons",
                            miss);
  auto predicate =
      cast<arith::CmpIPredicateAttr>(condition->predicate).getValue();
  if (negate)
    predicate = arith::invertPredicate(predicate);
  auto lhs = indexAffine(condition->operands[0], ctx);
  auto rhs = indexAffine(condition->operands[1], ctx);
  if (!lhs || !rhs)
    return matchMaskModTerm(condition, negate,
                            "the mask compares values that are not indices",
                            miss);
  std::optional<Linear> diff = linearize(*lhs - *rhs, numDims + 1);
  if (!diff)
    return matchMaskModTerm(condition, negate,
                            "the mask is not linear in the indices", miss);
  // Bounded once the query position is known (resolveQuery).
  m.comparisons.push_back({*diff, predicate});
  return success();
}

LogicalResult AttentionMatcher::matchMaskModTerm(ExprRef condition,
                                                 bool negate, const Twine &why,
                                                 Miss &miss) {
  // Index-only: indices, constants and arith ops of them. Which indices
  // (the query and key positions only) is checked once roles are known.
  std::function<bool(const ExprRef &)> indexOnly = [&](const ExprRef &e) {
    switch (e->kind) {
    case Expr::Kind::Index:
    case Expr::Kind::Constant:
      return true;
    case Expr::Kind::Op:
      return e->name.rfind("arith.", 0) == 0 &&
             llvm::all_of(e->operands, indexOnly);
    default:
      return false;
    }
  };
  if (!condition->type.isInteger(1) || !indexOnly(condition))
    return fail(miss, why);
  m.maskModTerms.push_back({condition, negate});
  return success();
}

LogicalResult AttentionMatcher::boundMask(Miss &miss) {
  for (auto &[diff, predicate] : m.comparisons) {
    for (auto [d, c] : llvm::enumerate(diff.coefficients))
      if (c != 0 && static_cast<int64_t>(d) != m.roles.key &&
          static_cast<int64_t>(d) != m.roles.query)
        return fail(miss, "the mask depends on an index other than the query "
                          "and key positions (batch or head)");
    int64_t cj = diff.coefficients[m.roles.key];
    int64_t ci = diff.coefficients[m.roles.query];
    if (!((cj == 1 && ci == -1) || (cj == -1 && ci == 1)))
      return fail(miss, "the mask is not a band of j - i");
    // lhs − rhs = sign·(j − i) + c  (pred)  0.
    int64_t sign = cj;
    int64_t c = diff.constant;
    using P = arith::CmpIPredicate;
    // Turn "sign·(j−i) + c pred 0" into bounds on t = j − i.
    auto bound = [&](bool upperOnT, int64_t value) {
      if (upperOnT)
        m.upper = std::min(m.upper, value);
      else
        m.lower = std::max(m.lower, value);
    };
    switch (predicate) {
    case P::ule:
    case P::ult:
    case P::uge:
    case P::ugt:
      // Unsigned comparisons wrap where the signed band would go negative.
      return fail(miss, "the mask uses an unsigned comparison");
    case P::sle: // t·sign ≤ −c
      bound(sign > 0, sign > 0 ? -c : c);
      break;
    case P::slt:
      bound(sign > 0, sign > 0 ? -c - 1 : c + 1);
      break;
    case P::sge:
      bound(sign<0, sign> 0 ? -c : c);
      break;
    case P::sgt:
      bound(sign<0, sign> 0 ? -c + 1 : c - 1);
      break;
    default:
      return fail(miss, "the mask uses an equality comparison");
    }
  }
  return success();
}

LogicalResult AttentionMatcher::resolveQuery(Miss &miss) {
  if (m.roles.query >= 0)
    return success();
  // Two output dims that V does not use: the query position and an MQA
  // head. The head is what the sink or K use; the query is what the mask
  // compares with the key, or what a bias reads alone.
  int64_t a = m.queryCandidates[0], b = m.queryCandidates[1];
  auto pick = [&](bool aIsQuery) {
    m.roles.query = aIsQuery ? a : b;
    return success();
  };
  for (auto &comparison : m.comparisons) {
    bool usesA = comparison.first.coefficients[a] != 0;
    bool usesB = comparison.first.coefficients[b] != 0;
    if (usesA != usesB)
      return pick(usesA);
  }
  // Index logic for mask_mod that relates the key to one of them (a
  // comparison of positions cast to a narrow type).
  for (auto &[term, negated] : m.maskModTerms) {
    bool usesA = readsDim(term, a), usesB = readsDim(term, b);
    if (readsDim(term, m.roles.key) && usesA != usesB)
      return pick(usesA);
  }
  if (m.sink && m.sinkMap.getNumResults() == 1) {
    AffineExpr e = m.sinkMap.getResult(0);
    if (e.isFunctionOfDim(a) != e.isFunctionOfDim(b))
      return pick(e.isFunctionOfDim(b));
  }
  if (m.keyMap.isFunctionOfDim(a) != m.keyMap.isFunctionOfDim(b))
    return pick(m.keyMap.isFunctionOfDim(b));
  for (auto [tensor, map] :
       {std::pair(m.bias, m.biasMap), std::pair(m.maskTensor, m.maskMap)})
    if (tensor && map.isFunctionOfDim(a) != map.isFunctionOfDim(b))
      return pick(map.isFunctionOfDim(a));
  // Otherwise both readings are the same function (nothing tells rows of
  // one head from rows of another). Q and K (then out and V) share a
  // layout where they have the same rank: the key's position in K is the
  // query's in Q.
  auto byPosition = [&](AffineMap kv, AffineMap rows) -> std::optional<bool> {
    if (kv.getNumResults() != rows.getNumResults())
      return std::nullopt;
    AffineExpr key = getAffineDimExpr(m.roles.key, ctx);
    for (auto [position, e] : llvm::enumerate(kv.getResults())) {
      if (e != key)
        continue;
      AffineExpr row = rows.getResult(position);
      if (row == getAffineDimExpr(a, ctx))
        return true;
      if (row == getAffineDimExpr(b, ctx))
        return false;
    }
    return std::nullopt;
  };
  if (std::optional<bool> isA = byPosition(m.keyMap, m.queryMap))
    return pick(*isA);
  if (std::optional<bool> isA = byPosition(m.valueMap, m.outMap))
    return pick(*isA);
  // The outer one in Q: [.., S, H, D] is the commoner spelling.
  int64_t positionA = -1, positionB = -1;
  for (auto [position, e] : llvm::enumerate(m.queryMap.getResults())) {
    if (e == getAffineDimExpr(a, ctx))
      positionA = position;
    if (e == getAffineDimExpr(b, ctx))
      positionB = position;
  }
  if (positionA < 0 || positionB < 0)
    return fail(miss, "cannot tell the query position from a head that V "
                      "does not use");
  return pick(positionA < positionB);
}

//===----------------------------------------------------------------------===//
// Safe softmax and log-sum-exp
//===----------------------------------------------------------------------===//

static bool containsLog(const ExprRef &e) {
  if (isOp(e, math::LogOp::getOperationName()) ||
      isOp(e, math::Log2Op::getOperationName()))
    return true;
  return llvm::any_of(e->operands, containsLog);
}

/// An elementwise generic with one result and a permutation output map.
static bool isElementwise(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  return generic && generic.getNumReductionLoops() == 0 &&
         generic->getNumResults() == 1 && generic.getNumDpsInits() == 1 &&
         generic.getIndexingMapsArray().back().isPermutation();
}

/// `condition` must be torch's "every score of the row is -inf": an
/// and-reduction over the key dim of (s == -inf), s the softmax's input
/// (compared in f32 or after an exact extension to f64).
LogicalResult AttentionMatcher::matchSafeSoftmax(ExprRef condition,
                                                 ExprRef scores, Miss &miss) {
  const char *notSafe = "the probabilities are selected by a condition "
                        "other than a row of -inf scores";
  if (condition->kind != Expr::Kind::Load)
    return fail(miss, notSafe);
  auto all = condition->source.getDefiningOp<linalg::GenericOp>();
  if (!isSingleReduction(all))
    return fail(miss, notSafe);
  ExprRef init;
  ExprRef body = describeReduction(all, condition->map,
                                   getAffineDimExpr(m.roles.key, ctx), init);
  ExprRef test;
  if (isOp(body, arith::AndIOp::getOperationName()))
    for (int first = 0; first < 2; ++first)
      if (body->operands[1 - first]->kind == Expr::Kind::Accumulator)
        test = body->operands[first];
  std::optional<int64_t> start = constantInt(init);
  if (!test || !start || *start == 0 ||
      !isOp(test, arith::CmpFOp::getOperationName()) ||
      cast<arith::CmpFPredicateAttr>(test->predicate).getValue() !=
          arith::CmpFPredicate::OEQ)
    return fail(miss, notSafe);
  std::optional<double> bound = constantFloat(test->operands[1]);
  if (!bound || !std::isinf(*bound) || *bound > 0 ||
      !equal(stripExtF(test->operands[0]), scores))
    return fail(miss, notSafe);
  m.safeSoftmax = true;
  m.ops.insert(all);
  collect(condition);
  collect(body);
  collect(init);
  return success();
}

/// Whether the result of elementwise `op` is a sum with a log in it (the
/// shape of c·M + log Z).
bool AttentionMatcher::isLogSumExpForm(Operation *op) {
  auto type = cast<RankedTensorType>(op->getResult(0).getType());
  ExprRef e = describer.tensorElement(
      op->getResult(0), AffineMap::getMultiDimIdentityMap(type.getRank(), ctx));
  return isOp(e, arith::AddFOp::getOperationName()) && containsLog(e);
}

LogicalResult AttentionMatcher::matchLse(Miss &miss) {
  // Outside users of the attention's intermediates, each followed to the
  // end of its elementwise chain: all must end at one value, an elementwise
  // function of the row max and denominator with a log in it. Anything
  // else is left to the check for uses outside the attention.
  Operation *end = nullptr;
  for (Operation *op : m.ops) {
    if (op == m.root)
      continue;
    for (Operation *user : op->getUsers()) {
      if (m.ops.contains(user))
        continue;
      if (!isElementwise(user))
        return success();
      // The chain ends at the first op that computes c·M + log Z (later
      // elementwise consumers, e.g. a NaN fix-up, stay the program's), or
      // else at its last op.
      Operation *last = user;
      while (!isLogSumExpForm(last) && last->getResult(0).hasOneUse() &&
             isElementwise(*last->getResult(0).getUsers().begin()))
        last = *last->getResult(0).getUsers().begin();
      if (end && end != last)
        return success();
      end = last;
    }
  }
  if (!end)
    return success();
  auto lse = cast<linalg::GenericOp>(end);
  auto lseType = cast<RankedTensorType>(lse->getResult(0).getType());
  unsigned rank = lseType.getRank();
  ExprRef e = describer.tensorElement(
      lse->getResult(0), AffineMap::getMultiDimIdentityMap(rank, ctx));
  if (!containsLog(e))
    return success();
  const char *notLse = "the log-sum-exp is not max + log(sum) of the softmax";
  if (!isSoftmaxType(e->type, policy) ||
      !isOp(e, arith::AddFOp::getOperationName()))
    return fail(miss, notLse);
  // max·cM + log_base(Z): the natural log, or log2 = ln / ln 2.
  ExprRef maxTerm, argument;
  double maxFactor = 1.0, logFactor = 1.0;
  for (int first = 0; first < 2 && !argument; ++first) {
    ExprRef x = e->operands[first], y = e->operands[1 - first];
    double c = 1.0;
    if (isOp(x, arith::MulFOp::getOperationName())) {
      for (int side = 0; side < 2; ++side)
        if (auto k = constantFloat(x->operands[1 - side])) {
          c = *k;
          x = x->operands[side];
          break;
        }
    }
    if (x->kind != Expr::Kind::Load || x->source != m.rowMax->source)
      continue;
    if (isOp(y, math::LogOp::getOperationName()))
      logFactor = 1.0;
    else if (isOp(y, math::Log2Op::getOperationName()))
      logFactor = 1.0 / std::log(2.0);
    else
      continue;
    maxTerm = x;
    maxFactor = c;
    argument = y->operands[0];
  }
  if (!argument)
    return fail(miss, notLse);
  // The LSE's dims are rows of the softmax: the max tensor's indices are
  // root dims, and the LSE reads it by a permutation of its own dims.
  AffineMap rows = m.rowMax->map, read = maxTerm->map;
  SmallVector<AffineExpr> substitution(numDims, getAffineConstantExpr(0, ctx));
  m.lseRootDims.assign(rank, -1);
  bool plain = rows.getNumResults() == read.getNumResults();
  for (unsigned k = 0; plain && k < rows.getNumResults(); ++k) {
    auto rootDim = dyn_cast<AffineDimExpr>(rows.getResult(k));
    auto lseDim = dyn_cast<AffineDimExpr>(read.getResult(k));
    if (!rootDim || !lseDim || m.lseRootDims[lseDim.getPosition()] != -1) {
      plain = false;
      break;
    }
    substitution[rootDim.getPosition()] = lseDim;
    m.lseRootDims[lseDim.getPosition()] = rootDim.getPosition();
  }
  if (!plain || llvm::is_contained(m.lseRootDims, -1))
    return fail(miss, "the log-sum-exp is not indexed by the softmax's rows");
  if (!equal(argument, rebase(m.denominator, substitution, rank)))
    return fail(miss, "the log-sum-exp's log is not of the softmax's "
                      "denominator at the same rows");
  // attn.sdpa's lse is expScale·M + ln Z (its scores are the program's
  // times expScale); the program's is maxFactor·M + logFactor·ln Z, so it
  // is logFactor·lse when maxFactor = logFactor·expScale.
  double want = logFactor * m.expScale;
  if (!(std::abs(maxFactor - want) <= 1e-6 * std::abs(want)))
    return fail(miss, "the log-sum-exp's logarithm is not in the base of "
                      "the softmax's exponent");
  // Its ops serve only the LSE.
  llvm::SetVector<Operation *> lseOps;
  std::function<void(const ExprRef &)> gather = [&](const ExprRef &x) {
    for (Operation *op : x->origins)
      if (!m.ops.contains(op))
        lseOps.insert(op);
    for (const ExprRef &operand : x->operands)
      gather(operand);
  };
  gather(e);
  for (Operation *op : lseOps)
    if (op != lse)
      for (Operation *user : op->getUsers())
        if (!lseOps.contains(user))
          return fail(miss, "an intermediate of the log-sum-exp has uses "
                            "outside it");
  for (Operation *op : lseOps)
    m.ops.insert(op);
  m.lseOp = lse;
  m.lseFactor = logFactor;
  return success();
}

//===----------------------------------------------------------------------===//
// Q·K
//===----------------------------------------------------------------------===//

LogicalResult AttentionMatcher::matchQK(linalg::GenericOp contraction,
                                        AffineMap access, Miss &miss) {
  m.ops.insert(contraction);
  AffineExpr qkDim = getAffineDimExpr(numDims, ctx);
  m.roles.qkDim = numDims;
  AffineMap extended = AffineMap::get(numDims + 1, 0, access.getResults(), ctx);
  // The extra dim ranges over the contraction's reduction loop.
  SmallVector<int64_t> sizes(m.loopSizes);
  SmallVector<int64_t> contractionSizes = contraction.getStaticLoopRanges();
  for (auto [d, it] : llvm::enumerate(contraction.getIteratorTypesArray()))
    if (it == utils::IteratorType::reduction)
      sizes.push_back(contractionSizes[d]);
  if (sizes.size() == numDims + 1) {
    describer.setContextSizes(sizes);
    m.qkSize = sizes.back();
  }
  ExprRef init;
  ExprRef body = describeReduction(contraction, extended, qkDim, init);
  describer.setContextSizes(m.loopSizes);
  if (constantFloat(init) != 0.0)
    return fail(miss, "the Q·K accumulator does not start at 0");
  if (!isSoftmaxType(body->type, policy) ||
      !isOp(body, arith::AddFOp::getOperationName()))
    return fail(miss, "the Q·K contraction does not accumulate in f32");
  ExprRef product;
  for (int first = 0; first < 2; ++first)
    if (body->operands[1 - first]->kind == Expr::Kind::Accumulator)
      product = body->operands[first];
  if (!product || !isOp(product, arith::MulFOp::getOperationName()))
    return fail(miss, "the Q·K contraction body is not acc + q·k");
  // The factors' producers are collected below, unless a factor is read as
  // the contraction's operand (then they are not part of the attention).
  collect(init);

  // Each factor is [extf](load) optionally times a constant (a scale
  // folded into Q or K).
  SmallVector<std::pair<ExprRef, Type>> loads;
  // The contraction's operand behind each factor of its body (through
  // casts), for factors computed from computed tensors.
  auto yieldOp = cast<linalg::YieldOp>(contraction.getBody()->getTerminator());
  SmallVector<OpOperand *> factorOperands;
  if (auto add = yieldOp.getOperand(0).getDefiningOp<arith::AddFOp>())
    for (Value side : add->getOperands())
      if (auto mul = side.getDefiningOp<arith::MulFOp>())
        for (Value v : mul->getOperands()) {
          while (auto ext = v.getDefiningOp<arith::ExtFOp>())
            v = ext.getIn();
          auto arg = dyn_cast<BlockArgument>(v);
          if (arg && arg.getOwner() == contraction.getBody())
            factorOperands.push_back(contraction.getMatchingOpOperand(arg));
        }
  SmallVector<AffineExpr> loopExprs(contraction.getNumLoops(), qkDim);
  for (auto [position, result] :
       llvm::enumerate(contraction.getIndexingMapsArray().back().getResults()))
    loopExprs[cast<AffineDimExpr>(result).getPosition()] =
        extended.getResult(position);
  AffineMap loopMap = AffineMap::get(numDims + 1, 0, loopExprs, ctx);
  for (auto [index, factor] : llvm::enumerate(product->operands)) {
    double scaleBefore = m.scale;
    ExprRef x = factor;
    if (isOp(x, arith::MulFOp::getOperationName()) ||
        isOp(x, arith::DivFOp::getOperationName())) {
      bool divide = isOp(x, arith::DivFOp::getOperationName());
      std::optional<double> c = constantFloat(x->operands[1]);
      int other = 0;
      if (!c && !divide) {
        c = constantFloat(x->operands[0]);
        other = 1;
      }
      if (!c)
        return fail(miss, "Q or K is multiplied by a non-constant");
      if (!(*c > 0.0) || !std::isfinite(*c))
        return fail(miss, "Q or K is scaled by a non-positive or non-finite "
                          "constant");
      m.scale *= divide ? 1.0 / *c : *c;
      x = x->operands[other];
    }
    Type from;
    x = stripExtF(x, &from);
    if ((x->kind != Expr::Kind::Load || !x->map.getNumResults()) &&
        factorOperands.size() == 2) {
      // Computed elementwise from computed tensors (a projection plus its
      // bias, scaled): the contraction's operand itself, scale included.
      OpOperand *operand = factorOperands[index];
      auto load = std::make_shared<Expr>(Expr::Kind::Load);
      load->source = operand->get();
      load->map = contraction.getMatchingIndexingMap(operand).compose(loopMap);
      load->type = getElementTypeOrSelf(operand->get().getType());
      x = load;
      from = load->type;
      m.scale = scaleBefore;
    } else {
      collect(factor);
    }
    if (x->kind != Expr::Kind::Load || !x->map.getNumResults())
      return fail(miss, "a Q·K operand is not a tensor load");
    loads.push_back({x, from});
  }
  // Q is the operand indexed by the query position: the one that does not
  // use the key dim.
  auto usesDim = [](AffineMap map, int64_t d) {
    return map.isFunctionOfDim(d);
  };
  int queryIndex = usesDim(loads[0].first->map, m.roles.key) ? 1 : 0;
  ExprRef q = loads[queryIndex].first, k = loads[1 - queryIndex].first;
  if (usesDim(q->map, m.roles.key) || !usesDim(k->map, m.roles.key))
    return fail(miss, "cannot tell Q from K (both or neither use the key "
                      "position)");
  m.query = q->source;
  m.queryMap = q->map;
  m.queryType = loads[queryIndex].second;
  m.key = k->source;
  m.keyMap = k->map;
  m.keyType = loads[1 - queryIndex].second;
  return success();
}
