//===- TileOpsToCPU.cpp - the tile-level ops on the CPU -------------------===//
//
// Lowers the tile-level IR that attn-tile emits: each state type becomes the
// stack buffers of its tile (ForwardTileBuffers, QueryGradTileBuffers,
// KeyGradTileBuffers: a 1:N type conversion, carried through scf loops by
// the structural SCF patterns), and each step op the matching step of the
// forward's or the backward's emitters. attn.band_keys and attn.band_rows
// become arith through the shared band lowering.
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

/// What every tile op needs of an attention problem: its layout and head
/// dimensions; each pattern adds its op's operands.
static AttentionProblem baseProblem(Layout layout, int64_t headDimQK,
                                    int64_t headDimV) {
  AttentionProblem problem;
  problem.layout = layout;
  problem.scale = 1.0;
  problem.softmax = SoftmaxKind::vanilla;
  problem.dropout = 0.0;
  problem.headsQ = problem.headsKv = 1;
  problem.headDimQK = headDimQK;
  problem.headDimV = headDimV;
  return problem;
}

/// The problem of a state type's ops.
template <typename StateType>
static AttentionProblem baseProblem(Layout layout, StateType state) {
  return baseProblem(layout, state.getHeadDimQk(), state.getHeadDimV());
}

/// The step clauses (band, additive terms, dropout, modifiers) of a step op.
template <typename OpTy>
static void addStepClauses(AttentionProblem &problem, OpTy op) {
  problem.band = op.getBand().getMaskBand();
  problem.bias = op.getBias();
  problem.alibiSlopes = op.getAlibiSlopes();
  problem.dropout = op.getDropout().convertToDouble();
  problem.headsQ = op.getHeadsQ();
  problem.seed = op.getDropoutSeed();
  problem.offset = op.getDropoutOffset();
  problem.scoreMod = op.getScoreModBlock();
  problem.maskMod = op.getMaskModBlock();
}

/// The frame an init or finish needs: the batch entry and the token bases
/// of packed sequences (0 where not given).
static SequenceFrame tokenFrame(KernelBuilder &kb, Value batch, Value baseQ,
                                Value baseKv) {
  SequenceFrame frame;
  frame.batch = batch;
  frame.baseQ = baseQ ? baseQ : kb.index(0);
  frame.baseKv = baseKv ? baseKv : kb.index(0);
  return frame;
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
    AttentionProblem problem = baseProblem(op.getLayout(), state);
    problem.scale = op.getScale().convertToDouble();
    problem.query = op.getQuery();
    ForwardTileBuffers buffers = ForwardTileBuffers::allocate(kb, state);
    SequenceFrame frame =
        tokenFrame(kb, op.getBatch(), op.getBase(), /*baseKv=*/Value());
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
    AttentionProblem problem = baseProblem(op.getLayout(), state);
    addStepClauses(problem, op);
    problem.key = op.getKey();
    problem.value = op.getValue();
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
    AttentionProblem problem = baseProblem(op.getLayout(), state);
    ForwardTileBuffers buffers =
        ForwardTileBuffers::fromValues(adaptor.getState());
    SequenceFrame frame =
        tokenFrame(kb, op.getBatch(), op.getBase(), /*baseKv=*/Value());
    ForwardTileEmitter(b, problem, state.getKeys(), buffers)
        .finish(frame, op.getHead(), op.getRowStart(), op.getRows(),
                op.getSink(), op.getOut(), op.getLse());
    rewriter.eraseOp(op);
    return success();
  }
};
struct LowerQueryGradInit : public OpConversionPattern<QueryGradInitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(QueryGradInitOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    KernelBuilder kb(b);
    QueryGradStateType state = op.getState().getType();
    AttentionProblem problem =
        baseProblem(op.getLayout(), state);
    problem.scale = op.getScale().convertToDouble();
    problem.query = op.getQuery();
    QueryGradTileBuffers buffers = QueryGradTileBuffers::allocate(kb, state);
    SequenceFrame frame =
        tokenFrame(kb, op.getBatch(), op.getBase(), /*baseKv=*/Value());
    emitQueryGradInit(b, problem, buffers, frame, op.getHead(),
                      op.getRowStart(), op.getRows(), op.getOut(),
                      op.getDOut(), op.getLse(), op.getDelta());
    rewriter.replaceOpWithMultiple(op, {buffers.values()});
    return success();
  }
};

