//===- RaiseCanonicalization.cpp - canonical form for raising -------------===//
//
// attn-raise-canonicalize: exact rewrites that remove the differences
// between the ways JAX, torch-mlir and hand-written linalg spell the same
// attention, so that attn-raise matches one form. See Passes.td.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Transforms/RaiseCanonicalization.h"
#include "attn/Dialect/Attn/Analysis/ElementRange.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExprVisitor.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"

#define DEBUG_TYPE "attn-raise-canonicalize"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNRAISECANONICALIZEPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

namespace {

//===----------------------------------------------------------------------===//
// Uniform inputs
//===----------------------------------------------------------------------===//

/// The one value every element of `tensor` holds, when it is a constant:
/// a splat, a fill of a constant, or a copy/broadcast/reshape of either.
TypedAttr uniformConstant(Value tensor, unsigned depth = 0) {
  if (depth > 16)
    return {};
  Operation *def = tensor.getDefiningOp();
  if (!def)
    return {};
  Attribute attr;
  if (auto constant = dyn_cast<arith::ConstantOp>(def)) {
    auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
    if (dense && dense.isSplat())
      return dyn_cast<TypedAttr>(dense.getSplatValue<Attribute>());
    return {};
  }
  if (auto fill = dyn_cast<linalg::FillOp>(def)) {
    if (matchPattern(fill.getInputs()[0], m_Constant(&attr)))
      return dyn_cast<TypedAttr>(attr);
    return {};
  }
  if (isa<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
          tensor::ExtractSliceOp, tensor::CastOp, linalg::TransposeOp,
          linalg::BroadcastOp, linalg::CopyOp>(def))
    return uniformConstant(def->getOperand(0), depth + 1);
  auto generic = dyn_cast<linalg::GenericOp>(def);
  if (!generic || generic.getNumReductionLoops() != 0)
    return {};
  auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
  Value yielded = yield.getOperand(cast<OpResult>(tensor).getResultNumber());
  if (matchPattern(yielded, m_Constant(&attr)))
    return dyn_cast<TypedAttr>(attr);
  auto arg = dyn_cast<BlockArgument>(yielded);
  if (!arg || arg.getOwner() != generic.getBody())
    return {};
  OpOperand *operand = generic.getMatchingOpOperand(arg);
  if (!generic.isDpsInput(operand))
    return {};
  return uniformConstant(operand->get(), depth + 1);
}

/// Replaces the block argument of a generic input that holds one constant
/// by that constant, so that body folds (maximumf(x, -inf) -> x) apply; the
/// unused input is then erased by linalg's own patterns.
struct FoldUniformInputs : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    bool changed = false;
    Block *body = generic.getBody();
    for (OpOperand *input : generic.getDpsInputOperands()) {
      BlockArgument arg = generic.getMatchingBlockArgument(input);
      if (arg.use_empty())
        continue;
      TypedAttr value = uniformConstant(input->get());
      if (!value || value.getType() != arg.getType())
        continue;
      OpBuilder::InsertionGuard guard(rewriter);
      rewriter.setInsertionPointToStart(body);
      Value constant =
          arith::ConstantOp::create(rewriter, generic.getLoc(), value);
      rewriter.replaceAllUsesWith(arg, constant);
      changed = true;
    }
    return success(changed);
  }
};

//===----------------------------------------------------------------------===//
// Constant casts
//===----------------------------------------------------------------------===//

