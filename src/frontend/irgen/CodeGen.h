//===- CodeGen.h - the IR generator's state and values ---------------------===//
//
// Internal to irgen/. A `Val` is what a Python expression evaluates to in a
// kernel: a tensor (a scalar is a tensor of rank 0) backed by an MLIR value,
// a compile-time constant (constexpr), a namespace such as `tl` or
// `tl.math`, a dtype, a @jit function, a tuple, a bound method, or a block
// pointer (tl.make_block_ptr; see BuiltinsBlockPtr.cpp).
//
// Errors are reported to the DiagnosticEngine at the AST location, and the
// failure travels back up by return values, LLVM style: `return fail(...)`
// in any function that can fail, and every caller checks what it got (an
// invalid Val, a failed LogicalResult or FailureOr) and returns early. The
// first error in a kernel stops its generation, as in Triton.
//
// Files: CodeGen.cpp (names, statements), Expressions.cpp (expressions,
// attributes, indexing, calls), ControlFlow.cpp
// (runtime if/for/while → scf), Semantics.cpp (promotion, broadcasting,
// casts), Builtins*.cpp (tl.* by area), Stdlib.cpp (the standard library
// written in the language itself, stdlib/*.tri).
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_IRGEN_CODEGEN_H
#define TRITONC_FRONTEND_IRGEN_CODEGEN_H

#include "frontend/ModuleLoader.h"
#include "frontend/irgen/IRGen.h"
#include "frontend/irgen/Types.h"

#include "Tile/TileDialect.h"
#include "mlir/IR/Builders.h"
#include "mlir/Support/LogicalResult.h"

#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <set>

namespace tritonc::irgen {

using mlir::failure;
using mlir::FailureOr;
using mlir::LogicalResult;
using mlir::success;
using mlir::succeeded;

struct ModuleInfo;
struct Val;

/// What a failing function returns: converts to the failure of whatever the
/// function itself returns (an invalid Val, a failed LogicalResult or
/// FailureOr), so that `return fail(...)` and `return Failure()` read the
/// same everywhere.
struct [[nodiscard]] Failure {
  operator Val() const;
  operator LogicalResult() const { return failure(); }
  template <typename T> operator FailureOr<T>() const { return failure(); }
};

struct Val {
  enum class Kind {
    Tensor, Constexpr, Namespace, DTypeObj, JitFunction, Tuple, Method, BlockPtr, Undefined,
    Module,     // an imported module of the user's package (`module`)
    LazyImport, // `from m import name`, resolved on first use (`module`, `name`)
    Decorator,  // what triton.jit(...) / triton.autotune(...) return (`name`)
    Invalid,    // the result of a failed evaluation (the error is reported)
  };
  Kind kind = Kind::Constexpr;
  mlir::Value value;       // Tensor
  TensorType type;         // Tensor
  ConstValue constant;     // Constexpr
  std::string name;        // Namespace path, Method name, Undefined: why,
                           // LazyImport: the imported name, Decorator: "jit" or "keep"
  /// DTypeObj: the dtype; the Namespace of torch.finfo(d) / torch.iinfo(d): d.
  DType dtypeObject;
  const ast::FunctionDef *function = nullptr; // JitFunction
  ModuleInfo *module = nullptr;               // JitFunction: where it is defined; Module;
                                              // LazyImport: the module imported from
  /// JitFunction: decorated @triton.jit (or made by triton.jit(f)), or a
  /// @tl.constexpr_function; plain functions are host code.
  bool jit = false;
  /// LazyImport / Undefined at module level: the statement that bound the
  /// name, and its module (null for kernel locals).
  ModuleInfo *boundIn = nullptr;
  SourceLocation boundAt;
  std::vector<Val> elements; // Tuple; Method: the receiver; BlockPtr: base,
                             // shape (i64), strides (i64), offsets (i32) scalars
  std::vector<int64_t> blockShape, order; // BlockPtr: compile-time parts
  /// BlockPtr: a tensor descriptor (tl.make_tensor_descriptor or a
  /// `tensordesc<...>` parameter), whose offsets stay 0 and are given to
  /// each access; `nanPadding`: what a load reads outside (else 0).
  bool descriptor = false, nanPadding = false;

