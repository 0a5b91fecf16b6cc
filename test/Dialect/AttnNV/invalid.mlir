// RUN: attn-opt %s -split-input-file -verify-diagnostics

// One case per verifier error of the attn_nv ops and attributes.

func.func @n_not_multiple_of_8(%d: i64) {
  // expected-error @+1 {{n must be a multiple of 8 in [8, 256], got 12}}
  %s:6 = attn_nv.warpgroup_mma [#attn_nv.product<n = 12, steps = 1, a = descriptor>]
      element = bf16 a_descriptors(%d) b_descriptors(%d)
  return
}

// -----

func.func @n_too_wide(%d: i64) {
  // expected-error @+1 {{n must be a multiple of 8 in [8, 256], got 264}}
  %s:132 = attn_nv.warpgroup_mma [#attn_nv.product<n = 264, steps = 1, a = descriptor>]
      element = bf16 a_descriptors(%d) b_descriptors(%d)
  return
}

// -----

func.func @no_steps(%d: i64) {
  // expected-error @+1 {{steps must be positive, got 0}}
  %s:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 0, a = descriptor>]
      element = bf16 b_descriptors()
  return
}

// -----

func.func @transposed_register_a(%r: i32, %d: i64) {
  // expected-error @+1 {{transpose_a needs A from a descriptor (register A is always K-major)}}
  %s:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = registers, transpose_a = true>]
      element = bf16 a(%r, %r, %r, %r) b_descriptors(%d)
  return
}

// -----

func.func @no_products(%d: i64) {
  // expected-error @+1 {{'attn_nv.warpgroup_mma' op needs at least one product}}
  attn_nv.warpgroup_mma [] element = bf16 b_descriptors(%d)
  return
}

// -----

func.func @accumulators_short(%c: f32, %d: i64) {
  // expected-error @+1 {{'attn_nv.warpgroup_mma' op expects 4 accumulator operands for its products, got 2}}
  %s:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = descriptor, accumulate = true>]
      element = bf16 accumulators(%c, %c) a_descriptors(%d) b_descriptors(%d)
  return
}

// -----

func.func @accumulators_without_accumulate(%c: f32, %d: i64) {
  // expected-error @+1 {{'attn_nv.warpgroup_mma' op expects 0 accumulator operands for its products, got 4}}
  %s:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = descriptor>]
      element = bf16 accumulators(%c, %c, %c, %c) a_descriptors(%d) b_descriptors(%d)
  return
}

// -----

func.func @a_registers_short(%r: i32, %d: i64) {
  // expected-error @+1 {{'attn_nv.warpgroup_mma' op expects 8 A register operands for its products, got 4}}
  %s:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 2, a = registers>]
      element = bf16 a(%r, %r, %r, %r) b_descriptors(%d, %d)
  return
}

// -----

func.func @a_descriptors_short(%d: i64) {
  // expected-error @+1 {{'attn_nv.warpgroup_mma' op expects 2 A descriptor operands for its products, got 1}}
  %s:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 2, a = descriptor>]
      element = bf16 a_descriptors(%d) b_descriptors(%d, %d)
  return
}

// -----

func.func @b_descriptors_short(%d: i64) {
  // expected-error @+1 {{'attn_nv.warpgroup_mma' op expects 2 B descriptor operands for its products, got 1}}
  %s:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 2, a = descriptor>]
      element = bf16 a_descriptors(%d, %d) b_descriptors(%d)
  return
}

// -----

func.func @f32_element(%d: i64) {
  // expected-error @+1 {{attribute 'element' failed to satisfy constraint: type attribute of bfloat16 type or 16-bit float}}
  %s:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = descriptor>]
      element = f32 a_descriptors(%d) b_descriptors(%d)
  return
}

// -----

