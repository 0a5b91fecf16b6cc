// entry-buffers.h - the test harnesses' arguments for an entry: one
// 256-byte aligned host buffer per argument, of the shape and element type
// the entry declares, filled with 0x3c bytes (finite, non-zero bf16 and f32
// patterns). Against the fake driver device memory is host memory, so host
// buffers stand in for device ones.
#ifndef ATTN_TEST_RUNTIME_ENTRY_BUFFERS_H
#define ATTN_TEST_RUNTIME_ENTRY_BUFFERS_H

#include "attn/attn_runtime.h"

#include <stdint.h>
#include <stdlib.h>
#include <string.h>

enum { kMaxArgs = 16, kMaxRank = 8 };

typedef struct {
  size_t count;
  attn_buffer buffers[kMaxArgs];
  void *data[kMaxArgs];
  int64_t shapes[kMaxArgs][kMaxRank];
} EntryBuffers;

static void make_entry_buffers(attn_entry *entry, EntryBuffers *args) {
  args->count = attn_entry_arg_count(entry);
  if (args->count > kMaxArgs)
    args->count = kMaxArgs;
  for (size_t i = 0; i < args->count; ++i) {
    attn_arg_info info;
    attn_entry_arg_info(entry, i, &info);
    size_t elements = 1;
    for (int32_t d = 0; d < info.rank && d < kMaxRank; ++d) {
      args->shapes[i][d] = info.shape[d];
      elements *= (size_t)info.shape[d];
    }
    size_t bytes = elements * attn_dtype_size(info.dtype);
    args->data[i] = aligned_alloc(256, (bytes + 255) / 256 * 256);
    memset(args->data[i], 0x3c, bytes);
    args->buffers[i].data = args->data[i];
    args->buffers[i].dtype = info.dtype;
    args->buffers[i].rank = info.rank;
    args->buffers[i].shape = args->shapes[i];
    args->buffers[i].strides = NULL;
  }
}

static void free_entry_buffers(EntryBuffers *args) {
  for (size_t i = 0; i < args->count; ++i)
    free(args->data[i]);
}

#endif // ATTN_TEST_RUNTIME_ENTRY_BUFFERS_H
