//===- Modifiers.cpp - score_mod and mask_mod regions ---------------------===//
//
// Verification, inlining (with forward-mode ∂/∂s) and fp64 evaluation of
// the modifier regions of the attention ops.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Utils/Modifiers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/TypeUtilities.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"
#include "llvm/ADT/APFloat.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;

static StringRef regionName(ModifierKind kind) {
  return kind == ModifierKind::Score ? "score_mod" : "mask_mod";
}

//===----------------------------------------------------------------------===//
// Verification
//===----------------------------------------------------------------------===//

LogicalResult mlir::attn::verifyModifierBlock(Operation *owner, Block &block,
                                              ModifierKind kind) {
  StringRef name = regionName(kind);
  MLIRContext *ctx = owner->getContext();
  Type index = IndexType::get(ctx), f32 = Float32Type::get(ctx);
  Type i1 = IntegerType::get(ctx, 1);
  unsigned arity = getModifierArity(kind);
  if (block.getNumArguments() != arity)
    return owner->emitOpError()
           << "'" << name << "' region must have " << arity
           << " block arguments " << (kind == ModifierKind::Score
                                          ? "(b, h, i, j: index, s: f32)"
                                          : "(b, h, i, j: index)")
           << ", got " << block.getNumArguments();
  for (BlockArgument arg : block.getArguments()) {
    Type expected = arg.getArgNumber() < 4 ? index : f32;
    if (arg.getType() != expected)
      return owner->emitOpError()
             << "'" << name << "' region argument #" << arg.getArgNumber()
             << " must be " << expected << ", got " << arg.getType();
  }
  Operation *terminator = block.empty() ? nullptr : &block.back();
  if (!terminator || terminator->getName().getStringRef() != "attn.yield")
    return owner->emitOpError()
           << "'" << name << "' region must end with attn.yield";
  Type yielded = terminator->getOperand(0).getType();
  Type expected = kind == ModifierKind::Score ? f32 : i1;
  if (yielded != expected)
    return terminator->emitOpError()
           << "in '" << name << "' must yield " << expected << ", got "
           << yielded;
  for (Operation &op : block.without_terminator()) {
    StringRef dialect = op.getName().getDialectNamespace();
    if (dialect != arith::ArithDialect::getDialectNamespace() &&
        dialect != math::MathDialect::getDialectNamespace())
      return op.emitOpError()
             << "is not allowed in a '" << name
             << "' region (only arith and math operations are)";
    if (op.getNumResults() != 1)
      return op.emitOpError() << "in a '" << name
                              << "' region must have exactly one result";
    if (op.getNumRegions() != 0 || !isMemoryEffectFree(&op))
      return op.emitOpError() << "in a '" << name
                              << "' region must be free of side effects and "
                                 "regions";
    for (Value operand : op.getOperands())
      if (operand.getParentBlock() != &block)
        return op.emitOpError() << "in a '" << name
                                << "' region uses a value defined outside it";
  }
  return success();
}

void mlir::attn::copyModifierRegions(Operation *from, Operation *to) {
  for (unsigned k = 0; k < 2; ++k) {
    Region &source = from->getRegion(k), &target = to->getRegion(k);
    assert(target.empty() && "copying into a region that has a block");
    IRMapping mapping;
    source.cloneInto(&target, mapping);
  }
}

//===----------------------------------------------------------------------===//
// Differentiation
//===----------------------------------------------------------------------===//

/// Whether `op` has a derivative rule (for operands that depend on s).
static bool hasDerivativeRule(Operation *op) {
  return isa<arith::AddFOp, arith::SubFOp, arith::MulFOp, arith::DivFOp,
             arith::NegFOp, arith::MaximumFOp, arith::MinimumFOp,
             arith::MaxNumFOp, arith::MinNumFOp, arith::SelectOp,
             arith::ExtFOp, arith::TruncFOp, math::TanhOp, math::ExpOp,
             math::Exp2Op, math::LogOp, math::Log2Op, math::Log1pOp,
             math::SqrtOp, math::RsqrtOp, math::AbsFOp>(op);
}

