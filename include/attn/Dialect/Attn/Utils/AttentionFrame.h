//===- AttentionFrame.h - per-sequence mask and score logic -----*- C++ -*-===//
//
// The parts of attn.sdpa's semantics that every kernel (CPU forward and
// backward, generated GPU forward and backward) shares, written once: valid lengths and token bases of one batch entry, the allowed
// predicate, additive score terms (bias, ALiBi), the key range a block of
// query rows can see, and the Philox dropout decision.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_DIALECT_ATTN_UTILS_ATTENTIONFRAME_H
#define ATTN_DIALECT_ATTN_UTILS_ATTENTIONFRAME_H

#include "attn/Dialect/Attn/Utils/KernelBuilder.h"
#include "attn/Dialect/Attn/Utils/MaskBandBuilder.h"
#include "attn/Dialect/Attn/Utils/Modifiers.h"

namespace mlir::attn::kernels {

/// The attributes and (bufferised) operands of an attention op.
struct AttentionProblem {
  Layout layout;
  MaskBand band; // window extents clamped (clampWindowExtent)
  double scale;
  SoftmaxKind softmax;
  double dropout;
  int64_t headsQ, headsKv, headDimQK, headDimV;
  Value query, key, value;
  Value bias, alibiSlopes, sink, seqlensQ, seqlensKv, seed, offset;
  Block *scoreMod = nullptr, *maskMod = nullptr; // the op's modifier regions

  int64_t groupSize() const { return headsQ / headsKv; }
};

/// The attributes and read-only buffers (toReadOnlyBuffer) of `op`, whose
/// scale must be known (getEffectiveScale) and whose head counts and head
/// dimensions are read as they are (static where a kernel needs them).
inline AttentionProblem bufferizedProblem(ImplicitLocOpBuilder &b,
                                          AttentionOpInterface op) {
  AttentionDims dims = op.getDims();
  AttentionProblem problem;
  problem.layout = op.getLayout();
  problem.band = op.getMaskBand();
  problem.scale = op.getEffectiveScale().value_or(1.0);
  problem.softmax = op.getSoftmax();
  problem.dropout = op.getDropoutProbability();
  problem.headsQ = dims.headsQ;
  problem.headsKv = dims.headsKv;
  problem.headDimQK = dims.headDimQK;
  problem.headDimV = dims.headDimV;
  problem.query = toReadOnlyBuffer(b, op.getQuery());
  problem.key = toReadOnlyBuffer(b, op.getKey());
  problem.value = toReadOnlyBuffer(b, op.getValue());
  problem.bias = toReadOnlyBuffer(b, op.getBias());
  problem.alibiSlopes = toReadOnlyBuffer(b, op.getAlibiSlopes());
  problem.sink = toReadOnlyBuffer(b, op.getSink());
  problem.seqlensQ = toReadOnlyBuffer(b, op.getSeqlensQ());
  problem.seqlensKv = toReadOnlyBuffer(b, op.getSeqlensKv());
  problem.seed = op.getDropoutSeed();
  problem.offset = op.getDropoutOffset();
  problem.scoreMod = op.getScoreModBlock();
  problem.maskMod = op.getMaskModBlock();
  return problem;
}

/// Valid lengths, token bases and diagonal offset of one batch entry.
struct SequenceFrame {
  Value batch;
  Value lengthQ, lengthKv; // valid rows / columns
  Value baseQ, baseKv;     // first token (thd) or 0
  Value extentQ;           // rows to produce: Sq (padded layouts) or lengthQ
  Value diagonal;          // o(b) of the mask formulas
};

class AttentionFrameBuilder {
public:
  AttentionFrameBuilder(KernelBuilder &kb, const AttentionProblem &problem)
      : kb(kb), p(problem) {}

