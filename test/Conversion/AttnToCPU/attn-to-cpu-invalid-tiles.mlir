// RUN: attn-opt %s -split-input-file --attn-to-cpu=key-tile=12 -verify-diagnostics
// RUN: attn-opt %s -split-input-file --attn-to-cpu=key-tile=0 -verify-diagnostics
// RUN: attn-opt %s -split-input-file --attn-to-cpu=key-tile=-8 -verify-diagnostics
// RUN: attn-opt %s -split-input-file --attn-to-cpu=query-tile=0 -verify-diagnostics
// RUN: attn-opt %s -split-input-file "--attn-to-cpu=query-tile=-4 key-tile=64" -verify-diagnostics
// RUN: not attn-opt %s -split-input-file --attn-to-cpu=key-tile=12 2>&1 | FileCheck %s --check-prefix=KEY12
// RUN: not attn-opt %s -split-input-file "--attn-to-cpu=query-tile=0 key-tile=16" 2>&1 | FileCheck %s --check-prefix=QUERY0
// The smallest valid tiles are accepted.
// RUN: attn-opt %s -split-input-file "--attn-to-cpu=query-tile=1 key-tile=8" | FileCheck %s --check-prefix=SMALLEST

// Invalid --attn-to-cpu tile options: the query tile must be positive and
// the key tile a positive multiple of 8 (the score loop runs eight columns at
// a time). The options are the same for every op, so each RUN line above
// gives every op below the same kind of error; the regex leaves the sizes to
// the FileCheck lines, which check the exact text.

// KEY12: error: 'attn.sdpa' op invalid CPU tile sizes: query tile 32, key tile 12 (the key tile must be a positive multiple of 8)
// KEY12: error: 'attn.sdpa_grad' op invalid CPU tile sizes: query tile 32, key tile 12 (the key tile must be a positive multiple of 8)
// QUERY0: error: 'attn.sdpa' op invalid CPU tile sizes: query tile 0, key tile 16 (the key tile must be a positive multiple of 8)
// QUERY0: error: 'attn.sdpa_grad' op invalid CPU tile sizes: query tile 0, key tile 16 (the key tile must be a positive multiple of 8)

// SMALLEST-LABEL: func.func @negative_tiles_sdpa(
// SMALLEST:         memref.alloca() : memref<1x32xf32>
// SMALLEST:         memref.alloca() : memref<8x32xf32>
// SMALLEST:         memref.alloca() : memref<1x8xf32>
func.func @negative_tiles_sdpa(%q: tensor<1x64x4x32xf32>, %k: tensor<1x64x4x32xf32>,
                               %v: tensor<1x64x4x32xf32>) -> tensor<1x64x4x32xf32> {
  // expected-error-re @+1 {{'attn.sdpa' op invalid CPU tile sizes: query tile {{-?[0-9]+}}, key tile {{-?[0-9]+}} (the key tile must be a positive multiple of 8)}}
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
  // expected-error-re @+1 {{'attn.sdpa_grad' op invalid CPU tile sizes: query tile {{-?[0-9]+}}, key tile {{-?[0-9]+}} (the key tile must be a positive multiple of 8)}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd
      : (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>,
         tensor<1x64x4x32xf32>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>)
  return %dq, %dk, %dv : tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>, tensor<1x64x4x32xf32>
}
