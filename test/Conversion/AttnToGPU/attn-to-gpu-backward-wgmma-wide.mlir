// RUN: attn-opt %s -split-input-file "--attn-to-gpu=mma=wgmma backward-split-columns=off" | FileCheck %s
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=mma=wgmma backward-overlap=on" | FileCheck %s --check-prefix=OVL
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=mma=wgmma backward-warps=4" | FileCheck %s --check-prefix=WARPS4
// RUN: attn-opt %s -split-input-file --attn-to-gpu | FileCheck %s --check-prefix=AUTO

// The wgmma backward above head dim 128 (mma=wgmma; `auto` keeps mma.sync's
// column chunks there until the GPU suite has run it).
//
// d_qk = 192 (below d_v 128 and d_v 64): dK and dV stay whole
// in registers: (192 + 128) / 8 · 4 = 160 accumulators per thread, so each
// 64-row query step takes its Sᵀ and dPᵀ in two slices of 32 rows
// (m64n32k16, 16 registers each) and adds each slice to dV and dK (two k16
// steps over the slice's rows). dQ waits for both slices' dSᵀ and comes in
// half blocks of 32 columns (16 accumulators beside dK and dV; 64-column
// products made ptxas serialise the kernel's wgmmas on GQA shapes): the six
// split between the two warpgroups, three each over all 128 keys. Each
// block is staged (8 KiB of f32) in a buffer of the warpgroup's as soon as
// its product lands, and one thread adds the three by bulk reductions. The
// step's load and dSᵀ store addresses come from attn_nv.thread_id in the
// loop.
//
// Shared memory (8 warps, 128 keys): K 128·192·2 = 49152, V 128·128·2 =
// 32768, two stages of align1024(64·192·2 + 64·128·2 + 2·64·4) = 41984,
// dSᵀ 128·64·2 = 16384 at 165888, the two warpgroups' dQ staging 2·3·8192
// = 49152 at 182272, and 1024 of alignment: 232448, all of the 227 KiB.

