//===- AttnToGPU.cpp - generate fused GPU kernels for attn ops ------------===//
//
// Checks that each attn.sdpa fits the generated kernel, resolves its tile
// shape, creates the kernel in the module's gpu.module and replaces the op by
// a launch on memrefs bridged to tensors with bufferization ops.
//
//===----------------------------------------------------------------------===//

#include "attn/Conversion/AttnToGPU/AttnToGPU.h"
#include "BackwardKernel.h"
#include "../AttnToCuDNN/BackendSelection.h"
#include "../AttnToCuDNN/CudnnLowering.h"
#include "ForwardKernel.h"
#include "../AttentionKernels/HostCode.h"

// Layout helpers shared with the CPU kernels.
#include "attn/Dialect/Attn/Utils/KernelBuilder.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Tile.h"
#include "attn/Dialect/Attn/Utils/AttentionFrame.h"
#include "attn/Dialect/Attn/Utils/MaskBand.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Bufferization/IR/Bufferization.h"
#include "mlir/Dialect/GPU/IR/GPUDialect.h"
#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/Dialect/MemRef/IR/MemRef.h"
#include "mlir/Dialect/SCF/IR/SCF.h"
#include "mlir/Dialect/Tensor/IR/Tensor.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/SymbolTable.h"
#include "mlir/Transforms/RegionUtils.h"
#include "mlir/Transforms/WalkPatternRewriteDriver.h"

#define DEBUG_TYPE "attn-to-gpu"

namespace mlir::attn {
#define GEN_PASS_DEF_CONVERTATTNTOGPUPASS
#include "attn/Conversion/Passes.h.inc"
} // namespace mlir::attn

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::gpu_kernels;

/// The dictionary that #attn.tiling replaced; named in the error for it.
static constexpr StringLiteral kRetiredTileAttrName = "attn.gpu_tile";
static constexpr int64_t kMaxSequence = int64_t(1) << 29;

/// Opt-in dynamic shared memory per block (CUDA programming guide, per
/// compute capability): 163 KiB on sm_80/87, 99 KiB on sm_86/89/120,
/// 227 KiB on sm_90 and sm_100.
static int64_t sharedMemoryLimit(int64_t capability) {
  switch (capability) {
  case 80:
  case 87:
    return 163 * 1024;
  case 90:
  case 100:
  case 101:
  case 103:
    return 227 * 1024;
  default:
    return 99 * 1024;
  }
}

/// Registers a thread needs without spilling (measured with ptxas): the
/// loop-carried accumulators and scores of its row tiles, the query
/// fragments when they stay in registers, about 40 for addresses, masks and
/// softmax state, and the per-element index math of bias/ALiBi.
static int64_t registerEstimate(const ForwardKernelSpec &spec) {
  int64_t perTile = spec.headDimV / 2 + spec.config.blockKv / 2;
  if (spec.queryInRegisters())
    perTile += spec.headDimQK / 4;
  int64_t estimate = spec.config.rowTiles * perTile + 40;
  if (spec.hasBias || spec.hasAlibi)
    estimate += 24;
  return estimate;
}

/// Blocks per multiprocessor that the kernel's shared memory allows (each
/// block also reserves 1 KiB), capped so that the register file still
/// gives every thread registerEstimate(); 0 when no hint is worthwhile.
static int64_t residentBlocks(const ForwardKernelSpec &spec,
                              int64_t capability) {
  // Consumer warpgroups that take the producer's registers (setmaxnreg)
  // count on the whole register file of one block's launch: a second
  // resident block would shrink it, and their increase would wait forever.
  if (spec.warpSpecialized() && spec.consumerWarpgroups() >= 2)
    return 0;
  int64_t perSM = sharedMemoryLimit(capability) + 1024;
  int64_t blocks = std::min<int64_t>(
      perSM / (spec.sharedMemoryBytes() + 1024), 8);
  int64_t needed = std::min<int64_t>(registerEstimate(spec), 255);
  while (blocks > 1 && 65536 / (spec.threads() * blocks) < needed)
    --blocks;
  return blocks >= 2 ? blocks : 0;
}

/// Fills the zero fields of `config` from the head dimensions and the band:
/// 4 warps, double-buffered. Head dimensions of 96-128 over wide bands take
/// two 16-row tiles per warp and 48-key tiles (each K/V fragment then feeds
/// two MMAs; on the H200, dense causal GQA at S = 8192 measured 322 TFLOP/s
/// against 311 with 32-key, 310 with 64-key tiles (spilling) and 262 with
/// one row tile); narrow sliding windows keep one row tile, since a taller
/// block computes more masked-out keys per row (0.458 against 0.554 ms on
/// the seed workload). Other widths take one row tile of 64-key tiles,
/// 32-key above 128 (registers).
static GPUKernelConfig chooseConfig(GPUKernelConfig config,
                                    const AttentionKernelShape &shape,
                                    bool mayTakeThreeWarpgroups = true) {
  int64_t widest = std::max(shape.headDimQK, shape.headDimV);
  if (config.instruction == MatrixUnit::wgmma) {
    // Each warpgroup issues its products and waits for them, so tensor-core
    // work overlaps softmax only across warpgroups: wide bands take two
    // warpgroups of 48-key tiles (128 registers, two blocks, 16 warps per
    // multiprocessor); on the H200, dense causal GQA at S = 8192 measured
    // 442 TFLOP/s against 422 with one warpgroup, 406 with 64-key and 304
    // with 96-key tiles. Narrow windows take one warpgroup of 32-key tiles,
    // which compute fewer masked pairs (seed workload 0.381 ms against
    // 0.416 with 64-key tiles and 0.479 with two warpgroups of 128 rows),
    // or with GQA two packed heads of 64-key tiles (packsHeadsByDefault).
    // Wide bands
    // prefetch two tiles ahead (three stages, still two blocks per
    // multiprocessor): in one H200 run, dense causal GQA went from 431 to
    // 455 TFLOP/s at S = 4096 and 458 to 476 at 8192, non-causal 8192 from
    // 475 to 493; the seed is faster with two (0.388 against 0.420 ms), and
    // four stages lose a resident block.
    bool narrow = shape.narrowBand();
    if (!config.producer)
      config.producer = false;
    // With a producer, head dims up to 64 take three consumer warpgroups
    // over wide bands: each tile's products are half as long as at 128
    // while its softmax costs the same, so a third warpgroup keeps the
    // tensor cores busy. On the H100 (dense GQA 32/8, D = 64, S = 8192,
    // each variant timed alone, two rounds) causal took 1.161-1.210 ms
    // against 1.356-1.367 with two (cuDNN 1.246-1.277), non-causal
    // 2.183-2.222 against 2.549-2.569 (cuDNN 2.451-2.456).
    if (!config.warps)
      config.warps = narrow ? 4
                     : (*config.producer && widest <= 64 &&
                        mayTakeThreeWarpgroups)
                         ? 12
                         : 8;
    if (!config.rowTiles)
      config.rowTiles = 1;
    if (*config.producer) {
      // Without block-wide barriers a block holds one tile of 128 query
      // rows (192 with three consumer warpgroups) per multiprocessor and
      // 128-key tiles (64 above head dim 192): the consumers' registers
      // (240 each after the producer gives its own up, 160 with three)
      // hold S and O of a whole tile. Three stages where they fit
      // (head dims up to 128): on the H200, dense causal GQA at S = 8192
      // measured 542-594 TFLOP/s against 522 with two, non-causal 569
      // against 566. Narrow windows keep one consumer warpgroup of 32-key
      // tiles and prefetch four of them.
      if (!config.blockKv)
        config.blockKv = narrow ? 32 : (widest <= 192 ? 128 : 64);
      // Head dim 64 takes four (its tiles are half as large; H100, see
      // producerByDefault).
      if (!config.stages)
        config.stages = narrow || widest <= 64 ? 4 : (widest <= 128 ? 3 : 2);
      // `auto` overlaps each tile's softmax with the previous tile's P·V
      // where two consumer warpgroups prefetch three or more tiles: on
      // the H100 (dense causal GQA 32/8, S = 8192, Nsight Compute, clocks
      // fixed) the overlapped kernel took 1.97 ms against 2.26, its
      // tensor pipe 71% against 62% active. With two stages (above head
      // dim 128) the tenth session measured it slower.
      if (!config.overlap)
        config.overlap = config.warps >= 8 && config.stages >= 3;
      return config;
    }
    if (!config.overlap)
      config.overlap = false;
    // Head dims that end in a half block (32, 96) cannot take the
    // producer; over wide bands their 64-key tiles in two stages keep two
    // blocks per multiprocessor and measured faster than 48-key tiles in
    // three (H100, causal MHA at S = 4096: d 96 0.518-0.536 ms against
    // 0.580-0.584, d 32 0.277 against 0.284).
    bool wholeBlocks = shape.headDimQK % 64 == 0 && shape.headDimV % 64 == 0;
    bool halfBlockWide =
        !wholeBlocks && widest <= 128 && !narrow && !*config.overlap;
    if (!config.stages)
      config.stages = halfBlockWide ? 2 : (*config.overlap || !narrow ? 3 : 2);
    // Narrow windows with packed heads take 64-key tiles (packsHeadsByDefault
    // has the measurements).
    if (!config.blockKv)
      config.blockKv = narrow ? (config.headsPerBlock > 1 ? 64 : 32)
                              : (halfBlockWide ? 64 : 48);
    return config;
  }
  bool twoRowTiles = widest > 64 && widest <= 128 && !shape.narrowBand() &&
                     (!config.rowTiles || config.rowTiles == 2);
  if (!config.warps)
    config.warps = 4;
  if (!config.rowTiles)
    config.rowTiles = twoRowTiles ? 2 : 1;
  if (!config.stages)
    config.stages = 2;
  if (!config.blockKv)
    config.blockKv = widest > 128                           ? 32
                     : (config.rowTiles == 2 && widest > 64) ? 48
                                                             : 64;
  return config;
}

/// Why the wgmma kernels cannot run `shape` with `config` on `chip`, or
/// nothing when they can. The forward keeps Q, K and V in swizzled blocks
/// of 64 columns and reads them through descriptors, so it takes any head
/// dimension that is a multiple of 32 up to 256 (S = Q·Kᵀ then has 2 k16
/// steps per 32 columns; P·V is one m64nDk16 product per k16 step; a last
/// block of 32 columns leaves the other half of its rows unread).
/// The backward keeps dK and dV in registers whole at d_qk of 64, 128 or
/// 192 with d_v of 64 or 128, and takes two column chunks of whole blocks
/// at head dims of 128 and 256 with one of 256.
static std::optional<std::string>
wgmmaUnsupportedReason(const AttentionKernelShape &shape,
                       const GPUKernelConfig &config, StringRef chip,
                       bool forward) {
  if (chip != "sm_90a")
    return "wgmma needs sm_90a, not " + chip.str();
  for (int64_t dim : {shape.headDimQK, shape.headDimV}) {
    if (forward && (dim % 32 != 0 || dim > 256))
      return "the wgmma forward takes head dimensions that are multiples "
             "of 32 up to 256, not " +
             std::to_string(dim);
  }
  auto inSet = [](int64_t dim, std::initializer_list<int64_t> set) {
    return llvm::is_contained(set, dim);
  };
  // Up to 128, half blocks (32, 96) too: the swizzled tiles keep whole
  // 64-column blocks and the products stop at the valid columns.
  bool wholeBackward =
      (inSet(shape.headDimQK, {32, 64, 96, 128}) &&
       inSet(shape.headDimV, {32, 64, 96, 128})) ||
      (shape.headDimQK == 192 && inSet(shape.headDimV, {64, 128}));
  bool chunkedBackward = inSet(shape.headDimQK, {128, 256}) &&
                         inSet(shape.headDimV, {128, 256}) &&
                         std::max(shape.headDimQK, shape.headDimV) == 256;
  if (!forward && !wholeBackward && !chunkedBackward)
    return "the wgmma backward takes head dims of 32, 64, 96 or 128, d_qk "
           "192 with d_v 64 or 128, or head dims of 128 and 256 with one of "
           "256, not " +
           std::to_string(shape.headDimQK) + " and " +
           std::to_string(shape.headDimV);
  if (config.rowTiles && config.rowTiles != 1)
    return std::string("the wgmma kernel has one 16-row tile per warp");
  bool packedWarps = forward && config.headsPerBlock > 1 &&
                     config.warps == 4 * config.headsPerBlock;
  // (Three warpgroups: the forward's producer kernel, checked there.)
  bool threeWarpgroups = forward && config.warps == 12;
  if (config.warps && config.warps != 4 && config.warps != 8 &&
      !packedWarps && !threeWarpgroups)
    return std::string("the wgmma kernel takes 4 or 8 warps (whole "
                       "warpgroups") +
           (forward ? ", or 12 with a producer" : "") + "), not " +
           std::to_string(config.warps);
  return std::nullopt;
}

