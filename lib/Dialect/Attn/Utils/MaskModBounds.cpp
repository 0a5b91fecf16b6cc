//===- MaskModBounds.cpp - a mask_mod over a tile -------------------------===//
//
// Interval bounds of a mask_mod over a tile of (b, h, i, j) ranges, built as
// IR, so that kernels skip the tiles a mask_mod empties and drop the
// per-element mask where it allows everything (FlexAttention's block mask,
// computed per tile at run time instead of stored).
//
// Every integer of the region gets run-time bounds [lo, hi] in i64 and
// static bounds [min, max] (saturating) that prove the i64 arithmetic and
// the region's own fixed-width arithmetic exact: an op whose static range
// does not fit its type may wrap, and is not bounded. Each i1 gets (all,
// some): whether it is true for every point of the tile, for some point.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Utils/Modifiers.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "llvm/ADT/DenseMap.h"
#include "llvm/ADT/TypeSwitch.h"

#include <array>

#include <limits>
#include <optional>

using namespace mlir;
using namespace mlir::attn;

namespace {

/// Static bounds stay within ±2^62, where sums and products of two bounded
/// values are exact in int64.
constexpr int64_t kStaticLimit = int64_t(1) << 62;
/// Positions, heads and batch entries are below 2^31.
constexpr int64_t kIndexLimit = (int64_t(1) << 31) - 1;

struct IntBounds {
  Value lo, hi;         // i64, at run time
  int64_t min, max;     // static: every value lies in [min, max]
};

struct BoolBounds {
  Value all, some; // i1
};

int64_t saturate(__int128 v) {
  if (v > kStaticLimit)
    return kStaticLimit + 1;
  if (v < -kStaticLimit)
    return -kStaticLimit - 1;
  return static_cast<int64_t>(v);
}

class TileBounds {
public:
  TileBounds(OpBuilder &b, Location loc) : b(b), loc(loc) {}

  void setIndex(Value arg, IndexRange range) {
    ints[arg] = {toI64(range.first), toI64(range.last), 0, kIndexLimit};
  }

  TileAllowance run(Block &block) {
    for (Operation &op : block.without_terminator())
      visit(op);
    BoolBounds result = boolOf(block.getTerminator()->getOperand(0));
    return {result.some, result.all};
  }

private:
  Value i64(int64_t v) {
    return arith::ConstantIntOp::create(b, loc, b.getI64Type(), v);
  }
  Value bit(bool v) { return arith::ConstantIntOp::create(b, loc, v, 1); }
  Value toI64(Value index) {
    return arith::IndexCastOp::create(b, loc, b.getI64Type(), index);
  }
  Value notI(Value x) { return arith::XOrIOp::create(b, loc, x, bit(true)); }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, loc, x, y); }
  Value orI(Value x, Value y) { return arith::OrIOp::create(b, loc, x, y); }
  Value cmp(arith::CmpIPredicate p, Value x, Value y) {
    return arith::CmpIOp::create(b, loc, p, x, y);
  }
  Value minS(Value x, Value y) { return arith::MinSIOp::create(b, loc, x, y); }
  Value maxS(Value x, Value y) { return arith::MaxSIOp::create(b, loc, x, y); }
  Value select(Value c, Value x, Value y) {
    return arith::SelectOp::create(b, loc, c, x, y);
  }

  /// The range of values of integer type `type` (index: int64).
  static std::pair<int64_t, int64_t> typeRange(Type type) {
    unsigned width = type.isIndex() ? 64 : type.getIntOrFloatBitWidth();
    if (width >= 64)
      return {std::numeric_limits<int64_t>::min(),
              std::numeric_limits<int64_t>::max()};
    return {-(int64_t(1) << (width - 1)), (int64_t(1) << (width - 1)) - 1};
  }

  /// `bounds` for a result of type `type`, or none where a value of its
  /// static range would not fit (the op could wrap) or exceeds the limit.
  std::optional<IntBounds> fit(IntBounds bounds, Type type) {
    auto [lowest, highest] = typeRange(type);
    if (bounds.min < std::max(lowest, -kStaticLimit) ||
        bounds.max > std::min(highest, kStaticLimit))
      return std::nullopt;
    return bounds;
  }

  std::optional<IntBounds> intOf(Value v) {
    auto it = ints.find(v);
    if (it != ints.end())
      return it->second;
    // An i1 used as an integer (cmpi on booleans): 0 or 1.
    if (v.getType().isInteger(1)) {
      BoolBounds x = boolOf(v);
      Value lo = arith::ExtUIOp::create(b, loc, b.getI64Type(), x.all);
      Value hi = arith::ExtUIOp::create(b, loc, b.getI64Type(), x.some);
      return IntBounds{lo, hi, 0, 1};
    }
    return std::nullopt;
  }

  BoolBounds boolOf(Value v) {
    auto it = bools.find(v);
    if (it != bools.end())
      return it->second;
    return {bit(false), bit(true)}; // not bounded: anything
  }

  std::optional<int64_t> constantOf(Value v) {
    std::optional<IntBounds> x = intOf(v);
    if (x && x->min == x->max)
      return x->min;
    return std::nullopt;
  }

  void visit(Operation &op);
  std::optional<IntBounds> visitInteger(Operation &op);
  BoolBounds compare(arith::CmpIPredicate predicate, IntBounds x, IntBounds y);

  OpBuilder &b;
  Location loc;
  llvm::DenseMap<Value, IntBounds> ints;
  llvm::DenseMap<Value, BoolBounds> bools;
};

