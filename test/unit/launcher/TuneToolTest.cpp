// tritonc-tune (runtime/tools) on the fake driver: an autotuned family of
// vector add (config 0's images take 2 ms a launch on the fake clock,
// config 1's 1 ms) built into a shared library, tuned over a shapes file;
// the table must choose config 1 for each key, in the shapes' order. Then
// the shapes files and command lines it refuses, each with its message.
#include "GridExpression.h"
#include "VectorAdd.h"

#include <catch2/catch.hpp>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <sstream>

using namespace tritonc::launcher;

namespace {
void write(const std::string &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  REQUIRE(out.good());
}

std::string read(const std::string &path) {
  std::ifstream in(path, std::ios::binary);
  std::stringstream text;
  text << in.rdbuf();
  return text.str();
}

// Runs tritonc-tune with `arguments` on the fake driver; its exit status,
// with standard error in `log`.
int tune(const std::string &arguments, std::string &log) {
  const std::string dir = TRITONC_TEST_WORK_DIR;
  const std::string command = "TRITONC_LIBCUDA=" + std::string(TRITONC_TEST_FAKE_CUDA) + " " +
                              TRITONC_TEST_TUNE_TOOL + " " + arguments + " 2> " + dir + "/tune.log";
  INFO(command);
  int status = std::system(command.c_str());
  log = read(dir + "/tune.log");
  INFO(log);
  return status;
}

std::vector<KernelInfo> tunedFamily() {
  std::vector<KernelInfo> family;
  for (int config = 0; config < 2; ++config) {
    KernelInfo variant = vectorAddInfo();
    variant.launcherNamespace = "tuned_add";
    variant.configIndex = config;
    for (LauncherParam &param : variant.params)
      param.divisibility = 1;
    variant.constexprs = {{"BLOCK_SIZE", config == 0 ? "1024" : "512"}};
    variant.numWarps = config == 0 ? 4 : 2;
    family.push_back(variant);
  }
  return family;
}
} // namespace

TEST_CASE("tritonc-tune tunes a family library over a shapes file", "[compile][tune]") {
  const std::string dir = TRITONC_TEST_WORK_DIR;
  FamilyTuning tuning;
  tuning.key = {"n_elements"};
  tuning.configTexts = {"BLOCK_SIZE=1024 num_warps=4", "BLOCK_SIZE=512 num_warps=2"};
  tuning.warmupMs = 4;
  tuning.repMs = 10;
  const std::string slow = "FAKE-ADD 1024 ms=2", fast = "FAKE-ADD 512 ms=1";
  write(dir + "/tuned_add.h", generateFamilyHeader(tunedFamily(), "tuned_add.h", tuning));
  write(dir + "/tuned_add.cpp",
        generateFamilySource(tunedFamily(), "tuned_add.h",
                             {std::vector<std::uint8_t>(slow.begin(), slow.end()),
                              std::vector<std::uint8_t>(fast.begin(), fast.end())},
                             tuning));
  const std::string library = dir + "/libtuned_add.so";
  const std::string build = std::string(TRITONC_TEST_CXX) + " -std=c++17 -shared -fPIC -Wall -Wextra -Werror -I" +
                            TRITONC_TEST_RUNTIME_INCLUDE + " -I" + dir + " " + dir + "/tuned_add.cpp " +
                            TRITONC_TEST_RUNTIME_LIB + " -ldl -pthread -o " + library;
  INFO(build);
  REQUIRE(std::system(build.c_str()) == 0);

  write(dir + "/shapes.json", R"json({
  "kernel": "tuned_add",
  "grid": ["cdiv(n_elements, BLOCK_SIZE)"],
  "shapes": [
    {"x_ptr": [5000], "y_ptr": [5000], "out_ptr": {"shape": [5000], "fill": "zeros"}, "n_elements": 5000},
    {"x_ptr": 77, "y_ptr": 77, "out_ptr": 77, "n_elements": 77},
    {"x_ptr": [5000], "y_ptr": [5000], "out_ptr": [5000], "n_elements": 5000}
  ]
})json");
  std::string log;
  std::remove((dir + "/table.json").c_str());
  REQUIRE(tune(library + " " + dir + "/shapes.json -o " + dir + "/table.json", log) == 0);
  CHECK(log.find("tritonc-tune: kernel 'aduna_vectori_kernel', 2 configs, 3 shapes, key (n_elements)") !=
        std::string::npos);
  CHECK(log.find("[1/3] n_elements=5000 (key 5000): config 1 (BLOCK_SIZE=512 num_warps=2), ") != std::string::npos);
  CHECK(log.find("[3/3] n_elements=5000 (key 5000): config 1 (BLOCK_SIZE=512 num_warps=2), tuned before") !=
        std::string::npos);
  const std::string table = read(dir + "/table.json");
  CHECK(table.find("\"kernel\": \"aduna_vectori_kernel\"") != std::string::npos);
  CHECK(table.find("{\"key\": [5000], \"config\": 1, \"config_text\": \"BLOCK_SIZE=512 num_warps=2\"") !=
        std::string::npos);
  CHECK(table.find("{\"key\": [77], \"config\": 1,") != std::string::npos);
  CHECK(table.find("{\"key\": [5000]") < table.find("{\"key\": [77]"));

  // What it refuses.
  struct Refusal {
    std::string shapes, message;
  };
  const std::vector<Refusal> refusals = {
      {R"json({"kernel": "tuned_add", "grid": ["cdiv(n_elements, BLOCK_SIZE)"], "shapes": [{"x_ptr": [4], "y_ptr": [4], "out_ptr": [4]}]})json",
       "shape 0: no value for argument 'n_elements' (i32)"},
      {R"json({"kernel": "tuned_add", "grid": ["cdiv(n_elements, BLOCK_SIZE)"], "shapes": [{"x_ptr": [4], "y_ptr": [4], "out_ptr": [4], "n_elements": 4, "n": 1}]})json",
       "shape 0: 'n' is no argument of the kernel"},
      {R"json({"kernel": "tuned_add", "grid": ["n_elements / BLOCK_SIZE"], "shapes": [{"x_ptr": [4], "y_ptr": [4], "out_ptr": [4], "n_elements": 4}]})json",
       "\"grid\": '/' gives a float; a grid is whole numbers: use '//' or cdiv() at column 12 of 'n_elements / BLOCK_SIZE'"},
      {R"json({"kernel": "tuned_add", "grid": ["cdiv(n_elements, BLOCK)"], "shapes": [{"x_ptr": [4], "y_ptr": [4], "out_ptr": [4], "n_elements": 4}]})json",
       "shape 0: grid 'cdiv(n_elements, BLOCK)': unknown name 'BLOCK' (a scalar argument or a field of the config)"},
      {R"json({"kernel": "tuned_add", "grid": ["1"], "shapes": [{"x_ptr": [4], "y_ptr": [4], "out_ptr": [4], "n_elements": 2.5}]})json",
       "shape 0: argument 'n_elements': an i32 argument is an integer"},
      {R"json({"kernel": "other", "grid": ["1"], "shapes": [{}]})json",
       "has no autotuned family 'other' (no tritonc_tunable_other): build it from the launcher tritonc --config all writes"},
      {"[1, 2", "is not JSON"},
  };
  for (const Refusal &refusal : refusals) {
    write(dir + "/bad_shapes.json", refusal.shapes);
    std::remove((dir + "/bad_table.json").c_str());
    CHECK(tune(library + " " + dir + "/bad_shapes.json -o " + dir + "/bad_table.json", log) != 0);
    CHECK(log.find(refusal.message) != std::string::npos);
    CHECK(!std::ifstream(dir + "/bad_table.json").good());
  }
  CHECK(tune(library + " " + dir + "/shapes.json", log) != 0);
  CHECK(log.find("tritonc-tune: error: give the table to write with -o") != std::string::npos);
  CHECK(tune(dir + "/missing.so " + dir + "/shapes.json -o " + dir + "/bad_table.json", log) != 0);
  CHECK(log.find("tritonc-tune: error: cannot load '") != std::string::npos);
}

