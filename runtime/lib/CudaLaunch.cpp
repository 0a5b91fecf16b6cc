//===- CudaLaunch.cpp - the mgpu* launch ABI on the CUDA driver API -------===//
//
// Host code of CUDA modules comes from upstream MLIR's gpu-to-llvm lowering,
// which calls attn_mgpuModuleLoad / attn_mgpuModuleUnload from global
// constructors and destructors and attn_mgpuModuleGetFunction,
// attn_mgpuStreamCreate, attn_mgpuLaunchKernel, attn_mgpuMemAlloc,
// attn_mgpuMemFree, attn_mgpuStreamSynchronize, attn_mgpuStreamDestroy from
// each entry. This file
// implements them on the driver API, which it loads with dlopen() at first
// use, so the runtime builds and runs (CPU modules) without CUDA.
//
// These functions return void or a pointer, so a failure is recorded per
// thread (the first one wins) and reported by the C API once the module
// constructor or the entry returns; later calls that get a null handle from
// a failed one do nothing.
//
//===----------------------------------------------------------------------===//

#include "CudaLaunch.h"
#include "CudaDriver.h"
#include "DynamicLibrary.h"
#include "HostProfile.h"

#include <dlfcn.h>

#include <cerrno>
#include <climits>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <algorithm>
#include <map>
#include <mutex>
#include <string>
#include <utility>
#include <vector>

#define ATTN_EXPORT extern "C" __attribute__((visibility("default")))

namespace {
/// ATTN_RUNTIME_TRACE=1 logs every launch-ABI call to stderr.
bool tracing() {
  static const bool enabled = [] {
    const char *value = std::getenv("ATTN_RUNTIME_TRACE");
    return value && *value && *value != '0';
  }();
  return enabled;
}
} // namespace

#define ATTN_TRACE(...)                                                        \
  do {                                                                         \
    if (tracing()) {                                                           \
      std::fprintf(stderr, "attn-runtime: " __VA_ARGS__);                      \
      std::fputc('\n', stderr);                                                \
    }                                                                          \
  } while (false)

using namespace attn::cuda;

