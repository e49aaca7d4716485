// The register budget retry: which ptxas reports call for assembling again
// with one block per SM, and the PTX edit that says so.
#include "target/RegisterBudget.h"

#include <catch2/catch.hpp>

using namespace tritonc;

namespace {
// What ptxas 13.0 printed for a 128x128x32 fp16 matmul with 4 warps on
// sm_80 without .minnctapersm: the occupancy budget, and kilobytes spilled.
const char *kSqueezed = "ptxas info    : Compiling entry function 'matmul_kernel' for 'sm_80'\n"
                        "ptxas info    : Function properties for matmul_kernel\n"
                        "    5064 bytes stack frame, 6488 bytes spill stores, 6172 bytes spill loads\n"
                        "ptxas info    : Used 32 registers, used 1 barriers, 5064 bytes cumulative stack size\n";
// The same at the full budget.
const char *kFullBudget = "ptxas info    : Compiling entry function 'matmul_kernel' for 'sm_80'\n"
                          "ptxas info    : Function properties for matmul_kernel\n"
                          "    968 bytes stack frame, 656 bytes spill stores, 642 bytes spill loads\n"
                          "ptxas info    : Used 255 registers, used 1 barriers, 968 bytes cumulative stack size\n";
// A kernel that fits.
const char *kFits = "ptxas info    : Compiling entry function 'add' for 'sm_80'\n"
                    "ptxas info    : Function properties for add\n"
                    "    0 bytes stack frame, 0 bytes spill stores, 0 bytes spill loads\n"
                    "ptxas info    : Used 25 registers, used 0 barriers\n";
} // namespace

TEST_CASE("The register budget follows the block size", "[register-budget]") {
  CHECK(registerBudget(128) == 255);
  CHECK(registerBudget(256) == 255);
  CHECK(registerBudget(512) == 128);
  CHECK(registerBudget(1024) == 64);
  CHECK(registerBudget(0) == 255);
}

TEST_CASE("Only a kernel spilling below its budget is assembled again", "[register-budget]") {
  CHECK(spillsBelowBudget(parsePtxasReport(kSqueezed), 128));
  CHECK_FALSE(spillsBelowBudget(parsePtxasReport(kFullBudget), 128));
  CHECK_FALSE(spillsBelowBudget(parsePtxasReport(kFits), 128));
  // 1024 threads allow 64 registers: 32 with spills is below it, 64 is not.
  CHECK(spillsBelowBudget(parsePtxasReport(kSqueezed), 1024));
}

TEST_CASE("The block size is read from .maxntid and one block per SM added after it", "[register-budget]") {
  const std::string ptx = ".visible .entry k(\n\t.param .u64 k_param_0\n)\n.maxntid 256, 1, 1\n{\n\tret;\n}\n";
  CHECK(declaredBlockSize(ptx) == 256);
  CHECK(declaredBlockSize(".maxntid 32, 2, 1\n") == 64);
  CHECK(declaredBlockSize(".visible .entry k()\n{\n}\n") == 0);
  const std::string relaxed = withOneBlockPerSM(ptx);
  CHECK(relaxed == ".visible .entry k(\n\t.param .u64 k_param_0\n)\n.maxntid 256, 1, 1\n.minnctapersm 1\n{\n\tret;\n}\n");
  CHECK(withOneBlockPerSM(relaxed) == relaxed);  // already there: unchanged
  CHECK(withOneBlockPerSM("no directive\n") == "no directive\n");
}
