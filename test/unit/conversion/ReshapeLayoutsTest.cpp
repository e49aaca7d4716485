// Reshapes that stay in registers (TileGPU/ReshapeLayouts.h), checked
// against the lowering's own placement of elements (Layout.cpp's
// emitElementIndices, modelled here): for every thread, each element of the
// result in the layout reshapedLayout picks is the source element that
// reshapedElements names, at the same row-major position.
#include "TileGPU/ReshapeLayouts.h"

#include "mlir/IR/MLIRContext.h"

#include <catch2/catch.hpp>

#include <vector>

using namespace tritonc;

namespace {

/// The row-major index of element `e` of thread `t`, as the lowering
/// places it (a blocked layout that holds each element once).
int64_t positionOf(tilegpu::BlockedAttr layout, llvm::ArrayRef<int64_t> shape, unsigned t, unsigned e) {
  unsigned rank = shape.size();
  std::vector<int64_t> coords(rank);
  unsigned lane = t % 32, warp = t / 32;
  for (unsigned d : layout.getOrder()) {
    unsigned spt = layout.getSizePerThread()[d], tpw = layout.getThreadsPerWarp()[d];
    unsigned wpc = layout.getWarpsPerCTA()[d];
    unsigned perDim = spt * std::max<int64_t>(1, shape[d] / layout.getShapePerCTA(d));
    unsigned c = e % perDim;
    e /= perDim;
    coords[d] = (c / spt) * layout.getShapePerCTA(d) + c % spt + (lane % tpw) * spt + (warp % wpc) * spt * tpw;
    lane /= tpw;
    warp /= wpc;
  }
  int64_t index = 0;
  for (unsigned d = 0; d < rank; ++d)
    index = index * shape[d] + coords[d];
  return index;
}

unsigned elementsPerThread(tilegpu::BlockedAttr layout, llvm::ArrayRef<int64_t> shape) {
  int64_t n = 1;
  for (int64_t s : shape)
    n *= s;
  unsigned threads = 1;
  for (unsigned d = 0; d < shape.size(); ++d)
    threads *= layout.getThreadsPerWarp()[d] * layout.getWarpsPerCTA()[d];
  return unsigned(n / threads);
}

struct Fixture {
  mlir::MLIRContext context;
  Fixture() { context.loadDialect<tilegpu::TileGPUDialect>(); }
  tilegpu::BlockedAttr blocked(std::vector<unsigned> spt, std::vector<unsigned> tpw, std::vector<unsigned> wpc,
                               std::vector<unsigned> order) {
    return tilegpu::BlockedAttr::get(&context, spt, tpw, wpc, order);
  }
};

/// Every thread holds the same elements of source and result, and
/// reshapedElements maps each to its place among the source's.
void checkKept(tilegpu::BlockedAttr src, std::vector<int64_t> srcShape, tilegpu::BlockedAttr dst,
               std::vector<int64_t> dstShape) {
  REQUIRE(dst);
  unsigned perThread = elementsPerThread(src, srcShape);
  REQUIRE(elementsPerThread(dst, dstShape) == perThread);
  llvm::SmallVector<unsigned> sources = tilegpu::reshapedElements(src, srcShape, dst, dstShape);
  REQUIRE(sources.size() == perThread);
  unsigned threads = 1;
  for (unsigned d = 0; d < srcShape.size(); ++d)
    threads *= src.getThreadsPerWarp()[d] * src.getWarpsPerCTA()[d];
  for (unsigned t = 0; t < threads; ++t)
    for (unsigned e = 0; e < perThread; ++e) {
      INFO("thread " << t << ", element " << e);
      CHECK(positionOf(dst, dstShape, t, e) == positionOf(src, srcShape, t, sources[e]));
    }
}

} // namespace

TEST_CASE("a 1-D tile split as a bitonic network splits it stays in registers", "[reshape-layouts]") {
  Fixture f;
  // 1024 elements, 4 per run, 32 lanes, 4 warps, two repetitions.
  tilegpu::BlockedAttr src = f.blocked({4}, {32}, {4}, {0});
  for (unsigned i = 0; i < 10; ++i) {
    std::vector<int64_t> shape = {int64_t(1) << i, 2, int64_t(1) << (9 - i)};
    INFO("split at bit " << i);
    tilegpu::BlockedAttr dst = tilegpu::reshapedLayout(src, {1024}, shape);
    checkKept(src, {1024}, dst, shape);
    // And back: the source's layout again.
    CHECK(tilegpu::reshapedLayout(dst, shape, {1024}) == src);
  }
}

TEST_CASE("2-D to 2-D and 3-D, row-major and column-major sources", "[reshape-layouts]") {
  Fixture f;
  tilegpu::BlockedAttr rows = f.blocked({1, 8}, {4, 8}, {4, 1}, {1, 0});
  checkKept(rows, {32, 64}, tilegpu::reshapedLayout(rows, {32, 64}, {64, 32}), {64, 32});
  checkKept(rows, {32, 64}, tilegpu::reshapedLayout(rows, {32, 64}, {32, 8, 8}), {32, 8, 8});
  checkKept(rows, {32, 64}, tilegpu::reshapedLayout(rows, {32, 64}, {2048}), {2048});
  // Lanes along the columns first (order [0, 1]): the row-major result
  // would number them the other way round.
  tilegpu::BlockedAttr columns = f.blocked({4, 1}, {8, 4}, {1, 4}, {0, 1});
  tilegpu::BlockedAttr flat = tilegpu::reshapedLayout(columns, {32, 64}, {2048});
  CHECK(!flat);
}

TEST_CASE("no register-only layout: lanes split by registers, or copies", "[reshape-layouts]") {
  Fixture f;
  // A dimension of the result would hold lanes, then registers (the
  // columns' repetitions), then lanes.
  tilegpu::BlockedAttr src = f.blocked({1, 2}, {2, 16}, {4, 1}, {1, 0});
  CHECK(!tilegpu::reshapedLayout(src, {8, 64}, {512}));
  checkKept(src, {8, 64}, tilegpu::reshapedLayout(src, {8, 64}, {8, 2, 32}), {8, 2, 32});
  // Wider than the tensor: threads hold copies.
  tilegpu::BlockedAttr wide = f.blocked({1}, {32}, {4}, {0});
  CHECK(!tilegpu::reshapedLayout(wide, {64}, {8, 8}));
  CHECK(!tilegpu::flattenedLayout(f.blocked({1, 1}, {2, 16}, {1, 4}, {1, 0}), {2, 8}));
  // Not a power of two.
  CHECK(!tilegpu::reshapedLayout(f.blocked({1}, {32}, {4}, {0}), {384}, {3, 128}));
}

TEST_CASE("flattening keeps each thread's elements", "[reshape-layouts]") {
  Fixture f;
  tilegpu::BlockedAttr src = f.blocked({1, 8}, {1, 32}, {4, 1}, {1, 0});
  tilegpu::BlockedAttr flat = tilegpu::flattenedLayout(src, {32, 256});
  REQUIRE(flat);
  CHECK(flat.getSizePerThread()[0] == 64);
  CHECK(flat.getThreadsPerWarp()[0] == 32);
  CHECK(flat.getWarpsPerCTA()[0] == 4);
}
