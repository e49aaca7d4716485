// The launcher's side of @triton.heuristics: a heuristic that depends on
// the launch's arguments was translated by the front end into a C++
// expression with placeholders for the arguments (KernelInfo.h); here the
// placeholders become the launch() parameters' names, widened as Python
// sees numbers, and the expression a condition (a family chooses the
// variant compiled for the value) or a check (a single launcher refuses
// other values).
#include "launcher/Internal.h"

#include <sstream>

namespace tritonc {
namespace launcher {

namespace {
int paramNamed(const KernelInfo &info, const std::string &name) {
  for (std::size_t i = 0; i < info.params.size(); ++i)
    if (info.params[i].name == name)
      return int(i);
  return -1;
}

/// The expression with its placeholders replaced; sets `problem` when one
/// names no parameter or a pointer is read as a number.
std::string substitute(const KernelInfo &info, const HeuristicCheck &check, const std::vector<std::string> &ids,
                       std::string &problem) {
  std::string out;
  const std::string &e = check.expression;
  for (std::size_t i = 0; i < e.size();) {
    bool isNull = e.compare(i, 6, "@null{") == 0;
    if (e[i] != '@') {
      out += e[i++];
      continue;
    }
    std::size_t open = i + (isNull ? 5 : 1);
    std::size_t close = e.find('}', open);
    if (open >= e.size() || e[open] != '{' || close == std::string::npos) {
      problem = "the heuristic for '" + check.name + "' has a malformed placeholder";
      return std::string();
    }
    std::string name = e.substr(open + 1, close - open - 1);
    int index = paramNamed(info, name);
    if (index < 0) {
      problem = "the heuristic for '" + check.name + "' reads '" + name + "', which is no runtime parameter";
      return std::string();
    }
    TypeInfo type = typeInfo(info.params[std::size_t(index)].type);
    const std::string &id = ids[std::size_t(index)];
    if (isNull)
      out += type.pointer ? "(" + id + " == nullptr)" : std::string("false");
    else if (type.pointer) {
      problem = "the heuristic for '" + check.name + "' reads pointer parameter '" + name + "' as a number";
      return std::string();
    } else if (type.boolean)
      out += "static_cast<bool>(" + id + ")";
    else if (type.integer)
      out += "static_cast<std::int64_t>(" + id + ")";
    else
      out += "static_cast<double>(" + id + ")";
    i = close + 1;
  }
  return out;
}

std::string compiledValue(const HeuristicCheck &check) { return constantValue(check.value).second; }
} // namespace

std::string checkHeuristic(const KernelInfo &info, const HeuristicCheck &check) {
  auto [type, value] = constantValue(check.value);
  if (type.empty() || type == "const char *")
    return "the heuristic for '" + check.name + "' has the value '" + check.value +
           "': a value checked at launch is a bool, an int or a float";
  // The expression is C++ the front end wrote: operators, numbers, names,
  // the helpers' qualified names and placeholders; nothing that could end
  // the statement it is put in or start a preprocessor line.
  if (check.expression.empty() ||
      check.expression.find_first_of(";\"'#\\\n\r") != std::string::npos)
    return "the heuristic for '" + check.name + "' has an invalid expression";
  if (check.origin.find_first_of("\"\\\n\r") != std::string::npos)
    return "the heuristic for '" + check.name + "' has an invalid origin";
  std::string problem;
  substitute(info, check, std::vector<std::string>(info.params.size(), "x"), problem);
  return problem;
}

std::vector<std::string> heuristicConditions(const KernelInfo &info, const Names &names) {
  std::vector<std::string> conditions;
  std::string problem;
  for (const HeuristicCheck &check : info.heuristics)
    conditions.push_back(substitute(info, check, names.params, problem) + " == " + compiledValue(check));
  return conditions;
}

std::string heuristicChecks(const KernelInfo &info, const Names &names) {
  std::ostringstream out;
  std::string problem;
  for (const HeuristicCheck &check : info.heuristics) {
    std::string value = substitute(info, check, names.params, problem);
    out << "  {\n    const auto heuristic = " << value << ";\n"
        << "    if (!(heuristic == " << compiledValue(check) << "))\n"
        << "      return tritonc::detail::heuristicMismatch(" << cppString(info.name) << ", "
        << cppString(check.name) << ", tritonc::heuristics::text(heuristic), " << cppString(check.value) << ", "
        << cppString(check.origin) << ");\n  }\n";
  }
  return out.str();
}

} // namespace launcher
} // namespace tritonc
