// A family of specializations behind one launch(): the checks, the text of
// the dispatch, and (as [compile]) a host program that calls it on the
// fake driver.
#include "VectorAdd.h"

#include <catch2/catch.hpp>

#include <cstdlib>
#include <fstream>

using namespace tritonc::launcher;

namespace {
// Variant 0 promises aligned pointers and n % 16 == 0; variant 1 promises
// nothing and asks for 512 bytes of shared memory, so a launch shows which
// one ran.
std::vector<KernelInfo> vectorAddFamily() {
  KernelInfo specialized = vectorAddInfo();
  specialized.params[3].divisibility = 16;
  KernelInfo generic = vectorAddInfo();
  for (LauncherParam &param : generic.params)
    param.divisibility = 1;
  generic.sharedBytes = 512;
  return {specialized, generic};
}

// Two autotune configs of vector add, each as the family above: config 0
// with BLOCK_SIZE=1024 on 4 warps (variants 0, 1), config 1 with
// BLOCK_SIZE=512 on 2 warps (variants 2, 3); in kernels::vector_add_configs.
std::vector<KernelInfo> vectorAddConfigs() {
  std::vector<KernelInfo> family = vectorAddFamily();
  for (KernelInfo &variant : family) {
    variant.configIndex = 0;
    variant.launcherNamespace = "vector_add_configs";  // beside vectorAddFamily() in one program
  }
  for (KernelInfo variant : vectorAddFamily()) {
    variant.configIndex = 1;
    variant.launcherNamespace = "vector_add_configs";
    variant.constexprs = {{"BLOCK_SIZE", "512"}};
    variant.numWarps = 2;
    family.push_back(variant);
  }
  return family;
}

// Config 1 for n_elements == 3000 or 77 (the table), other values tuned
// at run time; out_ptr is kept as it was while timing.
FamilyTuning vectorAddTuning() {
  FamilyTuning tuning;
  tuning.key = {"n_elements"};
  tuning.entries = {{{"3000"}, 1}, {{"77"}, 1}};
  tuning.configTexts = {"BLOCK_SIZE=1024 num_warps=4", "BLOCK_SIZE=512 num_warps=2"};
  tuning.preserved = {"out_ptr"};
  tuning.warmupMs = 4;
  tuning.repMs = 10;
  return tuning;
}

void writeFile(const std::string &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  REQUIRE(out.good());
}

int run(const std::string &command) {
  INFO(command);
  return std::system(command.c_str());
}
} // namespace

TEST_CASE("A family's variants must agree on everything but their promises", "[family]") {
  CHECK(checkFamily(vectorAddFamily()).empty());
  CHECK(checkFamily({}) == "a family needs at least one variant");

  std::vector<KernelInfo> renamed = vectorAddFamily();
  renamed[1].params[2].name = "z_ptr";
  CHECK(checkFamily(renamed) == "variant 1 has other parameters than variant 0 "
                                "('*fp32,*fp32,*fp32,i32' against '*fp32:16,*fp32:16,*fp32:16,i32:16')");
  std::vector<KernelInfo> retyped = vectorAddFamily();
  retyped[1].params[3].type = ScalarKind::I64;
  CHECK(checkFamily(retyped).find("variant 1 has other parameters") == 0);
  std::vector<KernelInfo> constants = vectorAddFamily();
  constants[1].constexprs = {{"BLOCK_SIZE", "512"}};
  CHECK(checkFamily(constants) == "variant 1 has other constexpr values than variant 0");

  // Configs: each group of variants together, in ascending order.
  CHECK(checkFamily(vectorAddConfigs(), vectorAddTuning()).empty());
  std::vector<KernelInfo> interleaved = vectorAddConfigs();
  std::swap(interleaved[1], interleaved[2]);
  CHECK(checkFamily(interleaved) == "variant 2: the variants of config 0 must follow each other, configs in "
                                    "ascending order");
  std::vector<KernelInfo> mixed = vectorAddConfigs();
  mixed[3].configIndex = -1;
  CHECK(checkFamily(mixed) == "variant 3 has no config but variant 0 has one");
  std::vector<KernelInfo> sameConfig = vectorAddConfigs();
  sameConfig[3].constexprs = {{"BLOCK_SIZE", "256"}};
  CHECK(checkFamily(sameConfig) == "variant 3 has other constexpr values than variant 2 of the same config");
  FamilyTuning pointerKey = vectorAddTuning();
  pointerKey.key = {"x_ptr"};
  CHECK(checkFamily(vectorAddConfigs(), pointerKey) ==
        "the tuning key names 'x_ptr', a pointer: configs are chosen by scalar arguments");
  FamilyTuning unknownKey = vectorAddTuning();
  unknownKey.key = {"BLOCK_SIZE"};
  CHECK(checkFamily(vectorAddConfigs(), unknownKey) ==
        "the tuning key names 'BLOCK_SIZE', which is no runtime parameter of 'aduna_vectori_kernel'");
  FamilyTuning missingConfig = vectorAddTuning();
  missingConfig.entries[1].config = 4;
  CHECK(checkFamily(vectorAddConfigs(), missingConfig) ==
        "tuning entry 1 chooses config 4, which the family was not compiled for");
  FamilyTuning preserveScalar = vectorAddTuning();
  preserveScalar.preserved = {"n_elements"};
  CHECK(checkFamily(vectorAddConfigs(), preserveScalar) ==
        "reset_to_zero/restore_value names 'n_elements', which is no pointer parameter of 'aduna_vectori_kernel'");
  FamilyTuning shortEntry = vectorAddTuning();
  shortEntry.entries[0].values.clear();
  CHECK(checkFamily(vectorAddConfigs(), shortEntry) == "tuning entry 0 has 0 values for a key of 1");
  std::vector<KernelInfo> other = vectorAddFamily();
  other[1].name = "other_kernel";
  CHECK(checkFamily(other) == "variant 1 is kernel 'other_kernel', variant 0 is 'aduna_vectori_kernel'");
  std::vector<KernelInfo> cpu = vectorAddFamily();
  cpu[0].binaryKind = "object";
  CHECK(checkFamily(cpu).find("variant 0: a family needs GPU kernels") == 0);
  std::vector<KernelInfo> warps = vectorAddFamily();
  warps[1].numWarps = 8;
  CHECK(checkFamily(warps) == "variant 1 has other num_warps or num_stages than variant 0 of the same config");
  std::vector<KernelInfo> broken = vectorAddFamily();
  broken[1].numWarps = 3;
  CHECK(checkFamily(broken) == "variant 1: num_warps must be a power of two from 1 to 32, not 3");
  // The generators refuse the same way, visibly in the generated code.
  CHECK(generateFamilyHeader(broken, "f.h").rfind("#error \"tritonc: cannot generate a launcher: variant 1", 0) == 0);
  CHECK(generateFamilySource(vectorAddFamily(), "f.h", {{1}}) ==
        "#error \"tritonc: cannot generate a launcher: 2 variants but 1 binaries\"\n");
}

