//===- TileAttrs.cpp - attributes of the tile dialect ---------------------===//
#include "Tile/TileDialect.h"

#include "mlir/IR/BuiltinOps.h"
#include "mlir/IR/DialectImplementation.h"
#include "llvm/ADT/StringExtras.h"
#include "llvm/ADT/TypeSwitch.h"

using namespace mlir;
using namespace tritonc::tile;

#define GET_ATTRDEF_CLASSES
#include "Tile/TileAttrs.cpp.inc"

void TileDialect::registerAttributes() {
  addAttributes<
#define GET_ATTRDEF_LIST
#include "Tile/TileAttrs.cpp.inc"
      >();
}

namespace {

/// What the verifier needs to know of a type's signature spelling: it is
/// one name, such as "fp32" or "i32", after at most one `*` (the language
/// has no pointers to pointers). Which names exist is the launcher's
/// business (checkKernelInfo); the dialect checks only the shape.
struct TypeSpelling {
  bool pointer = false;
  StringRef scalar;

  explicit TypeSpelling(StringRef text) : pointer(text.consume_front("*")), scalar(text) {}

  bool wellFormed() const {
    return !scalar.empty() && llvm::all_of(scalar, [](char c) { return llvm::isLower(c) || llvm::isDigit(c); });
  }
  /// i1 .. i64, u8 .. u64.
  bool isIntegerScalar() const {
    return !pointer && scalar.size() > 1 && (scalar[0] == 'i' || scalar[0] == 'u') &&
           llvm::all_of(scalar.drop_front(), llvm::isDigit);
  }
};

} // namespace

LogicalResult KernelParamAttr::verify(function_ref<InFlightDiagnostic()> emitError, StringRef name,
                                      StringRef type, unsigned divisibility, bool equalsOne) {
  if (name.empty())
    return emitError() << "a kernel parameter needs a name";
  TypeSpelling spelling(type);
  if (!spelling.wellFormed())
    return emitError() << "kernel parameter '" << name << "' has type '" << type
                       << "', which is not a signature type (such as \"*fp32\" or \"i32\")";
  if (divisibility < 1)
    return emitError() << "kernel parameter '" << name << "' has divisibility 0; it is at least 1";
  if (divisibility > 1 && !spelling.pointer && !spelling.isIntegerScalar())
    return emitError() << "kernel parameter '" << name << "' of type '" << type
                       << "' has a divisibility, which only pointers and integers can have";
  if (equalsOne && !spelling.isIntegerScalar())
    return emitError() << "kernel parameter '" << name << "' of type '" << type
                       << "' is specialized to one, which only integer scalars can be";
  return success();
}

LogicalResult TileDialect::verifyOperationAttribute(Operation *op, NamedAttribute attribute) {
  // The dialect's other discardable attributes (tile.kernel, the hints)
  // are checked where they are used.
  if (attribute.getName() != kKernelParamsAttr)
    return success();
  if (!isa<ModuleOp>(op))
    return op->emitError() << "'" << kKernelParamsAttr << "' belongs on the module";
  auto params = dyn_cast<ArrayAttr>(attribute.getValue());
  if (!params || !llvm::all_of(params, [](Attribute a) { return isa<KernelParamAttr>(a); }))
    return op->emitError() << "'" << kKernelParamsAttr << "' must be an array of #tile.kernel_param";
  return success();
}
