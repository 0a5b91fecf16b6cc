//===- HostProfile.cpp - ATTN_HOST_PROFILE's counters and report ----------===//

#include "HostProfile.h"

#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <map>
#include <mutex>
#include <string>

namespace {
struct Phase {
  long long calls = 0;
  long long first = 0;       // the first call (plans, lazy loading)
  long long nanoseconds = 0; // every later call
};

struct Profile {
  std::mutex mutex;
  std::map<std::string, Phase> phases;

  ~Profile() {
    // Static destruction: the process is exiting.
    if (phases.empty())
      return;
    std::fprintf(stderr, "attn host profile (ATTN_HOST_PROFILE): phase, "
                         "calls, first call us, mean us of the others\n");
    for (const auto &[name, phase] : phases)
      std::fprintf(stderr, "  %-28s %8lld %12.2f %10.2f\n", name.c_str(),
                   phase.calls, phase.first / 1e3,
                   phase.calls > 1 ? phase.nanoseconds / 1e3 /
                                         double(phase.calls - 1)
                                   : 0.0);
  }
};

Profile &profileData() {
  static Profile instance;
  return instance;
}
} // namespace

bool attn::profile::enabled() {
  static const bool on = [] {
    const char *text = std::getenv("ATTN_HOST_PROFILE");
    return text && *text && std::strcmp(text, "0") != 0;
  }();
  return on;
}

void attn::profile::record(const char *phase, long long nanoseconds) {
  Profile &p = profileData();
  std::lock_guard<std::mutex> lock(p.mutex);
  Phase &entry = p.phases[phase];
  (entry.calls++ ? entry.nanoseconds : entry.first) += nanoseconds;
}
