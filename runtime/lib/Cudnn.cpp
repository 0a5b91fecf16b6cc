//===- Cudnn.cpp - attn.sdpa / attn.sdpa_grad through cuDNN's graph API ---===//
//
// Compiled CUDA modules whose attn ops were lowered to the cuDNN backend
// (attn-to-gpu backend=cudnn) call attn_cudnnSdpaForward and
// attn_cudnnSdpaBackward from their host code. Each call describes one
// problem; this file expresses it as a cuDNN operation graph in the
// fused-attention form (Q·Kᵀ, scale, bias, masks, softmax with statistics,
// P·V, and the flash-attention-2 backward), lets cuDNN's heuristics pick
// an engine, caches the finalised plan by problem, and executes it on the
// invocation's stream with stream-ordered scratch memory.
//
// libcudnn.so.9 is loaded at first use (ATTN_CUDNN_LIBRARY names another
// file), so the runtime still builds and runs where cuDNN is absent; only
// the types and constants come from cuDNN's headers at build time.
//
// The masks are built from index comparisons with attn's semantics, which
// differ from cuDNN frontend's conventions: attn's left window bound is
// inclusive, so the left comparison uses l + 1. Rows that nothing may be
// attended to are left to the compiled module, which fixes them up with
// kernels of its own (attn-to-gpu): cuDNN does not define them.
//
//===----------------------------------------------------------------------===//

#include "CudaLaunch.h"
#include "DynamicLibrary.h"
#include "HostProfile.h"
#include "attn/ModuleAbi.h"

#include <cudnn_graph.h>

#include <dlfcn.h>

#include <algorithm>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <limits>
#include <map>
#include <memory>
#include <mutex>
#include <optional>
#include <string>
#include <type_traits>
#include <vector>

#define ATTN_EXPORT extern "C" __attribute__((visibility("default")))

namespace {

//===----------------------------------------------------------------------===//
// The library
//===----------------------------------------------------------------------===//

/// cuDNN's entry points, resolved by name from the loaded library.
struct CudnnApi {
  decltype(&cudnnGetVersion) getVersion;
  decltype(&cudnnGetErrorString) getErrorString;
  decltype(&cudnnGetLastErrorString) getLastErrorString;
  decltype(&cudnnCreate) create;
  decltype(&cudnnSetStream) setStream;
  decltype(&cudnnBackendCreateDescriptor) createDescriptor;
  decltype(&cudnnBackendDestroyDescriptor) destroyDescriptor;
  decltype(&cudnnBackendSetAttribute) setAttribute;
  decltype(&cudnnBackendGetAttribute) getAttribute;
  decltype(&cudnnBackendFinalize) finalize;
  decltype(&cudnnBackendExecute) execute;
};

/// The oldest cuDNN whose fused-attention engines take the graphs built
/// here: -inf mask fills and sliding windows without a causal bound need
/// 9.10.2 (9.10.0/9.10.1 have known forward bugs).
constexpr size_t kMinimumVersion = 91002;

struct Library {
  CudnnApi api = {};
  cudnnHandle_t handle = nullptr;
  size_t version = 0;
  std::string failure;
  /// Serialises the handle and the plan cache: cuDNN handles are not
  /// thread-safe.
  std::mutex mutex;
};

template <typename Function>
void resolve(void *library, const char *name, Function &function,
             std::string &failure) {
  attn::resolveSymbol(library, name, function, failure,
                      "the cuDNN library has no ");
}

std::string status(const CudnnApi &api, const std::string &call,
                   cudnnStatus_t result) {
  std::string message = call + ": " + api.getErrorString(result);
  char detail[512] = {0};
  api.getLastErrorString(detail, sizeof(detail));
  if (detail[0])
    message += std::string(" (") + detail + ")";
  return message;
}

Library *openLibrary() {
  // Never freed: plans may be used until the process exits.
  auto *library = new Library;
  std::string &failure = library->failure;
  const char *path = std::getenv("ATTN_CUDNN_LIBRARY");
  // By soname first: a process that already uses cuDNN (PyTorch, JAX)
  // shares its copy.
  void *handle = dlopen(path && *path ? path : "libcudnn.so.9",
                        RTLD_NOW | RTLD_LOCAL);
  if (!handle) {
    const char *why = dlerror();
    failure = std::string("cannot load cuDNN (") +
              (path && *path ? path : "libcudnn.so.9") +
              "): " + (why ? why : "unknown error") +
              "; install cuDNN 9 or set ATTN_CUDNN_LIBRARY to libcudnn.so.9";
    return library;
  }
  CudnnApi &api = library->api;
  resolve(handle, "cudnnGetVersion", api.getVersion, failure);
  resolve(handle, "cudnnGetErrorString", api.getErrorString, failure);
  resolve(handle, "cudnnGetLastErrorString", api.getLastErrorString, failure);
  resolve(handle, "cudnnCreate", api.create, failure);
  resolve(handle, "cudnnSetStream", api.setStream, failure);
  resolve(handle, "cudnnBackendCreateDescriptor", api.createDescriptor,
          failure);
  resolve(handle, "cudnnBackendDestroyDescriptor", api.destroyDescriptor,
          failure);
  resolve(handle, "cudnnBackendSetAttribute", api.setAttribute, failure);
  resolve(handle, "cudnnBackendGetAttribute", api.getAttribute, failure);
  resolve(handle, "cudnnBackendFinalize", api.finalize, failure);
  resolve(handle, "cudnnBackendExecute", api.execute, failure);
  if (!failure.empty())
    return library;
  library->version = api.getVersion();
  if (library->version < kMinimumVersion) {
    failure = "cuDNN " + std::to_string(library->version / 10000) + "." +
              std::to_string(library->version / 100 % 100) + "." +
              std::to_string(library->version % 100) +
              " is too old for attn's cuDNN backend (needs 9.10.2 or newer)";
    return library;
  }
  return library;
}

/// Makes the library's handle (for the current context, which the caller
/// made current); returns "" or why cuDNN cannot be used. Call with the
/// library's mutex held.
std::string prepareHandle(Library &library) {
  if (!library.failure.empty())
    return library.failure;
  if (!library.handle) {
    if (cudnnStatus_t result = library.api.create(&library.handle)) {
      library.handle = nullptr;
      return status(library.api, "cudnnCreate", result);
    }
  }
  return "";
}

//===----------------------------------------------------------------------===//
// Problems
//===----------------------------------------------------------------------===//

// Codes shared with the compiler (attn/ModuleAbi.h).
using ElementType = attn::abi::CudnnElementType;
using Layout = attn::abi::CudnnLayout;
using Causal = attn::abi::CudnnCausal;

/// One attention problem: everything a plan depends on.
struct Problem {
  bool backward = false;
  ElementType type = ElementType::bf16;
  Layout layout = Layout::bshd;
  int64_t batch = 0, headsQ = 0, headsKv = 0, seqQ = 0, seqKv = 0,
          dimQK = 0, dimV = 0;
  Causal causal = Causal::none;
  int64_t windowLeft = -1, windowRight = -1;
  /// Bias dimensions [biasBatch, biasHeads, seqQ, seqKv]; 0 = no bias.
  int64_t biasBatch = 0, biasHeads = 0;
  /// ALiBi slopes (f32 [Hq]) are given; the mask is causal then.
  bool alibi = false;
  /// Per-batch sequence lengths are given (or made, see below).
  bool padded = false;
  /// The forward writes the row log-sum-exp.
  bool stats = false;
  double scale = 1.0;

  std::vector<int64_t> key() const {
    int64_t scaleBits;
    std::memcpy(&scaleBits, &scale, sizeof(scaleBits));
    return {backward, static_cast<int64_t>(type), static_cast<int64_t>(layout),
            batch, headsQ, headsKv, seqQ, seqKv, dimQK, dimV,
            static_cast<int64_t>(causal), windowLeft, windowRight, biasBatch,
            biasHeads, alibi, padded, stats, scaleBits};
  }

