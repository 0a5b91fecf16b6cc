// RUN: attn-opt %s -split-input-file --attn-to-cudnn -verify-diagnostics

// attn-to-cudnn's own errors: an op recorded for cuDNN that cuDNN cannot
// compute exactly, and a backend name it does not know. (Every reason
// cuDNN can refuse is in attn-to-cudnn-invalid.mlir.)

func.func @recorded_cudnn_alibi(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                                %v: tensor<1x64x4x64xbf16>, %slopes: tensor<4xf32>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{cannot use the cuDNN backend}}
  %o = attn.sdpa %q, %k, %v alibi(%slopes) layout = bshd {attn.backend = "cudnn"}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<4xf32>) -> tensor<1x64x4x64xbf16>
  return %o : tensor<1x64x4x64xbf16>
}

// -----

func.func @unknown_backend(%q: tensor<1x64x4x64xbf16>, %k: tensor<1x64x4x64xbf16>,
                           %v: tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16> {
  // expected-error @+1 {{has attn.backend = "tensorrt"; expected "fused", "cudnn" or "auto"}}
  %o = attn.sdpa %q, %k, %v layout = bshd {attn.backend = "tensorrt"}
      : (tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>, tensor<1x64x4x64xbf16>) -> tensor<1x64x4x64xbf16>
  return %o : tensor<1x64x4x64xbf16>
}
