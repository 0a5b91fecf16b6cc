//===- AttnTileOps.td - tile-level attention ops -----------*- tablegen -*-===//
//
// The tile-level IR between the attention ops and a backend: the key range
// of a block of query rows and the row range of a block of keys under the
// mask band; the three steps of one query tile's online softmax (forward);
// the three steps of a query tile's dQ and of a key tile's dK/dV
// (backward). attn-tile emits them; each backend lowers them.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNTILEOPS_TD
#define ATTN_DIALECT_ATTN_IR_ATTNTILEOPS_TD

include "attn/Dialect/Attn/IR/AttnTypes.td"

def Attn_FloatMemRef : MemRefOf<[F32, F16, BF16]>;
def Attn_F32MemRef : MemRefOf<[F32]>;

def Attn_BandKeysOp : Attn_Op<"band_keys", [Pure]> {
  let summary = "the keys a block of query rows can see under a mask band";
  let description = [{
    Returns the half-open key range [begin, end) that holds every key some
    row of `[first_row, last_row]` is allowed to see under `band`, for a
    sequence of valid lengths `length_q` and `length_kv`:

        begin = max(0, first_row + o − left)            (0 when unbounded)
        end   = min(length_kv, last_row + o + right + 1) (length_kv when
                                                          unbounded)

    with o = length_kv − length_q for a bottom-right band, else 0, and
    end = begin when last_row < first_row (no valid row). A loop over the
    key tiles of [begin, end) is a loop over only the reachable tiles: this
    op is where the tile IR skips what the mask removes. Rows must lie below
    `length_q`; the caller clamps them.

    ```mlir
    %lo, %hi = attn.band_keys #attn.band<left = 128, right = 0>
        rows [%first, %last] lengths [%lq, %lkv]
    ```
  }];
  let arguments = (ins Attn_BandAttr:$band, Index:$first_row, Index:$last_row,
                       Index:$length_q, Index:$length_kv);
  let results = (outs Index:$begin, Index:$end);
  let assemblyFormat = [{
    qualified($band) `rows` ` ` `[` $first_row `,` $last_row `]`
    `lengths` ` ` `[` $length_q `,` $length_kv `]` attr-dict
  }];
  let hasFolder = 1;
}

def Attn_OnlineInitOp : Attn_Op<"online_init", []> {
  let summary = "starts a query tile's online softmax";
  let description = [{
    Creates the online-softmax state of query rows
    `[row_start, row_start + rows)` of query head `head` in batch entry
    `batch` (`layout` says how `query` is indexed): the rows scaled by
    `scale`, every running maximum −∞, every running sum 0 and the
    accumulator 0. `rows` is at most the state's `rows`; the state's other
    rows are never read. For the packed `thd` layout, `base` is the token
    of the sequence's row 0 (and row i is token base + i); padded layouts
    take no base.

    ```mlir
    %s = attn.online_init %q at [%b, %h] rows [%q0, %n] layout = bshd
        scale = 0.125 : memref<2x256x8x64xbf16>
        -> !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64,
                              head_dim_v = 64>
    ```
  }];
  let arguments = (ins Arg<Attn_FloatMemRef, "query", [MemRead]>:$query,
                       Index:$batch, Index:$head, Index:$row_start,
                       Index:$rows, Optional<Index>:$base,
                       Attn_LayoutAttr:$layout, F64Attr:$scale);
  let results = (outs Attn_OnlineStateType:$state);
  let assemblyFormat = [{
    $query `at` ` ` `[` $batch `,` $head `]` `rows` ` ` `[` $row_start `,` $rows `]`
    (`base` `(` $base^ `)`)?
    `layout` `=` `` $layout `scale` `=` $scale attr-dict `:` type($query) `->`
    qualified(type($state))
  }];
  let hasVerifier = 1;
}