/// `truncf` of a float constant (torch writes its f64 scale as
/// `truncf %cst : f64 to f32` in the body) is the constant rounded to
/// nearest-even, the rounding truncf performs without a rounding mode.
struct FoldTruncFOfConstant : OpRewritePattern<arith::TruncFOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::TruncFOp trunc,
                                PatternRewriter &rewriter) const override {
    FloatAttr value;
    if (trunc.getRoundingmodeAttr() ||
        !matchPattern(trunc.getIn(), m_Constant(&value)))
      return failure();
    auto type = dyn_cast<FloatType>(trunc.getType());
    if (!type)
      return failure();
    APFloat rounded = value.getValue();
    bool losesInfo = false;
    rounded.convert(type.getFloatSemantics(), APFloat::rmNearestTiesToEven,
                    &losesInfo);
    rewriter.replaceOpWithNewOp<arith::ConstantOp>(
        trunc, FloatAttr::get(type, rounded));
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Signed index comparisons
//===----------------------------------------------------------------------===//

bool isNonNegative(ElementRangeAnalysis &ranges, Value value) {
  std::optional<ConstantIntRanges> range = ranges.getRange(value);
  return range && range->smin().isNonNegative();
}

/// `cmpi ult/ule/ugt/uge` on two values that are provably in [0, smax] is
/// the signed comparison (e.g. torch's or a hand-written `j <= i` on
/// indices); the matcher reads bands from signed comparisons only.
struct SignedIndexComparison : OpRewritePattern<arith::CmpIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::CmpIOp cmp,
                                PatternRewriter &rewriter) const override {
    using P = arith::CmpIPredicate;
    P signedPredicate;
    switch (cmp.getPredicate()) {
    case P::ult:
      signedPredicate = P::slt;
      break;
    case P::ule:
      signedPredicate = P::sle;
      break;
    case P::ugt:
      signedPredicate = P::sgt;
      break;
    case P::uge:
      signedPredicate = P::sge;
      break;
    default:
      return failure();
    }
    ElementRangeAnalysis ranges;
    if (!isNonNegative(ranges, cmp.getLhs()) ||
        !isNonNegative(ranges, cmp.getRhs()))
      return rewriter.notifyMatchFailure(cmp, "operands may be negative");
    rewriter.modifyOpInPlace(cmp, [&] { cmp.setPredicate(signedPredicate); });
    return success();
  }
};

/// Zero-extending casts of non-negative values are sign-extending ones.
struct SignedIndexCastUI : OpRewritePattern<arith::IndexCastUIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::IndexCastUIOp cast,
                                PatternRewriter &rewriter) const override {
    ElementRangeAnalysis ranges;
    if (!isNonNegative(ranges, cast.getIn()))
      return failure();
    rewriter.replaceOpWithNewOp<arith::IndexCastOp>(cast, cast.getType(),
                                                    cast.getIn());
    return success();
  }
};

struct SignedExtUI : OpRewritePattern<arith::ExtUIOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(arith::ExtUIOp ext,
                                PatternRewriter &rewriter) const override {
    if (ext.getIn().getType().isInteger(1))
      return failure(); // booleans zero-extend to 0/1
    ElementRangeAnalysis ranges;
    if (!isNonNegative(ranges, ext.getIn()))
      return failure();
    rewriter.replaceOpWithNewOp<arith::ExtSIOp>(ext, ext.getType(),
                                                ext.getIn());
    return success();
  }
};

//===----------------------------------------------------------------------===//
// Dead results of multi-result reductions
//===----------------------------------------------------------------------===//

/// Whether computing `value` in `body` reads `arg`.
bool dependsOn(Value value, BlockArgument arg, Block *body) {
  SmallVector<Value> worklist = {value};
  llvm::SmallPtrSet<Value, 16> seen;
  while (!worklist.empty()) {
    Value v = worklist.pop_back_val();
    if (v == arg)
      return true;
    if (!seen.insert(v).second)
      continue;
    Operation *def = v.getDefiningOp();
    if (!def || def->getBlock() != body)
      continue;
    llvm::append_range(worklist, def->getOperands());
  }
  return false;
}

