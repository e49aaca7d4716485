#include <tritonc/Tuning.h>

#include "Driver.h"

#include <algorithm>
#include <cstdint>
#include <cstdio>
#include <cstdlib>
#include <fstream>
#include <limits>
#include <mutex>

namespace tritonc {
namespace tuning {

using namespace driver;

namespace {
struct Choice {
  const Family *family;
  int device;
  std::string deviceName;
  std::string keyText;
  int config;
  std::vector<double> timesMs;  // per config; NaN: did not run
};

std::mutex &choicesMutex() {
  static std::mutex mutex;
  return mutex;
}
std::vector<Choice> &choices() {
  static std::vector<Choice> list;
  return list;
}

Status currentDevice(const Api **d, int *device) {
  CUcontext context = nullptr;
  if (Status status = prepare(d, &context); !status.ok())
    return status;
  CUdevice ordinal = 0;
  Status status = check(**d, (*d)->cuCtxGetDevice(&ordinal), "cuCtxGetDevice");
  *device = ordinal;
  return status;
}

int findChoice(const Family &family, int device, const std::string &keyText) {
  std::lock_guard<std::mutex> lock(choicesMutex());
  for (const Choice &choice : choices())
    if (choice.family == &family && choice.device == device && choice.keyText == keyText)
      return choice.config;
  return -1;
}

std::string jsonString(const std::string &text) {
  std::string out = "\"";
  for (unsigned char c : text) {
    if (c == '"' || c == '\\') {
      out += '\\';
      out += static_cast<char>(c);
    } else if (c < 0x20) {
      char escaped[8];
      std::snprintf(escaped, sizeof escaped, "\\u%04x", c);
      out += escaped;
    } else {
      out += static_cast<char>(c);
    }
  }
  return out + "\"";
}

/// The device memory tune() saves and restores: from each preserved
/// address to the end of its allocation.
struct Saved {
  CUdeviceptr at = 0, copy = 0;
  std::size_t bytes = 0;
};

Status saveBuffers(const Api &d, const std::vector<const void *> &preserved, std::vector<Saved> *saved) {
  for (const void *ptr : preserved) {
    Saved entry;
    entry.at = toDevice(ptr);
    CUdeviceptr base = 0;
    std::size_t size = 0;
    if (Status status = check(d, d.cuMemGetAddressRange_v2(&base, &size, entry.at), "cuMemGetAddressRange",
                              " (a preserved argument of the tuned kernel)");
        !status.ok())
      return status;
    entry.bytes = static_cast<std::size_t>(base + size - entry.at);
    if (Status status = check(d, d.cuMemAlloc_v2(&entry.copy, entry.bytes), "cuMemAlloc"); !status.ok())
      return status;
    saved->push_back(entry);
    if (Status status = check(d, d.cuMemcpyDtoD_v2(entry.copy, entry.at, entry.bytes), "cuMemcpyDtoD");
        !status.ok())
      return status;
  }
  return check(d, d.cuCtxSynchronize(), "cuCtxSynchronize");
}

Status restoreBuffers(const Api &d, const std::vector<Saved> &saved) {
  for (const Saved &entry : saved)
    if (Status status = check(d, d.cuMemcpyDtoD_v2(entry.at, entry.copy, entry.bytes), "cuMemcpyDtoD");
        !status.ok())
      return status;
  return check(d, d.cuCtxSynchronize(), "cuCtxSynchronize");
}

/// Milliseconds between two events recorded around `runs` launches.
Status timeLaunches(const Api &d, CUstream stream, CUevent start, CUevent stop, int runs,
                    const std::function<Status(int)> &launchConfig, int config, double *ms) {
  if (Status status = check(d, d.cuEventRecord(start, stream), "cuEventRecord"); !status.ok())
    return status;
  for (int i = 0; i < runs; ++i)
    if (Status status = launchConfig(config); !status.ok())
      return status;
  float elapsed = 0;
  Status status = check(d, d.cuEventRecord(stop, stream), "cuEventRecord");
  if (status.ok())
    status = check(d, d.cuEventSynchronize(stop), "cuEventSynchronize");
  if (status.ok())
    status = check(d, d.cuEventElapsedTime(&elapsed, start, stop), "cuEventElapsedTime");
  *ms = elapsed;
  return status;
}

/// Runs of about `budgetMs` for a launch of about `estimateMs` (at least
/// one, at most 1000, as Triton's do_bench bounds them).
int runsFor(double budgetMs, double estimateMs) {
  double runs = budgetMs / std::max(estimateMs, 1e-4);
  return static_cast<int>(std::min(1000.0, std::max(1.0, runs)));
}
} // namespace

std::string keyValue(long long value) { return std::to_string(value); }
std::string keyValue(unsigned long long value) { return std::to_string(value); }
std::string keyValue(double value) {
  char text[40];
  std::snprintf(text, sizeof text, "%.17g", value);
  std::string out = text;
  if (out.find_first_of(".eEn") == std::string::npos)  // an integral value, written as a float
    out += ".0";
  return out;
}

int cachedChoice(const Family &family, const std::string &keyText) {
  const Api *d = nullptr;
  int device = 0;
  if (!currentDevice(&d, &device).ok())
    return -1;
  return findChoice(family, device, keyText);
}

Status tune(const Family &family, const std::string &keyText, Stream stream,
            const std::vector<const void *> &preserved, const std::function<Status(int config)> &launchConfig,
            int *chosen) {
  *chosen = -1;
  const Api *dp = nullptr;
  int device = 0;
  if (Status status = currentDevice(&dp, &device); !status.ok())
    return status;
  const Api &d = *dp;
  // One tuning at a time: a second thread asking for the same key waits
  // and then finds the first one's choice.
  static std::mutex tuningMutex;
  std::lock_guard<std::mutex> lock(tuningMutex);
  if ((*chosen = findChoice(family, device, keyText)) >= 0)
    return Status();
  CUstream cuStream = static_cast<CUstream>(stream);
  if (Status status = check(d, d.cuStreamSynchronize(cuStream), "cuStreamSynchronize"); !status.ok())
    return status;
  std::vector<Saved> saved;
  CUevent start = nullptr, stop = nullptr;
  Status status = saveBuffers(d, preserved, &saved);
  if (status.ok())
    status = check(d, d.cuEventCreate(&start, 0), "cuEventCreate");
  if (status.ok())
    status = check(d, d.cuEventCreate(&stop, 0), "cuEventCreate");
  double best = std::numeric_limits<double>::infinity();
  std::vector<double> timesMs(family.configs.size(), std::numeric_limits<double>::quiet_NaN());
  Status firstFailure;
  for (int config = 0; status.ok() && config < int(family.configs.size()); ++config) {
    status = restoreBuffers(d, saved);
    if (!status.ok())
      break;
    // A config the device cannot run (too much shared memory, say) is
    // skipped, as Triton skips configs that run out of resources.
    double estimate = 0, warm = 0, timed = 0;
    Status trial = launchConfig(config);
    if (trial.ok())
      trial = check(d, d.cuStreamSynchronize(cuStream), "cuStreamSynchronize");
    if (trial.ok())
      trial = timeLaunches(d, cuStream, start, stop, 5, launchConfig, config, &estimate);
    const int reps = runsFor(family.repMs, estimate / 5);
    if (trial.ok())
      trial = timeLaunches(d, cuStream, start, stop, runsFor(family.warmupMs, estimate / 5), launchConfig, config,
                           &warm);
    if (trial.ok())
      trial = timeLaunches(d, cuStream, start, stop, reps, launchConfig, config, &timed);
    if (!trial.ok()) {
      if (firstFailure.ok())
        firstFailure = Status(trial.code(), "config " + std::to_string(config) + " (" + family.configs[config] +
                                                "): " + trial.message());
      continue;
    }
    timesMs[std::size_t(config)] = timed / reps;
    if (timed / reps < best) {
      best = timed / reps;
      *chosen = config;
    }
  }
  if (Status restored = restoreBuffers(d, saved); status.ok())
    status = restored;
  for (const Saved &entry : saved)
    d.cuMemFree_v2(entry.copy);
  if (start)
    d.cuEventDestroy_v2(start);
  if (stop)
    d.cuEventDestroy_v2(stop);
  if (!status.ok())
    return *chosen = -1, status;
  if (*chosen < 0)
    return Status(firstFailure.code(), "tuning kernel '" + family.kernel + "': no config ran: " +
                                           firstFailure.message());
  char name[256] = {};
  if (d.cuDeviceGetName(name, sizeof name - 1, device) != CUDA_SUCCESS)
    name[0] = '\0';
  {
    std::lock_guard<std::mutex> choicesLock(choicesMutex());
    choices().push_back({&family, device, name, keyText, *chosen, timesMs});
  }
  if (const char *path = std::getenv("TRITONC_TUNING_FILE"); path && *path)
    return save(path);
  return Status();
}

std::vector<double> measuredTimes(const Family &family, const std::string &keyText) {
  const Api *d = nullptr;
  int device = 0;
  if (!currentDevice(&d, &device).ok())
    return {};
  std::lock_guard<std::mutex> lock(choicesMutex());
  for (const Choice &choice : choices())
    if (choice.family == &family && choice.device == device && choice.keyText == keyText)
      return choice.timesMs;
  return {};
}

Status save(const std::string &path) {
  std::vector<Choice> all;
  {
    std::lock_guard<std::mutex> lock(choicesMutex());
    all = choices();
  }
  // One table per family, in the order of their first choice; a key chosen
  // on two devices keeps the first device's choice (a table has one entry
  // per key).
  std::vector<const Family *> families;
  for (const Choice &choice : all)
    if (std::find(families.begin(), families.end(), choice.family) == families.end())
      families.push_back(choice.family);
  std::string json = "{\n  \"tables\": [";
  for (std::size_t f = 0; f < families.size(); ++f) {
    const Family &family = *families[f];
    json += std::string(f ? "," : "") + "\n    {\n      \"kernel\": " + jsonString(family.kernel) +
            ",\n      \"key\": [";
    for (std::size_t k = 0; k < family.key.size(); ++k)
      json += (k ? ", " : "") + jsonString(family.key[k]);
    json += "],\n      \"entries\": [";
    std::vector<std::string> written;
    for (const Choice &choice : all) {
      if (choice.family != &family ||
          std::find(written.begin(), written.end(), choice.keyText) != written.end())
        continue;
      json += std::string(written.empty() ? "" : ",") + "\n        {\"key\": [" + choice.keyText +
              "], \"config\": " +
              std::to_string(std::size_t(choice.config) < family.configIndices.size()
                                 ? family.configIndices[std::size_t(choice.config)]
                                 : choice.config) +
              ", \"config_text\": " + jsonString(family.configs[std::size_t(choice.config)]) +
              ", \"device\": " + jsonString(choice.deviceName) + "}";
      written.push_back(choice.keyText);
    }
    json += "\n      ]\n    }";
  }
  json += "\n  ]\n}\n";
  // Written next to the destination and renamed, so a reader never sees
  // half a table.
  const std::string temporary = path + ".tmp";
  {
    std::ofstream out(temporary, std::ios::binary | std::ios::trunc);
    out << json;
    if (!out.good())
      return Status(kInvalidArgument, "cannot write the tuning table '" + temporary + "'");
  }
  if (std::rename(temporary.c_str(), path.c_str()) != 0) {
    std::remove(temporary.c_str());
    return Status(kInvalidArgument, "cannot write the tuning table '" + path + "'");
  }
  return Status();
}

} // namespace tuning
} // namespace tritonc
