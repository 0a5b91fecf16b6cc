//===- Tile.cpp - attention into the tile-level IR ------------------------===//
//
// attn-tile: attn.sdpa → a parallel loop over query tiles, each walking only
// the key tiles its rows can see, with attn.online_* steps inside;
// attn.sdpa_grad → a query-stationary loop nest (attn.query_grad_*) and a
// key-stationary one (attn.key_grad_*). The band lowering
// (attn.band_keys / attn.band_rows → arith) that every backend shares lives
// here too, beside the ops that emit them.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Transforms/Tile.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Utils/AttentionFrame.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/IRMapping.h"

#include <functional>
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNTILEPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::kernels;

AttentionTileSizes mlir::attn::resolveTileSizes(Operation *op,
                                                AttentionTileSizes defaults) {
  if (auto tiling =
          op->getAttrOfType<TilingAttr>(AttnDialect::kTilingAttrName)) {
    if (tiling.getBlockQ())
      defaults.blockQ = tiling.getBlockQ();
    if (tiling.getBlockKv())
      defaults.blockKv = tiling.getBlockKv();
  }
  if (!defaults.blockQ)
    defaults.blockQ =
        isa<SdpaGradOp>(op) ? defaultBackwardBlockQ : defaultForwardBlockQ;
  return defaults;
}

std::optional<std::string>
mlir::attn::tileUnsupportedReason(AttentionOpInterface op) {
  AttentionDims dims = op.getDims();
  for (int64_t size :
       {dims.headsQ, dims.headsKv, dims.headDimQK, dims.headDimV})
    if (ShapedType::isDynamic(size))
      return std::string("dynamic head counts or head dimensions");
  if (!op.getEffectiveScale())
    return std::string("an unknown scale");
  return std::nullopt;
}

/// A buffer for result `result`, out (q's shape with v's head dimension) or
/// lse ([B, Hq, Sq], or [Hq, Tq] for thd), whose dynamic sizes come from the
/// operands that determine them.
static Value allocateResult(KernelBuilder &kb, Value result,
                            const AttentionProblem &p) {
  auto type = cast<RankedTensorType>(result.getType());
  int64_t rank = type.getRank();
  bool isLse = rank != getLayoutRank(p.layout);
  auto size = [&](int64_t d) -> Value {
    if (!isLse)
      return d == rank - 1 ? kb.dim(p.value, d) : kb.dim(p.query, d);
    if (d == rank - 1)
      return kb.dim(p.query, sequenceDimension(p.layout));
    if (d == rank - 2)
      return kb.index(p.headsQ);
    return kb.dim(p.query, batchDimension(p.layout));
  };
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < rank; ++d)
    if (type.isDynamicDim(d))
      sizes.push_back(size(d));
  return memref::AllocOp::create(
      kb.builder(), MemRefType::get(type.getShape(), type.getElementType()),
      sizes);
}

namespace {
/// Emits the body of one query tile: init, the band's key range (narrowed
/// by the mask_mod), the steps and the finish.
struct QueryTileEmitter {
  ImplicitLocOpBuilder &b;
  const AttentionProblem &p;
  SdpaOp op;
  AttentionTileSizes sizes;
  Value out, lse;

  void emit(Value batch, Value head, Value queryTile) {
    KernelBuilder kb(b);
    AttentionFrameBuilder frames(kb, p);
    SequenceFrame frame = frames.frameFor(batch);
    Value rowStart = kb.mul(queryTile, kb.index(sizes.blockQ));
    Value tileEnd = kb.min(kb.add(rowStart, kb.index(sizes.blockQ)),
                           frame.extentQ);
    // Packed sequences have their own lengths: the grid's query tiles
    // cover the longest possible one, and the rest of each is empty.
    if (p.layout == Layout::thd)
      kb.ifThen(kb.cmp(arith::CmpIPredicate::slt, rowStart, tileEnd),
                [&] { emitRows(frames, frame, head, rowStart, tileEnd); });
    else
      emitRows(frames, frame, head, rowStart, tileEnd);
  }

