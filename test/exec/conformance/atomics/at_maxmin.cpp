// tl.atomic_max / atomic_min on int32 and fp32 (negative floats too), masked.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::at_maxmin;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int NC = k::NC;
  for (long long n : t.sizes({1, 63, 1000, 100003})) {
    auto x = conf::nonzero<std::int32_t>(t, n, -2147483647.0, 2147483647.0);
    auto f = conf::nonzero<float>(t, n, -1e6, 1e6);
    auto imax = conf::nonzero<std::int32_t>(t, NC, -1000, 1000), imin = conf::nonzero<std::int32_t>(t, NC, -1000, 1000);
    auto fmax = conf::nonzero<float>(t, NC, -1e6, 1e6), fmin = conf::nonzero<float>(t, NC, -1e6, 1e6);
    std::vector<double> eimax(NC), eimin(NC), efmax(NC), efmin(NC);
    for (int c = 0; c < NC; ++c) { eimax[c] = imax.at(c); eimin[c] = imin.at(c); efmax[c] = fmax.at(c); efmin[c] = fmin.at(c); }
    for (long long i = 0; i < n; ++i) {
      int c = i % NC;
      eimax[c] = std::max(eimax[c], x.at(i)); eimin[c] = std::min(eimin[c], x.at(i));
      efmax[c] = std::max(efmax[c], f.at(i)); efmin[c] = std::min(efmin[c], f.at(i));
    }
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), f.data(), imax.data(), imin.data(), fmax.data(),
                        fmin.data(), int(n))))
      continue;
    t.check("imax", imax, eimax, cputest::exact());
    t.check("imin", imin, eimin, cputest::exact());
    t.check("fmax", fmax, efmax, cputest::exact());
    t.check("fmin", fmin, efmin, cputest::exact());
  }
  return t.finish();
}
