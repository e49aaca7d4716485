// Kernel metadata as JSON, for build tools and for humans.
#include "launcher/Internal.h"

#include <nlohmann/json.hpp>

namespace tritonc {
namespace launcher {

namespace {
// ordered_json keeps insertion order: the file is byte-identical for
// identical input, and reads in the order documented in KernelInfo.h.
nlohmann::ordered_json metadataObject(const KernelInfo &info) {
  nlohmann::ordered_json json;
  json["name"] = info.name;
  json["symbol"] = symbolOf(info);
  json["parameters"] = nlohmann::ordered_json::array();
  for (const LauncherParam &param : info.params)
    json["parameters"].push_back({{"name", param.name},
                                  {"type", param.type.str()},
                                  {"divisibility", param.divisibility},
                                  {"equals_one", param.equalsOne}});
  // Only when present, so that the metadata of other kernels is unchanged.
  if (!info.tensorMaps.empty()) {
    auto operand = [&info](const TensorMapParam::Operand &value) -> nlohmann::ordered_json {
      if (value.param < 0)
        return value.constant;
      return info.params[value.param].name;
    };
    json["tensor_maps"] = nlohmann::ordered_json::array();
    for (const TensorMapParam &map : info.tensorMaps) {
      nlohmann::ordered_json entry;
      entry["base"] = info.params[map.baseParam].name;
      entry["element_bytes"] = map.elementBytes;
      entry["dims"] = nlohmann::ordered_json::array();
      for (const TensorMapParam::Operand &dim : map.dims)
        entry["dims"].push_back(operand(dim));
      entry["strides"] = nlohmann::ordered_json::array();
      for (const TensorMapParam::Operand &stride : map.strides)
        entry["strides"].push_back(operand(stride));
      entry["box"] = map.box;
      entry["swizzle_bytes"] = map.swizzleBytes;
      json["tensor_maps"].push_back(entry);
    }
  }
  json["constexprs"] = nlohmann::ordered_json::object();
  for (const auto &constexprValue : info.constexprs)
    json["constexprs"][constexprValue.first] = constexprValue.second;
  if (info.configIndex >= 0)  // a family's variant: its @triton.autotune config
    json["config"] = info.configIndex;
  if (!info.heuristics.empty()) {  // the values launch() checks
    json["heuristics"] = nlohmann::ordered_json::array();
    for (const HeuristicCheck &check : info.heuristics)
      json["heuristics"].push_back(
          {{"name", check.name}, {"value", check.value}, {"expression", check.expression}, {"origin", check.origin}});
  }
  json["num_warps"] = info.numWarps;
  json["num_stages"] = info.numStages;
  json["shared_bytes"] = info.sharedBytes;
  json["programmatic_launch"] = info.programmaticLaunch;
  json["archs"] = info.archs;
  if (!info.ptxArch.empty())
    json["ptx_arch"] = info.ptxArch;
  json["binary_kind"] = info.binaryKind;
  json["source"] = info.sourcePath;
  return json;
}
} // namespace

std::string generateMetadataJson(const KernelInfo &info) {
  return metadataObject(info).dump(2) + "\n";
}

std::string generateFamilyMetadataJson(const std::vector<KernelInfo> &variants) {
  nlohmann::ordered_json json;
  json["name"] = variants.empty() ? std::string() : variants.front().name;
  json["variants"] = nlohmann::ordered_json::array();
  for (const KernelInfo &variant : variants)
    json["variants"].push_back(metadataObject(variant));
  return json.dump(2) + "\n";
}

} // namespace launcher
} // namespace tritonc
