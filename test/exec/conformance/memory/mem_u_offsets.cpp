// Unsigned offsets are zero-extended: a uint8 offset of 255 reads x[255]; a
// uint16 difference wraps in 16 bits before it is added.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_u_offsets;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 300, 1000})) {
    auto x = conf::nonzero<std::int32_t>(t, std::max(n, 256ll), -1000, 1000);
    auto o = t.output<std::int32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), o.data(), int(n))))
      continue;
    t.check("uoffs", o, conf::gen(n, [&](std::size_t i) {
              std::uint16_t d = std::uint16_t(std::uint16_t(i + 40000) - 40000);
              return x.at(i % 256) + x.at(d) * 1000;
            }), cputest::exact());
  }
  return t.finish();
}
