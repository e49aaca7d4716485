// x.shape, x.numel, x.T (twice), tl.view and tl.ravel of a 3-D reshape.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_attrs;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<float>(t, M * N, -100, 100);
  auto o = t.output<float>(2 * M * N);
  auto s = t.output<std::int32_t>(1);
  if (t.ok(k::launch(nullptr, {1}, x.data(), o.data(), s.data()))) {
    t.check("T", o, conf::gen(2 * M * N, [&](std::size_t e) {
              if (e >= std::size_t(M * N)) return x.at(e - M * N);
              return x.at(e % M * N + e / M) * 2;
            }), cputest::exact());
    t.check("attrs", s, {double(M * N + 2000 + N * 100000)}, cputest::exact());
  }
  return t.finish();
}
