//===- SignatureFuzzer.cpp - libFuzzer target: --signature and -D values --===//
//
// One input is one string, given to each of the command line's value
// parsers: parseSignature (--signature), parsePythonLiteral (-D NAME=VALUE
// and constexpr signature entries) and the token decoders under them
// (decodeNumberLiteral, decodeStringLiteral).
//
// Besides crashes and sanitizer reports, a finding is a value that does not
// survive printing: what parses must print as text that parses back to the
// same thing. The driver prints signature entries (ParamSpec::str) and
// constexpr values (ConstValue::repr) in launchers, metadata and messages,
// so a value that reads back differently is a wrong header or a wrong
// message. On a finding the target aborts with both texts.
//
//===----------------------------------------------------------------------===//

#include "frontend/ConstValue.h"
#include "frontend/Literals.h"
#include "frontend/Signature.h"

#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <string>

using namespace tritonc;

namespace {

[[noreturn]] void finding(const std::string &what, const std::string &input, const std::string &printed) {
  std::fprintf(stderr, "FUZZ FINDING: %s\n  input:   [%s]\n  printed: [%s]\n", what.c_str(), input.c_str(),
               printed.c_str());
  std::abort();
}

std::string joined(const std::vector<ParamSpec> &entries) {
  std::string text;
  for (const ParamSpec &e : entries)
    text += (text.empty() ? "" : ",") + e.str();
  return text;
}

void checkSignature(const std::string &text) {
  // The namer is what the driver passes: it names a parameter for some
  // entry counts and not for others.
  auto namer = [](size_t index, size_t count) -> std::string {
    return count % 2 ? "p" + std::to_string(index) : "";
  };
  llvm::Expected<std::vector<ParamSpec>> parsed = parseSignature(text, namer);
  if (!parsed) {
    if (llvm::toString(parsed.takeError()).empty())
      finding("signature rejected with an empty message", text, "");
    return;
  }
  std::string printed = joined(*parsed);
  llvm::Expected<std::vector<ParamSpec>> again = parseSignature(printed);
  if (!again) {
    finding("printed signature does not parse (" + llvm::toString(again.takeError()) + ")", text, printed);
  }
  if (joined(*again) != printed || again->size() != parsed->size())
    finding("printed signature parses differently", text, printed);
}

void checkLiteral(const std::string &text) {
  llvm::Expected<ConstValue> value = parsePythonLiteral(text);
  if (!value) {
    if (llvm::toString(value.takeError()).empty())
      finding("literal rejected with an empty message", text, "");
    return;
  }
  std::string printed = value->repr();
  llvm::Expected<ConstValue> again = parsePythonLiteral(printed);
  if (!again)
    finding("repr() of a literal does not parse (" + llvm::toString(again.takeError()) + ")", text, printed);
  // repr, not ==: nan is a value that must read back although nan != nan.
  if (again->repr() != printed)
    finding("repr() of a literal parses to another value", text, printed);
}

void checkTokens(const std::string &text) {
  if (auto number = decodeNumberLiteral(text); !number)
    llvm::consumeError(number.takeError());
  if (auto string = decodeStringLiteral(text); !string)
    llvm::consumeError(string.takeError());
}

} // namespace

extern "C" int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
  std::string text(reinterpret_cast<const char *>(data), size);
  checkSignature(text);
  checkLiteral(text);
  checkTokens(text);
  return 0;
}