struct LowerQueryGradStep : public OpConversionPattern<QueryGradStepOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(QueryGradStepOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    QueryGradStateType state = op.getState().getType();
    AttentionProblem problem =
        baseProblem(op.getLayout(), state);
    addStepClauses(problem, op);
    problem.key = op.getKey();
    problem.value = op.getValue();
    QueryGradTileBuffers buffers =
        QueryGradTileBuffers::fromValues(adaptor.getState());
    SequenceFrame frame = sequenceFrame(b, problem.band, op.getBatch(),
                                        op.getLengthQ(), op.getLengthKv(),
                                        op.getKeyBase());
    emitQueryGradStep(b, problem, buffers, frame, op.getHead(),
                      op.getKvHead(), op.getRowStart(), op.getRows(),
                      op.getKeyStart(), op.getKeys(), op.getDBias());
    rewriter.replaceOpWithMultiple(op, {buffers.values()});
    return success();
  }
};

struct LowerQueryGradFinish : public OpConversionPattern<QueryGradFinishOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(QueryGradFinishOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    KernelBuilder kb(b);
    QueryGradStateType state = op.getState().getType();
    AttentionProblem problem =
        baseProblem(op.getLayout(), state);
    problem.scale = op.getScale().convertToDouble();
    SequenceFrame frame =
        tokenFrame(kb, op.getBatch(), op.getBase(), /*baseKv=*/Value());
    emitQueryGradFinish(b, problem,
                        QueryGradTileBuffers::fromValues(adaptor.getState()),
                        frame, op.getHead(), op.getRowStart(), op.getRows(),
                        op.getDQuery());
    rewriter.eraseOp(op);
    return success();
  }
};

struct LowerKeyGradInit : public OpConversionPattern<KeyGradInitOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(KeyGradInitOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    KernelBuilder kb(b);
    KeyGradStateType state = op.getState().getType();
    AttentionProblem problem =
        baseProblem(op.getLayout(), state);
    problem.key = op.getKey();
    problem.value = op.getValue();
    KeyGradTileBuffers buffers = KeyGradTileBuffers::allocate(kb, state);
    SequenceFrame frame =
        tokenFrame(kb, op.getBatch(), /*baseQ=*/Value(), op.getKeyBase());
    emitKeyGradInit(b, problem, buffers, frame, op.getKvHead(),
                    op.getKeyStart(), op.getKeys());
    rewriter.replaceOpWithMultiple(op, {buffers.values()});
    return success();
  }
};

struct LowerKeyGradStep : public OpConversionPattern<KeyGradStepOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(KeyGradStepOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    KeyGradStateType state = op.getState().getType();
    AttentionProblem problem =
        baseProblem(op.getLayout(), state);
    addStepClauses(problem, op);
    problem.scale = op.getScale().convertToDouble();
    problem.query = op.getQuery();
    KeyGradTileBuffers buffers =
        KeyGradTileBuffers::fromValues(adaptor.getState());
    SequenceFrame frame =
        sequenceFrame(b, problem.band, op.getBatch(), op.getLengthQ(),
                      op.getLengthKv(), /*keyBase=*/Value());
    if (Value base = op.getBase())
      frame.baseQ = base;
    emitKeyGradStep(b, problem, buffers, frame, op.getHead(),
                    op.getRowStart(), op.getRows(), op.getKeyStart(),
                    op.getKeys(), op.getDOut(), op.getLse(), op.getDelta());
    rewriter.replaceOpWithMultiple(op, {buffers.values()});
    return success();
  }
};

struct LowerKeyGradFinish : public OpConversionPattern<KeyGradFinishOp> {
  using OpConversionPattern::OpConversionPattern;

  LogicalResult
  matchAndRewrite(KeyGradFinishOp op, OneToNOpAdaptor adaptor,
                  ConversionPatternRewriter &rewriter) const override {
    ImplicitLocOpBuilder b(op.getLoc(), rewriter);
    KernelBuilder kb(b);
    KeyGradStateType state = op.getState().getType();
    AttentionProblem problem =
        baseProblem(op.getLayout(), state);
    SequenceFrame frame =
        tokenFrame(kb, op.getBatch(), /*baseQ=*/Value(), op.getKeyBase());
    emitKeyGradFinish(b, problem,
                      KeyGradTileBuffers::fromValues(adaptor.getState()),
                      frame, op.getKvHead(), op.getKeyStart(), op.getKeys(),
                      op.getDKey(), op.getDValue());
    rewriter.eraseOp(op);
    return success();
  }
};
} // namespace

/// Whether `type` is one of the tile-level IR's state types.
static bool isTileState(Type type) {
  return isa<OnlineStateType, QueryGradStateType, KeyGradStateType>(type);
}

