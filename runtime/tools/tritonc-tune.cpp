// tritonc-tune: tunes an autotuned kernel on this machine's GPU, without
// Python, and writes the tuning table tritonc --tuning-table embeds.
//
//   tritonc kernel.py --config all -o kernel.h        (any machine)
//   c++ -shared -fPIC kernel.cpp -ltritonc_runtime -o libkernel.so
//   tritonc-tune libkernel.so shapes.json -o table.json   (the target GPU)
//
// The library is the family launcher tritonc wrote for every
// @triton.autotune config; it exports tritonc_tunable_<kernel>()
// (tritonc/Tuning.h). For each shape of shapes.json (Shapes.h) the tool
// allocates and fills the buffers, then runs the launcher's own tuner:
// every config timed on the stream, the fastest kept, as a launch of the
// family would on first use. The table lists the choices in the shapes'
// order, so it is the same file whenever the timings choose the same.
#include "Shapes.h"

#include <tritonc/runtime.h>

#include <dlfcn.h>

#include <algorithm>
#include <cmath>
#include <cstdio>
#include <cstring>
#include <random>
#include <string>
#include <vector>

using namespace tritonc;
using namespace tritonc::tune;

namespace {
const char *kUsage =
    "usage: tritonc-tune LIBRARY SHAPES.json -o TABLE.json [--kernel NAME] [--device N] [--seed N]\n"
    "  LIBRARY      a shared library built from the launcher tritonc --config all wrote\n"
    "  SHAPES.json  the problem shapes (runtime/tools/Shapes.h describes the format)\n"
    "  -o           the tuning table to write (tritonc --tuning-table reads it)\n"
    "  --kernel     the kernel's launcher namespace (default: the file's \"kernel\")\n"
    "  --device     the GPU to tune on (default 0)\n"
    "  --seed       the seed of the buffers' random contents (default 1)\n";

int fail(const std::string &message) {
  std::fprintf(stderr, "tritonc-tune: error: %s\n", message.c_str());
  return 1;
}

struct Options {
  std::string library, shapes, output, kernel;
  int device = 0;
  unsigned seed = 1;
};

bool parseNumber(const char *text, long long low, long long high, long long *value) {
  char *end = nullptr;
  long long v = std::strtoll(text, &end, 10);
  if (!end || *end || end == text || v < low || v > high)
    return false;
  *value = v;
  return true;
}

bool parseOptions(int argc, char **argv, Options &options, std::string &error) {
  std::vector<std::string> positional;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&](const char *name) -> const char * {
      if (i + 1 >= argc) {
        error = std::string(name) + " needs a value";
        return nullptr;
      }
      return argv[++i];
    };
    long long number = 0;
    if (arg == "-o" || arg == "--output") {
      const char *v = value("-o");
      if (!v)
        return false;
      options.output = v;
    } else if (arg == "--kernel") {
      const char *v = value("--kernel");
      if (!v)
        return false;
      options.kernel = v;
    } else if (arg == "--device" || arg == "--seed") {
      const char *v = value(arg.c_str());
      if (!v)
        return false;
      if (!parseNumber(v, 0, arg == "--device" ? 1023 : 0xFFFFFFFFll, &number)) {
        error = arg + " takes a non-negative integer, not '" + v + "'";
        return false;
      }
      if (arg == "--device")
        options.device = int(number);
      else
        options.seed = unsigned(number);
    } else if (!arg.empty() && arg[0] == '-') {
      error = "unknown option '" + arg + "'";
      return false;
    } else {
      positional.push_back(arg);
    }
  }
  if (positional.size() != 2 || options.output.empty()) {
    error = positional.size() != 2 ? "give the library and the shapes file" : "give the table to write with -o";
    return false;
  }
  options.library = positional[0];
  options.shapes = positional[1];
  return true;
}

