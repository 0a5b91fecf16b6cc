//===- AttnToCuDNN.cpp - the attn-to-cudnn pass ---------------------------===//
//
// Lowers every attention op whose backend is cuDNN alone (its attn.backend
// attribute, else the pass option) to the runtime's cuDNN calls
// (CudnnLowering.h). Ops for the generated kernels, and "auto" ops (both
// compiled, the generated kernels as the run-time fallback), are left to
// attn-to-gpu.
//
//===----------------------------------------------------------------------===//

#include "BackendSelection.h"
#include "CudnnLowering.h"

#include "../AttentionKernels/HostCode.h"

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/BuiltinOps.h"

namespace mlir::attn {
#define GEN_PASS_DEF_CONVERTATTNTOCUDNNPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::gpu_kernels;

namespace {
struct ConvertAttnToCuDNNPass
    : public mlir::attn::impl::ConvertAttnToCuDNNPassBase<
          ConvertAttnToCuDNNPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    // The ops requested for cuDNN alone; the others are attn-to-gpu's.
    SmallVector<Operation *> cudnnOps;
    bool ok = true;
    module.walk([&](AttentionOpInterface op) {
      FailureOr<StringRef> requested = requestedBackend(op, backend);
      if (failed(requested))
        ok = false;
      else if (*requested == backendName(GpuBackend::cudnn))
        cudnnOps.push_back(op);
    });
    if (!ok)
      return signalPassFailure();
    if (cudnnOps.empty())
      return;
    // The chip matters only once there is something to lower: what cuDNN
    // takes depends on it, and the fix-up kernels are built for it.
    std::optional<int64_t> capability = computeCapability(chip);
    if (!capability || *capability < 80) {
      module.emitError() << "attn-to-cudnn: unsupported chip '" << chip
                         << "' (cuDNN's fused attention and the fix-up "
                            "kernels need sm_80 or newer)";
      return signalPassFailure();
    }
    // Check every op first so that all problems are reported at once.
    // Under "cudnn" the generated kernels are never asked.
    for (Operation *op : cudnnOps)
      if (failed(resolveBackend(op, backendName(GpuBackend::cudnn),
                                *capability, [] { return std::string(); })))
        ok = false;
    if (!ok)
      return signalPassFailure();

    gpu::GPUModuleOp kernels =
        getOrCreateKernelModule(module, chip, *capability);
    SymbolTable kernelSymbols(kernels);
    unsigned counter = 0;
    for (Operation *op : cudnnOps)
      lowerToCudnn(op, kernels, kernelSymbols, counter);
  }
};
} // namespace
