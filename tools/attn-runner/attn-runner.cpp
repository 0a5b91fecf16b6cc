//===- attn-runner.cpp - compile, run, verify and time attention ----------===//
//
// attn-runner FILE.mlir [--entry=NAME] [--target=cpu] [--inputs=a.npy,...]
//     [--outputs=o.npy,...] [--seed=N] [--warmup=N --iters=N] [--no-raise]
//     [--mode=fwd|train] [--verify=auto|reference|differential|none] [--json]
//
// Compiles the entry through the runtime artifact path (the same shared
// object attn-compile writes), runs it on seeded random or given inputs
// with poisoned outputs, verifies it against the fp64 reference of the attn
// ops it contains (or, for programs around attention, against the naive
// program compiled without raising), and times it.
//
//===----------------------------------------------------------------------===//

#include "Npy.h"
#include "Reference.h"

#include "attn/Dialect/Attn/IR/AttnOps.h"
#include "attn/Dialect/Attn/Transforms/Passes.h"
#include "attn/Dialect/Attn/Utils/MaskBand.h"
#include "attn/Dialect/Attn/Utils/Modifiers.h"
#include "attn/Driver/Compiler.h"
#include "attn/Pipelines/Pipelines.h"
#include "attn/Support/ParserDefects.h"
#include "attn/attn_runtime.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"
#include "mlir/IR/Builders.h"
#include "mlir/IR/IRMapping.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"
#include "mlir/Transforms/Passes.h"
#include "mlir/Support/FileUtilities.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/CommandLine.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/FormatVariadic.h"
#include "llvm/Support/InitLLVM.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SourceMgr.h"
#include "llvm/Support/raw_ostream.h"

#include <sys/resource.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstring>
#include <map>
#include <optional>
#include <random>

using namespace mlir;
namespace cl = llvm::cl;
namespace npy = ::attn::npy;
namespace ref = ::attn::reference;

namespace {
cl::opt<std::string> inputFile(cl::Positional, cl::desc("<input.mlir>"),
                               cl::Required);
cl::opt<std::string> entryName("entry", cl::desc("entry function"),
                               cl::init(""));
cl::opt<std::string> backendName(
    "backend",
    cl::desc("with --target=cuda: fused (generated kernels), cudnn (cuDNN's "
             "fused attention) or auto"),
    cl::init("fused"));
cl::opt<std::string> targetName("target", cl::desc("target: cpu or cuda"),
                                cl::init("cpu"));
cl::opt<std::string> inputsOption("inputs",
                                  cl::desc("comma-separated .npy inputs"),
                                  cl::init(""));
cl::opt<std::string> outputsOption("outputs",
                                   cl::desc("comma-separated .npy outputs"),
                                   cl::init(""));
cl::opt<uint64_t> seedOption("seed", cl::desc("seed of random inputs"),
                             cl::init(0));
cl::opt<int> warmupOption("warmup", cl::desc("untimed runs first"),
                          cl::init(1));
cl::opt<int> itersOption("iters", cl::desc("timed runs"), cl::init(3));
cl::opt<bool> noRaise("no-raise",
                      cl::desc("run the program as written (naive) and "
                               "verify it against the raised one"));
cl::opt<int64_t> trainOpOption(
    "train-op",
    cl::desc("with --mode=train: which attn.sdpa of the raised entry to "
             "train (0-based; default: the only one)"),
    cl::init(-1));
cl::opt<std::string> modeOption("mode", cl::desc("fwd or train"),
                                cl::init("fwd"));
cl::opt<std::string> verifyOption(
    "verify", cl::desc("auto, reference, differential or none"),
    cl::init("auto"));
cl::opt<bool> jsonOption("json", cl::desc("print a JSON summary last"));
cl::opt<int64_t> queryTileOption(
    "query-tile", cl::desc("CPU query tile (0: 64 forward, 32 backward)"),
    cl::init(0));
cl::opt<int64_t> keyTileOption("key-tile", cl::desc("CPU key tile"),
                               cl::init(32));
cl::opt<bool> alignKeyStepsOption(
    "align-key-steps",
    cl::desc("CPU: start the forward's key steps on whole key tiles, as the "
             "generated GPU kernels do"));
cl::opt<std::string> keepArtifact(
    "keep-artifact", cl::desc("also copy the compiled module here"),
    cl::init(""));

/// A failure with a message for the user.
struct RunnerError {
  std::string message;
};

/// The scratch directory of this run ("" until created).
std::string &scratchPath() {
  static std::string path;
  return path;
}

[[noreturn]] void fatal(const llvm::Twine &message) {
  llvm::errs() << "attn-runner: error: " << message << "\n";
  if (!scratchPath().empty())
    llvm::sys::fs::remove_directories(scratchPath());
  std::exit(1);
}

/// A host buffer for one entry argument.
struct HostBuffer {
  attn_dtype dtype = ATTN_DTYPE_F32;
  std::vector<int64_t> shape;
  std::vector<uint8_t> bytes;
  bool isOutput = false;
  bool isScalar = false;

