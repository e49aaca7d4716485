//===- ConstValue.cpp -----------------------------------------------------===//
#include "frontend/ConstValue.h"
#include "frontend/Literals.h"

#include "llvm/Support/ErrorHandling.h"

#include <charconv>
#include <cmath>
#include <cstdio>

namespace tritonc {

ConstValue ConstValue::fromBool(bool v) {
  ConstValue c;
  c.kind_ = Kind::Bool;
  c.b_ = v;
  return c;
}
ConstValue ConstValue::fromInt(int64_t v) {
  ConstValue c;
  c.kind_ = Kind::Int;
  c.i_ = v;
  return c;
}
ConstValue ConstValue::fromFloat(double v) {
  ConstValue c;
  c.kind_ = Kind::Float;
  c.f_ = v;
  return c;
}
ConstValue ConstValue::fromString(std::string v) {
  ConstValue c;
  c.kind_ = Kind::String;
  c.s_ = std::move(v);
  return c;
}

ConstValue ConstValue::fromDType(DType dtype) {
  ConstValue c;
  c.kind_ = Kind::DType;
  c.dtype_ = dtype;
  return c;
}
ConstValue ConstValue::fromTuple(std::vector<ConstValue> elements) {
  ConstValue c;
  c.kind_ = Kind::Tuple;
  c.elements_ = std::move(elements);
  return c;
}

bool operator==(const ConstValue &a, const ConstValue &b) {
  if (a.kind_ != b.kind_)
    return false;
  switch (a.kind_) {
  case ConstValue::Kind::None:
    return true;
  case ConstValue::Kind::Bool:
    return a.b_ == b.b_;
  case ConstValue::Kind::Int:
    return a.i_ == b.i_;
  case ConstValue::Kind::Float:
    return a.f_ == b.f_ || (std::isnan(a.f_) && std::isnan(b.f_));
  case ConstValue::Kind::String:
    return a.s_ == b.s_;
  case ConstValue::Kind::DType:
    return a.dtype_ == b.dtype_;
  case ConstValue::Kind::Tuple:
    return a.elements_ == b.elements_;
  }
  return false;
}

std::string pythonFloatRepr(double v) {
  if (std::isnan(v))
    return "nan";
  if (std::isinf(v))
    return v < 0 ? "-inf" : "inf";
  if (v == 0)
    return std::signbit(v) ? "-0.0" : "0.0";
  // Shortest round-trip digits, then Python's layout rules.
  char buf[64];
  auto res = std::to_chars(buf, buf + sizeof buf, v, std::chars_format::scientific);
  std::string s(buf, res.ptr);
  std::string sign;
  if (s[0] == '-') {
    sign = "-";
    s.erase(0, 1);
  }
  size_t epos = s.find('e');
  std::string mant = s.substr(0, epos);
  int exp10 = std::stoi(s.substr(epos + 1));
  std::string digits;
  for (char c : mant)
    if (c != '.')
      digits += c;
  while (digits.size() > 1 && digits.back() == '0')
    digits.pop_back();
  int decpt = exp10 + 1; // position of the decimal point after digit 0
  std::string out;
  if (decpt > -4 && decpt <= 16) {
    if (decpt <= 0) {
      out = "0." + std::string(-decpt, '0') + digits;
    } else if (static_cast<size_t>(decpt) >= digits.size()) {
      out = digits + std::string(decpt - digits.size(), '0') + ".0";
    } else {
      out = digits.substr(0, decpt) + "." + digits.substr(decpt);
    }
  } else {
    out = digits.substr(0, 1);
    if (digits.size() > 1)
      out += "." + digits.substr(1);
    int e = decpt - 1;
    char eb[16];
    std::snprintf(eb, sizeof eb, "e%c%02d", e < 0 ? '-' : '+', e < 0 ? -e : e);
    out += eb;
  }
  return sign + out;
}

std::string pythonStringRepr(const std::string &s) {
  char q = (s.find('\'') != std::string::npos && s.find('"') == std::string::npos) ? '"' : '\'';
  std::string out(1, q);
  for (unsigned char c : s) {
    switch (c) {
    case '\\': out += "\\\\"; break;
    case '\n': out += "\\n"; break;
    case '\r': out += "\\r"; break;
    case '\t': out += "\\t"; break;
    default:
      if (c == static_cast<unsigned char>(q)) {
        out += '\\';
        out += static_cast<char>(c);
      } else if (c < 0x20 || c == 0x7F) {
        char b[8];
        std::snprintf(b, sizeof b, "\\x%02x", c);
        out += b;
      } else {
        out += static_cast<char>(c); // UTF-8 is printed as is, like Python 3
      }
    }
  }
  out += q;
  return out;
}

std::string ConstValue::repr() const {
  switch (kind_) {
  case Kind::None:
    return "None";
  case Kind::Bool:
    return b_ ? "True" : "False";
  case Kind::Int:
    return std::to_string(i_);
  case Kind::Float:
    return pythonFloatRepr(f_);
  case Kind::String:
    return pythonStringRepr(s_);
  case Kind::DType:
    // A pointer dtype has no name in `tl.`: it prints as in signatures.
    return "tl." + (dtype_.isPointer() ? dtype_.str() : dtype_.languageName());
  case Kind::Tuple: {
    std::string text = "(";
    for (size_t i = 0; i < elements_.size(); ++i)
      text += (i ? ", " : "") + elements_[i].repr();
    return text + (elements_.size() == 1 ? ",)" : ")");
  }
  }
  return "None";
}

static std::string trim(const std::string &s) {
  size_t b = s.find_first_not_of(" \t\r\n");
  if (b == std::string::npos)
    return "";
  size_t e = s.find_last_not_of(" \t\r\n");
  return s.substr(b, e - b + 1);
}

namespace {
/// The top-level comma-separated parts of "a, (b, c), 'd,e'" (brackets and
/// quotes nest); false on unbalanced brackets.
bool splitTopLevel(const std::string &text, std::vector<std::string> &parts) {
  int depth = 0;
  char quote = 0;
  std::string current;
  for (size_t i = 0; i < text.size(); ++i) {
    char c = text[i];
    if (quote) {
      if (c == '\\' && i + 1 < text.size()) {
        current += c;
        c = text[++i];
      } else if (c == quote) {
        quote = 0;
      }
    } else if (c == '\'' || c == '"') {
      quote = c;
    } else if (c == '(' || c == '[') {
      ++depth;
    } else if (c == ')' || c == ']') {
      if (--depth < 0)
        return false;
    } else if (c == ',' && depth == 0) {
      parts.push_back(current);
      current.clear();
      continue;
    }
    current += c;
  }
  if (depth != 0 || quote)
    return false;
  if (current.find_first_not_of(" \t") != std::string::npos)
    parts.push_back(current);
  return true;
}
} // namespace

llvm::Expected<ConstValue> parsePythonLiteral(const std::string &textIn) {
  std::string text = trim(textIn);
  if (text.empty())
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "empty value (expected a Python literal such as 1024, 0.5, True or 'gelu')");
  // A dtype: tl.bfloat16, triton.language.float32.
  for (const char *prefix : {"tl.", "triton.language."})
    if (text.rfind(prefix, 0) == 0) {
      std::optional<DType> dtype = DType::fromLanguageName(text.substr(std::string(prefix).size()));
      if (!dtype)
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       "'" + text + "' is not a dtype of triton.language");
      return ConstValue::fromDType(*dtype);
    }
  // A tuple or a list: (1, 2), [16, 32], (4,), ().
  if ((text.front() == '(' && text.back() == ')') || (text.front() == '[' && text.back() == ']')) {
    std::vector<std::string> parts;
    if (!splitTopLevel(text.substr(1, text.size() - 2), parts))
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "unbalanced brackets in '" + text + "'");
    std::vector<ConstValue> elements;
    for (const std::string &part : parts) {
      llvm::Expected<ConstValue> element = parsePythonLiteral(part);
      if (!element)
        return element.takeError();
      elements.push_back(std::move(*element));
    }
    return ConstValue::fromTuple(std::move(elements));
  }
  if (text == "True" || text == "False")
    return ConstValue::fromBool(text == "True");
  if (text == "None")
    return ConstValue::none();
  char first = text[0];
  if (first == '\'' || first == '"' || ((std::isalpha((unsigned char)first)) &&
                                        text.find_first_of("'\"") != std::string::npos)) {
    size_t q = text.find_first_of("'\"");
    for (size_t i = 0; i < q; ++i) {
      char c = static_cast<char>(std::tolower(static_cast<unsigned char>(text[i])));
      if (c != 'r' && c != 'u' && c != 'b' && c != 'f')
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       "invalid literal '" + text + "'");
    }
    // The literal must be one quoted string: the closing quote ends the text.
    char qc = text[q];
    bool triple = text.compare(q, 3, std::string(3, qc)) == 0 && text.size() - q >= 6;
    size_t qlen = triple ? 3 : 1;
    bool closed = text.size() >= q + 2 * qlen &&
                  text.compare(text.size() - qlen, qlen, std::string(qlen, qc)) == 0;
    if (closed && !triple) {
      // No unescaped quote of the same kind inside.
      for (size_t i = q + 1; i + 1 < text.size(); ++i) {
        if (text[i] == '\\') {
          ++i;
          continue;
        }
        if (text[i] == qc) {
          closed = false;
          break;
        }
      }
      // The closing quote itself must not be escaped.
      size_t bs = 0;
      for (size_t i = text.size() - 1; i > q + 1 && text[i - 1] == '\\'; --i)
        ++bs;
      if (bs % 2 == 1)
        closed = false;
    }
    if (!closed)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "unterminated string literal " + text);
    llvm::Expected<StringLiteral> lit = decodeStringLiteral(text);
    if (!lit)
      return lit.takeError();
    if (lit->isBytes)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "bytes literal " + text +
                                         " is not a valid constant (use a str)");
    if (lit->isFString)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "f-string " + text + " is not a valid constant");
    return ConstValue::fromString(lit->value);
  }

  bool negative = false;
  std::string body = text;
  if (body[0] == '-' || body[0] == '+') {
    negative = body[0] == '-';
    body = trim(body.substr(1));
  }
  if (body == "inf" || body == "infinity" || body == "nan") {
    double v = body == "nan" ? std::nan("") : HUGE_VAL;
    return ConstValue::fromFloat(negative ? -v : v);
  }
  bool numberLike = !body.empty() && (std::isdigit((unsigned char)body[0]) || body[0] == '.');
  for (char c : body)
    if (!std::isalnum((unsigned char)c) && c != '_' && c != '.' && c != '+' && c != '-')
      numberLike = false;
  if (!numberLike)
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "invalid literal '" + text +
            "' (expected an int, a float, True, False, None, a quoted string, a dtype such as "
            "tl.float16, or a tuple)");
  llvm::Expected<NumberLiteral> num = decodeNumberLiteral(body);
  if (!num) {
    // One message for every malformed number, naming the text with its sign.
    llvm::consumeError(num.takeError());
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "invalid number '" + text + "'");
  }
  switch (num->kind) {
  case NumberLiteral::Kind::Int:
    if (num->intOverflow) {
      // -9223372036854775808 is the one value whose magnitude overflows.
      if (negative && body == "9223372036854775808")
        return ConstValue::fromInt(INT64_MIN);
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "integer " + text + " does not fit in 64 bits");
    }
    return ConstValue::fromInt(negative ? -num->intValue : num->intValue);
  case NumberLiteral::Kind::Float:
    return ConstValue::fromFloat(negative ? -num->floatValue : num->floatValue);
  case NumberLiteral::Kind::Imaginary:
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "complex number " + text + " is not a valid constant");
  }
  llvm_unreachable("every kind of number is handled");
}

} // namespace tritonc
