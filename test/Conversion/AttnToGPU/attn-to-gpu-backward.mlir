// RUN: attn-opt %s -split-input-file "--attn-to-gpu=mma=mma.sync backward-dq=reductions" | FileCheck %s
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=backward-warps=4 mma=mma.sync backward-dq=reductions" | FileCheck %s --check-prefix=WARPS4
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=chip=sm_80" | FileCheck %s --check-prefix=SM80
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=deterministic-backward=true mma=mma.sync" | FileCheck %s --check-prefix=DET

// attn.sdpa_grad on the GPU (lib/Conversion/AttnToGPU/BackwardKernel.cpp):
// three kernels around two stream-ordered f32 scratch buffers, delta
// [B, Hq, Sq'] and the dQ accumulator [B, Hq, Sq', Dqk], Sq' = Sq rounded up
// to block_q = 64:
//   sdpa_bwd_pre_N  grid (Sq' / 16, Hq, B), 128 threads: delta and zeroed dQ
//   sdpa_bwd_N      grid (ceil(Skv / block_kv), Hkv, B), 32 * warps threads:
//                   dK, dV, and dQ by reductions (red.global.add.v2.f32 on
//                   sm_90, f32 atomics before)
//   sdpa_bwd_dq_N   grid (Sq' / 16, Hq, B), 128 threads: d_query
//   sdpa_bwd_dsink_N (with d_sink) grid (Hq, 1, 1), 128 threads, 16 bytes:
//                   -sum of exp(sink - lse) * delta over the valid rows
// with block_kv = 16 * warps, warps = 8 on wide bands and 4 on narrow
// windows (left + right < 1024). Main-kernel shared memory: K
// block_kv*(Dqk+8)*2, V block_kv*(Dv+8)*2, two stages of (Q
// block_q*(Dqk+8)*2, dO block_q*(Dv+8)*2, lse and delta block_q*4 each), dS^T
// block_kv*(block_q+8)*2 bytes. Rejected ops are in
// attn-to-gpu-invalid.mlir.

