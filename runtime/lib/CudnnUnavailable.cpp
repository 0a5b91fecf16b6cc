//===- CudnnUnavailable.cpp - the cuDNN calls without cuDNN's headers -----===//
//
// Built instead of Cudnn.cpp when CMake found no cuDNN headers: modules
// compiled for the cuDNN backend then load, and fail with this message
// when they run.
//
//===----------------------------------------------------------------------===//

#include "CudaLaunch.h"

#include <cstdint>

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

// Ops compiled with backend=auto run their generated kernels.
ATTN_EXPORT int32_t attn_cudnnAvailable(void) { return 0; }

ATTN_EXPORT void attn_cudnnSdpaForward(int64_t, int64_t, int64_t, int64_t,
                                       int64_t, int64_t, int64_t, int64_t,
                                       int64_t, int64_t, int64_t, int64_t,
                                       int64_t, int64_t, double, void *,
                                       void *, void *, void *, void *, void *,
                                       void *, void *, void *) {
  unavailable();
}

ATTN_EXPORT void attn_cudnnSdpaBackward(int64_t, int64_t, int64_t, int64_t,
                                        int64_t, int64_t, int64_t, int64_t,
                                        int64_t, int64_t, int64_t, int64_t,
                                        int64_t, int64_t, double, void *,
                                        void *, void *, void *, void *,
                                        void *, void *, void *, void *,
                                        void *, void *, void *, void *) {
  unavailable();
}
