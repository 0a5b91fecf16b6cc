//===- AttnNVOps.td - attn_nv dialect: typed PTX the kernels need -*- tablegen -*-===//
//
// The PTX instructions of the generated kernels that MLIR's nvvm and nvgpu
// dialects do not express: warpgroup products with register A operands
// issued as one unit, a wait that returns the accumulators as values, and
// vector reductions. Each op is lowered to PTX in one place
// (convert-attn-nv-to-llvm).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTNNV_IR_ATTNNVOPS_TD
#define ATTN_DIALECT_ATTNNV_IR_ATTNNVOPS_TD

include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/EnumAttr.td"
include "mlir/IR/OpBase.td"
include "mlir/Interfaces/InferTypeOpInterface.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Dialect/LLVMIR/LLVMOpBase.td"

def AttnNV_Dialect : Dialect {
  let name = "attn_nv";
  let cppNamespace = "::mlir::attn::nv";
  let summary = "Typed PTX instructions that the nvvm and nvgpu dialects lack";
  let description = [{
    The generated Hopper kernels need a few PTX instructions in forms that
    MLIR's `nvvm` and `nvgpu` dialects do not offer:

    - `wgmma.mma_async` with the A operand in registers, several products
      issued and committed as one unit (so that nothing the compiler places
      between them makes `ptxas` serialise them), with results that stay in
      flight;
    - `wgmma.wait_group` that returns the accumulators it waited for as new
      values, so that no use of them can be scheduled before the wait;
    - `red.global.add` on f32 and on pairs of f32 (sm_90), and the bulk
      f32 reduction of a shared-memory block into global memory.

    These ops say what the instructions compute and which values they read
    and define; `convert-attn-nv-to-llvm` lowers all of them to PTX, in one
    place. Where upstream has an instruction (`nvvm.fence.proxy`, mbarriers,
    `cp.async`, `ldmatrix`, `mma.sync`) the kernels use it directly.
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
  let useDefaultAttributePrinterParser = 1;
}

class AttnNV_Op<string mnemonic, list<Trait> traits = []>
    : Op<AttnNV_Dialect, mnemonic, traits>;

def AttnNV_OperandSource : I32EnumAttr<"OperandSource",
    "where a warpgroup product reads its A operand", [
      I32EnumAttrCase<"registers", 0>,
      I32EnumAttrCase<"descriptor", 1>
    ]> {
  let cppNamespace = "::mlir::attn::nv";
  let genSpecializedAttr = 0;
}

def AttnNV_OperandSourceAttr
    : EnumAttr<AttnNV_Dialect, AttnNV_OperandSource, "operand_source">;

def AttnNV_WarpgroupProductAttr
    : AttrDef<AttnNV_Dialect, "WarpgroupProduct"> {
  let mnemonic = "product";
  let summary = "One warpgroup product: its shape and operand forms";
  let description = [{
    D (64 × `n`, f32) = [C +] Σ_{s < steps} A_s · B_s, one
    `wgmma.mma_async.m64n<n>k16` per k16 step `s`. `a` says whether A_s is
    four packed registers per thread (the mma.sync A layout of the thread's
    warp's 16 rows) or a shared-memory matrix descriptor; B_s is always a
    descriptor. `transpose_a` reads a descriptor A as M-major,
    `transpose_b` reads B as N-major (both K-major otherwise).
    `accumulate` adds to accumulators given as operands; without it D
    starts from zero.

    Example: `#attn_nv.product<n = 128, steps = 3, a = registers,
    transpose_b = true, accumulate = true>`.
  }];
  let parameters = (ins
    "int64_t":$n,
    "int64_t":$steps,
    "OperandSource":$a,
    DefaultValuedParameter<"bool", "false">:$transpose_a,
    DefaultValuedParameter<"bool", "false">:$transpose_b,
    DefaultValuedParameter<"bool", "false">:$accumulate
  );
  let assemblyFormat = "`<` struct(params) `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    /// f32 accumulator registers per thread.
    int64_t accumulatorCount() const { return getN() / 2; }
  }];
}

def AttnNV_WarpgroupProductArrayAttr
    : TypedArrayAttrBase<AttnNV_WarpgroupProductAttr,
                         "array of warpgroup products">;

def AttnNV_WarpgroupMmaOp : AttnNV_Op<"warpgroup_mma", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Warpgroup products issued together, optionally left in flight";
  let description = [{
    Issues each product of `products` (see `#attn_nv.product`) with
    `wgmma.mma_async`, in order, each committed as its own group, after one
    `wgmma.fence`. Operands are consumed product by product: the
    accumulators of the products that accumulate, the A registers (4 per
    step) or A descriptors (1 per step) of each product, and one B
    descriptor per step. The results are each product's n/2 accumulators
    of this thread, in the mma.sync C layout, n8 column chunk by chunk.

    Without `in_flight` the op waits for its products (`wgmma.wait_group
    0`) and the results may be read. With `in_flight` they are still being
    written by the tensor cores: they may only flow into
    `attn_nv.warpgroup_wait`, which returns them once complete, and the
    register A operands must be kept alive up to that wait (its `keep`
    operands).

    Example (operand lists abridged): S = Q·Kᵀ over 8 k16 steps with both
    operands from shared memory, and O += P·V with P in registers, issued
    together:

    ```mlir
    %s:24, %o:64 = attn_nv.warpgroup_mma [
        #attn_nv.product<n = 48, steps = 8, a = descriptor>,
        #attn_nv.product<n = 128, steps = 3, a = registers,
                         transpose_b = true, accumulate = true>]
        element = bf16 accumulators(%o0 ...) a(%p0 ...)
        a_descriptors(%qd0 ...) b_descriptors(%kd0 ..., %vd0 ...) in_flight
    ```
  }];
  let arguments = (ins
    AttnNV_WarpgroupProductArrayAttr:$products,
    TypeAttrOf<AnyTypeOf<[BF16, F16]>>:$element,
    Variadic<F32>:$accumulators,
    Variadic<I32>:$a,
    Variadic<I64>:$a_descriptors,
    Variadic<I64>:$b_descriptors,
    UnitAttr:$in_flight
  );
  let results = (outs Variadic<F32>:$results);
  let assemblyFormat = [{
    $products `element` `=` $element
    (`accumulators` `(` $accumulators^ `)`)?
    (`a` `(` $a^ `)`)?
    (`a_descriptors` `(` $a_descriptors^ `)`)?
    `b_descriptors` `(` $b_descriptors `)`
    (`in_flight` $in_flight^)? attr-dict
  }];
  let hasVerifier = 1;
  let extraClassDeclaration = [{
    /// The results of product `index`.
    ::mlir::ValueRange getProductResults(unsigned index);
  }];
}

