/*===- attn_runtime.h - load and run compiled attn modules (C API) --------===*
 *
 * A compiled module is a shared object made by attn-compile / attn-runner.
 * It exports a manifest describing each entry point and a uniform wrapper
 * `attn_entry_<name>(void **args)` per entry. This API loads such a module,
 * validates caller buffers against the manifest and invokes entries. It has
 * no MLIR or LLVM dependency.
 *
 * Modules compiled for CUDA launch their kernels through the runtime, which
 * loads the NVIDIA driver (libcuda.so.1) when the first such module is
 * loaded; the runtime itself needs no CUDA to build. It uses the primary
 * context of device 0, or of device N if the environment variable
 * ATTN_CUDA_DEVICE=N is set, and makes it current on the calling thread.
 *
 * Every function returning attn_status sets a thread-local message on
 * failure, readable with attn_last_error().
 *
 *===---------------------------------------------------------------------===*/

#ifndef ATTN_RUNTIME_ATTN_RUNTIME_H
#define ATTN_RUNTIME_ATTN_RUNTIME_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" {
#endif

typedef enum attn_status {
  ATTN_OK = 0,
  ATTN_ERROR_INVALID_ARGUMENT = 1, /* buffers that do not match the entry */
  ATTN_ERROR_NOT_FOUND = 2,        /* unknown entry or symbol */
  ATTN_ERROR_LOAD = 3,             /* the module could not be loaded */
  ATTN_ERROR_BAD_MODULE = 4,       /* malformed manifest */
  ATTN_ERROR_UNSUPPORTED = 5,
  ATTN_ERROR_DEVICE = 6, /* a CUDA driver call or kernel failed */
} attn_status;

/* Human-readable name of a status code. */
const char *attn_status_string(attn_status status);
/* Message of the last failure on this thread ("" if none). */
const char *attn_last_error(void);

typedef enum attn_dtype {
  ATTN_DTYPE_F32 = 0,
  ATTN_DTYPE_F16 = 1,
  ATTN_DTYPE_BF16 = 2,
  ATTN_DTYPE_F64 = 3,
  ATTN_DTYPE_I1 = 4, /* one byte per element */
  ATTN_DTYPE_I8 = 5,
  ATTN_DTYPE_I32 = 6,
  ATTN_DTYPE_I64 = 7,
} attn_dtype;

/* Size in bytes of one element, and the manifest name ("bf16", ...). */
size_t attn_dtype_size(attn_dtype dtype);
const char *attn_dtype_name(attn_dtype dtype);

/* A caller-owned buffer. `shape` has `rank` entries; `strides` (in
 * elements) may be NULL for row-major contiguous data. Scalars are rank 0
 * with `data` pointing at the value. */
typedef struct attn_buffer {
  void *data;
  attn_dtype dtype;
  int32_t rank;
  const int64_t *shape;
  const int64_t *strides;
} attn_buffer;

/* What an entry expects of argument `index`. Sizes of -1 are dynamic. */
typedef struct attn_arg_info {
  int is_output; /* written by the entry */
  int is_scalar; /* passed by value */
  attn_dtype dtype;
  int32_t rank;
  const int64_t *shape;
} attn_arg_info;

typedef struct attn_module attn_module;
typedef struct attn_entry attn_entry;

/* Where a module's entries run (the manifest's `target` line). */
typedef enum attn_target {
  ATTN_TARGET_CPU = 0,
  ATTN_TARGET_CUDA = 1,
} attn_target;

/* Loads the module at `path`. A CUDA module loads its kernels onto the
 * device here: no driver, no device or kernels built for another GPU fail
 * with ATTN_ERROR_DEVICE. */
attn_status attn_module_load(const char *path, attn_module **module);
void attn_module_destroy(attn_module *module);
attn_target attn_module_target(const attn_module *module);

size_t attn_module_entry_count(const attn_module *module);
attn_entry *attn_module_entry_at(attn_module *module, size_t index);
attn_status attn_module_find_entry(attn_module *module, const char *name,
                                   attn_entry **entry);

const char *attn_entry_name(const attn_entry *entry);
size_t attn_entry_arg_count(const attn_entry *entry);
attn_status attn_entry_arg_info(const attn_entry *entry, size_t index,
                                attn_arg_info *info);

/* Runs the entry on `count` arguments: inputs first, then outputs, in the
 * order of the manifest. Every buffer is checked (dtype, rank, static sizes,
 * contiguity, non-null data) before anything runs. For a CUDA module the
 * buffers are device pointers (scalars stay host values); the kernels run on
 * the legacy default stream and the call waits for them, so faults in the
 * kernels are reported (ATTN_ERROR_DEVICE). */
