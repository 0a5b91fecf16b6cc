//===- Passes.td - attn conversion passes ------------------*- tablegen -*-===//
//
// Lowerings of attn ops to backends.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_CONVERSION_PASSES_TD
#define ATTN_CONVERSION_PASSES_TD

include "mlir/Pass/PassBase.td"

def ConvertAttnToCPUPass : Pass<"attn-to-cpu"> {
  let summary = "lower attn ops to fused, tiled, vectorised CPU loops";
  let description = [{
    Replaces every `attn.sdpa` and `attn.sdpa_grad` on tensors by a loop nest
    on memrefs that implements the op's documented semantics in flash form:
    an `scf.parallel` over (batch, query head, query tile) whose body keeps
    the query tile, the running row max/sum and the output accumulator in
    stack buffers (`memref.alloca_scope`), walks only the key/value tiles
    that the causal/window/padding mask can reach, and computes both
    products with `vector` FMAs in f32. No Sq×Skv buffer is ever created.
    Operands enter through `bufferization.to_buffer` and results leave
    through `bufferization.to_tensor restrict`, so One-Shot Bufferize handles
    the rest of the program afterwards.

    Before:
    ```mlir
    %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
        : (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>)
        -> tensor<1x64x4x32xf32>
    ```
    After (abridged):
    ```mlir
    %qm = bufferization.to_buffer %q : tensor<1x64x4x32xf32> to memref<1x64x4x32xf32>
    %om = memref.alloc() : memref<1x64x4x32xf32>
    scf.parallel (%b, %h, %t) = ... {
      memref.alloca_scope { ... vector.fma ... }
    }
    %o = bufferization.to_tensor %om restrict writable : ...
    ```
    Head dimensions must be static (they fix the vector shapes); other
    sizes may be dynamic.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::vector::VectorDialect",
  ];
  let options = [
    Option<"queryTile", "query-tile", "int64_t", /*default=*/"32",
           "query rows per parallel task">,
    Option<"keyTile", "key-tile", "int64_t", /*default=*/"32",
           "keys per inner tile (a multiple of 8)">,
  ];
}

#endif // ATTN_CONVERSION_PASSES_TD
