// RUN: attn-opt %s -split-input-file "--attn-to-gpu=backward-producer=on" | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-to-gpu | FileCheck %s --check-prefix=OFF
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=backward-producer=sometimes" 2>&1 | FileCheck %s --check-prefix=BAD

// backward-producer: the wgmma backward's main kernel with a producer
// warpgroup (threads 256..383 of 384). Thread 0 initialises a full mbarrier
// (33 arrivals: lane 0's expect_tx and the 32 lanes' cp.async arrivals) and an
// empty one (8 arrivals: lane 0 of each consumer warp) per stage, and the
// block meets once. The producer gives up registers (setmaxnreg 24), and its
// first warp loops over the steps: it waits for the stage's empty barrier
// from the third step on, then lane 0 expects the Q and dO tiles' bytes
// (2 · 64 · 128 · 2 = 32768) and copies them by TMA (two 64-column boxes
// each), and every lane copies four of the 128 lse and delta values
// (cp.async, 4 bytes) and arrives once they land. The consumers take 240
// registers, load K and V themselves and meet at named barrier 3 (256
// threads). In the loop no block barrier is left: each step waits for its
// full barrier (the round's parity), meets the other warpgroup at barrier
// 3 after dSᵀ is stored, and at its end releases the stage (lane 0 of each
// warp). dSᵀ alternates between two buffers (step parity), so no barrier
// waits for the other warpgroup's dQ to have read the last one. Shared
// memory, three stages with lse and delta apart: 32768 (K) + 32768 (V) +
// 3 · 32768 + 2 · 16384 (dSᵀ) + 32768 (dQ staging) + 3 · 512 + 6 · 8
// (mbarriers) + 1024 = 231984.
// CHECK-LABEL: func.func @gqa_d128_causal(
// CHECK:         %[[QMAP:.+]] = attn_nv.tensor_map %{{.+}} box [1, 64, 1, 64] : memref<2x256x8x128xbf16>
// CHECK-NEXT:    %[[DOMAP:.+]] = attn_nv.tensor_map %{{.+}} box [1, 64, 1, 64] : memref<2x256x8x128xbf16>
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 {{.+}} threads in (%c384, {{.+}} dynamic_shared_memory_size %c231984_i32 args({{.+}}, %[[QMAP]] : !llvm.array<16 x i64>, %[[DOMAP]] : !llvm.array<16 x i64>)
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      %[[QARG:[^:]+]]: !llvm.array<16 x i64>, %[[DOARG:[^:]+]]: !llvm.array<16 x i64>) kernel
// CHECK-SAME:      attn.producer
// CHECK-SAME:      nvvm.maxntid = array<i32: 384, 1, 1>
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c33_i32
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c8_i32
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c33_i32
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c8_i32
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c33_i32
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c8_i32
// CHECK-NOT:       nvvm.mbarrier.init
// CHECK:           nvvm.fence.mbarrier.init
// CHECK-NEXT:    }
// CHECK-NEXT:    gpu.barrier
// CHECK:         scf.if
// CHECK-NEXT:      nvvm.setmaxregister  decrease 24
// CHECK:           scf.for
// CHECK:             scf.if
// CHECK:                 nvvm.mbarrier.try_wait.parity
// CHECK:             nvvm.mbarrier.arrive.expect_tx %{{.+}}, %c32768_i32
// CHECK:             attn_nv.tensor_map_address %[[QARG]]
// CHECK-COUNT-2:     nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK:             attn_nv.tensor_map_address %[[DOARG]]
// CHECK-COUNT-2:     nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK-COUNT-4:     nvvm.cp.async.shared.global {{.+}}, 4,
// CHECK:             nvvm.cp.async.mbarrier.arrive %{{.+}} {noinc = true}
// CHECK:           }
// CHECK:         } else {
// CHECK-NEXT:      nvvm.setmaxregister  increase 240
// CHECK:           nvvm.cp.async.shared.global {{.+}}, 16,
// CHECK:           nvvm.cp.async.wait.group 0
// CHECK-NEXT:      nvvm.fence.proxy
// CHECK:           nvvm.barrier id = %c3_i32 number_of_threads = %c256_i32
// CHECK-NOT:       gpu.barrier
// CHECK:           scf.for
// CHECK-NOT:         gpu.barrier
// CHECK-NOT:         nvvm.cp.async.shared.global
// CHECK:             nvvm.mbarrier.try_wait.parity
// CHECK:             %[[PARITY:.+]] = arith.remui %{{.+}}, %c2_i32
// CHECK-NEXT:        arith.muli %[[PARITY]], %c16384_i32
// CHECK:             attn_nv.warpgroup_mma
// CHECK-NOT:         nvvm.barrier{{.*}} number_of_threads = %c256_i32
// CHECK:             nvvm.cp.async.bulk.wait_group 0 {read}
// CHECK-NEXT:        nvvm.fence.proxy
// CHECK:             nvvm.barrier id = %c3_i32{{.*}} number_of_threads = %c256_i32
// CHECK-NOT:         nvvm.barrier{{.*}} number_of_threads = %c256_i32
// CHECK:             nvvm.mbarrier.arrive %{{.+}} : !llvm.ptr<3>
// CHECK-NOT:         nvvm.barrier{{.*}} number_of_threads = %c256_i32
// CHECK:             scf.yield
// CHECK-NOT:       gpu.barrier
// CHECK:           gpu.return

