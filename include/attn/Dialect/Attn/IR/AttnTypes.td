//===- AttnTypes.td - attn dialect types -------------------*- tablegen -*-===//
//
// !attn.online_state, the running state of one query tile's online softmax
// in the tile-level IR.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_IR_ATTNTYPES_TD
#define ATTN_DIALECT_ATTN_IR_ATTNTYPES_TD

include "attn/Dialect/Attn/IR/AttnDialect.td"
include "mlir/IR/AttrTypeBase.td"

def Attn_OnlineStateType : TypeDef<Attn_Dialect, "OnlineState"> {
  let mnemonic = "online_state";
  let summary = "a query tile's running online-softmax state";
  let description = [{
    What one query tile of the forward carries from key tile to key tile:
    its `rows` scaled query rows (head dim `head_dim_qk`), and per row the
    running maximum m of the scores seen so far, the running sum
    l = Σ exp(s − m) and the accumulator acc = Σ exp(s − m) · v (head dim
    `head_dim_v`), all in f32. `keys` is the widest key tile a step may
    add.

    The type says what the state holds, not where: the CPU backend keeps it
    in stack buffers (and stages each key tile beside it), a GPU backend in
    registers. `attn.online_init` creates it, `attn.online_step` adds a key
    tile, `attn.online_finish` normalises it into the outputs.

    ```mlir
    !attn.online_state<rows = 64, keys = 32, head_dim_qk = 128, head_dim_v = 128>
    ```
  }];
  let parameters = (ins "int64_t":$rows, "int64_t":$keys,
                        "int64_t":$head_dim_qk, "int64_t":$head_dim_v);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

#endif // ATTN_DIALECT_ATTN_IR_ATTNTYPES_TD
