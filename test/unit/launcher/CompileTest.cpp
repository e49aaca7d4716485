// Generated launchers must compile with nothing but the runtime headers, so
// these tests write them out and run the C++ compiler CMake uses. The
// round trip also links the runtime and launches through the fake driver
// (test/unit/runtime/FakeCuda), checking the argument ABI end to end.
#include "TensorMapKernels.h"
#include "VectorAdd.h"

#include <catch2/catch.hpp>

#include <chrono>
#include <cstdlib>
#include <fstream>
#include <random>
#include <string>

using namespace tritonc::launcher;

namespace {
const std::string kWorkDir = TRITONC_TEST_WORK_DIR;

void writeFile(const std::string &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  REQUIRE(out.good());
}

// Writes <stem>.h and <stem>.cpp as tritonc would.
void writeLauncher(const std::string &stem, const KernelInfo &info, const std::vector<std::uint8_t> &binary) {
  writeFile(kWorkDir + "/" + stem + ".h", generateLauncherHeader(info, stem + ".h"));
  writeFile(kWorkDir + "/" + stem + ".cpp", generateLauncherSource(info, stem + ".h", binary));
}

int run(const std::string &command) {
  INFO(command);
  int status = std::system(command.c_str());
  return status;
}

std::string compileCommand(const std::string &stem) {
  return std::string(TRITONC_TEST_CXX) + " -std=c++17 -Wall -Wextra -Wpedantic -Werror -I" +
         TRITONC_TEST_RUNTIME_INCLUDE + " -I" + kWorkDir + " -c " + kWorkDir + "/" + stem + ".cpp -o " +
         kWorkDir + "/" + stem + ".o";
}
} // namespace

TEST_CASE("The vector-add launcher compiles", "[compile]") {
  writeLauncher("vector_add", vectorAddInfo(), {0x7f, 'E', 'L', 'F', 2, 1, 1, 0});
  CHECK(run(compileCommand("vector_add")) == 0);
}

TEST_CASE("Launchers with every parameter kind compile", "[compile]") {
  KernelInfo info = vectorAddInfo();
  info.name = "all_kinds";
  info.binaryKind = "fatbin";
  info.archs = {"sm_80", "sm_90a"};
  info.params = {{"a", ptr(ScalarKind::FP16), 16},   {"b", ptr(ScalarKind::BF16)},
                 {"c", ptr(ScalarKind::I1)},         {"d", ptr(ScalarKind::U8), 16},
                 {"e", ptr(ScalarKind::FP8E5)},      {"f", ptr(ScalarKind::FP64)},
                 {"g", ptr(ScalarKind::I64)},        {"h", ScalarKind::I1},
                 {"i", ScalarKind::I8, 16},          {"j", ScalarKind::U16},
                 {"k", ScalarKind::U32, 16},         {"l", ScalarKind::U64, 16},
                 {"m", ScalarKind::I64, 1, true, false}, {"n", ScalarKind::FP16},
                 {"o", ScalarKind::BF16},            {"p", ScalarKind::FP64},
                 {"grid", ScalarKind::I32, 1, true}, {"stream", ptr(ScalarKind::FP32), 16},
                 {"class", ScalarKind::I1}};
  info.constexprs = {{"A", "-3"}, {"B", "0.5"}, {"C", "'relu'"}, {"D", "None"}, {"E", "False"}};
  writeLauncher("all_kinds", info, {1, 2, 3});
  CHECK(run(compileCommand("all_kinds")) == 0);

  KernelInfo none = vectorAddInfo();
  none.name = "no_params";
  none.params.clear();
  none.constexprs.clear();
  writeLauncher("no_params", none, {});
  CHECK(run(compileCommand("no_params")) == 0);
}

TEST_CASE("A multi-megabyte image compiles quickly", "[compile]") {
  std::vector<std::uint8_t> binary(4u << 20);
  std::mt19937 random(42);
  for (auto &byte : binary)
    byte = static_cast<std::uint8_t>(random());
  writeLauncher("big_image", vectorAddInfo(), binary);
  auto start = std::chrono::steady_clock::now();
  CHECK(run(compileCommand("big_image")) == 0);
  double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();
  WARN("4 MiB image compiled in " << seconds << " s");
  CHECK(seconds < 60);
}

