// RUN: attn-opt %s -split-input-file "--attn-to-gpu=mma=mma.sync heaviest-first=false" | FileCheck %s
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=mma=mma.sync heaviest-first=false" --canonicalize | FileCheck %s --check-prefix=GRID
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=chip=sm_80 warps=8 row-tiles=1 block-kv=16 stages=4" | FileCheck %s --check-prefix=OPTS
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=mma=mma.sync heaviest-first=false row-tiles=2" | FileCheck %s --check-prefix=ROWS
// RUN: attn-opt %s -split-input-file --attn-to-gpu=mma=mma.sync | FileCheck %s --check-prefix=NOTILE

// The kernels --attn-to-gpu generates (lib/Conversion/AttnToGPU) and the host
// code that launches them. Host side: operands enter through
// bufferization.to_buffer, results are fresh memref.allocs returned through
// bufferization.to_tensor restrict writable, and the launch grid is
// (ceil(Sq / block_q), Hq, B) with 32 * warps threads, guarded against empty
// grids. A warp owns row_tiles 16-row MMA tiles, so a block covers
// block_q = 16 * row_tiles * warps query rows. Device side: one gpu.func per
// op in `gpu.module @attn_kernels` with an NVVM target, recording its tile
// shape, whose body stages tiles in shared memory with cp.async and
// multiplies them on tensor cores (ldmatrix + mma.sync m16n8k16). With
// Q = block_q * (Dqk + 8) * 2, K = block_kv * (Dqk + 8) * 2 and
// V = block_kv * (Dv + 8) * 2 bytes (rows padded by 16 bytes), the layout is
// [Q] K_0 V_0 K_1 V_1 .. K_{stages-1} V_{stages-1} (stage s at
// Q + s * (K + V), its V tile K bytes further) and shared memory is
//   Q + stages * (K + V)
// bytes, except that with 2 stages, the query fragments in registers
// (row_tiles * Dqk <= 128) and Q <= K + V the query tile is staged in the
// second K/V buffer (at K_1, byte offset K + V, where it fits) and the
// kernel needs only 2 * (K + V). Defaults: 4 warps, 2 stages; 2 row tiles
// when the widest head dimension is 96-128 and the band is not a narrow
// window (left + right < 1024), else 1; block_kv 64, or 32 when a head
// dimension exceeds 128, or 48 with 2 row tiles of heads wider than 64. A kernel also gets nvvm.minctasm = N (and
// attn.blocks_per_sm = N) when N >= 2 blocks fit on a multiprocessor: N is
// min(8, (smem_limit + 1024) / (shared memory + 1024)) (smem_limit 227 KiB
// on sm_90a, 163 KiB on sm_80), lowered while 65536 / (32 * warps * N) is
// below the register estimate row_tiles * (Dv / 2 + block_kv / 2
// [+ Dqk / 4 with the query in registers]) + 40 [+ 24 with a bias or ALiBi
// slopes]. Rejected ops are in
// attn-to-gpu-invalid.mlir.
//
// GRID canonicalises the launch to constants for static shapes. OPTS sets
// the chip and every tile field through pass options (an #attn.tiling on the
// op still wins), with 8 warps of one row tile, 16-key tiles and 4 stages (so the query tile
// has its own buffer): smem(D) = 128 * (D + 8) * 2 + 4 * 16 * 2 * (D + 8) * 2.
// ROWS sets row_tiles = 2 through the pass option.
//
// Each kernel is the op's forward tile nest (buildForwardTileNest with the
// kernel's rows and key tiles, key steps on whole key tiles): the nest's
// grid is the launch grid and its arithmetic up to the key loop, with
// attn.band_keys lowered to arith in the kernel, gives the main loop's key
// tiles. No tile-level op is left anywhere.
// NOTILE-NOT:  attn.band_keys
// NOTILE-NOT:  attn.online_

