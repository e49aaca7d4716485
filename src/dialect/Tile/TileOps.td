//===- TileOps.td - tile dialect operations ---------------------*- tablegen -*-===//
#ifndef TRITONC_TILE_OPS_TD
#define TRITONC_TILE_OPS_TD

include "TileDialect.td"
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

def Tile_LoadOp : Tile_Op<"load", [AttrSizedOperandSegments,
                                   MemoryEffects<[MemRead]>]> {
  let summary = "masked load from global memory (tl.load)";
  let description = [{
    Loads the elements `ptr` points to. Where `mask` is false nothing is read
    and the result is `other` (undefined when `other` is absent). `other`
    requires `mask`. Printed as
    `tile.load %ptr [mask %m] [other %o] attrs : <pointer type>`.
  }];
  let arguments = (ins Tile_PtrLike:$ptr, Optional<Tile_BoolLike>:$mask,
                       Optional<Tile_ScalarLike>:$other,
                       DefaultValuedStrAttr<StrAttr, "">:$cache,
                       DefaultValuedStrAttr<StrAttr, "">:$evict,
                       UnitAttr:$isVolatile);
  let results = (outs Tile_ScalarLike:$result);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

def Tile_StoreOp : Tile_Op<"store", [MemoryEffects<[MemWrite]>]> {
  let summary = "masked store to global memory (tl.store)";
  let description = [{
    Stores `value` where `mask` is true. `value` has the pointee type of
    `ptr` (the frontend inserts the implicit cast). Printed as
    `tile.store %ptr, %value [mask %m] attrs : <pointer type>`.
  }];
  let arguments = (ins Tile_PtrLike:$ptr, Tile_ScalarLike:$value,
                       Optional<Tile_BoolLike>:$mask,
                       DefaultValuedStrAttr<StrAttr, "">:$cache,
                       DefaultValuedStrAttr<StrAttr, "">:$evict);
  let hasCustomAssemblyFormat = 1;
  let hasVerifier = 1;
}

#endif
