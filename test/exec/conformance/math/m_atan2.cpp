// libdevice.atan2(y, x) in fp32 and fp64 over all four quadrants against
// std::atan2 in double: 8 ulps (libdevice's atan2f is within 3).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::m_atan2;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto y = conf::nonzero<float>(t, n, -5, 5), x = conf::nonzero<float>(t, n, -5, 5);
    auto yd = conf::nonzero<double>(t, n, -5, 5), xd = conf::nonzero<double>(t, n, -5, 5);
    auto out = t.output<float>(n);
    auto outd = t.output<double>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, y.data(), x.data(), yd.data(), xd.data(), out.data(),
                        outd.data(), int(n))))
      continue;
    t.check("atan2 fp32", out, t.map(y, x, [](double a, double b) { return std::atan2(a, b); }),
            cputest::ulps<float>(8));
    t.check("atan2 fp64", outd, t.map(yd, xd, [](double a, double b) { return std::atan2(a, b); }),
            cputest::ulps<double>(8));
  }
  return t.finish();
}
