//===- AttnToGPU.h - generate fused GPU kernels for attn ops ----*- C++ -*-===//
//
// Lowering of attn.sdpa on tensors to a generated flash-attention kernel in a
// gpu.module (NVVM target) and a gpu.launch_func on the host side.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_ATTNTOGPU_ATTNTOGPU_H
#define ATTN_CONVERSION_ATTNTOGPU_ATTNTOGPU_H

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "mlir/Pass/Pass.h"

#include <optional>
#include <string>

namespace mlir::attn {

/// Tile shape of a generated forward kernel. Zero fields are chosen by the
/// compiler from the head dimensions, the element type and the target.
struct GPUKernelConfig {
  /// wgmma where the chip and the head dimensions allow it under `auto`.
  MatrixUnit instruction = MatrixUnit::automatic;
  /// Warps per block; each owns 16·rowTiles query rows, so a block covers
  /// 16·rowTiles·warps rows.
  int64_t warps = 0;
  /// 16-row MMA tiles per warp: each K/V fragment read from shared memory
  /// feeds this many tiles, so 2 halves shared-memory traffic per FLOP at
  /// the cost of registers.
  int64_t rowTiles = 0;
  /// Keys per tile of the inner loop (a multiple of 16).
  int64_t blockKv = 0;
  /// Shared-memory buffers per K/V tile (2 = double buffering).
  int64_t stages = 0;
  /// wgmma forward only: each key tile's Q·Kᵀ is issued with the previous
  /// tile's P·V, and the softmax runs while P·V is in flight (needs three
  /// or more stages). Unset: chosen per op.
  std::optional<bool> overlap;
  /// wgmma forward only: a producer warpgroup loads Q, K and V with TMA
  /// into an mbarrier-guarded ring, and the consumer warpgroups never
  /// synchronise the block. Unset: chosen per op.
  std::optional<bool> producer;
  /// With a producer, overlap and two consumer warpgroups: the warpgroups
  /// take turns issuing each iteration's products. Unset: chosen per op.
  std::optional<bool> pingpong;
  /// With a producer: one block per resident slot, each walking query
  /// tiles with a stride of the grid (a persistent tile scheduler), so
  /// that one tile's epilogue overlaps the next tile's loads. Unset:
  /// chosen per op.
  std::optional<bool> persistent;
  /// wgmma forward without a producer: query heads of one KV head's group
  /// per block, one consumer warpgroup each over the same query rows, so
  /// that each K/V tile is loaded once for all of them (GQA packing).
  /// 0: chosen per op.
  int64_t headsPerBlock = 0;
};

#define GEN_PASS_DECL_ATTNSELECTBACKENDPASS
#define GEN_PASS_DECL_CONVERTATTNTOGPUPASS
#include "attn/Conversion/Passes.h.inc"

} // namespace mlir::attn

#endif // ATTN_CONVERSION_ATTNTOGPU_ATTNTOGPU_H
