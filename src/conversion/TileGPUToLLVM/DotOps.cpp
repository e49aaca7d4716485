//===- DotOps.cpp - tile.dot on the tensor cores (mma.sync) ---------------===//
//
// (On sm_90a, dots that fit a warp group's instruction use wgmma instead:
// WarpGroupDot.cpp. The staging below is shared by both.)
//
// The accumulator and the result have the mma layout (TileGPUDialect.td):
// each warp owns 16x8 tiles of the result. The operands arrive in whatever
// layout produced them; the lowering stages both in the dot's shared-memory
// region, then each warp loads its fragments with ldmatrix and multiplies
// with mma.sync, one instruction per 16x8 tile and step of K.
//
// An A operand already in the result's mma layout (16-bit, warps along
// rows only: a dot's accumulator cast down, as attention's P) is used from
// registers: two neighbouring 16x8 tiles are exactly one 16x16 A fragment.
//
// Shared memory. Each operand is stored with the K dimension contiguous in
// every row (A as M rows of K; B as N rows of K), except 16-bit B whose
// registers run along N (a row-major B), stored as K rows of N and read with
// ldmatrix.trans so that it keeps its vector stores. One instruction step of K is 32 bytes of a row (16 halves,
// 8 floats, 32 bytes), read as two 16-byte chunks. Chunks are swizzled:
// chunk c of row r is stored at chunk c ^ ((r / perPhase) % maxPhase), with
// perPhase rows sharing one 128-byte line, so the 8 rows one ldmatrix phase
// reads land in distinct banks whatever the row length.
//
// Precision. f16/bf16 multiply exactly and accumulate in f32 (or in f16 for
// an f16 accumulator); i8 accumulates in s32; f32 inputs use tf32 (inputs
// rounded with cvt.rna), tf32x3 (a = big + small in tf32; small*big +
// big*small + big*big) or, for "ieee", f32 fma outside the tensor cores.
//
// fp8 (e4m3, e5m2, mixed) without wgmma: the tiles hold the fp8 bytes (as
// staged here or copied by the pipeliner), read with ldmatrix exactly as
// i8's m16n8k32 fragments, then each 32-bit register (four values of K) is
// decoded to two f16 pairs and multiplied with f16 m16n8k16, two per step
// of 32 bytes. The f16 instruction's K positions are a permutation of the
// fp8 fragment's, the same one for A and B, so the sum is the dot's: a
// thread's register of A (row g, k 4q..4q+3, q = lane % 4) gives f16 pairs
// k 4q, 4q+1 (as f16's k 2q, 2q+1) and 4q+2, 4q+3 (as f16's k 2q+8, 2q+9),
// and B's register of the same k splits the same way. Every fp8 value is
// an f16, so the products are those of today's f16 dot.
//
//===----------------------------------------------------------------------===//
#include "DotLowering.h"
#include "SwizzleRest.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "mlir/IR/Matchers.h"

using namespace mlir;

