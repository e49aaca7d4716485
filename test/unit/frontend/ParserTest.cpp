// Parsing real files and the shape of the AST.
#include "TestUtil.h"

#include <catch2/catch.hpp>

using namespace tritonc;
using namespace tritonc::ast;
using llvm::cast;
using llvm::dyn_cast;
using llvm::isa;
using testutil::parse;

namespace {

const Expr *onlyExpr(const Module &m) {
  REQUIRE(m.body.size() == 1);
  auto *s = dyn_cast<ExprStmt>(m.body[0].get());
  REQUIRE(s);
  return s->value.get();
}

const Expr *assignedValue(const Module &m, size_t i = 0) {
  REQUIRE(m.body.size() > i);
  auto *a = dyn_cast<Assign>(m.body[i].get());
  REQUIRE(a);
  return a->value.get();
}

int64_t intOf(const Expr *e) {
  auto *c = dyn_cast<Constant>(e);
  REQUIRE(c);
  REQUIRE(c->ckind == Constant::Kind::Int);
  return c->intValue;
}

} // namespace

TEST_CASE("vector_add sample: kernel and host code", "[parser]") {
  std::string path = std::string(TRITONC_SOURCE_DIR) + "/samples/vector_add/vector_add.tri";
  auto r = parse(testutil::readFile(path), path);
  INFO(r.diagnostics);
  REQUIRE(r.module);
  CHECK(r.errors == 0);
  const Module &m = *r.module;
  // 3 imports, the kernel, 5 host statements.
  REQUIRE(m.body.size() == 9);
  CHECK(isa<Import>(m.body[0].get()));
  auto *imp = cast<Import>(m.body[2].get());
  REQUIRE(imp->names.size() == 1);
  CHECK(imp->names[0].name == "triton.language");
  CHECK(imp->names[0].asname == "tl");

  const FunctionDef *k = m.findFunction("aduna_vectori_kernel");
  REQUIRE(k);
  CHECK(k->loc == SourceLocation{6, 1});
  CHECK(k->nameLoc == SourceLocation{6, 5});
  REQUIRE(k->decorators.size() == 1);
  CHECK(dottedName(k->decorators[0].get()) == "triton.jit");
  CHECK(k->decorators[0]->loc == SourceLocation{5, 2});

  REQUIRE(k->params.size() == 5);
  const char *names[] = {"x_ptr", "y_ptr", "out_ptr", "n_elements", "BLOCK_SIZE"};
  for (int i = 0; i < 5; ++i) {
    CHECK(k->params[i].name == names[i]);
    CHECK(k->params[i].kind == Param::Kind::Normal);
    CHECK(!k->params[i].defaultValue);
  }
  CHECK(!k->params[0].annotation);
  REQUIRE(k->params[4].annotation);
  CHECK(dottedName(k->params[4].annotation.get()) == "tl.constexpr");

  // Six statements; comments (with Romanian diacritics) are skipped.
  REQUIRE(k->body.size() == 6);
  auto *pid = dyn_cast<Assign>(k->body[0].get());
  REQUIRE(pid);
  CHECK(pid->loc == SourceLocation{8, 5});
  REQUIRE(pid->targets.size() == 1);
  auto *pidName = dyn_cast<Name>(pid->targets[0].get());
  REQUIRE(pidName);
  CHECK(pidName->id == "pid");
  CHECK(pidName->ctx == ExprContext::Store);
  auto *pidCall = dyn_cast<Call>(pid->value.get());
  REQUIRE(pidCall);
  CHECK(dottedName(pidCall->func.get()) == "tl.program_id");
  CHECK(pidCall->args.empty());
  REQUIRE(pidCall->keywords.size() == 1);
  CHECK(pidCall->keywords[0].arg == "axis");
  CHECK(intOf(pidCall->keywords[0].value.get()) == 0);

  // offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
  auto *offs = cast<Assign>(k->body[1].get());
  auto *add = dyn_cast<BinOp>(offs->value.get());
  REQUIRE(add);
  CHECK(add->op == BinOpKind::Add);
  auto *mul = dyn_cast<BinOp>(add->left.get());
  REQUIRE(mul);
  CHECK(mul->op == BinOpKind::Mult);
  auto *arange = dyn_cast<Call>(add->right.get());
  REQUIRE(arange);
  CHECK(arange->args.size() == 2);

  // masca = offsets < n_elements
  auto *cmp = dyn_cast<Compare>(cast<Assign>(k->body[2].get())->value.get());
  REQUIRE(cmp);
  REQUIRE(cmp->ops.size() == 1);
  CHECK(cmp->ops[0] == CmpOpKind::Lt);

  // tl.store(out_ptr + offsets, x + y, mask=masca)
  auto *store = dyn_cast<ExprStmt>(k->body[5].get());
  REQUIRE(store);
  CHECK(store->loc == SourceLocation{15, 5});
  auto *storeCall = dyn_cast<Call>(store->value.get());
  REQUIRE(storeCall);
  CHECK(dottedName(storeCall->func.get()) == "tl.store");
  CHECK(storeCall->args.size() == 2);
  REQUIRE(storeCall->keywords.size() == 1);
  CHECK(storeCall->keywords[0].arg == "mask");
  CHECK(storeCall->keywords[0].loc == SourceLocation{15, 40});

  // Host code: grid = lambda meta: (...,) and kernel[grid](..., BLOCK_SIZE=1024)
  auto *grid = dyn_cast<Lambda>(assignedValue(m, 7));
  REQUIRE(grid);
  REQUIRE(grid->params.size() == 1);
  CHECK(grid->params[0].name == "meta");
  auto *tuple = dyn_cast<Tuple>(grid->body.get());
  REQUIRE(tuple);
  CHECK(tuple->elts.size() == 1);
  auto *launch = dyn_cast<Call>(cast<ExprStmt>(m.body[8].get())->value.get());
  REQUIRE(launch);
  CHECK(isa<Subscript>(launch->func.get()));
  REQUIRE(launch->keywords.size() == 1);
  CHECK(launch->keywords[0].arg == "BLOCK_SIZE");
  CHECK(intOf(launch->keywords[0].value.get()) == 1024);
}