def AttnNV_WarpgroupWaitOp : AttnNV_Op<"warpgroup_wait", [
    AttrSizedOperandSegments,
    DeclareOpInterfaceMethods<InferTypeOpInterface>,
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Waits for warpgroup products and returns their accumulators";
  let description = [{
    `wgmma.wait_group pending`: waits until at most `pending` committed
    product groups of this warpgroup are in flight. Each of `values` (the
    accumulators of products that are then complete, or other f32 values
    whose later uses must not move above the wait) comes back as a result
    with the same value, now safe to read. `keep` holds registers that the
    products in flight read (their register A operands): they stay
    allocated, unmodified, up to the wait.

    `after` holds values whose computation must precede the wait. ptxas
    otherwise moves `WARPGROUP.DEPBAR` to the start of its basic block, so
    that a softmax written between an issue and its wait runs after the
    wait rather than beside the products in flight. The lowering ends the
    block there: a warp-uniform branch (`vote.sync.any` of `after[i] < 0`)
    selects one of two copies of the wait. The values must not be negative
    (sums of exponentials are not; NaN does not compare below 0): `.aligned`
    asks every warp of the warpgroup to run the same copy, and the vote
    agrees only within a warp.

    Example:

    ```mlir
    %o:64 = attn_nv.warpgroup_wait 0 values(%in_flight ...) keep(%p0, %p1, %p2, %p3) after(%sum0, %sum1)
    ```
  }];
  let arguments = (ins
    ConfinedAttr<I64Attr, [IntNonNegative]>:$pending,
    Variadic<F32>:$values,
    Variadic<I32>:$keep,
    Variadic<F32>:$after
  );
  let results = (outs Variadic<F32>:$results);
  let assemblyFormat = [{
    $pending `values` `(` $values `)` (`keep` `(` $keep^ `)`)?
    (`after` `(` $after^ `)`)? attr-dict
  }];
}

