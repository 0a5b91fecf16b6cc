//===- AttentionExpr.cpp - symbolic tensor element descriptions -----------===//
//
// Producers are inlined into the description of their consumers' elements:
// elementwise generics (their bodies, with the generic's loops written in
// the context's dims), fills, splat and iota constants, static slices and
// reshapes (whose floordiv/mod indices are simplified with the context's
// sizes). Everything else is a leaf load.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Analysis/AttentionExpr.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/Matchers.h"

#include <functional>

using namespace mlir;
using namespace mlir::attn;

bool mlir::attn::equal(const ExprRef &a, const ExprRef &b) {
  if (a == b)
    return true;
  if (!a || !b || a->kind != b->kind || a->type != b->type)
    return false;
  switch (a->kind) {
  case Expr::Kind::Load:
    return a->source == b->source && a->map == b->map;
  case Expr::Kind::Index:
    return a->index == b->index;
  case Expr::Kind::Constant:
    return a->value == b->value;
  case Expr::Kind::Accumulator:
    return true;
  case Expr::Kind::Op:
    if (a->name != b->name || a->predicate != b->predicate ||
        a->operands.size() != b->operands.size())
      return false;
    for (auto [x, y] : llvm::zip(a->operands, b->operands))
      if (!equal(x, y))
        return false;
    return true;
  }
  return false;
}

//===----------------------------------------------------------------------===//
// Affine index arithmetic
//===----------------------------------------------------------------------===//

std::optional<std::pair<int64_t, int64_t>>
mlir::attn::boundsOf(AffineExpr e, ArrayRef<int64_t> sizes) {
  if (auto c = dyn_cast<AffineConstantExpr>(e))
    return std::pair(c.getValue(), c.getValue());
  if (auto d = dyn_cast<AffineDimExpr>(e)) {
    if (d.getPosition() >= sizes.size() ||
        ShapedType::isDynamic(sizes[d.getPosition()]) ||
        sizes[d.getPosition()] <= 0)
      return std::nullopt;
    return std::pair<int64_t, int64_t>(0, sizes[d.getPosition()] - 1);
  }
  auto binary = dyn_cast<AffineBinaryOpExpr>(e);
  if (!binary)
    return std::nullopt;
  auto lhs = boundsOf(binary.getLHS(), sizes);
  auto rhs = boundsOf(binary.getRHS(), sizes);
  if (!lhs || !rhs)
    return std::nullopt;
  switch (e.getKind()) {
  case AffineExprKind::Add:
    return std::pair(lhs->first + rhs->first, lhs->second + rhs->second);
  case AffineExprKind::Mul: {
    int64_t a = lhs->first * rhs->first, b = lhs->first * rhs->second,
            c = lhs->second * rhs->first, d = lhs->second * rhs->second;
    return std::pair(std::min({a, b, c, d}), std::max({a, b, c, d}));
  }
  case AffineExprKind::FloorDiv:
    if (rhs->first != rhs->second || rhs->first <= 0 || lhs->first < 0)
      return std::nullopt;
    return std::pair(lhs->first / rhs->first, lhs->second / rhs->first);
  case AffineExprKind::Mod:
    if (rhs->first != rhs->second || rhs->first <= 0)
      return std::nullopt;
    if (lhs->first >= 0 && lhs->second < rhs->first)
      return lhs;
    return std::pair<int64_t, int64_t>(0, rhs->first - 1);
  default:
    return std::nullopt;
  }
}

