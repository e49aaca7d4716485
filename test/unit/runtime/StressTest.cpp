// The runtime under stress, against FakeCuda ([.fakedriver]): many threads
// launch many kernels at once, switching between contexts and streams on
// every launch, with every first launch racing the others. Each launch's
// result is checked element by element, each module must be loaded exactly
// once per context, and launches on a destroyed stream, interleaved with the
// rest, must fail with the driver's error. test/unit/runtime/tsan.sh runs
// this under ThreadSanitizer.
#include "FakeAccess.h"

#include <tritonc/runtime.h>

#include <catch2/catch.hpp>

#include <atomic>
#include <chrono>
#include <memory>
#include <cstdio>
#include <string>
#include <thread>
#include <vector>

using namespace tritonc;

namespace {
constexpr int kThreads = 16;
constexpr int kLaunchesPerThread = 1000;
constexpr int kStreamsPerContext = 3;     // plus the default stream
constexpr int kDestroyedStreamEvery = 50; // every 50th launch of a thread
constexpr int kMaxElements = 700;

// Distinct images, so the fake counts each module's loads on its own.
const char *const kImages[] = {"FAKE-ADD 64 (stress)", "FAKE-ADD 128 (stress)", "FAKE-ADD 256 (stress)"};
constexpr unsigned kBlocks[] = {64, 128, 256};

struct ThreadResult {
  int ok = 0;
  int wrongElements = 0;
  int refused = 0;  // launches on the destroyed stream that failed as expected
  std::string firstError;
  void fail(const std::string &what) {
    if (firstError.empty())
      firstError = what;
  }
};

// An exactly representable sum that differs for every thread, launch and element.
float xValue(int thread, int launch, int i) { return static_cast<float>(thread * 4096 + i); }
float yValue(int thread, int launch, int i) { return static_cast<float>(launch * 8 + (i % 8)) * 0.5f; }
} // namespace

