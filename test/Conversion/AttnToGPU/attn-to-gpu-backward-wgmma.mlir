// RUN: attn-opt %s -split-input-file "--attn-to-gpu=backward-overlap=off backward-dq=reductions" | FileCheck %s
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=backward-overlap=off backward-dq=reductions" | FileCheck %s --check-prefix=KERNEL
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=backward-warps=4 backward-overlap=off backward-dq=reductions" | FileCheck %s --check-prefix=WARPS4
// RUN: attn-opt %s -split-input-file --attn-to-gpu=chip=sm_80 | FileCheck %s --check-prefix=SM80
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=backward-dq=reductions backward-stages=2" | FileCheck %s --check-prefix=OVL
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=backward-overlap=on backward-dq=reductions backward-stages=2" | FileCheck %s --check-prefix=OVL
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=backward-overlap=on chip=sm_80" | FileCheck %s --check-prefix=SM80
// RUN: attn-opt %s -split-input-file --attn-to-gpu=backward-dq=reductions | FileCheck %s --check-prefix=STAGES3

// The wgmma backward main kernel (sdpa_bwd_N) that --attn-to-gpu picks on
// sm_90a (the default chip) for head dimensions 64 and 128 (mma=auto),
// here with backward-overlap=off (the default overlap is checked under OVL):
// warpgroup g owns keys [64g, 64g + 64) of the block's key tile; K, V and
// the two stages of (Q, dO) are copied with cp.async into 128-byte-swizzled
// tiles (64-column blocks of 128-byte rows, every tile 1024-aligned from the
// first 1024-byte boundary of the dynamic shared memory), made visible to
// the tensor cores with fence.proxy.async before the step's barrier. Per
// query step of block_q = 64 rows, one inline-asm unit per product (fence,
// issue, commit, wait):
//   Sᵀ  = K·Qᵀ   m64n64k16, A and B descriptors, no transpose (1, 1, 0, 0)
//   dV += Pᵀ·dO  m64n<d_v>k16, A from registers, B N-major (1, 1, 1)
//   dPᵀ = V·dOᵀ  m64n64k16, as Sᵀ
//   dK += dSᵀ·Q  m64n<d_qk>k16, as dV
//   dQ  = dS·K   m64n64k16 from dSᵀ (swizzled into shared memory, fenced,
//                barrier) read M-major and K N-major (1, 1, 1, 1), added to
//                the f32 accumulator with red.global.add.v2.f32.
// Shared memory: K block_kv·d_qk·2 + V block_kv·d_v·2 + 2 stages of
// align1024(64·d_qk·2 + 64·d_v·2 + 2·64·4) + dSᵀ block_kv·64·2 + 1024
// (alignment slack). The mma.sync kernel (#attn.tiling mma = mma_sync, sm_80)
// is checked in attn-to-gpu-backward.mlir.
//
// KERNEL checks what must be absent anywhere in a main kernel: each block
// runs from the kernel's label to the next kernel's.

