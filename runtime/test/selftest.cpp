//===- selftest.cpp - known-answer tests of the runtime -------------------===//
//
// Runs without MLIR; exits non-zero on the first mismatch.
//
//===----------------------------------------------------------------------===//

#include "attn/Philox.h"

#include <cstdio>
#include <cstdlib>

namespace {
int failures = 0;

void expectWords(const char *name, const uint32_t counter[4],
                 const uint32_t key[2], const uint32_t expected[4]) {
  uint32_t out[4];
  attn_philox4x32_10(counter, key, out);
  for (int i = 0; i < 4; ++i) {
    if (out[i] != expected[i]) {
      std::fprintf(stderr, "%s: word %d is %08x, expected %08x\n", name, i,
                   out[i], expected[i]);
      ++failures;
    }
  }
}
} // namespace

int main() {
  // Known-answer vectors published with Random123 (kat_vectors).
  {
    uint32_t counter[4] = {0, 0, 0, 0}, key[2] = {0, 0};
    uint32_t expected[4] = {0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu,
                            0x9b00dbd8u};
    expectWords("philox zeros", counter, key, expected);
  }
  {
    uint32_t counter[4] = {0xffffffffu, 0xffffffffu, 0xffffffffu,
                           0xffffffffu};
    uint32_t key[2] = {0xffffffffu, 0xffffffffu};
    uint32_t expected[4] = {0x408f276du, 0x41c83b0eu, 0xa20bc7c6u,
                            0x6d5451fdu};
    expectWords("philox ones", counter, key, expected);
  }
  {
    uint32_t counter[4] = {0x243f6a88u, 0x85a308d3u, 0x13198a2eu,
                           0x03707344u};
    uint32_t key[2] = {0xa4093822u, 0x299f31d0u};
    uint32_t expected[4] = {0xd16cfe09u, 0x94fdccebu, 0x5001e420u,
                            0x24126ea1u};
    expectWords("philox pi", counter, key, expected);
  }

  // The dropout threshold and the keep rate it implies.
  if (attn_dropout_threshold(0.0) != 0 ||
      attn_dropout_threshold(0.5) != 0x80000000u) {
    std::fprintf(stderr, "dropout threshold is wrong\n");
    ++failures;
  }
  int kept = 0;
  const int total = 1 << 16;
  uint32_t threshold = attn_dropout_threshold(0.25);
  for (int i = 0; i < total; ++i)
    kept += attn_dropout_keep(1234, 7, 1, 3, 8, i / 256, i % 256, threshold);
  double rate = static_cast<double>(kept) / total;
  if (rate < 0.74 || rate > 0.76) {
    std::fprintf(stderr, "keep rate %.4f is not near 0.75\n", rate);
    ++failures;
  }
  if (attn_dropout_keep(1, 0, 0, 0, 1, 0, 0, 0) != 1) {
    std::fprintf(stderr, "threshold 0 must keep everything\n");
    ++failures;
  }

  if (failures) {
    std::fprintf(stderr, "%d runtime self-test failure(s)\n", failures);
    return EXIT_FAILURE;
  }
  std::printf("runtime self-test passed\n");
  return EXIT_SUCCESS;
}
