//===- AttnTileOps.cpp - tile-level attention ops -------------------------===//
//
// Verifiers and folders of the tile-level ops: the band ranges, the
// forward's online steps and the backward's query and key steps.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Utils/Modifiers.h"

#include "mlir/IR/Builders.h"

#include <array>

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// attn.band_keys, attn.band_rows
//===----------------------------------------------------------------------===//

/// The four index operands of a band query, where all are known.
static std::optional<std::array<int64_t, 4>>
knownBandOperands(ArrayRef<Attribute> operands) {
  std::array<int64_t, 4> values;
  for (auto [value, attr] : llvm::zip_equal(values, operands)) {
    auto integer = dyn_cast_if_present<IntegerAttr>(attr);
    if (!integer)
      return std::nullopt;
    value = integer.getInt();
  }
  return values;
}

LogicalResult BandKeysOp::fold(FoldAdaptor adaptor,
                               SmallVectorImpl<OpFoldResult> &results) {
  std::optional<std::array<int64_t, 4>> known =
      knownBandOperands(adaptor.getOperands());
  if (!known)
    return failure();
  auto [first, last, lengthQ, lengthKv] = *known;
  IntegerBandArith a;
  MaskBand band = getBand().getMaskBand();
  BandRange<int64_t> keys = band.keyRange(
      a, first, last, band.diagonalOffset(a, lengthQ, lengthKv), lengthKv);
  if (last < first)
    keys.end = keys.begin;
  Builder b(getContext());
  results.push_back(b.getIndexAttr(keys.begin));
  results.push_back(b.getIndexAttr(keys.end));
  return success();
}

//===----------------------------------------------------------------------===//
// attn.band_rows
//===----------------------------------------------------------------------===//

LogicalResult BandRowsOp::fold(FoldAdaptor adaptor,
                               SmallVectorImpl<OpFoldResult> &results) {
  std::optional<std::array<int64_t, 4>> known =
      knownBandOperands(adaptor.getOperands());
  if (!known)
    return failure();
  auto [first, last, lengthQ, lengthKv] = *known;
  IntegerBandArith a;
  MaskBand band = getBand().getMaskBand();
  BandRange<int64_t> rows =
      band.rowRange(a, first, last, band.diagonalOffset(a, lengthQ, lengthKv),
                    lengthQ, lengthKv);
  Builder b(getContext());
  results.push_back(b.getIndexAttr(rows.begin));
  results.push_back(b.getIndexAttr(rows.end));
  return success();
}

//===----------------------------------------------------------------------===//
// Operand checks shared by the step ops
//===----------------------------------------------------------------------===//

/// Checks that `buffer` is a tensor of `layout` ([B, S, H, D] in the layout's
/// order, or [T, H, D] for `thd`) whose last dimension is the static
/// `headDim`.
static LogicalResult verifyAttentionBuffer(Operation *op, Value buffer,
                                           StringRef name, Layout layout,
                                           int64_t headDim) {
  auto type = cast<MemRefType>(buffer.getType());
  if (type.getRank() != getLayoutRank(layout))
    return op->emitOpError()
           << name << " must have rank " << getLayoutRank(layout) << " for "
           << stringifyLayout(layout) << ", got " << type;
  if (type.getShape().back() != headDim)
    return op->emitOpError() << name << " head dimension must be the state's "
                             << headDim << ", got " << type;
  return success();
}

/// Checks that a token base is given exactly for the packed layout.
static LogicalResult verifyTokenBase(Operation *op, Value base,
                                     StringRef name, Layout layout) {
  if (layout == Layout::thd && !base)
    return op->emitOpError() << "needs '" << name
                             << "' (the sequence's first token) for 'thd'";
  if (layout != Layout::thd && base)
    return op->emitOpError() << "takes '" << name
                             << "' only for the packed 'thd' layout";
  return success();
}

LogicalResult OnlineInitOp::verify() {
  OnlineStateType state = getState().getType();
  if (failed(verifyTokenBase(*this, getBase(), "base", getLayout())))
    return failure();
  return verifyAttentionBuffer(*this, getQuery(), "query", getLayout(),
                               state.getHeadDimQk());
}

/// Checks lse-shaped buffers (lse, delta): [B, Hq, Sq], or [Hq, Tq] for thd.
static LogicalResult verifyRowBuffer(Operation *op, Value buffer,
                                     StringRef name, Layout layout) {
  int64_t rank = layout == Layout::thd ? 2 : 3;
  if (cast<MemRefType>(buffer.getType()).getRank() == rank)
    return success();
  return op->emitOpError() << name << " must have rank " << rank
                           << (rank == 2 ? " ([Hq, Tq])" : " ([B, Hq, Sq])")
                           << ", got " << buffer.getType();
}

