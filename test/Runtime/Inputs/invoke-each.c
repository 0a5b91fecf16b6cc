// invoke-each.c - invokes entries of a CUDA module synchronously, one after
// the other, with fresh 256-byte aligned buffers of the shapes the entry
// declares, and prints each one's status and error. Against the fake driver
// device memory is host memory, so host buffers stand in for device ones.
//   invoke-each MODULE.so ENTRY...
#include "attn/attn_runtime.h"

#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static void run(attn_module *module, const char *name) {
  attn_entry *entry = NULL;
  if (attn_module_find_entry(module, name, &entry)) {
    printf("%s: %s\n", name, attn_last_error());
    return;
  }
  size_t count = attn_entry_arg_count(entry);
  attn_buffer buffers[16];
  void *data[16] = {0};
  int64_t shapes[16][8];
  for (size_t i = 0; i < count && i < 16; ++i) {
    attn_arg_info info;
    attn_entry_arg_info(entry, i, &info);
    size_t elements = 1;
    for (int32_t d = 0; d < info.rank; ++d) {
      shapes[i][d] = info.shape[d];
      elements *= (size_t)info.shape[d];
    }
    size_t bytes = elements * attn_dtype_size(info.dtype);
    data[i] = aligned_alloc(256, (bytes + 255) / 256 * 256);
    memset(data[i], 0x3c, bytes);
    buffers[i].data = data[i];
    buffers[i].dtype = info.dtype;
    buffers[i].rank = info.rank;
    buffers[i].shape = shapes[i];
    buffers[i].strides = NULL;
  }
  attn_status status = attn_entry_invoke(entry, buffers, count);
  printf("%s: %s%s%s\n", name, attn_status_string(status), status ? ": " : "",
         status ? attn_last_error() : "");
  fflush(stdout);
  for (size_t i = 0; i < count && i < 16; ++i)
    free(data[i]);
}

int main(int argc, char **argv) {
  if (argc < 3) {
    fprintf(stderr, "usage: invoke-each MODULE.so ENTRY...\n");
    return 2;
  }
  attn_module *module = NULL;
  if (attn_module_load(argv[1], &module)) {
    fprintf(stderr, "invoke-each: %s\n", attn_last_error());
    return 1;
  }
  for (int i = 2; i < argc; ++i)
    run(module, argv[i]);
  attn_module_destroy(module);
  return 0;
}
