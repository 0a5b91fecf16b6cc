//===- BackwardKernel.cpp - fused CPU loops for attn.sdpa_grad ------------===//
//
// Emits the backward kernel in the flash-attention-2 form, in phases that
// need no atomics and are deterministic:
//   0. delta(i) = Σ_d dO[i, d]·O[i, d] for every row (and d_sink from it);
//   1. dQ, per (batch, query head, query tile), walking the key tiles the
//      mask allows and recomputing P from the saved lse (and d_bias);
//   2. dK and dV, per (batch, kv head, key tile), walking the query rows of
//      every head of the group that can see the tile.
//
//===----------------------------------------------------------------------===//

#include "AttnToCPUKernels.h"

#include "mlir/Dialect/Linalg/IR/Linalg.h"

#include <functional>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::cpu;
using namespace mlir::attn::kernels;

namespace {
class BackwardKernelEmitter {
public:
  BackwardKernelEmitter(ImplicitLocOpBuilder &b,
                        const AttentionProblem &problem,
                        const CPUKernelOptions &options,
                        const BackwardBuffers &buffers)
      : b(b), kb(b), frames(kb, problem), p(problem), options(options),
        io(buffers) {}

  void emit();

private:
  /// scf.parallel (or, when `sequential`, nested scf.for) over the given
  /// upper bounds; the body runs inside an alloca scope.
  void parallelOver(ArrayRef<Value> upperBounds, bool sequential,
                    function_ref<void(ValueRange)> body);
  void emitDelta();
  void emitSinkGradient();
  void emitQueryGradient();
  void emitKeyValueGradient();

  Value batchCount() {
    if (p.layout == Layout::thd)
      return kb.sub(kb.dim(p.seqlensQ, 0), kb.index(1));
    return kb.dim(p.query, batchDimension(p.layout));
  }
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
  const CPUKernelOptions &options;
  const BackwardBuffers &io;
  Value delta;
  /// Where d_bias is summed: d_bias itself when it is f32, else an f32
  /// buffer of its shape rounded into it at the end (the op accumulates in
  /// f32; rounding every partial sum to bf16 would not).
  Value biasGradSum;
};
} // namespace

void BackwardKernelEmitter::parallelOver(ArrayRef<Value> upperBounds,
                                         bool sequential,
                                         function_ref<void(ValueRange)> body) {
  auto scoped = [&](ValueRange ivs) {
    auto scope = memref::AllocaScopeOp::create(b, TypeRange{});
    Block *block = new Block();
    scope.getBodyRegion().push_back(block);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(block);
    body(ivs);
    memref::AllocaScopeReturnOp::create(b, ValueRange{});
  };
  Value zero = kb.index(0), one = kb.index(1);
  if (sequential) {
    std::function<void(size_t, SmallVector<Value>)> nest =
        [&](size_t depth, SmallVector<Value> ivs) {
          if (depth == upperBounds.size())
            return scoped(ivs);
          kb.forLoop(zero, upperBounds[depth], 1, [&](Value iv) {
            SmallVector<Value> inner = ivs;
            inner.push_back(iv);
            nest(depth + 1, inner);
          });
        };
    nest(0, {});
    return;
  }
  SmallVector<Value> zeros(upperBounds.size(), zero),
      ones(upperBounds.size(), one);
  scf::ParallelOp::create(
      b, zeros, upperBounds, ones,
      [&](OpBuilder &nested, Location, ValueRange ivs) {
        OpBuilder::InsertionGuard guard(b);
        b.setInsertionPoint(nested.getInsertionBlock(),
                            nested.getInsertionPoint());
        scoped(ivs);
      });
}

