// Every way the driver can refuse work comes back as a Status with the
// driver's own error name and message, and names what the runtime was doing;
// nothing aborts. Runs against FakeCuda ([.fakedriver]; see FakeCuda.h for
// how each error is provoked) and against FakeCuda whose cuInit finds no GPU
// ([.nogpu]).
#include "FakeAccess.h"
#include "TensorMapArgs.h"

#include <tritonc/runtime.h>

#include <catch2/catch.hpp>

#include <string>

using namespace tritonc;

namespace {
// A context of its own, so that nothing another test cached in the primary
// contexts (modules, the zero buffer of empty tensor maps) is reused.
struct FreshContext {
  void *handle = nullptr;
  explicit FreshContext(int device = 0) { REQUIRE(fake::createContext(&handle, device) == 0); }
  ~FreshContext() {
    if (handle)
      fake::destroyContext(handle);
  }
};
} // namespace

TEST_CASE("A binary without the device's architecture names the device", "[.fakedriver]") {
  fake::state();
  REQUIRE(fake::useDevice(1) == 0);  // the fake's sm_80 device
  static const char bad[] = "BAD: sm_90a only";
  Kernel kernel(bad, sizeof bad - 1, "add_kernel", 4, 0);
  const std::string expected =
      "cuModuleLoadData failed: CUDA_ERROR_NO_BINARY_FOR_GPU (no kernel image is available for "
      "execution on the device) while loading kernel 'add_kernel' on device 1 (sm_80)";
  for (int attempt = 0; attempt < 2; ++attempt) {  // a failed load is reported again
    Status s = kernel.launch(nullptr, Dim3{1}, nullptr);
    CHECK(s.code() == 209);
    CHECK(s.message() == expected);
  }
}

TEST_CASE("Out of memory while loading a module or allocating", "[.fakedriver]") {
  FakeCudaState &state = fake::state();
  REQUIRE(fake::useDevice(0) == 0);
  static const char image[] = "FAIL 2";
  Kernel kernel(image, sizeof image - 1, "k", 4, 0);
  Status s = kernel.launch(nullptr, Dim3{1}, nullptr);
  CHECK(s.code() == 2);
  CHECK(s.message() == "cuModuleLoadData failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory) while "
                       "loading kernel 'k' on device 0 (sm_90)");

  void *ptr = reinterpret_cast<void *>(1);
  const std::size_t tooMuch = std::size_t(1) << 40;
  REQUIRE(tooMuch > state.memoryBytes);
  s = device::malloc(&ptr, tooMuch);
  CHECK(s.code() == 2);
  CHECK(s.message() == "cuMemAlloc failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory) while "
                       "allocating 1099511627776 bytes");
  CHECK(ptr == nullptr);
  float *typed = reinterpret_cast<float *>(1);
  CHECK(device::allocate(&typed, tooMuch).code() == 2);
  CHECK(typed == nullptr);
}

TEST_CASE("The driver's own text is used, and a code it cannot name is still reported",
          "[.fakedriver]") {
  fake::state();
  REQUIRE(fake::useDevice(0) == 0);
  // The runtime's fallback text for 222 differs: the driver's wins.
  static const char ptx[] = "FAIL 222";
  Kernel newer(ptx, sizeof ptx - 1, "k", 4, 0);
  Status s = newer.launch(nullptr, Dim3{1}, nullptr);
  CHECK(s.code() == 222);
  CHECK(s.message() == "cuModuleLoadData failed: CUDA_ERROR_UNSUPPORTED_PTX_VERSION (the provided "
                       "PTX was compiled with an unsupported toolchain.) while loading kernel 'k' "
                       "on device 0 (sm_90)");
  static const char unknown[] = "FAIL 999";
  Kernel odd(unknown, sizeof unknown - 1, "k", 4, 0);
  s = odd.launch(nullptr, Dim3{1}, nullptr);
  CHECK(s.code() == 999);
  CHECK(s.message() == "cuModuleLoadData failed: CUDA error 999 while loading kernel 'k' on device 0 (sm_90)");
}

TEST_CASE("Launching on a destroyed stream or another context's stream fails cleanly",
          "[.fakedriver]") {
  FakeCudaState &state = fake::state();
  REQUIRE(fake::useDevice(0) == 0);
  static const char image[] = "streams";
  Kernel kernel(image, sizeof image - 1, "k", 4, 0);
  Stream stream = nullptr;
  REQUIRE(device::createStream(&stream).ok());
  REQUIRE(stream != nullptr);
  REQUIRE(kernel.launch(stream, Dim3{1}, nullptr).ok());
  REQUIRE(device::synchronize(stream).ok());
  REQUIRE(device::destroyStream(stream).ok());

  const int launches = state.launches;
  Status s = kernel.launch(stream, Dim3{1}, nullptr);
  CHECK(s.code() == 400);
  CHECK(s.message() == "cuLaunchKernel failed: CUDA_ERROR_INVALID_HANDLE (invalid resource handle) "
                       "while launching kernel 'k'");
  CHECK(state.launches == launches);
  s = device::synchronize(stream);
  CHECK(s.message() == "cuStreamSynchronize failed: CUDA_ERROR_INVALID_HANDLE (invalid resource handle)");
  s = device::destroyStream(stream);
  CHECK(s.message() == "cuStreamDestroy failed: CUDA_ERROR_INVALID_HANDLE (invalid resource handle)");
  CHECK(device::destroyStream(nullptr).ok());

  Stream other = nullptr;
  REQUIRE(device::createStream(&other).ok());
  REQUIRE(fake::useDevice(1) == 0);
  s = kernel.launch(other, Dim3{1}, nullptr);
  CHECK(s.code() == 400);
  CHECK_THAT(s.message(), Catch::StartsWith("cuLaunchKernel failed: CUDA_ERROR_INVALID_HANDLE"));
  REQUIRE(fake::useDevice(0) == 0);
  CHECK(device::destroyStream(other).ok());
}

