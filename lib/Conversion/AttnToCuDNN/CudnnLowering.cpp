//===- CudnnLowering.cpp - attn ops as calls of cuDNN's attention ---------===//
//
// cuDNN's fused attention computes softmax(mask(scale·q·kᵀ + bias))·v and
// its flash-attention-2 backward. The runtime builds its operation graph
// from the problem each call describes (runtime/lib/Cudnn.cpp); this file
// decides which ops that graph implements exactly and emits the calls.
//
// Where cuDNN and attn differ, the difference is handled here:
// - rows with no allowed key (padding, bottom-right alignment with
//   Sq > Skv, windows that leave the keys) are undefined in cuDNN; attn
//   defines out = 0 and lse = -inf. A generated kernel writes those rows
//   after the forward, and the backward reads an lse copy with +inf there,
//   so that cuDNN's recomputed probabilities exp(s - lse) are exactly 0;
// - padded gradient rows are zeroed by a generated kernel;
// - attn's window bounds are inclusive (the runtime's comparisons follow
//   attn, not cuDNN frontend's exclusive left bound);
// - ALiBi is computed in the graph from attn's slopes operand, in its
//   causal form (cuDNN's fused attention takes no |i - j|);
// - sinks, dropout (cuDNN draws its own mask) and d_bias / d_sink are not
//   mapped: cudnnUnsupportedReason names them.
//
//===----------------------------------------------------------------------===//

#include "CudnnLowering.h"
#include "../AttentionKernels/HostCode.h"

// Layout helpers shared with the CPU kernels.
#include "attn/Dialect/Attn/Utils/KernelBuilder.h"

#include "attn/Dialect/Attn/Utils/MaskBandBuilder.h"
#include "attn/ModuleAbi.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/IR/BuiltinOps.h"

#include <limits>

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::gpu_kernels;

namespace abi = ::attn::abi;
/// Window extents are passed as 32-bit offsets; larger ones are unbounded
/// in effect.
static constexpr int64_t kMaxExtent = int64_t(1) << 30;
/// Threads per block of the generated row kernels.
static constexpr int64_t kRowThreads = 128;

//===----------------------------------------------------------------------===//
// Support
//===----------------------------------------------------------------------===//

static Type elementTypeOf(Value value) {
  return cast<ShapedType>(value.getType()).getElementType();
}

/// The bias as cuDNN takes it: [B or 1, Hq or 1, Sq, Skv] in the operands'
/// element type. Returns "" or why not.
static std::string biasReason(Value bias, const AttentionDims &dims,
                              Type element) {
  auto type = cast<RankedTensorType>(bias.getType());
  if (type.getElementType() != element)
    return "a bias of another element type than the operands (cuDNN adds "
           "the bias in the operands' type)";
  if (!type.hasStaticShape())
    return "a bias with dynamic dimensions";
  // The verifier makes it [B|1, Hq|1, Sq|1, Skv|1].
  ArrayRef<int64_t> shape = type.getShape();
  int64_t rows = shape[2], cols = shape[3];
  if (rows != dims.seqQ || cols != dims.seqKv)
    return "a bias that is broadcast over query or key positions, or whose "
           "sequence sizes are not static (cuDNN's bias spans [Sq, Skv])";
  return "";
}

