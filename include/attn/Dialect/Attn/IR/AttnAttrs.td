//===- AttnAttrs.td - attn dialect attributes --------------*- tablegen -*-===//
//
// The enum attributes of the attention ops, #attn.tiling (the tile
// configuration that a fused kernel is generated with) and #attn.band (the
// mask band that the tile-level ops share).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNATTRS_TD
#define ATTN_DIALECT_ATTN_IR_ATTNATTRS_TD

include "attn/Dialect/Attn/IR/AttnEnums.td"
include "mlir/IR/AttrTypeBase.td"

def Attn_TilingAttr : AttrDef<Attn_Dialect, "Tiling"> {
  let mnemonic = "tiling";
  let summary = "the tile configuration of a generated attention kernel";
  let description = [{
    Overrides the tile configuration that attn-tile (CPU) and attn-to-gpu
    pick for one attention op, as the discardable attribute `attn.tiling`.
    Every parameter is optional; an omitted one (or 0) is the backend's own
    choice for the op and chip (or the pass's option).

    - `block_q`: query rows per tile (per parallel task on the CPU). The
      GPU's blocks hold 16·`warps`·`row_tiles` rows; where both are given
      they must agree.
    - `warps`: warps per block. Each owns 16·`row_tiles` query rows, so a
      block covers 16·`warps`·`row_tiles` rows (the backward: 16 keys per
      warp).
    - `row_tiles`: 16-row MMA tiles per warp (mma.sync forward).
    - `block_kv`: keys per tile of the inner loop: a multiple of 16 on the
      GPU, of 8 on the CPU.
    - `stages`: shared-memory buffers per K/V tile (2: double buffering).
    - `mma`: `mma_sync`, `wgmma` (sm_90a) or `auto`.
    - `overlap`: the wgmma forward issues each key tile's Q·Kᵀ with the
      previous tile's P·V and runs the softmax while P·V is in flight
      (needs three or more stages).
    - `producer`: the wgmma forward adds a producer warpgroup that loads Q,
      K and V with TMA into a ring of mbarrier-guarded buffers; the
      consumer warpgroups wait only for their own tile.
    - `pingpong`: with `producer`, `overlap` and two consumer warpgroups,
      the warpgroups take turns issuing each iteration's products, so that
      one's softmax runs while the other's products use the tensor cores.
    - `persistent`: with `producer`, the kernel launches one block per
      resident slot (multiprocessors × blocks each) and every block walks
      the query tiles in the grid's order, heaviest first under a causal
      mask, with a stride of the launch's blocks. The producer loads the
      next tile's Q and first K/V stages while the consumers store the
      previous tile's output, and no block waits for a launch slot.
    - `heads`: query heads per block of the wgmma forward (GQA packing,
      without a producer). Each of the block's `heads` warpgroups (so
      `warps` = 4·`heads`) takes one query head of a KV head's group over
      the same 64 query rows, and the block loads each K/V tile once for
      all of them: K/V traffic per query row falls by that factor, with no
      more masked pairs than one warpgroup computes. It must divide the
      group size (Hq / Hkv), and the band's key range may not depend on
      the head (a `mask_mod` that reads the head index).

    A configuration the kernel cannot take is an error at the op, never a
    silent fallback.

    ```mlir
    %out = attn.sdpa %q, %k, %v layout = bshd
        {attn.tiling = #attn.tiling<warps = 8, block_kv = 128, stages = 3,
                                    mma = wgmma, overlap = true>}
        : (tensor<2x4096x32x128xbf16>, tensor<2x4096x8x128xbf16>,
           tensor<2x4096x8x128xbf16>) -> tensor<2x4096x32x128xbf16>
    ```
  }];
  let parameters = (ins
    DefaultValuedParameter<"int64_t", "0">:$block_q,
    DefaultValuedParameter<"int64_t", "0">:$warps,
    DefaultValuedParameter<"int64_t", "0">:$row_tiles,
    DefaultValuedParameter<"int64_t", "0">:$block_kv,
    DefaultValuedParameter<"int64_t", "0">:$stages,
    DefaultValuedParameter<"::mlir::attn::MatrixUnit",
                           "::mlir::attn::MatrixUnit::automatic">:$mma,
    OptionalParameter<"::mlir::BoolAttr">:$overlap,
    OptionalParameter<"::mlir::BoolAttr">:$producer,
    OptionalParameter<"::mlir::BoolAttr">:$pingpong,
    OptionalParameter<"::mlir::BoolAttr">:$persistent,
    DefaultValuedParameter<"int64_t", "0">:$heads
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Attn_BandAttr : AttrDef<Attn_Dialect, "Band"> {
  let mnemonic = "band";
  let summary = "the mask band of an attention problem";
  let description = [{
    The one definition of attn's mask without its modifiers, as the
    tile-level ops carry it. For a sequence with valid lengths Lq and Lkv,
    the pair (i, j) is allowed iff i < Lq, j < Lkv and

        left ≥ 0  ⇒  j ≥ i + o − left,      right ≥ 0  ⇒  j ≤ i + o + right,

    with o = Lkv − Lq when `bottom_right`, else 0. An extent of −1 (the
    default) leaves that side unbounded; a causal mask is `right = 0`.
    `attn.sdpa`'s `causal` and `window` attributes map onto it one to one
    (`getMaskBand()` on the attention ops), with window extents clamped to
    Sq + Skv, past which they remove no pair.

    Every question a kernel asks of the mask is answered from it, once, by
    `MaskBand` (attn/Dialect/Attn/Utils/MaskBand.h): whether a pair is
    allowed, the keys a block of rows can see (`attn.band_keys`), the rows a
    block of keys is seen by, and whether a tile lies wholly inside the band
    or crosses one of its edges (and so needs the mask applied).

    ```mlir
    #attn.band<left = 128, right = 0>              // causal, window of 128
    #attn.band<right = 0, bottom_right = true>     // causal, bottom right
    #attn.band<>                                   // lengths only
    ```
  }];
  let parameters = (ins
    DefaultValuedParameter<"int64_t", "-1">:$left,
    DefaultValuedParameter<"int64_t", "-1">:$right,
    DefaultValuedParameter<"bool", "false">:$bottom_right
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// The band as MaskBand's queries read it.
    ::mlir::attn::MaskBand getMaskBand() const;
    /// The attribute of `band`.
    static BandAttr get(::mlir::MLIRContext *context,
                        const ::mlir::attn::MaskBand &band);
  }];
}

#endif // ATTN_DIALECT_ATTN_IR_ATTNATTRS_TD
