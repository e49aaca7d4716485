// tl.join (a new last axis of 2), tl.split, tl.interleave.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh_join_split;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::B;
  auto a = conf::nonzero<float>(t, B, -100, 100), b = conf::nonzero<float>(t, B, -100, 100);
  auto j = t.output<float>(2 * B), il = t.output<float>(2 * B), s0 = t.output<float>(B), s1 = t.output<float>(B);
  if (t.ok(k::launch(nullptr, {1}, a.data(), b.data(), j.data(), s0.data(), s1.data(), il.data()))) {
    auto inter = conf::gen(2 * B, [&](std::size_t e) { return e % 2 ? b.at(e / 2) : a.at(e / 2); });
    t.check("join", j, inter, cputest::exact());
    t.check("interleave", il, inter, cputest::exact());
    t.check("split0", s0, conf::gen(B, [&](std::size_t i) { return a.at(i / 2 * 2); }), cputest::exact());
    t.check("split1", s1, conf::gen(B, [&](std::size_t i) { return conf::f32(a.at(i / 2 * 2 + 1) * 3); }), cputest::exact());
  }
  return t.finish();
}