// GQA 8/2, D = 128, causal: a wide band takes 8 warps (two warpgroups) and
// 128-key tiles; smem = 32768 (K) + 32768 (V) + 2 · 33792 (stages) + 16384
// (dSᵀ) + 1024 = 150528, dSᵀ at 32768 · 2 + 2 · 33792 = 133120. dQ splits
// the two 64-column blocks of d_qk between the warpgroups, each over all
// 128 keys: one product of 8 k-steps and 16 reductions per thread.
// CHECK-LABEL: func.func @gqa_d128_causal(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 blocks in (%{{.+}}, %c2, %{{.+}}) threads in (%c256, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c150528_i32 args(
// CHECK:       gpu.module @attn_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx81">]
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      kernel attributes {attn.block_kv = 128 : i64, attn.block_q = 64 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 150528 : i64, known_block_size = array<i32: 256, 1, 1>, nvvm.maxntid = array<i32: 256, 1, 1>}
// The tiles' base: the dynamic shared memory advanced by
// (1024 - address % 1024) % 1024 bytes.
// CHECK:         [[DYN:%.+]] = gpu.dynamic_shared_memory
// CHECK-NEXT:    [[PTR:%.+]] = memref.extract_aligned_pointer_as_index [[DYN]]
// CHECK-NEXT:    [[I64:%.+]] = arith.index_cast [[PTR]] : index to i64
// CHECK-NEXT:    [[RAW:%.+]] = llvm.inttoptr [[I64]] : i64 to !llvm.ptr<3>
// CHECK-NEXT:    [[MASK:%.+]] = arith.constant 1023 : i32
// CHECK-NEXT:    [[ADDR:%.+]] = llvm.ptrtoint [[RAW]] : !llvm.ptr<3> to i32
// CHECK-NEXT:    [[MIS:%.+]] = arith.andi [[ADDR]], [[MASK]] : i32
// CHECK:         [[PAD:%.+]] = arith.subi %c1024_i32{{.*}}, [[MIS]] : i32
// CHECK-NEXT:    [[OFF:%.+]] = arith.andi [[PAD]], %c1023_i32{{.*}} : i32
// CHECK-NEXT:    [[BASE:%.+]] = llvm.getelementptr [[RAW]]{{\[}}[[OFF]]{{\]}} : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// K and V tiles, then the first step's Q, dO (16-byte) and lse, delta
// (4-byte copies).
// CHECK:         nvvm.cp.async.shared.global %{{.+}}, %{{.+}}, 16, cache = cg
// CHECK:         nvvm.cp.async.shared.global %{{.+}}, %{{.+}}, 4, cache = ca
// CHECK:         nvvm.cp.async.commit.group
// The step's tiles are made visible to the async proxy before the barrier.
// CHECK:         scf.for
// CHECK:           nvvm.cp.async.wait.group 0
// CHECK-NEXT:      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT:      gpu.barrier
// Sᵀ = K·Qᵀ: 8 k16 steps over d_qk = 128, the first without accumulation.
// CHECK:           %{{.+}}:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>] element = bf16 a_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){7}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){7}\)}}{{$}}
// The mask of tiles that cross the band's edge.
// CHECK:           scf.if
// dV += Pᵀ·dO: 4 k16 steps over the 64 rows, Pᵀ in registers, dO
// transposed, accumulating onto the carried dV.
// CHECK:           %{{.+}}:64 = attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = bf16 accumulators(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){63}\)}} a(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){15}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}}{{$}}
// dPᵀ = V·dOᵀ: as Sᵀ, 8 steps over d_v = 128.
// CHECK:           %{{.+}}:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>] element = bf16 a_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){7}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){7}\)}}{{$}}
// dK += dSᵀ·Q: as dV, over d_qk = 128.
// CHECK:           %{{.+}}:64 = attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = bf16 accumulators(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){63}\)}} a(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){15}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}}{{$}}
// dSᵀ into its swizzled tile (8 chunks of the thread's two keys), fenced,
// and a barrier before any warpgroup reads it.
// CHECK:           arith.constant 133120 : i32
// CHECK:           arith.xori
// CHECK-COUNT-16:  llvm.store %{{.+}}, %{{.+}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK-NEXT:      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT:      gpu.barrier
// dQ = dS·K: A = dSᵀ M-major (transposed), B = K N-major, 8 steps over the
// 128 keys; then 16 two-float reductions per thread (2 rows x 8 column
// pairs of the 64 x 64 product).
// CHECK:           llvm.ptrtoint [[BASE]] : !llvm.ptr<3> to i32
// CHECK:           %{{.+}}:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor, transpose_a = true, transpose_b = true>] element = bf16 a_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){7}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){7}\)}}{{$}}
// CHECK-COUNT-16:  attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// CHECK-NEXT:      scf.yield
// CHECK:         gpu.return
// CHECK-LABEL: gpu.func @sdpa_bwd_dq_0(
// KERNEL-LABEL: func.func @gqa_d128_causal(
// KERNEL-LABEL: gpu.func @sdpa_bwd_0(
// KERNEL-NOT:     nvvm.ldmatrix
// KERNEL-NOT:     nvvm.mma.sync
// KERNEL-NOT:     llvm.atomicrmw
// KERNEL-LABEL: gpu.func @sdpa_bwd_dq_0(

// backward-warps=4: one warpgroup of 64-key tiles, two blocks per SM:
// smem = 16384 + 16384 + 2 · 33792 + 8192 + 1024 = 109568; the warpgroup
// takes both column blocks of dQ, 4 steps over its 64 keys each.
// WARPS4-LABEL: func.func @gqa_d128_causal(
// WARPS4-LABEL: gpu.func @sdpa_bwd_0(
// WARPS4-SAME:      kernel attributes {attn.block_kv = 64 : i64, attn.block_q = 64 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 109568 : i64, known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 2 : i32}
// WARPS4-COUNT-2:   attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>]
// WARPS4-NOT:       transpose_a = true
// WARPS4-LABEL: gpu.func @sdpa_bwd_dq_0(

