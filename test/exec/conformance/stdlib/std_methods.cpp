// Tensor methods resolving to builtins and library functions: x.exp(),
// x.sigmoid(), x.abs().reshape().trans().to(), x.softmax(), x.sum(), x.max().
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::std_methods;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<float>(t, M * N, -5, 5);
  auto o = t.output<float>(4 * M * N + M);
  if (t.ok(k::launch(nullptr, {1}, x.data(), o.data()))) {
    cputest::Buffer<float> lanes(4 * M * N);
    for (int i = 0; i < 4 * M * N; ++i) lanes[i] = o[i];
    std::vector<double> rowmax(M, -1e30), rowsum(M, 0);
    for (int i = 0; i < M * N; ++i) { rowmax[i / N] = std::max(rowmax[i / N], x.at(i)); rowsum[i / N] += x.at(i); }
    t.check("exp", conf::lane(lanes, 4, 0), t.map(x, [](double v) { return std::exp(v); }), cputest::close(2e-6));
    t.check("sigmoid", conf::lane(lanes, 4, 1), t.map(x, [](double v) { return 1 / (1 + std::exp(-v)); }), cputest::close(2e-6, 1e-7));
    t.check("abs_reshape_trans", conf::lane(lanes, 4, 2), conf::gen(M * N, [&](std::size_t e) {
              std::size_t r = e / N, c = e % N;
              return conf::h16(std::fabs(x.at(c * M + r)));
            }), cputest::exact());
    t.check("softmax", conf::lane(lanes, 4, 3), conf::gen(M * N, [&](std::size_t e) {
              double s = 0;
              for (int c = 0; c < N; ++c) s += std::exp(x.at(e / N * N + c) - rowmax[e / N]);
              return std::exp(x.at(e) - rowmax[e / N]) / s;
            }), cputest::close(1e-5, 1e-12));
    cputest::Buffer<float> tail(M);
    for (int r = 0; r < M; ++r) tail[r] = o[4 * M * N + r];
    t.check("sum+max", tail, conf::gen(M, [&](std::size_t r) { return rowsum[r] + rowmax[r]; }), cputest::close(1e-6, 1e-5));
    conf::guards(t, "out", o);
  }
  return t.finish();
}