// GQA 8/2, D = 128, causal: 8 warps, so
// smem = 34816 + 34816 + 2 * 35328 + 18432 = 158720 (one block per SM).
// CHECK-LABEL: func.func @gqa_d128_causal(
// CHECK-SAME:      %[[Q:[^:]+]]: tensor<2x256x8x128xbf16>, %[[K:[^:]+]]: tensor<2x256x2x128xbf16>, %[[V:[^:]+]]: tensor<2x256x2x128xbf16>, %[[O:[^:]+]]: tensor<2x256x8x128xbf16>, %[[DO:[^:]+]]: tensor<2x256x8x128xbf16>, %[[LSE:[^:]+]]: tensor<2x8x256xf32>)
// CHECK-DAG:     %[[QM:.+]] = bufferization.to_buffer %[[Q]] read_only
// CHECK-DAG:     %[[KM:.+]] = bufferization.to_buffer %[[K]] read_only
// CHECK-DAG:     %[[VM:.+]] = bufferization.to_buffer %[[V]] read_only
// CHECK-DAG:     %[[OM:.+]] = bufferization.to_buffer %[[O]] read_only
// CHECK-DAG:     %[[DOM:.+]] = bufferization.to_buffer %[[DO]] read_only
// CHECK-DAG:     %[[LSEM:.+]] = bufferization.to_buffer %[[LSE]] read_only
// CHECK:         %[[DQ:.+]] = memref.alloc() : memref<2x256x8x128xbf16>
// CHECK-NEXT:    %[[DK:.+]] = memref.alloc() : memref<2x256x2x128xbf16>
// CHECK-NEXT:    %[[DV:.+]] = memref.alloc() : memref<2x256x2x128xbf16>
// CHECK-NOT:     memref.alloc
// CHECK:         %[[T0:.+]] = gpu.wait async
// CHECK-NEXT:    %[[DELTA:[^,]+]], %[[T1:.+]] = gpu.alloc async [%[[T0]]] (%{{.+}}) : memref<?xf32>
// CHECK-NEXT:    %[[ACC:[^,]+]], %[[T2:.+]] = gpu.alloc async [%[[T1]]] (%{{.+}}) : memref<?xf32>
// CHECK-NEXT:    gpu.wait [%[[T2]]]
// Each launch is guarded against an empty grid (no query rows, or no keys).
// CHECK:         scf.if
// CHECK:           gpu.launch_func @attn_kernels::@sdpa_bwd_pre_0 blocks in (%{{.+}}, %{{.+}}, %{{.+}}) threads in (%{{.+}}, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %{{.+}} args(%[[OM]] : memref<2x256x8x128xbf16>, %[[DOM]] : memref<2x256x8x128xbf16>, %[[DELTA]] : memref<?xf32>, %[[ACC]] : memref<?xf32>)
// CHECK:         scf.if
// CHECK:           gpu.launch_func @attn_kernels::@sdpa_bwd_0 blocks in {{.+}} dynamic_shared_memory_size %c158720_i32 args(%[[QM]] : {{.+}}, %[[KM]] : {{.+}}, %[[VM]] : {{.+}}, %[[DOM]] : {{.+}}, %[[LSEM]] : memref<2x8x256xf32>, %[[DELTA]] : memref<?xf32>, %[[ACC]] : memref<?xf32>, %[[DK]] : memref<2x256x2x128xbf16>, %[[DV]] : memref<2x256x2x128xbf16>)
// CHECK:         scf.if
// CHECK:           gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0 blocks in {{.+}} args(%[[ACC]] : memref<?xf32>, %[[DQ]] : memref<2x256x8x128xbf16>)
// CHECK:         %[[T3:.+]] = gpu.wait async
// CHECK-NEXT:    %[[T4:.+]] = gpu.dealloc async [%[[T3]]] %[[ACC]]
// CHECK-NEXT:    %[[T5:.+]] = gpu.dealloc async [%[[T4]]] %[[DELTA]]
// CHECK-NEXT:    gpu.wait [%[[T5]]]
// CHECK:         %[[RQ:.+]] = bufferization.to_tensor %[[DQ]] restrict writable
// CHECK-NEXT:    %[[RK:.+]] = bufferization.to_tensor %[[DK]] restrict writable
// CHECK-NEXT:    %[[RV:.+]] = bufferization.to_tensor %[[DV]] restrict writable
// CHECK-NEXT:    return %[[RQ]], %[[RK]], %[[RV]]
//
// CHECK:       gpu.module @attn_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx81">]
// Preprocess: lanes read column pairs of out and d_out, reduce across the
// warp, store delta and zero the accumulator row.
// CHECK:         gpu.func @sdpa_bwd_pre_0(%{{.+}}: memref<2x256x8x128xbf16>, %{{.+}}: memref<2x256x8x128xbf16>, %{{.+}}: memref<?xf32>, %{{.+}}: memref<?xf32>) kernel attributes {known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>}
// CHECK:           gpu.shuffle xor
// CHECK:           llvm.store %{{.+}} {alignment = 8 : i64} : vector<2xf32>, !llvm.ptr<1>
// CHECK:           gpu.return
// Main: K/V and the first step's Q, dO by 16-byte cp.async, lse and delta
// by 4-byte ones; 5 products of 64 mma.sync each per warp and step; a warp's
// share of dQ (16 rows x 64 columns) as 16 vector reductions per thread.
// CHECK:         gpu.func @sdpa_bwd_0({{.+}}) kernel attributes {attn.block_kv = 128 : i64, attn.block_q = 64 : i64, attn.mma = "mma.sync", attn.shared_memory_bytes = 158720 : i64, known_block_size = array<i32: 256, 1, 1>, nvvm.maxntid = array<i32: 256, 1, 1>}
// CHECK:           nvvm.cp.async.shared.global %{{.+}}, %{{.+}}, 16, cache = cg
// delta is zero-filled past the valid length (out and d_out may hold
// anything there), lse past Sq.
// CHECK:           %[[VALID:.+]] = arith.select %{{.+}}, %{{[0-9]+}}, %{{.+}} : i1
// CHECK-NEXT:      %c0_i32{{.*}} = arith.constant 0 : i32
// CHECK-NEXT:      %c4_i32{{.*}} = arith.constant 4 : i32
// CHECK-NEXT:      %[[BYTES:.+]] = arith.select %[[VALID]], %c4_i32{{.*}}, %c0_i32{{.*}} : i32
// CHECK-NEXT:      nvvm.cp.async.shared.global %{{.+}}, %{{.+}}, 4, cache = ca, %[[BYTES]]
// CHECK:           scf.for
// CHECK:             nvvm.cp.async.wait.group 0
// CHECK-NEXT:        gpu.barrier
// CHECK-COUNT-64:    nvvm.mma.sync
// CHECK:             llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// CHECK-COUNT-192:   nvvm.mma.sync
// CHECK:             gpu.barrier
// CHECK-COUNT-64:    nvvm.mma.sync
// CHECK-COUNT-16:    attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// CHECK-NOT:         nvvm.mma.sync
// CHECK:             scf.yield
// CHECK:           gpu.return
// CHECK:         gpu.func @sdpa_bwd_dq_0(%{{.+}}: memref<?xf32>, %{{.+}}: memref<2x256x8x128xbf16>)
// CHECK:           llvm.load %{{.+}} {alignment = 8 : i64} : !llvm.ptr<1> -> vector<2xf32>
// CHECK:           gpu.return
// deterministic-backward: no dQ accumulator and no preprocess, the main
// kernel without the dQ pass (no dS^T in shared memory: 34816 * 2 + 2 *
// 35328 = 140288) and a query-major dQ kernel, launched first: grid
// (ceil(Sq / 64), Hq, B), 4 warps of 16 rows, Q and dO tiles plus two
// stages of 64-key K and V tiles (2 * 8704 + 4 * 17408 = 104448), 3
// products of 64 mma.sync per key tile. It reads out too: delta =
// rowsum(dO ∘ O) of the thread's rows g and g + 8, each lane of a quad
// summing every fourth 16-byte chunk (4 of the row's 16 at D = 128): O's
// from global memory, loaded while the prologue's tiles land, dO's from
// its landed tile; the quad adds its sums (shuffles 1, 2) and its first
// lane writes delta to the scratch for the main kernel.
// DET-LABEL: func.func @gqa_d128_causal(
// DET-SAME:      %{{[^:]+}}: tensor<2x256x8x128xbf16>, %{{[^:]+}}: tensor<2x256x2x128xbf16>, %{{[^:]+}}: tensor<2x256x2x128xbf16>, %[[O:[^:]+]]: tensor<2x256x8x128xbf16>, %[[DO:[^:]+]]: tensor<2x256x8x128xbf16>, %{{[^:]+}}: tensor<2x8x256xf32>)
// DET-DAG:     %[[OM:.+]] = bufferization.to_buffer %[[O]] read_only
// DET-DAG:     %[[DOM:.+]] = bufferization.to_buffer %[[DO]] read_only
// DET:         %[[DELTA:[^,]+]], %{{.+}} = gpu.alloc async
// DET-NOT:     gpu.alloc
// DET-NOT:     sdpa_bwd_pre
// DET:         gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0 blocks in ({{.+}}) threads in (%c128{{.*}}, {{.+}}) dynamic_shared_memory_size %c104448_i32 args(%{{.+}} : memref<2x256x8x128xbf16>, %{{.+}} : memref<2x256x2x128xbf16>, %{{.+}} : memref<2x256x2x128xbf16>, %[[OM]] : memref<2x256x8x128xbf16>, %[[DOM]] : memref<2x256x8x128xbf16>, %{{.+}} : memref<2x8x256xf32>, %[[DELTA]] : memref<?xf32>, %{{.+}} : memref<2x256x8x128xbf16>)
// DET:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 {{.+}} dynamic_shared_memory_size %c140288_i32 args({{.+}}, %[[DELTA]] : memref<?xf32>, %{{.+}} : memref<2x256x2x128xbf16>, %{{.+}} : memref<2x256x2x128xbf16>)
// DET-NOT:     sdpa_bwd_pre
// DET:         gpu.dealloc async [%{{.+}}] %[[DELTA]]
// DET-NOT:     gpu.dealloc
// DET-NOT:     sdpa_bwd_pre
// DET:         gpu.func @sdpa_bwd_0(
// DET-NOT:       attn_nv.reduce_add
// DET-NOT:       llvm.atomicrmw
// DET:         gpu.func @sdpa_bwd_dq_0({{.+}}) kernel attributes {attn.mma = "mma.sync", attn.query_major, attn.shared_memory_bytes = 104448 : i64
// DET-COUNT-8:     llvm.load %{{.+}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xi32>
// DET-NEXT:        nvvm.cp.async.wait.group 0
// DET-NEXT:        gpu.barrier
// DET-NOT:         !llvm.ptr<1> -> vector<4xi32>
// DET-COUNT-4:     llvm.load %{{.+}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// DET:             gpu.shuffle  xor %{{.+}}, %c1_i32
// DET:             gpu.shuffle  xor %{{.+}}, %c2_i32
// DET:             llvm.store %{{.+}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// DET-COUNT-4:     llvm.load %{{.+}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// DET:             gpu.shuffle  xor %{{.+}}, %c1_i32
// DET:             gpu.shuffle  xor %{{.+}}, %c2_i32
// DET:             llvm.store %{{.+}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// DET-NOT:         vector<4xi32>
// DET:           scf.for
// DET-COUNT-64:    nvvm.mma.sync
// DET:             llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// DET-COUNT-128:   nvvm.mma.sync
// DET-NOT:         nvvm.mma.sync
// DET:             scf.yield

