// Atomics (atomics.mlir) under contention from all worker threads.
#include "CpuTest.h"

#include <algorithm>

extern "C" tritonc_cpu_entry_fn tritonc_cpu_histogram, tritonc_cpu_claim;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 1000, 100003})) {
    auto idx = t.input<std::int32_t>(n, 0, 15);
    auto x = t.input<float>(n, -8, 8);
    for (long long i = 0; i < n; ++i)  // integers: float sums are exact in any order
      x[i] = std::round(x[i]);
    auto bins = t.output<std::int32_t>(16), maxv = t.output<std::int32_t>(1);
    auto sums = t.output<float>(16);
    for (int i = 0; i < 16; ++i) {
      bins[i] = 0;
      sums[i] = 0;
    }
    maxv[0] = -1000;
    std::int32_t *pi = idx.data(), *pb = bins.data(), *pm = maxv.data();
    float *px = x.data(), *ps = sums.data();
    std::int32_t count = static_cast<std::int32_t>(n);
    void *args[] = {&pi, &px, &pb, &ps, &pm, &count};
    if (!t.ok(tritonc::cpu::launch("histogram", tritonc_cpu_histogram,
                                   tritonc::Dim3{tritonc::cdiv(n, 64)}, args)))
      continue;
    std::vector<double> eb(16, 0), es(16, 0);
    double em = -1000;
    for (long long i = 0; i < n; ++i) {
      eb[idx[i]] += 1;
      es[idx[i]] += x.at(i);
      em = std::max(em, x.at(i));
    }
    t.check("bins", bins, eb, cputest::exact());
    t.check("sums", sums, es, cputest::exact());
    t.check("max", maxv, {em}, cputest::exact());
  }

  for (unsigned programs : {1u, 7u, 200u}) {
    auto slots = t.output<std::int32_t>(16), seen = t.output<std::int32_t>(16 * programs);
    auto counter = t.output<std::int32_t>(1);
    for (int i = 0; i < 16; ++i)
      slots[i] = 0;
    counter[0] = 0;
    std::int32_t *ps = slots.data(), *pw = seen.data(), *pc = counter.data();
    void *args[] = {&ps, &pw, &pc};
    if (!t.ok(tritonc::cpu::launch("claim", tritonc_cpu_claim, tritonc::Dim3{programs}, args)))
      continue;
    // Each slot holds its winner's pid + 1; the winner saw 0, everyone else
    // the winner's value.
    std::vector<double> expected(16 * programs);
    for (int s = 0; s < 16; ++s) {
      int winner = slots[s] - 1;
      t.expect(winner >= 0 && winner < int(programs), "slot %d has no winner (%d)", s, slots[s]);
      for (unsigned p = 0; p < programs; ++p)
        expected[p * 16 + s] = int(p) == winner ? 0 : slots[s];
    }
    t.check("seen", seen, expected, cputest::exact());
    t.check("counter", counter, {double(programs)}, cputest::exact());
  }
  return t.finish();
}
