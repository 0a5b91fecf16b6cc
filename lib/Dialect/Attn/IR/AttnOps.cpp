//===- AttnOps.cpp - attn.sdpa and attn.sdpa_grad -------------------------===//
//
// Shape decoding, verification and canonicalisation of the attention ops.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Utils/Modifiers.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/PatternMatch.h"
#include "llvm/ADT/STLExtras.h"
#include "llvm/Support/raw_ostream.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

#include "attn/Dialect/Attn/IR/AttnInterfaces.cpp.inc"

//===----------------------------------------------------------------------===//
// Layout helpers
//===----------------------------------------------------------------------===//

namespace {
/// Positions of the logical dimensions of a q/k/v/out tensor in a layout.
/// `batch` is -1 for the packed `thd` layout.
struct LayoutPositions {
  int batch, seq, heads, dim;
};
} // namespace

static LayoutPositions getLayoutPositions(Layout layout) {
  switch (layout) {
  case Layout::bshd:
    return {0, 1, 2, 3};
  case Layout::bhsd:
    return {0, 2, 1, 3};
  case Layout::sbhd:
    return {1, 0, 2, 3};
  case Layout::thd:
    return {-1, 0, 1, 2};
  }
  llvm_unreachable("unknown layout");
}

int64_t mlir::attn::getLayoutRank(Layout layout) {
  return layout == Layout::thd ? 3 : 4;
}

SmallVector<int64_t> mlir::attn::getLayoutShape(Layout layout, int64_t batch,
                                                int64_t seq, int64_t heads,
                                                int64_t dim) {
  LayoutPositions pos = getLayoutPositions(layout);
  SmallVector<int64_t> shape(getLayoutRank(layout));
  if (pos.batch >= 0)
    shape[pos.batch] = batch;
  shape[pos.seq] = seq;
  shape[pos.heads] = heads;
  shape[pos.dim] = dim;
  return shape;
}

SmallVector<int64_t> mlir::attn::getLseShape(Layout layout,
                                             const AttentionDims &dims) {
  if (layout == Layout::thd)
    return {dims.headsQ, dims.seqQ};
  return {dims.batch, dims.headsQ, dims.seqQ};
}

double mlir::attn::getDefaultScale(int64_t headDimQK) {
  return 1.0 / std::sqrt(static_cast<double>(headDimQK));
}

/// Prints a shape as `[2, 64, ?]`.
static std::string formatShape(ArrayRef<int64_t> shape) {
  std::string text;
  llvm::raw_string_ostream os(text);
  os << '[';
  llvm::interleaveComma(shape, os, [&](int64_t size) {
    if (ShapedType::isDynamic(size))
      os << '?';
    else
      os << size;
  });
  os << ']';
  return text;
}

static std::string formatSize(int64_t size) {
  return ShapedType::isDynamic(size) ? "?" : std::to_string(size);
}

/// Sizes agree unless both are static and differ.
static bool sizesCompatible(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) || ShapedType::isDynamic(b) || a == b;
}

static bool shapesCompatible(ArrayRef<int64_t> a, ArrayRef<int64_t> b) {
  if (a.size() != b.size())
    return false;
  for (auto [x, y] : llvm::zip_equal(a, b))
    if (!sizesCompatible(x, y))
      return false;
  return true;
}

/// Combines two compatible sizes, preferring the static one.
static int64_t mergeSize(int64_t a, int64_t b) {
  return ShapedType::isDynamic(a) ? b : a;
}

//===----------------------------------------------------------------------===//
// Shared verification
//===----------------------------------------------------------------------===//

namespace {
/// Verifies what the forward and the backward op have in common: q/k/v,
/// the optional operands and the attributes. Decodes the problem sizes.
template <typename OpTy>
class CommonVerifier {
public:
  explicit CommonVerifier(OpTy op) : op(op), layout(op.getLayout()) {}

