// Pointer arithmetic: a runtime expression (n - 1 - offs), p + 5 - 5 + an
// unsigned offset.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_ptr_arith;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 64, 65, 1000})) {
    auto x = conf::nonzero<float>(t, n, -100, 100);
    auto rev = t.output<float>(n), sh = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), rev.data(), sh.data(), int(n))))
      continue;
    t.check("reverse", rev, conf::gen(n, [&](std::size_t i) { return x.at(n - 1 - i); }), cputest::exact());
    t.check("unsigned", sh, t.map(x, [](double v) { return conf::f32(v + 1); }), cputest::exact());
  }
  return t.finish();
}
