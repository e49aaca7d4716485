// A stand-in for the tritonc compiler with the same command line, for
// testing add_tile_kernel() and the installed CMake package without the
// real compiler or a GPU. It writes the real launcher (this library's
// generators) around a FakeCuda image "FAKE-ADD <BLOCK_SIZE>", so the
// result runs on test/unit/runtime/FakeCuda. Parameter names come from
// the `def <kernel>(...)` line of the source.
#include "launcher/KernelInfo.h"

#include <cstdio>
#include <fstream>
#include <map>
#include <optional>
#include <sstream>
#include <string>

using namespace tritonc::launcher;

namespace {
bool writeFile(const std::string &path, const std::string &text) {
  std::ofstream out(path, std::ios::binary);
  out << text;
  return out.good();
}

std::string trim(const std::string &text) {
  std::size_t begin = text.find_first_not_of(" \t\r\n");
  std::size_t end = text.find_last_not_of(" \t\r\n");
  return begin == std::string::npos ? std::string() : text.substr(begin, end - begin + 1);
}

int fail(const std::string &message) {
  std::fprintf(stderr, "fake-tritonc: error: %s\n", message.c_str());
  return 1;
}
} // namespace

int main(int argc, char **argv) {
  std::map<std::string, std::string> options;
  std::map<std::string, std::string> defines;
  KernelInfo info;
  std::string source;
  for (int i = 1; i < argc; ++i) {
    std::string arg = argv[i];
    auto value = [&]() { return i + 1 < argc ? std::string(argv[++i]) : std::string(); };
    if (arg == "-D" || (arg.rfind("-D", 0) == 0 && arg.size() > 2)) {
      std::string definition = arg == "-D" ? value() : arg.substr(2);
      std::size_t eq = definition.find('=');
      defines[definition.substr(0, eq)] = eq == std::string::npos ? "True" : definition.substr(eq + 1);
      info.constexprs.emplace_back(definition.substr(0, eq), defines[definition.substr(0, eq)]);
    } else if (arg == "--arch") {
      info.archs.push_back(value());
    } else if (arg == "-MD") {
    } else if (arg == "--file-prefix-map") {
      value(); // names in outputs: the fake records the source as given
    } else if (arg == "-o" || arg == "--kernel" || arg == "--signature" || arg == "--num-warps" ||
               arg == "--num-stages" || arg == "--header" || arg == "--metadata" || arg == "-MF") {
      options[arg] = value();
    } else if (arg[0] != '-') {
      source = arg;
    } else {
      return fail("unknown option " + arg);
    }
  }
  for (const char *required : {"-o", "--kernel", "--signature", "--header"})
    if (!options.count(required))
      return fail(std::string(required) + " is required");

  std::ifstream in(source);
  std::stringstream text;
  text << in.rdbuf();
  const std::string def = "def " + options["--kernel"] + "(";
  std::size_t start = text.str().find(def);
  if (!in || start == std::string::npos)
    return fail("no '" + def + "' in " + source);
  std::size_t open = start + def.size();
  std::stringstream names(text.str().substr(open, text.str().find(')', open) - open));
  std::stringstream signature(options["--signature"]);
  for (std::string name; std::getline(names, name, ',');) {
    name = trim(name.substr(0, name.find_first_of(":=")));
    if (defines.count(name))
      continue;
    std::string entry;
    if (!std::getline(signature, entry, ','))
      return fail("the signature has fewer entries than parameters");
    LauncherParam param;
    param.name = name;
    std::stringstream parts(trim(entry));
    std::string type;
    std::getline(parts, type, ':');
    std::optional<tritonc::DType> dtype = tritonc::DType::parse(type);
    if (!dtype)
      return fail("parameter '" + name + "' has unknown type '" + type + "'");
    param.type = *dtype;
    for (std::string hint; std::getline(parts, hint, ':');) {
      if (hint == "1")
        param.equalsOne = true, param.passedToKernel = false;
      else
        param.divisibility = std::stoi(hint);
    }
    info.params.push_back(param);
  }

  const std::string &output = options["-o"];
  info.name = info.symbol = options["--kernel"];
  info.numWarps = options.count("--num-warps") ? std::stoi(options["--num-warps"]) : 4;
  info.numStages = options.count("--num-stages") ? std::stoi(options["--num-stages"]) : 3;
  info.binaryKind = output.substr(output.rfind('.') + 1);
  info.sourcePath = source;
  info.compilerVersion = "fake";
  if (std::string problem = checkKernelInfo(info); !problem.empty())
    return fail(problem);

  const std::string image = "FAKE-ADD " + (defines.count("BLOCK_SIZE") ? defines["BLOCK_SIZE"] : "1");
  const std::string header = options["--header"];
  const std::string headerName = header.substr(header.find_last_of('/') + 1);
  const std::string launcher = header.substr(0, header.rfind('.')) + ".cpp";
  bool ok = writeFile(output, image) && writeFile(header, generateLauncherHeader(info, headerName)) &&
            writeFile(launcher, generateLauncherSource(info, headerName,
                                                       std::vector<std::uint8_t>(image.begin(), image.end())));
  if (ok && options.count("--metadata"))
    ok = writeFile(options["--metadata"], generateMetadataJson(info));
  if (ok && options.count("-MF"))
    ok = writeFile(options["-MF"], output + ": " + source + "\n");
  return ok ? 0 : fail("cannot write the outputs");
}
