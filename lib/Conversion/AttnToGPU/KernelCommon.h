//===- KernelCommon.h - what the forward and backward kernels share -*- C++ -*-===//
//
// The attention shape every generated kernel is specialised for, the
// thread's place in the MMA fragment layouts, and the test whether a
// (rows x keys) tile crosses the edge of the allowed band.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELCOMMON_H
#define ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELCOMMON_H

#include "TileLoader.h"

// The mask/length semantics shared with the CPU kernels.
#include "attn/Dialect/Attn/Utils/AttentionFrame.h"

#include "attn/Conversion/AttnToGPU/BlockOrder.h"
#include "attn/Dialect/Attn/IR/AttnOps.h"

#include "mlir/Dialect/GPU/IR/GPUDialect.h"

namespace mlir::attn::gpu_kernels {

/// log2(e): the kernels' softmax runs in base 2.
constexpr double kLog2E = 1.4426950408889634;

/// Why the generated kernels cannot compute `op` on `chip` with their
/// default tile configuration, or "" if they can (AttnToGPU.cpp; what
/// attn-select-backend asks under "auto").
std::string generatedKernelUnsupportedReason(Operation *op, StringRef chip);

/// The static attributes of an attention op that a kernel is generated for.
struct AttentionKernelShape {
  Layout layout;
  /// The causal attribute: it orders the tiles (heaviest first); the mask
  /// itself is `band`.
  CausalMask causal;
  MaskBand band; // extents clamped to 2^29, for 32-bit band arithmetic
  double scale;
  int64_t headsQ, headsKv, headDimQK, headDimV;
  MMAElement element;
  bool hasBias = false, hasAlibi = false, hasSeqlensQ = false,
       hasSeqlensKv = false;
  /// The op's modifier regions (Modifiers.h), inlined per score element;
  /// the op outlives the kernel's emission.
  Block *scoreMod = nullptr, *maskMod = nullptr;
  /// Remap block ids so that causal grids start their heaviest tiles first
  /// across all heads and batch entries, or across sections of them
  /// (heaviestFirstCoordinates, `order`).
  bool heaviestFirst = true;
  BlockOrder order;

  int64_t groupSize() const { return headsQ / headsKv; }
  /// A sliding window narrow enough that tall tiles mostly compute masked
  /// pairs.
  bool narrowBand() const { return band.narrow(); }
};

/// The semantics helpers' view of `shape` and its (bufferised) operands.
inline kernels::AttentionProblem attentionProblem(const AttentionKernelShape &shape,
                                              Value query, Value key,
                                              Value value) {
  kernels::AttentionProblem problem;
  problem.layout = shape.layout;
  problem.band = shape.band;
  problem.scale = shape.scale;
  problem.softmax = SoftmaxKind::vanilla;
  problem.dropout = 0.0;
  problem.headsQ = shape.headsQ;
  problem.headsKv = shape.headsKv;
  problem.headDimQK = shape.headDimQK;
  problem.headDimV = shape.headDimV;
  problem.query = query;
  problem.key = key;
  problem.value = value;
  problem.scoreMod = shape.scoreMod;
  problem.maskMod = shape.maskMod;
  return problem;
}

/// One score element in the base 2 of the kernels' softmax: log2(e)·s for
/// s = scale·`dot` + `term` (bias and ALiBi, or nullptr), passed through the
/// op's score_mod when it has one; then ∂score_mod/∂s goes to `derivative`
/// when it is given. `head`, `i` and `j` are index values (i, j within the
/// sequence).
inline Value baseTwoScore(WarpBuilder &w, kernels::AttentionFrameBuilder &frames,
                          const kernels::SequenceFrame &frame,
                          const AttentionKernelShape &shape, Value dot,
                          Value term, Value head, Value i, Value j,
                          Value *derivative = nullptr) {
  if (!shape.scoreMod) {
    Value x = w.mulF(dot, w.f32(shape.scale * kLog2E));
    return term ? w.fma(term, w.f32(kLog2E), x) : x;
  }
  Value score = w.mulF(dot, w.f32(shape.scale));
  if (term)
    score = w.addF(score, term);
  Value modified;
  if (derivative)
    std::tie(modified, *derivative) =
        frames.modifiedScoreWithDerivative(frame, head, i, j, score);
  else
    modified = frames.modifiedScore(frame, head, i, j, score);
  return w.mulF(modified, w.f32(kLog2E));
}

/// baseTwoScore(...) − `base` (a row's lse·log2e, +inf for a row with no
/// weight): one FFMA where the score is only scaled (no additive term, no
/// score_mod), as the forward's exponent, instead of a multiply and a
/// subtraction.
inline Value baseTwoExponent(WarpBuilder &w,
                             kernels::AttentionFrameBuilder &frames,
                             const kernels::SequenceFrame &frame,
                             const AttentionKernelShape &shape, Value dot,
                             Value term, Value head, Value i, Value j,
                             Value base, Value *derivative = nullptr) {
  if (!shape.scoreMod && !term)
    return w.fma(dot, w.f32(shape.scale * kLog2E),
                 arith::NegFOp::create(w.builder(), base));
  return w.subF(
      baseTwoScore(w, frames, frame, shape, dot, term, head, i, j, derivative),
      base);
}

/// Sets `problem`'s optional operands from the kernel arguments that
/// follow the fixed ones (from `next`), in the order every kernel takes
/// them: bias, ALiBi slopes, the sink (only where `withSink`), seqlens_q,
/// seqlens_kv, each where `shape` has it.
inline void takeOptionalOperands(ValueRange arguments, size_t next,
                                 const AttentionKernelShape &shape,
                                 bool withSink,
                                 kernels::AttentionProblem &problem) {
  auto take = [&](bool present, Value &slot) {
    if (present)
      slot = arguments[next++];
  };
  take(shape.hasBias, problem.bias);
  take(shape.hasAlibi, problem.alibiSlopes);
  take(withSink, problem.sink);
  take(shape.hasSeqlensQ, problem.seqlensQ);
  take(shape.hasSeqlensKv, problem.seqlensKv);
}

/// The thread's index, warp and lane, and its place in the fragment
/// layouts: g = lane / 4 (groupRow) and t = lane % 4 (quadCol).
struct ThreadGeometry {
  Value tid, warp, lane, groupRow, quadCol;

