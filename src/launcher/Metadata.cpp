// Kernel metadata as JSON, for build tools and for humans.
#include "launcher/Internal.h"

#include <nlohmann/json.hpp>

namespace tritonc {
namespace launcher {

std::string generateMetadataJson(const KernelInfo &info) {
  // ordered_json keeps insertion order: the file is byte-identical for
  // identical input, and reads in the order documented in KernelInfo.h.
  nlohmann::ordered_json json;
  json["name"] = info.name;
  json["symbol"] = symbolOf(info);
  json["parameters"] = nlohmann::ordered_json::array();
  for (const LauncherParam &param : info.params)
    json["parameters"].push_back({{"name", param.name},
                                  {"type", param.type},
                                  {"divisibility", param.divisibility},
                                  {"equals_one", param.equalsOne}});
  json["constexprs"] = nlohmann::ordered_json::object();
  for (const auto &constexprValue : info.constexprs)
    json["constexprs"][constexprValue.first] = constexprValue.second;
  json["num_warps"] = info.numWarps;
  json["num_stages"] = info.numStages;
  json["shared_bytes"] = info.sharedBytes;
  json["archs"] = info.archs;
  json["binary_kind"] = info.binaryKind;
  json["source"] = info.sourcePath;
  return json.dump(2) + "\n";
}

} // namespace launcher
} // namespace tritonc