/// Why the forward cannot run `heads` query heads per block (GQA packing,
/// ForwardKernelSpec::headsPerBlock), or nothing when it can: the wgmma
/// kernel without a producer, whose warpgroups then each take one head of
/// a KV head's group and share the block's K/V tiles, so every head of a
/// block must walk the same key tiles.
static std::optional<std::string>
headPackingUnsupportedReason(SdpaOp op, const AttentionKernelShape &shape,
                             const GPUKernelConfig &config, int64_t heads) {
  if (heads < 1 || heads > 4)
    return "heads must be in [1, 4], got " + std::to_string(heads);
  if (heads == 1)
    return std::nullopt;
  if (config.instruction != MatrixUnit::wgmma)
    return std::string("heads > 1 (GQA packing) needs the wgmma forward");
  if (config.producer.value_or(false))
    return std::string("heads > 1 (GQA packing) runs without a producer");
  // Four warpgroups leave each thread 128 registers, less than the output
  // accumulators of a 64-row tile above head dim 128 take with S beside
  // them (ptxas: "insufficient registers" at d_v 256).
  if (heads > 2 && std::max(shape.headDimQK, shape.headDimV) > 128)
    return "heads = " + std::to_string(heads) +
           " (16 warps, 128 registers a thread) takes head dims up to 128, "
           "not " +
           std::to_string(shape.headDimQK) + " and " +
           std::to_string(shape.headDimV);
  if (shape.groupSize() % heads != 0)
    return "heads must divide the group size Hq / Hkv = " +
           std::to_string(shape.groupSize()) + ", got " +
           std::to_string(heads);
  if (op.maskModReadsHead())
    return std::string("heads > 1 (GQA packing) needs one key range for "
                       "the block's heads, and the mask_mod reads the head "
                       "index");
  return std::nullopt;
}

/// Whether `auto` gives the op the warp-specialised kernel (a TMA producer
/// warpgroup): where it measured faster, head dimensions 64 to 256 over
/// wide bands. On the H200 (2026-12-05, two passes of one run): dense causal
/// GQA at S = 8192, D = 128, 542-594 TFLOP/s (three stages) against 469-478
/// with cp.async loads, non-causal 569 against 483-497; MLA d_qk 192 / d_v
/// 128 causal at S = 4096, 449-460 against 326-364 (cp.async wgmma) and
/// 223 (mma.sync). On the H100 (2026-12-06, B = 2, GQA 32/8, forward ms):
/// D = 64 causal at S = 4096 0.717 against 0.814 (four stages), at S =
/// 16384 2.553 against 2.997, non-causal at 4096 1.295 against 1.526;
/// D = 256 causal at 4096 2.119-2.177 against 2.648, non-causal 3.856-3.901
/// against 4.804. Narrow windows are slower with it (the seed: 0.51 against
/// 0.39 ms); seqlens cannot take it.
static bool producerByDefault(const AttentionKernelShape &shape) {
  int64_t widest = std::max(shape.headDimQK, shape.headDimV);
  return widest >= 64 && widest <= 256 && !shape.narrowBand() &&
         !shape.hasSeqlensQ && !shape.hasSeqlensKv;
}

/// Applies the op's `attn.tiling = #attn.tiling<...>` override to `config`
/// (the dialect verifies its type and values).
static LogicalResult readTileOverride(Operation *op, GPUKernelConfig &config) {
  if (op->hasAttr(kRetiredTileAttrName))
    return op->emitOpError()
           << "'" << kRetiredTileAttrName << "' was replaced by '"
           << AttnDialect::kTilingAttrName
           << " = #attn.tiling<warps = .., block_kv = .., stages = .., mma = "
              "..>'";
  auto tiling = op->getAttrOfType<TilingAttr>(AttnDialect::kTilingAttrName);
  if (!tiling)
    return success();
  for (auto [value, field] :
       {std::pair<int64_t, int64_t *>{tiling.getWarps(), &config.warps},
        {tiling.getRowTiles(), &config.rowTiles},
        {tiling.getBlockKv(), &config.blockKv},
        {tiling.getStages(), &config.stages},
        {tiling.getHeads(), &config.headsPerBlock}})
    if (value)
      *field = value;
  if (tiling.getMma() != MatrixUnit::automatic)
    config.instruction = tiling.getMma();
  if (BoolAttr overlap = tiling.getOverlap())
    config.overlap = overlap.getValue();
  if (BoolAttr producer = tiling.getProducer())
    config.producer = producer.getValue();
  if (BoolAttr pingpong = tiling.getPingpong())
    config.pingpong = pingpong.getValue();
  if (BoolAttr persistent = tiling.getPersistent())
    config.persistent = persistent.getValue();
  return success();
}

/// The op's #attn.tiling block_q, or 0 when it leaves the rows to the kernel.
static int64_t requestedBlockQ(Operation *op) {
  auto tiling = op->getAttrOfType<TilingAttr>(AttnDialect::kTilingAttrName);
  return tiling ? tiling.getBlockQ() : 0;
}

/// The checks that the forward and the backward kernels share: element
/// types, layout, static head shapes, sequence bounds. `maxHeadDim` is the
/// largest head dimension the kernel's registers allow.
template <typename OpTy>
static LogicalResult checkCommon(OpTy op, int64_t maxHeadDim, Type &element) {
  auto fail = [&](const Twine &why) {
    return op.emitOpError() << "cannot be compiled for the GPU: " << why;
  };
  AttentionDims dims = op.getDims();
  element = cast<RankedTensorType>(op.getQuery().getType()).getElementType();
  if (!element.isBF16() && !element.isF16())
    return op.emitOpError()
           << "cannot be compiled for the GPU: the generated kernels take "
              "bf16 or f16 operands, not "
           << element << " (tensor cores); convert the inputs or use "
                         "--target=cpu";
  for (Value operand : {op.getKey(), op.getValue()})
    if (cast<RankedTensorType>(operand.getType()).getElementType() != element)
      return fail("query, key and value must have the same element type");
  if (op.getLayout() == Layout::thd)
    return fail("the packed 'thd' layout is not supported by the generated "
                "kernel yet; use bshd/bhsd/sbhd with seqlens_q/seqlens_kv");
  if (op.getDropout().convertToDouble() != 0.0)
    return fail("dropout is not supported by the generated kernel yet");
  if (ShapedType::isDynamic(dims.headsQ) ||
      ShapedType::isDynamic(dims.headsKv) ||
      ShapedType::isDynamic(dims.headDimQK) ||
      ShapedType::isDynamic(dims.headDimV))
    return fail("head counts and head dimensions must be static");
  for (int64_t dim : {dims.headDimQK, dims.headDimV})
    if (dim % 16 != 0 || dim > maxHeadDim)
      return fail("head dimension " + Twine(dim) +
                  " is not a multiple of 16 up to " + Twine(maxHeadDim));
  if (auto bias = op.getBias())
    if (cast<RankedTensorType>(bias.getType()).getElementType() != element &&
        !cast<RankedTensorType>(bias.getType()).getElementType().isF32())
      return fail("bias must be f32 or the operands' element type");
  if (!op.getEffectiveScale())
    return fail("the scale must be known");
  // The kernels' band arithmetic is 32-bit: sequences must stay below 2^29
  // (static sizes are checked here; dynamic ones are a documented
  // precondition).
  for (int64_t length : {dims.seqQ, dims.seqKv})
    if (!ShapedType::isDynamic(length) && length >= kMaxSequence)
      return fail("sequence length " + Twine(length) +
                  " is too long for the generated kernel (below 2^29)");
  if (dims.headsQ > 65535 ||
      (!ShapedType::isDynamic(dims.batch) && dims.batch > 65535))
    return fail("more than 65535 heads or batch entries exceed the launch "
                "grid");
  if (auto bias = op.getBias())
    if (!cast<RankedTensorType>(bias.getType()).hasStaticShape())
      return fail("bias dimensions must be static (a dimension of size 1 "
                  "broadcasts; one known only at run time cannot)");
  return success();
}

/// Window extents beyond any sequence length are clamped to 2^29, which
/// leaves them unbounded in effect and keeps the band math in 32 bits.
static int64_t clampExtent(int64_t extent) {
  return extent < 0 ? extent : std::min(extent, kMaxSequence);
}

/// Planes per L2 section of `op`'s causal grid (BlockOrder) for a budget of
/// `budgetBytes`: the forward's planes are query heads, each KV head's K
/// and V shared by its group; the backward's are KV heads, each reading Q,
/// dO, lse and delta of its group's query heads and adding to their f32 dQ.
/// 0 (one section) where a size is dynamic or the layout packs sequences
/// (thd, whose sequence dimension counts every sequence's tokens).
static int64_t planesPerL2Section(SdpaOp op, const ForwardKernelSpec &spec,
                                  int64_t budgetBytes) {
  AttentionDims dims = op.getDims();
  if (op.getLayout() == Layout::thd || ShapedType::isDynamic(dims.batch) ||
      ShapedType::isDynamic(dims.seqKv))
    return 0;
  // A plane is a (batch entry, slot of headsPerBlock query heads).
  int64_t bytesPerKvHead = dims.seqKv * (dims.headDimQK + dims.headDimV) * 2;
  return BlockOrder::planesForBudget(
      budgetBytes, bytesPerKvHead, spec.groupSize() / spec.headsPerBlock(),
      dims.batch * dims.headsQ / spec.headsPerBlock());
}
static int64_t planesPerL2Section(SdpaGradOp op,
                                  const AttentionKernelShape &shape,
                                  int64_t budgetBytes) {
  AttentionDims dims = op.getDims();
  if (op.getLayout() == Layout::thd || ShapedType::isDynamic(dims.batch) ||
      ShapedType::isDynamic(dims.seqQ))
    return 0;
  int64_t bytesPerRow = (dims.headDimQK + dims.headDimV) * 2 + 2 * 4 +
                        dims.headDimQK * 4;
  return BlockOrder::planesForBudget(
      budgetBytes, shape.groupSize() * dims.seqQ * bytesPerRow, 1,
      dims.batch * dims.headsKv);
}

/// The attributes and operand kinds of `op` (checked by checkCommon).
template <typename OpTy>
static void describeShape(OpTy op, Type element, AttentionKernelShape &shape) {
  AttentionDims dims = op.getDims();
  shape.layout = op.getLayout();
  shape.causal = op.getCausal();
  shape.band = MaskBand::get(
      op.getCausal() != CausalMask::none,
      op.getCausal() == CausalMask::bottom_right,
      clampExtent(clampWindowExtent(op.getWindowLeft(), dims.seqQ, dims.seqKv)),
      clampExtent(
          clampWindowExtent(op.getWindowRight(), dims.seqQ, dims.seqKv)));
  shape.scale = *op.getEffectiveScale();
  shape.headsQ = dims.headsQ;
  shape.headsKv = dims.headsKv;
  shape.headDimQK = dims.headDimQK;
  shape.headDimV = dims.headDimV;
  shape.element = element.isBF16() ? MMAElement::bf16 : MMAElement::f16;
  shape.hasBias = static_cast<bool>(op.getBias());
  shape.hasAlibi = static_cast<bool>(op.getAlibiSlopes());
  shape.hasSeqlensQ = static_cast<bool>(op.getSeqlensQ());
  shape.hasSeqlensKv = static_cast<bool>(op.getSeqlensKv());
  shape.scoreMod = op.getScoreModBlock();
  shape.maskMod = op.getMaskModBlock();
}