// bshd, bf16, causal: the whole host side and the structure of the kernel.
// CHECK:       module attributes {gpu.container_module} {
// CHECK-LABEL: func.func @bshd_bf16_causal(
// CHECK-SAME:      %[[Q:[^:]+]]: tensor<1x128x4x64xbf16>, %[[K:[^:]+]]: tensor<1x128x4x64xbf16>, %[[V:[^:]+]]: tensor<1x128x4x64xbf16>)
// CHECK:         %[[QM:.+]] = bufferization.to_buffer %[[Q]] read_only : tensor<1x128x4x64xbf16> to memref<1x128x4x64xbf16>
// CHECK-NEXT:    %[[KM:.+]] = bufferization.to_buffer %[[K]] read_only : tensor<1x128x4x64xbf16> to memref<1x128x4x64xbf16>
// CHECK-NEXT:    %[[VM:.+]] = bufferization.to_buffer %[[V]] read_only : tensor<1x128x4x64xbf16> to memref<1x128x4x64xbf16>
// CHECK-NEXT:    %[[OUT:.+]] = memref.alloc() : memref<1x128x4x64xbf16>
// No other buffer (in particular no Sq x Skv one) on the host.
// CHECK-NOT:     memref.alloc
// The launch grid is the tile nest's parallel loop (batch entries, query
// heads, ceil(Sq / 64) query tiles), launched as (tiles, heads, batch).
// CHECK:         %[[BATCH:.+]] = arith.constant 1 : index
// CHECK:         %[[TILES:.+]] = arith.ceildivsi %{{.+}}, %{{.+}} : index
// CHECK:         %[[HEADS:.+]] = arith.constant 4 : index
// CHECK:         %[[ZERO:.+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[HAS_BATCH:.+]] = arith.cmpi ugt, %[[BATCH]], %[[ZERO]] : index
// CHECK-NEXT:    %[[HAS_TILES:.+]] = arith.cmpi ugt, %[[TILES]], %[[ZERO]] : index
// CHECK-NEXT:    %[[NONEMPTY:.+]] = arith.andi %[[HAS_TILES]], %[[HAS_BATCH]] : i1
// CHECK-NEXT:    scf.if %[[NONEMPTY]] {
// CHECK-NEXT:      %[[ONE:.+]] = arith.constant 1 : index
// Q = 64 * 72 * 2 = 9216 fits in K + V = 2 * 64 * 72 * 2, so it is staged in
// the second K/V buffer: 2 * 64 * (72 * 2 + 72 * 2) = 36864.
// CHECK-NEXT:      %[[SMEM:.+]] = arith.constant 36864 : i32
// CHECK-NEXT:      %[[THREADS:.+]] = arith.constant 128 : index
// CHECK-NEXT:      gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%[[TILES]], %[[HEADS]], %[[BATCH]]) threads in (%[[THREADS]], %[[ONE]], %[[ONE]]) dynamic_shared_memory_size %[[SMEM]] args(%[[QM]] : memref<1x128x4x64xbf16>, %[[KM]] : memref<1x128x4x64xbf16>, %[[VM]] : memref<1x128x4x64xbf16>, %[[OUT]] : memref<1x128x4x64xbf16>)
// CHECK-NEXT:    }
// CHECK-NEXT:    %[[RESULT:.+]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<1x128x4x64xbf16> to tensor<1x128x4x64xbf16>
// CHECK-NEXT:    return %[[RESULT]] : tensor<1x128x4x64xbf16>
// CHECK:       gpu.module @attn_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx81">] {
// CHECK-NEXT:    gpu.func @sdpa_fwd_0(%{{.+}}: memref<1x128x4x64xbf16>, %{{.+}}: memref<1x128x4x64xbf16>, %{{.+}}: memref<1x128x4x64xbf16>, %{{.+}}: memref<1x128x4x64xbf16>) kernel
// Shared memory admits min(8, (232448 / 37888)) = 6 blocks, registers
// (estimate 32 + 32 + 16 + 40 = 120) 4: 65536 / (128 * 4) = 128.
// CHECK-SAME:        attributes {attn.block_kv = 64 : i64, attn.blocks_per_sm = 4 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 36864 : i64, attn.stages = 2 : i64, attn.warps = 4 : i64, known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 4 : i32} {
// CHECK:           gpu.thread_id x
// CHECK:           gpu.block_id x
// Causal: the heaviest query tiles (last rows) run first.
// CHECK:           gpu.grid_dim x
// CHECK:           gpu.block_id y
// CHECK:           gpu.block_id z
// CHECK:           gpu.dynamic_shared_memory : memref<?xi8, #gpu.address_space<workgroup>>
// Prologue: the 64 x 64 query tile (512 16-byte chunks, 4 per thread) into
// the second K/V buffer (keyOffset(1) = K + V = 18432 bytes in, clear of
// K_0 and V_0), one group; then the first K/V tile (4 + 4 chunks per thread;
// stage s at s * 18432, K_0 at 0, V_0 at 9216), one group.
// CHECK:           %[[QOFF:.+]] = arith.constant 18432 : i32
// CHECK:           %[[QDST:.+]] = arith.addi %[[QOFF]], %{{.+}} : i32
// CHECK-NEXT:      %[[QPTR:.+]] = llvm.getelementptr %{{.+}}[%[[QDST]]] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
// CHECK-NOT:       nvvm.cp.async.shared.global
// CHECK:           nvvm.cp.async.shared.global %[[QPTR]], %{{.+}}, 16, cache = cg, %{{.+}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-COUNT-3:   nvvm.cp.async.shared.global %{{.+}}, %{{.+}}, 16, cache = cg, %{{.+}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NOT:       nvvm.cp.async.shared.global
// CHECK:           nvvm.cp.async.commit.group
// CHECK-NEXT:      %{{.+}} = arith.constant 0 : i32
// CHECK:           scf.if
// CHECK:             %[[KSTRIDE:.+]] = arith.constant 18432 : i32
// CHECK-NEXT:        %[[KSTEP:.+]] = arith.muli %{{.+}}, %[[KSTRIDE]] : i32
// CHECK-NEXT:        %[[KBASE:.+]] = arith.constant 0 : i32
// CHECK-NEXT:        arith.addi %[[KBASE]], %[[KSTEP]] : i32
// CHECK-NEXT:        %[[VSTRIDE:.+]] = arith.constant 18432 : i32
// CHECK-NEXT:        %[[VSTEP:.+]] = arith.muli %{{.+}}, %[[VSTRIDE]] : i32
// CHECK-NEXT:        %[[VBASE:.+]] = arith.constant 9216 : i32
// CHECK-NEXT:        arith.addi %[[VBASE]], %[[VSTEP]] : i32
// CHECK-COUNT-8:     nvvm.cp.async.shared.global %{{.+}}, %{{.+}}, 16, cache = cg, %{{.+}} : !llvm.ptr<3>, !llvm.ptr<1>, i32
// CHECK-NOT:       nvvm.cp.async.shared.global
// CHECK:           nvvm.cp.async.commit.group
// CHECK-NEXT:      nvvm.cp.async.wait.group 1
// CHECK-NEXT:      gpu.barrier
// The warp's query fragments, from the query tile at 18432: Dqk / 16
// ldmatrix.x4.
// CHECK-NOT:       nvvm.ldmatrix
// CHECK:           %[[QLANE:.+]] = arith.constant 18432 : i32
// CHECK-NEXT:      arith.addi %[[QLANE]], %{{.+}} : i32
// CHECK-COUNT-4:   nvvm.ldmatrix %{{.+}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<row>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>} : (!llvm.ptr<3>) -> !llvm.struct<(i32, i32, i32, i32)>
// CHECK-NOT:       nvvm.ldmatrix
// Loop-carried: max and sum of two rows, 64 / 8 * 4 accumulators.
// CHECK:           %{{.+}}:36 = scf.for
// CHECK-SAME:          -> ({{(f32, )+}}f32) {
// CHECK-NEXT:        arith.index_cast
// CHECK:             nvvm.cp.async.wait.group 0
// CHECK-NEXT:        gpu.barrier
// The next tile is prefetched before this one is used.
// CHECK:             scf.if
// CHECK-COUNT-8:       nvvm.cp.async.shared.global
// CHECK:             nvvm.cp.async.commit.group
// The current stage's K tile is at stage * (K + V) = stage * 18432.
// CHECK:             %[[SSTRIDE:.+]] = arith.constant 18432 : i32
// CHECK-NEXT:        %[[SSTEP:.+]] = arith.muli %[[STAGE:.+]], %[[SSTRIDE]] : i32
// CHECK-NEXT:        %[[SBASE:.+]] = arith.constant 0 : i32
// CHECK-NEXT:        arith.addi %[[SBASE]], %[[SSTEP]] : i32
// S = Q K^T: 4 k-steps x 4 ldmatrix (8 keys x 16 dims, twice) x 2 mma.
// CHECK-COUNT-32:    nvvm.mma.sync A[{{.+}}] B[{{.+}}] C[{{.+}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (i32, i32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT:         nvvm.mma.sync
// Only tiles that cross the band's edge are masked.
// CHECK:             %{{.+}}:32 = scf.if %{{.+}} -> ({{(f32, )+}}f32) {
// Row max across the lane quad, then exp2 of the scaled scores.
// CHECK:             gpu.shuffle xor %{{.+}}, %c1_i32{{[_0-9]*}}, %c32_i32{{[_0-9]*}} : f32
// CHECK:             gpu.shuffle xor %{{.+}}, %c2_i32{{[_0-9]*}}, %c32_i32{{[_0-9]*}} : f32
// CHECK:             gpu.shuffle xor %{{.+}}, %c1_i32{{[_0-9]*}}, %c32_i32{{[_0-9]*}} : f32
// CHECK:             gpu.shuffle xor %{{.+}}, %c2_i32{{[_0-9]*}}, %c32_i32{{[_0-9]*}} : f32
// CHECK:             llvm.call_intrinsic "llvm.nvvm.ex2.approx.ftz.f"(%{{.+}}) : (f32) -> f32
// Its V tile follows it: stage * 18432 + 9216.
// CHECK:             %[[VSSTRIDE:.+]] = arith.constant 18432 : i32
// CHECK-NEXT:        %[[VSSTEP:.+]] = arith.muli %[[STAGE]], %[[VSSTRIDE]] : i32
// CHECK-NEXT:        %[[VSBASE:.+]] = arith.constant 9216 : i32
// CHECK-NEXT:        arith.addi %[[VSBASE]], %[[VSSTEP]] : i32
// P is packed to bf16 pairs in registers.
// CHECK:             nvvm.convert.f32x2.to.bf16x2 %{{.+}}, %{{.+}} {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xbf16>
// O += P V: V fragments through the transposing ldmatrix, 4 x 4 x 2 mma.
// CHECK:             nvvm.ldmatrix %{{.+}} {eltType = #nvvm.ld_st_matrix_elt_type<b16>, layout = #nvvm.mma_layout<col>, num = 4 : i32, shape = #nvvm.ld_st_matrix_shape<m = 8, n = 8>}
// CHECK-COUNT-32:    nvvm.mma.sync {{.+}}multiplicandAPtxType = #nvvm.mma_type<bf16>, multiplicandBPtxType = #nvvm.mma_type<bf16>, shape = #nvvm.shape<m = 16, n = 8, k = 16>}
// CHECK-NOT:         nvvm.mma.sync
// CHECK:             scf.yield
// CHECK-NEXT:      }
// CHECK-NEXT:      nvvm.cp.async.wait.group 0
// Epilogue: row sums across the quad, 1 / sum, bf16 pairs stored.
// CHECK:           gpu.shuffle xor
// CHECK:           llvm.call_intrinsic "llvm.nvvm.rcp.rn.f"
// CHECK:           scf.if
// CHECK-COUNT-8:     llvm.store %{{.+}}, %{{.+}} {alignment = 4 : i64} : i32, !llvm.ptr<1>
// No lse to write.
// CHECK-NOT:       memref.store
// CHECK:           gpu.return

