// tl.range(loop_unroll_factor=): constant trip counts (with and without a
// remainder), a descending range and a nested run-time loop whose trip
// count changes from launch to launch, against the loops run as written.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_unroll;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  auto x = conf::nonzero<std::int32_t>(t, 12 * B, -1000, 1000);
  for (int n : {0, 3, 11, 12, 30, t.random<int>(13, 60)}) {
    auto o = t.output<std::int32_t>(B);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), o.data(), n)))
      continue;
    std::string what = "unroll n=" + std::to_string(n);
    t.check(what.c_str(), o, conf::gen(B, [&](std::size_t e) {
              std::uint32_t acc = 0; // int32 arithmetic wraps as the kernel's does
              for (int i = 0; i < 12; ++i) {
                acc = acc * 3 + std::uint32_t(x[i * B + e]);
                for (int j = i; j < n; j += 5)
                  acc += std::uint32_t(j);
              }
              for (int i = 11; i > -1; i -= 2)
                acc ^= std::uint32_t(x[i * B + e]);
              return double(std::int32_t(acc));
            }), cputest::exact());
  }
  return t.finish();
}
