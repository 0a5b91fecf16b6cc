//===- reference-cli.cpp - run the fp64 attention reference on .npy files -===//
//
// Test driver of attn::reference: reads q/k/v and the optional operands from
// .npy files (any float dtype; integer seqlens), runs the forward and, when
// --dout is given, the backward, and writes the requested results as .npy
// (f64 unless --out-dtype says otherwise). Exit status: 0 on success, 1 when
// the reference or an .npy file rejects the input, 2 on a usage error.
//
//===----------------------------------------------------------------------===//

#include "Npy.h"
#include "Reference.h"

#include <cerrno>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <map>
#include <string>

using namespace attn;

namespace {
const char *const kUsage =
    "usage: reference-cli --q=Q.npy --k=K.npy --v=V.npy [options]\n"
    "  --layout=bshd|bhsd|sbhd|thd   --causal=none|top_left|bottom_right\n"
    "  --window=L,R   --scale=S (default 1/sqrt(Dqk))\n"
    "  --softmax=vanilla|off_by_one|learnable\n"
    "  --dropout=P --seed=N --offset=N\n"
    "  inputs:  --bias= --alibi= --sink= --seqlens-q= --seqlens-kv= --dout=\n"
    "  outputs: --out= --lse= --dq= --dk= --dv= --dbias= --dsink=\n"
    "  --out-dtype=f64|f32|f16|bf16 (element type of the written outputs)\n"
    "  modifiers (the GPU suite's kinds, test/GPU/modifiers.py):\n"
    "  --score-mod=softcap:C   --mask-mod=prefix_lm:P|document:L\n";

const char *const kOptions[] = {
    "layout",     "causal", "window", "scale", "softmax",
    "dropout",    "seed",   "offset", "q",     "k",
    "v",          "bias",   "alibi",  "sink",  "seqlens-q",
    "seqlens-kv", "dout",   "out",    "lse",   "dq",
    "dk",         "dv",     "dbias",  "dsink", "out-dtype",
    "score-mod",  "mask-mod"};

int usageError(const std::string &message) {
  std::fprintf(stderr, "reference-cli: %s\n%s", message.c_str(), kUsage);
  return 2;
}

int inputError(const std::string &message) {
  std::fprintf(stderr, "reference-cli: error: %s\n", message.c_str());
  return 1;
}

bool parseInt(const std::string &text, int64_t &value) {
  if (text.empty())
    return false;
  errno = 0;
  char *end;
  long long parsed = std::strtoll(text.c_str(), &end, 0);
  if (errno || *end)
    return false;
  value = parsed;
  return true;
}

/// Accepts the full uint64 range and, as two's complement, negative values
/// (the op's seed and offset are i64).
bool parseUnsigned(const std::string &text, uint64_t &value) {
  if (!text.empty() && text[0] == '-') {
    int64_t signedValue;
    if (!parseInt(text, signedValue))
      return false;
    value = static_cast<uint64_t>(signedValue);
    return true;
  }
  if (text.empty())
    return false;
  errno = 0;
  char *end;
  unsigned long long parsed = std::strtoull(text.c_str(), &end, 0);
  if (errno || *end)
    return false;
  value = parsed;
  return true;
}

bool parseDouble(const std::string &text, double &value) {
  if (text.empty())
    return false;
  errno = 0;
  char *end;
  value = std::strtod(text.c_str(), &end);
  return !errno && !*end;
}

std::string readTensor(const std::string &path, reference::Tensor &tensor) {
  npy::Array array;
  if (std::string error = npy::read(path, array); !error.empty())
    return error;
  tensor.shape = array.shape;
  if (std::string error = npy::toDouble(array, tensor.data); !error.empty())
    return "'" + path + "': " + error;
  return "";
}

std::string readLengths(const std::string &path, std::vector<int64_t> &out) {
  npy::Array array;
  if (std::string error = npy::read(path, array); !error.empty())
    return error;
  if (array.shape.size() != 1)
    return "'" + path + "': sequence lengths must be 1-D";
  if (std::string error = npy::toInt64(array, out); !error.empty())
    return "'" + path + "': " + error;
  return "";
}

std::string writeTensor(const std::string &path,
                        const reference::Tensor &tensor, npy::DType dtype) {
  npy::Array array;
  if (std::string error =
          npy::fromDouble(tensor.shape, tensor.data, dtype, array);
      !error.empty())
    return "'" + path + "': " + error;
  return npy::write(path, array);
}
} // namespace