// backward-warps=4: 64-key tiles of 4 warps, two blocks per SM:
// smem = 17408 + 17408 + 2 * 35328 + 9216 = 114688.
// WARPS4-LABEL: func.func @gqa_d128_causal(
// WARPS4:         gpu.func @sdpa_bwd_0({{.+}}) kernel attributes {attn.block_kv = 64 : i64, attn.block_q = 64 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "mma.sync", attn.shared_memory_bytes = 114688 : i64, known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 2 : i32}
// sm_80 has no vector reductions: one f32 atomic per element (32 per
// thread for a warp's 16 x 64 share of dQ), and PTX 8.0.
// SM80-LABEL: func.func @gqa_d128_causal(
// SM80:         gpu.module @attn_kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">]
// SM80:         gpu.func @sdpa_bwd_0(
// SM80-NOT:       attn_nv.reduce_add
// SM80:           gpu.barrier
// SM80:           gpu.barrier
// SM80-COUNT-32:  llvm.atomicrmw fadd
// SM80-NOT:       attn_nv.reduce_add
// SM80:         gpu.func @sdpa_bwd_dq_0(
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

// D = 64, f16, sliding window, Sq = 200: 4 warps, Sq' = 256, so
// smem = 9216 + 9216 + 2 * 18944 + 9216 = 65536; the optional operands
// (bias, ALiBi, lengths) follow the nine fixed ones.
// CHECK-LABEL: func.func @mha_d64_window_lengths(
// CHECK:         arith.constant 63 : index
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 blocks in {{.+}} dynamic_shared_memory_size %c65536_i32 args({{.+}}, %{{.+}} : memref<1x4x200x200xf32>, %{{.+}} : memref<4xf32>, %{{.+}} : memref<1xi32>, %{{.+}} : memref<1xi32>)
// CHECK:         gpu.func @sdpa_bwd_0({{.+}}) kernel attributes {attn.block_kv = 64 : i64, attn.block_q = 64 : i64
func.func @mha_d64_window_lengths(%q: tensor<1x200x4x64xf16>, %k: tensor<1x200x4x64xf16>, %v: tensor<1x200x4x64xf16>,
                                  %o: tensor<1x200x4x64xf16>, %do: tensor<1x200x4x64xf16>, %lse: tensor<1x4x200xf32>,
                                  %bias: tensor<1x4x200x200xf32>, %slopes: tensor<4xf32>, %lq: tensor<1xi32>, %lkv: tensor<1xi32>)
    -> (tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) alibi(%slopes) seqlens_q(%lq) seqlens_kv(%lkv)
      layout = bshd causal = bottom_right window = [32, 0]
      : (tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>,
         tensor<1x200x4x64xf16>, tensor<1x4x200xf32>, tensor<1x4x200x200xf32>, tensor<4xf32>, tensor<1xi32>, tensor<1xi32>)
      -> (tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>)
  return %dq, %dk, %dv : tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>
}

