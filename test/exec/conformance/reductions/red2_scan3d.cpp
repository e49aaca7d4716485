// tl.cumsum over the middle axis of a 3-D int32 block.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_scan3d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int A = k::A, B = k::B, C = k::C;
  auto x = conf::nonzero<std::int32_t>(t, A * B * C, -100000, 100000);
  auto o = t.output<std::int32_t>(A * B * C);
  if (t.ok(k::launch(nullptr, {1}, x.data(), o.data())))
    t.check("cumsum1", o, conf::gen(A * B * C, [&](std::size_t e) {
              int a = int(e) / (B * C), b = int(e) / C % B, c = int(e) % C;
              double s = 0;
              for (int j = 0; j <= b; ++j) s += x[(a * B + j) * C + c];
              return s;
            }), cputest::exact());
  return t.finish();
}
