// Runtime behaviour that holds with or without a GPU and driver.
#include <tritonc/runtime.h>

#include <catch2/catch.hpp>

#include <cmath>
#include <cstring>
#include <thread>
#include <vector>

using namespace tritonc;

TEST_CASE("Status carries code and text", "[status]") {
  Status ok;
  CHECK(ok.ok());
  CHECK(ok.code() == kSuccess);
  CHECK(ok.message().empty());
  CHECK(Status::success().ok());

  Status error(209, "cuModuleLoadData failed: CUDA_ERROR_NO_BINARY_FOR_GPU");
  CHECK_FALSE(error.ok());
  CHECK(error.code() == 209);
  CHECK(error.message() == "cuModuleLoadData failed: CUDA_ERROR_NO_BINARY_FOR_GPU");
}

TEST_CASE("A zero-sized grid is a no-op that needs no driver", "[kernel]") {
  Kernel kernel(nullptr, 0, "k", 4, 0);
  CHECK(kernel.threadsPerBlock() == 128);
  for (Dim3 grid : {Dim3{0}, Dim3{1, 0}, Dim3{1, 1, 0}, Dim3{0, 0, 0}}) {
    Status s = kernel.launch(nullptr, grid, nullptr);
    CHECK(s.ok());
  }
}

TEST_CASE("Dim3 and cdiv", "[types]") {
  Dim3 d{7};
  CHECK((d.x == 7 && d.y == 1 && d.z == 1));
  CHECK(cdiv(1, 1024) == 1u);
  CHECK(cdiv(1024, 1024) == 1u);
  CHECK(cdiv(1025, 1024) == 2u);
  CHECK(cdiv((1 << 20) + 3, 1024) == 1025u);
  static_assert(cdiv(0, 16) == 0u, "constexpr");
}

TEST_CASE("float16 conversions round to nearest even", "[types]") {
  CHECK(toFloat16(1.0f).bits == 0x3c00);
  CHECK(toFloat16(-2.0f).bits == 0xc000);
  CHECK(toFloat16(65504.0f).bits == 0x7bff);
  CHECK(toFloat16(65519.0f).bits == 0x7bff);
  CHECK(toFloat16(65520.0f).bits == 0x7c00);  // ties to even -> Inf
  CHECK(toFloat16(std::ldexp(1.0f, -24)).bits == 0x0001);
  CHECK(toFloat16(std::ldexp(1.0f, -25)).bits == 0x0000);  // tie -> even (0)
  CHECK(toFloat16(std::ldexp(3.0f, -25)).bits == 0x0002);  // tie -> even (2)
  CHECK(toFloat16(1.0f + std::ldexp(1.0f, -11)).bits == 0x3c00);  // tie -> even
  CHECK(toFloat16(1.0f + std::ldexp(3.0f, -11)).bits == 0x3c02);
  CHECK(toFloat16(INFINITY).bits == 0x7c00);
  CHECK(std::isnan(toFloat(toFloat16(NAN))));
  // Every finite half survives a round trip through float.
  for (unsigned bits = 0; bits < 0x10000; ++bits) {
    if ((bits & 0x7c00) == 0x7c00)
      continue;
    float16 h{static_cast<std::uint16_t>(bits)};
    REQUIRE(toFloat16(toFloat(h)).bits == bits);
  }
  CHECK(toFloat(float16{0x3555}) == Approx(0.33325195f));
}

TEST_CASE("bfloat16 conversions round to nearest even", "[types]") {
  CHECK(toBFloat16(1.0f).bits == 0x3f80);
  CHECK(toFloat(bfloat16{0x3f80}) == 1.0f);
  CHECK(toBFloat16(1.0f + std::ldexp(1.0f, -8)).bits == 0x3f80);  // tie -> even
  CHECK(toBFloat16(1.0f + std::ldexp(3.0f, -8)).bits == 0x3f82);
  CHECK(std::isnan(toFloat(toBFloat16(NAN))));
}