// backward-overlap=on, the default (auto) at these head dims: Sᵀ and dPᵀ
// are issued as one unit of two commit
// groups (in_flight); the first wait returns Sᵀ, the mask and exponentials
// run (each exponent one FFMA, Sᵀ·scale·log2e − lse·log2e), the second
// returns dPᵀ. dSᵀ goes to shared memory from its packed
// registers, then dV is issued (Pᵀ from registers) and the block waits at
// the barrier that publishes dSᵀ (fenced for the async proxy) while it
// runs. dQ (dSᵀ read M-major from shared memory) and dK (dSᵀ from
// registers) follow as one unit of two commit groups; the wait for all but
// the last returns dV and dQ and keeps Pᵀ's registers, and dQ is added while
// dK runs; dK's wait keeps dSᵀ's registers (keep) until the tensor cores
// have read them.
// Each warpgroup's dQ block (64 x 64 f32) goes to a staging buffer of its
// own after dSᵀ (at 133120 + 16384 = 149504, + 16384 · warpgroup; smem
// 150528 + 2 · 16384 = 183296) as eight 16-byte stores per thread, then
// fence, the warpgroup's named barrier (1 + warpgroup, 128 threads) and one
// bulk reduction of 16 KiB by the warpgroup's first thread. Each step waits
// for the last step's reductions to have read the buffer before its
// barrier; the kernel waits for them to finish before it ends.
// OVL-LABEL: func.func @gqa_d128_causal(
// OVL:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 {{.+}} dynamic_shared_memory_size %c183296_i32
// OVL-LABEL: gpu.func @sdpa_bwd_0(
// OVL:         scf.for
// OVL:           nvvm.cp.async.wait.group 0
// OVL-NEXT:      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// OVL-NEXT:      nvvm.cp.async.bulk.wait_group 0 {read}
// OVL-NEXT:      gpu.barrier
// OVL:           %[[SDP:.+]]:64 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>, #attn_nv.product<n = 64, steps = 8, a = descriptor>] element = bf16 {{.+}} in_flight
// OVL-NEXT:      %[[S:.+]]:32 = attn_nv.warpgroup_wait 1 values(%[[SDP]]#0, {{.+}}, %[[SDP]]#31)
// OVL:           %[[NEG:.+]] = arith.negf %{{.+}} : f32
// OVL-NEXT:      arith.constant
// OVL-NEXT:      %[[X:.+]] = llvm.intr.fma(%[[S]]#0, %{{.+}}, %[[NEG]])
// OVL-NEXT:      llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%[[X]])
// OVL:           scf.if
// OVL:           attn_nv.warpgroup_wait 0 values(%[[SDP]]#32, {{.+}}, %[[SDP]]#63)
// OVL-COUNT-16:  llvm.store %{{.+}}, %{{.+}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// OVL:           %[[DV:.+]]:64 = attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = bf16 {{.+}} in_flight
// OVL-NEXT:      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// OVL-NEXT:      gpu.barrier
// OVL-NOT:       attn_nv.warpgroup_wait
// OVL:           %[[QK:.+]]:96 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor, transpose_a = true, transpose_b = true>, #attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = bf16 {{.+}} in_flight
// OVL-NEXT:      attn_nv.warpgroup_wait 1 values(%[[DV]]#0, {{.+}}, %[[DV]]#63, %[[QK]]#0, {{.+}}, %[[QK]]#31) keep(
// OVL:           arith.constant 16384 : i32
// OVL:           arith.muli %{{.+}}, %{{.+}} : i32
// OVL:           arith.constant 149504 : i32
// OVL-COUNT-8:   llvm.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// OVL-NEXT:      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// OVL:           nvvm.barrier id = %{{.+}} number_of_threads = %c128_i32
// OVL:           scf.if
// OVL:             attn_nv.bulk_reduce_add %{{.+}}, %{{.+}}, 16384 : !llvm.ptr<1>, !llvm.ptr<3>
// OVL-NEXT:        nvvm.cp.async.bulk.commit.group
// OVL:           %[[DK:.+]]:64 = attn_nv.warpgroup_wait 0 values(%[[QK]]#32, {{.+}}, %[[QK]]#95) keep(
// OVL-NEXT:      scf.yield %[[DK]]#0,
// OVL:         nvvm.cp.async.bulk.wait_group 0{{$}}
// The dq kernel reads the blocked accumulator: (n·128 + t)·4 + e within a
// 4096-float block.
// OVL-LABEL: gpu.func @sdpa_bwd_dq_0(
// OVL:         arith.constant 4096 : i64
// The default (backward-stages=0: 3 where the steps pipeline) with the
// overlapped step and dQ by reductions: the pipelined steps. Three stages of Q and dO (32768 each), two dSᵀ buffers,
// the dQ staging, then lse and delta of the three stages: smem = 65536 +
// 3 · 32768 + 2 · 16384 + 2 · 16384 + 3 · 512 + 1024 = 231936. The
// prologue commits steps 0 (with K and V) and 1 as groups of their own and
// publishes them (wait, fence, barrier). The loop has one block barrier:
// after the dSᵀ store and the issue of dV, each thread waits for its
// copies (the next step's tiles) and for its bulk reductions' reads, fences
// and meets the others; then it prefetches the step two ahead into stage
// (step + 2) mod 3 and issues dQ and dK. dSᵀ alternates between its two
// buffers by the step's parity.
// STAGES3-LABEL: func.func @gqa_d128_causal(
// STAGES3:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 {{.+}} dynamic_shared_memory_size %c231936_i32
// STAGES3-LABEL: gpu.func @sdpa_bwd_0(
// STAGES3:         nvvm.cp.async.commit.group
// STAGES3:         nvvm.cp.async.commit.group
// STAGES3-NEXT:    nvvm.cp.async.wait.group 0
// STAGES3-NEXT:    nvvm.fence.proxy
// STAGES3-NEXT:    gpu.barrier
// STAGES3:         scf.for
// STAGES3-NOT:       gpu.barrier
// STAGES3:           arith.remui %{{.+}}, %c2_i32 : i32
// STAGES3-NOT:       gpu.barrier
// STAGES3:           attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers
// STAGES3-NEXT:      nvvm.cp.async.wait.group 0
// STAGES3-NEXT:      nvvm.cp.async.bulk.wait_group 0 {read}
// STAGES3-NEXT:      nvvm.fence.proxy
// STAGES3-NEXT:      gpu.barrier
// STAGES3:           %[[AHEAD:.+]] = arith.addi %{{.+}}, %c2_i32{{(_[0-9]+)?}} : i32
// STAGES3:           scf.if
// STAGES3:             arith.remui %[[AHEAD]], %{{.+}} : i32
// STAGES3:             scf.if
// STAGES3:             } else {
// STAGES3:               scf.if
// STAGES3:           nvvm.cp.async.commit.group
// STAGES3:           %[[QK:.+]]:96 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor, transpose_a = true, transpose_b = true>, #attn_nv.product<n = 128, steps = 4, a = registers
// STAGES3-NEXT:      attn_nv.warpgroup_wait 1
// STAGES3:           attn_nv.warpgroup_wait 0 values(%[[QK]]#32,
// STAGES3-NOT:       gpu.barrier
// STAGES3:           scf.yield
// STAGES3:         nvvm.cp.async.wait.group 0
// OVL-LABEL: func.func @mha_d64_wide(
// The d_qk = 64 blocks of two warpgroups (32 KiB) do not fit the 16 KiB of
// Q and dO: overlapped products, per-thread reductions.
// OVL-LABEL: gpu.func @sdpa_bwd_0(
// OVL-NOT:       bulk
// OVL:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor>, #attn_nv.product<n = 64, steps = 4, a = descriptor>]
// OVL:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = bf16
// OVL:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>, #attn_nv.product<n = 64, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = bf16
// OVL-NEXT:      attn_nv.warpgroup_wait 1
// OVL-COUNT-16:  attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// OVL-NEXT:      attn_nv.warpgroup_wait 0
// OVL-NEXT:      scf.yield
// OVL-NOT:       bulk
// OVL-LABEL: gpu.func @sdpa_bwd_dq_0(
// OVL-LABEL: func.func @d128_narrow_window(
// One warpgroup, both column blocks: two dQ products in one unit, 16 vector
// stores, one barrier (id 1), two bulk reductions in one group.
// OVL-LABEL: gpu.func @sdpa_bwd_0(
// OVL:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>, #attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>] element = bf16 {{.+}} in_flight
// OVL-COUNT-16:  llvm.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// OVL-NEXT:      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// OVL:           nvvm.barrier id = %{{.+}} number_of_threads = %c128_i32
// OVL-COUNT-2:     attn_nv.bulk_reduce_add %{{.+}}, %{{.+}}, 16384 : !llvm.ptr<1>, !llvm.ptr<3>
// OVL-NEXT:        nvvm.cp.async.bulk.commit.group
// OVL-LABEL: gpu.func @sdpa_bwd_dq_0(
// The op's own overlap = true on the mma.sync request is an error
// (attn-to-gpu-invalid.mlir); mma = mma_sync leaves the pass option unused.
// OVL-LABEL: func.func @forced_mma_sync(
// OVL-LABEL: gpu.func @sdpa_bwd_0(
// OVL-NOT:       in_flight
// OVL-NOT:       bulk
// OVL:           nvvm.mma.sync
// OVL-LABEL: gpu.func @sdpa_bwd_dq_0(
// d_v = 64 leaves 24 KiB of Q and dO for 32 KiB of dQ blocks.
// OVL-LABEL: func.func @f16_mla(
// OVL-LABEL: gpu.func @sdpa_bwd_0(
// OVL:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>, #attn_nv.product<n = 64, steps = 4, a = descriptor>] element = f16
// OVL:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = f16
// OVL:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor, transpose_a = true, transpose_b = true>, #attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = f16
// OVL:           attn_nv.reduce_add
// OVL-NOT:       bulk
// OVL-LABEL: gpu.func @sdpa_bwd_dq_0(