  /// Element strides of a [batch, heads, seq, dim] view of a q/k/v/out-like
  /// tensor stored in `layout` with these sizes.
  std::vector<int64_t> strides(int64_t heads, int64_t seq, int64_t dim) const {
    switch (layout) {
    case Layout::bshd:
      return {seq * heads * dim, dim, heads * dim, 1};
    case Layout::bhsd:
      return {heads * seq * dim, seq * dim, dim, 1};
    case Layout::sbhd:
      return {heads * dim, dim, batch * heads * dim, 1};
    }
    return {};
  }
};

// Unique ids of the tensors a caller binds; virtual tensors count up from
// kFirstVirtual.
enum Uid : int64_t {
  kQuery = 1,
  kKey,
  kValue,
  kOut,
  kStats,
  kScale,
  kBias,
  kSeqLensQ,
  kSeqLensKv,
  kFill,
  kGradOut,
  kGradQuery,
  kGradKey,
  kGradValue,
  kSoftmaxSum,
  kGradQueryAccumulator,
  kOne,
  kAlibiSlopes,
  kFirstConstant = 32,
  kFirstVirtual = 64,
};

/// A host value bound to a by-value tensor.
struct Constant {
  int64_t uid;
  cudnnDataType_t type;
  union {
    float f;
    int32_t i;
  } value;
};

/// A finalised plan with what executing it needs.
struct Plan {
  std::vector<cudnnBackendDescriptor_t> descriptors; // all, kept alive
  cudnnBackendDescriptor_t plan = nullptr;
  int64_t workspaceBytes = 0;
  std::vector<Constant> constants;
  /// The engine and knob choices of the plan ("engine 8, knobs 1=2 ..."),
  /// read only when ATTN_CUDNN_LOG asks for it.
  std::string engine;
  /// Under ATTN_CUDNN_AUTOTUNE: every plan the heuristics rank that
  /// finalises (up to kMaxCandidates), timed on the first call; `plan` is
  /// the first until then and the fastest after.
  struct Candidate {
    cudnnBackendDescriptor_t plan;
    int64_t workspaceBytes;
    std::string engine;
  };
  std::vector<Candidate> candidates;
  bool tuned = true;
};

constexpr size_t kMaxCandidates = 8;

/// Whether the environment variable `name` is set to something other than
/// "" or "0" (ATTN_DISABLE_CUDNN, ATTN_CUDNN_AUTOTUNE, ATTN_CUDNN_LOG).
bool environmentFlag(const char *name) {
  const char *text = std::getenv(name);
  return text && *text && std::strcmp(text, "0") != 0;
}

/// ATTN_CUDNN_POISON_SCRATCH=1 (the GPU suite sets it): fill the scratch of
/// every cuDNN call (workspace, delta, dQ accumulator, full sequence
/// lengths) with NaN bytes before the call writes it, so that a test fails
/// where cuDNN would read scratch it did not initialise.
bool poisonScratch() { return environmentFlag("ATTN_CUDNN_POISON_SCRATCH"); }

/// ATTN_CUDNN_AUTOTUNE=1: time every plan cuDNN's heuristics offer for a
/// problem on its first call (outside stream capture) and keep the fastest.
bool autotuneRequested() { return environmentFlag("ATTN_CUDNN_AUTOTUNE"); }

/// ATTN_CUDNN_LOG=1: print each plan's problem and engine to stderr when
/// it is built, and the tuning times.
bool planLogging() { return environmentFlag("ATTN_CUDNN_LOG"); }

bool planIndexRequested() {
  const char *text = std::getenv("ATTN_CUDNN_PLAN_INDEX");
  return text && *text;
}

/// ATTN_CUDNN_PLAN_INDEX: which of the plans cuDNN's heuristics rank (and
/// that finalise) to use, 0 (the first, the default) or more. For tuning
/// and for comparing engines; an index past the last plan is an error.
/// A value that is not a non-negative integer is an error too.
std::optional<int64_t> requestedPlanIndex(std::string &why) {
  if (!planIndexRequested())
    return int64_t(0);
  const char *text = std::getenv("ATTN_CUDNN_PLAN_INDEX");
  char *end = nullptr;
  long long value = std::strtoll(text, &end, 10);
  if (*end != '\0' || value < 0 || value > 1024) {
    why = std::string("ATTN_CUDNN_PLAN_INDEX='") + text +
          "' is not a plan index (0 to 1024)";
    return std::nullopt;
  }
  return static_cast<int64_t>(value);
}

//===----------------------------------------------------------------------===//
// Graph construction
//===----------------------------------------------------------------------===//

using Dims = std::vector<int64_t>;

Dims packedStrides(const Dims &dims) {
  Dims strides(dims.size(), 1);
  for (int64_t d = static_cast<int64_t>(dims.size()) - 2; d >= 0; --d)
    strides[d] = strides[d + 1] * dims[d + 1];
  return strides;
}

/// Builds an operation graph; the first failing backend call is kept in
/// `error` and every later call does nothing.
class GraphBuilder {
public:
  GraphBuilder(const CudnnApi &api, cudnnHandle_t handle, Plan &plan)
      : api(api), handle(handle), plan(plan) {}

  std::string error;

  cudnnBackendDescriptor_t create(cudnnBackendDescriptorType_t type,
                                  const char *what) {
    if (!error.empty())
      return nullptr;
    cudnnBackendDescriptor_t descriptor = nullptr;
    if (cudnnStatus_t result = api.createDescriptor(type, &descriptor)) {
      fail(std::string("cudnnBackendCreateDescriptor(") + what + ")", result);
      return nullptr;
    }
    plan.descriptors.push_back(descriptor);
    return descriptor;
  }

  void set(cudnnBackendDescriptor_t descriptor,
           cudnnBackendAttributeName_t name, cudnnBackendAttributeType_t type,
           int64_t count, const void *values, const char *what) {
    if (!error.empty())
      return;
    if (cudnnStatus_t result =
            api.setAttribute(descriptor, name, type, count, values))
      fail(std::string("cudnnBackendSetAttribute(") + what + ")", result);
  }

  void finalize(cudnnBackendDescriptor_t descriptor, const char *what) {
    if (!error.empty())
      return;
    if (cudnnStatus_t result = api.finalize(descriptor))
      fail(std::string("cudnnBackendFinalize(") + what + ")", result);
  }

  /// A tensor; virtual ones get fresh ids, and packed strides by default.
  cudnnBackendDescriptor_t tensor(int64_t uid, cudnnDataType_t type,
                                  const Dims &dims, Dims strides = {},
                                  bool isVirtual = false,
                                  bool byValue = false) {
    if (strides.empty())
      strides = packedStrides(dims);
    cudnnBackendDescriptor_t t =
        create(CUDNN_BACKEND_TENSOR_DESCRIPTOR, "tensor");
    int64_t alignment = 16;
    set(t, CUDNN_ATTR_TENSOR_DATA_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &type,
        "tensor type");
    set(t, CUDNN_ATTR_TENSOR_DIMENSIONS, CUDNN_TYPE_INT64,
        static_cast<int64_t>(dims.size()), dims.data(), "tensor dims");
    set(t, CUDNN_ATTR_TENSOR_STRIDES, CUDNN_TYPE_INT64,
        static_cast<int64_t>(strides.size()), strides.data(),
        "tensor strides");
    set(t, CUDNN_ATTR_TENSOR_UNIQUE_ID, CUDNN_TYPE_INT64, 1, &uid,
        "tensor uid");
    set(t, CUDNN_ATTR_TENSOR_BYTE_ALIGNMENT, CUDNN_TYPE_INT64, 1, &alignment,
        "tensor alignment");
    set(t, CUDNN_ATTR_TENSOR_IS_VIRTUAL, CUDNN_TYPE_BOOLEAN, 1, &isVirtual,
        "tensor virtual");
    if (byValue)
      set(t, CUDNN_ATTR_TENSOR_IS_BY_VALUE, CUDNN_TYPE_BOOLEAN, 1, &byValue,
          "tensor by value");
    finalize(t, "tensor");
    return t;
  }

  cudnnBackendDescriptor_t virtualTensor(cudnnDataType_t type,
                                         const Dims &dims, Dims strides = {}) {
    return tensor(nextVirtual++, type, dims, std::move(strides),
                  /*isVirtual=*/true);
  }

  cudnnBackendDescriptor_t constantFloat(float value) {
    Constant c{nextConstant++, CUDNN_DATA_FLOAT, {}};
    c.value.f = value;
    plan.constants.push_back(c);
    return tensor(c.uid, CUDNN_DATA_FLOAT, {1, 1, 1, 1}, {1, 1, 1, 1},
                  /*isVirtual=*/false, /*byValue=*/true);
  }

  cudnnBackendDescriptor_t constantInt(int32_t value) {
    Constant c{nextConstant++, CUDNN_DATA_INT32, {}};
    c.value.i = value;
    plan.constants.push_back(c);
    return tensor(c.uid, CUDNN_DATA_INT32, {1, 1, 1, 1}, {1, 1, 1, 1},
                  /*isVirtual=*/false, /*byValue=*/true);
  }

