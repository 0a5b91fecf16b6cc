// invoke-scratch.c - calls a CUDA module's entry through
// attn_entry_invoke_async_scratch (test/Runtime/cuda-scratch.test): with a
// caller allocator that serves every request, one that refuses them all
// (the runtime's pool serves them instead), and a malformed one. Against the
// fake driver device memory is host memory, so plain malloc stands in for
// the caller's device allocator.
//   invoke-scratch MODULE.so ENTRY
#include "entry-buffers.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct {
  int allocations, releases;
  size_t bytes;
  int refuse;
} Counter;

static void *allocate(void *context, size_t bytes) {
  Counter *counter = (Counter *)context;
  if (counter->refuse)
    return NULL;
  ++counter->allocations;
  counter->bytes += bytes;
  return aligned_alloc(256, (bytes + 255) / 256 * 256);
}

static void release(void *context, void *pointer) {
  ++((Counter *)context)->releases;
  free(pointer);
}

static int run(attn_entry *entry, const attn_scratch_allocator *scratch,
               const char *what) {
  EntryBuffers args;
  make_entry_buffers(entry, &args);
  attn_status status = attn_entry_invoke_async_scratch(
      entry, args.buffers, args.count, NULL, scratch);
  printf("%s: %s%s%s\n", what, attn_status_string(status),
         status ? ": " : "", status ? attn_last_error() : "");
  free_entry_buffers(&args);
  return status;
}

int main(int argc, char **argv) {
  if (argc != 3) {
    fprintf(stderr, "usage: invoke-scratch MODULE.so ENTRY\n");
    return 2;
  }
  attn_module *module = NULL;
  attn_entry *entry = NULL;
  if (attn_module_load(argv[1], &module) ||
      attn_module_find_entry(module, argv[2], &entry)) {
    fprintf(stderr, "invoke-scratch: %s\n", attn_last_error());
    return 1;
  }
  Counter served = {0, 0, 0, 0};
  attn_scratch_allocator caller = {allocate, release, &served};
  run(entry, &caller, "caller");
  printf("caller allocator: %d allocations (%zu bytes), %d releases\n",
         served.allocations, served.bytes, served.releases);
  fflush(stdout);

  Counter refusing = {0, 0, 0, 1};
  attn_scratch_allocator pool = {allocate, release, &refusing};
  run(entry, &pool, "refusing");
  printf("refusing allocator: %d allocations, %d releases\n",
         refusing.allocations, refusing.releases);
  fflush(stdout);

  attn_scratch_allocator broken = {NULL, NULL, NULL};
  run(entry, &broken, "broken");
  attn_module_destroy(module);
  return 0;
}
