//===- Pipelines.cpp - attn's compilation pipelines -----------------------===//
//
// Stage by stage: attn-tile, attn-to-cpu, bufferization, loops, LLVM. See
// docs/design.md.
//
//===----------------------------------------------------------------------===//

#include "attn/Pipelines/Pipelines.h"

#include "attn/Conversion/Passes.h"
#include "attn/Dialect/Attn/IR/AttnDialect.h"
#include "attn/Dialect/AttnNV/IR/AttnNV.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Transforms/Passes.h"

#include "mlir/Conversion/Passes.h"
#include "mlir/Dialect/Arith/Transforms/Passes.h"
#include "mlir/Dialect/Bufferization/Pipelines/Passes.h"
#include "mlir/Dialect/Bufferization/Transforms/Passes.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/GPU/Transforms/Passes.h"
#include "mlir/Dialect/Linalg/Passes.h"
#include "mlir/Dialect/MemRef/Transforms/Passes.h"
#include "mlir/InitAllDialects.h"
#include "mlir/InitAllExtensions.h"
#include "mlir/Target/LLVM/NVVM/Target.h"
#include "mlir/Target/LLVMIR/Dialect/All.h"
#include "mlir/Pass/PassRegistry.h"
#include "mlir/Transforms/Passes.h"

#include <cstdlib>

using namespace mlir;
using namespace mlir::attn;

/// Bufferises the whole module with results as out-parameters (callers own
/// them) and static allocations replaced by those.
static void addBufferization(OpPassManager &pm) {
  bufferization::OneShotBufferizePassOptions bufferize;
  bufferize.bufferizeFunctionBoundaries = true;
  bufferize.functionBoundaryTypeConversion =
      bufferization::LayoutMapOption::IdentityLayoutMap;
  pm.addPass(bufferization::createOneShotBufferizePass(bufferize));
  bufferization::BufferResultsToOutParamsPassOptions outParams;
  outParams.addResultAttribute = true;
  outParams.hoistStaticAllocs = true;
  outParams.modifyPublicFunctions = true;
  pm.addPass(bufferization::createBufferResultsToOutParamsPass(outParams));
  pm.addPass(createCanonicalizerPass());
}

void mlir::attn::buildRaisePipeline(OpPassManager &pm,
                                    const RaisePipelineOptions &options) {
  pm.addPass(createInlinerPass());
  pm.addPass(createSymbolDCEPass());
  pm.addPass(createAttnRaiseCanonicalizePass());
  AttnRaisePassOptions raise;
  raise.report = options.report;
  raise.widenAccumulation = options.widenAccumulation;
  raise.roundProbabilities = options.roundProbabilities;
  raise.widenIntermediates = options.widenIntermediates;
  pm.addPass(createAttnRaisePass(raise));
}

