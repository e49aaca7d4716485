// Memory access corners (memory.mlir).
#include "CpuTest.h"

#include <climits>

extern "C" tritonc_cpu_entry_fn tritonc_cpu_memory;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  for (long long n : t.sizes({0, 1, 2})) {
    auto x = t.input<float>(16, -10, 10);
    auto flags = t.input<std::uint8_t>(16, 0, 3);  // 2 and 3 are true too
    auto other = t.input<float>(16, 100, 200);
    auto table = t.output<float *>(16);
    for (int i = 0; i < 16; ++i)
      table[i] = &other[15 - i];
    auto out = t.output<float>(48);
    auto outflags = t.output<std::uint8_t>(16);
    auto sc = t.output<float>(2);
    auto ia = t.input<std::int32_t>(16, -100000, 100000), ib = t.input<std::int32_t>(16, -50, 50);
    ia[0] = INT_MIN;
    ib[0] = -1;
    ib[1] = 0;
    auto iout = t.output<std::int32_t>(49);
    float *px = x.data(), *po = out.data(), *ps = sc.data();
    std::uint8_t *pf = flags.data(), *pof = outflags.data();
    float **pt = table.data();
    std::int32_t *pa = ia.data(), *pb = ib.data(), *pio = iout.data();
    std::int32_t nn = static_cast<std::int32_t>(n);
    void *args[] = {&px, &pf, &pt, &po, &pof, &ps, &pa, &pb, &pio, &nn};
    if (!t.ok(tritonc::cpu::launch("memory", tritonc_cpu_memory, tritonc::Dim3{1}, args)))
      continue;
    std::vector<double> esc = {n > 0 ? x.at(0) : 3.0,
                               n > 1 ? 2 * x.at(0) : double(cputest::poisonValue<float>())};
    if (n <= 1) {  // sc[1] untouched: compare the rest by hand
      t.expect(std::isnan(sc[1]), "masked-off scalar store wrote %g", sc[1]);
      cputest::Buffer<float> first(1);
      first[0] = sc[0];
      t.check("scalar load", first, {esc[0]}, cputest::exact());
    } else {
      t.check("scalar load/store", sc, esc, cputest::exact());
    }
    std::vector<double> eo(48), ef(16);
    for (int i = 0; i < 16; ++i) {
      eo[i] = flags[i] ? x.at(i) : -x.at(i);
      eo[16 + i] = other.at(15 - i);
      eo[32 + i] = flags[i] ? x.at(i) : other.at(15 - i);
      ef[i] = flags[i] ? 0 : 1;
    }
    t.check("out", out, eo, cputest::exact());
    t.check("i1 store", outflags, ef, cputest::exact());
    // Quotients where defined; INT_MIN / -1 wraps; x / 0 is unspecified but
    // must not trap (lanes 1 and the scalar at 48 are not compared).
    std::vector<double> ei(49);
    for (int i = 0; i < 16; ++i) {
      std::int32_t a = ia[i], b = ib[i];
      bool defined = b != 0 && !(a == INT_MIN && b == -1);
      ei[i] = defined ? a / b : (b == 0 ? iout[i] : INT_MIN);
      ei[16 + i] = defined ? a % b : (b == 0 ? iout[16 + i] : 0);
      ei[32 + i] = b != 0 ? double(std::int32_t(std::uint32_t(a) / std::uint32_t(b))) : iout[32 + i];
    }
    ei[48] = iout[48];
    t.check("division", iout, ei, cputest::exact());
  }
  return t.finish();
}
