// Shared by the tl.dot conformance tests (dot_*.cpp, kernels in dot.tri):
// references in double, tolerances per element, fp8 inputs.
//
// Each element c = acc + sum_k a_k * b_k is checked against the exact value
// with a bound proportional to its own magnitude |acc| + sum_k |a_k * b_k|,
// the scale of the rounding errors of any order of summation:
//   - fp32 accumulation (K products, rounded or truncated, as tensor cores
//     do): 4 (K + 1) u with u = 2^-24;
//   - tf32 operands: each operand loses up to 2^-10 of itself (2^-11 when
//     rounded to nearest, 2^-10 when the hardware truncates), so products
//     up to 2^-9;
//   - tf32x3: what big*big + big*small + small*big leaves out is below
//     3 * 2^-22 of each product: 2^-19;
//   - an fp16 accumulator: one fp16 rounding (at most 2^-10, truncated)
//     per 16 k, plus two;
//   - fp8 operands into fp32 on sm_90a's wgmma: the tensor cores add the
//     products of an fp8 instruction (32 k) in reduced precision, about 13
//     mantissa bits instead of fp32's 23 (the "fp22" accumulator others
//     measured on Hopper), and tritonc, like Triton's default on sm_90,
//     adds no fp32 promotion. Within an instruction the products are
//     aligned to the largest and cut: each loses less than 2^-12 of the
//     largest of its 32 k (Reference::aligned sums count * largest over the
//     blocks of 32 k); adding each instruction's sum to the accumulator
//     loses 2^-13 of the magnitude, plus two. Truncations all lean the same
//     way, so the first term is not a random walk: with a few large
//     products among small ones it is several times the second, which is
//     why it is bounded per block. mma.sync and the CPU multiply fp8
//     decoded to fp16 in fp32, well inside this bound.
// The bounds are far below the error of a wrong product or a lost term
// (about 1/K of the magnitude; the fp8 bound at the largest K, three
// blocks of 128, comes close to one lost product, still far below a lost
// block of 32 k), and the ieee and tf32x3 bounds are below what tf32
// operands would give on random data.
#pragma once

#include "Conf.h"

#include <algorithm>
#include <cstdint>
#include <tuple>
#include <type_traits>
#include <vector>