/// Whether `auto` packs two query heads per block: narrow windows with
/// GQA, where each block's K/V tiles then serve two heads' rows. On the
/// H100 (2026-12-06, B = 2, S = 4096, GQA 128/8, bf16, forward) two heads
/// of 64-key tiles in two stages took the seed's window (128, 0) from 0.385
/// to 0.322 ms (FlashAttention-3 0.550), its MLA variant (d_v 64) from
/// 0.281 to 0.262, and windows (512, 0) and (1000, 0) from 0.772 to 0.674
/// and 1.308 to 1.086; 32-key tiles lost (0.400 on the seed), and so did
/// four heads (0.405), three stages (0.477: one block per multiprocessor)
/// and the overlapped loop (0.462). Head dims above 128 are not measured
/// (their tiles leave one block per multiprocessor), so they keep one head.
static bool packsHeadsByDefault(const AttentionKernelShape &shape,
                                const GPUKernelConfig &config) {
  return shape.narrowBand() && config.instruction == MatrixUnit::wgmma &&
         shape.groupSize() % 2 == 0 &&
         std::max(shape.headDimQK, shape.headDimV) <= 128;
}

/// Fills config.headsPerBlock (and the warps it implies, one warpgroup per
/// head, without a producer): the op's request, which must be met, else the
/// pass's (0: `auto`'s, packsHeadsByDefault) where the op can take it and
/// its tiles fit the shared memory, else 1. The pass's choice does not
/// apply where the op or the pass asked for a producer (`producerAsked`) or
/// the op's tiling sets its warps or block_q (`blockShaped`): those keep
/// the block they describe. `config.instruction` is resolved.
static LogicalResult resolveHeadsPerBlock(SdpaOp op,
                                          const ForwardKernelSpec &spec,
                                          int64_t requestedHeads,
                                          int64_t passHeads, bool producerAsked,
                                          bool blockShaped, int64_t capability,
                                          GPUKernelConfig &config) {
  auto fail = [&](const Twine &why) {
    return op.emitOpError() << "cannot be compiled for the GPU: " << why;
  };
  int64_t heads = 1;
  int64_t wanted =
      passHeads ? passHeads : (packsHeadsByDefault(spec, config) ? 2 : 1);
  if (producerAsked || blockShaped)
    wanted = 1;
  if (requestedHeads) {
    if (std::optional<std::string> why =
            headPackingUnsupportedReason(op, spec, config, requestedHeads))
      return fail(*why);
    heads = requestedHeads;
  } else if (wanted > 1 && (!config.warps || config.warps == 4 * wanted) &&
             !headPackingUnsupportedReason(op, spec, config, wanted)) {
    ForwardKernelSpec probe = spec;
    probe.config = config;
    probe.config.producer = false;
    probe.config.headsPerBlock = wanted;
    if (!probe.config.warps)
      probe.config.warps = 4 * wanted;
    probe.config = chooseConfig(probe.config, spec);
    if (probe.sharedMemoryBytes() <= sharedMemoryLimit(capability))
      heads = wanted;
  }
  if (heads > 1) {
    config.producer = false;
    if (!config.warps)
      config.warps = 4 * heads;
    if (config.warps != 4 * heads)
      return fail("heads = " + Twine(heads) +
                  " takes one warpgroup per head: warps must be " +
                  Twine(4 * heads) + ", got " + Twine(config.warps));
  }
  config.headsPerBlock = heads;
  return success();
}

/// Checks that the generated kernel implements `op` exactly and fills
/// `spec`; reports the first reason it cannot at the op.
static LogicalResult describeKernel(SdpaOp op, GPUKernelConfig passConfig,
                                    StringRef chip, int64_t capability,
                                    ForwardKernelSpec &spec) {
  auto fail = [&](const Twine &why) {
    return op.emitOpError() << "cannot be compiled for the GPU: " << why;
  };
  Type element;
  if (failed(checkCommon(op, 256, element)))
    return failure();

  GPUKernelConfig config = passConfig;
  // The pass's overlap applies where the wgmma kernel runs; the op's own
  // #attn.tiling overlap = true is a request that must be met.
  std::optional<bool> passOverlap = config.overlap;
  std::optional<bool> passProducer = config.producer;
  std::optional<bool> passPingpong = config.pingpong;
  std::optional<bool> passPersistent = config.persistent;
  int64_t passHeads = config.headsPerBlock;
  config.overlap.reset();
  config.producer.reset();
  config.pingpong.reset();
  config.persistent.reset();
  config.headsPerBlock = 0;
  if (failed(readTileOverride(op, config)))
    return failure();
  int64_t requestedHeads = config.headsPerBlock;
  // (Until resolved below, for wgmmaUnsupportedReason's warps check.)
  if (!requestedHeads)
    config.headsPerBlock = passHeads;
  bool requestedOverlap = config.overlap.has_value();
  bool requestedProducer = config.producer.value_or(false);
  bool requestedPingpong = config.pingpong.value_or(false);
  std::optional<bool> opPersistent = config.persistent;
  if (!requestedOverlap)
    config.overlap = passOverlap;
  describeShape(op, element, spec);
  std::optional<std::string> noWgmma =
      wgmmaUnsupportedReason(spec, config, chip, /*forward=*/true);
  if (config.instruction == MatrixUnit::wgmma && noWgmma)
    return fail(*noWgmma + " (use mma=mma.sync or auto)");
  // `auto` takes wgmma where the head dims are whole 64-column blocks, and
  // with a half block up to head dim 128: causal MHA at D = 96, S = 4096
  // took 0.584 ms against 0.749 on mma.sync (H100, docs/benchmarks.md).
  // 160 and 224 take it when asked for (their suite cases pass; not
  // measured).
  bool wholeBlocks = spec.headDimQK % 64 == 0 && spec.headDimV % 64 == 0;
  bool halfBlockByDefault = std::max(spec.headDimQK, spec.headDimV) <= 128;
  if (config.instruction == MatrixUnit::automatic)
    config.instruction = noWgmma || !(wholeBlocks || halfBlockByDefault)
                             ? MatrixUnit::mma_sync
                             : MatrixUnit::wgmma;
  if (!requestedOverlap && config.instruction != MatrixUnit::wgmma)
    config.overlap.reset();
  auto tiling = op->getAttrOfType<TilingAttr>(AttnDialect::kTilingAttrName);
  bool blockShaped = tiling && (tiling.getWarps() || tiling.getBlockQ());
  if (failed(resolveHeadsPerBlock(
          op, spec, requestedHeads, passHeads,
          config.producer.value_or(false) || passProducer.value_or(false),
          blockShaped, capability, config)))
    return failure();
  // The pass's producer applies where the kernel can take it, `auto` where
  // it is faster (producerByDefault); the op's own request must be met.
  if (!config.producer) {
    bool possible = config.instruction == MatrixUnit::wgmma &&
                    !spec.hasSeqlensQ && !spec.hasSeqlensKv && wholeBlocks;
    config.producer = possible && (passProducer ? *passProducer
                                                : producerByDefault(spec));
  }
  if (requestedProducer) {
    // The tensor-memory accelerator copies whole boxes: rows past a
    // sequence's valid length would arrive with whatever the buffer holds
    // there (cp.async zero-fills them), and a 0 weight times a NaN there is
    // NaN.
    if (config.instruction != MatrixUnit::wgmma)
      return fail("producer needs the wgmma kernel");
    if (spec.hasSeqlensQ || spec.hasSeqlensKv)
      return fail("producer loads whole tiles with TMA, which cannot stop "
                  "at seqlens_q/seqlens_kv; use producer=off with padding");
    if (!wholeBlocks)
      return fail("producer loads whole 64-column blocks with TMA, so it "
                  "takes head dimensions that are multiples of 64, not " +
                  Twine(spec.headDimQK) + " and " + Twine(spec.headDimV));
  }
  // Three consumer warpgroups are `auto`'s only where the op asks for
  // nothing they contradict: ping-pong pairs two warpgroups, and a block_q
  // other than their 192 rows sets the warps.
  int64_t blockQ = requestedBlockQ(op);
  config = chooseConfig(config, spec,
                        !requestedPingpong && (!blockQ || blockQ == 192));
  // (Packed heads have one warpgroup per head, resolveHeadsPerBlock.)
  // (12, three consumer warpgroups, with a producer: checked below.)
  bool threeWarpgroups =
      config.warps == 12 && config.producer.value_or(false);
  if (config.headsPerBlock == 1 &&
      (config.warps < 1 || (config.warps > 8 && !threeWarpgroups)))
    return fail("warps must be in [1, 8], or 12 with a producer, got " +
                Twine(config.warps));
  if (config.blockKv < 16 || config.blockKv % 16 != 0 || config.blockKv > 128)
    return fail("block_kv must be a multiple of 16 in [16, 128], got " +
                Twine(config.blockKv));
  if (config.rowTiles < 1 || config.rowTiles > 2)
    return fail("row_tiles must be 1 or 2, got " + Twine(config.rowTiles));
  if (blockQ &&
      blockQ != 16 * config.warps * config.rowTiles / config.headsPerBlock)
    return fail("block_q " + Twine(blockQ) +
                " disagrees with the kernel's 16·warps·row_tiles / heads = " +
                Twine(16 * config.warps * config.rowTiles /
                      config.headsPerBlock) +
                " rows");
  if (config.stages < 2 || config.stages > 4)
    return fail("stages must be in [2, 4], got " + Twine(config.stages));
  if (config.overlap.value_or(false)) {
    if (config.instruction != MatrixUnit::wgmma)
      return fail("overlap needs the wgmma kernel");
    // With a producer the ring's barriers keep V_{j-1} until it is used.
    if (config.stages < 3 && !config.producer.value_or(false))
      return fail("overlap keeps the previous tile's V while the next tile "
                  "loads: it needs 3 or more stages, got " +
                  Twine(config.stages));
  }
  config.overlap = config.overlap.value_or(false);
  config.producer = config.producer.value_or(false);
  if (*config.producer && config.warps != 4 && config.warps != 8 &&
      config.warps != 12)
    return fail("producer takes one, two or three consumer warpgroups (4, "
                "8 or 12 warps), got " +
                Twine(config.warps));
  // Beside a producer of 24 registers, three consumer warpgroups have 160
  // each: O of a head dim above 128 (and S) would not fit.
  if (config.warps == 12 && std::max(spec.headDimQK, spec.headDimV) > 128)
    return fail("three consumer warpgroups (12 warps) hold O in 160 "
                "registers per thread: head dims up to 128, not " +
                Twine(spec.headDimQK) + " and " + Twine(spec.headDimV));
  // Turn-taking needs two warpgroups that each issue both products of an
  // iteration at once: the producer's kernel, overlapped, with 8 warps.
  // The pass's option applies where it can; the op's request must be met.
  bool pingpongPossible =
      *config.producer && *config.overlap && config.warps == 8;
  if (requestedPingpong && !pingpongPossible)
    return fail("pingpong needs producer, overlap and two consumer "
                "warpgroups (8 warps)");
  config.pingpong = requestedPingpong ||
                    (passPingpong.value_or(false) && pingpongPossible);
  // The persistent scheduler hands Q's buffer from one tile to the next
  // through the producer's barriers; `auto` leaves it off: on the H100
  // dense causal GQA (S = 8192) measured within the noise of one block per
  // tile. The op's own setting wins; the pass's applies where a producer
  // runs.
  if (opPersistent.value_or(false) && !*config.producer)
    return fail("persistent needs the producer kernel (producer = true)");
  config.persistent = opPersistent ? *opPersistent
                                   : passPersistent.value_or(false) &&
                                         *config.producer;

  spec.softmax = op.getSoftmax();
  spec.hasLse = static_cast<bool>(op.getLse());
  spec.hasSink = static_cast<bool>(op.getSink());
  spec.config = config;
  if (spec.sharedMemoryBytes() > sharedMemoryLimit(capability))
    return fail("the tile needs " + Twine(spec.sharedMemoryBytes()) +
                " bytes of shared memory, more than " + chip + " has (" +
                Twine(sharedMemoryLimit(capability)) +
                "); choose fewer warps, a smaller block_kv or fewer stages");
  return success();
}


/// The pass's choices for the backward kernels (0, automatic and unset:
/// chosen per op).
struct BackwardOptions {
  int64_t warps = 0;
  MatrixUnit instruction = MatrixUnit::automatic;
  /// Bitwise reproducible gradients: dQ from the query-major kernel.
  bool deterministic = false;
  /// How dQ is summed: the query-major kernel (true), f32 reductions into
  /// an accumulator (false) or chosen per op (unset).
  std::optional<bool> queryMajorQueryGrad;
  std::optional<bool> overlap;
  /// Q/dO buffers of the main kernel (0: chosen per op).
  int64_t stages = 0;
  /// Q and dO by TMA into the pipelined steps' ring.
  bool tmaQueryLoads = false;
  /// Query heads per block of the query-major dQ kernel (0: per op).
  int64_t queryGradHeads = 0;
  /// K/V buffers of the query-major dQ kernel (0: per op).
  int64_t queryGradStages = 0;
  /// dK, dV and dQ columns split between the warpgroups of one 64-key
  /// block (BackwardKernelSpec::splitColumns), or chosen per op (unset).
  std::optional<bool> splitColumns;
  /// A producer warpgroup (BackwardKernelSpec::producer), where it can
  /// run, or chosen per op (unset).
  std::optional<bool> producer;
};

