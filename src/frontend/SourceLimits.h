//===- SourceLimits.h - the size of source file tritonc accepts -*- C++ -*-===//
//
// A source file larger than kMaxSourceBytes is refused before it is parsed,
// with its name, its size and the limit.  parseSource() checks the text it
// is given (so every file the frontend parses is held to it, imported
// modules included); checkSourceFileSize() checks a file on disk, for a
// caller that can refuse it before reading it into memory.
//
// The other frontend limits live where they are enforced: bracket depth
// (200, as CPython) and indentation levels (100) in PyTokenSource.h,
// operator nesting in ExpressionNesting.h, AST depth in AstBuilder.h.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_SOURCELIMITS_H
#define TRITONC_FRONTEND_SOURCELIMITS_H

#include "frontend/Diagnostics.h"

#include <cstdint>
#include <string>

namespace tritonc {

/// 4 MiB.  The largest real kernel files (Triton's own language modules, a
/// library's file of kernels) are a few hundred KiB at most; this leaves a
/// factor of ten.  Parsing costs time and memory in proportion to the text
/// (about 1 KiB of memory per line of short statements, a few KiB per
/// element of one huge literal, which the ANTLR parse tree of a single
/// statement holds at once), so the limit keeps the worst input within a
/// few GiB and seconds.
constexpr uint64_t kMaxSourceBytes = uint64_t(4) << 20;

/// False, after reporting "source file 'PATH' is too large: N bytes (the
/// limit is 4 MiB)", when `size` is above kMaxSourceBytes.
bool checkSourceSize(const std::string &path, uint64_t size, DiagnosticEngine &diag);

/// checkSourceSize() with the size of the file at `path` on disk; true when
/// that size cannot be read (reading the file will report why).
bool checkSourceFileSize(const std::string &path, DiagnosticEngine &diag);

} // namespace tritonc

#endif // TRITONC_FRONTEND_SOURCELIMITS_H