  LogicalResult verify(AttentionDims &dims);

private:
  RankedTensorType typeOf(Value value) {
    return cast<RankedTensorType>(value.getType());
  }
  LogicalResult verifyRank(Value value, StringRef name);
  LogicalResult verifyOperandShapes(AttentionDims &dims);
  LogicalResult verifySequenceLengths(AttentionDims &dims);
  LogicalResult verifyBiasAndSinks(const AttentionDims &dims);
  LogicalResult verifyAttributes();
  LogicalResult verifyModifiers();

  OpTy op;
  Layout layout;
};
} // namespace

template <typename OpTy>
LogicalResult CommonVerifier<OpTy>::verifyRank(Value value, StringRef name) {
  int64_t rank = typeOf(value).getRank();
  int64_t expected = getLayoutRank(layout);
  if (rank != expected)
    return op.emitOpError() << "'" << name << "' must have rank " << expected
                            << " for layout " << stringifyLayout(layout)
                            << ", got rank " << rank;
  return success();
}

template <typename OpTy>
LogicalResult
CommonVerifier<OpTy>::verifyOperandShapes(AttentionDims &dims) {
  if (failed(verifyRank(op.getQuery(), "query")) ||
      failed(verifyRank(op.getKey(), "key")) ||
      failed(verifyRank(op.getValue(), "value")))
    return failure();

  Type elementType = typeOf(op.getQuery()).getElementType();
  for (auto [value, name] : {std::pair{op.getKey(), "key"},
                             std::pair{op.getValue(), "value"}}) {
    Type other = typeOf(value).getElementType();
    if (other != elementType)
      return op.emitOpError()
             << "'" << name << "' element type " << other
             << " differs from 'query' element type " << elementType;
  }

  LayoutPositions pos = getLayoutPositions(layout);
  ArrayRef<int64_t> q = typeOf(op.getQuery()).getShape();
  ArrayRef<int64_t> k = typeOf(op.getKey()).getShape();
  ArrayRef<int64_t> v = typeOf(op.getValue()).getShape();

  auto checkSame = [&](int64_t a, int64_t b, StringRef what, StringRef nameA,
                       StringRef nameB) -> LogicalResult {
    if (sizesCompatible(a, b))
      return success();
    return op.emitOpError() << what << " of '" << nameA << "' (" << a
                            << ") differs from '" << nameB << "' (" << b
                            << ")";
  };

  if (pos.batch >= 0) {
    if (failed(checkSame(k[pos.batch], q[pos.batch], "batch size", "key",
                         "query")) ||
        failed(checkSame(v[pos.batch], k[pos.batch], "batch size", "value",
                         "key")) ||
        failed(checkSame(v[pos.batch], q[pos.batch], "batch size", "value",
                         "query")))
      return failure();
    dims.batch = mergeSize(mergeSize(q[pos.batch], k[pos.batch]),
                           v[pos.batch]);
  }
  if (failed(checkSame(v[pos.seq], k[pos.seq], "sequence length", "value",
                       "key")) ||
      failed(checkSame(v[pos.heads], k[pos.heads], "head count", "value",
                       "key")) ||
      failed(checkSame(k[pos.dim], q[pos.dim], "head dimension", "key",
                       "query")))
    return failure();

  dims.seqQ = q[pos.seq];
  dims.seqKv = mergeSize(k[pos.seq], v[pos.seq]);
  dims.headsQ = q[pos.heads];
  dims.headsKv = mergeSize(k[pos.heads], v[pos.heads]);
  dims.headDimQK = mergeSize(q[pos.dim], k[pos.dim]);
  dims.headDimV = v[pos.dim];

  for (auto [size, what] :
       {std::pair{dims.headsQ, "query head count"},
        std::pair{dims.headsKv, "key/value head count"},
        std::pair{dims.headDimQK, "query/key head dimension"},
        std::pair{dims.headDimV, "value head dimension"}}) {
    if (!ShapedType::isDynamic(size) && size <= 0)
      return op.emitOpError() << what << " must be positive, got " << size;
  }
  if (!ShapedType::isDynamic(dims.headsQ) &&
      !ShapedType::isDynamic(dims.headsKv) &&
      dims.headsQ % dims.headsKv != 0)
    return op.emitOpError()
           << "query head count (" << dims.headsQ
           << ") must be a multiple of the key/value head count ("
           << dims.headsKv << ")";
  return success();
}

