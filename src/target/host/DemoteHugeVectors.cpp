//===- DemoteHugeVectors.cpp - huge LLVM vectors live in memory -----------===//
//
// tritonc-cpu-tensors-to-vectors keeps a tensor in one LLVM vector value. The
// x86 backend legalizes a vector of thousands of elements very slowly (a
// single load and store of <16384 x float> takes it seconds), so just before
// code generation every vector value above the huge size (256 elements unless
// the pass's huge-elements parameter says otherwise) is moved to a stack
// slot, and each operation on such values becomes a loop over chunks of 512
// bits: elementwise operations, compares, casts, selects and elementwise
// intrinsics chunk by chunk; shuffles and insert/extractelement element by
// element (shuffles through a table of their mask); loads and stores as
// memcpy; reductions through a chunk accumulator; phis as copies on their
// edges. Anything else reloads the whole vector from its slot (correct, only
// slow to compile). i1 elements are stored as bytes.
//
//===----------------------------------------------------------------------===//
#include "target/host/HostPasses.h"

#include "llvm/ADT/PostOrderIterator.h"
#include "llvm/IR/IRBuilder.h"
#include "llvm/IR/InstIterator.h"
#include "llvm/IR/IntrinsicInst.h"
#include "llvm/IR/Module.h"
#include "llvm/Transforms/Utils/BasicBlockUtils.h"

#include <map>

namespace tritonc {
namespace {

constexpr unsigned kChunkBits = 512;

bool isHugeVector(llvm::Type *type, unsigned hugeElements) {
  auto *vector = llvm::dyn_cast<llvm::FixedVectorType>(type);
  return vector && vector->getNumElements() > hugeElements;
}

class HugeVectorDemotion {
public:
  HugeVectorDemotion(llvm::Function &function, unsigned hugeElements)
      : function(function), module(*function.getParent()), ctx(function.getContext()),
        i64(llvm::Type::getInt64Ty(ctx)), hugeElements(hugeElements) {}

  /// Whether the function had huge vectors (and was rewritten).
  bool run() {
    if (function.isDeclaration())
      return false;
    std::vector<llvm::BasicBlock *> blocks;
    for (llvm::BasicBlock *block : llvm::ReversePostOrderTraversal<llvm::Function *>(&function))
      blocks.push_back(block);
    std::vector<llvm::Instruction *> work;
    std::vector<llvm::PHINode *> phis;
    for (llvm::BasicBlock *block : blocks)
      for (llvm::Instruction &instruction : *block) {
        if (auto *phi = llvm::dyn_cast<llvm::PHINode>(&instruction)) {
          if (isHuge(phi->getType())) {
            phis.push_back(phi);
            slots[phi] = newSlot(vectorType(phi));
          }
          continue;
        }
        bool huge = isHuge(instruction.getType());
        for (llvm::Value *operand : instruction.operands())
          huge |= isHuge(operand->getType());
        if (huge)
          work.push_back(&instruction);
      }
    for (llvm::Instruction *instruction : work)
      if (!transform(instruction))
        reloadOperands(instruction);
    for (llvm::PHINode *phi : phis)
      lowerPhi(phi);
    for (llvm::PHINode *phi : phis)
      dead.push_back(phi);
    for (llvm::Instruction *instruction : llvm::reverse(dead)) {
      instruction->replaceAllUsesWith(llvm::PoisonValue::get(instruction->getType()));
      instruction->eraseFromParent();
    }
    return !work.empty() || !phis.empty();
  }

private:
  bool isHuge(llvm::Type *type) const { return isHugeVector(type, hugeElements); }
  static llvm::FixedVectorType *vectorType(llvm::Value *value) {
    return llvm::cast<llvm::FixedVectorType>(value->getType());
  }
  llvm::Type *storage(llvm::Type *element) {
    return element->isIntegerTy(1) ? llvm::Type::getInt8Ty(ctx) : element;
  }
  llvm::Align alignOf(llvm::Type *element) {
    return module.getDataLayout().getABITypeAlign(storage(element));
  }
  uint64_t bytesOf(llvm::FixedVectorType *type) {
    return module.getDataLayout().getTypeAllocSize(storage(type->getElementType())) *
           type->getNumElements();
  }

