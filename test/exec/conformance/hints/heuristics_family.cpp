// @triton.heuristics evaluated at launch. On the GPU the launcher holds a
// variant per value of BLOCK (min(next_power_of_2(n_cols), 256): 1 to 256)
// and EVEN (n_cols % BLOCK == 0), and launch() runs the one the arguments
// give: choose_variant() and the Config the grid function receives are
// checked, and every element. The CPU flavour is compiled with -D BLOCK=64
// EVEN=False: its launch() runs rows of 33 to 64 columns that are no
// multiple of 64, and refuses others with an error naming the heuristic,
// writing nothing.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"

#include <cstring>
#include <string>
namespace k = kernels::heuristics_family;

namespace {
void rowsCase(cputest::Test &t, int rows, int cols, int block, bool even) {
  const std::size_t n = std::size_t(rows) * std::size_t(cols);
  auto x = t.input<float>(n, -50, 50);
  auto y = t.output<float>(n);
  float *px = x.data(), *py = y.data();
#ifdef TRITONC_TEST_GPU
  // Variants in order: BLOCK 1, 2, 4, ... 256, each with EVEN False, True.
  static_assert(k::variant_count == 18, "9 values of BLOCK times 2 of EVEN");
  int log2Block = 0;
  while ((1 << log2Block) < block)
    ++log2Block;
  const int expected = 2 * log2Block + (even ? 1 : 0);
  const int chosen = k::choose_variant(px, py, cols);
  t.expect(chosen == expected, "n_cols=%d: variant %d, expected %d (BLOCK=%d EVEN=%d)", cols, chosen, expected,
           block, int(even));
  int seenBlock = -1;
  bool seenEven = !even;
  auto grid = [&](const k::Config &c) {
    seenBlock = int(c.BLOCK);
    seenEven = c.EVEN;
    return tritonc::Dim3{unsigned(rows)};
  };
  tritonc::Status status = k::launch(nullptr, grid, px, py, cols);
  t.expect(seenBlock == block && seenEven == even, "n_cols=%d: the grid saw BLOCK=%d EVEN=%d", cols, seenBlock,
           int(seenEven));
#else
  tritonc::Status status = k::launch(nullptr, {unsigned(rows)}, px, py, cols);
  if (block != 64 || even) {  // another value than the one compiled: refused
    t.expect(!status.ok() && status.message().find(block != 64 ? "'BLOCK'" : "'EVEN'") != std::string::npos,
             "n_cols=%d: expected the heuristic's error, got '%s'", cols, status.message().c_str());
    const float poison = cputest::poisonValue<float>();
    bool untouched = true;
    for (std::size_t i = 0; i < n; ++i)
      untouched = untouched && std::memcmp(&y[i], &poison, sizeof poison) == 0;
    t.expect(untouched, "n_cols=%d: a refused launch wrote the output", cols);
    return;
  }
#endif
  if (!t.ok(status))
    return;
  // The GPU fuses x * 3 - 1 into one fma (one rounding of the exact value,
  // the reference); the CPU may round the product first, off by at most
  // half an ulp of |3x| <= 150.
  t.check("rows", y, t.map(x, [](double v) { return conf::f32(v * 3.0 - 1.0); }), cputest::close(1.2e-7, 7.7e-6));
}
} // namespace

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  rowsCase(t, 7, 50, 64, false);
  rowsCase(t, 7, 64, 64, true);
  rowsCase(t, 3, 1000, 256, false);
  rowsCase(t, 3, 512, 256, true);
  rowsCase(t, 9, 3, 4, false);
  rowsCase(t, 9, 1, 1, true);
  rowsCase(t, 5, 33, 64, false);
  return t.finish();
}
