//===- MaskBand.h - the one definition of attn's mask band -----*- C++ -*-===//
//
// The mask of attn.sdpa and attn.sdpa_grad without its modifiers: the pair
// (i, j) of a sequence with valid lengths Lq, Lkv is allowed iff i < Lq,
// j < Lkv and
//
//     left ≥ 0  ⇒  j ≥ i + o − left,     right ≥ 0  ⇒  j ≤ i + o + right,
//
// with o = Lkv − Lq when the mask is aligned at the bottom right, else 0.
// A causal mask is the right bound 0 (or the window's, if tighter).
//
// Every consumer derives its masks, key and row ranges and tile tests from
// MaskBand: the CPU kernels and the generated GPU kernels build IR with it
// (MaskBandBuilder.h), and the reference evaluates it on numbers. Each
// query is written once, generic over an arithmetic policy A that provides
//
//     typename A::Value, typename A::Bool,
//     constant(int64_t), add, sub, min, max (signed), select(Bool, x, y),
//     less, lessEqual (signed), both(Bool, Bool)
//
// Header-only and free of MLIR, for the reference tools too.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_UTILS_MASKBAND_H
#define ATTN_DIALECT_ATTN_UTILS_MASKBAND_H

#include <algorithm>
#include <cstdint>

namespace mlir::attn {

/// `extent` (−1: unbounded) clamped to Sq + Skv, past which a window side no
/// longer removes any pair: for query row i < Sq the diagonal i + o lies in
/// (−Sq, Sq + Skv), and keys in [0, Skv), so j − diagonal stays within
/// (−(Sq + Skv), Sq + Skv). The result keeps every band computation within
/// 3·(Sq + Skv) in magnitude. Sequence lengths are the op's extents (total
/// tokens for packed layouts); a length not known at compile time (negative,
/// e.g. ShapedType::kDynamic) counts as 2^60, beyond any real sequence.
inline int64_t clampWindowExtent(int64_t extent, int64_t seqQ, int64_t seqKv) {
  const int64_t unknown = int64_t(1) << 60;
  if (extent < 0)
    return extent;
  seqQ = seqQ < 0 ? unknown : std::min(seqQ, unknown);
  seqKv = seqKv < 0 ? unknown : std::min(seqKv, unknown);
  return std::min(extent, seqQ + seqKv);
}

/// A closed interval [first, last] of positions; empty when last < first.
template <typename V> struct BandInterval {
  V first, last;
};

/// A half-open range [begin, end) of positions, with end ≥ begin.
template <typename V> struct BandRange {
  V begin, end;
};

/// MaskBand's arithmetic on known numbers: the reference, static checks.
struct IntegerBandArith {
  using Value = int64_t;
  using Bool = bool;
  Value constant(int64_t value) { return value; }
  Value add(Value x, Value y) { return x + y; }
  Value sub(Value x, Value y) { return x - y; }
  Value min(Value x, Value y) { return std::min(x, y); }
  Value max(Value x, Value y) { return std::max(x, y); }
  Value select(Bool condition, Value x, Value y) { return condition ? x : y; }
  Bool less(Value x, Value y) { return x < y; }
  Bool lessEqual(Value x, Value y) { return x <= y; }
  Bool both(Bool x, Bool y) { return x && y; }
};

/// The band L ≤ j − (i + o) ≤ R of an attention mask, with its queries.
class MaskBand {
public:
  MaskBand() = default;

  /// The band of a mask that is `causal` or not, aligned at the bottom
  /// right or not (which only a causal mask can be), with window extents
  /// [windowLeft, windowRight] (−1: unbounded). Clamp the extents first
  /// (clampWindowExtent) so that no sum can overflow.
  static MaskBand get(bool causal, bool bottomRight, int64_t windowLeft,
                      int64_t windowRight) {
    MaskBand band;
    band.leftExtent = windowLeft < 0 ? -1 : windowLeft;
    band.rightExtent = windowRight < 0 ? -1 : windowRight;
    if (causal)
      band.rightExtent = band.rightExtent < 0 ? 0 : std::min<int64_t>(
                                                        band.rightExtent, 0);
    band.bottomRightAligned = causal && bottomRight;
    return band;
  }

