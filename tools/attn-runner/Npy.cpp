//===- Npy.cpp - reading and writing NumPy .npy files ---------------------===//
//
// The header is a Python dict literal; only the subset np.save produces is
// parsed (strings, True/False, tuples of integers).
//
//===----------------------------------------------------------------------===//

#include "Npy.h"

#include <cctype>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <fstream>
#include <iterator>
#include <limits>
#include <map>

using namespace attn::npy;

namespace {
constexpr char kMagic[] = "\x93NUMPY";
constexpr size_t kMagicSize = 6;
// np.save aligns the data to 64 bytes; readers do not depend on it.
constexpr size_t kAlignment = 64;

uint32_t floatBits(float value) {
  uint32_t bits;
  std::memcpy(&bits, &value, sizeof bits);
  return bits;
}

float bitsFloat(uint32_t bits) {
  float value;
  std::memcpy(&value, &bits, sizeof value);
  return value;
}

struct DTypeInfo {
  DType dtype;
  const char *name;
  const char *descr; // what write() emits
  size_t size;
};

const DTypeInfo kDTypes[] = {
    {DType::f32, "f32", "<f4", 4},      {DType::f64, "f64", "<f8", 8},
    {DType::f16, "f16", "<f2", 2},      {DType::bf16, "bf16", "<V2", 2},
    {DType::i32, "i32", "<i4", 4},      {DType::i64, "i64", "<i8", 8},
    {DType::i8, "i8", "|i1", 1},        {DType::u8, "u8", "|u1", 1},
    {DType::boolean, "bool", "|b1", 1},
};

const DTypeInfo &info(DType dtype) {
  for (const DTypeInfo &entry : kDTypes)
    if (entry.dtype == dtype)
      return entry;
  return kDTypes[0]; // unreachable for valid enumerators
}

/// `text` with bytes outside printable ASCII escaped, for messages about
/// headers that may be garbage.
std::string printable(const std::string &text) {
  std::string result;
  for (unsigned char c : text) {
    if (c >= 0x20 && c < 0x7F) {
      result += static_cast<char>(c);
      continue;
    }
    char escaped[8];
    std::snprintf(escaped, sizeof escaped, "\\x%02x", c);
    result += escaped;
  }
  return result;
}

/// Maps a descriptor string to a dtype, or explains why it cannot.
std::string parseDescr(const std::string &rawDescr, DType &dtype) {
  std::string descr = printable(rawDescr);
  if (descr == "bfloat16") {
    dtype = DType::bf16;
    return "";
  }
  if (descr.size() < 3)
    return "unsupported dtype '" + descr + "'";
  char order = descr[0];
  std::string kind = descr.substr(1);
  if (order == '>')
    return "big-endian dtype '" + descr + "' is not supported";
  if (order != '<' && order != '|' && order != '=')
    return "unsupported dtype '" + descr + "'";
  static const std::map<std::string, DType> kinds = {
      {"f4", DType::f32},  {"f8", DType::f64}, {"f2", DType::f16},
      {"V2", DType::bf16}, {"i4", DType::i32}, {"i8", DType::i64},
      {"i1", DType::i8},   {"u1", DType::u8},  {"b1", DType::boolean}};
  auto it = kinds.find(kind);
  if (it == kinds.end())
    return "unsupported dtype '" + descr + "'";
  dtype = it->second;
  return "";
}

/// A value of the header dict.
struct HeaderValue {
  enum Kind { string, boolean, tuple } kind = string;
  std::string text;
  bool flag = false;
  std::vector<int64_t> items;
};

/// Recursive-descent parser of the dict literal np.save writes.
class HeaderParser {
public:
  explicit HeaderParser(const std::string &text) : text(text) {}

