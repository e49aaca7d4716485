// Sums of int8, int16, uint8 accumulate in 32 bits (int32, int32, uint32:
// no wrap at 8/16 bits), int1 counts too.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_narrow_sum;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (long long rows : t.sizes({1, 5})) {
    auto a = conf::nonzero<std::int8_t>(t, rows * B, -128, 127);
    auto b = conf::nonzero<std::int16_t>(t, rows * B, -32768, 32767);
    auto u = conf::nonzero<std::uint8_t>(t, rows * B, 100, 255);
    auto tb = t.input<std::uint8_t>(rows * B, 0, 1);
    auto sa = t.output<std::int32_t>(rows), sb = t.output<std::int32_t>(rows), st = t.output<std::int32_t>(rows);
    auto su = t.output<std::uint32_t>(rows);
    if (!t.ok(k::launch(nullptr, {unsigned(rows)}, a.data(), b.data(), u.data(), reinterpret_cast<bool *>(tb.data()),
                        sa.data(), sb.data(), su.data(), st.data())))
      continue;
    auto sum = [&](auto &buf) {
      return conf::gen(rows, [&](std::size_t r) { double s = 0; for (int i = 0; i < B; ++i) s += buf.at(r * B + i); return s; });
    };
    t.check("int8", sa, sum(a), cputest::exact());
    t.check("int16", sb, sum(b), cputest::exact());
    t.check("uint8", su, sum(u), cputest::exact());
    t.check("int1", st, sum(tb), cputest::exact());
  }
  return t.finish();
}
