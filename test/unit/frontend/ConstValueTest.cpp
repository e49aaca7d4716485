// Python literals (-D values, signature constants) and their repr().
#include "frontend/ConstValue.h"

#include <catch2/catch.hpp>

#include <cmath>

using namespace tritonc;

namespace {
ConstValue lit(const std::string &text) {
  INFO(text);
  llvm::Expected<ConstValue> v = parsePythonLiteral(text);
  if (!v)
    FAIL(llvm::toString(v.takeError()));
  return *v;
}
std::string litError(const std::string &text) {
  llvm::Expected<ConstValue> v = parsePythonLiteral(text);
  if (v)
    return "<valid>";
  return llvm::toString(v.takeError());
}
} // namespace

TEST_CASE("integers", "[literal]") {
  CHECK(lit("1024") == ConstValue::fromInt(1024));
  CHECK(lit("-7") == ConstValue::fromInt(-7));
  CHECK(lit("+7") == ConstValue::fromInt(7));
  CHECK(lit("1_000_000") == ConstValue::fromInt(1000000));
  CHECK(lit("0x1F") == ConstValue::fromInt(31));
  CHECK(lit("-0x10") == ConstValue::fromInt(-16));
  CHECK(lit("0o17") == ConstValue::fromInt(15));
  CHECK(lit("0b101") == ConstValue::fromInt(5));
  CHECK(lit("0") == ConstValue::fromInt(0));
  CHECK(lit(" 42 ") == ConstValue::fromInt(42));
  CHECK(lit("9223372036854775807") == ConstValue::fromInt(INT64_MAX));
  CHECK(lit("-9223372036854775808") == ConstValue::fromInt(INT64_MIN));
  CHECK(lit("7").isInt());
}

TEST_CASE("floats", "[literal]") {
  CHECK(lit("0.5") == ConstValue::fromFloat(0.5));
  CHECK(lit(".5") == ConstValue::fromFloat(0.5));
  CHECK(lit("5.") == ConstValue::fromFloat(5.0));
  CHECK(lit("1e-3") == ConstValue::fromFloat(0.001));
  CHECK(lit("-2.5E+2") == ConstValue::fromFloat(-250.0));
  CHECK(lit("1_0.5") == ConstValue::fromFloat(10.5));
  CHECK(lit("inf") == ConstValue::fromFloat(INFINITY));
  CHECK(lit("-inf") == ConstValue::fromFloat(-INFINITY));
  CHECK(std::isnan(lit("nan").getFloat()));
  CHECK(lit("1e999") == ConstValue::fromFloat(INFINITY));
  CHECK(lit("1.0").isFloat());
}

TEST_CASE("bool, None, strings", "[literal]") {
  CHECK(lit("True") == ConstValue::fromBool(true));
  CHECK(lit("False") == ConstValue::fromBool(false));
  CHECK(lit("None").isNone());
  CHECK(lit("'gelu'") == ConstValue::fromString("gelu"));
  CHECK(lit("\"relu\"") == ConstValue::fromString("relu"));
  CHECK(lit("'a\\'b\\n'") == ConstValue::fromString("a'b\n"));
  CHECK(lit("''") == ConstValue::fromString(""));
  CHECK(lit("r'\\d'") == ConstValue::fromString("\\d"));
  CHECK(lit("'ünï'") == ConstValue::fromString("ünï"));
}

TEST_CASE("malformed literals", "[literal]") {
  CHECK(litError("") ==
        "empty value (expected a Python literal such as 1024, 0.5, True or 'gelu')");
  CHECK(litError("true") == "invalid literal 'true' (expected an int, a float, True, False, "
                            "None, a quoted string, a dtype such as tl.float16, or a tuple)");
  CHECK(litError("gelu") == "invalid literal 'gelu' (expected an int, a float, True, False, "
                            "None, a quoted string, a dtype such as tl.float16, or a tuple)");
  CHECK(litError("tl.float17") == "'tl.float17' is not a dtype of triton.language");
  CHECK(litError("(1, 2") == "invalid literal '(1, 2' (expected an int, a float, True, False, "
                              "None, a quoted string, a dtype such as tl.float16, or a tuple)");
  CHECK(litError("((1, 2)") == "unbalanced brackets in '((1, 2)'");
  CHECK(litError("(1, gelu)") == "invalid literal 'gelu' (expected an int, a float, True, False, "
                                 "None, a quoted string, a dtype such as tl.float16, or a tuple)");
  CHECK(litError("'gelu") == "unterminated string literal 'gelu");
  CHECK(litError("'a' 'b'") == "unterminated string literal 'a' 'b'");
  CHECK(litError("1.2.3") == "invalid number '1.2.3'");
  CHECK(litError("0x") == "invalid number '0x'");
  CHECK(litError("1__0") == "invalid number '1__0'");
  CHECK(litError("08") == "invalid number '08'");
  CHECK(litError("9223372036854775808") == "integer 9223372036854775808 does not fit in 64 bits");
  CHECK(litError("2j") == "complex number 2j is not a valid constant");
  CHECK(litError("b'x'") == "bytes literal b'x' is not a valid constant (use a str)");
  CHECK(litError("f'x'") == "f-string f'x' is not a valid constant");
  CHECK(litError("x'a'") == "invalid literal 'x'a''");
}

