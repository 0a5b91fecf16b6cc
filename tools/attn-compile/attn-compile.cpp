//===- attn-compile.cpp - ahead-of-time compiler to a runtime artifact ----===//
//
// attn-compile input.mlir -o module.so
// Compiles every public function of a tensor program for the host CPU or an
// NVIDIA GPU (--target=cuda) into a shared object that the runtime
// (runtime/, no MLIR) loads.
//
//===----------------------------------------------------------------------===//

#include "attn/Driver/Compiler.h"
#include "attn/Support/ParserDefects.h"

#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/ToolOutputFile.h"

using namespace mlir;
namespace cl = llvm::cl;

namespace {
/// The command-line options; main owns them, so they register when it runs.
struct CommandLineOptions {
  cl::opt<std::string> input{cl::Positional, cl::desc("<input.mlir>"),
                             cl::Required};
  cl::opt<std::string> output{"o", cl::desc("output shared object"),
                              cl::value_desc("file"), cl::Required};
  cl::opt<std::string> target{"target", cl::desc("target: cpu or cuda"),
                              cl::init("cpu")};
  cl::opt<std::string> chip{"chip", cl::desc("GPU architecture for cuda"),
                            cl::init("sm_90a")};
  cl::opt<std::string> gpuMma{
      "gpu-mma",
      cl::desc("tensor-core instruction of the generated forward and "
               "backward kernels: auto, wgmma (sm_90a) or mma.sync"),
      cl::init("auto")};
  cl::opt<int64_t> gpuWarps{
      "gpu-warps", cl::desc("warps per block (0: chosen per op)"), cl::init(0)};
  cl::opt<int64_t> gpuRowTiles{"gpu-row-tiles",
                               cl::desc("16-row tiles per warp (0: per op)"),
                               cl::init(0)};
  cl::opt<int64_t> gpuBackwardWarps{
      "gpu-backward-warps",
      cl::desc("warps of the backward's main kernel, 4 or 8 (0: per op)"),
      cl::init(0)};
  cl::opt<int64_t> gpuBackwardStages{
      "gpu-backward-stages",
      cl::desc("Q/dO buffers of the backward's main kernel, 2 or 3 (0: per "
               "op)"),
      cl::init(0)};
  cl::opt<int64_t> gpuBackwardQueryGradHeads{
      "gpu-backward-dq-heads",
      cl::desc("query heads per block of the query-major dQ kernel on wgmma "
               "(1 or 2), sharing each K/V tile; 0 chooses per op"),
      cl::init(0)};
  cl::opt<int64_t> gpuBackwardQueryGradStages{
      "gpu-backward-dq-stages",
      cl::desc("K/V buffers of the query-major dQ kernel (1 or 2): with 1 "
               "more blocks share a multiprocessor; 0 chooses per op"),
      cl::init(0)};
  cl::opt<bool> gpuBackwardTma{
      "gpu-backward-tma",
      cl::desc("the backward's pipelined steps load Q and dO with TMA onto "
               "mbarriers instead of cp.async where they can (sm_90a, head "
               "dims that are multiples of 64, no seqlens_q; correct in the "
               "GPU suite, but slower on the H100 and racecheck warns on it: "
               "not for production)"),
      cl::init(false)};
  cl::opt<bool> gpuDeterministicBackward{
      "gpu-deterministic-backward",
      cl::desc("bitwise reproducible backward: dQ by a query-major kernel "
               "instead of f32 reductions (two more matrix products)"),
      cl::init(false)};
  cl::opt<std::string> gpuBackwardQueryGrad{
      "gpu-backward-dq",
      cl::desc("how the backward sums dQ: auto (query-major on narrow "
               "windows), query-major (no reductions, two more products) or "
               "reductions (f32 reductions into an accumulator)"),
      cl::init("auto")};
  cl::opt<bool> gpuHeaviestFirst{
      "gpu-heaviest-first",
      cl::desc("start causal grids' heaviest tiles first across heads and "
               "batch entries (default true)"),
      cl::init(true)};
  cl::opt<std::string> gpuL2Sections{
      "gpu-l2-sections",
      cl::desc("order causal grids in sections of heads whose shared "
               "operands fit --gpu-l2-section-bytes of L2 (auto: MHA grids, "
               "on, off)"),
      cl::init("auto")};
  cl::opt<int64_t> gpuL2SectionBytes{
      "gpu-l2-section-bytes",
      cl::desc("L2 budget of one section (0: no sections)"),
      cl::init(32 << 20)};
  cl::opt<std::string> gpuBackend{
      "gpu-backend",
      cl::desc("fused (generated kernels), cudnn (cuDNN's fused attention, "
               "loaded at run time) or auto (cuDNN where it computes an op "
               "exactly, else fused)"),
      cl::init("fused")};
  cl::opt<int64_t> gpuBlockKv{"gpu-block-kv",
                              cl::desc("keys per tile (0: chosen per op)"),
                              cl::init(0)};
  cl::opt<int64_t> gpuStages{
      "gpu-stages", cl::desc("K/V buffers (0: chosen per op)"), cl::init(0)};
  cl::opt<std::string> gpuOverlap{
      "gpu-overlap",
      cl::desc("wgmma forward: run each tile's softmax while the previous "
               "tile's P·V is in flight (on, off, auto)"),
      cl::init("auto")};
  cl::opt<std::string> gpuProducer{
      "gpu-producer",
      cl::desc("wgmma forward: a producer warpgroup loads Q, K and V with TMA "
               "into an mbarrier ring for the consumer warpgroups (on, off, "
               "auto)"),
      cl::init("auto")};
  cl::opt<std::string> gpuPingpong{
      "gpu-pingpong",
      cl::desc("wgmma forward with a producer and overlap: the two consumer "
               "warpgroups take turns issuing their products (on, off, "
               "auto)"),
      cl::init("auto")};
  cl::opt<std::string> gpuPersistent{
      "gpu-persistent",
      cl::desc("wgmma forward with a producer: one block per resident slot, "
               "each walking query tiles heaviest first, so that one tile's "
               "stores overlap the next tile's loads (on, off, auto)"),
      cl::init("auto")};
  cl::opt<int64_t> gpuHeadsPerBlock{
      "gpu-heads-per-block",
      cl::desc("wgmma forward: query heads of one KV head's group per block "
               "(GQA packing, 1 to 4), one warpgroup each, sharing each K/V "
               "tile; 0 chooses per op"),
      cl::init(0)};
  cl::opt<std::string> gpuBackwardOverlap{
      "gpu-backward-overlap",
      cl::desc("wgmma backward: Sᵀ with dPᵀ and dV with dK issued together, "
               "dQ by bulk reductions where it fits (on, off, auto)"),
      cl::init("auto")};
  cl::opt<std::string> gpuBackwardProducer{
      "gpu-backward-producer",
      cl::desc("wgmma backward: a producer warpgroup loads each query step "
               "by TMA into an mbarrier ring, and the consumer warpgroups "
               "meet only at named barriers (on, off, auto; not yet run on "
               "a GPU: not for production)"),
      cl::init("auto")};
  cl::opt<std::string> gpuBackwardSplitColumns{
      "gpu-backward-split-columns",
      cl::desc("wgmma backward: two warpgroups on one 64-key block, each "
               "owning half of dK's, dV's and dQ's columns (on, off, auto)"),
      cl::init("auto")};
  cl::opt<bool> gpuInlineDescriptorOffsets{
      "gpu-inline-descriptor-offsets",
      cl::desc("wgmma: the k-steps' descriptors enter the asm as one base "
               "register plus constants added inside it (fewer live "
               "registers)"),
      cl::init(true)};
  cl::opt<std::string> ptxasOptions{"ptxas-options",
                                    cl::desc("extra ptxas options, e.g. -v")};
  cl::opt<int64_t> queryTile{
      "query-tile",
      cl::desc("CPU query tile rows (0: 64 forward, 32 backward)"),
      cl::init(0)};
  cl::opt<int64_t> keyTile{"key-tile", cl::desc("CPU key tile (multiple of 8)"),
                           cl::init(32)};
  cl::opt<std::string> dumpLLVMIR{"dump-llvm-ir",
                                  cl::desc("write optimised LLVM IR here")};
  cl::opt<bool> printIR{"print-ir-after-all",
                        cl::desc("print the IR after every pass")};
};
} // namespace

