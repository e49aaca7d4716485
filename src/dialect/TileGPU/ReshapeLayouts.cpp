//===- ReshapeLayouts.cpp - reshapes that stay in registers ---------------===//
#include "TileGPU/ReshapeLayouts.h"

#include "llvm/Support/MathExtras.h"

#include <optional>

using namespace mlir;

namespace tritonc::tilegpu {
namespace {

/// Where a blocked layout puts each bit of a thread's element index, of its
/// lane and of its warp in the row-major index of the tensor.
struct BitPlacement {
  SmallVector<unsigned> element, lane, warp;
};

bool powerOfTwo(int64_t v) { return v > 0 && llvm::isPowerOf2_64(uint64_t(v)); }

/// The first row-major index bit of each dimension (the last is lowest).
SmallVector<unsigned> dimensionBases(ArrayRef<int64_t> shape) {
  SmallVector<unsigned> base(shape.size());
  unsigned bit = 0;
  for (size_t d = shape.size(); d-- > 0;) {
    base[d] = bit;
    bit += llvm::Log2_64(uint64_t(shape[d]));
  }
  return base;
}

/// The bits of `layout` over `shape`; nullopt when a size is no power of
/// two or the layout holds an element twice (wider than the tensor).
std::optional<BitPlacement> placeBits(BlockedAttr layout, ArrayRef<int64_t> shape) {
  if (!layout || layout.getRank() != shape.size())
    return std::nullopt;
  unsigned rank = shape.size();
  for (unsigned d = 0; d < rank; ++d)
    if (!powerOfTwo(shape[d]) || !powerOfTwo(layout.getSizePerThread()[d]) ||
        !powerOfTwo(layout.getThreadsPerWarp()[d]) || !powerOfTwo(layout.getWarpsPerCTA()[d]) ||
        layout.getShapePerCTA(d) > shape[d])
      return std::nullopt;
  SmallVector<unsigned> base = dimensionBases(shape);
  BitPlacement bits;
  // Lanes, warps and a thread's elements are numbered along the order,
  // fastest dimension first; an element's index along a dimension is its
  // repetition times sizePerThread plus its place within the run.
  for (unsigned d : layout.getOrder()) {
    unsigned spt = llvm::Log2_32(layout.getSizePerThread()[d]);
    unsigned tpw = llvm::Log2_32(layout.getThreadsPerWarp()[d]);
    unsigned wpc = llvm::Log2_32(layout.getWarpsPerCTA()[d]);
    unsigned reps = llvm::Log2_64(uint64_t(shape[d])) - spt - tpw - wpc;
    for (unsigned i = 0; i < spt; ++i)
      bits.element.push_back(base[d] + i);
    for (unsigned i = 0; i < reps; ++i)
      bits.element.push_back(base[d] + spt + tpw + wpc + i);
    for (unsigned i = 0; i < tpw; ++i)
      bits.lane.push_back(base[d] + spt + i);
    for (unsigned i = 0; i < wpc; ++i)
      bits.warp.push_back(base[d] + spt + tpw + i);
  }
  return bits;
}

} // namespace

BlockedAttr flattenedLayout(BlockedAttr src, ArrayRef<int64_t> srcShape) {
  if (!src)
    return nullptr;
  unsigned threads = 1, warps = 1;
  int64_t elements = 1;
  for (unsigned d = 0; d < src.getRank(); ++d) {
    if (src.getShapePerCTA(d) > srcShape[d])  // copies along d
      return nullptr;
    threads *= src.getThreadsPerWarp()[d];
    warps *= src.getWarpsPerCTA()[d];
    elements *= srcShape[d];
  }
  unsigned perThread = unsigned(elements / (int64_t(threads) * warps));
  return BlockedAttr::get(src.getContext(), {perThread}, {threads}, {warps}, {0});
}

BlockedAttr reshapedLayout(BlockedAttr src, ArrayRef<int64_t> srcShape, ArrayRef<int64_t> dstShape) {
  std::optional<BitPlacement> bits = placeBits(src, srcShape);
  if (!bits || llvm::any_of(dstShape, [](int64_t s) { return !powerOfTwo(s); }))
    return nullptr;
  unsigned rank = dstShape.size();
  SmallVector<unsigned> base = dimensionBases(dstShape);
  // What each row-major index bit carries: -1 a register, else lane bit k
  // (k) or warp bit k (32 + k).
  unsigned total = 0;
  for (int64_t s : dstShape)
    total += llvm::Log2_64(uint64_t(s));
  SmallVector<int> carries(total, -1);
  for (auto [k, position] : llvm::enumerate(bits->lane))
    carries[position] = int(k);
  for (auto [k, position] : llvm::enumerate(bits->warp))
    carries[position] = 32 + int(k);
  SmallVector<unsigned> spt(rank), tpw(rank), wpc(rank), order;
  int nextLane = 0, nextWarp = 32;
  for (unsigned d = rank; d-- > 0;) {  // row-major: the last dimension first
    order.push_back(d);
    unsigned width = llvm::Log2_64(uint64_t(dstShape[d]));
    unsigned i = 0, runs[3] = {0, 0, 0};
    while (i < width && carries[base[d] + i] < 0)
      ++runs[0], ++i;
    while (i < width && carries[base[d] + i] == nextLane)
      ++runs[1], ++nextLane, ++i;
    while (i < width && carries[base[d] + i] == nextWarp)
      ++runs[2], ++nextWarp, ++i;
    for (; i < width; ++i)  // the repetitions: registers only
      if (carries[base[d] + i] >= 0)
        return nullptr;
    spt[d] = 1u << runs[0];
    tpw[d] = 1u << runs[1];
    wpc[d] = 1u << runs[2];
  }
  if (nextLane != int(bits->lane.size()) || nextWarp != 32 + int(bits->warp.size()))
    return nullptr;
  return BlockedAttr::get(src.getContext(), spt, tpw, wpc, order);
}

SmallVector<unsigned> reshapedElements(BlockedAttr src, ArrayRef<int64_t> srcShape, BlockedAttr dst,
                                       ArrayRef<int64_t> dstShape) {
  BitPlacement from = *placeBits(src, srcShape), to = *placeBits(dst, dstShape);
  SmallVector<unsigned> map;
  for (unsigned e = 0; e < (1u << to.element.size()); ++e) {
    // The row-major index bits element e of the result sets...
    uint64_t index = 0;
    for (auto [k, position] : llvm::enumerate(to.element))
      index |= uint64_t((e >> k) & 1) << position;
    // ...are the source element's.
    unsigned source = 0;
    for (auto [k, position] : llvm::enumerate(from.element))
      source |= unsigned((index >> position) & 1) << k;
    map.push_back(source);
  }
  return map;
}

} // namespace tritonc::tilegpu
