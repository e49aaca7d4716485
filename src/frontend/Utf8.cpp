//===- Utf8.cpp - checks and normalization of source text -----------------===//
#include "frontend/Utf8.h"

#include <cstdint>

namespace tritonc {

// Checks UTF-8; on failure gives the location of the first bad byte.
bool validateUtf8(const std::string &s, SourceLocation &bad, unsigned &byte) {
  int line = 1, col = 1;
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    bool ok = n != 0 && i + n <= s.size();
    uint32_t cp = n == 1 ? c : n == 2 ? (c & 0x1F) : n == 3 ? (c & 0x0F) : (c & 0x07);
    for (size_t k = 1; ok && k < n; ++k) {
      unsigned char d = static_cast<unsigned char>(s[i + k]);
      if ((d & 0xC0) != 0x80)
        ok = false;
      cp = (cp << 6) | (d & 0x3F);
    }
    if (ok) {
      // Overlong forms, surrogates, out of range.
      if ((n == 2 && cp < 0x80) || (n == 3 && cp < 0x800) || (n == 4 && cp < 0x10000) ||
          cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF))
        ok = false;
    }
    if (!ok) {
      bad = SourceLocation{line, col};
      byte = c;
      return false;
    }
    if (c == '\n') {
      ++line;
      col = 1;
    } else {
      ++col;
    }
    i += n;
  }
  return true;
}

bool findNulByte(const std::string &s, SourceLocation &at) {
  size_t pos = s.find('\0');
  if (pos == std::string::npos)
    return false;
  int line = 1, col = 1;
  for (size_t i = 0; i < pos; ++i) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    if (c == '\n') {
      ++line;
      col = 1;
    } else if ((c & 0xC0) != 0x80) {
      ++col;
    }
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
