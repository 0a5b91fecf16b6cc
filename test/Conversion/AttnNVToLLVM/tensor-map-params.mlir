// RUN: attn-opt %s -split-input-file --attn-nv-lower-tensor-map-params -verify-diagnostics | FileCheck %s

// A kernel's by-value TMA descriptor becomes a 64-byte aligned byval
// grid-constant parameter, and its address ops become that parameter.
// Other arguments and kernels without descriptors are left alone.
// CHECK-LABEL: llvm.func @kernel(
// CHECK-SAME:      %[[MAP:[a-z0-9]+]]: !llvm.ptr {llvm.align = 64 : i64, llvm.byval = !llvm.array<16 x i64>, nvvm.grid_constant},
// CHECK-SAME:      %{{[a-z0-9]+}}: !llvm.ptr<3>,
// CHECK-SAME:      %{{[a-z0-9]+}}: !llvm.array<16 x i64>)
// CHECK-NOT:     attn_nv.tensor_map_address
// CHECK:         nvvm.cp.async.bulk.tensor.shared.cluster.global %{{.+}}, %[[MAP]], %{{.+}}, box[
// CHECK:       llvm.func @plain(%{{.+}}: !llvm.array<16 x i64>)
gpu.module @kernels {
  llvm.func @kernel(%map: !llvm.array<16 x i64>, %tile: !llvm.ptr<3>, %unused: !llvm.array<16 x i64>) attributes {nvvm.kernel} {
    %c0 = llvm.mlir.constant(0 : i32) : i32
    %address = attn_nv.tensor_map_address %map : !llvm.array<16 x i64> -> !llvm.ptr
    %again = attn_nv.tensor_map_address %map : !llvm.array<16 x i64> -> !llvm.ptr
    %cluster = llvm.addrspacecast %tile : !llvm.ptr<3> to !llvm.ptr<7>
    nvvm.cp.async.bulk.tensor.shared.cluster.global %cluster, %address, %tile, box[%c0, %c0] : !llvm.ptr<7>, !llvm.ptr
    nvvm.cp.async.bulk.tensor.shared.cluster.global %cluster, %again, %tile, box[%c0, %c0] : !llvm.ptr<7>, !llvm.ptr
    llvm.return
  }
  llvm.func @plain(%map: !llvm.array<16 x i64>) attributes {nvvm.kernel} {
    llvm.return
  }
}

// -----

gpu.module @kernels {
  llvm.func @by_value(%map: !llvm.array<16 x i64>) -> i64 attributes {nvvm.kernel} {
    %address = attn_nv.tensor_map_address %map : !llvm.array<16 x i64> -> !llvm.ptr
    // expected-error @+1 {{uses a TMA descriptor argument by value; kernels may only take its address (attn_nv.tensor_map_address)}}
    %word = llvm.extractvalue %map[0] : !llvm.array<16 x i64>
    llvm.return %word : i64
  }
}

// -----

gpu.module @kernels {
  // expected-error @+1 {{takes the address of a TMA descriptor argument but is not a kernel: only kernel parameters can be grid constants}}
  llvm.func @helper(%map: !llvm.array<16 x i64>) {
    %address = attn_nv.tensor_map_address %map : !llvm.array<16 x i64> -> !llvm.ptr
    llvm.return
  }
}

// -----

gpu.module @kernels {
  llvm.func @not_an_argument() attributes {nvvm.kernel} {
    %zero = llvm.mlir.zero : !llvm.array<16 x i64>
    // expected-error @+1 {{takes the address of a value that is not an argument of an LLVM kernel function}}
    %address = attn_nv.tensor_map_address %zero : !llvm.array<16 x i64> -> !llvm.ptr
    llvm.return
  }
}
