// fp16 + * - (rounded to fp16 each), / and % (computed in fp32, as in
// Triton, then stored as fp16; % as the target computes it, see
// conf::targetFrem: divisors near 0 make quotients large enough to round
// onto the next integer).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_fp16;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  using conf::h16;
  for (long long n : t.sizes({1, 64, 1000})) {
    auto a = conf::nonzero<tritonc::float16>(t, n, -100, 100), b = conf::nonzero<tritonc::float16>(t, n, -8, 8);
    auto add = t.output<tritonc::float16>(n), mul = t.output<tritonc::float16>(n), sub = t.output<tritonc::float16>(n);
    auto div = t.output<tritonc::float16>(n), mod = t.output<tritonc::float16>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), add.data(), mul.data(), sub.data(),
                        div.data(), mod.data(), int(n))))
      continue;
    auto X = cputest::exact();
    t.check("add", add, t.map(a, b, [](double x, double y) { return h16(x + y); }), X);
    t.check("mul", mul, t.map(a, b, [](double x, double y) { return h16(x * y); }), X);
    t.check("sub", sub, t.map(a, b, [](double x, double y) { return h16(x - h16(y * 0.5)); }), X);
    t.check("div", div, t.map(a, b, [](double x, double y) { return h16(conf::f32(x / y)); }), cputest::ulps<tritonc::float16>(1));
    t.check("mod", mod, t.map(a, b, [](double x, double y) { return h16(conf::targetFrem<float>(x, y)); }), X);
  }
  return t.finish();
}
