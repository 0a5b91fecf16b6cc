//===- Raiser.cpp - build attn.sdpa from a matched attention --------------===//
//
// analyse assigns the roles of the P·V contraction's dims (batch, merged
// outer batches, head, query, value dim), derives the problem sizes, layout
// and K/V grouping, and refuses what attn.sdpa would compute differently;
// rewrite copies Q, K and V into that layout, materialises bias and mask
// tensor, creates attn.sdpa and copies its results back to the program's
// indexing.
//
//===----------------------------------------------------------------------===//

#include "Raiser.h"
#include "ModifierRegions.h"
#include "attn/Dialect/Attn/Utils/Modifiers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "llvm/ADT/DenseSet.h"
#include "llvm/ADT/SmallPtrSet.h"

#include <cmath>
#include <limits>
#include <string>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::raise;

/// `e` with a K/V head index that a view splits and re-joins written as
/// the grouping it is: c·(x floordiv (c·g)) + (x floordiv g) mod c, or
/// c·(x floordiv (c·g)) + (x mod (c·g)) floordiv g, is x floordiv g (the
/// index of a [B·Hq] row into [B·Hkv] after repeat_kv and a view). Other
/// expressions are returned unchanged.
static AffineExpr simplifyGroupedIndex(AffineExpr e) {
  auto add = dyn_cast<AffineBinaryOpExpr>(e);
  if (!add || add.getKind() != AffineExprKind::Add)
    return e;
  for (auto [outer, inner] : {std::pair(add.getLHS(), add.getRHS()),
                              std::pair(add.getRHS(), add.getLHS())}) {
    auto mul = dyn_cast<AffineBinaryOpExpr>(outer);
    if (!mul || mul.getKind() != AffineExprKind::Mul)
      continue;
    auto factor = dyn_cast<AffineConstantExpr>(mul.getRHS());
    auto div = dyn_cast<AffineBinaryOpExpr>(mul.getLHS());
    if (!factor || !div || div.getKind() != AffineExprKind::FloorDiv)
      continue;
    auto divisor = dyn_cast<AffineConstantExpr>(div.getRHS());
    int64_t c = factor.getValue();
    if (!divisor || c <= 0 || divisor.getValue() % c != 0)
      continue;
    AffineExpr x = div.getLHS();
    int64_t g = divisor.getValue() / c;
    if (inner == x.floorDiv(g) % c ||
        inner == (x % divisor.getValue()).floorDiv(g))
      return x.floorDiv(g);
  }
  return e;
}

/// Whether `tensor` may hold -inf: anything but a constant without one.
static bool mayHoldNegInf(Value tensor) {
  DenseElementsAttr constant;
  if (!matchPattern(tensor, m_Constant(&constant)) ||
      !isa<FloatType>(constant.getElementType()))
    return true;
  return llvm::any_of(constant.getValues<APFloat>(), [](const APFloat &x) {
    return x.isInfinity() && x.isNegative();
  });
}

/// Whether `tensor` times `factor` may overflow f32: always for anything but
/// a float constant, else when one of its finite values does.
static bool mayOverflowWhenScaled(Value tensor, double factor) {
  DenseElementsAttr constant;
  if (!matchPattern(tensor, m_Constant(&constant)) ||
      !isa<FloatType>(constant.getElementType()))
    return true;
  return llvm::any_of(constant.getValues<APFloat>(), [&](const APFloat &x) {
    double scaled = x.convertToDouble() * factor;
    return x.isFinite() && std::abs(scaled) > std::numeric_limits<float>::max();
  });
}

/// The position of the first of `map`'s results that uses dim `d`.
static std::optional<unsigned> keyIndexOf(AffineMap map, int64_t d) {
  for (auto [position, e] : llvm::enumerate(map.getResults()))
    if (e.isFunctionOfDim(d))
      return position;
  return std::nullopt;
}

int Raiser::qPosition(int64_t d) {
  for (auto [position, e] : llvm::enumerate(m.queryMap.getResults()))
    if (e == getAffineDimExpr(d, ctx))
      return position;
  return -1;
}

//===----------------------------------------------------------------------===//
// Analysis
//===----------------------------------------------------------------------===//

LogicalResult Raiser::analyse(Miss &miss) {
  if (failed(classifyDims(miss)) || failed(findQueryFeatureDim(miss)) ||
      failed(matchKeyValueHeads(miss)) || failed(chooseLayout(miss)) ||
      failed(checkElementTypes(miss)) || failed(buildModifiers(miss)) ||
      failed(classifyMask(miss)) ||
      failed(checkOutsideUses(miss)) || failed(findResult(miss)) ||
      failed(checkAdditiveTerms(miss)))
    return failure();
  return success();
}

LogicalResult Raiser::findMergedHeads(SmallVector<int64_t> &shared,
                                      Miss &miss) {
  // Q read at k·G + g with K and V at k alone (jax.nn.dot_product_attention
  // reshapes Q's heads to [K, G] for GQA): query head h = k·G + g reads kv
  // head k = h floordiv G, attn.sdpa's grouping.
  auto plainIn = [&](AffineMap map, int64_t d) {
    return llvm::is_contained(map.getResults(), getAffineDimExpr(d, ctx));
  };
  for (AffineExpr e : m.queryMap.getResults()) {
    auto add = dyn_cast<AffineBinaryOpExpr>(e);
    if (!add || add.getKind() != AffineExprKind::Add)
      continue;
    for (auto [outer, inner] : {std::pair(add.getLHS(), add.getRHS()),
                                std::pair(add.getRHS(), add.getLHS())}) {
      auto mul = dyn_cast<AffineBinaryOpExpr>(outer);
      auto g = dyn_cast<AffineDimExpr>(inner);
      if (!mul || mul.getKind() != AffineExprKind::Mul || !g)
        continue;
      auto k = dyn_cast<AffineDimExpr>(mul.getLHS());
      auto c = dyn_cast<AffineConstantExpr>(mul.getRHS());
      if (!k || !c)
        continue;
      int64_t kd = k.getPosition(), gd = g.getPosition();
      if (!llvm::is_contained(shared, kd) || !llvm::is_contained(shared, gd) ||
          c.getValue() != m.loopSizes[gd])
        continue;
      if (!plainIn(m.keyMap, kd) || !plainIn(m.valueMap, kd) ||
          m.keyMap.isFunctionOfDim(gd) || m.valueMap.isFunctionOfDim(gd))
        continue;
      if (m.bias || m.maskTensor || m.sink || m.lseOp)
        return fail(miss, "a bias, mask tensor, sink or returned "
                          "log-sum-exp next to query heads read as k·G + g");
      outerHeadDim = kd;
      headDim = gd;
      llvm::erase(shared, kd);
      llvm::erase(shared, gd);
      return success();
    }
  }
  return success();
}

