// tl.abs of fp8 codes: every one of the 256 codes of e4m3 and of e5m2, in
// a fresh random order each run; the absolute value of a code is the code
// with its sign bit cleared (magnitudes, zeros, infinities and NaNs alike).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <algorithm>
#include <numeric>
namespace k = kernels::ew_fp8_abs;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int n = k::BLOCK;
  auto c4 = t.output<std::uint8_t>(n), c5 = t.output<std::uint8_t>(n);
  std::vector<int> order(n);
  std::iota(order.begin(), order.end(), 0);
  for (int i = n - 1; i > 0; --i)
    std::swap(order[i], order[t.random<int>(0, i)]);
  for (int i = 0; i < n; ++i) {
    c4[i] = std::uint8_t(order[i]);
    c5[i] = std::uint8_t(order[n - 1 - i]);
  }
  auto a4 = t.output<std::uint8_t>(n), a5 = t.output<std::uint8_t>(n);
  using F4 = tritonc::float8_e4m3;
  using F5 = tritonc::float8_e5m2;
  if (t.ok(k::launch(nullptr, {1}, reinterpret_cast<F4 *>(c4.data()), reinterpret_cast<F5 *>(c5.data()),
                     reinterpret_cast<F4 *>(a4.data()), reinterpret_cast<F5 *>(a5.data())))) {
    t.check("abs e4m3", a4, conf::gen(n, [&](std::size_t i) { return double(order[i] & 0x7F); }), cputest::exact());
    t.check("abs e5m2", a5, conf::gen(n, [&](std::size_t i) { return double(order[n - 1 - i] & 0x7F); }),
            cputest::exact());
  }
  return t.finish();
}
