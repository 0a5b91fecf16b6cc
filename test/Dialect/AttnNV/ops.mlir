// RUN: attn-opt %s | attn-opt | FileCheck %s
// RUN: attn-opt %s --mlir-print-op-generic | attn-opt | FileCheck %s
// RUN: attn-opt %s --loop-invariant-code-motion | FileCheck %s --check-prefix=LICM

// Every attn_nv op and attribute prints and parses back unchanged.

// CHECK-LABEL: func.func @products(
// CHECK:         %[[S:.+]]:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 2, a = descriptor>] element = bf16 a_descriptors(%{{.+}}, %{{.+}}) b_descriptors(%{{.+}}, %{{.+}}){{$}}
// CHECK:         %[[O:.+]]:8 = attn_nv.warpgroup_mma [#attn_nv.product<n = 16, steps = 1, a = registers, transpose_b = true, accumulate = true>] element = f16 accumulators(%[[S]]#0, %[[S]]#1, %[[S]]#2, %[[S]]#3, %[[S]]#0, %[[S]]#1, %[[S]]#2, %[[S]]#3) a(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) b_descriptors(%{{.+}}){{$}}
// CHECK:         %[[T:.+]]:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = descriptor, transpose_a = true, transpose_b = true>] element = bf16 a_descriptors(%{{.+}}) b_descriptors(%{{.+}}){{$}}
func.func @products(%da: i64, %db: i64, %r: i32) -> (f32, f32, f32) {
  %s:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 2, a = descriptor>]
      element = bf16 a_descriptors(%da, %da) b_descriptors(%db, %db)
  %o:8 = attn_nv.warpgroup_mma [#attn_nv.product<n = 16, steps = 1, a = registers, transpose_b = true, accumulate = true>]
      element = f16 accumulators(%s#0, %s#1, %s#2, %s#3, %s#0, %s#1, %s#2, %s#3)
      a(%r, %r, %r, %r) b_descriptors(%db)
  %t:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = descriptor, transpose_a = true, transpose_b = true>]
      element = bf16 a_descriptors(%da) b_descriptors(%db)
  return %s#0, %o#7, %t#3 : f32, f32, f32
}