  /// y = mode(x, b, t) computed in `precision`; b and t may be null.
  void pointwise(cudnnPointwiseMode_t mode, cudnnDataType_t precision,
                 cudnnBackendDescriptor_t x, cudnnBackendDescriptor_t b,
                 cudnnBackendDescriptor_t t, cudnnBackendDescriptor_t y,
                 int64_t axis = -1) {
    cudnnBackendDescriptor_t pw =
        create(CUDNN_BACKEND_POINTWISE_DESCRIPTOR, "pointwise");
    set(pw, CUDNN_ATTR_POINTWISE_MODE, CUDNN_TYPE_POINTWISE_MODE, 1, &mode,
        "pointwise mode");
    set(pw, CUDNN_ATTR_POINTWISE_MATH_PREC, CUDNN_TYPE_DATA_TYPE, 1,
        &precision, "pointwise precision");
    if (axis >= 0)
      set(pw, CUDNN_ATTR_POINTWISE_AXIS, CUDNN_TYPE_INT64, 1, &axis,
          "pointwise axis");
    finalize(pw, "pointwise");
    cudnnBackendDescriptor_t op =
        create(CUDNN_BACKEND_OPERATION_POINTWISE_DESCRIPTOR, "pointwise op");
    set(op, CUDNN_ATTR_OPERATION_POINTWISE_PW_DESCRIPTOR,
        CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &pw, "pointwise op mode");
    set(op, CUDNN_ATTR_OPERATION_POINTWISE_XDESC,
        CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &x, "pointwise op x");
    if (b)
      set(op, CUDNN_ATTR_OPERATION_POINTWISE_BDESC,
          CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &b, "pointwise op b");
    if (t)
      set(op, CUDNN_ATTR_OPERATION_POINTWISE_TDESC,
          CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &t, "pointwise op t");
    set(op, CUDNN_ATTR_OPERATION_POINTWISE_YDESC,
        CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &y, "pointwise op y");
    finalize(op, "pointwise op");
    ops.push_back(op);
  }

  /// c = a · b in f32, with optional M/N/K overrides (per-batch lengths).
  void matmul(cudnnBackendDescriptor_t a, cudnnBackendDescriptor_t b,
              cudnnBackendDescriptor_t c, cudnnBackendDescriptor_t overrideM,
              cudnnBackendDescriptor_t overrideN,
              cudnnBackendDescriptor_t overrideK) {
    cudnnBackendDescriptor_t mm =
        create(CUDNN_BACKEND_MATMUL_DESCRIPTOR, "matmul");
    cudnnDataType_t compute = CUDNN_DATA_FLOAT;
    set(mm, CUDNN_ATTR_MATMUL_COMP_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &compute,
        "matmul compute type");
    finalize(mm, "matmul");
    cudnnBackendDescriptor_t op =
        create(CUDNN_BACKEND_OPERATION_MATMUL_DESCRIPTOR, "matmul op");
    set(op, CUDNN_ATTR_OPERATION_MATMUL_ADESC, CUDNN_TYPE_BACKEND_DESCRIPTOR,
        1, &a, "matmul a");
    set(op, CUDNN_ATTR_OPERATION_MATMUL_BDESC, CUDNN_TYPE_BACKEND_DESCRIPTOR,
        1, &b, "matmul b");
    set(op, CUDNN_ATTR_OPERATION_MATMUL_CDESC, CUDNN_TYPE_BACKEND_DESCRIPTOR,
        1, &c, "matmul c");
    set(op, CUDNN_ATTR_OPERATION_MATMUL_DESC, CUDNN_TYPE_BACKEND_DESCRIPTOR, 1,
        &mm, "matmul desc");
    if (overrideM)
      set(op, CUDNN_ATTR_OPERATION_MATMUL_GEMM_M_OVERRIDE_DESC,
          CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &overrideM, "matmul m override");
    if (overrideN)
      set(op, CUDNN_ATTR_OPERATION_MATMUL_GEMM_N_OVERRIDE_DESC,
          CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &overrideN, "matmul n override");
    if (overrideK)
      set(op, CUDNN_ATTR_OPERATION_MATMUL_GEMM_K_OVERRIDE_DESC,
          CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &overrideK, "matmul k override");
    finalize(op, "matmul op");
    ops.push_back(op);
  }

  /// y = reduce(x) over the dimensions where y has size 1, in f32.
  void reduce(cudnnReduceTensorOp_t mode, cudnnBackendDescriptor_t x,
              cudnnBackendDescriptor_t y) {
    cudnnBackendDescriptor_t r =
        create(CUDNN_BACKEND_REDUCTION_DESCRIPTOR, "reduction");
    cudnnDataType_t compute = CUDNN_DATA_FLOAT;
    set(r, CUDNN_ATTR_REDUCTION_OPERATOR, CUDNN_TYPE_REDUCTION_OPERATOR_TYPE, 1,
        &mode, "reduction mode");
    set(r, CUDNN_ATTR_REDUCTION_COMP_TYPE, CUDNN_TYPE_DATA_TYPE, 1, &compute,
        "reduction compute type");
    finalize(r, "reduction");
    cudnnBackendDescriptor_t op =
        create(CUDNN_BACKEND_OPERATION_REDUCTION_DESCRIPTOR, "reduction op");
    set(op, CUDNN_ATTR_OPERATION_REDUCTION_XDESC,
        CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &x, "reduction x");
    set(op, CUDNN_ATTR_OPERATION_REDUCTION_YDESC,
        CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &y, "reduction y");
    set(op, CUDNN_ATTR_OPERATION_REDUCTION_DESC, CUDNN_TYPE_BACKEND_DESCRIPTOR,
        1, &r, "reduction desc");
    finalize(op, "reduction op");
    ops.push_back(op);
  }

  /// y = x viewed with other dims/strides (a transpose of a virtual tensor).
  void reshape(cudnnBackendDescriptor_t x, cudnnBackendDescriptor_t y) {
    cudnnBackendDescriptor_t op =
        create(CUDNN_BACKEND_OPERATION_RESHAPE_DESCRIPTOR, "reshape op");
    set(op, CUDNN_ATTR_OPERATION_RESHAPE_XDESC, CUDNN_TYPE_BACKEND_DESCRIPTOR,
        1, &x, "reshape x");
    set(op, CUDNN_ATTR_OPERATION_RESHAPE_YDESC, CUDNN_TYPE_BACKEND_DESCRIPTOR,
        1, &y, "reshape y");
    finalize(op, "reshape op");
    ops.push_back(op);
  }

  /// Finalises the graph and the first plan that cuDNN's heuristics offer
  /// and that finalises (or the ATTN_CUDNN_PLAN_INDEX-th such plan).
  void buildPlan() {
    if (!error.empty())
      return;
    std::optional<int64_t> wanted = requestedPlanIndex(error);
    if (!wanted)
      return;
    // An explicit index wins over tuning.
    bool collect = autotuneRequested() && !planIndexRequested();
    // Reading the engine and knobs takes 33 descriptors: only for the log.
    auto describe = [&](cudnnBackendDescriptor_t config) {
      return planLogging() ? describeConfig(config) : std::string();
    };
    int64_t finalised = 0;
    cudnnBackendDescriptor_t graph =
        create(CUDNN_BACKEND_OPERATIONGRAPH_DESCRIPTOR, "operation graph");
    set(graph, CUDNN_ATTR_OPERATIONGRAPH_OPS, CUDNN_TYPE_BACKEND_DESCRIPTOR,
        static_cast<int64_t>(ops.size()), ops.data(), "graph ops");
    set(graph, CUDNN_ATTR_OPERATIONGRAPH_HANDLE, CUDNN_TYPE_HANDLE, 1, &handle,
        "graph handle");
    finalize(graph, "operation graph");
    std::string tried;
    for (cudnnBackendHeurMode_t mode :
         {CUDNN_HEUR_MODE_A, CUDNN_HEUR_MODE_FALLBACK}) {
      if (!error.empty())
        return;
      // The fallback list is for graphs the ranked engines cannot take.
      if (!plan.candidates.empty())
        break;
      cudnnBackendDescriptor_t heuristics =
          create(CUDNN_BACKEND_ENGINEHEUR_DESCRIPTOR, "heuristics");
      set(heuristics, CUDNN_ATTR_ENGINEHEUR_OPERATION_GRAPH,
          CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &graph, "heuristics graph");
      set(heuristics, CUDNN_ATTR_ENGINEHEUR_MODE, CUDNN_TYPE_HEUR_MODE, 1,
          &mode, "heuristics mode");
      finalize(heuristics, "heuristics");
      if (!error.empty()) {
        tried += (tried.empty() ? "" : "; ") + error;
        error.clear();
        continue;
      }
      int64_t count = 0;
      api.getAttribute(heuristics, CUDNN_ATTR_ENGINEHEUR_RESULTS,
                       CUDNN_TYPE_BACKEND_DESCRIPTOR, 0, &count, nullptr);
      count = std::min<int64_t>(count, 16);
      std::vector<cudnnBackendDescriptor_t> configs;
      for (int64_t i = 0; i < count; ++i)
        configs.push_back(
            create(CUDNN_BACKEND_ENGINECFG_DESCRIPTOR, "engine config"));
      if (!error.empty())
        return;
      int64_t returned = 0;
      if (count > 0) {
        if (cudnnStatus_t result = api.getAttribute(
                heuristics, CUDNN_ATTR_ENGINEHEUR_RESULTS,
                CUDNN_TYPE_BACKEND_DESCRIPTOR, count, &returned,
                configs.data())) {
          fail("cudnnBackendGetAttribute(heuristics results)", result);
          return;
        }
      }
      for (int64_t i = 0; i < returned; ++i) {
        cudnnBackendDescriptor_t candidate =
            create(CUDNN_BACKEND_EXECUTION_PLAN_DESCRIPTOR, "execution plan");
        set(candidate, CUDNN_ATTR_EXECUTION_PLAN_HANDLE, CUDNN_TYPE_HANDLE, 1,
            &handle, "plan handle");
        set(candidate, CUDNN_ATTR_EXECUTION_PLAN_ENGINE_CONFIG,
            CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &configs[i], "plan config");
        finalize(candidate, "execution plan");
        if (error.empty()) {
          int64_t got = 0;
          if (cudnnStatus_t result = api.getAttribute(
                  candidate, CUDNN_ATTR_EXECUTION_PLAN_WORKSPACE_SIZE,
                  CUDNN_TYPE_INT64, 1, &got, &plan.workspaceBytes)) {
            fail("cudnnBackendGetAttribute(workspace size)", result);
          } else if (collect) {
            plan.candidates.push_back(
                {candidate, plan.workspaceBytes, describe(configs[i])});
            if (plan.candidates.size() == kMaxCandidates)
              return selectFirstCandidate();
          } else if (finalised++ == *wanted) {
            plan.plan = candidate;
            plan.engine = describe(configs[i]);
            return;
          }
        }
        if (!error.empty())
          tried += (tried.empty() ? "" : "; ") + error;
        error.clear();
      }
    }
    if (!plan.candidates.empty())
      return selectFirstCandidate();
    if (finalised > 0) {
      error = "ATTN_CUDNN_PLAN_INDEX=" + std::to_string(*wanted) +
              " but cuDNN offers " + std::to_string(finalised) +
              " plan(s) for this attention problem";
      return;
    }
    error = "cuDNN offers no engine for this attention problem" +
            (tried.empty() ? std::string() : " (" + tried + ")");
  }