/// A multi-result generic whose result k is unused and that no other
/// result depends on (torch's max-with-argmax when only the max is used)
/// yields its own init for k, which makes the result erasable by linalg's
/// EraseUnusedOperandsAndResults.
struct ForgetDeadResults : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    if (generic->getNumResults() < 2)
      return failure();
    Block *body = generic.getBody();
    auto yield = cast<linalg::YieldOp>(body->getTerminator());
    bool changed = false;
    for (OpResult result : generic->getResults()) {
      unsigned k = result.getResultNumber();
      BlockArgument init =
          generic.getMatchingBlockArgument(generic.getDpsInitOperand(k));
      if (!result.use_empty() || yield.getOperand(k) == init)
        continue;
      bool needed = false;
      for (auto [j, other] : llvm::enumerate(yield.getOperands()))
        needed |= j != k && dependsOn(other, init, body);
      if (needed)
        continue;
      rewriter.modifyOpInPlace(yield, [&] { yield.setOperand(k, init); });
      changed = true;
    }
    return success(changed);
  }
};

//===----------------------------------------------------------------------===//
// Reductions into kept size-1 dimensions
//===----------------------------------------------------------------------===//

/// `sum(x, dim, keepdim=True)`: a reduction whose output map writes a
/// constant 0 into a size-1 dimension is computed into the tensor without
/// those dimensions and expanded back, so that its output map is a
/// projected permutation.
struct DropKeptReductionDims : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    if (generic.getNumReductionLoops() == 0 || generic->getNumResults() != 1)
      return failure();
    OpOperand *initOperand = generic.getDpsInitOperand(0);
    AffineMap outMap = generic.getMatchingIndexingMap(initOperand);
    auto initType = dyn_cast<RankedTensorType>(initOperand->get().getType());
    if (!initType || !initType.hasStaticShape())
      return failure();
    SmallVector<AffineExpr> kept;
    SmallVector<int64_t> keptShape;
    SmallVector<ReassociationIndices> groups;
    ReassociationIndices pending; // unit dims before the first kept one
    for (auto [position, expr] : llvm::enumerate(outMap.getResults())) {
      auto constant = dyn_cast<AffineConstantExpr>(expr);
      if (constant && constant.getValue() == 0 &&
          initType.getDimSize(position) == 1) {
        if (groups.empty())
          pending.push_back(position);
        else
          groups.back().push_back(position);
        continue;
      }
      if (!isa<AffineDimExpr>(expr))
        return failure();
      kept.push_back(expr);
      keptShape.push_back(initType.getDimSize(position));
      ReassociationIndices group = pending;
      group.push_back(position);
      pending.clear();
      groups.push_back(group);
    }
    if (kept.size() == outMap.getNumResults())
      return failure();
    if (groups.empty())
      pending.clear(); // rank-0: every dimension collapses away

    Location loc = generic.getLoc();
    auto reducedType =
        RankedTensorType::get(keptShape, initType.getElementType());
    Value init = tensor::CollapseShapeOp::create(
        rewriter, loc, reducedType, initOperand->get(), groups);
    SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
    maps.back() = AffineMap::get(outMap.getNumDims(), 0, kept,
                                 generic.getContext());
    auto reduced = linalg::GenericOp::create(
        rewriter, loc, TypeRange{reducedType}, generic.getDpsInputs(),
        ValueRange{init}, maps, generic.getIteratorTypesArray());
    rewriter.inlineRegionBefore(generic.getRegion(), reduced.getRegion(),
                                reduced.getRegion().begin());
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(
        generic, initType, reduced->getResult(0), groups);
    return success();
  }
};

/// The input of `generic` if it only copies it (one input, no reduction,
/// the body yields the input element, the output written in loop order),
/// else null; the input map says which element goes where.
Value copiedInput(linalg::GenericOp generic) {
  if (generic.getNumReductionLoops() != 0 ||
      generic.getNumDpsInputs() != 1 || generic->getNumResults() != 1 ||
      !generic.getIndexingMapsArray().back().isIdentity())
    return {};
  auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
  if (yield.getNumOperands() != 1 ||
      yield.getOperand(0) != generic.getBody()->getArgument(0))
    return {};
  return generic.getDpsInputs().front();
}

