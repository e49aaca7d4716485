// Negative offsets: (x + n - 1) - i reverses x; (x + 5) + (i - 5) is x[i].
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_neg_offsets;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 65, 1000})) {
    auto x = conf::nonzero<std::int32_t>(t, n, -100000, 100000);
    auto rev = t.output<std::int32_t>(n), sh = t.output<std::int32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), rev.data(), sh.data(), int(n))))
      continue;
    t.check("reverse", rev, conf::gen(n, [&](std::size_t i) { return x.at(n - 1 - i); }), cputest::exact());
    t.check("shifted", sh, t.map(x, [](double v) { return v * 3; }), cputest::exact());
  }
  return t.finish();
}
