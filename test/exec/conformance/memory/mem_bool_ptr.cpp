// *i1 pointers (bytes 0 or 1): load a mask, store (x > y) ^ a, and
// tl.where on the loaded int1.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_bool_ptr;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto a = t.input<std::uint8_t>(n, 0, 1);
    auto x = conf::nonzero<float>(t, n, -10, 10), y = conf::nonzero<float>(t, n, -10, 10);
    auto o = t.output<std::uint8_t>(n);
    auto c = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, reinterpret_cast<bool *>(a.data()), x.data(), y.data(),
                        reinterpret_cast<bool *>(o.data()), c.data(), int(n))))
      continue;
    t.check("xor", o, conf::gen(n, [&](std::size_t i) { return double((x[i] > y[i]) != (a[i] != 0)); }),
            cputest::exact());
    t.check("where", c, conf::gen(n, [&](std::size_t i) { return a[i] ? x.at(i) : y.at(i); }), cputest::exact());
  }
  return t.finish();
}
