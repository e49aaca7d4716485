// The variants --specialize auto compiles, from the access decisions of
// the strongest specialization and of each one with a promise dropped.
#include "frontend/Specializations.h"
#include "ValidSignature.h"

#include <catch2/catch.hpp>

using namespace tritonc;

TEST_CASE("strongest promises", "[specializations]") {
  std::vector<ParamSpec> top = strongestPromises(validSignature("*fp32,*i8:16,i32,i64:1,i1,fp32,64"));
  CHECK(joinSignature(top) == "*fp32:16,*i8:16,i32:16,i64:1,i1,fp32,64");
  CHECK(isPromisable(top[0]));
  CHECK(isPromisable(top[3]));
  CHECK_FALSE(isPromisable(top[4]));  // a bool
  CHECK_FALSE(isPromisable(top[5]));
  CHECK_FALSE(isPromisable(top[6]));  // a constexpr
  CHECK(withoutPromise(top[2]).str() == "i32");
  CHECK(withoutPromise(top[3]).str() == "i64");
}

TEST_CASE("two accesses with their own requirements give four variants", "[specializations]") {
  // x_ptr, y_ptr, n, stride: the load needs x_ptr, n and stride; the store
  // y_ptr, n and stride.
  std::vector<ParamSpec> top = strongestPromises(validSignature("*fp32,*fp32,i32,i32"));
  std::vector<std::string> accesses = {"load w=4", "store w=4"};
  std::vector<DroppedPromise> dropped = {{0, {"load w=1", "store w=4"}},
                                         {1, {"load w=4", "store w=1"}},
                                         {2, {"load w=4 mask", "store w=4 mask"}},
                                         {3, {"load w=1", "store w=1"}}};
  CHECK(specializationsByAccess(top, accesses, dropped) ==
        std::vector<std::string>{"*fp32:16,*fp32:16,i32:16,i32:16", "*fp32,*fp32:16,i32:16,i32:16",
                                 "*fp32:16,*fp32,i32:16,i32:16", "*fp32,*fp32,i32,i32"});
}

TEST_CASE("promises no access needs are made by no variant", "[specializations]") {
  std::vector<ParamSpec> top = strongestPromises(validSignature("*fp32,i32,i32"));
  std::vector<std::string> accesses = {"store w=4"};
  std::vector<DroppedPromise> dropped = {{0, {"store w=1"}}, {1, {"store w=4"}}, {2, {"store w=4"}}};
  CHECK(specializationsByAccess(top, accesses, dropped) == std::vector<std::string>{"*fp32:16,i32,i32", "*fp32,i32,i32"});
  // Nothing depends on anything: one generic variant.
  std::vector<DroppedPromise> none = {{0, {"store w=4"}}, {1, {"store w=4"}}, {2, {"store w=4"}}};
  CHECK(specializationsByAccess(top, accesses, none) == std::vector<std::string>{"*fp32,i32,i32"});
}

TEST_CASE("nested requirements keep the variants closed under union", "[specializations]") {
  // The store's decision follows the load's (its value's layout): its
  // requirements include the load's, and the union of both groups is the
  // store's group.
  std::vector<ParamSpec> top = strongestPromises(validSignature("*fp32,*fp32,i32"));
  std::vector<std::string> accesses = {"load", "store"};
  std::vector<DroppedPromise> dropped = {{0, {"load'", "store'"}}, {1, {"load", "store'"}}, {2, {"load'", "store'"}}};
  CHECK(specializationsByAccess(top, accesses, dropped) ==
        std::vector<std::string>{"*fp32:16,*fp32:16,i32:16", "*fp32:16,*fp32,i32:16", "*fp32,*fp32,i32"});
}

TEST_CASE("a specialization with other accesses changes them all", "[specializations]") {
  // Equal to 1, a parameter folded a branch away: another access count.
  std::vector<ParamSpec> top = strongestPromises(validSignature("*fp32,*fp32,i32:1"));
  std::vector<std::string> accesses = {"load", "store"};
  std::vector<DroppedPromise> dropped = {{0, {"load'", "store"}}, {1, {"load", "store'"}}, {2, {"load", "load", "store"}}};
  CHECK(specializationsByAccess(top, accesses, dropped) ==
        std::vector<std::string>{"*fp32:16,*fp32:16,i32:1", "*fp32,*fp32:16,i32:1", "*fp32:16,*fp32,i32:1",
                                 "*fp32,*fp32,i32"});
}

TEST_CASE("groups beyond the limit merge into the last one told apart", "[specializations]") {
  // Five accesses, each needing its own pointer: with two groups told
  // apart, accesses 1-4 share one requirement set.
  std::vector<ParamSpec> top = strongestPromises(validSignature("*fp32,*fp32,*fp32,*fp32,*fp32"));
  std::vector<std::string> accesses = {"a", "b", "c", "d", "e"};
  std::vector<DroppedPromise> dropped;
  for (size_t p = 0; p < 5; ++p) {
    std::vector<std::string> changed = accesses;
    changed[p] += "'";
    dropped.push_back({p, changed});
  }
  std::vector<std::string> variants = specializationsByAccess(top, accesses, dropped, /*maxGroups=*/2);
  CHECK(variants == std::vector<std::string>{"*fp32:16,*fp32:16,*fp32:16,*fp32:16,*fp32:16",
                                             "*fp32,*fp32:16,*fp32:16,*fp32:16,*fp32:16",
                                             "*fp32:16,*fp32,*fp32,*fp32,*fp32", "*fp32,*fp32,*fp32,*fp32,*fp32"});
  CHECK(specializationsByAccess(top, accesses, dropped).size() == 16);
}

TEST_CASE("do_not_specialize keeps parameters out of every promise", "[specializations]") {
  SpecializationLimits limits;
  limits.never = {"n"};
  limits.alignment = {"x_ptr", "one"};
  std::vector<ParamSpec> top =
      strongestPromises(validSignature("*fp32,*fp32,i32,i32:1,i32:1"), {"x_ptr", "y_ptr", "n", "one", "unit"}, limits);
  CHECK(joinSignature(top) == "*fp32,*fp32:16,i32,i32:1,i32:1");
  limits.never.insert("unit");
  top = strongestPromises(validSignature("*fp32,*fp32,i32,i32:1,i32:1"), {"x_ptr", "y_ptr", "n", "one", "unit"}, limits);
  CHECK(joinSignature(top) == "*fp32,*fp32:16,i32,i32:1,i32");
}
