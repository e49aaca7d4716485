// tl.gather of a 1-D int16 block by uint8 indices (values above 127 must
// not turn negative) and by int32 indices outside the block, which read its
// last element (docs/language.md).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_gather1d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int N = k::N, K = k::K;
  auto src = t.input<std::int16_t>(N, -30000, 30000);
  auto idx = t.input<std::uint8_t>(K, 0, N - 1);
  auto wild = t.input<std::int32_t>(K, -3 * N, 3 * N);
  idx[0] = 255, idx[1] = 128, idx[2] = 0;
  wild[0] = -1, wild[1] = N, wild[2] = N - 1, wild[3] = 0, wild[4] = -2147483647 - 1;
  auto o = t.output<std::int16_t>(K), p = t.output<std::int16_t>(K);
  if (t.ok(k::launch(nullptr, {1}, src.data(), idx.data(), wild.data(), o.data(), p.data()))) {
    conf::check64(t, "gather by uint8", o, [&](std::size_t e) { return src[idx[e]]; });
    conf::check64(t, "gather out of range", p, [&](std::size_t e) {
      std::uint32_t i = std::uint32_t(wild[e]);
      return std::int16_t(src[i < std::uint32_t(N) ? i : N - 1] + 1);
    });
  }
  return t.finish();
}
