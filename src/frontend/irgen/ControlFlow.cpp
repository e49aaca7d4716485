//===- ControlFlow.cpp - runtime if / for / while → scf -------------------===//
//
// Triton's rules, which these follow:
//  * `if` on a runtime scalar → scf.if. A name assigned in a branch is an
//    scf.if result when it exists after both branches (assigned in both, or
//    assigned in one and defined before the `if`); both sides must have one
//    type. A name assigned in one branch only and new there is undefined
//    after the `if`.
//  * `for i in range(...)` / `tl.range(...)` → scf.for (the induction
//    variable has the promoted type of the bounds: int32 unless one is
//    int64). The loop-carried values are the names defined before the loop
//    and assigned in its body; their type must not change. The body is
//    generated once first to find them (a "dry run" whose IR is dropped), as
//    Triton does. tl.static_range is unrolled (CodeGen.cpp).
//  * `while cond:` → scf.while, with the same loop-carried rule.
//  * A block pointer (tl.make_block_ptr) is carried or merged part by part
//    like a tuple of scalars, usually only its offsets change; its block
//    shape and order are compile-time and must be the same on every path.
//  * A constexpr that becomes an if result is materialized with its default
//    dtype (int32, fp32, ...), which is what Triton's assignment makes of
//    it. A constexpr reassigned in a runtime loop is an error, as in Triton.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/SCF/IR/SCF.h"

namespace tritonc::irgen {

namespace {

/// How the value of a name after a region is rebuilt from the region's
/// results (tuples are flattened).
struct Plan {
  enum Kind { Keep, Result, Tuple } kind = Keep;
  Val keep;                 // Keep
  size_t index = 0;         // Result
  TensorType type;          // Result
  std::vector<Plan> elements; // Tuple
};

Val rebuild(const Plan &p, mlir::ValueRange results) {
  switch (p.kind) {
  case Plan::Keep: return p.keep;
  case Plan::Result: return Val::tensor(results[p.index], p.type);
  case Plan::Tuple: {
    std::vector<Val> elements;
    for (const Plan &e : p.elements)
      elements.push_back(rebuild(e, results));
    if (p.keep.kind == Val::Kind::BlockPtr) { // `keep` holds the compile-time parts
      Val r = p.keep;
      r.elements = std::move(elements);
      return r;
    }
    return Val::tuple(std::move(elements));
  }
  }
  return p.keep;
}

/// Same value at compile time (nothing to merge or carry).
bool identical(const Val &a, const Val &c) {
  if (a.kind != c.kind)
    return false;
  switch (a.kind) {
  case Val::Kind::Tensor: return a.value == c.value;
  case Val::Kind::Constexpr: return a.constant == c.constant;
  case Val::Kind::Namespace: return a.name == c.name;
  case Val::Kind::DTypeObj: return a.dtypeObject == c.dtypeObject;
  case Val::Kind::JitFunction: return a.function == c.function;
  case Val::Kind::BlockPtr:
    if (a.blockShape != c.blockShape || a.order != c.order || a.descriptor != c.descriptor ||
        a.nanPadding != c.nanPadding)
      return false;
    [[fallthrough]];
  case Val::Kind::Tuple:
    if (a.elements.size() != c.elements.size())
      return false;
    for (size_t i = 0; i < a.elements.size(); ++i)
      if (!identical(a.elements[i], c.elements[i]))
        return false;
    return true;
  default: return false;
  }
}

/// Deletes a block built only to look at a loop body (the dry run).
struct ScratchBlock {
  mlir::Block *block = new mlir::Block();
  ~ScratchBlock() {
    block->dropAllDefinedValueUses();
    block->dropAllReferences();
    delete block;
  }
};

std::string typeText(const Val &v) {
  if (v.kind == Val::Kind::Tuple) // "tuple" alone would make "tuple ... and tuple" read as one type
    return "a tuple of " + std::to_string(v.elements.size()) + (v.elements.size() == 1 ? " value" : " values");
  return v.isTensor() ? v.type.str() : v.describe();
}

/// Two block pointers (or tensor descriptors) that can be merged or carried
/// part by part: same rank, block shape, order, padding and element type.
bool sameBlockPtrType(const Val &a, const Val &c) {
  return a.kind == Val::Kind::BlockPtr && c.kind == Val::Kind::BlockPtr && a.blockShape == c.blockShape &&
         a.order == c.order && a.descriptor == c.descriptor && a.nanPadding == c.nanPadding &&
         a.elements.front().type.dtype == c.elements.front().type.dtype;
}

} // namespace

FailureOr<mlir::Value> CodeGen::conditionValue(const Val &cond, SourceLocation l, const char *what) {
  Val c = cond;
  if (c.isConstexpr()) {
    FailureOr<bool> truth = truthy(c, l);
    if (failed(truth))
      return failure();
    c = constantTensor(ConstValue::fromBool(*truth), ScalarKind::I1, l);
  }
  if (!c.isTensor())
    return fail(l, std::string("the condition of ") + what + " must be a scalar, got " + c.describe());
  if (!c.type.isScalar())
    return fail(l, std::string("the condition of ") + what + " must be a scalar, got " + c.describe() +
                       "; use tl.where to choose between tensors element by element");
  // A pointer tests whether it is null, as in Triton (`if dW:` on an
  // optional gradient pointer that the caller passed). Scalar casts to
  // int1 cannot fail.
  if (c.type.dtype.isPointer())
    c = cast(c, ScalarKind::I1, l);
  return cast(c, ScalarKind::I1, l).value;
}

// ---------------------------------------------------------------------------
// if
// ---------------------------------------------------------------------------

namespace {
/// Merges what the two branches of an scf.if leave for one name (or return)
/// into results of the if: each value that differs becomes a result.
struct IfMerge {
  CodeGen &gen;
  SourceLocation loc;
  mlir::Block *blocks[2];
  std::vector<mlir::Type> types;
  std::vector<mlir::Value> yields[2];
  /// The error when the two values cannot be merged: their types as text
  /// and the rule they break.
  std::function<std::string(const std::string &name, const std::string &thenText,
                            const std::string &elseText, const std::string &rule)>
      mismatch;

