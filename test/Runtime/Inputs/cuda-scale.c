/* A hand-written CUDA module for the GPU tests: host code shaped like that
 * of MLIR's gpu-to-llvm lowering (see cuda-module.c), around the kernel
 * `scale` (out[i] = in[i] * factor). The constructor loads the kernel image
 * named by $ATTN_TEST_KERNEL: PTX (*.ptx) through attn_mgpuModuleLoadJIT, a cubin
 * through attn_mgpuModuleLoad. Every entry takes (in: f32[n], factor: f32,
 * out: f32[n]); all but `scale` misuse the launch ABI on purpose. */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

void *attn_mgpuModuleLoad(void *data, size_t sizeBytes);
void *attn_mgpuModuleLoadJIT(void *data, int optLevel);
void attn_mgpuModuleUnload(void *module);
void *attn_mgpuModuleGetFunction(void *module, const char *name);
void *attn_mgpuStreamCreate(void);
void attn_mgpuStreamDestroy(void *stream);
void attn_mgpuStreamSynchronize(void *stream);
void attn_mgpuLaunchKernel(void *function, intptr_t gridX, intptr_t gridY,
                      intptr_t gridZ, intptr_t blockX, intptr_t blockY,
                      intptr_t blockZ, int32_t smem, void *stream,
                      void **params, void **extra, size_t paramsCount);

/* clang-format off */
#define ARGS                                                                   \
  " 2 1\n"                                                                     \
  "arg in memref f32 1 -1\n"                                                   \
  "arg in scalar f32\n"                                                        \
  "arg out memref f32 1 -1\n"
const char attn_module_manifest[] = "attn-module 1\n"
                                    "target cuda\n"
                                    "entry @scale" ARGS
                                    "entry @scale_64k_smem" ARGS
                                    "entry @too_many_threads" ARGS
                                    "entry @missing_kernel" ARGS
                                    "entry @fault" ARGS;
/* clang-format on */

static void *module;

__attribute__((constructor)) static void load(void) {
  const char *path = getenv("ATTN_TEST_KERNEL");
  FILE *file = path ? fopen(path, "rb") : NULL;
  if (!file)
    return; /* attn_mgpuModuleGetFunction will report the null module */
  char *image = malloc(1 << 20);
  size_t size = fread(image, 1, (1 << 20) - 1, file);
  fclose(file);
  image[size] = '\0';
  size_t length = strlen(path);
  if (length > 4 && !strcmp(path + length - 4, ".ptx"))
    module = attn_mgpuModuleLoadJIT(image, 2);
  else
    module = attn_mgpuModuleLoad(image, size);
  free(image); /* the driver keeps its own copy */
}

__attribute__((destructor)) static void unload(void) {
  attn_mgpuModuleUnload(module);
}

struct memref1d {
  float *allocated, *aligned;
  int64_t offset, size, stride;
};

static void launch(void **args, const char *kernel, intptr_t block,
                   int32_t smem, int fault) {
  struct memref1d *in = args[0], *out = args[2];
  float *input = in->aligned, *output = out->aligned;
  if (fault)
    output = (float *)16; /* not device memory */
  int64_t n = in->size;
  void *params[] = {&input, &output, &n, args[1]};
  void *function = attn_mgpuModuleGetFunction(module, kernel);
  void *stream = attn_mgpuStreamCreate();
  attn_mgpuLaunchKernel(function, (n + 127) / 128, 1, 1, block, 1, 1, smem, stream,
                   params, NULL, 4);
  attn_mgpuStreamSynchronize(stream);
  attn_mgpuStreamDestroy(stream);
}

void attn_entry_scale(void **args) { launch(args, "scale", 128, 0, 0); }
void attn_entry_scale_64k_smem(void **args) {
  launch(args, "scale", 128, 64 * 1024, 0);
}
void attn_entry_too_many_threads(void **args) {
  launch(args, "scale", 4096, 0, 0);
}
void attn_entry_missing_kernel(void **args) {
  launch(args, "no_such_kernel", 128, 0, 0);
}
void attn_entry_fault(void **args) { launch(args, "scale", 128, 0, 1); }
