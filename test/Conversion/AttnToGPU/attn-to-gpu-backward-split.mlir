// RUN: attn-opt %s -split-input-file "--attn-to-gpu=backward-split-columns=on" | FileCheck %s
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=backward-split-columns=on backward-stages=3" 2>&1 | FileCheck %s --check-prefix=S3
// RUN: attn-opt %s -split-input-file --attn-to-gpu | FileCheck %s --check-prefix=AUTO
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=backward-split-columns=on mma=mma.sync" 2>&1 | FileCheck %s --check-prefix=MMASYNC
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=backward-split-columns=on backward-warps=4" 2>&1 | FileCheck %s --check-prefix=WARPS
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=backward-split-columns=on deterministic-backward=true" 2>&1 | FileCheck %s --check-prefix=DET
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=backward-split-columns=on backward-overlap=on" 2>&1 | FileCheck %s --check-prefix=OVL
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=backward-split-columns=on chip=sm_80" 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=backward-split-columns=sometimes" 2>&1 | FileCheck %s --check-prefix=BAD

// backward-split-columns=on: the main kernel's two warpgroups share one
// 64-key block (attn.block_kv = 64; the grid's x is the key tiles) and warpgroup g owns columns [128g, 128g + 128) of dK, dV and
// dQ at head dim 256. Per step, each computes Sᵀ and dPᵀ for its 32 of the
// 64 rows (m64n32, 16 k16 steps over 256 columns, issued together), stores
// its halves of Pᵀ and dSᵀ, and past the block barrier dV += Pᵀ·dO and
// dK += dSᵀ·Q read both halves from shared memory (a = descriptor, 4 k16
// steps over the 64 rows) into its 128 columns, then dQ takes its two
// 64-column products over the 64 keys (issued together) and stages them
// (16 KiB of f32 each) in its own column halves of the step's Q and dO
// tiles, which its dK and dV have read; one thread of the warpgroup adds
// both by bulk reductions, which the next step's top waits for before the
// stage is loaded again. Shared memory: K and V 64 x 256 x 2 each, two
// stages of Q and dO (64 x 256 x 2 each, with lse and delta,
// 1024-aligned), dSᵀ and Pᵀ 64 x 64 x 2 each, + 1024 = 216064 bytes.
// AUTO takes the same kernel at 256 / 256.

// BAD: error: attn-to-gpu: unknown backward-split-columns 'sometimes' (available: auto, on, off)

