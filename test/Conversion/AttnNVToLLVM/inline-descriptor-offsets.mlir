// RUN: attn-opt %s --convert-attn-nv-to-llvm | FileCheck %s
// RUN: attn-opt %s --convert-attn-nv-to-llvm=inline-descriptor-offsets=true | FileCheck %s
// RUN: attn-opt %s --convert-attn-nv-to-llvm=inline-descriptor-offsets=false | FileCheck %s --check-prefix=OFF

// With inline-descriptor-offsets (the default), the k16 steps' descriptors that are one
// base plus a constant enter the asm as that base (one operand per distinct
// base, whichever operand it feeds), and an add.s64 into a scratch register
// (attn_da for A, attn_db for B) adds the constant before the step. A step
// whose descriptor is the base itself, or a value that is no such sum,
// uses the operand directly.
// CHECK-LABEL: func.func @steps(
// CHECK-SAME:      %[[A:[a-z0-9]+]]: i64, %[[B:[a-z0-9]+]]: i64, %[[OTHER:[a-z0-9]+]]: i64
// CHECK:         llvm.inline_asm has_side_effects "{\0A.reg .pred attn_zd, attn_one;\0A.reg .b64 attn_da, attn_db;\0Asetp.ne.b32 attn_zd, $7, 0;\0Asetp.eq.b32 attn_one, $7, 0;\0Awgmma.fence.sync.aligned;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, $4, $5, attn_zd, 1, 1, 0, 0;\0Aadd.s64 attn_da, $4, 2;\0Aadd.s64 attn_db, $5, 64;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, attn_da, attn_db, attn_one, 1, 1, 0, 0;\0Aadd.s64 attn_da, $4, 4;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.bf16.bf16 {$0, $1, $2, $3}, attn_da, $6, attn_one, 1, 1, 0, 0;\0Awgmma.commit_group.sync.aligned;\0Awgmma.wait_group.sync.aligned 0;\0A}", "=f,=f,=f,=f,l,l,l,r,~{memory}" %[[A]], %[[B]], %[[OTHER]], %{{.+}} : (i64, i64, i64, i32) -> !llvm.struct<(f32, f32, f32, f32)>
// Without the option every step's descriptor is an operand.
// OFF-LABEL: func.func @steps(
// OFF:         "=f,=f,=f,=f,l,l,l,l,l,l,r,~{memory}"
func.func @steps(%a: i64, %b: i64, %other: i64) -> f32 {
  %c2 = arith.constant 2 : i64
  %c4 = arith.constant 4 : i64
  %c64 = arith.constant 64 : i64
  %a1 = arith.addi %a, %c2 : i64
  %a2 = arith.addi %c4, %a : i64
  %b1 = arith.addi %b, %c64 : i64
  %s:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 3, a = descriptor>]
      element = bf16 a_descriptors(%a, %a1, %a2) b_descriptors(%b, %b1, %other)
  return %s#0 : f32
}

// Two products of one unit share their bases: Sᵀ's and dPᵀ's B operands
// are one tile, so the base is one operand.
// CHECK-LABEL: func.func @shared_base(
// CHECK:         llvm.inline_asm has_side_effects "{{.+}}wgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$0, $1, $2, $3}, $8, $9, attn_zd, 1, 1, 0, 0;\0Awgmma.commit_group.sync.aligned;\0Aadd.s64 attn_db, $9, 128;\0Awgmma.mma_async.sync.aligned.m64n8k16.f32.f16.f16 {$4, $5, $6, $7}, $10, attn_db, attn_zd, 1, 1, 0, 0;\0Awgmma.commit_group.sync.aligned;\0A}", "=f,=f,=f,=f,=f,=f,=f,=f,l,l,l,r,~{memory}"
func.func @shared_base(%k: i64, %q: i64, %v: i64) -> (f32, f32) {
  %c128 = arith.constant 128 : i64
  %q1 = llvm.add %q, %c128 : i64
  %s:8 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = descriptor>,
                                #attn_nv.product<n = 8, steps = 1, a = descriptor>]
      element = f16 a_descriptors(%k, %v) b_descriptors(%q, %q1) in_flight
  %w:2 = attn_nv.warpgroup_wait 0 values(%s#0, %s#4)
  return %w#0, %w#1 : f32, f32
}
