//===- AttnTileOps.td - tile-level attention ops -----------*- tablegen -*-===//
//
// The tile-level IR between attn.sdpa and a backend: the key range of a block
// of query rows under the mask band, and the three steps of one query tile's
// online softmax. attn-tile emits them; each backend lowers them.
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

#endif // ATTN_DIALECT_ATTN_IR_ATTNTILEOPS_TD
