//===- Module.cpp - loading and invoking compiled attn modules ------------===//
//
// dlopen()s a compiled module, parses its manifest and calls entries
// through their uniform `attn_entry_<name>(void **)` wrappers, building the
// memref descriptors the compiled code expects. CUDA modules launch their
// kernels through the runtime's attn_mgpu* functions (CudaLaunch.cpp), whose
// failures are collected here.
//
//===----------------------------------------------------------------------===//

#include "attn/attn_runtime.h"
#include "attn/ModuleAbi.h"

#include "CudaLaunch.h"
#include "HostProfile.h"

#include <dlfcn.h>

#include <cstdint>
#include <cstring>
#include <memory>
#include <sstream>
#include <algorithm>
#include <string>
#include <vector>

namespace abi = attn::abi;

namespace {
thread_local std::string lastError;

attn_status fail(attn_status status, const std::string &message) {
  lastError = message;
  return status;
}

struct ArgumentSpec {
  bool isOutput = false;
  bool isScalar = false;
  attn_dtype dtype = ATTN_DTYPE_F32;
  std::vector<int64_t> shape;
};

bool parseDtype(const std::string &name, attn_dtype &dtype) {
  static const std::pair<const char *, attn_dtype> names[] = {
      {"f32", ATTN_DTYPE_F32}, {"f16", ATTN_DTYPE_F16},
      {"bf16", ATTN_DTYPE_BF16}, {"f64", ATTN_DTYPE_F64},
      {"i1", ATTN_DTYPE_I1},   {"i8", ATTN_DTYPE_I8},
      {"i32", ATTN_DTYPE_I32}, {"i64", ATTN_DTYPE_I64}};
  for (auto &[text, value] : names) {
    if (name == text) {
      dtype = value;
      return true;
    }
  }
  return false;
}

std::string formatShape(const int64_t *shape, int32_t rank) {
  std::ostringstream os;
  os << '[';
  for (int32_t i = 0; i < rank; ++i)
    os << (i ? ", " : "") << (shape[i] < 0 ? std::string("?")
                                           : std::to_string(shape[i]));
  os << ']';
  return os.str();
}
} // namespace

struct attn_entry {
  std::string name;
  std::vector<ArgumentSpec> args;
  void (*function)(void **) = nullptr;
  attn_target target = ATTN_TARGET_CPU;
};

struct attn_module {
  void *handle = nullptr;
  std::string path;
  attn_target target = ATTN_TARGET_CPU;
  std::vector<std::unique_ptr<attn_entry>> entries;
  ~attn_module() {
    if (handle)
      dlclose(handle);
  }
};

extern "C" const char *attn_status_string(attn_status status) {
  switch (status) {
  case ATTN_OK:
    return "ok";
  case ATTN_ERROR_INVALID_ARGUMENT:
    return "invalid argument";
  case ATTN_ERROR_NOT_FOUND:
    return "not found";
  case ATTN_ERROR_LOAD:
    return "load failed";
  case ATTN_ERROR_BAD_MODULE:
    return "bad module";
  case ATTN_ERROR_UNSUPPORTED:
    return "unsupported";
  case ATTN_ERROR_DEVICE:
    return "device error";
  }
  return "unknown status";
}

extern "C" const char *attn_last_error(void) { return lastError.c_str(); }

extern "C" size_t attn_dtype_size(attn_dtype dtype) {
  switch (dtype) {
  case ATTN_DTYPE_F32:
  case ATTN_DTYPE_I32:
    return 4;
  case ATTN_DTYPE_F16:
  case ATTN_DTYPE_BF16:
    return 2;
  case ATTN_DTYPE_F64:
  case ATTN_DTYPE_I64:
    return 8;
  case ATTN_DTYPE_I1:
  case ATTN_DTYPE_I8:
    return 1;
  }
  return 0;
}

