//===- ForwardKernel.cpp - flash-attention forward as per-thread IR -------===//
//
// One block = 16·warps query rows of one (batch, query head), or, with packed
// heads (wgmma, ForwardKernelSpec::headsPerBlock), 64 rows of each of
// headsPerBlock query heads of one KV head's group, one warpgroup per head,
// all reading the block's K/V tiles. Each warp owns
// 16 rows and holds, in registers, their query fragments (A operands), the
// running max m and partial sum l of each of its two rows per thread, and the
// f32 output accumulators. Key/value tiles stream through a ring of shared
// memory buffers filled by cp.async; S = Q·Kᵀ and O += P·V run on mma.sync
// m16n8k16, and P goes from S's accumulator layout to the A-operand layout
// of the second product without leaving registers (the two coincide).
//
// Fragment layouts (g = lane / 4, t = lane % 4), from the PTX ISA:
//   C/D (16x8, f32): c0,c1 = (row g, cols 2t, 2t+1); c2,c3 = (row g+8, ...)
//   A (16x16): a0 = (g, 2t..2t+1), a1 = (g+8, 2t..), a2 = (g, 2t+8..),
//              a3 = (g+8, 2t+8..)
//   B (16x8):  b0 = (k 2t..2t+1, n g), b1 = (k 2t+8.., n g)
//
//===----------------------------------------------------------------------===//

#include "ForwardKernel.h"

#include "mlir/Dialect/SCF/IR/SCF.h"

#include <cmath>
#include <limits>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::gpu_kernels;
using arith::CmpFPredicate;
using arith::CmpIPredicate;

namespace {

constexpr double kLn2 = 0.6931471805599453;

class ForwardKernelEmitter : TiledKernelEmitter<ForwardKernelSpec> {
public:
  ForwardKernelEmitter(ImplicitLocOpBuilder &b, gpu::GPUFuncOp func,
                       const ForwardKernelSpec &spec,
                       const ForwardTileNest &nest, IRMapping &hostToKernel)
      : TiledKernelEmitter(b, func, spec), nest(nest), hostToKernel(hostToKernel) {}

  void emit();

private:
  struct RowState {
    Value jMin, jMax; // the row's allowed key band (i32, inclusive)
    Value row;        // the row index within the sequence (i32)
  };

  void issueKeyValueLoad(Value tile, Value tileEnd, Value stage);

  // Pieces of the main loop.
  Fragment4 queryFragment(int64_t rowTile, int64_t kk);
  SmallVector<SmallVector<Value>> scoreTile(Value stage);
  /// The operands of one wgmma product: register A fragments or A
  /// descriptors, and B descriptors, one per k16 step.
  struct ProductOperands {
    SmallVector<Fragment4> a;
    SmallVector<Value> aDescriptors, bDescriptors;
  };
  /// S = Q·Kᵀ of the key tile in `stage`.
  ProductOperands scoreOperands(Value stage);
  /// O += P·V of the key tile in `stage`, P packed (packProbabilities).
  ProductOperands valueOperands(ArrayRef<Value> packedProbabilities,
                                Value stage);
  SmallVector<Value> warpgroupScoreTile(Value stage);
  SmallVector<Value> warpgroupProbabilityTimesValue(
      ArrayRef<Value> packedProbabilities, ArrayRef<Value> accumulators,
      Value stage);
  Value sharedDescriptor(Value byteOffset, int64_t leadingBytes,
                         int64_t strideBytes);
  void tilesLanded(int64_t pending);
  SmallVector<Value> maskScores(ArrayRef<Value> scores, Value keyStart,
                                int64_t rowTile);
  SmallVector<Value> scaledScores(ArrayRef<Value> scores, Value keyStart,
                                  int64_t rowTile);
  Value needsMask(Value keyStart);
  /// The scores of one key tile as the softmax takes them: scaled and
  /// modified unless they are direct, masked on tiles that cross the band.
  void finishScores(SmallVector<SmallVector<Value>> &scores, Value keyStart);
  /// One online-softmax step of a row tile: the base-2 weights of `scores`
  /// and the rows' new max, sum and rescale factor, from `state` = (m of
  /// both rows, l of both rows).
  struct SoftmaxStep {
    SmallVector<Value> probabilities;
    Value max[2], sum[2], alpha[2];
  };
  SoftmaxStep softmaxStep(ArrayRef<Value> scores, ValueRange state);
  /// P as the A operand of P·V: pairs rounded to the element type, four
  /// packed registers per k16 step.
  SmallVector<Value> packProbabilities(ArrayRef<Value> probabilities);
  /// The main loop of the wgmma kernel with the softmax of each key tile
  /// overlapped with the previous tile's P·V; returns (m, l of both rows,
  /// then O) after the last tile.
  SmallVector<Value> overlappedMainLoop(Value tileBegin, Value tileEnd);
  /// The main loop that waits for each product; returns, per row tile,
  /// (m, l of both rows, then O) after the last tile.
  SmallVector<Value> mainLoop(Value tileBegin, Value tileEnd);

  // Warp specialisation (ForwardKernelSpec::warpSpecialized): a producer
  // warpgroup fills the stage ring with TMA, the consumers wait per stage.
  /// The shared-memory barrier at byte `offset`, or at `first` + 8·stage.
  Value barrierAt(int64_t offset) {
    return w.bytePtr(sharedBase, w.i32(offset));
  }
  Value stageBarrier(int64_t first, Value stage) {
    return w.bytePtr(sharedBase, w.add(w.i32(first), w.mul(stage, w.i32(8))));
  }
  /// Thread 0 initialises the ring's barriers; then the block syncs once.
  void initStageRing();
  /// TMA boxes of a tile (gpu_kernels::loadTileWithTma).
  void loadTileWithTma(Value map, Value tileOffset, int64_t rows,
                       int64_t columns, Value batch, Value head,
                       Value position, Value barrier) {
    gpu_kernels::loadTileWithTma(b, w, s.layout, sharedBase, map, tileOffset,
                                 rows, columns, batch, head, position,
                                 barrier);
  }
  /// The producer's single thread: Q, then each key tile's K and V once
  /// the consumers have freed its stage.
  void produceTiles(Value tileBegin, Value tileEnd);
  /// One arrival per consumer warp (its lane 0) on `stage`'s free barrier,
  /// once the warp's products no longer read the stage.
  void freeStage(Value stage) {
    kb.ifThen(w.cmp(CmpIPredicate::eq, lane, w.i32(0)), [&] {
      w.arrive(stageBarrier(s.stageFreeBarrier(0), stage));
    });
  }
  /// Parity of the ring's round for the tile `relative` tiles into the loop.
  Value roundParity(Value relative) {
    return w.andI(w.divU(relative, w.i32(s.config.stages)), w.i32(1));
  }
  /// Key tile `tile`'s place in the ring: tiles through the ring before
  /// it, counting the block's earlier work items when persistent.
  Value ringPosition(Value tile, Value tileBegin) {
    Value relative = w.sub(tile, tileBegin);
    return ringBase ? w.add(ringBase, relative) : relative;
  }
  /// Persistent: one arrival per consumer warp (its lane 0) once its
  /// products no longer read the query tile, which the producer then
  /// refills with the next item's.
  void freeQuery() {
    kb.ifThen(w.cmp(CmpIPredicate::eq, lane, w.i32(0)),
              [&] { w.arrive(barrierAt(s.queryFreeBarrier())); });
  }
  /// Ping-pong turns: warpgroup 1 lets warpgroup 0 issue first, and after
  /// the last iteration warpgroup 0 takes the turn warpgroup 1 gave it.
  /// Once per item, or, persistent, once around all of a block's items
  /// (the turns then run on from one item's iterations to the next's).
  static constexpr int64_t kTurnThreads = 256;
  Value consumerWarpgroup() { return w.divU(warp, w.i32(4)); }
  void openTurns() {
    kb.ifThen(w.cmp(CmpIPredicate::eq, consumerWarpgroup(), w.i32(1)),
              [&] { w.arriveNamedBarrier(1, kTurnThreads); });
  }
  void closeTurns() {
    kb.ifThen(w.cmp(CmpIPredicate::eq, consumerWarpgroup(), w.i32(0)),
              [&] { w.syncNamedBarrier(1, kTurnThreads); });
  }
  /// Main loop and epilogue (the consumer warps' part with a producer).
  void consume(Value tileBegin, Value tileEnd);
  /// With a producer: the ring's barriers, then the producer warpgroup's
  /// loads and the consumers' loop, each with its register budget.
  void splitRoles(Value tileBegin, Value tileEnd);
  /// The ring's barriers, then `produce` in the producer's elected thread
  /// (with `producerRegisters` when two or three consumer warpgroups take
  /// the rest)
  /// and `consumeAll` in the consumer warps.
  void forkRoles(int64_t producerRegisters, llvm::function_ref<void()> produce,
                 llvm::function_ref<void()> consumeAll);
  /// Without one: the cp.async loads of Q and the first K/V tiles, and the
  /// mma.sync query fragments.
  void loadPrologue(Value tileBegin, Value tileEnd);