namespace tritonc {

static constexpr unsigned kStepBytes = 32;  // bytes of K per mma instruction
static constexpr unsigned kChunkBytes = 16; // one ldmatrix row

OperandTile::OperandTile(int64_t rows, int64_t cols, unsigned elemBytes)
    : rows(rows), cols(cols), elemBytes(elemBytes) {
  rowBytes = cols * elemBytes;
  lineBytes = std::min(rowBytes, 128u);
  unsigned chunks = lineBytes / kChunkBytes;
  perPhase = std::max(1u, 128 / lineBytes);
  maxPhase = std::max(1u, std::min(chunks, 8 / perPhase));
}

Value OperandTile::address(OpBuilder &b, Location loc, Value base, int64_t batch, Value row, Value colByte) const {
  return address(b, loc, base, batch ? i32Constant(b, loc, batch) : Value(), row, colByte);
}

Value OperandTile::address(OpBuilder &b, Location loc, Value base, Value batch, Value row, Value colByte) const {
  auto c = [&](int64_t v) { return i32Constant(b, loc, v); };
  Value phase = b.create<LLVM::URemOp>(loc, b.create<LLVM::UDivOp>(loc, row, c(perPhase)), c(maxPhase));
  Value block = b.create<LLVM::UDivOp>(loc, colByte, c(lineBytes));
  Value inLine = b.create<LLVM::URemOp>(loc, colByte, c(lineBytes));
  Value chunk = b.create<LLVM::XOrOp>(loc, b.create<LLVM::UDivOp>(loc, inLine, c(kChunkBytes)), phase);
  Value within = b.create<LLVM::URemOp>(loc, colByte, c(kChunkBytes));
  Value byte = b.create<LLVM::AddOp>(loc, b.create<LLVM::MulOp>(loc, row, c(lineBytes)),
                                     b.create<LLVM::MulOp>(loc, chunk, c(kChunkBytes)));
  byte = b.create<LLVM::AddOp>(loc, byte, within);
  byte = b.create<LLVM::AddOp>(loc, byte, b.create<LLVM::MulOp>(loc, block, c(blockBytes())));
  if (batch)
    byte = b.create<LLVM::AddOp>(loc, byte, b.create<LLVM::MulOp>(loc, batch, c(bytes())));
  byte = b.create<LLVM::AddOp>(loc, byte, c(offset));
  return b.create<LLVM::GEPOp>(loc, base.getType(), b.getI8Type(), base, ValueRange{byte});
}

Value OperandTileAddresses::at(OpBuilder &b, Location loc, Value batch, Value row, Value col, int64_t colExtra) {
  auto floorMod = [](int64_t x, int64_t m) { return (x % m + m) % m; };
  auto [rowPart, rowConst] = splitConstantAddend(row);
  auto [colPart, colConst] = splitConstantAddend(col);
  Value batchPart;
  int64_t delta = 0;
  if (batch) {
    auto [part, c] = splitConstantAddend(batch);
    batchPart = part;
    delta += c * tile.bytes();
  }
  int64_t period = tile.perPhase * tile.maxPhase;
  int64_t rowRest = floorMod(rowConst, period);
  delta += (rowConst - rowRest) * tile.lineBytes;
  // Whole column blocks apart when lines are whole 16-byte chunks (the
  // byte within a chunk then does not move); narrower lines keep every
  // column constant in the computed address.
  int64_t colByte = (colConst + colExtra) * tile.elemBytes;
  int64_t colByteRest = tile.lineBytes % kChunkBytes == 0 ? floorMod(colByte, tile.lineBytes) : colByte;
  delta += (colByte - colByteRest) / tile.lineBytes * tile.blockBytes();
  // Within a period and a line, the constant bits the swizzle cannot mix
  // with the thread's bits are immediates too.
  if (tile.lineBytes % kChunkBytes == 0 && llvm::isPowerOf2_32(tile.elemBytes)) {
    uint64_t rowOnes = rowPart ? possibleOneBits(rowPart) : 0;
    uint64_t colByteOnes = colPart ? possibleOneBits(colPart) << llvm::Log2_32(tile.elemBytes) : 0;
    delta += moveSwizzleRestToImmediate({tile.perPhase, tile.maxPhase, tile.lineBytes}, rowOnes, colByteOnes,
                                        rowRest, colByteRest);
  }

  Value address;
  for (const Known &k : known)
    if (k.batch == batchPart && k.row == rowPart && k.col == colPart && k.rowRest == rowRest &&
        k.colByteRest == colByteRest)
      address = k.address;
  if (!address) {
    auto c = [&](int64_t v) { return i32Constant(b, loc, v); };
    Value r = !rowPart ? c(rowRest) : rowRest ? b.create<LLVM::AddOp>(loc, rowPart, c(rowRest)).getResult() : rowPart;
    Value cb = c(colByteRest);
    if (colPart)
      cb = b.create<LLVM::AddOp>(loc, b.create<LLVM::MulOp>(loc, colPart, c(tile.elemBytes)), cb);
    address = tile.address(b, loc, base, batchPart, r, cb);
    known.push_back({batchPart, rowPart, colPart, rowRest, colByteRest, address});
  }
  if (!delta)
    return address;
  return b.create<LLVM::GEPOp>(loc, address.getType(), b.getI8Type(), address, ValueRange{i32Constant(b, loc, delta)});
}

DotGeometry dotGeometry(tile::DotOp op, const TypeConverter &converter) {
  DotGeometry g;
  auto aType = op.getA().getType(), bType = op.getB().getType();
  g.rank = aType.getRank();
  g.batch = g.rank == 3 ? aType.getDimSize(0) : 1;
  g.m = aType.getDimSize(g.rank - 2);
  g.k = aType.getDimSize(g.rank - 1);
  g.n = bType.getDimSize(g.rank - 1);
  g.element = converter.convertType(aType.getElementType());
  g.aType = aType.getElementType();
  g.bType = bType.getElementType();
  g.elemBytes = g.element.getIntOrFloatBitWidth() / 8;
  g.fp8 = isa<Float8E4M3FNType, Float8E5M2Type>(g.aType);
  int64_t imprecise = op.getMaxNumImpreciseAcc();
  if (g.fp8 && imprecise > 0 && imprecise <= g.k && op.getAcc().getType().getElementType().isF32())
    g.promoteSteps = (imprecise + kStepBytes - 1) / kStepBytes;
  // A step of K is 32 bytes: a K of 16 int8 is padded with zeros.
  g.paddedK = std::max<int64_t>(g.k, kStepBytes / g.elemBytes);
  // 16-bit B is stored as K rows of N (read with ldmatrix.trans) unless its
  // registers run along K (a transposed B), which then keeps vector stores
  // as N rows of K.
  auto bLayout = dyn_cast_or_null<tilegpu::BlockedAttr>(bType.getEncoding());
  bool bRunsAlongK = bLayout && bLayout.getOrder()[0] == g.rank - 2;
  g.bRowsAreK = g.elemBytes == 2 && !bRunsAlongK;
  // 16-bit A is stored as M rows of K unless its registers run along M (A
  // loaded down its columns, a transposed A), which then keeps vector
  // stores as K rows of M (ldmatrix.trans, wgmma's transposed A).
  auto aLayout = dyn_cast_or_null<tilegpu::BlockedAttr>(aType.getEncoding());
  g.aRowsAreK = g.elemBytes == 2 && aLayout && aLayout.getOrder()[0] == g.rank - 2;
  // A shared operand's format is its encoding's: rows along rowDim.
  if (auto shared = dyn_cast_or_null<tilegpu::SharedAttr>(aType.getEncoding())) {
    g.aShared = true;
    g.aRowsAreK = shared.getRowDim() == g.rank - 1;
  }
  g.useFma = (g.element.isF32() && op.getInputPrecision() == "ieee") || g.m < 16 || g.n < 8;
  g.tf32x3 = g.element.isF32() && op.getInputPrecision() == "tf32x3";
  auto aMma = dyn_cast_or_null<tilegpu::MmaAttr>(aType.getEncoding());
  g.aInRegisters = !g.useFma && aMma && g.rank == 2 && g.elemBytes == 2 && aMma == op.getResult().getType().getEncoding() &&
                   aMma.getWarpsPerCTA()[1] == 1;
  if (auto shared = dyn_cast_or_null<tilegpu::SharedAttr>(bType.getEncoding())) {
    g.bShared = true;
    g.bRowsAreK = shared.getRowDim() == g.rank - 2;
  }
  if (g.aInRegisters)
    g.aRowsAreK = false;
  g.a = g.aRowsAreK ? OperandTile(g.k, g.m, g.elemBytes) : OperandTile(g.m, g.paddedK, g.elemBytes);
  g.b = g.bRowsAreK ? OperandTile(g.k, g.n, g.elemBytes) : OperandTile(g.n, g.paddedK, g.elemBytes);
  unsigned aBytes = g.aShared || g.aInRegisters ? 0 : g.batch * g.a.bytes();
  g.b.offset = g.bShared ? 0 : llvm::alignTo(aBytes, 1024); // swizzle atoms: see PlanSharedMemory.cpp
  g.bytes = g.bShared ? aBytes : g.b.offset + g.batch * g.b.bytes();
  return g;
}

SmallVector<Value> aFragmentFromRegisters(OpBuilder &b, Location loc, const DotGeometry &g, ArrayRef<Value> aElements,
                                          unsigned i, int64_t step) {
  // Registers (0,1) and (2,3) of each 16x8 tile are rows l/4 and l/4+8,
  // two k apiece.
  unsigned tilesK = g.k / 8;
  auto pair = [&](unsigned tile, unsigned r) {
    unsigned e = (i * tilesK + tile) * 4 + r;
    auto pairType = VectorType::get({2}, g.element);
    Value v = b.create<LLVM::UndefOp>(loc, pairType);
    v = b.create<LLVM::InsertElementOp>(loc, v, aElements[e], i32Constant(b, loc, 0));
    v = b.create<LLVM::InsertElementOp>(loc, v, aElements[e + 1], i32Constant(b, loc, 1));
    return b.create<LLVM::BitcastOp>(loc, b.getI32Type(), v).getResult();
  };
  return {pair(2 * step, 0), pair(2 * step, 2), pair(2 * step + 1, 0), pair(2 * step + 1, 2)};
}

Value decodeFp8ToF16(OpBuilder &b, Location loc, Value bits, Type fp8) {
  auto vector = dyn_cast<VectorType>(bits.getType());
  auto like = [&](Type element) -> Type { return vector ? VectorType::get(vector.getShape(), element) : element; };
  Type i16 = like(b.getI16Type()), f16 = like(b.getF16Type());
  auto constant = [&](Type type, Attribute value) -> Value {
    if (vector)
      value = DenseElementsAttr::get(cast<ShapedType>(type), value);
    return b.create<LLVM::ConstantOp>(loc, type, value);
  };
  auto int16 = [&](int64_t v) { return constant(i16, b.getI16IntegerAttr(v)); };
  Value wide = b.create<LLVM::ZExtOp>(loc, i16, bits);
  if (isa<Float8E5M2Type>(fp8)) // E5M2 is the top byte of an f16
    return b.create<LLVM::BitcastOp>(loc, f16, b.create<LLVM::ShlOp>(loc, wide, int16(8)));
  // E4M3FN: exponent and mantissa moved into f16's places give the value
  // times 2^-8 (the biases are 7 and 15), subnormals included; the
  // multiplication by 256 is exact. S.1111.111 is NaN.
  Value sign = b.create<LLVM::ShlOp>(loc, b.create<LLVM::AndOp>(loc, wide, int16(0x80)), int16(8));
  Value magnitude = b.create<LLVM::AndOp>(loc, wide, int16(0x7F));
  Value half = b.create<LLVM::OrOp>(loc, sign, b.create<LLVM::ShlOp>(loc, magnitude, int16(7)));
  Value scaled = b.create<LLVM::FMulOp>(loc, b.create<LLVM::BitcastOp>(loc, f16, half),
                                        constant(f16, b.getF16FloatAttr(256.0f)));
  Value nan = b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::eq, magnitude, int16(0x7F));
  Value nanValue = b.create<LLVM::BitcastOp>(loc, f16, int16(0x7E00));
  return b.create<LLVM::SelectOp>(loc, nan, nanValue, scaled);
}

