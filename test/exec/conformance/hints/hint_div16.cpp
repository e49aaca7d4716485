// `:16` divisibility on pointers and n (sizes multiples of 16): the
// launcher checks the promises, a broken one is refused.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::hint_div16;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({16, 64, 1008})) {
    auto x = conf::nonzero<float>(t, n, -100, 100), y = conf::nonzero<float>(t, n, -100, 100);
    auto o = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), o.data(), int(n))))
      continue;
    t.check("div16", o, t.map(x, y, [](double a, double b) { return conf::f32(a * b); }), cputest::exact());
    t.expect(!k::launch(nullptr, {1}, x.data(), y.data(), o.data(), int(n) - 1).ok(), "n = %lld accepted", n - 1);
  }
  return t.finish();
}
