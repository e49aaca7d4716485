// Host program of the family round trip (see FamilyTest.cpp): a launch of
// a two-variant family on the fake driver, which records the block size of
// each launch, so the variant that ran shows (variant 0: 4 warps, variant
// 1: 8).
#include "vector_add_family.h"

#include "Expect.h"
#include "FakeCuda.h"

#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <string>
#include <vector>

namespace k = kernels::aduna_vectori_kernel;

namespace {
FakeCudaState *fakeState() {
  void *library = dlopen(std::getenv("TRITONC_LIBCUDA"), RTLD_NOW | RTLD_NOLOAD);
  auto get = library ? reinterpret_cast<FakeCudaState *(*)()>(dlsym(library, "fakeCudaState")) : nullptr;
  return get ? get() : nullptr;
}

// out[i] = x[i] + y[i] over `n` elements starting `offset` elements into
// the buffers, launched through the family; returns the block size the
// fake driver saw, or -1 on a failure (printed).
int addThroughFamily(int offset, int n, int expectedVariant) {
  const int total = n + offset;
  std::vector<float> x(total), y(total), out(total, -1.0f);
  for (int i = 0; i < total; ++i) {
    x[i] = 0.25f * static_cast<float>(i) + 1.0f;
    y[i] = 500.0f - static_cast<float>(i);
  }
  float *dx = nullptr, *dy = nullptr, *dout = nullptr;
  if (!tritonc::device::allocate(&dx, total).ok() || !tritonc::device::allocate(&dy, total).ok() ||
      !tritonc::device::allocate(&dout, total).ok())
    return -1;
  if (!tritonc::device::copyToDevice(dx, x.data(), total * sizeof(float)).ok() ||
      !tritonc::device::copyToDevice(dy, y.data(), total * sizeof(float)).ok() ||
      !tritonc::device::copyToDevice(dout, out.data(), total * sizeof(float)).ok())
    return -1;
  if (k::choose_variant(dx + offset, dy + offset, dout + offset, n) != expectedVariant) {
    std::fprintf(stderr, "offset %d, n %d: choose_variant %d, expected %d\n", offset, n,
                 k::choose_variant(dx + offset, dy + offset, dout + offset, n), expectedVariant);
    return -1;
  }
  tritonc::Status status = k::launch(nullptr, tritonc::Dim3{tritonc::cdiv(n, k::BLOCK_SIZE)}, dx + offset,
                                     dy + offset, dout + offset, n);
  if (!status.ok()) {
    std::fprintf(stderr, "%s\n", status.message().c_str());
    return -1;
  }
  if (!tritonc::device::synchronize().ok() ||
      !tritonc::device::copyToHost(out.data(), dout, total * sizeof(float)).ok() ||
      !tritonc::device::free(dx).ok() || !tritonc::device::free(dy).ok() || !tritonc::device::free(dout).ok())
    return -1;
  for (int i = 0; i < total; ++i) {
    float expected = i < offset ? -1.0f : x[i] + y[i];
    if (out[i] != expected) {
      std::fprintf(stderr, "offset %d, n %d: out[%d] = %g, expected %g\n", offset, n, i, out[i], expected);
      return -1;
    }
  }
  FakeCudaState *state = fakeState();
  return state ? static_cast<int>(state->lastBlock[0]) : -1;
}
} // namespace

int main() {
  static_assert(k::variant_count == 2, "two variants");
  static_assert(k::BLOCK_SIZE == 1024 && k::variant_0::num_warps == 4 && k::variant_1::num_warps == 8,
                "the family's constants and each variant's facts");
  EXPECT(addThroughFamily(0, 3008, 0) == 128);  // every promise kept: variant 0
  EXPECT(addThroughFamily(0, 3000, 1) == 256);  // n % 16 != 0
  EXPECT(addThroughFamily(1, 3008, 1) == 256);  // pointers 4 bytes past alignment
  EXPECT(addThroughFamily(4, 4096, 0) == 128);  // 16 bytes past: aligned again
  std::printf("family round trip ok\n");
  return 0;
}
