//===- BackwardKernel.h - the generated flash backward kernels --*- C++ -*-===//
//
// attn.sdpa_grad becomes three or four kernels (flash-attention-2's
// backward):
//   preprocess  delta(i) = Σ_d d_out[i, d]·out[i, d] into an f32 scratch
//               buffer, and zeroes the f32 dQ accumulator (not with the
//               query-major dq kernel, which computes delta itself and
//               runs first);
//   main        one block per key/value tile of one kv head: walks the query
//               tiles of every query head of the group that can see the
//               tile, recomputes P from the saved lse, accumulates dK and dV
//               in registers and adds each step's dQ contribution to the
//               accumulator with reductions (vector ones on sm_90), so dQ
//               is not bitwise reproducible while dK and dV are;
//   dq          scales the accumulator and converts it to d_query, or
//               (query-major) recomputes P and dP per query tile and
//               writes d_query once;
//   dsink       (when d_sink is asked for) one block per query head sums
//               −exp(σ − lse(i))·delta(i) over the valid rows in a fixed
//               order;
//   dbias_init, dbias
//               (when d_bias is asked for) zero an f32 accumulator of the
//               bias's shape, into which main adds dS, and round it into
//               d_bias.
// Scratch buffers are [B, Hq, Sq rounded up to block_q] (and × d_qk for dQ),
// allocated by the host code with gpu.alloc.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_BACKWARDKERNEL_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_BACKWARDKERNEL_H

#include "KernelCommon.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir::attn::gpu_kernels {

/// The static description of one backward. Kernel arguments (no
/// dq_accumulator with the query-major dQ kernel):
///   preprocess: out, d_out, delta, dq_accumulator;
///   main: query, key, value, d_out, lse, delta, dq_accumulator, d_key,
///         d_value, dbias_accumulator (with d_bias), then bias, alibi
///         slopes, seqlens_q, seqlens_kv for those that are present;
///   dq: dq_accumulator, d_query; query-major: query, key, value, out,
///       d_out, lse, delta (written), d_query, then the optional operands
///       as for main;
///   dsink: lse, delta, sink, d_sink, then seqlens_q if present;
///   dbias_init: dbias_accumulator (zeroed); dbias: dbias_accumulator,
///         d_bias (converted to the bias's element type).
struct BackwardKernelSpec : AttentionKernelShape {
  /// Warps of the main kernel; warp w owns keys [16w, 16w + 16) of the
  /// block's key tile (keys [16(w % 4), ..) under splitColumns).
  int64_t warps = 4;
  /// Query rows per step of the main kernel. The kernel needs 2·block_q ≤
  /// threads (lse and delta take one thread per row) and block_q / 16 ≤
  /// warps (one 16-row tile of dQ per warp at least).
  int64_t blockQ = 64;
  /// dQ additions as red.global.add.v2.f32 (sm_90+), else one f32 atomic
  /// per element.
  bool vectorReductions = false;
  /// The learnable sink's gradient is asked for.
  bool hasSinkGrad = false;
  /// d_bias is asked for: the main kernel adds dS into an f32 accumulator
  /// of the bias's (static) shape, summing over its broadcast dimensions.
  bool hasBiasGrad = false;
  std::array<int64_t, 4> biasShape = {0, 0, 0, 0};
  int64_t biasElements() const {
    return biasShape[0] * biasShape[1] * biasShape[2] * biasShape[3];
  }
  /// dQ by a query-major kernel that recomputes P and dP (no atomics, no
  /// accumulator: bitwise reproducible, two more products), instead of f32
  /// reductions from the main kernel into an accumulator.
  bool queryMajorQueryGrad = false;

  /// The main kernel's products run on wgmma (sm_90a): warpgroup g owns
  /// keys [64g, 64g + 64) of the tile (or all share them: splitColumns), and K, V, Q, dO and dSᵀ sit in
  /// 128-byte-swizzled shared memory; else mma.sync from padded tiles.
  bool warpgroupMma = false;