TEST_CASE("A family's header declares each variant and the dispatch", "[family][header]") {
  std::string header = generateFamilyHeader(vectorAddFamily(), "vector_add_family.h");
  CHECK(header.rfind("// vector_add_family.h: launcher for the kernel 'aduna_vectori_kernel', 2 specializations.\n", 0) == 0);
  CHECK(header.find("//   variant_0   *fp32:16,*fp32:16,*fp32:16,i32:16  (num_warps=4 num_stages=3 shared_bytes=0)\n"
                    "//   variant_1   *fp32,*fp32,*fp32,i32  (num_warps=4 num_stages=3 shared_bytes=512)\n") !=
        std::string::npos);
  CHECK(header.find("namespace aduna_vectori_kernel {\nnamespace variant_0 {\n") != std::string::npos);
  CHECK(header.find("namespace aduna_vectori_kernel {\nnamespace variant_1 {\n") != std::string::npos);
  CHECK(header.find("int choose_variant(float *x_ptr, float *y_ptr, float *out_ptr, std::int32_t n_elements);") !=
        std::string::npos);
  CHECK(header.find("constexpr int variant_count = 2;\n") != std::string::npos);
  // One config: every variant runs it, and its constexprs are the grid
  // function's Config.
  CHECK(header.find("struct Config {\n  std::int64_t BLOCK_SIZE;\n  int num_warps;\n  int num_stages;\n};\n\n"
                    "constexpr int config_count = 1;\n") != std::string::npos);
  CHECK(header.find("constexpr Config configs[config_count] = {\n    {1024, 4, 3},\n};\n") != std::string::npos);
  CHECK(header.find("constexpr int variant_config[variant_count] = {0, 0};\n") != std::string::npos);
  CHECK(header.find("/// (always 0: one config).\n") != std::string::npos);
  CHECK(header.find("tritonc::Status launch(tritonc::Stream stream, const GridFn &grid, float *x_ptr,") !=
        std::string::npos);
  // The constants are also the family's own, outside the variants.
  CHECK(header.find("\n// Compile-time constants (tl.constexpr) the kernel was compiled with.\nconstexpr "
                    "std::int64_t BLOCK_SIZE = 1024;\n\n} // namespace aduna_vectori_kernel\n} // namespace "
                    "kernels\n") != std::string::npos);
}

