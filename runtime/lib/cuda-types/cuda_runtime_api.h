/*===- cuda_runtime_api.h - the CUDA runtime types cuDNN's headers use ----===*
 *
 * cudnn_graph.h includes the CUDA runtime's header for two handle types.
 * The runtime never calls the CUDA runtime (it loads the driver and cuDNN
 * at run time), so this directory stands in for the toolkit's headers:
 * the attn runtime then builds wherever cuDNN's headers are, with or without
 * a CUDA toolkit. The types are the toolkit's (pointers to its opaque
 * structs), so they are interchangeable with the real declarations.
 *
 *===----------------------------------------------------------------------===*/

#ifndef ATTN_RUNTIME_CUDA_TYPES_CUDA_RUNTIME_API_H
#define ATTN_RUNTIME_CUDA_TYPES_CUDA_RUNTIME_API_H

typedef struct CUstream_st *cudaStream_t;
typedef struct CUgraph_st *cudaGraph_t;

#endif
