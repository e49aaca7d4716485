// Atomics on 2-D blocks of pointers: a histogram (x % 16) with rows masked
// at M, and per-column tickets whose old values are 0..M-1 in each column.
#include TRITONC_TEST_KERNEL_HEADER
#include "AtomTest.h"
namespace k = kernels::at2_2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int BN = k::BN;
  for (long long M : t.sizes({1, 13, 1000})) {
    auto x = conf::nonzero<std::int32_t>(t, M * BN, 0, 1000000);
    auto hist = t.output<std::int32_t>(2 * BN);
    for (int i = 0; i < 2 * BN; ++i) hist[i] = 0;
    auto old = t.output<std::int32_t>(M * BN);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(M, k::BM)}, x.data(), hist.data(), old.data(), int(M))))
      continue;
    std::vector<std::int32_t> e(2 * BN, 0);
    for (long long i = 0; i < M * BN; ++i) e[x[i] % BN]++;
    for (int c = 0; c < BN; ++c) e[BN + c] = std::int32_t(M);
    conf::check64(t, "hist", hist, [&](std::size_t i) { return e[i]; });
    bool ok = true;
    for (int c = 0; c < BN; ++c) {
      std::vector<std::int32_t> col;
      for (long long r = 0; r < M; ++r) col.push_back(old[r * BN + c]);
      std::sort(col.begin(), col.end());
      for (long long r = 0; r < M; ++r) ok &= col[r] == r;
    }
    t.expect(ok, "per-column tickets are not 0..M-1");
    conf::guards(t, "old", old);
  }
  return t.finish();
}