extern "C" const char *attn_dtype_name(attn_dtype dtype) {
  switch (dtype) {
  case ATTN_DTYPE_F32:
    return "f32";
  case ATTN_DTYPE_F16:
    return "f16";
  case ATTN_DTYPE_BF16:
    return "bf16";
  case ATTN_DTYPE_F64:
    return "f64";
  case ATTN_DTYPE_I1:
    return "i1";
  case ATTN_DTYPE_I8:
    return "i8";
  case ATTN_DTYPE_I32:
    return "i32";
  case ATTN_DTYPE_I64:
    return "i64";
  }
  return "?";
}

/// Parses the manifest text (see AttnExportEntriesPass).
static attn_status parseManifest(const char *text, attn_module &module) {
  std::istringstream lines(text);
  std::string line;
  int lineNumber = 0;
  auto bad = [&](const std::string &why) {
    return fail(ATTN_ERROR_BAD_MODULE, module.path + ": manifest line " +
                                           std::to_string(lineNumber) + ": " +
                                           why);
  };
  attn_entry *current = nullptr;
  size_t expectedArgs = 0;
  bool headerOnly = true; // nothing but 'attn-module 1' read so far
  while (std::getline(lines, line)) {
    ++lineNumber;
    std::istringstream words(line);
    std::string keyword;
    if (!(words >> keyword))
      continue;
    if (lineNumber == 1) {
      int version = 0;
      if (keyword != abi::kManifestMagic || !(words >> version) ||
          version != abi::kManifestVersion)
        return bad("expected 'attn-module 1'");
      continue;
    }
    bool first = headerOnly;
    headerOnly = false;
    if (keyword == abi::kManifestTarget) {
      std::string target;
      if (!first)
        return bad("'target' must come right after 'attn-module 1'");
      if (!(words >> target))
        return bad("expected 'target cpu' or 'target cuda'");
      if (target == "cpu")
        module.target = ATTN_TARGET_CPU;
      else if (target == "cuda")
        module.target = ATTN_TARGET_CUDA;
      else
        return bad("unknown target '" + target + "' (expected cpu or cuda)");
      continue;
    }
    if (keyword == abi::kManifestEntry) {
      if (current && current->args.size() != expectedArgs)
        return bad("entry '" + current->name + "' lists too few arguments");
      std::string name;
      size_t inputs = 0, outputs = 0;
      if (!(words >> name >> inputs >> outputs) || name.size() < 2 ||
          name[0] != '@')
        return bad("expected 'entry @name <inputs> <outputs>'");
      auto entry = std::make_unique<attn_entry>();
      entry->name = name.substr(1);
      entry->target = module.target;
      std::string symbol = abi::kEntryPrefix + entry->name;
      entry->function =
          reinterpret_cast<void (*)(void **)>(dlsym(module.handle,
                                                    symbol.c_str()));
      if (!entry->function)
        return bad("missing symbol '" + symbol + "'");
      expectedArgs = inputs + outputs;
      current = entry.get();
      module.entries.push_back(std::move(entry));
      continue;
    }
    if (keyword == abi::kManifestArgument) {
      if (!current)
        return bad("argument before any entry");
      std::string role, kind, dtype;
      ArgumentSpec spec;
      if (!(words >> role >> kind >> dtype) ||
          (role != abi::kManifestInput && role != abi::kManifestOutput) ||
          (kind != abi::kManifestMemref && kind != abi::kManifestScalar) ||
          !parseDtype(dtype, spec.dtype))
        return bad("malformed argument");
      spec.isOutput = role == abi::kManifestOutput;
      spec.isScalar = kind == abi::kManifestScalar;
      if (!spec.isScalar) {
        int32_t rank = -1;
        if (!(words >> rank) || rank < 0)
          return bad("malformed rank");
        spec.shape.resize(rank);
        for (int64_t &size : spec.shape)
          if (!(words >> size) || size < -1)
            return bad("malformed shape");
      }
      current->args.push_back(std::move(spec));
      if (current->args.size() > expectedArgs)
        return bad("entry '" + current->name + "' lists too many arguments");
      continue;
    }
    return bad("unknown keyword '" + keyword + "'");
  }
  if (current && current->args.size() != expectedArgs)
    return bad("entry '" + current->name + "' lists too few arguments");
  return ATTN_OK;
}