  static Val tensor(mlir::Value v, TensorType t);
  static Val constexprValue(ConstValue c);
  static Val none() { return constexprValue(ConstValue::none()); }
  static Val ns(std::string path);
  static Val dtype(DType d);
  static Val tuple(std::vector<Val> elements);
  static Val undefined(std::string why);
  static Val makeFunction(const ast::FunctionDef *def, ModuleInfo *module, bool jit);
  static Val invalid() {
    Val r;
    r.kind = Kind::Invalid;
    return r;
  }
  bool failed() const { return kind == Kind::Invalid; }
  /// Same value for module-level merging (`if` / `try` branches).
  bool sameAs(const Val &other) const;

  bool isTensor() const { return kind == Kind::Tensor; }
  bool isConstexpr() const { return kind == Kind::Constexpr; }
  bool isBlockPtr() const { return kind == Kind::BlockPtr && !descriptor; }
  bool isDescriptor() const { return kind == Kind::BlockPtr && descriptor; }
  bool isNone() const { return kind == Kind::Constexpr && constant.isNone(); }
  /// How the value is described in messages: "int32[1024]", "constexpr 4".
  std::string describe() const;
};

inline Failure::operator Val() const { return Val::invalid(); }
/// `failed(x)` for a Val as for a LogicalResult or a FailureOr.
inline bool failed(const Val &v) { return v.failed(); }
inline bool succeeded(const Val &v) { return !v.failed(); }
using mlir::failed;

/// The arguments of a call, evaluated: positional, then keywords.
struct CallArgs {
  std::vector<Val> args;
  std::vector<SourceLocation> argLocs;
  std::vector<std::pair<std::string, Val>> keywords;
  std::vector<SourceLocation> keywordLocs;      // the keyword's name
  std::vector<SourceLocation> keywordValueLocs; // its value
  SourceLocation loc;
};

/// Keyword and positional arguments of a builtin call, by parameter name.
struct BoundArgs {
  std::vector<std::optional<Val>> values;
  std::vector<SourceLocation> locs;
  const std::optional<Val> &operator[](size_t i) const { return values[i]; }
  /// The argument, or None when it was not given.
  Val get(size_t i) const { return values[i] ? *values[i] : Val::none(); }
  bool given(size_t i) const { return values[i] && !values[i]->isNone(); }
  /// The function and its parameter names, for messages.
  std::string fname;
  std::vector<std::string> names;
};

/// A source module whose names kernels may use: the user's file, a module
/// of its package (ModuleLoader), or one file of the standard library. Its
/// top level is evaluated once, on first use (ModuleEval.cpp).
struct ModuleInfo {
  const ast::Module *ast = nullptr;   // null for a namespace package
  const SourceFile *source = nullptr; // for diagnostics
  std::string path;
  std::string name;                   // dotted ("pkg.utils"), for messages and __name__
  ModuleFile *file = nullptr;         // null for the standard library
  bool isStdlib = false;
  enum class State { Unevaluated, Evaluating, Evaluated } state = State::Unevaluated;
  std::map<std::string, Val> globals;
  /// `from m import *` sources, searched (last first) for names not in
  /// `globals`: evaluated only when a name is looked up there.
  std::vector<ModuleInfo *> starSources;
};

/// One inlined function body (the kernel is the outermost).
struct Frame {
  ModuleInfo *module = nullptr;
  std::string callee;       // for notes: the function's name
  SourceLocation callLoc;   // in the caller's module
  std::map<std::string, Val> locals;
  std::optional<Val> returnValue;
  bool returned = false;    // a `return` ran: the rest of the body is dead
  /// A module's top level is being evaluated: names bind in its globals.
  bool moduleLevel = false;
  /// Names assigned inside each enclosing runtime region (innermost last).
  std::vector<std::set<std::string>> defs;
  int runtimeDepth = 0;     // enclosing runtime if/for/while bodies
  int loopDepth = 0;        // enclosing loops of any kind
  int runtimeLoopDepth = 0; // enclosing runtime for/while bodies
  /// What follows the statement being generated, innermost first from the
  /// back: the rest of each enclosing block (and static_range iteration).
  /// A runtime `if` that returns on a path runs them in its other paths.
  std::vector<std::function<LogicalResult()>> rest;
};

/// Records that `x` is a multiple of `k` (bytes for a pointer) on its
/// definition, or on the kernel parameter it is, for the axis analysis
/// (tl.assume(x % k == 0), and the alignment tensor descriptors promise).
void promiseDivisibility(mlir::Value x, int64_t k);

/// Builds the combine region of a reduce/scan: scalar arguments in, results out.
using CombineFn = std::function<FailureOr<std::vector<Val>>(const std::vector<Val> &args)>;

class CodeGen {
public:
  CodeGen(mlir::MLIRContext &context, ModuleLoader &loader, DiagnosticEngine &diags);
  ~CodeGen();
  /// Generates the kernel `spec.function`, defined in module `home`.
  mlir::OwningOpRef<mlir::ModuleOp> run(const KernelSpec &spec, ModuleInfo &home);

