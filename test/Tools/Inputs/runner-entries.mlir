// Entry points for attn-runner-errors.test.

func.func @attention(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>)
    -> (tensor<1x16x2x8xf32>, tensor<1x2x16xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>)
      -> (tensor<1x16x2x8xf32>, tensor<1x2x16xf32>)
  return %out, %lse : tensor<1x16x2x8xf32>, tensor<1x2x16xf32>
}

func.func @attention_bf16(%q: tensor<2x8x4x16xbf16>, %k: tensor<2x8x2x16xbf16>, %v: tensor<2x8x2x16xbf16>)
    -> tensor<2x8x4x16xbf16> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<2x8x4x16xbf16>, tensor<2x8x2x16xbf16>, tensor<2x8x2x16xbf16>) -> tensor<2x8x4x16xbf16>
  return %out : tensor<2x8x4x16xbf16>
}

// Not attention: a copy through linalg.
func.func @not_attention(%x: tensor<4xf32>) -> tensor<4xf32> {
  %init = tensor.empty() : tensor<4xf32>
  %y = linalg.copy ins(%x : tensor<4xf32>) outs(%init : tensor<4xf32>) -> tensor<4xf32>
  return %y : tensor<4xf32>
}

func.func @two_attentions(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>)
    -> (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) {
  %a = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  %b = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x16x2x8xf32>
  return %a, %b : tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>
}

func.func @dynamic_argument(%q: tensor<1x?x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>)
    -> tensor<1x?x2x8xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x?x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x?x2x8xf32>
  return %out : tensor<1x?x2x8xf32>
}

func.func @dynamic_result(%q: tensor<1x16x2x8xf32>, %k: tensor<1x16x2x8xf32>, %v: tensor<1x16x2x8xf32>)
    -> tensor<1x?x2x8xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>, tensor<1x16x2x8xf32>) -> tensor<1x?x2x8xf32>
  return %out : tensor<1x?x2x8xf32>
}

func.func @memref_argument(%x: memref<4xf32>) {
  return
}

func.func @i16_argument(%x: tensor<4xi16>) -> tensor<4xi16> {
  return %x : tensor<4xi16>
}

func.func private @private_helper(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
