// RUN: attn-opt %s -split-input-file --attn-cuda-bufferize -verify-diagnostics | FileCheck %s
// RUN: attn-opt %s -split-input-file "--attn-cuda-bufferize=chip=sm_80 warps=2 row-tiles=2 block-kv=32 stages=3" -verify-diagnostics | FileCheck %s --check-prefix=OPTS
// RUN: not attn-opt %s -split-input-file --attn-cuda-bufferize=raise=false 2>&1 | FileCheck %s --check-prefix=NORAISE
// RUN: attn-opt %s -split-input-file --attn-cuda-pipeline=format=isa -verify-diagnostics | FileCheck %s --check-prefix=LOWERED

// The CUDA pipelines (lib/Pipelines/Pipelines.cpp). attn-cuda-bufferize:
// [attn-raise,] attn-to-gpu, One-Shot Bufferize with results as
// out-parameters, attn-device-allocations (intermediates that only kernels
// touch go to device memory), attn-check-device-host-code,
// attn-export-entries with
// target=cuda. The entry arguments are device pointers, so the host side may
// only size and launch kernels; everything else there is an error naming the
// operation. attn-cuda-pipeline (LOWERED, PTX only so that no ptxas is
// needed) adds the kernel compilation and the host lowering to the LLVM
// dialect; test/Target/CUDA covers the PTX and the shared object.

// Everything on the host is in the LLVM dialect, plus the launches.
// LOWERED-NOT: {{[ =] (attn|bufferization|linalg|tensor|memref|scf|arith|math|cf|func|nvvm)\.}}
// LOWERED-NOT: gpu.module
// LOWERED-NOT: gpu.func
// LOWERED-NOT: unrealized_conversion_cast

// One op with out and lse: both results become out-parameters that the
// launch writes directly (the static allocations were hoisted into them, so
// no allocation or copy is left), and the manifest says `target cuda`. The
// warp-specialised wgmma kernel (a TMA producer warpgroup and, at head
// dim 64, three consumer warpgroups of 64 rows each, 128-key tiles, four
// stages, each tile's softmax overlapped with the previous tile's P·V)
// needs the 192 * 64 * 2 = 24576-byte query tile, 4 * 2 * 128 * 64 * 2 =
// 131072 bytes of K/V stages, 13 mbarriers (104 bytes) and 1024 bytes of
// alignment slack: 156776. The host encodes a TMA descriptor per operand.
// CHECK:       module attributes {gpu.container_module} {
// CHECK-LABEL: func.func @small(
// CHECK-SAME:      %[[Q:[^:]+]]: memref<1x64x2x64xbf16>, %[[K:[^:]+]]: memref<1x64x2x64xbf16>, %[[V:[^:]+]]: memref<1x64x2x64xbf16>,
// CHECK-SAME:      %[[OUT:[^:]+]]: memref<1x64x2x64xbf16> {bufferize.result}, %[[LSE:[^:]+]]: memref<1x2x64xf32> {bufferize.result})
// CHECK-SAME:      attributes {llvm.emit_c_interface} {
// CHECK-DAG:     %[[SMEM:.+]] = arith.constant 156776 : i32
// CHECK-DAG:     %[[C512:.+]] = arith.constant 512 : index
// CHECK-DAG:     %[[C2:.+]] = arith.constant 2 : index
// CHECK-DAG:     %[[C1:.+]] = arith.constant 1 : index
// CHECK-NOT:     memref.alloc
// CHECK:         %[[QM:.+]] = attn_nv.tensor_map %[[Q]] box [1, 192, 1, 64]
// CHECK-NEXT:    %[[KM:.+]] = attn_nv.tensor_map %[[K]] box [1, 128, 1, 64]
// CHECK-NEXT:    %[[VM:.+]] = attn_nv.tensor_map %[[V]] box [1, 128, 1, 64]
// CHECK-NEXT:    gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%[[C1]], %[[C2]], %[[C1]]) threads in (%[[C512]], %[[C1]], %[[C1]]) dynamic_shared_memory_size %[[SMEM]]
// CHECK-SAME:        args(%[[Q]] : memref<1x64x2x64xbf16>, %[[K]] : memref<1x64x2x64xbf16>, %[[V]] : memref<1x64x2x64xbf16>, %[[OUT]] : memref<1x64x2x64xbf16>, %[[LSE]] : memref<1x2x64xf32>, %[[QM]] : !llvm.array<16 x i64>, %[[KM]] : !llvm.array<16 x i64>, %[[VM]] : !llvm.array<16 x i64>)
// CHECK-NEXT:    return
// CHECK-NEXT:  }
// CHECK-NEXT:  gpu.module @attn_kernels [#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx81">] {
// CHECK-NEXT:    gpu.func @sdpa_fwd_0(
// CHECK-SAME:        kernel attributes {attn.block_kv = 128 : i64, attn.mma = "wgmma", attn.overlap, attn.producer, attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 156776 : i64, attn.stages = 4 : i64, attn.warps = 12 : i64, known_block_size = array<i32: 512, 1, 1>, nvvm.maxntid = array<i32: 512, 1, 1>}
// CHECK:       llvm.mlir.global external constant @attn_module_manifest("attn-module 1\0A
// CHECK-SAME:      target cuda\0A
// CHECK-SAME:      entry @small 3 2\0A
// CHECK-SAME:      arg in memref bf16 4 1 64 2 64\0A
// CHECK-SAME:      arg in memref bf16 4 1 64 2 64\0A
// CHECK-SAME:      arg in memref bf16 4 1 64 2 64\0A
// CHECK-SAME:      arg out memref bf16 4 1 64 2 64\0A
// CHECK-SAME:      arg out memref f32 3 1 2 64\0A
// CHECK-SAME:      \00")

