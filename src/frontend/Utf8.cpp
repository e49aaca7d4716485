//===- Utf8.cpp - checks and normalization of source text -----------------===//
#include "frontend/Utf8.h"

namespace tritonc {

size_t lineBreakLength(const std::string &s, size_t i) {
  if (i >= s.size())
    return 0;
  if (s[i] == '\n')
    return 1;
  if (s[i] == '\r')
    return i + 1 < s.size() && s[i + 1] == '\n' ? 2 : 1;
  return 0;
}

size_t utf8SequenceLength(const std::string &s, size_t i, uint32_t *cpOut) {
  unsigned char c = static_cast<unsigned char>(s[i]);
  size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
  if (n == 0 || i + n > s.size())
    return 0;
  uint32_t cp = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
  for (size_t k = 1; k < n; ++k) {
    unsigned char d = static_cast<unsigned char>(s[i + k]);
    if ((d & 0xC0) != 0x80)
      return 0;
    cp = (cp << 6) | (d & 0x3F);
  }
  // Overlong forms, surrogates, out of range.
  if ((n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
      cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
    return 0;
  if (cpOut)
    *cpOut = cp;
  return n;
}

// Checks UTF-8; on failure gives the location of the first bad byte.
bool validateUtf8(const std::string &s, SourceLocation &bad, unsigned &byte) {
  int line = 1, col = 1;
  for (size_t i = 0; i < s.size();) {
    if (size_t br = lineBreakLength(s, i)) {
      ++line;
      col = 1;
      i += br;
      continue;
    }
    size_t n = utf8SequenceLength(s, i);
    if (n == 0) {
      bad = SourceLocation{line, col};
      byte = static_cast<unsigned char>(s[i]);
      return false;
    }
    ++col;
    i += n;
  }
  return true;
}

// `s` is valid UTF-8 here: a column is a code point.
bool findNulByte(const std::string &s, SourceLocation &at) {
  size_t pos = s.find('\0');
  if (pos == std::string::npos)
    return false;
  int line = 1, col = 1;
  for (size_t i = 0; i < pos;) {
    if (size_t br = lineBreakLength(s, i)) {
      ++line;
      col = 1;
      i += br;
      continue;
    }
    if ((static_cast<unsigned char>(s[i]) & 0xC0) != 0x80)
      ++col;
    ++i;
  }
  at = SourceLocation{line, col};
  return true;
}

std::string normalizeText(const std::string &text, int &line1Shift) {
  std::string s = text;
  line1Shift = 0;
  if (s.compare(0, 3, "\xEF\xBB\xBF") == 0) {
    s.erase(0, 3);
    line1Shift = 1; // the BOM is one code point of line 1
  }
  // A lone '\r' ends a line as well (ANTLR counts lines at '\n' only).
  for (size_t i = 0; i < s.size(); ++i)
    if (s[i] == '\r' && (i + 1 >= s.size() || s[i + 1] != '\n'))
      s[i] = '\n';
  return s;
}

} // namespace tritonc
