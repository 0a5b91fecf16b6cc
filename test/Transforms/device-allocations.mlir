// RUN: attn-opt %s -split-input-file --attn-device-allocations | FileCheck %s

// attn-device-allocations: a host allocation that only kernels use (their
// launches, shape queries, device addresses for runtime calls, and TMA
// descriptors, which the host only encodes) becomes stream-ordered device
// memory; one that host code reads stays where it is.

// CHECK-LABEL: func.func @kernels_only(
// CHECK-NOT:     memref.alloc
// CHECK:         %[[T0:.+]] = gpu.wait async
// CHECK-NEXT:    %[[BUF:[^,]+]], %[[T1:.+]] = gpu.alloc async [%[[T0]]] () : memref<1x64x2x64xbf16>
// CHECK-NEXT:    gpu.wait [%[[T1]]]
// CHECK:         %[[MAP:.+]] = attn_nv.tensor_map %[[BUF]] box [1, 64, 1, 64]
// CHECK:         gpu.launch_func @kernels::@use blocks in {{.+}} args(%[[BUF]] : memref<1x64x2x64xbf16>, %[[MAP]] : !llvm.array<16 x i64>)
// CHECK:         %[[T2:.+]] = gpu.wait async
// CHECK-NEXT:    %[[T3:.+]] = gpu.dealloc async [%[[T2]]] %[[BUF]] : memref<1x64x2x64xbf16>
// CHECK-NEXT:    gpu.wait [%[[T3]]]
// CHECK-NEXT:    return
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @use(%buffer: memref<1x64x2x64xbf16>, %map: !llvm.array<16 x i64>) kernel {
      gpu.return
    }
  }
  func.func @kernels_only() {
    %c1 = arith.constant 1 : index
    %buffer = memref.alloc() : memref<1x64x2x64xbf16>
    %map = attn_nv.tensor_map %buffer box [1, 64, 1, 64] : memref<1x64x2x64xbf16>
    gpu.launch_func @kernels::@use blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%buffer : memref<1x64x2x64xbf16>, %map : !llvm.array<16 x i64>)
    return
  }
}

// -----

// CHECK-LABEL: func.func @host_reads(
// CHECK:         memref.alloc() : memref<4xf32>
// CHECK-NOT:     gpu.alloc
module attributes {gpu.container_module} {
  gpu.module @kernels {
    gpu.func @fill(%buffer: memref<4xf32>) kernel {
      gpu.return
    }
  }
  func.func @host_reads() -> f32 {
    %c0 = arith.constant 0 : index
    %c1 = arith.constant 1 : index
    %buffer = memref.alloc() : memref<4xf32>
    gpu.launch_func @kernels::@fill blocks in (%c1, %c1, %c1) threads in (%c1, %c1, %c1)
        args(%buffer : memref<4xf32>)
    %x = memref.load %buffer[%c0] : memref<4xf32>
    return %x : f32
  }
}
