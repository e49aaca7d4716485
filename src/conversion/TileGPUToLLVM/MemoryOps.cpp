//===- MemoryOps.cpp - tile.load / tile.store to predicated PTX accesses --===//
//
// Each thread moves its elements in runs of `vector_width` consecutive
// elements (the width the layout pass proved legal), packed into 32-bit
// words so that a run of 16 bytes is one ld/st.global.v4.b32.
//
// Masks: when the mask is constant over each run (mask_uniform), one
// predicate guards the vector access. Otherwise a branch picks, per run, the
// vector access when every element is enabled and predicated element-wise
// accesses when only some are (the run at the mask's edge). Interior runs,
// the common case, stay vectorized whatever the mask's alignment. An access
// of more than kMaxBranchedRuns runs per thread (a huge tile) is branch-free
// instead: the vector access predicated on "all enabled", then each element
// predicated on "enabled and not all"; thousands of diamonds would make
// LLVM's liveness and value analyses, and so the compile, superlinear.
//
// Inline PTX is used instead of LLVM loads because LLVM cannot express a
// predicated vector access (it would branch or scalarize) and so that cache
// and eviction qualifiers reach the instruction.
//
//===----------------------------------------------------------------------===//
#include "Lowering.h"

#include "llvm/ADT/StringExtras.h"
#include "llvm/Support/FormatVariadic.h"

using namespace mlir;

