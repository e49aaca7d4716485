//===- TileDialect.td - the layout-free tile dialect ------------*- tablegen -*-===//
//
// The `tile` dialect is what the frontend emits: shape-typed tensors of
// scalars or pointers (`tensor<1024x!tile.ptr<f32>>`), no notion of threads
// or layouts. Elementwise arithmetic uses upstream `arith`/`math` directly on
// ranked tensors; this dialect only adds what those dialects lack: pointers,
// program ids, index ranges, shape changes and memory access.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TILE_DIALECT_TD
#define TRITONC_TILE_DIALECT_TD

include "mlir/IR/OpBase.td"
include "mlir/IR/AttrTypeBase.td"
include "mlir/IR/BuiltinTypeInterfaces.td"
include "mlir/Interfaces/SideEffectInterfaces.td"

def Tile_Dialect : Dialect {
  let name = "tile";
  let cppNamespace = "::tritonc::tile";
  let summary = "Layout-free tile operations for Triton-language kernels";
  let useDefaultTypePrinterParser = 1;
  let useDefaultAttributePrinterParser = 1;
  // Checks the module's tile.kernel_params (TileAttrs.cpp).
  let hasOperationAttrVerify = 1;
  let dependentDialects = ["::mlir::arith::ArithDialect", "::mlir::func::FuncDialect"];
  let extraClassDeclaration = [{
    void registerAttributes();
  }];
}

//===----------------------------------------------------------------------===//
// Types
//===----------------------------------------------------------------------===//

// A pointer into global memory. The pointee is a scalar element type; block
// pointers (tl.make_block_ptr) will get a type of their own.
def Tile_PointerType : TypeDef<Tile_Dialect, "Pointer"> {
  let mnemonic = "ptr";
  let summary = "pointer to global memory";
  let parameters = (ins "::mlir::Type":$pointeeType);
  let assemblyFormat = "`<` $pointeeType `>`";
}

def Tile_Ptr : Type<CPred<"::llvm::isa<::tritonc::tile::PointerType>($_self)">,
                    "tile pointer", "::tritonc::tile::PointerType">;
def Tile_PtrTensor : RankedTensorOf<[Tile_Ptr]>;
def Tile_PtrLike : AnyTypeOf<[Tile_Ptr, Tile_PtrTensor]>;
def Tile_IntLike : AnyTypeOf<[AnySignlessInteger, RankedTensorOf<[AnySignlessInteger]>]>;
def Tile_BoolLike : AnyTypeOf<[I1, RankedTensorOf<[I1]>]>;
def Tile_Scalar : AnyTypeOf<[AnySignlessInteger, AnyFloat, Tile_Ptr]>;
def Tile_ScalarLike : AnyTypeOf<[Tile_Scalar, RankedTensorOf<[Tile_Scalar]>]>;

#endif
