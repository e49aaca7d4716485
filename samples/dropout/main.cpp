// dropout: runs samples/dropout/dropout.tri (keeps each element with
// probability 1 - p, scaled by 1 / (1 - p); the random numbers come from
// tl.rand, Triton's Philox generator) on the GPU and checks every element.
//
//   dropout [--seed=N] [--p=P] [n ...]     default p 0.5, sizes 1 1000 1048579 16777216
//
// Inputs are fresh random floats with 0.5 <= |x| < 2, so a kept element is
// never 0 (the seed is printed, --seed repeats a run); each size also draws
// its own random kernel seed, negative for every second size (Triton widens
// the int32 seed to 64 bits with a sign extension). The output is poisoned with NaN bits
// before the launch and has a guard tail after n elements.
// Checks, on every element:
//   - it is x / (1 - p) within 2 ulp (kept) or exactly +0.0 (dropped): fp32
//     `/` in Triton's language is the fast division (div.full.f32, at most
//     2 ulp), not the correctly rounded one (tl.div_rn);
//   - from 10^5 elements on, the fraction kept is within 0.01 of 1 - p;
//   - bit for bit, the decision matches this program's own replica of
//     tl.rand (Philox4x32 with 10 rounds, key = the seed sign-extended to 64
//     bits, counter = (offset, 0, 0, 0), the first output word mapped to
//     [0, 1) as Triton's uint_to_uniform_float does), so the kernel draws the
//     same numbers as Triton does for the same seed. The replica is checked
//     against Random123's published known answers first.
// Exit codes: 0 ok, 1 wrong results or a failed call, 2 bad arguments,
// 77 no GPU (skip).
#ifdef TRITONC_DROPOUT_HEADER
#include TRITONC_DROPOUT_HEADER
#else
#include "dropout_kernel.h"
#endif

#include <tritonc/runtime.h>

#include <array>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace kernel = kernels::dropout_kernel;

