// RUN: attn-opt %s -split-input-file --attn-to-gpu | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-to-gpu=backward-dq=reductions | FileCheck %s --check-prefix=RED
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=backward-dq=query-major 2> %t.qm.errors | FileCheck %s --check-prefix=QM
// RUN: FileCheck %s --input-file=%t.qm.errors --check-prefix=QM-ERROR
// RUN: attn-opt %s -split-input-file --attn-to-gpu=chip=sm_80 | FileCheck %s --check-prefix=SM80
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=backward-dq=sometimes 2>&1 | FileCheck %s --check-prefix=BAD
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=backward-dq=reductions deterministic-backward=true" 2>&1 | FileCheck %s --check-prefix=CONTRA
// RUN: attn-opt %s -split-input-file --attn-to-gpu=backward-dq-heads=2 | FileCheck %s --check-prefix=HEADS2
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=backward-dq-heads=3 2>&1 | FileCheck %s --check-prefix=HEADS3
// HEADS3: error: attn-to-gpu: backward-dq-heads must be 0, 1 or 2, got 3
// RUN: attn-opt %s -split-input-file --attn-to-gpu=backward-dq-stages=1 | FileCheck %s --check-prefix=STAGES1
// RUN: attn-opt %s -split-input-file --attn-to-gpu=backward-dq-stages=2 | FileCheck %s --check-prefix=STAGES2
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=backward-dq-stages=3 2>&1 | FileCheck %s --check-prefix=STAGES3
// STAGES3: error: attn-to-gpu: backward-dq-stages must be 0, 1 or 2, got 3

// How the backward sums dQ (option backward-dq). `auto` takes the
// query-major kernel (sdpa_bwd_dq_N with attn.query_major: each block walks
// one query tile's keys and recomputes P and dP; no f32 reductions, no
// accumulator, so the pre-kernel zeroes nothing) on sm_90 for narrow
// windows, where the reductions bound the backward; elsewhere the main
// kernel adds dQ into an accumulator (sdpa_bwd_dq_N only scales it).

// BAD: error: attn-to-gpu: unknown backward-dq 'sometimes' (available: auto, query-major, reductions)
// CONTRA: error: attn-to-gpu: deterministic-backward sums dQ with the query-major kernel; it contradicts backward-dq=reductions

