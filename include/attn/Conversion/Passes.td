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
    Lowers the tile-level IR (`attn-tile`'s output: `attn.band_keys`,
    `attn.band_rows` and the `attn.online_*`, `attn.query_grad_*` and
    `attn.key_grad_*` steps) to loop nests on memrefs, and tiles first any
    `attn.sdpa` or `attn.sdpa_grad` that did not pass attn-tile (with the
    pass's tile sizes, or the op's `#attn.tiling`). Each state type becomes
    its tile's stack buffers (a 1:N type conversion through the scf loops;
    the block of each init in a `memref.alloca_scope`), and each step the
    vector code that implements it in flash form: the forward's
    `scf.parallel` over (batch, query head, query tile) keeps the query
    tile, the running row max/sum and the output accumulator on the stack,
    walks only the key/value tiles that the mask can reach, and computes
    both products with `vector` FMAs in f32; the backward's steps compute
    S and dP with the key tile (or the row block) along the lanes. No
    Sq×Skv buffer is ever created. Operands enter through
    `bufferization.to_buffer` and results leave through
    `bufferization.to_tensor restrict`, so One-Shot Bufferize handles the
    rest of the program afterwards.

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
    Option<"queryTile", "query-tile", "int64_t", /*default=*/"0",
           "query rows per parallel task, for ops that still need tiling "
           "and have no #attn.tiling block_q; 0 = 64 for the forward, 32 "
           "for the backward">,
    Option<"keyTile", "key-tile", "int64_t", /*default=*/"32",
           "keys per inner tile (a multiple of 8), for ops that still need "
           "tiling and have no #attn.tiling block_kv">,
  ];
}


