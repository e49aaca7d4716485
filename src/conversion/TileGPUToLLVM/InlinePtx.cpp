//===- InlinePtx.cpp - PTX the NVPTX backend cannot select, as inline asm -===//
//
// Instructions LLVM has no intrinsic or pattern for (mma, wgmma, cp.async,
// ldmatrix, paired conversions, ...) are emitted as inline PTX through these
// helpers: operands are bound with constraints, results come back as values.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

using namespace mlir;

namespace tritonc {

const char *inlineAsmConstraint(Type t) {
  unsigned bits = t.getIntOrFloatBitWidth();
  if (isa<FloatType>(t) && bits == 32) return "f";
  if (isa<FloatType>(t) && bits == 64) return "d";
  if (bits == 16) return "h";
  return bits == 64 ? "l" : "r";
}

/// Inline PTX returning `results` registers of `type` (a struct when several).
SmallVector<Value> inlinePtx(OpBuilder &b, Location loc, StringRef text, StringRef constraints,
                             ArrayRef<Type> types, ValueRange operands, bool sideEffects) {
  Type resultType = types.size() == 1 ? types[0] : LLVM::LLVMStructType::getLiteral(b.getContext(), types);
  auto call = b.create<LLVM::InlineAsmOp>(
      loc, resultType, operands, text, constraints, sideEffects, false,
      LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT), ArrayAttr());
  if (types.size() == 1)
    return {call.getResult(0)};
  SmallVector<Value> values;
  for (unsigned i = 0; i < types.size(); ++i)
    values.push_back(b.create<LLVM::ExtractValueOp>(loc, call.getResult(0), i));
  return values;
}

SmallVector<Value> inlinePtx(OpBuilder &b, Location loc, StringRef text, StringRef constraints,
                             Type type, unsigned results, ValueRange operands, bool sideEffects) {
  return inlinePtx(b, loc, text, constraints, SmallVector<Type>(results, type), operands, sideEffects);
}

void ptxStatement(OpBuilder &b, Location loc, StringRef text, StringRef constraints, ValueRange operands) {
  b.create<LLVM::InlineAsmOp>(loc, TypeRange(), operands, text, constraints, /*has_side_effects=*/true, false,
                              LLVM::AsmDialectAttr::get(b.getContext(), LLVM::AsmDialect::AD_ATT), ArrayAttr());
}

Value sharedAddress(OpBuilder &b, Location loc, Value pointer) {
  return b.create<LLVM::PtrToIntOp>(loc, b.getI32Type(), pointer);
}

std::string tiedConstraints(unsigned count) {
  std::string s;
  for (unsigned i = 0; i < count; ++i)
    s += "," + std::to_string(i);
  return s;
}

std::string registerList(unsigned first, unsigned count) {
  std::string s = "{";
  for (unsigned i = 0; i < count; ++i)
    s += (i ? ", $" : "$") + std::to_string(first + i);
  return s + "}";
}

std::string repeatConstraint(StringRef c, unsigned count) {
  std::string s;
  for (unsigned i = 0; i < count; ++i)
    s += (s.empty() ? "" : ",") + c.str();
  return s;
}

} // namespace tritonc