extern "C" attn_status attn_module_load(const char *path,
                                        attn_module **module) {
  if (!path || !module)
    return fail(ATTN_ERROR_INVALID_ARGUMENT, "attn_module_load: null argument");
  *module = nullptr;
  auto loaded = std::make_unique<attn_module>();
  loaded->path = path;
  // A bare file name is a file here, not a library to search for.
  std::string file = path;
  if (file.find('/') == std::string::npos)
    file = "./" + file;
  // A CUDA module's constructor loads its kernels through attn_mgpuModuleLoad,
  // which must resolve to this runtime and records failures for us.
  attn::cuda::exposeLaunchSymbols();
  attn::cuda::beginModuleLoad();
  loaded->handle = dlopen(file.c_str(), RTLD_NOW | RTLD_LOCAL);
  std::string deviceError = attn::cuda::takeModuleLoadError();
  if (!loaded->handle) {
    const char *error = dlerror();
    std::string why = error ? error : "unknown error";
    if (why.find("undefined symbol: attn_mgpu") != std::string::npos &&
        !attn::cuda::launchSymbolsVisible())
      why += " (the attn runtime's launch functions are not visible to "
             "modules: link the executable with -rdynamic)";
    return fail(ATTN_ERROR_LOAD,
                std::string("cannot load '") + path + "': " + why);
  }
  if (!deviceError.empty())
    return fail(ATTN_ERROR_DEVICE,
                std::string("cannot load '") + path +
                    "': CUDA module load failed: " + deviceError);
  auto *manifest =
      static_cast<const char *>(dlsym(loaded->handle, abi::kManifestSymbol));
  if (!manifest)
    return fail(ATTN_ERROR_BAD_MODULE,
                std::string("'") + path +
                    "' is not an attn module (no " + abi::kManifestSymbol + ")");
  if (attn_status status = parseManifest(manifest, *loaded))
    return status;
  *module = loaded.release();
  return ATTN_OK;
}

extern "C" void attn_module_destroy(attn_module *module) { delete module; }

extern "C" attn_target attn_module_target(const attn_module *module) {
  return module ? module->target : ATTN_TARGET_CPU;
}

extern "C" size_t attn_module_entry_count(const attn_module *module) {
  return module ? module->entries.size() : 0;
}

extern "C" attn_entry *attn_module_entry_at(attn_module *module,
                                            size_t index) {
  if (!module || index >= module->entries.size())
    return nullptr;
  return module->entries[index].get();
}

extern "C" attn_status attn_module_find_entry(attn_module *module,
                                              const char *name,
                                              attn_entry **entry) {
  if (!module || !name || !entry)
    return fail(ATTN_ERROR_INVALID_ARGUMENT,
                "attn_module_find_entry: null argument");
  for (auto &candidate : module->entries) {
    if (candidate->name == name) {
      *entry = candidate.get();
      return ATTN_OK;
    }
  }
  std::string known;
  for (auto &candidate : module->entries)
    known += (known.empty() ? "" : ", ") + candidate->name;
  return fail(ATTN_ERROR_NOT_FOUND, std::string("no entry '") + name +
                                        "' in " + module->path +
                                        " (entries: " + known + ")");
}

extern "C" const char *attn_entry_name(const attn_entry *entry) {
  return entry ? entry->name.c_str() : "";
}

extern "C" size_t attn_entry_arg_count(const attn_entry *entry) {
  return entry ? entry->args.size() : 0;
}

extern "C" attn_status attn_entry_arg_info(const attn_entry *entry,
                                           size_t index,
                                           attn_arg_info *info) {
  if (!entry || !info || index >= entry->args.size())
    return fail(ATTN_ERROR_INVALID_ARGUMENT,
                "attn_entry_arg_info: bad entry or index");
  const ArgumentSpec &spec = entry->args[index];
  info->is_output = spec.isOutput;
  info->is_scalar = spec.isScalar;
  info->dtype = spec.dtype;
  info->rank = static_cast<int32_t>(spec.shape.size());
  info->shape = spec.shape.data();
  return ATTN_OK;
}

