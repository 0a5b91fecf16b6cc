//===- Reference.cpp - fp64 reference of the attention ops ----------------===//
//
// Forward and backward walk the same rows: for each (b, h, i) the allowed
// columns, scores, softmax and dropout factors are recomputed by one helper,
// so the backward differentiates exactly what the forward computes.
//
//===----------------------------------------------------------------------===//

#include "Reference.h"

#include "attn/Dialect/Attn/Utils/MaskBand.h"
#include "attn/Philox.h"

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <limits>

using namespace attn::reference;

namespace {
constexpr double kInf = std::numeric_limits<double>::infinity();

const char *layoutName(Layout layout) {
  switch (layout) {
  case Layout::bshd:
    return "bshd";
  case Layout::bhsd:
    return "bhsd";
  case Layout::sbhd:
    return "sbhd";
  case Layout::thd:
    return "thd";
  }
  return "?";
}

std::string formatDouble(double value) {
  char text[32];
  std::snprintf(text, sizeof text, "%.17g", value);
  return text;
}

std::string formatShape(const std::vector<int64_t> &shape) {
  std::string text = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    text += (i ? ", " : "") + std::to_string(shape[i]);
  return text + "]";
}

int64_t numElements(const std::vector<int64_t> &shape) {
  int64_t count = 1;
  for (int64_t size : shape)
    count *= size;
  return count;
}

/// Checks that `tensor` is consistent (sizes >= 0, data matches) and has
/// `rank` dimensions.
std::string checkTensor(const Tensor *tensor, const char *name, size_t rank) {
  if (!tensor)
    return std::string("'") + name + "' is missing";
  if (tensor->shape.size() != rank)
    return std::string("'") + name + "' must have rank " +
           std::to_string(rank) + ", got shape " + formatShape(tensor->shape);
  uint64_t count = 1;
  for (int64_t size : tensor->shape) {
    if (size < 0)
      return std::string("'") + name + "' has a negative size in " +
             formatShape(tensor->shape);
    if (size != 0 && count > std::numeric_limits<uint64_t>::max() /
                                 static_cast<uint64_t>(size))
      return std::string("'") + name + "' is too large";
    count *= static_cast<uint64_t>(size);
  }
  if (count != tensor->data.size())
    return std::string("'") + name + "' has shape " +
           formatShape(tensor->shape) + " but holds " +
           std::to_string(tensor->data.size()) + " values";
  return "";
}

/// The decoded problem: sizes, per-batch extents and element offsets.
struct Problem {
  Layout layout;
  int64_t batch = 0, seqQ = 0, seqKv = 0, headsQ = 0, headsKv = 0,
          headDimQK = 0, headDimV = 0;
  /// Token offset of each sequence (thd) and its valid lengths.
  std::vector<int64_t> startQ, startKv, lengthQ, lengthKv;

