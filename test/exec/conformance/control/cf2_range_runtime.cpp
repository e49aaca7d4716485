// tl.range(lo, hi, step) with every bound at run time (empty ranges too)
// and loop_unroll_factor.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_range_runtime;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, R = 20;
  const int cases[][3] = {{0, 0, 1}, {3, 2, 1}, {0, 20, 3}, {5, 17, 2}, {1, 20, 7}};
  auto x = conf::nonzero<std::int32_t>(t, R * B, -100, 100);
  for (auto &c : cases) {
    auto o = t.output<std::int32_t>(B + 1);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), o.data(), c[0], c[1], c[2])))
      continue;
    int n = 0;
    for (int i = c[0]; i < c[1]; i += c[2]) ++n;
    t.check("range", o, conf::gen(B + 1, [&](std::size_t j) {
              if (j == std::size_t(B)) return double(n);
              std::uint32_t v = 0;
              for (int i = c[0]; i < c[1]; i += c[2]) v = v * 2 + std::uint32_t(x[i * B + j]);
              return double(std::int32_t(v));
            }), cputest::exact());
  }
  return t.finish();
}
