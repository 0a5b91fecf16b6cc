/* A stand-in for the NVIDIA driver (libcuda.so.1) for machines without a
 * GPU: "device" memory is host memory, kernels do not run, and every
 * launch is logged to stderr with its configuration and parameter count,
 * so that tests can check what a compiled CUDA module asks of the driver.
 * FAKE_CUDA_FAIL=<call> makes that call fail with CUDA_ERROR_INVALID_VALUE
 * (1). Only the driver entry points the attn runtime resolves exist. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static int fails(const char *call) {
  const char *which = getenv("FAKE_CUDA_FAIL");
  return which && strcmp(which, call) == 0;
}

static int context;
static void *current;

int cuGetErrorName(int error, const char **name) {
  *name = error == 1 ? "CUDA_ERROR_INVALID_VALUE" : "CUDA_ERROR_UNKNOWN";
  return 0;
}
int cuGetErrorString(int error, const char **text) {
  *text = error == 1 ? "invalid argument" : "unknown error";
  return 0;
}
int cuInit(unsigned flags) { return fails("cuInit"); }
int cuDeviceGet(int *device, int ordinal) {
  *device = ordinal;
  return 0;
}
/* FAKE_CUDA_MULTIPROCESSORS=<n> sets the multiprocessor count (132, an
 * H100 SXM's, by default). */
int cuDeviceGetAttribute(int *value, int attribute, int device) {
  if (fails("cuDeviceGetAttribute"))
    return 1;
  const char *count = getenv("FAKE_CUDA_MULTIPROCESSORS");
  *value = attribute == 16 ? (count ? atoi(count) : 132) : 0;
  return 0;
}
int cuDevicePrimaryCtxRetain(void **ctx, int device) {
  *ctx = &context;
  return 0;
}
int cuCtxGetCurrent(void **ctx) {
  *ctx = current;
  return 0;
}
int cuCtxSetCurrent(void *ctx) {
  current = ctx;
  return 0;
}
int cuModuleLoadData(void **module, const void *image) {
  if (fails("cuModuleLoadData"))
    return 1;
  /* Compiled modules embed a cubin: an ELF image. */
  fprintf(stderr, "fake-cuda: load %s image\n",
          memcmp(image, "\177ELF", 4) == 0 ? "ELF" : "non-ELF");
  *module = malloc(1);
  return 0;
}
int cuModuleUnload(void *module) {
  free(module);
  return 0;
}
int cuModuleGetFunction(void **function, void *module, const char *name) {
  if (fails("cuModuleGetFunction"))
    return 1;
  fprintf(stderr, "fake-cuda: function %s\n", name);
  *function = malloc(1);
  return 0;
}
int cuFuncSetAttribute(void *function, int attribute, int value) {
  fprintf(stderr, "fake-cuda: attribute %d = %d\n", attribute, value);
  return 0;
}
/* Logs the descriptor's shape (innermost first, as the driver takes it) and
 * fills it with a pattern. */