/// attn_entry_invoke and attn_entry_invoke_async; `async` and `stream` only
/// matter for CUDA modules.
static attn_status invoke(attn_entry *entry, const attn_buffer *args,
                          size_t count, bool async, void *stream,
                          const attn_scratch_allocator *scratch = nullptr) {
  attn::profile::Scope timed("entry invoke");
  if (!entry)
    return fail(ATTN_ERROR_INVALID_ARGUMENT, "attn_entry_invoke: null entry");
  if (count != entry->args.size())
    return fail(ATTN_ERROR_INVALID_ARGUMENT,
                "entry '" + entry->name + "' takes " +
                    std::to_string(entry->args.size()) + " arguments, got " +
                    std::to_string(count));
  if (count && !args)
    return fail(ATTN_ERROR_INVALID_ARGUMENT, "attn_entry_invoke: null args");

  // Memref descriptors: {allocated, aligned, offset, sizes[r], strides[r]},
  // all 8-byte words on the 64-bit targets attn compiles for.
  static_assert(sizeof(void *) == sizeof(int64_t), "64-bit targets only");
  // One allocation holds every descriptor (sized first, so that the
  // pointers into it stay valid); error messages are built only on failure.
  size_t words = 0;
  for (const ArgumentSpec &spec : entry->args)
    words += spec.isScalar ? 0 : 3 + 2 * spec.shape.size();
  std::vector<int64_t> descriptors;
  descriptors.reserve(words);
  std::vector<void *> pointers(count);
  for (size_t i = 0; i < count; ++i) {
    const ArgumentSpec &spec = entry->args[i];
    const attn_buffer &buffer = args[i];
    auto where = [&] {
      return "entry '" + entry->name + "' argument #" + std::to_string(i) +
             ": ";
    };
    // A buffer with no elements may have no data (a zero-size tensor):
    // nothing reads or writes it, so the entry runs as a no-op on it.
    bool empty = !spec.isScalar && buffer.rank > 0 && buffer.shape &&
                 std::any_of(buffer.shape, buffer.shape + buffer.rank,
                             [](int64_t size) { return size == 0; });
    if (!buffer.data && !empty)
      return fail(ATTN_ERROR_INVALID_ARGUMENT, where() + "null data pointer");
    if (buffer.dtype != spec.dtype)
      return fail(ATTN_ERROR_INVALID_ARGUMENT,
                  where() + "expected element type " +
                      attn_dtype_name(spec.dtype) + ", got " +
                      attn_dtype_name(buffer.dtype));
    if (spec.isScalar) {
      if (buffer.rank != 0)
        return fail(ATTN_ERROR_INVALID_ARGUMENT,
                    where() + "expected a scalar (rank 0), got rank " +
                        std::to_string(buffer.rank));
      pointers[i] = buffer.data;
      continue;
    }
    int32_t rank = static_cast<int32_t>(spec.shape.size());
    if (buffer.rank != rank || (rank && !buffer.shape))
      return fail(ATTN_ERROR_INVALID_ARGUMENT,
                  where() + "expected rank " + std::to_string(rank) + ", got " +
                      std::to_string(buffer.rank));
    for (int32_t d = 0; d < rank; ++d) {
      if (buffer.shape[d] < 0 ||
          (spec.shape[d] >= 0 && buffer.shape[d] != spec.shape[d]))
        return fail(ATTN_ERROR_INVALID_ARGUMENT,
                    where() + "expected shape " +
                        formatShape(spec.shape.data(), rank) + ", got " +
                        formatShape(buffer.shape, rank));
    }
    if (buffer.strides) {
      int64_t running = 1;
      for (int32_t d = rank - 1; d >= 0; --d) {
        if (buffer.shape[d] > 1 && buffer.strides[d] != running)
          return fail(ATTN_ERROR_UNSUPPORTED,
                      where() + "only row-major contiguous buffers are "
                                "supported");
        running *= buffer.shape[d];
      }
    }
    // Generated GPU kernels move 16-byte chunks (cp.async); a view that
    // starts mid-chunk would fault on the device instead of failing here.
    if (entry->target == ATTN_TARGET_CUDA &&
        reinterpret_cast<uintptr_t>(buffer.data) % 16 != 0)
      return fail(ATTN_ERROR_INVALID_ARGUMENT,
                  where() + "CUDA modules need 16-byte aligned buffers");
    size_t start = descriptors.size();
    int64_t address = reinterpret_cast<int64_t>(buffer.data);
    descriptors.insert(descriptors.end(), {address, address, 0});
    descriptors.insert(descriptors.end(), buffer.shape, buffer.shape + rank);
    descriptors.resize(start + 3 + 2 * rank);
    int64_t running = 1;
    for (int32_t d = rank - 1; d >= 0; --d) {
      descriptors[start + 3 + rank + d] = running;
      running *= buffer.shape[d];
    }
    pointers[i] = descriptors.data() + start;
  }
  if (entry->target != ATTN_TARGET_CUDA) {
    entry->function(pointers.data());
    lastError.clear();
    return ATTN_OK;
  }
  attn::cuda::beginLaunch(async, stream, scratch);
  entry->function(pointers.data());
  std::string deviceError = attn::cuda::endLaunch();
  if (!deviceError.empty())
    return fail(ATTN_ERROR_DEVICE,
                "entry '" + entry->name + "': " + deviceError);
  lastError.clear();
  return ATTN_OK;
}