// CHECK-LABEL: func.func @d256(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 blocks in (%{{.+}}, %c2, %{{.+}}) threads in (%c256{{.*}}, %c1{{.*}}, %c1{{.*}}) dynamic_shared_memory_size %c216064_i32
// CHECK:       gpu.func @sdpa_bwd_0({{.+}}) kernel attributes {attn.block_kv = 64 : i64, attn.block_q = 64 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 216064 : i64, attn.split_columns
// CHECK:         scf.for
// CHECK:           nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK-NEXT:      gpu.barrier
// CHECK:           %[[SDP:.+]]:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 16, a = descriptor>, #attn_nv.product<n = 32, steps = 16, a = descriptor>]
// CHECK-NEXT:      attn_nv.warpgroup_wait 1 values(%[[SDP]]#0,
// CHECK:           attn_nv.warpgroup_wait 0 values(%[[SDP]]#16,
// CHECK-COUNT-16:  llvm.store %{{.+}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK:           nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT:      gpu.barrier
// CHECK:           %[[KV:.+]]:128 = attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = descriptor, transpose_b = true, accumulate = true>, #attn_nv.product<n = 128, steps = 4, a = descriptor, transpose_b = true, accumulate = true>]
// CHECK-NEXT:      attn_nv.warpgroup_wait 0 values(%[[KV]]#0,
// CHECK:           %[[DQ:.+]]:64 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>, #attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>]
// CHECK-NEXT:      attn_nv.warpgroup_wait 0 values(%[[DQ]]#0,
// CHECK-COUNT-16:  llvm.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// CHECK-NEXT:      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK:           nvvm.barrier id = %{{.+}} number_of_threads = %c128_i32
// CHECK:           scf.if
// CHECK:             attn_nv.bulk_reduce_add %{{.+}}, %{{.+}}, 16384 : !llvm.ptr<1>, !llvm.ptr<3>
// CHECK:             attn_nv.bulk_reduce_add %{{.+}}, %{{.+}}, 16384 : !llvm.ptr<1>, !llvm.ptr<3>
// CHECK-NEXT:        nvvm.cp.async.bulk.commit.group
// CHECK-NOT:       attn_nv.reduce_add
// CHECK:           scf.yield
// S3: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: the backward tiles need 282624 bytes of shared memory, more than sm_90a has (232448)
// AUTO-LABEL: func.func @d256(
// AUTO:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 blocks in (%{{.+}}, %c2{{.*}}, %{{.+}}) threads in (%c256
// AUTO:       gpu.func @sdpa_bwd_0({{.+}}) kernel attributes {attn.block_kv = 64 : i64, attn.block_q = 64 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 216064 : i64, attn.split_columns
// MMASYNC: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: backward-split-columns=on needs the wgmma backward, and mma = mma_sync was asked for
// WARPS: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: backward-split-columns=on needs 8 warps (two warpgroups), got 4
// DET: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: backward-split-columns=on sums dQ by reductions; the query-major dQ kernel (deterministic-backward, backward-dq=query-major) was asked for
// OVL: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: backward-split-columns=on has a step of its own; overlap was asked for
// SM80: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: backward-split-columns=on needs the wgmma backward (wgmma needs sm_90a, not sm_80)
func.func @d256(%q: tensor<2x300x8x256xbf16>, %k: tensor<2x300x2x256xbf16>, %v: tensor<2x300x2x256xbf16>, %o: tensor<2x300x8x256xbf16>, %do: tensor<2x300x8x256xbf16>, %lse: tensor<2x8x300xf32>)
    -> (tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x8x256xbf16>, tensor<2x300x8x256xbf16>, tensor<2x8x300xf32>)
      -> (tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>)
  return %dq, %dk, %dv : tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>
}

// -----

// Head dim 128, a narrow window that `auto` gives the query-major dQ
// kernel: split columns keep dQ in the main kernel's reductions (64 columns
// a warpgroup: one product, added by the thread's reductions, since a
// 16 KiB block does not fit the warpgroup's 8 KiB halves of Q and dO). K and V 16 KiB each, two stages of Q, dO,
// lse and delta (33 KiB each), dSᵀ and Pᵀ 8 KiB each, + 1024 = 117760
// bytes; three stages (151552) fit too.
// CHECK-LABEL: func.func @d128_window(
// CHECK-NOT:     sdpa_bwd_dq_0{{.+}}attn.query_major
// CHECK:       gpu.func @sdpa_bwd_0({{.+}}) kernel attributes {attn.block_kv = 64 : i64, attn.block_q = 64 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 117760 : i64, attn.split_columns
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 8, a = descriptor>, #attn_nv.product<n = 32, steps = 8, a = descriptor>]
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_b = true, accumulate = true>, #attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_b = true, accumulate = true>]
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>]
// CHECK-COUNT-16:  attn_nv.reduce_add
// CHECK-NOT:       attn_nv.warpgroup_mma
// CHECK-NOT:       attn_nv.bulk_reduce_add
// CHECK:           scf.yield
// S3-LABEL: func.func @d128_window(
// S3:       gpu.func @sdpa_bwd_0({{.+}}) kernel attributes {attn.block_kv = 64 : i64, attn.block_q = 64 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 151552 : i64, attn.split_columns
// AUTO-LABEL: func.func @d128_window(
// AUTO:       gpu.func @sdpa_bwd_dq_0({{.+}}) kernel attributes {{{.*}}attn.query_major
func.func @d128_window(%q: tensor<1x512x8x128xbf16>, %k: tensor<1x512x2x128xbf16>, %v: tensor<1x512x2x128xbf16>, %o: tensor<1x512x8x128xbf16>, %do: tensor<1x512x8x128xbf16>, %lse: tensor<1x8x512xf32>)
    -> (tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left window = [128, 0]
      : (tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x8x128xbf16>, tensor<1x512x8x128xbf16>, tensor<1x8x512xf32>)
      -> (tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>)
  return %dq, %dk, %dv : tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>
}
