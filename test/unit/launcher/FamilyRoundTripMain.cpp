// Host program of the family round trips (see FamilyTest.cpp), on the fake
// driver, which records each launch's block and shared memory size, so the
// variant that ran shows:
//   - a two-variant family (variant 1 asks for 512 bytes of shared memory);
//   - two configs of it (config 1: BLOCK_SIZE 512 on 2 warps), launched
//     with a grid function, chosen by a tuning table on n_elements or, for
//     other values, timed on first use (config 1's image runs twice as
//     fast on the fake driver's clock).
#include "vector_add_configs.h"
#include "vector_add_family.h"

#include "Expect.h"
#include "FakeCuda.h"

#include <dlfcn.h>

#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <iterator>
#include <string>
#include <vector>

namespace k = kernels::aduna_vectori_kernel;
namespace kc = kernels::vector_add_configs;

namespace {
FakeCudaState *fakeState() {
  void *library = dlopen(std::getenv("TRITONC_LIBCUDA"), RTLD_NOW | RTLD_NOLOAD);
  auto get = library ? reinterpret_cast<FakeCudaState *(*)()>(dlsym(library, "fakeCudaState")) : nullptr;
  return get ? get() : nullptr;
}

// What the fake driver saw of a launch: threads per block and dynamic
// shared bytes; {-1, -1} after a failure (printed).
struct Seen {
  int block;
  int shared;
  bool operator==(const Seen &other) const { return block == other.block && shared == other.shared; }
};

// out[i] = x[i] + y[i] over `n` elements starting `offset` elements into
// the buffers, launched through the specialization family, or with
// `configs` through the config family with a grid function.
Seen addThroughFamily(int offset, int n, int expectedVariant, bool configs = false) {
  const Seen failed = {-1, -1};
  const int total = n + offset;
  std::vector<float> x(total), y(total), out(total, -1.0f);
  for (int i = 0; i < total; ++i) {
    x[i] = 0.25f * static_cast<float>(i) + 1.0f;
    y[i] = 500.0f - static_cast<float>(i);
  }
  float *dx = nullptr, *dy = nullptr, *dout = nullptr;
  if (!tritonc::device::allocate(&dx, total).ok() || !tritonc::device::allocate(&dy, total).ok() ||
      !tritonc::device::allocate(&dout, total).ok())
    return failed;
  if (!tritonc::device::copyToDevice(dx, x.data(), total * sizeof(float)).ok() ||
      !tritonc::device::copyToDevice(dy, y.data(), total * sizeof(float)).ok() ||
      !tritonc::device::copyToDevice(dout, out.data(), total * sizeof(float)).ok())
    return failed;
  float *px = dx + offset, *py = dy + offset, *pout = dout + offset;
  // The config family's grid depends on the config's BLOCK_SIZE (512 or
  // 1024): a grid for the wrong one leaves elements unwritten.
  auto grid = [n](const kc::Config &config) { return tritonc::Dim3{tritonc::cdiv(n, config.BLOCK_SIZE)}; };
  tritonc::Status status = configs ? kc::launch(nullptr, grid, px, py, pout, n)
                                   : k::launch(nullptr, tritonc::Dim3{tritonc::cdiv(n, k::BLOCK_SIZE)}, px, py,
                                               pout, n);
  if (!status.ok()) {
    std::fprintf(stderr, "%s\n", status.message().c_str());
    return failed;
  }
  // After the launch: a config family has chosen (tuned) its config by now.
  const int variant = configs ? kc::choose_variant(px, py, pout, n) : k::choose_variant(px, py, pout, n);
  if (variant != expectedVariant) {
    std::fprintf(stderr, "offset %d, n %d: choose_variant %d, expected %d\n", offset, n, variant, expectedVariant);
    return failed;
  }
  if (!tritonc::device::synchronize().ok() ||
      !tritonc::device::copyToHost(out.data(), dout, total * sizeof(float)).ok() ||
      !tritonc::device::free(dx).ok() || !tritonc::device::free(dy).ok() || !tritonc::device::free(dout).ok())
    return failed;
  for (int i = 0; i < total; ++i) {
    float expected = i < offset ? -1.0f : x[i] + y[i];
    if (out[i] != expected) {
      std::fprintf(stderr, "offset %d, n %d: out[%d] = %g, expected %g\n", offset, n, i, out[i], expected);
      return failed;
    }
  }
  FakeCudaState *state = fakeState();
  return state ? Seen{static_cast<int>(state->lastBlock[0]), static_cast<int>(state->lastShared)} : failed;
}
} // namespace