LogicalResult
Raiser::classifyBatchNextToMergedHeads(ArrayRef<int64_t> shared, Miss &miss) {
  if (shared.size() > 1)
    return fail(miss, "more than one batch-like dimension next to query "
                      "heads read as k·G + g");
  batchDim = shared.empty() ? -1 : shared.front();
  seqQ = m.loopSizes[m.roles.query];
  seqKv = m.loopSizes[m.roles.key];
  dimV = m.loopSizes[m.roles.valueDim];
  batch = batchDim >= 0 ? m.loopSizes[batchDim] : 1;
  headsQ = m.loopSizes[outerHeadDim] * m.loopSizes[headDim];
  return success();
}

AffineExpr Raiser::mergedHead(function_ref<AffineExpr(int64_t)> indexOf) {
  if (outerHeadDim < 0)
    return indexOf(headDim);
  return indexOf(outerHeadDim) * m.loopSizes[headDim] + indexOf(headDim);
}

LogicalResult Raiser::classifyDims(Miss &miss) {
  unsigned numDims = m.root.getNumLoops();
  // Output dims: query, value dim, and batch/head dims.
  auto dimsOf = [&](AffineMap map) {
    llvm::SmallDenseSet<int64_t> dims;
    for (unsigned d = 0; d < map.getNumDims(); ++d)
      if (map.isFunctionOfDim(d))
        dims.insert(d);
    return dims;
  };
  auto queryDims = dimsOf(m.queryMap), valueDims = dimsOf(m.valueMap);
  auto outDims = dimsOf(m.outMap);
  for (unsigned d = 0; d < numDims; ++d) {
    if (static_cast<int64_t>(d) == m.roles.key)
      continue;
    bool inQ = queryDims.contains(d), inV = valueDims.contains(d);
    if (!outDims.contains(d))
      return fail(miss, "a parallel dimension is not in the output");
    if (inV && !inQ) {
      m.roles.valueDim = d;
    }
  }
  if (m.roles.query < 0 || m.roles.valueDim < 0)
    return fail(miss, "cannot find the query position and value dimension");
  SmallVector<int64_t> shared;
  for (unsigned d = 0; d < numDims; ++d)
    if (static_cast<int64_t>(d) != m.roles.key &&
        static_cast<int64_t>(d) != m.roles.query &&
        static_cast<int64_t>(d) != m.roles.valueDim)
      shared.push_back(d);
  // With more than two, size-1 dims (jax.nn.dot_product_attention's group
  // of one) index nothing, and the outer batch-like dims of Q merge into
  // one batch (the [B, N, G] of a grouped einsum: batch B·N, G query heads
  // per K/V head, i.e. MQA within each merged batch entry).
  if (shared.size() > 2)
    llvm::erase_if(shared, [&](int64_t d) { return m.loopSizes[d] == 1; });
  // A dim of extent one that Q and K read as 0 (torch's [B·H] view with
  // B = 1, once the reshape is folded) indexes nothing: the batch of one
  // that chooseLayout finds at Q's constant index.
  llvm::erase_if(shared, [&](int64_t d) {
    return m.loopSizes[d] == 1 && qPosition(d) < 0 &&
           !keyIndexOf(m.keyMap, d);
  });
  if (failed(findMergedHeads(shared, miss)))
    return failure();
  if (outerHeadDim >= 0)
    return classifyBatchNextToMergedHeads(shared, miss);

  // The head dim is the one K/V index through a group (h floordiv g or 0)
  // or, for plain multi-head attention, the one after the batch in Q.
  for (int64_t d : shared) {
    std::optional<unsigned> kPos = keyIndexOf(m.keyMap, d);
    // K and V broadcast over the head (MQA), or group it (GQA).
    if (!kPos || m.keyMap.getResult(*kPos) != getAffineDimExpr(d, ctx)) {
      if (headDim >= 0)
        return fail(miss, "K is not indexed by the batch dimension");
      headDim = d;
    }
  }
  if (headDim < 0) {
    if (shared.size() == 2) {
      // Plain MHA: the batch is the outer one in Q.
      headDim =
          qPosition(shared[0]) < qPosition(shared[1]) ? shared[1] : shared[0];
      batchDim = headDim == shared[0] ? shared[1] : shared[0];
    } else if (shared.size() == 1) {
      // One batch-like dim: the batch, unless Q holds it after the query
      // position ([S, H, D] rows: jax.nn.dot_product_attention's heads
      // with a batch of one dropped), where it is the head of a batch of
      // one, so that the layout reads Q in place.
      // So is one that Q reads merged with the feature (h·D + d of
      // [S, H·D] rows).
      int64_t pos = qPosition(shared[0]), query = qPosition(m.roles.query);
      bool mergedWithFeature =
          llvm::any_of(m.queryMap.getResults(), [&](AffineExpr e) {
            return !isa<AffineDimExpr>(e) && e.isFunctionOfDim(shared[0]) &&
                   e.isFunctionOfDim(m.roles.qkDim);
          });
      if ((pos >= 0 && query >= 0 && pos > query) || mergedWithFeature)
        headDim = shared[0];
      else
        batchDim = shared[0];
    }
  } else {
    for (int64_t d : shared)
      if (d != headDim)
        batchDim = d;
  }
  // One batch-like dim that Q reads through a reshape (torch's [B·H] view
  // of [B, H]): the batch of a single-head attention, gathered by the
  // layout copies.
  if (shared.size() == 1)
    for (AffineExpr e : m.queryMap.getResults())
      if (!isa<AffineDimExpr, AffineConstantExpr>(e) &&
          e.isFunctionOfDim(shared[0]) && !e.isFunctionOfDim(m.roles.qkDim)) {
        batchDim = shared[0];
        headDim = -1;
      }
  if (shared.size() > 2) {
    // Plain multi-head with a merged batch: the innermost shared dim of Q
    // is the head.
    SmallVector<int64_t> byPosition(shared);
    llvm::sort(byPosition, [&](int64_t a, int64_t b) {
      return qPosition(a) < qPosition(b);
    });
    if (llvm::any_of(byPosition, [&](int64_t d) { return qPosition(d) < 0; })) {
      std::string maps;
      llvm::raw_string_ostream os(maps);
      os << ": Q read as " << m.queryMap << ", K as " << m.keyMap;
      return fail(miss, "Q does not index every batch-like dimension "
                        "plainly" + maps);
    }
    if (headDim < 0)
      headDim = byPosition.back();
    outerBatchDims.clear();
    for (int64_t d : byPosition)
      if (d != headDim)
        outerBatchDims.push_back(d);
    batchDim = outerBatchDims.pop_back_val();
    if (m.bias || m.maskTensor || m.sink || m.lseOp)
      return fail(miss, "a bias, mask tensor, sink or returned log-sum-exp "
                        "next to merged batch dimensions");
  }
  // A single batch-like dim that indexes the per-head sink is the head.
  if (headDim < 0 && batchDim >= 0 && m.sink &&
      m.sinkMap.getResult(0) == getAffineDimExpr(batchDim, ctx)) {
    headDim = batchDim;
    batchDim = -1;
  }
  seqQ = m.loopSizes[m.roles.query];
  seqKv = m.loopSizes[m.roles.key];
  dimV = m.loopSizes[m.roles.valueDim];
  batch = batchDim >= 0 ? m.loopSizes[batchDim] : 1;
  for (int64_t d : outerBatchDims)
    batch *= m.loopSizes[d];
  headsQ = headDim >= 0 ? m.loopSizes[headDim] : 1;
  return success();
}