namespace tritonc {
namespace {

/// How a run of elements is split into the registers of one access.
struct AccessShape {
  unsigned elemBits;  // bits an element occupies in memory (i1 takes 8)
  unsigned wordBits;  // bits per register of the access (8, 16, 32 or 64)
  unsigned numWords;  // registers per access (1, 2 or 4)
};

AccessShape accessShape(Type elementType, unsigned vector) {
  unsigned bits = isa<LLVM::LLVMPointerType>(elementType) ? 64
                                                          : std::max(8u, elementType.getIntOrFloatBitWidth());
  unsigned total = bits * vector;
  if (total < 32)
    return {bits, total, 1};
  if (bits == 64 && vector == 1)
    return {bits, 64, 1};
  return {bits, 32, total / 32};
}

Type registerType(OpBuilder &b, const AccessShape &shape) {
  return b.getIntegerType(std::max(16u, shape.wordBits));
}
const char *registerConstraint(const AccessShape &shape) {
  return shape.wordBits <= 16 ? "h" : shape.wordBits == 32 ? "r" : "l";
}

/// The element as an integer of its memory width.
Value toBits(OpBuilder &b, Location loc, Value element, unsigned bits) {
  Type type = element.getType();
  Type intType = b.getIntegerType(bits);
  if (isa<LLVM::LLVMPointerType>(type))
    return b.create<LLVM::PtrToIntOp>(loc, intType, element);
  if (type.isInteger(1))
    return b.create<LLVM::ZExtOp>(loc, intType, element);
  if (!type.isInteger(bits))
    return b.create<LLVM::BitcastOp>(loc, intType, element);
  return element;
}

Value fromBits(OpBuilder &b, Location loc, Value bitsValue, Type type) {
  if (isa<LLVM::LLVMPointerType>(type))
    return b.create<LLVM::IntToPtrOp>(loc, type, bitsValue);
  if (type.isInteger(1))
    return b.create<LLVM::ICmpOp>(loc, LLVM::ICmpPredicate::ne, bitsValue,
                                  b.create<LLVM::ConstantOp>(loc, bitsValue.getType(),
                                                             b.getIntegerAttr(bitsValue.getType(), 0)));
  if (bitsValue.getType() != type)
    return b.create<LLVM::BitcastOp>(loc, type, bitsValue);
  return bitsValue;
}

/// The vector of `element`s one register of the access holds, for integers
/// and floats narrower than the register (null for i1 and pointers, which
/// are widened or converted on the way).
Type wordVectorType(Type element, const AccessShape &shape) {
  if (!element.isIntOrFloat() || element.getIntOrFloatBitWidth() != shape.elemBits || shape.elemBits >= shape.wordBits)
    return Type();
  return VectorType::get({shape.wordBits / shape.elemBits}, element);
}

/// Packs a run of elements into the access's registers (little endian).
SmallVector<Value> packWords(OpBuilder &b, Location loc, ArrayRef<Value> elements,
                             const AccessShape &shape) {
  Type regType = registerType(b, shape);
  unsigned regBits = regType.getIntOrFloatBitWidth();
  SmallVector<Value> words;
  if (shape.elemBits > shape.wordBits) { // 64-bit elements in 32-bit words
    for (Value element : elements) {
      Value bits = toBits(b, loc, element, shape.elemBits);
      for (unsigned part = 0; part < shape.elemBits / shape.wordBits; ++part) {
        Value shifted = b.create<LLVM::LShrOp>(
            loc, bits, b.create<LLVM::ConstantOp>(loc, bits.getType(),
                                                  b.getIntegerAttr(bits.getType(), part * 32)));
        words.push_back(b.create<LLVM::TruncOp>(loc, regType, shifted));
      }
    }
    return words;
  }
  unsigned perWord = shape.wordBits / shape.elemBits;
  for (unsigned w = 0; w < shape.numWords; ++w) {
    ArrayRef<Value> part = elements.slice(w * perWord, perWord);
    if (Type vector = wordVectorType(part.front().getType(), shape); vector && perWord > 1) {
      // As a vector bitcast to the register: LLVM folds it with the
      // vector loads and conversions the elements come from (a
      // shift-and-or chain it would keep, as PRMTs).
      Value packed = b.create<LLVM::PoisonOp>(loc, vector);
      for (unsigned j = 0; j < perWord; ++j)
        packed = b.create<LLVM::InsertElementOp>(loc, packed, part[j], i32Constant(b, loc, j));
      words.push_back(b.create<LLVM::BitcastOp>(loc, regType, packed));
      continue;
    }
    Value word;
    for (unsigned j = 0; j < perWord; ++j) {
      Value bits = toBits(b, loc, part[j], shape.elemBits);
      if (shape.elemBits != regBits)
        bits = b.create<LLVM::ZExtOp>(loc, regType, bits);
      if (j != 0)
        bits = b.create<LLVM::ShlOp>(
            loc, bits, b.create<LLVM::ConstantOp>(loc, regType, b.getIntegerAttr(regType, j * shape.elemBits)));
      word = word ? b.create<LLVM::OrOp>(loc, word, bits).getResult() : bits;
    }
    words.push_back(word);
  }
  return words;
}

SmallVector<Value> unpackWords(OpBuilder &b, Location loc, ArrayRef<Value> words,
                               const AccessShape &shape, Type elementType, unsigned count) {
  SmallVector<Value> elements;
  Type elemInt = b.getIntegerType(shape.elemBits);
  if (shape.elemBits > shape.wordBits) {
    unsigned parts = shape.elemBits / shape.wordBits;
    for (unsigned e = 0; e < count; ++e) {
      Value bits;
      for (unsigned part = 0; part < parts; ++part) {
        Value piece = b.create<LLVM::ZExtOp>(loc, elemInt, words[e * parts + part]);
        if (part)
          piece = b.create<LLVM::ShlOp>(
              loc, piece, b.create<LLVM::ConstantOp>(loc, elemInt, b.getIntegerAttr(elemInt, part * 32)));
        bits = bits ? b.create<LLVM::OrOp>(loc, bits, piece).getResult() : piece;
      }
      elements.push_back(fromBits(b, loc, bits, elementType));
    }
    return elements;
  }
  unsigned perWord = shape.wordBits / shape.elemBits;
  if (Type vector = wordVectorType(elementType, shape); vector && perWord > 1) {
    for (unsigned e = 0; e < count; ++e) {
      Value pieces = b.create<LLVM::BitcastOp>(loc, vector, words[e / perWord]);
      elements.push_back(b.create<LLVM::ExtractElementOp>(loc, pieces, i32Constant(b, loc, e % perWord)));
    }
    return elements;
  }
  for (unsigned e = 0; e < count; ++e) {
    Value word = words[e / perWord];
    unsigned shift = (e % perWord) * shape.elemBits;
    if (shift)
      word = b.create<LLVM::LShrOp>(
          loc, word, b.create<LLVM::ConstantOp>(loc, word.getType(), b.getIntegerAttr(word.getType(), shift)));
    if (word.getType() != elemInt)
      word = b.create<LLVM::TruncOp>(loc, elemInt, word);
    elements.push_back(fromBits(b, loc, word, elementType));
  }
  return elements;
}

std::string qualifiers(StringRef cache, StringRef evict, bool isVolatile) {
  std::string q = isVolatile ? ".volatile" : "";
  q += ".global";
  if (!cache.empty() && !isVolatile)
    q += cache.starts_with(".") ? cache.str() : "." + cache.str();
  // An L1 eviction priority means nothing for accesses that bypass L1 or
  // stream (.cg, .cs, .cv, .wt), and ptxas rejects the combination.
  bool usesL1 = cache.empty() || cache == ".ca" || cache == ".wb";
  if ((evict == "evict_first" || evict == "evict_last") && usesL1)
    q += ".L1::" + evict.str();
  return q;
}

std::string vectorSuffix(const AccessShape &shape) {
  return (shape.numWords > 1 ? ".v" + std::to_string(shape.numWords) : std::string()) + ".b" +
         std::to_string(shape.wordBits);
}

Value andValues(OpBuilder &b, Location loc, Value lhs, Value rhs) {
  if (!lhs) return rhs;
  if (!rhs) return lhs;
  return b.create<LLVM::AndOp>(loc, lhs, rhs);
}


/// One predicated load of a run: returns the run's elements. Elements not
/// loaded keep `initial` (packed like the loaded words).
SmallVector<Value> emitLoad(OpBuilder &b, Location loc, Value ptr, Value pred,
                            ArrayRef<Value> initial, Type elementType, unsigned count,
                            StringRef quals) {
  AccessShape shape = accessShape(elementType, count);
  // Without a predicate every register is loaded: nothing to initialize.
  SmallVector<Value> initWords = pred ? packWords(b, loc, initial, shape) : SmallVector<Value>();
  unsigned n = shape.numWords;
  std::string movType = shape.wordBits <= 16 ? "b16" : shape.wordBits == 32 ? "b32" : "b64";
  // Operands: $0..$n-1 the loaded words, $n the address, then (when there
  // is a predicate) $n+1 the predicate and $n+2.. the initial words.
  std::string text, constraints;
  SmallVector<Value> operands = {ptr};
  for (unsigned i = 0; i < n; ++i)
    constraints += std::string("=") + registerConstraint(shape) + ",";
  constraints += "l";
  if (pred) {
    for (unsigned i = 0; i < n; ++i)
      text += llvm::formatv("mov.{0} ${1}, ${2};\n\t", movType, i, n + 2 + i).str();
    constraints += ",b";
    operands.push_back(pred);
    for (Value w : initWords) {
      constraints += std::string(",") + registerConstraint(shape);
      operands.push_back(w);
    }
  }
  SmallVector<std::string> outs;
  for (unsigned i = 0; i < n; ++i)
    outs.push_back("$" + std::to_string(i));
  std::string dst = n > 1 ? "{ " + llvm::join(outs, ", ") + " }" : outs[0];
  std::string guard = pred ? llvm::formatv("@${0} ", n + 1).str() : std::string();
  text += llvm::formatv("{0}ld{1}{2} {3}, [ ${4} + 0 ];", guard, quals, vectorSuffix(shape), dst, n).str();
  SmallVector<Value> words =
      inlinePtx(b, loc, text, constraints, registerType(b, shape), n, operands, /*sideEffects=*/true);
  return unpackWords(b, loc, words, shape, elementType, count);
}

void emitStore(OpBuilder &b, Location loc, Value ptr, Value pred, ArrayRef<Value> values,
               StringRef quals) {
  AccessShape shape = accessShape(values.front().getType(), values.size());
  SmallVector<Value> words = packWords(b, loc, values, shape);
  SmallVector<std::string> ins;
  std::string constraints = "l";
  SmallVector<Value> operands = {ptr};
  for (unsigned i = 0; i < words.size(); ++i) {
    ins.push_back("$" + std::to_string(i + 1));
    constraints += std::string(",") + registerConstraint(shape);
    operands.push_back(words[i]);
  }
  std::string src = words.size() > 1 ? "{ " + llvm::join(ins, ", ") + " }" : ins[0];
  std::string guard;
  if (pred) {
    guard = "@$" + std::to_string(words.size() + 1) + " ";
    constraints += ",b";
    operands.push_back(pred);
  }
  std::string text = llvm::formatv("{0}st{1}{2} [ $0 + 0 ], {3};", guard, quals, vectorSuffix(shape), src).str();
  ptxStatement(b, loc, text, constraints, operands);
}

/// `if (full) vectorPath() else elementPath()`, as real branches: a run
/// whose elements are all enabled (every run but the one at the mask's edge)
/// executes only the vector access, without the per-element instructions.
/// Returns the values the taken path produced (`types`).
SmallVector<Value> branchOnFullRun(ConversionPatternRewriter &b, Location loc, Value full,
                                   TypeRange types,
                                   llvm::function_ref<SmallVector<Value>()> vectorPath,
                                   llvm::function_ref<SmallVector<Value>()> elementPath) {
  Block *before = b.getInsertionBlock();
  Block *merge = b.splitBlock(before, b.getInsertionPoint());
  SmallVector<Location> locs(types.size(), loc);
  SmallVector<Value> results;
  for (Type t : types)
    results.push_back(merge->addArgument(t, loc));
  Block *vectorBlock = b.createBlock(merge);
  Block *elementBlock = b.createBlock(merge);
  b.setInsertionPointToEnd(before);
  b.create<LLVM::CondBrOp>(loc, full, vectorBlock, elementBlock);
  b.setInsertionPointToStart(vectorBlock);
  b.create<LLVM::BrOp>(loc, vectorPath(), merge);
  b.setInsertionPointToStart(elementBlock);
  b.create<LLVM::BrOp>(loc, elementPath(), merge);
  b.setInsertionPointToStart(merge);
  return results;
}

/// The vector width to use for `op`: what the layout pass proved, limited to
/// the thread's run along the contiguous dimension.
unsigned vectorWidthOf(Operation *op, Type ptrType) {
  auto tensor = dyn_cast<RankedTensorType>(ptrType);
  if (!tensor)
    return 1;
  auto layout = tilegpu::getBlockedLayout(tensor);
  if (!layout)
    return 1;
  unsigned width = 1;
  if (auto attr = op->getAttrOfType<IntegerAttr>(tilegpu::kVectorWidthAttr))
    width = attr.getInt();
  width = std::min<unsigned>(width, layout.getSizePerThread()[layout.getOrder()[0]]);
  return std::max(1u, width);
}

/// Above this many runs per thread, partially masked runs are handled
/// without branches (see the file comment).
constexpr unsigned kMaxBranchedRuns = 16;

bool maskUniform(Operation *op) {
  auto attr = op->getAttrOfType<BoolAttr>(tilegpu::kMaskUniformAttr);
  return attr && attr.getValue();
}

struct LoadLowering : ConvertOpToLLVMPattern<tile::LoadOp> {
  LoadLowering(TileGPUTypeConverter &converter, PlannedSharedMemory &plan)
      : ConvertOpToLLVMPattern(converter), plan(plan) {}
  PlannedSharedMemory &plan;

