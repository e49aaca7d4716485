//===- WarpGroupDot.cpp - tile.dot with wgmma.mma_async (sm_90a) ----------===//
//
// A warp group (four consecutive warps) multiplies a 64-row block of A by
// all of B in one asynchronous instruction per 16 of K, reading B (and A,
// unless it is already in registers) straight from shared memory.
//
// Layout. The accumulator keeps the mma layout of mma.sync (DotOps.cpp):
// with all warps along rows (warpsPerCTA [wm, 1], wm a multiple of 4), warp
// w owns rows 16*w + 16*wm*i, and a warp's registers for its 16 rows are
// exactly its quarter of the m64nN wgmma accumulator: for each 8 columns
// j, (row l/4, columns 2*(l%4) + 0..1) then the same 8 rows further down.
// So warp group w/4's instruction for repetition i covers rows
// 16*wm*i + 64*(w/4) + [0, 64), and its registers are the dot's elements
// (i, j, 0..3) for all j, in order. An A operand in registers (attention's
// P) is given as the same four 32-bit pairs per 16 of K as mma.sync's.
//
// Operands in shared memory are described by 64-bit matrix descriptors:
// start address, the swizzle mode (the tile's line width: 128, 64 or 32
// bytes), the stride between 8-line groups (SBO: 8 lines) and between
// column blocks of lines (LBO). The tiles (OperandTile) already store
// 16-byte chunks XORed with address bits 7..9, the hardware's swizzle, in
// 1024-byte aligned atoms, so a descriptor pointing at a line start (plus
// the K offset within a line, for K-major tiles) reads them correctly.
// A and a B stored as N rows of K are "K-major"; B stored as K rows of N
// (row-major B, 16-bit only) is "MN-major", selected by imm-trans-b.
//
// A zero accumulator (no acc, attention's Q.K^T) is never materialized:
// the first instruction of each block says scale-d = 0 and has no inputs.
//
// Ordering. wgmma.fence before the first instruction (the accumulator and
// A registers were written by ordinary instructions, and are passed
// through the fence so that none of those writes lands between two
// wgmma: ptxas would serialize them); a proxy fence and a barrier after
// the operands' st.shared writes (DotOps.cpp), the wait and a barrier
// after cp.async copies (AsyncOps.cpp says why no fence); commit, then
// wait for the group to finish before the accumulator is read. The wait
// takes the accumulator registers and gives them back, so nothing reads
// them before it.
//
//===----------------------------------------------------------------------===//
#include "DotLowering.h"

using namespace mlir;

