//===- AttnTileOps.cpp - tile-level attention ops -------------------------===//
//
// Verifiers and folders of attn.band_keys, attn.online_init,
// attn.online_step and attn.online_finish.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnOps.h"

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

/// Checks that `buffer` is a tensor of `layout` (padded: [B, S, H, D] in the
/// layout's order) whose last dimension is the static `headDim`.
static LogicalResult verifyAttentionBuffer(Operation *op, Value buffer,
                                           StringRef name, Layout layout,
                                           int64_t headDim) {
  auto type = cast<MemRefType>(buffer.getType());
  if (layout == Layout::thd)
    return op->emitOpError()
           << "indexes padded layouts only; packed 'thd' is lowered from "
              "attn.sdpa directly";
  if (type.getRank() != getLayoutRank(layout))
    return op->emitOpError()
           << name << " must have rank " << getLayoutRank(layout) << " for "
           << stringifyLayout(layout) << ", got " << type;
  if (type.getShape().back() != headDim)
    return op->emitOpError() << name << " head dimension must be the state's "
                             << headDim << ", got " << type;
  return success();
}

LogicalResult OnlineInitOp::verify() {
  OnlineStateType state = getState().getType();
  return verifyAttentionBuffer(*this, getQuery(), "query", getLayout(),
                               state.getHeadDimQk());
}

LogicalResult OnlineStepOp::verify() {
  OnlineStateType state = getState().getType();
  if (failed(verifyAttentionBuffer(*this, getKey(), "key", getLayout(),
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
  return success();
}

LogicalResult OnlineFinishOp::verify() {
  OnlineStateType state = getState().getType();
  if (failed(verifyAttentionBuffer(*this, getOut(), "out", getLayout(),
                                   state.getHeadDimV())))
    return failure();
  if (Value lse = getLse())
    if (cast<MemRefType>(lse.getType()).getRank() != 3)
      return emitOpError() << "lse must have rank 3 ([B, Hq, Sq]), got "
                           << lse.getType();
  return success();
}
