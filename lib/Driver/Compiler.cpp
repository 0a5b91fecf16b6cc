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
  bool cuda = options.target == "cuda";
  if (!cuda && options.target != "cpu")
    return module.emitError() << "unknown target '" << options.target
                              << "' (available: cpu, cuda)";
  if (cuda) {
    CUDAPipelineOptions pipeline;
    pipeline.chip = options.chip;
    pipeline.mma = options.gpuMma;
    pipeline.warps = options.gpuWarps;
    pipeline.rowTiles = options.gpuRowTiles;
    pipeline.blockKv = options.gpuBlockKv;
    pipeline.stages = options.gpuStages;
    pipeline.overlap = options.gpuOverlap;
    pipeline.producer = options.gpuProducer;
    pipeline.pingpong = options.gpuPingpong;
    pipeline.persistent = options.gpuPersistent;
    pipeline.headsPerBlock = options.gpuHeadsPerBlock;
    pipeline.backwardWarps = options.gpuBackwardWarps;
    pipeline.backwardStages = options.gpuBackwardStages;
    pipeline.backwardTma = options.gpuBackwardTma;
    pipeline.backwardQueryGradHeads = options.gpuBackwardQueryGradHeads;
    pipeline.backwardQueryGradStages = options.gpuBackwardQueryGradStages;
    pipeline.backwardOverlap = options.gpuBackwardOverlap;
    pipeline.backwardSplitColumns = options.gpuBackwardSplitColumns;
    pipeline.backwardProducer = options.gpuBackwardProducer;
    pipeline.inlineDescriptorOffsets = options.gpuInlineDescriptorOffsets;
    pipeline.deterministicBackward = options.gpuDeterministicBackward;
    pipeline.backwardQueryGrad = options.gpuBackwardQueryGrad;
    pipeline.heaviestFirst = options.gpuHeaviestFirst;
    pipeline.l2Sections = options.gpuL2Sections;
    pipeline.l2SectionBytes = options.gpuL2SectionBytes;
    pipeline.backend = options.gpuBackend;
    pipeline.ptxasOptions = options.ptxasOptions;
    pipeline.raise = options.raise;
    buildCUDAPipeline(pm, pipeline);
  } else {
    CPUPipelineOptions pipeline;
    pipeline.queryTile = options.queryTile;
    pipeline.keyTile = options.keyTile;
    pipeline.alignKeySteps = options.alignKeySteps;
    pipeline.raise = options.raise;
    buildCPUPipeline(pm, pipeline);
  }
  if (failed(pm.run(module)))
    return failure();
  SharedLibraryOptions library = options.library;
  // GPU modules' host code only launches kernels: no OpenMP there, and it
  // is compiled for baseline x86-64 since the artifact usually runs on
  // another machine than the one that compiled it.
  library.openmp = !cuda;
  if (cuda && library.cpu.empty())
    library.cpu = "x86-64";
  // The runtime's launch ABI (runtime/lib/CudaLaunch.cpp).
  if (cuda)
    library.launchSymbolPrefix = "attn_";
  return emitSharedLibrary(module, outputPath, library);
}
