// RUN: attn-opt %s -split-input-file | attn-opt -split-input-file | FileCheck %s
// RUN: attn-opt %s -split-input-file -mlir-print-op-generic | attn-opt -split-input-file | FileCheck %s

// The seed workload: GQA 128/8, causal sliding window (128, 0), bf16.
// CHECK-LABEL: func.func @seed_gqa_swa
// CHECK: %[[OUT:.+]], %[[LSE:.+]] = attn.sdpa %{{.+}}, %{{.+}}, %{{.+}} layout = bshd causal = top_left window = [128, 0] :
// CHECK-SAME: -> (tensor<2x4096x128x128xbf16>, tensor<2x128x4096xf32>)
func.func @seed_gqa_swa(%q: tensor<2x4096x128x128xbf16>, %k: tensor<2x4096x8x128xbf16>,
                        %v: tensor<2x4096x8x128xbf16>)
    -> (tensor<2x4096x128x128xbf16>, tensor<2x128x4096xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left window = [128, 0]
      : (tensor<2x4096x128x128xbf16>, tensor<2x4096x8x128xbf16>, tensor<2x4096x8x128xbf16>)
      -> (tensor<2x4096x128x128xbf16>, tensor<2x128x4096xf32>)
  return %out, %lse : tensor<2x4096x128x128xbf16>, tensor<2x128x4096xf32>
}

// -----

// CHECK-LABEL: func.func @out_only_bhsd
// CHECK: attn.sdpa %{{.+}}, %{{.+}}, %{{.+}} layout = bhsd :
// CHECK-SAME: -> tensor<1x4x16x32xf32>
func.func @out_only_bhsd(%q: tensor<1x4x16x32xf32>, %k: tensor<1x4x24x32xf32>,
                         %v: tensor<1x4x24x32xf32>) -> tensor<1x4x16x32xf32> {
  %out = attn.sdpa %q, %k, %v layout = bhsd
      : (tensor<1x4x16x32xf32>, tensor<1x4x24x32xf32>, tensor<1x4x24x32xf32>)
      -> tensor<1x4x16x32xf32>
  return %out : tensor<1x4x16x32xf32>
}

// -----

// CHECK-LABEL: func.func @sbhd_bottom_right_f16
// CHECK: attn.sdpa %{{.+}}, %{{.+}}, %{{.+}} layout = sbhd causal = bottom_right scale = 2.500000e-01 :
func.func @sbhd_bottom_right_f16(%q: tensor<8x2x4x16xf16>, %k: tensor<32x2x1x16xf16>,
                                 %v: tensor<32x2x1x16xf16>) -> tensor<8x2x4x16xf16> {
  %out = attn.sdpa %q, %k, %v layout = sbhd causal = bottom_right scale = 0.25
      : (tensor<8x2x4x16xf16>, tensor<32x2x1x16xf16>, tensor<32x2x1x16xf16>)
      -> tensor<8x2x4x16xf16>
  return %out : tensor<8x2x4x16xf16>
}

// -----

// Packed variable-length sequences with cumulative offsets.
// CHECK-LABEL: func.func @thd_varlen
// CHECK: attn.sdpa %{{.+}}, %{{.+}}, %{{.+}} seqlens_q(%{{.+}}) seqlens_kv(%{{.+}}) layout = thd causal = top_left :
// CHECK-SAME: -> (tensor<100x8x64xbf16>, tensor<8x100xf32>)
func.func @thd_varlen(%q: tensor<100x8x64xbf16>, %k: tensor<120x2x64xbf16>,
                      %v: tensor<120x2x64xbf16>, %cu_q: tensor<4xi32>, %cu_kv: tensor<4xi32>)
    -> (tensor<100x8x64xbf16>, tensor<8x100xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd causal = top_left
      : (tensor<100x8x64xbf16>, tensor<120x2x64xbf16>, tensor<120x2x64xbf16>, tensor<4xi32>, tensor<4xi32>)
      -> (tensor<100x8x64xbf16>, tensor<8x100xf32>)
  return %out, %lse : tensor<100x8x64xbf16>, tensor<8x100xf32>
}

// -----

// Multi-head latent attention: d_qk = 128, d_v = 64.
// CHECK-LABEL: func.func @mla_dims
// CHECK: attn.sdpa {{.+}} layout = bshd causal = top_left :
// CHECK-SAME: -> tensor<1x64x16x64xbf16>
func.func @mla_dims(%q: tensor<1x64x16x128xbf16>, %k: tensor<1x64x16x128xbf16>,
                    %v: tensor<1x64x16x64xbf16>) -> tensor<1x64x16x64xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x64x16x128xbf16>, tensor<1x64x16x128xbf16>, tensor<1x64x16x64xbf16>)
      -> tensor<1x64x16x64xbf16>
  return %out : tensor<1x64x16x64xbf16>
}

