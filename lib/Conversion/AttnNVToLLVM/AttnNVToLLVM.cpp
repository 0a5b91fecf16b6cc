//===- AttnNVToLLVM.cpp - attn_nv ops to PTX inline assembly --------------===//
//
// convert-attn-nv-to-llvm: each attn_nv op becomes one llvm.inline_asm
// whose PTX this file alone writes.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnNVToLLVM/AttnNVToLLVM.h"
#include "attn/Dialect/AttnNV/IR/AttnNV.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Matchers.h"
#include "mlir/IR/PatternMatch.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"
#include "llvm/ADT/StringExtras.h"

#include "llvm/Support/raw_ostream.h"

namespace mlir::attn {
#define GEN_PASS_DEF_CONVERTATTNNVTOLLVMPASS
#define GEN_PASS_DEF_ATTNNVLOWERTENSORMAPPARAMSPASS
#define GEN_PASS_DEF_ATTNNVEXTERNDYNAMICSHAREDPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::nv;

/// A side-effecting inline-asm statement with `count` f32 results, which
/// replace `op` (none: it is erased).
static void replaceWithAsm(PatternRewriter &rewriter, Operation *op,
                           int64_t count, ValueRange operands, StringRef text,
                           StringRef constraints) {
  Location loc = op->getLoc();
  if (count == 0) {
    LLVM::InlineAsmOp::create(
        rewriter, loc, /*resultTypes=*/TypeRange(), operands, text,
        constraints, /*has_side_effects=*/true, /*is_align_stack=*/false,
        LLVM::TailCallKind::None, LLVM::AsmDialectAttr(), ArrayAttr());
    rewriter.eraseOp(op);
    return;
  }
  SmallVector<Type> fields(count, rewriter.getF32Type());
  auto structType =
      LLVM::LLVMStructType::getLiteral(rewriter.getContext(), fields);
  auto call = LLVM::InlineAsmOp::create(
      rewriter, loc, structType, operands, text, constraints,
      /*has_side_effects=*/true, /*is_align_stack=*/false,
      LLVM::TailCallKind::None, LLVM::AsmDialectAttr(), ArrayAttr());
  SmallVector<Value> results;
  for (int64_t i = 0; i < count; ++i)
    results.push_back(
        LLVM::ExtractValueOp::create(rewriter, loc, call.getRes(), i));
  rewriter.replaceOp(op, results);
}

/// A descriptor operand as (base, constant): `base + constant` when it is
/// an i64 addition of a constant, else (descriptor, 0).
static std::pair<Value, int64_t> splitDescriptor(Value descriptor) {
  auto constantOf = [](Value v) -> std::optional<int64_t> {
    APInt value;
    if (matchPattern(v, m_ConstantInt(&value)))
      return value.getSExtValue();
    return std::nullopt;
  };
  Operation *def = descriptor.getDefiningOp();
  if (def && (isa<arith::AddIOp>(def) || isa<LLVM::AddOp>(def))) {
    Value lhs = def->getOperand(0), rhs = def->getOperand(1);
    if (std::optional<int64_t> c = constantOf(rhs))
      return {lhs, *c};
    if (std::optional<int64_t> c = constantOf(lhs))
      return {rhs, *c};
  }
  return {descriptor, 0};
}

namespace {
/// One asm unit: `wgmma.fence`, each product's k16 steps and its commit,
/// then (unless in flight) `wgmma.wait_group 0`. Operands, in order: every
/// product's results (outputs), the accumulators tied to them, the A
/// registers and descriptors and B descriptors product by product, and a
/// register holding 0 that sets the predicates: `attn_zd` (scale-d 0) starts
/// a product that does not accumulate from zero at its first step.
struct LowerWarpgroupMma : OpRewritePattern<WarpgroupMmaOp> {
  LowerWarpgroupMma(MLIRContext *context, bool inlineDescriptorOffsets)
      : OpRewritePattern(context),
        inlineDescriptorOffsets(inlineDescriptorOffsets) {}