  /// Uses the first collected candidate until the first call times them
  /// all; the workspace is the largest any of them needs.
  void selectFirstCandidate() {
    plan.plan = plan.candidates.front().plan;
    plan.engine = plan.candidates.front().engine;
    plan.workspaceBytes = 0;
    for (const Plan::Candidate &c : plan.candidates)
      plan.workspaceBytes = std::max(plan.workspaceBytes, c.workspaceBytes);
    plan.tuned = plan.candidates.size() < 2;
  }

  /// "engine <global index>, knobs <type>=<value> ..." of an engine
  /// config, or what could not be read.
  std::string describeConfig(cudnnBackendDescriptor_t config) {
    cudnnBackendDescriptor_t engine =
        create(CUDNN_BACKEND_ENGINE_DESCRIPTOR, "engine");
    if (!error.empty()) {
      error.clear();
      return "engine unknown";
    }
    int64_t count = 0, index = -1;
    if (api.getAttribute(config, CUDNN_ATTR_ENGINECFG_ENGINE,
                         CUDNN_TYPE_BACKEND_DESCRIPTOR, 1, &count, &engine) ||
        api.getAttribute(engine, CUDNN_ATTR_ENGINE_GLOBAL_INDEX,
                         CUDNN_TYPE_INT64, 1, &count, &index))
      return "engine unknown";
    std::string text = "engine " + std::to_string(index) + ", knobs";
    constexpr int64_t kMaxKnobs = 32;
    std::vector<cudnnBackendDescriptor_t> knobs;
    for (int64_t i = 0; i < kMaxKnobs && error.empty(); ++i)
      knobs.push_back(create(CUDNN_BACKEND_KNOB_CHOICE_DESCRIPTOR, "knob"));
    if (!error.empty()) {
      error.clear();
      return text + " unknown";
    }
    if (api.getAttribute(config, CUDNN_ATTR_ENGINECFG_KNOB_CHOICES,
                         CUDNN_TYPE_BACKEND_DESCRIPTOR, kMaxKnobs, &count,
                         knobs.data()))
      return text + " unknown";
    for (int64_t i = 0; i < count; ++i) {
      cudnnBackendKnobType_t type;
      int64_t value = 0, got = 0;
      if (api.getAttribute(knobs[i], CUDNN_ATTR_KNOB_CHOICE_KNOB_TYPE,
                           CUDNN_TYPE_KNOB_TYPE, 1, &got, &type) ||
          api.getAttribute(knobs[i], CUDNN_ATTR_KNOB_CHOICE_KNOB_VALUE,
                           CUDNN_TYPE_INT64, 1, &got, &value))
        return text + " unknown";
      text += " " + std::to_string(static_cast<int>(type)) + "=" +
              std::to_string(value);
    }
    return count ? text : text + " none";
  }

private:
  void fail(const std::string &call, cudnnStatus_t result) {
    if (error.empty())
      error = status(api, call, result);
  }

