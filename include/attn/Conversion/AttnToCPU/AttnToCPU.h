//===- AttnToCPU.h - lower attn ops to fused CPU loops ----------*- C++ -*-===//
//
// The lowering of attn.sdpa / attn.sdpa_grad on tensors (and of the
// tile-level IR) to fused, tiled, vectorised loop nests on memrefs (bridged
// with bufferization ops).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_ATTNTOCPU_ATTNTOCPU_H
#define ATTN_CONVERSION_ATTNTOCPU_ATTNTOCPU_H

#include "mlir/IR/PatternMatch.h"
#include "mlir/Pass/Pass.h"

namespace mlir::attn {

/// Tile shapes of the CPU kernels.
struct CPUKernelOptions {
  /// Query rows per parallel task; 0 = the tile IR's default per direction
  /// (defaultForwardBlockQ, defaultBackwardBlockQ in Tile.h).
  int64_t queryTile = 0;
  /// Keys per inner tile; a multiple of 8.
  int64_t keyTile = 32;
};

/// Lowers every attention op under `root` to the CPU kernels: the tile-level
/// IR (attn-tile's rewrite, with `options` as the tile sizes of ops without
/// their own #attn.tiling), then the tile ops' steps. Ops already tiled by
/// attn-tile are lowered as they are. Errors name the op.
LogicalResult lowerAttentionToCPU(Operation *root,
                                  const CPUKernelOptions &options);

#define GEN_PASS_DECL_CONVERTATTNTOCPUPASS
#include "attn/Conversion/Passes.h.inc"

} // namespace mlir::attn

#endif // ATTN_CONVERSION_ATTNTOCPU_ATTNTOCPU_H
