// A family's launcher: variants of one kernel behind one launch(). Per call
// it chooses a configuration (an @triton.autotune config) by the autotune
// key's argument values from the embedded tuning table, else by timing
// every config on the key's first launch (runtime/src/Tuning.cpp), as
// Triton's autotuner picks one per key, then the first of that config's variants
// whose promises (':16' alignment and divisibility, ':1') the arguments
// keep, as Triton's JIT picks a specialization per call. The variants' own
// launchers are nested in kernels::<ns>::variant_<i>.
#include "launcher/Internal.h"

#include <algorithm>
#include <functional>
#include <sstream>

namespace tritonc {
namespace launcher {

namespace {
std::string variantNamespace(std::size_t index) { return "variant_" + std::to_string(index); }

std::vector<std::string> heuristicNames(const KernelInfo &info) {
  std::vector<std::string> names;
  for (const HeuristicCheck &check : info.heuristics)
    names.push_back(check.name);
  return names;
}

std::string describeNames(const std::vector<std::string> &names) {
  std::string text;
  for (const std::string &name : names)
    text += (text.empty() ? "'" : ", '") + name + "'";
  return text.empty() ? "none" : text;
}

/// The constexprs of a variant but those its heuristics set, which differ
/// between the variants of one config.
std::vector<std::pair<std::string, std::string>> constexprsBesidesHeuristics(const KernelInfo &info) {
  std::vector<std::string> heuristic = heuristicNames(info);
  std::vector<std::pair<std::string, std::string>> kept;
  for (const auto &entry : info.constexprs)
    if (std::find(heuristic.begin(), heuristic.end(), entry.first) == heuristic.end())
      kept.push_back(entry);
  return kept;
}

// The names the family's namespace declares itself, which the kernel's
// constants (declared there too) must avoid.
std::set<std::string> familyNames(std::size_t count) {
  std::set<std::string> names = {"choose_variant", "choose_config",  "variant_count", "config_count",
                                 "configs",        "variant_config", "launch_variant", "launch_config",
                                 "tune_config",    "Config",         "variant_configs", "tuningFamily",
                                 "keyText",        "argument",       "tuneUntyped",     "keyTextUntyped"};
  for (std::size_t i = 0; i < count; ++i)
    names.insert(variantNamespace(i));
  return names;
}

// The arguments of a call forwarding launch()'s parameters, after `leading`.
std::string forwardedArguments(const Names &names, const std::string &leading = "stream, grid") {
  std::string text = leading;
  for (const std::string &param : names.params)
    text += (text.empty() ? "" : ", ") + param;
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

/// The family's configs: the first variant of each group (variants of one
/// config are adjacent), and for each variant its group's position.
struct Groups {
  std::vector<std::size_t> first;        ///< per config: its first variant
  std::vector<std::size_t> last;         ///< per config: its last variant
  std::vector<std::size_t> ofVariant;    ///< per variant: its config's position
  std::vector<int> index;                ///< per config: its configIndex
};

Groups groupsOf(const std::vector<KernelInfo> &variants) {
  Groups groups;
  for (std::size_t i = 0; i < variants.size(); ++i) {
    if (i == 0 || variants[i].configIndex != variants[i - 1].configIndex) {
      groups.first.push_back(i);
      groups.last.push_back(i);
      groups.index.push_back(variants[i].configIndex);
    }
    groups.last.back() = i;
    groups.ofVariant.push_back(groups.first.size() - 1);
  }
  return groups;
}

/// The position among the groups of config `configIndex`, or -1.
int groupOfConfig(const Groups &groups, int configIndex) {
  auto it = std::find(groups.index.begin(), groups.index.end(), configIndex);
  return it == groups.index.end() ? -1 : int(it - groups.index.begin());
}

/// A field of struct Config: a constexpr with a number or bool in every
/// config.
struct ConfigField {
  std::string name;   ///< the constexpr's name
  std::string id;     ///< its C++ field name
  std::string type;   ///< std::int64_t, double or bool
  std::vector<std::string> values;  ///< per variant (heuristic values differ within a config)
};

std::vector<ConfigField> configFields(const std::vector<KernelInfo> &variants) {
  std::vector<ConfigField> fields;
  std::set<std::string> taken = {"num_warps", "num_stages"};
  for (const auto &constexprValue : variants.front().constexprs) {
    ConfigField field{constexprValue.first, std::string(), std::string(), {}};
    bool usable = true;
    for (const KernelInfo &variant : variants) {
      const auto &constexprs = variant.constexprs;
      auto it = std::find_if(constexprs.begin(), constexprs.end(),
                             [&](const auto &entry) { return entry.first == field.name; });
      auto [type, value] = it == constexprs.end() ? std::pair<std::string, std::string>() : constantValue(it->second);
      if (type.empty() || type == "const char *" || (!field.type.empty() && type != field.type)) {
        usable = false;  // a string, tuple or dtype, or an int in one config and a float in another
        break;
      }
      field.type = type;
      field.values.push_back(value);
    }
    if (usable) {
      field.id = uniqueIdentifier(field.name, taken);
      fields.push_back(std::move(field));
    }
  }
  return fields;
}

/// The constexprs every variant has with the same value: the family's
/// constants (a KernelInfo like the first variant's, with only those).
KernelInfo sharedConstants(const std::vector<KernelInfo> &variants) {
  KernelInfo shared = variants.front();
  shared.constexprs.clear();
  for (const auto &constexprValue : variants.front().constexprs) {
    bool everywhere = std::all_of(variants.begin(), variants.end(), [&](const KernelInfo &variant) {
      return std::find(variant.constexprs.begin(), variant.constexprs.end(), constexprValue) !=
             variant.constexprs.end();
    });
    if (everywhere)
      shared.constexprs.push_back(constexprValue);
  }
  return shared;
}

std::string describeVariants(const std::vector<KernelInfo> &variants, const Groups &groups) {
  std::string text;
  for (std::size_t i = 0; i < variants.size(); ++i) {
    text += "//   " + variantNamespace(i) + "   " + signatureOf(variants[i]) + "  (num_warps=" +
            std::to_string(variants[i].numWarps) + " num_stages=" + std::to_string(variants[i].numStages) +
            " shared_bytes=" + std::to_string(variants[i].sharedBytes) + ")";
    if (groups.first.size() > 1)
      text += "  config " + std::to_string(variants[i].configIndex);
    for (const HeuristicCheck &check : variants[i].heuristics)
      text += "  " + check.name + "=" + check.value;
    text += "\n";
  }
  return text;
}

std::string describeConfigs(const std::vector<KernelInfo> &variants, const Groups &groups,
                            const KernelInfo &shared) {
  std::string text;
  for (std::size_t g = 0; g < groups.first.size(); ++g) {
    const KernelInfo &variant = variants[groups.first[g]];
    std::string values;
    for (const auto &constexprValue : constexprsBesidesHeuristics(variant))
      if (std::find(shared.constexprs.begin(), shared.constexprs.end(), constexprValue) == shared.constexprs.end())
        values += constexprValue.first + "=" + constexprValue.second + " ";
    text += "//   config " + std::to_string(variant.configIndex) + "    " + values +
            "num_warps=" + std::to_string(variant.numWarps) + " num_stages=" + std::to_string(variant.numStages) +
            "\n";
  }
  return text;
}

/// The index of parameter `name` in `info`, or -1.
int paramIndex(const KernelInfo &info, const std::string &name) {
  for (std::size_t i = 0; i < info.params.size(); ++i)
    if (info.params[i].name == name)
      return int(i);
  return -1;
}
} // namespace

namespace {
/// What tritonc-tune (runtime/tools) finds in a shared library built from
/// an autotuned family's source: tritonc_tunable_<ns>() describes the
/// parameters and the Config's fields and wraps tune_config() and the key
/// in functions of untyped arguments (args[i] points at parameter i).
std::string tunableEntry(const std::vector<KernelInfo> &variants, const Names &names) {
  const KernelInfo &first = variants.front();
  const std::vector<ConfigField> fields = configFields(variants);
  std::ostringstream out;
  std::string unpacked;
  out << "\nnamespace {\n// tritonc-tune's view of the family (tritonc/Tuning.h: Tunable).\n"
      << "template <class T> T argument(void *const *args, int i) { return *static_cast<const T *>(args[i]); }\n\n"
      << "tritonc::Status tuneUntyped(int *config, tritonc::Stream stream,\n"
      << "                            tritonc::Dim3 (*grid)(const double *fields, void *user), void *user,\n"
      << "                            void *const *args) {\n";
  for (std::size_t i = 0; i < first.params.size(); ++i) {
    out << "  using Arg" << i << " = " << cppTypeOf(first.params[i].type) << ";\n";
    unpacked += (i ? ", " : "") + std::string("argument<Arg") + std::to_string(i) + ">(args, " + std::to_string(i) +
                ")";
  }
  if (first.params.empty())
    out << "  (void)args;\n";
  out << "  auto gridOf = [&](const Config &c) {\n    const double values[] = {";
  for (const ConfigField &field : fields)
    out << "static_cast<double>(c." << field.id << "), ";
  out << "static_cast<double>(c.num_warps), static_cast<double>(c.num_stages)};\n"
      << "    return grid(values, user);\n  };\n"
      << "  return tune_config(config, stream, gridOf" << (unpacked.empty() ? "" : ", " + unpacked) << ");\n}\n\n"
      << "std::string keyTextUntyped(void *const *args) {\n";
  for (std::size_t i = 0; i < first.params.size(); ++i)
    out << "  using Arg" << i << " = " << cppTypeOf(first.params[i].type) << ";\n";
  if (first.params.empty())
    out << "  (void)args;\n";
  out << "  return keyText(" << unpacked << ");\n}\n} // namespace\n\n"
      << "extern \"C\" const tritonc::tuning::Tunable *tritonc_tunable_" << names.ns << "() {\n"
      << "  static const tritonc::tuning::Tunable::Param params[] = {";
  for (std::size_t i = 0; i < first.params.size(); ++i)
    out << (i ? ", " : "") << "{" << cppString(first.params[i].name) << ", " << cppString(first.params[i].type.str())
        << "}";
  if (first.params.empty())
    out << "{\"\", \"\"}";
  out << "};\n  static const char *const fields[] = {";
  for (const ConfigField &field : fields)
    out << cppString(field.name) << ", ";
  out << "\"num_warps\", \"num_stages\"};\n"
      << "  static const tritonc::tuning::Tunable tunable = [] {\n"
      << "    tritonc::tuning::Tunable t;\n"
      << "    t.family = &tuningFamily();\n"
      << "    t.paramCount = " << first.params.size() << ";\n"
      << "    t.params = params;\n"
      << "    t.fieldCount = " << fields.size() + 2 << ";\n"
      << "    t.fields = fields;\n"
      << "    t.tune = &tuneUntyped;\n"
      << "    t.measuredTimes = &tritonc::tuning::measuredTimes;\n"
      << "    t.save = &tritonc::tuning::save;\n"
      << "    t.keyText = &keyTextUntyped;\n"
      << "    return t;\n  }();\n"
      << "  return &tunable;\n}\n";
  return out.str();
}
} // namespace

std::string checkFamily(const std::vector<KernelInfo> &variants, const FamilyTuning &tuning) {
  if (variants.empty())
    return "a family needs at least one variant";
  const KernelInfo &first = variants.front();
  std::set<int> finished;  // configs whose group has ended
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
    if (heuristicNames(variant) != heuristicNames(first))
      return which + " checks the heuristics of " + describeNames(heuristicNames(variant)) + ", variant 0 those of " +
             describeNames(heuristicNames(first));
    if ((variant.configIndex < 0) != (first.configIndex < 0))
      return which + (variant.configIndex < 0 ? " has no config" : " has a config") + " but variant 0 " +
             (first.configIndex < 0 ? "has none" : "has one");
    if (i > 0 && variant.configIndex != variants[i - 1].configIndex) {
      finished.insert(variants[i - 1].configIndex);
      if (finished.count(variant.configIndex) || variant.configIndex < variants[i - 1].configIndex)
        return which + ": the variants of config " + std::to_string(variant.configIndex) +
               " must follow each other, configs in ascending order";
    }
    if (i > 0 && variant.configIndex == variants[i - 1].configIndex) {
      const KernelInfo &previous = variants[i - 1];
      if (constexprsBesidesHeuristics(variant) != constexprsBesidesHeuristics(previous))
        return which + " has other constexpr values than variant " + std::to_string(i - 1) +
               (variant.configIndex < 0 ? "" : " of the same config");
      // A heuristic may set them (Triton takes them as keywords too).
      const std::vector<std::string> set = heuristicNames(variant);
      auto setByHeuristic = [&](const char *name) { return std::find(set.begin(), set.end(), name) != set.end(); };
      if ((variant.numWarps != previous.numWarps && !setByHeuristic("num_warps")) ||
          (variant.numStages != previous.numStages && !setByHeuristic("num_stages")))
        return which + " has other num_warps or num_stages than variant " + std::to_string(i - 1) +
               " of the same config";
    }
  }
  const Groups groups = groupsOf(variants);
  for (const std::string &name : tuning.key) {
    int index = paramIndex(first, name);
    if (index < 0)
      return "the tuning key names '" + name + "', which is no runtime parameter of '" + first.name + "'";
    TypeInfo type = typeInfo(first.params[std::size_t(index)].type);
    if (type.pointer)
      return "the tuning key names '" + name + "', a pointer: configs are chosen by scalar arguments";
  }
  for (const std::string &name : tuning.preserved) {
    int index = paramIndex(first, name);
    if (index < 0 || !typeInfo(first.params[std::size_t(index)].type).pointer)
      return "reset_to_zero/restore_value names '" + name + "', which is no pointer parameter of '" + first.name +
             "'";
  }
  for (std::size_t e = 0; e < tuning.entries.size(); ++e) {
    const FamilyTuning::Entry &entry = tuning.entries[e];
    if (entry.values.size() != tuning.key.size())
      return "tuning entry " + std::to_string(e) + " has " + std::to_string(entry.values.size()) +
             " values for a key of " + std::to_string(tuning.key.size());
    if (groupOfConfig(groups, entry.config) < 0)
      return "tuning entry " + std::to_string(e) + " chooses config " + std::to_string(entry.config) +
             ", which the family was not compiled for";
  }
  return std::string();
}

std::string generateFamilyHeader(const std::vector<KernelInfo> &variants, const std::string &headerFileName,
                                 const FamilyTuning &tuning) {
  if (std::string problem = checkFamily(variants, tuning); !problem.empty())
    return "#error \"tritonc: cannot generate a launcher: " + problem + "\"\n";
  const KernelInfo &first = variants.front();
  const Groups groups = groupsOf(variants);
  const bool configured = groups.first.size() > 1;
  const KernelInfo shared = sharedConstants(variants);
  const Names names = deriveNames(shared, familyNames(variants.size()));
  std::ostringstream out;
  out << "// " << headerFileName << ": launcher for the kernel '" << first.name << "', " << variants.size()
      << (configured ? " variants of " + std::to_string(groups.first.size()) + " configs.\n"
          : first.heuristics.empty() ? std::string(" specializations.\n")
                                     : std::string(" variants (specializations and heuristic values).\n"))
      << generatedBy(first) << "//\n";
  if (configured)
    out << "// launch() picks a config (choose_config: the tuning table by the autotune\n"
        << "// key, else the fastest, timed on first use), then the first of its\n"
        << "// variants whose assumptions the arguments keep:\n";
  else
    out << "// launch() runs the first variant whose assumptions the arguments keep:\n";
  out << describeVariants(variants, groups);
  if (configured)
    out << describeConfigs(variants, groups, shared);
  for (const auto &constexprValue : shared.constexprs)
    out << "//   constexpr   " << constexprValue.first << " = " << constexprValue.second << "\n";
  out << "//   binary      " << describeBinary(first) << " per variant\n" << headerIncludes()
      << "#include <functional>\n#include <type_traits>\n#include <utility>\n\n";
  for (std::size_t i = 0; i < variants.size(); ++i) {
    const Names variantNames = deriveNames(variants[i]);
    out << openNamespaces({names.ns, variantNamespace(i)}) << launcherDeclarations(variants[i], variantNames)
        << closeNamespaces({names.ns, variantNamespace(i)}) << "\n";
  }
  const std::vector<ConfigField> fields = configFields(variants);
  const bool heuristic = !first.heuristics.empty();
  auto configLiteral = [&](std::size_t variant) {
    std::string text = "{";
    for (const ConfigField &field : fields)
      text += field.values[variant] + ", ";
    return text + std::to_string(variants[variant].numWarps) + ", " + std::to_string(variants[variant].numStages) +
           "}";
  };
  out << openNamespaces({names.ns})
      << "/// A configuration of the kernel as a grid function sees it (Triton's META):\n"
      << "/// its constexprs that are numbers or booleans, num_warps and num_stages.\n"
      << "struct Config {\n";
  for (const ConfigField &field : fields)
    out << "  " << field.type << " " << field.id << ";\n";
  out << "  int num_warps;\n  int num_stages;\n};\n\n"
      << "constexpr int config_count = " << groups.first.size() << ";\n"
      << "/// In the order of the configs above" << (configured ? " (not their autotune indices)" : "")
      << (heuristic ? ", with the heuristic values of each config's first variant\n/// (variant_configs[] has "
                      "each variant's)"
                    : "")
      << ".\nconstexpr Config configs[config_count] = {\n";
  for (std::size_t g = 0; g < groups.first.size(); ++g)
    out << "    " << configLiteral(groups.first[g]) << ",\n";
  out << "};\n\n"
      << "constexpr int variant_count = " << variants.size() << ";\n"
      << "/// Each variant's position in configs[].\n"
      << "constexpr int variant_config[variant_count] = {";
  for (std::size_t i = 0; i < variants.size(); ++i)
    out << (i ? ", " : "") << groups.ofVariant[i];
  out << "};\n"
      << "/// Each variant's Config: its config's, with the @triton.heuristics values it\n"
      << "/// was compiled for (what a grid function receives when it runs).\n"
      << "constexpr Config variant_configs[variant_count] = {\n";
  for (std::size_t i = 0; i < variants.size(); ++i)
    out << "    " << configLiteral(i) << ",\n";
  out << "};\n\n";
  const bool tunes = configured;  // a miss in the table is tuned at run time
  std::string key;
  for (const std::string &name : tuning.key)
    key += (key.empty() ? "" : ", ") + name;
  out << "/// The position in configs[] of the config launch() uses for these arguments";
  if (!tunes)
    out << "\n/// (always 0: one config).\n";
  else
    out << ":\n/// the tuning table's entry for the values of " << (key.empty() ? "(no key)" : key)
        << ", else the one\n/// tuned for them on this device earlier in the process (tritonc/Tuning.h),\n"
        << "/// else -1: launch() then times every config and keeps the fastest.\n";
  out << functionPrototype("int choose_config(", {}, first, names) << ";\n\n"
      << "/// The variant launch() runs for these arguments: the first of the chosen\n"
      << "/// config's variants whose assumptions they keep; -1 when none does or the\n"
      << "/// config is not chosen yet.\n"
      << functionPrototype("int choose_variant(", {}, first, names) << ";\n\n"
      << "/// Launches configs[config] with the first of its variants whose\n"
      << "/// assumptions the arguments keep, else its last one (whose error names the\n"
      << "/// assumption the arguments break).\n"
      << functionPrototype("tritonc::Status launch_config(",
                           {"int config", "tritonc::Stream stream", "tritonc::Dim3 grid"}, first, names)
      << ";\n\n"
      << "/// The same with the grid computed from the Config of the variant that runs\n"
      << "/// (`grid(const Config &)` returns a tritonc::Dim3).\n"
      << functionPrototype("tritonc::Status launch_config(",
                           {"int config", "tritonc::Stream stream",
                            "const std::function<tritonc::Dim3(const Config &)> &grid"},
                           first, names)
      << ";\n\n"
      << "/// Launches variant `variant` as it is.\n"
      << functionPrototype("tritonc::Status launch_variant(",
                           {"int variant", "tritonc::Stream stream", "tritonc::Dim3 grid"}, first, names)
      << ";\n\n"
      << "/// Sets *config to the config for these arguments, chosen by timing each\n"
      << "/// (`grid` gives its grid) on `stream`" << (tunes ? "" : "; with one config, 0 at once") << ".\n"
      << functionPrototype("tritonc::Status tune_config(",
                           {"int *config", "tritonc::Stream stream", "const std::function<tritonc::Dim3(const Config &)> &grid"},
                           first, names)
      << ";\n\n"
      << "/// Launches `grid` program instances of " << first.name << " on `stream` with the\n"
      << "/// config choose_config() names (tuned first when it names none) and its\n"
      << "/// variant the arguments allow.\n"
      << launchPrototype(first, names) << ";\n\n"
      << "/// The same, with the grid computed from the chosen config:\n"
      << "/// `grid(const Config &)` returns a tritonc::Dim3.\n"
      << "template <class GridFn, typename std::enable_if<std::is_convertible<\n"
      << "              decltype(std::declval<const GridFn &>()(std::declval<const Config &>())),\n"
      << "              tritonc::Dim3>::value, int>::type = 0>\n"
      << functionPrototype("tritonc::Status launch(", {"tritonc::Stream stream", "const GridFn &grid"}, first,
                           names)
      << " {\n"
      << "  int config = choose_config(" << forwardedArguments(names, "") << ");\n"
      << "  if (config < 0)\n"
      << "    if (tritonc::Status status = tune_config("
      << forwardedArguments(names, "&config, stream, std::function<tritonc::Dim3(const Config &)>(grid)") << ");\n"
      << "        !status.ok())\n"
      << "      return status;\n"
      << "  return launch_config("
      << forwardedArguments(names, "config, stream, std::function<tritonc::Dim3(const Config &)>(grid)") << ");\n"
      << "}\n" << constantDeclarations(shared, names) << closeNamespaces({names.ns});
  return out.str();
}

std::string generateFamilySource(const std::vector<KernelInfo> &variants, const std::string &headerFileName,
                                 const std::vector<std::vector<std::uint8_t>> &binaries,
                                 const FamilyTuning &tuning) {
  if (std::string problem = checkFamily(variants, tuning); !problem.empty())
    return "#error \"tritonc: cannot generate a launcher: " + problem + "\"\n";
  if (binaries.size() != variants.size())
    return "#error \"tritonc: cannot generate a launcher: " + std::to_string(variants.size()) +
           " variants but " + std::to_string(binaries.size()) + " binaries\"\n";
  const KernelInfo &first = variants.front();
  const Groups groups = groupsOf(variants);
  const Names names = deriveNames(sharedConstants(variants), familyNames(variants.size()));
  std::ostringstream out;
  out << "// Launchers for the kernel '" << first.name << "', " << variants.size()
      << (groups.first.size() > 1 ? " variants" : " specializations") << " (see " << headerFileName << ").\n"
      << "// Generated by tritonc" << (first.compilerVersion.empty() ? "" : " " + first.compilerVersion)
      << "; do not edit.\n"
      << sourceIncludes(headerFileName);
  for (std::size_t i = 0; i < variants.size(); ++i) {
    const Names variantNames = deriveNames(variants[i]);
    out << openNamespaces({names.ns, variantNamespace(i)})
        << launcherDefinitions(variants[i], variantNames, binaries[i])
        << closeNamespaces({names.ns, variantNamespace(i)}) << "\n";
  }
  auto unused = [&] {
    std::string text;
    for (const std::string &param : names.params)
      text += "  (void)" + param + ";\n";
    return text;
  };
  const bool tunes = groups.first.size() > 1;
  const std::string args = forwardedArguments(names, "");
  out << openNamespaces({names.ns});
  if (tunes) {
    // What the tuner records: the kernel, the key, each config's text and
    // autotune index, the timing budget.
    out << "namespace {\nconst tritonc::tuning::Family &tuningFamily() {\n"
        << "  static const tritonc::tuning::Family family{" << cppString(first.name) << ", {";
    for (std::size_t k = 0; k < tuning.key.size(); ++k)
      out << (k ? ", " : "") << cppString(tuning.key[k]);
    out << "}, {";
    for (std::size_t g = 0; g < groups.first.size(); ++g) {
      int index = groups.index[g];
      std::string text = std::size_t(index) < tuning.configTexts.size() ? tuning.configTexts[std::size_t(index)]
                                                                         : "config " + std::to_string(index);
      out << (g ? ", " : "") << cppString(text);
    }
    out << "}, " << tuning.warmupMs << ", " << tuning.repMs << ", {";
    for (std::size_t g = 0; g < groups.index.size(); ++g)
      out << (g ? ", " : "") << groups.index[g];
    out << "}};\n  return family;\n}\n\n"
        << "// The key's values as the tuner records them.\n"
        << functionPrototype("std::string keyText(", {}, first, names) << " {\n" << unused()
        << "  return std::string()";
    for (std::size_t k = 0; k < tuning.key.size(); ++k) {
      int index = paramIndex(first, tuning.key[k]);
      TypeInfo type = typeInfo(first.params[std::size_t(index)].type);
      std::string cast = !type.integer && !type.boolean ? "double"
                         : cppTypeOf(first.params[std::size_t(index)].type).find("std::uint") == 0
                             ? "unsigned long long"
                             : "long long";
      out << (k ? " + \",\"" : "") << " + tritonc::tuning::keyValue(static_cast<" << cast << ">("
          << names.params[std::size_t(index)] << "))";
    }
    out << ";\n}\n} // namespace\n\n";
  }
  out << functionPrototype("int choose_config(", {}, first, names) << " {\n" << unused();
  for (const FamilyTuning::Entry &entry : tuning.entries) {
    std::string test;
    for (std::size_t k = 0; k < tuning.key.size(); ++k)
      test += (test.empty() ? "" : " && ") + names.params[std::size_t(paramIndex(first, tuning.key[k]))] +
              " == " + entry.values[k];
    out << "  if (" << (test.empty() ? "true" : test) << ")\n    return " << groupOfConfig(groups, entry.config)
        << ";\n";
  }
  if (tunes)
    out << "  return tritonc::tuning::cachedChoice(tuningFamily(), keyText(" << args << "));\n}\n\n";
  else
    out << "  return 0;\n}\n\n";
  // Per config, the variants in order: `pick(i)` is what variant i's
  // acceptance leads to.
  auto eachConfig = [&](const std::function<std::string(std::size_t)> &pick, const std::string &none) {
    for (std::size_t g = 0; g < groups.first.size(); ++g) {
      out << "  case " << g << ":\n";
      bool unconditional = false;
      for (std::size_t i = groups.first[g]; i <= groups.last[g] && !unconditional; ++i) {
        std::vector<std::string> conditions = assumptionConditions(variants[i], names);
        if (conditions.empty()) {  // later variants of the config can never be chosen
          out << "    " << pick(i) << "\n";
          unconditional = true;
          continue;
        }
        std::string test;
        for (const std::string &condition : conditions)
          test += (test.empty() ? "" : " &&\n        ") + condition;
        out << "    if (" << test << ")\n      " << pick(i) << "\n";
      }
      if (!unconditional)
        out << "    " << (none.empty() ? pick(groups.last[g]) : none) << "\n";
    }
  };
  out << functionPrototype("int choose_variant(", {}, first, names) << " {\n"
      << "  switch (choose_config(" << args << ")) {\n";
  eachConfig([](std::size_t i) { return "return " + std::to_string(i) + ";"; }, "return -1;");
  out << "  }\n  return -1;\n}\n\n"
      << functionPrototype("tritonc::Status launch_config(",
                           {"int config", "tritonc::Stream stream", "tritonc::Dim3 grid"}, first, names)
      << " {\n  switch (config) {\n";
  eachConfig([&](std::size_t i) { return "return " + variantNamespace(i) + "::launch(" + forwardedArguments(names) + ");"; },
             "");
  const std::string noConfig =
      "  }\n"
      "  return tritonc::Status(tritonc::kInvalidArgument,\n"
      "                         \"kernel '" + first.name + "': no config \" + std::to_string(config) + \" of \" +\n"
      "                             std::to_string(config_count));\n"
      "}\n\n";
  out << noConfig
      << functionPrototype("tritonc::Status launch_config(",
                           {"int config", "tritonc::Stream stream",
                            "const std::function<tritonc::Dim3(const Config &)> &grid"},
                           first, names)
      << " {\n  switch (config) {\n";
  eachConfig(
      [&](std::size_t i) {
        return "return " + variantNamespace(i) + "::launch(" +
               forwardedArguments(names, "stream, grid(variant_configs[" + std::to_string(i) + "])") + ");";
      },
      "");
  out << noConfig
      << functionPrototype("tritonc::Status launch_variant(",
                           {"int variant", "tritonc::Stream stream", "tritonc::Dim3 grid"}, first, names)
      << " {\n  switch (variant) {\n";
  for (std::size_t i = 0; i < variants.size(); ++i)
    out << "  case " << i << ":\n    return " << variantNamespace(i) << "::launch(" << forwardedArguments(names)
        << ");\n";
  out << "  }\n"
      << "  return tritonc::Status(tritonc::kInvalidArgument,\n"
      << "                         \"kernel '" << first.name << "': no variant \" + std::to_string(variant) + \" of \" +\n"
      << "                             std::to_string(variant_count));\n"
      << "}\n\n"
      << functionPrototype("tritonc::Status tune_config(",
                           {"int *config", "tritonc::Stream stream", "const std::function<tritonc::Dim3(const Config &)> &grid"},
                           first, names)
      << " {\n";
  std::vector<std::string> preserved;
  for (const std::string &name : tuning.preserved)
    preserved.push_back("static_cast<const void *>(" + names.params[std::size_t(paramIndex(first, name))] + ")");
  if (tunes) {
    out << "  return tritonc::tuning::tune(tuningFamily(), keyText(" << args << "), stream, {";
    for (std::size_t p = 0; p < preserved.size(); ++p)
      out << (p ? ", " : "") << preserved[p];
    out << "},\n                               [&](int config) {\n"
        << "                                 return launch_config("
        << forwardedArguments(names, "config, stream, grid") << ");\n"
        << "                               },\n"
        << "                               config);\n";
  } else {
    out << unused() << "  (void)stream;\n  (void)grid;\n  *config = 0;\n  return tritonc::Status();\n";
  }
  out << "}\n\n"
      << launchPrototype(first, names) << " {\n"
      << "  int config = choose_config(" << args << ");\n"
      << "  if (config < 0)\n"
      << "    if (tritonc::Status status = tune_config("
      << forwardedArguments(names, "&config, stream, [grid](const Config &) { return grid; }") << ");\n"
      << "        !status.ok())\n"
      << "      return status;\n"
      << "  return launch_config(" << forwardedArguments(names, "config, stream, grid") << ");\n"
      << "}\n";
  if (tunes)
    out << tunableEntry(variants, names);
  out << closeNamespaces({names.ns});
  return out.str();
}

} // namespace launcher
} // namespace tritonc
