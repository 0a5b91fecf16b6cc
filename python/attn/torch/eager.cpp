//===- eager.cpp - attn.torch's eager calls as a C++ autograd function ----===//
//
// attn.torch builds this file with torch.utils.cpp_extension on first use
// (attn/torch/_eager.py) against the PyTorch it runs with. It does what the
// Python path (_EagerAttention in __init__.py) does, with the same checks:
// make the outputs, run the module's forward entry through the runtime's C
// API, and register a C++ autograd node whose backward runs the backward
// entry. The host time of an eager call is then PyTorch's own dispatch
// plus the runtime's, and the backward, which PyTorch's autograd engine
// runs on its device thread, never waits for the GIL.
//
// The runtime's functions come as addresses from Python (attn.runtime has
// loaded the library), so this extension links only against PyTorch.
//
//===----------------------------------------------------------------------===//

#include "attn/attn_runtime.h"

#include <c10/core/Allocator.h>
#include <c10/core/DeviceGuard.h>
#include <c10/core/impl/VirtualGuardImpl.h>
#include <torch/extension.h>

#include <dlfcn.h>

#include <limits>
#include <memory>
#include <mutex>
#include <string>
#include <unordered_map>
#include <vector>

namespace {

using torch::autograd::AutogradContext;
using torch::autograd::variable_list;

/// What the Python side reports (it becomes attn.AttnError there).
struct EagerError : std::runtime_error {
  using std::runtime_error::runtime_error;
};

/// The runtime's C API functions this file calls.
struct RuntimeApi {
  decltype(&attn_entry_invoke_data) invokeData = nullptr;
  decltype(&attn_scratch_arena_allocator) arenaAllocator = nullptr;
  decltype(&attn_last_error) lastError = nullptr;
  decltype(&attn_status_string) statusString = nullptr;
};
RuntimeApi api;

/// A tensor's expected dtype and sizes.
struct TensorSpec {
  at::ScalarType dtype;
  std::vector<int64_t> sizes;
};

/// The element types of attn's modules: attn.fusion's name, the runtime
/// manifest's, and torch's.
struct DtypeName {
  const char *fusion, *manifest, *torch;
  at::ScalarType type;
};
constexpr DtypeName kDtypes[] = {
    {"float32", "f32", "torch.float32", at::kFloat},
    {"float16", "f16", "torch.float16", at::kHalf},
    {"bfloat16", "bf16", "torch.bfloat16", at::kBFloat16},
    {"float64", "f64", "torch.float64", at::kDouble},
    {"bool", "i1", "torch.bool", at::kBool},
    {"int8", "i8", "torch.int8", at::kChar},
    {"int32", "i32", "torch.int32", at::kInt},
    {"int64", "i64", "torch.int64", at::kLong}};

const DtypeName *dtypeName(at::ScalarType type) {
  for (const DtypeName &name : kDtypes)
    if (name.type == type)
      return &name;
  return nullptr;
}

/// One entry: its handle, its inputs and the outputs it writes.
struct EntrySpec {
  attn_entry *handle = nullptr;
  std::string name;
  std::vector<TensorSpec> inputs, outputs;
};

/// One artifact's kernels (registered once from Python; never freed, as
/// the Python side keeps its loaded modules for the process).
struct Plan {
  std::string artifact;
  c10::DeviceType deviceType;
  int64_t runtimeDevice;
  EntrySpec forward, backward;
  /// The operand each backward output is the gradient of.
  std::vector<int64_t> gradOperands;
};

std::mutex plansMutex;
std::vector<std::unique_ptr<Plan>> plans;

Plan &planAt(int64_t id) {
  std::lock_guard<std::mutex> lock(plansMutex);
  TORCH_CHECK(id >= 0 && id < static_cast<int64_t>(plans.size()),
              "attn.torch: no eager plan ", id);
  return *plans[id];
}

std::string sizesText(at::IntArrayRef sizes) {
  std::string text = "[";
  for (size_t d = 0; d < sizes.size(); ++d)
    text += (d ? ", " : "") + std::to_string(sizes[d]);
  return text + "]";
}

/// As the Python path prints them: torch's dtype and the manifest's.
std::string describe(const at::Tensor &t) {
  const DtypeName *name = dtypeName(t.scalar_type());
  return (name ? std::string(name->torch) : c10::toString(t.scalar_type())) +
         sizesText(t.sizes());
}

std::string describe(const TensorSpec &spec) {
  return dtypeName(spec.dtype)->manifest + sizesText(spec.sizes);
}

/// The checks of _EntryCall._check, with its messages.
void checkInputs(const Plan &plan, const EntrySpec &entry,
                 const std::vector<at::Tensor> &inputs) {
  if (inputs.size() != entry.inputs.size())
    throw EagerError("attn.torch: the " + entry.name + " entry takes " +
                     std::to_string(entry.inputs.size()) + " inputs, not " +
                     std::to_string(inputs.size()));
  at::Device device = inputs[0].device();
  for (size_t i = 0; i < inputs.size(); ++i) {
    const at::Tensor &t = inputs[i];
    const TensorSpec &spec = entry.inputs[i];
    if (t.scalar_type() != spec.dtype || t.sizes() != spec.sizes)
      throw EagerError("attn.torch: argument " + std::to_string(i) +
                       " of the " + entry.name + " entry is " + describe(t) +
                       ", but the kernels were compiled for " +
                       describe(spec));
    if (t.device() != device)
      throw EagerError("attn.torch: the " + entry.name +
                       " entry's arguments are on " + device.str() + " and " +
                       t.device().str() + "; put them on one device");
  }
  if (device.type() != plan.deviceType)
    throw EagerError("attn.torch: " + plan.artifact + " was compiled for " +
                     (plan.deviceType == c10::DeviceType::CUDA ? "cuda"
                                                               : "cpu") +
                     ", but an operand is on " + device.str());
  if (device.is_cuda() && device.index() != plan.runtimeDevice)
    throw EagerError("attn.torch: the tensors are on " + device.str() +
                     ", but attn's runtime uses cuda:" +
                     std::to_string(plan.runtimeDevice) +
                     " (set ATTN_CUDA_DEVICE)");
}

/// Whether work queued on `stream` is being captured into a CUDA graph:
/// cuStreamIsCapturing from the driver PyTorch has loaded (none loaded: no
/// CUDA tensors, no capture).
bool capturing(void *stream) {
  using IsCapturing = int (*)(void *, int *);
  static IsCapturing isCapturing = [] {
    void *driver = dlopen("libcuda.so.1", RTLD_NOW | RTLD_NOLOAD);
    return driver ? reinterpret_cast<IsCapturing>(
                        dlsym(driver, "cuStreamIsCapturing"))
                  : nullptr;
  }();
  int status = 0;
  return isCapturing && isCapturing(stream, &status) == 0 && status != 0;
}

/// The scratch of the eager calls on one stream, as _StreamScratch: an
/// arena cut from one uint8 tensor of PyTorch's allocator, grown to what
/// the last call wanted; what does not fit comes from PyTorch's allocator
/// piece by piece (on the current stream, which is the launch stream).
struct StreamScratch {
  std::mutex mutex;
  at::Tensor buffer;
  attn_scratch_arena arena{};
  attn_scratch_allocator pieces{};
  attn_scratch_allocator allocator{};
  std::unordered_map<void *, c10::DataPtr> live;

