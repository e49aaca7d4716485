// `while` on a runtime scalar (Collatz steps) with an `if` inside and a
// loop-carried tensor.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf_while;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 8;
  for (int rep = 0; rep < 3; ++rep) {
    auto s = conf::nonzero<std::int32_t>(t, P, 1, 10000);
    auto v = conf::nonzero<float>(t, P * B, -100, 100);
    auto steps = t.output<std::int32_t>(P);
    auto out = t.output<float>(P * B);
    if (!t.ok(k::launch(nullptr, {unsigned(P)}, s.data(), steps.data(), v.data(), out.data())))
      continue;
    std::vector<double> es(P), ev(P * B);
    for (int p = 0; p < P; ++p) {
      long long c = s[p];
      int n = 0;
      while (c != 1) { c = c % 2 == 0 ? c / 2 : 3 * c + 1; ++n; }
      es[p] = n;
      for (int j = 0; j < B; ++j) {
        float f = v[p * B + j];
        for (int i = 0; i < n; ++i) f = f * 0.5f + 1.0f;
        ev[p * B + j] = f;
      }
    }
    t.check("steps", steps, es, cputest::exact());
    t.check("v", out, ev, cputest::close(1e-6, 1e-6));
  }
  return t.finish();
}
