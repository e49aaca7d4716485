// tl.atomic_add / atomic_max / atomic_min on fp64 counters, masked.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::at_fp64;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int NC = k::NC;
  for (long long n : t.sizes({1, 63, 1000, 100003})) {
    auto x = conf::nonzero<double>(t, n, -1e3, 1e3);
    auto add = conf::nonzero<double>(t, NC, -1, 1), mx = conf::nonzero<double>(t, NC, -1e3, 1e3), mn = conf::nonzero<double>(t, NC, -1e3, 1e3);
    std::vector<double> ea(NC), emx(NC), emn(NC);
    for (int c = 0; c < NC; ++c) { ea[c] = add.at(c); emx[c] = mx.at(c); emn[c] = mn.at(c); }
    for (long long i = 0; i < n; ++i) {
      ea[i % NC] += x.at(i);
      emx[i % NC] = std::max(emx[i % NC], x.at(i));
      emn[i % NC] = std::min(emn[i % NC], x.at(i));
    }
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), add.data(), mx.data(), mn.data(), int(n))))
      continue;
    t.check("add", add, ea, cputest::close(0, 1e-16 * 1e3 * double(n) * 4));
    t.check("max", mx, emx, cputest::exact());
    t.check("min", mn, emn, cputest::exact());
  }
  return t.finish();
}