// GRID-LABEL: func.func @bshd_bf16_causal(
// GRID-DAG:     %[[C2:.+]] = arith.constant 2 : index
// GRID-DAG:     %[[C4:.+]] = arith.constant 4 : index
// GRID-DAG:     %[[C1:.+]] = arith.constant 1 : index
// GRID-DAG:     %[[C128:.+]] = arith.constant 128 : index
// GRID-DAG:     %[[SMEM:.+]] = arith.constant 36864 : i32
// GRID:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%[[C2]], %[[C4]], %[[C1]]) threads in (%[[C128]], %[[C1]], %[[C1]]) dynamic_shared_memory_size %[[SMEM]]

// 128 * 72 * 2 + 4 * 16 * 144 * 2 = 18432 + 18432; one 128-row tile. On
// sm_80, 167936 / 37888 = 4 blocks by shared memory, 2 by registers
// (estimate 32 + 8 + 16 + 40 = 96; 65536 / (256 * 3) = 85).
// OPTS:       module attributes {gpu.container_module} {
// OPTS-LABEL: func.func @bshd_bf16_causal(
// OPTS:         %[[TILES:.+]] = arith.ceildivsi %{{.+}}, %c128{{.*}} : index
// OPTS:         %[[SMEM:.+]] = arith.constant 36864 : i32
// OPTS-NEXT:    %[[THREADS:.+]] = arith.constant 256 : index
// OPTS:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%[[TILES]], %{{.+}}, %{{.+}}) threads in (%[[THREADS]], %{{.+}}, %{{.+}}) dynamic_shared_memory_size %[[SMEM]]
// OPTS:       gpu.module @attn_kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">] {
// OPTS-NEXT:    gpu.func @sdpa_fwd_0(
// OPTS-SAME:        attributes {attn.block_kv = 16 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 36864 : i64, attn.stages = 4 : i64, attn.warps = 8 : i64, known_block_size = array<i32: 256, 1, 1>, nvvm.maxntid = array<i32: 256, 1, 1>, nvvm.minctasm = 2 : i32}
// Four stages: three tiles in flight after the prologue, two in the loop.
// OPTS:           nvvm.cp.async.wait.group 3
// OPTS:           scf.for
// OPTS:             nvvm.cp.async.wait.group 2

// Two row tiles per warp: 128-row blocks, and per tile of keys every K and V
// fragment feeds two mma (8 query fragments stay in registers:
// 2 * 64 <= 128). The 128 * 72 * 2 = 18432-byte query tile is no larger than
// K + V = 2 * 64 * 144, so it is staged in the second K/V buffer, exactly
// filling it (18432..36864, clear of K_0 and V_0 at 0 and 9216), and the
// block needs 2 * 64 * 288 = 36864 bytes; registers (estimate
// 2 * (32 + 32 + 16) + 40 = 200) allow 2 blocks.
// ROWS-LABEL: func.func @bshd_bf16_causal(
// ROWS:         arith.ceildivsi %{{.+}}, %c128{{.*}} : index
// ROWS:         arith.constant 36864 : i32
// ROWS:         gpu.func @sdpa_fwd_0(
// ROWS-SAME:        attributes {attn.block_kv = 64 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "mma.sync", attn.row_tiles = 2 : i64, attn.shared_memory_bytes = 36864 : i64, attn.stages = 2 : i64, attn.warps = 4 : i64, known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 2 : i32}
// ROWS:           %[[QOFF:.+]] = arith.constant 18432 : i32
// ROWS-NOT:       nvvm.cp.async.shared.global
// ROWS:           arith.addi %[[QOFF]], %{{.+}} : i32
// ROWS-COUNT-8:   nvvm.cp.async.shared.global
// ROWS-NOT:       nvvm.cp.async.shared.global
// ROWS:           nvvm.cp.async.commit.group
// ROWS:             %[[KSTRIDE:.+]] = arith.constant 18432 : i32
// ROWS-NEXT:        %[[KSTEP:.+]] = arith.muli %{{.+}}, %[[KSTRIDE]] : i32
// ROWS-NEXT:        %[[KBASE:.+]] = arith.constant 0 : i32
// ROWS-NEXT:        arith.addi %[[KBASE]], %[[KSTEP]] : i32
// ROWS-NEXT:        %[[VSTRIDE:.+]] = arith.constant 18432 : i32
// ROWS-NEXT:        %[[VSTEP:.+]] = arith.muli %{{.+}}, %[[VSTRIDE]] : i32
// ROWS-NEXT:        %[[VBASE:.+]] = arith.constant 9216 : i32
// ROWS-NEXT:        arith.addi %[[VBASE]], %[[VSTEP]] : i32
// ROWS:           gpu.barrier
// ROWS-NOT:       nvvm.ldmatrix
// ROWS:           %[[QLANE:.+]] = arith.constant 18432 : i32
// ROWS-NEXT:      arith.addi %[[QLANE]], %{{.+}} : i32
// ROWS-COUNT-8:   nvvm.ldmatrix %{{.+}}layout = #nvvm.mma_layout<row>
// ROWS-NOT:       nvvm.ldmatrix
// ROWS:           %{{.+}}:72 = scf.for
// ROWS-COUNT-64:    nvvm.mma.sync
// ROWS-NOT:         nvvm.mma.sync
// ROWS:             nvvm.ldmatrix %{{.+}}layout = #nvvm.mma_layout<col>
// ROWS-COUNT-64:    nvvm.mma.sync
// ROWS-NOT:         nvvm.mma.sync
// ROWS:             scf.yield
func.func @bshd_bf16_causal(%q: tensor<1x128x4x64xbf16>, %k: tensor<1x128x4x64xbf16>,
                            %v: tensor<1x128x4x64xbf16>) -> tensor<1x128x4x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>, tensor<1x128x4x64xbf16>)
      -> tensor<1x128x4x64xbf16>
  return %out : tensor<1x128x4x64xbf16>
}

// -----

