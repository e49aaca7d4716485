// tl.atomic_add, masked, from many programs: int32 counters exact, fp32
// counters to a tolerance (any order); the old values returned for +1 on one
// counter are a permutation of 0..n-1.
#include TRITONC_TEST_KERNEL_HEADER
#include "Conf.h"
#include <algorithm>
namespace k = kernels::at_add;
int main(int argc, char **argv) {
  cputest::Test t(argc, argv);
  const int NC = k::NC;
  for (long long n : t.sizes({1, 63, 1000, 100003})) {
    auto x = conf::nonzero<std::int32_t>(t, n, -1000, 1000);
    auto f = conf::nonzero<float>(t, n, 0, 1);
    auto cnt = conf::nonzero<std::int32_t>(t, NC, -100, 100);
    auto fcnt = conf::nonzero<float>(t, NC, -1, 1);
    auto ticket = t.output<std::int32_t>(1);
    ticket[0] = 0;
    auto old = t.output<std::int32_t>(n);
    std::vector<double> ec(NC), ef(NC);
    for (int c = 0; c < NC; ++c) { ec[c] = cnt.at(c); ef[c] = fcnt.at(c); }
    for (long long i = 0; i < n; ++i) { ec[i % NC] += x.at(i); ef[i % NC] += f.at(i); }
    if (!t.ok(k::launch(nullptr, {tritonc::cdiv(n, k::BLOCK)}, x.data(), f.data(), cnt.data(), fcnt.data(), old.data(),
                        ticket.data(), int(n))))
      continue;
    t.check("int32", cnt, ec, cputest::exact());
    // fp32 adds in any order: each of the n/NC additions rounds (up to half
    // an ulp of the running sum); 1e-6 * n bounds their random walk.
    t.check("fp32", fcnt, ef, cputest::close(1e-6 * 4, 1e-6 * double(n)));
    t.check("ticket", ticket, {double(n)}, cputest::exact());
    std::vector<double> got;
    for (long long i = 0; i < n; ++i) got.push_back(old.at(i));
    long long where;
    t.expect(old.guardsIntact(where), "old: guards");
    std::sort(got.begin(), got.end());
    bool perm = true;
    for (long long i = 0; i < n; ++i) perm &= got[i] == double(i);
    t.expect(perm, "old values of atomic_add(+1): not a permutation of 0..%lld", n - 1);
  }
  return t.finish();
}
