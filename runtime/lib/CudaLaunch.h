//===- CudaLaunch.h - how Module.cpp drives the CUDA launch ABI -*- C++ -*-===//
//
// Compiled CUDA modules call the runtime's mgpu* functions (CudaLaunch.cpp)
// from their constructors and entry wrappers. Those return void or a
// pointer, so failures are recorded per thread and collected here, around
// the dlopen() of a module and around each call of an entry.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_RUNTIME_LIB_CUDALAUNCH_H
#define ATTN_RUNTIME_LIB_CUDALAUNCH_H

#include "attn/attn_runtime.h"

#include <cstddef>
#include <cstdint>
#include <functional>
#include <string>

namespace attn::cuda {

/// Makes the runtime's mgpu* symbols visible to modules dlopen()ed later,
/// even when the runtime itself was loaded with RTLD_LOCAL.
void exposeLaunchSymbols();

/// True if a module dlopen()ed now would find mgpuLaunchKernel.
bool launchSymbolsVisible();

/// Forgets earlier module load failures of this thread; call before
/// dlopen()ing a module.
void beginModuleLoad();

/// The first failure of mgpuModuleLoad* on this thread since
/// beginModuleLoad(), or "" if there was none.
std::string takeModuleLoadError();

/// Routes this thread's launches to `stream` until endLaunch(). In async
/// mode mgpuStreamSynchronize does not wait: the caller owns the stream.
/// With `scratch`, the module's scratch comes from the caller's allocator.
void beginLaunch(bool async, void *stream,
                 const attn_scratch_allocator *scratch = nullptr);

/// Waits for the launches in synchronous mode and returns the first failure
/// recorded since beginLaunch(), or "".
std::string endLaunch();

/// Device memory of the runtime's context; each returns "" or the failure.
std::string allocate(size_t bytes, void **pointer);
std::string release(void *pointer);
std::string copy(void *destination, const void *source, size_t bytes,
                 bool toDevice);

/// For library calls made from a module's host code (Cudnn.cpp), which run
/// on the invocation's stream and report like the launch ABI does.
bool launchFailed();
void recordLaunchFailure(const std::string &message);
/// The invocation's stream (a CUstream; null is the legacy default stream).
void *launchStreamHandle();
/// Stream-ordered device memory; null (with a recorded failure) on failure.
void *allocateOnStream(size_t bytes);
void releaseOnStream(void *pointer);
/// Sets `count` 32-bit words at `pointer` to `value`, in stream order.
bool fillOnStream(void *pointer, uint32_t value, size_t count);
/// Makes the runtime's context current on this thread (as the launch ABI
/// does before each call); false after recording why not.
bool activateContext();
/// Sets `bytes` bytes at `pointer` to zero, in stream order.
bool zeroOnStream(void *pointer, size_t bytes);

/// The median time in milliseconds of `repeats` runs of `run` (which
/// enqueues work on the launch stream and says whether it could) after one
/// warm-up run, waiting for each; -1 when the stream is being captured
/// into a graph or a run or an event call fails. For tuning only: it
/// blocks the host.
double timeOnStream(const std::function<bool()> &run, int repeats);

} // namespace attn::cuda

#endif // ATTN_RUNTIME_LIB_CUDALAUNCH_H