extern "C" attn_status
attn_entry_invoke(attn_entry *entry, const attn_buffer *args, size_t count) {
  return invoke(entry, args, count, /*async=*/false, nullptr);
}

extern "C" attn_status attn_entry_invoke_async(attn_entry *entry,
                                               const attn_buffer *args,
                                               size_t count, void *stream) {
  return invoke(entry, args, count, /*async=*/true, stream);
}

extern "C" attn_status
attn_entry_invoke_async_scratch(attn_entry *entry, const attn_buffer *args,
                                size_t count, void *stream,
                                const attn_scratch_allocator *scratch) {
  if (scratch && !scratch->allocate)
    return fail(ATTN_ERROR_INVALID_ARGUMENT,
                "attn_entry_invoke_async_scratch: the scratch allocator has "
                "no allocate function");
  return invoke(entry, args, count, /*async=*/true, stream, scratch);
}

extern "C" attn_status attn_entry_invoke_data(
    attn_entry *entry, void *const *data, size_t count, void *stream,
    const attn_scratch_allocator *scratch) {
  if (!entry)
    return fail(ATTN_ERROR_INVALID_ARGUMENT,
                "attn_entry_invoke_data: null entry");
  if (count != entry->args.size())
    return fail(ATTN_ERROR_INVALID_ARGUMENT,
                "entry '" + entry->name + "' takes " +
                    std::to_string(entry->args.size()) + " arguments, got " +
                    std::to_string(count));
  if (count && !data)
    return fail(ATTN_ERROR_INVALID_ARGUMENT,
                "attn_entry_invoke_data: null data array");
  if (scratch && !scratch->allocate)
    return fail(ATTN_ERROR_INVALID_ARGUMENT,
                "attn_entry_invoke_data: the scratch allocator has no "
                "allocate function");
  // The manifest's dtypes and shapes describe every argument; invoke()
  // still checks the pointers (null, 16-byte alignment on CUDA).
  std::vector<attn_buffer> buffers(count);
  for (size_t i = 0; i < count; ++i) {
    const ArgumentSpec &spec = entry->args[i];
    if (std::any_of(spec.shape.begin(), spec.shape.end(),
                    [](int64_t size) { return size < 0; }))
      return fail(ATTN_ERROR_INVALID_ARGUMENT,
                  "entry '" + entry->name + "' argument #" +
                      std::to_string(i) +
                      " has dynamic sizes: pass its shape through "
                      "attn_entry_invoke_async_scratch");
    buffers[i] = {data[i], spec.dtype,
                  spec.isScalar ? 0 : static_cast<int32_t>(spec.shape.size()),
                  spec.shape.data(), nullptr};
  }
  return invoke(entry, buffers.data(), count, /*async=*/true, stream,
                scratch);
}

