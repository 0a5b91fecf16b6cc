// RUN: attn-opt %s --convert-attn-nv-to-llvm | FileCheck %s

// The one place where the attn_nv ops become PTX: each op is one
// llvm.inline_asm. A product group fences once, issues every k16 step of
// each product (results tied to accumulators, register A as four 32-bit
// registers, descriptors as 64-bit ones), commits each product as a group
// and, unless in flight, waits for all. A zero register sets the
// predicates: attn_zd (scale-d = 0) starts a product without accumulators
// from zero at its first step, attn_one accumulates.

// S = Q·Kᵀ: both operands by descriptor, two k16 steps, the first from zero.
// CHECK-LABEL: func.func @score(
// CHECK:         llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    llvm.inline_asm has_side_effects "{\0A.reg .pred attn_zd, attn_one;\0Asetp.ne.b32 attn_zd, $8, 0;\0Asetp.eq.b32 attn_one, $8, 0;\0Awgmma.fence.sync.aligned;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, $4, $6, attn_zd, 1, 1, 0, 0;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, $5, $7, attn_one, 1, 1, 0, 0;\0Awgmma.commit_group.sync.aligned;\0Awgmma.wait_group.sync.aligned 0;\0A}", "=f,=f,=f,=f,l,l,l,l,r,~{memory}" %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : (i64, i64, i64, i64, i32) -> !llvm.struct<(f32, f32, f32, f32)>
func.func @score(%da0: i64, %da1: i64, %db0: i64, %db1: i64) -> f32 {
  %s:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 2, a = descriptor>]
      element = bf16 a_descriptors(%da0, %da1) b_descriptors(%db0, %db1)
  return %s#3 : f32
}

// O += P·V: P in registers, B N-major (transpose_b), accumulating.
// CHECK-LABEL: func.func @value(
// CHECK:         llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    llvm.inline_asm has_side_effects "{\0A.reg .pred attn_zd, attn_one;\0Asetp.ne.b32 attn_zd, $13, 0;\0Asetp.eq.b32 attn_one, $13, 0;\0Awgmma.fence.sync.aligned;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, {$8, $9, $10, $11}, $12, attn_one, 1, 1, 1;\0Awgmma.commit_group.sync.aligned;\0Awgmma.wait_group.sync.aligned 0;\0A}", "=f,=f,=f,=f,0,1,2,3,r,r,r,r,l,r,~{memory}" %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : (f32, f32, f32, f32, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32)>
func.func @value(%c0: f32, %c1: f32, %c2: f32, %c3: f32, %r0: i32, %r1: i32, %r2: i32, %r3: i32, %db: i64) -> f32 {
  %o:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = registers, transpose_b = true, accumulate = true>]
      element = f16 accumulators(%c0, %c1, %c2, %c3) a(%r0, %r1, %r2, %r3) b_descriptors(%db)
  return %o#0 : f32
}

