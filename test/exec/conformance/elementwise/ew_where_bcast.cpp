// tl.where with a [M, 1] condition, a [1, N] and a [M, N] operand.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_where_bcast;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    auto c = t.input<std::int32_t>(M, 0, 1);
    auto x = conf::nonzero<float>(t, N, -10, 10), y = conf::nonzero<float>(t, M * N, -10, 10);
    auto out = t.output<float>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, c.data(), x.data(), y.data(), out.data())))
      continue;
    t.check("where", out, conf::gen(M * N, [&](std::size_t e) { return c[e / N] ? x.at(e % N) : y.at(e); }), cputest::exact());
  }
  return t.finish();
}