  /// Query rows per Sᵀ and dPᵀ product of the wgmma step: all block_q, or
  /// 32 where dK and dV take more than 128 registers (a chunk's d_qk + d_v
  /// > 256, e.g. MLA's 192 / 128), so that a slice's Sᵀ and dPᵀ (16
  /// registers each) fit beside them. dQ still takes the whole step's dSᵀ.
  int64_t sliceRows() const {
    if (splitColumns)
      return blockQ / 2;
    return warpgroupMma && chunkQK() + chunkV() > 256 ? 32 : blockQ;
  }

  /// The addresses that the main loop computes once per step (the
  /// prefetch's and the dSᵀ stores') come from the thread index read in
  /// the loop (attn_nv.thread_id), so that LLVM does not hoist them out of
  /// it: hoisted, they held about 40 registers across the loop. Where
  /// registers are shortest (the overlapped and the sliced wgmma steps);
  /// elsewhere not yet, since no GPU has run it.
  bool stepLocalAddresses() const {
    return warpgroupMma && (overlapProducts || sliceRows() < blockQ);
  }

  /// The wgmma step overlaps its products: Sᵀ and dPᵀ are issued together
  /// and Pᵀ is computed while dPᵀ runs, and dV and dK are issued together
  /// (after dSᵀ is stored; queryGradUnderKeyGrad: dV, then dQ with dK);
  /// else each product is issued and waited for as a unit.
  bool overlapProducts = false;
  /// dQ leaves the main kernel by bulk reductions (overlapped wgmma only): each
  /// warpgroup stages its dQ blocks (64 rows x queryGradWidth() columns,
  /// f32: 16 or 8 KiB) and one of its threads adds each block to the
  /// accumulator with cp.reduce.async.bulk. The accumulator is then blocked (see
  /// blockedQueryGradOffset in BackwardKernel.cpp); else each thread adds its
  /// values into a row-major [B, Hq, rows, d_qk] accumulator. Two
  /// warpgroups stage in buffers of their own after dSᵀ (not in the step's
  /// tiles, which the other warpgroup's dV and dK may still read); one
  /// stages in the step's Q and dO tiles, which its own dV and dK have read
  /// by then, so that two blocks still fit an SM.
  bool bulkQueryGrad = false;
  bool queryGradStagedApart() const {
    return bulkQueryGrad && warpgroups() > 1 && !splitColumns;
  }
  /// Bytes of one staged dQ block (64 rows x queryGradWidth() floats).
  int64_t queryGradBlockBytes() const { return 64 * queryGradWidth() * 4; }
  /// Columns per wgmma dQ product: a 64-column block, or half of one
  /// beside sliced dK and dV, where a block's 32 accumulators were the
  /// kernel's register peak (ptxas serialised its wgmmas on GQA shapes),
  /// and where d_qk ends in a half block (32, 96).
  int64_t queryGradWidth() const {
    if (splitColumns)
      return chunkQK() % 64 == 0 ? 64 : 32;
    return sliceRows() < blockQ || headDimQK % 64 != 0 ? 32 : 64;
  }
  /// wgmma dQ: the products of the block's d_qk chunk split evenly between
  /// the warpgroups, each over all the tile's keys, or (d_qk = 64 or 192 in
  /// whole blocks, or a chunk of 64, with two warpgroups) each takes every
  /// product over its own 64 keys.
  /// The overlapped and split-column steps issue a warpgroup's dQ
  /// products together, except beside sliced (wide) dK and dV, where they
  /// go one block at a time (split columns with bulk reductions still
  /// issue their two blocks together).
  bool queryGradBlockByBlock() const {
    return sliceRows() < blockQ && !(splitColumns && bulkQueryGrad);
  }
  bool splitQueryGradColumns() const {
    return (chunkQK() / queryGradWidth()) % warpgroups() == 0;
  }
  int64_t queryGradProductsPerWarpgroup() const {
    int64_t products = chunkQK() / queryGradWidth();
    return splitQueryGradColumns() ? products / warpgroups() : products;
  }
  /// The overlapped step issues dV alone before the dSᵀ barrier, then dQ
  /// and dK after it, and adds dQ to the accumulator while dK runs, as
  /// FA3 orders them (issued after dV and dK, dQ waited for both, and the
  /// tensor cores idled while it was added). Not with sliced steps (their
  /// dQ goes block by block after the last slice), nor where one warpgroup
  /// stages dQ in the step's Q tile (dK reads it), nor where dQ's
  /// accumulators beside dK's, dV's and dSᵀ's do not fit the registers:
  /// above head dim 128 (d_qk 192 / d_v 64 spilled 48 bytes) and with
  /// tmaQueryLoads (its D = 128 kernel already takes 253 registers; 8 bytes
  /// spilled).
  bool queryGradUnderKeyGrad() const {
    return warpgroupMma && overlapProducts && !queryMajorQueryGrad &&
           !splitColumns && sliceRows() == blockQ &&
           (!bulkQueryGrad || queryGradStagedApart()) &&
           std::max(headDimQK, headDimV) <= 128 && !tmaQueryLoads;
  }
  /// Where the bulk reductions pay: whole 64-column blocks whose staging
  /// is at most a stage's Q and dO tiles (measured there: d_qk = d_v = 128,
  /// or d_qk = 64 with one warpgroup), and the 32-column blocks of d_qk 32
  /// and 96 with two warpgroups, staged apart (there the threads' own
  /// reductions throttled the LSU: 2.18 warps per issued instruction
  /// stalled on lg_throttle at d 96, H100).
  bool bulkQueryGradFits() const {
    // Split columns stage a warpgroup's two 64-column dQ blocks (16 KiB
    // each) in its own halves of the step's Q and dO tiles, which its dK
    // and dV have read by then (the other warpgroup reads only its own
    // halves): d_qk = d_v = 256.
    if (splitColumns)
      return chunkQK() == 128 && chunkV() == 128;
    if (!warpgroupMma || queryMajorQueryGrad || blockQ != 64 ||
        columnChunks != 1)
      return false;
    // Sliced steps (MLA's 192 / 128) stage the 32-column blocks one
    // product at a time, apart, and add them after the last.
    if (sliceRows() < blockQ)
      return warpgroups() == 2 && splitQueryGradColumns();
    if (!overlapProducts)
      return false;
    if (headDimQK % 64 == 32)
      return headDimQK <= 128 && warpgroups() == 2 && sliceRows() == blockQ;
    return headDimQK % 64 == 0 && queryGradWidth() == 64 &&
           warpgroups() * queryGradProductsPerWarpgroup() *
                   queryGradBlockBytes() <=
               tileBytes(blockQ, headDimQK) + tileBytes(blockQ, headDimV);
  }