/// The ops of `block` whose result depends on the score argument s.
static llvm::DenseSet<Operation *> scoreDependentOps(Block &block) {
  llvm::DenseSet<Operation *> dependent;
  llvm::DenseSet<Value> values;
  if (block.getNumArguments() == 5)
    values.insert(block.getArgument(4));
  for (Operation &op : block.without_terminator()) {
    if (!llvm::any_of(op.getOperands(),
                      [&](Value v) { return values.contains(v); }))
      continue;
    // The condition of a select carries no derivative.
    if (auto select = dyn_cast<arith::SelectOp>(op))
      if (!values.contains(select.getTrueValue()) &&
          !values.contains(select.getFalseValue()))
        continue;
    if (isa<arith::CmpFOp>(op))
      continue;
    dependent.insert(&op);
    for (Value result : op.getResults())
      values.insert(result);
  }
  return dependent;
}

Operation *mlir::attn::findNonDifferentiableOp(Block &scoreMod) {
  llvm::DenseSet<Operation *> dependent = scoreDependentOps(scoreMod);
  for (Operation &op : scoreMod.without_terminator())
    if (dependent.contains(&op) && !hasDerivativeRule(&op))
      return &op;
  return nullptr;
}

Value mlir::attn::inlineModifier(OpBuilder &builder, Block &block,
                                 ValueRange args) {
  IRMapping mapping;
  mapping.map(block.getArguments(), args);
  for (Operation &op : block.without_terminator())
    builder.clone(op, mapping);
  return mapping.lookup(block.getTerminator()->getOperand(0));
}