  StreamScratch() {
    pieces.allocate = [](void *context, size_t bytes) -> void * {
      auto *self = static_cast<StreamScratch *>(context);
      try {
        c10::DataPtr data =
            c10::GetAllocator(c10::DeviceType::CUDA)->allocate(bytes);
        void *pointer = data.get();
        self->live.emplace(pointer, std::move(data));
        return pointer;
      } catch (const std::exception &) { // out of memory: the runtime's pool
        return nullptr;
      }
    };
    pieces.release = [](void *context, void *pointer) {
      static_cast<StreamScratch *>(context)->live.erase(pointer);
    };
    pieces.context = this;
    arena.fallback = &pieces;
    allocator = api.arenaAllocator(&arena);
  }

  attn_status invoke(attn_entry *entry, std::vector<void *> &pointers,
                     void *stream, at::Device device) {
    std::lock_guard<std::mutex> lock(mutex);
    // While a CUDA graph is captured (a backward whose forward ran
    // eagerly), every piece comes from PyTorch's allocator, i.e. the
    // graph's private pool: the graph's buffers must be its own, not the
    // arena that later eager calls reuse.
    if (capturing(stream))
      return api.invokeData(entry, pointers.data(), pointers.size(), stream,
                            &pieces);
    arena.used = 0;
    arena.wanted = 0;
    attn_status status = api.invokeData(entry, pointers.data(),
                                        pointers.size(), stream, &allocator);
    if (status == ATTN_OK && arena.wanted > arena.size)
      grow(arena.wanted, device);
    return status;
  }

