// ptxas -v output: registers and spills per function, and the warnings
// tritonc words from them.
#include "target/PtxasReport.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/Diagnostics.h"
#include "mlir/Parser/Parser.h"

#include <catch2/catch.hpp>

using namespace tritonc;

namespace {

// What ptxas 13.0 printed for a 128x256 tl.dot tile with 4 warps on sm_90a.
const char *kSpilling = "ptxas info    : (C7511) Potential Performance Loss: wgmma.mma_async instructions are "
                        "serialized due to insufficient register resources for the wgmma pipeline in the "
                        "function 'k'\n"
                        "ptxas info    : 0 bytes gmem\n"
                        "ptxas info    : Compiling entry function 'k' for 'sm_90a'\n"
                        "ptxas info    : Function properties for k\n"
                        "    144 bytes stack frame, 140 bytes spill stores, 140 bytes spill loads\n"
                        "ptxas info    : Used 255 registers, used 1 barriers, 144 bytes cumulative stack size\n"
                        "ptxas info    : Compile time = 321.534 ms\n";

// A 4-warp vector add of 131072 elements on sm_90.
const char *kVectorAdd = "ptxas info    : 0 bytes gmem\n"
                         "ptxas info    : Compiling entry function 'add_kernel' for 'sm_90'\n"
                         "ptxas info    : Function properties for add_kernel\n"
                         "    20824 bytes stack frame, 38340 bytes spill stores, 36416 bytes spill loads\n"
                         "ptxas info    : Used 32 registers, used 0 barriers, 20824 bytes cumulative stack size\n";

GpuArch arch(const char *name) {
  llvm::Expected<GpuArch> a = parseGpuArch(name);
  REQUIRE(static_cast<bool>(a));
  return *a;
}

} // namespace

TEST_CASE("ptxas -v: registers, stack and spills of each function", "[ptxas]") {
  PtxasReport report = parsePtxasReport(kSpilling);
  REQUIRE(report.functions.size() == 1);
  const PtxasFunctionUsage &k = report.functions[0];
  CHECK(k.name == "k");
  CHECK(k.registers == 255);
  CHECK(k.stackFrame == 144);
  CHECK(k.spillStores == 140);
  CHECK(k.spillLoads == 140);
  REQUIRE(report.advisories.size() == 1);
  CHECK(report.advisories[0].rfind("(C7511) Potential Performance Loss: wgmma.mma_async", 0) == 0);
}

TEST_CASE("ptxas -v: nothing to read", "[ptxas]") {
  CHECK(parsePtxasReport("").functions.empty());
  CHECK(parsePtxasReport("ptxas info    : 0 bytes gmem\n").functions.empty());
}

TEST_CASE("spills below the threshold are not warned about; ptxas's advisories are", "[ptxas]") {
  std::vector<std::string> warnings = ptxasWarnings(parsePtxasReport(kSpilling), arch("sm_90a"));
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0] == "ptxas on sm_90a: (C7511) Potential Performance Loss: wgmma.mma_async instructions are "
                       "serialized due to insufficient register resources for the wgmma pipeline in the "
                       "function 'k'");
}

TEST_CASE("spills above the threshold are warned about with the numbers", "[ptxas]") {
  std::vector<std::string> warnings = ptxasWarnings(parsePtxasReport(kVectorAdd), arch("sm_90"));
  REQUIRE(warnings.size() == 1);
  CHECK(warnings[0] == "'add_kernel' spills registers to local memory on sm_90: 38340 bytes of spill stores and "
                       "36416 bytes of spill loads per thread with 32 registers used (ptxas -v; warned above 512 "
                       "bytes): a smaller tile or more warps (num_warps) keeps its values in registers");
  // The threshold is the caller's.
  CHECK(ptxasWarnings(parsePtxasReport(kVectorAdd), arch("sm_90"), 40000).empty());
  CHECK(ptxasWarnings(parsePtxasReport(kSpilling), arch("sm_90a"), 100).size() == 2);
}

TEST_CASE("the warnings are emitted at the kernel ptxas names", "[ptxas]") {
  mlir::MLIRContext context;
  context.loadDialect<mlir::LLVM::LLVMDialect>();
  mlir::OwningOpRef<mlir::ModuleOp> module = mlir::parseSourceString<mlir::ModuleOp>(
      "module {\n"
      "  llvm.func @add_kernel() { llvm.return } loc(\"add.tri\":5:5)\n"
      "}\n",
      &context);
  REQUIRE(module);
  std::vector<std::string> seen;
  mlir::ScopedDiagnosticHandler handler(&context, [&](mlir::Diagnostic &d) {
    std::string where;
    if (auto position = mlir::dyn_cast<mlir::FileLineColLoc>(d.getLocation()))
      where = position.getFilename().str() + ":" + std::to_string(position.getLine()) + ": ";
    seen.push_back(where + d.str());
    return mlir::success();
  });
  CHECK(warnAboutPtxasReport(*module, kVectorAdd, arch("sm_90")) == 1);
  REQUIRE(seen.size() == 1);
  CHECK(seen[0].rfind("add.tri:5: 'add_kernel' spills registers to local memory on sm_90: 38340 bytes", 0) == 0);
}