// sm_80 has no wgmma: the same op keeps the mma.sync kernel with padded
// tiles (smem as in attn-to-gpu-backward.mlir).
// SM80-LABEL: func.func @gqa_d128_causal(
// SM80:       gpu.module @attn_kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">]
// SM80-LABEL: gpu.func @sdpa_bwd_0(
// SM80-SAME:      attn.block_kv = 128 : i64, attn.block_q = 64 : i64, attn.mma = "mma.sync", attn.shared_memory_bytes = 158720 : i64
// SM80-NOT:       wgmma
// SM80-NOT:       fence.proxy.async
// SM80:           nvvm.ldmatrix
// SM80:           nvvm.mma.sync
// SM80-NOT:       wgmma
// SM80-NOT:       fence.proxy.async
// SM80-LABEL: gpu.func @sdpa_bwd_dq_0(
func.func @gqa_d128_causal(%q: tensor<2x256x8x128xbf16>, %k: tensor<2x256x2x128xbf16>, %v: tensor<2x256x2x128xbf16>,
                           %o: tensor<2x256x8x128xbf16>, %do: tensor<2x256x8x128xbf16>, %lse: tensor<2x8x256xf32>)
    -> (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x8x128xbf16>,
         tensor<2x256x8x128xbf16>, tensor<2x8x256xf32>)
      -> (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>)
  return %dq, %dk, %dv : tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>
}