  std::string parse(std::map<std::string, HeaderValue> &dict) {
    skipSpace();
    if (!consume('{'))
      return "header is not a dict";
    while (true) {
      skipSpace();
      if (consume('}'))
        break;
      std::string key;
      if (std::string error = parseString(key); !error.empty())
        return error;
      skipSpace();
      if (!consume(':'))
        return "expected ':' after key '" + printable(key) + "'";
      skipSpace();
      HeaderValue value;
      if (std::string error = parseValue(value); !error.empty())
        return error;
      if (dict.count(key))
        return "duplicate key '" + printable(key) + "'";
      dict[key] = value;
      skipSpace();
      if (consume(','))
        continue;
      skipSpace();
      if (consume('}'))
        break;
      return "expected ',' or '}' in header";
    }
    return "";
  }

private:
  void skipSpace() {
    while (pos < text.size() &&
           std::isspace(static_cast<unsigned char>(text[pos])))
      ++pos;
  }
  bool consume(char c) {
    if (pos < text.size() && text[pos] == c) {
      ++pos;
      return true;
    }
    return false;
  }
  bool consumeWord(const char *word) {
    size_t len = std::strlen(word);
    if (text.compare(pos, len, word) != 0)
      return false;
    pos += len;
    return true;
  }
  std::string parseString(std::string &out) {
    if (pos >= text.size() || (text[pos] != '\'' && text[pos] != '"'))
      return "expected a string in header";
    char quote = text[pos++];
    size_t end = text.find(quote, pos);
    if (end == std::string::npos)
      return "unterminated string in header";
    out = text.substr(pos, end - pos);
    pos = end + 1;
    return "";
  }
  std::string parseInteger(int64_t &out) {
    size_t start = pos;
    while (pos < text.size() &&
           std::isdigit(static_cast<unsigned char>(text[pos])))
      ++pos;
    // Python 2 era files may carry an 'L' suffix on longs.
    size_t end = pos;
    consume('L');
    if (end == start)
      return "expected an integer in the shape";
    out = 0;
    for (size_t i = start; i < end; ++i) {
      int digit = text[i] - '0';
      if (out > (std::numeric_limits<int64_t>::max() - digit) / 10)
        return "shape size overflows int64";
      out = out * 10 + digit;
    }
    return "";
  }
  std::string parseValue(HeaderValue &value) {
    if (pos < text.size() && (text[pos] == '\'' || text[pos] == '"')) {
      value.kind = HeaderValue::string;
      return parseString(value.text);
    }
    if (consumeWord("True")) {
      value.kind = HeaderValue::boolean;
      value.flag = true;
      return "";
    }
    if (consumeWord("False")) {
      value.kind = HeaderValue::boolean;
      value.flag = false;
      return "";
    }
    if (consume('(')) {
      value.kind = HeaderValue::tuple;
      while (true) {
        skipSpace();
        if (consume(')'))
          return "";
        int64_t item;
        if (std::string error = parseInteger(item); !error.empty())
          return error;
        value.items.push_back(item);
        skipSpace();
        if (consume(','))
          continue;
        skipSpace();
        if (consume(')'))
          return "";
        return "expected ',' or ')' in the shape";
      }
    }
    return "unsupported value in header";
  }

  const std::string &text;
  size_t pos = 0;
};

std::string checkSize(const Array &array, int64_t &count) {
  count = numElements(array.shape);
  if (count < 0)
    return "invalid shape (negative size or overflow)";
  if (static_cast<uint64_t>(count) >
      std::numeric_limits<uint64_t>::max() / elementSize(array.dtype))
    return "array too large";
  if (array.bytes.size() !=
      static_cast<size_t>(count) * elementSize(array.dtype))
    return "byte count " + std::to_string(array.bytes.size()) +
           " does not match shape (" + std::to_string(count) + " elements of " +
           dtypeName(array.dtype) + ")";
  return "";
}

template <typename T> T load(const uint8_t *bytes) {
  T value;
  std::memcpy(&value, bytes, sizeof value);
  return value;
}
} // namespace

size_t attn::npy::elementSize(DType dtype) { return info(dtype).size; }

const char *attn::npy::dtypeName(DType dtype) { return info(dtype).name; }

int64_t attn::npy::numElements(const std::vector<int64_t> &shape) {
  int64_t count = 1;
  for (int64_t size : shape) {
    if (size < 0)
      return -1;
    if (size != 0 && count > std::numeric_limits<int64_t>::max() / size)
      return -1;
    count *= size;
  }
  return count;
}

