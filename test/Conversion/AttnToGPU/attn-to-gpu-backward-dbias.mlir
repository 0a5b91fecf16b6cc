// RUN: attn-opt %s -split-input-file --attn-to-gpu | FileCheck %s
// RUN: attn-opt %s -split-input-file "--attn-to-gpu=mma=mma.sync" | FileCheck %s --check-prefix=SYNC
// RUN: not attn-opt %s -split-input-file "--attn-to-gpu=deterministic-backward=true" 2> %t.errors | FileCheck %s --check-prefix=DET
// RUN: FileCheck %s --input-file=%t.errors --check-prefix=DET-ERROR

// d_bias of a full bias [B, Hq, Sq, Skv]: an f32 accumulator of the bias's
// 2·8·200·200 elements is zeroed by its own kernel before the main kernel,
// the main kernel adds each dS element at its (b, h, i, j) once, and a last
// kernel rounds the sums to the bias's element type. In the deterministic
// mode each element still gets a single addition onto zero, so it is
// allowed there.

// CHECK-LABEL: func.func @full_bias
// CHECK:         %[[ACC:[^,]+]], %{{.+}} = gpu.alloc async [{{.+}}] (%c640000) : memref<?xf32>
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_pre_0
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dbias_init_0 blocks in (%c2500, %{{.+}}, %{{.+}}) threads in (%c256, {{.+}}) {{.+}} args(%[[ACC]] : memref<?xf32>)
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_0 {{.+}}, %[[ACC]] : memref<?xf32>, %{{.+}} : memref<2x8x200x200xbf16>)
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dbias_0 {{.+}} args(%[[ACC]] : memref<?xf32>, %[[DBIAS:.+]] : memref<2x8x200x200xbf16>)
// CHECK:         gpu.dealloc async [{{.+}}] %[[ACC]]
// CHECK:         return {{.+}}, {{.+}}, {{.+}}, {{.+}} : {{.+}}, tensor<2x8x200x200xbf16>

// The main kernel: the accumulator follows d_key and d_value; one f32
// addition per element (64 rows x 2 keys... 32 per thread), none reduced
// across lanes.
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-SAME:      %{{.+}}: memref<2x200x2x128xbf16>, %{{.+}}: memref<2x200x2x128xbf16>, %[[MAIN_ACC:.+]]: memref<?xf32>, %{{.+}}: memref<2x8x200x200xbf16>)
// CHECK-SAME:      attn.mma = "wgmma"
// CHECK-COUNT-32: attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// CHECK-NOT:     attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// CHECK:         gpu.return

// CHECK-LABEL: gpu.func @sdpa_bwd_dbias_init_0(%{{.+}}: memref<?xf32>)
// CHECK:         scf.for %{{.+}} = %{{.+}} to %c640000 step
// CHECK:           llvm.store %cst, %{{.+}} {alignment = 4 : i64} : f32, !llvm.ptr<1>
// CHECK-LABEL: gpu.func @sdpa_bwd_dbias_0(%{{.+}}: memref<?xf32>, %{{.+}}: memref<2x8x200x200xbf16>)
// CHECK:         scf.for %{{.+}} = %{{.+}} to %c640000 step
// CHECK:           %[[SUM:.+]] = llvm.load %{{.+}} {alignment = 4 : i64} : !llvm.ptr<1> -> f32
// CHECK:           %[[ROUNDED:.+]] = arith.truncf %[[SUM]] : f32 to bf16
// CHECK:           llvm.store %[[ROUNDED]], %{{.+}} {alignment = 2 : i64} : bf16, !llvm.ptr<1>

// SYNC-LABEL: gpu.func @sdpa_bwd_0(
// SYNC-SAME:      attn.mma = "mma.sync"
// SYNC-COUNT-32: attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// SYNC-NOT:      attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// SYNC:          gpu.return

// DET-LABEL: gpu.func @sdpa_bwd_0(
// DET-COUNT-32: attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// DET-LABEL: gpu.func @sdpa_bwd_dbias_0(
func.func @full_bias(%q: tensor<2x200x8x128xbf16>, %k: tensor<2x200x2x128xbf16>, %v: tensor<2x200x2x128xbf16>, %o: tensor<2x200x8x128xbf16>, %do: tensor<2x200x8x128xbf16>, %lse: tensor<2x8x200xf32>, %bias: tensor<2x8x200x200xbf16>)
    -> (tensor<2x200x8x128xbf16>, tensor<2x200x2x128xbf16>, tensor<2x200x2x128xbf16>, tensor<2x8x200x200xbf16>) {
  %dq, %dk, %dv, %db = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) layout = bshd causal = top_left
      : (tensor<2x200x8x128xbf16>, tensor<2x200x2x128xbf16>, tensor<2x200x2x128xbf16>, tensor<2x200x8x128xbf16>, tensor<2x200x8x128xbf16>, tensor<2x8x200xf32>, tensor<2x8x200x200xbf16>)
      -> (tensor<2x200x8x128xbf16>, tensor<2x200x2x128xbf16>, tensor<2x200x2x128xbf16>) d_bias(tensor<2x8x200x200xbf16>)
  return %dq, %dk, %dv, %db : tensor<2x200x8x128xbf16>, tensor<2x200x2x128xbf16>, tensor<2x200x2x128xbf16>, tensor<2x8x200x200xbf16>
}

