// Runs against FakeCuda (TRITONC_LIBCUDA=<libtritonc_fake_cuda.so>, set by
// ctest): exercises module caching, contexts, limits and memory without a GPU.
#include "FakeAccess.h"

#include <tritonc/runtime.h>

#include <catch2/catch.hpp>

#include <thread>
#include <vector>

using namespace tritonc;

TEST_CASE("Device memory round trip", "[.fakedriver]") {
  FakeCudaState &state = fake::state();
  std::string text;
  REQUIRE(device::describe(&text).ok());
  CHECK(text == "Fake GPU 0, sm_90, driver 13.0");
  int before = state.liveAllocations;
  float *buffer = nullptr;
  REQUIRE(device::allocate(&buffer, 4).ok());
  REQUIRE(buffer != nullptr);
  const float in[4] = {1, 2, 3, 4};
  float out[4] = {};
  REQUIRE(device::copyToDevice(buffer, in, sizeof in).ok());
  REQUIRE(device::copyToHost(out, buffer, sizeof out).ok());
  CHECK(out[3] == 4.0f);
  REQUIRE(device::memset(buffer, 0, sizeof in).ok());
  REQUIRE(device::copyToHost(out, buffer, sizeof out).ok());
  CHECK(out[0] == 0.0f);
  REQUIRE(device::synchronize().ok());
  REQUIRE(device::free(buffer).ok());
  CHECK(state.liveAllocations == before);
  void *empty = reinterpret_cast<void *>(1);
  CHECK(device::malloc(&empty, 0).ok());
  CHECK(empty == nullptr);
}

TEST_CASE("Launch loads once per context and passes the configuration", "[.fakedriver]") {
  FakeCudaState &state = fake::state();
  static const char image[] = "any image";
  Kernel kernel(image, sizeof image - 1, "k", 8, 1024);
  float *arg = reinterpret_cast<float *>(0x1000);
  void *args[] = {&arg};
  int loads = state.moduleLoads;
  REQUIRE(fake::useDevice(0) == 0);
  REQUIRE(kernel.launch(reinterpret_cast<Stream>(0x42), Dim3{3, 2, 1}, args).ok());
  REQUIRE(kernel.launch(nullptr, Dim3{5}, args).ok());
  CHECK(state.moduleLoads == loads + 1);
  CHECK(state.lastGrid[0] == 5);
  CHECK(state.lastBlock[0] == 256);
  CHECK(state.lastShared == 1024);
  CHECK(state.lastFirstArg == arg);
  CHECK(state.setSharedCalls == 0);  // below 48 KiB no opt-in is needed
  CHECK(state.cacheConfigCalls == 0); // nor a carveout preference

  REQUIRE(fake::useDevice(1) == 0);  // a second context gets its own module
  REQUIRE(kernel.launch(nullptr, Dim3{1}, args).ok());
  CHECK(state.moduleLoads == loads + 2);
  REQUIRE(fake::useDevice(0) == 0);
  REQUIRE(kernel.launch(nullptr, Dim3{1}, args).ok());
  CHECK(state.moduleLoads == loads + 2);
}

TEST_CASE("Without a current context device 0's primary context is used", "[.fakedriver]") {
  FakeCudaState &state = fake::state();
  static const char image[] = "any image";
  static Kernel kernel(image, sizeof image - 1, "k", 4, 0);
  // A fresh thread has no current context.
  int retains = state.primaryRetains;
  Status status;
  std::thread([&status] { status = kernel.launch(nullptr, Dim3{1}, nullptr); }).join();
  CHECK(status.ok());
  CHECK(state.primaryRetains <= retains + 1);  // retained at most once per process
}

TEST_CASE("The multiprocessor count is the current context's device's", "[.fakedriver]") {
  fake::state();
  int count = 0;
  REQUIRE(fake::useDevice(0) == 0);
  REQUIRE(device::multiprocessorCount(&count).ok());
  CHECK(count == 132);
  REQUIRE(fake::useDevice(1) == 0);
  REQUIRE(device::multiprocessorCount(&count).ok());
  CHECK(count == 108);
  REQUIRE(fake::useDevice(0) == 0);
}

