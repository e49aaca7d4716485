// Shape ops (shape.mlir): trans, join, split, cat, a 3-D permute and an
// outer sum through expand_dims + broadcast, all exact.
#include "CpuTest.h"

extern "C" tritonc_cpu_entry_fn tritonc_cpu_shapes;

int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  auto a = t.input<float>(128, -100, 100), b = t.input<float>(128, -100, 100);
  auto trans = t.output<float>(128), join = t.output<float>(256), even = t.output<float>(64);
  auto odd = t.output<float>(64), cat = t.output<float>(256), perm = t.output<float>(128);
  auto bcast = t.output<float>(256);
  float *pa = a.data(), *pb = b.data(), *pt = trans.data(), *pj = join.data(), *pe = even.data();
  float *po = odd.data(), *pc = cat.data(), *pp = perm.data(), *pbc = bcast.data();
  void *args[] = {&pa, &pb, &pt, &pj, &pe, &po, &pc, &pp, &pbc};
  if (t.ok(tritonc::cpu::launch("shapes", tritonc_cpu_shapes, tritonc::Dim3{1}, args))) {
    std::vector<double> et(128), ej(256), ee(64), eo(64), ec(256), ep(128), eb(256);
    for (int i = 0; i < 8; ++i)
      for (int j = 0; j < 16; ++j) {
        et[j * 8 + i] = a.at(i * 16 + j);
        ej[(i * 16 + j) * 2] = a.at(i * 16 + j);
        ej[(i * 16 + j) * 2 + 1] = b.at(i * 16 + j);
        ec[i * 16 + j] = a.at(i * 16 + j);
        ec[(8 + i) * 16 + j] = b.at(i * 16 + j);
      }
    for (int i = 0; i < 64; ++i) {
      ee[i] = a.at(2 * i);
      eo[i] = a.at(2 * i + 1);
    }
    // P[x][y][z] (2x4x16) -> Q[z][x][y] (16x2x4)
    for (int x = 0; x < 2; ++x)
      for (int y = 0; y < 4; ++y)
        for (int z = 0; z < 16; ++z)
          ep[(z * 2 + x) * 4 + y] = a.at((x * 4 + y) * 16 + z);
    for (int i = 0; i < 16; ++i)
      for (int j = 0; j < 16; ++j)
        eb[i * 16 + j] = double(float(a.at(i) + b.at(j)));
    t.check("trans", trans, et, cputest::exact());
    t.check("join", join, ej, cputest::exact());
    t.check("split even", even, ee, cputest::exact());
    t.check("split odd", odd, eo, cputest::exact());
    t.check("cat", cat, ec, cputest::exact());
    t.check("permute", perm, ep, cputest::exact());
    t.check("broadcast", bcast, eb, cputest::exact());
  }
  return t.finish();
}
