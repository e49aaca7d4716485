// tl.histogram with a mask over blocks of random integers, some outside
// [0, BINS) (not counted), the last block partly past n.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::hist;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, NB = k::BINS;
  for (long long n : t.sizes({1, 128, 1000})) {
    auto x = t.input<std::int32_t>(n, -4, NB + 3);
    long long P = (n + B - 1) / B;
    auto out = t.output<std::int32_t>(P * NB);
    if (!t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), out.data(), int(n))))
      continue;
    t.check("histogram", out, conf::gen(P * NB, [&](std::size_t i) {
              long long p = i / NB, bin = i % NB, count = 0;
              for (long long j = p * B; j < std::min<long long>(n, (p + 1) * B); ++j)
                count += x.at(j) == bin;
              return double(count);
            }), cputest::exact());
  }
  return t.finish();
}
