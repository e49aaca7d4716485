// ptr.dtype.element_ty as a dtype: tl.zeros(..., dtype=) and x.to() with the
// pointee types fp16 and int16.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_element_ty;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 1000})) {
    auto x = conf::nonzero<float>(t, n, -1000, 1000);
    auto h = t.output<tritonc::float16>(n);
    auto i = t.output<std::int16_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), h.data(), i.data(), int(n))))
      continue;
    t.check("fp16", h, t.map(x, [](double v) { return conf::h16(conf::h16(v) * 2); }), cputest::exact());
    t.check("int16", i, t.map(x, [](double v) { return std::trunc(v) + 1; }), cputest::exact());
  }
  return t.finish();
}
