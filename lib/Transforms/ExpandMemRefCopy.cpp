//===- ExpandMemRefCopy.cpp - memref.copy as linalg.copy ------------------===//
//
// Keeps compiled modules free of MLIR's C runner library: strided copies
// become loops through linalg.copy instead of calls to memrefCopy.
//
//===----------------------------------------------------------------------===//

#include "attn/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "attn-expand-memref-copy"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNEXPANDMEMREFCOPYPASS
#include "attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

namespace {
struct CopyAsLinalg : OpRewritePattern<memref::CopyOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(memref::CopyOp copy,
                                PatternRewriter &rewriter) const override {
    auto source = dyn_cast<MemRefType>(copy.getSource().getType());
    auto target = dyn_cast<MemRefType>(copy.getTarget().getType());
    if (!source || !target)
      return rewriter.notifyMatchFailure(copy, "unranked copy");
    rewriter.replaceOpWithNewOp<linalg::CopyOp>(copy, copy.getSource(),
                                                copy.getTarget());
    return success();
  }
};

struct AttnExpandMemRefCopyPass
    : public mlir::attn::impl::AttnExpandMemRefCopyPassBase<
          AttnExpandMemRefCopyPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    patterns.add<CopyAsLinalg>(&getContext());
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
