//===- Signature.cpp ------------------------------------------------------===//
#include "frontend/Signature.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/StringRef.h"

#include <algorithm>
#include <cctype>

namespace tritonc {

/// A pointee or scalar dtype of a signature: one kernels can compute with.
static std::optional<DType> parseScalarDType(const std::string &text) {
  std::optional<DType> dtype = DType::parse(text);
  if (!dtype || dtype->isPointer() || !dtype->isKernelType())
    return std::nullopt;
  return dtype;
}

std::string ParamSpec::str() const {
  if (kind == Kind::Constexpr)
    return value.repr();
  if (kind == Kind::TensorDesc) {
    std::string s = "tensordesc<" + dtype.str() + "[";
    for (size_t i = 0; i < blockShape.size(); ++i)
      s += (i ? ", " : "") + std::to_string(blockShape[i]);
    return s + "]>";
  }
  std::string s = dtype.str();
  if (divisibility == 16)
    s += ":16";
  else if (equalsOne)
    s += ":1";
  return s;
}

static std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t");
  if (b == std::string::npos)
    return "";
  size_t e = s.find_last_not_of(" \t");
  return s.substr(b, e - b + 1);
}

// Splits at commas outside quotes and brackets (tuples, descriptor shapes).
static bool splitEntries(const std::string &text, std::vector<std::string> &entries) {
  std::string cur;
  char quote = 0;
  int depth = 0;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (quote) {
      cur += c;
      if (c == '\\' && i + 1 < text.size())
        cur += text[++i];
      else if (c == quote)
        quote = 0;
      continue;
    }
    if (c == '\'' || c == '"')
      quote = c;
    if (c == '(' || c == '[' || c == '<')
      ++depth;
    if ((c == ')' || c == ']' || c == '>') && depth > 0)
      --depth;
    if (c == ',' && depth == 0) {
      entries.push_back(cur);
      cur.clear();
      continue;
    }
    cur += c;
  }
  entries.push_back(cur);
  return quote == 0;
}

static bool looksLikeType(const std::string &e) {
  // Starts with a letter and is made of letters, digits, ':' (not a keyword
  // literal such as True/None, which are constexpr values).
  if (e.empty() || !std::isalpha(static_cast<unsigned char>(e[0])))
    return false;
  if (e == "True" || e == "False" || e == "None" || e == "inf" || e == "nan")
    return false;
  for (char c : e)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != ':' && c != '_')
      return false;
  return true;
}

/// `tensordesc<fp16[64, 64]>`: a host-built tensor descriptor's element
/// type and block shape.
static llvm::Expected<ParamSpec> parseTensorDesc(const std::string &entry) {
  const std::string head = "tensordesc<";
  ParamSpec spec;
  size_t open = entry.find('['), close = entry.rfind(']');
  if (entry.back() != '>' || open == std::string::npos || close == std::string::npos || close < open ||
      trim(entry.substr(close + 1, entry.size() - close - 2)) != "") {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "expected a tensor descriptor as tensordesc<DTYPE[BLOCK, ...]>, "
                                   "e.g. tensordesc<fp16[64, 64]>");
  }
  spec.kind = ParamSpec::Kind::TensorDesc;
  std::string element = trim(entry.substr(head.size(), open - head.size()));
  std::optional<DType> dtype = parseScalarDType(element);
  if (!dtype || dtype->isBool())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "unknown element type '" + element + "' of a tensor descriptor");
  spec.dtype = *dtype;
  std::string dims = entry.substr(open + 1, close - open - 1) + ",";
  std::string cur;
  for (char c : dims) {
    if (c != ',') {
      cur += c;
      continue;
    }
    std::string d = trim(cur);
    cur.clear();
    size_t used = 0;
    long long v = 0;
    try {
      v = std::stoll(d, &used);
    } catch (...) {
      used = 0;
    }
    if (d.empty() || used != d.size() || v < 1 || v > 256 || (v & (v - 1)) != 0)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "each block dimension of a tensor descriptor must be a power "
                                     "of two from 1 to 256, got '" +
                                         d + "'");
    spec.blockShape.push_back(v);
  }
  if (spec.blockShape.size() > 5)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "a tensor descriptor has at most 5 dimensions");
  return spec;
}

