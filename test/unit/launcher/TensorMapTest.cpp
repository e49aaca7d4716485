// Launchers of kernels that take Hopper tensor maps: the generated encode
// calls, the argument array, the metadata and the checks of the description.
#include "TensorMapKernels.h"

#include <catch2/catch.hpp>

#include <functional>
#include <string>
#include <vector>

using namespace tritonc::launcher;
using namespace tensor_map_kernels;

namespace {
// Position of `needle` in `text`; fails the test when it is missing.
std::size_t at(const std::string &text, const std::string &needle) {
  std::size_t position = text.find(needle);
  INFO("looking for: " << needle);
  REQUIRE(position != std::string::npos);
  return position;
}
} // namespace

TEST_CASE("A tensor map is encoded from the arguments after the checks", "[tensormap][source]") {
  std::string source = generateLauncherSource(matmulOneMap(), "mm.h", {1, 2});
  const std::string encode =
      "  // The TMA descriptors the kernel takes after its parameters (CUDA 12+ driver).\n"
      "  tritonc::TensorMap tensor_maps[1];\n"
      "  {\n"
      "    const std::int64_t tensor_map_dims[] = {static_cast<std::int64_t>(K), "
      "static_cast<std::int64_t>(M)};\n"
      "    const std::int64_t tensor_map_strides[] = {static_cast<std::int64_t>(stride_am)};\n"
      "    const unsigned tensor_map_box[] = {64, 128};\n"
      "    tritonc::Status tensor_map_status = tritonc::detail::encodeTensorMap(\n"
      "        &tensor_maps[0], \"matmul\", 0, a_ptr, 2, 2, tensor_map_dims, tensor_map_strides,\n"
      "        tensor_map_box, 128);\n"
      "    if (!tensor_map_status.ok())\n"
      "      return tensor_map_status;\n"
      "  }\n"
      "  static tritonc::Kernel kernel(kImage, sizeof kImage - 1, \"matmul\", 8, 0, /*programmaticLaunch=*/false, \"sm_90a\");\n"
      "  void *args[] = {&a_ptr, &b_ptr, &c_ptr, &M, &N, &K, &stride_am, &stride_bk, &stride_cm, "
      "&tensor_maps[0]};\n"
      "  return kernel.launch(stream, grid, args);\n";
  const std::string emptyGrid = "  if (grid.x == 0 || grid.y == 0 || grid.z == 0)\n"
                                "    return tritonc::Status();\n";
  // Order: the specialization's checks, the empty grid, then encoding.
  const std::size_t lastCheck = at(source, "  if (stride_ak != 1)\n");
  const std::size_t empty = at(source, emptyGrid);
  const std::size_t encoding = at(source, encode);
  CHECK(lastCheck < empty);
  CHECK(empty < encoding);
  CHECK(source.find("encodeTensorMap") > empty);
}

TEST_CASE("Two tensor maps are encoded in order and appended to the arguments", "[tensormap][source]") {
  std::string source = generateLauncherSource(matmulTwoMaps(), "mm.h", {1});
  CHECK_THAT(source, Catch::Contains("  tritonc::TensorMap tensor_maps[2];\n"));
  const std::size_t first = at(source, "        &tensor_maps[0], \"matmul\", 0, a_ptr, 2, 2, tensor_map_dims");
  const std::size_t second = at(source, "    const std::int64_t tensor_map_dims[] = {static_cast<std::int64_t>(N), "
                                        "static_cast<std::int64_t>(K)};\n"
                                        "    const std::int64_t tensor_map_strides[] = "
                                        "{static_cast<std::int64_t>(stride_bk)};\n"
                                        "    const unsigned tensor_map_box[] = {64, 64};\n"
                                        "    tritonc::Status tensor_map_status = tritonc::detail::encodeTensorMap(\n"
                                        "        &tensor_maps[1], \"matmul\", 1, b_ptr, 2, 2, tensor_map_dims");
  CHECK(first < second);
  // The ==1 parameter stride_ak is not passed; the maps follow the parameters.
  CHECK_THAT(source, Catch::Contains("  void *args[] = {&a_ptr, &b_ptr, &c_ptr, &M, &N, &K, &stride_am, "
                                     "&stride_bk, &stride_cm, &tensor_maps[0], &tensor_maps[1]};\n"));
}