// -----

// D = 64, no mask (wide band): 8 warps of 128-key tiles, smem = 16384 +
// 16384 + 2 · 17408 + 16384 + 1024 = 84992. d_qk = 64 is one column block,
// which two warpgroups cannot split: each takes its own 64 keys over every
// column, so the dQ product has 4 k-steps (not 8), and both warpgroups add
// to the same accumulator rows.
// CHECK-LABEL: func.func @mha_d64_wide(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 {{.+}} threads in (%c256, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c84992_i32 args(
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      kernel attributes {attn.block_kv = 128 : i64, attn.block_q = 64 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 84992 : i64, known_block_size = array<i32: 256, 1, 1>, nvvm.maxntid = array<i32: 256, 1, 1>}
// CHECK:         scf.for
// Sᵀ, dV, dPᵀ, dK: 4 k-steps each (d = 64, block_q = 64), N = 64.
// CHECK:           %{{.+}}:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor>] element = bf16 a_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}}{{$}}
// CHECK:           %{{.+}}:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = bf16 accumulators(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){31}\)}} a(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){15}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}}{{$}}
// CHECK:           %{{.+}}:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor>] element = bf16 a_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}}{{$}}
// CHECK:           %{{.+}}:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = bf16 accumulators(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){31}\)}} a(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){15}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}}{{$}}
// CHECK:           nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT:      gpu.barrier
// CHECK:           %{{.+}}:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>] element = bf16 a_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}}{{$}}
// CHECK-COUNT-16:  attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// CHECK-NEXT:      scf.yield
// CHECK-LABEL: gpu.func @sdpa_bwd_dq_0(
// KERNEL-LABEL: func.func @mha_d64_wide(
// KERNEL-LABEL: gpu.func @sdpa_bwd_0(
// KERNEL-NOT:     nvvm.ldmatrix
// KERNEL-NOT:     nvvm.mma.sync
// KERNEL-LABEL: gpu.func @sdpa_bwd_dq_0(
func.func @mha_d64_wide(%q: tensor<1x256x4x64xbf16>, %k: tensor<1x256x4x64xbf16>, %v: tensor<1x256x4x64xbf16>,
                        %o: tensor<1x256x4x64xbf16>, %do: tensor<1x256x4x64xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd
      : (tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>,
         tensor<1x256x4x64xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>, tensor<1x256x4x64xbf16>
}

// -----

// A narrow window (32 + 0 < 1024) takes 4 warps: one warpgroup of 64-key
// tiles, two blocks per SM, smem = 16384 + 16384 + 2 · 33792 + 8192 + 1024
// = 109568. The warpgroup takes both 64-column blocks of d_qk = 128: two dQ
// products of N = 64 and 4 k-steps (64 keys), each with its 16 reductions.
// CHECK-LABEL: func.func @d128_narrow_window(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 {{.+}} threads in (%c128{{.*}}, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c109568_i32 args(
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      kernel attributes {attn.block_kv = 64 : i64, attn.block_q = 64 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 109568 : i64, known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 2 : i32}
// CHECK:         scf.for
// Sᵀ still takes 8 k-steps over d_qk = 128.
// CHECK:           %{{.+}}:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>] element = bf16 a_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){7}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){7}\)}}{{$}}
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>]
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers
// CHECK:           nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT:      gpu.barrier
// CHECK:           %{{.+}}:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>] element = bf16 a_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}}{{$}}
// CHECK-COUNT-16:  attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// CHECK:           %{{.+}}:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>] element = bf16 a_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){3}\)}}{{$}}
// CHECK-COUNT-16:  attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// CHECK-NEXT:      scf.yield
// CHECK-LABEL: gpu.func @sdpa_bwd_dq_0(
// KERNEL-LABEL: func.func @d128_narrow_window(
// KERNEL-LABEL: gpu.func @sdpa_bwd_0(
// KERNEL-NOT:     nvvm.ldmatrix
// KERNEL-NOT:     nvvm.mma.sync
// KERNEL-LABEL: gpu.func @sdpa_bwd_dq_0(
func.func @d128_narrow_window(%q: tensor<1x256x4x128xbf16>, %k: tensor<1x256x4x128xbf16>, %v: tensor<1x256x4x128xbf16>,
                              %o: tensor<1x256x4x128xbf16>, %do: tensor<1x256x4x128xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left window = [32, 0]
      : (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>,
         tensor<1x256x4x128xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>
}

// -----

// attn.tiling = #attn.tiling<mma = mma_sync> on the op keeps the mma.sync kernel on
// sm_90a: padded tiles (smem = 18432 + 18432 + 2 · 18944 + 18432 = 93184),
// ldmatrix and mma.sync, no wgmma and no fence.proxy.async.
// CHECK-LABEL: func.func @forced_mma_sync(
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      kernel attributes {attn.block_kv = 128 : i64, attn.block_q = 64 : i64, attn.mma = "mma.sync", attn.shared_memory_bytes = 93184 : i64,
// CHECK:           nvvm.ldmatrix
// CHECK:           nvvm.mma.sync
// CHECK-LABEL: gpu.func @sdpa_bwd_dq_0(
// KERNEL-LABEL: func.func @forced_mma_sync(
// KERNEL-LABEL: gpu.func @sdpa_bwd_0(
// KERNEL-NOT:     wgmma
// KERNEL-NOT:     fence.proxy.async
// KERNEL-LABEL: gpu.func @sdpa_bwd_dq_0(
func.func @forced_mma_sync(%q: tensor<1x128x2x64xbf16>, %k: tensor<1x128x2x64xbf16>, %v: tensor<1x128x2x64xbf16>,
                           %o: tensor<1x128x2x64xbf16>, %do: tensor<1x128x2x64xbf16>, %lse: tensor<1x2x128xf32>)
    -> (tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd {attn.tiling = #attn.tiling<mma = mma_sync>}
      : (tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>,
         tensor<1x128x2x64xbf16>, tensor<1x2x128xf32>)
      -> (tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>)
  return %dq, %dk, %dv : tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>
}

// -----

// f16 operands give .f32.f16.f16 products. d_qk = 128 with d_v = 64 (MLA):
// Sᵀ takes 8 steps and dPᵀ 4, dV is m64n64 and dK m64n128; smem = 32768 +
// 16384 + 2 · 25600 + 16384 + 1024 = 117760.
// CHECK-LABEL: func.func @f16_mla(
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      attn.block_kv = 128 : i64, attn.block_q = 64 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 117760 : i64,
// CHECK:         scf.for
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>] element = f16
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = f16
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor>] element = f16
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = f16
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor, transpose_a = true, transpose_b = true>] element = f16
// CHECK-COUNT-16:  attn_nv.reduce_add
// CHECK-NEXT:      scf.yield
// CHECK-LABEL: gpu.func @sdpa_bwd_dq_0(
// KERNEL-LABEL: func.func @f16_mla(
// KERNEL-LABEL: gpu.func @sdpa_bwd_0(
// KERNEL-NOT:     element = bf16
// KERNEL-NOT:     nvvm.ldmatrix
// KERNEL-LABEL: gpu.func @sdpa_bwd_dq_0(
func.func @f16_mla(%q: tensor<1x128x2x128xf16>, %k: tensor<1x128x2x128xf16>, %v: tensor<1x128x2x64xf16>,
                   %o: tensor<1x128x2x64xf16>, %do: tensor<1x128x2x64xf16>, %lse: tensor<1x2x128xf32>)
    -> (tensor<1x128x2x128xf16>, tensor<1x128x2x128xf16>, tensor<1x128x2x64xf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x128x2x128xf16>, tensor<1x128x2x128xf16>, tensor<1x128x2x64xf16>, tensor<1x128x2x64xf16>,
         tensor<1x128x2x64xf16>, tensor<1x2x128xf32>)
      -> (tensor<1x128x2x128xf16>, tensor<1x128x2x128xf16>, tensor<1x128x2x64xf16>)
  return %dq, %dk, %dv : tensor<1x128x2x128xf16>, tensor<1x128x2x128xf16>, tensor<1x128x2x64xf16>
}