/// Whether `auto` sums dQ with the query-major kernel: on narrow windows,
/// where every query row's dQ would otherwise be reduced from two or three
/// key tiles per query head and the reductions, not the products, bound
/// the backward (the seed's window (128, 0): 1.84 -> 1.37 ms on the H100,
/// docs/benchmarks.md). Measured on sm_90 only, so taken there only.
static bool queryMajorQueryGradPays(const BackwardKernelSpec &spec,
                                    int64_t capability) {
  return capability == 90 && spec.narrowBand();
}

/// Blocks of the query-major dQ kernel that share a multiprocessor: as its
/// shared memory (each block reserving 1 KiB more) and registers allow,
/// each of its threads taking at most the 168 registers that hold a 64-row
/// tile's dQ at head dim 128 beside S and dP.
static int64_t queryGradBlocksPerSM(const BackwardKernelSpec &spec,
                                    int64_t capability) {
  int64_t bySharedMemory = (sharedMemoryLimit(capability) + 1024) /
                           (spec.queryGradSharedMemoryBytes() + 1024);
  int64_t byRegisters = 65536 / (168 * 128 * spec.queryGradHeads);
  return std::min(bySharedMemory, byRegisters);
}

/// Decides how `spec`'s backward sums dQ (spec.queryMajorQueryGrad),
/// whether the query-major kernel runs on wgmma, and its heads per block and
/// K/V buffers: as requested, or under `auto` where it pays and can run
/// (head dims up to 128, no d_bias summed by reductions, its tiles within
/// the shared memory).
static void chooseQueryGrad(const BackwardOptions &options,
                            MatrixUnit instruction, StringRef chip,
                            int64_t capability, bool queryMajorRequested,
                            bool broadcastBiasGrad, bool maskModReadsHead,
                            BackwardKernelSpec &spec) {
  // Its products on wgmma where Q, dO, K and V are whole 64-column blocks,
  // and with a half block (32, 96) where wgmma is asked for, as the main
  // kernel (mma=mma.sync keeps them on mma.sync).
  auto takesWgmma = [&](int64_t dim) {
    return dim == 64 || dim == 128 ||
           (instruction == MatrixUnit::wgmma && (dim == 32 || dim == 96));
  };
  spec.queryGradWarpgroupMma =
      chip == "sm_90a" && instruction != MatrixUnit::mma_sync &&
      takesWgmma(spec.headDimQK) && takesWgmma(spec.headDimV);
  if (options.queryGradStages != 0)
    spec.queryGradKeyStages = options.queryGradStages;
  spec.queryMajorQueryGrad = queryMajorRequested;
  if (!queryMajorRequested && !options.queryMajorQueryGrad.has_value() &&
      !spec.splitColumns &&
      std::max(spec.headDimQK, spec.headDimV) <= 128 && !broadcastBiasGrad &&
      queryMajorQueryGradPays(spec, capability))
    spec.queryMajorQueryGrad = spec.queryGradSharedMemoryBytes() <=
                               sharedMemoryLimit(capability);
  spec.queryGradWarpgroupMma &= spec.queryMajorQueryGrad;
  // Two heads per block where asked for and the kernel can take them (its
  // K/V tiles then serve both heads' rows, as in the forward's packing).
  if (options.queryGradHeads == 2 && spec.queryGradWarpgroupMma &&
      spec.groupSize() % 2 == 0 && !maskModReadsHead) {
    spec.queryGradHeads = 2;
    if (spec.queryGradSharedMemoryBytes() > sharedMemoryLimit(capability))
      spec.queryGradHeads = 1;
  }
  // One K/V buffer where that lets more blocks share a multiprocessor (at
  // head dim 128 three instead of two, which cover each other's loads: the
  // seed's backward 4% and 9% faster in two H100 runs, windows of 512 and
  // 1000 within the runs' 5% noise) and where measured: one head per block
  // on wgmma.
  if (options.queryGradStages == 0 && spec.queryGradWarpgroupMma &&
      spec.queryGradHeads == 1) {
    BackwardKernelSpec single = spec;
    single.queryGradKeyStages = 1;
    if (queryGradBlocksPerSM(single, capability) >
        queryGradBlocksPerSM(spec, capability))
      spec.queryGradKeyStages = 1;
  }
}

/// The error of a backward the generated kernels cannot compile.
static InFlightDiagnostic backwardError(SdpaGradOp op) {
  return op.emitOpError() << "cannot be compiled for the GPU: ";
}

/// The wgmma step whose warpgroups split dK, dV and dQ's columns over one
/// 64-key block (backward-split-columns=on), or the error that names why
/// `op` cannot take it.
static LogicalResult chooseSplitColumns(SdpaGradOp op,
                                        const BackwardOptions &options,
                                        const GPUKernelConfig &tile,
                                        const std::optional<std::string> &noWgmma,
                                        bool queryMajorRequested,
                                        BackwardKernelSpec &spec) {
  auto fail = [&](const Twine &why) {
    return backwardError(op) << "backward-split-columns=on " << why;
  };
  if (tile.instruction == MatrixUnit::mma_sync)
    return fail("needs the wgmma backward, and mma = mma_sync was asked for");
  if (noWgmma)
    return fail("needs the wgmma backward (" + *noWgmma + ")");
  if (tile.warps && tile.warps != 8)
    return fail("needs 8 warps (two warpgroups), got " + Twine(tile.warps));
  if (spec.headDimQK % 128 != 0 || spec.headDimV % 128 != 0)
    return fail("needs head dims that are multiples of 128 (whole 64-column "
                "blocks per warpgroup), got " +
                Twine(spec.headDimQK) + " and " + Twine(spec.headDimV));
  if (queryMajorRequested)
    return fail("sums dQ by reductions; the query-major dQ kernel "
                "(deterministic-backward, backward-dq=query-major) was asked "
                "for");
  if (tile.overlap.value_or(options.overlap.value_or(false)))
    return fail("has a step of its own; overlap was asked for");
  spec.warps = 8;
  spec.warpgroupMma = true;
  spec.splitColumns = true;
  spec.overlapProducts = false;
  return success();
}

/// Whether `auto` splits the columns between the warpgroups: at d_qk = d_v
/// = 256 on wide bands, where its dQ blocks go out by bulk reductions from
/// the step's Q and dO tiles. On the H100 (causal GQA 16/4, S = 4096)
/// that took the backward from 20.2 to 13.0 ms against mma.sync's column
/// chunks (split with per-thread reductions: 20.0); at d 128 split
/// columns took 11.0 against the overlapped step's 6.2 (dense causal GQA
/// 32/8, S = 8192: twice the steps per key), so nothing else takes them.
static bool splitColumnsPay(const BackwardOptions &options,
                            const GPUKernelConfig &tile,
                            const std::optional<std::string> &noWgmma,
                            bool queryMajorRequested,
                            const BackwardKernelSpec &spec) {
  return spec.headDimQK == 256 && spec.headDimV == 256 && !noWgmma &&
         tile.instruction != MatrixUnit::mma_sync && spec.warps == 8 &&
         !queryMajorRequested &&
         !tile.overlap.value_or(options.overlap.value_or(false));
}

/// The main kernel's products (spec.warpgroupMma, overlapProducts,
/// columnChunks, splitColumns) and its warps (spec.warps), from the op's tiling and the
/// pass's options.
static LogicalResult chooseBackwardProducts(SdpaGradOp op,
                                            const BackwardOptions &options,
                                            const GPUKernelConfig &tile,
                                            StringRef chip,
                                            bool queryMajorRequested,
                                            BackwardKernelSpec &spec) {
  auto fail = [&](const Twine &why) { return backwardError(op) << why; };
  std::optional<std::string> noWgmma =
      wgmmaUnsupportedReason(spec, tile, chip, /*forward=*/false);
  if (tile.instruction == MatrixUnit::wgmma && noWgmma)
    return fail(*noWgmma + " (use mma=mma.sync or auto)");
  // `auto` keeps head dims with a 256 that split columns do not take
  // (column chunks) on mma.sync: on the H100 the chunked wgmma kernel took
  // 24.4 ms against 20.8 for the backward of causal GQA 16/4 at S = 4096,
  // while d_qk 192 (sliced steps) took 9.3 against 11.5
  // (MLA 192/128, 128 heads, S = 4096, two warpgroups; docs/benchmarks.md).
  // With one warpgroup (narrow windows' 4 warps) ptxas serialises the
  // 192/128 kernel's products (C7512) and the 192/64 one spills about 240
  // bytes, so `auto` keeps mma.sync there too.
  // Half blocks (head dims 32 and 96) take wgmma: on the H100
  // (2026-12-06, MHA, 32 heads, B = 2, S = 4096) the dense causal backward
  // with two warpgroups took 2.81 against 3.12 ms fwd+bwd at d 96 and 1.24
  // against 1.40 at d 32, and a causal window of (128, 0) with one
  // warpgroup 0.449 against 0.525 at d 96 and 0.197 against 0.224 at d 32.
  int64_t widest = std::max(spec.headDimQK, spec.headDimV);
  spec.warps = tile.warps ? tile.warps : (spec.narrowBand() ? 4 : 8);
  if (options.splitColumns.value_or(false) ||
      (!options.splitColumns.has_value() &&
       splitColumnsPay(options, tile, noWgmma, queryMajorRequested, spec)))
    return chooseSplitColumns(op, options, tile, noWgmma, queryMajorRequested,
                              spec);
  bool widePending = tile.instruction == MatrixUnit::automatic &&
                     (widest > 192 || (widest > 128 && spec.warps != 8));
  spec.warpgroupMma = !noWgmma && !widePending &&
                      tile.instruction != MatrixUnit::mma_sync;
  // Overlapped products: on the op's request (an error where the wgmma
  // backward does not run), or the pass's where it does. `auto` takes them
  // up to head dim 128, where they saved 2-11% of the backward on the H100
  // (dense causal GQA, the seed, the Llama and Mistral layers); at d_qk
  // 192 they gained nothing.
  if (tile.overlap.value_or(false) && !spec.warpgroupMma)
    return fail("overlap needs the wgmma backward" +
                (noWgmma ? " (" + *noWgmma + ")"
                 : widePending
                     ? std::string(" (mma=auto keeps head dim 256, and "
                                   "head dims above 128 with 4 warps, on "
                                   "mma.sync; ask for mma=wgmma)")
                     : std::string()));
  spec.overlapProducts =
      spec.warpgroupMma &&
      tile.overlap.value_or(options.overlap.value_or(widest <= 128));
  if (widest > 128 && queryMajorRequested)
    return fail("the query-major dQ kernel (deterministic-backward, "
                "backward-dq=query-major) takes head dimensions up to 128, "
                "got " +
                Twine(widest));
  // mma.sync keeps dK and dV of one column chunk in registers; the wgmma
  // kernel keeps them whole up to d_qk 192 (in sliced steps) and takes
  // chunks of whole 64-column blocks at 256.
  if (widest > 128 && (!spec.warpgroupMma || widest == 256)) {
    spec.columnChunks = 2;
    if (spec.headDimQK % 32 != 0 || spec.headDimV % 32 != 0)
      return fail("head dimensions above 128 are split into two column "
                  "chunks and must be multiples of 32, got " +
                  Twine(spec.headDimQK) + " and " + Twine(spec.headDimV));
  }
  return success();
}

