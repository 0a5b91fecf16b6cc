//===- npy_fuzzer.cpp - libFuzzer target for the runner's .npy reader -----===//
//
// Feeds arbitrary bytes to attn::npy::parse (what attn-runner --inputs and
// npy-cli read) and, when they parse, converts the array as the runner does.
// Built with -fsanitize=fuzzer,address,undefined by test/Fuzz/npy.test.
//
//===----------------------------------------------------------------------===//

#include "Npy.h"

#include <cstddef>
#include <cstdint>
#include <vector>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::vector<uint8_t> content(data, data + size);
  attn::npy::Array array;
  if (!attn::npy::parse(content, "input", array).empty())
    return 0;
  std::vector<double> values;
  (void)attn::npy::toDouble(array, values);
  std::vector<int64_t> integers;
  (void)attn::npy::toInt64(array, integers);
  return 0;
}
