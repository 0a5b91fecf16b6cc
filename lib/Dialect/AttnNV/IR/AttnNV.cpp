//===- AttnNV.cpp - the attn_nv dialect -----------------------------------===//
//
// Verifiers and result types of the typed PTX ops.
//
//===----------------------------------------------------------------------===//

#include "attn/Dialect/AttnNV/IR/AttnNV.h"

#include "mlir/IR/Builders.h"
#include "mlir/IR/DialectImplementation.h"

// The generated attribute printer and parser dispatch with TypeSwitch.
#include "llvm/ADT/TypeSwitch.h"


using namespace mlir;
using namespace mlir::attn::nv;

#include "attn/Dialect/AttnNV/IR/AttnNVDialect.cpp.inc"
#include "attn/Dialect/AttnNV/IR/AttnNVEnums.cpp.inc"

#define GET_ATTRDEF_CLASSES
#include "attn/Dialect/AttnNV/IR/AttnNVAttrs.cpp.inc"

#define GET_OP_CLASSES
#include "attn/Dialect/AttnNV/IR/AttnNVOps.cpp.inc"

void AttnNVDialect::initialize() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "attn/Dialect/AttnNV/IR/AttnNVAttrs.cpp.inc"
      >();
  addOperations<
#define GET_OP_LIST
#include "attn/Dialect/AttnNV/IR/AttnNVOps.cpp.inc"
      >();
}

//===----------------------------------------------------------------------===//
// #attn_nv.product
//===----------------------------------------------------------------------===//

LogicalResult
WarpgroupProductAttr::verify(function_ref<InFlightDiagnostic()> emitError,
                             int64_t n, int64_t steps, OperandSource a,
                             bool transposeA, bool transposeB,
                             bool accumulate) {
  // wgmma.mma_async with f16/bf16 inputs: N is a multiple of 8 up to 256.
  if (n < 8 || n > 256 || n % 8 != 0)
    return emitError() << "n must be a multiple of 8 in [8, 256], got " << n;
  if (steps < 1)
    return emitError() << "steps must be positive, got " << steps;
  if (transposeA && a != OperandSource::descriptor)
    return emitError() << "transpose_a needs A from a descriptor (register "
                          "A is always K-major)";
  return success();
}

//===----------------------------------------------------------------------===//
// attn_nv.warpgroup_mma
//===----------------------------------------------------------------------===//

LogicalResult WarpgroupMmaOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location>, ValueRange,
    DictionaryAttr attributes, OpaqueProperties properties, RegionRange,
    SmallVectorImpl<Type> &inferred) {
  auto *props = properties.as<Properties *>();
  ArrayAttr products = props ? props->products : ArrayAttr();
  if (!products)
    return failure();
  int64_t count = 0;
  for (Attribute product : products) {
    auto typed = dyn_cast<WarpgroupProductAttr>(product);
    if (!typed)
      return failure();
    count += typed.accumulatorCount();
  }
  inferred.assign(count, Float32Type::get(context));
  return success();
}

ValueRange WarpgroupMmaOp::getProductResults(unsigned index) {
  int64_t first = 0;
  auto products = getProducts().getAsRange<WarpgroupProductAttr>();
  for (auto [i, product] : llvm::enumerate(products)) {
    if (i == index)
      return getResults().slice(first, product.accumulatorCount());
    first += product.accumulatorCount();
  }
  llvm_unreachable("product index out of range");
}

LogicalResult WarpgroupMmaOp::verify() {
  if (getProducts().empty())
    return emitOpError("needs at least one product");
  int64_t accumulators = 0, registers = 0, descriptorsA = 0, descriptorsB = 0;
  for (auto product : getProducts().getAsRange<WarpgroupProductAttr>()) {
    // Products built in C++ (WarpgroupProductAttr::get) skip the attribute
    // verifier that parsing runs.
    if (failed(WarpgroupProductAttr::verify(
            [&] { return emitOpError(); }, product.getN(),
            product.getSteps(), product.getA(), product.getTransposeA(),
            product.getTransposeB(), product.getAccumulate())))
      return failure();
    if (product.getAccumulate())
      accumulators += product.accumulatorCount();
    if (product.getA() == OperandSource::registers)
      registers += 4 * product.getSteps();
    else
      descriptorsA += product.getSteps();
    descriptorsB += product.getSteps();
  }
  auto expect = [&](StringRef what, int64_t want,
                    size_t got) -> LogicalResult {
    if (static_cast<int64_t>(got) == want)
      return success();
    return emitOpError() << "expects " << want << " " << what
                         << " operands for its products, got " << got;
  };
  if (failed(expect("accumulator", accumulators, getAccumulators().size())) ||
      failed(expect("A register", registers, getA().size())) ||
      failed(expect("A descriptor", descriptorsA, getADescriptors().size())) ||
      failed(expect("B descriptor", descriptorsB, getBDescriptors().size())))
    return failure();
  if (!getInFlight())
    return success();
  // Accumulators in flight are being written by the tensor cores: only the
  // wait may take them.
  for (Value result : getResults())
    for (Operation *user : result.getUsers())
      if (!isa<WarpgroupWaitOp>(user))
        return emitOpError()
               << "result in flight is used by '" << user->getName()
               << "' before an attn_nv.warpgroup_wait returns it";
  return success();
}