// A narrow window (128 + 0 < 1024), D = 128, GQA: query-major under auto,
// its products on wgmma (one warpgroup of 64 query rows): each key tile
// lands (cp.async, then the async-proxy fence and a barrier), S = Q·Kᵀ and
// dP = dO·Vᵀ read both operands from swizzled shared memory (8 k16 steps
// over 128 columns) and are issued together, dP running while P is
// computed from S (wait 1, then wait 0), and dQ += dS·K takes dS from registers and K N-major
// (4 k16 steps over 64 keys) onto the loop's accumulators. Shared memory:
// Q and dO 64 x 128 x 2 each and, under auto, one K and one V tile of
// 64 x 128 x 2 (below), + 1024 = 66560 bytes: three blocks a
// multiprocessor, where two K/V buffers (99328 bytes) fit two.
// Before the loop, delta: each lane loads 4 of O's 16-byte chunks per row
// from global memory (2 rows: 8 loads), waits for the prologue's tiles and
// reads the same chunks of dO from its 128-byte-swizzled tile (chunk
// XOR row % 8), then the quad sums (shuffles 1 and 2) and its first lane
// stores delta.
// CHECK-LABEL: func.func @narrow_window(
// CHECK-NOT:     sdpa_bwd_pre
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0
// CHECK:         gpu.func @sdpa_bwd_dq_0({{.+}}) kernel attributes {attn.blocks_per_sm = 3 : i64, attn.mma = "wgmma", attn.query_major, attn.shared_memory_bytes = 66560 : i64
// CHECK-COUNT-8:   llvm.load %{{.+}} {alignment = 16 : i64} : !llvm.ptr<1> -> vector<4xi32>
// CHECK-NEXT:      nvvm.cp.async.wait.group 0
// CHECK-NEXT:      gpu.barrier
// CHECK:           arith.xori %{{.+}}, %{{.+}} : i32
// CHECK:           llvm.load %{{.+}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// CHECK:           gpu.shuffle  xor %{{.+}}, %c1_i32
// CHECK:           gpu.shuffle  xor %{{.+}}, %c2_i32
// CHECK:           llvm.store %{{.+}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK:           scf.for
// CHECK:             nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT:        gpu.barrier
// CHECK:             %[[SDP:.+]]:64 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>, #attn_nv.product<n = 64, steps = 8, a = descriptor>]
// CHECK-NEXT:        attn_nv.warpgroup_wait 1 values(%[[SDP]]#0,
// CHECK:             attn_nv.warpgroup_wait 0 values(%[[SDP]]#32,
// CHECK:             attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = bf16 accumulators(%arg
// backward-dq-heads = 2: the query-major kernel packs two query heads of
// the KV head's group per block (two warpgroups over the same 64 rows; y
// walks 8 / 2 = 4 head slots), each with its own Q and dO tiles, sharing
// the K/V stages: 2 · 32 KiB + 2 · 32 KiB + 1024 = 132096 bytes.
// HEADS2-LABEL: func.func @narrow_window(
// HEADS2:         gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0 blocks in (%{{.+}}, %c4, %{{.+}}) threads in (%c256, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c132096_i32
// HEADS2:         gpu.func @sdpa_bwd_dq_0({{.+}}) kernel attributes {attn.mma = "wgmma", attn.query_major, attn.shared_memory_bytes = 132096 : i64
// HEADS2:           %[[SLOT:.+]] = gpu.block_id  y
// HEADS2:           %[[SLOTI:.+]] = arith.index_cast %[[SLOT]] : index to i32
// HEADS2:           %[[FIRST:.+]] = arith.muli %[[SLOTI]], %c2_i32
// HEADS2:           %[[WG:.+]] = arith.divui %{{.+}}, %c4_i32
// HEADS2:           arith.addi %[[FIRST]], %[[WG]] : i32
// HEADS2:           %[[HEADTILE:.+]] = arith.muli %[[WG]], %c32768_i32
// HEADS2:           arith.divui %[[FIRST]], %c4_i32
// Each warpgroup's delta rows: warp % 4 picks the 16 rows, its head's dO
// tile starts 16384 bytes (Q's tile) past the head's 32768-byte slot.
// HEADS2:           nvvm.cp.async.wait.group 0
// HEADS2-NEXT:      gpu.barrier
// HEADS2:           arith.remui %{{.+}}, %c4_i32{{.*}} : i32
// HEADS2:           arith.addi %[[HEADTILE]], %c16384_i32{{.*}} : i32
// HEADS2:           llvm.load %{{.+}} {alignment = 16 : i64} : !llvm.ptr<3> -> vector<4xi32>
// backward-dq-stages = 1 (auto's choice here): one K/V buffer (66560
// bytes: Q and dO, one K and one V tile, + 1024), so three blocks share a
// multiprocessor (ptxas is told: nvvm.minctasm = 3). Each step waits for
// its tile, runs its products, and only once every warp is past dQ's
// product (a barrier) loads the next tile into the same buffer. With
// backward-dq-stages = 2 the next tile loads into the other buffer right
// after the barrier, while this tile's products run.
// STAGES2-LABEL: func.func @narrow_window(
// STAGES2:         gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0 {{.+}} dynamic_shared_memory_size %c99328_i32
// STAGES2:         gpu.func @sdpa_bwd_dq_0({{.+}}) kernel attributes {attn.mma = "wgmma", attn.query_major, attn.shared_memory_bytes = 99328 : i64
// STAGES2-NOT:       minctasm
// STAGES2:           scf.for
// STAGES2:             nvvm.fence.proxy
// STAGES2-NEXT:        gpu.barrier
// STAGES2:             nvvm.cp.async.shared.global
// STAGES2:             nvvm.cp.async.commit.group
// STAGES2:             attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>, #attn_nv.product<n = 64, steps = 8, a = descriptor>]
// STAGES2-NOT:         gpu.barrier
// STAGES2:             attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>]
// STAGES2-NOT:         gpu.barrier
// STAGES2:             scf.yield
// STAGES1-LABEL: func.func @narrow_window(
// STAGES1:         gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0 {{.+}} dynamic_shared_memory_size %c66560_i32
// STAGES1:         gpu.func @sdpa_bwd_dq_0({{.+}}) kernel attributes {attn.blocks_per_sm = 3 : i64, attn.mma = "wgmma", attn.query_major, attn.shared_memory_bytes = 66560 : i64
// STAGES1-SAME:      nvvm.minctasm = 3
// STAGES1:           scf.for
// STAGES1:             nvvm.cp.async.wait.group 0
// STAGES1-NEXT:        nvvm.fence.proxy
// STAGES1-NEXT:        gpu.barrier
// STAGES1-NOT:         nvvm.cp.async.shared.global
// STAGES1:             attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>, #attn_nv.product<n = 64, steps = 8, a = descriptor>]
// STAGES1-NOT:         nvvm.cp.async.shared.global
// STAGES1:             attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>]
// STAGES1-NEXT:        gpu.barrier
// STAGES1:             nvvm.cp.async.shared.global
// STAGES1:             nvvm.cp.async.commit.group
// STAGES1-NEXT:        scf.yield
// RED-LABEL:   func.func @narrow_window(
// RED:           gpu.func @sdpa_bwd_dq_0(
// RED-NOT:         attn.query_major
// RED:           return
// QM-LABEL:    func.func @narrow_window(
// QM:            gpu.func @sdpa_bwd_dq_0({{.+}}) kernel attributes {{{.*}}attn.mma = "wgmma", attn.query_major
// SM80-LABEL:  func.func @narrow_window(
// SM80:          gpu.func @sdpa_bwd_dq_0(
// SM80-NOT:        attn.query_major
// SM80:          return
func.func @narrow_window(%q: tensor<1x512x8x128xbf16>, %k: tensor<1x512x2x128xbf16>, %v: tensor<1x512x2x128xbf16>,
                         %o: tensor<1x512x8x128xbf16>, %do: tensor<1x512x8x128xbf16>, %lse: tensor<1x8x512xf32>)
    -> (tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left window = [128, 0]
      : (tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x8x128xbf16>,
         tensor<1x512x8x128xbf16>, tensor<1x8x512xf32>)
      -> (tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>)
  return %dq, %dk, %dv : tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>
}