  /// Decodes lengths and bases of batch entry `batch`. Lengths are clamped
  /// to the tensor extents so that a bad length can never index out of
  /// bounds; rows past the clamped length are simply empty.
  SequenceFrame frameFor(Value batch) {
    SequenceFrame frame;
    frame.batch = batch;
    Value seqQ = kb.dim(p.query, sequenceDimension(p.layout));
    Value seqKv = kb.dim(p.key, sequenceDimension(p.layout));
    Value zero = kb.index(0);
    if (p.layout == Layout::thd) {
      Value next = kb.add(batch, kb.index(1));
      auto offsets = [&](Value cumulative, Value extent, Value &base,
                         Value &length) {
        Value first = kb.i32ToIndex(kb.load(cumulative, {batch}));
        Value last = kb.i32ToIndex(kb.load(cumulative, {next}));
        base = kb.min(kb.max(first, zero), extent);
        Value end = kb.min(kb.max(last, base), extent);
        length = kb.sub(end, base);
      };
      offsets(p.seqlensQ, seqQ, frame.baseQ, frame.lengthQ);
      offsets(p.seqlensKv, seqKv, frame.baseKv, frame.lengthKv);
      frame.extentQ = frame.lengthQ;
    } else {
      auto length = [&](Value lengths, Value extent) -> Value {
        if (!lengths)
          return extent;
        Value raw = kb.i32ToIndex(kb.load(lengths, {batch}));
        return kb.min(kb.max(raw, zero), extent);
      };
      frame.lengthQ = length(p.seqlensQ, seqQ);
      frame.lengthKv = length(p.seqlensKv, seqKv);
      frame.baseQ = zero;
      frame.baseKv = zero;
      frame.extentQ = seqQ;
    }
    MaskBandBuilder a = bandBuilder();
    frame.diagonal = p.band.diagonalOffset(a, frame.lengthQ, frame.lengthKv);
    return frame;
  }

  /// The allowed predicate of (row i, column j), both within the sequence.
  Value allowed(const SequenceFrame &frame, Value i, Value j) {
    MaskBandBuilder a = bandBuilder();
    return p.band.allows(a, i, j, frame.diagonal, frame.lengthQ,
                         frame.lengthKv);
  }

  /// The allowed predicate with the op's mask_mod applied: what a single
  /// (i, j) of query head `head` is tested with.
  Value allowedPair(const SequenceFrame &frame, Value head, Value i, Value j) {
    Value ok = allowed(frame, i, j);
    if (Value modded = maskModAllows(frame, head, i, j))
      return kb.andI(ok, modded);
    return ok;
  }

  /// mask_mod(b, h, i, j), or nullptr for an op without one.
  Value maskModAllows(const SequenceFrame &frame, Value head, Value i,
                      Value j) {
    if (!p.maskMod)
      return Value();
    return inlineModifier(kb.builder(), *p.maskMod, {frame.batch, head, i, j});
  }

  /// What the mask_mod allows over rows × keys of heads `heads` (interval
  /// bounds of the region, inlineMaskModOverTile): whether some pair and
  /// whether every pair. Null values for an op without one.
  TileAllowance maskModOverTile(const SequenceFrame &frame, IndexRange heads,
                                IndexRange rows, IndexRange keys) {
    if (!p.maskMod)
      return {};
    ImplicitLocOpBuilder &b = kb.builder();
    return inlineMaskModOverTile(b, b.getLoc(), *p.maskMod,
                                 {frame.batch, frame.batch}, heads, rows,
                                 keys);
  }

