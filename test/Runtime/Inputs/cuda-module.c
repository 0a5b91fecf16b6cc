/* Stands in for a module compiled for CUDA: its manifest says `target cuda`
 * and, like host code from MLIR's gpu-to-llvm lowering, a constructor loads
 * the kernels with the runtime's attn_mgpuModuleLoad and the entry launches them
 * through attn_mgpuModuleGetFunction / attn_mgpuStreamCreate / attn_mgpuLaunchKernel /
 * attn_mgpuStreamSynchronize / attn_mgpuStreamDestroy. The image is not a cubin, so
 * loading fails wherever it runs. With -DNO_KERNEL_LOAD the constructor
 * does nothing and the entry gets a null module. */
#include <stddef.h>
#include <stdint.h>

void *attn_mgpuModuleLoad(void *data, size_t sizeBytes);
void attn_mgpuModuleUnload(void *module);
void *attn_mgpuModuleGetFunction(void *module, const char *name);
void *attn_mgpuStreamCreate(void);
void attn_mgpuStreamDestroy(void *stream);
void attn_mgpuStreamSynchronize(void *stream);
void attn_mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t paramsCount);

const char attn_module_manifest[] = "attn-module 1\n"
                                    "target cuda\n"
                                    "entry @f 1 0\n"
                                    "arg in memref f32 1 4\n";

static char image[] = "not a cubin";
static void *module;

#ifndef NO_KERNEL_LOAD
__attribute__((constructor)) static void load(void) {
  module = attn_mgpuModuleLoad(image, sizeof image);
}
#endif

__attribute__((destructor)) static void unload(void) {
  attn_mgpuModuleUnload(module);
}

struct memref1d {
  float *allocated, *aligned;
  int64_t offset, size, stride;
};

void attn_entry_f(void **args) {
  struct memref1d *in = args[0];
  void *function = attn_mgpuModuleGetFunction(module, "f_kernel");
  void *stream = attn_mgpuStreamCreate();
  void *params[] = {&in->aligned};
  attn_mgpuLaunchKernel(function, 1, 1, 1, 4, 1, 1, 0, stream, params, NULL, 1);
  attn_mgpuStreamSynchronize(stream);
  attn_mgpuStreamDestroy(stream);
}