namespace {
/// The driver, once loaded and initialised, with the primary context of the
/// chosen device; or why it cannot be used.
struct Driver {
  DriverApi api = {};
  void *library = nullptr; // libcuda.so.1, for entry points resolved late
  CUcontext context = nullptr;
  /// The device's multiprocessors, which persistent kernels size their
  /// grids by.
  int multiprocessors = 0;
  std::string failure;
};

// Per-thread state. The strings are only touched by calls that can report,
// never from attn_mgpuModuleUnload, which may run after thread-local destructors
// at exit.
thread_local std::string loadError;   // since beginModuleLoad()
thread_local std::string launchError; // since beginLaunch()
thread_local CUstream launchStream = nullptr;
thread_local bool asyncLaunch = false;
// The caller's scratch allocator for this launch (attn_entry_invoke_async_
// scratch), or null for the runtime's stream-ordered pool.
thread_local const attn_scratch_allocator *launchScratch = nullptr;
// What launchScratch provided during this launch: only those go back to it.
thread_local std::vector<void *> callerScratch;

void record(std::string &slot, const std::string &message) {
  if (slot.empty())
    slot = message;
}

/// "call: CUDA_ERROR_NAME (description)".
std::string describe(const DriverApi &api, const std::string &call,
                     CUresult result) {
  const char *name = nullptr, *text = nullptr;
  if (api.cuGetErrorName(result, &name) != CUDA_SUCCESS || !name)
    return call + ": CUDA error " + std::to_string(result);
  std::string message = call + ": " + name;
  if (api.cuGetErrorString(result, &text) == CUDA_SUCCESS && text)
    message += std::string(" (") + text + ")";
  return message;
}

template <typename Function>
void resolve(void *library, const char *name, Function &function,
             std::string &failure) {
  attn::resolveSymbol(library, name, function, failure,
                      "the NVIDIA driver is too old: libcuda.so.1 has no ");
}

Driver *openDriver() {
  // Never freed: module destructors may unload kernels late during exit.
  auto *driver = new Driver;
  std::string &failure = driver->failure;
  void *library = dlopen("libcuda.so.1", RTLD_NOW | RTLD_LOCAL);
  if (!library) {
    const char *why = dlerror();
    if (!why || std::strstr(why, "No such file"))
      failure = "libcuda.so.1 not found: no NVIDIA driver on this machine";
    else
      failure = std::string("cannot load libcuda.so.1: ") + why;
    return driver;
  }
  driver->library = library;
  DriverApi &api = driver->api;
  resolve(library, "cuGetErrorName", api.cuGetErrorName, failure);
  resolve(library, "cuGetErrorString", api.cuGetErrorString, failure);
  resolve(library, "cuInit", api.cuInit, failure);
  resolve(library, "cuDeviceGet", api.cuDeviceGet, failure);
  resolve(library, "cuDeviceGetAttribute", api.cuDeviceGetAttribute, failure);
  resolve(library, "cuDevicePrimaryCtxRetain", api.cuDevicePrimaryCtxRetain,
          failure);
  resolve(library, "cuCtxGetCurrent", api.cuCtxGetCurrent, failure);
  resolve(library, "cuCtxSetCurrent", api.cuCtxSetCurrent, failure);
  resolve(library, "cuModuleLoadData", api.cuModuleLoadData, failure);
  resolve(library, "cuModuleUnload", api.cuModuleUnload, failure);
  resolve(library, "cuModuleGetFunction", api.cuModuleGetFunction, failure);
  resolve(library, "cuFuncSetAttribute", api.cuFuncSetAttribute, failure);
  resolve(library, "cuLaunchKernel", api.cuLaunchKernel, failure);
  resolve(library, "cuStreamSynchronize", api.cuStreamSynchronize, failure);
  resolve(library, "cuMemAlloc_v2", api.cuMemAlloc, failure);
  resolve(library, "cuMemFree_v2", api.cuMemFree, failure);
  resolve(library, "cuMemcpyHtoD_v2", api.cuMemcpyHtoD, failure);
  resolve(library, "cuMemcpyDtoH_v2", api.cuMemcpyDtoH, failure);
  resolve(library, "cuMemAllocAsync", api.cuMemAllocAsync, failure);
  resolve(library, "cuMemFreeAsync", api.cuMemFreeAsync, failure);
  resolve(library, "cuDeviceGetDefaultMemPool", api.cuDeviceGetDefaultMemPool,
          failure);
  resolve(library, "cuMemPoolSetAttribute", api.cuMemPoolSetAttribute,
          failure);
  resolve(library, "cuMemsetD32Async", api.cuMemsetD32Async, failure);
  resolve(library, "cuMemsetD8Async", api.cuMemsetD8Async, failure);
  resolve(library, "cuEventCreate", api.cuEventCreate, failure);
  resolve(library, "cuEventRecord", api.cuEventRecord, failure);
  resolve(library, "cuEventSynchronize", api.cuEventSynchronize, failure);
  resolve(library, "cuEventElapsedTime", api.cuEventElapsedTime, failure);
  resolve(library, "cuEventDestroy_v2", api.cuEventDestroy, failure);
  resolve(library, "cuStreamIsCapturing", api.cuStreamIsCapturing, failure);
  if (!failure.empty())
    return driver;

  int ordinal = 0;
  if (const char *text = std::getenv("ATTN_CUDA_DEVICE")) {
    char *end = nullptr;
    errno = 0;
    long value = std::strtol(text, &end, 10);
    if (end == text || *end || errno || value < 0 || value > INT_MAX) {
      failure =
          std::string("ATTN_CUDA_DEVICE='") + text + "' is not a device number";
      return driver;
    }
    ordinal = static_cast<int>(value);
  }
  CUdevice device = 0;
  if (CUresult result = api.cuInit(0))
    failure = describe(api, "cuInit", result);
  else if ((result = api.cuDeviceGet(&device, ordinal)))
    failure =
        describe(api, "cuDeviceGet(" + std::to_string(ordinal) + ")", result);
  else if ((result = api.cuDevicePrimaryCtxRetain(&driver->context, device)))
    failure = describe(api, "cuDevicePrimaryCtxRetain", result);
  else if ((result = api.cuDeviceGetAttribute(
                &driver->multiprocessors,
                CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT, device)))
    failure = describe(api, "cuDeviceGetAttribute(multiprocessors)", result);
  if (!failure.empty())
    return driver;
  // ATTN_CUDA_MULTIPROCESSORS=<n> sizes persistent grids as if the device
  // had n multiprocessors: with few, each block walks many work items,
  // which is how the GPU suite tests the persistent kernels' hand-over
  // from one item to the next.
  if (const char *text = std::getenv("ATTN_CUDA_MULTIPROCESSORS")) {
    char *end = nullptr;
    errno = 0;
    long value = std::strtol(text, &end, 10);
    if (end == text || *end || errno || value < 1 || value > INT_MAX) {
      failure = std::string("ATTN_CUDA_MULTIPROCESSORS='") + text +
                "' is not a positive count";
      return driver;
    }
    driver->multiprocessors = static_cast<int>(value);
  }
  if (!failure.empty())
    return driver;
  // Keep freed scratch in the pool across synchronisations (see
  // cuDeviceGetDefaultMemPool in CudaDriver.h): the pool then holds up to
  // the largest scratch a step used. ATTN_CUDA_POOL_RELEASE=1 keeps the
  // driver's default.
  const char *release = std::getenv("ATTN_CUDA_POOL_RELEASE");
  if (!release || std::strcmp(release, "1") != 0) {
    CUmemoryPool pool = nullptr;
    uint64_t keep = UINT64_MAX;
    if (CUresult result = api.cuDeviceGetDefaultMemPool(&pool, device))
      failure = describe(api, "cuDeviceGetDefaultMemPool", result);
    else if ((result = api.cuMemPoolSetAttribute(
                  pool, CU_MEMPOOL_ATTR_RELEASE_THRESHOLD, &keep)))
      failure = describe(api, "cuMemPoolSetAttribute", result);
  }
  return driver;
}

/// The driver with its primary context current on this thread, or null
/// after recording why in `errors`.
Driver *activate(std::string &errors) {
  static Driver *driver = openDriver();
  if (!driver->failure.empty()) {
    record(errors, driver->failure);
    return nullptr;
  }
  // Cheap when it is already current, which is the common case.
  CUcontext context = nullptr;
  if (driver->api.cuCtxGetCurrent(&context) == CUDA_SUCCESS &&
      context == driver->context)
    return driver;
  if (CUresult result = driver->api.cuCtxSetCurrent(driver->context)) {
    record(errors, describe(driver->api, "cuCtxSetCurrent", result));
    return nullptr;
  }
  return driver;
}

void *loadModule(const void *image) {
  Driver *driver = activate(loadError);
  if (!driver)
    return nullptr;
  if (!image) {
    record(loadError, "no kernel image");
    return nullptr;
  }
  CUmodule module = nullptr;
  if (CUresult result = driver->api.cuModuleLoadData(&module, image)) {
    record(loadError, describe(driver->api, "cuModuleLoadData", result));
    return nullptr;
  }
  return module;
}

/// What the driver said once per kernel: its handle by (module, name), and
/// the dynamic shared memory it was opted in to. A module's host code asks
/// for the function and opts it in at every launch; each is a driver call
/// (and a lock inside the driver), which the second launch of a kernel no
/// longer makes. Entries go when their module is unloaded.
struct KernelCache {
  std::mutex mutex;
  std::map<std::pair<CUmodule, std::string>, CUfunction> functions;
  std::map<CUfunction, int> sharedOptIn;
};

KernelCache &kernelCache() {
  static KernelCache *cache = new KernelCache; // outlives exit-time unloads
  return *cache;
}

void forgetModule(CUmodule module) {
  KernelCache &cache = kernelCache();
  std::lock_guard<std::mutex> lock(cache.mutex);
  auto it = cache.functions.lower_bound({module, std::string()});
  while (it != cache.functions.end() && it->first.first == module) {
    cache.sharedOptIn.erase(it->second);
    it = cache.functions.erase(it);
  }
}

bool toUnsigned(intptr_t value, unsigned &out) {
  if (value < 0 || static_cast<uintmax_t>(value) > UINT_MAX)
    return false;
  out = static_cast<unsigned>(value);
  return true;
}
} // namespace

