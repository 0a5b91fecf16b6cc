//===- block-order-check.cpp - BlockOrder on numbers ----------------------===//
//
// Evaluates BlockOrder (BlockOrder.h), the generated kernels' map from a
// causal grid's block ids to their work, on numbers over all small grids
// and section sizes, and checks what the kernels rely on: every (rank, y,
// z) is taken by exactly one block; the blocks of a section come before the
// next section's and take only its planes; within a section ranks never
// decrease in launch order; P ≥ Y·Z is the unsectioned order. Prints each
// violation and a summary; exits 1 if any. --corrupt checks a map whose
// last section is taken as full, to show that the check can fail.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToGPU/BlockOrder.h"

#include <cstdio>
#include <cstring>
#include <vector>

using mlir::attn::BlockOrder;
using mlir::attn::BlockWork;
using mlir::attn::IntegerOrderArith;

namespace {
/// IntegerOrderArith whose minimum always takes its first operand: the
/// last, short section is then read as a full one.
struct CorruptArith : IntegerOrderArith {
  Value minU(Value x, Value) { return x; }
};

struct Checker {
  long grids = 0, violations = 0;

  void fail(const char *what, int64_t x, int64_t y, int64_t z, int64_t p,
            int64_t block) {
    ++violations;
    if (violations <= 20)
      std::printf("violation: %s (grid %lld x %lld x %lld, %lld planes per "
                  "section, block %lld)\n",
                  what, (long long)x, (long long)y, (long long)z,
                  (long long)p, (long long)block);
  }

  template <typename Arith>
  void check(int64_t sizeX, int64_t sizeY, int64_t sizeZ, int64_t p) {
    ++grids;
    Arith a;
    BlockOrder order(p);
    int64_t planes = sizeY * sizeZ, blocks = sizeX * planes;
    std::vector<int> taken(blocks, 0);
    int64_t lastSection = -1, lastRank = -1;
    for (int64_t linear = 0; linear < blocks; ++linear) {
      // The hardware's linear order: x fastest, then y, then z.
      int64_t idX = linear % sizeX, idY = (linear / sizeX) % sizeY,
              idZ = linear / (sizeX * sizeY);
      BlockWork<uint64_t> work =
          order.work(a, sizeX, sizeY, sizeZ, idX, idY, idZ);
      if ((int64_t)work.rank >= sizeX || (int64_t)work.y >= sizeY ||
          (int64_t)work.z >= sizeZ) {
        fail("work outside the grid", sizeX, sizeY, sizeZ, p, linear);
        continue;
      }
      int64_t plane = work.y + sizeY * work.z;
      if (taken[work.rank + sizeX * plane]++)
        fail("work taken twice", sizeX, sizeY, sizeZ, p, linear);
      int64_t section = p > 0 ? plane / p : 0;
      if (section < lastSection)
        fail("a section after the next one", sizeX, sizeY, sizeZ, p, linear);
      if (section > lastSection)
        lastRank = -1;
      if ((int64_t)work.rank < lastRank)
        fail("a lighter tile before a heavier one", sizeX, sizeY, sizeZ, p,
             linear);
      lastSection = section;
      lastRank = work.rank;
      if (p >= planes) {
        BlockWork<uint64_t> whole =
            BlockOrder(0).work(a, sizeX, sizeY, sizeZ, idX, idY, idZ);
        if (whole.rank != work.rank || whole.y != work.y ||
            whole.z != work.z)
          fail("one section differs from the unsectioned order", sizeX, sizeY,
               sizeZ, p, linear);
      }
    }
  }
};
} // namespace

int main(int argc, char **argv) {
  bool corrupt = argc > 1 && std::strcmp(argv[1], "--corrupt") == 0;
  Checker checker;
  for (int64_t x = 1; x <= 9; ++x)
    for (int64_t y = 1; y <= 8; ++y)
      for (int64_t z = 1; z <= 4; ++z)
        for (int64_t p = 0; p <= y * z + 1; ++p) {
          if (corrupt)
            checker.check<CorruptArith>(x, y, z, p);
          else
            checker.check<IntegerOrderArith>(x, y, z, p);
        }
  std::printf("checked %ld grids, %ld violations\n", checker.grids,
              checker.violations);
  return checker.violations ? 1 : 0;
}
