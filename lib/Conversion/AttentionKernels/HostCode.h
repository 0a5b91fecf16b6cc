//===- HostCode.h - host-side helpers of the GPU lowerings ------*- C++ -*-===//
//
// What the generated-kernel and the cuDNN lowerings of attn ops share on the
// host side: the kernel module, result buffers, kernel creation and
// launches.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTENTIONKERNELS_HOSTCODE_H
#define ATTN_LIB_CONVERSION_ATTENTIONKERNELS_HOSTCODE_H

// Layout helpers shared with the CPU kernels.
#include "attn/Dialect/Attn/Utils/KernelBuilder.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/ImplicitLocOpBuilder.h"
#include "mlir/IR/SymbolTable.h"

#include <optional>

namespace mlir::attn::gpu_kernels {

/// The gpu.module that holds every kernel a compiled module launches.
inline constexpr llvm::StringLiteral kKernelModuleName = "attn_kernels";

/// The compute capability of `chip` ("sm_90a" -> 90), or nullopt if it is
/// not of the form sm_<digits>[a|f].
inline std::optional<int64_t> computeCapability(StringRef chip) {
  if (!chip.consume_front("sm_"))
    return std::nullopt;
  chip.consume_back("a") || chip.consume_back("f");
  int64_t capability;
  if (chip.size() < 2 || chip.getAsInteger(10, capability))
    return std::nullopt;
  return capability;
}

/// `module`'s kernel container for `chip` (made on first use), with the
/// container-module attribute that gpu.launch_func needs set on `module`.
inline gpu::GPUModuleOp getOrCreateKernelModule(ModuleOp module,
                                                StringRef chip,
                                                int64_t capability) {
  OpBuilder builder(module.getBodyRegion());
  module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                  builder.getUnitAttr());
  if (auto kernels = module.lookupSymbol<gpu::GPUModuleOp>(kKernelModuleName))
    return kernels;
  builder.setInsertionPointToEnd(module.getBody());
  // PTX 8.0 is what sm_90a needs; 8.1 adds the vector reductions of the
  // backward (sm_90+). Both assemble with CUDA 12.1+ ptxas.
  auto target = NVVM::NVVMTargetAttr::get(
      module.getContext(), /*optLevel=*/3, "nvptx64-nvidia-cuda", chip,
      capability >= 90 ? "+ptx81" : "+ptx80");
  return gpu::GPUModuleOp::create(builder, module.getLoc(), kKernelModuleName,
                                  builder.getArrayAttr({target}));
}

/// A fresh buffer for result `result`, sizing dynamic dimensions from the
/// operand dimensions `sources` (one per result dimension); a null operand
/// stands for the constant size given with it.
inline Value allocateResult(ImplicitLocOpBuilder &b, Value result,
                            ArrayRef<std::pair<Value, int64_t>> sources) {
  auto type = cast<RankedTensorType>(result.getType());
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (type.isDynamicDim(d))
      sizes.push_back(
          sources[d].first
              ? Value(tensor::DimOp::create(b, sources[d].first,
                                            sources[d].second))
              : Value(arith::ConstantIndexOp::create(b, sources[d].second)));
  return memref::AllocOp::create(
      b, MemRefType::get(type.getShape(), type.getElementType()), sizes);
}

/// An empty kernel `name` in `kernels` taking arguments of
/// `argumentTypes`, launched with `threads` threads.
inline gpu::GPUFuncOp createKernelOfTypes(gpu::GPUModuleOp kernels,
                                          SymbolTable &symbols, Location loc,
                                          const std::string &name,
                                          TypeRange argumentTypes,
                                          int64_t threads) {
  OpBuilder builder(kernels.getBodyRegion());
  builder.setInsertionPointToEnd(kernels.getBody());
  auto func = gpu::GPUFuncOp::create(
      builder, loc, name, builder.getFunctionType(argumentTypes, {}));
  func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                builder.getUnitAttr());
  auto count = static_cast<int32_t>(threads);
  func.setKnownBlockSizeAttr(builder.getDenseI32ArrayAttr({count, 1, 1}));
  func->setAttr("nvvm.maxntid", builder.getDenseI32ArrayAttr({count, 1, 1}));
  symbols.insert(func);
  return func;
}

/// An empty kernel `name` in `kernels` taking `operands`.
inline gpu::GPUFuncOp createKernel(gpu::GPUModuleOp kernels,
                                   SymbolTable &symbols, Location loc,
                                   const std::string &name,
                                   ValueRange operands, int64_t threads) {
  return createKernelOfTypes(kernels, symbols, loc, name,
                             operands.getTypes(), threads);
}

/// A name `<prefix><N>` that no kernel has yet.
inline std::string freshKernelName(SymbolTable &symbols, StringRef prefix,
                                   unsigned &counter) {
  std::string name;
  do
    name = (prefix + Twine(counter++)).str();
  while (symbols.lookup(name));
  return name;
}