// A result in flight read before the wait returns it.
func.func @read_in_flight(%d: i64) -> f32 {
  // expected-error @+1 {{'attn_nv.warpgroup_mma' op result in flight is used by 'arith.addf' before an attn_nv.warpgroup_wait returns it}}
  %s:4 = attn_nv.warpgroup_mma [#attn_nv.product<n = 8, steps = 1, a = descriptor>]
      element = bf16 a_descriptors(%d) b_descriptors(%d) in_flight
  %x = arith.addf %s#0, %s#1 : f32
  return %x : f32
}

// -----

func.func @negative_pending(%x: f32) {
  // expected-error @+1 {{attribute 'pending' failed to satisfy constraint: 64-bit signless integer attribute whose value is non-negative}}
  %r:1 = attn_nv.warpgroup_wait -1 values(%x)
  return
}

// -----

func.func @reduce_three(%p: !llvm.ptr<1>, %x: f32) {
  // expected-error @+1 {{'attn_nv.reduce_add' op adds one or two f32 values, got 3}}
  attn_nv.reduce_add %p, %x, %x, %x : !llvm.ptr<1>
  return
}

// -----

func.func @bulk_reduce_unaligned_size(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>) {
  // expected-error @+1 {{'attn_nv.bulk_reduce_add' op adds a positive multiple of 16 bytes, got 40}}
  attn_nv.bulk_reduce_add %g, %s, 40 : !llvm.ptr<1>, !llvm.ptr<3>
  return
}

// -----

func.func @bulk_reduce_empty(%g: !llvm.ptr<1>, %s: !llvm.ptr<3>) {
  // expected-error @+1 {{'attn_nv.bulk_reduce_add' op adds a positive multiple of 16 bytes, got 0}}
  attn_nv.bulk_reduce_add %g, %s, 0 : !llvm.ptr<1>, !llvm.ptr<3>
  return
}

// -----

func.func @bulk_reduce_from_global(%g: !llvm.ptr<1>) {
  // expected-error @+1 {{'attn_nv.bulk_reduce_add' op operand #1 must be LLVM pointer in address space 3}}
  attn_nv.bulk_reduce_add %g, %g, 16 : !llvm.ptr<1>, !llvm.ptr<1>
  return
}

// -----

func.func @bulk_reduce_to_generic(%p: !llvm.ptr, %s: !llvm.ptr<3>) {
  // expected-error @+1 {{'attn_nv.bulk_reduce_add' op operand #0 must be LLVM pointer in address space 1}}
  attn_nv.bulk_reduce_add %p, %s, 16 : !llvm.ptr, !llvm.ptr<3>
  return
}

// -----

func.func @tensor_map_rank(%x: memref<1x1x1x1x1x64xbf16>) {
  // expected-error @+1 {{describes buffers of rank 1 to 5, not 6}}
  %m = attn_nv.tensor_map %x box [1, 1, 1, 1, 1, 64] : memref<1x1x1x1x1x64xbf16>
  return
}

// -----

func.func @tensor_map_element(%x: memref<16x64xf32>) {
  // expected-error @+1 {{describes bf16 or f16 buffers, not 'f32'}}
  %m = attn_nv.tensor_map %x box [16, 32] : memref<16x64xf32>
  return
}

// -----

func.func @tensor_map_layout(%x: memref<16x64xbf16, strided<[128, 1]>>) {
  // expected-error @+1 {{describes row-major buffers (identity layout)}}
  %m = attn_nv.tensor_map %x box [16, 64] : memref<16x64xbf16, strided<[128, 1]>>
  return
}

// -----

func.func @tensor_map_box_count(%x: memref<16x64xbf16>) {
  // expected-error @+1 {{box has 3 extents for a buffer of rank 2}}
  %m = attn_nv.tensor_map %x box [1, 16, 64] : memref<16x64xbf16>
  return
}

// -----

func.func @tensor_map_box_extent(%x: memref<1024x64xbf16>) {
  // expected-error @+1 {{box extents must be in [1, 256], got 512}}
  %m = attn_nv.tensor_map %x box [512, 64] : memref<1024x64xbf16>
  return
}

// -----

func.func @tensor_map_inner_too_wide(%x: memref<16x128xbf16>) {
  // expected-error @+1 {{the innermost box extent is at most 64 elements (the 128-byte swizzle), got 128}}
  %m = attn_nv.tensor_map %x box [16, 128] : memref<16x128xbf16>
  return
}

// -----

func.func @tensor_map_inner_not_16_bytes(%x: memref<16x64xbf16>) {
  // expected-error @+1 {{the innermost box extent must be a multiple of 16 bytes, got 12 elements}}
  %m = attn_nv.tensor_map %x box [16, 12] : memref<16x64xbf16>
  return
}

// -----

func.func @tensor_map_address_type(%x: !llvm.array<8 x i64>) {
  // expected-error @+1 {{'attn_nv.tensor_map_address' op operand #0 must be !llvm.array<16 x i64> holding a CUtensorMap}}
  %a = attn_nv.tensor_map_address %x : !llvm.array<8 x i64> -> !llvm.ptr
  return
}
