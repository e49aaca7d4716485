// The entries of a signature a test needs to be valid (the test fails,
// with the parser's message, when it is not).
#pragma once

#include "frontend/Signature.h"

#include <catch2/catch.hpp>

#include <string>
#include <vector>

inline std::vector<tritonc::ParamSpec> validSignature(const std::string &text) {
  INFO(text);
  llvm::Expected<std::vector<tritonc::ParamSpec>> specs = tritonc::parseSignature(text);
  if (!specs)
    FAIL(llvm::toString(specs.takeError()));
  return std::move(*specs);
}