def Attn_OnlineStepOp : Attn_Op<"online_step", [AttrSizedOperandSegments,
    IsolatedFromAbove, AllTypesMatch<["state", "result"]>]> {
  let summary = "adds one key tile to a query tile's online softmax";
  let description = [{
    Adds keys `[key_start, key_start + keys)` (`keys` at most the state's
    `keys`, all below the key extent) of key/value head `kv_head` to the
    state of query rows `[row_start, row_start + rows)` of query head
    `head`. For each row i and key j of the tile, with q the state's scaled
    query row:

        s_ij = q_i · k_j + bias[b, head, i, j] − slope[head]·|i + o − j|
        s_ij = −∞ where band (with lengths `length_q`, `length_kv`) does
               not allow (i, j)
        m'_i = max(m_i, max_j s_ij)
        l'_i = l_i · exp(m_i − m'_i) + Σ_j exp(s_ij − m'_i)
        acc'_i = acc_i · exp(m_i − m'_i) + Σ_j exp(s_ij − m'_i) · v_j

    where exp(−∞ − (−∞)) counts as 0 (a row with no allowed key so far keeps
    m = −∞, l = 0, acc = 0). The bias and ALiBi terms are present only with
    their operands; o is the band's diagonal offset. A tile that the band
    allows wholly needs no mask; a backend decides that per tile with the
    band's `tileInside`.

    The modifiers, dropout and packed sequences are those of `attn.sdpa`:

    - `score_mod (b, h, i, j, s) -> s'` replaces each score after the
      additive terms; `mask_mod (b, h, i, j) -> i1` removes the pairs it
      rejects, like the band. A tile that mask_mod empties adds nothing.
    - With `dropout` p > 0 (and `rng(seed, offset)`, and `heads_q` for the
      counter's head index b·Hq + h), the probabilities added to acc (not
      those added to l) are Philox-dropped and scaled by 1/(1 − p).
    - For `thd`, `key_base` is the token of the sequence's key 0.

    ```mlir
    %s1 = attn.online_step %s0, %k, %v at [%b, %h, %kvh]
        rows [%q0, %n] keys [%k0, %nk] lengths [%lq, %lkv]
        band = #attn.band<right = 0> layout = bshd
        : memref<2x256x2x64xbf16>, memref<2x256x2x64xbf16>,
          !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64,
                             head_dim_v = 64>
    ```
  }];
  let arguments = (ins Attn_OnlineStateType:$state,
                       Arg<Attn_FloatMemRef, "key", [MemRead]>:$key,
                       Arg<Attn_FloatMemRef, "value", [MemRead]>:$value,
                       Arg<Optional<Attn_FloatMemRef>, "bias", [MemRead]>:$bias,
                       Arg<Optional<Attn_F32MemRef>, "ALiBi slopes",
                           [MemRead]>:$alibi_slopes,
                       Optional<I64>:$dropout_seed,
                       Optional<I64>:$dropout_offset,
                       Index:$batch, Index:$head, Index:$kv_head,
                       Index:$row_start, Index:$rows, Index:$key_start,
                       Index:$keys, Index:$length_q, Index:$length_kv,
                       Optional<Index>:$key_base,
                       Attn_BandAttr:$band, Attn_LayoutAttr:$layout,
                       DefaultValuedAttr<F64Attr, "0.0">:$dropout,
                       DefaultValuedAttr<I64Attr, "0">:$heads_q);
  let results = (outs Attn_OnlineStateType:$result);
  let regions = (region MaxSizedRegion<1>:$score_mod,
                        MaxSizedRegion<1>:$mask_mod);
  let assemblyFormat = [{
    $state `,` $key `,` $value
    (`bias` `(` $bias^ `:` type($bias) `)`)?
    (`alibi` `(` $alibi_slopes^ `:` type($alibi_slopes) `)`)?
    (`rng` `(` $dropout_seed^ `,` $dropout_offset `)`)?
    `at` ` ` `[` $batch `,` $head `,` $kv_head `]`
    `rows` ` ` `[` $row_start `,` $rows `]` `keys` ` ` `[` $key_start `,` $keys `]`
    `lengths` ` ` `[` $length_q `,` $length_kv `]`
    (`key_base` `(` $key_base^ `)`)?
    `band` `=` qualified($band) `layout` `=` `` $layout attr-dict
    `:` type($key) `,` type($value) `,` qualified(type($state))
    (`score_mod` $score_mod^)? (`mask_mod` $mask_mod^)?
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The score_mod region's block, or nullptr when the op has none.
    ::mlir::Block *getScoreModBlock() {
      return getScoreMod().empty() ? nullptr : &getScoreMod().front();
    }
    /// The mask_mod region's block, or nullptr when the op has none.
    ::mlir::Block *getMaskModBlock() {
      return getMaskMod().empty() ? nullptr : &getMaskMod().front();
    }
  }];
}

