// layernorm: runs samples/layernorm/layernorm.tri (LayerNorm forward, one
// program instance per row, the row walked in BLOCK_SIZE chunks by runtime
// loops) on the GPU and checks every element of Y, Mean and Rstd.
//
//   layernorm [--seed=N] [--eps=E] [MxN ...]     default eps 1e-5
//
// Default shapes: 1x1, 7x1000, 5x1024, 3x3000, 33x4099, 64x8192.
//
// Inputs are fresh random fp16 values (the seed is printed, --seed repeats a
// run): each row has its own mean in [-5, 5] and spread in [0.1, 3]; weights
// are in [0.5, 1.5] and biases in [-1, 1]. Rows are padded to a stride of N
// rounded up to 16 elements (the specialization promises a stride divisible
// by 16); the input padding holds fp16 NaNs, which poison a row whose masked
// lanes are read. Y, Mean and Rstd are poisoned with NaN bits before the
// launch; afterwards every element is checked: Y's row padding and a guard
// tail for untouched poison, the values against a double-precision reference
// computed from the same fp16 inputs.
//
// Tolerances. Mean must be within T = 1e-5 * (|mean| + std) + 1e-7 (fp32
// sums), Rstd within a relative 1e-5 (tl.sqrt is an approximation). The
// kernel computes Y in fp32 and rounds it once to fp16, so Y must be within
// one fp16 ulp of the exact value, plus 1e-4 * (|x_hat * w| + |b|) for the
// fp32 arithmetic on terms that may cancel, plus T * rstd * |w| for the
// error the mean may carry into x_hat. For comparison, the largest error of
// Y relative to the output scale (max |reference| of the row) is printed too.
// Exit codes: 0 ok, 1 wrong results or a failed call, 2 bad arguments,
// 77 no GPU (skip).
#ifdef TRITONC_LAYERNORM_HEADER
#include TRITONC_LAYERNORM_HEADER
#else
#include "layernorm_kernel.h"
#endif

#include <tritonc/runtime.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace kernel = kernels::layer_norm_fwd_kernel;
using tritonc::float16;

