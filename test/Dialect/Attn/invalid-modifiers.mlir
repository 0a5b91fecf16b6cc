// RUN: attn-opt %s -split-input-file -verify-diagnostics

// One case per verifier diagnostic of the score_mod and mask_mod regions
// (lib/Dialect/Attn/Utils/Modifiers.cpp and AttnOps.cpp). Everything but
// the defect under test is valid.

func.func @score_mod_arity(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x8xf32>,
                           %v: tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32> {
  // expected-error @+1 {{'score_mod' region must have 5 block arguments (b, h, i, j: index, s: f32), got 4}}
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32>
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %c = arith.constant 1.0 : f32
        attn.yield %c : f32
      }
  return %o : tensor<1x4x2x8xf32>
}

// -----

func.func @mask_mod_argument_type(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x8xf32>,
                                  %v: tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32> {
  // expected-error @+1 {{'mask_mod' region argument #2 must be 'index', got 'i32'}}
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: i32, %j: index):
        %t = arith.constant true
        attn.yield %t : i1
      }
  return %o : tensor<1x4x2x8xf32>
}

// -----

func.func @score_mod_score_type(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x8xf32>,
                                %v: tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32> {
  // expected-error @+1 {{'score_mod' region argument #4 must be 'f32', got 'f16'}}
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32>
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f16):
        %c = arith.constant 1.0 : f32
        attn.yield %c : f32
      }
  return %o : tensor<1x4x2x8xf32>
}

// -----

func.func @score_mod_yield_type(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x8xf32>,
                                %v: tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32>
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
        %t = arith.constant true
        // expected-error @+1 {{in 'score_mod' must yield 'f32', got 'i1'}}
        attn.yield %t : i1
      }
  return %o : tensor<1x4x2x8xf32>
}

// -----

func.func @mask_mod_yield_type(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x8xf32>,
                               %v: tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        // expected-error @+1 {{in 'mask_mod' must yield 'i1', got 'index'}}
        attn.yield %i : index
      }
  return %o : tensor<1x4x2x8xf32>
}

// -----

func.func @missing_yield(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x8xf32>,
                         %v: tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32> {
  // expected-error @+1 {{'attn.sdpa' op 'mask_mod' region must end with attn.yield}}
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        %t = arith.cmpi sle, %j, %i : index
      }
  return %o : tensor<1x4x2x8xf32>
}

// -----

func.func @foreign_op(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x8xf32>,
                      %v: tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32>
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
        // expected-error @+1 {{'tensor.empty' op is not allowed in a 'score_mod' region (only arith and math operations are)}}
        %e = tensor.empty() : tensor<2xf32>
        attn.yield %s : f32
      }
  return %o : tensor<1x4x2x8xf32>
}

// -----

func.func @multi_result_op(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x8xf32>,
                           %v: tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32>
      mask_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index):
        // expected-error @+1 {{'arith.addui_extended' op in a 'mask_mod' region must have exactly one result}}
        %sum, %carry = arith.addui_extended %i, %j : index, i1
        attn.yield %carry : i1
      }
  return %o : tensor<1x4x2x8xf32>
}

// -----

func.func @captured_value(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x8xf32>,
                          %v: tensor<1x4x2x8xf32>, %cap: f32) -> tensor<1x4x2x8xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32>
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
        // expected-error @+1 {{'arith.mulf' op in a 'score_mod' region uses a value defined outside it}}
        %y = arith.mulf %s, %cap : f32
        attn.yield %y : f32
      }
  return %o : tensor<1x4x2x8xf32>
}

// -----

func.func @grad_not_differentiable(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x8xf32>,
    %v: tensor<1x4x2x8xf32>, %o: tensor<1x4x2x8xf32>, %do: tensor<1x4x2x8xf32>,
    %lse: tensor<1x2x4xf32>) -> tensor<1x4x2x8xf32> {
  %dq, %dk, %dv = attn.sdpa_grad %q, %k, %v, %o, %do, %lse layout = bshd
      : (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>,
         tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x2x4xf32>)
      -> (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>)
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
        // expected-error @+1 {{'math.floor' op in the 'score_mod' region of attn.sdpa_grad has no derivative rule, and the score depends on it}}
        %f = math.floor %s : f32
        attn.yield %f : f32
      }
  return %dq : tensor<1x4x2x8xf32>
}

// -----

// The forward needs no derivative: the same region is valid there.
func.func @forward_floor_is_valid(%q: tensor<1x4x2x8xf32>, %k: tensor<1x4x2x8xf32>,
                                  %v: tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32> {
  %o = attn.sdpa %q, %k, %v layout = bshd
      : (tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>, tensor<1x4x2x8xf32>) -> tensor<1x4x2x8xf32>
      score_mod {
      ^bb0(%b: index, %h: index, %i: index, %j: index, %s: f32):
        %f = math.floor %s : f32
        attn.yield %f : f32
      }
  return %o : tensor<1x4x2x8xf32>
}

// -----

func.func @yield_outside(%x: f32) {
  // expected-error @+1 {{'attn.yield' op expects parent op to be one of 'attn.sdpa, attn.sdpa_grad, attn.online_step, attn.query_grad_step, attn.key_grad_step'}}
  attn.yield %x : f32
}
