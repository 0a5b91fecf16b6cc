//===- attn-compile.cpp - ahead-of-time compiler to a runtime artifact ----===//
//
// attn-compile input.mlir -o module.so
// Compiles every public function of a tensor program for the host CPU into a
// shared object that the runtime (runtime/, no MLIR) loads.
//
//===----------------------------------------------------------------------===//

#include "attn/Driver/Compiler.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
namespace cl = llvm::cl;

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::opt<std::string> input(cl::Positional, cl::desc("<input.mlir>"),
                             cl::Required);
  cl::opt<std::string> output("o", cl::desc("output shared object"),
                              cl::value_desc("file"), cl::Required);
  cl::opt<std::string> target("target", cl::desc("target (cpu)"),
                              cl::init("cpu"));
  cl::opt<int64_t> queryTile("query-tile", cl::desc("CPU query tile rows"),
                             cl::init(32));
  cl::opt<int64_t> keyTile("key-tile", cl::desc("CPU key tile (multiple of 8)"),
                           cl::init(32));
  cl::opt<std::string> dumpLLVMIR("dump-llvm-ir",
                                  cl::desc("write optimised LLVM IR here"));
  cl::opt<bool> printIR("print-ir-after-all",
                        cl::desc("print the IR after every pass"));
  cl::ParseCommandLineOptions(argc, argv, "attn ahead-of-time compiler\n");

  if (target != "cpu") {
    llvm::errs() << "attn-compile: unknown target '" << target
                 << "' (available: cpu)\n";
    return 1;
  }

  DialectRegistry registry;
  attn::registerAttnCompilerDialects(registry);
  MLIRContext context(registry);
  llvm::SourceMgr sourceMgr;
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  std::string error;
  auto file = openInputFile(input, &error);
  if (!file) {
    llvm::errs() << "attn-compile: " << error << "\n";
    return 1;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    return 1;

  attn::CompileOptions options;
  options.queryTile = queryTile;
  options.keyTile = keyTile;
  options.library.dumpLLVMIR = dumpLLVMIR;
  options.printIRAfterAll = printIR;
  if (failed(attn::compileToSharedLibrary(*module, output, options)))
    return 1;
  return 0;
}
