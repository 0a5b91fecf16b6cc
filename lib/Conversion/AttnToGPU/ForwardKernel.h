//===- ForwardKernel.h - the generated flash forward kernel -----*- C++ -*-===//
//
// What the kernel generator needs to know about one attn.sdpa, and the entry
// point that fills a gpu.func with its body.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_FORWARDKERNEL_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_FORWARDKERNEL_H

#include "KernelCommon.h"

#include "attn/Conversion/AttnToGPU/AttnToGPU.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

namespace mlir::attn::gpu_kernels {

/// The static description of one forward kernel. Kernel arguments, in
/// order: query, key, value, out, then lse, bias, alibi slopes, sink,
/// seqlens_q, seqlens_kv for those that are present; then, persistent, the
/// work grid (query tiles, head slots, batch; index); then, with a
/// producer, the TMA descriptors of Q, K and V.
struct ForwardKernelSpec : AttentionKernelShape {
  SoftmaxKind softmax;
  bool hasLse = false, hasSink = false;
  GPUKernelConfig config; // fully resolved

  /// The consumer warps (16 query rows each), then, with a producer, one
  /// more warpgroup that issues the TMA loads.
  int64_t threads() const {
    return 32 * config.warps + (warpSpecialized() ? 128 : 0);
  }
  /// Whether both products run on wgmma (resolved: never `automatic`).
  bool warpgroupMma() const {
    return config.instruction == MatrixUnit::wgmma;
  }
  /// Whether a producer warpgroup loads Q, K and V with TMA into a ring of
  /// mbarrier-guarded stages (wgmma; resolved).
  bool warpSpecialized() const {
    return warpgroupMma() && config.producer.value_or(false);
  }
  int64_t consumerWarpgroups() const { return config.warps / 4; }
  /// Whether one block per resident slot walks the query tiles (a
  /// persistent tile scheduler; with a producer, resolved).
  bool persistent() const {
    return warpSpecialized() && config.persistent.value_or(false);
  }
  /// Whether the two consumer warpgroups take turns issuing each
  /// iteration's products (named barriers 1 and 2; resolved).
  bool pingpong() const {
    return warpSpecialized() && overlapSoftmax() && consumerWarpgroups() == 2 &&
           config.pingpong.value_or(false);
  }
  /// The ring's mbarriers (8 bytes each), after the K/V stages: Q landed,
  /// then per stage K landed, V landed, and stage free; persistent, then Q
  /// free (every consumer warp is done reading the tile's Q).
  int64_t barrierOffset() const {
    return keyValueBase() + config.stages * stageBytes();
  }
  int64_t queryFullBarrier() const { return barrierOffset(); }
  int64_t keyFullBarrier(int64_t stage) const {
    return barrierOffset() + 8 * (1 + stage);
  }
  int64_t valueFullBarrier(int64_t stage) const {
    return barrierOffset() + 8 * (1 + config.stages + stage);
  }
  int64_t stageFreeBarrier(int64_t stage) const {
    return barrierOffset() + 8 * (1 + 2 * config.stages + stage);
  }
  int64_t queryFreeBarrier() const {
    return barrierOffset() + 8 * (1 + 3 * config.stages);
  }
  int64_t barrierBytes() const {
    if (!warpSpecialized())
      return 0;
    return 8 * (1 + 3 * config.stages + (persistent() ? 1 : 0));
  }
  /// How Q, K and V tiles sit in shared memory: padded rows for ldmatrix,
  /// or wgmma's 128-byte swizzle.
  TileArrangement keyValueArrangement() const {
    return warpgroupMma() ? TileArrangement::swizzled128
                          : TileArrangement::padded;
  }
  /// wgmma tiles are whole 64-column blocks of 128-byte rows (a head dim
  /// with a half block leaves the rest of its last block unused).
  static int64_t swizzledColumns(int64_t dim) { return llvm::alignTo(dim, 64); }
  int64_t keyValueTileBytes(int64_t dim) const {
    return warpgroupMma() ? config.blockKv * swizzledColumns(dim) * 2
                          : config.blockKv * rowBytes(dim);
  }
  /// Query heads per block (GQA packing; resolved, 1 without it): consumer
  /// warpgroup g takes query head headsPerBlock·y + g of the grid's head
  /// slot y, over the block's rows.
  int64_t headsPerBlock() const {
    return std::max<int64_t>(config.headsPerBlock, 1);
  }
  bool packsHeads() const { return headsPerBlock() > 1; }
  /// Query rows per block of the sequence, and rows of the shared query
  /// tile (one 64-row tile per head when heads are packed).
  int64_t blockQ() const { return queryTileRows() / headsPerBlock(); }
  int64_t queryTileRows() const { return 16 * config.rowTiles * config.warps; }
  /// Swizzled query tile: bytes between its 64-column blocks, and from one
  /// warpgroup's rows to the next one's (64 rows into each block, or, with
  /// packed heads, the next head's whole tile).
  int64_t queryColumnBlockBytes() const { return blockQ() * 128; }
  int64_t queryWarpgroupBytes() const {
    return packsHeads() ? blockQ() * swizzledColumns(headDimQK) * 2 : 64 * 128;
  }
  /// Query fragments stay in registers when they are few enough to leave
  /// room for the accumulators.
  bool queryInRegisters() const {
    return !warpgroupMma() && config.rowTiles * headDimQK <= 128;
  }
  /// Bytes of one shared-memory row of a tile with `dim` columns: padded by
  /// 16 bytes so that the 8 row addresses of an ldmatrix hit distinct banks.
  static int64_t rowBytes(int64_t dim) { return paddedRowBytes(dim); }
  /// The query tile: padded rows read with ldmatrix, or (wgmma) swizzled
  /// like K, since S = Q·Kᵀ then reads both operands from shared memory.
  int64_t queryTileBytes() const {
    return warpgroupMma() ? queryTileRows() * swizzledColumns(headDimQK) * 2
                          : queryTileRows() * rowBytes(headDimQK);
  }
  int64_t keyTileBytes() const { return keyValueTileBytes(headDimQK); }
  int64_t valueTileBytes() const { return keyValueTileBytes(headDimV); }
  /// Shared memory holds the query tile, then `stages` buffers of one K
  /// tile followed by one V tile. With double buffering and the query
  /// fragments in registers, the query tile is staged in the second buffer
  /// instead, which the main loop fills only after every warp has read its
  /// fragments: a block then needs two K/V buffers of shared memory, not
  /// three tiles' worth.
  bool queryAliasesStage() const {
    return !warpgroupMma() && queryInRegisters() && config.stages == 2 &&
           queryTileBytes() <= stageBytes();
  }
  int64_t stageBytes() const { return keyTileBytes() + valueTileBytes(); }
  /// Byte offsets in the dynamic shared memory (for wgmma, from its first
  /// 1024-byte boundary: swizzled tiles start 1024-aligned).
  int64_t keyValueBase() const {
    if (queryAliasesStage())
      return 0;
    return warpgroupMma() ? llvm::alignTo(queryTileBytes(), 1024)
                          : queryTileBytes();
  }
  int64_t keyOffset(int64_t stage) const {
    return keyValueBase() + stage * stageBytes();
  }
  int64_t valueOffset(int64_t stage) const {
    return keyOffset(stage) + keyTileBytes();
  }
  int64_t queryOffset() const {
    return queryAliasesStage() ? keyOffset(1) : 0;
  }
  int64_t sharedMemoryBytes() const {
    return keyValueBase() + config.stages * stageBytes() + barrierBytes() +
           (warpgroupMma() ? 1024 : 0);
  }
  /// Whether each key tile's softmax runs while the previous tile's P·V is
  /// in flight (wgmma; resolved).
  bool overlapSoftmax() const {
    return warpgroupMma() && config.overlap.value_or(false);
  }
  /// Query tiles run heaviest-first when later rows see more keys.
  bool reverseTileOrder() const { return causal != CausalMask::none; }
};

/// The parts of a forward tile nest in buildForwardTileNest's form with
/// aligned key steps (Tile.h): the kernel is generated from it.
struct ForwardTileNest {
  scf::ParallelOp grid; ///< (batch entry, query head, query tile)
  OnlineInitOp init;
  scf::ForOp keySteps; ///< whole key tiles, one attn.online_step each
  OnlineStepOp step;
  OnlineFinishOp finish;

  /// The parts of `grid`'s nest, or failure with the reason in `why`: one
  /// init, one loop of steps carrying its state over key tiles of
  /// `blockKv` that end where the loop does, one finish.
  static FailureOr<ForwardTileNest> match(scf::ParallelOp grid,
                                          int64_t blockKv, std::string &why);
};

/// Emits the body of `func` (whose arguments follow ForwardKernelSpec) from
/// `nest`: the grid's indices are the block's, the nest's arithmetic up to
/// its key loop (the tile's rows, the band's key range and its mask_mod
/// narrowing) is cloned in and gives the key tiles, the loop becomes the
/// pipelined main loop, and the finish the epilogue. `hostToKernel` maps
/// the host values the nest reads to func's arguments.
void emitForwardKernelBody(gpu::GPUFuncOp func, const ForwardKernelSpec &spec,
                           const ForwardTileNest &nest,
                           IRMapping &hostToKernel);

} // namespace mlir::attn::gpu_kernels

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_FORWARDKERNEL_H
