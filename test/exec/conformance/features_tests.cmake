# Tests of features.tri: libdevice.atan2 (two arguments), fp8 casts and
# fp_downcast_rounding.
set(F features.tri)
conformance_test(m_atan2 ${F} "*fp32,*fp32,*fp64,*fp64,*fp32,*fp64,i32")
conformance_test(ew_fp8_cast ${F} "*fp32,*fp16,*fp8e4nv,*fp8e5,*fp8e4nv,*fp8e5,*fp8e4nv,*fp32,*fp32,*fp16,*fp8e5,*fp32,*fp32,i32" CONSTEXPR BLOCK=128)
conformance_test(ew_rounding ${F} "*fp32,*fp64,*fp16,*fp16,*bf16,*fp32,*fp16,*fp16,i32" CONSTEXPR BLOCK=128)
