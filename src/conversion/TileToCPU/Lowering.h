//===- Lowering.h - shared pieces of the tile -> CPU (LLVM) conversion -----===//
//
// The CPU backend keeps a whole tensor in one SIMD value: a ranked tensor of
// N elements becomes a 1-D `vector<N x T>` in row-major order
// (tensor<16x64xf32> -> vector<1024xf32>). Pointers are 64-bit addresses in
// tensors (tensor<Nx!tile.ptr<f32>> -> vector<Nxi64>) and `!llvm.ptr` as
// scalars. With that mapping, upstream arith/math -> LLVM patterns lower the
// elementwise ops unchanged, and every shape op is a shufflevector with a
// constant mask. What x86 cannot do on a whole vector without one branch or
// call per element (loads and stores, atomics, libm, f16 conversions,
// combine regions with control flow, printing) loops over the elements in
// stack buffers instead (ScratchBuffer below); so does tile.dot, over rows
// and k (DotOps.cpp).
//
// LLVM's x86 backend spends seconds on a single 16384-element vector value,
// so after LLVM's optimizations the host backend (src/target/HostBackend.cpp)
// moves every vector above 256 elements to a stack slot and turns the
// operations on it into loops over 512-bit chunks.
//
// The lowering is a pipeline of passes (Passes.td; tritonc-cpu-pipeline in
// src/pipelines/CpuPipeline.cpp chains them):
//   1. tritonc-cpu-prepare-kernels (PrepareKernels.cpp) kernel ABI arguments
//      replace program_id and num_programs; contiguity of tensor accesses
//      recorded; integer division made trap-free; libdevice arithmetic
//      made inline; arith ops LLVM cannot lower for x86 (bf16/f16
//      arithmetic, floor/ceil division, maximumf) are expanded.
//   2. tritonc-cpu-tensors-to-vectors (TensorsToVectors.cpp + the *Ops.cpp
//      files) tile ops and tensors -> LLVM dialect / arith / math on 1-D
//      vectors; scf keeps its structure with converted types.
//   2b. tritonc-cpu-chunk-elementwise (ChunkElementwise.cpp) runs of
//      elementwise ops on long vectors -> one loop over 512-bit chunks.
//   3. convert-scf-to-cf (upstream), then tritonc-cpu-lower-asserts
//      (LowerAsserts.cpp): tile.assert, now on a scalar -> branch + report.
//   4. tritonc-cpu-to-llvm (ToLLVM.cpp) func/arith/math/cf -> LLVM dialect;
//      math functions without an LLVM intrinsic call libm.
//   5. tritonc-cpu-add-entry-points (AddEntryPoints.cpp) one exported entry
//      per kernel with the CPU ABI (see kNumAbiArgs below).
//   6. tritonc-cpu-narrow-shuffles (NarrowShuffles.cpp) lanes a shuffle
//      drops are not computed.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_CONVERSION_TILETOCPU_LOWERING_H
#define TRITONC_CONVERSION_TILETOCPU_LOWERING_H

#include "Tile/TileDialect.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/IR/BuiltinOps.h"
#include "mlir/Transforms/DialectConversion.h"

#include <string>

