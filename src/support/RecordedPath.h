//===- RecordedPath.h - the source path written into outputs ----*- C++ -*-===//
//
// The header and the metadata name the kernel source they were generated
// from. For outputs that are the same bytes wherever the compiler runs and
// wherever the source lives, that name is not the path as given when it is
// absolute: by default it is made relative to the current directory when
// the source lies under it, and --file-prefix-map OLD=NEW rewrites a
// leading OLD into NEW (gcc's rule: a plain string prefix, compared with
// the path as given; when several maps match, the last one given wins).
// Diagnostics and depfiles keep the path as given: they are for the person
// and the build system on this machine.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_SUPPORT_RECORDEDPATH_H
#define TRITONC_SUPPORT_RECORDEDPATH_H

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tritonc {

using PrefixMap = std::pair<std::string, std::string>; // OLD, NEW

/// OLD=NEW split at the first '=' (OLD may not be empty); nullopt when the
/// text has no '=' or nothing before it.
std::optional<PrefixMap> parsePrefixMap(const std::string &text);

/// Every text parsed with parsePrefixMap (the file-prefix-map options of
/// the passes that record file names); nullopt, with `error` naming the
/// first text that is not OLD=NEW, when one is not.
std::optional<std::vector<PrefixMap>> parsePrefixMaps(const std::vector<std::string> &texts,
                                                      std::string &error);

/// The name `path` is recorded under: the last map whose OLD begins it,
/// applied; else, an absolute path under `currentDir`, relative to it;
/// else `path`.
std::string recordedPath(const std::string &path, const std::vector<PrefixMap> &maps,
                         const std::string &currentDir);

} // namespace tritonc

#endif // TRITONC_SUPPORT_RECORDEDPATH_H