  LogicalResult matchAndRewrite(tile::LoadOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Type resultType = op.getResult().getType();
    Type elementType = getTypeConverter()->convertType(getElementTypeOrSelf(resultType));
    auto ptrs = unpackElements(b, loc, adaptor.getPtr(), op.getPtr().getType());
    SmallVector<Value> masks, others;
    if (op.getMask())
      masks = unpackElements(b, loc, adaptor.getMask(), op.getMask().getType());
    if (op.getOther())
      others = unpackElements(b, loc, adaptor.getOther(), op.getOther().getType());
    else
      others.assign(ptrs.size(), b.create<LLVM::ZeroOp>(loc, elementType));
    std::string quals = qualifiers(op.getCache(), op.getEvict(), op.getIsVolatile());
    unsigned width = vectorWidthOf(op, op.getPtr().getType());
    bool uniform = masks.empty() || maskUniform(op);
    bool branched = ptrs.size() <= kMaxBranchedRuns * width;
    Value trueValue = b.create<LLVM::ConstantOp>(loc, b.getI1Type(), b.getBoolAttr(true));

    SmallVector<Value> results;
    for (unsigned start = 0; start < ptrs.size(); start += width) {
      ArrayRef<Value> init = ArrayRef<Value>(others).slice(start, width);
      if (uniform || width == 1) {
        Value pred = masks.empty() ? Value() : masks[start];
        auto run = emitLoad(b, loc, ptrs[start], pred, init, elementType, width, quals);
        results.append(run.begin(), run.end());
        continue;
      }
      Value all;
      for (unsigned k = 0; k < width; ++k)
        all = andValues(b, loc, all, masks[start + k]);
      if (!branched) {
        // Elements the vector access did not load keep `init`, and each is
        // then loaded alone if enabled.
        Value notAll = b.create<LLVM::XOrOp>(loc, all, trueValue);
        auto run = emitLoad(b, loc, ptrs[start], all, init, elementType, width, quals);
        for (unsigned k = 0; k < width; ++k)
          results.push_back(emitLoad(b, loc, ptrs[start + k],
                                     b.create<LLVM::AndOp>(loc, masks[start + k], notAll),
                                     {run[k]}, elementType, 1, quals)[0]);
        continue;
      }
      auto run = branchOnFullRun(b, loc, all, TypeRange(SmallVector<Type>(width, elementType)),
          [&] { return emitLoad(b, loc, ptrs[start], Value(), init, elementType, width, quals); },
          [&] {
            SmallVector<Value> scalars;
            for (unsigned k = 0; k < width; ++k)
              scalars.push_back(emitLoad(b, loc, ptrs[start + k], masks[start + k], {init[k]},
                                         elementType, 1, quals)[0]);
            return scalars;
          });
      results.append(run.begin(), run.end());
    }
    // A scalar is one value per program, but threads reading a location that
    // others write (volatile) could each see another value, and diverge in
    // a loop around barriers: thread 0's value is everyone's.
    if (op.getIsVolatile() && !isa<RankedTensorType>(resultType) && results.size() == 1 &&
        results[0].getType().isIntOrFloat())
      results[0] = shareFromThreadZero(b, loc, plan, op, results[0]);
    b.replaceOp(op, packElements(b, loc, *getTypeConverter(), resultType, results));
    return success();
  }
};

struct StoreLowering : ConvertOpToLLVMPattern<tile::StoreOp> {
  using ConvertOpToLLVMPattern::ConvertOpToLLVMPattern;

