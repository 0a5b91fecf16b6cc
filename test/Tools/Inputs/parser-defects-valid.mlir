func.func @valid(%x: tensor<2x4xf32>, %y: tensor<2xf32>) -> (tensor<4x2xf32>, tensor<4x2xf32>, tensor<2x3xf32>) {
  %dimensions = tensor.empty() : tensor<4x2xf32>
  %t = linalg.transpose ins(%x : tensor<2x4xf32>) outs(%dimensions : tensor<4x2xf32>) permutation = [1, 0]
  %g = "linalg.transpose"(%x, %dimensions) <{permutation = array<i64: 1, 0>}> ({
  ^bb0(%a: f32, %b: f32):
    linalg.yield %a : f32
  }) : (tensor<2x4xf32>, tensor<4x2xf32>) -> tensor<4x2xf32>
  %e = tensor.empty() : tensor<2x3xf32>
  %b = linalg.broadcast ins(%y : tensor<2xf32>) outs(%e : tensor<2x3xf32>) dimensions = [1]
  return %t, %g, %b : tensor<4x2xf32>, tensor<4x2xf32>, tensor<2x3xf32>
}