  void emitRows(AttentionFrameBuilder &frames, const SequenceFrame &frame,
                Value head, Value rowStart, Value tileEnd) {
    KernelBuilder kb(b);
    MLIRContext *context = b.getContext();
    bool packed = p.layout == Layout::thd;
    Value rows = kb.sub(tileEnd, rowStart);
    Value kvHead = arith::DivUIOp::create(b, head, kb.index(p.groupSize()));
    auto layout = LayoutAttr::get(context, p.layout);
    auto stateType = OnlineStateType::get(context, sizes.blockQ,
                                          sizes.blockKv, p.headDimQK,
                                          p.headDimV);
    Value state = OnlineInitOp::create(
        b, stateType, p.query, frame.batch, head, rowStart, rows,
        packed ? frame.baseQ : Value(), layout, b.getF64FloatAttr(p.scale));

    // Rows from the valid length on see no key: the range covers the
    // others, and is empty when none is valid. Key tiles at either end
    // that the mask_mod empties are dropped too. (The valid length is at
    // most the tile's end of the sequence.)
    Value lastRow = kb.sub(
        kb.min(kb.add(rowStart, kb.index(sizes.blockQ)), frame.lengthQ),
        kb.index(1));
    BandAttr band = BandAttr::get(context, p.band);
    auto keyRange =
        BandKeysOp::create(b, b.getIndexType(), b.getIndexType(), band,
                           rowStart, lastRow, frame.lengthQ, frame.lengthKv);
    Value begin = keyRange.getBegin(), end = keyRange.getEnd();
    std::tie(begin, end) = frames.narrowByMaskMod(
        frame, {head, head}, {rowStart, lastRow}, /*alongKeys=*/true, begin,
        begin, end, sizes.blockKv);
    if (sizes.alignKeySteps) {
      // Whole key tiles from the one holding the first key; an empty range
      // stays empty.
      Value step = kb.index(sizes.blockKv);
      Value aligned = kb.mul(arith::DivUIOp::create(b, begin, step), step);
      begin = arith::SelectOp::create(
          b, kb.cmp(arith::CmpIPredicate::eq, end, begin), begin, aligned);
    }
    ValueRange last = kb.forLoopWithValues(
        begin, end, sizes.blockKv, ValueRange{state},
        [&](Value keyStart, ValueRange carried) -> SmallVector<Value> {
          Value keys =
              kb.min(kb.index(sizes.blockKv), kb.sub(end, keyStart));
          auto step = OnlineStepOp::create(
              b, stateType, carried[0], p.key, p.value, p.bias,
              p.alibiSlopes, p.seed, p.offset, frame.batch, head, kvHead,
              rowStart, rows, keyStart, keys, frame.lengthQ, frame.lengthKv,
              packed ? frame.baseKv : Value(), band, layout,
              b.getF64FloatAttr(p.dropout),
              b.getI64IntegerAttr(p.dropout > 0.0 ? p.headsQ : 0));
          IRMapping mapping;
          op.getScoreMod().cloneInto(&step.getScoreMod(), mapping);
          op.getMaskMod().cloneInto(&step.getMaskMod(), mapping);
          return {step.getResult()};
        });
    OnlineFinishOp::create(b, last[0], out, lse, frames.sinkLogit(head),
                           frame.batch, head, rowStart, rows,
                           packed ? frame.baseQ : Value(), layout);
  }
};
} // namespace

/// Packed sequences leave the tokens outside every sequence to no tile:
/// they get the fully masked result, out = 0 and lse = the sink logit (−∞
/// without one).
static void fillUncoveredTokens(KernelBuilder &kb, AttentionFrameBuilder &frames,
                                Value out, Value lse, int64_t headsQ) {
  ImplicitLocOpBuilder &b = kb.builder();
  Type element = cast<MemRefType>(out.getType()).getElementType();
  linalg::FillOp::create(b, ValueRange{kb.fromF32(kb.f32(0.0), element)},
                         ValueRange{out});
  if (!lse)
    return;
  Value tokens = kb.dim(lse, 1);
  kb.forLoop(kb.index(0), kb.index(headsQ), 1, [&](Value head) {
    Value sink = frames.sinkLogit(head);
    kb.forLoop(kb.index(0), tokens, 1, [&](Value token) {
      kb.store(sink ? sink : kb.negInf(), lse, {head, token});
    });
  });
}