/// The compiler's options as the command line sets them.
static attn::CompileOptions
toCompileOptions(const CommandLineOptions &commandLine) {
  attn::CompileOptions options;
  options.target = commandLine.target;
  options.chip = commandLine.chip;
  options.gpuWarps = commandLine.gpuWarps;
  options.gpuBackwardWarps = commandLine.gpuBackwardWarps;
  options.gpuBackwardStages = commandLine.gpuBackwardStages;
  options.gpuBackwardTma = commandLine.gpuBackwardTma;
  options.gpuBackwardQueryGradHeads = commandLine.gpuBackwardQueryGradHeads;
  options.gpuBackwardQueryGradStages = commandLine.gpuBackwardQueryGradStages;
  options.gpuDeterministicBackward = commandLine.gpuDeterministicBackward;
  options.gpuBackwardQueryGrad = commandLine.gpuBackwardQueryGrad;
  options.gpuBackend = commandLine.gpuBackend;
  options.gpuMma = commandLine.gpuMma;
  options.gpuHeaviestFirst = commandLine.gpuHeaviestFirst;
  options.gpuL2Sections = commandLine.gpuL2Sections;
  options.gpuL2SectionBytes = commandLine.gpuL2SectionBytes;
  options.gpuRowTiles = commandLine.gpuRowTiles;
  options.gpuBlockKv = commandLine.gpuBlockKv;
  options.gpuStages = commandLine.gpuStages;
  options.gpuOverlap = commandLine.gpuOverlap;
  options.gpuProducer = commandLine.gpuProducer;
  options.gpuPingpong = commandLine.gpuPingpong;
  options.gpuPersistent = commandLine.gpuPersistent;
  options.gpuHeadsPerBlock = commandLine.gpuHeadsPerBlock;
  options.gpuBackwardOverlap = commandLine.gpuBackwardOverlap;
  options.gpuBackwardProducer = commandLine.gpuBackwardProducer;
  options.gpuBackwardSplitColumns = commandLine.gpuBackwardSplitColumns;
  options.gpuInlineDescriptorOffsets = commandLine.gpuInlineDescriptorOffsets;
  options.ptxasOptions = commandLine.ptxasOptions;
  options.queryTile = commandLine.queryTile;
  options.keyTile = commandLine.keyTile;
  options.library.dumpLLVMIR = commandLine.dumpLLVMIR;
  options.printIRAfterAll = commandLine.printIR;
  return options;
}

