// tritonc::detail::encodeTensorMap against three drivers (ctest sets
// TRITONC_LIBCUDA): FakeCuda ([.fakedriver]), FakeCuda built without
// cuTensorMapEncodeTiled ([.olddriver]) and none ([.nodriver]).
#include "FakeCuda.h"
#include "TensorMapArgs.h"

#include <tritonc/runtime.h>

#include <catch2/catch.hpp>
#include <dlfcn.h>

#include <cstdlib>
#include <cstring>
#include <functional>
#include <string>
#include <vector>

using namespace tritonc;

namespace {
FakeCudaState &fakeState() {
  REQUIRE(device::available().ok());
  void *handle = dlopen(std::getenv("TRITONC_LIBCUDA"), RTLD_NOW | RTLD_NOLOAD);
  REQUIRE(handle);
  auto get = reinterpret_cast<FakeCudaState *(*)()>(dlsym(handle, "fakeCudaState"));
  REQUIRE(get);
  return *get();
}

struct InvalidCase {
  std::function<void(TensorMapArgs &)> change;
  std::string message;  // after "kernel 'mm': tensor map 1: "
};

// One case per rule; each breaks exactly one value of the valid default.
std::vector<InvalidCase> invalidCases() {
  return {
      {[](TensorMapArgs &a) { a.rank = 0; }, "rank 0 is not from 1 to 5"},
      {[](TensorMapArgs &a) { a.rank = 6; }, "rank 6 is not from 1 to 5"},
      {[](TensorMapArgs &a) { a.elementBytes = 8; }, "element size 8 bytes is not 1, 2 or 4"},
      {[](TensorMapArgs &a) { a.swizzleBytes = 16; }, "swizzle of 16 bytes is not 0, 32, 64 or 128"},
      {[](TensorMapArgs &a) { a.base = nullptr; }, "the base address is null"},
      {[](TensorMapArgs &a) { a.base = reinterpret_cast<const void *>(std::uintptr_t(0x1008)); },
       "the base address 0x1008 is not a multiple of 16 bytes"},
      {[](TensorMapArgs &a) { a.dims[2] = -5; }, "dimension 2 has extent -5, not from 0 to 2^32"},
      {[](TensorMapArgs &a) { a.dims[0] = (std::int64_t(1) << 32) + 1; },
       "dimension 0 has extent 4294967297, not from 0 to 2^32"},
      {[](TensorMapArgs &a) { a.strides[0] = 12; },
       "dimension 1 has stride 12 elements of 2 bytes; the stride in bytes must be a positive "
       "multiple of 16 below 2^40"},
      {[](TensorMapArgs &a) { a.strides[1] = 0; },
       "dimension 2 has stride 0 elements of 2 bytes; the stride in bytes must be a positive "
       "multiple of 16 below 2^40"},
      {[](TensorMapArgs &a) { a.strides[0] = -80; },
       "dimension 1 has stride -80 elements of 2 bytes; the stride in bytes must be a positive "
       "multiple of 16 below 2^40"},
      {[](TensorMapArgs &a) { a.strides[0] = std::int64_t(1) << 39; },  // exactly 2^40 bytes
       "dimension 1 has stride 549755813888 elements of 2 bytes; the stride in bytes must be a "
       "positive multiple of 16 below 2^40"},
      {[](TensorMapArgs &a) { a.strides[0] = std::int64_t(1) << 62; },  // bytes would overflow
       "dimension 1 has stride 4611686018427387904 elements of 2 bytes; the stride in bytes must "
       "be a positive multiple of 16 below 2^40"},
      {[](TensorMapArgs &a) { a.box[1] = 0; }, "box dimension 1 is 0 elements, not from 1 to 256"},
      {[](TensorMapArgs &a) { a.box[2] = 257; }, "box dimension 2 is 257 elements, not from 1 to 256"},
      {[](TensorMapArgs &a) { a.box[0] = 4; },
       "the box's inner dimension is 8 bytes, not a multiple of 16"},
      {[](TensorMapArgs &a) { a.swizzleBytes = 64; },
       "the box's inner dimension is 128 bytes, more than the 64-byte swizzle span"},
  };
}
} // namespace

