// CPU launches: every program instance of a grid runs on a pool of worker
// threads, in chunks of consecutive instances (x fastest, then y, then z).
//
// The pool starts on the first launch and lives until the process exits
// (it is never destroyed, so no worker outlives the state it waits on).
// Workers get large stacks: a kernel keeps whole tiles in SIMD values, which
// spill to the stack. Launches from several threads queue up; each launch
// returns when all its instances have run.
#include <tritonc/CpuKernel.h>

#include <pthread.h>

#include <algorithm>
#include <atomic>
#include <climits>
#include <condition_variable>
#include <cstdlib>
#include <deque>
#include <mutex>
#include <string>
#include <thread>

namespace tritonc {
namespace cpu {
namespace {

constexpr std::size_t kWorkerStackBytes = std::size_t(64) << 20;

struct Launch;

/// What compiled code sees as its context: the ABI part first.
struct AssertContext {
  tritonc_cpu_context base;
  Launch *launch;
};

struct Launch {
  AssertContext context;
  const char *kernel;
  tritonc_cpu_entry_fn *entry;
  void **args;
  std::int32_t num[3];
  std::uint64_t total;
  std::uint64_t chunk;
  std::uint64_t next = 0;  // first unclaimed instance (under the pool's mutex)

  std::atomic<bool> failed{false};
  std::mutex mutex;  // guards completed, failure
  std::condition_variable finished;
  std::uint64_t completed = 0;
  std::string failure;

  void run(std::uint64_t begin, std::uint64_t end) {
    const std::uint64_t nx = static_cast<std::uint64_t>(num[0]);
    const std::uint64_t nxy = nx * static_cast<std::uint64_t>(num[1]);
    for (std::uint64_t i = begin; i < end && !failed.load(std::memory_order_relaxed); ++i) {
      auto x = static_cast<std::int32_t>(i % nx);
      auto y = static_cast<std::int32_t>((i % nxy) / nx);
      auto z = static_cast<std::int32_t>(i / nxy);
      entry(args, x, y, z, num[0], num[1], num[2], &context.base);
    }
    std::lock_guard<std::mutex> lock(mutex);
    completed += end - begin;
    if (completed == total)
      finished.notify_all();  // under the lock: the launch outlives this call
  }
};

void assertFail(tritonc_cpu_context *context, const char *message, const char *file,
                std::int32_t line, const char *function, std::int32_t x, std::int32_t y,
                std::int32_t z) {
  Launch *launch = reinterpret_cast<AssertContext *>(context)->launch;
  std::lock_guard<std::mutex> lock(launch->mutex);
  if (launch->failed.exchange(true))
    return;  // the first failure is reported
  launch->failure = std::string(file) + ":" + std::to_string(line) + ": " + function +
                    ": program (" + std::to_string(x) + ", " + std::to_string(y) + ", " +
                    std::to_string(z) + "): Assertion `" + message + "` failed";
}

unsigned configuredThreads() {
  if (const char *env = std::getenv("TRITONC_CPU_THREADS")) {
    char *end = nullptr;
    long n = std::strtol(env, &end, 10);
    if (end != env && *end == '\0' && n > 0)
      return static_cast<unsigned>(std::min<long>(n, 1024));
  }
  return std::max(1u, std::thread::hardware_concurrency());
}

class Pool {
public:
  explicit Pool(unsigned threads) : threads_(threads) {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, kWorkerStackBytes);
    pthread_attr_setdetachstate(&attr, PTHREAD_CREATE_DETACHED);
    started_ = 0;
    for (unsigned i = 0; i < threads; ++i) {
      pthread_t thread;
      if (pthread_create(&thread, &attr, &Pool::main, this) == 0)
        ++started_;
    }
    pthread_attr_destroy(&attr);
  }

  unsigned threads() const { return threads_; }
  unsigned started() const { return started_; }

  void submit(Launch *launch) {
    {
      std::lock_guard<std::mutex> lock(mutex_);
      queue_.push_back(launch);
    }
    work_.notify_all();
  }

private:
  static void *main(void *self) {
    static_cast<Pool *>(self)->loop();
    return nullptr;
  }

  void loop() {
    for (;;) {
      Launch *launch;
      std::uint64_t begin, end;
      {
        std::unique_lock<std::mutex> lock(mutex_);
        work_.wait(lock, [this] { return !queue_.empty(); });
        launch = queue_.front();
        begin = launch->next;
        end = std::min(launch->total, begin + launch->chunk);
        launch->next = end;
        if (end == launch->total)
          queue_.pop_front();  // fully claimed: no worker looks at it again
      }
      launch->run(begin, end);
    }
  }

  unsigned threads_;
  unsigned started_;
  std::mutex mutex_;
  std::condition_variable work_;
  std::deque<Launch *> queue_;
};

Pool &pool() {
  static Pool *instance = new Pool(configuredThreads());  // never destroyed
  return *instance;
}

} // namespace

unsigned threadCount() { return pool().threads(); }

Status launch(const char *kernel, tritonc_cpu_entry_fn *entry, Dim3 grid, void **args) {
  if (grid.x == 0 || grid.y == 0 || grid.z == 0)
    return Status::success();
  const unsigned dims[3] = {grid.x, grid.y, grid.z};
  for (unsigned d : dims)
    if (d > static_cast<unsigned>(INT_MAX))
      return Status(kGridTooLarge, "grid (" + std::to_string(grid.x) + ", " +
                                       std::to_string(grid.y) + ", " + std::to_string(grid.z) +
                                       ") of kernel '" + kernel +
                                       "' has a dimension above 2^31-1 (program ids are int32)");
  Pool &workers = pool();
  if (workers.started() == 0)
    return Status(kLaunchConfig, std::string("cannot start the CPU worker threads for kernel '") +
                                     kernel + "'");

  Launch launch;
  launch.context.base.assert_fail = &assertFail;
  launch.context.launch = &launch;
  launch.kernel = kernel;
  launch.entry = entry;
  launch.args = args;
  for (int d = 0; d < 3; ++d)
    launch.num[d] = static_cast<std::int32_t>(dims[d]);
  launch.total = std::uint64_t(grid.x) * grid.y * grid.z;
  // A few chunks per worker balance uneven instances without much locking.
  launch.chunk = std::max<std::uint64_t>(1, launch.total / (std::uint64_t(workers.started()) * 8));

  std::unique_lock<std::mutex> lock(launch.mutex);
  workers.submit(&launch);
  launch.finished.wait(lock, [&] { return launch.completed == launch.total; });
  if (launch.failed.load())
    return Status(kDeviceAssert, "device assert failed in kernel '" + std::string(kernel) +
                                     "': " + launch.failure);
  return Status::success();
}

} // namespace cpu
} // namespace tritonc
