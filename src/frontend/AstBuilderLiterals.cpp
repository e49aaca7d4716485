//===- AstBuilderLiterals.cpp - number and string literals ----------------===//
//
// Number tokens and (implicitly concatenated) string tokens as Constant
// nodes; the decoding itself is Literals.h's.
//
//===----------------------------------------------------------------------===//
#include "frontend/AstBuilder.h"

#include "frontend/Literals.h"

using namespace antlr4;

namespace tritonc {

using namespace ast;

ExprPtr AstBuilder::numberAtom(Token *t) {
  std::string text = t->getText();
  llvm::Expected<NumberLiteral> decoded = decodeNumberLiteral(text);
  if (!decoded)
    fail(loc(t), llvm::toString(decoded.takeError()));
  const NumberLiteral &num = *decoded;
  std::unique_ptr<Constant> c;
  switch (num.kind) {
  case NumberLiteral::Kind::Int:
    c = std::make_unique<Constant>(loc(t), Constant::Kind::Int);
    c->intValue = num.intValue;
    c->intOverflow = num.intOverflow;
    break;
  case NumberLiteral::Kind::Float:
    c = std::make_unique<Constant>(loc(t), Constant::Kind::Float);
    c->floatValue = num.floatValue;
    break;
  case NumberLiteral::Kind::Imaginary:
    c = std::make_unique<Constant>(loc(t), Constant::Kind::Complex);
    c->floatValue = num.floatValue;
    break;
  }
  c->text = text;
  return c;
}

ExprPtr AstBuilder::strings(const std::vector<tree::TerminalNode *> &pieces, SourceLocation at) {
  std::unique_ptr<Constant> c;
  for (auto *s : pieces) {
    std::string text = s->getText();
    llvm::Expected<StringLiteral> decoded = decodeStringLiteral(text);
    if (!decoded)
      fail(loc(s), llvm::toString(decoded.takeError()));
    const StringLiteral &lit = *decoded;
    if (!c) {
      c = std::make_unique<Constant>(at,
                                     lit.isBytes ? Constant::Kind::Bytes : Constant::Kind::String);
    } else {
      if ((c->ckind == Constant::Kind::Bytes) != lit.isBytes)
        fail(loc(s), "cannot mix bytes and nonbytes literals");
      c->text += " ";
    }
    c->strValue += lit.value;
    c->isFString = c->isFString || lit.isFString;
    c->text += text;
  }
  return c;
}

} // namespace tritonc
