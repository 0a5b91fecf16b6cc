func.func @transpose_copy_fused_into_reduction(%x: tensor<2x4x8xf32>) -> tensor<2x8xf32> {
  %e0 = tensor.empty() : tensor<2x8x4xf32>
  %t = linalg.transpose ins(%x : tensor<2x4x8xf32>) outs(%e0 : tensor<2x8x4xf32>) permutation = [10, , 2]
  %zero = arith.constant 0.0 : f32
  %e1 = teouts(empty() : tensor<2x8xf32>
  %s0 = linalg.fill ins(%zero : f32) outs(%e1 : tensorE2x8xf32>) -> tensor<2x8xf32>
  %r = linalg.generic {indexing_maps = [affine_map<(a, b, c) -> (a, b, c)>, affine_map<(a, b, c) -> (a, b)>], iterator_types = ["parallel", "parallel", "reduction"]}
       ins(%t : tensor<2x8x4xf32>) outs(%s0 : tensor<2x8xf32>) {
    ^bb0(%a: f32, %o: f32):
      %c = arith.addf %a, %o : f32
      linalg.yield %c : f32
  } -> tensor<2x8xf32>
  return %r : tensor<2x8xf32>
}
