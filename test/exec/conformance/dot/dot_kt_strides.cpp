// B read transposed through strides (dot_kt_strides): s = q @ k^T with k
// stored N x D row-major and loaded as a D x N tile down its columns.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
namespace k = kernels::dot_kt_strides;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N, D = k::D;
  for (int rep = 0; rep < 4; ++rep) {
    auto q = conf::nonzero<tritonc::float16>(t, std::size_t(M) * D, -1, 1);
    auto kk = conf::nonzero<tritonc::float16>(t, std::size_t(N) * D, -1, 1);
    auto s = t.output<float>(std::size_t(M) * N);
    if (!t.ok(k::launch(nullptr, {1}, q.data(), kk.data(), s.data())))
      continue;
    std::vector<double> kt = dot::transposed(dot::values(kk), N, D);
    dot::check(t, "s", s, dot::matmul(dot::values(q), kt, {}, 1, M, N, D), dot::f32Accumulate(D));
  }
  return t.finish();
}
