//===- Compiler.cpp - source module -> loadable artifact ------------------===//
//
// Pipeline setup and error reporting for the tools.
//
//===----------------------------------------------------------------------===//

#include "attn/Driver/Compiler.h"

#include "mlir/Pass/PassManager.h"

using namespace mlir;
using namespace mlir::attn;

LogicalResult mlir::attn::compileToSharedLibrary(ModuleOp module,
                                                 StringRef outputPath,
                                                 const CompileOptions &options) {
  PassManager pm(module.getContext());
  if (options.printIRAfterAll) {
    module.getContext()->disableMultithreading();
    pm.enableIRPrinting();
  }
  CPUPipelineOptions pipeline;
  pipeline.queryTile = options.queryTile;
  pipeline.keyTile = options.keyTile;
  pipeline.raise = options.raise;
  buildCPUPipeline(pm, pipeline);
  if (failed(pm.run(module)))
    return failure();
  SharedLibraryOptions library = options.library;
  library.openmp = true;
  return emitSharedLibrary(module, outputPath, library);
}