  llvm::AllocaInst *newSlot(llvm::FixedVectorType *type) {
    llvm::IRBuilder<> b(&*function.getEntryBlock().getFirstInsertionPt());
    auto *array = llvm::ArrayType::get(storage(type->getElementType()), type->getNumElements());
    llvm::AllocaInst *slot = b.CreateAlloca(array);
    slot->setAlignment(llvm::Align(64));
    return slot;
  }

  /// Where `value` (a vector of any size) is in memory; constants become
  /// globals, other values not transformed are stored to a slot after
  /// their definition.
  llvm::Value *slotFor(llvm::Value *value) {
    if (auto found = slots.find(value); found != slots.end())
      return found->second;
    llvm::FixedVectorType *type = vectorType(value);
    llvm::Value *slot;
    if (llvm::isa<llvm::UndefValue>(value)) {
      slot = newSlot(type);
    } else if (auto *constant = llvm::dyn_cast<llvm::Constant>(value)) {
      llvm::Type *element = storage(type->getElementType());
      std::vector<llvm::Constant *> elements;
      for (unsigned i = 0; i < type->getNumElements(); ++i) {
        llvm::Constant *e = constant->getAggregateElement(i);
        if (!e || llvm::isa<llvm::UndefValue>(e))
          e = llvm::Constant::getNullValue(type->getElementType());
        if (element != type->getElementType())  // i1 -> i8
          e = llvm::ConstantInt::get(element, llvm::cast<llvm::ConstantInt>(e)->getZExtValue());
        elements.push_back(e);
      }
      auto *array = llvm::ArrayType::get(element, type->getNumElements());
      auto *global = new llvm::GlobalVariable(module, array, /*isConstant=*/true,
                                              llvm::GlobalValue::PrivateLinkage,
                                              llvm::ConstantArray::get(array, elements));
      global->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
      global->setAlignment(llvm::Align(64));
      slot = global;
    } else {
      slot = newSlot(type);
      llvm::Instruction *after = &*function.getEntryBlock().getFirstInsertionPt();
      if (auto *instruction = llvm::dyn_cast<llvm::Instruction>(value))
        after = llvm::isa<llvm::PHINode>(instruction)
                    ? &*instruction->getParent()->getFirstInsertionPt()
                    : instruction->getNextNode();
      llvm::IRBuilder<> b(after);
      llvm::Value *stored = value;
      if (type->getElementType()->isIntegerTy(1))
        stored = b.CreateZExt(value, llvm::FixedVectorType::get(storage(type->getElementType()),
                                                                 type->getNumElements()));
      b.CreateAlignedStore(stored, slot, alignOf(type->getElementType()));
    }
    slots[value] = slot;
    return slot;
  }

  /// The whole vector, read back from its slot before `user`.
  llvm::Value *reload(llvm::Value *value, llvm::Instruction *user) {
    llvm::FixedVectorType *type = vectorType(value);
    llvm::Value *slot = slotFor(value);
    llvm::IRBuilder<> b(user);
    llvm::Type *element = type->getElementType();
    llvm::Value *loaded = b.CreateAlignedLoad(
        llvm::FixedVectorType::get(storage(element), type->getNumElements()), slot, alignOf(element));
    if (element->isIntegerTy(1))
      loaded = b.CreateTrunc(loaded, type);
    return loaded;
  }

  void reloadOperands(llvm::Instruction *instruction) {
    for (llvm::Use &use : instruction->operands())
      if (isHuge(use->getType()) && slots.count(use.get()))
        use.set(reload(use.get(), instruction));
  }

  /// body(builder, i) for i in [0, count), as a loop before `at`.
  void forEach(llvm::Instruction *at, uint64_t count,
               llvm::function_ref<void(llvm::IRBuilder<> &, llvm::Value *)> body) {
    if (count == 1) {
      llvm::IRBuilder<> b(at);
      body(b, llvm::ConstantInt::get(i64, 0));
      return;
    }
    auto [insertPoint, index] =
        llvm::SplitBlockAndInsertSimpleForLoop(llvm::ConstantInt::get(i64, count), at);
    llvm::IRBuilder<> b(insertPoint);
    body(b, index);
  }

