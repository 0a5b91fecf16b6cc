//===- AttnEnums.td - attn dialect enum attributes ---------*- tablegen -*-===//
//
// Layouts, causal alignments and softmax variants of attention ops, and
// the matrix units of #attn.tiling.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNENUMS_TD
#define ATTN_DIALECT_ATTN_IR_ATTNENUMS_TD

include "attn/Dialect/Attn/IR/AttnDialect.td"
include "mlir/IR/EnumAttr.td"

def Attn_Layout : I32EnumAttr<"Layout", "tensor layout of q, k, v and out", [
    I32EnumAttrCase<"bshd", 0>,
    I32EnumAttrCase<"bhsd", 1>,
    I32EnumAttrCase<"sbhd", 2>,
    I32EnumAttrCase<"thd", 3>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::attn";
}
def Attn_LayoutAttr : EnumAttr<Attn_Dialect, Attn_Layout, "layout">;

def Attn_CausalMask : I32EnumAttr<"CausalMask",
    "causal masking and the alignment of the diagonal", [
    I32EnumAttrCase<"none", 0>,
    I32EnumAttrCase<"top_left", 1>,
    I32EnumAttrCase<"bottom_right", 2>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::attn";
}
def Attn_CausalMaskAttr : EnumAttr<Attn_Dialect, Attn_CausalMask, "causal">;

def Attn_SoftmaxKind : I32EnumAttr<"SoftmaxKind",
    "softmax variant: which extra term the denominator carries", [
    I32EnumAttrCase<"vanilla", 0>,
    I32EnumAttrCase<"off_by_one", 1>,
    I32EnumAttrCase<"learnable", 2>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::attn";
}
def Attn_SoftmaxKindAttr : EnumAttr<Attn_Dialect, Attn_SoftmaxKind, "softmax">;

def Attn_MatrixUnit : I32EnumAttr<"MatrixUnit",
    "which tensor-core instruction a generated kernel multiplies with", [
    I32EnumAttrCase<"automatic", 0, "auto">,
    I32EnumAttrCase<"mma_sync", 1>,
    I32EnumAttrCase<"wgmma", 2>
  ]> {
  let genSpecializedAttr = 0;
  let cppNamespace = "::mlir::attn";
}

#endif // ATTN_DIALECT_ATTN_IR_ATTNENUMS_TD
