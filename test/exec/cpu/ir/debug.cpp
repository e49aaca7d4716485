// Device asserts end the failing program instance and make the launch
// return kDeviceAssert with the message; device_print prints per element
// (the ctest cpu_debug_print checks the text).
#include "CpuTest.h"

extern "C" tritonc_cpu_entry_fn tritonc_cpu_checked, tritonc_cpu_printer, tritonc_cpu_big_printer;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  if (t.option("print", 0)) {
    auto x = t.output<float>(4);
    for (int i = 0; i < 4; ++i)
      x[i] = 1.5f * i;
    float *px = x.data();
    std::int32_t n = 255;
    void *args[] = {&px, &n};
    t.ok(tritonc::cpu::launch("printer", tritonc_cpu_printer, tritonc::Dim3{2}, args));
    std::fflush(stdout);
    return t.finish();
  }

  if (t.option("big-print", 0)) {
    auto x = t.output<std::int32_t>(128);
    for (int i = 0; i < 128; ++i)
      x[i] = 3 * i;
    std::int32_t *px = x.data();
    void *args[] = {&px};
    t.ok(tritonc::cpu::launch("big_printer", tritonc_cpu_big_printer, tritonc::Dim3{1}, args));
    std::fflush(stdout);
    return t.finish();
  }

  const unsigned programs = 64;
  auto x = t.input<std::int32_t>(16 * programs, -1000, 999);
  auto out = t.output<std::int32_t>(16 * programs);
  std::int32_t *px = x.data(), *po = out.data();
  std::int32_t limit = 1000;
  void *args[] = {&px, &po, &limit};
  if (t.ok(tritonc::cpu::launch("checked", tritonc_cpu_checked, tritonc::Dim3{programs}, args)))
    t.check("out", out, t.map(x, [](double v) { return 2 * v; }), cputest::exact());

  // One element breaks the assertion.
  x[16 * 37 + 5] = 5000;
  auto out2 = t.output<std::int32_t>(16 * programs);
  po = out2.data();
  tritonc::Status status = tritonc::cpu::launch("checked", tritonc_cpu_checked, tritonc::Dim3{programs}, args);
  t.expect(status.code() == tritonc::cpu::kDeviceAssert, "a failed assert gives kDeviceAssert, not %d",
           status.code());
  std::printf("message: %s\n", status.message().c_str());
  const std::string &m = status.message();
  t.expect(m.find("debug.mlir:16: checked: program (37, 0, 0): Assertion `x < limit` failed") !=
               std::string::npos,
           "unexpected assert message");
  // The failing instance ended before its store.
  const std::int32_t poison = cputest::poisonValue<std::int32_t>();
  for (int i = 0; i < 16; ++i)
    t.expect(out2[16 * 37 + i] == poison, "program 37 stored element %d", i);
  return t.finish();
}