  void grow(size_t size, at::Device device) {
    // The old buffer goes first (freed in stream order); without room for
    // the new one the pieces go on serving.
    buffer = at::Tensor();
    arena.base = nullptr;
    arena.size = 0;
    try {
      buffer = at::empty({static_cast<int64_t>(size)},
                         at::TensorOptions().dtype(at::kByte).device(device));
    } catch (const std::exception &) {
      return;
    }
    arena.base = buffer.data_ptr();
    arena.size = size;
  }
};

StreamScratch &scratchFor(at::Device device, void *stream) {
  static std::mutex mutex;
  static auto *scratches =
      new std::map<std::pair<int64_t, void *>, std::unique_ptr<StreamScratch>>;
  std::lock_guard<std::mutex> lock(mutex);
  auto &slot = (*scratches)[{device.index(), stream}];
  if (!slot)
    slot = std::make_unique<StreamScratch>();
  return *slot;
}

/// Runs `entry` on `inputs` (checked, contiguous) and returns its outputs,
/// filled with NaN (-1 for integers) first under `poison` (tests: an
/// output the kernels leave unwritten cannot pass as a result).
std::vector<at::Tensor> run(const Plan &plan, const EntrySpec &entry,
                            const std::vector<at::Tensor> &inputs,
                            bool poison) {
  checkInputs(plan, entry, inputs);
  at::Device device = inputs[0].device();
  std::vector<at::Tensor> outputs;
  outputs.reserve(entry.outputs.size());
  std::vector<void *> pointers;
  pointers.reserve(inputs.size() + entry.outputs.size());
  for (const at::Tensor &t : inputs)
    pointers.push_back(t.data_ptr());
  for (const TensorSpec &spec : entry.outputs) {
    outputs.push_back(at::empty(
        spec.sizes, at::TensorOptions().dtype(spec.dtype).device(device)));
    if (poison)
      outputs.back().fill_(at::isFloatingType(spec.dtype)
                               ? std::numeric_limits<double>::quiet_NaN()
                               : -1.0);
    pointers.push_back(outputs.back().data_ptr());
  }
  attn_status status;
  if (device.is_cuda()) {
    // The scratch pieces come from PyTorch's allocator on the current
    // device and stream: the tensors' device, whatever the caller's.
    c10::DeviceGuard guard(device);
    c10::impl::VirtualGuardImpl impl(c10::DeviceType::CUDA);
    void *stream = impl.getStream(device).native_handle();
    status = scratchFor(device, stream)
                 .invoke(entry.handle, pointers, stream, device);
  } else {
    status = api.invokeData(entry.handle, pointers.data(), pointers.size(),
                            nullptr, nullptr);
  }
  if (status != ATTN_OK)
    throw EagerError(std::string("attn runtime: ") +
                     api.statusString(status) + ": " + api.lastError());
  return outputs;
}

std::vector<at::Tensor> contiguous(at::TensorList tensors) {
  std::vector<at::Tensor> result;
  result.reserve(tensors.size());
  for (const at::Tensor &t : tensors)
    result.push_back(t.contiguous());
  return result;
}

class Attention : public torch::autograd::Function<Attention> {
public:
  // The operands come as a TensorList: autograd counts each of its
  // tensors as an input (a std::vector would be one opaque argument).
  static variable_list forward(AutogradContext *ctx, int64_t planId,
                               bool poison, at::TensorList operands) {
    const Plan &plan = planAt(planId);
    std::vector<at::Tensor> outputs =
        run(plan, plan.forward, contiguous(operands), poison);
    ctx->saved_data["plan"] = planId;
    ctx->saved_data["poison"] = poison;
    ctx->mark_non_differentiable({outputs[1]});
    // lse never has a gradient: no zero-filled d_lse.
    ctx->set_materialize_grads(false);
    variable_list saved(operands.begin(), operands.end());
    saved.push_back(outputs[0]);
    saved.push_back(outputs[1]);
    ctx->save_for_backward(saved);
    return outputs;
  }

