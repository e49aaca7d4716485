// matmul: runs samples/matmul/matmul.tri (fp16 A and B, fp32 accumulation,
// fp16 C, grouped program order, masked edges) on the GPU and checks every
// element of C.
//
//   matmul [--seed=N] [MxNxK ...]
//
// Default shapes: 1x1x1, 17x33x65, 128x128x64, 100x300x257, 511x257x1000,
// 1024x1024x1024. Inputs are fresh random fp16 values in [-1, 1] (the seed is
// printed; --seed repeats a run). Rows of A, B and C are padded to strides of
// at least 8 more elements than needed, rounded to 16 as the specialization
// promises, with NaN in the padding: a masked element
// that is read poisons its result. C is poisoned before the launch and
// checked everywhere afterwards: inside the matrix against a float64
// reference, with a tolerance of fp16 rounding of the result (2^-10
// relative) plus fp32 accumulation (1e-5 of the sum of |a*b|); in the
// padding and a guard tail for untouched poison.
// Exit codes: 0 ok, 1 wrong results or a failed call, 2 bad arguments,
// 77 no GPU (skip).
#ifdef TRITONC_MATMUL_HEADER
#include TRITONC_MATMUL_HEADER
#else
#include "matmul_kernel.h"
#endif

#include "ShapeDriver.h"

#include <tritonc/runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace kernel = kernels::matmul_kernel;

namespace {
constexpr long kGuard = 1024;
constexpr std::uint16_t kPoison = 0x7e00; // an fp16 NaN

struct Shape {
  int m, n, k;
};

bool check(const tritonc::Status &status, const char *what) { return sample::check("matmul", status, what); }

int padded(int n) { return (n + 8 + 15) / 16 * 16; }

// Runs one shape; returns the number of wrong elements, or -1 on an error.
long runOnce(Shape s, std::mt19937_64 &random, double *maxError) {
  using tritonc::float16;
  const int lda = padded(s.k), ldb = padded(s.n), ldc = padded(s.n);
  std::vector<float16> a(static_cast<size_t>(s.m) * lda, float16{kPoison});
  std::vector<float16> b(static_cast<size_t>(s.k) * ldb, float16{kPoison});
  std::vector<float> af(static_cast<size_t>(s.m) * s.k), bf(static_cast<size_t>(s.k) * s.n);
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  for (int i = 0; i < s.m; ++i)
    for (int k = 0; k < s.k; ++k) {
      float16 h = tritonc::toFloat16(uniform(random));
      a[static_cast<size_t>(i) * lda + k] = h;
      af[static_cast<size_t>(i) * s.k + k] = tritonc::toFloat(h);
    }
  for (int k = 0; k < s.k; ++k)
    for (int j = 0; j < s.n; ++j) {
      float16 h = tritonc::toFloat16(uniform(random));
      b[static_cast<size_t>(k) * ldb + j] = h;
      bf[static_cast<size_t>(k) * s.n + j] = tritonc::toFloat(h);
    }
  const size_t cCount = static_cast<size_t>(s.m) * ldc + kGuard;
  std::vector<float16> c(cCount, float16{kPoison});

  float16 *da = nullptr, *db = nullptr, *dc = nullptr;
  namespace device = tritonc::device;
  unsigned grid = tritonc::cdiv(s.m, kernel::BLOCK_M) * tritonc::cdiv(s.n, kernel::BLOCK_N);
  bool ok = check(device::allocate(&da, a.size()), "allocate A") && check(device::allocate(&db, b.size()), "allocate B") &&
            check(device::allocate(&dc, cCount), "allocate C") &&
            check(device::copyToDevice(da, a.data(), a.size() * 2), "copy A") &&
            check(device::copyToDevice(db, b.data(), b.size() * 2), "copy B") &&
            check(device::copyToDevice(dc, c.data(), cCount * 2), "copy C") &&
            check(kernel::launch(nullptr, tritonc::Dim3{grid}, da, db, dc, s.m, s.n, s.k, lda, 1, ldb, 1, ldc, 1),
                  "launch") &&
            check(device::synchronize(), "synchronize") && check(device::copyToHost(c.data(), dc, cCount * 2), "copy C back");
  for (void *p : {static_cast<void *>(da), static_cast<void *>(db), static_cast<void *>(dc)})
    ok = check(device::free(p), "free") && ok;
  if (!ok)
    return -1;

  long wrong = 0;
  std::vector<double> row(s.n), mag(s.n);
  for (int i = 0; i < s.m; ++i) {
    std::fill(row.begin(), row.end(), 0.0);
    std::fill(mag.begin(), mag.end(), 0.0);
    for (int k = 0; k < s.k; ++k) {
      double x = af[static_cast<size_t>(i) * s.k + k];
      const float *bk = &bf[static_cast<size_t>(k) * s.n];
      for (int j = 0; j < s.n; ++j) {
        row[j] += x * bk[j];
        mag[j] += std::fabs(x * bk[j]);
      }
    }
    for (int j = 0; j < ldc; ++j) {
      float16 got = c[static_cast<size_t>(i) * ldc + j];
      if (j >= s.n) {
        wrong += got.bits != kPoison;
        continue;
      }
      double error = std::fabs(tritonc::toFloat(got) - row[j]);
      double tolerance = std::ldexp(std::fabs(row[j]), -10) + 1e-5 * mag[j] + 1e-7;
      if (!(error <= tolerance)) {
        if (wrong < 5)
          std::fprintf(stderr, "matmul %dx%dx%d: C[%d][%d] = %g, expected %g\n", s.m, s.n, s.k, i, j,
                       tritonc::toFloat(got), row[j]);
        ++wrong;
      } else if (error > *maxError) {
        *maxError = error;
      }
    }
  }
  for (size_t g = static_cast<size_t>(s.m) * ldc; g < cCount; ++g)
    wrong += c[g].bits != kPoison;
  return wrong;
}

} // namespace

int main(int argc, char **argv) {
  return sample::drive(
      argc, argv, "matmul", "MxNxK",
      {{1, 1, 1}, {17, 33, 65}, {128, 128, 64}, {100, 300, 257}, {511, 257, 1000}, {1024, 1024, 1024}},
      [](std::uint64_t seed) {
        std::printf("matmul: seed %llu, BLOCK %dx%dx%d, GROUP_M %d, %d warps\n", static_cast<unsigned long long>(seed),
                    static_cast<int>(kernel::BLOCK_M), static_cast<int>(kernel::BLOCK_N),
                    static_cast<int>(kernel::BLOCK_K), static_cast<int>(kernel::GROUP_M), kernel::num_warps);
      },
      [](const sample::Shape &s, std::mt19937_64 &random, double *maxError) {
        return runOnce({s[0], s[1], s[2]}, random, maxError);
      });
}
