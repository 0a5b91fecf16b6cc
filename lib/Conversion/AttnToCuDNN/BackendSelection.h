//===- BackendSelection.h - where an attention op runs on the GPU -*- C++ -*-===//
//
// The one decision between attn's GPU backends, shared by the
// attn-select-backend pass (which records it on the op), attn-to-cudnn and
// attn-to-gpu (which lower by it): the generated kernels, cuDNN's fused attention, or
// both with the generated kernels as the run-time fallback.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOCUDNN_BACKENDSELECTION_H
#define ATTN_LIB_CONVERSION_ATTNTOCUDNN_BACKENDSELECTION_H

#include "mlir/IR/Operation.h"
#include "llvm/ADT/STLFunctionalExtras.h"

#include <string>

namespace mlir::attn::gpu_kernels {

/// The attribute that carries an op's backend: "fused", "cudnn" or "auto"
/// (requested by the user or a previous attn-select-backend, which leaves
/// only what it resolved).
inline constexpr llvm::StringLiteral kBackendAttrName = "attn.backend";

enum class GpuBackend {
  fused,            // the generated kernels
  cudnn,            // cuDNN only
  cudnnWithFallback // cuDNN, and the generated kernels where it declines
};

/// The backend requested for `op`: its attn.backend attribute, else
/// `passDefault`. An unknown name is an error at the op (or, for the pass
/// option, at the op too, naming the option).
FailureOr<StringRef> requestedBackend(Operation *op, StringRef passDefault);

/// Resolves `requested` for `op` on a chip of compute capability
/// `capability`. `fusedUnsupportedReason` says why the
/// generated kernels cannot compute it ("" if they can); it is asked only
/// where it matters. Under "auto": both where both can (cuDNN with the
/// generated kernels as fallback), else the one that can, with a remark
/// naming why the other cannot. Under "cudnn": cuDNN, or an error naming
/// why not. Under "fused": the generated kernels (their own errors come
/// when they are described).
FailureOr<GpuBackend>
resolveBackend(Operation *op, StringRef requested, int64_t capability,
               llvm::function_ref<std::string()> fusedUnsupportedReason);

/// The attribute value that records `backend` ("fused", "cudnn", "auto").
StringRef backendName(GpuBackend backend);

} // namespace mlir::attn::gpu_kernels

#endif // ATTN_LIB_CONVERSION_ATTNTOCUDNN_BACKENDSELECTION_H
