// Runtime if / elif / else on a loaded scalar, and `a if c else b`.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf_if;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 16;
  for (int rep = 0; rep < 3; ++rep) {
    auto x = conf::nonzero<float>(t, P * B, -100, 100);
    auto f = conf::nonzero<std::int32_t>(t, P, -10, 10);
    auto out = t.output<float>(P * B), sel = t.output<float>(P * B);
    if (!t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), f.data(), out.data(), sel.data())))
      continue;
    t.check("if", out, conf::gen(P * B, [&](std::size_t e) {
              int fl = f[e / B];
              float v = x[e];
              return double(fl > 0 ? v * 2.0f : fl < -5 ? v - 1.0f : -v);
            }), cputest::exact());
    t.check("ternary", sel, conf::gen(P * B, [&](std::size_t e) {
              float v = x[e];
              return double(f[e / B] % 2 == 0 ? v + 1.0f : v * v);
            }), cputest::exact());
  }
  return t.finish();
}