static llvm::Expected<ParamSpec> parseEntry(const std::string &entry) {
  if (entry.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "empty entry");
  if (entry.rfind("tensordesc<", 0) == 0)
    return parseTensorDesc(entry);
  bool pointer = entry[0] == '*';
  ParamSpec spec;
  if (!pointer && !looksLikeType(entry)) {
    llvm::Expected<ConstValue> value = parsePythonLiteral(entry);
    if (!value)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "not a type or a constant: " +
                                         llvm::toString(value.takeError()));
    spec.kind = ParamSpec::Kind::Constexpr;
    spec.value = *value;
    return spec;
  }
  std::string body = pointer ? trim(entry.substr(1)) : entry;
  std::string hint;
  size_t colon = body.find(':');
  if (colon != std::string::npos) {
    hint = trim(body.substr(colon + 1));
    body = trim(body.substr(0, colon));
  }
  if (body.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   pointer ? "missing pointee type after '*'" : "missing type");
  std::optional<DType> dtype = parseScalarDType(body);
  if (!dtype)
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        std::string(pointer ? "unknown pointee type '" : "unknown type '") + body +
            "' (expected one of i1, i8, i16, i32, i64, u8, u16, u32, u64, fp16, bf16, "
            "fp32, fp64, fp8e4nv, fp8e5)");
  spec.kind = pointer ? ParamSpec::Kind::Pointer : ParamSpec::Kind::Scalar;
  spec.dtype = DType(dtype->scalar, pointer);
  if (colon == std::string::npos)
    return spec;
  if (hint == "16") {
    if (!pointer && !dtype->isInteger())
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          "':16' (divisible by 16) applies to pointers and integer scalars, not '" + body + "'");
    spec.divisibility = 16;
    return spec;
  }
  if (hint == "1") {
    if (pointer || !dtype->isInteger())
      return llvm::createStringError(
          llvm::inconvertibleErrorCode(),
          std::string("':1' (equal to one) applies only to integer scalars, not ") +
              (pointer ? "pointers" : "'" + body + "'"));
    spec.equalsOne = true;
    return spec;
  }
  return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                 hint.empty()
                                     ? "missing hint after ':' (expected ':16' or ':1')"
                                     : "unknown hint ':" + hint + "' (expected ':16' or ':1')");
}

llvm::Expected<std::vector<ParamSpec>> parseSignature(const std::string &text,
                                                      const SignatureEntryNamer &namer) {
  std::vector<ParamSpec> specs;
  if (trim(text).empty())
    return specs;
  std::vector<std::string> entries;
  if (!splitEntries(text, entries))
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "signature has an unterminated string");
  for (size_t i = 0; i < entries.size(); ++i) {
    std::string entry = trim(entries[i]);
    llvm::Expected<ParamSpec> spec = parseEntry(entry);
    if (!spec) {
      std::string why = llvm::toString(spec.takeError());
      bool trailing = entry.empty() && i + 1 == entries.size();
      if (trailing)
        why = "empty entry (trailing comma?)";
      // A trailing comma's empty entry stands for no parameter: naming one
      // would mislead.
      std::string param = namer && !trailing ? namer(i, entries.size()) : "";
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "signature entry " + std::to_string(i) + " ('" + entry + "'" +
                                         (param.empty() ? "" : ", parameter '" + param + "'") +
                                         "): " + why);
    }
    specs.push_back(std::move(*spec));
  }
  return specs;
}

std::string closestName(const std::string &name, const std::vector<std::string> &candidates) {
  std::string lower = llvm::StringRef(name).lower();
  for (const std::string &candidate : candidates)
    if (llvm::StringRef(candidate).lower() == lower)
      return candidate;
  unsigned limit = std::max<unsigned>(1, name.size() / 3);
  std::string best;
  unsigned bestDistance = limit + 1;
  for (const std::string &candidate : candidates) {
    unsigned distance = llvm::StringRef(lower).edit_distance(llvm::StringRef(candidate).lower(),
                                                             /*AllowReplacements=*/true, limit + 1);
    if (distance < bestDistance) {
      best = candidate;
      bestDistance = distance;
    }
  }
  return best;
}

std::string constantMismatch(const ConstValue &value, const DType &type) {
  using Kind = ConstValue::Kind;
  Kind kind = value.kind();
  if (kind == Kind::None || type.isNone())
    return "";
  if (type.isPointer())
    return "is not None (the one constant a pointer takes)";
  if (type.isBool())
    return kind == Kind::Bool ? "" : "is not True or False";
  if (type.isInteger())
    return kind == Kind::Int ? "" : "is not an integer literal";
  if (type.isFloat())
    return kind == Kind::Int || kind == Kind::Float ? "" : "is not a number";
  return "";
}

} // namespace tritonc
