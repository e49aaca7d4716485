// Pointer arithmetic in int64: x[base + i * stride] with i64 base and
// stride parameters (stride 3, and -2 read backwards from the end).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_i64_offsets;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<double>(t, 3 * n, -1e9, 1e9);
    auto o = t.output<double>(n), o2 = t.output<double>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), o.data(), std::int64_t(2), std::int64_t(3),
                        int(n))))
      continue;
    t.check("stride3", o, conf::gen(n, [&](std::size_t i) { return x.at(2 + 3 * i < 3 * n ? 2 + 3 * i : 0); }),
            cputest::exact());
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), o2.data(), std::int64_t(3 * n - 1),
                        std::int64_t(-2), int(n))))
      continue;
    t.check("stride-2", o2, conf::gen(n, [&](std::size_t i) { return x.at(3 * n - 1 - 2 * i); }), cputest::exact());
  }
  return t.finish();
}