TEST_CASE("A grid expression computes as Python does", "[tune]") {
  using tritonc::tune::GridExpression;
  auto value = [](const std::string &text) {
    std::string error;
    std::unique_ptr<GridExpression> expression = GridExpression::parse(text, error);
    INFO(text << ": " << error);
    REQUIRE(expression);
    std::int64_t result = 0;
    auto lookup = [](const std::string &name, std::int64_t *v) {
      if (name != "M" && name != "BLOCK_M")
        return false;
      *v = name == "M" ? 1000 : 128;
      return true;
    };
    REQUIRE(expression->evaluate(lookup, &result, error));
    return result;
  };
  CHECK(value("cdiv(M, BLOCK_M)") == 8);
  CHECK(value("triton.cdiv(M, BLOCK_M) * 2 + 1") == 17);
  CHECK(value("-7 // 2") == -4);
  CHECK(value("-7 % 2") == 1);
  CHECK(value("min(M, 64, BLOCK_M)") == 64);
  CHECK(value("max(1, (M - 1) // BLOCK_M)") == 7);
  CHECK(value("  42 ") == 42);
  auto problem = [](const std::string &text) {
    std::string error;
    std::unique_ptr<GridExpression> expression = GridExpression::parse(text, error);
    if (expression) {
      std::int64_t result = 0;
      expression->evaluate([](const std::string &, std::int64_t *) { return false; }, &result, error);
    }
    return error;
  };
  CHECK(problem("M +") == "unexpected end at column 4 of 'M +'");
  CHECK(problem("cdiv(M)") == "cdiv() takes two arguments at column 8 of 'cdiv(M)'");
  CHECK(problem("sqrt(4)") == "unknown function 'sqrt' (cdiv, min and max are known) at column 6 of 'sqrt(4)'");
  CHECK(problem("2 ** 3") == "'**' binds tighter than unary minus in Python; write it in parentheses at column 5 of '2 ** 3'");
  CHECK(problem("(1") == "missing ')' at column 3 of '(1'");
  CHECK(problem("1 // 0") == "division by zero");
  CHECK(problem("M") == "unknown name 'M' (a scalar argument or a field of the config)");
  CHECK(problem("4611686018427387904 * 2") == "integer overflow");
}
