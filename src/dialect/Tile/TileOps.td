//===- TileOps.td - tile dialect operations ---------------------*- tablegen -*-===//
#ifndef TRITONC_TILE_OPS_TD
#define TRITONC_TILE_OPS_TD

include "TileDialect.td"
include "mlir/Interfaces/ControlFlowInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

class Tile_Op<string mnemonic, list<Trait> traits = []>
    : Op<Tile_Dialect, mnemonic, traits>;

// Cache and eviction hints of tl.load / tl.store, kept as the strings Triton
// uses ("", ".ca", ".cg", ".cs", ".wb", ".wt", "evict_first", ...); the
// frontend validates them and the GPU lowering maps them to PTX qualifiers.

def Tile_ProgramIdOp : Tile_Op<"program_id", [Pure]> {
  let summary = "index of this program instance along one grid axis (tl.program_id)";
  let arguments = (ins ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<2>]>:$axis);
  let results = (outs I32:$result);
  let assemblyFormat = "$axis attr-dict `:` type($result)";
}

def Tile_NumProgramsOp : Tile_Op<"num_programs", [Pure]> {
  let summary = "number of program instances along one grid axis (tl.num_programs)";
  let arguments = (ins ConfinedAttr<I32Attr, [IntNonNegative, IntMaxValue<2>]>:$axis);
  let results = (outs I32:$result);
  let assemblyFormat = "$axis attr-dict `:` type($result)";
}

def Tile_MakeRangeOp : Tile_Op<"make_range", [Pure]> {
  let summary = "the 1-D tensor [start, end) (tl.arange)";
  let description = [{
    `end - start` equals the result length and is a power of two, as in Triton.
  }];
  let arguments = (ins I32Attr:$start, I32Attr:$end);
  let results = (outs RankedTensorOf<[I32]>:$result);
  let assemblyFormat = "attr-dict `:` type($result)";
  let hasVerifier = 1;
}

