// RUN: attn-opt %s -split-input-file --attn-to-gpu=backend=cudnn -verify-diagnostics
// RUN: attn-opt %s -split-input-file --attn-to-cudnn=backend=cudnn -verify-diagnostics
// RUN: not attn-opt %s -split-input-file --attn-to-gpu=backend=auto 2>&1 | FileCheck %s --check-prefix=AUTO
// RUN: not attn-opt %s --attn-to-gpu=backend=cudnns 2>&1 | FileCheck %s --check-prefix=OPTION

// Every op cuDNN cannot compute with attn's exact semantics
// (cudnnUnsupportedReason in lib/Conversion/AttnToCuDNN/CudnnLowering.cpp),
// one case per reason: an error under backend=cudnn, the generated kernel
// with a remark naming the reason under backend=auto. Unless a case says
// otherwise the problem is bf16 bshd, B = 1, S = 64, H = 4, D = 64.

// OPTION: error: attn-to-gpu: unknown backend 'cudnns' (available: fused, cudnn, auto)

// Under backend=auto the ops that the generated kernel cannot do either
// stay errors (f32 here); the others take it (ALiBi, sinks below).
// AUTO: remark: using the generated kernel: cuDNN cannot take this op (cuDNN's fused attention takes bf16 or f16 operands)
// AUTO: error: 'attn.sdpa' op cannot be compiled for the GPU: the generated kernels take bf16 or f16 operands
func.func @f32_operands(%q: tensor<1x64x4x64xf32>, %k: tensor<1x64x4x64xf32>,
                        %v: tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32> {
  // expected-error @+1 {{'attn.sdpa' op cannot use the cuDNN backend: cuDNN's fused attention takes bf16 or f16 operands}}
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>, tensor<1x64x4x64xf32>) -> tensor<1x64x4x64xf32>
  return %out : tensor<1x64x4x64xf32>
}

// -----

func.func @packed_thd(%q: tensor<64x4x64xbf16>, %k: tensor<64x4x64xbf16>,
                      %v: tensor<64x4x64xbf16>, %cu: tensor<3xi32>) -> tensor<64x4x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: the packed 'thd' layout (cuDNN's ragged offsets) is not mapped to cuDNN yet}}
  %out = attn.sdpa %q, %k, %v seqlens_q(%cu) seqlens_kv(%cu) layout = thd
      : (tensor<64x4x64xbf16>, tensor<64x4x64xbf16>, tensor<64x4x64xbf16>, tensor<3xi32>, tensor<3xi32>) -> tensor<64x4x64xbf16>
  return %out : tensor<64x4x64xbf16>
}

// -----

