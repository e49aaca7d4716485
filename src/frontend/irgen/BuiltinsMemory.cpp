//===- BuiltinsMemory.cpp - tl.load, tl.store and atomics -----------------===//
#include "frontend/irgen/CodeGen.h"

#include <cmath>

namespace tritonc::irgen {

/// The mask argument, nullopt when not given (an invalid Val on failure).
static std::optional<Val> maskArg(CodeGen &gen, const BoundArgs &a, size_t i, const std::string &fname) {
  if (!a.given(i))
    return std::nullopt;
  Val mask = gen.toTensor(*a[i], ScalarKind::I1, a.locs[i], (fname + "'s mask").c_str());
  if (failed(mask))
    return Failure();
  if (!mask.type.dtype.isBool())
    return gen.fail(a.locs[i], "the mask of " + fname + " must be a boolean (int1), got " + mask.describe());
  return mask;
}

/// Triton 3.x refuses a tensor argument next to a scalar pointer ("Value
/// argument cannot be block type if pointer argument is not a block"):
/// broadcasting the pointer would make every element use one address.
static LogicalResult noTensorWithScalarPointer(CodeGen &gen, const Val &ptr,
                                               const std::optional<Val> &arg, SourceLocation l,
                                               const std::string &what) {
  if (ptr.type.isScalar() && arg && arg->isTensor() && !arg->type.isScalar())
    return gen.fail(l, what + " is a tensor (" + arg->describe() + ") but the pointer is a scalar (" +
                    ptr.describe() + "); add a tensor of offsets to the pointer (Triton requires it too)");
  return success();
}

/// boundary_check / padding_option given with a tensor of pointers: Triton
/// refuses them there (the compiler does not know the tensor's bounds).
/// Fails when `ptr` is computed from a `tl.const` pointer parameter
/// (through pointer arithmetic, splats and reshapes): Triton refuses writes
/// through such a pointer ("Cannot store to a constant pointer").
static LogicalResult notConstPointer(CodeGen &gen, const Val &ptr, SourceLocation l, const std::string &fname) {
  mlir::Value v = ptr.value;
  while (v) {
    if (auto found = gen.constPointers.find(v); found != gen.constPointers.end())
      return gen.fail(l, fname + " cannot write through a constant pointer: parameter '" + found->second +
                             "' is annotated tl.const");
    mlir::Operation *def = v.getDefiningOp();
    if (!def || !mlir::isa<tile::AddPtrOp, tile::SplatOp, tile::BroadcastOp, tile::ExpandDimsOp, tile::ReshapeOp>(def))
      break;
    v = def->getOperand(0);
  }
  return mlir::success();
}

static LogicalResult noBlockPointerArgs(CodeGen &gen, const BoundArgs &a, size_t i, const char *fname) {
  if (a.given(i) && !(a[i]->kind == Val::Kind::Tuple && a[i]->elements.empty()))
    return gen.fail(a.locs[i], std::string(fname) + "'s boundary_check and padding_option need a block "
                        "pointer (tl.make_block_ptr); with a tensor of pointers use mask and other");
  return success();
}

/// mask / other given with a block pointer (Triton refuses them there too).
static LogicalResult noMaskWithBlockPointer(CodeGen &gen, const BoundArgs &a, size_t i, const char *fname) {
  if (a.given(i))
    return gen.fail(a.locs[i], std::string(fname) + " through a block pointer takes no mask or other; "
                        "use boundary_check and padding_option");
  return success();
}

/// The atomic kinds of tile.atomic_rmw for tl.atomic_<op> on `element`,
/// or an error (Triton's atom_red_typechecking_impl rules).
static llvm::Expected<std::string> atomicKind(const std::string &op, const DType &element) {
  std::string fn = "tl.atomic_" + op;
  if (element.isPointer())
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   fn + " does not support pointer elements");
  // bf16 only for add, as in Triton.
  if (isOneOf(element, {ScalarKind::I1, ScalarKind::I8, ScalarKind::I16, ScalarKind::U8, ScalarKind::U16}) ||
      (element == ScalarKind::BF16 && op != "add") || element.isFloat8()) {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   fn + " does not support " + element.displayName() +
                                       " (32- and 64-bit elements only" +
                                       (op == "add" ? ", and fp16 and bf16" : "") + ")");
  }
  if (element == ScalarKind::FP16 && op != "add" && op != "xchg")
    return llvm::createStringError(llvm::inconvertibleErrorCode(), fn + " does not support fp16");
  bool fp = element.isFloat(), uns = element.isUnsigned();
  if (op == "add") return fp ? "fadd" : "add";
  if (op == "xchg") return "xchg";
  if (op == "max" || op == "min") {
    if (fp && element != ScalarKind::FP32 && element != ScalarKind::FP64)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     fn + " does not support " + element.displayName());
    return (fp ? "f" : uns ? "u" : "") + op;
  }
  if (fp)
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   fn + " needs integer elements, got " + element.displayName());
  return op; // and, or, xor
}

