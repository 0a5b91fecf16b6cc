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
#include "attn/Transforms/Passes.h"

#include "mlir/IR/DialectRegistry.h"
#include "mlir/InitAllPasses.h"
#include "mlir/Tools/mlir-opt/MlirOptMain.h"

int main(int argc, char **argv) {
  mlir::registerAllPasses();
  mlir::attn::registerAttnConversionPasses();
  mlir::attn::registerAttnDialectPasses();
  mlir::attn::registerAttnTransformsPasses();
  mlir::attn::registerAttnPipelines();

  mlir::DialectRegistry registry;
  mlir::attn::registerAttnCompilerDialects(registry);

  return mlir::asMainReturnCode(
      mlir::MlirOptMain(argc, argv, "attn optimizer driver\n", registry));
}