// -----

// A causal mask without a window is a wide band: reductions under auto.
// CHECK-LABEL: func.func @causal(
// CHECK:         gpu.func @sdpa_bwd_dq_0(
// CHECK-NOT:       attn.query_major
// CHECK:         return
// QM-LABEL:    func.func @causal(
// QM:            gpu.func @sdpa_bwd_dq_0({{.+}}) kernel attributes {{{.*}}attn.mma = "wgmma", attn.query_major
func.func @causal(%q: tensor<1x512x8x128xbf16>, %k: tensor<1x512x2x128xbf16>, %v: tensor<1x512x2x128xbf16>,
                  %o: tensor<1x512x8x128xbf16>, %do: tensor<1x512x8x128xbf16>, %lse: tensor<1x8x512xf32>)
    -> (tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x8x128xbf16>,
         tensor<1x512x8x128xbf16>, tensor<1x8x512xf32>)
      -> (tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>)
  return %dq, %dk, %dv : tensor<1x512x8x128xbf16>, tensor<1x512x2x128xbf16>, tensor<1x512x2x128xbf16>
}

// -----

// A window of 1024 keys (1023 + 1 is not below 1024) is no longer narrow.
// CHECK-LABEL: func.func @window_1024(
// CHECK:         gpu.func @sdpa_bwd_dq_0(
// CHECK-NOT:       attn.query_major
// CHECK:         return
func.func @window_1024(%q: tensor<1x2048x4x64xbf16>, %k: tensor<1x2048x4x64xbf16>, %v: tensor<1x2048x4x64xbf16>,
                       %o: tensor<1x2048x4x64xbf16>, %do: tensor<1x2048x4x64xbf16>, %lse: tensor<1x4x2048xf32>)
    -> (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd window = [1023, 1]
      : (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>,
         tensor<1x2048x4x64xbf16>, tensor<1x4x2048xf32>)
      -> (tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>)
  return %dq, %dk, %dv : tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>, tensor<1x2048x4x64xbf16>
}

