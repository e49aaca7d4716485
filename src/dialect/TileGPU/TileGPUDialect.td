//===- TileGPUDialect.td - layouts for tile tensors on the GPU --*- tablegen -*-===//
//
// TileGPU IR is tile IR in which every ranked tensor carries a layout
// encoding that says which thread of the CTA holds which element. The
// conversion to LLVM turns each tensor into the per-thread values its layout
// assigns to one thread.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TILEGPU_DIALECT_TD
#define TRITONC_TILEGPU_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/Interfaces/SideEffectInterfaces.td"
include "mlir/Dialect/LLVMIR/LLVMOpBase.td"

def TileGPU_Dialect : Dialect {
  let name = "tilegpu";
  let cppNamespace = "::tritonc::tilegpu";
  let summary = "Layout encodings and GPU-specific operations for tile IR";
  let useDefaultAttributePrinterParser = 1;
  let dependentDialects = ["::tritonc::tile::TileDialect", "::mlir::LLVM::LLVMDialect"];
}

// A blocked layout tiles a tensor over the CTA. Along each dimension d a
// thread owns `sizePerThread[d]` consecutive elements, `threadsPerWarp[d]`
// lanes and `warpsPerCTA[d]` warps sit side by side, and the pattern repeats
// until the tensor is covered (or, for tensors smaller than one pattern,
// several threads hold copies of the same element). `order` lists the
// dimensions fastest-varying first: lanes and warps are numbered along
// order[0] first, which is the dimension that is contiguous in memory, so
// that consecutive lanes touch consecutive addresses (coalescing) and each
// thread's run of sizePerThread[order[0]] elements can be one vector access.
def TileGPU_BlockedAttr : AttrDef<TileGPU_Dialect, "Blocked"> {
  let mnemonic = "blocked";
  let parameters = (ins ArrayRefParameter<"unsigned">:$sizePerThread,
                        ArrayRefParameter<"unsigned">:$threadsPerWarp,
                        ArrayRefParameter<"unsigned">:$warpsPerCTA,
                        ArrayRefParameter<"unsigned">:$order);
  let assemblyFormat = [{
    `<` `{` `sizePerThread` `=` `[` $sizePerThread `]` `,`
            `threadsPerWarp` `=` `[` $threadsPerWarp `]` `,`
            `warpsPerCTA` `=` `[` $warpsPerCTA `]` `,`
            `order` `=` `[` $order `]` `}` `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    unsigned getRank() const { return getOrder().size(); }
    // Elements one repetition of the pattern covers along `dim`.
    unsigned getShapePerCTA(unsigned dim) const {
      return getSizePerThread()[dim] * getThreadsPerWarp()[dim] * getWarpsPerCTA()[dim];
    }
    // Number of elements of a tensor of `shape` held by each thread.
    unsigned getElemsPerThread(::llvm::ArrayRef<int64_t> shape) const;
  }];
}

// A slice layout is the layout of a tensor made by removing dimension `dim`
// from a tensor of layout `parent` (a reduction along `dim`): each thread
// holds the elements its parent layout gives it, with the coordinate along
// `dim` dropped, so the threads that differed only along `dim` hold copies.
// Expanding the dimension back (expand_dims) and broadcasting along it are
// then register-only: every thread already has the values it needs. The
// parent is a blocked layout, or a 2-D mma layout (a row or column reduction
// of a dot's result: each thread keeps the rows, or columns, it held).
def TileGPU_SliceAttr : AttrDef<TileGPU_Dialect, "Slice"> {
  let mnemonic = "slice";
  let parameters = (ins "unsigned":$dim, "::mlir::Attribute":$parent);
  let assemblyFormat = "`<` `{` `dim` `=` $dim `,` `parent` `=` $parent `}` `>`";
  let genVerifyDecl = 1;
}

// The accumulator layout of the tensor cores' mma.sync m16n8 instructions
// (tl.dot's result). The warps tile the matrix in a warpsPerCTA grid (the
// batch dimension of a 3-D dot, if any, first and always 1); each warp
// covers 16x8 tiles, repeated over the matrix: in a tile, lane l holds rows
// l/4 and l/4+8 at columns 2*(l%4) and 2*(l%4)+1. A thread's elements are
// numbered (batch, tile row, tile column, register 0..3), register r at row
// l/4 + 8*(r/2) and column 2*(l%4) + r%2 of its tile.
def TileGPU_MmaAttr : AttrDef<TileGPU_Dialect, "Mma"> {
  let mnemonic = "mma";
  let parameters = (ins ArrayRefParameter<"unsigned">:$warpsPerCTA);
  let assemblyFormat = "`<` `{` `warpsPerCTA` `=` `[` $warpsPerCTA `]` `}` `>`";
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    unsigned getRank() const { return getWarpsPerCTA().size(); }
    // Tiles of 16x8 each warp repeats along rows and columns, and the batch.
    unsigned getRepeatM(::llvm::ArrayRef<int64_t> shape) const;
    unsigned getRepeatN(::llvm::ArrayRef<int64_t> shape) const;
    unsigned getElemsPerThread(::llvm::ArrayRef<int64_t> shape) const;
  }];
}

// A tensor held in shared memory, in the format tl.dot reads its operands
// in: dimension `rowDim` of the (2-D) tensor runs along rows, the other
// along the contiguous columns, 16-byte chunks swizzled (see DotOps.cpp).
// Only tl.dot and tl.trans (which swaps the dimensions) use such tensors;
// in the LLVM lowering the value is the address of its first row.
def TileGPU_SharedAttr : AttrDef<TileGPU_Dialect, "Shared"> {
  let mnemonic = "shared";
  let parameters = (ins "unsigned":$rowDim);
  let assemblyFormat = "`<` `{` `rowDim` `=` $rowDim `}` `>`";
}

// A tensor map of the kernel's ABI: what the launcher encodes (with
// cuTensorMapEncodeTiled) before each launch and passes as a parameter the
// load pipeliner appended. Each extent and stride is a value known at
// launch: the kernel argument at index `dims[i]` (`strides[i]`), or, where
// that is -1, the constant `dim_values[i]` (`stride_values[i]`). Extents
// are innermost first; strides, in elements, are those of dimensions
// 1..rank-1 (dimension 0 is contiguous). `base` is the argument holding
// the tensor's address, `box` the tile one copy moves (innermost first) and
// `swizzle` the shared-memory swizzle of its lines in bytes.
def TileGPU_TensorMapAttr : AttrDef<TileGPU_Dialect, "TensorMap"> {
  let mnemonic = "tensor_map";
  let parameters = (ins "int64_t":$base, "unsigned":$elementBytes,
                        ArrayRefParameter<"int64_t">:$dims, ArrayRefParameter<"int64_t">:$dimValues,
                        ArrayRefParameter<"int64_t">:$strides, ArrayRefParameter<"int64_t">:$strideValues,
                        ArrayRefParameter<"int64_t">:$box, "unsigned":$swizzle);
  let assemblyFormat = [{
    `<` `{` `base` `=` $base `,` `elem_bytes` `=` $elementBytes `,`
    `dims` `=` `[` $dims `]` `,` `dim_values` `=` `[` $dimValues `]` `,`
    `strides` `=` `[` $strides `]` `,` `stride_values` `=` `[` $strideValues `]` `,`
    `box` `=` `[` $box `]` `,` `swizzle` `=` $swizzle `}` `>`
  }];
  let genVerifyDecl = 1;
}

// A flag written `true` or `false`.
def TileGPU_BoolParameter : AttrParameter<"bool", "true or false"> {
  let parser = [{ [&]() -> ::mlir::FailureOr<bool> {
    if (::mlir::succeeded($_parser.parseOptionalKeyword("true")))
      return ::mlir::FailureOr<bool>(true);
    if (::mlir::succeeded($_parser.parseOptionalKeyword("false")))
      return ::mlir::FailureOr<bool>(false);
    $_parser.emitError($_parser.getCurrentLocation(), "expected 'true' or 'false'");
    return ::mlir::failure();
  }() }];
  let printer = [{ $_printer << ($_self ? "true" : "false") }];
}

// Where an operation that moves data between threads finds its scratch
// bytes in the kernel's dynamic shared memory (tritonc-plan-shared-memory
// sets it as `tilegpu.scratch`; the LLVM lowering only reads it): `bytes`
// bytes from `offset`, and whether a barrier must precede the operation's
// first write (earlier reads of these bytes may not be finished).
def TileGPU_ScratchAttr : AttrDef<TileGPU_Dialect, "Scratch"> {
  let mnemonic = "scratch";
  let parameters = (ins "unsigned":$offset, "unsigned":$bytes, TileGPU_BoolParameter:$barrier);
  let assemblyFormat = "`<` `offset` `=` $offset `,` `bytes` `=` $bytes `,` `barrier` `=` $barrier `>`";
}

// Where a tilegpu.smem_alloc's buffer lies in the kernel's dynamic shared
// memory (tritonc-plan-shared-memory sets it as `tilegpu.buffer`):
// `bytes` bytes from `offset`, for the buffer's whole lifetime.
def TileGPU_BufferAttr : AttrDef<TileGPU_Dialect, "Buffer"> {
  let mnemonic = "buffer";
  let parameters = (ins "unsigned":$offset, "unsigned":$bytes);
  let assemblyFormat = "`<` `offset` `=` $offset `,` `bytes` `=` $bytes `>`";
}

class TileGPU_Op<string mnemonic, list<Trait> traits = []>
    : Op<TileGPU_Dialect, mnemonic, traits>;

// Moves a tensor's elements to the threads another layout assigns them to:
// in registers when the two layouts agree, through shared memory otherwise.
def TileGPU_ConvertLayoutOp : TileGPU_Op<"convert_layout", [Pure, SameOperandsAndResultShape,
                                                            SameOperandsAndResultElementType]> {
  let arguments = (ins AnyRankedTensor:$src);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
}

// Shared memory that lives across operations (the pipelined loads of a
// loop): `bytes` bytes, placed by the shared-memory plan by liveness; the
// result is its address.
def TileGPU_SmemAllocOp : TileGPU_Op<"smem_alloc", [MemoryEffects<[MemAlloc]>]> {
  let arguments = (ins I64Attr:$bytes);
  let results = (outs LLVM_AnyPointer:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
}

// Copies a blocked tensor of pointers' targets into shared memory at `dst`
// in the dot-operand format without waiting: cp.async, `vector` elements
// per copy, masked-off vectors zero-filled. Dimension `rowDim` indexes the
// lines (#tilegpu.shared's rowDim): 0 keeps a tile read along its rows as
// it is; 1 stores a tile read down its columns (vectors along dimension 0)
// transposed, so that its contiguous runs stay contiguous in the lines.
def TileGPU_AsyncCopyOp : TileGPU_Op<"async_copy", [MemoryEffects<[MemRead, MemWrite]>]> {
  let arguments = (ins AnyRankedTensor:$ptr, Optional<AnyRankedTensor>:$mask, LLVM_AnyPointer:$dst,
                       I32Attr:$vector, DefaultValuedAttr<I32Attr, "0">:$rowDim);
  let assemblyFormat = "$ptr (`mask` $mask^)? `to` $dst attr-dict `:` type($ptr) (`,` type($mask)^)? `,` type($dst)";
}

// Closes the group of the async copies issued since the last commit.
def TileGPU_AsyncCommitOp : TileGPU_Op<"async_commit", [MemoryEffects<[MemWrite]>]> {
  let assemblyFormat = "attr-dict";
}

// Waits until at most `pending` committed groups of this thread's copies
// are still in flight.
def TileGPU_AsyncWaitOp : TileGPU_Op<"async_wait", [MemoryEffects<[MemRead, MemWrite]>]> {
  let arguments = (ins I32Attr:$pending);
  let assemblyFormat = "attr-dict";
}

// Waits until at most `pending` groups of this warp group's wgmma are in
// flight and gives `value` (a dot's accumulator) back: after the loop whose
// dots leave their group pending (tilegpu.wgmma_pending on the tile.dot),
// nothing reads the accumulator before the wait.
def TileGPU_WarpGroupWaitOp : TileGPU_Op<"wgmma_wait", [MemoryEffects<[MemRead, MemWrite]>,
                                                        AllTypesMatch<["value", "result"]>]> {
  let arguments = (ins AnyRankedTensor:$value, I32Attr:$pending);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$value attr-dict `:` type($value)";
}

// Bulk tensor copies (TMA, sm_90a). The copy engine moves a box of a
// tensor described by a tensor map (a CUtensorMap kernel parameter that the
// launcher encodes) into shared memory and signals an mbarrier when the
// bytes have landed. One thread issues; every thread waits on the barrier.

// Initializes `count` mbarriers of 8 bytes each at `bars` (one arrival per
// phase: the issuing thread's expect_tx), then fences and synchronizes the
// block so that every thread and the copy engine see them initialized.
def TileGPU_MBarrierInitOp : TileGPU_Op<"mbarrier_init", [MemoryEffects<[MemRead, MemWrite]>]> {
  let arguments = (ins LLVM_AnyPointer:$bars, I32Attr:$count);
  let assemblyFormat = "$bars attr-dict `:` type($bars)";
}

// Invalidates the `count` mbarriers at `bars` after their last use, so that
// the bytes can hold something else, and synchronizes the block.
def TileGPU_MBarrierInvalOp : TileGPU_Op<"mbarrier_inval", [MemoryEffects<[MemRead, MemWrite]>]> {
  let arguments = (ins LLVM_AnyPointer:$bars, I32Attr:$count);
  let assemblyFormat = "$bars attr-dict `:` type($bars)";
}

// Thread 0, where `pred` holds: arrives on the mbarrier at `bar` and expects
// `bytes` more bytes of copies to complete the current phase.
def TileGPU_MBarrierExpectOp : TileGPU_Op<"mbarrier_expect", [MemoryEffects<[MemRead, MemWrite]>]> {
  let arguments = (ins LLVM_AnyPointer:$bar, I1:$pred, I32Attr:$bytes);
  let assemblyFormat = "$bar `,` $pred attr-dict `:` type($bar)";
}

// Every thread waits until the phase of the mbarrier at `bar` with parity
// `phase` (0 or 1) has completed; the copies it counted are then visible.
def TileGPU_MBarrierWaitOp : TileGPU_Op<"mbarrier_wait", [MemoryEffects<[MemRead, MemWrite]>]> {
  let arguments = (ins LLVM_AnyPointer:$bar, I32:$phase);
  let assemblyFormat = "$bar `,` $phase attr-dict `:` type($bar)";
}

// Thread 0, where `pred` holds: copies the tile whose first element is at
// `coords` (innermost dimension first) of the tensor map `desc` into `dst`
// in the dot-operand format (TileGPUToLLVM's OperandTile), one box per
// column block of lines: box k lands `boxBytes` * k after `dst` and starts
// `boxCols` * k columns further. Completion is signalled on `bar`.
def TileGPU_TensorCopyOp : TileGPU_Op<"tensor_copy", [MemoryEffects<[MemRead, MemWrite]>]> {
  let arguments = (ins LLVM_AnyPointer:$desc, Variadic<I32>:$coords, LLVM_AnyPointer:$dst,
                       LLVM_AnyPointer:$bar, I1:$pred, I32Attr:$boxes, I32Attr:$boxCols,
                       I32Attr:$boxBytes);
  let assemblyFormat = "$desc `[` $coords `]` `to` $dst `,` $bar `,` $pred attr-dict `:` type($desc) `,` type($dst) `,` type($bar)";
}

// Stores `value` (registers, any layout) through the tensor map `desc`: every
// thread writes its elements into the op's scratch region of shared memory
// in the dot-operand format (OperandTile, lines indexed by dimension
// `rowDim`), then one elected lane of warp 0 copies the tile whose first
// element is at `coords` (innermost first) to global memory, one box per
// column block of lines as tensor_copy, and waits until the copy engine
// has read the region. The engine clips each box to the tensor: elements
// outside it are not written.
def TileGPU_TensorStoreOp : TileGPU_Op<"tensor_store", [MemoryEffects<[MemRead, MemWrite]>]> {
  let arguments = (ins AnyRankedTensor:$value, LLVM_AnyPointer:$desc, Variadic<I32>:$coords,
                       I32Attr:$rowDim, I32Attr:$boxes, I32Attr:$boxCols, I32Attr:$boxBytes);
  let assemblyFormat = "$value `to` $desc `[` $coords `]` attr-dict `:` type($value) `,` type($desc)";
}

// The tensor in shared memory at `base` (a view; nothing is moved).
def TileGPU_LocalTileOp : TileGPU_Op<"local_tile", [MemoryEffects<[MemRead]>]> {
  let arguments = (ins LLVM_AnyPointer:$base);
  let results = (outs AnyRankedTensor:$result);
  let assemblyFormat = "$base attr-dict `:` type($base) `->` type($result)";
}

#endif
