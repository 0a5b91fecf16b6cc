//===- AttnNVToLLVM.h - attn_nv ops to PTX inline assembly ------*- C++ -*-===//
//
// The lowering of the typed PTX ops (attn_nv) to LLVM inline assembly: the
// one place where that PTX is written.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_ATTNNVTOLLVM_ATTNNVTOLLVM_H
#define ATTN_CONVERSION_ATTNNVTOLLVM_ATTNNVTOLLVM_H

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Pass/Pass.h"

namespace mlir {
class RewritePatternSet;
namespace attn {

/// Patterns that rewrite every attn_nv op into llvm.inline_asm. With
/// `inlineDescriptorOffsets`, warpgroup products take each matrix
/// descriptor that is a common base plus a constant as that base, adding
/// the constant inside the asm.
void populateAttnNVToLLVMPatterns(RewritePatternSet &patterns,
                                  bool inlineDescriptorOffsets = true);

/// Turns each argument of `kernel` whose address attn_nv.tensor_map_address
/// takes into a 64-byte aligned byval grid-constant parameter and replaces
/// those ops by it; fails (with an error at the op) on any other use.
LogicalResult lowerTensorMapParams(LLVM::LLVMFuncOp kernel);

#define GEN_PASS_DECL_CONVERTATTNNVTOLLVMPASS
#define GEN_PASS_DECL_ATTNNVLOWERTENSORMAPPARAMSPASS
#define GEN_PASS_DECL_ATTNNVEXTERNDYNAMICSHAREDPASS
#include "attn/Conversion/Passes.h.inc"

} // namespace attn
} // namespace mlir

#endif // ATTN_CONVERSION_ATTNNVTOLLVM_ATTNNVTOLLVM_H
