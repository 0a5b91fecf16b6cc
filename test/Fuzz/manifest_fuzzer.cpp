//===- manifest_fuzzer.cpp - libFuzzer target for the runtime's manifests -===//
//
// Feeds arbitrary text to the runtime's manifest parser, the part of
// attn_module_load that reads what a compiled module says about its entries
// (runtime/lib/Module.cpp is compiled into this target so that its internal
// parser is reachable). Built with -fsanitize=fuzzer,address,undefined by
// test/Fuzz/manifest.test.
//
//===----------------------------------------------------------------------===//

#include "../../runtime/lib/Module.cpp"

#include <string>

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  attn_module module;
  (void)parseManifest(text.c_str(), module);
  return 0;
}