def AttnNV_ReduceAddOp : AttnNV_Op<"reduce_add", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "Adds f32 values to global memory without returning anything";
  let description = [{
    `red.global.add.f32` of one value, or `red.global.add.v2.f32` of two
    (sm_90 and newer): `address[i] += values[i]` as one relaxed reduction,
    unordered with other threads' additions to the same elements.
    `address` points into global memory and, for two values, is 8-byte
    aligned.

    Example:

    ```mlir
    attn_nv.reduce_add %pointer, %x, %y : !llvm.ptr
    ```
  }];
  let arguments = (ins LLVM_AnyPointer:$address, Variadic<F32>:$values);
  let assemblyFormat =
      "$address `,` $values attr-dict `:` qualified(type($address))";
  let hasVerifier = 1;
}

def AttnNV_BulkReduceAddOp : AttnNV_Op<"bulk_reduce_add", [
    MemoryEffects<[MemRead, MemWrite]>]> {
  let summary =
      "Adds a block of f32 values from shared to global memory asynchronously";
  let description = [{
    `cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32` (sm_90):
    `destination[i] += source[i]` for the `bytes / 4` floats at `source`,
    as one asynchronous bulk operation of the issuing thread, unordered with
    other additions to the same elements.

    The operation joins the thread's open bulk async-group:
    `nvvm.cp.async.bulk.commit.group` closes the group;
    `nvvm.cp.async.bulk.wait_group` with `read` waits until `source` may be
    overwritten, and without it until the additions are done. Writes of
    `source` by other threads must be ordered before the op with
    `nvvm.fence.proxy` (async.shared) and a barrier.

    `destination` (global) and `source` (shared) are 16-byte aligned, and
    `bytes` is a positive multiple of 16.

    Example:

    ```mlir
    attn_nv.bulk_reduce_add %global, %shared, 16384 : !llvm.ptr<1>, !llvm.ptr<3>
    ```
  }];
  let arguments = (ins LLVM_PointerInAddressSpace<1>:$destination,
                       LLVM_PointerInAddressSpace<3>:$source,
                       I64Attr:$bytes);
  let assemblyFormat = [{
    $destination `,` $source `,` $bytes attr-dict `:`
    qualified(type($destination)) `,` qualified(type($source))
  }];
  let hasVerifier = 1;
}

