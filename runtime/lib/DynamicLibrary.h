//===- DynamicLibrary.h - entry points of libraries loaded at run time -*- C++ -*-===//
//
// The runtime loads the CUDA driver and cuDNN with dlopen() so that it
// builds and runs without them; both resolve their entry points this way.
//
//===----------------------------------------------------------------------===//

#ifndef ATTN_RUNTIME_LIB_DYNAMICLIBRARY_H
#define ATTN_RUNTIME_LIB_DYNAMICLIBRARY_H

#include <dlfcn.h>

#include <string>

namespace attn {

/// Sets `function` to the entry point `name` of `library`; when it is
/// missing, records "<missing>" + name in `failure` (the first one wins).
template <typename Function>
void resolveSymbol(void *library, const char *name, Function &function,
                   std::string &failure, const std::string &missing) {
  function = reinterpret_cast<Function>(dlsym(library, name));
  if (!function && failure.empty())
    failure = missing + name;
}

} // namespace attn

#endif // ATTN_RUNTIME_LIB_DYNAMICLIBRARY_H
