//===- Passes.td - attn's dialect-independent passes -------*- tablegen -*-===//
//
// Passes of the lowering pipelines that are not about the attn dialect:
// math approximation and the export of entry points for the runtime.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TRANSFORMS_PASSES_TD
#define ATTN_TRANSFORMS_PASSES_TD

include "mlir/Pass/PassBase.td"

def AttnDecomposeLinalgPass : Pass<"attn-decompose-linalg"> {
  let summary = "bring linalg to generic form: decompose aggregates, "
                "generalise named ops";
  let description = [{
    Decomposes aggregate ops (`linalg.softmax`) into their generic steps
    and generalises named structured ops (`linalg.matmul`,
    `linalg.batch_matmul`, `linalg.transpose`, `linalg.broadcast`, ...)
    into `linalg.generic`. This is the canonical form that `attn-raise`
    matches, and it lets programs that were not raised lower through the
    standard loop path.

    Before: `%p = linalg.softmax dimension(3) ins(%s : ...) outs(%e : ...)`
    After: a max-reduction, an `exp(s - max)`, a sum-reduction and a
    division, each a `linalg.generic`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::linalg::LinalgDialect",
    "::mlir::math::MathDialect",
  ];
}

def AttnExpandMemRefCopyPass : Pass<"attn-expand-memref-copy"> {
  let summary = "turn memref.copy into linalg.copy, lowered to loops";
  let description = [{
    `memref.copy` between strided buffers (what bufferization leaves for a
    `tensor.insert_slice` or an unraised program's reshapes) lowers in
    `finalize-memref-to-llvm` to a call of MLIR's C runner function
    `memrefCopy`, which attn's runtime does not provide (it has no MLIR
    dependency). As a `linalg.copy` it becomes loops instead.

    Before: `memref.copy %a, %b : memref<4x8xf32, strided<[16, 1]>> to ...`
    After: `linalg.copy ins(%a : ...) outs(%b : ...)`
  }];
  let dependentDialects = ["::mlir::linalg::LinalgDialect"];
}

def AttnApproximateMathPass : Pass<"attn-approximate-math"> {
  let summary = "expand f32 math.exp/log/... into vectorisable polynomials";
  let description = [{
    Replaces transcendental `math` ops on f32 scalars and vectors with the
    upstream polynomial approximations (a few ulp), so that the exponentials
    of the softmax stay in vector registers instead of becoming scalar libm
    calls.

    Before: `%e = math.exp %x : vector<16xf32>`
    After: a sequence of `arith` and `math.fma` ops on `vector<16xf32>`.
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::math::MathDialect",
    "::mlir::vector::VectorDialect",
  ];
}

def AttnExportEntriesPass : Pass<"attn-export-entries", "::mlir::ModuleOp"> {
  let summary = "describe public functions for the runtime and export them";
  let description = [{
    Runs on bufferised IR whose results were turned into out-parameters
    (`buffer-results-to-out-params{add-result-attr}`). For every public
    function with a body it records, in the module's `attn_module_manifest`
    string global, the name and each argument's role (input or output),
    kind (memref or scalar), element type and shape, and marks the function
    `llvm.emit_c_interface`. The runtime reads the manifest to validate the
    buffers it is given.

    Manifest text, one line each:
    ```
    attn-module 1
    entry @name 3 1
    arg in memref bf16 4 2 64 8 32
    arg in scalar i64
    arg out memref f32 3 2 8 -1
    ```
    (-1 marks a dynamic size). Functions that return non-memref values are
    rejected. Modules compiled for a GPU add `target cuda` after the first
    line: their memref arguments are device pointers.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
  let options = [
    Option<"target", "target", "std::string", /*default=*/"\"cpu\"",
           "where the entries' buffers live: cpu or cuda">,
  ];
}

def AttnEmitEntryWrappersPass
    : Pass<"attn-emit-entry-wrappers", "::mlir::ModuleOp"> {
  let summary = "emit uniform `attn_entry_<name>(void **args)` wrappers";
  let description = [{
    Runs on LLVM dialect IR. For every `_mlir_ciface_<name>` function it adds
    `llvm.func @attn_entry_<name>(%args: !llvm.ptr)` that loads argument i
    from `args[i]` (a pointer to a memref descriptor, or to a scalar) and
    calls the C interface, so the runtime can call any entry point through
    one signature.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

def AttnDeviceAllocationsPass
    : Pass<"attn-device-allocations", "::mlir::ModuleOp"> {
  let summary = "place the host code's intermediate buffers in device memory";
  let description = [{
    Runs on bufferised IR of a module compiled for a GPU. A host function's
    `memref.alloc` whose buffer only kernels touch (operands of
    `gpu.launch_func`, `memref.dim`, `memref.dealloc`) is an intermediate
    between attn ops, e.g. the forward's `out` and `lse` that a training
    step hands to `attn.sdpa_grad`. It becomes a stream-ordered device
    allocation, `gpu.alloc async`, freed with `gpu.dealloc async` before
    each return (a `memref.dealloc` of it is replaced by the free). An
    allocation used any other way (copied, loaded, returned) is left for
    `attn-check-device-host-code` to report.

    Before:
    ```mlir
    %lse = memref.alloc() : memref<1x4x64xf32>
    gpu.launch_func @attn_kernels::@sdpa_fwd_0 ... args(..., %lse : ...)
    gpu.launch_func @attn_kernels::@sdpa_bwd_0 ... args(..., %lse : ...)
    return
    ```
    After:
    ```mlir
    %t0 = gpu.wait async
    %lse, %t1 = gpu.alloc async [%t0] () : memref<1x4x64xf32>
    gpu.wait [%t1]
    gpu.launch_func ... (unchanged)
    %t2 = gpu.wait async
    %t3 = gpu.dealloc async [%t2] %lse : memref<1x4x64xf32>
    gpu.wait [%t3]
    return
    ```
  }];
  let dependentDialects = ["::mlir::gpu::GPUDialect"];
}

def AttnCheckDeviceHostCodePass
    : Pass<"attn-check-device-host-code", "::mlir::ModuleOp"> {
  let summary = "reject host code that would touch device buffers";
  let description = [{
    Runs on bufferised IR of a module compiled for a GPU, whose entry
    arguments are device pointers. The host side of such a module may only
    size, allocate and launch: `gpu.launch_func`, stream-ordered
    `gpu.alloc`/`gpu.dealloc`/`gpu.wait`, TMA descriptors of device buffers
    (`attn_nv.tensor_map`, which reads only the address and shape), shape
    and index arithmetic
    (`arith`, `index`, `memref.dim`, `memref.cast`, `scf.if`), and returns.
    Any other operation in a host function (a load, a store, a copy, an
    allocation, a loop over a leftover `linalg` op of a program that was not
    fully raised) would dereference device memory on the CPU, so it is an
    error naming the operation.
  }];
}

#endif // ATTN_TRANSFORMS_PASSES_TD