  static ThreadGeometry of(WarpBuilder &w) { return of(w, w.threadIdX()); }
  /// The geometry of thread `tid` (i32).
  static ThreadGeometry of(WarpBuilder &w, Value tid) {
    ThreadGeometry g;
    g.tid = tid;
    g.warp = w.divU(g.tid, w.i32(32));
    g.lane = w.remU(g.tid, w.i32(32));
    g.groupRow = w.divU(g.lane, w.i32(4));
    g.quadCol = w.remU(g.lane, w.i32(4));
    return g;
  }
};

/// State that the emitters of the tensor-core kernels share: the builders,
/// the tile loader, the spec and the kernel being filled, and the thread's
/// geometry once initThreadGeometry() ran.
template <typename Spec>
class TiledKernelEmitter {
protected:
  TiledKernelEmitter(ImplicitLocOpBuilder &b, gpu::GPUFuncOp func,
                     const Spec &spec)
      : b(b), w(b, spec.element), kb(b),
        tiles(w, kb, spec.layout, spec.threads()), s(spec), func(func) {}

  void initThreadGeometry() {
    ThreadGeometry geometry = ThreadGeometry::of(w);
    tid = geometry.tid;
    warp = geometry.warp;
    lane = geometry.lane;
    groupRow = geometry.groupRow;
    quadCol = geometry.quadCol;
  }