  /// A chunk of `count` elements of the vector `value` starting at `first`.
  llvm::Value *loadChunk(llvm::IRBuilder<> &b, llvm::Value *value, llvm::Value *first, unsigned count) {
    llvm::Type *element = vectorType(value)->getElementType();
    llvm::Value *address = b.CreateGEP(storage(element), slotFor(value), first);
    llvm::Value *chunk = b.CreateAlignedLoad(llvm::FixedVectorType::get(storage(element), count),
                                             address, alignOf(element));
    if (element->isIntegerTy(1))
      chunk = b.CreateTrunc(chunk, llvm::FixedVectorType::get(element, count));
    return chunk;
  }
  void storeChunk(llvm::IRBuilder<> &b, llvm::Value *slot, llvm::Type *element, llvm::Value *first,
                  llvm::Value *chunk) {
    if (element->isIntegerTy(1))
      chunk = b.CreateZExt(chunk, llvm::FixedVectorType::get(
                                      storage(element),
                                      llvm::cast<llvm::FixedVectorType>(chunk->getType())->getNumElements()));
    b.CreateAlignedStore(chunk, b.CreateGEP(storage(element), slot, first), alignOf(element));
  }

  /// Elements per chunk: 512 bits of the widest element involved, dividing n.
  unsigned chunkSize(llvm::Instruction *instruction, unsigned n) {
    unsigned bits = 8;
    auto consider = [&](llvm::Type *type) {
      if (auto *vector = llvm::dyn_cast<llvm::FixedVectorType>(type))
        bits = std::max<unsigned>(
            bits, module.getDataLayout().getTypeSizeInBits(storage(vector->getElementType())));
    };
    consider(instruction->getType());
    for (llvm::Value *operand : instruction->operands())
      consider(operand->getType());
    unsigned chunk = std::max(1u, kChunkBits / bits);
    while (chunk > 1 && n % chunk)
      chunk /= 2;
    return chunk;
  }

  static bool isElementwiseIntrinsic(llvm::Intrinsic::ID id) {
    switch (id) {
    case llvm::Intrinsic::fabs: case llvm::Intrinsic::sqrt: case llvm::Intrinsic::sin:
    case llvm::Intrinsic::cos: case llvm::Intrinsic::exp: case llvm::Intrinsic::exp2:
    case llvm::Intrinsic::log: case llvm::Intrinsic::log2: case llvm::Intrinsic::log10:
    case llvm::Intrinsic::pow: case llvm::Intrinsic::fma: case llvm::Intrinsic::fmuladd:
    case llvm::Intrinsic::minnum: case llvm::Intrinsic::maxnum: case llvm::Intrinsic::minimum:
    case llvm::Intrinsic::maximum: case llvm::Intrinsic::copysign: case llvm::Intrinsic::floor:
    case llvm::Intrinsic::ceil: case llvm::Intrinsic::trunc: case llvm::Intrinsic::rint:
    case llvm::Intrinsic::nearbyint: case llvm::Intrinsic::round: case llvm::Intrinsic::roundeven:
    case llvm::Intrinsic::canonicalize: case llvm::Intrinsic::smax: case llvm::Intrinsic::smin:
    case llvm::Intrinsic::umax: case llvm::Intrinsic::umin: case llvm::Intrinsic::abs:
    case llvm::Intrinsic::ctpop: case llvm::Intrinsic::ctlz: case llvm::Intrinsic::cttz:
    case llvm::Intrinsic::bitreverse: case llvm::Intrinsic::bswap: case llvm::Intrinsic::fshl:
    case llvm::Intrinsic::fshr: case llvm::Intrinsic::sadd_sat: case llvm::Intrinsic::uadd_sat:
    case llvm::Intrinsic::ssub_sat: case llvm::Intrinsic::usub_sat:
      return true;
    default:
      return false;
    }
  }

  bool transform(llvm::Instruction *instruction) {
    if (auto *shuffle = llvm::dyn_cast<llvm::ShuffleVectorInst>(instruction))
      return transformShuffle(shuffle);
    if (auto *insert = llvm::dyn_cast<llvm::InsertElementInst>(instruction))
      return transformInsert(insert);
    if (auto *extract = llvm::dyn_cast<llvm::ExtractElementInst>(instruction))
      return transformExtract(extract);
    if (auto *load = llvm::dyn_cast<llvm::LoadInst>(instruction))
      return transformLoad(load);
    if (auto *store = llvm::dyn_cast<llvm::StoreInst>(instruction))
      return transformStore(store);
    if (auto *intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(instruction))
      if (transformReduction(intrinsic))
        return true;
    return transformElementwise(instruction);
  }

