// A `while` whose condition is a reduction of the loop-carried tensor.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf_while_reduce;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 8;
  for (int rep = 0; rep < 3; ++rep) {
    // Powers of two times small integers: the sums and halvings are exact.
    auto x = t.input<float>(P * B, 1, 64);
    for (int i = 0; i < P * B; ++i) x[i] = std::floor(x[i]);
    float thr = float(t.random<int>(1, 100));
    auto out = t.output<float>(P * B);
    auto it = t.output<std::int32_t>(P);
    if (!t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), out.data(), it.data(), thr)))
      continue;
    std::vector<double> eo(P * B), ei(P);
    for (int p = 0; p < P; ++p) {
      double s = 0;
      for (int j = 0; j < B; ++j) s += x.at(p * B + j);
      int n = 0;
      while (s > thr) { s *= 0.5; ++n; }
      ei[p] = n;
      for (int j = 0; j < B; ++j) eo[p * B + j] = std::ldexp(x.at(p * B + j), -n);
    }
    t.check("iterations", it, ei, cputest::exact());
    t.check("v", out, eo, cputest::exact());
  }
  return t.finish();
}
