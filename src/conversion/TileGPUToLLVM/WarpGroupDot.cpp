//===- WarpGroupDot.cpp - tile.dot with wgmma.mma_async (sm_90a) ----------===//
//
// A warp group (four consecutive warps) multiplies a 64-row block of A by
// all of B in one asynchronous instruction per 32 bytes of K, reading B
// (and A, unless it is already in registers) straight from shared memory.
//
// Types (WgmmaForm): f16/bf16 into f32 and f16 into f16 (k16), f32 inputs
// as tf32 into f32 (k8; "tf32x3" stays on mma.sync), i8 into s32 (k32, no
// satfinite: wrapping sums, as mma.sync's), and the fp8 pairs e4m3/e5m2
// (mixed too) into f32 or f16 (k32), reading the fp8 bytes as staged or
// copied. Only 16-bit operands may be MN-major; the staging stores every
// other operand K-major (A as M rows of K, B as N rows of K).
// Numerics: tf32 operands are read from shared memory as f32 and the
// tensor cores drop the low 13 mantissa bits (truncation, as Triton's
// wgmma; mma.sync rounds them with cvt.rna first); an f16 accumulator
// takes each instruction's sum (16 of K) rounded to f16. fp8 wgmma adds
// into an f32 accumulator in reduced precision (the products' sum is
// aligned to the accumulator with fewer than f32's bits kept); Triton on
// sm_90 defaults max_num_imprecise_acc to 2^30 for fp8 (no extra
// promotion), which is what issuing the instructions straight into the
// accumulator gives, and what tile.dot's 0 (not given) means here. A given
// 0 < n <= K promotes as Triton does: each run of ceil(n / 32) instructions
// sums into fresh registers (scale-d = 0 first), which are waited for and
// added to the accumulator with f32 adds (DotGeometry::promoteSteps).
//
// Layout. The accumulator keeps the mma layout of mma.sync (DotOps.cpp):
// with all warps along rows (warpsPerCTA [wm, 1], wm a multiple of 4), warp
// w owns rows 16*w + 16*wm*i, and a warp's registers for its 16 rows are
// exactly its quarter of the m64nN wgmma accumulator: for each 8 columns
// j, (row l/4, columns 2*(l%4) + 0..1) then the same 8 rows further down.
// So warp group w/4's instruction for repetition i covers rows
// 16*wm*i + 64*(w/4) + [0, 64), and its registers are the dot's elements
// (i, j, 0..3) for all j, in order (f32, s32; an f16 accumulator packs
// elements 2r, 2r+1 into one 32-bit register, as mma.sync's f16 one). An A
// operand in registers (attention's P) is given as the same four 32-bit
// pairs per 16 of K as mma.sync's.
//
// Operands in shared memory are described by 64-bit matrix descriptors:
// start address, the swizzle mode (the tile's line width: 128, 64 or 32
// bytes), the stride between 8-line groups (SBO: 8 lines) and between
// column blocks of lines (LBO). The tiles (OperandTile) already store
// 16-byte chunks XORed with address bits 7..9, the hardware's swizzle, in
// 1024-byte aligned atoms, so a descriptor pointing at a line start (plus
// the K offset within a line, for K-major tiles) reads them correctly.
// A stored as M rows of K and B as N rows of K are "K-major"; 16-bit
// operands stored as K rows of M or N (a column-major A, a row-major B) are
// "MN-major", selected by imm-trans-a and imm-trans-b.
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

#include "mlir/Interfaces/FunctionInterfaces.h"

using namespace mlir;