TEST_CASE("a file with every construct parses to the expected tree", "[parser]") {
  std::string dir = TRITONC_FRONTEND_INPUTS;
  std::string path = dir + "/all_constructs.py";
  auto r = parse(testutil::readFile(path), "all_constructs.py");
  INFO(r.diagnostics);
  REQUIRE(r.module);
  // CPython's ast.parse gives 137 top-level statements for this file.
  CHECK(r.module->body.size() == 137);
  // The golden dump was checked node by node against CPython 3.11's ast
  // (only \N{...} escapes differ: they are kept as written).  To regenerate:
  // tritonc --emit=ast all_constructs.py, review the diff.
  std::ostringstream os;
  dumpAST(*r.module, os);
  std::string expected = testutil::readFile(dir + "/all_constructs.ast");
  REQUIRE(!expected.empty());
  CHECK(os.str() == expected);
}

TEST_CASE("operators, precedence and chained comparisons", "[parser]") {
  auto r = parse("a + b * c ** -d\n");
  REQUIRE(r.module);
  CHECK(testutil::dump(*onlyExpr(*r.module)) ==
        "BinOp op=Add @1:1\n"
        "  left=Name id='a' ctx=Load @1:1\n"
        "  right=BinOp op=Mult @1:5\n"
        "    left=Name id='b' ctx=Load @1:5\n"
        "    right=BinOp op=Pow @1:9\n"
        "      left=Name id='c' ctx=Load @1:9\n"
        "      right=UnaryOp op=USub @1:14\n"
        "        operand=Name id='d' ctx=Load @1:15\n");

  r = parse("-2 ** 2\n");
  REQUIRE(r.module);
  auto *neg = dyn_cast<UnaryOp>(onlyExpr(*r.module));
  REQUIRE(neg); // -(2 ** 2)
  CHECK(isa<BinOp>(neg->operand.get()));

  r = parse("a < b <= c is not d not in e == f\n");
  REQUIRE(r.module);
  auto *cmp = dyn_cast<Compare>(onlyExpr(*r.module));
  REQUIRE(cmp);
  std::vector<CmpOpKind> ops = {CmpOpKind::Lt, CmpOpKind::LtE, CmpOpKind::IsNot,
                                CmpOpKind::NotIn, CmpOpKind::Eq};
  CHECK(cmp->ops == ops);
  CHECK(cmp->comparators.size() == 5);

  r = parse("not a and b or c and not d\n");
  REQUIRE(r.module);
  auto *orOp = dyn_cast<BoolOp>(onlyExpr(*r.module));
  REQUIRE(orOp);
  CHECK(orOp->op == BoolOpKind::Or);
  REQUIRE(orOp->values.size() == 2);
  auto *andOp = dyn_cast<BoolOp>(orOp->values[0].get());
  REQUIRE(andOp);
  CHECK(andOp->op == BoolOpKind::And);
  CHECK(isa<UnaryOp>(andOp->values[0].get()));

  r = parse("x = a if b else c if d else e\n");
  REQUIRE(r.module);
  auto *ifexp = dyn_cast<IfExp>(assignedValue(*r.module));
  REQUIRE(ifexp);
  CHECK(isa<IfExp>(ifexp->orelse.get()));

  r = parse("a - b - c\n"); // left associative
  REQUIRE(r.module);
  auto *sub = dyn_cast<BinOp>(onlyExpr(*r.module));
  REQUIRE(sub);
  CHECK(isa<BinOp>(sub->left.get()));
  CHECK(isa<Name>(sub->right.get()));
}