/// Random contents for a buffer of `param`'s element type, as bytes.
std::vector<unsigned char> contents(const ParamInfo &param, const Argument &arg, std::mt19937_64 &random) {
  const std::size_t size = param.elementBytes();
  std::vector<unsigned char> bytes(arg.elements * size);
  const std::string element = param.type.substr(1);
  const bool floating = element.rfind("fp", 0) == 0 || element == "bf16";
  std::uniform_real_distribution<double> real(-1.0, 1.0);
  std::uniform_int_distribution<std::int64_t> integer(arg.fill == "randint" ? arg.low : 0,
                                                      arg.fill == "randint" ? arg.high - 1 : 7);
  for (std::size_t i = 0; i < arg.elements; ++i) {
    unsigned char *at = bytes.data() + i * size;
    double value = arg.fill == "zeros" ? 0 : arg.fill == "ones" ? 1 : 0;
    bool drawn = arg.fill == "random" || arg.fill == "randint";
    if (drawn)
      value = floating && arg.fill == "random" ? real(random) : double(integer(random));
    if (element == "fp32") {
      float f = float(value);
      std::memcpy(at, &f, 4);
    } else if (element == "fp64") {
      std::memcpy(at, &value, 8);
    } else if (element == "fp16" || element == "bf16") {
      // Through float: bf16 is its top half; fp16 rounds the exponent
      // range of the values drawn here (|x| <= 2^20) exactly enough.
      float f = float(value);
      std::uint32_t bits;
      std::memcpy(&bits, &f, 4);
      std::uint16_t half;
      if (element == "bf16") {
        half = std::uint16_t((bits + 0x7FFF + ((bits >> 16) & 1)) >> 16);
      } else {
        std::uint32_t sign = (bits >> 16) & 0x8000, exponent = (bits >> 23) & 0xFF, mantissa = bits & 0x7FFFFF;
        if (exponent < 103)
          half = std::uint16_t(sign);  // too small for fp16: zero
        else if (exponent < 113)       // subnormal
          half = std::uint16_t(sign | ((mantissa | 0x800000) >> (126 - exponent)));
        else
          half = std::uint16_t(sign | ((exponent - 112) << 10) | (mantissa >> 13));
      }
      std::memcpy(at, &half, 2);
    } else if (element.rfind("fp8", 0) == 0) {
      // Small finite values in both e4m3 and e5m2.
      *at = drawn ? static_cast<unsigned char>(0x20 + (integer(random) & 0x1F)) : 0;
    } else {
      std::int64_t v = std::int64_t(value);
      std::memcpy(at, &v, size);  // little-endian: the low bytes
    }
  }
  return bytes;
}

struct GridContext {
  const Shape *shape;
  const std::vector<ParamInfo> *params;
  const tuning::Tunable *tunable;
  std::string error;
};

Dim3 gridOf(const double *fields, void *user) {
  GridContext &context = *static_cast<GridContext *>(user);
  auto lookup = [&](const std::string &name, std::int64_t *value) {
    for (int f = 0; f < context.tunable->fieldCount; ++f)
      if (name == context.tunable->fields[f]) {
        *value = std::int64_t(std::llround(fields[f]));
        return true;
      }
    for (std::size_t p = 0; p < context.params->size(); ++p)
      if (name == (*context.params)[p].name && !(*context.params)[p].pointer()) {
        const Argument &arg = context.shape->arguments[p];
        *value = arg.isReal ? std::int64_t(arg.real) : arg.integer;
        return true;
      }
    return false;
  };
  unsigned extents[3] = {1, 1, 1};
  for (std::size_t d = 0; d < context.shape->grid.size(); ++d) {
    std::int64_t value = 0;
    std::string problem;
    if (!context.shape->grid[d]->evaluate(lookup, &value, problem) || value < 0 || value > 0x7FFFFFFF) {
      if (context.error.empty())
        context.error = "grid '" + context.shape->grid[d]->text() + "': " +
                        (problem.empty() ? "gives " + std::to_string(value) + ", not a grid extent" : problem);
      return Dim3{0, 0, 0};  // launches nothing; the error is reported after tuning
    }
    extents[d] = unsigned(value);
  }
  return Dim3{extents[0], extents[1], extents[2]};
}

