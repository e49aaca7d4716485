//===- RegisterBudget.cpp - ptxas's register budget for spilling kernels --===//
#include "target/RegisterBudget.h"

#include "llvm/ADT/StringRef.h"

#include <algorithm>

namespace tritonc {

namespace {
unsigned totalSpillStores(const PtxasReport &report) {
  unsigned total = 0;
  for (const PtxasFunctionUsage &f : report.functions)
    total += f.spillStores;
  return total;
}
} // namespace

unsigned registerBudget(unsigned threads) {
  if (threads == 0)
    return 255;
  // Registers are allocated per warp in units of 8 per thread.
  unsigned perThread = 65536 / (((threads + 31) / 32) * 32);
  return std::min(255u, perThread / 8 * 8);
}

unsigned declaredBlockSize(const std::string &ptx) {
  llvm::StringRef text(ptx);
  size_t at = text.find(".maxntid");
  if (at == llvm::StringRef::npos)
    return 0;
  llvm::StringRef rest = text.substr(at + 8).ltrim();
  unsigned threads = 1;
  for (int dimension = 0; dimension < 3; ++dimension) {
    unsigned extent = 0;
    if (rest.consumeInteger(10, extent))
      break;
    threads *= extent;
    rest = rest.ltrim();
    if (!rest.consume_front(","))
      break;
    rest = rest.ltrim();
  }
  return threads;
}

std::string withOneBlockPerSM(const std::string &ptx) {
  std::string out;
  llvm::StringRef text(ptx);
  while (!text.empty()) {
    auto [line, rest] = text.split('\n');
    out += line.str();
    if (!rest.empty() || text.ends_with("\n"))
      out += '\n';
    if (line.trim().starts_with(".maxntid") && !rest.ltrim().starts_with(".minnctapersm"))
      out += ".minnctapersm 1\n";
    text = rest;
  }
  return out;
}

bool spillsBelowBudget(const PtxasReport &report, unsigned threads) {
  const unsigned budget = registerBudget(threads);
  return std::any_of(report.functions.begin(), report.functions.end(), [&](const PtxasFunctionUsage &f) {
    return f.spillStores > 0 && f.registers < budget;
  });
}

llvm::Expected<CubinResult> assembleWithRegisterBudget(const std::string &ptx, const GpuArch &arch,
                                                       DeviceDebugInfo debug, std::string *assembledPtx) {
  *assembledPtx = ptx;
  llvm::Expected<CubinResult> first = assemblePTX(ptx, arch, debug);
  if (!first)
    return first;
  const unsigned threads = declaredBlockSize(ptx);
  PtxasReport report = parsePtxasReport(first->log);
  if (threads == 0 || !spillsBelowBudget(report, threads))
    return first;
  std::string relaxed = withOneBlockPerSM(ptx);
  if (relaxed == ptx)
    return first;
  llvm::Expected<CubinResult> second = assemblePTX(relaxed, arch, debug);
  if (!second) {
    llvm::consumeError(second.takeError());  // the first assembly stands
    return first;
  }
  if (totalSpillStores(parsePtxasReport(second->log)) >= totalSpillStores(report))
    return first;
  *assembledPtx = std::move(relaxed);
  return second;
}

} // namespace tritonc