  /// Offset of element (b, pos, h, 0) of a tensor with sequence length
  /// `seq` (Sq or Skv, the token count for thd), `heads` and `dim`.
  int64_t offset(int64_t b, int64_t pos, int64_t h, int64_t seq, int64_t heads,
                 int64_t dim, const std::vector<int64_t> &start) const {
    switch (layout) {
    case Layout::bshd:
      return ((b * seq + pos) * heads + h) * dim;
    case Layout::bhsd:
      return ((b * heads + h) * seq + pos) * dim;
    case Layout::sbhd:
      return ((pos * batch + b) * heads + h) * dim;
    case Layout::thd:
      return ((start[b] + pos) * heads + h) * dim;
    }
    return 0;
  }
  int64_t queryOffset(int64_t b, int64_t i, int64_t h) const {
    return offset(b, i, h, seqQ, headsQ, headDimQK, startQ);
  }
  int64_t outOffset(int64_t b, int64_t i, int64_t h) const {
    return offset(b, i, h, seqQ, headsQ, headDimV, startQ);
  }
  int64_t keyOffset(int64_t b, int64_t j, int64_t h) const {
    return offset(b, j, h, seqKv, headsKv, headDimQK, startKv);
  }
  int64_t valueOffset(int64_t b, int64_t j, int64_t h) const {
    return offset(b, j, h, seqKv, headsKv, headDimV, startKv);
  }
  int64_t lseOffset(int64_t b, int64_t i, int64_t h) const {
    if (layout == Layout::thd)
      return h * seqQ + startQ[b] + i;
    return (b * headsQ + h) * seqQ + i;
  }
  std::vector<int64_t> shape(int64_t seq, int64_t heads, int64_t dim) const {
    switch (layout) {
    case Layout::bshd:
      return {batch, seq, heads, dim};
    case Layout::bhsd:
      return {batch, heads, seq, dim};
    case Layout::sbhd:
      return {seq, batch, heads, dim};
    case Layout::thd:
      return {seq, heads, dim};
    }
    return {};
  }
  std::vector<int64_t> lseShape() const {
    if (layout == Layout::thd)
      return {headsQ, seqQ};
    return {batch, headsQ, seqQ};
  }
};

/// Positions of (batch, seq, heads, dim) in a layout; batch -1 for thd.
struct LayoutPositions {
  int batch = 0, seq = 1, heads = 2, dim = 3;
};

bool getLayoutPositions(Layout layout, LayoutPositions &pos) {
  switch (layout) {
  case Layout::bshd:
    pos = {0, 1, 2, 3};
    return true;
  case Layout::bhsd:
    pos = {0, 2, 1, 3};
    return true;
  case Layout::sbhd:
    pos = {1, 0, 2, 3};
    return true;
  case Layout::thd:
    pos = {-1, 0, 1, 2};
    return true;
  }
  return false;
}

std::string checkSequenceLengths(const Inputs &inputs, Problem &problem) {
  const std::vector<int64_t> *lists[] = {inputs.seqlensQ, inputs.seqlensKv};
  const char *names[] = {"seqlens_q", "seqlens_kv"};
  int64_t seqs[] = {problem.seqQ, problem.seqKv};
  std::vector<int64_t> *starts[] = {&problem.startQ, &problem.startKv};
  std::vector<int64_t> *lengths[] = {&problem.lengthQ, &problem.lengthKv};

  if (problem.layout == Layout::thd) {
    if (!inputs.seqlensQ || !inputs.seqlensKv)
      return "layout thd requires the cumulative offsets 'seqlens_q' and "
             "'seqlens_kv'";
    if (inputs.seqlensQ->size() < 1)
      return "'seqlens_q' holds cumulative offsets [B + 1] and needs at "
             "least 1 entry";
    if (inputs.seqlensQ->size() != inputs.seqlensKv->size())
      return "'seqlens_q' and 'seqlens_kv' must hold the same number of "
             "offsets, got " +
             std::to_string(inputs.seqlensQ->size()) + " and " +
             std::to_string(inputs.seqlensKv->size());
    problem.batch = static_cast<int64_t>(inputs.seqlensQ->size()) - 1;
    for (int which = 0; which < 2; ++which) {
      const std::vector<int64_t> &cu = *lists[which];
      std::string name = names[which];
      if (cu[0] != 0)
        return "'" + name + "' must start at 0, got " + std::to_string(cu[0]);
      for (int64_t b = 0; b < problem.batch; ++b) {
        if (cu[b + 1] < cu[b])
          return "'" + name + "' must be non-decreasing, got " +
                 std::to_string(cu[b]) + " then " + std::to_string(cu[b + 1]) +
                 " at index " + std::to_string(b);
        starts[which]->push_back(cu[b]);
        lengths[which]->push_back(cu[b + 1] - cu[b]);
      }
      if (cu[problem.batch] > seqs[which])
        return "'" + name + "' ends at " + std::to_string(cu[problem.batch]) +
               ", beyond the " + std::to_string(seqs[which]) + " tokens";
    }
    return "";
  }

  for (int which = 0; which < 2; ++which) {
    starts[which]->assign(problem.batch, 0);
    if (!lists[which]) {
      lengths[which]->assign(problem.batch, seqs[which]);
      continue;
    }
    const std::vector<int64_t> &list = *lists[which];
    std::string name = names[which];
    if (static_cast<int64_t>(list.size()) != problem.batch)
      return "'" + name + "' must have shape [B] = [" +
             std::to_string(problem.batch) + "], got [" +
             std::to_string(list.size()) + "]";
    for (int64_t b = 0; b < problem.batch; ++b)
      if (list[b] < 0 || list[b] > seqs[which])
        return "'" + name + "'[" + std::to_string(b) +
               "] = " + std::to_string(list[b]) + " is outside [0, " +
               std::to_string(seqs[which]) + "]";
    *lengths[which] = list;
  }
  return "";
}

/// Validates everything and decodes the sizes.
std::string decode(const Config &config, const Inputs &inputs,
                   Problem &problem) {
  problem.layout = config.layout;
  if (config.windowLeft < -1 || config.windowRight < -1)
    return "window extents must be >= -1 (-1 = unbounded), got [" +
           std::to_string(config.windowLeft) + ", " +
           std::to_string(config.windowRight) + "]";
  if (!(config.dropout >= 0 && config.dropout < 1))
    return "dropout probability must be in [0, 1), got " +
           formatDouble(config.dropout);

  LayoutPositions pos;
  if (!getLayoutPositions(config.layout, pos))
    return "unknown layout";
  if (config.causal != Causal::none && config.causal != Causal::topLeft &&
      config.causal != Causal::bottomRight)
    return "unknown causal mask";
  if (config.softmax != Softmax::vanilla &&
      config.softmax != Softmax::offByOne &&
      config.softmax != Softmax::learnable)
    return "unknown softmax kind";

  size_t rank = config.layout == Layout::thd ? 3 : 4;
  for (auto [tensor, name] :
       {std::pair{inputs.query, "query"}, std::pair{inputs.key, "key"},
        std::pair{inputs.value, "value"}})
    if (std::string error = checkTensor(tensor, name, rank); !error.empty())
      return error + " (layout " + layoutName(config.layout) + ")";

  int batchPos = pos.batch, seqPos = pos.seq, headsPos = pos.heads,
      dimPos = pos.dim;
  const std::vector<int64_t> &q = inputs.query->shape;
  const std::vector<int64_t> &k = inputs.key->shape;
  const std::vector<int64_t> &v = inputs.value->shape;
  auto mismatch = [&](const char *what, const char *a, int64_t sizeA,
                      const char *b, int64_t sizeB) {
    return std::string(what) + " of '" + a + "' (" + std::to_string(sizeA) +
           ") differs from '" + b + "' (" + std::to_string(sizeB) + ")";
  };
  if (batchPos >= 0) {
    if (k[batchPos] != q[batchPos])
      return mismatch("batch size", "key", k[batchPos], "query", q[batchPos]);
    if (v[batchPos] != q[batchPos])
      return mismatch("batch size", "value", v[batchPos], "query", q[batchPos]);
    problem.batch = q[batchPos];
  }
  if (v[seqPos] != k[seqPos])
    return mismatch("sequence length", "value", v[seqPos], "key", k[seqPos]);
  if (v[headsPos] != k[headsPos])
    return mismatch("head count", "value", v[headsPos], "key", k[headsPos]);
  if (k[dimPos] != q[dimPos])
    return mismatch("head dimension", "key", k[dimPos], "query", q[dimPos]);
  problem.seqQ = q[seqPos];
  problem.seqKv = k[seqPos];
  problem.headsQ = q[headsPos];
  problem.headsKv = k[headsPos];
  problem.headDimQK = q[dimPos];
  problem.headDimV = v[dimPos];
  for (auto [size, what] : {std::pair{problem.headsQ, "query head count"},
                            std::pair{problem.headsKv, "key/value head count"},
                            std::pair{problem.headDimQK, "query/key head dim"},
                            std::pair{problem.headDimV, "value head dim"}})
    if (size <= 0)
      return std::string(what) + " must be positive, got " +
             std::to_string(size);
  if (!(std::isfinite(config.scale) && config.scale > 0))
    return "'scale' must be finite and positive (the caller resolves the "
           "default 1/sqrt(Dqk)), got " +
           formatDouble(config.scale);
  if (problem.headsQ % problem.headsKv != 0)
    return "query head count (" + std::to_string(problem.headsQ) +
           ") must be a multiple of the key/value head count (" +
           std::to_string(problem.headsKv) + ")";

  if (std::string error = checkSequenceLengths(inputs, problem); !error.empty())
    return error;

  if (inputs.bias) {
    if (config.layout == Layout::thd)
      return "'bias' is not supported with the packed thd layout";
    if (std::string error = checkTensor(inputs.bias, "bias", 4); !error.empty())
      return error;
    int64_t target[] = {problem.batch, problem.headsQ, problem.seqQ,
                        problem.seqKv};
    const char *names[] = {"B", "Hq", "Sq", "Skv"};
    for (int d = 0; d < 4; ++d) {
      int64_t size = inputs.bias->shape[d];
      if (size != 1 && size != target[d])
        return "'bias' dimension " + std::to_string(d) + " (" +
               std::to_string(size) + ") is neither 1 nor " + names[d] + " (" +
               std::to_string(target[d]) + ")";
    }
  }
  auto checkPerHead = [&](const Tensor *tensor,
                          const char *name) -> std::string {
    if (std::string error = checkTensor(tensor, name, 1); !error.empty())
      return error;
    if (tensor->shape[0] != problem.headsQ)
      return std::string("'") + name + "' must have shape [Hq] = [" +
             std::to_string(problem.headsQ) + "], got " +
             formatShape(tensor->shape);
    return "";
  };
  if (inputs.alibiSlopes)
    if (std::string error = checkPerHead(inputs.alibiSlopes, "alibi");
        !error.empty())
      return error;
  bool learnable = config.softmax == Softmax::learnable;
  if (learnable && !inputs.sink)
    return "softmax(learnable) requires a 'sink' operand";
  if (!learnable && inputs.sink)
    return "'sink' needs softmax(learnable)";
  if (inputs.sink)
    if (std::string error = checkPerHead(inputs.sink, "sink"); !error.empty())
      return error;
  return "";
}

/// One row of the attention matrix: columns [first, last] are the allowed
/// ones (the mask constraints are all bounds on j, so they form an
/// interval); `prob` and `dropScale` are indexed by j - first.
struct Row {
  int64_t first = 0, last = -1;
  double sigma = -kInf, lse = -kInf;
  /// False when the row is fully masked (out = 0, zero gradients).
  bool live = false;
  /// ∂score_mod/∂s at each allowed column (1 without a score_mod); a column
  /// that mask_mod removes has score −inf, so probability 0.
  std::vector<double> prob, dropScale, scoreModDerivative;
};

/// Everything a row computation needs.
class RowEvaluator {
public:
  RowEvaluator(const Config &config, const Inputs &inputs,
               const Problem &problem)
      : config(clamped(config, problem)), inputs(inputs), problem(problem),
        threshold(attn_dropout_threshold(config.dropout)),
        keepScale(1.0 / (1.0 - config.dropout)) {}