static FailureOr<std::pair<std::string, std::string>> memoryOrder(CodeGen &gen, const BoundArgs &a, size_t sem,
                                                       size_t scope, const std::string &fname) {
  FailureOr<std::string> sOr = gen.constexprString(a[sem], a.locs[sem], "the sem of " + fname);
  if (failed(sOr))
    return Failure();
  std::string s = *sOr;
  FailureOr<std::string> cOr = gen.constexprString(a[scope], a.locs[scope], "the scope of " + fname);
  if (failed(cOr))
    return Failure();
  std::string c = *cOr;
  if (s.empty()) s = "acq_rel";
  if (c.empty()) c = "gpu";
  if (s != "relaxed" && s != "acquire" && s != "release" && s != "acq_rel")
    return gen.fail(a.locs[sem], "unsupported sem '" + s + "' for " + fname +
                              " (use 'relaxed', 'acquire', 'release' or 'acq_rel')");
  if (c != "gpu" && c != "cta" && c != "sys")
    return gen.fail(a.locs[scope], "unsupported scope '" + c + "' for " + fname + " (use 'gpu', 'cta' or 'sys')");
  return std::make_pair(s, c);
}

std::optional<Val> CodeGen::memoryBuiltin(const std::string &name, const CallArgs &args) {
  SourceLocation l = args.loc;
  mlir::Location ml = loc(l);

  if (name == "load") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.load",
                           {"pointer", "mask", "other", "boundary_check", "padding_option",
                            "cache_modifier", "eviction_policy", "volatile"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val ptr = *a[0];
    if (ptr.isDescriptor())
      return fail(a.locs[0], "tl.load of a tensor descriptor: use desc.load([offsets]) or tl.load_tensor_descriptor");
    std::vector<mlir::Value> blockParts;
    FailureOr<std::string> paddingOr = constexprString(a[4], a.locs[4], "padding_option");
    if (failed(paddingOr))
      return Failure();
    std::string padding = *paddingOr;
    if (ptr.isBlockPtr()) {
      if (failed(noMaskWithBlockPointer(*this, a, 1, "tl.load")))
        return Failure();
      if (failed(noMaskWithBlockPointer(*this, a, 2, "tl.load")))
        return Failure();
      DType element = ptr.elements.front().type.dtype.pointee();
      if (!padding.empty() && padding != "zero" && padding != "nan")
        return fail(a.locs[4], "unsupported padding_option '" + padding + "' (use 'zero' or 'nan')");
      if (padding == "nan" && !element.isFloat())
        return fail(a.locs[4],
             "padding_option 'nan' needs floating-point elements, the block pointer's are " +
                 element.displayName());
      auto access = blockPtrAccess(ptr, a.get(3), a.locs[3], l);
      if (failed(access))
        return Failure();
      auto [ptrs, checkMask] = *access;
      // The parts travel with the load (see tile.load's `block`).
      for (const Val &part : ptr.elements)
        blockParts.push_back(part.value);
      ptr = ptrs;
      if (checkMask) {
        // Without padding_option Triton leaves the outside undefined; 0 here.
        ConstValue fill = padding == "nan"    ? ConstValue::fromFloat(std::nan(""))
                          : element.isFloat() ? ConstValue::fromFloat(0.0)
                                             : ConstValue::fromInt(0);
        a.values[1] = *checkMask;
        a.values[2] = constantTensor(fill, element, a.locs[4]); // a number: cannot fail
      }
    } else {
      if (!ptr.isTensor() || !ptr.type.dtype.isPointer())
        return fail(a.locs[0], "tl.load expects a pointer, got " + ptr.describe());
      if (failed(noBlockPointerArgs(*this, a, 3, "tl.load")))
        return Failure();
      if (!padding.empty())
        if (failed(noBlockPointerArgs(*this, a, 4, "tl.load")))
          return Failure();
    }
    std::optional<Val> mask = maskArg(*this, a, 1, "tl.load");
    if (mask && failed(*mask))
      return Failure();
    if (failed(noTensorWithScalarPointer(*this, ptr, mask, a.locs[1], "the mask of tl.load")))
      return Failure();
    if (a.given(2))
      if (failed(noTensorWithScalarPointer(*this, ptr, a[2], a.locs[2], "the other value of tl.load")))
        return Failure();
    std::vector<int64_t> shape = ptr.type.shape;
    if (mask) {
      FailureOr<std::vector<int64_t>> both = broadcastShapes(ptr, *mask, a.locs[1], "tl.load's pointer and mask");
      if (failed(both))
        return Failure();
      shape = *both;
      mask = broadcastTo(*mask, shape, a.locs[1]);
      if (failed(*mask))
        return Failure();
    }
    ptr = broadcastTo(ptr, shape, l);
    if (failed(ptr))
      return Failure();
    DType element = ptr.type.dtype.pointee();
    std::optional<Val> other;
    if (a.given(2)) {
      if (!mask)
        return fail(a.locs[2], "'other' needs a mask (without one every element is loaded)");
      Val converted = cast(*a[2], element, a.locs[2]);
      if (failed(converted))
        return Failure();
      other = broadcastTo(converted, shape, a.locs[2]);
      if (failed(*other))
        return Failure();
    }
    FailureOr<std::string> cacheOr = constexprString(a[5], a.locs[5], "the cache_modifier of tl.load");
    if (failed(cacheOr))
      return Failure();
    std::string cache = *cacheOr;
    FailureOr<std::string> evictOr = constexprString(a[6], a.locs[6], "the eviction_policy of tl.load");
    if (failed(evictOr))
      return Failure();
    std::string evict = *evictOr;
    if (!cache.empty() && cache != ".ca" && cache != ".cg" && cache != ".cv")
      return fail(a.locs[5], "unsupported cache_modifier '" + cache + "' for tl.load (use '.ca', '.cg' or '.cv')");
    if (!evict.empty() && evict != "evict_first" && evict != "evict_last" && evict != "evict_normal")
      return fail(a.locs[6], "unsupported eviction_policy '" + evict +
                          "' for tl.load (use 'evict_first', 'evict_last' or 'evict_normal')");
    FailureOr<bool> isVolatileOr = flagArg(a, 7);
    if (failed(isVolatileOr))
      return Failure();
    bool isVolatile = *isVolatileOr;
    TensorType resultType{element, shape};
    auto load = b.create<tile::LoadOp>(ml, toMLIRType(b, resultType), ptr.value,
                                       mask ? mask->value : mlir::Value(),
                                       other ? other->value : mlir::Value(), blockParts, cache,
                                       evict, isVolatile);
    return Val::tensor(load, resultType);
  }

  if (name == "store") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.store",
                           {"pointer", "value", "mask", "boundary_check", "cache_modifier",
                            "eviction_policy"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val ptr = *a[0];
    Val value = *a[1];
    std::vector<mlir::Value> blockParts;
    if (ptr.isDescriptor())
      return fail(a.locs[0], "tl.store to a tensor descriptor: use desc.store([offsets], value) or "
                      "tl.store_tensor_descriptor");
    if (ptr.isBlockPtr()) {
      // Triton: the value has the block's shape (a scalar is splatted) and
      // exactly its element type; no implicit conversion here.
      if (failed(noMaskWithBlockPointer(*this, a, 2, "tl.store")))
        return Failure();
      DType element = ptr.elements.front().type.dtype.pointee();
      if (value.isConstexpr() && !value.constant.isNone() && !value.constant.isString() &&
          failed(value = toTensor(value, element, a.locs[1], "tl.store")))
        return Failure();
      if (!value.isTensor() || value.type.dtype.isPointer())
        return fail(a.locs[1], "cannot store " + value.describe() + " through a block pointer");
      if (!value.type.isScalar() && value.type.shape != ptr.blockShape)
        return fail(a.locs[1], "cannot store " + value.describe() + " through a " + ptr.describe() +
                            ": the value must have the block's shape");
      if (value.type.dtype != element)
        return fail(a.locs[1], "cannot store " + value.describe() + " through a " + ptr.describe() +
                            ": the value must have the block's element type " +
                            element.displayName() + " (convert it with .to())");
      auto access = blockPtrAccess(ptr, a.get(3), a.locs[3], l);
      if (failed(access))
        return Failure();
      auto [ptrs, checkMask] = *access;
      // The parts travel with the store (see tile.store's `block`).
      for (const Val &part : ptr.elements)
        blockParts.push_back(part.value);
      ptr = ptrs;
      if (checkMask)
        a.values[2] = *checkMask;
    } else {
      if (!ptr.isTensor() || !ptr.type.dtype.isPointer())
        return fail(a.locs[0], "tl.store expects a pointer, got " + ptr.describe());
      if (failed(noBlockPointerArgs(*this, a, 3, "tl.store")))
        return Failure();
    }
    DType element = ptr.type.dtype.pointee();
    // Pointers are stored as pointers, or through int64 pointers as their
    // addresses (Triton's implicit cast: ptr_to_int).
    bool addressStore = value.isTensor() && value.type.dtype.isPointer() && element == ScalarKind::I64;
    if (value.isTensor() && value.type.dtype.isPointer() != element.isPointer() && !addressStore)
      return fail(a.locs[1], "cannot store " + value.describe() + " through " + ptr.describe());
    if (!value.isTensor() && !value.isConstexpr())
      return fail(a.locs[1], "cannot store " + value.describe());
    value = toTensor(value, element, a.locs[1], "tl.store");
    if (failed(value))
      return Failure();
    if (failed(notConstPointer(*this, ptr, a.locs[0], "tl.store")))
      return Failure();
    if (failed(noTensorWithScalarPointer(*this, ptr, value, a.locs[1], "the value of tl.store")))
      return Failure();
    FailureOr<std::vector<int64_t>> shapeOr = broadcastShapes(ptr, value, a.locs[1], "tl.store's pointer and value");
    if (failed(shapeOr))
      return Failure();
    std::vector<int64_t> &shape = *shapeOr;
    std::optional<Val> mask = maskArg(*this, a, 2, "tl.store");
    if (mask && failed(*mask))
      return Failure();
    if (failed(noTensorWithScalarPointer(*this, ptr, mask, a.locs[2], "the mask of tl.store")))
      return Failure();
    if (mask) {
      Val shaped = Val::tensor(mlir::Value(), TensorType{ptr.type.dtype, shape}); // named as the pointer
      FailureOr<std::vector<int64_t>> both =
          broadcastShapes(shaped, *mask, a.locs[2], "tl.store's pointer and mask");
      if (failed(both))
        return Failure();
      shape = *both;
      mask = broadcastTo(*mask, shape, a.locs[2]);
      if (failed(*mask))
        return Failure();
    }
    if (ptr.type.shape != shape && !ptr.type.isScalar())
      return fail(a.locs[1], "cannot store " + value.describe() + " through " + ptr.describe() +
                          ": the value has more elements than the pointer");
    ptr = broadcastTo(ptr, shape, l);
    if (failed(ptr))
      return Failure();
    // Implicit conversion to the pointee type, as Triton does.
    value = cast(value, element, a.locs[1]);
    if (failed(value) || failed(value = broadcastTo(value, shape, a.locs[1])))
      return Failure();
    FailureOr<std::string> cacheOr = constexprString(a[4], a.locs[4], "the cache_modifier of tl.store");
    if (failed(cacheOr))
      return Failure();
    std::string cache = *cacheOr;
    FailureOr<std::string> evictOr = constexprString(a[5], a.locs[5], "the eviction_policy of tl.store");
    if (failed(evictOr))
      return Failure();
    std::string evict = *evictOr;
    if (!cache.empty() && cache != ".wb" && cache != ".cg" && cache != ".cs" && cache != ".wt")
      return fail(a.locs[4], "unsupported cache_modifier '" + cache + "' for tl.store (use '.wb', '.cg', '.cs' or '.wt')");
    if (!evict.empty() && evict != "evict_first" && evict != "evict_last" && evict != "evict_normal")
      return fail(a.locs[5], "unsupported eviction_policy '" + evict +
                          "' for tl.store (use 'evict_first', 'evict_last' or 'evict_normal')");
    b.create<tile::StoreOp>(ml, ptr.value, value.value, mask ? mask->value : mlir::Value(), blockParts, cache,
                            evict);
    return Val::none();
  }

  if (name.rfind("atomic_", 0) == 0 && name != "atomic_cas") {
    std::string op = name.substr(7);
    std::string fname = "tl." + name;
    static const char *ops[] = {"add", "max", "min", "and", "or", "xor", "xchg"};
    if (std::find(std::begin(ops), std::end(ops), op) == std::end(ops))
      return std::nullopt;
    FailureOr<BoundArgs> aOr = bindArgs(args, fname, {"pointer", "val", "mask", "sem", "scope"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val ptr = *a[0];
    if (!ptr.isTensor() || !ptr.type.dtype.isPointer())
      return fail(a.locs[0], fname + " expects a pointer, got " + ptr.describe());
    if (failed(notConstPointer(*this, ptr, a.locs[0], fname)))
      return Failure();
    DType element = ptr.type.dtype.pointee();
    llvm::Expected<std::string> kind = atomicKind(op, element);
    if (!kind)
      return fail(l, llvm::toString(kind.takeError()));
    Val val = toTensor(*a[1], element, a.locs[1], fname.c_str());
    if (failed(val))
      return Failure();
    std::optional<Val> mask = maskArg(*this, a, 2, fname);
    if (mask && failed(*mask))
      return Failure();
    if (failed(noTensorWithScalarPointer(*this, ptr, val, a.locs[1], "the value of " + fname)))
      return Failure();
    if (failed(noTensorWithScalarPointer(*this, ptr, mask, a.locs[2], "the mask of " + fname)))
      return Failure();
    FailureOr<std::vector<int64_t>> shapeOr = broadcastShapes(ptr, val, a.locs[1], fname + "'s pointer and value");
    if (failed(shapeOr))
      return Failure();
    std::vector<int64_t> &shape = *shapeOr;
    if (mask) {
      Val shaped = Val::tensor(mlir::Value(), TensorType{ptr.type.dtype, shape}); // named as the pointer
      FailureOr<std::vector<int64_t>> both =
          broadcastShapes(shaped, *mask, a.locs[2], fname + "'s pointer and mask");
      if (failed(both))
        return Failure();
      shape = *both;
      mask = broadcastTo(*mask, shape, a.locs[2]);
      if (failed(*mask))
        return Failure();
    }
    auto order = memoryOrder(*this, a, 3, 4, fname);
    if (failed(order))
      return Failure();
    auto [sem, scope] = *order;
    ptr = broadcastTo(ptr, shape, l);
    if (failed(ptr))
      return Failure();
    val = cast(val, element, a.locs[1]);
    if (failed(val) || failed(val = broadcastTo(val, shape, a.locs[1])))
      return Failure();
    TensorType t{element, shape};
    auto rmw = b.create<tile::AtomicRMWOp>(ml, toMLIRType(b, t), b.getStringAttr(*kind), ptr.value,
                                           val.value, mask ? mask->value : mlir::Value(),
                                           b.getStringAttr(sem), b.getStringAttr(scope));
    return Val::tensor(rmw, t);
  }

  if (name == "atomic_cas") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.atomic_cas", {"pointer", "cmp", "val", "sem", "scope"}, 3);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    Val ptr = *a[0];
    if (!ptr.isTensor() || !ptr.type.dtype.isPointer())
      return fail(a.locs[0], "tl.atomic_cas expects a pointer, got " + ptr.describe());
    if (failed(notConstPointer(*this, ptr, a.locs[0], "tl.atomic_cas")))
      return Failure();
    DType element = ptr.type.dtype.pointee();
    unsigned w = element.bitWidth();
    if (element.isPointer() || (w != 16 && w != 32 && w != 64))
      return fail(l, "tl.atomic_cas supports 16-, 32- and 64-bit elements, got " + element.displayName());
    Val cmp = toTensor(*a[1], element, a.locs[1], "tl.atomic_cas");
    if (failed(cmp))
      return Failure();
    Val val = toTensor(*a[2], element, a.locs[2], "tl.atomic_cas");
    if (failed(val))
      return Failure();
    if (failed(noTensorWithScalarPointer(*this, ptr, cmp, a.locs[1], "the cmp value of tl.atomic_cas")))
      return Failure();
    if (failed(noTensorWithScalarPointer(*this, ptr, val, a.locs[2], "the new value of tl.atomic_cas")))
      return Failure();
    FailureOr<std::vector<int64_t>> shapeOr = broadcastShapes(ptr, cmp, a.locs[1], "tl.atomic_cas's pointer and cmp");
    if (failed(shapeOr))
      return Failure();
    std::vector<int64_t> &shape = *shapeOr;
    FailureOr<std::vector<int64_t>> withVal = broadcastShapes(
        Val::tensor(mlir::Value(), TensorType{element, shape}), val, a.locs[2],
        "tl.atomic_cas's pointer and val");
    if (failed(withVal))
      return Failure();
    shape = *withVal;
    auto order = memoryOrder(*this, a, 3, 4, "tl.atomic_cas");
    if (failed(order))
      return Failure();
    auto [sem, scope] = *order;
    ptr = broadcastTo(ptr, shape, l);
    if (failed(ptr))
      return Failure();
    cmp = cast(cmp, element, a.locs[1]);
    if (failed(cmp) || failed(cmp = broadcastTo(cmp, shape, a.locs[1])))
      return Failure();
    val = cast(val, element, a.locs[2]);
    if (failed(val) || failed(val = broadcastTo(val, shape, a.locs[2])))
      return Failure();
    TensorType t{element, shape};
    auto cas = b.create<tile::AtomicCASOp>(ml, toMLIRType(b, t), ptr.value, cmp.value, val.value,
                                           b.getStringAttr(sem), b.getStringAttr(scope));
    return Val::tensor(cas, t);
  }
  return std::nullopt;
}

} // namespace tritonc::irgen
