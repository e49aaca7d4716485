// fp16 argmax / argmin over axis 1 with ties (the lowest index wins), and
// tl.max(axis=0, return_indices=True, keep_dims=True).
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
namespace k = kernels::red2_argmax_fp16;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int M = k::M, N = k::N;
  for (int rep = 0; rep < 3; ++rep) {
    auto x = t.input<tritonc::float16>(M * N, -3, 3);
    for (int i = 0; i < M * N; ++i) x[i] = tritonc::toFloat16(std::round(tritonc::toFloat(x[i]) * 2) / 2 + 0.25f);
    auto am = t.output<std::int32_t>(M), an = t.output<std::int32_t>(M), i0 = t.output<std::int32_t>(N);
    auto v0 = t.output<tritonc::float16>(N);
    if (!t.ok(k::launch(nullptr, {1}, x.data(), am.data(), an.data(), v0.data(), i0.data())))
      continue;
    std::vector<double> eam, ean, ev, ei;
    for (int r = 0; r < M; ++r) {
      int b = 0, s = 0;
      for (int c = 1; c < N; ++c) {
        if (x.at(r * N + c) > x.at(r * N + b)) b = c;
        if (x.at(r * N + c) < x.at(r * N + s)) s = c;
      }
      eam.push_back(b); ean.push_back(s);
    }
    for (int c = 0; c < N; ++c) {
      int b = 0;
      for (int r = 1; r < M; ++r) if (x.at(r * N + c) > x.at(b * N + c)) b = r;
      ev.push_back(x.at(b * N + c)); ei.push_back(b);
    }
    t.check("argmax1", am, eam, cputest::exact());
    t.check("argmin1", an, ean, cputest::exact());
    t.check("max0_v", v0, ev, cputest::exact());
    t.check("max0_i", i0, ei, cputest::exact());
  }
  return t.finish();
}
