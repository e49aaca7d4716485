// A persistent matmul (descriptor.tri's td_persistent): fewer programs than
// output tiles, each walking every num_programs-th tile in grouped order,
// descriptors made in the kernel. c = a @ b^T in fp16 with random M (any),
// N and K (multiples of 16: the descriptors' row strides are 16-byte
// multiples) and program counts from 1 to more than there are tiles, so
// that programs take several tiles, one, or none. Every element of c is
// compared with a float64 reference (fp32 accumulation, one fp16 rounding);
// the buffer's guards show any write outside c.
#include TRITONC_TEST_KERNEL_HEADER
#include "../dot/DotTest.h"
namespace k = kernels::td_persistent;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (int rep = 0; rep < 6; ++rep) {
    int M = rep == 0 ? k::BM : t.random<int>(1, 4 * k::BM);
    int N = rep == 0 ? k::BN : 16 * t.random<int>(1, 4 * k::BN / 16);
    int K = rep == 0 ? k::BK : 16 * t.random<int>(1, 5 * k::BK / 16);
    int tiles = int(tritonc::cdiv(M, k::BM) * tritonc::cdiv(N, k::BN));
    int programs = rep == 1 ? 1 : rep == 2 ? tiles + 3 : t.random<int>(1, tiles);
    auto a = conf::nonzero<tritonc::float16>(t, std::size_t(M) * K, -1, 1);
    auto b = conf::nonzero<tritonc::float16>(t, std::size_t(N) * K, -1, 1);
    auto c = t.output<tritonc::float16>(std::size_t(M) * N);
    if (!t.ok(k::launch(nullptr, {unsigned(programs)}, a.data(), b.data(), c.data(), M, N, K, programs)))
      continue;
    std::vector<double> av = dot::values(a), bt = dot::transposed(dot::values(b), N, K);
    auto ref = dot::matmul(av, bt, {}, 1, M, N, K);
    std::vector<double> bound(ref.value.size());
    for (std::size_t i = 0; i < bound.size(); ++i)
      bound[i] = dot::f32Accumulate(K) * ref.magnitude[i] + std::ldexp(std::fabs(ref.value[i]), -11);
    long long where = 0;
    t.expect(c.guardsIntact(where), "c: element %lld outside the buffer was written", where);
    std::size_t bad = 0;
    for (std::size_t i = 0; i < ref.value.size(); ++i) {
      double got = c.at(i);
      if (!(std::fabs(got - ref.value[i]) <= bound[i]) && bad++ < 10)
        std::printf("  c[%zu, %zu] = %.6g, expected %.6g (%dx%dx%d, %d programs)\n", i / N, i % N, got,
                    ref.value[i], M, N, K, programs);
    }
    t.expect(bad == 0, "c: %zu of %d elements differ (%dx%dx%d, %d programs)", bad, M * N, M, N, K, programs);
  }
  return t.finish();
}
