// A runtime if/else on the loop index inside a runtime loop, updating a
// carried tensor and an int64 scalar in both branches.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_loop_if;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (long long K : t.sizes({0, 1, 7, 12})) {
    auto x = conf::nonzero<float>(t, B, -100, 100);
    auto o = t.output<float>(B + 1);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), o.data(), int(K))))
      continue;
    long long h = 1;
    for (int i = 0; i < K; ++i) h = i % 3 == 0 ? h * 3 : h + i;
    t.check("loop_if", o, conf::gen(B + 1, [&](std::size_t j) {
              if (j == std::size_t(B)) return double(h);
              float v = float(x.at(j));
              for (int i = 0; i < K; ++i) v = i % 3 == 0 ? v + float(i) : v - 1.0f;
              return double(v);
            }), cputest::exact());
  }
  return t.finish();
}