TEST_CASE("dtypes and tuples", "[literal]") {
  CHECK(lit("tl.bfloat16") == ConstValue::fromDType(ScalarKind::BF16));
  CHECK(lit("triton.language.float32") == ConstValue::fromDType(ScalarKind::FP32));
  CHECK(lit(" tl.int64 ") == ConstValue::fromDType(ScalarKind::I64));
  CHECK(lit("(16, 32)") ==
        ConstValue::fromTuple({ConstValue::fromInt(16), ConstValue::fromInt(32)}));
  CHECK(lit("[1, 'a,b', (2,), tl.float16]") ==
        ConstValue::fromTuple({ConstValue::fromInt(1), ConstValue::fromString("a,b"),
                               ConstValue::fromTuple({ConstValue::fromInt(2)}),
                               ConstValue::fromDType(ScalarKind::FP16)}));
  CHECK(lit("()") == ConstValue::fromTuple({}));
  CHECK(ConstValue::fromDType(ScalarKind::BF16).repr() == "tl.bfloat16");
  CHECK(ConstValue::fromTuple({ConstValue::fromInt(4)}).repr() == "(4,)");
  CHECK(ConstValue::fromTuple({ConstValue::fromInt(4), ConstValue::none()}).repr() == "(4, None)");
  CHECK(ConstValue::fromDType(ScalarKind::FP16) != ConstValue::fromDType(ScalarKind::BF16));
  CHECK(ConstValue::fromDType(ScalarKind::FP16) != ConstValue::fromString("fp16"));
  // A pointer dtype (a default such as tl.pointer_type(tl.float16)) has no
  // name in tl. and prints in the signature spelling.
  CHECK(ConstValue::fromDType(DType::pointerTo(ScalarKind::FP16)).repr() == "tl.*fp16");
  CHECK(litError("tl.float8e4b15") == "'tl.float8e4b15' is not a dtype of triton.language");
}

TEST_CASE("repr like Python", "[literal]") {
  CHECK(ConstValue::fromInt(1024).repr() == "1024");
  CHECK(ConstValue::fromInt(-3).repr() == "-3");
  CHECK(ConstValue::fromFloat(0.5).repr() == "0.5");
  CHECK(ConstValue::fromFloat(1.0).repr() == "1.0");
  CHECK(ConstValue::fromFloat(0.1).repr() == "0.1");
  CHECK(ConstValue::fromFloat(1e-5).repr() == "1e-05");
  CHECK(ConstValue::fromFloat(0.0001).repr() == "0.0001");
  CHECK(ConstValue::fromFloat(1e16).repr() == "1e+16");
  CHECK(ConstValue::fromFloat(1e15).repr() == "1000000000000000.0");
  CHECK(ConstValue::fromFloat(123456.789).repr() == "123456.789");
  CHECK(ConstValue::fromFloat(-2.5e-10).repr() == "-2.5e-10");
  CHECK(ConstValue::fromFloat(INFINITY).repr() == "inf");
  CHECK(ConstValue::fromFloat(-0.0).repr() == "-0.0");
  CHECK(ConstValue::fromBool(true).repr() == "True");
  CHECK(ConstValue::none().repr() == "None");
  CHECK(ConstValue::fromString("gelu").repr() == "'gelu'");
  CHECK(ConstValue::fromString("it's").repr() == "\"it's\"");
  CHECK(ConstValue::fromString("a'\"b\n").repr() == "'a\\'\"b\\n'");
  // Round trip through the parser.
  for (const char *text : {"1024", "0.5", "1e-05", "True", "None", "'gelu'", "-7", "inf"}) {
    INFO(text);
    CHECK(lit(text).repr() == text);
  }
}
