//===- Lowering.h - shared pieces of the tile -> CPU (LLVM) conversion -----===//
//
// The CPU backend keeps a whole tensor in one SIMD value: a ranked tensor of
// N elements becomes a 1-D `vector<N x T>` in row-major order
// (tensor<16x64xf32> -> vector<1024xf32>). Pointers are 64-bit addresses in
// tensors (tensor<Nx!tile.ptr<f32>> -> vector<Nxi64>) and `!llvm.ptr` as
// scalars. With that mapping, upstream arith/math -> LLVM patterns lower the
// elementwise ops unchanged, and every shape op is a shufflevector with a
// constant mask.
//
// The pass runs in stages (TileToCPU.cpp):
//   1. prepare   (Prepare.cpp)  kernel ABI arguments replace program_id and
//                num_programs; integer division made trap-free; arith ops
//                LLVM cannot lower for x86 (bf16, floor/ceil division,
//                maximumf) are expanded.
//   2. vectors   (Vectors.cpp + the *Ops.cpp files) tile ops and tensors ->
//                LLVM dialect / arith / math on 1-D vectors; scf keeps its
//                structure with converted types.
//   3. scf -> cf, then tile.assert (now on a scalar) -> branch + report.
//   4. llvm      (LLVMLowering.cpp) func/arith/math/cf -> LLVM dialect; math
//                functions without an LLVM intrinsic call libm.
//   5. entry     (Entry.cpp) one exported entry per kernel with the CPU ABI
//                (see docs in EntryPoint below).
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

/// Arguments appended to every kernel function by the prepare stage, in this
/// order: pid_x, pid_y, pid_z, num_x, num_y, num_z (i32), then the launch
/// context (!llvm.ptr to a struct whose first field is the assert callback).
inline constexpr unsigned kNumAbiArgs = 7;
/// Prefix of the exported entry: `tritonc_cpu_<kernel>`.
inline constexpr const char *kEntryPrefix = "tritonc_cpu_";
/// Function attribute the prepare stage puts on kernels (tile.kernel is
/// dropped so that nothing of the tile dialect reaches LLVM IR).
inline constexpr const char *kCpuKernelAttr = "tritonc.cpu_kernel";

//===----------------------------------------------------------------------===//
// Stages
//===----------------------------------------------------------------------===//

mlir::LogicalResult prepareKernels(mlir::ModuleOp module);
mlir::LogicalResult convertTensorsToVectors(mlir::ModuleOp module);
mlir::LogicalResult lowerStructuredControlFlow(mlir::ModuleOp module);
mlir::LogicalResult lowerAsserts(mlir::ModuleOp module);
mlir::LogicalResult convertToLLVM(mlir::ModuleOp module);
mlir::LogicalResult addEntryPoints(mlir::ModuleOp module);

//===----------------------------------------------------------------------===//
// Stage 2: tensors -> vectors
//===----------------------------------------------------------------------===//

/// tensor<...xT> -> vector<N x T> (T a pointer: i64); !tile.ptr<T> ->
/// !llvm.ptr; everything else unchanged.
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

/// How an element of type `type` lives in memory: i1 as i8, pointers as
/// 64-bit integers in vectors; other types unchanged.
mlir::Type memoryType(mlir::Type elementType);
/// Bytes per element in memory (`tile.ptr` arithmetic steps).
int64_t elementBytes(mlir::Type elementType);

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

/// A scalar function of libm applied per element. `f32Name`/`f64Name` are
/// the C names; f16/bf16 arguments are computed in f32.
struct LibmFunction {
  const char *f32Name;
  const char *f64Name;
  unsigned numArgs;
};
/// For a libdevice name (`__nv_expf`, `__nv_exp`, ...) the libm function,
/// or nullopt when the CPU target does not know it.
std::optional<LibmFunction> lookupLibdevice(llvm::StringRef symbol);
/// Calls `function` on each element of `args` (vectors or scalars of one
/// shape); the result has type `resultType`.
mlir::Value callLibmElementwise(mlir::OpBuilder &b, mlir::Location loc, mlir::ModuleOp module,
                                const LibmFunction &function, mlir::ValueRange args,
                                mlir::Type resultType);
/// math ops that have no good LLVM lowering on x86 and go to libm instead.
void populateMathToLibmPatterns(mlir::TypeConverter &converter, mlir::RewritePatternSet &patterns);

} // namespace cpu
} // namespace tritonc

#endif