namespace {
constexpr long kGuard = 1024;                 // Y elements after the last row that must stay poisoned
constexpr std::uint16_t kPoison16 = 0xffffu;  // fp16 NaN bits (Mean and Rstd get fp32 NaNs)

struct Shape {
  int rows, cols;
};

struct Errors {
  long wrongY = 0, wrongMean = 0, wrongRstd = 0;
  double maxUlpsY = 0.0;       // largest |Y - reference| in fp16 ulps of the reference
  double maxScaledY = 0.0;     // largest |Y - reference| / max |reference|
  double maxMean = 0.0;        // largest mean error / (|mean| + std)
  double maxRstd = 0.0;        // largest relative rstd error
};

bool check(const tritonc::Status &status, const char *what) {
  if (!status.ok())
    std::fprintf(stderr, "layernorm: %s: %s\n", what, status.message().c_str());
  return status.ok();
}

float uniform(std::mt19937_64 &random, float lo, float hi) {
  return lo + (hi - lo) * static_cast<float>(random() >> 40) * 0x1p-24f;
}

int roundUp16(int n) { return (n + 15) / 16 * 16; }

// The distance between the fp16 values around |v| (2^-24 for subnormals).
double ulp16(double v) {
  v = std::fabs(v);
  if (v < 0x1p-14)
    return 0x1p-24;
  int exponent;
  std::frexp(v, &exponent);  // v = m * 2^exponent, m in [0.5, 1)
  return std::ldexp(1.0, exponent - 11);
}

// fp16 -> float through a table: the big shape converts 2^27 values.
float half(float16 h) {
  static const std::vector<float> table = [] {
    std::vector<float> t(65536);
    for (unsigned i = 0; i < 65536; ++i)
      t[i] = tritonc::toFloat(float16{static_cast<std::uint16_t>(i)});
    return t;
  }();
  return table[h.bits];
}

// Runs one shape; false on an error. Counts wrong elements in `errors`.
bool runOnce(Shape shape, float eps, std::mt19937_64 &random, Errors *errors) {
  const int rows = shape.rows, cols = shape.cols, stride = roundUp16(cols);
  const std::size_t count = static_cast<std::size_t>(rows) * stride;
  const std::size_t yCount = count + kGuard;
  const float16 nan16{kPoison16};
  std::vector<float16> x(count, nan16), w(cols), b(cols);
  for (int r = 0; r < rows; ++r) {
    float mean = uniform(random, -5.0f, 5.0f), spread = uniform(random, 0.1f, 3.0f);
    for (int c = 0; c < cols; ++c)
      x[static_cast<std::size_t>(r) * stride + c] = tritonc::toFloat16(mean + uniform(random, -spread, spread));
  }
  for (int c = 0; c < cols; ++c) {
    w[c] = tritonc::toFloat16(uniform(random, 0.5f, 1.5f));
    b[c] = tritonc::toFloat16(uniform(random, -1.0f, 1.0f));
  }

  float16 *dx = nullptr, *dy = nullptr, *dw = nullptr, *db = nullptr;
  float *dmean = nullptr, *drstd = nullptr;
  bool ok =
      check(tritonc::device::allocate(&dx, count), "allocate X") &&
      check(tritonc::device::allocate(&dy, yCount), "allocate Y") &&
      check(tritonc::device::allocate(&dw, cols), "allocate W") &&
      check(tritonc::device::allocate(&db, cols), "allocate B") &&
      check(tritonc::device::allocate(&dmean, rows), "allocate Mean") &&
      check(tritonc::device::allocate(&drstd, rows), "allocate Rstd") &&
      check(tritonc::device::copyToDevice(dx, x.data(), count * sizeof(float16)), "copy X") &&
      check(tritonc::device::copyToDevice(dw, w.data(), cols * sizeof(float16)), "copy W") &&
      check(tritonc::device::copyToDevice(db, b.data(), cols * sizeof(float16)), "copy B") &&
      check(tritonc::device::memset(dy, 0xff, yCount * sizeof(float16)), "poison Y") &&
      check(tritonc::device::memset(dmean, 0xff, rows * sizeof(float)), "poison Mean") &&
      check(tritonc::device::memset(drstd, 0xff, rows * sizeof(float)), "poison Rstd") &&
      check(kernel::launch(nullptr, tritonc::Dim3{static_cast<unsigned>(rows)}, dx, dy, dw, db, dmean, drstd,
                           stride, cols, eps),
            "launch") &&
      check(tritonc::device::synchronize(), "synchronize");
  std::vector<float16> y(yCount);
  std::vector<float> mean(rows), rstd(rows);
  ok = ok && check(tritonc::device::copyToHost(y.data(), dy, yCount * sizeof(float16)), "copy Y") &&
       check(tritonc::device::copyToHost(mean.data(), dmean, rows * sizeof(float)), "copy Mean") &&
       check(tritonc::device::copyToHost(rstd.data(), drstd, rows * sizeof(float)), "copy Rstd");
  for (void *p : {static_cast<void *>(dx), static_cast<void *>(dy), static_cast<void *>(dw),
                  static_cast<void *>(db), static_cast<void *>(dmean), static_cast<void *>(drstd)})
    (void)tritonc::device::free(p);
  if (!ok)
    return false;

  // Reference in double precision from the fp16 inputs, row by row.
  std::vector<double> xf(cols), wf(cols), bf(cols), ref(cols);
  for (int c = 0; c < cols; ++c) {
    wf[c] = half(w[c]);
    bf[c] = half(b[c]);
  }
  long wrong = 0;
  auto report = [&](const char *what) {
    if (++wrong <= 5)
      std::fprintf(stderr, "  %dx%d: %s\n", rows, cols, what);
  };
  char text[256];
  for (int r = 0; r < rows; ++r) {
    const float16 *xr = &x[static_cast<std::size_t>(r) * stride];
    double sum = 0.0;
    for (int c = 0; c < cols; ++c)
      sum += xf[c] = half(xr[c]);
    const double mu = sum / cols;
    double squares = 0.0;
    for (int c = 0; c < cols; ++c)
      squares += (xf[c] - mu) * (xf[c] - mu);
    const double var = squares / cols, sd = std::sqrt(var);
    const double rs = 1.0 / std::sqrt(var + static_cast<double>(eps));

    const double meanError = std::fabs(mean[r] - mu) / (std::fabs(mu) + sd);
    const double meanTolerance = 1e-5 * (std::fabs(mu) + sd) + 1e-7;
    if (!(std::fabs(mean[r] - mu) <= meanTolerance)) {
      ++errors->wrongMean;
      std::snprintf(text, sizeof text, "Mean[%d] = %.9g, expected %.9g", r, mean[r], mu);
      report(text);
    } else {
      errors->maxMean = std::max(errors->maxMean, meanError);
    }
    const double rstdError = std::fabs(rstd[r] - rs) / rs;
    if (!(rstdError <= 1e-5)) {
      ++errors->wrongRstd;
      std::snprintf(text, sizeof text, "Rstd[%d] = %.9g, expected %.9g", r, rstd[r], rs);
      report(text);
    } else {
      errors->maxRstd = std::max(errors->maxRstd, rstdError);
    }

    double scale = 0.0;
    for (int c = 0; c < cols; ++c) {
      ref[c] = (xf[c] - mu) * rs * wf[c] + bf[c];
      scale = std::max(scale, std::fabs(ref[c]));
    }
    const float16 *yr = &y[static_cast<std::size_t>(r) * stride];
    for (int c = 0; c < stride; ++c) {
      if (c >= cols) {
        if (yr[c].bits != kPoison16) {
          ++errors->wrongY;
          std::snprintf(text, sizeof text, "Y[%d][%d] (row padding) = 0x%04x, expected untouched poison", r, c,
                        yr[c].bits);
          report(text);
        }
        continue;
      }
      const double got = half(yr[c]);
      const double error = std::fabs(got - ref[c]);
      // fp32 rounding of the terms that may cancel, and the mean's own
      // tolerance carried through (x - mean) * rstd * w.
      const double slack = 1e-4 * (std::fabs((xf[c] - mu) * rs * wf[c]) + std::fabs(bf[c])) +
                           meanTolerance * rs * std::fabs(wf[c]);
      if (!(error <= ulp16(ref[c]) + slack)) {
        ++errors->wrongY;
        std::snprintf(text, sizeof text, "Y[%d][%d] = %.6g, expected %.6g (fp16 ulp %.3g)", r, c, got, ref[c],
                      ulp16(ref[c]));
        report(text);
      } else {
        errors->maxUlpsY = std::max(errors->maxUlpsY, error / ulp16(ref[c]));
        if (scale > 0)
          errors->maxScaledY = std::max(errors->maxScaledY, error / scale);
      }
    }
  }
  for (std::size_t i = count; i < yCount; ++i)
    if (y[i].bits != kPoison16) {
      ++errors->wrongY;
      std::snprintf(text, sizeof text, "Y guard element %zu after the last row was written", i - count);
      report(text);
    }
  return true;
}

bool parseShape(const std::string &text, Shape *shape) {
  char *end = nullptr;
  long rows = std::strtol(text.c_str(), &end, 10);
  if (*end != 'x')
    return false;
  long cols = std::strtol(end + 1, &end, 10);
  // The kernel indexes rows with 32-bit row * stride products.
  if (*end != '\0' || rows < 1 || cols < 1 || rows * static_cast<long long>(roundUp16(cols)) > 0x7fffffffLL)
    return false;
  *shape = Shape{static_cast<int>(rows), static_cast<int>(cols)};
  return true;
}
} // namespace