std::string attn::npy::read(const std::string &path, Array &out) {
  std::ifstream file(path, std::ios::binary);
  if (!file)
    return "cannot open '" + path + "' for reading";
  std::vector<uint8_t> content((std::istreambuf_iterator<char>(file)),
                               std::istreambuf_iterator<char>());
  if (file.bad())
    return "error reading '" + path + "'";
  return parse(content, "'" + path + "'", out);
}

std::string attn::npy::parse(const std::vector<uint8_t> &content,
                             const std::string &name, Array &out) {
  auto fail = [&](const std::string &message) {
    return name + ": " + message;
  };

  if (content.size() < kMagicSize + 2 ||
      std::memcmp(content.data(), kMagic, kMagicSize) != 0)
    return fail("not an .npy file (bad magic)");
  uint8_t major = content[kMagicSize], minor = content[kMagicSize + 1];
  size_t lengthSize;
  if (major == 1)
    lengthSize = 2;
  else if (major == 2 || major == 3)
    lengthSize = 4;
  else
    return fail("unsupported .npy format version " + std::to_string(major) +
                "." + std::to_string(minor));
  size_t headerStart = kMagicSize + 2 + lengthSize;
  if (content.size() < headerStart)
    return fail("truncated header");
  size_t headerLength = 0;
  for (size_t i = 0; i < lengthSize; ++i)
    headerLength |= static_cast<size_t>(content[kMagicSize + 2 + i]) << (8 * i);
  if (content.size() - headerStart < headerLength)
    return fail("truncated header");
  std::string header(content.begin() + headerStart,
                     content.begin() + headerStart + headerLength);

  std::map<std::string, HeaderValue> dict;
  if (std::string error = HeaderParser(header).parse(dict); !error.empty())
    return fail("malformed header: " + error);
  auto descr = dict.find("descr");
  auto fortran = dict.find("fortran_order");
  auto shape = dict.find("shape");
  if (descr == dict.end() || fortran == dict.end() || shape == dict.end() ||
      dict.size() != 3)
    return fail("header must hold exactly 'descr', 'fortran_order', 'shape'");
  if (descr->second.kind != HeaderValue::string)
    return fail("'descr' is not a string (structured dtypes are not "
                "supported)");
  if (fortran->second.kind != HeaderValue::boolean)
    return fail("'fortran_order' is not a bool");
  if (shape->second.kind != HeaderValue::tuple)
    return fail("'shape' is not a tuple");
  if (fortran->second.flag)
    return fail("Fortran-order arrays are not supported (save a C-contiguous "
                "array)");

  Array result;
  if (std::string error = parseDescr(descr->second.text, result.dtype);
      !error.empty())
    return fail(error);
  result.shape = shape->second.items;
  int64_t count = numElements(result.shape);
  if (count < 0)
    return fail("shape overflows");
  size_t dataStart = headerStart + headerLength;
  size_t available = content.size() - dataStart;
  size_t size = elementSize(result.dtype);
  if (static_cast<uint64_t>(count) > available / size)
    return fail("truncated data: expected " + std::to_string(count) +
                " elements of " + dtypeName(result.dtype) + ", found " +
                std::to_string(available) + " bytes");
  // Trailing bytes are ignored, as np.load does.
  result.bytes.assign(content.begin() + dataStart,
                      content.begin() + dataStart + count * size);
  out = std::move(result);
  return "";
}

