// RUN: attn-opt %s -split-input-file --attn-cpu-pipeline -verify-diagnostics | FileCheck %s
// RUN: attn-opt %s -split-input-file --attn-cpu-pipeline -verify-diagnostics | FileCheck %s --check-prefix=LOWERED
// RUN: not attn-opt %s -split-input-file --attn-cpu-pipeline="key-tile=12" 2>&1 | FileCheck %s --check-prefix=BADTILE

// The whole CPU pipeline, tensors to the LLVM dialect: every public function
// becomes an entry with out-parameters, a C interface and a uniform
// `attn_entry_<name>(void **args)` wrapper, described in the
// `attn_module_manifest` string that the runtime reads.

// Everything is in the LLVM (and OpenMP) dialects; no private function
// becomes an entry.
// LOWERED-NOT: {{[ =] (attn|bufferization|linalg|tensor|memref|scf|vector|arith|math|cf|func)\.}}
// LOWERED-NOT: unrealized_conversion_cast
// LOWERED-NOT: helper\0A
// LOWERED-NOT: _mlir_ciface_helper
// LOWERED-NOT: attn_entry_helper


// The pipeline's tile options reach attn-to-cpu.
// BADTILE: error: 'attn.online_init' op invalid CPU key tile 12 (a positive multiple of 8)

// The kernel runs its (batch, head, query tile) tasks in an OpenMP parallel
// loop with per-task stack tiles; the results are out-parameters, so there is
// no heap allocation.
// CHECK-LABEL: llvm.func @small(
// CHECK-SAME:      attributes {llvm.emit_c_interface}
// CHECK-NOT:     llvm.call @malloc
// CHECK:         omp.parallel {
// CHECK-NEXT:      omp.wsloop {
// CHECK-NEXT:        omp.loop_nest
// CHECK:               llvm.intr.stacksave
// CHECK:               llvm.alloca
// CHECK:               llvm.intr.fma
// CHECK:               llvm.intr.stackrestore
// CHECK:             omp.yield
// CHECK:         omp.terminator
// CHECK-NOT:     llvm.call @malloc
// CHECK:         llvm.return

// Inputs, then the out-parameters of the two results, each by descriptor.
// CHECK-LABEL: llvm.func @_mlir_ciface_small(
// CHECK-SAME:      %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr {bufferize.result}, %{{.+}}: !llvm.ptr {bufferize.result})
// CHECK-SAME:      attributes {llvm.emit_c_interface}
// CHECK:         llvm.call @small(
// CHECK:       llvm.mlir.global external constant @attn_module_manifest("attn-module 1\0A
// CHECK-SAME:      entry @small 3 2\0A
// CHECK-SAME:      arg in memref f32 4 1 16 2 8\0A
// CHECK-SAME:      arg in memref f32 4 1 16 2 8\0A
// CHECK-SAME:      arg in memref f32 4 1 16 2 8\0A
// CHECK-SAME:      arg out memref f32 4 1 16 2 8\0A
// CHECK-SAME:      arg out memref f32 3 1 2 16\0A
// CHECK-SAME:      \00")

// The wrapper loads descriptor pointer i from args[i].
// CHECK-LABEL: llvm.func @attn_entry_small(
// CHECK-SAME:      %[[ARGS:.+]]: !llvm.ptr) {
// CHECK:         %[[S0:.+]] = llvm.getelementptr %[[ARGS]][0] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    %[[A0:.+]] = llvm.load %[[S0]] : !llvm.ptr -> !llvm.ptr
// CHECK:         %[[S4:.+]] = llvm.getelementptr %[[ARGS]][4] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    %[[A4:.+]] = llvm.load %[[S4]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:    llvm.call @_mlir_ciface_small(%[[A0]], %{{.+}}, %{{.+}}, %{{.+}}, %[[A4]]) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr, !llvm.ptr) -> ()
// CHECK-NEXT:    llvm.return
func.func @small(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>)
    -> (tensor<1x16x2x8xf32>, tensor<1x2x16xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>)
      -> (tensor<1x16x2x8xf32>, tensor<1x2x16xf32>)
  return %out, %lse : tensor<1x16x2x8xf32>, tensor<1x2x16xf32>
}

// -----

// Two public functions are two manifest entries, in order; the private
// helper is compiled (and called) but not exported. Scalars (the dropout
// seed and offset) are passed by value: the wrapper loads them.
// CHECK-LABEL: llvm.func @first(
// CHECK-SAME:      attributes {llvm.emit_c_interface}
// CHECK:         omp.parallel

// CHECK-LABEL: llvm.func @helper(
// CHECK-NOT:     llvm.emit_c_interface
// CHECK:         omp.parallel

// CHECK-LABEL: llvm.func @second(
// CHECK-SAME:      attributes {llvm.emit_c_interface}
// CHECK:         llvm.call @helper(

// CHECK-LABEL: llvm.func @_mlir_ciface_second(
// CHECK-SAME:      %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr, %{{.+}}: !llvm.ptr, %{{.+}}: i64, %{{.+}}: i64, %{{.+}}: !llvm.ptr {bufferize.result})
// CHECK:       llvm.mlir.global external constant @attn_module_manifest("attn-module 1\0A
// CHECK-SAME:      entry @first 3 1\0A
// CHECK-SAME:      arg in memref f32 4 1 16 2 8\0A
// CHECK-SAME:      arg in memref f32 4 1 16 2 8\0A
// CHECK-SAME:      arg in memref f32 4 1 16 2 8\0A
// CHECK-SAME:      arg out memref f32 4 1 16 2 8\0A
// CHECK-SAME:      entry @second 5 1\0A
// CHECK-SAME:      arg in memref bf16 4 2 4 8 16\0A
// CHECK-SAME:      arg in memref bf16 4 2 1 8 16\0A
// CHECK-SAME:      arg in memref bf16 4 2 1 8 16\0A
// CHECK-SAME:      arg in scalar i64\0A
// CHECK-SAME:      arg in scalar i64\0A
// CHECK-SAME:      arg out memref bf16 4 2 4 8 16\0A
// CHECK-SAME:      \00")

