//===- ModifierRegions.cpp - score_mod / mask_mod from matched logic ------===//
//
// Writes matched expressions back as the ops of modifier regions: each Op
// node becomes the same arith/math op, indices become arith on i and j, the
// Q·K leaf becomes the block's score argument.
//
//===----------------------------------------------------------------------===//

#include "ModifierRegions.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Operation.h"
#include "mlir/IR/Verifier.h"

#include <cmath>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::raise;

std::unique_ptr<Region> ModifierRegionBuilder::makeRegion(bool withScore) {
  auto region = std::make_unique<Region>();
  block = new Block();
  region->push_back(block);
  Type index = IndexType::get(ctx);
  for (int k = 0; k < 4; ++k)
    block->addArgument(index, loc);
  if (withScore)
    block->addArgument(Float32Type::get(ctx), loc);
  return region;
}

FailureOr<Value> ModifierRegionBuilder::materializeIndex(OpBuilder &builder,
                                                         AffineExpr e,
                                                         std::string &why) {
  if (auto dim = dyn_cast<AffineDimExpr>(e)) {
    int64_t d = dim.getPosition();
    if (d == queryDim)
      return Value(block->getArgument(2));
    if (d == keyDim)
      return Value(block->getArgument(3));
    why = "the score or mask logic uses an index other than the query and "
          "key positions";
    return failure();
  }
  if (auto constant = dyn_cast<AffineConstantExpr>(e))
    return Value(arith::ConstantIndexOp::create(builder, loc,
                                                constant.getValue()));
  auto binary = dyn_cast<AffineBinaryOpExpr>(e);
  if (!binary) {
    why = "the score or mask logic uses a symbol";
    return failure();
  }
  FailureOr<Value> lhs = materializeIndex(builder, binary.getLHS(), why);
  FailureOr<Value> rhs = materializeIndex(builder, binary.getRHS(), why);
  if (failed(lhs) || failed(rhs))
    return failure();
  switch (binary.getKind()) {
  case AffineExprKind::Add:
    return Value(arith::AddIOp::create(builder, loc, *lhs, *rhs));
  case AffineExprKind::Mul:
    return Value(arith::MulIOp::create(builder, loc, *lhs, *rhs));
  case AffineExprKind::FloorDiv:
    return Value(arith::FloorDivSIOp::create(builder, loc, *lhs, *rhs));
  case AffineExprKind::CeilDiv:
    return Value(arith::CeilDivSIOp::create(builder, loc, *lhs, *rhs));
  case AffineExprKind::Mod: {
    // The affine remainder is non-negative: a − floor(a / b)·b.
    Value quotient = arith::FloorDivSIOp::create(builder, loc, *lhs, *rhs);
    return Value(arith::SubIOp::create(
        builder, loc, *lhs, arith::MulIOp::create(builder, loc, quotient, *rhs)));
  }
  default:
    why = "the score or mask logic uses an unsupported index expression";
    return failure();
  }
}

FailureOr<Value> ModifierRegionBuilder::materialize(OpBuilder &builder,
                                                    const ExprRef &e,
                                                    std::string &why) {
  if (scoreLeaf && equal(e, scoreLeaf)) {
    Value s = block->getArgument(4);
    if (e->type == s.getType())
      return s;
    // A contraction that rounds its result (bf16 scores): the region
    // rounds attn.sdpa's f32 score the same way.
    if (auto narrow = dyn_cast<FloatType>(e->type))
      return Value(arith::TruncFOp::create(builder, loc, narrow, s));
    why = "the scores are not floats";
    return failure();
  }
  switch (e->kind) {
  case Expr::Kind::Index: {
    FailureOr<Value> index = materializeIndex(builder, e->index, why);
    if (failed(index))
      return failure();
    if (e->type && e->type != index->getType())
      return Value(
          arith::IndexCastOp::create(builder, loc, e->type, *index));
    return index;
  }
  case Expr::Kind::Constant: {
    TypedAttr value;
    if (auto f = dyn_cast<FloatAttr>(e->value))
      value = f.getType() == e->type
                  ? TypedAttr(f)
                  : TypedAttr(builder.getFloatAttr(e->type,
                                                   f.getValueAsDouble()));
    else if (auto i = dyn_cast<IntegerAttr>(e->value))
      value = i.getType() == e->type
                  ? TypedAttr(i)
                  : TypedAttr(builder.getIntegerAttr(
                        e->type, i.getValue().getSExtValue()));
    if (!value) {
      why = "the score or mask logic uses a non-scalar constant";
      return failure();
    }
    return Value(arith::ConstantOp::create(builder, loc, value));
  }
  case Expr::Kind::Op: {
    SmallVector<Value> operands;
    for (const ExprRef &operand : e->operands) {
      FailureOr<Value> value = materialize(builder, operand, why);
      if (failed(value))
        return failure();
      operands.push_back(*value);
    }
    OperationState state(loc, e->name);
    state.addOperands(operands);
    state.addTypes(e->type);
    if (e->predicate)
      state.addAttribute("predicate", e->predicate);
    Operation *op = builder.create(state);
    if (!op->isRegistered() || failed(mlir::verify(op, false))) {
      why = "the score or mask logic's '" + e->name +
            "' cannot be rebuilt in a modifier region";
      op->erase();
      return failure();
    }
    return op->getResult(0);
  }
  case Expr::Kind::Load:
  case Expr::Kind::Accumulator:
    break;
  }
  why = "the score or mask logic reads a tensor besides Q·K";
  return failure();
}

