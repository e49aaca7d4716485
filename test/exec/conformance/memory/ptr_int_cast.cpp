// Pointers to integers and back: a scalar pointer through int64, a tensor
// of pointers through uint64 (back with bitcast=True; the byte offsets are
// checked), a pointer to fp32 read as a pointer to int32 (the bits), and a
// pointer to int1 (not null).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <cstring>
namespace k = kernels::ptr_int_cast;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 64, 1000})) {
    auto x = conf::nonzero<float>(t, n, -100, 100);
    auto out = t.output<float>(n);
    auto delta = t.output<std::int64_t>(n);
    auto bits = t.output<std::int32_t>(n);
    auto flag = t.output<std::int32_t>(1);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), out.data(), delta.data(),
                        bits.data(), flag.data(), int(n))))
      continue;
    t.check("sum of both loads", out, t.map(x, [](double v) { return v * 2; }), cputest::exact());
    t.check("byte offsets", delta, conf::gen(n, [](std::size_t i) { return double(4 * i); }),
            cputest::exact());
    t.check("bits", bits, conf::gen(n, [&](std::size_t i) {
              float v = x.at(i);
              std::int32_t b;
              std::memcpy(&b, &v, 4);
              return double(b);
            }), cputest::exact());
    t.check("not null", flag, {1.0}, cputest::exact());
  }
  return t.finish();
}
