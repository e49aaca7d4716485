// int16 shifts and bit operations, uint32 multiply (wrapping) and logical >>.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::ew_int16_uint32;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 65, 1000})) {
    auto x = conf::nonzero<std::int16_t>(t, n, -32768, 32767);
    auto u = conf::nonzero<std::uint32_t>(t, n, 1, 4294967295.0);
    auto shl = t.output<std::int16_t>(n), andor = t.output<std::int16_t>(n);
    auto umul = t.output<std::uint32_t>(n), ushr = t.output<std::uint32_t>(n);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), u.data(), shl.data(), andor.data(),
                        umul.data(), ushr.data(), int(n))))
      continue;
    auto i16 = [](double v) { return std::int16_t(std::int32_t(v)); };
    auto u32 = [](double v) { return std::uint32_t(v); };
    t.check("shl", shl, t.map(x, [&](double v) { return double(std::int16_t(std::uint16_t(i16(v)) << 3)); }), cputest::exact());
    t.check("andor", andor, t.map(x, [&](double v) { return double(std::int16_t((i16(v) & 0x7F0) | (~i16(v) & 5))); }), cputest::exact());
    t.check("umul", umul, t.map(u, [&](double v) { return double(std::uint32_t(u32(v) * 2654435761u + 7u)); }), cputest::exact());
    t.check("ushr", ushr, t.map(u, [&](double v) { return double(u32(v) >> 7); }), cputest::exact());
  }
  return t.finish();
}
