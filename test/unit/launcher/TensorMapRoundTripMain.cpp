// Host program of the tensor-map round trip (see CompileTest.cpp): a
// generated launcher with two tensor maps, run against the fake driver,
// whose "FAKE-TMA 5 2" image records which maps the launch passed.
#include "tma_copy_roundtrip.h"

#include "Expect.h"

#include "FakeCuda.h"

#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <string>

namespace k = kernels::tma_copy;

int main() {
  EXPECT(tritonc::device::available().ok());
  void *library = dlopen(std::getenv("TRITONC_LIBCUDA"), RTLD_NOW | RTLD_NOLOAD);
  EXPECT(library);
  auto state = reinterpret_cast<FakeCudaState *(*)()>(dlsym(library, "fakeCudaState"));
  EXPECT(state);
  FakeCudaState &fake = *state();

  const int rows = 32, cols = 64, stride = 64;
  tritonc::float16 *x = nullptr, *y = nullptr;
  EXPECT(tritonc::device::allocate(&x, rows * stride).ok());
  EXPECT(tritonc::device::allocate(&y, rows * stride).ok());
  const int encodes = fake.tensorMapEncodes, launches = fake.launches;

  tritonc::Status status = k::launch(nullptr, tritonc::Dim3{2}, x, y, rows, cols, stride, 1);
  if (!status.ok())
    std::fprintf(stderr, "%s\n", status.message().c_str());
  EXPECT(status.ok());
  EXPECT(fake.tensorMapEncodes == encodes + 2);
  EXPECT(fake.launches == launches + 1);
  // The kernel got x's map, then y's, each at a 64-byte aligned address.
  EXPECT(fake.launchedMapAddress[0] == x);
  EXPECT(fake.launchedMapAddress[1] == y);
  EXPECT(fake.launchedMapsAligned);
  // y's map (the last encoded): rank 3, its third extent the ==1 argument.
  const FakeTensorMapCall &last = fake.lastTensorMap;
  EXPECT(last.rank == 3);
  EXPECT(last.dims[0] == 64 && last.dims[1] == 32 && last.dims[2] == 1);
  EXPECT(last.strides[0] == 128 && last.strides[1] == 16384);  // bytes
  EXPECT(last.box[0] == 64 && last.box[1] == 32 && last.box[2] == 1);
  EXPECT(last.swizzle == 3);

  // An empty grid succeeds even with arguments no tensor map could take.
  EXPECT(k::launch(nullptr, tritonc::Dim3{0}, x, y, 0, 0, 0, 1).ok());
  EXPECT(k::launch(nullptr, tritonc::Dim3{4, 0}, x, y, 0, cols, stride, 1).ok());
  EXPECT(fake.tensorMapEncodes == encodes + 2);
  EXPECT(fake.launches == launches + 1);

  // With a grid, an empty tensor (no rows) gets maps of zeros: they point at
  // the runtime's zeroed buffer, not at x or y.
  status = k::launch(nullptr, tritonc::Dim3{1}, x, y, 0, cols, stride, 1);
  EXPECT(status.ok());
  EXPECT(fake.launches == launches + 2);
  EXPECT(fake.launchedMapAddress[0] != nullptr && fake.launchedMapAddress[0] != x);
  EXPECT(fake.lastTensorMap.dims[0] == 1 && fake.lastTensorMap.dims[1] == 1);
  // A negative extent is refused by name, launching nothing.
  status = k::launch(nullptr, tritonc::Dim3{1}, x, y, -1, cols, stride, 1);
  EXPECT(status.code() == tritonc::kInvalidArgument);
  EXPECT(status.message() == "kernel 'tma_copy': tensor map 0: dimension 1 has extent -1, not from 0 to 2^32");
  status = k::launch(nullptr, tritonc::Dim3{1}, x + 1, y, rows, cols, stride, 1);
  EXPECT(status.code() == tritonc::kInvalidArgument);  // the :16 check comes first
  EXPECT(status.message().find("argument 'x_ptr'") != std::string::npos);
  EXPECT(fake.launches == launches + 2);

  EXPECT(tritonc::device::free(x).ok());
  EXPECT(tritonc::device::free(y).ok());
  std::printf("tensor map round trip ok\n");
  return 0;
}