static std::string commonReason(AttentionOpInterface op,
                                int64_t maxHeadDim) {
  AttentionDims dims = op.getDims();
  Type element = elementTypeOf(op.getQuery());
  if (!element.isBF16() && !element.isF16())
    return "cuDNN's fused attention takes bf16 or f16 operands";
  if (elementTypeOf(op.getKey()) != element ||
      elementTypeOf(op.getValue()) != element)
    return "query, key and value must have the same element type";
  if (op.getLayout() == Layout::thd)
    return "the packed 'thd' layout (cuDNN's ragged offsets) is not mapped "
           "to cuDNN yet";
  if (op.getScoreModBlock() || op.getMaskModBlock())
    return "score_mod/mask_mod regions: attn's cuDNN call does not build "
           "cuDNN's pointwise score graph yet (the generated kernels run "
           "them)";
  if (op.getDropoutProbability() != 0.0)
    return "dropout: cuDNN draws its own dropout mask, not the Philox "
           "stream that attn's dropout is defined by";
  // Under a causal mask ALiBi is the linear j - i - o(b), which the graph
  // computes from the slopes operand; without one it is |i + o(b) - j|.
  if (op.getAlibiSlopes() && op.getCausal() == CausalMask::none)
    return "ALiBi without a causal mask (cuDNN's fused attention takes only "
           "the causal, linear form)";
  // Measured on the H200 (cuDNN 9.19): the outputs are right but the
  // statistics (lse) are not when the ALiBi distance uses per-batch
  // lengths.
  if (op.getAlibiSlopes() && op.getCausal() == CausalMask::bottom_right &&
      (op.getSeqlensQ() || op.getSeqlensKv()))
    return "ALiBi with bottom-right alignment over per-batch lengths "
           "(cuDNN's log-sum-exp comes out wrong for it)";
  // Found by the GPU differential fuzz (2026-12-04, cuDNN 9.19): out is
  // wrong (rel err up to 1, rows with lse = -inf) for a bottom-right
  // window over per-batch lengths.
  if (op.getCausal() == CausalMask::bottom_right &&
      (op.getWindowLeft() >= 0 || op.getWindowRight() >= 0) &&
      (op.getSeqlensQ() || op.getSeqlensKv()))
    return "a bottom-right window over per-batch lengths (cuDNN's output "
           "comes out wrong for it)";
  if (op.getSoftmax() != SoftmaxKind::vanilla)
    return "the '" + stringifySoftmaxKind(op.getSoftmax()).str() +
           "' softmax (sinks are not mapped to cuDNN)";
  if (ShapedType::isDynamic(dims.headsQ) ||
      ShapedType::isDynamic(dims.headsKv) ||
      ShapedType::isDynamic(dims.headDimQK) ||
      ShapedType::isDynamic(dims.headDimV))
    return "dynamic head counts or head dimensions";
  for (int64_t dim : {dims.headDimQK, dims.headDimV})
    if (dim % 8 != 0 || dim > maxHeadDim)
      return "head dimension " + std::to_string(dim) +
             " (cuDNN takes multiples of 8 up to " +
             std::to_string(maxHeadDim) + " here)";
  if (!op.getEffectiveScale())
    return "an unknown scale";
  // The masks' index arithmetic is 32-bit (i + o + r must not overflow);
  // the runtime checks dynamic sizes the same way.
  for (int64_t length : {dims.seqQ, dims.seqKv})
    if (!ShapedType::isDynamic(length) && length >= (int64_t(1) << 29))
      return "sequence lengths of 2^29 or more";
  if (Value bias = op.getBias()) {
    std::string why = biasReason(bias, dims, element);
    if (!why.empty())
      return why;
  }
  return "";
}

std::string mlir::attn::gpu_kernels::cudnnUnsupportedReason(
    Operation *op, int64_t capability) {
  if (auto sdpa = dyn_cast<SdpaOp>(op))
    return commonReason(sdpa, 256);
  auto grad = cast<SdpaGradOp>(op);
  if (grad.getDBias())
    return "d_bias (cuDNN's bias gradient is not mapped yet)";
  // Found by the GPU differential fuzz: rows past seqlens_q are no part of
  // the problem and may hold anything (NaN) in out and d_out; cuDNN's
  // backward reads them and its dK, dV turn NaN.
  if (grad.getSeqlensQ())
    return "per-batch query lengths in the backward (cuDNN reads out and "
           "d_out past them: NaN there turns dK and dV NaN)";
  if (grad.getDSink())
    return "d_sink";
  // cuDNN 9's backward takes head dimensions up to 256 (d_qk 192 with d_v
  // 128 included) on Hopper and newer, up to 128 on Ampere and Ada (the
  // support matrix of cuDNN 9.18; measured on the H200 with 9.19).
  return commonReason(grad, capability >= 90 ? 256 : 128);
}

/// Whether some query row of `op` may have no allowed key: padding, or a
/// band that leaves [0, Skv) for some row.
static bool mayHaveEmptyRows(AttentionOpInterface op) {
  if (op.getSeqlensQ() || op.getSeqlensKv())
    return true;
  AttentionDims dims = op.getDims();
  if (ShapedType::isDynamic(dims.seqQ) || ShapedType::isDynamic(dims.seqKv))
    return true;
  return op.getMaskBand().hasEmptyRow(dims.seqQ, dims.seqKv);
}

//===----------------------------------------------------------------------===//
// Generated row kernels
//===----------------------------------------------------------------------===//

