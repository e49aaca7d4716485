// A masked load yields `other` where the mask is false; the store is not
// masked, so the whole last block is written.
#include TRITONC_TEST_KERNEL_HEADER
#include "CpuTest.h"

namespace k = kernels::load_other;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 100, 1000})) {
    unsigned blocks = tritonc::cdiv(n, k::BLOCK);
    long long total = (long long)blocks * k::BLOCK;
    auto x = t.input<float>(n, -1, 1);
    auto out = t.output<float>(total);
    if (!t.ok(k::launch(nullptr, {blocks}, x.data(), out.data(), int(n))))
      continue;
    std::vector<double> expected(total);
    for (long long i = 0; i < total; ++i)
      expected[i] = i < n ? x.at(i) : -7.5;
    t.check("out", out, expected, cputest::exact());
  }
  return t.finish();
}