void BackwardKernelEmitter::emit() {
  auto fillZero = [&](Value buffer) {
    if (!buffer)
      return;
    Type element = cast<MemRefType>(buffer.getType()).getElementType();
    linalg::FillOp::create(b, ValueRange{kb.fromF32(kb.f32(0.0), element)},
                           ValueRange{buffer});
  };
  // Packed tokens outside every sequence, and accumulated d_bias, start at 0.
  if (p.layout == Layout::thd) {
    fillZero(io.dQuery);
    fillZero(io.dKey);
    fillZero(io.dValue);
  }
  biasGradSum = io.dBias;
  if (io.dBias &&
      !cast<MemRefType>(io.dBias.getType()).getElementType().isF32()) {
    auto type = cast<MemRefType>(io.dBias.getType());
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < type.getRank(); ++d)
      if (type.isDynamicDim(d))
        sizes.push_back(kb.dim(io.dBias, d));
    biasGradSum = memref::AllocOp::create(
        b, MemRefType::get(type.getShape(), b.getF32Type()), sizes);
  }
  fillZero(biasGradSum);

  // delta has lse's shape and indexing.
  auto lseType = cast<MemRefType>(io.lse.getType());
  SmallVector<Value> deltaSizes;
  for (int64_t d = 0; d < lseType.getRank(); ++d)
    if (lseType.isDynamicDim(d))
      deltaSizes.push_back(kb.dim(io.lse, d));
  delta = memref::AllocOp::create(b, lseType, deltaSizes);
  emitDelta();
  if (io.dSink)
    emitSinkGradient();
  emitQueryGradient();
  // The deallocation pipeline frees delta (and the f32 d_bias sums).
  emitKeyValueGradient();
  if (biasGradSum != io.dBias) {
    auto type = cast<MemRefType>(io.dBias.getType());
    std::function<void(SmallVector<Value>)> copy = [&](SmallVector<Value> at) {
      if (static_cast<int64_t>(at.size()) == type.getRank()) {
        kb.storeFromF32(kb.loadF32(biasGradSum, at), io.dBias, at);
        return;
      }
      kb.forLoop(kb.index(0), kb.dim(io.dBias, at.size()), 1, [&](Value i) {
        SmallVector<Value> inner = at;
        inner.push_back(i);
        copy(inner);
      });
    };
    copy({});
  }
}

void BackwardKernelEmitter::emitDelta() {
  parallelOver({batchCount(), kb.index(p.headsQ)}, /*sequential=*/false,
               [&](ValueRange ivs) {
    Value batch = ivs[0], head = ivs[1];
    SequenceFrame frame = frames.frameFor(batch);
    int64_t width = vectorWidthFor(p.headDimV);
    kb.forLoop(kb.index(0), frame.extentQ, 1, [&](Value i) {
      Value token = kb.add(frame.baseQ, i);
      SmallVector<Value> at = layoutIndices(p.layout, batch, token, head,
                                            kb.index(0));
      Value sum = kb.forLoopWithValues(
          kb.index(0), kb.index(p.headDimV), width,
          ValueRange{kb.vectorConstant(0.0, width)},
          [&](Value d, ValueRange acc) -> SmallVector<Value> {
            SmallVector<Value> indices = at;
            indices.back() = d;
            return {kb.fma(kb.loadVectorF32(io.dOut, indices, width),
                           kb.loadVectorF32(io.out, indices, width),
                           acc[0])};
          })[0];
      kb.store(kb.reduceAdd(sum), delta, rowIndices(batch, head, i, token));
    });
  });
}

void BackwardKernelEmitter::emitSinkGradient() {
  // d_sink[h] = −Σ_{b, i} exp(σ − lse(i))·delta(i) over valid rows; a
  // reduction over batches, so one task per head.
  parallelOver({kb.index(p.headsQ)}, /*sequential=*/false,
               [&](ValueRange ivs) {
    Value head = ivs[0];
    Value sink = frames.sinkLogit(head);
    Value total = kb.forLoopWithValues(
        kb.index(0), batchCount(), 1, ValueRange{kb.f32(0.0)},
        [&](Value batch, ValueRange acc) -> SmallVector<Value> {
          SequenceFrame frame = frames.frameFor(batch);
          return {kb.forLoopWithValues(
              kb.index(0), frame.lengthQ, 1, acc,
              [&](Value i, ValueRange inner) -> SmallVector<Value> {
                Value token = kb.add(frame.baseQ, i);
                SmallVector<Value> at = rowIndices(batch, head, i, token);
                Value weight =
                    kb.exp(kb.subF(sink, kb.load(io.lse, at)));
                return {kb.addF(inner[0],
                                kb.mulF(weight, kb.load(delta, at)))};
              })[0]};
        })[0];
    kb.store(arith::NegFOp::create(b, total), io.dSink, {head});
  });
}