// CHECK-LABEL: func.func @mla_causal(
// CHECK:         gpu.launch_func  @attn_kernels::@sdpa_bwd_0 blocks in (%{{.+}}, %c2, %{{.+}}) threads in (%c256, %{{.+}}, %{{.+}})  dynamic_shared_memory_size %c232448_i32 args(
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      attn.block_kv = 128 : i64, attn.block_q = 64 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 232448 : i64
// CHECK:         scf.for {{.+}} -> ({{(f32, ){159}f32}})
// The prefetch of the next step reads the thread index in the loop.
// CHECK:           attn_nv.thread_id : i32
// Slice 1: rows 0-31.
// CHECK:           %{{.+}}:16 = attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 12, a = descriptor>] element = bf16
// CHECK:           scf.if
// CHECK:           %{{.+}}:64 = attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 2, a = registers, transpose_b = true, accumulate = true>] element = bf16
// CHECK:           %{{.+}}:16 = attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 8, a = descriptor>] element = bf16
// CHECK:           %{{.+}}:96 = attn_nv.warpgroup_mma [#attn_nv.product<n = 192, steps = 2, a = registers, transpose_b = true, accumulate = true>] element = bf16
// dSᵀ of the slice: chunks 0-3 (of 8) of the thread's two keys.
// CHECK:           attn_nv.thread_id : i32
// CHECK-COUNT-8:   llvm.store %{{.+}}, %{{.+}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// Slice 2: rows 32-63, from byte 32 · 128 of the Q and dO tiles.
// CHECK:           arith.constant 4096 : i32
// CHECK:           %{{.+}}:16 = attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 12, a = descriptor>] element = bf16
// CHECK:           %{{.+}}:96 = attn_nv.warpgroup_mma [#attn_nv.product<n = 192, steps = 2, a = registers, transpose_b = true, accumulate = true>] element = bf16
// CHECK:           attn_nv.thread_id : i32
// CHECK-COUNT-8:   llvm.store %{{.+}}, %{{.+}} {alignment = 4 : i64} : i32, !llvm.ptr<3>
// CHECK-NEXT:      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT:      gpu.barrier
// dQ: the warpgroup's three half blocks (products 3g, 3g + 1, 3g + 2),
// each over all 128 keys (8 k16 steps), 32 columns into K's rows for the
// odd ones, staged by 4 vector stores per thread at 182272 + g · 24576 +
// i · 8192, then added by one thread's bulk reductions.
// CHECK:           arith.constant 3 : i32
// CHECK:           %{{.+}}:16 = attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 8, a = descriptor, transpose_a = true, transpose_b = true>] element = bf16
// CHECK:           arith.constant 24576 : i32
// CHECK:           arith.constant 182272 : i32
// CHECK-COUNT-4:   llvm.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// CHECK:           %{{.+}}:16 = attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 8, a = descriptor, transpose_a = true, transpose_b = true>] element = bf16
// CHECK:           arith.constant 8192 : i32
// CHECK-COUNT-4:   llvm.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// CHECK:           %{{.+}}:16 = attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 8, a = descriptor, transpose_a = true, transpose_b = true>] element = bf16
// CHECK:           arith.constant 16384 : i32
// CHECK-COUNT-4:   llvm.store %{{.+}}, %{{.+}} {alignment = 16 : i64} : vector<4xf32>, !llvm.ptr<3>
// CHECK-NOT:       attn_nv.reduce_add
// CHECK:           nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK:           nvvm.barrier id = %{{.+}} number_of_threads = %c128_i32
// CHECK-COUNT-3:     attn_nv.bulk_reduce_add %{{.+}}, %{{.+}}, 8192 : !llvm.ptr<1>, !llvm.ptr<3>
// CHECK-NEXT:        nvvm.cp.async.bulk.commit.group
// CHECK-NOT:       attn_nv.warpgroup_mma
// CHECK:           scf.yield
//
// Overlapped: per slice, Sᵀ with dPᵀ in flight, then dV with dK; dQ as
// above, block by block into the staging buffers.
// OVL-LABEL: gpu.func @sdpa_bwd_0(
// OVL:         scf.for
// OVL:           %[[SDP:.+]]:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 12, a = descriptor>, #attn_nv.product<n = 32, steps = 8, a = descriptor>] element = bf16 {{.+}} in_flight
// OVL-NEXT:      attn_nv.warpgroup_wait 1 values(%[[SDP]]#0, {{.+}}, %[[SDP]]#15)
// OVL:           attn_nv.warpgroup_wait 0 values(%[[SDP]]#16, {{.+}}, %[[SDP]]#31)
// OVL:           %[[KV:.+]]:160 = attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 2, a = registers, transpose_b = true, accumulate = true>, #attn_nv.product<n = 192, steps = 2, a = registers, transpose_b = true, accumulate = true>] element = bf16 {{.+}} in_flight
// OVL-NEXT:      attn_nv.warpgroup_wait 0 values(%[[KV]]#0, {{.+}}, %[[KV]]#159) keep(
// OVL:           %[[SDP2:.+]]:32 = attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 12, a = descriptor>, #attn_nv.product<n = 32, steps = 8, a = descriptor>] element = bf16 {{.+}} in_flight
// OVL:           %[[KV2:.+]]:160 = attn_nv.warpgroup_mma
// OVL-NEXT:      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// OVL-NEXT:      gpu.barrier
// OVL-NEXT:      attn_nv.warpgroup_wait 0 values(%[[KV2]]#0, {{.+}}, %[[KV2]]#159) keep(
// OVL-COUNT-3:   attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 8, a = descriptor, transpose_a = true, transpose_b = true>] element = bf16 {{.+}}{{$}}
// OVL-COUNT-3:   attn_nv.bulk_reduce_add %{{.+}}, %{{.+}}, 8192 : !llvm.ptr<1>, !llvm.ptr<3>
// OVL:           scf.yield
//
// 4 warps (one warpgroup of 64 keys): K, V and dSᵀ tiles of 64 rows
// (24576 + 16384 + 2 · 41984 + 8192 + 1024 = 134144); dQ's six half
// blocks are the warpgroup's, each over its 64 keys.
// WARPS4-LABEL: gpu.func @sdpa_bwd_0(
// WARPS4-SAME:      attn.block_kv = 64 : i64, attn.block_q = 64 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 134144 : i64
// WARPS4:         attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 12, a = descriptor>]
// WARPS4-COUNT-6: attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>]
//
// `auto`: the same wgmma kernel, without overlap (it gained nothing at
// d_qk 192 on the H100).
// AUTO-LABEL: gpu.func @sdpa_bwd_0(
// AUTO-SAME:      attn.mma = "wgmma"
// AUTO-NOT:       in_flight
// AUTO:           gpu.return
func.func @mla_causal(%q: tensor<1x300x8x192xbf16>, %k: tensor<1x300x2x192xbf16>, %v: tensor<1x300x2x128xbf16>, %o: tensor<1x300x8x128xbf16>, %do: tensor<1x300x8x128xbf16>, %lse: tensor<1x8x300xf32>)
    -> (tensor<1x300x8x192xbf16>, tensor<1x300x2x192xbf16>, tensor<1x300x2x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x300x8x192xbf16>, tensor<1x300x2x192xbf16>, tensor<1x300x2x128xbf16>, tensor<1x300x8x128xbf16>, tensor<1x300x8x128xbf16>, tensor<1x8x300xf32>)
      -> (tensor<1x300x8x192xbf16>, tensor<1x300x2x192xbf16>, tensor<1x300x2x128xbf16>)
  return %dq, %dk, %dv : tensor<1x300x8x192xbf16>, tensor<1x300x2x192xbf16>, tensor<1x300x2x128xbf16>
}