TEST_CASE("A generated launcher runs end to end on the fake driver", "[compile]") {
  // FakeCuda executes the image text "FAKE-ADD <BLOCK>" as a vector add,
  // reading the arguments exactly as the generated launch() packed them.
  const std::string image = "FAKE-ADD 1024";
  writeLauncher("vector_add_roundtrip", vectorAddInfo(), std::vector<std::uint8_t>(image.begin(), image.end()));
  const std::string exe = kWorkDir + "/vector_add_roundtrip";
  REQUIRE(run(std::string(TRITONC_TEST_CXX) + " -std=c++17 -Wall -Wextra -Werror -I" +
              TRITONC_TEST_RUNTIME_INCLUDE + " -I" + kWorkDir + " " + kWorkDir +
              "/vector_add_roundtrip.cpp " + TRITONC_TEST_ROUNDTRIP_MAIN + " " + TRITONC_TEST_RUNTIME_LIB +
              " -ldl -pthread -o " + exe) == 0);
  CHECK(run("TRITONC_LIBCUDA=" + std::string(TRITONC_TEST_FAKE_CUDA) + " " + exe) == 0);
}

TEST_CASE("Launchers with tensor maps compile", "[compile][tensormap]") {
  writeLauncher("matmul_two_maps", tensor_map_kernels::matmulTwoMaps(), {1, 2, 3});
  CHECK(run(compileCommand("matmul_two_maps")) == 0);
  KernelInfo odd = tensor_map_kernels::matmulOddOperands();
  odd.name = "matmul_odd_operands";
  odd.params[3].type = ScalarKind::U64;  // any integer type converts to the int64 extents
  odd.tensorMaps[1].dims[1] = tensor_map_kernels::param(3);
  writeLauncher("matmul_odd_operands", odd, {1});
  CHECK(run(compileCommand("matmul_odd_operands")) == 0);
}

TEST_CASE("A tensor-map launcher runs end to end on the fake driver", "[compile][tensormap]") {
  // Two maps over fp16 tiles; the ==1 parameter `one` is a third extent.
  using tensor_map_kernels::constant;
  using tensor_map_kernels::param;
  KernelInfo info;
  info.name = info.symbol = "tma_copy";
  info.params = {{"x_ptr", ptr(ScalarKind::FP16), 16}, {"y_ptr", ptr(ScalarKind::FP16), 16},
                 {"rows", ScalarKind::I32}, {"cols", ScalarKind::I32}, {"stride", ScalarKind::I32, 16},
                 {"one", ScalarKind::I32, 1, true, false}};
  info.archs = {"sm_90a"};
  info.binaryKind = "cubin";
  TensorMapParam x;
  x.baseParam = 0;
  x.dims = {param(3), param(2)};
  x.strides = {param(4)};
  x.box = {64, 32};
  x.swizzleBytes = 128;
  TensorMapParam y = x;
  y.baseParam = 1;
  y.dims.push_back(param(5));
  y.strides.push_back(constant(8192));
  y.box.push_back(1);
  info.tensorMaps = {x, y};
  REQUIRE(checkKernelInfo(info).empty());
  // FakeCuda records the maps at arguments 5 and 6 (after the five passed parameters).
  const std::string image = "FAKE-TMA 5 2";
  writeLauncher("tma_copy_roundtrip", info, std::vector<std::uint8_t>(image.begin(), image.end()));
  const std::string exe = kWorkDir + "/tma_copy_roundtrip";
  REQUIRE(run(std::string(TRITONC_TEST_CXX) + " -std=c++17 -Wall -Wextra -Werror -I" +
              TRITONC_TEST_RUNTIME_INCLUDE + " -I" + TRITONC_TEST_FAKE_CUDA_INCLUDE + " -I" + kWorkDir +
              " " + kWorkDir + "/tma_copy_roundtrip.cpp " + TRITONC_TEST_TENSOR_MAP_MAIN + " " +
              TRITONC_TEST_RUNTIME_LIB + " -ldl -pthread -o " + exe) == 0);
  CHECK(run("TRITONC_LIBCUDA=" + std::string(TRITONC_TEST_FAKE_CUDA) + " " + exe) == 0);
}