/// Two f16 pairs (as 32-bit registers) from a register of four fp8 values:
/// bytes 0, 1 and bytes 2, 3.
static std::pair<Value, Value> decodeFp8Register(OpBuilder &b, Location loc, Value reg, Type fp8) {
  Value bytes = b.create<LLVM::BitcastOp>(loc, VectorType::get({4}, b.getI8Type()), reg);
  auto pair = [&](int32_t first) {
    Value two = b.create<LLVM::ShuffleVectorOp>(loc, bytes, bytes, ArrayRef<int32_t>{first, first + 1});
    return b.create<LLVM::BitcastOp>(loc, b.getI32Type(), decodeFp8ToF16(b, loc, two, fp8)).getResult();
  };
  return {pair(0), pair(2)};
}

/// Whether every element of `tile` is +-0.0 (tl.dot without acc).
static bool isZeroTile(Value tile) {
  if (auto splat = tile.getDefiningOp<tile::SplatOp>())
    tile = splat.getSrc();
  return matchPattern(tile, m_AnyZeroFloat());
}

namespace {

struct DotLowering : ConvertOpToLLVMPattern<tile::DotOp> {
  DotLowering(TileGPUTypeConverter &converter, PlannedSharedMemory &plan, bool wgmma)
      : ConvertOpToLLVMPattern(converter), plan(plan), wgmma(wgmma) {}
  PlannedSharedMemory &plan;
  bool wgmma; // sm_90a: wgmma where it applies