  FailureOr<Plan> merge(const std::string &name, const Val &tv, const Val &ev) {
    Plan p;
    if (identical(tv, ev)) {
      p.keep = tv;
      return p;
    }
    auto mergeElements = [&]() -> LogicalResult {
      for (size_t i = 0; i < tv.elements.size(); ++i) {
        FailureOr<Plan> element = merge(name, tv.elements[i], ev.elements[i]);
        if (failed(element))
          return failure();
        p.elements.push_back(std::move(*element));
      }
      return success();
    };
    if (tv.kind == Val::Kind::BlockPtr || ev.kind == Val::Kind::BlockPtr) {
      if (!sameBlockPtrType(tv, ev))
        return gen.fail(loc, mismatch(name, typeText(tv), typeText(ev),
                                      "both must be block pointers of one type"));
      p.kind = Plan::Tuple;
      p.keep = tv;
      if (failed(mergeElements()))
        return failure();
      return p;
    }
    if (tv.kind == Val::Kind::Tuple && ev.kind == Val::Kind::Tuple &&
        tv.elements.size() == ev.elements.size()) {
      p.kind = Plan::Tuple;
      if (failed(mergeElements()))
        return failure();
      return p;
    }
    auto materialize = [&](const Val &v, mlir::Block *block) {
      if (!v.isConstexpr() || v.constant.isNone() || v.constant.isString())
        return v;
      mlir::OpBuilder::InsertionGuard guard(gen.b);
      gen.b.setInsertionPoint(block->getTerminator());
      return gen.toTensorDefault(v, loc, "'" + name + "'");
    };
    // A number materializes with its own dtype: this cannot fail.
    Val t = materialize(tv, blocks[0]), e = materialize(ev, blocks[1]);
    if (!t.isTensor() || !e.isTensor())
      return gen.fail(loc, mismatch(name, typeText(tv), typeText(ev),
                                    "both must be tensors (or tuples of tensors) of one type"));
    if (t.type.dtype != e.type.dtype || t.type.shape != e.type.shape)
      return gen.fail(loc, mismatch(name, t.type.str(), e.type.str(), ""));
    p.kind = Plan::Result;
    p.index = types.size();
    p.type = t.type;
    types.push_back(t.value.getType());
    yields[0].push_back(t.value);
    yields[1].push_back(e.value);
    return p;
  }