// Two products in flight as two commit groups; the waits pass each value
// through a tied register and keep the register A operands alive.
// CHECK-LABEL: func.func @overlapped(
// CHECK:         llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    llvm.inline_asm has_side_effects "{\0A.reg .pred attn_zd, attn_one;\0Asetp.ne.b32 attn_zd, $19, 0;\0Asetp.eq.b32 attn_one, $19, 0;\0Awgmma.fence.sync.aligned;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, $12, $13, attn_zd, 1, 1, 0, 0;\0Awgmma.commit_group.sync.aligned;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$4, $5, $6, $7}, {$14, $15, $16, $17}, $18, attn_one, 1, 1, 1;\0Awgmma.commit_group.sync.aligned;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,4,5,6,7,l,l,r,r,r,r,l,r,~{memory}" %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : (f32, f32, f32, f32, i64, i64, i32, i32, i32, i32, i64, i32) -> !llvm.struct<(f32, f32, f32, f32, f32, f32, f32, f32)>
// CHECK:         llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 1;", "=f,=f,=f,=f,0,1,2,3,~{memory}" %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : (f32, f32, f32, f32) -> !llvm.struct<(f32, f32, f32, f32)>
// CHECK:         llvm.inline_asm has_side_effects "wgmma.wait_group.sync.aligned 0;", "=f,=f,=f,=f,0,1,2,3,r,r,~{memory}" %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : (f32, f32, f32, f32, i32, i32) -> !llvm.struct<(f32, f32, f32, f32)>
func.func @overlapped(%c: f32, %r: i32, %da: i64, %db: i64, %dv: i64) -> (f32, f32) {
  %i:8 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = descriptor>,
                                #attn_nv.product<n = 8, steps = 1, a = registers, transpose_b = true, accumulate = true>]
      element = bf16 accumulators(%c, %c, %c, %c) a(%r, %r, %r, %r)
      a_descriptors(%da) b_descriptors(%db, %dv) in_flight
  %s:4 = attn_nv.warpgroup_wait 1 values(%i#0, %i#1, %i#2, %i#3)
  %o:4 = attn_nv.warpgroup_wait 0 values(%i#4, %i#5, %i#6, %i#7) keep(%r, %r)
  return %s#0, %o#3 : f32, f32
}

// A wait after given values: a warp-uniform branch on them (vote.sync.any
// of each < 0) picks one of two copies of the wait, which ends ptxas's
// basic block there, so it cannot hoist the wait above their computation.
// The values follow the tied and the kept operands.
// CHECK-LABEL: func.func @wait_after(
// CHECK:         llvm.inline_asm has_side_effects "{\0A.reg .pred attn_after, attn_any;\0Asetp.lt.f32 attn_after, $3, 0f00000000;\0Asetp.lt.or.f32 attn_after, $4, 0f00000000, attn_after;\0Avote.sync.any.pred attn_any, attn_after, -1;\0A@attn_any bra ATTN_OTHER;\0Awgmma.wait_group.sync.aligned 0;\0Abra.uni ATTN_DONE;\0AATTN_OTHER:\0Awgmma.wait_group.sync.aligned 0;\0AATTN_DONE:\0A}", "=f,0,r,f,f,~{memory}" %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : (f32, i32, f32, f32) -> !llvm.struct<(f32)>
func.func @wait_after(%c: f32, %r: i32, %s0: f32, %s1: f32) -> f32 {
  %o:1 = attn_nv.warpgroup_wait 0 values(%c) keep(%r) after(%s0, %s1)
  return %o#0 : f32
}

// A M-major (transpose_a) and B N-major.
// CHECK-LABEL: func.func @transposed(
// CHECK:         llvm.mlir.constant(0 : i32) : i32
// CHECK-NEXT:    llvm.inline_asm has_side_effects "{\0A.reg .pred attn_zd, attn_one;\0Asetp.ne.b32 attn_zd, $6, 0;\0Asetp.eq.b32 attn_one, $6, 0;\0Awgmma.fence.sync.aligned;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, $4, $5, attn_zd, 1, 1, 1, 1;\0Awgmma.commit_group.sync.aligned;\0Awgmma.wait_group.sync.aligned 0;\0A}", "=f,=f,=f,=f,l,l,r,~{memory}" %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : (i64, i64, i32) -> !llvm.struct<(f32, f32, f32, f32)>
func.func @transposed(%da: i64, %db: i64) -> f32 {
  %t:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = descriptor, transpose_a = true, transpose_b = true>]
      element = bf16 a_descriptors(%da) b_descriptors(%db)
  return %t#0 : f32
}

// CHECK-LABEL: func.func @reductions(
// CHECK:         llvm.inline_asm has_side_effects "red.global.add.f32 [$0], $1;", "l,f" %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : (!llvm.ptr<1>, f32) -> ()
// CHECK:         llvm.inline_asm has_side_effects "red.global.add.v2.f32 [$0], {$1, $2};", "l,f,f" %{{[a-z0-9]+}}, %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : (!llvm.ptr<1>, f32, f32) -> ()
func.func @reductions(%p: !llvm.ptr<1>, %x: f32, %y: f32) {
  attn_nv.reduce_add %p, %x : !llvm.ptr<1>
  attn_nv.reduce_add %p, %x, %y : !llvm.ptr<1>
  return
}

// CHECK-LABEL: func.func @bulk_reduction(
// CHECK:         llvm.inline_asm has_side_effects "cp.reduce.async.bulk.global.shared::cta.bulk_group.add.f32 [$0], [$1], 16384;", "l,l" %{{[a-z0-9]+}}, %{{[a-z0-9]+}} : (!llvm.ptr<1>, !llvm.ptr<3>) -> ()
func.func @bulk_reduction(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>) {
  attn_nv.bulk_reduce_add %g, %s, 16384 : !llvm.ptr<1>, !llvm.ptr<3>
  return
}

// CHECK-LABEL: func.func @thread_id(
// CHECK:         %[[T:.+]] = llvm.inline_asm has_side_effects "mov.u32 $0, %tid.x;", "=r"  : () -> i32
// CHECK-NEXT:    return %[[T]] : i32
func.func @thread_id() -> i32 {
  %t = attn_nv.thread_id : i32
  return %t : i32
}

// Host side: a TMA descriptor is encoded by the runtime into a 64-byte
// aligned slot (element kind 1 = bf16, rank 4, sizes, element strides and
// box outermost first, the fifth slot of each 0) and loaded as the value
// the launch passes. The encoder is declared once per module.
// CHECK-LABEL: func.func @encode(
// CHECK-SAME:      %[[K:.+]]: memref<2x?x8x128xbf16>
// CHECK:         %[[ONE:.+]] = llvm.mlir.constant(1 : i64) : i64
// CHECK:         %[[SLOT:.+]] = llvm.alloca %[[ONE]] x !llvm.array<16 x i64> {alignment = 64 : i64} : (i64) -> !llvm.ptr
// CHECK:         %[[BASE:.+]] = memref.extract_aligned_pointer_as_index %[[K]]
// CHECK:         %[[D0:.+]] = memref.dim %[[K]], %c0
// CHECK:         %[[S0:.+]] = arith.index_cast %[[D0]] : index to i64
// CHECK:         %[[D1:.+]] = memref.dim %[[K]], %c1
// CHECK:         %[[S1:.+]] = arith.index_cast %[[D1]] : index to i64
// CHECK:         %[[D2:.+]] = memref.dim %[[K]], %c2
// CHECK:         %[[S2:.+]] = arith.index_cast %[[D2]] : index to i64
// CHECK:         %[[D3:.+]] = memref.dim %[[K]], %c3
// CHECK:         %[[S3:.+]] = arith.index_cast %[[D3]] : index to i64
// CHECK:         %[[T2:.+]] = llvm.mul %[[ONE]], %[[S3]] : i64
// CHECK:         %[[T1:.+]] = llvm.mul %[[T2]], %[[S2]] : i64
// CHECK:         %[[T0:.+]] = llvm.mul %[[T1]], %[[S1]] : i64
// CHECK:         %[[B0:.+]] = llvm.mlir.constant(1 : i64) : i64
// CHECK:         %[[B1:.+]] = llvm.mlir.constant(48 : i64) : i64
// CHECK:         %[[B2:.+]] = llvm.mlir.constant(1 : i64) : i64
// CHECK:         %[[B3:.+]] = llvm.mlir.constant(64 : i64) : i64
// CHECK:         %[[BF16:.+]] = llvm.mlir.constant(1 : i64) : i64
// CHECK:         %[[PTR:.+]] = llvm.inttoptr
// CHECK:         %[[RANK:.+]] = llvm.mlir.constant(4 : i64) : i64
// CHECK:         llvm.call @attn_mgpuTensorMapEncodeTiled(%[[SLOT]], %[[BF16]], %[[PTR]], %[[RANK]], %[[S0]], %[[S1]], %[[S2]], %[[S3]], %{{.+}}, %[[T0]], %[[T1]], %[[T2]], %[[ONE]], %{{.+}}, %[[B0]], %[[B1]], %[[B2]], %[[B3]], %{{.+}})
// CHECK:         %[[MAP:.+]] = llvm.load %[[SLOT]] {alignment = 64 : i64} : !llvm.ptr -> !llvm.array<16 x i64>
// CHECK:         return %[[MAP]]
func.func @encode(%k: memref<2x?x8x128xbf16>) -> !llvm.array<16 x i64> {
  %m = attn_nv.tensor_map %k box [1, 48, 1, 64] : memref<2x?x8x128xbf16>
  return %m : !llvm.array<16 x i64>
}

// f16 is element kind 0.
// CHECK-LABEL: func.func @encode_f16(
// CHECK:         %[[F16:.+]] = llvm.mlir.constant(0 : i64) : i64
// CHECK:         llvm.inttoptr
// CHECK:         llvm.mlir.constant(2 : i64) : i64
// CHECK:         llvm.call @attn_mgpuTensorMapEncodeTiled(%{{.+}}, %[[F16]],
func.func @encode_f16(%x: memref<64x64xf16>) -> !llvm.array<16 x i64> {
  %m = attn_nv.tensor_map %x box [32, 64] : memref<64x64xf16>
  return %m : !llvm.array<16 x i64>
}

// A persistent kernel's grid: the runtime's multiprocessor count, declared
// once per module, as an index.
// CHECK-LABEL: func.func @persistent_grid(
// CHECK:         %[[COUNT:.+]] = llvm.call @attn_mgpuMultiprocessorCount() : () -> i64
// CHECK-NEXT:    %[[INDEX:.+]] = arith.index_cast %[[COUNT]] : i64 to index
// CHECK:         llvm.call @attn_mgpuMultiprocessorCount()
// CHECK:         arith.addi %[[INDEX]],
// The declarations, each once, at the module's end.
// CHECK:       llvm.func @attn_mgpuTensorMapEncodeTiled(!llvm.ptr, i64, !llvm.ptr, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64, i64)
// CHECK-NOT:   llvm.func @attn_mgpuTensorMapEncodeTiled
// CHECK:       llvm.func @attn_mgpuMultiprocessorCount() -> i64
// CHECK-NOT:   llvm.func @attn_mgpu
func.func @persistent_grid() -> index {
  %a = attn_nv.multiprocessor_count : index
  %b = attn_nv.multiprocessor_count : index
  %sum = arith.addi %a, %b : index
  return %sum : index
}