LogicalResult Raiser::findQueryFeatureDim(Miss &miss) {
  // Q must be indexed by plain dims; D_qk is the appended reduction dim.
  auto qType = cast<RankedTensorType>(m.query.getType());
  dimQK = -1;
  for (auto [position, e] : llvm::enumerate(m.queryMap.getResults())) {
    auto d = dyn_cast<AffineDimExpr>(e);
    // A reshaped batch index (torch's [B·H] view of [B, H]) reads Q
    // through floordiv/mod of the one batch-like dim: the layout copy
    // gathers it.
    // A size-1 dim that only exists in Q (a batch of one) reads index 0.
    if (auto c = dyn_cast<AffineConstantExpr>(e);
        c && c.getValue() == 0 && qType.getDimSize(position) == 1)
      continue;
    if (!d && batchDim >= 0 && headDim < 0 && outerBatchDims.empty() &&
        e.isFunctionOfDim(batchDim) && !e.isFunctionOfDim(m.roles.query) &&
        !e.isFunctionOfDim(m.roles.qkDim)) {
      reshapedQuery = true;
      continue;
    }
    // A head merged with the feature (a [S, H·D] projection viewed as
    // [S, H, D]: h·D + d) or with the batch: the layout copy gathers it,
    // as long as the query position stays a plain index of its own.
    if (!d && !e.isFunctionOfDim(m.roles.query) &&
        (e.isFunctionOfDim(m.roles.qkDim) ||
         (headDim >= 0 && e.isFunctionOfDim(headDim)))) {
      reshapedQuery = true;
      if (e.isFunctionOfDim(m.roles.qkDim))
        dimQK = m.qkSize;
      continue;
    }
    if (!d) {
      std::string map;
      llvm::raw_string_ostream os(map);
      m.queryMap.print(os);
      return fail(miss, "Q is not indexed by plain dimensions: " + map);
    }
    if (static_cast<int64_t>(d.getPosition()) == m.roles.qkDim)
      dimQK = qType.getDimSize(position);
  }
  if (dimQK <= 0)
    return fail(miss, "cannot find the Q·K reduction dimension in Q");
  return success();
}

LogicalResult Raiser::matchKeyValueHeads(Miss &miss) {
  if (outerHeadDim >= 0) {
    // K and V at k (checked by findMergedHeads): one kv head per k.
    headsKv = m.loopSizes[outerHeadDim];
    group = m.loopSizes[headDim];
    return success();
  }
  // K/V heads: h (MHA), h floordiv g (GQA), 0 or absent (MQA).
  auto kvHeads = [&](Value tensor, AffineMap map, int64_t featureDim,
                     int64_t &heads) -> LogicalResult {
    auto type = cast<RankedTensorType>(tensor.getType());
    heads = 1;
    if (headDim < 0)
      return success();
    std::optional<unsigned> position = keyIndexOf(map, headDim);
    if (!position) {
      heads = 1; // broadcast over heads
      return success();
    }
    AffineExpr e = simplifyGroupedIndex(map.getResult(*position));
    int64_t size = type.getDimSize(*position);
    // A head merged with the feature d (h·D + d of a [S, H·D] view): the
    // head part is (e - d) / D, with D the feature's extent.
    AffineExpr feature = getAffineDimExpr(featureDim, ctx);
    int64_t featureSize = m.loopSizes.size() > size_t(featureDim)
                              ? m.loopSizes[featureDim]
                              : m.qkSize;
    if (e.isFunctionOfDim(featureDim) && featureSize > 0) {
      AffineExpr rest = simplifyAffineExpr(e - feature, map.getNumDims(), 0);
      auto product = dyn_cast<AffineBinaryOpExpr>(rest);
      auto scale = product ? dyn_cast<AffineConstantExpr>(product.getRHS())
                           : AffineConstantExpr();
      if (!product || product.getKind() != AffineExprKind::Mul || !scale ||
          scale.getValue() != featureSize ||
          product.getLHS().isFunctionOfDim(featureDim))
        return failure();
      e = simplifyGroupedIndex(product.getLHS());
      if (size % featureSize != 0)
        return failure();
      size /= featureSize;
    }
    if (e == getAffineDimExpr(headDim, ctx)) {
      heads = headsQ;
    } else if (auto binary = dyn_cast<AffineBinaryOpExpr>(e);
               binary && e.getKind() == AffineExprKind::FloorDiv &&
               binary.getLHS() == getAffineDimExpr(headDim, ctx) &&
               isa<AffineConstantExpr>(binary.getRHS())) {
      int64_t g = cast<AffineConstantExpr>(binary.getRHS()).getValue();
      if (g <= 0 || headsQ % g != 0)
        return failure();
      heads = headsQ / g;
    } else {
      return failure(); // e.g. h mod Hkv (tile), not a grouping
    }
    return success(size == heads);
  };
  int64_t headsV = 0;
  bool readable = succeeded(kvHeads(m.key, m.keyMap, m.roles.qkDim, headsKv)) &&
                  succeeded(kvHeads(m.value, m.valueMap, m.roles.valueDim, headsV));
  // One of K and V already repeated per query head (GPT-OSS's V is the
  // repeat_kv output, computed, while K is looked through to its kv
  // heads): both are read per query head.
  if (readable && headsV != headsKv && (headsV == headsQ || headsKv == headsQ))
    headsKv = headsV = headsQ;
  if (!readable || headsV != headsKv) {
    std::string maps;
    llvm::raw_string_ostream os(maps);
    os << " (K read as " << m.keyMap << ", V as " << m.valueMap << ")";
    return fail(miss, "K/V heads are not shared by groups of consecutive "
                      "query heads" +
                          maps);
  }
  group = headsQ / headsKv;
  return success();
}

