/*===- attn-module-info.c - list and smoke-run a compiled attn module -----===*
 *
 *   attn-module-info MODULE.so [--run ENTRY]
 *
 * Prints every entry of a module compiled by attn-compile with its
 * arguments (role, kind, element type, shape), and "(cuda)" after the path
 * of a CUDA module. With --run ENTRY (CPU modules only) it also
 * allocates every argument, fills the inputs with a deterministic pattern,
 * poisons the outputs with 0xFF bytes (NaN for every float type), invokes
 * the entry and prints, per output, how many elements are NaN and their sum.
 *
 * It uses only the C runtime API (attn/attn_runtime.h), so it shows that an
 * artifact loads and runs without MLIR or LLVM. Exit status: 0 on success,
 * 1 on any runtime failure (the message is attn_last_error()), 2 on bad
 * usage.
 *
 * The input pattern:
 *   - floats: element i (row-major) is sin(i) * 0.5, rounded to the element
 *     type (f32, f64, f16 and bf16 round to nearest even);
 *   - rank-1 i32/i64 arrays are taken to be sequence lengths or offsets (the
 *     manifest does not say which, so it is inferred): if the entry has a
 *     rank-3 float input (the packed thd layout) they are cumulative offsets
 *     spreading the tokens evenly, cu[i] = i * T / (n - 1) with T the
 *     smallest token count of those inputs; otherwise they are per-batch
 *     lengths, each the full extent, i.e. the largest size among the
 *     non-head dimensions of the rank-4 float inputs (the kernels clamp a
 *     length to the extent of the tensor it indexes);
 *   - scalars and every other integer element: 1.
 *
 *===---------------------------------------------------------------------===*/

#include "attn/attn_runtime.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

static const char *program = "attn-module-info";

static void usage(FILE *out) {
  fprintf(out,
          "usage: %s MODULE.so [--run ENTRY]\n"
          "  Lists the entries of a compiled attn module and their arguments;\n"
          "  with --run, runs ENTRY once on deterministic inputs and reports\n"
          "  NaNs and sums of its outputs.\n",
          program);
}

/* Prints the runtime's last error and returns the exit status 1. */
static int runtimeFailure(attn_status status) {
  fprintf(stderr, "%s: error: %s (%s)\n", program, attn_last_error(),
          attn_status_string(status));
  return 1;
}

/*===----------------------------------------------------------------------===
 * Element conversion
 *===----------------------------------------------------------------------===*/

static uint32_t floatBits(float value) {
  uint32_t bits;
  memcpy(&bits, &value, sizeof bits);
  return bits;
}

static float bitsToFloat(uint32_t bits) {
  float value;
  memcpy(&value, &bits, sizeof value);
  return value;
}

/* binary32 -> bfloat16, round to nearest even; NaNs stay quiet NaNs. */
static uint16_t floatToBfloat16(float value) {
  uint32_t bits = floatBits(value);
  if ((bits & 0x7FFFFFFFu) > 0x7F800000u)
    return (uint16_t)((bits >> 16) | 0x0040u);
  uint32_t lsb = (bits >> 16) & 1u;
  bits += 0x7FFFu + lsb;
  return (uint16_t)(bits >> 16);
}

static float bfloat16ToFloat(uint16_t bits) {
  return bitsToFloat((uint32_t)bits << 16);
}

/* binary32 -> binary16, round to nearest even, with subnormals, overflow to
 * infinity and quiet NaNs. */
static uint16_t floatToHalf(float value) {
  uint32_t bits = floatBits(value);
  uint16_t sign = (uint16_t)((bits >> 16) & 0x8000u);
  uint32_t magnitude = bits & 0x7FFFFFFFu;
  if (magnitude > 0x7F800000u) /* NaN */
    return (uint16_t)(sign | 0x7E00u | ((magnitude >> 13) & 0x3FFu));
  if (magnitude >= 0x477FF000u) /* rounds to >= 65520: infinity */
    return (uint16_t)(sign | 0x7C00u);
  int32_t exponent = (int32_t)(magnitude >> 23) - 127;
  uint32_t mantissa = (magnitude & 0x7FFFFFu) | 0x800000u; /* 24 bits */
  if (exponent < -25) /* below half the smallest subnormal: zero */
    return sign;
  uint32_t shift;
  uint32_t halfExponent;
  if (exponent < -14) { /* subnormal half */
    shift = (uint32_t)(13 + (-14 - exponent));
    halfExponent = 0;
  } else {
    shift = 13;
    halfExponent = (uint32_t)(exponent + 15);
    mantissa &= 0x7FFFFFu; /* drop the implicit bit */
  }
  uint32_t kept = mantissa >> shift;
  uint32_t rest = mantissa & ((1u << shift) - 1u);
  uint32_t halfway = 1u << (shift - 1);
  if (rest > halfway || (rest == halfway && (kept & 1u)))
    ++kept; /* may carry into the exponent, which is what we want */
  return (uint16_t)(sign | ((halfExponent << 10) + kept));
}

