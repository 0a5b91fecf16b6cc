//===- attn_opt_fuzzer.cpp - libFuzzer target for attn-opt's pipeline -----===//
//
// Feeds arbitrary text to what `attn-opt --attn-cpu-pipeline` does: parse and
// verify with every dialect the compiler registers, then canonicalise, raise,
// lower the attn ops to CPU loops, bufferise and convert to the LLVM dialect.
// Diagnostics are expected (most inputs are not valid IR, and the passes
// refuse what they cannot compile); crashes, sanitizer reports and leaks are
// the findings. Built by the ATTN_ENABLE_FUZZERS configuration
// (scripts/test.sh, build-fuzz/), where the attn libraries carry libFuzzer's
// coverage instrumentation. MLIR itself is Debian's uninstrumented build.
//
//===----------------------------------------------------------------------===//

#include "attn/Pipelines/Pipelines.h"
#include "attn/Support/ParserDefects.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/IR/DialectRegistry.h"
#include "mlir/IR/MLIRContext.h"
#include "mlir/Parser/Parser.h"
#include "mlir/Pass/PassManager.h"

#include <cstddef>
#include <cstdint>
#include <string>

using namespace mlir;

static const DialectRegistry &compilerDialects() {
  static const DialectRegistry *registry = [] {
    auto *dialects = new DialectRegistry();
    attn::registerAttnCompilerDialects(*dialects);
    return dialects;
  }();
  return *registry;
}

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  // A fresh context per input: nothing one input uniques (types, attributes,
  // loaded dialects) can change how the next one is compiled.
  MLIRContext context(compilerDialects(), MLIRContext::Threading::DISABLED);
  context.allowUnregisteredDialects(false);
  ScopedDiagnosticHandler quiet(&context,
                                [](Diagnostic &) { return success(); });

  // MLIR's lexer relies on a NUL after the buffer (as the tools' files,
  // read through llvm::MemoryBuffer, have); libFuzzer's bytes have none.
  std::string source(reinterpret_cast<const char *>(data), size);
  llvm::StringRef text(source.c_str(), size);
  // The tools reject what MLIR 22's linalg parser crashes on before parsing
  // (attn/Support/ParserDefects.h); so does the fuzzer, to look past it.
  if (attn::findKnownParserDefect(text))
    return 0;
  OwningOpRef<ModuleOp> module = parseSourceString<ModuleOp>(
      text, ParserConfig(&context), "fuzz-input");
  if (!module)
    return 0;

  PassManager pm(&context);
  pm.enableVerifier(true);
  attn::CPUPipelineOptions options;
  attn::buildCPUPipeline(pm, options);
  (void)pm.run(*module);
  return 0;
}