// Without the option the kernel keeps every thread's cp.async share and its
// block barriers.
// OFF-LABEL: func.func @gqa_d128_causal(
// OFF-NOT:     attn_nv.tensor_map
// OFF:         threads in (%c256,
// OFF-LABEL: gpu.func @sdpa_bwd_0(
// OFF-NOT:       attn.producer
// OFF-NOT:       setmaxregister
// OFF:           gpu.barrier

// BAD: error: attn-to-gpu: unknown backward-producer 'sometimes' (available: auto, on, off)
func.func @gqa_d128_causal(%q: tensor<2x256x8x128xbf16>, %k: tensor<2x256x2x128xbf16>, %v: tensor<2x256x2x128xbf16>,
    %o: tensor<2x256x8x128xbf16>, %do: tensor<2x256x8x128xbf16>, %lse: tensor<2x8x256xf32>)
    -> (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x8x128xbf16>, tensor<2x256x8x128xbf16>, tensor<2x8x256xf32>)
      -> (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>)
  return %dq, %dk, %dv : tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>
}

// -----

// MLA's 192 / 128 (sliced steps, each product a unit): two stages, since a
// third does not fit beside the 48 KiB of dQ staging: 49152 (K) + 32768 (V)
// + 2 · 40960 + 16384 (dSᵀ) + 49152 (staging) + 2 · 512 + 4 · 8 + 1024 =
// 231456, below the 232448 that the kernel without a producer takes (its
// lse and delta sit in 1024-aligned stages). A second dSᵀ buffer does not
// fit, so a warpgroup waits at barrier 4 + g, from the second step, for the
// other's dQ to have read the last dSᵀ before it stores its own, and the
// other arrives there at the end of its step. The copies expect 64 · 192 ·
// 2 + 64 · 128 · 2 = 40960 bytes: five boxes.
// CHECK-LABEL: func.func @mla_192_128(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 {{.+}} threads in (%c384, {{.+}} dynamic_shared_memory_size %c231456_i32
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      attn.producer
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c33_i32
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c8_i32
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c33_i32
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c8_i32
// CHECK-NOT:       nvvm.mbarrier.init
// CHECK:           nvvm.setmaxregister  decrease 24
// CHECK:           nvvm.mbarrier.arrive.expect_tx %{{.+}}, %c40960_i32
// CHECK-COUNT-5:   nvvm.cp.async.bulk.tensor.shared.cluster.global
// CHECK:           nvvm.setmaxregister  increase 240
// CHECK:           scf.for
// CHECK:             nvvm.barrier id = %{{.+}} number_of_threads = %c256_i32
// CHECK:             nvvm.barrier id = %c3_i32{{.*}} number_of_threads = %c256_i32
// CHECK:             nvvm.barrier.arrive id = %{{.+}} number_of_threads = %c256_i32
// CHECK:             scf.yield
// OFF-LABEL: func.func @mla_192_128(
// OFF:         threads in (%c256, {{.+}} dynamic_shared_memory_size %c232448_i32
func.func @mla_192_128(%q: tensor<1x256x4x192xbf16>, %k: tensor<1x256x4x192xbf16>, %v: tensor<1x256x4x128xbf16>,
    %o: tensor<1x256x4x128xbf16>, %do: tensor<1x256x4x128xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>
}

// -----

// Near misses keep the kernel without a producer under the option: a narrow
// window (one warpgroup and the query-major dQ kernel), seqlens_q (a box
// cannot stop at a valid length), a half 64-column block (a box is a whole
// block), 4 warps asked for by the op's tiling (one consumer warpgroup),
// and wgmma's column chunks at 128 / 256 (a block per chunk).
// CHECK-LABEL: func.func @narrow_window(
// CHECK-NOT:     attn_nv.tensor_map
// CHECK:         threads in (%c128_{{[0-9]+}},
// CHECK-LABEL: func.func @seqlens_q(
// CHECK-NOT:     attn_nv.tensor_map
// CHECK:         threads in (%c256,
// CHECK-LABEL: func.func @half_block(
// CHECK-NOT:     attn_nv.tensor_map
// CHECK:         threads in (%c256,
// CHECK-LABEL: func.func @four_warps(
// CHECK-NOT:     attn_nv.tensor_map
// CHECK:         @attn_kernels::@sdpa_bwd_3 {{.+}} threads in (%c128_{{[0-9]+}},
// CHECK-LABEL: func.func @column_chunks(
// CHECK-NOT:     attn_nv.tensor_map
// CHECK:         @attn_kernels::@sdpa_bwd_4 {{.+}} threads in (%c256,
// CHECK-NOT:     attn.producer
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
func.func @four_warps(%q: tensor<1x256x4x128xbf16>, %k: tensor<1x256x4x128xbf16>, %v: tensor<1x256x4x128xbf16>,
    %o: tensor<1x256x4x128xbf16>, %do: tensor<1x256x4x128xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left {attn.tiling = #attn.tiling<warps = 4>}
      : (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>
}
func.func @column_chunks(%q: tensor<1x256x4x128xbf16>, %k: tensor<1x256x4x128xbf16>, %v: tensor<1x256x4x256xbf16>,
    %o: tensor<1x256x4x256xbf16>, %do: tensor<1x256x4x256xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x256xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left {attn.tiling = #attn.tiling<mma = wgmma, warps = 8>}
      : (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x256xbf16>, tensor<1x256x4x256xbf16>, tensor<1x256x4x256xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x256xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x256xbf16>
}
