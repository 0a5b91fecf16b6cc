// RUN: attn-opt %s -split-input-file --attn-to-cpu=key-tile=12 -verify-diagnostics
// RUN: attn-opt %s -split-input-file --attn-to-cpu=key-tile=0 -verify-diagnostics
// RUN: attn-opt %s -split-input-file --attn-to-cpu=key-tile=-8 -verify-diagnostics
// RUN: attn-opt %s -split-input-file "--attn-to-cpu=query-tile=-4 key-tile=64" -verify-diagnostics
// RUN: not attn-opt %s -split-input-file --attn-to-cpu=key-tile=12 2>&1 | FileCheck %s --check-prefix=KEY12
// RUN: not attn-opt %s -split-input-file "--attn-to-cpu=query-tile=-4 key-tile=16" 2>&1 | FileCheck %s --check-prefix=QUERYNEG
// Query tile 0 (the default) takes each kernel's own: 64 rows forward, 32
// backward.
// RUN: attn-opt %s -split-input-file "--attn-to-cpu=query-tile=0 key-tile=16" | FileCheck %s --check-prefix=DEFAULT
// The smallest valid tiles are accepted.
// RUN: attn-opt %s -split-input-file "--attn-to-cpu=query-tile=1 key-tile=8" | FileCheck %s --check-prefix=SMALLEST

// Invalid --attn-to-cpu tile options: the query tile must not be negative
// and the key tile must be a positive multiple of 8 (the score loop runs
// eight or sixteen keys per vector). The options are the same for every op, so each RUN line above
// gives every op below the same kind of error; the regex leaves the sizes to
// the FileCheck lines, which check the exact text.

// KEY12: error: 'attn.sdpa' op invalid CPU key tile 12 (a positive multiple of 8)
// KEY12: error: 'attn.sdpa_grad' op invalid CPU key tile 12 (a positive multiple of 8)
// QUERYNEG: error: 'attn.sdpa' op invalid CPU query tile -4 (a positive row count, or 0 for the kernel's default)
// QUERYNEG: error: 'attn.sdpa_grad' op invalid CPU query tile -4 (a positive row count, or 0 for the kernel's default)

// DEFAULT-LABEL: func.func @negative_tiles_sdpa(
// DEFAULT:         memref.alloca() : memref<64x32xf32>
// DEFAULT-LABEL: func.func @negative_tiles_sdpa_grad(
// DEFAULT:         memref.alloca() : memref<32x32xf32>

// SMALLEST-LABEL: func.func @negative_tiles_sdpa(
// SMALLEST:         memref.alloca() : memref<1x32xf32>
// SMALLEST:         memref.alloca() : memref<8x32xf32>
// SMALLEST:         memref.alloca() : memref<1x8xf32>
func.func @negative_tiles_sdpa(%q: tensor<1x64x4x32xf32>, %k: tensor<1x64x4x32xf32>,
                               %v: tensor<1x64x4x32xf32>) -> tensor<1x64x4x32xf32> {
  // expected-error-re @+1 {{'attn.sdpa' op invalid CPU {{query|key}} tile {{-?[0-9]+}} ({{.*}})}}
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>) -> tensor<1x64x4x32xf32>
  return %out : tensor<1x64x4x32xf32>
}

// -----

// SMALLEST-LABEL: func.func @negative_tiles_sdpa_grad(
// SMALLEST:         memref.alloca() : memref<1x32xf32>
// SMALLEST:         memref.alloca() : memref<8x32xf32>
func.func @negative_tiles_sdpa_grad(%q: tensor<1x64x4x32xf32>, %k: tensor<1x64x4x32xf32>,
                                    %v: tensor<1x64x4x32xf32>, %o: tensor<1x64x4x32xf32>,
                                    %do: tensor<1x64x4x32xf32>, %lse: tensor<1x4x64xf32>)
    -> (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>) {
  // expected-error-re @+1 {{'attn.sdpa_grad' op invalid CPU {{query|key}} tile {{-?[0-9]+}} ({{.*}})}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd
      : (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>,
         tensor<1x64x4x32xf32>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>)
  return %dq, %dk, %dv : tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>
}