std::string milliseconds(double ms) {
  if (std::isnan(ms))
    return "failed";
  char text[32];
  std::snprintf(text, sizeof text, "%.4f", ms);
  return text;
}

/// Tunes one shape: buffers allocated and filled, the family's tuner run.
bool tuneShape(const tuning::Tunable &tunable, const std::vector<ParamInfo> &params, const Shape &shape,
               std::size_t index, std::size_t count, std::mt19937_64 &random, Stream stream,
               std::vector<std::string> &keysTuned) {
  std::vector<void *> buffers;
  auto release = [&] {
    for (void *buffer : buffers)
      (void)device::free(buffer);  // nothing to do about a failure here
  };
  // Each argument's value as the launcher's parameter type holds it.
  std::vector<std::vector<unsigned char>> storage(params.size());
  std::vector<void *> args(params.size());
  for (std::size_t p = 0; p < params.size(); ++p) {
    const ParamInfo &param = params[p];
    const Argument &arg = shape.arguments[p];
    storage[p].assign(8, 0);
    if (param.pointer()) {
      void *buffer = nullptr;
      std::vector<unsigned char> bytes = contents(param, arg, random);
      Status status = device::malloc(&buffer, bytes.size());
      if (status.ok())
        buffers.push_back(buffer);
      if (status.ok())
        status = device::copyToDevice(buffer, bytes.data(), bytes.size());
      if (!status.ok()) {
        release();
        fail("shape " + std::to_string(index) + ": argument '" + param.name + "' (" +
             std::to_string(bytes.size()) + " bytes): " + status.message());
        return false;
      }
      std::memcpy(storage[p].data(), &buffer, sizeof buffer);
    } else if (param.type == "fp32") {
      float f = float(arg.real);
      std::memcpy(storage[p].data(), &f, 4);
    } else if (param.type == "fp64") {
      std::memcpy(storage[p].data(), &arg.real, 8);
    } else if (param.type == "i1") {
      bool b = arg.integer != 0;
      std::memcpy(storage[p].data(), &b, sizeof b);
    } else if (param.elementBytes() > 0 && param.type.rfind("fp", 0) != 0 && param.type != "bf16") {
      std::memcpy(storage[p].data(), &arg.integer, param.elementBytes());
    } else {
      release();
      fail("argument '" + param.name + "': a " + param.type + " scalar is not supported by tritonc-tune");
      return false;
    }
    args[p] = storage[p].data();
  }
  GridContext context{&shape, &params, &tunable, std::string()};
  const std::string key = tunable.keyText(args.data());
  std::fprintf(stderr, "[%zu/%zu] %s (key %s): ", index + 1, count, shape.description.c_str(), key.c_str());
  std::fflush(stderr);
  int chosen = -1;
  Status status = tunable.tune(&chosen, stream, &gridOf, &context, args.data());
  if (status.ok())
    status = device::synchronize(stream);
  release();
  if (!context.error.empty()) {
    std::fprintf(stderr, "\n");
    fail("shape " + std::to_string(index) + ": " + context.error);
    return false;
  }
  if (!status.ok()) {
    std::fprintf(stderr, "\n");
    fail("shape " + std::to_string(index) + ": " + status.message());
    return false;
  }
  const tuning::Family &family = *tunable.family;
  const bool before = std::find(keysTuned.begin(), keysTuned.end(), key) != keysTuned.end();
  keysTuned.push_back(key);
  std::vector<double> times = before ? std::vector<double>() : tunable.measuredTimes(family, key);
  std::string all;
  for (std::size_t c = 0; c < times.size(); ++c)
    all += (c ? " " : "") + milliseconds(times[c]);
  std::fprintf(stderr, "config %d (%s)%s%s\n", std::size_t(chosen) < family.configIndices.size()
                                                   ? family.configIndices[std::size_t(chosen)]
                                                   : chosen,
               family.configs[std::size_t(chosen)].c_str(),
               times.empty() ? ", tuned before" : (", " + milliseconds(times[std::size_t(chosen)]) + " ms").c_str(),
               times.empty() ? "" : ("; every config (ms): " + all).c_str());
  return true;
}
} // namespace