LogicalResult Raiser::chooseLayout(Miss &miss) {
  auto qType = cast<RankedTensorType>(m.query.getType());
  // Layout from Q's index order.
  int bPos = batchDim >= 0 ? qPosition(batchDim) : -1;
  int hPos = headDim >= 0 ? qPosition(headDim) : -1;
  int sPos = qPosition(m.roles.query);
  // A batch of one that Q indexes by a constant 0 keeps its position.
  bool unitBatch = false;
  if (batchDim < 0 && qType.getRank() == 4)
    for (auto [position, e] : llvm::enumerate(m.queryMap.getResults()))
      if (isa<AffineConstantExpr>(e) && qType.getDimSize(position) == 1) {
        bPos = position;
        unitBatch = true;
      }
  if (reshapedQuery || !outerBatchDims.empty() ||
      (qType.getRank() == 4 && ((batchDim < 0 && !unitBatch) || headDim < 0))) {
    // Gathered into [B, S, H, D] by the layout copy.
    layout = Layout::bshd;
  } else if (qType.getRank() == 4) {
    if (bPos == 0 && sPos == 1 && hPos == 2)
      layout = Layout::bshd;
    else if (bPos == 0 && hPos == 1 && sPos == 2)
      layout = Layout::bhsd;
    else if (sPos == 0 && bPos == 1 && hPos == 2)
      layout = Layout::sbhd;
    else
      return fail(miss, "Q's layout is none of bshd, bhsd, sbhd");
  } else {
    // [X, S, D] (one of batch/head absent or collapsed): bshd after
    // reshaping.
    layout = Layout::bshd;
  }
  return success();
}

LogicalResult Raiser::checkElementTypes(Miss &miss) {
  // Element types: the inputs are upcast (or already f32); one type.
  if (m.queryType != m.keyType || m.keyType != m.valueType) {
    std::string types;
    llvm::raw_string_ostream os(types);
    os << " (" << m.queryType << ", " << m.keyType << ", " << m.valueType
       << ")";
    return fail(miss, "Q, K and V have different element types" + types);
  }
  if (!m.queryType.isF32() && !m.queryType.isBF16() && !m.queryType.isF16())
    return fail(miss, "unsupported element type");
  return success();
}

LogicalResult Raiser::buildModifiers(Miss &miss) {
  ModifierRegionBuilder builder(ctx, m.root.getLoc(), m.roles.query,
                                m.roles.key);
  std::string why;
  if (m.scoreMod) {
    // A row whose modified scores are all -inf: NaN or the fill's average
    // in the program, attn.sdpa's zero row -- the same only for torch's
    // safe softmax over a -inf fill.
    bool zeroRows = m.safeSoftmax && m.fill &&
                    std::isinf(static_cast<float>(*m.fill));
    // A mask tensor becomes a 0 / fill bias, which attn.sdpa adds before
    // score_mod: the fill would pass through the region (c·tanh(fill) is
    // -c, not masked).
    if (m.maskTensor)
      return fail(miss, "a mask tensor next to score logic (attn.sdpa would "
                        "pass the mask's fill through score_mod)");
    if (!zeroRows && mayYieldNonFinite(m.scoreMod))
      return fail(miss, "the score logic may turn a finite score into -inf "
                        "or NaN (a row of such scores is not attn.sdpa's "
                        "zero row in the program)");
    auto region = builder.buildScoreMod(m.scoreMod, m.scoreLeaf,
                                        m.scoreModFactor, why);
    if (failed(region))
      return fail(miss, why);
    scoreMod = std::move(*region);
  }
  if (!m.maskModTerms.empty()) {
    if (m.maskTensor)
      return fail(miss, "index mask logic next to a mask tensor");
    auto region = builder.buildMaskMod(m.maskModTerms, why);
    if (failed(region))
      return fail(miss, why);
    maskMod = std::move(*region);
  }
  return success();
}

LogicalResult Raiser::classifyMask(Miss &miss) {
  // Mask: the band L ≤ j − i ≤ U in terms of causal/window attributes.
  if (m.fill) {
    int64_t diagonal = 0;
    if (m.upper != INT64_MAX) {
      if (m.upper == 0) {
        m.causal = CausalMask::top_left;
      } else if (m.upper == seqKv - seqQ) {
        m.causal = CausalMask::bottom_right;
        diagonal = seqKv - seqQ;
      } else if (m.upper > 0) {
        m.windowRight = m.upper;
      } else {
        return fail(
            miss, "the mask's upper band j - i <= " + std::to_string(m.upper) +
                      " is not a causal diagonal");
      }
    }
    if (m.lower != INT64_MIN) {
      m.windowLeft = diagonal - m.lower;
      if (m.windowLeft < 0)
        return fail(miss, "the mask's lower band is above the diagonal");
    }
    if (m.causal != CausalMask::none && m.windowLeft >= 0)
      m.windowRight = 0;
    // No row may be empty: [max(0, i + L), min(Skv − 1, i + U)] ≠ ∅.
    for (int64_t i = 0; i < seqQ; ++i) {
      int64_t lo = m.lower == INT64_MIN ? 0 : std::max<int64_t>(0, i + m.lower);
      int64_t hi = m.upper == INT64_MAX
                       ? seqKv - 1
                       : std::min<int64_t>(seqKv - 1, i + m.upper);
      // A -inf fill under torch's safe softmax gives such a row 0, as
      // attn.sdpa does.
      bool zeroRow =
          m.safeSoftmax && m.fill && std::isinf(static_cast<float>(*m.fill));
      if (zeroRow)
        continue;
      // mask_mod reads i and j only (buildModifiers): the row is empty
      // when it allows none of the band's columns.
      bool empty = lo > hi;
      if (!empty && maskMod) {
        empty = true;
        for (int64_t j = lo; j <= hi && empty; ++j) {
          std::string why;
          FailureOr<std::pair<double, double>> allowed =
              evaluateModifier(maskMod->front(), {0, 0, i, j}, 0.0, why);
          if (failed(allowed))
            return fail(miss, "the index mask cannot be evaluated: " + why);
          empty = allowed->first == 0.0;
        }
      }
      if (empty)
        return fail(miss, "row " + std::to_string(i) +
                              " is fully masked, where the program's fill "
                              "differs from attn.sdpa's zero row");
    }
  }
  return success();
}

LogicalResult Raiser::checkOutsideUses(Miss &miss) {
  // Everything between the inputs and the root belongs to the attention:
  // its results may only feed other parts of it.
  // Values computed from constants and indices only (an arange that also
  // feeds the rotary embedding) may be shared: they stay for their other
  // users.
  auto readsArguments = [](Operation *op) {
    SmallVector<Operation *> worklist = {op};
    llvm::SmallPtrSet<Operation *, 32> seen;
    while (!worklist.empty()) {
      Operation *current = worklist.pop_back_val();
      if (!seen.insert(current).second)
        continue;
      if (seen.size() > 256)
        return true;
      for (Value operand : current->getOperands()) {
        if (isa<BlockArgument>(operand) &&
            !current->isProperAncestor(
                cast<BlockArgument>(operand).getOwner()->getParentOp()))
          return true;
        if (Operation *def = operand.getDefiningOp())
          worklist.push_back(def);
      }
    }
    return false;
  };
  for (Operation *op : m.ops) {
    if (op == m.root || op == m.lseOp || !readsArguments(op))
      continue;
    for (Value result : op->getResults())
      for (Operation *user : result.getUsers())
        if (!m.ops.contains(user)) {
          std::string where;
          llvm::raw_string_ostream os(where);
          os << user->getLoc();
          return fail(miss, "an intermediate (" +
                                op->getName().getStringRef().str() +
                                ") has uses outside the attention (" +
                                user->getName().getStringRef().str() + " at " +
                                where + ")");
        }
  }
  return success();
}

