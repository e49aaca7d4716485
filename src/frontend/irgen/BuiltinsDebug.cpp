//===- BuiltinsDebug.cpp - printing, assertions, compiler hints -----------===//
//
// tl.static_print / tl.static_assert run at compile time; tl.device_print
// becomes tile.print, tl.device_assert tile.assert in debug mode (--debug,
// @triton.jit(debug=True)) and nothing otherwise, as Triton drops it
// unchecked; tl.debug_barrier is tile.debug_barrier. tl.multiple_of,
// tl.max_contiguous and tl.max_constancy attach `tile.divisibility`,
// `tile.contiguity` and `tile.constancy` (one entry per dimension) to the
// op that defines the value. tl.assume emits nothing, but `tl.assume(x % K
// == 0)` (K a constant power of two) gives x the divisibility K, like a
// `:16` hint would, so that the axis analysis can vectorize with it.
//
//===----------------------------------------------------------------------===//
#include "frontend/irgen/CodeGen.h"

#include "mlir/Dialect/Arith/IR/Arith.h"
#include "mlir/Dialect/Func/IR/FuncOps.h"

#include "frontend/Parser.h"

#include <cctype>
#include <cstdio>
#include <cstring>
#include <iostream>
#include <sstream>

namespace tritonc::irgen {

/// The constant integer `v` holds, if it is one.
static std::optional<int64_t> constantInt(mlir::Value v) {
  if (auto constant = v.getDefiningOp<mlir::arith::ConstantOp>())
    if (auto attr = mlir::dyn_cast<mlir::IntegerAttr>(constant.getValue()))
      return attr.getInt();
  return std::nullopt;
}

/// tl.assume(x % K == 0) (or 0 == x % K) with K a power of two: records
/// divisibility K on x's definition, or on the kernel parameter x is.
static void recordDivisibilityAssumption(mlir::Value cond) {
  auto cmp = cond.getDefiningOp<mlir::arith::CmpIOp>();
  if (!cmp || cmp.getPredicate() != mlir::arith::CmpIPredicate::eq)
    return;
  mlir::Value rem = cmp.getLhs(), zero = cmp.getRhs();
  if (constantInt(rem) == 0)
    std::swap(rem, zero);
  if (constantInt(zero) != 0)
    return;
  mlir::Operation *remOp = rem.getDefiningOp();
  if (!remOp || !mlir::isa<mlir::arith::RemSIOp, mlir::arith::RemUIOp>(remOp))
    return;
  std::optional<int64_t> k = constantInt(remOp->getOperand(1));
  if (!k || *k < 2 || !llvm::isPowerOf2_64(*k) || *k > (int64_t(1) << 30))
    return;
  promiseDivisibility(remOp->getOperand(0), *k);
}

void promiseDivisibility(mlir::Value x, int64_t k) {
  mlir::Builder b(x.getContext());
  if (mlir::Operation *def = x.getDefiningOp()) {
    int64_t known = 1;
    if (auto old = def->getAttrOfType<mlir::DenseI64ArrayAttr>(tile::kDivisibilityAttr); old && old.size() == 1)
      known = old[0];
    def->setAttr(tile::kDivisibilityAttr, b.getDenseI64ArrayAttr({std::max(known, k)}));
    return;
  }
  auto arg = mlir::cast<mlir::BlockArgument>(x);
  auto func = mlir::dyn_cast<mlir::func::FuncOp>(arg.getOwner()->getParentOp());
  if (!func || arg.getOwner() != &func.getBody().front())
    return;
  int64_t known = 1;
  if (auto old = func.getArgAttrOfType<mlir::IntegerAttr>(arg.getArgNumber(), tile::kDivisibilityAttr))
    known = old.getInt();
  func.setArgAttr(arg.getArgNumber(), tile::kDivisibilityAttr, b.getI32IntegerAttr(std::max(known, k)));
}

/// Roughly what Python's print shows for a value of the kernel language.
static std::string printable(const Val &v) {
  switch (v.kind) {
  case Val::Kind::Constexpr:
    return v.constant.isString() ? v.constant.getString() : v.constant.repr();
  case Val::Kind::Tensor:
    return v.type.str();
  case Val::Kind::DTypeObj:
    return v.dtypeObject.displayName();
  case Val::Kind::Tuple: {
    std::string s = "(";
    for (size_t i = 0; i < v.elements.size(); ++i) {
      const Val &e = v.elements[i];
      s += (i ? ", " : "") + (e.isConstexpr() ? e.constant.repr() : printable(e));
    }
    return s + (v.elements.size() == 1 ? ",)" : ")");
  }
  default:
    return v.describe();
  }
}

// ---------------------------------------------------------------------------
// f-strings
// ---------------------------------------------------------------------------

/// Python's format(value, spec) for the common part of the format
/// mini-language: [[fill]align][sign][#][0][width][.precision][type], with
/// the types b c d o x X e E f F g G % s; an error for anything else.
static llvm::Expected<std::string> formatValue(const ConstValue &v, const std::string &spec) {
  if (spec.empty())
    return v.isString() ? v.getString() : v.repr();
  size_t i = 0;
  char fill = ' ', align = 0, sign = '-';
  bool alternate = false;
  auto isAlign = [](char c) { return c == '<' || c == '>' || c == '^' || c == '='; };
  if (spec.size() >= 2 && isAlign(spec[1])) {
    fill = spec[0];
    align = spec[1];
    i = 2;
  } else if (isAlign(spec[0])) {
    align = spec[0];
    i = 1;
  }
  if (i < spec.size() && (spec[i] == '+' || spec[i] == '-' || spec[i] == ' '))
    sign = spec[i++];
  if (i < spec.size() && spec[i] == '#') {
    alternate = true;
    ++i;
  }
  if (i < spec.size() && spec[i] == '0' && !align) {
    fill = '0';
    align = '=';
    ++i;
  }
  size_t width = 0;
  while (i < spec.size() && std::isdigit((unsigned char)spec[i]))
    width = std::min<size_t>(width * 10 + size_t(spec[i++] - '0'), 1000);
  int precision = -1;
  if (i < spec.size() && spec[i] == '.') {
    ++i;
    if (i >= spec.size() || !std::isdigit((unsigned char)spec[i]))
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "format specifier missing precision");
    precision = 0;
    while (i < spec.size() && std::isdigit((unsigned char)spec[i]))
      precision = std::min(precision * 10 + (spec[i++] - '0'), 100);
  }
  char type = i < spec.size() ? spec[i++] : 0;
  if (i != spec.size() || (type && !std::strchr("bcdoxXeEfFgG%s", type)))
    return llvm::createStringError(
        llvm::inconvertibleErrorCode(),
        "the format specifier '" + spec +
            "' is not supported (tritonc knows fill, align, sign, "
            "#, 0, width, precision and the types b c d o x X e E f F g G % s)");

