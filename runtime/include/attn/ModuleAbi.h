//===- ModuleAbi.h - the contract between compiled modules and the runtime ===//
//
// What the compiler writes into a module and what the runtime reads from
// it, declared once for both sides (C++17, no MLIR): the manifest's symbol
// and grammar, the entry wrappers' names, and the runtime's cuDNN calls
// (their names, the order of their arguments and the codes they carry).
// The compiler builds its calls from these declarations and the runtime
// checks its definitions against them with static_asserts, so the two can
// only change together.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_MODULEABI_H
#define ATTN_MODULEABI_H

#include <cstdint>

namespace attn::abi {

//===----------------------------------------------------------------------===//
// The manifest
//===----------------------------------------------------------------------===//

/// The NUL-terminated string global that describes a module's entries:
///
///   attn-module 1
///   target cuda                                   (optional; default cpu)
///   entry @NAME INPUTS OUTPUTS
///   arg in|out memref DTYPE RANK SIZE...          (SIZE -1: dynamic)
///   arg in scalar DTYPE
///
/// DTYPE is one of f32 f64 f16 bf16 i1 i8 i32 i64; an entry lists exactly
/// INPUTS + OUTPUTS args, inputs first.
inline constexpr const char kManifestSymbol[] = "attn_module_manifest";
inline constexpr const char kManifestMagic[] = "attn-module";
inline constexpr int kManifestVersion = 1;
inline constexpr const char kManifestTarget[] = "target";
inline constexpr const char kManifestEntry[] = "entry";
inline constexpr const char kManifestArgument[] = "arg";
inline constexpr const char kManifestInput[] = "in";
inline constexpr const char kManifestOutput[] = "out";
inline constexpr const char kManifestMemref[] = "memref";
inline constexpr const char kManifestScalar[] = "scalar";

/// Entry NAME is called through `void attn_entry_NAME(void **args)`.
inline constexpr const char kEntryPrefix[] = "attn_entry_";

//===----------------------------------------------------------------------===//
// The cuDNN calls
//===----------------------------------------------------------------------===//

inline constexpr const char kCudnnForward[] = "attn_cudnnSdpaForward";
inline constexpr const char kCudnnBackward[] = "attn_cudnnSdpaBackward";

/// Codes carried by the problem arguments.
enum class CudnnElementType : int64_t { bf16 = 0, f16 = 1 };
enum class CudnnLayout : int64_t { bshd = 0, bhsd = 1, sbhd = 2 };
enum class CudnnCausal : int64_t { none = 0, topLeft = 1, bottomRight = 2 };

/// The i64 arguments both calls start with, in this order; the f64 scale
/// follows them, then the buffers (device addresses, 0 when absent).
/// Window extents are -1 (none) or at most 2^29; bias sizes are 0 without
/// a bias; `fallback` is 1 when the caller can run its own kernels if the
/// call answers kCudnnNotRun.
enum CudnnProblemArgument : unsigned {
  kCudnnType,
  kCudnnLayout,
  kCudnnBatch,
  kCudnnHeadsQ,
  kCudnnHeadsKv,
  kCudnnSeqQ,
  kCudnnSeqKv,
  kCudnnDimQK,
  kCudnnDimV,
  kCudnnCausalMask,
  kCudnnWindowLeft,
  kCudnnWindowRight,
  kCudnnBiasBatch,
  kCudnnBiasHeads,
  kCudnnFallback,
  kCudnnProblemIntegers
};

/// The forward's buffers, in order after the scale.
enum CudnnForwardBuffer : unsigned {
  kForwardQuery,
  kForwardKey,
  kForwardValue,
  kForwardBias,
  kForwardAlibiSlopes,
  kForwardSeqLensQ,
  kForwardSeqLensKv,
  kForwardOut,
  kForwardLse,
  kCudnnForwardBuffers
};

/// The backward's buffers, in order after the scale.
enum CudnnBackwardBuffer : unsigned {
  kBackwardQuery,
  kBackwardKey,
  kBackwardValue,
  kBackwardBias,
  kBackwardAlibiSlopes,
  kBackwardSeqLensQ,
  kBackwardSeqLensKv,
  kBackwardOut,
  kBackwardGradOut,
  kBackwardLse,
  kBackwardGradQuery,
  kBackwardGradKey,
  kBackwardGradValue,
  kCudnnBackwardBuffers
};

/// What a call returns: it ran (or failed, which the runtime records as a
/// launch failure), or cuDNN cannot be used here and `fallback` was set.
inline constexpr int32_t kCudnnRan = 1;
inline constexpr int32_t kCudnnNotRun = 0;

/// The calls' C signatures.
using CudnnForwardFunction = int32_t (*)(
    int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
    int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, double,
    void *, void *, void *, void *, void *, void *, void *, void *, void *);
using CudnnBackwardFunction = int32_t (*)(
    int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t,
    int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, int64_t, double,
    void *, void *, void *, void *, void *, void *, void *, void *, void *,
    void *, void *, void *, void *);

static_assert(kCudnnProblemIntegers == 15 && kCudnnForwardBuffers == 9 &&
                  kCudnnBackwardBuffers == 13,
              "update CudnnForwardFunction / CudnnBackwardFunction with the "
              "argument lists");

} // namespace attn::abi

#endif // ATTN_MODULEABI_H