/// A copy that reads its input at the constant 0 in dims of extent one and
/// plainly elsewhere, into a tensor of the input's type, is the input
/// (torch's expand of a [B·H] product back to [B, H] leaves one when B = 1).
struct EraseUnitDimCopy : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    Value input = copiedInput(generic);
    if (!input)
      return failure();
    auto type = dyn_cast<RankedTensorType>(input.getType());
    if (!type || type != generic->getResult(0).getType() ||
        !type.hasStaticShape())
      return failure();
    SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
    if (maps.front().getNumResults() != type.getRank())
      return failure();
    for (auto [position, expr] : llvm::enumerate(maps.front().getResults())) {
      auto dim = dyn_cast<AffineDimExpr>(expr);
      auto constant = dyn_cast<AffineConstantExpr>(expr);
      bool plain = dim && dim.getPosition() == position;
      bool unitZero = constant && constant.getValue() == 0 &&
                      type.getDimSize(position) == 1;
      if (!plain && !unitZero)
        return failure();
    }
    rewriter.replaceOp(generic, input);
    return success();
  }
};

/// A copy whose input map splits each input dim row-major into a run of
/// consecutive output dims (`(b, s, h, d) -> (b, s, h * 32 + d)` into
/// [B, S, H, 32]) is that input expanded: a view, not a copy. The raise
/// writes such copies where it reads a head-merged argument ([B, T, C],
/// split by nanoGPT's `.view(B, T, nh, hs)`) in its layout; as a reshape,
/// the framework callers apply it to the array itself.
struct CopyAsExpandShape : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    // Only the raise's layout copies of arguments into attention operands:
    // before the raise, the matchers read copies (an index vector given a
    // unit dim) and not reshapes.
    Value input = copiedInput(generic);
    if (!input || !isa<BlockArgument>(input) ||
        !llvm::all_of(generic->getUsers(), llvm::IsaPred<SdpaOp>))
      return failure();
    auto inType = dyn_cast<RankedTensorType>(input.getType());
    auto outType = dyn_cast<RankedTensorType>(generic->getResult(0).getType());
    if (!inType || !outType || !inType.hasStaticShape() ||
        !outType.hasStaticShape() || inType.getRank() >= outType.getRank() ||
        inType.getElementType() != outType.getElementType())
      return failure();
    SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
    if (maps.front().getNumResults() != inType.getRank())
      return failure();
    std::optional<SmallVector<ReassociationIndices>> groups =
        rowMajorGroups(maps.front(), outType.getShape());
    if (!groups)
      return failure();
    for (auto [group, extent] : llvm::zip(*groups, inType.getShape())) {
      int64_t product = 1;
      for (int64_t d : group)
        product *= outType.getDimSize(d);
      if (product != extent)
        return failure();
    }
    rewriter.replaceOpWithNewOp<tensor::ExpandShapeOp>(generic, outType,
                                                       input, *groups);
    return success();
  }

  /// The output dims each result of `map` linearises row-major over
  /// `shape`: consecutive runs covering every dim in order (a dim of
  /// extent one may have any coefficient, and trailing ones join the last
  /// run), if it does.
  static std::optional<SmallVector<ReassociationIndices>>
  rowMajorGroups(AffineMap map, ArrayRef<int64_t> shape) {
    SmallVector<ReassociationIndices> groups;
    int64_t next = 0, dims = map.getNumDims();
    for (AffineExpr expr : map.getResults()) {
      SmallVector<int64_t> flat;
      // Only dims and no constant: columns for floordiv/mod locals or
      // symbols would be terms the coefficients below do not see.
      if (failed(getFlattenedAffineExpr(expr, dims, map.getNumSymbols(),
                                        &flat)) ||
          static_cast<int64_t>(flat.size()) != dims + 1 ||
          map.getNumSymbols() != 0 || flat.back() != 0)
        return std::nullopt;
      // The run ends at its last dim of extent > 1; a result over dims of
      // extent one only (a batch of one read at b or at 0) takes one.
      int64_t last = -1;
      for (int64_t d = 0; d < dims; ++d)
        if (flat[d] != 0 && shape[d] != 1)
          last = d;
      if (last < 0)
        last = next;
      if (last < next || last >= dims)
        return std::nullopt;
      ReassociationIndices group;
      int64_t stride = 1;
      for (int64_t d = last; d >= next; --d) {
        if (shape[d] != 1 && flat[d] != stride)
          return std::nullopt;
        stride *= shape[d];
        group.insert(group.begin(), d);
      }
      for (int64_t d = last + 1; d < dims; ++d)
        if (flat[d] != 0 && shape[d] != 1)
          return std::nullopt;
      next = last + 1;
      groups.push_back(group);
    }
    if (groups.empty())
      return std::nullopt;
    for (; next < dims; ++next) {
      if (shape[next] != 1)
        return std::nullopt;
      groups.back().push_back(next);
    }
    return groups;
  }
};

