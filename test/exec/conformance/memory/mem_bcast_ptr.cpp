// Blocks of pointers that repeat addresses along one axis (rows reading the
// same N elements, columns reading one element each).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::mem_bcast_ptr;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  auto x = conf::nonzero<float>(t, std::max(M, N), -100, 100);
  auto o = t.output<float>(M * N);
  if (t.ok(k::launch(nullptr, {1}, x.data(), o.data())))
    t.check("bcast", o, conf::gen(M * N, [&](std::size_t e) { return conf::f32(conf::f32(x.at(e % N) * 100) + x.at(e / N)); }),
            cputest::close(1e-6, 1e-5));  // * + may fuse into fma on the GPU
  return t.finish();
}
