//===- BuiltinsDot.cpp - tl.dot -------------------------------------------===//
//
// tl.dot(input, other, acc=None, input_precision=None, allow_tf32=None,
//        max_num_imprecise_acc=None, out_dtype=tl.float32)
// with Triton 3.6's rules (triton/language/core.py and semantic.py `dot`,
// the NVIDIA backend's min_dot_size):
//
//   - operands of equal rank >= 2 with equal leading (batch) dimensions and
//     equal inner dimension K; rank 4 and more is flattened to one batch
//     dimension around the tile.dot (which is 2-D or 3-D) and reshaped back;
//   - K >= 16, or >= 32 for 8-bit operands; M and N may be any (power of
//     two) size;
//   - operand dtypes: one of int8, float16, bfloat16, float32 for both, or
//     any two fp8 types (float8e4nv x float8e5 too); fp8 operands stay fp8
//     in tile.dot, whose lowerings multiply them (wgmma's e4m3/e5m2 forms
//     on sm_90a; elsewhere decoded to float16, exactly, in the lowering);
//   - result: int32 for int8, float32 for float32/bfloat16, out_dtype
//     (float32 or float16) for float16 and fp8; out_dtype=bfloat16 is an
//     error; an `acc` must have the result's shape and dtype and equal
//     out_dtype (Triton asserts acc.dtype == out_dtype, so int8 with an
//     int32 accumulator needs out_dtype=tl.int32); without one the
//     accumulator is zeros of the result type;
//   - input_precision "tf32" (the default, or allow_tf32=True), "tf32x3" or
//     "ieee" (allow_tf32=False), in any letter case; giving both is an
//     error;
//   - max_num_imprecise_acc: 0 unless given; with fp8 operands at most K.
//     It is recorded on tile.dot as given: 0 stands for Triton's sm_90
//     default (2^30, no extra promotion); a given 0 < n <= K makes the
//     wgmma lowering add partial sums into the f32 accumulator every n of K.
//
// Not supported yet (Triton accepts them): float64 operands and the
// input precisions "bf16x3" and "bf16x6"; each is an error at its argument.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include <algorithm>
#include <cctype>