scf::ParallelOp mlir::attn::buildForwardTileNest(
    ImplicitLocOpBuilder &b, SdpaOp op, const AttentionProblem &problem,
    AttentionTileSizes sizes, Value out, Value lse) {
  KernelBuilder kb(b);
  Value batches =
      problem.layout == Layout::thd
          ? kb.sub(kb.dim(problem.seqlensQ, 0), kb.index(1))
          : kb.dim(problem.query, batchDimension(problem.layout));
  Value seqQ = kb.dim(problem.query, sequenceDimension(problem.layout));
  Value queryTiles =
      arith::CeilDivSIOp::create(b, seqQ, kb.index(sizes.blockQ));
  Value zero = kb.index(0), one = kb.index(1);
  QueryTileEmitter tile{b, problem, op, sizes, out, lse};
  return scf::ParallelOp::create(
      b, ValueRange{zero, zero, zero},
      ValueRange{batches, kb.index(problem.headsQ), queryTiles},
      ValueRange{one, one, one},
      [&](OpBuilder &nested, Location, ValueRange ivs) {
        OpBuilder::InsertionGuard bodyGuard(b);
        b.setInsertionPoint(nested.getInsertionBlock(),
                            nested.getInsertionPoint());
        tile.emit(ivs[0], ivs[1], ivs[2]);
      });
}

/// The forward: one parallel loop of query tiles.
static void tileForward(RewriterBase &rewriter, SdpaOp op,
                        AttentionTileSizes sizes) {
  ImplicitLocOpBuilder b(op.getLoc(), rewriter);
  KernelBuilder kb(b);
  AttentionProblem problem = bufferizedProblem(b, op);
  Value out = allocateResult(kb, op.getOut(), problem);
  Value lse = op.getLse() ? allocateResult(kb, op.getLse(), problem) : Value();
  if (problem.layout == Layout::thd) {
    AttentionFrameBuilder frames(kb, problem);
    fillUncoveredTokens(kb, frames, out, lse, problem.headsQ);
  }
  buildForwardTileNest(b, op, problem, sizes, out, lse);

  SmallVector<Value> results{bufferization::ToTensorOp::create(
      b, op.getOut().getType(), out, /*restrict=*/true, /*writable=*/true)};
  if (lse)
    results.push_back(bufferization::ToTensorOp::create(
        b, op.getLse().getType(), lse, /*restrict=*/true, /*writable=*/true));
  rewriter.replaceOp(op, results);
}

/// A loop nest over `upperBounds` from 0: one scf.parallel, or nested
/// scf.for loops when the iterations must not run concurrently.
static void loopOver(KernelBuilder &kb, ArrayRef<Value> upperBounds,
                     bool sequential, function_ref<void(ValueRange)> body) {
  ImplicitLocOpBuilder &b = kb.builder();
  Value zero = kb.index(0), one = kb.index(1);
  if (sequential) {
    std::function<void(size_t, SmallVector<Value>)> nest =
        [&](size_t depth, SmallVector<Value> ivs) {
          if (depth == upperBounds.size())
            return body(ivs);
          kb.forLoop(zero, upperBounds[depth], 1, [&](Value iv) {
            SmallVector<Value> inner = ivs;
            inner.push_back(iv);
            nest(depth + 1, inner);
          });
        };
    nest(0, {});
    return;
  }
  SmallVector<Value> zeros(upperBounds.size(), zero),
      ones(upperBounds.size(), one);
  scf::ParallelOp::create(
      b, zeros, upperBounds, ones,
      [&](OpBuilder &nested, Location, ValueRange ivs) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nested.getInsertionBlock(),
                            nested.getInsertionPoint());
        body(ivs);
      });
}

/// A fresh buffer shaped like gradient `result`, sized from its primal
/// operand's buffer where dynamic.
static Value allocateGradient(KernelBuilder &kb, Value result, Value primal,
                              Type element = {}) {
  auto type = cast<RankedTensorType>(result.getType());
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (type.isDynamicDim(d))
      sizes.push_back(kb.dim(primal, d));
  return memref::AllocOp::create(
      kb.builder(),
      MemRefType::get(type.getShape(),
                      element ? element : type.getElementType()),
      sizes);
}

namespace {
/// Emits the backward's two loop nests, the first query-stationary (dQ,
/// delta and d_bias), the second key-stationary (dK, dV), with d_sink
/// between them.
struct BackwardTiler {
  ImplicitLocOpBuilder &b;
  KernelBuilder &kb;
  const AttentionProblem &p;
  SdpaGradOp op;
  AttentionTileSizes sizes;
  Value out, dOut, lse, delta, dQuery, dKey, dValue, biasGradSum;

