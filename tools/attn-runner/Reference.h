//===- Reference.h - fp64 reference of the attention ops --------*- C++ -*-===//
//
// The documented semantics of the attention ops (AttnOps.td), computed
// directly in double precision, one (batch, head, row) at a time. It is the
// oracle every backend is compared against, so it favours being obviously
// correct over being fast.
//
// Conventions beyond the op description:
//  - Rows that have no valid query position (padding rows i >= Lq(b), and
//    thd tokens at or after cu_q[B]) have nothing allowed: out = 0 and
//    lse = sigma (-inf for vanilla, 0 for off_by_one, sink[h] for learnable),
//    which is what the formulas give for an empty row.
//  - A row whose allowed scores are all -inf (e.g. a -inf bias) and that has
//    no finite sink is treated as fully masked: out = 0, lse = -inf.
//  - Inputs the op verifier rejects are rejected here too (bias with thd,
//    sink without softmax(learnable), ...).
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_TOOLS_ATTN_RUNNER_REFERENCE_H
#define ATTN_TOOLS_ATTN_RUNNER_REFERENCE_H

#include <cstdint>
#include <functional>
#include <string>
#include <vector>

namespace attn::reference {

enum class Layout { bshd, bhsd, sbhd, thd };
enum class Causal { none, topLeft, bottomRight };
enum class Softmax { vanilla, offByOne, learnable };

/// A dense row-major tensor.
struct Tensor {
  std::vector<int64_t> shape;
  std::vector<double> data;
};

struct Config {
  Layout layout = Layout::bshd;
  Causal causal = Causal::none;
  /// Inclusive window extents around the diagonal; -1 = unbounded.
  int64_t windowLeft = -1, windowRight = -1;
  /// The effective scale; the caller resolves the default 1/sqrt(Dqk). Must
  /// be finite and positive.
  double scale = 0;
  Softmax softmax = Softmax::vanilla;
  /// Dropout probability in [0, 1).
  double dropout = 0;
  uint64_t seed = 0, offset = 0;
  /// The op's score_mod at (b, h, i, j, s): sets the modified score and its
  /// derivative ∂/∂s, returns "" or why it cannot be evaluated. Empty: none.
  std::function<std::string(int64_t b, int64_t h, int64_t i, int64_t j,
                            double s, double &modified, double &derivative)>
      scoreMod;
  /// The op's mask_mod at (b, h, i, j): sets `allowed`, returns "" or why
  /// it cannot be evaluated. Empty: none.
  std::function<std::string(int64_t b, int64_t h, int64_t i, int64_t j,
                            bool &allowed)>
      maskMod;
};

struct Inputs {
  /// Required, laid out as `Config::layout` says.
  const Tensor *query = nullptr, *key = nullptr, *value = nullptr;
  /// Rank 4, broadcastable to [B, Hq, Sq, Skv]; not with thd.
  const Tensor *bias = nullptr;
  /// [Hq].
  const Tensor *alibiSlopes = nullptr;
  /// [Hq]; required by, and only allowed with, Softmax::learnable.
  const Tensor *sink = nullptr;
  /// Valid lengths [B] (bshd/bhsd/sbhd, optional) or cumulative offsets
  /// [B + 1] starting at 0 (thd, required).
  const std::vector<int64_t> *seqlensQ = nullptr, *seqlensKv = nullptr;
};

struct ForwardResult {
  /// Query's layout with the value head dim.
  Tensor out;
  /// [B, Hq, Sq], or [Hq, Tq] for thd.
  Tensor lse;
};

struct BackwardResult {
  /// Shaped like query, key, value.
  Tensor dQuery, dKey, dValue;
  /// Bias's shape (summed over its broadcast dimensions) when a bias is
  /// given, else empty (no shape, no data).
  Tensor dBias;
  /// [Hq] with Softmax::learnable, else empty.
  Tensor dSink;
};

/// Computes the forward op. Returns "" on success, else a message describing
/// the bad input; `result` is then unspecified.
std::string forward(const Config &config, const Inputs &inputs,
                    ForwardResult &result);

/// Computes the gradients of sum(dOut * out) with respect to query, key,
/// value, bias and sink, recomputing the forward from the inputs. `dOut` has
/// the shape of `out`. Returns "" on success, else a message.
std::string backward(const Config &config, const Inputs &inputs,
                     const Tensor &dOut, BackwardResult &result);

} // namespace attn::reference

#endif // ATTN_TOOLS_ATTN_RUNNER_REFERENCE_H