// -----

// The learnable sink's gradient: a fourth kernel, one block per query head,
// after the others; it reads lse, delta, the sink logits and the query
// lengths and writes d_sink, returned as the fourth result.
// CHECK-LABEL: func.func @sink_gradient(
// CHECK:         %[[DS:.+]] = memref.alloc() : memref<8xf32>
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dsink_0 blocks in (%{{.+}}, %{{.+}}, %{{.+}}) threads in (%{{.+}}, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c16_i32 args(%{{.+}} : memref<2x8x200xf32>, %{{.+}} : memref<?xf32>, %{{.+}} : memref<8xf32>, %[[DS]] : memref<8xf32>, %{{.+}} : memref<2xi32>)
// CHECK:         gpu.dealloc
// CHECK:         %[[R:.+]] = bufferization.to_tensor %[[DS]] restrict writable : memref<8xf32> to tensor<8xf32>
// CHECK:         return {{.+}}, %[[R]]
// CHECK:         gpu.func @sdpa_bwd_dsink_0(
// CHECK:           llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// CHECK:           gpu.shuffle xor
// CHECK:           gpu.barrier
// CHECK:           arith.negf
// CHECK:           memref.store
func.func @sink_gradient(%q: tensor<2x200x8x64xbf16>, %k: tensor<2x200x2x64xbf16>, %v: tensor<2x200x2x64xbf16>,
                         %o: tensor<2x200x8x64xbf16>, %do: tensor<2x200x8x64xbf16>, %lse: tensor<2x8x200xf32>,
                         %sink: tensor<8xf32>, %lq: tensor<2xi32>)
    -> (tensor<2x200x8x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x2x64xbf16>, tensor<8xf32>) {
  %dq, %dk, %dv, %ds = attn.sdpa_grad %q, %k, %v, %o, %do, %lse sink(%sink) seqlens_q(%lq)
      layout = bshd causal = top_left softmax = learnable
      : (tensor<2x200x8x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x8x64xbf16>,
         tensor<2x200x8x64xbf16>, tensor<2x8x200xf32>, tensor<8xf32>, tensor<2xi32>)
      -> (tensor<2x200x8x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x2x64xbf16>) d_sink(tensor<8xf32>)
  return %dq, %dk, %dv, %ds : tensor<2x200x8x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x2x64xbf16>, tensor<8xf32>
}

// -----

// A sink gradient of dynamic type is sized by the static head count.
// CHECK-LABEL: func.func @dynamic_sink_gradient(
// CHECK:         %[[HQ:.+]] = arith.constant 4 : index
// CHECK-NEXT:    %{{.+}} = memref.alloc(%[[HQ]]) : memref<?xf32>
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dsink_0
func.func @dynamic_sink_gradient(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>, %v: tensor<1x64x4x64xbf16>,
                                 %o: tensor<1x64x4x64xbf16>, %do: tensor<1x64x4x64xbf16>, %lse: tensor<1x4x64xf32>,
                                 %sink: tensor<?xf32>)
    -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<?xf32>) {
  %dq, %dk, %dv, %ds = attn.sdpa_grad %q, %k, %v, %o, %do, %lse sink(%sink) layout = bshd softmax = learnable
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>,
         tensor<1x64x4x64xbf16>, tensor<1x4x64xf32>, tensor<?xf32>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) d_sink(tensor<?xf32>)
  return %dq, %dk, %dv, %ds : tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<?xf32>
}
