// Nested runtime loops (the inner bound depends on the outer index) with an
// `if` inside the outer loop, a loop-carried int32 tensor.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf_nested;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (int K : {0, 1, 4, 9}) {
    auto x = conf::nonzero<std::int32_t>(t, std::max(1, K) * B, -1000, 1000);
    auto out = t.output<std::int32_t>(B);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), out.data(), K)))
      continue;
    t.check("acc", out, conf::gen(B, [&](std::size_t o) {
              long long a = 0;
              for (int i = 0; i < K; ++i) {
                for (int j = 0; j <= i; ++j) a += (long long)x[j * B + o] * (i - j);
                if (i % 3 == 2) a -= 1;
              }
              return double(a);
            }), cputest::exact());
  }
  return t.finish();
}