int main(int argc, char **argv) {
  std::map<std::string, std::string> options;
  for (int a = 1; a < argc; ++a) {
    std::string arg = argv[a];
    if (arg == "-h" || arg == "--help") {
      std::fputs(kUsage, stdout);
      return 0;
    }
    size_t equals = arg.find('=');
    if (arg.rfind("--", 0) != 0 || equals == std::string::npos)
      return usageError("bad argument '" + arg + "'");
    std::string name = arg.substr(2, equals - 2);
    bool known = false;
    for (const char *option : kOptions)
      known |= name == option;
    if (!known)
      return usageError("unknown option '--" + name + "'");
    options[name] = arg.substr(equals + 1);
  }
  auto has = [&](const char *name) { return options.count(name) != 0; };

  reference::Config config;
  if (has("layout")) {
    static const std::map<std::string, reference::Layout> layouts = {
        {"bshd", reference::Layout::bshd},
        {"bhsd", reference::Layout::bhsd},
        {"sbhd", reference::Layout::sbhd},
        {"thd", reference::Layout::thd}};
    auto it = layouts.find(options["layout"]);
    if (it == layouts.end())
      return usageError("unknown layout '" + options["layout"] + "'");
    config.layout = it->second;
  }
  if (has("causal")) {
    static const std::map<std::string, reference::Causal> masks = {
        {"none", reference::Causal::none},
        {"top_left", reference::Causal::topLeft},
        {"bottom_right", reference::Causal::bottomRight}};
    auto it = masks.find(options["causal"]);
    if (it == masks.end())
      return usageError("unknown causal mask '" + options["causal"] + "'");
    config.causal = it->second;
  }
  if (has("softmax")) {
    static const std::map<std::string, reference::Softmax> kinds = {
        {"vanilla", reference::Softmax::vanilla},
        {"off_by_one", reference::Softmax::offByOne},
        {"learnable", reference::Softmax::learnable}};
    auto it = kinds.find(options["softmax"]);
    if (it == kinds.end())
      return usageError("unknown softmax '" + options["softmax"] + "'");
    config.softmax = it->second;
  }
  if (has("window")) {
    const std::string &text = options["window"];
    size_t comma = text.find(',');
    if (comma == std::string::npos ||
        !parseInt(text.substr(0, comma), config.windowLeft) ||
        !parseInt(text.substr(comma + 1), config.windowRight))
      return usageError("--window needs two integers L,R");
  }
  // Modifier regions of the kinds the GPU suite writes, as closures: an
  // implementation independent of the compiler's region evaluator.
  if (has("score-mod")) {
    const std::string &text = options["score-mod"];
    double cap = 0;
    if (text.rfind("softcap:", 0) != 0 || !parseDouble(text.substr(8), cap) ||
        !(cap > 0))
      return usageError("--score-mod needs softcap:C with C > 0");
    config.scoreMod = [cap](int64_t, int64_t, int64_t, int64_t, double s,
                            double &modified, double &derivative) {
      double t = std::tanh(s / cap);
      modified = cap * t;
      derivative = 1.0 - t * t;
      return std::string();
    };
  }
  if (has("mask-mod")) {
    const std::string &text = options["mask-mod"];
    size_t colon = text.find(':');
    int64_t parameter = 0;
    std::string kind = text.substr(0, colon);
    if (colon == std::string::npos ||
        !parseInt(text.substr(colon + 1), parameter) || parameter <= 0 ||
        (kind != "prefix_lm" && kind != "document"))
      return usageError("--mask-mod needs prefix_lm:P or document:L (> 0)");
    bool prefix = kind == "prefix_lm";
    config.maskMod = [prefix, parameter](int64_t, int64_t, int64_t i,
                                         int64_t j, bool &allowed) {
      allowed = prefix ? (j <= i || j < parameter)
                       : i / parameter == j / parameter;
      return std::string();
    };
  }
  if (has("dropout") && !parseDouble(options["dropout"], config.dropout))
    return usageError("--dropout needs a number");
  if (has("seed") && !parseUnsigned(options["seed"], config.seed))
    return usageError("--seed needs an integer");
  if (has("offset") && !parseUnsigned(options["offset"], config.offset))
    return usageError("--offset needs an integer");
  npy::DType outType = npy::DType::f64;
  if (has("out-dtype")) {
    static const std::map<std::string, npy::DType> types = {
        {"f64", npy::DType::f64},
        {"f32", npy::DType::f32},
        {"f16", npy::DType::f16},
        {"bf16", npy::DType::bf16}};
    auto it = types.find(options["out-dtype"]);
    if (it == types.end())
      return usageError("unknown --out-dtype '" + options["out-dtype"] + "'");
    outType = it->second;
  }
  for (const char *required : {"q", "k", "v"})
    if (!has(required))
      return usageError(std::string("--") + required + " is required");
  for (const char *gradient : {"dq", "dk", "dv", "dbias", "dsink"})
    if (has(gradient) && !has("dout"))
      return usageError(std::string("--") + gradient + " needs --dout");

  // Inputs; optional ones stay null when not given.
  reference::Tensor query, key, value, bias, alibi, sink, dOut;
  std::vector<int64_t> seqlensQ, seqlensKv;
  reference::Inputs inputs;
  inputs.query = &query;
  inputs.key = &key;
  inputs.value = &value;
  struct TensorInput {
    const char *option;
    reference::Tensor *tensor;
    const reference::Tensor **slot;
  };
  for (TensorInput input :
       {TensorInput{"q", &query, nullptr}, TensorInput{"k", &key, nullptr},
        TensorInput{"v", &value, nullptr},
        TensorInput{"bias", &bias, &inputs.bias},
        TensorInput{"alibi", &alibi, &inputs.alibiSlopes},
        TensorInput{"sink", &sink, &inputs.sink},
        TensorInput{"dout", &dOut, nullptr}}) {
    if (!has(input.option))
      continue;
    if (std::string error = readTensor(options[input.option], *input.tensor);
        !error.empty())
      return inputError(error);
    if (input.slot)
      *input.slot = input.tensor;
  }
  if (has("seqlens-q")) {
    if (std::string error = readLengths(options["seqlens-q"], seqlensQ);
        !error.empty())
      return inputError(error);
    inputs.seqlensQ = &seqlensQ;
  }
  if (has("seqlens-kv")) {
    if (std::string error = readLengths(options["seqlens-kv"], seqlensKv);
        !error.empty())
      return inputError(error);
    inputs.seqlensKv = &seqlensKv;
  }

  if (has("scale")) {
    if (!parseDouble(options["scale"], config.scale))
      return usageError("--scale needs a number");
  } else if (!query.shape.empty() && query.shape.back() > 0) {
    config.scale = 1.0 / std::sqrt(static_cast<double>(query.shape.back()));
  }

  reference::ForwardResult forward;
  if (std::string error = reference::forward(config, inputs, forward);
      !error.empty())
    return inputError(error);
  std::vector<std::pair<std::string, const reference::Tensor *>> writes = {
      {"out", &forward.out}, {"lse", &forward.lse}};

  reference::BackwardResult backward;
  if (has("dout")) {
    if (std::string error = reference::backward(config, inputs, dOut, backward);
        !error.empty())
      return inputError(error);
    if (has("dbias") && !inputs.bias)
      return usageError("--dbias needs --bias");
    if (has("dsink") && !inputs.sink)
      return usageError("--dsink needs --sink");
    writes.insert(writes.end(), {{"dq", &backward.dQuery},
                                 {"dk", &backward.dKey},
                                 {"dv", &backward.dValue},
                                 {"dbias", &backward.dBias},
                                 {"dsink", &backward.dSink}});
  }
  for (const auto &[option, tensor] : writes) {
    if (!has(option.c_str()))
      continue;
    if (std::string error = writeTensor(options[option], *tensor, outType);
        !error.empty())
      return inputError(error);
  }
  return 0;
}
