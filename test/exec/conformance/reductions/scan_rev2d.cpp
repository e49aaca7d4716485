// tl.cumprod along axis 0 with reverse=True on int32 (wrapping products).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::scan_rev2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    auto x = conf::nonzero<std::int32_t>(t, M * N, -50, 50);
    auto out = t.output<std::int32_t>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), out.data())))
      continue;
    std::vector<double> e(M * N);
    for (int j = 0; j < N; ++j) {
      std::uint32_t p = 1;
      for (int i = M - 1; i >= 0; --i) e[i * N + j] = std::int32_t(p *= std::uint32_t(x[i * N + j]));
    }
    t.check("cumprod_rev", out, e, cputest::exact());
  }
  return t.finish();
}