TEST_CASE("Argument errors name the kernel, argument and specialization", "[kernel]") {
  Status a = detail::misalignedArgument("add_kernel", "x_ptr", reinterpret_cast<void *>(0x1004), 16,
                                        "*fp32:16");
  CHECK(a.code() == kInvalidArgument);
  CHECK(a.message() == "kernel 'add_kernel': argument 'x_ptr' (address 0x1004) is not a multiple of "
                       "16 bytes, but the launcher was specialized for '*fp32:16'");
  Status b = detail::indivisibleArgument("add_kernel", "n", "1000", 16, "i32:16");
  CHECK(b.message() == "kernel 'add_kernel': argument 'n' = 1000 is not divisible by 16, but the "
                       "launcher was specialized for 'i32:16'");
  Status c = detail::notOneArgument("k", "stride", "3", "i32:1");
  CHECK(c.message() == "kernel 'k': argument 'stride' = 3 must be 1: the launcher was specialized for 'i32:1'");
}

TEST_CASE("Concurrent first calls agree and do not crash", "[threads]") {
  // Whatever this machine has (no driver, a stub, a GPU), every thread must
  // see the same answer from the once-only driver load.
  static Kernel kernel(nullptr, 0, "empty", 4, 0);
  constexpr int kThreads = 16;
  std::vector<Status> fromAvailable(kThreads), fromLaunch(kThreads);
  std::vector<std::thread> threads;
  for (int i = 0; i < kThreads; ++i)
    threads.emplace_back([i, &fromAvailable, &fromLaunch] {
      fromAvailable[i] = device::available();
      fromLaunch[i] = kernel.launch(nullptr, Dim3{1}, nullptr);
    });
  for (auto &t : threads)
    t.join();
  for (int i = 0; i < kThreads; ++i) {
    CHECK(fromAvailable[i].code() == fromAvailable[0].code());
    CHECK(fromAvailable[i].message() == fromAvailable[0].message());
    // An empty image can never launch; the error is clean, not a crash.
    CHECK_FALSE(fromLaunch[i].ok());
    CHECK_FALSE(fromLaunch[i].message().empty());
  }
  if (!fromAvailable[0].ok())
    WARN("no GPU here: " << fromAvailable[0].message());
}

// Python's values, computed with python3: -7 // 2 == -4, -7 % 2 == 1,
// 7 % -2 == -1, 7.5 // 2 == 3.0, -7.5 % 2 == 0.5, 2 ** 10 == 1024,
// triton.next_power_of_2(n) for 0, 1, 5, 1024, 1025: 0, 1, 8, 1024, 2048;
// triton.cdiv(-7, 2) == -3, int(-2.7) == -2, math.ceil(-2.5) == -2.
TEST_CASE("The heuristics' helpers compute what Python computes", "[heuristics]") {
  using namespace tritonc::heuristics;
  CHECK(floordiv(-7, 2) == -4);
  CHECK(floordiv(7, 2) == 3);
  CHECK(mod(-7, 2) == 1);
  CHECK(mod(7, -2) == -1);
  CHECK(floordiv(7.5, 2) == 3.0);
  CHECK(mod(-7.5, 2) == 0.5);
  CHECK(floordiv(std::int64_t{5}, 0) == 0);  // Python raises; no variant matches 0
  CHECK(mod(std::int64_t{5}, 0) == 0);
  CHECK(pow(std::int64_t{2}, std::int64_t{10}) == 1024);
  CHECK(pow(2.0, -1) == 0.5);
  CHECK(next_power_of_2(0) == 0);
  CHECK(next_power_of_2(1) == 1);
  CHECK(next_power_of_2(5) == 8);
  CHECK(next_power_of_2(1024) == 1024);
  CHECK(next_power_of_2(1025) == 2048);
  CHECK(cdiv(-7, 2) == -3);
  CHECK(cdiv(4097, 128) == 33);
  CHECK(to_int(-2.7) == -2);
  CHECK(tritonc::heuristics::ceil(-2.5) == -2);
  CHECK(tritonc::heuristics::floor(-2.5) == -3);
  CHECK(tritonc::heuristics::min(std::int64_t{3}, true) == 1);
  CHECK(tritonc::heuristics::max(2.5, std::int64_t{3}) == 3.0);
  CHECK(truthy(0.0) == false);
  CHECK(truthy(std::int64_t{-1}) == true);
  CHECK(text(true) == "True");
  CHECK(text(std::int64_t{-12}) == "-12");
  CHECK(text(0.5) == "0.5");
  CHECK(text(std::int32_t{7}) == "7");
}
