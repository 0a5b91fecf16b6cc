//===- AttnToCPU.cpp - lower attn ops to fused CPU loops ------------------===//
//
// Bridges attn ops on tensors to the CPU kernels: the forward through the
// tile-level IR (attn-tile's rewrite, then TileOpsToCPU.cpp's steps), the
// backward to BackwardKernel.cpp's loops.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToCPU/AttnToCPU.h"
#include "AttnToCPUKernels.h"
#include "attn/Dialect/Attn/Transforms/Tile.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "attn-to-cpu"

namespace mlir::attn {
#define GEN_PASS_DEF_CONVERTATTNTOCPUPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::cpu;
using namespace mlir::attn::kernels;


/// A fresh buffer shaped like tensor type `type`, sizing dynamic dimensions
/// from `sizeSource` dimensions given by `dynamicSizes`.
static Value allocateLike(ImplicitLocOpBuilder &b, RankedTensorType type,
                          ArrayRef<Value> dynamicSizes) {
  return memref::AllocOp::create(
      b, MemRefType::get(type.getShape(), type.getElementType()),
      dynamicSizes);
}

/// `options` overridden by the op's #attn.tiling (block_q, block_kv).
static CPUKernelOptions optionsFor(Operation *op, CPUKernelOptions options) {
  auto tiling = op->getAttrOfType<TilingAttr>(AttnDialect::kTilingAttrName);
  if (!tiling)
    return options;
  if (tiling.getBlockQ())
    options.queryTile = tiling.getBlockQ();
  if (tiling.getBlockKv())
    options.keyTile = tiling.getBlockKv();
  return options;
}

/// Reports, at the op, what keeps it from the CPU kernels.
static LogicalResult checkLowerable(AttentionOpInterface op,
                                    CPUKernelOptions options) {
  options = optionsFor(op, options);
  AttentionDims dims = op.getDims();
  std::optional<double> scale = op.getEffectiveScale();
  if (ShapedType::isDynamic(dims.headsQ) ||
      ShapedType::isDynamic(dims.headsKv) ||
      ShapedType::isDynamic(dims.headDimQK) ||
      ShapedType::isDynamic(dims.headDimV))
    return op->emitOpError(
        "CPU lowering needs static head counts and head dimensions");
  if (!scale)
    return op->emitOpError("CPU lowering needs a known scale");
  if (options.queryTile < 0)
    return op->emitOpError()
           << "invalid CPU query tile " << options.queryTile
           << " (a positive row count, or 0 for the kernel's default)";
  if (options.keyTile <= 0 || options.keyTile % 8 != 0)
    return op->emitOpError() << "invalid CPU key tile " << options.keyTile
                             << " (a positive multiple of 8)";
  return success();
}

/// Collects the operands of a lowerable op as memrefs.
template <typename OpTy>
static FailureOr<AttentionProblem>
prepareProblem(OpTy op, ImplicitLocOpBuilder &b,
               const CPUKernelOptions &options) {
  if (failed(checkLowerable(op, options)))
    return failure();
  return bufferizedProblem(b, op);
}

namespace {
struct LowerSdpaGradToCPU : public OpRewritePattern<SdpaGradOp> {
  LowerSdpaGradToCPU(MLIRContext *context, const CPUKernelOptions &options)
      : OpRewritePattern(context), options(options) {}

  LogicalResult matchAndRewrite(SdpaGradOp op,
                                PatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    FailureOr<AttentionProblem> problem =
        prepareProblem(op, b, options);
    if (failed(problem))
      return failure();

    // Every gradient has the shape of its primal operand.
    auto gradientLike = [&](Value result, Value primal) -> Value {
      auto type = cast<RankedTensorType>(result.getType());
      SmallVector<Value> sizes;
      for (int64_t d = 0; d < type.getRank(); ++d)
        if (type.isDynamicDim(d))
          sizes.push_back(tensor::DimOp::create(b, primal, d));
      return allocateLike(b, type, sizes);
    };

    BackwardBuffers buffers;
    buffers.out = toReadOnlyBuffer(b, op.getOut());
    buffers.dOut = toReadOnlyBuffer(b, op.getDOut());
    buffers.lse = toReadOnlyBuffer(b, op.getLse());
    buffers.dQuery = gradientLike(op.getDQuery(), op.getQuery());
    buffers.dKey = gradientLike(op.getDKey(), op.getKey());
    buffers.dValue = gradientLike(op.getDValue(), op.getValue());
    if (Value dBias = op.getDBias())
      buffers.dBias = gradientLike(dBias, op.getBias());
    if (Value dSink = op.getDSink())
      buffers.dSink = gradientLike(dSink, op.getSink());

    CPUKernelOptions tiles = optionsFor(op, options);
    if (!tiles.queryTile)
      tiles.queryTile = backwardQueryTile;
    emitBackwardKernel(b, *problem, tiles, buffers);

    SmallVector<Value> results;
    for (auto [result, buffer] :
         llvm::zip(op->getResults(),
                   SmallVector<Value>{buffers.dQuery, buffers.dKey,
                                      buffers.dValue})) {
      results.push_back(bufferization::ToTensorOp::create(
          b, result.getType(), buffer, /*restrict=*/true, /*writable=*/true));
    }
    if (Value dBias = op.getDBias())
      results.push_back(bufferization::ToTensorOp::create(
          b, dBias.getType(), buffers.dBias, true, true));
    if (Value dSink = op.getDSink())
      results.push_back(bufferization::ToTensorOp::create(
          b, dSink.getType(), buffers.dSink, true, true));
    rewriter.replaceOp(op, results);
    return success();
  }

  CPUKernelOptions options;
};

struct ConvertAttnToCPUPass
    : public mlir::attn::impl::ConvertAttnToCPUPassBase<ConvertAttnToCPUPass> {
  using Base::Base;

  void runOnOperation() override {
    CPUKernelOptions options;
    options.queryTile = queryTile;
    options.keyTile = keyTile;
    // Report every op the kernels cannot take, once, before rewriting.
    bool lowerable = true;
    getOperation()->walk([&](AttentionOpInterface op) {
      lowerable &= succeeded(checkLowerable(op, options));
    });
    if (!lowerable)
      return signalPassFailure();
    // The forward goes through the tile-level IR (attn-tile's rewrite, for
    // ops that did not come through attn-tile), then its steps.
    SmallVector<SdpaOp> forwards;
    getOperation()->walk([&](SdpaOp op) { forwards.push_back(op); });
    IRRewriter rewriter(&getContext());
    for (SdpaOp op : forwards) {
      CPUKernelOptions tiles = optionsFor(op, options);
      AttentionTileSizes sizes{tiles.queryTile ? tiles.queryTile
                                               : forwardQueryTile,
                               tiles.keyTile};
      if (failed(tileAttention(rewriter, op, sizes))) {
        op.emitOpError("cannot be tiled for the CPU");
        return signalPassFailure();
      }
    }
    if (failed(lowerTileOpsToCPU(getOperation())))
      return signalPassFailure();
    RewritePatternSet patterns(&getContext());
    populateAttnToCPUPatterns(patterns, options);
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      return signalPassFailure();
  }
};
} // namespace

void mlir::attn::populateAttnToCPUPatterns(RewritePatternSet &patterns,
                                           const CPUKernelOptions &options) {
  patterns.add<LowerSdpaGradToCPU>(patterns.getContext(), options);
}
