//===- SharedLibrary.cpp - LLVM dialect -> loadable shared object ---------===//
//
// Translation, host-tuned optimisation, object emission and linking with the
// system C++ driver.
//
//===----------------------------------------------------------------------===//

#include "attn/Target/CPU/SharedLibrary.h"

#include "mlir/ExecutionEngine/OptUtils.h"
#include "mlir/Target/LLVMIR/Dialect/Builtin/BuiltinToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/LLVMIR/LLVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/GPU/GPUToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/NVVM/NVVMToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Dialect/OpenMP/OpenMPToLLVMIRTranslation.h"
#include "mlir/Target/LLVMIR/Export.h"

#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/LegacyPassManager.h"
#include "llvm/IR/Module.h"
#include "llvm/MC/TargetRegistry.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FileUtilities.h"
#include "llvm/Support/Program.h"
#include "llvm/Support/TargetSelect.h"
#include "llvm/Support/ToolOutputFile.h"
#include "llvm/Target/TargetMachine.h"
#include "llvm/Target/TargetOptions.h"
#include "llvm/TargetParser/Host.h"

using namespace mlir;

#ifndef ATTN_OPENMP_LIBRARY_DIR
#define ATTN_OPENMP_LIBRARY_DIR ""
#endif

/// The host CPU's feature string, e.g. "+avx2,+fma,-avx512f".
static std::string hostFeatures() {
  llvm::StringMap<bool> features = llvm::sys::getHostCPUFeatures();
  std::string text;
  for (auto &feature : features) {
    if (!text.empty())
      text += ',';
    text += (feature.second ? "+" : "-") + feature.first().str();
  }
  return text;
}

/// Defines __truncsfbf2 (f32 -> bf16, round to nearest even, NaN kept
/// quiet with its sign) in the module, weak and hidden. LLVM calls it
/// wherever a bf16 value passes through registers on a CPU without native
/// bf16 conversion (phis and selects of bf16 are promoted to f32), and
/// libgcc before GCC 13 does not have it. Hidden, the module's own copy
/// is the one its calls bind to, whatever the system libraries hold.
static void defineBFloat16Rounding(llvm::Module &module) {
  constexpr llvm::StringLiteral name = "__truncsfbf2";
  llvm::LLVMContext &context = module.getContext();
  llvm::IRBuilder<> b(context);
  auto *type = llvm::FunctionType::get(b.getBFloatTy(), {b.getFloatTy()},
                                       /*isVarArg=*/false);
  // A module that defines it, or declares it otherwise, keeps its own.
  if (llvm::Function *existing = module.getFunction(name))
    if (!existing->isDeclaration() || existing->getFunctionType() != type)
      return;
  llvm::Function *function = llvm::cast<llvm::Function>(
      module.getOrInsertFunction(name, type).getCallee());
  function->setLinkage(llvm::GlobalValue::WeakAnyLinkage);
  function->setVisibility(llvm::GlobalValue::HiddenVisibility);
  b.SetInsertPoint(llvm::BasicBlock::Create(context, "entry", function));
  llvm::Value *input = function->getArg(0);
  llvm::Value *bits = b.CreateBitCast(input, b.getInt32Ty());
  llvm::Value *high = b.CreateLShr(bits, 16);
  llvm::Value *odd = b.CreateAnd(high, 1);
  llvm::Value *rounded =
      b.CreateLShr(b.CreateAdd(b.CreateAdd(bits, b.getInt32(0x7fff)), odd), 16);
  llvm::Value *quietNaN = b.CreateOr(high, 0x40);
  llvm::Value *isNaN = b.CreateFCmpUNO(input, input);
  llvm::Value *result = b.CreateSelect(isNaN, quietNaN, rounded);
  b.CreateRet(b.CreateBitCast(b.CreateTrunc(result, b.getInt16Ty()),
                              b.getBFloatTy()));
}