/// Opens `if (condition)` and moves `b` inside it.
static void enterIf(ImplicitLocOpBuilder &b, Value condition) {
  auto guard = scf::IfOp::create(b, condition, /*withElseRegion=*/false);
  b.setInsertionPoint(guard.thenBlock()->getTerminator());
}

namespace {
/// The mask parameters the row kernels need.
struct RowMask {
  Layout layout;
  MaskBand band;
};

/// Builds the body of a one-thread-per-row kernel launched on
/// (ceil(S/128), heads, batch): `row`, `head`, `batch` are the thread's.
struct RowKernelBuilder {
  RowKernelBuilder(gpu::GPUFuncOp func)
      : func(func), b(func.getLoc(), func.getContext()) {
    Block &entry = func.getBody().front();
    b.setInsertionPointToStart(&entry);
    gpu::ReturnOp::create(b);
    b.setInsertionPointToStart(&entry);
    Value block = gpu::BlockIdOp::create(b, gpu::Dimension::x);
    Value thread = gpu::ThreadIdOp::create(b, gpu::Dimension::x);
    row = arith::AddIOp::create(
        b, arith::MulIOp::create(b, block, constant(kRowThreads)), thread);
    head = gpu::BlockIdOp::create(b, gpu::Dimension::y);
    batch = gpu::BlockIdOp::create(b, gpu::Dimension::z);
  }

  Value argument(unsigned index) { return func.getArgument(index); }
  Value constant(int64_t value) {
    return arith::ConstantIndexOp::create(b, value);
  }
  /// Valid length of `batch` from an i32 [B] buffer, or `full`.
  Value length(Value lengths, Value full) {
    if (!lengths)
      return full;
    Value loaded = memref::LoadOp::create(b, lengths, ValueRange{batch});
    return arith::IndexCastOp::create(b, b.getIndexType(), loaded);
  }
  /// Opens `if (condition)` and moves inside it.
  void enterIf(Value condition) { ::enterIf(b, condition); }
  /// Stores zero to every element of this thread's row of a q/k/v/out-like
  /// `tensor` of head dimension `dim`.
  void zeroRow(Value tensor, Layout layout, int64_t dim) {
    auto type = cast<MemRefType>(tensor.getType());
    Value zero = arith::ConstantOp::create(
        b, b.getZeroAttr(type.getElementType()));
    auto loop = scf::ForOp::create(b, constant(0), constant(dim), constant(1));
    OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(loop.getBody()->getTerminator());
    memref::StoreOp::create(
        b, zero, tensor,
        kernels::layoutIndices(layout, batch, row, head, loop.getInductionVar()));
  }

  gpu::GPUFuncOp func;
  ImplicitLocOpBuilder b;
  Value row, head, batch;
};
} // namespace

/// A kernel that writes out = 0 (and lse = -inf) on the rows where attn's
/// mask allows no key. Operands: out, [lse], [seqlens_q], [seqlens_kv],
/// Skv (index).
static void emitEmptyRowKernel(gpu::GPUFuncOp func, const RowMask &mask,
                               int64_t dimV, bool hasLse, bool hasSeqQ,
                               bool hasSeqKv) {
  RowKernelBuilder k(func);
  ImplicitLocOpBuilder &b = k.b;
  unsigned next = 0;
  Value out = k.argument(next++);
  Value lse = hasLse ? k.argument(next++) : Value();
  Value seqLensQ = hasSeqQ ? k.argument(next++) : Value();
  Value seqLensKv = hasSeqKv ? k.argument(next++) : Value();
  Value seqKv = k.argument(next++);
  Value seqQ =
      memref::DimOp::create(b, out, kernels::sequenceDimension(mask.layout));
  k.enterIf(arith::CmpIOp::create(b, arith::CmpIPredicate::slt, k.row, seqQ));
  Value lengthQ = k.length(seqLensQ, seqQ);
  Value lengthKv = k.length(seqLensKv, seqKv);
  MaskBandBuilder band(b, b.getIndexType());
  Value offset = mask.band.diagonalOffset(band, lengthQ, lengthKv);
  BandInterval<Value> keys =
      mask.band.keysOfRow(band, k.row, offset, lengthQ, lengthKv);
  k.enterIf(mask.band.isEmpty(band, keys));
  k.zeroRow(out, mask.layout, dimV);
  if (lse) {
    Value minusInfinity = arith::ConstantOp::create(
        b, b.getF32FloatAttr(-std::numeric_limits<float>::infinity()));
    memref::StoreOp::create(b, minusInfinity, lse,
                            ValueRange{k.batch, k.head, k.row});
  }
}