void mlir::attn::buildCPUBufferizePipeline(OpPassManager &pm,
                                           const CPUPipelineOptions &options) {
  if (options.raise)
    buildRaisePipeline(pm, RaisePipelineOptions());
  pm.addPass(createAttnDecomposeLinalgPass());
  pm.addPass(createCanonicalizerPass());
  AttnTilePassOptions tiling;
  tiling.blockQ = options.queryTile;
  tiling.blockKv = options.keyTile;
  tiling.alignKeySteps = options.alignKeySteps;
  pm.addPass(createAttnTilePass(tiling));
  ConvertAttnToCPUPassOptions lowering;
  lowering.queryTile = options.queryTile;
  lowering.keyTile = options.keyTile;
  pm.addPass(createConvertAttnToCPUPass(lowering));

  addBufferization(pm);
  bufferization::BufferDeallocationPipelineOptions deallocation;
  bufferization::buildBufferDeallocationPipeline(pm, deallocation);
  pm.addPass(createAttnExpandMemRefCopyPass());
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

std::string mlir::attn::defaultCUDAToolkitPath() {
  if (const char *home = std::getenv("CUDA_HOME"))
    if (*home)
      return home;
  return "/usr/local/cuda";
}

void mlir::attn::buildCUDABufferizePipeline(
    OpPassManager &pm, const CUDAPipelineOptions &options) {
  if (options.raise)
    buildRaisePipeline(pm, RaisePipelineOptions());
  pm.addPass(createAttnDecomposeLinalgPass());
  pm.addPass(createCanonicalizerPass());
  AttnSelectBackendPassOptions selection;
  selection.backend = options.backend;
  selection.chip = options.chip;
  pm.addPass(createAttnSelectBackendPass(selection));
  ConvertAttnToCuDNNPassOptions cudnn;
  cudnn.backend = options.backend;
  cudnn.chip = options.chip;
  pm.addPass(createConvertAttnToCuDNNPass(cudnn));
  ConvertAttnToGPUPassOptions lowering;
  lowering.chip = options.chip;
  lowering.backend = options.backend;
  lowering.mma = options.mma;
  lowering.warps = options.warps;
  lowering.rowTiles = options.rowTiles;
  lowering.blockKv = options.blockKv;
  lowering.stages = options.stages;
  lowering.overlap = options.overlap;
  lowering.producer = options.producer;
  lowering.pingpong = options.pingpong;
  lowering.persistent = options.persistent;
  lowering.headsPerBlock = options.headsPerBlock;
  lowering.backwardWarps = options.backwardWarps;
  lowering.backwardStages = options.backwardStages;
  lowering.backwardTma = options.backwardTma;
  lowering.backwardQueryGradHeads = options.backwardQueryGradHeads;
  lowering.backwardQueryGradStages = options.backwardQueryGradStages;
  lowering.backwardOverlap = options.backwardOverlap;
  lowering.backwardSplitColumns = options.backwardSplitColumns;
  lowering.backwardProducer = options.backwardProducer;
  lowering.deterministicBackward = options.deterministicBackward;
  lowering.backwardQueryGrad = options.backwardQueryGrad;
  lowering.heaviestFirst = options.heaviestFirst;
  lowering.l2Sections = options.l2Sections;
  lowering.l2SectionBytes = options.l2SectionBytes;
  pm.addPass(createConvertAttnToGPUPass(lowering));
  addBufferization(pm);
  pm.addPass(createAttnDeviceAllocationsPass());
  pm.addPass(createAttnCheckDeviceHostCodePass());
  AttnExportEntriesPassOptions entries;
  entries.target = "cuda";
  pm.addPass(createAttnExportEntriesPass(entries));
}

void mlir::attn::buildCUDAToLLVMPipeline(OpPassManager &pm,
                                         const CUDAPipelineOptions &options) {
  // Device side: per-thread kernel IR -> NVVM.
  OpPassManager &kernels = pm.nest<gpu::GPUModuleOp>();
  kernels.addPass(createSCFToControlFlowPass());
  ConvertAttnNVToLLVMPassOptions attnNV;
  attnNV.inlineDescriptorOffsets = options.inlineDescriptorOffsets;
  kernels.addPass(createConvertAttnNVToLLVMPass(attnNV));
  kernels.addPass(createConvertGpuOpsToNVVMOps());
  kernels.addPass(createAttnNVLowerTensorMapParamsPass());
  // No static shared byte beside a launch's dynamic shared memory.
  kernels.addPass(createAttnNVExternDynamicSharedPass());
  // nvvm ops that LLVM has no intrinsic for (mbarrier waits) become PTX.
  kernels.addPass(createConvertNVVMToLLVMPass());
  kernels.addPass(createCanonicalizerPass());
  kernels.addPass(createCSEPass());
  kernels.addPass(createReconcileUnrealizedCastsPass());
  // NVPTX backend -> PTX, then ptxas -> cubin, embedded in the host module.
  GpuModuleToBinaryPassOptions binary;
  binary.compilationTarget = options.format;
  binary.toolkitPath = options.toolkit.empty() ? defaultCUDAToolkitPath()
                                               : std::string(options.toolkit);
  binary.cmdOptions = options.ptxasOptions;
  pm.addPass(createGpuModuleToBinaryPass(binary));
  // Host side: TMA descriptors and launches become runtime calls
  // (runtime/lib).
  pm.addPass(createConvertAttnNVToLLVMPass());
  pm.addPass(createSCFToControlFlowPass());
  pm.addPass(memref::createExpandStridedMetadataPass());
  pm.addPass(createGpuToLLVMConversionPass());
  pm.addPass(createFinalizeMemRefToLLVMConversionPass());
  pm.addPass(createArithToLLVMConversionPass());
  pm.addPass(createConvertIndexToLLVMPass());
  pm.addPass(createConvertFuncToLLVMPass());
  pm.addPass(createConvertControlFlowToLLVMPass());
  pm.addPass(createReconcileUnrealizedCastsPass());
  pm.addPass(createAttnEmitEntryWrappersPass());
}

void mlir::attn::buildCUDAPipeline(OpPassManager &pm,
                                   const CUDAPipelineOptions &options) {
  buildCUDABufferizePipeline(pm, options);
  buildCUDAToLLVMPipeline(pm, options);
}

void mlir::attn::registerAttnPipelines() {
  PassPipelineRegistration<RaisePipelineOptions>(
      "attn-raise-pipeline",
      "inline, canonicalise for raising, then raise attention to attn ops",
      buildRaisePipeline);
  PassPipelineRegistration<CUDAPipelineOptions>(
      "attn-cuda-bufferize",
      "lower attn ops to generated GPU kernels and bufferise the module",
      buildCUDABufferizePipeline);
  PassPipelineRegistration<CUDAPipelineOptions>(
      "attn-cuda-to-llvm",
      "compile the kernels to a cubin and the host code to the LLVM dialect",
      buildCUDAToLLVMPipeline);
  PassPipelineRegistration<CUDAPipelineOptions>(
      "attn-cuda-pipeline", "compile a tensor program for an NVIDIA GPU",
      buildCUDAPipeline);
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
  registry.insert<AttnDialect, nv::AttnNVDialect>();
  registerAllDialects(registry);
  registerAllExtensions(registry);
  // gpu-module-to-binary serialises kernels through the NVVM target and
  // LLVM IR translation.
  NVVM::registerNVVMTargetInterfaceExternalModels(registry);
  registerAllToLLVMIRTranslations(registry);
}
