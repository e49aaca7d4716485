// The launcher header: what a host program includes.
#include "launcher/Internal.h"

#include <sstream>

namespace tritonc {
namespace launcher {

namespace {
// One line per assumption launch() checks, for the doc comment.
std::string describeChecks(const KernelInfo &info, const Names &names) {
  std::string text;
  for (std::size_t i = 0; i < info.params.size(); ++i) {
    const LauncherParam &param = info.params[i];
    TypeInfo type = typeInfo(param.type);
    if (param.divisibility > 1)
      text += "///   " + names.params[i] + (type.pointer ? ": address must be a multiple of " : ": must be a multiple of ") +
              std::to_string(param.divisibility) + (type.pointer ? " bytes\n" : "\n");
    if (param.equalsOne)
      text += "///   " + names.params[i] + ": must be 1" +
              (param.passedToKernel ? "\n" : " (compiled in; not passed to the kernel)\n");
  }
  for (const HeuristicCheck &check : info.heuristics)
    text += "///   the @triton.heuristics for " + check.name + " (" + check.origin + ") must give " + check.value + "\n";
  return text;
}

// The doc comment's lines on the tensor maps launch() encodes, if any.
std::string describeTensorMaps(const KernelInfo &info, const Names &names) {
  if (info.tensorMaps.empty())
    return std::string();
  std::string text = "/// Before launching, builds " + std::to_string(info.tensorMaps.size()) +
                     " TMA tensor map" + (info.tensorMaps.size() == 1 ? "" : "s") +
                     " from the arguments (needs a CUDA 12 driver),\n"
                     "/// passed after the parameters; values TMA cannot describe are an error:\n";
  for (std::size_t k = 0; k < info.tensorMaps.size(); ++k) {
    const TensorMapParam &map = info.tensorMaps[k];
    auto list = [&names](const std::vector<TensorMapParam::Operand> &operands) {
      std::string items;
      for (const TensorMapParam::Operand &operand : operands)
        items += (items.empty() ? "" : ", ") +
                 (operand.param < 0 ? std::to_string(operand.constant) : names.params[operand.param]);
      return "[" + items + "]";
    };
    std::string box;
    for (unsigned extent : map.box)
      box += (box.empty() ? "" : ", ") + std::to_string(extent);
    text += "///   " + std::to_string(k) + ": " + names.params[map.baseParam] + ", " +
            std::to_string(map.elementBytes) + "-byte elements, dims " + list(map.dims) +
            ", strides " + list(map.strides) + ", box [" + box + "], swizzle " +
            std::to_string(map.swizzleBytes) + "\n";
  }
  return text + "/// A grid with a zero dimension launches nothing and succeeds.\n";
}
} // namespace

std::string openNamespaces(const std::vector<std::string> &path) {
  std::string text = "namespace kernels {\n";
  for (const std::string &name : path)
    text += "namespace " + name + " {\n";
  return text + "\n";
}

std::string closeNamespaces(const std::vector<std::string> &path) {
  std::string text = "\n";
  for (std::size_t i = path.size(); i-- > 0;)
    text += "} // namespace " + path[i] + "\n";
  return text + "} // namespace kernels\n";
}

std::string headerIncludes() {
  return "#pragma once\n\n"
         "#include <tritonc/runtime.h>\n\n"
         "#include <cstddef>\n"
         "#include <cstdint>\n\n";
}

std::string launcherDeclarations(const KernelInfo &info, const Names &names) {
  // "object": a --target cpu kernel, linked in rather than embedded.
  const bool cpu = info.binaryKind == "object";
  std::ostringstream out;
  if (cpu)
    out << "/// Runs the `grid` program instances of " << symbolOf(info) << " on the CPU\n"
        << "/// thread pool of the tritonc runtime and returns when all have run; `stream`\n"
        << "/// is ignored. Pointers are host pointers.\n";
  else
    out << "/// Launches `grid` program instances of " << symbolOf(info) << " on `stream`\n"
        << "/// (nullptr: the default stream of the current CUDA context). Device pointers\n"
        << "/// are passed as typed host-side pointers.\n";
  std::string checks = describeChecks(info, names);
  if (!checks.empty())
    out << "/// Returns an error, launching nothing, unless the arguments match the\n"
        << "/// specialization:\n" << checks;
  out << describeTensorMaps(info, names);
  out << launchPrototype(info, names) << ";\n\n"
      << "// Facts about this specialization.\n"
      << "constexpr int num_warps = " << info.numWarps << ";\n"
      << "constexpr int num_stages = " << info.numStages << ";\n"
      << "constexpr int threads_per_block = " << 32 * info.numWarps << ";\n"
      << "constexpr int shared_bytes = " << info.sharedBytes << ";\n"
      << "constexpr const char *symbol = " << cppString(symbolOf(info)) << ";\n"
      << "constexpr const char *signature = " << cppString(signatureOf(info)) << ";\n";
  out << constantDeclarations(info, names);
  if (!cpu)
    out << "\n/// The embedded " << info.binaryKind << ".\n"
        << "const unsigned char *image_data();\n"
        << "std::size_t image_size();\n";
  return out.str();
}

std::string constantDeclarations(const KernelInfo &info, const Names &names) {
  std::string text;
  if (!info.constexprs.empty())
    text += "\n// Compile-time constants (tl.constexpr) the kernel was compiled with.\n";
  for (std::size_t i = 0; i < info.constexprs.size(); ++i) {
    if (names.constantDecls[i].empty())
      text += "// " + info.constexprs[i].first + " = " + info.constexprs[i].second + "\n";
    else
      text += names.constantDecls[i] + "\n";
  }
  return text;
}

std::string describeBinary(const KernelInfo &info) {
  std::string text = info.binaryKind;
  for (std::size_t i = 0; i < info.archs.size(); ++i)
    text += (i == 0 ? " for " : ", ") + info.archs[i];
  return text;
}

std::string generatedBy(const KernelInfo &info) {
  return "// Generated by tritonc" + (info.compilerVersion.empty() ? std::string() : " " + info.compilerVersion) +
         (info.sourcePath.empty() ? std::string() : " from " + info.sourcePath) + "; do not edit.\n";
}

std::string generateLauncherHeader(const KernelInfo &info, const std::string &headerFileName) {
  if (std::string problem = checkKernelInfo(info); !problem.empty())
    return "#error \"tritonc: cannot generate a launcher: " + problem + "\"\n";
  const Names names = deriveNames(info);
  std::ostringstream out;
  out << "// " << headerFileName << ": launcher for the kernel '" << info.name << "'.\n"
      << generatedBy(info)
      << "//\n"
      << "// Specialization:\n"
      << "//   signature   " << signatureOf(info) << "\n";
  for (const auto &constexprValue : info.constexprs)
    out << "//   constexpr   " << constexprValue.first << " = " << constexprValue.second << "\n";
  out << "//   num_warps=" << info.numWarps << " num_stages=" << info.numStages
      << " shared_bytes=" << info.sharedBytes << "\n"
      << "//   binary      " << describeBinary(info) << "\n"
      << headerIncludes() << openNamespaces({names.ns}) << launcherDeclarations(info, names)
      << closeNamespaces({names.ns});
  return out.str();
}

} // namespace launcher
} // namespace tritonc
