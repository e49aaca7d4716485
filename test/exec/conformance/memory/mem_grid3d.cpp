// tl.program_id(0..2) and tl.num_programs(0..2) on 3-D grids.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_grid3d;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const unsigned grids[][3] = {{1, 1, 1}, {3, 5, 2}, {7, 1, 4}};
  const int B = k::BLOCK;
  for (auto &g : grids) {
    long long total = (long long)g[0] * g[1] * g[2];
    auto o = t.output<std::int32_t>(total * B);
    if (!t.ok(k::launch(nullptr, {g[0], g[1], g[2]}, o.data())))
      continue;
    t.check("ids", o, conf::gen(total * B, [&](std::size_t e) {
              long long lin = e / B, lane = e % B;
              long long x = lin % g[0], y = lin / g[0] % g[1], z = lin / g[0] / g[1];
              return double(lane == 0 ? x : lane == 1 ? y : lane == 2 ? z : g[0] * 10000 + g[1] * 100 + g[2]);
            }), cputest::exact());
  }
  return t.finish();
}