  bool transformElementwise(llvm::Instruction *instruction) {
    auto *intrinsic = llvm::dyn_cast<llvm::IntrinsicInst>(instruction);
    bool elementwise = llvm::isa<llvm::BinaryOperator, llvm::UnaryOperator, llvm::CmpInst,
                                 llvm::SelectInst, llvm::FreezeInst>(instruction) ||
                       (llvm::isa<llvm::CastInst>(instruction) &&
                        !llvm::isa<llvm::AddrSpaceCastInst>(instruction)) ||
                       (intrinsic && isElementwiseIntrinsic(intrinsic->getIntrinsicID()));
    auto *type = llvm::dyn_cast<llvm::FixedVectorType>(instruction->getType());
    if (!elementwise || !type || !isHuge(type))
      return false;
    unsigned n = type->getNumElements();
    for (llvm::Value *operand : instruction->operands()) {
      if (intrinsic && operand == intrinsic->getCalledOperand())
        continue;
      auto *vector = llvm::dyn_cast<llvm::FixedVectorType>(operand->getType());
      if (vector && vector->getNumElements() != n)
        return false;  // a bitcast changing the element count
    }
    unsigned chunk = chunkSize(instruction, n);
    llvm::Type *element = type->getElementType();
    llvm::Value *slot = slots[instruction] = newSlot(type);
    forEach(instruction, n / chunk, [&](llvm::IRBuilder<> &b, llvm::Value *i) {
      llvm::Value *first = b.CreateMul(i, llvm::ConstantInt::get(i64, chunk));
      std::vector<llvm::Value *> operands;
      unsigned count = intrinsic ? intrinsic->arg_size() : instruction->getNumOperands();
      for (unsigned k = 0; k < count; ++k) {
        llvm::Value *operand = instruction->getOperand(k);
        operands.push_back(llvm::isa<llvm::VectorType>(operand->getType())
                               ? loadChunk(b, operand, first, chunk)
                               : operand);
      }
      auto *chunkType = llvm::FixedVectorType::get(element, chunk);
      llvm::Value *result;
      if (intrinsic) {
        llvm::Function *callee =
            llvm::Intrinsic::getDeclaration(&module, intrinsic->getIntrinsicID(), {chunkType});
        result = b.CreateCall(callee, operands);
      } else {
        llvm::Instruction *clone = instruction->clone();
        for (unsigned k = 0; k < operands.size(); ++k)
          clone->setOperand(k, operands[k]);
        clone->mutateType(chunkType);
        result = b.Insert(clone);
      }
      storeChunk(b, slot, element, first, result);
    });
    dead.push_back(instruction);
    return true;
  }

