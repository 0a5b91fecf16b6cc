func.func @f(%x: tensor<2x4xf32>) -> tensor<4x2xf32> {
  %e = tensor.empty() : tensor<4x2xf32>
  %t = linalg.transpose ins(%x : tensor<2x4xf32>) outs(%e : tensor<4x2xf32>) // a comment
     permutation = [1, , 0]
  return %t : tensor<4x2xf32>
}
