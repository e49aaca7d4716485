// Block-pointer stores into a batch of matrices whose base the kernel
// offsets (out_ptr + z * sb): out[z] = fp16(3 x[z] + 1) on odd m x n, row
// stride so and batch stride sb multiples of 16 elements, padding rows and
// columns between the matrices left as they were.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::bp_store_batched;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 4; ++rep) {
    int batch = t.random<int>(1, 4), m = t.random<int>(1, 70) | 1, n = t.random<int>(1, 150) | 1;
    int sx = n + t.random<int>(0, 3);
    int so = (n + t.random<int>(1, 16) + 15) / 16 * 16, sb = (m + t.random<int>(0, 3)) * so;
    auto x = conf::nonzero<float>(t, batch * m * sx, -100, 100);
    auto out = t.input<tritonc::float16>(batch * sb, -100, 100);
    auto before = out;
    tritonc::Dim3 grid{unsigned(tritonc::cdiv(m, k::BM)), unsigned(tritonc::cdiv(n, k::BN)), unsigned(batch)};
    if (!t.ok(k::launch(nullptr, grid, x.data(), out.data(), m, n, sx, so, sb)))
      continue;
    t.check("batched fp16", out, conf::gen(batch * sb, [&](std::size_t e) {
              std::size_t z = e / sb, r = e % sb / so, c = e % so;
              if (r >= std::size_t(m) || c >= std::size_t(n))
                return before.at(e);
              return conf::h16(conf::f32(3.0 * x.at((z * m + r) * sx + c) + 1));
            }), cputest::exact());
  }
  return t.finish();
}