int main() {
  static_assert(k::variant_count == 2 && k::config_count == 1, "two variants of one config");
  static_assert(k::BLOCK_SIZE == 1024 && k::variant_0::shared_bytes == 0 && k::variant_1::shared_bytes == 512,
                "the family's constants and each variant's facts");
  EXPECT(addThroughFamily(0, 3008, 0) == (Seen{128, 0}));    // every promise kept: variant 0
  EXPECT(addThroughFamily(0, 3000, 1) == (Seen{128, 512}));  // n % 16 != 0
  EXPECT(addThroughFamily(1, 3008, 1) == (Seen{128, 512}));  // pointers 4 bytes past alignment
  EXPECT(addThroughFamily(4, 4096, 0) == (Seen{128, 0}));    // 16 bytes past: aligned again

  static_assert(kc::variant_count == 4 && kc::config_count == 2, "two variants of two configs");
  static_assert(kc::configs[1].BLOCK_SIZE == 512 && kc::configs[1].num_warps == 2 && kc::variant_config[2] == 1,
                "the configs a grid function sees");
  EXPECT(kc::choose_config(nullptr, nullptr, nullptr, 3000) == 1);   // the table
  EXPECT(kc::choose_config(nullptr, nullptr, nullptr, 3008) == -1);  // not tuned yet
  EXPECT(addThroughFamily(0, 3000, 3, true) == (Seen{64, 512}));      // the table's config 1, generic
  EXPECT(addThroughFamily(1, 77, 3, true) == (Seen{64, 512}));
  // Not in the table: the first launch times both configs on the fake
  // clock (config 1 is twice as fast) and keeps config 1 for this key.
  FakeCudaState *state = fakeState();
  const int launchesBefore = state ? state->launches.load() : 0;
  EXPECT(addThroughFamily(0, 3008, 2, true) == (Seen{64, 0}));
  EXPECT(state && state->launches.load() - launchesBefore > 10);  // the timing runs
  EXPECT(state && state->liveEvents.load() == 0);
  EXPECT(kc::choose_config(nullptr, nullptr, nullptr, 3008) == 1);
  const int launchesTuned = state ? state->launches.load() : 0;
  EXPECT(addThroughFamily(0, 3008, 2, true) == (Seen{64, 0}));  // remembered: one launch
  EXPECT(state && state->launches.load() - launchesTuned == 1);
  EXPECT(addThroughFamily(0, 4001, 3, true) == (Seen{64, 512}));  // another key, tuned alike
  // The choices as a tuning table for tritonc --tuning-table.
  EXPECT(tritonc::tuning::save("family_tuning.json").ok());
  std::ifstream saved("family_tuning.json");
  std::string table((std::istreambuf_iterator<char>(saved)), std::istreambuf_iterator<char>());
  EXPECT(table.find("\"kernel\": \"aduna_vectori_kernel\",\n      \"key\": [\"n_elements\"],") != std::string::npos);
  EXPECT(table.find("{\"key\": [3008], \"config\": 1, \"config_text\": \"BLOCK_SIZE=512 num_warps=2\", \"device\": ") !=
         std::string::npos);
  EXPECT(table.find("{\"key\": [4001], \"config\": 1,") != std::string::npos);
  // A variant the family does not have: an error, no launch.
  tritonc::Status bad = kc::launch_variant(9, nullptr, tritonc::Dim3{1}, nullptr, nullptr, nullptr, 1);
  EXPECT(!bad.ok() && bad.message() == "kernel 'aduna_vectori_kernel': no variant 9 of 4");
  std::printf("family round trip ok\n");
  return 0;
}
