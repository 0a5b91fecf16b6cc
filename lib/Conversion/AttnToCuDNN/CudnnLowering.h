//===- CudnnLowering.h - attn ops as calls of cuDNN's attention -*- C++ -*-===//
//
// The cuDNN backend of attn-to-gpu: which ops cuDNN's fused attention
// implements exactly, and their lowering to calls of the runtime's
// attn_cudnnSdpaForward / attn_cudnnSdpaBackward (runtime/lib/Cudnn.cpp)
// plus the small generated kernels that give the rows cuDNN leaves
// undefined attn's meaning.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOCUDNN_CUDNNLOWERING_H
#define ATTN_LIB_CONVERSION_ATTNTOCUDNN_CUDNNLOWERING_H

#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/SymbolTable.h"

#include <string>

namespace mlir::attn::gpu_kernels {

/// Why cuDNN's fused attention cannot compute `op` (attn.sdpa or
/// attn.sdpa_grad) with attn's exact semantics on a chip of compute
/// capability `capability` (80 for sm_80, 90 for sm_90a), or "" if it can.
std::string cudnnUnsupportedReason(Operation *op, int64_t capability);

/// Replaces `op` by a call of the runtime's cuDNN forward, followed when
/// some row may have no allowed key by a generated kernel that writes
/// attn's out = 0, lse = -inf there.
/// With `into` (buffers for the op's results), writes them and erases the
/// op instead of replacing its results. With `fallback` (backend=auto), the
/// runtime may decline (no cuDNN here, or no engine for the problem): the
/// i1 returned is then false and the caller runs its generated kernels.
Value lowerForwardToCudnn(SdpaOp op, gpu::GPUModuleOp kernels,
                          SymbolTable &symbols, unsigned &counter,
                          ArrayRef<Value> into = {}, bool fallback = false);

/// Replaces `op` by a call of the runtime's cuDNN backward; see
/// lowerForwardToCudnn for the generated kernels around it.
Value lowerBackwardToCudnn(SdpaGradOp op, gpu::GPUModuleOp kernels,
                           SymbolTable &symbols, unsigned &counter,
                           ArrayRef<Value> into = {}, bool fallback = false);

/// Lowers `op` (attn.sdpa or attn.sdpa_grad) to the cuDNN call alone, as
/// lowerForwardToCudnn / lowerBackwardToCudnn do.
void lowerToCudnn(Operation *op, gpu::GPUModuleOp kernels,
                  SymbolTable &symbols, unsigned &counter);

} // namespace mlir::attn::gpu_kernels

#endif // ATTN_LIB_CONVERSION_ATTNTOCUDNN_CUDNNLOWERING_H
