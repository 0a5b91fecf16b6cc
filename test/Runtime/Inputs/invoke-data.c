// invoke-data.c - attn_entry_invoke_data against attn_entry_invoke
// (test/Runtime/invoke-data.test): each named entry runs on random inputs
// both ways, with outputs poisoned (NaN bytes) before each run, and the
// outputs must be the same bytes; then the calls that must fail.
//   invoke-data MODULE.so ENTRY... -- DYNAMIC_ENTRY
#include "entry-buffers.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

static uint32_t state = 12345u;

static float next_uniform(void) {
  state = state * 1664525u + 1013904223u;
  return (float)(state >> 8) / (float)(1u << 24) * 2.0f - 1.0f;
}

static size_t buffer_bytes(const attn_buffer *buffer) {
  size_t elements = 1;
  for (int32_t d = 0; d < buffer->rank; ++d)
    elements *= (size_t)buffer->shape[d];
  return elements * attn_dtype_size(buffer->dtype);
}

static void report(const char *what, attn_status status) {
  printf("%s: %s%s%s\n", what, attn_status_string(status), status ? ": " : "",
         status ? attn_last_error() : "");
}

static int compare(attn_entry *entry) {
  EntryBuffers a, b;
  make_entry_buffers(entry, &a);
  make_entry_buffers(entry, &b);
  for (size_t i = 0; i < a.count; ++i) {
    attn_arg_info info;
    attn_entry_arg_info(entry, i, &info);
    size_t bytes = buffer_bytes(&a.buffers[i]);
    if (info.is_output) {
      memset(a.data[i], 0xff, bytes);
      memset(b.data[i], 0xff, bytes);
    } else if (info.dtype == ATTN_DTYPE_F32) {
      float *values = (float *)a.data[i];
      for (size_t e = 0; e < bytes / 4; ++e)
        values[e] = next_uniform();
      memcpy(b.data[i], a.data[i], bytes);
    }
  }
  attn_status viaBuffers = attn_entry_invoke(entry, a.buffers, a.count);
  report("buffers", viaBuffers);
  attn_status viaData =
      attn_entry_invoke_data(entry, b.data, b.count, NULL, NULL);
  report("data", viaData);
  int same = 1;
  for (size_t i = 0; i < a.count; ++i)
    same &= memcmp(a.data[i], b.data[i], buffer_bytes(&a.buffers[i])) == 0;
  printf("%s: same outputs: %s\n", attn_entry_name(entry),
         same ? "yes" : "no");
  free_entry_buffers(&a);
  free_entry_buffers(&b);
  return viaBuffers || viaData || !same;
}

static int failures(attn_entry *entry, attn_entry *dynamic) {
  EntryBuffers a;
  make_entry_buffers(entry, &a);
  report("short", attn_entry_invoke_data(entry, a.data, a.count - 1, NULL,
                                         NULL));
  report("no array", attn_entry_invoke_data(entry, NULL, a.count, NULL, NULL));
  void *saved = a.data[1];
  a.data[1] = NULL;
  report("null pointer",
         attn_entry_invoke_data(entry, a.data, a.count, NULL, NULL));
  a.data[1] = saved;
  attn_scratch_allocator broken = {NULL, NULL, NULL};
  report("broken scratch",
         attn_entry_invoke_data(entry, a.data, a.count, NULL, &broken));
  report("no entry", attn_entry_invoke_data(NULL, a.data, a.count, NULL,
                                            NULL));
  free_entry_buffers(&a);
  void *none[4] = {saved, saved, saved, saved};
  report("dynamic", attn_entry_invoke_data(dynamic, none, 4, NULL, NULL));
  return 0;
}

int main(int argc, char **argv) {
  if (argc < 5 || strcmp(argv[argc - 2], "--") != 0) {
    fprintf(stderr, "usage: invoke-data MODULE.so ENTRY... -- DYNAMIC\n");
    return 2;
  }
  attn_module *module = NULL;
  if (attn_module_load(argv[1], &module)) {
    fprintf(stderr, "invoke-data: %s\n", attn_last_error());
    return 1;
  }
  int failed = 0;
  attn_entry *first = NULL, *dynamic = NULL;
  for (int i = 2; i < argc - 2; ++i) {
    attn_entry *entry = NULL;
    if (attn_module_find_entry(module, argv[i], &entry)) {
      fprintf(stderr, "invoke-data: %s\n", attn_last_error());
      return 1;
    }
    first = first ? first : entry;
    failed |= compare(entry);
  }
  if (attn_module_find_entry(module, argv[argc - 1], &dynamic)) {
    fprintf(stderr, "invoke-data: %s\n", attn_last_error());
    return 1;
  }
  failures(first, dynamic);
  attn_module_destroy(module);
  return failed;
}
