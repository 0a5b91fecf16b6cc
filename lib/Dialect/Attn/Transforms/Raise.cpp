//===- Raise.cpp - recognise naive attention and raise it to attn.sdpa ----===//
//
// The values feeding a contraction are described symbolically in its
// iteration space (looking through elementwise ops, broadcasts, transposes,
// fills and reshapes), and the description is matched against the canonical
// form of softmax attention. See AttnRaisePass in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/AffineExprVisitor.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/Matchers.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SetVector.h"

#include <cmath>
#include <limits>
#include <memory>

#define DEBUG_TYPE "attn-raise"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNRAISEPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// Symbolic description of tensor elements
//===----------------------------------------------------------------------===//

namespace {
struct Expr;
using ExprRef = std::shared_ptr<const Expr>;

/// A scalar computed at every point of an iteration space ("context"):
/// a load of a leaf tensor through an affine map of the context dims, an
/// index, a constant, the accumulator of the context's reduction, or an
/// arith/math op of such.
struct Expr {
  enum class Kind { Load, Index, Constant, Accumulator, Op };
  Kind kind;
  Value source;      // Load: the leaf tensor
  AffineMap map;     // Load: context dims -> source indices
  AffineExpr index;  // Index
  Attribute value;   // Constant
  std::string name; // Op: the operation name
  Attribute predicate; // Op: cmpf/cmpi predicate
  Type type;
  SmallVector<ExprRef> operands;
  SmallVector<Operation *> origins; // ops this expression looked through

