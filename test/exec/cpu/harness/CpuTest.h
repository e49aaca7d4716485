// Harness of the CPU execution tests (test/exec/cpu): fresh random inputs,
// poisoned outputs with guard zones, every element checked against a
// reference computed in double precision. See ../README.md.
//
//   int main(int argc, char **argv) {
//     cputest::Test t(argc, argv);
//     for (long long n : t.sizes({1, 1000, 1048579})) {
//       auto x = t.input<float>(n, -10, 10);
//       auto out = t.output<float>(n);
//       t.ok(kernels::k::launch(nullptr, tritonc::Dim3{tritonc::cdiv(n, 1024)},
//                               x.data(), out.data(), int(n)));
//       t.check("out", out, t.map(x, [](double v) { return 2 * v; }), cputest::exact());
//     }
//     return t.finish();
//   }
//
// Exit status: 0 when every check passed, 1 otherwise (the first mismatches
// are printed with their indices). Inputs come from a seed printed at the
// start; `--seed=N` (or TRITONC_TEST_SEED=N) replays a run.
#pragma once

#include <tritonc/runtime.h>

#include <chrono>
#include <cstdarg>
#include <cmath>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <functional>
#include <initializer_list>
#include <limits>
#include <random>
#include <string>
#include <type_traits>
#include <vector>

