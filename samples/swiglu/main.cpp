// swiglu: runs samples/swiglu/swiglu.tri (c = silu(a) * b, fp16 in and out,
// computed in fp32 with tl.sigmoid) on the GPU and checks every element.
//
//   swiglu [--seed=N] [n ...]     default sizes: 1 1000 1048579
//
// Inputs are fresh random fp16 values, a in [-10, 10] and b in [-4, 4] (the
// seed is printed, --seed repeats a run). The output is poisoned with NaN
// bits before the launch and has a guard tail after n elements, so an
// element the kernel skips, or one it writes past the mask, is caught.
// The kernel rounds the fp32 result once to fp16, so every element must be
// within one fp16 ulp of the double-precision value silu(a) * b (computed
// from the same fp16 inputs), plus a relative 1e-5 for the fp32 arithmetic
// (tl.sigmoid uses an approximate exp). The largest error relative to the
// output scale (max |reference|) is printed too.
// Exit codes: 0 ok, 1 wrong results or a failed call, 2 bad arguments,
// 77 no GPU (skip).
#ifdef TRITONC_SWIGLU_HEADER
#include TRITONC_SWIGLU_HEADER
#else
#include "swiglu_kernel.h"
#endif

#include <tritonc/runtime.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <random>
#include <string>
#include <vector>

namespace kernel = kernels::swiglu_kernel;
using tritonc::float16;

namespace {
constexpr long kGuard = 1024;                 // elements after n that must stay poisoned
constexpr std::uint16_t kPoison16 = 0xffffu;  // fp16 NaN bits

bool check(const tritonc::Status &status, const char *what) {
  if (!status.ok())
    std::fprintf(stderr, "swiglu: %s: %s\n", what, status.message().c_str());
  return status.ok();
}

float uniform(std::mt19937_64 &random, float lo, float hi) {
  return lo + (hi - lo) * static_cast<float>(random() >> 40) * 0x1p-24f;
}

// The distance between the fp16 values around |v| (2^-24 for subnormals).
double ulp16(double v) {
  v = std::fabs(v);
  if (v < 0x1p-14)
    return 0x1p-24;
  int exponent;
  std::frexp(v, &exponent);  // v = m * 2^exponent, m in [0.5, 1)
  return std::ldexp(1.0, exponent - 11);
}

// fp16 -> double through a table: the big sizes convert 2^29 values.
struct Half {
  std::vector<float> table;
  Half() : table(65536) {
    for (unsigned i = 0; i < 65536; ++i)
      table[i] = tritonc::toFloat(float16{static_cast<std::uint16_t>(i)});
  }
  double operator()(float16 h) const { return table[h.bits]; }
};

// Runs one size; returns the number of wrong elements, or -1 on an error.
long runOnce(int n, std::mt19937_64 &random, const Half &half, double *maxUlps, double *maxScaled) {
  std::vector<float16> a(n), b(n);
  for (int i = 0; i < n; ++i) {
    a[i] = tritonc::toFloat16(uniform(random, -10.0f, 10.0f));
    b[i] = tritonc::toFloat16(uniform(random, -4.0f, 4.0f));
  }
  const std::size_t bytes = static_cast<std::size_t>(n) * sizeof(float16);
  const std::size_t outCount = static_cast<std::size_t>(n) + kGuard;
  float16 *da = nullptr, *db = nullptr, *dc = nullptr;
  long wrong = -1;
  if (check(tritonc::device::allocate(&da, n), "allocate a") &&
      check(tritonc::device::allocate(&db, n), "allocate b") &&
      check(tritonc::device::allocate(&dc, outCount), "allocate c") &&
      check(tritonc::device::copyToDevice(da, a.data(), bytes), "copy a") &&
      check(tritonc::device::copyToDevice(db, b.data(), bytes), "copy b") &&
      check(tritonc::device::memset(dc, 0xff, outCount * sizeof(float16)), "poison c") &&
      check(kernel::launch(nullptr, tritonc::Dim3{tritonc::cdiv(n, kernel::BLOCK_SIZE)}, da, db, dc, n),
            "launch") &&
      check(tritonc::device::synchronize(), "synchronize")) {
    std::vector<float16> c(outCount);
    if (check(tritonc::device::copyToHost(c.data(), dc, outCount * sizeof(float16)), "copy c")) {
      wrong = 0;
      std::vector<double> reference(n);
      double scale = 0.0;
      for (int i = 0; i < n; ++i) {
        const double x = half(a[i]);
        reference[i] = x / (1.0 + std::exp(-x)) * half(b[i]);
        scale = std::max(scale, std::fabs(reference[i]));
      }
      for (std::size_t i = 0; i < outCount; ++i) {
        if (i >= static_cast<std::size_t>(n)) {
          if (c[i].bits != kPoison16 && ++wrong <= 5)
            std::fprintf(stderr, "  n=%d: c[%zu] = 0x%04x, expected untouched guard\n", n, i, c[i].bits);
          continue;
        }
        const double want = reference[i], got = half(c[i]);
        const double error = std::fabs(got - want);
        if (!(error <= ulp16(want) + 1e-5 * std::fabs(want))) {
          if (++wrong <= 5)
            std::fprintf(stderr, "  n=%d: c[%zu] = %.6g, expected %.6g (a = %.6g, b = %.6g)\n", n, i, got, want,
                         half(a[i]), half(b[i]));
        } else {
          *maxUlps = std::max(*maxUlps, error / ulp16(want));
          if (scale > 0)
            *maxScaled = std::max(*maxScaled, error / scale);
        }
      }
    }
  }
  (void)tritonc::device::free(da);
  (void)tritonc::device::free(db);
  (void)tritonc::device::free(dc);
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
    long n = std::strtol(arg.c_str(), &end, 10);
    if (*end != '\0' || n < 0 || n > 0x7fffffffL - kGuard) {
      std::fprintf(stderr, "usage: swiglu [--seed=N] [n ...]  (0 <= n < 2^31 - %ld)\n", kGuard);
      return 2;
    }
    sizes.push_back(static_cast<int>(n));
  }
  if (sizes.empty())
    sizes = {1, 1000, (1 << 20) + 3};

  if (tritonc::Status status = tritonc::device::available(); !status.ok()) {
    std::printf("swiglu: skipped, no usable GPU: %s\n", status.message().c_str());
    return 77;
  }
  std::string gpu;
  if (!check(tritonc::device::describe(&gpu), "describe device"))
    return 1;
  std::printf("swiglu on %s (%s, signature %s, num_warps=%d, BLOCK_SIZE=%lld), seed %u\n", gpu.c_str(),
              kernel::symbol, kernel::signature, kernel::num_warps, static_cast<long long>(kernel::BLOCK_SIZE),
              seed);

  std::mt19937_64 random(seed);
  const Half half;
  bool ok = true;
  for (int n : sizes) {
    double maxUlps = 0.0, maxScaled = 0.0;
    long wrong = runOnce(n, random, half, &maxUlps, &maxScaled);
    if (wrong == 0)
      std::printf("  n=%d: ok (%u program instances; max %.2f fp16 ulp, %.2e of the output scale)\n", n,
                  tritonc::cdiv(n, kernel::BLOCK_SIZE), maxUlps, maxScaled);
    else if (wrong > 0)
      std::printf("  n=%d: FAILED, %ld wrong elements\n", n, wrong);
    ok = ok && wrong == 0;
  }
  std::printf("swiglu: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