void BackwardKernelEmitter::emitQueryGradient() {
  using P = arith::CmpIPredicate;
  int64_t tq = options.queryTile, tk = options.keyTile;
  Value seqQ = kb.dim(p.query, sequenceDimension(p.layout));
  Value queryTiles = arith::CeilDivSIOp::create(b, seqQ, kb.index(tq));

  // d_bias accumulates into shared elements when the bias broadcasts over
  // batch, heads or rows; then the tasks run one after another.
  bool sequential = false;
  if (io.dBias) {
    auto biasType = cast<MemRefType>(p.bias.getType());
    for (int64_t d = 0; d < 3; ++d)
      sequential |= biasType.getDimSize(d) == 1;
  }

  parallelOver({batchCount(), kb.index(p.headsQ), queryTiles}, sequential,
               [&](ValueRange ivs) {
    Value batch = ivs[0], head = ivs[1];
    SequenceFrame frame = frames.frameFor(batch);
    Value queryStart = kb.mul(ivs[2], kb.index(tq));
    Value tileEnd =
        kb.min(kb.add(queryStart, kb.index(tq)), frame.extentQ);
    kb.ifThen(kb.cmp(P::slt, queryStart, tileEnd), [&] {
      Value rows = kb.sub(tileEnd, queryStart);
      Value kvHead = arith::DivUIOp::create(b, head, kb.index(p.groupSize()));
      Value queryBuf = kb.stackBuffer({tq, p.headDimQK});
      Value dOutBuf = kb.stackBuffer({tq, p.headDimV});
      Value dQueryBuf = kb.stackBuffer({tq, p.headDimQK});
      Value keyBuf = kb.stackBuffer({tk, p.headDimQK});
      Value valueBuf = kb.stackBuffer({tk, p.headDimV});
      Value scale = kb.f32(p.scale);
      kb.forLoop(kb.index(0), rows, 1, [&](Value r) {
        Value token = kb.add(frame.baseQ, kb.add(queryStart, r));
        stageRow(p.query, batch, token, head, p.headDimQK, queryBuf, r, scale);
        stageRow(io.dOut, batch, token, head, p.headDimV, dOutBuf, r,
                 Value());
      });
      zeroRows(dQueryBuf, rows, p.headDimQK);

      Value validEnd = kb.min(tileEnd, frame.lengthQ);
      kb.ifThen(kb.cmp(P::slt, queryStart, validEnd), [&] {
        Value lastRow = kb.sub(validEnd, kb.index(1));
        auto [bandLo, bandHi] = frames.keyRange(frame, queryStart, lastRow);
        Value lo, hi; // captured below, so not a structured binding
        std::tie(lo, hi) = frames.narrowByMaskMod(
            frame, {head, head}, {queryStart, lastRow}, /*alongKeys=*/true,
            bandLo, bandLo, bandHi, tk);
        kb.forLoop(lo, hi, tk, [&](Value keyStart) {
          Value keys = kb.min(kb.index(tk), kb.sub(hi, keyStart));
          kb.forLoop(kb.index(0), keys, 1, [&](Value c) {
            Value token = kb.add(frame.baseKv, kb.add(keyStart, c));
            stageRow(p.key, batch, token, kvHead, p.headDimQK, keyBuf, c,
                     Value());
            stageRow(p.value, batch, token, kvHead, p.headDimV, valueBuf, c,
                     Value());
          });
          kb.forLoop(kb.index(0), kb.sub(validEnd, queryStart), 1,
                     [&](Value r) {
            Value i = kb.add(queryStart, r);
            Value token = kb.add(frame.baseQ, i);
            SmallVector<Value> at = rowIndices(batch, head, i, token);
            Value rowLse = kb.load(io.lse, at);
            Value rowDelta = kb.load(delta, at);
            kb.forLoop(kb.index(0), keys, 1, [&](Value c) {
              Value j = kb.add(keyStart, c);
              auto [s, derivative] =
                  score(frame, head, i, j, queryBuf, r, keyBuf, c);
              Value prob = probability(s, rowLse);
              Value dp = dot(dOutBuf, r, valueBuf, c, p.headDimV);
              Value ds = throughScoreMod(
                  scoreGradient(batch, head, i, j, prob, dp, rowDelta).first,
                  derivative, prob);
              axpy(dQueryBuf, r, ds, keyBuf, c, p.headDimQK);
              if (io.dBias) {
                SmallVector<Value> biasAt = {
                    frames.biasIndex(0, batch), frames.biasIndex(1, head),
                    frames.biasIndex(2, i), frames.biasIndex(3, j)};
                kb.storeFromF32(kb.addF(kb.loadF32(biasGradSum, biasAt), ds),
                                biasGradSum, biasAt);
              }
            });
          });
        });
      });

      kb.forLoop(kb.index(0), rows, 1, [&](Value r) {
        Value token = kb.add(frame.baseQ, kb.add(queryStart, r));
        storeRow(dQueryBuf, r, io.dQuery, batch, token, head, p.headDimQK,
                 scale);
      });
    });
  });
}