TEST_CASE("Tensor map operands can be constants and ==1 parameters, rank 1 has no strides",
          "[tensormap][source]") {
  std::string source = generateLauncherSource(matmulOddOperands(), "mm.h", {1});
  CHECK_THAT(source, Catch::Contains("    const std::int64_t tensor_map_dims[] = {4096};\n"
                                     "    const std::int64_t *tensor_map_strides = nullptr;  // rank 1\n"
                                     "    const unsigned tensor_map_box[] = {32};\n"
                                     "    tritonc::Status tensor_map_status = tritonc::detail::encodeTensorMap(\n"
                                     "        &tensor_maps[0], \"matmul\", 0, c_ptr, 4, 1, tensor_map_dims, "
                                     "tensor_map_strides,\n"
                                     "        tensor_map_box, 0);\n"));
  // stride_ak is checked to be 1 above, so its argument is the value 1.
  CHECK_THAT(source, Catch::Contains("static_cast<std::int64_t>(M), static_cast<std::int64_t>(stride_ak)};\n"
                                     "    const std::int64_t tensor_map_strides[] = "
                                     "{static_cast<std::int64_t>(stride_am), 65536};\n"
                                     "    const unsigned tensor_map_box[] = {64, 128, 1};\n"));
}

TEST_CASE("Launchers without tensor maps keep their shape", "[tensormap][source]") {
  KernelInfo info = matmulOneMap();
  info.tensorMaps.clear();
  std::string source = generateLauncherSource(info, "mm.h", {1});
  CHECK(source.find("tensor_map") == std::string::npos);
  CHECK(source.find("grid.x == 0") == std::string::npos);  // Kernel::launch handles it
  CHECK(generateLauncherHeader(info, "mm.h").find("tensor map") == std::string::npos);
  CHECK(generateMetadataJson(info).find("tensor_maps") == std::string::npos);
}

TEST_CASE("Parameters named like the launcher's locals are renamed", "[tensormap][names]") {
  KernelInfo info = matmulOneMap();
  info.params[0].name = "tensor_maps";
  info.params[5].name = "tensor_map_dims";
  std::string source = generateLauncherSource(info, "mm.h", {1});
  CHECK_THAT(source, Catch::Contains("{static_cast<std::int64_t>(tensor_map_dims_), "));
  CHECK_THAT(source, Catch::Contains("&tensor_maps[0], \"matmul\", 0, tensor_maps_, 2, 2,"));
  CHECK_THAT(source, Catch::Contains("  void *args[] = {&tensor_maps_, "));
}

TEST_CASE("The header documents the tensor maps launch() builds", "[tensormap][header]") {
  std::string header = generateLauncherHeader(matmulTwoMaps(), "mm.h");
  CHECK_THAT(header, Catch::Contains(
      "///   stride_ak: must be 1 (compiled in; not passed to the kernel)\n"
      "/// Before launching, builds 2 TMA tensor maps from the arguments (needs a CUDA 12 driver),\n"
      "/// passed after the parameters; values TMA cannot describe are an error:\n"
      "///   0: a_ptr, 2-byte elements, dims [K, M], strides [stride_am], box [64, 128], swizzle 128\n"
      "///   1: b_ptr, 2-byte elements, dims [N, K], strides [stride_bk], box [64, 64], swizzle 128\n"
      "/// A grid with a zero dimension launches nothing and succeeds.\n"
      "tritonc::Status launch("));
  CHECK_THAT(generateLauncherHeader(matmulOddOperands(), "mm.h"),
             Catch::Contains("builds 2 TMA tensor maps"));
  CHECK_THAT(generateLauncherHeader(matmulOddOperands(), "mm.h"),
             Catch::Contains("///   0: c_ptr, 4-byte elements, dims [4096], strides [], box [32], swizzle 0\n"));
  CHECK_THAT(generateLauncherHeader(matmulOneMap(), "mm.h"), Catch::Contains("builds 1 TMA tensor map from"));
}

TEST_CASE("The metadata lists the tensor maps after the parameters", "[tensormap][json]") {
  std::string json = generateMetadataJson(matmulOddOperands());
  const std::string expected = R"(  "tensor_maps": [
    {
      "base": "c_ptr",
      "element_bytes": 4,
      "dims": [
        4096
      ],
      "strides": [],
      "box": [
        32
      ],
      "swizzle_bytes": 0
    },
    {
      "base": "a_ptr",
      "element_bytes": 2,
      "dims": [
        "K",
        "M",
        "stride_ak"
      ],
      "strides": [
        "stride_am",
        65536
      ],
      "box": [
        64,
        128,
        1
      ],
      "swizzle_bytes": 128
    }
  ],
  "constexprs": {
)";
  CHECK_THAT(json, Catch::Contains(R"(      "equals_one": true
    }
  ],
)" + expected));
  // Names, not C++ identifiers: the metadata speaks the kernel's language.
  KernelInfo renamed = matmulOneMap();
  renamed.params[5].name = "tensor_map_dims";
  CHECK_THAT(generateMetadataJson(renamed), Catch::Contains("\"dims\": [\n        \"tensor_map_dims\",\n"));
}

