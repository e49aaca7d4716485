// tl.cdiv(n, BLOCK) as a runtime loop bound: a row summed in masked chunks
// into an int64 accumulator.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::std_cdiv_loop;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 64, 65, 10000})) {
    auto x = conf::nonzero<std::int32_t>(t, n, -2147483647.0, 2147483647.0);
    auto o = t.output<std::int64_t>(1);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), o.data(), int(n))))
      continue;
    std::int64_t s = 0;
    for (long long i = 0; i < n; ++i) s += x[i];
    conf::check64(t, "sum", o, [&](std::size_t) { return s; });
  }
  return t.finish();
}
