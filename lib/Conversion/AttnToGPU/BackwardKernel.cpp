//===- BackwardKernel.cpp - flash-attention backward as per-thread IR -----===//
//
// The main kernel transposes the forward's roles: a block holds one tile of
// 16·warps keys (K and V in shared memory, dK and dV accumulators in
// registers, warp w owning keys 16w..16w+15) and walks query steps of
// block_q rows. Per step, with i the query rows and j the warp's keys:
//   Sᵀ  = K·Qᵀ                  (A = K rows, B = Q rows, both ldmatrix)
//   Pᵀ  = exp2(Sᵀ·scale·log2e − lse(i)·log2e), masked
//   dV += Pᵀ·dO                 (A = Pᵀ from registers, B = dO .trans)
//   dPᵀ = V·dOᵀ                 (A = V rows, B = dO rows)
//   dSᵀ = Pᵀ ∘ (dPᵀ − delta(i))
//   dK += dSᵀ·Q                 (A = dSᵀ from registers, B = Q .trans)
//   dQ(i) += dS·K               (A = dSᵀ through shared memory .trans,
//                                B = K .trans; added to an f32 buffer by
//                                reductions)
// Sᵀ's accumulator layout is the A-operand layout of the next product, as in
// the forward, so Pᵀ and dSᵀ never leave registers for dV and dK. dQ needs
// dS with rows = query rows, which is the transpose of what a warp holds:
// it goes through shared memory once per step.
//
// On sm_90a (BackwardKernelSpec::warpgroupMma) the same five products run
// on wgmma m64nNk16, warpgroup g owning keys 64g..64g+63 (warp w still holds
// rows 16w.. of the accumulators, in the mma.sync C layout): Sᵀ and dPᵀ take
// K/V and Q/dO from 128-byte-swizzled shared memory through descriptors; dV
// and dK take Pᵀ and dSᵀ from registers and dO and Q N-major; dQ = dS·K
// reads the swizzled dSᵀ tile M-major (transposed A) and K N-major, each
// warpgroup taking half of the d_qk columns (or, where they do not split
// evenly, e.g. d_qk = 64 with two warpgroups, its own keys). Above head dim
// 128 dK and dV stay whole at d_qk 192, in 32-row slices of the step where
// d_v = 128 (BackwardKernelSpec::sliceRows), and take two column chunks at
// 256 unless the warpgroups split the columns (splitColumnsStep: both on
// the block's 64 keys, each computing Sᵀ and dPᵀ for half of the step's
// rows, Pᵀ and dSᵀ meeting in shared memory, dV, dK and dQ of its half of
// the columns). By default each product is issued and waited for as a unit;
// tensor-core work overlaps the exponentials across
// warpgroups. The overlapped step (BackwardKernelSpec::overlapProducts)
// issues Sᵀ with dPᵀ and dV with dK, waits at the block barrier that
// publishes dSᵀ while dV and dK run (or, queryGradUnderKeyGrad, issues dV
// alone before that barrier and dQ before dK after it, adding dQ while dK
// runs), and adds dQ by bulk reductions of
// blocks staged in a buffer of each warpgroup's own where they pay
// (bulkQueryGrad).
//
// A requested d_bias adds each step's dS into an f32 accumulator of the
// bias's shape (summed first over the thread's values and lanes along a
// broadcast dimension); two element kernels zero it and round it to d_bias.
//
// Fragment layouts: see ForwardKernel.cpp.
//
//===----------------------------------------------------------------------===//

#include "BackwardKernel.h"

#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Utils/StaticValueUtils.h"

#include <limits>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::gpu_kernels;
using arith::CmpFPredicate;
using arith::CmpIPredicate;

namespace {

/// Rows of the scratch buffers: Sq rounded up to block_q, so that the main
/// kernel's dQ additions for padding rows stay in bounds.
Value paddedRows(WarpBuilder &w, kernels::KernelBuilder &kb, Value query,
                 const BackwardKernelSpec &s) {
  Value rows = w.toI32(kb.dim(query, kernels::sequenceDimension(s.layout)));
  Value blockQ = w.i32(s.blockQ);
  return w.mul(w.divU(w.add(rows, w.i32(s.blockQ - 1)), blockQ), blockQ);
}

/// Shared skeleton of the two row kernels (preprocess and dq): block
/// (x, head, batch) covers rows [16x, 16x + 16) of the padded scratch rows;
/// each warp takes kRowsPerWarp of them. `body(row)` runs per warp and row
/// (i32), uniformly across the warp.
template <typename BodyFn>
void forEachWarpRow(WarpBuilder &w, Value warp, BodyFn body) {
  Value blockRow = w.mul(w.blockId(gpu::Dimension::x),
                         w.i32(BackwardKernelSpec::rowKernelRows()));
  for (int64_t r = 0; r < BackwardKernelSpec::kRowsPerWarp; ++r)
    body(w.add(blockRow,
               w.add(w.mul(warp, w.i32(BackwardKernelSpec::kRowsPerWarp)),
                     w.i32(r))));
}

/// Calls `body(column)` for the even columns 2·lane + 64k < `columns` that
/// this lane covers, guarding the last round when it is partial.
template <typename BodyFn>
void forEachLanePair(WarpBuilder &w, kernels::KernelBuilder &kb, Value lane,
                     int64_t columns, BodyFn body) {
  for (int64_t first = 0; first < columns; first += 64) {
    Value column = w.add(w.mul(lane, w.i32(2)), w.i32(first));
    if (first + 64 <= columns)
      body(column);
    else
      kb.ifThen(w.cmp(CmpIPredicate::slt, column, w.i32(columns)),
                [&] { body(column); });
  }
}

/// Index (i64) of row `row` of (batch, head) in a [B, Hq, rows, width]
/// scratch buffer, times `width`.
Value scratchOffset(WarpBuilder &w, Value batch, Value head, int64_t headsQ,
                    Value rows, Value row, int64_t width) {
  Value flat = w.add(w.mul(w.toI64(batch), w.i64(headsQ)), w.toI64(head));
  Value offset = w.add(w.mul(flat, w.toI64(rows)), w.toI64(row));
  return width == 1 ? offset : w.mul(offset, w.i64(width));
}

/// Index (i64) of the first element of dQ block (row tile, column block)
/// of (batch, head) in the blocked accumulator of bulk reductions:
/// [B, Hq, rows/64, d_qk/W] blocks of 64 x W floats, W = queryGradWidth().
Value queryGradBlockOffset(WarpBuilder &w, const BackwardKernelSpec &s,
                           Value batch, Value head, Value rows, Value rowTile,
                           Value columnBlock) {
  int64_t width = s.queryGradWidth();
  Value flat = w.add(w.mul(w.toI64(batch), w.i64(s.headsQ)), w.toI64(head));
  Value tile = w.add(w.mul(flat, w.divU(w.toI64(rows), w.i64(64))),
                     w.toI64(rowTile));
  Value block =
      w.add(w.mul(tile, w.i64(s.headDimQK / width)), w.toI64(columnBlock));
  return w.mul(block, w.i64(64 * width));
}

/// Index (i64) of dQ element (row, column) of (batch, head) in the blocked
/// f32 accumulator of bulk reductions, each block (64 rows x W columns) in
/// the order in which the wgmma accumulators leave the registers: 16-byte
/// chunk n·128 + t holds what warpgroup thread t has of 8-column chunk n,
/// i.e. (r, c) of the block sits at (n·128 + t)·4 + e with n = c / 8,
/// t = 32·(r / 16) + 4·(r % 8) + (c % 8) / 2, e = 2·((r / 8) % 2) + c % 2.
/// Columns c and c + 1 (c even) stay adjacent.
Value blockedQueryGradOffset(WarpBuilder &w, const BackwardKernelSpec &s,
                             Value batch, Value head, Value rows, Value row,
                             Value column) {
  int64_t width = s.queryGradWidth();
  Value r = w.remU(row, w.i32(64)), c = w.remU(column, w.i32(width));
  Value thread = w.add(
      w.add(w.mul(w.divU(r, w.i32(16)), w.i32(32)),
            w.mul(w.remU(r, w.i32(8)), w.i32(4))),
      w.divU(w.remU(c, w.i32(8)), w.i32(2)));
  Value element = w.add(w.mul(w.remU(w.divU(r, w.i32(8)), w.i32(2)), w.i32(2)),
                        w.remU(c, w.i32(2)));
  Value within =
      w.add(w.mul(w.add(w.mul(w.divU(c, w.i32(8)), w.i32(128)), thread),
                  w.i32(4)),
            element);
  return w.add(queryGradBlockOffset(w, s, batch, head, rows,
                                    w.divU(row, w.i32(64)),
                                    w.divU(column, w.i32(width))),
               w.toI64(within));
}

/// mma.sync product of `columns` columns (a multiple of 16) over `depth`:
/// the k16 A fragments from `aFragment(kk)`, B read with ldmatrix from the
/// padded tile at byte `bTile` + `bLane` (rows of `bRowBytes`), two 8-column
/// tiles per 16 B rows. Shared by the main kernel's Sᵀ/dPᵀ and the
/// query-major dq kernel's S/dP.
SmallVector<Fragment4>
mmaSyncTimesRows(WarpBuilder &w, Value sharedBase,
                 function_ref<Fragment4(int64_t kk)> aFragment, int64_t depth,
                 int64_t columns, Value bTile, Value bLane, int64_t bRowBytes,
                 Value zero) {
  SmallVector<Fragment4> acc(columns / 8, Fragment4{zero, zero, zero, zero});
  for (int64_t kk = 0; kk < depth / 16; ++kk) {
    Fragment4 a = aFragment(kk);
    for (int64_t pair = 0; pair < columns / 16; ++pair) {
      Fragment4 bPair = w.loadMatrix4(
          w.bytePtr(sharedBase, w.add(w.add(bTile, bLane),
                                      w.i32(pair * 16 * bRowBytes + kk * 32))),
          /*transpose=*/false);
      acc[2 * pair] = w.mma(a, bPair[0], bPair[1], acc[2 * pair]);
      acc[2 * pair + 1] = w.mma(a, bPair[2], bPair[3], acc[2 * pair + 1]);
    }
  }
  return acc;
}

/// The bias and ALiBi term of (i, j) (index values), with the bias loaded
/// at i and j clamped into the tensor: rows and keys outside it are masked
/// anyway.
Value clampedAdditiveTerm(kernels::KernelBuilder &kb,
                          kernels::AttentionFrameBuilder &frames,
                          const kernels::SequenceFrame &frame,
                          const BackwardKernelSpec &s, Value key, Value head,
                          Value iIndex, Value jIndex) {
  Value iLoad = kb.min(iIndex, kb.sub(frame.extentQ, kb.index(1)));
  Value jLoad = kb.min(
      jIndex,
      kb.sub(kb.dim(key, kernels::sequenceDimension(s.layout)), kb.index(1)));
  return frames.additiveTerm(frame, head, iLoad, jIndex, jLoad);
}

/// What the two row kernels (preprocess and dq) start from: block
/// (x, head, batch), the thread's warp and lane, the extent of the sequence
/// of `sequenceTensor` and the padded scratch rows (i32).
struct RowKernel {
  RowKernel(ImplicitLocOpBuilder &b, const BackwardKernelSpec &s,
            Value sequenceTensor)
      : w(b, s.element), kb(b),
        tiles(w, kb, s.layout, 32 * BackwardKernelSpec::kRowKernelWarps) {
    Value tid = w.threadIdX();
    warp = w.divU(tid, w.i32(32));
    lane = w.remU(tid, w.i32(32));
    head = w.blockId(gpu::Dimension::y);
    batch = w.blockId(gpu::Dimension::z);
    extent = w.toI32(
        kb.dim(sequenceTensor, kernels::sequenceDimension(s.layout)));
    rows = paddedRows(w, kb, sequenceTensor, s);
  }

  WarpBuilder w;
  kernels::KernelBuilder kb;
  TileLoader tiles;
  Value warp, lane, head, batch, extent, rows;
};

//===----------------------------------------------------------------------===//
// preprocess: delta = rowsum(d_out ∘ out), dQ accumulator = 0
//===----------------------------------------------------------------------===//

void emitPreprocess(ImplicitLocOpBuilder &b, gpu::GPUFuncOp func,
                    const BackwardKernelSpec &s) {
  auto arguments = func.getArguments();
  Value out = arguments[0], gradOut = arguments[1], delta = arguments[2];
  Value accumulator = s.queryMajorQueryGrad ? Value() : arguments[3];
  RowKernel k(b, s, out);
  WarpBuilder &w = k.w;
  kernels::KernelBuilder &kb = k.kb;
  TileLoader &tiles = k.tiles;
  Value warp = k.warp, lane = k.lane, head = k.head, batch = k.batch,
        extent = k.extent, rows = k.rows;
  GlobalTensor outTensor = tiles.tensor(out);
  GlobalTensor gradOutTensor = tiles.tensor(gradOut);
  Value deltaBase = w.globalBase(delta);
  Type f32 = w.f32Type(), i32 = w.i32Type();

  forEachWarpRow(w, warp, [&](Value row) {
    // Rows past Sq (scratch padding) get delta 0.
    Value inTensor = w.cmp(CmpIPredicate::slt, row, extent);
    auto ifRow = scf::IfOp::create(b, TypeRange{f32}, inTensor,
                                   /*withElseRegion=*/true);
    {
      OpBuilder::InsertionGuard guard(b);
      b.setInsertionPointToStart(ifRow.thenBlock());
      Value outRow = tiles.tokenOffset(outTensor, batch, row, head);
      Value gradRow = tiles.tokenOffset(gradOutTensor, batch, row, head);
      // Lanes past the last column pair contribute 0.
      Value partial = w.f32(0.0);
      for (int64_t first = 0; first < s.headDimV; first += 64) {
        Value column = w.add(w.mul(lane, w.i32(2)), w.i32(first));
        Value valid = w.cmp(CmpIPredicate::slt, column, w.i32(s.headDimV));
        Value safeColumn = w.select(valid, column, w.i32(0));
        auto pairAt = [&](const GlobalTensor &tensor, Value rowOffset) {
          Value address =
              w.offsetPtr(tensor.base, w.elementType(),
                          w.add(rowOffset, w.toI64(safeColumn)));
          return w.unpackPair(w.load(i32, address, 4));
        };
        auto o = pairAt(outTensor, outRow);
        auto g = pairAt(gradOutTensor, gradRow);
        Value product = w.fma(o[1], g[1], w.mulF(o[0], g[0]));
        partial = w.addF(partial, w.select(valid, product, w.f32(0.0)));
      }
      for (int64_t mask = 16; mask >= 1; mask /= 2)
        partial = w.addF(partial, w.shuffleXor(partial, mask));
      scf::YieldOp::create(b, partial);
      b.setInsertionPointToStart(ifRow.elseBlock());
      scf::YieldOp::create(b, ValueRange{w.f32(0.0)});
    }
    Value rowDelta = ifRow.getResult(0);
    kb.ifThen(w.cmp(CmpIPredicate::eq, lane, w.i32(0)), [&] {
      Value address =
          w.offsetPtr(deltaBase, f32,
                      scratchOffset(w, batch, head, s.headsQ, rows, row, 1));
      w.store(rowDelta, address, 4);
    });
    if (!accumulator)
      return;
    // Zero the row of the dQ accumulator, two floats per lane per round.
    Value accumulatorBase = w.globalBase(accumulator);
    Value rowBase =
        scratchOffset(w, batch, head, s.headsQ, rows, row, s.headDimQK);
    auto zeros = arith::ConstantOp::create(
        b, DenseElementsAttr::get(VectorType::get({2}, f32),
                                  b.getF32FloatAttr(0.0)));
    forEachLanePair(w, kb, lane, s.headDimQK, [&](Value column) {
      Value address =
          w.offsetPtr(accumulatorBase, f32, w.add(rowBase, w.toI64(column)));
      w.store(zeros, address, 8);
    });
  });
}

//===----------------------------------------------------------------------===//
// dq: d_query = scale · accumulator, in the element type and layout
//===----------------------------------------------------------------------===//

void emitQueryGrad(ImplicitLocOpBuilder &b, gpu::GPUFuncOp func,
                   const BackwardKernelSpec &s) {
  auto arguments = func.getArguments();
  Value accumulator = arguments[0], gradQuery = arguments[1];
  RowKernel k(b, s, gradQuery);
  WarpBuilder &w = k.w;
  kernels::KernelBuilder &kb = k.kb;
  TileLoader &tiles = k.tiles;
  Value warp = k.warp, lane = k.lane, head = k.head, batch = k.batch,
        extent = k.extent, rows = k.rows;
  GlobalTensor gradTensor = tiles.tensor(gradQuery);
  Value accumulatorBase = w.globalBase(accumulator);
  Type f32 = w.f32Type();
  auto pairType = VectorType::get({2}, f32);
  Value scale = w.f32(s.scale);

  forEachWarpRow(w, warp, [&](Value row) {
    kb.ifThen(w.cmp(CmpIPredicate::slt, row, extent), [&] {
      Value rowBase =
          s.bulkQueryGrad
              ? Value()
              : scratchOffset(w, batch, head, s.headsQ, rows, row, s.headDimQK);
      Value gradRow = tiles.tokenOffset(gradTensor, batch, row, head);
      forEachLanePair(w, kb, lane, s.headDimQK, [&](Value column) {
        Value offset =
            s.bulkQueryGrad
                ? blockedQueryGradOffset(w, s, batch, head, rows, row, column)
                : w.add(rowBase, w.toI64(column));
        Value pair =
            w.load(pairType, w.offsetPtr(accumulatorBase, f32, offset), 8);
        Value low = LLVM::ExtractElementOp::create(b, pair, w.i32(0));
        Value high = LLVM::ExtractElementOp::create(b, pair, w.i32(1));
        Value packed = w.packPair(w.mulF(low, scale), w.mulF(high, scale));
        w.store(packed,
                w.offsetPtr(gradTensor.base, w.elementType(),
                            w.add(gradRow, w.toI64(column))),
                4);
      });
    });
  });
}

//===----------------------------------------------------------------------===//
// dsink: d_sink[h] = −Σ_{b, i} exp(σ_h − lse(b, h, i))·delta(b, h, i)
//===----------------------------------------------------------------------===//

void emitSinkGrad(ImplicitLocOpBuilder &b, gpu::GPUFuncOp func,
                  const BackwardKernelSpec &s) {
  WarpBuilder w(b, s.element);
  kernels::KernelBuilder kb(b);
  auto arguments = func.getArguments();
  Value lse = arguments[0], delta = arguments[1], sink = arguments[2],
        gradSink = arguments[3];
  Value seqlensQ = s.hasSeqlensQ ? arguments[4] : Value();
  Value tid = w.threadIdX();
  Value warp = w.divU(tid, w.i32(32)), lane = w.remU(tid, w.i32(32));
  Value head = w.blockId(gpu::Dimension::x);
  Type indexType = b.getIndexType();
  Value headIndex = arith::IndexCastOp::create(b, indexType, head);
  Value batches = kb.dim(lse, 0);
  Value rows = kb.dim(lse, 2);
  Value blockQ = w.i32(s.blockQ);
  Value scratchRows = w.mul(
      w.divU(w.add(w.toI32(rows), w.i32(s.blockQ - 1)), blockQ), blockQ);
  Value sinkLog2 = w.mulF(kb.load(sink, {headIndex}), w.f32(kLog2E));
  Value deltaBase = w.globalBase(delta);
  Value minusInf = w.f32(-std::numeric_limits<double>::infinity());

  // Each thread sums its rows (tid, tid + threads, ...) of every batch
  // entry in order; the block then reduces in a fixed order, so the result
  // is reproducible bit for bit.
  int64_t threads = 32 * BackwardKernelSpec::kRowKernelWarps;
  ValueRange total = kb.forLoopWithValues(
      kb.index(0), batches, 1, ValueRange{w.f32(0.0)},
      [&](Value batch, ValueRange sums) -> SmallVector<Value> {
        Value length = rows;
        if (seqlensQ)
          length = kb.min(kb.max(kb.i32ToIndex(kb.load(seqlensQ, {batch})),
                                 kb.index(0)),
                          rows);
        Value first = arith::IndexCastOp::create(b, indexType, tid);
        auto loop = scf::ForOp::create(b, first, length, kb.index(threads),
                                       ValueRange{sums[0]});
        {
          OpBuilder::InsertionGuard guard(b);
          b.setInsertionPointToStart(loop.getBody());
          Value row = loop.getInductionVar();
          Value logSumExp = kb.load(lse, {batch, headIndex, row});
          Value rowDelta = w.load(
              w.f32Type(),
              w.offsetPtr(deltaBase, w.f32Type(),
                          scratchOffset(w, batch, head, s.headsQ, scratchRows,
                                        w.toI32(row), 1)),
              4);
          Value weight = w.exp2(
              w.subF(sinkLog2, w.mulF(logSumExp, w.f32(kLog2E))));
          // A row without any weight (lse = −∞) contributes nothing.
          Value term = w.select(w.cmpF(CmpFPredicate::OEQ, logSumExp,
                                       minusInf),
                                w.f32(0.0), w.mulF(weight, rowDelta));
          scf::YieldOp::create(
              b, ValueRange{w.addF(loop.getRegionIterArgs()[0], term)});
        }
        return {loop.getResult(0)};
      });
  Value sum = total[0];
  for (int64_t mask = 16; mask >= 1; mask /= 2)
    sum = w.addF(sum, w.shuffleXor(sum, mask));
  Value shared = w.sharedBase();
  kb.ifThen(w.cmp(CmpIPredicate::eq, lane, w.i32(0)), [&] {
    w.store(sum, w.offsetPtr(shared, w.f32Type(), warp), 4);
  });
  w.barrier();
  kb.ifThen(w.cmp(CmpIPredicate::eq, tid, w.i32(0)), [&] {
    Value blockSum = w.f32(0.0);
    for (int64_t i = 0; i < BackwardKernelSpec::kRowKernelWarps; ++i)
      blockSum = w.addF(
          blockSum,
          w.load(w.f32Type(), w.offsetPtr(shared, w.f32Type(), w.i32(i)), 4));
    memref::StoreOp::create(b, arith::NegFOp::create(b, blockSum), gradSink,
                            ValueRange{headIndex});
  });
}

//===----------------------------------------------------------------------===//
// main: dK, dV per key tile; dQ contributions by reductions
//===----------------------------------------------------------------------===//

class BackwardMainEmitter : TiledKernelEmitter<BackwardKernelSpec> {
public:
  BackwardMainEmitter(ImplicitLocOpBuilder &b, gpu::GPUFuncOp func,
                      const BackwardKernelSpec &spec)
      : TiledKernelEmitter(b, func, spec) {}

