// RUN: attn-opt %s -split-input-file "--attn-to-gpu=backward-tma=true" | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-to-gpu | FileCheck %s --check-prefix=CPASYNC

// backward-tma: the pipelined steps of the wgmma backward's main kernel
// (overlapped products, dQ by reductions, three stages) take each step's Q and
// dO by TMA. The host encodes a tensor map per Q and dO (boxes of one batch
// entry and head: block_q = 64 tokens by 64 columns) and passes both after the
// kernel's other arguments. Thread 0 initialises one mbarrier per stage (24
// bytes past lse and delta: 231,936 + 24 bytes of shared memory at d = 128),
// which a block barrier publishes, and issues, for the first two steps and
// then for the step two ahead right after the dSᵀ barrier, an expect_tx of the
// two tiles' bytes and one box per 64-column block. Every thread waits on its
// step's stage barrier (parity: the round of the ring) before the step's
// products; lse and delta stay cp.async, which the dSᵀ barrier still waits for
// and publishes.
// CHECK-LABEL: func.func @gqa_d128_causal(
// CHECK:         %[[QMAP:.+]] = attn_nv.tensor_map %{{.+}} box [1, 64, 1, 64] : memref<2x256x8x128xbf16>
// CHECK-NEXT:    %[[DOMAP:.+]] = attn_nv.tensor_map %{{.+}} box [1, 64, 1, 64] : memref<2x256x8x128xbf16>
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 {{.+}} dynamic_shared_memory_size %c231960_i32 args({{.+}}, %[[QMAP]] : !llvm.array<16 x i64>, %[[DOMAP]] : !llvm.array<16 x i64>)
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      %[[QARG:[^:]+]]: !llvm.array<16 x i64>, %[[DOARG:[^:]+]]: !llvm.array<16 x i64>) kernel
// CHECK-SAME:      attn.tma_query_loads
// CHECK:           nvvm.mbarrier.init
// CHECK:           nvvm.mbarrier.init
// CHECK:           nvvm.mbarrier.init
// CHECK-NEXT:      nvvm.fence.mbarrier.init
// CHECK:           gpu.barrier
// CHECK:           nvvm.mbarrier.arrive.expect_tx %{{.+}}, %c32768_i32
// CHECK:           attn_nv.tensor_map_address %[[QARG]]
// CHECK-COUNT-2:   nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK:           attn_nv.tensor_map_address %[[DOARG]]
// CHECK-COUNT-2:   nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK:           nvvm.cp.async.wait.group 0
// CHECK-NEXT:      nvvm.fence.proxy
// CHECK-NEXT:      gpu.barrier
// CHECK:           scf.for
// CHECK-NOT:         gpu.barrier
// CHECK:             nvvm.mbarrier.try_wait.parity
// CHECK-NOT:         gpu.barrier
// CHECK:             attn_nv.warpgroup_mma
// CHECK-NOT:         nvvm.cp.async.shared.global {{.+}}, 16,
// CHECK:             nvvm.cp.async.wait.group 0
// CHECK-NEXT:        nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK-NEXT:        nvvm.fence.proxy
// CHECK-NEXT:        gpu.barrier
// CHECK:             nvvm.mbarrier.arrive.expect_tx
// CHECK:             nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK:             nvvm.cp.async.shared.global {{.+}}, 4,
// CHECK:             nvvm.cp.async.commit.group
// CHECK:           scf.yield

// Without it, every thread copies its share of Q and dO (16-byte cp.async).
// CPASYNC-LABEL: func.func @gqa_d128_causal(
// CPASYNC-NOT:     attn_nv.tensor_map
// CPASYNC:         dynamic_shared_memory_size %c231936_i32
// CPASYNC-LABEL: gpu.func @sdpa_bwd_0(
// CPASYNC-NOT:     mbarrier
// CPASYNC:         scf.for
// CPASYNC:           nvvm.cp.async.shared.global {{.+}}, 16,
func.func @gqa_d128_causal(%q: tensor<2x256x8x128xbf16>, %k: tensor<2x256x2x128xbf16>, %v: tensor<2x256x2x128xbf16>,
    %o: tensor<2x256x8x128xbf16>, %do: tensor<2x256x8x128xbf16>, %lse: tensor<2x8x256xf32>)
    -> (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x8x128xbf16>, tensor<2x256x8x128xbf16>, tensor<2x8x256xf32>)
      -> (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>)
  return %dq, %dk, %dv : tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>
}

// -----

