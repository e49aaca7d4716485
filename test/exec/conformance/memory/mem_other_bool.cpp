// A masked load of *i1 with other=True: lanes past n read 1.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_other_bool;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({1, 63, 65, 1000})) {
    long long full = tritonc::cdiv(n, k::BLOCK) * k::BLOCK;
    auto a = t.input<std::uint8_t>(n, 0, 1);
    auto o = t.output<std::uint8_t>(full);
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, reinterpret_cast<bool *>(a.data()), reinterpret_cast<bool *>(o.data()),
                        int(n))))
      continue;
    conf::check64(t, "bool", o, [&](std::size_t i) { return std::uint8_t((long long)i < n ? a[i] : 1); });
  }
  return t.finish();
}