TEST_CASE("Malformed tensor map descriptions are refused", "[tensormap][check]") {
  CHECK(checkKernelInfo(matmulOneMap()).empty());
  CHECK(checkKernelInfo(matmulTwoMaps()).empty());
  CHECK(checkKernelInfo(matmulOddOperands()).empty());

  struct Case {
    std::function<void(KernelInfo &)> change;
    std::string message;
  };
  // Each case breaks one thing of matmulTwoMaps(); map 1 is B (N x K).
  const std::vector<Case> cases = {
      {[](KernelInfo &k) { k.binaryKind = "object"; },
       "tensor maps need a GPU kernel (sm_90a); a CPU kernel (binary kind 'object') cannot take them"},
      {[](KernelInfo &k) { k.tensorMaps[1].baseParam = -1; }, "tensor map 1: base parameter index -1 is out of range"},
      {[](KernelInfo &k) { k.tensorMaps[1].baseParam = 10; }, "tensor map 1: base parameter index 10 is out of range"},
      {[](KernelInfo &k) { k.tensorMaps[1].baseParam = 3; }, "tensor map 1: base parameter 'M' is not a pointer"},
      {[](KernelInfo &k) { k.tensorMaps[1].elementBytes = 8; }, "tensor map 1: element size 8 is not 1, 2 or 4 bytes"},
      {[](KernelInfo &k) { k.tensorMaps[1].elementBytes = 0; }, "tensor map 1: element size 0 is not 1, 2 or 4 bytes"},
      {[](KernelInfo &k) { k.tensorMaps[1].dims.clear(); }, "tensor map 1: has 0 dimensions, not 1 to 5"},
      {[](KernelInfo &k) { k.tensorMaps[1].dims.resize(6, constant(1)); }, "tensor map 1: has 6 dimensions, not 1 to 5"},
      {[](KernelInfo &k) { k.tensorMaps[1].strides.push_back(constant(64)); },
       "tensor map 1: has 2 strides for 2 dimensions (dimension 0 has none)"},
      {[](KernelInfo &k) { k.tensorMaps[1].box.push_back(1); },
       "tensor map 1: has a box of 3 dimensions for 2 dimensions"},
      {[](KernelInfo &k) { k.tensorMaps[1].swizzleBytes = 16; },
       "tensor map 1: swizzle of 16 bytes is not 0, 32, 64 or 128"},
      {[](KernelInfo &k) { k.tensorMaps[1].box[1] = 0; }, "tensor map 1: box dimension 1 is 0, not from 1 to 256"},
      {[](KernelInfo &k) { k.tensorMaps[1].box[1] = 257; }, "tensor map 1: box dimension 1 is 257, not from 1 to 256"},
      {[](KernelInfo &k) { k.tensorMaps[1].dims[0] = param(10); },
       "tensor map 1: dimension 0 refers to parameter index 10, but there are 10 parameters"},
      {[](KernelInfo &k) { k.tensorMaps[1].dims[1] = param(1); },
       "tensor map 1: dimension 1 refers to parameter 'b_ptr' of type '*fp16', not an integer"},
      {[](KernelInfo &k) { k.params[4].type = ScalarKind::FP32; },
       "tensor map 1: dimension 0 refers to parameter 'N' of type 'fp32', not an integer"},
      {[](KernelInfo &k) { k.params[7].type = ScalarKind::I1; k.params[7].divisibility = 1; },
       "tensor map 1: the stride of dimension 1 refers to parameter 'stride_bk' of type 'i1', not an integer"},
      {[](KernelInfo &k) { k.tensorMaps[1].dims[1] = constant(0); },
       "tensor map 1: dimension 1 is 0, not from 1 to 2^32"},
      {[](KernelInfo &k) { k.tensorMaps[1].dims[0] = constant((std::int64_t(1) << 32) + 1); },
       "tensor map 1: dimension 0 is 4294967297, not from 1 to 2^32"},
      {[](KernelInfo &k) { k.tensorMaps[1].strides[0] = constant(12); },
       "tensor map 1: the stride of dimension 1 is 12 elements of 2 bytes, not a positive multiple of "
       "16 bytes below 2^40"},
      {[](KernelInfo &k) { k.tensorMaps[1].strides[0] = constant(-64); },
       "tensor map 1: the stride of dimension 1 is -64 elements of 2 bytes, not a positive multiple of "
       "16 bytes below 2^40"},
      {[](KernelInfo &k) { k.tensorMaps[1].box[0] = 4; },
       "tensor map 1: the box's inner dimension is 8 bytes, not a multiple of 16"},
      {[](KernelInfo &k) { k.tensorMaps[1].swizzleBytes = 64; },
       "tensor map 1: the box's inner dimension is 128 bytes, more than the 64-byte swizzle span"},
  };
  for (const Case &c : cases) {
    KernelInfo info = matmulTwoMaps();
    c.change(info);
    CHECK(checkKernelInfo(info) == c.message);
    // The generators refuse it too, visibly.
    CHECK_THAT(generateLauncherSource(info, "mm.h", {}), Catch::StartsWith("#error"));
  }
}
