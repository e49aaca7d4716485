// out[r, c] = x[r] * y[c] + z[r, c] with [:, None] / [None, :], rows masked.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh_broadcast2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int N = k::N;
  for (long long m : t.sizes({1, 7, 8, 9, 100})) {
    auto x = conf::nonzero<float>(t, m, -4, 4), y = conf::nonzero<float>(t, N, -4, 4);
    auto z = conf::nonzero<float>(t, m * N, -4, 4);
    auto out = t.output<float>(m * N);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(m, k::BM)}, x.data(), y.data(), z.data(), out.data(), int(m))))
      continue;
    t.check("out", out, conf::gen(m * N, [&](std::size_t i) { return x.at(i / N) * y.at(i % N) + z.at(i); }),
            cputest::close(1e-6, 4e-6));
  }
  return t.finish();
}
