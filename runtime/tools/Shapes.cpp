#include "Shapes.h"

#include <nlohmann/json.hpp>

#include <fstream>
#include <set>
#include <sstream>

namespace tritonc {
namespace tune {

std::size_t ParamInfo::elementBytes() const {
  std::string element = pointer() ? type.substr(1) : type;
  if (element == "fp64" || element == "i64" || element == "u64")
    return 8;
  if (element == "fp32" || element == "i32" || element == "u32")
    return 4;
  if (element == "fp16" || element == "bf16" || element == "i16" || element == "u16")
    return 2;
  if (element == "i8" || element == "u8" || element == "i1" || element.rfind("fp8", 0) == 0)
    return 1;
  return 0;
}

namespace {
bool parseFile(const std::string &path, nlohmann::json &json, std::string &error) {
  std::ifstream in(path, std::ios::binary);
  if (!in) {
    error = "cannot read the shapes file '" + path + "'";
    return false;
  }
  std::stringstream text;
  text << in.rdbuf();
  try {
    json = nlohmann::json::parse(text.str());
  } catch (const nlohmann::json::parse_error &e) {
    error = "the shapes file '" + path + "' is not JSON: " + e.what();
    return false;
  }
  if (!json.is_object()) {
    error = "the shapes file '" + path + "' must hold an object with \"grid\" and \"shapes\"";
    return false;
  }
  return true;
}

bool readGrid(const nlohmann::json &grid, std::vector<std::shared_ptr<GridExpression>> &out, std::string &error) {
  if (!grid.is_array() || grid.empty() || grid.size() > 3) {
    error = "\"grid\" is a list of 1 to 3 expressions";
    return false;
  }
  out.clear();
  for (const nlohmann::json &entry : grid) {
    std::string text;
    if (entry.is_number_integer())
      text = std::to_string(entry.get<std::int64_t>());
    else if (entry.is_string())
      text = entry.get<std::string>();
    else {
      error = "a \"grid\" entry is an integer or an expression in a string";
      return false;
    }
    std::string problem;
    std::unique_ptr<GridExpression> expression = GridExpression::parse(text, problem);
    if (!expression) {
      error = "\"grid\": " + problem;
      return false;
    }
    out.push_back(std::move(expression));
  }
  return true;
}

bool readBuffer(const nlohmann::json &value, const ParamInfo &param, Argument &arg, std::string &error) {
  const nlohmann::json *shape = &value;
  if (value.is_object()) {
    for (auto it = value.begin(); it != value.end(); ++it)
      if (it.key() != "shape" && it.key() != "fill") {
        error = "unknown key \"" + it.key() + "\" (a buffer has \"shape\" and \"fill\")";
        return false;
      }
    if (!value.contains("shape")) {
      error = "a buffer needs \"shape\"";
      return false;
    }
    shape = &value["shape"];
    if (value.contains("fill")) {
      if (!value["fill"].is_string()) {
        error = "\"fill\" is random, zeros, ones or randint:LO:HI";
        return false;
      }
      arg.fill = value["fill"].get<std::string>();
      long long low = 0, high = 0;
      char end = 0;
      if (arg.fill.rfind("randint:", 0) == 0 &&
          std::sscanf(arg.fill.c_str(), "randint:%lld:%lld%c", &low, &high, &end) == 2 && low < high) {
        arg.low = low;
        arg.high = high;
        arg.fill = "randint";
      } else if (arg.fill != "random" && arg.fill != "zeros" && arg.fill != "ones") {
        error = "\"fill\" is random, zeros, ones or randint:LO:HI (LO < HI), not '" + arg.fill + "'";
        return false;
      }
    }
  }
  std::size_t elements = 1;
  if (shape->is_number_unsigned()) {
    elements = shape->get<std::size_t>();
  } else if (shape->is_array()) {
    for (const nlohmann::json &extent : *shape) {
      if (!extent.is_number_unsigned()) {
        error = "a buffer's shape holds non-negative integers";
        return false;
      }
      if (__builtin_mul_overflow(elements, extent.get<std::size_t>(), &elements)) {
        error = "the buffer is too large";
        return false;
      }
    }
  } else {
    error = "a pointer argument is given as its buffer's shape (a list), its element count or {\"shape\": ...}";
    return false;
  }
  if (elements == 0)
    elements = 1;  // a kernel may still read its base address
  if (param.elementBytes() == 0) {
    error = "type '" + param.type + "' has no known element size";
    return false;
  }
  arg.elements = elements;
  return true;
}

bool readScalar(const nlohmann::json &value, const ParamInfo &param, Argument &arg, std::string &error) {
  const bool floating = param.type.rfind("fp", 0) == 0 || param.type == "bf16";
  if (param.type == "i1" && value.is_boolean()) {
    arg.integer = value.get<bool>();
    return true;
  }
  if (floating && value.is_number()) {
    arg.real = value.get<double>();
    arg.isReal = true;
    return true;
  }
  if (!floating && value.is_number_integer()) {
    arg.integer = value.get<std::int64_t>();
    return true;
  }
  const bool vowel = param.type[0] == 'i' || param.type[0] == 'f';  // "an i32", "an fp32", "a bf16"
  error = std::string(vowel ? "an " : "a ") + param.type + " argument is " + (floating ? "a number" : "an integer");
  return false;
}

std::string describe(const nlohmann::json &value) {
  if (value.is_array()) {
    std::string text;
    for (const nlohmann::json &item : value)
      text += (text.empty() ? "" : "x") + item.dump();
    return text;
  }
  if (value.is_object() && value.contains("shape"))
    return describe(value["shape"]);
  return value.dump();
}
} // namespace

std::string kernelOfShapes(const std::string &path, std::string &error) {
  nlohmann::json json;
  if (!parseFile(path, json, error))
    return std::string();
  return json.contains("kernel") && json["kernel"].is_string() ? json["kernel"].get<std::string>() : std::string();
}

bool readShapes(const std::string &path, const std::vector<ParamInfo> &params, ShapesFile &out,
                std::string &error) {
  nlohmann::json json;
  if (!parseFile(path, json, error))
    return false;
  auto failAt = [&](const std::string &where, const std::string &problem) {
    error = path + ": " + where + problem;
    return false;
  };
  for (auto it = json.begin(); it != json.end(); ++it)
    if (it.key() != "kernel" && it.key() != "grid" && it.key() != "shapes")
      return failAt("", "unknown key \"" + it.key() + "\" (the file has \"kernel\", \"grid\" and \"shapes\")");
  if (json.contains("kernel") && json["kernel"].is_string())
    out.kernel = json["kernel"].get<std::string>();
  std::vector<std::shared_ptr<GridExpression>> grid;
  if (json.contains("grid") && !readGrid(json["grid"], grid, error))
    return failAt("", error);
  if (!json.contains("shapes") || !json["shapes"].is_array() || json["shapes"].empty())
    return failAt("", "\"shapes\" is a non-empty list of objects, one argument value per parameter");
  for (std::size_t s = 0; s < json["shapes"].size(); ++s) {
    const nlohmann::json &entry = json["shapes"][s];
    const std::string where = "shape " + std::to_string(s) + ": ";
    if (!entry.is_object())
      return failAt(where, "not an object");
    Shape shape;
    shape.grid = grid;
    if (entry.contains("grid") && !readGrid(entry["grid"], shape.grid, error))
      return failAt(where, error);
    if (shape.grid.empty())
      return failAt(where, "no \"grid\" (give it for the file or for the shape)");
    std::set<std::string> known = {"grid"};
    for (const ParamInfo &param : params) {
      known.insert(param.name);
      if (!entry.contains(param.name))
        return failAt(where, "no value for argument '" + param.name + "' (" + param.type + ")");
      Argument arg;
      const nlohmann::json &value = entry[param.name];
      bool ok = param.pointer() ? readBuffer(value, param, arg, error) : readScalar(value, param, arg, error);
      if (!ok)
        return failAt(where, "argument '" + param.name + "': " + error);
      if (!param.pointer())
        shape.description += (shape.description.empty() ? "" : " ") + param.name + "=" + describe(value);
      shape.arguments.push_back(arg);
    }
    for (auto it = entry.begin(); it != entry.end(); ++it)
      if (!known.count(it.key()))
        return failAt(where, "'" + it.key() + "' is no argument of the kernel");
    out.shapes.push_back(std::move(shape));
  }
  return true;
}

} // namespace tune
} // namespace tritonc