def Attn_OnlineFinishOp : Attn_Op<"online_finish",
    [AttrSizedOperandSegments]> {
  let summary = "normalises a query tile's online softmax into the outputs";
  let description = [{
    Writes rows `[row_start, row_start + rows)` of query head `head` in
    batch entry `batch`: with a sink logit σ,

        m* = max(m, σ),  l* = l · exp(m − m*) + exp(σ − m*)
        out_i = acc_i · exp(m_i − m*_i) / l*_i,   lse_i = m*_i + log l*_i

    and without one, out_i = acc_i / l_i and lse_i = m_i + log l_i. A row
    that saw no allowed key (l = 0) gets out = 0 and lse = −∞ (σ with a
    sink). `lse` is [B, Hq, Sq], or [Hq, Tq] for `thd`, whose rows are
    tokens `base + i`.

    ```mlir
    attn.online_finish %s into %o lse(%lse : memref<2x8x256xf32>)
        at [%b, %h] rows [%q0, %n] layout = bshd
        : !attn.online_state<rows = 64, keys = 32, head_dim_qk = 64,
                             head_dim_v = 64>, memref<2x256x8x64xbf16>
    ```
  }];
  let arguments = (ins Attn_OnlineStateType:$state,
                       Arg<Attn_FloatMemRef, "out", [MemWrite]>:$out,
                       Arg<Optional<Attn_F32MemRef>, "lse", [MemWrite]>:$lse,
                       Optional<F32>:$sink,
                       Index:$batch, Index:$head, Index:$row_start,
                       Index:$rows, Optional<Index>:$base,
                       Attn_LayoutAttr:$layout);
  let assemblyFormat = [{
    $state `into` $out (`lse` `(` $lse^ `:` type($lse) `)`)?
    (`sink` `(` $sink^ `)`)?
    `at` ` ` `[` $batch `,` $head `]` `rows` ` ` `[` $row_start `,` $rows `]`
    (`base` `(` $base^ `)`)?
    `layout` `=` `` $layout attr-dict `:` qualified(type($state)) `,` type($out)
  }];
  let hasVerifier = 1;
}

def Attn_BandRowsOp : Attn_Op<"band_rows", [Pure]> {
  let summary = "the query rows that see a block of keys under a mask band";
  let description = [{
    Returns the half-open row range [begin, end) that holds every query row
    allowed to see some key of `[first_key, last_key]` under `band`, for a
    sequence of valid lengths `length_q` and `length_kv` (the inverse of
    `attn.band_keys`):

        begin = max(0, first_key − o − right)             (0 when unbounded)
        end   = min(length_q, last − o + left + 1)        (length_q when
                                                           unbounded)

    with last = min(last_key, length_kv − 1), o = length_kv − length_q for a
    bottom-right band, else 0, and end = begin when no key of the block is
    valid (last < first_key). The backward's key-stationary loops walk only
    these rows.

    ```mlir
    %lo, %hi = attn.band_rows #attn.band<right = 0>
        keys [%k0, %k1] lengths [%lq, %lkv]
    ```
  }];
  let arguments = (ins Attn_BandAttr:$band, Index:$first_key, Index:$last_key,
                       Index:$length_q, Index:$length_kv);
  let results = (outs Index:$begin, Index:$end);
  let assemblyFormat = [{
    qualified($band) `keys` ` ` `[` $first_key `,` $last_key `]`
    `lengths` ` ` `[` $length_q `,` $length_kv `]` attr-dict
  }];
  let hasFolder = 1;
}

// The clauses that the backward steps share with attn.online_step.
defvar Attn_GradStepRegions = (region MaxSizedRegion<1>:$score_mod,
                                      MaxSizedRegion<1>:$mask_mod);
defvar Attn_GradStepDeclarations = [{
    /// The score_mod region's block, or nullptr when the op has none.
    ::mlir::Block *getScoreModBlock() {
      return getScoreMod().empty() ? nullptr : &getScoreMod().front();
    }
    /// The mask_mod region's block, or nullptr when the op has none.
    ::mlir::Block *getMaskModBlock() {
      return getMaskMod().empty() ? nullptr : &getMaskMod().front();
    }
}];