  std::string body, prefix; // prefix: the sign (and 0x...), which '=' puts before the padding
  bool numeric = v.isInt() || v.isBool() || v.isFloat();
  if (v.isString() || v.isNone() || (!numeric && !type)) {
    if (type && type != 's')
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "format code '" + std::string(1, type) + "' is not for " +
                                         std::string(v.isString() ? "a string" : "this value"));
    body = v.isString() ? v.getString() : v.repr();
    if (precision >= 0 && size_t(precision) < body.size())
      body = body.substr(0, precision);
    if (!align)
      align = '<';
  } else if (numeric && (std::strchr("bcdoxX", type ? type : 'd')) && !v.isFloat()) {
    if (precision >= 0)
      return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                     "precision is not allowed in an integer format specifier");
    int64_t n = v.isInt() ? v.getInt() : int64_t(v.getBool());
    if (!type && v.isBool()) {
      body = v.repr();
    } else if (type == 'c') {
      if (n < 0 || n > 127)
        return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                       "%c of a value outside ASCII is not supported");
      body = std::string(1, char(n));
    } else {
      uint64_t mag = n < 0 ? 0 - uint64_t(n) : uint64_t(n);
      unsigned base = type == 'b' ? 2 : type == 'o' ? 8 : (type == 'x' || type == 'X') ? 16 : 10;
      const char *digits = type == 'X' ? "0123456789ABCDEF" : "0123456789abcdef";
      do {
        body.insert(body.begin(), digits[mag % base]);
        mag /= base;
      } while (mag);
      if (n < 0)
        prefix = "-";
      else if (sign == '+' || sign == ' ')
        prefix = std::string(1, sign);
      if (alternate && base != 10)
        prefix += std::string("0") + (type == 'b' ? 'b' : type == 'o' ? 'o' : type);
    }
  } else if (numeric && (!type || std::strchr("eEfFgG%", type))) {
    double d = v.isFloat() ? v.getFloat() : v.isInt() ? double(v.getInt()) : double(v.getBool());
    if (!type && precision < 0) {
      body = v.repr(); // a float: format(x, ">8") pads repr(x)
    } else {
      char fmt[16];
      char t = type == '%' ? 'f' : type ? type : 'g';
      if (type == '%')
        d *= 100;
      std::snprintf(fmt, sizeof fmt, "%%%s.%d%c", alternate ? "#" : "", precision < 0 ? 6 : precision, t);
      char buf[512];
      std::snprintf(buf, sizeof buf, fmt, d);
      body = buf;
      if (type == '%')
        body += '%';
    }
    if (!body.empty() && body[0] == '-') {
      prefix = "-";
      body.erase(0, 1);
    } else if (sign == '+' || sign == ' ') {
      prefix = std::string(1, sign);
    }
  } else {
    return llvm::createStringError(llvm::inconvertibleErrorCode(),
                                   "format code '" + std::string(1, type) + "' is not for " +
                                       v.repr());
  }
  if (!align)
    align = '>';
  size_t length = prefix.size() + body.size();
  if (width <= length)
    return prefix + body;
  size_t pad = width - length;
  switch (align) {
  case '<': return prefix + body + std::string(pad, fill);
  case '^': return std::string(pad / 2, fill) + prefix + body + std::string(pad - pad / 2, fill);
  case '=': return prefix + std::string(pad, fill) + body;
  default: return std::string(pad, fill) + prefix + body;
  }
}

