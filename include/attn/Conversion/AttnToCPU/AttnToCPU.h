//===- AttnToCPU.h - lower attn ops to fused CPU loops ----------*- C++ -*-===//
//
// Patterns that replace attn.sdpa / attn.sdpa_grad on tensors with fused,
// tiled, vectorised loop nests on memrefs (bridged with bufferization ops).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_ATTNTOCPU_ATTNTOCPU_H
#define ATTN_CONVERSION_ATTNTOCPU_ATTNTOCPU_H

#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"

namespace mlir::attn {

/// Tile shapes of the CPU kernels.
struct CPUKernelOptions {
  /// Query rows per parallel task.
  int64_t queryTile = 32;
  /// Keys per inner tile; a multiple of 8.
  int64_t keyTile = 32;
};

void populateAttnToCPUPatterns(RewritePatternSet &patterns,
                               const CPUKernelOptions &options);

#define GEN_PASS_DECL_CONVERTATTNTOCPUPASS
#include "attn/Conversion/Passes.h.inc"

} // namespace mlir::attn

#endif // ATTN_CONVERSION_ATTNTOCPU_ATTNTOCPU_H