BoolBounds TileBounds::compare(arith::CmpIPredicate predicate, IntBounds x,
                               IntBounds y) {
  using P = arith::CmpIPredicate;
  switch (predicate) {
  case P::slt:
  case P::ult:
    return {cmp(P::slt, x.hi, y.lo), cmp(P::slt, x.lo, y.hi)};
  case P::sle:
  case P::ule:
    return {cmp(P::sle, x.hi, y.lo), cmp(P::sle, x.lo, y.hi)};
  case P::sgt:
  case P::ugt:
    return {cmp(P::sgt, x.lo, y.hi), cmp(P::sgt, x.hi, y.lo)};
  case P::sge:
  case P::uge:
    return {cmp(P::sge, x.lo, y.hi), cmp(P::sge, x.hi, y.lo)};
  case P::eq:
  case P::ne: {
    Value disjoint = orI(cmp(P::slt, x.hi, y.lo), cmp(P::slt, y.hi, x.lo));
    Value oneValue =
        andI(andI(cmp(P::eq, x.lo, x.hi), cmp(P::eq, y.lo, y.hi)),
             cmp(P::eq, x.lo, y.lo));
    if (predicate == P::eq)
      return {oneValue, notI(disjoint)};
    return {disjoint, notI(oneValue)};
  }
  }
  return {bit(false), bit(true)};
}

void TileBounds::visit(Operation &op) {
  Value result = op.getResult(0);
  Type type = result.getType();
  if (type.isInteger(1)) {
    BoolBounds out{bit(false), bit(true)};
    if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
      bool v = cast<IntegerAttr>(constant.getValue()).getValue().getBoolValue();
      out = {bit(v), bit(v)};
    } else if (isa<arith::AndIOp, arith::OrIOp, arith::XOrIOp>(op)) {
      BoolBounds x = boolOf(op.getOperand(0)), y = boolOf(op.getOperand(1));
      if (isa<arith::AndIOp>(op))
        out = {andI(x.all, y.all), andI(x.some, y.some)};
      else if (isa<arith::OrIOp>(op))
        out = {orI(x.all, y.all), orI(x.some, y.some)};
      else
        out = {orI(andI(x.all, notI(y.some)), andI(notI(x.some), y.all)),
               orI(andI(x.some, notI(y.all)), andI(notI(x.all), y.some))};
    } else if (auto sel = dyn_cast<arith::SelectOp>(op)) {
      BoolBounds c = boolOf(sel.getCondition());
      BoolBounds x = boolOf(sel.getTrueValue());
      BoolBounds y = boolOf(sel.getFalseValue());
      out = {orI(orI(andI(c.all, x.all), andI(notI(c.some), y.all)),
                 andI(x.all, y.all)),
             orI(andI(c.some, x.some), andI(notI(c.all), y.some))};
    } else if (auto cmpOp = dyn_cast<arith::CmpIOp>(op)) {
      std::optional<IntBounds> x = intOf(cmpOp.getLhs());
      std::optional<IntBounds> y = intOf(cmpOp.getRhs());
      using P = arith::CmpIPredicate;
      P predicate = cmpOp.getPredicate();
      bool isUnsigned = predicate == P::ult || predicate == P::ule ||
                        predicate == P::ugt || predicate == P::uge;
      // Unsigned orders agree with signed ones on non-negative values.
      if (x && y && (!isUnsigned || (x->min >= 0 && y->min >= 0)))
        out = compare(cmpOp.getPredicate(), *x, *y);
    }
    bools[result] = out;
    return;
  }
  if (std::optional<IntBounds> bounds = visitInteger(op))
    ints[result] = *bounds;
}

