//===- AttnOps.td - attn dialect operations ----------------*- tablegen -*-===//
//
// attn.sdpa (forward) and attn.sdpa_grad (backward); the tile-level ops
// (AttnTileOps.td).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNOPS_TD
#define ATTN_DIALECT_ATTN_IR_ATTNOPS_TD

include "attn/Dialect/Attn/IR/AttnDialect.td"
include "attn/Dialect/Attn/IR/AttnAttrs.td"
include "attn/Dialect/Attn/IR/AttnInterfaces.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Attn_FloatTensor : RankedTensorOf<[F32, F16, BF16]>;
def Attn_F32Tensor : RankedTensorOf<[F32]>;
def Attn_I32Tensor : RankedTensorOf<[I32]>;

// Operands and attributes shared by the forward and the backward op.
defvar Attn_OptionalOperands = (ins
  Optional<Attn_FloatTensor>:$bias,
  Optional<Attn_F32Tensor>:$alibi_slopes,
  Optional<Attn_F32Tensor>:$sink,
  Optional<Attn_I32Tensor>:$seqlens_q,
  Optional<Attn_I32Tensor>:$seqlens_kv,
  Optional<I64>:$dropout_seed,
  Optional<I64>:$dropout_offset
);
defvar Attn_Attributes = (ins
  Attn_LayoutAttr:$layout,
  DefaultValuedAttr<Attn_CausalMaskAttr, "CausalMask::none">:$causal,
  OptionalAttr<DenseI64ArrayAttr>:$window,
  OptionalAttr<F64Attr>:$scale,
  DefaultValuedAttr<Attn_SoftmaxKindAttr, "SoftmaxKind::vanilla">:$softmax,
  DefaultValuedAttr<F64Attr, "0.0">:$dropout
);

// The clauses after the operands read like the op's documentation: every
// optional operand and every non-default attribute is named.
defvar Attn_ClausesFormat = [{
  (`bias` `(` $bias^ `)`)?
  (`alibi` `(` $alibi_slopes^ `)`)?
  (`sink` `(` $sink^ `)`)?
  (`seqlens_q` `(` $seqlens_q^ `)`)?
  (`seqlens_kv` `(` $seqlens_kv^ `)`)?
  (`rng` `(` $dropout_seed^ `,` $dropout_offset `)`)?
  `layout` `=` `` $layout
  (`causal` `=` `` $causal^)?
  (`window` `=` $window^)?
  (`scale` `=` $scale^)?
  (`softmax` `=` `` $softmax^)?
  (`dropout` `=` $dropout^)?
  attr-dict
}];

// The optional modifier regions, printed after the types.
defvar Attn_RegionsFormat = [{
  (`score_mod` $score_mod^)?
  (`mask_mod` $mask_mod^)?
}];
defvar Attn_Regions = (region
  MaxSizedRegion<1>:$score_mod,
  MaxSizedRegion<1>:$mask_mod
);

// The semantics of the modifier regions, shared by both ops' descriptions.
defvar Attn_ModifiersDescription = [{
    **Modifiers.** Two optional single-block regions refine the scores and
    the mask, as FlexAttention's `score_mod` and `mask_mod` do. Both see the
    batch entry b (the sequence for `thd`), the query head h and the
    positions i, j within the sequence, as `index` block arguments:

    - `score_mod` `(b, h, i, j: index, s: f32)`: yields the f32 score that
      replaces s(i, j) in the softmax. It is applied to allowed pairs only,
      after `scale`, `bias` and `alibi`; the sink logit σ does not pass
      through it.
    - `mask_mod` `(b, h, i, j: index)`: yields an i1; a pair is allowed only
      where it is true, in addition to the rules above.

    The regions hold side-effect-free `arith` and `math` operations ended by
    `attn.yield`, and use nothing defined outside them. For the backward,
    attn.sdpa_grad multiplies dS by ∂score_mod/∂s, derived from the region's
    operations (see `attn.sdpa_grad`).
}];

