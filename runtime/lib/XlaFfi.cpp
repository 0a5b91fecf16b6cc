//===- XlaFfi.cpp - XLA FFI handler that runs compiled attn modules -------===//
//
// libattn_xla_ffi.so: the handler through which JAX (jax.ffi.ffi_call) runs
// an entry of a module compiled by attn-compile, inside jit-compiled
// programs. One handler, in two variants exported as C symbols:
//
//   attn_xla_ffi_cpu   register with platform="cpu"
//   attn_xla_ffi_cuda  register with platform="CUDA"; the kernels go onto
//                      XLA's stream (PlatformStream) and the call returns
//                      without waiting for them
//
//   jax.ffi.register_ffi_target("attn_call",
//       jax.ffi.pycapsule(lib.attn_xla_ffi_cpu), platform="cpu")
//   jax.ffi.ffi_call("attn_call", result_types)(*args,
//       module="/abs/path/module.so", entry="forward")
//
// The call's operands are the entry's inputs and its results the entry's
// outputs, in the entry's order (attn_entry_invoke's buffer order). The
// attributes `module` (path of the shared object) and `entry` (its name) are
// strings. Modules are loaded on first use and kept, with their entries, in
// a process-wide cache guarded by a mutex; XLA may call the handler from
// several threads at once. Every failure becomes an ffi::Error carrying
// attn_last_error()'s message.
//
// A CUDA module runs on the runtime's device (device 0, or ATTN_CUDA_DEVICE)
// in its primary context, which is the one XLA uses too; a program that
// places the call on another GPU is not supported yet. Scratch memory (the
// backward's f32 accumulators, cuDNN's workspace) comes from XLA's scratch
// allocator, so it is XLA's memory, planned with the rest of the program.
//
// FFI API version: XLA rejects a handler built with FFI headers newer than
// its own ("API version 0.5 is incompatible with 0.4"). Build this file with
// the headers of the jaxlib that will load it (jax.ffi.include_dir() of that
// installation; see runtime/CMakeLists.txt, ATTN_XLA_FFI_INCLUDE_DIR). The
// API version and the headers it was built with are recorded in the
// library: attn_xla_ffi_api_major/minor() and attn_xla_ffi_headers(), which
// attn.jax checks against the running jaxlib before registering.
//
//===----------------------------------------------------------------------===//

#include "attn/attn_runtime.h"

#include "xla/ffi/api/c_api.h"
#include "xla/ffi/api/ffi.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <mutex>
#include <string>
#include <string_view>
#include <utility>
#include <vector>

#ifndef ATTN_XLA_FFI_HEADERS
#define ATTN_XLA_FFI_HEADERS "unknown XLA FFI headers"
#endif

#define ATTN_FFI_EXPORT extern "C" __attribute__((visibility("default")))

// Declared before XLA_FFI_DEFINE_HANDLER_SYMBOL defines them, so that they
// are exported although the library is built with hidden visibility.
ATTN_FFI_EXPORT XLA_FFI_Error *attn_xla_ffi_cpu(XLA_FFI_CallFrame *frame);
ATTN_FFI_EXPORT XLA_FFI_Error *attn_xla_ffi_cuda(XLA_FFI_CallFrame *frame);

namespace ffi = xla::ffi;

