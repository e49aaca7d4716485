//===- ReshapeLayouts.h - reshapes that stay in registers -------*- C++ -*-===//
//
// tl.reshape keeps the row-major order of the elements; it moves nothing
// between threads when the result's layout gives every thread exactly the
// elements it holds of the source. With power-of-two sizes a blocked layout
// is a map from the bits of (register, lane, warp) to the bits of the
// row-major index: each dimension's index bits are, from the lowest, its
// sizePerThread bits (registers), its lanes', its warps' and its
// repetitions' (registers again); lanes and warps are numbered along the
// layout's order. A reshape regroups the index bits into other dimensions;
// the result has a blocked layout with the same lane and warp bits where
// each of its dimensions reads registers, lanes, warps, registers from its
// lowest bit (and lanes and warps ascend along its row-major order). The
// reshape then renumbers each thread's registers.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_DIALECT_TILEGPU_RESHAPELAYOUTS_H
#define TRITONC_DIALECT_TILEGPU_RESHAPELAYOUTS_H

#include "TileGPU/TileGPUDialect.h"

#include "llvm/ADT/SmallVector.h"

namespace tritonc::tilegpu {

/// For a reshape that may reorder elements into one dimension (the
/// flattening of tl.sum(x) and other reductions over every axis): the 1-D
/// layout that gives each thread exactly the elements it holds of a source
/// of layout `src` and shape `srcShape`, so that the reshape moves nothing;
/// null when `src` holds some element twice or is null.
BlockedAttr flattenedLayout(BlockedAttr src, llvm::ArrayRef<int64_t> srcShape);

/// For a reshape in row-major order from `srcShape` in layout `src` to
/// `dstShape`: the row-major blocked layout of the result that gives each
/// thread the elements it holds of the source (see the file comment); null
/// when there is none, when `src` holds an element twice or when a size is
/// no power of two.
BlockedAttr reshapedLayout(BlockedAttr src, llvm::ArrayRef<int64_t> srcShape, llvm::ArrayRef<int64_t> dstShape);

/// With `dst` = reshapedLayout(src, srcShape, dstShape): for each of a
/// thread's elements of the result, in the order the thread holds them,
/// the index of the same element among its elements of the source.
llvm::SmallVector<unsigned> reshapedElements(BlockedAttr src, llvm::ArrayRef<int64_t> srcShape, BlockedAttr dst,
                                             llvm::ArrayRef<int64_t> dstShape);

} // namespace tritonc::tilegpu

#endif