  /// `config` with window extents clamped as every backend clamps them
  /// (MaskBand.h), so that the band arithmetic cannot overflow.
  static Config clamped(Config config, const Problem &problem) {
    config.windowLeft = mlir::attn::clampWindowExtent(
        config.windowLeft, problem.seqQ, problem.seqKv);
    config.windowRight = mlir::attn::clampWindowExtent(
        config.windowRight, problem.seqQ, problem.seqKv);
    return config;
  }

  /// The logit sigma of the sink of head h.
  double sigma(int64_t h) const {
    switch (config.softmax) {
    case Softmax::vanilla:
      return -kInf;
    case Softmax::offByOne:
      return 0;
    case Softmax::learnable:
      return inputs.sink->data[h];
    }
    return -kInf;
  }

  /// Index into the bias data of (b, h, i, j), honouring broadcast dims.
  int64_t biasIndex(int64_t b, int64_t h, int64_t i, int64_t j) const {
    const std::vector<int64_t> &shape = inputs.bias->shape;
    int64_t index[] = {b, h, i, j};
    int64_t flat = 0;
    for (int d = 0; d < 4; ++d)
      flat = flat * shape[d] + (shape[d] == 1 ? 0 : index[d]);
    return flat;
  }

  /// Recomputes row i of head h of batch b. Returns "" or why a modifier
  /// region could not be evaluated.
  std::string evaluate(int64_t b, int64_t h, int64_t i, Row &row) const {
    int64_t lengthQ = problem.lengthQ[b], lengthKv = problem.lengthKv[b];
    int64_t diagonalOffset =
        config.causal == Causal::bottomRight ? lengthKv - lengthQ : 0;
    int64_t diagonal = i + diagonalOffset;
    row.sigma = sigma(h);
    row.first = 0;
    row.last = lengthKv - 1;
    if (config.causal != Causal::none)
      row.last = std::min(row.last, diagonal);
    if (config.windowLeft >= 0)
      row.first = std::max(row.first, diagonal - config.windowLeft);
    if (config.windowRight >= 0)
      row.last = std::min(row.last, diagonal + config.windowRight);
    if (i >= lengthQ)
      row.last = row.first - 1;
    int64_t count = std::max<int64_t>(0, row.last - row.first + 1);

    std::vector<double> &score = row.prob;
    score.assign(count, 0);
    row.dropScale.assign(count, 1);
    row.scoreModDerivative.assign(count, 1);
    int64_t kvHead = h / (problem.headsQ / problem.headsKv);
    const double *q = &inputs.query->data[problem.queryOffset(b, i, h)];
    double rowMax = row.sigma;
    for (int64_t c = 0; c < count; ++c) {
      int64_t j = row.first + c;
      const double *k = &inputs.key->data[problem.keyOffset(b, j, kvHead)];
      double dot = 0;
      for (int64_t d = 0; d < problem.headDimQK; ++d)
        dot += q[d] * k[d];
      double s = config.scale * dot;
      if (inputs.bias)
        s += inputs.bias->data[biasIndex(b, h, i, j)];
      if (inputs.alibiSlopes)
        s -= inputs.alibiSlopes->data[h] *
             static_cast<double>(std::llabs(diagonal - j));
      if (config.scoreMod) {
        double modified = 0;
        if (std::string error = config.scoreMod(
                b, h, i, j, s, modified, row.scoreModDerivative[c]);
            !error.empty())
          return error;
        s = modified;
      }
      if (config.maskMod) {
        bool allowed = true;
        if (std::string error = config.maskMod(b, h, i, j, allowed);
            !error.empty())
          return error;
        if (!allowed)
          s = -kInf;
      }
      score[c] = s;
      rowMax = std::max(rowMax, s);
      if (config.dropout > 0)
        row.dropScale[c] = attn_dropout_keep(config.seed, config.offset, b, h,
                                             problem.headsQ, i, j, threshold)
                               ? keepScale
                               : 0.0;
    }

    // Nothing allowed (or everything at -inf) and no finite sink: the
    // documented fully masked row, kept free of NaN.
    if (rowMax == -kInf) {
      row.live = false;
      row.lse = -kInf;
      std::fill(score.begin(), score.end(), 0.0);
      return "";
    }
    double sum = std::exp(row.sigma - rowMax);
    for (double s : score)
      sum += std::exp(s - rowMax);
    for (double &s : score)
      s = std::exp(s - rowMax) / sum;
    row.lse = rowMax + std::log(sum);
    row.live = count > 0;
    return "";
  }

private:
  const Config config; // extents clamped
  const Inputs &inputs;
  const Problem &problem;
  uint32_t threshold;
  double keepScale;
};

/// out[i] = sum_j P'(i, j) v[j] for row (b, h, i) into `out` (Dv values).
void rowOutput(const Problem &problem, const Inputs &inputs, int64_t b,
               int64_t h, const Row &row, double *out) {
  std::fill(out, out + problem.headDimV, 0.0);
  if (!row.live)
    return;
  int64_t kvHead = h / (problem.headsQ / problem.headsKv);
  for (size_t c = 0; c < row.prob.size(); ++c) {
    double weight = row.prob[c] * row.dropScale[c];
    if (weight == 0)
      continue;
    const double *v = &inputs.value->data[problem.valueOffset(
        b, row.first + static_cast<int64_t>(c), kvHead)];
    for (int64_t d = 0; d < problem.headDimV; ++d)
      out[d] += weight * v[d];
  }
}
} // namespace

