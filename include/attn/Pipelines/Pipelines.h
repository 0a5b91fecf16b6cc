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

struct CPUPipelineOptions : public PassPipelineOptions<CPUPipelineOptions> {
  Option<int64_t> queryTile{*this, "query-tile",
                            llvm::cl::desc("query rows per parallel task"),
                            llvm::cl::init(32)};
  Option<int64_t> keyTile{*this, "key-tile",
                          llvm::cl::desc("keys per inner tile (multiple of 8)"),
                          llvm::cl::init(32)};
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

/// Registers the named pipelines with the global pass registry.
void registerAttnPipelines();

/// Registers the attn dialect and every dialect, interface model and
/// extension the pipelines create or rely on (bufferization models of func,
/// linalg, tensor, ...; LLVM conversion interfaces).
void registerAttnCompilerDialects(DialectRegistry &registry);

} // namespace mlir::attn

#endif // ATTN_PIPELINES_PIPELINES_H