  /// The band with extents [left, right] (−1: unbounded) around the
  /// diagonal, offset by Lkv − Lq when `bottomRight`: #attn.band's fields.
  static MaskBand fromExtents(int64_t left, int64_t right, bool bottomRight) {
    MaskBand band;
    band.leftExtent = left < 0 ? -1 : left;
    band.rightExtent = right < 0 ? -1 : right;
    band.bottomRightAligned = bottomRight;
    return band;
  }

  /// How far left of the diagonal a key may lie (−1: unbounded).
  int64_t left() const { return leftExtent; }
  /// How far right of the diagonal a key may lie (−1: unbounded; 0 when
  /// causal).
  int64_t right() const { return rightExtent; }
  bool boundedLeft() const { return leftExtent >= 0; }
  bool boundedRight() const { return rightExtent >= 0; }
  /// Whether the diagonal passes through the last row and last key.
  bool alignedBottomRight() const { return bottomRightAligned; }
  /// Whether only the valid lengths mask pairs.
  bool unbounded() const { return !boundedLeft() && !boundedRight(); }
  /// A window narrow enough that tall tiles mostly hold masked pairs.
  bool narrow() const {
    return boundedLeft() && boundedRight() && leftExtent + rightExtent < 1024;
  }

  /// o: Lkv − Lq when aligned at the bottom right, else 0.
  template <typename A>
  typename A::Value diagonalOffset(A &a, typename A::Value lengthQ,
                                   typename A::Value lengthKv) const {
    return bottomRightAligned ? a.sub(lengthKv, lengthQ) : a.constant(0);
  }

  /// Whether (i, j) is allowed: inside both lengths and the band.
  template <typename A>
  typename A::Bool allows(A &a, typename A::Value i, typename A::Value j,
                          typename A::Value offset, typename A::Value lengthQ,
                          typename A::Value lengthKv) const {
    typename A::Bool ok = a.both(a.less(i, lengthQ), a.less(j, lengthKv));
    typename A::Value diagonal = a.add(i, offset);
    if (boundedLeft())
      ok = a.both(ok, a.lessEqual(a.sub(diagonal, a.constant(leftExtent)), j));
    if (boundedRight())
      ok = a.both(ok,
                  a.lessEqual(j, a.add(diagonal, a.constant(rightExtent))));
    return ok;
  }

  /// Bounds on the keys row `row` sees: key j ≥ 0 is allowed iff
  /// first ≤ j ≤ last, with first = d − L (0 when unbounded) and
  /// last = min(Lkv − 1, d + R) for d = row + o; last = −1 for a row at or
  /// past Lq. `first` may be negative (keys are not): kernels compare
  /// against it, and clamping it would only cost them an instruction.
  template <typename A>
  BandInterval<typename A::Value>
  keysOfRow(A &a, typename A::Value row, typename A::Value offset,
            typename A::Value lengthQ, typename A::Value lengthKv) const {
    typename A::Value diagonal = a.add(row, offset);
    typename A::Value first = boundedLeft()
                                  ? a.sub(diagonal, a.constant(leftExtent))
                                  : a.constant(0);
    typename A::Value last = a.sub(lengthKv, a.constant(1));
    if (boundedRight())
      last = a.min(last, a.add(diagonal, a.constant(rightExtent)));
    last = a.select(a.less(row, lengthQ), last, a.constant(-1));
    return {first, last};
  }

  /// Bounds on the rows that see key `key`: row i ≥ 0 sees it iff
  /// first ≤ i ≤ last, with first = e − R (0 when unbounded) and
  /// last = min(Lq − 1, e + L) for e = key − o; last = −1 for a key at or
  /// past Lkv. `first` may be negative, as in keysOfRow.
  template <typename A>
  BandInterval<typename A::Value>
  rowsOfKey(A &a, typename A::Value key, typename A::Value offset,
            typename A::Value lengthQ, typename A::Value lengthKv) const {
    typename A::Value diagonal = a.sub(key, offset);
    typename A::Value first = boundedRight()
                                  ? a.sub(diagonal, a.constant(rightExtent))
                                  : a.constant(0);
    typename A::Value last = a.sub(lengthQ, a.constant(1));
    if (boundedLeft())
      last = a.min(last, a.add(diagonal, a.constant(leftExtent)));
    last = a.select(a.less(key, lengthKv), last, a.constant(-1));
    return {first, last};
  }