std::string attn::reference::forward(const Config &config, const Inputs &inputs,
                                     ForwardResult &result) {
  Problem problem;
  if (std::string error = decode(config, inputs, problem); !error.empty())
    return error;
  RowEvaluator evaluator(config, inputs, problem);

  result.out.shape =
      problem.shape(problem.seqQ, problem.headsQ, problem.headDimV);
  result.out.data.assign(numElements(result.out.shape), 0.0);
  result.lse.shape = problem.lseShape();
  result.lse.data.assign(numElements(result.lse.shape), 0.0);
  // Rows outside every sequence are empty rows: lse = sigma. The thd lse
  // [Hq, Tq] indexes like a single batch.
  int64_t lseBatches = problem.layout == Layout::thd ? 1 : problem.batch;
  for (int64_t b = 0; b < lseBatches; ++b)
    for (int64_t h = 0; h < problem.headsQ; ++h)
      for (int64_t t = 0; t < problem.seqQ; ++t)
        result.lse.data[(b * problem.headsQ + h) * problem.seqQ + t] =
            evaluator.sigma(h);

  Row row;
  for (int64_t b = 0; b < problem.batch; ++b)
    for (int64_t h = 0; h < problem.headsQ; ++h)
      for (int64_t i = 0; i < problem.lengthQ[b]; ++i) {
        if (std::string error = evaluator.evaluate(b, h, i, row);
            !error.empty())
          return error;
        result.lse.data[problem.lseOffset(b, i, h)] = row.lse;
        rowOutput(problem, inputs, b, h, row,
                  &result.out.data[problem.outOffset(b, i, h)]);
      }
  return "";
}