/// Number of code points in `s` (columns count code points).
static int codePoints(const std::string &s) {
  int n = 0;
  for (unsigned char ch : s)
    n += (ch & 0xC0) != 0x80;
  return n;
}

Val CodeGen::formatString(const ast::Constant &c) {
  // Triton evaluates an f-string when it compiles the kernel, so its fields
  // must be compile-time values. The parser kept the text (escapes decoded)
  // with its fields as written: each field is parsed here, then evaluated.
  const std::string &s = c.strValue;
  std::string out;
  size_t searchFrom = 0; // where to look for the next field in the raw token text
  for (size_t i = 0; i < s.size(); ++i) {
    char ch = s[i];
    if (ch == '}') {
      if (i + 1 < s.size() && s[i + 1] == '}') {
        out += '}';
        ++i;
        continue;
      }
      return fail(c.loc, "f-string: single '}' is not allowed");
    }
    if (ch != '{') {
      out += ch;
      continue;
    }
    if (i + 1 < s.size() && s[i + 1] == '{') {
      out += '{';
      ++i;
      continue;
    }
    // The field: an expression up to a top-level '}', '!' (conversion),
    // ':' (format specifier) or '=' (self-documenting), outside brackets
    // and strings.
    size_t start = i + 1, j = start;
    int depth = 0;
    char quote = 0;
    for (; j < s.size(); ++j) {
      char x = s[j];
      if (quote) {
        if (x == quote)
          quote = 0;
        continue;
      }
      if (x == '\'' || x == '"') {
        quote = x;
      } else if (x == '(' || x == '[' || x == '{') {
        ++depth;
      } else if ((x == ')' || x == ']' || x == '}') && depth > 0) {
        --depth;
      } else if (depth == 0) {
        if (x == '}' || x == ':')
          break;
        if (x == '!' && (j + 1 >= s.size() || s[j + 1] != '='))
          break;
        if (x == '=' && (j + 1 >= s.size() || s[j + 1] != '=') &&
            !(j > start && std::strchr("=!<>", s[j - 1])))
          break;
      }
    }
    if (j >= s.size())
      return fail(c.loc, "f-string: expecting '}'");
    std::string exprText = s.substr(start, j - start);
    bool selfDocumenting = false;
    std::string documented; // {x = }: the text before the value, as written
    char conversion = 0;
    std::string spec;
    if (s[j] == '=') {
      selfDocumenting = true;
      size_t after = s.find_first_not_of(" \t", j + 1);
      after = after == std::string::npos ? s.size() : after;
      documented = s.substr(start, after - start);
      j = after;
    }
    if (j < s.size() && s[j] == '!') {
      if (j + 2 >= s.size() || !std::strchr("rsa", s[j + 1]) || (s[j + 2] != '}' && s[j + 2] != ':'))
        return fail(c.loc, "f-string: invalid conversion character: expected 's', 'r', or 'a'");
      conversion = s[j + 1];
      j += 2;
    }
    if (j < s.size() && s[j] == ':') {
      size_t specEnd = s.find('}', j + 1);
      if (specEnd == std::string::npos)
        return fail(c.loc, "f-string: expecting '}'");
      spec = s.substr(j + 1, specEnd - j - 1);
      if (spec.find('{') != std::string::npos)
        return fail(c.loc, "f-string: nested fields in a format specifier ({x:{width}}) are not supported");
      j = specEnd;
    }
    if (j >= s.size() || s[j] != '}')
      return fail(c.loc, "f-string: expecting '}'");
    i = j;
    std::string stripped = exprText;
    stripped.erase(0, stripped.find_first_not_of(" \t\n"));
    if (stripped.empty())
      return fail(c.loc, "f-string: empty expression not allowed");

    // Parse the field so that its nodes carry its place in the file: the
    // text is padded with the lines and columns before it (inside
    // parentheses, where line breaks and indentation do not count). A
    // field not found on the string's first line gets the string's place.
    int line = c.loc.line, column = c.loc.column;
    size_t at = c.text.find("{" + exprText, searchFrom);
    if (at != std::string::npos && c.text.find('\n') > at) {
      column = c.loc.column + codePoints(c.text.substr(0, at + 1));
      searchFrom = at + 1;
    }
    std::string padded = "(";
    padded += std::string(size_t(line - 1), '\n');
    padded += std::string(size_t(std::max(0, column - (line == 1 ? 2 : 1))), ' ');
    padded += exprText + "\n)";
    const ModuleInfo *current = frame().module;
    SourceFile fieldSource(current->path, padded);
    std::ostringstream parseErrors;
    DiagnosticEngine fieldDiags(parseErrors);
    fieldDiags.setSource(&fieldSource);
    std::unique_ptr<ast::Expr> expr = parseExpression(fieldSource, fieldDiags);
    if (!expr)
      return fail(c.loc, "f-string: invalid expression '" + exprText + "' in a replacement field");
    Val v = genExpr(*expr);
    if (failed(v))
      return Failure();

    std::string text;
    if (v.isTensor() || v.kind == Val::Kind::BlockPtr)
      return fail(expr->loc, "this f-string field is " + v.describe() + ", which is only known at run time: "
                      "f-strings are evaluated when the kernel is compiled (use tl.device_print for "
                      "runtime values)");
    if (v.isConstexpr()) {
      ConstValue value = v.constant;
      if (conversion == 'r' || conversion == 'a' || (selfDocumenting && !conversion && spec.empty()))
        value = ConstValue::fromString(value.repr());
      llvm::Expected<std::string> formatted = formatValue(value, spec);
      if (!formatted)
        return fail(c.loc, "f-string: " + llvm::toString(formatted.takeError()));
      text = *formatted;
    } else {
      if (!spec.empty())
        return fail(c.loc, "f-string: a format specifier is only supported for numbers and strings, not " +
                        v.describe());
      text = printable(v);
    }
    out += documented + text;
  }
  return Val::constexprValue(ConstValue::fromString(out));
}