  /// A query tile's key tiles [begin, end) (i32).
  struct KeyTiles {
    Value begin, end;
  };
  /// The block's (query tile, head slot, batch entry) from the launch grid.
  BlockCoordinates launchCoordinates();
  /// Makes `work` the block's query tile: its head, batch entry, rows and
  /// band, with the nest's arithmetic up to its key loop cloned in.
  KeyTiles beginWork(const BlockCoordinates &work);
  /// The shared-memory base and the global tensors' views.
  void setUpSharedTiles();
  /// Persistent: the ring's barriers, then each role's loop over the
  /// block's work items.
  void runPersistent();
  /// A loop over this block's items (blockIdx.x, + gridDim.x, ...) of the
  /// work grid, in the launch grid's order: `body` takes each item's
  /// coordinates and returns its key tiles, which advance the ring. While
  /// `body` runs, `itemCount` and `ringBase` hold the items and key tiles
  /// the block took before it.
  void forEachItem(
      llvm::function_ref<KeyTiles(const BlockCoordinates &)> body);

  /// Clones the ops of the nest's body from `from` (inclusive) up to
  /// `until` (exclusive) into the kernel, skipping the tile ops.
  void cloneNestOps(Block::iterator from, Block::iterator until);

  Value negInf() { return w.f32(-std::numeric_limits<double>::infinity()); }
  Value isNegInf(Value x) { return w.cmpF(CmpFPredicate::OEQ, x, negInf()); }