  /// [lo, hi) (columns when `along` is the key side, else rows) without the
  /// leading and trailing steps [origin + k·step, origin + (k+1)·step) in
  /// which the mask_mod allows no pair with `fixed` (the other side) for
  /// heads `heads`: the tiles a kernel walks, less those the mask_mod
  /// empties (a document mask's other documents). [lo, hi) itself without
  /// a mask_mod. `origin` <= lo is where the kernel's steps start.
  std::pair<Value, Value> narrowByMaskMod(const SequenceFrame &frame,
                                          IndexRange heads, IndexRange fixed,
                                          bool alongKeys, Value origin,
                                          Value lo, Value hi, int64_t step) {
    if (!p.maskMod)
      return {lo, hi};
    using P = arith::CmpIPredicate;
    ImplicitLocOpBuilder &b = kb.builder();
    Value stepValue = kb.index(step);
    // Whether the mask_mod may allow a pair in the step starting at `start`.
    auto someAllowed = [&](Value start) {
      IndexRange moving{kb.max(start, lo),
                        kb.sub(kb.min(kb.add(start, stepValue), hi),
                               kb.index(1))};
      return alongKeys ? maskModOverTile(frame, heads, fixed, moving).some
                       : maskModOverTile(frame, heads, moving, fixed).some;
    };
    auto scan = [&](Value start, bool forward, Value limit) {
      auto loop = scf::WhileOp::create(
          b, TypeRange{b.getIndexType()}, ValueRange{start},
          [&](OpBuilder &, Location, ValueRange args) {
            Value at = args[0];
            Value inRange = forward ? kb.cmp(P::slt, at, limit)
                                    : kb.cmp(P::sgt, kb.add(at, stepValue),
                                             limit);
            Value empty = kb.cmp(P::eq, someAllowed(at),
                                 arith::ConstantOp::create(
                                     b, b.getBoolAttr(false)));
            scf::ConditionOp::create(b, kb.andI(inRange, empty), at);
          },
          [&](OpBuilder &, Location, ValueRange args) {
            scf::YieldOp::create(b, forward ? kb.add(args[0], stepValue)
                                            : kb.sub(args[0], stepValue));
          });
      return loop.getResult(0);
    };
    Value first = scan(origin, /*forward=*/true, hi);
    Value narrowLo = kb.min(kb.max(lo, first), hi);
    // The last step that starts before hi.
    Value lastStart = kb.add(
        origin, kb.mul(arith::DivUIOp::create(
                           b, kb.max(kb.sub(kb.sub(hi, kb.index(1)), origin),
                                     kb.index(0)),
                           stepValue),
                       stepValue));
    Value last = scan(lastStart, /*forward=*/false, narrowLo);
    Value narrowHi = kb.max(kb.min(kb.add(last, stepValue), hi), narrowLo);
    return {narrowLo, narrowHi};
  }

  /// score_mod(b, h, i, j, s), or `s` for an op without one.
  Value modifiedScore(const SequenceFrame &frame, Value head, Value i,
                      Value j, Value s) {
    if (!p.scoreMod)
      return s;
    return inlineModifier(kb.builder(), *p.scoreMod,
                          {frame.batch, head, i, j, s});
  }

  /// As modifiedScore, with ∂score_mod/∂s (nullptr without a score_mod).
  std::pair<Value, Value> modifiedScoreWithDerivative(
      const SequenceFrame &frame, Value head, Value i, Value j, Value s) {
    if (!p.scoreMod)
      return {s, Value()};
    return inlineScoreModWithDerivative(kb.builder(), *p.scoreMod,
                                        {frame.batch, head, i, j, s});
  }

  /// Half-open range [lo, hi) of columns that rows [first, last] may see.
  std::pair<Value, Value> keyRange(const SequenceFrame &frame, Value first,
                                   Value last) {
    MaskBandBuilder a = bandBuilder();
    BandRange<Value> keys =
        p.band.keyRange(a, first, last, frame.diagonal, frame.lengthKv);
    return {keys.begin, keys.end};
  }

  /// Half-open range [lo, hi) of rows that see any of the columns
  /// [first, last]: the inverse of keyRange, for kernels that walk rows per
  /// key tile (the backward).
  std::pair<Value, Value> queryRange(const SequenceFrame &frame, Value first,
                                     Value last) {
    MaskBandBuilder a = bandBuilder();
    BandRange<Value> rows = p.band.rowRange(a, first, last, frame.diagonal,
                                            frame.lengthQ, frame.lengthKv);
    return {rows.begin, rows.end};
  }

  /// Index of dimension `d` of the bias for logical coordinate `value`:
  /// 0 along broadcast dimensions.
  Value biasIndex(int64_t d, Value value) {
    auto type = cast<MemRefType>(p.bias.getType());
    return type.getDimSize(d) == 1 ? kb.index(0) : value;
  }

  /// bias[b, h, i, j] − slope[h]·|i + o − j| (f32), or nullptr when the op
  /// has neither. `jLoad` is j clamped into bounds for the bias load.
  Value additiveTerm(const SequenceFrame &frame, Value head, Value i, Value j,
                     Value jLoad) {
    Value term;
    if (p.bias) {
      term = kb.loadF32(p.bias, {biasIndex(0, frame.batch),
                                 biasIndex(1, head), biasIndex(2, i),
                                 biasIndex(3, jLoad)});
    }
    if (p.alibiSlopes) {
      Value slope = kb.load(p.alibiSlopes, {head});
      Value distance = kb.indexToF32(kb.sub(kb.add(i, frame.diagonal), j));
      Value penalty = kb.mulF(slope, math::AbsFOp::create(kb.builder(),
                                                          distance));
      term = term ? kb.subF(term, penalty)
                  : arith::NegFOp::create(kb.builder(), penalty);
    }
    return term;
  }

