//===- Npy.h - reading and writing NumPy .npy files -------------*- C++ -*-===//
//
// A dependency-free reader and writer of the NumPy .npy format, so that the
// runner and the reference exchange tensors with Python test scripts.
//
// Reading accepts format versions 1.0, 2.0 and 3.0 (3.0 differs from 2.0 only
// in allowing UTF-8 in the header), little-endian or byte-order-free
// descriptors, C order only. The dtypes and the descriptors they map to:
//
//   f64 '<f8'   f32 '<f4'   f16 '<f2'   i64 '<i8'   i32 '<i4'
//   i8  '|i1'   u8  '|u1'   boolean '|b1'
//   bf16 '<V2' / '|V2' (what np.save writes for an ml_dtypes.bfloat16 array;
//        any 2-byte void is taken to be bfloat16) or 'bfloat16'.
//
// Writing bf16 uses '<V2', exactly as np.save does, so Python reads it back
// with `np.load(path).view(ml_dtypes.bfloat16)`. Every other dtype loads
// directly with `np.load(path)`. Files are written as version 1.0 when the
// header fits, else 2.0, with the header padded to a multiple of 64 bytes.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTN_RUNNER_NPY_H
#define ATTN_TOOLS_ATTN_RUNNER_NPY_H

#include <cstddef>
#include <cstdint>
#include <string>
#include <vector>

namespace attn::npy {

enum class DType { f32, f64, f16, bf16, i32, i64, i8, u8, boolean };

/// A dense C-order array; `bytes` holds the elements in little-endian order
/// (the host order on every supported machine).
struct Array {
  DType dtype = DType::f32;
  std::vector<int64_t> shape;
  std::vector<uint8_t> bytes;
};

/// Reads `path` into `out`. Returns "" on success, else a message naming the
/// file and the problem; `out` is unspecified on failure.
std::string read(const std::string &path, Array &out);

/// The .npy file `content` (named `name` in messages) into `out`; the same
/// checks and messages as read() (which calls it).
std::string parse(const std::vector<uint8_t> &content, const std::string &name,
                  Array &out);

/// Writes `array` to `path`. Returns "" on success, else a message. Fails if
/// `bytes` does not hold exactly product(shape) elements.
std::string write(const std::string &path, const Array &array);

/// Bytes per element of `dtype`.
size_t elementSize(DType dtype);

/// A short name of `dtype` ("f32", "bf16", "bool", ...).
const char *dtypeName(DType dtype);

/// Number of elements of `shape`, or -1 if a size is negative or the product
/// overflows.
int64_t numElements(const std::vector<int64_t> &shape);

/// Converts every element to double (exact for all dtypes except i64 values
/// beyond 2^53). Fails only if `bytes` does not match `shape`.
std::string toDouble(const Array &array, std::vector<double> &out);

/// Converts an integer array (i32, i64, i8, u8, boolean) to int64 values.
/// Fails for floating-point dtypes or if `bytes` does not match `shape`.
std::string toInt64(const Array &array, std::vector<int64_t> &out);

/// Builds an array of the floating-point `dtype` from doubles. f16 and bf16
/// round through f32 first (which may round twice; the f64 outputs of the
/// reference never need it). Fails for integer dtypes or a size mismatch.
std::string fromDouble(const std::vector<int64_t> &shape,
                       const std::vector<double> &data, DType dtype,
                       Array &out);

/// IEEE binary16 <-> binary32. The narrowing rounds to nearest even,
/// overflows to infinity and keeps NaNs NaN (sign and top payload bits).
float halfToFloat(uint16_t bits);
uint16_t floatToHalf(float value);

/// bfloat16 <-> binary32, with the same rounding and NaN rules.
float bfloat16ToFloat(uint16_t bits);
uint16_t floatToBfloat16(float value);

} // namespace attn::npy

#endif // ATTN_TOOLS_ATTN_RUNNER_NPY_H
