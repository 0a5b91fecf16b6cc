//===- RaiseCanonicalization.h - canonical form for raising -----*- C++ -*-===//
//
// Rewrites that bring attention as frameworks export it to the one form the
// raise matcher reads, without changing what the program computes.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_TRANSFORMS_RAISECANONICALIZATION_H
#define ATTN_DIALECT_ATTN_TRANSFORMS_RAISECANONICALIZATION_H

namespace mlir {
class RewritePatternSet;
namespace attn {

/// Patterns of attn-raise-canonicalize, each exact:
/// - a generic input whose every element is one constant (splat, fill, or
///   a broadcast of either) becomes that constant in the body;
/// - an unsigned integer comparison whose operands are provably in
///   [0, signed max] becomes the signed one (ElementRangeAnalysis);
/// - an unused result of a multi-result generic (the argmax next to a max)
///   is dropped when no other result depends on it;
/// - a reduction whose result keeps the reduced dimension as size 1 is
///   computed without it and expanded afterwards;
/// - a copy that reads dims of extent one at 0 and the rest plainly is
///   its input (populateRaiseCleanupPatterns);
/// - computations over a concatenation are done piece by piece
///   (populateSplitConcatenationPatterns).
/// Together with the arith/linalg/tensor canonicalisations the pass adds
/// (e.g. maximumf(x, -inf) -> x).
void populateRaiseCanonicalizationPatterns(RewritePatternSet &patterns);

/// The copies a raise can leave around its result that are no copies at
/// all (a read at 0 of dims of extent one), erased by attn-raise after it
/// rewrites (and part of the patterns above); and its layout copies of an
/// argument into an attention operand that only split dims row-major
/// (heads merged into the feature index), which become expand_shapes: views
/// the framework integrations apply to the arrays.
void populateRaiseCleanupPatterns(RewritePatternSet &patterns);

/// Part of the above: computations over a concatenation (GPT-OSS's
/// softmax over concat(scores, sinks)) done piece by piece. Elementwise
/// generics and one-input reductions over the concatenated dimension are
/// split into the pieces (a reduction continues from piece to piece, in
/// the loop's order; over a piece of extent 1 it is one application of its
/// body), and a slice within one piece reads that piece.
void populateSplitConcatenationPatterns(RewritePatternSet &patterns);

} // namespace attn
} // namespace mlir

#endif // ATTN_DIALECT_ATTN_TRANSFORMS_RAISECANONICALIZATION_H