  // ---- modules (ModuleEval.cpp) ----
  /// The ModuleInfo of a loaded file (created on first request).
  ModuleInfo &moduleFor(ModuleFile &file);
  /// Evaluates the module's top level unless done; `overrides` (-D values
  /// for module constants) replace the values assigned to those names.
  /// Fails only on an error reported while loading (a module that does not parse).
  LogicalResult evaluateModule(ModuleInfo &m,
                               const std::map<std::string, ConstValue> *overrides = nullptr);
  /// The names a function of module `home` binds in its body, evaluated
  /// as a module's top level over `home`'s names: where a @jit function
  /// defined inside it (a factory that builds its kernels when first
  /// called) finds its names. Evaluated once per function; null after a
  /// reported error.
  ModuleInfo *functionScope(ModuleInfo &home, const ast::FunctionDef &outer);
  /// The function scope whose body defines `kernel`; null if none does.
  ModuleInfo *functionScopeDefining(const ast::FunctionDef &kernel);
  /// Evaluates an expression of a module's top level (a parameter's
  /// default). Fails when it is not a compile-time value: then `why` says
  /// why, unless the error was reported.
  Val evalInModule(ModuleInfo &m, const ast::Expr &expr, std::string &why);
  /// Decorators other than jit/autotune/heuristics on `def`, which are
  /// ignored: (location, spelling).
  const std::vector<std::pair<SourceLocation, std::string>> &ignoredDecorators(const ast::FunctionDef *def) {
    return ignoredDecorators_[def];
  }

  // ---- diagnostics ----
  /// Reports `message` at `loc` (at module level: records it as why the
  /// statement cannot be evaluated) and returns the failure.
  Failure fail(SourceLocation loc, const std::string &message);
  /// An error at `l` in the current module plus a note at `noteLoc` in
  /// `noteModule` (another file, possibly).
  Failure failWithNote(SourceLocation l, const std::string &message,
                                 const ModuleInfo *noteModule, SourceLocation noteLoc,
                                 const std::string &note);
  mlir::Location loc(SourceLocation l);