AffineExpr mlir::attn::simplifyWithBounds(AffineExpr e,
                                          ArrayRef<int64_t> sizes) {
  auto binary = dyn_cast<AffineBinaryOpExpr>(e);
  if (!binary)
    return e;
  // Inside arithmetic a dim of size 1 is 0 (a reshape through a unit dim,
  // 32·g + d with g < 1); plain dims stay, they name the tensor's indices.
  auto operand = [&](AffineExpr x) {
    if (auto d = dyn_cast<AffineDimExpr>(x))
      if (d.getPosition() < sizes.size() && sizes[d.getPosition()] == 1)
        return getAffineConstantExpr(0, x.getContext());
    return simplifyWithBounds(x, sizes);
  };
  AffineExpr lhs = operand(binary.getLHS());
  AffineExpr rhs = operand(binary.getRHS());
  auto divisor = dyn_cast<AffineConstantExpr>(rhs);
  bool divides = e.getKind() == AffineExprKind::FloorDiv ||
                 e.getKind() == AffineExprKind::Mod;
  if (divides && divisor && divisor.getValue() > 0) {
    int64_t k = divisor.getValue();
    // x in [0, k): x floordiv k = 0, x mod k = x.
    if (auto range = boundsOf(lhs, sizes);
        range && range->first >= 0 && range->second < k)
      return e.getKind() == AffineExprKind::FloorDiv
                 ? getAffineConstantExpr(0, e.getContext())
                 : lhs;
    // lhs as Σ c_d·d + c.
    SmallVector<int64_t> coefficients(sizes.size(), 0);
    int64_t constant = 0;
    std::function<bool(AffineExpr, int64_t)> walk = [&](AffineExpr x,
                                                        int64_t factor) {
      if (auto d = dyn_cast<AffineDimExpr>(x)) {
        if (d.getPosition() >= sizes.size())
          return false;
        coefficients[d.getPosition()] += factor;
        return true;
      }
      if (auto c = dyn_cast<AffineConstantExpr>(x)) {
        constant += factor * c.getValue();
        return true;
      }
      auto b = dyn_cast<AffineBinaryOpExpr>(x);
      if (!b)
        return false;
      if (x.getKind() == AffineExprKind::Add)
        return walk(b.getLHS(), factor) && walk(b.getRHS(), factor);
      if (x.getKind() == AffineExprKind::Mul) {
        if (auto c = dyn_cast<AffineConstantExpr>(b.getRHS()))
          return walk(b.getLHS(), factor * c.getValue());
        if (auto c = dyn_cast<AffineConstantExpr>(b.getLHS()))
          return walk(b.getRHS(), factor * c.getValue());
      }
      return false;
    };
    if (walk(lhs, 1)) {
      MLIRContext *ctx = e.getContext();
      int64_t constantQuotient =
          constant >= 0 ? constant / k : -((-constant + k - 1) / k);
      AffineExpr quotient = getAffineConstantExpr(constantQuotient, ctx);
      AffineExpr remainder =
          getAffineConstantExpr(constant - constantQuotient * k, ctx);
      int64_t low = constant - constantQuotient * k, high = low;
      bool bounded = true;
      for (auto [d, c] : llvm::enumerate(coefficients)) {
        if (c == 0)
          continue;
        AffineExpr dim = getAffineDimExpr(d, ctx);
        if (c % k == 0) {
          quotient = quotient + dim * (c / k);
          continue;
        }
        if (ShapedType::isDynamic(sizes[d]) || sizes[d] <= 0) {
          bounded = false;
          break;
        }
        remainder = remainder + dim * c;
        (c > 0 ? high : low) += c * (sizes[d] - 1);
      }
      if (bounded && low >= 0 && high < k)
        return e.getKind() == AffineExprKind::FloorDiv ? quotient : remainder;
    }
  }
  switch (e.getKind()) {
  case AffineExprKind::Add:
    return lhs + rhs;
  case AffineExprKind::Mul:
    return lhs * rhs;
  case AffineExprKind::FloorDiv:
    return lhs.floorDiv(rhs);
  case AffineExprKind::CeilDiv:
    return lhs.ceilDiv(rhs);
  case AffineExprKind::Mod:
    return lhs % rhs;
  default:
    return e;
  }
}