  int64_t elements() const {
    int64_t n = 1;
    for (int64_t s : shape)
      n *= s;
    return n;
  }
  attn_buffer view() {
    return attn_buffer{bytes.data(), dtype, static_cast<int32_t>(shape.size()),
                       shape.data(), nullptr};
  }
};

bool isFloat(attn_dtype dtype) {
  return dtype == ATTN_DTYPE_F32 || dtype == ATTN_DTYPE_F16 ||
         dtype == ATTN_DTYPE_BF16 || dtype == ATTN_DTYPE_F64;
}

double readElement(const HostBuffer &buffer, int64_t i) {
  const uint8_t *p = buffer.bytes.data();
  switch (buffer.dtype) {
  case ATTN_DTYPE_F32: {
    float v;
    std::memcpy(&v, p + 4 * i, 4);
    return v;
  }
  case ATTN_DTYPE_F64: {
    double v;
    std::memcpy(&v, p + 8 * i, 8);
    return v;
  }
  case ATTN_DTYPE_F16:
  case ATTN_DTYPE_BF16: {
    uint16_t bits;
    std::memcpy(&bits, p + 2 * i, 2);
    return buffer.dtype == ATTN_DTYPE_F16 ? npy::halfToFloat(bits)
                                          : npy::bfloat16ToFloat(bits);
  }
  case ATTN_DTYPE_I32: {
    int32_t v;
    std::memcpy(&v, p + 4 * i, 4);
    return v;
  }
  case ATTN_DTYPE_I64: {
    int64_t v;
    std::memcpy(&v, p + 8 * i, 8);
    return static_cast<double>(v);
  }
  case ATTN_DTYPE_I1:
  case ATTN_DTYPE_I8:
    return static_cast<int8_t>(p[i]);
  }
  return 0;
}

void writeElement(HostBuffer &buffer, int64_t i, double value) {
  uint8_t *p = buffer.bytes.data();
  switch (buffer.dtype) {
  case ATTN_DTYPE_F32: {
    float v = static_cast<float>(value);
    std::memcpy(p + 4 * i, &v, 4);
    return;
  }
  case ATTN_DTYPE_F64:
    std::memcpy(p + 8 * i, &value, 8);
    return;
  case ATTN_DTYPE_F16:
  case ATTN_DTYPE_BF16: {
    uint16_t bits = buffer.dtype == ATTN_DTYPE_F16
                        ? npy::floatToHalf(static_cast<float>(value))
                        : npy::floatToBfloat16(static_cast<float>(value));
    std::memcpy(p + 2 * i, &bits, 2);
    return;
  }
  case ATTN_DTYPE_I32: {
    int32_t v = static_cast<int32_t>(value);
    std::memcpy(p + 4 * i, &v, 4);
    return;
  }
  case ATTN_DTYPE_I64: {
    int64_t v = static_cast<int64_t>(value);
    std::memcpy(p + 8 * i, &v, 8);
    return;
  }
  case ATTN_DTYPE_I1:
    p[i] = value != 0;
    return;
  case ATTN_DTYPE_I8:
    p[i] = static_cast<uint8_t>(static_cast<int8_t>(value));
    return;
  }
}

std::optional<attn_dtype> dtypeOf(Type type) {
  if (type.isF32())
    return ATTN_DTYPE_F32;
  if (type.isF16())
    return ATTN_DTYPE_F16;
  if (type.isBF16())
    return ATTN_DTYPE_BF16;
  if (type.isF64())
    return ATTN_DTYPE_F64;
  if (type.isInteger(1))
    return ATTN_DTYPE_I1;
  if (type.isInteger(8))
    return ATTN_DTYPE_I8;
  if (type.isInteger(32))
    return ATTN_DTYPE_I32;
  if (type.isInteger(64))
    return ATTN_DTYPE_I64;
  return std::nullopt;
}

std::optional<npy::DType> npyOf(attn_dtype dtype) {
  switch (dtype) {
  case ATTN_DTYPE_F32:
    return npy::DType::f32;
  case ATTN_DTYPE_F16:
    return npy::DType::f16;
  case ATTN_DTYPE_BF16:
    return npy::DType::bf16;
  case ATTN_DTYPE_F64:
    return npy::DType::f64;
  case ATTN_DTYPE_I1:
    return npy::DType::boolean;
  case ATTN_DTYPE_I8:
    return npy::DType::i8;
  case ATTN_DTYPE_I32:
    return npy::DType::i32;
  case ATTN_DTYPE_I64:
    return npy::DType::i64;
  }
  return std::nullopt;
}

/// Describes the arguments of `func` (inputs, then results as outputs) as
/// host buffers; every size must be static.
std::vector<HostBuffer> describeSignature(func::FuncOp func) {
  std::vector<HostBuffer> buffers;
  auto describe = [&](Type type, bool isOutput, unsigned index) {
    HostBuffer buffer;
    buffer.isOutput = isOutput;
    Type element = type;
    if (auto shaped = dyn_cast<RankedTensorType>(type)) {
      if (!shaped.hasStaticShape())
        fatal(llvm::Twine("entry '") + func.getSymName() + "' " +
              (isOutput ? "result" : "argument") + " #" +
              llvm::Twine(index) +
              " has a dynamic shape, which attn-runner cannot size; give "
              "static shapes");
      buffer.shape.assign(shaped.getShape().begin(), shaped.getShape().end());
      element = shaped.getElementType();
    } else if (isa<ShapedType>(type)) {
      fatal(llvm::Twine("entry '") + func.getSymName() +
            "' has an unsupported argument type (only ranked tensors and "
            "scalars)");
    } else {
      buffer.isScalar = true;
    }
    std::optional<attn_dtype> dtype = dtypeOf(element);
    if (!dtype) {
      std::string text;
      llvm::raw_string_ostream os(text);
      os << element;
      fatal(llvm::Twine("entry '") + func.getSymName() +
            "' uses unsupported element type " + text);
    }
    buffer.dtype = *dtype;
    buffer.bytes.resize(buffer.elements() * attn_dtype_size(buffer.dtype));
    buffers.push_back(std::move(buffer));
  };
  for (auto [i, type] : llvm::enumerate(func.getArgumentTypes()))
    describe(type, false, i);
  for (auto [i, type] : llvm::enumerate(func.getResultTypes()))
    describe(type, true, i);
  return buffers;
}

//===----------------------------------------------------------------------===//
// What the entry computes
//===----------------------------------------------------------------------===//

/// An attn op whose tensor operands are entry arguments and whose results
/// are returned directly: the fp64 reference can check it.
struct CheckableOp {
  Operation *op;
  std::map<std::string, int> operandArgs; // operand name -> argument index
  std::vector<int> resultOutputs;         // result i -> output index or -1
};

ref::Layout toReference(mlir::attn::Layout layout) {
  switch (layout) {
  case mlir::attn::Layout::bshd:
    return ref::Layout::bshd;
  case mlir::attn::Layout::bhsd:
    return ref::Layout::bhsd;
  case mlir::attn::Layout::sbhd:
    return ref::Layout::sbhd;
  case mlir::attn::Layout::thd:
    return ref::Layout::thd;
  }
  return ref::Layout::bshd;
}

template <typename OpTy>
ref::Config referenceConfig(OpTy op) {
  ref::Config config;
  config.layout = toReference(op.getLayout());
  switch (op.getCausal()) {
  case mlir::attn::CausalMask::none:
    config.causal = ref::Causal::none;
    break;
  case mlir::attn::CausalMask::top_left:
    config.causal = ref::Causal::topLeft;
    break;
  case mlir::attn::CausalMask::bottom_right:
    config.causal = ref::Causal::bottomRight;
    break;
  }
  config.windowLeft = op.getWindowLeft();
  config.windowRight = op.getWindowRight();
  config.scale = op.getEffectiveScale().value_or(0.0);
  switch (op.getSoftmax()) {
  case mlir::attn::SoftmaxKind::vanilla:
    config.softmax = ref::Softmax::vanilla;
    break;
  case mlir::attn::SoftmaxKind::off_by_one:
    config.softmax = ref::Softmax::offByOne;
    break;
  case mlir::attn::SoftmaxKind::learnable:
    config.softmax = ref::Softmax::learnable;
    break;
  }
  config.dropout = op.getDropout().convertToDouble();
  // The modifier regions, evaluated in fp64 with their derivative (the
  // block outlives the reference run: the op stays in the module).
  if (Block *block = op.getScoreModBlock())
    config.scoreMod = [block](int64_t b, int64_t h, int64_t i, int64_t j,
                              double s, double &modified,
                              double &derivative) -> std::string {
      std::string why;
      auto result = mlir::attn::evaluateModifier(*block, {b, h, i, j}, s, why);
      if (failed(result))
        return "score_mod: " + why;
      std::tie(modified, derivative) = *result;
      return "";
    };
  if (Block *block = op.getMaskModBlock())
    config.maskMod = [block](int64_t b, int64_t h, int64_t i, int64_t j,
                             bool &allowed) -> std::string {
      std::string why;
      auto result = mlir::attn::evaluateModifier(*block, {b, h, i, j}, 0, why);
      if (failed(result))
        return "mask_mod: " + why;
      allowed = result->first != 0;
      return "";
    };
  return config;
}

/// Names of the optional operands shared by both ops, with their values.
template <typename OpTy>
std::vector<std::pair<std::string, Value>> namedOperands(OpTy op) {
  std::vector<std::pair<std::string, Value>> named = {
      {"query", op.getQuery()},         {"key", op.getKey()},
      {"value", op.getValue()},         {"bias", op.getBias()},
      {"alibi", op.getAlibiSlopes()},   {"sink", op.getSink()},
      {"seqlens_q", op.getSeqlensQ()},  {"seqlens_kv", op.getSeqlensKv()},
      {"seed", op.getDropoutSeed()},    {"offset", op.getDropoutOffset()}};
  if constexpr (std::is_same_v<OpTy, mlir::attn::SdpaGradOp>) {
    named.push_back({"out", op.getOut()});
    named.push_back({"d_out", op.getDOut()});
    named.push_back({"lse", op.getLse()});
  }
  return named;
}

/// Maps the operands of attn op `op` to entry arguments, or nullopt if one
/// is not an argument of `func`.
std::optional<CheckableOp> mapOperands(Operation *op, func::FuncOp func) {
  CheckableOp checkable{op, {}, {}};
  auto record = [&](auto named) -> bool {
    for (auto &[name, value] : named) {
      if (!value)
        continue;
      auto arg = dyn_cast<BlockArgument>(value);
      if (!arg || arg.getOwner() != &func.getBody().front())
        return false;
      checkable.operandArgs[name] = arg.getArgNumber();
    }
    return true;
  };
  bool ok = isa<mlir::attn::SdpaOp>(op)
                ? record(namedOperands(cast<mlir::attn::SdpaOp>(op)))
                : record(namedOperands(cast<mlir::attn::SdpaGradOp>(op)));
  if (!ok)
    return std::nullopt;
  return checkable;
}

/// The checkable attn ops of `func`, or nullopt if the function does more
/// than run attn ops on its arguments.
std::optional<std::vector<CheckableOp>> findCheckableOps(func::FuncOp func) {
  std::vector<CheckableOp> ops;
  auto returnOp = cast<func::ReturnOp>(func.getBody().front().getTerminator());
  for (Operation &op : func.getBody().front()) {
    if (&op == returnOp.getOperation())
      continue;
    if (!isa<mlir::attn::SdpaOp, mlir::attn::SdpaGradOp>(op))
      return std::nullopt;
    std::optional<CheckableOp> checkable = mapOperands(&op, func);
    if (!checkable)
      return std::nullopt;
    for (Value result : op.getResults()) {
      int output = -1;
      for (OpOperand &use : result.getUses()) {
        if (use.getOwner() != returnOp.getOperation())
          return std::nullopt;
        output = use.getOperandNumber();
      }
      checkable->resultOutputs.push_back(output);
    }
    ops.push_back(std::move(*checkable));
  }
  // A function with no attn op at all (e.g. a copy that canonicalised
  // away) has nothing the reference could check.
  if (ops.empty())
    return std::nullopt;
  return ops;
}

/// Entry arguments that attn ops read as lengths or offsets, with the
/// sequence extent they index.
struct LengthArgument {
  bool cumulative = false;
  int64_t extent = 0;
};

std::map<int, LengthArgument> findLengthArguments(func::FuncOp func) {
  std::map<int, LengthArgument> lengths;
  func.walk([&](Operation *op) {
    auto visit = [&](auto attnOp) {
      mlir::attn::AttentionDims dims = attnOp.getDims();
      bool packed = attnOp.getLayout() == mlir::attn::Layout::thd;
      for (auto [value, extent] :
           {std::pair{attnOp.getSeqlensQ(), dims.seqQ},
            std::pair{attnOp.getSeqlensKv(), dims.seqKv}}) {
        if (auto arg = dyn_cast_or_null<BlockArgument>(value))
          lengths[arg.getArgNumber()] = {packed, extent};
      }
    };
    if (auto sdpa = dyn_cast<mlir::attn::SdpaOp>(op))
      visit(sdpa);
    else if (auto grad = dyn_cast<mlir::attn::SdpaGradOp>(op))
      visit(grad);
  });
  return lengths;
}

//===----------------------------------------------------------------------===//
// Inputs
//===----------------------------------------------------------------------===//

void randomInputs(std::vector<HostBuffer> &buffers,
                  const std::map<int, LengthArgument> &lengths,
                  uint64_t seed) {
  std::mt19937_64 rng(seed ^ 0x5eed5eedULL);
  std::uniform_real_distribution<double> uniform(-1.0, 1.0);
  for (auto [index, buffer] : llvm::enumerate(buffers)) {
    if (buffer.isOutput)
      continue;
    int64_t n = buffer.elements();
    auto length = lengths.find(static_cast<int>(index));
    if (length != lengths.end() && !buffer.isScalar) {
      int64_t extent = length->second.extent;
      if (!length->second.cumulative) {
        // The first length full; the others the edges (0, 1, S - 1, S) as
        // often as anything in [0, S], which is mostly not a multiple of
        // any tile. The seed is in every test's RUN line.
        std::uniform_int_distribution<int64_t> pick(0, extent);
        std::uniform_int_distribution<int> kind(0, 7);
        for (int64_t i = 0; i < n; ++i) {
          int64_t value = pick(rng);
          switch (i == 0 ? -1 : kind(rng)) {
          case -1:
            value = extent;
            break;
          case 0:
            value = 0;
            break;
          case 1:
            value = std::min<int64_t>(1, extent);
            break;
          case 2:
            value = std::max<int64_t>(0, extent - 1);
            break;
          case 3:
            value = extent;
            break;
          default:
            break;
          }
          writeElement(buffer, i, static_cast<double>(value));
        }
      } else {
        // Offsets 0 = cu[0] <= ... <= cu[B] <= extent, sequences non-empty
        // when the extent allows, a few trailing tokens unused.
        int64_t batches = n - 1;
        int64_t usable = std::max<int64_t>(batches, extent - extent / 8);
        usable = std::min(usable, extent);
        std::vector<int64_t> cuts;
        std::uniform_int_distribution<int64_t> pick(1, std::max<int64_t>(
                                                           1, usable - 1));
        for (int64_t i = 0; i + 1 < batches; ++i)
          cuts.push_back(pick(rng));
        std::sort(cuts.begin(), cuts.end());
        writeElement(buffer, 0, 0);
        for (int64_t i = 0; i + 1 < batches; ++i)
          writeElement(buffer, i + 1, static_cast<double>(cuts[i]));
        writeElement(buffer, batches, static_cast<double>(usable));
      }
      continue;
    }
    for (int64_t i = 0; i < n; ++i) {
      switch (buffer.dtype) {
      case ATTN_DTYPE_I1:
        writeElement(buffer, i, rng() & 1);
        break;
      case ATTN_DTYPE_I8:
      case ATTN_DTYPE_I32:
        writeElement(buffer, i, static_cast<double>(rng() % 7));
        break;
      case ATTN_DTYPE_I64:
        writeElement(buffer, i, static_cast<double>(rng() >> 12));
        break;
      default:
        writeElement(buffer, i, uniform(rng));
      }
    }
  }
}

void loadInputs(std::vector<HostBuffer> &buffers, StringRef list) {
  SmallVector<StringRef> paths;
  list.split(paths, ',', -1, false);
  size_t inputs = 0;
  for (HostBuffer &buffer : buffers)
    inputs += !buffer.isOutput;
  if (paths.size() != inputs)
    fatal(llvm::Twine("--inputs names ") + llvm::Twine(paths.size()) +
          " files but the entry takes " + llvm::Twine(inputs) + " inputs");
  size_t next = 0;
  for (auto [index, buffer] : llvm::enumerate(buffers)) {
    if (buffer.isOutput)
      continue;
    std::string path = paths[next++].str();
    npy::Array array;
    if (std::string error = npy::read(path, array); !error.empty())
      fatal(error);
    std::optional<npy::DType> expected = npyOf(buffer.dtype);
    if (!expected || array.dtype != *expected)
      fatal(path + ": element type " + npy::dtypeName(array.dtype) +
            " does not match argument #" + std::to_string(index) + " (" +
            attn_dtype_name(buffer.dtype) + ")");
    if (array.shape != buffer.shape) {
      std::string got, want;
      for (int64_t s : array.shape)
        got += (got.empty() ? "" : "x") + std::to_string(s);
      for (int64_t s : buffer.shape)
        want += (want.empty() ? "" : "x") + std::to_string(s);
      fatal(path + ": shape " + got + " does not match argument #" +
            std::to_string(index) + " (" + want + ")");
    }
    buffer.bytes = std::move(array.bytes);
  }
}

/// NaN for floats, all ones for integers: a kernel that skips an element
/// cannot pass verification.
void poison(HostBuffer &buffer) {
  if (isFloat(buffer.dtype)) {
    for (int64_t i = 0; i < buffer.elements(); ++i)
      writeElement(buffer, i, std::nan(""));
    return;
  }
  std::fill(buffer.bytes.begin(), buffer.bytes.end(), 0xFF);
}

ref::Tensor toTensor(const HostBuffer &buffer) {
  ref::Tensor tensor;
  tensor.shape = buffer.shape;
  tensor.data.resize(buffer.elements());
  for (int64_t i = 0; i < buffer.elements(); ++i)
    tensor.data[i] = readElement(buffer, i);
  return tensor;
}

//===----------------------------------------------------------------------===//
// Comparison
//===----------------------------------------------------------------------===//

/// Tolerance of normwise relative error for an output element type.
double toleranceFor(attn_dtype dtype, bool gradient) {
  switch (dtype) {
  case ATTN_DTYPE_BF16:
    return gradient ? 3e-2 : 2e-2;
  case ATTN_DTYPE_F16:
    return gradient ? 1e-2 : 5e-3;
  default:
    return gradient ? 1e-4 : 2e-5;
  }
}

struct Comparison {
  double relativeError = 0; // max |got − want| / max |want|
  std::string problem;      // non-empty: a mismatch that is not a number
};

Comparison compare(const HostBuffer &got, const std::vector<double> &want) {
  Comparison result;
  double maxDiff = 0, maxWant = 0;
  for (int64_t i = 0; i < got.elements(); ++i) {
    double g = readElement(got, i), w = want[i];
    if (std::isinf(w) || std::isinf(g)) {
      if (g != w && result.problem.empty())
        result.problem = "element " + std::to_string(i) + " is " +
                         std::to_string(g) + ", expected " + std::to_string(w);
      continue;
    }
    if (std::isnan(g) || std::isnan(w)) {
      if (result.problem.empty())
        result.problem = "element " + std::to_string(i) + " is " +
                         std::to_string(g) + ", expected " + std::to_string(w);
      continue;
    }
    maxDiff = std::max(maxDiff, std::fabs(g - w));
    maxWant = std::max(maxWant, std::fabs(w));
  }
  result.relativeError = maxDiff / std::max(maxWant, 1e-30);
  return result;
}

//===----------------------------------------------------------------------===//
// Compilation and execution
//===----------------------------------------------------------------------===//

struct LoadedModule {
  attn_module *module = nullptr;
  attn_entry *entry = nullptr;
  // Device copies of the buffers of a CUDA module (null for scalars).
  std::vector<void *> device;
  bool cuda() const {
    return module && attn_module_target(module) == ATTN_TARGET_CUDA;
  }
  ~LoadedModule() {
    for (void *pointer : device)
      attn_device_free(pointer);
    attn_module_destroy(module);
  }
};

std::string scratchDirectory() {
  std::string &directory = scratchPath();
  if (directory.empty()) {
    llvm::SmallString<128> path;
    if (std::error_code ec =
            llvm::sys::fs::createUniqueDirectory("attn-runner", path))
      fatal("cannot create a scratch directory: " + ec.message());
    directory = path.str().str();
  }
  return directory;
}

void compileAndLoad(ModuleOp module, StringRef name, StringRef entry,
                    LoadedModule &loaded, StringRef target) {
  std::string path = scratchDirectory() + "/" + name.str() + ".so";
  mlir::attn::CompileOptions options;
  options.target = target.str();
  options.gpuBackend = backendName;
  options.queryTile = queryTileOption;
  options.keyTile = keyTileOption;
  options.alignKeySteps = alignKeyStepsOption;
  options.raise = false; // raised (or deliberately naive) already
  if (failed(mlir::attn::compileToSharedLibrary(module, path, options)))
    fatal("compilation failed");
  if (!keepArtifact.empty() && name == "module") {
    if (std::error_code ec = llvm::sys::fs::copy_file(path, keepArtifact))
      fatal("cannot copy the artifact to " + keepArtifact + ": " +
            ec.message());
  }
  if (attn_module_load(path.c_str(), &loaded.module) != ATTN_OK)
    fatal(attn_last_error());
  if (attn_module_find_entry(loaded.module, entry.str().c_str(),
                             &loaded.entry) != ATTN_OK)
    fatal(attn_last_error());
}

/// Copies the buffers (outputs too, so that their poison is what the device
/// sees) to the device of a CUDA module; nothing for CPU modules.
void upload(LoadedModule &loaded, std::vector<HostBuffer> &buffers) {
  if (!loaded.cuda())
    return;
  if (loaded.device.empty()) {
    loaded.device.assign(buffers.size(), nullptr);
    for (size_t i = 0; i < buffers.size(); ++i)
      if (!buffers[i].isScalar &&
          attn_device_alloc(buffers[i].bytes.size(), &loaded.device[i]) !=
              ATTN_OK)
        fatal(attn_last_error());
  }
  for (size_t i = 0; i < buffers.size(); ++i)
    if (loaded.device[i] &&
        attn_device_copy_to_device(loaded.device[i], buffers[i].bytes.data(),
                                   buffers[i].bytes.size()) != ATTN_OK)
      fatal(attn_last_error());
}

/// Copies the outputs of a CUDA module back.
void download(LoadedModule &loaded, std::vector<HostBuffer> &buffers) {
  if (!loaded.cuda())
    return;
  for (size_t i = 0; i < buffers.size(); ++i)
    if (buffers[i].isOutput && loaded.device[i] &&
        attn_device_copy_to_host(buffers[i].bytes.data(), loaded.device[i],
                                 buffers[i].bytes.size()) != ATTN_OK)
      fatal(attn_last_error());
}

/// Runs the entry on the uploaded buffers (it waits for CUDA kernels).
void launch(LoadedModule &loaded, std::vector<HostBuffer> &buffers) {
  std::vector<attn_buffer> views;
  for (size_t i = 0; i < buffers.size(); ++i) {
    views.push_back(buffers[i].view());
    if (loaded.cuda() && loaded.device[i])
      views.back().data = loaded.device[i];
  }
  if (attn_entry_invoke(loaded.entry, views.data(), views.size()) != ATTN_OK)
    fatal(attn_last_error());
}

void invoke(LoadedModule &loaded, std::vector<HostBuffer> &buffers) {
  upload(loaded, buffers);
  launch(loaded, buffers);
  download(loaded, buffers);
}

int64_t countAttnOps(ModuleOp module) {
  int64_t count = 0;
  module.walk([&](Operation *op) {
    count += isa<mlir::attn::SdpaOp, mlir::attn::SdpaGradOp>(op);
  });
  return count;
}

/// Pairs (i, j) that the mask allows, over all batches (per head).
double allowedPairs(mlir::attn::SdpaOp op, const std::vector<HostBuffer> &buffers,
                    const CheckableOp *checkable) {
  mlir::attn::AttentionDims dims = op.getDims();
  int64_t left = mlir::attn::clampWindowExtent(op.getWindowLeft(), dims.seqQ,
                                               dims.seqKv);
  int64_t right = mlir::attn::clampWindowExtent(op.getWindowRight(),
                                                dims.seqQ, dims.seqKv);
  bool causal = op.getCausal() != mlir::attn::CausalMask::none;
  bool bottomRight = op.getCausal() == mlir::attn::CausalMask::bottom_right;
  auto lengthsOf = [&](const char *name, int64_t full,
                       std::vector<int64_t> &out) {
    // A zero batch has no pairs; an unknown one (packed layouts) counts as
    // one until the lengths say otherwise.
    out.assign(dims.batch < 0 ? 1 : dims.batch, full);
    if (!checkable)
      return;
    auto it = checkable->operandArgs.find(name);
    if (it == checkable->operandArgs.end())
      return;
    const HostBuffer &buffer = buffers[it->second];
    bool packed = op.getLayout() == mlir::attn::Layout::thd;
    int64_t batches = packed ? buffer.elements() - 1 : buffer.elements();
    out.resize(batches);
    for (int64_t b = 0; b < batches; ++b)
      out[b] = packed ? static_cast<int64_t>(readElement(buffer, b + 1) -
                                             readElement(buffer, b))
                      : static_cast<int64_t>(readElement(buffer, b));
  };
  std::vector<int64_t> lq, lkv;
  lengthsOf("seqlens_q", dims.seqQ, lq);
  lengthsOf("seqlens_kv", dims.seqKv, lkv);
  double pairs = 0;
  for (size_t b = 0; b < lq.size() && b < lkv.size(); ++b) {
    int64_t o = bottomRight ? lkv[b] - lq[b] : 0;
    for (int64_t i = 0; i < lq[b]; ++i) {
      int64_t lo = left >= 0 ? std::max<int64_t>(0, i + o - left) : 0;
      int64_t hi = lkv[b] - 1;
      if (causal)
        hi = std::min(hi, i + o);
      else if (right >= 0)
        hi = std::min(hi, i + o + right);
      pairs += std::max<int64_t>(0, hi - lo + 1);
    }
  }
  return pairs;
}

/// Builds `<entry>_train`: the entry's attn.sdpa (with lse) followed by
/// attn.sdpa_grad on a d_out argument, returning (dq, dk, dv). An op on the
/// entry's arguments keeps the entry's signature; an op anywhere else in a
/// raised program (operands computed by layout copies, projections, ...)
/// is trained on its own operands, which become the arguments: the
/// gradients are those of the attention, not of the code around it.
/// `index` picks among several attn.sdpa ops (-1: there must be one).
func::FuncOp buildTrainingEntry(ModuleOp module, func::FuncOp entry,
                                int64_t index) {
  SmallVector<mlir::attn::SdpaOp> ops;
  entry.walk([&](mlir::attn::SdpaOp op) { ops.push_back(op); });
  if (ops.empty())
    fatal("--mode=train needs an attn.sdpa in the entry (after raising); "
          "it has none");
  if (index < 0 && ops.size() != 1)
    fatal("--mode=train trains one attn.sdpa; the entry has " +
          std::to_string(ops.size()) + ": pick one with --train-op=0.." +
          std::to_string(ops.size() - 1));
  if (index >= static_cast<int64_t>(ops.size()))
    fatal("--train-op=" + std::to_string(index) + ", but the entry has " +
          std::to_string(ops.size()) + " attn.sdpa ops");
  mlir::attn::SdpaOp forward = ops[index < 0 ? 0 : index];
  bool onArguments = llvm::all_of(forward->getOperands(), [&](Value v) {
    auto arg = dyn_cast<BlockArgument>(v);
    return arg && arg.getOwner() == &entry.getBody().front();
  });
  SmallVector<Value> sources(onArguments
                                 ? ValueRange(entry.getArguments())
                                 : ValueRange(forward->getOperands()));
  if (!onArguments)
    llvm::errs() << "attn-runner: training the attn.sdpa at "
                 << forward.getLoc()
                 << " on its own operands (computed in the entry; the code "
                    "around it is not differentiated)\n";
  OpBuilder builder(module.getContext());
  builder.setInsertionPointToEnd(module.getBody());
  SmallVector<Type> inputs;
  for (Value source : sources)
    inputs.push_back(source.getType());
  inputs.push_back(forward.getOut().getType());
  auto queryType = forward.getQuery().getType();
  auto keyType = forward.getKey().getType();
  auto valueType = forward.getValue().getType();
  auto type = builder.getFunctionType(inputs,
                                      {queryType, keyType, valueType});
  auto train = func::FuncOp::create(builder, entry.getLoc(),
                                    (entry.getSymName() + "_train").str(),
                                    type);
  Block *block = train.addEntryBlock();
  builder.setInsertionPointToStart(block);
  IRMapping mapping;
  for (auto [from, to] : llvm::zip(sources, block->getArguments()))
    mapping.map(from, to);
  Value dOut = block->getArguments().back();
  auto lseType = RankedTensorType::get(
      mlir::attn::getLseShape(forward.getLayout(), forward.getDims()),
      builder.getF32Type());
  auto lookup = [&](Value v) { return v ? mapping.lookup(v) : Value(); };
  auto sdpa = mlir::attn::SdpaOp::create(
      builder, entry.getLoc(), forward.getOut().getType(), lseType,
      lookup(forward.getQuery()), lookup(forward.getKey()),
      lookup(forward.getValue()), lookup(forward.getBias()),
      lookup(forward.getAlibiSlopes()), lookup(forward.getSink()),
      lookup(forward.getSeqlensQ()), lookup(forward.getSeqlensKv()),
      lookup(forward.getDropoutSeed()), lookup(forward.getDropoutOffset()),
      forward.getLayoutAttr(), forward.getCausalAttr(),
      forward.getWindowAttr(), forward.getScaleAttr(),
      forward.getSoftmaxAttr(), forward.getDropoutAttr());
  auto grad = mlir::attn::SdpaGradOp::create(
      builder, entry.getLoc(), queryType, keyType, valueType, Type(), Type(),
      sdpa.getQuery(), sdpa.getKey(), sdpa.getValue(), sdpa.getOut(), dOut,
      sdpa.getLse(), sdpa.getBias(), sdpa.getAlibiSlopes(), sdpa.getSink(),
      sdpa.getSeqlensQ(), sdpa.getSeqlensKv(), sdpa.getDropoutSeed(),
      sdpa.getDropoutOffset(), forward.getLayoutAttr(),
      forward.getCausalAttr(), forward.getWindowAttr(),
      forward.getScaleAttr(), forward.getSoftmaxAttr(),
      forward.getDropoutAttr());
  mlir::attn::copyModifierRegions(forward, sdpa);
  mlir::attn::copyModifierRegions(forward, grad);
  func::ReturnOp::create(builder, entry.getLoc(),
                         ValueRange{grad.getDQuery(), grad.getDKey(),
                                    grad.getDValue()});
  entry.erase();
  return train;
}

/// Reference inputs of an attn op from the entry's buffers.
struct ReferenceInputs {
  ref::Tensor query, key, value, bias, alibi, sink;
  std::vector<int64_t> seqlensQ, seqlensKv;
  ref::Inputs inputs;
  uint64_t seed = 0, offset = 0;
};

void gatherReferenceInputs(const CheckableOp &checkable,
                           const std::vector<HostBuffer> &buffers,
                           ReferenceInputs &out) {
  auto tensor = [&](const char *name, ref::Tensor &target) -> const ref::Tensor * {
    auto it = checkable.operandArgs.find(name);
    if (it == checkable.operandArgs.end())
      return nullptr;
    target = toTensor(buffers[it->second]);
    return &target;
  };
  auto lengths = [&](const char *name, std::vector<int64_t> &target)
      -> const std::vector<int64_t> * {
    auto it = checkable.operandArgs.find(name);
    if (it == checkable.operandArgs.end())
      return nullptr;
    const HostBuffer &buffer = buffers[it->second];
    target.resize(buffer.elements());
    for (int64_t i = 0; i < buffer.elements(); ++i)
      target[i] = static_cast<int64_t>(readElement(buffer, i));
    return &target;
  };
  auto scalar = [&](const char *name) -> uint64_t {
    auto it = checkable.operandArgs.find(name);
    if (it == checkable.operandArgs.end())
      return 0;
    int64_t value;
    std::memcpy(&value, buffers[it->second].bytes.data(), 8);
    return static_cast<uint64_t>(value);
  };
  out.inputs.query = tensor("query", out.query);
  out.inputs.key = tensor("key", out.key);
  out.inputs.value = tensor("value", out.value);
  out.inputs.bias = tensor("bias", out.bias);
  out.inputs.alibiSlopes = tensor("alibi", out.alibi);
  out.inputs.sink = tensor("sink", out.sink);
  out.inputs.seqlensQ = lengths("seqlens_q", out.seqlensQ);
  out.inputs.seqlensKv = lengths("seqlens_kv", out.seqlensKv);
  out.seed = scalar("seed");
  out.offset = scalar("offset");
}

/// Fills the `out`/`lse` arguments of standalone attn.sdpa_grad ops with
/// the reference forward, so that the backward sees consistent inputs.
void prepareGradientInputs(const std::vector<CheckableOp> &ops,
                           std::vector<HostBuffer> &buffers) {
  for (const CheckableOp &checkable : ops) {
    auto grad = dyn_cast<mlir::attn::SdpaGradOp>(checkable.op);
    if (!grad)
      continue;
    ReferenceInputs in;
    gatherReferenceInputs(checkable, buffers, in);
    ref::Config config = referenceConfig(grad);
    config.seed = in.seed;
    config.offset = in.offset;
    ref::ForwardResult forward;
    if (std::string error = ref::forward(config, in.inputs, forward);
        !error.empty())
      fatal("reference forward: " + error);
    HostBuffer &out = buffers[checkable.operandArgs.at("out")];
    HostBuffer &lse = buffers[checkable.operandArgs.at("lse")];
    for (int64_t i = 0; i < out.elements(); ++i)
      writeElement(out, i, forward.out.data[i]);
    for (int64_t i = 0; i < lse.elements(); ++i)
      writeElement(lse, i, forward.lse.data[i]);
  }
}

struct Verdict {
  bool verified = true;
  double maxRelativeError = 0;
  std::vector<std::string> lines;
};

/// Compares `got` with `want`. The tolerance follows the coarser of the
/// output's element type and `precision`, the element type the computation
/// ran on (an f32 lse or d_sink of a bf16 op carries bf16 error).
void check(Verdict &verdict, const std::string &what, const HostBuffer &got,
           const std::vector<double> &want, bool gradient,
           attn_dtype precision) {
  Comparison c = compare(got, want);
  double tolerance = std::max(toleranceFor(got.dtype, gradient),
                              toleranceFor(precision, gradient));
  bool ok = c.problem.empty() && c.relativeError <= tolerance;
  verdict.verified &= ok;
  verdict.maxRelativeError = std::max(verdict.maxRelativeError,
                                      c.problem.empty() ? c.relativeError
                                                        : INFINITY);
  std::string line = what + ": rel err " + llvm::formatv("{0:e2}", c.relativeError).str() +
                     " (tolerance " + llvm::formatv("{0:e1}", tolerance).str() + ")";
  if (!c.problem.empty())
    line += ", " + c.problem;
  verdict.lines.push_back(line + (ok ? "" : "  <-- FAILED"));
}

void verifyAgainstReference(const std::vector<CheckableOp> &ops,
                            const std::vector<HostBuffer> &buffers,
                            size_t firstOutput, Verdict &verdict) {
  for (const CheckableOp &checkable : ops) {
    ReferenceInputs in;
    gatherReferenceInputs(checkable, buffers, in);
    attn_dtype precision = buffers[checkable.operandArgs.at("query")].dtype;
    auto outputAt = [&](size_t result) -> const HostBuffer * {
      int output = checkable.resultOutputs[result];
      return output < 0 ? nullptr : &buffers[firstOutput + output];
    };
    if (auto sdpa = dyn_cast<mlir::attn::SdpaOp>(checkable.op)) {
      ref::Config config = referenceConfig(sdpa);
      config.seed = in.seed;
      config.offset = in.offset;
      ref::ForwardResult result;
      if (std::string error = ref::forward(config, in.inputs, result);
          !error.empty())
        fatal("reference forward: " + error);
      if (const HostBuffer *out = outputAt(0))
        check(verdict, "out", *out, result.out.data, false, precision);
      if (sdpa.getLse())
        if (const HostBuffer *lse = outputAt(1))
          check(verdict, "lse", *lse, result.lse.data, false, precision);
      continue;
    }
    auto grad = cast<mlir::attn::SdpaGradOp>(checkable.op);
    ref::Config config = referenceConfig(grad);
    config.seed = in.seed;
    config.offset = in.offset;
    ref::Tensor dOut = toTensor(buffers[checkable.operandArgs.at("d_out")]);
    ref::BackwardResult result;
    if (std::string error = ref::backward(config, in.inputs, dOut, result);
        !error.empty())
      fatal("reference backward: " + error);
    const char *names[] = {"d_query", "d_key", "d_value"};
    const ref::Tensor *wants[] = {&result.dQuery, &result.dKey,
                                  &result.dValue};
    for (int i = 0; i < 3; ++i)
      if (const HostBuffer *got = outputAt(i))
        check(verdict, names[i], *got, wants[i]->data, true, precision);
    size_t next = 3;
    if (grad.getDBias())
      if (const HostBuffer *got = outputAt(next++))
        check(verdict, "d_bias", *got, result.dBias.data, true, precision);
    if (grad.getDSink())
      if (const HostBuffer *got = outputAt(next++))
        check(verdict, "d_sink", *got, result.dSink.data, true, precision);
  }
}

/// Checks the gradients of `train` mode against ref::backward of the
/// forward op.
void verifyTraining(mlir::attn::SdpaOp forward, const CheckableOp &checkable,
                    const std::vector<HostBuffer> &buffers,
                    size_t dOutIndex, size_t firstOutput, Verdict &verdict) {
  ReferenceInputs in;
  gatherReferenceInputs(checkable, buffers, in);
  ref::Config config = referenceConfig(forward);
  config.seed = in.seed;
  config.offset = in.offset;
  ref::Tensor dOut = toTensor(buffers[dOutIndex]);
  ref::BackwardResult result;
  if (std::string error = ref::backward(config, in.inputs, dOut, result);
      !error.empty())
    fatal("reference backward: " + error);
  attn_dtype precision = buffers[checkable.operandArgs.at("query")].dtype;
  check(verdict, "d_query", buffers[firstOutput], result.dQuery.data, true,
        precision);
  check(verdict, "d_key", buffers[firstOutput + 1], result.dKey.data, true,
        precision);
  check(verdict, "d_value", buffers[firstOutput + 2], result.dValue.data,
        true, precision);
}

/// Resident set size now and its peak since the last reset, in MB, from
/// /proc/self/status (0 where unavailable).
std::pair<double, double> residentMegabytes() {
  double current = 0, peak = 0;
  if (FILE *status = std::fopen("/proc/self/status", "r")) {
    char line[256];
    while (std::fgets(line, sizeof(line), status)) {
      long kb;
      if (std::sscanf(line, "VmRSS: %ld kB", &kb) == 1)
        current = kb / 1024.0;
      if (std::sscanf(line, "VmHWM: %ld kB", &kb) == 1)
        peak = kb / 1024.0;
    }
    std::fclose(status);
  }
  return {current, peak};
}

/// Resets the peak RSS (VmHWM) so that it covers only what follows.
void resetPeakResident() {
  if (FILE *refs = std::fopen("/proc/self/clear_refs", "w")) {
    std::fputs("5", refs);
    std::fclose(refs);
  }
}

double medianOf(std::vector<double> values) {
  if (values.empty())
    return 0;
  std::sort(values.begin(), values.end());
  size_t mid = values.size() / 2;
  return values.size() % 2 ? values[mid]
                           : 0.5 * (values[mid - 1] + values[mid]);
}

//===----------------------------------------------------------------------===//
// Stages of a run
//===----------------------------------------------------------------------===//

/// Rejects unknown or contradictory options before any work.
void validateOptions() {
  if (targetName != "cpu" && targetName != "cuda")
    fatal("unknown target '" + targetName + "' (available: cpu, cuda)");
  if (backendName != "fused" && backendName != "cudnn" && backendName != "auto")
    fatal("--backend must be fused, cudnn or auto, got '" + backendName + "'");
  if (backendName != "fused" && targetName != "cuda")
    fatal("--backend=" + backendName + " needs --target=cuda");
  if (modeOption != "fwd" && modeOption != "train")
    fatal("--mode must be fwd or train, got '" + modeOption + "'");
  if (verifyOption != "auto" && verifyOption != "reference" &&
      verifyOption != "differential" && verifyOption != "none")
    fatal("--verify must be auto, reference, differential or none");
  if (itersOption < 1 || warmupOption < 0)
    fatal("--iters must be >= 1 and --warmup >= 0");
  if (modeOption == "train" && noRaise)
    fatal("--mode=train runs the raised forward and backward; it cannot be "
          "combined with --no-raise");
}

/// What each stage of a run hands on to the next.
struct RunState {
  bool train = false;
  /// The raised program (the one timed unless --no-raise) and the program as
  /// written, kept for the differential check.
  OwningOpRef<ModuleOp> module, naive;
  int64_t writtenOps = 0, raisedOps = 0;
  func::FuncOp entry;
  std::string entrySymbol;
  /// The entry's arguments, then its results from `firstOutput` on.
  std::vector<HostBuffer> buffers;
  size_t firstOutput = 0;
  std::optional<std::vector<CheckableOp>> checkable;
  std::map<int, LengthArgument> lengths;
  /// With --mode=train: the attn.sdpa that the training entry runs.
  std::optional<CheckableOp> trainForward;
  std::string verifyMode;
  /// FLOPs over the pairs the mask allows (no pairs: not counted).
  double pairs = 0, flopsPerPair = 0;
};

/// Parses the input file; diagnostics go through `sourceMgr`.
OwningOpRef<ModuleOp> parseInput(llvm::SourceMgr &sourceMgr,
                                 MLIRContext &context) {
  std::string error;
  auto file = openInputFile(inputFile, &error);
  if (!file)
    fatal(error);
  sourceMgr.AddNewSourceBuffer(std::move(file), llvm::SMLoc());
  if (mlir::attn::reportKnownParserDefect(sourceMgr))
    fatal("cannot parse " + inputFile);
  OwningOpRef<ModuleOp> module = parseSourceFile<ModuleOp>(sourceMgr, &context);
  if (!module)
    fatal("cannot parse " + inputFile);
  return module;
}

/// The entry: --entry, else the only public function.
func::FuncOp chooseEntry(ModuleOp module) {
  func::FuncOp entry;
  SmallVector<std::string> publicNames;
  for (auto func : module.getOps<func::FuncOp>()) {
    if (func.isPrivate() || func.isExternal())
      continue;
    publicNames.push_back(func.getSymName().str());
    if (entryName.empty() || func.getSymName() == entryName)
      entry = func;
  }
  if (!entryName.empty() && !entry)
    fatal("no public function '" + entryName + "' in " + inputFile +
          " (functions: " + llvm::join(publicNames, ", ") + ")");
  if (entryName.empty() && publicNames.size() != 1)
    fatal(publicNames.empty()
              ? "no public function in " + inputFile
              : "several public functions; pick one with --entry (" +
                    llvm::join(publicNames, ", ") + ")");
  // Compile only the entry: other public functions would be exported too.
  for (auto func : llvm::make_early_inc_range(module.getOps<func::FuncOp>()))
    if (func != entry && !func.isPrivate())
      func.setPrivate();
  return entry;
}

/// Raises `state.module`, whose entry is `state.entry`: raising is the
/// compiler's front door. The naive program stays for the differential
/// check.
void raiseProgram(RunState &state) {
  MLIRContext *context = state.module->getContext();
  {
    PassManager pm(context);
    pm.addPass(createSymbolDCEPass());
    if (failed(pm.run(*state.module)))
      fatal("cannot prune functions other than the entry");
  }
  state.naive = state.module->clone();
  state.writtenOps = countAttnOps(*state.module);
  {
    PassManager pm(context);
    mlir::attn::buildRaisePipeline(pm, mlir::attn::RaisePipelineOptions());
    if (failed(pm.run(*state.module)))
      fatal("attn-raise failed");
  }
  state.raisedOps = countAttnOps(*state.module) - state.writtenOps;
  state.entry =
      state.module->lookupSymbol<func::FuncOp>(state.entry.getSymName());
}

/// Builds the training entry with --mode=train, then describes the entry's
/// buffers and the attn ops the reference can check.
void describeEntry(RunState &state) {
  if (state.train)
    state.entry = buildTrainingEntry(*state.module, state.entry, trainOpOption);
  state.entrySymbol = state.entry.getSymName().str();
  state.buffers = describeSignature(state.entry);
  state.firstOutput = state.entry.getNumArguments();
  state.checkable = findCheckableOps(state.entry);
  state.lengths = findLengthArguments(state.entry);
  if (state.train)
    state.entry.walk([&](mlir::attn::SdpaOp op) {
      state.trainForward = mapOperands(op, state.entry);
    });
}

/// --verify with auto resolved: the reference where it can check the entry,
/// else the differential check.
std::string chooseVerifyMode(const RunState &state) {
  std::string verifyMode = verifyOption;
  if (verifyMode == "auto")
    verifyMode = (state.checkable && !noRaise) || state.train ? "reference"
                                                              : "differential";
  if (verifyMode == "reference" && !state.checkable && !state.train)
    fatal("--verify=reference needs an entry made of attn ops on its "
          "arguments; use --verify=differential");
  if (verifyMode == "differential" && state.train)
    fatal("--mode=train verifies against the reference");
  return verifyMode;
}

/// Fills the input buffers from --inputs, else with seeded random values.
void fillInputs(RunState &state) {
  if (!inputsOption.empty())
    loadInputs(state.buffers, inputsOption);
  else
    randomInputs(state.buffers, state.lengths, seedOption);
  // Random out/lse would not belong to q, k, v; given ones are the caller's.
  if (state.checkable && inputsOption.empty())
    prepareGradientInputs(*state.checkable, state.buffers);
}

/// FLOPs over the pairs the mask allows (backward counted as 2.5x), where
/// the entry runs a single attn.sdpa.
void countFlops(RunState &state) {
  const CheckableOp *timed = state.train ? &*state.trainForward
                             : state.checkable && state.checkable->size() == 1
                                 ? &state.checkable->front()
                                 : nullptr;
  if (!timed || !isa<mlir::attn::SdpaOp>(timed->op))
    return;
  auto forward = cast<mlir::attn::SdpaOp>(timed->op);
  mlir::attn::AttentionDims dims = forward.getDims();
  state.pairs = allowedPairs(forward, state.buffers, timed) * dims.headsQ;
  state.flopsPerPair =
      2.0 * (dims.headDimQK + dims.headDimV) * (state.train ? 3.5 : 1);
}

/// Compiles and loads the program to time.
void compileProgram(const RunState &state, LoadedModule &program) {
  // With --no-raise the naive program is the one timed.
  ModuleOp toRun = noRaise ? *state.naive : *state.module;
  OwningOpRef<ModuleOp> copy = toRun.clone();
  compileAndLoad(*copy, "module", state.entrySymbol, program, targetName);
}

/// Poisons the outputs before each run, so that a result the run does not
/// write cannot pass for one from an earlier run.
void poisonOutputs(std::vector<HostBuffer> &buffers) {
  for (HostBuffer &buffer : buffers)
    if (buffer.isOutput)
      poison(buffer);
}

void runWithPoisonedOutputs(LoadedModule &loaded,
                            std::vector<HostBuffer> &buffers) {
  poisonOutputs(buffers);
  invoke(loaded, buffers);
}

/// What the timed runs measured.
struct Timing {
  double medianMs = 0;
  /// Peak RSS growth over the runs, in MB.
  double runExtraMb = 0;
};

/// Runs --warmup untimed runs, then times --iters runs.
Timing timeProgram(LoadedModule &program, std::vector<HostBuffer> &buffers) {
  // Memory the program itself allocates while running (the runner's own
  // buffers and the compiler are resident before).
  resetPeakResident();
  double residentBefore = residentMegabytes().first;
  for (int i = 0; i < warmupOption; ++i)
    runWithPoisonedOutputs(program, buffers);
  std::vector<double> times;
  for (int i = 0; i < itersOption; ++i) {
    poisonOutputs(buffers);
    upload(program, buffers);
    // CUDA entries return once their kernels finished: this is
    // synchronised device time plus the launch overhead.
    auto start = std::chrono::steady_clock::now();
    launch(program, buffers);
    auto stop = std::chrono::steady_clock::now();
    download(program, buffers);
    times.push_back(
        std::chrono::duration<double, std::milli>(stop - start).count());
  }
  Timing timing;
  timing.medianMs = medianOf(times);
  timing.runExtraMb =
      std::max(0.0, residentMegabytes().second - residentBefore);
  return timing;
}

/// Compares the results with those of the other program (raised vs naive)
/// on the same inputs.
void verifyDifferentially(const RunState &state, Verdict &verdict) {
  LoadedModule other;
  OwningOpRef<ModuleOp> copy = (noRaise ? *state.module : *state.naive).clone();
  // The naive side of a differential check always runs on the host.
  compileAndLoad(*copy, "other", state.entrySymbol, other,
                 noRaise ? targetName.getValue() : std::string("cpu"));
  std::vector<HostBuffer> otherBuffers = state.buffers;
  runWithPoisonedOutputs(other, otherBuffers);
  for (size_t i = state.firstOutput; i < state.buffers.size(); ++i) {
    std::vector<double> want(otherBuffers[i].elements());
    for (int64_t e = 0; e < otherBuffers[i].elements(); ++e)
      want[e] = readElement(otherBuffers[i], e);
    check(verdict, "result #" + std::to_string(i - state.firstOutput),
          state.buffers[i], want, false, state.buffers[i].dtype);
  }
}

/// Verifies the results as `state.verifyMode` says.
Verdict verifyResults(const RunState &state) {
  Verdict verdict;
  if (state.verifyMode == "reference") {
    if (state.train)
      verifyTraining(cast<mlir::attn::SdpaOp>(state.trainForward->op),
                     *state.trainForward, state.buffers, state.firstOutput - 1,
                     state.firstOutput, verdict);
    else
      verifyAgainstReference(*state.checkable, state.buffers, state.firstOutput,
                             verdict);
  } else if (state.verifyMode == "differential") {
    verifyDifferentially(state, verdict);
  }
  return verdict;
}

/// Writes the results to the --outputs files.
void writeOutputs(const std::vector<HostBuffer> &buffers, size_t firstOutput) {
  SmallVector<StringRef> paths;
  StringRef(outputsOption).split(paths, ',', -1, false);
  if (paths.size() != buffers.size() - firstOutput)
    fatal(llvm::Twine("--outputs names ") + llvm::Twine(paths.size()) +
          " files but the entry has " +
          llvm::Twine(buffers.size() - firstOutput) + " results");
  for (size_t i = firstOutput; i < buffers.size(); ++i) {
    npy::Array array;
    array.dtype = *npyOf(buffers[i].dtype);
    array.shape = buffers[i].shape;
    array.bytes = buffers[i].bytes;
    if (std::string failure = npy::write(paths[i - firstOutput].str(), array);
        !failure.empty())
      fatal(failure);
  }
}

/// Prints the report, then with --json a one-line summary.
void printReport(const RunState &state, const Timing &timing,
                 const Verdict &verdict) {
  struct rusage usage;
  getrusage(RUSAGE_SELF, &usage);
  double peakRssMb = usage.ru_maxrss / 1024.0;
  double medianMs = timing.medianMs;
  double gflops =
      state.pairs > 0 && medianMs > 0
          ? state.pairs * state.flopsPerPair / (medianMs * 1e-3) / 1e9
          : 0;

  llvm::outs() << "entry      " << state.entrySymbol << " (" << modeOption
               << ", target " << targetName << ")\n";
  llvm::outs() << "attn ops   " << state.writtenOps + state.raisedOps << " ("
               << state.raisedOps << " raised)"
               << (noRaise ? ", running the naive program" : "") << "\n";
  llvm::outs() << "verify     " << state.verifyMode << "\n";
  for (const std::string &line : verdict.lines)
    llvm::outs() << "  " << line << "\n";
  llvm::outs() << "time       " << llvm::formatv("{0:f3}", medianMs)
               << " ms median of " << itersOption << " (after " << warmupOption
               << " warm-up)\n";
  if (gflops > 0)
    llvm::outs() << "throughput " << llvm::formatv("{0:f1}", gflops)
                 << " GFLOP/s over allowed pairs\n";
  llvm::outs() << "peak rss   " << llvm::formatv("{0:f1}", peakRssMb) << " MB ("
               << llvm::formatv("{0:f1}", timing.runExtraMb)
               << " MB allocated while running)\n";
  if (jsonOption) {
    llvm::outs() << llvm::formatv(
        "{{\"target\": \"{0}\", \"entry\": \"{1}\", \"raised_ops\": {2}, "
        "\"verified\": {3}, \"max_rel_err\": {4}, \"median_ms\": {5}, "
        "\"gflops\": {6}, \"peak_rss_mb\": {7}, \"run_extra_mb\": {8}}\n",
        targetName, state.entrySymbol, state.raisedOps,
        state.verifyMode == "none" ? "null"
                                   : (verdict.verified ? "true" : "false"),
        std::isfinite(verdict.maxRelativeError)
            ? llvm::formatv("{0:e3}", verdict.maxRelativeError).str()
            : std::string("null"),
        llvm::formatv("{0:f4}", medianMs).str(),
        llvm::formatv("{0:f2}", gflops).str(),
        llvm::formatv("{0:f1}", peakRssMb).str(),
        llvm::formatv("{0:f1}", timing.runExtraMb).str());
  }
}
} // namespace

