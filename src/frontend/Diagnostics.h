//===- Diagnostics.h - gcc/clang-style diagnostics ---------------*- C++ -*-===//
//
// Every error tritonc reports goes through a DiagnosticEngine, which prints
//
//   path:line:col: error: message
//   <the source line>
//   <spaces>^
//
// Columns are 1-based and count Unicode code points (a byte that is not
// well-formed UTF-8 counts as one and is echoed as '?'); tabs of the source
// line are kept in the caret line so that the caret lines up in a terminal.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_DIAGNOSTICS_H
#define TRITONC_FRONTEND_DIAGNOSTICS_H

#include <iostream>
#include <set>
#include <string>
#include <vector>

namespace tritonc {

/// A position in a source file: 1-based line and column (in code points).
/// 0 means unknown.
struct SourceLocation {
  int line = 0;
  int column = 0;

  bool isValid() const { return line > 0; }
  friend bool operator==(SourceLocation a, SourceLocation b) {
    return a.line == b.line && a.column == b.column;
  }
  friend bool operator!=(SourceLocation a, SourceLocation b) { return !(a == b); }
  friend bool operator<(SourceLocation a, SourceLocation b) {
    return a.line != b.line ? a.line < b.line : a.column < b.column;
  }
};

/// The text of one source file and its name as given on the command line.
class SourceFile {
public:
  SourceFile(std::string path, std::string text);

  const std::string &path() const { return path_; }
  const std::string &text() const { return text_; }

  /// The text of 1-based line `line` without its line break ("" when out of
  /// range).  Lines end at "\r\n", '\n' or a lone '\r', as Python's do.
  std::string lineText(int line) const;
  /// Number of lines (a final line without a line break counts).
  int lineCount() const { return static_cast<int>(lineStarts_.size()); }

private:
  std::string path_;
  std::string text_;
  std::vector<size_t> lineStarts_;
};

enum class DiagnosticSeverity { Error, Warning, Note };

class DiagnosticEngine {
public:
  explicit DiagnosticEngine(std::ostream &os = std::cerr);

  /// The file that locations refer to (may be null: then only
  /// "tritonc:" prefixes are printed).
  void setSource(const SourceFile *source) { source_ = source; }
  const SourceFile *source() const { return source_; }

  void error(SourceLocation loc, const std::string &msg);
  void warning(SourceLocation loc, const std::string &msg);
  void note(SourceLocation loc, const std::string &msg);
  /// An error that belongs to no source location: "tritonc: error: msg".
  void error(const std::string &msg);

  void report(DiagnosticSeverity severity, SourceLocation loc, const std::string &msg);

  /// From now on, a warning printed before (same file, place and text) is
  /// not printed again, nor are its notes: a family compiles the same
  /// source once per variant.
  void setDeduplicateWarnings(bool on) { deduplicateWarnings_ = on; }

  /// From now on, warnings and their notes are neither printed, counted
  /// nor remembered as printed: a compile whose results are only compared
  /// (--specialize auto planning a specialization) says nothing the real
  /// compile will not say.
  void setMuteWarnings(bool on) { muteWarnings_ = on; }
  bool warningsMuted() const { return muteWarnings_; }

  /// A note printed after every warning from now on ("" for none): which
  /// variant of a family the warning came from.
  void setWarningContext(std::string note) { warningContext_ = std::move(note); }

  /// From now on, errors are printed (and counted) as warnings, and
  /// counted in demotedErrorCount(): a config of an autotuned family that
  /// does not compile is left out, as Triton's autotuner skips it.
  void setErrorsAsWarnings(bool on) { errorsAsWarnings_ = on; }
  unsigned demotedErrorCount() const { return demotedErrors_; }

  unsigned errorCount() const { return errors_; }
  unsigned warningCount() const { return warnings_; }

private:
  std::ostream &os_;
  const SourceFile *source_ = nullptr;
  unsigned errors_ = 0;
  unsigned warnings_ = 0;
  bool deduplicateWarnings_ = false;
  bool errorsAsWarnings_ = false;
  bool muteWarnings_ = false;
  unsigned demotedErrors_ = 0;
  bool skippingNotes_ = false;  // the notes of a warning not printed again
  std::set<std::string> warningsPrinted_;
  std::string warningContext_;

  void printDiagnostic(DiagnosticSeverity severity, SourceLocation loc, const std::string &msg);
};

/// The line in a caret display: every code point before `column` becomes a
/// space, except tabs, which are kept.  Exposed for tests.
std::string caretLine(const std::string &lineText, int column);

} // namespace tritonc

#endif // TRITONC_FRONTEND_DIAGNOSTICS_H
