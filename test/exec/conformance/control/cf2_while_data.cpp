// A while loop whose trip count is loaded per program (0 to 9): the
// carried tensor and counter after the loop.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_while_data;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 10;
  auto cnt = t.input<std::int32_t>(P, 0, 9);
  cnt[0] = 0;
  auto x = conf::nonzero<std::int32_t>(t, P * B, -1000, 1000);
  auto o = t.output<std::int32_t>(P * B), it = t.output<std::int32_t>(P);
  if (t.ok(k::launch(nullptr, {unsigned(P)}, cnt.data(), x.data(), o.data(), it.data()))) {
    t.check("acc", o, conf::gen(P * B, [&](std::size_t e) {
              long long v = x[e];
              for (int i = 0; i < cnt[e / B]; ++i) v = v * 2 + i;
              return double(v);
            }), cputest::exact());
    t.check("iterations", it, t.map(cnt, [](double c) { return c; }), cputest::exact());
  }
  return t.finish();
}