// The pipeline's options reach attn-to-gpu: 2 warps of 2 row tiles (64
// rows, one query tile), 32-key tiles, 3 stages, sm_80; with 3 stages the
// query tile has its own buffer: 64 * 72 * 2 + 3 * 32 * 288 = 9216 + 27648
// bytes; 167936 / 37888 = 4 blocks, within registers (estimate
// 2 * (32 + 16 + 16) + 40 = 168 <= 65536 / (64 * 4)).
// OPTS-LABEL: func.func @small(
// OPTS-DAG:     %[[SMEM:.+]] = arith.constant 36864 : i32
// OPTS-DAG:     %[[C64:.+]] = arith.constant 64 : index
// OPTS-DAG:     %[[C2:.+]] = arith.constant 2 : index
// OPTS-DAG:     %[[C1:.+]] = arith.constant 1 : index
// OPTS:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%[[C1]], %[[C2]], %[[C1]]) threads in (%[[C64]], %[[C1]], %[[C1]]) dynamic_shared_memory_size %[[SMEM]]
// OPTS:       gpu.module @attn_kernels [#nvvm.target<O = 3, chip = "sm_80", features = "+ptx80">] {
// OPTS-NEXT:    gpu.func @sdpa_fwd_0(
// OPTS-SAME:        kernel attributes {attn.block_kv = 32 : i64, attn.blocks_per_sm = 4 : i64, attn.mma = "mma.sync", attn.row_tiles = 2 : i64, attn.shared_memory_bytes = 36864 : i64, attn.stages = 3 : i64, attn.warps = 2 : i64, known_block_size = array<i32: 64, 1, 1>, nvvm.maxntid = array<i32: 64, 1, 1>, nvvm.minctasm = 4 : i32}
// OPTS:       @attn_module_manifest("attn-module 1\0Atarget cuda\0Aentry @small 3 2\0A