//===----------------------------------------------------------------------===//
// attn_nv.warpgroup_wait
//===----------------------------------------------------------------------===//

LogicalResult WarpgroupWaitOp::inferReturnTypes(
    MLIRContext *context, std::optional<Location> location,
    ValueRange operands, DictionaryAttr attributes,
    OpaqueProperties properties, RegionRange regions,
    SmallVectorImpl<Type> &inferred) {
  // One result per waited-for value, of its type.
  Adaptor adaptor(operands, attributes, properties, regions);
  llvm::append_range(inferred, adaptor.getValues().getTypes());
  return success();
}

//===----------------------------------------------------------------------===//
// attn_nv.reduce_add
//===----------------------------------------------------------------------===//

LogicalResult ReduceAddOp::verify() {
  size_t count = getValues().size();
  if (count != 1 && count != 2)
    return emitOpError() << "adds one or two f32 values, got " << count;
  return success();
}

//===----------------------------------------------------------------------===//
// attn_nv.bulk_reduce_add
//===----------------------------------------------------------------------===//

LogicalResult BulkReduceAddOp::verify() {
  int64_t bytes = getBytes();
  if (bytes <= 0 || bytes % 16 != 0)
    return emitOpError() << "adds a positive multiple of 16 bytes, got "
                         << bytes;
  return success();
}

//===----------------------------------------------------------------------===//
// TMA descriptors
//===----------------------------------------------------------------------===//

bool mlir::attn::nv::isTensorMapType(Type type) {
  auto array = dyn_cast<LLVM::LLVMArrayType>(type);
  return array && array.getNumElements() == kTensorMapBytes / 8 &&
         array.getElementType().isInteger(64);
}

Type mlir::attn::nv::getTensorMapType(MLIRContext *context) {
  return LLVM::LLVMArrayType::get(IntegerType::get(context, 64),
                                  kTensorMapBytes / 8);
}

void TensorMapOp::build(OpBuilder &builder, OperationState &state,
                        Value source, ArrayRef<int64_t> box) {
  build(builder, state, getTensorMapType(builder.getContext()), source,
        builder.getDenseI64ArrayAttr(box));
}

LogicalResult TensorMapOp::verify() {
  auto type = cast<MemRefType>(getSource().getType());
  ArrayRef<int64_t> box = getBox();
  // cuTensorMapEncodeTiled: rank 1-5, box extents 1-256, 16-bit elements
  // here (the kernels' bf16/f16 tiles), the 128-byte swizzle's inner box of
  // at most 128 bytes.
  if (type.getRank() < 1 || type.getRank() > 5)
    return emitOpError() << "describes buffers of rank 1 to 5, not "
                         << type.getRank();
  if (!type.getElementType().isBF16() && !type.getElementType().isF16())
    return emitOpError() << "describes bf16 or f16 buffers, not "
                         << type.getElementType();
  if (!type.getLayout().isIdentity())
    return emitOpError() << "describes row-major buffers (identity layout), "
                            "not "
                         << type;
  if (static_cast<int64_t>(box.size()) != type.getRank())
    return emitOpError() << "box has " << box.size()
                         << " extents for a buffer of rank "
                         << type.getRank();
  for (int64_t extent : box)
    if (extent < 1 || extent > 256)
      return emitOpError() << "box extents must be in [1, 256], got "
                           << extent;
  if (box.back() * 2 > 128)
    return emitOpError() << "the innermost box extent is at most 64 "
                            "elements (the 128-byte swizzle), got "
                         << box.back();
  if (box.back() * 2 % 16 != 0)
    return emitOpError() << "the innermost box extent must be a multiple of "
                            "16 bytes, got "
                         << box.back() << " elements";
  return success();
}

void TensorMapAddressOp::build(OpBuilder &builder, OperationState &state,
                               Value map) {
  build(builder, state, LLVM::LLVMPointerType::get(builder.getContext()), map);
}
