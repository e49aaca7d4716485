// tl.reduce_or over axis 1 and tl.reduce with a bitwise-and combine over
// axis 0 of int32 bit patterns.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_reduce_or;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  cputest::Buffer<std::int32_t> x(M * N);
  // Sparse bits so that the or is not all ones and the and not all zeros.
  for (int i = 0; i < M * N; ++i) x[i] = std::int32_t((t.rng()() & t.rng()() & t.rng()()) | 0x10000001);
  auto o = t.output<std::int32_t>(M), a = t.output<std::int32_t>(N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), o.data(), a.data()))) {
    t.check("or1", o, conf::gen(M, [&](std::size_t r) { std::int32_t v = 0; for (int j = 0; j < N; ++j) v |= x[r * N + j]; return double(v); }), cputest::exact());
    t.check("and0", a, conf::gen(N, [&](std::size_t j) { std::int32_t v = -1; for (int r = 0; r < M; ++r) v &= x[r * N + j]; return double(v); }), cputest::exact());
  }
  return t.finish();
}
