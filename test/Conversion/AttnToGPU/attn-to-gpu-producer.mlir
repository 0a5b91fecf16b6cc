// RUN: attn-opt %s -split-input-file --attn-to-gpu="producer=on overlap=off persistent=off" | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-to-gpu | FileCheck %s --check-prefix=AUTO
// RUN: attn-opt %s -split-input-file --attn-to-gpu="producer=on overlap=on persistent=off" | FileCheck %s --check-prefix=OVERLAP
// RUN: attn-opt %s -split-input-file --attn-to-gpu="producer=on overlap=on pingpong=on persistent=off" | FileCheck %s --check-prefix=PINGPONG
// RUN: attn-opt %s -split-input-file --attn-to-gpu="producer=on overlap=on pingpong=on persistent=off" | FileCheck %s --check-prefix=NOTILE
// RUN: attn-opt %s -split-input-file --attn-to-gpu="persistent=on" | FileCheck %s --check-prefix=PERSISTENT
// RUN: attn-opt %s -split-input-file --attn-to-gpu="persistent=on pingpong=on" | FileCheck %s --check-prefix=PERSISTENT-PP
// The producer's kernels come from the op's tile nest as well: no tile op
// is left anywhere.
// NOTILE-NOT:  attn.band_keys
// NOTILE-NOT:  attn.online_