// -----

// Near misses that auto leaves on reductions without an error: head dims
// above 128 (the query-major kernel takes up to 128) ...
// QM-ERROR: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: the query-major dQ kernel (deterministic-backward, backward-dq=query-major) takes head dimensions up to 128, got 192
// CHECK-LABEL: func.func @narrow_d192(
// CHECK:         gpu.func @sdpa_bwd_dq_0(
// CHECK-NOT:       attn.query_major
// CHECK:         return
func.func @narrow_d192(%q: tensor<1x256x4x192xbf16>, %k: tensor<1x256x4x192xbf16>, %v: tensor<1x256x4x128xbf16>,
                       %o: tensor<1x256x4x128xbf16>, %do: tensor<1x256x4x128xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left window = [64, 0]
      : (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>,
         tensor<1x256x4x128xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>
}

// -----

// ... and d_bias of a broadcast bias (summed by reductions in no fixed
// order, which the query-major kernel excludes: an error when asked for,
// as attn-to-gpu-backward-dbias.mlir checks).
// QM-ERROR: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: d_bias of a bias with a broadcast (size 1) dimension is summed by f32 atomics, which the query-major dQ kernel (deterministic-backward, backward-dq=query-major) excludes
// CHECK-LABEL: func.func @narrow_broadcast_dbias(
// CHECK:         gpu.func @sdpa_bwd_dq_0(
// CHECK-NOT:       attn.query_major
// CHECK:         return
func.func @narrow_broadcast_dbias(%q: tensor<1x200x4x64xf16>, %k: tensor<1x200x4x64xf16>, %v: tensor<1x200x4x64xf16>,
                                  %o: tensor<1x200x4x64xf16>, %do: tensor<1x200x4x64xf16>, %lse: tensor<1x4x200xf32>,
                                  %bias: tensor<1x1x1x200xf32>)
    -> (tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x1x1x200xf32>) {
  %dq, %dk, %dv, %db = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) layout = bshd window = [32, 0]
      : (tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>,
         tensor<1x200x4x64xf16>, tensor<1x4x200xf32>, tensor<1x1x1x200xf32>)
      -> (tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>) d_bias(tensor<1x1x1x200xf32>)
  return %dq, %dk, %dv, %db : tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x200x4x64xf16>, tensor<1x1x1x200xf32>
}

// -----

// A narrow window with a learnable sink and a full bias, both gradients
// asked for: the query-major dQ kernel writes delta first; d_bias's
// accumulator is zeroed, the main kernel reads delta, then d_sink reads it
// and d_bias is rounded.
// CHECK-LABEL: func.func @window_dsink_dbias(
// CHECK-NOT:     sdpa_bwd_pre
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dbias_init_0
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dsink_0
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dbias_0
// CHECK-NOT:     gpu.launch_func
// CHECK:         return
func.func @window_dsink_dbias(%q: tensor<2x200x8x64xbf16>, %k: tensor<2x200x2x64xbf16>, %v: tensor<2x200x2x64xbf16>,
                 %o: tensor<2x200x8x64xbf16>, %do: tensor<2x200x8x64xbf16>, %lse: tensor<2x8x200xf32>,
                 %sink: tensor<8xf32>, %bias: tensor<2x8x200x200xbf16>)
    -> (tensor<2x200x8x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x8x200x200xbf16>, tensor<8xf32>) {
  %dq, %dk, %dv, %db, %ds = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) sink(%sink) layout = bshd causal = top_left window = [64, 0] softmax = learnable
      : (tensor<2x200x8x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x8x64xbf16>, tensor<2x200x8x64xbf16>, tensor<2x8x200xf32>, tensor<2x8x200x200xbf16>, tensor<8xf32>)
      -> (tensor<2x200x8x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x2x64xbf16>) d_bias(tensor<2x8x200x200xbf16>) d_sink(tensor<8xf32>)
  return %dq, %dk, %dv, %db, %ds : tensor<2x200x8x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x200x2x64xbf16>, tensor<2x8x200x200xbf16>, tensor<8xf32>
}
