// tl.atomic_add on fp16 (small integers: every partial sum is exact in fp16,
// so any order gives the same result), tl.atomic_xchg on fp16, masked.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::at_fp16;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int NC = k::NC;
  for (long long n : t.sizes({1, 63, 1000, 3001})) {
    auto x = t.input<tritonc::float16>(n, 1, 4);
    for (long long i = 0; i < n; ++i) x[i] = tritonc::toFloat16(float(std::floor(cputest::Traits<tritonc::float16>::toDouble(x[i]))));
    auto add = t.input<tritonc::float16>(NC, 1, 8);
    for (int c = 0; c < NC; ++c) add[c] = tritonc::toFloat16(float(std::floor(add.at(c))));
    auto slot = conf::nonzero<tritonc::float16>(t, n, -100, 100);
    std::vector<double> ea(NC), eold(n);
    for (int c = 0; c < NC; ++c) ea[c] = add.at(c);
    for (long long i = 0; i < n; ++i) { ea[i % NC] += x.at(i); eold[i] = slot.at(i); }
    auto old = t.output<tritonc::float16>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), add.data(), slot.data(), old.data(), int(n))))
      continue;
    t.check("add", add, ea, cputest::exact());
    t.check("xchg_old", old, eold, cputest::exact());
    t.check("xchg_new", slot, t.map(x, [](double v) { return 2 * v; }), cputest::exact());
  }
  return t.finish();
}
