//===- ApproximateMath.cpp - polynomial math for vectorised kernels -------===//
//
// Applies the upstream polynomial approximations of f32 transcendentals.
//
//===----------------------------------------------------------------------===//

#include "attn/Transforms/Passes.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Math/Transforms/Passes.h"
#include "mlir/Dialect/Vector/IR/VectorOps.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

#define DEBUG_TYPE "attn-approximate-math"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNAPPROXIMATEMATHPASS
#include "attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;

namespace {
struct AttnApproximateMathPass
    : public mlir::attn::impl::AttnApproximateMathPassBase<
          AttnApproximateMathPass> {
  void runOnOperation() override {
    RewritePatternSet patterns(&getContext());
    populateMathPolynomialApproximationPatterns(
        patterns, [](StringRef name) {
          // Upstream passes either the mnemonic or the full op name.
          name.consume_front("math.");
          return name == "exp" || name == "log" || name == "exp2" ||
                 name == "log2" || name == "tanh" || name == "erf";
        });
    if (failed(applyPatternsGreedily(getOperation(), std::move(patterns))))
      signalPassFailure();
  }
};
} // namespace
