// A helper choosing code by x.dtype at compile time (== tl.float32,
// is_int_signed, is_int_unsigned, else), on fp32, int16, uint8, fp16.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_dtype_branch;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK, P = 3;
  auto f = conf::nonzero<float>(t, P * B, -100, 100);
  auto i = conf::nonzero<std::int16_t>(t, P * B, -32768, 32767);
  auto u = conf::nonzero<std::uint8_t>(t, P * B, 0, 255);
  auto h = conf::nonzero<tritonc::float16>(t, P * B, -100, 100);
  auto of = t.output<float>(P * B);
  auto oi = t.output<std::int16_t>(P * B);
  auto ou = t.output<std::uint8_t>(P * B);
  auto oh = t.output<tritonc::float16>(P * B);
  if (t.ok(k::launch(nullptr, {unsigned(P)}, f.data(), i.data(), u.data(), h.data(), of.data(), oi.data(), ou.data(), oh.data()))) {
    t.check("fp32", of, t.map(f, [](double v) { return v * 0.5; }), cputest::exact());
    conf::check64(t, "int16", oi, [&](std::size_t e) { return std::int16_t(i[e] * 3); });
    conf::check64(t, "uint8", ou, [&](std::size_t e) { return std::uint8_t(u[e] + 7); });
    t.check("fp16", oh, t.map(h, [](double v) { return v; }), cputest::exact());
  }
  return t.finish();
}