  /// Head dims above 128 split dK, dV and dQ into this many column chunks,
  /// one block per (key tile, chunk): each recomputes Sᵀ and dPᵀ over the
  /// full head dims and accumulates its chunk's columns (the registers of
  /// d = 128), at the cost of two products done twice. mma.sync, and wgmma
  /// at 256 without splitColumns (chunks of whole 64-column blocks).
  int64_t columnChunks = 1;
  /// The wgmma step with two warpgroups on the block's 64 keys, warpgroup g
  /// owning columns [g·d/2, (g + 1)·d/2) of dK, dV and dQ (d_qk and d_v
  /// multiples of 128): each computes Sᵀ and dPᵀ for its half of the
  /// step's rows (32), the halves of Pᵀ and dSᵀ meet in shared memory, and
  /// dV, dK and dQ read them from there. No product is done twice (unlike
  /// columnChunks), and dK and dV take d / 2 columns of registers each.
  bool splitColumns = false;
  /// Column parts of dK, dV and dQ: the blocks' chunks, or the warpgroups'
  /// halves under splitColumns.
  int64_t columnParts() const { return splitColumns ? 2 : columnChunks; }
  int64_t chunkQK() const { return headDimQK / columnParts(); }
  int64_t chunkV() const { return headDimV / columnParts(); }

  int64_t threads() const { return 32 * warps; }
  int64_t blockKv() const { return splitColumns ? 64 : 16 * warps; }
  int64_t warpgroups() const { return warps / 4; }