  // ---- statements and expressions (CodeGen.cpp) ----
  LogicalResult genBlock(const ast::StmtList &body);
  LogicalResult genBlockFrom(const ast::StmtList &body, size_t first);
  LogicalResult genStmt(const ast::Stmt &stmt);
  Val genExpr(const ast::Expr &expr);
  Val genCall(const ast::Call &call);
  FailureOr<CallArgs> evalArgs(const ast::Call &call);
  Val callValue(const Val &callee, const CallArgs &args);
  Val callJitFunction(const Val &fn, const CallArgs &args);
  Val lookup(const std::string &name, SourceLocation l);
  /// `materialize`: a plain assignment statement, where Triton turns a
  /// number into a scalar tensor (only `x: tl.constexpr = ...` keeps it).
  LogicalResult assign(const ast::Expr &target, const Val &value, bool materialize = false);
  /// The elements of a tuple or list target (`a, b` / `[a, b]`); null for
  /// any other expression.
  static const ast::ExprList *targetElements(const ast::Expr &target);
  void assignName(const std::string &name, const Val &value);
  Val attribute(const Val &base, const std::string &attr, SourceLocation l);
  /// `torch.finfo(dtype).max` and the like (`info` is torch.finfo(fp32)).
  Val numericLimit(const Val &info, const std::string &attr, SourceLocation l);
  Val subscript(const Val &base, const ast::Expr &index, SourceLocation l);
  Frame &frame() { return frames.back(); }

  // ---- runtime control flow (ControlFlow.cpp) ----
  LogicalResult genIf(const ast::If &stmt, const Val &cond);
  /// A runtime `if` with a `return` in it: the rest of the function is
  /// generated inside the branches (where they do not return), and the
  /// scf.if yields the function's return value.
  LogicalResult genReturningIf(const ast::If &stmt, mlir::Value cond);
  LogicalResult genFor(const ast::For &stmt, const Val &callee, const CallArgs &args);
  LogicalResult genWhile(const ast::While &stmt);
  /// `a if cond else b` on a runtime scalar: scf.if with one result.
  Val genIfExp(const ast::IfExp &expr, const Val &cond);
  /// `[elt for x in t if c]` (and the generator form) over tuples and
  /// constexpr ranges, unrolled at compile time into a tuple.
  Val genComprehension(const ast::Expr &elt, const std::vector<ast::Comprehension> &generators);
  /// What a comprehension's `for` iterates over.
  mlir::FailureOr<std::vector<Val>> comprehensionItems(const ast::Expr &iter);
  /// The i1 scalar a runtime condition tests.
  FailureOr<mlir::Value> conditionValue(const Val &cond, SourceLocation l, const char *what);

