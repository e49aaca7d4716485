// Loads with cache_modifier .ca/.cg/.cv, eviction_policy evict_first /
// evict_last, volatile=True, and all of them at once read what a plain
// load reads.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_cache_load;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<float>(t, n, -1e6, 1e6);
    auto o = t.output<float>(8 * n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), o.data(), int(n))))
      continue;
    t.check("hints", o, conf::gen(8 * n, [&](std::size_t e) { return x.at(e / 8); }), cputest::exact());
  }
  return t.finish();
}