/// d_bias (spec.hasBiasGrad, biasShape) and whether the bias broadcasts a
/// dimension, whose dS values the kernel then sums by reductions.
static LogicalResult describeBiasGrad(SdpaGradOp op, bool queryMajorRequested,
                                      BackwardKernelSpec &spec,
                                      bool &broadcastBiasGrad) {
  auto fail = [&](const Twine &why) { return backwardError(op) << why; };
  if (Value gradBias = op.getDBias()) {
    // checkCommon has made the bias static.
    ArrayRef<int64_t> shape =
        cast<RankedTensorType>(gradBias.getType()).getShape();
    spec.hasBiasGrad = true;
    llvm::copy(shape, spec.biasShape.begin());
    // A broadcast dimension sums several dS values into one element by
    // reductions in no fixed order; a full bias gets one addition per
    // element onto zero.
    auto queryShape =
        cast<RankedTensorType>(op.getQuery().getType()).getShape();
    Layout layout = op.getLayout();
    std::array<int64_t, 4> logical = {
        queryShape[kernels::batchDimension(layout)], spec.headsQ,
        queryShape[kernels::sequenceDimension(layout)],
        cast<RankedTensorType>(op.getKey().getType())
            .getShape()[kernels::sequenceDimension(layout)]};
    for (auto [size, full] : llvm::zip(shape, logical))
      broadcastBiasGrad |= size == 1 && full != 1;
    if (queryMajorRequested && broadcastBiasGrad)
      return fail("d_bias of a bias with a broadcast (size 1) dimension is "
                  "summed by f32 atomics, which the query-major dQ kernel "
                  "(deterministic-backward, backward-dq=query-major) "
                  "excludes");
  }
  return success();
}

/// The main kernel's ring of query steps, its warps on chips with less
/// shared memory, its dQ reductions and its loads, and the check that its
/// tiles fit.
static LogicalResult fitBackwardSharedMemory(SdpaGradOp op,
                                             const BackwardOptions &options,
                                             const GPUKernelConfig &tile,
                                             StringRef chip,
                                             int64_t capability,
                                             BackwardKernelSpec &spec) {
  auto fail = [&](const Twine &why) { return backwardError(op) << why; };
  int64_t widest = std::max(spec.headDimQK, spec.headDimV);
  // Three stages where the steps pipeline (one block barrier per step):
  // on the H100 they took the dense causal backward from 7.87 to 6.15 ms
  // (GQA 32/8, S = 8192) and 7.25 to 5.99 (MHA); Nsight Compute saw the
  // main kernel's barrier stalls fall from 2.84 to 1.13 warps per issued
  // instruction and its tensor pipe rise from 43% to 55%. Elsewhere two:
  // three stages without the pipelining lost 5-15% (the seed, narrow
  // windows). Above head dim 128 (overlap asked for) the third stage
  // spills, and one warpgroup (4 warps), whose barrier is its own, would
  // lose its second block per SM to the third stage's shared memory.
  bool pipelinable = spec.warpgroupMma && spec.overlapProducts &&
                     !spec.queryMajorQueryGrad && widest <= 128 &&
                     spec.warps == 8;
  // backward-producer applies where its kernel runs (see
  // BackwardKernelSpec::producer), in place of the pipelined steps, with
  // three stages where they fit (chosen below, once the warps are);
  // `auto` leaves it off until a GPU has measured it.
  spec.producer = options.producer.value_or(false) && spec.warpgroupMma &&
                  spec.warps == 8 && !spec.splitColumns &&
                  spec.columnChunks == 1 && !spec.queryMajorQueryGrad &&
                  !options.tmaQueryLoads && !spec.hasSeqlensQ &&
                  spec.headDimQK % 64 == 0 && spec.headDimV % 64 == 0;
  spec.queryStages = options.stages ? options.stages
                     : pipelinable && !spec.producer ? 3
                                                     : 2;
  // Chips with less shared memory (99 KiB on sm_86/89/120) take 4 warps
  // when 8 do not fit and none were asked for (split columns need both
  // warpgroups, and their tiles do not depend on the warps).
  if (!tile.warps && spec.warps == 8 && !spec.splitColumns &&
      spec.sharedMemoryBytes() > sharedMemoryLimit(capability))
    spec.warps = 4;
  if (spec.warps != 4 && spec.warps != 8)
    return fail("the backward takes 4 or 8 warps, got " + Twine(spec.warps));
  assert((tile.instruction != MatrixUnit::automatic || !spec.warpgroupMma ||
          widest <= 128 || spec.warps == 8) &&
         "auto's wgmma backward above head dim 128 runs two warpgroups");
  // Bulk dQ reductions where they pay (d_qk = d_v = 128, or d_qk = 64 with
  // one warpgroup, split columns at 256 / 256, MLA's sliced 192 / 128) and
  // their staging buffers fit the shared memory.
  spec.bulkQueryGrad = spec.bulkQueryGradFits();
  if (spec.producer && spec.warps == 8 && !options.stages)
    spec.queryStages = 3;
  if (!options.stages &&
      spec.sharedMemoryBytes() > sharedMemoryLimit(capability))
    spec.queryStages = 2;
  if (spec.sharedMemoryBytes() > sharedMemoryLimit(capability))
    spec.bulkQueryGrad = false;
  if (spec.producer &&
      (spec.warps != 8 ||
       spec.sharedMemoryBytes() > sharedMemoryLimit(capability))) {
    // Without it the unpipelined steps take two stages (the pipelined
    // ones were not chosen: producer excluded them).
    spec.producer = false;
    if (!options.stages)
      spec.queryStages = 2;
  }
  // The producer's second dSᵀ buffer where it fits (d ≤ 128 with three
  // stages: 231,984 of the 232,448 bytes), not in place of a stage.
  if (spec.producer) {
    spec.doubleScoreGrad = true;
    if (spec.sharedMemoryBytes() > sharedMemoryLimit(capability))
      spec.doubleScoreGrad = false;
  }
  // backward-tma applies where its loads can run, as the forward's
  // producer option does: the pipelined steps (their dSᵀ barrier is where
  // the step two ahead is issued), whole 64-column blocks (a box per
  // block), and no seqlens_q (a box cannot stop at a valid length; rows
  // past Sq arrive zero-filled, as cp.async fills them). Elsewhere the
  // steps keep their cp.async loads.
  if (options.tmaQueryLoads && spec.pipelinedSteps() && !spec.hasSeqlensQ &&
      spec.headDimQK % 64 == 0 && spec.headDimV % 64 == 0) {
    spec.tmaQueryLoads = true;
    if (spec.sharedMemoryBytes() > sharedMemoryLimit(capability))
      spec.tmaQueryLoads = false;
  }
  assert(2 * spec.blockQ <= spec.threads() && spec.blockQ == 16 * 4 &&
         "the backward kernels' row assignment");
  if (spec.queryMajorQueryGrad &&
      spec.queryGradSharedMemoryBytes() > sharedMemoryLimit(capability))
    return fail("the query-major dQ kernel's tiles need " +
                Twine(spec.queryGradSharedMemoryBytes()) +
                " bytes of shared memory, more than " + chip + " has (" +
                Twine(sharedMemoryLimit(capability)) + ")");
  if (spec.sharedMemoryBytes() > sharedMemoryLimit(capability))
    return fail("the backward tiles need " + Twine(spec.sharedMemoryBytes()) +
                " bytes of shared memory, more than " + chip + " has (" +
                Twine(sharedMemoryLimit(capability)) + ")");
  return success();
}

/// Checks that the generated backward kernels implement `op` exactly and
/// fills `spec`.
static LogicalResult describeBackward(SdpaGradOp op,
                                      const BackwardOptions &options,
                                      StringRef chip, int64_t capability,
                                      BackwardKernelSpec &spec) {
  // The query-major dQ kernel where it was asked for; `auto` may still
  // choose it below, where it can run.
  bool queryMajorRequested = options.deterministic ||
                             options.queryMajorQueryGrad.value_or(false);
  auto fail = [&](const Twine &why) { return backwardError(op) << why; };
  Type element;
  // Head dims up to 256: dK and dV stay in registers whole (mma.sync up to
  // 128 + 128 columns, wgmma up to 192 + 128) or in two column chunks.
  if (failed(checkCommon(op, 256, element)))
    return failure();
  for (Value operand : {op.getOut(), op.getDOut()})
    if (cast<RankedTensorType>(operand.getType()).getElementType() != element)
      return fail("out and d_out must have the element type of query");
  for (Value result : {op.getDQuery(), op.getDKey(), op.getDValue()})
    if (cast<RankedTensorType>(result.getType()).getElementType() != element)
      return fail("the gradients must have the element type of query");
  describeShape(op, element, spec);
  // Wide bands take 128-key tiles of 8 warps: every query step's Q and dO
  // and every dQ addition then serve twice the keys. Narrow windows keep
  // 64-key tiles, whose band holds fewer masked-out rows.
  GPUKernelConfig tile;
  tile.warps = options.warps;
  tile.instruction = options.instruction;
  if (failed(readTileOverride(op, tile)))
    return failure();
  if (tile.rowTiles || tile.blockKv || tile.stages || tile.producer ||
      tile.pingpong || tile.persistent || tile.headsPerBlock ||
      requestedBlockQ(op))
    return op.emitOpError()
           << "'" << AttnDialect::kTilingAttrName
           << "' of the backward sets only warps (16 keys each), mma and "
              "overlap";
  if (failed(chooseBackwardProducts(op, options, tile, chip,
                                    queryMajorRequested, spec)))
    return failure();
  // Query steps of 64 rows: Sᵀ and dPᵀ (32 registers each) still fit next
  // to the dK/dV accumulators (ptxas: at most 8 bytes of spills at D = 128),
  // and each step's barriers, loads and dQ pass serve twice the rows of
  // 32-row steps: on the H200, 15.5 against 16.4 ms fwd+bwd on dense causal
  // GQA at S = 8192 and 2.15 against 2.24 ms on the seed workload. The
  // kernels rely on 2·block_q ≤ threads (lse and delta take one thread per
  // row) and block_q = 16 · the dQ kernel's 4 warps.
  spec.blockQ = 64;
  spec.vectorReductions = capability >= 90;
  spec.hasSinkGrad = static_cast<bool>(op.getDSink());
  bool broadcastBiasGrad = false;
  if (failed(describeBiasGrad(op, queryMajorRequested, spec,
                              broadcastBiasGrad)))
    return failure();
  chooseQueryGrad(options, tile.instruction, chip, capability,
                  queryMajorRequested, broadcastBiasGrad,
                  op.maskModReadsHead(), spec);
  return fitBackwardSharedMemory(op, options, tile, chip, capability, spec);
}

/// The TMA box of a kernel tile (attn_nv.tensor_map): `rows` tokens of one
/// batch entry and head by 64 columns, the swizzled blocks the tiles are
/// made of, in `layout`'s dimension order.
static SmallVector<int64_t> tileBox(Layout layout, int64_t rows) {
  SmallVector<int64_t> extents(4, 1);
  extents[kernels::sequenceDimension(layout)] = rows;
  extents.back() = 64;
  return extents;
}

static void setBlocksPerSM(gpu::GPUFuncOp func, int64_t blocks) {
  if (!blocks)
    return;
  Builder builder(func.getContext());
  // Telling ptxas how many blocks should fit keeps its register allocation
  // from costing a resident block.
  func->setAttr("nvvm.minctasm", builder.getI32IntegerAttr(blocks));
  func->setAttr("attn.blocks_per_sm", builder.getI64IntegerAttr(blocks));
}

