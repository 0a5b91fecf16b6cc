//===- BackwardKernel.cpp - fused CPU loops for attn.sdpa_grad ------------===//
//
// The backward's tile steps in the flash-attention-2 form, which needs no
// atomics and is deterministic (attn-tile emits the loops around them):
//   - a query tile's dQ (attn.query_grad_*): its init stages the scaled
//     query and dO rows and writes delta(i) = Σ_d dO[i, d]·O[i, d]; each
//     key tile recomputes P from the saved lse (and adds to d_bias);
//   - a key tile's dK and dV (attn.key_grad_*): each step walks a block of
//     query rows of one head of the group.
//
//===----------------------------------------------------------------------===//

#include "AttnToCPUKernels.h"


using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::cpu;
using namespace mlir::attn::kernels;

namespace {
/// What both backward tile emitters share: staging, dot products and the
/// recomputed scores and score gradients.
class BackwardTileHelpers {
public:
  BackwardTileHelpers(ImplicitLocOpBuilder &b, const AttentionProblem &problem)
      : b(b), kb(b), frames(kb, problem), p(problem) {}

protected:
  /// Indices into lse / delta of row i (token `token`) of (batch, head).
  SmallVector<Value> rowIndices(Value batch, Value head, Value i,
                                Value token) {
    if (p.layout == Layout::thd)
      return {head, token};
    return {batch, head, i};
  }
  /// Copies one row of a layout tensor into a stack buffer row, in f32,
  /// multiplied by `factor` when given.
  void stageRow(Value source, Value batch, Value token, Value head,
                int64_t headDim, Value buffer, Value row, Value factor) {
    int64_t width = vectorWidthFor(headDim);
    Value factorV = factor ? kb.splat(factor, width) : Value();
    kb.forLoop(kb.index(0), kb.index(headDim), width, [&](Value d) {
      Value x = kb.loadVectorF32(
          source, layoutIndices(p.layout, batch, token, head, d), width);
      kb.storeVector(factorV ? kb.mulF(x, factorV) : x, buffer, {row, d});
    });
  }
  /// Σ_d a[rowA, d]·b[rowB, d] over two f32 stack buffers.
  Value dot(Value a, Value rowA, Value bBuf, Value rowB, int64_t headDim) {
    int64_t width = vectorWidthFor(headDim);
    Value sum = kb.forLoopWithValues(
        kb.index(0), kb.index(headDim), width,
        ValueRange{kb.vectorConstant(0.0, width)},
        [&](Value d, ValueRange acc) -> SmallVector<Value> {
          return {kb.fma(kb.loadVector(a, {rowA, d}, width),
                         kb.loadVector(bBuf, {rowB, d}, width), acc[0])};
        })[0];
    return kb.reduceAdd(sum);
  }
  /// acc[rowAcc, :] += factor · x[rowX, :].
  void axpy(Value acc, Value rowAcc, Value factor, Value x, Value rowX,
            int64_t headDim) {
    int64_t width = vectorWidthFor(headDim);
    Value factorV = kb.splat(factor, width);
    kb.forLoop(kb.index(0), kb.index(headDim), width, [&](Value d) {
      Value updated = kb.fma(factorV, kb.loadVector(x, {rowX, d}, width),
                             kb.loadVector(acc, {rowAcc, d}, width));
      kb.storeVector(updated, acc, {rowAcc, d});
    });
  }
  void zeroRows(Value buffer, Value rows, int64_t headDim) {
    int64_t width = vectorWidthFor(headDim);
    Value zeroV = kb.vectorConstant(0.0, width);
    kb.forLoop(kb.index(0), rows, 1, [&](Value r) {
      kb.forLoop(kb.index(0), kb.index(headDim), width,
                 [&](Value d) { kb.storeVector(zeroV, buffer, {r, d}); });
    });
  }
  /// Stores rows of an f32 buffer into a layout tensor, times `factor`.
  void storeRow(Value buffer, Value row, Value target, Value batch,
                Value token, Value head, int64_t headDim, Value factor) {
    int64_t width = vectorWidthFor(headDim);
    Value factorV = kb.splat(factor, width);
    kb.forLoop(kb.index(0), kb.index(headDim), width, [&](Value d) {
      kb.storeVectorFromF32(
          kb.mulF(kb.loadVector(buffer, {row, d}, width), factorV), target,
          layoutIndices(p.layout, batch, token, head, d));
    });
  }

