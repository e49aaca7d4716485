// A helper whose `return` sits in each iteration of a tl.static_range loop
// (the index of the first negative element of a chunk, or -1), called in a
// runtime loop over chunks.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ret_loop;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int C = k::CHUNK, P = 16;
  for (long long chunks : t.sizes({0, 1, 9})) {
    auto x = t.input<std::int32_t>(P * chunks * C + 1, -3, 12);
    auto out = t.output<std::int32_t>(P);
    if (!t.ok(k::launch(nullptr, {unsigned(P)}, x.data(), out.data(), int(chunks))))
      continue;
    t.check("ret_loop", out, conf::gen(P, [&](std::size_t p) {
              long long total = 0;
              for (long long c = 0; c < chunks; ++c) {
                long long first = -1;
                for (int i = 0; i < C && first < 0; ++i)
                  if (x.at((p * chunks + c) * C + i) < 0) first = i;
                total += first * (c + 1);
              }
              return double(total);
            }), cputest::exact());
  }
  return t.finish();
}
