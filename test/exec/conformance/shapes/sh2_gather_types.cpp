// tl.gather beyond 2-D fp32: a 3-D block along its middle axis with int16
// indices, a boolean block reversed along its last axis (stored as int8),
// and a bf16 block permuted (i * 7 mod n).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_gather_types;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int A = k::A, B = k::B, C = k::C, K = k::K;
  auto src = conf::nonzero<float>(t, A * B * C, -100, 100);
  auto flags = t.input<std::int8_t>(B * C, -1, 1);
  auto h = conf::nonzero<tritonc::bfloat16>(t, B * C, -100, 100);
  auto idx = t.input<std::int16_t>(A * K * C, 0, B - 1);
  auto o = t.output<float>(A * K * C);
  auto ob = t.output<std::int8_t>(B * C);
  auto oh = t.output<tritonc::bfloat16>(B * C);
  if (t.ok(k::launch(nullptr, {1}, src.data(), flags.data(), h.data(), idx.data(), o.data(), ob.data(),
                     oh.data()))) {
    t.check("3-D axis 1", o, conf::gen(A * K * C, [&](std::size_t e) {
              std::size_t a = e / (K * C), c = e % C;
              return src.at(a * B * C + idx[e] * C + c);
            }), cputest::exact());
    conf::check64(t, "bool", ob, [&](std::size_t e) { return flags[e / C * C + (C - 1 - e % C)] != 0; });
    t.check("bf16", oh, conf::gen(B * C, [&](std::size_t e) { return h.at(e * 7 % (B * C)); }), cputest::exact());
  }
  return t.finish();
}