  /// The score s(i, j) from staged scaled q and f32 k rows (−∞ if masked),
  /// after the score_mod, and ∂score_mod/∂s (nullptr without one).
  std::pair<Value, Value> score(const SequenceFrame &frame, Value head,
                                Value i, Value j, Value queryBuf,
                                Value queryRow, Value keyBuf, Value keyRow) {
    Value s = dot(queryBuf, queryRow, keyBuf, keyRow, p.headDimQK);
    if (Value term = frames.additiveTerm(frame, head, i, j, j))
      s = kb.addF(s, term);
    auto [modified, derivative] =
        frames.modifiedScoreWithDerivative(frame, head, i, j, s);
    return {kb.select(frames.allowedPair(frame, head, i, j), modified,
                      kb.negInf()),
            derivative};
  }

  /// dS with respect to the unmodified score: dS · ∂score_mod/∂s, and 0
  /// where p is 0 (masked pairs, whose derivative may not be finite).
  Value throughScoreMod(Value ds, Value derivative, Value prob) {
    if (!derivative)
      return ds;
    Value zero = kb.f32(0.0);
    return kb.select(kb.cmpF(arith::CmpFPredicate::OEQ, prob, zero), zero,
                     kb.mulF(ds, derivative));
  }

  /// dS and the dropped probability of one (i, j), given p(i, j) (0 when
  /// masked), dp = dO_i·v_j and delta_i.
  std::pair<Value, Value> scoreGradient(Value batch, Value head, Value i,
                                        Value j, Value prob, Value dp,
                                        Value delta) {
    Value dropped = prob;
    if (p.dropout > 0.0) {
      Value keep = frames.dropoutKeep(batch, head, i, j);
      Value keepScale = kb.f32(1.0 / (1.0 - p.dropout));
      dp = kb.select(keep, kb.mulF(dp, keepScale), kb.f32(0.0));
      dropped = kb.select(keep, kb.mulF(prob, keepScale), kb.f32(0.0));
    }
    return {kb.mulF(prob, kb.subF(dp, delta)), dropped};
  }

  /// p(i, j) = exp(s − lse(i)), exactly 0 where masked.
  Value probability(Value s, Value rowLse) {
    Value masked = kb.cmpF(arith::CmpFPredicate::OEQ, s, kb.negInf());
    return kb.select(masked, kb.f32(0.0), kb.exp(kb.subF(s, rowLse)));
  }

  ImplicitLocOpBuilder &b;
  KernelBuilder kb;
  AttentionFrameBuilder frames;
  const AttentionProblem &p;
};
} // namespace

//===----------------------------------------------------------------------===//
// A query tile's dQ
//===----------------------------------------------------------------------===//

QueryGradTileBuffers QueryGradTileBuffers::allocate(KernelBuilder &kb,
                                                    int64_t rows,
                                                    int64_t keys,
                                                    int64_t headDimQK,
                                                    int64_t headDimV) {
  QueryGradTileBuffers buffers;
  buffers.query = kb.stackBuffer({rows, headDimQK});
  buffers.dOut = kb.stackBuffer({rows, headDimV});
  buffers.dQuery = kb.stackBuffer({rows, headDimQK});
  buffers.key = kb.stackBuffer({keys, headDimQK});
  buffers.value = kb.stackBuffer({keys, headDimV});
  buffers.lse = kb.stackBuffer({rows});
  buffers.delta = kb.stackBuffer({rows});
  return buffers;
}

SmallVector<Value> QueryGradTileBuffers::values() const {
  return {query, dOut, dQuery, key, value, lse, delta};
}

