// One descriptor per group, made in a runtime loop from an address read
// from memory (the grouped-GEMM style): out[g] is the sum of group g's
// rows x cols fp32 matrix, its blocks running past both edges.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <memory>
namespace k = kernels::td_grouped;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long G : t.sizes({1, 3, 7})) {
    int cols = 4 * t.random<int>(1, 20);
    auto rows = t.input<std::int32_t>(G, 1, 40);
    auto table = t.input<std::int64_t>(G, 0, 0);
    std::vector<std::unique_ptr<cputest::Buffer<float>>> groups;
    for (long long g = 0; g < G; ++g) {
      groups.push_back(std::make_unique<cputest::Buffer<float>>(
          conf::nonzero<float>(t, std::size_t(rows[g]) * cols, -4, 4)));
      table[g] = std::int64_t(reinterpret_cast<std::uintptr_t>(groups[g]->data()));
    }
    auto out = t.output<float>(G);
    if (!t.ok(k::launch(nullptr, {2}, table.data(), rows.data(), out.data(), int(G), cols)))
      continue;
    std::vector<double> expect(G), magnitude(G);
    for (long long g = 0; g < G; ++g)
      for (std::size_t i = 0; i < groups[g]->size(); ++i) {
        expect[g] += groups[g]->at(i);
        magnitude[g] += std::fabs(groups[g]->at(i));
      }
    for (long long g = 0; g < G; ++g)
      t.expect(std::fabs(out.at(g) - expect[g]) <= 1e-5 * magnitude[g], "group %lld: %.9g, expected %.9g", g,
               out.at(g), expect[g]);
  }
  return t.finish();
}