// Lowered: the kernels are a gpu.binary holding PTX for the chip, the launch
// takes the memref descriptors, and the entry has a C interface and the
// uniform wrapper.
// LOWERED-LABEL: llvm.func @small(
// LOWERED:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in ({{.+}}) threads in ({{.+}}) : i64 dynamic_shared_memory_size %{{.+}} args(
// LOWERED-NEXT:    llvm.return
// LOWERED-LABEL: llvm.func @_mlir_ciface_small(
// LOWERED-SAME:      %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr {bufferize.result}, %{{.+}}: !llvm.ptr {bufferize.result}) attributes {llvm.emit_c_interface}
// LOWERED:       gpu.binary @attn_kernels [#gpu.object<#nvvm.target<O = 3, chip = "sm_90a", features = "+ptx81">, properties = {{.*}}, assembly = "{{.*}}.target sm_90a{{.*}}.visible .entry sdpa_fwd_0({{.*}}"
// LOWERED:       llvm.mlir.global external constant @attn_module_manifest("attn-module 1\0Atarget cuda\0Aentry @small 3 2\0A
// LOWERED-LABEL: llvm.func @attn_entry_small(
// LOWERED-SAME:      %{{.+}}: !llvm.ptr) {
// LOWERED:         llvm.call @_mlir_ciface_small(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
func.func @small(%q: tensor<1x64x2x64xbf16>, %k: tensor<1x64x2x64xbf16>, %v: tensor<1x64x2x64xbf16>)
    -> (tensor<1x64x2x64xbf16>, tensor<1x2x64xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>)
      -> (tensor<1x64x2x64xbf16>, tensor<1x2x64xf32>)
  return %out, %lse : tensor<1x64x2x64xbf16>, tensor<1x2x64xf32>
}

// -----

// Two public functions: two entries in order, two kernels in one module. An
// input that is not a kernel operand of attention (the lengths) is an `in`
// argument and is passed after the out buffer. D = 32 takes the wgmma
// forward with a half 64-column block (two warpgroups of 64-key tiles, two
// stages): Q 128 x 64 x 2 = 16384, K and V 64 x 64 x 2 each per stage,
// 2 * 16384, + 1024 = 50176 bytes; 2 blocks.
// CHECK-LABEL: func.func @first(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0
// CHECK-LABEL: func.func @second(
// CHECK-SAME:      %[[Q:[^:]+]]: memref<2x4x128x32xf16>, %[[K:[^:]+]]: memref<2x1x128x32xf16>, %[[V:[^:]+]]: memref<2x1x128x32xf16>, %[[LENS:[^:]+]]: memref<2xi32>, %[[OUT:[^:]+]]: memref<2x4x128x32xf16> {bufferize.result})
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_1
// CHECK-SAME:        args(%[[Q]] : memref<2x4x128x32xf16>, %[[K]] : memref<2x1x128x32xf16>, %[[V]] : memref<2x1x128x32xf16>, %[[OUT]] : memref<2x4x128x32xf16>, %[[LENS]] : memref<2xi32>)
// CHECK:       gpu.module @attn_kernels
// CHECK:         gpu.func @sdpa_fwd_0(
// CHECK-SAME:        kernel attributes {attn.block_kv = 64 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "wgmma", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 50176 : i64, attn.stages = 2 : i64, attn.warps = 8 : i64, known_block_size = array<i32: 256, 1, 1>, nvvm.maxntid = array<i32: 256, 1, 1>, nvvm.minctasm = 2 : i32}
// CHECK:         gpu.func @sdpa_fwd_1(
// CHECK-SAME:        kernel attributes {attn.block_kv = 64 : i64, attn.blocks_per_sm = 2 : i64, attn.mma = "wgmma", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 50176 : i64, attn.stages = 2 : i64, attn.warps = 8 : i64, known_block_size = array<i32: 256, 1, 1>, nvvm.maxntid = array<i32: 256, 1, 1>, nvvm.minctasm = 2 : i32}
// CHECK:       llvm.mlir.global external constant @attn_module_manifest("attn-module 1\0A
// CHECK-SAME:      target cuda\0A
// CHECK-SAME:      entry @first 3 1\0A
// CHECK-SAME:      arg in memref f16 4 2 4 128 32\0A
// CHECK-SAME:      arg in memref f16 4 2 1 128 32\0A
// CHECK-SAME:      arg in memref f16 4 2 1 128 32\0A
// CHECK-SAME:      arg out memref f16 4 2 4 128 32\0A
// CHECK-SAME:      entry @second 4 1\0A
// CHECK-SAME:      arg in memref f16 4 2 4 128 32\0A
// CHECK-SAME:      arg in memref f16 4 2 1 128 32\0A
// CHECK-SAME:      arg in memref f16 4 2 1 128 32\0A
// CHECK-SAME:      arg in memref i32 1 2\0A
// CHECK-SAME:      arg out memref f16 4 2 4 128 32\0A
// CHECK-SAME:      \00")

