//===- AttnOps.h - attn dialect operations ----------------------*- C++ -*-===//
//
// attn.sdpa, attn.sdpa_grad, the decoded attention shape they share and
// AttentionOpInterface.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNOPS_H
#define ATTN_DIALECT_ATTN_IR_ATTNOPS_H

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Dialect/Attn/Utils/MaskBand.h"
#include "mlir/Bytecode/BytecodeOpInterface.h"
#include "mlir/IR/BuiltinTypes.h"
#include "mlir/IR/OpDefinition.h"
#include "mlir/Interfaces/SideEffectInterfaces.h"

namespace mlir::attn {

/// The problem sizes of an attention op, decoded from its operand shapes
/// according to the layout. Any entry may be ShapedType::kDynamic. For the
/// packed `thd` layout, `seqQ`/`seqKv` are the total token counts and `batch`
/// comes from the offsets operand (dynamic when absent).
struct AttentionDims {
  int64_t batch = ShapedType::kDynamic;
  int64_t seqQ = ShapedType::kDynamic;
  int64_t seqKv = ShapedType::kDynamic;
  int64_t headsQ = ShapedType::kDynamic;
  int64_t headsKv = ShapedType::kDynamic;
  int64_t headDimQK = ShapedType::kDynamic;
  int64_t headDimV = ShapedType::kDynamic;
};

/// Rank of query/key/value/out tensors in `layout`.
int64_t getLayoutRank(Layout layout);

/// Builds the shape of a [batch, seq, heads, dim] tensor in `layout`
/// (`batch` is dropped for `thd`, where `seq` is the token count).
SmallVector<int64_t> getLayoutShape(Layout layout, int64_t batch, int64_t seq,
                                    int64_t heads, int64_t dim);

/// Shape of the log-sum-exp result: [B, Hq, Sq], or [Hq, Tq] for `thd`.
SmallVector<int64_t> getLseShape(Layout layout, const AttentionDims &dims);

/// The default softmax scale, 1/sqrt(headDimQK).
double getDefaultScale(int64_t headDimQK);

} // namespace mlir::attn

#include "attn/Dialect/Attn/IR/AttnInterfaces.h.inc"

#define GET_OP_CLASSES
#include "attn/Dialect/Attn/IR/AttnOps.h.inc"

#endif // ATTN_DIALECT_ATTN_IR_ATTNOPS_H