  /// Bytes of a rows x cols tile of the element type in shared memory:
  /// swizzled tiles take whole 64-column blocks (a half block, at head dims
  /// 32 and 96, leaves the rest of its last block unused).
  int64_t tileBytes(int64_t rows, int64_t cols) const {
    return warpgroupMma ? rows * llvm::alignTo(cols, 64) * 2
                        : rows * paddedRowBytes(cols);
  }
  TileArrangement arrangement() const {
    return warpgroupMma ? TileArrangement::swizzled128
                        : TileArrangement::padded;
  }

  /// Buffers of (Q, d_out, lse, delta) in the main kernel's ring (2 or 3):
  /// each step prefetches the step queryStages − 1 ahead (with two, a load
  /// has the step's products to land in; with three and pipelinedSteps, as
  /// long, but the step loses a block barrier).
  int64_t queryStages = 2;
  /// Three stages under the overlapped wgmma step that sums dQ by
  /// reductions: each step has one block barrier, the one that publishes
  /// dSᵀ for dQ while dV and dK (queryGradUnderKeyGrad: dV) run. Each
  /// thread has waited for its copies
  /// of the next step's tiles before it, so it also publishes those, and the
  /// step two ahead is prefetched after it into the stage that the last
  /// step used; dSᵀ alternates between two buffers, so that a warpgroup
  /// may store the next step's while the other still reads this one's. lse
  /// and delta then sit apart from the Q and dO tiles (the three stages
  /// fit the 227 KiB at d = 128 only so).
  bool pipelinedSteps() const {
    return queryStages == 3 && warpgroupMma && overlapProducts &&
           !queryMajorQueryGrad && !producer;
  }

  /// Warp specialisation: a producer warpgroup (warps [warps, warps + 4))
  /// fills the ring of queryStages stages, and the consumer warps meet
  /// each other only at named barriers, never at a block barrier. The
  /// producer's first warp copies each step's Q and dO by TMA (its lane 0)
  /// and lse and delta by cp.async (its 32 lanes, zero-filled past the
  /// valid rows as before) onto the stage's full mbarrier; lane 0 of each
  /// consumer warp releases the stage on its empty mbarrier at the end of
  /// the step. The consumers meet where dSᵀ has been stored (for dQ); with
  /// one dSᵀ buffer (doubleScoreGrad off) a warpgroup also stores the next
  /// step's dSᵀ only once the other's dQ has read this one's. The producer
  /// gives its registers to the consumers (setmaxnreg: 24 and 240 of the
  /// launch's 168). Two consumer warpgroups (8 warps) on wgmma, the unit
  /// and the overlapped steps (not split columns or column chunks, not the
  /// pipelined steps), whole 64-column blocks, no seqlens_q (a TMA box
  /// cannot stop at a valid length).
  bool producer = false;
  /// With a producer, dSᵀ in two buffers (where they fit the shared
  /// memory, at d ≤ 128): step n stores into buffer n mod 2, so a
  /// warpgroup stores the next step's dSᵀ while the other's dQ still reads
  /// this one's, and the "dSᵀ free" named barriers go. (Both warpgroups
  /// pass step n's dSᵀ barrier only once done with step n − 1, whose
  /// buffer step n + 1 takes.)
  bool doubleScoreGrad = false;
  /// Threads of the main kernel's launch: the consumers, and the producer
  /// warpgroup.
  int64_t launchThreads() const { return threads() + (producer ? 128 : 0); }
  /// Registers of the producer warpgroup and of each consumer thread once
  /// setmaxnreg has moved them (launchThreads() × 168 in all).
  static constexpr int64_t kProducerRegisters = 24;
  static constexpr int64_t kConsumerRegisters = 240;
  /// Arrivals that complete a stage's full mbarrier (lane 0's
  /// expect-tx, and each producer lane's cp.async arrival) and its empty
  /// one (lane 0 of each consumer warp).
  static constexpr int64_t kFullArrivals = 1 + 32;
  int64_t emptyArrivals() const { return warps; }
  /// lse and delta sit apart from the stages' Q and dO tiles (with
  /// pipelinedSteps, to fit three stages at d = 128; with a producer, to
  /// fit MLA's 192 / 128 and its mbarriers).
  bool statisticsApart() const { return pipelinedSteps() || producer; }

