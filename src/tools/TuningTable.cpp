#include "tools/TuningTable.h"

#include "llvm/Support/MemoryBuffer.h"

#include <nlohmann/json.hpp>

#include <cmath>
#include <set>
#include <sstream>

namespace tritonc {

namespace {
std::string listOf(const std::vector<std::string> &names) {
  std::string text;
  for (const std::string &name : names)
    text += (text.empty() ? "" : ", ") + name;
  return "[" + text + "]";
}

/// A key value as a C++ literal: an integer, or a finite number.
std::string literalOf(const nlohmann::json &value) {
  if (value.is_number_integer())
    return value.dump();
  if (value.is_number_float() && std::isfinite(value.get<double>())) {
    std::ostringstream os;
    os.precision(17);
    os << value.get<double>();
    std::string text = os.str();
    return text.find_first_of(".eE") == std::string::npos ? text + ".0" : text;
  }
  return std::string();
}
} // namespace

llvm::Expected<launcher::FamilyTuning> readTuningTable(const std::string &path, const std::string &kernelName,
                                                       const std::vector<std::string> &key,
                                                       const std::vector<std::string> &configTexts) {
  auto error = [&](const std::string &message) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(), "tuning table '" + path + "': " + message);
  };
  auto buffer = llvm::MemoryBuffer::getFile(path, /*IsText=*/true);
  if (!buffer)
    return error("cannot read it: " + buffer.getError().message());
  nlohmann::json table = nlohmann::json::parse((*buffer)->getBuffer().begin(), (*buffer)->getBuffer().end(),
                                               nullptr, /*allow_exceptions=*/false);
  if (table.is_discarded() || !table.is_object())
    return error("not a JSON object");
  // What tritonc::tuning::save() writes: {"tables": [one per kernel]}.
  if (table.contains("tables")) {
    if (!table["tables"].is_array())
      return error("\"tables\" must be a list of tuning tables");
    nlohmann::json found;
    for (const nlohmann::json &candidate : table["tables"])
      if (candidate.is_object() && candidate.contains("kernel") && candidate["kernel"] == kernelName) {
        found = candidate;
        break;
      }
    if (found.is_null())
      return error("none of its tables is for the kernel '" + kernelName + "'");
    table = std::move(found);
  }
  if (!table.contains("kernel") || !table["kernel"].is_string() || table["kernel"] != kernelName)
    return error("made for the kernel " + (table.contains("kernel") ? table["kernel"].dump() : "(none)") +
                 ", not '" + kernelName + "' (\"kernel\" names it)");
  if (!table.contains("key") || !table["key"].is_array())
    return error("\"key\" must list the autotune key's argument names");
  std::vector<std::string> tableKey;
  for (const nlohmann::json &name : table["key"]) {
    if (!name.is_string())
      return error("\"key\" must list the autotune key's argument names");
    tableKey.push_back(name.get<std::string>());
  }
  if (tableKey != key)
    return error("its key " + listOf(tableKey) + " is not " + listOf(key) +
                 ", the scalar arguments of the kernel's @triton.autotune key");
  launcher::FamilyTuning tuning;
  tuning.key = key;
  if (!table.contains("entries") || !table["entries"].is_array())
    return error("\"entries\" must be a list of {\"key\": [...], \"config\": N}");
  std::set<std::vector<std::string>> seen;
  for (size_t e = 0; e < table["entries"].size(); ++e) {
    const nlohmann::json &entry = table["entries"][e];
    const std::string which = "entry " + std::to_string(e) + ": ";
    if (!entry.is_object() || !entry.contains("key") || !entry["key"].is_array() || !entry.contains("config"))
      return error(which + "must be {\"key\": [...], \"config\": N}");
    if (entry["key"].size() != key.size())
      return error(which + "has " + std::to_string(entry["key"].size()) + " key values for the key " + listOf(key));
    launcher::FamilyTuning::Entry parsed;
    for (size_t k = 0; k < key.size(); ++k) {
      std::string literal = literalOf(entry["key"][k]);
      if (literal.empty())
        return error(which + "the value of '" + key[k] + "' is " + entry["key"][k].dump() +
                     ", not a number");
      parsed.values.push_back(literal);
    }
    const nlohmann::json &config = entry["config"];
    if (!config.is_number_integer() || config.get<long long>() < 0 ||
        config.get<unsigned long long>() >= configTexts.size())
      return error(which + "config " + config.dump() + " is not one of the kernel's " +
                   std::to_string(configTexts.size()) + " configs (0 to " + std::to_string(configTexts.size() - 1) +
                   ")");
    parsed.config = config.get<int>();
    if (entry.contains("config_text") &&
        (!entry["config_text"].is_string() || entry["config_text"] != configTexts[size_t(parsed.config)]))
      return error(which + "config " + std::to_string(parsed.config) + " is '" + configTexts[size_t(parsed.config)] +
                   "' in the source, but the table was made for " + entry["config_text"].dump());
    if (!seen.insert(parsed.values).second)
      return error(which + "repeats the key of an earlier entry");
    tuning.entries.push_back(std::move(parsed));
  }
  return tuning;
}

} // namespace tritonc
