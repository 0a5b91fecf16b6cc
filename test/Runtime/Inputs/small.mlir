// Entries of artifact.test: a compiled module with forward and backward
// attention in several element types, layouts and argument kinds.

// Dense forward, out and lse.
func.func @causal_f32(%q: tensor<1x40x2x16xf32>, %k: tensor<1x40x2x16xf32>, %v: tensor<1x40x2x16xf32>)
    -> (tensor<1x40x2x16xf32>, tensor<1x2x40xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v layout = bshd causal = top_left
      : (tensor<1x40x2x16xf32>, tensor<1x40x2x16xf32>, tensor<1x40x2x16xf32>)
      -> (tensor<1x40x2x16xf32>, tensor<1x2x40xf32>)
  return %out, %lse : tensor<1x40x2x16xf32>, tensor<1x2x40xf32>
}

// GQA in bf16 with per-batch valid lengths (i32) and dropout (i64 scalars).
func.func @gqa_padding_dropout_bf16(%q: tensor<2x24x4x32xbf16>, %k: tensor<2x24x2x32xbf16>,
                                    %v: tensor<2x24x2x32xbf16>, %lq: tensor<2xi32>,
                                    %lkv: tensor<2xi32>, %seed: i64, %offset: i64)
    -> tensor<2x24x4x32xbf16> {
  %out = attn.sdpa %q, %k, %v seqlens_q(%lq) seqlens_kv(%lkv) rng(%seed, %offset)
      layout = bshd dropout = 0.125
      : (tensor<2x24x4x32xbf16>, tensor<2x24x2x32xbf16>, tensor<2x24x2x32xbf16>,
         tensor<2xi32>, tensor<2xi32>, i64, i64) -> tensor<2x24x4x32xbf16>
  return %out : tensor<2x24x4x32xbf16>
}

// Packed sequences in f16 with cumulative offsets.
func.func @packed_f16(%q: tensor<30x2x16xf16>, %k: tensor<36x1x16xf16>, %v: tensor<36x1x16xf16>,
                      %cu_q: tensor<4xi32>, %cu_kv: tensor<4xi32>)
    -> (tensor<30x2x16xf16>, tensor<2x30xf32>) {
  %out, %lse = attn.sdpa %q, %k, %v seqlens_q(%cu_q) seqlens_kv(%cu_kv) layout = thd causal = bottom_right
      : (tensor<30x2x16xf16>, tensor<36x1x16xf16>, tensor<36x1x16xf16>, tensor<4xi32>, tensor<4xi32>)
      -> (tensor<30x2x16xf16>, tensor<2x30xf32>)
  return %out, %lse : tensor<30x2x16xf16>, tensor<2x30xf32>
}

// Backward.
func.func @grad_f32(%q: tensor<1x2x24x16xf32>, %k: tensor<1x1x32x16xf32>, %v: tensor<1x1x32x16xf32>,
                    %o: tensor<1x2x24x16xf32>, %do: tensor<1x2x24x16xf32>, %lse: tensor<1x2x24xf32>)
    -> (tensor<1x2x24x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>) {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bhsd causal = bottom_right
      : (tensor<1x2x24x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>, tensor<1x2x24x16xf32>,
         tensor<1x2x24x16xf32>, tensor<1x2x24xf32>)
      -> (tensor<1x2x24x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>)
  return %dq, %dk, %dv : tensor<1x2x24x16xf32>, tensor<1x1x32x16xf32>, tensor<1x1x32x16xf32>
}

// Dynamic sizes: listed as ?, and --run cannot size them.
func.func @dynamic_seq(%q: tensor<1x?x2x16xf32>, %k: tensor<1x?x2x16xf32>, %v: tensor<1x?x2x16xf32>)
    -> tensor<1x?x2x16xf32> {
  %out = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x?x2x16xf32>, tensor<1x?x2x16xf32>, tensor<1x?x2x16xf32>) -> tensor<1x?x2x16xf32>
  return %out : tensor<1x?x2x16xf32>
}

// A private helper is not an entry.
func.func private @not_an_entry(%x: tensor<4xf32>) -> tensor<4xf32> {
  return %x : tensor<4xf32>
}
