//===- ExportEntries.cpp - entry manifest and uniform entry wrappers ------===//
//
// The two halves of the compiled-module ABI that the runtime relies on: a
// text manifest of every entry's arguments, written at the memref level, and
// `attn_entry_<name>(void **args)` wrappers, written at the LLVM level.
//
//===----------------------------------------------------------------------===//

#include "attn/Transforms/Passes.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/BuiltinOps.h"
#include "llvm/Support/raw_ostream.h"

#define DEBUG_TYPE "attn-export-entries"

namespace mlir::attn {
#define GEN_PASS_DEF_ATTNEXPORTENTRIESPASS
#define GEN_PASS_DEF_ATTNEMITENTRYWRAPPERSPASS
#include "attn/Transforms/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;

/// The manifest's name of a scalar or element type, or "" if unsupported.
static std::string manifestTypeName(Type type) {
  if (type.isF32())
    return "f32";
  if (type.isF16())
    return "f16";
  if (type.isBF16())
    return "bf16";
  if (type.isF64())
    return "f64";
  if (type.isInteger(1))
    return "i1";
  if (type.isInteger(8))
    return "i8";
  if (type.isInteger(32))
    return "i32";
  if (type.isInteger(64))
    return "i64";
  return "";
}

namespace {
struct AttnExportEntriesPass
    : public mlir::attn::impl::AttnExportEntriesPassBase<
          AttnExportEntriesPass> {
  using Base::Base;
  void runOnOperation() override {
    ModuleOp module = getOperation();
    std::string manifest;
    llvm::raw_string_ostream os(manifest);
    namespace abi = ::attn::abi;
    os << abi::kManifestMagic << " " << abi::kManifestVersion << "\n";
    if (target != "cpu" && target != "cuda") {
      module.emitError() << "attn-export-entries: unknown target '" << target
                         << "' (cpu or cuda)";
      return signalPassFailure();
    }
    if (target == "cuda")
      os << abi::kManifestTarget << " cuda\n";
    bool ok = true;
    for (auto func : module.getOps<func::FuncOp>()) {
      if (func.isPrivate() || func.isExternal())
        continue;
      if (func.getNumResults() != 0) {
        func.emitError() << "entry '" << func.getSymName()
                         << "' must return its results through out-parameters "
                            "(only tensor/memref results are supported)";
        ok = false;
        continue;
      }
      unsigned outputs = 0;
      for (unsigned i = 0; i < func.getNumArguments(); ++i)
        if (func.getArgAttr(i, "bufferize.result"))
          ++outputs;
      os << abi::kManifestEntry << " @" << func.getSymName() << " "
         << func.getNumArguments() - outputs << " " << outputs << "\n";
      for (auto [i, type] : llvm::enumerate(func.getArgumentTypes())) {
        bool isOutput = static_cast<bool>(func.getArgAttr(i, "bufferize.result"));
        os << abi::kManifestArgument << " "
           << (isOutput ? abi::kManifestOutput : abi::kManifestInput) << " ";
        if (auto memref = dyn_cast<MemRefType>(type)) {
          std::string element = manifestTypeName(memref.getElementType());
          if (element.empty() || !memref.getLayout().isIdentity()) {
            func.emitError() << "entry argument #" << i << " has type " << type
                             << ", which the runtime cannot pass";
            ok = false;
          }
          os << abi::kManifestMemref << " " << element << " "
             << memref.getRank();
          for (int64_t size : memref.getShape())
            os << " " << (ShapedType::isDynamic(size) ? -1 : size);
          os << "\n";
          continue;
        }
        std::string scalar = manifestTypeName(type);
        if (scalar.empty() || isOutput) {
          func.emitError() << "entry argument #" << i << " has type " << type
                           << ", which the runtime cannot pass";
          ok = false;
        }
        os << abi::kManifestScalar << " " << scalar << "\n";
      }
      func->setAttr("llvm.emit_c_interface", UnitAttr::get(&getContext()));
    }
    if (!ok)
      return signalPassFailure();

    OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
    manifest.push_back('\0');
    auto type = LLVM::LLVMArrayType::get(builder.getI8Type(), manifest.size());
    LLVM::GlobalOp::create(builder, module.getLoc(), type, /*isConstant=*/true,
                           LLVM::Linkage::External, kManifestSymbol,
                           builder.getStringAttr(manifest));
  }
};

struct AttnEmitEntryWrappersPass
    : public mlir::attn::impl::AttnEmitEntryWrappersPassBase<
          AttnEmitEntryWrappersPass> {
  void runOnOperation() override {
    ModuleOp module = getOperation();
    MLIRContext *ctx = &getContext();
    auto ptrType = LLVM::LLVMPointerType::get(ctx);
    SmallVector<LLVM::LLVMFuncOp> interfaces;
    for (auto func : module.getOps<LLVM::LLVMFuncOp>())
      if (func.getName().starts_with("_mlir_ciface_") && !func.isExternal())
        interfaces.push_back(func);

    OpBuilder builder = OpBuilder::atBlockEnd(module.getBody());
    for (LLVM::LLVMFuncOp interface : interfaces) {
      StringRef name = interface.getName().drop_front(strlen("_mlir_ciface_"));
      Location loc = interface.getLoc();
      auto wrapperType = LLVM::LLVMFunctionType::get(
          LLVM::LLVMVoidType::get(ctx), {ptrType});
      auto wrapper = LLVM::LLVMFuncOp::create(
          builder, loc, (Twine(kEntryPrefix) + name).str(), wrapperType);
      Block *entry = wrapper.addEntryBlock(builder);
      OpBuilder body = OpBuilder::atBlockEnd(entry);
      Value args = entry->getArgument(0);
      SmallVector<Value> callArgs;
      for (auto [i, type] :
           llvm::enumerate(interface.getFunctionType().getParams())) {
        Value slot = LLVM::GEPOp::create(
            body, loc, ptrType, ptrType, args,
            ArrayRef<LLVM::GEPArg>{static_cast<int32_t>(i)});
        Value pointer = LLVM::LoadOp::create(body, loc, ptrType, slot);
        // Memref descriptors are passed by pointer, scalars by value.
        callArgs.push_back(isa<LLVM::LLVMPointerType>(type)
                               ? pointer
                               : LLVM::LoadOp::create(body, loc, type, pointer)
                                     .getResult());
      }
      LLVM::CallOp::create(body, loc, interface, callArgs);
      LLVM::ReturnOp::create(body, loc, ValueRange{});
    }
  }
};
} // namespace
