// invoke-scratch.c - calls a CUDA module's entry through
// attn_entry_invoke_async_scratch (test/Runtime/cuda-scratch.test): with a
// caller allocator that serves every request, one that refuses them all
// (the runtime's pool serves them instead), a malformed one, and the
// runtime's arena allocator (attn_scratch_arena_allocator): unsized (it
// measures), sized to what it measured, one piece short (without and with
// a fallback allocator), and misaligned; then the module is unloaded and
// loaded again, and its kernels are looked up anew.
// Against the fake driver device memory is host memory, so plain malloc
// stands in for the caller's device allocator. Each run is announced on
// stderr too, where the fake driver logs the pool's allocations.
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
  fprintf(stderr, "== %s\n", what);
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

  // The arena: unsized, every request goes to the pool and is counted.
  attn_scratch_arena arena = {NULL, 0, 0, 0, NULL};
  attn_scratch_allocator cut = attn_scratch_arena_allocator(&arena);
  run(entry, &cut, "arena unsized");
  printf("arena unsized: used %zu, wanted %zu\n", arena.used, arena.wanted);
  size_t wanted = arena.wanted;
  char *memory = aligned_alloc(256, wanted + 256);
  // Sized to what it measured: the pool serves nothing.
  arena = (attn_scratch_arena){memory, wanted, 0, 0, NULL};
  run(entry, &cut, "arena sized");
  printf("arena sized: used == wanted: %s, wanted the same: %s\n",
         arena.used == arena.wanted ? "yes" : "no",
         arena.wanted == wanted ? "yes" : "no");
  // One 256-byte piece short: the request that no longer fits goes to the
  // pool.
  arena = (attn_scratch_arena){memory, wanted - 256, 0, 0, NULL};
  run(entry, &cut, "arena short");
  printf("arena short: used < wanted: %s\n",
         arena.used < arena.wanted ? "yes" : "no");
  // With a fallback it serves (and releases) that request instead.
  Counter spill = {0, 0, 0, 0};
  attn_scratch_allocator fallback = {allocate, release, &spill};
  arena = (attn_scratch_arena){memory, wanted - 256, 0, 0, &fallback};
  run(entry, &cut, "arena short with fallback");
  printf("arena short with fallback: %d allocations, %d releases\n",
         spill.allocations, spill.releases);
  // A base that is not 256-byte aligned is not cut from.
  arena = (attn_scratch_arena){memory + 16, wanted, 0, 0, NULL};
  run(entry, &cut, "arena misaligned");
  printf("arena misaligned: used %zu\n", arena.used);
  fflush(stdout);
  free(memory);

  attn_scratch_allocator broken = {NULL, NULL, NULL};
  run(entry, &broken, "broken");
  attn_module_destroy(module);

  // Loaded again: the runtime forgot the unloaded module's kernels.
  if (attn_module_load(argv[1], &module) ||
      attn_module_find_entry(module, argv[2], &entry)) {
    fprintf(stderr, "invoke-scratch: %s\n", attn_last_error());
    return 1;
  }
  run(entry, &caller, "reloaded");
  attn_module_destroy(module);
  return 0;
}