/// Puts the block of every attn.online_init that is a loop body (not a
/// function's) into a memref.alloca_scope, so that the tile's stack buffers
/// are released per iteration instead of piling up.
static LogicalResult scopeTileBuffers(Operation *root) {
  SmallVector<Operation *> inits;
  root->walk([&](Operation *op) {
    if (isa<OnlineInitOp, QueryGradInitOp, KeyGradInitOp>(op))
      inits.push_back(op);
  });
  DenseSet<Block *> scoped;
  for (Operation *init : inits) {
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
        if (isTileState(result.getType()))
          return result.getDefiningOp()->emitOpError(
              "the CPU lowering keeps a tile state in stack buffers of the "
              "block of the op that starts it; this state leaves it");
        escaping.push_back(result);
      }
    OpBuilder b(init->getContext());
    if (terminator)
      b.setInsertionPoint(terminator);
    else
      b.setInsertionPointToEnd(block);
    auto scope = memref::AllocaScopeOp::create(b, init->getLoc(),
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
    memref::AllocaScopeReturnOp::create(b, init->getLoc(), escaping);
  }
  return success();
}

/// Checks that online states flow only into the tile ops and scf control
/// flow, which the 1:N conversion carries; anything else (a call, a return)
/// would leave a state without its buffers.
static LogicalResult checkStateUses(Operation *root) {
  WalkResult result = root->walk([](Operation *op) {
    for (OpOperand &use : op->getOpOperands()) {
      if (!isTileState(use.get().getType()) ||
          isa<OnlineStepOp, OnlineFinishOp, QueryGradStepOp,
              QueryGradFinishOp, KeyGradStepOp, KeyGradFinishOp>(op) ||
          op->getDialect()->getNamespace() == "scf")
        continue;
      op->emitOpError() << "takes a tile state (operand "
                        << use.getOperandNumber()
                        << "); on the CPU a state flows only into the tile "
                           "ops' steps and finishes and scf control flow";
      return WalkResult::interrupt();
    }
    return WalkResult::advance();
  });
  return failure(result.wasInterrupted());
}

LogicalResult mlir::attn::cpu::lowerTileOpsToCPU(Operation *root) {
  // The vector code stages key tiles in multiples of 8 lanes.
  WalkResult checked = root->walk([&](Operation *op) {
    int64_t keys = 8;
    if (auto init = dyn_cast<OnlineInitOp>(op))
      keys = init.getState().getType().getKeys();
    else if (auto init = dyn_cast<QueryGradInitOp>(op))
      keys = init.getState().getType().getKeys();
    else if (auto init = dyn_cast<KeyGradInitOp>(op))
      keys = init.getState().getType().getKeys();
    if (keys % 8 == 0)
      return WalkResult::advance();
    op->emitOpError() << "invalid CPU key tile " << keys
                      << " (a positive multiple of 8)";
    return WalkResult::interrupt();
  });
  if (checked.wasInterrupted() || failed(checkStateUses(root)) ||
      failed(scopeTileBuffers(root)))
    return failure();

  MLIRContext *context = root->getContext();
  TypeConverter converter;
  converter.addConversion([](Type type) { return type; });
  // Each state becomes its tile's buffers, in the order of the buffer
  // struct's shapes().
  auto buffersOf = [](MLIRContext *context,
                      ArrayRef<SmallVector<int64_t, 2>> shapes,
                      SmallVectorImpl<Type> &results) {
    Type f32 = Float32Type::get(context);
    for (ArrayRef<int64_t> shape : shapes)
      results.push_back(MemRefType::get(shape, f32));
    return success();
  };
  converter.addConversion(
      [=](OnlineStateType state,
          SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        return buffersOf(state.getContext(),
                         ForwardTileBuffers::shapes(state), results);
      });
  converter.addConversion(
      [=](QueryGradStateType state,
          SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        return buffersOf(state.getContext(),
                         QueryGradTileBuffers::shapes(state), results);
      });
  converter.addConversion(
      [=](KeyGradStateType state,
          SmallVectorImpl<Type> &results) -> std::optional<LogicalResult> {
        return buffersOf(state.getContext(),
                         KeyGradTileBuffers::shapes(state), results);
      });

  ConversionTarget target(*context);
  target.addIllegalOp<OnlineInitOp, OnlineStepOp, OnlineFinishOp, BandKeysOp,
                      BandRowsOp, QueryGradInitOp, QueryGradStepOp,
                      QueryGradFinishOp, KeyGradInitOp, KeyGradStepOp,
                      KeyGradFinishOp>();
  target.markUnknownOpDynamicallyLegal([](Operation *) { return true; });
  RewritePatternSet patterns(context);
  patterns.add<LowerOnlineInit, LowerOnlineStep, LowerOnlineFinish,
               LowerQueryGradInit, LowerQueryGradStep, LowerQueryGradFinish,
               LowerKeyGradInit, LowerKeyGradStep, LowerKeyGradFinish>(
      converter, context);
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
