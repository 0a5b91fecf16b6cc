//===- AttnNVToLLVM.h - attn_nv ops to PTX inline assembly ------*- C++ -*-===//
//
// The lowering of the typed PTX ops (attn_nv) to LLVM inline assembly: the
// one place where that PTX is written.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_ATTNNVTOLLVM_ATTNNVTOLLVM_H
#define ATTN_CONVERSION_ATTNNVTOLLVM_ATTNNVTOLLVM_H

#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
namespace attn {

/// Patterns that rewrite every attn_nv op into llvm.inline_asm.
void populateAttnNVToLLVMPatterns(RewritePatternSet &patterns);

#define GEN_PASS_DECL_CONVERTATTNNVTOLLVMPASS
#include "attn/Conversion/Passes.h.inc"

} // namespace attn
} // namespace mlir

#endif // ATTN_CONVERSION_ATTNNVTOLLVM_ATTNNVTOLLVM_H
