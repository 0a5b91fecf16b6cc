//===- HostProfile.h - where the runtime's host time goes -------*- C++ -*-===//
//
// With ATTN_HOST_PROFILE=1 the runtime times its own host work per phase
// (an entry's invocation, the cuDNN calls and their parts, kernel
// launches) and prints the counts and mean microseconds to stderr when the
// process exits. Off, a phase costs one branch on a cached flag. For the
// gap between a synchronised attn call and a framework's own (issue 18),
// which host-side profilers cannot see inside the runtime.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_RUNTIME_LIB_HOSTPROFILE_H
#define ATTN_RUNTIME_LIB_HOSTPROFILE_H

#include <chrono>

namespace attn::profile {

/// Whether ATTN_HOST_PROFILE is set (read once).
bool enabled();

/// Adds one call of `phase` (a string literal) taking `nanoseconds`.
void record(const char *phase, long long nanoseconds);

/// Times its scope as one call of `phase` when profiling is on.
class Scope {
public:
  explicit Scope(const char *phase)
      : phase(enabled() ? phase : nullptr),
        start(this->phase ? std::chrono::steady_clock::now()
                          : std::chrono::steady_clock::time_point()) {}
  ~Scope() {
    if (phase)
      record(phase, std::chrono::duration_cast<std::chrono::nanoseconds>(
                        std::chrono::steady_clock::now() - start)
                        .count());
  }
  Scope(const Scope &) = delete;
  Scope &operator=(const Scope &) = delete;

private:
  const char *phase;
  std::chrono::steady_clock::time_point start;
};

} // namespace attn::profile

#endif // ATTN_RUNTIME_LIB_HOSTPROFILE_H