QueryGradTileBuffers QueryGradTileBuffers::fromValues(ValueRange values) {
  assert(values.size() == 7 && "a query gradient tile has seven buffers");
  QueryGradTileBuffers buffers;
  buffers.query = values[0];
  buffers.dOut = values[1];
  buffers.dQuery = values[2];
  buffers.key = values[3];
  buffers.value = values[4];
  buffers.lse = values[5];
  buffers.delta = values[6];
  return buffers;
}

namespace {
class QueryGradTileEmitter : BackwardTileHelpers {
public:
  QueryGradTileEmitter(ImplicitLocOpBuilder &b, const AttentionProblem &p,
                       const QueryGradTileBuffers &buffers)
      : BackwardTileHelpers(b, p), buf(buffers) {}

  void init(const SequenceFrame &frame, Value head, Value rowStart,
            Value rows, Value out, Value dOut, Value lse, Value delta) {
    Value scale = kb.f32(p.scale);
    int64_t width = vectorWidthFor(p.headDimV);
    kb.forLoop(kb.index(0), rows, 1, [&](Value r) {
      Value i = kb.add(rowStart, r);
      Value token = kb.add(frame.baseQ, i);
      stageRow(p.query, frame.batch, token, head, p.headDimQK, buf.query, r,
               scale);
      stageRow(dOut, frame.batch, token, head, p.headDimV, buf.dOut, r,
               Value());
      // delta(i) = Σ_d dO·O, kept for the steps and written for the key
      // tiles' steps.
      SmallVector<Value> at =
          layoutIndices(p.layout, frame.batch, token, head, kb.index(0));
      Value sum = kb.forLoopWithValues(
          kb.index(0), kb.index(p.headDimV), width,
          ValueRange{kb.vectorConstant(0.0, width)},
          [&](Value d, ValueRange acc) -> SmallVector<Value> {
            SmallVector<Value> indices = at;
            indices.back() = d;
            return {kb.fma(kb.loadVectorF32(dOut, indices, width),
                           kb.loadVectorF32(out, indices, width), acc[0])};
          })[0];
      Value rowDelta = kb.reduceAdd(sum);
      SmallVector<Value> row = rowIndices(frame.batch, head, i, token);
      kb.store(rowDelta, delta, row);
      kb.store(rowDelta, buf.delta, {r});
      kb.store(kb.load(lse, row), buf.lse, {r});
    });
    zeroRows(buf.dQuery, rows, p.headDimQK);
  }

  void step(const SequenceFrame &frame, Value head, Value kvHead,
            Value rowStart, Value rows, Value keyStart, Value keys,
            Value biasGradSum) {
    kb.forLoop(kb.index(0), keys, 1, [&](Value c) {
      Value token = kb.add(frame.baseKv, kb.add(keyStart, c));
      stageRow(p.key, frame.batch, token, kvHead, p.headDimQK, buf.key, c,
               Value());
      stageRow(p.value, frame.batch, token, kvHead, p.headDimV, buf.value, c,
               Value());
    });
    // Rows from the valid length on see no key.
    Value validRows = kb.sub(kb.min(kb.add(rowStart, rows), frame.lengthQ),
                             rowStart);
    kb.forLoop(kb.index(0), validRows, 1, [&](Value r) {
      Value i = kb.add(rowStart, r);
      Value rowLse = kb.load(buf.lse, {r});
      Value rowDelta = kb.load(buf.delta, {r});
      kb.forLoop(kb.index(0), keys, 1, [&](Value c) {
        Value j = kb.add(keyStart, c);
        auto [s, derivative] =
            score(frame, head, i, j, buf.query, r, buf.key, c);
        Value prob = probability(s, rowLse);
        Value dp = dot(buf.dOut, r, buf.value, c, p.headDimV);
        Value ds = throughScoreMod(
            scoreGradient(frame.batch, head, i, j, prob, dp, rowDelta).first,
            derivative, prob);
        axpy(buf.dQuery, r, ds, buf.key, c, p.headDimQK);
        if (biasGradSum) {
          SmallVector<Value> biasAt = {
              frames.biasIndex(0, frame.batch), frames.biasIndex(1, head),
              frames.biasIndex(2, i), frames.biasIndex(3, j)};
          kb.store(kb.addF(kb.load(biasGradSum, biasAt), ds), biasGradSum,
                   biasAt);
        }
      });
    });
  }

