//===- Pipelines.h - attn's compilation pipelines ---------------*- C++ -*-===//
//
// The pass pipelines from tensor programs to LLVM dialect, as functions for
// embedders and as named pipelines for attn-opt.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_PIPELINES_PIPELINES_H
#define ATTN_PIPELINES_PIPELINES_H

#include "mlir/Pass/PassManager.h"
#include "mlir/Pass/PassOptions.h"

namespace mlir::attn {

struct RaisePipelineOptions
    : public PassPipelineOptions<RaisePipelineOptions> {
  Option<bool> report{*this, "report",
                      llvm::cl::desc("remark on every attention-like "
                                     "contraction that was not raised"),
                      llvm::cl::init(false)};
  Option<bool> widenAccumulation{
      *this, "widen-accumulation",
      llvm::cl::desc("raise bf16/f16-accumulating P·V contractions"),
      llvm::cl::init(true)};
  Option<bool> roundProbabilities{
      *this, "round-probabilities",
      llvm::cl::desc("raise probabilities rounded to bf16/f16 before P·V"),
      llvm::cl::init(true)};
  Option<bool> widenIntermediates{
      *this, "widen-intermediates",
      llvm::cl::desc("raise scores/softmax computed in or rounded to "
                     "bf16/f16, computing them in f32"),
      llvm::cl::init(true)};
};

/// The stages of raising (`attn-raise-pipeline`): private functions inlined
/// (jax.export's `_where` and friends), attn-raise-canonicalize, attn-raise.
void buildRaisePipeline(OpPassManager &pm,
                        const RaisePipelineOptions &options);

struct CPUPipelineOptions : public PassPipelineOptions<CPUPipelineOptions> {
  Option<int64_t> queryTile{
      *this, "query-tile",
      llvm::cl::desc("query rows per parallel task (0: 64 forward, 32 "
                     "backward)"),
      llvm::cl::init(0)};
  Option<int64_t> keyTile{*this, "key-tile",
                          llvm::cl::desc("keys per inner tile (multiple of 8)"),
                          llvm::cl::init(32)};
  Option<bool> alignKeySteps{
      *this, "align-key-steps",
      llvm::cl::desc("start the forward's key steps on whole key tiles, as "
                     "the generated GPU kernels do (attn-tile)"),
      llvm::cl::init(false)};
  Option<bool> raise{*this, "raise",
                     llvm::cl::desc("raise naive attention to attn ops first"),
                     llvm::cl::init(true)};
};

/// [attn-raise,] attn ops -> CPU loops, then One-Shot Bufferize of the whole module with
/// results as out-parameters, leftover linalg as loops, entries exported.
/// Ends on memref/scf/vector IR (`attn-cpu-bufferize`).
void buildCPUBufferizePipeline(OpPassManager &pm,
                               const CPUPipelineOptions &options);

/// Bufferised CPU IR -> LLVM dialect with entry wrappers
/// (`attn-cpu-to-llvm`).
void buildCPUToLLVMPipeline(OpPassManager &pm,
                            const CPUPipelineOptions &options);

/// Both of the above (`attn-cpu-pipeline`).
void buildCPUPipeline(OpPassManager &pm, const CPUPipelineOptions &options);

struct CUDAPipelineOptions : public PassPipelineOptions<CUDAPipelineOptions> {
  Option<std::string> chip{*this, "chip",
                           llvm::cl::desc("GPU architecture (sm_80, sm_90a)"),
                           llvm::cl::init("sm_90a")};
  Option<std::string> format{
      *this, "format",
      llvm::cl::desc("kernel binary format: bin (cubin via ptxas), isa (PTX "
                     "text) or fatbin"),
      llvm::cl::init("bin")};
  Option<std::string> toolkit{
      *this, "toolkit",
      llvm::cl::desc("CUDA toolkit holding ptxas (empty: $CUDA_HOME or "
                     "/usr/local/cuda)"),
      llvm::cl::init("")};
  Option<bool> inlineDescriptorOffsets{
      *this, "inline-descriptor-offsets",
      llvm::cl::desc("wgmma descriptors of one base enter the asm as the "
                     "base plus constants added inside it"),
      llvm::cl::init(true)};
  Option<std::string> ptxasOptions{
      *this, "ptxas-options",
      llvm::cl::desc("extra ptxas command-line options, e.g. -v"),
      llvm::cl::init("")};
  Option<std::string> mma{
      *this, "mma",
      llvm::cl::desc("forward kernel's tensor-core instruction: auto, wgmma "
                     "or mma.sync"),
      llvm::cl::init("auto")};
  Option<int64_t> warps{*this, "warps",
                        llvm::cl::desc("warps per block (0: per op)"),
                        llvm::cl::init(0)};
  Option<int64_t> rowTiles{*this, "row-tiles",
                           llvm::cl::desc("16-row tiles per warp (0: per op)"),
                           llvm::cl::init(0)};
  Option<int64_t> blockKv{*this, "block-kv",
                          llvm::cl::desc("keys per tile (0: per op)"),
                          llvm::cl::init(0)};
  Option<int64_t> stages{*this, "stages",
                         llvm::cl::desc("K/V buffers (0: per op)"),
                         llvm::cl::init(0)};
  Option<std::string> overlap{
      *this, "overlap",
      llvm::cl::desc("wgmma forward's softmax overlapped with P·V: auto, on "
                     "or off"),
      llvm::cl::init("auto")};
  Option<std::string> producer{
      *this, "producer",
      llvm::cl::desc("wgmma forward's producer warpgroup with TMA loads: "
                     "auto, on or off"),
      llvm::cl::init("auto")};
  Option<std::string> pingpong{
      *this, "pingpong",
      llvm::cl::desc("wgmma forward's consumer warpgroups take turns issuing "
                     "products: auto, on or off"),
      llvm::cl::init("auto")};
  Option<std::string> persistent{
      *this, "persistent",
      llvm::cl::desc("wgmma forward with a producer: a persistent tile "
                     "scheduler, one block per resident slot: auto, on or "
                     "off"),
      llvm::cl::init("auto")};
  Option<int64_t> headsPerBlock{
      *this, "heads-per-block",
      llvm::cl::desc("wgmma forward: query heads of a KV head's group per "
                     "block (GQA packing, 1 to 4; 0 = per op)"),
      llvm::cl::init(0)};
  Option<bool> heaviestFirst{
      *this, "heaviest-first",
      llvm::cl::desc("start causal grids' heaviest tiles first"),
      llvm::cl::init(true)};
  Option<std::string> l2Sections{
      *this, "l2-sections",
      llvm::cl::desc("order causal grids in sections of heads whose shared "
                     "operands fit l2-section-bytes: auto (MHA grids), on "
                     "or off"),
      llvm::cl::init("auto")};
  Option<int64_t> l2SectionBytes{
      *this, "l2-section-bytes",
      llvm::cl::desc("L2 budget of one section (0: no sections)"),
      llvm::cl::init(32 << 20)};
  Option<bool> deterministicBackward{
      *this, "deterministic-backward",
      llvm::cl::desc("bitwise reproducible backward (dQ without atomics)"),
      llvm::cl::init(false)};
  Option<std::string> backwardQueryGrad{
      *this, "backward-dq",
      llvm::cl::desc("how the backward sums dQ: auto, query-major or "
                     "reductions"),
      llvm::cl::init("auto")};
  Option<int64_t> backwardWarps{
      *this, "backward-warps",
      llvm::cl::desc("warps of the backward's main kernel, 16 keys each "
                     "(4 or 8; 0: per op)"),
      llvm::cl::init(0)};
  Option<int64_t> backwardStages{
      *this, "backward-stages",
      llvm::cl::desc("buffers of the query steps' Q, dO, lse and delta in "
                     "the backward's main kernel (2 or 3; 0: per op)"),
      llvm::cl::init(0)};
  Option<int64_t> backwardQueryGradHeads{
      *this, "backward-dq-heads",
      llvm::cl::desc("query heads per block of the query-major dQ kernel "
                     "(1 or 2; 0: per op)"),
      llvm::cl::init(0)};
  Option<int64_t> backwardQueryGradStages{
      *this, "backward-dq-stages",
      llvm::cl::desc("K/V buffers of the query-major dQ kernel (1 or 2; 0: "
                     "per op)"),
      llvm::cl::init(0)};
  Option<bool> backwardTma{
      *this, "backward-tma",
      llvm::cl::desc("the backward's pipelined steps load Q and dO with TMA "
                     "onto mbarriers (sm_90a; correct in the GPU suite, but "
                     "slower than cp.async on the H100 and racecheck warns "
                     "on it: not for production)"),
      llvm::cl::init(false)};
  Option<std::string> backwardOverlap{
      *this, "backward-overlap",
      llvm::cl::desc("wgmma backward's overlapped products and bulk dQ "
                     "reductions: auto, on or off"),
      llvm::cl::init("auto")};
  Option<std::string> backwardProducer{
      *this, "backward-producer",
      llvm::cl::desc("wgmma backward: a TMA producer warpgroup and consumer "
                     "warpgroups that meet at named barriers and mbarriers: "
                     "auto, on or off (not yet run on a GPU: not for "
                     "production)"),
      llvm::cl::init("auto")};
  Option<std::string> backwardSplitColumns{
      *this, "backward-split-columns",
      llvm::cl::desc("wgmma backward: two warpgroups on one 64-key block, "
                     "each owning half of dK's, dV's and dQ's columns: auto, "
                     "on or off"),
      llvm::cl::init("auto")};
  Option<std::string> backend{
      *this, "backend",
      llvm::cl::desc("fused (generated kernels), cudnn (cuDNN's fused "
                     "attention) or auto (cuDNN where it computes the op "
                     "exactly, else fused)"),
      llvm::cl::init("fused")};
  Option<bool> raise{*this, "raise",
                     llvm::cl::desc("raise naive attention to attn ops first"),
                     llvm::cl::init(true)};
};

/// [attn-raise,] attn ops -> generated GPU kernels + launches, bufferised
/// with results as out-parameters, host code checked, entries exported
/// (`attn-cuda-bufferize`).
void buildCUDABufferizePipeline(OpPassManager &pm,
                                const CUDAPipelineOptions &options);

/// Kernels -> NVVM -> PTX -> cubin embedded as a gpu.binary; host code ->
/// LLVM dialect with mgpu* launch calls and entry wrappers
/// (`attn-cuda-to-llvm`).
void buildCUDAToLLVMPipeline(OpPassManager &pm,
                             const CUDAPipelineOptions &options);

/// Both of the above (`attn-cuda-pipeline`).
void buildCUDAPipeline(OpPassManager &pm, const CUDAPipelineOptions &options);

/// The CUDA toolkit directory the pipelines use when none is given.
std::string defaultCUDAToolkitPath();

/// Registers the named pipelines with the global pass registry.
void registerAttnPipelines();

/// Registers the attn dialect and every dialect, interface model and
/// extension the pipelines create or rely on (bufferization models of func,
/// linalg, tensor, ...; LLVM conversion interfaces).
void registerAttnCompilerDialects(DialectRegistry &registry);

} // namespace mlir::attn

#endif // ATTN_PIPELINES_PIPELINES_H