  bool transformShuffle(llvm::ShuffleVectorInst *shuffle) {
    auto *type = vectorType(shuffle);
    llvm::Type *element = type->getElementType();
    unsigned n = type->getNumElements();
    llvm::Value *v1 = shuffle->getOperand(0), *v2 = shuffle->getOperand(1);
    unsigned n1 = vectorType(v1)->getNumElements();
    llvm::ArrayRef<int> mask = shuffle->getShuffleMask();
    bool hugeResult = isHuge(type);
    llvm::Value *slot = hugeResult ? newSlot(type) : static_cast<llvm::Value *>(newSlot(type));

    // A splat of an inserted scalar: fill chunk by chunk.
    auto *insert = llvm::dyn_cast<llvm::InsertElementInst>(v1);
    auto *lane = insert ? llvm::dyn_cast<llvm::ConstantInt>(insert->getOperand(2)) : nullptr;
    bool splat = lane && llvm::all_of(mask, [&](int m) { return m < 0 || m == lane->getSExtValue(); });
    if (splat) {
      unsigned chunk = chunkSize(shuffle, n);
      llvm::Value *scalar = insert->getOperand(1);
      forEach(shuffle, n / chunk, [&](llvm::IRBuilder<> &b, llvm::Value *i) {
        llvm::Value *first = b.CreateMul(i, llvm::ConstantInt::get(i64, chunk));
        storeChunk(b, slot, element, first, b.CreateVectorSplat(chunk, scalar));
      });
    } else {
      std::vector<llvm::Constant *> table;
      for (int m : mask)
        table.push_back(llvm::ConstantInt::get(llvm::Type::getInt32Ty(ctx), std::max(m, 0)));
      auto *tableType = llvm::ArrayType::get(llvm::Type::getInt32Ty(ctx), n);
      auto *global = new llvm::GlobalVariable(module, tableType, /*isConstant=*/true,
                                              llvm::GlobalValue::PrivateLinkage,
                                              llvm::ConstantArray::get(tableType, table));
      global->setUnnamedAddr(llvm::GlobalValue::UnnamedAddr::Global);
      llvm::Value *first = slotFor(v1);
      llvm::Value *second = llvm::isa<llvm::UndefValue>(v2) ? first : slotFor(v2);
      llvm::Type *stored = storage(element);
      forEach(shuffle, n, [&](llvm::IRBuilder<> &b, llvm::Value *i) {
        llvm::Value *m = b.CreateZExt(
            b.CreateLoad(llvm::Type::getInt32Ty(ctx), b.CreateGEP(llvm::Type::getInt32Ty(ctx), global, i)), i64);
        llvm::Value *fromFirst = b.CreateICmpULT(m, llvm::ConstantInt::get(i64, n1));
        // One instruction per statement: C++ leaves the order of a call's
        // arguments unspecified, and gcc and clang emit them in opposite
        // orders (the IR, and its lit test, would depend on the compiler).
        llvm::Value *inSecond =
            b.CreateGEP(stored, second, b.CreateSub(m, llvm::ConstantInt::get(i64, n1)));
        llvm::Value *inFirst = b.CreateGEP(stored, first, m);
        llvm::Value *address = b.CreateSelect(fromFirst, inFirst, inSecond);
        llvm::Value *to = b.CreateGEP(stored, slot, i);
        b.CreateStore(b.CreateLoad(stored, address), to);
      });
    }
    if (hugeResult) {
      slots[shuffle] = slot;
    } else {
      llvm::IRBuilder<> b(shuffle);
      llvm::Value *value = b.CreateAlignedLoad(llvm::FixedVectorType::get(storage(element), n), slot,
                                               alignOf(element));
      if (element->isIntegerTy(1))
        value = b.CreateTrunc(value, type);
      shuffle->replaceAllUsesWith(value);
    }
    dead.push_back(shuffle);
    return true;
  }

  bool transformInsert(llvm::InsertElementInst *insert) {
    auto *type = vectorType(insert);
    if (!isHuge(type))
      return false;
    // The splat idiom (insert into poison, then a shuffle of lane 0) needs
    // no storage of its own when the shuffle is its only user.
    if (llvm::isa<llvm::UndefValue>(insert->getOperand(0)) &&
        llvm::all_of(insert->users(), [](llvm::User *u) { return llvm::isa<llvm::ShuffleVectorInst>(u); })) {
      dead.push_back(insert);
      return true;
    }
    llvm::Type *element = type->getElementType();
    llvm::AllocaInst *slot = newSlot(type);
    llvm::IRBuilder<> b(insert);
    if (!llvm::isa<llvm::UndefValue>(insert->getOperand(0)))
      b.CreateMemCpy(slot, llvm::Align(64), slotFor(insert->getOperand(0)), alignOf(element),
                     bytesOf(type));
    llvm::Value *value = insert->getOperand(1);
    if (element->isIntegerTy(1))
      value = b.CreateZExt(value, storage(element));
    b.CreateStore(value, b.CreateGEP(storage(element), slot, b.CreateZExtOrTrunc(insert->getOperand(2), i64)));
    slots[insert] = slot;
    dead.push_back(insert);
    return true;
  }

  bool transformExtract(llvm::ExtractElementInst *extract) {
    llvm::Value *vector = extract->getVectorOperand();
    if (!isHuge(vector->getType()))
      return false;
    llvm::Type *element = vectorType(vector)->getElementType();
    llvm::IRBuilder<> b(extract);
    llvm::Value *value = b.CreateLoad(
        storage(element),
        b.CreateGEP(storage(element), slotFor(vector), b.CreateZExtOrTrunc(extract->getIndexOperand(), i64)));
    if (element->isIntegerTy(1))
      value = b.CreateTrunc(value, element);
    extract->replaceAllUsesWith(value);
    dead.push_back(extract);
    return true;
  }

