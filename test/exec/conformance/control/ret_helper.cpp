// A @jit helper that returns a (block, scalar) pair from four paths (an
// elif and a nested if, both with returns); the bounds are set so that
// random blocks take every path.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ret_helper;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  const int lo = -150, hi = 100;
  for (long long P : t.sizes({1, 7, 64})) {
    auto x = t.input<std::int32_t>(P * B, -100, 100);
    auto out = t.output<std::int32_t>(P * B);
    auto sc = t.output<std::int32_t>(P);
    if (!t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), out.data(), sc.data(), lo, hi)))
      continue;
    auto sum = [&](std::size_t p) {
      long long s = 0;
      for (int i = 0; i < B; ++i) s += x.at(p * B + i);
      return s;
    };
    t.check("ret_helper block", out, conf::gen(P * B, [&](std::size_t i) {
              long long s = sum(i / B), v = x.at(i);
              if (s < lo) return double(v - s);
              if (s > hi) return double(s > 2 * hi ? v * 3 : v + 1);
              return double(s);
            }), cputest::exact());
    t.check("ret_helper scalar", sc, conf::gen(P, [&](std::size_t p) {
              long long s = sum(p);
              if (s < lo) return double(s * 2);
              if (s > hi) return double(s > 2 * hi ? s - hi : s);
              return double(lo + hi);
            }), cputest::exact());
  }
  return t.finish();
}
