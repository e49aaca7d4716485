//===- TileAttrs.td - attributes of the tile dialect ------------*- tablegen -*-===//
//
// What IR generation records about the kernel for the stages after it. The
// launcher is built from these records (src/tools/KernelABI.cpp), not from
// the front end's own structures, so a module carries its whole ABI.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_TILE_ATTRS_TD
#define TRITONC_TILE_ATTRS_TD

include "TileDialect.td"

// A flag written `true` or `false`.
def Tile_BoolParameter : AttrParameter<"bool", "true or false"> {
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

// One runtime parameter of the kernel as its launcher takes it, in the
// order of the launcher's arguments (a tensor descriptor parameter is
// already expanded into its base, extents and strides): the name written
// in the source, the type in the spelling of a Triton signature ("*fp32",
// "i32", "bf16"), the divisibility the launcher checks (`:16`; 1 when
// none) and whether it was specialized to one (`:1`). A parameter equal to
// one is compiled into the kernel and not passed to it; every other one is
// an argument of the kernel function, in the same order.
def Tile_KernelParamAttr : AttrDef<Tile_Dialect, "KernelParam"> {
  let mnemonic = "kernel_param";
  let parameters = (ins StringRefParameter<"the parameter's name">:$name,
                        StringRefParameter<"the type's signature spelling">:$type,
                        "unsigned":$divisibility, Tile_BoolParameter:$equalsOne);
  let assemblyFormat = [{
    `<` $name `,` $type `,` `divisibility` `=` $divisibility `,` `equals_one` `=` $equalsOne `>`
  }];
  let genVerifyDecl = 1;
  let extraClassDeclaration = [{
    bool isPassedToKernel() const { return !getEqualsOne(); }
  }];
}

#endif