namespace cputest {

//===----------------------------------------------------------------------===//
// Element types: conversions to and from double, poison values.
//===----------------------------------------------------------------------===//

template <class T> struct Traits {
  static double toDouble(T v) { return static_cast<double>(v); }
  static T fromDouble(double v) { return static_cast<T>(v); }
  static constexpr bool isFloat = std::is_floating_point<T>::value;
};
template <> struct Traits<tritonc::float16> {
  static double toDouble(tritonc::float16 v) { return tritonc::toFloat(v); }
  static tritonc::float16 fromDouble(double v) { return tritonc::toFloat16(static_cast<float>(v)); }
  static constexpr bool isFloat = true;
};
template <> struct Traits<tritonc::bfloat16> {
  static double toDouble(tritonc::bfloat16 v) { return tritonc::toFloat(v); }
  static tritonc::bfloat16 fromDouble(double v) { return tritonc::toBFloat16(static_cast<float>(v)); }
  static constexpr bool isFloat = true;
};
template <> struct Traits<bool> {
  static double toDouble(bool v) { return v ? 1 : 0; }
  static bool fromDouble(double v) { return v != 0; }
  static constexpr bool isFloat = false;
};

/// What every output element and guard zone holds before a launch: bytes of
/// 0xA5 for integers, a NaN for floats (so an element the kernel forgot to
/// write never matches), false for bool (use std::uint8_t buffers, cast to
/// bool *, to poison *i1 outputs).
template <class T> T poisonValue() {
  T value;
  std::memset(&value, 0xA5, sizeof value);
  if (std::is_same<T, float>::value) {
    std::uint32_t bits = 0x7FA5A5A5u;  // a NaN
    std::memcpy(&value, &bits, sizeof bits);
  } else if (std::is_same<T, double>::value) {
    std::uint64_t bits = 0x7FF5A5A5A5A5A5A5ull;
    std::memcpy(&value, &bits, sizeof bits);
  } else if (std::is_same<T, tritonc::float16>::value || std::is_same<T, tritonc::bfloat16>::value) {
    std::uint16_t bits = std::is_same<T, tritonc::float16>::value ? 0x7DA5u : 0x7FA5u;
    std::memcpy(&value, &bits, sizeof bits);
  } else if (std::is_same<T, bool>::value) {
    std::uint8_t byte = 0;  // a bool must be 0 or 1
    std::memcpy(&value, &byte, 1);
  }
  return value;
}

//===----------------------------------------------------------------------===//
// Buffers with guard zones
//===----------------------------------------------------------------------===//

#ifdef TRITONC_TEST_GPU
/// The GPU flavour (TRITONC_TEST_GPU, see ../README.md): every buffer has a
/// device mirror of its whole storage, guard zones included. Taking data()
/// uploads the host copy and returns the device address (what a launch
/// needs); Test::ok downloads every live buffer after a launch, so checks and
/// guard tests read what the kernel wrote.
class Mirrored {
public:
  virtual void download() = 0;
  static std::vector<Mirrored *> &live() {
    static std::vector<Mirrored *> buffers;
    return buffers;
  }
  static bool &failed() {
    static bool failure = false;
    return failure;
  }

protected:
  Mirrored() { live().push_back(this); }
  Mirrored(const Mirrored &) { live().push_back(this); }
  Mirrored &operator=(const Mirrored &) { return *this; }
  virtual ~Mirrored() {
    auto &all = live();
    for (std::size_t i = 0; i < all.size(); ++i)
      if (all[i] == this) {
        all.erase(all.begin() + static_cast<long>(i));
        break;
      }
  }
  static void report(const tritonc::Status &status, const char *what) {
    if (status.ok())
      return;
    std::printf("FAIL: %s: %s\n", what, status.message().c_str());
    failed() = true;
  }
};
#define TRITONC_TEST_BUFFER_BASE : public Mirrored
#else
#define TRITONC_TEST_BUFFER_BASE
#endif

/// `n` elements, 64-byte aligned (plus `offsetElements`), between two guard
/// zones of kGuard elements that must never be written.
template <class T> class Buffer TRITONC_TEST_BUFFER_BASE {
public:
  static constexpr std::size_t kGuard = 64;

  Buffer(std::size_t n, std::size_t offsetElements = 0) : n_(n), offset_(offsetElements) {
    std::size_t total = n + 2 * kGuard + offsetElements;
    storage_.resize(total * sizeof(T) + 64);
    for (std::size_t i = 0; i < total; ++i)
      first()[i] = poisonValue<T>();
  }
  // Copies get storage of their own (aligned anew) and, on the GPU, a
  // device mirror of their own.
  Buffer(const Buffer &other) : Buffer(other.n_, other.offset_) {
    std::memcpy(first(), other.first(), (n_ + 2 * kGuard + offset_) * sizeof(T));
  }
  Buffer &operator=(const Buffer &other) = delete;
#ifdef TRITONC_TEST_GPU
  ~Buffer() override { (void)tritonc::device::free(device_); }
  /// The device address of element 0, after uploading the host copy.
  T *data() {
    std::size_t bytes = (n_ + 2 * kGuard + offset_) * sizeof(T);
    if (!device_)
      report(tritonc::device::malloc(&device_, bytes + 64), "device allocation");
    report(tritonc::device::copyToDevice(device_, first(), bytes), "copy to the device");
    return static_cast<T *>(device_) + kGuard + offset_;
  }
  void download() override {
    if (device_)
      report(tritonc::device::copyToHost(first(), device_, (n_ + 2 * kGuard + offset_) * sizeof(T)),
             "copy to the host");
  }
#else
  T *data() { return host(); }
#endif
  /// The host copy (what the checks read).
  T *host() { return first() + kGuard + offset_; }
  const T *host() const { return first() + kGuard + offset_; }
  std::size_t size() const { return n_; }
  T &operator[](std::size_t i) { return host()[i]; }
  const T &operator[](std::size_t i) const { return host()[i]; }
  double at(std::size_t i) const { return Traits<T>::toDouble(host()[i]); }

  /// Index (relative to data(), may be negative) of the first guard element
  /// that changed, or 0 with `intact` true.
  bool guardsIntact(long long &where) const {
    const T poison = poisonValue<T>();
    std::size_t total = n_ + 2 * kGuard + offset_;
    for (std::size_t i = 0; i < total; ++i) {
      bool inside = i >= kGuard + offset_ && i < kGuard + offset_ + n_;
      if (!inside && std::memcmp(&first()[i], &poison, sizeof(T)) != 0) {
        where = static_cast<long long>(i) - static_cast<long long>(kGuard + offset_);
        return false;
      }
    }
    return true;
  }

private:
  T *first() const {
    auto base = reinterpret_cast<std::uintptr_t>(storage_.data());
    return reinterpret_cast<T *>((base + 63) & ~std::uintptr_t(63));
  }
  std::vector<unsigned char> storage_;
  std::size_t n_, offset_;
#ifdef TRITONC_TEST_GPU
  void *device_ = nullptr;
#endif
};

//===----------------------------------------------------------------------===//
// Tolerances
//===----------------------------------------------------------------------===//

/// |got - expected| <= abs + rel * |expected|; NaN matches NaN, infinities
/// must match exactly.
struct Tolerance {
  double abs = 0, rel = 0;
};
inline Tolerance exact() { return {0, 0}; }
inline Tolerance close(double rel, double abs = 0) { return {abs, rel}; }
/// A few units in the last place of the type: fp32 ~ 1.2e-7, fp16 ~ 9.8e-4.
template <class T> Tolerance ulps(double n) {
  double eps = std::is_same<T, double>::value             ? 2.220446049250313e-16
               : std::is_same<T, tritonc::float16>::value ? 9.765625e-4
               : std::is_same<T, tritonc::bfloat16>::value ? 7.8125e-3
                                                            : 1.1920928955078125e-7;
  return {0, n * eps};
}

//===----------------------------------------------------------------------===//
// The test
//===----------------------------------------------------------------------===//

class Test {
public:
  Test(int argc, char **argv) {
    seed_ = static_cast<std::uint64_t>(
        std::chrono::high_resolution_clock::now().time_since_epoch().count());
    if (const char *env = std::getenv("TRITONC_TEST_SEED"))
      seed_ = std::strtoull(env, nullptr, 10);
    for (int i = 1; i < argc; ++i) {
      std::string arg = argv[i];
      if (arg.rfind("--seed=", 0) == 0)
        seed_ = std::strtoull(arg.c_str() + 7, nullptr, 10);
      else
        args_.push_back(arg);
    }
    rng_.seed(seed_);
    name_ = argc > 0 ? argv[0] : "test";
#ifdef TRITONC_TEST_GPU
    // Without a GPU the test is skipped (ctest's SKIP_RETURN_CODE 77).
    std::string device;
    tritonc::Status gpu = tritonc::device::available();
    if (gpu.ok())
      gpu = tritonc::device::describe(&device);
    if (!gpu.ok()) {
      std::printf("%s: skipped, no GPU: %s\n", name_.c_str(), gpu.message().c_str());
      std::exit(77);
    }
    std::printf("%s: seed %llu (replay with --seed=%llu), %s\n", name_.c_str(),
                static_cast<unsigned long long>(seed_), static_cast<unsigned long long>(seed_),
                device.c_str());
#else
    std::printf("%s: seed %llu (replay with --seed=%llu), %u CPU threads\n", name_.c_str(),
                static_cast<unsigned long long>(seed_), static_cast<unsigned long long>(seed_),
                tritonc::cpu::threadCount());
#endif
  }

