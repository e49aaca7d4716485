// A 3-D grid: every program instance runs once, with its own program ids
// and the grid size from tl.num_programs.
#include TRITONC_TEST_KERNEL_HEADER
#include "CpuTest.h"

namespace k = kernels::grid3d;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const tritonc::Dim3 grids[] = {{1, 1, 1}, {5, 3, 2}, {1, 7, 1}, {2, 1, 9}, {300, 2, 1}};
  for (tritonc::Dim3 g : grids) {
    long long count = (long long)g.x * g.y * g.z;
    auto out = t.output<std::int32_t>(count * k::BLOCK);
    auto num = t.output<std::int32_t>(count);
    if (!t.ok(k::launch(nullptr, g, out.data(), num.data())))
      continue;
    std::vector<double> expected(count * k::BLOCK), nums(count);
    for (long long z = 0; z < g.z; ++z)
      for (long long y = 0; y < g.y; ++y)
        for (long long x = 0; x < g.x; ++x) {
          long long pid = x + g.x * (y + g.y * z);
          for (long long j = 0; j < k::BLOCK; ++j)
            expected[pid * k::BLOCK + j] = double(j + pid * 1000 + x * 100 + y * 10 + z);
          nums[pid] = double(g.x * 10000 + g.y * 100 + g.z);
        }
    t.check("out", out, expected, cputest::exact());
    t.check("num_programs", num, nums, cputest::exact());
  }
  // An empty grid runs nothing and succeeds.
  auto untouched = t.output<std::int32_t>(8);
  t.ok(k::launch(nullptr, {0, 4, 1}, untouched.data(), untouched.data()), "empty grid");
  long long where = 0;
  t.expect(untouched.guardsIntact(where), "an empty grid wrote memory");
  return t.finish();
}