  bool packed() const { return p.layout == Layout::thd; }
  Value batchCount() {
    if (packed())
      return kb.sub(kb.dim(p.seqlensQ, 0), kb.index(1));
    return kb.dim(p.query, batchDimension(p.layout));
  }
  Value orNull(Value value) { return packed() ? value : Value(); }
  /// Runs `body` when `start < end` for packed sequences (whose tiles past
  /// their sequence are empty), unconditionally otherwise.
  void ifInside(Value start, Value end, function_ref<void()> body) {
    if (packed())
      kb.ifThen(kb.cmp(arith::CmpIPredicate::slt, start, end), body);
    else
      body();
  }
  template <typename StepOp> void cloneModifiers(StepOp step) {
    IRMapping mapping;
    op.getScoreMod().cloneInto(&step.getScoreMod(), mapping);
    op.getMaskMod().cloneInto(&step.getMaskMod(), mapping);
  }

  void queryTiles() {
    MLIRContext *context = b.getContext();
    Value seqQ = kb.dim(p.query, sequenceDimension(p.layout));
    Value tiles = arith::CeilDivSIOp::create(b, seqQ, kb.index(sizes.blockQ));
    // d_bias sums into shared elements where the bias broadcasts over
    // batch, heads or rows: those tiles run one after another.
    bool sequential = false;
    if (biasGradSum)
      for (int64_t d = 0; d < 3; ++d)
        sequential |= cast<MemRefType>(p.bias.getType()).getDimSize(d) == 1;
    auto layout = LayoutAttr::get(context, p.layout);
    auto scale = b.getF64FloatAttr(p.scale);
    BandAttr band = BandAttr::get(context, p.band);
    auto stateType = QueryGradStateType::get(
        context, sizes.blockQ, sizes.blockKv, p.headDimQK, p.headDimV);
    loopOver(kb, {batchCount(), kb.index(p.headsQ), tiles}, sequential,
             [&](ValueRange ivs) {
      AttentionFrameBuilder frames(kb, p);
      SequenceFrame frame = frames.frameFor(ivs[0]);
      Value head = ivs[1];
      Value rowStart = kb.mul(ivs[2], kb.index(sizes.blockQ));
      Value tileEnd = kb.min(kb.add(rowStart, kb.index(sizes.blockQ)),
                             frame.extentQ);
      ifInside(rowStart, tileEnd, [&] {
        Value rows = kb.sub(tileEnd, rowStart);
        Value kvHead =
            arith::DivUIOp::create(b, head, kb.index(p.groupSize()));
        Value state = QueryGradInitOp::create(
            b, stateType, p.query, out, dOut, lse, delta, frame.batch, head,
            rowStart, rows, orNull(frame.baseQ), layout, scale);
        Value lastRow = kb.sub(kb.min(tileEnd, frame.lengthQ), kb.index(1));
        auto range = BandKeysOp::create(b, b.getIndexType(), b.getIndexType(),
                                        band, rowStart, lastRow,
                                        frame.lengthQ, frame.lengthKv);
        Value begin = range.getBegin(), end = range.getEnd();
        std::tie(begin, end) = frames.narrowByMaskMod(
            frame, {head, head}, {rowStart, lastRow}, /*alongKeys=*/true,
            begin, begin, end, sizes.blockKv);
        ValueRange last = kb.forLoopWithValues(
            begin, end, sizes.blockKv, ValueRange{state},
            [&](Value keyStart, ValueRange carried) -> SmallVector<Value> {
              Value keys =
                  kb.min(kb.index(sizes.blockKv), kb.sub(end, keyStart));
              auto step = QueryGradStepOp::create(
                  b, stateType, carried[0], p.key, p.value, p.bias,
                  biasGradSum, p.alibiSlopes, p.seed, p.offset, frame.batch,
                  head, kvHead, rowStart, rows, keyStart, keys,
                  frame.lengthQ, frame.lengthKv, orNull(frame.baseKv), band,
                  layout, b.getF64FloatAttr(p.dropout),
                  b.getI64IntegerAttr(p.dropout > 0.0 ? p.headsQ : 0));
              cloneModifiers(step);
              return {step.getResult()};
            });
        QueryGradFinishOp::create(b, last[0], dQuery, frame.batch, head,
                                  rowStart, rows, orNull(frame.baseQ), layout,
                                  scale);
      });
    });
  }