TEST_CASE("Calls in a destroyed context fail with the driver's message", "[.fakedriver]") {
  fake::state();
  static const char image[] = "destroyed context";
  Kernel kernel(image, sizeof image - 1, "k", 4, 0);
  void *handle = nullptr;
  REQUIRE(fake::createContext(&handle, 0) == 0);
  REQUIRE(kernel.launch(nullptr, Dim3{1}, nullptr).ok());
  REQUIRE(fake::destroyContext(handle) == 0);
  // As for a thread that still has the context current.
  REQUIRE(fake::setCurrent(handle) == 0);
  Status s = kernel.launch(nullptr, Dim3{1}, nullptr);
  CHECK(s.code() == 709);
  CHECK(s.message() == "cuCtxGetId failed: CUDA_ERROR_CONTEXT_IS_DESTROYED (context is destroyed) "
                       "while launching kernel 'k'");
  void *ptr = nullptr;
  s = device::malloc(&ptr, 64);
  CHECK(s.message() == "cuMemAlloc failed: CUDA_ERROR_CONTEXT_IS_DESTROYED (context is destroyed) "
                       "while allocating 64 bytes");
  Stream stream = nullptr;
  s = device::createStream(&stream);
  CHECK(s.message() == "cuStreamCreate failed: CUDA_ERROR_CONTEXT_IS_DESTROYED (context is destroyed)");
  CHECK(stream == nullptr);
  TensorMapArgs empty;
  empty.dims[1] = 0;  // needs the context's zero buffer
  TensorMap map;
  s = empty.encode(&map);
  CHECK(s.message() == "cuCtxGetId failed: CUDA_ERROR_CONTEXT_IS_DESTROYED (context is destroyed) "
                       "for an empty tensor's map");
  REQUIRE(fake::setCurrent(nullptr) == 0);
}

TEST_CASE("A new context that reuses a destroyed one's handle loads its own module",
          "[.fakedriver]") {
  fake::state();
  static const char image[] = "reused handle";
  Kernel kernel(image, sizeof image - 1, "k", 4, 0);
  void *first = nullptr, *second = nullptr;
  REQUIRE(fake::createContext(&first, 0) == 0);
  REQUIRE(kernel.launch(nullptr, Dim3{1}, nullptr).ok());
  CHECK(fake::moduleLoadsIn(first, image) == 1);
  REQUIRE(fake::destroyContext(first) == 0);
  REQUIRE(fake::createContext(&second, 0) == 0);
  REQUIRE(second == first);  // the fake reuses the slot, as a driver may
  CHECK(fake::moduleLoadsIn(second, image) == 0);
  // With the cached module of the old context the fake would refuse the launch.
  Status s = kernel.launch(nullptr, Dim3{1}, nullptr);
  CHECK(s.ok());
  CHECK(s.message().empty());
  CHECK(fake::moduleLoadsIn(second, image) == 1);
  REQUIRE(fake::destroyContext(second) == 0);
}

TEST_CASE("Tensor map encoding failures carry the driver's message", "[.fakedriver]") {
  FakeCudaState &state = fake::state();
  FreshContext context;
  TensorMap map;
  // An empty tensor's map needs a small zero buffer: its allocation can fail.
  TensorMapArgs empty;
  empty.dims[0] = 0;
  const unsigned long long memory = state.memoryBytes;
  state.memoryBytes = 16;
  Status s = empty.encode(&map);
  state.memoryBytes = memory;
  CHECK(s.code() == 2);
  CHECK(s.message() == "cuMemAlloc failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory) for an empty "
                       "tensor's map");
  CHECK(empty.encode(&map).ok());  // not remembered: the next encode allocates it

  state.tensorMapResult = 2;
  s = TensorMapArgs().encode(&map);
  state.tensorMapResult = 0;
  CHECK(s.code() == 2);
  CHECK(s.message() == "cuTensorMapEncodeTiled failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory) "
                       "while encoding tensor map 1 of kernel 'mm'");
}

TEST_CASE("A device that does not exist is named", "[.fakedriver]") {
  fake::state();
  Status s = device::setDevice(5);
  CHECK(s.code() == 101);
  CHECK(s.message() == "cuDeviceGet failed: CUDA_ERROR_INVALID_DEVICE (invalid device ordinal) for device 5");
  REQUIRE(device::setDevice(1).ok());
  CHECK(fake::current() != nullptr);
  std::string text;
  REQUIRE(device::describe(&text).ok());
  CHECK(text == "Fake GPU 1, sm_80, driver 13.0");
  REQUIRE(device::setDevice(0).ok());
}

TEST_CASE("A driver that finds no GPU fails every call with cuInit's error", "[.nogpu]") {
  const std::string expected = "cuInit failed: CUDA_ERROR_NO_DEVICE (no CUDA-capable device is detected)";
  Status s = device::available();
  CHECK(s.code() == 100);
  CHECK(s.message() == expected);
  static const char image[] = "fine";
  Kernel kernel(image, sizeof image - 1, "k", 4, 0);
  void *ptr = nullptr;
  Stream stream = nullptr;
  TensorMap map;
  int count = -1;
  std::string text;
  for (Status each : {kernel.launch(nullptr, Dim3{1}, nullptr), device::malloc(&ptr, 16),
                      device::createStream(&stream), device::setDevice(0), device::count(&count),
                      device::describe(&text), device::synchronize(), TensorMapArgs().encode(&map)}) {
    CHECK(each.code() == 100);
    CHECK(each.message() == expected);
  }
}