// Accessors that give every attribute its documented meaning.
defvar Attn_CommonDeclarations = [{
    /// The left/right window extents; -1 means unbounded.
    int64_t getWindowLeft() {
      auto window = getWindow();
      return window && window->size() == 2 ? (*window)[0] : -1;
    }
    int64_t getWindowRight() {
      auto window = getWindow();
      return window && window->size() == 2 ? (*window)[1] : -1;
    }
    /// Head dimension of queries and keys (the last dimension of `query`).
    int64_t getHeadDimQK() {
      return ::llvm::cast<::mlir::RankedTensorType>(getQuery().getType())
          .getShape().back();
    }
    /// The scale applied to q·kᵀ: the explicit `scale`, else 1/sqrt(d_qk).
    /// Returns std::nullopt when d_qk is dynamic and no scale is given.
    std::optional<double> getEffectiveScale();
    /// Shapes of the operands, decoded according to the layout.
    ::mlir::attn::AttentionDims getDims();
    /// The score_mod region's block, or nullptr when the op has none.
    ::mlir::Block *getScoreModBlock() {
      return getScoreMod().empty() ? nullptr : &getScoreMod().front();
    }
    /// The mask_mod region's block, or nullptr when the op has none.
    ::mlir::Block *getMaskModBlock() {
      return getMaskMod().empty() ? nullptr : &getMaskMod().front();
    }
    /// Whether the op has a score_mod or a mask_mod region.
    bool hasModifiers() { return getScoreModBlock() || getMaskModBlock(); }
}];