  /// The sink logit σ of query head `head`, or nullptr for vanilla softmax.
  Value sinkLogit(Value head) {
    switch (p.softmax) {
    case SoftmaxKind::vanilla:
      return nullptr;
    case SoftmaxKind::off_by_one:
      return kb.f32(0.0);
    case SoftmaxKind::learnable:
      return kb.load(p.sink, {head});
    }
    llvm_unreachable("unknown softmax kind");
  }

  /// The dropout decision (i1, true = keep) of Philox4x32-10 as defined in
  /// runtime/include/attn/Philox.h.
  Value dropoutKeep(Value batch, Value head, Value i, Value j) {
    ImplicitLocOpBuilder &b = kb.builder();
    Type i32 = b.getI32Type(), i64 = b.getI64Type();
    auto trunc32 = [&](Value value) -> Value {
      if (value.getType().isIndex())
        return arith::IndexCastOp::create(b, i32, value);
      return arith::TruncIOp::create(b, i32, value);
    };
    auto constant32 = [&](uint32_t value) -> Value {
      return arith::ConstantOp::create(
          b, b.getIntegerAttr(i32, static_cast<int32_t>(value)));
    };
    Value flatHead = kb.add(kb.mul(batch, kb.index(p.headsQ)), head);
    Value c[4] = {trunc32(j), trunc32(i), trunc32(flatHead),
                  trunc32(p.offset)};
    Value seedHigh = arith::ShRUIOp::create(
        b, p.seed, arith::ConstantOp::create(b, b.getI64IntegerAttr(32)));
    Value k0 = trunc32(p.seed), k1 = trunc32(seedHigh);
    Value shift = arith::ConstantOp::create(b, b.getI64IntegerAttr(32));
    auto mulHighLow = [&](uint32_t multiplier, Value x, Value &high,
                          Value &low) {
      Value wide = arith::MulIOp::create(
          b, arith::ExtUIOp::create(b, i64, x),
          arith::ConstantOp::create(
              b, b.getI64IntegerAttr(static_cast<int64_t>(multiplier))));
      high = arith::TruncIOp::create(b, i32,
                                     arith::ShRUIOp::create(b, wide, shift));
      low = arith::TruncIOp::create(b, i32, wide);
    };
    for (int round = 0; round < 10; ++round) {
      Value high0, low0, high1, low1;
      mulHighLow(0xD2511F53u, c[0], high0, low0);
      mulHighLow(0xCD9E8D57u, c[2], high1, low1);
      Value n0 = arith::XOrIOp::create(
          b, arith::XOrIOp::create(b, high1, c[1]), k0);
      Value n2 = arith::XOrIOp::create(
          b, arith::XOrIOp::create(b, high0, c[3]), k1);
      c[0] = n0;
      c[1] = low1;
      c[2] = n2;
      c[3] = low0;
      if (round != 9) {
        k0 = arith::AddIOp::create(b, k0, constant32(0x9E3779B9u));
        k1 = arith::AddIOp::create(b, k1, constant32(0xBB67AE85u));
      }
    }
    double scaled = std::floor(p.dropout * 4294967296.0);
    uint32_t threshold = scaled >= 4294967295.0
                             ? 0xFFFFFFFFu
                             : static_cast<uint32_t>(scaled);
    return arith::CmpIOp::create(b, arith::CmpIPredicate::uge, c[0],
                                 constant32(threshold));
  }

private:
  MaskBandBuilder bandBuilder() {
    return MaskBandBuilder(kb.builder(), kb.builder().getIndexType());
  }

  KernelBuilder &kb;
  const AttentionProblem &p;
};

} // namespace mlir::attn::kernels

#endif // ATTN_DIALECT_ATTN_UTILS_ATTENTIONFRAME_H