// -----

// d_qk 192 with d_v 64: dK and dV take 96 + 32 = 128 registers, as at
// d = 128, so the steps stay whole (m64n64k16 Sᵀ over 12 k16 steps).
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      attn.mma = "wgmma"
// CHECK:         scf.for {{.+}} -> ({{(f32, ){127}f32}})
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 12, a = descriptor>]
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = registers, transpose_b = true, accumulate = true>]
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor>]
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 192, steps = 4, a = registers, transpose_b = true, accumulate = true>]
// CHECK-NOT:       attn_nv.thread_id
// CHECK:           gpu.barrier
// CHECK-LABEL: gpu.func @sdpa_bwd_dq_0(
// AUTO-LABEL: func.func @d192_v64(
// AUTO-LABEL: gpu.func @sdpa_bwd_0(
// AUTO-SAME:      attn.mma = "wgmma"
func.func @d192_v64(%q: tensor<1x200x4x192xbf16>, %k: tensor<1x200x4x192xbf16>, %v: tensor<1x200x4x64xbf16>, %o: tensor<1x200x4x64xbf16>, %do: tensor<1x200x4x64xbf16>, %lse: tensor<1x4x200xf32>)
    -> (tensor<1x200x4x192xbf16>, tensor<1x200x4x192xbf16>, tensor<1x200x4x64xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd
      : (tensor<1x200x4x192xbf16>, tensor<1x200x4x192xbf16>, tensor<1x200x4x64xbf16>, tensor<1x200x4x64xbf16>, tensor<1x200x4x64xbf16>, tensor<1x4x200xf32>)
      -> (tensor<1x200x4x192xbf16>, tensor<1x200x4x192xbf16>, tensor<1x200x4x64xbf16>)
  return %dq, %dk, %dv : tensor<1x200x4x192xbf16>, tensor<1x200x4x192xbf16>, tensor<1x200x4x64xbf16>
}

// -----

