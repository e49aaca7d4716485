// The compile cache's entry format and keys (src/support/CompileCache.h).
#include "support/CompileCache.h"

#include "llvm/Support/FileSystem.h"

#include <catch2/catch.hpp>

using namespace tritonc;

namespace {

CacheEntry sampleEntry() {
  CacheEntry entry;
  entry.stdoutText = "printed\n";
  entry.diagnostics = "k.py:3:5: warning: spills\n";
  // Any bytes: a cubin holds NULs, colons and digits.
  entry.files.emplace_back("out/k.cubin", std::string("\x7f" "ELF\0\0:12:3", 11));
  entry.files.emplace_back("k.h", "");
  entry.files.emplace_back("a:b.json", "{\"x\": 1}");
  return entry;
}

bool sameEntry(const CacheEntry &a, const CacheEntry &b) {
  return a.files == b.files && a.stdoutText == b.stdoutText && a.diagnostics == b.diagnostics;
}

} // namespace

TEST_CASE("a cache entry reads back as it was written", "[cache]") {
  CacheEntry entry = sampleEntry();
  std::optional<CacheEntry> back = parseCacheEntry(serializeCacheEntry(entry));
  REQUIRE(back);
  CHECK(sameEntry(*back, entry));
  std::optional<CacheEntry> empty = parseCacheEntry(serializeCacheEntry(CacheEntry()));
  REQUIRE(empty);
  CHECK(empty->files.empty());
}

TEST_CASE("a damaged cache entry is no entry", "[cache]") {
  std::string bytes = serializeCacheEntry(sampleEntry());
  // Every truncation, and a flipped byte anywhere, is refused.
  for (size_t size = 0; size < bytes.size(); ++size)
    CHECK_FALSE(parseCacheEntry(llvm::StringRef(bytes).take_front(size)));
  for (size_t i = 0; i < bytes.size(); ++i) {
    std::string flipped = bytes;
    flipped[i] ^= 0x20;
    CHECK_FALSE(parseCacheEntry(flipped));
  }
  CHECK_FALSE(parseCacheEntry(bytes + "x"));
  CHECK_FALSE(parseCacheEntry("not an entry"));
}

TEST_CASE("cache keys separate their fields", "[cache]") {
  auto keyOf = [](std::vector<std::pair<std::string, std::string>> fields) {
    CacheKeyBuilder builder;
    for (auto &[name, value] : fields)
      builder.add(name, value);
    return builder.key();
  };
  std::string key = keyOf({{"a", "bc"}});
  CHECK(key.size() == 64);
  CHECK(key.find_first_not_of("0123456789abcdef") == std::string::npos);
  CHECK(key == keyOf({{"a", "bc"}}));
  CHECK(key != keyOf({{"ab", "c"}}));
  CHECK(key != keyOf({{"a", "b"}, {"c", ""}}));
  CHECK(keyOf({{"-D", "X=1"}, {"-D", "Y=2"}}) != keyOf({{"-D", "Y=2"}, {"-D", "X=1"}}));
}

TEST_CASE("a file's identity changes with its size", "[cache]") {
  llvm::SmallString<128> path;
  REQUIRE_FALSE(llvm::sys::fs::createTemporaryFile("tritonc-cache-test", "bin", path));
  auto identity = [&] {
    CacheKeyBuilder builder;
    builder.addFileIdentity("tool", std::string(path));
    return builder.key();
  };
  std::string before = identity();
  CHECK(before == identity());
  {
    std::error_code ec;
    llvm::raw_fd_ostream out(path, ec);
    REQUIRE_FALSE(ec);
    out << "longer";
  }
  CHECK(before != identity());
  llvm::sys::fs::remove(path);
  CHECK(before != identity()); // missing
}

TEST_CASE("cache entries are stored under their key and found again", "[cache]") {
  llvm::SmallString<128> dir;
  REQUIRE_FALSE(llvm::sys::fs::createUniqueDirectory("tritonc-cache-test", dir));
  std::string key(64, 'a');
  key[0] = '0';
  key[1] = '1';
  CHECK_FALSE(lookupCacheEntry(std::string(dir), key));
  llvm::Error stored = storeCacheEntry(std::string(dir), key, sampleEntry());
  REQUIRE_FALSE(static_cast<bool>(stored));
  CHECK(cacheEntryPath(std::string(dir), key) == std::string(dir) + "/01/" + key.substr(2));
  std::optional<CacheEntry> found = lookupCacheEntry(std::string(dir), key);
  REQUIRE(found);
  CHECK(sameEntry(*found, sampleEntry()));
  llvm::sys::fs::remove_directories(dir);
}