  const CudnnApi &api;
  cudnnHandle_t handle;
  Plan &plan;
  std::vector<cudnnBackendDescriptor_t> ops;
  int64_t nextVirtual = kFirstVirtual;
  int64_t nextConstant = kFirstConstant;
};

/// Scores and masks shared by both directions: s = scale·q·kᵀ (+ bias),
/// then attn's padding, causal/right-window and left-window masks, each a
/// select of -inf where the pair is not allowed.
struct ScoreGraph {
  cudnnBackendDescriptor_t scores = nullptr;
  cudnnBackendDescriptor_t query = nullptr, keyTransposed = nullptr;
  cudnnBackendDescriptor_t seqLensQ = nullptr, seqLensKv = nullptr;
  cudnnBackendDescriptor_t scale = nullptr;
};

cudnnDataType_t ioType(const Problem &p) {
  return p.type == ElementType::bf16 ? CUDNN_DATA_BFLOAT16 : CUDNN_DATA_HALF;
}

/// With `stats` (the backward), s - lse is taken before the masks, which is
/// where cuDNN's backward pattern has it.
ScoreGraph buildScores(GraphBuilder &g, const Problem &p,
                       cudnnBackendDescriptor_t stats = nullptr) {
  ScoreGraph s;
  cudnnDataType_t io = ioType(p);
  cudnnDataType_t f32 = CUDNN_DATA_FLOAT, i32 = CUDNN_DATA_INT32,
                  boolean = CUDNN_DATA_BOOLEAN;
  Dims scoreDims = {p.batch, p.headsQ, p.seqQ, p.seqKv};
  s.query = g.tensor(kQuery, io, {p.batch, p.headsQ, p.seqQ, p.dimQK},
                     p.strides(p.headsQ, p.seqQ, p.dimQK));
  Dims keyStrides = p.strides(p.headsKv, p.seqKv, p.dimQK);
  std::swap(keyStrides[2], keyStrides[3]);
  s.keyTransposed = g.tensor(kKey, io, {p.batch, p.headsKv, p.dimQK, p.seqKv},
                             keyStrides);
  if (p.padded) {
    s.seqLensQ = g.tensor(kSeqLensQ, i32, {p.batch, 1, 1, 1}, {1, 1, 1, 1});
    s.seqLensKv = g.tensor(kSeqLensKv, i32, {p.batch, 1, 1, 1}, {1, 1, 1, 1});
  }
  cudnnBackendDescriptor_t raw = g.virtualTensor(f32, scoreDims);
  g.matmul(s.query, s.keyTransposed, raw, s.seqLensQ, s.seqLensKv, nullptr);
  s.scale = g.constantFloat(static_cast<float>(p.scale));
  cudnnBackendDescriptor_t scaled = g.virtualTensor(f32, scoreDims);
  g.pointwise(CUDNN_POINTWISE_MUL, f32, raw, s.scale, nullptr, scaled);
  cudnnBackendDescriptor_t current = scaled;
  // Made on first use: a variant pack must bind exactly the graph's
  // non-virtual tensors, so an unused constant would be an error.
  cudnnBackendDescriptor_t fill = nullptr;
  auto select = [&](cudnnBackendDescriptor_t keep) {
    if (!fill)
      fill = g.constantFloat(-std::numeric_limits<float>::infinity());
    cudnnBackendDescriptor_t masked = g.virtualTensor(f32, scoreDims);
    g.pointwise(CUDNN_POINTWISE_BINARY_SELECT, f32, current, fill, keep,
                masked);
    current = masked;
  };
  auto index = [&](int64_t axis) {
    cudnnBackendDescriptor_t idx = g.virtualTensor(i32, scoreDims);
    g.pointwise(CUDNN_POINTWISE_GEN_INDEX, i32, current, nullptr, nullptr, idx,
                axis);
    return idx;
  };
  auto compare = [&](cudnnPointwiseMode_t mode, cudnnBackendDescriptor_t x,
                     cudnnBackendDescriptor_t y) {
    cudnnBackendDescriptor_t out = g.virtualTensor(boolean, scoreDims);
    g.pointwise(mode, boolean, x, y, nullptr, out);
    return out;
  };
  auto addInt = [&](cudnnPointwiseMode_t mode, cudnnBackendDescriptor_t x,
                    cudnnBackendDescriptor_t y) {
    cudnnBackendDescriptor_t out = g.virtualTensor(i32, scoreDims);
    g.pointwise(mode, i32, x, y, nullptr, out);
    return out;
  };

  // The diagonal offset o(b): Lkv(b) - Lq(b) for bottom-right alignment.
  bool bottomRight = p.causal == Causal::bottomRight;
  int64_t staticOffset = bottomRight && !p.padded ? p.seqKv - p.seqQ : 0;
  auto shiftByOffset = [&](cudnnBackendDescriptor_t idx, bool subtract) {
    // idx ± o(b) for per-batch lengths.
    if (!bottomRight || !p.padded)
      return idx;
    idx = addInt(subtract ? CUDNN_POINTWISE_SUB : CUDNN_POINTWISE_ADD, idx,
                 s.seqLensKv);
    return addInt(subtract ? CUDNN_POINTWISE_ADD : CUDNN_POINTWISE_SUB, idx,
                  s.seqLensQ);
  };

  if (p.biasBatch) {
    cudnnBackendDescriptor_t bias = g.tensor(
        kBias, io, {p.biasBatch, p.biasHeads, p.seqQ, p.seqKv});
    cudnnBackendDescriptor_t biased = g.virtualTensor(f32, scoreDims);
    g.pointwise(CUDNN_POINTWISE_ADD, f32, current, bias, nullptr, biased);
    current = biased;
  }
  // ALiBi under a causal mask: -slope[h]·|i + o(b) - j| = slope[h]·(j - i -
  // o(b)), since no allowed key lies past the diagonal.
  if (p.alibi) {
    cudnnBackendDescriptor_t slopes =
        g.tensor(kAlibiSlopes, f32, {1, p.headsQ, 1, 1});
    cudnnBackendDescriptor_t row = shiftByOffset(index(2), false);
    if (staticOffset)
      row = addInt(CUDNN_POINTWISE_ADD, row,
                   g.constantInt(static_cast<int32_t>(staticOffset)));
    cudnnBackendDescriptor_t distance =
        addInt(CUDNN_POINTWISE_SUB, index(3), row);
    cudnnBackendDescriptor_t penalty = g.virtualTensor(f32, scoreDims);
    g.pointwise(CUDNN_POINTWISE_MUL, f32, distance, slopes, nullptr, penalty);
    cudnnBackendDescriptor_t shifted = g.virtualTensor(f32, scoreDims);
    g.pointwise(CUDNN_POINTWISE_ADD, f32, current, penalty, nullptr, shifted);
    current = shifted;
  }
  if (stats) {
    cudnnBackendDescriptor_t shifted = g.virtualTensor(f32, scoreDims);
    g.pointwise(CUDNN_POINTWISE_SUB, f32, current, stats, nullptr, shifted);
    current = shifted;
  }
  // i < Lq(b) and j < Lkv(b).
  if (p.padded) {
    cudnnBackendDescriptor_t rowOk =
        compare(CUDNN_POINTWISE_CMP_LT, index(2), s.seqLensQ);
    cudnnBackendDescriptor_t colOk =
        compare(CUDNN_POINTWISE_CMP_LT, index(3), s.seqLensKv);
    cudnnBackendDescriptor_t keep = g.virtualTensor(boolean, scoreDims);
    g.pointwise(CUDNN_POINTWISE_LOGICAL_AND, boolean, rowOk, colOk, nullptr,
                keep);
    select(keep);
  }

  // Right bound: j <= i + o(b) + r, with r = 0 when causal.
  int64_t right = p.causal != Causal::none ? 0 : p.windowRight;
  if (p.causal != Causal::none && p.windowRight >= 0)
    right = std::min<int64_t>(0, p.windowRight);
  if (right >= 0) {
    cudnnBackendDescriptor_t row = shiftByOffset(index(2), false);
    if (int64_t shift = staticOffset + right)
      row = addInt(CUDNN_POINTWISE_ADD, row,
                   g.constantInt(static_cast<int32_t>(shift)));
    select(compare(CUDNN_POINTWISE_CMP_GE, row, index(3)));
  }

  // Left bound, inclusive: j >= i + o(b) - l, i.e. j + (l + 1) - o(b) > i.
  if (p.windowLeft >= 0) {
    cudnnBackendDescriptor_t col = shiftByOffset(index(3), true);
    int64_t shift = p.windowLeft + 1 - staticOffset;
    col = addInt(CUDNN_POINTWISE_ADD, col,
                 g.constantInt(static_cast<int32_t>(shift)));
    select(compare(CUDNN_POINTWISE_CMP_GT, col, index(2)));
  }
  s.scores = current;
  return s;
}

void buildForward(GraphBuilder &g, const Problem &p) {
  cudnnDataType_t io = ioType(p), f32 = CUDNN_DATA_FLOAT;
  Dims scoreDims = {p.batch, p.headsQ, p.seqQ, p.seqKv};
  Dims rowDims = {p.batch, p.headsQ, p.seqQ, 1};
  ScoreGraph s = buildScores(g, p);
  // Softmax with the log-sum-exp: m = max, e = exp(s - m), z = sum e,
  // lse = m + log z, p = e / z (in the element type, for the second
  // product).
  cudnnBackendDescriptor_t max = g.virtualTensor(f32, rowDims);
  g.reduce(CUDNN_REDUCE_TENSOR_MAX, s.scores, max);
  cudnnBackendDescriptor_t shifted = g.virtualTensor(f32, scoreDims);
  g.pointwise(CUDNN_POINTWISE_SUB, f32, s.scores, max, nullptr, shifted);
  cudnnBackendDescriptor_t exps = g.virtualTensor(f32, scoreDims);
  g.pointwise(CUDNN_POINTWISE_EXP, f32, shifted, nullptr, nullptr, exps);
  cudnnBackendDescriptor_t sum = g.virtualTensor(f32, rowDims);
  g.reduce(CUDNN_REDUCE_TENSOR_ADD, exps, sum);
  cudnnBackendDescriptor_t logSum = g.virtualTensor(f32, rowDims);
  g.pointwise(CUDNN_POINTWISE_LOG, f32, sum, nullptr, nullptr, logSum);
  cudnnBackendDescriptor_t stats =
      p.stats ? g.tensor(kStats, f32, rowDims)
              : g.virtualTensor(f32, rowDims);
  g.pointwise(CUDNN_POINTWISE_ADD, f32, max, logSum, nullptr, stats);
  cudnnBackendDescriptor_t probs = g.virtualTensor(io, scoreDims);
  g.pointwise(CUDNN_POINTWISE_DIV, f32, exps, sum, nullptr, probs);
  cudnnBackendDescriptor_t value =
      g.tensor(kValue, io, {p.batch, p.headsKv, p.seqKv, p.dimV},
               p.strides(p.headsKv, p.seqKv, p.dimV));
  cudnnBackendDescriptor_t out =
      g.tensor(kOut, io, {p.batch, p.headsQ, p.seqQ, p.dimV},
               p.strides(p.headsQ, p.seqQ, p.dimV));
  g.matmul(probs, value, out, s.seqLensQ, nullptr, s.seqLensKv);
}

void buildBackward(GraphBuilder &g, const Problem &p) {
  cudnnDataType_t io = ioType(p), f32 = CUDNN_DATA_FLOAT;
  Dims scoreDims = {p.batch, p.headsQ, p.seqQ, p.seqKv};
  Dims rowDims = {p.batch, p.headsQ, p.seqQ, 1};
  Dims transposedDims = {p.batch, p.headsQ, p.seqKv, p.seqQ};
  Dims transposedStrides = {p.headsQ * p.seqQ * p.seqKv, p.seqQ * p.seqKv, 1,
                            p.seqKv};
  cudnnBackendDescriptor_t out =
      g.tensor(kOut, io, {p.batch, p.headsQ, p.seqQ, p.dimV},
               p.strides(p.headsQ, p.seqQ, p.dimV));
  cudnnBackendDescriptor_t gradOut =
      g.tensor(kGradOut, io, {p.batch, p.headsQ, p.seqQ, p.dimV},
               p.strides(p.headsQ, p.seqQ, p.dimV));
  // D(i) = Σ_d dO ∘ O, kept in a scratch tensor the engine reads.
  cudnnBackendDescriptor_t product =
      g.virtualTensor(f32, {p.batch, p.headsQ, p.seqQ, p.dimV});
  g.pointwise(CUDNN_POINTWISE_MUL, f32, gradOut, out, nullptr, product);
  cudnnBackendDescriptor_t rowSum = g.virtualTensor(f32, rowDims);
  g.reduce(CUDNN_REDUCE_TENSOR_ADD, product, rowSum);
  cudnnBackendDescriptor_t softmaxSum = g.tensor(kSoftmaxSum, f32, rowDims);
  g.pointwise(CUDNN_POINTWISE_MUL, f32, rowSum, g.constantFloat(1.0f), nullptr,
              softmaxSum);

  cudnnBackendDescriptor_t stats = g.tensor(kStats, f32, rowDims);
  ScoreGraph s = buildScores(g, p, stats);
  cudnnBackendDescriptor_t probs = g.virtualTensor(f32, scoreDims);
  g.pointwise(CUDNN_POINTWISE_EXP, f32, s.scores, nullptr, nullptr, probs);

  bool grouped = p.headsQ != p.headsKv;
  // dV = Pᵀ·dO, summed over the query heads of each kv head.
  cudnnBackendDescriptor_t probsT =
      g.virtualTensor(io, transposedDims, transposedStrides);
  g.reshape(probs, probsT);
  Dims gradValueDims = {p.batch, p.headsKv, p.seqKv, p.dimV};
  cudnnBackendDescriptor_t gradValue =
      g.tensor(kGradValue, io, gradValueDims,
               p.strides(p.headsKv, p.seqKv, p.dimV));
  if (grouped) {
    cudnnBackendDescriptor_t full =
        g.virtualTensor(io, {p.batch, p.headsQ, p.seqKv, p.dimV});
    g.matmul(probsT, gradOut, full, s.seqLensKv, nullptr, s.seqLensQ);
    g.reduce(CUDNN_REDUCE_TENSOR_ADD, full, gradValue);
  } else {
    g.matmul(probsT, gradOut, gradValue, s.seqLensKv, nullptr, s.seqLensQ);
  }

  // dS = P ∘ (dO·Vᵀ − D) · scale.
  Dims valueStrides = p.strides(p.headsKv, p.seqKv, p.dimV);
  std::swap(valueStrides[2], valueStrides[3]);
  cudnnBackendDescriptor_t valueT = g.tensor(
      kValue, io, {p.batch, p.headsKv, p.dimV, p.seqKv}, valueStrides);
  cudnnBackendDescriptor_t gradProbs = g.virtualTensor(f32, scoreDims);
  g.matmul(gradOut, valueT, gradProbs, s.seqLensQ, s.seqLensKv, nullptr);
  cudnnBackendDescriptor_t centred = g.virtualTensor(f32, scoreDims);
  g.pointwise(CUDNN_POINTWISE_SUB, f32, gradProbs, softmaxSum, nullptr,
              centred);
  cudnnBackendDescriptor_t weighted = g.virtualTensor(f32, scoreDims);
  g.pointwise(CUDNN_POINTWISE_MUL, f32, centred, probs, nullptr, weighted);
  cudnnBackendDescriptor_t gradScores = g.virtualTensor(f32, scoreDims);
  g.pointwise(CUDNN_POINTWISE_MUL, f32, weighted, s.scale, nullptr,
              gradScores);

  // dK = dSᵀ·Q, summed over the group.
  cudnnBackendDescriptor_t gradScoresT =
      g.virtualTensor(io, transposedDims, transposedStrides);
  g.reshape(gradScores, gradScoresT);
  Dims gradKeyDims = {p.batch, p.headsKv, p.seqKv, p.dimQK};
  cudnnBackendDescriptor_t gradKey = g.tensor(
      kGradKey, io, gradKeyDims, p.strides(p.headsKv, p.seqKv, p.dimQK));
  if (grouped) {
    cudnnBackendDescriptor_t full =
        g.virtualTensor(io, {p.batch, p.headsQ, p.seqKv, p.dimQK});
    g.matmul(gradScoresT, s.query, full, s.seqLensKv, nullptr, s.seqLensQ);
    g.reduce(CUDNN_REDUCE_TENSOR_ADD, full, gradKey);
  } else {
    g.matmul(gradScoresT, s.query, gradKey, s.seqLensKv, nullptr, s.seqLensQ);
  }

  // dQ = dS·K through an f32 accumulator the engine adds into.
  cudnnBackendDescriptor_t key =
      g.virtualTensor(io, {p.batch, p.headsKv, p.seqKv, p.dimQK},
                      p.strides(p.headsKv, p.seqKv, p.dimQK));
  g.reshape(s.keyTransposed, key);
  cudnnBackendDescriptor_t accumulator =
      g.tensor(kGradQueryAccumulator, f32,
               {p.batch, p.headsQ, p.seqQ, p.dimQK});
  g.matmul(gradScores, key, accumulator, s.seqLensQ, nullptr, s.seqLensKv);
  cudnnBackendDescriptor_t gradQuery =
      g.tensor(kGradQuery, io, {p.batch, p.headsQ, p.seqQ, p.dimQK},
               p.strides(p.headsQ, p.seqQ, p.dimQK));
  g.pointwise(CUDNN_POINTWISE_IDENTITY, f32, accumulator, nullptr, nullptr,
              gradQuery);
}

/// The plan for `problem`, built on first use and cached, or null with
/// `why` (also cached: a problem cuDNN has no engine for is not retried).
/// At most kMaxPlans are kept; the oldest goes first. Call with the
/// library's mutex held (no plan is executing then).
constexpr size_t kMaxPlans = 64;

Plan *planFor(Library &library, const Problem &problem, std::string &why) {
  struct Entry {
    std::unique_ptr<Plan> plan;
    std::string error;
  };
  static std::map<std::vector<int64_t>, Entry> cache;
  static std::vector<std::vector<int64_t>> order;
  auto key = problem.key();
  auto found = cache.find(key);
  if (found != cache.end()) {
    why = found->second.error;
    return found->second.plan.get();
  }
  if (cache.size() >= kMaxPlans) {
    auto oldest = cache.find(order.front());
    if (oldest->second.plan)
      for (cudnnBackendDescriptor_t d : oldest->second.plan->descriptors)
        library.api.destroyDescriptor(d);
    cache.erase(oldest);
    order.erase(order.begin());
  }
  Entry entry;
  entry.plan = std::make_unique<Plan>();
  GraphBuilder g(library.api, library.handle, *entry.plan);
  if (problem.backward)
    buildBackward(g, problem);
  else
    buildForward(g, problem);
  g.buildPlan();
  std::string problemText =
      std::string("cuDNN ") + (problem.backward ? "backward" : "forward") +
      " attention (B=" + std::to_string(problem.batch) +
      ", Hq=" + std::to_string(problem.headsQ) +
      ", Hkv=" + std::to_string(problem.headsKv) +
      ", Sq=" + std::to_string(problem.seqQ) +
      ", Skv=" + std::to_string(problem.seqKv) +
      ", Dqk=" + std::to_string(problem.dimQK) +
      ", Dv=" + std::to_string(problem.dimV) + ")";
  if (g.error.empty() && planLogging())
    std::fprintf(stderr, "attn: %s: %s, workspace %lld bytes\n",
                 problemText.c_str(), entry.plan->engine.c_str(),
                 static_cast<long long>(entry.plan->workspaceBytes));
  if (!g.error.empty()) {
    for (cudnnBackendDescriptor_t d : entry.plan->descriptors)
      library.api.destroyDescriptor(d);
    entry.plan.reset();
    entry.error = problemText + ": " + g.error;
  }
  order.push_back(key);
  Entry &stored = cache.emplace(key, std::move(entry)).first->second;
  why = stored.error;
  return stored.plan.get();
}

/// The stream-ordered scratch memory of one call: every buffer the call
/// needs is reserved first and then carved out of one allocation, released
/// when the call ends. A call allocates once because each allocation may
/// cross into the host framework (PyTorch's caching allocator through a
/// callback), which costs more host time than a short kernel.
class Scratch {
public:
  /// Reserves `bytes` (256-byte aligned, as cuDNN wants its workspace) and
  /// returns the slot that pointer() resolves after allocate().
  size_t reserve(size_t bytes) {
    size_t slot = offsets.size();
    offsets.push_back(total);
    total += (bytes + 255) / 256 * 256;
    return slot;
  }
  /// Allocates the reserved bytes (false after a recorded failure).
  bool allocate() {
    if (total == 0)
      return true;
    base = static_cast<char *>(attn::cuda::allocateOnStream(total));
    if (base && poisonScratch())
      return attn::cuda::fillOnStream(base, 0xFFFFFFFFu, total / 4);
    return base != nullptr;
  }
  void *pointer(size_t slot) const {
    return base ? base + offsets[slot] : nullptr;
  }
  ~Scratch() {
    if (base)
      attn::cuda::releaseOnStream(base);
  }

private:
  std::vector<size_t> offsets;
  size_t total = 0;
  char *base = nullptr;
};

/// Binds `bindings` (uid, device pointer) plus the plan's constants and
/// `workspace` (plan.workspaceBytes), and executes on the invocation's
/// stream.
void execute(Library &library, Plan &plan,
             std::vector<std::pair<int64_t, void *>> bindings,
             void *workspace) {
  const CudnnApi &api = library.api;
  for (Constant &c : plan.constants)
    bindings.push_back({c.uid, &c.value});
  std::vector<int64_t> uids;
  std::vector<void *> pointers;
  for (auto &[uid, pointer] : bindings) {
    uids.push_back(uid);
    pointers.push_back(pointer);
  }
  cudnnBackendDescriptor_t pack = nullptr;
  auto failed = [&](const char *call, cudnnStatus_t result) {
    attn::cuda::recordLaunchFailure(status(api, call, result));
    if (pack)
      api.destroyDescriptor(pack);
  };
  std::optional<attn::profile::Scope> timed(std::in_place,
                                            "cudnn variant pack");
  if (cudnnStatus_t r =
          api.createDescriptor(CUDNN_BACKEND_VARIANT_PACK_DESCRIPTOR, &pack))
    return failed("cudnnBackendCreateDescriptor(variant pack)", r);
  auto count = static_cast<int64_t>(uids.size());
  if (cudnnStatus_t r = api.setAttribute(
          pack, CUDNN_ATTR_VARIANT_PACK_UNIQUE_IDS, CUDNN_TYPE_INT64, count,
          uids.data()))
    return failed("cudnnBackendSetAttribute(variant pack ids)", r);
  if (cudnnStatus_t r = api.setAttribute(
          pack, CUDNN_ATTR_VARIANT_PACK_DATA_POINTERS, CUDNN_TYPE_VOID_PTR,
          count, pointers.data()))
    return failed("cudnnBackendSetAttribute(variant pack pointers)", r);
  if (cudnnStatus_t r =
          api.setAttribute(pack, CUDNN_ATTR_VARIANT_PACK_WORKSPACE,
                           CUDNN_TYPE_VOID_PTR, 1, &workspace))
    return failed("cudnnBackendSetAttribute(variant pack workspace)", r);
  if (cudnnStatus_t r = api.finalize(pack))
    return failed("cudnnBackendFinalize(variant pack)", r);
  timed.emplace("cudnnSetStream");
  if (cudnnStatus_t r = api.setStream(
          library.handle,
          static_cast<cudaStream_t>(attn::cuda::launchStreamHandle())))
    return failed("cudnnSetStream", r);
  timed.emplace("cudnnBackendExecute");
  if (cudnnStatus_t r = api.execute(library.handle, plan.plan, pack))
    return failed("cudnnBackendExecute", r);
  timed.emplace("cudnn variant pack destroy");
  api.destroyDescriptor(pack);
}

/// Under ATTN_CUDNN_AUTOTUNE, on a plan's first call outside stream
/// capture: times each candidate on this call's buffers and keeps the
/// fastest for this and every later call. The outputs it writes are
/// written again by the call's own execution.
void tune(Library &library, Plan &plan,
          const std::vector<std::pair<int64_t, void *>> &bindings,
          void *workspace) {
  if (plan.tuned)
    return;
  std::vector<double> times;
  for (const Plan::Candidate &candidate : plan.candidates) {
    plan.plan = candidate.plan;
    double milliseconds = attn::cuda::timeOnStream(
        [&] {
          execute(library, plan, bindings, workspace);
          return !attn::cuda::launchFailed();
        },
        /*repeats=*/3);
    if (milliseconds < 0) {
      // Captured into a graph (or failed, recorded): keep the first.
      plan.plan = plan.candidates.front().plan;
      return;
    }
    times.push_back(milliseconds);
  }
  size_t best = std::min_element(times.begin(), times.end()) - times.begin();
  plan.plan = plan.candidates[best].plan;
  plan.engine = plan.candidates[best].engine;
  plan.workspaceBytes = plan.candidates[best].workspaceBytes;
  plan.tuned = true;
  if (planLogging())
    for (size_t i = 0; i < times.size(); ++i)
      std::fprintf(stderr, "attn: cuDNN autotune: %s: %.3f ms%s\n",
                   plan.candidates[i].engine.c_str(), times[i],
                   i == best ? " (chosen)" : "");
}

Problem decode(bool backward, int64_t type, int64_t layout, int64_t batch,
               int64_t headsQ, int64_t headsKv, int64_t seqQ, int64_t seqKv,
               int64_t dimQK, int64_t dimV, int64_t causal,
               int64_t windowLeft, int64_t windowRight, int64_t biasBatch,
               int64_t biasHeads, double scale, bool alibi, bool padded,
               bool stats) {
  Problem p;
  p.backward = backward;
  p.type = static_cast<ElementType>(type);
  p.layout = static_cast<Layout>(layout);
  p.batch = batch;
  p.headsQ = headsQ;
  p.headsKv = headsKv;
  p.seqQ = seqQ;
  p.seqKv = seqKv;
  p.dimQK = dimQK;
  p.dimV = dimV;
  p.causal = static_cast<Causal>(causal);
  p.windowLeft = windowLeft;
  p.windowRight = windowRight;
  p.biasBatch = biasBatch;
  p.biasHeads = biasHeads;
  p.scale = scale;
  p.alibi = alibi;
  p.padded = padded;
  p.stats = stats;
  return p;
}

/// Checks what the compiler cannot: sizes that were dynamic.
bool validate(const Problem &p) {
  auto fail = [](const std::string &why) {
    attn::cuda::recordLaunchFailure("cuDNN attention: " + why);
    return false;
  };
  if (p.type != ElementType::bf16 && p.type != ElementType::f16)
    return fail("unknown element type code " +
                std::to_string(static_cast<int64_t>(p.type)));
  if (p.layout != Layout::bshd && p.layout != Layout::bhsd &&
      p.layout != Layout::sbhd)
    return fail("unknown layout code " +
                std::to_string(static_cast<int64_t>(p.layout)));
  if (p.headsKv <= 0 || p.headsQ % p.headsKv != 0)
    return fail(std::to_string(p.headsQ) + " query heads are not a multiple "
                "of " + std::to_string(p.headsKv) + " kv heads");
  // The masks' index arithmetic is 32-bit: i + o + r must not overflow.
  constexpr int64_t limit = int64_t(1) << 29;
  if (p.seqQ >= limit || p.seqKv >= limit)
    return fail("sequence lengths of 2^29 or more");
  return true;
}

/// The optional operands of a call: bias, ALiBi slopes and, for a padded
/// problem, the per-batch lengths, with full ones made in scratch memory
/// for a side that has none.
class OptionalOperands {
public:
  OptionalOperands(void *bias, void *alibiSlopes, void *seqLensQ,
                   void *seqLensKv, bool padded, const Problem &problem,
                   Scratch &scratch)
      : bias(bias), alibiSlopes(alibiSlopes), padded(padded),
        problem(problem) {
    lengths[0] = {seqLensQ, problem.seqQ, 0};
    lengths[1] = {seqLensKv, problem.seqKv, 0};
    if (padded)
      for (Lengths &side : lengths)
        if (!side.given)
          side.slot = scratch.reserve(static_cast<size_t>(problem.batch) * 4);
  }

