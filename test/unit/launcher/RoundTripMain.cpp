// Host program of the round-trip test (see CompileTest.cpp): the way a user
// calls a generated launcher, run against the fake driver.
#include "vector_add_roundtrip.h"

#include "Expect.h"

#include <cstdio>
#include <string>
#include <vector>

namespace k = kernels::aduna_vectori_kernel;

int main() {
  const int n = 3000;
  std::vector<float> x(n), y(n), out(n, -1.0f);
  for (int i = 0; i < n; ++i) {
    x[i] = 0.5f * static_cast<float>(i);
    y[i] = 1000.0f - static_cast<float>(i);
  }
  float *dx = nullptr, *dy = nullptr, *dout = nullptr;
  EXPECT(tritonc::device::allocate(&dx, n).ok());
  EXPECT(tritonc::device::allocate(&dy, n).ok());
  EXPECT(tritonc::device::allocate(&dout, n).ok());
  EXPECT(tritonc::device::copyToDevice(dx, x.data(), n * sizeof(float)).ok());
  EXPECT(tritonc::device::copyToDevice(dy, y.data(), n * sizeof(float)).ok());
  EXPECT(tritonc::device::copyToDevice(dout, out.data(), n * sizeof(float)).ok());

  tritonc::Status status = k::launch(nullptr, tritonc::Dim3{tritonc::cdiv(n, k::BLOCK_SIZE)}, dx, dy, dout, n);
  if (!status.ok())
    std::fprintf(stderr, "%s\n", status.message().c_str());
  EXPECT(status.ok());
  EXPECT(tritonc::device::synchronize().ok());
  EXPECT(tritonc::device::copyToHost(out.data(), dout, n * sizeof(float)).ok());
  for (int i = 0; i < n; ++i)
    EXPECT(out[i] == x[i] + y[i]);

  // A pointer that breaks the :16 specialization is refused by name.
  status = k::launch(nullptr, tritonc::Dim3{1}, dx + 1, dy, dout, n);
  EXPECT(status.code() == tritonc::kInvalidArgument);
  EXPECT(status.message().find("argument 'x_ptr'") != std::string::npos);
  // An empty grid is fine.
  EXPECT(k::launch(nullptr, tritonc::Dim3{0}, dx, dy, dout, 0).ok());
  EXPECT(k::image_size() == 13);

  EXPECT(tritonc::device::free(dx).ok());
  EXPECT(tritonc::device::free(dy).ok());
  EXPECT(tritonc::device::free(dout).ok());
  std::printf("round trip ok\n");
  return 0;
}