/// A permutation copy of an attention's output (timm's `.transpose(1, 2)`
/// of a [B, H, N, D] result before it merges the heads) is written as
/// linalg.transpose: the one form the framework integrations apply to the
/// output array themselves.
struct CopyOfOutputAsTranspose : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    // Last, once ComposeTransposes has folded transposes that undo each
    // other: only a copy that is returned (maybe reshaped) stays.
    Value input = copiedInput(generic);
    if (!input || !input.getDefiningOp<SdpaOp>() ||
        !llvm::all_of(generic->getUsers(),
                      llvm::IsaPred<func::ReturnOp, tensor::CollapseShapeOp,
                                    tensor::ExpandShapeOp>))
      return failure();
    SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
    if (!maps.front().isPermutation() || maps.front().isIdentity())
      return failure();
    Value init = generic.getDpsInits().front();
    if (cast<ShapedType>(input.getType()).getElementType() !=
        cast<ShapedType>(init.getType()).getElementType())
      return failure();
    // out[d] = in[map(d)]; linalg.transpose's result dim i is input dim
    // permutation[i].
    AffineMap inverse = inversePermutation(maps.front());
    SmallVector<int64_t> permutation;
    for (AffineExpr e : inverse.getResults())
      permutation.push_back(cast<AffineDimExpr>(e).getPosition());
    rewriter.replaceOpWithNewOp<linalg::TransposeOp>(generic, input, init,
                                                     permutation);
    return success();
  }
};

/// A transpose of a transpose reads the first one's input directly, through
/// the composed permutation: the raise writes attn.sdpa's output in its
/// layout and transposes it to the contraction's, which a returned
/// `out.transpose(1, 2)` transposes back (EraseUnitDimCopy then erases the
/// identity).
struct ComposeTransposes : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    auto producer =
        generic.getDpsInputs().empty()
            ? linalg::GenericOp()
            : generic.getDpsInputs().front().getDefiningOp<linalg::GenericOp>();
    if (!producer || !isTranspose(generic) || !isTranspose(producer))
      return failure();
    // generic reads mid[m(i)]; producer wrote mid[j] = in[p(j)].
    AffineMap composed = producer.getIndexingMapsArray().front().compose(
        generic.getIndexingMapsArray().front());
    Value input = producer.getDpsInputs().front();
    rewriter.modifyOpInPlace(generic, [&] {
      generic.setIndexingMapsAttr(rewriter.getAffineMapArrayAttr(
          {composed, generic.getIndexingMapsArray().back()}));
      generic.getDpsInputOperand(0)->set(input);
    });
    return success();
  }

  /// An all-parallel generic copying its one input through a permutation
  /// into an identity-indexed output.
  static bool isTranspose(linalg::GenericOp generic) {
    if (generic.getNumReductionLoops() != 0 ||
        generic.getNumDpsInputs() != 1 || generic->getNumResults() != 1)
      return false;
    auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
    SmallVector<AffineMap> maps = generic.getIndexingMapsArray();
    return yield.getNumOperands() == 1 &&
           yield.getOperand(0) == generic.getBody()->getArgument(0) &&
           maps.front().isPermutation() && maps.back().isIdentity();
  }
};