// Two products issued together and left in flight; the waits return them.
// CHECK-LABEL: func.func @in_flight(
// CHECK:         %[[I:.+]]:8 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = descriptor>, #attn_nv.product<n = 8, steps = 1, a = registers, accumulate = true>] element = bf16 accumulators(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) a(%{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}) a_descriptors(%{{.+}}) b_descriptors(%{{.+}}, %{{.+}}) in_flight
// CHECK:         %[[A:.+]]:4 = attn_nv.warpgroup_wait 1 values(%[[I]]#0, %[[I]]#1, %[[I]]#2, %[[I]]#3){{$}}
// CHECK:         %[[B:.+]]:5 = attn_nv.warpgroup_wait 0 values(%[[I]]#4, %[[I]]#5, %[[I]]#6, %[[I]]#7, %{{.+}}) keep(%{{.+}}, %{{.+}}){{$}}
// CHECK:         attn_nv.warpgroup_wait 0 values(%[[A]]#0) after(%[[B]]#4, %{{.+}}){{$}}
// CHECK:         attn_nv.warpgroup_wait 0 values(%[[A]]#1) keep(%{{.+}}) after(%{{.+}}){{$}}
func.func @in_flight(%c: f32, %r: i32, %da: i64, %db: i64) -> (f32, f32) {
  %i:8 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = descriptor>,
                                #attn_nv.product<n = 8, steps = 1, a = registers, accumulate = true>]
      element = bf16 accumulators(%c, %c, %c, %c) a(%r, %r, %r, %r)
      a_descriptors(%da) b_descriptors(%db, %db) in_flight
  %a:4 = attn_nv.warpgroup_wait 1 values(%i#0, %i#1, %i#2, %i#3)
  %b:5 = attn_nv.warpgroup_wait 0 values(%i#4, %i#5, %i#6, %i#7, %c) keep(%r, %r)
  %d:1 = attn_nv.warpgroup_wait 0 values(%a#0) after(%b#4, %c)
  %e:1 = attn_nv.warpgroup_wait 0 values(%a#1) keep(%r) after(%c)
  return %d#0, %e#0 : f32, f32
}

// CHECK-LABEL: func.func @reductions(
// CHECK:         attn_nv.reduce_add %{{.+}}, %{{.+}} : !llvm.ptr<1>
// CHECK:         attn_nv.reduce_add %{{.+}}, %{{.+}}, %{{.+}} : !llvm.ptr
func.func @reductions(%global: !llvm.ptr<1>, %generic: !llvm.ptr, %x: f32) {
  attn_nv.reduce_add %global, %x : !llvm.ptr<1>
  attn_nv.reduce_add %generic, %x, %x : !llvm.ptr
  return
}

// CHECK-LABEL: func.func @bulk_reduction(
// CHECK:         attn_nv.bulk_reduce_add %{{.+}}, %{{.+}}, 16384 : !llvm.ptr<1>, !llvm.ptr<3>
func.func @bulk_reduction(%global: !llvm.ptr<1>, %shared: !llvm.ptr<3>) {
  attn_nv.bulk_reduce_add %global, %shared, 16384 : !llvm.ptr<1>, !llvm.ptr<3>
  return
}

// TMA descriptors: encoded by host code, passed by value, addressed in the
// kernel.
// CHECK-LABEL: func.func @tensor_maps(
// CHECK:         %[[M:.+]] = attn_nv.tensor_map %{{.+}} box [1, 48, 1, 64] : memref<2x4096x8x128xbf16>
// CHECK:         attn_nv.tensor_map %{{.+}} box [128, 64] : memref<?x?xf16>
// CHECK:         attn_nv.tensor_map_address %[[M]] : !llvm.array<16 x i64> -> !llvm.ptr
func.func @tensor_maps(%k: memref<2x4096x8x128xbf16>, %x: memref<?x?xf16>) -> !llvm.ptr {
  %m = attn_nv.tensor_map %k box [1, 48, 1, 64] : memref<2x4096x8x128xbf16>
  %n = attn_nv.tensor_map %x box [128, 64] : memref<?x?xf16>
  %a = attn_nv.tensor_map_address %m : !llvm.array<16 x i64> -> !llvm.ptr
  return %a : !llvm.ptr
}

// attn_nv.thread_id is read where it stands: loop-invariant code motion
// leaves it, and what is computed from it, in the loop, while it hoists the
// same computation from gpu.thread_id.
// CHECK-LABEL: func.func @thread_id(
// CHECK:         %{{.+}} = attn_nv.thread_id : i32
// LICM-LABEL: func.func @thread_id(
// LICM:         gpu.thread_id x
// LICM:         arith.index_cast
// LICM-NEXT:    arith.muli
// LICM:         scf.for
// LICM-NEXT:      %[[T:.+]] = attn_nv.thread_id : i32
// LICM-NEXT:      arith.muli %[[T]]
// LICM:         return
func.func @thread_id(%n: index, %p: !llvm.ptr<3>) {
  %c0 = arith.constant 0 : index
  %c1 = arith.constant 1 : index
  %c16 = arith.constant 16 : i32
  scf.for %i = %c0 to %n step %c1 {
    %hoisted = gpu.thread_id x
    %h = arith.index_cast %hoisted : index to i32
    %a = arith.muli %h, %c16 : i32
    %t = attn_nv.thread_id : i32
    %b = arith.muli %t, %c16 : i32
    %pa = llvm.getelementptr %p[%a] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    %pb = llvm.getelementptr %p[%b] : (!llvm.ptr<3>, i32) -> !llvm.ptr<3>, i8
    llvm.store %a, %pa : i32, !llvm.ptr<3>
    llvm.store %b, %pb : i32, !llvm.ptr<3>
  }
  return
}
