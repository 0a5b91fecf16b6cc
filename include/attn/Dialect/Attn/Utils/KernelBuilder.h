//===- KernelBuilder.h - helpers for building attention kernels -*- C++ -*-===//
//
// Small IR-building helpers shared by the CPU kernels and the generated GPU
// kernels' host and index code: constants, loops, f32 loads/stores of any
// element type, and the layout index arithmetic of attention tensors.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_UTILS_KERNELBUILDER_H
#define ATTN_DIALECT_ATTN_UTILS_KERNELBUILDER_H

#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/TypeUtilities.h"

#include <limits>

namespace mlir::attn::kernels {

/// Wraps an ImplicitLocOpBuilder with the vocabulary of the kernels. All
/// arithmetic on scores is f32; indices are `index`.
class KernelBuilder {
public:
  KernelBuilder(ImplicitLocOpBuilder &b) : b(b) {}

  ImplicitLocOpBuilder &builder() { return b; }
  Type f32() { return b.getF32Type(); }

  Value index(int64_t value) {
    return arith::ConstantIndexOp::create(b, value);
  }
  Value f32(double value) {
    return arith::ConstantOp::create(b, b.getF32FloatAttr(value));
  }
  Value negInf() { return f32(-std::numeric_limits<double>::infinity()); }
  Value splat(Value scalar, int64_t width) {
    return vector::BroadcastOp::create(
        b, VectorType::get({width}, scalar.getType()), scalar);
  }
  Value vectorConstant(double value, int64_t width) {
    return arith::ConstantOp::create(
        b, DenseElementsAttr::get(VectorType::get({width}, f32()),
                                  b.getF32FloatAttr(value)));
  }

  // Index arithmetic.
  Value add(Value x, Value y) { return arith::AddIOp::create(b, x, y); }
  Value sub(Value x, Value y) { return arith::SubIOp::create(b, x, y); }
  Value mul(Value x, Value y) { return arith::MulIOp::create(b, x, y); }
  Value min(Value x, Value y) { return arith::MinSIOp::create(b, x, y); }
  Value max(Value x, Value y) { return arith::MaxSIOp::create(b, x, y); }
  Value cmp(arith::CmpIPredicate predicate, Value x, Value y) {
    return arith::CmpIOp::create(b, predicate, x, y);
  }
  Value andI(Value x, Value y) { return arith::AndIOp::create(b, x, y); }
  Value select(Value condition, Value x, Value y) {
    return arith::SelectOp::create(b, condition, x, y);
  }

  // Float arithmetic (scalars or vectors).
  Value addF(Value x, Value y) { return arith::AddFOp::create(b, x, y); }
  Value subF(Value x, Value y) { return arith::SubFOp::create(b, x, y); }
  Value mulF(Value x, Value y) { return arith::MulFOp::create(b, x, y); }
  Value divF(Value x, Value y) { return arith::DivFOp::create(b, x, y); }
  Value maxF(Value x, Value y) { return arith::MaximumFOp::create(b, x, y); }
  Value fma(Value x, Value y, Value acc) {
    return vector::FMAOp::create(b, x, y, acc);
  }
  Value exp(Value x) { return math::ExpOp::create(b, x); }
  Value log(Value x) { return math::LogOp::create(b, x); }
  Value cmpF(arith::CmpFPredicate predicate, Value x, Value y) {
    return arith::CmpFOp::create(b, predicate, x, y);
  }
  Value reduceAdd(Value vector) {
    return vector::ReductionOp::create(b, vector::CombiningKind::ADD, vector);
  }
  Value reduceMax(Value vector) {
    return vector::ReductionOp::create(b, vector::CombiningKind::MAXIMUMF,
                                       vector);
  }
  Value indexToF32(Value value) {
    Value asInt = arith::IndexCastOp::create(b, b.getI64Type(), value);
    return arith::SIToFPOp::create(b, f32(), asInt);
  }
  Value i32ToIndex(Value value) {
    return arith::IndexCastOp::create(b, b.getIndexType(), value);
  }

  /// Converts a float scalar or vector to f32 (or back to `type`).
  Value toF32(Value value) {
    Type element = getElementTypeOrSelf(value.getType());
    if (element.isF32())
      return value;
    Type target = f32();
    if (auto vectorType = dyn_cast<VectorType>(value.getType()))
      target = vectorType.clone(f32());
    return arith::ExtFOp::create(b, target, value);
  }
  Value fromF32(Value value, Type element) {
    if (element.isF32())
      return value;
    Type target = element;
    if (auto vectorType = dyn_cast<VectorType>(value.getType()))
      target = vectorType.clone(element);
    return arith::TruncFOp::create(b, target, value);
  }

