// `other` converted to the pointee type: int8 -100, uint16 65000, int64
// -5e9, fp64 1.25, bf16 -inf.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_other_types;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 65, 1000})) {
    long long full = tritonc::cdiv(n, k::BLOCK) * k::BLOCK;
    auto a = conf::nonzero<std::int8_t>(t, n, -128, 127);
    auto b = conf::nonzero<std::uint16_t>(t, n, 0, 65535);
    auto c = conf::nonzero<std::int64_t>(t, n, -1e15, 1e15);
    auto d = conf::nonzero<double>(t, n, -1e10, 1e10);
    auto e = conf::nonzero<tritonc::bfloat16>(t, n, -100, 100);
    auto oa = t.output<std::int8_t>(full);
    auto ob = t.output<std::uint16_t>(full);
    auto oc = t.output<std::int64_t>(full);
    auto od = t.output<double>(full);
    auto oe = t.output<tritonc::bfloat16>(full);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), c.data(), d.data(), e.data(),
                        oa.data(), ob.data(), oc.data(), od.data(), oe.data(), int(n))))
      continue;
    auto X = cputest::exact();
    auto pick = [&](auto &buf, double other) {
      return conf::gen(full, [&](std::size_t i) { return (long long)i < n ? buf.at(i) : other; });
    };
    t.check("int8", oa, pick(a, -100), X);
    t.check("uint16", ob, pick(b, 65000), X);
    bool ok = true;  // int64 compared as integers
    for (long long i = 0; i < full; ++i)
      ok &= oc[i] == (i < n ? c[i] : std::int64_t(-5000000000ll));
    long long where;
    t.expect(ok && oc.guardsIntact(where), "int64: wrong values or guards");
    t.check("fp64", od, pick(d, 1.25), X);
    t.check("bf16", oe, pick(e, -INFINITY), X);
  }
  return t.finish();
}