// bhsd, f16, no mask, lse: Sq from dimension 2, the lse buffer is a second
// result and a fifth kernel argument, stored in natural-log units by the
// first lane of each quad. Sq = 100 gives 2 tiles of 64 rows.
// CHECK-LABEL: func.func @bhsd_f16_lse(
// CHECK-SAME:      %[[Q:[^:]+]]: tensor<2x4x100x64xf16>, %[[K:[^:]+]]: tensor<2x4x80x64xf16>, %[[V:[^:]+]]: tensor<2x4x80x64xf16>)
// CHECK:         %[[QM:.+]] = bufferization.to_buffer %[[Q]] read_only : tensor<2x4x100x64xf16> to memref<2x4x100x64xf16>
// CHECK:         %[[KM:.+]] = bufferization.to_buffer %[[K]] read_only : tensor<2x4x80x64xf16> to memref<2x4x80x64xf16>
// CHECK:         %[[VM:.+]] = bufferization.to_buffer %[[V]] read_only : tensor<2x4x80x64xf16> to memref<2x4x80x64xf16>
// CHECK-NEXT:    %[[OUT:.+]] = memref.alloc() : memref<2x4x100x64xf16>
// CHECK-NEXT:    %[[LSE:.+]] = memref.alloc() : memref<2x4x100xf32>
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in
// CHECK-SAME:        args(%[[QM]] : memref<2x4x100x64xf16>, %[[KM]] : memref<2x4x80x64xf16>, %[[VM]] : memref<2x4x80x64xf16>, %[[OUT]] : memref<2x4x100x64xf16>, %[[LSE]] : memref<2x4x100xf32>)
// CHECK:         %[[RO:.+]] = bufferization.to_tensor %[[OUT]] restrict writable : memref<2x4x100x64xf16> to tensor<2x4x100x64xf16>
// CHECK-NEXT:    %[[RL:.+]] = bufferization.to_tensor %[[LSE]] restrict writable : memref<2x4x100xf32> to tensor<2x4x100xf32>
// CHECK-NEXT:    return %[[RO]], %[[RL]] : tensor<2x4x100x64xf16>, tensor<2x4x100xf32>
// CHECK:       gpu.module @attn_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx81">] {
// CHECK-NEXT:    gpu.func @sdpa_fwd_0(%{{.+}}: memref<2x4x100x64xf16>, %{{.+}}: memref<2x4x80x64xf16>, %{{.+}}: memref<2x4x80x64xf16>, %{{.+}}: memref<2x4x100x64xf16>, %[[KLSE:.+]]: memref<2x4x100xf32>) kernel
// CHECK-SAME:        attributes {attn.block_kv = 64 : i64, attn.blocks_per_sm = 4 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 36864 : i64, attn.stages = 2 : i64, attn.warps = 4 : i64, known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 4 : i32} {
// Without a causal mask the tiles run in launch order.
// CHECK-NOT:       gpu.grid_dim
// f16 operands go to mma.sync as vector<2xf16> pairs (bitcast from the
// ldmatrix registers), which is how the op infers the f16 type.
// CHECK:           nvvm.mma.sync A[{{.+}}] B[{{.+}}] C[{{.+}}] {layoutA = #nvvm.mma_layout<row>, layoutB = #nvvm.mma_layout<col>, shape = #nvvm.shape<m = 16, n = 8, k = 16>} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK-NOT:       mma_type<bf16>
// CHECK:           nvvm.convert.f32x2.to.f16x2 %{{.+}}, %{{.+}} {rnd = #nvvm.fp_rnd_mode<rn>} : vector<2xf16>
// CHECK-NOT:       mma_type<bf16>
// CHECK:           llvm.call_intrinsic "llvm.nvvm.lg2.approx.ftz.f"
// CHECK:           memref.store %{{.+}}, %[[KLSE]][%{{.+}}, %{{.+}}, %{{.+}}] : memref<2x4x100xf32>
// CHECK:           memref.store %{{.+}}, %[[KLSE]][%{{.+}}, %{{.+}}, %{{.+}}] : memref<2x4x100xf32>
// CHECK:           gpu.return

// GRID-LABEL: func.func @bhsd_f16_lse(
// GRID-DAG:     %[[C2:.+]] = arith.constant 2 : index
// GRID-DAG:     %[[C4:.+]] = arith.constant 4 : index
// GRID-DAG:     %[[C1:.+]] = arith.constant 1 : index
// GRID-DAG:     %[[C128:.+]] = arith.constant 128 : index
// GRID:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%[[C2]], %[[C4]], %[[C2]]) threads in (%[[C128]], %[[C1]], %[[C1]])

// One 128-row tile (ceil(100 / 128)), f16 kept on sm_80.
// OPTS-LABEL: func.func @bhsd_f16_lse(
// OPTS:         %[[BQ:.+]] = arith.constant 128 : index
// OPTS:       gpu.module @attn_kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">] {
// OPTS:           nvvm.mma.sync {{.+}} : (vector<2xf16>, vector<2xf16>, f32) -> !llvm.struct<(f32, f32, f32, f32)>
func.func @bhsd_f16_lse(%q: tensor<2x4x100x64xf16>, %k: tensor<2x4x80x64xf16>, %v: tensor<2x4x80x64xf16>)
    -> (tensor<2x4x100x64xf16>, tensor<2x4x100xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bhsd
      : (tensor<2x4x100x64xf16>, tensor<2x4x80x64xf16>, tensor<2x4x80x64xf16>)
      -> (tensor<2x4x100x64xf16>, tensor<2x4x100xf32>)
  return %out, %lse : tensor<2x4x100x64xf16>, tensor<2x4x100xf32>
}

// -----

// sbhd, GQA 8/2, bottom-right causal sliding window, D = 128: Sq is
// dimension 0 and B dimension 1; the kernel reads kv head h / 4, and the
// bottom-right diagonal is Skv - Sq. Shared memory: the 64 * 136 * 2 = 17408
// query bytes go to K_1, so 2 * 64 * (272 + 272) = 69632; 232448 / 70656 = 3
// blocks, and the register estimate 64 + 32 + 32 + 40 = 168 is within
// 65536 / (128 * 3) = 170.
// CHECK-LABEL: func.func @sbhd_gqa_bottom_right_window(
// CHECK:         %[[QM:.+]] = bufferization.to_buffer %{{.+}} read_only : tensor<256x3x8x128xbf16> to memref<256x3x8x128xbf16>
// CHECK:         %[[OUT:.+]] = memref.alloc() : memref<256x3x8x128xbf16>
// Batch from dimension 1 of sbhd, Sq from dimension 0.
// CHECK-NEXT:    %[[BATCH:.+]] = arith.constant 3 : index
// CHECK-NEXT:    %[[SQ:.+]] = arith.constant 256 : index
// CHECK:         %[[TILES:.+]] = arith.ceildivsi %[[SQ]], %{{.+}}
// CHECK:         %[[HEADS:.+]] = arith.constant 8 : index
// CHECK:         scf.if
// CHECK-NEXT:      arith.constant 1 : index
// CHECK-NEXT:      arith.constant 69632 : i32
// CHECK-NEXT:      arith.constant 128 : index
// CHECK-NEXT:      gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%[[TILES]], %[[HEADS]], %[[BATCH]])
// CHECK:         gpu.func @sdpa_fwd_0(%{{.+}}: memref<256x3x8x128xbf16>, %{{.+}}: memref<300x3x2x128xbf16>, %{{.+}}: memref<300x3x2x128xbf16>, %{{.+}}: memref<256x3x8x128xbf16>) kernel
// CHECK-SAME:        attributes {attn.block_kv = 64 : i64, attn.blocks_per_sm = 3 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 69632 : i64, attn.stages = 2 : i64, attn.warps = 4 : i64, known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 3 : i32} {
// CHECK:           gpu.grid_dim x
// CHECK:           %[[BY:.+]] = gpu.block_id y
// CHECK-NEXT:      %[[HEAD:.+]] = arith.index_cast %[[BY]] : index to i32
// CHECK:           %[[GROUP:.+]] = arith.constant 4 : i32
// CHECK-NEXT:      arith.divui %[[HEAD]], %[[GROUP]] : i32
// CHECK:           %[[SEQ_Q:.+]] = arith.constant 256 : index
// CHECK-NEXT:      %[[SEQ_KV:.+]] = arith.constant 300 : index
// CHECK:           arith.subi %[[SEQ_KV]], %[[SEQ_Q]] : index
// Dqk / 16 = 8 query fragments.
// CHECK-COUNT-8:   nvvm.ldmatrix %{{.+}}layout = #nvvm.mma_layout<row>
// CHECK-NOT:       nvvm.ldmatrix
// CHECK:           scf.for
// CHECK:           gpu.return

// 256 / 64 query tiles, 8 heads, batch 3.
// GRID-LABEL: func.func @sbhd_gqa_bottom_right_window(
// GRID-DAG:     %[[C4:.+]] = arith.constant 4 : index
// GRID-DAG:     %[[C8:.+]] = arith.constant 8 : index
// GRID-DAG:     %[[C3:.+]] = arith.constant 3 : index
// GRID-DAG:     %[[C69632:.+]] = arith.constant 69632 : i32
// GRID:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%[[C4]], %[[C8]], %[[C3]]) threads in ({{.+}}) dynamic_shared_memory_size %[[C69632]]

