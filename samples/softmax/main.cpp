// softmax: runs samples/softmax/softmax.tri (one program instance per row,
// the whole row in one block) on the GPU and checks every element.
//
//   softmax [--seed=N] [MxN ...]     M rows of N columns, N <= BLOCK_SIZE
//
// Default shapes depend on the specialization's BLOCK_SIZE: 1x1, 5x17,
// 7x1000 (when it fits), 3x(BLOCK_SIZE-3), 64xBLOCK_SIZE, 1000x(BLOCK_SIZE/2+1).
//
// Inputs are fresh random floats (the seed is printed, --seed repeats a run):
// each row gets its own offset in [-100, 100] and spread in [0.5, 10], so a
// kernel that forgot to subtract the row maximum overflows exp() and fails.
// Rows are padded: the input row stride is N rounded up to 16 elements (the
// specialization promises strides divisible by 16) and the output stride is
// 16 elements more, so a kernel mixing up the two strides fails. The input
// padding holds NaNs (a masked lane that is read poisons its row); the output
// buffer is poisoned with NaN bits before the launch and every element of it
// is checked afterwards: row elements against a double-precision reference,
// padding and a guard tail after the last row for untouched poison.
// tl.exp is an approximation (ex2.approx), so the tolerance is a relative
// error of 1e-5 per element.
// Exit codes: 0 ok, 1 wrong results or a failed call, 2 bad arguments,
// 77 no GPU (skip). The second specialization (BLOCK_SIZE=1024) builds this
// program with TRITONC_SOFTMAX_HEADER naming its header.
#ifdef TRITONC_SOFTMAX_HEADER
#include TRITONC_SOFTMAX_HEADER
#else
#include "softmax_kernel.h"
#endif

#include <tritonc/runtime.h>

#include <algorithm>
#include <chrono>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <limits>
#include <random>
#include <string>
#include <vector>

namespace kernel = kernels::softmax_kernel;

namespace {
constexpr long kGuard = 1024;                    // elements after the last row that must stay poisoned
constexpr std::uint32_t kPoison = 0xffffffffu;   // a NaN bit pattern
constexpr double kTolerance = 1e-5;              // max relative error per element

struct Shape {
  int rows, cols;
};

bool check(const tritonc::Status &status, const char *what) {
  if (!status.ok())
    std::fprintf(stderr, "softmax: %s: %s\n", what, status.message().c_str());
  return status.ok();
}

// Uniform float in [lo, hi) from the top 24 bits of a 64-bit draw: fast
// enough for the 16384 x 4096 problem.
float uniform(std::mt19937_64 &random, float lo, float hi) {
  return lo + (hi - lo) * static_cast<float>(random() >> 40) * 0x1p-24f;
}

int roundUp16(int n) { return (n + 15) / 16 * 16; }

// Runs one shape; returns the number of wrong elements, or -1 on an error.
long runOnce(Shape shape, std::mt19937_64 &random, double *maxError) {
  const int rows = shape.rows, cols = shape.cols;
  const int inStride = roundUp16(cols), outStride = roundUp16(cols) + 16;
  const std::size_t inCount = static_cast<std::size_t>(rows) * inStride;
  const std::size_t outCount = static_cast<std::size_t>(rows) * outStride + kGuard;
  std::vector<float> in(inCount, std::numeric_limits<float>::quiet_NaN());
  for (int r = 0; r < rows; ++r) {
    float offset = uniform(random, -100.0f, 100.0f), spread = uniform(random, 0.5f, 10.0f);
    float *row = &in[static_cast<std::size_t>(r) * inStride];
    for (int c = 0; c < cols; ++c)
      row[c] = offset + uniform(random, -spread, spread);
  }

  float *din = nullptr, *dout = nullptr;
  long wrong = -1;
  if (check(tritonc::device::allocate(&din, inCount), "allocate input") &&
      check(tritonc::device::allocate(&dout, outCount), "allocate output") &&
      check(tritonc::device::copyToDevice(din, in.data(), inCount * sizeof(float)), "copy input") &&
      check(tritonc::device::memset(dout, 0xff, outCount * sizeof(float)), "poison output") &&
      check(kernel::launch(nullptr, tritonc::Dim3{static_cast<unsigned>(rows)}, dout, din, inStride,
                           outStride, cols),
            "launch") &&
      check(tritonc::device::synchronize(), "synchronize")) {
    std::vector<float> out(outCount);
    if (check(tritonc::device::copyToHost(out.data(), dout, outCount * sizeof(float)), "copy output")) {
      wrong = 0;
      std::vector<double> reference(cols);
      auto report = [&](std::size_t i, double want) {  // want: NaN for "untouched poison"
        if (++wrong > 5)
          return;
        std::fprintf(stderr, "  %dx%d: out[%zu] (row %zu, col %zu) = %.9g, expected ", rows, cols, i, i / outStride,
                     i % outStride, out[i]);
        if (std::isnan(want))
          std::fprintf(stderr, "the untouched poison\n");
        else
          std::fprintf(stderr, "%.9g\n", want);
      };
      for (std::size_t i = 0; i < outCount; ++i) {
        const std::size_t r = i / outStride, c = i % outStride;
        if (r >= static_cast<std::size_t>(rows) || c >= static_cast<std::size_t>(cols)) {
          std::uint32_t got;
          std::memcpy(&got, &out[i], sizeof got);
          if (got != kPoison)
            report(i, std::nan(""));
          continue;
        }
        if (c == 0) {  // the reference for this row, in double precision
          const float *row = &in[r * inStride];
          double max = -INFINITY, sum = 0.0;
          for (int k = 0; k < cols; ++k)
            max = std::max(max, static_cast<double>(row[k]));
          for (int k = 0; k < cols; ++k)
            sum += reference[k] = std::exp(static_cast<double>(row[k]) - max);
          for (int k = 0; k < cols; ++k)
            reference[k] /= sum;
        }
        const double want = reference[c];
        const double error = std::fabs(static_cast<double>(out[i]) - want) / want;
        if (!(error <= kTolerance))  // also catches NaN
          report(i, want);
        else
          *maxError = std::max(*maxError, error);
      }
    }
  }
  (void)tritonc::device::free(din);
  (void)tritonc::device::free(dout);
  return wrong;
}

bool parseShape(const std::string &text, Shape *shape) {
  char *end = nullptr;
  long rows = std::strtol(text.c_str(), &end, 10);
  if (*end != 'x')
    return false;
  long cols = std::strtol(end + 1, &end, 10);
  if (*end != '\0' || rows < 1 || cols < 1 || cols > kernel::BLOCK_SIZE ||
      rows * static_cast<long long>(roundUp16(cols) + 16) > 0x7fffffffLL - kGuard)
    return false;
  *shape = Shape{static_cast<int>(rows), static_cast<int>(cols)};
  return true;
}
} // namespace