std::string attn::npy::write(const std::string &path, const Array &array) {
  int64_t count;
  if (std::string error = checkSize(array, count); !error.empty())
    return "cannot write '" + path + "': " + error;

  std::string shapeText = "(";
  for (size_t i = 0; i < array.shape.size(); ++i) {
    if (i)
      shapeText += ", ";
    shapeText += std::to_string(array.shape[i]);
  }
  if (array.shape.size() == 1)
    shapeText += ",";
  shapeText += ")";
  std::string header = std::string("{'descr': '") + info(array.dtype).descr +
                       "', 'fortran_order': False, 'shape': " + shapeText +
                       ", }";

  // Pad with spaces and a final newline so the data starts aligned.
  auto padded = [&](size_t prefix) {
    size_t total = prefix + header.size() + 1;
    size_t padding = (kAlignment - total % kAlignment) % kAlignment;
    return header + std::string(padding, ' ') + "\n";
  };
  std::string prefix(kMagic, kMagicSize);
  std::string text = padded(kMagicSize + 2 + 2);
  if (text.size() <= 0xFFFF) {
    prefix += std::string("\x01\x00", 2);
    prefix += static_cast<char>(text.size() & 0xFF);
    prefix += static_cast<char>(text.size() >> 8);
  } else {
    text = padded(kMagicSize + 2 + 4);
    if (text.size() > 0xFFFFFFFFu)
      return "cannot write '" + path + "': header too large";
    prefix += std::string("\x02\x00", 2);
    for (int i = 0; i < 4; ++i)
      prefix += static_cast<char>((text.size() >> (8 * i)) & 0xFF);
  }

  std::ofstream file(path, std::ios::binary | std::ios::trunc);
  if (!file)
    return "cannot open '" + path + "' for writing";
  file.write(prefix.data(), prefix.size());
  file.write(text.data(), text.size());
  file.write(reinterpret_cast<const char *>(array.bytes.data()),
             array.bytes.size());
  file.close();
  if (!file)
    return "error writing '" + path + "'";
  return "";
}

std::string attn::npy::toDouble(const Array &array, std::vector<double> &out) {
  int64_t count;
  if (std::string error = checkSize(array, count); !error.empty())
    return error;
  out.resize(count);
  const uint8_t *bytes = array.bytes.data();
  size_t size = elementSize(array.dtype);
  for (int64_t i = 0; i < count; ++i) {
    const uint8_t *p = bytes + i * size;
    double value = 0;
    switch (array.dtype) {
    case DType::f32:
      value = load<float>(p);
      break;
    case DType::f64:
      value = load<double>(p);
      break;
    case DType::f16:
      value = halfToFloat(load<uint16_t>(p));
      break;
    case DType::bf16:
      value = bfloat16ToFloat(load<uint16_t>(p));
      break;
    case DType::i32:
      value = load<int32_t>(p);
      break;
    case DType::i64:
      value = static_cast<double>(load<int64_t>(p));
      break;
    case DType::i8:
      value = load<int8_t>(p);
      break;
    case DType::u8:
      value = load<uint8_t>(p);
      break;
    case DType::boolean:
      value = *p != 0;
      break;
    }
    out[i] = value;
  }
  return "";
}

std::string attn::npy::toInt64(const Array &array, std::vector<int64_t> &out) {
  int64_t count;
  if (std::string error = checkSize(array, count); !error.empty())
    return error;
  out.resize(count);
  const uint8_t *bytes = array.bytes.data();
  size_t size = elementSize(array.dtype);
  for (int64_t i = 0; i < count; ++i) {
    const uint8_t *p = bytes + i * size;
    switch (array.dtype) {
    case DType::i32:
      out[i] = load<int32_t>(p);
      break;
    case DType::i64:
      out[i] = load<int64_t>(p);
      break;
    case DType::i8:
      out[i] = load<int8_t>(p);
      break;
    case DType::u8:
      out[i] = load<uint8_t>(p);
      break;
    case DType::boolean:
      out[i] = *p != 0;
      break;
    default:
      return std::string("expected an integer array, got ") +
             dtypeName(array.dtype);
    }
  }
  return "";
}

