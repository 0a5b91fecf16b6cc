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

/// The stack buffers of one forward query tile (all f32): its online state
/// (scaled query rows, accumulator, running max and sum) and the staging of
/// one key tile (keys transposed, values, scores, the rescaling factors).
/// What !attn.online_state becomes on the CPU.
struct ForwardTileBuffers {
  Value query, key, value, score, acc, max, sum, corr;

  static ForwardTileBuffers allocate(KernelBuilder &kb, int64_t rows,
                                     int64_t keys, int64_t headDimQK,
                                     int64_t headDimV);
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

/// Gradients of attn.sdpa_grad; `dBias`/`dSink` may be null.
struct BackwardBuffers {
  Value out, dOut, lse;
  Value dQuery, dKey, dValue, dBias, dSink;
};
void emitBackwardKernel(ImplicitLocOpBuilder &b,
                        const AttentionProblem &problem,
                        const CPUKernelOptions &options,
                        const BackwardBuffers &buffers);

/// Lowers the tile-level ops under `root` (attn.online_*, attn.band_keys)
/// to the forward's CPU tile steps; an error at the op for a state the
/// vector code cannot take.
LogicalResult lowerTileOpsToCPU(Operation *root);

} // namespace mlir::attn::cpu

#endif // ATTN_LIB_CONVERSION_ATTNTOCPU_ATTNTOCPUKERNELS_H
