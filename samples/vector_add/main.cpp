// vector_add: runs samples/vector_add/vector_add.tri (compiled ahead of time
// by add_tile_kernel) on the GPU and checks every element.
//
//   vector_add [--seed=N] [--offset=K] [n ...]   default sizes: 1 1000 1048579
//
// --offset=K shifts every pointer by K elements (for specializations
// compiled without the 16-byte alignment hint).
//
// Inputs are fresh random floats (the seed is printed, --seed repeats a
// run); the output is poisoned with NaNs before the launch and has a guard
// tail after n elements, so an element the kernel skips, or one it writes
// past the mask, is caught. float addition is correctly rounded, so the
// result must equal the double-precision sum rounded to float, bit for bit.
// Exit codes: 0 ok, 1 wrong results or a failed call, 77 no GPU (skip).
// The execution tests build this program against other specializations of
// the same kernel (test/exec); they name their header here.
#ifdef TRITONC_VECTOR_ADD_HEADER
#include TRITONC_VECTOR_ADD_HEADER
#else
#include "vector_add_kernel.h"
#endif

#include <tritonc/runtime.h>

#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace kernel = kernels::aduna_vectori_kernel;

namespace {
constexpr int kGuard = 1024;                     // elements after n that must stay poisoned
constexpr std::uint32_t kPoison = 0xffffffffu;   // a NaN bit pattern
int offset = 0;                                  // --offset: elements to shift every pointer by

bool check(const tritonc::Status &status, const char *what) {
  if (!status.ok())
    std::fprintf(stderr, "vector_add: %s: %s\n", what, status.message().c_str());
  return status.ok();
}

// Runs one size; returns the number of wrong elements, or -1 on an error.
long runOnce(int n, std::mt19937 &random) {
  std::uniform_real_distribution<float> values(-1000.0f, 1000.0f);
  std::vector<float> x(n), y(n);
  for (int i = 0; i < n; ++i) {
    x[i] = values(random);
    y[i] = values(random);
  }
  const std::size_t bytes = static_cast<std::size_t>(n) * sizeof(float);
  const std::size_t outBytes = bytes + kGuard * sizeof(float);
  float *dx = nullptr, *dy = nullptr, *dout = nullptr;
  long wrong = -1;
  // With --offset, every pointer starts `offset` elements into its buffer.
  if (check(tritonc::device::allocate(&dx, n + offset), "allocate x") &&
      check(tritonc::device::allocate(&dy, n + offset), "allocate y") &&
      check(tritonc::device::allocate(&dout, n + offset + kGuard), "allocate out") &&
      check(tritonc::device::copyToDevice(dx + offset, x.data(), bytes), "copy x") &&
      check(tritonc::device::copyToDevice(dy + offset, y.data(), bytes), "copy y") &&
      check(tritonc::device::memset(dout + offset, 0xff, outBytes), "poison out") &&
      check(kernel::launch(nullptr, tritonc::Dim3{tritonc::cdiv(n, kernel::BLOCK_SIZE)}, dx + offset,
                           dy + offset, dout + offset, n),
            "launch") &&
      check(tritonc::device::synchronize(), "synchronize")) {
    std::vector<float> out(n + kGuard);
    if (check(tritonc::device::copyToHost(out.data(), dout + offset, outBytes), "copy out")) {
      wrong = 0;
      for (int i = 0; i < n + kGuard; ++i) {
        std::uint32_t got, want = kPoison;
        std::memcpy(&got, &out[i], sizeof got);
        if (i < n) {
          float reference = static_cast<float>(static_cast<double>(x[i]) + static_cast<double>(y[i]));
          std::memcpy(&want, &reference, sizeof want);
        }
        if (got != want && ++wrong <= 5)
          std::fprintf(stderr, "  n=%d: out[%d] = %a, expected %s%a\n", n, i, out[i],
                       i < n ? "" : "untouched guard ", i < n ? x[i] + y[i] : out[i]);
      }
    }
  }
  (void)tritonc::device::free(dx);
  (void)tritonc::device::free(dy);
  (void)tritonc::device::free(dout);
  return wrong;
}
} // namespace

int main(int argc, char **argv) {
  unsigned seed = std::random_device{}() ^
                  static_cast<unsigned>(std::chrono::steady_clock::now().time_since_epoch().count());
  std::vector<int> sizes;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    char *end = nullptr;
    if (arg.rfind("--seed=", 0) == 0) {
      seed = static_cast<unsigned>(std::strtoul(arg.c_str() + 7, &end, 10));
      continue;
    }
    if (arg.rfind("--offset=", 0) == 0) {
      offset = static_cast<int>(std::strtol(arg.c_str() + 9, &end, 10));
      if (offset < 0 || offset > 1024) {
        std::fprintf(stderr, "vector_add: --offset must be in [0, 1024]\n");
        return 2;
      }
      continue;
    }
    long n = std::strtol(arg.c_str(), &end, 10);
    if (*end != '\0' || n < 0 || n > 0x7fffffffL - kGuard) {
      std::fprintf(stderr, "usage: vector_add [--seed=N] [n ...]  (0 <= n < 2^31 - %d)\n", kGuard);
      return 2;
    }
    sizes.push_back(static_cast<int>(n));
  }
  if (sizes.empty())
    sizes = {1, 1000, (1 << 20) + 3};

  if (tritonc::Status status = tritonc::device::available(); !status.ok()) {
    std::printf("vector_add: skipped, no usable GPU: %s\n", status.message().c_str());
    return 77;
  }
  std::string gpu;
  if (!check(tritonc::device::describe(&gpu), "describe device"))
    return 1;
  std::printf("vector_add on %s (%s, signature %s, num_warps=%d, BLOCK_SIZE=%lld, offset %d), seed %u\n",
              gpu.c_str(), kernel::symbol, kernel::signature, kernel::num_warps,
              static_cast<long long>(kernel::BLOCK_SIZE), offset, seed);

  std::mt19937 random(seed);
  bool ok = true;
  for (int n : sizes) {
    long wrong = runOnce(n, random);
    if (wrong == 0)
      std::printf("  n=%d: ok (%u program instances)\n", n, tritonc::cdiv(n, kernel::BLOCK_SIZE));
    else if (wrong > 0)
      std::printf("  n=%d: FAILED, %ld wrong elements\n", n, wrong);
    ok = ok && wrong == 0;
  }
  std::printf("vector_add: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