  /// Whether bounds from keysOfRow or rowsOfKey admit no position.
  template <typename A>
  typename A::Bool isEmpty(A &a,
                           const BandInterval<typename A::Value> &bounds) const {
    return a.less(bounds.last, a.max(bounds.first, a.constant(0)));
  }

  /// The keys [begin, end) that some row of [firstRow, lastRow] may see:
  /// the key tiles a block of query rows walks. Rows past Lq are treated
  /// like valid ones (the range may then be wider than needed).
  template <typename A>
  BandRange<typename A::Value>
  keyRange(A &a, typename A::Value firstRow, typename A::Value lastRow,
           typename A::Value offset, typename A::Value lengthKv) const {
    typename A::Value begin = a.constant(0);
    if (boundedLeft())
      begin = a.max(begin, a.sub(a.add(firstRow, offset),
                                 a.constant(leftExtent)));
    typename A::Value end = lengthKv;
    if (boundedRight())
      end = a.min(end, a.add(a.add(lastRow, offset),
                             a.constant(rightExtent + 1)));
    return {begin, a.max(end, begin)};
  }

  /// The rows [begin, end) that see some key of [firstKey, lastKey]: the
  /// inverse of keyRange, for kernels that walk rows per key tile. Empty
  /// when no key of the range is valid.
  template <typename A>
  BandRange<typename A::Value>
  rowRange(A &a, typename A::Value firstKey, typename A::Value lastKey,
           typename A::Value offset, typename A::Value lengthQ,
           typename A::Value lengthKv) const {
    typename A::Value lastValid =
        a.min(lastKey, a.sub(lengthKv, a.constant(1)));
    typename A::Value begin = a.constant(0);
    if (boundedRight())
      begin = a.max(begin, a.sub(a.sub(firstKey, offset),
                                 a.constant(rightExtent)));
    typename A::Value end = lengthQ;
    if (boundedLeft())
      end = a.min(end, a.add(a.sub(lastValid, offset),
                             a.constant(leftExtent + 1)));
    end = a.max(end, begin);
    end = a.select(a.lessEqual(firstKey, lastValid), end, begin);
    return {begin, end};
  }

  /// Whether every pair of rows [rowStart, rowStart + rows) and keys
  /// [keyStart, keyStart + keys) is allowed, so that the tile needs no
  /// mask. The band is convex, so its corners decide.
  template <typename A>
  typename A::Bool tileInside(A &a, typename A::Value rowStart, int64_t rows,
                              typename A::Value keyStart, int64_t keys,
                              typename A::Value offset,
                              typename A::Value lengthQ,
                              typename A::Value lengthKv) const {
    typename A::Value lastKey = a.add(keyStart, a.constant(keys - 1));
    typename A::Value firstDiagonal = a.add(rowStart, offset);
    typename A::Bool inside =
        a.both(a.lessEqual(a.add(rowStart, a.constant(rows)), lengthQ),
               a.less(lastKey, lengthKv));
    if (boundedRight())
      inside = a.both(inside, a.lessEqual(lastKey,
                                          a.add(firstDiagonal,
                                                a.constant(rightExtent))));
    if (boundedLeft())
      inside = a.both(inside,
                      a.lessEqual(a.add(firstDiagonal,
                                        a.constant(rows - 1 - leftExtent)),
                                  keyStart));
    return inside;
  }

  /// Whether some row of an unpadded Sq × Skv problem sees no key. The
  /// row's first and last keys both grow with the row, so only the first
  /// and the last row can be empty.
  bool hasEmptyRow(int64_t seqQ, int64_t seqKv) const {
    if (seqQ <= 0)
      return false;
    IntegerBandArith a;
    int64_t offset = diagonalOffset(a, seqQ, seqKv);
    for (int64_t row : {int64_t(0), seqQ - 1})
      if (isEmpty(a, keysOfRow(a, row, offset, seqQ, seqKv)))
        return true;
    return false;
  }

  bool operator==(const MaskBand &other) const {
    return leftExtent == other.leftExtent &&
           rightExtent == other.rightExtent &&
           bottomRightAligned == other.bottomRightAligned;
  }

private:
  int64_t leftExtent = -1, rightExtent = -1;
  bool bottomRightAligned = false;
};

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_UTILS_MASKBAND_H
