//===- ForwardKernel.cpp - fused flash-form CPU loops for attn.sdpa -------===//
//
// The forward's tile steps in f32 vector code: a query tile's running max,
// running sum and output accumulator live in stack buffers; each key tile is
// staged once and added with an online softmax. attn-tile's loops around
// them walk only the key tiles the mask can reach; no Sq×Skv buffer exists.
//
//===----------------------------------------------------------------------===//

#include "AttnToCPUKernels.h"

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::cpu;
using namespace mlir::attn::kernels;

SmallVector<SmallVector<int64_t, 2>>
ForwardTileBuffers::shapes(OnlineStateType state) {
  int64_t rows = state.getRows(), keys = state.getKeys();
  int64_t dqk = state.getHeadDimQk(), dv = state.getHeadDimV();
  // query, key (transposed), value, score, acc, max, sum, corr.
  return {{rows, dqk}, {dqk, keys}, {keys, dv}, {rows, keys},
          {rows, dv},  {rows},      {rows},     {rows}};
}

ForwardTileBuffers ForwardTileBuffers::allocate(KernelBuilder &kb,
                                                OnlineStateType state) {
  return fromValues(allocateStackBuffers(kb, shapes(state)));
}

SmallVector<Value> ForwardTileBuffers::values() const {
  return {query, key, value, score, acc, max, sum, corr};
}

ForwardTileBuffers ForwardTileBuffers::fromValues(ValueRange values) {
  assert(values.size() == 8 && "a forward tile has eight buffers");
  ForwardTileBuffers buffers;
  buffers.query = values[0];
  buffers.key = values[1];
  buffers.value = values[2];
  buffers.score = values[3];
  buffers.acc = values[4];
  buffers.max = values[5];
  buffers.sum = values[6];
  buffers.corr = values[7];
  return buffers;
}

ForwardTileEmitter::ForwardTileEmitter(ImplicitLocOpBuilder &b,
                                       const AttentionProblem &problem,
                                       int64_t keyTile,
                                       const ForwardTileBuffers &buffers)
    : b(b), kb(b), frames(kb, problem), p(problem), keyTileSize(keyTile),
      buf(buffers) {
  widthQK = vectorWidthFor(p.headDimQK);
  widthV = vectorWidthFor(p.headDimV);
  widthKeys = vectorWidthFor(keyTile);
}

void ForwardTileEmitter::init(const SequenceFrame &frame, Value head,
                              Value queryStart, Value rows) {
  Value zero = kb.index(0);
  Value scale = kb.splat(kb.f32(p.scale), widthQK);
  Value zeroV = kb.vectorConstant(0.0, widthV);
  kb.forLoop(zero, rows, 1, [&](Value r) {
    Value token = kb.add(frame.baseQ, kb.add(queryStart, r));
    kb.forLoop(zero, kb.index(p.headDimQK), widthQK, [&](Value d) {
      Value q = kb.loadVectorF32(
          p.query, layoutIndices(p.layout, frame.batch, token, head, d),
          widthQK);
      kb.storeVector(kb.mulF(q, scale), buf.query, {r, d});
    });
    kb.forLoop(zero, kb.index(p.headDimV), widthV,
               [&](Value d) { kb.storeVector(zeroV, buf.acc, {r, d}); });
    kb.store(kb.negInf(), buf.max, {r});
    kb.store(kb.f32(0.0), buf.sum, {r});
  });
}

void ForwardTileEmitter::finish(const SequenceFrame &frame, Value head,
                                Value queryStart, Value rows, Value sink,
                                Value out, Value lse) {
  Value zero = kb.index(0);
  kb.forLoop(zero, rows, 1, [&](Value r) {
    Value i = kb.add(queryStart, r);
    Value token = kb.add(frame.baseQ, i);
    Value rowMax = kb.load(buf.max, {r});
    Value rowSum = kb.load(buf.sum, {r});
    Value isEmpty = kb.cmpF(arith::CmpFPredicate::OEQ, rowMax, kb.negInf());
    Value factor, rowLse;
    if (sink) {
      Value finalMax = kb.maxF(rowMax, sink);
      Value carried = kb.select(isEmpty, kb.f32(0.0),
                                kb.exp(kb.subF(rowMax, finalMax)));
      Value total = kb.addF(kb.mulF(rowSum, carried),
                            kb.exp(kb.subF(sink, finalMax)));
      factor = kb.divF(carried, total);
      rowLse = kb.addF(finalMax, kb.log(total));
    } else {
      Value positive = kb.cmpF(arith::CmpFPredicate::OGT, rowSum, kb.f32(0.0));
      factor =
          kb.select(positive, kb.divF(kb.f32(1.0), rowSum), kb.f32(0.0));
      rowLse = kb.select(positive, kb.addF(rowMax, kb.log(rowSum)),
                         kb.negInf());
    }
    Value factorV = kb.splat(factor, widthV);
    kb.forLoop(zero, kb.index(p.headDimV), widthV, [&](Value d) {
      Value acc = kb.loadVector(buf.acc, {r, d}, widthV);
      kb.storeVectorFromF32(
          kb.mulF(acc, factorV), out,
          layoutIndices(p.layout, frame.batch, token, head, d));
    });
    if (lse) {
      if (p.layout == Layout::thd)
        kb.store(rowLse, lse, {head, token});
      else
        kb.store(rowLse, lse, {frame.batch, head, i});
    }
  });
}