int main(int argc, char **argv) {
  llvm::InitLLVM init(argc, argv);
  cl::ParseCommandLineOptions(argc, argv,
                              "attn: compile, run, verify and time\n");
  validateOptions();

  DialectRegistry registry;
  mlir::attn::registerAttnCompilerDialects(registry);
  MLIRContext context(registry);
  llvm::SourceMgr sourceMgr;
  // Lives until the end: raising and compilation report through it too.
  SourceMgrDiagnosticHandler diagnostics(sourceMgr, &context);

  RunState state;
  state.train = modeOption == "train";
  state.module = parseInput(sourceMgr, context);
  state.entry = chooseEntry(*state.module);
  raiseProgram(state);
  describeEntry(state);
  state.verifyMode = chooseVerifyMode(state);
  fillInputs(state);
  countFlops(state);

  LoadedModule program;
  compileProgram(state, program);
  Timing timing = timeProgram(program, state.buffers);
  Verdict verdict = verifyResults(state);
  if (!outputsOption.empty())
    writeOutputs(state.buffers, state.firstOutput);
  printReport(state, timing, verdict);
  llvm::outs().flush();
  if (!verdict.verified)
    fatal("verification failed");
  llvm::sys::fs::remove_directories(scratchDirectory());
  return 0;
}