  /// Q and dO of each step by TMA (with pipelinedSteps; sm_90a, whole
  /// 64-column blocks, no seqlens_q, since a box cannot stop at a valid
  /// length): thread 0 copies the step two ahead with cp.async.bulk.tensor
  /// onto its stage's mbarrier right after the dSᵀ barrier, and the warps
  /// wait on that mbarrier before the step's first product, instead of
  /// each waiting for its cp.async share of the tiles before the dSᵀ
  /// barrier. lse and delta stay cp.async. The main kernel then takes two
  /// more arguments, the tensor maps of Q and dO (boxes of block_q rows by
  /// 64 columns of one batch entry and head).
  bool tmaQueryLoads = false;

  // Shared memory of the main kernel: the block's K and V tiles,
  // queryStages buffers of (Q, d_out, lse, delta) for the query steps, dSᵀ
  // in the element type for the dQ product (one or two buffers), the dQ
  // staging of two warpgroups, and with pipelinedSteps the stages' lse and
  // delta. Offsets are from the dynamic shared memory's base, or (wgmma)
  // from its first 1024-byte boundary, with every swizzled tile
  // 1024-aligned.
  int64_t keyOffset() const { return 0; }
  int64_t valueOffset() const { return tileBytes(blockKv(), headDimQK); }
  /// lse and delta (f32) of one step's rows.
  int64_t statisticsBytes() const { return 2 * blockQ * 4; }
  int64_t stageBytes() const {
    int64_t bytes = tileBytes(blockQ, headDimQK) + tileBytes(blockQ, headDimV) +
                    (statisticsApart() ? 0 : statisticsBytes());
    return warpgroupMma ? llvm::alignTo(bytes, 1024) : bytes;
  }
  int64_t stageOffset(int64_t stage) const {
    return valueOffset() + tileBytes(blockKv(), headDimV) +
           stage * stageBytes();
  }
  int64_t queryOffset(int64_t stage) const { return stageOffset(stage); }
  int64_t gradOutOffset(int64_t stage) const {
    return queryOffset(stage) + tileBytes(blockQ, headDimQK);
  }
  int64_t lseOffset(int64_t stage) const {
    return statisticsApart()
               ? statisticsOffset() + stage * statisticsBytes()
               : gradOutOffset(stage) + tileBytes(blockQ, headDimV);
  }
  int64_t deltaOffset(int64_t stage) const {
    return lseOffset(stage) + blockQ * 4;
  }
  /// dSᵀ (keys x rows, the element type) in buffer `buffer`.
  int64_t scoreGradBytes() const {
    return queryMajorQueryGrad ? 0 : tileBytes(blockKv(), blockQ);
  }
  int64_t scoreGradBuffers() const {
    return pipelinedSteps() || doubleScoreGrad ? 2 : 1;
  }
  int64_t scoreGradOffset(int64_t buffer = 0) const {
    return stageOffset(queryStages) + buffer * scoreGradBytes();
  }
  /// The bulk reductions' dQ staging, one buffer per warpgroup after dSᵀ.
  int64_t queryGradStagingOffset() const {
    return scoreGradOffset(scoreGradBuffers());
  }
  int64_t queryGradStagingBytes() const {
    return queryGradStagedApart() ? warpgroups() *
                                        queryGradProductsPerWarpgroup() *
                                        queryGradBlockBytes()
                                  : 0;
  }
  /// Pᵀ (keys x rows, the element type) for dV under splitColumns.
  int64_t probabilitiesOffset() const {
    return queryGradStagingOffset() + queryGradStagingBytes();
  }
  int64_t probabilitiesBytes() const {
    return splitColumns ? tileBytes(blockKv(), blockQ) : 0;
  }
  /// The stages' lse and delta when they are apart (statisticsApart).
  int64_t statisticsOffset() const {
    return probabilitiesOffset() + probabilitiesBytes();
  }
  int64_t statisticsEnd() const {
    return statisticsOffset() +
           (statisticsApart() ? queryStages * statisticsBytes() : 0);
  }
  /// The stages' mbarriers (8 bytes each): with tmaQueryLoads one per
  /// stage; with a producer a full one per stage, then an empty one per
  /// stage.
  int64_t stageBarrierOffset(int64_t stage) const {
    return llvm::alignTo(statisticsEnd(), 8) + 8 * stage;
  }
  int64_t emptyBarrierOffset(int64_t stage) const {
    return stageBarrierOffset(queryStages) + 8 * stage;
  }
  int64_t sharedMemoryBytes() const {
    return (producer        ? emptyBarrierOffset(queryStages)
            : tmaQueryLoads ? stageBarrierOffset(queryStages)
                            : statisticsEnd()) +
           (warpgroupMma ? 1024 : 0);
  }

