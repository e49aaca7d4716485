// tl.dot on the CPU target, bit for bit against the host emulation of its
// documented semantics: a sum in the order of k, each step rounded once in
// fp32 (an fma for "ieee"; tf32 operands rounded to nearest even first;
// tf32x3 as big*small, small*big, big*big), an fp16 accumulator rounded
// after every 16 k, int32 wrapping. The fp32 operands include tf32 ties
// (the 13 dropped bits exactly half), where round-to-nearest-even differs
// from rounding away, and the int32 accumulators sit near the limits so
// that the sums wrap.
#include TRITONC_TEST_KERNEL_HEADER
#include "CpuTest.h"

#include <cmath>
#include <cstdint>
#include <cstring>

namespace k = kernels::dot_cpu_exact;

static float bitsToFloat(std::uint32_t u) {
  float f;
  std::memcpy(&f, &u, 4);
  return f;
}
static std::uint32_t floatToBits(float f) {
  std::uint32_t u;
  std::memcpy(&u, &f, 4);
  return u;
}
/// Round to tf32 (10 mantissa bits) to nearest even.
static float tf32(float x) {
  std::uint32_t u = floatToBits(x);
  std::uint32_t keep = u >> 13, rest = u & 0x1FFF;
  if (rest > 0x1000 || (rest == 0x1000 && (keep & 1)))
    ++keep;
  return bitsToFloat(keep << 13);
}
static float half(float x) { return tritonc::toFloat(tritonc::toFloat16(x)); }

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N, K = k::K;
  for (int rep = 0; rep < 4; ++rep) {
    auto a = t.input<float>(M * K, -1, 1), b = t.input<float>(K * N, -1, 1);
    // Every 5th element a tf32 tie: the low 13 bits exactly 0x1000.
    for (int i = 0; i < M * K; i += 5)
      a[i] = bitsToFloat((floatToBits(a[i]) & ~0x1FFFu) | 0x1000u);
    for (int i = 2; i < K * N; i += 5)
      b[i] = bitsToFloat((floatToBits(b[i]) & ~0x1FFFu) | 0x1000u);
    auto acc = t.input<float>(M * N, -4, 4);
    auto ah = t.input<tritonc::float16>(M * K, -2, 2), bh = t.input<tritonc::float16>(K * N, -2, 2);
    auto acch = t.input<tritonc::float16>(M * N, -8, 8);
    auto ai = t.input<std::int8_t>(M * K, -128, 127), bi = t.input<std::int8_t>(K * N, -128, 127);
    auto acci = t.output<std::int32_t>(M * N);
    for (int i = 0; i < M * N; ++i)
      acci[i] = i % 2 ? INT32_MAX - t.random<int>(0, 1 << 16) : INT32_MIN + t.random<int>(0, 1 << 16);
    auto ieee = t.output<float>(M * N), tf = t.output<float>(M * N), x3 = t.output<float>(M * N);
    auto h32 = t.output<float>(M * N);
    auto h16 = t.output<tritonc::float16>(M * N);
    auto i32 = t.output<std::int32_t>(M * N);
    if (!t.ok(k::launch(nullptr, {1}, a.data(), b.data(), acc.data(), ah.data(), bh.data(), acch.data(),
                        ai.data(), bi.data(), acci.data(), ieee.data(), tf.data(), x3.data(), h32.data(),
                        h16.data(), i32.data())))
      continue;
    std::vector<double> eIeee, eTf, eX3, eH32, eH16, eI32;
    for (int m = 0; m < M; ++m)
      for (int n = 0; n < N; ++n) {
        float sIeee = acc[m * N + n], sTf = sIeee, sX3 = sIeee, sH32 = sIeee;
        float sH16 = tritonc::toFloat(acch[m * N + n]);
        std::uint32_t sI = std::uint32_t(acci[m * N + n]);
        for (int kk = 0; kk < K; ++kk) {
          float x = a[m * K + kk], y = b[kk * N + n];
          sIeee = std::fma(x, y, sIeee);
          float bx = tf32(x), by = tf32(y), sx = tf32(x - bx), sy = tf32(y - by);
          sTf = sTf + bx * by;
          sX3 = sX3 + bx * sy;
          sX3 = sX3 + sx * by;
          sX3 = sX3 + bx * by;
          float hx = tritonc::toFloat(ah[m * K + kk]), hy = tritonc::toFloat(bh[kk * N + n]);
          sH32 = sH32 + hx * hy;
          sH16 = sH16 + hx * hy;
          if (kk % 16 == 15)
            sH16 = half(sH16);
          sI += std::uint32_t(std::int32_t(ai[m * K + kk]) * std::int32_t(bi[kk * N + n]));
        }
        eIeee.push_back(sIeee);
        eTf.push_back(sTf);
        eX3.push_back(sX3);
        eH32.push_back(sH32);
        eH16.push_back(sH16);
        eI32.push_back(double(std::int32_t(sI)));
      }
    t.check("ieee", ieee, eIeee, cputest::exact());
    t.check("tf32", tf, eTf, cputest::exact());
    t.check("tf32x3", x3, eX3, cputest::exact());
    t.check("fp16 x fp16 -> fp32", h32, eH32, cputest::exact());
    t.check("fp16 x fp16 -> fp16", h16, eH16, cputest::exact());
    t.check("int8 x int8 -> int32", i32, eI32, cputest::exact());
  }
  return t.finish();
}
