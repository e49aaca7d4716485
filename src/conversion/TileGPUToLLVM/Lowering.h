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
#include "mlir/Conversion/LLVMCommon/Pattern.h"
#include "mlir/Conversion/LLVMCommon/TypeConverter.h"
#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "mlir/Transforms/DialectConversion.h"

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

mlir::Value i32Constant(mlir::OpBuilder &b, mlir::Location loc, int64_t value);

void populateTileOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateElementwisePatterns(TileGPUTypeConverter &converter,
                                 mlir::RewritePatternSet &patterns);
void populateMemoryOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns);
void populateFuncOpPatterns(TileGPUTypeConverter &converter, mlir::RewritePatternSet &patterns);

} // namespace tritonc

#endif