  /// Adds them to `bindings`, after the scratch memory is allocated; false
  /// after a recorded failure.
  bool bind(std::vector<std::pair<int64_t, void *>> &bindings,
            const Scratch &scratch) const {
    if (bias)
      bindings.push_back({kBias, bias});
    if (alibiSlopes)
      bindings.push_back({kAlibiSlopes, alibiSlopes});
    if (!padded)
      return true;
    const int64_t uids[2] = {kSeqLensQ, kSeqLensKv};
    for (int side = 0; side < 2; ++side) {
      void *pointer = lengths[side].given;
      if (!pointer) {
        pointer = scratch.pointer(lengths[side].slot);
        if (!attn::cuda::fillOnStream(
                pointer, static_cast<uint32_t>(lengths[side].full),
                static_cast<size_t>(problem.batch)))
          return false;
      }
      bindings.push_back({uids[side], pointer});
    }
    return true;
  }

private:
  struct Lengths {
    void *given;
    int64_t full;
    size_t slot;
  };
  void *bias, *alibiSlopes;
  bool padded;
  const Problem &problem;
  Lengths lengths[2];
};

Library &library() {
  static Library *instance = openLibrary();
  return *instance;
}

} // namespace

//===----------------------------------------------------------------------===//
// The calls of compiled modules
//===----------------------------------------------------------------------===//

