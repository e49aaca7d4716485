// tl.rand4x bit for bit, tl.randn4x (second of each pair) to a tolerance,
// tl.randint(n_rounds=7), against Philox computed here.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <array>
namespace k = kernels::rnd4x;

static std::array<std::uint32_t, 4> philox(std::uint64_t seed, std::uint32_t c0, int rounds) {
  std::uint32_t c1 = 0, c2 = 0, c3 = 0, k0 = std::uint32_t(seed), k1 = std::uint32_t(seed >> 32);
  for (int r = 0; r < rounds; ++r) {
    std::uint64_t pa = std::uint64_t(0xD2511F53u) * c0, pb = std::uint64_t(0xCD9E8D57u) * c2;
    std::uint32_t n0 = std::uint32_t(pb >> 32) ^ c1 ^ k0, n2 = std::uint32_t(pa >> 32) ^ c3 ^ k1;
    c0 = n0; c1 = std::uint32_t(pb); c2 = n2; c3 = std::uint32_t(pa);
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
  for (long long n : t.sizes({1, 64, 5003})) {
    std::uint64_t seed = t.rng()() >> t.random<int>(0, 40);
    auto u = t.output<float>(4 * n), nrm = t.output<float>(2 * n);
    auto r7 = t.output<std::uint32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, std::int64_t(seed), u.data(), nrm.data(), r7.data(), int(n))))
      continue;
    std::vector<double> eu(4 * n), en(2 * n), e7(n);
    for (long long i = 0; i < n; ++i) {
      auto w = philox(seed, std::uint32_t(i), 10);
      for (int j = 0; j < 4; ++j) eu[4 * i + j] = uniform(w[j]);
      for (int p = 0; p < 2; ++p) {
        double u1 = std::max(1e-7, double(uniform(w[2 * p]))), u2 = uniform(w[2 * p + 1]);
        en[2 * i + p] = std::sqrt(-2.0 * std::log(u1)) * std::sin(6.283185307179586 * u2);
      }
      e7[i] = philox(seed, std::uint32_t(i), 7)[0];
    }
    t.check("rand4x", u, eu, cputest::exact());
    t.check("randn4x", nrm, en, cputest::close(1e-5, 1e-4));
    t.check("randint_7_rounds", r7, e7, cputest::exact());
  }
  return t.finish();
}