def AttnSelectBackendPass : Pass<"attn-select-backend", "::mlir::ModuleOp"> {
  let summary = "choose the GPU backend of every attention op";
  let description = [{
    Decides, for every `attn.sdpa` and `attn.sdpa_grad`, which GPU backend
    computes it, and records the decision as the op's `attn.backend`
    attribute for `attn-to-gpu`: `"fused"` (the generated kernels),
    `"cudnn"` (cuDNN's fused attention through the runtime) or `"auto"`
    (both compiled: cuDNN, and the generated kernels where the runtime
    declines at run time). The request is the op's own `attn.backend`, else
    the `backend` option:

    - `fused`: the generated kernels.
    - `cudnn`: cuDNN, or an error that names what cuDNN's graph cannot
      express exactly (score/mask regions, ALiBi, sinks, dropout, `thd`,
      f32, d_bias/d_sink, ...).
    - `auto`: both where both can; otherwise the one that can, with a remark
      naming why the other cannot (the generated kernels are asked with
      their default tile configuration for `chip`).

    The decision is the same function attn-to-gpu applies to an op without
    a recorded choice, so running this pass first changes no lowering. It
    makes the choice visible before any code is generated (every departure
    from the request is a remark at the op, every impossible request an
    error), and tools may rewrite the recorded choice before lowering.

    Before (`backend=auto`):
    ```mlir
    %o = attn.sdpa %q, %k, %v alibi(%slopes) layout = bshd
        : (...) -> tensor<1x128x4x64xbf16>
    ```
    After:
    ```mlir
    // remark: using the generated kernel: cuDNN cannot take this op (...)
    %o = attn.sdpa %q, %k, %v alibi(%slopes) layout = bshd
        {attn.backend = "fused"} : (...) -> tensor<1x128x4x64xbf16>
    ```
  }];
  let options = [
    Option<"backend", "backend", "std::string", /*default=*/"\"fused\"",
           "the backend requested for ops without their own attn.backend: "
           "'fused', 'cudnn' or 'auto' (see the description)">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90a\"",
           "GPU architecture (sm_80 or newer) the generated kernels are "
           "checked for under 'auto', and that decides what cuDNN takes "
           "(its backward: head dims up to 256 from sm_90, 128 before)">,
  ];
}

def ConvertAttnToCuDNNPass : Pass<"attn-to-cudnn", "::mlir::ModuleOp"> {
  let summary = "lower attention ops whose backend is cuDNN to cuDNN calls";
  let description = [{
    Replaces every `attn.sdpa` and `attn.sdpa_grad` whose backend is cuDNN
    alone (its `attn.backend` attribute, as attn-select-backend records it,
    else the `backend` option) by one call of the runtime's
    `attn_cudnnSdpaForward` / `attn_cudnnSdpaBackward`
    (runtime/lib/Cudnn.cpp, argument positions from `attn/ModuleAbi.h`):
    the problem (element type, layout, B, Hq, Hkv, Sq, Skv, Dqk, Dv, causal
    alignment, window, bias broadcast, scale) as integers and the device
    addresses of the operand and result buffers. The runtime builds and
    caches cuDNN's graph for the problem and runs it on the invocation's
    stream.

    cuDNN computes O = softmax(scale · Q·Kᵀ + bias + mask) · V with the
    same band as attn, but leaves rows without any allowed key undefined;
    where such rows can occur (bottom-right alignment with Sq > Skv,
    windows, per-batch lengths) small generated kernels in
    `gpu.module @attn_kernels` then write attn's out = 0, lse = −inf and
    zero gradients there. An op cuDNN cannot compute exactly (score/mask
    regions, ALiBi, sinks, dropout, `thd`, f32, d_bias/d_sink, ...) is an
    error that names the reason.

    Ops for the generated kernels (`"fused"`) and `"auto"` ops (cuDNN with
    the generated kernels as the run-time fallback, both compiled) are left
    for attn-to-gpu; run attn-select-backend first to resolve `auto`.

    Before:
    ```mlir
    %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
        {attn.backend = "cudnn"} : (...) -> tensor<2x256x16x64xbf16>
    ```
    After (abridged):
    ```mlir
    %out = memref.alloc() : memref<2x256x16x64xbf16>
    %ran = call @attn_cudnnSdpaForward(%c0, %c0, %b, %c16, %c2, ...,
        %scale, %q_ptr, %k_ptr, %v_ptr, ..., %out_ptr, %lse_ptr)
    %o = bufferization.to_tensor %out ...
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::func::FuncDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    Option<"backend", "backend", "std::string", /*default=*/"\"fused\"",
           "the backend of ops without their own attn.backend: only "
           "'cudnn' lowers them here ('fused' and 'auto' leave them for "
           "attn-to-gpu)">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90a\"",
           "GPU architecture (sm_80 or newer) of the fix-up kernels, which "
           "also decides what cuDNN takes (its backward: head dims up to "
           "256 from sm_90, 128 before)">,
  ];
}

def ConvertAttnToGPUPass : Pass<"attn-to-gpu", "::mlir::ModuleOp"> {
  let summary = "generate fused flash-attention GPU kernels for attn.sdpa "
                "and attn.sdpa_grad";
  let description = [{
    Replaces every `attn.sdpa` on tensors by a `gpu.launch_func` of a kernel
    that this pass generates into a `gpu.module` with an NVVM target. The
    kernel is the flash-attention forward in per-thread form: a block owns
    16·row_tiles·warps query rows of one (batch, query head) (with packed
    heads, 64 rows of each of its heads, below); each warp
    keeps its rows' query fragments (or re-reads them from shared memory
    when registers are short), running max/sum and f32 output accumulators
    in registers and walks the key/value tiles the mask can reach (tiles
    outside the causal/window/padding band are skipped, so cost follows the
    band, not Skv). Key/value tiles are staged in shared memory with
    `cp.async` (zero-filled past the valid length) in a ring of `stages`
    buffers; both products run on tensor cores with bf16/f16 operands and
    f32 accumulation, and P stays in registers between them. The tensor-core
    instruction is chosen per op (option `mma`): on sm_90a with head
    dimensions that are multiples of 64 up to 256, or of 32 up to 128 (on
    request, up to 256),
    Hopper's `wgmma` m64nNk16 (one warpgroup per 64
    query rows; Q, K and V tiles in 128-byte-swizzled shared memory read
    through matrix descriptors, P from registers; `fence.proxy.async` orders
    the `cp.async` writes before the tensor cores read them); elsewhere
    `ldmatrix` + `mma.sync` m16n8k16. The softmax works in base 2 with
    log2(e) folded into the scale; masking is applied only on tiles that
    cross the band's edge. `lse` is written in natural-log units.

    With `overlap` (wgmma only, three or more stages) each warpgroup
    software-pipelines its loop: iteration j issues S_j = Q·K_jᵀ and
    O += P_{j-1}·V_{j-1} as two commit groups of one
    `attn_nv.warpgroup_mma`, waits for S_j alone (`attn_nv.warpgroup_wait
    1`), runs tile j's mask and softmax
    while P·V is in flight, then waits for it (`wait_group 0`, which also
    orders the packing of P_j after P_{j-1}'s registers are free, and
    follows the row sums, `after`, so that ptxas keeps it behind the
    exponentials) and rescales O. K/V tile j + stages − 2 loads into the
    buffer of tile j − 2.

    With `heads-per-block` (or `heads` in the op's `#attn.tiling`; wgmma,
    no producer) a block packs that many query heads of one KV head's
    group: each consumer warpgroup takes one head over the block's 64 query
    rows, the grid's y walks slots of that many heads, and every K/V tile
    is loaded once for all of them (K/V traffic per query row falls by the
    factor, with no more masked pairs than one warpgroup computes). The
    heads of a block walk one range of key tiles, so a `mask_mod` that
    reads the head index keeps one head per block.

    The chosen instruction and tile shape are recorded on the kernel
    (`attn.mma`, `attn.warps`, `attn.row_tiles`, `attn.block_kv`,
    `attn.stages`, `attn.overlap`, `attn.heads_per_block`); an
    `attn.tiling = #attn.tiling<...>` attribute on the op (`warps`,
    `row_tiles`, `block_kv`, `stages`, `mma = mma_sync|wgmma|auto`,
    `overlap = true|false`, `heads`) overrides them. Asking for wgmma where
    it cannot run (another chip,
    other head dimensions, two row tiles, warps that are not whole
    warpgroups) is an error that says why.
    Combinations the kernel cannot do (f32 operands, head dimensions that
    are not multiples of 16 or exceed 256, `thd`, dropout, dynamic head
    counts) are errors that name the reason; nothing is silently dropped.

    Every `attn.sdpa_grad` becomes three kernels (flash-attention-2's
    backward), plus one with `d_sink` and two with `d_bias`:
    `sdpa_bwd_pre_N` computes delta = rowsum(d_out ∘ out) into an f32
    scratch buffer and zeroes an f32 dQ accumulator; `sdpa_bwd_N` gives
    each block one key tile of one kv head (16 keys per warp; 8 warps on
    wide bands, 4 on narrow windows), keeps K and V in shared memory and
    dK, dV in registers, and walks the 64-row query steps of every query
    head of the group that the band lets see the tile: it recomputes P from
    the saved lse, runs the five products on tensor cores (dSᵀ passes
    through shared memory for dQ) and adds each step's dQ to the
    accumulator with vector reductions (sm_90) or f32 atomics;
    `sdpa_bwd_dq_N` scales the accumulator into d_query. With
    `backward-dq=query-major` (and under `auto` on sm_90 for narrow
    windows, where these reductions bound the backward) the main kernel
    adds nothing to dQ: `sdpa_bwd_dq_N` (`attn.query_major`) walks each
    64-row query tile's keys, recomputes P and dP and writes d_query once
    (on sm_90a at head dims 64 and 128 with three wgmma products per key
    tile, `attn.mma = "wgmma"`). That kernel is launched first and also
    computes delta (O from global memory, dO from its landed tile) for the
    main kernel, so there is no `sdpa_bwd_pre_N` then.
    On sm_90a with
    head dimensions 64 or 128 (option `mma`, or `mma = wgmma` in the op's
    `#attn.tiling`) the main kernel runs its products on `wgmma`: each
    warpgroup owns 64 keys; Sᵀ = K·Qᵀ and dPᵀ = V·dOᵀ read both operands
    from 128-byte-swizzled shared memory, dV += Pᵀ·dO and dK += dSᵀ·Q take
    Pᵀ and dSᵀ from registers, and dQ = dS·K reads the swizzled dSᵀ tile
    M-major. The scratch buffers are allocated and freed in stream order
    on the host (`gpu.alloc`/`gpu.dealloc async`). A requested `d_sink`
    comes from `sdpa_bwd_dsink_N`, one block per query head summing
    −exp(σ − lse)·delta over the valid rows in a fixed order. A requested
    `d_bias` is summed in an f32 accumulator of the bias's shape:
    `sdpa_bwd_dbias_init_N` zeroes it, the main kernel adds each step's dS
    (summed first in registers and across lanes along a broadcast row or
    key dimension) with f32 reductions, and `sdpa_bwd_dbias_N` rounds it
    into d_bias. With the query-major dQ kernel asked for
    (`deterministic-backward`, `backward-dq=query-major`), d_bias of a bias
    with a broadcast dimension is an error (its sums would depend on the
    order of the reductions; `auto` keeps reductions there); a full bias
    gets one addition per element onto zero.
    Head dimensions above 128 (up to 256, multiples of 32) split dK, dV and
    dQ into two column chunks, one main-kernel block per key tile and chunk
    (mma.sync, 4 warps when 8 do not fit the shared memory): each block
    recomputes Sᵀ and dPᵀ over the full head dims, so two of the five
    products run twice. At 256 / 256 on wide bands `auto` takes
    `backward-split-columns` instead: the two warpgroups of a 64-key block
    each compute Sᵀ and dPᵀ for half of the step's rows, Pᵀ and dSᵀ meet in
    shared memory, and each accumulates half of dK's, dV's and dQ's
    columns, dQ leaving by bulk reductions. The query-major dQ kernel takes
    head dims up to 128.

    **cuDNN backend.** With `backend=cudnn` (or `auto`, or an op's
    `attn.backend = "cudnn"` attribute), an op becomes a call of the
    runtime's `attn_cudnnSdpaForward` / `attn_cudnnSdpaBackward`, which
    build cuDNN's fused-attention graph for the problem (masks from index
    comparisons with attn's inclusive window bounds), cache the plan and
    run it on the invocation's stream. Rows that attn's mask leaves without
    any key are undefined in cuDNN: a generated kernel `sdpa_cudnn_rows_N`
    writes attn's out = 0, lse = -inf there; the backward reads an lse copy
    (`sdpa_cudnn_lse_N`) with +inf on those rows so that cuDNN's
    recomputed probabilities are 0, and `sdpa_cudnn_pad_N` zeroes gradient
    rows past the valid lengths. ALiBi, sinks, dropout, `thd`, f32 and
    d_bias/d_sink are not mapped: under `cudnn` they are errors that name
    the reason, under `auto` the op takes the generated kernel. Under
    `auto` an op both can compute gets both: the call returns 0 when the
    runtime cannot use cuDNN (no library, disabled, no engine for the
    problem) and the generated kernels run instead. Per-batch lengths are
    clamped into [0, S] first (`sdpa_cudnn_lengths_N`).

    Before:
    ```mlir
    %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
        : (tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>,
           tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16>
    ```
    After (abridged):
    ```mlir
    gpu.module @attn_kernels [#nvvm.target<chip = "sm_90a">] {
      gpu.func @sdpa_fwd_0(...) kernel attributes {attn.warps = 4 ...} {
        ... nvvm.cp.async.shared.global ... nvvm.ldmatrix ...
        ... nvvm.mma.sync ...
      }
    }
    %qm = bufferization.to_buffer %q : ...
    gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%c2, %c4, %c1)
        threads in (%c128, %c1, %c1) dynamic_shared_memory_size %smem
        args(...)
    %o = bufferization.to_tensor %om restrict writable : ...
    ```
  }];
  let dependentDialects = [
    "::mlir::arith::ArithDialect",
    "::mlir::bufferization::BufferizationDialect",
    "::mlir::gpu::GPUDialect",
    "::mlir::LLVM::LLVMDialect",
    "::mlir::memref::MemRefDialect",
    "::mlir::NVVM::NVVMDialect",
    "::mlir::attn::nv::AttnNVDialect",
    "::mlir::attn::nv::AttnNVDialect",
    "::mlir::scf::SCFDialect",
    "::mlir::tensor::TensorDialect",
  ];
  let options = [
    Option<"backend", "backend", "std::string", /*default=*/"\"fused\"",
           "how attn ops are computed: 'fused' (the generated kernels), "
           "'cudnn' (cuDNN's fused attention through the runtime; an op "
           "cuDNN cannot compute exactly is an error naming why) or 'auto' "
           "(cuDNN where it can, else the generated kernels, with a remark); "
           "an op's attn.backend attribute overrides it">,
    Option<"chip", "chip", "std::string", /*default=*/"\"sm_90a\"",
           "GPU architecture of the generated kernels (sm_80 or newer; it "
           "also sets the shared-memory limit)">,
    Option<"mma", "mma", "std::string", /*default=*/"\"auto\"",
           "tensor-core instruction of the generated forward and backward "
           "kernels: "
           "'wgmma' (Hopper's warpgroup MMA with operands in swizzled shared "
           "memory; sm_90a, 4 or 8 warps; the forward at any head dim that "
           "is a multiple of 32 up to 256, the backward at head dims of 32, "
           "64, 96 or 128, at d_qk 192 with d_v 64 or 128, and at head dims "
           "of 128 and 256 with one of 256), 'mma.sync' (every chip, every "
           "head dim) "
           "or 'auto' (wgmma where it is measured faster: the forward at "
           "every multiple of 64 and, up to head dim 128, of 32; the "
           "backward at d_qk 32, 64, 96 and 128, at 192 with 8 warps and at "
           "256 / 256 with split columns; mma.sync at 256 with one 128, and "
           "at 192 with 4 warps)">,
    Option<"warps", "warps", "int64_t", /*default=*/"0",
           "warps per block (16·row-tiles query rows each): 1-8, or 12 (three "
           "consumer warpgroups) with a producer; 0 = chosen per op">,
    Option<"rowTiles", "row-tiles", "int64_t", /*default=*/"0",
           "16-row MMA tiles per warp (1 or 2); 0 = chosen per op">,
    Option<"blockKv", "block-kv", "int64_t", /*default=*/"0",
           "keys per inner tile (multiple of 16); 0 = chosen per op">,
    Option<"stages", "stages", "int64_t", /*default=*/"0",
           "shared-memory buffers per K/V tile (2 to 4); 0 = chosen per op">,
    Option<"overlap", "overlap", "std::string", /*default=*/"\"auto\"",
           "software pipelining of the wgmma forward: 'on' issues each key "
           "tile's Q·Kᵀ and the previous tile's P·V together and runs the "
           "softmax while P·V is in flight (three or more K/V buffers), "
           "'off' waits for each product before the next step, 'auto' "
           "chooses per op">,
    Option<"producer", "producer", "std::string", /*default=*/"\"auto\"",
           "warp specialisation of the wgmma forward: 'on' adds a producer "
           "warpgroup that loads Q, K and V with TMA into a ring of "
           "mbarrier-guarded buffers, so that the consumer warpgroups wait "
           "only for their own tile and never for the whole block; 'off' "
           "loads with cp.async from every thread; 'auto' chooses per op">,
    Option<"pingpong", "pingpong", "std::string", /*default=*/"\"auto\"",
           "with a producer and overlap, the two consumer warpgroups take "
           "turns (named barriers) issuing each iteration's products, so "
           "that one's softmax runs while the other's products occupy the "
           "tensor cores; 'auto' chooses per op">,
    Option<"persistent", "persistent", "std::string", /*default=*/"\"auto\"",
           "with a producer: 'on' launches one block per resident slot "
           "(multiprocessors times blocks per multiprocessor), each walking "
           "query tiles in the grid's order (heaviest first when causal) "
           "with a stride of the launch, so that the producer loads the next "
           "tile while the consumers store the last one; 'off' launches one "
           "block per tile; 'auto' chooses per op">,
    Option<"headsPerBlock", "heads-per-block", "int64_t", /*default=*/"0",
           "wgmma forward without a producer: query heads of one KV head's "
           "group per block (GQA packing, 1 to 4), one warpgroup each over "
           "the same query rows, sharing each K/V tile; applied where the "
           "op can take it (it divides Hq / Hkv, no head-dependent "
           "mask_mod); 0 = chosen per op">,
    Option<"l2Sections", "l2-sections", "std::string", /*default=*/"\"auto\"",
           "with heaviest-first, take the (head, batch) planes of causal "
           "grids in sections whose shared operands (the forward's K and V, "
           "the backward's Q, dO and dQ) fit l2-section-bytes, heaviest tile "
           "first within each section: 'on', 'off', or 'auto' (where no two "
           "query heads share K and V; GQA grids already share them between "
           "the blocks in flight, and sections measured slower there)">,
    Option<"l2SectionBytes", "l2-section-bytes", "int64_t",
           /*default=*/"33554432",
           "the L2 budget of one section (l2-sections); 0 turns sections "
           "off">,
    Option<"heaviestFirst", "heaviest-first", "bool", /*default=*/"true",
           "start the blocks of causal grids heaviest tile first across all "
           "heads and batch entries (the hardware starts blocks in grid "
           "order; otherwise the heaviest tiles of the last heads start "
           "last and run alone at the end); false keeps the grid order">,
    Option<"deterministicBackward", "deterministic-backward", "bool",
           /*default=*/"false",
           "compute dQ with a query-major kernel that recomputes P and dP "
           "instead of f32 reductions: bitwise reproducible gradients for "
           "two more matrix products (an error with "
           "backward-dq=reductions)">,
    Option<"backwardQueryGrad", "backward-dq", "std::string",
           /*default=*/"\"auto\"",
           "how the backward sums dQ: 'reductions' (the main kernel adds "
           "each query step's dQ into an f32 accumulator), 'query-major' "
           "(a second kernel walks each query tile's keys and recomputes P "
           "and dP: two more products, no reductions, bitwise reproducible; "
           "head dims up to 128, not with d_bias of a broadcast bias) or "
           "'auto' (query-major on sm_90 for narrow windows, where it can "
           "run and the reductions bound the backward; reductions "
           "elsewhere)">,
    Option<"backwardWarps", "backward-warps", "int64_t", /*default=*/"0",
           "warps of the backward's main kernel, each owning 16 keys of its "
           "key tile (4 or 8); 0 = 8 on wide bands, 4 on narrow windows">,
    Option<"backwardStages", "backward-stages", "int64_t", /*default=*/"0",
           "buffers of each query step's Q, dO, lse and delta in the "
           "backward's main kernel (2 or 3): each step prefetches the step "
           "stages − 1 ahead, so a load has that many steps to land. With "
           "3 the overlapped wgmma step that sums dQ by reductions "
           "pipelines: one block barrier per step (the one publishing dSᵀ, "
           "while dV and dK run), two dSᵀ buffers. 0 = 3 where the steps "
           "pipeline, up to head dim 128 with 8 warps, and the tiles fit; "
           "else 2">,
    Option<"backwardQueryGradHeads", "backward-dq-heads", "int64_t",
           /*default=*/"0",
           "query heads per block of the query-major dQ kernel on wgmma "
           "(1 or 2): with 2, two warpgroups each take one query head of a "
           "KV head's group over the same 64 rows and share each K/V tile; "
           "applied where the op can take it (an even group size, no "
           "mask_mod reading the head, the tiles within the shared "
           "memory); 0 = chosen per op">,
    Option<"backwardQueryGradStages", "backward-dq-stages", "int64_t",
           /*default=*/"0",
           "K/V buffers of the query-major dQ kernel (1 or 2): with 2 each "
           "key tile's load overlaps the previous tile's products; with 1 "
           "it waits for them, and the block's shared memory shrinks by "
           "one K and V tile, so that more blocks share a multiprocessor "
           "(with one warpgroup, 3 instead of 2 at head dim 128) and "
           "cover each other's loads; 0 = 1 where that fits more blocks "
           "on wgmma with one head per block, else 2">,
    Option<"backwardTma", "backward-tma", "bool", /*default=*/"false",
           "load each query step's Q and dO in the backward's main kernel "
           "with TMA (one thread's cp.async.bulk.tensor onto the stage's "
           "mbarrier, on which the warps wait before the step's products) "
           "instead of every thread's cp.async share, where the loads can "
           "run: sm_90a's pipelined steps (the overlapped wgmma step, dQ by "
           "reductions, three stages), head dims that are multiples of 64, "
           "no seqlens_q; elsewhere the steps keep cp.async. Off: correct in "
           "the GPU suite and clean under compute-sanitizer, but 3-16% "
           "slower than cp.async on the H100's dense causal rows">,
    Option<"backwardOverlap", "backward-overlap", "std::string",
           /*default=*/"\"auto\"",
           "software pipelining of the wgmma backward: 'on' issues Sᵀ with "
           "dPᵀ and dV with dK as pairs of commit groups (the softmax runs "
           "while dPᵀ is in flight) and, where the blocks fit the step's Q "
           "and dO tiles (or, at d_qk 32 and 96 with two warpgroups, a "
           "staging buffer of each warpgroup's), adds dQ by bulk reductions "
           "(cp.reduce.async.bulk) of 16 or 8 KiB blocks; 'off' issues and "
           "waits for each product as a unit and adds dQ by per-thread "
           "reductions. Either way the sliced steps of d_qk 192 / d_v 128 "
           "with two warpgroups stage each 32-column dQ block as its "
           "product lands and add them by bulk reductions where the "
           "staging fits. 'auto' is 'on' up to head dim 128 and 'off' "
           "above">,
    Option<"backwardProducer", "backward-producer", "std::string",
           /*default=*/"\"auto\"",
           "warp specialisation of the wgmma backward's main kernel: 'on' "
           "adds a producer warpgroup that loads each query step's Q and dO "
           "with TMA and its lse and delta with cp.async onto the stage's "
           "full mbarrier, while the two consumer warpgroups release stages "
           "on empty mbarriers and meet each other only at named barriers "
           "(dSᵀ stored for dQ; with one dSᵀ buffer, where two do not fit, "
           "dSᵀ read by the other's dQ), taking the "
           "producer's registers (setmaxnreg 24 / 240); where it can run: "
           "8 warps, the unit or overlapped step without split columns or "
           "the pipelined three stages, dQ by reductions, head dims that "
           "are multiples of 64, no seqlens_q. 'off' keeps every thread's "
           "cp.async share and the block barriers; 'auto' is 'off'. Not "
           "yet run on a GPU (2026-12-07): its GPU suite variants (bwprod*) "
           "and timings are still to come, so not for production">,
    Option<"backwardSplitColumns", "backward-split-columns", "std::string",
           /*default=*/"\"auto\"",
           "the wgmma backward's two warpgroups on one 64-key block, each "
           "owning half of dK's, dV's and dQ's columns: 'on' has each "
           "compute Sᵀ and dPᵀ for half of the step's 64 rows and meet the "
           "other's half of Pᵀ and dSᵀ in shared memory, so that no product "
           "is done twice and dK and dV take half the registers (head dims "
           "that are multiples of 128, 8 warps, dQ by reductions; an error "
           "elsewhere); 'off' keeps 64 keys per warpgroup (column chunks "
           "above head dim 192); 'auto' is 'on' at d_qk = d_v = 256 on "
           "wide bands with 8 warps (dQ then leaves by bulk reductions "
           "staged in the step's Q and dO tiles), 'off' elsewhere">,
  ];
}