TEST_CASE("subscripts and slices", "[parser]") {
  auto r = parse("x[None, :]\n");
  REQUIRE(r.module);
  auto *sub = dyn_cast<Subscript>(onlyExpr(*r.module));
  REQUIRE(sub);
  auto *idx = dyn_cast<Tuple>(sub->slice.get());
  REQUIRE(idx);
  REQUIRE(idx->elts.size() == 2);
  auto *none = dyn_cast<Constant>(idx->elts[0].get());
  REQUIRE(none);
  CHECK(none->ckind == Constant::Kind::None);
  auto *all = dyn_cast<Slice>(idx->elts[1].get());
  REQUIRE(all);
  CHECK(!all->lower);
  CHECK(!all->upper);
  CHECK(!all->step);

  r = parse("x[1:n:2]\nx[::-1]\nx[i]\nx[i,]\n");
  REQUIRE(r.module);
  auto *s0 = dyn_cast<Slice>(cast<Subscript>(cast<ExprStmt>(r.module->body[0].get())->value.get())->slice.get());
  REQUIRE(s0);
  CHECK(intOf(s0->lower.get()) == 1);
  CHECK(isa<Name>(s0->upper.get()));
  CHECK(intOf(s0->step.get()) == 2);
  auto *s1 = dyn_cast<Slice>(cast<Subscript>(cast<ExprStmt>(r.module->body[1].get())->value.get())->slice.get());
  REQUIRE(s1);
  CHECK(!s1->lower);
  CHECK(!s1->upper);
  CHECK(isa<UnaryOp>(s1->step.get()));
  CHECK(isa<Name>(cast<Subscript>(cast<ExprStmt>(r.module->body[2].get())->value.get())->slice.get()));
  CHECK(isa<Tuple>(cast<Subscript>(cast<ExprStmt>(r.module->body[3].get())->value.get())->slice.get()));
}

TEST_CASE("calls: positional, starred, keywords and **", "[parser]") {
  auto r = parse("f(a, *b, c=1, **d)\n");
  REQUIRE(r.module);
  auto *call = dyn_cast<Call>(onlyExpr(*r.module));
  REQUIRE(call);
  REQUIRE(call->args.size() == 2);
  CHECK(isa<Name>(call->args[0].get()));
  CHECK(isa<Starred>(call->args[1].get()));
  REQUIRE(call->keywords.size() == 2);
  CHECK(call->keywords[0].arg == "c");
  CHECK(call->keywords[1].arg.empty()); // **d
  CHECK(isa<Name>(call->keywords[1].value.get()));
  CHECK(call->keywords[1].loc == SourceLocation{1, 15});

  r = parse("f(x for x in y)\n");
  REQUIRE(r.module);
  call = dyn_cast<Call>(onlyExpr(*r.module));
  REQUIRE(call);
  REQUIRE(call->args.size() == 1);
  auto *gen = dyn_cast<GeneratorExp>(call->args[0].get());
  REQUIRE(gen);
  REQUIRE(gen->generators.size() == 1);
}