std::optional<Linear> mlir::attn::linearize(AffineExpr expr, unsigned numDims) {
  Linear result;
  result.coefficients.assign(numDims, 0);
  std::function<bool(AffineExpr, int64_t)> walk = [&](AffineExpr e,
                                                      int64_t factor) {
    if (auto d = dyn_cast<AffineDimExpr>(e)) {
      result.coefficients[d.getPosition()] += factor;
      return true;
    }
    if (auto c = dyn_cast<AffineConstantExpr>(e)) {
      result.constant += factor * c.getValue();
      return true;
    }
    auto binary = dyn_cast<AffineBinaryOpExpr>(e);
    if (!binary)
      return false;
    if (e.getKind() == AffineExprKind::Add)
      return walk(binary.getLHS(), factor) && walk(binary.getRHS(), factor);
    if (e.getKind() == AffineExprKind::Mul) {
      if (auto c = dyn_cast<AffineConstantExpr>(binary.getRHS()))
        return walk(binary.getLHS(), factor * c.getValue());
      if (auto c = dyn_cast<AffineConstantExpr>(binary.getLHS()))
        return walk(binary.getRHS(), factor * c.getValue());
    }
    return false;
  };
  if (!walk(expr, 1))
    return std::nullopt;
  return result;
}

//===----------------------------------------------------------------------===//
// Describer
//===----------------------------------------------------------------------===//

ExprRef Describer::tensorElement(Value tensor, AffineMap access) {
  ExprRef element = lookThrough(tensor, access);
  if (!isa<RankedTensorType>(tensor.getType()) ||
      (element->kind == Expr::Kind::Load && element->source == tensor))
    return element;
  // The outermost tensor read wins: it is the one closest to the use.
  auto copy = std::make_shared<Expr>(*element);
  copy->materialised = tensor;
  copy->materialisedMap = simplify(access);
  return copy;
}