/// The clauses that every step op shares with attn.online_step: bias and
/// ALiBi shapes, dropout and its rng, the modifier regions (differentiable
/// in the backward's steps).
template <typename OpTy>
static LogicalResult verifyStepClauses(OpTy op, bool backward) {
  if (Value bias = op.getBias())
    if (cast<MemRefType>(bias.getType()).getRank() != 4)
      return op.emitOpError() << "bias must have rank 4 ([B, Hq, Sq, Skv], "
                                 "broadcast along size-1 dimensions), got "
                              << bias.getType();
  if (Value slopes = op.getAlibiSlopes())
    if (cast<MemRefType>(slopes.getType()).getRank() != 1)
      return op.emitOpError() << "ALiBi slopes must have rank 1 ([Hq]), got "
                              << slopes.getType();
  double dropout = op.getDropout().convertToDouble();
  if (!(dropout >= 0.0 && dropout < 1.0))
    return op.emitOpError() << "dropout must be in [0, 1), got " << dropout;
  if (dropout > 0.0 && (!op.getDropoutSeed() || op.getHeadsQ() <= 0))
    return op.emitOpError() << "dropout needs rng(seed, offset) and a "
                               "positive heads_q (the Philox counter's head "
                               "index is b·heads_q + h)";
  if (dropout == 0.0 && op.getDropoutSeed())
    return op.emitOpError() << "takes rng(seed, offset) only with dropout";
  if (Block *block = op.getScoreModBlock()) {
    if (failed(verifyModifierBlock(op, *block, ModifierKind::Score)))
      return failure();
    if (backward)
      if (Operation *culprit = findNonDifferentiableOp(*block))
        return culprit->emitOpError()
               << "in the 'score_mod' region of " << op->getName()
               << " has no derivative rule, and the score depends on it";
  }
  if (Block *block = op.getMaskModBlock())
    if (failed(verifyModifierBlock(op, *block, ModifierKind::Mask)))
      return failure();
  return success();
}

LogicalResult OnlineStepOp::verify() {
  OnlineStateType state = getState().getType();
  if (failed(verifyTokenBase(*this, getKeyBase(), "key_base", getLayout())) ||
      failed(verifyAttentionBuffer(*this, getKey(), "key", getLayout(),
                                   state.getHeadDimQk())) ||
      failed(verifyAttentionBuffer(*this, getValue(), "value", getLayout(),
                                   state.getHeadDimV())))
    return failure();
  return verifyStepClauses(*this, /*backward=*/false);
}

LogicalResult QueryGradInitOp::verify() {
  QueryGradStateType state = getState().getType();
  Layout layout = getLayout();
  if (failed(verifyTokenBase(*this, getBase(), "base", layout)) ||
      failed(verifyAttentionBuffer(*this, getQuery(), "query", layout,
                                   state.getHeadDimQk())) ||
      failed(verifyAttentionBuffer(*this, getOut(), "out", layout,
                                   state.getHeadDimV())) ||
      failed(verifyAttentionBuffer(*this, getDOut(), "d_out", layout,
                                   state.getHeadDimV())) ||
      failed(verifyRowBuffer(*this, getLse(), "lse", layout)) ||
      failed(verifyRowBuffer(*this, getDelta(), "delta", layout)))
    return failure();
  return success();
}

LogicalResult QueryGradStepOp::verify() {
  QueryGradStateType state = getState().getType();
  if (failed(verifyTokenBase(*this, getKeyBase(), "key_base", getLayout())) ||
      failed(verifyAttentionBuffer(*this, getKey(), "key", getLayout(),
                                   state.getHeadDimQk())) ||
      failed(verifyAttentionBuffer(*this, getValue(), "value", getLayout(),
                                   state.getHeadDimV())))
    return failure();
  if (Value dBias = getDBias()) {
    if (!getBias())
      return emitOpError() << "'d_bias' needs the 'bias' it is the gradient "
                              "of";
    if (cast<MemRefType>(dBias.getType()).getShape() !=
        cast<MemRefType>(getBias().getType()).getShape())
      return emitOpError() << "'d_bias' must have the bias's shape, got "
                           << dBias.getType() << " for "
                           << getBias().getType();
  }
  return verifyStepClauses(*this, /*backward=*/true);
}

LogicalResult QueryGradFinishOp::verify() {
  QueryGradStateType state = getState().getType();
  if (failed(verifyTokenBase(*this, getBase(), "base", getLayout())))
    return failure();
  return verifyAttentionBuffer(*this, getDQuery(), "d_query", getLayout(),
                               state.getHeadDimQk());
}

LogicalResult KeyGradInitOp::verify() {
  KeyGradStateType state = getState().getType();
  if (failed(verifyTokenBase(*this, getKeyBase(), "key_base", getLayout())) ||
      failed(verifyAttentionBuffer(*this, getKey(), "key", getLayout(),
                                   state.getHeadDimQk())))
    return failure();
  return verifyAttentionBuffer(*this, getValue(), "value", getLayout(),
                               state.getHeadDimV());
}

LogicalResult KeyGradStepOp::verify() {
  KeyGradStateType state = getState().getType();
  Layout layout = getLayout();
  if (failed(verifyTokenBase(*this, getBase(), "base", layout)) ||
      failed(verifyAttentionBuffer(*this, getQuery(), "query", layout,
                                   state.getHeadDimQk())) ||
      failed(verifyAttentionBuffer(*this, getDOut(), "d_out", layout,
                                   state.getHeadDimV())) ||
      failed(verifyRowBuffer(*this, getLse(), "lse", layout)) ||
      failed(verifyRowBuffer(*this, getDelta(), "delta", layout)))
    return failure();
  return verifyStepClauses(*this, /*backward=*/true);
}

LogicalResult KeyGradFinishOp::verify() {
  KeyGradStateType state = getState().getType();
  if (failed(verifyTokenBase(*this, getKeyBase(), "key_base", getLayout())) ||
      failed(verifyAttentionBuffer(*this, getDKey(), "d_key", getLayout(),
                                   state.getHeadDimQk())))
    return failure();
  return verifyAttentionBuffer(*this, getDValue(), "d_value", getLayout(),
                               state.getHeadDimV());
}

LogicalResult OnlineFinishOp::verify() {
  OnlineStateType state = getState().getType();
  if (failed(verifyTokenBase(*this, getBase(), "base", getLayout())) ||
      failed(verifyAttentionBuffer(*this, getOut(), "out", getLayout(),
                                   state.getHeadDimV())))
    return failure();
  if (Value lse = getLse())
    return verifyRowBuffer(*this, lse, "lse", getLayout());
  return success();
}
