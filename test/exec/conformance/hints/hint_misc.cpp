// tl.assume, tl.static_print, a tl.device_assert that holds, and
// tl.debug_barrier leave the results alone.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::hint_misc;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<float>(t, n, -100, 100);
    auto o = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), o.data(), int(n))))
      continue;
    t.check("misc", o, t.map(x, [](double v) { return conf::f32(v - 1); }), cputest::exact());
  }
  return t.finish();
}
