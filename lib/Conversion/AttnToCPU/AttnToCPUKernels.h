//===- AttnToCPUKernels.h - CPU kernel emitters -----------------*- C++ -*-===//
//
// Entry points of the forward and backward kernel emitters used by the
// attn-to-cpu conversion.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOCPU_ATTNTOCPUKERNELS_H
#define ATTN_LIB_CONVERSION_ATTNTOCPU_ATTNTOCPUKERNELS_H

#include "../AttentionKernels/AttentionFrame.h"
#include "attn/Conversion/AttnToCPU/AttnToCPU.h"

namespace mlir::attn::cpu {

using kernels::AttentionProblem;

/// Writes `out` (and `lse` when non-null) of attn.sdpa into memrefs.
void emitForwardKernel(ImplicitLocOpBuilder &b, const AttentionProblem &problem,
                       const CPUKernelOptions &options, Value out, Value lse);

/// Gradients of attn.sdpa_grad; `dBias`/`dSink` may be null.
struct BackwardBuffers {
  Value out, dOut, lse;
  Value dQuery, dKey, dValue, dBias, dSink;
};
void emitBackwardKernel(ImplicitLocOpBuilder &b,
                        const AttentionProblem &problem,
                        const CPUKernelOptions &options,
                        const BackwardBuffers &buffers);

} // namespace mlir::attn::cpu

#endif // ATTN_LIB_CONVERSION_ATTNTOCPU_ATTNTOCPUKERNELS_H
