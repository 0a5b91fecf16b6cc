/* A stand-in for libcudnn.so.9 with every entry point the attn runtime
 * resolves, reporting the version given by FAKE_CUDNN_VERSION (default
 * 90000): enough to test how the runtime loads cuDNN and rejects old
 * versions, without cuDNN. Every other call fails. */
#include <stddef.h>
#include <stdlib.h>
#include <string.h>

size_t cudnnGetVersion(void) {
  const char *version = getenv("FAKE_CUDNN_VERSION");
  return version ? (size_t)strtoul(version, NULL, 10) : 90000;
}
const char *cudnnGetErrorString(int status) {
  (void)status;
  return "CUDNN_STATUS_NOT_SUPPORTED";
}
void cudnnGetLastErrorString(char *message, size_t size) {
  if (size)
    strncpy(message, "fake cuDNN", size - 1);
}
int cudnnCreate(void **handle) { *handle = NULL; return 3000; }
int cudnnSetStream(void *handle, void *stream) { (void)handle; (void)stream; return 3000; }
int cudnnBackendCreateDescriptor(int type, void **descriptor) {
  (void)type; *descriptor = NULL; return 3000;
}
int cudnnBackendDestroyDescriptor(void *descriptor) { (void)descriptor; return 0; }
int cudnnBackendSetAttribute(void *d, int name, int type, long count, const void *values) {
  (void)d; (void)name; (void)type; (void)count; (void)values; return 3000;
}
int cudnnBackendGetAttribute(void *d, int name, int type, long requested, long *count, void *values) {
  (void)d; (void)name; (void)type; (void)requested; (void)count; (void)values; return 3000;
}
int cudnnBackendFinalize(void *d) { (void)d; return 3000; }
int cudnnBackendExecute(void *handle, void *plan, void *pack) {
  (void)handle; (void)plan; (void)pack; return 3000;
}
