//===- AttnInterfaces.td - interfaces of the attn dialect --*- tablegen -*-===//
//
// AttentionOpInterface: what attn.sdpa and attn.sdpa_grad share.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNINTERFACES_TD
#define ATTN_DIALECT_ATTN_IR_ATTNINTERFACES_TD

include "mlir/IR/OpBase.td"

// An interface method that forwards to the op's own accessor of that name.
class Attn_ForwardedMethod<string description, string returnType,
                           string name>
    : InterfaceMethod<description, returnType, name, (ins),
                      "return $_op." # name # "();">;

def Attn_AttentionOpInterface : OpInterface<"AttentionOpInterface"> {
  let cppNamespace = "::mlir::attn";
  let description = [{
    The operands, attributes and modifier regions that the forward
    (`attn.sdpa`) and the backward (`attn.sdpa_grad`) attention ops share,
    with the meaning documented on `attn.sdpa`. Backends and backend
    selection read attention problems through it, so that a rule about the
    problem (its mask band, its shapes, its scale) is written once for both
    directions.
  }];

  let methods = [
    Attn_ForwardedMethod<"The query tensor.", "::mlir::Value", "getQuery">,
    Attn_ForwardedMethod<"The key tensor.", "::mlir::Value", "getKey">,
    Attn_ForwardedMethod<"The value tensor.", "::mlir::Value", "getValue">,
    Attn_ForwardedMethod<"The post-scale additive bias, or null.",
                         "::mlir::Value", "getBias">,
    Attn_ForwardedMethod<"The ALiBi slopes (f32 [Hq]), or null.",
                         "::mlir::Value", "getAlibiSlopes">,
    Attn_ForwardedMethod<"The learnable sink logits (f32 [Hq]), or null.",
                         "::mlir::Value", "getSink">,
    Attn_ForwardedMethod<"Per-batch valid query lengths, or cumulative "
                         "offsets for `thd`; null when absent.",
                         "::mlir::Value", "getSeqlensQ">,
    Attn_ForwardedMethod<"Per-batch valid key lengths, or cumulative "
                         "offsets for `thd`; null when absent.",
                         "::mlir::Value", "getSeqlensKv">,
    Attn_ForwardedMethod<"The dropout seed (i64), or null.",
                         "::mlir::Value", "getDropoutSeed">,
    Attn_ForwardedMethod<"The dropout counter offset (i64), or null.",
                         "::mlir::Value", "getDropoutOffset">,
    Attn_ForwardedMethod<"The tensor layout.", "::mlir::attn::Layout",
                         "getLayout">,
    Attn_ForwardedMethod<"The causal mask and its alignment.",
                         "::mlir::attn::CausalMask", "getCausal">,
    Attn_ForwardedMethod<"The left window extent (-1: unbounded).",
                         "int64_t", "getWindowLeft">,
    Attn_ForwardedMethod<"The right window extent (-1: unbounded).",
                         "int64_t", "getWindowRight">,
    Attn_ForwardedMethod<"The softmax variant.", "::mlir::attn::SoftmaxKind",
                         "getSoftmax">,
    Attn_ForwardedMethod<"The scale of q·kᵀ: explicit or 1/sqrt(d_qk); none "
                         "when d_qk is dynamic and no scale is given.",
                         "std::optional<double>", "getEffectiveScale">,
    Attn_ForwardedMethod<"The problem sizes, decoded by layout.",
                         "::mlir::attn::AttentionDims", "getDims">,
    Attn_ForwardedMethod<"The score_mod block, or null.", "::mlir::Block *",
                         "getScoreModBlock">,
    Attn_ForwardedMethod<"The mask_mod block, or null.", "::mlir::Block *",
                         "getMaskModBlock">,
    InterfaceMethod<"The dropout probability p in [0, 1).", "double",
                    "getDropoutProbability", (ins),
                    "return $_op.getDropout().convertToDouble();">
  ];

  let extraSharedClassDeclaration = [{
    /// Whether the mask_mod reads its head index: then query heads differ
    /// in the keys they see, and a kernel that walks one key range for
    /// several heads cannot take them together.
    bool maskModReadsHead() {
      ::mlir::Block *maskMod = $_op.getMaskModBlock();
      return maskMod && !maskMod->getArgument(1).use_empty();
    }
    /// The mask band (MaskBand.h) of the causal and window attributes, its
    /// extents clamped to the operand extents so that band arithmetic
    /// cannot overflow.
    ::mlir::attn::MaskBand getMaskBand() {
      ::mlir::attn::AttentionDims dims = $_op.getDims();
      return ::mlir::attn::MaskBand::get(
          $_op.getCausal() != ::mlir::attn::CausalMask::none,
          $_op.getCausal() == ::mlir::attn::CausalMask::bottom_right,
          ::mlir::attn::clampWindowExtent($_op.getWindowLeft(), dims.seqQ,
                                          dims.seqKv),
          ::mlir::attn::clampWindowExtent($_op.getWindowRight(), dims.seqQ,
                                          dims.seqKv));
    }
  }];
}

#endif // ATTN_DIALECT_ATTN_IR_ATTNINTERFACES_TD