  /// Descriptors that are a common base plus constants become one operand
  /// per base and an add.s64 inside the asm before each step: otherwise
  /// every step's descriptor is a register of its own, all live at the
  /// issue (and, loop-invariant, across the whole loop).
  bool inlineDescriptorOffsets;

  LogicalResult matchAndRewrite(WarpgroupMmaOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<WarpgroupProductAttr> products(
        op.getProducts().getAsRange<WarpgroupProductAttr>());
    int64_t results = op.getNumResults();
    std::string constraints;
    SmallVector<Value> operands;
    for (int64_t i = 0; i < results; ++i)
      constraints += (i ? ",=f" : "=f");
    int64_t next = results;
    // Accumulators, tied to the results of their product.
    int64_t firstResult = 0, accumulator = 0;
    for (WarpgroupProductAttr p : products) {
      if (p.getAccumulate())
        for (int64_t i = 0; i < p.accumulatorCount(); ++i) {
          constraints += "," + std::to_string(firstResult + i);
          operands.push_back(op.getAccumulators()[accumulator++]);
          ++next;
        }
      firstResult += p.accumulatorCount();
    }
    // A and B operands, product by product. A descriptor is "$k" or, with
    // inlined offsets, "$k" plus a constant added inside the asm.
    struct DescriptorUse {
      int64_t operand;
      int64_t offset;
    };
    DenseMap<Value, int64_t> descriptorOperand;
    auto useDescriptor = [&](Value descriptor) -> DescriptorUse {
      auto [base, offset] = inlineDescriptorOffsets
                                ? splitDescriptor(descriptor)
                                : std::pair<Value, int64_t>{descriptor, 0};
      auto [it, inserted] = descriptorOperand.try_emplace(base, next);
      if (inserted) {
        constraints += ",l";
        operands.push_back(base);
        ++next;
      }
      return {it->second, offset};
    };
    SmallVector<int64_t> firstA;
    SmallVector<SmallVector<DescriptorUse>> usesA, usesB;
    int64_t registerA = 0, descriptorA = 0, descriptorB = 0;
    for (WarpgroupProductAttr p : products) {
      firstA.push_back(next);
      bool fromRegisters = p.getA() == OperandSource::registers;
      usesA.emplace_back();
      for (int64_t step = 0; step < p.getSteps(); ++step) {
        if (fromRegisters) {
          for (int64_t r = 0; r < 4; ++r) {
            constraints += ",r";
            operands.push_back(op.getA()[registerA++]);
            ++next;
          }
        } else {
          usesA.back().push_back(
              useDescriptor(op.getADescriptors()[descriptorA++]));
        }
      }
      usesB.emplace_back();
      for (int64_t step = 0; step < p.getSteps(); ++step)
        usesB.back().push_back(
            useDescriptor(op.getBDescriptors()[descriptorB++]));
    }
    int64_t zero = next;
    constraints += ",r,~{memory}";
    operands.push_back(LLVM::ConstantOp::create(
        rewriter, op.getLoc(), rewriter.getI32Type(),
        rewriter.getI32IntegerAttr(0)));

    std::string text;
    llvm::raw_string_ostream os(text);
    StringRef type = op.getElement().isBF16() ? "bf16" : "f16";
    bool offsets = llvm::any_of(
        llvm::concat<SmallVector<DescriptorUse>>(usesA, usesB),
        [](const SmallVector<DescriptorUse> &uses) {
          return llvm::any_of(uses, [](DescriptorUse use) {
            return use.offset != 0;
          });
        });
    os << "{\n.reg .pred attn_zd, attn_one;\n";
    if (offsets)
      os << ".reg .b64 attn_da, attn_db;\n";
    os << "setp.ne.b32 attn_zd, $" << zero
       << ", 0;\nsetp.eq.b32 attn_one, $" << zero
       << ", 0;\nwgmma.fence.sync.aligned;\n";
    // "$k", or the scratch register that holds $k + offset.
    auto descriptor = [&](DescriptorUse use, StringRef scratch) {
      if (use.offset == 0)
        return "$" + std::to_string(use.operand);
      os << "add.s64 " << scratch << ", $" << use.operand << ", "
         << use.offset << ";\n";
      return scratch.str();
    };
    firstResult = 0;
    for (auto [index, p] : llvm::enumerate(products)) {
      bool fromRegisters = p.getA() == OperandSource::registers;
      for (int64_t step = 0; step < p.getSteps(); ++step) {
        std::string a =
            fromRegisters ? "" : descriptor(usesA[index][step], "attn_da");
        std::string b = descriptor(usesB[index][step], "attn_db");
        os << "wgmma.mma_async.sync.aligned.m64n" << p.getN() << "k16.f32."
           << type << "." << type << " {";
        for (int64_t i = 0; i < p.accumulatorCount(); ++i)
          os << (i ? ", $" : "$") << firstResult + i;
        os << "}, ";
        if (fromRegisters) {
          os << "{";
          for (int64_t r = 0; r < 4; ++r)
            os << (r ? ", $" : "$") << firstA[index] + 4 * step + r;
          os << "}";
        } else {
          os << a;
        }
        os << ", " << b << ", "
           << (step == 0 && !p.getAccumulate() ? "attn_zd" : "attn_one")
           << ", 1, 1, "
           << (fromRegisters ? "" : (p.getTransposeA() ? "1, " : "0, "))
           << (p.getTransposeB() ? 1 : 0) << ";\n";
      }
      os << "wgmma.commit_group.sync.aligned;\n";
      firstResult += p.accumulatorCount();
    }
    if (!op.getInFlight())
      os << "wgmma.wait_group.sync.aligned 0;\n";
    os << "}";
    replaceWithAsm(rewriter, op, results, operands, text, constraints);
    return success();
  }
};

/// `wgmma.wait_group N` with each value tied to its result and the kept
/// registers read, so that nothing reuses them before the wait. With
/// `after` values (never negative), a warp-uniform branch on them picks
/// one of two identical copies of the wait: ptxas does not move the wait
/// across the end of a basic block, so it stays behind the code that
/// computes them.
struct LowerWarpgroupWait : OpRewritePattern<WarpgroupWaitOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(WarpgroupWaitOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<std::string> constraintList;
    SmallVector<Value> operands(op.getValues());
    int64_t count = op.getValues().size();
    for (int64_t i = 0; i < count; ++i)
      constraintList.push_back("=f");
    for (int64_t i = 0; i < count; ++i)
      constraintList.push_back(std::to_string(i));
    for (Value kept : op.getKeep()) {
      constraintList.push_back("r");
      operands.push_back(kept);
    }
    int64_t firstAfter = count + operands.size();
    for (Value value : op.getAfter()) {
      constraintList.push_back("f");
      operands.push_back(value);
    }
    constraintList.push_back("~{memory}");
    std::string constraints = llvm::join(constraintList, ",");
    std::string wait =
        "wgmma.wait_group.sync.aligned " + std::to_string(op.getPending()) +
        ";";
    if (op.getAfter().empty()) {
      replaceWithAsm(rewriter, op, count, operands, wait, constraints);
      return success();
    }
    std::string text;
    llvm::raw_string_ostream os(text);
    os << "{\n.reg .pred attn_after, attn_any;\n";
    for (size_t i = 0; i < op.getAfter().size(); ++i) {
      os << (i ? "setp.lt.or.f32 attn_after, $" : "setp.lt.f32 attn_after, $")
         << firstAfter + i << ", 0f00000000" << (i ? ", attn_after;\n" : ";\n");
    }
    os << "vote.sync.any.pred attn_any, attn_after, -1;\n@attn_any bra "
          "ATTN_OTHER;\n"
       << wait << "\nbra.uni ATTN_DONE;\nATTN_OTHER:\n" << wait
       << "\nATTN_DONE:\n}";
    replaceWithAsm(rewriter, op, count, operands, text, constraints);
    return success();
  }
};

struct LowerReduceAdd : OpRewritePattern<ReduceAddOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ReduceAddOp op,
                                PatternRewriter &rewriter) const override {
    SmallVector<Value> operands = {op.getAddress()};
    llvm::append_range(operands, op.getValues());
    if (op.getValues().size() == 1)
      replaceWithAsm(rewriter, op, 0, operands, "red.global.add.f32 [$0], $1;",
                     "l,f");
    else
      replaceWithAsm(rewriter, op, 0, operands,
                     "red.global.add.v2.f32 [$0], {$1, $2};", "l,f,f");
    return success();
  }
};

