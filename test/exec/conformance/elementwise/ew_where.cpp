// tl.where with tensor/tensor, scalar/scalar (fp32) and int32 branches.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_where;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -10, 10), y = conf::nonzero<float>(t, n, -10, 10);
    auto c = t.input<std::int32_t>(n, -8, 8);
    auto w1 = t.output<float>(n), w2 = t.output<float>(n);
    auto w3 = t.output<std::int32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), c.data(), w1.data(),
                        w2.data(), w3.data(), int(n))))
      continue;
    t.check("w1", w1, t.map(x, y, [](double a, double b) { return a > b ? a : b * 2; }), cputest::exact());
    t.check("w2", w2, t.map(c, [](double v) { return v != 0 ? 1.5 : -2.0; }), cputest::exact());
    t.check("w3", w3, t.map(c, [](double v) { return v > 3 ? v : -v; }), cputest::exact());
  }
  return t.finish();
}
