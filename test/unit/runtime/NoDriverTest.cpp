// Run with TRITONC_LIBCUDA pointing at a missing file (ctest does): every
// entry point must return a clean "no driver" status.
#include <tritonc/runtime.h>

#include <catch2/catch.hpp>

using namespace tritonc;

TEST_CASE("Without libcuda every call fails cleanly", "[.nodriver]") {
  Status s = device::available();
  CHECK(s.code() == kNoDriver);
  CHECK_THAT(s.message(), Catch::Contains("no CUDA driver was found"));
  CHECK_THAT(s.message(), Catch::Contains("libcuda"));

  static const char image[] = "FAKE";
  Kernel kernel(image, sizeof image - 1, "k", 4, 0);
  Status launched = kernel.launch(nullptr, Dim3{1}, nullptr);
  CHECK(launched.code() == kNoDriver);
  CHECK(launched.message() == s.message());

  void *ptr = reinterpret_cast<void *>(1);
  Status allocated = device::malloc(&ptr, 16);
  CHECK(allocated.code() == kNoDriver);
  CHECK(ptr == nullptr);
  CHECK(device::free(nullptr).ok());  // nothing to free needs no driver
  CHECK(device::synchronize().code() == kNoDriver);
  int count = -1;
  CHECK(device::count(&count).code() == kNoDriver);
  CHECK(count == 0);
}

TEST_CASE("A stub libcuda reports the failing cuInit", "[.stubdriver]") {
  // The CUDA toolkit's stubs/libcuda.so exports every symbol but cuInit
  // fails with CUDA_ERROR_STUB_LIBRARY (34).
  Status s = device::available();
  CHECK_FALSE(s.ok());
  CHECK(s.code() == 34);
  CHECK_THAT(s.message(), Catch::StartsWith("cuInit failed: CUDA_ERROR_STUB_LIBRARY (libcuda is the CUDA toolkit"));
}
