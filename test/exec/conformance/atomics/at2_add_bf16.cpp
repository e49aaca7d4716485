// bf16 atomic_add from many programs on 32 counters: values 1 or 2 and at
// most a few hundred per counter, so every partial sum is an integer below
// 256, exact in bf16 whatever the order; +1 tickets per counter return
// 0..k-1 once each (k: the elements that counter got).
#include TRITONC_TEST_KERNEL_HEADER
#include "AtomTest.h"
namespace k = kernels::at2_add_bf16;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int NC = k::NC;
  for (long long n : t.sizes({1, 63, 1000, 3001})) {
    auto x = t.input<tritonc::bfloat16>(n, 1, 3);
    for (long long i = 0; i < n; ++i) x[i] = tritonc::toBFloat16(std::floor(tritonc::toFloat(x[i])));
    auto cnt = t.input<tritonc::bfloat16>(NC, 0, 8);
    for (int c = 0; c < NC; ++c) cnt[c] = tritonc::toBFloat16(std::floor(tritonc::toFloat(cnt[c])));
    std::vector<double> e(NC);
    for (int c = 0; c < NC; ++c) e[c] = tritonc::toFloat(cnt[c]);
    for (long long i = 0; i < n; ++i) e[i % NC] += tritonc::toFloat(x[i]);
    auto old = t.output<tritonc::bfloat16>(n), ticket = t.output<tritonc::bfloat16>(NC);
    for (int c = 0; c < NC; ++c) ticket[c] = tritonc::toBFloat16(0.0f);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), cnt.data(), old.data(), ticket.data(),
                        int(n))))
      continue;
    t.check("counters", cnt, e, cputest::exact());
    std::vector<double> count(NC);
    for (long long i = 0; i < n; ++i) count[i % NC] += 1;
    t.check("tickets", ticket, count, cputest::exact());
    // Per counter, the old values are 0..k-1 in some order.
    bool distinct = true;
    for (int c = 0; c < NC; ++c) {
      std::vector<float> got;
      for (long long i = c; i < n; i += NC)
        got.push_back(tritonc::toFloat(old[i]));
      std::sort(got.begin(), got.end());
      for (std::size_t j = 0; j < got.size(); ++j)
        distinct &= got[j] == float(j);
    }
    conf::guards(t, "old", old);
    t.expect(distinct, "old: the values a counter returned are not 0..k-1 once each");
  }
  return t.finish();
}
