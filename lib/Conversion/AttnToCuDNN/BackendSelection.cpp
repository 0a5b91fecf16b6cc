//===- BackendSelection.cpp - where an attention op runs on the GPU -------===//

#include "BackendSelection.h"
#include "CudnnLowering.h"

#include "mlir/IR/BuiltinAttributes.h"
#include "mlir/IR/Diagnostics.h"

using namespace mlir;
using namespace mlir::attn::gpu_kernels;

static bool isBackendName(StringRef name) {
  return name == "fused" || name == "cudnn" || name == "auto";
}

FailureOr<StringRef>
mlir::attn::gpu_kernels::requestedBackend(Operation *op,
                                          StringRef passDefault) {
  if (Attribute attr = op->getAttr(kBackendAttrName)) {
    auto name = dyn_cast<StringAttr>(attr);
    if (!name || !isBackendName(name.getValue()))
      return op->emitOpError()
             << "has " << kBackendAttrName << " = " << attr
             << "; expected \"fused\", \"cudnn\" or \"auto\"";
    return name.getValue();
  }
  if (!isBackendName(passDefault))
    return op->emitOpError() << "cannot be lowered: unknown backend '"
                             << passDefault
                             << "' (available: fused, cudnn, auto)";
  return passDefault;
}

FailureOr<GpuBackend> mlir::attn::gpu_kernels::resolveBackend(
    Operation *op, StringRef requested, int64_t capability,
    llvm::function_ref<std::string()> fusedUnsupportedReason) {
  if (requested == "fused")
    return GpuBackend::fused;
  std::string cudnnWhy = cudnnUnsupportedReason(op, capability);
  if (requested == "cudnn") {
    if (!cudnnWhy.empty())
      return op->emitOpError() << "cannot use the cuDNN backend: " << cudnnWhy;
    return GpuBackend::cudnn;
  }
  if (!cudnnWhy.empty()) {
    op->emitRemark() << "using the generated kernel: cuDNN cannot take this "
                        "op ("
                     << cudnnWhy << ")";
    return GpuBackend::fused;
  }
  std::string fusedWhy = fusedUnsupportedReason();
  if (fusedWhy.empty())
    return GpuBackend::cudnnWithFallback;
  op->emitRemark() << "cuDNN only, with no fallback where cuDNN is missing: "
                      "the generated kernel cannot take this op ("
                   << fusedWhy << ")";
  return GpuBackend::cudnn;
}

StringRef mlir::attn::gpu_kernels::backendName(GpuBackend backend) {
  switch (backend) {
  case GpuBackend::fused:
    return "fused";
  case GpuBackend::cudnn:
    return "cudnn";
  case GpuBackend::cudnnWithFallback:
    return "auto";
  }
  return "fused";
}
