// max of int8, min of uint16 (above 32767: unsigned order), max of fp16,
// min of bf16: exact, stored in the input type.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_narrow_maxmin;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (long long rows : t.sizes({1, 5})) {
    auto a = conf::nonzero<std::int8_t>(t, rows * B, -128, 127);
    auto u = conf::nonzero<std::uint16_t>(t, rows * B, 0, 65535);
    auto h = conf::nonzero<tritonc::float16>(t, rows * B, -60000, 60000);
    auto g = conf::nonzero<tritonc::bfloat16>(t, rows * B, -1e30, 1e30);
    auto mx = t.output<std::int8_t>(rows);
    auto mn = t.output<std::uint16_t>(rows);
    auto hm = t.output<tritonc::float16>(rows);
    auto gm = t.output<tritonc::bfloat16>(rows);
    if (!t.ok(k::launch(nullptr, {unsigned(rows)}, a.data(), u.data(), h.data(), g.data(), mx.data(), mn.data(),
                        hm.data(), gm.data())))
      continue;
    auto red = [&](auto &buf, bool max) {
      return conf::gen(rows, [&](std::size_t r) {
        double v = buf.at(r * B);
        for (int i = 1; i < B; ++i) v = max ? std::max(v, buf.at(r * B + i)) : std::min(v, buf.at(r * B + i));
        return v;
      });
    };
    t.check("int8 max", mx, red(a, true), cputest::exact());
    t.check("uint16 min", mn, red(u, false), cputest::exact());
    t.check("fp16 max", hm, red(h, true), cputest::exact());
    t.check("bf16 min", gm, red(g, false), cputest::exact());
  }
  return t.finish();
}