/// Replaces `op` (attn.sdpa) by a launch of its generated kernel, through
/// the tile-level IR: the op's tile nest (buildForwardTileNest, with the
/// kernel's block sizes and key steps on whole key tiles) is built on the
/// host, then becomes the kernel (its grid loop the launch grid, its body
/// the kernel body) and is erased.
static void lowerForward(SdpaOp op, ForwardKernelSpec spec,
                         gpu::GPUModuleOp kernels, SymbolTable &symbols,
                         int64_t capability, unsigned &counter,
                         ArrayRef<Value> into = {}) {
  ImplicitLocOpBuilder b(op.getLoc(), op);
  kernels::AttentionProblem problem = kernels::bufferizedProblem(b, op);
  SmallVector<Value> results = resultBuffers(b, op, into);
  Value out = results[0];
  Value lse = op.getLse() ? results[1] : Value();
  AttentionTileSizes sizes;
  sizes.blockQ = spec.blockQ();
  sizes.blockKv = spec.config.blockKv;
  sizes.alignKeySteps = true;
  scf::ParallelOp grid =
      buildForwardTileNest(b, op, problem, sizes, out, lse);
  std::string why;
  FailureOr<ForwardTileNest> nest =
      ForwardTileNest::match(grid, spec.config.blockKv, why);
  assert(succeeded(nest) && "buildForwardTileNest's own form");
  (void)why;
  // The kernel inlines the step's copies of the modifier regions.
  spec.scoreMod = nest->step.getScoreModBlock();
  spec.maskMod = nest->step.getMaskModBlock();

  // Kernel arguments: query, key, value, out, then lse, bias, alibi
  // slopes, sink and the lengths for those that are present; persistent,
  // the work grid; with a producer, the TMA descriptors of Q, K and V by
  // value (ForwardKernelSpec's argument order).
  SmallVector<Value> operands = {problem.query, problem.key, problem.value,
                                 out};
  for (Value optional : {lse, problem.bias, problem.alibiSlopes, problem.sink,
                         problem.seqlensQ, problem.seqlensKv})
    if (optional)
      operands.push_back(optional);
  SmallVector<Type> argumentTypes(ValueRange(operands).getTypes());
  if (spec.persistent())
    argumentTypes.append(3, b.getIndexType());
  if (spec.warpSpecialized())
    argumentTypes.append(3, nv::getTensorMapType(op.getContext()));
  auto func = createKernelOfTypes(
      kernels, symbols, op.getLoc(),
      freshKernelName(symbols, "sdpa_fwd_", counter), argumentTypes,
      spec.threads());
  Builder attrs(op.getContext());
  int64_t blocksPerSM = residentBlocks(spec, capability);
  setBlocksPerSM(func, blocksPerSM);
  func->setAttr("attn.mma", attrs.getStringAttr(spec.warpgroupMma()
                                                     ? "wgmma"
                                                     : "mma.sync"));
  func->setAttr("attn.warps", attrs.getI64IntegerAttr(spec.config.warps));
  func->setAttr("attn.row_tiles",
                attrs.getI64IntegerAttr(spec.config.rowTiles));
  func->setAttr("attn.block_kv", attrs.getI64IntegerAttr(spec.config.blockKv));
  func->setAttr("attn.stages", attrs.getI64IntegerAttr(spec.config.stages));
  if (spec.packsHeads())
    func->setAttr("attn.heads_per_block",
                  attrs.getI64IntegerAttr(spec.headsPerBlock()));
  if (spec.overlapSoftmax())
    func->setAttr("attn.overlap", attrs.getUnitAttr());
  if (spec.warpSpecialized())
    func->setAttr("attn.producer", attrs.getUnitAttr());
  if (spec.pingpong())
    func->setAttr("attn.pingpong", attrs.getUnitAttr());
  if (spec.persistent())
    func->setAttr("attn.persistent", attrs.getUnitAttr());
  func->setAttr("attn.shared_memory_bytes",
                attrs.getI64IntegerAttr(spec.sharedMemoryBytes()));
  IRMapping hostToKernel;
  for (auto [host, argument] : llvm::zip(operands, func.getArguments()))
    hostToKernel.map(host, argument);
  // Constants the nest reads from the host become the kernel's own.
  SetVector<Value> captured;
  getUsedValuesDefinedAbove(grid.getRegion(), captured);
  for (Value value : captured) {
    if (hostToKernel.contains(value))
      continue;
    Operation *constant = value.getDefiningOp();
    assert(constant && constant->hasTrait<OpTrait::ConstantLike>() &&
           "the nest reads only the kernel's arguments and constants");
    OpBuilder inKernel = OpBuilder::atBlockBegin(&func.getBody().front());
    hostToKernel.map(value, inKernel.clone(*constant)->getResult(0));
  }
  emitForwardKernelBody(func, spec, *nest, hostToKernel);
  {
    // The kernel's copies of attn.band_keys become arith.
    RewritePatternSet patterns(op.getContext());
    populateLowerBandPatterns(patterns);
    walkAndApplyPatterns(func, std::move(patterns));
  }

  // The launch: (query tiles, query heads, batch), the nest's grid, with
  // one slot of headsPerBlock heads per y.
  ValueRange bounds = grid.getUpperBound();
  Value tiles = bounds[2], batch = bounds[0];
  Value headSlots =
      spec.packsHeads()
          ? arith::ConstantIndexOp::create(b, spec.headsQ / spec.headsPerBlock())
          : bounds[1];
  ifNonEmpty(b, tiles, batch, [&] {
    SmallVector<Value> launchOperands(operands);
    if (spec.persistent())
      launchOperands.append({tiles, headSlots, batch});
    if (spec.warpSpecialized()) {
      Layout layout = op.getLayout();
      launchOperands.push_back(nv::TensorMapOp::create(
          b, operands[0], tileBox(layout, spec.blockQ())));
      for (Value source : {operands[1], operands[2]})
        launchOperands.push_back(nv::TensorMapOp::create(
            b, source, tileBox(layout, spec.config.blockKv)));
    }
    if (!spec.persistent()) {
      launch(b, func, tiles, headSlots, batch, spec.threads(),
             spec.sharedMemoryBytes(), launchOperands);
      return;
    }
    // One block per resident slot of the device, or per query tile where
    // there are fewer.
    Value items = arith::MulIOp::create(
        b, arith::MulIOp::create(b, tiles, headSlots), batch);
    Value slots = arith::MulIOp::create(
        b, nv::MultiprocessorCountOp::create(b, b.getIndexType()),
        arith::ConstantIndexOp::create(
            b, std::max<int64_t>(blocksPerSM, 1)));
    Value one = arith::ConstantIndexOp::create(b, 1);
    launch(b, func, arith::MinUIOp::create(b, items, slots), one, one,
           spec.threads(), spec.sharedMemoryBytes(), launchOperands);
  });
  grid.erase();
  finishLowering(b, op, results, into);
}

/// The backward's stream-ordered scratch: delta [B, Hq, Sq'] and the dQ
/// accumulator [B, Hq, Sq', d_qk] (f32, Sq' = Sq rounded up to block_q;
/// no accumulator for the query-major dQ kernel), and d_bias's f32
/// accumulator of the bias's shape.
struct BackwardScratch {
  Value batch, paddedRows;
  Value delta, accumulator, biasAccumulator;
};

static BackwardScratch allocateBackwardScratch(ImplicitLocOpBuilder &b,
                                               const BackwardKernelSpec &spec,
                                               Value query, int64_t seqDim,
                                               int64_t batchDim) {
  BackwardScratch scratch;
  Value batch = memref::DimOp::create(b, query, batchDim);
  Value paddedRows = arith::MulIOp::create(
      b, ceilDiv(b, memref::DimOp::create(b, query, seqDim), spec.blockQ),
      arith::ConstantIndexOp::create(b, spec.blockQ));
  scratch.batch = batch;
  scratch.paddedRows = paddedRows;
  Value deltaCount = arith::MulIOp::create(
      b, arith::MulIOp::create(b, batch,
                               arith::ConstantIndexOp::create(b, spec.headsQ)),
      paddedRows);
  Value accumulatorCount = arith::MulIOp::create(
      b, deltaCount, arith::ConstantIndexOp::create(b, spec.headDimQK));
  auto scratchType =
      MemRefType::get({ShapedType::kDynamic}, b.getF32Type());
  auto tokenType = gpu::AsyncTokenType::get(b.getContext());
  Value ready = gpu::WaitOp::create(b, tokenType, ValueRange()).getAsyncToken();
  auto deltaAlloc = gpu::AllocOp::create(
      b, scratchType, tokenType, ValueRange{ready}, ValueRange{deltaCount},
      ValueRange(), /*hostShared=*/false);
  Value allocated = deltaAlloc.getAsyncToken();
  scratch.delta = deltaAlloc.getMemref();
  if (!spec.queryMajorQueryGrad) {
    auto accumulatorAlloc = gpu::AllocOp::create(
        b, scratchType, tokenType, ValueRange{allocated},
        ValueRange{accumulatorCount}, ValueRange(), /*hostShared=*/false);
    allocated = accumulatorAlloc.getAsyncToken();
    scratch.accumulator = accumulatorAlloc.getMemref();
  }
  if (spec.hasBiasGrad) {
    auto biasAlloc = gpu::AllocOp::create(
        b, scratchType, tokenType, ValueRange{allocated},
        ValueRange{arith::ConstantIndexOp::create(b, spec.biasElements())},
        ValueRange(), /*hostShared=*/false);
    allocated = biasAlloc.getAsyncToken();
    scratch.biasAccumulator = biasAlloc.getMemref();
  }
  gpu::WaitOp::create(b, Type(), ValueRange{allocated});
  return scratch;
}

/// Frees `scratch` in stream order once the launches before are queued.
static void freeBackwardScratch(ImplicitLocOpBuilder &b,
                                const BackwardScratch &scratch) {
  auto tokenType = gpu::AsyncTokenType::get(b.getContext());
  Value freed =
      gpu::WaitOp::create(b, tokenType, ValueRange()).getAsyncToken();
  for (Value buffer :
       {scratch.biasAccumulator, scratch.accumulator, scratch.delta})
    if (buffer)
      freed = gpu::DeallocOp::create(b, tokenType, ValueRange{freed}, buffer)
                  .getAsyncToken();
  gpu::WaitOp::create(b, Type(), ValueRange{freed});
}

/// The backward's main kernel `name` over `operands` (and, with
/// tmaQueryLoads, the tensor maps of Q and dO after them), its attributes
/// and its body.
static gpu::GPUFuncOp
createBackwardMainKernel(SdpaGradOp op, const BackwardKernelSpec &spec,
                         gpu::GPUModuleOp kernels, SymbolTable &symbols,
                         int64_t capability, const std::string &name,
                         ValueRange operands) {
  Builder attrs(op.getContext());
  SmallVector<Type> mainTypes(operands.getTypes());
  if (spec.tmaQueryLoads || spec.producer)
    mainTypes.append(2, nv::getTensorMapType(op.getContext()));
  auto main = createKernelOfTypes(kernels, symbols, op.getLoc(), name,
                                  mainTypes, spec.launchThreads());
  // The dK/dV accumulators take up to 255 registers a thread: two blocks
  // of 4 warps per SM, or one of 8.
  int64_t perSM = (sharedMemoryLimit(capability) + 1024) /
                  (spec.sharedMemoryBytes() + 1024);
  setBlocksPerSM(main, spec.warps == 4 && perSM >= 2 ? 2 : 0);
  main->setAttr("attn.mma",
                attrs.getStringAttr(spec.warpgroupMma ? "wgmma" : "mma.sync"));
  main->setAttr("attn.block_q", attrs.getI64IntegerAttr(spec.blockQ));
  main->setAttr("attn.block_kv", attrs.getI64IntegerAttr(spec.blockKv()));
  main->setAttr("attn.shared_memory_bytes",
                attrs.getI64IntegerAttr(spec.sharedMemoryBytes()));
  if (spec.tmaQueryLoads)
    main->setAttr("attn.tma_query_loads", attrs.getUnitAttr());
  if (spec.producer)
    main->setAttr("attn.producer", attrs.getUnitAttr());
  if (spec.splitColumns)
    main->setAttr("attn.split_columns", attrs.getUnitAttr());
  emitBackwardMainBody(main, spec);

  return main;
}

/// A kernel with the threads and dynamic shared memory it is launched with.
struct SizedKernel {
  gpu::GPUFuncOp func;
  int64_t threads = 0, sharedBytes = 0;
};

/// The backward's dQ kernel `name` over `operands`: it scales the f32
/// accumulator into d_query (a row kernel), or (query-major) recomputes dQ
/// per query tile with 4 warps of 16 rows for each of its heads.
static SizedKernel createBackwardQueryGradKernel(
    SdpaGradOp op, const BackwardKernelSpec &spec, int64_t capability,
    gpu::GPUModuleOp kernels, SymbolTable &symbols, const std::string &name,
    ValueRange operands) {
  Builder attrs(op.getContext());
  BackwardKernelSpec queryGradSpec = spec;
  queryGradSpec.warps = 4 * spec.queryGradHeads;
  queryGradSpec.warpgroupMma = false;
  SizedKernel kernel;
  kernel.threads = spec.queryMajorQueryGrad
                       ? queryGradSpec.threads()
                       : 32 * BackwardKernelSpec::kRowKernelWarps;
  kernel.sharedBytes =
      spec.queryMajorQueryGrad ? queryGradSpec.queryGradSharedMemoryBytes() : 0;
  kernel.func = createKernel(kernels, symbols, op.getLoc(), name, operands,
                             kernel.threads);
  if (!spec.queryMajorQueryGrad) {
    emitBackwardQueryGradBody(kernel.func, spec);
    return kernel;
  }
  kernel.func->setAttr("attn.query_major", attrs.getUnitAttr());
  kernel.func->setAttr(
      "attn.mma",
      attrs.getStringAttr(spec.queryGradWarpgroupMma ? "wgmma" : "mma.sync"));
  kernel.func->setAttr("attn.shared_memory_bytes",
                       attrs.getI64IntegerAttr(kernel.sharedBytes));
  // One K/V buffer is there to fit more blocks: ptxas is told how many.
  if (spec.queryGradKeyStages == 1)
    setBlocksPerSM(kernel.func, queryGradBlocksPerSM(spec, capability));
  emitBackwardQueryMajorQueryGradBody(kernel.func, queryGradSpec);
  return kernel;
}

