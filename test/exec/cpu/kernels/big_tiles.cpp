// big_tiles.tri: a 64x64 tile through loops, masks, where, exp, transpose,
// reductions and a scan, all from vectors kept in memory.
#include TRITONC_TEST_KERNEL_HEADER
#include "CpuTest.h"

namespace k = kernels::big_tiles;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int iterations : {0, 1, 3}) {
    auto x = t.input<float>(std::max(iterations, 1) * M * N, -2, 2);
    auto y = t.input<float>(M * N, 0, 6);
    auto out = t.output<float>(M * N), trans = t.output<float>(M * N), cum = t.output<float>(M * N);
    auto rows = t.output<float>(M), cols = t.output<float>(N);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), y.data(), out.data(), trans.data(), rows.data(),
                        cols.data(), cum.data(), iterations)))
      continue;
    std::vector<double> z(M * N), zt(M * N), rs(M, 0), cs(N, -1e300), cu(M * N), scale(M, 0);
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j) {
        int o = i * N + j;
        float acc = 0;
        for (int it = 0; it < iterations; ++it)
          acc += x[it * M * N + o] * x[it * M * N + o];
        double yy = o % 3 ? y.at(o) : 1.0;
        double v = acc > yy ? double(float(acc - float(yy))) : double(std::exp(float(float(yy) - acc)));
        z[o] = v;
        zt[j * M + i] = v;
        rs[i] += v;
        scale[i] += std::fabs(v);
        cs[j] = std::max(cs[j], v);
        cu[o] = (j ? cu[o - 1] : 0) + v;
      }
    t.check("out", out, z, cputest::ulps<float>(2));
    t.check("trans", trans, zt, cputest::ulps<float>(2));
    std::vector<double> tolerance_scale;
    double worst = 0;
    for (double s : scale)
      worst = std::max(worst, s);
    t.check("rows", rows, rs, cputest::close(1e-5, 1e-6 * worst));
    t.check("cols", cols, cs, cputest::ulps<float>(2));
    t.check("cumsum", cum, cu, cputest::close(1e-5, 1e-6 * worst));
  }
  return t.finish();
}
