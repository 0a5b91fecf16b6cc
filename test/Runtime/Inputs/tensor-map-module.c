/* A hand-written CUDA module whose entries each encode one TMA descriptor
 * of their input (bf16[4, 64]) through the runtime's
 * attn_mgpuTensorMapEncodeTiled, as generated host code does before a
 * launch, and then launch nothing. Every entry but `encode` passes
 * something the runtime must refuse before the driver sees it
 * (test/Runtime/cuda-tensor-map.test). */
#include <stdint.h>
#include <stdlib.h>

void attn_mgpuTensorMapEncodeTiled(void *map, int64_t element, void *base,
                                   int64_t rank, int64_t size0, int64_t size1,
                                   int64_t size2, int64_t size3, int64_t size4,
                                   int64_t stride0, int64_t stride1,
                                   int64_t stride2, int64_t stride3,
                                   int64_t stride4, int64_t box0, int64_t box1,
                                   int64_t box2, int64_t box3, int64_t box4);

/* clang-format off */
#define ARGS " 1 0\narg in memref bf16 2 4 64\n"
const char attn_module_manifest[] = "attn-module 1\n"
                                    "target cuda\n"
                                    "entry @encode" ARGS
                                    "entry @misaligned_base" ARGS
                                    "entry @odd_stride" ARGS
                                    "entry @strided_innermost" ARGS
                                    "entry @wide_box" ARGS
                                    "entry @empty_dimension" ARGS
                                    "entry @unaligned_slot" ARGS
                                    "entry @bad_rank" ARGS
                                    "entry @bad_element" ARGS;
/* clang-format on */

struct memref2d {
  uint16_t *allocated, *aligned;
  int64_t offset, sizes[2], strides[2];
};

/* The descriptor slot: 64-byte aligned as the generated host code's. */
static _Alignas(64) unsigned char slot[128 + 64];

static void encode(void **args, char *base, int64_t rank, int64_t element,
                   int64_t stride, int64_t innermost, int64_t box,
                   int64_t size, void *map) {
  struct memref2d *in = args[0];
  /* Sizes and strides outermost first: [rows, columns]. */
  attn_mgpuTensorMapEncodeTiled(map, element, base, rank, in->sizes[0], size,
                                0, 0, 0, stride, innermost, 0, 0, 0, 4, box, 0,
                                0, 0);
}

#define ENTRY(name, base, rank, element, stride, innermost, box, size, map)    \
  void attn_entry_##name(void **args) {                                        \
    struct memref2d *in = args[0];                                             \
    encode(args, base, rank, element, stride, innermost, box, size, map);      \
  }

#define DATA ((char *)in->aligned)
ENTRY(encode, DATA, 2, 1, 64, 1, 64, 64, slot)
ENTRY(misaligned_base, DATA + 2, 2, 1, 64, 1, 64, 64, slot)
ENTRY(odd_stride, DATA, 2, 1, 63, 1, 64, 63, slot)
ENTRY(strided_innermost, DATA, 2, 1, 64, 2, 32, 32, slot)
ENTRY(wide_box, DATA, 2, 1, 64, 1, 300, 64, slot)
ENTRY(empty_dimension, DATA, 2, 1, 64, 1, 64, 0, slot)
ENTRY(unaligned_slot, DATA, 2, 1, 64, 1, 64, 64, slot + 8)
ENTRY(bad_rank, DATA, 6, 1, 64, 1, 64, 64, slot)
ENTRY(bad_element, DATA, 2, 2, 64, 1, 64, 64, slot)