func.func @dropout(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                   %v: tensor<1x64x4x64xbf16>, %seed: i64, %offset: i64) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: dropout: cuDNN draws its own dropout mask, not the Philox stream that attn's dropout is defined by}}
  %out = attn.sdpa %q, %k, %v rng(%seed, %offset) layout = bshd dropout = 1.000000e-01
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, i64, i64) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// AUTO: remark: using the generated kernel: cuDNN cannot take this op (ALiBi without a causal mask (cuDNN's fused attention takes only the causal, linear form))
// AUTO-LABEL: func.func @alibi
// AUTO:         gpu.launch_func @attn_kernels::@sdpa_fwd_0
func.func @alibi(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                 %v: tensor<1x64x4x64xbf16>, %slopes: tensor<4xf32>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: ALiBi without a causal mask (cuDNN's fused attention takes only the causal, linear form)}}
  %out = attn.sdpa %q, %k, %v alibi(%slopes) layout = bshd
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<4xf32>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @alibi_bottom_right_padded(%q: tensor<2x64x4x64xbf16>, %k: tensor<2x64x4x64xbf16>,
                                     %v: tensor<2x64x4x64xbf16>, %slopes: tensor<4xf32>,
                                     %lq: tensor<2xi32>, %lkv: tensor<2xi32>) -> tensor<2x64x4x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: ALiBi with bottom-right alignment over per-batch lengths (cuDNN's log-sum-exp comes out wrong for it)}}
  %out = attn.sdpa %q, %k, %v alibi(%slopes) seqlens_q(%lq) seqlens_kv(%lkv) layout = bshd causal = bottom_right
      : (tensor<2x64x4x64xbf16>, tensor<2x64x4x64xbf16>, tensor<2x64x4x64xbf16>, tensor<4xf32>,
         tensor<2xi32>, tensor<2xi32>) -> tensor<2x64x4x64xbf16>
  return %out : tensor<2x64x4x64xbf16>
}

// -----

// AUTO: remark: using the generated kernel: cuDNN cannot take this op (the 'off_by_one' softmax (sinks are not mapped to cuDNN))
// AUTO-LABEL: func.func @off_by_one
// AUTO:         gpu.launch_func @attn_kernels::@sdpa_fwd_0
func.func @off_by_one(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                      %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: the 'off_by_one' softmax (sinks are not mapped to cuDNN)}}
  %out = attn.sdpa %q, %k, %v layout = bshd softmax = off_by_one
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @learnable_sink(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                          %v: tensor<1x64x4x64xbf16>, %sink: tensor<4xf32>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: the 'learnable' softmax (sinks are not mapped to cuDNN)}}
  %out = attn.sdpa %q, %k, %v sink(%sink) layout = bshd softmax = learnable
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<4xf32>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @dynamic_head_dim(%q: tensor<1x64x4x?xbf16>, %k: tensor<1x64x4x?xbf16>,
                            %v: tensor<1x64x4x?xbf16>) -> tensor<1x64x4x?xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: dynamic head counts or head dimensions}}
  %out = attn.sdpa %q, %k, %v layout = bshd scale = 1.250000e-01
      : (tensor<1x64x4x?xbf16>, tensor<1x64x4x?xbf16>, tensor<1x64x4x?xbf16>) -> tensor<1x64x4x?xbf16>
  return %out : tensor<1x64x4x?xbf16>
}

// -----

func.func @head_dim_not_multiple_of_8(%q: tensor<1x64x4x36xbf16>, %k: tensor<1x64x4x36xbf16>,
                                      %v: tensor<1x64x4x36xbf16>) -> tensor<1x64x4x36xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: head dimension 36 (cuDNN takes multiples of 8 up to 256 here)}}
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x4x36xbf16>, tensor<1x64x4x36xbf16>, tensor<1x64x4x36xbf16>) -> tensor<1x64x4x36xbf16>
  return %out : tensor<1x64x4x36xbf16>
}

// -----

func.func @head_dim_too_large(%q: tensor<1x64x4x320xbf16>, %k: tensor<1x64x4x320xbf16>,
                              %v: tensor<1x64x4x320xbf16>) -> tensor<1x64x4x320xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: head dimension 320 (cuDNN takes multiples of 8 up to 256 here)}}
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x64x4x320xbf16>, tensor<1x64x4x320xbf16>, tensor<1x64x4x320xbf16>) -> tensor<1x64x4x320xbf16>
  return %out : tensor<1x64x4x320xbf16>
}

// -----

// On sm_90a the backward takes head dimensions up to 256
// (attn-to-cudnn-chip.mlir has the sm_80 bound of 128).
func.func @backward_head_dim(%q: tensor<1x64x4x264xbf16>, %o: tensor<1x64x4x264xbf16>,
                             %lse: tensor<1x4x64xf32>) -> tensor<1x64x4x264xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: head dimension 264 (cuDNN takes multiples of 8 up to 256 here)}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %q, %q, %o, %o, %lse layout = bshd
      : (tensor<1x64x4x264xbf16>, tensor<1x64x4x264xbf16>, tensor<1x64x4x264xbf16>,
         tensor<1x64x4x264xbf16>, tensor<1x64x4x264xbf16>, tensor<1x4x64xf32>)
      -> (tensor<1x64x4x264xbf16>, tensor<1x64x4x264xbf16>, tensor<1x64x4x264xbf16>)
  return %dq : tensor<1x64x4x264xbf16>
}

// -----

