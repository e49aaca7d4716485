// The command-line driver the tl.dot samples' host programs share:
//
//   <sample> [--seed=N] [AxBxC ...]
//
// parses the seed (a fresh one by default, printed so that a run can be
// repeated) and the shapes (three positive sizes each; the sample's
// defaults when none are given), exits 77 when there is no GPU (ctest's
// skip), then runs every shape and reports ok / WRONG and the largest error.
// Exit codes: 0 ok, 1 wrong results or a failed call, 2 bad arguments,
// 77 no GPU.
#pragma once

#include <tritonc/runtime.h>

#include <array>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <vector>

namespace sample {

using Shape = std::array<int, 3>;

/// Prints a failed call's message; true when `status` is ok.
inline bool check(const char *name, const tritonc::Status &status, const char *what) {
  if (!status.ok())
    std::fprintf(stderr, "%s: %s: %s\n", name, what, status.message().c_str());
  return status.ok();
}

/// `runOnce(shape, random, &maxError)` returns the number of wrong elements,
/// or -1 after a failed call; `banner(seed)` describes the specialization.
template <class Banner, class RunOnce>
int drive(int argc, char **argv, const char *name, const char *shapeUsage, std::vector<Shape> defaults,
          Banner banner, RunOnce runOnce) {
  std::uint64_t seed = std::random_device{}();
  std::vector<Shape> shapes;
  for (int i = 1; i < argc; ++i) {
    Shape s;
    if (!std::strncmp(argv[i], "--seed=", 7)) {
      seed = std::strtoull(argv[i] + 7, nullptr, 10);
    } else if (std::sscanf(argv[i], "%dx%dx%d", &s[0], &s[1], &s[2]) == 3 && s[0] > 0 && s[1] > 0 && s[2] > 0) {
      shapes.push_back(s);
    } else {
      std::fprintf(stderr, "usage: %s [--seed=N] [%s ...]\n", name, shapeUsage);
      return 2;
    }
  }
  if (shapes.empty())
    shapes = defaults;
  tritonc::Status available = tritonc::device::available();
  if (!available.ok()) {
    std::printf("%s: no GPU: %s (skipped)\n", name, available.message().c_str());
    return 77;
  }
  banner(seed);
  std::mt19937_64 random(seed);
  int status = 0;
  for (const Shape &s : shapes) {
    double maxError = 0;
    long wrong = runOnce(s, random, &maxError);
    if (wrong < 0)
      return 1;
    std::printf("  %dx%dx%d: %s (max error %.3g)\n", s[0], s[1], s[2], wrong ? "WRONG" : "ok", maxError);
    if (wrong) {
      std::printf("    %ld wrong elements\n", wrong);
      status = 1;
    }
  }
  return status;
}

} // namespace sample