/// A kernel that zeroes the rows at or past each batch's valid length of a
/// gradient. Operands: tensor, lengths (i32 [B]).
static void emitPaddedRowKernel(gpu::GPUFuncOp func, Layout layout,
                                int64_t dim) {
  RowKernelBuilder k(func);
  ImplicitLocOpBuilder &b = k.b;
  Value tensor = k.argument(0);
  Value seq = memref::DimOp::create(b, tensor, kernels::sequenceDimension(layout));
  Value length = k.length(k.argument(1), seq);
  k.enterIf(arith::AndIOp::create(
      b, arith::CmpIOp::create(b, arith::CmpIPredicate::slt, k.row, seq),
      arith::CmpIOp::create(b, arith::CmpIPredicate::sge, k.row, length)));
  k.zeroRow(tensor, layout, dim);
}

/// A kernel that copies lse [B, Hq, Sq] with -inf (rows without allowed
/// keys) replaced by +inf. Operands: lse, copy.
static void emitBackwardLseKernel(gpu::GPUFuncOp func) {
  RowKernelBuilder k(func);
  ImplicitLocOpBuilder &b = k.b;
  Value lse = k.argument(0), copy = k.argument(1);
  Value seq = memref::DimOp::create(b, lse, 2);
  k.enterIf(arith::CmpIOp::create(b, arith::CmpIPredicate::slt, k.row, seq));
  SmallVector<Value> at = {k.batch, k.head, k.row};
  Value value = memref::LoadOp::create(b, lse, at);
  Value minusInfinity = arith::ConstantOp::create(
      b, b.getF32FloatAttr(-std::numeric_limits<float>::infinity()));
  Value plusInfinity = arith::ConstantOp::create(
      b, b.getF32FloatAttr(std::numeric_limits<float>::infinity()));
  Value masked = arith::CmpFOp::create(b, arith::CmpFPredicate::OEQ, value,
                                       minusInfinity);
  memref::StoreOp::create(
      b, arith::SelectOp::create(b, masked, plusInfinity, value), copy, at);
}

/// A kernel that copies per-batch lengths clamped into [0, bound], as attn
/// reads them (the generated kernels clamp the same way): cuDNN would
/// otherwise take a bad length as a matrix size and read past the batch.
/// Operands: lengths, clamped, bound (index); one thread per entry.
static void emitClampKernel(gpu::GPUFuncOp func) {
  RowKernelBuilder k(func);
  ImplicitLocOpBuilder &b = k.b;
  Value lengths = k.argument(0), clamped = k.argument(1);
  Value bound = k.argument(2);
  Value count = memref::DimOp::create(b, lengths, 0);
  k.enterIf(arith::CmpIOp::create(b, arith::CmpIPredicate::slt, k.row, count));
  Value length = arith::IndexCastOp::create(
      b, b.getIndexType(),
      memref::LoadOp::create(b, lengths, ValueRange{k.row}));
  Value inRange = arith::MinSIOp::create(
      b, arith::MaxSIOp::create(b, length, k.constant(0)), bound);
  memref::StoreOp::create(
      b, arith::IndexCastOp::create(b, b.getI32Type(), inRange), clamped,
      ValueRange{k.row});
}

/// Launches `func` on (ceil(seq/128), heads, batch) unless that is empty.
static void launchRows(ImplicitLocOpBuilder &b, gpu::GPUFuncOp func,
                       Value seq, int64_t heads, Value batch,
                       ValueRange operands) {
  Value tiles = ceilDiv(b, seq, kRowThreads);
  ifNonEmpty(b, tiles, batch, [&] {
    launch(b, func, tiles, arith::ConstantIndexOp::create(b, heads), batch,
           kRowThreads, /*sharedBytes=*/0, operands);
  });
}

//===----------------------------------------------------------------------===//
// Calls
//===----------------------------------------------------------------------===//


