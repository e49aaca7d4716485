// tl.join of two 2-D blocks (a new last axis of 2), tl.split of an
// M x (N/2) x 2 block.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_join_split2d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto a = conf::nonzero<float>(t, M * N, -100, 100), b = conf::nonzero<float>(t, M * N, -100, 100);
  auto j = t.output<float>(2 * M * N), s0 = t.output<float>(M * N / 2), s1 = t.output<float>(M * N / 2);
  if (t.ok(k::launch(nullptr, {1}, a.data(), b.data(), j.data(), s0.data(), s1.data()))) {
    t.check("join", j, conf::gen(2 * M * N, [&](std::size_t e) { return e % 2 ? b.at(e / 2) : a.at(e / 2); }),
            cputest::exact());
    t.check("split0", s0, conf::gen(M * N / 2, [&](std::size_t e) { return a.at(2 * e); }), cputest::exact());
    t.check("split1", s1, conf::gen(M * N / 2, [&](std::size_t e) { return conf::f32(a.at(2 * e + 1) - a.at(2 * e)); }),
            cputest::exact());
  }
  return t.finish();
}