namespace {
/// The outcome of a call: cuDNN ran (or failed, recorded), or it could not
/// be used and the caller may run its generated kernels instead.
constexpr int32_t kRan = attn::abi::kCudnnRan;
constexpr int32_t kNotRun = attn::abi::kCudnnNotRun;

bool disabledByEnvironment() { return environmentFlag("ATTN_DISABLE_CUDNN"); }

/// Why cuDNN cannot run `problem` here, or "" after making the handle and
/// the plan. Call with the library's mutex held.
std::string prepare(Library &lib, const Problem &problem, Plan *&plan) {
  if (disabledByEnvironment())
    return "cuDNN is disabled (ATTN_DISABLE_CUDNN)";
  std::string why = prepareHandle(lib);
  if (!why.empty())
    return why;
  plan = planFor(lib, problem, why);
  return why;
}

/// kNotRun when the caller can fall back, else records `why`.
int32_t cannotRun(bool fallback, const std::string &why) {
  if (fallback)
    return kNotRun;
  attn::cuda::recordLaunchFailure(why);
  return kRan;
}
} // namespace

/// Both calls return 1 when they ran (or failed, which is recorded as a
/// launch failure), and 0 when cuDNN cannot be used here (no library, too
/// old, disabled by ATTN_DISABLE_CUDNN, no engine for the problem) and
/// `fallback` is set: modules compiled with backend=auto then run their
/// generated kernels. Without `fallback` that is a recorded failure too.
ATTN_EXPORT int32_t
attn_cudnnSdpaForward(int64_t type, int64_t layout, int64_t batch,
                      int64_t headsQ, int64_t headsKv, int64_t seqQ,
                      int64_t seqKv, int64_t dimQK, int64_t dimV,
                      int64_t causal, int64_t windowLeft, int64_t windowRight,
                      int64_t biasBatch, int64_t biasHeads, int64_t fallback,
                      double scale, void *query, void *key, void *value,
                      void *bias, void *alibiSlopes, void *seqLensQ,
                      void *seqLensKv, void *out, void *lse) {
  attn::profile::Scope timed("cudnn forward (all)");
  // After a failure nothing more runs; without keys every row is empty and
  // the module's row kernel writes out = 0, lse = -inf.
  if (attn::cuda::launchFailed() || !attn::cuda::activateContext() ||
      batch == 0 || seqQ == 0 || seqKv == 0)
    return kRan;
  bool padded = seqLensQ || seqLensKv;
  Problem problem = decode(false, type, layout, batch, headsQ, headsKv, seqQ,
                           seqKv, dimQK, dimV, causal, windowLeft, windowRight,
                           biasBatch, biasHeads, scale, alibiSlopes != nullptr,
                           padded, lse != nullptr);
  if (!validate(problem))
    return kRan;
  Library &lib = library();
  std::lock_guard<std::mutex> lock(lib.mutex);
  Plan *plan = nullptr;
  std::string why = prepare(lib, problem, plan);
  if (!plan)
    return cannotRun(fallback, why);
  Scratch scratch;
  size_t workspace = scratch.reserve(static_cast<size_t>(plan->workspaceBytes));
  OptionalOperands optional(bias, alibiSlopes, seqLensQ, seqLensKv, padded,
                            problem, scratch);
  if (!scratch.allocate())
    return kRan;
  std::vector<std::pair<int64_t, void *>> bindings = {
      {kQuery, query}, {kKey, key}, {kValue, value}, {kOut, out}};
  if (lse)
    bindings.push_back({kStats, lse});
  if (!optional.bind(bindings, scratch))
    return kRan;
  tune(lib, *plan, bindings, scratch.pointer(workspace));
  execute(lib, *plan, std::move(bindings), scratch.pointer(workspace));
  return kRan;
}

