//===- BuiltinsDebug.cpp - printing, assertions, compiler hints -----------===//
//
// tl.static_print / tl.static_assert run at compile time; tl.device_print
// and tl.device_assert become tile.print / tile.assert (always emitted:
// tritonc has no debug mode, where Triton drops device_assert unless
// debugging); tl.debug_barrier is tile.debug_barrier. tl.multiple_of,
// tl.max_contiguous and tl.max_constancy attach `tile.divisibility`,
// `tile.contiguity` and `tile.constancy` (one entry per dimension) to the
// op that defines the value. tl.assume emits nothing, but `tl.assume(x % K
// == 0)` (K a constant power of two) gives x the divisibility K, like a
// `:16` hint would, so that the axis analysis can vectorize with it.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

#include <iostream>

namespace tritonc::irgen {

/// The constant integer `v` holds, if it is one.
static std::optional<int64_t> constantInt(mlir::Value v) {
  if (auto constant = v.getDefiningOp<mlir::arith::ConstantOp>())
    if (auto attr = mlir::dyn_cast<mlir::IntegerAttr>(constant.getValue()))
      return attr.getInt();
  return std::nullopt;
}

/// tl.assume(x % K == 0) (or 0 == x % K) with K a power of two: records
/// divisibility K on x's definition, or on the kernel parameter x is.
static void recordDivisibilityAssumption(mlir::Value cond) {
  auto cmp = cond.getDefiningOp<mlir::arith::CmpIOp>();
  if (!cmp || cmp.getPredicate() != mlir::arith::CmpIPredicate::eq)
    return;
  mlir::Value rem = cmp.getLhs(), zero = cmp.getRhs();
  if (constantInt(rem) == 0)
    std::swap(rem, zero);
  if (constantInt(zero) != 0)
    return;
  mlir::Operation *remOp = rem.getDefiningOp();
  if (!remOp || !mlir::isa<mlir::arith::RemSIOp, mlir::arith::RemUIOp>(remOp))
    return;
  std::optional<int64_t> k = constantInt(remOp->getOperand(1));
  if (!k || *k < 2 || !llvm::isPowerOf2_64(*k) || *k > (int64_t(1) << 30))
    return;
  mlir::Value x = remOp->getOperand(0);
  mlir::Builder b(cond.getContext());
  if (mlir::Operation *def = x.getDefiningOp()) {
    int64_t known = 1;
    if (auto old = def->getAttrOfType<mlir::DenseI64ArrayAttr>("tile.divisibility"); old && old.size() == 1)
      known = old[0];
    def->setAttr("tile.divisibility", b.getDenseI64ArrayAttr({std::max(known, *k)}));
    return;
  }
  auto arg = mlir::cast<mlir::BlockArgument>(x);
  auto func = mlir::dyn_cast<mlir::func::FuncOp>(arg.getOwner()->getParentOp());
  if (!func || arg.getOwner() != &func.getBody().front())
    return;
  int64_t known = 1;
  if (auto old = func.getArgAttrOfType<mlir::IntegerAttr>(arg.getArgNumber(), "tile.divisibility"))
    known = old.getInt();
  func.setArgAttr(arg.getArgNumber(), "tile.divisibility", b.getI32IntegerAttr(std::max(known, *k)));
}

/// Roughly what Python's print shows for a value of the kernel language.
static std::string printable(const Val &v) {
  switch (v.kind) {
  case Val::Kind::Constexpr:
    return v.constant.isString() ? v.constant.getString() : v.constant.repr();
  case Val::Kind::Tensor:
    return v.type.str();
  case Val::Kind::DTypeObj:
    return displayName(v.name);
  case Val::Kind::Tuple: {
    std::string s = "(";
    for (size_t i = 0; i < v.elements.size(); ++i) {
      const Val &e = v.elements[i];
      s += (i ? ", " : "") + (e.isConstexpr() ? e.constant.repr() : printable(e));
    }
    return s + (v.elements.size() == 1 ? ",)" : ")");
  }
  default:
    return v.describe();
  }
}

std::optional<Val> CodeGen::debugBuiltin(const std::string &name, const CallArgs &args) {
  SourceLocation l = args.loc;
  mlir::Location ml = loc(l);

  if (name == "static_assert") {
    BoundArgs a = bindArgs(args, "tl.static_assert", {"cond", "msg"}, 1);
    if (a[0]->isTensor())
      fail(a.locs[0], "tl.static_assert needs a constexpr condition, got " + a[0]->describe() +
                          " (use tl.device_assert for runtime values)");
    if (!truthy(*a[0], a.locs[0])) {
      std::string msg = a[1] && a[1]->isConstexpr() && a[1]->constant.isString()
                            ? ": " + a[1]->constant.getString() : "";
      fail(l, "static assertion failed" + msg);
    }
    return Val::none();
  }

  if (name == "static_print") {
    std::string sep = " ", end = "\n";
    for (size_t k = 0; k < args.keywords.size(); ++k) {
      const auto &[key, value] = args.keywords[k];
      if (key == "sep" || key == "end") {
        std::string s = constexprString(value, args.keywordValueLocs[k], key);
        (key == "sep" ? sep : end) = s;
      } else if (key != "file" && key != "flush") {
        fail(args.keywordLocs[k], "tl.static_print() got an unexpected keyword argument '" + key + "'");
      }
    }
    if (!dryRun) {
      std::string line;
      for (size_t i = 0; i < args.args.size(); ++i)
        line += (i ? sep : "") + printable(args.args[i]);
      std::cerr << line << end;
      std::cerr.flush();
    }
    return Val::none();
  }

  if (name == "device_print") {
    if (args.args.empty())
      fail(l, "tl.device_print() missing required argument 'prefix'");
    bool hex = false;
    for (size_t k = 0; k < args.keywords.size(); ++k) {
      if (args.keywords[k].first != "hex")
        fail(args.keywordLocs[k], "tl.device_print() got an unexpected keyword argument '" +
                                      args.keywords[k].first + "'");
      hex = truthy(args.keywords[k].second, args.keywordValueLocs[k]);
    }
    std::string prefix = constexprString(args.args[0], args.argLocs[0], "the prefix of tl.device_print");
    for (unsigned char ch : prefix)
      if (ch < 0x20 || ch > 0x7e)
        fail(args.argLocs[0], "the prefix of tl.device_print must be printable ASCII");
    std::vector<mlir::Value> values;
    for (size_t i = 1; i < args.args.size(); ++i) {
      Val v = toTensorDefault(args.args[i], args.argLocs[i], "tl.device_print");
      values.push_back(v.value);
    }
    // As Triton: a prefix ends in ": " when values follow, and a longer one
    // starts with a space.
    if (!values.empty()) {
      if (prefix.empty() || prefix.back() != ' ')
        prefix += " ";
      if (prefix.size() < 2 || prefix.compare(prefix.size() - 2, 2, ": ") != 0)
        prefix = prefix.substr(0, prefix.size() - 1) + ": ";
    }
    if (prefix.size() > 2 && prefix[0] != ' ')
      prefix = " " + prefix;
    b.create<tile::PrintOp>(ml, b.getStringAttr(prefix), hex ? b.getUnitAttr() : mlir::UnitAttr(), values);
    return Val::none();
  }

  if (name == "device_assert") {
    BoundArgs a = bindArgs(args, "tl.device_assert", {"cond", "msg", "mask"}, 1);
    // Triton's assert op takes int1 only (its verifier refuses anything
    // else when debugging is on); a number's truth would be a guess.
    Val cond = toTensorDefault(*a[0], a.locs[0], "tl.device_assert");
    if (!isBool(cond.type.dtype))
      fail(a.locs[0], "the condition of tl.device_assert must be a boolean (int1), got " +
                          cond.describe() + "; compare it, as in 'x != 0'");
    std::string msg = constexprString(a[1], a.locs[1], "the message of tl.device_assert");
    if (a.given(2)) {
      // Only where the mask holds: cond | ~mask.
      Val mask = toTensorDefault(*a[2], a.locs[2], "tl.device_assert");
      if (!isBool(mask.type.dtype))
        fail(a.locs[2], "the mask of tl.device_assert must be a boolean (int1), got " + mask.describe());
      cond = logical(false, cond, unary(ast::UnaryOpKind::Not, mask, a.locs[2]), l);
    }
    b.create<tile::AssertOp>(ml, cond.value, b.getStringAttr(msg));
    return Val::none();
  }

  if (name == "debug_barrier") {
    bindArgs(args, "tl.debug_barrier", {}, 0);
    b.create<tile::DebugBarrierOp>(ml);
    return Val::none();
  }

  if (name == "assume") {
    BoundArgs a = bindArgs(args, "tl.assume", {"cond"}, 1);
    if (a[0]->value)
      recordDivisibilityAssumption(a[0]->value);
    return Val::none();
  }

  if (name == "multiple_of" || name == "max_contiguous" || name == "max_constancy") {
    BoundArgs a = bindArgs(args, "tl." + name, {"input", "values"}, 2);
    const Val &input = *a[0];
    if (!input.isTensor())
      fail(a.locs[0], "tl." + name + " expects a tensor, got " + input.describe());
    std::vector<int64_t> values = shapeArg(*a[1], a.locs[1], "the values of tl." + name);
    size_t want = std::max<size_t>(1, input.type.shape.size());
    if (values.size() != want)
      fail(a.locs[1], "tl." + name + " needs " + std::to_string(want) + " value" +
                          (want == 1 ? "" : "s") + " (one per dimension of " + input.describe() +
                          "), got " + std::to_string(values.size()));
    for (int64_t v : values)
      if (v < 1)
        fail(a.locs[1], "the values of tl." + name + " must be positive, got " + std::to_string(v));
    const char *attr = name == "multiple_of" ? "tile.divisibility"
                       : name == "max_contiguous" ? "tile.contiguity" : "tile.constancy";
    if (mlir::Operation *def = input.value.getDefiningOp())
      def->setAttr(attr, b.getDenseI64ArrayAttr(values));
    return input;
  }
  return std::nullopt;
}

} // namespace tritonc::irgen