ExprRef Describer::lookThrough(Value tensor, AffineMap access) {
  if (!isa<ShapedType>(tensor.getType()))
    return scalar(tensor, access); // a generalised fill's scalar
  Operation *def = tensor.getDefiningOp();
  auto type = dyn_cast<RankedTensorType>(tensor.getType());
  // Moves private to the reader only: a tensor read elsewhere too (Q, K
  // and V sliced from one projection) is where the walk stops.
  if (copiesOnly && !tensor.hasOneUse())
    def = nullptr;
  if (auto fill = dyn_cast_or_null<linalg::FillOp>(def))
    return scalar(fill.getInputs()[0], access);
  if (auto constant = dyn_cast_or_null<arith::ConstantOp>(def)) {
    auto dense = dyn_cast<DenseElementsAttr>(constant.getValue());
    if (dense && dense.isSplat())
      return constantExpr(dense.getSplatValue<Attribute>(),
                          dense.getElementType());
    if (dense && type && type.getRank() == 1 &&
        isa<IntegerType, IndexType>(dense.getElementType())) {
      // An iota constant (jnp.arange folded) is its index.
      int64_t position = 0;
      bool iota = true;
      for (APInt value : dense.getValues<APInt>())
        iota &= value.getSExtValue() == position++;
      if (iota) {
        auto index = std::make_shared<Expr>(Expr::Kind::Index);
        index->index = access.getResult(0);
        index->type = IndexType::get(context);
        return castIndex(index, dense.getElementType(), def);
      }
    }
  }
  if (auto generic = dyn_cast_or_null<linalg::GenericOp>(def)) {
    if (generic.getNumReductionLoops() == 0 && generic.getNumDpsInits() == 1 &&
        generic->getNumResults() == 1) {
      AffineMap outMap = generic.getIndexingMapsArray().back();
      auto yield = cast<linalg::YieldOp>(generic.getBody()->getTerminator());
      bool copy = isa<BlockArgument>(yield.getOperand(0));
      if (outMap.isPermutation() && (copy || !copiesOnly)) {
        AffineMap loops = inversePermutation(outMap).compose(access);
        ExprRef body = bodyValue(generic, yield.getOperand(0), loops);
        return withOrigin(body, generic);
      }
    }
  }
  if (auto slice = dyn_cast_or_null<tensor::ExtractSliceOp>(def)) {
    // A static, unit-stride slice that keeps the rank: indices shift.
    if (slice.hasUnitStride() &&
        slice.getSourceType().getRank() == slice.getResultType().getRank()) {
      SmallVector<AffineExpr> indices;
      bool constantOffsets = true;
      for (auto [position, offset] :
           llvm::enumerate(slice.getStaticOffsets())) {
        constantOffsets &= !ShapedType::isDynamic(offset);
        indices.push_back(access.getResult(position) + offset);
      }
      if (constantOffsets)
        return withOrigin(
            tensorElement(slice.getSource(),
                          simplify(AffineMap::get(access.getNumDims(), 0,
                                                  indices, context))),
            slice);
    }
  }
  if (auto collapse = dyn_cast_or_null<tensor::CollapseShapeOp>(def)) {
    RankedTensorType source = collapse.getSrcType();
    if (source.hasStaticShape()) {
      SmallVector<AffineExpr> indices;
      for (auto [group, position] :
           llvm::zip(collapse.getReassociationIndices(),
                     llvm::seq<unsigned>(0, access.getNumResults()))) {
        AffineExpr flat = access.getResult(position);
        int64_t stride = 1;
        SmallVector<AffineExpr> parts(group.size());
        for (int64_t k = group.size() - 1; k >= 0; --k) {
          int64_t size = source.getDimSize(group[k]);
          AffineExpr part = flat.floorDiv(stride);
          parts[k] = k == 0 ? part : part % size;
          stride *= size;
        }
        indices.append(parts.begin(), parts.end());
      }
      AffineMap map = AffineMap::get(access.getNumDims(), 0, indices, context);
      return withOrigin(tensorElement(collapse.getSrc(), simplify(map)),
                        collapse);
    }
  }
  if (auto expand = dyn_cast_or_null<tensor::ExpandShapeOp>(def)) {
    RankedTensorType result = expand.getResultType();
    if (result.hasStaticShape()) {
      SmallVector<AffineExpr> indices;
      for (ReassociationIndices group : expand.getReassociationIndices()) {
        AffineExpr flat = getAffineConstantExpr(0, context);
        for (int64_t d : group)
          flat = flat * result.getDimSize(d) + access.getResult(d);
        indices.push_back(flat);
      }
      AffineMap map = AffineMap::get(access.getNumDims(), 0, indices, context);
      return withOrigin(tensorElement(expand.getSrc(), simplify(map)), expand);
    }
  }
  auto load = std::make_shared<Expr>(Expr::Kind::Load);
  load->source = tensor;
  load->map = simplify(access);
  load->type = type ? type.getElementType() : tensor.getType();
  return load;
}