template <typename OpTy>
LogicalResult
CommonVerifier<OpTy>::verifySequenceLengths(AttentionDims &dims) {
  Value seqlensQ = op.getSeqlensQ();
  Value seqlensKv = op.getSeqlensKv();
  if (layout == Layout::thd && (!seqlensQ || !seqlensKv))
    return op.emitOpError() << "layout thd requires the cumulative offsets "
                               "'seqlens_q' and 'seqlens_kv'";

  for (auto [value, name] :
       {std::pair{seqlensQ, "seqlens_q"}, std::pair{seqlensKv, "seqlens_kv"}}) {
    if (!value)
      continue;
    RankedTensorType type = typeOf(value);
    if (type.getRank() != 1)
      return op.emitOpError() << "'" << name
                              << "' must be a 1-D tensor, got rank "
                              << type.getRank();
    int64_t size = type.getDimSize(0);
    if (layout != Layout::thd) {
      if (!sizesCompatible(size, dims.batch))
        return op.emitOpError()
               << "'" << name << "' must have shape [B] = ["
               << formatSize(dims.batch) << "], got " << formatShape(size);
      continue;
    }
    if (!ShapedType::isDynamic(size) && size < 2)
      return op.emitOpError() << "'" << name
                              << "' holds cumulative offsets [B + 1] and "
                                 "needs at least 2 entries, got "
                              << size;
  }
  if (layout == Layout::thd) {
    int64_t sizeQ = typeOf(seqlensQ).getDimSize(0);
    int64_t sizeKv = typeOf(seqlensKv).getDimSize(0);
    if (!sizesCompatible(sizeQ, sizeKv))
      return op.emitOpError()
             << "'seqlens_q' and 'seqlens_kv' must hold the same number of "
                "offsets, got "
             << sizeQ << " and " << sizeKv;
    int64_t size = mergeSize(sizeQ, sizeKv);
    if (!ShapedType::isDynamic(size))
      dims.batch = size - 1;
  }
  return success();
}

template <typename OpTy>
LogicalResult
CommonVerifier<OpTy>::verifyBiasAndSinks(const AttentionDims &dims) {
  auto verifyPerHead = [&](Value value, StringRef name) -> LogicalResult {
    ArrayRef<int64_t> shape = typeOf(value).getShape();
    if (shape.size() != 1 || !sizesCompatible(shape[0], dims.headsQ))
      return op.emitOpError()
             << "'" << name << "' must have shape [Hq] = ["
             << formatSize(dims.headsQ) << "], got " << formatShape(shape);
    return success();
  };

  if (Value bias = op.getBias()) {
    if (layout == Layout::thd)
      return op.emitOpError()
             << "'bias' is not supported with the packed thd layout";
    RankedTensorType type = typeOf(bias);
    Type queryElementType = typeOf(op.getQuery()).getElementType();
    if (!type.getElementType().isF32() &&
        type.getElementType() != queryElementType)
      return op.emitOpError()
             << "'bias' element type must be f32 or the query element type "
             << queryElementType << ", got " << type.getElementType();
    if (type.getRank() != 4)
      return op.emitOpError()
             << "'bias' must have rank 4, broadcastable to [B, Hq, Sq, Skv], "
                "got rank "
             << type.getRank();
    int64_t target[] = {dims.batch, dims.headsQ, dims.seqQ, dims.seqKv};
    const char *names[] = {"B", "Hq", "Sq", "Skv"};
    for (int d = 0; d < 4; ++d) {
      int64_t size = type.getDimSize(d);
      if (size != 1 && !sizesCompatible(size, target[d]))
        return op.emitOpError()
               << "'bias' dimension " << d << " (" << size
               << ") is neither 1 nor " << names[d] << " ("
               << formatSize(target[d]) << ")";
    }
  }
  if (Value slopes = op.getAlibiSlopes())
    if (failed(verifyPerHead(slopes, "alibi")))
      return failure();

  Value sink = op.getSink();
  bool learnable = op.getSoftmax() == SoftmaxKind::learnable;
  if (learnable && !sink)
    return op.emitOpError() << "softmax(learnable) requires a 'sink' operand";
  if (!learnable && sink)
    return op.emitOpError() << "'sink' needs softmax(learnable), got softmax("
                            << stringifySoftmaxKind(op.getSoftmax()) << ")";
  if (sink && failed(verifyPerHead(sink, "sink")))
    return failure();
  return success();
}

