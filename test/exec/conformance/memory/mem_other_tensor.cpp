// Masked loads whose `other` is a tensor: a computed one (offs * 0.5) and
// one loaded from memory (every third element and the tail come from y).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_other_tensor;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 65, 1000})) {
    long long full = tritonc::cdiv(n, k::BLOCK) * k::BLOCK;
    auto x = conf::nonzero<float>(t, n, -100, 100);
    auto y = conf::nonzero<float>(t, full, -100, 100);
    auto o1 = t.output<float>(full), o2 = t.output<float>(full);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), o1.data(), o2.data(), int(n))))
      continue;
    t.check("computed", o1, conf::gen(full, [&](std::size_t e) { return (long long)e < n ? x.at(e) : e * 0.5; }),
            cputest::exact());
    t.check("loaded", o2, conf::gen(full, [&](std::size_t e) {
              return (long long)e < n && e % 3 != 0 ? x.at(e) : y.at(e);
            }), cputest::exact());
  }
  return t.finish();
}