  void emit();

private:
  /// The thread index for the addresses of a step's loads (see
  /// BackwardKernelSpec::stepLocalAddresses).
  Value stepThread() {
    return s.stepLocalAddresses() ? w.threadIdXInPlace() : tid;
  }
  /// Query head and first row of flattened step `step` (i32).
  std::pair<Value, Value> stepCoordinates(Value step);
  void issueStepLoad(Value step, int64_t stage);
  void issueStepLoad(Value step, Value stage);
  /// With tmaQueryLoads: stage `stage`'s mbarrier, which the step's Q and
  /// dO complete; step `step` waits for its round's phase of it.
  Value stageBarrier(Value stage) {
    return w.bytePtr(sharedBase, w.add(w.i32(s.stageBarrierOffset(0)),
                                       w.mul(stage, w.i32(8))));
  }
  void waitForStepTiles(Value step, Value stage) {
    Value round = w.divU(step, w.i32(s.queryStages));
    w.waitBarrier(stageBarrier(stage), w.andI(round, w.i32(1)));
  }
  /// With a producer: stage `stage`'s empty mbarrier, on which the
  /// consumer warps release it (stageBarrier is its full one).
  Value emptyBarrier(Value stage) {
    return w.bytePtr(sharedBase, w.add(w.i32(s.emptyBarrierOffset(0)),
                                       w.mul(stage, w.i32(8))));
  }
  // Named barriers (id 0 is the block's): 1 + g, warpgroup g's dQ staging;
  // with a producer, every consumer thread, and with one dSᵀ buffer 4 + g,
  // "warpgroup g may store dSᵀ" (the other warpgroup's dQ has read the
  // last step's).
  static constexpr int64_t kConsumersBarrier = 3;
  static constexpr int64_t kScoreGradFreeBarrier = 4;
  /// One thread: arms stage `stage`'s (full) mbarrier with the step's Q
  /// and dO bytes and copies both tiles onto it by TMA.
  void copyStepTilesWithTma(Value head, Value rowStart, Value stage);
  /// Copies (cp.async, 4 bytes) row `row` of query head `head`'s lse, or
  /// of its delta where `isDelta` (i1), to the shared address that
  /// `destinationAddress` builds; zero-filled past the valid rows.
  void copyStatistic(Value head, Value row, Value isDelta,
                     function_ref<Value()> destinationAddress);
  /// The producer's first warp: for each step, once its stage is free, Q
  /// and dO by TMA (lane 0) and lse and delta (cp.async, every lane) onto
  /// the stage's full mbarrier.
  void produceSteps();
  /// K and V, the loop over the query steps and the epilogue: the whole
  /// kernel without a producer, the consumer warps' part with one.
  void consumeSteps();

  /// Whether `rows` query rows from `rowStart` of query head `head` (index)
  /// cross the band's edge over the block's keys, i.e. need the mask.
  Value needsMask(Value head, Value rowStart, int64_t rows);
  /// A 16x16 A-operand fragment (keys x k) of the warp's rows of a
  /// shared-memory tile with `columns` columns at byte `offset`.
  Fragment4 keyRowsFragment(int64_t offset, int64_t columns, int64_t kk);
  /// Four packed A-operand registers of the 16 columns kq of an
  /// accumulator tile (Pᵀ or dSᵀ).
  Fragment4 packColumns(ArrayRef<Value> values, int64_t kq);
  /// The lse or delta values (f32) that this thread's accumulator columns
  /// of a `rows`-row slice need: index 2n + c for column 8n + 2t + c.
  SmallVector<Value> columnValues(Value offset, int64_t rows);

  // One step's coordinates and stage tiles.
  struct StepTiles {
    Value step;                      // i32
    Value head, headIndex, rowStart; // query head (i32, index), first row
    Value stageShift, queryTile, gradOutTile; // byte offsets (i32)
    // From lseOffset(0) / deltaOffset(0), and from scoreGradOffset(0).
    Value statisticsShift, scoreGradShift;
  };
  StepTiles stepTiles(Value step, Value stage);
  /// With a producer, before a warpgroup's first dSᵀ store of a step: the
  /// other warpgroup's dQ has read the last step's.
  void awaitScoreGradFree(const StepTiles &t);
  /// With a producer, at the end of a step, all of whose products have
  /// landed: the stage is released, and the other warpgroup may store
  /// the next step's dSᵀ.
  void releaseStep(const StepTiles &t, Value stage);
  /// Pᵀ (masked on tiles that cross the band's edge) from Sᵀ in the C
  /// layout, for the step's query rows [first, first + 8·scores.size());
  /// a score_mod's derivative per element goes to `modDerivatives`.
  SmallVector<Value> stepProbabilities(ArrayRef<Fragment4> scores,
                                       const StepTiles &t,
                                       SmallVectorImpl<Value> &modDerivatives,
                                       Value first = {});
  /// dSᵀ = Pᵀ ∘ (dPᵀ − delta), through the score_mod's derivative, for
  /// the rows from `first` as above; adds it to the d_bias accumulator when
  /// asked for.
  SmallVector<Value> stepScoreGrad(ArrayRef<Value> probabilities,
                                   ArrayRef<Fragment4> gradProbabilities,
                                   const StepTiles &t,
                                   ArrayRef<Value> modDerivatives,
                                   Value first = {});
  /// One step on wgmma (each product issued and waited for as a unit, or
  /// overlapped) or mma.sync: the carried dK and dV updated. The wgmma
  /// steps take their query rows in slices of
  /// BackwardKernelSpec::sliceRows().
  SmallVector<Value> warpgroupStep(const StepTiles &t, ValueRange carried);
  SmallVector<Value> overlappedWarpgroupStep(const StepTiles &t,
                                             ValueRange carried);
  /// The step under BackwardKernelSpec::splitColumns.
  SmallVector<Value> splitColumnsStep(const StepTiles &t, ValueRange carried);
  /// Pᵀ and dSᵀ (the C layout) of the `rows` rows from `first` (i32), with
  /// Sᵀ and dPᵀ issued together and Pᵀ computed while dPᵀ runs; the
  /// slice's byte offsets in the Q and dO tiles with them.
  struct OverlappedSlice {
    Value queryRows, gradOutRows;
    SmallVector<Value> probabilities, scoreGrad;
  };
  OverlappedSlice overlappedSlice(const StepTiles &t, Value first,
                                  int64_t rows);
  /// The carried dK and dV of a wgmma step, updated slice by slice.
  struct KeyValueGrads {
    SmallVector<Value> keyGrad, valueGrad;
    SmallVector<Value> joined() const {
      SmallVector<Value> all(keyGrad);
      llvm::append_range(all, valueGrad);
      return all;
    }
  };
  KeyValueGrads splitCarried(ValueRange carried) const {
    int64_t keyGradValues = 4 * (s.chunkQK() / 8);
    return {SmallVector<Value>(carried.take_front(keyGradValues)),
            SmallVector<Value>(carried.drop_front(keyGradValues))};
  }
  /// Byte offsets (i32) of a slice's first row in the step's Q and dO tiles.
  std::pair<Value, Value> sliceTiles(const StepTiles &t, Value first) {
    Value shift = scaled(first, 128);
    return {w.add(t.queryTile, shift), w.add(t.gradOutTile, shift)};
  }
  /// `rows`·factor + offset (i32), folded where `rows` is a constant (the
  /// slices of a step; a warpgroup's rows under splitColumns are not).
  Value scaled(Value rows, int64_t factor, int64_t offset = 0) {
    if (std::optional<int64_t> constant = getConstantIntValue(rows))
      return w.i32(*constant * factor + offset);
    return w.add(w.mul(rows, w.i32(factor)), w.i32(offset));
  }
  /// wgmma dQ(rows) += dS·K from the dSᵀ tile, one product of
  /// queryGradWidth() columns at a time, each added to the accumulator by
  /// the thread's reductions, or staged (bulkQueryGrad) and all added by
  /// bulk reductions after the last.
  void queryGradByBlocks(const StepTiles &t);
  /// The overlapped (and the split-column) step's dQ: the warpgroup's
  /// blocks issued together and added by bulk reductions where they pay
  /// (bulkQueryGrad; else by the thread's reductions), or block by block
  /// beside sliced (wide) dK and dV.
  void addQueryGradOverlapped(const StepTiles &t);
  SmallVector<Value> mmaSyncStep(const StepTiles &t, ValueRange carried);
  /// mma.sync: dQ(rows) += dS·K from the dSᵀ tile, added to the
  /// accumulator.
  void mmaSyncQueryGrad(const StepTiles &t);
  /// wgmma dQ: the first of the thread's rows (g and g + 8 of its warp's 16
  /// within the step's 64).
  Value queryGradRow(const StepTiles &t) {
    return w.add(t.rowStart,
                 w.add(w.mul(w.remU(warp, w.i32(4)), w.i32(16)), groupRow));
  }
  /// mma.sync Sᵀ or dPᵀ (the warp's 16 keys x block_q rows) = T·Rᵀ: T the
  /// K or V tile at `keyTileOffset`, R the Q or dO tile at `rowsTile` read
  /// through the lane offsets `rowsAsN`; both with `dim` columns.
  SmallVector<Fragment4> mmaSyncKeysTimesRows(int64_t keyTileOffset,
                                              Value rowsTile, Value rowsAsN,
                                              int64_t dim, Value zero);

  // The wgmma forms of the products (warpgroup g: keys 64g..64g+63, or the
  // block's 64 under splitColumns).
  /// The k16 steps of one product: A as descriptors or registers, B as
  /// descriptors.
  struct ProductSteps {
    SmallVector<Value> a, b;
    SmallVector<Fragment4> registers;
    /// The register A operand's values, flat (for a wait's keep list).
    SmallVector<Value> registerValues() const {
      SmallVector<Value> values;
      for (const Fragment4 &fragment : registers)
        llvm::append_range(values, fragment);
      return values;
    }
  };
  /// Sᵀ or dPᵀ (the warpgroup's 64 keys x a slice's rows) = T·Rᵀ, T the K
  /// or V tile at `keyTileOffset`, R the slice's rows of the Q or dO tile
  /// (its first row at `rowsTile`); both K-major with `dim` columns.
  ProductSteps keysTimesRowsSteps(int64_t keyTileOffset, Value rowsTile,
                                  int64_t dim);
  /// (64 keys x chunk) += Wᵀ·R: Wᵀ (Pᵀ or dSᵀ of a slice) from registers,
  /// R (the slice's rows of dO or Q, from `rowsTile`, and the block's
  /// column chunk of `chunkWidth` columns) N-major from shared memory.
  ProductSteps accumulateSteps(ArrayRef<Value> weights, Value rowsTile,
                               int64_t chunkWidth);
  /// The same over all the step's rows with Wᵀ from the swizzled [keys]
  /// [rows] tile at byte `weightsTile` (K-major descriptors).
  ProductSteps sharedWeightSteps(Value weightsTile, Value rowsTile,
                                 int64_t chunkWidth);
  /// The N-major descriptor of the block's column chunk of the rows tile
  /// at `rowsTile` (dO or Q), `chunkWidth` columns per chunk.
  Value chunkRowsDescriptor(Value rowsTile, int64_t chunkWidth);
  /// Stores the thread's dSᵀ or Pᵀ values of the rows from `first` (i32, a
  /// multiple of 8) into the swizzled [keys][rows] tile at byte `tile`;
  /// `packedPair(n, r)` gives the pair (key g + 8r, rows first + 8n + 2t,
  /// + 1), n < `rows` / 8.
  void storeTransposedSwizzled(
      Value tile, function_ref<Value(int64_t n, int64_t r)> packedPair,
      Value first, int64_t rows);
  /// Byte offset (i32) of the step's dSᵀ tile.
  Value scoreGradTile(const StepTiles &t) {
    return w.add(w.i32(s.scoreGradOffset()), t.scoreGradShift);
  }
  /// The warp's first key within the block's tile: warpgroups own keys
  /// 64g.. of it, or all share its 64 under splitColumns.
  Value keyWarp(Value warpIndex) {
    return s.splitColumns ? w.remU(warpIndex, w.i32(4)) : warpIndex;
  }
  /// The warpgroup's dQ products (64 rows x `width` columns each) = dS·K
  /// from the dSᵀ tile: `products` of them from `firstProduct` (i32; product
  /// p covers columns p·width ..), over `keys` keys from `firstKey`.
  struct QueryGradPlan {
    Value firstKey, firstProduct, scoreGradDescriptor;
    int64_t keys, products, width;
  };
  QueryGradPlan queryGradPlan(Value scoreGradShift);
  /// The block barrier after the step's last dSᵀ store (fenced for the
  /// async proxy), issued while dV and dK (queryGradUnderKeyGrad: dV) run;
  /// with pipelined steps also
  /// the step's tile synchronisation and prefetch (pipelinedSteps).
  void scoreGradBarrier(const StepTiles &t);
  ProductSteps queryGradSteps(const QueryGradPlan &plan, Value product);
  /// The warpgroup's dQ products of a step, ready to issue.
  struct QueryGradProducts {
    QueryGradPlan plan;
    SmallVector<Value> blocks; // product indices (i32)
    SmallVector<ProductSteps> steps;
    SmallVector<WarpBuilder::WarpgroupProduct> products() const;
  };
  QueryGradProducts queryGradProducts(const StepTiles &t);
  /// Adds the landed dQ products (`queryGrad`, product by product in the C
  /// layout) to the accumulator, by bulk reductions or per thread.
  void addQueryGradProducts(const StepTiles &t,
                            const QueryGradProducts &products,
                            ArrayRef<Value> queryGrad);
  /// The end of the overlapped step where BackwardKernelSpec::
  /// queryGradUnderKeyGrad says: dV, the dSᵀ barrier, dQ and dK, dQ added
  /// while dK runs. Updates `grads`.
  void queryGradUnderKeyGrad(const StepTiles &t,
                             const ProductSteps &valueGradSteps,
                             const ProductSteps &keyGradSteps,
                             KeyValueGrads &grads);
  /// Byte offset (i32) of the staging of the warpgroup's dQ block `i` of
  /// `count` (where BackwardKernelSpec::queryGradStagedApart says).
  Value queryGradStaging(const StepTiles &t, int64_t i, int64_t count);
  /// Stages one product's dQ block (`values`, its C layout) as block `i`
  /// of the warpgroup's `count`.
  void stageQueryGradBlock(const StepTiles &t, int64_t i, int64_t count,
                           ArrayRef<Value> values);
  /// Once the warpgroup has staged them, one of its threads adds the
  /// blocks (product indices `blocks`) to the blocked accumulator by bulk
  /// reductions.
  void reduceQueryGradBlocks(const StepTiles &t, ArrayRef<Value> blocks);
  /// Stages the warpgroup's dQ blocks (`queryGrad`, in the C layout block
  /// by block) and adds them by bulk reductions.
  void bulkAddQueryGrad(const StepTiles &t, ArrayRef<Value> blocks,
                        ArrayRef<Value> queryGrad);
  /// Adds the step's dS (the thread's accumulator layout) into the d_bias
  /// accumulator, summed first in registers and across lanes along the
  /// bias's broadcast row or key dimension.
  void addBiasGrad(ArrayRef<Value> scoreGrad, Value head, Value rowStart);
  /// dQ columns [col, col + 8·count) of rows row and row + 8, from
  /// accumulator fragments in the C layout, added to the f32 accumulator.
  void addQueryGrad(Value head, Value row, Value column,
                    ArrayRef<Fragment4> acc);
  /// The block's coordinates, sequence frame, query steps, band rows of the
  /// thread's keys, and global and shared pointers.
  void initBlock();
  /// ldmatrix lane offsets (mma.sync only).
  void initLaneOffsets();
  /// The epilogue: dK·scale and dV for the thread's keys.
  void storeKeyValueGrads(ValueRange finals);