// 128 * 136 * 2 + 4 * 16 * 272 * 2 = 34816 + 34816. No resident-blocks hint:
// shared memory admits 167936 / 70656 = 2 blocks, but 65536 / (256 * 2) =
// 128 registers are fewer than the estimate 64 + 8 + 32 + 40 = 144.
// OPTS-LABEL: func.func @sbhd_gqa_bottom_right_window(
// OPTS:         gpu.func @sdpa_fwd_0(
// OPTS-SAME:        attributes {attn.block_kv = 16 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 69632 : i64, attn.stages = 4 : i64, attn.warps = 8 : i64, known_block_size = array<i32: 256, 1, 1>, nvvm.maxntid = array<i32: 256, 1, 1>}
func.func @sbhd_gqa_bottom_right_window(%q: tensor<256x3x8x128xbf16>, %k: tensor<300x3x2x128xbf16>,
                                        %v: tensor<300x3x2x128xbf16>) -> tensor<256x3x8x128xbf16> {
  %out = attn.sdpa %q, %k, %v layout = sbhd causal = bottom_right window = [32, 0]
      : (tensor<256x3x8x128xbf16>, tensor<300x3x2x128xbf16>, tensor<300x3x2x128xbf16>)
      -> tensor<256x3x8x128xbf16>
  return %out : tensor<256x3x8x128xbf16>
}

// -----

// MLA, Dqk = 128, Dv = 64, causal over the whole sequence: the default for
// head dimensions of 96-128 on a wide band is 2 row tiles of 48-key tiles.
// The output has Dv columns, the K and V tiles their own widths; the query
// tile (128 * 136 * 2 = 34816 bytes) keeps its own buffer, as its fragments
// do not stay in registers (2 * 128 > 128): 34816 + 2 * 48 * (136 * 2 +
// 72 * 2) = 74752; 232448 / 75776 = 3 blocks (estimate 2 * (32 + 24) + 40).
// Scores: 8 k-steps x 3 x 2 x 2 mma; P V: 3 k-steps x 4 x 2 x 2 mma.
// CHECK-LABEL: func.func @mla_causal(
// CHECK:         %[[OUT:.+]] = memref.alloc() : memref<1x64x16x64xbf16>
// CHECK:         arith.constant 74752 : i32
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0
// CHECK-SAME:        args(%{{.+}} : memref<1x64x16x128xbf16>, %{{.+}} : memref<1x64x16x128xbf16>, %{{.+}} : memref<1x64x16x64xbf16>, %[[OUT]] : memref<1x64x16x64xbf16>)
// CHECK:         bufferization.to_tensor %[[OUT]] restrict writable : memref<1x64x16x64xbf16> to tensor<1x64x16x64xbf16>
// CHECK:         gpu.func @sdpa_fwd_0(%{{.+}}: memref<1x64x16x128xbf16>, %{{.+}}: memref<1x64x16x128xbf16>, %{{.+}}: memref<1x64x16x64xbf16>, %{{.+}}: memref<1x64x16x64xbf16>) kernel
// CHECK-SAME:        attributes {attn.block_kv = 48 : i64, attn.blocks_per_sm = 3 : i64, attn.mma = "mma.sync", attn.row_tiles = 2 : i64, attn.shared_memory_bytes = 74752 : i64, attn.stages = 2 : i64, attn.warps = 4 : i64, known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 3 : i32} {
// 4 accumulators per 8 value columns: 2 * (4 + 64 / 8 * 4) loop-carried values.
// CHECK:           %{{.+}}:72 = scf.for
// CHECK-COUNT-96:    nvvm.mma.sync {{.+}}mma_type<bf16>
// CHECK-NOT:         nvvm.mma.sync
// CHECK:             nvvm.ldmatrix %{{.+}}layout = #nvvm.mma_layout<col>
// CHECK-COUNT-48:    nvvm.mma.sync {{.+}}mma_type<bf16>
// CHECK-NOT:         nvvm.mma.sync
// CHECK:             scf.yield
// CHECK:           gpu.return

// 128 * 136 * 2 + 4 * 16 * (272 + 144) = 34816 + 26624; 2 blocks (estimate
// 32 + 8 + 32 + 40 = 112 <= 65536 / (256 * 2)).
// OPTS-LABEL: func.func @mla_causal(
// OPTS:         gpu.func @sdpa_fwd_0(
// OPTS-SAME:        attributes {attn.block_kv = 16 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 61440 : i64, attn.stages = 4 : i64, attn.warps = 8 : i64, known_block_size = array<i32: 256, 1, 1>, nvvm.maxntid = array<i32: 256, 1, 1>, nvvm.minctasm = 2 : i32}
func.func @mla_causal(%q: tensor<1x64x16x128xbf16>, %k: tensor<1x64x16x128xbf16>,
                      %v: tensor<1x64x16x64xbf16>) -> tensor<1x64x16x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x64x16x128xbf16>, tensor<1x64x16x128xbf16>, tensor<1x64x16x64xbf16>)
      -> tensor<1x64x16x64xbf16>
  return %out : tensor<1x64x16x64xbf16>
}

// -----