ATTN_EXPORT int32_t attn_cudnnSdpaBackward(
    int64_t type, int64_t layout, int64_t batch, int64_t headsQ,
    int64_t headsKv, int64_t seqQ, int64_t seqKv, int64_t dimQK, int64_t dimV,
    int64_t causal, int64_t windowLeft, int64_t windowRight, int64_t biasBatch,
    int64_t biasHeads, int64_t fallback, double scale, void *query, void *key,
    void *value, void *bias, void *alibiSlopes, void *seqLensQ,
    void *seqLensKv, void *out, void *gradOut, void *lse, void *gradQuery,
    void *gradKey, void *gradValue) {
  attn::profile::Scope timed("cudnn backward (all)");
  if (attn::cuda::launchFailed() || !attn::cuda::activateContext())
    return kRan;
  if (batch == 0 || seqQ == 0 || seqKv == 0) {
    // No (query, key) pair: the gradients are zero.
    size_t elementBytes = 2;
    attn::cuda::zeroOnStream(gradQuery, static_cast<size_t>(batch * seqQ *
                                                            headsQ * dimQK) *
                                            elementBytes) &&
        attn::cuda::zeroOnStream(gradKey,
                                 static_cast<size_t>(batch * seqKv * headsKv *
                                                     dimQK) *
                                     elementBytes) &&
        attn::cuda::zeroOnStream(gradValue,
                                 static_cast<size_t>(batch * seqKv * headsKv *
                                                     dimV) *
                                     elementBytes);
    return kRan;
  }
  Library &lib = library();
  std::lock_guard<std::mutex> lock(lib.mutex);
  // cuDNN up to 9.15 computes NaNs in the backward when Skv is not a
  // multiple of 128 unless a padding mask bounds the keys; full lengths
  // give it one without changing the result. ALiBi with bottom-right
  // alignment over lengths is what the compiler rejects (its statistics
  // come out wrong), so that combination is not run there.
  bool workaround = lib.failure.empty() && lib.version <= 91500 &&
                    seqKv % 128 != 0 && !seqLensQ && !seqLensKv;
  if (workaround && alibiSlopes &&
      causal == static_cast<int64_t>(Causal::bottomRight))
    return cannotRun(fallback,
                     "cuDNN " + std::to_string(lib.version) +
                         " cannot run the backward of bottom-right ALiBi "
                         "when Skv is not a multiple of 128 (needs 9.16+)");
  bool padded = seqLensQ || seqLensKv || workaround;
  Problem problem = decode(true, type, layout, batch, headsQ, headsKv, seqQ,
                           seqKv, dimQK, dimV, causal, windowLeft, windowRight,
                           biasBatch, biasHeads, scale, alibiSlopes != nullptr,
                           padded, true);
  if (!validate(problem))
    return kRan;
  Plan *plan = nullptr;
  std::string why = prepare(lib, problem, plan);
  if (!plan)
    return cannotRun(fallback, why);
  Scratch scratch;
  size_t rows = static_cast<size_t>(batch * headsQ * seqQ);
  size_t workspace = scratch.reserve(static_cast<size_t>(plan->workspaceBytes));
  size_t softmaxSumSlot = scratch.reserve(rows * 4);
  size_t accumulatorSlot =
      scratch.reserve(rows * static_cast<size_t>(dimQK) * 4);
  OptionalOperands optional(bias, alibiSlopes, seqLensQ, seqLensKv, padded,
                            problem, scratch);
  if (!scratch.allocate())
    return kRan;
  void *softmaxSum = scratch.pointer(softmaxSumSlot);
  // The f32 dQ accumulator needs no zero fill: since 9.6 the engine
  // initialises it itself (cuDNN's frontend stopped clearing it there). A
  // fill cost a memset of Sq·Hq·d_qk floats per call, 42 µs of the Llama
  // layer's backward at S 8192 on the H100.
  static_assert(kMinimumVersion >= 90600,
                "older cuDNN needs the dQ accumulator zero-filled");
  void *accumulator = scratch.pointer(accumulatorSlot);
  std::vector<std::pair<int64_t, void *>> bindings = {
      {kQuery, query},         {kKey, key},
      {kValue, value},         {kOut, out},
      {kGradOut, gradOut},     {kStats, lse},
      {kGradQuery, gradQuery}, {kGradKey, gradKey},
      {kGradValue, gradValue}, {kSoftmaxSum, softmaxSum},
      {kGradQueryAccumulator, accumulator}};
  if (!optional.bind(bindings, scratch))
    return kRan;
  tune(lib, *plan, bindings, scratch.pointer(workspace));
  execute(lib, *plan, std::move(bindings), scratch.pointer(workspace));
  return kRan;
}

// The definitions above are the calls the compiler emits.
static_assert(std::is_same_v<decltype(&attn_cudnnSdpaForward),
                             attn::abi::CudnnForwardFunction>);
static_assert(std::is_same_v<decltype(&attn_cudnnSdpaBackward),
                             attn::abi::CudnnBackwardFunction>);