def ConvertAttnNVToLLVMPass : Pass<"convert-attn-nv-to-llvm"> {
  let summary = "lower the attn_nv ops to PTX in LLVM inline assembly";
  let description = [{
    The one place where the generated kernels' PTX that MLIR's nvvm
    dialect does not model is written out: every
    `attn_nv.warpgroup_mma` becomes one `llvm.inline_asm` that fences,
    issues each product's `wgmma.mma_async` steps, commits each product as
    a group and (unless `in_flight`) waits; results are tied to the
    accumulators they add to, and a zero register sets the predicate
    that starts a product from zero. `attn_nv.warpgroup_wait` becomes
    `wgmma.wait_group` with each value passed through a tied register (so
    no use moves above it) and the kept registers as inputs; with `after`
    values, a warp-uniform branch on them picks one of two copies of the
    wait, so that ptxas cannot hoist it above their computation.
    `attn_nv.reduce_add` becomes `red.global.add.f32` or
    `red.global.add.v2.f32`, `attn_nv.bulk_reduce_add`
    `cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32`. With
    `inline-descriptor-offsets`, a product's matrix descriptors that are
    one base plus constants (the k16 steps of a tile) enter the asm as that
    base, and an `add.s64` into a scratch register before each step adds the
    constant; otherwise every step's descriptor is an operand register of
    its own, all live at the issue and, when loop-invariant, across the
    loop. On the host, `attn_nv.tensor_map` becomes a
    call of the runtime's `attn_mgpuTensorMapEncodeTiled` into a 64-byte
    aligned stack slot and a load of the descriptor from it. The
    attn-cuda pipeline runs it on the kernels before `convert-gpu-to-nvvm`,
    and on the host code once the kernels are compiled.

    Before:
    ```mlir
    %r:2 = attn_nv.warpgroup_wait 1 values(%a, %b)
    ```
    After:
    ```mlir
    %0 = llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 1;",
        "=f,=f,0,1,~{memory}" %a, %b : (f32, f32) -> !llvm.struct<(f32, f32)>
    %r0 = llvm.extractvalue %0[0] : !llvm.struct<(f32, f32)>
    %r1 = llvm.extractvalue %0[1] : !llvm.struct<(f32, f32)>
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::arith::ArithDialect",
                           "::mlir::memref::MemRefDialect"];
  let options = [
    Option<"inlineDescriptorOffsets", "inline-descriptor-offsets", "bool",
           /*default=*/"true",
           "pass each warpgroup product's descriptors that share a base as "
           "that base, adding their constant offsets inside the asm (fewer "
           "live registers)">,
  ];
}

def AttnNVLowerTensorMapParamsPass
    : Pass<"attn-nv-lower-tensor-map-params"> {
  let summary = "pass TMA descriptors to kernels as grid-constant parameters";
  let description = [{
    A kernel takes each TMA descriptor (`attn_nv.tensor_map`) by value, as
    an `!llvm.array<16 x i64>` argument, so that the launch copies its 128
    bytes into the kernel's parameters; TMA then reads it there. Once the
    kernels are LLVM functions (after `convert-gpu-to-nvvm`), this pass
    turns every argument whose address `attn_nv.tensor_map_address` takes
    into a `byval` pointer parameter aligned to 64 bytes and marked
    `nvvm.grid_constant` (PTX `.param .align 64 .b8 [128]`, addressed with
    `cvta.param`), and replaces those ops by it. Any other use of such an
    argument, or an address of a value that is no kernel argument, is an
    error.

    Before:
    ```mlir
    llvm.func @k(%map: !llvm.array<16 x i64>) attributes {nvvm.kernel} {
      %a = attn_nv.tensor_map_address %map : !llvm.array<16 x i64> -> !llvm.ptr
    ```
    After:
    ```mlir
    llvm.func @k(%map: !llvm.ptr {llvm.align = 64 : i64,
        llvm.byval = !llvm.array<16 x i64>, nvvm.grid_constant})
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect",
                           "::mlir::NVVM::NVVMDialect"];
}

def AttnNVExternDynamicSharedPass : Pass<"attn-nv-extern-dynamic-shared"> {
  let summary = "declare the dynamic shared memory as extern in the PTX";
  let description = [{
    `convert-gpu-to-nvvm` gives `gpu.dynamic_shared_memory` an internal
    zero-length global in the shared address space, which the NVPTX
    backend prints as a one-byte `.shared` variable. ptxas then counts
    that byte as static shared memory, and a launch whose dynamic shared
    memory is all that a block may have (227 KiB on sm_90) fails with
    `CUDA_ERROR_INVALID_VALUE`, since static and dynamic shared memory
    share the limit. This pass turns every zero-length array global of
    address space 3 that has no initializer into an external declaration
    (`.extern .shared .b8 name[]`), the form that takes no static shared
    memory. Other globals are left alone.

    Before:
    ```mlir
    llvm.mlir.global internal @__dynamic_shmem__0()
        {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    ```
    After:
    ```mlir
    llvm.mlir.global external @__dynamic_shmem__0()
        {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
    ```
  }];
  let dependentDialects = ["::mlir::LLVM::LLVMDialect"];
}

#endif // ATTN_CONVERSION_PASSES_TD
