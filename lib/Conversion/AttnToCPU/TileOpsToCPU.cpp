//===- TileOpsToCPU.cpp - the tile-level ops on the CPU -------------------===//
//
// Lowers the tile-level IR that attn-tile emits: !attn.online_state becomes
// the stack buffers of ForwardTileBuffers (a 1:N type conversion, carried
// through scf loops by the structural SCF patterns), and each attn.online_*
// op the matching step of ForwardTileEmitter. attn.band_keys becomes arith
// through the shared band lowering.
//
//===----------------------------------------------------------------------===//

#include "AttnToCPUKernels.h"
#include "attn/Dialect/Attn/Transforms/Tile.h"

#include "mlir/Dialect/SCF/Transforms/Patterns.h"
#include "mlir/Interfaces/FunctionInterfaces.h"
#include "mlir/Transforms/DialectConversion.h"
#include "mlir/Transforms/GreedyPatternRewriteDriver.h"

using namespace mlir;
using namespace mlir::attn;
using namespace mlir::attn::cpu;

/// What every tile step needs of an attention problem, from a tile op's
/// layout and state type; each pattern adds its op's operands.
static AttentionProblem tileProblem(Layout layout, OnlineStateType state) {
  AttentionProblem problem;
  problem.layout = layout;
  problem.scale = 1.0;
  problem.softmax = SoftmaxKind::vanilla;
  problem.dropout = 0.0;
  problem.headsQ = problem.headsKv = 1;
  problem.headDimQK = state.getHeadDimQk();
  problem.headDimV = state.getHeadDimV();
  return problem;
}

/// The frame of a batch entry with the given valid lengths, whose keys start
/// at token `keyBase` (packed layouts) or 0.
static SequenceFrame sequenceFrame(ImplicitLocOpBuilder &b,
                                   const MaskBand &band, Value batch,
                                   Value lengthQ, Value lengthKv,
                                   Value keyBase) {
  SequenceFrame frame;
  frame.batch = batch;
  frame.lengthQ = lengthQ;
  frame.lengthKv = lengthKv;
  frame.baseQ = arith::ConstantIndexOp::create(b, 0);
  frame.baseKv = keyBase ? keyBase : frame.baseQ;
  frame.extentQ = lengthQ;
  MaskBandBuilder a(b, b.getIndexType());
  frame.diagonal = band.diagonalOffset(a, lengthQ, lengthKv);
  return frame;
}

namespace {
struct LowerOnlineInit : public OpConversionPattern<OnlineInitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OnlineInitOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    KernelBuilder kb(b);
    OnlineStateType state = op.getState().getType();
    AttentionProblem problem = tileProblem(op.getLayout(), state);
    problem.scale = op.getScale().convertToDouble();
    problem.query = op.getQuery();
    ForwardTileBuffers buffers = ForwardTileBuffers::allocate(
        kb, state.getRows(), state.getKeys(), state.getHeadDimQk(),
        state.getHeadDimV());
    SequenceFrame frame;
    frame.batch = op.getBatch();
    frame.baseQ = op.getBase() ? op.getBase() : kb.index(0);
    ForwardTileEmitter(b, problem, state.getKeys(), buffers)
        .init(frame, op.getHead(), op.getRowStart(), op.getRows());
    rewriter.replaceOpWithMultiple(op, {buffers.values()});
    return success();
  }
};

struct LowerOnlineStep : public OpConversionPattern<OnlineStepOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OnlineStepOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    OnlineStateType state = op.getState().getType();
    AttentionProblem problem = tileProblem(op.getLayout(), state);
    problem.band = op.getBand().getMaskBand();
    problem.key = op.getKey();
    problem.value = op.getValue();
    problem.bias = op.getBias();
    problem.alibiSlopes = op.getAlibiSlopes();
    problem.dropout = op.getDropout().convertToDouble();
    problem.headsQ = op.getHeadsQ();
    problem.seed = op.getDropoutSeed();
    problem.offset = op.getDropoutOffset();
    problem.scoreMod = op.getScoreModBlock();
    problem.maskMod = op.getMaskModBlock();
    ForwardTileBuffers buffers =
        ForwardTileBuffers::fromValues(adaptor.getState());
    SequenceFrame frame = sequenceFrame(b, problem.band, op.getBatch(),
                                        op.getLengthQ(), op.getLengthKv(),
                                        op.getKeyBase());
    ForwardTileEmitter(b, problem, state.getKeys(), buffers)
        .keyTile(frame, op.getHead(), op.getKvHead(), op.getRowStart(),
                 op.getRows(), op.getKeyStart(), op.getKeys());
    // The state is updated in place: the step's result is its operand's
    // buffers.
    rewriter.replaceOpWithMultiple(op, {buffers.values()});
    return success();
  }
};