// Padding lengths, an f32 bias and a learnable sink: the optional operands
// follow out in the order bias, sink, seqlens_q, seqlens_kv, and the kernel
// reads each of them. D = 32: the query tile goes to K_1, 2 * 64 * (80 + 80)
// bytes; 8 blocks by shared memory, 4 by registers (estimate
// 16 + 32 + 8 + 40 + 24 for the bias = 120; 65536 / (128 * 5) = 102).
// CHECK-LABEL: func.func @seqlens_bias_sink(
// CHECK-SAME:      %[[Q:[^:]+]]: tensor<2x64x4x32xbf16>, %[[K:[^:]+]]: tensor<2x64x4x32xbf16>, %[[V:[^:]+]]: tensor<2x64x4x32xbf16>,
// CHECK-SAME:      %[[BIAS:[^:]+]]: tensor<1x4x64x64xf32>, %[[SINK:[^:]+]]: tensor<4xf32>, %[[LQ:[^:]+]]: tensor<2xi32>, %[[LKV:[^:]+]]: tensor<2xi32>)
// CHECK:         %[[BM:.+]] = bufferization.to_buffer %[[BIAS]] read_only : tensor<1x4x64x64xf32> to memref<1x4x64x64xf32>
// CHECK-NEXT:    %[[SM:.+]] = bufferization.to_buffer %[[SINK]] read_only : tensor<4xf32> to memref<4xf32>
// CHECK-NEXT:    %[[LQM:.+]] = bufferization.to_buffer %[[LQ]] read_only : tensor<2xi32> to memref<2xi32>
// CHECK-NEXT:    %[[LKVM:.+]] = bufferization.to_buffer %[[LKV]] read_only : tensor<2xi32> to memref<2xi32>
// CHECK-NEXT:    %[[OUT:.+]] = memref.alloc() : memref<2x64x4x32xbf16>
// CHECK:         arith.constant 20480 : i32
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0
// CHECK-SAME:        args(%{{.+}} : memref<2x64x4x32xbf16>, %{{.+}} : memref<2x64x4x32xbf16>, %{{.+}} : memref<2x64x4x32xbf16>, %[[OUT]] : memref<2x64x4x32xbf16>, %[[BM]] : memref<1x4x64x64xf32>, %[[SM]] : memref<4xf32>, %[[LQM]] : memref<2xi32>, %[[LKVM]] : memref<2xi32>)
// CHECK:         gpu.func @sdpa_fwd_0(%{{.+}}: memref<2x64x4x32xbf16>, %{{.+}}: memref<2x64x4x32xbf16>, %{{.+}}: memref<2x64x4x32xbf16>, %{{.+}}: memref<2x64x4x32xbf16>,
// CHECK-SAME:        %[[KB:[^:]+]]: memref<1x4x64x64xf32>, %[[KS:[^:]+]]: memref<4xf32>, %[[KLQ:[^:]+]]: memref<2xi32>, %[[KLKV:[^:]+]]: memref<2xi32>) kernel
// CHECK-SAME:        attributes {attn.block_kv = 64 : i64, attn.blocks_per_sm = 4 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 20480 : i64, attn.stages = 2 : i64, attn.warps = 4 : i64, known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 4 : i32} {
// The batch's lengths, before anything is loaded.
// CHECK:           memref.load %[[KLQ]][%{{.+}}] : memref<2xi32>
// CHECK:           memref.load %[[KLKV]][%{{.+}}] : memref<2xi32>
// CHECK:           nvvm.cp.async.shared.global
// The bias is added per score element (a broadcast batch dimension is index 0).
// CHECK:           scf.for
// CHECK:             memref.load %[[KB]][%c0{{[_0-9]*}}, %{{.+}}, %{{.+}}, %{{.+}}] : memref<1x4x64x64xf32>
// CHECK:             scf.yield
// The sink is folded into the final normalisation.
// CHECK:           memref.load %[[KS]][%{{.+}}] : memref<4xf32>
// CHECK:           gpu.return
func.func @seqlens_bias_sink(%q: tensor<2x64x4x32xbf16>, %k: tensor<2x64x4x32xbf16>, %v: tensor<2x64x4x32xbf16>,
                             %bias: tensor<1x4x64x64xf32>, %sink: tensor<4xf32>,
                             %lq: tensor<2xi32>, %lkv: tensor<2xi32>) -> tensor<2x64x4x32xbf16> {
  %out = attn.sdpa %q, %k, %v bias(%bias) sink(%sink) seqlens_q(%lq) seqlens_kv(%lkv) layout = bshd softmax = learnable
      : (tensor<2x64x4x32xbf16>, tensor<2x64x4x32xbf16>, tensor<2x64x4x32xbf16>, tensor<1x4x64x64xf32>,
         tensor<4xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x64x4x32xbf16>
  return %out : tensor<2x64x4x32xbf16>
}

// -----

// A bias in the operands' element type and ALiBi slopes; both are kernel
// arguments, in that order, and are read per score element. Their index math
// adds 24 to the register estimate, 32 + 32 + 16 + 40 + 24 = 144, so the
// 6 blocks that shared memory admits drop to 3 (65536 / (128 * 4) = 128).
// CHECK-LABEL: func.func @bf16_bias_alibi(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0
// CHECK-SAME:        %{{.+}} : memref<1x1x64x64xbf16>, %{{.+}} : memref<4xf32>)
// CHECK:         gpu.func @sdpa_fwd_0(
// CHECK-SAME:        %[[KB:[^:]+]]: memref<1x1x64x64xbf16>, %[[KA:[^:]+]]: memref<4xf32>) kernel
// CHECK-SAME:        attributes {attn.block_kv = 64 : i64, attn.blocks_per_sm = 3 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 36864 : i64, attn.stages = 2 : i64, attn.warps = 4 : i64, known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 3 : i32} {
// CHECK:           scf.for
// CHECK:             %[[B:.+]] = memref.load %[[KB]][%{{.+}}] : memref<1x1x64x64xbf16>
// CHECK-NEXT:        arith.extf %[[B]] : bf16 to f32
// CHECK:             memref.load %[[KA]][%{{.+}}] : memref<4xf32>
// CHECK:           gpu.return
func.func @bf16_bias_alibi(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>, %v: tensor<1x64x4x64xbf16>,
                           %bias: tensor<1x1x64x64xbf16>, %slopes: tensor<4xf32>) -> tensor<1x64x4x64xbf16> {
  %out = attn.sdpa %q, %k, %v bias(%bias) alibi(%slopes) layout = bshd softmax = off_by_one
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x1x64x64xbf16>,
         tensor<4xf32>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// #attn.tiling overrides the tile shape: 2 warps (32 rows, 64 threads),
// 32-key tiles, 3 stages. 32 * 72 * 2 + 3 * 32 * (144 + 144) = 4608 + 27648
// (3 stages: the query tile has its own buffer); ceil(100 / 32) = 4 tiles;
// 232448 / 33280 = 7 blocks (estimate 32 + 16 + 16 + 40 = 104 <= 65536 /
// (64 * 7)), 5 on sm_80 (167936 / 33280). The override also wins over the
// pass options.
// CHECK-LABEL: func.func @gpu_tile_override(
// CHECK:         %[[BQ:.+]] = arith.constant 32 : index
// CHECK-NEXT:    arith.ceildivsi %{{.+}}, %[[BQ]] : index
// CHECK:         %[[SMEM:.+]] = arith.constant 32256 : i32
// CHECK-NEXT:    %[[THREADS:.+]] = arith.constant 64 : index
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in ({{.+}}) threads in (%[[THREADS]], %{{.+}}, %{{.+}}) dynamic_shared_memory_size %[[SMEM]]
// CHECK:         gpu.func @sdpa_fwd_0(
// CHECK-SAME:        attributes {attn.block_kv = 32 : i64, attn.blocks_per_sm = 7 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 32256 : i64, attn.stages = 3 : i64, attn.warps = 2 : i64, known_block_size = array<i32: 64, 1, 1>, nvvm.maxntid = array<i32: 64, 1, 1>, nvvm.minctasm = 7 : i32} {
// The 32 x 64 query tile is 256 chunks, 4 per thread; the two prologue K/V
// tiles are 2 x 8 chunks per thread, then stages - 1 = 2 groups may stay in
// flight, and stages - 2 = 1 in the loop. The query tile is at 0, so stage s
// starts after it at 4608 + s * (4608 + 4608), its V tile 4608 further.
// CHECK-COUNT-4:   nvvm.cp.async.shared.global
// CHECK-NOT:       nvvm.cp.async.shared.global
// CHECK:           nvvm.cp.async.commit.group
// CHECK-NEXT:      %[[S0:.+]] = arith.constant 0 : i32
// CHECK:           %[[KSTRIDE0:.+]] = arith.constant 9216 : i32
// CHECK-NEXT:      %[[KSTEP0:.+]] = arith.muli %[[S0]], %[[KSTRIDE0]] : i32
// CHECK-NEXT:      %[[KBASE0:.+]] = arith.constant 4608 : i32
// CHECK-NEXT:      arith.addi %[[KBASE0]], %[[KSTEP0]] : i32
// CHECK-NEXT:      %[[VSTRIDE0:.+]] = arith.constant 9216 : i32
// CHECK-NEXT:      %[[VSTEP0:.+]] = arith.muli %[[S0]], %[[VSTRIDE0]] : i32
// CHECK-NEXT:      %[[VBASE0:.+]] = arith.constant 9216 : i32
// CHECK-NEXT:      arith.addi %[[VBASE0]], %[[VSTEP0]] : i32
// CHECK-COUNT-8:   nvvm.cp.async.shared.global
// CHECK-NOT:       nvvm.cp.async.shared.global
// CHECK:           nvvm.cp.async.commit.group
// CHECK-NEXT:      %[[S1:.+]] = arith.constant 1 : i32
// CHECK:           %[[KSTRIDE1:.+]] = arith.constant 9216 : i32
// CHECK-NEXT:      %[[KSTEP1:.+]] = arith.muli %[[S1]], %[[KSTRIDE1]] : i32
// CHECK-NEXT:      %[[KBASE1:.+]] = arith.constant 4608 : i32
// CHECK-NEXT:      arith.addi %[[KBASE1]], %[[KSTEP1]] : i32
// CHECK-NEXT:      %[[VSTRIDE1:.+]] = arith.constant 9216 : i32
// CHECK-NEXT:      %[[VSTEP1:.+]] = arith.muli %[[S1]], %[[VSTRIDE1]] : i32
// CHECK-NEXT:      %[[VBASE1:.+]] = arith.constant 9216 : i32
// CHECK-NEXT:      arith.addi %[[VBASE1]], %[[VSTEP1]] : i32
// CHECK-COUNT-8:   nvvm.cp.async.shared.global
// CHECK-NOT:       nvvm.cp.async.shared.global
// CHECK:           nvvm.cp.async.commit.group
// CHECK-NEXT:      nvvm.cp.async.wait.group 2
// CHECK:           scf.for
// CHECK:             nvvm.cp.async.wait.group 1
// Scores: 4 k-steps x 2 x 2; P V: 2 k-steps x 4 x 2.
// CHECK-COUNT-16:    nvvm.mma.sync
// CHECK-NOT:         nvvm.mma.sync
// CHECK:             nvvm.ldmatrix %{{.+}}layout = #nvvm.mma_layout<col>
// CHECK-COUNT-16:    nvvm.mma.sync
// CHECK-NOT:         nvvm.mma.sync
// CHECK:             scf.yield

// GRID-LABEL: func.func @gpu_tile_override(
// GRID-DAG:     %[[C4:.+]] = arith.constant 4 : index
// GRID-DAG:     %[[C2:.+]] = arith.constant 2 : index
// GRID-DAG:     %[[C1:.+]] = arith.constant 1 : index
// GRID-DAG:     %[[C64:.+]] = arith.constant 64 : index
// GRID:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%[[C4]], %[[C2]], %[[C1]]) threads in (%[[C64]], %[[C1]], %[[C1]])

// OPTS-LABEL: func.func @gpu_tile_override(
// OPTS:         gpu.module @attn_kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">]
// OPTS-NEXT:      gpu.func @sdpa_fwd_0(
// OPTS-SAME:        attributes {attn.block_kv = 32 : i64, attn.blocks_per_sm = 5 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 32256 : i64, attn.stages = 3 : i64, attn.warps = 2 : i64, known_block_size = array<i32: 64, 1, 1>, nvvm.maxntid = array<i32: 64, 1, 1>, nvvm.minctasm = 5 : i32}
func.func @gpu_tile_override(%q: tensor<1x100x2x64xbf16>, %k: tensor<1x100x2x64xbf16>,
                             %v: tensor<1x100x2x64xbf16>) -> tensor<1x100x2x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<warps = 2, block_kv = 32, stages = 3>}
      : (tensor<1x100x2x64xbf16>, tensor<1x100x2x64xbf16>, tensor<1x100x2x64xbf16>)
      -> tensor<1x100x2x64xbf16>
  return %out : tensor<1x100x2x64xbf16>
}