namespace tritonc::irgen {

namespace {

std::string shapeText(const std::vector<int64_t> &shape) {
  std::string s = "[";
  for (size_t i = 0; i < shape.size(); ++i)
    s += (i ? ", " : "") + std::to_string(shape[i]);
  return s + "]";
}

std::string dtypeText(const DType &d) { return "tl." + d.languageName(); }

} // namespace

std::optional<Val> CodeGen::dotBuiltin(const std::string &name, const CallArgs &args) {
  if (name != "dot")
    return std::nullopt;
  SourceLocation l = args.loc;
  enum { Input, Other, Acc, Precision, AllowTF32, MaxImprecise, OutDType };
  FailureOr<BoundArgs> aOr = bindArgs(args, "tl.dot",
                         {"input", "other", "acc", "input_precision", "allow_tf32",
                          "max_num_imprecise_acc", "out_dtype"},
                         2);
  if (failed(aOr))
    return Failure();
  BoundArgs &a = *aOr;

  // ---- operands and shapes (core.dot) ----
  for (size_t i : {size_t(Input), size_t(Other)}) {
    const Val &v = *a[i];
    if (!v.isTensor())
      return fail(a.locs[i], "tl.dot expects a tensor as '" + a.names[i] + "', got " + v.describe());
    if (v.type.shape.size() < 2)
      return fail(a.locs[i], "'" + a.names[i] + "' of tl.dot must be a block of rank 2 or more (M x K and K x N, "
                      "with leading batch dimensions), got " + (v.type.isScalar() ? "the scalar " : "") +
                      v.describe());
  }
  Val x = *a[Input], y = *a[Other];
  const std::vector<int64_t> &xs = x.type.shape, &ys = y.type.shape;
  if (xs.size() != ys.size())
    return fail(l, "the operands of tl.dot must have one rank, got " + x.describe() + " and " + y.describe());
  size_t rank = xs.size();
  std::vector<int64_t> batch(xs.begin(), xs.end() - 2);
  if (batch != std::vector<int64_t>(ys.begin(), ys.end() - 2))
    return fail(l, "the batch dimensions of the operands of tl.dot differ: " + x.describe() + " and " +
                y.describe());
  int64_t M = xs[rank - 2], K = xs[rank - 1], N = ys[rank - 1];
  if (ys[rank - 2] != K)
    return fail(l, "the inner dimensions of tl.dot differ: 'input' is " + x.describe() + " (K = " +
                std::to_string(K) + ") but 'other' is " + y.describe() + " (K = " +
                std::to_string(ys[rank - 2]) + ")");
  std::vector<int64_t> resultShape = batch;
  resultShape.push_back(M);
  resultShape.push_back(N);
  // The result can be larger than either operand ([M, 16] x [16, N]).
  if (failed(checkShape(resultShape, l, "the result of tl.dot")))
    return Failure();
  std::optional<Val> acc;
  if (a.given(Acc)) {
    acc = *a[Acc];
    if (!acc->isTensor())
      return fail(a.locs[Acc], "the accumulator of tl.dot must be a tensor, got " + acc->describe());
    if (acc->type.shape != resultShape)
      return fail(a.locs[Acc], "the accumulator of tl.dot must have the shape of the result, " +
                            shapeText(resultShape) + ", got " + acc->describe());
  }

  // ---- operand dtypes (semantic.dot) ----
  DType xt = x.type.dtype, yt = y.type.dtype;
  bool fp8 = xt.isFloat8() && yt.isFloat8();
  // How the operands are named in messages: "float16", "float8e4nv x float8e5".
  std::string operands =
      xt == yt ? xt.languageName() : xt.languageName() + " x " + yt.languageName();
  if (!fp8) {
    for (size_t i : {size_t(Input), size_t(Other)}) {
      const DType &t = a[i]->type.dtype;
      if (!isOneOf(t, {ScalarKind::I8, ScalarKind::U8, ScalarKind::FP16, ScalarKind::BF16,
                       ScalarKind::FP32, ScalarKind::FP64}) &&
          !t.isFloat8())
        return fail(a.locs[i],
             "tl.dot does not support " + t.languageName() +
                 " operands (use int8, float8e4nv, float8e5, float16, bfloat16 or float32)");
    }
    if (xt != yt)
      return fail(l, "the operands of tl.dot must have one dtype, got " + xt.languageName() + " and " +
                  yt.languageName());
    if (xt == ScalarKind::U8)
      return fail(a.locs[Input], "tl.dot of integers supports int8 only, got uint8 operands");
    if (xt == ScalarKind::FP64)
      return fail(l, "tl.dot of float64 operands is not supported yet");
  }

  // ---- precision of float32 products ----
  if (a.given(Precision) && a.given(AllowTF32))
    return fail(a.locs[AllowTF32], "tl.dot takes only one of input_precision and allow_tf32 (allow_tf32 is "
                            "deprecated: use input_precision)");
  std::string precision = "tf32";
  if (a.given(Precision)) {
    FailureOr<std::string> givenOr = constexprString(a[Precision], a.locs[Precision], "the input_precision of tl.dot");
    if (failed(givenOr))
      return Failure();
    std::string given = *givenOr;
    precision.clear();
    for (char c : given)
      precision += char(std::tolower((unsigned char)c));
    if (precision == "bf16x3" || precision == "bf16x6")
      return fail(a.locs[Precision], "input_precision '" + given + "' of tl.dot is not supported yet (use "
                              "'tf32', 'tf32x3' or 'ieee')");
    if (precision != "tf32" && precision != "tf32x3" && precision != "ieee")
      return fail(a.locs[Precision], "unsupported input_precision '" + given + "' for tl.dot (use 'tf32', "
                              "'tf32x3' or 'ieee')");
  } else if (a.given(AllowTF32)) {
    FailureOr<bool> allowTF32 = flagArg(a, AllowTF32);
    if (failed(allowTF32))
      return Failure();
    precision = *allowTF32 ? "tf32" : "ieee";
  }

  // ---- the smallest K of the NVIDIA backend ----
  int64_t minK = xt.bitWidth() == 8 ? 32 : 16;
  if (K < minK)
    return fail(l, "tl.dot needs K >= " + std::to_string(minK) + " for " + operands + " operands, got K = " +
                std::to_string(K) + " ('input' is " + x.describe() + ")");

  // ---- result dtype ----
  DType outDType = ScalarKind::FP32;
  if (a.given(OutDType)) {
    auto d = asDType(*a[OutDType]);
    if (!d)
      return fail(a.locs[OutDType], "the out_dtype of tl.dot must be a dtype such as tl.float32, got " +
                                 a[OutDType]->describe());
    outDType = *d;
  }
  DType result;
  if (xt == ScalarKind::I8) {
    result = ScalarKind::I32;
  } else if (outDType == ScalarKind::BF16) {
    return fail(a.locs[OutDType], "out_dtype=tl.bfloat16 is not supported by tl.dot: use tl.float32 (or "
                           "tl.float16) and cast the result with .to(tl.bfloat16)");
  } else if (xt == ScalarKind::FP32 || xt == ScalarKind::BF16) {
    result = ScalarKind::FP32; // Triton ignores out_dtype here
  } else {
    if (outDType != ScalarKind::FP32 && outDType != ScalarKind::FP16)
      return fail(a.locs[OutDType], "the out_dtype of tl.dot with " + operands +
                                 " operands must be tl.float32 or tl.float16, got " + dtypeText(outDType));
    result = outDType;
  }
  if (acc) {
    const DType &accType = acc->type.dtype;
    std::vector<DType> valid = xt == ScalarKind::I8 ? std::vector<DType>{ScalarKind::I32}
                               : isOneOf(xt, {ScalarKind::FP32, ScalarKind::BF16})
                                   ? std::vector<DType>{ScalarKind::FP32}
                                   : std::vector<DType>{ScalarKind::FP32, ScalarKind::FP16};
    if (std::find(valid.begin(), valid.end(), accType) == valid.end())
      return fail(a.locs[Acc], "tl.dot of " + operands + " operands accumulates in " +
                            valid[0].languageName() +
                            (valid.size() > 1 ? " or " + valid[1].languageName() : "") +
                            ", got an accumulator of " + accType.languageName());
    if (accType != outDType)
      return fail(a.locs[Acc], "the accumulator of tl.dot is " + accType.languageName() +
                            " but out_dtype is " + outDType.languageName() + ": pass out_dtype=" +
                            dtypeText(accType) + " (Triton requires them to match)");
  }

  // ---- max_num_imprecise_acc ----
  int64_t maxImprecise = 0;
  if (a.given(MaxImprecise)) {
    FailureOr<int64_t> given =
        constexprInt(a[MaxImprecise], a.locs[MaxImprecise], "the max_num_imprecise_acc of tl.dot");
    if (failed(given))
      return Failure();
    maxImprecise = *given;
    if (maxImprecise < 0 || maxImprecise > INT32_MAX)
      return fail(a.locs[MaxImprecise], "the max_num_imprecise_acc of tl.dot must be between 0 and 2147483647, got " +
                                     std::to_string(maxImprecise));
    if (fp8 && maxImprecise > K)
      return fail(a.locs[MaxImprecise], "the max_num_imprecise_acc of tl.dot (" + std::to_string(maxImprecise) +
                                     ") must be at most K (" + std::to_string(K) + ")");
  }

  // ---- the op ----
  std::vector<int64_t> opShape = resultShape;
  if (rank > 3) { // one batch dimension
    int64_t flat = 1;
    for (int64_t d : batch)
      flat *= d;
    opShape = {flat, M, N};
    x = reshape(x, {flat, M, K}, /*allowReorder=*/false, l);
    if (failed(x))
      return Failure();
    y = reshape(y, {flat, K, N}, /*allowReorder=*/false, l);
    if (failed(y))
      return Failure();
    if (acc && failed(*(acc = reshape(*acc, opShape, /*allowReorder=*/false, l))))
      return Failure();
  }
  // Zeros of the result's numeric type: cannot fail.
  Val accIn = acc ? *acc : broadcastTo(constantTensor(ConstValue::fromInt(0), result, l), opShape, l);
  TensorType opType{result, opShape};
  auto dot = b.create<tile::DotOp>(loc(l), toMLIRType(b, opType), x.value, y.value, accIn.value,
                                   b.getStringAttr(precision), b.getI32IntegerAttr(int32_t(maxImprecise)));
  Val out = Val::tensor(dot.getResult(), opType);
  if (rank > 3)
    return reshape(out, resultShape, /*allowReorder=*/false, l);
  return out;
}

} // namespace tritonc::irgen