  LogicalResult matchAndRewrite(tile::DotOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    auto resultType = cast<RankedTensorType>(op.getResult().getType());
    auto mma = dyn_cast_or_null<tilegpu::MmaAttr>(resultType.getEncoding());
    if (!mma)
      return b.notifyMatchFailure(op, "the result has no mma layout");
    DotGeometry g = dotGeometry(op, *getTypeConverter());
    Type accType = getTypeConverter()->convertType(resultType.getElementType());
    bool warpGroup = wgmma && wgmmaApplies(g, mma, accType);
    Value base = g.bytes ? plan.begin(b, loc, op, g.bytes) : Value();
    if (!g.aShared && !g.aInRegisters)
      stageOperand(b, loc, base, g, op.getA(), adaptor.getA(), /*isA=*/true);
    if (!g.bShared)
      stageOperand(b, loc, base, g, op.getB(), adaptor.getB(), /*isA=*/false);
    if (g.bytes) {
      if (warpGroup)
        fenceSharedForWgmma(b, loc);
      barrier(b, loc);
    }
    Value aBase = g.aShared ? adaptor.getA() : base, bBase = g.bShared ? adaptor.getB() : base;

    SmallVector<Value> acc = unpackElements(b, loc, adaptor.getAcc(), op.getAcc().getType());
    SmallVector<Value> aElements;
    if (g.aInRegisters)
      aElements = unpackElements(b, loc, adaptor.getA(), op.getA().getType());
    if (warpGroup)
      multiplyWithWgmma(b, loc, aBase, bBase, g, mma, acc, isZeroTile(op.getAcc()), aElements,
                        pendingAfter(op));
    else if (g.useFma)
      multiplyWithFma(b, loc, aBase, bBase, g, resultType, acc);
    else
      multiplyWithMma(b, loc, aBase, bBase, g, mma, op.getInputPrecision(), accType, acc, aElements);
    b.replaceOp(op, packElements(b, loc, *getTypeConverter(), resultType, acc));
    return success();
  }

