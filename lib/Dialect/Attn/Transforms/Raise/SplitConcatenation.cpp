//===- SplitConcatenation.cpp - computations over concat pieces -----------===//
//
// Part of attn-raise-canonicalize. A softmax over `concat(scores, sinks)`
// (GPT-OSS's attention sinks) computes each step once over the
// concatenation. Pushed into the pieces, the same computation becomes the
// scores' softmax with the sink as a separate term, which is the form the
// matcher reads:
//   elementwise(concat(a, b))      -> concat(elementwise(a), elementwise(b))
//   reduce_j(concat_j(a, b), init) -> reduce_j(b, reduce_j(a, init))
//   extract_slice(concat(a, b))    -> a slice of the one piece it reads
// Every rewrite keeps each element's computation and each reduction's
// order, so it is bitwise exact.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Transforms/RaiseCanonicalization.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/PatternMatch.h"

using namespace mlir;

namespace {

/// The offsets of `concat`'s pieces along its dimension, and their sizes;
/// failure unless every piece has a static size there.
LogicalResult pieceExtents(tensor::ConcatOp concat,
                           SmallVectorImpl<int64_t> &offsets,
                           SmallVectorImpl<int64_t> &sizes) {
  int64_t dim = concat.getDim(), offset = 0;
  for (Value piece : concat.getInputs()) {
    int64_t size = cast<RankedTensorType>(piece.getType()).getDimSize(dim);
    if (ShapedType::isDynamic(size))
      return failure();
    offsets.push_back(offset);
    sizes.push_back(size);
    offset += size;
  }
  return success();
}

/// `tensor` restricted to [offset, offset + size) along `dim`.
Value sliceAlong(PatternRewriter &rewriter, Location loc, Value tensor,
                 int64_t dim, int64_t offset, int64_t size) {
  auto type = cast<RankedTensorType>(tensor.getType());
  SmallVector<OpFoldResult> offsets(type.getRank(), rewriter.getIndexAttr(0));
  SmallVector<OpFoldResult> sizes, strides(type.getRank(),
                                           rewriter.getIndexAttr(1));
  for (int64_t d = 0; d < type.getRank(); ++d)
    sizes.push_back(rewriter.getIndexAttr(type.getDimSize(d)));
  offsets[dim] = rewriter.getIndexAttr(offset);
  sizes[dim] = rewriter.getIndexAttr(size);
  return tensor::ExtractSliceOp::create(rewriter, loc, tensor, offsets, sizes,
                                        strides);
}

/// Whether `generic`'s body reads the position along loop `loop`.
bool readsLoopIndex(linalg::GenericOp generic, unsigned loop) {
  bool reads = false;
  generic.getBody()->walk([&](linalg::IndexOp index) {
    reads |= index.getDim() == loop;
  });
  return reads;
}

/// An all-parallel generic with an identity output map that reads a
/// concatenation through an identity map is computed piece by piece. Other
/// identity-mapped inputs are sliced alike; inputs that do not vary along
/// the concatenated dimension (a broadcast row statistic) are kept.
struct SplitElementwiseOverConcat : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    if (generic.getNumReductionLoops() != 0 || generic->getNumResults() != 1 ||
        generic.getNumDpsInits() != 1 ||
        !generic.getIndexingMapsArray().back().isIdentity())
      return failure();
    tensor::ConcatOp concat;
    for (OpOperand *input : generic.getDpsInputOperands())
      if (generic.getMatchingIndexingMap(input).isIdentity())
        if (auto c = input->get().getDefiningOp<tensor::ConcatOp>())
          concat = c;
    SmallVector<int64_t> offsets, sizes;
    if (!concat || failed(pieceExtents(concat, offsets, sizes)))
      return failure();
    unsigned dim = concat.getDim();
    if (readsLoopIndex(generic, dim))
      return failure();
    for (OpOperand *input : generic.getDpsInputOperands()) {
      AffineMap map = generic.getMatchingIndexingMap(input);
      if (!map.isIdentity() && map.isFunctionOfDim(dim))
        return failure();
    }

