// A family of specializations (tritonc --specialize auto on the GPU; the
// CPU flavour compiles the signature as given): one launch() serves rows
// whose strides are multiples of 16 and rows whose are not, and inputs that
// start 4 bytes past alignment; every element is checked each time, and on
// the GPU the variant launch() picks (choose_variant) is the one expected.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::spec_family;

namespace {
// `rows` rows of `cols` elements, `x` starting `xOffset` elements past a
// 64-byte boundary; y = 2x + 1. `variant`: what choose_variant must say.
void rowsCase(cputest::Test &t, int rows, int cols, std::size_t xOffset, int variant) {
  const std::size_t n = std::size_t(rows) * std::size_t(cols);
  auto x = t.input<float>(n, -50, 50, xOffset);
  auto y = t.output<float>(n);
#ifdef TRITONC_TEST_GPU
  // The load's promises (x_ptr, n_cols, x_stride) and the store's (y_ptr,
  // n_cols, y_stride) are the two groups: both, the store's, the load's,
  // none.
  static_assert(k::variant_count == 4, "the unions of the load's and the store's promises");
  t.expect(k::choose_variant(x.data(), y.data(), cols, cols, cols) == variant,
           "rows of %d, x offset %zu: variant %d, expected %d", cols, xOffset,
           k::choose_variant(x.data(), y.data(), cols, cols, cols), variant);
#else
  (void)variant;
#endif
  if (!t.ok(k::launch(nullptr, {unsigned(rows)}, x.data(), y.data(), cols, cols, cols)))
    return;
  t.check("rows", y, t.map(x, [](double v) { return conf::f32(2.0 * v + 1.0); }), cputest::exact());
}
} // namespace

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  rowsCase(t, 37, 64, 0, 0);   // every promise kept
  rowsCase(t, 37, 50, 0, 3);   // strides and n_cols not multiples of 16
  rowsCase(t, 37, 64, 1, 1);   // x 4 bytes past alignment: the store's only
  rowsCase(t, 37, 50, 3, 3);   // neither
  rowsCase(t, 5, 128, 4, 0);   // 16 bytes past: aligned again
  return t.finish();
}