void BackwardKernelEmitter::emitKeyValueGradient() {
  using P = arith::CmpIPredicate;
  int64_t tk = options.keyTile;
  Value seqKv = kb.dim(p.key, sequenceDimension(p.layout));
  Value keyTiles = arith::CeilDivSIOp::create(b, seqKv, kb.index(tk));

  parallelOver({batchCount(), kb.index(p.headsKv), keyTiles},
               /*sequential=*/false, [&](ValueRange ivs) {
    Value batch = ivs[0], kvHead = ivs[1];
    SequenceFrame frame = frames.frameFor(batch);
    Value keyStart = kb.mul(ivs[2], kb.index(tk));
    Value extentKv = p.layout == Layout::thd ? frame.lengthKv : seqKv;
    Value tileEnd = kb.min(kb.add(keyStart, kb.index(tk)), extentKv);
    kb.ifThen(kb.cmp(P::slt, keyStart, tileEnd), [&] {
      Value keys = kb.sub(tileEnd, keyStart);
      Value keyBuf = kb.stackBuffer({tk, p.headDimQK});
      Value valueBuf = kb.stackBuffer({tk, p.headDimV});
      Value dKeyBuf = kb.stackBuffer({tk, p.headDimQK});
      Value dValueBuf = kb.stackBuffer({tk, p.headDimV});
      Value queryBuf = kb.stackBuffer({1, p.headDimQK});
      Value dOutBuf = kb.stackBuffer({1, p.headDimV});
      Value zero = kb.index(0);
      kb.forLoop(zero, keys, 1, [&](Value c) {
        Value token = kb.add(frame.baseKv, kb.add(keyStart, c));
        stageRow(p.key, batch, token, kvHead, p.headDimQK, keyBuf, c, Value());
        stageRow(p.value, batch, token, kvHead, p.headDimV, valueBuf, c,
                 Value());
      });
      zeroRows(dKeyBuf, keys, p.headDimQK);
      zeroRows(dValueBuf, keys, p.headDimV);

      // Rows that can see columns [keyStart, validEnd): the inverse of the
      // key range of the mask.
      Value validEnd = kb.min(tileEnd, frame.lengthKv);
      kb.ifThen(kb.cmp(P::slt, keyStart, validEnd), [&] {
        Value first = keyStart, last = kb.sub(validEnd, kb.index(1));
        // Named values, not a structured binding: clang 14 cannot capture
        // those in the lambdas below.
        std::pair<Value, Value> rows = frames.queryRange(frame, first, last);
        Value rowLo = rows.first, rowHi = rows.second;
        Value scale = kb.f32(p.scale);
        kb.forLoop(zero, kb.index(p.groupSize()), 1, [&](Value member) {
          Value head =
              kb.add(kb.mul(kvHead, kb.index(p.groupSize())), member);
          // Rows in steps of the query tile that the mask_mod empties for
          // these columns are not visited.
          auto [rowFirst, rowEnd] = frames.narrowByMaskMod(
              frame, {head, head}, {first, last}, /*alongKeys=*/false, rowLo,
              rowLo, rowHi, options.queryTile);
          kb.forLoop(rowFirst, rowEnd, 1, [&](Value i) {
            Value token = kb.add(frame.baseQ, i);
            stageRow(p.query, batch, token, head, p.headDimQK, queryBuf, zero,
                     scale);
            stageRow(io.dOut, batch, token, head, p.headDimV, dOutBuf, zero,
                     Value());
            SmallVector<Value> at = rowIndices(batch, head, i, token);
            Value rowLse = kb.load(io.lse, at);
            Value rowDelta = kb.load(delta, at);
            kb.forLoop(zero, keys, 1, [&](Value c) {
              Value j = kb.add(keyStart, c);
              auto [s, derivative] =
                  score(frame, head, i, j, queryBuf, zero, keyBuf, c);
              Value prob = probability(s, rowLse);
              Value dp = dot(dOutBuf, zero, valueBuf, c, p.headDimV);
              auto [dsModified, dropped] =
                  scoreGradient(batch, head, i, j, prob, dp, rowDelta);
              Value ds = throughScoreMod(dsModified, derivative, prob);
              axpy(dValueBuf, c, dropped, dOutBuf, zero, p.headDimV);
              // queryBuf holds scale·q, so dK = Σ ds·(scale·q).
              axpy(dKeyBuf, c, ds, queryBuf, zero, p.headDimQK);
            });
          });
        });
      });

      Value one = kb.f32(1.0);
      kb.forLoop(zero, keys, 1, [&](Value c) {
        Value token = kb.add(frame.baseKv, kb.add(keyStart, c));
        storeRow(dKeyBuf, c, io.dKey, batch, token, kvHead, p.headDimQK, one);
        storeRow(dValueBuf, c, io.dValue, batch, token, kvHead, p.headDimV,
                 one);
      });
    });
  });
}

void mlir::attn::cpu::emitBackwardKernel(ImplicitLocOpBuilder &b,
                                         const AttentionProblem &problem,
                                         const CPUKernelOptions &options,
                                         const BackwardBuffers &buffers) {
  BackwardKernelEmitter(b, problem, options, buffers).emit();
}