TEST_CASE("function definitions: parameter kinds and defaults", "[parser]") {
  auto r = parse("@a.b\n@c(1)\nasync def f(p, /, q: int = 1, *args, k, m=2, **kw) -> R:\n"
                 "    return p\n");
  INFO(r.diagnostics);
  REQUIRE(r.module);
  auto *f = dyn_cast<FunctionDef>(r.module->body[0].get());
  REQUIRE(f);
  CHECK(f->isAsync);
  CHECK(f->loc == SourceLocation{3, 1});
  CHECK(f->decorators.size() == 2);
  CHECK(isa<Call>(f->decorators[1].get()));
  REQUIRE(f->params.size() == 6);
  CHECK(f->params[0].kind == Param::Kind::PositionalOnly);
  CHECK(f->params[1].kind == Param::Kind::Normal);
  CHECK(f->params[1].name == "q");
  CHECK(dottedName(f->params[1].annotation.get()) == "int");
  CHECK(intOf(f->params[1].defaultValue.get()) == 1);
  CHECK(f->params[2].kind == Param::Kind::VarArgs);
  CHECK(f->params[2].name == "args");
  CHECK(f->params[3].kind == Param::Kind::KeywordOnly);
  CHECK(!f->params[3].defaultValue);
  CHECK(f->params[4].kind == Param::Kind::KeywordOnly);
  CHECK(f->params[5].kind == Param::Kind::VarKeywords);
  CHECK(f->params[5].loc == SourceLocation{3, 48});
  CHECK(dottedName(f->returns.get()) == "R");
  REQUIRE(f->body.size() == 1);
  CHECK(isa<Return>(f->body[0].get()));

  r = parse("def g(*, k=None): pass\n");
  REQUIRE(r.module);
  auto *g = cast<FunctionDef>(r.module->body[0].get());
  REQUIRE(g->params.size() == 1); // the bare * is not a parameter
  CHECK(g->params[0].kind == Param::Kind::KeywordOnly);
  REQUIRE(g->body.size() == 1);
  CHECK(isa<Pass>(g->body[0].get()));
}

TEST_CASE("if/elif/else nests like Python's ast", "[parser]") {
  auto r = parse("if a:\n    x = 1\nelif b:\n    x = 2\nelse:\n    x = 3\n");
  REQUIRE(r.module);
  auto *top = dyn_cast<If>(r.module->body[0].get());
  REQUIRE(top);
  CHECK(!top->isElif);
  REQUIRE(top->orelse.size() == 1);
  auto *elif = dyn_cast<If>(top->orelse[0].get());
  REQUIRE(elif);
  CHECK(elif->isElif);
  CHECK(elif->loc == SourceLocation{3, 1});
  REQUIRE(elif->orelse.size() == 1);
  CHECK(isa<Assign>(elif->orelse[0].get()));
}