template <typename OpTy>
LogicalResult CommonVerifier<OpTy>::verifyAttributes() {
  if (std::optional<ArrayRef<int64_t>> window = op.getWindow()) {
    if (window->size() != 2)
      return op.emitOpError() << "'window' must hold two extents [left, "
                                 "right], got "
                              << window->size();
    if ((*window)[0] < -1 || (*window)[1] < -1)
      return op.emitOpError()
             << "window extents must be >= -1 (-1 = unbounded), got ["
             << (*window)[0] << ", " << (*window)[1] << "]";
  }
  if (FloatAttr scale = op.getScaleAttr()) {
    double value = scale.getValueAsDouble();
    if (!std::isfinite(value) || value <= 0.0)
      return op.emitOpError()
             << "'scale' must be finite and positive, got " << value;
  }
  double dropout = op.getDropout().convertToDouble();
  if (!(dropout >= 0.0 && dropout < 1.0))
    return op.emitOpError()
           << "dropout probability must be in [0, 1), got " << dropout;
  bool hasSeed = static_cast<bool>(op.getDropoutSeed());
  bool hasOffset = static_cast<bool>(op.getDropoutOffset());
  if (hasSeed != hasOffset)
    return op.emitOpError() << "'rng' needs both a seed and an offset";
  if (dropout > 0.0 && !hasSeed)
    return op.emitOpError()
           << "dropout > 0 requires the 'rng' (seed, offset) operands";
  return success();
}

template <typename OpTy>
LogicalResult CommonVerifier<OpTy>::verifyModifiers() {
  if (Block *block = op.getScoreModBlock())
    if (failed(verifyModifierBlock(op, *block, ModifierKind::Score)))
      return failure();
  if (Block *block = op.getMaskModBlock())
    if (failed(verifyModifierBlock(op, *block, ModifierKind::Mask)))
      return failure();
  return success();
}

template <typename OpTy>
LogicalResult CommonVerifier<OpTy>::verify(AttentionDims &dims) {
  if (failed(verifyAttributes()) || failed(verifyModifiers()) ||
      failed(verifyOperandShapes(dims)) ||
      failed(verifySequenceLengths(dims)) || failed(verifyBiasAndSinks(dims)))
    return failure();
  return success();
}

/// Checks that `value` has the given shape and element type.
static LogicalResult verifyTensor(Operation *op, Value value, StringRef name,
                                  ArrayRef<int64_t> shape, Type elementType,
                                  StringRef elementTypeOrigin) {
  auto type = cast<RankedTensorType>(value.getType());
  if (!shapesCompatible(type.getShape(), shape))
    return op->emitOpError() << "'" << name << "' must have shape "
                             << formatShape(shape) << ", got "
                             << formatShape(type.getShape());
  if (type.getElementType() != elementType)
    return op->emitOpError()
           << "'" << name << "' element type must be " << elementType
           << " (" << elementTypeOrigin << "), got " << type.getElementType();
  return success();
}

