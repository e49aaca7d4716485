// Run with TRITONC_LIBCUDA pointing at a missing file (ctest does): every
// entry point must return a clean "no driver" status.
#include <tritonc/runtime.h>

#include <catch2/catch.hpp>

#include <cstdlib>
#include <string>

using namespace tritonc;

TEST_CASE("Without libcuda every call fails cleanly", "[.nodriver]") {
  // ctest names a file that does not exist; dlopen's reason is glibc's.
  const char *path = std::getenv("TRITONC_LIBCUDA");
  REQUIRE(path);
  const std::string expected = std::string("no CUDA driver was found (") + path +
                               ": cannot open shared object file: No such file or directory); "
                               "install the NVIDIA driver or set TRITONC_LIBCUDA to libcuda's path";
  Status s = device::available();
  CHECK(s.code() == kNoDriver);
  CHECK(s.message() == expected);

  static const char image[] = "FAKE";
  Kernel kernel(image, sizeof image - 1, "k", 4, 0);
  Status launched = kernel.launch(nullptr, Dim3{1}, nullptr);
  CHECK(launched.code() == kNoDriver);
  CHECK(launched.message() == expected);

  void *ptr = reinterpret_cast<void *>(1);
  Status allocated = device::malloc(&ptr, 16);
  CHECK(allocated.code() == kNoDriver);
  CHECK(ptr == nullptr);
  CHECK(device::free(nullptr).ok());  // nothing to free needs no driver
  CHECK(device::destroyStream(nullptr).ok());
  int count = -1;
  CHECK(device::count(&count).code() == kNoDriver);
  CHECK(count == 0);
  Stream stream = reinterpret_cast<Stream>(1);
  CHECK(device::createStream(&stream).code() == kNoDriver);
  CHECK(stream == nullptr);

  // Every entry point that needs the driver says the same.
  char host[16] = {};
  void *fakeDevice = reinterpret_cast<void *>(0x1000);
  std::string text;
  for (Status each : {device::describe(&text), device::setDevice(0), device::free(fakeDevice),
                      device::copyToDevice(fakeDevice, host, sizeof host),
                      device::copyToHost(host, fakeDevice, sizeof host),
                      device::memset(fakeDevice, 0, sizeof host), device::synchronize(),
                      device::synchronize(reinterpret_cast<Stream>(1)),
                      device::destroyStream(reinterpret_cast<Stream>(1))}) {
    CHECK(each.code() == kNoDriver);
    CHECK(each.message() == expected);
  }
  CHECK(text.empty());
}

TEST_CASE("A stub libcuda reports the failing cuInit", "[.stubdriver]") {
  // The CUDA toolkit's stubs/libcuda.so exports every symbol but cuInit
  // fails with CUDA_ERROR_STUB_LIBRARY (34).
  Status s = device::available();
  CHECK_FALSE(s.ok());
  CHECK(s.code() == 34);
  CHECK_THAT(s.message(), Catch::StartsWith("cuInit failed: CUDA_ERROR_STUB_LIBRARY (libcuda is the CUDA toolkit"));
}