TEST_CASE("Tensor maps reach the driver in its own terms", "[.fakedriver]") {
  FakeCudaState &state = fakeState();
  TensorMapArgs args;
  TensorMap map;
  std::memset(map.bytes, 0xee, sizeof map.bytes);
  const int before = state.tensorMapEncodes;
  Status s = args.encode(&map);
  INFO(s.message());
  REQUIRE(s.ok());
  CHECK(state.tensorMapEncodes == before + 1);
  const FakeTensorMapCall &call = state.lastTensorMap;
  CHECK(call.dataType == 1);  // CU_TENSOR_MAP_DATA_TYPE_UINT16
  CHECK(call.rank == 3);
  CHECK(call.address == args.base);
  CHECK((call.dims[0] == 64 && call.dims[1] == 48 && call.dims[2] == 3));
  CHECK((call.strides[0] == 160 && call.strides[1] == 7680));  // bytes
  CHECK((call.box[0] == 64 && call.box[1] == 16 && call.box[2] == 1));
  CHECK((call.elementStrides[0] == 1 && call.elementStrides[1] == 1 && call.elementStrides[2] == 1));
  CHECK(call.interleave == 0);
  CHECK(call.swizzle == 3);      // CU_TENSOR_MAP_SWIZZLE_128B
  CHECK(call.l2Promotion == 3);  // CU_TENSOR_MAP_L2_PROMOTION_L2_256B
  CHECK(call.oobFill == 0);      // out-of-bounds elements read as zero
  CHECK(call.outputAligned);
  // The driver wrote into `map` itself.
  std::uint64_t words[2];
  std::memcpy(words, map.bytes, sizeof words);
  CHECK(words[0] == kFakeTensorMapMagic);
  CHECK(words[1] == reinterpret_cast<std::uint64_t>(args.base));
}

TEST_CASE("A tensor with an empty dimension gets a map of zeros", "[.fakedriver]") {
  FakeCudaState &state = fakeState();
  TensorMapArgs args;
  args.dims[1] = 0;         // e.g. K = 0: no element exists
  args.strides[0] = 0;      // and its row stride may be 0 as well
  args.base = nullptr;      // an empty tensor may have no memory at all
  TensorMap map;
  Status s = args.encode(&map);
  INFO(s.message());
  REQUIRE(s.ok());
  const FakeTensorMapCall &call = state.lastTensorMap;
  CHECK((call.dims[0] == 1 && call.dims[1] == 1 && call.dims[2] == 1));
  CHECK((call.strides[0] == 16 && call.strides[1] == 16));
  CHECK((call.box[0] == 64 && call.box[1] == 16 && call.box[2] == 1));  // the kernel's box
  REQUIRE(call.address != nullptr);
  CHECK(reinterpret_cast<std::uintptr_t>(call.address) % 16 == 0);
  // The fake's device memory is host memory: the map's one element is zero.
  const unsigned char *bytes = static_cast<const unsigned char *>(call.address);
  for (int i = 0; i < 16; ++i)
    CHECK(bytes[i] == 0);
  // One buffer per context, reused.
  const void *first = call.address;
  REQUIRE(args.encode(&map).ok());
  CHECK(state.lastTensorMap.address == first);
}

TEST_CASE("Element sizes and swizzles map to the driver's enums", "[.fakedriver]") {
  FakeCudaState &state = fakeState();
  struct Case { unsigned elementBytes, box0, swizzle; int dataType, swizzleEnum; };
  for (Case c : {Case{1, 32, 32, 0, 1}, Case{4, 16, 64, 2, 2}, Case{2, 256, 0, 1, 0},
                 Case{4, 32, 128, 2, 3}}) {
    TensorMapArgs args;
    args.elementBytes = c.elementBytes;
    args.strides[0] = 16, args.strides[1] = 16 * 48;
    args.box[0] = c.box0;
    args.swizzleBytes = c.swizzle;
    TensorMap map;
    INFO("element bytes " << c.elementBytes << ", swizzle " << c.swizzle);
    REQUIRE(args.encode(&map).ok());
    CHECK(state.lastTensorMap.dataType == c.dataType);
    CHECK(state.lastTensorMap.swizzle == c.swizzleEnum);
    CHECK(state.lastTensorMap.strides[0] == 16u * c.elementBytes);
  }
}