  /// d_sink[h] = −Σ_{b, i} exp(σ − lse(i))·delta(i) over valid rows; a
  /// reduction over batches, so one task per head.
  void sinkGradient(Value dSink) {
    loopOver(kb, {kb.index(p.headsQ)}, /*sequential=*/false,
             [&](ValueRange ivs) {
      AttentionFrameBuilder frames(kb, p);
      Value head = ivs[0];
      Value sink = frames.sinkLogit(head);
      Value total = kb.forLoopWithValues(
          kb.index(0), batchCount(), 1, ValueRange{kb.f32(0.0)},
          [&](Value batch, ValueRange acc) -> SmallVector<Value> {
            SequenceFrame frame = frames.frameFor(batch);
            return {kb.forLoopWithValues(
                kb.index(0), frame.lengthQ, 1, acc,
                [&](Value i, ValueRange inner) -> SmallVector<Value> {
                  SmallVector<Value> at =
                      packed() ? SmallVector<Value>{head,
                                                    kb.add(frame.baseQ, i)}
                               : SmallVector<Value>{batch, head, i};
                  Value weight = kb.exp(kb.subF(sink, kb.load(lse, at)));
                  return {kb.addF(inner[0],
                                  kb.mulF(weight, kb.load(delta, at)))};
                })[0]};
          })[0];
      kb.store(arith::NegFOp::create(b, total), dSink, {head});
    });
  }

  void keyTiles() {
    MLIRContext *context = b.getContext();
    Value seqKv = kb.dim(p.key, sequenceDimension(p.layout));
    Value tiles =
        arith::CeilDivSIOp::create(b, seqKv, kb.index(sizes.blockKv));
    auto layout = LayoutAttr::get(context, p.layout);
    BandAttr band = BandAttr::get(context, p.band);
    auto stateType = KeyGradStateType::get(
        context, sizes.blockKv, sizes.blockQ, p.headDimQK, p.headDimV);
    loopOver(kb, {batchCount(), kb.index(p.headsKv), tiles},
             /*sequential=*/false, [&](ValueRange ivs) {
      AttentionFrameBuilder frames(kb, p);
      SequenceFrame frame = frames.frameFor(ivs[0]);
      Value kvHead = ivs[1];
      Value keyStart = kb.mul(ivs[2], kb.index(sizes.blockKv));
      Value extentKv = packed() ? frame.lengthKv : seqKv;
      Value tileEnd =
          kb.min(kb.add(keyStart, kb.index(sizes.blockKv)), extentKv);
      ifInside(keyStart, tileEnd, [&] {
        Value keys = kb.sub(tileEnd, keyStart);
        Value state = KeyGradInitOp::create(b, stateType, p.key, p.value,
                                            frame.batch, kvHead, keyStart,
                                            keys, orNull(frame.baseKv),
                                            layout);
        Value lastKey = kb.sub(kb.min(tileEnd, frame.lengthKv), kb.index(1));
        auto range = BandRowsOp::create(b, b.getIndexType(), b.getIndexType(),
                                        band, keyStart, lastKey,
                                        frame.lengthQ, frame.lengthKv);
        Value rowLo = range.getBegin(), rowHi = range.getEnd();
        Value group = kb.index(p.groupSize());
        ValueRange last = kb.forLoopWithValues(
            kb.index(0), group, 1, ValueRange{state},
            [&](Value member, ValueRange carried) -> SmallVector<Value> {
              Value head = kb.add(kb.mul(kvHead, group), member);
              // Row blocks that the mask_mod empties for these keys are
              // not visited.
              auto [first, end] = frames.narrowByMaskMod(
                  frame, {head, head}, {keyStart, lastKey},
                  /*alongKeys=*/false, rowLo, rowLo, rowHi, sizes.blockQ);
              Value rowEnd = end; // captured below
              return SmallVector<Value>(kb.forLoopWithValues(
                  first, rowEnd, sizes.blockQ, carried,
                  [&](Value rowStart,
                      ValueRange inner) -> SmallVector<Value> {
                    Value rows = kb.min(kb.index(sizes.blockQ),
                                        kb.sub(rowEnd, rowStart));
                    auto step = KeyGradStepOp::create(
                        b, stateType, inner[0], p.query, dOut, lse, delta,
                        p.bias, p.alibiSlopes, p.seed, p.offset, frame.batch,
                        head, kvHead, rowStart, rows, keyStart, keys,
                        frame.lengthQ, frame.lengthKv, orNull(frame.baseQ),
                        band, layout, b.getF64FloatAttr(p.scale),
                        b.getF64FloatAttr(p.dropout),
                        b.getI64IntegerAttr(p.dropout > 0.0 ? p.headsQ : 0));
                    cloneModifiers(step);
                    return {step.getResult()};
                  }));
            });
        KeyGradFinishOp::create(b, last[0], dKey, dValue, frame.batch,
                                kvHead, keyStart, keys, orNull(frame.baseKv),
                                layout);
      });
    });
  }
};
} // namespace

