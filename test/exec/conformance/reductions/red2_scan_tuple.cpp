// tl.associative_scan over axis 1 with a tuple combine (running maximum and
// the index where it was first reached), forward and reverse=True.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_scan_tuple;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    auto x = conf::nonzero<std::int32_t>(t, M * N, -20, 20);
    auto fv = t.output<std::int32_t>(M * N), fi = t.output<std::int32_t>(M * N);
    auto rv = t.output<std::int32_t>(M * N), ri = t.output<std::int32_t>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), fv.data(), fi.data(), rv.data(), ri.data())))
      continue;
    std::vector<double> efv(M * N), efi(M * N), erv(M * N), eri(M * N);
    for (int r = 0; r < M; ++r) {
      // Forward: the combine keeps the earlier (left) element on ties.
      int bv = x[r * N], bi = 0;
      for (int c = 0; c < N; ++c) {
        if (x[r * N + c] > bv) { bv = x[r * N + c]; bi = c; }
        efv[r * N + c] = bv; efi[r * N + c] = bi;
      }
      // Reverse: combine(acc of the right part, element) keeps... the scan
      // runs right to left with the element to the left as the second
      // operand, so on ties the rightmost index stays.
      bv = x[r * N + N - 1]; bi = N - 1;
      for (int c = N - 1; c >= 0; --c) {
        if (x[r * N + c] > bv) { bv = x[r * N + c]; bi = c; }
        erv[r * N + c] = bv; eri[r * N + c] = bi;
      }
    }
    t.check("fwd_v", fv, efv, cputest::exact());
    t.check("fwd_i", fi, efi, cputest::exact());
    t.check("rev_v", rv, erv, cputest::exact());
    t.check("rev_i", ri, eri, cputest::exact());
  }
  return t.finish();
}
