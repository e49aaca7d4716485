//===- Lowering.h - shared pieces of the TileGPU -> LLVM conversion -------===//
//
// A tensor value becomes, in each thread, an LLVM struct holding the elements
// its blocked layout assigns to that thread. Elements are numbered with the
// layout's fastest dimension (order[0]) varying fastest, so a thread's run of
// sizePerThread[order[0]] elements is consecutive in the struct and can be
// moved with one vector access.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_CONVERSION_TILEGPUTOLLVM_LOWERING_H
#define TRITONC_CONVERSION_TILEGPUTOLLVM_LOWERING_H

#include "TileGPU/TileGPUDialect.h"
#include "analysis/PossibleOneBits.h"
#include "analysis/SharedMemoryPlan.h"
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

#include <optional>

namespace tritonc {

/// LLVM's type conversions plus: !tile.ptr<T> -> !llvm.ptr<1>, and a tensor
/// with a blocked layout -> !llvm.struct of its per-thread elements.
class TileGPUTypeConverter : public mlir::LLVMTypeConverter {
public:
  explicit TileGPUTypeConverter(mlir::MLIRContext *ctx);
};

/// Per-thread element values of a converted tensor (or the scalar itself).
llvm::SmallVector<mlir::Value> unpackElements(mlir::OpBuilder &b, mlir::Location loc,
                                              mlir::Value packed, mlir::Type originalType);
/// The inverse: builds the struct for `tensorType` from its elements.
mlir::Value packElements(mlir::OpBuilder &b, mlir::Location loc,
                         const mlir::TypeConverter &converter, mlir::Type tensorType,
                         mlir::ValueRange elements);

/// Where each of this thread's elements of a tensor lies.
struct ElementIndices {
  /// indices[e][d]: the coordinate along dimension d of element e (i32).
  llvm::SmallVector<llvm::SmallVector<mlir::Value>> indices;
  /// owner[e]: false in threads that hold a replicated copy of element e
  /// (layouts larger than the tensor); null when no element is replicated.
  llvm::SmallVector<mlir::Value> owner;
};
ElementIndices emitElementIndices(mlir::OpBuilder &b, mlir::Location loc,
                                  mlir::RankedTensorType type);

/// Where this thread sits in an mma layout: its lane, and its warp's row
/// and column in the layout's grid of warps (warps numbered along M
/// first). Every lowering that addresses mma tiles starts from this.
struct MmaWarpPosition {
  mlir::Value lane, warpM, warpN;
};
MmaWarpPosition mmaWarpPosition(mlir::OpBuilder &b, mlir::Location loc, tilegpu::MmaAttr mma);

mlir::Value i32Constant(mlir::OpBuilder &b, mlir::Location loc, int64_t value);

/// The static part of the element numbering: for element `e` of a thread,
/// its position along each dimension within the thread's elements
/// (0 .. elemsPerThread along that dimension).
llvm::SmallVector<unsigned> elementCoordinates(tilegpu::BlockedAttr layout,
                                               llvm::ArrayRef<int64_t> shape, unsigned e);
/// Units (lanes of a warp, or warps) along a dimension of `shape` elements
/// that hold distinct data, when each unit covers `perUnit` elements and
/// there are `units` of them: fewer than `units` when the layout is larger
/// than the tensor (the others hold copies).
unsigned distinctAlong(int64_t shape, unsigned perUnit, unsigned units);
/// The stride of dimension `dim` in the lane id (or, with `warps`, in the
/// warp id): the product of threadsPerWarp (warpsPerCTA) of the dimensions
/// before `dim` in the layout's order.
unsigned strideInOrder(tilegpu::BlockedAttr layout, unsigned dim, bool warps);
/// Row-major linear index of `indices` in a tensor of `shape` (i32).
mlir::Value linearize(mlir::OpBuilder &b, mlir::Location loc, llvm::ArrayRef<mlir::Value> indices,
                      llvm::ArrayRef<int64_t> shape);

/// Shared memory as tritonc-plan-shared-memory planned it (the analysis:
/// src/analysis/SharedMemoryPlan.h; the pass: PlanSharedMemory.cpp). Each
/// operation that moves data between threads has a scratch region of the
/// kernel's dynamic shared memory for its own duration, recorded on it as
/// a tilegpu.scratch attribute; each tilegpu.smem_alloc its buffer, as a
/// tilegpu.buffer attribute. Every scratch-using lowering has one shape: it
/// writes its region, passes at least one barrier, then reads it; the plan
/// says whether a barrier must also come before the first write. The
/// lowering only reads the attributes.
class PlannedSharedMemory {
public:
  /// The start of `op`'s region, with the barrier the plan asks for
  /// emitted first. `bytes` is what the lowering will touch; no plan for
  /// `op`, or fewer bytes planned, is an internal error (reported on `op`,
  /// and the pass fails).
  mlir::Value begin(mlir::OpBuilder &b, mlir::Location loc, mlir::Operation *op, unsigned bytes);
  /// The address of a tilegpu.smem_alloc's buffer (the same errors).
  mlir::Value bufferAddress(mlir::OpBuilder &b, mlir::Location loc, mlir::Operation *alloc);
  bool failed() const { return broken; }

private:
  bool broken = false;
};

/// Runs the shared-memory analysis on `module` with the scratch sizes of
/// this lowering (scratchBytesFor; dot operand tiles 1024-aligned). The
/// tensors must have layouts (checkLayouts).
SharedMemoryPlan planSharedMemory(mlir::ModuleOp module);
/// Reports the first tensor without a layout (the lowering and the plan
/// need one for every tensor); false if there is one.
bool checkLayouts(mlir::ModuleOp module);

/// A 2-D tile in shared memory in the format tl.dot reads its operands in
/// (DotOps.cpp): `rows` rows of `cols` contiguous elements, cut along the
/// columns into blocks of lines of at most 128 bytes (block after block,
/// each `rows` lines), the 16-byte chunks of each line swizzled so that the
/// 8 lines one ldmatrix phase reads hit distinct banks. The swizzle is the
/// hardware's (chunk ^= address bits 7..9, as wide as the line), so wgmma
/// reads the same tiles through descriptors.
struct OperandTile {
  unsigned offset = 0; // bytes from the base passed to address()
  int64_t rows = 0, cols = 0;
  unsigned elemBytes = 0, rowBytes = 0, lineBytes = 0, perPhase = 1, maxPhase = 1;
  OperandTile() = default;
  OperandTile(int64_t rows, int64_t cols, unsigned elemBytes);
  unsigned bytes() const { return rows * rowBytes; }
  /// Bytes between consecutive column blocks.
  unsigned blockBytes() const { return rows * lineBytes; }
  /// Address of byte `colByte` of row `row` (of batch `batch`).
  mlir::Value address(mlir::OpBuilder &b, mlir::Location loc, mlir::Value base, int64_t batch, mlir::Value row,
                      mlir::Value colByte) const;
  /// The same with the batch a value (null: batch 0).
  mlir::Value address(mlir::OpBuilder &b, mlir::Location loc, mlir::Value base, mlir::Value batch,
                      mlir::Value row, mlir::Value colByte) const;
};

/// An element index as the layouts give it (Layout.cpp): a thread-dependent
/// value plus a constant for the element, `add(thread, c)`. A constant
/// index has a null thread part; anything else is all thread part.
std::pair<mlir::Value, int64_t> splitConstantAddend(mlir::Value index);

/// Addresses of one thread's elements in an OperandTile. Elements whose
/// rows differ by whole swizzle periods (perPhase * maxPhase lines: the
/// same chunk permutation) and whose columns differ by whole column blocks
/// lie a constant apart when their indices have the same thread parts, so
/// they share one computed address and carry the difference as an
/// immediate offset: a thread keeps at most a period's worth of addresses
/// instead of one register per element.
class OperandTileAddresses {
public:
  OperandTileAddresses(const OperandTile &tile, mlir::Value base) : tile(tile), base(base) {}
  /// Element (batch, row, col + colExtra); batch may be null.
  mlir::Value at(mlir::OpBuilder &b, mlir::Location loc, mlir::Value batch, mlir::Value row, mlir::Value col,
                 int64_t colExtra = 0);

private:
  struct Known {
    mlir::Value batch, row, col;
    int64_t rowRest, colByteRest;
    mlir::Value address;
  };
  OperandTile tile;
  mlir::Value base;
  llvm::SmallVector<Known> known;
};

/// Scratch bytes the lowering of `op` needs (0: none, all in registers).
/// Each kind of operation answers next to its lowering.
unsigned scratchBytesFor(mlir::Operation *op, const mlir::TypeConverter &converter);
unsigned reduceScratchBytes(mlir::Operation *reduce, const mlir::TypeConverter &converter);
unsigned scanScratchBytes(mlir::Operation *scan, const mlir::TypeConverter &converter);
unsigned shapeScratchBytes(mlir::Operation *op, const mlir::TypeConverter &converter);
unsigned dotScratchBytes(mlir::Operation *dot, const mlir::TypeConverter &converter);
/// What shareFromThreadZero needs.
inline constexpr unsigned kShareScratchBytes = 8;
inline constexpr const char *kSharedMemorySymbol = "tritonc_smem";
using tile::kPreciseAttr;
using tilegpu::kSharedBytesAttr;
mlir::Value sharedMemoryBase(mlir::OpBuilder &b, mlir::Location loc);
void barrier(mlir::OpBuilder &b, mlir::Location loc);
/// Bytes an element of `type` occupies in scratch memory (i1 takes 1).
unsigned scratchBytes(mlir::Type type);
/// Stores / loads one element at `base + index * scratchBytes(type)`.
void storeScratch(mlir::OpBuilder &b, mlir::Location loc, mlir::Value base, mlir::Value index,
                  mlir::Value value);
mlir::Value loadScratch(mlir::OpBuilder &b, mlir::Location loc, mlir::Value base,
                        mlir::Value index, mlir::Type type);

/// The inline PTX register constraint of a scalar type of 16, 32 or 64 bits
/// ("h", "r", "l", "f", "d").
const char *inlineAsmConstraint(mlir::Type type);

// Inline PTX (InlinePtx.cpp).
/// Inline PTX returning `results` registers of `type` (a struct when several).
llvm::SmallVector<mlir::Value> inlinePtx(mlir::OpBuilder &b, mlir::Location loc, llvm::StringRef text,
                                         llvm::StringRef constraints, mlir::Type type, unsigned results,
                                         mlir::ValueRange operands, bool sideEffects);
/// The same with results of several types.
llvm::SmallVector<mlir::Value> inlinePtx(mlir::OpBuilder &b, mlir::Location loc, llvm::StringRef text,
                                         llvm::StringRef constraints, llvm::ArrayRef<mlir::Type> types,
                                         mlir::ValueRange operands, bool sideEffects);
/// Inline PTX without results, kept in place (side effects).
void ptxStatement(mlir::OpBuilder &b, mlir::Location loc, llvm::StringRef text, llvm::StringRef constraints,
                  mlir::ValueRange operands);
/// A shared-memory pointer as the 32-bit address an "r" operand of a
/// .shared instruction takes (shared pointers are 32-bit: nvptx-short-ptr).
mlir::Value sharedAddress(mlir::OpBuilder &b, mlir::Location loc, mlir::Value pointer);
/// ",0,1,...,count-1": inputs tied to the first `count` outputs.
std::string tiedConstraints(unsigned count);
/// "{$first, ..., $(first+count-1)}"
std::string registerList(unsigned first, unsigned count);
/// `c` `count` times, comma-separated.
std::string repeatConstraint(llvm::StringRef c, unsigned count);

/// Thread 0's `value` given to every thread of the CTA through shared memory
/// (a scalar is one value per program: scalar atomics and volatile scalar
/// loads are done by thread 0 alone).
mlir::Value shareFromThreadZero(mlir::OpBuilder &b, mlir::Location loc, PlannedSharedMemory &plan,
                                mlir::Operation *op, mlir::Value value);

/// Lane-to-lane exchange within a warp (shfl.sync.bfly / .up / .down /
/// .idx) for values of any scalar type up to 64 bits. Up and Down by a
/// delta: a lane whose source would lie outside the warp gets its own value.
enum class ShuffleKind { Xor, Up, Down, Index };
mlir::Value shuffle(mlir::OpBuilder &b, mlir::Location loc, mlir::Value value, mlir::Value laneOrDelta,
                    ShuffleKind kind);
mlir::Value threadId(mlir::OpBuilder &b, mlir::Location loc);

/// The module's declaration of an external function (libdevice, vprintf,
/// __assertfail), created on first use.
mlir::LLVM::LLVMFuncOp declareExternalFunction(mlir::OpBuilder &b, mlir::Operation *from,
                                               llvm::StringRef name,
                                               mlir::LLVM::LLVMFunctionType type);

/// Applies a reduce/scan combine region to scalars: clones its body with
/// the block arguments bound to `lhs` then `rhs` and returns what it yields.
llvm::SmallVector<mlir::Value> applyCombine(mlir::ConversionPatternRewriter &rewriter,
                                            mlir::Region &combine, mlir::ValueRange lhs,
                                            mlir::ValueRange rhs);

void populateTileOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateElementwisePatterns(TileGPUTypeConverter &converter,
                                 mlir::RewritePatternSet &patterns);
void populateMemoryOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns,
                              PlannedSharedMemory &plan);
void populateFuncOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateReduceOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns,
                              PlannedSharedMemory &plan);
void populateTensorCopyPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns,
                                PlannedSharedMemory &plan);
/// The scratch bytes of a tilegpu.tensor_store (its staged tile); 0 for
/// any other op.
unsigned tensorStoreScratchBytes(mlir::Operation *op);
void populateAsyncOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns,
                             PlannedSharedMemory &plan);
void populateDotOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns,
                           PlannedSharedMemory &plan, bool wgmma);
void populateScanOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns,
                            PlannedSharedMemory &plan);
/// 2-D convert_layout in vectors (ConvertLayout.cpp), tried before the
/// general path of populateShapeOpPatterns; `stmatrix`: the target has it
/// (sm_90 and later).
void populateVectorConvertLayoutPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns,
                                         PlannedSharedMemory &plan, bool stmatrix);
/// The scratch bytes of a convert_layout that pattern lowers; none when it
/// leaves `op` to the general path.
std::optional<unsigned> vectorConvertScratchBytes(mlir::Operation *op, const mlir::TypeConverter &converter);
void populateShapeOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns,
                             PlannedSharedMemory &plan);
void populateMathOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateDebugOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateAtomicOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns,
                              PlannedSharedMemory &plan, bool bf16AtomicAdd);

} // namespace tritonc

#endif