namespace {
constexpr long kGuard = 1024;                   // elements after n that must stay poisoned
constexpr std::uint32_t kPoison = 0xffffffffu;  // a NaN bit pattern

bool check(const tritonc::Status &status, const char *what) {
  if (!status.ok())
    std::fprintf(stderr, "dropout: %s: %s\n", what, status.message().c_str());
  return status.ok();
}

std::uint32_t bits(float v) {
  std::uint32_t b;
  std::memcpy(&b, &v, sizeof b);
  return b;
}

// Philox4x32-10 as in Random123 and Triton's philox_impl.
std::array<std::uint32_t, 4> philox(std::array<std::uint32_t, 4> c, std::uint32_t k0, std::uint32_t k1) {
  for (int round = 0; round < 10; ++round) {
    const std::uint64_t p0 = 0xD2511F53ull * c[0], p2 = 0xCD9E8D57ull * c[2];
    c = {static_cast<std::uint32_t>(p2 >> 32) ^ c[1] ^ k0, static_cast<std::uint32_t>(p2),
         static_cast<std::uint32_t>(p0 >> 32) ^ c[3] ^ k1, static_cast<std::uint32_t>(p0)};
    k0 += 0x9E3779B9u;
    k1 += 0xBB67AE85u;
  }
  return c;
}

bool philoxKnownAnswers() {
  struct Case {
    std::array<std::uint32_t, 4> counter;
    std::uint32_t k0, k1;
    std::array<std::uint32_t, 4> expected;
  };
  const Case cases[] = {
      {{0, 0, 0, 0}, 0, 0, {0x6627e8d5u, 0xe169c58du, 0xbc57ac4cu, 0x9b00dbd8u}},
      {{0xffffffffu, 0xffffffffu, 0xffffffffu, 0xffffffffu},
       0xffffffffu,
       0xffffffffu,
       {0x408f276du, 0x41c83b0eu, 0xa20bc7c6u, 0x6d5451fdu}},
      {{0x243f6a88u, 0x85a308d3u, 0x13198a2eu, 0x03707344u},
       0xa4093822u,
       0x299f31d0u,
       {0xd16cfe09u, 0x94fdccebu, 0x5001e420u, 0x24126ea1u}},
  };
  for (const Case &c : cases)
    if (philox(c.counter, c.k0, c.k1) != c.expected)
      return false;
  return true;
}

// tl.rand(seed, offset) for an int32 seed and an int32 offset.
float tritonRand(std::int32_t seed, std::int32_t offset) {
  const std::uint64_t key = static_cast<std::uint64_t>(static_cast<std::int64_t>(seed));  // sign-extended
  const std::uint32_t r =
      philox({static_cast<std::uint32_t>(offset), 0, 0, 0}, static_cast<std::uint32_t>(key),
             static_cast<std::uint32_t>(key >> 32))[0];
  std::int32_t x;
  std::memcpy(&x, &r, sizeof x);
  if (x < 0)
    x = -(x + 1);  // -x - 1 without overflow
  return static_cast<float>(x) * 4.6566127342e-10f;
}

struct Result {
  long wrongValues = 0;    // neither x / (1 - p) nor +0.0, or a written guard element
  long notTriton = 0;      // kept/dropped differs from tl.rand's decision
  long kept = 0;
  bool fractionOk = true;  // only judged from 10^5 elements on
};

// Runs one size; false on an error.
bool runOnce(int n, float p, bool negativeSeed, std::mt19937_64 &random, Result *result) {
  std::uint32_t seedBits = static_cast<std::uint32_t>(random());
  seedBits = negativeSeed ? seedBits | 0x80000000u : seedBits & 0x7fffffffu;
  const std::int32_t seed = static_cast<std::int32_t>(seedBits);
  std::vector<float> x(n);
  for (int i = 0; i < n; ++i) {
    const std::uint64_t r = random();
    const float magnitude = 0.5f + 1.5f * static_cast<float>(r >> 40) * 0x1p-24f;
    x[i] = (r & 1) ? -magnitude : magnitude;
  }
  const std::size_t outCount = static_cast<std::size_t>(n) + kGuard;
  float *dx = nullptr, *dout = nullptr;
  bool ok = check(tritonc::device::allocate(&dx, n), "allocate x") &&
            check(tritonc::device::allocate(&dout, outCount), "allocate output") &&
            check(tritonc::device::copyToDevice(dx, x.data(), n * sizeof(float)), "copy x") &&
            check(tritonc::device::memset(dout, 0xff, outCount * sizeof(float)), "poison output") &&
            check(kernel::launch(nullptr, tritonc::Dim3{tritonc::cdiv(n, kernel::BLOCK_SIZE)}, dx, dout, n, p, seed),
                  "launch") &&
            check(tritonc::device::synchronize(), "synchronize");
  std::vector<float> out(outCount);
  ok = ok && check(tritonc::device::copyToHost(out.data(), dout, outCount * sizeof(float)), "copy output");
  (void)tritonc::device::free(dx);
  (void)tritonc::device::free(dout);
  if (!ok)
    return false;

  const float scale = 1.0f - p;  // the kernel's x / (1 - p), in fp32
  for (std::size_t i = 0; i < outCount; ++i) {
    if (i >= static_cast<std::size_t>(n)) {
      if (bits(out[i]) != kPoison && ++result->wrongValues <= 5)
        std::fprintf(stderr, "  n=%d: out[%zu] = %a, expected the untouched guard\n", n, i, out[i]);
      continue;
    }
    const float kept = x[i] / scale;
    // Same sign and exponent range here (|x| >= 0.5), so the bit patterns'
    // distance counts ulps.
    const long ulps = std::labs(static_cast<long>(bits(out[i])) - static_cast<long>(bits(kept)));
    const bool isDropped = bits(out[i]) == 0u, isKept = !isDropped && ulps <= 2;
    if (!isKept && !isDropped) {
      if (++result->wrongValues <= 5)
        std::fprintf(stderr, "  n=%d: out[%zu] = %a, expected %a (kept) or 0 (dropped)\n", n, i, out[i], kept);
      continue;
    }
    result->kept += isKept;
    const bool tritonKeeps = tritonRand(seed, static_cast<std::int32_t>(i)) > p;
    if (isKept != tritonKeeps && ++result->notTriton <= 5)
      std::fprintf(stderr, "  n=%d, seed %d: element %zu %s, but tl.rand(seed, %zu) = %.9g %s it\n", n, seed, i,
                   isKept ? "kept" : "dropped", i, tritonRand(seed, static_cast<std::int32_t>(i)),
                   tritonKeeps ? "keeps" : "drops");
  }
  const double fraction = n ? static_cast<double>(result->kept) / n : 0.0;
  result->fractionOk = n < 100000 || std::fabs(fraction - (1.0 - p)) <= 0.01;
  std::printf("  n=%d, kernel seed %d: kept %.5f (expected %.5f)", n, seed, fraction, 1.0 - p);
  return true;
}
} // namespace

