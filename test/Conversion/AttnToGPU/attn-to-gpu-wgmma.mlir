// RUN: attn-opt %s -split-input-file --attn-to-gpu=producer=off | FileCheck %s
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=chip=sm_80 2>/dev/null | FileCheck %s --check-prefix=SM80
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=chip=sm_80 2>&1 >/dev/null | FileCheck %s --check-prefix=SM80ERR
// RUN: attn-opt %s -split-input-file --attn-to-gpu=mma=mma.sync | FileCheck %s --check-prefix=MMASYNC
// RUN: attn-opt %s -split-input-file --attn-to-gpu="overlap=on block-kv=64 producer=off" | FileCheck %s --check-prefix=OVERLAP

// The cp.async wgmma forward kernel (producer=off; `auto` takes it on
// sm_90a for head dimension 64 and narrow windows, and the TMA producer's
// elsewhere: attn-to-gpu-producer.mlir): one warpgroup per 64 query rows; Q, K
// and V tiles are copied with cp.async into 128-byte-swizzled shared memory
// (16-byte chunk c of row r at c ^ (r % 8), 64-column blocks one after the
// other), made visible to the tensor cores with fence.proxy.async before the
// barrier, and read through matrix descriptors. S = Q·Kᵀ takes both
// operands from shared memory (descriptor A, first step without
// accumulation); O += P·V takes P from registers and V N-major
// (transpose_b). Each product is one attn_nv.warpgroup_mma that returns
// complete accumulators, so no register is in flight outside it.
// sm_80 and mma=mma.sync keep the ldmatrix + mma.sync kernel.

// Wide band, D = 128: two warpgroups of 48-key tiles, prefetched two ahead;
// shared memory = 128·128·2 (Q) + 3 stages · 2 · 48·128·2 (K, V) + 1024
// (alignment slack).
// CHECK-LABEL: func.func @wide_causal_gqa(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%{{.+}}, %c8, %{{.+}}) threads in (%c256{{.*}}, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c107520_i32
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.block_kv = 48 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "wgmma", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 107520 : i64, attn.stages = 3 : i64, attn.warps = 8 : i64
// The swizzled destination of a query chunk, then the prologue's fence
// (the query tile has landed; two K/V tiles may still be in flight).
// CHECK:         arith.xori
// CHECK:         nvvm.cp.async.shared.global
// CHECK:         nvvm.cp.async.wait.group 2
// CHECK-NEXT:    nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT:    gpu.barrier
// CHECK-NOT:     nvvm.ldmatrix
// CHECK:         scf.for
// CHECK:           nvvm.cp.async.wait.group 1
// CHECK-NEXT:      nvvm.fence.proxy {kind = #nvvm.proxy_kind<async.shared>, space = #nvvm.shared_space<cta>}
// CHECK-NEXT:      gpu.barrier
// S = Q·Kᵀ: 8 k16 steps over D = 128, descriptors for both operands,
// complete when the op returns (no in_flight).
// CHECK:           %{{.+}}:24 = attn_nv.warpgroup_mma [#attn_nv.product<n = 48, steps = 8, a = descriptor>] element = bf16 a_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){7}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){7}\)}}{{$}}
// O += P·V: 3 k16 steps over the 48 keys, P in registers, V transposed.
// CHECK:           %{{.+}}:64 = attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 3, a = registers, transpose_b = true, accumulate = true>] element = bf16 accumulators(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){63}\)}} a(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){11}\)}} b_descriptors(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){2}\)}}{{$}}
// CHECK-NOT:     nvvm.mma.sync
// CHECK:         gpu.return

// SM80:        gpu.func @sdpa_fwd_0(
// SM80-SAME:       attn.mma = "mma.sync"
// SM80-NOT:      wgmma
// SM80:          nvvm.mma.sync
// MMASYNC:     gpu.func @sdpa_fwd_0(
// MMASYNC-SAME:    attn.mma = "mma.sync"
// MMASYNC-NOT:   wgmma
// MMASYNC:       nvvm.mma.sync

