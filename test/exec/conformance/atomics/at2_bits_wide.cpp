// atomic_and / atomic_or on uint32, atomic_xor / atomic_and on int64.
#include TRITONC_TEST_KERNEL_HEADER
#include "AtomTest.h"
namespace k = kernels::at2_bits_wide;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int NC = k::NC;
  for (long long n : t.sizes({1, 63, 1000})) {
    cputest::Buffer<std::uint32_t> u(n), ua(NC), uo(NC);
    cputest::Buffer<std::int64_t> q(n), qx(NC), qa(NC);
    // Mostly-set bits (the and of a few of them is not 0); the or sees only
    // the low nibbles (x & 0x0F0F0F0F), so it is not all ones either.
    for (long long i = 0; i < n; ++i) {
      u[i] = std::uint32_t(t.rng()() | t.rng()() | t.rng()());
      q[i] = std::int64_t(t.rng()() | t.rng()());
    }
    for (int c = 0; c < NC; ++c) { ua[c] = 0xFFFFFFFFu; uo[c] = 1u << c; qx[c] = std::int64_t(t.rng()()); qa[c] = -1; }
    std::vector<std::uint32_t> eua(NC, 0xFFFFFFFFu), euo(uo.host(), uo.host() + NC);
    std::vector<std::int64_t> eqx(qx.host(), qx.host() + NC), eqa(NC, -1);
    for (long long i = 0; i < n; ++i) {
      eua[i % NC] &= u[i]; euo[i % NC] |= u[i] & 0x0F0F0F0Fu;
      eqx[i % NC] ^= q[i]; eqa[i % NC] &= q[i];
    }
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, u.data(), q.data(), ua.data(), uo.data(), qx.data(), qa.data(), int(n))))
      continue;
    conf::check64(t, "u32 and", ua, [&](std::size_t c) { return eua[c]; });
    conf::check64(t, "u32 or", uo, [&](std::size_t c) { return euo[c]; });
    conf::check64(t, "i64 xor", qx, [&](std::size_t c) { return eqx[c]; });
    conf::check64(t, "i64 and", qa, [&](std::size_t c) { return eqa[c]; });
  }
  return t.finish();
}