// The warp-specialised wgmma forward (producer=on): one more warpgroup
// (threads 256..383) loads Q, K and V with TMA into a ring of shared-memory
// stages guarded by mbarriers, and the consumer warpgroups wait only for
// their own stage: no block-wide barrier after the prologue. The host
// encodes one TMA descriptor per tensor (boxes of one batch entry and head:
// the tile's rows by 64 columns, the kernel's swizzled blocks) and passes
// them by value after the other arguments. The producer gives its
// registers to the consumers (setmaxnreg 24 / 240). Wide bands take 128
// query rows by 128-key tiles in three stages: 32 KiB of Q, 3 · 64 KiB of
// K/V, 10 barriers and the alignment slack.
// CHECK-LABEL: func.func @wide_causal_gqa(
// CHECK:         scf.if
// CHECK-NEXT:      %[[QM:.+]] = attn_nv.tensor_map %{{.+}} box [1, 128, 1, 64] : memref<2x1024x32x128xbf16>
// CHECK-NEXT:      %[[KM:.+]] = attn_nv.tensor_map %{{.+}} box [1, 128, 1, 64] : memref<2x1024x8x128xbf16>
// CHECK-NEXT:      %[[VM:.+]] = attn_nv.tensor_map %{{.+}} box [1, 128, 1, 64] : memref<2x1024x8x128xbf16>
// CHECK:           gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%{{.+}}, %c32, %{{.+}}) threads in (%c384, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c230480_i32 args({{.*}}, %[[QM]] : !llvm.array<16 x i64>, %[[KM]] : !llvm.array<16 x i64>, %[[VM]] : !llvm.array<16 x i64>)
// CHECK:       gpu.func @sdpa_fwd_0({{.*}}, %[[Q:.+]]: !llvm.array<16 x i64>, %[[K:.+]]: !llvm.array<16 x i64>, %[[V:.+]]: !llvm.array<16 x i64>) kernel
// CHECK-SAME:      attn.block_kv = 128 : i64, attn.mma = "wgmma", attn.producer, attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 230480 : i64, attn.stages = 3 : i64, attn.warps = 8 : i64
// CHECK-SAME:      nvvm.maxntid = array<i32: 384, 1, 1>
// CHECK-NOT:     nvvm.cp.async.shared.global
// Thread 0 initialises Q's barrier, then per stage K's, V's (one arrival:
// the producer's, plus the bytes) and the stage's free barrier (one
// arrival per consumer warp).
// CHECK:         scf.if
// CHECK-COUNT-3:   nvvm.mbarrier.init %{{.+}}, %c1_i32{{.*}} : !llvm.ptr<3>, i32
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c8_i32{{.*}} : !llvm.ptr<3>, i32
// CHECK-COUNT-2:   nvvm.mbarrier.init %{{.+}}, %c1_i32{{.*}} : !llvm.ptr<3>, i32
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c8_i32{{.*}} : !llvm.ptr<3>, i32
// CHECK-COUNT-2:   nvvm.mbarrier.init %{{.+}}, %c1_i32{{.*}} : !llvm.ptr<3>, i32
// CHECK:           nvvm.mbarrier.init %{{.+}}, %c8_i32{{.*}} : !llvm.ptr<3>, i32
// CHECK-NEXT:      nvvm.fence.mbarrier.init
// CHECK:         gpu.barrier
// The producer warpgroup; one thread issues the copies: Q (32 KiB, two
// 64-column boxes at column 0 and 64), then per key tile, once its stage is
// free, K and V of the KV head.
// CHECK:         scf.if
// CHECK-NEXT:      nvvm.setmaxregister  decrease 24
// CHECK:           scf.if
// CHECK:             nvvm.mbarrier.arrive.expect_tx %[[QBAR:.+]], %c32768_i32 : !llvm.ptr<3>, i32
// CHECK:             %[[QA:.+]] = attn_nv.tensor_map_address %[[Q]]
// CHECK:             nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.+}}, %[[QA]], %[[QBAR]], box[%c0_i32{{.*}}, %{{.+}}, %{{.+}}, %{{.+}}]
// CHECK:             nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.+}}, %[[QA]], %[[QBAR]], box[%c64_i32{{.*}}, %{{.+}}, %{{.+}}, %{{.+}}]
// CHECK:             scf.for
// CHECK:               nvvm.mbarrier.try_wait.parity
// CHECK:               nvvm.mbarrier.arrive.expect_tx %[[KBAR:.+]], %c32768_i32{{.*}}
// CHECK:               attn_nv.tensor_map_address %[[K]]
// CHECK-COUNT-2:       nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.+}}, %{{.+}}, %[[KBAR]]
// CHECK:               nvvm.mbarrier.arrive.expect_tx %[[VBAR:.+]], %c32768_i32{{.*}}
// CHECK:               attn_nv.tensor_map_address %[[V]]
// CHECK-COUNT-2:       nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.+}}, %{{.+}}, %[[VBAR]]
// The consumers: Q landed, then per tile K's barrier before S = Q·Kᵀ
// (128 keys), V's after P is packed and before P·V, and each warp's lane 0
// frees the stage.
// CHECK:         } else {
// CHECK-NEXT:      nvvm.setmaxregister  increase 240
// CHECK:           nvvm.mbarrier.try_wait.parity %{{.+}}, %c0_i32
// CHECK:           scf.for
// CHECK-NOT:         gpu.barrier
// CHECK:             nvvm.mbarrier.try_wait.parity
// CHECK:             attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 8, a = descriptor>]
// CHECK:             nvvm.mbarrier.try_wait.parity
// CHECK-NOT:         nvvm.convert.f32x2
// CHECK:             attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 8, a = registers, transpose_b = true, accumulate = true>]
// CHECK:             scf.if
// CHECK:               nvvm.mbarrier.arrive %{{.+}} : !llvm.ptr<3>
// CHECK-NOT:       gpu.barrier
// CHECK:         gpu.return

