// A data-dependent store mask (x > 0): the elements it leaves out keep the
// values the buffer had before the launch.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_keep_unmasked;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<float>(t, n, -100, 100);
    auto o = conf::nonzero<float>(t, n, 200, 300);
    std::vector<double> before(n);
    for (long long i = 0; i < n; ++i) before[i] = o.at(i);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), o.data(), int(n))))
      continue;
    t.check("kept", o, conf::gen(n, [&](std::size_t i) { return x[i] > 0 ? -x.at(i) : before[i]; }), cputest::exact());
  }
  return t.finish();
}
