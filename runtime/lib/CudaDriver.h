//===- CudaDriver.h - the CUDA driver API declarations we use --*- C++ -*-===//
//
// The runtime builds without the CUDA toolkit and loads libcuda.so.1 at first
// use, so it declares the handful of driver types and entry points it calls
// itself, from the driver API's documented ABI: CUresult is an int, handles
// are pointers to opaque structs, CUdevice is an int.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_RUNTIME_LIB_CUDADRIVER_H
#define ATTN_RUNTIME_LIB_CUDADRIVER_H

#include <cstddef>
#include <cstdint>

namespace attn::cuda {

using CUresult = int;
using CUdevice = int;
using CUcontext = struct CUctx_st *;
using CUmodule = struct CUmod_st *;
using CUfunction = struct CUfunc_st *;
using CUstream = struct CUstream_st *;
using CUmemoryPool = struct CUmemPoolHandle_st *;
using CUevent = struct CUevent_st *;

// CUresult values the runtime tells apart; every other failure is reported
// by name through cuGetErrorName.
constexpr CUresult CUDA_SUCCESS = 0;

// CUdevice_attribute.
constexpr int CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT = 16;
// CUfunction_attribute.
constexpr int CU_FUNC_ATTRIBUTE_MAX_DYNAMIC_SHARED_SIZE_BYTES = 8;
// CUmemPool_attribute: bytes a pool keeps when a stream synchronises.
constexpr int CU_MEMPOOL_ATTR_RELEASE_THRESHOLD = 4;
// cuTensorMapEncodeTiled's enums (CUtensorMapDataType, ...Swizzle,
// ...L2promotion, ...FloatOOBfill).
constexpr int CU_TENSOR_MAP_DATA_TYPE_FLOAT16 = 6;
constexpr int CU_TENSOR_MAP_DATA_TYPE_BFLOAT16 = 9;
constexpr int CU_TENSOR_MAP_INTERLEAVE_NONE = 0;
constexpr int CU_TENSOR_MAP_SWIZZLE_128B = 3;
constexpr int CU_TENSOR_MAP_L2_PROMOTION_L2_128B = 2;
constexpr int CU_TENSOR_MAP_FLOAT_OOB_FILL_NONE = 0;

/// Driver entry points, resolved with dlsym by these names. None of them has
/// a _v2 replacement, and the plain cuLaunchKernel / cuStreamSynchronize
/// treat a NULL stream as the legacy default stream (the _ptsz variants
/// would make it per-thread).
struct DriverApi {
  CUresult (*cuInit)(unsigned flags);
  CUresult (*cuDeviceGet)(CUdevice *device, int ordinal);
  CUresult (*cuDeviceGetAttribute)(int *value, int attribute,
                                   CUdevice device);
  CUresult (*cuDevicePrimaryCtxRetain)(CUcontext *context, CUdevice device);
  CUresult (*cuCtxGetCurrent)(CUcontext *context);
  CUresult (*cuCtxSetCurrent)(CUcontext context);
  CUresult (*cuModuleLoadData)(CUmodule *module, const void *image);
  CUresult (*cuModuleUnload)(CUmodule module);
  CUresult (*cuModuleGetFunction)(CUfunction *function, CUmodule module,
                                  const char *name);
  CUresult (*cuFuncSetAttribute)(CUfunction function, int attribute, int value);
  CUresult (*cuLaunchKernel)(CUfunction function, unsigned gridX,
                             unsigned gridY, unsigned gridZ, unsigned blockX,
                             unsigned blockY, unsigned blockZ,
                             unsigned sharedBytes, CUstream stream,
                             void **params, void **extra);
  CUresult (*cuStreamSynchronize)(CUstream stream);
  // Device memory (for callers without a framework of their own); the
  // 64-bit variants carry the _v2 suffix in the library.
  CUresult (*cuMemAlloc)(uint64_t *pointer, size_t bytes);
  CUresult (*cuMemFree)(uint64_t pointer);
  CUresult (*cuMemcpyHtoD)(uint64_t device, const void *host, size_t bytes);
  CUresult (*cuMemcpyDtoH)(void *host, uint64_t device, size_t bytes);
  // Stream-ordered scratch memory for compiled modules (CUDA 11.2+).
  CUresult (*cuMemAllocAsync)(uint64_t *pointer, size_t bytes,
                              CUstream stream);
  CUresult (*cuMemFreeAsync)(uint64_t pointer, CUstream stream);
  // The device's default pool, which cuMemAllocAsync draws from; with its
  // default release threshold of 0 it returns freed scratch to the system
  // at every synchronisation, so a training step that waits for the last
  // one maps its scratch (the backward's f32 dQ accumulator) anew.
  CUresult (*cuDeviceGetDefaultMemPool)(CUmemoryPool *pool, CUdevice device);
  CUresult (*cuMemPoolSetAttribute)(CUmemoryPool pool, int attribute,
                                    void *value);
  // Fills of scratch tensors (the cuDNN backward's dQ accumulator, full
  // sequence lengths); the plain name is the legacy-default-stream variant.
  CUresult (*cuMemsetD32Async)(uint64_t pointer, unsigned value, size_t count,
                               CUstream stream);
  CUresult (*cuMemsetD8Async)(uint64_t pointer, unsigned char value,
                              size_t count, CUstream stream);
  // Timing of cuDNN's candidate plans (ATTN_CUDNN_AUTOTUNE); the
  // destructor's library name carries _v2.
  CUresult (*cuEventCreate)(CUevent *event, unsigned flags);
  CUresult (*cuEventRecord)(CUevent event, CUstream stream);
  CUresult (*cuEventSynchronize)(CUevent event);
  CUresult (*cuEventElapsedTime)(float *milliseconds, CUevent start,
                                 CUevent end);
  CUresult (*cuEventDestroy)(CUevent event);
  // CUstreamCaptureStatus: 0 when the stream is not being captured.
  CUresult (*cuStreamIsCapturing)(CUstream stream, int *status);
  CUresult (*cuGetErrorName)(CUresult error, const char **name);
  CUresult (*cuGetErrorString)(CUresult error, const char **text);
};

/// cuTensorMapEncodeTiled (CUDA 12+): map, dataType, rank, globalAddress,
/// globalDim, globalStrides, boxDim, elementStrides, interleave, swizzle,
/// l2Promotion, oobFill. Resolved at first use, not with DriverApi, so
/// that older drivers still run every kernel that takes no TMA descriptor.
using TensorMapEncodeTiled = CUresult (*)(
    void *map, int dataType, unsigned rank, void *globalAddress,
    const uint64_t *globalDim, const uint64_t *globalStrides,
    const unsigned *boxDim, const unsigned *elementStrides, int interleave,
    int swizzle, int l2Promotion, int oobFill);

} // namespace attn::cuda

#endif // ATTN_RUNTIME_LIB_CUDADRIVER_H