namespace {

const char *targetName(attn_target target) {
  return target == ATTN_TARGET_CUDA ? "cuda" : "cpu";
}

ffi::ErrorCode errorCode(attn_status status) {
  switch (status) {
  case ATTN_ERROR_INVALID_ARGUMENT:
    return ffi::ErrorCode::kInvalidArgument;
  case ATTN_ERROR_NOT_FOUND:
    return ffi::ErrorCode::kNotFound;
  case ATTN_ERROR_LOAD:
  case ATTN_ERROR_BAD_MODULE:
    return ffi::ErrorCode::kFailedPrecondition;
  case ATTN_ERROR_UNSUPPORTED:
    return ffi::ErrorCode::kUnimplemented;
  default:
    return ffi::ErrorCode::kInternal;
  }
}

ffi::Error runtimeError(attn_status status, const std::string &what) {
  return ffi::Error(errorCode(status), "attn: " + what + ": " +
                                           attn_status_string(status) + ": " +
                                           attn_last_error());
}

/// An entry ready to run, with what the handler checks before each call.
struct Entry {
  attn_entry *entry = nullptr;
  attn_target target = ATTN_TARGET_CPU;
  std::vector<bool> scalar; // per argument
};

/// Loaded modules and their entries, process-wide. Modules are never
/// unloaded: compiled XLA executables may call them at any time.
class ModuleCache {
public:
  ffi::ErrorOr<const Entry *> get(std::string_view path,
                                  std::string_view name) {
    std::lock_guard<std::mutex> lock(mutex_);
    std::string pathKey(path), nameKey(name);
    auto known = entries_.find({pathKey, nameKey});
    if (known != entries_.end())
      return &known->second;

    attn_module *&module = modules_[pathKey];
    if (!module) {
      if (attn_status status = attn_module_load(pathKey.c_str(), &module)) {
        module = nullptr;
        modules_.erase(pathKey);
        return runtimeError(status, "cannot load module '" + pathKey + "'");
      }
    }
    Entry entry;
    entry.target = attn_module_target(module);
    if (attn_status status =
            attn_module_find_entry(module, nameKey.c_str(), &entry.entry))
      return runtimeError(status, "module '" + pathKey + "'");
    size_t count = attn_entry_arg_count(entry.entry);
    for (size_t i = 0; i < count; ++i) {
      attn_arg_info info;
      if (attn_status status = attn_entry_arg_info(entry.entry, i, &info))
        return runtimeError(status, "entry '" + nameKey + "' of '" + pathKey +
                                        "'");
      entry.scalar.push_back(info.is_scalar != 0);
    }
    return &entries_.emplace(std::make_pair(pathKey, nameKey), entry)
                .first->second;
  }

private:
  std::mutex mutex_;
  std::map<std::string, attn_module *> modules_;
  std::map<std::pair<std::string, std::string>, Entry> entries_;
};

ModuleCache &cache() {
  static ModuleCache *instance = new ModuleCache(); // never destroyed
  return *instance;
}

bool toAttnDtype(ffi::DataType type, attn_dtype &out) {
  switch (type) {
  case ffi::DataType::F32:
    out = ATTN_DTYPE_F32;
    return true;
  case ffi::DataType::F16:
    out = ATTN_DTYPE_F16;
    return true;
  case ffi::DataType::BF16:
    out = ATTN_DTYPE_BF16;
    return true;
  case ffi::DataType::F64:
    out = ATTN_DTYPE_F64;
    return true;
  case ffi::DataType::PRED:
    out = ATTN_DTYPE_I1;
    return true;
  case ffi::DataType::S8:
    out = ATTN_DTYPE_I8;
    return true;
  case ffi::DataType::S32:
    out = ATTN_DTYPE_I32;
    return true;
  case ffi::DataType::S64:
    out = ATTN_DTYPE_I64;
    return true;
  default:
    return false;
  }
}

ffi::Error describe(const ffi::AnyBuffer &buffer, size_t index,
                    attn_buffer &out) {
  if (!toAttnDtype(buffer.element_type(), out.dtype))
    return ffi::Error::InvalidArgument(
        "attn: buffer #" + std::to_string(index) +
        " has an element type the runtime does not take (XLA FFI type " +
        std::to_string(static_cast<int>(buffer.element_type())) + ")");
  auto dims = buffer.dimensions();
  out.data = buffer.untyped_data();
  out.rank = static_cast<int32_t>(dims.size());
  out.shape = dims.begin();
  out.strides = nullptr; // XLA passes the row-major layout ffi_call asks for
  return ffi::Error::Success();
}

/// attn_scratch_allocator over XLA's: its memory lives until XLA's
/// stream-ordered release after the call, so nothing is released here.
void *allocateFromXla(void *context, size_t bytes) {
  auto *scratch = static_cast<ffi::ScratchAllocator *>(context);
  std::optional<void *> pointer = scratch->Allocate(bytes, 256);
  if (!pointer) {
    // Some XLA versions refuse alignments above their own: align by hand.
    pointer = scratch->Allocate(bytes + 256, 1);
    if (pointer)
      pointer = reinterpret_cast<void *>(
          (reinterpret_cast<uintptr_t>(*pointer) + 255) & ~uintptr_t(255));
  }
  static const bool trace = std::getenv("ATTN_XLA_SCRATCH_TRACE") != nullptr;
  if (trace)
    std::fprintf(stderr, "attn: XLA scratch %zu bytes: %s\n", bytes,
                 pointer ? "from XLA" : "refused, from the runtime's pool");
  return pointer ? *pointer : nullptr;
}

ffi::Error call(attn_target target, void *stream, ffi::RemainingArgs args,
                ffi::RemainingRets rets, std::string_view module,
                std::string_view name,
                ffi::ScratchAllocator *scratch = nullptr) {
  auto found = cache().get(module, name);
  if (found.has_error())
    return found.error();
  const Entry &entry = **found;
  std::string where =
      "entry '" + std::string(name) + "' of '" + std::string(module) + "'";
  if (entry.target != target)
    return ffi::Error(ffi::ErrorCode::kFailedPrecondition,
                      "attn: " + where + " was compiled for " +
                          targetName(entry.target) + " but is called on " +
                          targetName(target));

  size_t count = args.size() + rets.size();
  if (count != entry.scalar.size())
    return ffi::Error::InvalidArgument(
        "attn: " + where + " takes " + std::to_string(entry.scalar.size()) +
        " buffers (inputs, then outputs), the call passes " +
        std::to_string(args.size()) + " operands and " +
        std::to_string(rets.size()) + " results");
  std::vector<attn_buffer> buffers(count);
  for (size_t i = 0; i < args.size(); ++i) {
    auto buffer = args.get<ffi::AnyBuffer>(i);
    if (buffer.has_error())
      return buffer.error();
    if (ffi::Error error = describe(*buffer, i, buffers[i]); error.failure())
      return error;
    // A scalar is passed by value from host memory; on CUDA XLA's buffer is
    // device memory.
    if (entry.scalar[i] && target == ATTN_TARGET_CUDA)
      return ffi::Error(ffi::ErrorCode::kUnimplemented,
                        "attn: " + where + " takes a scalar argument (#" +
                            std::to_string(i) +
                            "), which the CUDA handler cannot pass yet");
  }
  for (size_t i = 0; i < rets.size(); ++i) {
    auto result = rets.get<ffi::AnyBuffer>(i);
    if (result.has_error())
      return result.error();
    size_t index = args.size() + i;
    if (ffi::Error error = describe(**result, index, buffers[index]);
        error.failure())
      return error;
  }

  attn_scratch_allocator fromXla{allocateFromXla, nullptr, scratch};
  attn_status status =
      target == ATTN_TARGET_CUDA
          ? attn_entry_invoke_async_scratch(entry.entry, buffers.data(), count,
                                            stream,
                                            scratch ? &fromXla : nullptr)
          : attn_entry_invoke(entry.entry, buffers.data(), count);
  if (status != ATTN_OK)
    return runtimeError(status, where);
  return ffi::Error::Success();
}

ffi::Error callCpu(ffi::RemainingArgs args, ffi::RemainingRets rets,
                   std::string_view module, std::string_view entry) {
  return call(ATTN_TARGET_CPU, nullptr, args, rets, module, entry);
}

ffi::Error callCuda(void *stream, ffi::ScratchAllocator scratch,
                    ffi::RemainingArgs args, ffi::RemainingRets rets,
                    std::string_view module, std::string_view entry) {
  return call(ATTN_TARGET_CUDA, stream, args, rets, module, entry, &scratch);
}

} // namespace