/// The kernels of the parameter gradients, where asked for: d_sink (one
/// block per query head, from lse and delta) and d_bias (zeroing its f32
/// accumulator, then rounding it into d_bias).
struct ParameterGradKernels {
  gpu::GPUFuncOp sinkGrad, biasGradInit, biasGrad;
  SmallVector<Value> sinkGradOperands;
};

static ParameterGradKernels createParameterGradKernels(
    ImplicitLocOpBuilder &b, SdpaGradOp op, const BackwardKernelSpec &spec,
    gpu::GPUModuleOp kernels, SymbolTable &symbols, StringRef suffix,
    Value lse, Value delta, Value gradSink, Value biasAccumulator,
    Value gradBias) {
  ParameterGradKernels result;
  if (spec.hasSinkGrad) {
    result.sinkGradOperands = {
        lse, delta, kernels::toReadOnlyBuffer(b, op.getSink()), gradSink};
    if (op.getSeqlensQ())
      result.sinkGradOperands.push_back(
          kernels::toReadOnlyBuffer(b, op.getSeqlensQ()));
    result.sinkGrad = createKernel(
        kernels, symbols, op.getLoc(), ("sdpa_bwd_dsink_" + suffix).str(),
        result.sinkGradOperands, 32 * BackwardKernelSpec::kRowKernelWarps);
    emitBackwardSinkGradBody(result.sinkGrad, spec);
  }
  if (spec.hasBiasGrad) {
    result.biasGradInit = createKernel(
        kernels, symbols, op.getLoc(), ("sdpa_bwd_dbias_init_" + suffix).str(),
        {biasAccumulator}, kBiasGradThreads);
    emitBackwardBiasGradBody(result.biasGradInit, spec, /*convert=*/false);
    result.biasGrad = createKernel(kernels, symbols, op.getLoc(),
                                   ("sdpa_bwd_dbias_" + suffix).str(),
                                   {biasAccumulator, gradBias},
                                   kBiasGradThreads);
    emitBackwardBiasGradBody(result.biasGrad, spec, /*convert=*/true);
  }
  return result;
}

/// Replaces `op` (attn.sdpa_grad) by the launches of its generated kernels
/// around stream-ordered scratch buffers.
static void lowerBackward(SdpaGradOp op, const BackwardKernelSpec &spec,
                          gpu::GPUModuleOp kernels, SymbolTable &symbols,
                          int64_t capability, unsigned &counter,
                          ArrayRef<Value> into = {}) {
  ImplicitLocOpBuilder b(op.getLoc(), op);
  Layout layout = op.getLayout();
  int64_t seqDim = kernels::sequenceDimension(layout);
  int64_t batchDim = kernels::batchDimension(layout);
  Value query = kernels::toReadOnlyBuffer(b, op.getQuery());
  Value key = kernels::toReadOnlyBuffer(b, op.getKey());
  Value value = kernels::toReadOnlyBuffer(b, op.getValue());
  Value out = kernels::toReadOnlyBuffer(b, op.getOut());
  Value gradOut = kernels::toReadOnlyBuffer(b, op.getDOut());
  Value lse = kernels::toReadOnlyBuffer(b, op.getLse());
  SmallVector<Value> results = resultBuffers(b, op, into);
  Value gradQuery = results[0], gradKey = results[1], gradValue = results[2];
  Value gradBias = spec.hasBiasGrad ? results[3] : Value();
  Value gradSink = spec.hasSinkGrad ? results.back() : Value();

  BackwardScratch scratch =
      allocateBackwardScratch(b, spec, query, seqDim, batchDim);
  Value batch = scratch.batch, paddedRows = scratch.paddedRows;
  Value delta = scratch.delta, accumulator = scratch.accumulator;
  Value biasAccumulator = scratch.biasAccumulator;

  // The kernels share their number: sdpa_bwd_pre_N, sdpa_bwd_N,
  // sdpa_bwd_dq_N and sdpa_bwd_dsink_N.
  std::string mainName = freshKernelName(symbols, "sdpa_bwd_", counter);
  std::string suffix = mainName.substr(StringRef("sdpa_bwd_").size());
  int64_t rowThreads = 32 * BackwardKernelSpec::kRowKernelWarps;

  // The query-major dQ kernel computes delta itself (it reads each query
  // row once anyway) and runs before the main kernel; otherwise a
  // preprocess computes delta and zeroes the dQ accumulator.
  bool queryGradFirst = spec.queryMajorQueryGrad;
  SmallVector<Value> preOperands;
  gpu::GPUFuncOp pre;
  if (!queryGradFirst) {
    preOperands = {out, gradOut, delta, accumulator};
    pre = createKernel(kernels, symbols, op.getLoc(), "sdpa_bwd_pre_" + suffix,
                       preOperands, rowThreads);
    emitBackwardPreprocessBody(pre, spec);
  }

  SmallVector<Value> optionals;
  for (Value optional : {op.getBias(), op.getAlibiSlopes(), op.getSeqlensQ(),
                         op.getSeqlensKv()})
    if (optional)
      optionals.push_back(kernels::toReadOnlyBuffer(b, optional));
  SmallVector<Value> mainOperands = {query, key, value, gradOut, lse, delta};
  if (accumulator)
    mainOperands.push_back(accumulator);
  mainOperands.append({gradKey, gradValue});
  if (biasAccumulator)
    mainOperands.push_back(biasAccumulator);
  mainOperands.append(optionals);
  auto main = createBackwardMainKernel(op, spec, kernels, symbols, capability,
                                      mainName, mainOperands);

  SmallVector<Value> queryGradOperands = {accumulator, gradQuery};
  if (spec.queryMajorQueryGrad) {
    queryGradOperands = {query, key, value, out, gradOut, lse, delta,
                         gradQuery};
    queryGradOperands.append(optionals);
  }
  SizedKernel queryGrad =
      createBackwardQueryGradKernel(op, spec, capability, kernels, symbols,
                                    "sdpa_bwd_dq_" + suffix, queryGradOperands);

  ParameterGradKernels parameterGrads = createParameterGradKernels(
      b, op, spec, kernels, symbols, suffix, lse, delta, gradSink,
      biasAccumulator, gradBias);
  auto launchBiasGrad = [&](gpu::GPUFuncOp func, ValueRange operands) {
    if (!func || spec.biasElements() == 0)
      return;
    Value blocks = arith::ConstantIndexOp::create(
        b, std::min<int64_t>(
               kBiasGradMaxBlocks,
               llvm::divideCeil(spec.biasElements(), kBiasGradThreads)));
    Value one = arith::ConstantIndexOp::create(b, 1);
    launch(b, func, blocks, one, one, kBiasGradThreads, 0, operands);
  };

  Value rowBlocks = arith::DivUIOp::create(
      b, paddedRows,
      arith::ConstantIndexOp::create(b, BackwardKernelSpec::rowKernelRows()));
  // Grid x: key tiles, times the column chunks of wide heads.
  Value keyTiles =
      ceilDiv(b, memref::DimOp::create(b, key, seqDim), spec.blockKv());
  if (spec.columnChunks > 1)
    keyTiles = arith::MulIOp::create(
        b, keyTiles, arith::ConstantIndexOp::create(b, spec.columnChunks));
  Value headsQ = arith::ConstantIndexOp::create(b, spec.headsQ);
  Value queryGradBlocks =
      spec.queryMajorQueryGrad
          ? ceilDiv(b, memref::DimOp::create(b, query, seqDim), spec.blockQ)
          : rowBlocks;
  Value queryGradHeadSlots =
      spec.queryGradHeads > 1
          ? arith::ConstantIndexOp::create(b,
                                           spec.headsQ / spec.queryGradHeads)
          : headsQ;
  auto launchQueryGrad = [&] {
    ifNonEmpty(b, queryGradBlocks, batch, [&] {
      launch(b, queryGrad.func, queryGradBlocks, queryGradHeadSlots, batch,
             queryGrad.threads, queryGrad.sharedBytes, queryGradOperands);
    });
  };
  // Each launch is skipped when its grid is empty; keys without any query
  // rows still get their (zero) gradients from the main kernel. delta is
  // written before the main kernel and d_sink read it.
  if (queryGradFirst)
    launchQueryGrad();
  else
    ifNonEmpty(b, rowBlocks, batch, [&] {
      launch(b, pre, rowBlocks, headsQ, batch, rowThreads, 0, preOperands);
    });
  launchBiasGrad(parameterGrads.biasGradInit, ValueRange{biasAccumulator});
  ifNonEmpty(b, keyTiles, batch, [&] {
    SmallVector<Value> launchOperands(mainOperands);
    if (spec.tmaQueryLoads || spec.producer)
      for (Value source : {query, gradOut})
        launchOperands.push_back(nv::TensorMapOp::create(
            b, source, tileBox(layout, spec.blockQ)));
    launch(b, main, keyTiles, arith::ConstantIndexOp::create(b, spec.headsKv),
           batch, spec.launchThreads(), spec.sharedMemoryBytes(),
           launchOperands);
  });

  if (!queryGradFirst)
    launchQueryGrad();
  // One block per query head; with no rows it writes −0.
  if (parameterGrads.sinkGrad) {
    Value one = arith::ConstantIndexOp::create(b, 1);
    launch(b, parameterGrads.sinkGrad, headsQ, one, one, rowThreads,
           4 * BackwardKernelSpec::kRowKernelWarps,
           parameterGrads.sinkGradOperands);
  }

  launchBiasGrad(parameterGrads.biasGrad,
                 ValueRange{biasAccumulator, gradBias});

  freeBackwardScratch(b, scratch);
  finishLowering(b, op, results, into);
}

/// Replaces `op` by both of its lowerings: the cuDNN call, and the generated
/// kernels when the runtime says it could not run cuDNN (no library, too
/// old, disabled, no engine for the problem). Both write the same result
/// buffers.
template <typename CudnnFn, typename FusedFn>
static void lowerWithFallback(Operation *op, CudnnFn lowerCudnn,
                              FusedFn lowerFused) {
  ImplicitLocOpBuilder b(op->getLoc(), op);
  SmallVector<Value> buffers = allocateResults(b, op);
  Value ran = lowerCudnn(b.clone(*op), buffers);
  Value declined = arith::XOrIOp::create(
      b, ran, arith::ConstantIntOp::create(b, 1, 1));
  auto branch = scf::IfOp::create(b, declined, /*withElseRegion=*/false);
  b.setInsertionPoint(branch.thenBlock()->getTerminator());
  lowerFused(b.clone(*op), buffers);
  b.setInsertionPointAfter(branch);
  replaceWithBuffers(b, op, buffers);
}

/// Describes `op`'s generated kernel (into `forward` or `backward`) with
/// its diagnostics captured: "" when it can be generated, else the first
/// diagnostic's text.
static std::string
describeQuietly(Operation *op, const GPUKernelConfig &config,
                const BackwardOptions &backwardOptions, StringRef chip,
                int64_t capability, ForwardKernelSpec &forward,
                BackwardKernelSpec &backward) {
  std::string why;
  ScopedDiagnosticHandler capture(op->getContext(),
                                  [&](Diagnostic &diagnostic) {
                                    if (why.empty())
                                      why = diagnostic.str();
                                    return success();
                                  });
  bool fused = false;
  if (auto sdpa = dyn_cast<SdpaOp>(op))
    fused = succeeded(describeKernel(sdpa, config, chip, capability, forward));
  else if (auto grad = dyn_cast<SdpaGradOp>(op))
    fused = succeeded(
        describeBackward(grad, backwardOptions, chip, capability, backward));
  return fused ? std::string() : (why.empty() ? "unknown" : why);
}

