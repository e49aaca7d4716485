// int32 division and remainder (C semantics), shifts, bitwise ops. The last
// block's masked-off lanes divide by the 0 their masked load gave.
#include TRITONC_TEST_KERNEL_HEADER
#include "CpuTest.h"

namespace k = kernels::int_ops;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 64, 65, 4099})) {
    auto a = t.input<std::int32_t>(n, -100000, 100000);
    auto b = t.input<std::int32_t>(n, 1, 1000);
    for (long long i = 0; i < n; ++i)  // negative divisors too, never 0
      if (t.random<int>(0, 1))
        b[i] = -b[i];
    auto div = t.output<std::int32_t>(n), rem = t.output<std::int32_t>(n);
    auto shl = t.output<std::int32_t>(n), shr = t.output<std::int32_t>(n);
    auto bits = t.output<std::int32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), div.data(),
                        rem.data(), shl.data(), shr.data(), bits.data(), int(n))))
      continue;
    auto i32 = [](double v) { return std::int32_t(v); };
    t.check("div", div, t.map(a, b, [&](double x, double y) { return double(i32(x) / i32(y)); }),
            cputest::exact());
    t.check("rem", rem, t.map(a, b, [&](double x, double y) { return double(i32(x) % i32(y)); }),
            cputest::exact());
    t.check("shl", shl, t.map(a, [&](double x) { return double(std::int32_t(std::uint32_t(i32(x)) << 3)); }),
            cputest::exact());
    t.check("shr", shr, t.map(a, [&](double x) { return double(i32(x) >> 2); }), cputest::exact());
    t.check("bits", bits,
            t.map(a, b, [&](double x, double y) { return double((i32(x) & 0xff) | (i32(y) ^ 0x55)); }),
            cputest::exact());
  }
  return t.finish();
}