// LOWERED-LABEL: llvm.func @attn_entry_first(
// LOWERED-LABEL: llvm.func @attn_entry_second(
func.func @first(%q: tensor<2x4x128x32xf16>, %k: tensor<2x1x128x32xf16>, %v: tensor<2x1x128x32xf16>)
    -> tensor<2x4x128x32xf16> {
  %out = attn.sdpa %q, %k, %v layout = bhsd
      : (tensor<2x4x128x32xf16>, tensor<2x1x128x32xf16>, tensor<2x1x128x32xf16>) -> tensor<2x4x128x32xf16>
  return %out : tensor<2x4x128x32xf16>
}

func.func @second(%q: tensor<2x4x128x32xf16>, %k: tensor<2x1x128x32xf16>, %v: tensor<2x1x128x32xf16>,
                  %lens: tensor<2xi32>) -> tensor<2x4x128x32xf16> {
  %out = attn.sdpa %q, %k, %v seqlens_kv(%lens) layout = bhsd causal = bottom_right
      : (tensor<2x4x128x32xf16>, tensor<2x1x128x32xf16>, tensor<2x1x128x32xf16>, tensor<2xi32>)
      -> tensor<2x4x128x32xf16>
  return %out : tensor<2x4x128x32xf16>
}

// -----

// Naive attention (the canonical form of test/Dialect/Attn/raise-*.mlir: bf16
// BSHD, GQA 4/2 by repeat, scale 1/4, causal window of 8 by an i1 mask,
// linalg.softmax) is raised and becomes one launch; nothing else is left on
// the host. 32 rows are one 64-row tile; D = 16: the 64 * 24 * 2 = 3072-byte
// query tile goes to K_1, 2 * 64 * (48 + 48) = 12288 bytes; 8 blocks by
// shared memory, 6 by registers (estimate 8 + 32 + 4 + 40 = 84;
// 65536 / (128 * 7) = 73).
// CHECK-LABEL: func.func @naive_gqa_swa(
// CHECK-SAME:      %[[Q:[^:]+]]: memref<2x32x4x16xbf16>, %[[K:[^:]+]]: memref<2x32x2x16xbf16>, %[[V:[^:]+]]: memref<2x32x2x16xbf16>, %[[OUT:[^:]+]]: memref<2x32x4x16xbf16> {bufferize.result})
// CHECK-NOT:     linalg.
// CHECK-NOT:     memref.alloc
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%{{.+}}) threads in (%{{.+}}) dynamic_shared_memory_size %{{.+}} args(%[[Q]] : memref<2x32x4x16xbf16>, %[[K]] : memref<2x32x2x16xbf16>, %[[V]] : memref<2x32x2x16xbf16>, %[[OUT]] : memref<2x32x4x16xbf16>)
// CHECK-NEXT:    return
// CHECK:         gpu.func @sdpa_fwd_0(
// CHECK-SAME:        attn.blocks_per_sm = 6 : i64, attn.mma = "mma.sync", attn.row_tiles = 1 : i64, attn.shared_memory_bytes = 12288 : i64
// CHECK-SAME:        nvvm.minctasm = 6 : i32
// Causal: the tiles are visited heaviest first.
// CHECK:           gpu.grid_dim x
// CHECK:       @attn_module_manifest("attn-module 1\0Atarget cuda\0Aentry @naive_gqa_swa 3 1\0A