TEST_CASE("Concurrent first launches load the module once", "[.fakedriver]") {
  FakeCudaState &state = fake::state();
  static const char image[] = "concurrent";
  static Kernel kernel(image, sizeof image - 1, "k", 4, 0);
  int loads = state.moduleLoads;
  std::vector<std::thread> threads;
  std::vector<int> ok(16, 0);
  for (int i = 0; i < 16; ++i)
    threads.emplace_back([i, &ok] {
      ok[i] = fake::useDevice(0) == 0 && kernel.launch(nullptr, Dim3{1}, nullptr).ok();
    });
  for (auto &t : threads)
    t.join();
  for (int v : ok)
    CHECK(v == 1);
  CHECK(state.moduleLoads == loads + 1);
}

TEST_CASE("Driver errors carry the driver's name and message", "[.fakedriver]") {
  fake::state();
  REQUIRE(fake::useDevice(0) == 0);
  static const char bad[] = "BAD image";
  Kernel wrongArch(bad, sizeof bad - 1, "add_kernel", 4, 0);
  Status s = wrongArch.launch(nullptr, Dim3{1}, nullptr);
  CHECK(s.code() == 209);
  CHECK(s.message() == "cuModuleLoadData failed: CUDA_ERROR_NO_BINARY_FOR_GPU (no kernel image is "
                       "available for execution on the device) while loading kernel 'add_kernel' "
                       "on device 0 (sm_90)");

  // A launcher names the architectures its image holds.
  Kernel wrongArchNamed(bad, sizeof bad - 1, "add_kernel", 4, 0, false, "sm_80, sm_90a");
  s = wrongArchNamed.launch(nullptr, Dim3{1}, nullptr);
  CHECK(s.code() == 209);
  CHECK(s.message() == "cuModuleLoadData failed: CUDA_ERROR_NO_BINARY_FOR_GPU (no kernel image is "
                       "available for execution on the device) while loading kernel 'add_kernel' "
                       "on device 0 (sm_90); the kernel was compiled for sm_80, sm_90a (add this "
                       "device's architecture with --arch)");

  static const char image[] = "fine";
  Kernel missing(image, sizeof image - 1, "missing", 4, 0);
  s = missing.launch(nullptr, Dim3{1}, nullptr);
  CHECK(s.code() == 500);
  CHECK_THAT(s.message(), Catch::StartsWith("cuModuleGetFunction failed: CUDA_ERROR_NOT_FOUND"));
}

TEST_CASE("Large dynamic shared memory is opted in once or refused clearly", "[.fakedriver]") {
  FakeCudaState &state = fake::state();
  REQUIRE(fake::useDevice(0) == 0);
  static const char image[] = "shared";
  Kernel big(image, sizeof image - 1, "big", 4, 100 * 1024);
  int calls = state.setSharedCalls;
  int cacheCalls = state.cacheConfigCalls;
  REQUIRE(big.launch(nullptr, Dim3{1}, nullptr).ok());
  REQUIRE(big.launch(nullptr, Dim3{1}, nullptr).ok());
  CHECK(state.setSharedCalls == calls + 1);
  CHECK(state.lastSharedAttribute == 100 * 1024);
  // As Triton's launcher: the largest shared-memory carveout, once per load.
  CHECK(state.cacheConfigCalls == cacheCalls + 1);
  CHECK(state.lastCacheConfig == 1); // CU_FUNC_CACHE_PREFER_SHARED

  Kernel huge(image, sizeof image - 1, "huge", 4, 300 * 1024);
  Status s = huge.launch(nullptr, Dim3{1}, nullptr);
  CHECK(s.code() == kSharedMemoryTooLarge);
  CHECK(s.message() == "kernel 'huge' needs 307200 bytes of shared memory per block, but device 0 "
                       "allows at most 232448 (compile with fewer stages or smaller blocks)");
}

TEST_CASE("Grids beyond the device limits and oversize blocks are refused", "[.fakedriver]") {
  FakeCudaState &state = fake::state();
  REQUIRE(fake::useDevice(0) == 0);
  static const char image[] = "limits";
  Kernel kernel(image, sizeof image - 1, "k", 4, 0);
  Status s = kernel.launch(nullptr, Dim3{1, 70000}, nullptr);
  CHECK(s.code() == kGridTooLarge);
  CHECK(s.message() == "grid (1, 70000, 1) of kernel 'k' exceeds device 0's maximum "
                       "(2147483647, 65535, 65535)");

  state.maxThreadsPerBlock = 64;
  Kernel wide(image, sizeof image - 1, "wide", 4, 0);
  s = wide.launch(nullptr, Dim3{1}, nullptr);
  state.maxThreadsPerBlock = 1024;
  CHECK(s.code() == kLaunchConfig);
  CHECK_THAT(s.message(), Catch::Contains("128 threads per block (num_warps=4)"));
}
