// Shared checks of the at2_* atomics tests.
#pragma once

#include "Conf.h"

#include <algorithm>

namespace atom {

/// The n values of `old` are {first + k * step : k < n}, in any order.
template <class T> bool distinct(cputest::Test &t, const char *what, const cputest::Buffer<T> &old, std::size_t n,
                                 T first, T step) {
  std::vector<T> got(old.host(), old.host() + n);
  std::sort(got.begin(), got.end());
  bool ok = true;
  for (std::size_t k = 0; k < n; ++k)
    ok &= got[k] == T(first + T(k) * step);
  conf::guards(t, what, old);
  return t.expect(ok, "%s: the returned old values are not %zu distinct tickets", what, n);
}

} // namespace atom
