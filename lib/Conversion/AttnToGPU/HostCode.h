//===- HostCode.h - host-side helpers of the GPU lowerings ------*- C++ -*-===//
//
// What the generated-kernel and the cuDNN lowerings of attn ops share on the
// host side: result buffers, kernel creation and launches.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_HOSTCODE_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_HOSTCODE_H

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/SymbolTable.h"

namespace mlir::attn::gpu_kernels {

/// A fresh buffer for result `result`, sizing dynamic dimensions from the
/// operand dimensions `sources` (one per result dimension); a null operand
/// stands for the constant size given with it.
inline Value allocateResult(ImplicitLocOpBuilder &b, Value result,
                            ArrayRef<std::pair<Value, int64_t>> sources) {
  auto type = cast<RankedTensorType>(result.getType());
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (type.isDynamicDim(d))
      sizes.push_back(
          sources[d].first
              ? Value(tensor::DimOp::create(b, sources[d].first,
                                            sources[d].second))
              : Value(arith::ConstantIndexOp::create(b, sources[d].second)));
  return memref::AllocOp::create(
      b, MemRefType::get(type.getShape(), type.getElementType()), sizes);
}

/// An empty kernel `<prefix><N>` (N unused so far) in `kernels` taking
/// `operands`, launched with `threads` threads.
inline gpu::GPUFuncOp createKernel(gpu::GPUModuleOp kernels,
                                   SymbolTable &symbols, Location loc,
                                   const std::string &name,
                                   ValueRange operands, int64_t threads) {
  SmallVector<Type> argumentTypes;
  for (Value operand : operands)
    argumentTypes.push_back(operand.getType());
  OpBuilder builder(kernels.getBodyRegion());
  builder.setInsertionPointToEnd(kernels.getBody());
  auto func = gpu::GPUFuncOp::create(
      builder, loc, name, builder.getFunctionType(argumentTypes, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                builder.getUnitAttr());
  auto count = static_cast<int32_t>(threads);
  func.setKnownBlockSizeAttr(builder.getDenseI32ArrayAttr({count, 1, 1}));
  func->setAttr("nvvm.maxntid", builder.getDenseI32ArrayAttr({count, 1, 1}));
  symbols.insert(func);
  return func;
}

/// A name `<prefix><N>` that no kernel has yet.
inline std::string freshKernelName(SymbolTable &symbols, StringRef prefix,
                                   unsigned &counter) {
  std::string name;
  do
    name = (prefix + Twine(counter++)).str();
  while (symbols.lookup(name));
  return name;
}

inline Value ceilDiv(ImplicitLocOpBuilder &b, Value x, int64_t divisor) {
  Value d = arith::ConstantIndexOp::create(b, divisor);
  return arith::DivUIOp::create(
      b, arith::AddIOp::create(b, x, arith::ConstantIndexOp::create(
                                         b, divisor - 1)),
      d);
}

inline void launch(ImplicitLocOpBuilder &b, gpu::GPUFuncOp func, Value gridX,
                   Value gridY, Value gridZ, int64_t threads,
                   int64_t sharedBytes, ValueRange operands) {
  Value one = arith::ConstantIndexOp::create(b, 1);
  gpu::LaunchFuncOp::create(
      b, func, gpu::KernelDim3{gridX, gridY, gridZ},
      gpu::KernelDim3{arith::ConstantIndexOp::create(b, threads), one, one},
      arith::ConstantOp::create(b, b.getI32IntegerAttr(sharedBytes)),
      operands);
}

/// Runs `body` only when `count` and `batch` are non-zero: an empty grid
/// launches nothing.
template <typename BodyFn>
void ifNonEmpty(ImplicitLocOpBuilder &b, Value count, Value batch,
                       BodyFn body) {
  Value zero = arith::ConstantIndexOp::create(b, 0);
  Value nonEmpty = arith::AndIOp::create(
      b, arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, count, zero),
      arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, batch, zero));
  auto guard = scf::IfOp::create(b, nonEmpty, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard insertion(b);
  b.setInsertionPoint(guard.thenBlock()->getTerminator());
  body();
}

} // namespace mlir::attn::gpu_kernels

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_HOSTCODE_H