  /// Arguments other than --seed.
  const std::vector<std::string> &args() const { return args_; }
  /// The positional arguments (those not starting with "--") as integers, or
  /// `defaults` when there are none.
  std::vector<long long> sizes(std::initializer_list<long long> defaults) const {
    std::vector<long long> result;
    for (const std::string &arg : args_)
      if (arg.rfind("--", 0) != 0)
        result.push_back(std::strtoll(arg.c_str(), nullptr, 0));
    if (result.empty())
      return defaults;
    return result;
  }
  /// The value of `--<name>=<integer>`, or `fallback`.
  long long option(const char *name, long long fallback) const {
    std::string prefix = std::string("--") + name + "=";
    for (const std::string &arg : args_)
      if (arg.rfind(prefix, 0) == 0)
        return std::strtoll(arg.c_str() + prefix.size(), nullptr, 0);
    return fallback;
  }
  std::mt19937_64 &rng() { return rng_; }

  /// Uniform random values in [lo, hi] (integers for integer types).
  template <class T> Buffer<T> input(std::size_t n, double lo, double hi, std::size_t offset = 0) {
    Buffer<T> buffer(n, offset);
    for (std::size_t i = 0; i < n; ++i)
      buffer[i] = random<T>(lo, hi);
    return buffer;
  }
  template <class T> T random(double lo, double hi) {
    if (Traits<T>::isFloat)
      return Traits<T>::fromDouble(std::uniform_real_distribution<double>(lo, hi)(rng_));
    return Traits<T>::fromDouble(static_cast<double>(std::uniform_int_distribution<long long>(
        static_cast<long long>(lo), static_cast<long long>(hi))(rng_)));
  }
  /// An output buffer: every element and both guard zones poisoned.
  template <class T> Buffer<T> output(std::size_t n, std::size_t offset = 0) {
    return Buffer<T>(n, offset);
  }

