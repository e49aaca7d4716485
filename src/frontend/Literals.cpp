//===- Literals.cpp -------------------------------------------------------===//
#include "frontend/Literals.h"

#include <cctype>
#include <charconv>
#include <limits>

namespace tritonc {

void appendUtf8(std::string &out, uint32_t cp) {
  if (cp < 0x80) {
    out += static_cast<char>(cp);
  } else if (cp < 0x800) {
    out += static_cast<char>(0xC0 | (cp >> 6));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else if (cp < 0x10000) {
    out += static_cast<char>(0xE0 | (cp >> 12));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  } else {
    out += static_cast<char>(0xF0 | (cp >> 18));
    out += static_cast<char>(0x80 | ((cp >> 12) & 0x3F));
    out += static_cast<char>(0x80 | ((cp >> 6) & 0x3F));
    out += static_cast<char>(0x80 | (cp & 0x3F));
  }
}

static int digitValue(char c) {
  if (c >= '0' && c <= '9')
    return c - '0';
  if (c >= 'a' && c <= 'z')
    return c - 'a' + 10;
  if (c >= 'A' && c <= 'Z')
    return c - 'A' + 10;
  return 99;
}

// Digits with single '_' separators between them; returns them without '_'.
static bool stripSeparators(const std::string &s, size_t begin, std::string &digits) {
  digits.clear();
  bool lastWasDigit = false;
  for (size_t i = begin; i < s.size(); ++i) {
    if (s[i] == '_') {
      if (!lastWasDigit)
        return false;
      lastWasDigit = false;
      continue;
    }
    digits += s[i];
    lastWasDigit = true;
  }
  return lastWasDigit;
}

llvm::Expected<NumberLiteral> decodeNumberLiteral(const std::string &text) {
  NumberLiteral out;
  if (text.empty())
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "empty number");
  std::string digits;
  int base = 0;
  if (text.size() > 2 && text[0] == '0') {
    char p = static_cast<char>(std::tolower(static_cast<unsigned char>(text[1])));
    base = p == 'x' ? 16 : p == 'o' ? 8 : p == 'b' ? 2 : 0;
  }
  if (base) {
    size_t begin = 2;
    if (text[begin] == '_')
      ++begin; // 0x_FF is valid Python
    if (!stripSeparators(text, begin, digits))
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "invalid number '" + text + "'");
  } else {
    char last = text.back();
    bool imaginary = last == 'j' || last == 'J';
    std::string body = imaginary ? text.substr(0, text.size() - 1) : text;
    bool isFloat = imaginary || body.find_first_of(".eE") != std::string::npos;
    // Drop the separators (each must sit between two digits).
    for (size_t i = 0; i < body.size(); ++i) {
      if (body[i] == '_') {
        if (i == 0 || i + 1 >= body.size() || !std::isdigit((unsigned char)body[i - 1]) ||
            !std::isdigit((unsigned char)body[i + 1])) {
          return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                         "invalid number '" + text + "'");
        }
        continue;
      }
      digits += body[i];
    }
    if (digits.empty())
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "invalid number '" + text + "'");
    if (isFloat) {
      double v = 0;
      const char *b = digits.data(), *e = digits.data() + digits.size();
      auto res = std::from_chars(b, e, v, std::chars_format::general);
      if (res.ec == std::errc::result_out_of_range) {
        // Overflow gives inf, underflow gives 0, as in Python.
        bool underflow = false;
        size_t ep = digits.find_first_of("eE");
        if (ep != std::string::npos && ep + 1 < digits.size() && digits[ep + 1] == '-')
          underflow = true;
        v = underflow ? 0.0 : std::numeric_limits<double>::infinity();
      } else if (res.ec != std::errc() || res.ptr != e) {
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       "invalid number '" + text + "'");
      }
      out.kind = imaginary ? NumberLiteral::Kind::Imaginary : NumberLiteral::Kind::Float;
      out.floatValue = v;
      return out;
    }
    if (digits.size() > 1 && digits[0] == '0') {
      for (char c : digits)
        if (c != '0')
          return llvm::createStringError(
              llvm::inconvertibleErrorCode(),
              "leading zeros in decimal integer literals are not permitted; use "
              "an 0o prefix for octal integers");
    }
    base = 10;
  }
  uint64_t v = 0;
  bool overflow = false;
  for (char c : digits) {
    int d = digitValue(c);
    if (d >= base)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "invalid digit '" + std::string(1, c) + "' in number '" +
                                         text + "'");
    if (v > (static_cast<uint64_t>(std::numeric_limits<int64_t>::max()) - d) / base)
      overflow = true;
    else
      v = v * base + d;
  }
  out.kind = NumberLiteral::Kind::Int;
  out.intOverflow = overflow;
  out.intValue = overflow ? 0 : static_cast<int64_t>(v);
  return out;
}

