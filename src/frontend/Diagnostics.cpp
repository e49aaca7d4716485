//===- Diagnostics.cpp ----------------------------------------------------===//
#include "frontend/Diagnostics.h"

namespace tritonc {

SourceFile::SourceFile(std::string path, std::string text)
    : path_(std::move(path)), text_(std::move(text)) {
  lineStarts_.push_back(0);
  for (size_t i = 0; i < text_.size(); ++i)
    if (text_[i] == '\n' && i + 1 < text_.size())
      lineStarts_.push_back(i + 1);
  if (text_.empty())
    lineStarts_.clear();
}

std::string SourceFile::lineText(int line) const {
  if (line < 1 || line > lineCount())
    return "";
  size_t begin = lineStarts_[line - 1];
  size_t end = text_.find('\n', begin);
  if (end == std::string::npos)
    end = text_.size();
  if (end > begin && text_[end - 1] == '\r')
    --end;
  return text_.substr(begin, end - begin);
}

std::string caretLine(const std::string &lineText, int column) {
  std::string out;
  int cp = 1; // code point index of the next character
  for (size_t i = 0; i < lineText.size() && cp < column; ++i) {
    unsigned char c = static_cast<unsigned char>(lineText[i]);
    if ((c & 0xC0) == 0x80)
      continue; // continuation byte: part of the previous code point
    out += (c == '\t') ? '\t' : ' ';
    ++cp;
  }
  // Past the end of the line (e.g. an error at the line break).
  for (; cp < column; ++cp)
    out += ' ';
  out += '^';
  return out;
}

DiagnosticEngine::DiagnosticEngine(std::ostream &os) : os_(os) {}

// The source line as shown under a diagnostic: bytes that are not valid
// UTF-8, and control characters other than tab, become '?' (one column each,
// like the code point counting of the lexer).
static std::string printableLine(const std::string &s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    unsigned char c = static_cast<unsigned char>(s[i]);
    size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 0;
    bool ok = n != 0 && i + n <= s.size();
    for (size_t k = 1; ok && k < n; ++k)
      ok = (static_cast<unsigned char>(s[i + k]) & 0xC0) == 0x80;
    if (!ok) {
      out += '?';
      ++i;
      continue;
    }
    if (n == 1 && ((c < 0x20 && c != '\t') || c == 0x7F))
      out += '?';
    else
      out.append(s, i, n);
    i += n;
  }
  return out;
}

static const char *severityName(DiagnosticSeverity s) {
  switch (s) {
  case DiagnosticSeverity::Error:
    return "error";
  case DiagnosticSeverity::Warning:
    return "warning";
  case DiagnosticSeverity::Note:
    return "note";
  }
  return "error";
}

void DiagnosticEngine::report(DiagnosticSeverity severity, SourceLocation loc,
                              const std::string &msg) {
  if (severity == DiagnosticSeverity::Error)
    ++errors_;
  else if (severity == DiagnosticSeverity::Warning)
    ++warnings_;

  if (!source_ || !loc.isValid()) {
    if (source_)
      os_ << source_->path() << ": ";
    else
      os_ << "tritonc: ";
    os_ << severityName(severity) << ": " << msg << "\n";
    return;
  }
  os_ << source_->path() << ':' << loc.line;
  if (loc.column > 0)
    os_ << ':' << loc.column;
  os_ << ": " << severityName(severity) << ": " << msg << "\n";
  if (loc.line <= source_->lineCount()) {
    std::string text = printableLine(source_->lineText(loc.line));
    os_ << text << "\n";
    if (loc.column > 0)
      os_ << caretLine(text, loc.column) << "\n";
  }
  os_.flush();
}

void DiagnosticEngine::error(SourceLocation loc, const std::string &msg) {
  report(DiagnosticSeverity::Error, loc, msg);
}
void DiagnosticEngine::warning(SourceLocation loc, const std::string &msg) {
  report(DiagnosticSeverity::Warning, loc, msg);
}
void DiagnosticEngine::note(SourceLocation loc, const std::string &msg) {
  report(DiagnosticSeverity::Note, loc, msg);
}
void DiagnosticEngine::error(const std::string &msg) {
  ++errors_;
  os_ << "tritonc: error: " << msg << "\n";
  os_.flush();
}

} // namespace tritonc