  void finish(const SequenceFrame &frame, Value head, Value rowStart,
              Value rows, Value dQuery) {
    Value scale = kb.f32(p.scale);
    kb.forLoop(kb.index(0), rows, 1, [&](Value r) {
      Value token = kb.add(frame.baseQ, kb.add(rowStart, r));
      storeRow(buf.dQuery, r, dQuery, frame.batch, token, head, p.headDimQK,
               scale);
    });
  }

private:
  QueryGradTileBuffers buf;
};
} // namespace

void mlir::attn::cpu::emitQueryGradInit(
    ImplicitLocOpBuilder &b, const AttentionProblem &problem,
    const QueryGradTileBuffers &buffers, const SequenceFrame &frame,
    Value head, Value rowStart, Value rows, Value out, Value dOut, Value lse,
    Value delta) {
  QueryGradTileEmitter(b, problem, buffers)
      .init(frame, head, rowStart, rows, out, dOut, lse, delta);
}

void mlir::attn::cpu::emitQueryGradStep(
    ImplicitLocOpBuilder &b, const AttentionProblem &problem,
    const QueryGradTileBuffers &buffers, const SequenceFrame &frame,
    Value head, Value kvHead, Value rowStart, Value rows, Value keyStart,
    Value keys, Value biasGradSum) {
  QueryGradTileEmitter(b, problem, buffers)
      .step(frame, head, kvHead, rowStart, rows, keyStart, keys,
            biasGradSum);
}

void mlir::attn::cpu::emitQueryGradFinish(
    ImplicitLocOpBuilder &b, const AttentionProblem &problem,
    const QueryGradTileBuffers &buffers, const SequenceFrame &frame,
    Value head, Value rowStart, Value rows, Value dQuery) {
  QueryGradTileEmitter(b, problem, buffers)
      .finish(frame, head, rowStart, rows, dQuery);
}

//===----------------------------------------------------------------------===//
// A key tile's dK and dV
//===----------------------------------------------------------------------===//

KeyGradTileBuffers KeyGradTileBuffers::allocate(KernelBuilder &kb,
                                                int64_t keys,
                                                int64_t headDimQK,
                                                int64_t headDimV) {
  KeyGradTileBuffers buffers;
  buffers.key = kb.stackBuffer({keys, headDimQK});
  buffers.value = kb.stackBuffer({keys, headDimV});
  buffers.dKey = kb.stackBuffer({keys, headDimQK});
  buffers.dValue = kb.stackBuffer({keys, headDimV});
  buffers.query = kb.stackBuffer({1, headDimQK});
  buffers.dOut = kb.stackBuffer({1, headDimV});
  return buffers;
}

SmallVector<Value> KeyGradTileBuffers::values() const {
  return {key, value, dKey, dValue, query, dOut};
}

KeyGradTileBuffers KeyGradTileBuffers::fromValues(ValueRange values) {
  assert(values.size() == 6 && "a key gradient tile has six buffers");
  KeyGradTileBuffers buffers;
  buffers.key = values[0];
  buffers.value = values[1];
  buffers.dKey = values[2];
  buffers.dValue = values[3];
  buffers.query = values[4];
  buffers.dOut = values[5];
  return buffers;
}

namespace {
class KeyGradTileEmitter : BackwardTileHelpers {
public:
  KeyGradTileEmitter(ImplicitLocOpBuilder &b, const AttentionProblem &p,
                     const KeyGradTileBuffers &buffers)
      : BackwardTileHelpers(b, p), buf(buffers) {}

