// isinstance at compile time picks what a helper does with its second
// argument: a tensor multiplies, a number adds, a dtype rounds, None
// passes; tl.static_assert with f-string messages that hold.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::isinst_dispatch;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -100, 100);
    auto s = conf::nonzero<float>(t, 1, -4, 4);
    auto out = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), s.data(), out.data(), int(n))))
      continue;
    float f = s.at(0);
    t.check("isinstance", out, t.map(x, [&](double v) { return conf::h16(float(float(v) * f) + 3.0f); }),
            cputest::exact());
  }
  return t.finish();
}
