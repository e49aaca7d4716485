// tl.zeros_like keeps the dtype of int8, fp16 and int64 tensors.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::std_zeros_like;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  auto a = conf::nonzero<std::int8_t>(t, B, -128, 127);
  auto h = conf::nonzero<tritonc::float16>(t, B, -1000, 1000);
  auto q = conf::nonzero<std::int64_t>(t, B, -1e18, 1e18);
  auto oa = t.output<std::int8_t>(B);
  auto oh = t.output<tritonc::float16>(B);
  auto oq = t.output<std::int64_t>(B);
  if (t.ok(k::launch(nullptr, {1}, a.data(), h.data(), q.data(), oa.data(), oh.data(), oq.data()))) {
    conf::check64(t, "int8", oa, [&](std::size_t i) { return std::int8_t(a[i] + 1); });
    t.check("fp16", oh, t.map(h, [](double v) { return -v; }), cputest::exact());
    conf::check64(t, "int64", oq, [&](std::size_t i) { return std::int64_t(std::uint64_t(q[i]) * 2); });
  }
  return t.finish();
}
