// tl.associative_scan of (a, b) pairs composing affine maps x -> a * x + b
// (int32, wrapping): associative but not commutative, so the combine must
// always take the earlier part first. Both axes of an M x N block with
// 8 warps (several warps and lanes along each), forward and reverse=True.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_scan_affine;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    // Odd multipliers keep the products from vanishing modulo 2^32.
    auto a = t.input<std::int32_t>(M * N, -500, 500);
    for (int i = 0; i < M * N; ++i)
      a[i] = 2 * a[i] + 1;
    auto b = conf::nonzero<std::int32_t>(t, M * N, -1000000, 1000000);
    auto fa0 = t.output<std::int32_t>(M * N), fb0 = t.output<std::int32_t>(M * N);
    auto ra0 = t.output<std::int32_t>(M * N), rb0 = t.output<std::int32_t>(M * N);
    auto fa1 = t.output<std::int32_t>(M * N), fb1 = t.output<std::int32_t>(M * N);
    auto ra1 = t.output<std::int32_t>(M * N), rb1 = t.output<std::int32_t>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, a.data(), b.data(), fa0.data(), fb0.data(), ra0.data(), rb0.data(),
                        fa1.data(), fb1.data(), ra1.data(), rb1.data())))
      continue;
    cputest::Buffer<std::int32_t> *out[8] = {&fa0, &fb0, &ra0, &rb0, &fa1, &fb1, &ra1, &rb1};
    // Expected (a, b) of every element for each axis and direction.
    for (int axis = 0; axis < 2; ++axis)
      for (int reverse = 0; reverse < 2; ++reverse) {
        std::vector<std::int32_t> ea(M * N), eb(M * N);
        int lines = axis == 0 ? N : M, length = axis == 0 ? M : N;
        for (int line = 0; line < lines; ++line) {
          std::uint32_t accA = 1, accB = 0; // the identity map
          for (int s = 0; s < length; ++s) {
            int p = reverse ? length - 1 - s : s;
            int e = axis == 0 ? p * N + line : line * N + p;
            // acc then element: (accA * a, accB * a + b).
            accB = accB * std::uint32_t(a[e]) + std::uint32_t(b[e]);
            accA = accA * std::uint32_t(a[e]);
            ea[e] = std::int32_t(accA);
            eb[e] = std::int32_t(accB);
          }
        }
        std::string name = std::string(reverse ? "rev" : "fwd") + std::to_string(axis);
        auto &oa = *out[4 * axis + 2 * reverse], &ob = *out[4 * axis + 2 * reverse + 1];
        conf::check64(t, (name + "_a").c_str(), oa, [&](std::size_t e) { return ea[e]; });
        conf::check64(t, (name + "_b").c_str(), ob, [&](std::size_t e) { return eb[e]; });
      }
  }
  return t.finish();
}
