// The vector_add sample on the CPU: out = x + y for every size given on the
// command line (--offset=K shifts every buffer by K elements).
#include TRITONC_TEST_KERNEL_HEADER
#include "CpuTest.h"

namespace k = kernels::aduna_vectori_kernel;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  std::size_t offset = static_cast<std::size_t>(t.option("offset", 0));
  for (long long n : t.sizes({1, 1000, 1048579})) {
    auto x = t.input<float>(n, -100, 100, offset);
    auto y = t.input<float>(n, -100, 100, offset);
    auto out = t.output<float>(n, offset);
    if (!t.ok(k::launch(nullptr, tritonc::Dim3{tritonc::cdiv(n, k::BLOCK_SIZE)}, x.data(),
                        y.data(), out.data(), static_cast<std::int32_t>(n))))
      continue;
    // One fp32 addition: the rounded double sum is exact.
    t.check("out", out, t.map(x, y, [](double a, double b) { return double(float(a + b)); }),
            cputest::exact());
  }
  return t.finish();
}