  void init(const SequenceFrame &frame, Value kvHead, Value keyStart,
            Value keys) {
    kb.forLoop(kb.index(0), keys, 1, [&](Value c) {
      Value token = kb.add(frame.baseKv, kb.add(keyStart, c));
      stageRow(p.key, frame.batch, token, kvHead, p.headDimQK, buf.key, c,
               Value());
      stageRow(p.value, frame.batch, token, kvHead, p.headDimV, buf.value, c,
               Value());
    });
    zeroRows(buf.dKey, keys, p.headDimQK);
    zeroRows(buf.dValue, keys, p.headDimV);
  }

  void step(const SequenceFrame &frame, Value head, Value rowStart,
            Value rows, Value keyStart, Value keys, Value dOut, Value lse,
            Value delta) {
    Value zero = kb.index(0);
    Value scale = kb.f32(p.scale);
    kb.forLoop(rowStart, kb.add(rowStart, rows), 1, [&](Value i) {
      Value token = kb.add(frame.baseQ, i);
      stageRow(p.query, frame.batch, token, head, p.headDimQK, buf.query,
               zero, scale);
      stageRow(dOut, frame.batch, token, head, p.headDimV, buf.dOut, zero,
               Value());
      SmallVector<Value> at = rowIndices(frame.batch, head, i, token);
      Value rowLse = kb.load(lse, at);
      Value rowDelta = kb.load(delta, at);
      kb.forLoop(zero, keys, 1, [&](Value c) {
        Value j = kb.add(keyStart, c);
        auto [s, derivative] =
            score(frame, head, i, j, buf.query, zero, buf.key, c);
        Value prob = probability(s, rowLse);
        Value dp = dot(buf.dOut, zero, buf.value, c, p.headDimV);
        auto [dsModified, dropped] =
            scoreGradient(frame.batch, head, i, j, prob, dp, rowDelta);
        Value ds = throughScoreMod(dsModified, derivative, prob);
        axpy(buf.dValue, c, dropped, buf.dOut, zero, p.headDimV);
        // The staged query row is scale·q, so dK = Σ ds·(scale·q).
        axpy(buf.dKey, c, ds, buf.query, zero, p.headDimQK);
      });
    });
  }

  void finish(const SequenceFrame &frame, Value kvHead, Value keyStart,
              Value keys, Value dKey, Value dValue) {
    Value one = kb.f32(1.0);
    kb.forLoop(kb.index(0), keys, 1, [&](Value c) {
      Value token = kb.add(frame.baseKv, kb.add(keyStart, c));
      storeRow(buf.dKey, c, dKey, frame.batch, token, kvHead, p.headDimQK,
               one);
      storeRow(buf.dValue, c, dValue, frame.batch, token, kvHead, p.headDimV,
               one);
    });
  }

private:
  KeyGradTileBuffers buf;
};
} // namespace

void mlir::attn::cpu::emitKeyGradInit(ImplicitLocOpBuilder &b,
                                      const AttentionProblem &problem,
                                      const KeyGradTileBuffers &buffers,
                                      const SequenceFrame &frame,
                                      Value kvHead, Value keyStart,
                                      Value keys) {
  KeyGradTileEmitter(b, problem, buffers).init(frame, kvHead, keyStart, keys);
}

void mlir::attn::cpu::emitKeyGradStep(
    ImplicitLocOpBuilder &b, const AttentionProblem &problem,
    const KeyGradTileBuffers &buffers, const SequenceFrame &frame,
    Value head, Value rowStart, Value rows, Value keyStart, Value keys,
    Value dOut, Value lse, Value delta) {
  KeyGradTileEmitter(b, problem, buffers)
      .step(frame, head, rowStart, rows, keyStart, keys, dOut, lse, delta);
}

void mlir::attn::cpu::emitKeyGradFinish(
    ImplicitLocOpBuilder &b, const AttentionProblem &problem,
    const KeyGradTileBuffers &buffers, const SequenceFrame &frame,
    Value kvHead, Value keyStart, Value keys, Value dKey, Value dValue) {
  KeyGradTileEmitter(b, problem, buffers)
      .finish(frame, kvHead, keyStart, keys, dKey, dValue);
}
