// uint32 // and % (values above 2^31 must not be treated as negative).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_udiv;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto a = conf::nonzero<std::uint32_t>(t, n, 0, 4294967295.0);
    auto b = conf::nonzero<std::uint32_t>(t, n, 1, 4294967295.0);
    for (long long i = 0; i < n; i += 2)
      b[i] = b[i] % 5000 + 1;
    auto q = t.output<std::uint32_t>(n), r = t.output<std::uint32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, a.data(), b.data(), q.data(), r.data(), int(n))))
      continue;
    auto U = [](double v) { return std::uint32_t(v); };
    t.check("q", q, t.map(a, b, [&](double x, double y) { return double(U(x) / U(y)); }), cputest::exact());
    t.check("r", r, t.map(a, b, [&](double x, double y) { return double(U(x) % U(y)); }), cputest::exact());
  }
  return t.finish();
}