/// Declares the runtime function `name` taking `integers` i64, one f64 and
/// `pointers` pointer-sized integers and returning i32 (1 = it ran, 0 = it
/// could not and the caller may fall back), unless the module has it.
static func::FuncOp declareRuntimeFunction(ModuleOp module, StringRef name,
                                           unsigned integers,
                                           unsigned pointers) {
  if (auto existing = module.lookupSymbol<func::FuncOp>(name))
    return existing;
  OpBuilder builder(module.getBodyRegion());
  builder.setInsertionPointToStart(module.getBody());
  SmallVector<Type> arguments(integers, builder.getI64Type());
  arguments.push_back(builder.getF64Type());
  arguments.append(pointers, builder.getI64Type());
  auto func = func::FuncOp::create(
      builder, module.getLoc(), name,
      builder.getFunctionType(arguments, {builder.getI32Type()}));
  func.setPrivate();
  return func;
}

/// i1: the runtime call's status says it ran.
static Value ranCondition(ImplicitLocOpBuilder &b, Value status) {
  return arith::CmpIOp::create(
      b, arith::CmpIPredicate::ne, status,
      arith::ConstantIntOp::create(b, abi::kCudnnNotRun, 32));
}

namespace {
/// The argument list of a runtime call (runtime/include/attn/ModuleAbi.h):
/// the problem's integers, the scale, then `buffers` device addresses, each
/// placed at its ABI position.
struct CallArguments {
  CallArguments(ImplicitLocOpBuilder &b, unsigned buffers)
      : b(b), buffers(buffers) {}

  void integer(abi::CudnnProblemArgument at, int64_t value) {
    problem[at] = arith::ConstantIntOp::create(b, value, 64);
  }
  void index(abi::CudnnProblemArgument at, Value value) {
    problem[at] = arith::IndexCastOp::create(b, b.getI64Type(), value);
  }
  void real(double value) {
    scale = arith::ConstantOp::create(b, b.getF64FloatAttr(value));
  }
  /// The device address of `buffer` (an identity-layout memref), or 0.
  void pointer(unsigned at, Value buffer) {
    buffers[at] = buffer ? arith::IndexCastOp::create(
                               b, b.getI64Type(),
                               memref::ExtractAlignedPointerAsIndexOp::create(
                                   b, buffer))
                         : arith::ConstantIntOp::create(b, 0, 64).getResult();
  }
  /// Every argument in ABI order; each slot must have been given.
  SmallVector<Value> values() const {
    SmallVector<Value> all(problem.begin(), problem.end());
    all.push_back(scale);
    all.append(buffers.begin(), buffers.end());
    if (llvm::is_contained(all, Value()))
      llvm::report_fatal_error("attn-to-gpu: a cuDNN call argument is unset");
    return all;
  }

  ImplicitLocOpBuilder &b;
  std::array<Value, abi::kCudnnProblemIntegers> problem;
  Value scale;
  SmallVector<Value> buffers;
};
} // namespace

/// The problem description both runtime calls start with.
template <typename OpTy>
static void describeProblem(OpTy op, CallArguments &args, Value query,
                            Value key, bool fallback) {
  ImplicitLocOpBuilder &b = args.b;
  AttentionDims dims = op.getDims();
  Layout layout = op.getLayout();
  int64_t seqDim = kernels::sequenceDimension(layout);
  auto code = [](auto value) { return static_cast<int64_t>(value); };
  args.integer(abi::kCudnnType,
               code(elementTypeOf(op.getQuery()).isBF16()
                        ? abi::CudnnElementType::bf16
                        : abi::CudnnElementType::f16));
  args.integer(abi::kCudnnLayout, code(layout == Layout::bshd
                                           ? abi::CudnnLayout::bshd
                                       : layout == Layout::bhsd
                                           ? abi::CudnnLayout::bhsd
                                           : abi::CudnnLayout::sbhd));
  args.index(abi::kCudnnBatch,
             memref::DimOp::create(b, query, kernels::batchDimension(layout)));
  args.integer(abi::kCudnnHeadsQ, dims.headsQ);
  args.integer(abi::kCudnnHeadsKv, dims.headsKv);
  args.index(abi::kCudnnSeqQ, memref::DimOp::create(b, query, seqDim));
  args.index(abi::kCudnnSeqKv, memref::DimOp::create(b, key, seqDim));
  args.integer(abi::kCudnnDimQK, dims.headDimQK);
  args.integer(abi::kCudnnDimV, dims.headDimV);
  args.integer(abi::kCudnnCausalMask,
               code(op.getCausal() == CausalMask::none
                        ? abi::CudnnCausal::none
                    : op.getCausal() == CausalMask::top_left
                        ? abi::CudnnCausal::topLeft
                        : abi::CudnnCausal::bottomRight));
  auto clamp = [](int64_t extent) {
    return extent < 0 ? extent : std::min(extent, kMaxExtent);
  };
  args.integer(abi::kCudnnWindowLeft, clamp(op.getWindowLeft()));
  args.integer(abi::kCudnnWindowRight, clamp(op.getWindowRight()));
  int64_t biasBatch = 0, biasHeads = 0;
  if (Value bias = op.getBias()) {
    ArrayRef<int64_t> shape =
        cast<RankedTensorType>(bias.getType()).getShape();
    biasBatch = shape[0];
    biasHeads = shape[1];
  }
  args.integer(abi::kCudnnBiasBatch, biasBatch);
  args.integer(abi::kCudnnBiasHeads, biasHeads);
  args.integer(abi::kCudnnFallback, fallback ? 1 : 0);
  args.real(*op.getEffectiveScale());
}