LogicalResult Raiser::findResult(Miss &miss) {
  // The result: the root, or a single truncf consumer of it, which may
  // read it through a permutation (JAX's einsum writes [b, h, d, q] and
  // transposes before the cast).
  replaced = m.root->getResult(0);
  outElementType = m.queryType;
  if (m.root->hasOneUse()) {
    auto consumer = dyn_cast<linalg::GenericOp>(*m.root->getUsers().begin());
    if (consumer && consumer.getNumDpsInputs() == 1 &&
        consumer.getNumReductionLoops() == 0 &&
        consumer.getIndexingMapsArray()[0].isPermutation() &&
        consumer.getIndexingMapsArray()[1].isIdentity()) {
      Block *body = consumer.getBody();
      auto yield = cast<linalg::YieldOp>(body->getTerminator());
      auto trunc = yield.getOperand(0).getDefiningOp<arith::TruncFOp>();
      if (trunc && trunc.getIn() == body->getArgument(0) &&
          &body->front() == trunc.getOperation() &&
          trunc.getType() == m.queryType) {
        replaced = consumer->getResult(0);
        m.outMap = inversePermutation(consumer.getIndexingMapsArray()[0])
                       .compose(m.outMap);
        m.ops.insert(consumer);
      }
    }
  }
  if (m.lseOp) {
    // attn.sdpa goes after both results; their users must come later.
    Operation *out = replaced.getDefiningOp();
    if (out->getBlock() != m.lseOp->getBlock())
      return fail(miss, "the log-sum-exp is computed in another block");
    Operation *later =
        out->isBeforeInBlock(m.lseOp) ? m.lseOp.getOperation() : out;
    for (Value result : {replaced, Value(m.lseOp->getResult(0))})
      for (Operation *user : result.getUsers())
        if (user->getBlock() != later->getBlock() ||
            user->isBeforeInBlock(later) || user == later)
          return fail(miss, "the output or the log-sum-exp is used before "
                            "both are computed");
  }
  // Without a downcast the program's output is f32: compute in f32.
  if (getElementTypeOrSelf(replaced.getType()) != m.queryType)
    outElementType = Float32Type::get(ctx);
  return success();
}