attn_status attn_entry_invoke(attn_entry *entry, const attn_buffer *args,
                              size_t count);

/* Like attn_entry_invoke, but a CUDA module's kernels are launched on
 * `stream` (a CUstream; NULL is the legacy default stream) and the call
 * returns without waiting for them. Failures to launch are reported; faults
 * while the kernels run show up when the caller synchronises the stream.
 * For a CPU module `stream` is ignored and this is attn_entry_invoke. */
attn_status attn_entry_invoke_async(attn_entry *entry, const attn_buffer *args,
                                    size_t count, void *stream);

/* Scratch memory from the caller's allocator (a framework's: XLA's FFI
 * scratch allocator, PyTorch's caching allocator) instead of the runtime's
 * stream-ordered pool. A CUDA module's intermediates (the backward's f32
 * accumulators, cuDNN's workspace) then come from `allocate`, which returns
 * device memory of at least `bytes` bytes, 256-byte aligned, that stays
 * valid for work queued on the invocation's stream, or NULL when it cannot
 * (that request then comes from the runtime's pool). `release`, if not
 * NULL, is called once
 * per allocation when the module frees it, in stream order; with NULL the
 * caller reclaims everything after the call, as XLA's scratch allocator
 * does. */
typedef struct attn_scratch_allocator {
  void *(*allocate)(void *context, size_t bytes);
  void (*release)(void *context, void *pointer);
  void *context;
} attn_scratch_allocator;

/* A scratch arena: `size` bytes of device memory at `base` (the caller's,
 * e.g. one buffer of its framework's allocator; 256-byte aligned, else
 * nothing is cut from it) that an invocation's scratch is cut from in
 * order, each piece 256-byte aligned, without a call back into the caller.
 * `used` counts the bytes cut so far and `wanted` the bytes the invocation
 * asked for in all (pieces are not reused within an invocation, so that is
 * the size that serves it); the caller zeroes both before each invocation.
 * A request that does not fit goes to `fallback` (NULL: the runtime's
 * pool) and still counts in `wanted`, so that the caller can size the
 * arena for the next call; a module with static shapes asks for the same
 * bytes every time. Pieces are not released one by one: the arena is free
 * again once the invocation's work is done on its stream, so reuse it only
 * for work queued on that stream, and for one invocation at a time on the
 * host. */
typedef struct attn_scratch_arena {
  void *base;
  size_t size;
  size_t used;
  size_t wanted;
  const attn_scratch_allocator *fallback;
} attn_scratch_arena;

/* An attn_scratch_allocator that cuts from `arena` and hands the rest to
 * its fallback (whose release it calls for those pieces only). `arena`, and
 * its fallback, must outlive the invocations that use the allocator. */
attn_scratch_allocator attn_scratch_arena_allocator(attn_scratch_arena *arena);

/* attn_entry_invoke_async with the scratch from `scratch` (NULL: the
 * runtime's pool, i.e. attn_entry_invoke_async). */
attn_status attn_entry_invoke_async_scratch(attn_entry *entry,
                                            const attn_buffer *args,
                                            size_t count, void *stream,
                                            const attn_scratch_allocator *scratch);

/* attn_entry_invoke_async_scratch for entries whose arguments all have
 * static sizes, given only their data: `data[i]` is argument i's pointer,
 * of the manifest's dtype and shape, contiguous (a scalar's points at its
 * value). It saves framework bindings that have already checked their
 * arrays against attn_entry_arg_info (attn.torch) building the
 * attn_buffer array per call. Entries with dynamic sizes fail with
 * ATTN_ERROR_INVALID_ARGUMENT. */
attn_status attn_entry_invoke_data(attn_entry *entry, void *const *data,
                                   size_t count, void *stream,
                                   const attn_scratch_allocator *scratch);

/* Device memory on the runtime's CUDA device (its primary context), for
 * callers of CUDA modules that have no framework of their own to allocate
 * with. Failures (no driver, out of memory, a bad pointer) return
 * ATTN_ERROR_DEVICE with the driver's error name. */
attn_status attn_device_alloc(size_t bytes, void **pointer);
attn_status attn_device_free(void *pointer);
attn_status attn_device_copy_to_device(void *device, const void *host,
                                       size_t bytes);
attn_status attn_device_copy_to_host(void *host, const void *device,
                                     size_t bytes);

#ifdef __cplusplus
}
#endif

#endif /* ATTN_RUNTIME_ATTN_RUNTIME_H */