LogicalResult mlir::attn::emitSharedLibrary(ModuleOp module,
                                            StringRef outputPath,
                                            const SharedLibraryOptions &options) {
  MLIRContext *context = module.getContext();
  DialectRegistry registry;
  registerBuiltinDialectTranslation(registry);
  registerLLVMDialectTranslation(registry);
  registerOpenMPDialectTranslation(registry);
  // Embedded kernels (gpu.binary) and their launches.
  registerGPUDialectTranslation(registry);
  registerNVVMDialectTranslation(registry);
  context->appendDialectRegistry(registry);

  llvm::InitializeNativeTarget();
  llvm::InitializeNativeTargetAsmPrinter();

  llvm::LLVMContext llvmContext;
  std::unique_ptr<llvm::Module> llvmModule =
      translateModuleToLLVMIR(module, llvmContext, "attn");
  if (!llvmModule)
    return module.emitError("failed to translate the module to LLVM IR");
  defineBFloat16Rounding(*llvmModule);

  if (!options.launchSymbolPrefix.empty()) {
    for (llvm::Function &function : *llvmModule)
      if (function.isDeclaration() && function.getName().starts_with("mgpu"))
        function.setName(options.launchSymbolPrefix +
                         function.getName().str());
  }

  llvm::Triple triple(llvm::sys::getProcessTriple());
  std::string error;
  const llvm::Target *target =
      llvm::TargetRegistry::lookupTarget(triple, error);
  if (!target)
    return module.emitError() << "no LLVM target for " << triple.str() << ": "
                              << error;
  std::string cpu =
      options.cpu.empty() ? llvm::sys::getHostCPUName().str() : options.cpu;
  std::string features = options.cpu.empty() ? hostFeatures() : "";
  llvm::TargetOptions targetOptions;
  std::unique_ptr<llvm::TargetMachine> machine(target->createTargetMachine(
      triple, cpu, features, targetOptions, llvm::Reloc::PIC_,
      std::nullopt, llvm::CodeGenOptLevel::Aggressive));
  if (!machine)
    return module.emitError() << "cannot create a target machine for " << cpu;
  llvmModule->setDataLayout(machine->createDataLayout());
  llvmModule->setTargetTriple(triple);

  auto optimize =
      makeOptimizingTransformer(options.optLevel, /*sizeLevel=*/0,
                                machine.get());
  if (llvm::Error failure = optimize(llvmModule.get()))
    return module.emitError() << "LLVM optimisation failed: "
                              << llvm::toString(std::move(failure));

  if (!options.dumpLLVMIR.empty()) {
    std::error_code ec;
    llvm::raw_fd_ostream dump(options.dumpLLVMIR, ec);
    if (ec)
      return module.emitError() << "cannot write " << options.dumpLLVMIR
                                << ": " << ec.message();
    llvmModule->print(dump, nullptr);
  }

  // Object file next to the output, removed once linked.
  llvm::SmallString<256> objectPath;
  int objectFd;
  if (std::error_code ec = llvm::sys::fs::createTemporaryFile(
          "attn-module", "o", objectFd, objectPath))
    return module.emitError() << "cannot create a temporary object file: "
                              << ec.message();
  llvm::FileRemover removeObject(objectPath);
  {
    llvm::raw_fd_ostream object(objectFd, /*shouldClose=*/true);
    llvm::legacy::PassManager codegen;
    if (machine->addPassesToEmitFile(codegen, object, nullptr,
                                     llvm::CodeGenFileType::ObjectFile))
      return module.emitError("the target cannot emit object files");
    codegen.run(*llvmModule);
  }

  llvm::ErrorOr<std::string> driver = llvm::sys::findProgramByName("c++");
  if (!driver)
    driver = llvm::sys::findProgramByName("cc");
  if (!driver)
    return module.emitError(
        "no system C/C++ compiler driver (c++ or cc) found to link the "
        "shared object");
  SmallVector<std::string> args = {*driver, "-shared", "-o", outputPath.str(),
                                   objectPath.str().str()};
  if (options.openmp) {
    std::string dir = ATTN_OPENMP_LIBRARY_DIR;
    if (!dir.empty()) {
      args.push_back("-L" + dir);
      args.push_back("-Wl,-rpath," + dir);
    }
    args.push_back("-lomp");
  }
  args.push_back("-lm");
  SmallVector<StringRef> argRefs(args.begin(), args.end());
  std::string linkError;
  int status = llvm::sys::ExecuteAndWait(*driver, argRefs, std::nullopt, {},
                                         /*secondsToWait=*/0,
                                         /*memoryLimit=*/0, &linkError);
  if (status != 0)
    return module.emitError() << "linking " << outputPath << " failed ("
                              << (linkError.empty() ? "exit status " +
                                                          std::to_string(status)
                                                    : linkError)
                              << ")";
  return success();
}