  /// The reference `f(a[i])` (or `f(a[i], b[i])`) in double precision.
  template <class A, class F> std::vector<double> map(const Buffer<A> &a, F f) const {
    std::vector<double> out(a.size());
    for (std::size_t i = 0; i < a.size(); ++i)
      out[i] = f(a.at(i));
    return out;
  }
  template <class A, class B, class F>
  std::vector<double> map(const Buffer<A> &a, const Buffer<B> &b, F f) const {
    std::vector<double> out(a.size());
    for (std::size_t i = 0; i < a.size(); ++i)
      out[i] = f(a.at(i), b.at(i));
    return out;
  }

  /// Records a failed launch.
  /// On the GPU it waits for the kernel and brings every buffer back.
  bool ok(tritonc::Status status, const char *what = "launch") {
    ++checks_;
#ifdef TRITONC_TEST_GPU
    if (status.ok())
      status = tritonc::device::synchronize();
    if (status.ok())
      for (Mirrored *buffer : Mirrored::live())
        buffer->download();
    if (Mirrored::failed()) {
      Mirrored::failed() = false;
      fail("%s: a copy between host and device failed", what);
      return false;
    }
#endif
    if (status.ok())
      return true;
    fail("%s failed: %s", what, status.message().c_str());
    return false;
  }

  /// Checks every element of `got` against `expected` and the guard zones.
  template <class T>
  bool check(const char *what, const Buffer<T> &got, const std::vector<double> &expected,
             Tolerance tolerance) {
    ++checks_;
    long long where = 0;
    if (!got.guardsIntact(where)) {
      fail("%s: element %lld outside the buffer [0, %zu) was written", what, where, got.size());
      return false;
    }
    if (expected.size() != got.size()) {
      fail("%s: %zu results expected, the buffer has %zu", what, expected.size(), got.size());
      return false;
    }
    std::size_t mismatches = 0;
    for (std::size_t i = 0; i < got.size(); ++i) {
      double g = got.at(i), e = expected[i];
      if (matches(g, e, tolerance))
        continue;
      if (mismatches++ < 10)
        std::printf("  %s[%zu] = %.9g, expected %.9g (difference %.3g)\n", what, i, g, e,
                    std::fabs(g - e));
    }
    if (mismatches) {
      fail("%s: %zu of %zu elements differ (tolerance abs %g, rel %g)", what, mismatches,
           got.size(), tolerance.abs, tolerance.rel);
      return false;
    }
    return true;
  }

  /// A scalar check.
  bool expect(bool condition, const char *format, ...) __attribute__((format(printf, 3, 4))) {
    ++checks_;
    if (condition)
      return true;
    va_list args;
    va_start(args, format);
    std::printf("FAIL: ");
    std::vprintf(format, args);
    std::printf("\n");
    va_end(args);
    ++failures_;
    return false;
  }

  void fail(const char *format, ...) __attribute__((format(printf, 2, 3))) {
    va_list args;
    va_start(args, format);
    std::printf("FAIL: ");
    std::vprintf(format, args);
    std::printf("\n");
    va_end(args);
    ++failures_;
  }

  /// 0 if everything passed, else 1; prints a summary.
  int finish() {
    if (failures_) {
      std::printf("%s: %d of %d checks FAILED (replay with --seed=%llu)\n", name_.c_str(),
                  failures_, checks_, static_cast<unsigned long long>(seed_));
      return 1;
    }
    if (checks_ == 0) {
      std::printf("%s: no checks ran\n", name_.c_str());
      return 1;
    }
    std::printf("%s: all %d checks passed\n", name_.c_str(), checks_);
    return 0;
  }

  static bool matches(double got, double expected, Tolerance tolerance) {
    if (std::isnan(expected) || std::isnan(got))
      return std::isnan(expected) && std::isnan(got);
    if (std::isinf(expected) || std::isinf(got))
      return got == expected;
    return std::fabs(got - expected) <= tolerance.abs + tolerance.rel * std::fabs(expected);
  }

private:
  std::string name_;
  std::uint64_t seed_;
  std::mt19937_64 rng_;
  std::vector<std::string> args_;
  int checks_ = 0, failures_ = 0;
};

} // namespace cputest