  // The query-major dQ kernel: 4 warps of 16 query rows per head, the Q and
  // dO tiles of each head, then queryGradKeyStages buffers of 64-key K and
  // V tiles.
  static constexpr int64_t kQueryGradKeys = 64;
  /// Query heads per block of the query-major dQ kernel (wgmma only): one
  /// warpgroup each, over the same 64 rows, sharing the K/V tiles; the
  /// grid's y walks slots of that many heads of one KV head's group.
  int64_t queryGradHeads = 1;
  /// Bytes of one head's Q and dO tiles in that kernel.
  int64_t queryGradHeadBytes() const {
    return blockQ * (queryGradRowBytes(headDimQK) + queryGradRowBytes(headDimV));
  }
  /// The query-major dQ kernel runs its three products on wgmma (sm_90a,
  /// head dims of 64 or 128, and 32 or 96 when wgmma is asked for): its
  /// tiles are 128-byte-swizzled blocks of 64 columns instead of padded
  /// rows (a half block leaves the rest of its last block unused).
  bool queryGradWarpgroupMma = false;
  /// Bytes per tile row of `columns` 16-bit elements in that kernel.
  int64_t queryGradRowBytes(int64_t columns) const {
    return queryGradWarpgroupMma ? 2 * llvm::alignTo(columns, 64)
                                 : paddedRowBytes(columns);
  }
  int64_t queryGradKeyOffset(int64_t stage) const {
    int64_t rowBytes =
        queryGradRowBytes(headDimQK) + queryGradRowBytes(headDimV);
    return queryGradHeads * queryGradHeadBytes() +
           stage * kQueryGradKeys * rowBytes;
  }
  int64_t queryGradValueOffset(int64_t stage) const {
    return queryGradKeyOffset(stage) +
           kQueryGradKeys * queryGradRowBytes(headDimQK);
  }
  /// K/V buffers of that kernel: with 2 each key tile's load overlaps the
  /// previous tile's products; with 1 it follows them, for a smaller block.
  int64_t queryGradKeyStages = 2;
  int64_t queryGradSharedMemoryBytes() const {
    return queryGradKeyOffset(queryGradKeyStages) +
           (queryGradWarpgroupMma ? 1024 : 0);
  }

  /// Rows per block of the preprocess and dq kernels (4 warps, one row per
  /// warp at a time).
  static constexpr int64_t kRowKernelWarps = 4;
  static constexpr int64_t kRowsPerWarp = 4;
  static int64_t rowKernelRows() { return kRowKernelWarps * kRowsPerWarp; }
};

void emitBackwardPreprocessBody(gpu::GPUFuncOp func,
                                const BackwardKernelSpec &spec);
void emitBackwardMainBody(gpu::GPUFuncOp func, const BackwardKernelSpec &spec);
void emitBackwardQueryGradBody(gpu::GPUFuncOp func,
                               const BackwardKernelSpec &spec);
void emitBackwardQueryMajorQueryGradBody(gpu::GPUFuncOp func,
                                            const BackwardKernelSpec &spec);
void emitBackwardSinkGradBody(gpu::GPUFuncOp func,
                              const BackwardKernelSpec &spec);
/// Threads per block and the block limit of the d_bias element kernels
/// (grid-stride loops over the accumulator).
constexpr int64_t kBiasGradThreads = 256;
constexpr int64_t kBiasGradMaxBlocks = 4096;
/// Zeroes the d_bias accumulator (`convert` false), or writes d_bias from
/// it in the bias's element type.
void emitBackwardBiasGradBody(gpu::GPUFuncOp func,
                              const BackwardKernelSpec &spec, bool convert);

} // namespace mlir::attn::gpu_kernels

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_BACKWARDKERNEL_H
