//===- CompileCache.h - outputs of earlier runs, keyed by their inputs -*- C++ -*-===//
//
// --cache-dir DIR (or $TRITONC_CACHE_DIR) keeps what a successful run wrote
// (its files, its standard output and its warnings) under a key that hashes
// everything the outputs depend on: the compiler (version and executable),
// every option, the current directory (recorded paths are relative to it),
// every source file read (the kernel's, its imports, the standard library)
// by path and content, and the CUDA tools and libdevice used (by path, size
// and time). A later run with the same key writes the same bytes without
// lowering, optimizing or assembling anything; the frontend still runs, as
// it finds which files the kernel reads.
//
// An entry is one file, `DIR/<2 hex>/<62 hex>`, written to a temporary in
// its folder and renamed into place, so concurrent runs sharing DIR see a
// whole entry or none; it ends with a hash of its contents, so a damaged
// entry (a full disk, a crash of the writer's machine) reads as a miss and
// is replaced.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_SUPPORT_COMPILECACHE_H
#define TRITONC_SUPPORT_COMPILECACHE_H

#include "llvm/ADT/StringRef.h"
#include "llvm/Support/Error.h"

#include <optional>
#include <string>
#include <utility>
#include <vector>

namespace tritonc {

/// Builds a cache key from named fields: each is length-prefixed, so no two
/// different sequences of fields give the same text to hash.
class CacheKeyBuilder {
public:
  void add(llvm::StringRef name, llvm::StringRef value);
  void add(llvm::StringRef name, long long value) { add(name, std::to_string(value)); }
  /// A file the outputs depend on without being read as source (a tool,
  /// a library): its path, size and modification time.
  void addFileIdentity(llvm::StringRef name, const std::string &path);
  /// 64 lowercase hex digits (SHA-256).
  std::string key() const;

private:
  std::string material;
};

struct CacheEntry {
  std::vector<std::pair<std::string, std::string>> files; // path, contents
  std::string stdoutText;
  std::string diagnostics; // what the run printed on standard error
};

/// The entry's file for `key` under `dir`.
std::string cacheEntryPath(const std::string &dir, const std::string &key);

/// The entry stored for `key`; nullopt when there is none or it is damaged.
std::optional<CacheEntry> lookupCacheEntry(const std::string &dir, const std::string &key);

/// Stores `entry` for `key` atomically (creating the folders).
llvm::Error storeCacheEntry(const std::string &dir, const std::string &key, const CacheEntry &entry);

/// Exposed for tests: an entry's bytes and back (nullopt when damaged).
std::string serializeCacheEntry(const CacheEntry &entry);
std::optional<CacheEntry> parseCacheEntry(llvm::StringRef bytes);

} // namespace tritonc

#endif // TRITONC_SUPPORT_COMPILECACHE_H