struct LowerBulkReduceAdd : OpRewritePattern<BulkReduceAddOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(BulkReduceAddOp op,
                                PatternRewriter &rewriter) const override {
    std::string text =
        ("cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], "
         "[$1], " +
         Twine(op.getBytes()) + ";")
            .str();
    replaceWithAsm(rewriter, op, 0, {op.getDestination(), op.getSource()},
                   text, "l,l");
    return success();
  }
};

struct LowerThreadId : OpRewritePattern<ThreadIdOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(ThreadIdOp op,
                                PatternRewriter &rewriter) const override {
    // Side-effecting, so that LLVM keeps it (and what depends on it) where
    // it stands.
    auto read = LLVM::InlineAsmOp::create(
        rewriter, op.getLoc(), rewriter.getI32Type(), ValueRange(),
        "mov.u32 $0, %tid.x;", "=r", /*has_side_effects=*/true,
        /*is_align_stack=*/false, LLVM::TailCallKind::None,
        LLVM::AsmDialectAttr(), ArrayAttr());
    rewriter.replaceOp(op, read.getRes());
    return success();
  }
};

/// The runtime's encoder (runtime/lib/CudaLaunch.cpp):
///   attn_mgpuTensorMapEncodeTiled(map, element, base, rank,
///                                 size[5], stride[5], box[5])
/// with sizes and element strides outermost first, unused slots 0, and
/// element 0 for f16, 1 for bf16.
constexpr StringLiteral kTensorMapEncoder = "attn_mgpuTensorMapEncodeTiled";
constexpr int64_t kTensorMapMaxRank = 5;