ExprRef Describer::bodyValue(linalg::GenericOp generic, Value value,
                             AffineMap loops) {
  if (auto arg = dyn_cast<BlockArgument>(value)) {
    if (arg.getOwner() == generic.getBody()) {
      OpOperand *operand = generic.getMatchingOpOperand(arg);
      if (generic.isDpsInit(operand)) {
        auto acc = std::make_shared<Expr>(Expr::Kind::Accumulator);
        acc->type = arg.getType();
        return acc;
      }
      AffineMap map = generic.getMatchingIndexingMap(operand);
      return tensorElement(operand->get(), map.compose(loops));
    }
    return scalar(value, loops);
  }
  Operation *op = value.getDefiningOp();
  if (op->getBlock() != generic.getBody())
    return scalar(value, loops);
  if (auto index = dyn_cast<linalg::IndexOp>(op)) {
    auto expr = std::make_shared<Expr>(Expr::Kind::Index);
    expr->index = loops.getResult(index.getDim());
    expr->type = index.getType();
    return expr;
  }
  Attribute constant;
  if (matchPattern(value, m_Constant(&constant)))
    return constantExpr(constant, value.getType());
  if (op->getNumResults() != 1 || op->getNumRegions() != 0 ||
      !isa<arith::ArithDialect, math::MathDialect>(op->getDialect()))
    return opaque(value);
  // A rounding of a computed value to bf16/f16 (or back): the raised op
  // computes in f32 throughout. Casts of loaded inputs stay visible so
  // that their element types are known.
  if (widenIntermediates && isa<arith::TruncFOp, arith::ExtFOp>(op)) {
    ExprRef inner = bodyValue(generic, op->getOperand(0), loops);
    // Loads keep their casts (they give Q, K and V their types), except
    // a row statistic: a one-input reduction (the softmax's max or sum).
    auto reduction =
        inner->kind == Expr::Kind::Load && inner->map.getNumResults()
            ? inner->source.getDefiningOp<linalg::GenericOp>()
            : linalg::GenericOp();
    if (inner->kind == Expr::Kind::Op ||
        (reduction && reduction.getNumReductionLoops() == 1 &&
         reduction.getNumDpsInputs() == 1))
      return inner;
  }
  auto expr = std::make_shared<Expr>(Expr::Kind::Op);
  expr->name = op->getName().getStringRef().str();
  expr->type = value.getType();
  if (auto cmpf = dyn_cast<arith::CmpFOp>(op))
    expr->predicate = cmpf.getPredicateAttr();
  if (auto cmpi = dyn_cast<arith::CmpIOp>(op))
    expr->predicate = cmpi.getPredicateAttr();
  for (Value operand : op->getOperands())
    expr->operands.push_back(bodyValue(generic, operand, loops));
  return expr;
}

ExprRef Describer::scalar(Value value, AffineMap) {
  Attribute constant;
  if (matchPattern(value, m_Constant(&constant)))
    return constantExpr(constant, value.getType());
  return opaque(value);
}

ExprRef Describer::opaque(Value value) {
  auto load = std::make_shared<Expr>(Expr::Kind::Load);
  load->source = value;
  load->map = AffineMap::get(context);
  load->type = value.getType();
  return load;
}

ExprRef Describer::constantExpr(Attribute value, Type type) {
  auto expr = std::make_shared<Expr>(Expr::Kind::Constant);
  expr->value = value;
  expr->type = type;
  return expr;
}

ExprRef Describer::castIndex(ExprRef index, Type type, Operation *origin) {
  if (type.isIndex())
    return index;
  auto expr = std::make_shared<Expr>(Expr::Kind::Op);
  expr->name = arith::IndexCastOp::getOperationName().str();
  expr->type = type;
  expr->operands.push_back(index);
  expr->origins.push_back(origin);
  return expr;
}

ExprRef Describer::withOrigin(ExprRef expr, Operation *origin) {
  auto copy = std::make_shared<Expr>(*expr);
  copy->origins.push_back(origin);
  return copy;
}

AffineMap Describer::simplify(AffineMap map) {
  SmallVector<AffineExpr> results;
  for (AffineExpr e : map.getResults()) {
    e = simplifyAffineExpr(e, map.getNumDims(), 0);
    if (dimSizes.size() == map.getNumDims())
      e = simplifyAffineExpr(simplifyWithBounds(e, dimSizes), map.getNumDims(),
                             0);
    results.push_back(e);
  }
  return AffineMap::get(map.getNumDims(), 0, results, context);
}