/// Rows of a register block: the score and P·V loops work on this many
/// query rows at once, so that each K/V vector loaded feeds several FMAs.
static constexpr int64_t kScoreRows = 4;
static constexpr int64_t kValueRows = 2;

void ForwardTileEmitter::keyTile(const SequenceFrame &frame, Value head,
                                 Value kvHead, Value queryStart, Value rows,
                                 Value keyStart, Value keys) {
  auto body = [&] {
    keyTileBody(frame, head, kvHead, queryStart, rows, keyStart, keys);
  };
  // A tile that the mask_mod empties adds nothing to the online softmax.
  Value lastRow = kb.sub(kb.add(queryStart, rows), kb.index(1));
  Value lastKey = kb.sub(kb.add(keyStart, keys), kb.index(1));
  if (Value some = frames
                       .maskModOverTile(frame, {head, head},
                                        {queryStart, lastRow},
                                        {keyStart, lastKey})
                       .some)
    kb.ifThen(some, body);
  else
    body();
}

void ForwardTileEmitter::keyTileBody(const SequenceFrame &frame, Value head,
                                     Value kvHead, Value queryStart,
                                     Value rows, Value keyStart, Value keys) {
  using P = arith::CmpIPredicate;
  int64_t tk = keyTileSize;
  Value zero = kb.index(0);

  // Stage the key tile transposed ([d, c]) and the value tile ([c, d]) in
  // f32 once; every query row reuses them. With keys along the vector
  // lanes, q·kᵀ needs no horizontal reductions. Columns past `keys` keep
  // stale data; they are masked below.
  kb.forLoop(zero, keys, 1, [&](Value c) {
    Value token = kb.add(frame.baseKv, kb.add(keyStart, c));
    kb.forLoop(zero, kb.index(p.headDimQK), 1, [&](Value d) {
      kb.store(kb.loadF32(p.key, layoutIndices(p.layout, frame.batch, token,
                                               kvHead, d)),
               buf.key, {d, c});
    });
    kb.forLoop(zero, kb.index(p.headDimV), widthV, [&](Value d) {
      kb.storeVector(
          kb.loadVectorF32(p.value,
                           layoutIndices(p.layout, frame.batch, token, kvHead,
                                         d),
                           widthV),
          buf.value, {c, d});
    });
  });

  // Raw scores s[r, :] = q[r] · kᵀ (q is pre-scaled) for `count` rows from
  // `first`: count × (tk / width) accumulators, each K vector used `count`
  // times.
  int64_t keyChunks = tk / widthKeys;
  auto scoreRows = [&](Value first, int64_t count) {
    SmallVector<Value> inits(count * keyChunks,
                             kb.vectorConstant(0.0, widthKeys));
    ValueRange dots = kb.forLoopWithValues(
        zero, kb.index(p.headDimQK), 1, inits,
        [&](Value d, ValueRange accs) {
          SmallVector<Value> keyVectors;
          for (int64_t ch = 0; ch < keyChunks; ++ch)
            keyVectors.push_back(kb.loadVector(
                buf.key, {d, kb.index(ch * widthKeys)}, widthKeys));
          SmallVector<Value> next;
          for (int64_t u = 0; u < count; ++u) {
            Value q = kb.splat(
                kb.load(buf.query, {kb.add(first, kb.index(u)), d}),
                widthKeys);
            for (int64_t ch = 0; ch < keyChunks; ++ch)
              next.push_back(
                  kb.fma(q, keyVectors[ch], accs[u * keyChunks + ch]));
          }
          return next;
        });
    for (int64_t u = 0; u < count; ++u)
      for (int64_t ch = 0; ch < keyChunks; ++ch)
        kb.storeVector(dots[u * keyChunks + ch], buf.score,
                       {kb.add(first, kb.index(u)),
                        kb.index(ch * widthKeys)});
  };
  // Full blocks, then the remaining rows one by one (rows past `rows` hold
  // stale data and are never touched).
  Value blockedRows =
      kb.sub(rows, arith::RemUIOp::create(b, rows, kb.index(kScoreRows)));
  kb.forLoop(zero, blockedRows, kScoreRows,
             [&](Value r) { scoreRows(r, kScoreRows); });
  kb.forLoop(blockedRows, rows, 1, [&](Value r) { scoreRows(r, 1); });

  // Mask and additive terms, score by score, unless the whole tile is
  // allowed and nothing is added: a full tile of valid rows inside the band.
  Value lastKey = kb.sub(frame.lengthKv, kb.index(1));
  // A score_mod is evaluated pair by pair; a mask_mod only where its
  // bounds over the tile do not allow every pair.
  bool additive = p.bias || p.alibiSlopes || p.scoreMod;
  Value tileAllowed;
  if (!additive) {
    Value firstRow = queryStart;
    Value lastRow = kb.sub(kb.add(queryStart, rows), kb.index(1));
    Value lastCol = kb.add(keyStart, kb.index(tk - 1));
    tileAllowed = kb.andI(kb.cmp(P::eq, keys, kb.index(tk)),
                          kb.cmp(P::slt, lastRow, frame.lengthQ));
    tileAllowed =
        kb.andI(tileAllowed, kb.cmp(P::slt, lastCol, frame.lengthKv));
    // Every (i, j) of the tile is allowed iff its corners are: the band's
    // bounds are monotone in i.
    tileAllowed = kb.andI(tileAllowed,
                          frames.allowed(frame, firstRow, lastCol));
    tileAllowed =
        kb.andI(tileAllowed, frames.allowed(frame, lastRow, keyStart));
    if (p.maskMod)
      tileAllowed = kb.andI(
          tileAllowed, frames
                           .maskModOverTile(frame, {head, head},
                                            {firstRow, lastRow},
                                            {keyStart, lastCol})
                           .all);
  }
  auto maskScores = [&] {
    kb.forLoop(zero, rows, 1, [&](Value r) {
      Value i = kb.add(queryStart, r);
      kb.forLoop(zero, kb.index(tk), 1, [&](Value c) {
        Value j = kb.add(keyStart, c);
        Value score = kb.load(buf.score, {r, c});
        Value jLoad = kb.max(kb.min(j, lastKey), zero);
        if (Value term = frames.additiveTerm(frame, head, i, j, jLoad))
          score = kb.addF(score, term);
        score = frames.modifiedScore(frame, head, i, j, score);
        Value ok = kb.andI(kb.cmp(P::slt, c, keys),
                           frames.allowedPair(frame, head, i, j));
        kb.store(kb.select(ok, score, kb.negInf()), buf.score, {r, c});
      });
    });
  };
  if (tileAllowed) {
    auto branch = scf::IfOp::create(b, tileAllowed, /*withElseRegion=*/true);
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(branch.elseBlock()->getTerminator());
    maskScores();
  } else {
    maskScores();
  }

  // Online softmax update, row by row: p = exp(s - m') in buf.score, the
  // rescaling factor of the old accumulator in buf.corr.
  kb.forLoop(zero, rows, 1, [&](Value r) {
    Value i = kb.add(queryStart, r);
    Value tileMax = kb.reduceMax(kb.forLoopWithValues(
        zero, kb.index(tk), widthKeys,
        ValueRange{kb.vectorConstant(-std::numeric_limits<double>::infinity(),
                                     widthKeys)},
        [&](Value c, ValueRange acc) -> SmallVector<Value> {
          return {kb.maxF(acc[0], kb.loadVector(buf.score, {r, c}, widthKeys))};
        })[0]);
    Value oldMax = kb.load(buf.max, {r});
    Value newMax = kb.maxF(oldMax, tileMax);
    Value newMaxIsInf =
        kb.cmpF(arith::CmpFPredicate::OEQ, newMax, kb.negInf());
    Value pivot = kb.select(newMaxIsInf, kb.f32(0.0), newMax);
    Value oldMaxIsInf =
        kb.cmpF(arith::CmpFPredicate::OEQ, oldMax, kb.negInf());
    Value correction = kb.select(oldMaxIsInf, kb.f32(0.0),
                                 kb.exp(kb.subF(oldMax, pivot)));
    Value pivotV = kb.splat(pivot, widthKeys);
    Value negInfV =
        kb.vectorConstant(-std::numeric_limits<double>::infinity(), widthKeys);
    Value zeroV = kb.vectorConstant(0.0, widthKeys);
    Value tileSum = kb.reduceAdd(kb.forLoopWithValues(
        zero, kb.index(tk), widthKeys, ValueRange{zeroV},
        [&](Value c, ValueRange acc) -> SmallVector<Value> {
          Value s = kb.loadVector(buf.score, {r, c}, widthKeys);
          Value masked = kb.cmpF(arith::CmpFPredicate::OEQ, s, negInfV);
          Value prob = kb.select(masked, zeroV, kb.exp(kb.subF(s, pivotV)));
          kb.storeVector(prob, buf.score, {r, c});
          return {kb.addF(acc[0], prob)};
        })[0]);
    kb.store(kb.addF(kb.mulF(kb.load(buf.sum, {r}), correction), tileSum),
             buf.sum, {r});
    kb.store(newMax, buf.max, {r});
    kb.store(correction, buf.corr, {r});

    // Dropout scales the kept probabilities; the denominator above uses the
    // undropped ones, as the op's formula says.
    if (p.dropout > 0.0) {
      Value keepScale = kb.f32(1.0 / (1.0 - p.dropout));
      kb.forLoop(zero, keys, 1, [&](Value c) {
        Value keep =
            frames.dropoutKeep(frame.batch, head, i, kb.add(keyStart, c));
        Value prob = kb.load(buf.score, {r, c});
        kb.store(kb.select(keep, kb.mulF(prob, keepScale), kb.f32(0.0)),
                 buf.score, {r, c});
      });
    }
  });

  // acc[r, :] = acc[r, :] · correction + Σ_c p[r, c] · v[c, :] for `count`
  // rows from `first`, their accumulator rows in registers: each V vector
  // loaded feeds `count` FMAs.
  int64_t chunks = p.headDimV / widthV;
  auto accumulateRows = [&](Value first, int64_t count) {
    SmallVector<Value> accs;
    for (int64_t u = 0; u < count; ++u) {
      Value r = kb.add(first, kb.index(u));
      Value correctionV = kb.splat(kb.load(buf.corr, {r}), widthV);
      for (int64_t ch = 0; ch < chunks; ++ch)
        accs.push_back(kb.mulF(
            kb.loadVector(buf.acc, {r, kb.index(ch * widthV)}, widthV),
            correctionV));
    }
    ValueRange sums = kb.forLoopWithValues(
        zero, keys, 1, accs,
        [&](Value c, ValueRange carried) -> SmallVector<Value> {
          SmallVector<Value> values;
          for (int64_t ch = 0; ch < chunks; ++ch)
            values.push_back(kb.loadVector(
                buf.value, {c, kb.index(ch * widthV)}, widthV));
          SmallVector<Value> next;
          for (int64_t u = 0; u < count; ++u) {
            Value prob = kb.splat(
                kb.load(buf.score, {kb.add(first, kb.index(u)), c}), widthV);
            for (int64_t ch = 0; ch < chunks; ++ch)
              next.push_back(
                  kb.fma(prob, values[ch], carried[u * chunks + ch]));
          }
          return next;
        });
    for (int64_t u = 0; u < count; ++u)
      for (int64_t ch = 0; ch < chunks; ++ch)
        kb.storeVector(sums[u * chunks + ch], buf.acc,
                       {kb.add(first, kb.index(u)), kb.index(ch * widthV)});
  };
  // Two rows share the V loads while their 2·Dv/width accumulators still
  // fit the vector registers (Dv up to 256 at 16 lanes).
  int64_t valueRows = 2 * chunks <= 32 ? kValueRows : 1;
  Value pairedRows =
      kb.sub(rows, arith::RemUIOp::create(b, rows, kb.index(valueRows)));
  kb.forLoop(zero, pairedRows, valueRows,
             [&](Value r) { accumulateRows(r, valueRows); });
  kb.forLoop(pairedRows, rows, 1, [&](Value r) { accumulateRows(r, 1); });
}