  // Kernel arguments.
  Value query, key, value, out, lse;
  Value queryMap, keyMap, valueMap; // TMA descriptors, with a producer
  // Persistent: the work grid (query tiles, head slots, batch; index),
  // and, within an item, the items and key tiles the block took before it
  // (i32; null otherwise).
  Value workTiles, workHeadSlots, workBatch;
  Value itemCount, ringBase;
  // Block coordinates.
  // headIndex is the thread's query head: with packed heads, its
  // warpgroup's; firstHeadIndex the block's first.
  Value batchIndex, headIndex, firstHeadIndex, kvHeadIndex; // index
  Value rowStart;                           // i32, first row of the block
  kernels::SequenceFrame frame;                 // lengths (index)
  Value lengthQ, lengthKv, diagonal, extentQ; // i32 copies
  Value sharedBase;
  GlobalTensor queryTensor, keyTensor, valueTensor;
  Value keyLaneOffset, valueLaneOffset; // bytes, lane-dependent ldmatrix rows
  // Per 16-row tile of the warp: the thread's rows g and g + 8.
  SmallVector<std::array<RowState, 2>> rows;
  // Query A fragments [rowTile][kk] when they live in registers.
  SmallVector<SmallVector<Fragment4>> queryFragments;
  Value queryLaneOffset;
  kernels::AttentionProblem problem;
  std::unique_ptr<kernels::AttentionFrameBuilder> frames;
  bool directScores = false; // scores need no per-element scale before max
  ForwardTileNest nest; // op handles
  // Nest values -> kernel values: the host's values the nest reads, then,
  // from beginWork on, the current work item's clones. A persistent
  // role clones the nest once per item, each time from the host's
  // mapping (a region's arguments that a mapping already holds would not
  // be cloned).
  const IRMapping &hostToKernel;
  IRMapping map;
};

void ForwardKernelEmitter::cloneNestOps(Block::iterator from,
                                        Block::iterator until) {
  for (Operation &op : llvm::make_range(from, until))
    if (!isa<OnlineInitOp, OnlineStepOp, OnlineFinishOp>(op))
      b.clone(op, map);
}

void ForwardKernelEmitter::issueKeyValueLoad(Value tile, Value tileEnd,
                                             Value stage) {
  Value exists = w.cmp(CmpIPredicate::slt, tile, tileEnd);
  kb.ifThen(exists, [&] {
    Value keyStart = w.mul(tile, w.i32(s.config.blockKv));
    Value keyOffset = w.add(w.i32(s.keyOffset(0)),
                            w.mul(stage, w.i32(s.stageBytes())));
    Value valueOffset =
        w.add(w.i32(s.valueOffset(0)), w.mul(stage, w.i32(s.stageBytes())));
    Value firstToken = w.add(w.toI32(frame.baseKv), keyStart);
    Value limit = w.add(w.toI32(frame.baseKv), lengthKv);
    tiles.load(keyOffset, s.config.blockKv, s.headDimQK, keyTensor,
               batchIndex, kvHeadIndex, firstToken, limit,
               s.keyValueArrangement());
    tiles.load(valueOffset, s.config.blockKv, s.headDimV, valueTensor,
               batchIndex, kvHeadIndex, firstToken, limit,
               s.keyValueArrangement());
  });
}

Fragment4 ForwardKernelEmitter::queryFragment(int64_t rowTile, int64_t kk) {
  if (!queryFragments.empty())
    return queryFragments[rowTile][kk];
  int64_t rowBytes = ForwardKernelSpec::rowBytes(s.headDimQK);
  return w.loadMatrix4(
      w.bytePtr(sharedBase,
                w.add(queryLaneOffset,
                      w.i32(rowTile * 16 * rowBytes + kk * 32))),
      /*transpose=*/false);
}

SmallVector<SmallVector<Value>> ForwardKernelEmitter::scoreTile(Value stage) {
  int64_t keyTiles = s.config.blockKv / 8;
  int64_t rowTiles = s.config.rowTiles;
  Value zero = w.f32(0.0);
  SmallVector<SmallVector<Fragment4>> acc(
      rowTiles,
      SmallVector<Fragment4>(keyTiles, Fragment4{zero, zero, zero, zero}));
  Value stageBase =
      w.add(w.i32(s.keyOffset(0)), w.mul(stage, w.i32(s.stageBytes())));
  Value laneBase = w.add(stageBase, keyLaneOffset);
  int64_t rowBytes = ForwardKernelSpec::rowBytes(s.headDimQK);
  for (int64_t kk = 0; kk < s.headDimQK / 16; ++kk) {
    SmallVector<Fragment4> a;
    for (int64_t mt = 0; mt < rowTiles; ++mt)
      a.push_back(queryFragment(mt, kk));
    for (int64_t pair = 0; pair < keyTiles / 2; ++pair) {
      Value address = w.bytePtr(
          sharedBase,
          w.add(laneBase, w.i32(pair * 16 * rowBytes + kk * 16 * 2)));
      // Each K fragment feeds every row tile of the warp.
      Fragment4 k = w.loadMatrix4(address, /*transpose=*/false);
      for (int64_t mt = 0; mt < rowTiles; ++mt) {
        acc[mt][2 * pair] = w.mma(a[mt], k[0], k[1], acc[mt][2 * pair]);
        acc[mt][2 * pair + 1] =
            w.mma(a[mt], k[2], k[3], acc[mt][2 * pair + 1]);
      }
    }
  }
  SmallVector<SmallVector<Value>> scores(rowTiles);
  for (int64_t mt = 0; mt < rowTiles; ++mt)
    for (const Fragment4 &fragment : acc[mt])
      scores[mt].append(fragment.begin(), fragment.end());
  return scores;
}

Value ForwardKernelEmitter::sharedDescriptor(Value byteOffset,
                                             int64_t leadingBytes,
                                             int64_t strideBytes) {
  return w.sharedMatrixDescriptor(sharedBase, byteOffset, leadingBytes,
                                  strideBytes);
}

ForwardKernelEmitter::ProductOperands
ForwardKernelEmitter::scoreOperands(Value stage) {
  // S (64 rows of the warpgroup x blockKv keys) = Q · Kᵀ, both K-major in
  // 64-column swizzled blocks of 128-byte rows (the warpgroup's 64 query
  // rows start 64 rows into each Q block, or, with packed heads, at its
  // head's own Q tile). A k16 step is 32 bytes into a
  // block row (the hardware applies the swizzle to the full address);
  // SBO = 8 rows; LBO unused. (Q is not taken from registers: ptxas
  // miscompiled register-A operands that stay live across the loop.)
  Value stageBase =
      w.add(w.i32(s.keyOffset(0)), w.mul(stage, w.i32(s.stageBytes())));
  Value keyDescriptor = sharedDescriptor(stageBase, 16, 1024);
  Value queryBase =
      w.add(w.i32(s.queryOffset()), w.mul(w.divU(warp, w.i32(4)),
                                          w.i32(s.queryWarpgroupBytes())));
  Value queryDescriptor = sharedDescriptor(queryBase, 16, 1024);
  ProductOperands operands;
  for (int64_t kk = 0; kk < s.headDimQK / 16; ++kk) {
    int64_t within = (kk % 4) * 32;
    operands.aDescriptors.push_back(w.add(
        queryDescriptor,
        w.i64(((kk / 4) * s.queryColumnBlockBytes() + within) >> 4)));
    operands.bDescriptors.push_back(w.add(
        keyDescriptor,
        w.i64(((kk / 4) * s.config.blockKv * 128 + within) >> 4)));
  }
  return operands;
}

SmallVector<Value> ForwardKernelEmitter::warpgroupScoreTile(Value stage) {
  ProductOperands operands = scoreOperands(stage);
  return w.warpgroupMma(s.config.blockKv, {}, operands.aDescriptors,
                        operands.bDescriptors, {}, /*transposeB=*/false);
}

SmallVector<Value> ForwardKernelEmitter::packProbabilities(
    ArrayRef<Value> probabilities) {
  SmallVector<Value> packed;
  for (size_t i = 0; i + 1 < probabilities.size(); i += 2)
    packed.push_back(w.packPair(probabilities[i], probabilities[i + 1]));
  return packed;
}

ForwardKernelEmitter::ProductOperands
ForwardKernelEmitter::valueOperands(ArrayRef<Value> packedProbabilities,
                                    Value stage) {
  // O (64 x headDimV) += P · V: P from registers (S's accumulator layout is
  // the A layout), V N-major: a k16 step is 16 key rows further; SBO = 8
  // rows, LBO = the next 64-column block.
  Value stageBase =
      w.add(w.i32(s.valueOffset(0)), w.mul(stage, w.i32(s.stageBytes())));
  Value descriptor =
      sharedDescriptor(stageBase, s.config.blockKv * 128, 1024);
  ProductOperands operands;
  for (int64_t kk = 0; kk < s.config.blockKv / 16; ++kk) {
    const Value *p = &packedProbabilities[kk * 4];
    operands.a.push_back({p[0], p[1], p[2], p[3]});
    operands.bDescriptors.push_back(
        w.add(descriptor, w.i64((kk * 16 * 128) >> 4)));
  }
  return operands;
}

SmallVector<Value> ForwardKernelEmitter::warpgroupProbabilityTimesValue(
    ArrayRef<Value> packedProbabilities, ArrayRef<Value> accumulators,
    Value stage) {
  ProductOperands operands = valueOperands(packedProbabilities, stage);
  return w.warpgroupMma(s.headDimV, operands.a, {}, operands.bDescriptors,
                        accumulators, /*transposeB=*/true);
}

/// Waits until at most `pending` cp.async groups are in flight, then makes
/// the landed tiles visible to the whole block (and, for wgmma, to the
/// tensor cores' async proxy).
void ForwardKernelEmitter::tilesLanded(int64_t pending) {
  w.waitGroup(pending);
  if (s.warpgroupMma())
    w.fenceProxyAsyncShared();
  w.barrier();
}

Value ForwardKernelEmitter::needsMask(Value keyStart) {
  Value maskModAll =
      s.maskMod ? maskModAllowsTile(b, w, *frames, frame, headIndex, rowStart,
                                    s.blockQ(), keyStart, s.config.blockKv)
                : Value();
  return tileCrossesBand(b, w, s, {lengthQ, lengthKv, diagonal}, rowStart,
                         s.blockQ(), keyStart, s.config.blockKv, maskModAll);
}

SmallVector<Value> ForwardKernelEmitter::maskScores(ArrayRef<Value> scores,
                                                    Value keyStart,
                                                    int64_t rowTile) {
  // Element (tile n, register e) sits at key keyStart + 8n + 2t + e % 2 of
  // row e / 2; compare 8n + e % 2 against the band shifted by that origin.
  Value origin = w.add(keyStart, w.mul(quadCol, w.i32(2)));
  Value low[2], high[2];
  for (int r = 0; r < 2; ++r) {
    low[r] = w.sub(rows[rowTile][r].jMin, origin);
    high[r] = w.sub(rows[rowTile][r].jMax, origin);
  }
  SmallVector<Value> masked;
  Value minusInf = negInf();
  for (size_t index = 0; index < scores.size(); ++index) {
    int64_t n = index / 4, e = index % 4, r = e / 2;
    Value column = w.i32(8 * n + e % 2);
    Value allowed = w.andI(w.cmp(CmpIPredicate::sge, column, low[r]),
                           w.cmp(CmpIPredicate::sle, column, high[r]));
    if (s.maskMod) {
      Value i = arith::IndexCastOp::create(b, b.getIndexType(),
                                           rows[rowTile][r].row);
      Value j = arith::IndexCastOp::create(b, b.getIndexType(),
                                           w.add(origin, column));
      allowed = w.andI(allowed, frames->maskModAllows(frame, headIndex, i, j));
    }
    masked.push_back(w.select(allowed, scores[index], minusInf));
  }
  return masked;
}

SmallVector<Value> ForwardKernelEmitter::scaledScores(ArrayRef<Value> scores,
                                                      Value keyStart,
                                                      int64_t rowTile) {
  // Base-2 scores: scale·log2(e)·q·k + log2(e)·(bias − slope·|i + o − j|),
  // or log2(e)·score_mod(scale·q·k + bias − slope·|i + o − j|).
  Value origin = w.add(keyStart, w.mul(quadCol, w.i32(2)));
  SmallVector<Value> result;
  for (size_t index = 0; index < scores.size(); ++index) {
    int64_t n = index / 4, e = index % 4, r = e / 2;
    Value j = w.add(origin, w.i32(8 * n + e % 2));
    Value jIndex = arith::IndexCastOp::create(b, b.getIndexType(), j);
    Value iIndex = arith::IndexCastOp::create(b, b.getIndexType(),
                                              rows[rowTile][r].row);
    Value term;
    if (s.hasBias || s.hasAlibi) {
      // Keys and rows past the tensors are masked later; clamp them so the
      // bias load stays in bounds.
      Value jLoad = kb.min(jIndex, kb.sub(kb.dim(key, kernels::sequenceDimension(
                                                          s.layout)),
                                          kb.index(1)));
      Value iLoad = kb.min(iIndex, kb.sub(frame.extentQ, kb.index(1)));
      term = frames->additiveTerm(frame, headIndex, iLoad, jIndex, jLoad);
    }
    result.push_back(baseTwoScore(w, *frames, frame, s, scores[index], term,
                                  headIndex, iIndex, jIndex));
  }
  return result;
}

void ForwardKernelEmitter::finishScores(
    SmallVector<SmallVector<Value>> &scores, Value keyStart) {
  int64_t rowTiles = scores.size();
  if (!directScores)
    for (int64_t mt = 0; mt < rowTiles; ++mt)
      scores[mt] = scaledScores(scores[mt], keyStart, mt);
  // Only tiles that cross the band's edge pay for the mask.
  SmallVector<Value> flat;
  for (auto &tileScores : scores)
    flat.append(tileScores);
  SmallVector<Type> scoreTypes(flat.size(), w.f32Type());
  auto maskIf = scf::IfOp::create(b, scoreTypes, needsMask(keyStart),
                                  /*withElseRegion=*/true);
  {
    OpBuilder::InsertionGuard inner(b);
    b.setInsertionPointToStart(maskIf.thenBlock());
    SmallVector<Value> masked;
    for (int64_t mt = 0; mt < rowTiles; ++mt)
      masked.append(maskScores(scores[mt], keyStart, mt));
    scf::YieldOp::create(b, masked);
    b.setInsertionPointToStart(maskIf.elseBlock());
    scf::YieldOp::create(b, flat);
  }
  int64_t scoresPerTile = flat.size() / rowTiles;
  for (int64_t mt = 0; mt < rowTiles; ++mt)
    scores[mt].assign(maskIf.getResults().begin() + mt * scoresPerTile,
                      maskIf.getResults().begin() + (mt + 1) * scoresPerTile);
}

ForwardKernelEmitter::SoftmaxStep
ForwardKernelEmitter::softmaxStep(ArrayRef<Value> scores, ValueRange state) {
  Value scaleLog2 = w.f32(s.scale * kLog2E);
  SoftmaxStep step;
  Value base[2], rowSum[2];
  for (int r = 0; r < 2; ++r) {
    // The row's maximum over four interleaved chains, then their maxima:
    // the exponentials wait for it, and one chain of 32 dependent maxima
    // (head dim 128) took about 160 cycles per tile before the first of
    // them could start. (Four, not a full tree: a tree's intermediate
    // values spilled the mma.sync kernels' registers.) −inf begins the
    // first chain as it began the one: maxnum skips NaN, so a row of NaN
    // still gives −inf.
    constexpr size_t kChains = 4;
    SmallVector<Value> chains = {negInf()};
    size_t position = 0;
    for (size_t index = 0; index < scores.size(); ++index) {
      if ((index % 4) / 2 != static_cast<size_t>(r))
        continue;
      size_t chain = position++ % kChains;
      if (chain == chains.size())
        chains.push_back(scores[index]);
      else
        chains[chain] = w.maxF(chains[chain], scores[index]);
    }
    Value maximum = chains.front();
    for (size_t chain = 1; chain < chains.size(); ++chain)
      maximum = w.maxF(maximum, chains[chain]);
    maximum = w.maxF(maximum, w.shuffleXor(maximum, 1));
    maximum = w.maxF(maximum, w.shuffleXor(maximum, 2));
    if (directScores)
      maximum = w.mulF(maximum, scaleLog2);
    step.max[r] = w.maxF(state[r], maximum);
    // A row with nothing allowed yet keeps max −inf; subtracting 0 instead
    // keeps its weights at exactly 0 rather than NaN.
    base[r] = w.select(isNegInf(step.max[r]), w.f32(0.0), step.max[r]);
    step.alpha[r] = w.exp2(w.subF(state[r], base[r]));
    rowSum[r] = w.f32(0.0);
  }
  for (size_t index = 0; index < scores.size(); ++index) {
    int r = (index % 4) / 2;
    Value exponent = directScores
                         ? w.fma(scores[index], scaleLog2,
                                 arith::NegFOp::create(b, base[r]))
                         : w.subF(scores[index], base[r]);
    Value p = w.exp2(exponent);
    rowSum[r] = w.addF(rowSum[r], p);
    step.probabilities.push_back(p);
  }
  for (int r = 0; r < 2; ++r)
    step.sum[r] = w.fma(state[2 + r], step.alpha[r], rowSum[r]);
  return step;
}

SmallVector<Value> ForwardKernelEmitter::overlappedMainLoop(Value tileBegin,
                                                            Value tileEnd) {
  // Iteration j issues S_j = Q·K_jᵀ and O += P_{j-1}·V_{j-1} as two groups,
  // waits for S_j only, and runs tile j's softmax while P·V is in flight;
  // then it waits for P·V and rescales O. Shared memory holds V_{j-1} and
  // K_j/V_j while tile j + stages − 2 loads into the buffer of tile j − 2.
  int64_t stages = s.config.stages;
  int64_t blockKv = s.config.blockKv;
  int64_t outputs = s.headDimV / 2;
  int64_t packedCount = blockKv / 4;
  Value zero = w.f32(0.0);
  SmallVector<Value> empty = {negInf(), negInf(), zero, zero};
  empty.append(outputs, zero);
  SmallVector<Type> resultTypes(empty.size(), w.f32Type());
  auto anyTile = scf::IfOp::create(
      b, resultTypes, w.cmp(CmpIPredicate::slt, tileBegin, tileEnd),
      /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(anyTile.elseBlock());
  scf::YieldOp::create(b, empty);

  b.setInsertionPointToStart(anyTile.thenBlock());
  // The first tile: its softmax has no P·V to overlap. It is the ring's
  // first unless earlier items went through it.
  Value firstStage = ringBase ? w.remU(ringBase, w.i32(stages)) : w.i32(0);
  if (s.warpSpecialized())
    w.waitBarrier(ringBase ? stageBarrier(s.keyFullBarrier(0), firstStage)
                           : barrierAt(s.keyFullBarrier(0)),
                  ringBase ? roundParity(ringBase) : w.i32(0));
  else
    tilesLanded(stages - 2);
  SmallVector<SmallVector<Value>> first = {warpgroupScoreTile(firstStage)};
  finishScores(first, w.mul(tileBegin, w.i32(blockKv)));
  SoftmaxStep firstStep = softmaxStep(first[0], ValueRange(empty).take_front(4));
  SmallVector<Value> inits = {firstStep.max[0], firstStep.max[1],
                              firstStep.sum[0], firstStep.sum[1]};
  inits.append(outputs, zero);
  inits.append(packProbabilities(firstStep.probabilities));

  // Turn-taking: warpgroup g waits at barrier 1 + g before it issues, then
  // lets the other one go; warpgroup 1 lets warpgroup 0 go first.
  Value warpgroup = s.pingpong() ? consumerWarpgroup() : Value();
  if (s.pingpong() && !s.persistent())
    openTurns();
  Type indexType = b.getIndexType();
  auto loop = scf::ForOp::create(
      b, arith::IndexCastOp::create(b, indexType, w.add(tileBegin, w.i32(1))),
      arith::IndexCastOp::create(b, indexType, tileEnd), kb.index(1), inits);
  {
    OpBuilder::InsertionGuard inner(b);
    b.setInsertionPointToStart(loop.getBody());
    Value tile = w.toI32(loop.getInductionVar());
    ValueRange carried = loop.getRegionIterArgs();
    Value relative = ringPosition(tile, tileBegin);
    Value stage = w.remU(relative, w.i32(stages));
    Value previousStage = w.remU(w.add(relative, w.i32(stages - 1)),
                                 w.i32(stages));
    if (s.warpSpecialized()) {
      // K_j and V_{j-1} have landed (the producer refills a stage only once
      // every warp has freed it, so any number of stages works).
      w.waitBarrier(stageBarrier(s.keyFullBarrier(0), stage),
                    roundParity(relative));
      w.waitBarrier(stageBarrier(s.valueFullBarrier(0), previousStage),
                    roundParity(w.sub(relative, w.i32(1))));
    } else {
      // Tile j has landed, and every warpgroup has finished P_{j-2}·V_{j-2}.
      tilesLanded(stages - 3);
      issueKeyValueLoad(w.add(tile, w.i32(stages - 2)), tileEnd,
                        w.remU(w.add(relative, w.i32(stages - 2)),
                               w.i32(stages)));
      w.commitGroup();
    }

    SmallVector<Value> previousP(carried.take_back(packedCount));
    SmallVector<Value> previousO(carried.slice(4, outputs));
    ProductOperands scoreIn = scoreOperands(stage);
    ProductOperands valueIn = valueOperands(previousP, previousStage);
    auto takeTurn = [&](bool wait) {
      for (int64_t g = 0; g < 2; ++g)
        kb.ifThen(w.cmp(CmpIPredicate::eq, warpgroup, w.i32(g)), [&] {
          if (wait)
            w.syncNamedBarrier(1 + g, kTurnThreads);
          else
            w.arriveNamedBarrier(1 + (1 - g), kTurnThreads);
        });
    };
    if (s.pingpong())
      takeTurn(/*wait=*/true);
    SmallVector<SmallVector<Value>> issued = w.issueWarpgroupMmas(
        {{blockKv, {}, scoreIn.aDescriptors, scoreIn.bDescriptors, {},
          /*transposeB=*/false},
         {s.headDimV, valueIn.a, {}, valueIn.bDescriptors, previousO,
          /*transposeB=*/true}});
    if (s.pingpong())
      takeTurn(/*wait=*/false);
    SmallVector<Value> &inFlight = issued[1];
    SmallVector<SmallVector<Value>> ready = {
        w.waitWarpgroupMma(1, issued[0], {})};
    finishScores(ready, w.mul(tile, w.i32(blockKv)));
    SoftmaxStep step = softmaxStep(ready[0], carried.take_front(4));
    // P_j is packed only after P_{j-1}·V_{j-1} completes: ptxas sees no use
    // of P_{j-1}'s registers after the issue, and packing earlier lets it
    // place P_j there while the tensor cores still read them (it then
    // serialises every wgmma). Passing the f32 weights through the wait
    // orders the packing after it. The wait comes after the row sums, so
    // after every exponential: left to itself ptxas hoists it to the
    // softmax's start, and the exponentials then wait for P·V instead of
    // running beside it.
    SmallVector<Value> waited(inFlight);
    waited.append(step.probabilities);
    waited = w.waitWarpgroupMma(0, waited, previousP,
                                {step.sum[0], step.sum[1]});
    // P_{j-1}·V_{j-1} is complete: tile j − 1's stage is free.
    if (s.warpSpecialized())
      freeStage(previousStage);
    SmallVector<Value> results = {step.max[0], step.max[1], step.sum[0],
                                  step.sum[1]};
    for (int64_t i = 0; i < outputs; ++i)
      results.push_back(w.mulF(waited[i], step.alpha[(i % 4) / 2]));
    results.append(packProbabilities(ArrayRef<Value>(waited).drop_front(outputs)));
    scf::YieldOp::create(b, results);
  }
  // Warpgroup 0 takes the turn that warpgroup 1 gave it last.
  if (s.pingpong() && !s.persistent())
    closeTurns();
  // The last tile's P·V.
  ValueRange finals = loop.getResults();
  Value lastRelative = ringPosition(w.sub(tileEnd, w.i32(1)), tileBegin);
  Value lastStage = w.remU(lastRelative, w.i32(stages));
  if (s.warpSpecialized())
    w.waitBarrier(stageBarrier(s.valueFullBarrier(0), lastStage),
                  roundParity(lastRelative));
  SmallVector<Value> output = warpgroupProbabilityTimesValue(
      SmallVector<Value>(finals.take_back(packedCount)),
      SmallVector<Value>(finals.slice(4, outputs)), lastStage);
  // Persistent: the ring runs on into the next item, whose producer waits
  // for this stage too (a kernel that ends here need not free it).
  if (s.persistent())
    freeStage(lastStage);
  SmallVector<Value> result(finals.take_front(4));
  result.append(output);
  scf::YieldOp::create(b, result);
  return SmallVector<Value>(anyTile.getResults());
}

SmallVector<Value> ForwardKernelEmitter::mainLoop(Value tileBegin,
                                                  Value tileEnd) {
  int64_t rowTiles = s.config.rowTiles;
  int64_t stages = s.config.stages;
  int64_t blockKv = s.config.blockKv;
  int64_t valueRowBytes = ForwardKernelSpec::rowBytes(s.headDimV);
  Type indexType = b.getIndexType();
  // Main loop over key tiles; loop-carried, per row tile: m and l of both
  // rows, then the output accumulators (headDimV / 8 fragments of 4).
  int64_t valueTiles = s.headDimV / 8;
  int64_t perTile = 4 + valueTiles * 4;
  SmallVector<Value> inits;
  for (int64_t mt = 0; mt < rowTiles; ++mt) {
    inits.append({negInf(), negInf(), w.f32(0.0), w.f32(0.0)});
    for (int64_t i = 0; i < valueTiles * 4; ++i)
      inits.push_back(w.f32(0.0));
  }
  Value loopBegin = arith::IndexCastOp::create(b, indexType, tileBegin);
  Value loopEnd = arith::IndexCastOp::create(b, indexType, tileEnd);
  auto loop = scf::ForOp::create(b, loopBegin, loopEnd, kb.index(1), inits);
  {
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(loop.getBody());
    Value tile = w.toI32(loop.getInductionVar());
    ValueRange carried = loop.getRegionIterArgs();
    Value relative = ringPosition(tile, tileBegin);
    Value stage = w.remU(relative, w.i32(stages));

    Value parity;
    if (s.warpSpecialized()) {
      // K of this tile has landed; V is waited for before P·V.
      parity = roundParity(relative);
      w.waitBarrier(stageBarrier(s.keyFullBarrier(0), stage), parity);
    } else {
      // Tile `tile` has landed (later groups may still be in flight), and
      // every warp is done with the buffer that the next load overwrites.
      tilesLanded(stages - 2);
      issueKeyValueLoad(w.add(tile, w.i32(stages - 1)), tileEnd,
                        w.remU(w.add(relative, w.i32(stages - 1)),
                               w.i32(stages)));
      w.commitGroup();
    }

    Value keyStart = w.mul(tile, w.i32(blockKv));
    SmallVector<SmallVector<Value>> scores =
        s.warpgroupMma() ? SmallVector<SmallVector<Value>>{warpgroupScoreTile(
                               stage)}
                         : scoreTile(stage);
    finishScores(scores, keyStart);

    // Online softmax in base 2, per row tile.
    SmallVector<SmallVector<Value>> probabilities(rowTiles);
    SmallVector<SmallVector<Fragment4>> acc(rowTiles);
    SmallVector<Value> nextMax, nextSum;
    for (int64_t mt = 0; mt < rowTiles; ++mt) {
      ValueRange state = carried.slice(mt * perTile, perTile);
      SoftmaxStep step = softmaxStep(scores[mt], state.take_front(4));
      probabilities[mt] = std::move(step.probabilities);
      for (int r = 0; r < 2; ++r) {
        nextMax.push_back(step.max[r]);
        nextSum.push_back(step.sum[r]);
      }
      acc[mt].resize(valueTiles);
      for (int64_t n = 0; n < valueTiles; ++n)
        for (int e = 0; e < 4; ++e)
          acc[mt][n][e] = w.mulF(state[4 + 4 * n + e], step.alpha[e / 2]);
    }

    // O = alpha·O + P·V (mma.sync: each V fragment feeds every row tile).
    if (s.warpgroupMma()) {
      SmallVector<Value> flatAcc;
      for (const Fragment4 &fragment : acc[0])
        flatAcc.append(fragment.begin(), fragment.end());
      SmallVector<Value> packed = packProbabilities(probabilities[0]);
      if (s.warpSpecialized())
        w.waitBarrier(stageBarrier(s.valueFullBarrier(0), stage), parity);
      SmallVector<Value> updated =
          warpgroupProbabilityTimesValue(packed, flatAcc, stage);
      // Both products of the tile are complete (the wait above returned
      // them).
      if (s.warpSpecialized())
        freeStage(stage);
      for (int64_t n = 0; n < valueTiles; ++n)
        for (int e = 0; e < 4; ++e)
          acc[0][n][e] = updated[4 * n + e];
    } else {
      Value valueStage =
          w.add(w.i32(s.valueOffset(0)), w.mul(stage, w.i32(s.stageBytes())));
      Value valueLaneBase = w.add(valueStage, valueLaneOffset);
      for (int64_t kk = 0; kk < blockKv / 16; ++kk) {
        SmallVector<Fragment4> a;
        for (int64_t mt = 0; mt < rowTiles; ++mt) {
          const Value *p = &probabilities[mt][kk * 8];
          a.push_back({w.packPair(p[0], p[1]), w.packPair(p[2], p[3]),
                       w.packPair(p[4], p[5]), w.packPair(p[6], p[7])});
        }
        for (int64_t pair = 0; pair < valueTiles / 2; ++pair) {
          Value address = w.bytePtr(
              sharedBase,
              w.add(valueLaneBase,
                    w.i32(kk * 16 * valueRowBytes + pair * 16 * 2)));
          Fragment4 v = w.loadMatrix4(address, /*transpose=*/true);
          for (int64_t mt = 0; mt < rowTiles; ++mt) {
            acc[mt][2 * pair] = w.mma(a[mt], v[0], v[1], acc[mt][2 * pair]);
            acc[mt][2 * pair + 1] =
                w.mma(a[mt], v[2], v[3], acc[mt][2 * pair + 1]);
          }
        }
      }
    }
    SmallVector<Value> results;
    for (int64_t mt = 0; mt < rowTiles; ++mt) {
      results.append({nextMax[2 * mt], nextMax[2 * mt + 1], nextSum[2 * mt],
                      nextSum[2 * mt + 1]});
      for (const Fragment4 &fragment : acc[mt])
        results.append(fragment.begin(), fragment.end());
    }
    scf::YieldOp::create(b, results);
  }
  return SmallVector<Value>(loop.getResults());
}

void ForwardKernelEmitter::emit() {
  // Arguments.
  auto arguments = func.getArguments();
  size_t next = 0;
  query = arguments[next++];
  key = arguments[next++];
  value = arguments[next++];
  out = arguments[next++];
  if (s.hasLse)
    lse = arguments[next++];

  problem = attentionProblem(s, query, key, value);
  problem.softmax = s.softmax;
  takeOptionalOperands(arguments, next, s, s.hasSink, problem);
  if (s.warpSpecialized()) {
    // The TMA descriptors follow every other argument, and the work grid
    // precedes them.
    queryMap = arguments[arguments.size() - 3];
    keyMap = arguments[arguments.size() - 2];
    valueMap = arguments[arguments.size() - 1];
  }
  if (s.persistent()) {
    workTiles = arguments[arguments.size() - 6];
    workHeadSlots = arguments[arguments.size() - 5];
    workBatch = arguments[arguments.size() - 4];
  }
  frames = std::make_unique<kernels::AttentionFrameBuilder>(kb, problem);
  directScores = !s.hasBias && !s.hasAlibi && !s.scoreMod && s.scale > 0;

  initThreadGeometry();
  if (s.persistent()) {
    setUpSharedTiles();
    runPersistent();
    return;
  }
  KeyTiles keyTiles = beginWork(launchCoordinates());
  setUpSharedTiles();
  if (s.warpSpecialized()) {
    splitRoles(keyTiles.begin, keyTiles.end);
    return;
  }
  loadPrologue(keyTiles.begin, keyTiles.end);
  consume(keyTiles.begin, keyTiles.end);
}

BlockCoordinates ForwardKernelEmitter::launchCoordinates() {
  Value blockX = w.blockId(gpu::Dimension::x);
  Value head, batch;
  if (s.reverseTileOrder()) {
    if (s.heaviestFirst) {
      BlockCoordinates coordinates = heaviestFirstCoordinates(b, w, s.order);
      blockX = coordinates.rank;
      head = coordinates.y;
      batch = coordinates.z;
    }
    Value tiles = w.toI32(gpu::GridDimOp::create(b, gpu::Dimension::x));
    blockX = w.sub(w.sub(tiles, w.i32(1)), blockX);
  }
  if (!head) {
    head = w.blockId(gpu::Dimension::y);
    batch = w.blockId(gpu::Dimension::z);
  }
  return {blockX, head, batch};
}

ForwardKernelEmitter::KeyTiles
ForwardKernelEmitter::beginWork(const BlockCoordinates &work) {
  Value blockX = work.rank, head = work.y, batch = work.z;
  Type indexType = b.getIndexType();
  // With packed heads the grid's y is a slot of headsPerBlock query heads
  // of one KV head's group (the group size is a multiple of it).
  Value firstHead =
      s.packsHeads() ? w.mul(head, w.i32(s.headsPerBlock())) : head;
  firstHeadIndex = arith::IndexCastOp::create(b, indexType, firstHead);
  headIndex = s.packsHeads()
                  ? arith::IndexCastOp::create(
                        b, indexType, w.add(firstHead, w.divU(warp, w.i32(4))))
                        .getResult()
                  : firstHeadIndex;
  batchIndex = arith::IndexCastOp::create(b, indexType, batch);
  kvHeadIndex = arith::IndexCastOp::create(
      b, indexType, w.divU(firstHead, w.i32(s.headsQ / s.headsKv)));
  rowStart = w.mul(blockX, w.i32(s.blockQ()));

  frame = frames->frameFor(batchIndex);
  lengthQ = w.toI32(frame.lengthQ);
  lengthKv = w.toI32(frame.lengthKv);
  diagonal = w.toI32(frame.diagonal);
  extentQ = w.toI32(frame.extentQ);

  // The nest's arithmetic up to its key loop, with the grid's indices as
  // the block's: the tile's rows, the band's key range (attn.band_keys,
  // lowered with the kernel) and its mask_mod narrowing. The loop walks
  // whole key tiles from the one holding the first key; an empty range
  // walks none.
  ValueRange grid = nest.grid.getInductionVars();
  map = hostToKernel;
  map.map(grid[0], batchIndex);
  map.map(grid[1], headIndex);
  map.map(grid[2], arith::IndexCastOp::create(b, indexType, blockX));
  Block &body = *nest.grid.getBody();
  cloneNestOps(body.begin(), nest.keySteps->getIterator());
  Value low = w.toI32(map.lookup(nest.keySteps.getLowerBound()));
  Value high = w.toI32(map.lookup(nest.keySteps.getUpperBound()));
  int64_t blockKv = s.config.blockKv;
  Value tileBegin = w.divU(low, w.i32(blockKv));
  Value tileEnd = w.select(
      w.cmp(CmpIPredicate::eq, high, low), tileBegin,
      w.divU(w.add(high, w.i32(blockKv - 1)), w.i32(blockKv)));

  // The allowed band [jMin, jMax] of each of this thread's rows.
  int64_t rowTiles = s.config.rowTiles;
  // Packed heads: each warpgroup covers all the block's rows.
  Value rowWarp = s.packsHeads() ? w.remU(warp, w.i32(4)) : warp;
  Value warpRow = w.add(rowStart, w.mul(rowWarp, w.i32(16 * rowTiles)));
  rows.assign(rowTiles, {});
  MaskBandBuilder band(b, w.i32Type());
  for (int64_t mt = 0; mt < rowTiles; ++mt) {
    for (int r = 0; r < 2; ++r) {
      Value row = w.add(warpRow, w.add(groupRow, w.i32(16 * mt + 8 * r)));
      BandInterval<Value> keys =
          s.band.keysOfRow(band, row, diagonal, lengthQ, lengthKv);
      rows[mt][r] = {keys.first, keys.last, row};
    }
  }
  return {tileBegin, tileEnd};
}

void ForwardKernelEmitter::setUpSharedTiles() {
  // Pointers and lane-dependent ldmatrix offsets. Swizzled tiles need their
  // base 1024-aligned in the shared window: round the dynamic base up (the
  // spec reserves the slack).
  sharedBase = s.warpgroupMma() ? w.sharedBaseAligned1024() : w.sharedBase();
  tiles.setThread(tid, sharedBase);
  queryTensor = tiles.tensor(query);
  keyTensor = tiles.tensor(key);
  valueTensor = tiles.tensor(value);
  if (s.warpgroupMma())
    return;
  int64_t valueRowBytes = ForwardKernelSpec::rowBytes(s.headDimV);
  int64_t keyRowBytes = ForwardKernelSpec::rowBytes(s.headDimQK);
  Value laneLow = w.remU(lane, w.i32(8));
  Value laneMatrix = w.divU(lane, w.i32(8));
  // K (B operand, not transposed): matrices (keys 0-7, d 0-7), (keys 0-7,
  // d 8-15), (keys 8-15, d 0-7), (keys 8-15, d 8-15).
  keyLaneOffset = w.add(
      w.mul(w.add(laneLow, w.mul(w.divU(laneMatrix, w.i32(2)), w.i32(8))),
            w.i32(keyRowBytes)),
      w.mul(w.remU(laneMatrix, w.i32(2)), w.i32(16)));
  // V (B operand, transposed): matrices (keys 0-7, d 0-7), (keys 8-15,
  // d 0-7), (keys 0-7, d 8-15), (keys 8-15, d 8-15).
  valueLaneOffset = w.add(
      w.mul(w.add(laneLow, w.mul(w.remU(laneMatrix, w.i32(2)), w.i32(8))),
            w.i32(valueRowBytes)),
      w.mul(w.divU(laneMatrix, w.i32(2)), w.i32(16)));
}

void ForwardKernelEmitter::forEachItem(
    llvm::function_ref<KeyTiles(const BlockCoordinates &)> body) {
  Value items = kb.mul(kb.mul(workTiles, workHeadSlots), workBatch);
  Value zero = w.i32(0);
  auto loop = scf::ForOp::create(
      b, gpu::BlockIdOp::create(b, gpu::Dimension::x), items,
      gpu::GridDimOp::create(b, gpu::Dimension::x), ValueRange{zero, zero});
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPointToStart(loop.getBody());
  itemCount = loop.getRegionIterArgs()[0];
  ringBase = loop.getRegionIterArgs()[1];
  // Items are numbered as a launch of the work grid numbers its blocks,
  // so that a block's first item is the tile it would have taken there:
  // heaviest first under a causal mask (BlockOrder).
  bool heaviestFirst = s.reverseTileOrder() && s.heaviestFirst;
  BlockCoordinates work = persistentItemCoordinates(
      b, w, heaviestFirst ? &s.order : nullptr, w.toI64(workTiles),
      w.toI64(workHeadSlots), w.toI64(workBatch),
      w.toI64(loop.getInductionVar()));
  if (s.reverseTileOrder())
    work.rank = w.sub(w.sub(w.toI32(workTiles), w.i32(1)), work.rank);
  KeyTiles keyTiles = body(work);
  scf::YieldOp::create(
      b, ValueRange{w.add(itemCount, w.i32(1)),
                    w.add(ringBase, w.sub(keyTiles.end, keyTiles.begin))});
  itemCount = ringBase = Value();
}

void ForwardKernelEmitter::runPersistent() {
  // As splitRoles, with each role walking the block's items: the producer
  // refills Q once every consumer warp has freed it (freeQuery), and K/V
  // stages as before, so the next item's loads overlap this item's
  // epilogue; the ring's stages and parities run on across items. The
  // producer keeps 32 registers (24 spill the item loop's coordinates),
  // and the consumers take the rest of the launch's (forkRoles).
  forkRoles(
      32,
      [&] {
        forEachItem([&](const BlockCoordinates &work) {
          KeyTiles keyTiles = beginWork(work);
          produceTiles(keyTiles.begin, keyTiles.end);
          return keyTiles;
        });
      },
      [&] {
        if (s.pingpong())
          openTurns();
        forEachItem([&](const BlockCoordinates &work) {
          KeyTiles keyTiles = beginWork(work);
          w.waitBarrier(barrierAt(s.queryFullBarrier()),
                        w.andI(itemCount, w.i32(1)));
          consume(keyTiles.begin, keyTiles.end);
          return keyTiles;
        });
        if (s.pingpong())
          closeTurns();
      });
}

void ForwardKernelEmitter::consume(Value tileBegin, Value tileEnd) {
  int64_t rowTiles = s.config.rowTiles;
  Type indexType = b.getIndexType();
  // Per row tile: m and l of both rows, then the output accumulators
  // (headDimV / 8 fragments of 4).
  int64_t valueTiles = s.headDimV / 8;
  int64_t perTile = 4 + valueTiles * 4;
  SmallVector<Value> finals = s.overlapSoftmax()
                                 ? overlappedMainLoop(tileBegin, tileEnd)
                                 : mainLoop(tileBegin, tileEnd);
  // Nothing may still write shared memory when the block exits.
  if (!s.warpSpecialized())
    w.waitGroup(0);
  // The producer may load the next item's Q while this one is stored.
  if (s.persistent())
    freeQuery();

  // Epilogue (the finish): finish the row sums across the quad, fold in
  // the nest's sink logit, normalise and store.
  cloneNestOps(std::next(nest.keySteps->getIterator()),
               nest.finish->getIterator());
  Value sinkLogit = nest.finish.getSink() ? map.lookup(nest.finish.getSink())
                                          : Value();
  GlobalTensor outTensor = tiles.tensor(out);
  for (int64_t mt = 0; mt < rowTiles; ++mt) {
    ValueRange state = ValueRange(finals).slice(mt * perTile, perTile);
    for (int r = 0; r < 2; ++r) {
      Value maximum = state[r];
      Value sum = state[2 + r];
      sum = w.addF(sum, w.shuffleXor(sum, 1));
      sum = w.addF(sum, w.shuffleXor(sum, 2));
      Value correction = w.f32(1.0);
      if (sinkLogit) {
        Value sinkLog2 = w.mulF(sinkLogit, w.f32(kLog2E));
        Value withSink = w.maxF(maximum, sinkLog2);
        Value sinkBase =
            w.select(isNegInf(withSink), w.f32(0.0), withSink);
        correction = w.exp2(w.subF(maximum, sinkBase));
        sum = w.fma(sum, correction, w.exp2(w.subF(sinkLog2, sinkBase)));
        maximum = withSink;
      }
      Value positive = w.cmpF(CmpFPredicate::OGT, sum, w.f32(0.0));
      Value factor = w.select(
          positive, w.mulF(correction, w.reciprocal(sum)), w.f32(0.0));
      Value row = rows[mt][r].row;
      Value rowInRange = w.cmp(CmpIPredicate::slt, row, extentQ);
      kb.ifThen(rowInRange, [&] {
        Value token = w.add(w.toI32(frame.baseQ), row);
        Value rowOffset =
            tiles.tokenOffset(outTensor, batchIndex, token, headIndex);
        Value laneColumn = w.toI64(w.mul(quadCol, w.i32(2)));
        for (int64_t n = 0; n < valueTiles; ++n) {
          Value low = w.mulF(state[4 + 4 * n + 2 * r], factor);
          Value high = w.mulF(state[4 + 4 * n + 2 * r + 1], factor);
          Value offset = w.add(rowOffset, w.add(laneColumn, w.i64(8 * n)));
          Value address =
              w.offsetPtr(outTensor.base, w.elementType(), offset);
          LLVM::StoreOp::create(b, w.packPair(low, high), address,
                                /*alignment=*/4);
        }
        if (lse) {
          Value firstOfQuad = w.cmp(CmpIPredicate::eq, quadCol, w.i32(0));
          kb.ifThen(firstOfQuad, [&] {
            Value logSumExp = w.select(
                positive,
                w.mulF(w.addF(maximum, w.log2(sum)), w.f32(kLn2)), negInf());
            Value rowIndex = arith::IndexCastOp::create(b, indexType, row);
            memref::StoreOp::create(
                b, logSumExp, lse,
                ValueRange{batchIndex, headIndex, rowIndex});
          });
        }
      });
    }
  }
}

void ForwardKernelEmitter::forkRoles(int64_t producerRegisters,
                                     llvm::function_ref<void()> produce,
                                     llvm::function_ref<void()> consumeAll) {
  // The last warpgroup produces (one elected thread), the others consume.
  // With two or three consumer warpgroups the producer gives up registers
  // to them.
  // setmaxnreg only moves registers within the block's launch allocation
  // (the 64 Ki register file over the block's threads, in steps of 8:
  // 168 for 384), never from the multiprocessor's unallocated rest: asked
  // for more, the consumers' increase waits forever. So they take what
  // the producer leaves, in steps of 8: 240 beside a producer of 24, 232
  // beside one of 32.
  int64_t consumerThreads = 32 * s.config.warps;
  int64_t blockThreads = consumerThreads + 128;
  int64_t launchRegisters = 65536 / blockThreads / 8 * 8;
  int64_t consumerRegisters =
      (launchRegisters * blockThreads - producerRegisters * 128) /
      consumerThreads / 8 * 8;
  initStageRing();
  auto roles = scf::IfOp::create(
      b, TypeRange(), w.cmp(CmpIPredicate::sge, warp, w.i32(s.config.warps)),
      /*withElseRegion=*/true);
  OpBuilder::InsertionGuard guard(b);
  b.setInsertionPoint(roles.thenBlock()->getTerminator());
  bool reallocate = s.consumerWarpgroups() >= 2;
  if (reallocate)
    w.setMaxRegisters(producerRegisters, /*increase=*/false);
  Value elected = w.andI(
      w.cmp(CmpIPredicate::eq, warp, w.i32(s.config.warps)),
      w.cmp(CmpIPredicate::eq, lane, w.i32(0)));
  kb.ifThen(elected, produce);
  b.setInsertionPoint(roles.elseBlock()->getTerminator());
  if (reallocate)
    w.setMaxRegisters(consumerRegisters, /*increase=*/true);
  consumeAll();
}

void ForwardKernelEmitter::splitRoles(Value tileBegin, Value tileEnd) {
  // 24 registers for the producer, the rest of the launch's for the
  // consumers (forkRoles).
  forkRoles(
      24, [&] { produceTiles(tileBegin, tileEnd); },
      [&] {
        w.waitBarrier(barrierAt(s.queryFullBarrier()), w.i32(0));
        consume(tileBegin, tileEnd);
      });
}

void ForwardKernelEmitter::loadPrologue(Value tileBegin, Value tileEnd) {
  int64_t rowTiles = s.config.rowTiles;
  // Prologue: the query tile as its own group, then the first stages − 1
  // key/value tiles, one group each.
  Value firstToken = w.add(w.toI32(frame.baseQ), rowStart);
  Value queryLimit = w.add(w.toI32(frame.baseQ), extentQ);
  // One Q tile per packed head, queryWarpgroupBytes apart.
  for (int64_t packed = 0; packed < s.headsPerBlock(); ++packed) {
    Value tileHead =
        s.packsHeads() ? kb.add(firstHeadIndex, kb.index(packed))
                       : firstHeadIndex;
    tiles.load(w.i32(s.queryOffset() + packed * s.queryWarpgroupBytes()),
               s.blockQ(), s.headDimQK, queryTensor, batchIndex, tileHead,
               firstToken, queryLimit, s.keyValueArrangement());
  }
  w.commitGroup();
  int64_t stages = s.config.stages;
  for (int64_t stage = 0; stage + 1 < stages; ++stage) {
    issueKeyValueLoad(w.add(tileBegin, w.i32(stage)), tileEnd,
                      w.i32(stage));
    w.commitGroup();
  }
  tilesLanded(stages - 1);

  // mma.sync query fragments: matrices (rows 0-7, k 0-7), (rows 8-15, k
  // 0-7), (rows 0-7, k 8-15), (rows 8-15, k 8-15) of each 16-row tile. They
  // stay in registers when that leaves room for the accumulators, else they
  // are re-read from shared memory for every key tile. (wgmma reads the
  // query tile through descriptors.)
  if (!s.warpgroupMma()) {
    int64_t queryRowBytes = ForwardKernelSpec::rowBytes(s.headDimQK);
    queryLaneOffset = w.add(
        w.add(w.i32(s.queryOffset()),
              w.mul(w.add(w.mul(warp, w.i32(16 * rowTiles)),
                          w.remU(lane, w.i32(16))),
                    w.i32(queryRowBytes))),
        w.mul(w.divU(lane, w.i32(16)), w.i32(16)));
  }
  if (s.queryInRegisters()) {
    SmallVector<SmallVector<Fragment4>> fragments(rowTiles);
    for (int64_t mt = 0; mt < rowTiles; ++mt)
      for (int64_t kk = 0; kk < s.headDimQK / 16; ++kk)
        fragments[mt].push_back(queryFragment(mt, kk));
    queryFragments = std::move(fragments);
  }
}

void ForwardKernelEmitter::initStageRing() {
  kb.ifThen(w.cmp(CmpIPredicate::eq, tid, w.i32(0)), [&] {
    w.initBarrier(barrierAt(s.queryFullBarrier()), 1);
    for (int64_t stage = 0; stage < s.config.stages; ++stage) {
      w.initBarrier(barrierAt(s.keyFullBarrier(stage)), 1);
      w.initBarrier(barrierAt(s.valueFullBarrier(stage)), 1);
      // One arrival per consumer warp once it is done with the stage.
      w.initBarrier(barrierAt(s.stageFreeBarrier(stage)), s.config.warps);
    }
    if (s.persistent())
      w.initBarrier(barrierAt(s.queryFreeBarrier()), s.config.warps);
    w.fenceBarrierInit();
  });
  w.barrier();
}

void ForwardKernelEmitter::produceTiles(Value tileBegin, Value tileEnd) {
  int64_t stages = s.config.stages;
  int64_t blockKv = s.config.blockKv;
  Value batch = w.toI32(batchIndex);
  Value kvHead = w.toI32(kvHeadIndex);
  auto loadQuery = [&] {
    // Persistent: every consumer warp is done with the previous item's Q
    // (a fresh barrier counts as having completed the round before the
    // first).
    if (itemCount)
      w.waitBarrier(barrierAt(s.queryFreeBarrier()),
                    w.xorI(w.andI(itemCount, w.i32(1)), w.i32(1)));
    Value queryBarrier = barrierAt(s.queryFullBarrier());
    w.arriveExpectBytes(queryBarrier, s.blockQ() * s.headDimQK * 2);
    loadTileWithTma(queryMap, w.i32(s.queryOffset()), s.blockQ(),
                    s.headDimQK, batch, w.toI32(firstHeadIndex),
                    w.add(w.toI32(frame.baseQ), rowStart), queryBarrier);
  };
  // Persistent: the item's first `stages` K/V tiles go out before its Q.
  // Their stages free up while the consumers finish the previous item's
  // last tiles, Q's buffer only after its whole main loop; loaded first,
  // they are in place by then, and only Q's latency remains to hide
  // behind the previous item's epilogue. A block's first item, which
  // follows nothing, loads Q first. `queryBefore` is the tile whose K/V
  // waits for Q's load (tileEnd: after the last).
  Value queryBefore;
  if (itemCount) {
    // One statement per op: the emission order is fixed.
    Value first = w.cmp(CmpIPredicate::eq, itemCount, w.i32(0));
    Value afterStages = w.add(tileBegin, w.i32(stages));
    Value later = arith::MinSIOp::create(b, afterStages, tileEnd);
    queryBefore = w.select(first, tileBegin, later);
  } else {
    loadQuery();
  }
  Type indexType = b.getIndexType();
  auto loop = scf::ForOp::create(
      b, arith::IndexCastOp::create(b, indexType, tileBegin),
      arith::IndexCastOp::create(b, indexType, tileEnd), kb.index(1));
  OpBuilder::InsertionGuard guard(b);
  if (queryBefore) {
    b.setInsertionPointAfter(loop);
    // (sge: Q is loaded even if a range ever came out reversed.)
    kb.ifThen(w.cmp(CmpIPredicate::sge, queryBefore, tileEnd), loadQuery);
  }
  b.setInsertionPointToStart(loop.getBody());
  Value tile = w.toI32(loop.getInductionVar());
  if (queryBefore)
    kb.ifThen(w.cmp(CmpIPredicate::eq, tile, queryBefore), loadQuery);
  Value relative = ringPosition(tile, tileBegin);
  Value stage = w.remU(relative, w.i32(stages));
  // The stage's previous round must have been consumed; a fresh barrier
  // counts as having completed the round before the first.
  w.waitBarrier(stageBarrier(s.stageFreeBarrier(0), stage),
                w.xorI(roundParity(relative), w.i32(1)));
  Value firstKey =
      w.add(w.toI32(frame.baseKv), w.mul(tile, w.i32(blockKv)));
  Value keyBarrier = stageBarrier(s.keyFullBarrier(0), stage);
  w.arriveExpectBytes(keyBarrier, blockKv * s.headDimQK * 2);
  loadTileWithTma(keyMap,
                  w.add(w.i32(s.keyOffset(0)),
                        w.mul(stage, w.i32(s.stageBytes()))),
                  blockKv, s.headDimQK, batch, kvHead, firstKey, keyBarrier);
  Value valueBarrier = stageBarrier(s.valueFullBarrier(0), stage);
  w.arriveExpectBytes(valueBarrier, blockKv * s.headDimV * 2);
  loadTileWithTma(valueMap,
                  w.add(w.i32(s.valueOffset(0)),
                        w.mul(stage, w.i32(s.stageBytes()))),
                  blockKv, s.headDimV, batch, kvHead, firstKey,
                  valueBarrier);
}

} // namespace

FailureOr<ForwardTileNest>
ForwardTileNest::match(scf::ParallelOp grid, int64_t blockKv,
                       std::string &why) {
  auto fail = [&](const Twine &reason) {
    why = reason.str();
    return failure();
  };
  if (grid.getNumLoops() != 3)
    return fail("the grid loop is not over (batch entry, head, query tile)");
  ForwardTileNest nest;
  nest.grid = grid;
  Block &body = *grid.getBody();
  for (Operation &op : body) {
    if (auto init = dyn_cast<OnlineInitOp>(op)) {
      if (nest.init)
        return fail("more than one attn.online_init in a query tile");
      nest.init = init;
    } else if (auto loop = dyn_cast<scf::ForOp>(op)) {
      if (nest.keySteps)
        return fail("more than one key loop in a query tile");
      nest.keySteps = loop;
    } else if (auto finish = dyn_cast<OnlineFinishOp>(op)) {
      nest.finish = finish;
    } else if (op.getNumRegions() && !isa<scf::WhileOp>(op)) {
      return fail("'" + op.getName().getStringRef() +
                  "' in a query tile (the GPU takes the key range's scans "
                  "and the key loop only)");
    }
  }
  if (!nest.init || !nest.keySteps || !nest.finish)
    return fail("a query tile needs attn.online_init, a key loop and "
                "attn.online_finish");
  scf::ForOp loop = nest.keySteps;
  if (loop.getNumRegionIterArgs() != 1 ||
      loop.getInitArgs()[0] != nest.init.getState() ||
      nest.finish.getState() != loop.getResult(0))
    return fail("the key loop must carry the tile's state from "
                "attn.online_init to attn.online_finish");
  if (!nest.init.getState().hasOneUse())
    return fail("the tile's state must flow only through the key loop");
  std::optional<int64_t> step = getConstantIntValue(loop.getStep());
  if (step != blockKv)
    return fail("the key loop must step by the kernel's " + Twine(blockKv) +
                " keys");
  for (Operation &op : *loop.getBody())
    if (auto found = dyn_cast<OnlineStepOp>(op)) {
      if (nest.step)
        return fail("more than one attn.online_step per key tile");
      nest.step = found;
    }
  if (!nest.step || nest.step.getState() != loop.getRegionIterArgs()[0] ||
      nest.step.getKeyStart() != loop.getInductionVar())
    return fail("each key tile needs one attn.online_step at the loop's "
                "key");
  // The kernel computes whole tiles and masks by the band: a step must
  // cover its tile up to the loop's end, beyond which nothing is allowed.
  auto keys = nest.step.getKeys().getDefiningOp<arith::MinSIOp>();
  auto rest = keys ? keys.getRhs().getDefiningOp<arith::SubIOp>()
                   : arith::SubIOp();
  if (!keys || getConstantIntValue(keys.getLhs()) != blockKv || !rest ||
      rest.getLhs() != loop.getUpperBound() ||
      rest.getRhs() != loop.getInductionVar())
    return fail("each attn.online_step must take min(" + Twine(blockKv) +
                ", end - key) keys");
  return nest;
}

void mlir::attn::gpu_kernels::emitForwardKernelBody(
    gpu::GPUFuncOp func, const ForwardKernelSpec &spec,
    const ForwardTileNest &nest, IRMapping &hostToKernel) {
  Block &entry = func.getBody().front();
  ImplicitLocOpBuilder b(func.getLoc(), func.getContext());
  b.setInsertionPointToStart(&entry);
  ForwardKernelEmitter(b, func, spec, nest, hostToKernel).emit();
  gpu::ReturnOp::create(b);
}