// BHSD: the boxes run along the sequence dimension, the third.
// CHECK-LABEL: func.func @mha_d64_bhsd(
// CHECK:         attn_nv.tensor_map %{{.+}} box [1, 1, 64, 64] : memref<1x4x300x64xf16>
// CHECK-NEXT:    attn_nv.tensor_map %{{.+}} box [1, 1, 64, 64] : memref<1x4x300x64xf16>
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK:           nvvm.mbarrier.arrive.expect_tx %{{.+}}, %c16384_i32
// CHECK-COUNT-2:   nvvm.cp.async.bulk.tensor.shared.cluster.global
func.func @mha_d64_bhsd(%q: tensor<1x4x300x64xf16>, %k: tensor<1x4x300x64xf16>, %v: tensor<1x4x300x64xf16>,
    %o: tensor<1x4x300x64xf16>, %do: tensor<1x4x300x64xf16>, %lse: tensor<1x4x300xf32>)
    -> (tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bhsd
      : (tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300xf32>)
      -> (tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>)
  return %dq, %dk, %dv : tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>, tensor<1x4x300x64xf16>
}

// -----

// Only seqlens_kv: the Q and dO boxes are whole rows of the tensor, so the
// steps still take TMA (K and V stay cp.async, stopped at the lengths).
// CHECK-LABEL: func.func @seqlens_kv_only(
// CHECK:         attn_nv.tensor_map
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      attn.tma_query_loads
func.func @seqlens_kv_only(%q: tensor<2x256x4x128xbf16>, %k: tensor<2x256x4x128xbf16>, %v: tensor<2x256x4x128xbf16>,
    %o: tensor<2x256x4x128xbf16>, %do: tensor<2x256x4x128xbf16>, %lse: tensor<2x4x256xf32>, %lk: tensor<2xi32>)
    -> (tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse seqlens_kv(%lk) layout = bshd causal = top_left
      : (tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x4x256xf32>, tensor<2xi32>)
      -> (tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>)
  return %dq, %dk, %dv : tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>
}

// -----

// Near misses keep their cp.async loads under backward-tma: a narrow
// window (one warpgroup, the query-major dQ kernel: no pipelined steps),
// seqlens_q (a box cannot stop at a valid length), a half 64-column block
// (the wgmma backward at head dim 96 pipelines, but a box is a whole
// block).
// CHECK-LABEL: func.func @narrow_window(
// CHECK-NOT:     attn_nv.tensor_map
// CHECK-LABEL: func.func @seqlens_q(
// CHECK-NOT:     attn_nv.tensor_map
// CHECK-LABEL: func.func @half_block(
// CHECK-NOT:     attn_nv.tensor_map
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-NOT:       attn.tma_query_loads
// CHECK-NOT:       mbarrier
// CHECK:           gpu.return
// CHECK-LABEL: gpu.func @sdpa_bwd_1(
// CHECK-NOT:       attn.tma_query_loads
// CHECK-NOT:       mbarrier
// CHECK:           gpu.return
// CHECK-LABEL: gpu.func @sdpa_bwd_2(
// CHECK-SAME:      attn.mma = "wgmma"
// CHECK-NOT:       attn.tma_query_loads
// CHECK-NOT:       mbarrier
// CHECK:           gpu.return
func.func @narrow_window(%q: tensor<1x256x4x128xbf16>, %k: tensor<1x256x4x128xbf16>, %v: tensor<1x256x4x128xbf16>,
    %o: tensor<1x256x4x128xbf16>, %do: tensor<1x256x4x128xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left window = [32, 0]
      : (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>
}
func.func @seqlens_q(%q: tensor<2x256x4x128xbf16>, %k: tensor<2x256x4x128xbf16>, %v: tensor<2x256x4x128xbf16>,
    %o: tensor<2x256x4x128xbf16>, %do: tensor<2x256x4x128xbf16>, %lse: tensor<2x4x256xf32>, %lq: tensor<2xi32>)
    -> (tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse seqlens_q(%lq) layout = bshd causal = top_left
      : (tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x4x256xf32>, tensor<2xi32>)
      -> (tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>)
  return %dq, %dk, %dv : tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>, tensor<2x256x4x128xbf16>
}
func.func @half_block(%q: tensor<1x256x4x96xbf16>, %k: tensor<1x256x4x96xbf16>, %v: tensor<1x256x4x96xbf16>,
    %o: tensor<1x256x4x96xbf16>, %do: tensor<1x256x4x96xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left {attn.tiling = #attn.tiling<mma = wgmma>}
      : (tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>, tensor<1x256x4x96xbf16>
}