def Attn_QueryGradInitOp : Attn_Op<"query_grad_init", []> {
  let summary = "starts a query tile's backward: stages it, writes its delta";
  let description = [{
    Creates the backward state of query rows `[row_start, row_start + rows)`
    of query head `head` in batch entry `batch`: the rows scaled by `scale`,
    their dO rows, their saved log-sum-exp, and
    delta_i = Σ_d dO_id · O_id, which it also writes to `delta` (shaped and
    indexed like `lse`) for the key-stationary steps; dQ starts at 0. For
    `thd`, `base` is the sequence's first token.

    ```mlir
    %g = attn.query_grad_init %q, %o, %do, %lse into %delta at [%b, %h]
        rows [%q0, %n] layout = bshd scale = 0.125
        : memref<...>, memref<...>, memref<...>, memref<2x8x256xf32>,
          memref<2x8x256xf32>
        -> !attn.query_grad_state<rows = 32, keys = 32, head_dim_qk = 64,
                                  head_dim_v = 64>
    ```
  }];
  let arguments = (ins Arg<Attn_FloatMemRef, "query", [MemRead]>:$query,
                       Arg<Attn_FloatMemRef, "out", [MemRead]>:$out,
                       Arg<Attn_FloatMemRef, "d_out", [MemRead]>:$d_out,
                       Arg<Attn_F32MemRef, "lse", [MemRead]>:$lse,
                       Arg<Attn_F32MemRef, "delta", [MemWrite]>:$delta,
                       Index:$batch, Index:$head, Index:$row_start,
                       Index:$rows, Optional<Index>:$base,
                       Attn_LayoutAttr:$layout, F64Attr:$scale);
  let results = (outs Attn_QueryGradStateType:$state);
  let assemblyFormat = [{
    $query `,` $out `,` $d_out `,` $lse `into` $delta
    `at` ` ` `[` $batch `,` $head `]` `rows` ` ` `[` $row_start `,` $rows `]`
    (`base` `(` $base^ `)`)?
    `layout` `=` `` $layout `scale` `=` $scale attr-dict `:` type($query) `,`
    type($out) `,` type($d_out) `,` type($lse) `,` type($delta) `->`
    qualified(type($state))
  }];
  let hasVerifier = 1;
}

