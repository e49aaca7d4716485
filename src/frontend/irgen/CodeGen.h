//===- CodeGen.h - the IR generator's state and values ---------------------===//
//
// Internal to irgen/. A `Val` is what a Python expression evaluates to in a
// kernel: a tensor (a scalar is a tensor of rank 0) backed by an MLIR value,
// a compile-time constant (constexpr), a namespace such as `tl` or
// `tl.math`, a dtype, a @jit function, a tuple, or a bound method.
//
// Errors are reported to the DiagnosticEngine at the AST location and then
// thrown as `CodeGenError`, which unwinds to generateTileIR: the first error
// in a kernel stops its generation, as in Triton.
//
//===----------------------------------------------------------------------===//
#ifndef TRITONC_FRONTEND_IRGEN_CODEGEN_H
#define TRITONC_FRONTEND_IRGEN_CODEGEN_H

#include "frontend/irgen/IRGen.h"
#include "frontend/irgen/Types.h"

#include "Tile/TileDialect.h"
#include "mlir/IR/Builders.h"

#include <map>
#include <optional>

namespace tritonc::irgen {

struct CodeGenError {};

struct Val {
  enum class Kind { Tensor, Constexpr, Namespace, DTypeObj, JitFunction, Tuple, Method };
  Kind kind = Kind::Constexpr;
  mlir::Value value;       // Tensor
  TensorType type;         // Tensor
  ConstValue constant;     // Constexpr
  std::string name;        // Namespace path, DTypeObj dtype, Method name
  const ast::FunctionDef *function = nullptr; // JitFunction
  std::vector<Val> elements; // Tuple; Method: the receiver

  static Val tensor(mlir::Value v, TensorType t);
  static Val constexprValue(ConstValue c);
  static Val ns(std::string path);
  static Val dtype(DType d);

  bool isTensor() const { return kind == Kind::Tensor; }
  bool isConstexpr() const { return kind == Kind::Constexpr; }
  /// How the value is described in messages: "int32[1024]", "constexpr 4".
  std::string describe() const;
};

/// Keyword and positional arguments of a builtin call, by parameter name.
struct BoundArgs {
  std::vector<std::optional<Val>> values;
  std::vector<SourceLocation> locs;
  const std::optional<Val> &operator[](size_t i) const { return values[i]; }
};

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
  void genStmt(const ast::Stmt &stmt);
  Val genExpr(const ast::Expr &expr);
  Val genCall(const ast::Call &call);
  Val callJitFunction(const ast::FunctionDef &fn, const ast::Call &call);
  Val lookup(const std::string &name, SourceLocation l);
  void assign(const ast::Expr &target, const Val &value);

  // ---- semantics (Semantics.cpp) ----
  Val binary(ast::BinOpKind op, Val lhs, Val rhs, SourceLocation l);
  Val compare(ast::CmpOpKind op, Val lhs, Val rhs, SourceLocation l);
  Val unary(ast::UnaryOpKind op, Val operand, SourceLocation l);
  Val cast(const Val &v, const DType &to, SourceLocation l, bool bitcast = false);
  Val toTensor(const Val &v, const DType &peer, SourceLocation l, const char *what);
  Val broadcastTo(const Val &v, const std::vector<int64_t> &shape, SourceLocation l);
  std::vector<int64_t> broadcastShapes(const Val &a, const Val &b, SourceLocation l,
                                       const std::string &what);
  Val constantTensor(const ConstValue &c, const DType &dtype, SourceLocation l);
  bool truthy(const Val &v, SourceLocation l);

  // ---- builtins (Builtins.cpp) ----
  Val callBuiltin(const std::string &name, const ast::Call &call, SourceLocation l);
  Val callMethod(const Val &method, const ast::Call &call);
  BoundArgs bindArgs(const ast::Call &call, const std::string &fname,
                     const std::vector<std::string> &params, size_t required, bool skipFirst = false);
  std::optional<DType> asDType(const Val &v);
  int64_t constexprInt(const std::optional<Val> &v, SourceLocation l, const std::string &what);

  mlir::OpBuilder b;
  mlir::MLIRContext &context;
  const ast::Module &module;
  const KernelSpec &spec;
  DiagnosticEngine &diags;

private:
  void collectGlobals();

  std::map<std::string, Val> globals;
  std::map<std::string, SourceLocation> hostGlobals; // assigned non-constant values
  std::vector<std::map<std::string, Val>> scopes;
  /// Return value of the @jit function being inlined (innermost last).
  std::vector<std::optional<Val>> returnValues;
  int inlineDepth = 0;
};

} // namespace tritonc::irgen

#endif
