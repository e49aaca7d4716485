// scf loops and branches on run-time values (control.mlir).
#include "CpuTest.h"

extern "C" tritonc_cpu_entry_fn tritonc_cpu_loops;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long k : t.sizes({0, 1, 5, 6, 37})) {
    auto x = t.input<float>(16 * (k + 1), -4, 4);
    for (long long i = 0; i < 16 * (k + 1); ++i)  // exact sums in any precision
      x[i] = std::round(x[i] * 4) / 4;
    auto out = t.output<float>(16);
    auto steps = t.output<std::int32_t>(1);
    float *px = x.data(), *po = out.data();
    std::int32_t *ps = steps.data();
    std::int32_t kk = static_cast<std::int32_t>(k);
    void *args[] = {&px, &po, &ps, &kk};
    if (!t.ok(tritonc::cpu::launch("loops", tritonc_cpu_loops, tritonc::Dim3{1}, args)))
      continue;
    std::vector<double> expected(16, 0);
    for (long long i = 0; i < k; ++i)
      for (int j = 0; j < 16; ++j)
        expected[j] += x.at(i * 16 + j);
    if (k > 5)
      for (double &e : expected)
        e *= 2;
    std::int32_t pow = 1;
    while (pow < k)
      pow *= 2;
    t.check("out", out, expected, cputest::exact());
    t.check("while", steps, {double(pow)}, cputest::exact());
  }
  return t.finish();
}
