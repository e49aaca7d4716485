// tl.cdiv(a, b) = (a + b - 1) // b on int64 tensors (// truncates), with a
// runtime i64 scalar, and of constexprs (cdiv(1000, BLOCK)).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m2_cdiv;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto a = conf::nonzero<std::int64_t>(t, n, -1e15, 1e15);
    auto b = conf::nonzero<std::int64_t>(t, n, 1, 1e6);
    for (long long i = 0; i < n; i += 2) a[i] = std::llabs(a[i]) % 5000;
    std::int64_t s = t.random<std::int64_t>(1, 1e9);
    auto o = t.output<std::int64_t>(3 * n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), o.data(), s, int(n))))
      continue;
    conf::check64(t, "cdiv", o, [&](std::size_t e) -> std::int64_t {
      std::int64_t x = a[e / 3];
      if (e % 3 == 0) return (x + b[e / 3] - 1) / b[e / 3];
      if (e % 3 == 1) return (x + s - 1) / s;
      return (1000 + k::BLOCK - 1) / k::BLOCK;
    });
  }
  return t.finish();
}