TEST_CASE("loops, with, try and the small statements", "[parser]") {
  auto r = parse("for i, j in pairs:\n    continue\nelse:\n    pass\n"
                 "while n:\n    break\n"
                 "with open(f) as h, g:\n    pass\n"
                 "try:\n    pass\nexcept E as e:\n    raise X from e\nfinally:\n    pass\n"
                 "del a, b[0]\nglobal g1, g2\nassert c, 'msg'\nx += 1\ny: int = 2\n"
                 "from ..m import (a as b, c)\n");
  INFO(r.diagnostics);
  REQUIRE(r.module);
  const StmtList &b = r.module->body;
  REQUIRE(b.size() == 10);
  auto *f = cast<For>(b[0].get());
  auto *target = dyn_cast<Tuple>(f->target.get());
  REQUIRE(target);
  CHECK(target->ctx == ExprContext::Store);
  CHECK(cast<Name>(target->elts[1].get())->ctx == ExprContext::Store);
  CHECK(f->orelse.size() == 1);
  CHECK(isa<Break>(cast<While>(b[1].get())->body[0].get()));
  auto *w = cast<With>(b[2].get());
  REQUIRE(w->items.size() == 2);
  CHECK(w->items[0].optionalVars);
  CHECK(!w->items[1].optionalVars);
  auto *t = cast<Try>(b[3].get());
  REQUIRE(t->handlers.size() == 1);
  CHECK(t->handlers[0].name == "e");
  auto *raise = cast<Raise>(t->handlers[0].body[0].get());
  CHECK(raise->cause);
  CHECK(t->finalbody.size() == 1);
  auto *del = cast<Delete>(b[4].get());
  REQUIRE(del->targets.size() == 2);
  CHECK(cast<Subscript>(del->targets[1].get())->ctx == ExprContext::Del);
  CHECK(cast<Global>(b[5].get())->names == std::vector<std::string>{"g1", "g2"});
  CHECK(cast<Assert>(b[6].get())->msg);
  CHECK(cast<AugAssign>(b[7].get())->op == BinOpKind::Add);
  auto *ann = cast<AnnAssign>(b[8].get());
  CHECK(ann->simple);
  CHECK(intOf(ann->value.get()) == 2);
  auto *imp = cast<ImportFrom>(b[9].get());
  CHECK(imp->level == 2);
  CHECK(imp->module == "m");
  REQUIRE(imp->names.size() == 2);
  CHECK(imp->names[0].asname == "b");
}

TEST_CASE("literals", "[parser]") {
  auto r = parse("x = (0x1F, 0o17, 0b101, 1_000, 1.5e3, 2j, 99999999999999999999, True, None, ...)\n");
  REQUIRE(r.module);
  auto *t = dyn_cast<Tuple>(assignedValue(*r.module));
  REQUIRE(t);
  REQUIRE(t->elts.size() == 10);
  CHECK(intOf(t->elts[0].get()) == 31);
  CHECK(intOf(t->elts[1].get()) == 15);
  CHECK(intOf(t->elts[2].get()) == 5);
  CHECK(intOf(t->elts[3].get()) == 1000);
  auto *fl = cast<Constant>(t->elts[4].get());
  CHECK(fl->ckind == Constant::Kind::Float);
  CHECK(fl->floatValue == 1500.0);
  CHECK(cast<Constant>(t->elts[5].get())->ckind == Constant::Kind::Complex);
  auto *big = cast<Constant>(t->elts[6].get());
  CHECK(big->ckind == Constant::Kind::Int);
  CHECK(big->intOverflow);
  CHECK(big->text == "99999999999999999999");
  CHECK(cast<Constant>(t->elts[7].get())->boolValue);
  CHECK(cast<Constant>(t->elts[8].get())->ckind == Constant::Kind::None);
  CHECK(cast<Constant>(t->elts[9].get())->ckind == Constant::Kind::Ellipsis);

  r = parse("s = 'a\\tb' \"c\\x41\" '''\\u00e9'''\nb = b'\\x00\\xff' rb'\\n'\nr = r'\\d'\n");
  REQUIRE(r.module);
  auto *s = cast<Constant>(assignedValue(*r.module, 0));
  CHECK(s->ckind == Constant::Kind::String);
  CHECK(s->strValue == "a\tbcA\xC3\xA9");
  auto *bytes = cast<Constant>(assignedValue(*r.module, 1));
  CHECK(bytes->ckind == Constant::Kind::Bytes);
  CHECK(bytes->strValue == std::string("\x00\xff\\n", 4));
  CHECK(cast<Constant>(assignedValue(*r.module, 2))->strValue == "\\d");
}

