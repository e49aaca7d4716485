//===- RegisterBudget.h - ptxas's register budget for spilling kernels -*- C++ -*-===//
//
// Given `.maxntid` and no `.minnctapersm`, ptxas chooses each kernel's
// register budget itself. For a kernel that would spill even at the most
// registers the block size allows, it may instead aim at the highest
// occupancy and squeeze the kernel into as few as 32 registers, spilling
// several times more (a 128x128 fp16 matmul on sm_80: 32 registers and
// kilobytes of spill stores per thread). `.minnctapersm 1` tells it one
// block per SM is enough, which lifts the budget to what the block size
// allows. Kernels that fit in registers are assembled as they were: only
// when ptxas spilled below that budget is the PTX assembled a second time
// with the directive, and the result that spills less kept.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TARGET_REGISTERBUDGET_H
#define TRITONC_TARGET_REGISTERBUDGET_H

#include "target/CudaToolkit.h"
#include "target/PtxasReport.h"

#include <string>

namespace tritonc {

/// The registers per thread a block of `threads` threads may use: 255, or
/// fewer where the register file (64K) cannot hold that many per thread.
unsigned registerBudget(unsigned threads);

/// The threads per block `.maxntid` declares in `ptx` (the first entry's;
/// 0 when none).
unsigned declaredBlockSize(const std::string &ptx);

/// `ptx` with `.minnctapersm 1` after each `.maxntid` directive that has
/// none (unchanged when it declares no `.maxntid`).
std::string withOneBlockPerSM(const std::string &ptx);

/// Whether `report` shows a function spilling with fewer registers than a
/// block of `threads` threads allows.
bool spillsBelowBudget(const PtxasReport &report, unsigned threads);

/// assemblePTX, then, when ptxas spilled below the budget, again with one
/// block per SM; keeps the assembly with fewer spill-store bytes (the first
/// on a tie) and sets `*assembledPtx` to the PTX it came from.
llvm::Expected<CubinResult> assembleWithRegisterBudget(const std::string &ptx, const GpuArch &arch,
                                                       DeviceDebugInfo debug, std::string *assembledPtx);

} // namespace tritonc

#endif // TRITONC_TARGET_REGISTERBUDGET_H
