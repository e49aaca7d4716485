// Shared by the launcher generators; not part of the interface.
#pragma once

#include "launcher/KernelInfo.h"

#include <set>
#include <string>
#include <vector>

namespace tritonc {
namespace launcher {

/// What the generators need to know about a dtype.
struct TypeInfo {
  bool known = false;    ///< not None
  bool pointer = false;
  bool integer = false;  ///< i8..i64, u8..u64 (not i1)
  bool boolean = false;  ///< i1 (a scalar is passed to the kernel as one byte)
  std::string element;   ///< C++ element type: "float", "std::int32_t", "tritonc::float16"
};
TypeInfo typeInfo(const DType &type);

/// A C++ identifier for `name` that is no keyword, macro or reserved name
/// and not in `taken`; it is added to `taken`.
std::string uniqueIdentifier(const std::string &name, std::set<std::string> &taken);

/// A kernel's parameters and constexprs with their C++ names, derived the
/// same way for the header and the source.
struct Names {
  std::string ns;                     ///< namespace kernels::<ns>
  std::vector<std::string> params;    ///< one per KernelInfo::params
  std::vector<std::string> constants; ///< one per constexpr; empty: comment only
  std::vector<std::string> constantDecls;  ///< "constexpr T NAME = v;" or ""
};
Names deriveNames(const KernelInfo &info);

/// "signature" string of the whole specialization, e.g. "*fp32:16,i32".
std::string signatureOf(const KernelInfo &info);
/// "tritonc::Status launch(tritonc::Stream stream, tritonc::Dim3 grid, ...)"
std::string launchPrototype(const KernelInfo &info, const Names &names);
/// symbol, or name when symbol is empty.
const std::string &symbolOf(const KernelInfo &info);
/// A C++ string literal for plain text (escapes quotes, backslashes, controls).
std::string cppString(const std::string &text);

} // namespace launcher
} // namespace tritonc