namespace dot {

constexpr double kU = 1.0 / (1 << 24);  // fp32 unit roundoff

inline double f32Accumulate(int k) { return 4.0 * (k + 1) * kU; }
inline double tf32(int k) { return 1.0 / (1 << 9) + f32Accumulate(k); }
inline double tf32x3(int k) { return 1.0 / (1 << 19) + f32Accumulate(k); }
inline double f16Accumulate(int k) { return (k / 16 + 2) / 1024.0 + f32Accumulate(k); }

/// A bound on |got - exact| per element: rel * magnitude + aligned *
/// Reference::aligned. A plain double is a relative bound.
struct Bound {
  double rel, aligned = 0;
  Bound(double rel, double aligned = 0) : rel(rel), aligned(aligned) {}
};
inline Bound fp8Accumulate(int k) { return {(k / 32 + 2) / double(1 << 13) + f32Accumulate(k), 1.0 / (1 << 12)}; }

struct Reference {
  // aligned: over the blocks of 32 k (an fp8 instruction's), the nonzero
  // products times the largest |product|, summed (fp8Accumulate).
  std::vector<double> value, magnitude, aligned;
};

/// c[b, m, n] = acc[b, m, n] + sum_k a[b, m, k] * b[b, k, n] for row-major,
/// contiguous matrices; `acc` may be empty (zeros).
inline Reference matmul(const std::vector<double> &a, const std::vector<double> &b,
                        const std::vector<double> &acc, int batch, int M, int N, int K) {
  Reference r;
  r.value.assign(std::size_t(batch) * M * N, 0);
  r.magnitude.assign(r.value.size(), 0);
  r.aligned.assign(r.value.size(), 0);
  for (int p = 0; p < batch; ++p)
    for (int i = 0; i < M; ++i)
      for (int j = 0; j < N; ++j) {
        std::size_t o = (std::size_t(p) * M + i) * N + j;
        double sum = acc.empty() ? 0 : acc[o], mag = std::fabs(sum), aligned = 0, largest = 0;
        int nonzero = 0;
        for (int k = 0; k < K; ++k) {
          double prod = a[(std::size_t(p) * M + i) * K + k] * b[(std::size_t(p) * K + k) * N + j];
          sum += prod;
          mag += std::fabs(prod);
          largest = std::max(largest, std::fabs(prod));
          nonzero += prod != 0;
          if (k % 32 == 31 || k == K - 1) {
            aligned += nonzero * largest;
            largest = 0;
            nonzero = 0;
          }
        }
        r.value[o] = sum;
        r.magnitude[o] = mag;
        r.aligned[o] = aligned;
      }
  return r;
}

template <class T> std::vector<double> values(const cputest::Buffer<T> &x) {
  std::vector<double> out(x.size());
  for (std::size_t i = 0; i < x.size(); ++i)
    out[i] = x.at(i);
  return out;
}

/// `x` (rows x cols, row-major) transposed: cols x rows.
inline std::vector<double> transposed(const std::vector<double> &x, int rows, int cols) {
  std::vector<double> out(x.size());
  for (int r = 0; r < rows; ++r)
    for (int c = 0; c < cols; ++c)
      out[std::size_t(c) * rows + r] = x[std::size_t(r) * cols + c];
  return out;
}

/// The element type of a launcher's `index`-th kernel argument (after the
/// stream and the grid), a pointer: one host program then serves every
/// operand type the signatures it is built with give.
template <class Launch, std::size_t index> struct LaunchPointee;
template <class... Args, std::size_t index>
struct LaunchPointee<tritonc::Status (*)(tritonc::Stream, tritonc::Dim3, Args...), index> {
  using type = std::remove_pointer_t<std::tuple_element_t<index, std::tuple<Args...>>>;
};
template <class Launch, std::size_t index> using Pointee = typename LaunchPointee<Launch, index>::type;

/// Every element of `got` within abs + `rel` (a Bound) of the reference,
/// the guard zones intact (a NaN, the poison, never matches).
template <class T>
bool check(cputest::Test &t, const char *what, const cputest::Buffer<T> &got, const Reference &ref,
           Bound rel, double abs = 0) {
  long long where = 0;
  if (!t.expect(got.guardsIntact(where), "%s: element %lld outside the buffer [0, %zu) was written", what,
                where, got.size()))
    return false;
  if (!t.expect(got.size() == ref.value.size(), "%s: %zu results expected, the buffer has %zu", what,
                ref.value.size(), got.size()))
    return false;
  std::size_t bad = 0;
  for (std::size_t i = 0; i < got.size(); ++i) {
    double g = got.at(i), e = ref.value[i];
    double bound = abs + rel.rel * ref.magnitude[i] + (rel.aligned ? rel.aligned * ref.aligned.at(i) : 0);
    if (std::fabs(g - e) <= bound)
      continue;
    if (bad++ < 10)
      std::printf("  %s[%zu] = %.9g, expected %.9g (difference %.3g, bound %.3g)\n", what, i, g, e,
                  std::fabs(g - e), bound);
  }
  return t.expect(bad == 0, "%s: %zu of %zu elements differ", what, bad, got.size());
}

//===----------------------------------------------------------------------===//
// fp8 (float8e4nv = E4M3FN, float8e5 = E5M2): codes and their values
//===----------------------------------------------------------------------===//

inline double decodeFp8(std::uint8_t code, int mantissa, int bias) {
  double sign = code & 0x80 ? -1.0 : 1.0;
  int e = (code & 0x7F) >> mantissa, m = code & ((1 << mantissa) - 1);
  if (e == 0)
    return sign * std::ldexp(m, 1 - bias - mantissa);
  return sign * std::ldexp(m + (1 << mantissa), e - bias - mantissa);
}
inline double e4m3(std::uint8_t code) { return decodeFp8(code, 3, 7); }
inline double e5m2(std::uint8_t code) { return decodeFp8(code, 2, 15); }
/// The magnitude codes up to 4.0 (subnormals included, zero excluded).
constexpr int kE4M3Max4 = 9 << 3, kE5M2Max4 = 17 << 2;

/// n random fp8 codes of magnitude in (0, 4] with random signs.
inline cputest::Buffer<std::uint8_t> fp8Input(cputest::Test &t, std::size_t n, int maxCode) {
  auto x = t.output<std::uint8_t>(n);
  for (std::size_t i = 0; i < n; ++i)
    x[i] = std::uint8_t(t.random<int>(1, maxCode) | (t.random<int>(0, 1) << 7));
  return x;
}

template <class F> std::vector<double> decodeAll(const cputest::Buffer<std::uint8_t> &x, F decode) {
  std::vector<double> out(x.size());
  for (std::size_t i = 0; i < x.size(); ++i)
    out[i] = decode(x[i]);
  return out;
}

//===----------------------------------------------------------------------===//
// The matmul kernels (_matmul in dot.tri): c (M x N) = a (M x K) @ b (K x N)
//===----------------------------------------------------------------------===//

/// Runs `launch(grid, a, b, c, M, N, K)` on random sizes (M, N and K from 1
/// to about three blocks, so that edges are masked and the K loop runs
/// several times) and checks c with tolerance(K) * magnitude (+ `abs`).
/// `input(n)` makes an operand buffer, `value` reads its elements.
template <class TIn, class TOut, class Input, class Value, class Launch, class Tol>
void runMatmul(cputest::Test &t, int BM, int BN, int BK, Input input, Value value, Launch launch,
               Tol tolerance, double abs = 0) {
  for (int rep = 0; rep < 5; ++rep) {
    int M = rep == 0 ? BM : t.random<int>(1, 3 * BM);
    int N = rep == 0 ? BN : t.random<int>(1, 3 * BN);
    int K = rep == 0 ? BK : rep == 1 ? 3 * BK : t.random<int>(1, 3 * BK);
    cputest::Buffer<TIn> a = input(std::size_t(M) * K), b = input(std::size_t(K) * N);
    auto c = t.output<TOut>(std::size_t(M) * N);
    tritonc::Dim3 grid{unsigned(tritonc::cdiv(M, BM)), unsigned(tritonc::cdiv(N, BN)), 1};
    if (!t.ok(launch(grid, a.data(), b.data(), c.data(), M, N, K)))
      continue;
    std::vector<double> av(a.size()), bv(b.size());
    for (std::size_t i = 0; i < a.size(); ++i)
      av[i] = value(a, i);
    for (std::size_t i = 0; i < b.size(); ++i)
      bv[i] = value(b, i);
    check(t, "c", c, matmul(av, bv, {}, 1, M, N, K), tolerance(K), abs);
  }
}

/// runMatmul for fp32 operands and result: fresh nonzero inputs in [-1, 1],
/// checked with tolerance(K) (the input_precision's bound).
template <class Launch, class Tol>
void runF32Matmul(cputest::Test &t, int BM, int BN, int BK, Launch launch, Tol tolerance) {
  runMatmul<float, float>(
      t, BM, BN, BK, [&](std::size_t n) { return conf::nonzero<float>(t, n, -1, 1); },
      [](const cputest::Buffer<float> &x, std::size_t i) { return x.at(i); }, launch, tolerance);
}

} // namespace dot