ExprRef mlir::attn::rebase(const ExprRef &e, ArrayRef<AffineExpr> dims,
                           unsigned numDims) {
  auto copy = std::make_shared<Expr>(*e);
  switch (e->kind) {
  case Expr::Kind::Load:
    // Opaque scalars are maps of no dims; they stay.
    if (e->map.getNumDims() != 0) {
      SmallVector<AffineExpr> results;
      for (AffineExpr r : e->map.getResults())
        results.push_back(simplifyAffineExpr(r.replaceDims(dims), numDims, 0));
      copy->map = AffineMap::get(numDims, 0, results, e->map.getContext());
    }
    break;
  case Expr::Kind::Index:
    copy->index = simplifyAffineExpr(e->index.replaceDims(dims), numDims, 0);
    break;
  case Expr::Kind::Op:
    for (ExprRef &operand : copy->operands)
      operand = rebase(operand, dims, numDims);
    break;
  default:
    break;
  }
  if (e->materialised) {
    SmallVector<AffineExpr> results;
    for (AffineExpr r : e->materialisedMap.getResults())
      results.push_back(simplifyAffineExpr(r.replaceDims(dims), numDims, 0));
    copy->materialisedMap =
        AffineMap::get(numDims, 0, results, e->materialisedMap.getContext());
  }
  return copy;
}

//===----------------------------------------------------------------------===//
// Expression predicates
//===----------------------------------------------------------------------===//

bool mlir::attn::isTensorInputLoad(const ExprRef &e) {
  return e->kind == Expr::Kind::Load && e->map.getNumResults() &&
         !e->source.getDefiningOp<linalg::GenericOp>();
}

bool mlir::attn::isOp(const ExprRef &e, StringRef name) {
  return e && e->kind == Expr::Kind::Op && e->name == name;
}

std::optional<double> mlir::attn::constantFloat(const ExprRef &e) {
  if (!e || e->kind != Expr::Kind::Constant)
    return std::nullopt;
  if (auto f = dyn_cast<FloatAttr>(e->value))
    return f.getValueAsDouble();
  return std::nullopt;
}

std::optional<int64_t> mlir::attn::constantInt(const ExprRef &e) {
  if (!e || e->kind != Expr::Kind::Constant)
    return std::nullopt;
  if (auto i = dyn_cast<IntegerAttr>(e->value))
    return i.getInt();
  return std::nullopt;
}

ExprRef mlir::attn::stripExtF(const ExprRef &e, Type *from) {
  if (isOp(e, arith::ExtFOp::getOperationName())) {
    if (from)
      *from = e->operands[0]->type;
    return e->operands[0];
  }
  if (from)
    *from = e ? e->type : Type();
  return e;
}

std::optional<AffineExpr> mlir::attn::indexAffine(const ExprRef &e,
                                                  MLIRContext *ctx) {
  if (!e)
    return std::nullopt;
  if (e->kind == Expr::Kind::Index)
    return e->index;
  if (auto c = constantInt(e))
    return getAffineConstantExpr(*c, ctx);
  // Casts keep the value only into types wide enough for every position
  // (i32 and wider; sizes are far below 2^31).
  if (isOp(e, arith::IndexCastOp::getOperationName()) ||
      isOp(e, arith::IndexCastUIOp::getOperationName()) ||
      isOp(e, arith::ExtSIOp::getOperationName()) ||
      isOp(e, arith::ExtUIOp::getOperationName())) {
    if (!e->type.isIndex() && e->type.getIntOrFloatBitWidth() < 32)
      return std::nullopt;
    return indexAffine(e->operands[0], ctx);
  }
  auto binary = [&](auto combine) -> std::optional<AffineExpr> {
    auto l = indexAffine(e->operands[0], ctx);
    auto r = indexAffine(e->operands[1], ctx);
    if (!l || !r)
      return std::nullopt;
    return combine(*l, *r);
  };
  if (isOp(e, arith::AddIOp::getOperationName()))
    return binary([](AffineExpr l, AffineExpr r) { return l + r; });
  if (isOp(e, arith::SubIOp::getOperationName()))
    return binary([](AffineExpr l, AffineExpr r) { return l - r; });
  if (isOp(e, arith::MulIOp::getOperationName()))
    return binary([](AffineExpr l, AffineExpr r) { return l * r; });
  return std::nullopt;
}
