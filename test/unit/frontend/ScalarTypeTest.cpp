// The dtypes shared by the signature parser, IR generation and the launcher.
#include "support/ScalarType.h"

#include <catch2/catch.hpp>

using namespace tritonc;

TEST_CASE("dtypes parse from and print as the signature spelling", "[dtype]") {
  for (const char *spelling : {"i1", "i8", "i16", "i32", "i64", "u8", "u16", "u32", "u64", "fp8e4nv",
                               "fp8e5", "fp8e4b15", "fp16", "bf16", "fp32", "fp64", "*fp32", "*i1",
                               "*fp8e5"}) {
    INFO(spelling);
    std::optional<DType> dtype = DType::parse(spelling);
    REQUIRE(dtype);
    CHECK(dtype->str() == spelling);
  }
  CHECK(DType::parse("*fp16") == DType::pointerTo(ScalarKind::FP16));
  CHECK(DType::parse("u16") == DType(ScalarKind::U16));
  for (const char *bad : {"", "*", "**fp32", "f32", "int32", "fp32 ", "i32:16", "fp8"}) {
    INFO(bad);
    CHECK(!DType::parse(bad));
  }
  CHECK(DType().str().empty());
}

TEST_CASE("dtypes from the names after tl.", "[dtype]") {
  CHECK(DType::fromLanguageName("float32") == DType(ScalarKind::FP32));
  CHECK(DType::fromLanguageName("bfloat16") == DType(ScalarKind::BF16));
  CHECK(DType::fromLanguageName("int1") == DType(ScalarKind::I1));
  CHECK(DType::fromLanguageName("uint64") == DType(ScalarKind::U64));
  CHECK(DType::fromLanguageName("float8e4nv") == DType(ScalarKind::FP8E4NV));
  CHECK(!DType::fromLanguageName("float8e4b15")); // no kernel computes with it
  CHECK(!DType::fromLanguageName("fp32"));
  CHECK(!DType::fromLanguageName("pointer<float32>"));
}

TEST_CASE("dtype names and predicates", "[dtype]") {
  const DType i1 = ScalarKind::I1, u8 = ScalarKind::U8, i64 = ScalarKind::I64;
  const DType bf16 = ScalarKind::BF16, fp8 = ScalarKind::FP8E5, fp32 = ScalarKind::FP32;
  const DType ptr = DType::pointerTo(ScalarKind::FP16);

  CHECK(i1.languageName() == "int1");
  CHECK(u8.languageName() == "uint8");
  CHECK(bf16.languageName() == "bfloat16");
  CHECK(ptr.languageName() == "pointer<float16>");
  CHECK(i64.displayName() == "int64");
  CHECK(u8.displayName() == "uint8");
  CHECK(bf16.displayName() == "bf16");
  CHECK(fp8.displayName() == "fp8e5");
  CHECK(ptr.displayName() == "pointer<fp16>");
  CHECK(DType().displayName().empty());

  CHECK(i1.isBool());
  CHECK(i1.isInteger());
  CHECK(!i1.isUnsigned());
  CHECK(u8.isInteger());
  CHECK(u8.isUnsigned());
  CHECK(!i64.isFloat());
  CHECK(bf16.isFloat());
  CHECK(!bf16.isFloat8());
  CHECK(fp8.isFloat());
  CHECK(fp8.isFloat8());
  CHECK(ptr.isPointer());
  CHECK(!ptr.isFloat());
  CHECK(ptr.pointee() == DType(ScalarKind::FP16));
  CHECK(fp32.pointee().isNone());
  CHECK(!DType().isInteger());
  CHECK(!DType().isFloat());

  CHECK(i1.bitWidth() == 1);
  CHECK(u8.bitWidth() == 8);
  CHECK(bf16.bitWidth() == 16);
  CHECK(fp8.bitWidth() == 8);
  CHECK(ptr.bitWidth() == 64);
  CHECK(DType().bitWidth() == 0);

  CHECK(fp32.isKernelType());
  CHECK(!DType(ScalarKind::FP8E4B15).isKernelType());
  CHECK(!DType().isKernelType());
}

TEST_CASE("dtypes compare by kind and pointer", "[dtype]") {
  CHECK(DType(ScalarKind::FP32) == ScalarKind::FP32);
  CHECK(DType(ScalarKind::FP32) != DType::pointerTo(ScalarKind::FP32));
  CHECK(DType(ScalarKind::FP32) < DType::pointerTo(ScalarKind::FP32));
  CHECK(DType(ScalarKind::I32) < DType(ScalarKind::I64));
  CHECK(DType() == DType());
}