int main(int argc, char **argv) {
  Options options;
  std::string error;
  for (int i = 1; i < argc; ++i)
    if (std::strcmp(argv[i], "--help") == 0 || std::strcmp(argv[i], "-h") == 0) {
      std::fputs(kUsage, stdout);
      return 0;
    }
  if (!parseOptions(argc, argv, options, error)) {
    std::fprintf(stderr, "tritonc-tune: error: %s\n%s", error.c_str(), kUsage);
    return 1;
  }
  std::string kernel = options.kernel;
  if (kernel.empty()) {
    kernel = kernelOfShapes(options.shapes, error);
    if (!error.empty())
      return fail(error);
    if (kernel.empty())
      return fail("name the kernel with --kernel or \"kernel\" in " + options.shapes);
  }
  void *library = dlopen(options.library.c_str(), RTLD_NOW | RTLD_LOCAL);
  if (!library)
    return fail("cannot load '" + options.library + "': " + dlerror());
  const std::string symbol = "tritonc_tunable_" + kernel;
  auto entry = reinterpret_cast<const tuning::Tunable *(*)()>(dlsym(library, symbol.c_str()));
  if (!entry)
    return fail("'" + options.library + "' has no autotuned family '" + kernel + "' (no " + symbol +
                "): build it from the launcher tritonc --config all writes");
  const tuning::Tunable *tunable = entry();
  if (!tunable || tunable->version != tuning::Tunable::kVersion)
    return fail("'" + options.library + "' was built against another version of the tritonc runtime");
  std::vector<ParamInfo> params;
  for (int p = 0; p < tunable->paramCount; ++p)
    params.push_back({tunable->params[p].name, tunable->params[p].type});
  ShapesFile shapes;
  if (!readShapes(options.shapes, params, shapes, error))
    return fail(error);
  if (!shapes.kernel.empty() && !options.kernel.empty() && shapes.kernel != options.kernel)
    return fail(options.shapes + " is for the kernel '" + shapes.kernel + "', not '" + options.kernel + "'");
  if (Status status = device::setDevice(options.device); !status.ok())
    return fail("device " + std::to_string(options.device) + ": " + status.message());
  std::string gpu = "an unnamed GPU";
  if (!device::describe(&gpu).ok())
    gpu = "an unnamed GPU";
  const tuning::Family &family = *tunable->family;
  std::string key;
  for (const std::string &name : family.key)
    key += (key.empty() ? "" : ", ") + name;
  std::fprintf(stderr, "tritonc-tune: kernel '%s', %zu configs, %zu shapes, key (%s), on %s\n",
               family.kernel.c_str(), family.configs.size(), shapes.shapes.size(), key.c_str(), gpu.c_str());
  Stream stream = nullptr;
  if (Status status = device::createStream(&stream); !status.ok())
    return fail(status.message());
  std::mt19937_64 random(options.seed);
  std::vector<std::string> keysTuned;
  for (std::size_t s = 0; s < shapes.shapes.size(); ++s)
    if (!tuneShape(*tunable, params, shapes.shapes[s], s, shapes.shapes.size(), random, stream, keysTuned))
      return 1;
  (void)device::destroyStream(stream);
  if (Status status = tunable->save(options.output); !status.ok())
    return fail(status.message());
  std::fprintf(stderr, "tritonc-tune: wrote %s\n", options.output.c_str());
  return 0;
}