//===----------------------------------------------------------------------===//
// Copies folded into their consumers
//===----------------------------------------------------------------------===//

/// Whether `op` only moves elements: an all-parallel generic with one
/// input whose body yields that input (a transpose, broadcast or copy).
bool isElementCopy(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  if (!generic || generic.getNumReductionLoops() != 0 ||
      generic.getNumDpsInputs() != 1 || generic->getNumResults() != 1)
    return false;
  auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
  return yield.getOperand(0) == generic.getBody()->getArgument(0);
}

/// The copies around an attention (a transpose of the output before the
/// cast back to bf16, the transposes torch-mlir writes around a matmul)
/// fold into their elementwise consumers, where the matcher reads them as
/// index maps.
bool shouldFoldCopy(OpOperand *fused) {
  Operation *producer = fused->get().getDefiningOp();
  return isElementCopy(producer);
}

/// Whether `op` is an all-parallel generic of one input, read through a
/// permutation (a transpose, a cast, a scaling: not a broadcast).
bool isPermutedMap(Operation *op) {
  auto generic = dyn_cast_or_null<linalg::GenericOp>(op);
  return generic && generic.getNumReductionLoops() == 0 &&
         generic.getNumDpsInputs() == 1 && generic->getNumResults() == 1 &&
         generic.getIndexingMapsArray()[0].isPermutation();
}

/// `value` with the transposes, casts and scalings that produce it looked
/// through (not broadcasts: GQA's repeat of K/V heads stays a copy the
/// matcher reads).
Value throughPermutedMaps(Value value) {
  while (Operation *op = value.getDefiningOp()) {
    if (!isPermutedMap(op))
      break;
    value = cast<linalg::GenericOp>(op).getDpsInputs()[0];
  }
  return value;
}

/// Whether `op` reshapes a tensor (keeping the row-major element order).
bool isReshape(Operation *op) {
  return isa_and_nonnull<tensor::CollapseShapeOp, tensor::ExpandShapeOp>(op);
}

/// Whether `value` is a function argument, maybe reshaped (nanoGPT's
/// `x.view(B, T, nh, hs)` of a [B, T, C] argument), transposed, cast or
/// scaled.
bool isArgumentOrMapOfOne(Value value) {
  while (true) {
    value = throughPermutedMaps(value);
    Operation *op = value.getDefiningOp();
    if (!isReshape(op))
      return isa<BlockArgument>(value);
    value = op->getOperand(0);
  }
}

/// Whether `value` is a contraction's product (a generic with reduction
/// loops: a batched matmul), maybe cast or transposed.
bool isMapOfContraction(Value value) {
  auto root = throughPermutedMaps(value).getDefiningOp<linalg::GenericOp>();
  return root && root.getNumReductionLoops() > 0;
}

/// Whether `value` is only returned, directly or after casts, transposes
/// and reshapes (torch's `out.transpose(1, 2)` back to [B, S, H, D], and
/// nanoGPT's `.view(B, T, C)` after it); the raise reads a transposed
/// output through its own layout, and the reshapes are views.
bool isOnlyReturned(Value value) {
  return llvm::all_of(value.getUsers(), [](Operation *user) {
    if (isa<func::ReturnOp>(user))
      return true;
    return (isPermutedMap(user) || isReshape(user)) &&
           isOnlyReturned(user->getResult(0));
  });
}

/// Whether `reassociation` merges (or splits) exactly one group of leading
/// dimensions of static `shape` (the expanded side): torch's [B·H] view of
/// [B, H]. A group with the innermost dimension (a kept reduction dim of
/// extent 1), or of unit dims only, is not one.
bool mergesOneGroup(ArrayRef<ReassociationIndices> reassociation,
                    ArrayRef<int64_t> shape) {
  int merged = 0;
  for (const ReassociationIndices &group : reassociation) {
    if (group.size() == 1)
      continue;
    ++merged;
    if (group.front() != 0)
      return false; // not the leading (batch) dims
    bool extent = false;
    for (int64_t d : group) {
      if (ShapedType::isDynamic(shape[d]) ||
          d == static_cast<int64_t>(shape.size()) - 1)
        return false;
      extent |= shape[d] > 1;
    }
    // Only unit dims (a batch and a head of one): nothing to keep apart.
    if (!extent)
      return false;
  }
  return merged == 1;
}