//===----------------------------------------------------------------------===//
// The launch ABI (called by compiled modules)
//===----------------------------------------------------------------------===//

ATTN_EXPORT void *attn_mgpuModuleLoad(void *data, size_t sizeBytes) {
  ATTN_TRACE("attn_mgpuModuleLoad(%p, %zu)", data, sizeBytes);
  // A cubin (or fatbin) carries its own size.
  return loadModule(data);
}

ATTN_EXPORT void *attn_mgpuModuleLoadJIT(void *data, int /*optLevel*/) {
  // NUL-terminated PTX: the driver compiles it for the device at its default
  // optimisation level.
  return loadModule(data);
}

ATTN_EXPORT void attn_mgpuModuleUnload(void *module) {
  ATTN_TRACE("attn_mgpuModuleUnload(%p)", module);
  // May run at exit after the driver shut down; nothing could report a
  // failure then, so none is recorded.
  if (!module)
    return;
  forgetModule(static_cast<CUmodule>(module));
  std::string ignored;
  if (Driver *driver = activate(ignored))
    driver->api.cuModuleUnload(static_cast<CUmodule>(module));
}

ATTN_EXPORT void *attn_mgpuModuleGetFunction(void *module, const char *name) {
  ATTN_TRACE("attn_mgpuModuleGetFunction(%p, %s)", module, name ? name : "(null)");
  std::string kernel = name ? name : "";
  if (!module) {
    record(launchError, "no CUDA module to take kernel '" + kernel + "' from");
    return nullptr;
  }
  Driver *driver = activate(launchError);
  if (!driver)
    return nullptr;
  // The lock covers the driver call too, so that an unload cannot slip in
  // between it and the insertion (the first launch of a kernel only).
  KernelCache &cache = kernelCache();
  std::pair<CUmodule, std::string> key{static_cast<CUmodule>(module), kernel};
  std::lock_guard<std::mutex> lock(cache.mutex);
  if (auto it = cache.functions.find(key); it != cache.functions.end())
    return it->second;
  CUfunction function = nullptr;
  if (CUresult result = driver->api.cuModuleGetFunction(
          &function, static_cast<CUmodule>(module), kernel.c_str())) {
    record(
        launchError,
        describe(driver->api, "cuModuleGetFunction('" + kernel + "')", result));
    return nullptr;
  }
  cache.functions.emplace(std::move(key), function);
  return function;
}