TEST_CASE("A family of configs describes each config and shares only common constants", "[family][header]") {
  std::string header = generateFamilyHeader(vectorAddConfigs(), "f.h", vectorAddTuning());
  CHECK(header.rfind("// f.h: launcher for the kernel 'aduna_vectori_kernel', 4 variants of 2 configs.\n", 0) == 0);
  CHECK(header.find("//   variant_3   *fp32,*fp32,*fp32,i32  (num_warps=2 num_stages=3 shared_bytes=512)  config 1\n"
                    "//   config 0    BLOCK_SIZE=1024 num_warps=4 num_stages=3\n"
                    "//   config 1    BLOCK_SIZE=512 num_warps=2 num_stages=3\n") != std::string::npos);
  CHECK(header.find("constexpr Config configs[config_count] = {\n    {1024, 4, 3},\n    {512, 2, 3},\n};\n") !=
        std::string::npos);
  CHECK(header.find("constexpr int variant_config[variant_count] = {0, 0, 1, 1};\n") != std::string::npos);
  CHECK(header.find("/// the tuning table's entry for the values of n_elements, else the one\n/// tuned for them on this "
                    "device earlier in the process (tritonc/Tuning.h),\n/// else -1: launch() then times every "
                    "config and keeps the fastest.\n") != std::string::npos);
  // BLOCK_SIZE differs between the configs: no family-level constant.
  CHECK(header.find("constexpr std::int64_t BLOCK_SIZE = 1024;\n\n} // namespace aduna_vectori_kernel\n} // "
                    "namespace kernels\n") == std::string::npos);
}

TEST_CASE("A family's constants avoid the names its dispatch declares", "[family][header]") {
  std::vector<KernelInfo> family = vectorAddFamily();
  for (KernelInfo &variant : family)
    variant.constexprs = {{"choose_variant", "1"}, {"variant_1", "2"}};
  std::string header = generateFamilyHeader(family, "f.h");
  CHECK(header.find("constexpr std::int64_t choose_variant_ = 1;") != std::string::npos);
  CHECK(header.find("constexpr std::int64_t variant_1_ = 2;") != std::string::npos);
}

TEST_CASE("A family's source tries the variants in order", "[family][source]") {
  std::string source = generateFamilySource(vectorAddFamily(), "f.h", {{1, 2}, {3}});
  CHECK(source.find("int choose_config(float *x_ptr, float *y_ptr, float *out_ptr, std::int32_t n_elements) {\n"
                    "  (void)x_ptr;\n  (void)y_ptr;\n  (void)out_ptr;\n  (void)n_elements;\n"
                    "  return 0;\n}\n") != std::string::npos);
  CHECK(source.find("int choose_variant(float *x_ptr, float *y_ptr, float *out_ptr, std::int32_t n_elements) {\n"
                    "  switch (choose_config(x_ptr, y_ptr, out_ptr, n_elements)) {\n"
                    "  case 0:\n"
                    "    if (reinterpret_cast<std::uintptr_t>(x_ptr) % 16 == 0 &&\n"
                    "        reinterpret_cast<std::uintptr_t>(y_ptr) % 16 == 0 &&\n"
                    "        reinterpret_cast<std::uintptr_t>(out_ptr) % 16 == 0 &&\n"
                    "        n_elements % 16 == 0)\n"
                    "      return 0;\n"
                    "    return 1;\n"
                    "  }\n  return -1;\n}\n") != std::string::npos);
  CHECK(source.find("  switch (variant) {\n  case 0:\n    return variant_0::launch(stream, grid, x_ptr, y_ptr, out_ptr, "
                    "n_elements);\n  case 1:\n    return variant_1::launch(stream, grid, x_ptr, y_ptr, out_ptr, "
                    "n_elements);\n  }\n") != std::string::npos);
  // One config: launch_config() falls back to its last variant, which
  // names the failed assumption; there is nothing to tune.
  CHECK(source.find("  case 0:\n    if (reinterpret_cast<std::uintptr_t>(x_ptr) % 16 == 0 &&\n") != std::string::npos);
  CHECK(source.find("      return variant_0::launch(stream, grid, x_ptr, y_ptr, out_ptr, n_elements);\n"
                    "    return variant_1::launch(stream, grid, x_ptr, y_ptr, out_ptr, n_elements);\n  }\n") !=
        std::string::npos);
  CHECK(source.find("  *config = 0;\n  return tritonc::Status();\n") != std::string::npos);
  CHECK(source.find("tritonc::tuning") == std::string::npos);
  // Each variant embeds its own binary.
  CHECK(source.find("// The cubin (2 bytes)") != std::string::npos);
  CHECK(source.find("// The cubin (1 bytes)") != std::string::npos);

  // Without a variant that promises nothing, no variant may accept.
  std::vector<KernelInfo> strict = vectorAddFamily();
  strict[1].params[0].divisibility = 16;
  source = generateFamilySource(strict, "f.h", {{1}, {2}});
  CHECK(source.find("      return 1;\n    return -1;\n  }\n  return -1;\n}\n") != std::string::npos);
}