inline Value ceilDiv(ImplicitLocOpBuilder &b, Value x, int64_t divisor) {
  Value d = arith::ConstantIndexOp::create(b, divisor);
  return arith::DivUIOp::create(
      b, arith::AddIOp::create(b, x, arith::ConstantIndexOp::create(
                                         b, divisor - 1)),
      d);
}

inline void launch(ImplicitLocOpBuilder &b, gpu::GPUFuncOp func, Value gridX,
                   Value gridY, Value gridZ, int64_t threads,
                   int64_t sharedBytes, ValueRange operands) {
  Value one = arith::ConstantIndexOp::create(b, 1);
  gpu::LaunchFuncOp::create(
      b, func, gpu::KernelDim3{gridX, gridY, gridZ},
      gpu::KernelDim3{arith::ConstantIndexOp::create(b, threads), one, one},
      arith::ConstantOp::create(b, b.getI32IntegerAttr(sharedBytes)),
      operands);
}

/// Runs `body` only when `count` and `batch` are non-zero: an empty grid
/// launches nothing.
template <typename BodyFn>
void ifNonEmpty(ImplicitLocOpBuilder &b, Value count, Value batch,
                       BodyFn body) {
  Value zero = arith::ConstantIndexOp::create(b, 0);
  Value nonEmpty = arith::AndIOp::create(
      b, arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, count, zero),
      arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, batch, zero));
  auto guard = scf::IfOp::create(b, nonEmpty, /*withElseRegion=*/false);
  OpBuilder::InsertionGuard insertion(b);
  b.setInsertionPoint(guard.thenBlock()->getTerminator());
  body();
}

/// Buffers for the results of `op` (attn.sdpa: out, [lse]; attn.sdpa_grad:
/// d_query, d_key, d_value, [d_bias], [d_sink]), sized like its operands.
inline SmallVector<Value> allocateResults(ImplicitLocOpBuilder &b,
                                          Operation *op) {
  auto like = [](Value source, int64_t rank) {
    SmallVector<std::pair<Value, int64_t>> sources;
    for (int64_t d = 0; d < rank; ++d)
      sources.push_back({source, d});
    return sources;
  };
  if (auto sdpa = dyn_cast<SdpaOp>(op)) {
    Layout layout = sdpa.getLayout();
    int64_t rank = getLayoutRank(layout);
    auto outSources = like(sdpa.getQuery(), rank);
    outSources.back() = {sdpa.getValue(), rank - 1};
    SmallVector<Value> buffers = {
        allocateResult(b, sdpa.getOut(), outSources)};
    if (sdpa.getLse())
      buffers.push_back(allocateResult(
          b, sdpa.getLse(),
          {{sdpa.getQuery(), kernels::batchDimension(layout)},
           {Value(), sdpa.getDims().headsQ},
           {sdpa.getQuery(), kernels::sequenceDimension(layout)}}));
    return buffers;
  }
  auto grad = cast<SdpaGradOp>(op);
  int64_t rank = getLayoutRank(grad.getLayout());
  SmallVector<Value> buffers = {
      allocateResult(b, grad.getDQuery(), like(grad.getQuery(), rank)),
      allocateResult(b, grad.getDKey(), like(grad.getKey(), rank)),
      allocateResult(b, grad.getDValue(), like(grad.getValue(), rank))};
  if (Value dBias = grad.getDBias())
    buffers.push_back(allocateResult(
        b, dBias,
        like(grad.getBias(), cast<ShapedType>(dBias.getType()).getRank())));
  if (grad.getDSink())
    buffers.push_back(allocateResult(b, grad.getDSink(),
                                     {{Value(), grad.getDims().headsQ}}));
  return buffers;
}

/// The buffers a lowering writes: `into` when its caller made them (both
/// lowerings of backend=auto share them), else fresh ones.
inline SmallVector<Value> resultBuffers(ImplicitLocOpBuilder &b,
                                        Operation *op, ArrayRef<Value> into) {
  if (!into.empty())
    return SmallVector<Value>(into.begin(), into.end());
  return allocateResults(b, op);
}

/// Replaces the results of `op` by tensors of `buffers` and erases it.
inline void replaceWithBuffers(ImplicitLocOpBuilder &b, Operation *op,
                               ArrayRef<Value> buffers) {
  SmallVector<Value> results;
  for (auto [result, buffer] : llvm::zip(op->getResults(), buffers))
    results.push_back(bufferization::ToTensorOp::create(
        b, result.getType(), buffer, /*restrict=*/true, /*writable=*/true));
  op->replaceAllUsesWith(results);
  op->erase();
}

/// Ends a lowering: the caller of a lowering into `into` takes the results
/// from there; otherwise they become tensors of `buffers`.
inline void finishLowering(ImplicitLocOpBuilder &b, Operation *op,
                           ArrayRef<Value> buffers, ArrayRef<Value> into) {
  if (into.empty())
    replaceWithBuffers(b, op, buffers);
  else
    op->erase();
}


} // namespace mlir::attn::gpu_kernels

#endif // ATTN_LIB_CONVERSION_ATTENTIONKERNELS_HOSTCODE_H
