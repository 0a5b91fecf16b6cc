// RUN: attn-opt %s -split-input-file --attn-to-gpu=backward-dq-heads=2 | FileCheck %s

// backward-dq-heads = 2 applies where the query-major dQ kernel can take two
// heads a block: a group of two or more query heads per KV head, which one
// key range serves. MHA (a group of one) and a mask_mod that reads the head
// keep one head (128 threads and, as auto takes one K/V buffer with one
// head, 64 KiB + 1 KiB); a GQA window packs two (256 threads, 2 · 32 KiB
// of Q and dO, 2 · 32 KiB of K/V, 1 KiB).
// CHECK-LABEL: func.func @mha(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0 blocks in (%{{.+}}, %c4{{.*}}, %{{.+}}) threads in (%c128{{.*}}, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c66560_i32
// CHECK-LABEL: func.func @head_mask_mod(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0 blocks in (%{{.+}}, %c4{{.*}}, %{{.+}}) threads in (%c128{{.*}}, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c66560_i32
// CHECK-LABEL: func.func @gqa(
// CHECK:         gpu.launch_func @attn_kernels::@sdpa_bwd_dq_0 blocks in (%{{.+}}, %c2{{.*}}, %{{.+}}) threads in (%c256{{.*}}, %{{.+}}, %{{.+}}) dynamic_shared_memory_size %c132096_i32
func.func @mha(%q: tensor<1x256x4x128xbf16>, %k: tensor<1x256x4x128xbf16>, %v: tensor<1x256x4x128xbf16>,
    %o: tensor<1x256x4x128xbf16>, %do: tensor<1x256x4x128xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left window = [64, 0]
      : (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>
}

// -----

func.func @head_mask_mod(%q: tensor<1x256x4x128xbf16>, %k: tensor<1x256x1x128xbf16>, %v: tensor<1x256x1x128xbf16>,
    %o: tensor<1x256x4x128xbf16>, %do: tensor<1x256x4x128xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x1x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left window = [64, 0]
      : (tensor<1x256x4x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x1x128xbf16>)
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c16 = arith.constant 16 : index
        %w = arith.muli %h, %c16 : index
        %lo = arith.subi %i, %w : index
        %ok = arith.cmpi sge, %j, %lo : index
        attn.yield %ok : i1
      }
  return %dq, %dk, %dv : tensor<1x256x4x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x1x128xbf16>
}

// -----

func.func @gqa(%q: tensor<1x256x4x128xbf16>, %k: tensor<1x256x1x128xbf16>, %v: tensor<1x256x1x128xbf16>,
    %o: tensor<1x256x4x128xbf16>, %do: tensor<1x256x4x128xbf16>, %lse: tensor<1x4x256xf32>)
    -> (tensor<1x256x4x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x1x128xbf16>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd causal = top_left window = [64, 0]
      : (tensor<1x256x4x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x256x4x128xbf16>, tensor<1x4x256xf32>)
      -> (tensor<1x256x4x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x1x128xbf16>)
  return %dq, %dk, %dv : tensor<1x256x4x128xbf16>, tensor<1x256x1x128xbf16>, tensor<1x256x1x128xbf16>
}