TEST_CASE("Many threads launch across contexts and streams at once", "[.fakedriver]") {
  FakeCudaState &state = fake::state();

  // Four contexts: the primary contexts of both fake devices and two created ones.
  std::vector<void *> contexts;
  for (int device = 0; device < 2; ++device) {
    REQUIRE(fake::useDevice(device) == 0);
    contexts.push_back(fake::current());
  }
  std::vector<void *> created(2, nullptr);
  for (void *&context : created) {
    REQUIRE(fake::createContext(&context, 0) == 0);
    contexts.push_back(context);
  }
  // Per context: the default stream, kStreamsPerContext streams, and one destroyed stream.
  std::vector<std::vector<Stream>> streams(contexts.size());
  std::vector<Stream> destroyed(contexts.size(), nullptr);
  for (std::size_t c = 0; c < contexts.size(); ++c) {
    REQUIRE(fake::setCurrent(contexts[c]) == 0);
    streams[c].push_back(nullptr);
    for (int s = 0; s < kStreamsPerContext; ++s) {
      Stream stream = nullptr;
      REQUIRE(device::createStream(&stream).ok());
      streams[c].push_back(stream);
    }
    REQUIRE(device::createStream(&destroyed[c]).ok());
    REQUIRE(device::destroyStream(destroyed[c]).ok());
  }
  REQUIRE(fake::setCurrent(nullptr) == 0);

  // Fresh Kernel objects: the first launches in every context race.
  std::vector<std::unique_ptr<Kernel>> kernels;
  for (const char *image : kImages)
    kernels.push_back(std::make_unique<Kernel>(image, std::string(image).size(), "add_kernel", 4, 0));

  const int launchesBefore = state.launches;
  const int loadsBefore = state.moduleLoads;
  std::atomic<int> waiting{kThreads};
  std::vector<ThreadResult> results(kThreads);
  std::vector<std::thread> threads;
  const auto start = std::chrono::steady_clock::now();
  for (int t = 0; t < kThreads; ++t)
    threads.emplace_back([&, t] {
      ThreadResult &result = results[t];
      // "Device" memory is host memory in the fake; any context may use it.
      std::vector<float> x(kMaxElements), y(kMaxElements), out(kMaxElements);
      float *dx = nullptr, *dy = nullptr, *dout = nullptr;
      if (fake::setCurrent(contexts[t % contexts.size()]) != 0 ||
          !device::allocate(&dx, kMaxElements).ok() || !device::allocate(&dy, kMaxElements).ok() ||
          !device::allocate(&dout, kMaxElements).ok()) {
        result.fail("setup failed");
        --waiting;
        return;
      }
      --waiting;
      while (waiting.load() > 0)
        std::this_thread::yield();  // start together, so first launches race
      for (int i = 0; i < kLaunchesPerThread; ++i) {
        const std::size_t c = static_cast<std::size_t>(t + i) % contexts.size();
        if (fake::setCurrent(contexts[c]) != 0) {
          result.fail("cuCtxSetCurrent failed");
          continue;
        }
        Kernel &kernel = *kernels[static_cast<std::size_t>(t * 7 + i) % kernels.size()];
        const unsigned block = kBlocks[static_cast<std::size_t>(t * 7 + i) % kernels.size()];
        int n = 1 + (t * 131 + i * 17) % kMaxElements;
        void *args[] = {&dx, &dy, &dout, &n};
        if (i % kDestroyedStreamEvery == kDestroyedStreamEvery - 1) {
          Status s = kernel.launch(destroyed[c], Dim3{cdiv(n, block)}, args);
          if (s.code() == 400 && s.message() == "cuLaunchKernel failed: CUDA_ERROR_INVALID_HANDLE "
                                                "(invalid resource handle) while launching kernel 'add_kernel'")
            ++result.refused;
          else
            result.fail("destroyed stream: " + std::to_string(s.code()) + " " + s.message());
          continue;
        }
        for (int e = 0; e < n; ++e) {
          x[e] = xValue(t, i, e);
          y[e] = yValue(t, i, e);
        }
        Stream stream = streams[c][static_cast<std::size_t>(i) % streams[c].size()];
        Status s = device::copyToDevice(dx, x.data(), n * sizeof(float));
        if (s.ok())
          s = device::copyToDevice(dy, y.data(), n * sizeof(float));
        if (s.ok())
          s = device::memset(dout, 0xff, n * sizeof(float));  // NaN: a skipped element shows
        if (s.ok())
          s = kernel.launch(stream, Dim3{cdiv(n, block)}, args);
        if (s.ok())
          s = device::synchronize(stream);
        if (s.ok())
          s = device::copyToHost(out.data(), dout, n * sizeof(float));
        if (!s.ok()) {
          result.fail(s.message());
          continue;
        }
        ++result.ok;
        for (int e = 0; e < n; ++e)
          if (out[e] != xValue(t, i, e) + yValue(t, i, e))
            ++result.wrongElements;
      }
      (void)device::free(dx);
      (void)device::free(dy);
      (void)device::free(dout);
    });
  for (std::thread &thread : threads)
    thread.join();
  const double seconds =
      std::chrono::duration<double>(std::chrono::steady_clock::now() - start).count();

  int ok = 0, refused = 0;
  for (const ThreadResult &result : results) {
    CHECK(result.firstError == "");
    CHECK(result.wrongElements == 0);
    ok += result.ok;
    refused += result.refused;
  }
  constexpr int kRefused = kThreads * (kLaunchesPerThread / kDestroyedStreamEvery);
  CHECK(refused == kRefused);
  CHECK(ok == kThreads * kLaunchesPerThread - kRefused);
  CHECK(state.launches - launchesBefore == ok);
  // Exactly one load of each module in each context, whatever the races.
  CHECK(state.moduleLoads - loadsBefore == static_cast<int>(contexts.size() * kernels.size()));
  for (void *context : contexts)
    for (const char *image : kImages)
      CHECK(fake::moduleLoadsIn(context, image) == 1);
  std::printf("stress: %d threads, %d launches (%d refused on a destroyed stream) over %zu contexts "
              "x %d streams, %.2f s\n",
              kThreads, ok + refused, refused, contexts.size(), kStreamsPerContext + 1, seconds);

  for (std::size_t c = 0; c < contexts.size(); ++c) {
    REQUIRE(fake::setCurrent(contexts[c]) == 0);
    for (Stream stream : streams[c])
      CHECK(device::destroyStream(stream).ok());
  }
  for (void *context : created)
    CHECK(fake::destroyContext(context) == 0);
  REQUIRE(fake::setCurrent(nullptr) == 0);
}