/// The shape of `out` (and `d_out`): q's layout with the value head dim.
static SmallVector<int64_t> getOutShape(Layout layout,
                                        const AttentionDims &dims) {
  return getLayoutShape(layout, dims.batch, dims.seqQ, dims.headsQ,
                        dims.headDimV);
}

template <typename OpTy>
static std::optional<double> computeEffectiveScale(OpTy op) {
  if (FloatAttr scale = op.getScaleAttr())
    return scale.getValueAsDouble();
  int64_t headDim = op.getHeadDimQK();
  if (ShapedType::isDynamic(headDim))
    return std::nullopt;
  return getDefaultScale(headDim);
}

/// Decodes the sizes of a verified op (verification cannot fail here, so
/// it only decodes).
template <typename OpTy>
static AttentionDims computeDims(OpTy op) {
  AttentionDims dims;
  (void)CommonVerifier<OpTy>(op).verify(dims);
  return dims;
}

//===----------------------------------------------------------------------===//
// SdpaOp
//===----------------------------------------------------------------------===//

std::optional<double> SdpaOp::getEffectiveScale() {
  return computeEffectiveScale(*this);
}

AttentionDims SdpaOp::getDims() { return computeDims(*this); }

LogicalResult SdpaOp::verify() {
  AttentionDims dims;
  if (failed(CommonVerifier<SdpaOp>(*this).verify(dims)))
    return failure();
  Type elementType = getQuery().getType().getElementType();
  if (failed(verifyTensor(*this, getOut(), "out",
                          getOutShape(getLayout(), dims), elementType,
                          "the query element type")))
    return failure();
  if (Value lse = getLse())
    if (failed(verifyTensor(*this, lse, "lse", getLseShape(getLayout(), dims),
                            Float32Type::get(getContext()),
                            "row log-sum-exp is f32")))
      return failure();
  return success();
}

//===----------------------------------------------------------------------===//
// SdpaGradOp
//===----------------------------------------------------------------------===//

std::optional<double> SdpaGradOp::getEffectiveScale() {
  return computeEffectiveScale(*this);
}

AttentionDims SdpaGradOp::getDims() { return computeDims(*this); }

LogicalResult SdpaGradOp::verify() {
  AttentionDims dims;
  if (failed(CommonVerifier<SdpaGradOp>(*this).verify(dims)))
    return failure();
  Type elementType = getQuery().getType().getElementType();
  SmallVector<int64_t> outShape = getOutShape(getLayout(), dims);
  if (failed(verifyTensor(*this, getOut(), "out", outShape, elementType,
                          "the query element type")) ||
      failed(verifyTensor(*this, getDOut(), "d_out", outShape, elementType,
                          "the query element type")) ||
      failed(verifyTensor(*this, getLse(), "lse",
                          getLseShape(getLayout(), dims),
                          Float32Type::get(getContext()),
                          "row log-sum-exp is f32")))
    return failure();

  for (auto [result, operand, name] :
       {std::tuple{getDQuery(), getQuery(), "d_query"},
        std::tuple{getDKey(), getKey(), "d_key"},
        std::tuple{getDValue(), getValue(), "d_value"}}) {
    if (result.getType() != operand.getType())
      return emitOpError() << "'" << name << "' must have the type of its "
                           << "primal " << operand.getType() << ", got "
                           << result.getType();
  }

  if (Block *scoreMod = getScoreModBlock())
    if (Operation *op = findNonDifferentiableOp(*scoreMod))
      return op->emitOpError()
             << "in the 'score_mod' region of attn.sdpa_grad has no "
                "derivative rule, and the score depends on it";

  if (Value dBias = getDBias()) {
    if (!getBias())
      return emitOpError() << "'d_bias' requires a 'bias' operand";
    if (dBias.getType() != getBias().getType())
      return emitOpError() << "'d_bias' must have the type of 'bias' "
                           << getBias().getType() << ", got "
                           << dBias.getType();
  }
  if (Value dSink = getDSink()) {
    if (!getSink())
      return emitOpError() << "'d_sink' requires softmax(learnable) and a "
                              "'sink' operand";
    if (dSink.getType() != getSink().getType())
      return emitOpError() << "'d_sink' must have the type of 'sink' "
                           << getSink().getType() << ", got "
                           << dSink.getType();
  }
  return success();
}

