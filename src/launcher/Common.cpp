// Type mapping, identifier hygiene and validation shared by the generators.
#include "launcher/Internal.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <map>

namespace tritonc {
namespace launcher {

TypeInfo typeInfo(const std::string &tritonType) {
  // Element types by Triton name. Floats C++ lacks use the runtime's
  // storage structs, so an fp16 buffer cannot be passed as uint16_t by accident.
  static const std::map<std::string, std::pair<const char *, char>> elements = {
      // name -> C++ type, kind: 'i' integer, 'b' boolean, 'f' floating
      {"i1", {"bool", 'b'}},
      {"i8", {"std::int8_t", 'i'}},     {"i16", {"std::int16_t", 'i'}},
      {"i32", {"std::int32_t", 'i'}},   {"i64", {"std::int64_t", 'i'}},
      {"u8", {"std::uint8_t", 'i'}},    {"u16", {"std::uint16_t", 'i'}},
      {"u32", {"std::uint32_t", 'i'}},  {"u64", {"std::uint64_t", 'i'}},
      {"fp16", {"tritonc::float16", 'f'}}, {"bf16", {"tritonc::bfloat16", 'f'}},
      {"fp32", {"float", 'f'}},         {"fp64", {"double", 'f'}},
      {"fp8e4nv", {"tritonc::float8_e4m3", 'f'}}, {"fp8e5", {"tritonc::float8_e5m2", 'f'}},
      {"fp8e4b15", {"tritonc::float8_e4m3b15", 'f'}},
  };
  TypeInfo info;
  std::string element = tritonType;
  if (!element.empty() && element[0] == '*') {
    info.pointer = true;
    element.erase(0, 1);
  }
  auto found = elements.find(element);
  if (found == elements.end())
    return info;
  info.known = true;
  info.element = found->second.first;
  info.integer = found->second.second == 'i';
  info.boolean = found->second.second == 'b';
  return info;
}

std::string cppTypeOf(const std::string &tritonType) {
  TypeInfo type = typeInfo(tritonType);
  if (!type.known)
    return std::string();
  return type.pointer ? type.element + " *" : type.element;
}

std::string signatureEntry(const LauncherParam &param) {
  std::string entry = param.type;
  if (param.divisibility > 1)
    entry += ":" + std::to_string(param.divisibility);
  if (param.equalsOne)
    entry += ":1";
  return entry;
}

std::string signatureOf(const KernelInfo &info) {
  std::string signature;
  for (const LauncherParam &param : info.params)
    signature += (signature.empty() ? "" : ",") + signatureEntry(param);
  return signature;
}

const std::string &symbolOf(const KernelInfo &info) {
  return info.symbol.empty() ? info.name : info.symbol;
}

namespace {
bool isIdentifier(const std::string &name) {
  if (name.empty() || std::isdigit(static_cast<unsigned char>(name[0])))
    return false;
  for (char c : name)
    if (!std::isalnum(static_cast<unsigned char>(c)) && c != '_')
      return false;
  return true;
}

// Python accepts these as names; C++ would not compile them, or the
// generated code uses them itself (stream, grid, kernel, args, bool_args,
// std, tritonc), or the C library may define them as macros.
const std::set<std::string> &reservedNames() {
  static const std::set<std::string> names = {
      "alignas", "alignof", "and", "and_eq", "asm", "auto", "bitand", "bitor", "bool", "break",
      "case", "catch", "char", "char8_t", "char16_t", "char32_t", "class", "co_await", "co_return",
      "co_yield", "compl", "concept", "const", "consteval", "constexpr", "constinit", "const_cast",
      "continue", "decltype", "default", "delete", "do", "double", "dynamic_cast", "else", "enum",
      "explicit", "export", "extern", "false", "float", "for", "friend", "goto", "if", "inline",
      "int", "long", "mutable", "namespace", "new", "noexcept", "not", "not_eq", "nullptr",
      "operator", "or", "or_eq", "private", "protected", "public", "register", "reinterpret_cast",
      "requires", "return", "short", "signed", "sizeof", "static", "static_assert", "static_cast",
      "struct", "switch", "template", "this", "thread_local", "throw", "true", "try", "typedef",
      "typeid", "typename", "union", "unsigned", "using", "virtual", "void", "volatile", "wchar_t",
      "while", "xor", "xor_eq",
      "stream", "grid", "kernel", "args", "bool_args", "std", "tritonc", "kernels",
      "errno", "assert", "NULL", "EOF", "stdin", "stdout", "stderr", "offsetof", "major", "minor",
      "unix", "linux"};
  return names;
}
} // namespace

std::string uniqueIdentifier(const std::string &name, std::set<std::string> &taken) {
  std::string id;
  for (char c : name)
    id += std::isalnum(static_cast<unsigned char>(c)) ? c : '_';
  // Identifiers with "__" or starting "_X" belong to the C++ implementation.
  for (std::size_t pos; (pos = id.find("__")) != std::string::npos;)
    id.erase(pos, 1);
  if (id.empty() || std::isdigit(static_cast<unsigned char>(id[0])) ||
      (id[0] == '_' && id.size() > 1 && std::isupper(static_cast<unsigned char>(id[1]))))
    id = "p" + id;
  auto usable = [&taken](const std::string &candidate) {
    return !reservedNames().count(candidate) && !taken.count(candidate) &&
           candidate.find("__") == std::string::npos;
  };
  if (!usable(id)) {  // grid -> grid_, then grid_2, grid_3, ...
    const std::string stem = id.back() == '_' ? id : id + "_";
    id = stem;
    for (int n = 2; !usable(id); ++n)
      id = stem + std::to_string(n);
  }
  taken.insert(id);
  return id;
}

std::string cppString(const std::string &text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20 || c >= 0x7f) {
      static const char digits[] = "01234567";
      out += '\\';  // octal escapes stop after three digits, unlike \x
      out += digits[(c >> 6) & 7];
      out += digits[(c >> 3) & 7];
      out += digits[c & 7];
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

namespace {
// A C++ declaration for a constexpr's Python repr, or "" when the value has
// no simple C++ counterpart (None, tuples, dtypes, inf); those stay comments.
std::string constantDecl(const std::string &id, const std::string &repr) {
  if (repr == "True" || repr == "False")
    return "constexpr bool " + id + " = " + (repr == "True" ? "true" : "false") + ";";
  if (repr.empty())
    return std::string();
  const char *begin = repr.c_str();
  char *end = nullptr;
  errno = 0;
  long long integer = std::strtoll(begin, &end, 10);
  if (errno == 0 && *end == '\0' && repr.find_first_not_of("+-0123456789") == std::string::npos)
    return "constexpr std::int64_t " + id + " = " + std::to_string(integer) + ";";
  if (repr.find_first_not_of("+-0123456789.eE") == std::string::npos &&
      repr.find_first_of("0123456789") != std::string::npos) {
    errno = 0;
    std::strtod(begin, &end);
    if (errno == 0 && *end == '\0')
      return "constexpr double " + id + " = " +
             (repr.find_first_of(".eE") == std::string::npos ? repr + ".0" : repr) + ";";
  }
  if (repr.size() >= 2 && (repr.front() == '\'' || repr.front() == '"') && repr.back() == repr.front()) {
    std::string text = repr.substr(1, repr.size() - 2);
    if (text.find_first_of("\\'\"") == std::string::npos)
      return "constexpr const char *" + id + " = " + cppString(text) + ";";
  }
  return std::string();
}
} // namespace

Names deriveNames(const KernelInfo &info) {
  Names names;
  std::set<std::string> nsTaken;
  names.ns = uniqueIdentifier(info.launcherNamespace.empty() ? info.name : info.launcherNamespace, nsTaken);
  // Parameters and namespace-level constants live in different scopes, but
  // constants must avoid the names the header itself declares.
  std::set<std::string> paramTaken;
  for (const LauncherParam &param : info.params)
    names.params.push_back(uniqueIdentifier(param.name, paramTaken));
  std::set<std::string> constantTaken = {"launch", "num_warps", "num_stages", "threads_per_block",
                                         "shared_bytes", "symbol", "signature", "image_data",
                                         "image_size", names.ns};
  for (const auto &constexprValue : info.constexprs) {
    std::string id = uniqueIdentifier(constexprValue.first, constantTaken);
    std::string decl = constantDecl(id, constexprValue.second);
    names.constants.push_back(decl.empty() ? std::string() : id);
    names.constantDecls.push_back(decl);
  }
  return names;
}

std::string launchPrototype(const KernelInfo &info, const Names &names) {
  // Wrapped at 100 columns, continuation lines aligned after "launch(".
  const std::string head = "tritonc::Status launch(";
  std::vector<std::string> pieces = {"tritonc::Stream stream", "tritonc::Dim3 grid"};
  for (std::size_t i = 0; i < info.params.size(); ++i) {
    std::string type = cppTypeOf(info.params[i].type);
    pieces.push_back(type + (type.back() == '*' ? "" : " ") + names.params[i]);
  }
  std::string proto = head;
  std::size_t column = head.size();
  for (std::size_t i = 0; i < pieces.size(); ++i) {
    std::string piece = pieces[i] + (i + 1 < pieces.size() ? "," : ")");
    if (i > 0 && column + 1 + piece.size() > 100) {
      proto += "\n" + std::string(head.size(), ' ');
      column = head.size();
    } else if (i > 0) {
      proto += ' ';
      ++column;
    }
    proto += piece;
    column += piece.size();
  }
  return proto;
}

std::string checkKernelInfo(const KernelInfo &info) {
  if (!isIdentifier(info.name))
    return "invalid kernel name '" + info.name + "'";
  if (symbolOf(info).find_first_of(" \t\r\n\"\\") != std::string::npos)
    return "invalid kernel symbol '" + symbolOf(info) + "'";
  if (info.numWarps < 1 || info.numWarps > 32 || (info.numWarps & (info.numWarps - 1)) != 0)
    return "num_warps must be a power of two from 1 to 32, not " + std::to_string(info.numWarps);
  if (info.numStages < 1)
    return "num_stages must be at least 1";
  if (info.sharedBytes < 0)
    return "shared_bytes must not be negative";
  if (info.binaryKind != "cubin" && info.binaryKind != "fatbin" && info.binaryKind != "ptx" &&
      info.binaryKind != "object")
    return "binary kind must be cubin, fatbin, ptx or object, not '" + info.binaryKind + "'";
  if (info.binaryKind == "object" && !isIdentifier(symbolOf(info)))
    return "the entry point of a CPU kernel must be a C identifier, not '" + symbolOf(info) + "'";
  std::set<std::string> seen;
  for (const LauncherParam &param : info.params) {
    const std::string where = "parameter '" + param.name + "'";
    if (!isIdentifier(param.name))
      return "invalid parameter name '" + param.name + "'";
    if (!seen.insert(param.name).second)
      return "duplicate " + where;
    TypeInfo type = typeInfo(param.type);
    if (!type.known)
      return where + " has unknown type '" + param.type + "'";
    if (param.divisibility < 1)
      return where + ": divisibility must be at least 1";
    if (param.divisibility > 1 && !(type.pointer || type.integer))
      return where + ": only pointers and integers can carry a divisibility hint";
    if (param.equalsOne && (type.pointer || !type.integer))
      return where + ": only integers can be specialized as equal to 1";
    if (!param.passedToKernel && !param.equalsOne)
      return where + ": only parameters specialized as 1 can be left out of the kernel";
  }
  return std::string();
}

} // namespace launcher
} // namespace tritonc