static float halfToFloat(uint16_t bits) {
  uint32_t sign = (uint32_t)(bits & 0x8000u) << 16;
  uint32_t exponent = (bits >> 10) & 0x1Fu;
  uint32_t mantissa = bits & 0x3FFu;
  if (exponent == 0x1Fu)
    return bitsToFloat(sign | 0x7F800000u | (mantissa << 13));
  if (exponent == 0) {
    /* zero or subnormal: mantissa * 2^-24 */
    float magnitude = (float)mantissa * (1.0f / 16777216.0f);
    return sign ? -magnitude : magnitude;
  }
  return bitsToFloat(sign | ((exponent + 112u) << 23) | (mantissa << 13));
}

static int isFloatType(attn_dtype dtype) {
  return dtype == ATTN_DTYPE_F32 || dtype == ATTN_DTYPE_F64 ||
         dtype == ATTN_DTYPE_F16 || dtype == ATTN_DTYPE_BF16;
}

static void storeElement(void *data, attn_dtype dtype, size_t i,
                         double value) {
  unsigned char *p = (unsigned char *)data + i * attn_dtype_size(dtype);
  switch (dtype) {
  case ATTN_DTYPE_F32: {
    float v = (float)value;
    memcpy(p, &v, sizeof v);
    return;
  }
  case ATTN_DTYPE_F64:
    memcpy(p, &value, sizeof value);
    return;
  case ATTN_DTYPE_F16: {
    uint16_t v = floatToHalf((float)value);
    memcpy(p, &v, sizeof v);
    return;
  }
  case ATTN_DTYPE_BF16: {
    uint16_t v = floatToBfloat16((float)value);
    memcpy(p, &v, sizeof v);
    return;
  }
  case ATTN_DTYPE_I32: {
    int32_t v = (int32_t)value;
    memcpy(p, &v, sizeof v);
    return;
  }
  case ATTN_DTYPE_I64: {
    int64_t v = (int64_t)value;
    memcpy(p, &v, sizeof v);
    return;
  }
  case ATTN_DTYPE_I1:
    *p = value != 0.0;
    return;
  case ATTN_DTYPE_I8:
    *p = (unsigned char)(signed char)value;
    return;
  }
}

static double loadElement(const void *data, attn_dtype dtype, size_t i) {
  const unsigned char *p =
      (const unsigned char *)data + i * attn_dtype_size(dtype);
  switch (dtype) {
  case ATTN_DTYPE_F32: {
    float v;
    memcpy(&v, p, sizeof v);
    return v;
  }
  case ATTN_DTYPE_F64: {
    double v;
    memcpy(&v, p, sizeof v);
    return v;
  }
  case ATTN_DTYPE_F16:
  case ATTN_DTYPE_BF16: {
    uint16_t v;
    memcpy(&v, p, sizeof v);
    return dtype == ATTN_DTYPE_F16 ? halfToFloat(v) : bfloat16ToFloat(v);
  }
  case ATTN_DTYPE_I32: {
    int32_t v;
    memcpy(&v, p, sizeof v);
    return v;
  }
  case ATTN_DTYPE_I64: {
    int64_t v;
    memcpy(&v, p, sizeof v);
    return (double)v;
  }
  case ATTN_DTYPE_I1:
  case ATTN_DTYPE_I8:
    return (signed char)*p;
  }
  return 0.0;
}

/*===----------------------------------------------------------------------===
 * Listing
 *===----------------------------------------------------------------------===*/

static void printShape(FILE *out, const attn_arg_info *info) {
  fputc('[', out);
  for (int32_t d = 0; d < info->rank; ++d) {
    if (d)
      fputs(", ", out);
    if (info->shape[d] < 0)
      fputc('?', out);
    else
      fprintf(out, "%lld", (long long)info->shape[d]);
  }
  fputc(']', out);
}

static void printArgument(FILE *out, size_t index, const attn_arg_info *info) {
  fprintf(out, "  arg #%zu %-3s %s %s", index, info->is_output ? "out" : "in",
          info->is_scalar ? "scalar" : "memref", attn_dtype_name(info->dtype));
  if (!info->is_scalar) {
    fputc(' ', out);
    printShape(out, info);
  }
  fputc('\n', out);
}

