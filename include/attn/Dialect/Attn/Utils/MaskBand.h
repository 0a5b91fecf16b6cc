//===- MaskBand.h - window extents of the attention mask band ---*- C++ -*-===//
//
// The band of attn.sdpa's mask is L ≤ j − i − o ≤ R with o the bottom-right
// offset (|o| ≤ max(Sq, Skv)). Extents are unbounded in the op (any value up
// to INT64_MAX); every backend and the reference clamp them here first, so
// that sums such as diagonal + right never overflow. Header-only and free of
// MLIR, for the reference tools too.
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

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_UTILS_MASKBAND_H
