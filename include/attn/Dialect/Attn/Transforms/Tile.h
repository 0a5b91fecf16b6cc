//===- Tile.h - attention into the tile-level IR ----------------*- C++ -*-===//
//
// The builder behind attn-tile: rewrites attn.sdpa into loops over the
// reachable tiles with attn.online_* steps inside; and the lowering of
// attn.band_keys to arith that every backend shares.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_TRANSFORMS_TILE_H
#define ATTN_DIALECT_ATTN_TRANSFORMS_TILE_H

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>
#include <string>

namespace mlir::attn {

/// Tile sizes of the tile-level IR.
struct AttentionTileSizes {
  int64_t blockQ = 64;  ///< query rows per tile
  int64_t blockKv = 32; ///< keys per step
};

/// `defaults` overridden by the op's #attn.tiling block_q / block_kv.
AttentionTileSizes resolveTileSizes(Operation *op,
                                    AttentionTileSizes defaults);

/// Why `op` cannot be tiled (dynamic head counts or head dimensions, an
/// unknown scale), or std::nullopt.
std::optional<std::string> tileUnsupportedReason(SdpaOp op);

/// Replaces `op` by its tile-level form. Fails, changing nothing, where
/// tileUnsupportedReason says why or the sizes are not positive.
LogicalResult tileAttention(RewriterBase &rewriter, SdpaOp op,
                            AttentionTileSizes sizes);

/// attn.sdpa → tile-level IR, for ops that tileAttention takes.
void populateAttnTilePatterns(RewritePatternSet &patterns,
                              AttentionTileSizes defaults);

/// attn.band_keys → arith (index), through MaskBand.
void populateLowerBandPatterns(RewritePatternSet &patterns);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_TRANSFORMS_TILE_H