/// Copies the f32 sums of d_bias into the d_bias result of another type,
/// rounding once.
static void copyBiasGradient(KernelBuilder &kb, Value sums, Value dBias) {
  auto type = cast<MemRefType>(dBias.getType());
  std::function<void(SmallVector<Value>)> copy = [&](SmallVector<Value> at) {
    if (static_cast<int64_t>(at.size()) == type.getRank()) {
      kb.storeFromF32(kb.loadF32(sums, at), dBias, at);
      return;
    }
    kb.forLoop(kb.index(0), kb.dim(dBias, at.size()), 1, [&](Value i) {
      SmallVector<Value> inner = at;
      inner.push_back(i);
      copy(inner);
    });
  };
  copy({});
}

/// The backward: dQ per query tile, then dK/dV per key tile.
static void tileBackward(RewriterBase &rewriter, SdpaGradOp op,
                         AttentionTileSizes sizes) {
  ImplicitLocOpBuilder b(op.getLoc(), rewriter);
  KernelBuilder kb(b);
  AttentionProblem problem = bufferizedProblem(b, op);
  BackwardTiler tiler{b, kb, problem, op, sizes};
  tiler.out = toReadOnlyBuffer(b, op.getOut());
  tiler.dOut = toReadOnlyBuffer(b, op.getDOut());
  tiler.lse = toReadOnlyBuffer(b, op.getLse());
  tiler.dQuery = allocateGradient(kb, op.getDQuery(), problem.query);
  tiler.dKey = allocateGradient(kb, op.getDKey(), problem.key);
  tiler.dValue = allocateGradient(kb, op.getDValue(), problem.value);
  Value dBias = op.getDBias()
                    ? allocateGradient(kb, op.getDBias(), problem.bias)
                    : Value();
  Value dSink = op.getDSink()
                    ? allocateGradient(kb, op.getDSink(), problem.sink)
                    : Value();
  auto fillZero = [&](Value buffer) {
    Type element = cast<MemRefType>(buffer.getType()).getElementType();
    linalg::FillOp::create(b, ValueRange{kb.fromF32(kb.f32(0.0), element)},
                           ValueRange{buffer});
  };
  // Packed tokens outside every sequence get zero gradients.
  if (problem.layout == Layout::thd)
    for (Value gradient : {tiler.dQuery, tiler.dKey, tiler.dValue})
      fillZero(gradient);
  // d_bias sums in f32 (in place when it is f32): rounding every partial
  // sum to bf16 would not be the op's f32 accumulation.
  if (dBias) {
    tiler.biasGradSum = dBias;
    if (!cast<MemRefType>(dBias.getType()).getElementType().isF32())
      tiler.biasGradSum = allocateGradient(kb, op.getDBias(), problem.bias,
                                           b.getF32Type());
    fillZero(tiler.biasGradSum);
  }
  // delta has lse's shape and indexing; the deallocation pipeline frees it.
  auto lseType = cast<MemRefType>(tiler.lse.getType());
  SmallVector<Value> deltaSizes;
  for (int64_t d = 0; d < lseType.getRank(); ++d)
    if (lseType.isDynamicDim(d))
      deltaSizes.push_back(kb.dim(tiler.lse, d));
  tiler.delta = memref::AllocOp::create(b, lseType, deltaSizes);

  tiler.queryTiles();
  if (dSink)
    tiler.sinkGradient(dSink);
  tiler.keyTiles();
  if (dBias && tiler.biasGradSum != dBias)
    copyBiasGradient(kb, tiler.biasGradSum, dBias);

  SmallVector<Value> results;
  for (auto [result, buffer] :
       llvm::zip(op->getResults().take_front(3),
                 SmallVector<Value>{tiler.dQuery, tiler.dKey, tiler.dValue}))
    results.push_back(bufferization::ToTensorOp::create(
        b, result.getType(), buffer, /*restrict=*/true, /*writable=*/true));
  if (dBias)
    results.push_back(bufferization::ToTensorOp::create(
        b, op.getDBias().getType(), dBias, true, true));
  if (dSink)
    results.push_back(bufferization::ToTensorOp::create(
        b, op.getDSink().getType(), dSink, true, true));
  rewriter.replaceOp(op, results);
}