def Attn_QueryGradStepOp : Attn_Op<"query_grad_step", [
    AttrSizedOperandSegments, IsolatedFromAbove,
    AllTypesMatch<["state", "result"]>]> {
  let summary = "adds one key tile to a query tile's dQ";
  let description = [{
    For the state's rows i and keys j of `[key_start, key_start + keys)` of
    key/value head `kv_head`, recomputes the forward's score s_ij (as
    `attn.online_step` defines it: additive terms, score_mod, band and
    mask_mod) and

        P_ij  = exp(s_ij − lse_i)          (0 where masked)
        dP_ij = dO_i · v_j, dropped as the forward dropped P
        dS_ij = P_ij · (dP_ij − delta_i) · ∂score_mod/∂s
        dQ_i += dS_ij · k_j

    and, with `d_bias` (an f32 buffer shaped like the bias), adds dS_ij at
    the bias element of (b, head, i, j): several tiles may add to one
    element where the bias broadcasts, so such steps must not run
    concurrently. The clauses are those of `attn.online_step`.

    ```mlir
    %g1 = attn.query_grad_step %g0, %k, %v at [%b, %h, %kvh]
        rows [%q0, %n] keys [%k0, %nk] lengths [%lq, %lkv]
        band = #attn.band<right = 0> layout = bshd
        : memref<...>, memref<...>, !attn.query_grad_state<...>
    ```
  }];
  let arguments = (ins Attn_QueryGradStateType:$state,
                       Arg<Attn_FloatMemRef, "key", [MemRead]>:$key,
                       Arg<Attn_FloatMemRef, "value", [MemRead]>:$value,
                       Arg<Optional<Attn_FloatMemRef>, "bias", [MemRead]>:$bias,
                       Arg<Optional<Attn_F32MemRef>, "d_bias sums",
                           [MemRead, MemWrite]>:$d_bias,
                       Arg<Optional<Attn_F32MemRef>, "ALiBi slopes",
                           [MemRead]>:$alibi_slopes,
                       Optional<I64>:$dropout_seed,
                       Optional<I64>:$dropout_offset,
                       Index:$batch, Index:$head, Index:$kv_head,
                       Index:$row_start, Index:$rows, Index:$key_start,
                       Index:$keys, Index:$length_q, Index:$length_kv,
                       Optional<Index>:$key_base,
                       Attn_BandAttr:$band, Attn_LayoutAttr:$layout,
                       DefaultValuedAttr<F64Attr, "0.0">:$dropout,
                       DefaultValuedAttr<I64Attr, "0">:$heads_q);
  let results = (outs Attn_QueryGradStateType:$result);
  let regions = Attn_GradStepRegions;
  let assemblyFormat = [{
    $state `,` $key `,` $value
    (`bias` `(` $bias^ `:` type($bias) `)`)?
    (`d_bias` `(` $d_bias^ `:` type($d_bias) `)`)?
    (`alibi` `(` $alibi_slopes^ `:` type($alibi_slopes) `)`)?
    (`rng` `(` $dropout_seed^ `,` $dropout_offset `)`)?
    `at` ` ` `[` $batch `,` $head `,` $kv_head `]`
    `rows` ` ` `[` $row_start `,` $rows `]` `keys` ` ` `[` $key_start `,` $keys `]`
    `lengths` ` ` `[` $length_q `,` $length_kv `]`
    (`key_base` `(` $key_base^ `)`)?
    `band` `=` qualified($band) `layout` `=` `` $layout attr-dict
    `:` type($key) `,` type($value) `,` qualified(type($state))
    (`score_mod` $score_mod^)? (`mask_mod` $mask_mod^)?
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = Attn_GradStepDeclarations;
}

def Attn_QueryGradFinishOp : Attn_Op<"query_grad_finish", []> {
  let summary = "writes a query tile's dQ";
  let description = [{
    Writes dQ_i · `scale` (the state accumulates against scaled scores) for
    the state's rows `[row_start, row_start + rows)` of query head `head`
    in batch entry `batch` (tokens `base + i` for `thd`).

    ```mlir
    attn.query_grad_finish %g into %dq at [%b, %h] rows [%q0, %n]
        layout = bshd scale = 0.125
        : !attn.query_grad_state<...>, memref<2x256x8x64xbf16>
    ```
  }];
  let arguments = (ins Attn_QueryGradStateType:$state,
                       Arg<Attn_FloatMemRef, "d_query", [MemWrite]>:$d_query,
                       Index:$batch, Index:$head, Index:$row_start,
                       Index:$rows, Optional<Index>:$base,
                       Attn_LayoutAttr:$layout, F64Attr:$scale);
  let assemblyFormat = [{
    $state `into` $d_query
    `at` ` ` `[` $batch `,` $head `]` `rows` ` ` `[` $row_start `,` $rows `]`
    (`base` `(` $base^ `)`)?
    `layout` `=` `` $layout `scale` `=` $scale attr-dict `:`
    qualified(type($state)) `,` type($d_query)
  }];
  let hasVerifier = 1;
}

def Attn_KeyGradInitOp : Attn_Op<"key_grad_init", []> {
  let summary = "starts a key tile's backward: stages K and V";
  let description = [{
    Creates the backward state of keys `[key_start, key_start + keys)` of
    key/value head `kv_head` in batch entry `batch`: their key and value
    rows, with dK and dV at 0. For `thd`, `key_base` is the sequence's
    first key token.

    ```mlir
    %g = attn.key_grad_init %k, %v at [%b, %kvh] keys [%k0, %nk]
        layout = bshd : memref<...>, memref<...>
        -> !attn.key_grad_state<keys = 32, rows = 32, head_dim_qk = 64,
                                head_dim_v = 64>
    ```
  }];
  let arguments = (ins Arg<Attn_FloatMemRef, "key", [MemRead]>:$key,
                       Arg<Attn_FloatMemRef, "value", [MemRead]>:$value,
                       Index:$batch, Index:$kv_head, Index:$key_start,
                       Index:$keys, Optional<Index>:$key_base,
                       Attn_LayoutAttr:$layout);
  let results = (outs Attn_KeyGradStateType:$state);
  let assemblyFormat = [{
    $key `,` $value `at` ` ` `[` $batch `,` $kv_head `]`
    `keys` ` ` `[` $key_start `,` $keys `]`
    (`key_base` `(` $key_base^ `)`)?
    `layout` `=` `` $layout attr-dict `:` type($key) `,` type($value) `->`
    qualified(type($state))
  }];
  let hasVerifier = 1;
}

def Attn_KeyGradStepOp : Attn_Op<"key_grad_step", [
    AttrSizedOperandSegments, IsolatedFromAbove,
    AllTypesMatch<["state", "result"]>]> {
  let summary = "adds one block of query rows to a key tile's dK and dV";
  let description = [{
    For query rows i of `[row_start, row_start + rows)` of query head `head`
    (one head of the key tile's group) and the state's keys j, recomputes
    s_ij and P_ij from `query` (scaled by `scale`), `lse` and the additive
    terms, band and modifiers as `attn.query_grad_step` does, and with
    dP_ij = dO_i · v_j, delta_i from `delta` and P̃_ij the probability as
    the forward's dropout kept it (P_ij / (1 − p) or 0):

        dS_ij = P_ij · (dP̃_ij − delta_i) · ∂score_mod/∂s
        dV_j += P̃_ij · dO_i
        dK_j += dS_ij · scale · q_i

    For `thd`, `base` is the sequence's first query token (lse and delta
    are [Hq, Tq]).

    ```mlir
    %g1 = attn.key_grad_step %g0, %q, %do, %lse, %delta at [%b, %h, %kvh]
        rows [%r0, %n] keys [%k0, %nk] lengths [%lq, %lkv]
        band = #attn.band<right = 0> layout = bshd scale = 0.125
        : memref<...>, memref<...>, memref<...>, memref<...>,
          !attn.key_grad_state<...>
    ```
  }];
  let arguments = (ins Attn_KeyGradStateType:$state,
                       Arg<Attn_FloatMemRef, "query", [MemRead]>:$query,
                       Arg<Attn_FloatMemRef, "d_out", [MemRead]>:$d_out,
                       Arg<Attn_F32MemRef, "lse", [MemRead]>:$lse,
                       Arg<Attn_F32MemRef, "delta", [MemRead]>:$delta,
                       Arg<Optional<Attn_FloatMemRef>, "bias", [MemRead]>:$bias,
                       Arg<Optional<Attn_F32MemRef>, "ALiBi slopes",
                           [MemRead]>:$alibi_slopes,
                       Optional<I64>:$dropout_seed,
                       Optional<I64>:$dropout_offset,
                       Index:$batch, Index:$head, Index:$kv_head,
                       Index:$row_start, Index:$rows, Index:$key_start,
                       Index:$keys, Index:$length_q, Index:$length_kv,
                       Optional<Index>:$base,
                       Attn_BandAttr:$band, Attn_LayoutAttr:$layout,
                       F64Attr:$scale,
                       DefaultValuedAttr<F64Attr, "0.0">:$dropout,
                       DefaultValuedAttr<I64Attr, "0">:$heads_q);
  let results = (outs Attn_KeyGradStateType:$result);
  let regions = Attn_GradStepRegions;
  let assemblyFormat = [{
    $state `,` $query `,` $d_out `,` $lse `,` $delta
    (`bias` `(` $bias^ `:` type($bias) `)`)?
    (`alibi` `(` $alibi_slopes^ `:` type($alibi_slopes) `)`)?
    (`rng` `(` $dropout_seed^ `,` $dropout_offset `)`)?
    `at` ` ` `[` $batch `,` $head `,` $kv_head `]`
    `rows` ` ` `[` $row_start `,` $rows `]` `keys` ` ` `[` $key_start `,` $keys `]`
    `lengths` ` ` `[` $length_q `,` $length_kv `]`
    (`base` `(` $base^ `)`)?
    `band` `=` qualified($band) `layout` `=` `` $layout `scale` `=` $scale
    attr-dict `:` type($query) `,` type($d_out) `,` type($lse) `,`
    type($delta) `,` qualified(type($state))
    (`score_mod` $score_mod^)? (`mask_mod` $mask_mod^)?
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = Attn_GradStepDeclarations;
}

def Attn_KeyGradFinishOp : Attn_Op<"key_grad_finish", []> {
  let summary = "writes a key tile's dK and dV";
  let description = [{
    Writes the state's dK and dV rows for keys
    `[key_start, key_start + keys)` of key/value head `kv_head` in batch
    entry `batch` (tokens `key_base + j` for `thd`).

    ```mlir
    attn.key_grad_finish %g into %dk, %dv at [%b, %kvh] keys [%k0, %nk]
        layout = bshd : !attn.key_grad_state<...>, memref<...>, memref<...>
    ```
  }];
  let arguments = (ins Attn_KeyGradStateType:$state,
                       Arg<Attn_FloatMemRef, "d_key", [MemWrite]>:$d_key,
                       Arg<Attn_FloatMemRef, "d_value", [MemWrite]>:$d_value,
                       Index:$batch, Index:$kv_head, Index:$key_start,
                       Index:$keys, Optional<Index>:$key_base,
                       Attn_LayoutAttr:$layout);
  let assemblyFormat = [{
    $state `into` $d_key `,` $d_value
    `at` ` ` `[` $batch `,` $kv_head `]` `keys` ` ` `[` $key_start `,` $keys `]`
    (`key_base` `(` $key_base^ `)`)?
    `layout` `=` `` $layout attr-dict `:` qualified(type($state)) `,`
    type($d_key) `,` type($d_value)
  }];
  let hasVerifier = 1;
}

#endif // ATTN_DIALECT_ATTN_IR_ATTNTILEOPS_TD
