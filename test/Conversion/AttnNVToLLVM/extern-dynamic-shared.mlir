// RUN: attn-opt %s -split-input-file --attn-nv-extern-dynamic-shared | FileCheck %s

// The dynamic shared memory's zero-length global becomes an external
// declaration (no static shared byte in the PTX); its uses stay.
// CHECK-LABEL: gpu.module @kernels
// CHECK:         llvm.mlir.global external @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
// CHECK:         llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
gpu.module @kernels {
  llvm.mlir.global internal @__dynamic_shmem__0() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<0 x i8>
  llvm.func @kernel() attributes {nvvm.kernel} {
    %base = llvm.mlir.addressof @__dynamic_shmem__0 : !llvm.ptr<3>
    %c0 = llvm.mlir.constant(0 : i8) : i8
    llvm.store %c0, %base : i8, !llvm.ptr<3>
    llvm.return
  }
}

// -----

// Near misses stay as they are: a shared array with elements (static
// shared memory), a zero-length array in global memory, and a zero-length
// shared array with an initializer.
// CHECK-LABEL: gpu.module @near_misses
// CHECK:         llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x i8>
// CHECK:         llvm.mlir.global internal @empty_global() {addr_space = 1 : i32} : !llvm.array<0 x i8>
// CHECK:         llvm.mlir.global internal @initialised(dense<> : tensor<0xi8>) {addr_space = 3 : i32} : !llvm.array<0 x i8>
gpu.module @near_misses {
  llvm.mlir.global internal @tile() {addr_space = 3 : i32, alignment = 16 : i64} : !llvm.array<64 x i8>
  llvm.mlir.global internal @empty_global() {addr_space = 1 : i32} : !llvm.array<0 x i8>
  llvm.mlir.global internal @initialised(dense<> : tensor<0xi8>) {addr_space = 3 : i32} : !llvm.array<0 x i8>
}