// With the softmax overlapped with the previous tile's P·V, the ring keeps
// V_{j-1} until its product completes (any number of stages): each iteration
// waits for K_j and V_{j-1}, issues both products, and frees stage j − 1
// once both are done; the last P·V waits for its V.
// OVERLAP-LABEL: func.func @wide_causal_gqa(
// OVERLAP:       gpu.func @sdpa_fwd_0(
// OVERLAP-SAME:      attn.overlap, attn.producer
// OVERLAP-SAME:      attn.stages = 3 : i64
// OVERLAP:         } else {
// OVERLAP:           nvvm.mbarrier.try_wait.parity
// OVERLAP:           attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 8, a = descriptor>]
// OVERLAP:           scf.for
// OVERLAP:             nvvm.mbarrier.try_wait.parity
// OVERLAP:             nvvm.mbarrier.try_wait.parity
// OVERLAP:             attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 8, a = descriptor>, #attn_nv.product<n = 128, steps = 8, a = registers, transpose_b = true, accumulate = true>] {{.*}} in_flight
// OVERLAP:             attn_nv.warpgroup_wait 1
// OVERLAP:             attn_nv.warpgroup_wait 0 values({{.*}}) keep({{.*}}) after(%{{.+}}, %{{.+}}){{$}}
// OVERLAP:             scf.if
// OVERLAP:               nvvm.mbarrier.arrive
// OVERLAP:           nvvm.mbarrier.try_wait.parity
// OVERLAP:           attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 8, a = registers, transpose_b = true, accumulate = true>]

// Ping-pong: the two consumer warpgroups take turns issuing each
// iteration's products (warpgroup g waits at named barrier 1 + g, then
// arrives at the other's); warpgroup 1 gives warpgroup 0 the first turn and
// warpgroup 0 takes the last one, so every barrier completes. The narrow
// window's single consumer warpgroup has no partner (no turns).
// PINGPONG-LABEL: func.func @wide_causal_gqa(
// PINGPONG:       gpu.func @sdpa_fwd_0(
// PINGPONG-SAME:      attn.overlap, attn.pingpong, attn.producer
// PINGPONG:         } else {
// PINGPONG:             nvvm.barrier.arrive id = %c1_i32{{.*}} number_of_threads = %c256_i32
// PINGPONG:           scf.for
// PINGPONG:             nvvm.barrier id = %c1_i32{{.*}} number_of_threads = %c256_i32
// PINGPONG:             nvvm.barrier id = %c2_i32{{.*}} number_of_threads = %c256_i32
// PINGPONG:             attn_nv.warpgroup_mma {{.*}} in_flight
// PINGPONG:             nvvm.barrier.arrive id = %c2_i32{{.*}} number_of_threads = %c256_i32
// PINGPONG:             nvvm.barrier.arrive id = %c1_i32{{.*}} number_of_threads = %c256_i32
// PINGPONG:             attn_nv.warpgroup_wait 1
// PINGPONG:           }
// PINGPONG:           nvvm.barrier id = %c1_i32{{.*}} number_of_threads = %c256_i32
// PINGPONG:           attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 8, a = registers
// PINGPONG-LABEL: func.func @narrow_window_bhsd(
// PINGPONG-NOT:     attn.pingpong
// PINGPONG-NOT:     nvvm.barrier.arrive
// PINGPONG:         gpu.return

// `auto` takes the producer at D = 128 over a wide band (faster on the
// H200), overlapped, since its two consumer warpgroups prefetch three tiles,
// not persistent (no faster on the H100), and keeps the cp.async kernel
// for the narrow window, where it packs two query heads of the GQA group
// per block (two warpgroups).
// AUTO-LABEL: func.func @wide_causal_gqa(
// AUTO:         attn_nv.tensor_map
// AUTO-NOT:     attn_nv.multiprocessor_count
// AUTO:         threads in (%c384
// AUTO:       gpu.func @sdpa_fwd_0(
// AUTO-SAME:      attn.overlap, attn.producer
// AUTO-SAME:      attn.stages = 3 : i64, attn.warps = 8 : i64
// AUTO-LABEL: func.func @narrow_window_bhsd(
// AUTO-NOT:     attn_nv.tensor_map
// AUTO:         blocks in (%{{.+}}, %c4, %c1) threads in (%c256
// AUTO:       gpu.func @sdpa_fwd_0(
// AUTO-NOT:       attn.overlap
// AUTO-SAME:      attn.block_kv
func.func @wide_causal_gqa(%q: tensor<2x1024x32x128xbf16>, %k: tensor<2x1024x8x128xbf16>,
                           %v: tensor<2x1024x8x128xbf16>) -> tensor<2x1024x32x128xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x1024x32x128xbf16>, tensor<2x1024x8x128xbf16>, tensor<2x1024x8x128xbf16>) -> tensor<2x1024x32x128xbf16>
  return %out : tensor<2x1024x32x128xbf16>
}