def Attn_SdpaOp : Attn_Op<"sdpa",
    [Pure, AttrSizedOperandSegments, IsolatedFromAbove,
     Attn_AttentionOpInterface]> {
  let summary = "scaled dot-product attention (forward)";
  let description = [{
    Computes `out = softmax(mask(scale · q·kᵀ + bias)) · v` without
    materialising the scores, and optionally the log-sum-exp of each row
    (`lse`) that the backward op needs.

    **Layouts.** `layout` fixes how `query`, `key`, `value` and `out` are
    laid out (B batch, S sequence, H heads, D head dimension):

    | layout | query            | key / value          | out              |
    |--------|------------------|----------------------|------------------|
    | `bshd` | [B, Sq, Hq, Dqk] | [B, Skv, Hkv, Dqk/Dv] | [B, Sq, Hq, Dv]  |
    | `bhsd` | [B, Hq, Sq, Dqk] | [B, Hkv, Skv, Dqk/Dv] | [B, Hq, Sq, Dv]  |
    | `sbhd` | [Sq, B, Hq, Dqk] | [Skv, B, Hkv, Dqk/Dv] | [Sq, B, Hq, Dv]  |
    | `thd`  | [Tq, Hq, Dqk]    | [Tkv, Hkv, Dqk/Dv]    | [Tq, Hq, Dv]     |

    `thd` packs B variable-length sequences along T; `seqlens_q` and
    `seqlens_kv` are then required and hold cumulative offsets (i32, [B+1],
    starting at 0): sequence b occupies tokens [cu[b], cu[b+1]). For the other
    layouts `seqlens_q`/`seqlens_kv` are optional per-batch valid lengths
    (i32, [B]) that describe right-padding. `lse` is f32 [B, Hq, Sq]
    ([Hq, Tq] for `thd`).

    **Heads.** Hq must be a multiple of Hkv; query head h reads kv head
    g(h) = h / (Hq / Hkv) (GQA; MQA when Hkv = 1). Dv may differ from Dqk
    (multi-head latent attention).

    **Mask.** Let Lq(b), Lkv(b) be the valid lengths of batch b (Sq and Skv
    without padding) and o(b) = Lkv(b) − Lq(b) if `causal` is `bottom_right`,
    else 0. With `window = [l, r]` (-1 = unbounded on that side, the default),
    the pair (i, j) of query row i and key column j is *allowed* iff

    - i < Lq(b) and j < Lkv(b),
    - `causal` ≠ `none` ⇒ j ≤ i + o(b),
    - l ≥ 0 ⇒ j ≥ i + o(b) − l, and r ≥ 0 ⇒ j ≤ i + o(b) + r.

    Both window bounds are inclusive.

    **Scores and softmax.** s(i, j) = scale · Σ_d q[i, d]·k[j, d] + bias[b, h,
    i, j] − slope[h]·|i + o(b) − j|, where `bias` (post-scale, any tensor
    broadcastable to [B, Hq, Sq, Skv]) and `alibi` slopes (f32 [Hq]) are each
    optional and `scale` defaults to 1/sqrt(Dqk). The softmax runs over the
    allowed j of each row, with a sink logit σ whose term joins the
    denominator: σ = −∞ for `vanilla`, 0 for `off_by_one`, `sink[h]` (f32
    [Hq], required) for `learnable`:

        m(i) = max(σ, max_{allowed j} s(i, j))
        Z(i) = exp(σ − m(i)) + Σ_{allowed j} exp(s(i, j) − m(i))
        p(i, j) = exp(s(i, j) − m(i)) / Z(i)   (0 where not allowed)
        lse(i) = m(i) + log Z(i)

    A row with nothing allowed and no sink gives out = 0 and lse = −∞, never
    NaN. All arithmetic accumulates in f32 whatever the element type.
  }] # Attn_ModifiersDescription # [{
    **Dropout.** With `dropout` = p > 0 (p in [0, 1), requires `rng`), each
    p(i, j) is kept iff u ≥ floor(p · 2³²) and then scaled by 1/(1 − p), where
    u is word 0 of Philox4x32-10 with key (seed mod 2³², seed div 2³²) and
    counter (j, i, b·Hq + h, offset mod 2³²); i and j count within the
    sequence. Every backend draws this same mask.

    Finally out[i] = Σ_j p(i, j)·v[j], stored in the element type of `query`.

    Example (the seed workload: GQA 128/8, causal sliding window (128, 0)):

    ```mlir
    %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left
        window = [128, 0]
        : (tensor<2x4096x128x128xbf16>, tensor<2x4096x8x128xbf16>,
           tensor<2x4096x8x128xbf16>)
        -> (tensor<2x4096x128x128xbf16>, tensor<2x128x4096xf32>)
    ```

    Example with modifiers (Gemma 2's soft-capped scores under a prefix-LM
    mask: the first 16 keys are visible to every query):

    ```mlir
    %out = attn.sdpa %q, %k, %v layout = bshd
        : (tensor<2x64x8x64xbf16>, tensor<2x64x8x64xbf16>,
           tensor<2x64x8x64xbf16>) -> tensor<2x64x8x64xbf16>
        score_mod {
        ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
          %cap = arith.constant 50.0 : f32
          %x = arith.divf %s, %cap : f32
          %t = math.tanh %x : f32
          %y = arith.mulf %t, %cap : f32
          attn.yield %y : f32
        }
        mask_mod {
        ^bb0(%b: index, %h: index, %i: index, %j: index):
          %c16 = arith.constant 16 : index
          %causal = arith.cmpi sle, %j, %i : index
          %prefix = arith.cmpi slt, %j, %c16 : index
          %ok = arith.ori %causal, %prefix : i1
          attn.yield %ok : i1
        }
    ```
  }];

  let arguments = !con((ins
    Attn_FloatTensor:$query,
    Attn_FloatTensor:$key,
    Attn_FloatTensor:$value), Attn_OptionalOperands, Attn_Attributes);
  let results = (outs
    Attn_FloatTensor:$out,
    Optional<Attn_F32Tensor>:$lse);
  let regions = Attn_Regions;

  let assemblyFormat = !strconcat("$query `,` $key `,` $value ",
      Attn_ClausesFormat, "`:` functional-type(operands, results)",
      Attn_RegionsFormat);
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = Attn_CommonDeclarations;
}

