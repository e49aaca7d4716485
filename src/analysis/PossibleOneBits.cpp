//===- PossibleOneBits.cpp - which bits of an LLVM-dialect integer may be set -===//
//
// The lowering to LLVM computes a thread's element indices from the thread
// id with remainders, quotients and power-of-two multiples (Layout.cpp).
// Knowing which bits such an index can set tells the shared-memory address
// computation (OperandTileAddresses) when adding a constant cannot carry
// into the thread's bits, so that a swizzle XOR with the constant is an
// added immediate.
//
//===----------------------------------------------------------------------===//
#include "analysis/PossibleOneBits.h"

#include "mlir/Dialect/LLVMIR/LLVMDialect.h"
#include "llvm/ADT/bit.h"

#include <optional>

using namespace mlir;

namespace tritonc {

namespace {
/// All bits at or below the highest bit of `mask`.
uint64_t fillDown(uint64_t mask) {
  for (unsigned shift = 1; shift < 64; shift <<= 1)
    mask |= mask >> shift;
  return mask;
}
std::optional<uint64_t> constantBits(Value v) {
  if (auto c = v.getDefiningOp<LLVM::ConstantOp>())
    if (auto attr = dyn_cast<IntegerAttr>(c.getValue()))
      return attr.getValue().getZExtValue();
  return std::nullopt;
}
std::optional<unsigned> powerOfTwoLog(Value v) {
  std::optional<uint64_t> c = constantBits(v);
  if (!c || *c == 0 || (*c & (*c - 1)))
    return std::nullopt;
  return llvm::countr_zero(*c);
}
/// The shift a shl/lshr by a constant, or a mul/udiv by a power of two,
/// applies to its first operand.
std::optional<unsigned> constantShift(Operation *op) {
  if (isa<LLVM::ShlOp, LLVM::LShrOp>(op)) {
    if (std::optional<uint64_t> c = constantBits(op->getOperand(1)); c && *c < 64)
      return unsigned(*c);
    return std::nullopt;
  }
  return powerOfTwoLog(op->getOperand(1));
}
} // namespace

uint64_t possibleOneBits(Value v, unsigned depth) {
  auto type = dyn_cast<IntegerType>(v.getType());
  if (!type || type.getWidth() > 64)
    return ~uint64_t(0);
  uint64_t all = type.getWidth() == 64 ? ~uint64_t(0) : (uint64_t(1) << type.getWidth()) - 1;
  if (std::optional<uint64_t> c = constantBits(v))
    return *c & all;
  Operation *op = v.getDefiningOp();
  if (!op || depth > 12)
    return all;
  auto of = [&](unsigned i) { return possibleOneBits(op->getOperand(i), depth + 1); };
  uint64_t result = all;
  if (isa<LLVM::AndOp>(op))
    result = of(0) & of(1);
  else if (isa<LLVM::OrOp, LLVM::XOrOp>(op))
    result = of(0) | of(1);
  else if (isa<LLVM::AddOp>(op)) {
    // Operands without a common possible one add without carries.
    uint64_t x = of(0), y = of(1);
    result = (x & y) ? fillDown(x | y) << 1 | 1 : x | y;
  } else if (isa<LLVM::MulOp, LLVM::ShlOp>(op)) {
    if (std::optional<unsigned> shift = constantShift(op))
      result = of(0) << *shift;
  } else if (isa<LLVM::UDivOp, LLVM::LShrOp>(op)) {
    // A quotient is at most its dividend.
    std::optional<unsigned> shift = constantShift(op);
    result = shift ? of(0) >> *shift : fillDown(of(0));
  } else if (isa<LLVM::URemOp>(op)) {
    std::optional<uint64_t> divisor = constantBits(op->getOperand(1));
    if (divisor && *divisor)
      result = of(0) & fillDown(*divisor - 1);
  } else if (isa<LLVM::ZExtOp, LLVM::TruncOp>(op)) {
    result = of(0);
  } else if (isa<LLVM::SelectOp>(op)) {
    result = of(1) | of(2);
  }
  return result & all;
}

} // namespace tritonc
