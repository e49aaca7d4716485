// gpu_runtime_stress: the runtime under stress on a real GPU.
//
//   gpu_runtime_stress [--threads=N] [--launches=N] [--streams=N] [--devices=N] [--seed=N]
//   gpu_runtime_stress --errors
//
// Stress (default 16 threads x 1000 launches, 4 streams per device, every
// GPU of the machine): the threads start together, so first launches race,
// and each launch goes to the next device in turn (the primary context of
// each GPU: several contexts where the machine has several GPUs) and to one
// of that device's streams, alternating two Kernel objects (two
// specializations of stress_kernel.tri). Launch i of thread t computes
// out_i = x * k + y with its own k and its own output slice, so a launch
// that ran with another's arguments, twice, or not at all shows; every
// element of every launch is checked against the value computed here.
//
// --errors: the driver's error paths, each a Status with the driver's
// message: out of memory, a device that does not exist, a cubin without the
// GPU's architecture, freeing a pointer that does not start an allocation.
//
// Exit codes: 0 ok, 1 a failed check, 2 bad usage, 77 no GPU (skip).
#include "runtime_stress_kernel.h"
#include "runtime_stress_kernel_sm80.h"
#include "runtime_stress_kernel_sm90a.h"
#include "runtime_stress_kernel_wide.h"

#include <tritonc/runtime.h>

#include <atomic>
#include <chrono>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <cstring>
#include <random>
#include <string>
#include <thread>
#include <vector>

using tritonc::Status;
using tritonc::Stream;

