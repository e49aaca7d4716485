// The six orders of a 3-D block through tl.permute (tuple and varargs),
// tl.trans with dims and x.permute.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::sh2_permute3d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int D[3] = {int(k::A), int(k::B), int(k::C)}, N = D[0] * D[1] * D[2];
  const int perms[6][3] = {{0, 1, 2}, {0, 2, 1}, {1, 0, 2}, {1, 2, 0}, {2, 0, 1}, {2, 1, 0}};
  auto x = conf::nonzero<float>(t, N, -100, 100);
  auto o = t.output<float>(6 * N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), o.data()))) {
    t.check("permute", o, conf::gen(6 * N, [&](std::size_t e) {
              const int *p = perms[e / N];
              int f = int(e % N), s1 = D[p[1]], s2 = D[p[2]];
              int idx[3];  // position along the input's axes
              idx[p[0]] = f / (s1 * s2);
              idx[p[1]] = f / s2 % s1;
              idx[p[2]] = f % s2;
              return x.at((idx[0] * D[1] + idx[1]) * D[2] + idx[2]);
            }), cputest::exact());
  }
  return t.finish();
}
