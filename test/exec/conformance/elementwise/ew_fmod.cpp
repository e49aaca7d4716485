// fp32 %: the remainder has the sign of the dividend (C fmod), exact on
// the CPU, as the NVPTX expansion of frem computes it on the GPU
// (conf::targetFrem).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_fmod;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -1000, 1000), y = conf::nonzero<float>(t, n, -30, 30);
    auto r = t.output<float>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), r.data(), int(n))))
      continue;
    t.check("fmod", r, t.map(x, y, [](double a, double b) { return conf::targetFrem<float>(a, b); }), cputest::exact());
  }
  return t.finish();
}
