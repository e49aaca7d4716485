// tl.max_constancy(offs // 4, 4): groups of four lanes read one element.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::hint_constancy;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<float>(t, n, -100, 100);
    auto o = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), o.data(), int(n))))
      continue;
    t.check("constancy", o, conf::gen(n, [&](std::size_t i) { return conf::f32(x.at(i / 4) + double(i)); }), cputest::exact());
  }
  return t.finish();
}
