//===- AttnToGPU.cpp - generate fused GPU kernels for attn ops ------------===//
//
// Checks that each attn.sdpa fits the generated kernel, resolves its tile
// shape, creates the kernel in the module's gpu.module and replaces the op by
// a launch on memrefs bridged to tensors with bufferization ops.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToGPU/AttnToGPU.h"
#include "ForwardKernel.h"

// Layout helpers shared with the CPU kernels.
#include "../AttnToCPU/KernelBuilder.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/SymbolTable.h"

#define DEBUG_TYPE "attn-to-gpu"

namespace mlir::attn {
#define GEN_PASS_DEF_CONVERTATTNTOGPUPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::gpu_kernels;

static constexpr StringLiteral kKernelModuleName = "attn_kernels";
static constexpr StringLiteral kTileAttrName = "attn.gpu_tile";

/// The compute capability of `chip` ("sm_90a" -> 90), or nullopt if it is
/// not of the form sm_<digits>[a|f].
static std::optional<int64_t> computeCapability(StringRef chip) {
  if (!chip.consume_front("sm_"))
    return std::nullopt;
  chip.consume_back("a") || chip.consume_back("f");
  int64_t capability;
  if (chip.size() < 2 || chip.getAsInteger(10, capability))
    return std::nullopt;
  return capability;
}

/// Opt-in dynamic shared memory per block (CUDA programming guide, per
/// compute capability): 163 KiB on sm_80/87, 99 KiB on sm_86/89/120,
/// 227 KiB on sm_90 and sm_100.
static int64_t sharedMemoryLimit(int64_t capability) {
  switch (capability) {
  case 80:
  case 87:
    return 163 * 1024;
  case 90:
  case 100:
  case 101:
  case 103:
    return 227 * 1024;
  default:
    return 99 * 1024;
  }
}

/// Registers a thread needs without spilling (measured with ptxas): the
/// loop-carried accumulators and scores of its row tiles, the query
/// fragments when they stay in registers, about 40 for addresses, masks and
/// softmax state, and the per-element index math of bias/ALiBi.
static int64_t registerEstimate(const ForwardKernelSpec &spec) {
  int64_t perTile = spec.headDimV / 2 + spec.config.blockKv / 2;
  if (spec.queryInRegisters())
    perTile += spec.headDimQK / 4;
  int64_t estimate = spec.config.rowTiles * perTile + 40;
  if (spec.hasBias || spec.hasAlibi)
    estimate += 24;
  return estimate;
}

/// Blocks per multiprocessor that the kernel's shared memory allows (each
/// block also reserves 1 KiB), capped so that the register file still
/// gives every thread registerEstimate(); 0 when no hint is worthwhile.
static int64_t residentBlocks(const ForwardKernelSpec &spec,
                              int64_t capability) {
  int64_t perSM = sharedMemoryLimit(capability) + 1024;
  int64_t blocks = std::min<int64_t>(
      perSM / (spec.sharedMemoryBytes() + 1024), 8);
  int64_t needed = std::min<int64_t>(registerEstimate(spec), 255);
  while (blocks > 1 && 65536 / (spec.threads() * blocks) < needed)
    --blocks;
  return blocks >= 2 ? blocks : 0;
}

/// Fills the zero fields of `config` from the head dimensions: 4 warps of
/// one 16-row tile (64 query rows) and 64-key tiles, double-buffered; head
/// dimensions above 128 take 32-key tiles to stay within registers.
static GPUKernelConfig chooseConfig(GPUKernelConfig config, int64_t headDimQK,
                                    int64_t headDimV) {
  if (!config.warps)
    config.warps = 4;
  if (!config.rowTiles)
    config.rowTiles = 1;
  if (!config.stages)
    config.stages = 2;
  if (!config.blockKv)
    config.blockKv = std::max(headDimQK, headDimV) > 128 ? 32 : 64;
  return config;
}

/// Reads an `attn.gpu_tile = {warps = .., block_kv = .., stages = ..}`
/// override from the op.
static LogicalResult readTileOverride(Operation *op, GPUKernelConfig &config) {
  auto dict = op->getAttrOfType<DictionaryAttr>(kTileAttrName);
  if (!dict) {
    if (op->hasAttr(kTileAttrName))
      return op->emitOpError() << "'" << kTileAttrName
                               << "' must be a dictionary";
    return success();
  }
  for (NamedAttribute entry : dict) {
    auto integer = dyn_cast<IntegerAttr>(entry.getValue());
    int64_t *field = llvm::StringSwitch<int64_t *>(entry.getName().strref())
                         .Case("warps", &config.warps)
                         .Case("block_kv", &config.blockKv)
                         .Case("stages", &config.stages)
                         .Case("row_tiles", &config.rowTiles)
                         .Default(nullptr);
    if (!field || !integer || integer.getInt() <= 0)
      return op->emitOpError()
             << "'" << kTileAttrName << "' accepts positive integer warps, "
             << "row_tiles, block_kv and stages; got '"
             << entry.getName().strref() << " = " << entry.getValue() << "'";
    *field = integer.getInt();
  }
  return success();
}

/// Checks that the generated kernel implements `op` exactly and fills
/// `spec`; reports the first reason it cannot at the op.
static LogicalResult describeKernel(SdpaOp op, GPUKernelConfig passConfig,
                                    StringRef chip, int64_t capability,
                                    ForwardKernelSpec &spec) {
  auto fail = [&](const Twine &why) {
    return op.emitOpError() << "cannot be compiled for the GPU: " << why;
  };
  AttentionDims dims = op.getDims();
  Type element = cast<RankedTensorType>(op.getQuery().getType())
                     .getElementType();
  if (!element.isBF16() && !element.isF16())
    return op.emitOpError()
           << "cannot be compiled for the GPU: the generated kernels take "
              "bf16 or f16 operands, not "
           << element << " (tensor cores); convert the inputs or use "
                         "--target=cpu";
  for (Value operand : {op.getKey(), op.getValue()})
    if (cast<RankedTensorType>(operand.getType()).getElementType() != element)
      return fail("query, key and value must have the same element type");
  if (op.getLayout() == Layout::thd)
    return fail("the packed 'thd' layout is not supported by the generated "
                "kernel yet; use bshd/bhsd/sbhd with seqlens_q/seqlens_kv");
  if (op.getDropout().convertToDouble() != 0.0)
    return fail("dropout is not supported by the generated kernel yet");
  if (ShapedType::isDynamic(dims.headsQ) ||
      ShapedType::isDynamic(dims.headsKv) ||
      ShapedType::isDynamic(dims.headDimQK) ||
      ShapedType::isDynamic(dims.headDimV))
    return fail("head counts and head dimensions must be static");
  for (int64_t dim : {dims.headDimQK, dims.headDimV})
    if (dim % 16 != 0 || dim > 256)
      return fail("head dimension " + Twine(dim) +
                  " is not a multiple of 16 up to 256");
  if (auto bias = op.getBias())
    if (cast<RankedTensorType>(bias.getType()).getElementType() != element &&
        !cast<RankedTensorType>(bias.getType()).getElementType().isF32())
      return fail("bias must be f32 or the operands' element type");
  std::optional<double> scale = op.getEffectiveScale();
  if (!scale)
    return fail("the scale must be known");

  GPUKernelConfig config = passConfig;
  if (failed(readTileOverride(op, config)))
    return failure();
  config = chooseConfig(config, dims.headDimQK, dims.headDimV);
  if (config.warps < 1 || config.warps > 8)
    return fail("warps must be in [1, 8], got " + Twine(config.warps));
  if (config.blockKv < 16 || config.blockKv % 16 != 0 || config.blockKv > 128)
    return fail("block_kv must be a multiple of 16 in [16, 128], got " +
                Twine(config.blockKv));
  if (config.rowTiles < 1 || config.rowTiles > 2)
    return fail("row_tiles must be 1 or 2, got " + Twine(config.rowTiles));
  if (config.stages < 2 || config.stages > 4)
    return fail("stages must be in [2, 4], got " + Twine(config.stages));

  // The kernel's band arithmetic is 32-bit: sequences must stay below 2^29
  // (static sizes are checked here; dynamic ones are a documented
  // precondition) and window extents beyond any sequence length are
  // clamped to 2^29, which leaves them unbounded in effect.
  constexpr int64_t kMaxSequence = int64_t(1) << 29;
  for (int64_t length : {dims.seqQ, dims.seqKv})
    if (!ShapedType::isDynamic(length) && length >= kMaxSequence)
      return fail("sequence length " + Twine(length) +
                  " is too long for the generated kernel (below 2^29)");
  if (dims.headsQ > 65535 ||
      (!ShapedType::isDynamic(dims.batch) && dims.batch > 65535))
    return fail("more than 65535 heads or batch entries exceed the launch "
                "grid");
  if (auto bias = op.getBias())
    if (!cast<RankedTensorType>(bias.getType()).hasStaticShape())
      return fail("bias dimensions must be static (a dimension of size 1 "
                  "broadcasts; one known only at run time cannot)");
  auto clampExtent = [&](int64_t extent) {
    return extent < 0 ? extent : std::min(extent, kMaxSequence);
  };

  spec.layout = op.getLayout();
  spec.causal = op.getCausal();
  spec.windowLeft = clampExtent(op.getWindowLeft());
  spec.windowRight = clampExtent(op.getWindowRight());
  spec.scale = *scale;
  spec.softmax = op.getSoftmax();
  spec.headsQ = dims.headsQ;
  spec.headsKv = dims.headsKv;
  spec.headDimQK = dims.headDimQK;
  spec.headDimV = dims.headDimV;
  spec.element = element.isBF16() ? MMAElement::bf16 : MMAElement::f16;
  spec.hasLse = static_cast<bool>(op.getLse());
  spec.hasBias = static_cast<bool>(op.getBias());
  spec.hasAlibi = static_cast<bool>(op.getAlibiSlopes());
  spec.hasSink = static_cast<bool>(op.getSink());
  spec.hasSeqlensQ = static_cast<bool>(op.getSeqlensQ());
  spec.hasSeqlensKv = static_cast<bool>(op.getSeqlensKv());
  spec.config = config;
  if (spec.sharedMemoryBytes() > sharedMemoryLimit(capability))
    return fail("the tile needs " + Twine(spec.sharedMemoryBytes()) +
                " bytes of shared memory, more than " + chip + " has (" +
                Twine(sharedMemoryLimit(capability)) +
                "); choose fewer warps, a smaller block_kv or fewer stages");
  return success();
}


/// A fresh buffer for result `result`, sizing dynamic dimensions from the
/// operand dimensions `sources` (one per result dimension).
static Value allocateResult(ImplicitLocOpBuilder &b, Value result,
                            ArrayRef<std::pair<Value, int64_t>> sources) {
  auto type = cast<RankedTensorType>(result.getType());
  SmallVector<Value> sizes;
  for (int64_t d = 0; d < type.getRank(); ++d)
    if (type.isDynamicDim(d))
      sizes.push_back(
          tensor::DimOp::create(b, sources[d].first, sources[d].second));
  return memref::AllocOp::create(
      b, MemRefType::get(type.getShape(), type.getElementType()), sizes);
}

namespace {
struct ConvertAttnToGPUPass
    : public mlir::attn::impl::ConvertAttnToGPUPassBase<ConvertAttnToGPUPass> {
  using Base::Base;

  void runOnOperation() override {
    ModuleOp module = getOperation();
    StringRef chipName = chip;
    std::optional<int64_t> capability = computeCapability(chipName);
    if (!capability || *capability < 80) {
      module.emitError() << "attn-to-gpu: unsupported chip '" << chipName
                         << "' (the generated kernels need sm_80 or newer)";
      return signalPassFailure();
    }
    GPUKernelConfig passConfig;
    passConfig.warps = warps;
    passConfig.rowTiles = rowTiles;
    passConfig.blockKv = blockKv;
    passConfig.stages = stages;

    // Check every op first so that all problems are reported at once.
    SmallVector<std::pair<SdpaOp, ForwardKernelSpec>> work;
    bool ok = true;
    module.walk([&](Operation *op) {
      if (auto sdpa = dyn_cast<SdpaOp>(op)) {
        ForwardKernelSpec spec;
        if (failed(describeKernel(sdpa, passConfig, chipName, *capability,
                                  spec)))
          ok = false;
        else
          work.push_back({sdpa, spec});
      } else if (isa<SdpaGradOp>(op)) {
        op->emitOpError("cannot be compiled for the GPU: the generated "
                        "backward kernels are not available yet; use "
                        "--target=cpu for training steps");
        ok = false;
      }
    });
    if (!ok)
      return signalPassFailure();
    if (work.empty())
      return;

    OpBuilder moduleBuilder(module.getBodyRegion());
    module->setAttr(gpu::GPUDialect::getContainerModuleAttrName(),
                    moduleBuilder.getUnitAttr());
    auto kernels = module.lookupSymbol<gpu::GPUModuleOp>(kKernelModuleName);
    if (!kernels) {
      moduleBuilder.setInsertionPointToEnd(module.getBody());
      // PTX 8.0 is what CUDA 12+ ptxas needs for sm_90a; sm_80 accepts it.
      auto target = NVVM::NVVMTargetAttr::get(
          &getContext(), /*optLevel=*/3, "nvptx64-nvidia-cuda", chipName,
          "+ptx80");
      kernels = gpu::GPUModuleOp::create(
          moduleBuilder, module.getLoc(), kKernelModuleName,
          moduleBuilder.getArrayAttr({target}));
    }
    SymbolTable kernelSymbols(kernels);

    unsigned counter = 0;
    for (auto &[op, spec] : work) {
      ImplicitLocOpBuilder b(op.getLoc(), op);
      SmallVector<Value> operands = {cpu::toReadOnlyBuffer(b, op.getQuery()),
                                     cpu::toReadOnlyBuffer(b, op.getKey()),
                                     cpu::toReadOnlyBuffer(b, op.getValue())};
      Layout layout = op.getLayout();
      int64_t rank = getLayoutRank(layout);
      SmallVector<std::pair<Value, int64_t>> outSources;
      for (int64_t d = 0; d < rank; ++d)
        outSources.push_back({op.getQuery(), d});
      outSources.back() = {op.getValue(), rank - 1};
      Value out = allocateResult(b, op.getOut(), outSources);
      operands.push_back(out);
      Value lse;
      if (op.getLse()) {
        int64_t batchDim = cpu::batchDimension(layout);
        int64_t seqDim = cpu::sequenceDimension(layout);
        lse = allocateResult(b, op.getLse(),
                             {{op.getQuery(), batchDim},
                              {Value(), 0},
                              {op.getQuery(), seqDim}});
        operands.push_back(lse);
      }
      for (Value optional : {op.getBias(), op.getAlibiSlopes(), op.getSink(),
                             op.getSeqlensQ(), op.getSeqlensKv()})
        if (optional)
          operands.push_back(cpu::toReadOnlyBuffer(b, optional));

      // The kernel.
      std::string name = "sdpa_fwd_" + std::to_string(counter++);
      while (kernelSymbols.lookup(name))
        name = "sdpa_fwd_" + std::to_string(counter++);
      SmallVector<Type> argumentTypes;
      for (Value operand : operands)
        argumentTypes.push_back(operand.getType());
      OpBuilder kernelBuilder(kernels.getBodyRegion());
      kernelBuilder.setInsertionPointToEnd(kernels.getBody());
      auto func = gpu::GPUFuncOp::create(
          kernelBuilder, op.getLoc(), name,
          kernelBuilder.getFunctionType(argumentTypes, {}));
      func->setAttr(gpu::GPUDialect::getKernelFuncAttrName(),
                    kernelBuilder.getUnitAttr());
      int32_t threads = static_cast<int32_t>(spec.threads());
      func.setKnownBlockSizeAttr(
          kernelBuilder.getDenseI32ArrayAttr({threads, 1, 1}));
      func->setAttr("nvvm.maxntid",
                    kernelBuilder.getDenseI32ArrayAttr({threads, 1, 1}));
      // Telling ptxas how many blocks should fit keeps its register
      // allocation from costing a resident block.
      if (int64_t blocks = residentBlocks(spec, *capability)) {
        func->setAttr("nvvm.minctasm",
                      kernelBuilder.getI32IntegerAttr(blocks));
        func->setAttr("attn.blocks_per_sm",
                      kernelBuilder.getI64IntegerAttr(blocks));
      }
      func->setAttr("attn.warps",
                    kernelBuilder.getI64IntegerAttr(spec.config.warps));
      func->setAttr("attn.row_tiles",
                    kernelBuilder.getI64IntegerAttr(spec.config.rowTiles));
      func->setAttr("attn.block_kv",
                    kernelBuilder.getI64IntegerAttr(spec.config.blockKv));
      func->setAttr("attn.stages",
                    kernelBuilder.getI64IntegerAttr(spec.config.stages));
      func->setAttr("attn.shared_memory_bytes",
                    kernelBuilder.getI64IntegerAttr(spec.sharedMemoryBytes()));
      kernelSymbols.insert(func);
      emitForwardKernelBody(func, spec);

      // The launch: (query tiles, query heads, batch).
      int64_t seqDim = cpu::sequenceDimension(layout);
      int64_t batchDim = cpu::batchDimension(layout);
      Value seqQ = memref::DimOp::create(b, operands[0], seqDim);
      Value blockQ = arith::ConstantIndexOp::create(b, spec.blockQ());
      Value one = arith::ConstantIndexOp::create(b, 1);
      Value tiles = arith::DivUIOp::create(
          b, arith::AddIOp::create(b, seqQ, arith::SubIOp::create(b, blockQ, one)),
          blockQ);
      Value heads = arith::ConstantIndexOp::create(b, spec.headsQ);
      Value batch = memref::DimOp::create(b, operands[0], batchDim);
      Value threadCount = arith::ConstantIndexOp::create(b, spec.threads());
      Value sharedBytes = arith::ConstantOp::create(
          b, b.getI32IntegerAttr(spec.sharedMemoryBytes()));
      // Empty grids (a zero-sized dimension) launch nothing.
      Value zero = arith::ConstantIndexOp::create(b, 0);
      Value nonEmpty = arith::AndIOp::create(
          b,
          arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, tiles, zero),
          arith::CmpIOp::create(b, arith::CmpIPredicate::ugt, batch, zero));
      auto guard = scf::IfOp::create(b, nonEmpty, /*withElseRegion=*/false);
      {
        OpBuilder::InsertionGuard insertion(b);
        b.setInsertionPoint(guard.thenBlock()->getTerminator());
        gpu::LaunchFuncOp::create(
            b, func, gpu::KernelDim3{tiles, heads, batch},
            gpu::KernelDim3{threadCount, one, one}, sharedBytes, operands);
      }

      SmallVector<Value> results = {bufferization::ToTensorOp::create(
          b, op.getOut().getType(), out, /*restrict=*/true,
          /*writable=*/true)};
      if (lse)
        results.push_back(bufferization::ToTensorOp::create(
            b, op.getLse().getType(), lse, /*restrict=*/true,
            /*writable=*/true));
      op->replaceAllUsesWith(results);
      op->erase();
    }
  }
};
} // namespace
