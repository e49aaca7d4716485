// Two nested runtime loops: the inner tensor accumulator restarts per row,
// the outer one carries a running maximum and a scalar total.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_nested_loops;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  const int shapes[][2] = {{1, 1}, {3, 5}, {6, 2}};
  for (auto &sh : shapes) {
    int R = sh[0], C = sh[1];
    auto x = conf::nonzero<float>(t, R * C * B, -10, 10);
    auto o = t.output<float>(B + 1), inner = t.output<float>(R * B);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), o.data(), inner.data(), R, C)))
      continue;
    std::vector<double> rows(R * B), best(B + 1, -1e300);
    double total = 0;
    for (int r = 0; r < R; ++r)
      for (int j = 0; j < B; ++j) {
        for (int c = 0; c < C; ++c) rows[r * B + j] += x.at((r * C + c) * B + j);
        best[j] = std::max(best[j], rows[r * B + j]);
        total += rows[r * B + j];
      }
    best[B] = total;
    auto tol = cputest::close(1e-6, 1e-5 * C * R);
    t.check("rows", inner, rows, tol);
    t.check("best_total", o, best, tol);
  }
  return t.finish();
}