namespace {
struct Options {
  int threads = 16;
  int launches = 1000;
  int streams = 4;
  int devices = 0;  // 0: all
  unsigned seed = 0;
  bool errors = false;
};

constexpr std::uint8_t kPoisonByte = 0x7f;  // 0x7f7f7f7f: never a result here

bool report(const Status &status, const char *what) {
  if (!status.ok())
    std::fprintf(stderr, "gpu_runtime_stress: %s: %s\n", what, status.message().c_str());
  return status.ok();
}

// What one thread owns on one device.
struct Buffers {
  std::int32_t *x = nullptr, *y = nullptr, *out = nullptr;
};

struct ThreadResult {
  long launched = 0;
  long wrong = 0;
  std::string error;
};

// The launch of thread t, number i: its k and which kernel runs it.
std::int32_t kOf(int t, int i, int launches) { return t * launches + i + 1; }

Status launchOne(int i, Stream stream, Buffers &b, std::int32_t *out, std::int32_t k, int n) {
  namespace narrow = kernels::stress_kernel;
  namespace wide = kernels::stress_kernel_wide;
  if (i % 2 == 0)
    return narrow::launch(stream, tritonc::Dim3{tritonc::cdiv(n, narrow::BLOCK)}, b.x, b.y, out, k, n);
  return wide::launch(stream, tritonc::Dim3{tritonc::cdiv(n, wide::BLOCK)}, b.x, b.y, out, k, n);
}

void runThread(const Options &options, int t, int devices,
               const std::vector<std::vector<Stream>> &streams, std::atomic<int> &waiting,
               ThreadResult &result) {
  // A size that is no multiple of either block, and a multiple of 4 elements
  // so that every output slice stays 16-byte aligned (the signature's :16).
  const int n = 2000 + 12 * t;
  const std::size_t bytes = static_cast<std::size_t>(n) * sizeof(std::int32_t);
  std::mt19937 random(options.seed + static_cast<unsigned>(t));
  std::uniform_int_distribution<std::int32_t> values(-1000, 1000);
  std::vector<std::vector<std::int32_t>> x(devices, std::vector<std::int32_t>(n)),
      y(devices, std::vector<std::int32_t>(n));
  std::vector<Buffers> buffers(devices);
  bool ready = true;
  for (int d = 0; d < devices && ready; ++d) {
    for (int e = 0; e < n; ++e) {
      x[d][e] = values(random);
      y[d][e] = values(random);
    }
    Buffers &b = buffers[d];
    Status s = tritonc::device::setDevice(d);
    if (s.ok()) s = tritonc::device::allocate(&b.x, n);
    if (s.ok()) s = tritonc::device::allocate(&b.y, n);
    if (s.ok()) s = tritonc::device::allocate(&b.out, static_cast<std::size_t>(n) * options.launches);
    if (s.ok()) s = tritonc::device::copyToDevice(b.x, x[d].data(), bytes);
    if (s.ok()) s = tritonc::device::copyToDevice(b.y, y[d].data(), bytes);
    if (s.ok()) s = tritonc::device::memset(b.out, kPoisonByte, bytes * options.launches);
    if (s.ok()) s = tritonc::device::synchronize();
    if (!s.ok()) {
      result.error = "setup on device " + std::to_string(d) + ": " + s.message();
      ready = false;
    }
  }
  --waiting;
  while (waiting.load() > 0)
    std::this_thread::yield();  // start together: first launches race

  for (int i = 0; i < options.launches && ready; ++i) {
    const int d = (t + i) % devices;
    Status s = tritonc::device::setDevice(d);
    const std::vector<Stream> &mine = streams[d];
    Stream stream = mine[static_cast<std::size_t>(t + i / devices) % mine.size()];
    if (s.ok())
      s = launchOne(i, stream, buffers[d], buffers[d].out + static_cast<std::size_t>(i) * n,
                    kOf(t, i, options.launches), n);
    if (!s.ok()) {
      result.error = "launch " + std::to_string(i) + ": " + s.message();
      break;
    }
    ++result.launched;
  }

  // Check every element of every launch on every device.
  std::vector<std::int32_t> out(static_cast<std::size_t>(n) * options.launches);
  for (int d = 0; d < devices; ++d) {
    Status s = tritonc::device::setDevice(d);
    if (s.ok()) s = tritonc::device::synchronize();
    if (s.ok()) s = tritonc::device::copyToHost(out.data(), buffers[d].out, bytes * options.launches);
    if (!s.ok()) {
      if (result.error.empty())
        result.error = "results from device " + std::to_string(d) + ": " + s.message();
      continue;
    }
    for (int i = 0; i < options.launches; ++i) {
      if ((t + i) % devices != d)
        continue;
      const std::int64_t k = kOf(t, i, options.launches);
      for (int e = 0; e < n; ++e) {
        const std::int32_t want = static_cast<std::int32_t>(x[d][e] * k + y[d][e]);
        const std::int32_t got = out[static_cast<std::size_t>(i) * n + e];
        if (got != want && ++result.wrong <= 3)
          std::fprintf(stderr, "  thread %d launch %d device %d: out[%d] = %d, expected %d\n", t, i,
                       d, e, got, want);
      }
    }
    (void)tritonc::device::free(buffers[d].x);
    (void)tritonc::device::free(buffers[d].y);
    (void)tritonc::device::free(buffers[d].out);
  }
}

int stress(const Options &options, int devices) {
  std::vector<std::vector<Stream>> streams(devices);
  for (int d = 0; d < devices; ++d) {
    if (!report(tritonc::device::setDevice(d), "setDevice"))
      return 1;
    streams[d].push_back(nullptr);  // the legacy default stream too
    for (int s = 1; s < options.streams; ++s) {
      Stream stream = nullptr;
      if (!report(tritonc::device::createStream(&stream), "createStream"))
        return 1;
      streams[d].push_back(stream);
    }
  }
  std::printf("gpu_runtime_stress: %d threads x %d launches over %d device(s) x %d streams, seed %u\n",
              options.threads, options.launches, devices, options.streams, options.seed);

  std::atomic<int> waiting{options.threads};
  std::vector<ThreadResult> results(options.threads);
  std::vector<std::thread> threads;
  const auto start = std::chrono::steady_clock::now();
  for (int t = 0; t < options.threads; ++t)
    threads.emplace_back(runThread, std::cref(options), t, devices, std::cref(streams),
                         std::ref(waiting), std::ref(results[t]));
  for (std::thread &thread : threads)
    thread.join();
  const double seconds = std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  long launched = 0, wrong = 0;
  bool ok = true;
  for (int t = 0; t < options.threads; ++t) {
    launched += results[t].launched;
    wrong += results[t].wrong;
    if (!results[t].error.empty()) {
      std::fprintf(stderr, "gpu_runtime_stress: thread %d: %s\n", t, results[t].error.c_str());
      ok = false;
    }
  }
  for (int d = 0; d < devices; ++d) {
    (void)tritonc::device::setDevice(d);
    for (Stream stream : streams[d])
      ok = report(tritonc::device::destroyStream(stream), "destroyStream") && ok;
  }
  const long expected = static_cast<long>(options.threads) * options.launches;
  ok = ok && launched == expected && wrong == 0;
  std::printf("gpu_runtime_stress: %ld of %ld launches, %ld wrong elements, %.3f s (%.0f launches/s): %s\n",
              launched, expected, wrong, seconds, launched / seconds, ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}

// One error path: `status` must fail, and its message must be `expected`
// (or, unless `exact`, start with it).
bool expectError(const char *what, const Status &status, const std::string &expected, bool exact) {
  const bool ok = !status.ok() && (exact ? status.message() == expected
                                         : status.message().rfind(expected, 0) == 0);
  std::printf("  %s: %s: code %d: %s\n", ok ? "ok" : "FAILED", what, status.code(),
              status.ok() ? "(no error)" : status.message().c_str());
  if (!ok)
    std::printf("    expected %s\"%s\"\n", exact ? "" : "a message starting with ", expected.c_str());
  return ok;
}

// `devices`: how many GPUs the driver sees.
int errors(int devices) {
  bool ok = true;
  if (!report(tritonc::device::setDevice(0), "setDevice"))
    return 1;
  std::printf("gpu_runtime_stress --errors:\n");

  void *huge = reinterpret_cast<void *>(1);
  const std::size_t petabyte = std::size_t(1) << 50;
  ok &= expectError("out of memory", tritonc::device::malloc(&huge, petabyte),
                    "cuMemAlloc failed: CUDA_ERROR_OUT_OF_MEMORY (out of memory) while allocating " +
                        std::to_string(petabyte) + " bytes",
                    true);
  ok &= huge == nullptr;

  ok &= expectError("a device that does not exist", tritonc::device::setDevice(devices),
                    "cuDeviceGet failed: CUDA_ERROR_INVALID_DEVICE (invalid device ordinal) for device " +
                        std::to_string(devices),
                    true);
  ok &= report(tritonc::device::setDevice(0), "setDevice");

  // A cubin for the architecture this GPU is not.
  std::string gpu;
  if (!report(tritonc::device::describe(&gpu), "describe"))
    return 1;
  const bool hopper = gpu.find(", sm_9") != std::string::npos;
  std::int32_t *buffer = nullptr;
  ok &= report(tritonc::device::allocate(&buffer, 1024), "allocate");
  Status wrongArch =
      hopper ? kernels::stress_kernel_sm80::launch(nullptr, tritonc::Dim3{1}, buffer, buffer, buffer, 1, 1)
             : kernels::stress_kernel_sm90a::launch(nullptr, tritonc::Dim3{1}, buffer, buffer, buffer, 1, 1);
  ok &= expectError(hopper ? "an sm_80 cubin on this GPU" : "an sm_90a cubin on this GPU", wrongArch,
                    "cuModuleLoadData failed: CUDA_ERROR_NO_BINARY_FOR_GPU (", false);
  ok &= wrongArch.message().find("while loading kernel 'stress_kernel' on device 0 (sm_") != std::string::npos;

  // A stream made, used and destroyed. A launch on the destroyed stream is
  // not tried: CUDA leaves it undefined, and the 580 driver on an H200
  // ends the process with SIGSEGV (runtime/README.md).
  Stream stream = nullptr;
  ok &= report(tritonc::device::createStream(&stream), "createStream");
  ok &= report(kernels::stress_kernel::launch(stream, tritonc::Dim3{1}, buffer, buffer, buffer, 1, 1),
               "launch on a live stream");
  ok &= report(tritonc::device::synchronize(stream), "synchronize");
  ok &= report(tritonc::device::destroyStream(stream), "destroyStream");

  // Freeing a pointer inside an allocation, not its start: the driver
  // refuses it (a defined error), and the allocation stays usable.
  ok &= expectError("freeing a pointer inside an allocation", tritonc::device::free(buffer + 1),
                    "cuMemFree failed: CUDA_ERROR_", false);
  ok &= report(tritonc::device::synchronize(), "synchronize after the error paths");
  ok &= report(tritonc::device::free(buffer), "free");
  std::printf("gpu_runtime_stress --errors: %s\n", ok ? "PASSED" : "FAILED");
  return ok ? 0 : 1;
}

bool parse(int argc, char **argv, Options *options) {
  for (int i = 1; i < argc; ++i) {
    const std::string arg = argv[i];
    if (arg == "--errors") {
      options->errors = true;
      continue;
    }
    const std::size_t equals = arg.find('=');
    if (arg.rfind("--", 0) != 0 || equals == std::string::npos)
      return false;
    char *end = nullptr;
    const long value = std::strtol(arg.c_str() + equals + 1, &end, 10);
    if (*end != '\0' || value < 0 || value > 1000000)
      return false;
    const std::string name = arg.substr(2, equals - 2);
    if (name == "threads" && value > 0) options->threads = static_cast<int>(value);
    else if (name == "launches" && value > 0) options->launches = static_cast<int>(value);
    else if (name == "streams" && value > 0) options->streams = static_cast<int>(value);
    else if (name == "devices") options->devices = static_cast<int>(value);
    else if (name == "seed") options->seed = static_cast<unsigned>(value);
    else return false;
  }
  return true;
}
} // namespace

int main(int argc, char **argv) {
  Options options;
  options.seed = std::random_device{}() % 1000000;
  if (!parse(argc, argv, &options)) {
    std::fprintf(stderr, "usage: gpu_runtime_stress [--threads=N] [--launches=N] [--streams=N] "
                         "[--devices=N] [--seed=N] | --errors\n");
    return 2;
  }
  if (Status status = tritonc::device::available(); !status.ok()) {
    std::printf("gpu_runtime_stress: skipped, no usable GPU: %s\n", status.message().c_str());
    return 77;
  }
  int all = 0;
  if (!report(tritonc::device::count(&all), "count"))
    return 1;
  const int devices = options.devices > 0 && options.devices < all ? options.devices : all;
  std::string gpu;
  if (!report(tritonc::device::describe(&gpu), "describe"))
    return 1;
  // The count a persistent kernel's grid is sized by: every GPU has SMs.
  int sms = 0;
  if (!report(tritonc::device::multiprocessorCount(&sms), "multiprocessorCount"))
    return 1;
  if (sms <= 0) {
    std::printf("FAILED: multiprocessorCount gave %d\n", sms);
    return 1;
  }
  std::printf("gpu_runtime_stress on %s, %d SMs (%d device(s) used)\n", gpu.c_str(), sms, devices);
  return options.errors ? errors(all) : stress(options, devices);
}
