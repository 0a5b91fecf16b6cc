/*===- library_types.h - the CUDA library type cuDNN's headers use -------===*
 *
 * See cuda_runtime_api.h in this directory: cudnnGetProperty takes this
 * enum, which the attn runtime never calls.
 *
 *===----------------------------------------------------------------------===*/

#ifndef ATTN_RUNTIME_CUDA_TYPES_LIBRARY_TYPES_H
#define ATTN_RUNTIME_CUDA_TYPES_LIBRARY_TYPES_H

typedef enum libraryPropertyType_t {
  MAJOR_VERSION,
  MINOR_VERSION,
  PATCH_LEVEL
} libraryPropertyType;

#endif
