//===- AttnToCPU.cpp - lower attn ops to fused CPU loops ------------------===//
//
// Bridges attn ops on tensors to the CPU kernels, both directions through
// the tile-level IR: attn-tile's rewrite, then TileOpsToCPU.cpp's steps.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToCPU/AttnToCPU.h"
#include "AttnToCPUKernels.h"
#include "attn/Dialect/Attn/Transforms/Tile.h"

#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/PatternMatch.h"

#define DEBUG_TYPE "attn-to-cpu"

namespace mlir::attn {
#define GEN_PASS_DEF_CONVERTATTNTOCPUPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::cpu;
using namespace mlir::attn::kernels;

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

namespace {
struct ConvertAttnToCPUPass
    : public mlir::attn::impl::ConvertAttnToCPUPassBase<ConvertAttnToCPUPass> {
  using Base::Base;

  void runOnOperation() override {
    CPUKernelOptions options;
    options.queryTile = queryTile;
    options.keyTile = keyTile;
    if (failed(lowerAttentionToCPU(getOperation(), options)))
      return signalPassFailure();
  }
};
} // namespace

LogicalResult mlir::attn::lowerAttentionToCPU(Operation *root,
                                              const CPUKernelOptions &options) {
  // Report every op the kernels cannot take, once, before rewriting.
  SmallVector<AttentionOpInterface> ops;
  bool lowerable = true;
  root->walk([&](AttentionOpInterface op) {
    lowerable &= succeeded(checkLowerable(op, options));
    ops.push_back(op);
  });
  if (!lowerable)
    return failure();
  // Both directions go through the tile-level IR (attn-tile's rewrite, for
  // ops that did not come through attn-tile), then their steps.
  IRRewriter rewriter(root->getContext());
  for (AttentionOpInterface op : ops) {
    CPUKernelOptions tiles = optionsFor(op, options);
    if (failed(tileAttention(
            rewriter, op,
            resolveTileSizes(op, {tiles.queryTile, tiles.keyTile}))))
      return op->emitOpError("cannot be tiled for the CPU");
  }
  return lowerTileOpsToCPU(root);
}