static int listEntry(attn_entry *entry) {
  size_t count = attn_entry_arg_count(entry);
  size_t outputs = 0;
  for (size_t i = 0; i < count; ++i) {
    attn_arg_info info;
    attn_status status = attn_entry_arg_info(entry, i, &info);
    if (status != ATTN_OK)
      return runtimeFailure(status);
    outputs += info.is_output != 0;
  }
  printf("entry @%s: %zu input%s, %zu output%s\n", attn_entry_name(entry),
         count - outputs, count - outputs == 1 ? "" : "s", outputs,
         outputs == 1 ? "" : "s");
  for (size_t i = 0; i < count; ++i) {
    attn_arg_info info;
    attn_status status = attn_entry_arg_info(entry, i, &info);
    if (status != ATTN_OK)
      return runtimeFailure(status);
    printArgument(stdout, i, &info);
  }
  return 0;
}

/*===----------------------------------------------------------------------===
 * Running
 *===----------------------------------------------------------------------===*/

static size_t elementCount(const attn_arg_info *info) {
  size_t n = 1;
  for (int32_t d = 0; d < info->rank; ++d)
    n *= (size_t)info->shape[d];
  return n;
}

/* The sizes the length/offset arguments refer to (see the file comment). */
struct Extents {
  int packed;          /* the entry has a rank-3 float input */
  int64_t tokens;      /* smallest leading size of the rank-3 float inputs */
  int64_t fullLength;  /* largest non-head size of the rank-4 float inputs */
};

static struct Extents findExtents(const attn_arg_info *infos, size_t count) {
  struct Extents extents = {0, -1, 1};
  for (size_t i = 0; i < count; ++i) {
    const attn_arg_info *info = &infos[i];
    if (info->is_output || info->is_scalar || !isFloatType(info->dtype))
      continue;
    if (info->rank == 3) {
      extents.packed = 1;
      if (extents.tokens < 0 || info->shape[0] < extents.tokens)
        extents.tokens = info->shape[0];
    } else if (info->rank == 4) {
      for (int32_t d = 0; d < 3; ++d)
        if (info->shape[d] > extents.fullLength)
          extents.fullLength = info->shape[d];
    }
  }
  if (extents.tokens < 0)
    extents.tokens = 0;
  return extents;
}

static void fillInput(void *data, const attn_arg_info *info,
                      const struct Extents *extents) {
  size_t n = info->is_scalar ? 1 : elementCount(info);
  if (info->is_scalar) {
    storeElement(data, info->dtype, 0, 1.0);
    return;
  }
  if (isFloatType(info->dtype)) {
    for (size_t i = 0; i < n; ++i)
      storeElement(data, info->dtype, i, sin((double)i) * 0.5);
    return;
  }
  int lengths = info->rank == 1 && (info->dtype == ATTN_DTYPE_I32 ||
                                    info->dtype == ATTN_DTYPE_I64);
  for (size_t i = 0; i < n; ++i) {
    double value = 1.0;
    if (lengths && extents->packed)
      value = n > 1 ? (double)(((int64_t)i * extents->tokens) /
                               (int64_t)(n - 1))
                    : 0.0;
    else if (lengths)
      value = (double)extents->fullLength;
    storeElement(data, info->dtype, i, value);
  }
}