ATTN_EXPORT void *attn_mgpuStreamCreate(void) {
  ATTN_TRACE("attn_mgpuStreamCreate() -> %p", static_cast<void *>(launchStream));
  // The stream of the current invocation: the caller's, or the legacy
  // default stream. Making the context current here lets a module's host
  // code run on any thread.
  activate(launchError);
  return launchStream;
}

ATTN_EXPORT void attn_mgpuStreamDestroy(void * /*stream*/) {
  // attn_mgpuStreamCreate made no stream, so there is none to destroy.
}

ATTN_EXPORT void attn_mgpuStreamSynchronize(void *stream) {
  ATTN_TRACE("attn_mgpuStreamSynchronize(%p)%s", stream, asyncLaunch ? " (async)" : "");
  // In async mode the caller owns the stream and decides when to wait.
  if (asyncLaunch)
    return;
  Driver *driver = activate(launchError);
  if (!driver)
    return;
  // Kernel faults (e.g. CUDA_ERROR_ILLEGAL_ADDRESS) surface here.
  if (CUresult result =
          driver->api.cuStreamSynchronize(static_cast<CUstream>(stream)))
    record(launchError, describe(driver->api, "cuStreamSynchronize", result));
}

ATTN_EXPORT void attn_mgpuLaunchKernel(void *function, intptr_t gridX,
                                  intptr_t gridY, intptr_t gridZ,
                                  intptr_t blockX, intptr_t blockY,
                                  intptr_t blockZ, int32_t smem, void *stream,
                                  void **params, void **extra,
                                  size_t paramsCount) {
  ATTN_TRACE("attn_mgpuLaunchKernel(%p, grid %ld %ld %ld, block %ld %ld %ld, smem "
             "%d, stream %p, %zu params)",
             function, static_cast<long>(gridX), static_cast<long>(gridY),
             static_cast<long>(gridZ), static_cast<long>(blockX),
             static_cast<long>(blockY), static_cast<long>(blockZ), smem,
             stream, paramsCount);
  // An empty grid (a zero-size batch, heads or sequence) has no work; the
  // driver would reject it as an invalid value.
  if (gridX <= 0 || gridY <= 0 || gridZ <= 0)
    return;
  // After a failure the results are wrong anyway; launching kernels that
  // depend on them could only add faults.
  if (!launchError.empty())
    return;
  if (!function) {
    record(launchError, "attn_mgpuLaunchKernel: no kernel function");
    return;
  }
  Driver *driver = activate(launchError);
  if (!driver)
    return;
  unsigned grid[3], block[3];
  if (!toUnsigned(gridX, grid[0]) || !toUnsigned(gridY, grid[1]) ||
      !toUnsigned(gridZ, grid[2]) || !toUnsigned(blockX, block[0]) ||
      !toUnsigned(blockY, block[1]) || !toUnsigned(blockZ, block[2]) ||
      smem < 0) {
    record(launchError,
           "attn_mgpuLaunchKernel: grid " + std::to_string(gridX) + "x" +
               std::to_string(gridY) + "x" + std::to_string(gridZ) +
               ", block " + std::to_string(blockX) + "x" +
               std::to_string(blockY) + "x" + std::to_string(blockZ) + ", " +
               std::to_string(smem) +
               " bytes of shared memory is out of range");
    return;
  }
  auto *kernel = static_cast<CUfunction>(function);
  // Above 48 KiB of dynamic shared memory a kernel must opt in, once for
  // the largest amount it launches with.
  if (smem > 48 * 1024) {
    KernelCache &cache = kernelCache();
    std::lock_guard<std::mutex> lock(cache.mutex);
    int &optedIn = cache.sharedOptIn[kernel];
    if (smem > optedIn) {
      if (CUresult result = driver->api.cuFuncSetAttribute(
              kernel, CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES,
              smem)) {
        record(launchError,
               describe(driver->api, "cuFuncSetAttribute", result));
        return;
      }
      optedIn = smem;
    }
  }
  attn::profile::Scope timed("cuLaunchKernel");
  if (CUresult result = driver->api.cuLaunchKernel(
          kernel, grid[0], grid[1], grid[2], block[0], block[1], block[2],
          static_cast<unsigned>(smem), static_cast<CUstream>(stream), params,
          extra))
    record(launchError, describe(driver->api, "cuLaunchKernel", result));
}