  /// Replaces `ifOp` (no results yet) by an scf.if that yields the merged
  /// values, leaves the builder after it and returns its results.
  mlir::ValueRange finish(mlir::scf::IfOp ifOp, mlir::Location ml) {
    mlir::OpBuilder &b = gen.b;
    if (types.empty()) {
      b.setInsertionPointAfter(ifOp);
      return {};
    }
    b.setInsertionPoint(ifOp);
    auto newIf = b.create<mlir::scf::IfOp>(ml, types, ifOp.getCondition(), /*addThenBlock=*/false,
                                           /*addElseBlock=*/false);
    newIf.getThenRegion().takeBody(ifOp.getThenRegion());
    newIf.getElseRegion().takeBody(ifOp.getElseRegion());
    for (auto [block, values] : {std::make_pair(newIf.thenBlock(), &yields[0]),
                                 std::make_pair(newIf.elseBlock(), &yields[1])}) {
      block->getTerminator()->erase();
      b.setInsertionPointToEnd(block);
      b.create<mlir::scf::YieldOp>(ml, *values);
    }
    ifOp.erase();
    b.setInsertionPointAfter(newIf);
    return newIf.getResults();
  }
};

/// Whether a `return` is among the statements (not in nested definitions).
bool containsReturn(const ast::StmtList &body) {
  for (const auto &stmt : body) {
    if (llvm::isa<ast::Return>(stmt.get()))
      return true;
    if (auto *i = llvm::dyn_cast<ast::If>(stmt.get()); i && (containsReturn(i->body) || containsReturn(i->orelse)))
      return true;
    if (auto *f = llvm::dyn_cast<ast::For>(stmt.get()); f && (containsReturn(f->body) || containsReturn(f->orelse)))
      return true;
    if (auto *w = llvm::dyn_cast<ast::While>(stmt.get()); w && (containsReturn(w->body) || containsReturn(w->orelse)))
      return true;
  }
  return false;
}
} // namespace

LogicalResult CodeGen::genIf(const ast::If &s, const Val &test) {
  FailureOr<mlir::Value> condition = conditionValue(test, s.test->loc, "an 'if'");
  if (failed(condition))
    return failure();
  mlir::Value cond = *condition;
  // In a runtime loop a `return` stays an error (at the `return`).
  if (frame().runtimeLoopDepth == 0 && (containsReturn(s.body) || containsReturn(s.orelse)))
    return genReturningIf(s, cond);
  mlir::Location ml = loc(s.loc);
  Frame &f = frame();
  const auto before = f.locals;
  auto ifOp = b.create<mlir::scf::IfOp>(ml, mlir::TypeRange{}, cond, /*withElseRegion=*/true);

  struct Branch {
    std::map<std::string, Val> locals;
    std::set<std::string> defs;
    mlir::Block *block;
  };
  auto runBranch = [&](const ast::StmtList &body, mlir::Block *block) -> FailureOr<Branch> {
    mlir::OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(block->getTerminator());
    f.locals = before;
    f.defs.emplace_back();
    ++f.runtimeDepth;
    if (failed(genBlock(body)))
      return failure();
    --f.runtimeDepth;
    Branch br{f.locals, f.defs.back(), block};
    f.defs.pop_back();
    return br;
  };
  FailureOr<Branch> thenBranch = runBranch(s.body, ifOp.thenBlock());
  if (failed(thenBranch))
    return failure();
  FailureOr<Branch> elseBranch = runBranch(s.orelse, ifOp.elseBlock());
  if (failed(elseBranch))
    return failure();
  const Branch &thenB = *thenBranch, &elseB = *elseBranch;
  f.locals = before;

  std::set<std::string> names = thenB.defs;
  names.insert(elseB.defs.begin(), elseB.defs.end());
  auto valueIn = [](const Branch &br, const std::string &name) -> std::optional<Val> {
    auto it = br.locals.find(name);
    if (it == br.locals.end() || it->second.kind == Val::Kind::Undefined)
      return std::nullopt;
    return it->second;
  };
  std::string where = "the 'if' at line " + std::to_string(s.loc.line);
  IfMerge merger{*this, s.loc, {thenB.block, elseB.block}};
  merger.mismatch = [](const std::string &name, const std::string &tv, const std::string &ev,
                       const std::string &rule) {
    return "'" + name + "' is " + tv + " after the 'if' branch and " + ev +
           " after the 'else' branch (or before the 'if') of this runtime 'if'; " +
           (rule.empty() ? "a name assigned in a runtime 'if' must keep one type (Triton requires it too)"
                         : rule);
  };

  std::map<std::string, Plan> plans;
  for (const std::string &name : names) {
    auto tv = valueIn(thenB, name), ev = valueIn(elseB, name);
    if (!tv || !ev) {
      assignName(name, Val::undefined("'" + name + "' is assigned in only one branch of " + where +
                                      ", which depends on a runtime value, so it is undefined here; "
                                      "define it before the 'if' or in both branches"));
      continue;
    }
    FailureOr<Plan> plan = merger.merge(name, *tv, *ev);
    if (failed(plan))
      return failure();
    plans[name] = std::move(*plan);
  }

  mlir::ValueRange results = merger.finish(ifOp, ml);
  for (const auto &[name, plan] : plans)
    assignName(name, rebuild(plan, results));
  return success();
}

LogicalResult CodeGen::genReturningIf(const ast::If &s, mlir::Value cond) {
  mlir::Location ml = loc(s.loc);
  Frame &f = frame();
  const auto before = f.locals;
  const auto rest = f.rest;
  auto ifOp = b.create<mlir::scf::IfOp>(ml, mlir::TypeRange{}, cond, /*withElseRegion=*/true);
  mlir::Block *blocks[2] = {ifOp.thenBlock(), ifOp.elseBlock()};
  const ast::StmtList *bodies[2] = {&s.body, &s.orelse};
  Val returns[2];
  for (int i = 0; i < 2; ++i) {
    mlir::OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(blocks[i]->getTerminator());
    f.locals = before;
    f.rest = rest;
    f.returned = false;
    f.returnValue.reset();
    ++f.runtimeDepth;
    if (failed(genBlock(*bodies[i])))
      return failure();
    // A path that does not return runs what follows the `if`, up to the
    // end of the function (a path that falls off it returns None). A
    // nested `if` that returns consumes the rest of its path itself, so
    // the code after an `if` is generated once per path that reaches it.
    while (!f.returned && !f.rest.empty()) {
      std::function<LogicalResult()> next = std::move(f.rest.back());
      f.rest.pop_back();
      if (failed(next()))
        return failure();
    }
    --f.runtimeDepth;
    returns[i] = f.returnValue ? *f.returnValue : Val::none();
  }
  f.locals = before;
  f.rest = rest;

  IfMerge merger{*this, s.loc, {blocks[0], blocks[1]}};
  merger.mismatch = [&](const std::string &, const std::string &tv, const std::string &ev,
                        const std::string &rule) {
    return "'" + frame().callee + "' returns " + tv + " on the paths where the condition of this "
           "runtime 'if' is true and " + ev + " on the others; " +
           (rule.empty() ? "every path must return a value of one type (Triton requires it too)" : rule);
  };
  // A path that falls off the end returns nothing where the others return
  // a value: Triton gives that path an undefined value (poison) of the
  // others' type, and any value refines it: the same constexpr, or zeros.
  for (int i = 0; i < 2; ++i) {
    const Val &other = returns[1 - i];
    if (!returns[i].isNone() || other.isNone())
      continue;
    if (other.isConstexpr()) {
      returns[i] = other;
    } else if (other.isTensor() && !other.type.dtype.isPointer()) {
      mlir::OpBuilder::InsertionGuard guard(b);
      b.setInsertionPoint(blocks[i]->getTerminator());
      Val zero = constantTensor(ConstValue::fromInt(0), other.type.dtype, s.loc);
      if (!failed(zero) && !other.type.isScalar())
        zero = broadcastTo(zero, other.type.shape, s.loc);
      if (!failed(zero))
        returns[i] = zero;
    }
  }
  if (returns[0].isNone() != returns[1].isNone())
    return fail(s.loc, "'" + f.callee + "' returns " + typeText(returns[returns[0].isNone() ? 1 : 0]) +
                    " on the paths where the condition of this runtime 'if' is " +
                    (returns[0].isNone() ? "false" : "true") +
                    " but no value on the others; every path must return a value of one type");
  FailureOr<Plan> plan = merger.merge("the return value", returns[0], returns[1]);
  if (failed(plan))
    return failure();
  mlir::ValueRange results = merger.finish(ifOp, ml);
  // Every path ended in this `if`: nothing after it is generated.
  f.returned = true;
  f.returnValue = rebuild(*plan, results);
  return success();
}

// ---------------------------------------------------------------------------
// Loops
// ---------------------------------------------------------------------------

namespace {
/// The loop-carried names of a loop and how to rebuild them.
struct Carried {
  std::vector<std::string> names;
  std::vector<Plan> plans;
  std::vector<mlir::Value> inits;
  std::vector<mlir::Type> types;
};
} // namespace

/// Finds the loop-carried names from a dry run's result and materializes
/// their initial values (before the loop).
static FailureOr<Carried> carriedValues(CodeGen &gen, const std::map<std::string, Val> &before,
                             const std::map<std::string, Val> &after, const std::set<std::string> &defs,
                             const std::string &target, SourceLocation l) {
  Carried c;
  std::function<FailureOr<Plan>(const std::string &, const Val &, const Val &)> plan =
      [&](const std::string &name, const Val &live, const Val &body) -> FailureOr<Plan> {
    Plan p;
    if (identical(live, body)) {
      p.keep = live;
      return p;
    }
    auto planElements = [&]() -> LogicalResult {
      for (size_t i = 0; i < live.elements.size(); ++i) {
        FailureOr<Plan> element = plan(name, live.elements[i], body.elements[i]);
        if (failed(element))
          return failure();
        p.elements.push_back(std::move(*element));
      }
      return success();
    };
    if (live.kind == Val::Kind::BlockPtr || body.kind == Val::Kind::BlockPtr) {
      if (!sameBlockPtrType(live, body))
        return gen.fail(l, "'" + name + "' is " + typeText(live) + " before the loop and " + typeText(body) +
                        " in its body; a loop-carried block pointer must keep its block shape, "
                        "order and element type");
      p.kind = Plan::Tuple;
      p.keep = live;
      if (failed(planElements()))
        return failure();
      return p;
    }
    if (live.kind == Val::Kind::Tuple) {
      if (body.kind != Val::Kind::Tuple || body.elements.size() != live.elements.size())
        return gen.fail(l, "'" + name + "' is a tuple before the loop and " + typeText(body) +
                        " in its body; a loop-carried name must keep its type");
      p.kind = Plan::Tuple;
      if (failed(planElements()))
        return failure();
      return p;
    }
    Val init = live;
    // A constexpr before the loop is a tl.constexpr parameter or annotated
    // name (a plain `x = 1` is a tensor already): Triton refuses to reassign
    // it in a runtime loop, and silently making it a runtime value would
    // break its later uses as a constexpr.
    if (init.isConstexpr() && !init.constant.isNone() && !init.constant.isString())
      return gen.fail(l, "'" + name + "' is a constexpr (" + live.describe() + ") and cannot be reassigned "
                  "in a runtime loop (Triton refuses it too): copy it to a plain variable before the "
                  "loop and reassign that");
    if (!init.isTensor())
      return gen.fail(l, "'" + name + "' (" + live.describe() + ") cannot be reassigned in a runtime loop: "
                  "only tensors and numbers can be loop-carried");
    p.kind = Plan::Result;
    p.index = c.inits.size();
    p.type = init.type;
    c.inits.push_back(init.value);
    c.types.push_back(init.value.getType());
    return p;
  };
  for (const std::string &name : defs) {
    if (name == target)
      continue;
    auto live = before.find(name);
    auto body = after.find(name);
    if (live == before.end() || live->second.kind == Val::Kind::Undefined || body == after.end() ||
        body->second.kind == Val::Kind::Undefined)
      continue;
    FailureOr<Plan> p = plan(name, live->second, body->second);
    if (failed(p))
      return failure();
    if (p->kind == Plan::Keep)
      continue;
    c.names.push_back(name);
    c.plans.push_back(std::move(*p));
  }
  return c;
}

/// The values a loop body yields for the carried names, checked against
/// their types before the loop.
static FailureOr<std::vector<mlir::Value>> yieldValues(CodeGen &gen, const Carried &c, SourceLocation l,
                                            const char *loopKind) {
  std::vector<mlir::Value> out(c.inits.size());
  std::function<LogicalResult(const std::string &, const Plan &, const Val &)> flatten =
      [&](const std::string &name, const Plan &p, const Val &v) -> LogicalResult {
    switch (p.kind) {
    case Plan::Keep:
      if (!identical(p.keep, v))
        return gen.fail(l, "'" + name + "' changes in the body of this runtime " + loopKind +
                        " in a way that cannot be carried around the loop (" + typeText(v) + ")");
      return success();
    case Plan::Tuple:
      if (p.keep.kind == Val::Kind::BlockPtr && !sameBlockPtrType(p.keep, v))
        return gen.fail(l, "'" + name + "' is " + typeText(p.keep) + " before the " + loopKind + " but " +
                        typeText(v) + " at the end of its body; a loop-carried block pointer must "
                        "keep its block shape, order and element type");
      if (p.keep.kind != Val::Kind::BlockPtr && (v.kind != Val::Kind::Tuple || v.elements.size() != p.elements.size()))
        return gen.fail(l, "'" + name + "' is a tuple before the " + loopKind + " but " + typeText(v) +
                        " at the end of its body");
      for (size_t i = 0; i < p.elements.size(); ++i)
        if (failed(flatten(name, p.elements[i], v.elements[i])))
          return failure();
      return success();
    case Plan::Result: {
      Val t = v;
      if (t.isConstexpr() && !t.constant.isNone() && !t.constant.isString())
        t = gen.toTensorDefault(t, l, "'" + name + "'"); // a number: cannot fail
      if (!t.isTensor() || t.type.dtype != p.type.dtype || t.type.shape != p.type.shape)
        return gen.fail(l, "loop-carried variable '" + name + "' is " + p.type.str() + " before the " +
                        loopKind + " but " + typeText(t) + " at the end of its body; a name "
                        "reassigned in a loop must keep its type (Triton requires it too)");
      out[p.index] = t.value;
      return success();
    }
    }
    return success();
  };
  for (size_t i = 0; i < c.names.size(); ++i) {
    const Val &v = gen.frame().locals.at(c.names[i]);
    if (v.kind == Val::Kind::Undefined)
      return gen.fail(l, v.name);
    if (failed(flatten(c.names[i], c.plans[i], v)))
      return failure();
  }
  return out;
}

/// The most copies of a loop body tl.range(loop_unroll_factor=) may ask for.
constexpr int64_t kMaxLoopUnrollFactor = 256;

/// tl.range's loop controls other than num_stages and loop_unroll_factor
/// only shape Triton's schedule (flattening nested loops, warp
/// specialization, accumulator buffering); tritonc does not apply them
/// yet, so a loop that asks for one compiles as written, with a warning
/// (once per loop, not for each inlined copy or dry run), and the same
/// results. loop_unroll_factor is recorded on the loop for
/// tritonc-unroll-loops.
LogicalResult CodeGen::applyLoopControls(const BoundArgs &a, mlir::Operation *loop) {
  if (a.given(4)) {
    FailureOr<int64_t> factor = constexprInt(a[4], a.locs[4], "loop_unroll_factor");
    if (failed(factor))
      return failure();
    // Each copy of the body is compiled: a bound keeps a mistyped factor
    // from exhausting memory, as static_range's iteration limit does.
    if (*factor > kMaxLoopUnrollFactor)
      return fail(a.locs[4], "loop_unroll_factor=" + std::to_string(*factor) + " is above tritonc's limit of " +
                                 std::to_string(kMaxLoopUnrollFactor) + " copies of the loop body");
    if (*factor > 1)
      loop->setAttr(tile::kLoopUnrollFactorAttr, b.getI32IntegerAttr(int32_t(*factor)));
  }
  for (size_t i : {size_t(5), size_t(6), size_t(7)}) {
    if (!a.given(i))
      continue;
    FailureOr<bool> on = flagArg(a, i);
    if (failed(on))
      return failure();
    if (!*on || dryRun || diags.warningsMuted() ||
        !warnedLoopControls.insert({a.locs[i].line, a.locs[i].column}).second)
      continue;
    diags.warning(a.locs[i], a.fname + "(" + a.names[i] +
                                 "=True) is not applied by tritonc yet: the loop is compiled without it (its "
                                 "results do not change)");
  }
  return success();
}

LogicalResult CodeGen::genFor(const ast::For &s, const Val &callee, const CallArgs &args) {
  bool tlRange = callee.name.rfind("builtins.", 0) != 0;
  std::string fname = tlRange ? "tl.range" : "range";
  // Python's range takes tl.range's keywords too: Triton compiles a
  // kernel's range as tl.range.
  FailureOr<BoundArgs> boundArgs =
      bindArgs(args, fname, {"arg1", "arg2", "step", "num_stages", "loop_unroll_factor",
                             "disallow_acc_multi_buffer", "flatten", "warp_specialize"}, 1);
  if (failed(boundArgs))
    return failure();
  const BoundArgs &a = *boundArgs;
  auto *target = llvm::dyn_cast<ast::Name>(s.target.get());
  if (!target)
    return fail(s.target->loc, "the variable of a runtime loop must be a single name");
  SourceLocation l = s.iter->loc;
  mlir::Location ml = loc(s.loc);

  // Bounds: (arg1) is (0, arg1); the step defaults to 1.
  Val lo = a[1] ? *a[0] : Val::constexprValue(ConstValue::fromInt(0));
  Val hi = a[1] ? *a[1] : *a[0];
  Val step = a[2] ? *a[2] : Val::constexprValue(ConstValue::fromInt(1));
  SourceLocation stepLoc = a[2] ? a.locs[2] : l;
  bool negative = false;
  if (step.isConstexpr()) {
    FailureOr<int64_t> stepValue = constexprInt(step, stepLoc, "the step of " + fname);
    if (failed(stepValue))
      return failure();
    int64_t v = *stepValue;
    if (v == 0)
      return fail(stepLoc, fname + "() step must not be zero");
    if (v < 0) {
      // range(lo, hi, -k) runs j over [0, lo - hi) by k with i = lo - j.
      negative = true;
      step = Val::constexprValue(ConstValue::fromInt(-v));
    }
  }
  std::vector<Val> bounds;
  for (auto [v, what] : {std::pair<Val *, const char *>{&lo, "start"}, {&hi, "end"}, {&step, "step"}}) {
    // Constexpr bounds are int32, or int64 when they do not fit.
    Val t =
        v->isConstexpr() && v->constant.isInt()
            ? constantTensor(v->constant,
                             v->constant.getInt() >= INT32_MIN && v->constant.getInt() <= INT32_MAX
                                 ? ScalarKind::I32
                                 : ScalarKind::I64,
                             l)
            : toTensorDefault(*v, l, "the " + std::string(what) + " of " + fname);
    if (failed(t))
      return failure();
    if (!t.type.isScalar() || !t.type.dtype.isInteger() || t.type.dtype.isBool())
      return fail(l, "the " + std::string(what) + " of " + fname + " must be an integer scalar, got " + t.describe());
    bounds.push_back(t);
  }
  DType ivType = promote(promote(bounds[0].type.dtype, bounds[1].type.dtype), bounds[2].type.dtype);
  // scf.for compares signed: an unsigned 32-bit range runs on int64.
  if (ivType.isUnsigned() && ivType.bitWidth() < 64)
    ivType = ScalarKind::I64;
  // Integer scalars to their promoted type, and the span and induction
  // value below on them: none of this can fail.
  for (Val &v : bounds)
    v = cast(v, ivType, l);
  Val start = bounds[0];
  if (negative) {
    Val span = binary(ast::BinOpKind::Sub, bounds[0], bounds[1], l);
    bounds[1] = span;
    bounds[0] = constantTensor(ConstValue::fromInt(0), ivType, l);
  }
  mlir::Type ivMLIR = toMLIRType(b, ivType);
  auto inductionValue = [&](mlir::Value iv) {
    Val v = Val::tensor(iv, TensorType{ivType, {}});
    return negative ? binary(ast::BinOpKind::Sub, start, v, l) : v;
  };

  Frame &f = frame();
  const auto before = f.locals;
  std::set<std::string> defs;
  std::map<std::string, Val> dryLocals;
  {
    // Dry run: which names does the body assign?
    ScratchBlock scratch;
    mlir::OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(scratch.block);
    mlir::Value iv = scratch.block->addArgument(ivMLIR, ml);
    f.defs.emplace_back();
    ++f.runtimeDepth, ++f.loopDepth, ++f.runtimeLoopDepth, ++dryRun;
    f.locals[target->id] = inductionValue(iv);
    LogicalResult dry = genBlock(s.body);
    --f.runtimeDepth, --f.loopDepth, --f.runtimeLoopDepth, --dryRun;
    if (failed(dry))
      return failure();
    defs = f.defs.back();
    f.defs.pop_back();
    dryLocals = f.locals;
    f.locals = before;
  }
  FailureOr<Carried> carried = carriedValues(*this, before, dryLocals, defs, target->id, s.loc);
  if (failed(carried))
    return failure();
  const Carried &c = *carried;

  auto forOp = b.create<mlir::scf::ForOp>(ml, bounds[0].value, bounds[1].value, bounds[2].value, c.inits);
  if (a.given(3)) {
    FailureOr<int64_t> stages = constexprInt(a[3], a.locs[3], "num_stages");
    if (failed(stages))
      return failure();
    forOp->setAttr(tile::kNumStagesAttr, b.getI32IntegerAttr(int32_t(*stages)));
  }
  if (failed(applyLoopControls(a, forOp)))
    return failure();
  {
    mlir::OpBuilder::InsertionGuard guard(b);
    mlir::Block *body = forOp.getBody();
    if (!body->empty() && body->back().hasTrait<mlir::OpTrait::IsTerminator>())
      body->back().erase();
    b.setInsertionPointToEnd(body);
    for (size_t i = 0; i < c.names.size(); ++i)
      f.locals[c.names[i]] = rebuild(c.plans[i], forOp.getRegionIterArgs());
    f.locals[target->id] = inductionValue(forOp.getInductionVar());
    f.defs.emplace_back();
    ++f.runtimeDepth, ++f.loopDepth, ++f.runtimeLoopDepth;
    if (failed(genBlock(s.body)))
      return failure();
    --f.runtimeDepth, --f.loopDepth, --f.runtimeLoopDepth;
    FailureOr<std::vector<mlir::Value>> yields = yieldValues(*this, c, s.loc, "loop");
    if (failed(yields))
      return failure();
    f.defs.pop_back();
    b.create<mlir::scf::YieldOp>(ml, *yields);
  }
  f.locals = before;
  b.setInsertionPointAfter(forOp);
  for (size_t i = 0; i < c.names.size(); ++i)
    assignName(c.names[i], rebuild(c.plans[i], forOp.getResults()));
  for (const std::string &name : defs)
    if (!before.count(name) && name != target->id)
      assignName(name, Val::undefined("'" + name + "' is assigned inside the runtime loop at line " +
                                      std::to_string(s.loc.line) + " and cannot be used after it; "
                                      "define it before the loop"));
  assignName(target->id, Val::undefined("the variable '" + target->id + "' of the runtime loop at line " +
                                        std::to_string(s.loc.line) + " cannot be used after the loop"));
  return success();
}

LogicalResult CodeGen::genWhile(const ast::While &s) {
  if (!s.orelse.empty())
    return fail(s.loc, "'while ... else' is not supported in a kernel");
  mlir::Location ml = loc(s.loc);
  Frame &f = frame();
  const auto before = f.locals;
  std::set<std::string> defs;
  std::map<std::string, Val> dryLocals;
  {
    ScratchBlock scratch;
    mlir::OpBuilder::InsertionGuard guard(b);
    b.setInsertionPointToStart(scratch.block);
    f.defs.emplace_back();
    ++f.runtimeDepth, ++f.loopDepth, ++f.runtimeLoopDepth, ++dryRun;
    LogicalResult dry = genBlock(s.body);
    --f.runtimeDepth, --f.loopDepth, --f.runtimeLoopDepth, --dryRun;
    if (failed(dry))
      return failure();
    defs = f.defs.back();
    f.defs.pop_back();
    dryLocals = f.locals;
    f.locals = before;
  }
  FailureOr<Carried> carried = carriedValues(*this, before, dryLocals, defs, "", s.loc);
  if (failed(carried))
    return failure();
  const Carried &c = *carried;
  std::vector<mlir::Location> locs(c.types.size(), ml);

  auto whileOp = b.create<mlir::scf::WhileOp>(ml, c.types, c.inits);
  {
    mlir::OpBuilder::InsertionGuard guard(b);
    mlir::Block *condBlock = b.createBlock(&whileOp.getBefore(), {}, c.types, locs);
    for (size_t i = 0; i < c.names.size(); ++i)
      f.locals[c.names[i]] = rebuild(c.plans[i], condBlock->getArguments());
    Val test = genExpr(*s.test);
    if (failed(test))
      return failure();
    FailureOr<mlir::Value> cond = conditionValue(test, s.test->loc, "a 'while'");
    if (failed(cond))
      return failure();
    b.create<mlir::scf::ConditionOp>(ml, *cond, condBlock->getArguments());

    mlir::Block *body = b.createBlock(&whileOp.getAfter(), {}, c.types, locs);
    f.locals = before;
    for (size_t i = 0; i < c.names.size(); ++i)
      f.locals[c.names[i]] = rebuild(c.plans[i], body->getArguments());
    f.defs.emplace_back();
    ++f.runtimeDepth, ++f.loopDepth, ++f.runtimeLoopDepth;
    if (failed(genBlock(s.body)))
      return failure();
    --f.runtimeDepth, --f.loopDepth, --f.runtimeLoopDepth;
    FailureOr<std::vector<mlir::Value>> yields = yieldValues(*this, c, s.loc, "while loop");
    if (failed(yields))
      return failure();
    f.defs.pop_back();
    b.create<mlir::scf::YieldOp>(ml, *yields);
  }
  f.locals = before;
  b.setInsertionPointAfter(whileOp);
  for (size_t i = 0; i < c.names.size(); ++i)
    assignName(c.names[i], rebuild(c.plans[i], whileOp.getResults()));
  for (const std::string &name : defs)
    if (!before.count(name))
      assignName(name, Val::undefined("'" + name + "' is assigned inside the runtime 'while' loop at line " +
                                      std::to_string(s.loc.line) + " and cannot be used after it; "
                                      "define it before the loop"));
  return success();
}

} // namespace tritonc::irgen