// The persistent tile scheduler (persistent=on): one block per resident
// slot (the device's multiprocessors, one block each here), at most one per
// work item (query tile, head, batch entry). The kernel takes the work grid (query tiles, heads, batch)
// before the descriptors, and each role loops over the block's items from
// blockIdx.x by gridDim.x, carrying how many items and key tiles it took
// before (the ring's position runs on across items). The producer keeps 32
// registers and, before each item's Q, waits until every consumer warp has
// freed the last one (one more mbarrier, 8 arrivals: 230488 bytes); the
// consumers wait for Q at the item's parity and free it after their main
// loop, before the epilogue's stores.
// PERSISTENT-LABEL: func.func @wide_causal_gqa(
// PERSISTENT:         %[[TILES:.+]] = arith.ceildivsi %c1024, %c128 : index
// PERSISTENT:         scf.if
// PERSISTENT:           %[[PLANE:.+]] = arith.muli %[[TILES]], %c32 : index
// PERSISTENT-NEXT:      %[[ITEMS:.+]] = arith.muli %[[PLANE]], %c2 : index
// PERSISTENT:           %[[SMS:.+]] = attn_nv.multiprocessor_count : index
// PERSISTENT-NEXT:      %[[SLOTS:.+]] = arith.muli %[[SMS]], %{{.+}} : index
// PERSISTENT:           %[[GRID:.+]] = arith.minui %[[ITEMS]], %[[SLOTS]] : index
// PERSISTENT:           gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%[[GRID]], %[[ONE:.+]], %[[ONE]]) threads in (%c384, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c230488_i32 args(%{{.+}}, %[[TILES]] : index, %c32 : index, %c2 : index, %{{.+}} : !llvm.array<16 x i64>, %{{.+}} : !llvm.array<16 x i64>, %{{.+}} : !llvm.array<16 x i64>)
// PERSISTENT:       gpu.func @sdpa_fwd_0({{.*}}, %[[WT:.+]]: index, %[[WH:.+]]: index, %[[WB:.+]]: index, %{{.+}}: !llvm.array<16 x i64>, %{{.+}}: !llvm.array<16 x i64>, %{{.+}}: !llvm.array<16 x i64>) kernel
// PERSISTENT-SAME:      attn.persistent, attn.producer
// PERSISTENT-SAME:      attn.shared_memory_bytes = 230488
// PERSISTENT-COUNT-4:   nvvm.mbarrier.init %{{.+}}, %c8_i32
// PERSISTENT:           nvvm.fence.mbarrier.init
// The producer keeps 32 registers, so the consumers take 232: the two
// together are the launch's 168 per thread (asked for more, the increase
// would wait forever).
// PERSISTENT:           nvvm.setmaxregister decrease 32
// PERSISTENT:           %[[N:.+]] = arith.muli %{{.+}}, %[[WB]] : index
// PERSISTENT:           scf.for %{{.+}} = %block_id_x to %[[N]] step %grid_dim_x iter_args(%[[COUNT:.+]] = %c0_i32{{.*}}, %[[RING:.+]] = %c0_i32{{.*}}) -> (i32, i32)
// The item's first three K/V tiles go out before its Q, whose load waits
// until every consumer warp has freed the last item's: before tile
// min(begin + 3, end)'s K/V, or after the last; a block's first item
// loads Q first.
// PERSISTENT:             %[[FIRST:.+]] = arith.cmpi eq, %[[COUNT]], %c0_i32
// PERSISTENT:             %[[PLUS:.+]] = arith.addi %[[BEGIN:.+]], %c3_i32 : i32
// PERSISTENT-NEXT:        %[[LATER:.+]] = arith.minsi %[[PLUS]], %[[END:.+]] : i32
// PERSISTENT-NEXT:        %[[QAT:.+]] = arith.select %[[FIRST]], %[[BEGIN]], %[[LATER]] : i32
// PERSISTENT:             scf.for %[[T:.+]] = %{{.+}} to %{{.+}} step
// PERSISTENT-NEXT:          %[[TI:.+]] = arith.index_cast %[[T]] : index to i32
// PERSISTENT-NEXT:          %[[NOW:.+]] = arith.cmpi eq, %[[TI]], %[[QAT]] : i32
// PERSISTENT-NEXT:          scf.if %[[NOW]] {
// PERSISTENT:                 %[[ODD:.+]] = arith.andi %[[COUNT]], %c1_i32
// PERSISTENT-NEXT:            %[[FREED:.+]] = arith.xori %[[ODD]], %c1_i32
// PERSISTENT:                 %[[QFREE:.+]] = llvm.getelementptr %{{.+}}[%c229456_i32]
// PERSISTENT:                 nvvm.mbarrier.try_wait.parity %[[QFREE]], %[[FREED]]
// PERSISTENT:                 nvvm.mbarrier.arrive.expect_tx %{{.+}}, %c32768_i32
// PERSISTENT:               arith.addi %[[RING]],
// PERSISTENT:             %[[AFTER:.+]] = arith.cmpi sge, %[[QAT]], %[[END]] : i32
// PERSISTENT-NEXT:        scf.if %[[AFTER]] {
// PERSISTENT:               nvvm.mbarrier.try_wait.parity
// PERSISTENT:               nvvm.mbarrier.arrive.expect_tx %{{.+}}, %c32768_i32
// PERSISTENT:             %[[NEXT:.+]] = arith.addi %[[COUNT]], %c1_i32
// PERSISTENT:             %[[TAKEN:.+]] = arith.subi %[[END]], %[[BEGIN]] : i32
// PERSISTENT-NEXT:        %[[ADVANCED:.+]] = arith.addi %[[RING]], %[[TAKEN]] : i32
// PERSISTENT-NEXT:        scf.yield %[[NEXT]], %[[ADVANCED]] : i32, i32
// PERSISTENT:           nvvm.setmaxregister increase 232
// PERSISTENT:           scf.for %{{.+}} = %block_id_x to %{{.+}} step %grid_dim_x iter_args(%[[CCOUNT:.+]] = %c0_i32{{.*}}, %[[CRING:.+]] = %c0_i32{{.*}}) -> (i32, i32)
// PERSISTENT:             %[[PHASE:.+]] = arith.andi %[[CCOUNT]], %c1_i32
// PERSISTENT:             %[[QFULL:.+]] = llvm.getelementptr %{{.+}}[%c229376_i32]
// PERSISTENT:             nvvm.mbarrier.try_wait.parity %[[QFULL]], %[[PHASE]]
// The first key tile's stage and parity come from the ring's position.
// PERSISTENT:             arith.remui %[[CRING]], %c3_i32
// Each tile's stage is freed, the last one's too (after the last P·V), or
// the next item's producer would wait for it forever.
// PERSISTENT:             scf.for
// PERSISTENT:               nvvm.mbarrier.arrive %{{.+}} : !llvm.ptr<3>
// PERSISTENT:             attn_nv.warpgroup_mma
// PERSISTENT:             nvvm.mbarrier.arrive %{{.+}} : !llvm.ptr<3>
// PERSISTENT:             %[[QFREE2:.+]] = llvm.getelementptr %{{.+}}[%c229456_i32]
// PERSISTENT-NEXT:        nvvm.mbarrier.arrive %[[QFREE2]]
// PERSISTENT:             llvm.store
// PERSISTENT:             scf.yield %{{.+}}, %{{.+}} : i32, i32
// PERSISTENT:           gpu.return