/// Host side: a 64-byte aligned stack slot, the runtime's encoder, and the
/// descriptor loaded as the by-value kernel argument.
struct LowerTensorMap : OpRewritePattern<TensorMapOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(TensorMapOp op,
                                PatternRewriter &rewriter) const override {
    Location loc = op.getLoc();
    MLIRContext *context = op.getContext();
    Type i64 = rewriter.getI64Type();
    auto pointerType = LLVM::LLVMPointerType::get(context);
    auto source = op.getSource();
    auto type = cast<MemRefType>(source.getType());
    auto asI64 = [&](Value index) -> Value {
      return arith::IndexCastOp::create(rewriter, loc, i64, index);
    };
    auto constant = [&](int64_t value) -> Value {
      return LLVM::ConstantOp::create(rewriter, loc, i64, value);
    };
    Value one = constant(1);
    Value slot = LLVM::AllocaOp::create(rewriter, loc, pointerType,
                                        op.getType(), one, /*alignment=*/64);
    Value base = asI64(
        memref::ExtractAlignedPointerAsIndexOp::create(rewriter, loc, source));
    int64_t rank = type.getRank();
    SmallVector<Value> sizes, strides(rank), boxes;
    for (int64_t d = 0; d < rank; ++d)
      sizes.push_back(asI64(memref::DimOp::create(rewriter, loc, source, d)));
    // Row-major (the verifier requires the identity layout).
    Value running = one;
    for (int64_t d = rank - 1; d >= 0; --d) {
      strides[d] = running;
      if (d > 0)
        running = LLVM::MulOp::create(rewriter, loc, running, sizes[d]);
    }
    for (int64_t extent : op.getBox())
      boxes.push_back(constant(extent));
    SmallVector<Value> arguments = {
        slot, constant(type.getElementType().isBF16() ? 1 : 0),
        LLVM::IntToPtrOp::create(rewriter, loc, pointerType, base),
        constant(rank)};
    for (ArrayRef<Value> group : {ArrayRef<Value>(sizes),
                                  ArrayRef<Value>(strides),
                                  ArrayRef<Value>(boxes)}) {
      llvm::append_range(arguments, group);
      for (int64_t d = rank; d < kTensorMapMaxRank; ++d)
        arguments.push_back(constant(0));
    }
    auto module = op->getParentOfType<ModuleOp>();
    auto encoder = module.lookupSymbol<LLVM::LLVMFuncOp>(kTensorMapEncoder);
    if (!encoder)
      return rewriter.notifyMatchFailure(op, "no encoder declaration");
    LLVM::CallOp::create(rewriter, loc, encoder, arguments);
    rewriter.replaceOpWithNewOp<LLVM::LoadOp>(op, op.getType(), slot,
                                              /*alignment=*/64);
    return success();
  }
};