struct LowerOnlineFinish : public OpConversionPattern<OnlineFinishOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(OnlineFinishOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    KernelBuilder kb(b);
    OnlineStateType state = op.getState().getType();
    AttentionProblem problem = tileProblem(op.getLayout(), state);
    ForwardTileBuffers buffers =
        ForwardTileBuffers::fromValues(adaptor.getState());
    SequenceFrame frame;
    frame.batch = op.getBatch();
    frame.baseQ = op.getBase() ? op.getBase() : kb.index(0);
    ForwardTileEmitter(b, problem, state.getKeys(), buffers)
        .finish(frame, op.getHead(), op.getRowStart(), op.getRows(),
                op.getSink(), op.getOut(), op.getLse());
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

/// Puts the block of every attn.online_init that is a loop body (not a
/// function's) into a memref.alloca_scope, so that the tile's stack buffers
/// are released per iteration instead of piling up.
static LogicalResult scopeTileBuffers(Operation *root) {
  SmallVector<OnlineInitOp> inits;
  root->walk([&](OnlineInitOp op) { inits.push_back(op); });
  DenseSet<Block *> scoped;
  for (OnlineInitOp init : inits) {
    Block *block = init->getBlock();
    Operation *parent = block->getParentOp();
    if (!scoped.insert(block).second ||
        isa<FunctionOpInterface, memref::AllocaScopeOp>(parent))
      continue;
    Operation *terminator =
        block->mightHaveTerminator() ? block->getTerminator() : nullptr;
    auto end = terminator ? terminator->getIterator() : block->end();
    // Values that the scope must return: used by the terminator or outside.
    SmallVector<Value> escaping;
    for (Operation &op : llvm::make_range(block->begin(), end))
      for (Value result : op.getResults()) {
        bool leaves = llvm::any_of(result.getUsers(), [&](Operation *user) {
          Operation *ancestor = block->findAncestorOpInBlock(*user);
          return !ancestor || ancestor == terminator;
        });
        if (!leaves)
          continue;
        if (isa<OnlineStateType>(result.getType()))
          return result.getDefiningOp()->emitOpError(
              "the CPU lowering keeps an online state in stack buffers of "
              "the block of its attn.online_init; this state leaves it");
        escaping.push_back(result);
      }
    OpBuilder b(init.getContext());
    if (terminator)
      b.setInsertionPoint(terminator);
    else
      b.setInsertionPointToEnd(block);
    auto scope = memref::AllocaScopeOp::create(b, init.getLoc(),
                                               ValueRange(escaping).getTypes());
    Block *body = new Block();
    scope.getBodyRegion().push_back(body);
    body->getOperations().splice(body->end(), block->getOperations(),
                                 block->begin(), scope->getIterator());
    for (auto [index, value] : llvm::enumerate(escaping))
      value.replaceUsesWithIf(scope.getResult(index), [&](OpOperand &use) {
        return !scope->isProperAncestor(use.getOwner());
      });
    b.setInsertionPointToEnd(body);
    memref::AllocaScopeReturnOp::create(b, init.getLoc(), escaping);
  }
  return success();
}

/// Checks that online states flow only into the tile ops and scf control
/// flow, which the 1:N conversion carries; anything else (a call, a return)
/// would leave a state without its buffers.
static LogicalResult checkStateUses(Operation *root) {
  WalkResult result = root->walk([](Operation *op) {
    for (OpOperand &use : op->getOpOperands()) {
      if (!isa<OnlineStateType>(use.get().getType()) ||
          isa<OnlineStepOp, OnlineFinishOp>(op) ||
          op->getDialect()->getNamespace() == "scf")
        continue;
      op->emitOpError() << "takes an !attn.online_state (operand "
                        << use.getOperandNumber()
                        << "); on the CPU a state flows only into "
                           "attn.online_step, attn.online_finish and scf "
                           "control flow";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

LogicalResult mlir::attn::cpu::lowerTileOpsToCPU(Operation *root) {
  // The vector code stages key tiles in multiples of 8 lanes.
  WalkResult checked = root->walk([&](OnlineInitOp op) {
    int64_t keys = op.getState().getType().getKeys();
    if (keys % 8 == 0)
      return WalkResult::advance();
    op.emitOpError() << "invalid CPU key tile " << keys
                     << " (a positive multiple of 8)";
    return WalkResult::interrupt();
  });
  if (checked.wasInterrupted() || failed(checkStateUses(root)) ||
      failed(scopeTileBuffers(root)))
    return failure();

  MLIRContext *context = root->getContext();
  TypeConverter converter;
  converter.addConversion([](Type type) { return type; });
  converter.addConversion(
      [](OnlineStateType state,
         SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        Type f32 = Float32Type::get(state.getContext());
        int64_t rows = state.getRows(), keys = state.getKeys();
        int64_t dqk = state.getHeadDimQk(), dv = state.getHeadDimV();
        // ForwardTileBuffers' order.
        SmallVector<SmallVector<int64_t, 2>> shapes = {
            {rows, dqk}, {dqk, keys}, {keys, dv}, {rows, keys},
            {rows, dv},  {rows},      {rows},     {rows}};
        for (ArrayRef<int64_t> shape : shapes)
          results.push_back(MemRefType::get(shape, f32));
        return success();
      });

  ConversionTarget target(*context);
  target.addIllegalOp<OnlineInitOp, OnlineStepOp, OnlineFinishOp,
                      BandKeysOp>();
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  RewritePatternSet patterns(context);
  patterns.add<LowerOnlineInit, LowerOnlineStep, LowerOnlineFinish>(converter,
                                                                    context);
  populateLowerBandPatterns(patterns);
  scf::populateSCFStructuralTypeConversionsAndLegality(converter, patterns,
                                                       target);
  if (failed(applyPartialConversion(root, target, std::move(patterns))))
    return failure();
  // The loops now carry the state's buffers unchanged: drop those operands.
  RewritePatternSet cleanup(context);
  scf::ForOp::getCanonicalizationPatterns(cleanup, context);
  return applyPatternsGreedily(root, std::move(cleanup));
}