//===----------------------------------------------------------------------===//
// Device memory
//===----------------------------------------------------------------------===//

static attn_status deviceResult(const std::string &error) {
  if (!error.empty())
    return fail(ATTN_ERROR_DEVICE, error);
  lastError.clear();
  return ATTN_OK;
}

namespace {
constexpr size_t kArenaAlignment = 256;

bool inArena(const attn_scratch_arena *arena, const void *pointer) {
  auto address = reinterpret_cast<uintptr_t>(pointer);
  auto base = reinterpret_cast<uintptr_t>(arena->base);
  return arena->base && address >= base && address - base < arena->size;
}

/// attn_scratch_arena_allocator's allocate: the next 256-byte aligned piece
/// of the arena, else the fallback's (NULL: the runtime's pool).
void *cutFromArena(void *context, size_t bytes) {
  auto *arena = static_cast<attn_scratch_arena *>(context);
  const attn_scratch_allocator *fallback = arena->fallback;
  auto fromFallback = [&]() -> void * {
    return fallback ? fallback->allocate(fallback->context, bytes) : nullptr;
  };
  if (bytes > SIZE_MAX - kArenaAlignment) {
    arena->wanted = SIZE_MAX;
    return fromFallback();
  }
  size_t rounded =
      (bytes + kArenaAlignment - 1) / kArenaAlignment * kArenaAlignment;
  arena->wanted =
      rounded > SIZE_MAX - arena->wanted ? SIZE_MAX : arena->wanted + rounded;
  if (!arena->base ||
      reinterpret_cast<uintptr_t>(arena->base) % kArenaAlignment ||
      arena->used > arena->size || rounded > arena->size - arena->used)
    return fromFallback();
  void *piece = static_cast<char *>(arena->base) + arena->used;
  arena->used += rounded;
  return piece;
}

/// Its release: nothing for the arena's pieces, the fallback's for its own.
void releaseToArena(void *context, void *pointer) {
  auto *arena = static_cast<attn_scratch_arena *>(context);
  if (inArena(arena, pointer))
    return;
  if (const attn_scratch_allocator *fallback = arena->fallback;
      fallback && fallback->release)
    fallback->release(fallback->context, pointer);
}
} // namespace

extern "C" attn_scratch_allocator
attn_scratch_arena_allocator(attn_scratch_arena *arena) {
  return attn_scratch_allocator{cutFromArena, releaseToArena, arena};
}

extern "C" attn_status attn_device_alloc(size_t bytes, void **pointer) {
  if (!pointer)
    return fail(ATTN_ERROR_INVALID_ARGUMENT, "attn_device_alloc: null pointer");
  *pointer = nullptr;
  return deviceResult(attn::cuda::allocate(bytes, pointer));
}

extern "C" attn_status attn_device_free(void *pointer) {
  if (!pointer)
    return ATTN_OK;
  return deviceResult(attn::cuda::release(pointer));
}

extern "C" attn_status attn_device_copy_to_device(void *device,
                                                  const void *host,
                                                  size_t bytes) {
  if ((!device || !host) && bytes)
    return fail(ATTN_ERROR_INVALID_ARGUMENT,
                "attn_device_copy_to_device: null pointer");
  return deviceResult(attn::cuda::copy(device, host, bytes, true));
}

extern "C" attn_status attn_device_copy_to_host(void *host, const void *device,
                                                size_t bytes) {
  if ((!device || !host) && bytes)
    return fail(ATTN_ERROR_INVALID_ARGUMENT,
                "attn_device_copy_to_host: null pointer");
  return deviceResult(attn::cuda::copy(host, device, bytes, false));
}