  /// wgmma groups the dot may leave in flight (see kWgmmaPendingAttr).
  static unsigned pendingAfter(tile::DotOp op) {
    auto attr = op->getAttrOfType<IntegerAttr>(tilegpu::kWgmmaPendingAttr);
    return attr ? attr.getInt() : 0;
  }

  /// Every thread writes its elements of one operand into the tile
  /// (16-byte vectors where its registers hold runs along the tile's rows).
  void stageOperand(OpBuilder &b, Location loc, Value base, const DotGeometry &g, Value original,
                    Value converted, bool isA) const {
    auto type = cast<RankedTensorType>(original.getType());
    const OperandTile &tile = isA ? g.a : g.b;
    unsigned r = g.rank;
    // Which tensor dimension runs along the tile's rows (its columns): K
    // for an operand stored K-major, M or N for one stored as K rows.
    bool rowsAreK = isA ? g.aRowsAreK : g.bRowsAreK;
    unsigned colDim = isA != rowsAreK ? r - 1 : r - 2;
    unsigned rowDim = colDim == r - 1 ? r - 2 : r - 1;
    SmallVector<Value> values = unpackElements(b, loc, converted, type);
    ElementIndices where = emitElementIndices(b, loc, type);
    unsigned vector = 1;
    if (auto blocked = dyn_cast_or_null<tilegpu::BlockedAttr>(type.getEncoding());
        blocked && blocked.getOrder()[0] == colDim)
      vector = std::min<unsigned>(blocked.getSizePerThread()[colDim], kChunkBytes / g.elemBytes);
    auto c = [&](int64_t v) { return i32Constant(b, loc, v); };
    int64_t padding = rowsAreK ? 1 : tile.cols / g.k; // copies of K in a padded row
    OperandTileAddresses addresses(tile, base);
    for (size_t e = 0; e < values.size(); e += vector) {
      ArrayRef<Value> idx = where.indices[e];
      // Batches follow one another, a tile each.
      Value row = idx[rowDim];
      Value col = idx[colDim];
      Value batch = r == 3 ? idx[0] : Value();
      for (int64_t copy = 0; copy < padding; ++copy) {
        Value address = addresses.at(b, loc, batch, row, col, copy * g.k);
        Value stored;
        if (vector == 1) {
          stored = copy == 0 ? values[e] : b.create<LLVM::ZeroOp>(loc, g.element).getResult();
        } else {
          auto vecType = VectorType::get({(int64_t)vector}, g.element);
          stored = b.create<LLVM::ZeroOp>(loc, vecType);
          if (copy == 0)
            for (unsigned v = 0; v < vector; ++v)
              stored = b.create<LLVM::InsertElementOp>(loc, stored, values[e + v], c(v));
        }
        b.create<LLVM::StoreOp>(loc, stored, address, vector * g.elemBytes);
      }
    }
  }

