//===- Diagnostics.cpp ----------------------------------------------------===//
#include "frontend/Diagnostics.h"
#include "frontend/Utf8.h"

namespace tritonc {

// Lines end where the lexer sees them end (Utf8.h): at "\r\n", '\n' or a
// lone '\r', so that the echoed line is the one that line:col points into.
SourceFile::SourceFile(std::string path, std::string text)
    : path_(std::move(path)), text_(std::move(text)) {
  if (text_.empty())
    return;
  lineStarts_.push_back(0);
  for (size_t i = 0; i < text_.size();) {
    size_t br = lineBreakLength(text_, i);
    if (br == 0) {
      ++i;
      continue;
    }
    i += br;
    if (i < text_.size())
      lineStarts_.push_back(i);
  }
}

std::string SourceFile::lineText(int line) const {
  if (line < 1 || line > lineCount())
    return "";
  size_t begin = lineStarts_[line - 1];
  size_t end = text_.find_first_of("\r\n", begin);
  if (end == std::string::npos)
    end = text_.size();
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

// The source line as shown under a diagnostic: each byte that is not part
// of well-formed UTF-8, and each control character other than tab, becomes
// '?' (one column each, as validateUtf8() counts them).
static std::string printableLine(const std::string &s) {
  std::string out;
  for (size_t i = 0; i < s.size();) {
    size_t n = utf8SequenceLength(s, i);
    if (n == 0) {
      out += '?';
      ++i;
      continue;
    }
    unsigned char c = static_cast<unsigned char>(s[i]);
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
  if (severity == DiagnosticSeverity::Error && errorsAsWarnings_) {
    ++demotedErrors_;
    severity = DiagnosticSeverity::Warning;
  }
  if (severity == DiagnosticSeverity::Warning) {
    std::string key = (source_ ? source_->path() : std::string()) + ":" + std::to_string(loc.line) + ":" +
                      std::to_string(loc.column) + ":" + msg;
    skippingNotes_ = muteWarnings_ || (deduplicateWarnings_ && !warningsPrinted_.insert(key).second);
    if (skippingNotes_)
      return;
  } else if (severity == DiagnosticSeverity::Note) {
    if (skippingNotes_)
      return;
  } else {
    skippingNotes_ = false;
  }
  if (severity == DiagnosticSeverity::Error)
    ++errors_;
  else if (severity == DiagnosticSeverity::Warning)
    ++warnings_;
  printDiagnostic(severity, loc, msg);
  if (severity == DiagnosticSeverity::Warning && !warningContext_.empty())
    printDiagnostic(DiagnosticSeverity::Note, SourceLocation(), warningContext_);
}

void DiagnosticEngine::printDiagnostic(DiagnosticSeverity severity, SourceLocation loc, const std::string &msg) {
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
  if (errorsAsWarnings_) {
    ++demotedErrors_;
    ++warnings_;
    os_ << "tritonc: warning: " << msg << "\n";
    if (!warningContext_.empty())
      os_ << "tritonc: note: " << warningContext_ << "\n";
    os_.flush();
    return;
  }
  ++errors_;
  os_ << "tritonc: error: " << msg << "\n";
  os_.flush();
}

} // namespace tritonc
