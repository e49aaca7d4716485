// A parameter specialized to 1 (`i32:1`): the launcher checks it is 1 and
// the kernel uses the constant; a launch with another value is refused.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_spec_one;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<float>(t, n, -100, 100);
    auto o = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), o.data(), 1, int(n))))
      continue;
    t.check("stride1", o, t.map(x, [](double v) { return v * 2; }), cputest::exact());
    tritonc::Status refused = k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), o.data(), 2, int(n));
    t.expect(!refused.ok(), "a launch with stride=2 was accepted");
  }
  return t.finish();
}