    Location loc = generic.getLoc();
    Value init = generic.getDpsInitOperand(0)->get();
    SmallVector<Value> pieces;
    for (auto [offset, size] : llvm::zip(offsets, sizes)) {
      SmallVector<Value> inputs;
      for (OpOperand *input : generic.getDpsInputOperands())
        inputs.push_back(
            generic.getMatchingIndexingMap(input).isIdentity()
                ? sliceAlong(rewriter, loc, input->get(), dim, offset, size)
                : input->get());
      Value pieceInit = sliceAlong(rewriter, loc, init, dim, offset, size);
      auto piece = linalg::GenericOp::create(
          rewriter, loc, TypeRange{pieceInit.getType()}, inputs,
          ValueRange{pieceInit}, generic.getIndexingMapsArray(),
          generic.getIteratorTypesArray());
      rewriter.cloneRegionBefore(generic.getRegion(), piece.getRegion(),
                                 piece.getRegion().begin());
      pieces.push_back(piece->getResult(0));
    }
    rewriter.replaceOpWithNewOp<tensor::ConcatOp>(generic, dim, pieces);
    return success();
  }
};

/// `map` over `numDims` dims without dim `dropped`, which is read as 0.
AffineMap dropDim(AffineMap map, unsigned dropped) {
  MLIRContext *ctx = map.getContext();
  SmallVector<AffineExpr> replacements;
  for (unsigned d = 0; d < map.getNumDims(); ++d)
    replacements.push_back(d == dropped ? getAffineConstantExpr(0, ctx)
                           : d < dropped ? getAffineDimExpr(d, ctx)
                                         : getAffineDimExpr(d - 1, ctx));
  return map.replaceDimsAndSymbols(replacements, {}, map.getNumDims() - 1, 0);
}

/// A one-input reduction over a concatenated dimension continues from one
/// piece to the next: reduce(b, reduce(a, init)), the order of the
/// original loop. A piece of extent 1 is one application of the body,
/// reduce(b, acc) = body(b[0], acc), written as an elementwise generic that
/// reads the accumulator as an input (where the matcher sees it as a term).
struct SplitReductionOverConcat : OpRewritePattern<linalg::GenericOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(linalg::GenericOp generic,
                                PatternRewriter &rewriter) const override {
    if (generic.getNumReductionLoops() != 1 || generic.getNumDpsInputs() != 1 ||
        generic.getNumDpsInits() != 1 || generic->getNumResults() != 1)
      return failure();
    OpOperand *input = generic.getDpsInputOperand(0);
    auto concat = input->get().getDefiningOp<tensor::ConcatOp>();
    SmallVector<int64_t> offsets, sizes;
    if (!concat || failed(pieceExtents(concat, offsets, sizes)))
      return failure();
    SmallVector<unsigned> reductionDims;
    generic.getReductionDims(reductionDims);
    unsigned loop = reductionDims.front();
    AffineMap inputMap = generic.getMatchingIndexingMap(input);
    auto along = dyn_cast<AffineDimExpr>(inputMap.getResult(concat.getDim()));
    if (!along || along.getPosition() != loop || readsLoopIndex(generic, loop))
      return failure();
    for (auto [position, result] : llvm::enumerate(inputMap.getResults()))
      if (position != concat.getDim() && result.isFunctionOfDim(loop))
        return failure();

    Value acc = generic.getDpsInitOperand(0)->get();
    for (auto [piece, size] : llvm::zip(concat.getInputs(), sizes))
      acc = size == 1 ? applyOnce(rewriter, generic, piece, acc, loop)
                      : reduceFrom(rewriter, generic, piece, acc);
    rewriter.replaceOp(generic, acc);
    return success();
  }

