// tl.multiple_of / tl.max_contiguous on true promises: the results are
// those of the plain kernel, masked tails included.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::hint_contiguous;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -100, 100);
    auto o = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), o.data(), int(n))))
      continue;
    t.check("hinted", o, t.map(x, [](double v) { return conf::f32(v * 3); }), cputest::exact());
  }
  return t.finish();
}