// ---------------------------------------------------------------------------
// isinstance
// ---------------------------------------------------------------------------

/// Whether `v` is an instance of the class `cls` names, as Triton answers
/// it: it unwraps constexprs before calling Python's isinstance, so a
/// constexpr 16 is an `int` (and never a `tl.constexpr`).
static std::optional<bool> isInstance(const Val &v, const Val &cls) {
  if (cls.kind == Val::Kind::Tuple) {
    bool any = false;
    for (const Val &c : cls.elements) {
      std::optional<bool> r = isInstance(v, c);
      if (!r)
        return std::nullopt;
      any = any || *r;
    }
    return any;
  }
  if (cls.kind != Val::Kind::Namespace)
    return std::nullopt;
  std::string name = cls.name;
  for (const char *prefix : {"triton.language.core.", "triton.language."})
    if (name.rfind(prefix, 0) == 0)
      name = "tl." + name.substr(std::string(prefix).size());
  if (name == "tl.tensor")
    return v.isTensor() || v.isBlockPtr();
  if (name == "tl.constexpr")
    return false;
  if (name == "tl.dtype")
    return v.kind == Val::Kind::DTypeObj;
  if (name == "tl.pointer_type")
    return v.kind == Val::Kind::DTypeObj && v.dtypeObject.isPointer();
  bool isConst = v.isConstexpr();
  if (name == "builtins.int") // bool is an int in Python
    return isConst && (v.constant.isInt() || v.constant.isBool());
  if (name == "builtins.float")
    return isConst && v.constant.isFloat();
  if (name == "builtins.bool")
    return isConst && v.constant.isBool();
  if (name == "builtins.str")
    return isConst && v.constant.isString();
  if (name == "builtins.tuple" || name == "builtins.list")
    return v.kind == Val::Kind::Tuple;
  if (name == "tl.tensor_descriptor" || name == "tl.tensor_descriptor_base")
    return v.isDescriptor();
  return std::nullopt;
}

