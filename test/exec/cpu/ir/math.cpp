// Math functions (math.mlir): the math dialect ops and libdevice names the
// CPU backend maps to libm, checked against <cmath> in double precision.
#include "CpuTest.h"

#include <bitset>

extern "C" tritonc_cpu_entry_fn tritonc_cpu_math_ops;

namespace {
double normcdf(double x) { return 0.5 * std::erfc(-x / std::sqrt(2.0)); }
double saturate(double x) { return x < 0 ? 0 : x > 1 ? 1 : x; }
} // namespace

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int n = 256;
  // The rows of math.mlir, in order: name, reference, ulps.
  struct Row {
    const char *name;
    std::function<double(double x, double y)> f;
    double ulps;
  };
  auto ax = [](double x) { return std::fabs(x); };
  const Row rows[] = {
      {"exp", [](double x, double) { return std::exp(x); }, 2},
      {"log", [&](double x, double) { return std::log(ax(x)); }, 2},
      {"sin", [](double x, double) { return std::sin(x); }, 2},
      {"cos", [](double x, double) { return std::cos(x); }, 2},
      {"tanh", [](double x, double) { return std::tanh(x); }, 2},
      {"erf", [](double x, double) { return std::erf(x); }, 2},
      {"sqrt", [&](double x, double) { return std::sqrt(ax(x)); }, 1},
      {"rsqrt", [&](double x, double) { return 1 / std::sqrt(ax(x)); }, 2},
      {"expm1", [](double x, double) { return std::expm1(x); }, 2},
      {"log1p", [&](double x, double) { return std::log1p(ax(x)); }, 2},
      {"atan2", [](double x, double y) { return std::atan2(x, y); }, 2},
      {"pow", [&](double x, double y) { return std::pow(ax(x), y); }, 2},
      {"floor", [](double x, double) { return std::floor(x); }, 0},
      {"abs", [](double x, double) { return std::fabs(x); }, 0},
      {"exp2", [](double x, double) { return std::exp2(x); }, 2},
      {"log2", [&](double x, double) { return std::log2(ax(x)); }, 2},
      {"atan", [](double x, double) { return std::atan(x); }, 2},
      {"sinh", [](double x, double) { return std::sinh(x); }, 2},
      {"cbrt", [](double x, double) { return std::cbrt(x); }, 2},
      {"tan", [](double x, double) { return std::tan(x); }, 2},
      {"asin", [](double x, double) { return std::asin(x / 10); }, 2},
      {"acos", [](double x, double) { return std::acos(x / 10); }, 2},
      {"log10", [&](double x, double) { return std::log10(ax(x)); }, 2},
      {"fma", [](double x, double y) { return double(std::fma(float(x), float(y), float(x))); }, 0},
      {"round", [](double x, double) { return std::round(x); }, 0},
      {"roundeven", [](double x, double) { return std::nearbyint(x); }, 0},
      {"trunc", [](double x, double) { return std::trunc(x); }, 0},
      {"ceil", [](double x, double) { return std::ceil(x); }, 0},
      {"copysign", [](double x, double y) { return std::copysign(x, y); }, 0},
      {"__nv_expf", [](double x, double) { return std::exp(x); }, 2},
      {"__nv_fast_logf", [&](double x, double) { return std::log(ax(x)); }, 2},
      {"__nv_rsqrtf", [&](double x, double) { return 1 / std::sqrt(ax(x)); }, 2},
      {"__nv_fmaxf", [](double x, double y) { return std::fmax(x, y); }, 0},
      {"__nv_erfcf", [](double x, double) { return std::erfc(x); }, 4},
      {"__nv_hypotf", [](double x, double y) { return std::hypot(x, y); }, 2},
      {"__nv_normcdff", [](double x, double) { return normcdf(x); }, 8},
      {"__nv_saturatef", [](double x, double) { return saturate(x); }, 0},
  };
  const int count = sizeof rows / sizeof rows[0];
  for (int round = 0; round < 2; ++round) {
    auto x = t.input<float>(n, -9, 9), y = t.input<float>(n, -3, 3);
    x[0] = 0.0f;
    x[1] = -0.0f;
    x[2] = 2.5f;   // round: away from zero; roundeven: to 2
    x[3] = -3.5f;
    auto d = t.input<double>(n, -20, 20);
    auto out = t.output<float>(n * count);
    auto iout = t.output<std::int32_t>(n * 3);
    auto dout = t.output<double>(n * 3);
    float *px = x.data(), *py = y.data(), *po = out.data();
    std::int32_t *pi = iout.data();
    double *pd = d.data(), *pdo = dout.data();
    void *args[] = {&px, &py, &po, &pi, &pd, &pdo};
    if (!t.ok(tritonc::cpu::launch("math_ops", tritonc_cpu_math_ops, tritonc::Dim3{1}, args)))
      continue;
    for (int k = 0; k < count; ++k) {
      cputest::Buffer<float> row(n);
      std::vector<double> expected(n);
      for (int i = 0; i < n; ++i) {
        row[i] = out[k * n + i];
        expected[i] = double(float(rows[k].f(x.at(i), y.at(i))));
      }
      // Relative ulps, plus a little absolute slack where results cross 0.
      cputest::Tolerance tol = cputest::ulps<float>(rows[k].ulps);
      tol.abs = rows[k].ulps ? 1e-6 : 0;
      t.check(rows[k].name, row, expected, tol);
    }
    // __nv_isnanf, __nv_umulhi, __nv_popc
    cputest::Buffer<std::int32_t> isnan(n), umulhi(n), popc(n);
    std::vector<double> en(n), eu(n), ep(n);
    for (int i = 0; i < n; ++i) {
      isnan[i] = iout[i];
      umulhi[i] = iout[n + i];
      popc[i] = iout[2 * n + i];
      std::uint32_t xm = std::uint32_t(std::int32_t(x[i])) * 123456789u;
      en[i] = 0;
      eu[i] = double(std::int32_t((std::uint64_t(xm) * 123456789u) >> 32));
      ep[i] = double(std::bitset<32>(xm).count());
    }
    t.check("__nv_isnanf", isnan, en, cputest::exact());
    t.check("__nv_umulhi", umulhi, eu, cputest::exact());
    t.check("__nv_popc", popc, ep, cputest::exact());
    // f64: math.exp, __nv_sin, math.tanh
    cputest::Buffer<double> dexp(n), dsin(n), dtanh(n);
    std::vector<double> e0(n), e1(n), e2(n);
    for (int i = 0; i < n; ++i) {
      dexp[i] = dout[i];
      dsin[i] = dout[n + i];
      dtanh[i] = dout[2 * n + i];
      e0[i] = std::exp(d[i]);
      e1[i] = std::sin(d[i]);
      e2[i] = std::tanh(d[i]);
    }
    t.check("exp f64", dexp, e0, cputest::ulps<double>(2));
    t.check("__nv_sin", dsin, e1, cputest::close(4e-16, 1e-300));
    t.check("tanh f64", dtanh, e2, cputest::ulps<double>(2));
  }
  return t.finish();
}