  bool transformLoad(llvm::LoadInst *load) {
    auto *type = llvm::dyn_cast<llvm::FixedVectorType>(load->getType());
    if (!type || !isHuge(type) || load->isVolatile() || !load->isSimple() ||
        type->getElementType()->isIntegerTy(1))
      return false;
    llvm::AllocaInst *slot = newSlot(type);
    llvm::IRBuilder<> b(load);
    b.CreateMemCpy(slot, llvm::Align(64), load->getPointerOperand(), load->getAlign(), bytesOf(type));
    slots[load] = slot;
    dead.push_back(load);
    return true;
  }

  bool transformStore(llvm::StoreInst *store) {
    llvm::Value *value = store->getValueOperand();
    auto *type = llvm::dyn_cast<llvm::FixedVectorType>(value->getType());
    if (!type || !isHuge(type) || store->isVolatile() || !store->isSimple() ||
        type->getElementType()->isIntegerTy(1))
      return false;
    llvm::IRBuilder<> b(store);
    b.CreateMemCpy(store->getPointerOperand(), store->getAlign(), slotFor(value),
                   alignOf(type->getElementType()), bytesOf(type));
    dead.push_back(store);
    return true;
  }

  bool transformReduction(llvm::IntrinsicInst *reduce) {
    std::optional<unsigned> binary;
    std::optional<llvm::Intrinsic::ID> minmax;
    switch (reduce->getIntrinsicID()) {
    case llvm::Intrinsic::vector_reduce_and: binary = llvm::Instruction::And; break;
    case llvm::Intrinsic::vector_reduce_or: binary = llvm::Instruction::Or; break;
    case llvm::Intrinsic::vector_reduce_xor: binary = llvm::Instruction::Xor; break;
    case llvm::Intrinsic::vector_reduce_add: binary = llvm::Instruction::Add; break;
    case llvm::Intrinsic::vector_reduce_mul: binary = llvm::Instruction::Mul; break;
    case llvm::Intrinsic::vector_reduce_smax: minmax = llvm::Intrinsic::smax; break;
    case llvm::Intrinsic::vector_reduce_smin: minmax = llvm::Intrinsic::smin; break;
    case llvm::Intrinsic::vector_reduce_umax: minmax = llvm::Intrinsic::umax; break;
    case llvm::Intrinsic::vector_reduce_umin: minmax = llvm::Intrinsic::umin; break;
    case llvm::Intrinsic::vector_reduce_fmax: minmax = llvm::Intrinsic::maxnum; break;
    case llvm::Intrinsic::vector_reduce_fmin: minmax = llvm::Intrinsic::minnum; break;
    default: return false;
    }
    llvm::Value *vector = reduce->getArgOperand(0);
    if (!isHuge(vector->getType()))
      return false;
    auto *type = vectorType(vector);
    unsigned n = type->getNumElements(), chunk = chunkSize(reduce, n);
    llvm::Type *element = type->getElementType();
    auto *chunkType = llvm::FixedVectorType::get(element, chunk);
    auto *accType = llvm::FixedVectorType::get(storage(element), chunk);
    llvm::AllocaInst *acc;
    {
      llvm::IRBuilder<> b(&*function.getEntryBlock().getFirstInsertionPt());
      acc = b.CreateAlloca(accType);
      acc->setAlignment(llvm::Align(64));
    }
    {
      llvm::IRBuilder<> b(reduce);
      storeChunk(b, acc, element, llvm::ConstantInt::get(i64, 0),
                 loadChunk(b, vector, llvm::ConstantInt::get(i64, 0), chunk));
    }
    if (n / chunk > 1)
      forEach(reduce, n / chunk - 1, [&](llvm::IRBuilder<> &b, llvm::Value *i) {
        llvm::Value *first =
            b.CreateMul(b.CreateAdd(i, llvm::ConstantInt::get(i64, 1)), llvm::ConstantInt::get(i64, chunk));
        llvm::Value *sum = loadChunk(b, vector, first, chunk);
        llvm::Value *old = b.CreateAlignedLoad(accType, acc, llvm::Align(64));
        if (element->isIntegerTy(1))
          old = b.CreateTrunc(old, chunkType);
        llvm::Value *combined =
            binary ? b.CreateBinOp(static_cast<llvm::Instruction::BinaryOps>(*binary), old, sum)
                   : b.CreateBinaryIntrinsic(*minmax, old, sum);
        storeChunk(b, acc, element, llvm::ConstantInt::get(i64, 0), combined);
      });
    llvm::IRBuilder<> b(reduce);
    llvm::Value *partial = b.CreateAlignedLoad(accType, acc, llvm::Align(64));
    if (element->isIntegerTy(1))
      partial = b.CreateTrunc(partial, chunkType);
    llvm::Function *callee =
        llvm::Intrinsic::getDeclaration(&module, reduce->getIntrinsicID(), {chunkType});
    llvm::CallInst *result = b.CreateCall(callee, {partial});
    result->copyFastMathFlags(reduce);
    reduce->replaceAllUsesWith(result);
    dead.push_back(reduce);
    return true;
  }