int cuTensorMapEncodeTiled(void *map, int dataType, unsigned rank,
                           void *address, const uint64_t *dims,
                           const uint64_t *strides, const unsigned *box,
                           const unsigned *elementStrides, int interleave,
                           int swizzle, int l2Promotion, int oobFill) {
  if (fails("cuTensorMapEncodeTiled"))
    return 1;
  fprintf(stderr, "fake-cuda: tensor map type %d rank %u dims", dataType,
          rank);
  for (unsigned d = 0; d < rank; ++d)
    fprintf(stderr, " %llu", (unsigned long long)dims[d]);
  fprintf(stderr, " strides");
  for (unsigned d = 0; d + 1 < rank; ++d)
    fprintf(stderr, " %llu", (unsigned long long)strides[d]);
  fprintf(stderr, " box");
  for (unsigned d = 0; d < rank; ++d)
    fprintf(stderr, " %u", box[d]);
  fprintf(stderr, " swizzle %d fill %d\n", swizzle, oobFill);
  memset(map, 0xab, 128);
  return 0;
}
int cuLaunchKernel(void *function, unsigned gx, unsigned gy, unsigned gz,
                   unsigned bx, unsigned by, unsigned bz, unsigned shared,
                   void *stream, void **params, void **extra) {
  if (fails("cuLaunchKernel"))
    return 1;
  fprintf(stderr,
          "fake-cuda: launch grid (%u, %u, %u) block (%u, %u, %u) shared %u "
          "stream %s\n",
          gx, gy, gz, bx, by, bz, shared, stream ? "caller" : "default");
  return 0;
}
int cuStreamSynchronize(void *stream) { return fails("cuStreamSynchronize"); }
int cuMemAlloc_v2(uint64_t *pointer, size_t bytes) {
  if (fails("cuMemAlloc"))
    return 1;
  *pointer = (uint64_t)(uintptr_t)malloc(bytes);
  return 0;
}
int cuMemFree_v2(uint64_t pointer) {
  free((void *)(uintptr_t)pointer);
  return 0;
}
int cuMemcpyHtoD_v2(uint64_t device, const void *host, size_t bytes) {
  memcpy((void *)(uintptr_t)device, host, bytes);
  return 0;
}
int cuMemcpyDtoH_v2(void *host, uint64_t device, size_t bytes) {
  memcpy(host, (const void *)(uintptr_t)device, bytes);
  return 0;
}
int cuMemAllocAsync(uint64_t *pointer, size_t bytes, void *stream) {
  if (fails("cuMemAllocAsync"))
    return 1;
  fprintf(stderr, "fake-cuda: scratch %zu bytes stream %s\n", bytes,
          stream ? "caller" : "default");
  *pointer = (uint64_t)(uintptr_t)malloc(bytes);
  return 0;
}
int cuMemsetD32Async(uint64_t pointer, unsigned value, size_t count,
                     void *stream) {
  (void)stream;
  fprintf(stderr, "fake-cuda: fill %zu words with %u\n", count, value);
  for (size_t i = 0; i < count; ++i)
    ((uint32_t *)(uintptr_t)pointer)[i] = value;
  return 0;
}
int cuMemsetD8Async(uint64_t pointer, unsigned char value, size_t count,
                    void *stream) {
  (void)stream;
  fprintf(stderr, "fake-cuda: fill %zu bytes with %u\n", count, value);
  memset((void *)(uintptr_t)pointer, value, count);
  return 0;
}
int cuMemFreeAsync(uint64_t pointer, void *stream) {
  fprintf(stderr, "fake-cuda: free scratch\n");
  free((void *)(uintptr_t)pointer);
  return 0;
}

// The default pool whose release threshold the runtime raises: one fake
// pool; the threshold is recorded for the log.
int cuDeviceGetDefaultMemPool(void **pool, int device) {
  (void)device;
  static int fakePool;
  *pool = &fakePool;
  return 0;
}

int cuMemPoolSetAttribute(void *pool, int attribute, void *value) {
  (void)pool;
  (void)attribute;
  (void)value;
  return 0;
}
/* Events and capture queries (the cuDNN autotuner's timing): never called
   by the tests, which have no cuDNN, but resolved with the rest. */
int cuEventCreate(void **event, unsigned flags) {
  (void)event;
  (void)flags;
  return fails("cuEventCreate");
}
int cuEventRecord(void *event, void *stream) {
  (void)event;
  (void)stream;
  return fails("cuEventRecord");
}
int cuEventSynchronize(void *event) {
  (void)event;
  return fails("cuEventSynchronize");
}
int cuEventElapsedTime(float *ms, void *start, void *end) {
  (void)ms;
  (void)start;
  (void)end;
  return fails("cuEventElapsedTime");
}
int cuEventDestroy_v2(void *event) {
  (void)event;
  return fails("cuEventDestroy_v2");
}
int cuStreamIsCapturing(void *stream, int *status) {
  (void)stream;
  *status = 0;
  return 0;
}
