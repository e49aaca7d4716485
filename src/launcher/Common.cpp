// Type mapping, identifier hygiene and validation shared by the generators.
#include "launcher/Internal.h"

#include <cctype>
#include <cerrno>
#include <cstdlib>
#include <map>

namespace tritonc {
namespace launcher {

TypeInfo typeInfo(const DType &type) {
  // Floats C++ lacks use the runtime's storage structs, so that an fp16
  // buffer cannot be passed as uint16_t by accident.
  struct Element {
    ScalarKind kind;
    const char *cppType;
  };
  static const Element elements[] = {
      {ScalarKind::I1, "bool"},
      {ScalarKind::I8, "std::int8_t"},          {ScalarKind::I16, "std::int16_t"},
      {ScalarKind::I32, "std::int32_t"},        {ScalarKind::I64, "std::int64_t"},
      {ScalarKind::U8, "std::uint8_t"},         {ScalarKind::U16, "std::uint16_t"},
      {ScalarKind::U32, "std::uint32_t"},       {ScalarKind::U64, "std::uint64_t"},
      {ScalarKind::FP16, "tritonc::float16"},   {ScalarKind::BF16, "tritonc::bfloat16"},
      {ScalarKind::FP32, "float"},              {ScalarKind::FP64, "double"},
      {ScalarKind::FP8E4NV, "tritonc::float8_e4m3"}, {ScalarKind::FP8E5, "tritonc::float8_e5m2"},
      {ScalarKind::FP8E4B15, "tritonc::float8_e4m3b15"},
  };
  TypeInfo info;
  info.pointer = type.isPointer();
  const DType element = info.pointer ? type.pointee() : type;
  for (const Element &candidate : elements) {
    if (candidate.kind != element.scalar)
      continue;
    info.known = true;
    info.element = candidate.cppType;
    info.integer = element.isInteger() && !element.isBool();
    info.boolean = element.isBool();
  }
  return info;
}

std::string cppTypeOf(const DType &type) {
  TypeInfo info = typeInfo(type);
  if (!info.known)
    return std::string();
  return info.pointer ? info.element + " *" : info.element;
}

std::string signatureEntry(const LauncherParam &param) {
  std::string entry = param.type.str();
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
// tensor_map*, std, tritonc), or the C library may define them as macros.
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
      "tensor_maps", "tensor_map_dims", "tensor_map_strides", "tensor_map_box", "tensor_map_status",
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

std::pair<std::string, std::string> constantValue(const std::string &repr) {
  if (repr == "True" || repr == "False")
    return {"bool", repr == "True" ? "true" : "false"};
  if (repr.empty())
    return {};
  const char *begin = repr.c_str();
  char *end = nullptr;
  errno = 0;
  long long integer = std::strtoll(begin, &end, 10);
  if (errno == 0 && *end == '\0' && repr.find_first_not_of("+-0123456789") == std::string::npos)
    return {"std::int64_t", std::to_string(integer)};
  if (repr.find_first_not_of("+-0123456789.eE") == std::string::npos &&
      repr.find_first_of("0123456789") != std::string::npos) {
    errno = 0;
    std::strtod(begin, &end);
    if (errno == 0 && *end == '\0')
      return {"double", repr.find_first_of(".eE") == std::string::npos ? repr + ".0" : repr};
  }
  if (repr.size() >= 2 && (repr.front() == '\'' || repr.front() == '"') && repr.back() == repr.front()) {
    std::string text = repr.substr(1, repr.size() - 2);
    if (text.find_first_of("\\'\"") == std::string::npos)
      return {"const char *", cppString(text)};
  }
  return {};
}

namespace {
// A C++ declaration for a constexpr's Python repr, or "" when the value has
// no simple C++ counterpart (None, tuples, dtypes, inf); those stay comments.
std::string constantDecl(const std::string &id, const std::string &repr) {
  auto [type, value] = constantValue(repr);
  if (type.empty())
    return std::string();
  return "constexpr " + type + (type.back() == '*' ? "" : " ") + id + " = " + value + ";";
}
} // namespace

Names deriveNames(const KernelInfo &info, const std::set<std::string> &alsoTaken) {
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
  constantTaken.insert(alsoTaken.begin(), alsoTaken.end());
  for (const auto &constexprValue : info.constexprs) {
    std::string id = uniqueIdentifier(constexprValue.first, constantTaken);
    std::string decl = constantDecl(id, constexprValue.second);
    names.constants.push_back(decl.empty() ? std::string() : id);
    names.constantDecls.push_back(decl);
  }
  return names;
}

std::string functionPrototype(const std::string &head, std::vector<std::string> pieces, const KernelInfo &info,
                              const Names &names) {
  // Wrapped at 100 columns, continuation lines aligned after the "(".
  for (std::size_t i = 0; i < info.params.size(); ++i) {
    std::string type = cppTypeOf(info.params[i].type);
    pieces.push_back(type + (type.back() == '*' ? "" : " ") + names.params[i]);
  }
  if (pieces.empty())
    return head + ")";
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

std::string launchPrototype(const KernelInfo &info, const Names &names) {
  return functionPrototype("tritonc::Status launch(", {"tritonc::Stream stream", "tritonc::Dim3 grid"}, info, names);
}

namespace {
constexpr std::int64_t kMaxTensorExtent = std::int64_t(1) << 32;
constexpr std::int64_t kStrideBytesLimit = std::int64_t(1) << 40;  // exclusive

// Empty when a dims or strides entry names an integer parameter or is a
// usable constant. The runtime checks the launch's values again; constants
// are checked here so that a launcher no launch could pass is never written.
std::string checkOperand(const KernelInfo &info, const TensorMapParam &map,
                         const TensorMapParam::Operand &operand, const std::string &what,
                         bool stride) {
  if (operand.param >= static_cast<int>(info.params.size()))
    return what + " refers to parameter index " + std::to_string(operand.param) + ", but there are " +
           std::to_string(info.params.size()) + " parameters";
  if (operand.param >= 0) {
    const LauncherParam &param = info.params[operand.param];
    TypeInfo type = typeInfo(param.type);
    if (type.pointer || !type.integer)
      return what + " refers to parameter '" + param.name + "' of type '" + param.type.str() +
             "', not an integer";
    return std::string();
  }
  const std::int64_t value = operand.constant;
  if (!stride && (value < 1 || value > kMaxTensorExtent))
    return what + " is " + std::to_string(value) + ", not from 1 to 2^32";
  if (stride && (value < 1 || value >= kStrideBytesLimit / map.elementBytes ||
                 value * map.elementBytes % 16 != 0))
    return what + " is " + std::to_string(value) + " elements of " + std::to_string(map.elementBytes) +
           " bytes, not a positive multiple of 16 bytes below 2^40";
  return std::string();
}

std::string checkTensorMap(const KernelInfo &info, const TensorMapParam &map) {
  if (map.baseParam < 0 || map.baseParam >= static_cast<int>(info.params.size()))
    return "base parameter index " + std::to_string(map.baseParam) + " is out of range";
  const LauncherParam &base = info.params[map.baseParam];
  if (!typeInfo(base.type).pointer)
    return "base parameter '" + base.name + "' is not a pointer";
  if (!base.passedToKernel)
    return "base parameter '" + base.name + "' is not passed to the kernel";
  if (map.elementBytes != 1 && map.elementBytes != 2 && map.elementBytes != 4)
    return "element size " + std::to_string(map.elementBytes) + " is not 1, 2 or 4 bytes";
  const std::size_t rank = map.dims.size();
  if (rank < 1 || rank > 5)
    return "has " + std::to_string(rank) + " dimensions, not 1 to 5";
  if (map.strides.size() != rank - 1)
    return "has " + std::to_string(map.strides.size()) + " strides for " + std::to_string(rank) +
           " dimensions (dimension 0 has none)";
  if (map.box.size() != rank)
    return "has a box of " + std::to_string(map.box.size()) + " dimensions for " +
           std::to_string(rank) + " dimensions";
  if (map.swizzleBytes != 0 && map.swizzleBytes != 32 && map.swizzleBytes != 64 && map.swizzleBytes != 128)
    return "swizzle of " + std::to_string(map.swizzleBytes) + " bytes is not 0, 32, 64 or 128";
  for (std::size_t i = 0; i < rank; ++i) {
    if (map.box[i] < 1 || map.box[i] > 256)
      return "box dimension " + std::to_string(i) + " is " + std::to_string(map.box[i]) +
             ", not from 1 to 256";
    std::string problem = checkOperand(info, map, map.dims[i], "dimension " + std::to_string(i), false);
    if (problem.empty() && i > 0)
      problem = checkOperand(info, map, map.strides[i - 1], "the stride of dimension " + std::to_string(i), true);
    if (!problem.empty())
      return problem;
  }
  const unsigned innerBytes = map.box[0] * map.elementBytes;
  if (innerBytes % 16 != 0)
    return "the box's inner dimension is " + std::to_string(innerBytes) + " bytes, not a multiple of 16";
  if (map.swizzleBytes != 0 && innerBytes > map.swizzleBytes)
    return "the box's inner dimension is " + std::to_string(innerBytes) + " bytes, more than the " +
           std::to_string(map.swizzleBytes) + "-byte swizzle span";
  return std::string();
}
} // namespace

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
      return where + " has unknown type '" + param.type.str() + "'";
    if (param.divisibility < 1)
      return where + ": divisibility must be at least 1";
    if (param.divisibility > 1 && !(type.pointer || type.integer))
      return where + ": only pointers and integers can carry a divisibility hint";
    if (param.equalsOne && (type.pointer || !type.integer))
      return where + ": only integers can be specialized as equal to 1";
    if (!param.passedToKernel && !param.equalsOne)
      return where + ": only parameters specialized as 1 can be left out of the kernel";
  }
  if (!info.tensorMaps.empty() && info.binaryKind == "object")
    return "tensor maps need a GPU kernel (sm_90a); a CPU kernel (binary kind 'object') cannot take them";
  for (std::size_t i = 0; i < info.tensorMaps.size(); ++i)
    if (std::string problem = checkTensorMap(info, info.tensorMaps[i]); !problem.empty())
      return "tensor map " + std::to_string(i) + ": " + problem;
  for (const HeuristicCheck &check : info.heuristics) {
    if (!isIdentifier(check.name))
      return "invalid heuristic name '" + check.name + "'";
    if (std::string problem = checkHeuristic(info, check); !problem.empty())
      return problem;
  }
  return std::string();
}

} // namespace launcher
} // namespace tritonc