// Ping-pong with persistence: the turns open once before the consumers'
// item loop and close once after it (per item, warpgroup 1's opening
// arrival could meet its own last one of the previous item).
// PERSISTENT-PP-LABEL: gpu.func @sdpa_fwd_0(
// PERSISTENT-PP-SAME:    attn.persistent, attn.pingpong
// PERSISTENT-PP:         nvvm.setmaxregister increase 232
// PERSISTENT-PP:         %[[WG:.+]] = arith.divui %{{.+}}, %c4_i32
// PERSISTENT-PP-NEXT:    %[[ONE:.+]] = arith.cmpi eq, %[[WG]], %c1_i32
// PERSISTENT-PP-NEXT:    scf.if %[[ONE]] {
// PERSISTENT-PP:           nvvm.barrier.arrive id = %{{.+}} number_of_threads = %{{.+}}
// PERSISTENT-PP-NEXT:    }
// PERSISTENT-PP:         scf.for %{{.+}} = %block_id_x to %{{.+}} step %grid_dim_x iter_args
// PERSISTENT-PP:           scf.yield %{{.+}}, %{{.+}} : i32, i32
// PERSISTENT-PP-NEXT:    }
// PERSISTENT-PP:         %[[WG0:.+]] = arith.divui %{{.+}}, %c4_i32
// PERSISTENT-PP-NEXT:    %[[ZERO:.+]] = arith.cmpi eq, %[[WG0]], %c0_i32
// PERSISTENT-PP-NEXT:    scf.if %[[ZERO]] {
// PERSISTENT-PP:           nvvm.barrier id = %{{.+}} number_of_threads = %{{.+}}
// PERSISTENT-PP-NEXT:    }
// PERSISTENT-PP-NEXT:  }
// PERSISTENT-PP-NEXT:  gpu.return

