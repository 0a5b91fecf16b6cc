//===- AttnToCPUKernels.h - CPU kernel emitters -----------------*- C++ -*-===//
//
// Entry points of the forward and backward kernel emitters used by the
// attn-to-cpu conversion, and the forward's tile steps, which lower the
// tile-level ops (attn.online_*) and the direct forward alike.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_LIB_CONVERSION_ATTNTOCPU_ATTNTOCPUKERNELS_H
#define ATTN_LIB_CONVERSION_ATTNTOCPU_ATTNTOCPUKERNELS_H

#include "attn/Dialect/Attn/Utils/AttentionFrame.h"
#include "attn/Conversion/AttnToCPU/AttnToCPU.h"

namespace mlir::attn::cpu {

using kernels::AttentionFrameBuilder;
using kernels::AttentionProblem;
using kernels::KernelBuilder;
using kernels::SequenceFrame;

/// Stack buffers (f32) of the given shapes, in order.
inline SmallVector<Value>
allocateStackBuffers(KernelBuilder &kb,
                     ArrayRef<SmallVector<int64_t, 2>> shapes) {
  SmallVector<Value> buffers;
  for (ArrayRef<int64_t> shape : shapes)
    buffers.push_back(kb.stackBuffer(shape));
  return buffers;
}

/// The stack buffers of one forward query tile (all f32): its online state
/// (scaled query rows, accumulator, running max and sum) and the staging of
/// one key tile (keys transposed, values, scores, the rescaling factors).
/// What !attn.online_state becomes on the CPU.
struct ForwardTileBuffers {
  Value query, key, value, score, acc, max, sum, corr;

  /// The buffers' shapes in values() order: the one place that says how
  /// the state type becomes buffers (allocation and type conversion).
  static SmallVector<SmallVector<int64_t, 2>> shapes(OnlineStateType state);
  static ForwardTileBuffers allocate(KernelBuilder &kb, OnlineStateType state);
  /// The buffers in a fixed order, and back.
  SmallVector<Value> values() const;
  static ForwardTileBuffers fromValues(ValueRange values);
};

/// Emits the three steps of one query tile (as many rows as its buffers
/// hold) in f32 vector code: init (attn.online_init), one key tile of at most `keyTile` keys
/// (attn.online_step) and finish (attn.online_finish).
class ForwardTileEmitter {
public:
  ForwardTileEmitter(ImplicitLocOpBuilder &b, const AttentionProblem &problem,
                     int64_t keyTile, const ForwardTileBuffers &buffers);

  /// Loads rows [queryStart, queryStart + rows) of `head`, scaled, and
  /// resets their state.
  void init(const SequenceFrame &frame, Value head, Value queryStart,
            Value rows);
  /// Adds keys [keyStart, keyStart + keys) of `kvHead` to the rows' state.
  void keyTile(const SequenceFrame &frame, Value head, Value kvHead,
               Value queryStart, Value rows, Value keyStart, Value keys);
  /// Normalises the rows (with sink logit `sink`, if non-null) into `out`
  /// and `lse` (if non-null).
  void finish(const SequenceFrame &frame, Value head, Value queryStart,
              Value rows, Value sink, Value out, Value lse);

private:
  void keyTileBody(const SequenceFrame &frame, Value head, Value kvHead,
                   Value queryStart, Value rows, Value keyStart, Value keys);

  ImplicitLocOpBuilder &b;
  KernelBuilder kb;
  AttentionFrameBuilder frames;
  const AttentionProblem &p;
  int64_t keyTileSize;
  ForwardTileBuffers buf;
  int64_t widthQK = 1, widthV = 1, widthKeys = 1;
};

/// The stack buffers of one backward query tile (all f32): its scaled query
/// rows, dO rows and dQ accumulator, its rows' lse and delta, and the
/// staging of one key tile (K by rows and transposed, V transposed, the
/// scores and dP / dS). What !attn.query_grad_state becomes on the CPU.
struct QueryGradTileBuffers {
  Value query, dOut, dQuery, key, keyT, valueT, score, dScore, lse, delta;

  static SmallVector<SmallVector<int64_t, 2>>
  shapes(QueryGradStateType state);
  static QueryGradTileBuffers allocate(KernelBuilder &kb,
                                       QueryGradStateType state);
  SmallVector<Value> values() const;
  static QueryGradTileBuffers fromValues(ValueRange values);
};

/// The stack buffers of one backward key tile (all f32): its key and value
/// rows, the dK and dV accumulators, and the staging of one block of query
/// rows (scaled q and dO, by rows and transposed, Sᵀ / dS and dPᵀ / P̃, lse
/// and delta). What !attn.key_grad_state becomes on the CPU.
struct KeyGradTileBuffers {
  Value key, value, dKey, dValue, query, queryT, dOut, dOutT, scoreT, dScoreT,
      lse, delta;

  static SmallVector<SmallVector<int64_t, 2>> shapes(KeyGradStateType state);
  static KeyGradTileBuffers allocate(KernelBuilder &kb,
                                     KeyGradStateType state);
  SmallVector<Value> values() const;
  static KeyGradTileBuffers fromValues(ValueRange values);
};

/// The backward's tile steps (attn.query_grad_* and attn.key_grad_*); the
/// problem holds the query, key and value buffers, the attributes, the
/// additive terms, dropout and the modifier blocks.
void emitQueryGradInit(ImplicitLocOpBuilder &b, const AttentionProblem &problem,
                       const QueryGradTileBuffers &buffers,
                       const SequenceFrame &frame, Value head, Value rowStart,
                       Value rows, Value out, Value dOut, Value lse,
                       Value delta);
void emitQueryGradStep(ImplicitLocOpBuilder &b, const AttentionProblem &problem,
                       const QueryGradTileBuffers &buffers,
                       const SequenceFrame &frame, Value head, Value kvHead,
                       Value rowStart, Value rows, Value keyStart, Value keys,
                       Value biasGradSum);
void emitQueryGradFinish(ImplicitLocOpBuilder &b,
                         const AttentionProblem &problem,
                         const QueryGradTileBuffers &buffers,
                         const SequenceFrame &frame, Value head,
                         Value rowStart, Value rows, Value dQuery);
void emitKeyGradInit(ImplicitLocOpBuilder &b, const AttentionProblem &problem,
                     const KeyGradTileBuffers &buffers,
                     const SequenceFrame &frame, Value kvHead, Value keyStart,
                     Value keys);
void emitKeyGradStep(ImplicitLocOpBuilder &b, const AttentionProblem &problem,
                     const KeyGradTileBuffers &buffers,
                     const SequenceFrame &frame, Value head, Value rowStart,
                     Value rows, Value keyStart, Value keys, Value dOut,
                     Value lse, Value delta);
void emitKeyGradFinish(ImplicitLocOpBuilder &b, const AttentionProblem &problem,
                       const KeyGradTileBuffers &buffers,
                       const SequenceFrame &frame, Value kvHead,
                       Value keyStart, Value keys, Value dKey, Value dValue);

/// Lowers the tile-level ops under `root` (attn.online_*, attn.band_keys)
/// to the forward's CPU tile steps; an error at the op for a state the
/// vector code cannot take.
LogicalResult lowerTileOpsToCPU(Operation *root);

} // namespace mlir::attn::cpu

#endif // ATTN_LIB_CONVERSION_ATTNTOCPU_ATTNTOCPUKERNELS_H