// The raised op's grid: 1 tile (of 64 rows), 4 heads, batch 2.
// OPTS-LABEL: func.func @naive_gqa_swa(
// OPTS-DAG:     %[[C4:.+]] = arith.constant 4 : index
// OPTS-DAG:     %[[C2:.+]] = arith.constant 2 : index
// OPTS-DAG:     %[[C1:.+]] = arith.constant 1 : index
// OPTS:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 blocks in (%[[C1]], %[[C4]], %[[C2]])

// Without raising, the naive program stays linalg on the host and is
// rejected, naming the operations.
// NORAISE: cuda-pipeline.mlir:[[# @LINE + 6]]:9: error: 'memref.alloc' would run on the host of a GPU module, whose buffers are device memory; buffers that host code copies or reads
// NORAISE: cuda-pipeline.mlir:[[# @LINE + 6]]:9: error: 'linalg.generic' would run on the host of a GPU module
// NORAISE: error: 'memref.collapse_shape' would run on the host of a GPU module
// NORAISE-NOT: 'math.exp' would run
func.func @naive_gqa_swa(%q: tensor<2x32x4x16xbf16>, %k: tensor<2x32x2x16xbf16>,
                         %v: tensor<2x32x2x16xbf16>) -> (tensor<2x32x4x16xbf16>) {
  %e1 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g4 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, d) -> (b, j, g, d)>, affine_map<(b, j, g, r, d) -> (b, j, g, r, d)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%k : tensor<2x32x2x16xbf16>) outs(%e1 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a2: bf16, %a3: bf16):
      linalg.yield %a2 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep5 = tensor.collapse_shape %g4 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e6 = tensor.empty() : tensor<2x32x2x2x16xbf16>
  %g9 = linalg.generic {indexing_maps = [affine_map<(b, j, g, r, e) -> (b, j, g, e)>, affine_map<(b, j, g, r, e) -> (b, j, g, r, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "parallel"]}
       ins(%v : tensor<2x32x2x16xbf16>) outs(%e6 : tensor<2x32x2x2x16xbf16>) {
    ^bb0(%a7: bf16, %a8: bf16):
      linalg.yield %a7 : bf16
  } -> tensor<2x32x2x2x16xbf16>
  %rep10 = tensor.collapse_shape %g9 [[0], [1], [2, 3], [4]] : tensor<2x32x2x2x16xbf16> into tensor<2x32x4x16xbf16>
  %e11 = tensor.empty() : tensor<2x4x32x32xf32>
  %c12 = arith.constant 0.000000e+00 : f32
  %f13 = linalg.fill ins(%c12 : f32) outs(%e11 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %g21 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j, d) -> (b, i, h, d)>, affine_map<(b, h, i, j, d) -> (b, j, h, d)>, affine_map<(b, h, i, j, d) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%q, %rep5 : tensor<2x32x4x16xbf16>, tensor<2x32x4x16xbf16>) outs(%f13 : tensor<2x4x32x32xf32>) {
    ^bb0(%a14: bf16, %a15: bf16, %a16: f32):
      %t17 = arith.extf %a14 : bf16 to f32
      %t18 = arith.extf %a15 : bf16 to f32
      %t19 = arith.mulf %t17, %t18 : f32
      %t20 = arith.addf %a16, %t19 : f32
      linalg.yield %t20 : f32
  } -> tensor<2x4x32x32xf32>
  %e22 = tensor.empty() : tensor<32x32xi1>
  %g31 = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>], iterator_types = ["parallel", "parallel"]}
       outs(%e22 : tensor<32x32xi1>) {
    ^bb0(%a23: i1):
      %ix24 = linalg.index 0 : index
      %ix25 = linalg.index 1 : index
      %c26 = arith.constant 8 : index
      %t27 = arith.subi %ix24, %c26 : index
      %t28 = arith.cmpi sle, %ix25, %ix24 : index
      %t29 = arith.cmpi sge, %ix25, %t27 : index
      %t30 = arith.andi %t28, %t29 : i1
      linalg.yield %t30 : i1
  } -> tensor<32x32xi1>
  %e32 = tensor.empty() : tensor<2x4x32x32xf32>
  %g37 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g21 : tensor<2x4x32x32xf32>) outs(%e32 : tensor<2x4x32x32xf32>) {
    ^bb0(%a33: f32, %a34: f32):
      %c35 = arith.constant 2.500000000e-01 : f32
      %t36 = arith.mulf %a33, %c35 : f32
      linalg.yield %t36 : f32
  } -> tensor<2x4x32x32xf32>
  %e38 = tensor.empty() : tensor<2x4x32x32xf32>
  %g44 = linalg.generic {indexing_maps = [affine_map<(b, h, i, j) -> (b, h, i, j)>, affine_map<(b, h, i, j) -> (i, j)>, affine_map<(b, h, i, j) -> (b, h, i, j)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g37, %g31 : tensor<2x4x32x32xf32>, tensor<32x32xi1>) outs(%e38 : tensor<2x4x32x32xf32>) {
    ^bb0(%a39: f32, %a40: i1, %a41: f32):
      %c42 = arith.constant -3.40282347E+38 : f32
      %t43 = arith.select %a40, %a39, %c42 : f32
      linalg.yield %t43 : f32
  } -> tensor<2x4x32x32xf32>
  %e45 = tensor.empty() : tensor<2x4x32x32xf32>
  %sm46 = linalg.softmax dimension(3) ins(%g44 : tensor<2x4x32x32xf32>) outs(%e45 : tensor<2x4x32x32xf32>) -> tensor<2x4x32x32xf32>
  %e47 = tensor.empty() : tensor<2x32x4x16xf32>
  %c48 = arith.constant 0.000000e+00 : f32
  %f49 = linalg.fill ins(%c48 : f32) outs(%e47 : tensor<2x32x4x16xf32>) -> tensor<2x32x4x16xf32>
  %g56 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e, j) -> (b, h, i, j)>, affine_map<(b, i, h, e, j) -> (b, j, h, e)>, affine_map<(b, i, h, e, j) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel", "reduction"]}
       ins(%sm46, %rep10 : tensor<2x4x32x32xf32>, tensor<2x32x4x16xbf16>) outs(%f49 : tensor<2x32x4x16xf32>) {
    ^bb0(%a50: f32, %a51: bf16, %a52: f32):
      %t53 = arith.extf %a51 : bf16 to f32
      %t54 = arith.mulf %a50, %t53 : f32
      %t55 = arith.addf %t54, %a52 : f32
      linalg.yield %t55 : f32
  } -> tensor<2x32x4x16xf32>
  %e57 = tensor.empty() : tensor<2x32x4x16xbf16>
  %g61 = linalg.generic {indexing_maps = [affine_map<(b, i, h, e) -> (b, i, h, e)>, affine_map<(b, i, h, e) -> (b, i, h, e)>], iterator_types = ["parallel", "parallel", "parallel", "parallel"]}
       ins(%g56 : tensor<2x32x4x16xf32>) outs(%e57 : tensor<2x32x4x16xbf16>) {
    ^bb0(%a58: f32, %a59: bf16):
      %t60 = arith.truncf %a58 : f32 to bf16
      linalg.yield %t60 : bf16
  } -> tensor<2x32x4x16xbf16>
  return %g61 : tensor<2x32x4x16xbf16>
}

