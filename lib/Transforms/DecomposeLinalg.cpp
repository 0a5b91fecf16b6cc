//===- DecomposeLinalg.cpp - linalg to its generic canonical form ---------===//
//
// Decomposes aggregate linalg ops and generalises named ones.
//
//===----------------------------------------------------------------------===//

#include "attn/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Linalg/Transforms/Transforms.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "attn-decompose-linalg"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNDECOMPOSELINALGPASS
#include "attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

LogicalResult mlir::attn::decomposeLinalgToGenerics(Operation *root) {
  MLIRContext *ctx = root->getContext();
  SmallVector<linalg::SoftmaxOp> softmaxes;
  root->walk([&](linalg::SoftmaxOp op) { softmaxes.push_back(op); });
  IRRewriter rewriter(ctx);
  for (linalg::SoftmaxOp softmax : softmaxes) {
    rewriter.setInsertionPoint(softmax);
    FailureOr<SmallVector<Value>> results =
        softmax.decomposeOperation(rewriter);
    if (failed(results))
      return softmax.emitOpError("could not be decomposed");
    rewriter.replaceOp(softmax, *results);
  }
  RewritePatternSet patterns(ctx);
  linalg::populateLinalgNamedOpsGeneralizationPatterns(patterns);
  return applyPatternsGreedily(root, std::move(patterns));
}

namespace {
struct AttnDecomposeLinalgPass
    : public mlir::attn::impl::AttnDecomposeLinalgPassBase<
          AttnDecomposeLinalgPass> {
  void runOnOperation() override {
    if (failed(mlir::attn::decomposeLinalgToGenerics(getOperation())))
      signalPassFailure();
  }
};
} // namespace
