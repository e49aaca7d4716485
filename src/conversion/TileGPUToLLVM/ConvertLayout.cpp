//===- ConvertLayout.cpp - 2-D layout conversions moved in vectors --------===//
//
// tilegpu.convert_layout moves a tensor through shared memory. The general
// path (ShapeOps.cpp) writes and reads one element at a time, which for a
// dot's accumulator on its way to a store is 128 scalar st.shared and 128
// ld.shared per thread (128x256 tile, 8 warps). Here, when the source
// gives each thread runs of consecutive columns (an mma accumulator:
// pairs; a blocked layout whose fastest dimension is 1: sizePerThread[1]),
// the tile goes through a row-major copy with padded rows, written in
// vectors of a run (at most 16 bytes) and read in vectors of the result's
// runs, single elements included. On sm_90, an mma tile of 16-bit
// elements is written with stmatrix: one instruction stores four 8x8
// matrices of a warp's tile, each row 16 contiguous bytes.
//
// The pad keeps the threads of one shared-memory access phase (the 128
// bytes served at once) in different banks when they fall in different
// rows: each row's part of a phase starts where the previous row's ended.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "mlir/Dialect/LLVMIR/NVVMDialect.h"
#include "llvm/Support/MathExtras.h"

#include <optional>

using namespace mlir;