TEST_CASE("A rank-1 map needs no strides and the limits themselves are valid", "[.fakedriver]") {
  FakeCudaState &state = fakeState();
  TensorMapArgs args;
  args.rank = 1;
  args.dims[0] = std::int64_t(1) << 32;
  args.box[0] = 256;
  args.swizzleBytes = 0;
  TensorMap map;
  Status s = tritonc::detail::encodeTensorMap(&map, "v", 0, args.base, 2, 1, args.dims, nullptr,
                                              args.box, 0);
  INFO(s.message());
  REQUIRE(s.ok());
  CHECK(state.lastTensorMap.rank == 1);
  CHECK(state.lastTensorMap.dims[0] == (std::uint64_t(1) << 32));
  CHECK(state.lastTensorMap.box[0] == 256);

  args.rank = 5;
  args.strides[0] = (std::int64_t(1) << 39) - 8;  // 2^40 - 16 bytes
  REQUIRE(args.encode(&map).ok());
  CHECK(state.lastTensorMap.rank == 5);
  CHECK(state.lastTensorMap.strides[0] == (std::uint64_t(1) << 40) - 16);
}

TEST_CASE("Invalid tensor map values are named and never reach the driver", "[.fakedriver]") {
  FakeCudaState &state = fakeState();
  const int before = state.tensorMapEncodes;
  for (const InvalidCase &c : invalidCases()) {
    TensorMapArgs args;
    c.change(args);
    TensorMap map;
    Status s = args.encode(&map);
    CHECK(s.code() == kInvalidArgument);
    CHECK(s.message() == "kernel 'mm': tensor map 1: " + c.message);
  }
  alignas(64) unsigned char storage[2 * sizeof(TensorMap)];
  Status s = TensorMapArgs().encode(reinterpret_cast<TensorMap *>(storage + 16));
  CHECK(s.code() == kInvalidArgument);
  CHECK(s.message() == "kernel 'mm': tensor map 1: the output is not a 64-byte aligned tritonc::TensorMap");
  CHECK(state.tensorMapEncodes == before);
}

TEST_CASE("A failing cuTensorMapEncodeTiled is reported with the map", "[.fakedriver]") {
  FakeCudaState &state = fakeState();
  state.tensorMapResult = 1;  // CUDA_ERROR_INVALID_VALUE
  TensorMap map;
  Status s = TensorMapArgs().encode(&map);
  state.tensorMapResult = 0;
  CHECK(s.code() == 1);
  CHECK(s.message() == "cuTensorMapEncodeTiled failed: CUDA_ERROR_INVALID_VALUE (invalid argument) "
                       "while encoding tensor map 1 of kernel 'mm'");
}

TEST_CASE("A driver without cuTensorMapEncodeTiled fails only tensor maps", "[.olddriver]") {
  REQUIRE(device::available().ok());
  std::string text;
  REQUIRE(device::describe(&text).ok());
  CHECK(text == "Fake GPU 0, sm_90, driver 11.8");
  // Kernels without tensor maps still launch.
  static const char image[] = "any image";
  Kernel kernel(image, sizeof image - 1, "k", 4, 0);
  CHECK(kernel.launch(nullptr, Dim3{1}, nullptr).ok());

  TensorMap map;
  for (int attempt = 0; attempt < 2; ++attempt) {  // the lookup's answer is cached
    Status s = TensorMapArgs().encode(&map);
    CHECK(s.code() == kNoDriver);
    CHECK(s.message() == "the CUDA driver has no cuTensorMapEncodeTiled (needs a CUDA 12 driver); "
                         "kernel 'mm' needs it");
  }
  // Invalid values are still named first: they are wrong with any driver.
  TensorMapArgs invalid;
  invalid.dims[0] = -1;
  CHECK(invalid.encode(&map).code() == kInvalidArgument);
}

TEST_CASE("Without libcuda tensor maps fail like everything else", "[.nodriver]") {
  TensorMap map;
  Status s = TensorMapArgs().encode(&map);
  CHECK(s.code() == kNoDriver);
  CHECK(s.message() == device::available().message());
  CHECK_THAT(s.message(), Catch::Contains("no CUDA driver was found"));
}