ATTN_EXPORT int64_t attn_mgpuMultiprocessorCount(void) {
  ATTN_TRACE("attn_mgpuMultiprocessorCount()");
  // A persistent kernel's grid: without a device the launch that follows
  // does not run (launchError), and 1 keeps the host's arithmetic sane.
  Driver *driver = activate(launchError);
  if (!driver)
    return 1;
  if (driver->multiprocessors < 1) {
    record(launchError, "attn_mgpuMultiprocessorCount: the device reports " +
                            std::to_string(driver->multiprocessors) +
                            " multiprocessors");
    return 1;
  }
  return driver->multiprocessors;
}

ATTN_EXPORT void attn_mgpuTensorMapEncodeTiled(
    void *map, int64_t element, void *base, int64_t rank, int64_t size0,
    int64_t size1, int64_t size2, int64_t size3, int64_t size4,
    int64_t stride0, int64_t stride1, int64_t stride2, int64_t stride3,
    int64_t stride4, int64_t box0, int64_t box1, int64_t box2, int64_t box3,
    int64_t box4) {
  ATTN_TRACE("attn_mgpuTensorMapEncodeTiled(%p, base %p, rank %ld)", map, base,
             static_cast<long>(rank));
  // A descriptor that could not be made must not reach a kernel: zero it,
  // and record why, which skips this invocation's later launches.
  constexpr size_t kBytes = 128;
  if (map)
    std::memset(map, 0, kBytes);
  if (!launchError.empty())
    return;
  const int64_t sizes[] = {size0, size1, size2, size3, size4};
  const int64_t strides[] = {stride0, stride1, stride2, stride3, stride4};
  const int64_t boxes[] = {box0, box1, box2, box3, box4};
  auto fail = [&](const std::string &why) {
    record(launchError, "attn_mgpuTensorMapEncodeTiled: " + why);
  };
  if (!map || reinterpret_cast<uintptr_t>(map) % 64 != 0)
    return fail("the descriptor slot is not 64-byte aligned");
  if (rank < 1 || rank > 5 || (element != 0 && element != 1))
    return fail("rank " + std::to_string(rank) + " or element kind " +
                std::to_string(element) + " is out of range");
  // TMA's limits: a 16-byte aligned base, 16-byte multiples for every
  // stride but the innermost (which is one element).
  constexpr int64_t kElementBytes = 2;
  if (reinterpret_cast<uintptr_t>(base) % 16 != 0) {
    char address[32];
    std::snprintf(address, sizeof(address), "%p", base);
    return fail(std::string("the buffer at ") + address +
                " is not 16-byte aligned, which TMA loads need");
  }
  // The driver takes dimensions innermost first, and the byte strides of
  // all but the innermost.
  uint64_t globalDim[5] = {}, globalStrides[4] = {};
  unsigned boxDim[5] = {}, elementStrides[5] = {};
  for (int64_t d = 0; d < rank; ++d) {
    int64_t from = rank - 1 - d;
    if (sizes[from] < 1 || boxes[from] < 1 || boxes[from] > 256)
      return fail("dimension " + std::to_string(from) + " of size " +
                  std::to_string(sizes[from]) + " with box " +
                  std::to_string(boxes[from]) + " is out of range");
    globalDim[d] = static_cast<uint64_t>(sizes[from]);
    boxDim[d] = static_cast<unsigned>(boxes[from]);
    elementStrides[d] = 1;
    if (d > 0) {
      int64_t bytes = strides[from] * kElementBytes;
      if (bytes % 16 != 0)
        return fail("the stride of dimension " + std::to_string(from) +
                    " is " + std::to_string(bytes) +
                    " bytes, not a multiple of 16 as TMA loads need");
      globalStrides[d - 1] = static_cast<uint64_t>(bytes);
    }
  }
  if (strides[rank - 1] != 1)
    return fail("the innermost dimension is not contiguous");
  Driver *driver = activate(launchError);
  if (!driver)
    return;
  static const TensorMapEncodeTiled encode = [driver] {
    TensorMapEncodeTiled function = nullptr;
    std::string ignored;
    resolve(driver->library, "cuTensorMapEncodeTiled", function, ignored);
    return function;
  }();
  if (!encode)
    return fail("the NVIDIA driver is too old: libcuda.so.1 has no "
                "cuTensorMapEncodeTiled");
  if (CUresult result = encode(
          map,
          element == 1 ? CU_TENSOR_MAP_DATA_TYPE_BFLOAT16
                       : CU_TENSOR_MAP_DATA_TYPE_FLOAT16,
          static_cast<unsigned>(rank), base, globalDim, globalStrides, boxDim,
          elementStrides, CU_TENSOR_MAP_INTERLEAVE_NONE,
          CU_TENSOR_MAP_SWIZZLE_128B, CU_TENSOR_MAP_L2_PROMOTION_L2_128B,
          CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE))
    record(launchError,
           describe(driver->api, "cuTensorMapEncodeTiled", result));
}

