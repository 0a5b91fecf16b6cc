//===- Passes.h - attn's dialect-independent passes -------------*- C++ -*-===//
//
// Declarations and registration of the passes in Transforms/Passes.td.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TRANSFORMS_PASSES_H
#define ATTN_TRANSFORMS_PASSES_H

#include "attn/ModuleAbi.h"

#include "mlir/Pass/Pass.h"

namespace mlir::attn {

/// The string global that describes a compiled module's entries, and the
/// prefix of the uniform entry wrappers (runtime/include/attn/ModuleAbi.h).
using ::attn::abi::kEntryPrefix;
using ::attn::abi::kManifestSymbol;

#define GEN_PASS_DECL
#include "attn/Transforms/Passes.h.inc"

/// What attn-decompose-linalg does, for passes that need it as a prologue.
LogicalResult decomposeLinalgToGenerics(Operation *root);

#define GEN_PASS_REGISTRATION
#include "attn/Transforms/Passes.h.inc"

} // namespace mlir::attn

#endif // ATTN_TRANSFORMS_PASSES_H
