// attention: runs samples/attention/attention.tri (flash-attention forward,
// fp16, online softmax in base 2) on the GPU and checks every element of the
// output against a float64 reference.
//
//   attention [--seed=N] [ZxHxN ...]     batch x heads x tokens
//
// The head dimension and causality are the specialization's (HEAD_DIM,
// CAUSAL). Default shapes: 1x1x1, 1x2x64, 2x3x257, 1x2x1000. Q, K and V are
// fresh random fp16 values in [-1, 1] (Q scaled by 4 so that the softmax is
// far from uniform); sm_scale is 1/sqrt(HEAD_DIM). The output is poisoned
// before the launch; every element is checked with a tolerance of 2e-3
// (fp16 rounding of P before the second product and of the output) and a
// guard tail after it for untouched poison.
// Exit codes: 0 ok, 1 wrong results or a failed call, 2 bad arguments,
// 77 no GPU (skip).
#ifdef TRITONC_ATTENTION_HEADER
#include TRITONC_ATTENTION_HEADER
#else
#include "attention_kernel.h"
#endif

#include "ShapeDriver.h"

#include <tritonc/runtime.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <vector>

namespace kernel = kernels::attention_fwd_kernel;

namespace {
constexpr long kGuard = 1024;
constexpr std::uint16_t kPoison = 0x7e00; // an fp16 NaN
constexpr double kTolerance = 2e-3;

struct Shape {
  int z, h, n;
};

bool check(const tritonc::Status &status, const char *what) { return sample::check("attention", status, what); }

long runOnce(Shape s, std::mt19937_64 &random, double *maxError) {
  using tritonc::float16;
  namespace device = tritonc::device;
  const int d = kernel::HEAD_DIM;
  const bool causal = kernel::CAUSAL;
  const size_t count = static_cast<size_t>(s.z) * s.h * s.n * d;
  std::uniform_real_distribution<float> uniform(-1.0f, 1.0f);
  std::vector<float16> q(count), k(count), v(count), o(count + kGuard, float16{kPoison});
  std::vector<double> qf(count), kf(count), vf(count);
  auto fill = [&](std::vector<float16> &h, std::vector<double> &f, float scale) {
    for (size_t i = 0; i < count; ++i) {
      h[i] = tritonc::toFloat16(scale * uniform(random));
      f[i] = tritonc::toFloat(h[i]);
    }
  };
  fill(q, qf, 4.0f);
  fill(k, kf, 1.0f);
  fill(v, vf, 1.0f);
  const float scale = 1.0f / std::sqrt(static_cast<float>(d));
  float16 *dq = nullptr, *dk = nullptr, *dv = nullptr, *dout = nullptr;
  const int strideM = d, strideH = s.n * d, strideZ = s.h * s.n * d;
  tritonc::Dim3 grid{static_cast<unsigned>(tritonc::cdiv(s.n, kernel::BLOCK_M)), static_cast<unsigned>(s.z * s.h)};
  bool ok = check(device::allocate(&dq, count), "allocate") && check(device::allocate(&dk, count), "allocate") &&
            check(device::allocate(&dv, count), "allocate") && check(device::allocate(&dout, count + kGuard), "allocate") &&
            check(device::copyToDevice(dq, q.data(), count * 2), "copy Q") &&
            check(device::copyToDevice(dk, k.data(), count * 2), "copy K") &&
            check(device::copyToDevice(dv, v.data(), count * 2), "copy V") &&
            check(device::copyToDevice(dout, o.data(), (count + kGuard) * 2), "copy Out") &&
            check(kernel::launch(nullptr, grid, dq, dk, dv, dout, scale, s.z, s.h, s.n, strideZ, strideH, strideM),
                  "launch") &&
            check(device::synchronize(), "synchronize") &&
            check(device::copyToHost(o.data(), dout, (count + kGuard) * 2), "copy Out back");
  for (void *p : {static_cast<void *>(dq), static_cast<void *>(dk), static_cast<void *>(dv), static_cast<void *>(dout)})
    ok = check(device::free(p), "free") && ok;
  if (!ok)
    return -1;

  long wrong = 0;
  std::vector<double> scores(s.n), out(d);
  for (int zh = 0; zh < s.z * s.h; ++zh) {
    const size_t head = static_cast<size_t>(zh) * s.n * d;
    for (int i = 0; i < s.n; ++i) {
      int keys = causal ? i + 1 : s.n;
      double top = -INFINITY;
      for (int j = 0; j < keys; ++j) {
        double dot = 0;
        for (int c = 0; c < d; ++c)
          dot += qf[head + static_cast<size_t>(i) * d + c] * kf[head + static_cast<size_t>(j) * d + c];
        scores[j] = dot * scale;
        top = std::max(top, scores[j]);
      }
      double sum = 0;
      std::fill(out.begin(), out.end(), 0.0);
      for (int j = 0; j < keys; ++j) {
        double p = std::exp(scores[j] - top);
        sum += p;
        for (int c = 0; c < d; ++c)
          out[c] += p * vf[head + static_cast<size_t>(j) * d + c];
      }
      for (int c = 0; c < d; ++c) {
        double expected = out[c] / sum;
        double got = tritonc::toFloat(o[head + static_cast<size_t>(i) * d + c]);
        double error = std::fabs(got - expected);
        if (!(error <= kTolerance)) {
          if (wrong < 5)
            std::fprintf(stderr, "attention %dx%dx%d: head %d row %d col %d = %g, expected %g\n", s.z, s.h, s.n, zh,
                         i, c, got, expected);
          ++wrong;
        } else {
          *maxError = std::max(*maxError, error);
        }
      }
    }
  }
  for (size_t g = count; g < count + kGuard; ++g)
    wrong += o[g].bits != kPoison;
  return wrong;
}
} // namespace

int main(int argc, char **argv) {
  return sample::drive(
      argc, argv, "attention", "ZxHxN", {{1, 1, 1}, {1, 2, 64}, {2, 3, 257}, {1, 2, 1000}},
      [](std::uint64_t seed) {
        std::printf("attention: seed %llu, HEAD_DIM %d, BLOCK_M %d, BLOCK_N %d, %s, %d warps\n",
                    static_cast<unsigned long long>(seed), static_cast<int>(kernel::HEAD_DIM),
                    static_cast<int>(kernel::BLOCK_M), static_cast<int>(kernel::BLOCK_N),
                    kernel::CAUSAL ? "causal" : "non-causal", kernel::num_warps);
      },
      [](const sample::Shape &s, std::mt19937_64 &random, double *maxError) {
        return runOnce({s[0], s[1], s[2]}, random, maxError);
      });
}