namespace tritonc {

static constexpr unsigned kStepBytes = 32; // of each operand's line per instruction
static constexpr int64_t kMaxInstructionN = 256;

namespace {

/// How one wgmma.mma_async of a dot is written. The operands after the
/// descriptors differ by type (PTX ISA, wgmma.mma_async): 16-bit types take
/// imm-scale-a/b and the transposes imm-trans-a/b (so A and B may be MN-major),
/// tf32 and fp8 the scales only (both operands K-major), integers neither.
struct WgmmaForm {
  std::string types;    // "f32.f16.f16", "f32.tf32.tf32", "s32.s8.s8", ...
  int64_t k = 0;        // K of one instruction: 32 bytes of a line
  bool scales = false;  // imm-scale-a, imm-scale-b
  bool transposes = false;
  bool halfAcc = false; // f16 accumulator: pairs packed in 32-bit registers
  bool intAcc = false;
  /// Accumulator registers of m64nN per thread (each holds 1 or 2 elements).
  unsigned registers(int64_t n) const { return halfAcc ? n / 4 : n / 2; }
  unsigned perRegister() const { return halfAcc ? 2 : 1; }
};

/// The PTX name of an operand type, or "" when wgmma has none.
std::string typeName(Type t, bool tf32x3) {
  if (t.isF16())
    return "f16";
  if (t.isBF16())
    return "bf16";
  if (t.isF32())
    return tf32x3 ? "" : "tf32"; // tf32x3 takes three products: mma.sync
  if (t.isInteger(8))
    return "s8";
  if (isa<Float8E4M3FNType>(t))
    return "e4m3";
  if (isa<Float8E5M2Type>(t))
    return "e5m2";
  return "";
}

std::optional<WgmmaForm> wgmmaForm(const DotGeometry &g, Type accType) {
  std::string a = typeName(g.aType, g.tf32x3), b = typeName(g.bType, g.tf32x3);
  if (a.empty() || b.empty())
    return std::nullopt;
  WgmmaForm form;
  bool fp8 = (a == "e4m3" || a == "e5m2") && (b == "e4m3" || b == "e5m2");
  bool sixteen = a == b && (a == "f16" || a == "bf16");
  form.halfAcc = accType.isF16();
  form.intAcc = accType.isInteger(32);
  // The accumulators wgmma has: f32 for all floats, f16 for f16 and fp8,
  // s32 for s8.
  bool ok = form.intAcc ? a == "s8" && b == "s8"
            : accType.isF32() ? fp8 || sixteen || (a == "tf32" && b == "tf32")
            : form.halfAcc && (fp8 || (a == "f16" && b == "f16"));
  if (!ok)
    return std::nullopt;
  form.types = (form.halfAcc ? "f16." : form.intAcc ? "s32." : "f32.") + a + "." + b;
  form.k = kStepBytes / g.elemBytes;
  form.scales = !form.intAcc;
  form.transposes = sixteen;
  return form;
}

/// Whether the instruction has an m64nN of these operand types: integers
/// take N in steps of 16 above 32 (PTX ISA, wgmma shapes), the rest any
/// multiple of 8 up to 256.
bool hasShape(const WgmmaForm &form, int64_t n) {
  return n % 8 == 0 && n <= kMaxInstructionN && (!form.intAcc || n <= 32 || n % 16 == 0);
}

} // namespace

bool wgmmaApplies(const DotGeometry &g, tilegpu::MmaAttr mma, Type accType) {
  std::optional<WgmmaForm> form = wgmmaForm(g, accType);
  if (g.useFma || g.rank != 2 || !form)
    return false;
  unsigned wm = mma.getWarpsPerCTA()[0], wn = mma.getWarpsPerCTA()[1];
  if (wn != 1 || wm % 4 != 0 || g.m % (16 * wm) != 0 || g.paddedK != g.k)
    return false;
  // The N of each instruction: 256 columns at a time, then the rest.
  int64_t rest = g.n % kMaxInstructionN;
  if (!hasShape(*form, std::min(g.n, kMaxInstructionN)) || (rest && !hasShape(*form, rest)))
    return false;
  // Only 16-bit operands may be MN-major (K rows of M or N), read
  // transposed; a warp group's 64 rows of an MN-major A start on a line
  // block (the tile's lines are 128 bytes: 64 16-bit elements).
  if ((g.bRowsAreK || g.aRowsAreK) && !form->transposes)
    return false;
  if (g.aRowsAreK && (64 * g.elemBytes) % g.a.lineBytes != 0)
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

/// f16 accumulator elements as the 32-bit registers wgmma takes (pairs of
/// neighbouring columns: elements 2r, 2r+1 of the mma layout), and back.
static SmallVector<Value> packHalves(OpBuilder &b, Location loc, ArrayRef<Value> halves) {
  auto pairType = VectorType::get({2}, b.getF16Type());
  SmallVector<Value> registers;
  for (size_t e = 0; e < halves.size(); e += 2) {
    Value pair = b.create<LLVM::UndefOp>(loc, pairType);
    pair = b.create<LLVM::InsertElementOp>(loc, pair, halves[e], i32Constant(b, loc, 0));
    pair = b.create<LLVM::InsertElementOp>(loc, pair, halves[e + 1], i32Constant(b, loc, 1));
    registers.push_back(b.create<LLVM::BitcastOp>(loc, b.getI32Type(), pair));
  }
  return registers;
}

static void unpackHalves(OpBuilder &b, Location loc, ArrayRef<Value> registers, SmallVector<Value> &halves) {
  auto pairType = VectorType::get({2}, b.getF16Type());
  for (auto [r, reg] : llvm::enumerate(registers)) {
    Value pair = b.create<LLVM::BitcastOp>(loc, pairType, reg);
    halves[2 * r] = b.create<LLVM::ExtractElementOp>(loc, pair, i32Constant(b, loc, 0));
    halves[2 * r + 1] = b.create<LLVM::ExtractElementOp>(loc, pair, i32Constant(b, loc, 1));
  }
}

namespace {

/// The warp's index, shuffled from lane 0 so that the compilers see it is
/// the same in every lane, computed at the start of the function's entry
/// block. A shuffle is convergent: placed at the dot, inside the loop around
/// it, it would stay there, and each iteration's descriptors would wait for
/// it; at the entry, where the whole block is converged, it runs once.
Value warpIndexAtEntry(OpBuilder &b, Location loc) {
  OpBuilder::InsertionGuard guard(b);
  Operation *parent = b.getInsertionBlock()->getParentOp();
  auto function = dyn_cast<FunctionOpInterface>(parent);
  if (!function)
    function = parent->getParentOfType<FunctionOpInterface>();
  if (function) // else (no function around the dot) where the dot is
    b.setInsertionPointToStart(&function.getFunctionBody().front());
  Value warp = b.create<LLVM::UDivOp>(loc, threadId(b, loc), i32Constant(b, loc, 32));
  return shuffle(b, loc, warp, i32Constant(b, loc, 0), ShuffleKind::Index);
}

} // namespace

void multiplyWithWgmma(OpBuilder &b, Location loc, Value aBase, Value bBase, const DotGeometry &g,
                       tilegpu::MmaAttr mma, SmallVector<Value> &acc, bool zeroAcc, ArrayRef<Value> aElements,
                       unsigned pending) {
  auto c = [&](int64_t v) { return i32Constant(b, loc, v); };
  Type i64 = b.getI64Type();
  WgmmaForm form = *wgmmaForm(g, acc.front().getType());
  unsigned wm = mma.getWarpsPerCTA()[0];
  int64_t repM = g.m / (16 * wm), repN = g.n / 8;
  int64_t steps = g.k / form.k;
  bool aInRegisters = !aElements.empty();
  bool aMnMajor = g.aRowsAreK && !aInRegisters, bMnMajor = g.bRowsAreK;

  // This warp's group, made visibly warp-uniform (descriptors must be).
  Value warp = warpIndexAtEntry(b, loc);
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
  // A warp group's 64 rows of A start 64 lines into the tile per group
  // (K-major), or 64 elements along the lines, a whole number of line
  // blocks (MN-major).
  Value aDescriptor;
  if (!aInRegisters) {
    int64_t groupBytes = aMnMajor ? 64 * g.elemBytes / g.a.lineBytes * g.a.blockBytes() : 64 * g.a.lineBytes;
    aDescriptor = tileDescriptor(aBase, g.a, b.create<LLVM::MulOp>(loc, group, c(groupBytes)));
  }
  Value bDescriptor = tileDescriptor(bBase, g.b, Value());

  // The accumulator registers: the elements themselves, or f16 pairs. A
  // zero accumulator (a dot without acc, attention's Q.K^T) is not read:
  // the first step of K says scale-d = 0 and takes no input registers.
  SmallVector<Value> regs = form.halfAcc && !zeroAcc ? packHalves(b, loc, acc) : acc;
  regs.resize(acc.size() / form.perRegister());
  Type regType = form.halfAcc ? b.getI32Type() : acc.front().getType();
  const char *regConstraint = form.halfAcc || form.intAcc ? "r" : "f";
  // A's fragments (when in registers) and the accumulator are computed
  // before the fence and passed through it, so that LLVM schedules none of
  // their writes between the wgmma instructions: ptxas would then insert a
  // warpgroup.arrive before each one (C7519) and serialize them.
  SmallVector<Value> aFragments, noAcc;
  for (int64_t i = 0; aInRegisters && i < repM; ++i)
    for (int64_t step = 0; step < steps; ++step)
      aFragments.append(aFragmentFromRegisters(b, loc, g, aElements, i, step));
  fenceRegisters(b, loc, aFragments, zeroAcc ? noAcc : regs);
  // Promotion (fp8 into f32 with a max_num_imprecise_acc): K in runs of
  // promoteSteps instructions, each summed from zero into `partial`.
  bool promote = g.promoteSteps > 0 && !form.halfAcc && !form.intAcc;
  int64_t runSteps = promote ? std::min(g.promoteSteps, steps) : steps;
  SmallVector<Value> partial(regs.size());
  SmallVector<Value> &target = promote ? partial : regs;
  for (int64_t run = 0; run < steps; run += runSteps) {
    if (run > 0) { // the accumulator was written by the adds since
      SmallVector<Value> none;
      fenceRegisters(b, loc, none, regs);
    }
    bool fromZero = zeroAcc || promote;
    for (int64_t i = 0; i < repM; ++i)
      for (int64_t n0 = 0; n0 < g.n; n0 += kMaxInstructionN) {
        int64_t n = std::min(kMaxInstructionN, g.n - n0);
        unsigned count = form.registers(n);
        unsigned first = (i * repN + n0 / 8) * 4 / form.perRegister();
        for (int64_t step = run; step < std::min(steps, run + runSteps); ++step) {
          // Operands: count outputs, count tied inputs (when accumulating),
          // A (descriptor or four registers), B's descriptor; then scale-d
          // and the immediates of this type (WgmmaForm).
          bool accumulate = step > run || !fromZero;
          unsigned aOperand = accumulate ? 2 * count : count, aCount = aInRegisters ? 4 : 1;
          unsigned bOperand = aOperand + aCount;
          std::string aText = aInRegisters ? registerList(aOperand, 4) : "$" + std::to_string(aOperand);
          std::string text = "wgmma.mma_async.sync.aligned.m64n" + std::to_string(n) + "k" + std::to_string(form.k) +
                             "." + form.types + " " + registerList(0, count) + ", " + aText + ", $" +
                             std::to_string(bOperand) + ", " + (accumulate ? "1" : "0");
          if (form.scales)
            text += ", 1, 1";
          if (form.transposes)
            text += std::string(aInRegisters ? "" : aMnMajor ? ", 1" : ", 0") + ", " + (bMnMajor ? "1" : "0");
          text += ";";
          std::string constraints = repeatConstraint(std::string("=") + regConstraint, count) +
                                    (accumulate ? tiedConstraints(count) : "") + "," +
                                    repeatConstraint(aInRegisters ? "r" : "l", aCount) + ",l";
          SmallVector<Value> operands;
          if (accumulate)
            operands.append(target.begin() + first, target.begin() + first + count);
          if (aInRegisters) {
            auto fragment = aFragments.begin() + (i * steps + step) * 4;
            operands.append(fragment, fragment + 4);
          } else {
            int64_t aOffset = aMnMajor ? lineOffset(g.a, form.k * step, 16 * wm * i * g.elemBytes)
                                       : lineOffset(g.a, 16 * wm * i, step * kStepBytes);
            operands.push_back(at(aDescriptor, aOffset));
          }
          int64_t bOffset = bMnMajor ? lineOffset(g.b, form.k * step, n0 * g.elemBytes)
                                     : lineOffset(g.b, n0, step * kStepBytes);
          operands.push_back(at(bDescriptor, bOffset));
          SmallVector<Value> result = inlinePtx(b, loc, text, constraints, regType, count, operands, true);
          std::copy(result.begin(), result.end(), target.begin() + first);
        }
      }
    if (promote) { // wait for the run, then add its sums in f32
      ptxStatement(b, loc, "wgmma.commit_group.sync.aligned;", "", {});
      partial = waitForGroups(b, loc, partial, 0);
      for (size_t r = 0; r < regs.size(); ++r)
        regs[r] = zeroAcc && run == 0 ? partial[r] : b.create<LLVM::FAddOp>(loc, regs[r], partial[r]).getResult();
    }
  }
  if (promote) {
    acc = regs;
    return;
  }
  ptxStatement(b, loc, "wgmma.commit_group.sync.aligned;", "", {});
  // f16 pairs are unpacked right after the wait, so their group cannot be
  // left in flight (reading the registers would wait for it anyway).
  regs = waitForGroups(b, loc, regs, form.halfAcc ? 0 : pending);
  if (form.halfAcc)
    unpackHalves(b, loc, regs, acc);
  else
    acc = regs;
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