  LogicalResult matchAndRewrite(tile::StoreOp op, OpAdaptor adaptor,
                                ConversionPatternRewriter &b) const override {
    Location loc = op.getLoc();
    Type ptrType = op.getPtr().getType();
    auto ptrs = unpackElements(b, loc, adaptor.getPtr(), ptrType);
    auto values = unpackElements(b, loc, adaptor.getValue(), op.getValue().getType());
    SmallVector<Value> masks;
    if (op.getMask())
      masks = unpackElements(b, loc, adaptor.getMask(), op.getMask().getType());
    // Threads holding replicated copies must not store them again.
    SmallVector<Value> owners;
    if (auto tensor = dyn_cast<RankedTensorType>(ptrType))
      owners = emitElementIndices(b, loc, tensor).owner;
    std::string quals = qualifiers(op.getCache(), op.getEvict(), false);
    unsigned width = vectorWidthOf(op, ptrType);
    bool uniform = masks.empty() || maskUniform(op);
    bool branched = ptrs.size() <= kMaxBranchedRuns * width;
    Value trueValue = b.create<LLVM::ConstantOp>(loc, b.getI1Type(), b.getBoolAttr(true));

    for (unsigned start = 0; start < ptrs.size(); start += width) {
      Value owner = owners.empty() ? Value() : owners[start];
      ArrayRef<Value> run = ArrayRef<Value>(values).slice(start, width);
      if (uniform || width == 1) {
        Value pred = andValues(b, loc, masks.empty() ? Value() : masks[start], owner);
        emitStore(b, loc, ptrs[start], pred, run, quals);
        continue;
      }
      Value all;
      for (unsigned k = 0; k < width; ++k)
        all = andValues(b, loc, all, masks[start + k]);
      if (!branched) {
        Value notAll = b.create<LLVM::XOrOp>(loc, all, trueValue);
        emitStore(b, loc, ptrs[start], andValues(b, loc, all, owner), run, quals);
        for (unsigned k = 0; k < width; ++k)
          emitStore(b, loc, ptrs[start + k],
                    andValues(b, loc, b.create<LLVM::AndOp>(loc, masks[start + k], notAll), owner),
                    {run[k]}, quals);
        continue;
      }
      branchOnFullRun(b, loc, all, TypeRange(),
          [&] {
            emitStore(b, loc, ptrs[start], owner, run, quals);
            return SmallVector<Value>();
          },
          [&] {
            for (unsigned k = 0; k < width; ++k)
              emitStore(b, loc, ptrs[start + k], andValues(b, loc, masks[start + k], owner), {run[k]},
                        quals);
            return SmallVector<Value>();
          });
    }
    b.eraseOp(op);
    return success();
  }
};

} // namespace

void populateMemoryOpPatterns(TileGPUTypeConverter &converter, RewritePatternSet &patterns,
                              PlannedSharedMemory &plan) {
  patterns.add<LoadLowering>(converter, plan);
  patterns.add<StoreLowering>(converter);
}

} // namespace tritonc