static RowMask rowMaskOf(AttentionOpInterface op) {
  return RowMask{op.getLayout(), op.getMaskBand()};
}

static gpu::GPUFuncOp newKernel(gpu::GPUModuleOp kernels, SymbolTable &symbols,
                                Location loc, StringRef prefix,
                                unsigned &counter, ValueRange operands) {
  return createKernel(kernels, symbols, loc,
                      freshKernelName(symbols, prefix, counter), operands,
                      kRowThreads);
}

/// `lengths` clamped into [0, bound] in a fresh device buffer (null stays
/// null); the caller deallocates it.
static Value clampedLengths(ImplicitLocOpBuilder &b, gpu::GPUModuleOp kernels,
                            SymbolTable &symbols, unsigned &counter,
                            Value lengths, Value bound) {
  if (!lengths)
    return lengths;
  auto type = cast<MemRefType>(lengths.getType());
  SmallVector<Value> sizes;
  if (type.isDynamicDim(0))
    sizes.push_back(memref::DimOp::create(b, lengths, 0));
  Value clamped = memref::AllocOp::create(b, type, sizes);
  SmallVector<Value> operands = {lengths, clamped, bound};
  gpu::GPUFuncOp func = createKernel(
      kernels, symbols, b.getLoc(),
      freshKernelName(symbols, "sdpa_cudnn_lengths_", counter), operands,
      kRowThreads);
  emitClampKernel(func);
  Value one = arith::ConstantIndexOp::create(b, 1);
  Value blocks = ceilDiv(b, memref::DimOp::create(b, lengths, 0), kRowThreads);
  ifNonEmpty(b, blocks, one, [&] {
    launch(b, func, blocks, one, one, kRowThreads, /*sharedBytes=*/0,
           operands);
  });
  return clamped;
}

namespace {
/// The operands both directions pass to cuDNN, as device buffers; lengths
/// clamped (the caller deallocates them).
struct CudnnOperands {
  Value query, key, value, bias, seqLensQ, seqLensKv;
};
} // namespace

template <typename OpTy>
static CudnnOperands prepareOperands(ImplicitLocOpBuilder &b, OpTy op,
                                     gpu::GPUModuleOp kernels,
                                     SymbolTable &symbols, unsigned &counter,
                                     int64_t seqDim) {
  CudnnOperands in;
  in.query = kernels::toReadOnlyBuffer(b, op.getQuery());
  in.key = kernels::toReadOnlyBuffer(b, op.getKey());
  in.value = kernels::toReadOnlyBuffer(b, op.getValue());
  in.bias = kernels::toReadOnlyBuffer(b, op.getBias());
  in.seqLensQ = clampedLengths(b, kernels, symbols, counter,
                               kernels::toReadOnlyBuffer(b, op.getSeqlensQ()),
                               memref::DimOp::create(b, in.query, seqDim));
  in.seqLensKv = clampedLengths(b, kernels, symbols, counter,
                                kernels::toReadOnlyBuffer(b, op.getSeqlensKv()),
                                memref::DimOp::create(b, in.key, seqDim));
  return in;
}

