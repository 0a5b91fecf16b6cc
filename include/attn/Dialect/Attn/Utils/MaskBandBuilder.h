//===- MaskBandBuilder.h - MaskBand's queries as arith IR ------*- C++ -*-===//
//
// The arithmetic policy that lets MaskBand (MaskBand.h) build IR: its
// queries become arith ops on integer values of one type, `index` in the
// CPU kernels and the cuDNN helper kernels, i32 in the generated GPU
// kernels.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_UTILS_MASKBANDBUILDER_H
#define ATTN_DIALECT_ATTN_UTILS_MASKBANDBUILDER_H

#include "attn/Dialect/Attn/Utils/MaskBand.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"

namespace mlir::attn {

/// MaskBand's arithmetic as arith ops on values of `type` (index or a
/// signless integer type).
class MaskBandBuilder {
public:
  using Value = ::mlir::Value;
  using Bool = ::mlir::Value;

  MaskBandBuilder(ImplicitLocOpBuilder &b, Type type) : b(b), type(type) {}

  Value constant(int64_t value) {
    if (type.isIndex())
      return arith::ConstantIndexOp::create(b, value);
    return arith::ConstantOp::create(b, b.getIntegerAttr(type, value));
  }
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, x, y); }
  Value min(Value x, Value y) { return arith::MinSIOp::create(b, x, y); }
  Value max(Value x, Value y) { return arith::MaxSIOp::create(b, x, y); }
  Value select(Bool condition, Value x, Value y) {
    return arith::SelectOp::create(b, condition, x, y);
  }
  Bool less(Value x, Value y) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::slt, x, y);
  }
  Bool lessEqual(Value x, Value y) {
    return arith::CmpIOp::create(b, arith::CmpIPredicate::sle, x, y);
  }
  Bool both(Bool x, Bool y) { return arith::AndIOp::create(b, x, y); }

private:
  ImplicitLocOpBuilder &b;
  Type type;
};

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_UTILS_MASKBANDBUILDER_H