def Attn_SdpaGradOp : Attn_Op<"sdpa_grad",
    [Pure, AttrSizedOperandSegments, AttrSizedResultSegments,
     IsolatedFromAbove, Attn_AttentionOpInterface]> {
  let summary = "gradients of scaled dot-product attention (backward)";
  let description = [{
    Given the forward `attn.sdpa` with the same operands and attributes, its
    output `out`, the row log-sum-exp `lse` it returned, and the gradient
    `d_out` of a loss with respect to `out`, computes the gradients with
    respect to `query`, `key` and `value`, and optionally with respect to
    the post-scale `bias` (`d_bias`, same shape as `bias`: summed over its
    broadcast dimensions) and the learnable `sink` (`d_sink`, f32 [Hq]).

    With P the forward probabilities recomputed from `lse`, P' = P with the
    dropout mask and 1/(1 − p) applied, and D(i) = Σ_d d_out[i, d]·out[i, d]:

        dV[j]    = Σ_{h in group, i} P'(i, j) · d_out[i]
        dS(i, j) = P(i, j) · (keep(i, j)/(1 − p) · d_out[i]·v[j] − D(i))
        dQ[i]    = scale · Σ_j dS(i, j) · k[j]
        dK[j]    = scale · Σ_{h in group, i} dS(i, j) · q[i]
        d_bias   = dS summed over the broadcast dimensions of `bias`
        d_sink[h] = −Σ_{b, i} exp(σ − lse(i)) · D(i)

    With a `score_mod` region f, P and P' use the modified scores f(s), and
    the gradients flow through f: dS(i, j) above is multiplied by
    ∂f/∂s at s(i, j) before it enters dQ, dK and d_bias. The derivative is
    built from the region's operations by forward-mode differentiation:
    arith constants, addf, subf, mulf, divf, negf, maximumf, minimumf
    (the derivative of the selected operand; the first one on ties),
    select, and math tanh, exp, exp2, log, log2, log1p, sqrt, rsqrt and
    absf; integer and comparison operations have none. The verifier names
    any other operation that the score depends on. `mask_mod` has no
    gradient.

    Key and value gradients of a GQA group are summed over its query heads.
    Masked pairs contribute nothing. Gradients are stored in the element
    types of the tensors they belong to; accumulation is f32.

    Example:

    ```mlir
    %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %out, %dout, %lse
        layout = bshd causal = top_left
        : (tensor<2x64x8x64xbf16>, tensor<2x64x2x64xbf16>,
           tensor<2x64x2x64xbf16>, tensor<2x64x8x64xbf16>,
           tensor<2x64x8x64xbf16>, tensor<2x8x64xf32>)
        -> (tensor<2x64x8x64xbf16>, tensor<2x64x2x64xbf16>,
            tensor<2x64x2x64xbf16>)
    ```

    Requested bias and sink gradients are named in the result types:
    `-> (dq type, dk type, dv type) d_bias(tensor<...>) d_sink(tensor<8xf32>)`.
  }];

  let arguments = !con((ins
    Attn_FloatTensor:$query,
    Attn_FloatTensor:$key,
    Attn_FloatTensor:$value,
    Attn_FloatTensor:$out,
    Attn_FloatTensor:$d_out,
    Attn_F32Tensor:$lse), Attn_OptionalOperands, Attn_Attributes);
  let results = (outs
    Attn_FloatTensor:$d_query,
    Attn_FloatTensor:$d_key,
    Attn_FloatTensor:$d_value,
    Optional<Attn_FloatTensor>:$d_bias,
    Optional<Attn_F32Tensor>:$d_sink);
  let regions = Attn_Regions;

  let assemblyFormat = !strconcat(
      "$query `,` $key `,` $value `,` $out `,` $d_out `,` $lse ",
      Attn_ClausesFormat,
      // Optional gradients are named so that the result list is unambiguous.
      "`:` `(` type(operands) `)` `->` `(` type($d_query) `,` type($d_key) "
      "`,` type($d_value) `)` (`d_bias` `(` type($d_bias)^ `)`)? "
      "(`d_sink` `(` type($d_sink)^ `)`)?", Attn_RegionsFormat);
  let hasVerifier = 1;
  let hasCanonicalizer = 1;
  let extraClassDeclaration = Attn_CommonDeclarations;
}

def Attn_YieldOp : Attn_Op<"yield", [Pure, Terminator,
    ParentOneOf<["SdpaOp", "SdpaGradOp", "OnlineStepOp", "QueryGradStepOp",
                 "KeyGradStepOp"]>]> {
  let summary = "ends a score_mod or mask_mod region";
  let description = [{
    Yields the modified score (f32, in `score_mod`) or the mask bit (i1, in
    `mask_mod`) of one (b, h, i, j) pair; see "Modifiers" on `attn.sdpa`.

    ```mlir
    attn.yield %s : f32
    ```
  }];
  let arguments = (ins AnyType:$value);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

include "attn/Dialect/Attn/IR/AttnTileOps.td"

#endif // ATTN_DIALECT_ATTN_IR_ATTNOPS_TD
