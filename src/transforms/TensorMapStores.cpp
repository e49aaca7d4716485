//===- TensorMapStores.cpp - block-pointer stores through tensor maps -----===//
//
// A store through a block pointer or a tensor descriptor writes a whole
// tile whose tensor the launcher can describe: the copy engine can write it
// from shared memory with one instruction per box, clipping the box to the
// tensor as the store's mask does, where the threads would issue a masked
// vector store per run of their elements. The tile is staged in the same
// swizzled format as a tensor copy's (the hardware's swizzle, so either
// direction of copy reads the lines where they are).
//
//===----------------------------------------------------------------------===//
#include "transforms/Passes.h"
#include "transforms/TensorMaps.h"

#include "mlir/Dialect/Func/IR/FuncOps.h"

namespace tritonc {
#define GEN_PASS_DEF_TENSORMAPSTORES
#include "transforms/Passes.h.inc"
} // namespace tritonc

using namespace mlir;
using namespace tritonc;

namespace {

/// The largest tile staged for a store: the scratch region lives beside
/// whatever else is live at the store, and a 128x256 fp32 accumulator
/// (128 KiB) would not leave room on every GPU; such a tile keeps its
/// ordinary stores rather than fail to fit.
constexpr int64_t kMaxStagedBytes = 64 * 1024;

struct TensorMapStores : tritonc::impl::TensorMapStoresBase<TensorMapStores> {
  void runOnOperation() override {
    for (auto func : getOperation().getOps<func::FuncOp>()) {
      TensorMaps maps(func);
      SmallVector<tile::StoreOp> stores;
      func.walk([&](tile::StoreOp store) {
        if (!store.getBlock().empty())
          stores.push_back(store);
      });
      for (tile::StoreOp store : stores) {
        std::optional<std::pair<tilegpu::TensorMapAttr, unsigned>> planned = maps.describe(store);
        if (!planned)
          continue;
        auto [map, rowDim] = *planned;
        auto type = cast<RankedTensorType>(store.getValue().getType());
        if (type.getNumElements() * type.getElementTypeBitWidth() / 8 > kMaxStagedBytes)
          continue;
        TensorCopy copy = tensorCopyOf(store, store.getBlock(), type, map, rowDim);
        Value desc = maps.add(store, map);
        // The value goes to shared memory from whatever register layout it
        // has, so a conversion made only for the store's own access is not
        // needed (one from a tile already in shared memory is).
        Value value = store.getValue();
        auto convert = value.getDefiningOp<tilegpu::ConvertLayoutOp>();
        if (convert && value.hasOneUse() &&
            isa_and_nonnull<tilegpu::BlockedAttr, tilegpu::MmaAttr>(convert.getSrc().getType().getEncoding()))
          value = convert.getSrc();
        OpBuilder b(store);
        b.create<tilegpu::TensorStoreOp>(store.getLoc(), value, desc, copy.coords, rowDim, copy.boxes,
                                         copy.boxCols, copy.boxBytes);
        store.erase();
        if (convert && convert->use_empty())
          convert.erase();
      }
      maps.finish();
    }
  }
};

} // namespace