namespace tritonc {
namespace {

constexpr unsigned kPhaseBytes = 128;
constexpr unsigned kMaxVectorBytes = 16;

/// How a layout gives a thread its elements along a row: runs of `run`
/// consecutive columns, consecutive in the thread's element list, with
/// `lanesAlongRow` lanes of a warp side by side on the same row.
struct RowAccess {
  unsigned run = 1, lanesAlongRow = 1;
};

/// Null when the layout has no runs along dimension 1 or holds copies
/// (layouts larger than the tensor), which the general path handles.
std::optional<RowAccess> rowAccessOf(RankedTensorType type) {
  ArrayRef<int64_t> shape = type.getShape();
  if (auto mma = dyn_cast_or_null<tilegpu::MmaAttr>(type.getEncoding())) {
    // Registers r = 0, 1 of each 16x8 tile: one row, two columns; four
    // lanes per row (Layout.cpp).
    if (16 * mma.getWarpsPerCTA()[0] > shape[0] || 8 * mma.getWarpsPerCTA()[1] > shape[1])
      return std::nullopt;
    return RowAccess{2, 4};
  }
  auto blocked = dyn_cast_or_null<tilegpu::BlockedAttr>(type.getEncoding());
  if (!blocked || blocked.getOrder()[0] != 1)
    return std::nullopt;
  if (blocked.getShapePerCTA(0) > shape[0] || blocked.getShapePerCTA(1) > shape[1])
    return std::nullopt;
  return RowAccess{blocked.getSizePerThread()[1], blocked.getThreadsPerWarp()[1]};
}

/// The scratch copy: `rows` rows of `pitch` bytes; each thread writes
/// vectors of `storeVector` elements and reads vectors of `loadVector`.
struct VectorMove {
  Type element;
  unsigned elemBytes = 0, storeVector = 0, loadVector = 0, pitch = 0;
  int64_t rows = 0;
  unsigned bytes() const { return rows * pitch; }
};

std::optional<VectorMove> planVectorMove(tilegpu::ConvertLayoutOp op, const TypeConverter &converter) {
  auto srcType = cast<RankedTensorType>(op.getSrc().getType());
  auto resultType = cast<RankedTensorType>(op.getResult().getType());
  if (srcType.getRank() != 2 || srcType == resultType)
    return std::nullopt;
  Type element = converter.convertType(srcType.getElementType());
  // Integers and floats of 8 to 64 bits (i1 and pointers take the
  // general path, which widens them).
  if (!element || !element.isIntOrFloat() || element.getIntOrFloatBitWidth() < 8)
    return std::nullopt;
  std::optional<RowAccess> store = rowAccessOf(srcType), load = rowAccessOf(resultType);
  if (!store || !load)
    return std::nullopt;
  VectorMove move;
  move.element = element;
  move.elemBytes = element.getIntOrFloatBitWidth() / 8;
  unsigned maxVector = std::max(1u, kMaxVectorBytes / move.elemBytes);
  move.storeVector = std::min(store->run, maxVector);
  move.loadVector = std::min(load->run, maxVector);
  // The writes must be vectors (or stmatrix) for this path to pay; the
  // reads may be single elements (a layout for scalar global stores):
  // they still find their elements at a base plus immediates.
  if (move.storeVector < 2 || !llvm::isPowerOf2_32(move.storeVector) || !llvm::isPowerOf2_32(move.loadVector))
    return std::nullopt;
  // The bytes one row takes of an access phase (the lanes served at once:
  // 128 bytes' worth, at most a warp), on each side. A side whose phase
  // lies in a single row is conflict-free with any pad.
  auto segment = [&](const RowAccess &access, unsigned vector) {
    unsigned vectorBytes = vector * move.elemBytes;
    unsigned lanesPerPhase = std::min(32u, kPhaseBytes / vectorBytes);
    return access.lanesAlongRow >= lanesPerPhase ? kPhaseBytes : access.lanesAlongRow * vectorBytes;
  };
  unsigned storeSegment = segment(*store, move.storeVector), loadSegment = segment(*load, move.loadVector);
  unsigned pad = storeSegment == kPhaseBytes  ? loadSegment
                 : loadSegment == kPhaseBytes ? storeSegment
                                              : std::max(storeSegment, loadSegment);
  // Rows start 16-byte aligned: every vector (and each stmatrix row) is
  // aligned to its size.
  move.pitch = llvm::alignTo(srcType.getShape()[1] * move.elemBytes + pad, kMaxVectorBytes);
  move.rows = srcType.getShape()[0];
  return move;
}

Value byteAddress(OpBuilder &b, Location loc, Value base, Value byte) {
  return b.create<LLVM::GEPOp>(loc, base.getType(), b.getI8Type(), base, ValueRange{byte});
}

Value rowColumnAddress(OpBuilder &b, Location loc, const VectorMove &move, Value base, Value row, Value col) {
  Value byte = b.create<LLVM::AddOp>(loc, b.create<LLVM::MulOp>(loc, row, i32Constant(b, loc, move.pitch)),
                                     b.create<LLVM::MulOp>(loc, col, i32Constant(b, loc, move.elemBytes)));
  return byteAddress(b, loc, base, byte);
}

/// Each thread stores its runs as vectors at their row-major places.
void storeVectors(OpBuilder &b, Location loc, const VectorMove &move, Value base, RankedTensorType type,
                  ArrayRef<Value> values) {
  ElementIndices where = emitElementIndices(b, loc, type);
  auto vectorType = VectorType::get({move.storeVector}, move.element);
  for (size_t e = 0; e < values.size(); e += move.storeVector) {
    Value vector = b.create<LLVM::PoisonOp>(loc, vectorType);
    for (unsigned k = 0; k < move.storeVector; ++k)
      vector = b.create<LLVM::InsertElementOp>(loc, vector, values[e + k], i32Constant(b, loc, k));
    Value address = rowColumnAddress(b, loc, move, base, where.indices[e][0], where.indices[e][1]);
    b.create<LLVM::StoreOp>(loc, vector, address, move.storeVector * move.elemBytes);
  }
}

/// An mma tile of 16-bit elements, written with stmatrix: for each 16x8
/// tile (i, j) of the warp, registers r = 0, 1 are row l/4 of its upper
/// 8x8 matrix and r = 2, 3 of its lower one, exactly the fragment stmatrix
/// takes; lanes 8q .. 8q+7 give the row addresses of matrix q. Tiles j and
/// j+1 go in one .x4 (the upper and lower matrices of each).
void storeWithStmatrix(OpBuilder &b, Location loc, const VectorMove &move, Value base, RankedTensorType type,
                       ArrayRef<Value> values) {
  auto mma = cast<tilegpu::MmaAttr>(type.getEncoding());
  auto c = [&](int64_t v) { return i32Constant(b, loc, v); };
  unsigned wm = mma.getWarpsPerCTA()[0], wn = mma.getWarpsPerCTA()[1];
  unsigned repM = mma.getRepeatM(type.getShape()), repN = mma.getRepeatN(type.getShape());
  unsigned tilesPerStore = repN % 2 == 0 ? 2 : 1;
  // The warp's tile (0, 0) starts at row 16 * warpM, column 8 * warpN.
  auto [lane, warpM, warpN] = mmaWarpPosition(b, loc, mma);
  // This lane's row address: row lane%8 of matrix q = lane/8, the upper
  // (q even) or lower (q odd) half of tile j + q/2.
  Value matrix = b.create<LLVM::UDivOp>(loc, lane, c(8));
  Value row = b.create<LLVM::AddOp>(
      loc, b.create<LLVM::MulOp>(loc, warpM, c(16)),
      b.create<LLVM::AddOp>(loc, b.create<LLVM::MulOp>(loc, b.create<LLVM::URemOp>(loc, matrix, c(2)), c(8)),
                            b.create<LLVM::URemOp>(loc, lane, c(8))));
  Value col = b.create<LLVM::MulOp>(loc, warpN, c(8));
  if (tilesPerStore == 2)
    col = b.create<LLVM::AddOp>(
        loc, col, b.create<LLVM::MulOp>(loc, b.create<LLVM::UDivOp>(loc, matrix, c(2)), c(8 * wn)));
  Value laneAddress = rowColumnAddress(b, loc, move, base, row, col);
  auto pairType = VectorType::get({2}, move.element);
  auto pack = [&](Value lo, Value hi) {
    Value pair = b.create<LLVM::PoisonOp>(loc, pairType);
    pair = b.create<LLVM::InsertElementOp>(loc, pair, lo, c(0));
    pair = b.create<LLVM::InsertElementOp>(loc, pair, hi, c(1));
    return b.create<LLVM::BitcastOp>(loc, b.getI32Type(), pair).getResult();
  };
  unsigned matrices = 2 * tilesPerStore;
  std::string text = "stmatrix.sync.aligned.m8n8.x" + std::to_string(matrices) + ".shared.b16 [$0], " +
                     registerList(1, matrices) + ";";
  std::string constraints = "r," + repeatConstraint("r", matrices);
  for (unsigned i = 0; i < repM; ++i)
    for (unsigned j = 0; j < repN; j += tilesPerStore) {
      SmallVector<Value> operands;
      int64_t offset = int64_t(16 * wm * i) * move.pitch + int64_t(8 * wn * j) * move.elemBytes;
      operands.push_back(sharedAddress(b, loc, byteAddress(b, loc, laneAddress, c(offset))));
      for (unsigned t = 0; t < tilesPerStore; ++t) {
        size_t e = (size_t(i) * repN + j + t) * 4;
        operands.push_back(pack(values[e], values[e + 1]));
        operands.push_back(pack(values[e + 2], values[e + 3]));
      }
      ptxStatement(b, loc, text, constraints, operands);
    }
}

SmallVector<Value> loadVectors(OpBuilder &b, Location loc, const VectorMove &move, Value base,
                               RankedTensorType type) {
  ElementIndices where = emitElementIndices(b, loc, type);
  auto vectorType = VectorType::get({move.loadVector}, move.element);
  SmallVector<Value> values;
  for (size_t e = 0; e < where.indices.size(); e += move.loadVector) {
    Value address = rowColumnAddress(b, loc, move, base, where.indices[e][0], where.indices[e][1]);
    Value vector = b.create<LLVM::LoadOp>(loc, vectorType, address, move.loadVector * move.elemBytes);
    for (unsigned k = 0; k < move.loadVector; ++k)
      values.push_back(b.create<LLVM::ExtractElementOp>(loc, vector, i32Constant(b, loc, k)));
  }
  return values;
}

struct VectorConvertLayoutLowering : ConvertOpToLLVMPattern<tilegpu::ConvertLayoutOp> {
  VectorConvertLayoutLowering(TileGPUTypeConverter &converter, PlannedSharedMemory &plan, bool stmatrix)
      // Tried before the general lowering (ShapeOps.cpp), which takes the rest.
      : ConvertOpToLLVMPattern(converter, /*benefit=*/2), plan(plan), stmatrix(stmatrix) {}
  PlannedSharedMemory &plan;
  bool stmatrix;