TEST_CASE("comprehensions, lambda, walrus, starred", "[parser]") {
  auto r = parse("v = [x * y for x in a if x for y in b]\n"
                 "d = {k: v for k, v in items}\n"
                 "l = lambda a, b=1, *c, d, **e: a\n"
                 "if (n := len(a)) > 10: pass\n"
                 "first, *rest = seq\n");
  REQUIRE(r.module);
  auto *lc = dyn_cast<ListComp>(assignedValue(*r.module, 0));
  REQUIRE(lc);
  REQUIRE(lc->generators.size() == 2);
  CHECK(lc->generators[0].ifs.size() == 1);
  CHECK(lc->generators[1].ifs.empty());
  CHECK(isa<DictComp>(assignedValue(*r.module, 1)));
  auto *lam = dyn_cast<Lambda>(assignedValue(*r.module, 2));
  REQUIRE(lam);
  REQUIRE(lam->params.size() == 5);
  CHECK(lam->params[2].kind == Param::Kind::VarArgs);
  CHECK(lam->params[3].kind == Param::Kind::KeywordOnly);
  auto *cond = cast<Compare>(cast<If>(r.module->body[3].get())->test.get());
  auto *walrus = dyn_cast<NamedExpr>(cond->left.get());
  REQUIRE(walrus);
  CHECK(cast<Name>(walrus->target.get())->ctx == ExprContext::Store);
  auto *unpack = cast<Tuple>(cast<Assign>(r.module->body[4].get())->targets[0].get());
  CHECK(isa<Starred>(unpack->elts[1].get()));
}

TEST_CASE("classes", "[parser]") {
  auto r = parse("@dataclass\nclass A(B, metaclass=M):\n    x: int = 0\n    def f(self): return self.x\n");
  REQUIRE(r.module);
  auto *c = dyn_cast<ClassDef>(r.module->body[0].get());
  REQUIRE(c);
  CHECK(c->name == "A");
  CHECK(c->decorators.size() == 1);
  CHECK(c->bases.size() == 1);
  REQUIRE(c->keywords.size() == 1);
  CHECK(c->keywords[0].arg == "metaclass");
  REQUIRE(c->body.size() == 2);
  CHECK(isa<FunctionDef>(c->body[1].get()));
}

TEST_CASE("unusual but valid inputs", "[parser]") {
  auto r = parse("");
  REQUIRE(r.module);
  CHECK(r.module->body.empty());
  r = parse("# just a comment, no newline");
  REQUIRE(r.module);
  CHECK(r.module->body.empty());
  r = parse("x = 1"); // no final newline
  REQUIRE(r.module);
  CHECK(r.module->body.size() == 1);
  r = parse("\xEF\xBB\xBFx = 1\n"); // UTF-8 BOM
  REQUIRE(r.module);
  CHECK(r.module->body[0]->loc == SourceLocation{1, 2});
  r = parse("x = 1\r\nif x:\r\n    y = 2\r\n");
  REQUIRE(r.module);
  CHECK(r.module->body.size() == 2);
  r = parse("δ = 'ü'; 変数 = δ\n");
  REQUIRE(r.module);
  REQUIRE(r.module->body.size() == 2);
  CHECK(r.module->body[1]->loc == SourceLocation{1, 10});
  // Deep but legal nesting.
  r = parse("x = " + std::string(150, '(') + "1" + std::string(150, ')') + "\n");
  CHECK(r.module);
  r = parse("x = " + std::string(500, '-') + "1\n");
  CHECK(r.module);
}

TEST_CASE("junk never crashes the parser", "[parser]") {
  std::string junk;
  uint32_t seed = 12345;
  const char pieces[] = "()[]{}:,=\n\t \\'\"#@*xyz019.ifdef";
  for (int round = 0; round < 200; ++round) {
    junk.clear();
    for (int i = 0; i < 80; ++i) {
      seed = seed * 1103515245u + 12345u;
      junk += pieces[(seed >> 16) % (sizeof pieces - 1)];
    }
    auto r = parse(junk);
    // Either it parses or exactly one error is reported.
    if (!r.module)
      CHECK(r.errors == 1);
    else
      CHECK(r.errors == 0);
  }
  std::string binary;
  for (int i = 0; i < 256; ++i)
    binary += static_cast<char>(i);
  auto r = parse(binary);
  CHECK(!r.module);
  CHECK(r.errors == 1);
}