std::optional<IntBounds> TileBounds::visitInteger(Operation &op) {
  Type type = op.getResult(0).getType();
  if (!type.isIntOrIndex())
    return std::nullopt;
  if (auto constant = dyn_cast<arith::ConstantOp>(op)) {
    auto attr = dyn_cast<IntegerAttr>(constant.getValue());
    if (!attr)
      return std::nullopt;
    int64_t v = type.isIndex() ? attr.getInt() : attr.getValue().getSExtValue();
    return fit({i64(v), i64(v), v, v}, type);
  }
  SmallVector<IntBounds> in;
  for (Value operand : op.getOperands()) {
    if (operand.getType().isInteger(1) && !isa<arith::ExtUIOp>(op) &&
        !isa<arith::SelectOp>(op))
      return std::nullopt;
    if (isa<arith::SelectOp>(op) && operand == op.getOperand(0))
      continue;
    std::optional<IntBounds> x = intOf(operand);
    if (!x)
      return std::nullopt;
    in.push_back(*x);
  }
  return llvm::TypeSwitch<Operation *, std::optional<IntBounds>>(&op)
      // Value-preserving where the value fits (checked by fit); the
      // unsigned casts also need it non-negative.
      .Case<arith::IndexCastOp, arith::ExtSIOp, arith::TruncIOp>(
          [&](Operation *) { return fit(in[0], type); })
      .Case<arith::IndexCastUIOp, arith::ExtUIOp>(
          [&](Operation *) -> std::optional<IntBounds> {
            if (in[0].min < 0)
              return std::nullopt;
            return fit(in[0], type);
          })
      .Case<arith::AddIOp>([&](Operation *) {
        return fit({arith::AddIOp::create(b, loc, in[0].lo, in[1].lo),
                    arith::AddIOp::create(b, loc, in[0].hi, in[1].hi),
                    saturate(__int128(in[0].min) + in[1].min),
                    saturate(__int128(in[0].max) + in[1].max)},
                   type);
      })
      .Case<arith::SubIOp>([&](Operation *) {
        return fit({arith::SubIOp::create(b, loc, in[0].lo, in[1].hi),
                    arith::SubIOp::create(b, loc, in[0].hi, in[1].lo),
                    saturate(__int128(in[0].min) - in[1].max),
                    saturate(__int128(in[0].max) - in[1].min)},
                   type);
      })
      .Case<arith::MulIOp>([&](Operation *) {
        // The extremes are among the corner products.
        Value lo, hi;
        int64_t min = kStaticLimit, max = -kStaticLimit;
        for (Value x : {in[0].lo, in[0].hi})
          for (Value y : {in[1].lo, in[1].hi}) {
            Value p = arith::MulIOp::create(b, loc, x, y);
            lo = lo ? minS(lo, p) : p;
            hi = hi ? maxS(hi, p) : p;
          }
        for (int64_t x : {in[0].min, in[0].max})
          for (int64_t y : {in[1].min, in[1].max}) {
            int64_t p = saturate(__int128(x) * y);
            min = std::min(min, p);
            max = std::max(max, p);
          }
        return fit({lo, hi, min, max}, type);
      })
      .Case<arith::FloorDivSIOp, arith::DivSIOp, arith::CeilDivSIOp,
            arith::DivUIOp>([&](Operation *) -> std::optional<IntBounds> {
        // Monotone in the dividend for a positive constant divisor.
        std::optional<int64_t> divisor = constantOf(op.getOperand(1));
        if (!divisor || *divisor <= 0 ||
            (isa<arith::DivUIOp>(op) && in[0].min < 0))
          return std::nullopt;
        auto apply = [&](Value x) -> Value {
          Value d = i64(*divisor);
          if (isa<arith::FloorDivSIOp>(op))
            return arith::FloorDivSIOp::create(b, loc, x, d);
          if (isa<arith::CeilDivSIOp>(op))
            return arith::CeilDivSIOp::create(b, loc, x, d);
          return arith::DivSIOp::create(b, loc, x, d);
        };
        auto applyStatic = [&](int64_t x) -> int64_t {
          int64_t q = x / *divisor, r = x % *divisor;
          if (isa<arith::FloorDivSIOp>(op) && r != 0 && x < 0)
            return q - 1;
          if (isa<arith::CeilDivSIOp>(op) && r != 0 && x > 0)
            return q + 1;
          return q;
        };
        return fit({apply(in[0].lo), apply(in[0].hi), applyStatic(in[0].min),
                    applyStatic(in[0].max)},
                   type);
      })
      .Case<arith::RemSIOp, arith::RemUIOp>(
          [&](Operation *) -> std::optional<IntBounds> {
            // Non-negative x mod c: exact within one period, else [0, c).
            std::optional<int64_t> divisor = constantOf(op.getOperand(1));
            if (!divisor || *divisor <= 0 || in[0].min < 0)
              return std::nullopt;
            Value d = i64(*divisor);
            Value samePeriod =
                cmp(arith::CmpIPredicate::eq,
                    arith::DivSIOp::create(b, loc, in[0].lo, d),
                    arith::DivSIOp::create(b, loc, in[0].hi, d));
            return fit({select(samePeriod,
                               arith::RemSIOp::create(b, loc, in[0].lo, d),
                               i64(0)),
                        select(samePeriod,
                               arith::RemSIOp::create(b, loc, in[0].hi, d),
                               i64(*divisor - 1)),
                        0, std::min(in[0].max, *divisor - 1)},
                       type);
          })
      .Case<arith::MaxSIOp, arith::MinSIOp>([&](Operation *) {
        bool isMax = isa<arith::MaxSIOp>(op);
        auto pick = [&](Value x, Value y) {
          return isMax ? maxS(x, y) : minS(x, y);
        };
        auto pickStatic = [&](int64_t x, int64_t y) {
          return isMax ? std::max(x, y) : std::min(x, y);
        };
        return fit({pick(in[0].lo, in[1].lo), pick(in[0].hi, in[1].hi),
                    pickStatic(in[0].min, in[1].min),
                    pickStatic(in[0].max, in[1].max)},
                   type);
      })
      .Case<arith::SelectOp>([&](Operation *) {
        BoolBounds c = boolOf(op.getOperand(0));
        Value lo = select(c.all, in[0].lo,
                          select(c.some, minS(in[0].lo, in[1].lo), in[1].lo));
        Value hi = select(c.all, in[0].hi,
                          select(c.some, maxS(in[0].hi, in[1].hi), in[1].hi));
        return fit({lo, hi, std::min(in[0].min, in[1].min),
                    std::max(in[0].max, in[1].max)},
                   type);
      })
      .Default([](Operation *) { return std::nullopt; });
}

} // namespace

TileAllowance mlir::attn::inlineMaskModOverTile(OpBuilder &builder,
                                                Location loc, Block &maskMod,
                                                IndexRange b, IndexRange h,
                                                IndexRange i, IndexRange j) {
  TileBounds bounds(builder, loc);
  for (auto [arg, range] : llvm::zip(maskMod.getArguments(),
                                     std::array<IndexRange, 4>{b, h, i, j}))
    bounds.setIndex(arg, range);
  return bounds.run(maskMod);
}
