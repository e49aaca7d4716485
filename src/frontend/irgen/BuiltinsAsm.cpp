//===- BuiltinsAsm.cpp - tl.inline_asm_elementwise ------------------------===//
//
// tl.inline_asm_elementwise(asm, constraints, args, dtype, is_pure, pack)
// becomes tile.inline_asm_elementwise on the arguments broadcast to one
// shape, with one result per dtype (a tuple of dtypes gives a tuple). The
// GPU lowering emits the assembly once per `pack` elements of a thread;
// each value (outputs first, then inputs) takes pack / e registers, where
// e = min(pack, 32 / its bit width) elements share one register (four
// int8 in a .b32) and wider types take one register each. The CPU target
// refuses the op, since the assembly is PTX.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

namespace tritonc::irgen {

/// The number of output and input operands an LLVM constraint string
/// declares ("=r,=r,r,0,~{memory}": 2 outputs, 2 inputs, a clobber).
static std::pair<size_t, size_t> constraintCounts(const std::string &constraints) {
  size_t outputs = 0, inputs = 0, start = 0;
  while (start <= constraints.size()) {
    size_t end = constraints.find(',', start);
    if (end == std::string::npos)
      end = constraints.size();
    std::string entry = constraints.substr(start, end - start);
    entry.erase(0, entry.find_first_not_of(" \t"));
    if (!entry.empty() && entry[0] == '=')
      ++outputs;
    else if (!entry.empty() && entry[0] != '~')
      ++inputs;
    start = end + 1;
  }
  return {outputs, inputs};
}

std::optional<Val> CodeGen::asmBuiltin(const std::string &name, const CallArgs &args) {
  // tl.extra.cuda's special registers, read with one instruction each as
  // Triton reads them: the SM the program runs on (pure: it does not
  // change while the program runs) and the global nanosecond timer.
  if (name == "extra.cuda.smid" || name == "extra.cuda.globaltimer") {
    bool smid = name == "extra.cuda.smid";
    if (failed(bindArgs(args, "tl." + name, {}, 0)))
      return Failure();
    Val dtype;
    dtype.kind = Val::Kind::DTypeObj;
    dtype.dtypeObject = smid ? ScalarKind::I32 : ScalarKind::I64;
    CallArgs asmArgs;
    asmArgs.loc = args.loc;
    asmArgs.args = {Val::constexprValue(ConstValue::fromString(smid ? "mov.u32 $0, %smid;" : "mov.u64 $0, %globaltimer;")),
                    Val::constexprValue(ConstValue::fromString(smid ? "=r" : "=l")), Val::tuple({}), dtype,
                    Val::constexprValue(ConstValue::fromBool(smid)), Val::constexprValue(ConstValue::fromInt(1))};
    asmArgs.argLocs.assign(asmArgs.args.size(), args.loc);
    return asmBuiltin("inline_asm_elementwise", asmArgs);
  }
  // The program's threads and warps: constexprs of the compiled
  // configuration, as Triton gives them.
  if ((name == "extra.cuda.num_threads" || name == "extra.cuda.num_warps") && spec_) {
    if (failed(bindArgs(args, "tl." + name, {}, 0)))
      return Failure();
    int64_t warps = spec_->numWarps;
    return Val::constexprValue(ConstValue::fromInt(name == "extra.cuda.num_threads" ? warps * 32 : warps));
  }
  if (name != "inline_asm_elementwise")
    return std::nullopt;
  const std::string fn = "tl.inline_asm_elementwise";
  SourceLocation l = args.loc;
  FailureOr<BoundArgs> aOr = bindArgs(args, fn, {"asm", "constraints", "args", "dtype", "is_pure", "pack"}, 6);
  if (failed(aOr))
    return Failure();
  BoundArgs &a = *aOr;
  for (size_t i : {0, 1})
    if (!a[i]->isConstexpr() || !a[i]->constant.isString())
      return fail(a.locs[i], "the " + std::string(i == 0 ? "asm" : "constraints") + " of " + fn +
                          " must be a constexpr string, got " + a[i]->describe());
  std::string text = a[0]->constant.getString(), constraints = a[1]->constant.getString();
  if (a[2]->kind != Val::Kind::Tuple)
    return fail(a.locs[2], "the args of " + fn + " must be a list or tuple of tensors, got " + a[2]->describe());

  std::vector<DType> dtypes;
  std::vector<Val> dtypeVals = a[3]->kind == Val::Kind::Tuple ? a[3]->elements : std::vector<Val>{*a[3]};
  for (const Val &d : dtypeVals) {
    auto dtype = asDType(d);
    if (!dtype)
      return fail(a.locs[3], "the dtype of " + fn + " must be a dtype or a tuple of dtypes, got " + d.describe());
    dtypes.push_back(*dtype);
  }
  if (dtypes.empty())
    return fail(a.locs[3], fn + " needs at least one result dtype");
  if (!a[4]->isConstexpr() || !a[4]->constant.isBool())
    return fail(a.locs[4], "is_pure of " + fn + " must be a constexpr bool, got " + a[4]->describe());
  bool isPure = a[4]->constant.getBool();
  FailureOr<int64_t> packOr = constexprInt(a[5], a.locs[5], "the pack of " + fn);
  if (failed(packOr))
    return Failure();
  int64_t pack = *packOr;
  if (pack < 1)
    return fail(a.locs[5], "the pack of " + fn + " must be at least 1, got " + std::to_string(pack));
  if (pack > 16 || (pack & (pack - 1)))
    return fail(a.locs[5], "the pack of " + fn + " must be a power of two up to 16, got " + std::to_string(pack));
  // Registers per value for one instance of the assembly (file header).
  auto registers = [&](const DType &d) -> size_t {
    int64_t bits = d.isPointer() ? 64 : d.bitWidth();
    int64_t perRegister = bits < 32 ? std::min<int64_t>(pack, 32 / std::max<int64_t>(bits, 8)) : 1;
    return size_t(pack / perRegister);
  };

  std::vector<Val> xs;
  for (const Val &x : a[2]->elements) {
    if (!x.isTensor() && !(x.isConstexpr() && !x.constant.isString() && !x.constant.isNone()))
      return fail(a.locs[2], "each argument of " + fn + " must be a tensor or a number, got " + x.describe());
    xs.push_back(toTensorDefault(x, a.locs[2], fn));
    if (failed(xs.back()))
      return Failure();
  }
  if (pack > 1) {
    bool anyBool = llvm::any_of(dtypes, [](const DType &d) { return d.isBool(); }) ||
                   llvm::any_of(xs, [](const Val &x) { return x.type.dtype.isBool(); });
    if (anyBool)
      return fail(a.locs[5], fn + " with pack > 1 takes no bool values (convert them to int8)");
  }
  auto [outputs, inputs] = constraintCounts(constraints);
  size_t outputRegisters = 0, inputRegisters = 0;
  for (const DType &d : dtypes)
    outputRegisters += registers(d);
  for (const Val &x : xs)
    inputRegisters += registers(x.type.dtype);
  if (outputs != outputRegisters || inputs != inputRegisters) {
    std::string expected = pack == 1 ? "" : " (" + std::to_string(outputRegisters) + " output and " +
                                                std::to_string(inputRegisters) + " input registers with pack=" +
                                                std::to_string(pack) + ")";
    return fail(a.locs[1], "the constraints of " + fn + " declare " + std::to_string(outputs) + " output" +
                        (outputs == 1 ? "" : "s") + " and " + std::to_string(inputs) + " input" +
                        (inputs == 1 ? "" : "s") + ", but the call has " + std::to_string(dtypes.size()) +
                        " result dtype" + (dtypes.size() == 1 ? "" : "s") + " and " +
                        std::to_string(xs.size()) + " argument" + (xs.size() == 1 ? "" : "s") + expected);
  }
  std::vector<int64_t> shape;
  for (const Val &x : xs) {
    FailureOr<std::vector<int64_t>> both = broadcastShapes(
        Val::tensor(mlir::Value(), TensorType{ScalarKind::I32, shape}), x, a.locs[2], fn);
    if (failed(both))
      return Failure();
    shape = *both;
  }
  std::vector<mlir::Value> operands;
  for (Val &x : xs) {
    Val broadcast = broadcastTo(x, shape, a.locs[2]);
    if (failed(broadcast))
      return Failure();
    operands.push_back(broadcast.value);
  }
  std::vector<mlir::Type> resultTypes;
  for (const DType &d : dtypes)
    resultTypes.push_back(toMLIRType(b, TensorType{d, shape}));
  auto op = b.create<tile::InlineAsmElementwiseOp>(loc(l), resultTypes, operands, text, constraints,
                                                   isPure, int32_t(pack));
  std::vector<Val> results;
  for (size_t i = 0; i < dtypes.size(); ++i)
    results.push_back(Val::tensor(op.getResult(i), TensorType{dtypes[i], shape}));
  if (a[3]->kind == Val::Kind::Tuple)
    return Val::tuple(results);
  return results.front();
}

} // namespace tritonc::irgen
