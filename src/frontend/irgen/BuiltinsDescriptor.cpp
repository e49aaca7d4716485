//===- BuiltinsDescriptor.cpp - tensor descriptors -------------------------===//
//
// A tensor descriptor (tl.make_tensor_descriptor in a kernel, or a
// `tensordesc<...>` kernel parameter built on the host) describes a strided
// tensor in global memory and the block that each access moves:
//
//   desc = tl.make_tensor_descriptor(base, shape, strides, block_shape)
//   x = desc.load([i, j])          # the block at element offsets (i, j)
//   desc.store([i, j], x)          # elements outside `shape` are not written
//   desc.atomic_add([i, j], x)
//
// It is a block pointer whose offsets come with each access and whose every
// dimension is bounds-checked: an access becomes the block-pointer access
// of BuiltinsBlockPtr.cpp (a tensor of pointers, a mask, and the parts that
// travel with tile.load so that the GPU lowering can use the tensor memory
// accelerator where a load qualifies). Outside the tensor a load reads 0
// (or NaN with padding_option="nan"), as Triton's descriptors do.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

namespace tritonc::irgen {

/// The elements of a list or tuple argument (one value counts as one entry).
static std::vector<Val> entries(const Val &v) {
  if (v.kind == Val::Kind::Tuple)
    return v.elements;
  return {v};
}

/// An integer scalar (or constexpr) of a descriptor's shape, strides or
/// offsets, converted to `to`.
static Val integerPart(CodeGen &gen, const Val &v, const DType &to, SourceLocation l, const std::string &what) {
  if (v.isConstexpr() && (v.constant.isInt() || v.constant.isBool())) {
    int64_t c = v.constant.isInt() ? v.constant.getInt() : v.constant.getBool();
    if (to == ScalarKind::I32 && (c < INT32_MIN || c > INT32_MAX))
      return gen.fail(l, what + " must fit in int32, got " + std::to_string(c));
    return gen.constantTensor(ConstValue::fromInt(c), to, l);
  }
  if (!v.isTensor() || !v.type.isScalar() || !v.type.dtype.isInteger() || v.type.dtype.isBool())
    return gen.fail(l, what + " must be an integer scalar, got " + v.describe());
  return gen.cast(v, to, l);
}

Val CodeGen::makeDescriptor(const Val &base, std::vector<Val> shape, std::vector<Val> strides,
                            std::vector<int64_t> blockShape, bool nanPadding, SourceLocation l) {
  Val desc;
  desc.kind = Val::Kind::BlockPtr;
  desc.descriptor = true;
  desc.nanPadding = nanPadding;
  desc.blockShape = std::move(blockShape);
  for (size_t d = 0; d < desc.blockShape.size(); ++d)
    desc.order.push_back(int64_t(desc.blockShape.size() - 1 - d)); // row-major, last dimension contiguous
  desc.elements.push_back(base);
  for (Val &v : shape)
    desc.elements.push_back(std::move(v));
  for (Val &v : strides)
    desc.elements.push_back(std::move(v));
  for (size_t d = 0; d < desc.blockShape.size(); ++d) // int32 zeros: cannot fail
    desc.elements.push_back(constantTensor(ConstValue::fromInt(0), ScalarKind::I32, l));
  return desc;
}

std::optional<Val> CodeGen::descriptorBuiltin(const std::string &name, const CallArgs &args) {
  SourceLocation l = args.loc;
  if (name == "make_tensor_descriptor" || name == "_experimental_make_tensor_descriptor") {
    const std::string fn = "tl.make_tensor_descriptor";
    FailureOr<BoundArgs> aOr = bindArgs(args, fn, {"base", "shape", "strides", "block_shape", "padding_option"}, 4);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    const Val &base = *a[0];
    if (!base.isTensor() || !base.type.dtype.isPointer() || !base.type.isScalar())
      return fail(a.locs[0], "the base of " + fn + " must be a scalar pointer, got " + base.describe());
    DType element = base.type.dtype.pointee();
    std::vector<int64_t> blockShape;
    for (const Val &d : entries(*a[3])) {
      FailureOr<int64_t> size = constexprInt(d, a.locs[3], "each entry of the block_shape of " + fn);
      if (failed(size))
        return Failure();
      blockShape.push_back(*size);
    }
    size_t rank = blockShape.size();
    if (rank < 1 || rank > 5)
      return fail(a.locs[3], fn + " supports 1 to 5 dimensions, got " + std::to_string(rank));
    if (failed(checkShape(blockShape, a.locs[3], "the block_shape of " + fn)))
      return Failure();
    std::vector<Val> shape = entries(*a[1]), strides = entries(*a[2]);
    if (shape.size() != rank || strides.size() != rank)
      return fail(shape.size() != rank ? a.locs[1] : a.locs[2],
           fn + " got " + std::to_string(shape.size()) + " shape and " + std::to_string(strides.size()) +
               " stride entries for a block_shape of rank " + std::to_string(rank) +
               "; each needs one entry per dimension");
    int64_t elementBytes = element.bitWidth() / 8;
    if (blockShape.back() * elementBytes < 16)
      return fail(a.locs[3], "the last dimension of a descriptor's block must hold at least 16 bytes, got " +
                          std::to_string(blockShape.back()) + " x " + std::to_string(elementBytes) + " bytes");
    const Val &last = strides.back();
    if (!last.isConstexpr() || !last.constant.isInt() || last.constant.getInt() != 1)
      return fail(a.locs[2], "the last stride of a tensor descriptor must be the constant 1 (its last "
                      "dimension contiguous), got " + last.describe());
    for (size_t d = 0; d + 1 < rank; ++d)
      if (strides[d].isConstexpr() && strides[d].constant.isInt() &&
          strides[d].constant.getInt() * elementBytes % 16 != 0)
        return fail(a.locs[2], "the strides of a tensor descriptor must be multiples of 16 bytes, got " +
                            std::to_string(strides[d].constant.getInt()) + " x " +
                            std::to_string(elementBytes) + " bytes");
    FailureOr<std::string> paddingOr = constexprString(a[4], a.locs[4], "the padding_option of " + fn);
    if (failed(paddingOr))
      return Failure();
    std::string padding = *paddingOr;
    if (!padding.empty() && padding != "zero" && padding != "nan")
      return fail(a.locs[4], "unsupported padding_option '" + padding + "' (use 'zero' or 'nan')");
    if (padding == "nan" && !element.isFloat())
      return fail(a.locs[4], "padding_option 'nan' needs floating-point elements, the descriptor's are " +
                          element.displayName());
    for (size_t d = 0; d < rank; ++d) {
      shape[d] = integerPart(*this, shape[d], ScalarKind::I64, a.locs[1],
                             "each entry of the shape of " + fn);
      if (failed(shape[d]))
        return Failure();
      strides[d] = integerPart(*this, strides[d], ScalarKind::I64, a.locs[2],
                               "each entry of the strides of " + fn);
      if (failed(strides[d]))
        return Failure();
    }
    // A descriptor's base is 16-byte aligned and its strides are multiples
    // of 16 bytes (Triton's contract, which the tensor memory accelerator
    // needs): told to the axis analysis, its accesses are 16-byte vectors
    // whatever hints the kernel's parameters carry.
    promiseDivisibility(base.value, 16);
    for (size_t d = 0; d + 1 < rank; ++d)
      promiseDivisibility(strides[d].value, std::max<int64_t>(1, 16 / elementBytes));
    return makeDescriptor(base, std::move(shape), std::move(strides), std::move(blockShape), padding == "nan", l);
  }
  if (name == "load_tensor_descriptor" || name == "store_tensor_descriptor") {
    if (args.args.empty() || !args.args.front().isDescriptor())
      return fail(args.argLocs.empty() ? l : args.argLocs.front(),
           "tl." + name + " expects a tensor descriptor first" +
               (args.args.empty() ? std::string() : ", got " + args.args.front().describe()));
    return descriptorMethod(name == "load_tensor_descriptor" ? "load" : "store", args);
  }
  return std::nullopt;
}

Val CodeGen::descriptorMethod(const std::string &name, const CallArgs &args) {
  SourceLocation l = args.loc;
  const bool load = name == "load";
  const bool atomic = name.rfind("atomic_", 0) == 0;
  if (!load && !atomic && name != "store") {
    if (name == "gather" || name == "scatter")
      return fail(l, "tensor descriptor " + name + " is not supported yet");
    return fail(l, "a tensor descriptor has no method '" + name + "'");
  }
  const std::string fn = "desc." + name;
  FailureOr<BoundArgs> aOr = load ? bindArgs(args, fn, {"self", "offsets"}, 2)
                                  : bindArgs(args, fn, {"self", "offsets", "value"}, 3);
  if (failed(aOr))
    return Failure();
  const BoundArgs &a = *aOr;
  Val block = *a[0];
  size_t rank = block.blockShape.size();
  std::vector<Val> offsets = entries(*a[1]);
  if (offsets.size() != rank)
    return fail(a.locs[1], fn + " of a descriptor of rank " + std::to_string(rank) + " needs " + std::to_string(rank) +
                        " offsets, got " + std::to_string(offsets.size()));
  for (size_t d = 0; d < rank; ++d) {
    Val offset = integerPart(*this, offsets[d], ScalarKind::I32, a.locs[1], "each offset of " + fn);
    if (failed(offset))
      return Failure();
    block.elements[1 + 2 * rank + d] = offset;
  }
  block.descriptor = false; // from here on an ordinary block pointer

  std::vector<Val> everyDim;
  for (size_t d = 0; d < rank; ++d)
    everyDim.push_back(Val::constexprValue(ConstValue::fromInt(int64_t(d))));
  Val boundaryCheck = Val::tuple(everyDim);
  DType element = block.elements.front().type.dtype.pointee();

  auto call = [&](const std::string &builtin, std::vector<Val> positional,
                  std::vector<std::pair<std::string, Val>> keywords) {
    CallArgs c;
    c.loc = l;
    c.args = std::move(positional);
    c.argLocs.assign(c.args.size(), l);
    for (auto &kw : keywords) {
      c.keywords.push_back(kw);
      c.keywordLocs.push_back(l);
      c.keywordValueLocs.push_back(l);
    }
    return *memoryBuiltin(builtin, c);
  };
  if (load)
    return call("load", {block},
                {{"boundary_check", boundaryCheck},
                 {"padding_option", Val::constexprValue(ConstValue::fromString(block.nanPadding ? "nan" : "zero"))}});

  Val value = *a[2];
  if (!value.isTensor() || value.type.shape != block.blockShape)
    return fail(a.locs[2], fn + " needs a value of the block's shape [" + [&] {
           std::string s;
           for (int64_t d : block.blockShape)
             s += (s.empty() ? "" : ", ") + std::to_string(d);
           return s;
         }() + "], got " + value.describe());
  if (!atomic) { // Triton converts the value to the descriptor's element type
    Val converted = cast(value, element, a.locs[2]);
    if (failed(converted))
      return Failure();
    return call("store", {block, converted}, {{"boundary_check", boundaryCheck}});
  }

  // Triton's element types for descriptor reductions.
  std::string op = name.substr(7);
  bool ok = false;
  if (op == "add")
    ok = isOneOf(element, {ScalarKind::U32, ScalarKind::I32, ScalarKind::U64, ScalarKind::FP32,
                           ScalarKind::FP16, ScalarKind::BF16});
  else if (op == "min" || op == "max")
    ok = isOneOf(element, {ScalarKind::U32, ScalarKind::I32, ScalarKind::U64, ScalarKind::I64,
                           ScalarKind::FP16, ScalarKind::BF16});
  else if (op == "and" || op == "or" || op == "xor")
    ok = isOneOf(element, {ScalarKind::U32, ScalarKind::I32, ScalarKind::U64, ScalarKind::I64});
  if (op != "add" && op != "min" && op != "max" && op != "and" && op != "or" && op != "xor")
    return fail(l, "a tensor descriptor has no method '" + name + "'");
  if (!ok)
    return fail(l, fn + " does not support " + element.displayName() + " elements");
  auto access = blockPtrAccess(block, boundaryCheck, l, l);
  if (failed(access))
    return Failure();
  auto [ptrs, mask] = *access;
  return call("atomic_" + op, {ptrs, value}, {{"mask", *mask}, {"sem", Val::constexprValue(ConstValue::fromString("relaxed"))}});
}

Val CodeGen::descriptorAttribute(const Val &desc, const std::string &attr, SourceLocation l) {
  size_t rank = desc.blockShape.size();
  DType element = desc.elements.front().type.dtype.pointee();
  if (attr == "dtype")
    return Val::dtype(element);
  if (attr == "block_shape") {
    std::vector<Val> dims;
    for (int64_t d : desc.blockShape)
      dims.push_back(Val::constexprValue(ConstValue::fromInt(d)));
    return Val::tuple(std::move(dims));
  }
  if (attr == "shape" || attr == "strides") {
    size_t first = attr == "shape" ? 1 : 1 + rank;
    return Val::tuple(std::vector<Val>(desc.elements.begin() + first, desc.elements.begin() + first + rank));
  }
  Val m;
  m.kind = Val::Kind::Method;
  m.name = attr;
  m.elements.push_back(desc);
  return m;
}

} // namespace tritonc::irgen