  /// Per warp: ldmatrix the fragments of each step of K, mma.sync each tile.
  void multiplyWithMma(OpBuilder &b, Location loc, Value aBase, Value bBase, const DotGeometry &g, tilegpu::MmaAttr mma,
                       StringRef precision, Type accType, SmallVector<Value> &acc,
                       ArrayRef<Value> aElements) const {
    auto c = [&](int64_t v) { return i32Constant(b, loc, v); };
    unsigned r = g.rank;
    unsigned wm = mma.getWarpsPerCTA()[r - 2], wn = mma.getWarpsPerCTA()[r - 1];
    SmallVector<int64_t> shape = r == 3 ? SmallVector<int64_t>{g.batch, g.m, g.n} : SmallVector<int64_t>{g.m, g.n};
    unsigned repM = mma.getRepeatM(shape), repN = mma.getRepeatN(shape);
    auto [lane, warpM, warpN] = mmaWarpPosition(b, loc, mma);
    Value lane8 = b.create<LLVM::URemOp>(loc, lane, c(8));
    Value laneHalf = b.create<LLVM::URemOp>(loc, b.create<LLVM::UDivOp>(loc, lane, c(8)), c(2)); // (l/8)%2
    Value laneQuarter = b.create<LLVM::UDivOp>(loc, lane, c(16));                                // l/16
    Type i32 = b.getI32Type();

    bool f16Acc = accType.isF16();
    bool tf32 = g.element.isF32();
    bool tf32x3 = tf32 && precision == "tf32x3";
    // fp8: loaded as i8's fragments, multiplied as f16 (see the header).
    std::string shapeText = g.elemBytes == 2 || g.fp8 ? "m16n8k16" : g.elemBytes == 4 ? "m16n8k8" : "m16n8k32";
    std::string inType = g.element.isF16() || g.fp8 ? "f16" : g.element.isBF16() ? "bf16" : tf32 ? "tf32" : "s8";
    std::string outType = f16Acc ? "f16" : accType.isInteger(32) ? "s32" : "f32";
    unsigned accRegs = f16Acc ? 2 : 4;
    std::string accConstraint = f16Acc || accType.isInteger(32) ? "r" : "f";
    std::string mmaText = "mma.sync.aligned." + shapeText + ".row.col." + outType + "." + inType + "." + inType +
                          "." + outType + " " + registerList(0, accRegs) + ", " + registerList(accRegs, 4) +
                          ", " + registerList(accRegs + 4, 2) + ", " + registerList(accRegs + 6, accRegs) + ";";
    std::string mmaConstraints = repeatConstraint("=" + accConstraint, accRegs) + "," + repeatConstraint("r", 6) +
                                 "," + repeatConstraint(accConstraint, accRegs);
    Type accRegType = f16Acc ? i32 : accType;

    auto cvtTf32 = [&](Value x) {
      return inlinePtx(b, loc, "cvt.rna.tf32.f32 $0, $1;", "=r,r", i32, 1, {x}, false)[0];
    };
    auto asFloat = [&](Value x) { return b.create<LLVM::BitcastOp>(loc, b.getF32Type(), x).getResult(); };

    int64_t steps = g.paddedK * g.elemBytes / kStepBytes;
    for (int64_t batch = 0; batch < g.batch; ++batch)
      for (int64_t step = 0; step < steps; ++step) {
        // A fragments: a 16-row x 32-byte block per tile row; from M rows
        // of K, lane l gives row l%8 + 8*((l/8)%2) at chunk l/16.
        SmallVector<SmallVector<Value>> aFrag, bFrag;
        for (unsigned i = 0; g.aInRegisters && i < repM; ++i)
          aFrag.push_back(aFragmentFromRegisters(b, loc, g, aElements, i, step));
        for (unsigned i = 0; !g.aInRegisters && i < repM; ++i) {
          Value rowBase = b.create<LLVM::URemOp>(
              loc, b.create<LLVM::MulOp>(loc, b.create<LLVM::AddOp>(loc, warpM, c(wm * i)), c(16)), c(g.m));
          Value address;
          std::string text;
          if (g.aRowsAreK) {
            // K rows of M: the four 8x8 matrices (rows 0-7 and 8-15 of M at
            // k 0-7, then at k 8-15) are 8 lines of K each; lane l gives
            // line k0 + l%8 + 8*(l/16) at m0 + 8*((l/8)%2), transposed so
            // each lane gets two consecutive k of one m, as A's fragment has.
            Value line = b.create<LLVM::AddOp>(
                loc, c(step * 16), b.create<LLVM::AddOp>(loc, lane8, b.create<LLVM::MulOp>(loc, laneQuarter, c(8))));
            Value m = b.create<LLVM::AddOp>(loc, rowBase, b.create<LLVM::MulOp>(loc, laneHalf, c(8)));
            address = g.a.address(b, loc, aBase, batch, line, b.create<LLVM::MulOp>(loc, m, c(g.elemBytes)));
            text = "ldmatrix.sync.aligned.m8n8.x4.trans.shared.b16 {$0, $1, $2, $3}, [$4];";
          } else {
            Value row = b.create<LLVM::AddOp>(
                loc, rowBase, b.create<LLVM::AddOp>(loc, lane8, b.create<LLVM::MulOp>(loc, laneHalf, c(8))));
            Value colByte =
                b.create<LLVM::AddOp>(loc, c(step * kStepBytes), b.create<LLVM::MulOp>(loc, laneQuarter, c(16)));
            address = g.a.address(b, loc, aBase, batch, row, colByte);
            text = "ldmatrix.sync.aligned.m8n8.x4.shared.b16 {$0, $1, $2, $3}, [$4];";
          }
          aFrag.push_back(inlinePtx(b, loc, text, "=r,=r,=r,=r,r", i32, 4, {sharedAddress(b, loc, address)}, true));
        }
        for (unsigned j = 0; j < repN; ++j) {
          Value nBase = b.create<LLVM::URemOp>(
              loc, b.create<LLVM::MulOp>(loc, b.create<LLVM::AddOp>(loc, warpN, c(wn * j)), c(8)), c(g.n));
          Value address;
          std::string text;
          if (g.bRowsAreK) {
            // K rows of N: rows k0 + l%8 + 8*((l/8)%2) at the tile's chunk,
            // transposed so each lane gets two consecutive k of one n.
            Value row = b.create<LLVM::AddOp>(
                loc, c(step * 16), b.create<LLVM::AddOp>(loc, lane8, b.create<LLVM::MulOp>(loc, laneHalf, c(8))));
            address = g.b.address(b, loc, bBase, batch, row, b.create<LLVM::MulOp>(loc, nBase, c(g.elemBytes)));
            text = "ldmatrix.sync.aligned.m8n8.x2.trans.shared.b16 {$0, $1}, [$2];";
          } else {
            // N rows of K: rows n0 + l%8 at chunk (l/8)%2 of the step.
            Value row = b.create<LLVM::AddOp>(loc, nBase, lane8);
            Value colByte = b.create<LLVM::AddOp>(loc, c(step * kStepBytes), b.create<LLVM::MulOp>(loc, laneHalf, c(16)));
            address = g.b.address(b, loc, bBase, batch, row, colByte);
            text = "ldmatrix.sync.aligned.m8n8.x2.shared.b16 {$0, $1}, [$2];";
          }
          bFrag.push_back(inlinePtx(b, loc, text, "=r,=r,r", i32, 2, {sharedAddress(b, loc, address)}, true));
        }
        // tf32 inputs: round to tf32 (tf32x3: also the remainders).
        SmallVector<SmallVector<Value>> aSmall(repM), bSmall(repN);
        auto split = [&](SmallVector<Value> &big, SmallVector<Value> &small) {
          for (Value &x : big) {
            Value rounded = cvtTf32(x);
            if (tf32x3)
              small.push_back(cvtTf32(b.create<LLVM::BitcastOp>(
                  loc, i32, b.create<LLVM::FSubOp>(loc, asFloat(x), asFloat(rounded)))));
            x = rounded;
          }
        };
        if (tf32) {
          for (unsigned i = 0; i < repM; ++i)
            split(aFrag[i], aSmall[i]);
          for (unsigned j = 0; j < repN; ++j)
            split(bFrag[j], bSmall[j]);
        }
        // fp8: the step's two f16 fragments, the first 16 bytes of K
        // (registers 0, 1 of A, 0 of B) and the second (2, 3 of A, 1 of B).
        SmallVector<SmallVector<Value>> aSecond(repM), bSecond(repN);
        if (g.fp8) {
          for (unsigned i = 0; i < repM; ++i) {
            SmallVector<std::pair<Value, Value>> halves;
            for (Value reg : aFrag[i])
              halves.push_back(decodeFp8Register(b, loc, reg, g.aType));
            aFrag[i] = {halves[0].first, halves[1].first, halves[0].second, halves[1].second};
            aSecond[i] = {halves[2].first, halves[3].first, halves[2].second, halves[3].second};
          }
          for (unsigned j = 0; j < repN; ++j) {
            auto [low, high] = decodeFp8Register(b, loc, bFrag[j][0], g.bType);
            auto [low2, high2] = decodeFp8Register(b, loc, bFrag[j][1], g.bType);
            bFrag[j] = {low, high};
            bSecond[j] = {low2, high2};
          }
        }
        for (unsigned i = 0; i < repM; ++i)
          for (unsigned j = 0; j < repN; ++j) {
            unsigned first = ((batch * repM + i) * repN + j) * 4;
            // The accumulator registers of this tile (f16: pairs packed).
            SmallVector<Value> regs;
            if (f16Acc) {
              auto pairType = VectorType::get({2}, b.getF16Type());
              for (unsigned p = 0; p < 2; ++p) {
                Value pair = b.create<LLVM::UndefOp>(loc, pairType);
                pair = b.create<LLVM::InsertElementOp>(loc, pair, acc[first + 2 * p], c(0));
                pair = b.create<LLVM::InsertElementOp>(loc, pair, acc[first + 2 * p + 1], c(1));
                regs.push_back(b.create<LLVM::BitcastOp>(loc, i32, pair));
              }
            } else {
              regs.assign(acc.begin() + first, acc.begin() + first + 4);
            }
            auto issue = [&](ArrayRef<Value> aRegs, ArrayRef<Value> bRegs) {
              SmallVector<Value> operands(aRegs);
              operands.append(bRegs.begin(), bRegs.end());
              operands.append(regs.begin(), regs.end());
              regs = inlinePtx(b, loc, mmaText, mmaConstraints, accRegType, accRegs, operands, false);
            };
            if (tf32x3) {
              issue(aSmall[i], bFrag[j]);
              issue(aFrag[i], bSmall[j]);
            }
            issue(aFrag[i], bFrag[j]);
            if (g.fp8)
              issue(aSecond[i], bSecond[j]);
            if (f16Acc) {
              auto pairType = VectorType::get({2}, b.getF16Type());
              for (unsigned p = 0; p < 2; ++p) {
                Value pair = b.create<LLVM::BitcastOp>(loc, pairType, regs[p]);
                acc[first + 2 * p] = b.create<LLVM::ExtractElementOp>(loc, pair, c(0));
                acc[first + 2 * p + 1] = b.create<LLVM::ExtractElementOp>(loc, pair, c(1));
              }
            } else {
              for (unsigned q = 0; q < 4; ++q)
                acc[first + q] = regs[q];
            }
          }
      }
  }