LogicalResult mlir::attn::tileAttention(RewriterBase &rewriter,
                                        AttentionOpInterface op,
                                        AttentionTileSizes sizes) {
  if (tileUnsupportedReason(op) || sizes.blockQ <= 0 || sizes.blockKv <= 0)
    return failure();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  if (auto forward = dyn_cast<SdpaOp>(op.getOperation()))
    tileForward(rewriter, forward, sizes);
  else
    tileBackward(rewriter, cast<SdpaGradOp>(op.getOperation()), sizes);
  return success();
}

namespace {
struct TileAttention
    : public OpInterfaceRewritePattern<AttentionOpInterface> {
  TileAttention(MLIRContext *context, AttentionTileSizes defaults)
      : OpInterfaceRewritePattern(context), defaults(defaults) {}

  LogicalResult matchAndRewrite(AttentionOpInterface op,
                                PatternRewriter &rewriter) const override {
    return tileAttention(rewriter, op, resolveTileSizes(op, defaults));
  }

  AttentionTileSizes defaults;
};

struct LowerBandKeys : public OpRewritePattern<BandKeysOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BandKeysOp op,
                                PatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    MaskBandBuilder a(b, b.getIndexType());
    MaskBand band = op.getBand().getMaskBand();
    Value offset = band.diagonalOffset(a, op.getLengthQ(), op.getLengthKv());
    BandRange<Value> keys = band.keyRange(a, op.getFirstRow(),
                                          op.getLastRow(), offset,
                                          op.getLengthKv());
    Value end = a.select(a.lessEqual(op.getFirstRow(), op.getLastRow()),
                         keys.end, keys.begin);
    rewriter.replaceOp(op, {keys.begin, end});
    return success();
  }
};

struct LowerBandRows : public OpRewritePattern<BandRowsOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BandRowsOp op,
                                PatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    MaskBandBuilder a(b, b.getIndexType());
    MaskBand band = op.getBand().getMaskBand();
    Value offset = band.diagonalOffset(a, op.getLengthQ(), op.getLengthKv());
    BandRange<Value> rows =
        band.rowRange(a, op.getFirstKey(), op.getLastKey(), offset,
                      op.getLengthQ(), op.getLengthKv());
    rewriter.replaceOp(op, {rows.begin, rows.end});
    return success();
  }
};

struct AttnTilePass : public mlir::attn::impl::AttnTilePassBase<AttnTilePass> {
  using Base::Base;

  void runOnOperation() override {
    if (blockQ < 0 || blockKv <= 0) {
      getOperation()->emitError()
          << "attn-tile: "
          << (blockQ < 0 ? "block-q must be positive (or 0 for the "
                           "direction's default), got " +
                               std::to_string(blockQ)
                         : "block-kv must be positive, got " +
                               std::to_string(blockKv));
      return signalPassFailure();
    }
    SmallVector<AttentionOpInterface> ops;
    getOperation()->walk([&](AttentionOpInterface op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (AttentionOpInterface op : ops)
      (void)tileAttention(
          rewriter, op,
          resolveTileSizes(op, {blockQ, blockKv, alignKeySteps}));
  }
};
} // namespace

void mlir::attn::populateAttnTilePatterns(RewritePatternSet &patterns,
                                          AttentionTileSizes defaults) {
  patterns.add<TileAttention>(patterns.getContext(), defaults);
}

void mlir::attn::populateLowerBandPatterns(RewritePatternSet &patterns) {
  patterns.add<LowerBandKeys, LowerBandRows>(patterns.getContext());
}