namespace tritonc {
namespace cpu {

//===----------------------------------------------------------------------===//
// The CPU kernel ABI (must match runtime/include/tritonc/CpuKernel.h).
//===----------------------------------------------------------------------===//

/// Arguments appended to every kernel function by the prepare stage, in
/// this order: pid_x, pid_y, pid_z, num_x, num_y, num_z (i32), then the
/// launch context (!llvm.ptr to a struct whose first field is the assert
/// callback).
inline constexpr unsigned kNumAbiArgs = 7;
/// Prefix of the exported entry: `tritonc_cpu_<kernel>`.
inline constexpr const char *kEntryPrefix = "tritonc_cpu_";
/// Function attribute the prepare stage puts on kernels (tile.kernel is
/// dropped so that nothing of the tile dialect reaches LLVM IR).
inline constexpr const char *kCpuKernelAttr = "tritonc.cpu_kernel";

//===----------------------------------------------------------------------===//
// Stage 2: tensors -> vectors
//===----------------------------------------------------------------------===//

/// tensor<...xT> -> vector<N x T> (T a pointer: i64); !tile.ptr<T> ->
/// !llvm.ptr; bf16 -> i16 (its bits, also in vectors); everything else
/// unchanged.
class VectorTypeConverter : public mlir::TypeConverter {
public:
  explicit VectorTypeConverter(mlir::MLIRContext *ctx);
};

void populateElementwisePatterns(VectorTypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateShapeOpPatterns(VectorTypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateMemoryOpPatterns(VectorTypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateReduceOpPatterns(VectorTypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateAtomicOpPatterns(VectorTypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateDebugOpPatterns(VectorTypeConverter &converter, mlir::RewritePatternSet &patterns);
/// tile.dot: loops over rows and k on stack buffers (DotOps.cpp).
void populateDotOpPatterns(VectorTypeConverter &converter, mlir::RewritePatternSet &patterns);

//===----------------------------------------------------------------------===//
// Helpers on flat vectors (all values LLVM-compatible).
//===----------------------------------------------------------------------===//

/// Number of elements of a converted value (1 for a scalar).
int64_t numElements(mlir::Type type);
/// `vector<n x element>`.
mlir::VectorType vectorOf(mlir::Type element, int64_t n);
/// A vector with every element equal to `scalar`.
mlir::Value splatVector(mlir::OpBuilder &b, mlir::Location loc, mlir::Value scalar, int64_t n);
/// shufflevector(v1, v2, mask); v2 = v1 when null.
mlir::Value shuffle(mlir::OpBuilder &b, mlir::Location loc, mlir::Value v1, mlir::Value v2,
                    llvm::ArrayRef<int32_t> mask);
mlir::Value extractElement(mlir::OpBuilder &b, mlir::Location loc, mlir::Value vector, int64_t i);
mlir::Value insertElement(mlir::OpBuilder &b, mlir::Location loc, mlir::Value vector,
                          mlir::Value element, int64_t i);
/// A constant of `type` (scalar or vector) with every element `value`.
mlir::Value constantLike(mlir::OpBuilder &b, mlir::Location loc, mlir::Type type, int64_t value);
mlir::Value zeroLike(mlir::OpBuilder &b, mlir::Location loc, mlir::Type type);
mlir::Value i32Constant(mlir::OpBuilder &b, mlir::Location loc, int64_t value);
/// The row-major linear index of `index` in `shape`.
int64_t linearIndex(llvm::ArrayRef<int64_t> index, llvm::ArrayRef<int64_t> shape);
/// The inverse of linearIndex.
llvm::SmallVector<int64_t> delinearize(int64_t linear, llvm::ArrayRef<int64_t> shape);

/// Attribute the prepare stage puts on tile.load / tile.store / atomics of
/// tensors: how many consecutive elements along the last dimension have
/// consecutive addresses (runs start at multiples of it; it divides the
/// dimension). 1 when unknown.
inline constexpr const char *kContiguityAttr = "tritonc.cpu_contiguity";

/// How an element of type `type` lives in memory: i1 as i8, bf16 as i16,
/// pointers as 64-bit integers in vectors; other types unchanged.
mlir::Type memoryType(mlir::Type elementType);
/// Bytes per element in memory (`tile.ptr` arithmetic steps).
int64_t elementBytes(mlir::Type elementType);

//===----------------------------------------------------------------------===//
// Element loops over stack buffers. LLVM's x86 backend expands a masked
// gather (or any per-element branch) on a long vector into one basic block
// per element, with the whole vector live across all of them: compile time
// grows with the square of the length (minutes for 1024 elements). Memory
// ops, atomics and libm calls on long vectors therefore go through small
// stack buffers and an scf.for over the elements instead.
//===----------------------------------------------------------------------===//

/// A stack buffer of `count` elements of `elementType`: allocated at the
/// entry of the function around `anchor`, live (lifetime markers) from the
/// builder's insertion point until end().
class ScratchBuffer {
public:
  ScratchBuffer(mlir::OpBuilder &b, mlir::Location loc, mlir::Operation *anchor,
                mlir::Type elementType, int64_t count);
  /// Address of element `index` (an i64).
  mlir::Value at(mlir::OpBuilder &b, mlir::Location loc, mlir::Value index) const;
  mlir::Value loadElement(mlir::OpBuilder &b, mlir::Location loc, mlir::Value index) const;
  void storeElement(mlir::OpBuilder &b, mlir::Location loc, mlir::Value index, mlir::Value value) const;
  /// `vector` (vector<count x elementType>) into the buffer, and back.
  void storeAll(mlir::OpBuilder &b, mlir::Location loc, mlir::Value vector) const;
  mlir::Value loadAll(mlir::OpBuilder &b, mlir::Location loc) const;
  void end(mlir::OpBuilder &b, mlir::Location loc) const;

private:
  mlir::Value base;
  mlir::Type elementType;
  int64_t count;
};

/// Emits body(b, loc, first + i) for i in [0, count) as an scf.for (a plain
/// call when count is 1); indices are i64.
void forEachIndex(mlir::OpBuilder &b, mlir::Location loc, mlir::Value first, int64_t count,
                  llvm::function_ref<void(mlir::OpBuilder &, mlir::Location, mlir::Value)> body);
mlir::Value i64Constant(mlir::OpBuilder &b, mlir::Location loc, int64_t value);

/// Applies a reduce/scan combine region to `lhs` and `rhs` (N values each):
/// clones its body with the block arguments bound to lhs then rhs and
/// returns what it yields. Works on scalars, and on vectors when
/// isVectorizableCombine() holds (each op is then applied per lane).
llvm::SmallVector<mlir::Value> applyCombine(mlir::ConversionPatternRewriter &rewriter,
                                            mlir::Region &combine, mlir::ValueRange lhs,
                                            mlir::ValueRange rhs);
bool isVectorizableCombine(mlir::Region &combine);

/// Returns (declaring it at the top of the module if needed) the LLVM
/// function `name` of type `type`.
mlir::LLVM::LLVMFuncOp getOrInsertFunction(mlir::OpBuilder &b, mlir::ModuleOp module,
                                           llvm::StringRef name, mlir::LLVM::LLVMFunctionType type);
/// Address of a NUL-terminated private string constant (deduplicated by text).
mlir::Value globalString(mlir::OpBuilder &b, mlir::Location loc, mlir::ModuleOp module,
                         llvm::StringRef text);

//===----------------------------------------------------------------------===//
// libm: the math library functions the CPU code calls.
//===----------------------------------------------------------------------===//

/// The C math library function for a libdevice name (`__nv_expf` ->
/// `expf`, `__nv_fast_logf` -> `logf`), or nullopt when the CPU target does
/// not know it (see Libdevice.cpp for the table).
std::optional<std::string> libmNameForLibdevice(llvm::StringRef symbol);
/// Rewrites the libdevice functions that are plain arithmetic (`__nv_fabsf`,
/// `__nv_rsqrtf`, `__nv_isnanf`, `__nv_umulhi`, ...) into arith/math ops on
/// the op's own (tile-level) types. Returns null when `op` is not one.
mlir::Value rewriteLibdeviceInline(mlir::OpBuilder &b, tile::ExternElementwiseOp op);
/// Calls the C function `name` on each element of `args` (LLVM-compatible
/// vectors of one length, or scalars) in place of `op`; the result has type
/// `resultType`. f16 floats are passed as f32. Long vectors loop.
mlir::Value callLibmElementwise(mlir::OpBuilder &b, mlir::Location loc, mlir::Operation *op,
                                llvm::StringRef name, mlir::ValueRange args,
                                mlir::Type resultType);
/// The libm function computing math op `op` (`tanh` for math.tanh; the
/// `f` suffix is added for f32), or empty when LLVM lowers the op itself.
llvm::StringRef libmFunctionFor(mlir::Operation *op);
/// math ops that have no LLVM lowering on x86 and go to libm instead (stage
/// 4; long tensors were turned into element loops in stage 2).
void populateMathToLibmPatterns(mlir::TypeConverter &converter, mlir::RewritePatternSet &patterns);

} // namespace cpu
} // namespace tritonc

#endif