// -----

// A narrow window: one consumer warpgroup of 32-key tiles, four stages,
// two blocks per multiprocessor and no register reallocation; BHSD's
// descriptors take the head before the sequence.
// CHECK-LABEL: func.func @narrow_window_bhsd(
// CHECK:         attn_nv.tensor_map %{{.+}} box [1, 1, 64, 64] : memref<1x8x512x64xf16>
// CHECK-NEXT:    attn_nv.tensor_map %{{.+}} box [1, 1, 32, 64] : memref<1x2x512x64xf16>
// CHECK-NEXT:    attn_nv.tensor_map %{{.+}} box [1, 1, 32, 64] : memref<1x2x512x64xf16>
// CHECK:         threads in (%c256
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.block_kv = 32 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "wgmma", attn.producer, attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 42088 : i64, attn.stages = 4 : i64, attn.warps = 4 : i64
// CHECK-NOT:     nvvm.setmaxregister
// CHECK:         gpu.return
func.func @narrow_window_bhsd(%q: tensor<1x8x512x64xf16>, %k: tensor<1x2x512x64xf16>,
                              %v: tensor<1x2x512x64xf16>) -> tensor<1x8x512x64xf16> {
  %out = attn.sdpa %q, %k, %v layout = bhsd causal = top_left window = [64, 0]
      : (tensor<1x8x512x64xf16>, tensor<1x2x512x64xf16>, tensor<1x2x512x64xf16>) -> tensor<1x8x512x64xf16>
  return %out : tensor<1x8x512x64xf16>
}

// -----

// The op's own `persistent = false` wins over the pass's persistent=on.
// PERSISTENT-LABEL: func.func @persistent_declined(
// PERSISTENT:         gpu.launch_func @attn_kernels::@sdpa_fwd_{{[0-9]+}} blocks in (%{{.+}}, %c4, %c1)
// PERSISTENT-NOT:     attn_nv.multiprocessor_count
// PERSISTENT:       gpu.func @sdpa_fwd_{{[0-9]+}}(
// PERSISTENT-NOT:     attn.persistent
// PERSISTENT-SAME:    attn.producer
func.func @persistent_declined(%q: tensor<1x256x4x128xbf16>, %k: tensor<1x256x4x128xbf16>,
                               %v: tensor<1x256x4x128xbf16>) -> tensor<1x256x4x128xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      {attn.tiling = #attn.tiling<producer = true, persistent = false>}
      : (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>) -> tensor<1x256x4x128xbf16>
  return %out : tensor<1x256x4x128xbf16>
}