int main(int argc, char **argv) {
  unsigned seed = std::random_device{}() ^
                  static_cast<unsigned>(std::chrono::steady_clock::now().time_since_epoch().count());
  const int block = static_cast<int>(kernel::BLOCK_SIZE);
  std::vector<Shape> shapes;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    if (arg.rfind("--seed=", 0) == 0) {
      seed = static_cast<unsigned>(std::strtoul(arg.c_str() + 7, nullptr, 10));
      continue;
    }
    Shape shape;
    if (!parseShape(arg, &shape)) {
      std::fprintf(stderr, "usage: softmax [--seed=N] [MxN ...]  (1 <= N <= BLOCK_SIZE = %d)\n", block);
      return 2;
    }
    shapes.push_back(shape);
  }
  if (shapes.empty()) {
    shapes = {{1, 1}, {5, 17}};
    if (block >= 1000)
      shapes.push_back({7, 1000});
    if (block > 3)
      shapes.push_back({3, block - 3});
    shapes.push_back({64, block});
    shapes.push_back({1000, block / 2 + 1});
  }

  if (tritonc::Status status = tritonc::device::available(); !status.ok()) {
    std::printf("softmax: skipped, no usable GPU: %s\n", status.message().c_str());
    return 77;
  }
  std::string gpu;
  if (!check(tritonc::device::describe(&gpu), "describe device"))
    return 1;
  std::printf("softmax on %s (%s, signature %s, num_warps=%d, BLOCK_SIZE=%d), seed %u\n", gpu.c_str(),
              kernel::symbol, kernel::signature, kernel::num_warps, block, seed);

  std::mt19937_64 random(seed);
  bool ok = true;
  for (Shape shape : shapes) {
    double maxError = 0.0;
    long wrong = runOnce(shape, random, &maxError);
    if (wrong == 0)
      std::printf("  %dx%d: ok (max relative error %.2e)\n", shape.rows, shape.cols, maxError);
    else if (wrong > 0)
      std::printf("  %dx%d: FAILED, %ld wrong elements\n", shape.rows, shape.cols, wrong);
    ok = ok && wrong == 0;
  }
  std::printf("softmax: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}
