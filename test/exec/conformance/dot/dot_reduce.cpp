// A dot followed by reductions (fp16 operands): the row sums and the column
// maxima of a @ b. Row sums are bounded by the sum of the magnitudes of the
// row; a column maximum is within the bound of the element that holds it.
#include TRITONC_TEST_KERNEL_HEADER
#include "DotTest.h"
#include <algorithm>
namespace k = kernels::dot_reduce;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N, K = k::K;
  for (int rep = 0; rep < 4; ++rep) {
    auto a = conf::nonzero<tritonc::float16>(t, M * K, -1, 1);
    auto b = conf::nonzero<tritonc::float16>(t, K * N, -1, 1);
    auto rows = t.output<float>(M), cols = t.output<float>(N);
    if (!t.ok(k::launch(nullptr, {1}, a.data(), b.data(), rows.data(), cols.data())))
      continue;
    auto c = dot::matmul(dot::values(a), dot::values(b), {}, 1, M, N, K);
    dot::Reference rowRef, colRef;
    for (int i = 0; i < M; ++i) {
      double sum = 0, mag = 0;
      for (int j = 0; j < N; ++j) {
        sum += c.value[i * N + j];
        mag += c.magnitude[i * N + j];
      }
      rowRef.value.push_back(sum);
      rowRef.magnitude.push_back(mag);
    }
    for (int j = 0; j < N; ++j) {
      double best = -INFINITY, mag = 0;
      for (int i = 0; i < M; ++i) {
        best = std::max(best, c.value[i * N + j]);
        mag = std::max(mag, c.magnitude[i * N + j]);
      }
      colRef.value.push_back(best);
      colRef.magnitude.push_back(mag);
    }
    dot::check(t, "rows", rows, rowRef, dot::f32Accumulate(K) + dot::f32Accumulate(N));
    dot::check(t, "cols", cols, colRef, dot::f32Accumulate(K));
  }
  return t.finish();
}