func.func @bias_other_type(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                           %v: tensor<1x64x4x64xbf16>, %bias: tensor<1x4x64x64xf32>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: a bias of another element type than the operands (cuDNN adds the bias in the operands' type)}}
  %out = attn.sdpa %q, %k, %v bias(%bias) layout = bshd
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64x64xf32>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @bias_broadcast_over_queries(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                                       %v: tensor<1x64x4x64xbf16>, %bias: tensor<1x4x1x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: a bias that is broadcast over query or key positions, or whose sequence sizes are not static (cuDNN's bias spans [Sq, Skv])}}
  %out = attn.sdpa %q, %k, %v bias(%bias) layout = bshd
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x1x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @bias_dynamic(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                        %v: tensor<1x64x4x64xbf16>, %bias: tensor<?x4x64x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: a bias with dynamic dimensions}}
  %out = attn.sdpa %q, %k, %v bias(%bias) layout = bshd
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<?x4x64x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

func.func @bias_gradient(%q: tensor<1x64x4x64xbf16>, %o: tensor<1x64x4x64xbf16>,
                         %lse: tensor<1x4x64xf32>, %bias: tensor<1x4x64x64xbf16>) -> tensor<1x4x64x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: d_bias (cuDNN's bias gradient is not mapped yet)}}
  %dq, %dk, %dv, %dbias = attn.sdpa_grad %q, %q, %q, %o, %o, %lse bias(%bias) layout = bshd
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>,
         tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64xf32>, tensor<1x4x64x64xbf16>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) d_bias(tensor<1x4x64x64xbf16>)
  return %dbias : tensor<1x4x64x64xbf16>
}

// -----

func.func @sink_gradient(%q: tensor<1x64x4x64xbf16>, %o: tensor<1x64x4x64xbf16>,
                         %lse: tensor<1x4x64xf32>, %sink: tensor<4xf32>) -> tensor<4xf32> {
  // expected-error @+1 {{cannot use the cuDNN backend: d_sink}}
  %dq, %dk, %dv, %dsink = attn.sdpa_grad %q, %q, %q, %o, %o, %lse sink(%sink) layout = bshd softmax = learnable
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>,
         tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x4x64xf32>, tensor<4xf32>)
      -> (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) d_sink(tensor<4xf32>)
  return %dsink : tensor<4xf32>
}

// -----

func.func @unknown_backend_attribute(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                                     %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{'attn.sdpa' op has attn.backend = "cuda"; expected "fused", "cudnn" or "auto"}}
  %out = attn.sdpa %q, %k, %v layout = bshd {attn.backend = "cuda"}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %out : tensor<1x64x4x64xbf16>
}

// -----

// Found by the GPU differential fuzz: cuDNN's output is wrong for a
// bottom-right window over per-batch lengths.
func.func @bottom_right_window_padded(%q: tensor<2x64x4x64xbf16>, %k: tensor<2x64x4x64xbf16>,
                                      %v: tensor<2x64x4x64xbf16>, %lq: tensor<2xi32>) -> tensor<2x64x4x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: a bottom-right window over per-batch lengths (cuDNN's output comes out wrong for it)}}
  %out = attn.sdpa %q, %k, %v seqlens_q(%lq) layout = bshd causal = bottom_right window = [8, 0]
      : (tensor<2x64x4x64xbf16>, tensor<2x64x4x64xbf16>, tensor<2x64x4x64xbf16>, tensor<2xi32>) -> tensor<2x64x4x64xbf16>
  return %out : tensor<2x64x4x64xbf16>
}

// -----

// Found by the GPU differential fuzz: rows past seqlens_q may hold NaN in
// out and d_out, which cuDNN's backward reads.
func.func @backward_query_lengths(%q: tensor<2x64x4x64xbf16>, %k: tensor<2x64x4x64xbf16>,
                                  %v: tensor<2x64x4x64xbf16>, %o: tensor<2x64x4x64xbf16>,
                                  %do: tensor<2x64x4x64xbf16>, %lse: tensor<2x4x64xf32>,
                                  %lq: tensor<2xi32>) -> tensor<2x64x4x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend: per-batch query lengths in the backward (cuDNN reads out and d_out past them: NaN there turns dK and dV NaN)}}
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse seqlens_q(%lq) layout = bshd
      : (tensor<2x64x4x64xbf16>, tensor<2x64x4x64xbf16>, tensor<2x64x4x64xbf16>,
         tensor<2x64x4x64xbf16>, tensor<2x64x4x64xbf16>, tensor<2x4x64xf32>, tensor<2xi32>)
      -> (tensor<2x64x4x64xbf16>, tensor<2x64x4x64xbf16>, tensor<2x64x4x64xbf16>)
  return %dq : tensor<2x64x4x64xbf16>
}
