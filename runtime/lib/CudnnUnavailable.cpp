//===- CudnnUnavailable.cpp - the cuDNN calls without cuDNN's headers -----===//
//
// Built instead of Cudnn.cpp when CMake found no cuDNN headers: modules
// compiled for the cuDNN backend then load, and fail with this message
// when they run.
//
//===----------------------------------------------------------------------===//

#include "CudaLaunch.h"
#include "attn/ModuleAbi.h"

#include <cstdint>
#include <type_traits>

#define ATTN_EXPORT extern "C" __attribute__((visibility("default")))

namespace {
void unavailable() {
  attn::cuda::recordLaunchFailure(
      "this attn runtime was built without cuDNN's headers, so it cannot run "
      "ops lowered to the cuDNN backend; rebuild it with "
      "-DATTN_CUDNN_INCLUDE_DIR=<dir with cudnn_graph.h> (and CUDA's "
      "include directory found)");
}
} // namespace

// Without fallback (backend=cudnn) that is the failure; with it
// (backend=auto) the module runs its generated kernels.
ATTN_EXPORT int32_t attn_cudnnSdpaForward(int64_t, int64_t, int64_t, int64_t,
                                          int64_t, int64_t, int64_t, int64_t,
                                          int64_t, int64_t, int64_t, int64_t,
                                          int64_t, int64_t, int64_t fallback,
                                          double, void *, void *, void *,
                                          void *, void *, void *, void *,
                                          void *, void *) {
  if (fallback)
    return attn::abi::kCudnnNotRun;
  unavailable();
  return attn::abi::kCudnnRan;
}

ATTN_EXPORT int32_t attn_cudnnSdpaBackward(
    int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
    int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t fallback,
    double, void *, void *, void *, void *, void *, void *, void *, void *,
    void *, void *, void *, void *, void *) {
  if (fallback)
    return attn::abi::kCudnnNotRun;
  unavailable();
  return attn::abi::kCudnnRan;
}

// The definitions above are the calls the compiler emits.
static_assert(std::is_same_v<decltype(&attn_cudnnSdpaForward),
                             attn::abi::CudnnForwardFunction>);
static_assert(std::is_same_v<decltype(&attn_cudnnSdpaBackward),
                             attn::abi::CudnnBackwardFunction>);
