//===- SharedLibrary.h - LLVM dialect -> loadable shared object -*- C++ -*-===//
//
// The last step of CPU compilation: translate an LLVM-dialect module to LLVM
// IR, optimise it for the host, emit an object file and link it into a
// shared object that the runtime can dlopen().
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TARGET_CPU_SHAREDLIBRARY_H
#define ATTN_TARGET_CPU_SHAREDLIBRARY_H

#include "mlir/IR/BuiltinOps.h"

#include <string>

namespace mlir::attn {

struct SharedLibraryOptions {
  /// LLVM optimisation level (0-3).
  unsigned optLevel = 3;
  /// Target CPU; empty means the host CPU with all its features.
  std::string cpu;
  /// Link against the OpenMP runtime (for parallel loops).
  bool openmp = true;
  /// Prefix given to the `mgpu*` launch functions that upstream's
  /// gpu-to-llvm lowering calls (e.g. "attn_" -> attn_mgpuLaunchKernel), so
  /// that they bind to the attn runtime even in processes where another
  /// library also defines the upstream names; empty keeps them.
  std::string launchSymbolPrefix;
  /// Where to write the optimised LLVM IR as text, if non-empty.
  std::string dumpLLVMIR;
};

/// Writes a shared object for `module` (LLVM dialect) to `outputPath`.
/// Failures are reported as diagnostics on the module.
LogicalResult emitSharedLibrary(ModuleOp module, StringRef outputPath,
                                const SharedLibraryOptions &options);

} // namespace mlir::attn

#endif // ATTN_TARGET_CPU_SHAREDLIBRARY_H
