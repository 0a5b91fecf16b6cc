//===- mask-band-check.cpp - MaskBand against the op's definition ---------===//
//
// Evaluates every query of MaskBand (MaskBand.h) on numbers and compares it
// with a brute-force transcription of the mask rules on attn.sdpa, over all
// small sequences, valid lengths, causal alignments and windows. Prints
// each mismatch and a summary; exits 1 if any.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/Utils/MaskBand.h"

#include <cstdio>
#include <cstring>

using mlir::attn::BandInterval;
using mlir::attn::BandRange;
using mlir::attn::IntegerBandArith;
using mlir::attn::MaskBand;

namespace {
enum class Causal { none, topLeft, bottomRight };

/// The mask rules as attn.sdpa's description states them.
struct Definition {
  Causal causal;
  int64_t left, right, lengthQ, lengthKv;

  /// With `anyRow`, rows past Lq count as valid (keyRange's contract).
  bool allowed(int64_t i, int64_t j, bool anyRow = false) const {
    if (i < 0 || j < 0 || (i >= lengthQ && !anyRow) || j >= lengthKv)
      return false;
    int64_t o = causal == Causal::bottomRight ? lengthKv - lengthQ : 0;
    if (causal != Causal::none && j > i + o)
      return false;
    if (left >= 0 && j < i + o - left)
      return false;
    if (right >= 0 && j > i + o + right)
      return false;
    return true;
  }
};

struct Checker {
  long cases = 0, mismatches = 0;

  void expect(bool ok, const char *query, const Definition &d, int64_t x,
              int64_t y) {
    ++cases;
    if (ok)
      return;
    ++mismatches;
    std::printf("mismatch: %s at (%lld, %lld) causal=%d window=[%lld, %lld] "
                "Lq=%lld Lkv=%lld\n",
                query, (long long)x, (long long)y, int(d.causal),
                (long long)d.left, (long long)d.right, (long long)d.lengthQ,
                (long long)d.lengthKv);
  }

  /// Every query of `band` for the sequence of `d`, whose extents are at
  /// least its lengths (`extent` rows and keys are probed).
  void check(const MaskBand &band, const Definition &d, int64_t extent) {
    IntegerBandArith a;
    int64_t o = band.diagonalOffset(a, d.lengthQ, d.lengthKv);
    for (int64_t i = 0; i < extent; ++i) {
      BandInterval<int64_t> keys = band.keysOfRow(a, i, o, d.lengthQ,
                                                  d.lengthKv);
      bool any = false;
      for (int64_t j = 0; j < extent; ++j) {
        bool allowed = d.allowed(i, j);
        any |= allowed;
        expect(band.allows(a, i, j, o, d.lengthQ, d.lengthKv) == allowed,
               "allows", d, i, j);
        expect((keys.first <= j && j <= keys.last) == allowed, "keysOfRow",
               d, i, j);
        BandInterval<int64_t> rows = band.rowsOfKey(a, j, o, d.lengthQ,
                                                    d.lengthKv);
        expect((rows.first <= i && i <= rows.last) == allowed, "rowsOfKey",
               d, i, j);
      }
      expect(band.isEmpty(a, keys) == !any, "isEmpty", d, i, -1);
    }
    // Ranges and tiles over every block of rows (or keys).
    for (int64_t first = 0; first < extent; ++first) {
      for (int64_t last = first; last < extent; ++last) {
        BandRange<int64_t> keys =
            band.keyRange(a, first, last, o, d.lengthKv);
        BandRange<int64_t> rows =
            band.rowRange(a, first, last, o, d.lengthQ, d.lengthKv);
        for (int64_t x = 0; x < extent; ++x) {
          bool keySeen = false, rowSeen = false;
          for (int64_t y = first; y <= last; ++y) {
            keySeen |= d.allowed(y, x, /*anyRow=*/true);
            rowSeen |= d.allowed(x, y);
          }
          if (keySeen)
            expect(keys.begin <= x && x < keys.end, "keyRange", d, first, x);
          if (rowSeen)
            expect(rows.begin <= x && x < rows.end, "rowRange", d, first, x);
        }
        expect(keys.begin <= keys.end && rows.begin <= rows.end,
               "range order", d, first, last);
        // rowRange is exact at its ends for valid keys: a key range with
        // no valid key yields an empty range.
        if (first >= d.lengthKv)
          expect(rows.begin == rows.end, "rowRange empty", d, first, last);
      }
    }
    for (int64_t rows = 1; rows <= extent; ++rows)
      for (int64_t keys = 1; keys <= extent; ++keys)
        for (int64_t r0 = 0; r0 + rows <= extent; ++r0)
          for (int64_t k0 = 0; k0 + keys <= extent; ++k0) {
            bool every = true;
            for (int64_t i = r0; i < r0 + rows; ++i)
              for (int64_t j = k0; j < k0 + keys; ++j)
                every &= d.allowed(i, j);
            expect(band.tileInside(a, r0, rows, k0, keys, o, d.lengthQ,
                                   d.lengthKv) == every,
                   "tileInside", d, r0, k0);
          }
  }
};
} // namespace

int main(int argc, char **argv) {
  // --corrupt breaks one answer on purpose: the checker must notice.
  bool corrupt = argc > 1 && std::strcmp(argv[1], "--corrupt") == 0;
  Checker checker;
  const int64_t extent = 6;
  for (Causal causal : {Causal::none, Causal::topLeft, Causal::bottomRight})
    for (int64_t left = -1; left <= 4; ++left)
      for (int64_t right = -1; right <= 4; ++right)
        for (int64_t lengthQ = 0; lengthQ <= extent; ++lengthQ)
          for (int64_t lengthKv = 0; lengthKv <= extent; ++lengthKv) {
            Definition d{causal, left, right, lengthQ, lengthKv};
            MaskBand band = MaskBand::get(causal != Causal::none,
                                          causal == Causal::bottomRight,
                                          corrupt && left == 2 ? 3 : left,
                                          right);
            checker.check(band, d, extent);
            if (lengthQ == extent && lengthKv == extent) {
              bool empty = false;
              for (int64_t i = 0; i < extent; ++i) {
                bool any = false;
                for (int64_t j = 0; j < extent; ++j)
                  any |= d.allowed(i, j);
                empty |= !any;
              }
              checker.expect(band.hasEmptyRow(extent, extent) == empty,
                             "hasEmptyRow", d, extent, extent);
            }
          }
  std::printf("checked %ld cases, %ld mismatches\n", checker.cases,
              checker.mismatches);
  return checker.mismatches ? 1 : 0;
}