  LogicalResult matchAndRewrite(tilegpu::ConvertLayoutOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    std::optional<VectorMove> move = planVectorMove(op, *getTypeConverter());
    if (!move)
      return failure();
    Location loc = op.getLoc();
    auto srcType = cast<RankedTensorType>(op.getSrc().getType());
    auto resultType = cast<RankedTensorType>(op.getResult().getType());
    SmallVector<Value> values = unpackElements(b, loc, adaptor.getSrc(), srcType);
    Value base = plan.begin(b, loc, op, move->bytes());
    if (stmatrix && move->elemBytes == 2 && isa<tilegpu::MmaAttr>(srcType.getEncoding()))
      storeWithStmatrix(b, loc, *move, base, srcType, values);
    else
      storeVectors(b, loc, *move, base, srcType, values);
    barrier(b, loc);
    SmallVector<Value> result = loadVectors(b, loc, *move, base, resultType);
    b.replaceOp(op, packElements(b, loc, *getTypeConverter(), resultType, result));
    return success();
  }
};

} // namespace

std::optional<unsigned> vectorConvertScratchBytes(Operation *op, const TypeConverter &converter) {
  auto convert = dyn_cast<tilegpu::ConvertLayoutOp>(op);
  if (!convert)
    return std::nullopt;
  if (std::optional<VectorMove> move = planVectorMove(convert, converter))
    return move->bytes();
  return std::nullopt;
}

void populateVectorConvertLayoutPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns,
                                         PlannedSharedMemory &plan, bool stmatrix) {
  patterns.add<VectorConvertLayoutLowering>(converter, plan, stmatrix);
}

} // namespace tritonc
