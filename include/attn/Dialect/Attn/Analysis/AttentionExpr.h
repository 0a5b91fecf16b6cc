//===- AttentionExpr.h - symbolic tensor element descriptions ---*- C++ -*-===//
//
// The value of every element of a tensor, described symbolically in an
// iteration space ("context") by looking through elementwise linalg
// generics, fills, splat and iota constants, slices and reshapes. attn-raise
// matches these descriptions against the canonical form of softmax
// attention; the helpers here know nothing about attention.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_ANALYSIS_ATTENTIONEXPR_H
#define ATTN_DIALECT_ATTN_ANALYSIS_ATTENTIONEXPR_H

#include "mlir/Dialect/Linalg/IR/Linalg.h"
#include "mlir/IR/AffineExpr.h"
#include "mlir/IR/AffineMap.h"

#include <memory>
#include <optional>
#include <string>
#include <utility>

namespace mlir::attn {

struct Expr;
/// Expressions are immutable and shared between the descriptions that
/// contain them.
using ExprRef = std::shared_ptr<const Expr>;

/// A scalar computed at every point of an iteration space ("context"):
/// a load of a leaf tensor through an affine map of the context dims, an
/// index, a constant, the accumulator of the context's reduction, or an
/// arith/math op of such.
struct Expr {
  enum class Kind { Load, Index, Constant, Accumulator, Op };
  Kind kind;
  Value source;        // Load: the leaf tensor
  AffineMap map;       // Load: context dims -> source indices
  AffineExpr index;    // Index
  Attribute value;     // Constant
  std::string name;    // Op: the operation name
  Attribute predicate; // Op: cmpf/cmpi predicate
  Type type;
  SmallVector<ExprRef> operands;
  SmallVector<Operation *> origins; // ops this expression looked through
  // Where the program materialised this value as a tensor before the
  // reading context looked into its producer: that tensor and the map of
  // context dims to its indices (null when it was never materialised). A
  // backend can take the tensor as data where it cannot take the logic.
  Value materialised;
  AffineMap materialisedMap;

  Expr(Kind kind) : kind(kind) {}
};

/// Whether `a` and `b` describe the same value: the same kind, type and
/// leaf (tensor and map, index, constant) or the same op of equal operands.
/// Origins are not compared.
bool equal(const ExprRef &a, const ExprRef &b);

//===----------------------------------------------------------------------===//
// Affine index arithmetic
//===----------------------------------------------------------------------===//

/// Bounds [lo, hi] of `e` over dims d in [0, sizes[d]), when known.
std::optional<std::pair<int64_t, int64_t>> boundsOf(AffineExpr e,
                                                    ArrayRef<int64_t> sizes);

/// `e` with every `x floordiv k` and `x mod k` whose x = k·Q + R has a
/// remainder R provably in [0, k) (dims d range over [0, sizes[d])) written
/// as Q and R. A merged [B·H] index read back through a reshape,
/// (4·b + h) floordiv 4, becomes b when h < 4. Inside arithmetic a dim of
/// size 1 is 0.
AffineExpr simplifyWithBounds(AffineExpr e, ArrayRef<int64_t> sizes);

/// A linear form Σ c_d·d + c of context dims.
struct Linear {
  SmallVector<int64_t> coefficients;
  int64_t constant = 0;
};

/// `expr` (over `numDims` dims) as a linear form, when it is a sum of dims
/// and constants times constants.
std::optional<Linear> linearize(AffineExpr expr, unsigned numDims);

//===----------------------------------------------------------------------===//
// Building descriptions
//===----------------------------------------------------------------------===//

/// Builds expressions, inlining producers that are elementwise, fills,
/// splat constants or reshapes.
class Describer {
public:
  explicit Describer(MLIRContext *context) : context(context) {}

  /// The sizes of the dims of the iteration space that expressions are
  /// built in, which bound reshaped indices (see simplifyWithBounds).
  void setContextSizes(ArrayRef<int64_t> sizes) { dimSizes.assign(sizes); }

  /// Whether float extensions and truncations between computed values are
  /// looked through (attn-raise's widen-intermediates policy).
  void setWidenIntermediates(bool widen) { widenIntermediates = widen; }

  /// Whether only the moves private to the reader are looked through:
  /// generics that copy elements (transposes, broadcasts), reshapes and
  /// slices, each of a tensor with no other use. Gives the tensor a
  /// computed value was moved from.
  void setCopiesOnly(bool only) { copiesOnly = only; }

  /// The element of `tensor` at `access` (context dims -> tensor indices).
  ExprRef tensorElement(Value tensor, AffineMap access);

  /// The value `value` of `generic`'s body, with the generic's loops given
  /// as affine expressions of the context (`loops`: generic dims ->
  /// context exprs).
  ExprRef bodyValue(linalg::GenericOp generic, Value value, AffineMap loops);

private:
  /// tensorElement without recording the materialised tensor.
  ExprRef lookThrough(Value tensor, AffineMap access);
  /// A value defined outside any body: a constant or an opaque scalar.
  ExprRef scalar(Value value, AffineMap);
  /// A scalar that is not looked into: a load of no indices.
  ExprRef opaque(Value value);
  ExprRef constantExpr(Attribute value, Type type);
  /// The index expression `index` cast to the integer type `type`.
  ExprRef castIndex(ExprRef index, Type type, Operation *origin);
  /// A copy of `expr` that also records `origin` among the ops it looked
  /// through.
  ExprRef withOrigin(ExprRef expr, Operation *origin);
  /// `map` simplified, with the context sizes when they are known.
  AffineMap simplify(AffineMap map);

  MLIRContext *context;
  SmallVector<int64_t> dimSizes; // of the current context's dims
  bool widenIntermediates = false;
  bool copiesOnly = false;
};

/// `e` (over some context dims) with those dims replaced by `dims`
/// (expressions of another context with `numDims` dims).
ExprRef rebase(const ExprRef &e, ArrayRef<AffineExpr> dims, unsigned numDims);

//===----------------------------------------------------------------------===//
// Expression predicates
//===----------------------------------------------------------------------===//

/// Whether `e` reads an element of a tensor that no linalg.generic of the
/// graph computes (an argument such as V, a bias or a mask), not a scalar.
bool isTensorInputLoad(const ExprRef &e);

/// Whether `e` is the op named `name`.
bool isOp(const ExprRef &e, StringRef name);

/// The value of a float constant `e`.
std::optional<double> constantFloat(const ExprRef &e);

/// The value of an integer constant `e`.
std::optional<int64_t> constantInt(const ExprRef &e);

/// Strips value-preserving casts to f32 (extf). `from`, when given, is set
/// to the type before the cast (`e`'s own type when there is none).
ExprRef stripExtF(const ExprRef &e, Type *from = nullptr);

/// An index-valued expression as an affine expression of context dims.
std::optional<AffineExpr> indexAffine(const ExprRef &e, MLIRContext *ctx);

} // namespace mlir::attn

#endif // ATTN_DIALECT_ATTN_ANALYSIS_ATTENTIONEXPR_H