/// The runtime's `int64_t attn_mgpuMultiprocessorCount(void)`.
constexpr StringLiteral kMultiprocessorCount = "attn_mgpuMultiprocessorCount";

/// Host side: a call of the runtime, as an index.
struct LowerMultiprocessorCount : OpRewritePattern<MultiprocessorCountOp> {
  using OpRewritePattern::OpRewritePattern;

  LogicalResult matchAndRewrite(MultiprocessorCountOp op,
                                PatternRewriter &rewriter) const override {
    auto module = op->getParentOfType<ModuleOp>();
    auto callee = module.lookupSymbol<LLVM::LLVMFuncOp>(kMultiprocessorCount);
    if (!callee)
      return rewriter.notifyMatchFailure(op, "no runtime declaration");
    auto call = LLVM::CallOp::create(rewriter, op.getLoc(), callee,
                                     ValueRange());
    rewriter.replaceOpWithNewOp<arith::IndexCastOp>(
        op, rewriter.getIndexType(), call.getResult());
    return success();
  }
};

/// Declares the runtime's multiprocessor count in `module` (once).
static void declareMultiprocessorCount(ModuleOp module) {
  if (module.lookupSymbol(kMultiprocessorCount))
    return;
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  LLVM::LLVMFuncOp::create(
      builder, module.getLoc(), kMultiprocessorCount,
      LLVM::LLVMFunctionType::get(IntegerType::get(module.getContext(), 64),
                                  {}));
}

/// Declares the runtime's encoder in `module` (once), so that the pattern
/// above only inserts ops where it stands.
static void declareTensorMapEncoder(ModuleOp module) {
  if (module.lookupSymbol(kTensorMapEncoder))
    return;
  MLIRContext *context = module.getContext();
  OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
  Type i64 = IntegerType::get(context, 64);
  auto pointerType = LLVM::LLVMPointerType::get(context);
  SmallVector<Type> parameters = {pointerType, i64, pointerType, i64};
  parameters.append(3 * kTensorMapMaxRank, i64);
  LLVM::LLVMFuncOp::create(
      builder, module.getLoc(), kTensorMapEncoder,
      LLVM::LLVMFunctionType::get(LLVM::LLVMVoidType::get(context),
                                  parameters));
}

struct ConvertAttnNVToLLVMPass
    : public mlir::attn::impl::ConvertAttnNVToLLVMPassBase<
          ConvertAttnNVToLLVMPass> {
  using Base::Base;

  void runOnOperation() override {
    // Host code that encodes descriptors or sizes a persistent grid calls
    // the runtime; each module declares what it calls.
    getOperation()->walk([&](Operation *op) {
      auto module = op->getParentOfType<ModuleOp>();
      if (!module)
        return;
      if (isa<TensorMapOp>(op))
        declareTensorMapEncoder(module);
      else if (isa<MultiprocessorCountOp>(op))
        declareMultiprocessorCount(module);
    });
    RewritePatternSet patterns(&getContext());
    populateAttnNVToLLVMPatterns(patterns, inlineDescriptorOffsets);
    // One walk that rewrites each op where it stands: no folding and no
    // dead-code removal, so the kernels keep their op order.
    walkAndApplyPatterns(getOperation(), std::move(patterns));
  }
};
} // namespace

void mlir::attn::populateAttnNVToLLVMPatterns(RewritePatternSet &patterns,
                                              bool inlineDescriptorOffsets) {
  patterns.add<LowerWarpgroupMma>(patterns.getContext(),
                                  inlineDescriptorOffsets);
  patterns.add<LowerWarpgroupWait, LowerReduceAdd, LowerBulkReduceAdd,
               LowerThreadId, LowerTensorMap, LowerMultiprocessorCount>(
      patterns.getContext());
}

