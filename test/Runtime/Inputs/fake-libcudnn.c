/* A stand-in for libcudnn.so.9 with every entry point the attn runtime
 * resolves, reporting the version given by FAKE_CUDNN_VERSION (default
 * 90000): enough to test how the runtime loads cuDNN and rejects old
 * versions, without cuDNN. Every other call fails, unless FAKE_CUDNN_WORKS
 * is set: then every call succeeds, the heuristics offer one engine whose
 * plan needs a 4 KiB workspace, and each execution is logged with the
 * number of bound tensors (graph building, the plan cache and the call's
 * scratch can be tested; nothing is computed). */
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* cuDNN 9's values of the attributes the runtime reads back. */
enum {
  kEngineHeuristicsResults = 202,
  kEngineConfigEngine = 300,
  kEngineConfigKnobChoices = 302,
  kPlanWorkspaceSize = 402,
  kEngineGlobalIndex = 1301,
  kVariantPackUniqueIds = 1000,
};

static int works(void) { return getenv("FAKE_CUDNN_WORKS") != NULL; }

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
int cudnnCreate(void **handle) {
  *handle = works() ? (void *)(uintptr_t)1 : NULL;
  return works() ? 0 : 3000;
}
int cudnnSetStream(void *handle, void *stream) {
  (void)handle; (void)stream;
  return works() ? 0 : 3000;
}
int cudnnBackendCreateDescriptor(int type, void **descriptor) {
  (void)type;
  *descriptor = works() ? calloc(1, 16) : NULL;
  return works() ? 0 : 3000;
}
int cudnnBackendDestroyDescriptor(void *descriptor) {
  free(descriptor);
  return 0;
}
static long boundTensors;
int cudnnBackendSetAttribute(void *d, int name, int type, long count, const void *values) {
  (void)d; (void)type; (void)values;
  if (name == kVariantPackUniqueIds)
    boundTensors = count;
  return works() ? 0 : 3000;
}
int cudnnBackendGetAttribute(void *d, int name, int type, long requested, long *count, void *values) {
  (void)d; (void)type; (void)requested;
  if (!works())
    return 3000;
  *count = 0;
  switch (name) {
  case kEngineHeuristicsResults:
  case kEngineConfigEngine:
    *count = 1;
    break;
  case kPlanWorkspaceSize:
    *count = 1;
    *(int64_t *)values = 4096;
    break;
  case kEngineGlobalIndex:
    *count = 1;
    *(int64_t *)values = 8;
    break;
  case kEngineConfigKnobChoices:
    break;
  }
  return 0;
}
int cudnnBackendFinalize(void *d) { (void)d; return works() ? 0 : 3000; }
int cudnnBackendExecute(void *handle, void *plan, void *pack) {
  (void)handle; (void)plan; (void)pack;
  if (!works())
    return 3000;
  fprintf(stderr, "fake-cudnn: execute with %ld tensors\n", boundTensors);
  return 0;
}
