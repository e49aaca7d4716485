// argmax over axis 1 and argmin over axis 2 of a 3-D int32 block of small
// values (ties go to the lowest index).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_3d_argmax;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int A = k::A, B = k::B, C = k::C;
  auto x = conf::nonzero<std::int32_t>(t, A * B * C, -3, 3);
  auto am = t.output<std::int32_t>(A * C), an = t.output<std::int32_t>(A * B);
  if (t.ok(k::launch(nullptr, {1}, x.data(), am.data(), an.data()))) {
    auto at = [&](int a, int b, int c) { return x[(a * B + b) * C + c]; };
    t.check("argmax1", am, conf::gen(A * C, [&](std::size_t e) {
              int a = int(e) / C, c = int(e) % C, best = 0;
              for (int b = 1; b < B; ++b) if (at(a, b, c) > at(a, best, c)) best = b;
              return double(best);
            }), cputest::exact());
    t.check("argmin2", an, conf::gen(A * B, [&](std::size_t e) {
              int a = int(e) / B, b = int(e) % B, best = 0;
              for (int c = 1; c < C; ++c) if (at(a, b, c) < at(a, b, best)) best = c;
              return double(best);
            }), cputest::exact());
  }
  return t.finish();
}