// Length of the UTF-8 sequence starting with byte c (1 for invalid bytes).
static size_t utf8Length(unsigned char c) {
  if (c < 0x80)
    return 1;
  if ((c >> 5) == 0x6)
    return 2;
  if ((c >> 4) == 0xE)
    return 3;
  if ((c >> 3) == 0x1E)
    return 4;
  return 1;
}

llvm::Expected<StringLiteral> decodeStringLiteral(const std::string &text) {
  StringLiteral out;
  size_t i = 0;
  while (i < text.size() && text[i] != '\'' && text[i] != '"') {
    switch (std::tolower(static_cast<unsigned char>(text[i]))) {
    case 'r':
      out.isRaw = true;
      break;
    case 'b':
      out.isBytes = true;
      break;
    case 'f':
      out.isFString = true;
      break;
    case 'u':
      break;
    default:
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "invalid string prefix in " + text);
    }
    ++i;
  }
  if (i >= text.size())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "missing quote in string literal");
  char q = text[i];
  size_t quoteLen = (text.compare(i, 3, std::string(3, q)) == 0 && text.size() - i >= 6) ? 3 : 1;
  size_t begin = i + quoteLen;
  if (text.size() < begin + quoteLen ||
      text.compare(text.size() - quoteLen, quoteLen, std::string(quoteLen, q)) != 0) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "unterminated string literal");
  }
  size_t end = text.size() - quoteLen;
  std::string &v = out.value;
  for (size_t p = begin; p < end;) {
    unsigned char c = static_cast<unsigned char>(text[p]);
    if (c == '\r') { // normalize line breaks inside literals
      v += '\n';
      p += (p + 1 < end && text[p + 1] == '\n') ? 2 : 1;
      continue;
    }
    if (c != '\\') {
      if (out.isBytes && c >= 0x80)
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       "bytes can only contain ASCII literal characters");
      v += static_cast<char>(c);
      ++p;
      continue;
    }
    if (p + 1 >= end) { // cannot happen for lexer tokens
      v += '\\';
      ++p;
      continue;
    }
    char e = text[p + 1];
    if (out.isRaw) {
      v += '\\';
      ++p;
      // The escaped character is kept as is (even a quote or a backslash).
      size_t n = utf8Length(static_cast<unsigned char>(e));
      v.append(text, p, n);
      p += n;
      continue;
    }
    p += 2;
    switch (e) {
    case '\n':
      break; // line continuation inside the literal
    case '\r':
      if (p < end && text[p] == '\n')
        ++p;
      break;
    case '\\': v += '\\'; break;
    case '\'': v += '\''; break;
    case '"': v += '"'; break;
    case 'a': v += '\a'; break;
    case 'b': v += '\b'; break;
    case 'f': v += '\f'; break;
    case 'n': v += '\n'; break;
    case 'r': v += '\r'; break;
    case 't': v += '\t'; break;
    case 'v': v += '\v'; break;
    case '0': case '1': case '2': case '3':
    case '4': case '5': case '6': case '7': {
      uint32_t cp = e - '0';
      for (int k = 0; k < 2 && p < end && text[p] >= '0' && text[p] <= '7'; ++k, ++p)
        cp = cp * 8 + (text[p] - '0');
      if (out.isBytes)
        v += static_cast<char>(cp & 0xFF);
      else
        appendUtf8(v, cp);
      break;
    }
    case 'x':
    case 'u':
    case 'U': {
      if (e != 'x' && out.isBytes) { // not an escape in bytes
        v += '\\';
        v += e;
        break;
      }
      int n = e == 'x' ? 2 : e == 'u' ? 4 : 8;
      uint32_t cp = 0;
      for (int k = 0; k < n; ++k, ++p) {
        if (p >= end || digitValue(text[p]) >= 16)
          return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                         std::string("truncated \\") + e +
                                             " escape in string literal");
        cp = cp * 16 + digitValue(text[p]);
      }
      if (cp > 0x10FFFF)
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       "illegal Unicode character in string literal");
      if (out.isBytes)
        v += static_cast<char>(cp);
      else
        appendUtf8(v, cp);
      break;
    }
    default: {
      // Unknown escapes (\N{...} included) stay as written.
      v += '\\';
      size_t n = utf8Length(static_cast<unsigned char>(e));
      v.append(text, p - 1, n);
      p += n - 1;
      break;
    }
    }
  }
  return out;
}

} // namespace tritonc