Value mlir::attn::gpu_kernels::lowerForwardToCudnn(SdpaOp op,
                                                   gpu::GPUModuleOp kernels,
                                                   SymbolTable &symbols,
                                                   unsigned &counter,
                                                   ArrayRef<Value> into,
                                                   bool fallback) {
  ImplicitLocOpBuilder b(op.getLoc(), op);
  auto module = op->getParentOfType<ModuleOp>();
  Layout layout = op.getLayout();
  int64_t seqDim = kernels::sequenceDimension(layout);
  int64_t batchDim = kernels::batchDimension(layout);
  AttentionDims dims = op.getDims();
  CudnnOperands in =
      prepareOperands(b, op, kernels, symbols, counter, seqDim);
  Value query = in.query, key = in.key, value = in.value, bias = in.bias;
  Value seqLensQ = in.seqLensQ, seqLensKv = in.seqLensKv;
  SmallVector<Value> results = resultBuffers(b, op, into);
  Value out = results[0];
  Value lse = op.getLse() ? results[1] : Value();

  CallArguments args(b, abi::kCudnnForwardBuffers);
  describeProblem(op, args, query, key, fallback);
  Value alibi = kernels::toReadOnlyBuffer(b, op.getAlibiSlopes());
  args.pointer(abi::kForwardQuery, query);
  args.pointer(abi::kForwardKey, key);
  args.pointer(abi::kForwardValue, value);
  args.pointer(abi::kForwardBias, bias);
  args.pointer(abi::kForwardAlibiSlopes, alibi);
  args.pointer(abi::kForwardSeqLensQ, seqLensQ);
  args.pointer(abi::kForwardSeqLensKv, seqLensKv);
  args.pointer(abi::kForwardOut, out);
  args.pointer(abi::kForwardLse, lse);
  func::FuncOp callee = declareRuntimeFunction(
      module, abi::kCudnnForward, abi::kCudnnProblemIntegers,
      abi::kCudnnForwardBuffers);
  Value ran = ranCondition(
      b, func::CallOp::create(b, callee, args.values()).getResult(0));

  if (mayHaveEmptyRows(op)) {
    // Only after cuDNN ran: the fallback writes attn's rows itself.
    OpBuilder::InsertionGuard guard(b);
    if (fallback)
      enterIf(b, ran);
    Value seqKv = memref::DimOp::create(b, key, seqDim);
    SmallVector<Value> operands = {out};
    for (Value optional : {lse, seqLensQ, seqLensKv})
      if (optional)
        operands.push_back(optional);
    operands.push_back(seqKv);
    gpu::GPUFuncOp func = newKernel(kernels, symbols, op.getLoc(),
                                    "sdpa_cudnn_rows_", counter, operands);
    emitEmptyRowKernel(func, rowMaskOf(op), dims.headDimV, bool(lse),
                       bool(seqLensQ), bool(seqLensKv));
    launchRows(b, func, memref::DimOp::create(b, query, seqDim), dims.headsQ,
               memref::DimOp::create(b, query, batchDim), operands);
  }
  for (Value clamped : {seqLensQ, seqLensKv})
    if (clamped)
      memref::DeallocOp::create(b, clamped);

  finishLowering(b, op, results, into);
  return fallback ? ran : Value();
}

