// Block pointers of rank 3 with int64 shape and strides: a strided gather
// (strides in any order, one of them larger than the others' span) into a
// contiguous a x b x c output; a runtime 'if' advances the block pointer.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::bp_int64;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    std::int64_t a = t.random<int>(1, 13), b = t.random<int>(1, int(k::B)), c = t.random<int>(1, int(k::C));
    // x is laid out as [j][l][i] with padding: sb > sc > sa.
    std::int64_t sa = 1, sc = a + t.random<int>(0, 3), sb = sc * c + t.random<int>(0, 3);
    std::size_t span = std::size_t((a - 1) * sa + (b - 1) * sb + (c - 1) * sc + 1);
    auto x = conf::nonzero<float>(t, span, -100, 100);
    auto out = t.output<float>(std::size_t(a * b * c));
    if (!t.ok(k::launch(nullptr, {unsigned(tritonc::cdiv(a, k::A))}, x.data(), out.data(), a, b, c, sa, sb, sc)))
      continue;
    t.check("out", out, conf::gen(std::size_t(a * b * c), [&](std::size_t e) {
              std::int64_t i = std::int64_t(e) / (b * c), j = std::int64_t(e) / c % b, l = std::int64_t(e) % c;
              return x.at(std::size_t(i * sa + j * sb + l * sc));
            }), cputest::exact());
  }
  return t.finish();
}