LogicalResult Raiser::checkAdditiveTerms(Miss &miss) {
  if (m.sink) {
    auto sinkType = cast<RankedTensorType>(m.sink.getType());
    // Indexed by the head, or by 0 when there is a single head.
    AffineExpr head = headDim >= 0 ? getAffineDimExpr(headDim, ctx)
                                   : getAffineConstantExpr(0, ctx);
    if (m.sinkMap.getResult(0) != head || sinkType.getRank() != 1 ||
        sinkType.getDimSize(0) != headsQ ||
        !isa<Float32Type, BFloat16Type, Float16Type>(sinkType.getElementType()))
      return fail(miss, "the sink is not an f32 [Hq] tensor indexed by the "
                        "query head");
  }
  if (m.expScale != 1.0 && m.softmax != SoftmaxKind::vanilla)
    return fail(miss, "a sink term next to an exp2-scaled numerator");
  if (m.bias) {
    // attn.sdpa adds bias·factor after scaling, the program scales the sum:
    // a factor above 1 can overflow a finite bias (the lowest float, an
    // additive mask's usual value) to -inf where the program stays finite.
    if (m.biasFactor > 1.0 && mayOverflowWhenScaled(m.bias, m.biasFactor))
      return fail(miss, "the bias is scaled up after it is added (a finite "
                        "bias could overflow to -inf in attn.sdpa)");
    for (AffineExpr e : m.biasMap.getResults()) {
      auto d = dyn_cast<AffineDimExpr>(e);
      if (!d && !isa<AffineConstantExpr>(e))
        return fail(miss, "the bias is not indexed by plain dimensions");
      if (d && static_cast<int64_t>(d.getPosition()) == m.roles.valueDim)
        return fail(miss, "the bias depends on the value dimension");
    }
  }
  if (m.maskTensor) {
    // The mask becomes a bias of 0 / fill. A row the tensor masks fully is
    // then all fill in both programs (s + fill rounds to fill while
    // |s| < ulp(fill) / 2, 2^75 and more here): the program's uniform
    // softmax, not attn.sdpa's zero row. A -inf fill gives NaN there, which
    // attn.sdpa never does; index masks next to the tensor would turn such
    // a row into attn.sdpa's zero row.
    for (AffineExpr e : m.maskMap.getResults()) {
      auto d = dyn_cast<AffineDimExpr>(e);
      if (!d && !isa<AffineConstantExpr>(e))
        return fail(miss, "the mask tensor is not indexed by plain "
                          "dimensions");
      if (d && static_cast<int64_t>(d.getPosition()) == m.roles.valueDim)
        return fail(miss, "the mask tensor depends on the value dimension");
    }
    if (std::isinf(static_cast<float>(*m.fill)) && !m.safeSoftmax)
      return fail(miss, "a mask tensor filled with -inf may mask a row "
                        "fully, which is NaN in the program");
    if (!(std::abs(*m.fill) >= 0x1p100))
      return fail(miss, "a mask tensor's fill is too small to stay exact "
                        "in a fully masked row (|fill| < 2^100)");
    if (m.lower != INT64_MIN || m.upper != INT64_MAX)
      return fail(miss, "a mask tensor next to an index mask (a row the "
                        "tensor masks fully would become a zero row)");
    // select(mask, s, fill) + bias: masked scores are fill + bias, which is
    // -inf where the bias is, not the fill.
    if (m.bias && m.biasAfterFill)
      return fail(miss, "a bias added after a mask tensor's fill (the "
                        "masked scores become fill + bias)");
    // With a sink, such a row's log-sum-exp overflows to +inf in the
    // program (fill + log(exp(-fill))) where attn.sdpa gives the sink.
    if (m.lseOp && m.softmax != SoftmaxKind::vanilla)
      return fail(miss, "a mask tensor and a sink next to a returned "
                        "log-sum-exp");
  }
  if (m.bias && mayHoldNegInf(m.bias)) {
    // A row whose scores are all -inf is NaN in the program (exp(-inf -
    // -inf)). attn.sdpa gives such a row lse = -inf unless a sink or a
    // finite fill keeps its maximum finite; those cases differ otherwise.
    if (m.softmax != SoftmaxKind::vanilla)
      return fail(miss, "a sink next to a bias tensor that may hold -inf "
                        "(an all -inf row is NaN in the program, the sink's "
                        "share in attn.sdpa)");
    if (m.fill && !std::isinf(static_cast<float>(*m.fill)) &&
        (m.lower != INT64_MIN || m.upper != INT64_MAX))
      return fail(miss, "a bias tensor that may hold -inf next to an index "
                        "mask with a finite fill (a row whose allowed "
                        "scores are all -inf averages the masked keys in "
                        "the program)");
    // Under torch's safe softmax such a row is 0 in the program too.
    nanRows = !m.safeSoftmax;
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Rewriting
//===----------------------------------------------------------------------===//

AffineExpr Raiser::mergedBatch(function_ref<AffineExpr(int64_t)> indexOf) {
  AffineExpr flat = getAffineConstantExpr(0, ctx);
  for (int64_t d : outerBatchDims)
    flat = flat * m.loopSizes[d] + indexOf(d);
  return flat * m.loopSizes[batchDim] + indexOf(batchDim);
}

/// Rearranges `tensor` (indexed through `map` of root dims) into the layout
/// [B, S, H, D] order of `layout`, as a linalg.generic copy (the identity
/// is returned as is). `seqDim` and `featureDim` are root dims.
Value Raiser::toLayout(OpBuilder &b, Location loc, Value tensor, AffineMap map,
                       int64_t seqDim, int64_t featureDim, bool isKeyValue) {
  auto type = cast<RankedTensorType>(tensor.getType());
  int64_t seqSize = m.loopSizes[seqDim];
  int64_t featureSize =
      featureDim == m.roles.qkDim ? dimQK : m.loopSizes[featureDim];
  int64_t heads = isKeyValue ? headsKv : headsQ;
  SmallVector<int64_t> shape =
      getLayoutShape(layout, batch, seqSize, heads, featureSize);
  // Dims of the copy: (b, s, h, d) in layout order.
  SmallVector<int64_t> roleOfPosition(4);
  {
    SmallVector<int64_t> positions =
        getLayoutShape(layout, 0, 1, 2, 3); // position -> role
    roleOfPosition.assign(positions.begin(), positions.end());
  }
  // Map from copy dims to the source indices: substitute root dims.
  SmallVector<AffineExpr> substitution(map.getNumDims(),
                                       getAffineConstantExpr(0, ctx));
  auto copyDim = [&](int64_t role) {
    for (int64_t p = 0; p < 4; ++p)
      if (roleOfPosition[p] == role)
        return getAffineDimExpr(p, ctx);
    return getAffineConstantExpr(0, ctx);
  };
  if (batchDim >= 0) {
    // Merged batch dims: the copy's batch index, split outer to inner.
    AffineExpr flat = copyDim(0);
    int64_t stride = m.loopSizes[batchDim];
    substitution[batchDim] = flat % stride;
    for (int64_t d : llvm::reverse(outerBatchDims)) {
      substitution[d] = flat.floorDiv(stride) % m.loopSizes[d];
      stride *= m.loopSizes[d];
    }
    if (outerBatchDims.empty())
      substitution[batchDim] = flat;
  }
  substitution[seqDim] = copyDim(1);
  if (outerHeadDim >= 0) {
    // Heads read as k·G + g: Q's copy head h splits into k = h floordiv G
    // and g = h mod G; K/V's copy head is k.
    AffineExpr h = copyDim(2);
    substitution[outerHeadDim] = isKeyValue ? h : h.floorDiv(group);
    substitution[headDim] = isKeyValue ? getAffineConstantExpr(0, ctx)
                                       : h % group;
  } else if (headDim >= 0) {
    // K/V are indexed by h floordiv g: the copy's head is the kv head.
    substitution[headDim] = isKeyValue ? copyDim(2) * group : copyDim(2);
  }
  substitution[featureDim] = copyDim(3);
  AffineMap source = map.replaceDimsAndSymbols(substitution, {}, 4, 0);
  SmallVector<AffineExpr> simplified;
  for (AffineExpr e : source.getResults())
    simplified.push_back(simplifyAffineExpr(e, 4, 0));
  source = AffineMap::get(4, 0, simplified, ctx);
  // Index 0 of a size-1 dim is that dim's only index: no copy for it.
  SmallVector<AffineExpr> unit(simplified);
  for (auto [p, e] : llvm::enumerate(unit))
    if (auto c = dyn_cast<AffineConstantExpr>(e);
        c && c.getValue() == 0 && p < shape.size() && shape[p] == 1 &&
        type.getRank() == 4 && type.getDimSize(p) == 1)
      e = getAffineDimExpr(p, ctx);
  if (AffineMap::get(4, 0, unit, ctx).isIdentity() &&
      type.getShape() == ArrayRef<int64_t>(shape))
    return tensor;
  Value empty = tensor::EmptyOp::create(b, loc, shape, type.getElementType());
  auto copy = linalg::GenericOp::create(
      b, loc, TypeRange{empty.getType()}, ValueRange{tensor}, ValueRange{empty},
      ArrayRef<AffineMap>{source, AffineMap::getMultiDimIdentityMap(4, ctx)},
      SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
      [](OpBuilder &nested, Location nestedLoc, ValueRange args) {
        linalg::YieldOp::create(nested, nestedLoc, args[0]);
      });
  return copy->getResult(0);
}

void Raiser::rewrite(RewriterBase &rewriter) {
  Location loc = m.root.getLoc();
  OpBuilder::InsertionGuard guard(rewriter);
  Operation *last = replaced.getDefiningOp();
  if (m.lseOp && last->isBeforeInBlock(m.lseOp))
    last = m.lseOp;
  rewriter.setInsertionPointAfter(last);
  int64_t qk = m.roles.qkDim;
  Value q =
      toLayout(rewriter, loc, m.query, m.queryMap, m.roles.query, qk, false);
  Value k = toLayout(rewriter, loc, m.key, m.keyMap, m.roles.key, qk, true);
  Value v = toLayout(rewriter, loc, m.value, m.valueMap, m.roles.key,
                     m.roles.valueDim, true);
  q = upcast(rewriter, loc, q);
  k = upcast(rewriter, loc, k);
  v = upcast(rewriter, loc, v);
  Value bias = buildBias(rewriter, loc);
  // A float [Hq] tensor (checked by the analysis), read as f32.
  Value sink = m.sink ? extendTo(rewriter, loc, m.sink, rewriter.getF32Type())
                      : Value();

  auto outType = RankedTensorType::get(
      getLayoutShape(layout, batch, seqQ, headsQ, dimV), outElementType);
  DenseI64ArrayAttr window;
  if (m.windowLeft != -1 || m.windowRight != -1)
    window = rewriter.getDenseI64ArrayAttr({m.windowLeft, m.windowRight});
  // The default scale (as rounded to f32, the precision it applies in) is
  // left implicit, as canonicalisation would.
  FloatAttr scaleAttr = rewriter.getF64FloatAttr(m.scale);
  if (static_cast<float>(m.scale) == static_cast<float>(getDefaultScale(dimQK)))
    scaleAttr = nullptr;
  Type lseType;
  if (m.lseOp || nanRows)
    lseType =
        RankedTensorType::get({batch, headsQ, seqQ}, Float32Type::get(ctx));
  auto sdpa = SdpaOp::create(
      rewriter, loc, outType, lseType, q, k, v, bias, Value(), sink, Value(),
      Value(), Value(), Value(), LayoutAttr::get(ctx, layout),
      CausalMaskAttr::get(ctx, m.causal), window, scaleAttr,
      SoftmaxKindAttr::get(ctx, m.softmax), rewriter.getF64FloatAttr(0.0));
  if (scoreMod)
    sdpa.getScoreMod().takeBody(*scoreMod);
  if (maskMod)
    sdpa.getMaskMod().takeBody(*maskMod);

  // Rows the bias made all -inf: lse = -inf in attn.sdpa (no sink, and
  // no index mask empties a row), NaN in the program.
  Value lseResult = sdpa.getLse();
  Value fixedOut = sdpa.getOut();
  if (nanRows)
    restoreNaNRows(rewriter, loc, outType, fixedOut, lseResult);
  replaceOutput(rewriter, loc, outType, fixedOut);
  if (m.lseOp)
    replaceLse(rewriter, loc, lseResult);
}

Value Raiser::upcast(RewriterBase &rewriter, Location loc, Value tensor) {
  return extendTo(rewriter, loc, tensor, outElementType);
}

Value Raiser::extendTo(RewriterBase &rewriter, Location loc, Value tensor,
                       Type elementType) {
  auto type = cast<RankedTensorType>(tensor.getType());
  if (type.getElementType() == elementType)
    return tensor;
  Value empty =
      tensor::EmptyOp::create(rewriter, loc, type.getShape(), elementType);
  AffineMap id = AffineMap::getMultiDimIdentityMap(type.getRank(), ctx);
  return linalg::GenericOp::create(
             rewriter, loc, TypeRange{empty.getType()}, ValueRange{tensor},
             ValueRange{empty}, ArrayRef<AffineMap>{id, id},
             SmallVector<utils::IteratorType>(type.getRank(),
                                              utils::IteratorType::parallel),
             [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
               Value wide = arith::ExtFOp::create(nested, nestedLoc,
                                                  elementType, args[0]);
               linalg::YieldOp::create(nested, nestedLoc, wide);
             })
      ->getResult(0);
}

Value Raiser::buildBias(RewriterBase &rewriter, Location loc) {
  Value bias;
  if (m.bias || m.maskTensor) {
    // Materialise [B|1, H|1, Sq|1, Skv|1] (times any scale applied after
    // the bias was added), masked pairs set to the fill.
    SmallVector<int64_t> roots = {batchDim, headDim, m.roles.query,
                                  m.roles.key};
    SmallVector<int64_t> full = {batch, headsQ, seqQ, seqKv};
    SmallVector<int64_t> shape(4, 1);
    SmallVector<AffineExpr> substitution(m.root.getNumLoops() + 1,
                                         getAffineConstantExpr(0, ctx));
    for (int p = 0; p < 4; ++p) {
      if (roots[p] < 0 ||
          !((m.bias && m.biasMap.isFunctionOfDim(roots[p])) ||
            (m.maskTensor && m.maskMap.isFunctionOfDim(roots[p]))))
        continue;
      shape[p] = full[p];
      substitution[roots[p]] = getAffineDimExpr(p, ctx);
    }
    SmallVector<Value> inputs;
    SmallVector<AffineMap> maps;
    for (auto [tensor, map] :
         {std::pair(m.bias, m.biasMap), std::pair(m.maskTensor, m.maskMap)}) {
      if (!tensor)
        continue;
      ArrayRef<AffineExpr> dims(substitution);
      inputs.push_back(tensor);
      maps.push_back(map.replaceDimsAndSymbols(
          dims.take_front(map.getNumDims()), {}, 4, 0));
    }
    maps.push_back(AffineMap::getMultiDimIdentityMap(4, ctx));
    Type element = Float32Type::get(ctx);
    Value empty = tensor::EmptyOp::create(rewriter, loc, shape, element);
    double biasScale = m.biasFactor;
    bool hasBias = static_cast<bool>(m.bias);
    bool hasMask = static_cast<bool>(m.maskTensor);
    bool negated = m.maskNegated;
    double fill = m.fill.value_or(0.0);
    bias =
        linalg::GenericOp::create(
            rewriter, loc, TypeRange{empty.getType()}, inputs,
            ValueRange{empty}, maps,
            SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
            [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
              Value x;
              if (hasBias) {
                x = args[0];
                if (x.getType() != element)
                  x = arith::ExtFOp::create(nested, nestedLoc, element, x);
                if (biasScale != 1.0) {
                  Value c = arith::ConstantOp::create(
                      nested, nestedLoc, nested.getF32FloatAttr(biasScale));
                  x = arith::MulFOp::create(nested, nestedLoc, x, c);
                }
              } else {
                x = arith::ConstantOp::create(nested, nestedLoc,
                                              nested.getF32FloatAttr(0.0));
              }
              if (hasMask) {
                Value masked = arith::ConstantOp::create(
                    nested, nestedLoc, nested.getF32FloatAttr(fill));
                Value allowed = args[hasBias ? 1 : 0];
                x = negated ? arith::SelectOp::create(nested, nestedLoc,
                                                      allowed, masked, x)
                            : arith::SelectOp::create(nested, nestedLoc,
                                                      allowed, x, masked);
              }
              linalg::YieldOp::create(nested, nestedLoc, x);
            })
            ->getResult(0);
  }
  return bias;
}

void Raiser::restoreNaNRows(RewriterBase &rewriter, Location loc,
                            RankedTensorType outType, Value &fixedOut,
                            Value &lseResult) {
  auto isNegInf = [](OpBuilder &nested, Location nestedLoc, Value x) {
    Value negInf = arith::ConstantOp::create(
        nested, nestedLoc,
        nested.getF32FloatAttr(-std::numeric_limits<float>::infinity()));
    return arith::CmpFOp::create(nested, nestedLoc, arith::CmpFPredicate::OEQ,
                                 x, negInf);
  };
  auto withNaN = [&](OpBuilder &nested, Location nestedLoc, Value isEmpty,
                     Value x) -> Value {
    auto type = cast<FloatType>(x.getType());
    Value nan = arith::ConstantOp::create(
        nested, nestedLoc,
        nested.getFloatAttr(type, APFloat::getQNaN(type.getFloatSemantics())));
    return arith::SelectOp::create(nested, nestedLoc, isEmpty, nan, x);
  };
  // out's layout dims -> lse's [B, Hq, Sq].
  SmallVector<int64_t> positions = getLayoutShape(layout, 0, 1, 2, 3);
  AffineExpr at[3];
  for (int64_t p = 0; p < 4; ++p) {
    int64_t role = positions[p];
    if (role == 0)
      at[0] = getAffineDimExpr(p, ctx);
    else if (role == 2)
      at[1] = getAffineDimExpr(p, ctx);
    else if (role == 1)
      at[2] = getAffineDimExpr(p, ctx);
  }
  AffineMap id = AffineMap::getMultiDimIdentityMap(4, ctx);
  Value empty = tensor::EmptyOp::create(rewriter, loc, outType.getShape(),
                                        outElementType);
  fixedOut =
      linalg::GenericOp::create(
          rewriter, loc, TypeRange{outType}, ValueRange{fixedOut, lseResult},
          ValueRange{empty},
          ArrayRef<AffineMap>{id, AffineMap::get(4, 0, at, ctx), id},
          SmallVector<utils::IteratorType>(4, utils::IteratorType::parallel),
          [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
            Value isEmpty = isNegInf(nested, nestedLoc, args[1]);
            linalg::YieldOp::create(
                nested, nestedLoc,
                withNaN(nested, nestedLoc, isEmpty, args[0]));
          })
          ->getResult(0);
  // The program's log-sum-exp of such a row is NaN as well when its
  // maximum starts at -inf; from the lowest float it is that + log 0 =
  // -inf, which lse already is.
  if (m.lseOp && m.maxStartsAtNegInf) {
    AffineMap id3 = AffineMap::getMultiDimIdentityMap(3, ctx);
    auto lseType = cast<RankedTensorType>(lseResult.getType());
    Value lseEmpty = tensor::EmptyOp::create(rewriter, loc, lseType.getShape(),
                                             lseType.getElementType());
    lseResult =
        linalg::GenericOp::create(
            rewriter, loc, TypeRange{lseType}, ValueRange{lseResult},
            ValueRange{lseEmpty}, ArrayRef<AffineMap>{id3, id3},
            SmallVector<utils::IteratorType>(3, utils::IteratorType::parallel),
            [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
              Value isEmpty = isNegInf(nested, nestedLoc, args[0]);
              linalg::YieldOp::create(
                  nested, nestedLoc,
                  withNaN(nested, nestedLoc, isEmpty, args[0]));
            })
            ->getResult(0);
  }
}

void Raiser::replaceOutput(RewriterBase &rewriter, Location loc,
                           RankedTensorType outType, Value fixedOut) {
  // Back to the program's output indexing (out map of the root).
  Value result = fixedOut;
  auto replacedType = cast<RankedTensorType>(replaced.getType());
  SmallVector<int64_t> positionOfRole = getLayoutShape(layout, 0, 1, 2, 3);
  SmallVector<AffineExpr> sourceExprs(4);
  // Copy dims = root out indices; source = sdpa out [layout order].
  unsigned outRank = m.outMap.getNumResults();
  SmallVector<AffineExpr> rootToCopy(m.root.getNumLoops(),
                                     getAffineConstantExpr(0, ctx));
  for (auto [position, e] : llvm::enumerate(m.outMap.getResults()))
    rootToCopy[cast<AffineDimExpr>(e).getPosition()] =
        getAffineDimExpr(position, ctx);
  int64_t rolesRoot[4] = {batchDim, m.roles.query, headDim, m.roles.valueDim};
  for (int p = 0; p < 4; ++p) {
    int64_t role = positionOfRole[p];
    sourceExprs[p] = rolesRoot[role] >= 0 ? rootToCopy[rolesRoot[role]]
                                          : getAffineConstantExpr(0, ctx);
    if (role == 0 && batchDim >= 0)
      sourceExprs[p] = mergedBatch([&](int64_t d) { return rootToCopy[d]; });
    if (role == 2 && outerHeadDim >= 0)
      sourceExprs[p] = mergedHead([&](int64_t d) { return rootToCopy[d]; });
  }
  AffineMap sourceMap = AffineMap::get(outRank, 0, sourceExprs, ctx);
  if (!(sourceMap.isIdentity() &&
        replacedType.getShape() == outType.getShape())) {
    Value empty = tensor::EmptyOp::create(
        rewriter, loc, replacedType.getShape(), outElementType);
    result =
        linalg::GenericOp::create(
            rewriter, loc, TypeRange{empty.getType()}, ValueRange{result},
            ValueRange{empty},
            ArrayRef<AffineMap>{
                sourceMap, AffineMap::getMultiDimIdentityMap(outRank, ctx)},
            SmallVector<utils::IteratorType>(outRank,
                                             utils::IteratorType::parallel),
            [](OpBuilder &nested, Location nestedLoc, ValueRange args) {
              linalg::YieldOp::create(nested, nestedLoc, args[0]);
            })
            ->getResult(0);
  }
  rewriter.replaceAllUsesWith(replaced, result);
}

void Raiser::replaceLse(RewriterBase &rewriter, Location loc, Value lseResult) {
  // [B, Hq, Sq] into the program's LSE dims, in its base.
  Value lse = m.lseOp->getResult(0);
  auto programType = cast<RankedTensorType>(lse.getType());
  unsigned rank = programType.getRank();
  int64_t roles[3] = {batchDim, headDim, m.roles.query};
  SmallVector<AffineExpr> source;
  for (int64_t role : roles) {
    AffineExpr e = getAffineConstantExpr(0, ctx);
    for (auto [position, rootDim] : llvm::enumerate(m.lseRootDims))
      if (role >= 0 && rootDim == role)
        e = getAffineDimExpr(position, ctx);
    source.push_back(e);
  }
  double factor = m.lseFactor;
  AffineMap sourceMap = AffineMap::get(rank, 0, source, ctx);
  if (sourceMap.isIdentity() && factor == 1.0 &&
      programType == lseResult.getType()) {
    rewriter.replaceAllUsesWith(lse, lseResult);
    return;
  }
  Value empty = tensor::EmptyOp::create(rewriter, loc, programType.getShape(),
                                        programType.getElementType());
  Value copy =
      linalg::GenericOp::create(
          rewriter, loc, TypeRange{programType}, ValueRange{lseResult},
          ValueRange{empty},
          ArrayRef<AffineMap>{sourceMap,
                              AffineMap::getMultiDimIdentityMap(rank, ctx)},
          SmallVector<utils::IteratorType>(rank, utils::IteratorType::parallel),
          [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
            Value x = args[0];
            if (factor != 1.0) {
              Value c = arith::ConstantOp::create(
                  nested, nestedLoc, nested.getF32FloatAttr(factor));
              x = arith::MulFOp::create(nested, nestedLoc, x, c);
            }
            linalg::YieldOp::create(nested, nestedLoc, x);
          })
          ->getResult(0);
  rewriter.replaceAllUsesWith(lse, copy);
}
