// tl.rand, tl.randint, tl.randint4x (32- and 64-bit offsets) bit for bit
// against Philox 4x32-10 computed here (Triton's constants and counters),
// tl.randn to a tolerance; rand in [0, 1); the same seed gives the same
// numbers, another seed different ones.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <array>
namespace k = kernels::rnd;

static std::array<std::uint32_t, 4> philox(std::uint64_t seed, std::uint32_t c0, std::uint32_t c1) {
  std::uint32_t c2 = 0, c3 = 0, k0 = std::uint32_t(seed), k1 = std::uint32_t(seed >> 32);
  for (int r = 0; r < 10; ++r) {
    std::uint64_t pa = std::uint64_t(0xD2511F53u) * c0, pb = std::uint64_t(0xCD9E8D57u) * c2;
    std::uint32_t hi_a = std::uint32_t(pa >> 32), hi_b = std::uint32_t(pb >> 32);
    std::uint32_t lo_a = std::uint32_t(pa), lo_b = std::uint32_t(pb);
    std::uint32_t n0 = hi_b ^ c1 ^ k0, n2 = hi_a ^ c3 ^ k1;
    c0 = n0; c1 = lo_b; c2 = n2; c3 = lo_a;
    k0 += 0x9E3779B9u;
    k1 += 0xBB67AE85u;
  }
  return {c0, c1, c2, c3};
}
static float uniform(std::uint32_t bits) {
  std::int32_t x = std::int32_t(bits);
  if (x < 0) x = -x - 1;
  return float(x) * 4.6566127342e-10f;
}

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 10007})) {
    std::uint64_t seed = t.rng()() >> t.random<int>(0, 40);
    std::int64_t base = std::int64_t(t.rng()() >> 20);
    auto r = t.output<float>(n), rn = t.output<float>(n), r2 = t.output<float>(n);
    auto ri = t.output<std::uint32_t>(n), ri64 = t.output<std::uint32_t>(n), r4 = t.output<std::uint32_t>(4 * n);
    auto launch = [&](std::uint64_t s, cputest::Buffer<float> &rr) {
      return k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, std::int64_t(s), base, rr.data(), ri.data(), rn.data(),
                       ri64.data(), r4.data(), int(n));
    };
    if (!t.ok(launch(seed, r)))
      continue;
    std::vector<double> er(n), eri(n), ern(n), eri64(n), er4(4 * n);
    for (long long i = 0; i < n; ++i) {
      auto w = philox(seed, std::uint32_t(i), 0);
      er[i] = uniform(w[0]);
      eri[i] = w[0];
      for (int j = 0; j < 4; ++j) er4[4 * i + j] = w[j];
      double u1 = std::max(1e-7, double(uniform(w[0]))), u2 = uniform(w[1]);
      ern[i] = std::sqrt(-2.0 * std::log(u1)) * std::cos(6.283185307179586 * u2);
      std::uint64_t off = std::uint64_t(i + base);
      eri64[i] = philox(seed, std::uint32_t(off), std::uint32_t(off >> 32))[0];
    }
    t.check("rand", r, er, cputest::exact());
    t.check("randint", ri, eri, cputest::exact());
    t.check("randint4x", r4, er4, cputest::exact());
    t.check("randint_i64", ri64, eri64, cputest::exact());
    t.check("randn", rn, ern, cputest::close(1e-5, 1e-4));
    bool range = true;
    for (long long i = 0; i < n; ++i) range &= r[i] >= 0.0f && r[i] < 1.0f;
    t.expect(range, "rand outside [0, 1)");
    // Same seed: the same numbers; another seed: (almost all) different ones.
    if (!t.ok(launch(seed, r2)))
      continue;
    t.check("rand_again", r2, er, cputest::exact());
    if (!t.ok(launch(seed ^ 0x5DEECE66Dull, r2)))
      continue;
    long long same = 0;
    for (long long i = 0; i < n; ++i) same += r2[i] == r[i];
    t.expect(same <= 2 + n / 1000, "another seed: %lld of %lld equal", same, n);
  }
  return t.finish();
}
