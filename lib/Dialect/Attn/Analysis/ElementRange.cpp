//===- ElementRange.cpp - integer ranges of tensor elements ---------------===//
//
// Element ranges are propagated through the ops that frontends use to build
// index tensors: dense constants (jnp.arange folds to one), fills, linalg
// generics (their bodies evaluated with each op's InferIntRangeInterface,
// linalg.index bounded by the loop size), and shape-only ops.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Analysis/ElementRange.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;
using namespace mlir::attn;

/// Producers deeper than this are not looked at (the answer is "unknown").
static constexpr unsigned kMaxDepth = 24;

static unsigned bitWidthOf(Type type) {
  if (type.isIndex())
    return IndexType::kInternalStorageBitWidth;
  if (auto integer = dyn_cast<IntegerType>(getElementTypeOrSelf(type)))
    return integer.getWidth();
  if (getElementTypeOrSelf(type).isIndex())
    return IndexType::kInternalStorageBitWidth;
  return 0;
}

std::optional<ConstantIntRanges> ElementRangeAnalysis::getRange(Value value) {
  return compute(value, 0);
}

std::optional<ConstantIntRanges>
ElementRangeAnalysis::compute(Value value, unsigned depth) {
  if (bitWidthOf(value.getType()) == 0 || depth > kMaxDepth)
    return std::nullopt;
  if (auto it = cache.find(value); it != cache.end())
    return it->second;
  std::optional<ConstantIntRanges> result;
  if (isa<ShapedType>(value.getType())) {
    Operation *def = value.getDefiningOp();
    if (auto constant = dyn_cast_or_null<arith::ConstantOp>(def)) {
      if (auto dense = dyn_cast<DenseIntElementsAttr>(constant.getValue())) {
        for (const APInt &element : dense.getValues<APInt>()) {
          auto point = ConstantIntRanges::constant(element);
          result = result ? result->rangeUnion(point) : point;
        }
      }
    } else if (auto fill = dyn_cast_or_null<linalg::FillOp>(def)) {
      result = compute(fill.getInputs()[0], depth + 1);
    } else if (isa_and_nonnull<tensor::CollapseShapeOp, tensor::ExpandShapeOp,
                               tensor::ExtractSliceOp, tensor::CastOp>(def)) {
      result = compute(def->getOperand(0), depth + 1);
    } else if (auto generic = dyn_cast_or_null<linalg::GenericOp>(def)) {
      auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
      unsigned position = cast<OpResult>(value).getResultNumber();
      result = compute(yield.getOperand(position), depth + 1);
    } else if (auto linalgOp = dyn_cast_or_null<linalg::LinalgOp>(def)) {
      // Named copies (transpose, broadcast) keep their input's elements.
      if (isa<linalg::TransposeOp, linalg::BroadcastOp, linalg::CopyOp>(def))
        result = compute(linalgOp.getDpsInputs()[0], depth + 1);
    }
  } else {
    result = computeScalar(value, depth);
  }
  cache[value] = result;
  return result;
}

std::optional<ConstantIntRanges>
ElementRangeAnalysis::computeScalar(Value value, unsigned depth) {
  unsigned width = bitWidthOf(value.getType());
  APInt constant;
  if (matchPattern(value, m_ConstantInt(&constant)))
    return ConstantIntRanges::constant(constant);
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    // An input element of a generic: the range of that input's elements.
    auto generic = dyn_cast<linalg::GenericOp>(arg.getOwner()->getParentOp());
    if (!generic || arg.getOwner() != generic.getBody())
      return std::nullopt;
    OpOperand *operand = generic.getMatchingOpOperand(arg);
    if (!generic.isDpsInput(operand))
      return std::nullopt;
    return compute(operand->get(), depth + 1);
  }
  Operation *op = value.getDefiningOp();
  if (auto index = dyn_cast<linalg::IndexOp>(op)) {
    auto generic = dyn_cast<linalg::GenericOp>(op->getParentOp());
    if (!generic)
      return std::nullopt;
    SmallVector<int64_t> sizes = generic.getStaticLoopRanges();
    int64_t size = sizes[index.getDim()];
    if (ShapedType::isDynamic(size) || size <= 0)
      return std::nullopt;
    return ConstantIntRanges::fromSigned(APInt(width, 0),
                                         APInt(width, size - 1));
  }
  auto infer = dyn_cast<InferIntRangeInterface>(op);
  if (!infer || op->getNumResults() != 1)
    return std::nullopt;
  SmallVector<ConstantIntRanges> operands;
  for (Value operand : op->getOperands()) {
    std::optional<ConstantIntRanges> range = compute(operand, depth + 1);
    if (!range) {
      // Operands without a range (e.g. i1 conditions of a select) are
      // unbounded rather than unknown.
      unsigned operandWidth = bitWidthOf(operand.getType());
      if (operandWidth == 0)
        return std::nullopt;
      range = ConstantIntRanges::maxRange(operandWidth);
    }
    operands.push_back(*range);
  }
  std::optional<ConstantIntRanges> result;
  infer.inferResultRanges(operands, [&](Value v, const ConstantIntRanges &r) {
    if (v == value)
      result = r;
  });
  return result;
}
