// A family's launcher: several specializations of one kernel behind one
// launch() that picks, per call, the first variant whose promises (':16'
// alignment and divisibility, ':1') the arguments keep, as Triton's JIT
// picks a specialization per call. The variants' own launchers are nested
// in kernels::<ns>::variant_<i>.
#include "launcher/Internal.h"

#include <sstream>

namespace tritonc {
namespace launcher {

namespace {
std::string variantNamespace(std::size_t index) { return "variant_" + std::to_string(index); }

// The names the family's namespace declares itself, which the kernel's
// constants (declared there too) must avoid.
std::set<std::string> familyNames(std::size_t count) {
  std::set<std::string> names = {"choose_variant", "variant_count"};
  for (std::size_t i = 0; i < count; ++i)
    names.insert(variantNamespace(i));
  return names;
}

// The parameter list of a call forwarding launch()'s arguments.
std::string forwardedArguments(const Names &names) {
  std::string text = "stream, grid";
  for (const std::string &param : names.params)
    text += ", " + param;
  return text;
}

std::string describeVariants(const std::vector<KernelInfo> &variants) {
  std::string text;
  for (std::size_t i = 0; i < variants.size(); ++i)
    text += "//   " + variantNamespace(i) + "   " + signatureOf(variants[i]) + "  (num_warps=" +
            std::to_string(variants[i].numWarps) + " num_stages=" + std::to_string(variants[i].numStages) +
            " shared_bytes=" + std::to_string(variants[i].sharedBytes) + ")\n";
  return text;
}

bool sameParameters(const KernelInfo &a, const KernelInfo &b) {
  if (a.params.size() != b.params.size())
    return false;
  for (std::size_t i = 0; i < a.params.size(); ++i)
    if (a.params[i].name != b.params[i].name || !(a.params[i].type == b.params[i].type))
      return false;
  return true;
}
} // namespace

std::string checkFamily(const std::vector<KernelInfo> &variants) {
  if (variants.empty())
    return "a family needs at least one variant";
  const KernelInfo &first = variants.front();
  for (std::size_t i = 0; i < variants.size(); ++i) {
    const KernelInfo &variant = variants[i];
    const std::string which = "variant " + std::to_string(i);
    if (std::string problem = checkKernelInfo(variant); !problem.empty())
      return which + ": " + problem;
    if (variant.binaryKind == "object")
      return which + ": a family needs GPU kernels; a CPU kernel (binary kind 'object') has one launcher";
    if (variant.name != first.name || variant.launcherNamespace != first.launcherNamespace)
      return which + " is kernel '" + variant.name + "', variant 0 is '" + first.name + "'";
    if (!sameParameters(variant, first))
      return which + " has other parameters than variant 0 ('" + signatureOf(variant) + "' against '" +
             signatureOf(first) + "')";
    if (variant.constexprs != first.constexprs)
      return which + " has other constexpr values than variant 0";
  }
  return std::string();
}

std::string generateFamilyHeader(const std::vector<KernelInfo> &variants, const std::string &headerFileName) {
  if (std::string problem = checkFamily(variants); !problem.empty())
    return "#error \"tritonc: cannot generate a launcher: " + problem + "\"\n";
  const KernelInfo &first = variants.front();
  const Names names = deriveNames(first, familyNames(variants.size()));
  std::ostringstream out;
  out << "// " << headerFileName << ": launcher for the kernel '" << first.name << "', "
      << variants.size() << " specializations.\n"
      << generatedBy(first) << "//\n"
      << "// launch() runs the first variant whose assumptions the arguments keep:\n"
      << describeVariants(variants);
  for (const auto &constexprValue : first.constexprs)
    out << "//   constexpr   " << constexprValue.first << " = " << constexprValue.second << "\n";
  out << "//   binary      " << describeBinary(first) << " per variant\n" << headerIncludes();
  for (std::size_t i = 0; i < variants.size(); ++i) {
    const Names variantNames = deriveNames(variants[i]);
    out << openNamespaces({names.ns, variantNamespace(i)}) << launcherDeclarations(variants[i], variantNames)
        << closeNamespaces({names.ns, variantNamespace(i)}) << "\n";
  }
  const std::string last = variantNamespace(variants.size() - 1);
  out << openNamespaces({names.ns})
      << "/// Launches `grid` program instances of " << first.name << " on `stream` with the\n"
      << "/// first variant, in the order above, whose assumptions the arguments keep\n"
      << "/// (see choose_variant()). When none does, returns " << last << "'s error.\n"
      << launchPrototype(first, names) << ";\n\n"
      << "/// The variant launch() runs for these arguments: its index, or -1 when no\n"
      << "/// variant accepts them.\n"
      << functionPrototype("int choose_variant(", {}, first, names) << ";\n\n"
      << "constexpr int variant_count = " << variants.size() << ";\n"
      << constantDeclarations(first, names) << closeNamespaces({names.ns});
  return out.str();
}

std::string generateFamilySource(const std::vector<KernelInfo> &variants, const std::string &headerFileName,
                                 const std::vector<std::vector<std::uint8_t>> &binaries) {
  if (std::string problem = checkFamily(variants); !problem.empty())
    return "#error \"tritonc: cannot generate a launcher: " + problem + "\"\n";
  if (binaries.size() != variants.size())
    return "#error \"tritonc: cannot generate a launcher: " + std::to_string(variants.size()) +
           " variants but " + std::to_string(binaries.size()) + " binaries\"\n";
  const KernelInfo &first = variants.front();
  const Names names = deriveNames(first, familyNames(variants.size()));
  std::ostringstream out;
  out << "// Launchers for the kernel '" << first.name << "', " << variants.size() << " specializations (see "
      << headerFileName << ").\n"
      << "// Generated by tritonc" << (first.compilerVersion.empty() ? "" : " " + first.compilerVersion)
      << "; do not edit.\n"
      << sourceIncludes(headerFileName);
  for (std::size_t i = 0; i < variants.size(); ++i) {
    const Names variantNames = deriveNames(variants[i]);
    out << openNamespaces({names.ns, variantNamespace(i)})
        << launcherDefinitions(variants[i], variantNames, binaries[i])
        << closeNamespaces({names.ns, variantNamespace(i)}) << "\n";
  }
  out << openNamespaces({names.ns}) << functionPrototype("int choose_variant(", {}, first, names) << " {\n";
  for (const std::string &param : names.params)
    out << "  (void)" << param << ";\n";
  bool unconditional = false;
  for (std::size_t i = 0; i < variants.size() && !unconditional; ++i) {
    std::vector<std::string> conditions = assumptionConditions(variants[i], names);
    if (conditions.empty()) {  // later variants can never be chosen
      out << "  return " << i << ";\n";
      unconditional = true;
      continue;
    }
    std::string test;
    for (const std::string &condition : conditions)
      test += (test.empty() ? "" : " &&\n      ") + condition;
    out << "  if (" << test << ")\n    return " << i << ";\n";
  }
  if (!unconditional)
    out << "  return -1;\n";
  out << "}\n\n" << launchPrototype(first, names) << " {\n"
      << "  switch (choose_variant(";
  for (std::size_t i = 0; i < names.params.size(); ++i)
    out << (i ? ", " : "") << names.params[i];
  out << ")) {\n";
  for (std::size_t i = 0; i + 1 < variants.size(); ++i)
    out << "  case " << i << ":\n    return " << variantNamespace(i) << "::launch(" << forwardedArguments(names)
        << ");\n";
  out << "  default:  // " << variantNamespace(variants.size() - 1)
      << ", or none: its launch() says which assumption fails\n"
      << "    return " << variantNamespace(variants.size() - 1) << "::launch(" << forwardedArguments(names)
      << ");\n"
      << "  }\n"
      << "}\n" << closeNamespaces({names.ns});
  return out.str();
}

} // namespace launcher
} // namespace tritonc