// CHECK-LABEL: llvm.func @attn_entry_first(
// CHECK:         llvm.call @_mlir_ciface_first(

// CHECK-LABEL: llvm.func @attn_entry_second(
// CHECK-SAME:      %[[ARGS:.+]]: !llvm.ptr) {
// CHECK:         %[[S3:.+]] = llvm.getelementptr %[[ARGS]][3] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    %[[P3:.+]] = llvm.load %[[S3]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:    %[[SEED:.+]] = llvm.load %[[P3]] : !llvm.ptr -> i64
// CHECK-NEXT:    %[[S4:.+]] = llvm.getelementptr %[[ARGS]][4] : (!llvm.ptr) -> !llvm.ptr, !llvm.ptr
// CHECK-NEXT:    %[[P4:.+]] = llvm.load %[[S4]] : !llvm.ptr -> !llvm.ptr
// CHECK-NEXT:    %[[OFFSET:.+]] = llvm.load %[[P4]] : !llvm.ptr -> i64
// CHECK:         llvm.call @_mlir_ciface_second(%{{.+}}, %{{.+}}, %{{.+}}, %[[SEED]], %[[OFFSET]], %{{.+}}) : (!llvm.ptr, !llvm.ptr, !llvm.ptr, i64, i64, !llvm.ptr) -> ()
func.func @first(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>)
    -> tensor<1x16x2x8xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  return %out : tensor<1x16x2x8xf32>
}

func.func private @helper(%q: tensor<2x4x8x16xbf16>, %k: tensor<2x1x8x16xbf16>,
                          %v: tensor<2x1x8x16xbf16>, %seed: i64, %offset: i64)
    -> tensor<2x4x8x16xbf16> {
  %out = attn.sdpa %q, %k, %v rng(%seed, %offset) layout = bhsd dropout = 0.25
      : (tensor<2x4x8x16xbf16>, tensor<2x1x8x16xbf16>, tensor<2x1x8x16xbf16>, i64, i64)
      -> tensor<2x4x8x16xbf16>
  return %out : tensor<2x4x8x16xbf16>
}

func.func @second(%q: tensor<2x4x8x16xbf16>, %k: tensor<2x1x8x16xbf16>,
                  %v: tensor<2x1x8x16xbf16>, %seed: i64, %offset: i64)
    -> tensor<2x4x8x16xbf16> {
  %out = func.call @helper(%q, %k, %v, %seed, %offset)
      : (tensor<2x4x8x16xbf16>, tensor<2x1x8x16xbf16>, tensor<2x1x8x16xbf16>, i64, i64)
      -> tensor<2x4x8x16xbf16>
  return %out : tensor<2x4x8x16xbf16>
}

// -----

// Dynamic sizes are -1 in the manifest.
// CHECK-LABEL: llvm.func @dynamic(
// CHECK:       llvm.mlir.global external constant @attn_module_manifest("attn-module 1\0A
// CHECK-SAME:      entry @dynamic 4 1\0A
// CHECK-SAME:      arg in memref f32 4 -1 -1 2 8\0A
// CHECK-SAME:      arg in memref f32 4 -1 -1 2 8\0A
// CHECK-SAME:      arg in memref f32 4 -1 -1 2 8\0A
// CHECK-SAME:      arg in memref i32 1 -1\0A
// CHECK-SAME:      arg out memref f32 4 -1 -1 2 8\0A
// CHECK-SAME:      \00")
// CHECK-LABEL: llvm.func @attn_entry_dynamic(
func.func @dynamic(%q: tensor<?x?x2x8xf32>, %k: tensor<?x?x2x8xf32>, %v: tensor<?x?x2x8xf32>,
                   %lengths: tensor<?xi32>) -> tensor<?x?x2x8xf32> {
  %out = attn.sdpa %q, %k, %v seqlens_q(%lengths) layout = bshd
      : (tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>, tensor<?x?x2x8xf32>, tensor<?xi32>)
      -> tensor<?x?x2x8xf32>
  return %out : tensor<?x?x2x8xf32>
}

// -----

// expected-error @+1 {{entry 'negative_scalar_result' must return its results through out-parameters (only tensor/memref results are supported)}}
func.func @negative_scalar_result(%q: tensor<1x16x2x8xf32>, %x: f32) -> (tensor<1x16x2x8xf32>, f32) {
  %out = attn.sdpa %q, %q, %q layout = bshd
      : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  return %out, %x : tensor<1x16x2x8xf32>, f32
}

// -----

// expected-error @+3 {{entry argument #0 has type 'index', which the runtime cannot pass}}
// expected-error @+2 {{entry argument #1 has type 'memref<4xi16>', which the runtime cannot pass}}
// expected-error @+1 {{entry argument #2 has type 'memref<4xi16>', which the runtime cannot pass}}
func.func @negative_unsupported_argument_types(%n: index, %t: tensor<4xi16>) -> tensor<4xi16> {
  return %t : tensor<4xi16>
}
