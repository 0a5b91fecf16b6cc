//===- Philox.cpp - Philox4x32-10 and the attn dropout mask ---------------===//
//
// Implemented from the published algorithm (Salmon et al., SC'11).
//
//===----------------------------------------------------------------------===//

#include "attn/Philox.h"

#include <cmath>

namespace {
constexpr uint32_t kMultiplier0 = 0xD2511F53u;
constexpr uint32_t kMultiplier1 = 0xCD9E8D57u;
constexpr uint32_t kWeyl0 = 0x9E3779B9u;
constexpr uint32_t kWeyl1 = 0xBB67AE85u;

inline void multiplyHighLow(uint32_t a, uint32_t b, uint32_t &high,
                            uint32_t &low) {
  uint64_t product = static_cast<uint64_t>(a) * b;
  high = static_cast<uint32_t>(product >> 32);
  low = static_cast<uint32_t>(product);
}
} // namespace

extern "C" void attn_philox4x32_10(const uint32_t counter[4],
                                   const uint32_t key[2], uint32_t out[4]) {
  uint32_t c0 = counter[0], c1 = counter[1], c2 = counter[2], c3 = counter[3];
  uint32_t k0 = key[0], k1 = key[1];
  for (int round = 0; round < 10; ++round) {
    uint32_t high0, low0, high1, low1;
    multiplyHighLow(kMultiplier0, c0, high0, low0);
    multiplyHighLow(kMultiplier1, c2, high1, low1);
    uint32_t n0 = high1 ^ c1 ^ k0;
    uint32_t n2 = high0 ^ c3 ^ k1;
    c0 = n0;
    c1 = low1;
    c2 = n2;
    c3 = low0;
    k0 += kWeyl0;
    k1 += kWeyl1;
  }
  out[0] = c0;
  out[1] = c1;
  out[2] = c2;
  out[3] = c3;
}

extern "C" uint32_t attn_dropout_threshold(double probability) {
  if (!(probability > 0.0))
    return 0;
  double scaled = std::floor(probability * 4294967296.0);
  return scaled >= 4294967295.0 ? 0xFFFFFFFFu : static_cast<uint32_t>(scaled);
}

extern "C" int attn_dropout_keep(uint64_t seed, uint64_t offset,
                                 int64_t batch, int64_t head,
                                 int64_t num_heads_q, int64_t row,
                                 int64_t col, uint32_t threshold) {
  uint32_t counter[4] = {static_cast<uint32_t>(col), static_cast<uint32_t>(row),
                         static_cast<uint32_t>(batch * num_heads_q + head),
                         static_cast<uint32_t>(offset)};
  uint32_t key[2] = {static_cast<uint32_t>(seed),
                     static_cast<uint32_t>(seed >> 32)};
  uint32_t out[4];
  attn_philox4x32_10(counter, key, out);
  return out[0] >= threshold;
}