//===----------------------------------------------------------------------===//
// Canonicalisation
//===----------------------------------------------------------------------===//

namespace {
/// Rewrites attributes into their canonical spelling without changing the
/// function the op computes:
///  - an explicit scale that equals the default once rounded to f32 (the
///    precision every backend applies it in) is dropped;
///  - under a causal mask the window is [left, 0] or absent, and a non-causal
///    window with right extent 0 becomes causal(top_left);
///  - bottom_right equals top_left when Sq == Skv statically and no padding
///    lengths can make them differ.
template <typename OpTy>
struct CanonicalizeAttentionAttributes : public OpRewritePattern<OpTy> {
  using OpRewritePattern<OpTy>::OpRewritePattern;

  LogicalResult matchAndRewrite(OpTy op,
                                PatternRewriter &rewriter) const override {
    FloatAttr scale = op.getScaleAttr();
    int64_t headDim = op.getHeadDimQK();
    bool dropScale =
        scale && !ShapedType::isDynamic(headDim) &&
        static_cast<float>(scale.getValueAsDouble()) ==
            static_cast<float>(getDefaultScale(headDim));

    CausalMask causal = op.getCausal();
    int64_t left = op.getWindowLeft();
    int64_t right = op.getWindowRight();
    if (causal == CausalMask::none && right == 0)
      causal = CausalMask::top_left;
    // Under a causal mask any right extent is implied; spell it as 0 (the
    // (left, 0) convention of sliding-window attention), or drop the window
    // when it has no left bound either.
    if (causal != CausalMask::none)
      right = left == -1 ? -1 : 0;

    if (causal == CausalMask::bottom_right && op.getLayout() != Layout::thd &&
        !op.getSeqlensQ() && !op.getSeqlensKv()) {
      AttentionDims dims = op.getDims();
      if (!ShapedType::isDynamic(dims.seqQ) && dims.seqQ == dims.seqKv)
        causal = CausalMask::top_left;
    }

    bool windowPresent = op.getWindow().has_value();
    bool windowTrivial = left == -1 && right == -1;
    bool windowChanged =
        windowPresent ? (windowTrivial || left != op.getWindowLeft() ||
                         right != op.getWindowRight())
                      : false;

    bool dropRng = op.getDropoutSeed() && op.getDropout().isZero();
    if (!dropScale && causal == op.getCausal() && !windowChanged && !dropRng)
      return failure();

    rewriter.modifyOpInPlace(op, [&] {
      if (dropScale)
        op.removeScaleAttr();
      op.setCausal(causal);
      if (windowChanged) {
        if (windowTrivial)
          op.removeWindowAttr();
        else
          op.setWindow(ArrayRef<int64_t>{left, right});
      }
      if (dropRng) {
        op.getDropoutSeedMutable().clear();
        op.getDropoutOffsetMutable().clear();
      }
    });
    return success();
  }
};
} // namespace

void SdpaOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                         MLIRContext *context) {
  results.add<CanonicalizeAttentionAttributes<SdpaOp>>(context);
}

void SdpaGradOp::getCanonicalizationPatterns(RewritePatternSet &results,
                                             MLIRContext *context) {
  results.add<CanonicalizeAttentionAttributes<SdpaGradOp>>(context);
}

#define GET_OP_CLASSES
#include "attn/Dialect/Attn/IR/AttnOps.cpp.inc"