Value mlir::attn::gpu_kernels::lowerBackwardToCudnn(SdpaGradOp op,
                                                    gpu::GPUModuleOp kernels,
                                                    SymbolTable &symbols,
                                                    unsigned &counter,
                                                    ArrayRef<Value> into,
                                                    bool fallback) {
  ImplicitLocOpBuilder b(op.getLoc(), op);
  auto module = op->getParentOfType<ModuleOp>();
  Layout layout = op.getLayout();
  int64_t seqDim = kernels::sequenceDimension(layout);
  int64_t batchDim = kernels::batchDimension(layout);
  AttentionDims dims = op.getDims();
  CudnnOperands in =
      prepareOperands(b, op, kernels, symbols, counter, seqDim);
  Value query = in.query, key = in.key, value = in.value, bias = in.bias;
  Value seqLensQ = in.seqLensQ, seqLensKv = in.seqLensKv;
  Value out = kernels::toReadOnlyBuffer(b, op.getOut());
  Value gradOut = kernels::toReadOnlyBuffer(b, op.getDOut());
  Value lse = kernels::toReadOnlyBuffer(b, op.getLse());
  SmallVector<Value> results = resultBuffers(b, op, into);
  Value gradQuery = results[0], gradKey = results[1], gradValue = results[2];
  Value batch = memref::DimOp::create(b, query, batchDim);
  Value seqQ = memref::DimOp::create(b, query, seqDim);
  Value seqKv = memref::DimOp::create(b, key, seqDim);

  // Rows without allowed keys: +inf makes cuDNN's exp(s - lse) exactly 0.
  Value backwardLse = lse;
  if (mayHaveEmptyRows(op)) {
    auto lseType = cast<MemRefType>(lse.getType());
    SmallVector<Value> sizes;
    for (int64_t d = 0; d < lseType.getRank(); ++d)
      if (lseType.isDynamicDim(d))
        sizes.push_back(memref::DimOp::create(b, lse, d));
    backwardLse = memref::AllocOp::create(b, lseType, sizes);
    SmallVector<Value> operands = {lse, backwardLse};
    gpu::GPUFuncOp func = newKernel(kernels, symbols, op.getLoc(),
                                    "sdpa_cudnn_lse_", counter, operands);
    emitBackwardLseKernel(func);
    launchRows(b, func, seqQ, dims.headsQ, batch, operands);
  }

  CallArguments args(b, abi::kCudnnBackwardBuffers);
  describeProblem(op, args, query, key, fallback);
  Value alibi = kernels::toReadOnlyBuffer(b, op.getAlibiSlopes());
  args.pointer(abi::kBackwardQuery, query);
  args.pointer(abi::kBackwardKey, key);
  args.pointer(abi::kBackwardValue, value);
  args.pointer(abi::kBackwardBias, bias);
  args.pointer(abi::kBackwardAlibiSlopes, alibi);
  args.pointer(abi::kBackwardSeqLensQ, seqLensQ);
  args.pointer(abi::kBackwardSeqLensKv, seqLensKv);
  args.pointer(abi::kBackwardOut, out);
  args.pointer(abi::kBackwardGradOut, gradOut);
  args.pointer(abi::kBackwardLse, backwardLse);
  args.pointer(abi::kBackwardGradQuery, gradQuery);
  args.pointer(abi::kBackwardGradKey, gradKey);
  args.pointer(abi::kBackwardGradValue, gradValue);
  func::FuncOp callee = declareRuntimeFunction(
      module, abi::kCudnnBackward, abi::kCudnnProblemIntegers,
      abi::kCudnnBackwardBuffers);
  Value ran = ranCondition(
      b, func::CallOp::create(b, callee, args.values()).getResult(0));
  if (backwardLse != lse)
    memref::DeallocOp::create(b, backwardLse);
  // Gradient rows past the valid lengths are zero in attn.
  auto zeroPadded = [&](Value gradient, Value lengths, Value seq,
                        int64_t heads, int64_t dim) {
    if (!lengths)
      return;
    SmallVector<Value> operands = {gradient, lengths};
    gpu::GPUFuncOp func = newKernel(kernels, symbols, op.getLoc(),
                                    "sdpa_cudnn_pad_", counter, operands);
    emitPaddedRowKernel(func, layout, dim);
    launchRows(b, func, seq, heads, batch, operands);
  };
  if (seqLensQ || seqLensKv) {
    // Only after cuDNN ran: the fallback writes attn's rows itself.
    OpBuilder::InsertionGuard guard(b);
    if (fallback)
      enterIf(b, ran);
    zeroPadded(gradQuery, seqLensQ, seqQ, dims.headsQ, dims.headDimQK);
    zeroPadded(gradKey, seqLensKv, seqKv, dims.headsKv, dims.headDimQK);
    zeroPadded(gradValue, seqLensKv, seqKv, dims.headsKv, dims.headDimV);
  }
  for (Value clamped : {seqLensQ, seqLensKv})
    if (clamped)
      memref::DeallocOp::create(b, clamped);

  finishLowering(b, op, results, into);
  return fallback ? ran : Value();
}

void mlir::attn::gpu_kernels::lowerToCudnn(Operation *op,
                                           gpu::GPUModuleOp kernels,
                                           SymbolTable &symbols,
                                           unsigned &counter) {
  if (auto sdpa = dyn_cast<SdpaOp>(op))
    lowerForwardToCudnn(sdpa, kernels, symbols, counter);
  else
    lowerBackwardToCudnn(cast<SdpaGradOp>(op), kernels, symbols, counter);
}
