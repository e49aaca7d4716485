//===- DotLowering.h - what the tile.dot lowerings share --------*- C++ -*-===//
//
// DotOps.cpp lowers tile.dot to mma.sync (or an fma chain); WarpGroupDot.cpp
// to wgmma on sm_90a. Both read the operands from the same shared-memory
// tiles (OperandTile), staged by DotOps.cpp or filled by the load pipeliner.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_CONVERSION_TILEGPUTOLLVM_DOTLOWERING_H
#define TRITONC_CONVERSION_TILEGPUTOLLVM_DOTLOWERING_H

#include "Lowering.h"

namespace tritonc {

/// The shape of a dot's staging and of its instructions.
struct DotGeometry {
  unsigned rank = 2;
  int64_t batch = 1, m = 0, n = 0, k = 0, paddedK = 0;
  mlir::Type element; // operand element type (LLVM)
  // The operands' element types as tile.dot has them (what names the
  // instruction's types: i8 is s8; fp8 converts to i8 in LLVM, its bits).
  mlir::Type aType, bType;
  // fp8 operands (either one E4M3FN or E5M2 each): wgmma multiplies them as
  // they are; mma.sync and the fma chain decode them to f16 (exactly).
  bool fp8 = false;
  // wgmma with fp8 into f32 and a max_num_imprecise_acc n with 0 < n <= K:
  // the instructions' sums go to fresh registers, added into the
  // accumulator every this many instructions (ceil(n / 32)); 0: never.
  int64_t promoteSteps = 0;
  unsigned elemBytes = 0;
  bool bRowsAreK = false; // B stored as K rows of N (16-bit types)
  bool aRowsAreK = false; // A stored as K rows of M (16-bit types)
  // Operands already in shared memory (pipelined loads): read in place.
  bool aShared = false, bShared = false;
  // A already in registers in the mma layout of the result (attention's
  // P, a first dot's accumulator cast to 16 bits): its 16x8 tiles pair up
  // into A fragments, no shared memory.
  bool aInRegisters = false;
  // No tensor cores: f32 "ieee", or a result smaller than one 16x8 tile.
  bool useFma = false;
  // f32 inputs with input_precision "tf32x3" (three products: mma.sync).
  bool tf32x3 = false;
  OperandTile a, b;
  unsigned bytes = 0; // the scratch the others are staged in
};

DotGeometry dotGeometry(tile::DotOp op, const mlir::TypeConverter &converter);

/// An A operand in registers in the result's mma layout (a dot's
/// accumulator cast to 16 bits, attention's P): the four 32-bit registers
/// of its 16x16 fragment for 16-row block `i` and step `step` of K, the
/// 16x8 tiles 2*step and 2*step+1 paired as ldmatrix.x4 would give them;
/// mma.sync m16n8k16 and wgmma take the same fragment.
llvm::SmallVector<mlir::Value> aFragmentFromRegisters(mlir::OpBuilder &b, mlir::Location loc, const DotGeometry &g,
                                                      llvm::ArrayRef<mlir::Value> aElements, unsigned i,
                                                      int64_t step);

/// Whether wgmma can compute this dot: 2-D; f16/bf16 operands with an f32
/// accumulator (f16 also with an f16 one), f32 operands as tf32, i8 with
/// an s32 accumulator, fp8 (e4m3/e5m2, mixed too) with an f32 or f16 one;
/// operands in shared memory, K-major (16-bit ones also MN-major);
/// an N the instruction has; and an mma layout whose warps all lie along
/// rows in groups of four that own 64 consecutive rows each (what the
/// layout assignment gives with --wgmma when M allows).
bool wgmmaApplies(const DotGeometry &g, tilegpu::MmaAttr mma, mlir::Type accType);
/// Orders this thread's generic-proxy writes to shared memory (st.shared,
/// cp.async) before later wgmma reads (the async proxy); placed before the
/// barrier that publishes the writes.
void fenceSharedForWgmma(mlir::OpBuilder &b, mlir::Location loc);
/// fp8 bits (i8, or a vector of i8) of type `fp8` (Float8E4M3FN or
/// Float8E5M2) as f16 (or a vector of f16): exact, NaN kept, E5M2's
/// infinities kept.
mlir::Value decodeFp8ToF16(mlir::OpBuilder &b, mlir::Location loc, mlir::Value bits, mlir::Type fp8);
/// acc += A * B with wgmma.mma_async: A from its tile at `aBase` (or from
/// `aElements`, registers in the result's layout), B from its tile at
/// `bBase`; issued, committed, then waited for until at most `pending`
/// groups (this one) are in flight (an f16 accumulator: none, its pairs are
/// unpacked right after). `zeroAcc`: acc is all zeros (not read).
void multiplyWithWgmma(mlir::OpBuilder &b, mlir::Location loc, mlir::Value aBase, mlir::Value bBase,
                       const DotGeometry &g, tilegpu::MmaAttr mma, llvm::SmallVector<mlir::Value> &acc,
                       bool zeroAcc, llvm::ArrayRef<mlir::Value> aElements, unsigned pending);
/// tilegpu.wgmma_wait.
void populateWarpGroupWaitPattern(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns);

} // namespace tritonc

#endif