def AttnNV_ThreadIdOp : AttnNV_Op<"thread_id", [
    MemoryEffects<[MemRead]>]> {
  let summary = "The thread's x index, read where it stands";
  let description = [{
    `%tid.x`, like `gpu.thread_id x`, but read anew at each execution: it
    is modelled as reading memory, so MLIR does not hoist it out of loops
    (it may merge two reads with no write between them), and it is lowered
    to a side-effecting `mov.u32 $0, %tid.x;`, which LLVM neither hoists
    nor merges.
    Addresses that a loop body computes from it are therefore computed in
    the loop each time, instead of being hoisted out of it and holding
    registers across the whole loop, which is what a kernel short of
    registers wants for addresses it uses once per iteration.

    Example:

    ```mlir
    %tid = attn_nv.thread_id : i32
    ```
  }];
  let results = (outs I32:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

def AttnNV_MultiprocessorCountOp : AttnNV_Op<"multiprocessor_count"> {
  let summary = "The current device's multiprocessor count, read by host code";
  let description = [{
    Host side of a persistent kernel's launch: the number of streaming
    multiprocessors of the device that the runtime launches on, from the
    runtime's `attn_mgpuMultiprocessorCount` (the driver's
    `CU_DEVICE_ATTRIBUTE_MULTIPROCESSOR_COUNT`, read once). A grid of that
    many blocks times the kernel's resident blocks per multiprocessor fills
    the chip in one wave. Without a usable device the runtime records the
    error, which stops the launches that follow, and the op yields 1.

    Example:

    ```mlir
    %sms = attn_nv.multiprocessor_count : index
    ```
  }];
  let results = (outs Index:$count);
  let assemblyFormat = "attr-dict `:` type($count)";
}

def AttnNV_TensorMapType : Type<
    CPred<"::mlir::attn::nv::isTensorMapType($_self)">,
    "!llvm.array<16 x i64> holding a CUtensorMap",
    "::mlir::LLVM::LLVMArrayType">,
  BuildableType<"::llvm::cast<::mlir::LLVM::LLVMArrayType>("
                "::mlir::attn::nv::getTensorMapType($_builder.getContext()))">;

def AttnNV_TensorMapOp : AttnNV_Op<"tensor_map"> {
  let summary = "TMA descriptor of a device buffer, encoded by host code";
  let description = [{
    Host side of a tensor-memory-accelerator load: encodes a `CUtensorMap`
    (128 bytes) for the row-major buffer `source` (bf16 or f16, rank 1-5)
    whose copies move boxes of `box` elements (one extent per dimension of
    `source`, outermost first; the innermost is 64 elements, 128 bytes),
    with the 128-byte shared-memory swizzle and out-of-range elements read
    as zero. The result is passed to a kernel by value, where
    `attn_nv.tensor_map_address` takes its address.

    The runtime's `attn_mgpuTensorMapEncodeTiled` encodes the descriptor;
    a buffer that TMA cannot describe (an address or row stride not a
    multiple of 16 bytes) makes it record an error, and the launches that
    follow in the same invocation do not run. The op reads nothing in
    `source`: only its address and shape.

    Example:

    ```mlir
    %map = attn_nv.tensor_map %key box [1, 48, 1, 64]
        : memref<2x4096x8x128xbf16>
    ```
  }];
  let arguments = (ins AnyMemRef:$source, DenseI64ArrayAttr:$box);
  let results = (outs AttnNV_TensorMapType:$map);
  let assemblyFormat =
      "$source `box` $box attr-dict `:` type($source)";
  let builders = [OpBuilder<(ins "::mlir::Value":$source,
                                 "::llvm::ArrayRef<int64_t>":$box)>];
  let hasVerifier = 1;
}

def AttnNV_TensorMapAddressOp : AttnNV_Op<"tensor_map_address", [Pure]> {
  let summary = "The address of a kernel's by-value TMA descriptor";
  let description = [{
    Inside a kernel: the generic address of `map`, a kernel argument that
    holds a descriptor made by `attn_nv.tensor_map`, as the operand of
    `nvvm.cp.async.bulk.tensor`. The descriptor must stay where the launch
    put it (TMA reads it from parameter, constant or global memory, not
    from a thread's registers or stack), so `attn-nv-lower-tensor-map-params`
    turns each such argument of a lowered kernel into a 64-byte aligned
    `byval` parameter marked `nvvm.grid_constant`, whose address replaces
    this op.

    Example:

    ```mlir
    %address = attn_nv.tensor_map_address %map
        : !llvm.array<16 x i64> -> !llvm.ptr
    ```
  }];
  let arguments = (ins AttnNV_TensorMapType:$map);
  let results = (outs LLVM_AnyPointer:$address);
  let assemblyFormat =
      "$map attr-dict `:` qualified(type($map)) `->` qualified(type($address))";
  let builders = [OpBuilder<(ins "::mlir::Value":$map)>];
}

#endif // ATTN_DIALECT_ATTNNV_IR_ATTNNVOPS_TD
