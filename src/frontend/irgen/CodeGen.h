//===- CodeGen.h - the IR generator's state and values ---------------------===//
//
// Internal to irgen/. A `Val` is what a Python expression evaluates to in a
// kernel: a tensor (a scalar is a tensor of rank 0) backed by an MLIR value,
// a compile-time constant (constexpr), a namespace such as `tl` or
// `tl.math`, a dtype, a @jit function, a tuple, a bound method, or a block
// pointer (tl.make_block_ptr; see BuiltinsBlockPtr.cpp).
//
// Errors are reported to the DiagnosticEngine at the AST location and then
// thrown as `CodeGenError`, which unwinds to generateTileIR: the first error
// in a kernel stops its generation, as in Triton.
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

#include "frontend/irgen/IRGen.h"
#include "frontend/irgen/Types.h"

#include "Tile/TileDialect.h"
#include "mlir/IR/Builders.h"

#include <deque>
#include <functional>
#include <map>
#include <optional>
#include <set>

namespace tritonc::irgen {

struct CodeGenError {};
struct ModuleInfo;

struct Val {
  enum class Kind { Tensor, Constexpr, Namespace, DTypeObj, JitFunction, Tuple, Method, BlockPtr, Undefined };
  Kind kind = Kind::Constexpr;
  mlir::Value value;       // Tensor
  TensorType type;         // Tensor
  ConstValue constant;     // Constexpr
  std::string name;        // Namespace path, DTypeObj dtype, Method name, Undefined: why
  const ast::FunctionDef *function = nullptr; // JitFunction
  const ModuleInfo *module = nullptr;         // JitFunction: where it is defined
  std::vector<Val> elements; // Tuple; Method: the receiver; BlockPtr: base,
                             // shape (i64), strides (i64), offsets (i32) scalars
  std::vector<int64_t> blockShape, order; // BlockPtr: compile-time parts

  static Val tensor(mlir::Value v, TensorType t);
  static Val constexprValue(ConstValue c);
  static Val none() { return constexprValue(ConstValue::none()); }
  static Val ns(std::string path);
  static Val dtype(DType d);
  static Val tuple(std::vector<Val> elements);
  static Val undefined(std::string why);

  bool isTensor() const { return kind == Kind::Tensor; }
  bool isConstexpr() const { return kind == Kind::Constexpr; }
  bool isBlockPtr() const { return kind == Kind::BlockPtr; }
  bool isNone() const { return kind == Kind::Constexpr && constant.isNone(); }
  /// How the value is described in messages: "int32[1024]", "constexpr 4".
  std::string describe() const;
};

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

/// A source module whose names kernels may use: the user's file or one
/// file of the standard library.
struct ModuleInfo {
  const ast::Module *ast = nullptr;
  const SourceFile *source = nullptr; // for diagnostics
  std::string path;
  bool isStdlib = false;
  std::map<std::string, Val> globals;
  std::map<std::string, SourceLocation> hostGlobals; // assigned non-constant values
};

/// One inlined function body (the kernel is the outermost).
struct Frame {
  const ModuleInfo *module = nullptr;
  std::string callee;       // for notes: the function's name
  SourceLocation callLoc;   // in the caller's module
  std::map<std::string, Val> locals;
  std::optional<Val> returnValue;
  bool returned = false;    // a `return` ran: the rest of the body is dead
  /// Names assigned inside each enclosing runtime region (innermost last).
  std::vector<std::set<std::string>> defs;
  int runtimeDepth = 0;     // enclosing runtime if/for/while bodies
  int loopDepth = 0;        // enclosing loops of any kind
  int runtimeLoopDepth = 0; // enclosing runtime for/while bodies
  /// What follows the statement being generated, innermost first from the
  /// back: the rest of each enclosing block (and static_range iteration).
  /// A runtime `if` that returns on a path runs them in its other paths.
  std::vector<std::function<void()>> rest;
};

/// Builds the combine region of a reduce/scan: scalar arguments in, results out.
using CombineFn = std::function<std::vector<Val>(const std::vector<Val> &args)>;

class CodeGen {
public:
  CodeGen(mlir::MLIRContext &context, const ast::Module &module, const KernelSpec &spec,
          DiagnosticEngine &diags);
  mlir::OwningOpRef<mlir::ModuleOp> run();

  // ---- diagnostics ----
  [[noreturn]] void fail(SourceLocation loc, const std::string &message);
  mlir::Location loc(SourceLocation l);

  // ---- statements and expressions (CodeGen.cpp) ----
  void genBlock(const ast::StmtList &body);
  void genBlockFrom(const ast::StmtList &body, size_t first);
  void genStmt(const ast::Stmt &stmt);
  Val genExpr(const ast::Expr &expr);
  Val genCall(const ast::Call &call);
  CallArgs evalArgs(const ast::Call &call);
  Val callValue(const Val &callee, const CallArgs &args);
  Val callJitFunction(const Val &fn, const CallArgs &args);
  Val lookup(const std::string &name, SourceLocation l);
  /// `materialize`: a plain assignment statement, where Triton turns a
  /// number into a scalar tensor (only `x: tl.constexpr = ...` keeps it).
  void assign(const ast::Expr &target, const Val &value, bool materialize = false);
  void assignName(const std::string &name, const Val &value);
  Val attribute(const Val &base, const std::string &attr, SourceLocation l);
  Val subscript(const Val &base, const ast::Expr &index, SourceLocation l);
  Frame &frame() { return frames.back(); }
  const ModuleInfo &userModule() const { return modules.front(); }