namespace {
/// Builds the tangent (∂/∂s) of each cloned value of a score_mod block.
class TangentBuilder {
public:
  TangentBuilder(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  /// The tangent of original value `v` (a zero constant when it has none).
  Value tangent(Value v) {
    if (Value t = tangents.lookup(v))
      return t;
    return constant(cast<FloatType>(getElementTypeOrSelf(v.getType())), 0.0);
  }
  bool hasTangent(Value v) { return tangents.contains(v); }
  void setTangent(Value v, Value t) { tangents[v] = t; }

  Value constant(FloatType type, double value) {
    return arith::ConstantOp::create(b, loc, b.getFloatAttr(type, value));
  }
  Value add(Value x, Value y) { return arith::AddFOp::create(b, loc, x, y); }
  Value sub(Value x, Value y) { return arith::SubFOp::create(b, loc, x, y); }
  Value mul(Value x, Value y) { return arith::MulFOp::create(b, loc, x, y); }
  Value div(Value x, Value y) { return arith::DivFOp::create(b, loc, x, y); }
  Value neg(Value x) { return arith::NegFOp::create(b, loc, x); }
  Value cmp(arith::CmpFPredicate p, Value x, Value y) {
    return arith::CmpFOp::create(b, loc, p, x, y);
  }
  Value select(Value c, Value x, Value y) {
    return arith::SelectOp::create(b, loc, c, x, y);
  }

  /// The tangent of `op`'s result, given its clone `result` and the clones
  /// `x` of its operands.
  Value rule(Operation *op, Value result, ArrayRef<Value> x);

private:
  OpBuilder &b;
  Location loc;
  llvm::DenseMap<Value, Value> tangents;
};
} // namespace

Value TangentBuilder::rule(Operation *op, Value result, ArrayRef<Value> x) {
  auto type = cast<FloatType>(result.getType());
  auto t = [&](unsigned i) { return tangent(op->getOperand(i)); };
  using P = arith::CmpFPredicate;
  return llvm::TypeSwitch<Operation *, Value>(op)
      .Case<arith::AddFOp>([&](auto) { return add(t(0), t(1)); })
      .Case<arith::SubFOp>([&](auto) { return sub(t(0), t(1)); })
      .Case<arith::NegFOp>([&](auto) { return neg(t(0)); })
      .Case<arith::MulFOp>(
          [&](auto) { return add(mul(t(0), x[1]), mul(x[0], t(1))); })
      // d(a / b) = (da − (a / b)·db) / b.
      .Case<arith::DivFOp>(
          [&](auto) { return div(sub(t(0), mul(result, t(1))), x[1]); })
      .Case<arith::MaximumFOp, arith::MaxNumFOp>(
          [&](auto) { return select(cmp(P::OGE, x[0], x[1]), t(0), t(1)); })
      .Case<arith::MinimumFOp, arith::MinNumFOp>(
          [&](auto) { return select(cmp(P::OLE, x[0], x[1]), t(0), t(1)); })
      .Case<arith::SelectOp>([&](auto) { return select(x[0], t(1), t(2)); })
      .Case<arith::ExtFOp>(
          [&](auto) { return arith::ExtFOp::create(b, loc, type, t(0)); })
      .Case<arith::TruncFOp>(
          [&](auto) { return arith::TruncFOp::create(b, loc, type, t(0)); })
      // d tanh(a) = (1 − tanh²(a))·da.
      .Case<math::TanhOp>([&](auto) {
        return mul(sub(constant(type, 1.0), mul(result, result)), t(0));
      })
      .Case<math::ExpOp>([&](auto) { return mul(result, t(0)); })
      .Case<math::Exp2Op>([&](auto) {
        return mul(mul(result, constant(type, M_LN2)), t(0));
      })
      .Case<math::LogOp>([&](auto) { return div(t(0), x[0]); })
      .Case<math::Log2Op>([&](auto) {
        return div(t(0), mul(x[0], constant(type, M_LN2)));
      })
      .Case<math::Log1pOp>([&](auto) {
        return div(t(0), add(constant(type, 1.0), x[0]));
      })
      // d sqrt(a) = da / (2·sqrt(a)); d rsqrt(a) = −rsqrt(a)·da / (2a).
      .Case<math::SqrtOp>([&](auto) {
        return div(t(0), mul(constant(type, 2.0), result));
      })
      .Case<math::RsqrtOp>([&](auto) {
        return neg(div(mul(result, t(0)), mul(constant(type, 2.0), x[0])));
      })
      .Case<math::AbsFOp>([&](auto) {
        return select(cmp(P::OLT, x[0], constant(type, 0.0)), neg(t(0)), t(0));
      })
      .Default([](Operation *) -> Value {
        llvm_unreachable("findNonDifferentiableOp admits no other op");
      });
}

std::pair<Value, Value>
mlir::attn::inlineScoreModWithDerivative(OpBuilder &builder, Block &scoreMod,
                                         ValueRange args) {
  llvm::DenseSet<Operation *> dependent = scoreDependentOps(scoreMod);
  Location loc = scoreMod.getParentOp()->getLoc();
  IRMapping mapping;
  mapping.map(scoreMod.getArguments(), args);
  TangentBuilder tangents(builder, loc);
  BlockArgument score = scoreMod.getArgument(4);
  tangents.setTangent(score, tangents.constant(
                                 cast<FloatType>(score.getType()), 1.0));
  for (Operation &op : scoreMod.without_terminator()) {
    Operation *clone = builder.clone(op, mapping);
    if (!dependent.contains(&op))
      continue;
    SmallVector<Value> operands(clone->getOperands());
    tangents.setTangent(op.getResult(0),
                        tangents.rule(&op, clone->getResult(0), operands));
  }
  Value yielded = scoreMod.getTerminator()->getOperand(0);
  return {mapping.lookup(yielded), tangents.tangent(yielded)};
}

//===----------------------------------------------------------------------===//
// fp64 evaluation
//===----------------------------------------------------------------------===//

namespace {
/// A scalar of a modifier region: an integer (index, iN) or a float with
/// its derivative with respect to s (a dual number).
struct Scalar {
  bool isFloat = false;
  int64_t i = 0;
  double f = 0.0;
  double d = 0.0; // ∂f/∂s
};

/// `value` wrapped to the signed range of `type`'s width (index: 64 bits).
int64_t wrapTo(Type type, int64_t value) {
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  if (width >= 64)
    return value;
  uint64_t mask = (uint64_t(1) << width) - 1;
  uint64_t bits = uint64_t(value) & mask;
  if (width > 1 && (bits >> (width - 1)))
    bits |= ~mask;
  return int64_t(bits);
}

/// `value` as an unsigned number of `type`'s width.
uint64_t unsignedOf(Type type, int64_t value) {
  unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
  return width >= 64 ? uint64_t(value)
                     : uint64_t(value) & ((uint64_t(1) << width) - 1);
}

/// `value` rounded to the float type `type` (f64 and wider keep it).
double roundTo(Type type, double value) {
  auto floatType = cast<FloatType>(type);
  if (floatType.getWidth() >= 64)
    return value;
  llvm::APFloat x(value);
  bool lost;
  x.convert(floatType.getFloatSemantics(), llvm::APFloat::rmNearestTiesToEven,
            &lost);
  x.convert(llvm::APFloat::IEEEdouble(), llvm::APFloat::rmNearestTiesToEven,
            &lost);
  return x.convertToDouble();
}

bool compareInt(arith::CmpIPredicate p, Type type, int64_t a, int64_t b) {
  uint64_t ua = unsignedOf(type, a), ub = unsignedOf(type, b);
  using P = arith::CmpIPredicate;
  switch (p) {
  case P::eq: return a == b;
  case P::ne: return a != b;
  case P::slt: return a < b;
  case P::sle: return a <= b;
  case P::sgt: return a > b;
  case P::sge: return a >= b;
  case P::ult: return ua < ub;
  case P::ule: return ua <= ub;
  case P::ugt: return ua > ub;
  case P::uge: return ua >= ub;
  }
  llvm_unreachable("unknown predicate");
}

bool compareFloat(arith::CmpFPredicate p, double a, double b) {
  bool unordered = std::isnan(a) || std::isnan(b);
  using P = arith::CmpFPredicate;
  switch (p) {
  case P::AlwaysFalse: return false;
  case P::AlwaysTrue: return true;
  case P::OEQ: return !unordered && a == b;
  case P::OGT: return !unordered && a > b;
  case P::OGE: return !unordered && a >= b;
  case P::OLT: return !unordered && a < b;
  case P::OLE: return !unordered && a <= b;
  case P::ONE: return !unordered && a != b;
  case P::ORD: return !unordered;
  case P::UEQ: return unordered || a == b;
  case P::UGT: return unordered || a > b;
  case P::UGE: return unordered || a >= b;
  case P::ULT: return unordered || a < b;
  case P::ULE: return unordered || a <= b;
  case P::UNE: return unordered || a != b;
  case P::UNO: return unordered;
  }
  llvm_unreachable("unknown predicate");
}

int64_t floorDiv(int64_t a, int64_t b) {
  int64_t q = a / b;
  return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

/// The result of integer op `op` on `a`, `b` (nullopt when not one).
std::optional<int64_t> integerOp(Operation *op, Type type, int64_t a,
                                 int64_t b, std::string &why) {
  uint64_t ua = unsignedOf(type, a), ub = unsignedOf(type, b);
  auto nonZero = [&]() {
    if (b != 0)
      return true;
    why = "division by zero in " + op->getName().getStringRef().str();
    return false;
  };
  return llvm::TypeSwitch<Operation *, std::optional<int64_t>>(op)
      .Case<arith::AddIOp>([&](auto) { return int64_t(ua + ub); })
      .Case<arith::SubIOp>([&](auto) { return int64_t(ua - ub); })
      .Case<arith::MulIOp>([&](auto) { return int64_t(ua * ub); })
      .Case<arith::AndIOp>([&](auto) { return a & b; })
      .Case<arith::OrIOp>([&](auto) { return a | b; })
      .Case<arith::XOrIOp>([&](auto) { return a ^ b; })
      .Case<arith::MinSIOp>([&](auto) { return std::min(a, b); })
      .Case<arith::MaxSIOp>([&](auto) { return std::max(a, b); })
      .Case<arith::MinUIOp>([&](auto) { return int64_t(std::min(ua, ub)); })
      .Case<arith::MaxUIOp>([&](auto) { return int64_t(std::max(ua, ub)); })
      .Case<arith::ShLIOp>([&](auto) { return int64_t(ua << (ub & 63)); })
      .Case<arith::ShRSIOp>([&](auto) { return a >> (ub & 63); })
      .Case<arith::ShRUIOp>([&](auto) { return int64_t(ua >> (ub & 63)); })
      .Case<arith::DivSIOp>([&](auto) -> std::optional<int64_t> {
        return nonZero() ? std::optional(a / b) : std::nullopt;
      })
      .Case<arith::RemSIOp>([&](auto) -> std::optional<int64_t> {
        return nonZero() ? std::optional(a % b) : std::nullopt;
      })
      .Case<arith::DivUIOp>([&](auto) -> std::optional<int64_t> {
        return nonZero() ? std::optional(int64_t(ua / ub)) : std::nullopt;
      })
      .Case<arith::RemUIOp>([&](auto) -> std::optional<int64_t> {
        return nonZero() ? std::optional(int64_t(ua % ub)) : std::nullopt;
      })
      .Case<arith::FloorDivSIOp>([&](auto) -> std::optional<int64_t> {
        return nonZero() ? std::optional(floorDiv(a, b)) : std::nullopt;
      })
      .Case<arith::CeilDivSIOp>([&](auto) -> std::optional<int64_t> {
        return nonZero() ? std::optional(-floorDiv(-a, b)) : std::nullopt;
      })
      .Default([](Operation *) { return std::nullopt; });
}

/// The result of float op `op` on `x` (1 to 3 operands).
std::optional<double> floatOp(Operation *op, ArrayRef<double> x) {
  return llvm::TypeSwitch<Operation *, std::optional<double>>(op)
      .Case<arith::AddFOp>([&](auto) { return x[0] + x[1]; })
      .Case<arith::SubFOp>([&](auto) { return x[0] - x[1]; })
      .Case<arith::MulFOp>([&](auto) { return x[0] * x[1]; })
      .Case<arith::DivFOp>([&](auto) { return x[0] / x[1]; })
      .Case<arith::RemFOp>([&](auto) { return std::fmod(x[0], x[1]); })
      .Case<arith::NegFOp>([&](auto) { return -x[0]; })
      .Case<arith::MaximumFOp>([&](auto) {
        return std::isnan(x[0]) || std::isnan(x[1]) ? NAN
                                                    : std::max(x[0], x[1]);
      })
      .Case<arith::MinimumFOp>([&](auto) {
        return std::isnan(x[0]) || std::isnan(x[1]) ? NAN
                                                    : std::min(x[0], x[1]);
      })
      .Case<arith::MaxNumFOp>([&](auto) { return std::fmax(x[0], x[1]); })
      .Case<arith::MinNumFOp>([&](auto) { return std::fmin(x[0], x[1]); })
      .Case<math::TanhOp>([&](auto) { return std::tanh(x[0]); })
      .Case<math::ExpOp>([&](auto) { return std::exp(x[0]); })
      .Case<math::Exp2Op>([&](auto) { return std::exp2(x[0]); })
      .Case<math::ExpM1Op>([&](auto) { return std::expm1(x[0]); })
      .Case<math::LogOp>([&](auto) { return std::log(x[0]); })
      .Case<math::Log2Op>([&](auto) { return std::log2(x[0]); })
      .Case<math::Log1pOp>([&](auto) { return std::log1p(x[0]); })
      .Case<math::SqrtOp>([&](auto) { return std::sqrt(x[0]); })
      .Case<math::RsqrtOp>([&](auto) { return 1.0 / std::sqrt(x[0]); })
      .Case<math::AbsFOp>([&](auto) { return std::fabs(x[0]); })
      .Case<math::SinOp>([&](auto) { return std::sin(x[0]); })
      .Case<math::CosOp>([&](auto) { return std::cos(x[0]); })
      .Case<math::ErfOp>([&](auto) { return std::erf(x[0]); })
      .Case<math::FloorOp>([&](auto) { return std::floor(x[0]); })
      .Case<math::CeilOp>([&](auto) { return std::ceil(x[0]); })
      .Case<math::PowFOp>([&](auto) { return std::pow(x[0], x[1]); })
      .Case<math::CopySignOp>([&](auto) { return std::copysign(x[0], x[1]); })
      .Case<math::FmaOp>([&](auto) { return std::fma(x[0], x[1], x[2]); })
      .Default([](Operation *) { return std::nullopt; });
}

/// ∂/∂s of float op `op` with result `y`, operand values `x` and their
/// derivatives `dx` (the rules of TangentBuilder::rule, in fp64); nullopt
/// for an op without a rule.
std::optional<double> floatOpDerivative(Operation *op, ArrayRef<double> x,
                                        ArrayRef<double> dx, double y) {
  return llvm::TypeSwitch<Operation *, std::optional<double>>(op)
      .Case<arith::AddFOp>([&](auto) { return dx[0] + dx[1]; })
      .Case<arith::SubFOp>([&](auto) { return dx[0] - dx[1]; })
      .Case<arith::NegFOp>([&](auto) { return -dx[0]; })
      .Case<arith::MulFOp>([&](auto) { return dx[0] * x[1] + x[0] * dx[1]; })
      .Case<arith::DivFOp>([&](auto) { return (dx[0] - y * dx[1]) / x[1]; })
      .Case<arith::MaximumFOp, arith::MaxNumFOp>(
          [&](auto) { return x[0] >= x[1] ? dx[0] : dx[1]; })
      .Case<arith::MinimumFOp, arith::MinNumFOp>(
          [&](auto) { return x[0] <= x[1] ? dx[0] : dx[1]; })
      .Case<math::TanhOp>([&](auto) { return (1.0 - y * y) * dx[0]; })
      .Case<math::ExpOp>([&](auto) { return y * dx[0]; })
      .Case<math::Exp2Op>([&](auto) { return y * M_LN2 * dx[0]; })
      .Case<math::LogOp>([&](auto) { return dx[0] / x[0]; })
      .Case<math::Log2Op>([&](auto) { return dx[0] / (x[0] * M_LN2); })
      .Case<math::Log1pOp>([&](auto) { return dx[0] / (1.0 + x[0]); })
      .Case<math::SqrtOp>([&](auto) { return dx[0] / (2.0 * y); })
      .Case<math::RsqrtOp>([&](auto) { return -y * dx[0] / (2.0 * x[0]); })
      .Case<math::AbsFOp>([&](auto) { return x[0] < 0 ? -dx[0] : dx[0]; })
      .Default([](Operation *) { return std::nullopt; });
}

/// Evaluates one op of a modifier block.
FailureOr<Scalar> evaluateOp(Operation *op, ArrayRef<Scalar> in,
                             std::string &why) {
  Type type = op->getResult(0).getType();
  Scalar out;
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    if (auto f = dyn_cast<FloatAttr>(constant.getValue())) {
      out.isFloat = true;
      out.f = f.getValueAsDouble();
      return out;
    }
    if (auto i = dyn_cast<IntegerAttr>(constant.getValue())) {
      out.i = type.isInteger(1) ? (i.getValue().getBoolValue() ? 1 : 0)
                                : wrapTo(type, i.getValue().getSExtValue());
      return out;
    }
  } else if (auto cmp = dyn_cast<arith::CmpIOp>(op)) {
    out.i = compareInt(cmp.getPredicate(), cmp.getLhs().getType(), in[0].i,
                       in[1].i);
    return out;
  } else if (auto cmp = dyn_cast<arith::CmpFOp>(op)) {
    out.i = compareFloat(cmp.getPredicate(), in[0].f, in[1].f);
    return out;
  } else if (isa<arith::SelectOp>(op)) {
    return in[0].i ? in[1] : in[2];
  } else if (isa<arith::IndexCastOp, arith::ExtSIOp, arith::TruncIOp>(op)) {
    out.i = wrapTo(type, in[0].i);
    return out;
  } else if (isa<arith::IndexCastUIOp, arith::ExtUIOp>(op)) {
    out.i = wrapTo(type, int64_t(unsignedOf(op->getOperand(0).getType(),
                                            in[0].i)));
    return out;
  } else if (isa<arith::SIToFPOp>(op)) {
    out.isFloat = true;
    out.f = roundTo(type, double(in[0].i));
    return out;
  } else if (isa<arith::UIToFPOp>(op)) {
    out.isFloat = true;
    out.f = roundTo(type, double(unsignedOf(op->getOperand(0).getType(),
                                            in[0].i)));
    return out;
  } else if (isa<arith::FPToSIOp>(op)) {
    out.i = wrapTo(type, int64_t(in[0].f));
    return out;
  } else if (isa<arith::ExtFOp>(op)) {
    return in[0];
  } else if (isa<arith::TruncFOp>(op)) {
    // Narrowing below f32 is an explicit rounding of the program; f32
    // itself is the precision the reference evaluates beyond.
    out.isFloat = true;
    out.f = type.isF32() ? in[0].f : roundTo(type, in[0].f);
    out.d = in[0].d;
    return out;
  } else if (isa<FloatType>(type)) {
    SmallVector<double> x, dx;
    for (const Scalar &s : in) {
      x.push_back(s.f);
      dx.push_back(s.d);
    }
    if (std::optional<double> value = floatOp(op, x)) {
      out.isFloat = true;
      out.f = *value;
      if (llvm::any_of(dx, [](double d) { return d != 0.0; })) {
        std::optional<double> derivative =
            floatOpDerivative(op, x, dx, out.f);
        if (!derivative) {
          why = "'" + op->getName().getStringRef().str() +
                "' in a score_mod region has no derivative rule";
          return failure();
        }
        out.d = *derivative;
      }
      return out;
    }
  } else if (in.size() == 2) {
    if (std::optional<int64_t> value =
            integerOp(op, type, in[0].i, in[1].i, why)) {
      out.i = type.isInteger(1) ? (*value & 1) : wrapTo(type, *value);
      return out;
    }
    if (!why.empty())
      return failure();
  }
  why = "the reference cannot evaluate '" +
        op->getName().getStringRef().str() + "' in a modifier region";
  return failure();
}
} // namespace

FailureOr<std::pair<double, double>>
mlir::attn::evaluateModifier(Block &block, ArrayRef<int64_t> indices,
                             double score, std::string &why) {
  llvm::DenseMap<Value, Scalar> values;
  for (unsigned k = 0; k < 4; ++k)
    values[block.getArgument(k)] = Scalar{false, indices[k], 0.0, 0.0};
  if (block.getNumArguments() == 5)
    values[block.getArgument(4)] = Scalar{true, 0, score, 1.0};
  for (Operation &op : block.without_terminator()) {
    SmallVector<Scalar> in;
    for (Value operand : op.getOperands())
      in.push_back(values.lookup(operand));
    FailureOr<Scalar> result = evaluateOp(&op, in, why);
    if (failed(result))
      return failure();
    values[op.getResult(0)] = *result;
  }
  Scalar yielded = values.lookup(block.getTerminator()->getOperand(0));
  if (!yielded.isFloat)
    return std::make_pair(double(yielded.i != 0), 0.0);
  return std::make_pair(yielded.f, yielded.d);
}