  // ---- semantics (Semantics.cpp) ----
  Val binary(ast::BinOpKind op, Val lhs, Val rhs, SourceLocation l);
  Val compare(ast::CmpOpKind op, Val lhs, Val rhs, SourceLocation l);
  Val unary(ast::UnaryOpKind op, Val operand, SourceLocation l);
  Val logical(bool isAnd, Val lhs, Val rhs, SourceLocation l);
  Val cast(const Val &v, const DType &to, SourceLocation l, bool bitcast = false);
  /// x.to(dtype, fp_downcast_rounding, bitcast) and tl.cast: argument 2 of
  /// `a` is the rounding ("rtne", the default, or "rtz"), argument 3 bitcast.
  Val castRounded(const Val &v, const DType &to, SourceLocation l, const BoundArgs &a);
  /// Casts from or to fp8 (Float8.cpp), done on the bits with integer
  /// operations so that both targets share them.
  Val castFloat8(const Val &v, const DType &to, SourceLocation l);
  /// A constexpr becomes a scalar of `peer`'s kind (Triton's rule for a
  /// Python literal next to a tensor); tensors pass through.
  Val toTensor(const Val &v, const DType &peer, SourceLocation l, const char *what);
  /// Triton's to_tensor: a constexpr takes its own default dtype (int32,
  /// uint32 or int64 for ints, fp32 for floats, int1 for bools).
  Val toTensorDefault(const Val &v, SourceLocation l, const std::string &what);
  /// Both operands of an arithmetic operation converted to their common
  /// dtype (Triton's promotion) and broadcast to their common shape.
  FailureOr<std::pair<Val, Val>> arithmeticOperands(Val lhs, Val rhs, SourceLocation l,
                                                    const std::string &what, bool divOrMod = false);
  /// arithmeticOperands, replacing both operands by their converted values.
  LogicalResult unifyOperands(Val &lhs, Val &rhs, SourceLocation l, const std::string &what);
  FailureOr<std::pair<Val, Val>> broadcastPair(Val a, Val c, SourceLocation l, const std::string &what);
  Val broadcastTo(const Val &v, const std::vector<int64_t> &shape, SourceLocation l);
  FailureOr<std::vector<int64_t>> broadcastShapes(const Val &a, const Val &b, SourceLocation l,
                                                  const std::string &what);
  Val expandDims(const Val &v, int64_t axis, SourceLocation l);
  Val reshape(const Val &v, const std::vector<int64_t> &shape, bool allowReorder, SourceLocation l);
  /// The only element of a one-element tensor, as a scalar.
  Val toScalar(const Val &v, SourceLocation l);
  Val constantTensor(const ConstValue &c, const DType &dtype, SourceLocation l);
  Val select(Val cond, Val x, Val y, SourceLocation l);
  FailureOr<bool> truthy(const Val &v, SourceLocation l);
  /// A flag argument (keep_dims=, reverse=, volatile=, bitcast=...): false
  /// when not given; a runtime value is an error that names the parameter.
  FailureOr<bool> flagArg(const BoundArgs &a, size_t i);
  LogicalResult applyLoopControls(const BoundArgs &a, mlir::Operation *loop);
  /// Triton's block shapes: every dimension a power of two, at most 2^20 elements.
  LogicalResult checkShape(const std::vector<int64_t> &shape, SourceLocation l, const std::string &what);

  // ---- builtins (Builtins*.cpp) ----
  /// `method`: called as x.<name>(...) (for the message when there is none).
  Val callBuiltin(const std::string &path, const CallArgs &args, bool method = false);
  Val callMethod(const Val &method, const CallArgs &args);
  FailureOr<BoundArgs> bindArgs(const CallArgs &args, const std::string &fname,
                                const std::vector<std::string> &params, size_t required);
  std::optional<DType> asDType(const Val &v);
  FailureOr<int64_t> constexprInt(const std::optional<Val> &v, SourceLocation l, const std::string &what);
  FailureOr<std::string> constexprString(const std::optional<Val> &v, SourceLocation l,
                                         const std::string &what);
  /// A shape given as a tuple/list of constexpr ints or one int.
  FailureOr<std::vector<int64_t>> shapeArg(const Val &v, SourceLocation l, const std::string &what);
  /// Shape arguments given as `f(x, 2, 3)` or `f(x, (2, 3))`.
  FailureOr<std::vector<int64_t>> variadicShape(const CallArgs &args, size_t first, const std::string &what);
  FailureOr<int64_t> normalizeAxis(int64_t axis, size_t rank, SourceLocation l, const std::string &what);