  // ---- runtime control flow (ControlFlow.cpp) ----
  void genIf(const ast::If &stmt, const Val &cond);
  /// A runtime `if` with a `return` in it: the rest of the function is
  /// generated inside the branches (where they do not return), and the
  /// scf.if yields the function's return value.
  void genReturningIf(const ast::If &stmt, mlir::Value cond);
  void genFor(const ast::For &stmt, const Val &callee, const CallArgs &args);
  void genWhile(const ast::While &stmt);
  /// `a if cond else b` on a runtime scalar: scf.if with one result.
  Val genIfExp(const ast::IfExp &expr, const Val &cond);
  /// The i1 scalar a runtime condition tests.
  mlir::Value conditionValue(const Val &cond, SourceLocation l, const char *what);

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
  std::pair<Val, Val> arithmeticOperands(Val lhs, Val rhs, SourceLocation l, const std::string &what,
                                         bool divOrMod = false);
  std::pair<Val, Val> broadcastPair(Val a, Val c, SourceLocation l, const std::string &what);
  Val broadcastTo(const Val &v, const std::vector<int64_t> &shape, SourceLocation l);
  std::vector<int64_t> broadcastShapes(const Val &a, const Val &b, SourceLocation l,
                                       const std::string &what);
  Val expandDims(const Val &v, int64_t axis, SourceLocation l);
  Val reshape(const Val &v, const std::vector<int64_t> &shape, bool allowReorder, SourceLocation l);
  /// The only element of a one-element tensor, as a scalar.
  Val toScalar(const Val &v, SourceLocation l);
  Val constantTensor(const ConstValue &c, const DType &dtype, SourceLocation l);
  Val select(Val cond, Val x, Val y, SourceLocation l);
  bool truthy(const Val &v, SourceLocation l);
  /// A flag argument (keep_dims=, reverse=, volatile=, bitcast=...): false
  /// when not given; a runtime value is an error that names the parameter.
  bool flagArg(const BoundArgs &a, size_t i);
  /// Triton's block shapes: every dimension a power of two, at most 2^20 elements.
  void checkShape(const std::vector<int64_t> &shape, SourceLocation l, const std::string &what);

  // ---- builtins (Builtins*.cpp) ----
  /// `method`: called as x.<name>(...) (for the message when there is none).
  Val callBuiltin(const std::string &path, const CallArgs &args, bool method = false);
  Val callMethod(const Val &method, const CallArgs &args);
  BoundArgs bindArgs(const CallArgs &args, const std::string &fname,
                     const std::vector<std::string> &params, size_t required);
  std::optional<DType> asDType(const Val &v);
  int64_t constexprInt(const std::optional<Val> &v, SourceLocation l, const std::string &what);
  std::string constexprString(const std::optional<Val> &v, SourceLocation l, const std::string &what);
  /// A shape given as a tuple/list of constexpr ints or one int.
  std::vector<int64_t> shapeArg(const Val &v, SourceLocation l, const std::string &what);
  /// Shape arguments given as `f(x, 2, 3)` or `f(x, (2, 3))`.
  std::vector<int64_t> variadicShape(const CallArgs &args, size_t first, const std::string &what);
  int64_t normalizeAxis(int64_t axis, size_t rank, SourceLocation l, const std::string &what);

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
  std::pair<Val, std::optional<Val>> blockPtrAccess(const Val &bp, const Val &boundaryCheck,
                                                    SourceLocation checkLoc, SourceLocation l);
  /// tl.extra.cuda.libdevice.<name> and tl.math.<name> without a builtin:
  /// tile.extern_elementwise "__nv_<name>[f]".
  /// A libdevice function; `area` is how the call spelled it, for messages
  /// ("libdevice" for libdevice.<name>, "tl.math" for tl.math.<name>).
  Val externElementwise(const std::string &name, const CallArgs &args,
                        const char *area = "libdevice");

  /// tile.reduce / tile.scan over `inputs` (one shape) along `axis`
  /// (nullopt: every axis, for a reduction).
  std::vector<Val> reduce(std::vector<Val> inputs, std::optional<int64_t> axis, bool keepDims,
                          const CombineFn &combine, SourceLocation l, const std::string &what);
  std::vector<Val> scan(std::vector<Val> inputs, int64_t axis, bool reverse,
                        const CombineFn &combine, SourceLocation l, const std::string &what);
  /// A combine function given by the user: inlines the @jit function.
  CombineFn userCombine(const Val &fn, size_t numInputs, SourceLocation l, const std::string &what);

  // ---- standard library (Stdlib.cpp) ----
  /// The stdlib @jit function `name`, or nullopt.
  std::optional<Val> stdlibFunction(const std::string &name, SourceLocation l);

  mlir::OpBuilder b;
  mlir::MLIRContext &context;
  const KernelSpec &spec;
  DiagnosticEngine &diags;
  /// Set while a loop body is generated a first time to find the names it
  /// assigns (the result is discarded): tl.static_print stays quiet.
  int dryRun = 0;

private:
  void collectGlobals(ModuleInfo &m, bool applyOverrides);
  std::deque<ModuleInfo> modules; // the user's first, then stdlib files as they load
  std::deque<Frame> frames;
  std::map<std::string, Val> stdlibNames;
  bool stdlibLoaded = false;
};

} // namespace tritonc::irgen

#endif