/// The reshapes torch-mlir writes around a batched matmul over [B, H]: a
/// collapse of an argument (or of its transpose or cast) into the matmul,
/// and an expand of a product (maybe cast) that is returned (maybe cast). Only those are expanded into their
/// generics: a reshape of a computed mask, or through a unit dimension,
/// stays, so that the matcher still looks through it to what it came from.
bool shouldExpandReshape(OpOperand *fused) {
  if (auto collapse = fused->get().getDefiningOp<tensor::CollapseShapeOp>())
    return isArgumentOrMapOfOne(collapse.getSrc()) &&
           mergesOneGroup(collapse.getReassociationIndices(),
                          collapse.getSrcType().getShape());
  auto expand = dyn_cast<tensor::ExpandShapeOp>(fused->getOwner());
  if (!expand ||
      !mergesOneGroup(expand.getReassociationIndices(),
                      expand.getResultType().getShape()))
    return false;
  return isMapOfContraction(expand.getSrc()) &&
         isOnlyReturned(expand.getResult());
}

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

struct AttnRaiseCanonicalizePass
    : public mlir::attn::impl::AttnRaiseCanonicalizePassBase<
          AttnRaiseCanonicalizePass> {
  void runOnOperation() override {
    Operation *top = getOperation();
    MLIRContext *ctx = &getContext();
    if (failed(decomposeLinalgToGenerics(top)))
      return signalPassFailure();
    RewritePatternSet patterns(ctx);
    populateRaiseCanonicalizationPatterns(patterns);
    if (failed(applyPatternsGreedily(top, std::move(patterns))))
      return signalPassFailure();
  }
};

} // namespace

void mlir::attn::populateRaiseCanonicalizationPatterns(
    RewritePatternSet &patterns) {
  MLIRContext *ctx = patterns.getContext();
  patterns.add<FoldUniformInputs, FoldTruncFOfConstant, SignedIndexComparison, SignedIndexCastUI,
               SignedExtUI, ForgetDeadResults, DropKeptReductionDims>(ctx);
  populateRaiseCleanupPatterns(patterns);
  populateSplitConcatenationPatterns(patterns);
  linalg::populateEraseUnusedOperandsAndResultsPatterns(patterns);
  linalg::populateElementwiseOpsFusionPatterns(patterns, shouldFoldCopy);
  // torch-mlir flattens [B, H] into one batch dim around every matmul
  // (collapse, bmm, expand). Expanding the generics instead keeps B and H
  // apart, so the attention reads Q, K and V through plain indices and its
  // layout is the arguments' own, with no layout copies.
  linalg::populateFoldReshapeOpsByExpansionPatterns(patterns,
                                                    shouldExpandReshape);
  // The ops' own canonicalisations clean up after the rewrites (folds such
  // as maximumf(x, -inf) -> x inside bodies, identity generics, reshape
  // chains).
  for (StringRef dialect : {"arith", "linalg", "tensor"})
    if (Dialect *d = ctx->getLoadedDialect(dialect))
      d->getCanonicalizationPatterns(patterns);
  for (RegisteredOperationName op : ctx->getRegisteredOperations()) {
    StringRef ns = op.getDialectNamespace();
    if (ns == "arith" || ns == "linalg" || ns == "tensor")
      op.getCanonicalizationPatterns(patterns, ctx);
  }
}

void mlir::attn::populateRaiseCleanupPatterns(RewritePatternSet &patterns) {
  patterns.add<EraseUnitDimCopy, ComposeTransposes, CopyAsExpandShape,
               CopyOfOutputAsTranspose>(patterns.getContext());
}