FailureOr<std::unique_ptr<Region>>
ModifierRegionBuilder::buildScoreMod(const ExprRef &tree, const ExprRef &leaf,
                                     double factor, std::string &why) {
  std::unique_ptr<Region> region = makeRegion(/*withScore=*/true);
  scoreLeaf = leaf;
  // The region is detached: the builder takes the context explicitly.
  OpBuilder builder(ctx);
  builder.setInsertionPointToEnd(block);
  FailureOr<Value> value = materialize(builder, tree, why);
  scoreLeaf = nullptr;
  if (failed(value))
    return failure();
  Type f32 = Float32Type::get(ctx);
  Value score = *value;
  if (score.getType() != f32) {
    auto type = dyn_cast<FloatType>(score.getType());
    if (!type || type.getWidth() > 32) {
      why = "the modified scores are not f32, bf16 or f16";
      return failure();
    }
    score = arith::ExtFOp::create(builder, loc, f32, score);
  }
  if (factor != 1.0)
    score = arith::MulFOp::create(
        builder, loc, score,
        arith::ConstantOp::create(builder, loc,
                                  builder.getF32FloatAttr(factor)));
  YieldOp::create(builder, loc, score);
  return region;
}

FailureOr<std::unique_ptr<Region>>
ModifierRegionBuilder::buildMaskMod(ArrayRef<std::pair<ExprRef, bool>> terms,
                                    std::string &why) {
  std::unique_ptr<Region> region = makeRegion(/*withScore=*/false);
  // The region is detached: the builder takes the context explicitly.
  OpBuilder builder(ctx);
  builder.setInsertionPointToEnd(block);
  Value allowed;
  for (auto [term, negate] : terms) {
    FailureOr<Value> value = materialize(builder, term, why);
    if (failed(value))
      return failure();
    Value bit = *value;
    if (negate)
      bit = arith::XOrIOp::create(
          builder, loc, bit,
          arith::ConstantOp::create(builder, loc, builder.getBoolAttr(true)));
    allowed = allowed ? arith::AndIOp::create(builder, loc, allowed, bit)
                      : bit;
  }
  YieldOp::create(builder, loc, allowed);
  return region;
}

bool mlir::attn::raise::mayYieldNonFinite(const ExprRef &tree) {
  if (tree->kind == Expr::Kind::Constant) {
    auto f = dyn_cast<FloatAttr>(tree->value);
    return f && !std::isfinite(f.getValueAsDouble());
  }
  if (tree->kind != Expr::Kind::Op)
    return false;
  StringRef name = tree->name;
  // Ops that keep finite operands finite (up to overflow of |s| beyond
  // 1e19, which no attention score reaches).
  static const char *const kFinite[] = {
      "arith.addf",    "arith.subf",     "arith.mulf",     "arith.negf",
      "arith.select",  "arith.maximumf", "arith.minimumf", "arith.maxnumf",
      "arith.minnumf", "arith.extf",     "arith.sitofp",   "arith.uitofp",
      "arith.cmpf",    "arith.cmpi",     "math.tanh",      "math.absf",
      "math.sin",      "math.cos"};
  bool finite = llvm::is_contained(kFinite, name) ||
                !isa<FloatType>(tree->type); // integer and index logic
  // Narrowing to bf16 keeps f32's range; f16 overflows at 65504.
  if (name == "arith.truncf")
    finite = tree->type.isBF16() || tree->type.isF32();
  // A division by a finite non-zero constant.
  if (name == "arith.divf") {
    auto divisor = tree->operands[1];
    auto f = divisor->kind == Expr::Kind::Constant
                 ? dyn_cast<FloatAttr>(divisor->value)
                 : FloatAttr();
    finite = f && std::isfinite(f.getValueAsDouble()) &&
             f.getValueAsDouble() != 0.0;
  }
  if (!finite)
    return true;
  return llvm::any_of(tree->operands, mayYieldNonFinite);
}
