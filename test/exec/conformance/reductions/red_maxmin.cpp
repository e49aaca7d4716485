// tl.max / tl.min over axis 1, 0 and all of a masked block (other = -inf/+inf).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red_maxmin;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    int m = rep == 0 ? int(k::BM) : t.random<int>(1, int(k::BM));
    int n = rep == 0 ? int(k::BN) : t.random<int>(1, int(k::BN));
    auto x = conf::nonzero<float>(t, m * n, -1000, 1000);
    auto mx = t.output<float>(m), mn = t.output<float>(m), cmx = t.output<float>(n), amax = t.output<float>(1);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), mx.data(), mn.data(), cmx.data(), amax.data(), m, n)))
      continue;
    std::vector<double> emx(m, -INFINITY), emn(m, INFINITY), ecmx(n, -INFINITY), eall(1, -INFINITY);
    for (int i = 0; i < m; ++i)
      for (int j = 0; j < n; ++j) {
        double v = x.at(i * n + j);
        emx[i] = std::max(emx[i], v);
        emn[i] = std::min(emn[i], v);
        ecmx[j] = std::max(ecmx[j], v);
        eall[0] = std::max(eall[0], v);
      }
    t.check("max1", mx, emx, cputest::exact());
    t.check("min1", mn, emn, cputest::exact());
    t.check("max0", cmx, ecmx, cputest::exact());
    t.check("max", amax, eall, cputest::exact());
  }
  return t.finish();
}