namespace tritonc {

static constexpr unsigned kStepBytes = 32; // 16 halves of K per instruction
static constexpr int64_t kMaxInstructionN = 256;

bool wgmmaApplies(const DotGeometry &g, tilegpu::MmaAttr mma, Type accType) {
  if (g.useFma || g.rank != 2 || !(g.element.isF16() || g.element.isBF16()) || !accType.isF32())
    return false;
  unsigned wm = mma.getWarpsPerCTA()[0], wn = mma.getWarpsPerCTA()[1];
  if (wn != 1 || wm % 4 != 0 || g.m % (16 * wm) != 0 || g.n % 8 != 0 || g.paddedK != g.k)
    return false;
  // Swizzled lines of at least 32 bytes (a row-major B of 8 columns is not).
  return g.a.lineBytes >= 32 && g.b.lineBytes >= 32;
}

namespace {

/// The byte offset of line `row`, byte `colByte` of a tile before the
/// swizzle: where a descriptor starts (the hardware applies the swizzle).
int64_t lineOffset(const OperandTile &tile, int64_t row, int64_t colByte) {
  return colByte / tile.lineBytes * tile.blockBytes() + row * tile.lineBytes + colByte % tile.lineBytes;
}

/// The constant fields of a tile's descriptors (all but the start address).
uint64_t descriptorFields(const OperandTile &tile) {
  uint64_t mode = tile.lineBytes == 128 ? 1 : tile.lineBytes == 64 ? 2 : 3;
  uint64_t leading = tile.blockBytes() >> 4, stride = (8 * tile.lineBytes) >> 4;
  return (leading & 0x3FFF) << 16 | (stride & 0x3FFF) << 32 | mode << 62;
}

/// The PTX statement `text`, with `values` passed through it: its outputs,
/// which replace them, exist only after it, and their writes come before it.
SmallVector<Value> passedThrough(OpBuilder &b, Location loc, StringRef text, ArrayRef<Value> values) {
  if (values.empty()) {
    ptxStatement(b, loc, text, "", {});
    return {};
  }
  std::string outputs;
  SmallVector<Type> types;
  for (Value v : values) {
    outputs += (outputs.empty() ? "=" : ",=") + std::string(inlineAsmConstraint(v.getType()));
    types.push_back(v.getType());
  }
  return inlinePtx(b, loc, text, outputs + tiedConstraints(values.size()), types, values, true);
}

/// wgmma.wait_group `pending`, with the accumulator registers passed
/// through it so that nothing reads them before it.
SmallVector<Value> waitForGroups(OpBuilder &b, Location loc, ArrayRef<Value> acc, unsigned pending) {
  return passedThrough(b, loc, "wgmma.wait_group.sync.aligned " + std::to_string(pending) + ";", acc);
}

/// wgmma.fence, with `aFragments` and `acc` passed through it.
void fenceRegisters(OpBuilder &b, Location loc, SmallVector<Value> &aFragments, SmallVector<Value> &acc) {
  SmallVector<Value> values(aFragments);
  values.append(acc);
  SmallVector<Value> fenced = passedThrough(b, loc, "wgmma.fence.sync.aligned;", values);
  std::copy(fenced.begin(), fenced.begin() + aFragments.size(), aFragments.begin());
  std::copy(fenced.begin() + aFragments.size(), fenced.end(), acc.begin());
}

} // namespace

void fenceSharedForWgmma(OpBuilder &b, Location loc) { ptxStatement(b, loc, "fence.proxy.async.shared::cta;", "", {}); }

void multiplyWithWgmma(OpBuilder &b, Location loc, Value aBase, Value bBase, const DotGeometry &g,
                       tilegpu::MmaAttr mma, SmallVector<Value> &acc, bool zeroAcc, ArrayRef<Value> aElements,
                       unsigned pending) {
  auto c = [&](int64_t v) { return i32Constant(b, loc, v); };
  Type i64 = b.getI64Type(), f32 = b.getF32Type();
  unsigned wm = mma.getWarpsPerCTA()[0];
  int64_t repM = g.m / (16 * wm), repN = g.n / 8;
  int64_t steps = g.k * g.elemBytes / kStepBytes;
  bool aInRegisters = !aElements.empty();
  bool bMnMajor = g.bRowsAreK;

  // This warp's group, made visibly warp-uniform (descriptors must be).
  Value warp = b.create<LLVM::UDivOp>(loc, threadId(b, loc), c(32));
  warp = shuffle(b, loc, warp, c(0), ShuffleKind::Index);
  Value group = b.create<LLVM::URemOp>(loc, b.create<LLVM::UDivOp>(loc, warp, c(4)), c(wm / 4));

  // A tile's descriptor: its constant fields | (start address >> 4). The
  // 14-bit address field holds any shared address (< 256 KB) whole, so the
  // descriptor of a byte offset into the tile is the tile's plus offset >> 4.
  auto tileDescriptor = [&](Value base, const OperandTile &tile, Value extra) {
    Value address = b.create<LLVM::AddOp>(loc, sharedAddress(b, loc, base), c(tile.offset));
    if (extra)
      address = b.create<LLVM::AddOp>(loc, address, extra);
    Value field = b.create<LLVM::ZExtOp>(loc, i64, b.create<LLVM::LShrOp>(loc, address, c(4)));
    Value fields = b.create<LLVM::ConstantOp>(loc, i64, b.getI64IntegerAttr((int64_t)descriptorFields(tile)));
    return b.create<LLVM::OrOp>(loc, fields, field).getResult();
  };
  auto at = [&](Value descriptor, int64_t offset) -> Value {
    if (offset == 0)
      return descriptor;
    return b.create<LLVM::AddOp>(loc, descriptor, b.create<LLVM::ConstantOp>(loc, i64, b.getI64IntegerAttr(offset >> 4)));
  };
  // A warp group's 64 rows of A start 64 lines into the tile per group.
  Value aDescriptor;
  if (!aInRegisters)
    aDescriptor = tileDescriptor(aBase, g.a, b.create<LLVM::MulOp>(loc, group, c(64 * g.a.lineBytes)));
  Value bDescriptor = tileDescriptor(bBase, g.b, Value());

  // A zero accumulator (a dot without acc, attention's Q.K^T) is not read:
  // the first step of K says scale-d = 0 and takes no input registers.
  std::string type = g.element.isF16() ? "f16" : "bf16";
  // A's fragments (when in registers) and the accumulator are computed
  // before the fence and passed through it, so that LLVM schedules none of
  // their writes between the wgmma instructions: ptxas would then insert a
  // warpgroup.arrive before each one (C7519) and serialize them.
  SmallVector<Value> aFragments, noAcc;
  for (int64_t i = 0; aInRegisters && i < repM; ++i)
    for (int64_t step = 0; step < steps; ++step)
      aFragments.append(aFragmentFromRegisters(b, loc, g, aElements, i, step));
  fenceRegisters(b, loc, aFragments, zeroAcc ? noAcc : acc);
  for (int64_t i = 0; i < repM; ++i)
    for (int64_t n0 = 0; n0 < g.n; n0 += kMaxInstructionN) {
      int64_t n = std::min(kMaxInstructionN, g.n - n0);
      unsigned regs = n / 2; // f32 accumulator registers of m64nN per thread
      unsigned first = (i * repN + n0 / 8) * 4;
      for (int64_t step = 0; step < steps; ++step) {
        // Operands: regs outputs, regs tied inputs (when accumulating), A
        // (descriptor or four registers), B's descriptor.
        bool accumulate = step > 0 || !zeroAcc;
        unsigned aOperand = accumulate ? 2 * regs : regs, aCount = aInRegisters ? 4 : 1;
        unsigned bOperand = aOperand + aCount;
        std::string aText = aInRegisters ? registerList(aOperand, 4) : "$" + std::to_string(aOperand);
        std::string text = "wgmma.mma_async.sync.aligned.m64n" + std::to_string(n) + "k16.f32." + type + "." + type +
                           " " + registerList(0, regs) + ", " + aText + ", $" + std::to_string(bOperand) + ", " +
                           (accumulate ? "1" : "0") + ", 1, 1" + (aInRegisters ? "" : ", 0") + ", " +
                           (bMnMajor ? "1" : "0") + ";";
        std::string constraints = repeatConstraint("=f", regs) + (accumulate ? tiedConstraints(regs) : "") + "," +
                                  repeatConstraint(aInRegisters ? "r" : "l", aCount) + ",l";
        SmallVector<Value> operands;
        if (accumulate)
          operands.append(acc.begin() + first, acc.begin() + first + regs);
        if (aInRegisters) {
          auto fragment = aFragments.begin() + (i * steps + step) * 4;
          operands.append(fragment, fragment + 4);
        } else {
          operands.push_back(at(aDescriptor, lineOffset(g.a, 16 * wm * i, step * kStepBytes)));
        }
        int64_t bOffset = bMnMajor ? lineOffset(g.b, 16 * step, n0 * g.elemBytes)
                                   : lineOffset(g.b, n0, step * kStepBytes);
        operands.push_back(at(bDescriptor, bOffset));
        SmallVector<Value> result = inlinePtx(b, loc, text, constraints, f32, regs, operands, true);
        std::copy(result.begin(), result.end(), acc.begin() + first);
      }
    }
  ptxStatement(b, loc, "wgmma.commit_group.sync.aligned;", "", {});
  acc = waitForGroups(b, loc, acc, pending);
}

namespace {

struct WarpGroupWaitLowering : ConvertOpToLLVMPattern<tilegpu::WarpGroupWaitOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;
  LogicalResult matchAndRewrite(tilegpu::WarpGroupWaitOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    auto type = cast<RankedTensorType>(op.getValue().getType());
    SmallVector<Value> values = unpackElements(b, op.getLoc(), adaptor.getValue(), type);
    values = waitForGroups(b, op.getLoc(), values, op.getPending());
    b.replaceOp(op, packElements(b, op.getLoc(), *getTypeConverter(), type, values));
    return success();
  }
};

} // namespace

void populateWarpGroupWaitPattern(TileGPUTypeConverter &converter, RewritePatternSet &patterns) {
  patterns.add<WarpGroupWaitLowering>(converter);
}

} // namespace tritonc