// -----

// Returning an input unchanged copies it into the out-parameter on the host.
func.func @returns_input(%q: tensor<1x64x2x64xbf16>, %k: tensor<1x64x2x64xbf16>, %v: tensor<1x64x2x64xbf16>)
    -> (tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>) {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>) -> tensor<1x64x2x64xbf16>
  // expected-error @+1 {{'memref.copy' would run on the host of a GPU module, whose buffers are device memory; buffers that host code copies or reads (a dynamically shaped or repeated result, a returned input, the input of code that was not compiled for the GPU) cannot be device memory, and the CUDA target does not copy yet}}
  return %out, %q : tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>
}

// -----

// Non-attention tensor code (a residual add) stays a loop nest on the host;
// the attention result feeding it is then a host allocation too.
func.func @residual_add(%q: tensor<1x64x2x64xbf16>, %k: tensor<1x64x2x64xbf16>, %v: tensor<1x64x2x64xbf16>)
    -> tensor<1x64x2x64xbf16> {
  // expected-error @+1 {{'memref.alloc' would run on the host of a GPU module}}
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>) -> tensor<1x64x2x64xbf16>
  %empty = tensor.empty() : tensor<1x64x2x64xbf16>
  // expected-error @+1 {{'linalg.generic' would run on the host of a GPU module, whose buffers are device memory; only attn ops are compiled for the GPU (was part of the program not raised to attn ops?)}}
  %sum = linalg.add ins(%out, %q : tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>)
      outs(%empty : tensor<1x64x2x64xbf16>) -> tensor<1x64x2x64xbf16>
  return %sum : tensor<1x64x2x64xbf16>
}

