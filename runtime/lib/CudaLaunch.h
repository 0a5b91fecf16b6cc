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

#include <cstddef>
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
void beginLaunch(bool async, void *stream);

/// Waits for the launches in synchronous mode and returns the first failure
/// recorded since beginLaunch(), or "".
std::string endLaunch();

/// Device memory of the runtime's context; each returns "" or the failure.
std::string allocate(size_t bytes, void **pointer);
std::string release(void *pointer);
std::string copy(void *destination, const void *source, size_t bytes,
                 bool toDevice);

} // namespace attn::cuda

#endif // ATTN_RUNTIME_LIB_CUDALAUNCH_H