  Value query, key, value, gradOut, lse, delta, accumulator, gradKey, gradValue,
      biasAccumulator;
  Value queryMap, gradOutMap; // TMA descriptors, with tmaQueryLoads
  Value laneLow, laneMatrix;
  Value warpgroup;               // i32
  Value batchIndex, kvHeadIndex; // index
  Value batch, kvHead, keyStart;  // i32
  // The block's column chunk (i32) and its first dK/dQ and dV columns.
  Value chunk, chunkColumnQK, chunkColumnV;
  kernels::SequenceFrame frame;
  Value lengthQ, lengthKv, diagonal, extentQ, scratchRows;
  Value queryTileBegin, queryTiles, steps;
  Value sharedBase;
  GlobalTensor queryTensor, keyTensor, valueTensor, gradOutTensor;
  Value lseBase, deltaBase, accumulatorBase;
  kernels::AttentionProblem problem;
  std::unique_ptr<kernels::AttentionFrameBuilder> frames;
  // The thread's two keys (rows g and g + 8 of the warp's 16): the rows
  // that see each, [iMin, iMax] (i32).
  std::array<Value, 2> keyOf, iMin, iMax;
  // ldmatrix lane offsets (bytes, i32) of the mma.sync operands.
  struct {
    Value queryAsN, gradOutAsN, scoreGradAsA;
    Value gradOutChunkAsK, queryChunkAsK, keyChunkAsK;
  } lanes;
};

std::pair<Value, Value> BackwardMainEmitter::stepCoordinates(Value step) {
  Value head = w.add(w.mul(kvHead, w.i32(s.groupSize())),
                     w.divU(step, queryTiles));
  Value tile = w.add(queryTileBegin, w.remU(step, queryTiles));
  return {head, w.mul(tile, w.i32(s.blockQ))};
}

void BackwardMainEmitter::issueStepLoad(Value step, int64_t stage) {
  Value head, rowStart; // captured below, so not a structured binding
  std::tie(head, rowStart) = stepCoordinates(step);
  Value tid = stepThread();
  tiles.setThread(tid, sharedBase);
  Value headIndex = arith::IndexCastOp::create(b, b.getIndexType(), head);
  Value firstToken = w.add(w.toI32(frame.baseQ), rowStart);
  Value limit = w.add(w.toI32(frame.baseQ), lengthQ);
  if (s.tmaQueryLoads) {
    // One thread issues the stage's boxes; rows past Sq arrive zero-filled
    // (no seqlens_q here), as cp.async fills them.
    kb.ifThen(w.cmp(CmpIPredicate::eq, tid, w.i32(0)), [&] {
      copyStepTilesWithTma(head, rowStart, w.i32(stage));
    });
  } else {
    tiles.load(w.i32(s.queryOffset(stage)), s.blockQ, s.headDimQK,
               queryTensor, batchIndex, headIndex, firstToken, limit,
               s.arrangement());
    tiles.load(w.i32(s.gradOutOffset(stage)), s.blockQ, s.headDimV,
               gradOutTensor, batchIndex, headIndex, firstToken, limit,
               s.arrangement());
  }
  tiles.setThread(this->tid, sharedBase);
  // lse (threads [0, block_q)) and delta (threads [block_q, 2·block_q)),
  // 4 bytes each; lse rows past Sq are zero-filled (they are masked).
  Value isDelta = w.cmp(CmpIPredicate::sge, tid, w.i32(s.blockQ));
  Value r = w.select(isDelta, w.sub(tid, w.i32(s.blockQ)), tid);
  Value row = w.add(rowStart, r);
  kb.ifThen(w.cmp(CmpIPredicate::slt, tid, w.i32(2 * s.blockQ)), [&] {
    copyStatistic(head, row, isDelta, [&] {
      return w.bytePtr(sharedBase,
                       w.add(w.select(isDelta, w.i32(s.deltaOffset(stage)),
                                      w.i32(s.lseOffset(stage))),
                             w.mul(r, w.i32(4))));
    });
  });
}

void BackwardMainEmitter::copyStepTilesWithTma(Value head, Value rowStart,
                                               Value stage) {
  // Rows past Sq arrive zero-filled (no seqlens_q here), as cp.async
  // fills them.
  Value barrier = stageBarrier(stage);
  w.arriveExpectBytes(barrier, s.tileBytes(s.blockQ, s.headDimQK) +
                                   s.tileBytes(s.blockQ, s.headDimV));
  Value firstToken = w.add(w.toI32(frame.baseQ), rowStart);
  Value stageShift = w.mul(stage, w.i32(s.stageBytes()));
  loadTileWithTma(b, w, s.layout, sharedBase, queryMap,
                  w.add(w.i32(s.queryOffset(0)), stageShift), s.blockQ,
                  s.headDimQK, batch, head, firstToken, barrier);
  loadTileWithTma(b, w, s.layout, sharedBase, gradOutMap,
                  w.add(w.i32(s.gradOutOffset(0)), stageShift), s.blockQ,
                  s.headDimV, batch, head, firstToken, barrier);
}

void BackwardMainEmitter::copyStatistic(
    Value head, Value row, Value isDelta,
    function_ref<Value()> destinationAddress) {
  Value lseRows = w.toI32(kb.dim(lse, 2));
  Value lseValid = w.cmp(CmpIPredicate::slt, row, lseRows);
  Value lseRow = w.select(lseValid, row, w.i32(0));
  Value lseSource = w.offsetPtr(
      lseBase, w.f32Type(),
      scratchOffset(w, batch, head, s.headsQ, lseRows, lseRow, 1));
  Value deltaSource = w.offsetPtr(
      deltaBase, w.f32Type(),
      scratchOffset(w, batch, head, s.headsQ, scratchRows, row, 1));
  Value source = LLVM::SelectOp::create(b, isDelta, deltaSource, lseSource);
  Value destination = destinationAddress();
  // delta past the valid length is zero-filled: the preprocess reads
  // whatever out and d_out hold there (the query-major dQ kernel writes
  // 0), and 0·(dP − NaN) would not vanish.
  Value valid =
      w.select(isDelta, w.cmp(CmpIPredicate::slt, row, lengthQ), lseValid);
  Value bytes = w.select(valid, w.i32(4), w.i32(0));
  w.copyAsync4(destination, source, bytes);
}

void BackwardMainEmitter::produceSteps() {
  auto loop = scf::ForOp::create(
      b, kb.index(0), arith::IndexCastOp::create(b, b.getIndexType(), steps),
      kb.index(1));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  Value step = w.toI32(loop.getInductionVar());
  Value stage = w.remU(step, w.i32(s.queryStages));
  Value round = w.divU(step, w.i32(s.queryStages));
  // The consumers released the stage's last round (the previous use).
  kb.ifThen(w.cmp(CmpIPredicate::uge, step, w.i32(s.queryStages)), [&] {
    w.waitBarrier(emptyBarrier(stage),
                  w.andI(w.sub(round, w.i32(1)), w.i32(1)));
  });
  Value full = stageBarrier(stage);
  Value head, rowStart; // captured below, so not a structured binding
  std::tie(head, rowStart) = stepCoordinates(step);
  kb.ifThen(w.cmp(CmpIPredicate::eq, lane, w.i32(0)),
            [&] { copyStepTilesWithTma(head, rowStart, stage); });
  // lse of rows [32k, 32k + 32) for k < block_q / 32, then delta.
  Value statisticsShift = w.mul(stage, w.i32(s.statisticsBytes()));
  for (int64_t k = 0; k < 2 * s.blockQ / 32; ++k) {
    bool isDelta = 32 * k >= s.blockQ;
    Value r = w.add(lane, w.i32(32 * k % s.blockQ));
    copyStatistic(
        head, w.add(rowStart, r),
        arith::ConstantOp::create(b, b.getBoolAttr(isDelta)), [&] {
          return w.bytePtr(
              sharedBase,
              w.add(w.add(w.i32(isDelta ? s.deltaOffset(0) : s.lseOffset(0)),
                          statisticsShift),
                    w.mul(r, w.i32(4))));
        });
  }
  w.arriveOnCopies(full);
  b.setInsertionPointAfter(loop);
  // The last copies land before the warp leaves.
  w.commitGroup();
  w.waitGroup(0);
}

void BackwardMainEmitter::issueStepLoad(Value step, Value stage) {
  // Stage offsets are compile-time constants per branch: stage 0, else
  // stage 1, else ... the last stage.
  OpBuilder::InsertionGuard guard(b);
  for (int64_t first = 0; first + 1 < s.queryStages; ++first) {
    auto ifStage =
        scf::IfOp::create(b, w.cmp(CmpIPredicate::eq, stage, w.i32(first)),
                          /*withElseRegion=*/true);
    b.setInsertionPointToStart(ifStage.thenBlock());
    issueStepLoad(step, first);
    b.setInsertionPointToStart(ifStage.elseBlock());
  }
  issueStepLoad(step, s.queryStages - 1);
}

Value BackwardMainEmitter::needsMask(Value head, Value rowStart,
                                     int64_t rows) {
  Value maskModAll =
      s.maskMod ? maskModAllowsTile(b, w, *frames, frame, head, rowStart,
                                    rows, keyStart, s.blockKv())
                : Value();
  return tileCrossesBand(b, w, s, {lengthQ, lengthKv, diagonal}, rowStart,
                         rows, keyStart, s.blockKv(), maskModAll);
}

Fragment4 BackwardMainEmitter::keyRowsFragment(int64_t offset,
                                               int64_t columns, int64_t kk) {
  // Matrices (keys 0-7, k 0-7), (keys 8-15, k 0-7), (keys 0-7, k 8-15),
  // (keys 8-15, k 8-15) of the warp's 16 keys.
  int64_t rowBytes = paddedRowBytes(columns);
  Value address = w.add(
      w.i32(offset + kk * 32),
      w.add(w.mul(w.add(w.mul(warp, w.i32(16)), w.remU(lane, w.i32(16))),
                  w.i32(rowBytes)),
            w.mul(w.divU(lane, w.i32(16)), w.i32(16))));
  return w.loadMatrix4(w.bytePtr(sharedBase, address), /*transpose=*/false);
}

Fragment4 BackwardMainEmitter::packColumns(ArrayRef<Value> values,
                                           int64_t kq) {
  const Value *v = &values[kq * 8];
  return {w.packPair(v[0], v[1]), w.packPair(v[2], v[3]),
          w.packPair(v[4], v[5]), w.packPair(v[6], v[7])};
}

SmallVector<Value> BackwardMainEmitter::columnValues(Value offset,
                                                     int64_t rows) {
  auto pairType = VectorType::get({2}, w.f32Type());
  SmallVector<Value> values;
  Value laneOffset = w.add(offset, w.mul(quadCol, w.i32(8)));
  for (int64_t n = 0; n < rows / 8; ++n) {
    Value pair = w.load(
        pairType, w.bytePtr(sharedBase, w.add(laneOffset, w.i32(32 * n))), 8);
    for (int64_t c = 0; c < 2; ++c)
      values.push_back(LLVM::ExtractElementOp::create(b, pair, w.i32(c)));
  }
  return values;
}

/// Fragments of the mma.sync C layout from a wgmma result (same order).
static SmallVector<Fragment4> fragments(ArrayRef<Value> flat) {
  SmallVector<Fragment4> result(flat.size() / 4);
  for (size_t i = 0; i < flat.size(); ++i)
    result[i / 4][i % 4] = flat[i];
  return result;
}

void BackwardMainEmitter::addBiasGrad(ArrayRef<Value> scoreGrad, Value head,
                                      Value rowStart) {
  // Element 4n + 2r + c is dS(row rowStart + 8n + 2t + c, key keyOf[r]).
  // Values outside the tensor are 0 (masked), so sums may include them;
  // only the additions need bounds.
  const std::array<int64_t, 4> &shape = s.biasShape;
  bool rowsBroadcast = shape[2] == 1, keysBroadcast = shape[3] == 1;
  Value base = w.i64(0);
  if (shape[0] != 1)
    base = w.mul(w.toI64(batch), w.i64(shape[1] * shape[2] * shape[3]));
  if (shape[1] != 1)
    base = w.add(base, w.mul(w.toI64(head), w.i64(shape[2] * shape[3])));
  Value accumulatorBase = w.globalBase(biasAccumulator);
  Value extentKv = w.toI32(kb.dim(key, kernels::sequenceDimension(s.layout)));
  Value rowOrigin = w.add(rowStart, w.mul(quadCol, w.i32(2)));
  auto addAt = [&](Value offset, Value x) {
    w.reduceAddF32(w.offsetPtr(accumulatorBase, w.f32Type(), offset), x);
  };
  auto reduceLanes = [&](Value x, ArrayRef<int64_t> masks) {
    for (int64_t mask : masks)
      x = w.addF(x, w.shuffleXor(x, mask));
    return x;
  };
  int64_t columns = scoreGrad.size() / 4;
  if (rowsBroadcast && keysBroadcast) {
    Value sum = w.f32(0.0);
    for (Value x : scoreGrad)
      sum = w.addF(sum, x);
    sum = reduceLanes(sum, {1, 2, 4, 8, 16});
    kb.ifThen(w.cmp(CmpIPredicate::eq, lane, w.i32(0)),
              [&] { addAt(base, sum); });
    return;
  }
  if (rowsBroadcast) {
    // Per key: the thread's rows, then the quad's four lanes.
    for (int r = 0; r < 2; ++r) {
      Value sum = w.f32(0.0);
      for (int64_t n = 0; n < columns; ++n)
        for (int c = 0; c < 2; ++c)
          sum = w.addF(sum, scoreGrad[4 * n + 2 * r + c]);
      sum = reduceLanes(sum, {1, 2});
      Value adds = w.andI(w.cmp(CmpIPredicate::eq, quadCol, w.i32(0)),
                          w.cmp(CmpIPredicate::slt, keyOf[r], extentKv));
      kb.ifThen(adds, [&] { addAt(w.add(base, w.toI64(keyOf[r])), sum); });
    }
    return;
  }
  if (keysBroadcast) {
    // Per row: the thread's two keys, then the eight lanes of its column.
    for (int64_t n = 0; n < columns; ++n)
      for (int c = 0; c < 2; ++c) {
        Value sum = reduceLanes(
            w.addF(scoreGrad[4 * n + c], scoreGrad[4 * n + 2 + c]), {4, 8, 16});
        Value row = w.add(rowOrigin, w.i32(8 * n + c));
        Value adds = w.andI(w.cmp(CmpIPredicate::eq, groupRow, w.i32(0)),
                            w.cmp(CmpIPredicate::slt, row, extentQ));
        kb.ifThen(adds, [&] { addAt(w.add(base, w.toI64(row)), sum); });
      }
    return;
  }
  for (int64_t n = 0; n < columns; ++n)
    for (int c = 0; c < 2; ++c) {
      Value row = w.add(rowOrigin, w.i32(8 * n + c));
      Value rowBase = w.add(base, w.mul(w.toI64(row), w.i64(shape[3])));
      Value rowInside = w.cmp(CmpIPredicate::slt, row, extentQ);
      for (int r = 0; r < 2; ++r) {
        Value adds =
            w.andI(rowInside, w.cmp(CmpIPredicate::slt, keyOf[r], extentKv));
        kb.ifThen(adds, [&] {
          addAt(w.add(rowBase, w.toI64(keyOf[r])),
                scoreGrad[4 * n + 2 * r + c]);
        });
      }
    }
}

void BackwardMainEmitter::addQueryGrad(Value head, Value row, Value column,
                                       ArrayRef<Fragment4> acc) {
  Value laneColumn = w.add(column, w.mul(quadCol, w.i32(2)));
  for (int r = 0; r < 2; ++r) {
    Value rowBase = scratchOffset(w, batch, head, s.headsQ, scratchRows,
                                  w.add(row, w.i32(8 * r)), s.headDimQK);
    Value rowPointer = w.offsetPtr(accumulatorBase, w.f32Type(),
                                   w.add(rowBase, w.toI64(laneColumn)));
    for (size_t n = 0; n < acc.size(); ++n) {
      if (s.vectorReductions) {
        w.reduceAddF32x2(w.offsetPtr(rowPointer, w.f32Type(), w.i32(8 * n)),
                         acc[n][2 * r], acc[n][2 * r + 1]);
        continue;
      }
      for (int c = 0; c < 2; ++c)
        w.atomicAddF32(w.offsetPtr(rowPointer, w.f32Type(), w.i32(8 * n + c)),
                       acc[n][2 * r + c]);
    }
  }
}

// The wgmma products. Tiles are 64-column blocks of 128-byte rows, 128-byte
// swizzled (TileArrangement::swizzled128). K-major operands step k16 by 32
// bytes within a block row and by a whole block every 4 steps; SBO = 8 rows
// (1024 bytes). N-major (or M-major) operands step k16 by 16 rows (2048
// bytes); their LBO is the distance between 64-column blocks.

BackwardMainEmitter::ProductSteps
BackwardMainEmitter::keysTimesRowsSteps(int64_t keyTileOffset, Value rowsTile,
                                        int64_t dim) {
  Value keyRows = s.splitColumns ? w.i32(keyTileOffset)
                                 : w.add(w.i32(keyTileOffset),
                                         w.mul(warpgroup, w.i32(64 * 128)));
  Value keyDescriptor = w.sharedMatrixDescriptor(sharedBase, keyRows, 16, 1024);
  Value rowsDescriptor =
      w.sharedMatrixDescriptor(sharedBase, rowsTile, 16, 1024);
  ProductSteps steps;
  for (int64_t kk = 0; kk < dim / 16; ++kk) {
    int64_t within = (kk % 4) * 32;
    steps.a.push_back(w.add(
        keyDescriptor, w.i64(((kk / 4) * s.blockKv() * 128 + within) >> 4)));
    steps.b.push_back(w.add(rowsDescriptor,
                            w.i64(((kk / 4) * s.blockQ * 128 + within) >> 4)));
  }
  return steps;
}

Value BackwardMainEmitter::chunkRowsDescriptor(Value rowsTile,
                                               int64_t chunkWidth) {
  // The chunk starts at 64-column block chunk · chunkWidth / 64.
  if (s.columnParts() > 1)
    rowsTile = w.add(rowsTile, w.mul(chunk, w.i32(chunkWidth / 64 * s.blockQ *
                                                 128)));
  return w.sharedMatrixDescriptor(sharedBase, rowsTile, s.blockQ * 128, 1024);
}

BackwardMainEmitter::ProductSteps
BackwardMainEmitter::accumulateSteps(ArrayRef<Value> weights, Value rowsTile,
                                     int64_t chunkWidth) {
  Value descriptor = chunkRowsDescriptor(rowsTile, chunkWidth);
  ProductSteps steps;
  for (int64_t kq = 0; kq < static_cast<int64_t>(weights.size()) / 8; ++kq) {
    steps.registers.push_back(packColumns(weights, kq));
    steps.b.push_back(w.add(descriptor, w.i64((kq * 16 * 128) >> 4)));
  }
  return steps;
}

BackwardMainEmitter::ProductSteps
BackwardMainEmitter::sharedWeightSteps(Value weightsTile, Value rowsTile,
                                       int64_t chunkWidth) {
  // Wᵀ is one 64-column block of rows (the k index), K-major: a k16 step
  // moves 32 bytes along its 128-byte rows.
  Value weights = w.sharedMatrixDescriptor(sharedBase, weightsTile, 16, 1024);
  Value rows = chunkRowsDescriptor(rowsTile, chunkWidth);
  ProductSteps steps;
  for (int64_t kq = 0; kq < s.blockQ / 16; ++kq) {
    steps.a.push_back(w.add(weights, w.i64((kq * 32) >> 4)));
    steps.b.push_back(w.add(rows, w.i64((kq * 16 * 128) >> 4)));
  }
  return steps;
}

void BackwardMainEmitter::storeTransposedSwizzled(
    Value tile, function_ref<Value(int64_t n, int64_t r)> packedPair,
    Value first, int64_t rows) {
  // The tile is [block_kv keys][64 rows], one 64-column block: the pair
  // (key, rows 8n + 2t..) of chunk n sits at chunk n ^ (key % 8), and the
  // thread's keys are g and g + 8 past a multiple of 16, so key % 8 = g.
  ThreadGeometry g = s.stepLocalAddresses()
                         ? ThreadGeometry::of(w, w.threadIdXInPlace())
                         : ThreadGeometry{tid, warp, lane, groupRow, quadCol};
  Value groupRow = g.groupRow, quadCol = g.quadCol;
  Value keyRow = w.add(w.mul(keyWarp(g.warp), w.i32(16)), groupRow);
  Value rowBase = w.add(
      tile, w.add(w.mul(keyRow, w.i32(128)), w.mul(quadCol, w.i32(4))));
  std::optional<int64_t> constantFirst = getConstantIntValue(first);
  Value firstChunk = constantFirst ? Value() : w.divU(first, w.i32(8));
  for (int64_t n = 0; n < rows / 8; ++n) {
    Value chunkIndex = constantFirst ? w.i32(*constantFirst / 8 + n)
                                     : w.add(firstChunk, w.i32(n));
    Value chunk = w.mul(w.xorI(groupRow, chunkIndex), w.i32(16));
    for (int64_t r = 0; r < 2; ++r)
      w.store(packedPair(n, r),
              w.bytePtr(sharedBase,
                        w.add(rowBase, w.add(chunk, w.i32(8 * r * 128)))),
              4);
  }
}

BackwardMainEmitter::QueryGradPlan
BackwardMainEmitter::queryGradPlan(Value scoreGradShift) {
  // dQ (64 rows x queryGradWidth() columns per product) = dS·K with A =
  // dSᵀ read M-major and B = K read N-major. When the products of the
  // block's d_qk chunk split evenly, each warpgroup takes its share of them
  // over all the tile's keys; otherwise (d_qk = 64 or 192 in whole blocks,
  // or a chunk of 64, with two warpgroups) each takes its own 64 keys and
  // every column, so both add to the same accumulator rows.
  // Under BackwardKernelSpec::splitColumns each warpgroup's chunk is its
  // half of the columns, over the block's 64 keys.
  bool allKeys = s.splitQueryGradColumns() || s.splitColumns;
  QueryGradPlan plan;
  plan.width = s.queryGradWidth();
  plan.products = s.splitColumns ? s.chunkQK() / plan.width
                                 : s.queryGradProductsPerWarpgroup();
  plan.keys = allKeys ? s.blockKv() : 64;
  plan.firstKey = allKeys ? w.i32(0) : w.mul(warpgroup, w.i32(64));
  plan.firstProduct = allKeys && !s.splitColumns
                          ? w.mul(warpgroup, w.i32(plan.products))
                          : w.i32(0);
  if (s.columnParts() > 1)
    plan.firstProduct = w.add(plan.firstProduct,
                              w.mul(chunk, w.i32(s.chunkQK() / plan.width)));
  plan.scoreGradDescriptor = w.sharedMatrixDescriptor(
      sharedBase,
      w.add(w.add(w.i32(s.scoreGradOffset()), scoreGradShift),
            w.mul(plan.firstKey, w.i32(128))),
      s.blockKv() * 128, 1024);
  return plan;
}

BackwardMainEmitter::ProductSteps
BackwardMainEmitter::queryGradSteps(const QueryGradPlan &plan,
                                    Value product) {
  // K's columns of the product: its 64-column block, and for a half block
  // 32 columns (64 bytes) into each 128-byte row of it (the product stays
  // inside the row, as the K-major k16 steps do).
  Value block = product, start = w.i32(s.keyOffset());
  if (plan.width != 64) {
    Value column = w.mul(product, w.i32(plan.width));
    block = w.divU(column, w.i32(64));
    start = w.add(start, w.mul(w.remU(column, w.i32(64)), w.i32(2)));
  }
  Value keyDescriptor = w.sharedMatrixDescriptor(
      sharedBase,
      w.add(start, w.add(w.mul(block, w.i32(s.blockKv() * 128)),
                         w.mul(plan.firstKey, w.i32(128)))),
      s.blockKv() * 128, 1024);
  ProductSteps steps;
  for (int64_t kk = 0; kk < plan.keys / 16; ++kk) {
    steps.a.push_back(
        w.add(plan.scoreGradDescriptor, w.i64((kk * 2048) >> 4)));
    steps.b.push_back(w.add(keyDescriptor, w.i64((kk * 2048) >> 4)));
  }
  return steps;
}

Value BackwardMainEmitter::queryGradStaging(const StepTiles &t, int64_t i,
                                            int64_t count) {
  // In the warpgroup's buffer, in the step's Q tile, or (split columns) in
  // the warpgroup's column halves of the step's Q and dO tiles, one block
  // each.
  if (s.splitColumns) {
    assert(count == 2 && "one block in each of Q's and dO's halves");
    int64_t halfBytes = s.blockQ * (i == 0 ? s.chunkQK() : s.chunkV()) * 2;
    return w.add(i == 0 ? t.queryTile : t.gradOutTile,
                 w.mul(warpgroup, w.i32(halfBytes)));
  }
  int64_t blockBytes = s.queryGradBlockBytes();
  Value staging = s.queryGradStagedApart()
                      ? w.add(w.i32(s.queryGradStagingOffset()),
                              w.mul(warpgroup, w.i32(count * blockBytes)))
                      : t.queryTile;
  return w.add(staging, w.i32(i * blockBytes));
}

void BackwardMainEmitter::stageQueryGradBlock(const StepTiles &t, int64_t i,
                                              int64_t count,
                                              ArrayRef<Value> values) {
  // Thread t of the warpgroup writes its four values of 8-column chunk n as
  // 16 bytes at (n·128 + t)·16: the accumulator's block order, one
  // conflict-free vector store per chunk. A product's m64nW accumulator
  // holds W / 2 values per thread.
  int64_t width = s.queryGradWidth();
  assert(static_cast<int64_t>(values.size()) == width / 2 &&
         "one product's accumulator");
  Value thread = w.remU(tid, w.i32(128));
  Value staging = queryGradStaging(t, i, count);
  auto quadType = VectorType::get({4}, w.f32Type());
  for (int64_t n = 0; n < width / 8; ++n) {
    Value quad = LLVM::UndefOp::create(b, quadType);
    for (int64_t e = 0; e < 4; ++e)
      quad = LLVM::InsertElementOp::create(b, quad, values[4 * n + e],
                                           w.i32(e));
    Value offset =
        w.add(staging, w.mul(w.add(thread, w.i32(n * 128)), w.i32(16)));
    w.store(quad, w.bytePtr(sharedBase, offset), 16);
  }
}

void BackwardMainEmitter::reduceQueryGradBlocks(const StepTiles &t,
                                                ArrayRef<Value> blocks) {
  // The writes reach the async proxy, the warpgroup has written all of
  // them, and one thread adds the blocks.
  w.fenceProxyAsyncShared();
  w.syncNamedBarrier(w.add(warpgroup, w.i32(1)), 128);
  Value thread = w.remU(tid, w.i32(128));
  int64_t count = blocks.size();
  kb.ifThen(w.cmp(CmpIPredicate::eq, thread, w.i32(0)), [&] {
    Value rowTile = w.divU(t.rowStart, w.i32(64));
    for (auto [i, block] : llvm::enumerate(blocks)) {
      Value destination = w.offsetPtr(
          accumulatorBase, w.f32Type(),
          queryGradBlockOffset(w, s, batch, t.head, scratchRows, rowTile,
                               block));
      Value source = w.bytePtr(sharedBase, queryGradStaging(t, i, count));
      w.bulkReduceAddF32(destination, source, s.queryGradBlockBytes());
    }
    w.commitBulkGroup();
  });
}

void BackwardMainEmitter::bulkAddQueryGrad(const StepTiles &t,
                                           ArrayRef<Value> blocks,
                                           ArrayRef<Value> queryGrad) {
  int64_t perProduct = s.queryGradWidth() / 2;
  int64_t count = blocks.size();
  for (int64_t i = 0; i < count; ++i)
    stageQueryGradBlock(t, i, count,
                        queryGrad.slice(perProduct * i, perProduct));
  reduceQueryGradBlocks(t, blocks);
}

BackwardMainEmitter::StepTiles BackwardMainEmitter::stepTiles(Value step,
                                                              Value stage) {
  StepTiles t;
  t.step = step;
  std::tie(t.head, t.rowStart) = stepCoordinates(step);
  t.headIndex = arith::IndexCastOp::create(b, b.getIndexType(), t.head);
  t.stageShift = w.mul(stage, w.i32(s.stageBytes()));
  t.queryTile = w.add(w.i32(s.queryOffset(0)), t.stageShift);
  t.gradOutTile = w.add(w.i32(s.gradOutOffset(0)), t.stageShift);
  t.statisticsShift = t.stageShift;
  t.scoreGradShift = w.i32(0);
  if (s.statisticsApart())
    t.statisticsShift = w.mul(stage, w.i32(s.statisticsBytes()));
  if (s.scoreGradBuffers() == 2)
    t.scoreGradShift = w.mul(w.remU(step, w.i32(2)), w.i32(s.scoreGradBytes()));
  return t;
}

SmallVector<Value> BackwardMainEmitter::stepProbabilities(
    ArrayRef<Fragment4> scores, const StepTiles &t,
    SmallVectorImpl<Value> &modDerivatives, Value first) {
  if (!first)
    first = w.i32(0);
  // Pᵀ = exp2(Sᵀ·scale·log2e [+ log2e·bias] − lse·log2e). A row whose
  // lse is −inf has no weight anywhere: its base becomes +inf.
  Type indexType = b.getIndexType();
  int64_t rows = 8 * static_cast<int64_t>(scores.size());
  SmallVector<Value> lseColumns = columnValues(
      w.add(scaled(first, 4, s.lseOffset(0)), t.statisticsShift), rows);
  SmallVector<Value> base;
  Value infinity = w.f32(std::numeric_limits<double>::infinity());
  for (Value x : lseColumns)
    base.push_back(
        w.select(w.cmpF(CmpFPredicate::OEQ, x,
                        w.f32(-std::numeric_limits<double>::infinity())),
                 infinity, w.mulF(x, w.f32(kLog2E))));
  Value sliceStart = w.add(t.rowStart, first);
  Value columnOrigin = w.add(sliceStart, w.mul(quadCol, w.i32(2)));
  SmallVector<Value> probabilities;
  for (int64_t n = 0; n < rows / 8; ++n) {
    for (int64_t e = 0; e < 4; ++e) {
      Value i = w.add(columnOrigin, w.i32(8 * n + e % 2));
      Value j = keyOf[e / 2];
      Value iIndex = arith::IndexCastOp::create(b, indexType, i);
      Value jIndex = arith::IndexCastOp::create(b, indexType, j);
      Value term;
      if (s.hasBias || s.hasAlibi)
        term = clampedAdditiveTerm(kb, *frames, frame, s, key, t.headIndex,
                                   iIndex, jIndex);
      Value derivative;
      Value exponent = baseTwoExponent(
          w, *frames, frame, s, scores[n][e], term, t.headIndex, iIndex,
          jIndex, base[2 * n + e % 2], s.scoreMod ? &derivative : nullptr);
      modDerivatives.push_back(derivative);
      probabilities.push_back(w.exp2(exponent));
    }
  }
  // Only tiles that cross the band's edge pay for the mask.
  SmallVector<Type> types(probabilities.size(), w.f32Type());
  auto maskIf =
      scf::IfOp::create(b, types, needsMask(t.headIndex, sliceStart, rows),
                        /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(maskIf.thenBlock());
  SmallVector<Value> masked;
  Value low[2], high[2];
  for (int r = 0; r < 2; ++r) {
    low[r] = w.sub(iMin[r], columnOrigin);
    high[r] = w.sub(iMax[r], columnOrigin);
  }
  Value zero = w.f32(0.0);
  for (size_t index = 0; index < probabilities.size(); ++index) {
    int64_t n = index / 4, e = index % 4, r = e / 2;
    Value column = w.i32(8 * n + e % 2);
    Value allowed = w.andI(w.cmp(CmpIPredicate::sge, column, low[r]),
                           w.cmp(CmpIPredicate::sle, column, high[r]));
    if (s.maskMod) {
      Value i =
          arith::IndexCastOp::create(b, indexType, w.add(columnOrigin, column));
      Value j = arith::IndexCastOp::create(b, indexType, keyOf[e / 2]);
      allowed =
          w.andI(allowed, frames->maskModAllows(frame, t.headIndex, i, j));
    }
    masked.push_back(w.select(allowed, probabilities[index], zero));
  }
  scf::YieldOp::create(b, masked);
  b.setInsertionPointToStart(maskIf.elseBlock());
  scf::YieldOp::create(b, probabilities);
  return SmallVector<Value>(maskIf.getResults());
}

SmallVector<Value> BackwardMainEmitter::stepScoreGrad(
    ArrayRef<Value> probabilities, ArrayRef<Fragment4> gradProbabilities,
    const StepTiles &t, ArrayRef<Value> modDerivatives, Value first) {
  if (!first)
    first = w.i32(0);
  // dSᵀ = Pᵀ ∘ (dPᵀ − delta).
  int64_t rows = 8 * static_cast<int64_t>(gradProbabilities.size());
  SmallVector<Value> deltaColumns = columnValues(
      w.add(scaled(first, 4, s.deltaOffset(0)), t.statisticsShift), rows);
  SmallVector<Value> scoreGrad;
  for (int64_t n = 0; n < rows / 8; ++n)
    for (int64_t e = 0; e < 4; ++e)
      scoreGrad.push_back(throughScoreMod(
          w,
          w.mulF(probabilities[4 * n + e],
                 w.subF(gradProbabilities[n][e], deltaColumns[2 * n + e % 2])),
          probabilities[4 * n + e], modDerivatives[4 * n + e]));
  // Every chunk has the whole dS; the first adds it.
  Value sliceStart = w.add(t.rowStart, first);
  if (s.hasBiasGrad && s.columnChunks == 1)
    addBiasGrad(scoreGrad, t.head, sliceStart);
  else if (s.hasBiasGrad)
    kb.ifThen(w.cmp(CmpIPredicate::eq, chunk, w.i32(0)),
              [&] { addBiasGrad(scoreGrad, t.head, sliceStart); });
  return scoreGrad;
}

SmallVector<Value> BackwardMainEmitter::warpgroupStep(const StepTiles &t,
                                                      ValueRange carried) {
  // Each product is issued and waited for as a unit, slice by slice.
  KeyValueGrads grads = splitCarried(carried);
  SmallVector<Value> &keyGrad = grads.keyGrad, &valueGrad = grads.valueGrad;
  int64_t rows = s.sliceRows();
  for (int64_t first = 0; first < s.blockQ; first += rows) {
    Value sliceFirst = w.i32(first);
    auto [queryRows, gradOutRows] = sliceTiles(t, sliceFirst);
    ProductSteps scoreSteps =
        keysTimesRowsSteps(s.keyOffset(), queryRows, s.headDimQK);
    SmallVector<Value> scores = w.warpgroupMma(
        rows, {}, scoreSteps.a, scoreSteps.b, {}, /*transposeB=*/false);
    SmallVector<Value> modDerivatives;
    SmallVector<Value> probabilities =
        stepProbabilities(fragments(scores), t, modDerivatives, sliceFirst);
    // dV += Pᵀ·dO.
    ProductSteps valueGradSteps = accumulateSteps(probabilities, gradOutRows, s.chunkV());
    valueGrad = w.warpgroupMma(s.chunkV(), valueGradSteps.registers, {},
                               valueGradSteps.b, valueGrad,
                               /*transposeB=*/true);
    // dPᵀ = V·dOᵀ, dSᵀ, dK += dSᵀ·Q.
    ProductSteps gradProbabilitySteps =
        keysTimesRowsSteps(s.valueOffset(), gradOutRows, s.headDimV);
    SmallVector<Value> gradProbabilities =
        w.warpgroupMma(rows, {}, gradProbabilitySteps.a,
                       gradProbabilitySteps.b, {}, /*transposeB=*/false);
    SmallVector<Value> scoreGrad =
        stepScoreGrad(probabilities, fragments(gradProbabilities), t,
                      modDerivatives, sliceFirst);
    ProductSteps keyGradSteps = accumulateSteps(scoreGrad, queryRows, s.chunkQK());
    keyGrad = w.warpgroupMma(s.chunkQK(), keyGradSteps.registers, {},
                             keyGradSteps.b, keyGrad, /*transposeB=*/true);
    if (first == 0)
      awaitScoreGradFree(t);
    if (!s.queryMajorQueryGrad)
      storeTransposedSwizzled(
          scoreGradTile(t),
          [&](int64_t n, int64_t r) {
            return w.packPair(scoreGrad[4 * n + 2 * r],
                              scoreGrad[4 * n + 2 * r + 1]);
          },
          sliceFirst, rows);
  }
  // dQ(rows) += dS·K once every warpgroup's dSᵀ is in shared memory.
  if (!s.queryMajorQueryGrad) {
    scoreGradBarrier(t);
    queryGradByBlocks(t);
  }
  return grads.joined();
}

void BackwardMainEmitter::queryGradByBlocks(const StepTiles &t) {
  QueryGradPlan plan = queryGradPlan(t.scoreGradShift);
  Value row = queryGradRow(t);
  SmallVector<Value> blocks;
  for (int64_t i = 0; i < plan.products; ++i) {
    Value product = w.add(plan.firstProduct, w.i32(i));
    ProductSteps steps = queryGradSteps(plan, product);
    SmallVector<Value> values =
        w.warpgroupMma(plan.width, {}, steps.a, steps.b, {},
                       /*transposeB=*/true, /*transposeA=*/true);
    if (s.bulkQueryGrad) {
      stageQueryGradBlock(t, i, plan.products, values);
      blocks.push_back(product);
      continue;
    }
    addQueryGrad(t.head, row, w.mul(product, w.i32(plan.width)),
                 fragments(values));
  }
  if (s.bulkQueryGrad)
    reduceQueryGradBlocks(t, blocks);
}

SmallVector<Value>
BackwardMainEmitter::overlappedWarpgroupStep(const StepTiles &t,
                                             ValueRange carried) {
  // Per slice, Sᵀ and dPᵀ are issued together, and Pᵀ is computed while
  // dPᵀ runs; dV and dK are issued together, right after dSᵀ is stored,
  // and after the last slice's the block waits at the barrier that
  // publishes every warpgroup's dSᵀ for dQ while they run. With one slice
  // (BackwardKernelSpec::queryGradUnderKeyGrad) dV runs alone under that
  // barrier, and dQ is issued before dK.
  KeyValueGrads grads = splitCarried(carried);
  SmallVector<Value> &keyGrad = grads.keyGrad, &valueGrad = grads.valueGrad;
  int64_t rows = s.sliceRows();
  for (int64_t first = 0; first < s.blockQ; first += rows) {
    Value sliceFirst = w.i32(first);
    auto [queryRows, gradOutRows, probabilities, scoreGrad] =
        overlappedSlice(t, sliceFirst, rows);

    // dV += Pᵀ·dO and dK += dSᵀ·Q, A from registers. dSᵀ goes to shared
    // memory first, from dK's packed A operand: PTX leaves reading a
    // wgmma's A registers before its wait undefined.
    ProductSteps valueGradSteps = accumulateSteps(probabilities, gradOutRows, s.chunkV());
    ProductSteps keyGradSteps = accumulateSteps(scoreGrad, queryRows, s.chunkQK());
    if (first == 0)
      awaitScoreGradFree(t);
    if (!s.queryMajorQueryGrad)
      storeTransposedSwizzled(
          scoreGradTile(t),
          [&](int64_t n, int64_t r) {
            return keyGradSteps.registers[n / 2][2 * (n % 2) + r];
          },
          sliceFirst, rows);
    if (s.queryGradUnderKeyGrad()) {
      queryGradUnderKeyGrad(t, valueGradSteps, keyGradSteps, grads);
      return grads.joined();
    }
    SmallVector<SmallVector<Value>> inFlight = w.issueWarpgroupMmas(
        {{s.chunkV(), valueGradSteps.registers, {}, valueGradSteps.b,
          valueGrad, /*transposeB=*/true},
         {s.chunkQK(), keyGradSteps.registers, {}, keyGradSteps.b, keyGrad,
          /*transposeB=*/true}});

    // The register A operands stay live until both products have read
    // them.
    SmallVector<Value> accumulators, operands;
    for (const SmallVector<Value> &product : inFlight)
      llvm::append_range(accumulators, product);
    for (const ProductSteps *steps : {&valueGradSteps, &keyGradSteps})
      llvm::append_range(operands, steps->registerValues());
    // Past the barrier every warpgroup's dSᵀ is in shared memory (fenced
    // for the async proxy) for dQ.
    if (!s.queryMajorQueryGrad && first + rows == s.blockQ)
      scoreGradBarrier(t);
    SmallVector<Value> done = w.waitWarpgroupMma(0, accumulators, operands);
    valueGrad.assign(done.begin(), done.begin() + valueGrad.size());
    keyGrad.assign(done.begin() + valueGrad.size(), done.end());
  }
  // dQ(rows) += dS·K.
  if (!s.queryMajorQueryGrad)
    addQueryGradOverlapped(t);
  return grads.joined();
}

BackwardMainEmitter::OverlappedSlice
BackwardMainEmitter::overlappedSlice(const StepTiles &t, Value first,
                                     int64_t rows) {
  OverlappedSlice slice;
  std::tie(slice.queryRows, slice.gradOutRows) = sliceTiles(t, first);
  ProductSteps scoreSteps =
      keysTimesRowsSteps(s.keyOffset(), slice.queryRows, s.headDimQK);
  ProductSteps gradProbabilitySteps =
      keysTimesRowsSteps(s.valueOffset(), slice.gradOutRows, s.headDimV);
  SmallVector<SmallVector<Value>> issued = w.issueWarpgroupMmas(
      {{rows, {}, scoreSteps.a, scoreSteps.b, {}, /*transposeB=*/false},
       {rows, {}, gradProbabilitySteps.a, gradProbabilitySteps.b, {},
        /*transposeB=*/false}});
  SmallVector<Value> scores = w.waitWarpgroupMma(1, issued[0], {});
  SmallVector<Value> modDerivatives;
  slice.probabilities =
      stepProbabilities(fragments(scores), t, modDerivatives, first);
  SmallVector<Value> gradProbabilities = w.waitWarpgroupMma(0, issued[1], {});
  slice.scoreGrad = stepScoreGrad(slice.probabilities,
                                  fragments(gradProbabilities), t,
                                  modDerivatives, first);
  return slice;
}

SmallVector<Value>
BackwardMainEmitter::splitColumnsStep(const StepTiles &t, ValueRange carried) {
  // Warpgroup g computes Sᵀ and dPᵀ of rows [32g, 32g + 32) over the
  // block's 64 keys (issued together, Pᵀ computed while dPᵀ runs) and
  // stores its halves of Pᵀ and dSᵀ; past the barrier, dV and dK of its
  // columns take both halves from shared memory over all 64 rows, then dQ
  // of its columns.
  KeyValueGrads grads = splitCarried(carried);
  SmallVector<Value> &keyGrad = grads.keyGrad, &valueGrad = grads.valueGrad;
  int64_t rows = s.sliceRows();
  Value first = w.mul(warpgroup, w.i32(rows));
  OverlappedSlice slice = overlappedSlice(t, first, rows);
  SmallVector<Value> &probabilities = slice.probabilities,
                     &scoreGrad = slice.scoreGrad;
  auto pairsOf = [&](ArrayRef<Value> values) {
    return [&, values](int64_t n, int64_t r) {
      return w.packPair(values[4 * n + 2 * r], values[4 * n + 2 * r + 1]);
    };
  };
  Value probabilitiesTile = w.i32(s.probabilitiesOffset());
  storeTransposedSwizzled(probabilitiesTile, pairsOf(probabilities), first,
                          rows);
  storeTransposedSwizzled(scoreGradTile(t), pairsOf(scoreGrad), first, rows);
  w.fenceProxyAsyncShared();
  w.barrier();

  // dV += Pᵀ·dO and dK += dSᵀ·Q for the warpgroup's columns.
  ProductSteps valueGradSteps =
      sharedWeightSteps(probabilitiesTile, t.gradOutTile, s.chunkV());
  ProductSteps keyGradSteps =
      sharedWeightSteps(scoreGradTile(t), t.queryTile, s.chunkQK());
  SmallVector<SmallVector<Value>> inFlight = w.issueWarpgroupMmas(
      {{s.chunkV(), {}, valueGradSteps.a, valueGradSteps.b, valueGrad,
        /*transposeB=*/true},
       {s.chunkQK(), {}, keyGradSteps.a, keyGradSteps.b, keyGrad,
        /*transposeB=*/true}});
  SmallVector<Value> accumulators;
  for (const SmallVector<Value> &product : inFlight)
    llvm::append_range(accumulators, product);
  SmallVector<Value> done = w.waitWarpgroupMma(0, accumulators, {});
  valueGrad.assign(done.begin(), done.begin() + valueGrad.size());
  keyGrad.assign(done.begin() + valueGrad.size(), done.end());
  // dQ(rows, the warpgroup's columns) += dS·K, by bulk reductions where
  // they fit, else block by block.
  addQueryGradOverlapped(t);
  return grads.joined();
}

void BackwardMainEmitter::scoreGradBarrier(const StepTiles &t) {
  if (s.producer) {
    // The last step's bulk reductions have read the staging buffer that
    // this step's dQ overwrites (only their issuing thread has any); then
    // the consumer warps meet, the block barrier's role without a
    // producer.
    if (s.bulkQueryGrad)
      w.waitBulkGroup(0, /*readOnly=*/true);
    w.fenceProxyAsyncShared();
    w.syncNamedBarrier(kConsumersBarrier, s.threads());
    return;
  }
  if (!s.pipelinedSteps()) {
    w.fenceProxyAsyncShared();
    w.barrier();
    return;
  }
  // The barrier also publishes the next step's tiles (this thread's copies
  // have landed; with tmaQueryLoads only lse and delta are this thread's,
  // and the step waits for its Q and dO on their mbarrier) and orders the
  // last step's bulk reductions' reads of the staging buffer before this
  // step's writes; past it every warpgroup is done with the last step,
  // whose stage takes the step two ahead.
  w.waitGroup(0);
  if (s.bulkQueryGrad)
    w.waitBulkGroup(0, /*readOnly=*/true);
  w.fenceProxyAsyncShared();
  w.barrier();
  Value ahead = w.add(t.step, w.i32(2));
  kb.ifThen(w.cmp(CmpIPredicate::slt, ahead, steps), [&] {
    issueStepLoad(ahead, w.remU(ahead, w.i32(s.queryStages)));
  });
  w.commitGroup();
}

void BackwardMainEmitter::awaitScoreGradFree(const StepTiles &t) {
  if (!s.producer || s.doubleScoreGrad)
    return;
  kb.ifThen(w.cmp(CmpIPredicate::ugt, t.step, w.i32(0)), [&] {
    w.syncNamedBarrier(w.add(warpgroup, w.i32(kScoreGradFreeBarrier)),
                       s.threads());
  });
}

void BackwardMainEmitter::releaseStep(const StepTiles &t, Value stage) {
  // Each warp's products and its reads of lse and delta are done.
  kb.ifThen(w.cmp(CmpIPredicate::eq, lane, w.i32(0)),
            [&] { w.arrive(emptyBarrier(stage)); });
  if (s.doubleScoreGrad)
    return;
  // Paired with the other warpgroup's awaitScoreGradFree of the next step.
  Value other = w.sub(w.i32(1), warpgroup);
  kb.ifThen(w.cmp(CmpIPredicate::ult, w.add(t.step, w.i32(1)), steps), [&] {
    w.arriveNamedBarrier(w.add(other, w.i32(kScoreGradFreeBarrier)),
                         s.threads());
  });
}

void BackwardMainEmitter::addQueryGradOverlapped(const StepTiles &t) {
  // Wide dK and dV accumulators leave no room for every dQ block at once:
  // one block per product then.
  if (s.queryGradBlockByBlock()) {
    queryGradByBlocks(t);
    return;
  }
  QueryGradProducts queryGrad = queryGradProducts(t);
  SmallVector<Value> landed;
  for (const SmallVector<Value> &product :
       w.issueWarpgroupMmas(queryGrad.products()))
    llvm::append_range(landed, product);
  landed = w.waitWarpgroupMma(0, landed, {});
  addQueryGradProducts(t, queryGrad, landed);
}

BackwardMainEmitter::QueryGradProducts
BackwardMainEmitter::queryGradProducts(const StepTiles &t) {
  QueryGradProducts queryGrad;
  queryGrad.plan = queryGradPlan(t.scoreGradShift);
  for (int64_t i = 0; i < queryGrad.plan.products; ++i) {
    queryGrad.blocks.push_back(
        w.add(queryGrad.plan.firstProduct, w.i32(i)));
    queryGrad.steps.push_back(
        queryGradSteps(queryGrad.plan, queryGrad.blocks.back()));
  }
  return queryGrad;
}

SmallVector<WarpBuilder::WarpgroupProduct>
BackwardMainEmitter::QueryGradProducts::products() const {
  SmallVector<WarpBuilder::WarpgroupProduct> products;
  for (const ProductSteps &product : steps)
    products.push_back({plan.width, {}, product.a, product.b, {},
                        /*transposeB=*/true, /*transposeA=*/true});
  return products;
}

void BackwardMainEmitter::addQueryGradProducts(
    const StepTiles &t, const QueryGradProducts &products,
    ArrayRef<Value> queryGrad) {
  if (s.bulkQueryGrad) {
    bulkAddQueryGrad(t, products.blocks, queryGrad);
    return;
  }
  // A product's m64nW accumulator holds W / 2 values per thread.
  Value row = queryGradRow(t);
  int64_t width = products.plan.width, perProduct = width / 2;
  for (auto [i, block] : llvm::enumerate(products.blocks))
    addQueryGrad(t.head, row, w.mul(block, w.i32(width)),
                 fragments(queryGrad.slice(perProduct * i, perProduct)));
}

void BackwardMainEmitter::queryGradUnderKeyGrad(
    const StepTiles &t, const ProductSteps &valueGradSteps,
    const ProductSteps &keyGradSteps, KeyValueGrads &grads) {
  // dV alone first: the block barrier that publishes dSᵀ waits while it
  // runs. Then dQ, then dK, each its own commit group: waiting for all but
  // the youngest lands dV and dQ, and dQ goes to the accumulator while dK
  // still runs (the tensor cores stay busy; issued after dV and dK, dQ
  // waited for both and left them idle while it was added).
  SmallVector<Value> valueGrad =
      w.issueWarpgroupMmas({{s.chunkV(), valueGradSteps.registers, {},
                             valueGradSteps.b, grads.valueGrad,
                             /*transposeB=*/true}})
          .front();
  scoreGradBarrier(t);
  QueryGradProducts queryGrad = queryGradProducts(t);
  SmallVector<WarpBuilder::WarpgroupProduct> products = queryGrad.products();
  products.push_back({s.chunkQK(), keyGradSteps.registers, {},
                      keyGradSteps.b, grads.keyGrad, /*transposeB=*/true});
  SmallVector<SmallVector<Value>> inFlight = w.issueWarpgroupMmas(products);

  SmallVector<Value> landing(valueGrad);
  for (const SmallVector<Value> &product : ArrayRef(inFlight).drop_back())
    llvm::append_range(landing, product);
  SmallVector<Value> landed =
      w.waitWarpgroupMma(1, landing, valueGradSteps.registerValues());
  grads.valueGrad.assign(landed.begin(), landed.begin() + valueGrad.size());
  addQueryGradProducts(t, queryGrad,
                       ArrayRef(landed).drop_front(valueGrad.size()));
  // dSᵀ, dK's register A operand, stays live until dK lands.
  grads.keyGrad =
      w.waitWarpgroupMma(0, inFlight.back(), keyGradSteps.registerValues());
}

SmallVector<Value> BackwardMainEmitter::mmaSyncStep(const StepTiles &t,
                                                    ValueRange carried) {
  int64_t keyGradTiles = s.chunkQK() / 8, valueGradTiles = s.chunkV() / 8;
  int64_t rowBytesQK = paddedRowBytes(s.headDimQK);
  int64_t rowBytesV = paddedRowBytes(s.headDimV);
  int64_t rowBytesS = paddedRowBytes(s.blockQ);

  // Sᵀ = K·Qᵀ (16 keys x block_q rows per warp).
  Value zero = w.f32(0.0);
  SmallVector<Fragment4> scores = mmaSyncKeysTimesRows(
      s.keyOffset(), t.queryTile, lanes.queryAsN, s.headDimQK, zero);
  SmallVector<Value> modDerivatives;
  SmallVector<Value> probabilities =
      stepProbabilities(scores, t, modDerivatives);

  // dV += Pᵀ·dO.
  SmallVector<Fragment4> valueGrad(valueGradTiles);
  ValueRange carriedValueGrad = carried.drop_front(4 * keyGradTiles);
  for (int64_t n = 0; n < valueGradTiles; ++n)
    for (int e = 0; e < 4; ++e)
      valueGrad[n][e] = carriedValueGrad[4 * n + e];
  for (int64_t kq = 0; kq < s.blockQ / 16; ++kq) {
    Fragment4 a = packColumns(probabilities, kq);
    for (int64_t pair = 0; pair < valueGradTiles / 2; ++pair) {
      Fragment4 g = w.loadMatrix4(
          w.bytePtr(sharedBase,
                    w.add(w.add(t.gradOutTile, lanes.gradOutChunkAsK),
                          w.i32(kq * 16 * rowBytesV + pair * 32))),
          /*transpose=*/true);
      valueGrad[2 * pair] = w.mma(a, g[0], g[1], valueGrad[2 * pair]);
      valueGrad[2 * pair + 1] = w.mma(a, g[2], g[3], valueGrad[2 * pair + 1]);
    }
  }

  // dPᵀ = V·dOᵀ.
  SmallVector<Fragment4> gradProbabilities = mmaSyncKeysTimesRows(
      s.valueOffset(), t.gradOutTile, lanes.gradOutAsN, s.headDimV, zero);
  SmallVector<Value> scoreGrad =
      stepScoreGrad(probabilities, gradProbabilities, t, modDerivatives);

  // dK += dSᵀ·Q, and dSᵀ into shared memory for dQ.
  SmallVector<Fragment4> keyGrad(keyGradTiles);
  for (int64_t n = 0; n < keyGradTiles; ++n)
    for (int e = 0; e < 4; ++e)
      keyGrad[n][e] = carried[4 * n + e];
  Value scoreGradRow =
      w.add(w.i32(s.scoreGradOffset()),
            w.add(w.mul(w.add(w.mul(warp, w.i32(16)), groupRow),
                        w.i32(rowBytesS)),
                  w.mul(quadCol, w.i32(4))));
  for (int64_t kq = 0; kq < s.blockQ / 16; ++kq) {
    Fragment4 a = packColumns(scoreGrad, kq);
    // a0: (key g, rows 16kq + 2t..), a1: key g + 8, a2/a3: rows + 8.
    for (int64_t i = 0; i < 4 && !s.queryMajorQueryGrad; ++i) {
      int64_t keyRow = (i % 2) * 8, column = kq * 16 + (i / 2) * 8;
      w.store(a[i],
              w.bytePtr(sharedBase,
                        w.add(scoreGradRow,
                              w.i32(keyRow * rowBytesS + column * 2))),
              4);
    }
    for (int64_t pair = 0; pair < keyGradTiles / 2; ++pair) {
      Fragment4 q = w.loadMatrix4(
          w.bytePtr(sharedBase,
                    w.add(w.add(t.queryTile, lanes.queryChunkAsK),
                          w.i32(kq * 16 * rowBytesQK + pair * 32))),
          /*transpose=*/true);
      keyGrad[2 * pair] = w.mma(a, q[0], q[1], keyGrad[2 * pair]);
      keyGrad[2 * pair + 1] = w.mma(a, q[2], q[3], keyGrad[2 * pair + 1]);
    }
  }
  // The query-major mode leaves dQ to its own query-major kernel.
  if (!s.queryMajorQueryGrad) {
    w.barrier();
    mmaSyncQueryGrad(t);
  }

  SmallVector<Value> results;
  for (const Fragment4 &fragment : keyGrad)
    results.append(fragment.begin(), fragment.end());
  for (const Fragment4 &fragment : valueGrad)
    results.append(fragment.begin(), fragment.end());
  return results;
}

SmallVector<Fragment4>
BackwardMainEmitter::mmaSyncKeysTimesRows(int64_t keyTileOffset, Value rowsTile,
                                          Value rowsAsN, int64_t dim,
                                          Value zero) {
  return mmaSyncTimesRows(
      w, sharedBase,
      [&](int64_t kk) { return keyRowsFragment(keyTileOffset, dim, kk); },
      dim, s.blockQ, rowsTile, rowsAsN, paddedRowBytes(dim), zero);
}

void BackwardMainEmitter::mmaSyncQueryGrad(const StepTiles &t) {
  // dQ(rows) += dS·K: warp w takes 16-row tile w % (block_q/16) and a
  // share of the d_qk columns.
  int64_t rowBytesQK = paddedRowBytes(s.headDimQK);
  int64_t rowBytesS = paddedRowBytes(s.blockQ);
  int64_t rowTilesQ = s.blockQ / 16;
  int64_t columnGroups = s.warps / rowTilesQ;
  int64_t columnPairs = s.chunkQK() / 16;
  if (columnPairs % columnGroups != 0)
    columnGroups = 1;
  int64_t pairsPerGroup = columnPairs / columnGroups;
  auto emitShare = [&] {
    Value zero = w.f32(0.0);
    Value rowTile = w.remU(warp, w.i32(rowTilesQ));
    Value columnGroup = w.divU(warp, w.i32(rowTilesQ));
    Value firstPair = w.mul(columnGroup, w.i32(pairsPerGroup));
    SmallVector<Fragment4> acc(2 * pairsPerGroup,
                               Fragment4{zero, zero, zero, zero});
    Value aBase = w.add(w.add(w.i32(s.scoreGradOffset()), lanes.scoreGradAsA),
                        w.mul(rowTile, w.i32(32)));
    Value kBase = w.add(w.add(w.i32(s.keyOffset()), lanes.keyChunkAsK),
                        w.mul(firstPair, w.i32(32)));
    for (int64_t kk = 0; kk < s.blockKv() / 16; ++kk) {
      Fragment4 a = w.loadMatrix4(
          w.bytePtr(sharedBase, w.add(aBase, w.i32(kk * 16 * rowBytesS))),
          /*transpose=*/true);
      for (int64_t pair = 0; pair < pairsPerGroup; ++pair) {
        Fragment4 k = w.loadMatrix4(
            w.bytePtr(sharedBase,
                      w.add(kBase, w.i32(kk * 16 * rowBytesQK + pair * 32))),
            /*transpose=*/true);
        acc[2 * pair] = w.mma(a, k[0], k[1], acc[2 * pair]);
        acc[2 * pair + 1] = w.mma(a, k[2], k[3], acc[2 * pair + 1]);
      }
    }
    Value row = w.add(t.rowStart, w.add(w.mul(rowTile, w.i32(16)), groupRow));
    Value column = w.add(chunkColumnQK, w.mul(firstPair, w.i32(16)));
    addQueryGrad(t.head, row, column, acc);
  };
  if (rowTilesQ * columnGroups == s.warps)
    emitShare();
  else
    kb.ifThen(w.cmp(CmpIPredicate::slt, warp, w.i32(rowTilesQ * columnGroups)),
              emitShare);
}

void BackwardMainEmitter::initBlock() {
  Type indexType = b.getIndexType();
  // Under a causal mask the first key tiles see the most query rows.
  Value keyTile = w.blockId(gpu::Dimension::x);
  kvHead = w.blockId(gpu::Dimension::y);
  batch = w.blockId(gpu::Dimension::z);
  if (s.causal != CausalMask::none && s.heaviestFirst) {
    BlockCoordinates coordinates = heaviestFirstCoordinates(b, w, s.order);
    keyTile = coordinates.rank;
    kvHead = coordinates.y;
    batch = coordinates.z;
  }
  // x = key tile · chunks + chunk: a tile's chunks start together.
  chunk = s.splitColumns ? warpgroup : w.i32(0);
  if (s.columnChunks > 1) {
    chunk = w.remU(keyTile, w.i32(s.columnChunks));
    keyTile = w.divU(keyTile, w.i32(s.columnChunks));
  }
  chunkColumnQK = w.mul(chunk, w.i32(s.chunkQK()));
  chunkColumnV = w.mul(chunk, w.i32(s.chunkV()));
  batchIndex = arith::IndexCastOp::create(b, indexType, batch);
  kvHeadIndex = arith::IndexCastOp::create(b, indexType, kvHead);
  keyStart = w.mul(keyTile, w.i32(s.blockKv()));

  frame = frames->frameFor(batchIndex);
  lengthQ = w.toI32(frame.lengthQ);
  lengthKv = w.toI32(frame.lengthKv);
  diagonal = w.toI32(frame.diagonal);
  extentQ = w.toI32(frame.extentQ);
  scratchRows = paddedRows(w, kb, query, s);

  // Query steps that see this key tile, for every head of the group.
  Value lastKey = w.add(keyStart, w.i32(s.blockKv() - 1));
  auto [rowLow, rowHigh] = frames->queryRange(
      frame, arith::IndexCastOp::create(b, indexType, keyStart),
      arith::IndexCastOp::create(b, indexType, lastKey));
  Value low = w.toI32(rowLow), high = w.toI32(rowHigh);
  if (s.maskMod) {
    // Less the leading and trailing query tiles in which the mask_mod
    // allows no pair for any head of the group.
    Value firstHead = w.mul(w.toI32(kvHeadIndex), w.i32(s.groupSize()));
    Value origin = w.mul(w.divU(low, w.i32(s.blockQ)), w.i32(s.blockQ));
    auto index = [&](Value v) {
      return arith::IndexCastOp::create(b, indexType, v);
    };
    auto [narrowLow, narrowHigh] = frames->narrowByMaskMod(
        frame,
        {index(firstHead), index(w.add(firstHead, w.i32(s.groupSize() - 1)))},
        {index(keyStart), index(lastKey)}, /*alongKeys=*/false, index(origin),
        index(low), index(high), s.blockQ);
    low = w.toI32(narrowLow);
    high = w.toI32(narrowHigh);
  }
  queryTileBegin = w.divU(low, w.i32(s.blockQ));
  Value queryTileEnd = w.select(
      w.cmp(CmpIPredicate::eq, high, low), queryTileBegin,
      w.divU(w.add(high, w.i32(s.blockQ - 1)), w.i32(s.blockQ)));
  queryTiles = w.sub(queryTileEnd, queryTileBegin);
  steps = w.mul(queryTiles, w.i32(s.groupSize()));

  // The rows that see each of the thread's two keys.
  for (int r = 0; r < 2; ++r) {
    Value j = w.add(keyStart, w.add(w.mul(keyWarp(warp), w.i32(16)),
                                    w.add(groupRow, w.i32(8 * r))));
    MaskBandBuilder band(b, w.i32Type());
    BandInterval<Value> rows =
        s.band.rowsOfKey(band, j, diagonal, lengthQ, lengthKv);
    keyOf[r] = j;
    iMin[r] = rows.first;
    iMax[r] = rows.last;
  }

  // Pointers. Swizzled tiles start at the first 1024-byte boundary.
  sharedBase = s.warpgroupMma ? w.sharedBaseAligned1024() : w.sharedBase();
  tiles.setThread(tid, sharedBase);
  queryTensor = tiles.tensor(query);
  keyTensor = tiles.tensor(key);
  valueTensor = tiles.tensor(value);
  gradOutTensor = tiles.tensor(gradOut);
  lseBase = w.globalBase(lse);
  deltaBase = w.globalBase(delta);
  if (accumulator)
    accumulatorBase = w.globalBase(accumulator);
}

void BackwardMainEmitter::initLaneOffsets() {
  int64_t rowBytesQK = paddedRowBytes(s.headDimQK);
  int64_t rowBytesV = paddedRowBytes(s.headDimV);
  int64_t rowBytesS = paddedRowBytes(s.blockQ);
  // B operand from a row-major tile whose rows are the n index (Q, dO for
  // Sᵀ and dPᵀ): matrices (n 0-7, k 0-7), (n 0-7, k 8-15), (n 8-15, k 0-7),
  // (n 8-15, k 8-15).
  auto rowsAsN = [&](int64_t rowBytes) {
    return w.add(
        w.mul(w.add(laneLow, w.mul(w.divU(laneMatrix, w.i32(2)), w.i32(8))),
              w.i32(rowBytes)),
        w.mul(w.remU(laneMatrix, w.i32(2)), w.i32(16)));
  };
  // B operand from a row-major tile whose rows are the k index (dO, Q, K
  // for dV, dK, dQ), loaded transposed: matrices (k 0-7, n 0-7),
  // (k 8-15, n 0-7), (k 0-7, n 8-15), (k 8-15, n 8-15).
  auto rowsAsK = [&](int64_t rowBytes) {
    return w.add(
        w.mul(w.add(laneLow, w.mul(w.remU(laneMatrix, w.i32(2)), w.i32(8))),
              w.i32(rowBytes)),
        w.mul(w.divU(laneMatrix, w.i32(2)), w.i32(16)));
  };
  lanes.queryAsN = rowsAsN(rowBytesQK);
  lanes.gradOutAsN = rowsAsN(rowBytesV);
  Value gradOutAsK = rowsAsK(rowBytesV);
  Value queryAsK = rowsAsK(rowBytesQK);
  Value keyAsK = rowsAsK(rowBytesQK);
  // dS as the A operand of dQ = dS·K from dSᵀ [key][row], transposed:
  // matrices (rows 0-7, keys 0-7), (rows 8-15, keys 0-7), (rows 0-7,
  // keys 8-15), (rows 8-15, keys 8-15).
  lanes.scoreGradAsA = w.add(
      w.mul(w.add(laneLow, w.mul(w.divU(laneMatrix, w.i32(2)), w.i32(8))),
            w.i32(rowBytesS)),
      w.mul(w.remU(laneMatrix, w.i32(2)), w.i32(16)));
  // The chunk's columns of the tiles that dV, dK and dQ read transposed.
  lanes.gradOutChunkAsK = gradOutAsK;
  lanes.queryChunkAsK = queryAsK;
  lanes.keyChunkAsK = keyAsK;
  if (s.columnChunks > 1) {
    lanes.gradOutChunkAsK = w.add(gradOutAsK, w.mul(chunkColumnV, w.i32(2)));
    lanes.queryChunkAsK = w.add(queryAsK, w.mul(chunkColumnQK, w.i32(2)));
    lanes.keyChunkAsK = w.add(keyAsK, w.mul(chunkColumnQK, w.i32(2)));
  }
}

void BackwardMainEmitter::emit() {
  // The producer form sums dQ in this kernel (fitBackwardSharedMemory).
  assert(!(s.producer && s.queryMajorQueryGrad) &&
         "the producer warpgroup runs only with dQ by reductions");
  auto arguments = func.getArguments();
  size_t next = 0;
  for (Value *slot : {&query, &key, &value, &gradOut, &lse, &delta})
    *slot = arguments[next++];
  if (!s.queryMajorQueryGrad)
    accumulator = arguments[next++];
  gradKey = arguments[next++];
  gradValue = arguments[next++];
  if (s.hasBiasGrad)
    biasAccumulator = arguments[next++];
  // The lse already holds any sink, so the softmax is vanilla here and the
  // sink is no kernel argument.
  problem = attentionProblem(s, query, key, value);
  takeOptionalOperands(arguments, next, s, /*withSink=*/false, problem);
  if (s.tmaQueryLoads || s.producer) {
    queryMap = arguments[arguments.size() - 2];
    gradOutMap = arguments[arguments.size() - 1];
  }
  frames = std::make_unique<kernels::AttentionFrameBuilder>(kb, problem);

  initThreadGeometry();
  laneLow = w.remU(lane, w.i32(8));
  laneMatrix = w.divU(lane, w.i32(8));
  warpgroup = w.divU(warp, w.i32(4));
  initBlock();
  if (!s.warpgroupMma)
    initLaneOffsets();

  if (!s.producer) {
    consumeSteps();
    return;
  }
  // Thread 0 initialises the ring's mbarriers, and the block meets for the
  // last time: past the fork only named barriers and mbarriers join warps.
  kb.ifThen(w.cmp(CmpIPredicate::eq, tid, w.i32(0)), [&] {
    for (int64_t stage = 0; stage < s.queryStages; ++stage) {
      w.initBarrier(stageBarrier(w.i32(stage)), s.kFullArrivals);
      w.initBarrier(emptyBarrier(w.i32(stage)), s.emptyArrivals());
    }
    w.fenceBarrierInit();
  });
  w.barrier();
  // The last warpgroup produces (its first warp; the others leave) and
  // gives its registers to the consumers: setmaxnreg moves them within the
  // launch's allocation only (168 a thread for 384).
  auto roles = scf::IfOp::create(
      b, TypeRange(), w.cmp(CmpIPredicate::sge, warp, w.i32(s.warps)),
      /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(roles.thenBlock()->getTerminator());
  w.setMaxRegisters(s.kProducerRegisters, /*increase=*/false);
  kb.ifThen(w.cmp(CmpIPredicate::eq, warp, w.i32(s.warps)),
            [&] { produceSteps(); });
  b.setInsertionPoint(roles.elseBlock()->getTerminator());
  w.setMaxRegisters(s.kConsumerRegisters, /*increase=*/true);
  consumeSteps();
}

void BackwardMainEmitter::consumeSteps() {
  // Prologue: K and V (one group with the first step's tiles).
  Value kvFirst = w.add(w.toI32(frame.baseKv), keyStart);
  Value kvLimit = w.add(w.toI32(frame.baseKv), lengthKv);
  tiles.load(w.i32(s.keyOffset()), s.blockKv(), s.headDimQK, keyTensor,
             batchIndex, kvHeadIndex, kvFirst, kvLimit, s.arrangement());
  tiles.load(w.i32(s.valueOffset()), s.blockKv(), s.headDimV, valueTensor,
             batchIndex, kvHeadIndex, kvFirst, kvLimit, s.arrangement());
  if (s.producer) {
    // The producer fills the stages; K and V are the consumers' own.
    w.commitGroup();
    w.waitGroup(0);
    w.fenceProxyAsyncShared();
    w.syncNamedBarrier(kConsumersBarrier, s.threads());
  }
  // The stages' mbarriers before the first TMA copies, published by a
  // block barrier before any thread (thread 0's own expect-tx included)
  // uses them, as the forward's stage ring does: compute-sanitizer's
  // racecheck reports the init against the first arrive without it.
  if (s.tmaQueryLoads) {
    kb.ifThen(w.cmp(CmpIPredicate::eq, tid, w.i32(0)), [&] {
      for (int64_t stage = 0; stage < s.queryStages; ++stage)
        w.initBarrier(stageBarrier(w.i32(stage)), 1);
      w.fenceBarrierInit();
    });
    w.barrier();
  }
  // Then the first queryStages − 1 steps, one commit group each (the first
  // with K and V).
  for (int64_t first = 0; !s.producer && first + 1 < s.queryStages; ++first) {
    kb.ifThen(w.cmp(CmpIPredicate::sgt, steps, w.i32(first)),
              [&] { issueStepLoad(w.i32(first), first); });
    w.commitGroup();
  }
  // Pipelined steps publish the next step's tiles at their dSᵀ barrier;
  // the first step's (and K's and V's) are published here.
  if (s.pipelinedSteps()) {
    w.waitGroup(0);
    w.fenceProxyAsyncShared();
    w.barrier();
  }

  // Main loop over steps; carried: dK (d_qk/8 fragments), dV (d_v/8).
  SmallVector<Value> inits(4 * (s.chunkQK() / 8 + s.chunkV() / 8),
                           w.f32(0.0));
  auto loop = scf::ForOp::create(
      b, kb.index(0), arith::IndexCastOp::create(b, b.getIndexType(), steps),
      kb.index(1), inits);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value step = w.toI32(loop.getInductionVar());
    Value stage = w.remU(step, w.i32(s.queryStages));

    // This step's tiles have landed (only the newer steps' groups may still
    // be in flight) and every warp is done with the last step's stage and
    // with dSᵀ; then prefetch into that stage the step queryStages − 1
    // ahead. (Pipelined steps do all of this at their dSᵀ barrier; with a
    // producer the step waits for its stage's full mbarrier.)
    if (!s.pipelinedSteps() && !s.producer) {
      w.waitGroup(s.queryStages - 2);
      if (s.warpgroupMma)
        w.fenceProxyAsyncShared();
      // The last step's bulk dQ reductions have read the staging buffer
      // that this step's dQ overwrites.
      if (s.bulkQueryGrad)
        w.waitBulkGroup(0, /*readOnly=*/true);
      w.barrier();
      Value nextStep = w.add(step, w.i32(s.queryStages - 1));
      kb.ifThen(w.cmp(CmpIPredicate::slt, nextStep, steps), [&] {
        issueStepLoad(nextStep,
                      s.queryStages == 2
                          ? w.sub(w.i32(1), stage)
                          : w.remU(nextStep, w.i32(s.queryStages)));
      });
      w.commitGroup();
    }

    if (s.tmaQueryLoads || s.producer)
      waitForStepTiles(step, stage);
    StepTiles t = stepTiles(step, stage);
    ValueRange carried = loop.getRegionIterArgs();
    SmallVector<Value> updated = !s.warpgroupMma ? mmaSyncStep(t, carried)
                                 : s.splitColumns
                                     ? splitColumnsStep(t, carried)
                                 : s.overlapProducts
                                     ? overlappedWarpgroupStep(t, carried)
                                     : warpgroupStep(t, carried);
    if (s.producer)
      releaseStep(t, stage);
    scf::YieldOp::create(b, updated);
  }
  w.waitGroup(0);
  if (s.bulkQueryGrad)
    w.waitBulkGroup(0, /*readOnly=*/false);
  storeKeyValueGrads(loop.getResults());
}

void BackwardMainEmitter::storeKeyValueGrads(ValueRange finals) {
  // dK·scale and dV for the thread's keys inside the tensor.
  int64_t keyGradTiles = s.chunkQK() / 8, valueGradTiles = s.chunkV() / 8;
  Value extentKv = w.toI32(kb.dim(key, kernels::sequenceDimension(s.layout)));
  Value scale = w.f32(s.scale);
  GlobalTensor gradKeyTensor = tiles.tensor(gradKey);
  GlobalTensor gradValueTensor = tiles.tensor(gradValue);
  for (int r = 0; r < 2; ++r) {
    Value token = w.add(w.toI32(frame.baseKv), keyOf[r]);
    kb.ifThen(w.cmp(CmpIPredicate::slt, keyOf[r], extentKv), [&] {
      Value laneColumn = w.toI64(w.mul(quadCol, w.i32(2)));
      auto storeRow = [&](const GlobalTensor &tensor, ValueRange values,
                          int64_t tilesPerRow, Value factor,
                          Value chunkColumn) {
        Value rowOffset =
            tiles.tokenOffset(tensor, batchIndex, token, kvHeadIndex);
        if (s.columnParts() > 1)
          rowOffset = w.add(rowOffset, w.toI64(chunkColumn));
        for (int64_t n = 0; n < tilesPerRow; ++n) {
          Value low = values[4 * n + 2 * r], high = values[4 * n + 2 * r + 1];
          if (factor) {
            low = w.mulF(low, factor);
            high = w.mulF(high, factor);
          }
          Value offset = w.add(rowOffset, w.add(laneColumn, w.i64(8 * n)));
          w.store(w.packPair(low, high),
                  w.offsetPtr(tensor.base, w.elementType(), offset), 4);
        }
      };
      storeRow(gradKeyTensor, finals.take_front(4 * keyGradTiles),
               keyGradTiles, scale, chunkColumnQK);
      storeRow(gradValueTensor, finals.drop_front(4 * keyGradTiles),
               valueGradTiles, Value(), chunkColumnV);
    });
  }
}


//===----------------------------------------------------------------------===//
// query-major dq: one block per 64 query rows of one head (or of
// queryGradHeads heads of one KV head's group, a warpgroup each) walks the
// key tiles its band reaches and accumulates dQ in registers
//===----------------------------------------------------------------------===//

// Per warp (16 rows) and key tile (64 keys), as in the forward:
//   S  = Q·Kᵀ, P = exp2(S·scale·log2e − lse·log2e), masked on edge tiles
//   dP = dO·Vᵀ            (A = dO rows, B = V rows)
//   dS = P ∘ (dP − delta)
//   dQ += dS·K            (A = dS from registers, B = K .trans)
// Before its first key tile the kernel computes delta = rowsum(dO ∘ O) of
// its rows and writes it for the main kernel, which runs after it.
// On mma.sync from padded tiles through ldmatrix, or (queryGradWarpgroupMma)
// as three wgmma products of each warpgroup over swizzled tiles: S and dP
// m64n64 with both operands K-major in shared memory, issued together so
// that dP runs while P is computed, then dQ m64nD with dS from registers
// and K N-major, as the forward's P·V reads V. The
// accumulators come back in the mma.sync C layout, so everything between
// the products is shared.
class QueryMajorQueryGradEmitter
    : TiledKernelEmitter<BackwardKernelSpec> {
public:
  QueryMajorQueryGradEmitter(ImplicitLocOpBuilder &b, gpu::GPUFuncOp func,
                                const BackwardKernelSpec &spec)
      : TiledKernelEmitter(b, func, spec) {}

  void emit();

private:
  static constexpr int64_t kKeys = BackwardKernelSpec::kQueryGradKeys;
  void issueKeyValueLoad(Value tile, Value tileEnd, Value stage);
  /// The key tiles [tileBegin, tileEnd) that the block's valid rows see.
  void initKeyTiles();
  /// Band, lse (base 2) and delta of the thread's rows g and g + 8; delta
  /// is computed here and written to the scratch for the main kernel.
  void initRowStatistics(Value head, Value batch);
  /// The 16-byte chunks of O's row `row` that this lane sums for delta:
  /// every fourth of the row, from the lane's place in its quad.
  SmallVector<Value> outputChunks(Value row);
  /// delta = rowsum(dO ∘ O) of the thread's row g + 8·`r` (0 past the
  /// valid length) from its `outChunks` and the landed dO tile: each lane
  /// sums its chunks, then the quad adds its four sums.
  Value rowDeltaOf(int r, ArrayRef<Value> outChunks);
  /// Q and dO of the block's rows (of each of its heads, from `firstHead`)
  /// and the first K/V tile into shared memory, and the ldmatrix lane
  /// offsets.
  void loadPrologue(Value firstHead);
  /// One key tile: S and dP, the masked P and dS, and dQ += dS·K onto
  /// `carried`.
  SmallVector<Value> step(Value tile, ValueRange carried);
  /// 16 rows x 64 keys of A·Bᵀ: A the warp's rows at `aRows` (`depth`
  /// columns), B the key tile at `bTile` read through the lane offsets
  /// `bLane` (rows of `bRowBytes`).
  SmallVector<Fragment4> rowsTimesKeys(Value aRows, int64_t depth, Value bTile,
                                       Value bLane, int64_t bRowBytes);
  /// The same product on wgmma: A the swizzled rows tile at byte `aTile`,
  /// B the swizzled key tile at `bTile`, both K-major over `depth` columns
  /// (its k16 steps' descriptors), to be issued.
  struct RowsTimesKeysSteps {
    SmallVector<Value> a, b;
  };
  RowsTimesKeysSteps warpgroupRowsTimesKeys(Value aTile, int64_t depth,
                                            Value bTile);
  /// A wgmma result (the C layout of 16 rows x 64 keys per warp) as
  /// fragments.
  static SmallVector<Fragment4> keyFragments(ArrayRef<Value> flat);
  /// dQ (`carried`, the C layout) += dS·K, dS = `scoreGrad` (the C layout of
  /// 16 rows x 64 keys), K the key tile at `keyTile`.
  SmallVector<Value> addScoreGradTimesKey(ArrayRef<Value> scoreGrad,
                                          Value keyTile, ValueRange carried);
  /// d_query = scale · dQ for the thread's rows inside the tensor.
  void storeQueryGrad(ValueRange finals);

  Value query, key, value, out, gradOut, lse, delta, gradQuery;
  // headIndex is the thread's query head (with packed heads, its
  // warpgroup's); headTile the byte offset of that head's Q and dO tiles.
  Value headIndex, batchIndex, kvHeadIndex; // index
  Value headTile;                           // i32
  Value rowStart, lengthQ, lengthKv, diagonal, extentQ; // i32
  Value tileBegin, tileEnd; // i32
  kernels::SequenceFrame frame;
  kernels::AttentionProblem problem;
  std::unique_ptr<kernels::AttentionFrameBuilder> frames;
  Value sharedBase;
  GlobalTensor keyTensor, valueTensor;
  std::array<Value, 2> rowOf, jMin, jMax, lseLog2, rowDelta;
  // ldmatrix lane offsets (bytes, i32) and the K/V stage size.
  Value queryRows, gradOutRows, keyAsN, valueAsN, keyAsK;
  int64_t stageBytes = 0;
  Value zero;
  TileArrangement arrangement() const {
    return s.queryGradWarpgroupMma ? TileArrangement::swizzled128
                                   : TileArrangement::padded;
  }
};

void QueryMajorQueryGradEmitter::issueKeyValueLoad(Value tile, Value tileEnd,
                                                   Value stage) {
  kb.ifThen(w.cmp(CmpIPredicate::slt, tile, tileEnd), [&] {
    Value shift = w.mul(stage, w.i32(stageBytes));
    Value first = w.add(w.toI32(frame.baseKv), w.mul(tile, w.i32(kKeys)));
    Value limit = w.add(w.toI32(frame.baseKv), w.toI32(frame.lengthKv));
    tiles.load(w.add(w.i32(s.queryGradKeyOffset(0)), shift), kKeys,
               s.headDimQK, keyTensor, batchIndex, kvHeadIndex, first, limit,
               arrangement());
    tiles.load(w.add(w.i32(s.queryGradValueOffset(0)), shift), kKeys,
               s.headDimV, valueTensor, batchIndex, kvHeadIndex, first,
               limit, arrangement());
  });
}

void QueryMajorQueryGradEmitter::emit() {
  auto arguments = func.getArguments();
  size_t next = 0;
  query = arguments[next++];
  key = arguments[next++];
  value = arguments[next++];
  out = arguments[next++];
  gradOut = arguments[next++];
  lse = arguments[next++];
  delta = arguments[next++];
  gradQuery = arguments[next++];
  problem = attentionProblem(s, query, key, value);
  takeOptionalOperands(arguments, next, s, /*withSink=*/false, problem);
  frames = std::make_unique<kernels::AttentionFrameBuilder>(kb, problem);

  initThreadGeometry();
  Type indexType = b.getIndexType();
  // With packed heads the grid's y is a slot of queryGradHeads query heads
  // of one KV head's group, one warpgroup each.
  Value slot = w.blockId(gpu::Dimension::y);
  Value batch = w.blockId(gpu::Dimension::z);
  bool packed = s.queryGradHeads > 1;
  Value firstHead = packed ? w.mul(slot, w.i32(s.queryGradHeads)) : slot;
  Value warpgroup = packed ? w.divU(warp, w.i32(4)) : w.i32(0);
  Value head = packed ? w.add(firstHead, warpgroup) : slot;
  headTile = w.mul(warpgroup, w.i32(s.queryGradHeadBytes()));
  headIndex = arith::IndexCastOp::create(b, indexType, head);
  batchIndex = arith::IndexCastOp::create(b, indexType, batch);
  kvHeadIndex = arith::IndexCastOp::create(
      b, indexType, w.divU(firstHead, w.i32(s.groupSize())));
  rowStart = w.mul(w.blockId(gpu::Dimension::x), w.i32(s.blockQ));
  frame = frames->frameFor(batchIndex);
  lengthQ = w.toI32(frame.lengthQ);
  lengthKv = w.toI32(frame.lengthKv);
  diagonal = w.toI32(frame.diagonal);
  extentQ = w.toI32(frame.extentQ);
  initKeyTiles();
  // The tiles' loads go out first; delta's loads of O overlap them.
  loadPrologue(firstHead);
  initRowStatistics(head, batch);

  int64_t gradTiles = s.headDimQK / 8;
  zero = w.f32(0.0);
  SmallVector<Value> inits(4 * gradTiles, zero);
  auto loop = scf::ForOp::create(
      b, arith::IndexCastOp::create(b, indexType, tileBegin),
      arith::IndexCastOp::create(b, indexType, tileEnd), kb.index(1), inits);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    scf::YieldOp::create(b, step(w.toI32(loop.getInductionVar()),
                                 loop.getRegionIterArgs()));
  }
  w.waitGroup(0);
  storeQueryGrad(loop.getResults());
}

void QueryMajorQueryGradEmitter::initKeyTiles() {
  Type indexType = b.getIndexType();
  Value lastRow = w.sub(w.minS(w.add(rowStart, w.i32(s.blockQ)), lengthQ),
                        w.i32(1));
  auto [keyLow, keyHigh] = frames->keyRange(
      frame, arith::IndexCastOp::create(b, indexType, rowStart),
      arith::IndexCastOp::create(b, indexType, lastRow));
  Value anyRow = w.cmp(CmpIPredicate::sle, rowStart, lastRow);
  Value low = w.toI32(keyLow);
  Value high = w.select(anyRow, w.toI32(keyHigh), low);
  if (s.maskMod) {
    // Less the leading and trailing key tiles that the mask_mod empties.
    Value origin = w.mul(w.divU(low, w.i32(kKeys)), w.i32(kKeys));
    auto [narrowLow, narrowHigh] = frames->narrowByMaskMod(
        frame, {headIndex, headIndex},
        {arith::IndexCastOp::create(b, indexType, rowStart),
         arith::IndexCastOp::create(b, indexType, lastRow)},
        /*alongKeys=*/true, arith::IndexCastOp::create(b, indexType, origin),
        arith::IndexCastOp::create(b, indexType, low),
        arith::IndexCastOp::create(b, indexType, high), kKeys);
    low = w.toI32(narrowLow);
    high = w.toI32(narrowHigh);
  }
  tileBegin = w.divU(low, w.i32(kKeys));
  tileEnd = w.select(w.cmp(CmpIPredicate::eq, high, low), tileBegin,
                     w.divU(w.add(high, w.i32(kKeys - 1)), w.i32(kKeys)));
}

void QueryMajorQueryGradEmitter::initRowStatistics(Value head,
                                                      Value batch) {
  // Packed heads: each warpgroup covers all the block's rows.
  Value rowWarp = s.queryGradHeads > 1 ? w.remU(warp, w.i32(4)) : warp;
  Value warpRow = w.add(rowStart, w.mul(rowWarp, w.i32(16)));
  Value rowsPadded = w.mul(
      w.divU(w.add(w.toI32(kb.dim(lse, 2)), w.i32(s.blockQ - 1)),
             w.i32(s.blockQ)),
      w.i32(s.blockQ));
  Value lseBase = w.globalBase(lse), deltaBase = w.globalBase(delta);
  Value lseRows = w.toI32(kb.dim(lse, 2));
  std::array<SmallVector<Value>, 2> outChunks;
  for (int r = 0; r < 2; ++r) {
    Value row = w.add(warpRow, w.add(groupRow, w.i32(8 * r)));
    MaskBandBuilder band(b, w.i32Type());
    BandInterval<Value> keys =
        s.band.keysOfRow(band, row, diagonal, lengthQ, lengthKv);
    jMin[r] = keys.first;
    jMax[r] = keys.last;
    rowOf[r] = row;
    // Rows past Sq read row 0 (they are masked); lse = −∞ weighs nothing.
    Value safeRow = w.select(w.cmp(CmpIPredicate::slt, row, lseRows), row,
                             w.i32(0));
    Value logSumExp = w.load(
        w.f32Type(),
        w.offsetPtr(lseBase, w.f32Type(),
                    scratchOffset(w, batch, head, s.headsQ, lseRows, safeRow,
                                  1)),
        4);
    lseLog2[r] = w.select(
        w.cmpF(CmpFPredicate::OEQ, logSumExp,
               w.f32(-std::numeric_limits<double>::infinity())),
        w.f32(std::numeric_limits<double>::infinity()),
        w.mulF(logSumExp, w.f32(kLog2E)));
    outChunks[r] = outputChunks(row);
  }
  // dO's tile has landed (the prologue's group, with the first K/V tile,
  // which the first step waits for anyway) and is the whole block's.
  w.waitGroup(0);
  w.barrier();
  for (int r = 0; r < 2; ++r) {
    rowDelta[r] = rowDeltaOf(r, outChunks[r]);
    // The quad's first lane publishes the row's delta to the main kernel
    // (launched after this one) and the d_sink kernel.
    kb.ifThen(w.cmp(CmpIPredicate::eq, quadCol, w.i32(0)), [&] {
      w.store(rowDelta[r],
              w.offsetPtr(deltaBase, w.f32Type(),
                          scratchOffset(w, batch, head, s.headsQ, rowsPadded,
                                        rowOf[r], 1)),
              4);
    });
  }
}

// Head dims are multiples of 16, so a row is an even number of 16-byte
// chunks of 8 elements; where that number is not a multiple of 4 (head
// dims 16, 48, 80, 112, ...) some lanes of the quad have one fewer.
static int64_t deltaRounds(int64_t headDimV) {
  return (headDimV / 8 + 3) / 4;
}

SmallVector<Value> QueryMajorQueryGradEmitter::outputChunks(Value row) {
  GlobalTensor outTensor = tiles.tensor(out);
  // Past the valid length out may hold anything (its delta is 0): such rows
  // read token 0, as the tile loads do.
  Value valid = w.cmp(CmpIPredicate::slt, row, lengthQ);
  Value token =
      w.select(valid, w.add(w.toI32(frame.baseQ), row), w.i32(0));
  Value outRow = tiles.tokenOffset(outTensor, batchIndex, token, headIndex);
  SmallVector<Value> chunks;
  for (int64_t round = 0; round < deltaRounds(s.headDimV); ++round) {
    Value chunk = w.add(quadCol, w.i32(4 * round));
    Value inRow = w.cmp(CmpIPredicate::slt, chunk, w.i32(s.headDimV / 8));
    Value column = w.toI64(w.mul(w.select(inRow, chunk, w.i32(0)), w.i32(8)));
    chunks.push_back(w.load(VectorType::get({4}, w.i32Type()),
                            w.offsetPtr(outTensor.base, w.elementType(),
                                        w.add(outRow, column)),
                            16));
  }
  return chunks;
}

Value QueryMajorQueryGradEmitter::rowDeltaOf(int r,
                                             ArrayRef<Value> outChunks) {
  // The thread's row in its head's dO tile (rows past the valid length
  // there are zero-filled).
  Value rowWarp = s.queryGradHeads > 1 ? w.remU(warp, w.i32(4)) : warp;
  Value tileRow =
      w.add(w.mul(rowWarp, w.i32(16)), w.add(groupRow, w.i32(8 * r)));
  Value gradOutTile = w.add(
      headTile, w.i32(s.blockQ * s.queryGradRowBytes(s.headDimQK)));
  int64_t chunks = s.headDimV / 8;
  Value partial = w.f32(0.0);
  for (int64_t round = 0; round < deltaRounds(s.headDimV); ++round) {
    Value chunk = w.add(quadCol, w.i32(4 * round));
    Value inRow = w.cmp(CmpIPredicate::slt, chunk, w.i32(chunks));
    Value offset = w.add(
        gradOutTile, tiles.chunkOffset(tileRow, w.select(inRow, chunk,
                                                         w.i32(0)),
                                       s.blockQ, s.headDimV, arrangement()));
    Value g = w.load(VectorType::get({4}, w.i32Type()),
                     w.bytePtr(sharedBase, offset), 16);
    Value sum = w.f32(0.0);
    for (int64_t i = 0; i < 4; ++i) {
      auto oPair = w.unpackPair(
          LLVM::ExtractElementOp::create(b, outChunks[round], w.i32(i)));
      auto gPair =
          w.unpackPair(LLVM::ExtractElementOp::create(b, g, w.i32(i)));
      sum = w.fma(oPair[1], gPair[1], w.fma(oPair[0], gPair[0], sum));
    }
    partial = w.addF(partial, chunks % 4 == 0
                                  ? sum
                                  : w.select(inRow, sum, w.f32(0.0)));
  }
  for (int64_t mask = 1; mask <= 2; mask *= 2)
    partial = w.addF(partial, w.shuffleXor(partial, mask));
  return w.select(w.cmp(CmpIPredicate::slt, rowOf[r], lengthQ), partial,
                  w.f32(0.0));
}

void QueryMajorQueryGradEmitter::loadPrologue(Value firstHead) {
  // Shared memory: Q and dO of the block's rows, then the K/V ring.
  stageBytes = s.queryGradKeyOffset(1) - s.queryGradKeyOffset(0);
  sharedBase = s.queryGradWarpgroupMma ? w.sharedBaseAligned1024()
                                       : w.sharedBase();
  tiles.setThread(tid, sharedBase);
  GlobalTensor queryTensor = tiles.tensor(query);
  GlobalTensor gradOutTensor = tiles.tensor(gradOut);
  keyTensor = tiles.tensor(key);
  valueTensor = tiles.tensor(value);
  int64_t rowBytesQK = paddedRowBytes(s.headDimQK);
  int64_t rowBytesV = paddedRowBytes(s.headDimV);
  int64_t gradOutOffset = s.blockQ * s.queryGradRowBytes(s.headDimQK);
  Value firstToken = w.add(w.toI32(frame.baseQ), rowStart);
  Value rowLimit = w.add(w.toI32(frame.baseQ), lengthQ);
  Type indexType = b.getIndexType();
  for (int64_t packed = 0; packed < s.queryGradHeads; ++packed) {
    Value tileHead = arith::IndexCastOp::create(
        b, indexType, w.add(firstHead, w.i32(packed)));
    int64_t base = packed * s.queryGradHeadBytes();
    tiles.load(w.i32(base), s.blockQ, s.headDimQK, queryTensor, batchIndex,
               tileHead, firstToken, rowLimit, arrangement());
    tiles.load(w.i32(base + gradOutOffset), s.blockQ, s.headDimV,
               gradOutTensor, batchIndex, tileHead, firstToken, rowLimit,
               arrangement());
  }
  issueKeyValueLoad(tileBegin, tileEnd, w.i32(0));
  w.commitGroup();
  if (s.queryGradWarpgroupMma)
    return;

  Value laneLow = w.remU(lane, w.i32(8));
  Value laneMatrix = w.divU(lane, w.i32(8));
  // A operands (Q, dO rows of this warp): row lane % 16, column block
  // lane / 16. B from rows as n (K for S, V for dP) and K as k (dQ).
  auto warpRows = [&](int64_t base, int64_t rowBytes) {
    return w.add(w.i32(base),
                 w.add(w.mul(w.add(w.mul(warp, w.i32(16)),
                                   w.remU(lane, w.i32(16))),
                             w.i32(rowBytes)),
                       w.mul(w.divU(lane, w.i32(16)), w.i32(16))));
  };
  auto rowsAsN = [&](int64_t rowBytes) {
    return w.add(
        w.mul(w.add(laneLow, w.mul(w.divU(laneMatrix, w.i32(2)), w.i32(8))),
              w.i32(rowBytes)),
        w.mul(w.remU(laneMatrix, w.i32(2)), w.i32(16)));
  };
  queryRows = warpRows(0, rowBytesQK);
  gradOutRows = warpRows(gradOutOffset, rowBytesV);
  keyAsN = rowsAsN(rowBytesQK);
  valueAsN = rowsAsN(rowBytesV);
  keyAsK = w.add(
      w.mul(w.add(laneLow, w.mul(w.remU(laneMatrix, w.i32(2)), w.i32(8))),
            w.i32(rowBytesQK)),
      w.mul(w.divU(laneMatrix, w.i32(2)), w.i32(16)));
}

SmallVector<Fragment4> QueryMajorQueryGradEmitter::rowsTimesKeys(
    Value aRows, int64_t depth, Value bTile, Value bLane, int64_t bRowBytes) {
  auto rowsFragment = [&](int64_t kk) {
    return w.loadMatrix4(w.bytePtr(sharedBase, w.add(aRows, w.i32(kk * 32))),
                         /*transpose=*/false);
  };
  return mmaSyncTimesRows(w, sharedBase, rowsFragment, depth, kKeys, bTile,
                          bLane, bRowBytes, zero);
}

QueryMajorQueryGradEmitter::RowsTimesKeysSteps
QueryMajorQueryGradEmitter::warpgroupRowsTimesKeys(Value aTile, int64_t depth,
                                                   Value bTile) {
  // A k16 step is 32 bytes into a 128-byte block row (the hardware applies
  // the swizzle to the full address), the next 64 columns one block of
  // rows x 128 bytes further; SBO = 8 rows, LBO unused.
  Value aDescriptor = w.sharedMatrixDescriptor(sharedBase, aTile, 16, 1024);
  Value bDescriptor = w.sharedMatrixDescriptor(sharedBase, bTile, 16, 1024);
  RowsTimesKeysSteps steps;
  for (int64_t kk = 0; kk < depth / 16; ++kk) {
    int64_t within = (kk % 4) * 32;
    steps.a.push_back(w.add(
        aDescriptor, w.i64(((kk / 4) * s.blockQ * 128 + within) >> 4)));
    steps.b.push_back(w.add(
        bDescriptor, w.i64(((kk / 4) * kKeys * 128 + within) >> 4)));
  }
  return steps;
}

SmallVector<Fragment4>
QueryMajorQueryGradEmitter::keyFragments(ArrayRef<Value> flat) {
  SmallVector<Fragment4> fragments(kKeys / 8);
  for (int64_t n = 0; n < kKeys / 8; ++n)
    for (int64_t e = 0; e < 4; ++e)
      fragments[n][e] = flat[4 * n + e];
  return fragments;
}

SmallVector<Value> QueryMajorQueryGradEmitter::addScoreGradTimesKey(
    ArrayRef<Value> scoreGrad, Value keyTile, ValueRange carried) {
  int64_t gradTiles = s.headDimQK / 8;
  // dS pairs rounded to the element type, four registers per k16 step (the
  // C layout of S is the A layout).
  SmallVector<Fragment4> a;
  for (int64_t kk = 0; kk < kKeys / 16; ++kk) {
    const Value *v = &scoreGrad[kk * 8];
    a.push_back({w.packPair(v[0], v[1]), w.packPair(v[2], v[3]),
                 w.packPair(v[4], v[5]), w.packPair(v[6], v[7])});
  }
  if (s.queryGradWarpgroupMma) {
    // K N-major: a k16 step is 16 key rows further; SBO = 8 rows, LBO = the
    // next 64-column block.
    Value descriptor =
        w.sharedMatrixDescriptor(sharedBase, keyTile, kKeys * 128, 1024);
    SmallVector<Value> bSteps;
    for (int64_t kk = 0; kk < kKeys / 16; ++kk)
      bSteps.push_back(w.add(descriptor, w.i64((kk * 16 * 128) >> 4)));
    SmallVector<Value> accumulators(carried.begin(), carried.end());
    return w.warpgroupMma(s.headDimQK, a, {}, bSteps, accumulators,
                          /*transposeB=*/true);
  }
  int64_t rowBytesQK = paddedRowBytes(s.headDimQK);
  SmallVector<Fragment4> acc(gradTiles);
  for (int64_t n = 0; n < gradTiles; ++n)
    for (int e = 0; e < 4; ++e)
      acc[n][e] = carried[4 * n + e];
  for (int64_t kk = 0; kk < kKeys / 16; ++kk) {
    for (int64_t pair = 0; pair < gradTiles / 2; ++pair) {
      Fragment4 k = w.loadMatrix4(
          w.bytePtr(sharedBase,
                    w.add(w.add(keyTile, keyAsK),
                          w.i32(kk * 16 * rowBytesQK + pair * 32))),
          /*transpose=*/true);
      acc[2 * pair] = w.mma(a[kk], k[0], k[1], acc[2 * pair]);
      acc[2 * pair + 1] = w.mma(a[kk], k[2], k[3], acc[2 * pair + 1]);
    }
  }
  SmallVector<Value> results;
  for (const Fragment4 &fragment : acc)
    results.append(fragment.begin(), fragment.end());
  return results;
}

SmallVector<Value> QueryMajorQueryGradEmitter::step(Value tile,
                                                       ValueRange carried) {
  Type indexType = b.getIndexType();
  int64_t rowBytesQK = paddedRowBytes(s.headDimQK);
  int64_t rowBytesV = paddedRowBytes(s.headDimV);
  // With two K/V buffers the next tile loads into the other one while
  // this one's products run; with one it loads once they are done.
  bool ring = s.queryGradKeyStages == 2;
  Value stage = ring ? w.remU(w.sub(tile, tileBegin), w.i32(2)) : w.i32(0);
  w.waitGroup(0);
  // The landed tiles, visible to the whole block and (wgmma) to the tensor
  // cores' async proxy.
  if (s.queryGradWarpgroupMma)
    w.fenceProxyAsyncShared();
  w.barrier();
  if (ring) {
    issueKeyValueLoad(w.add(tile, w.i32(1)), tileEnd, w.sub(w.i32(1), stage));
    w.commitGroup();
  }
  Value shift = w.mul(stage, w.i32(stageBytes));
  Value keyTile = w.add(w.i32(s.queryGradKeyOffset(0)), shift);
  Value valueTile = w.add(w.i32(s.queryGradValueOffset(0)), shift);
  Value keyStart = w.mul(tile, w.i32(kKeys));

  // S = Q·Kᵀ (16 rows x 64 keys), then P, masked on tiles that cross the
  // band's edge. On wgmma dP = dO·Vᵀ is issued with S and runs while P is
  // computed: both read only shared memory.
  SmallVector<Fragment4> scores;
  SmallVector<Value> gradProbabilitiesInFlight;
  if (s.queryGradWarpgroupMma) {
    RowsTimesKeysSteps scoreSteps =
        warpgroupRowsTimesKeys(headTile, s.headDimQK, keyTile);
    RowsTimesKeysSteps gradSteps = warpgroupRowsTimesKeys(
        w.add(headTile, w.i32(s.blockQ * s.queryGradRowBytes(s.headDimQK))),
        s.headDimV, valueTile);
    SmallVector<SmallVector<Value>> issued = w.issueWarpgroupMmas(
        {{kKeys, {}, scoreSteps.a, scoreSteps.b, {}, /*transposeB=*/false},
         {kKeys, {}, gradSteps.a, gradSteps.b, {}, /*transposeB=*/false}});
    scores = keyFragments(w.waitWarpgroupMma(1, issued[0], {}));
    gradProbabilitiesInFlight = std::move(issued[1]);
  } else {
    scores = rowsTimesKeys(queryRows, s.headDimQK, keyTile, keyAsN,
                           rowBytesQK);
  }
  Value origin = w.add(keyStart, w.mul(quadCol, w.i32(2)));
  SmallVector<Value> probabilities, modDerivatives;
  for (int64_t n = 0; n < kKeys / 8; ++n)
    for (int64_t e = 0; e < 4; ++e) {
      int r = e / 2;
      Value j = w.add(origin, w.i32(8 * n + e % 2));
      Value iIndex = arith::IndexCastOp::create(b, indexType, rowOf[r]);
      Value jIndex = arith::IndexCastOp::create(b, indexType, j);
      Value term;
      if (s.hasBias || s.hasAlibi)
        term = clampedAdditiveTerm(kb, *frames, frame, s, key, headIndex,
                                   iIndex, jIndex);
      Value derivative;
      Value exponent = baseTwoExponent(
          w, *frames, frame, s, scores[n][e], term, headIndex, iIndex, jIndex,
          lseLog2[r], s.scoreMod ? &derivative : nullptr);
      modDerivatives.push_back(derivative);
      probabilities.push_back(w.exp2(exponent));
    }
  SmallVector<Type> types(probabilities.size(), w.f32Type());
  auto maskIf = scf::IfOp::create(
      b, types,
      tileCrossesBand(
          b, w, s, {lengthQ, lengthKv, diagonal}, rowStart, s.blockQ, keyStart,
          kKeys,
          s.maskMod ? maskModAllowsTile(b, w, *frames, frame, headIndex,
                                        rowStart, s.blockQ, keyStart, kKeys)
                    : Value()),
      /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard inner(b);
    b.setInsertionPointToStart(maskIf.thenBlock());
    SmallVector<Value> masked;
    for (size_t index = 0; index < probabilities.size(); ++index) {
      int64_t n = index / 4, e = index % 4, r = e / 2;
      Value column = w.i32(8 * n + e % 2);
      Value allowed = w.andI(
          w.cmp(CmpIPredicate::sge, column, w.sub(jMin[r], origin)),
          w.cmp(CmpIPredicate::sle, column, w.sub(jMax[r], origin)));
      if (s.maskMod) {
        Value i = arith::IndexCastOp::create(b, indexType, rowOf[r]);
        Value j =
            arith::IndexCastOp::create(b, indexType, w.add(origin, column));
        allowed =
            w.andI(allowed, frames->maskModAllows(frame, headIndex, i, j));
      }
      masked.push_back(w.select(allowed, probabilities[index], zero));
    }
    scf::YieldOp::create(b, masked);
    b.setInsertionPointToStart(maskIf.elseBlock());
    scf::YieldOp::create(b, probabilities);
  }

  // dP = dO·Vᵀ and dS = P ∘ (dP − delta).
  SmallVector<Fragment4> gradProbabilities =
      s.queryGradWarpgroupMma
          ? keyFragments(w.waitWarpgroupMma(0, gradProbabilitiesInFlight, {}))
          : rowsTimesKeys(gradOutRows, s.headDimV, valueTile, valueAsN,
                          rowBytesV);
  SmallVector<Value> scoreGrad;
  for (int64_t n = 0; n < kKeys / 8; ++n)
    for (int64_t e = 0; e < 4; ++e)
      scoreGrad.push_back(throughScoreMod(
          w,
          w.mulF(maskIf.getResult(4 * n + e),
                 w.subF(gradProbabilities[n][e], rowDelta[e / 2])),
          maskIf.getResult(4 * n + e), modDerivatives[4 * n + e]));

  SmallVector<Value> gradQuery =
      addScoreGradTimesKey(scoreGrad, keyTile, carried);
  if (!ring) {
    // Every warp's products have read the tile (wgmma: waited for).
    w.barrier();
    issueKeyValueLoad(w.add(tile, w.i32(1)), tileEnd, stage);
    w.commitGroup();
  }
  return gradQuery;
}

void QueryMajorQueryGradEmitter::storeQueryGrad(ValueRange finals) {
  int64_t gradTiles = s.headDimQK / 8;
  GlobalTensor gradTensor = tiles.tensor(gradQuery);
  Value scale = w.f32(s.scale);
  for (int r = 0; r < 2; ++r) {
    kb.ifThen(w.cmp(CmpIPredicate::slt, rowOf[r], extentQ), [&] {
      Value token = w.add(w.toI32(frame.baseQ), rowOf[r]);
      Value rowOffset =
          tiles.tokenOffset(gradTensor, batchIndex, token, headIndex);
      Value laneColumn = w.toI64(w.mul(quadCol, w.i32(2)));
      for (int64_t n = 0; n < gradTiles; ++n) {
        Value lowValue = w.mulF(finals[4 * n + 2 * r], scale);
        Value highValue = w.mulF(finals[4 * n + 2 * r + 1], scale);
        Value offset = w.add(rowOffset, w.add(laneColumn, w.i64(8 * n)));
        w.store(w.packPair(lowValue, highValue),
                w.offsetPtr(gradTensor.base, w.elementType(), offset), 4);
      }
    });
  }
}

//===----------------------------------------------------------------------===//
// dbias_init / dbias: grid-stride loops over the d_bias accumulator
//===----------------------------------------------------------------------===//

void emitBiasGrad(ImplicitLocOpBuilder &b, gpu::GPUFuncOp func,
                  const BackwardKernelSpec &s, bool convert) {
  WarpBuilder w(b, s.element);
  auto arguments = func.getArguments();
  Value accumulator = w.globalBase(arguments[0]);
  Type f32 = w.f32Type();
  Value first =
      w.add(w.mul(w.blockId(gpu::Dimension::x), w.i32(kBiasGradThreads)),
            w.threadIdX());
  Value stride = w.mul(w.toI32(gpu::GridDimOp::create(b, gpu::Dimension::x)),
                       w.i32(kBiasGradThreads));
  Value gradBias = convert ? w.globalBase(arguments[1]) : Value();
  Type element =
      convert ? cast<MemRefType>(arguments[1].getType()).getElementType() : f32;
  Type indexType = b.getIndexType();
  auto loop =
      scf::ForOp::create(b, arith::IndexCastOp::create(b, indexType, first),
                         arith::ConstantIndexOp::create(b, s.biasElements()),
                         arith::IndexCastOp::create(b, indexType, stride));
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  Value index = w.toI64(loop.getInductionVar());
  Value source = w.offsetPtr(accumulator, f32, index);
  if (!convert) {
    w.store(w.f32(0.0), source, 4);
    return;
  }
  // Rounded to nearest even, like every gradient of the backward.
  Value x = w.load(f32, source, 4);
  if (!element.isF32())
    x = arith::TruncFOp::create(b, element, x);
  w.store(x, w.offsetPtr(gradBias, element, index), element.isF32() ? 4 : 2);
}

template <typename EmitFn>
void emitInto(gpu::GPUFuncOp func, EmitFn emitBody) {
  Block &entry = func.getBody().front();
  ImplicitLocOpBuilder b(func.getLoc(), func.getContext());
  b.setInsertionPointToStart(&entry);
  emitBody(b);
  gpu::ReturnOp::create(b);
}

} // namespace