  Expr(Kind kind) : kind(kind) {}
};

bool equal(const ExprRef &a, const ExprRef &b) {
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

/// `e` with every `x floordiv k` and `x mod k` whose x = k·Q + R has a
/// remainder R provably in [0, k) (dims d range over [0, sizes[d])) written
/// as Q and R. A merged [B·H] index read back through a reshape,
/// (4·b + h) floordiv 4, becomes b when h < 4.
/// Bounds [lo, hi] of `e` over dims d in [0, sizes[d]), when known.
std::optional<std::pair<int64_t, int64_t>>
boundsOf(AffineExpr e, ArrayRef<int64_t> sizes) {
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

AffineExpr simplifyWithBounds(AffineExpr e, ArrayRef<int64_t> sizes) {
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
      int64_t constantQuotient = constant >= 0 ? constant / k
                                               : -((-constant + k - 1) / k);
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

/// Builds expressions, inlining producers that are elementwise, fills,
/// splat constants or reshapes.
class Describer {
public:
  explicit Describer(MLIRContext *context) : context(context) {}

  /// The sizes of the dims of the iteration space that expressions are
  /// built in, which bound reshaped indices (see simplifyWithBounds).
  void setContextSizes(ArrayRef<int64_t> sizes) { dimSizes.assign(sizes); }

  /// Whether float extensions and truncations between computed values are
  /// looked through (attn-raise's widen-intermediates policy).
  void setWidenIntermediates(bool widen) { widenIntermediates = widen; }

  /// The element of `tensor` at `access` (context dims -> tensor indices).
  ExprRef tensorElement(Value tensor, AffineMap access) {
    if (!isa<ShapedType>(tensor.getType()))
      return scalar(tensor, access); // a generalised fill's scalar
    Operation *def = tensor.getDefiningOp();
    auto type = dyn_cast<RankedTensorType>(tensor.getType());
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
        if (outMap.isPermutation()) {
          AffineMap loops = inversePermutation(outMap).compose(access);
          auto yield =
              cast<linalg::YieldOp>(generic.getBody()->getTerminator());
          ExprRef body = bodyValue(generic, yield.getOperand(0), loops);
          return withOrigin(body, generic);
        }
      }
    }
    if (auto slice = dyn_cast_or_null<tensor::ExtractSliceOp>(def)) {
      // A static, unit-stride slice that keeps the rank: indices shift.
      if (slice.hasUnitStride() && slice.getSourceType().getRank() ==
                                       slice.getResultType().getRank()) {
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
        AffineMap map = AffineMap::get(access.getNumDims(), 0, indices,
                                       context);
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
        AffineMap map = AffineMap::get(access.getNumDims(), 0, indices,
                                       context);
        return withOrigin(tensorElement(expand.getSrc(), simplify(map)),
                          expand);
      }
    }
    auto load = std::make_shared<Expr>(Expr::Kind::Load);
    load->source = tensor;
    load->map = simplify(access);
    load->type = type ? type.getElementType() : tensor.getType();
    return load;
  }

  /// The value `value` of `generic`'s body, with the generic's loops given
  /// as affine expressions of the context (`loops`: generic dims ->
  /// context exprs).
  ExprRef bodyValue(linalg::GenericOp generic, Value value, AffineMap loops) {
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

private:
  /// A value defined outside any body: a constant or an opaque scalar.
  ExprRef scalar(Value value, AffineMap) {
    Attribute constant;
    if (matchPattern(value, m_Constant(&constant)))
      return constantExpr(constant, value.getType());
    return opaque(value);
  }
  ExprRef opaque(Value value) {
    auto load = std::make_shared<Expr>(Expr::Kind::Load);
    load->source = value;
    load->map = AffineMap::get(context);
    load->type = value.getType();
    return load;
  }
  ExprRef constantExpr(Attribute value, Type type) {
    auto expr = std::make_shared<Expr>(Expr::Kind::Constant);
    expr->value = value;
    expr->type = type;
    return expr;
  }
  ExprRef castIndex(ExprRef index, Type type, Operation *origin) {
    if (type.isIndex())
      return index;
    auto expr = std::make_shared<Expr>(Expr::Kind::Op);
    expr->name = arith::IndexCastOp::getOperationName().str();
    expr->type = type;
    expr->operands.push_back(index);
    expr->origins.push_back(origin);
    return expr;
  }
  ExprRef withOrigin(ExprRef expr, Operation *origin) {
    auto copy = std::make_shared<Expr>(*expr);
    copy->origins.push_back(origin);
    return copy;
  }
  AffineMap simplify(AffineMap map) {
    SmallVector<AffineExpr> results;
    for (AffineExpr e : map.getResults()) {
      e = simplifyAffineExpr(e, map.getNumDims(), 0);
      if (dimSizes.size() == map.getNumDims())
        e = simplifyAffineExpr(simplifyWithBounds(e, dimSizes),
                               map.getNumDims(), 0);
      results.push_back(e);
    }
    return AffineMap::get(map.getNumDims(), 0, results, context);
  }

  MLIRContext *context;
  SmallVector<int64_t> dimSizes; // of the current context's dims
  bool widenIntermediates = false;
};

//===----------------------------------------------------------------------===//
// Matching helpers
//===----------------------------------------------------------------------===//

/// Whether `e` reads an element of a tensor that no linalg.generic of the
/// graph computes (an argument such as V, a bias or a mask), not a scalar.
bool isTensorInputLoad(const ExprRef &e) {
  return e->kind == Expr::Kind::Load && e->map.getNumResults() &&
         !e->source.getDefiningOp<linalg::GenericOp>();
}

bool isOp(const ExprRef &e, StringRef name) {
  return e && e->kind == Expr::Kind::Op && e->name == name;
}

std::optional<double> constantFloat(const ExprRef &e) {
  if (!e || e->kind != Expr::Kind::Constant)
    return std::nullopt;
  if (auto f = dyn_cast<FloatAttr>(e->value))
    return f.getValueAsDouble();
  return std::nullopt;
}

std::optional<int64_t> constantInt(const ExprRef &e) {
  if (!e || e->kind != Expr::Kind::Constant)
    return std::nullopt;
  if (auto i = dyn_cast<IntegerAttr>(e->value))
    return i.getInt();
  return std::nullopt;
}

/// Strips value-preserving casts to f32 (extf).
ExprRef stripExtF(const ExprRef &e, Type *from = nullptr) {
  if (isOp(e, arith::ExtFOp::getOperationName())) {
    if (from)
      *from = e->operands[0]->type;
    return e->operands[0];
  }
  if (from)
    *from = e ? e->type : Type();
  return e;
}

/// A linear form Σ c_d·d + c of context dims.
struct Linear {
  SmallVector<int64_t> coefficients;
  int64_t constant = 0;
};

std::optional<Linear> linearize(AffineExpr expr, unsigned numDims) {
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

/// An index-valued expression as an affine expression of context dims.
std::optional<AffineExpr> indexAffine(const ExprRef &e, MLIRContext *ctx) {
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

/// Roles of the dimensions of the P·V contraction (its iteration space).
struct Roles {
  int64_t key = -1, query = -1, valueDim = -1, head = -1, batch = -1;
  int64_t qkDim = -1; // an extra context dim appended for the Q·K reduction
};

/// Everything the matcher learnt about one attention.
struct Match {
  linalg::GenericOp root;     // Σ_j P·V
  Value query, key, value;    // leaf tensors
  AffineMap queryMap, keyMap, valueMap, outMap;
  Type queryType, keyType, valueType; // element types before extf
  double scale = 1.0;
  int64_t lower = INT64_MIN, upper = INT64_MAX; // L <= j - i <= U
  CausalMask causal = CausalMask::none;         // decided by the analysis
  int64_t windowLeft = -1, windowRight = -1;
  std::optional<double> fill;                   // masked-score value
  Value bias;
  AffineMap biasMap;
  double biasFactor = 1.0;
  double expScale = 1.0;
  SoftmaxKind softmax = SoftmaxKind::vanilla;
  Value sink;
  AffineMap sinkMap;
  bool biasAfterFill = false;   // the bias is added to the masked scores
  bool maxStartsAtNegInf = true; // else at the lowest finite float
  bool safeSoftmax = false; // rows whose scores are all -inf give P = 0
  Value maskTensor; // an i1 argument: select(mask, s, fill)
  AffineMap maskMap;
  bool maskNegated = false; // true where the tensor marks masked pairs
  Roles roles;
  SmallVector<int64_t> loopSizes;
  ExprRef rowMax, denominator; // M and Z (+ sink term) in the root's dims
  // A log-sum-exp the program also returns: the op computing it, its dims
  // as root dims, and the factor from attn.sdpa's natural-log lse to it.
  linalg::GenericOp lseOp;
  SmallVector<int64_t> lseRootDims;
  double lseFactor = 1.0;
  SmallVector<int64_t> queryCandidates; // output dims that V does not use
  // Index comparisons of the mask: lhs − rhs as a linear form, predicate.
  SmallVector<std::pair<Linear, arith::CmpIPredicate>> comparisons;
  llvm::SetVector<Operation *> ops; // everything the attention consists of
};

/// The exactness choices of attn-raise (see its options in Passes.td).
struct RaisePolicy {
  bool widenAccumulation = true;
  bool roundedProbabilities = true;
  bool widenIntermediates = true;
};

/// Whether scores and softmax arithmetic of type `type` are accepted: f32,
/// or bf16/f16 when intermediates are widened.
bool isSoftmaxType(Type type, const RaisePolicy &policy) {
  return type.isF32() ||
         (policy.widenIntermediates && (type.isBF16() || type.isF16()));
}

/// Why a candidate was not raised.
struct Miss {
  std::string reason;
};

class AttentionMatcher {
public:
  AttentionMatcher(linalg::GenericOp root, Describer &describer,
                   RaisePolicy policy)
      : root(root), describer(describer), ctx(root.getContext()),
        policy(policy) {}

  FailureOr<Match> match(Miss &miss);

private:
  LogicalResult fail(Miss &miss, const Twine &why) {
    miss.reason = why.str();
    return failure();
  }
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
  LogicalResult matchScores(ExprRef scores, Miss &miss);
  LogicalResult matchMask(ExprRef condition, bool negate, Miss &miss);
  LogicalResult matchConstantMask(ExprRef condition, bool negate,
                                  Miss &miss);
  LogicalResult resolveQuery(Miss &miss);
  LogicalResult matchLse(Miss &miss);
  LogicalResult matchSafeSoftmax(ExprRef condition, ExprRef scores,
                                 Miss &miss);
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
};

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

/// A generic with one reduction loop, one init and a projected-permutation
/// output map.
static bool isSingleReduction(linalg::GenericOp generic) {
  return generic && generic.getNumReductionLoops() == 1 &&
         generic.getNumDpsInits() == 1 && generic->getNumResults() == 1 &&
         generic.getIndexingMapsArray().back().isProjectedPermutation();
}

FailureOr<Match> AttentionMatcher::match(Miss &miss) {
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
  ExprRef init = describer.tensorElement(
      root.getDpsInits()[0], root.getIndexingMapsArray().back());
  // A bf16/f16-accumulating P·V (a bf16 einsum or matmul of the rounded
  // probabilities) leaves the accumulation precision to the implementation
  // in StableHLO; XLA's GPU backend and attn's kernels accumulate in f32.
  bool lowPrecision = body->type.isBF16() || body->type.isF16();
  if (!body->type.isF32() &&
      !(lowPrecision &&
        (policy.widenAccumulation || policy.widenIntermediates)))
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
    if (candidate->kind == Expr::Kind::Load &&
        candidate->map.getNumResults() && other->kind == Expr::Kind::Op) {
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
          auto load = std::make_shared<Expr>(Expr::Kind::Load);
          load->source = operand->get();
          load->map = root.getMatchingIndexingMap(operand);
          load->type = getElementTypeOrSelf(operand->get().getType());
          m.valueType = load->type;
          valueLoad = load;
        }
        probability = pFactor;
      }
    }
  }
  if (!probability)
    return fail(miss, "neither factor of the contraction is a load of V");
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
  m.value = valueLoad->source;
  m.valueMap = valueLoad->map;
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

  // torch's _safe_softmax: where(all_j(s == -inf), 0, P). Its zero rows
  // are attn.sdpa's; the condition is checked once the scores are known.
  ExprRef safeCondition;
  if (isOp(probability, arith::SelectOp::getOperationName()) &&
      constantFloat(probability->operands[1]) == 0.0) {
    safeCondition = probability->operands[0];
    collect(probability);
    probability = probability->operands[2];
  }

  // P = N / Z, N · (1 / Z) or N · recip(Z), with an optional sink term.
  ExprRef numerator, denominator;
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

  // The numerator: exp(S − M), or exp2((S − M)·c).
  double expScale = 1.0;
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
  ExprRef scores = difference->operands[0];
  ExprRef maxLoad = difference->operands[1];
  if (maxLoad->kind != Expr::Kind::Load)
    return fail(miss, "the subtracted row maximum is not a reduction");
  auto maxGeneric = maxLoad->source.getDefiningOp<linalg::GenericOp>();
  if (!isSingleReduction(maxGeneric))
    return fail(miss, "the subtracted row maximum is not a reduction");
  AffineExpr keyDim = getAffineDimExpr(m.roles.key, ctx);
  ExprRef maxInit;
  ExprRef maxBody =
      describeReduction(maxGeneric, maxLoad->map, keyDim, maxInit);
  ExprRef maxOperand;
  for (StringRef name : {arith::MaximumFOp::getOperationName(),
                         arith::MaxNumFOp::getOperationName()}) {
    if (!isOp(maxBody, name))
      continue;
    for (int first = 0; first < 2; ++first)
      if (maxBody->operands[1 - first]->kind == Expr::Kind::Accumulator)
        maxOperand = maxBody->operands[first];
  }
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

  // The denominator: Σ_j N over the same key dimension (+ sink term).
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
        if (constantFloat(sinkExpr) == 0.0) {
          m.softmax = SoftmaxKind::off_by_one;
        } else if (sinkExpr->kind == Expr::Kind::Load &&
                   sinkExpr->type.isF32() &&
                   sinkExpr->map.getNumResults() == 1) {
          m.softmax = SoftmaxKind::learnable;
          m.sink = sinkExpr->source;
          m.sinkMap = sinkExpr->map;
        }
      }
      if (m.softmax != SoftmaxKind::vanilla) {
        sumLoad = denominator->operands[first];
        collect(term);
        break;
      }
    }
  }
  if (sumLoad->kind != Expr::Kind::Load)
    return fail(miss, "the denominator is not a sum reduction");
  auto sumGeneric = sumLoad->source.getDefiningOp<linalg::GenericOp>();
  if (!isSingleReduction(sumGeneric))
    return fail(miss, "the denominator is not a sum reduction");
  ExprRef sumInit;
  ExprRef sumBody = describeReduction(sumGeneric, sumLoad->map, keyDim,
                                      sumInit);
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
  m.rowMax = maxLoad;
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
      if (!c)
        return fail(miss, "the scores are multiplied by a non-constant");
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
              !(std::isinf(*fill) || std::abs(*fill) >= 0x1p100) ||
              *fill > 0)
            continue;
          if (m.fill)
            return fail(miss, "more than one mask fill");
          m.fill = *fill * factor * m.expScale;
          if (failed(matchMask(term->operands[0], /*negate=*/keep == 2,
                               miss)))
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
  m.scale *= factor;
  if (scores->kind != Expr::Kind::Load)
    return fail(miss, "the scores are not a Q·K contraction");
  auto contraction = scores->source.getDefiningOp<linalg::GenericOp>();
  if (!isSingleReduction(contraction))
    return fail(miss, "the scores are not a Q·K contraction");
  return matchQK(contraction, scores->map, miss);
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
    AffineExpr folded = simplifyAffineExpr(
        x.replaceDims(dims), point.size(), 0);
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
    auto constant = e->source.getDefiningOp<arith::ConstantOp>();
    if (!constant)
      return std::nullopt;
    auto type = cast<ShapedType>(constant.getType());
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
    // torch-mlir keeps module buffers (a registered tril) as resources.
    auto element = [&](auto resource) -> std::optional<double> {
      if (!resource)
        return std::nullopt;
      auto data = resource.tryGetAsArrayRef();
      if (!data || flat >= data->size())
        return std::nullopt;
      return double((*data)[flat]);
    };
    if (auto r = element(dyn_cast<DenseF32ResourceElementsAttr>(value)))
      return r;
    if (auto r = element(dyn_cast<DenseF64ResourceElementsAttr>(value)))
      return r;
    if (auto r = element(dyn_cast<DenseBoolResourceElementsAttr>(value)))
      return r;
    if (auto r = element(dyn_cast<DenseI64ResourceElementsAttr>(value)))
      return r;
    if (auto r = element(dyn_cast<DenseI32ResourceElementsAttr>(value)))
      return r;
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
  if (e->kind == Expr::Kind::Load &&
      !llvm::all_of(e->map.getResults(), only))
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
  if (!readsOnlyDims(condition, {qDim, kDim}, numDims + 1))
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
  collect(condition);
  // Constant tensors and folded comparisons: classified point by point.
  {
    SmallVector<int64_t> origin(numDims + 1, 0);
    std::function<bool(const ExprRef &)> readsConstantTensor =
        [&](const ExprRef &e) {
          return (e->kind == Expr::Kind::Load && e->map.getNumResults() &&
                  e->source.getDefiningOp<arith::ConstantOp>()) ||
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
    return fail(miss, "the mask is not built from index comparisons");
  auto predicate = cast<arith::CmpIPredicateAttr>(condition->predicate)
                       .getValue();
  if (negate)
    predicate = arith::invertPredicate(predicate);
  auto lhs = indexAffine(condition->operands[0], ctx);
  auto rhs = indexAffine(condition->operands[1], ctx);
  if (!lhs || !rhs)
    return fail(miss, "the mask compares values that are not indices");
  std::optional<Linear> diff = linearize(*lhs - *rhs, numDims + 1);
  if (!diff)
    return fail(miss, "the mask is not linear in the indices");
  // Bounded once the query position is known (resolveQuery).
  m.comparisons.push_back({*diff, predicate});
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
      bound(sign < 0, sign > 0 ? -c : c);
      break;
    case P::sgt:
      bound(sign < 0, sign > 0 ? -c + 1 : c - 1);
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

/// `e` (over some context dims) with those dims replaced by `dims`
/// (expressions of another context with `numDims` dims).
static ExprRef rebase(const ExprRef &e, ArrayRef<AffineExpr> dims,
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
  return copy;
}

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
      op->getResult(0),
      AffineMap::getMultiDimIdentityMap(type.getRank(), ctx));
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
  SmallVector<AffineExpr> substitution(numDims,
                                       getAffineConstantExpr(0, ctx));
  m.lseRootDims.assign(rank, -1);
  bool plain = rows.getNumResults() == read.getNumResults();
  for (unsigned k = 0; plain && k < rows.getNumResults(); ++k) {
    auto rootDim = dyn_cast<AffineDimExpr>(rows.getResult(k));
    auto lseDim = dyn_cast<AffineDimExpr>(read.getResult(k));
    if (!rootDim || !lseDim ||
        m.lseRootDims[lseDim.getPosition()] != -1) {
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

LogicalResult AttentionMatcher::matchQK(linalg::GenericOp contraction,
                                        AffineMap access, Miss &miss) {
  m.ops.insert(contraction);
  AffineExpr qkDim = getAffineDimExpr(numDims, ctx);
  m.roles.qkDim = numDims;
  AffineMap extended = AffineMap::get(numDims + 1, 0, access.getResults(),
                                      ctx);
  // The extra dim ranges over the contraction's reduction loop.
  SmallVector<int64_t> sizes(m.loopSizes);
  SmallVector<int64_t> contractionSizes = contraction.getStaticLoopRanges();
  for (auto [d, it] :
       llvm::enumerate(contraction.getIteratorTypesArray()))
    if (it == utils::IteratorType::reduction)
      sizes.push_back(contractionSizes[d]);
  if (sizes.size() == numDims + 1)
    describer.setContextSizes(sizes);
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
  for (auto [position, result] : llvm::enumerate(
           contraction.getIndexingMapsArray().back().getResults()))
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
} // namespace

//===----------------------------------------------------------------------===//
// Building attn.sdpa from a match
//===----------------------------------------------------------------------===//

namespace {
/// Whether `tensor` may hold -inf: anything but a constant without one.
bool mayHoldNegInf(Value tensor) {
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
bool mayOverflowWhenScaled(Value tensor, double factor) {
  DenseElementsAttr constant;
  if (!matchPattern(tensor, m_Constant(&constant)) ||
      !isa<FloatType>(constant.getElementType()))
    return true;
  return llvm::any_of(constant.getValues<APFloat>(), [&](const APFloat &x) {
    double scaled = x.convertToDouble() * factor;
    return x.isFinite() &&
           std::abs(scaled) > std::numeric_limits<float>::max();
  });
}

/// Layout of a leaf tensor: positions of (batch, seq, head, dim) among its
/// indices (-1 = absent), and the head index expression.
struct TensorLayout {
  int batch = -1, seq = -1, head = -1, dim = -1;
  AffineExpr headExpr;
};

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
  Value toLayout(OpBuilder &b, Location loc, Value tensor, AffineMap map,
                 int64_t seqDim, int64_t featureDim, bool isKeyValue);

  Match &m;
  MLIRContext *ctx;
  Layout layout = Layout::bshd;
  int64_t batchDim = -1, headDim = -1; // root dims
  // Further batch-like root dims, outer to inner, that merge with batchDim
  // (the innermost) into attn.sdpa's batch.
  SmallVector<int64_t> outerBatchDims;
  /// The merged batch index from the index of each batch-like root dim.
  AffineExpr mergedBatch(function_ref<AffineExpr(int64_t)> indexOf);
  int64_t group = 1;
  int64_t batch = 1, headsQ = 1, headsKv = 1, seqQ = 0, seqKv = 0;
  int64_t dimQK = 0, dimV = 0;
  bool reshapedQuery = false; // Q's batch index is not a plain dim
  Value replaced; // the value the attention result replaces
  Type outElementType;
  // The bias may make a row all -inf: NaN in the program, a zero row with
  // lse = -inf in attn.sdpa, so the raised form puts the NaN back.
  bool nanRows = false;
};

LogicalResult Raiser::analyse(Miss &miss) {
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

  // The head dim is the one K/V index through a group (h floordiv g or 0)
  // or, for plain multi-head attention, the one after the batch in Q.
  auto keyIndexOf = [&](AffineMap map, int64_t d) -> std::optional<unsigned> {
    for (auto [position, e] : llvm::enumerate(map.getResults()))
      if (e.isFunctionOfDim(d))
        return position;
    return std::nullopt;
  };
  auto qPosition = [&](int64_t d) -> int {
    for (auto [position, e] : llvm::enumerate(m.queryMap.getResults()))
      if (e == getAffineDimExpr(d, ctx))
        return position;
    return -1;
  };
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
      headDim = qPosition(shared[0]) < qPosition(shared[1]) ? shared[1]
                                                            : shared[0];
      batchDim = headDim == shared[0] ? shared[1] : shared[0];
    } else if (shared.size() == 1) {
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
          e.isFunctionOfDim(shared[0])) {
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
    if (llvm::any_of(byPosition, [&](int64_t d) { return qPosition(d) < 0; }))
      return fail(miss, "Q does not index every batch-like dimension "
                        "plainly");
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

  // K/V heads: h (MHA), h floordiv g (GQA), 0 or absent (MQA).
  auto kvHeads = [&](Value tensor, AffineMap map,
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
  if (failed(kvHeads(m.key, m.keyMap, headsKv)) ||
      failed(kvHeads(m.value, m.valueMap, headsV)) || headsV != headsKv) {
    std::string maps;
    llvm::raw_string_ostream os(maps);
    os << " (K read as " << m.keyMap << ")";
    return fail(miss, "K/V heads are not shared by groups of consecutive "
                      "query heads" + maps);
  }
  group = headsQ / headsKv;

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
      (qType.getRank() == 4 && ((batchDim < 0 && !unitBatch) ||
                                headDim < 0))) {
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
        return fail(miss, "the mask's upper band j - i <= " +
                              std::to_string(m.upper) +
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
      int64_t lo =
          m.lower == INT64_MIN ? 0 : std::max<int64_t>(0, i + m.lower);
      int64_t hi = m.upper == INT64_MAX
                       ? seqKv - 1
                       : std::min<int64_t>(seqKv - 1, i + m.upper);
      // A -inf fill under torch's safe softmax gives such a row 0, as
      // attn.sdpa does.
      bool zeroRow = m.safeSoftmax && m.fill &&
                     std::isinf(static_cast<float>(*m.fill));
      if (lo > hi && !zeroRow)
        return fail(miss, "row " + std::to_string(i) +
                              " is fully masked, where the program's fill "
                              "differs from attn.sdpa's zero row");
    }
  }

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
                                user->getName().getStringRef().str() +
                                " at " + where + ")");
        }
  }

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
    Operation *later = out->isBeforeInBlock(m.lseOp) ? m.lseOp.getOperation()
                                                     : out;
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
  if (m.sink) {
    auto sinkType = cast<RankedTensorType>(m.sink.getType());
    // Indexed by the head, or by 0 when there is a single head.
    AffineExpr head = headDim >= 0 ? getAffineDimExpr(headDim, ctx)
                                   : getAffineConstantExpr(0, ctx);
    if (m.sinkMap.getResult(0) != head || sinkType.getRank() != 1 ||
        sinkType.getDimSize(0) != headsQ ||
        !sinkType.getElementType().isF32())
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

AffineExpr
Raiser::mergedBatch(function_ref<AffineExpr(int64_t)> indexOf) {
  AffineExpr flat = getAffineConstantExpr(0, ctx);
  for (int64_t d : outerBatchDims)
    flat = flat * m.loopSizes[d] + indexOf(d);
  return flat * m.loopSizes[batchDim] + indexOf(batchDim);
}

/// Rearranges `tensor` (indexed through `map` of root dims) into the layout
/// [B, S, H, D] order of `layout`, as a linalg.generic copy (the identity
/// is returned as is). `seqDim` and `featureDim` are root dims.
Value Raiser::toLayout(OpBuilder &b, Location loc, Value tensor,
                       AffineMap map, int64_t seqDim, int64_t featureDim,
                       bool isKeyValue) {
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
  if (headDim >= 0) {
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
  Value empty =
      tensor::EmptyOp::create(b, loc, shape, type.getElementType());
  auto copy = linalg::GenericOp::create(
      b, loc, TypeRange{empty.getType()}, ValueRange{tensor},
      ValueRange{empty},
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
  Value q = toLayout(rewriter, loc, m.query, m.queryMap, m.roles.query, qk,
                     false);
  Value k = toLayout(rewriter, loc, m.key, m.keyMap, m.roles.key, qk, true);
  Value v = toLayout(rewriter, loc, m.value, m.valueMap, m.roles.key,
                     m.roles.valueDim, true);
  auto upcast = [&](Value tensor) -> Value {
    auto type = cast<RankedTensorType>(tensor.getType());
    if (type.getElementType() == outElementType)
      return tensor;
    Value empty = tensor::EmptyOp::create(rewriter, loc, type.getShape(),
                                          outElementType);
    AffineMap id = AffineMap::getMultiDimIdentityMap(type.getRank(), ctx);
    return linalg::GenericOp::create(
               rewriter, loc, TypeRange{empty.getType()}, ValueRange{tensor},
               ValueRange{empty}, ArrayRef<AffineMap>{id, id},
               SmallVector<utils::IteratorType>(type.getRank(),
                                                utils::IteratorType::parallel),
               [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
                 Value wide = arith::ExtFOp::create(nested, nestedLoc,
                                                    outElementType, args[0]);
                 linalg::YieldOp::create(nested, nestedLoc, wide);
               })
        ->getResult(0);
  };
  q = upcast(q);
  k = upcast(k);
  v = upcast(v);

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
    bias = linalg::GenericOp::create(
               rewriter, loc, TypeRange{empty.getType()}, inputs,
               ValueRange{empty}, maps,
               SmallVector<utils::IteratorType>(4,
                                                utils::IteratorType::parallel),
               [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
                 Value x;
                 if (hasBias) {
                   x = args[0];
                   if (x.getType() != element)
                     x = arith::ExtFOp::create(nested, nestedLoc, element, x);
                   if (biasScale != 1.0) {
                     Value c = arith::ConstantOp::create(
                         nested, nestedLoc,
                         nested.getF32FloatAttr(biasScale));
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
  Value sink = m.sink; // checked to be f32 [Hq] by the analysis

  auto outType = RankedTensorType::get(
      getLayoutShape(layout, batch, seqQ, headsQ, dimV), outElementType);
  DenseI64ArrayAttr window;
  if (m.windowLeft != -1 || m.windowRight != -1)
    window = rewriter.getDenseI64ArrayAttr({m.windowLeft, m.windowRight});
  // The default scale (as rounded to f32, the precision it applies in) is
  // left implicit, as canonicalisation would.
  FloatAttr scaleAttr = rewriter.getF64FloatAttr(m.scale);
  if (static_cast<float>(m.scale) ==
      static_cast<float>(getDefaultScale(dimQK)))
    scaleAttr = nullptr;
  Type lseType;
  if (m.lseOp || nanRows)
    lseType = RankedTensorType::get({batch, headsQ, seqQ},
                                    Float32Type::get(ctx));
  auto sdpa = SdpaOp::create(
      rewriter, loc, outType, lseType, q, k, v, bias, Value(), sink, Value(),
      Value(), Value(), Value(), LayoutAttr::get(ctx, layout),
      CausalMaskAttr::get(ctx, m.causal), window, scaleAttr,
      SoftmaxKindAttr::get(ctx, m.softmax), rewriter.getF64FloatAttr(0.0));

  // Rows the bias made all -inf: lse = -inf in attn.sdpa (no sink, and
  // no index mask empties a row), NaN in the program.
  Value lseResult = sdpa.getLse();
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
  Value fixedOut = sdpa.getOut();
  if (nanRows) {
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
            rewriter, loc, TypeRange{outType},
            ValueRange{sdpa.getOut(), lseResult}, ValueRange{empty},
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
      Value lseEmpty = tensor::EmptyOp::create(
          rewriter, loc, lseType.getShape(), lseType.getElementType());
      lseResult =
          linalg::GenericOp::create(
              rewriter, loc, TypeRange{lseType}, ValueRange{lseResult},
              ValueRange{lseEmpty}, ArrayRef<AffineMap>{id3, id3},
              SmallVector<utils::IteratorType>(3,
                                               utils::IteratorType::parallel),
              [&](OpBuilder &nested, Location nestedLoc, ValueRange args) {
                Value isEmpty = isNegInf(nested, nestedLoc, args[0]);
                linalg::YieldOp::create(
                    nested, nestedLoc,
                    withNaN(nested, nestedLoc, isEmpty, args[0]));
              })
              ->getResult(0);
    }
  }

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
      sourceExprs[p] =
          mergedBatch([&](int64_t d) { return rootToCopy[d]; });
  }
  AffineMap sourceMap = AffineMap::get(outRank, 0, sourceExprs, ctx);
  if (!(sourceMap.isIdentity() &&
        replacedType.getShape() == outType.getShape())) {
    Value empty = tensor::EmptyOp::create(rewriter, loc,
                                          replacedType.getShape(),
                                          outElementType);
    result = linalg::GenericOp::create(
                 rewriter, loc, TypeRange{empty.getType()}, ValueRange{result},
                 ValueRange{empty},
                 ArrayRef<AffineMap>{sourceMap,
                                     AffineMap::getMultiDimIdentityMap(outRank,
                                                                       ctx)},
                 SmallVector<utils::IteratorType>(
                     outRank, utils::IteratorType::parallel),
                 [](OpBuilder &nested, Location nestedLoc, ValueRange args) {
                   linalg::YieldOp::create(nested, nestedLoc, args[0]);
                 })
                 ->getResult(0);
  }
  rewriter.replaceAllUsesWith(replaced, result);

  if (m.lseOp) {
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
    Value empty = tensor::EmptyOp::create(rewriter, loc,
                                          programType.getShape(),
                                          programType.getElementType());
    Value copy =
        linalg::GenericOp::create(
            rewriter, loc, TypeRange{programType}, ValueRange{lseResult},
            ValueRange{empty},
            ArrayRef<AffineMap>{sourceMap,
                                AffineMap::getMultiDimIdentityMap(rank, ctx)},
            SmallVector<utils::IteratorType>(rank,
                                             utils::IteratorType::parallel),
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
}
} // namespace

//===----------------------------------------------------------------------===//
// The pass
//===----------------------------------------------------------------------===//

namespace {
/// Does this contraction look like the P·V of an attention (it consumes an
/// exp through a division)? Only those are reported as misses.
bool looksLikeAttention(linalg::GenericOp generic) {
  bool found = false;
  SmallVector<Operation *> worklist = {generic};
  llvm::SmallPtrSet<Operation *, 16> seen;
  while (!worklist.empty() && !found) {
    Operation *op = worklist.pop_back_val();
    if (!op || !seen.insert(op).second || seen.size() > 64)
      continue;
    op->walk([&](Operation *inner) {
      found |= isa<math::ExpOp, math::Exp2Op>(inner);
    });
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (isa<linalg::LinalgOp, tensor::CollapseShapeOp,
                tensor::ExpandShapeOp>(def))
          worklist.push_back(def);
  }
  return found;
}

struct AttnRaisePass
    : public mlir::attn::impl::AttnRaisePassBase<AttnRaisePass> {
  using Base::Base;

  void runOnOperation() override {
    Operation *top = getOperation();
    MLIRContext *ctx = &getContext();

    // Canonical form: decomposed softmax, generic ops only.
    if (failed(decomposeLinalgToGenerics(top)))
      return signalPassFailure();
    IRRewriter rewriter(ctx);

    Describer describer(ctx);
    describer.setWidenIntermediates(widenIntermediates);
    SmallVector<linalg::GenericOp> roots;
    top->walk([&](linalg::GenericOp generic) {
      if (isSingleReduction(generic) && generic.getNumDpsInputs() >= 1)
        roots.push_back(generic);
    });
    // Raise from the last contraction backwards so that a raised P·V does
    // not leave its Q·K as a root candidate.
    llvm::SmallPtrSet<Operation *, 16> consumed;
    for (linalg::GenericOp root : llvm::reverse(roots)) {
      if (consumed.contains(root))
        continue;
      Miss miss;
      AttentionMatcher matcher(root, describer,
                               RaisePolicy{widenAccumulation,
                                           roundProbabilities,
                                           widenIntermediates});
      FailureOr<Match> match = matcher.match(miss);
      if (succeeded(match)) {
        Raiser raiser(*match, ctx);
        if (succeeded(raiser.analyse(miss))) {
          raiser.rewrite(rewriter);
          for (Operation *op : match->ops)
            consumed.insert(op);
          continue;
        }
      }
      if (report && root.getNumDpsInputs() >= 2 && looksLikeAttention(root))
        root.emitRemark() << "attn-raise: not raised: " << miss.reason;
    }

    // The replaced graph is now dead.
    RewritePatternSet cleanup(ctx);
    if (failed(applyPatternsGreedily(top, std::move(cleanup))))
      return signalPassFailure();
  }
};
} // namespace
