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
  /// Query rows per parallel task; 0 = chosen per kernel (forwardQueryTile,
  /// backwardQueryTile).
  int64_t queryTile = 0;
  /// Keys per inner tile; a multiple of 8.
  int64_t keyTile = 32;
};

/// The default query tiles, measured on a 2-core AVX-512 machine
/// (docs/benchmarks.md): the forward's K/V staging and register blocks pay
/// off over 64 rows (30% faster than 32 at S = 2048, D = 128); the
/// backward, which also stages dO and keeps dK/dV tiles, is best at 32.
constexpr int64_t forwardQueryTile = 64;
constexpr int64_t backwardQueryTile = 32;

void populateAttnToCPUPatterns(RewritePatternSet &patterns,
                               const CPUKernelOptions &options);

#define GEN_PASS_DECL_CONVERTATTNTOCPUPASS
#include "attn/Conversion/Passes.h.inc"

} // namespace mlir::attn

#endif // ATTN_CONVERSION_ATTNTOCPU_ATTNTOCPU_H
