// tile.reduce / tile.scan (reduce.mlir): sums, maxima, argmax with two
// operands, forward and reverse scans, and a scan whose combine region has
// control flow. Sums reassociate: the tolerance is relative to the sum of
// magnitudes.
#include "CpuTest.h"

extern "C" tritonc_cpu_entry_fn tritonc_cpu_reduce2d, tritonc_cpu_argmax_scan, tritonc_cpu_big_fallback;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = 16, N = 32;
  for (int round = 0; round < 3; ++round) {
    auto x = t.input<float>(M * N, -10, 10);
    auto rowsum = t.output<float>(M), colmax = t.output<float>(N), total = t.output<float>(1);
    auto cumrow = t.output<float>(M * N), revcol = t.output<float>(M * N);
    float *in = x.data(), *rs = rowsum.data(), *cm = colmax.data(), *tot = total.data();
    float *cr = cumrow.data(), *rc = revcol.data();
    void *args[] = {&in, &rs, &cm, &tot, &cr, &rc};
    if (!t.ok(tritonc::cpu::launch("reduce2d", tritonc_cpu_reduce2d, tritonc::Dim3{1}, args)))
      continue;
    std::vector<double> rsum(M, 0), rabs(M, 0), cmax(N, -1e300), cum(M * N), rev(M * N);
    double all = 0, allAbs = 0;
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j) {
        double v = x.at(i * N + j);
        rsum[i] += v;
        rabs[i] += std::fabs(v);
        cmax[j] = std::max(cmax[j], v);
        all += v;
        allAbs += std::fabs(v);
        cum[i * N + j] = (j ? cum[i * N + j - 1] : 0) + v;
      }
    for (int j = 0; j < N; ++j)
      for (int i = M - 1; i >= 0; --i)
        rev[i * N + j] = (i < M - 1 ? rev[(i + 1) * N + j] : 0) + x.at(i * N + j);
    t.check("rowsum", rowsum, rsum, cputest::close(0, 1e-6 * 320));
    t.check("colmax", colmax, cmax, cputest::exact());
    t.check("total", total, {all}, cputest::close(0, 1e-6 * allAbs));
    t.check("cumrow", cumrow, cum, cputest::close(0, 1e-6 * 320));
    t.check("revcol", revcol, rev, cputest::close(0, 1e-6 * 160));
  }

  for (unsigned programs : {1u, 3u, 16u}) {
    int rows = 8 * programs, n = 64 * programs;
    auto x = t.input<float>(n, -5, 5);
    for (int i = 0; i < n; i += 7)  // ties: the first index must win
      x[i] = 5.5f;
    auto ints = t.input<std::int32_t>(n, -3, 3);
    auto vals = t.output<float>(rows);
    auto idxs = t.output<std::int32_t>(rows);
    auto prods = t.output<std::int32_t>(n);
    float *in = x.data(), *v = vals.data();
    std::int32_t *ix = idxs.data(), *ni = ints.data(), *p = prods.data();
    void *args[] = {&in, &v, &ix, &ni, &p};
    if (!t.ok(tritonc::cpu::launch("argmax_scan", tritonc_cpu_argmax_scan, tritonc::Dim3{programs}, args)))
      continue;
    std::vector<double> ev(rows), ei(rows), ep(n);
    for (int r = 0; r < rows; ++r) {
      int best = 0;
      for (int c = 1; c < 8; ++c)
        if (x.at(r * 8 + c) > x.at(r * 8 + best))
          best = c;
      ev[r] = x.at(r * 8 + best);
      ei[r] = best;
      std::int32_t acc = 0;
      for (int c = 0; c < 8; ++c) {
        std::int32_t e = ints[r * 8 + c];
        acc = c == 0 ? e : (e == 0 ? acc : acc * e);
        ep[r * 8 + c] = acc;
      }
    }
    t.check("argmax value", vals, ev, cputest::exact());
    t.check("argmax index", idxs, ei, cputest::exact());
    t.check("product scan", prods, ep, cputest::exact());
  }
  {
    // Products wrap around in int32: compare as uint32 arithmetic.
    auto ints = t.input<std::int32_t>(1024, -3, 3);
    auto rowprod = t.output<std::int32_t>(32), revprod = t.output<std::int32_t>(1024);
    std::int32_t *pn = ints.data(), *pr = rowprod.data(), *pv = revprod.data();
    void *args[] = {&pn, &pr, &pv};
    if (t.ok(tritonc::cpu::launch("big_fallback", tritonc_cpu_big_fallback, tritonc::Dim3{1}, args))) {
      auto combine = [](std::uint32_t a, std::int32_t b) { return b == 0 ? a : a * std::uint32_t(b); };
      std::vector<double> er(32), ev(1024);
      for (int i = 0; i < 32; ++i) {
        std::uint32_t acc = std::uint32_t(ints[i * 32]);
        for (int j = 1; j < 32; ++j)
          acc = combine(acc, ints[i * 32 + j]);
        er[i] = std::int32_t(acc);
      }
      for (int j = 0; j < 32; ++j) {
        std::uint32_t acc = 0;
        for (int i = 31; i >= 0; --i) {
          acc = i == 31 ? std::uint32_t(ints[i * 32 + j]) : combine(acc, ints[i * 32 + j]);
          ev[i * 32 + j] = std::int32_t(acc);
        }
      }
      t.check("row product (loops)", rowprod, er, cputest::exact());
      t.check("reverse product scan (loops)", revprod, ev, cputest::exact());
    }
  }
  return t.finish();
}