// -----

// Right padding by per-batch lengths, a broadcast post-scale bias and ALiBi.
// CHECK-LABEL: func.func @padding_bias_alibi
// CHECK: attn.sdpa %{{.+}}, %{{.+}}, %{{.+}} bias(%{{.+}}) alibi(%{{.+}}) seqlens_q(%{{.+}}) seqlens_kv(%{{.+}}) layout = bshd window = [4, 4] :
func.func @padding_bias_alibi(%q: tensor<2x32x4x16xf32>, %k: tensor<2x32x4x16xf32>,
                              %v: tensor<2x32x4x16xf32>, %bias: tensor<1x4x1x32xf32>,
                              %slopes: tensor<4xf32>, %lq: tensor<2xi32>, %lkv: tensor<2xi32>)
    -> tensor<2x32x4x16xf32> {
  %out = attn.sdpa %q, %k, %v bias(%bias) alibi(%slopes) seqlens_q(%lq) seqlens_kv(%lkv) layout = bshd window = [4, 4]
      : (tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<2x32x4x16xf32>, tensor<1x4x1x32xf32>,
         tensor<4xf32>, tensor<2xi32>, tensor<2xi32>) -> tensor<2x32x4x16xf32>
  return %out : tensor<2x32x4x16xf32>
}

// -----

// CHECK-LABEL: func.func @off_by_one_left_window
// CHECK: attn.sdpa {{.+}} layout = bshd causal = bottom_right window = [16, -1] softmax = off_by_one :
func.func @off_by_one_left_window(%q: tensor<1x8x2x16xbf16>, %k: tensor<1x64x2x16xbf16>,
                                  %v: tensor<1x64x2x16xbf16>) -> tensor<1x8x2x16xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd causal = bottom_right window = [16, -1] softmax = off_by_one
      : (tensor<1x8x2x16xbf16>, tensor<1x64x2x16xbf16>, tensor<1x64x2x16xbf16>) -> tensor<1x8x2x16xbf16>
  return %out : tensor<1x8x2x16xbf16>
}

// -----

// CHECK-LABEL: func.func @learnable_sink_dropout
// CHECK: attn.sdpa %{{.+}}, %{{.+}}, %{{.+}} sink(%{{.+}}) rng(%{{.+}}, %{{.+}}) layout = bhsd softmax = learnable dropout = 1.000000e-01 :
func.func @learnable_sink_dropout(%q: tensor<2x8x16x32xbf16>, %k: tensor<2x1x16x32xbf16>,
                                  %v: tensor<2x1x16x32xbf16>, %sink: tensor<8xf32>,
                                  %seed: i64, %offset: i64) -> (tensor<2x8x16x32xbf16>, tensor<2x8x16xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v sink(%sink) rng(%seed, %offset) layout = bhsd softmax = learnable dropout = 0.1
      : (tensor<2x8x16x32xbf16>, tensor<2x1x16x32xbf16>, tensor<2x1x16x32xbf16>, tensor<8xf32>, i64, i64)
      -> (tensor<2x8x16x32xbf16>, tensor<2x8x16xf32>)
  return %out, %lse : tensor<2x8x16x32xbf16>, tensor<2x8x16xf32>
}

// -----

// Dynamic sizes verify where they are known.
// CHECK-LABEL: func.func @dynamic_sequence
// CHECK: attn.sdpa {{.+}} layout = bshd causal = top_left :
// CHECK-SAME: -> (tensor<?x?x8x64xf16>, tensor<?x8x?xf32>)
func.func @dynamic_sequence(%q: tensor<?x?x8x64xf16>, %k: tensor<?x?x4x64xf16>, %v: tensor<?x?x4x64xf16>)
    -> (tensor<?x?x8x64xf16>, tensor<?x8x?xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<?x?x8x64xf16>, tensor<?x?x4x64xf16>, tensor<?x?x4x64xf16>)
      -> (tensor<?x?x8x64xf16>, tensor<?x8x?xf32>)
  return %out, %lse : tensor<?x?x8x64xf16>, tensor<?x8x?xf32>
}

// -----

// CHECK-LABEL: func.func @grad_basic
// CHECK: %{{.+}}, %{{.+}}, %{{.+}} = attn.sdpa_grad %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}}, %{{.+}} layout = bshd causal = top_left window = [32, -1] :
func.func @grad_basic(%q: tensor<2x64x8x64xbf16>, %k: tensor<2x64x2x64xbf16>, %v: tensor<2x64x2x64xbf16>,
                      %o: tensor<2x64x8x64xbf16>, %do: tensor<2x64x8x64xbf16>, %lse: tensor<2x8x64xf32>)
    -> (tensor<2x64x8x64xbf16>, tensor<2x64x2x64xbf16>, tensor<2x64x2x64xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left window = [32, -1]
      : (tensor<2x64x8x64xbf16>, tensor<2x64x2x64xbf16>, tensor<2x64x2x64xbf16>, tensor<2x64x8x64xbf16>,
         tensor<2x64x8x64xbf16>, tensor<2x8x64xf32>)
      -> (tensor<2x64x8x64xbf16>, tensor<2x64x2x64xbf16>, tensor<2x64x2x64xbf16>)
  return %dq, %dk, %dv : tensor<2x64x8x64xbf16>, tensor<2x64x2x64xbf16>, tensor<2x64x2x64xbf16>
}