// overlap=on: three K/V buffers (32 KiB of Q + 3 · 2 · 64·128·2 + 1024).
// The first key tile's S = Q·Kᵀ is waited for alone; then each iteration
// issues S_j and O += P_{j-1}·V_{j-1} in one attn_nv.warpgroup_mma, in
// flight, as two commit groups,
// waits for S_j only (wait_group 1), runs the mask and softmax, and waits
// for P·V (wait_group 0, holding the f32 weights and P_{j-1}'s registers)
// before rescaling O and packing P_j. The last tile's P·V follows the loop.
// OVERLAP-LABEL: func.func @wide_causal_gqa(
// OVERLAP:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 {{.*}} dynamic_shared_memory_size %c132096_i32
// OVERLAP:       gpu.func @sdpa_fwd_0(
// OVERLAP-SAME:      attn.block_kv = 64 : i64, {{.*}}attn.mma = "wgmma", attn.overlap, {{.*}}attn.stages = 3 : i64
// OVERLAP:         attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>] element = bf16 a_descriptors({{.*}}) b_descriptors({{.*}}){{$}}
// OVERLAP:         scf.for
// OVERLAP:           nvvm.cp.async.wait.group 0
// OVERLAP:           %[[ISSUED:.+]]:96 = attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 8, a = descriptor>, #attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>] element = bf16 accumulators({{.*}}) a(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){15}\)}} a_descriptors({{.*}}) b_descriptors({{.*}}) in_flight
// OVERLAP-NEXT:      %{{.+}}:32 = attn_nv.warpgroup_wait 1 values(%[[ISSUED]]#0, {{.*}}, %[[ISSUED]]#31)
// OVERLAP:           llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"
// OVERLAP:           %{{.+}}:96 = attn_nv.warpgroup_wait 0 values(%[[ISSUED]]#32, {{.*}}) keep(%{{[a-z0-9_#]+}}{{(, %[a-z0-9_#]+){15}\)}}
// OVERLAP:           nvvm.convert.f32x2.to.bf16x2
// OVERLAP:           scf.yield
// OVERLAP:         attn_nv.warpgroup_mma [#attn_nv.product<n = 128, steps = 4, a = registers, transpose_b = true, accumulate = true>]

func.func @wide_causal_gqa(%q: tensor<2x256x8x128xbf16>, %k: tensor<2x256x2x128xbf16>,
                           %v: tensor<2x256x2x128xbf16>) -> tensor<2x256x8x128xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<2x256x8x128xbf16>, tensor<2x256x2x128xbf16>, tensor<2x256x2x128xbf16>)
      -> tensor<2x256x8x128xbf16>
  return %o : tensor<2x256x8x128xbf16>
}

// -----

// A narrow window takes one warpgroup of 32-key tiles; MLA (Dv = 64) makes
// the second product m64n64; f16 operands.
// CHECK-LABEL: func.func @narrow_window_mla(
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.block_kv = 32 : i64, {{.*}}attn.mma = "wgmma", {{.*}}attn.warps = 4 : i64
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 32, steps = 8, a = descriptor>] element = f16
// CHECK:           attn_nv.warpgroup_mma [#attn_nv.product<n = 64, steps = 2, a = registers, transpose_b = true, accumulate = true>] element = f16
func.func @narrow_window_mla(%q: tensor<1x512x4x128xf16>, %k: tensor<1x512x4x128xf16>,
                             %v: tensor<1x512x4x64xf16>) -> tensor<1x512x4x64xf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [128, 0]
      : (tensor<1x512x4x128xf16>, tensor<1x512x4x128xf16>, tensor<1x512x4x64xf16>)
      -> tensor<1x512x4x64xf16>
  return %o : tensor<1x512x4x64xf16>
}

// -----

// Head dimension 96 is one and a half 64-column swizzle blocks: auto takes
// the wgmma forward with a half block (attn-to-gpu-wgmma-half.mlir).
// CHECK-LABEL: func.func @head_dim_96(
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.mma = "wgmma"
func.func @head_dim_96(%q: tensor<1x128x2x96xbf16>, %k: tensor<1x128x2x96xbf16>,
                       %v: tensor<1x128x2x96xbf16>) -> tensor<1x128x2x96xbf16> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x128x2x96xbf16>, tensor<1x128x2x96xbf16>, tensor<1x128x2x96xbf16>)
      -> tensor<1x128x2x96xbf16>
  return %o : tensor<1x128x2x96xbf16>
}

// -----

// An op's #attn.tiling chooses: mma = mma_sync keeps mma.sync, and the wgmma
// tile follows the given warps and block_kv.
// On sm_80 the explicit mma = wgmma is an error that says why.
// SM80ERR: error: 'attn.sdpa' op cannot be compiled for the GPU: wgmma needs sm_90a, not sm_80 (use mma=mma.sync or auto)
// CHECK-LABEL: func.func @tile_overrides(
// CHECK:       gpu.func @sdpa_fwd_0(
// CHECK-SAME:      attn.mma = "mma.sync"
// CHECK:       gpu.func @sdpa_fwd_1(
// CHECK-SAME:      attn.block_kv = 64 : i64, {{.*}}attn.mma = "wgmma", {{.*}}attn.warps = 4 : i64
func.func @tile_overrides(%q: tensor<1x128x2x64xbf16>, %k: tensor<1x128x2x64xbf16>,
                          %v: tensor<1x128x2x64xbf16>)
    -> (tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>) {
  %a = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<mma = mma_sync>}
      : (tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>)
      -> tensor<1x128x2x64xbf16>
  %b = attn.sdpa %q, %k, %v layout = bshd
      {attn.tiling = #attn.tiling<mma = wgmma, warps = 4, block_kv = 64>}
      : (tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>)
      -> tensor<1x128x2x64xbf16>
  return %a, %b : tensor<1x128x2x64xbf16>, tensor<1x128x2x64xbf16>
}