// -----

// A key-padding bias [B, 1, 1, Skv] (rows broadcast): each thread sums its
// 16 rows per key, the quad's four lanes combine theirs (xor 1, 2), and one
// lane per key adds; the f32 sums are stored as f32 (no rounding).

// CHECK-LABEL: func.func @rows_broadcast
// CHECK:         gpu.alloc async [{{.+}}] (%c400) : memref<?xf32>
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dbias_init_0 blocks in (%c2, {{.+}}) threads in (%c256,
// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK:         gpu.shuffle  xor %{{.+}}, %c1_i32{{.*}}, %c32_i32
// CHECK-NEXT:    arith.addf
// CHECK:         gpu.shuffle  xor %{{.+}}, %c2_i32{{.*}}, %c32_i32
// CHECK:         attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// CHECK:         gpu.shuffle  xor %{{.+}}, %c1_i32{{.*}}, %c32_i32
// CHECK:         gpu.shuffle  xor %{{.+}}, %c2_i32{{.*}}, %c32_i32
// CHECK:         attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// CHECK-NOT:     attn_nv.reduce_add %{{[0-9#]+}}, %{{[0-9#]+}} : !llvm.ptr<1>
// CHECK:         gpu.return
// CHECK-LABEL: gpu.func @sdpa_bwd_dbias_0(
// CHECK-NOT:       arith.truncf
// CHECK:           llvm.store %{{.+}}, %{{.+}} {alignment = 4 : i64} : f32, !llvm.ptr<1>

// Summed over rows by atomics in no fixed order: not in the deterministic
// mode.
// DET-ERROR: [[@LINE+3]]:{{[0-9]+}}: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: d_bias of a bias with a broadcast (size 1) dimension is summed by f32 atomics, which the query-major dQ kernel (deterministic-backward, backward-dq=query-major) excludes
func.func @rows_broadcast(%q: tensor<2x200x8x64xf16>, %k: tensor<2x200x8x64xf16>, %v: tensor<2x200x8x64xf16>, %o: tensor<2x200x8x64xf16>, %do: tensor<2x200x8x64xf16>, %lse: tensor<2x8x200xf32>, %bias: tensor<2x1x1x200xf32>)
    -> (tensor<2x200x8x64xf16>, tensor<2x200x8x64xf16>, tensor<2x200x8x64xf16>, tensor<2x1x1x200xf32>) {
  %dq, %dk, %dv, %db = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) layout = bshd
      : (tensor<2x200x8x64xf16>, tensor<2x200x8x64xf16>, tensor<2x200x8x64xf16>, tensor<2x200x8x64xf16>, tensor<2x200x8x64xf16>, tensor<2x8x200xf32>, tensor<2x1x1x200xf32>)
      -> (tensor<2x200x8x64xf16>, tensor<2x200x8x64xf16>, tensor<2x200x8x64xf16>) d_bias(tensor<2x1x1x200xf32>)
  return %dq, %dk, %dv, %db : tensor<2x200x8x64xf16>, tensor<2x200x8x64xf16>, tensor<2x200x8x64xf16>, tensor<2x1x1x200xf32>
}

// -----

// A per-row bias [1, Hq, Sq, 1] (keys broadcast): the thread's two keys,
// then the eight lanes of a column (xor 4, 8, 16); one addition per row.

// CHECK-LABEL: gpu.func @sdpa_bwd_0(
// CHECK-COUNT-16: gpu.shuffle  xor %{{.+}}, %c16_i32{{.*}}, %c32_i32
// CHECK-NOT:     gpu.shuffle
// CHECK:         gpu.return
// DET-ERROR: [[@LINE+3]]:{{[0-9]+}}: error: 'attn.sdpa_grad' op cannot be compiled for the GPU: d_bias of a bias with a broadcast
func.func @keys_broadcast(%q: tensor<1x130x4x64xbf16>, %k: tensor<1x130x4x64xbf16>, %v: tensor<1x130x4x64xbf16>, %o: tensor<1x130x4x64xbf16>, %do: tensor<1x130x4x64xbf16>, %lse: tensor<1x4x130xf32>, %bias: tensor<1x4x130x1xbf16>)
    -> (tensor<1x130x4x64xbf16>, tensor<1x130x4x64xbf16>, tensor<1x130x4x64xbf16>, tensor<1x4x130x1xbf16>) {
  %dq, %dk, %dv, %db = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) layout = bshd causal = bottom_right
      : (tensor<1x130x4x64xbf16>, tensor<1x130x4x64xbf16>, tensor<1x130x4x64xbf16>, tensor<1x130x4x64xbf16>, tensor<1x130x4x64xbf16>, tensor<1x4x130xf32>, tensor<1x4x130x1xbf16>)
      -> (tensor<1x130x4x64xbf16>, tensor<1x130x4x64xbf16>, tensor<1x130x4x64xbf16>) d_bias(tensor<1x4x130x1xbf16>)
  return %dq, %dk, %dv, %db : tensor<1x130x4x64xbf16>, tensor<1x130x4x64xbf16>, tensor<1x130x4x64xbf16>, tensor<1x4x130x1xbf16>
}