std::string attn::npy::fromDouble(const std::vector<int64_t> &shape,
                                  const std::vector<double> &data, DType dtype,
                                  Array &out) {
  if (dtype != DType::f64 && dtype != DType::f32 && dtype != DType::f16 &&
      dtype != DType::bf16)
    return std::string("fromDouble needs a floating-point dtype, got ") +
           dtypeName(dtype);
  int64_t count = numElements(shape);
  if (count < 0 || static_cast<uint64_t>(count) != data.size())
    return "data size does not match shape";
  Array result;
  result.dtype = dtype;
  result.shape = shape;
  size_t size = elementSize(dtype);
  result.bytes.resize(data.size() * size);
  for (size_t i = 0; i < data.size(); ++i) {
    uint8_t *p = result.bytes.data() + i * size;
    if (dtype == DType::f64) {
      std::memcpy(p, &data[i], size);
      continue;
    }
    float narrow = static_cast<float>(data[i]);
    if (dtype == DType::f32) {
      std::memcpy(p, &narrow, size);
      continue;
    }
    uint16_t bits =
        dtype == DType::f16 ? floatToHalf(narrow) : floatToBfloat16(narrow);
    std::memcpy(p, &bits, size);
  }
  out = std::move(result);
  return "";
}

float attn::npy::halfToFloat(uint16_t bits) {
  uint32_t sign = static_cast<uint32_t>(bits & 0x8000) << 16;
  uint32_t exponent = (bits >> 10) & 0x1F;
  uint32_t mantissa = bits & 0x3FF;
  if (exponent == 0x1F) // infinity or NaN; the payload moves up unchanged
    return bitsFloat(sign | 0x7F800000u | (mantissa << 13));
  if (exponent == 0) {
    // Zero or subnormal: mantissa * 2^-24 is exact in f32.
    float magnitude = std::ldexp(static_cast<float>(mantissa), -24);
    return bitsFloat(sign | floatBits(magnitude));
  }
  return bitsFloat(sign | ((exponent - 15 + 127) << 23) | (mantissa << 13));
}

uint16_t attn::npy::floatToHalf(float value) {
  uint32_t bits = floatBits(value);
  uint16_t sign = static_cast<uint16_t>((bits >> 16) & 0x8000);
  uint32_t magnitude = bits & 0x7FFFFFFFu;
  if (magnitude > 0x7F800000u) {
    // NaN: keep the top payload bits and force the quiet bit so the
    // truncated payload cannot become zero (which would read as infinity).
    return sign | 0x7E00 | static_cast<uint16_t>((magnitude >> 13) & 0x3FF);
  }
  // 65520 is halfway between the largest half (65504) and 2^16; it and
  // everything above round to infinity.
  if (magnitude >= 0x477FF000u)
    return sign | 0x7C00;
  uint32_t exponent = magnitude >> 23;
  uint32_t mantissa = magnitude & 0x7FFFFF;
  if (exponent >= 113) { // >= 2^-14: a normal half
    uint32_t half = ((exponent - 112) << 10) | (mantissa >> 13);
    uint32_t rest = mantissa & 0x1FFF;
    // A carry out of the mantissa correctly bumps the exponent.
    if (rest > 0x1000 || (rest == 0x1000 && (half & 1)))
      ++half;
    return sign | static_cast<uint16_t>(half);
  }
  // Subnormal half: count units of 2^-24. The f32 value is
  // (mantissa | 2^23) * 2^(exponent - 150), so shift by 126 - exponent.
  uint32_t shift = 126 - exponent;
  if (exponent == 0 || shift > 30)
    return sign; // far below half an f16 subnormal unit: zero
  uint32_t full = mantissa | 0x800000u;
  uint32_t units = full >> shift;
  uint32_t rest = full & ((1u << shift) - 1);
  uint32_t halfway = 1u << (shift - 1);
  if (rest > halfway || (rest == halfway && (units & 1)))
    ++units;
  return sign | static_cast<uint16_t>(units);
}

float attn::npy::bfloat16ToFloat(uint16_t bits) {
  return bitsFloat(static_cast<uint32_t>(bits) << 16);
}

uint16_t attn::npy::floatToBfloat16(float value) {
  uint32_t bits = floatBits(value);
  if ((bits & 0x7FFFFFFFu) > 0x7F800000u)
    return static_cast<uint16_t>((bits >> 16) | 0x0040); // quiet NaN
  // Round to nearest even by adding just under half an ulp plus the lsb;
  // overflow lands on infinity as it should.
  uint32_t rounded = bits + 0x7FFFu + ((bits >> 16) & 1);
  return static_cast<uint16_t>(rounded >> 16);
}
