//===- SelectBackend.cpp - the attn-select-backend pass -------------------===//
//
// Records each attention op's GPU backend (BackendSelection.h) as its
// attn.backend attribute, with the remarks and errors of the decision.
//
//===----------------------------------------------------------------------===//

#include "KernelCommon.h"
#include "../AttentionKernels/HostCode.h"
#include "../AttnToCuDNN/BackendSelection.h"

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/IR/BuiltinOps.h"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNSELECTBACKENDPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::gpu_kernels;

namespace {
struct AttnSelectBackendPass
    : public mlir::attn::impl::AttnSelectBackendPassBase<
          AttnSelectBackendPass> {
  using Base::Base;

  void runOnOperation() override {
    // As in attn-to-cudnn, the chip is checked only when there is an op to
    // decide for.
    bool anyOp = getOperation()
                     .walk([](AttentionOpInterface) {
                       return WalkResult::interrupt();
                     })
                     .wasInterrupted();
    if (!anyOp)
      return;
    std::optional<int64_t> capability = computeCapability(chip);
    if (!capability || *capability < 80) {
      getOperation().emitError()
          << "attn-select-backend: unsupported chip '" << chip
          << "' (attn's GPU backends need sm_80 or newer)";
      return signalPassFailure();
    }
    bool ok = true;
    getOperation().walk([&](AttentionOpInterface op) {
      FailureOr<StringRef> requested = requestedBackend(op, backend);
      FailureOr<GpuBackend> choice =
          succeeded(requested)
              ? resolveBackend(op, *requested, *capability,
                               [&] {
                                 return generatedKernelUnsupportedReason(op,
                                                                         chip);
                               })
              : FailureOr<GpuBackend>(failure());
      if (failed(choice)) {
        ok = false;
        return;
      }
      op->setAttr(kBackendAttrName,
                  StringAttr::get(op->getContext(), backendName(*choice)));
    });
    if (!ok)
      signalPassFailure();
  }
};
} // namespace