/// Parses `path` into `context`, or reports why not and returns null.
static OwningOpRef<ModuleOp>
parseInput(StringRef path, llvm::SourceMgr &sourceMgr, MLIRContext &context) {
  std::string error;
  auto file = openInputFile(path, &error);
  if (!file) {
    llvm::errs() << "attn-compile: " << error << "\n";
    return nullptr;
  }
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  if (attn::reportKnownParserDefect(sourceMgr))
    return nullptr;
  return parseSourceFile<ModuleOp>(sourceMgr, &context);
}

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  CommandLineOptions commandLine;
  cl::ParseCommandLineOptions(argc, argv, "attn ahead-of-time compiler\n");

  if (commandLine.target != "cpu" && commandLine.target != "cuda") {
    llvm::errs() << "attn-compile: unknown target '" << commandLine.target
                 << "' (available: cpu, cuda)\n";
    return 1;
  }

  DialectRegistry registry;
  attn::registerAttnCompilerDialects(registry);
  MLIRContext context(registry);
  llvm::SourceMgr sourceMgr;
  // Lives until the end: compilation reports through it too.
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);
  OwningOpRef<ModuleOp> module =
      parseInput(commandLine.input, sourceMgr, context);
  if (!module)
    return 1;

  if (failed(attn::compileToSharedLibrary(*module, commandLine.output,
                                          toCompileOptions(commandLine))))
    return 1;
  return 0;
}
