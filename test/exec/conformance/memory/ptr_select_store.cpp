// Addresses read as int64 become pointers (.to(tl.pi32_t)), tl.where picks
// one of each pair, and the picks are stored through an int64 pointer: the
// stored values are the chosen addresses, exactly. A conditional
// expression of two stores writes the condition on even programs and its
// negation on odd ones.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ptr_select_store;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    // Addresses (never dereferenced) below 2^52, so that they are exact
    // as doubles too; the conditions are 0 or 1.
    auto a = t.input<std::int64_t>(n, 1, 4.0e15);
    auto b = t.input<std::int64_t>(n, 1, 4.0e15);
    auto c = t.input<std::int32_t>(n, 0, 1);
    auto out = t.output<std::int64_t>(n);
    auto sign = t.output<std::int32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, c.data(), a.data(), b.data(), out.data(),
                        sign.data(), int(n))))
      continue;
    conf::check64(t, "chosen addresses", out, [&](std::size_t i) { return c[i] != 0 ? a[i] : b[i]; });
    t.check("sign", sign, conf::gen(n, [&](std::size_t i) {
              bool even = (i / k::BLOCK) % 2 == 0;
              return double(even ? c[i] : -c[i]);
            }), cputest::exact());
  }
  return t.finish();
}
