// atomic_cas per slot on int64 and fp32 (no mask: the buffers cover whole
// blocks): slots holding the compared value are swapped, the others kept;
// the old value is returned either way.
#include TRITONC_TEST_KERNEL_HEADER
#include "AtomTest.h"
namespace k = kernels::at2_cas_slots;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    long long full = tritonc::cdiv(n, k::BLOCK) * k::BLOCK;
    cputest::Buffer<std::int64_t> s(full);
    cputest::Buffer<float> f(full);
    for (long long i = 0; i < full; ++i) {
      std::int64_t cmp = i * 7 - 1000000000000ll;
      s[i] = i % 2 == 0 ? cmp : cmp + 1 + std::int64_t(t.rng()() % 1000);
      f[i] = i % 3 == 0 ? float(i) * 0.25f : float(i) * 0.25f + float(t.random<int>(1, 50));
    }
    auto s0 = s;
    auto f0 = f;
    auto old = t.output<std::int64_t>(n);
    auto fold = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, s.data(), f.data(), old.data(), fold.data(), int(n))))
      continue;
    conf::check64(t, "i64 slots", s, [&](std::size_t i) { return i % 2 == 0 ? (std::int64_t(i) * 7 - 1000000000000ll) * -2 : s0[i]; });
    conf::check64(t, "i64 old", old, [&](std::size_t i) { return s0[i]; });
    t.check("f32 slots", f, conf::gen(full, [&](std::size_t i) { return i % 3 == 0 ? i * 0.25 + 100 : f0.at(i); }), cputest::exact());
    t.check("f32 old", fold, conf::gen(n, [&](std::size_t i) { return f0.at(i); }), cputest::exact());
  }
  return t.finish();
}