//===----------------------------------------------------------------------===//
// attn-nv-lower-tensor-map-params
//===----------------------------------------------------------------------===//

LogicalResult mlir::attn::lowerTensorMapParams(LLVM::LLVMFuncOp kernel) {
  MLIRContext *context = kernel.getContext();
  auto pointerType = LLVM::LLVMPointerType::get(context);
  Block *entry = kernel.isExternal() ? nullptr : &kernel.getBody().front();
  if (!entry)
    return success();
  bool changed = false;
  SmallVector<Type> inputs(kernel.getFunctionType().getParams());
  for (BlockArgument argument : entry->getArguments()) {
    bool addressed = llvm::any_of(argument.getUsers(), [](Operation *user) {
      return isa<TensorMapAddressOp>(user);
    });
    if (!addressed)
      continue;
    for (Operation *user : argument.getUsers())
      if (!isa<TensorMapAddressOp>(user))
        return user->emitOpError()
               << "uses a TMA descriptor argument by value; kernels may only "
                  "take its address (attn_nv.tensor_map_address)";
    if (!kernel->hasAttr(NVVM::NVVMDialect::getKernelFuncAttrName()))
      return kernel.emitOpError()
             << "takes the address of a TMA descriptor argument but is not a "
                "kernel: only kernel parameters can be grid constants";
    Type mapType = argument.getType();
    unsigned index = argument.getArgNumber();
    for (Operation *user : llvm::make_early_inc_range(argument.getUsers())) {
      user->getResult(0).replaceAllUsesWith(argument);
      user->erase();
    }
    argument.setType(pointerType);
    inputs[index] = pointerType;
    kernel.setArgAttr(index, LLVM::LLVMDialect::getByValAttrName(),
                      TypeAttr::get(mapType));
    kernel.setArgAttr(index, LLVM::LLVMDialect::getAlignAttrName(),
                      IntegerAttr::get(IntegerType::get(context, 64), 64));
    kernel.setArgAttr(index, NVVM::NVVMDialect::getGridConstantAttrName(),
                      UnitAttr::get(context));
    changed = true;
  }
  if (changed)
    kernel.setFunctionType(LLVM::LLVMFunctionType::get(
        kernel.getFunctionType().getReturnType(), inputs));
  return success();
}

namespace {
struct AttnNVLowerTensorMapParamsPass
    : public mlir::attn::impl::AttnNVLowerTensorMapParamsPassBase<
          AttnNVLowerTensorMapParamsPass> {
  void runOnOperation() override {
    WalkResult result = getOperation()->walk([](LLVM::LLVMFuncOp kernel) {
      return failed(lowerTensorMapParams(kernel)) ? WalkResult::interrupt()
                                                  : WalkResult::advance();
    });
    if (result.wasInterrupted())
      return signalPassFailure();
    // Whatever is left takes the address of something that is no kernel
    // argument.
    getOperation()->walk([&](TensorMapAddressOp op) {
      op.emitOpError() << "takes the address of a value that is not an "
                          "argument of an LLVM kernel function";
      signalPassFailure();
    });
  }
};
} // namespace

namespace {
struct AttnNVExternDynamicSharedPass
    : public mlir::attn::impl::AttnNVExternDynamicSharedPassBase<
          AttnNVExternDynamicSharedPass> {
  void runOnOperation() override {
    getOperation()->walk([](LLVM::GlobalOp global) {
      auto array = dyn_cast<LLVM::LLVMArrayType>(global.getGlobalType());
      bool dynamicShared =
          global.getAddrSpace() ==
              static_cast<unsigned>(NVVM::NVVMMemorySpace::Shared) &&
          array && array.getNumElements() == 0 && !global.getValueOrNull() &&
          global.getInitializerRegion().empty();
      if (!dynamicShared)
        return;
      // A declaration: the dynamic shared memory takes no static bytes.
      global.setLinkage(LLVM::Linkage::External);
      global.setDsoLocal(false);
    });
  }
};
} // namespace