  std::optional<Val> coreBuiltin(const std::string &name, const CallArgs &args);
  std::optional<Val> shapeBuiltin(const std::string &name, const CallArgs &args);
  std::optional<Val> memoryBuiltin(const std::string &name, const CallArgs &args);
  std::optional<Val> mathBuiltin(const std::string &name, const CallArgs &args);
  std::optional<Val> reduceBuiltin(const std::string &name, const CallArgs &args);
  std::optional<Val> debugBuiltin(const std::string &name, const CallArgs &args);
  /// An f-string, its replacement fields evaluated at compile time
  /// (BuiltinsDebug.cpp).
  Val formatString(const ast::Constant &c);
  /// tl.inline_asm_elementwise (BuiltinsAsm.cpp).
  std::optional<Val> asmBuiltin(const std::string &name, const CallArgs &args);
  /// tl.dot (BuiltinsDot.cpp).
  std::optional<Val> dotBuiltin(const std::string &name, const CallArgs &args);
  /// tl.make_block_ptr and tl.advance (BuiltinsBlockPtr.cpp).
  std::optional<Val> blockPtrBuiltin(const std::string &name, const CallArgs &args);
  /// What tl.load / tl.store through block pointer `bp` access: the tensor
  /// of pointers of its block and, when `boundaryCheck` names dimensions,
  /// the mask of the elements inside the tensor's shape.
  FailureOr<std::pair<Val, std::optional<Val>>> blockPtrAccess(const Val &bp, const Val &boundaryCheck,
                                                               SourceLocation checkLoc, SourceLocation l);
  /// A tensor descriptor over `base` (BuiltinsDescriptor.cpp); `shape` and
  /// `strides` are i64 scalars, the last stride 1.
  Val makeDescriptor(const Val &base, std::vector<Val> shape, std::vector<Val> strides,
                     std::vector<int64_t> blockShape, bool nanPadding, SourceLocation l);
  /// tl.make_tensor_descriptor, tl.load/store_tensor_descriptor and the
  /// descriptor's methods (`desc` first in `args`).
  std::optional<Val> descriptorBuiltin(const std::string &name, const CallArgs &args);
  Val descriptorMethod(const std::string &name, const CallArgs &args);
  Val descriptorAttribute(const Val &desc, const std::string &attr, SourceLocation l);
  /// tl.extra.cuda.libdevice.<name> and tl.math.<name> without a builtin:
  /// tile.extern_elementwise "__nv_<name>[f]".
  /// A libdevice function; `area` is how the call spelled it, for messages
  /// ("libdevice" for libdevice.<name>, "tl.math" for tl.math.<name>).
  Val externElementwise(const std::string &name, const CallArgs &args,
                        const char *area = "libdevice");

  /// tile.reduce / tile.scan over `inputs` (one shape) along `axis`
  /// (nullopt: every axis, for a reduction).
  FailureOr<std::vector<Val>> reduce(std::vector<Val> inputs, std::optional<int64_t> axis,
                                     bool keepDims, const CombineFn &combine, SourceLocation l,
                                     const std::string &what);
  FailureOr<std::vector<Val>> scan(std::vector<Val> inputs, int64_t axis, bool reverse,
                                   const CombineFn &combine, SourceLocation l, const std::string &what);
  /// A combine function given by the user: inlines the @jit function.
  FailureOr<CombineFn> userCombine(const Val &fn, size_t numInputs, SourceLocation l, const std::string &what);

  // ---- standard library (Stdlib.cpp) ----
  /// The stdlib @jit function `name`, or nullopt.
  std::optional<Val> stdlibFunction(const std::string &name, SourceLocation l);

