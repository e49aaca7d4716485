// A runtime `for` with a loop-carried tensor and scalar (K = 0 included).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf_for;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (int K : {0, 1, 5, 17}) {
    const int P = 3;
    auto x = conf::nonzero<float>(t, std::max(1, P * K * B), -10, 10);
    auto out = t.output<float>(P * B);
    auto cnt = t.output<std::int32_t>(P);
    if (!t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), out.data(), cnt.data(), K)))
      continue;
    t.check("acc", out, conf::gen(P * B, [&](std::size_t e) {
              double s = 0;
              for (int kk = 0; kk < K; ++kk) s += x.at((e / B * K + kk) * B + e % B) * (kk + 1);
              return s;
            }), cputest::close(1e-6, 1e-5 * K * K));
    t.check("count", cnt, std::vector<double>(P, K), cputest::exact());
  }
  return t.finish();
}