// -----

// Bias and sink gradients, MLA value dims, dropout.
// CHECK-LABEL: func.func @grad_bias_sink
// CHECK: %{{.+}}, %{{.+}}, %{{.+}}, %[[DBIAS:.+]], %[[DSINK:.+]] = attn.sdpa_grad {{.+}} bias(%{{.+}}) sink(%{{.+}}) rng(%{{.+}}, %{{.+}}) layout = bhsd scale = 1.000000e-01 softmax = learnable dropout = 2.000000e-01 :
// CHECK-SAME: -> (tensor<1x4x8x32xf32>, tensor<1x2x8x32xf32>, tensor<1x2x8x16xf32>) d_bias(tensor<1x4x8x8xf32>) d_sink(tensor<4xf32>)
func.func @grad_bias_sink(%q: tensor<1x4x8x32xf32>, %k: tensor<1x2x8x32xf32>, %v: tensor<1x2x8x16xf32>,
                          %o: tensor<1x4x8x16xf32>, %do: tensor<1x4x8x16xf32>, %lse: tensor<1x4x8xf32>,
                          %bias: tensor<1x4x8x8xf32>, %sink: tensor<4xf32>, %seed: i64, %offset: i64)
    -> (tensor<1x4x8x32xf32>, tensor<1x2x8x32xf32>, tensor<1x2x8x16xf32>, tensor<1x4x8x8xf32>, tensor<4xf32>) {
  %dq, %dk, %dv, %db, %ds = attn.sdpa_grad %q, %k, %v, %o, %do, %lse bias(%bias) sink(%sink) rng(%seed, %offset)
      layout = bhsd scale = 0.1 softmax = learnable dropout = 0.2
      : (tensor<1x4x8x32xf32>, tensor<1x2x8x32xf32>, tensor<1x2x8x16xf32>, tensor<1x4x8x16xf32>,
         tensor<1x4x8x16xf32>, tensor<1x4x8xf32>, tensor<1x4x8x8xf32>, tensor<4xf32>, i64, i64)
      -> (tensor<1x4x8x32xf32>, tensor<1x2x8x32xf32>, tensor<1x2x8x16xf32>) d_bias(tensor<1x4x8x8xf32>) d_sink(tensor<4xf32>)
  return %dq, %dk, %dv, %db, %ds
      : tensor<1x4x8x32xf32>, tensor<1x2x8x32xf32>, tensor<1x2x8x16xf32>, tensor<1x4x8x8xf32>, tensor<4xf32>
}

// -----

// A sink gradient alone, packed layout.
// CHECK-LABEL: func.func @grad_sink_only
// CHECK: %{{.+}}, %{{.+}}, %{{.+}}, %[[DSINK:.+]] = attn.sdpa_grad {{.+}} sink(%{{.+}}) seqlens_q(%{{.+}}) seqlens_kv(%{{.+}}) layout = thd softmax = learnable :
func.func @grad_sink_only(%q: tensor<10x4x16xf16>, %k: tensor<10x4x16xf16>, %v: tensor<10x4x16xf16>,
                          %o: tensor<10x4x16xf16>, %do: tensor<10x4x16xf16>, %lse: tensor<4x10xf32>,
                          %sink: tensor<4xf32>, %cu: tensor<3xi32>)
    -> (tensor<10x4x16xf16>, tensor<10x4x16xf16>, tensor<10x4x16xf16>, tensor<4xf32>) {
  %dq, %dk, %dv, %ds = attn.sdpa_grad %q, %k, %v, %o, %do, %lse sink(%sink) seqlens_q(%cu) seqlens_kv(%cu)
      layout = thd softmax = learnable
      : (tensor<10x4x16xf16>, tensor<10x4x16xf16>, tensor<10x4x16xf16>, tensor<10x4x16xf16>,
         tensor<10x4x16xf16>, tensor<4x10xf32>, tensor<4xf32>, tensor<3xi32>, tensor<3xi32>)
      -> (tensor<10x4x16xf16>, tensor<10x4x16xf16>, tensor<10x4x16xf16>) d_sink(tensor<4xf32>)
  return %dq, %dk, %dv, %ds : tensor<10x4x16xf16>, tensor<10x4x16xf16>, tensor<10x4x16xf16>, tensor<4xf32>
}