  ImplicitLocOpBuilder &b;
  WarpBuilder w;
  kernels::KernelBuilder kb;
  TileLoader tiles;
  const Spec &s;
  gpu::GPUFuncOp func;
  Value tid, warp, lane, groupRow, quadCol; // i32
};

/// The block's (tile rank, y, z) under `order` (BlockOrder.h: tile ranks
/// heaviest first across all (y, z) planes, or across sections of planes
/// that share their operands in L2). The grid stays (tiles, y, z); only the
/// assignment of ids to work changes (a bijection). i32 results.
struct BlockCoordinates {
  Value rank, y, z;
};

/// BlockOrder's arithmetic on i64 IR values.
struct BlockOrderIRArith {
  using Value = mlir::Value;
  WarpBuilder &w;
  Value constant(uint64_t value) { return w.i64(value); }
  Value add(Value x, Value y) { return w.add(x, y); }
  Value sub(Value x, Value y) { return w.sub(x, y); }
  Value mul(Value x, Value y) { return w.mul(x, y); }
  Value divU(Value x, Value y) { return w.divU(x, y); }
  Value remU(Value x, Value y) { return w.remU(x, y); }
  Value minU(Value x, Value y) {
    return arith::MinUIOp::create(w.builder(), x, y);
  }
};

inline BlockCoordinates truncateCoordinates(ImplicitLocOpBuilder &b,
                                            WarpBuilder &w,
                                            const BlockWork<Value> &work) {
  auto toI32 = [&](Value v) {
    return arith::TruncIOp::create(b, w.i32Type(), v).getResult();
  };
  return {toI32(work.rank), toI32(work.y), toI32(work.z)};
}

/// The (tile rank, y, z) of item `item` (i64) of a persistent kernel's
/// (sizeX, sizeY, sizeZ) work grid (i64): under `order` when ranks run
/// heaviest first, else x fastest, as a launch of that grid would number
/// its blocks. i32 results.
inline BlockCoordinates persistentItemCoordinates(
    ImplicitLocOpBuilder &b, WarpBuilder &w, const BlockOrder *order,
    Value sizeX, Value sizeY, Value sizeZ, Value item) {
  if (order) {
    BlockOrderIRArith ir{w};
    return truncateCoordinates(
        b, w, order->workOfItem(ir, sizeX, sizeY, sizeZ, item));
  }
  Value x = w.remU(item, sizeX);
  Value plane = w.divU(item, sizeX);
  return truncateCoordinates(
      b, w, {x, w.remU(plane, sizeY), w.divU(plane, sizeY)});
}

inline BlockCoordinates heaviestFirstCoordinates(ImplicitLocOpBuilder &b,
                                                 WarpBuilder &w,
                                                 const BlockOrder &order) {
  auto dim = [&](gpu::Dimension d) {
    return w.toI64(gpu::GridDimOp::create(b, d));
  };
  auto id = [&](gpu::Dimension d) {
    return w.toI64(gpu::BlockIdOp::create(b, d));
  };
  // One statement per op: the emission order is fixed.
  Value sizeX = dim(gpu::Dimension::x);
  Value sizeY = dim(gpu::Dimension::y);
  Value sizeZ = dim(gpu::Dimension::z);
  Value idX = id(gpu::Dimension::x);
  Value idY = id(gpu::Dimension::y);
  Value idZ = id(gpu::Dimension::z);
  BlockOrderIRArith ir{w};
  return truncateCoordinates(
      b, w, order.work(ir, sizeX, sizeY, sizeZ, idX, idY, idZ));
}

/// dS with respect to the score before the score_mod: `ds` (with respect
/// to the modified score) times ∂score_mod/∂s, and 0 where the probability
/// `p` is 0 (masked pairs, whose derivative may not be finite). `ds` itself
/// without a score_mod (`derivative` null).
inline Value throughScoreMod(WarpBuilder &w, Value ds, Value p,
                             Value derivative) {
  if (!derivative)
    return ds;
  Value zero = w.f32(0.0);
  return w.select(w.cmpF(arith::CmpFPredicate::OEQ, p, zero), zero,
                  w.mulF(ds, derivative));
}

/// The sequence lengths and diagonal offset of a batch entry (i32).
struct BandFrame {
  Value lengthQ, lengthKv, diagonal;
};

/// i1: whether the op's mask_mod allows every pair of rows [rowStart,
/// rowStart + rows) and keys [keyStart, keyStart + keys) of head `head`
/// (index), by its interval bounds over the tile; null without a mask_mod.
inline Value maskModAllowsTile(ImplicitLocOpBuilder &b, WarpBuilder &w,
                               kernels::AttentionFrameBuilder &frames,
                               const kernels::SequenceFrame &frame, Value head,
                               Value rowStart, int64_t rows, Value keyStart,
                               int64_t keys) {
  auto index = [&](Value v) {
    return arith::IndexCastOp::create(b, b.getIndexType(), v);
  };
  return frames
      .maskModOverTile(
          frame, {head, head},
          {index(rowStart), index(w.add(rowStart, w.i32(rows - 1)))},
          {index(keyStart), index(w.add(keyStart, w.i32(keys - 1)))})
      .all;
}

/// i1: whether some pair of rows [rowStart, rowStart + rows) and keys
/// [keyStart, keyStart + keys) is masked, i.e. the tile is not entirely
/// inside the band (it is inside iff its corners are) or the mask_mod may
/// mask a pair of it (`maskModAll` false; null without a mask_mod).
inline Value tileCrossesBand(ImplicitLocOpBuilder &b, WarpBuilder &w,
                             const AttentionKernelShape &shape,
                             const BandFrame &frame, Value rowStart,
                             int64_t rows, Value keyStart, int64_t keys,
                             Value maskModAll) {
  MaskBandBuilder a(b, w.i32Type());
  Value inside = shape.band.tileInside(a, rowStart, rows, keyStart, keys,
                                       frame.diagonal, frame.lengthQ,
                                       frame.lengthKv);
  if (maskModAll)
    inside = w.andI(inside, maskModAll);
  return w.cmp(arith::CmpIPredicate::eq, inside,
               arith::ConstantOp::create(b, b.getBoolAttr(false)));
}

/// TMA boxes of rows [position, position + rows) of (batch, head) of the
/// tensor behind `map` (a grid-constant tensor-map parameter), one per
/// 64-column block, into the 128-byte-swizzled tile at byte `tileOffset`
/// past `sharedBase`; they complete their bytes on `barrier`. Rows past the
/// tensor arrive zero-filled.
inline void loadTileWithTma(ImplicitLocOpBuilder &b, WarpBuilder &w,
                            Layout layout, Value sharedBase, Value map,
                            Value tileOffset, int64_t rows, int64_t columns,
                            Value batch, Value head, Value position,
                            Value barrier) {
  assert(columns % 64 == 0 && "TMA boxes are whole 64-column blocks");
  Value address = nv::TensorMapAddressOp::create(b, map);
  for (int64_t block = 0; block < columns / 64; ++block) {
    // The descriptor's dimensions run innermost first: the reverse of the
    // layout's index order.
    SmallVector<Value> indices = kernels::layoutIndices(
        layout, batch, position, head, w.i32(64 * block));
    std::reverse(indices.begin(), indices.end());
    Value destination = w.bytePtr(
        sharedBase, w.add(tileOffset, w.i32(block * rows * 128)));
    w.loadBox(destination, address, indices, barrier);
  }
}

} // namespace mlir::attn::gpu_kernels

#endif // ATTN_LIB_CONVERSION_ATTNTOGPU_KERNELCOMMON_H