TEST_CASE("dumpAST output", "[parser]") {
  auto r = parse("@jit\ndef k(a, B: tl.constexpr = 4):\n    a[0] = -B\n", "k.py");
  REQUIRE(r.module);
  std::ostringstream os;
  dumpAST(*r.module, os);
  CHECK(os.str() == "Module path='k.py'\n"
                    "  body:\n"
                    "    FunctionDef name='k' @2:1\n"
                    "      decorators:\n"
                    "        Name id='jit' ctx=Load @1:2\n"
                    "      params:\n"
                    "        Param name='a' kind=Normal @2:7\n"
                    "        Param name='B' kind=Normal @2:10\n"
                    "          annotation=Attribute attr='constexpr' ctx=Load @2:13\n"
                    "            value=Name id='tl' ctx=Load @2:13\n"
                    "          default=Constant int 4 @2:28\n"
                    "      body:\n"
                    "        Assign @3:5\n"
                    "          targets:\n"
                    "            Subscript ctx=Store @3:5\n"
                    "              value=Name id='a' ctx=Load @3:5\n"
                    "              slice=Constant int 0 @3:7\n"
                    "          value=UnaryOp op=USub @3:12\n"
                    "            operand=Name id='B' ctx=Load @3:13\n");
}

TEST_CASE("match statement and patterns", "[parser]") {
  auto r = parse("match cmd:\n"
                 "    case [x, *rest] if x > 0:\n"
                 "        pass\n"
                 "    case Point(1, y=2) | {'k': v, **kw}:\n"
                 "        pass\n"
                 "    case -1 | None | a.B as q:\n"
                 "        pass\n"
                 "    case _:\n"
                 "        pass\n");
  INFO(r.diagnostics);
  REQUIRE(r.module);
  auto *m = dyn_cast<Match>(r.module->body[0].get());
  REQUIRE(m);
  CHECK(isa<Name>(m->subject.get()));
  REQUIRE(m->cases.size() == 4);
  CHECK(m->cases[0].loc == SourceLocation{2, 5});
  auto *seq = dyn_cast<MatchSequence>(m->cases[0].pattern.get());
  REQUIRE(seq);
  REQUIRE(seq->patterns.size() == 2);
  CHECK(cast<MatchAs>(seq->patterns[0].get())->name == "x");
  CHECK(cast<MatchStar>(seq->patterns[1].get())->name == "rest");
  CHECK(isa<Compare>(m->cases[0].guard.get()));

  auto *alt = dyn_cast<MatchOr>(m->cases[1].pattern.get());
  REQUIRE(alt);
  REQUIRE(alt->patterns.size() == 2);
  auto *cls = dyn_cast<MatchClass>(alt->patterns[0].get());
  REQUIRE(cls);
  CHECK(dottedName(cls->cls.get()) == "Point");
  CHECK(cls->patterns.size() == 1);
  CHECK(cls->kwdAttrs == std::vector<std::string>{"y"});
  auto *map = dyn_cast<MatchMapping>(alt->patterns[1].get());
  REQUIRE(map);
  CHECK(map->keys.size() == 1);
  CHECK(map->rest == "kw");

  auto *as = dyn_cast<MatchAs>(m->cases[2].pattern.get());
  REQUIRE(as);
  CHECK(as->name == "q");
  auto *alts = dyn_cast<MatchOr>(as->pattern.get());
  REQUIRE(alts);
  REQUIRE(alts->patterns.size() == 3);
  CHECK(isa<UnaryOp>(cast<MatchValue>(alts->patterns[0].get())->value.get()));
  CHECK(isa<MatchSingleton>(alts->patterns[1].get()));
  CHECK(isa<Attribute>(cast<MatchValue>(alts->patterns[2].get())->value.get()));

  auto *wild = dyn_cast<MatchAs>(m->cases[3].pattern.get());
  REQUIRE(wild);
  CHECK(wild->name.empty());
  CHECK(!wild->pattern);
}

TEST_CASE("match and case stay names elsewhere", "[parser]") {
  auto r = parse("match = re.match(p, s)\nmatch.group(1)\ncase = 2\nmatch(a, b)\n"
                 "def f(match):\n    match match:\n        case case: return case\n");
  INFO(r.diagnostics);
  REQUIRE(r.module);
  REQUIRE(r.module->body.size() == 5);
  CHECK(isa<Assign>(r.module->body[0].get()));
  CHECK(isa<ExprStmt>(r.module->body[3].get()));
  auto *f = cast<FunctionDef>(r.module->body[4].get());
  auto *m = dyn_cast<Match>(f->body[0].get());
  REQUIRE(m);
  CHECK(cast<Name>(m->subject.get())->id == "match");
  CHECK(cast<MatchAs>(m->cases[0].pattern.get())->name == "case");
}
