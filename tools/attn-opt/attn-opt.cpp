//===- attn-opt.cpp - the attn optimizer driver ---------------------------===//
//
// mlir-opt with the attn dialect, attn's passes and pipelines, and every
// upstream dialect and pass (the pipelines use many of them).
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Pipelines/Pipelines.h"
#include "attn/Support/ParserDefects.h"
#include "attn/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Support/FileUtilities.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"
#include "llvm/Support/SourceMgr.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::attn::registerAttnConversionPasses();
  mlir::attn::registerAttnDialectPasses();
  mlir::attn::registerAttnTransformsPasses();
  mlir::attn::registerAttnPipelines();

  mlir::DialectRegistry registry;
  mlir::attn::registerAttnCompilerDialects(registry);

  auto [input, output] = mlir::registerAndParseCLIOptions(
      argc, argv, "attn optimizer driver\n", registry);
  // Screen the input for what MLIR's own parser crashes on
  // (attn/Support/ParserDefects.h); MlirOptMain reads it again and reports
  // every other problem itself.
  std::string error;
  if (auto file = mlir::openInputFile(input, &error)) {
    llvm::SourceMgr sourceMgr;
    sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
    if (mlir::attn::reportKnownParserDefect(sourceMgr))
      return 1;
  }
  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, input, output, registry));
}