// -----

// An intermediate result (one attention feeding another) is only touched by
// kernels and by the host's encoding of a TMA descriptor for it (the
// producer kernel reads the second op's query through one):
// attn-device-allocations places it in device memory, allocated and freed
// in stream order around the launches.
// CHECK-LABEL: func.func @chained(
// CHECK-NOT:     memref.alloc
// CHECK:         %[[T0:.+]] = gpu.wait async
// CHECK-NEXT:    %[[FIRST:[^,]+]], %[[T1:.+]] = gpu.alloc async [%[[T0]]] () : memref<1x64x2x64xbf16>
// CHECK-NEXT:    gpu.wait [%[[T1]]]
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_0 {{.+}} args({{.+}}, %[[FIRST]] : memref<1x64x2x64xbf16>, {{.+}} : !llvm.array<16 x i64>
// CHECK:         %[[FIRSTMAP:.+]] = attn_nv.tensor_map %[[FIRST]] box
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_fwd_1 {{.+}} args(%[[FIRST]] : memref<1x64x2x64xbf16>, {{.+}}, %[[FIRSTMAP]] : !llvm.array<16 x i64>,
// CHECK:         %[[T2:.+]] = gpu.wait async
// CHECK-NEXT:    %[[T3:.+]] = gpu.dealloc async [%[[T2]]] %[[FIRST]] : memref<1x64x2x64xbf16>
// CHECK-NEXT:    gpu.wait [%[[T3]]]
// CHECK-NEXT:    return
func.func @chained(%q: tensor<1x64x2x64xbf16>, %k: tensor<1x64x2x64xbf16>, %v: tensor<1x64x2x64xbf16>)
    -> tensor<1x64x2x64xbf16> {
  %first = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>) -> tensor<1x64x2x64xbf16>
  %second = attn.sdpa %first, %k, %v layout = bshd causal = top_left
      : (tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>, tensor<1x64x2x64xbf16>) -> tensor<1x64x2x64xbf16>
  return %second : tensor<1x64x2x64xbf16>
}

// -----

// LIMITATION: only static allocations are hoisted into out-parameters, so
// results of dynamic shape are allocated on the host and copied out.
func.func @dynamic_sequence(%q: tensor<1x?x2x64xbf16>, %k: tensor<1x?x2x64xbf16>, %v: tensor<1x?x2x64xbf16>)
    -> tensor<1x?x2x64xbf16> {
  // expected-error @+1 {{'memref.alloc' would run on the host of a GPU module}}
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x?x2x64xbf16>, tensor<1x?x2x64xbf16>, tensor<1x?x2x64xbf16>) -> tensor<1x?x2x64xbf16>
  // expected-error @+1 {{'memref.copy' would run on the host of a GPU module}}
  return %out : tensor<1x?x2x64xbf16>
}