namespace tritonc::irgen {

Val CodeGen::genIfExp(const ast::IfExp &e, const Val &test) {
  FailureOr<mlir::Value> condition = conditionValue(test, e.test->loc, "a conditional expression");
  if (failed(condition))
    return Failure();
  mlir::Value cond = *condition;
  mlir::Location ml = loc(e.loc);
  auto ifOp = b.create<mlir::scf::IfOp>(ml, mlir::TypeRange{}, cond, /*withElseRegion=*/true);
  Val sides[2];
  const ast::Expr *exprs[2] = {e.body.get(), e.orelse.get()};
  mlir::Block *blocks[2] = {ifOp.thenBlock(), ifOp.elseBlock()};
  for (int i = 0; i < 2; ++i) {
    mlir::OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(blocks[i]->getTerminator());
    ++frame().runtimeDepth;
    sides[i] = genExpr(*exprs[i]);
    --frame().runtimeDepth;
    if (failed(sides[i]))
      return sides[i];
  }
  // `tl.store(p, x) if c else tl.store(q, y)`: a statement in each branch,
  // as Triton compiles it; the expression's value is None.
  auto isNone = [](const Val &v) { return v.isConstexpr() && v.constant.isNone(); };
  if (isNone(sides[0]) && isNone(sides[1])) {
    b.setInsertionPointAfter(ifOp);
    return Val::none();
  }
  for (int i = 0; i < 2; ++i) {
    mlir::OpBuilder::InsertionGuard guard(b);
    b.setInsertionPoint(blocks[i]->getTerminator());
    sides[i] = toTensorDefault(sides[i], exprs[i]->loc, "a conditional expression");
    if (failed(sides[i]))
      return sides[i];
  }
  if (sides[0].type.dtype != sides[1].type.dtype || sides[0].type.shape != sides[1].type.shape)
    return fail(e.loc, "the two values of a conditional expression with a runtime condition must have one "
                "type, got " + sides[0].type.str() + " and " + sides[1].type.str());
  b.setInsertionPoint(ifOp);
  auto newIf = b.create<mlir::scf::IfOp>(ml, mlir::TypeRange{sides[0].value.getType()}, cond,
                                         /*addThenBlock=*/false, /*addElseBlock=*/false);
  newIf.getThenRegion().takeBody(ifOp.getThenRegion());
  newIf.getElseRegion().takeBody(ifOp.getElseRegion());
  for (int i = 0; i < 2; ++i) {
    mlir::Block *block = i == 0 ? newIf.thenBlock() : newIf.elseBlock();
    block->getTerminator()->erase();
    b.setInsertionPointToEnd(block);
    b.create<mlir::scf::YieldOp>(ml, sides[i].value);
  }
  ifOp.erase();
  b.setInsertionPointAfter(newIf);
  return Val::tensor(newIf.getResult(0), sides[0].type);
}

} // namespace tritonc::irgen
