// < <= == != >= > on fp32 and int32 (many equal ints), & | ^ on int1.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_compare;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -1, 1), y = conf::nonzero<float>(t, n, -1, 1);
    for (long long i = 0; i < n; i += 7)
      y[i] = x[i];
    auto a = conf::nonzero<std::int32_t>(t, n, -3, 3), b = conf::nonzero<std::int32_t>(t, n, -3, 3);
    auto lt = t.output<std::int8_t>(n), le = t.output<std::int8_t>(n), eq = t.output<std::int8_t>(n);
    auto ne = t.output<std::int8_t>(n), ge = t.output<std::int8_t>(n), gt = t.output<std::int8_t>(n);
    auto lg = t.output<std::int8_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), a.data(), b.data(), lt.data(),
                        le.data(), eq.data(), ne.data(), ge.data(), gt.data(), lg.data(), int(n))))
      continue;
    auto X = cputest::exact();
    t.check("lt", lt, t.map(x, y, [](double p, double q) { return double(p < q); }), X);
    t.check("le", le, t.map(a, b, [](double p, double q) { return double(p <= q); }), X);
    t.check("eq", eq, t.map(a, b, [](double p, double q) { return double(p == q); }), X);
    t.check("ne", ne, t.map(a, b, [](double p, double q) { return double(p != q); }), X);
    t.check("ge", ge, t.map(x, [](double p) { return double(p >= 0.5); }), X);
    t.check("gt", gt, t.map(x, y, [](double p, double q) { return double(p > q); }), X);
    t.check("logic", lg, conf::gen(n, [&](std::size_t i) {
              bool r = ((a.at(i) < b.at(i)) & (x.at(i) > 0)) | ((a.at(i) == b.at(i)) ^ (y.at(i) < 0));
              return double(r);
            }), X);
  }
  return t.finish();
}
