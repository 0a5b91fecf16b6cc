//===- npy-cli.cpp - test driver of the .npy reader, writer, conversions --===//
//
//   npy-cli copy IN OUT            read IN and write it back unchanged
//   npy-cli convert IN OUT DTYPE   convert IN to f64|f32|f16|bf16 via double
//                                  (f32 -> f16/bf16 directly, bit for bit)
//
// Exit status: 0 on success, 1 when a file is rejected, 2 on a usage error.
//
//===----------------------------------------------------------------------===//

#include "Npy.h"

#include <cstdio>
#include <cstring>
#include <string>

using namespace attn;

int main(int argc, char **argv) {
  auto fail = [](const std::string &message) {
    std::fprintf(stderr, "npy-cli: error: %s\n", message.c_str());
    return 1;
  };
  bool copy = argc == 4 && std::strcmp(argv[1], "copy") == 0;
  bool convert = argc == 5 && std::strcmp(argv[1], "convert") == 0;
  if (!copy && !convert) {
    std::fputs("usage: npy-cli copy IN OUT | npy-cli convert IN OUT DTYPE\n",
               stderr);
    return 2;
  }
  npy::Array array;
  if (std::string error = npy::read(argv[2], array); !error.empty())
    return fail(error);
  if (convert) {
    npy::DType dtype;
    std::string name = argv[4];
    if (name == "f64")
      dtype = npy::DType::f64;
    else if (name == "f32")
      dtype = npy::DType::f32;
    else if (name == "f16")
      dtype = npy::DType::f16;
    else if (name == "bf16")
      dtype = npy::DType::bf16;
    else
      return fail("cannot convert to '" + name + "'");
    if (array.dtype == npy::DType::f32 &&
        (dtype == npy::DType::f16 || dtype == npy::DType::bf16)) {
      // Narrow f32 bit patterns directly: a detour through double would
      // quiet signalling NaNs before the conversion under test sees them.
      npy::Array narrow{dtype, array.shape, {}};
      narrow.bytes.resize(array.bytes.size() / 2);
      for (size_t i = 0; i < array.bytes.size() / 4; ++i) {
        float value;
        std::memcpy(&value, &array.bytes[4 * i], 4);
        uint16_t bits = dtype == npy::DType::f16 ? npy::floatToHalf(value)
                                                 : npy::floatToBfloat16(value);
        std::memcpy(&narrow.bytes[2 * i], &bits, 2);
      }
      if (std::string error = npy::write(argv[3], narrow); !error.empty())
        return fail(error);
      return 0;
    }
    std::vector<double> values;
    if (std::string error = npy::toDouble(array, values); !error.empty())
      return fail(error);
    std::vector<int64_t> shape = array.shape;
    if (std::string error = npy::fromDouble(shape, values, dtype, array);
        !error.empty())
      return fail(error);
  }
  if (std::string error = npy::write(argv[3], array); !error.empty())
    return fail(error);
  return 0;
}
