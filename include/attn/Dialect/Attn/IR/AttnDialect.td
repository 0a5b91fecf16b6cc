//===- AttnDialect.td - attn dialect definition ------------*- tablegen -*-===//
//
// The attn dialect: attention as first-class ops.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNDIALECT_TD
#define ATTN_DIALECT_ATTN_IR_ATTNDIALECT_TD

include "mlir/IR/OpBase.td"

def Attn_Dialect : Dialect {
  let name = "attn";
  let cppNamespace = "::mlir::attn";
  let summary = "Scaled dot-product attention as first-class operations";
  let description = [{
    The `attn` dialect represents attention, `softmax(mask(scale * Q Kᵀ + bias)) V`,
    as single operations whose attributes carry every feature that fused
    attention libraries expose: tensor layouts, grouped-query heads, distinct
    query/key and value head dimensions, causal and sliding-window masks,
    padding, additive bias and ALiBi, softmax variants with sinks, and dropout.

    Frontends either emit `attn` ops directly or write attention naively with
    linalg/tensor/arith/math ops and let `attn-raise` recognise it. Backends
    (fused CPU loops, generated GPU kernels, cuDNN) all implement the single
    semantics documented on `attn.sdpa`.
  }];
  // The modifier regions of the attention ops hold arith and math ops.
  let dependentDialects = ["::mlir::arith::ArithDialect",
                           "::mlir::math::MathDialect"];
  let useDefaultAttributePrinterParser = 1;
  let useDefaultTypePrinterParser = 1;
  // Checks the discardable `attn.tiling` attribute.
  let hasOperationAttrVerify = 1;
  let extraClassDeclaration = [{
    /// The discardable attribute that overrides an op's kernel tiling.
    static constexpr ::llvm::StringLiteral kTilingAttrName = "attn.tiling";
  }];
  let hasCanonicalizer = 0;
  // attn.band_keys folds to index constants.
  let hasConstantMaterializer = 1;
}

class Attn_Op<string mnemonic, list<Trait> traits = []>
    : Op<Attn_Dialect, mnemonic, traits>;

#endif // ATTN_DIALECT_ATTN_IR_ATTNDIALECT_TD