TEST_CASE("A family of configs chooses the config by the tuning table", "[family][source]") {
  std::string source = generateFamilySource(vectorAddConfigs(), "f.h", {{1}, {2}, {3}, {4}}, vectorAddTuning());
  CHECK(source.find("  (void)n_elements;\n"
                    "  if (n_elements == 3000)\n    return 1;\n"
                    "  if (n_elements == 77)\n    return 1;\n"
                    "  return tritonc::tuning::cachedChoice(tuningFamily(), keyText(x_ptr, y_ptr, out_ptr, "
                    "n_elements));\n}\n") != std::string::npos);
  CHECK(source.find("  case 1:\n    if (reinterpret_cast<std::uintptr_t>(x_ptr) % 16 == 0 &&") != std::string::npos);
  CHECK(source.find("      return 2;\n    return 3;\n  }\n") != std::string::npos);
  CHECK(source.find("  return std::string() + tritonc::tuning::keyValue(static_cast<long long>(n_elements));\n") !=
        std::string::npos);
  CHECK(source.find("static const tritonc::tuning::Family family{\"aduna_vectori_kernel\", {\"n_elements\"}, "
                    "{\"BLOCK_SIZE=1024 num_warps=4\", \"BLOCK_SIZE=512 num_warps=2\"}, 4, 10, {0, 1}};") !=
        std::string::npos);
  CHECK(source.find("return tritonc::tuning::tune(tuningFamily(), keyText(x_ptr, y_ptr, out_ptr, n_elements), "
                    "stream, {static_cast<const void *>(out_ptr)},") != std::string::npos);
  CHECK(generateFamilySource(vectorAddConfigs(), "f.h", {{1}, {2}, {3}, {4}}, FamilyTuning{{"x_ptr"}, {}})
            .rfind("#error \"tritonc: cannot generate a launcher: the tuning key names 'x_ptr'", 0) == 0);
}

TEST_CASE("A family's metadata lists its variants", "[family][json]") {
  std::string json = generateFamilyMetadataJson(vectorAddFamily());
  CHECK(json.rfind("{\n  \"name\": \"aduna_vectori_kernel\",\n  \"variants\": [\n    {\n      \"name\": "
                   "\"aduna_vectori_kernel\",", 0) == 0);
  CHECK(json.find("\"shared_bytes\": 512") != std::string::npos);
  CHECK(json.find("\"config\"") == std::string::npos);
  json = generateFamilyMetadataJson(vectorAddConfigs());
  CHECK(json.find("\"config\": 1,\n      \"num_warps\": 2,") != std::string::npos);
}

TEST_CASE("A family launcher runs the variant the arguments allow, on the fake driver", "[compile][family]") {
  const std::string dir = TRITONC_TEST_WORK_DIR;
  const std::string image = "FAKE-ADD 1024";
  const std::vector<std::uint8_t> bytes(image.begin(), image.end());
  // Config 0's images take 2 ms a launch on the fake clock, config 1's 1 ms:
  // the run-time tuner must choose config 1.
  const std::string slow = "FAKE-ADD 1024 ms=2";
  const std::vector<std::uint8_t> slowBytes(slow.begin(), slow.end());
  const std::string small = "FAKE-ADD 512 ms=1";
  const std::vector<std::uint8_t> smallBytes(small.begin(), small.end());
  writeFile(dir + "/vector_add_family.h", generateFamilyHeader(vectorAddFamily(), "vector_add_family.h"));
  writeFile(dir + "/vector_add_family.cpp",
            generateFamilySource(vectorAddFamily(), "vector_add_family.h", {bytes, bytes}));
  writeFile(dir + "/vector_add_configs.h",
            generateFamilyHeader(vectorAddConfigs(), "vector_add_configs.h", vectorAddTuning()));
  writeFile(dir + "/vector_add_configs.cpp",
            generateFamilySource(vectorAddConfigs(), "vector_add_configs.h",
                                 {slowBytes, slowBytes, smallBytes, smallBytes}, vectorAddTuning()));
  const std::string exe = dir + "/vector_add_family";
  REQUIRE(run(std::string(TRITONC_TEST_CXX) + " -std=c++17 -Wall -Wextra -Wpedantic -Werror -I" +
              TRITONC_TEST_RUNTIME_INCLUDE + " -I" + TRITONC_TEST_FAKE_CUDA_INCLUDE + " -I" + dir + " " + dir +
              "/vector_add_family.cpp " + dir + "/vector_add_configs.cpp " + TRITONC_TEST_FAMILY_MAIN + " " +
              TRITONC_TEST_RUNTIME_LIB +
              " -ldl -pthread -o " + exe) == 0);
  CHECK(run("TRITONC_LIBCUDA=" + std::string(TRITONC_TEST_FAKE_CUDA) + " " + exe) == 0);
}
