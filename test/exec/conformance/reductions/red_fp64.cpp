// fp64 sum of a masked block (other=0), tl.min(return_indices=True) (other=inf).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red_fp64;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 77, 128})) {
    auto x = conf::nonzero<double>(t, n, -1e3, 1e3);
    auto s = t.output<double>(1), v = t.output<double>(1);
    auto i = t.output<std::int32_t>(1);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), s.data(), v.data(), i.data(), int(n))))
      continue;
    double es = 0;
    int ei = 0;
    for (long long j = 0; j < n; ++j) {
      es += x.at(j);
      if (x.at(j) < x.at(ei)) ei = int(j);
    }
    t.check("sum", s, {es}, cputest::close(0, 1e-16 * 1e3 * n * 4));
    t.check("min", v, {x.at(ei)}, cputest::exact());
    t.check("argmin", i, {double(ei)}, cputest::exact());
  }
  return t.finish();
}
