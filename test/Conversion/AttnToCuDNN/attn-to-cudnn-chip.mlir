// RUN: attn-opt %s --attn-to-cudnn=backend=cudnn | FileCheck %s
// RUN: not attn-opt %s --attn-to-cudnn="backend=cudnn chip=sm_80" 2>&1 | FileCheck %s --check-prefix=SM80
// RUN: attn-opt %s --attn-select-backend="backend=auto chip=sm_80" 2>&1 | FileCheck %s --check-prefix=AUTO80
// RUN: attn-opt %s --attn-select-backend="backend=auto chip=sm_90a" | FileCheck %s --check-prefix=AUTO90

// What cuDNN takes depends on the chip: its backward covers head dimensions
// up to 256 (DeepSeek's d_qk 192 with d_v 128 among them) on Hopper, up to
// 128 on Ampere and Ada.

// CHECK-LABEL: func.func @mla_backward
// CHECK:         call @attn_cudnnSdpaBackward(
// CHECK-NOT:     attn.sdpa_grad
// SM80: error: 'attn.sdpa_grad' op cannot use the cuDNN backend: head dimension 192 (cuDNN takes multiples of 8 up to 128 here)
// AUTO80: remark: using the generated kernel: cuDNN cannot take this op (head dimension 192 (cuDNN takes multiples of 8 up to 128 here))
// AUTO80: attn.sdpa_grad {{.*}} {attn.backend = "fused"}
// AUTO90: attn.sdpa_grad {{.*}} {attn.backend = "auto"}
func.func @mla_backward(%q: tensor<1x128x4x192xbf16>, %k: tensor<1x128x4x192xbf16>,
                        %v: tensor<1x128x4x128xbf16>, %o: tensor<1x128x4x128xbf16>,
                        %do: tensor<1x128x4x128xbf16>, %lse: tensor<1x4x128xf32>)
    -> (tensor<1x128x4x192xbf16>, tensor<1x128x4x192xbf16>, tensor<1x128x4x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left
      : (tensor<1x128x4x192xbf16>, tensor<1x128x4x192xbf16>, tensor<1x128x4x128xbf16>,
         tensor<1x128x4x128xbf16>, tensor<1x128x4x128xbf16>, tensor<1x4x128xf32>)
      -> (tensor<1x128x4x192xbf16>, tensor<1x128x4x192xbf16>, tensor<1x128x4x128xbf16>)
  return %dq, %dk, %dv : tensor<1x128x4x192xbf16>, tensor<1x128x4x192xbf16>, tensor<1x128x4x128xbf16>
}
