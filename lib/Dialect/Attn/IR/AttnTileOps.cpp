//===- AttnTileOps.cpp - tile-level attention ops -------------------------===//
//
// Verifiers and folders of attn.band_keys, attn.online_init,
// attn.online_step and attn.online_finish.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Utils/Modifiers.h"

#include "mlir/IR/Builders.h"

using namespace mlir;
using namespace mlir::attn;

//===----------------------------------------------------------------------===//
// attn.band_keys
//===----------------------------------------------------------------------===//

LogicalResult BandKeysOp::fold(FoldAdaptor adaptor,
                               SmallVectorImpl<OpFoldResult> &results) {
  auto constant = [](Attribute attr) -> std::optional<int64_t> {
    if (auto integer = dyn_cast_if_present<IntegerAttr>(attr))
      return integer.getInt();
    return std::nullopt;
  };
  std::optional<int64_t> first = constant(adaptor.getFirstRow()),
                         last = constant(adaptor.getLastRow()),
                         lengthQ = constant(adaptor.getLengthQ()),
                         lengthKv = constant(adaptor.getLengthKv());
  if (!first || !last || !lengthQ || !lengthKv)
    return failure();
  IntegerBandArith a;
  MaskBand band = getBand().getMaskBand();
  BandRange<int64_t> keys = band.keyRange(
      a, *first, *last, band.diagonalOffset(a, *lengthQ, *lengthKv),
      *lengthKv);
  if (*last < *first)
    keys.end = keys.begin;
  Builder b(getContext());
  results.push_back(b.getIndexAttr(keys.begin));
  results.push_back(b.getIndexAttr(keys.end));
  return success();
}

//===----------------------------------------------------------------------===//
// Operand checks shared by the online ops
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

LogicalResult OnlineStepOp::verify() {
  OnlineStateType state = getState().getType();
  if (failed(verifyTokenBase(*this, getKeyBase(), "key_base", getLayout())) ||
      failed(verifyAttentionBuffer(*this, getKey(), "key", getLayout(),
                                   state.getHeadDimQk())) ||
      failed(verifyAttentionBuffer(*this, getValue(), "value", getLayout(),
                                   state.getHeadDimV())))
    return failure();
  if (Value bias = getBias())
    if (cast<MemRefType>(bias.getType()).getRank() != 4)
      return emitOpError() << "bias must have rank 4 ([B, Hq, Sq, Skv], "
                              "broadcast along size-1 dimensions), got "
                           << bias.getType();
  if (Value slopes = getAlibiSlopes())
    if (cast<MemRefType>(slopes.getType()).getRank() != 1)
      return emitOpError() << "ALiBi slopes must have rank 1 ([Hq]), got "
                           << slopes.getType();
  double dropout = getDropout().convertToDouble();
  if (!(dropout >= 0.0 && dropout < 1.0))
    return emitOpError() << "dropout must be in [0, 1), got " << dropout;
  if (dropout > 0.0 && (!getDropoutSeed() || getHeadsQ() <= 0))
    return emitOpError() << "dropout needs rng(seed, offset) and a positive "
                            "heads_q (the Philox counter's head index is "
                            "b·heads_q + h)";
  if (dropout == 0.0 && getDropoutSeed())
    return emitOpError() << "takes rng(seed, offset) only with dropout";
  if (Block *block = getScoreModBlock())
    if (failed(verifyModifierBlock(*this, *block, ModifierKind::Score)))
      return failure();
  if (Block *block = getMaskModBlock())
    if (failed(verifyModifierBlock(*this, *block, ModifierKind::Mask)))
      return failure();
  return success();
}

LogicalResult OnlineFinishOp::verify() {
  OnlineStateType state = getState().getType();
  if (failed(verifyTokenBase(*this, getBase(), "base", getLayout())) ||
      failed(verifyAttentionBuffer(*this, getOut(), "out", getLayout(),
                                   state.getHeadDimV())))
    return failure();
  int64_t lseRank = getLayout() == Layout::thd ? 2 : 3;
  if (Value lse = getLse())
    if (cast<MemRefType>(lse.getType()).getRank() != lseRank)
      return emitOpError() << "lse must have rank " << lseRank
                           << (lseRank == 2 ? " ([Hq, Tq])" : " ([B, Hq, Sq])")
                           << ", got " << lse.getType();
  return success();
}