ATTN_EXPORT void *attn_mgpuMemAlloc(uint64_t sizeBytes, void *stream,
                                    bool hostShared) {
  ATTN_TRACE("attn_mgpuMemAlloc(%llu, %p)",
             static_cast<unsigned long long>(sizeBytes), stream);
  // Scratch buffers of the generated host code (e.g. the backward's f32
  // accumulators): stream-ordered, so that an async invocation allocates
  // and frees in order with its kernels without waiting.
  if (!launchError.empty())
    return nullptr;
  if (hostShared) {
    record(launchError, "attn_mgpuMemAlloc: host-shared memory is not "
                        "supported by the attn runtime");
    return nullptr;
  }
  // The caller's allocator first; where it cannot serve a request, the
  // runtime's pool does.
  if (launchScratch) {
    if (void *pointer = launchScratch->allocate(launchScratch->context,
                                                sizeBytes ? sizeBytes : 1)) {
      callerScratch.push_back(pointer);
      return pointer;
    }
  }
  Driver *driver = activate(launchError);
  if (!driver)
    return nullptr;
  uint64_t address = 0;
  if (CUresult result = driver->api.cuMemAllocAsync(
          &address, sizeBytes ? sizeBytes : 1, static_cast<CUstream>(stream))) {
    record(launchError,
           describe(driver->api,
                    "cuMemAllocAsync(" + std::to_string(sizeBytes) + " bytes)",
                    result));
    return nullptr;
  }
  return reinterpret_cast<void *>(address);
}

