// Every @triton.autotune config behind one launch() (GPU: add_tile_kernel
// AUTOTUNE with a tuning table on n; the CPU flavour is BLOCK=128 alone).
// The grid comes from the chosen config (Triton's `lambda META: ...`), so a
// config chosen for the wrong grid leaves elements unwritten; on the GPU the
// config choose_config() names is the table's: n=1000 -> config 2 (BLOCK
// 256), n=77 -> config 1 (BLOCK 128), any other n -> config 0 (BLOCK 64).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::autotune_family;

namespace {
void scaleCase(cputest::Test &t, int n, std::size_t offset, int expectedBlock) {
  auto x = t.input<float>(std::size_t(n), -50, 50, offset);
  auto y = t.output<float>(std::size_t(n));
  const float alpha = 0.75f;
#ifdef TRITONC_TEST_GPU
  const k::Config &config = k::configs[k::choose_config(x.data(), y.data(), n, alpha)];
  t.expect(config.BLOCK == expectedBlock, "n=%d: config with BLOCK %lld, expected %d", n,
           static_cast<long long>(config.BLOCK), expectedBlock);
  auto grid = [n](const k::Config &c) { return tritonc::Dim3{tritonc::cdiv(n, c.BLOCK)}; };
  tritonc::Status status = k::launch(nullptr, grid, x.data(), y.data(), n, alpha);
#else
  (void)expectedBlock;
  tritonc::Status status = k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), y.data(), n, alpha);
#endif
  if (!t.ok(status))
    return;
  t.check("scale", y, t.map(x, [alpha](double v) { return conf::f32(double(float(v) * alpha) + 1.0); }),
          cputest::ulps<float>(1));
}
} // namespace

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  scaleCase(t, 1000, 0, 256);  // the table's config 2
  scaleCase(t, 77, 0, 128);    // the table's config 1
  scaleCase(t, 4096, 0, 64);   // not in the table: config 0
  scaleCase(t, 1000, 1, 256);  // misaligned input: the same config, its generic variant
  scaleCase(t, 3001, 3, 64);
  return t.finish();
}
