// Triton AOT signature strings.
#include "frontend/Signature.h"
#include "ValidSignature.h"

#include <catch2/catch.hpp>

using namespace tritonc;

namespace {
std::string sigError(const std::string &text) {
  llvm::Expected<std::vector<ParamSpec>> specs = parseSignature(text);
  if (specs)
    return "<valid>";
  return llvm::toString(specs.takeError());
}
} // namespace

TEST_CASE("valid signatures", "[signature]") {
  std::vector<ParamSpec> s =
      validSignature("*fp32:16, *fp16, i32, i64:1, u8:16, bf16, 1024, 0.5, True, 'gelu', None");
  REQUIRE(s.size() == 11);
  CHECK(s[0].kind == ParamSpec::Kind::Pointer);
  CHECK(s[0].dtype == DType::pointerTo(ScalarKind::FP32));
  CHECK(s[0].divisibility == 16);
  CHECK(s[1].kind == ParamSpec::Kind::Pointer);
  CHECK(s[1].dtype == DType::pointerTo(ScalarKind::FP16));
  CHECK(s[1].divisibility == 1);
  CHECK(s[2].kind == ParamSpec::Kind::Scalar);
  CHECK(s[2].dtype == ScalarKind::I32);
  CHECK(!s[2].equalsOne);
  CHECK(s[3].equalsOne);
  CHECK(s[3].divisibility == 1);
  CHECK(s[4].divisibility == 16);
  CHECK(s[5].dtype == ScalarKind::BF16);
  CHECK(s[6].kind == ParamSpec::Kind::Constexpr);
  CHECK(s[6].value == ConstValue::fromInt(1024));
  CHECK(s[7].value == ConstValue::fromFloat(0.5));
  CHECK(s[8].value == ConstValue::fromBool(true));
  CHECK(s[9].value == ConstValue::fromString("gelu"));
  CHECK(s[10].kind == ParamSpec::Kind::Constexpr);
  CHECK(s[10].value.isNone());
  CHECK(s[0].str() == "*fp32:16");
  CHECK(s[3].str() == "i64:1");
  CHECK(s[9].str() == "'gelu'");

  s = validSignature("");
  CHECK(s.empty());
  s = validSignature("*fp8e4nv,*fp8e5,i1,'a,b'");
  REQUIRE(s.size() == 4);
  CHECK(s[3].value == ConstValue::fromString("a,b"));
  s = validSignature("-1, 0x10");
  CHECK(s[0].value == ConstValue::fromInt(-1));
  CHECK(s[1].value == ConstValue::fromInt(16));
}

TEST_CASE("malformed signatures name the entry and its index", "[signature]") {
  CHECK(sigError("*fp33") ==
        "signature entry 0 ('*fp33'): unknown pointee type 'fp33' (expected one of i1, i8, i16, "
        "i32, i64, u8, u16, u32, u64, fp16, bf16, fp32, fp64, fp8e4nv, fp8e5)");
  CHECK(sigError("*fp32, int32") ==
        "signature entry 1 ('int32'): unknown type 'int32' (expected one of i1, i8, i16, i32, "
        "i64, u8, u16, u32, u64, fp16, bf16, fp32, fp64, fp8e4nv, fp8e5)");
  // The launcher knows fp8e4b15, but kernels cannot compute with it.
  CHECK(sigError("*fp8e4b15") ==
        "signature entry 0 ('*fp8e4b15'): unknown pointee type 'fp8e4b15' (expected one of i1, i8, "
        "i16, i32, i64, u8, u16, u32, u64, fp16, bf16, fp32, fp64, fp8e4nv, fp8e5)");
  CHECK(sigError("*fp32,,i32") == "signature entry 1 (''): empty entry");
  CHECK(sigError("*fp32,i32,") == "signature entry 2 (''): empty entry (trailing comma?)");
  CHECK(sigError("*") == "signature entry 0 ('*'): missing pointee type after '*'");
  CHECK(sigError("i32:8") ==
        "signature entry 0 ('i32:8'): unknown hint ':8' (expected ':16' or ':1')");
  CHECK(sigError("i32:") ==
        "signature entry 0 ('i32:'): missing hint after ':' (expected ':16' or ':1')");
  CHECK(sigError("fp32:1") ==
        "signature entry 0 ('fp32:1'): ':1' (equal to one) applies only to integer scalars, "
        "not 'fp32'");
  CHECK(sigError("*i32:1") ==
        "signature entry 0 ('*i32:1'): ':1' (equal to one) applies only to integer scalars, "
        "not pointers");
  CHECK(sigError("fp16:16") ==
        "signature entry 0 ('fp16:16'): ':16' (divisible by 16) applies to pointers and "
        "integer scalars, not 'fp16'");
  CHECK(sigError("i32, 'gelu") == "signature has an unterminated string");
  CHECK(sigError("i32, 1.2.3") ==
        "signature entry 1 ('1.2.3'): not a type or a constant: invalid number '1.2.3'");
  CHECK(sigError("i32, $x") ==
        "signature entry 1 ('$x'): not a type or a constant: invalid literal '$x' (expected an "
        "int, a float, True, False, None, a quoted string, a dtype such as tl.float16, or a tuple)");
}

