// Block pointers: loads past the end with padding_option 'nan' (the kernel
// turns NaN into -1000), 'zero', and the default on int32 (0).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::bp_padding;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    int n = t.random<int>(1, 300);
    unsigned grid = tritonc::cdiv(n, k::BLOCK);
    std::size_t total = std::size_t(grid) * k::BLOCK;
    auto x = conf::nonzero<float>(t, n, -100, 100);
    auto xi = conf::nonzero<std::int32_t>(t, n, -1000000, 1000000);
    auto outNan = t.output<float>(total), outZero = t.output<float>(total);
    auto outInt = t.output<std::int32_t>(total);
    if (!t.ok(k::launch(nullptr, {grid}, x.data(), xi.data(), outNan.data(), outZero.data(), outInt.data(), n)))
      continue;
    auto inside = [&](std::size_t i) { return i < std::size_t(n); };
    t.check("nan", outNan, conf::gen(total, [&](std::size_t i) { return inside(i) ? x.at(i) : -1000.0; }),
            cputest::exact());
    t.check("zero", outZero, conf::gen(total, [&](std::size_t i) { return inside(i) ? x.at(i) : 0.0; }),
            cputest::exact());
    t.check("int", outInt, conf::gen(total, [&](std::size_t i) { return inside(i) ? xi.at(i) : 0.0; }),
            cputest::exact());
  }
  return t.finish();
}
