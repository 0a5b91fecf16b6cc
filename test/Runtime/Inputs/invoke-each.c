// invoke-each.c - invokes entries of a CUDA module synchronously, one after
// the other, with fresh buffers (entry-buffers.h), and prints each one's
// status and error.
//   invoke-each MODULE.so ENTRY...
#include "entry-buffers.h"

#include <stdio.h>

static void run(attn_module *module, const char *name) {
  attn_entry *entry = NULL;
  if (attn_module_find_entry(module, name, &entry)) {
    printf("%s: %s\n", name, attn_last_error());
    return;
  }
  EntryBuffers args;
  make_entry_buffers(entry, &args);
  attn_status status = attn_entry_invoke(entry, args.buffers, args.count);
  printf("%s: %s%s%s\n", name, attn_status_string(status), status ? ": " : "",
         status ? attn_last_error() : "");
  fflush(stdout);
  free_entry_buffers(&args);
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
