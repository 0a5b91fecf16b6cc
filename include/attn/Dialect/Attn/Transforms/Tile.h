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
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/PatternMatch.h"

#include <optional>
#include <string>

namespace mlir::attn {
namespace kernels {
struct AttentionProblem;
} // namespace kernels

/// The default query tiles, measured on a 2-core AVX-512 machine
/// (docs/benchmarks.md): the forward's K/V staging and register blocks pay
/// off over 64 rows (30% faster than 32 at S = 2048, D = 128); the
/// backward, which also stages dO and keeps dK/dV tiles, is best at 32.
constexpr int64_t defaultForwardBlockQ = 64;
constexpr int64_t defaultBackwardBlockQ = 32;

/// Tile sizes of the tile-level IR.
struct AttentionTileSizes {
  /// Query rows per tile (and per step of the backward's key-stationary
  /// loops); 0: defaultForwardBlockQ / defaultBackwardBlockQ.
  int64_t blockQ = 0;
  int64_t blockKv = 32; ///< keys per step (per key tile of the backward)
  /// The forward's key steps start at a multiple of blockKv (the generated
  /// GPU kernels' key tiles) instead of at the band's first key; the steps
  /// mask the keys before it.
  bool alignKeySteps = false;
};

/// `defaults` overridden by the op's #attn.tiling block_q / block_kv, with
/// a block_q of 0 resolved to the direction's default.
AttentionTileSizes resolveTileSizes(Operation *op,
                                    AttentionTileSizes defaults);

/// Why `op` cannot be tiled (dynamic head counts or head dimensions, an
/// unknown scale), or std::nullopt.
std::optional<std::string> tileUnsupportedReason(AttentionOpInterface op);

/// Replaces `op` (attn.sdpa or attn.sdpa_grad) by its tile-level form.
/// Fails, changing nothing, where tileUnsupportedReason says why or the
/// sizes are not positive.
LogicalResult tileAttention(RewriterBase &rewriter, AttentionOpInterface op,
                            AttentionTileSizes sizes);

/// The forward's parallel loop of query tiles for attn.sdpa `op` over its
/// bufferized operands `problem`, writing `out` and `lse` (null when the op
/// has none): per tile, attn.online_init, the band's key range
/// (attn.band_keys narrowed by the mask_mod), an scf.for of attn.online_step
/// with the op's modifier regions cloned in, and attn.online_finish. For
/// packed `thd`, the tokens outside every sequence are left to the caller
/// (tileAttention fills them first).
scf::ParallelOp buildForwardTileNest(ImplicitLocOpBuilder &b, SdpaOp op,
                                     const kernels::AttentionProblem &problem,
                                     AttentionTileSizes sizes, Value out,
                                     Value lse);

/// attn.sdpa / attn.sdpa_grad → tile-level IR, for ops that tileAttention
/// takes.
void populateAttnTilePatterns(RewritePatternSet &patterns,
                              AttentionTileSizes defaults);

/// attn.band_keys / attn.band_rows → arith (index), through MaskBand.
void populateLowerBandPatterns(RewritePatternSet &patterns);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_TRANSFORMS_TILE_H
