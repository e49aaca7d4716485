// argmax / argmin over axis 0 and axis 1 of a 2-D fp32 block with many ties
// (values from {-2, ..., 2}): the lowest index wins.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_argmax_ties;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    auto x = t.input<float>(M * N, -2, 2);
    for (int i = 0; i < M * N; ++i) x[i] = std::round(x[i] * 2) / 2;  // halves: ties everywhere
    auto am0 = t.output<std::int32_t>(N), am1 = t.output<std::int32_t>(M), an0 = t.output<std::int32_t>(N),
         an1 = t.output<std::int32_t>(M);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), am0.data(), am1.data(), an0.data(), an1.data())))
      continue;
    auto arg = [&](int count, int stride, int base, bool max) {
      int best = 0;
      for (int i = 1; i < count; ++i) {
        float v = x[base + i * stride], b = x[base + best * stride];
        if (max ? v > b : v < b) best = i;
      }
      return double(best);
    };
    t.check("argmax0", am0, conf::gen(N, [&](std::size_t c) { return arg(M, N, int(c), true); }), cputest::exact());
    t.check("argmax1", am1, conf::gen(M, [&](std::size_t r) { return arg(N, 1, int(r) * N, true); }), cputest::exact());
    t.check("argmin0", an0, conf::gen(N, [&](std::size_t c) { return arg(M, N, int(c), false); }), cputest::exact());
    t.check("argmin1", an1, conf::gen(M, [&](std::size_t r) { return arg(N, 1, int(r) * N, false); }), cputest::exact());
  }
  return t.finish();
}
