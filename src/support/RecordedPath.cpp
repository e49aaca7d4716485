//===- RecordedPath.cpp - the source path written into outputs ------------===//
#include "support/RecordedPath.h"

namespace tritonc {

std::optional<PrefixMap> parsePrefixMap(const std::string &text) {
  size_t eq = text.find('=');
  if (eq == std::string::npos || eq == 0)
    return std::nullopt;
  return PrefixMap{text.substr(0, eq), text.substr(eq + 1)};
}

std::optional<std::vector<PrefixMap>> parsePrefixMaps(const std::vector<std::string> &texts,
                                                      std::string &error) {
  std::vector<PrefixMap> maps;
  for (const std::string &text : texts) {
    std::optional<PrefixMap> map = parsePrefixMap(text);
    if (!map) {
      error = "file-prefix-map expects OLD=NEW, got '" + text + "'";
      return std::nullopt;
    }
    maps.push_back(*map);
  }
  return maps;
}

std::string recordedPath(const std::string &path, const std::vector<PrefixMap> &maps,
                         const std::string &currentDir) {
  for (auto it = maps.rbegin(); it != maps.rend(); ++it)
    if (path.compare(0, it->first.size(), it->first) == 0)
      return it->second + path.substr(it->first.size());
  if (!path.empty() && path.front() == '/' && !currentDir.empty()) {
    std::string dir = currentDir.back() == '/' ? currentDir : currentDir + "/";
    if (path.size() > dir.size() && path.compare(0, dir.size(), dir) == 0)
      return path.substr(dir.size());
  }
  return path;
}

} // namespace tritonc
