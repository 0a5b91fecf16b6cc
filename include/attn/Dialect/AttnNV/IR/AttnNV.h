//===- AttnNV.h - the attn_nv dialect ---------------------------*- C++ -*-===//
//
// Typed PTX instructions that the nvvm and nvgpu dialects lack.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTNNV_IR_ATTNNV_H
#define ATTN_DIALECT_ATTNNV_IR_ATTNNV_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Dialect.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/InferTypeOpInterface.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::attn::nv {
/// Bytes of a CUtensorMap, and how an LLVM type holds one by value.
constexpr int64_t kTensorMapBytes = 128;
/// Whether `type` is !llvm.array<16 x i64>, the by-value form of a TMA
/// descriptor that kernels take as an argument.
bool isTensorMapType(Type type);
/// That type.
Type getTensorMapType(MLIRContext *context);
} // namespace mlir::attn::nv

#include "attn/Dialect/AttnNV/IR/AttnNVDialect.h.inc"
#include "attn/Dialect/AttnNV/IR/AttnNVEnums.h.inc"

#define GET_ATTRDEF_CLASSES
#include "attn/Dialect/AttnNV/IR/AttnNVAttrs.h.inc"

#define GET_OP_CLASSES
#include "attn/Dialect/AttnNV/IR/AttnNVOps.h.inc"

#endif // ATTN_DIALECT_ATTNNV_IR_ATTNNV_H
