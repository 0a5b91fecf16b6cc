//===- Passes.h - attn's dialect-independent passes -------------*- C++ -*-===//
//
// Declarations and registration of the passes in Transforms/Passes.td.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TRANSFORMS_PASSES_H
#define ATTN_TRANSFORMS_PASSES_H

#include "mlir/Pass/Pass.h"

namespace mlir::attn {

/// Name of the string global that describes a compiled module's entries.
inline constexpr const char kManifestSymbol[] = "attn_module_manifest";
/// Prefix of the uniform entry wrappers.
inline constexpr const char kEntryPrefix[] = "attn_entry_";

#define GEN_PASS_DECL
#include "attn/Transforms/Passes.h.inc"

/// What attn-decompose-linalg does, for passes that need it as a prologue.
LogicalResult decomposeLinalgToGenerics(Operation *root);

#define GEN_PASS_REGISTRATION
#include "attn/Transforms/Passes.h.inc"

} // namespace mlir::attn

#endif // ATTN_TRANSFORMS_PASSES_H
