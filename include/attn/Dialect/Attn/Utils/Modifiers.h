//===- Modifiers.h - score_mod and mask_mod regions -------------*- C++ -*-===//
//
// The one implementation of the modifier regions of attn.sdpa and
// attn.sdpa_grad: what a region may hold, how a backend inlines it (with
// ∂score_mod/∂s for the backward) and how the fp64 reference evaluates it.
// Every backend and the reference go through here, so the semantics of a
// region exist once.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_UTILS_MODIFIERS_H
#define ATTN_DIALECT_ATTN_UTILS_MODIFIERS_H

#include "mlir/IR/Block.h"
#include "mlir/IR/Builders.h"

#include <string>
#include <utility>

namespace mlir::attn {

/// Which region a block is: `score_mod` (b, h, i, j: index, s: f32) -> f32,
/// or `mask_mod` (b, h, i, j: index) -> i1.
enum class ModifierKind { Score, Mask };

/// Number of block arguments of a modifier region of `kind`.
inline unsigned getModifierArity(ModifierKind kind) {
  return kind == ModifierKind::Score ? 5 : 4;
}

/// Clones the score_mod and mask_mod regions (regions 0 and 1) of attention
/// op `from` into the empty ones of `to`: a backward op built from a
/// forward one computes the same scores.
void copyModifierRegions(Operation *from, Operation *to);

/// Checks a modifier block: argument and yielded types, and that every op
/// is a side-effect-free arith or math op without regions that uses only
/// values of the block. Errors are emitted on the offending op (or on
/// `owner` for the arguments), naming the region.
LogicalResult verifyModifierBlock(Operation *owner, Block &block,
                                  ModifierKind kind);

/// The first op through which the yielded score depends on s that has no
/// derivative rule (see attn.sdpa_grad), or nullptr when ∂score_mod/∂s can
/// be built.
Operation *findNonDifferentiableOp(Block &scoreMod);

/// Clones the ops of a verified modifier `block` at `builder`'s insertion
/// point with `args` in place of the block arguments (index values for
/// b, h, i, j; f32 for s) and returns the value it yields.
Value inlineModifier(OpBuilder &builder, Block &block, ValueRange args);

/// As inlineModifier for a score_mod block, also returning ∂score_mod/∂s at
/// the given s (f32), built by forward-mode differentiation. The block must
/// pass findNonDifferentiableOp.
std::pair<Value, Value> inlineScoreModWithDerivative(OpBuilder &builder,
                                                     Block &scoreMod,
                                                     ValueRange args);

/// A closed range [first, last] of index values.
struct IndexRange {
  Value first, last;
};

/// What a mask_mod allows over a tile: i1 values, whether some pair of the
/// tile may be allowed (false: the tile is empty and can be skipped) and
/// whether every pair is allowed (true: the tile needs no mask).
struct TileAllowance {
  Value some, all;
};

/// Builds, at `builder`'s insertion point, interval bounds of a verified
/// mask_mod `block` over b, h, i, j in the given ranges: each integer value
/// of the region gets [lo, hi] (computed in i64), each i1 gets (all true,
/// some true). Ops it cannot bound (floats, divisions by non-constants,
/// shifts, casts that may wrap) give "some" true and "all" false, which is
/// always sound; and/or/select with a decided operand still decide.
TileAllowance inlineMaskModOverTile(OpBuilder &builder, Location loc,
                                    Block &maskMod, IndexRange b, IndexRange h,
                                    IndexRange i, IndexRange j);

/// Evaluates a verified modifier block in double precision (integers as
/// int64 wrapped to their width): `indices` are b, h, i, j, `score` is s
/// (ignored for mask_mod). Returns the yielded score and ∂/∂s (dual
/// numbers, with the derivative rules of inlineScoreModWithDerivative), or
/// 0/1 and 0 for a mask; failure with the reason in `why` for an op the
/// evaluator lacks or an integer division by zero.
FailureOr<std::pair<double, double>> evaluateModifier(Block &block,
                                                      ArrayRef<int64_t> indices,
                                                      double score,
                                                      std::string &why);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_UTILS_MODIFIERS_H
