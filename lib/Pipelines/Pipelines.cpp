//===- Pipelines.cpp - attn's compilation pipelines -----------------------===//
//
// Stage by stage: attn-to-cpu, bufferization, loops, LLVM. See
// docs/design.md.
//
//===----------------------------------------------------------------------===//

#include "attn/Pipelines/Pipelines.h"

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

using namespace mlir;
using namespace mlir::attn;

void mlir::attn::buildCPUBufferizePipeline(OpPassManager &pm,
                                           const CPUPipelineOptions &options) {
  if (options.raise)
    pm.addPass(createAttnRaisePass());
  pm.addPass(createAttnDecomposeLinalgPass());
  pm.addPass(createCanonicalizerPass());
  ConvertAttnToCPUPassOptions lowering;
  lowering.queryTile = options.queryTile;
  lowering.keyTile = options.keyTile;
  pm.addPass(createConvertAttnToCPUPass(lowering));

  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));

  // Callers own the results: they become out-parameters, and allocations
  // of static shape are replaced by them.
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.addResultAttribute = true;
  outParams.hoistStaticAllocs = true;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  pm.addPass(createCanonicalizerPass());
  bufferization::BufferDeallocationPipelineOptions deallocation;
  bufferization::buildBufferDeallocationPipeline(pm, deallocation);
  pm.addNestedPass<func::FuncOp>(createConvertLinalgToLoopsPass());
  pm.addPass(createAttnExportEntriesPass());
}

void mlir::attn::buildCPUToLLVMPipeline(OpPassManager &pm,
                                        const CPUPipelineOptions &options) {
  // Parallel loops run on the OpenMP runtime (OMP_NUM_THREADS sets the
  // thread count, 1 for serial runs); each task's stack tiles are released
  // when it ends.
  pm.addPass(createConvertSCFToOpenMPPass());
  pm.addPass(createCanonicalizerPass());
  pm.addPass(createCSEPass());
  pm.addPass(createAttnApproximateMathPass());
  arith::ArithExpandOpsPassOptions expand;
  expand.includeBf16 = true;
  pm.addPass(arith::createArithExpandOpsPass(expand));
  pm.addPass(createConvertVectorToSCFPass());
  pm.addPass(createLowerAffinePass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  // alloca_scope must be lowered while its body is still one block.
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(createConvertVectorToLLVMPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createConvertMathToLLVMPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createConvertOpenMPToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createAttnEmitEntryWrappersPass());
}

void mlir::attn::buildCPUPipeline(OpPassManager &pm,
                                  const CPUPipelineOptions &options) {
  buildCPUBufferizePipeline(pm, options);
  buildCPUToLLVMPipeline(pm, options);
}

void mlir::attn::registerAttnPipelines() {
  PassPipelineRegistration<CPUPipelineOptions>(
      "attn-cpu-bufferize",
      "lower attn ops to CPU loops and bufferise the module",
      buildCPUBufferizePipeline);
  PassPipelineRegistration<CPUPipelineOptions>(
      "attn-cpu-to-llvm", "lower bufferised CPU IR to the LLVM dialect",
      buildCPUToLLVMPipeline);
  PassPipelineRegistration<CPUPipelineOptions>(
      "attn-cpu-pipeline", "compile a tensor program for the host CPU",
      buildCPUPipeline);
}

void mlir::attn::registerAttnCompilerDialects(DialectRegistry &registry) {
  registry.insert<AttnDialect>();
  registerAllDialects(registry);
  registerAllExtensions(registry);
}