private:
  static Value reduceFrom(PatternRewriter &rewriter, linalg::GenericOp generic,
                          Value piece, Value acc) {
    auto reduced = linalg::GenericOp::create(
        rewriter, generic.getLoc(), TypeRange{acc.getType()},
        ValueRange{piece}, ValueRange{acc}, generic.getIndexingMapsArray(),
        generic.getIteratorTypesArray());
    rewriter.cloneRegionBefore(generic.getRegion(), reduced.getRegion(),
                               reduced.getRegion().begin());
    return reduced->getResult(0);
  }

  static Value applyOnce(PatternRewriter &rewriter, linalg::GenericOp generic,
                         Value piece, Value acc, unsigned loop) {
    Location loc = generic.getLoc();
    auto accType = cast<RankedTensorType>(acc.getType());
    AffineMap inputMap = dropDim(generic.getIndexingMapsArray()[0], loop);
    AffineMap accMap = dropDim(generic.getIndexingMapsArray()[1], loop);
    Value empty = tensor::EmptyOp::create(rewriter, loc, accType.getShape(),
                                          accType.getElementType());
    SmallVector<utils::IteratorType> iterators(
        generic.getNumLoops() - 1, utils::IteratorType::parallel);
    auto once = linalg::GenericOp::create(
        rewriter, loc, TypeRange{accType}, ValueRange{piece, acc},
        ValueRange{empty}, ArrayRef<AffineMap>{inputMap, accMap, accMap},
        iterators);
    Block *body = generic.getBody();
    Block *block = rewriter.createBlock(
        &once.getRegion(), {},
        {body->getArgument(0).getType(), body->getArgument(1).getType(),
         body->getArgument(1).getType()},
        {loc, loc, loc});
    IRMapping mapping;
    mapping.map(body->getArgument(0), block->getArgument(0));
    mapping.map(body->getArgument(1), block->getArgument(1));
    rewriter.setInsertionPointToStart(block);
    for (Operation &op : *body)
      rewriter.clone(op, mapping);
    rewriter.setInsertionPointAfter(once);
    return once->getResult(0);
  }
};

/// A unit-stride slice of a concatenation that lies within one piece is a
/// slice of that piece (the whole piece when it covers it).
struct SliceOfConcatPiece : OpRewritePattern<tensor::ExtractSliceOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(tensor::ExtractSliceOp slice,
                                PatternRewriter &rewriter) const override {
    auto concat = slice.getSource().getDefiningOp<tensor::ConcatOp>();
    SmallVector<int64_t> offsets, sizes;
    if (!concat || !slice.hasUnitStride() ||
        slice.getSourceType().getRank() != slice.getResultType().getRank() ||
        failed(pieceExtents(concat, offsets, sizes)))
      return failure();
    int64_t dim = concat.getDim();
    int64_t begin = slice.getStaticOffsets()[dim];
    int64_t size = slice.getStaticSizes()[dim];
    if (ShapedType::isDynamic(begin) || ShapedType::isDynamic(size))
      return failure();
    for (auto [k, piece] : llvm::enumerate(concat.getInputs())) {
      if (begin < offsets[k] || begin + size > offsets[k] + sizes[k])
        continue;
      SmallVector<OpFoldResult> newOffsets = slice.getMixedOffsets();
      newOffsets[dim] = rewriter.getIndexAttr(begin - offsets[k]);
      rewriter.replaceOpWithNewOp<tensor::ExtractSliceOp>(
          slice, slice.getResultType(), piece, newOffsets,
          slice.getMixedSizes(), slice.getMixedStrides());
      return success();
    }
    return failure();
  }
};

} // namespace

void mlir::attn::populateSplitConcatenationPatterns(
    RewritePatternSet &patterns) {
  patterns.add<SplitElementwiseOverConcat, SplitReductionOverConcat,
               SliceOfConcatPiece>(patterns.getContext());
}