std::string
mlir::attn::gpu_kernels::generatedKernelUnsupportedReason(Operation *op,
                                                          StringRef chip) {
  std::optional<int64_t> capability = computeCapability(chip);
  if (!capability || *capability < 80)
    return ("unsupported chip '" + chip + "'").str();
  ForwardKernelSpec forward;
  BackwardKernelSpec backward;
  return describeQuietly(op, GPUKernelConfig(), BackwardOptions(), chip,
                         *capability, forward, backward);
}

namespace {
struct ConvertAttnToGPUPass
    : public mlir::attn::impl::ConvertAttnToGPUPassBase<ConvertAttnToGPUPass> {
  using Base::Base;

  /// The pass's forward options (the instruction also the backward's), or
  /// an error on `module` for a value outside their choices.
  FailureOr<GPUKernelConfig> readForwardOptions(ModuleOp module) {
    GPUKernelConfig config;
    StringRef mmaName = mma;
    if (mmaName == "wgmma")
      config.instruction = MatrixUnit::wgmma;
    else if (mmaName == "mma.sync")
      config.instruction = MatrixUnit::mma_sync;
    else if (mmaName != "auto")
      return module.emitError() << "attn-to-gpu: unknown mma '" << mmaName
                                << "' (available: auto, wgmma, mma.sync)";
    config.warps = warps;
    config.rowTiles = rowTiles;
    config.blockKv = blockKv;
    config.stages = stages;
    if (headsPerBlock < 0 || headsPerBlock > 4)
      return module.emitError()
             << "attn-to-gpu: heads-per-block must be in [0, 4], got "
             << static_cast<int64_t>(headsPerBlock);
    config.headsPerBlock = headsPerBlock;
    for (auto [name, option, field] :
         {std::tuple<StringRef, StringRef, std::optional<bool> *>{
              "overlap", overlap, &config.overlap},
          {"producer", producer, &config.producer},
          {"pingpong", pingpong, &config.pingpong},
          {"persistent", persistent, &config.persistent}})
      if (failed(readSwitch(module, name, option, *field)))
        return failure();
    return config;
  }

  /// An auto/on/off option: `field` set for on and off, left unset for
  /// auto, or an error on `module` naming the option.
  static LogicalResult readSwitch(ModuleOp module, StringRef name,
                                  StringRef value,
                                  std::optional<bool> &field) {
    if (value == "on" || value == "off") {
      field = value == "on";
      return success();
    }
    if (value == "auto")
      return success();
    return module.emitError() << "attn-to-gpu: unknown " << name << " '"
                              << value << "' (available: auto, on, off)";
  }

  /// The pass's backward options, or an error on `module` for a value
  /// outside their choices.
  FailureOr<BackwardOptions> readBackwardOptions(ModuleOp module,
                                                 MatrixUnit instruction) {
    BackwardOptions options;
    options.warps = backwardWarps;
    options.instruction = instruction;
    if (backwardStages != 0 && backwardStages != 2 && backwardStages != 3)
      return module.emitError()
             << "attn-to-gpu: backward-stages must be 2 or 3 (0: per op), got "
             << static_cast<int64_t>(backwardStages);
    options.stages = backwardStages;
    options.tmaQueryLoads = backwardTma;
    if (backwardQueryGradHeads < 0 || backwardQueryGradHeads > 2)
      return module.emitError()
             << "attn-to-gpu: backward-dq-heads must be 0, 1 or 2, got "
             << static_cast<int64_t>(backwardQueryGradHeads);
    options.queryGradHeads = backwardQueryGradHeads;
    if (backwardQueryGradStages < 0 || backwardQueryGradStages > 2)
      return module.emitError()
             << "attn-to-gpu: backward-dq-stages must be 0, 1 or 2, got "
             << static_cast<int64_t>(backwardQueryGradStages);
    options.queryGradStages = backwardQueryGradStages;
    options.deterministic = deterministicBackward;
    StringRef queryGradName = backwardQueryGrad;
    if (queryGradName == "query-major" || queryGradName == "reductions") {
      options.queryMajorQueryGrad = queryGradName == "query-major";
    } else if (queryGradName != "auto") {
      return module.emitError()
             << "attn-to-gpu: unknown backward-dq '" << queryGradName
             << "' (available: auto, query-major, reductions)";
    }
    if (deterministicBackward && queryGradName == "reductions")
      return module.emitError()
             << "attn-to-gpu: deterministic-backward sums dQ with the "
                "query-major kernel; it contradicts backward-dq=reductions";
    if (failed(readSwitch(module, "backward-overlap", backwardOverlap,
                          options.overlap)) ||
        failed(readSwitch(module, "backward-split-columns",
                          backwardSplitColumns, options.splitColumns)) ||
        failed(readSwitch(module, "backward-producer", backwardProducer,
                          options.producer)))
      return failure();
    return options;
  }

  void runOnOperation() override {
    ModuleOp module = getOperation();
    StringRef chipName = chip;
    std::optional<int64_t> capability = computeCapability(chipName);
    if (!capability || *capability < 80) {
      module.emitError() << "attn-to-gpu: unsupported chip '" << chipName
                         << "' (the generated kernels need sm_80 or newer)";
      return signalPassFailure();
    }
    // The generated kernels are built from attn.sdpa / attn.sdpa_grad; the
    // tile-level IR reaches only the CPU backend so far.
    WalkResult tiled = module.walk([](Operation *op) {
      if (!isa<OnlineInitOp, OnlineStepOp, OnlineFinishOp, BandKeysOp>(op))
        return WalkResult::advance();
      op->emitOpError("is lowered by attn-to-cpu only; attn-to-gpu takes "
                      "attn.sdpa and attn.sdpa_grad (leave attn-tile out of "
                      "GPU pipelines)");
      return WalkResult::interrupt();
    });
    if (tiled.wasInterrupted())
      return signalPassFailure();
    FailureOr<GPUKernelConfig> forwardOptions = readForwardOptions(module);
    if (failed(forwardOptions))
      return signalPassFailure();
    GPUKernelConfig passConfig = *forwardOptions;

    FailureOr<BackwardOptions> backwardOptions =
        readBackwardOptions(module, passConfig.instruction);
    if (failed(backwardOptions))
      return signalPassFailure();

    StringRef passBackend = backend;
    if (passBackend != "fused" && passBackend != "cudnn" &&
        passBackend != "auto") {
      module.emitError() << "attn-to-gpu: unknown backend '" << passBackend
                         << "' (available: fused, cudnn, auto)";
      return signalPassFailure();
    }
    // Each op's backend: as attn-select-backend recorded it, else decided
    // here by the same function (BackendSelection.h).

    // Check every op first so that all problems are reported at once.
    SmallVector<std::pair<SdpaOp, ForwardKernelSpec>> forwards;
    SmallVector<std::pair<SdpaGradOp, BackwardKernelSpec>> backwards;
    SmallVector<Operation *> cudnnOps;
    // Under `auto`: cuDNN when the runtime finds it, else the generated
    // kernel (both compiled).
    SmallVector<std::pair<SdpaOp, ForwardKernelSpec>> dualForwards;
    SmallVector<std::pair<SdpaGradOp, BackwardKernelSpec>> dualBackwards;
    bool ok = true;
    module.walk([&](AttentionOpInterface attention) {
      Operation *op = attention;
      FailureOr<StringRef> requested = requestedBackend(op, passBackend);
      if (failed(requested)) {
        ok = false;
        return;
      }
      // Under `auto` the generated kernel is described once, quietly: its
      // spec when it can take the op, else its reason for the remark.
      ForwardKernelSpec forwardSpec;
      BackwardKernelSpec backwardSpec;
      auto fusedWhy = [&] {
        return describeQuietly(op, passConfig, *backwardOptions, chipName,
                               *capability, forwardSpec, backwardSpec);
      };
      FailureOr<GpuBackend> choice =
          resolveBackend(op, *requested, *capability, fusedWhy);
      if (failed(choice)) {
        ok = false;
        return;
      }
      switch (*choice) {
      case GpuBackend::cudnn:
        cudnnOps.push_back(op);
        return;
      case GpuBackend::cudnnWithFallback:
        if (auto sdpa = dyn_cast<SdpaOp>(op))
          dualForwards.push_back({sdpa, forwardSpec});
        else
          dualBackwards.push_back({cast<SdpaGradOp>(op), backwardSpec});
        return;
      case GpuBackend::fused:
        break;
      }
      // The generated kernels, with their errors this time.
      if (auto sdpa = dyn_cast<SdpaOp>(op)) {
        ForwardKernelSpec spec;
        if (failed(describeKernel(sdpa, passConfig, chipName, *capability,
                                  spec)))
          ok = false;
        else
          forwards.push_back({sdpa, spec});
      } else if (auto grad = dyn_cast<SdpaGradOp>(op)) {
        BackwardKernelSpec spec;
        if (failed(describeBackward(grad, *backwardOptions, chipName,
                                    *capability, spec)))
          ok = false;
        else
          backwards.push_back({grad, spec});
      }
    });
    if (!ok)
      return signalPassFailure();
    StringRef sectionChoice = l2Sections;
    if (sectionChoice != "auto" && sectionChoice != "on" &&
        sectionChoice != "off") {
      module.emitError() << "attn-to-gpu: unknown l2-sections '"
                         << sectionChoice << "' (available: auto, on, off)";
      return signalPassFailure();
    }
    if (l2SectionBytes < 0) {
      module.emitError() << "attn-to-gpu: l2-section-bytes must be at least "
                            "0, got "
                         << static_cast<int64_t>(l2SectionBytes);
      return signalPassFailure();
    }
    // On the H100, sections of 32 MiB took MLA 192/128 (128 heads, causal,
    // S = 4096) from 1.97 to 1.25 ms forward and 9.25 to 6.15 backward,
    // but dense causal GQA 32/8 from 1.89 to 1.97 and 7.34 to 7.85.
    auto setBlockOrder = [&](auto &kernels) {
      for (auto &[op, spec] : kernels) {
        spec.heaviestFirst = heaviestFirst;
        bool sectioned = sectionChoice == "on" ||
                         (sectionChoice == "auto" && spec.groupSize() == 1);
        spec.order = BlockOrder(
            sectioned ? planesPerL2Section(op, spec, l2SectionBytes) : 0);
      }
    };
    setBlockOrder(forwards);
    setBlockOrder(dualForwards);
    setBlockOrder(backwards);
    setBlockOrder(dualBackwards);
    if (forwards.empty() && backwards.empty() && cudnnOps.empty() &&
        dualForwards.empty() && dualBackwards.empty())
      return;

    gpu::GPUModuleOp kernels =
        getOrCreateKernelModule(module, chipName, *capability);
    SymbolTable kernelSymbols(kernels);

    unsigned forwardCounter = 0, backwardCounter = 0;
    for (auto &[op, spec] : forwards)
      lowerForward(op, spec, kernels, kernelSymbols, *capability,
                   forwardCounter);
    for (auto &[op, spec] : backwards)
      lowerBackward(op, spec, kernels, kernelSymbols, *capability,
                    backwardCounter);
    unsigned cudnnCounter = 0;
    for (auto &[op, described] : dualForwards) {
      // A named copy: lambdas cannot capture a structured binding (C++17).
      const auto &spec = described;
      lowerWithFallback(
          op,
          [&](Operation *clone, ArrayRef<Value> into) {
            return lowerForwardToCudnn(cast<SdpaOp>(clone), kernels,
                                       kernelSymbols, cudnnCounter, into,
                                       /*fallback=*/true);
          },
          [&](Operation *clone, ArrayRef<Value> into) {
            lowerForward(cast<SdpaOp>(clone), spec, kernels, kernelSymbols,
                         *capability, forwardCounter, into);
          });
    }
    for (auto &[op, described] : dualBackwards) {
      // A named copy: lambdas cannot capture a structured binding (C++17).
      const auto &spec = described;
      lowerWithFallback(
          op,
          [&](Operation *clone, ArrayRef<Value> into) {
            return lowerBackwardToCudnn(cast<SdpaGradOp>(clone), kernels,
                                        kernelSymbols, cudnnCounter, into,
                                        /*fallback=*/true);
          },
          [&](Operation *clone, ArrayRef<Value> into) {
            lowerBackward(cast<SdpaGradOp>(clone), spec, kernels,
                          kernelSymbols, *capability, backwardCounter, into);
          });
    }
    for (Operation *op : cudnnOps)
      lowerToCudnn(op, kernels, kernelSymbols, cudnnCounter);
  }
};
} // namespace
