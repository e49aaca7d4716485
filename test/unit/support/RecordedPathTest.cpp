// The source path written into outputs (src/support/RecordedPath.h).
#include "support/RecordedPath.h"

#include <catch2/catch.hpp>

using namespace tritonc;

TEST_CASE("prefix maps split at the first '='", "[paths]") {
  CHECK(parsePrefixMap("/a=/b") == PrefixMap{"/a", "/b"});
  CHECK(parsePrefixMap("/a=") == PrefixMap{"/a", ""});
  CHECK(parsePrefixMap("/a=b=c") == PrefixMap{"/a", "b=c"});
  CHECK_FALSE(parsePrefixMap("=/b"));
  CHECK_FALSE(parsePrefixMap("/a"));
}

TEST_CASE("a list of prefix maps parses whole or names its first bad text", "[paths]") {
  std::string error;
  auto maps = parsePrefixMaps({"/a=/b", "/c=d"}, error);
  REQUIRE(maps);
  CHECK(*maps == std::vector<PrefixMap>{{"/a", "/b"}, {"/c", "d"}});
  CHECK(error.empty());
  CHECK_FALSE(parsePrefixMaps({"/a=/b", "nothing", "=x"}, error));
  CHECK(error == "file-prefix-map expects OLD=NEW, got 'nothing'");
  auto none = parsePrefixMaps({}, error);
  REQUIRE(none);
  CHECK(none->empty());
}

TEST_CASE("recorded paths: the last matching map, else relative to the current directory", "[paths]") {
  std::vector<PrefixMap> maps = {{"/src", "/x"}, {"/src/k", "/y"}, {"/src", "/z"}};
  CHECK(recordedPath("/src/k/a.py", maps, "/src") == "/z/k/a.py");
  CHECK(recordedPath("/work/a.py", {}, "/work") == "a.py");
  CHECK(recordedPath("/work/a.py", {}, "/work/") == "a.py");
  CHECK(recordedPath("/workshop/a.py", {}, "/work") == "/workshop/a.py");
  CHECK(recordedPath("/work", {}, "/work") == "/work");
  CHECK(recordedPath("rel/a.py", {}, "/work") == "rel/a.py");
  CHECK(recordedPath("/work/a.py", {}, "") == "/work/a.py");
}