// -----

// row_tiles = 2 with Dqk = 128: 2 * 128 query columns would not leave room
// for the accumulators, so the query fragments are re-read from shared
// memory for every key tile instead of being loaded once before the loop.
// 2 warps of 2 row tiles: 64-row blocks, 64 threads; the query tile keeps its
// own buffer: 64 * 136 * 2 + 2 * 64 * (272 + 272) = 17408 + 69632, 2 blocks
// (estimate 2 * (64 + 32) + 40 = 232). Per key tile: 8 k-steps x (2 query
// + 4 K) ldmatrix, 8 x 4 x 2 x 2 mma; P V: 4 x 8 x 2 x 2 mma. Loop-carried:
// 2 x (4 + 128 / 8 * 4).
// CHECK-LABEL: func.func @row_tiles_query_in_shared_memory(
// CHECK:         arith.ceildivsi %{{.+}}, %c64{{.*}} : index
// CHECK:         arith.constant 87040 : i32
// CHECK-NEXT:    %[[THREADS:.+]] = arith.constant 64 : index
// CHECK:         gpu.func @sdpa_fwd_0(
// CHECK-SAME:        attributes {attn.block_kv = 64 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "mma.sync", attn.row_tiles = 2 : i64, attn.shared_memory_bytes = 87040 : i64, attn.stages = 2 : i64, attn.warps = 2 : i64, known_block_size = array<i32: 64, 1, 1>, nvvm.maxntid = array<i32: 64, 1, 1>, nvvm.minctasm = 2 : i32} {
// CHECK:           nvvm.cp.async.wait.group 1
// CHECK-NEXT:      gpu.barrier
// CHECK-NOT:       nvvm.ldmatrix
// CHECK:           %{{.+}}:136 = scf.for
// CHECK-COUNT-48:    nvvm.ldmatrix %{{.+}}layout = #nvvm.mma_layout<row>
// CHECK-NOT:         nvvm.ldmatrix %{{.+}}layout = #nvvm.mma_layout<row>
// CHECK:             gpu.shuffle
// CHECK:             nvvm.ldmatrix %{{.+}}layout = #nvvm.mma_layout<col>
// CHECK-COUNT-128:   nvvm.mma.sync
// CHECK-NOT:         nvvm.mma.sync
// CHECK:             scf.yield
func.func @row_tiles_query_in_shared_memory(%q: tensor<1x64x2x128xbf16>, %k: tensor<1x64x2x128xbf16>,
                                            %v: tensor<1x64x2x128xbf16>) -> tensor<1x64x2x128xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.tiling = #attn.tiling<warps = 2, row_tiles = 2, block_kv = 64>}
      : (tensor<1x64x2x128xbf16>, tensor<1x64x2x128xbf16>, tensor<1x64x2x128xbf16>)
      -> tensor<1x64x2x128xbf16>
  return %out : tensor<1x64x2x128xbf16>
}

// -----

// Two ops, two kernels in the one gpu.module. D = 256 picks 32-key tiles, and
// 16 query fragments do not stay in registers, so the query tile keeps its
// own buffer: 64 * 264 * 2 + 2 * 32 * (528 + 528) = 33792 + 67584, 2 blocks
// (estimate 128 + 16 + 40 = 184). A partial override keeps the other fields
// at their defaults (or at the pass options): stages = 4 gives
// 33792 + 4 * 32 * 1056, of which only one block fits (232448 / 169984), so
// that kernel has no resident-blocks hint.
// CHECK-LABEL: func.func @two_kernels_d256(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_1
// CHECK:       gpu.module @attn_kernels
// CHECK:         gpu.func @sdpa_fwd_0(
// CHECK-SAME:        attributes {attn.block_kv = 32 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 101376 : i64, attn.stages = 2 : i64, attn.warps = 4 : i64, known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>, nvvm.minctasm = 2 : i32}
// CHECK:         gpu.func @sdpa_fwd_1(
// CHECK-SAME:        attributes {attn.block_kv = 32 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 168960 : i64, attn.stages = 4 : i64, attn.warps = 4 : i64, known_block_size = array<i32: 128, 1, 1>, nvvm.maxntid = array<i32: 128, 1, 1>}
// CHECK-NOT:     gpu.func

