// `if pid >= nprog: return` and a second, data-dependent early return: the
// grid has 3 programs too many, which must store nothing (they would write
// past the end of out), and each block's result comes from the path its sum
// takes.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ret_guard;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (long long P : t.sizes({1, 5, 64})) {
    auto x = t.input<std::int32_t>(P * B, -100, 100);
    auto out = t.output<std::int32_t>(P);
    if (!t.ok(k::launch(nullptr, {unsigned(P + 3)}, x.data(), out.data(), int(P))))
      continue;
    t.check("ret_guard", out, conf::gen(P, [&](std::size_t p) {
              long long s = 0;
              for (int i = 0; i < B; ++i) s += x.at(p * B + i);
              return double(s < 0 ? -s : s * 2 + 1);
            }), cputest::exact());
  }
  return t.finish();
}