ATTN_EXPORT void attn_mgpuMemFree(void *pointer, void *stream) {
  ATTN_TRACE("attn_mgpuMemFree(%p, %p)", pointer, stream);
  // Also after a failed launch: the buffer must not leak.
  if (!pointer)
    return;
  if (auto it = std::find(callerScratch.begin(), callerScratch.end(), pointer);
      it != callerScratch.end()) {
    callerScratch.erase(it);
    if (launchScratch && launchScratch->release)
      launchScratch->release(launchScratch->context, pointer);
    return;
  }
  Driver *driver = activate(launchError);
  if (!driver)
    return;
  if (CUresult result = driver->api.cuMemFreeAsync(
          reinterpret_cast<uint64_t>(pointer), static_cast<CUstream>(stream)))
    record(launchError, describe(driver->api, "cuMemFreeAsync", result));
}

//===----------------------------------------------------------------------===//
// Module.cpp's side (CudaLaunch.h)
//===----------------------------------------------------------------------===//

void attn::cuda::exposeLaunchSymbols() {
  // Modules resolve mgpu* in the global scope. If the runtime is a shared
  // object loaded with RTLD_LOCAL (Python's ctypes does that), promote it
  // to RTLD_GLOBAL; RTLD_NOLOAD only takes another reference to the loaded
  // object. An executable that links the runtime statically exports them
  // itself (see runtime/CMakeLists.txt).
  static const bool done = [] {
    Dl_info info;
    if (dladdr(reinterpret_cast<void *>(&attn_mgpuLaunchKernel), &info) &&
        info.dli_fname)
      dlopen(info.dli_fname, RTLD_NOW | RTLD_NOLOAD | RTLD_GLOBAL);
    dlerror(); // An executable is not found this way; forget that.
    return true;
  }();
  (void)done;
}

bool attn::cuda::launchSymbolsVisible() {
  return dlsym(RTLD_DEFAULT, "attn_mgpuLaunchKernel") != nullptr;
}

void attn::cuda::beginModuleLoad() { loadError.clear(); }

std::string attn::cuda::takeModuleLoadError() {
  std::string error;
  error.swap(loadError);
  return error;
}

void attn::cuda::beginLaunch(bool async, void *stream,
                             const attn_scratch_allocator *scratch) {
  launchError.clear();
  launchStream = static_cast<CUstream>(stream);
  asyncLaunch = async;
  launchScratch = scratch;
}

std::string attn::cuda::allocate(size_t bytes, void **pointer) {
  std::string error;
  Driver *driver = activate(error);
  if (!driver)
    return error;
  uint64_t address = 0;
  if (CUresult result = driver->api.cuMemAlloc(&address, bytes ? bytes : 1))
    return describe(driver->api,
                    "cuMemAlloc(" + std::to_string(bytes) + " bytes)", result);
  *pointer = reinterpret_cast<void *>(address);
  return "";
}

std::string attn::cuda::release(void *pointer) {
  std::string error;
  Driver *driver = activate(error);
  if (!driver)
    return error;
  if (CUresult result =
          driver->api.cuMemFree(reinterpret_cast<uint64_t>(pointer)))
    return describe(driver->api, "cuMemFree", result);
  return "";
}

