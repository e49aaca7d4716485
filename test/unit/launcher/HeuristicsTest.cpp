// @triton.heuristics on the launcher's side: the checks of a HeuristicCheck,
// the single launcher's refusal of other values and a family's choice of
// the variant compiled for the value.
#include "VectorAdd.h"

#include <catch2/catch.hpp>

using namespace tritonc::launcher;

namespace {
// BLOCK_SIZE = min(next_power_of_2(n_elements), 1024), compiled for `value`.
HeuristicCheck blockCheck(const std::string &value) {
  return {"BLOCK_SIZE", value,
          "tritonc::heuristics::min(tritonc::heuristics::next_power_of_2(@{n_elements}), std::int64_t{1024})",
          "vector_add.py:7"};
}

KernelInfo withBlock(const std::string &value) {
  KernelInfo info = vectorAddInfo();
  info.constexprs = {{"BLOCK_SIZE", value}};
  info.heuristics = {blockCheck(value)};
  return info;
}
} // namespace

TEST_CASE("A heuristic check must be a number or bool over scalar parameters", "[heuristics]") {
  CHECK(checkKernelInfo(withBlock("1024")).empty());
  KernelInfo text = withBlock("1024");
  text.heuristics[0].value = "'fast'";
  CHECK(checkKernelInfo(text) ==
        "the heuristic for 'BLOCK_SIZE' has the value ''fast'': a value checked at launch is a bool, an int or a float");
  KernelInfo injected = withBlock("1024");
  injected.heuristics[0].expression = "@{n_elements}); system(\"rm\"";
  CHECK(checkKernelInfo(injected) == "the heuristic for 'BLOCK_SIZE' has an invalid expression");
  KernelInfo unknown = withBlock("1024");
  unknown.heuristics[0].expression = "@{n}";
  CHECK(checkKernelInfo(unknown) == "the heuristic for 'BLOCK_SIZE' reads 'n', which is no runtime parameter");
  KernelInfo pointer = withBlock("1024");
  pointer.heuristics[0].expression = "@{x_ptr} + 1";
  CHECK(checkKernelInfo(pointer) == "the heuristic for 'BLOCK_SIZE' reads pointer parameter 'x_ptr' as a number");
  KernelInfo unclosed = withBlock("1024");
  unclosed.heuristics[0].expression = "@{n_elements";
  CHECK(checkKernelInfo(unclosed) == "the heuristic for 'BLOCK_SIZE' has a malformed placeholder");
  KernelInfo badName = withBlock("1024");
  badName.heuristics[0].name = "BLOCK SIZE";
  CHECK(checkKernelInfo(badName) == "invalid heuristic name 'BLOCK SIZE'");
}

TEST_CASE("A single launcher refuses arguments for which a heuristic gives another value", "[heuristics][source]") {
  const std::string source = generateLauncherSource(withBlock("512"), "k.h", {1, 2, 3});
  CHECK(source.find("const auto heuristic = tritonc::heuristics::min(tritonc::heuristics::next_power_of_2("
                    "static_cast<std::int64_t>(n_elements)), std::int64_t{1024});") != std::string::npos);
  CHECK(source.find("if (!(heuristic == 512))") != std::string::npos);
  CHECK(source.find("return tritonc::detail::heuristicMismatch(\"aduna_vectori_kernel\", \"BLOCK_SIZE\", "
                    "tritonc::heuristics::text(heuristic), \"512\", \"vector_add.py:7\");") != std::string::npos);
  const std::string header = generateLauncherHeader(withBlock("512"), "k.h");
  CHECK(header.find("///   the @triton.heuristics for BLOCK_SIZE (vector_add.py:7) must give 512") !=
        std::string::npos);
  // A null-pointer test of a scalar is false; of a pointer, a comparison.
  KernelInfo nulls = withBlock("512");
  nulls.heuristics.push_back({"HAS_Y", "True", "(!@null{y_ptr} && !@null{n_elements})", "vector_add.py:8"});
  nulls.constexprs.push_back({"HAS_Y", "True"});
  REQUIRE(checkKernelInfo(nulls).empty());
  CHECK(generateLauncherSource(nulls, "k.h", {1}).find("(!(y_ptr == nullptr) && !false)") != std::string::npos);
}

TEST_CASE("A family chooses the variant compiled for the heuristic's value", "[heuristics][family]") {
  std::vector<KernelInfo> family = {withBlock("512"), withBlock("1024")};
  REQUIRE(checkFamily(family).empty());
  const std::string source = generateFamilySource(family, "f.h", {{1}, {2}});
  CHECK(source.find("std::int64_t{1024}) == 512)\n      return 0;") != std::string::npos);
  CHECK(source.find("std::int64_t{1024}) == 1024)\n      return 1;") != std::string::npos);
  CHECK(source.find("return variant_1::launch(stream, grid(variant_configs[1]), x_ptr, y_ptr, out_ptr, "
                    "n_elements);") != std::string::npos);
  const std::string header = generateFamilyHeader(family, "f.h");
  CHECK(header.find("//   variant_1   *fp32:16,*fp32:16,*fp32:16,i32  (num_warps=4 num_stages=3 shared_bytes=0)  "
                    "BLOCK_SIZE=1024") != std::string::npos);
  CHECK(header.find("constexpr Config variant_configs[variant_count] = {\n    {512, 4, 3},\n    {1024, 4, 3},\n};") !=
        std::string::npos);
  // Other constexprs must agree; heuristics must be the same ones.
  std::vector<KernelInfo> otherConstant = family;
  otherConstant[1].constexprs.push_back({"MODE", "1"});
  otherConstant[0].constexprs.push_back({"MODE", "2"});
  CHECK(checkFamily(otherConstant) == "variant 1 has other constexpr values than variant 0");
  std::vector<KernelInfo> unchecked = family;
  unchecked[1].heuristics.clear();
  CHECK(checkFamily(unchecked) ==
        "variant 1 checks the heuristics of none, variant 0 those of 'BLOCK_SIZE'");
}

TEST_CASE("The metadata lists the heuristic values launch() checks", "[heuristics][json]") {
  const std::string json = generateMetadataJson(withBlock("512"));
  CHECK(json.find("\"heuristics\": [\n    {\n      \"name\": \"BLOCK_SIZE\",\n      \"value\": \"512\",") !=
        std::string::npos);
  CHECK(generateMetadataJson(vectorAddInfo()).find("heuristics") == std::string::npos);
}