std::optional<Val> CodeGen::debugBuiltin(const std::string &name, const CallArgs &args) {
  SourceLocation l = args.loc;
  mlir::Location ml = loc(l);

  if (name == "builtins.isinstance") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "isinstance", {"obj", "class_or_tuple"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    std::optional<bool> r = isInstance(*a[0], *a[1]);
    if (!r)
      return fail(a.locs[1], "isinstance() in a kernel supports the classes tl.tensor, tl.constexpr, "
                      "tl.dtype, tl.pointer_type, tl.tensor_descriptor, int, float, bool, str, "
                      "tuple and list (or a tuple of them), got " +
                          a[1]->describe());
    return Val::constexprValue(ConstValue::fromBool(*r));
  }

  if (name == "static_assert") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.static_assert", {"cond", "msg"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    if (a[0]->isTensor())
      return fail(a.locs[0], "tl.static_assert needs a constexpr condition, got " + a[0]->describe() +
                          " (use tl.device_assert for runtime values)");
    FailureOr<bool> holds = truthy(*a[0], a.locs[0]);
    if (failed(holds))
      return Failure();
    if (!*holds) {
      std::string msg = a[1] && a[1]->isConstexpr() && a[1]->constant.isString()
                            ? ": " + a[1]->constant.getString() : "";
      return fail(l, "static assertion failed" + msg);
    }
    return Val::none();
  }

  if (name == "static_print") {
    std::string sep = " ", end = "\n";
    for (size_t k = 0; k < args.keywords.size(); ++k) {
      const auto &[key, value] = args.keywords[k];
      if (key == "sep" || key == "end") {
        FailureOr<std::string> sOr = constexprString(value, args.keywordValueLocs[k], key);
        if (failed(sOr))
          return Failure();
        std::string s = *sOr;
        (key == "sep" ? sep : end) = s;
      } else if (key != "file" && key != "flush") {
        return fail(args.keywordLocs[k], "tl.static_print() got an unexpected keyword argument '" + key + "'");
      }
    }
    if (!dryRun) {
      std::string line;
      for (size_t i = 0; i < args.args.size(); ++i)
        line += (i ? sep : "") + printable(args.args[i]);
      std::cerr << line << end;
      std::cerr.flush();
    }
    return Val::none();
  }

  if (name == "device_print") {
    if (args.args.empty())
      return fail(l, "tl.device_print() missing required argument 'prefix'");
    bool hex = false;
    for (size_t k = 0; k < args.keywords.size(); ++k) {
      if (args.keywords[k].first != "hex")
        return fail(args.keywordLocs[k], "tl.device_print() got an unexpected keyword argument '" +
                                      args.keywords[k].first + "'");
      FailureOr<bool> given = truthy(args.keywords[k].second, args.keywordValueLocs[k]);
      if (failed(given))
        return Failure();
      hex = *given;
    }
    FailureOr<std::string> prefixOr = constexprString(args.args[0], args.argLocs[0], "the prefix of tl.device_print");
    if (failed(prefixOr))
      return Failure();
    std::string prefix = *prefixOr;
    for (unsigned char ch : prefix)
      if (ch < 0x20 || ch > 0x7e)
        return fail(args.argLocs[0], "the prefix of tl.device_print must be printable ASCII");
    std::vector<mlir::Value> values;
    for (size_t i = 1; i < args.args.size(); ++i) {
      Val v = toTensorDefault(args.args[i], args.argLocs[i], "tl.device_print");
      if (failed(v))
        return Failure();
      values.push_back(v.value);
    }
    // As Triton: a prefix ends in ": " when values follow, and a longer one
    // starts with a space.
    if (!values.empty()) {
      if (prefix.empty() || prefix.back() != ' ')
        prefix += " ";
      if (prefix.size() < 2 || prefix.compare(prefix.size() - 2, 2, ": ") != 0)
        prefix = prefix.substr(0, prefix.size() - 1) + ": ";
    }
    if (prefix.size() > 2 && prefix[0] != ' ')
      prefix = " " + prefix;
    b.create<tile::PrintOp>(ml, b.getStringAttr(prefix), hex ? b.getUnitAttr() : mlir::UnitAttr(), values);
    return Val::none();
  }

  if (name == "device_assert") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.device_assert", {"cond", "msg", "mask"}, 1);
    if (failed(aOr))
      return Failure();
    if (!spec_->debug)  // Triton returns before checking anything
      return Val::none();
    BoundArgs &a = *aOr;
    // Triton's assert op takes int1 only (its verifier refuses anything
    // else when debugging is on); a number's truth would be a guess.
    Val cond = toTensorDefault(*a[0], a.locs[0], "tl.device_assert");
    if (failed(cond))
      return Failure();
    if (!cond.type.dtype.isBool())
      return fail(a.locs[0], "the condition of tl.device_assert must be a boolean (int1), got " +
                          cond.describe() + "; compare it, as in 'x != 0'");
    FailureOr<std::string> msgOr = constexprString(a[1], a.locs[1], "the message of tl.device_assert");
    if (failed(msgOr))
      return Failure();
    std::string msg = *msgOr;
    if (a.given(2)) {
      // Only where the mask holds: cond | ~mask.
      Val mask = toTensorDefault(*a[2], a.locs[2], "tl.device_assert");
      if (failed(mask))
        return Failure();
      if (!mask.type.dtype.isBool())
        return fail(a.locs[2], "the mask of tl.device_assert must be a boolean (int1), got " + mask.describe());
      Val unmasked = unary(ast::UnaryOpKind::Not, mask, a.locs[2]);
      if (failed(unmasked) || failed(cond = logical(false, cond, unmasked, l)))
        return Failure();
    }
    b.create<tile::AssertOp>(ml, cond.value, b.getStringAttr(msg));
    return Val::none();
  }

  // Programmatic dependent launch (Hopper): the launcher allows the
  // overlap for kernels that wait (see tile.grid_dependency).
  if (name == "extra.cuda.gdc_wait" || name == "extra.cuda.gdc_launch_dependents") {
    bool wait = name == "extra.cuda.gdc_wait";
    if (failed(bindArgs(args, wait ? "tl.extra.cuda.gdc_wait" : "tl.extra.cuda.gdc_launch_dependents",
                        {}, 0)))
      return Failure();
    b.create<tile::GridDependencyOp>(ml, wait ? "wait" : "launch_dependents");
    return Val::none();
  }

  if (name == "debug_barrier") {
    if (failed(bindArgs(args, "tl.debug_barrier", {}, 0)))
      return Failure();
    b.create<tile::DebugBarrierOp>(ml);
    return Val::none();
  }

  if (name == "assume") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl.assume", {"cond"}, 1);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    if (a[0]->value)
      recordDivisibilityAssumption(a[0]->value);
    return Val::none();
  }

  if (name == "multiple_of" || name == "max_contiguous" || name == "max_constancy") {
    FailureOr<BoundArgs> aOr = bindArgs(args, "tl." + name, {"input", "values"}, 2);
    if (failed(aOr))
      return Failure();
    BoundArgs &a = *aOr;
    const Val &input = *a[0];
    if (!input.isTensor())
      return fail(a.locs[0], "tl." + name + " expects a tensor, got " + input.describe());
    FailureOr<std::vector<int64_t>> valuesOr = shapeArg(*a[1], a.locs[1], "the values of tl." + name);
    if (failed(valuesOr))
      return Failure();
    std::vector<int64_t> &values = *valuesOr;
    size_t want = std::max<size_t>(1, input.type.shape.size());
    if (values.size() != want)
      return fail(a.locs[1], "tl." + name + " needs " + std::to_string(want) + " value" +
                          (want == 1 ? "" : "s") + " (one per dimension of " + input.describe() +
                          "), got " + std::to_string(values.size()));
    for (int64_t v : values)
      if (v < 1)
        return fail(a.locs[1], "the values of tl." + name + " must be positive, got " + std::to_string(v));
    const char *attr = name == "multiple_of"      ? tile::kDivisibilityAttr
                       : name == "max_contiguous" ? tile::kContiguityAttr
                                                  : tile::kConstancyAttr;
    if (mlir::Operation *def = input.value.getDefiningOp())
      def->setAttr(attr, b.getDenseI64ArrayAttr(values));
    return input;
  }
  return std::nullopt;
}

} // namespace tritonc::irgen