  Value load(Value memref, ValueRange indices) {
    return memref::LoadOp::create(b, memref, indices);
  }
  void store(Value value, Value memref, ValueRange indices) {
    memref::StoreOp::create(b, value, memref, indices);
  }
  Value loadF32(Value memref, ValueRange indices) {
    return toF32(load(memref, indices));
  }
  void storeFromF32(Value value, Value memref, ValueRange indices) {
    store(fromF32(value, cast<MemRefType>(memref.getType()).getElementType()),
          memref, indices);
  }
  Value loadVector(Value memref, ValueRange indices, int64_t width) {
    Type element = cast<MemRefType>(memref.getType()).getElementType();
    return vector::LoadOp::create(b, VectorType::get({width}, element), memref,
                                  indices);
  }
  Value loadVectorF32(Value memref, ValueRange indices, int64_t width) {
    return toF32(loadVector(memref, indices, width));
  }
  void storeVector(Value vector, Value memref, ValueRange indices) {
    vector::StoreOp::create(b, vector, memref, indices);
  }
  void storeVectorFromF32(Value vector, Value memref, ValueRange indices) {
    storeVector(
        fromF32(vector, cast<MemRefType>(memref.getType()).getElementType()),
        memref, indices);
  }

  /// Size of dimension `dim` of a memref, as a constant when static.
  Value dim(Value memref, int64_t dim) {
    auto type = cast<MemRefType>(memref.getType());
    if (!type.isDynamicDim(dim))
      return index(type.getDimSize(dim));
    return memref::DimOp::create(b, memref, dim);
  }

  /// A stack buffer of f32 with a static shape.
  Value stackBuffer(ArrayRef<int64_t> shape) {
    return memref::AllocaOp::create(b, MemRefType::get(shape, f32()));
  }

  /// scf.for from `lb` to `ub` by `step` whose body has no results.
  template <typename BodyFn>
  void forLoop(Value lb, Value ub, Value step, BodyFn body) {
    auto loop = scf::ForOp::create(b, lb, ub, step);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(loop.getBody()->getTerminator());
    body(loop.getInductionVar());
  }
  template <typename BodyFn>
  void forLoop(Value lb, Value ub, int64_t step, BodyFn body) {
    forLoop(lb, ub, index(step), body);
  }

  /// scf.for carrying `inits`; `body(iv, iterArgs)` returns the next values.
  template <typename BodyFn>
  ValueRange forLoopWithValues(Value lb, Value ub, int64_t step,
                               ValueRange inits, BodyFn body) {
    auto loop = scf::ForOp::create(b, lb, ub, index(step), inits);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    SmallVector<Value> next = body(loop.getInductionVar(),
                                   loop.getRegionIterArgs());
    scf::YieldOp::create(b, next);
    return loop.getResults();
  }

  /// scf.if without results.
  template <typename BodyFn>
  void ifThen(Value condition, BodyFn body) {
    auto ifOp = scf::IfOp::create(b, condition, /*withElseRegion=*/false);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(ifOp.thenBlock()->getTerminator());
    body();
  }

private:
  ImplicitLocOpBuilder &b;
};

/// A read-only memref view (identity layout) of tensor operand `value`;
/// null and scalar operands (dropout seed/offset) pass through. Shared by the
/// CPU and GPU lowerings, which bridge attn ops on tensors to memref kernels.
inline Value toReadOnlyBuffer(ImplicitLocOpBuilder &b, Value value) {
  if (!value)
    return value;
  auto type = dyn_cast<RankedTensorType>(value.getType());
  if (!type)
    return value;
  return bufferization::ToBufferOp::create(
      b, MemRefType::get(type.getShape(), type.getElementType()), value,
      /*read_only=*/true);
}

/// Indices of element (batch, position, head, dim) of a q/k/v/out tensor in
/// `layout`; for `thd` the position is the absolute token index.
inline SmallVector<Value> layoutIndices(Layout layout, Value batch,
                                        Value position, Value head,
                                        Value dim) {
  switch (layout) {
  case Layout::bshd:
    return {batch, position, head, dim};
  case Layout::bhsd:
    return {batch, head, position, dim};
  case Layout::sbhd:
    return {position, batch, head, dim};
  case Layout::thd:
    return {position, head, dim};
  }
  llvm_unreachable("unknown layout");
}

/// Position of the sequence (token) dimension in `layout`.
inline int64_t sequenceDimension(Layout layout) {
  switch (layout) {
  case Layout::bshd:
    return 1;
  case Layout::bhsd:
    return 2;
  case Layout::sbhd:
  case Layout::thd:
    return 0;
  }
  llvm_unreachable("unknown layout");
}

/// Position of the batch dimension, or -1 for `thd`.
inline int64_t batchDimension(Layout layout) {
  switch (layout) {
  case Layout::bshd:
  case Layout::bhsd:
    return 0;
  case Layout::sbhd:
    return 1;
  case Layout::thd:
    return -1;
  }
  llvm_unreachable("unknown layout");
}

/// The widest vector of f32 (at most 16 lanes) that divides `size`.
inline int64_t vectorWidthFor(int64_t size) {
  for (int64_t width : {16, 8, 4, 2})
    if (size % width == 0)
      return width;
  return 1;
}

} // namespace mlir::attn::kernels

#endif // ATTN_DIALECT_ATTN_UTILS_KERNELBUILDER_H
