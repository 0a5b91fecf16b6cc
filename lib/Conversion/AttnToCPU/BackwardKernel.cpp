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

  /// The score s(i, j) (−∞ if masked) from the product s = scale·q_i · k_j,
  /// after the additive terms and the score_mod, and ∂score_mod/∂s (nullptr
  /// without one).
  std::pair<Value, Value> scoreFrom(const SequenceFrame &frame, Value head,
                                    Value i, Value j, Value s) {
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

  /// out[r, :] = Σ_d lhs[r, d] · columns[d, :] for rows [0, rows), with the
  /// columns (the key tile) along the vector lanes: blocks of 4 rows, each
  /// column vector loaded once per block.
  void rowsTimesColumns(Value lhs, Value columns, Value out, Value rows,
                        int64_t depth) {
    auto type = cast<MemRefType>(columns.getType());
    int64_t tileKeys = type.getDimSize(1);
    int64_t width = vectorWidthFor(tileKeys);
    int64_t chunks = tileKeys / width;
    Value zero = kb.index(0);
    auto block = [&](Value first, int64_t count) {
      SmallVector<Value> inits(count * chunks, kb.vectorConstant(0.0, width));
      ValueRange sums = kb.forLoopWithValues(
          zero, kb.index(depth), 1, inits,
          [&](Value d, ValueRange accs) -> SmallVector<Value> {
            SmallVector<Value> column;
            for (int64_t ch = 0; ch < chunks; ++ch)
              column.push_back(kb.loadVector(
                  columns, {d, kb.index(ch * width)}, width));
            SmallVector<Value> next;
            for (int64_t u = 0; u < count; ++u) {
              Value x = kb.splat(
                  kb.load(lhs, {kb.add(first, kb.index(u)), d}), width);
              for (int64_t ch = 0; ch < chunks; ++ch)
                next.push_back(kb.fma(x, column[ch], accs[u * chunks + ch]));
            }
            return next;
          });
      for (int64_t u = 0; u < count; ++u)
        for (int64_t ch = 0; ch < chunks; ++ch)
          kb.storeVector(sums[u * chunks + ch], out,
                         {kb.add(first, kb.index(u)), kb.index(ch * width)});
    };
    constexpr int64_t kBlockRows = 4;
    Value blocked = kb.sub(
        rows, arith::RemUIOp::create(b, rows, kb.index(kBlockRows)));
    kb.forLoop(zero, blocked, kBlockRows,
               [&](Value r) { block(r, kBlockRows); });
    kb.forLoop(blocked, rows, 1, [&](Value r) { block(r, 1); });
  }

  /// acc[c, :] += Σ_{r < count} weights[c, r] · rows[r, :] for c in
  /// [0, n), each accumulator row in registers while it sums.
  void accumulateWeightedRows(Value acc, Value weights, Value rows, Value n,
                              Value count, int64_t headDim) {
    int64_t width = vectorWidthFor(headDim);
    int64_t chunks = headDim / width;
    Value zero = kb.index(0);
    kb.forLoop(zero, n, 1, [&](Value c) {
      SmallVector<Value> accs;
      for (int64_t ch = 0; ch < chunks; ++ch)
        accs.push_back(kb.loadVector(acc, {c, kb.index(ch * width)}, width));
      ValueRange sums = kb.forLoopWithValues(
          zero, count, 1, accs,
          [&](Value r, ValueRange carried) -> SmallVector<Value> {
            Value w = kb.splat(kb.load(weights, {c, r}), width);
            SmallVector<Value> next;
            for (int64_t ch = 0; ch < chunks; ++ch)
              next.push_back(kb.fma(
                  w, kb.loadVector(rows, {r, kb.index(ch * width)}, width),
                  carried[ch]));
            return next;
          });
      for (int64_t ch = 0; ch < chunks; ++ch)
        kb.storeVector(sums[ch], acc, {c, kb.index(ch * width)});
    });
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

SmallVector<SmallVector<int64_t, 2>>
QueryGradTileBuffers::shapes(QueryGradStateType state) {
  int64_t rows = state.getRows(), keys = state.getKeys();
  int64_t dqk = state.getHeadDimQk(), dv = state.getHeadDimV();
  // query, dOut, dQuery, key, keyT, valueT, score, dScore, lse, delta.
  return {{rows, dqk},  {rows, dv},   {rows, dqk}, {keys, dqk}, {dqk, keys},
          {dv, keys},   {rows, keys}, {rows, keys}, {rows},     {rows}};
}

QueryGradTileBuffers
QueryGradTileBuffers::allocate(KernelBuilder &kb, QueryGradStateType state) {
  return fromValues(allocateStackBuffers(kb, shapes(state)));
}

SmallVector<Value> QueryGradTileBuffers::values() const {
  return {query, dOut, dQuery, key, keyT, valueT, score, dScore, lse, delta};
}

QueryGradTileBuffers QueryGradTileBuffers::fromValues(ValueRange values) {
  assert(values.size() == 10 && "a query gradient tile has ten buffers");
  QueryGradTileBuffers buffers;
  buffers.query = values[0];
  buffers.dOut = values[1];
  buffers.dQuery = values[2];
  buffers.key = values[3];
  buffers.keyT = values[4];
  buffers.valueT = values[5];
  buffers.score = values[6];
  buffers.dScore = values[7];
  buffers.lse = values[8];
  buffers.delta = values[9];
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
    Value zero = kb.index(0);
    // K row by row (for dQ) and transposed (for S), V transposed (for dP):
    // with the keys along the lanes, S and dP need no horizontal sums.
    // Columns from `keys` on keep stale data and are never read.
    kb.forLoop(zero, keys, 1, [&](Value c) {
      Value token = kb.add(frame.baseKv, kb.add(keyStart, c));
      stageRow(p.key, frame.batch, token, kvHead, p.headDimQK, buf.key, c,
               Value());
      kb.forLoop(zero, kb.index(p.headDimQK), 1, [&](Value d) {
        kb.store(kb.load(buf.key, {c, d}), buf.keyT, {d, c});
      });
      kb.forLoop(zero, kb.index(p.headDimV), 1, [&](Value d) {
        kb.store(kb.loadF32(p.value, layoutIndices(p.layout, frame.batch,
                                                   token, kvHead, d)),
                 buf.valueT, {d, c});
      });
    });
    // Rows from the valid length on see no key (none when the tile starts
    // past it; the block loops below take no negative row count).
    Value validRows = kb.max(
        kb.sub(kb.min(kb.add(rowStart, rows), frame.lengthQ), rowStart),
        zero);
    rowsTimesColumns(buf.query, buf.keyT, buf.score, validRows, p.headDimQK);
    rowsTimesColumns(buf.dOut, buf.valueT, buf.dScore, validRows,
                     p.headDimV);

    // dS element by element, over dP in place.
    kb.forLoop(zero, validRows, 1, [&](Value r) {
      Value i = kb.add(rowStart, r);
      Value rowLse = kb.load(buf.lse, {r});
      Value rowDelta = kb.load(buf.delta, {r});
      kb.forLoop(zero, keys, 1, [&](Value c) {
        Value j = kb.add(keyStart, c);
        auto [s, derivative] =
            scoreFrom(frame, head, i, j, kb.load(buf.score, {r, c}));
        Value prob = probability(s, rowLse);
        Value dp = kb.load(buf.dScore, {r, c});
        Value ds = throughScoreMod(
            scoreGradient(frame.batch, head, i, j, prob, dp, rowDelta).first,
            derivative, prob);
        kb.store(ds, buf.dScore, {r, c});
        if (biasGradSum) {
          SmallVector<Value> biasAt = {
              frames.biasIndex(0, frame.batch), frames.biasIndex(1, head),
              frames.biasIndex(2, i), frames.biasIndex(3, j)};
          kb.store(kb.addF(kb.load(biasGradSum, biasAt), ds), biasGradSum,
                   biasAt);
        }
      });
    });

    // dQ[r, :] += Σ_c dS[r, c] · k_c.
    accumulateWeightedRows(buf.dQuery, buf.dScore, buf.key, validRows, keys,
                           p.headDimQK);
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

SmallVector<SmallVector<int64_t, 2>>
KeyGradTileBuffers::shapes(KeyGradStateType state) {
  int64_t keys = state.getKeys(), rows = state.getRows();
  int64_t dqk = state.getHeadDimQk(), dv = state.getHeadDimV();
  // key, value, dKey, dValue, query, queryT, dOut, dOutT, scoreT, dScoreT,
  // lse, delta.
  return {{keys, dqk},  {keys, dv},   {keys, dqk}, {keys, dv},
          {rows, dqk},  {dqk, rows},  {rows, dv},  {dv, rows},
          {keys, rows}, {keys, rows}, {rows},      {rows}};
}

KeyGradTileBuffers KeyGradTileBuffers::allocate(KernelBuilder &kb,
                                                KeyGradStateType state) {
  return fromValues(allocateStackBuffers(kb, shapes(state)));
}

SmallVector<Value> KeyGradTileBuffers::values() const {
  return {key,    value,   dKey,   dValue,  query, queryT,
          dOut,   dOutT,   scoreT, dScoreT, lse,   delta};
}

KeyGradTileBuffers KeyGradTileBuffers::fromValues(ValueRange values) {
  assert(values.size() == 12 && "a key gradient tile has twelve buffers");
  KeyGradTileBuffers buffers;
  buffers.key = values[0];
  buffers.value = values[1];
  buffers.dKey = values[2];
  buffers.dValue = values[3];
  buffers.query = values[4];
  buffers.queryT = values[5];
  buffers.dOut = values[6];
  buffers.dOutT = values[7];
  buffers.scoreT = values[8];
  buffers.dScoreT = values[9];
  buffers.lse = values[10];
  buffers.delta = values[11];
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
    // The row block's scaled q and dO, by rows (for dK and dV) and
    // transposed (for Sᵀ and dPᵀ, rows along the lanes), with its lse and
    // delta. Columns from `rows` on keep stale data and are never read.
    kb.forLoop(zero, rows, 1, [&](Value r) {
      Value i = kb.add(rowStart, r);
      Value token = kb.add(frame.baseQ, i);
      stageRow(p.query, frame.batch, token, head, p.headDimQK, buf.query, r,
               scale);
      stageRow(dOut, frame.batch, token, head, p.headDimV, buf.dOut, r,
               Value());
      kb.forLoop(zero, kb.index(p.headDimQK), 1, [&](Value d) {
        kb.store(kb.load(buf.query, {r, d}), buf.queryT, {d, r});
      });
      kb.forLoop(zero, kb.index(p.headDimV), 1, [&](Value d) {
        kb.store(kb.load(buf.dOut, {r, d}), buf.dOutT, {d, r});
      });
      SmallVector<Value> at = rowIndices(frame.batch, head, i, token);
      kb.store(kb.load(lse, at), buf.lse, {r});
      kb.store(kb.load(delta, at), buf.delta, {r});
    });
    rowsTimesColumns(buf.key, buf.queryT, buf.scoreT, keys, p.headDimQK);
    rowsTimesColumns(buf.value, buf.dOutT, buf.dScoreT, keys, p.headDimV);

    // dS into Sᵀ's place and the dropped P into dPᵀ's, element by element.
    kb.forLoop(zero, keys, 1, [&](Value c) {
      Value j = kb.add(keyStart, c);
      kb.forLoop(zero, rows, 1, [&](Value r) {
        Value i = kb.add(rowStart, r);
        auto [s, derivative] =
            scoreFrom(frame, head, i, j, kb.load(buf.scoreT, {c, r}));
        Value prob = probability(s, kb.load(buf.lse, {r}));
        auto [dsModified, dropped] =
            scoreGradient(frame.batch, head, i, j, prob,
                          kb.load(buf.dScoreT, {c, r}),
                          kb.load(buf.delta, {r}));
        kb.store(throughScoreMod(dsModified, derivative, prob), buf.scoreT,
                 {c, r});
        kb.store(dropped, buf.dScoreT, {c, r});
      });
    });

    // dV[c, :] += Σ_r P̃[c, r] · dO_r; dK[c, :] += Σ_r dS[c, r] · (scale·q_r).
    accumulateWeightedRows(buf.dValue, buf.dScoreT, buf.dOut, keys, rows,
                           p.headDimV);
    accumulateWeightedRows(buf.dKey, buf.scoreT, buf.query, keys, rows,
                           p.headDimQK);
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