// Head dim 256: two column chunks of 128 (whole 64-column blocks), one
// block per (key tile, chunk) as with mma.sync, each recomputing Sᵀ and dPᵀ
// over all 256 columns (16 k16 steps) and keeping its chunk of dK and dV
// (128 accumulators). Only one warpgroup fits: K and V 64·256·2 each, two
// stages of align1024(2 · 64·256·2 + 512) = 66560, dSᵀ 64·64·2 and 1024:
// 207872 bytes. dV and dK read the chunk's two blocks of dO and Q (chunk ·
// 2 · 64 rows · 128 bytes further); dQ adds the chunk's two blocks.
// CHECK-LABEL: func.func @d256_causal(
// CHECK:         gpu.launch_func  @attn_kernels::@sdpa_bwd_0 blocks in (%{{.+}}, %{{.+}}, %{{.+}}) threads in (%c128, %{{.+}}, %{{.+}})  dynamic_shared_memory_size %c207872_i32 args(
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      attn.block_kv = 64 : i64, attn.block_q = 64 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 207872 : i64
// CHECK:         %[[CHUNK:.+]] = arith.remui %{{.+}}, %c2_i32 : i32
// CHECK:         scf.for {{.+}} -> ({{(f32, ){127}f32}})
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 16, a = descriptor>]
// CHECK:           arith.muli %[[CHUNK]], %c16384_i32{{.*}} : i32
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>]
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 16, a = descriptor>]
// CHECK:           arith.muli %[[CHUNK]], %c16384_i32{{.*}} : i32
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>]
// CHECK:           gpu.barrier
// CHECK:           arith.muli %[[CHUNK]], %c2_i32{{.*}} : i32
// CHECK-COUNT-2:   attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>]
// CHECK-NOT:       attn_nv.warpgroup_mma
// CHECK:           scf.yield
// `auto` splits the columns between two warpgroups at 256 / 256
// (attn-to-gpu-backward-split.mlir), as `mma=wgmma` does without
// backward-split-columns=off.
// AUTO-LABEL: func.func @d256_causal(
// AUTO-LABEL: gpu.func @sdpa_bwd_0(
// AUTO-SAME:      attn.mma = "wgmma", attn.shared_memory_bytes = 216064 : i64, attn.split_columns
func.func @d256_causal(%q: tensor<2x300x8x256xbf16>, %k: tensor<2x300x2x256xbf16>, %v: tensor<2x300x2x256xbf16>, %o: tensor<2x300x8x256xbf16>, %do: tensor<2x300x8x256xbf16>, %lse: tensor<2x8x300xf32>)
    -> (tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x8x256xbf16>, tensor<2x300x8x256xbf16>, tensor<2x8x300xf32>)
      -> (tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>)
  return %dq, %dk, %dv : tensor<2x300x8x256xbf16>, tensor<2x300x2x256xbf16>, tensor<2x300x2x256xbf16>
}

// -----

// d_qk 256 / d_v 128: chunks of 128 and 64 columns; two warpgroups fit
// over a wide band (K 128·256·2, V 128·128·2, two stages of
// align1024(64·256·2 + 64·128·2 + 512) = 50176, dSᵀ 128·64·2, 1024: 216064
// bytes), and each takes one of the chunk's two dQ blocks over all 128
// keys.
// dV's B is the chunk's block of dO (chunk · 64 rows · 128 bytes further),
// dK's the chunk's two blocks of Q (chunk · 2 · 8192).
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      attn.block_kv = 128 : i64, attn.block_q = 64 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 216064 : i64
// CHECK:         %[[CHUNK:.+]] = arith.remui %{{.+}}, %c2_i32 : i32
// CHECK:         scf.for {{.+}} -> ({{(f32, ){95}f32}})
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 16, a = descriptor>]
// CHECK:           arith.muli %[[CHUNK]], %c8192_i32{{.*}} : i32
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = registers, transpose_b = true, accumulate = true>]
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>]
// CHECK:           arith.muli %[[CHUNK]], %c16384_i32{{.*}} : i32
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>]
// CHECK:           gpu.barrier
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor, transpose_a = true, transpose_b = true>]
// CHECK-NOT:       attn_nv.warpgroup_mma
// CHECK:           scf.yield
func.func @d256_v128(%q: tensor<1x200x4x256xbf16>, %k: tensor<1x200x2x256xbf16>, %v: tensor<1x200x2x128xbf16>, %o: tensor<1x200x4x128xbf16>, %do: tensor<1x200x4x128xbf16>, %lse: tensor<1x4x200xf32>)
    -> (tensor<1x200x4x256xbf16>, tensor<1x200x2x256xbf16>, tensor<1x200x2x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x200x4x256xbf16>, tensor<1x200x2x256xbf16>, tensor<1x200x2x128xbf16>, tensor<1x200x4x128xbf16>, tensor<1x200x4x128xbf16>, tensor<1x4x200xf32>)
      -> (tensor<1x200x4x256xbf16>, tensor<1x200x2x256xbf16>, tensor<1x200x2x128xbf16>)
  return %dq, %dk, %dv : tensor<1x200x4x256xbf16>, tensor<1x200x2x256xbf16>, tensor<1x200x2x128xbf16>
}

