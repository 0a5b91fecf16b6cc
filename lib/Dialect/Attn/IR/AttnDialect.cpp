//===- AttnDialect.cpp - attn dialect registration ------------------------===//
//
// Registers the attn ops, attributes and types; verifies the attributes
// and types.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Math/IR/Math.h"
#include "mlir/IR/Builders.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace mlir::attn;

#include "attn/Dialect/Attn/IR/AttnDialect.cpp.inc"
#include "attn/Dialect/Attn/IR/AttnEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "attn/Dialect/Attn/IR/AttnAttrs.cpp.inc"

#define GET_TYPEDEF_CLASSES
#include "attn/Dialect/Attn/IR/AttnTypes.cpp.inc"

LogicalResult
TilingAttr::verify(function_ref<InFlightDiagnostic()> emitError, int64_t blockQ,
                   int64_t warps, int64_t rowTiles, int64_t blockKv,
                   int64_t stages, MatrixUnit mma, BoolAttr overlap,
                   BoolAttr producer, BoolAttr pingpong,
                   BoolAttr persistent, int64_t heads) {
  for (auto [name, value] : {std::pair<StringRef, int64_t>{"block_q", blockQ},
                             {"warps", warps},
                             {"row_tiles", rowTiles},
                             {"block_kv", blockKv},
                             {"stages", stages},
                             {"heads", heads}})
    if (value < 0)
      return emitError() << "#attn.tiling " << name
                         << " must be positive (or 0 for the kernel's "
                            "choice), got "
                         << value;
  // What a backend can take (a multiple of 16 keys, a stage count, overlap
  // on wgmma) is checked where the op is lowered, with the backend's reason.
  return success();
}

LogicalResult BandAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                               int64_t left, int64_t right, bool bottomRight) {
  for (auto [name, value] :
       {std::pair<StringRef, int64_t>{"left", left}, {"right", right}})
    if (value < -1)
      return emitError() << "#attn.band " << name
                         << " must be an extent >= 0, or -1 for an unbounded "
                            "side, got "
                         << value;
  return success();
}

MaskBand BandAttr::getMaskBand() const {
  return MaskBand::fromExtents(getLeft(), getRight(), getBottomRight());
}

BandAttr BandAttr::get(MLIRContext *context, const MaskBand &band) {
  return BandAttr::get(context, band.left(), band.right(),
                       band.alignedBottomRight());
}

/// The sizes of a state type, each positive.
static LogicalResult
verifyStateSizes(function_ref<InFlightDiagnostic()> emitError,
                 StringRef type, ArrayRef<std::pair<StringRef, int64_t>> sizes) {
  for (auto [name, value] : sizes)
    if (value <= 0)
      return emitError() << type << " " << name << " must be positive, got "
                         << value;
  return success();
}

LogicalResult
OnlineStateType::verify(function_ref<InFlightDiagnostic()> emitError,
                        int64_t rows, int64_t keys, int64_t headDimQK,
                        int64_t headDimV) {
  return verifyStateSizes(emitError, "!attn.online_state",
                          {{"rows", rows},
                           {"keys", keys},
                           {"head_dim_qk", headDimQK},
                           {"head_dim_v", headDimV}});
}

LogicalResult
QueryGradStateType::verify(function_ref<InFlightDiagnostic()> emitError,
                           int64_t rows, int64_t keys, int64_t headDimQK,
                           int64_t headDimV) {
  return verifyStateSizes(emitError, "!attn.query_grad_state",
                          {{"rows", rows},
                           {"keys", keys},
                           {"head_dim_qk", headDimQK},
                           {"head_dim_v", headDimV}});
}

LogicalResult
KeyGradStateType::verify(function_ref<InFlightDiagnostic()> emitError,
                         int64_t keys, int64_t rows, int64_t headDimQK,
                         int64_t headDimV) {
  return verifyStateSizes(emitError, "!attn.key_grad_state",
                          {{"keys", keys},
                           {"rows", rows},
                           {"head_dim_qk", headDimQK},
                           {"head_dim_v", headDimV}});
}

LogicalResult AttnDialect::verifyOperationAttribute(Operation *op,
                                                    NamedAttribute attribute) {
  if (attribute.getName() != kTilingAttrName)
    return success();
  if (!isa<TilingAttr>(attribute.getValue()))
    return op->emitError() << "'" << kTilingAttrName
                           << "' must be a #attn.tiling attribute, got "
                           << attribute.getValue();
  if (!isa<AttentionOpInterface>(op))
    return op->emitError() << "'" << kTilingAttrName
                           << "' belongs on attn.sdpa or attn.sdpa_grad";
  return success();
}

Operation *AttnDialect::materializeConstant(OpBuilder &builder,
                                            Attribute value, Type type,
                                            Location loc) {
  if (auto integer = dyn_cast<IntegerAttr>(value); integer && type.isIndex())
    return arith::ConstantIndexOp::create(builder, loc, integer.getInt());
  return nullptr;
}

void AttnDialect::initialize() {
  addOperations<
#define GET_OP_LIST
#include "attn/Dialect/Attn/IR/AttnOps.cpp.inc"
      >();
  addAttributes<
#define GET_ATTRDEF_LIST
#include "attn/Dialect/Attn/IR/AttnAttrs.cpp.inc"
      >();
  addTypes<
#define GET_TYPEDEF_LIST
#include "attn/Dialect/Attn/IR/AttnTypes.cpp.inc"
      >();
}