  /// Outside the tensor cores: input_precision="ieee" for f32, and dots too
  /// small for a 16x8 tile (M < 16 or N < 8, which Triton allows). Each
  /// result element is a chain over K of products read from the staged
  /// tiles: fma in f32 (16-bit inputs widened exactly; an f16 accumulator
  /// is widened and rounded back once), wrapping multiply-add in i32 for i8;
  /// fp8 decoded to f16, then as f16.
  void multiplyWithFma(OpBuilder &b, Location loc, Value aBase, Value bBase, const DotGeometry &g,
                       RankedTensorType resultType, SmallVector<Value> &acc) const {
    auto c = [&](int64_t v) { return i32Constant(b, loc, v); };
    ElementIndices where = emitElementIndices(b, loc, resultType);
    unsigned r = g.rank;
    bool integer = g.element.isInteger(8) && !g.fp8;
    Type f32 = b.getF32Type(), i32 = b.getI32Type();
    auto widen = [&](Value v, Type fp8) -> Value {
      if (g.fp8)
        v = decodeFp8ToF16(b, loc, v, fp8);
      else if (integer)
        return b.create<LLVM::SExtOp>(loc, i32, v);
      return v.getType().isF32() ? v : b.create<LLVM::FPExtOp>(loc, f32, v).getResult();
    };
    for (size_t e = 0; e < acc.size(); ++e) {
      ArrayRef<Value> idx = where.indices[e];
      Value row = idx[r - 2], col = idx[r - 1];
      Value batch = r == 3 ? idx[0] : Value();
      auto load = [&](const OperandTile &tile, Value base, Value row, Value col) {
        Value colByte = b.create<LLVM::MulOp>(loc, col, c(g.elemBytes));
        return widen(b.create<LLVM::LoadOp>(loc, g.element, tile.address(b, loc, base, batch, row, colByte)),
                     &tile == &g.a ? g.aType : g.bType);
      };
      Value sum = acc[e];
      Type accType = sum.getType();
      if (accType.isF16())
        sum = b.create<LLVM::FPExtOp>(loc, f32, sum);
      for (int64_t k = 0; k < g.k; ++k) {
        Value a = g.aRowsAreK ? load(g.a, aBase, c(k), row) : load(g.a, aBase, row, c(k));
        Value bv = g.bRowsAreK ? load(g.b, bBase, c(k), col) : load(g.b, bBase, col, c(k));
        sum = integer ? b.create<LLVM::AddOp>(loc, sum, b.create<LLVM::MulOp>(loc, a, bv)).getResult()
                      : b.create<LLVM::FMAOp>(loc, a, bv, sum).getResult();
      }
      acc[e] = accType.isF16() ? b.create<LLVM::FPTruncOp>(loc, accType, sum).getResult() : sum;
    }
  }
};

} // namespace

unsigned dotScratchBytes(Operation *op, const TypeConverter &converter) {
  return dotGeometry(cast<tile::DotOp>(op), converter).bytes;
}

void populateDotOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns, PlannedSharedMemory &plan,
                           bool wgmma) {
  patterns.add<DotLowering>(converter, plan, wgmma);
  populateWarpGroupWaitPattern(converter, patterns);
}

} // namespace tritonc
