//===- AttnTypes.td - attn dialect types -------------------*- tablegen -*-===//
//
// The states the tile-level IR carries from step to step: a query tile's
// online softmax (forward), a query tile's dQ and a key tile's dK/dV
// (backward).
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

def Attn_QueryGradStateType : TypeDef<Attn_Dialect, "QueryGradState"> {
  let mnemonic = "query_grad_state";
  let summary = "a query tile's backward state: its dQ accumulator";
  let description = [{
    What one query tile of the backward carries from key tile to key tile:
    its `rows` scaled query rows (head dim `head_dim_qk`) and dO rows (head
    dim `head_dim_v`), per row the saved log-sum-exp and
    delta = Σ_d dO·O, and the accumulator dQ = Σ_j dS_ij · k_j (head dim
    `head_dim_qk`), all in f32. `keys` is the widest key tile a step may
    add. Where it lives is the backend's choice, as for
    `!attn.online_state`.

    ```mlir
    !attn.query_grad_state<rows = 32, keys = 32, head_dim_qk = 128, head_dim_v = 128>
    ```
  }];
  let parameters = (ins "int64_t":$rows, "int64_t":$keys,
                        "int64_t":$head_dim_qk, "int64_t":$head_dim_v);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

def Attn_KeyGradStateType : TypeDef<Attn_Dialect, "KeyGradState"> {
  let mnemonic = "key_grad_state";
  let summary = "a key tile's backward state: its dK and dV accumulators";
  let description = [{
    What one key tile of the backward carries from query block to query
    block, over every query head of its group: its `keys` key and value
    rows and the accumulators dK = Σ_i dS_ij · q_i (q scaled) and
    dV = Σ_i P̃_ij · dO_i (P̃ the dropped probabilities), all in f32.
    `rows` is the widest block of query rows a step may add.

    ```mlir
    !attn.key_grad_state<keys = 32, rows = 32, head_dim_qk = 128, head_dim_v = 128>
    ```
  }];
  let parameters = (ins "int64_t":$keys, "int64_t":$rows,
                        "int64_t":$head_dim_qk, "int64_t":$head_dim_v);
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
}

#endif // ATTN_DIALECT_ATTN_IR_ATTNTYPES_TD
