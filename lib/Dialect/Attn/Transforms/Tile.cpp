//===- Tile.cpp - attention into the tile-level IR ------------------------===//
//
// attn-tile: attn.sdpa → a parallel loop over query tiles, each walking only
// the key tiles its rows can see, with attn.online_* steps inside. The band
// lowering (attn.band_keys → arith) that every backend shares lives here
// too, beside the op that emits it.
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
  auto tiling = op->getAttrOfType<TilingAttr>(AttnDialect::kTilingAttrName);
  if (!tiling)
    return defaults;
  if (tiling.getBlockQ())
    defaults.blockQ = tiling.getBlockQ();
  if (tiling.getBlockKv())
    defaults.blockKv = tiling.getBlockKv();
  return defaults;
}

std::optional<std::string> mlir::attn::tileUnsupportedReason(SdpaOp op) {
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
    // that the mask_mod empties are dropped too.
    Value lastRow = kb.sub(kb.min(tileEnd, frame.lengthQ), kb.index(1));
    BandAttr band = BandAttr::get(context, p.band);
    auto keyRange =
        BandKeysOp::create(b, b.getIndexType(), b.getIndexType(), band,
                           rowStart, lastRow, frame.lengthQ, frame.lengthKv);
    Value begin = keyRange.getBegin(), end = keyRange.getEnd();
    std::tie(begin, end) = frames.narrowByMaskMod(
        frame, {head, head}, {rowStart, lastRow}, /*alongKeys=*/true, begin,
        begin, end, sizes.blockKv);
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

LogicalResult mlir::attn::tileAttention(RewriterBase &rewriter, SdpaOp op,
                                        AttentionTileSizes sizes) {
  if (tileUnsupportedReason(op) || sizes.blockQ <= 0 || sizes.blockKv <= 0)
    return failure();
  OpBuilder::InsertionGuard guard(rewriter);
  rewriter.setInsertionPoint(op);
  ImplicitLocOpBuilder b(op.getLoc(), rewriter);
  KernelBuilder kb(b);
  AttentionProblem problem = bufferizedProblem(b, op);
  Value out = allocateResult(kb, op.getOut(), problem);
  Value lse = op.getLse() ? allocateResult(kb, op.getLse(), problem) : Value();

  Value batches;
  if (problem.layout == Layout::thd) {
    AttentionFrameBuilder frames(kb, problem);
    fillUncoveredTokens(kb, frames, out, lse, problem.headsQ);
    batches = kb.sub(kb.dim(problem.seqlensQ, 0), kb.index(1));
  } else {
    batches = kb.dim(problem.query, batchDimension(problem.layout));
  }
  Value seqQ = kb.dim(problem.query, sequenceDimension(problem.layout));
  Value queryTiles =
      arith::CeilDivSIOp::create(b, seqQ, kb.index(sizes.blockQ));
  Value zero = kb.index(0), one = kb.index(1);
  QueryTileEmitter tile{b, problem, op, sizes, out, lse};
  scf::ParallelOp::create(
      b, ValueRange{zero, zero, zero},
      ValueRange{batches, kb.index(problem.headsQ), queryTiles},
      ValueRange{one, one, one},
      [&](OpBuilder &nested, Location, ValueRange ivs) {
        OpBuilder::InsertionGuard bodyGuard(b);
        b.setInsertionPoint(nested.getInsertionBlock(),
                            nested.getInsertionPoint());
        tile.emit(ivs[0], ivs[1], ivs[2]);
      });

  SmallVector<Value> results{bufferization::ToTensorOp::create(
      b, op.getOut().getType(), out, /*restrict=*/true, /*writable=*/true)};
  if (lse)
    results.push_back(bufferization::ToTensorOp::create(
        b, op.getLse().getType(), lse, /*restrict=*/true, /*writable=*/true));
  rewriter.replaceOp(op, results);
  return success();
}

namespace {
struct TileSdpa : public OpRewritePattern<SdpaOp> {
  TileSdpa(MLIRContext *context, AttentionTileSizes defaults)
      : OpRewritePattern(context), defaults(defaults) {}

  LogicalResult matchAndRewrite(SdpaOp op,
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

struct AttnTilePass : public mlir::attn::impl::AttnTilePassBase<AttnTilePass> {
  using Base::Base;

  void runOnOperation() override {
    for (auto [name, value] : {std::pair<StringRef, int64_t>{"block-q", blockQ},
                               {"block-kv", blockKv}})
      if (value <= 0) {
        getOperation()->emitError()
            << "attn-tile: " << name << " must be positive, got " << value;
        return signalPassFailure();
      }
    SmallVector<SdpaOp> ops;
    getOperation()->walk([&](SdpaOp op) { ops.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (SdpaOp op : ops)
      (void)tileAttention(rewriter, op,
                          resolveTileSizes(op, {blockQ, blockKv}));
  }
};
} // namespace

void mlir::attn::populateAttnTilePatterns(RewritePatternSet &patterns,
                                          AttentionTileSizes defaults) {
  patterns.add<TileSdpa>(patterns.getContext(), defaults);
}

void mlir::attn::populateLowerBandPatterns(RewritePatternSet &patterns) {
  patterns.add<LowerBandKeys>(patterns.getContext());
}