int main(int argc, char **argv) {
  unsigned seed = std::random_device{}() ^
                  static_cast<unsigned>(std::chrono::steady_clock::now().time_since_epoch().count());
  float eps = 1e-5f;
  std::vector<Shape> shapes;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--seed=", 0) == 0) {
      seed = static_cast<unsigned>(std::strtoul(arg.c_str() + 7, nullptr, 10));
      continue;
    }
    if (arg.rfind("--eps=", 0) == 0) {
      eps = std::strtof(arg.c_str() + 6, nullptr);
      continue;
    }
    Shape shape;
    if (!parseShape(arg, &shape)) {
      std::fprintf(stderr, "usage: layernorm [--seed=N] [--eps=E] [MxN ...]\n");
      return 2;
    }
    shapes.push_back(shape);
  }
  if (!(eps > 0.0f)) {
    std::fprintf(stderr, "layernorm: --eps must be positive\n");
    return 2;
  }
  if (shapes.empty())
    shapes = {{1, 1}, {7, 1000}, {5, 1024}, {3, 3000}, {33, 4099}, {64, 8192}};

  if (tritonc::Status status = tritonc::device::available(); !status.ok()) {
    std::printf("layernorm: skipped, no usable GPU: %s\n", status.message().c_str());
    return 77;
  }
  std::string gpu;
  if (!check(tritonc::device::describe(&gpu), "describe device"))
    return 1;
  std::printf("layernorm on %s (%s, signature %s, num_warps=%d, BLOCK_SIZE=%lld, eps=%g), seed %u\n", gpu.c_str(),
              kernel::symbol, kernel::signature, kernel::num_warps, static_cast<long long>(kernel::BLOCK_SIZE),
              eps, seed);

  std::mt19937_64 random(seed);
  bool ok = true;
  for (Shape shape : shapes) {
    Errors errors;
    if (!runOnce(shape, eps, random, &errors)) {
      ok = false;
      continue;
    }
    const long wrong = errors.wrongY + errors.wrongMean + errors.wrongRstd;
    if (wrong == 0)
      std::printf("  %dx%d: ok (Y: max %.2f fp16 ulp, %.2e of the output scale; Mean %.1e, Rstd %.1e)\n",
                  shape.rows, shape.cols, errors.maxUlpsY, errors.maxScaledY, errors.maxMean, errors.maxRstd);
    else
      std::printf("  %dx%d: FAILED, wrong elements: %ld of Y, %ld of Mean, %ld of Rstd\n", shape.rows, shape.cols,
                  errors.wrongY, errors.wrongMean, errors.wrongRstd);
    ok = ok && wrong == 0;
  }
  std::printf("layernorm: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