// -----

// d_qk 128 / d_v 256: chunks of 64 (dK, dQ) and 128 (dV). dV reads two
// blocks of dO per chunk (chunk · 16384), dK one block of Q (chunk · 8192);
// dQ's one block of the chunk does not split between two warpgroups, so
// each adds it over its own 64 keys.
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      attn.block_kv = 128 : i64, attn.block_q = 64 : i64, attn.mma = "wgmma", attn.shared_memory_bytes = 216064 : i64
// CHECK:         %[[CHUNK:.+]] = arith.remui %{{.+}}, %c2_i32 : i32
// CHECK:         scf.for {{.+}} -> ({{(f32, ){95}f32}})
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>]
// CHECK:           arith.muli %[[CHUNK]], %c16384_i32{{.*}} : i32
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>]
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 16, a = descriptor>]
// CHECK:           arith.muli %[[CHUNK]], %c8192_i32{{.*}} : i32
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = registers, transpose_b = true, accumulate = true>]
// CHECK:           gpu.barrier
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 4, a = descriptor, transpose_a = true, transpose_b = true>]
// CHECK-NOT:       attn_nv.warpgroup_mma
// CHECK:           scf.yield
func.func @d128_v256(%q: tensor<1x200x4x128xbf16>, %k: tensor<1x200x2x128xbf16>, %v: tensor<1x200x2x256xbf16>, %o: tensor<1x200x4x256xbf16>, %do: tensor<1x200x4x256xbf16>, %lse: tensor<1x4x200xf32>)
    -> (tensor<1x200x4x128xbf16>, tensor<1x200x2x128xbf16>, tensor<1x200x2x256xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x200x4x128xbf16>, tensor<1x200x2x128xbf16>, tensor<1x200x2x256xbf16>, tensor<1x200x4x256xbf16>, tensor<1x200x4x256xbf16>, tensor<1x4x200xf32>)
      -> (tensor<1x200x4x128xbf16>, tensor<1x200x2x128xbf16>, tensor<1x200x2x256xbf16>)
  return %dq, %dk, %dv : tensor<1x200x4x128xbf16>, tensor<1x200x2x128xbf16>, tensor<1x200x2x256xbf16>
}

// -----

// A narrow window takes 4 warps, one warpgroup: `auto` keeps d_qk 192 on
// mma.sync there (ptxas serialises the wgmma kernel's products at 192 /
// 128); mma=wgmma still gets the wgmma kernel.
// CHECK-LABEL: func.func @mla_narrow_window(
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      attn.block_kv = 64 : i64, {{.*}}attn.mma = "wgmma"
// AUTO-LABEL: func.func @mla_narrow_window(
// AUTO-LABEL: gpu.func @sdpa_bwd_0(
// AUTO-SAME:      attn.mma = "mma.sync"
func.func @mla_narrow_window(%q: tensor<1x256x4x192xbf16>, %k: tensor<1x256x4x192xbf16>, %v: tensor<1x256x4x128xbf16>, %o: tensor<1x256x4x128xbf16>, %do: tensor<1x256x4x128xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd window = [32, 0]
      : (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x192xbf16>, tensor<1x256x4x192xbf16>, tensor<1x256x4x128xbf16>
}
