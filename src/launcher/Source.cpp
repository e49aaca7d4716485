// The launcher source: the embedded binary and launch().
#include "launcher/Internal.h"

#include <sstream>

namespace tritonc {
namespace launcher {

namespace {
// The binary as string literal pieces of 32 bytes each. String literals
// compile far faster than brace lists of numbers (multi-MB fatbins take
// seconds, not minutes), and \xNN escapes are safe because every byte is
// escaped, so no following digit can extend an escape.
void appendImageLiteral(std::string &out, const std::vector<std::uint8_t> &binary) {
  static const char hex[] = "0123456789abcdef";
  constexpr std::size_t kPerLine = 32;
  out.reserve(out.size() + binary.size() * 4 + binary.size() / kPerLine * 8 + 16);
  if (binary.empty())
    out += "    \"\"";
  for (std::size_t i = 0; i < binary.size(); i += kPerLine) {
    out += i == 0 ? "    \"" : "\n    \"";
    for (std::size_t j = i; j < binary.size() && j < i + kPerLine; ++j) {
      out += "\\x";
      out += hex[binary[j] >> 4];
      out += hex[binary[j] & 15];
    }
    out += '"';
  }
  out += ";\n";
}

// The statements that check one argument against the specialization.
void appendChecks(std::ostringstream &out, const KernelInfo &info, const LauncherParam &param,
                  const std::string &id) {
  TypeInfo type = typeInfo(param.type);
  const std::string head = cppString(info.name) + ", " + cppString(param.name) + ", ";
  const std::string spec = cppString(signatureEntry(param));
  if (param.divisibility > 1 && type.pointer)
    out << "  if (reinterpret_cast<std::uintptr_t>(" << id << ") % " << param.divisibility << " != 0)\n"
        << "    return tritonc::detail::misalignedArgument(" << head << id << ", " << param.divisibility
        << ", " << spec << ");\n";
  if (param.divisibility > 1 && type.integer && !type.pointer)
    out << "  if (" << id << " % " << param.divisibility << " != 0)\n"
        << "    return tritonc::detail::indivisibleArgument(" << head << "std::to_string(" << id << "), "
        << param.divisibility << ", " << spec << ");\n";
  if (param.equalsOne)
    out << "  if (" << id << " != 1)\n"
        << "    return tritonc::detail::notOneArgument(" << head << "std::to_string(" << id << "), "
        << spec << ");\n";
}

} // namespace

std::vector<std::string> assumptionConditions(const KernelInfo &info, const Names &names) {
  // The same assumptions appendChecks() refuses, stated as what must hold.
  std::vector<std::string> conditions;
  for (std::size_t i = 0; i < info.params.size(); ++i) {
    const LauncherParam &param = info.params[i];
    const std::string &id = names.params[i];
    TypeInfo type = typeInfo(param.type);
    if (param.divisibility > 1 && type.pointer)
      conditions.push_back("reinterpret_cast<std::uintptr_t>(" + id + ") % " +
                           std::to_string(param.divisibility) + " == 0");
    if (param.divisibility > 1 && type.integer && !type.pointer)
      conditions.push_back(id + " % " + std::to_string(param.divisibility) + " == 0");
    if (param.equalsOne)
      conditions.push_back(id + " == 1");
  }
  for (std::string &condition : heuristicConditions(info, names))
    conditions.push_back(std::move(condition));
  return conditions;
}

namespace {
/// The checks of every assumption the specialization was compiled with.
void appendAssumptionChecks(std::ostringstream &out, const KernelInfo &info, const Names &names) {
  std::ostringstream checks;
  for (std::size_t i = 0; i < info.params.size(); ++i)
    appendChecks(checks, info, info.params[i], names.params[i]);
  checks << heuristicChecks(info, names);
  if (!checks.str().empty())
    out << "  // The assumptions this specialization was compiled with.\n" << checks.str();
}

std::string joined(const std::vector<std::string> &items) {
  std::string text;
  for (const std::string &item : items)
    text += (text.empty() ? "" : ", ") + item;
  return text;
}

/// The value of a dims or strides entry in launch(): an ==1 parameter the
/// kernel does not take still holds its (checked) value 1.
std::string operandExpression(const TensorMapParam::Operand &operand, const Names &names) {
  return operand.param < 0 ? std::to_string(operand.constant)
                           : "static_cast<std::int64_t>(" + names.params[operand.param] + ")";
}

/// Encodes `tensor_maps`, which the kernel takes after its parameters, from
/// the arguments. An empty grid returns first: it must succeed whatever the
/// arguments, and e.g. an extent of 0 is no valid tensor map.
void appendTensorMaps(std::ostringstream &out, const KernelInfo &info, const Names &names) {
  out << "  // An empty grid launches nothing, so it needs no (valid) tensor maps.\n"
      << "  if (grid.x == 0 || grid.y == 0 || grid.z == 0)\n"
      << "    return tritonc::Status();\n"
      << "  // The TMA descriptors the kernel takes after its parameters (CUDA 12+ driver).\n"
      << "  tritonc::TensorMap tensor_maps[" << info.tensorMaps.size() << "];\n";
  for (std::size_t k = 0; k < info.tensorMaps.size(); ++k) {
    const TensorMapParam &map = info.tensorMaps[k];
    std::vector<std::string> dims, strides, box;
    for (const TensorMapParam::Operand &dim : map.dims)
      dims.push_back(operandExpression(dim, names));
    for (const TensorMapParam::Operand &stride : map.strides)
      strides.push_back(operandExpression(stride, names));
    for (unsigned extent : map.box)
      box.push_back(std::to_string(extent));
    out << "  {\n"
        << "    const std::int64_t tensor_map_dims[] = {" << joined(dims) << "};\n"
        << (strides.empty() ? "    const std::int64_t *tensor_map_strides = nullptr;  // rank 1\n"
                            : "    const std::int64_t tensor_map_strides[] = {" + joined(strides) + "};\n")
        << "    const unsigned tensor_map_box[] = {" << joined(box) << "};\n"
        << "    tritonc::Status tensor_map_status = tritonc::detail::encodeTensorMap(\n"
        << "        &tensor_maps[" << k << "], " << cppString(info.name) << ", " << k << ", "
        << names.params[map.baseParam] << ", " << map.elementBytes << ", " << map.dims.size()
        << ", tensor_map_dims, tensor_map_strides,\n"
        << "        tensor_map_box, " << map.swizzleBytes << ");\n"
        << "    if (!tensor_map_status.ok())\n"
        << "      return tensor_map_status;\n"
        << "  }\n";
  }
}

/// The declarations of `args`, a pointer to each kernel parameter's value
/// (what cuLaunchKernel and the CPU entry take), then one to each tensor
/// map; i1 scalars are one byte in the kernel ABI, whatever sizeof(bool)
/// is, so they go through `bool_args`.
std::string kernelArgumentArrays(const KernelInfo &info, const Names &names) {
  std::string bools, args;
  int boolCount = 0;
  for (std::size_t i = 0; i < info.params.size(); ++i) {
    if (!info.params[i].passedToKernel)
      continue;
    TypeInfo type = typeInfo(info.params[i].type);
    if (type.boolean && !type.pointer) {
      bools += std::string(boolCount ? ", " : "") + "std::int8_t(" + names.params[i] + " ? 1 : 0)";
      args += std::string(args.empty() ? "" : ", ") + "&bool_args[" + std::to_string(boolCount++) + "]";
    } else {
      args += std::string(args.empty() ? "" : ", ") + "&" + names.params[i];
    }
  }
  for (std::size_t k = 0; k < info.tensorMaps.size(); ++k)
    args += std::string(args.empty() ? "" : ", ") + "&tensor_maps[" + std::to_string(k) + "]";
  std::string text;
  if (boolCount)
    text += "  std::int8_t bool_args[] = {" + bools + "};\n";
  text += args.empty() ? "  void **args = nullptr;\n" : "  void *args[] = {" + args + "};\n";
  return text;
}
} // namespace

// The launcher of a --target cpu kernel: the object file tritonc wrote
// next to it exports the entry point; the runtime's thread pool runs the grid.
static std::string generateCpuLauncherSource(const KernelInfo &info,
                                             const std::string &headerFileName) {
  const Names names = deriveNames(info);
  std::ostringstream out;
  out << "// Launcher for the kernel '" << info.name << "' (see " << headerFileName
      << "), compiled for the CPU.\n"
      << "// Generated by tritonc" << (info.compilerVersion.empty() ? "" : " " + info.compilerVersion)
      << "; do not edit.\n"
      << "#include " << cppString(headerFileName) << "\n\n"
      << "#include <tritonc/CpuKernel.h>\n\n"
      << "#include <cstdint>\n"
      << "#include <string>\n\n"
      << "// One program instance; defined in the object file compiled with this launcher.\n"
      << "extern \"C\" tritonc_cpu_entry_fn " << symbolOf(info) << ";\n\n"
      << "namespace kernels {\n"
      << "namespace " << names.ns << " {\n\n"
      << launchPrototype(info, names) << " {\n";

  appendAssumptionChecks(out, info, names);
  out << "  (void)stream;  // CPU launches are synchronous\n" << kernelArgumentArrays(info, names);
  out << "  return tritonc::cpu::launch(" << cppString(info.name) << ", &" << symbolOf(info)
      << ", grid, args);\n"
      << "}\n\n"
      << "} // namespace " << names.ns << "\n"
      << "} // namespace kernels\n";
  return out.str();
}

std::string launcherDefinitions(const KernelInfo &info, const Names &names,
                                const std::vector<std::uint8_t> &binary) {
  std::ostringstream out;
  out << "namespace {\n\n"
      << "// The " << info.binaryKind << " (" << binary.size() << " bytes), aligned because the driver\n"
      << "// reads its 64-bit header fields in place; the literal's NUL ends a PTX image.\n"
      << "// ISO C++ promises string literals of 65536 characters only; GCC and Clang\n"
      << "// take any length but warn under -Wpedantic (-Woverlength-strings).\n"
      << "#if defined(__GNUC__)\n"
      << "#pragma GCC diagnostic push\n"
      << "#pragma GCC diagnostic ignored \"-Woverlength-strings\"\n"
      << "#endif\n"
      << "alignas(64) const char kImage[] =\n";
  std::string literal;
  appendImageLiteral(literal, binary);
  out << literal
      << "#if defined(__GNUC__)\n"
      << "#pragma GCC diagnostic pop\n"
      << "#endif\n\n"
      << "} // namespace\n\n"
      << "const unsigned char *image_data() { return reinterpret_cast<const unsigned char *>(kImage); }\n"
      << "std::size_t image_size() { return sizeof kImage - 1; }\n\n"
      << launchPrototype(info, names) << " {\n";

  appendAssumptionChecks(out, info, names);
  if (!info.tensorMaps.empty())
    appendTensorMaps(out, info, names);
  out << "  static tritonc::Kernel kernel(kImage, sizeof kImage - 1, " << cppString(symbolOf(info)) << ", "
      << info.numWarps << ", " << info.sharedBytes << ", /*programmaticLaunch=*/"
      << (info.programmaticLaunch ? "true" : "false") << ", " << cppString(joined(info.archs)) << ");\n"
      << kernelArgumentArrays(info, names);
  out << "  return kernel.launch(stream, grid, args);\n"
      << "}\n";
  return out.str();
}

std::string sourceIncludes(const std::string &headerFileName) {
  return "#include " + cppString(headerFileName) + "\n\n"
         "#include <cstddef>\n"
         "#include <cstdint>\n"
         "#include <string>\n\n";
}

std::string generateLauncherSource(const KernelInfo &info, const std::string &headerFileName,
                                   const std::vector<std::uint8_t> &binary) {
  if (std::string problem = checkKernelInfo(info); !problem.empty())
    return "#error \"tritonc: cannot generate a launcher: " + problem + "\"\n";
  if (info.binaryKind == "object")
    return generateCpuLauncherSource(info, headerFileName);
  const Names names = deriveNames(info);
  std::ostringstream out;
  out << "// Launcher for the kernel '" << info.name << "' (see " << headerFileName << ").\n"
      << "// Generated by tritonc" << (info.compilerVersion.empty() ? "" : " " + info.compilerVersion)
      << "; do not edit.\n"
      << sourceIncludes(headerFileName)
      << "namespace kernels {\n"
      << "namespace " << names.ns << " {\n"
      << launcherDefinitions(info, names, binary)
      << "\n"
      << "} // namespace " << names.ns << "\n"
      << "} // namespace kernels\n";
  return out.str();
}

} // namespace launcher
} // namespace tritonc