// 128 * 528 + 4 * 16 * 1056 = 67584 + 67584 for both; one block per
// multiprocessor on sm_80, no hint.
// OPTS-LABEL: func.func @two_kernels_d256(
// OPTS:         gpu.func @sdpa_fwd_0(
// OPTS-SAME:        attributes {attn.block_kv = 16 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 135168 : i64, attn.stages = 4 : i64, attn.warps = 8 : i64, known_block_size = array<i32: 256, 1, 1>, nvvm.maxntid = array<i32: 256, 1, 1>}
// OPTS:         gpu.func @sdpa_fwd_1(
// OPTS-SAME:        attributes {attn.block_kv = 16 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 135168 : i64, attn.stages = 4 : i64, attn.warps = 8 : i64, known_block_size = array<i32: 256, 1, 1>, nvvm.maxntid = array<i32: 256, 1, 1>}
func.func @two_kernels_d256(%q: tensor<1x64x2x256xbf16>, %k: tensor<1x64x2x256xbf16>,
                            %v: tensor<1x64x2x256xbf16>) -> (tensor<1x64x2x256xbf16>, tensor<1x64x2x256xbf16>) {
  %a = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x2x256xbf16>, tensor<1x64x2x256xbf16>, tensor<1x64x2x256xbf16>)
      -> tensor<1x64x2x256xbf16>
  %b = attn.sdpa %q, %k, %v layout = bshd causal = top_left {attn.tiling = #attn.tiling<stages = 4>}
      : (tensor<1x64x2x256xbf16>, tensor<1x64x2x256xbf16>, tensor<1x64x2x256xbf16>)
      -> tensor<1x64x2x256xbf16>
  return %a, %b : tensor<1x64x2x256xbf16>, tensor<1x64x2x256xbf16>
}

// -----

// Dynamic batch and sequence: the results are sized from the query, the
// grid from the query buffer at run time.
// CHECK-LABEL: func.func @dynamic_sizes(
// CHECK-SAME:      %[[Q:[^:]+]]: tensor<?x?x4x64xbf16>
// CHECK:         %[[QM:.+]] = bufferization.to_buffer %[[Q]] read_only : tensor<?x?x4x64xbf16> to memref<?x?x4x64xbf16>
// CHECK:         %[[C0:.+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[B:.+]] = tensor.dim %[[Q]], %[[C0]] : tensor<?x?x4x64xbf16>
// CHECK-NEXT:    %[[C1:.+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[S:.+]] = tensor.dim %[[Q]], %[[C1]] : tensor<?x?x4x64xbf16>
// CHECK-NEXT:    %[[OUT:.+]] = memref.alloc(%[[B]], %[[S]]) : memref<?x?x4x64xbf16>
// CHECK-NEXT:    %[[C0_2:.+]] = arith.constant 0 : index
// CHECK-NEXT:    %[[B2:.+]] = tensor.dim %[[Q]], %[[C0_2]] : tensor<?x?x4x64xbf16>
// CHECK-NEXT:    %[[C1_2:.+]] = arith.constant 1 : index
// CHECK-NEXT:    %[[S2:.+]] = tensor.dim %[[Q]], %[[C1_2]] : tensor<?x?x4x64xbf16>
// CHECK-NEXT:    %[[LSE:.+]] = memref.alloc(%[[B2]], %[[S2]]) : memref<?x4x?xf32>
// CHECK:         memref.dim %[[QM]], %{{.+}} : memref<?x?x4x64xbf16>
// CHECK:         scf.if
// CHECK:           gpu.launch_func @attn_kernels::@sdpa_fwd_0 {{.+}} args({{.+}}, %[[OUT]] : memref<?x?x4x64xbf16>, %[[LSE]] : memref<?x4x?xf32>)
// CHECK:         gpu.func @sdpa_fwd_0(%{{.+}}: memref<?x?x4x64xbf16>, %{{.+}}: memref<?x?x4x64xbf16>, %{{.+}}: memref<?x?x4x64xbf16>, %{{.+}}: memref<?x?x4x64xbf16>, %{{.+}}: memref<?x4x?xf32>) kernel
func.func @dynamic_sizes(%q: tensor<?x?x4x64xbf16>, %k: tensor<?x?x4x64xbf16>, %v: tensor<?x?x4x64xbf16>)
    -> (tensor<?x?x4x64xbf16>, tensor<?x4x?xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<?x?x4x64xbf16>, tensor<?x?x4x64xbf16>, tensor<?x?x4x64xbf16>)
      -> (tensor<?x?x4x64xbf16>, tensor<?x4x?xf32>)
  return %out, %lse : tensor<?x?x4x64xbf16>, tensor<?x4x?xf32>
}

// -----

// MLA with a dynamic head dimension in the type of out: it is sized from the
// value's head dimension (Dv = 32), not the query's (Dqk = 64).
// CHECK-LABEL: func.func @mla_dynamic_out_head_dim(
// CHECK-SAME:      %{{[^:]+}}: tensor<1x16x2x64xbf16>, %{{[^:]+}}: tensor<1x16x2x64xbf16>, %[[V:[^:]+]]: tensor<1x16x2x32xbf16>)
// CHECK:         %[[C3:.+]] = arith.constant 3 : index
// CHECK-NEXT:    %[[DV:.+]] = tensor.dim %[[V]], %[[C3]] : tensor<1x16x2x32xbf16>
// CHECK-NEXT:    memref.alloc(%[[DV]]) : memref<1x16x2x?xbf16>
func.func @mla_dynamic_out_head_dim(%q: tensor<1x16x2x64xbf16>, %k: tensor<1x16x2x64xbf16>,
                                    %v: tensor<1x16x2x32xbf16>) -> tensor<1x16x2x?xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x16x2x64xbf16>, tensor<1x16x2x64xbf16>, tensor<1x16x2x32xbf16>) -> tensor<1x16x2x?xbf16>
  return %out : tensor<1x16x2x?xbf16>
}

// -----

// A kernel module that already exists is reused (with its target), and new
// kernels take the next free name.
// CHECK:       gpu.module @attn_kernels [#nvvm.target<chip = "sm_80">] {
// CHECK-NEXT:    gpu.func @sdpa_fwd_0() kernel {
// CHECK-NEXT:      gpu.return
// CHECK-NEXT:    }
// CHECK-NEXT:    gpu.func @sdpa_fwd_1(%{{.+}}: memref<1x32x2x16xbf16>,
// CHECK-NOT:   gpu.module
// CHECK-LABEL: func.func @existing_kernel_module(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_1
module attributes {gpu.container_module} {
  gpu.module @attn_kernels [#nvvm.target<chip = "sm_80">] {
    gpu.func @sdpa_fwd_0() kernel {
      gpu.return
    }
  }
  func.func @existing_kernel_module(%q: tensor<1x32x2x16xbf16>, %k: tensor<1x32x2x16xbf16>,
                                    %v: tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xbf16> {
    %out = attn.sdpa %q, %k, %v layout = bshd
        : (tensor<1x32x2x16xbf16>, tensor<1x32x2x16xbf16>, tensor<1x32x2x16xbf16>) -> tensor<1x32x2x16xbf16>
    return %out : tensor<1x32x2x16xbf16>
  }
}

// -----

// An lse result whose head dimension is dynamic is sized by the static head
// count.
// CHECK-LABEL: func.func @dynamic_lse_heads(
// CHECK:         %[[HQ:.+]] = arith.constant 4 : index
// CHECK-NEXT:    %{{.+}} = memref.alloc(%[[HQ]]) : memref<1x?x64xf32>
func.func @dynamic_lse_heads(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>, %v: tensor<1x64x4x64xbf16>)
    -> (tensor<1x64x4x64xbf16>, tensor<1x?x64xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x?x64xf32>)
  return %out, %lse : tensor<1x64x4x64xbf16>, tensor<1x?x64xf32>
}

// -----

// Without attn ops the module is left alone.
// CHECK:       module {
// CHECK-LABEL: func.func @no_attn_ops(
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  }
// OPTS:        module {
// OPTS-LABEL:  func.func @no_attn_ops(
// OPTS-NOT:    gpu.module
func.func @no_attn_ops(%a: tensor<4xf32>) -> tensor<4xf32> {
  return %a : tensor<4xf32>
}