  mlir::OpBuilder b;
  mlir::MLIRContext &context;
  const KernelSpec &spec() const { return *spec_; }
  DiagnosticEngine &diags;
  /// Set while a loop body is generated a first time to find the names it
  /// assigns (the result is discarded): tl.static_print stays quiet.
  int dryRun = 0;
  std::set<std::pair<int, int>> warnedLoopControls; // see applyLoopControls
  /// The kernel's `tl.const` pointer parameters (block arguments), by name.
  llvm::DenseMap<mlir::Value, std::string> constPointers;

private:
  // ---- module evaluation (ModuleEval.cpp) ----
  // These fail on a reported error, or on an import that cannot be
  // resolved (Python's ImportError, which a `try` may handle): then
  // `importFailure` holds its message.
  LogicalResult evalModuleBody(const ast::StmtList &body, bool inTry);
  LogicalResult evalModuleStmt(const ast::Stmt &stmt, bool inTry);
  LogicalResult evalImport(const ast::Stmt &stmt);
  LogicalResult evalFunctionDef(const ast::FunctionDef &def);
  LogicalResult evalIf(const ast::If &stmt, bool inTry);
  LogicalResult evalTry(const ast::Try &stmt, bool inTry);
  /// Fails with `message` as Python's ImportError.
  Failure failImport(std::string message);
  /// Binds every name `stmt` would bind to an undefined value saying why.
  void bindUndefined(const ast::Stmt &stmt, const std::string &why);
  /// Applies a decorator (or a call such as triton.jit(f)) to a function.
  Val decorate(const Val &fn, const Val &decorator, SourceLocation l, const std::string &spelling);
  /// `triton.jit(f)`, `triton.heuristics(...)` and the like: the value of
  /// the call, or nullopt when `callee` is none of them.
  std::optional<Val> decoratorCall(const Val &callee, const ast::Call &call);
  /// `name` in module `m` (its globals, then its star imports); LazyImport
  /// and Undefined values are returned as they are. Null if absent.
  FailureOr<Val *> findGlobal(ModuleInfo &m, const std::string &name);
  /// `name` read from module `m` for a use at `use`: a lazy import is
  /// resolved (and kept), an undefined value is the error (named `shown`).
  /// Nullopt when the module has no such name; an invalid Val on failure.
  std::optional<Val> readGlobal(ModuleInfo &m, const std::string &name, const std::string &shown,
                                SourceLocation use);
  /// A LazyImport resolved: the name's value in its module (evaluated now).
  Val resolveImport(const Val &lazy, SourceLocation use);
  /// An Undefined value used at `l`: the error, with a note where it was bound.
  Failure failUndefined(const Val &v, const std::string &name, SourceLocation l);
  ModuleInfo *currentModule() { return frames.empty() ? home_ : frame().module; }
  /// The "in this call to" notes of an error inside inlined functions.
  void noteCallChain();
  /// Module-level evaluation in progress (RAII): a frame binding into the
  /// module's globals, errors recorded in hostEvalError, the builder on the scratch
  /// module, -D overrides in effect.
  struct ModuleScope {
    ModuleScope(CodeGen &gen, ModuleInfo &m, const std::map<std::string, ConstValue> *overrides);
    ~ModuleScope();
    CodeGen &gen;
    mlir::OpBuilder::InsertionGuard guard;
    const std::map<std::string, ConstValue> *savedOverrides;
  };

  ModuleLoader &loader;
  const KernelSpec *spec_ = nullptr;
  ModuleInfo *home_ = nullptr; // the kernel's module, while it is generated
  std::deque<ModuleInfo> modules; // package modules as they load, then stdlib files
  std::map<const ModuleFile *, ModuleInfo *> moduleOfFile;
  std::map<const ast::FunctionDef *, ModuleInfo *> functionScopes; // functionScope()
  std::map<const ast::FunctionDef *, std::vector<std::pair<SourceLocation, std::string>>>
      ignoredDecorators_;
  const std::map<std::string, ConstValue> *overrides_ = nullptr; // while evaluating the main module
  /// Module-level evaluation: fail() records its message in hostEvalError
  /// instead of reporting it.
  int evaluatingModule = 0;
  /// Why a module-level statement cannot be evaluated at compile time
  /// (host code): its names become undefined with this message. Empty when
  /// the failure is a reported error.
  std::optional<std::string> hostEvalError;
  /// The message of an import that cannot be resolved, while its failure
  /// travels up to the `try`, `if` or statement that handles it.
  std::optional<std::string> importFailure;
  int resolvingImports = 0; // depth of re-exports being followed (resolveImport)
  /// Where module-level evaluation creates operations (never used).
  mlir::OwningOpRef<mlir::ModuleOp> scratch;
  std::deque<Frame> frames;
  std::map<std::string, Val> stdlibNames;
  /// The stdlib files evaluated in this compilation (Stdlib.cpp's files).
  std::map<const void *, ModuleInfo *> stdlibModules;
};

} // namespace tritonc::irgen

#endif