std::string attn::cuda::copy(void *destination, const void *source,
                             size_t bytes, bool toDevice) {
  std::string error;
  Driver *driver = activate(error);
  if (!driver)
    return error;
  CUresult result =
      toDevice ? driver->api.cuMemcpyHtoD(reinterpret_cast<uint64_t>(destination),
                                          source, bytes)
               : driver->api.cuMemcpyDtoH(
                     destination, reinterpret_cast<uint64_t>(source), bytes);
  if (result)
    return describe(driver->api, toDevice ? "cuMemcpyHtoD" : "cuMemcpyDtoH",
                    result);
  return "";
}

std::string attn::cuda::endLaunch() {
  // The generated code waits itself; waiting once more here costs nothing
  // and holds for host code that does not.
  if (!asyncLaunch && launchError.empty())
    attn_mgpuStreamSynchronize(launchStream);
  launchStream = nullptr;
  asyncLaunch = false;
  launchScratch = nullptr;
  callerScratch.clear();
  std::string error;
  error.swap(launchError);
  return error;
}

//===----------------------------------------------------------------------===//
// Library calls on the invocation's stream (CudaLaunch.h)
//===----------------------------------------------------------------------===//

bool attn::cuda::launchFailed() { return !launchError.empty(); }

void attn::cuda::recordLaunchFailure(const std::string &message) {
  record(launchError, message);
}

void *attn::cuda::launchStreamHandle() { return launchStream; }

void *attn::cuda::allocateOnStream(size_t bytes) {
  return attn_mgpuMemAlloc(bytes, launchStream, /*hostShared=*/false);
}

void attn::cuda::releaseOnStream(void *pointer) {
  attn_mgpuMemFree(pointer, launchStream);
}

bool attn::cuda::activateContext() { return activate(launchError) != nullptr; }

bool attn::cuda::zeroOnStream(void *pointer, size_t bytes) {
  if (!launchError.empty())
    return false;
  if (bytes == 0)
    return true;
  Driver *driver = activate(launchError);
  if (!driver)
    return false;
  if (CUresult result = driver->api.cuMemsetD8Async(
          reinterpret_cast<uint64_t>(pointer), 0, bytes, launchStream)) {
    record(launchError, describe(driver->api, "cuMemsetD8Async", result));
    return false;
  }
  return true;
}

bool attn::cuda::fillOnStream(void *pointer, uint32_t value, size_t count) {
  if (!launchError.empty())
    return false;
  Driver *driver = activate(launchError);
  if (!driver)
    return false;
  if (CUresult result = driver->api.cuMemsetD32Async(
          reinterpret_cast<uint64_t>(pointer), value, count, launchStream)) {
    record(launchError, describe(driver->api, "cuMemsetD32Async", result));
    return false;
  }
  return true;
}

double attn::cuda::timeOnStream(const std::function<bool()> &run,
                                int repeats) {
  if (!launchError.empty())
    return -1;
  Driver *driver = activate(launchError);
  if (!driver)
    return -1;
  const DriverApi &api = driver->api;
  int capturing = 0;
  if (api.cuStreamIsCapturing(launchStream, &capturing) || capturing)
    return -1;
  CUevent start = nullptr, stop = nullptr;
  if (api.cuEventCreate(&start, 0) || api.cuEventCreate(&stop, 0)) {
    if (start)
      api.cuEventDestroy(start);
    return -1;
  }
  std::vector<float> times;
  bool ok = run(); // warm-up
  for (int i = 0; ok && i < repeats; ++i) {
    float milliseconds = 0;
    ok = !api.cuEventRecord(start, launchStream) && run() &&
         !api.cuEventRecord(stop, launchStream) &&
         !api.cuEventSynchronize(stop) &&
         !api.cuEventElapsedTime(&milliseconds, start, stop);
    times.push_back(milliseconds);
  }
  api.cuEventDestroy(start);
  api.cuEventDestroy(stop);
  if (!ok || times.empty())
    return -1;
  std::sort(times.begin(), times.end());
  return times[times.size() / 2];
}