  /// Copies on each incoming edge into the phi's slot (on a new block when
  /// the edge is critical; through temporaries when the phis of a block
  /// read each other).
  void lowerPhi(llvm::PHINode *phi) {
    auto *type = vectorType(phi);
    llvm::Type *element = type->getElementType();
    for (unsigned k = 0; k < phi->getNumIncomingValues(); ++k) {
      llvm::Value *incoming = phi->getIncomingValue(k);
      if (llvm::isa<llvm::UndefValue>(incoming))
        continue;
      llvm::BasicBlock *from = phi->getIncomingBlock(k);
      llvm::BasicBlock *edge = edgeBlock(from, phi->getParent());
      llvm::IRBuilder<> b(edge->getTerminator());
      llvm::Value *source = slotFor(incoming);
      if (auto *other = llvm::dyn_cast<llvm::PHINode>(incoming);
          other && other->getParent() == phi->getParent()) {
        // Another phi of this block, possibly overwritten on this edge
        // already: its value before the copies is saved at the edge's start.
        auto key = std::make_pair(edge, other);
        auto saved = edgeCopies.find(key);
        if (saved == edgeCopies.end()) {
          llvm::AllocaInst *temp = newSlot(vectorType(other));
          llvm::IRBuilder<> first(&*edge->getFirstInsertionPt());
          first.CreateMemCpy(temp, llvm::Align(64), source, llvm::Align(64), bytesOf(type));
          saved = edgeCopies.insert({key, temp}).first;
        }
        source = saved->second;
      }
      b.CreateMemCpy(slots[phi], llvm::Align(64), source, alignOf(element), bytesOf(type));
    }
  }

  llvm::BasicBlock *edgeBlock(llvm::BasicBlock *from, llvm::BasicBlock *to) {
    if (from->getTerminator()->getNumSuccessors() == 1)
      return from;
    auto key = std::make_pair(from, to);
    if (auto found = edges.find(key); found != edges.end())
      return found->second;
    llvm::BasicBlock *block = llvm::SplitEdge(from, to);
    edges[key] = block;
    return block;
  }

  llvm::Function &function;
  llvm::Module &module;
  llvm::LLVMContext &ctx;
  llvm::Type *i64;
  unsigned hugeElements;
  llvm::DenseMap<llvm::Value *, llvm::Value *> slots;
  std::vector<llvm::Instruction *> dead;
  std::map<std::pair<llvm::BasicBlock *, llvm::BasicBlock *>, llvm::BasicBlock *> edges;
  std::map<std::pair<llvm::BasicBlock *, llvm::PHINode *>, llvm::AllocaInst *> edgeCopies;
};

} // namespace

bool hasHugeVectors(const llvm::Module &module, unsigned hugeElements) {
  for (const llvm::Function &function : module)
    for (const llvm::Instruction &instruction : llvm::instructions(function))
      if (isHugeVector(instruction.getType(), hugeElements))
        return true;
  return false;
}

llvm::PreservedAnalyses DemoteHugeVectorsPass::run(llvm::Module &module,
                                                   llvm::ModuleAnalysisManager &) {
  bool changed = false;
  for (llvm::Function &function : module)
    changed |= HugeVectorDemotion(function, hugeElements).run();
  return changed ? llvm::PreservedAnalyses::none() : llvm::PreservedAnalyses::all();
}

} // namespace tritonc
