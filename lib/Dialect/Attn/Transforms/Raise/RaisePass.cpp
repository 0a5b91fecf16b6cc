//===- RaisePass.cpp - raise naive attention to attn.sdpa -----------------===//
//
// The values feeding a contraction are described symbolically in its
// iteration space (looking through elementwise ops, broadcasts, transposes,
// fills and reshapes; AttentionExpr.h), the description is matched against
// the canonical form of softmax attention (AttentionMatch.h), and a match is
// replaced with attn.sdpa (Raiser.h). See AttnRaisePass in Passes.td.
//
//===----------------------------------------------------------------------===//

#include "AttentionMatch.h"
#include "Raiser.h"

#include "attn/Dialect/Attn/Analysis/AttentionExpr.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Transforms/RaiseCanonicalization.h"
#include "attn/Transforms/Passes.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"
#include "llvm/ADT/SmallPtrSet.h"

#define DEBUG_TYPE "attn-raise"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNRAISEPASS
#include "attn/Dialect/Attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::raise;

namespace {
/// Does this contraction look like the P·V of an attention (it consumes an
/// exp through a division)? Only those are reported as misses.
bool looksLikeAttention(linalg::GenericOp generic) {
  bool found = false;
  SmallVector<Operation *> worklist = {generic};
  llvm::SmallPtrSet<Operation *, 16> seen;
  while (!worklist.empty() && !found) {
    Operation *op = worklist.pop_back_val();
    if (!op || !seen.insert(op).second || seen.size() > 64)
      continue;
    op->walk([&](Operation *inner) {
      found |= isa<math::ExpOp, math::Exp2Op>(inner);
    });
    for (Value operand : op->getOperands())
      if (Operation *def = operand.getDefiningOp())
        if (isa<linalg::LinalgOp, tensor::CollapseShapeOp,
                tensor::ExpandShapeOp, tensor::ExtractSliceOp,
                tensor::ConcatOp>(def))
          worklist.push_back(def);
  }
  return found;
}

struct AttnRaisePass
    : public mlir::attn::impl::AttnRaisePassBase<AttnRaisePass> {
  using Base::Base;

  void runOnOperation() override {
    Operation *top = getOperation();
    MLIRContext *ctx = &getContext();

    // Canonical form: decomposed softmax, generic ops only.
    if (failed(decomposeLinalgToGenerics(top)))
      return signalPassFailure();
    IRRewriter rewriter(ctx);

    Describer describer(ctx);
    describer.setWidenIntermediates(widenIntermediates);
    SmallVector<linalg::GenericOp> roots;
    top->walk([&](linalg::GenericOp generic) {
      if (isSingleReduction(generic) && generic.getNumDpsInputs() >= 1)
        roots.push_back(generic);
    });
    // Raise from the last contraction backwards so that a raised P·V does
    // not leave its Q·K as a root candidate.
    llvm::SmallPtrSet<Operation *, 16> consumed;
    for (linalg::GenericOp root : llvm::reverse(roots)) {
      if (consumed.contains(root))
        continue;
      Miss miss;
      AttentionMatcher matcher(root, describer,
                               RaisePolicy{widenAccumulation,
                                           roundProbabilities,
                                           widenIntermediates});
      FailureOr<Match> match = matcher.match(miss);
      if (succeeded(match)) {
        Raiser raiser(*match, ctx);
        if (succeeded(raiser.analyse(miss))) {
          raiser.rewrite(rewriter);
          for (Operation *op : match->ops)
            consumed.insert(op);
          continue;
        }
      }
      if (report && root.getNumDpsInputs() >= 2 && looksLikeAttention(root))
        root.emitRemark() << "attn-raise: not raised: " << miss.reason;
    }

    // The replaced graph is now dead.
    RewritePatternSet cleanup(ctx);
    populateRaiseCleanupPatterns(cleanup);
    if (failed(applyPatternsGreedily(top, std::move(cleanup))))
      return signalPassFailure();
  }
};
} // namespace