std::string attn::reference::backward(const Config &config,
                                      const Inputs &inputs, const Tensor &dOut,
                                      BackwardResult &result) {
  Problem problem;
  if (std::string error = decode(config, inputs, problem); !error.empty())
    return error;
  std::vector<int64_t> outShape =
      problem.shape(problem.seqQ, problem.headsQ, problem.headDimV);
  if (std::string error = checkTensor(&dOut, "d_out", outShape.size());
      !error.empty())
    return error;
  if (dOut.shape != outShape)
    return "'d_out' must have the shape of 'out' " + formatShape(outShape) +
           ", got " + formatShape(dOut.shape);
  RowEvaluator evaluator(config, inputs, problem);

  auto zerosLike = [](const Tensor &tensor) {
    return Tensor{tensor.shape, std::vector<double>(tensor.data.size(), 0.0)};
  };
  result.dQuery = zerosLike(*inputs.query);
  result.dKey = zerosLike(*inputs.key);
  result.dValue = zerosLike(*inputs.value);
  result.dBias = inputs.bias ? zerosLike(*inputs.bias) : Tensor{};
  result.dSink = inputs.sink ? zerosLike(*inputs.sink) : Tensor{};

  const int64_t dimQK = problem.headDimQK, dimV = problem.headDimV;
  std::vector<double> out(dimV);
  Row row;
  for (int64_t b = 0; b < problem.batch; ++b)
    for (int64_t h = 0; h < problem.headsQ; ++h) {
      int64_t kvHead = h / (problem.headsQ / problem.headsKv);
      for (int64_t i = 0; i < problem.lengthQ[b]; ++i) {
        if (std::string error = evaluator.evaluate(b, h, i, row);
            !error.empty())
          return error;
        if (!row.live)
          continue;
        rowOutput(problem, inputs, b, h, row, out.data());
        const double *dout = &dOut.data[problem.outOffset(b, i, h)];
        const double *q = &inputs.query->data[problem.queryOffset(b, i, h)];
        double *dq = &result.dQuery.data[problem.queryOffset(b, i, h)];
        // D(i) = d_out[i] . out[i]: the softmax Jacobian's rank-one term.
        double rowDot = 0;
        for (int64_t d = 0; d < dimV; ++d)
          rowDot += dout[d] * out[d];

        for (size_t c = 0; c < row.prob.size(); ++c) {
          int64_t j = row.first + static_cast<int64_t>(c);
          double p = row.prob[c], drop = row.dropScale[c];
          const double *k = &inputs.key->data[problem.keyOffset(b, j, kvHead)];
          const double *v =
              &inputs.value->data[problem.valueOffset(b, j, kvHead)];
          double *dk = &result.dKey.data[problem.keyOffset(b, j, kvHead)];
          double *dv = &result.dValue.data[problem.valueOffset(b, j, kvHead)];

          double doutDotV = 0;
          for (int64_t d = 0; d < dimV; ++d)
            doutDotV += dout[d] * v[d];
          // dS with respect to the score before score_mod; a pair of
          // probability 0 contributes nothing, whatever the derivative.
          double dScore = p * (drop * doutDotV - rowDot);
          dScore = p == 0 ? 0.0 : dScore * row.scoreModDerivative[c];
          double dvWeight = p * drop;
          for (int64_t d = 0; d < dimV; ++d)
            dv[d] += dvWeight * dout[d];
          double dqkWeight = config.scale * dScore;
          for (int64_t d = 0; d < dimQK; ++d) {
            dq[d] += dqkWeight * k[d];
            dk[d] += dqkWeight * q[d];
          }
          if (inputs.bias)
            result.dBias.data[evaluator.biasIndex(b, h, i, j)] += dScore;
        }
        // d sigma: the sink's probability exp(sigma - lse) times -D(i).
        if (inputs.sink && row.sigma != -kInf)
          result.dSink.data[h] -= std::exp(row.sigma - row.lse) * rowDot;
      }
    }
  return "";
}