int main(int argc, char **argv) {
  unsigned seed = std::random_device{}() ^
                  static_cast<unsigned>(std::chrono::steady_clock::now().time_since_epoch().count());
  float p = 0.5f;
  std::vector<int> sizes;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    char *end = nullptr;
    if (arg.rfind("--seed=", 0) == 0) {
      seed = static_cast<unsigned>(std::strtoul(arg.c_str() + 7, &end, 10));
      continue;
    }
    if (arg.rfind("--p=", 0) == 0) {
      p = std::strtof(arg.c_str() + 4, &end);
      if (*end != '\0' || !(p >= 0.0f && p < 1.0f)) {
        std::fprintf(stderr, "dropout: --p must be in [0, 1)\n");
        return 2;
      }
      continue;
    }
    long n = std::strtol(arg.c_str(), &end, 10);
    if (*end != '\0' || n < 0 || n > 0x7fffffffL - kGuard) {
      std::fprintf(stderr, "usage: dropout [--seed=N] [--p=P] [n ...]  (0 <= n < 2^31 - %ld)\n", kGuard);
      return 2;
    }
    sizes.push_back(static_cast<int>(n));
  }
  if (sizes.empty())
    sizes = {1, 1000, (1 << 20) + 3, 1 << 24};

  if (!philoxKnownAnswers()) {
    std::fprintf(stderr, "dropout: the host replica of Philox4x32-10 fails Random123's known answers\n");
    return 1;
  }
  if (tritonc::Status status = tritonc::device::available(); !status.ok()) {
    std::printf("dropout: skipped, no usable GPU: %s\n", status.message().c_str());
    return 77;
  }
  std::string gpu;
  if (!check(tritonc::device::describe(&gpu), "describe device"))
    return 1;
  std::printf("dropout on %s (%s, signature %s, num_warps=%d, BLOCK_SIZE=%lld, p=%g), seed %u\n", gpu.c_str(),
              kernel::symbol, kernel::signature, kernel::num_warps, static_cast<long long>(kernel::BLOCK_SIZE), p,
              seed);

  std::mt19937_64 random(seed);
  bool ok = true;
  for (std::size_t i = 0; i < sizes.size(); ++i) {
    const int n = sizes[i];
    Result result;
    if (!runOnce(n, p, i % 2 == 1, random, &result)) {
      ok = false;
      continue;
    }
    const bool passed = result.wrongValues == 0 && result.notTriton == 0 && result.fractionOk;
    if (passed)
      std::printf(": ok\n");
    else
      std::printf(": FAILED, %ld wrong values, %ld decisions unlike tl.rand's%s\n", result.wrongValues,
                  result.notTriton, result.fractionOk ? "" : ", kept fraction off by more than 0.01");
    ok = ok && passed;
  }
  std::printf("dropout: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
