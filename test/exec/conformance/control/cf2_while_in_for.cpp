// A while loop (condition: a reduction of the carried tensor) nested in a
// runtime for loop; the total number of inner iterations is carried too.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::cf2_while_in_for;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int B = k::BLOCK;
  for (long long K : t.sizes({0, 1, 4, 9})) {
    auto x = conf::nonzero<float>(t, B, -100, 100);
    auto o = t.output<float>(B + 1);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), o.data(), int(K))))
      continue;
    std::vector<float> v(x.host(), x.host() + B);
    int steps = 0;
    for (int kk = 0; kk < K; ++kk) {
      while (*std::max_element(v.begin(), v.end()) > float(kk + 1)) {
        for (float &e : v) e *= 0.5f;
        ++steps;
      }
      for (float &e : v) e += 3.0f;
    }
    std::vector<double> e(v.begin(), v.end());
    e.push_back(steps);
    t.check("while_in_for", o, e, cputest::exact());
  }
  return t.finish();
}
