//===- BlockOrder.h - which work a causal grid's block takes ---*- C++ -*-===//
//
// The generated kernels' map from a block's linear id to its (tile rank,
// head, batch entry), generic over the arithmetic so that the kernels emit
// it as IR and block-order-check evaluates it on numbers. No MLIR here.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_ATTNTOGPU_BLOCKORDER_H
#define ATTN_CONVERSION_ATTNTOGPU_BLOCKORDER_H

#include <algorithm>
#include <cstdint>

namespace mlir::attn {

/// Unsigned 64-bit arithmetic on numbers, for checks on the host.
struct IntegerOrderArith {
  using Value = uint64_t;
  Value constant(uint64_t value) { return value; }
  Value add(Value x, Value y) { return x + y; }
  Value sub(Value x, Value y) { return x - y; }
  Value mul(Value x, Value y) { return x * y; }
  Value divU(Value x, Value y) { return x / y; }
  Value remU(Value x, Value y) { return x % y; }
  Value minU(Value x, Value y) { return std::min(x, y); }
};

/// A block's work: tile rank (0 = heaviest), y (the head) and z (the batch
/// entry) of a (tiles, Y, Z) grid.
template <typename V>
struct BlockWork {
  V rank, y, z;
};

/// The order in which a causal grid's blocks take their work. The hardware
/// starts blocks in linear grid order (x fastest); the kernel re-splits
/// that linear id so that tile ranks run heaviest first.
///
/// Without sections, the rank is slowest across all Y·Z planes: every
/// plane's heaviest tile starts before any lighter one, so no heavy tile is
/// left to run alone at the end of the grid. But the blocks in flight then
/// come from as many planes as fit on the chip, each streaming its own K and
/// V (or, in the backward, Q, dO and dQ) through L2, and on MHA problems
/// with large heads that working set exceeds L2.
///
/// With `sectionPlanes` = P > 0, planes are taken P at a time: the blocks
/// of planes [sP, sP + P) come before those of the next section, rank
/// slowest within the section, so the planes in flight share their
/// operands in L2 while the last section still ends heaviest first. Each
/// section is a bijection onto its own plane set (the last may hold fewer
/// planes). P ≥ Y·Z gives the unsectioned order.
class BlockOrder {
public:
  explicit BlockOrder(int64_t sectionPlanes = 0)
      : sectionPlanes(sectionPlanes) {}

  /// The work of block (idX, idY, idZ) of a (sizeX, sizeY, sizeZ) grid.
  /// The operations are emitted in a fixed order.
  template <typename Arith>
  BlockWork<typename Arith::Value>
  work(Arith &a, typename Arith::Value sizeX, typename Arith::Value sizeY,
       typename Arith::Value sizeZ, typename Arith::Value idX,
       typename Arith::Value idY, typename Arith::Value idZ) const {
    using V = typename Arith::Value;
    V plane = a.add(idY, a.mul(sizeY, idZ));
    V linear = a.add(idX, a.mul(sizeX, plane));
    return workOfItem(a, sizeX, sizeY, sizeZ, linear);
  }

  /// The work of item `linear` (in [0, sizeX·sizeY·sizeZ)) of a (sizeX,
  /// sizeY, sizeZ) grid: what the block with that linear id takes, and
  /// what a persistent kernel's block takes as that item.
  template <typename Arith>
  BlockWork<typename Arith::Value>
  workOfItem(Arith &a, typename Arith::Value sizeX, typename Arith::Value sizeY,
             typename Arith::Value sizeZ, typename Arith::Value linear) const {
    using V = typename Arith::Value;
    V planes = a.mul(sizeY, sizeZ);
    if (sectionPlanes <= 0) {
      V rank = a.divU(linear, planes);
      V rest = a.remU(linear, planes);
      return {rank, a.remU(rest, sizeY), a.divU(rest, sizeY)};
    }
    V perSection = a.constant(sectionPlanes);
    V sectionBlocks = a.mul(sizeX, perSection);
    V section = a.divU(linear, sectionBlocks);
    V within = a.remU(linear, sectionBlocks);
    V firstPlane = a.mul(section, perSection);
    // planes > firstPlane for every valid id; the last section may hold
    // fewer planes.
    V planesHere = a.minU(perSection, a.sub(planes, firstPlane));
    V rank = a.divU(within, planesHere);
    V taken = a.add(firstPlane, a.remU(within, planesHere));
    return {rank, a.remU(taken, sizeY), a.divU(taken, sizeY)};
  }

  /// Planes per section for an L2 budget of `budgetBytes` when each plane
  /// set of `planesSharing` planes reads `bytesPerShare` bytes (K and V of a
  /// KV head in the forward; Q, dO, lse, delta and dQ of a KV head's query
  /// heads in the backward). 0 (no sections) for no budget, unknown sizes,
  /// or when every plane fits.
  static int64_t planesForBudget(int64_t budgetBytes, int64_t bytesPerShare,
                                 int64_t planesSharing, int64_t planes) {
    if (budgetBytes <= 0 || bytesPerShare <= 0 || planesSharing <= 0 ||
        planes <= 0)
      return 0;
    int64_t shares = std::max<int64_t>(1, budgetBytes / bytesPerShare);
    if (shares >= planes / planesSharing)
      return 0;
    return shares * planesSharing;
  }

private:
  int64_t sectionPlanes;
};

} // namespace mlir::attn

#endif // ATTN_CONVERSION_ATTNTOGPU_BLOCKORDER_H
