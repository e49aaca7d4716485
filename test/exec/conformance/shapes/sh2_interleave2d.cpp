// tl.interleave of two 2-D blocks: along the last axis, a b a b ...
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_interleave2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto a = conf::nonzero<std::int32_t>(t, M * N, -1e6, 1e6), b = conf::nonzero<std::int32_t>(t, M * N, -1e6, 1e6);
  auto o = t.output<std::int32_t>(2 * M * N);
  if (t.ok(k::launch(nullptr, {1}, a.data(), b.data(), o.data())))
    t.check("interleave", o, conf::gen(2 * M * N, [&](std::size_t e) {
              std::size_t r = e / (2 * N), c = e % (2 * N);
              return c % 2 ? b.at(r * N + c / 2) : a.at(r * N + c / 2);
            }), cputest::exact());
  return t.finish();
}
