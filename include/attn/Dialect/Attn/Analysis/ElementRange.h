//===- ElementRange.h - integer ranges of tensor elements -------*- C++ -*-===//
//
// Bounds on every element of an integer tensor, derived from how the tensor
// is computed (iota constants, linalg.index, broadcasts and reshapes of
// them, elementwise integer arithmetic). Used by the raise canonicalisation
// to prove that an unsigned index comparison is a signed one.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_ANALYSIS_ELEMENTRANGE_H
#define ATTN_DIALECT_ATTN_ANALYSIS_ELEMENTRANGE_H

#include "mlir/Interfaces/InferIntRangeInterface.h"
#include "llvm/ADT/DenseMap.h"

#include <optional>

namespace mlir::attn {

/// Computes conservative ranges of the elements of integer and index
/// tensors, and of integer scalars inside linalg.generic bodies. Results are
/// memoised; the analysis never looks at more than a bounded number of
/// producers, so it is cheap on large programs.
class ElementRangeAnalysis {
public:
  /// The range that holds every element of `tensor` (or `value`, when it
  /// is a scalar: a constant, or a value computed in a linalg.generic
  /// body), or std::nullopt when nothing is known.
  std::optional<ConstantIntRanges> getRange(Value value);

private:
  std::optional<ConstantIntRanges> compute(Value value, unsigned depth);
  std::optional<ConstantIntRanges> computeScalar(Value value, unsigned depth);

  llvm::DenseMap<Value, std::optional<ConstantIntRanges>> cache;
};

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_ANALYSIS_ELEMENTRANGE_H