static int runEntry(attn_entry *entry) {
  const char *name = attn_entry_name(entry);
  size_t count = attn_entry_arg_count(entry);
  attn_arg_info *infos = calloc(count ? count : 1, sizeof *infos);
  attn_buffer *buffers = calloc(count ? count : 1, sizeof *buffers);
  int result = 1;
  if (!infos || !buffers) {
    fprintf(stderr, "%s: error: out of memory\n", program);
    goto done;
  }
  for (size_t i = 0; i < count; ++i) {
    attn_status status = attn_entry_arg_info(entry, i, &infos[i]);
    if (status != ATTN_OK) {
      result = runtimeFailure(status);
      goto done;
    }
    for (int32_t d = 0; d < infos[i].rank; ++d) {
      if (infos[i].shape[d] < 0) {
        fprintf(stderr,
                "%s: error: entry '%s' argument #%zu has a dynamic shape; "
                "--run needs static shapes\n",
                program, name, i);
        goto done;
      }
    }
  }

  struct Extents extents = findExtents(infos, count);
  for (size_t i = 0; i < count; ++i) {
    const attn_arg_info *info = &infos[i];
    size_t n = info->is_scalar ? 1 : elementCount(info);
    size_t bytes = n * attn_dtype_size(info->dtype);
    /* Never zero bytes: the runtime rejects null data. */
    buffers[i].data = malloc(bytes ? bytes : 1);
    if (!buffers[i].data) {
      fprintf(stderr, "%s: error: cannot allocate %zu bytes for argument #%zu\n",
              program, bytes, i);
      goto done;
    }
    buffers[i].dtype = info->dtype;
    buffers[i].rank = info->is_scalar ? 0 : info->rank;
    buffers[i].shape = info->shape;
    buffers[i].strides = NULL;
    if (info->is_output)
      memset(buffers[i].data, 0xFF, bytes);
    else
      fillInput(buffers[i].data, info, &extents);
  }

  attn_status status = attn_entry_invoke(entry, buffers, count);
  if (status != ATTN_OK) {
    result = runtimeFailure(status);
    goto done;
  }

  printf("run @%s\n", name);
  for (size_t i = 0; i < count; ++i) {
    const attn_arg_info *info = &infos[i];
    if (!info->is_output)
      continue;
    size_t n = elementCount(info);
    size_t nans = 0, poisoned = 0;
    double sum = 0.0;
    size_t width = attn_dtype_size(info->dtype);
    for (size_t e = 0; e < n; ++e) {
      double value = loadElement(buffers[i].data, info->dtype, e);
      if (isnan(value)) {
        ++nans;
        continue;
      }
      if (!isFloatType(info->dtype)) {
        const unsigned char *p = (const unsigned char *)buffers[i].data + e * width;
        size_t b = 0;
        while (b < width && p[b] == 0xFF)
          ++b;
        poisoned += b == width;
      }
      sum += value;
    }
    fprintf(stdout, "  out #%zu %s ", i, attn_dtype_name(info->dtype));
    printShape(stdout, info);
    if (isFloatType(info->dtype))
      printf(": %zu elements, %zu NaN, sum %.6e\n", n, nans, sum);
    else
      printf(": %zu elements, %zu still poisoned, sum %.6e\n", n, poisoned,
             sum);
  }
  result = 0;

done:
  if (buffers)
    for (size_t i = 0; i < count; ++i)
      free(buffers[i].data);
  free(buffers);
  free(infos);
  return result;
}

int main(int argc, char **argv) {
  const char *path = NULL, *runName = NULL;
  for (int i = 1; i < argc; ++i) {
    const char *arg = argv[i];
    if (!strcmp(arg, "-h") || !strcmp(arg, "--help")) {
      usage(stdout);
      return 0;
    }
    if (!strcmp(arg, "--run")) {
      if (i + 1 >= argc) {
        fprintf(stderr, "%s: error: --run needs an entry name\n", program);
        usage(stderr);
        return 2;
      }
      runName = argv[++i];
      continue;
    }
    if (!strncmp(arg, "--run=", 6)) {
      runName = arg + 6;
      continue;
    }
    if (arg[0] == '-' && arg[1] != '\0') {
      fprintf(stderr, "%s: error: unknown option '%s'\n", program, arg);
      usage(stderr);
      return 2;
    }
    if (path) {
      fprintf(stderr, "%s: error: more than one module given ('%s', '%s')\n",
              program, path, arg);
      usage(stderr);
      return 2;
    }
    path = arg;
  }
  if (!path) {
    fprintf(stderr, "%s: error: no module given\n", program);
    usage(stderr);
    return 2;
  }
  if (runName && !*runName) {
    fprintf(stderr, "%s: error: --run needs an entry name\n", program);
    return 2;
  }

  attn_module *module = NULL;
  attn_status status = attn_module_load(path, &module);
  if (status != ATTN_OK)
    return runtimeFailure(status);

  int result = 0;
  size_t entries = attn_module_entry_count(module);
  int cuda = attn_module_target(module) == ATTN_TARGET_CUDA;
  printf("module %s%s: %zu entr%s\n", path, cuda ? " (cuda)" : "", entries,
         entries == 1 ? "y" : "ies");
  for (size_t i = 0; i < entries && !result; ++i)
    result = listEntry(attn_module_entry_at(module, i));

  if (!result && runName) {
    attn_entry *entry = NULL;
    status = attn_module_find_entry(module, runName, &entry);
    if (status != ATTN_OK) {
      result = runtimeFailure(status);
    } else if (cuda) {
      /* The inputs made here are host memory; kernels need device memory. */
      fprintf(stderr, "%s: error: --run runs CPU modules only\n", program);
      result = 1;
    } else {
      result = runEntry(entry);
    }
  }
  attn_module_destroy(module);
  return result;
}
