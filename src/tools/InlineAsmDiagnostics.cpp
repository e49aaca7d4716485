//===- InlineAsmDiagnostics.cpp -------------------------------------------===//
#include "tools/InlineAsmDiagnostics.h"

#include "Tile/TileDialect.h"

#include "llvm/ADT/SmallVector.h"
#include "llvm/ADT/StringExtras.h"

#include <cctype>

namespace tritonc {

std::vector<InlineAsmSite> collectInlineAsmSites(mlir::ModuleOp module) {
  std::vector<InlineAsmSite> sites;
  module.walk([&](tile::InlineAsmElementwiseOp op) {
    sites.push_back({op.getAsmString().str(), op.getLoc()});
  });
  return sites;
}

namespace {

/// A template as literal text and operand slots, in order.
struct Piece {
  bool operand;
  std::string text; // literal text, blanks removed
};

std::vector<Piece> splitTemplate(llvm::StringRef asmString) {
  std::vector<Piece> pieces;
  std::string literal;
  auto flush = [&] {
    if (!literal.empty())
      pieces.push_back({false, literal});
    literal.clear();
  };
  for (size_t i = 0; i < asmString.size(); ++i) {
    char c = asmString[i];
    if (c != '$') {
      if (!std::isspace(static_cast<unsigned char>(c)))
        literal += c;
      continue;
    }
    if (i + 1 < asmString.size() && asmString[i + 1] == '$') { // "$$" is a literal '$'
      literal += '$';
      ++i;
      continue;
    }
    size_t end = i + 1;
    if (end < asmString.size() && asmString[end] == '{') { // ${N} or ${N:modifier}
      size_t close = asmString.find('}', end);
      if (close == llvm::StringRef::npos)
        break;
      end = close + 1;
    } else {
      while (end < asmString.size() && std::isdigit(static_cast<unsigned char>(asmString[end])))
        ++end;
    }
    if (end == i + 1) { // a lone '$'
      literal += c;
      continue;
    }
    flush();
    pieces.push_back({true, ""});
    i = end - 1;
  }
  flush();
  return pieces;
}

/// Characters an operand (a register, an immediate, a symbol) is made of.
bool isOperandChar(char c) {
  return std::isalnum(static_cast<unsigned char>(c)) || c == '%' || c == '_' || c == '.' || c == '-' || c == '$';
}

/// Matches pieces[k...] against text[at...] (blanks removed), an operand
/// taking one or more operand characters; backtracks over operand lengths.
bool matchFrom(const std::vector<Piece> &pieces, size_t k, const std::string &text, size_t at) {
  if (k == pieces.size())
    return at == text.size();
  const Piece &piece = pieces[k];
  if (!piece.operand)
    return text.compare(at, piece.text.size(), piece.text) == 0 &&
           matchFrom(pieces, k + 1, text, at + piece.text.size());
  for (size_t end = at; end < text.size() && isOperandChar(text[end]); ++end)
    if (matchFrom(pieces, k + 1, text, end + 1))
      return true;
  return false;
}

} // namespace

bool inlineAsmMatches(const std::string &asmString, const std::string &printed) {
  std::string text;
  for (char c : printed)
    if (!std::isspace(static_cast<unsigned char>(c)))
      text += c;
  return matchFrom(splitTemplate(asmString), 0, text, 0);
}

std::optional<mlir::Location> findInlineAsmSite(const std::string &ptx, unsigned line,
                                                const std::vector<InlineAsmSite> &sites) {
  llvm::SmallVector<llvm::StringRef> lines;
  llvm::StringRef(ptx).split(lines, '\n');
  if (line < 1 || line > lines.size())
    return std::nullopt;
  auto is = [&](size_t i, llvm::StringRef marker) { return lines[i].trim() == marker; };
  // The statement's first line: after the nearest "begin" above, with no
  // "end" between.
  size_t begin = line - 1;
  while (true) {
    if (is(begin, "// end inline asm"))
      return std::nullopt;
    if (is(begin, "// begin inline asm"))
      break;
    if (begin == 0)
      return std::nullopt;
    --begin;
  }
  std::string statement;
  size_t i = begin + 1;
  for (; i < lines.size() && !is(i, "// end inline asm"); ++i)
    statement += lines[i].str() + "\n";
  if (i == lines.size() || line - 1 == begin)
    return std::nullopt;
  for (const InlineAsmSite &site : sites)
    if (inlineAsmMatches(site.asmString, statement))
      return site.loc;
  return std::nullopt;
}

} // namespace tritonc
