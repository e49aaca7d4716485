// Stores with cache_modifier .wb/.cg/.cs/.wt and eviction policies write
// what a plain store writes.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_cache_store;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<float>(t, n, -1000, 1000);
    auto o = t.output<float>(6 * n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), o.data(), int(n))))
      continue;
    t.check("hints", o, conf::gen(6 * n, [&](std::size_t e) { return conf::f32(x.at(e / 6) + double(e % 6)); }),
            cputest::exact());
  }
  return t.finish();
}
