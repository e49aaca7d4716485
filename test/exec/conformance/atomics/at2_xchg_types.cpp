// atomic_xchg on int64, fp32, fp64, uint32 slots (one per element, masked
// every fifth): the old value comes back, the slot holds the new one,
// masked-off slots keep theirs.
#include TRITONC_TEST_KERNEL_HEADER
#include "AtomTest.h"
namespace k = kernels::at2_xchg_types;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto a = conf::nonzero<std::int64_t>(t, n, -1e18, 1e18);
    auto b = conf::nonzero<float>(t, n, -1e6, 1e6);
    auto c = conf::nonzero<double>(t, n, -1e300, 1e300);
    auto d = conf::nonzero<std::uint32_t>(t, n, 0, 4294967295.0);
    auto a0 = a;
    auto b0 = b;
    auto c0 = c;
    auto d0 = d;
    auto oa = t.output<std::int64_t>(n);
    auto ob = t.output<float>(n);
    auto oc = t.output<double>(n);
    auto od = t.output<std::uint32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), c.data(), d.data(), oa.data(), ob.data(),
                        oc.data(), od.data(), int(n))))
      continue;
    auto on = [](std::size_t i) { return i % 5 != 1; };
    conf::check64(t, "i64 slot", a, [&](std::size_t i) { return on(i) ? std::int64_t(i) * -3000000000ll : a0[i]; });
    conf::check64(t, "u32 slot", d, [&](std::size_t i) { return on(i) ? std::uint32_t(i + 4000000000u) : d0[i]; });
    t.check("f32 slot", b, conf::gen(n, [&](std::size_t i) { return on(i) ? i + 0.5 : b0.at(i); }), cputest::exact());
    t.check("f64 slot", c, conf::gen(n, [&](std::size_t i) { return on(i) ? double(i) * 1e100 : c0.at(i); }), cputest::exact());
    // Old values where the mask is on; poison (never written) elsewhere.
    std::int64_t poisonI64 = cputest::poisonValue<std::int64_t>();
    std::uint32_t poisonU32 = cputest::poisonValue<std::uint32_t>();
    conf::check64(t, "i64 old", oa, [&](std::size_t i) { return on(i) ? a0[i] : poisonI64; });
    conf::check64(t, "u32 old", od, [&](std::size_t i) { return on(i) ? d0[i] : poisonU32; });
    t.check("f32 old", ob, conf::gen(n, [&](std::size_t i) { return on(i) ? b0.at(i) : NAN; }), cputest::exact());
    t.check("f64 old", oc, conf::gen(n, [&](std::size_t i) { return on(i) ? c0.at(i) : NAN; }), cputest::exact());
  }
  return t.finish();
}
