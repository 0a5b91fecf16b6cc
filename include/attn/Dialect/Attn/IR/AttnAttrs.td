//===- AttnAttrs.td - attn dialect attributes --------------*- tablegen -*-===//
//
// The enum attributes of the attention ops and #attn.tiling, the tile
// configuration that a fused kernel is generated with.
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
    Overrides the tile configuration that attn-to-gpu picks for one
    attention op, as the discardable attribute `attn.tiling`. Every
    parameter is optional; an omitted one (or 0) is the kernel's own choice
    for the op and chip.

    - `warps`: warps per block. Each owns 16·`row_tiles` query rows, so a
      block covers 16·`warps`·`row_tiles` rows (the backward: 16 keys per
      warp).
    - `row_tiles`: 16-row MMA tiles per warp (mma.sync forward).
    - `block_kv`: keys per tile of the inner loop, a multiple of 16.
    - `stages`: shared-memory buffers per K/V tile (2: double buffering).
    - `mma`: `mma_sync`, `wgmma` (sm_90a) or `auto`.
    - `overlap`: the wgmma forward issues each key tile's Q·Kᵀ with the
      previous tile's P·V and runs the softmax while P·V is in flight
      (needs three or more stages).

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
    DefaultValuedParameter<"int64_t", "0">:$warps,
    DefaultValuedParameter<"int64_t", "0">:$row_tiles,
    DefaultValuedParameter<"int64_t", "0">:$block_kv,
    DefaultValuedParameter<"int64_t", "0">:$stages,
    DefaultValuedParameter<"::mlir::attn::MatrixUnit",
                           "::mlir::attn::MatrixUnit::automatic">:$mma,
    OptionalParameter<"::mlir::BoolAttr">:$overlap
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

#endif // ATTN_DIALECT_ATTN_IR_ATTNATTRS_TD