// -----

// d_qk = 96 with two warpgroups: each warpgroup's three m64n32 dQ products
// over its own 64 keys, issued with dK (m64n96) after them, staged apart
// (12 vector stores: 8 KiB a product)
// and added as three 8 KiB bulk reductions, no per-thread ones; 2 stages
// make room for the staging (199,680 bytes).
// OVL-LABEL: func.func @mha_d96(
// OVL-LABEL: gpu.func @sdpa_bwd_0(
// OVL-SAME:      attn.shared_memory_bytes = 199680
// OVL-NOT:       attn_nv.reduce_add
// OVL:           attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>, #attn_nv.product<n = 32, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>, #attn_nv.product<n = 32, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>, #attn_nv.product<n = 96, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = bf16 {{.+}} in_flight
// OVL-COUNT-12:  llvm.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// OVL-NEXT:      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// OVL:           nvvm.barrier id = %{{.+}} number_of_threads = %c128_i32
// OVL-COUNT-3:     attn_nv.bulk_reduce_add %{{.+}}, %{{.+}}, 8192 : !llvm.ptr<1>, !llvm.ptr<3>
// OVL-NEXT:        nvvm.cp.async.bulk.commit.group
// OVL-NOT:       attn_nv.reduce_add
// OVL-LABEL: gpu.func @sdpa_bwd_dq_0(
func.func @mha_d96(%q: tensor<1x256x4x96xbf16>, %k: tensor<1x256x4x96xbf16>, %v: tensor<1x256x4x96xbf16>,
    %o: tensor<1x256x4x96xbf16>, %do: tensor<1x256x4x96xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>
}
