// Every @triton.autotune config behind one launch() (GPU: add_tile_kernel
// AUTOTUNE with a tuning table on n; the CPU flavour is BLOCK=128 alone).
// The grid comes from the chosen config (Triton's `lambda META: ...`), so a
// config chosen for the wrong grid leaves elements unwritten; on the GPU the
// config choose_config() names is the table's for n=1000 (config 2, BLOCK
// 256) and n=77 (config 1, BLOCK 128); any other n is timed on its first
// launch (tritonc/Tuning.h), after which choose_config() names the config
// kept, whichever was fastest.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"

#include <map>
namespace k = kernels::autotune_family;

namespace {
void scaleCase(cputest::Test &t, int n, std::size_t offset, int expectedBlock) {
  auto x = t.input<float>(std::size_t(n), -50, 50, offset);
  auto y = t.output<float>(std::size_t(n));
  const float alpha = 0.75f;
  // data() uploads the host copy (on the GPU): taken once, before the launch.
  float *px = x.data(), *py = y.data();
#ifdef TRITONC_TEST_GPU
  auto grid = [n](const k::Config &c) { return tritonc::Dim3{tritonc::cdiv(n, c.BLOCK)}; };
  tritonc::Status status = k::launch(nullptr, grid, px, py, n, alpha);
  const int chosen = k::choose_config(px, py, n, alpha);
  t.expect(chosen >= 0 && chosen < k::config_count, "n=%d: no config chosen after the launch (%d)", n, chosen);
  static std::map<int, int> keptFor;  // n -> the config the first launch kept
  if (keptFor.count(n))
    t.expect(chosen == keptFor[n], "n=%d: config %d, but %d was kept before", n, chosen, keptFor[n]);
  keptFor.emplace(n, chosen);
  if (chosen >= 0 && expectedBlock > 0)
    t.expect(k::configs[chosen].BLOCK == expectedBlock, "n=%d: config with BLOCK %lld, expected %d", n,
             static_cast<long long>(k::configs[chosen].BLOCK), expectedBlock);
#else
  (void)expectedBlock;
  tritonc::Status status = k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, px, py, n, alpha);
#endif
  if (!t.ok(status))
    return;
  // The GPU fuses x * alpha + 1 into one fma (one rounding of the exact
  // value, the reference); the CPU may round the product first, off by at
  // most half an ulp of |x * alpha| <= 37.5.
  t.check("scale", y, t.map(x, [alpha](double v) { return conf::f32(v * alpha + 1.0); }),
          cputest::close(1.2e-7, 2.5e-6));
}
} // namespace

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  scaleCase(t, 1000, 0, 256);  // the table's config 2
  scaleCase(t, 77, 0, 128);    // the table's config 1
  scaleCase(t, 4096, 0, 0);    // not in the table: tuned on this launch
  scaleCase(t, 4096, 4, 0);    // the same key: the kept config, its generic variant
  scaleCase(t, 1000, 1, 256);  // misaligned input: the table's config, its generic variant
  scaleCase(t, 3001, 3, 0);
  return t.finish();
}
