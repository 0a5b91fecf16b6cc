//===- Compiler.h - source module -> loadable artifact ----------*- C++ -*-===//
//
// The compiler driver shared by attn-compile and attn-runner: runs the
// pipelines on a module and writes a shared object for the runtime.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DRIVER_COMPILER_H
#define ATTN_DRIVER_COMPILER_H

#include "attn/Pipelines/Pipelines.h"
#include "attn/Target/CPU/SharedLibrary.h"

#include "mlir/IR/BuiltinOps.h"

#include <functional>

namespace mlir::attn {

struct CompileOptions {
  /// Where the module runs: "cpu" (the host) or "cuda" (an NVIDIA GPU).
  std::string target = "cpu";
  /// GPU architecture and kernel tile overrides for target "cuda".
  std::string chip = "sm_90a";
  /// Forward kernel's tensor-core instruction: "auto", "wgmma", "mma.sync".
  std::string gpuMma = "auto";
  int64_t gpuWarps = 0;
  int64_t gpuRowTiles = 0;
  int64_t gpuBlockKv = 0;
  int64_t gpuStages = 0;
  /// The wgmma forward's softmax overlapped with P·V: "auto", "on", "off".
  std::string gpuOverlap = "auto";
  /// The wgmma forward's producer warpgroup (TMA loads, mbarrier ring):
  /// "auto", "on", "off".
  std::string gpuProducer = "auto";
  /// Turn-taking of the two consumer warpgroups: "auto", "on", "off".
  std::string gpuPingpong = "auto";
  /// The producer forward's persistent tile scheduler: "auto", "on", "off".
  std::string gpuPersistent = "auto";
  /// Query heads per block of the wgmma forward (GQA packing; 0: per op).
  int64_t gpuHeadsPerBlock = 0;
  int64_t gpuBackwardWarps = 0;
  /// Q/dO buffers of the backward's main kernel (2 or 3; 0: per op).
  int64_t gpuBackwardStages = 0;
  /// The backward's pipelined steps load Q and dO with TMA.
  bool gpuBackwardTma = false;
  /// Query heads per block of the query-major dQ kernel (0: per op).
  int64_t gpuBackwardQueryGradHeads = 0;
  /// K/V buffers of the query-major dQ kernel (1 or 2; 0: per op).
  int64_t gpuBackwardQueryGradStages = 0;
  /// The wgmma backward's overlapped products and bulk dQ reductions:
  /// "auto", "on", "off".
  std::string gpuBackwardOverlap = "auto";
  std::string gpuBackwardProducer = "auto";
  /// wgmma backward: dK, dV and dQ columns split between the warpgroups of
  /// one 64-key block (auto, on, off).
  std::string gpuBackwardSplitColumns = "auto";
  /// wgmma descriptors of one base passed as the base, the steps' offsets
  /// added inside the asm.
  bool gpuInlineDescriptorOffsets = true;
  bool gpuDeterministicBackward = false;
  /// How the backward sums dQ: "auto", "query-major", "reductions".
  std::string gpuBackwardQueryGrad = "auto";
  /// Start causal grids' heaviest tiles first across heads and batches.
  bool gpuHeaviestFirst = true;
  /// Causal grids' planes in sections whose shared operands fit
  /// gpuL2SectionBytes of L2: "auto" (MHA grids), "on", "off".
  std::string gpuL2Sections = "auto";
  int64_t gpuL2SectionBytes = 32 << 20;
  /// How attn ops run on the GPU: "fused", "cudnn" or "auto".
  std::string gpuBackend = "fused";
  /// Extra ptxas options (e.g. "-v" for the register report).
  std::string ptxasOptions;
  /// Pipeline knobs (tile sizes, parallelism).
  int64_t queryTile = 0;
  int64_t keyTile = 32;
  /// CPU: the forward's key steps on whole key tiles (the GPU kernels'
  /// tiling, checked on the CPU).
  bool alignKeySteps = false;
  /// Raise naive attention to attn ops before lowering.
  bool raise = true;
  /// Backend object emission.
  SharedLibraryOptions library;
  /// Print the IR after every pass to stderr.
  bool printIRAfterAll = false;
};

/// Lowers `module` (tensor-level, attn ops and/or linalg) in place to the
/// LLVM dialect and writes a shared object to `outputPath`.
LogicalResult compileToSharedLibrary(ModuleOp module, StringRef outputPath,
                                     const CompileOptions &options);

} // namespace mlir::attn

#endif // ATTN_DRIVER_COMPILER_H
