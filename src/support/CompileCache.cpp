//===- CompileCache.cpp - outputs of earlier runs, keyed by their inputs --===//
#include "support/CompileCache.h"

#include "support/FileOutput.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FileSystem.h"
#include "llvm/Support/Path.h"
#include "llvm/Support/SHA256.h"

#include <chrono>

namespace tritonc {

namespace {

constexpr llvm::StringLiteral kMagic = "tritonc-cache-entry-1\n";

std::string sha256Hex(llvm::StringRef bytes) {
  llvm::SHA256 hash;
  hash.update(bytes);
  std::array<uint8_t, 32> digest = hash.final();
  return llvm::toHex(digest, /*LowerCase=*/true);
}

/// "<length>:<bytes>": a field that can hold any bytes.
void appendField(std::string &out, llvm::StringRef bytes) {
  out += std::to_string(bytes.size());
  out += ':';
  out.append(bytes.data(), bytes.size());
}

/// Reads one field at the front of `in`, advancing it; nullopt when the
/// text is not a whole field.
std::optional<llvm::StringRef> takeField(llvm::StringRef &in) {
  size_t colon = in.find(':');
  if (colon == llvm::StringRef::npos || colon == 0 || colon > 20)
    return std::nullopt;
  unsigned long long length = 0;
  if (in.substr(0, colon).getAsInteger(10, length) || length > in.size() - colon - 1)
    return std::nullopt;
  llvm::StringRef field = in.substr(colon + 1, length);
  in = in.drop_front(colon + 1 + length);
  return field;
}

} // namespace

void CacheKeyBuilder::add(llvm::StringRef name, llvm::StringRef value) {
  appendField(material, name);
  appendField(material, value);
}

void CacheKeyBuilder::addFileIdentity(llvm::StringRef name, const std::string &path) {
  llvm::sys::fs::file_status status;
  std::string identity = path;
  if (path.empty() || llvm::sys::fs::status(path, status))
    identity += " (missing)";
  else
    identity += " " + std::to_string(status.getSize()) + " " +
                std::to_string(std::chrono::duration_cast<std::chrono::nanoseconds>(
                                   status.getLastModificationTime().time_since_epoch())
                                   .count());
  add(name, identity);
}

std::string CacheKeyBuilder::key() const { return sha256Hex(material); }

std::string cacheEntryPath(const std::string &dir, const std::string &key) {
  llvm::SmallString<256> path(dir);
  llvm::sys::path::append(path, key.substr(0, 2), key.substr(2));
  return std::string(path);
}

std::string serializeCacheEntry(const CacheEntry &entry) {
  std::string body(kMagic);
  appendField(body, entry.stdoutText);
  appendField(body, entry.diagnostics);
  appendField(body, std::to_string(entry.files.size()));
  for (const auto &[path, contents] : entry.files) {
    appendField(body, path);
    appendField(body, contents);
  }
  // Last: the hash of everything before it.
  appendField(body, sha256Hex(body));
  return body;
}

std::optional<CacheEntry> parseCacheEntry(llvm::StringRef bytes) {
  if (!bytes.starts_with(kMagic))
    return std::nullopt;
  llvm::StringRef in = bytes.drop_front(kMagic.size());
  CacheEntry entry;
  auto out = takeField(in);
  auto err = out ? takeField(in) : std::nullopt;
  auto countText = err ? takeField(in) : std::nullopt;
  unsigned long long count = 0;
  if (!countText || countText->getAsInteger(10, count) || count > bytes.size())
    return std::nullopt;
  entry.stdoutText = out->str();
  entry.diagnostics = err->str();
  for (unsigned long long i = 0; i < count; ++i) {
    auto path = takeField(in);
    auto contents = path ? takeField(in) : std::nullopt;
    if (!contents)
      return std::nullopt;
    entry.files.emplace_back(path->str(), contents->str());
  }
  size_t hashedSize = bytes.size() - in.size();
  auto hash = takeField(in);
  if (!hash || !in.empty() || *hash != sha256Hex(bytes.take_front(hashedSize)))
    return std::nullopt;
  return entry;
}

std::optional<CacheEntry> lookupCacheEntry(const std::string &dir, const std::string &key) {
  llvm::Expected<std::string> bytes = readFile(cacheEntryPath(dir, key));
  if (!bytes) {
    llvm::consumeError(bytes.takeError());
    return std::nullopt;
  }
  return parseCacheEntry(*bytes);
}

llvm::Error storeCacheEntry(const std::string &dir, const std::string &key, const CacheEntry &entry) {
  std::string path = cacheEntryPath(dir, key);
  if (std::error_code ec = llvm::sys::fs::create_directories(llvm::sys::path::parent_path(path)))
    return llvm::createStringError(ec, "cannot create '" + llvm::sys::path::parent_path(path).str() +
                                           "': " + ec.message());
  return writeFileAtomically(path, serializeCacheEntry(entry));
}

} // namespace tritonc
