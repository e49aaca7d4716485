# Tests of lang.tri: `return` inside a runtime `if` (kernels and helpers),
# conversions between pointers and integers, isinstance and f-strings in
# tl.static_assert, tl.histogram, programmatic dependent launch (a chain of
# launches that wait on each other).
set(F lang.tri)
conformance_test(ret_guard ${F} "*i32,*i32,i32")
conformance_test(ret_helper ${F} "*i32,*i32,*i32,i32,i32")
conformance_test(ret_loop ${F} "*i32,*i32,i32" CONSTEXPR CHUNK=8)
conformance_test(ptr_int_cast ${F} "*fp32,*fp32,*i64,*i32,*i32,i32")
conformance_test(ptr_grouped ${F} "*i64,*i64,*i32")
conformance_test(isinst_dispatch ${F} "*fp32,*fp32,*fp32,i32")
conformance_test(hist ${F} "*i32,*i32,i32" CONSTEXPR BINS=32 BLOCK=128)
conformance_test(pdl_chain ${F} "*i32,*i32,i32" CONSTEXPR BLOCK=256)