def Tile_SplatOp : Tile_Op<"splat", [Pure]> {
  let summary = "a tensor whose elements all equal one scalar";
  let arguments = (ins Tile_Scalar:$src);
  let results = (outs RankedTensorOf<[Tile_Scalar]>:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_AddPtrOp : Tile_Op<"addptr", [Pure, SameOperandsAndResultShape,
                                       AllTypesMatch<["ptr", "result"]>]> {
  let summary = "pointer plus an element offset (pointer arithmetic in elements)";
  let arguments = (ins Tile_PtrLike:$ptr, Tile_IntLike:$offset);
  let results = (outs Tile_PtrLike:$result);
  let assemblyFormat = "$ptr `,` $offset attr-dict `:` type($result) `,` type($offset)";
}

// Conversions between pointers and integers (x.to(tl.pointer_type(...)),
// ptr.to(tl.int64), pointer bitcasts), as Triton's tt.int_to_ptr,
// tt.ptr_to_int and tt.bitcast: the address is kept bit for bit.
def Tile_I64Like : AnyTypeOf<[I64, RankedTensorOf<[I64]>]>;

def Tile_IntToPtrOp : Tile_Op<"int_to_ptr", [Pure, SameOperandsAndResultShape]> {
  let summary = "a 64-bit integer as an address";
  let arguments = (ins Tile_I64Like:$src);
  let results = (outs Tile_PtrLike:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
}

def Tile_PtrToIntOp : Tile_Op<"ptr_to_int", [Pure, SameOperandsAndResultShape]> {
  let summary = "the address a pointer holds, as a 64-bit integer";
  let arguments = (ins Tile_PtrLike:$src);
  let results = (outs Tile_I64Like:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
}

def Tile_PtrCastOp : Tile_Op<"ptr_cast", [Pure, SameOperandsAndResultShape]> {
  let summary = "the same address as a pointer to another element type";
  let arguments = (ins Tile_PtrLike:$src);
  let results = (outs Tile_PtrLike:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasFolder = 1;
}

def Tile_LoadOp : Tile_Op<"load", [AttrSizedOperandSegments,
                                   DeclareOpInterfaceMethods<MemoryEffectsOpInterface>]> {
  let summary = "masked load from global memory (tl.load)";
  let description = [{
    Loads the elements `ptr` points to. Where `mask` is false nothing is read
    and the result is `other` (undefined when `other` is absent). `other`
    requires `mask`. A volatile load also counts as a write, so that no two
    of them are merged or removed.

    A load through a block pointer (tl.make_block_ptr) also lists the block
    pointer's parts in `block`: the base pointer, then per dimension the
    tensor's shape (i64), stride (i64) and the block's offset (i32). They
    mean what `ptr`, `mask` and `other` already say; the load pipeliner reads
    them to copy the tile with the bulk tensor copy engine instead.
    Printed as `tile.load %ptr [mask %m] [other %o] [block(%base, %shape..,
    %stride.., %offset..)] attrs : <pointer type>`.
  }];
  let arguments = (ins Tile_PtrLike:$ptr, Optional<Tile_BoolLike>:$mask,
                       Optional<Tile_ScalarLike>:$other, Variadic<AnyType>:$block,
                       DefaultValuedStrAttr<StrAttr, "">:$cache,
                       DefaultValuedStrAttr<StrAttr, "">:$evict,
                       UnitAttr:$isVolatile);
  let results = (outs Tile_ScalarLike:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Tile_StoreOp : Tile_Op<"store", [AttrSizedOperandSegments, MemoryEffects<[MemWrite]>]> {
  let summary = "masked store to global memory (tl.store)";
  let description = [{
    Stores `value` where `mask` is true. `value` has the pointee type of
    `ptr` (the frontend inserts the implicit cast). A store through a block
    pointer or a tensor descriptor lists the block's parts in `block`, as
    tile.load does (the tensor-map store pass reads them). Printed as
    `tile.store %ptr, %value [mask %m] [block(...)] attrs : <pointer type>`.
  }];
  let arguments = (ins Tile_PtrLike:$ptr, Tile_ScalarLike:$value,
                       Optional<Tile_BoolLike>:$mask, Variadic<AnyType>:$block,
                       DefaultValuedStrAttr<StrAttr, "">:$cache,
                       DefaultValuedStrAttr<StrAttr, "">:$evict);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}


//===----------------------------------------------------------------------===//
// Shape operations
//===----------------------------------------------------------------------===//

def Tile_ExpandDimsOp : Tile_Op<"expand_dims", [Pure]> {
  let summary = "insert a dimension of size 1 at `axis` (x[:, None], tl.expand_dims)";
  let arguments = (ins RankedTensorOf<[Tile_Scalar]>:$src, I32Attr:$axis);
  let results = (outs RankedTensorOf<[Tile_Scalar]>:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_BroadcastOp : Tile_Op<"broadcast", [Pure]> {
  let summary = "repeat the size-1 dimensions of a tensor to a larger shape of the same rank";
  let arguments = (ins RankedTensorOf<[Tile_Scalar]>:$src);
  let results = (outs RankedTensorOf<[Tile_Scalar]>:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_ReshapeOp : Tile_Op<"reshape", [Pure]> {
  let summary = "same elements, another shape (tl.reshape, tl.view, tl.ravel)";
  let description = [{
    Elements keep their row-major order unless `allow_reorder` is set, in
    which case the compiler may pick any order (tl.view's contract).
  }];
  let arguments = (ins RankedTensorOf<[Tile_Scalar]>:$src, UnitAttr:$allow_reorder);
  let results = (outs RankedTensorOf<[Tile_Scalar]>:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_TransOp : Tile_Op<"trans", [Pure]> {
  let summary = "permute the dimensions (tl.trans, tl.permute): result dim i is source dim order[i]";
  let arguments = (ins RankedTensorOf<[Tile_Scalar]>:$src, DenseI32ArrayAttr:$order);
  let results = (outs RankedTensorOf<[Tile_Scalar]>:$result);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_JoinOp : Tile_Op<"join", [Pure, AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "stack two tensors of one shape along a new last dimension of size 2";
  let arguments = (ins RankedTensorOf<[Tile_Scalar]>:$lhs, RankedTensorOf<[Tile_Scalar]>:$rhs);
  let results = (outs RankedTensorOf<[Tile_Scalar]>:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_SplitOp : Tile_Op<"split", [Pure, AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "the inverse of join: split the last dimension (of size 2) into two tensors";
  let arguments = (ins RankedTensorOf<[Tile_Scalar]>:$src);
  let results = (outs RankedTensorOf<[Tile_Scalar]>:$lhs, RankedTensorOf<[Tile_Scalar]>:$rhs);
  let assemblyFormat = "$src attr-dict `:` type($src) `->` type($lhs)";
  let hasVerifier = 1;
}

def Tile_CatOp : Tile_Op<"cat", [Pure, AllTypesMatch<["lhs", "rhs"]>]> {
  let summary = "concatenate along dimension 0 (tl.cat)";
  let arguments = (ins RankedTensorOf<[Tile_Scalar]>:$lhs, RankedTensorOf<[Tile_Scalar]>:$rhs);
  let results = (outs RankedTensorOf<[Tile_Scalar]>:$result);
  let assemblyFormat = "$lhs `,` $rhs attr-dict `:` type($lhs) `->` type($result)";
  let hasVerifier = 1;
}

def Tile_GatherOp : Tile_Op<"gather", [Pure]> {
  let summary = "gather along `axis` (tl.gather): result[i] = src[i with i[axis] = indices[i]]";
  let description = [{
    `indices` (i32: the frontend converts narrower and wider index tensors
    by their signedness) has the rank of `src` and its size in every
    dimension but `axis`; the result has the shape of `indices` and the
    element type of `src`. An index outside [0, src.shape[axis]) reads the
    last element along `axis`, as an unsigned minimum gives it (Triton
    leaves such an index undefined; this keeps the read inside `src`).
  }];
  let arguments = (ins RankedTensorOf<[Tile_Scalar]>:$src, RankedTensorOf<[I32]>:$indices,
                       I32Attr:$axis);
  let results = (outs RankedTensorOf<[Tile_Scalar]>:$result);
  let assemblyFormat = "$src `[` $indices `]` attr-dict `:` type($src) `,` type($indices) `->` type($result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Reductions and scans: the combine function is a region over scalars.
//===----------------------------------------------------------------------===//

def Tile_ReduceOp : Tile_Op<"reduce", [Pure, SingleBlock]> {
  let summary = "reduce tensors along `axis` with a combine region (tl.reduce, tl.sum, ...)";
  let description = [{
    All operands have one shape. The region takes 2N scalars (the N
    accumulated values, then the N new ones) and yields N with
    tile.reduce.return. Results have the operands' shape without `axis`,
    scalars when the operands are 1-D. The combine function must be
    associative; the order in which elements are combined is unspecified.
  }];
  let arguments = (ins Variadic<RankedTensorOf<[Tile_Scalar]>>:$srcs, I32Attr:$axis);
  let results = (outs Variadic<Tile_ScalarLike>:$results);
  let regions = (region SizedRegion<1>:$combineOp);
  let assemblyFormat = "`(` $srcs `)` attr-dict `:` functional-type($srcs, $results) $combineOp";
  let hasVerifier = 1;
}

def Tile_ReduceReturnOp : Tile_Op<"reduce.return",
    [HasParent<"::tritonc::tile::ReduceOp, ::tritonc::tile::ScanOp">, Pure, Terminator, ReturnLike]> {
  let summary = "the values a reduce or scan combine region yields";
  let arguments = (ins Variadic<AnyType>:$result);
  let assemblyFormat = "$result attr-dict `:` type($result)";
}

def Tile_ScanOp : Tile_Op<"scan", [Pure, SingleBlock]> {
  let summary = "inclusive prefix scan along `axis` (tl.cumsum, tl.associative_scan)";
  let description = [{
    Like tile.reduce, but the results have the operands' shape: element i
    combines elements 0..i (i..end with `reverse`). The region ends with
    tile.reduce.return.
  }];
  let arguments = (ins Variadic<RankedTensorOf<[Tile_Scalar]>>:$srcs, I32Attr:$axis,
                       BoolAttr:$reverse);
  let results = (outs Variadic<RankedTensorOf<[Tile_Scalar]>>:$results);
  let regions = (region SizedRegion<1>:$combineOp);
  let assemblyFormat = "`(` $srcs `)` attr-dict `:` functional-type($srcs, $results) $combineOp";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Matrix multiplication
//===----------------------------------------------------------------------===//

def Tile_DotOp : Tile_Op<"dot", [Pure]> {
  let summary = "matrix product with accumulator: acc + a @ b (tl.dot)";
  let description = [{
    2-D: a is MxK, b is KxN, acc and the result MxN. 3-D (batched): a
    leading batch dimension on all four. a and b have one element type:
    f16, bf16, f32 or i8; or are fp8 (f8E4M3FN, f8E5M2), either one each
    (tl.float8e4nv x tl.float8e5 is allowed, as wgmma takes it). acc and
    the result have one type: f32 (or f16 for f16 and fp8 inputs) for
    floating inputs, i32 for i8.
    `input_precision` says how f32 inputs are multiplied: "tf32" (inputs
    rounded to tf32), "tf32x3" (three tf32 products, close to f32) or
    "ieee" (f32 fma); it is ignored for other inputs.
    `max_num_imprecise_acc` (fp8 only; 0 when tl.dot was not given one):
    with wgmma and an f32 accumulator, a value 0 < n <= K adds the
    instructions' partial sums into the accumulator in f32 every n of K
    (rounded up to whole instructions; see WarpGroupDot.cpp); 0 means no
    extra promotion, Triton's default on sm_90. Elsewhere the products are
    summed in f32 anyway.
  }];
  let arguments = (ins RankedTensorOf<[Tile_Scalar]>:$a, RankedTensorOf<[Tile_Scalar]>:$b,
                       RankedTensorOf<[Tile_Scalar]>:$acc,
                       DefaultValuedAttr<StrAttr, "\"ieee\"">:$input_precision,
                       DefaultValuedAttr<I32Attr, "0">:$max_num_imprecise_acc);
  let results = (outs RankedTensorOf<[Tile_Scalar]>:$result);
  let assemblyFormat = [{
    $a `,` $b `,` $acc attr-dict `:` type($a) `,` type($b) `,` type($acc) `->` type($result)
  }];
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Atomics
//===----------------------------------------------------------------------===//

def Tile_AtomicRMWOp : Tile_Op<"atomic_rmw", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "atomic read-modify-write (tl.atomic_add/max/min/and/or/xor/xchg)";
  let description = [{
    `kind` is one of add, fadd, max, umax, min, umin, fmax, fmin, and, or,
    xor, xchg; `sem` one of relaxed, acquire, release, acq_rel; `scope` one of
    gpu, cta, sys. Returns the old values (undefined where the mask is false).
  }];
  let arguments = (ins StrAttr:$kind, Tile_PtrLike:$ptr, Tile_ScalarLike:$val,
                       Optional<Tile_BoolLike>:$mask, StrAttr:$sem, StrAttr:$scope);
  let results = (outs Tile_ScalarLike:$result);
  let assemblyFormat = [{
    $kind `,` $ptr `,` $val (`mask` $mask^)? attr-dict `:` functional-type(operands, $result)
  }];
  let hasVerifier = 1;
}

def Tile_AtomicCASOp : Tile_Op<"atomic_cas", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "atomic compare-and-swap (tl.atomic_cas): returns the old values";
  let arguments = (ins Tile_PtrLike:$ptr, Tile_ScalarLike:$cmp, Tile_ScalarLike:$val,
                       StrAttr:$sem, StrAttr:$scope);
  let results = (outs Tile_ScalarLike:$result);
  let assemblyFormat = "$ptr `,` $cmp `,` $val attr-dict `:` functional-type(operands, $result)";
  let hasVerifier = 1;
}

//===----------------------------------------------------------------------===//
// Calls into libraries, debugging
//===----------------------------------------------------------------------===//

def Tile_ExternElementwiseOp : Tile_Op<"extern_elementwise"> {
  let summary = "an external scalar function applied elementwise (libdevice's __nv_*)";
  let arguments = (ins Variadic<Tile_ScalarLike>:$srcs, StrAttr:$symbol, UnitAttr:$pure);
  let results = (outs Tile_ScalarLike:$result);
  let assemblyFormat = "$symbol `(` $srcs `)` attr-dict `:` functional-type($srcs, $result)";
}

def Tile_InlineAsmElementwiseOp : Tile_Op<"inline_asm_elementwise"> {
  let summary = "inline assembly applied per element (tl.inline_asm_elementwise)";
  let description = [{
    `asm_string` runs once per element with LLVM inline-asm `constraints`
    ($0.. are the results, then the operands), `pack` elements at a time.
    No memory-effect traits: the op is never removed or merged, which is
    right for `is_pure=False` and only conservative otherwise.
  }];
  let arguments = (ins Variadic<Tile_ScalarLike>:$srcs, StrAttr:$asm_string, StrAttr:$constraints,
                       BoolAttr:$is_pure, I32Attr:$pack);
  let results = (outs Variadic<Tile_ScalarLike>:$results);
  let assemblyFormat = "$asm_string `,` $constraints (`(` $srcs^ `)`)? attr-dict `:` functional-type($srcs, $results)";
}

def Tile_PrintOp : Tile_Op<"print", [MemoryEffects<[MemWrite]>]> {
  let summary = "print values from every program instance (tl.device_print)";
  let arguments = (ins StrAttr:$prefix, UnitAttr:$hex, Variadic<Tile_ScalarLike>:$args);
  let assemblyFormat = "$prefix (`(` $args^ `)`)? attr-dict (`:` type($args)^)?";
}

def Tile_AssertOp : Tile_Op<"assert", [MemoryEffects<[MemWrite]>]> {
  let summary = "stop with a message where a condition is false (tl.device_assert)";
  let arguments = (ins Tile_BoolLike:$condition, StrAttr:$message);
  let assemblyFormat = "$condition `,` $message attr-dict `:` type($condition)";
}

def Tile_DebugBarrierOp : Tile_Op<"debug_barrier", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "synchronize the threads of one program instance (tl.debug_barrier)";
  let assemblyFormat = "attr-dict";
}

def Tile_GridDependencyOp : Tile_Op<"grid_dependency", [MemoryEffects<[MemRead, MemWrite]>]> {
  let summary = "programmatic dependent launch (tl.extra.cuda.gdc_wait / gdc_launch_dependents)";
  let description = [{
    With programmatic dependent launch a grid may start while the grid
    before it in the stream still runs. `"wait"` blocks until that grid has
    completed and its memory is visible (griddepcontrol.wait);
    `"launch_dependents"` lets the next grid start launching
    (griddepcontrol.launch_dependents). Both order memory accesses like a
    fence and do nothing when the launch is an ordinary one, or on the CPU.
  }];
  let arguments = (ins StrAttr:$kind);
  let assemblyFormat = "$kind attr-dict";
  let hasVerifier = 1;
}

#endif