  static variable_list backward(AutogradContext *ctx, variable_list grads) {
    const Plan &plan = planAt(ctx->saved_data["plan"].toInt());
    variable_list saved = ctx->get_saved_variables();
    size_t count = saved.size() - 2;
    const at::Tensor &out = saved[count];
    at::Tensor dOut = grads[0].defined() ? grads[0].to(out.scalar_type())
                                         : at::zeros_like(out);
    std::vector<at::Tensor> inputs =
        contiguous(at::TensorList(saved.data(), 3));
    inputs.push_back(out.contiguous());
    inputs.push_back(dOut.contiguous());
    inputs.push_back(saved[count + 1].contiguous());
    for (size_t i = 3; i < count; ++i)
      inputs.push_back(saved[i].contiguous());
    std::vector<at::Tensor> results =
        run(plan, plan.backward, inputs, ctx->saved_data["poison"].toBool());
    // One gradient per forward input: the plan id, the poison flag, then
    // each operand.
    variable_list result(2 + count);
    for (size_t i = 0; i < results.size(); ++i)
      result[2 + plan.gradOperands[i]] = results[i];
    return result;
  }
};

/// (dtype name as attn.fusion spells it, sizes) of each tensor.
using Specs = std::vector<std::pair<std::string, std::vector<int64_t>>>;

TensorSpec toSpec(const std::pair<std::string, std::vector<int64_t>> &p) {
  for (const DtypeName &name : kDtypes)
    if (p.first == name.fusion)
      return {name.type, p.second};
  throw EagerError("attn.torch: no torch dtype for '" + p.first + "'");
}

EntrySpec makeEntry(uintptr_t handle, const std::string &name,
                    const Specs &inputs, const Specs &outputs) {
  EntrySpec entry;
  entry.handle = reinterpret_cast<attn_entry *>(handle);
  entry.name = name;
  for (const auto &p : inputs)
    entry.inputs.push_back(toSpec(p));
  for (const auto &p : outputs)
    entry.outputs.push_back(toSpec(p));
  return entry;
}

} // namespace

PYBIND11_MODULE(TORCH_EXTENSION_NAME, m) {
  pybind11::register_exception<EagerError>(m, "EagerError");
  m.def("bind_runtime",
        [](uintptr_t invokeData, uintptr_t arenaAllocator,
           uintptr_t lastError, uintptr_t statusString) {
          api.invokeData =
              reinterpret_cast<decltype(api.invokeData)>(invokeData);
          api.arenaAllocator =
              reinterpret_cast<decltype(api.arenaAllocator)>(arenaAllocator);
          api.lastError = reinterpret_cast<decltype(api.lastError)>(lastError);
          api.statusString =
              reinterpret_cast<decltype(api.statusString)>(statusString);
        },
        "the runtime's C functions, by address");
  m.def("add_plan",
        [](const std::string &artifact, bool cuda, int64_t runtimeDevice,
           uintptr_t forward, const Specs &forwardInputs,
           const Specs &forwardOutputs, uintptr_t backward,
           const Specs &backwardInputs, const Specs &backwardOutputs,
           const std::vector<int64_t> &gradOperands) {
          auto plan = std::make_unique<Plan>();
          plan->artifact = artifact;
          plan->deviceType = cuda ? c10::DeviceType::CUDA : c10::DeviceType::CPU;
          plan->runtimeDevice = runtimeDevice;
          plan->forward =
              makeEntry(forward, "forward", forwardInputs, forwardOutputs);
          plan->backward =
              makeEntry(backward, "backward", backwardInputs, backwardOutputs);
          plan->gradOperands = gradOperands;
          std::lock_guard<std::mutex> lock(plansMutex);
          plans.push_back(std::move(plan));
          return static_cast<int64_t>(plans.size() - 1);
        },
        "registers an artifact's kernels; returns its plan id");
  m.def("attention",
        [](int64_t planId, const std::vector<at::Tensor> &operands,
           bool poison) {
          return Attention::apply(planId, poison, at::TensorList(operands));
        },
        // The kernels (a CPU module's run on this thread) need no GIL, as
        // under ctypes.
        pybind11::call_guard<pybind11::gil_scoped_release>(),
        "the fused attention's (out, lse), with autograd; `poison` fills "
        "the outputs with NaN before the kernels run");
}