void mlir::attn::gpu_kernels::emitBackwardPreprocessBody(
    gpu::GPUFuncOp func, const BackwardKernelSpec &spec) {
  emitInto(func, [&](ImplicitLocOpBuilder &b) { emitPreprocess(b, func, spec); });
}

void mlir::attn::gpu_kernels::emitBackwardMainBody(
    gpu::GPUFuncOp func, const BackwardKernelSpec &spec) {
  emitInto(func, [&](ImplicitLocOpBuilder &b) {
    BackwardMainEmitter(b, func, spec).emit();
  });
}

void mlir::attn::gpu_kernels::emitBackwardQueryMajorQueryGradBody(
    gpu::GPUFuncOp func, const BackwardKernelSpec &spec) {
  emitInto(func, [&](ImplicitLocOpBuilder &b) {
    QueryMajorQueryGradEmitter(b, func, spec).emit();
  });
}

void mlir::attn::gpu_kernels::emitBackwardSinkGradBody(
    gpu::GPUFuncOp func, const BackwardKernelSpec &spec) {
  emitInto(func, [&](ImplicitLocOpBuilder &b) { emitSinkGrad(b, func, spec); });
}

void mlir::attn::gpu_kernels::emitBackwardBiasGradBody(
    gpu::GPUFuncOp func, const BackwardKernelSpec &spec, bool convert) {
  emitInto(func, [&](ImplicitLocOpBuilder &b) {
    emitBiasGrad(b, func, spec, convert);
  });
}

void mlir::attn::gpu_kernels::emitBackwardQueryGradBody(
    gpu::GPUFuncOp func, const BackwardKernelSpec &spec) {
  emitInto(func, [&](ImplicitLocOpBuilder &b) { emitQueryGrad(b, func, spec); });
}
