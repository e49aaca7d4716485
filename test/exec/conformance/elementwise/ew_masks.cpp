// Masked loads with `other` (a number and +inf), masked stores: every
// element is written by the unmasked-in store, some overwritten by the second.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_masks;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 64, 65, 1000})) {
    auto x = conf::nonzero<float>(t, n, -200, 200);
    int lo = t.random<int>(0, int(n));
    auto out = t.output<float>(n), out2 = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), out.data(), out2.data(), int(n), lo)))
      continue;
    t.check("out", out, conf::gen(n, [&](std::size_t i) {
              if (i % 5 == 0) return -1.0;
              return (long long)i >= lo ? x.at(i) * 2 : -6.5;
            }), cputest::exact());
    t.check("out2", out2, conf::gen(n, [&](std::size_t i) {
              return i % 3 != 0 ? std::min(x.at(i), 100.0) : 100.0;
            }), cputest::exact());
  }
  return t.finish();
}