XLA_FFI_DEFINE_HANDLER_SYMBOL(attn_xla_ffi_cpu, callCpu,
                              ffi::Ffi::Bind()
                                  .RemainingArgs()
                                  .RemainingRets()
                                  .Attr<std::string_view>("module")
                                  .Attr<std::string_view>("entry"));

XLA_FFI_DEFINE_HANDLER_SYMBOL(attn_xla_ffi_cuda, callCuda,
                              ffi::Ffi::Bind()
                                  .Ctx<ffi::PlatformStream<void *>>()
                                  .Ctx<ffi::ScratchAllocator>()
                                  .RemainingArgs()
                                  .RemainingRets()
                                  .Attr<std::string_view>("module")
                                  .Attr<std::string_view>("entry"),
                              // Launches, memsets and XLA's scratch only:
                              // XLA may capture the call into a CUDA graph.
                              {ffi::Traits::kCmdBufferCompatible});

/// The XLA FFI API version of the headers this library was built with; a
/// jaxlib accepts it only if its own minor version is at least as new.
ATTN_FFI_EXPORT int attn_xla_ffi_api_major(void) { return XLA_FFI_API_MAJOR; }
ATTN_FFI_EXPORT int attn_xla_ffi_api_minor(void) { return XLA_FFI_API_MINOR; }
/// Where those headers came from (and the jaxlib version, when CMake found
/// them through Python).
ATTN_FFI_EXPORT const char *attn_xla_ffi_headers(void) {
  return ATTN_XLA_FFI_HEADERS;
}
