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
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
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
  if (op.getLayout() == Layout::thd)
    return std::string("the packed 'thd' layout");
  if (op.hasModifiers())
    return std::string("score_mod/mask_mod regions");
  if (op.getDropout().convertToDouble() > 0.0)
    return std::string("dropout");
  AttentionDims dims = op.getDims();
  for (int64_t size :
       {dims.headsQ, dims.headsKv, dims.headDimQK, dims.headDimV})
    if (ShapedType::isDynamic(size))
      return std::string("dynamic head counts or head dimensions");
  if (!op.getEffectiveScale())
    return std::string("an unknown scale");
  return std::nullopt;
}

/// A buffer for result `result` (out: q's shape with v's head dimension;
/// lse: [B, Hq, Sq]), sized from the query buffer where dynamic.
static Value allocateResult(KernelBuilder &kb, Value result,
                            const AttentionProblem &p) {
  auto type = cast<RankedTensorType>(result.getType());
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d) {
    if (!type.isDynamicDim(d))
      continue;
    // A dynamic lse dimension is the batch (0) or the sequence (2); a
    // dynamic out dimension is q's (the head dims are static here).
    int64_t queryDim = d;
    if (type.getRank() == 3)
      queryDim = d == 0 ? batchDimension(p.layout) : sequenceDimension(p.layout);
    sizes.push_back(kb.dim(p.query, queryDim));
  }
  return memref::AllocOp::create(
      kb.builder(), MemRefType::get(type.getShape(), type.getElementType()),
      sizes);
}

namespace {
/// Emits the body of one query tile: init, the band's key range, the steps
/// and the finish.
struct QueryTileEmitter {
  ImplicitLocOpBuilder &b;
  const AttentionProblem &p;
  AttentionTileSizes sizes;
  Value out, lse;

  void emit(Value batch, Value head, Value queryTile) {
    KernelBuilder kb(b);
    AttentionFrameBuilder frames(kb, p);
    MLIRContext *context = b.getContext();
    SequenceFrame frame = frames.frameFor(batch);
    Value rowStart = kb.mul(queryTile, kb.index(sizes.blockQ));
    Value tileEnd = kb.min(kb.add(rowStart, kb.index(sizes.blockQ)),
                           frame.extentQ);
    Value rows = kb.sub(tileEnd, rowStart);
    Value kvHead = arith::DivUIOp::create(b, head, kb.index(p.groupSize()));
    auto layout = LayoutAttr::get(context, p.layout);
    auto stateType = OnlineStateType::get(context, sizes.blockQ,
                                          sizes.blockKv, p.headDimQK,
                                          p.headDimV);
    Value state = OnlineInitOp::create(b, stateType, p.query, batch, head,
                                       rowStart, rows, layout,
                                       b.getF64FloatAttr(p.scale));

    // Rows from the valid length on see no key: the range covers the
    // others, and is empty when none is valid.
    Value lastRow = kb.sub(kb.min(tileEnd, frame.lengthQ), kb.index(1));
    BandAttr band = BandAttr::get(context, p.band);
    auto keyRange = BandKeysOp::create(b, b.getIndexType(), b.getIndexType(),
                                       band, rowStart, lastRow,
                                       frame.lengthQ, frame.lengthKv);
    Value end = keyRange.getEnd();
    ValueRange last = kb.forLoopWithValues(
        keyRange.getBegin(), end, sizes.blockKv, ValueRange{state},
        [&](Value keyStart, ValueRange carried) -> SmallVector<Value> {
          Value keys =
              kb.min(kb.index(sizes.blockKv), kb.sub(end, keyStart));
          Value next = OnlineStepOp::create(
              b, stateType, carried[0], p.key, p.value, p.bias,
              p.alibiSlopes, batch, head, kvHead, rowStart, rows, keyStart,
              keys, frame.lengthQ, frame.lengthKv, band, layout);
          return {next};
        });
    OnlineFinishOp::create(b, last[0], out, lse, frames.sinkLogit(head),
                           batch, head, rowStart, rows, layout);
  }
};
} // namespace

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

  Value batches = kb.dim(problem.query, batchDimension(problem.layout));
  Value seqQ = kb.dim(problem.query, sequenceDimension(problem.layout));
  Value queryTiles =
      arith::CeilDivSIOp::create(b, seqQ, kb.index(sizes.blockQ));
  Value zero = kb.index(0), one = kb.index(1);
  QueryTileEmitter tile{b, problem, sizes, out, lse};
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