TEST_CASE("tensor descriptors and tuples keep their commas", "[signature]") {
  std::vector<ParamSpec> s =
      validSignature("tensordesc<fp16[64, 128]>, i32, (16, 32), tensordesc<fp8e4nv[128]>");
  REQUIRE(s.size() == 4);
  CHECK(s[0].kind == ParamSpec::Kind::TensorDesc);
  CHECK(s[0].dtype == ScalarKind::FP16);
  CHECK(s[0].blockShape == std::vector<int64_t>{64, 128});
  CHECK(s[0].str() == "tensordesc<fp16[64, 128]>");
  CHECK(s[2].kind == ParamSpec::Kind::Constexpr);
  CHECK(s[2].value.repr() == "(16, 32)");
  CHECK(s[3].blockShape == std::vector<int64_t>{128});
  CHECK(sigError("tensordesc<fp16[64, 0]>") ==
        "signature entry 0 ('tensordesc<fp16[64, 0]>'): each block dimension of a tensor descriptor "
        "must be a power of two from 1 to 256, got '0'");
  CHECK(sigError("tensordesc<fp16[64]") ==
        "signature entry 0 ('tensordesc<fp16[64]'): expected a tensor descriptor as "
        "tensordesc<DTYPE[BLOCK, ...]>, e.g. tensordesc<fp16[64, 64]>");
  CHECK(sigError("tensordesc<fp16[1,1,1,1,1,1]>") ==
        "signature entry 0 ('tensordesc<fp16[1,1,1,1,1,1]>'): a tensor descriptor has at most 5 dimensions");
  CHECK(sigError("tensordesc<i1[16]>") ==
        "signature entry 0 ('tensordesc<i1[16]>'): unknown element type 'i1' of a tensor descriptor");
}

TEST_CASE("errors name the parameter an entry is for", "[signature]") {
  SignatureEntryNamer namer = [](size_t index, size_t) {
    return std::string(index == 0 ? "x_ptr" : "y_ptr");
  };
  llvm::Expected<std::vector<ParamSpec>> specs = parseSignature("*fp32, *fp33", namer);
  REQUIRE(!specs);
  CHECK(llvm::toString(specs.takeError()) ==
        "signature entry 1 ('*fp33', parameter 'y_ptr'): unknown pointee type 'fp33' (expected "
        "one of i1, i8, i16, i32, i64, u8, u16, u32, u64, fp16, bf16, fp32, fp64, fp8e4nv, fp8e5)");
  // A trailing comma's empty entry stands for no parameter.
  specs = parseSignature("*fp32,", namer);
  REQUIRE(!specs);
  CHECK(llvm::toString(specs.takeError()) ==
        "signature entry 1 (''): empty entry (trailing comma?)");
}

TEST_CASE("closestName: a misspelled -D name and the parameter it resembles", "[signature]") {
  std::vector<std::string> params = {"BLOCK_SIZE", "BLOCK_K", "ACTIVATION"};
  CHECK(closestName("block_size", params) == "BLOCK_SIZE"); // case only
  CHECK(closestName("BLOCK_SIZ", params) == "BLOCK_SIZE");  // one edit
  CHECK(closestName("BLOCKSIZE", params) == "BLOCK_SIZE");
  CHECK(closestName("block_k", params) == "BLOCK_K");
  CHECK(closestName("ACTIVATON", params) == "ACTIVATION");
  CHECK(closestName("XYZ", params).empty());
  CHECK(closestName("N", params).empty());
  CHECK(closestName("BLOCK", {}).empty());
}

TEST_CASE("constantMismatch: a signature constant for an annotated runtime parameter", "[signature]") {
  DType i32(ScalarKind::I32), f32(ScalarKind::FP32), i1(ScalarKind::I1);
  DType ptr = DType::pointerTo(ScalarKind::FP32);
  CHECK(constantMismatch(ConstValue::fromInt(1), i32).empty());
  CHECK(constantMismatch(ConstValue::none(), i32).empty());
  CHECK(constantMismatch(ConstValue::none(), ptr).empty());
  CHECK(constantMismatch(ConstValue::fromFloat(1.5), i32) == "is not an integer literal");
  CHECK(constantMismatch(ConstValue::fromBool(true), i32) == "is not an integer literal");
  CHECK(constantMismatch(ConstValue::fromInt(2), f32).empty());
  CHECK(constantMismatch(ConstValue::fromFloat(0.5), f32).empty());
  CHECK(constantMismatch(ConstValue::fromString("a"), f32) == "is not a number");
  CHECK(constantMismatch(ConstValue::fromBool(false), i1).empty());
  CHECK(constantMismatch(ConstValue::fromInt(1), i1) == "is not True or False");
  CHECK(constantMismatch(ConstValue::fromInt(0), ptr) == "is not None (the one constant a pointer takes)");
}
