# tl.dot (dot.tri; host programs dot_*.cpp with the shared checks of
# DotTest.h): every operand type and input_precision, fp16 accumulation,
# matmuls with a K loop and masked edges, batched and 4-D dots, transposed
# operands, reductions after a dot and an attention head (a dot feeding
# another). Shapes 16x16x16, 32x64x16, 64x32x128, 128x128x32 among others.
#
# Like every conformance test, each is also built against the GPU launcher
# (gpu_conformance_dot_*) for sm_90a: wgmma where the dot fits a warp
# group (fp16/bf16 with at least 16 rows per warp, all warps along rows),
# mma.sync for the rest. The dot_wg_* tests are further specializations
# chosen for wgmma's cases: every swizzle width (32-, 64-, 128-byte lines),
# B both K-major (transposed) and row-major, N up to 256 in one
# instruction, two warp groups, A from registers (attention's P).
set(D dot.tri)
set(MM "i32,i32,i32")
conformance_test(dot_mm_f16 ${D} "*fp16,*fp16,*fp32,${MM}" CONSTEXPR BM=32 BN=64 BK=16)
conformance_test(dot_mm_bf16 ${D} "*bf16,*bf16,*fp32,${MM}" CONSTEXPR BM=64 BN=32 BK=128)
conformance_test(dot_mm_tf32 ${D} "*fp32,*fp32,*fp32,${MM}" CONSTEXPR BM=32 BN=32 BK=32)
conformance_test(dot_mm_tf32x3 ${D} "*fp32,*fp32,*fp32,${MM}" CONSTEXPR BM=16 BN=16 BK=16)
conformance_test(dot_mm_ieee ${D} "*fp32,*fp32,*fp32,${MM}" CONSTEXPR BM=64 BN=32 BK=32)
conformance_test(dot_mm_i8 ${D} "*i8,*i8,*i32,${MM}" CONSTEXPR BM=32 BN=32 BK=32)
conformance_test(dot_mm_e4m3 ${D} "*fp8e4nv,*fp8e4nv,*fp32,${MM}" CONSTEXPR BM=32 BN=32 BK=32)
conformance_test(dot_mm_e5m2 ${D} "*fp8e5,*fp8e5,*fp32,${MM}" CONSTEXPR BM=16 BN=64 BK=64)
conformance_test(dot_mm_f16acc ${D} "*fp16,*fp16,*fp16,${MM}" CONSTEXPR BM=32 BN=32 BK=32)
conformance_test(dot_f16_16 ${D} "*fp16,*fp16,*fp32" CONSTEXPR S=16)
conformance_test(dot_128 ${D} "*fp16,*fp16,*fp32,*fp32" CONSTEXPR BM=128 BN=128 BK=32)
conformance_test(dot_fp8_mixed ${D} "*fp8e4nv,*fp8e5,*fp32,*fp16" CONSTEXPR BM=32 BN=16 BK=32)
conformance_test(dot_batched ${D} "*fp16,*fp16,*fp32,*fp32" CONSTEXPR B=2 M=16 N=32 K=32)
conformance_test(dot_rank4 ${D} "*bf16,*bf16,*fp32,*fp32" CONSTEXPR M=16 N=16 K=32)
conformance_test(dot_trans ${D} "*bf16,*bf16,*fp32,*fp32" CONSTEXPR M=32 N=16 K=64)
conformance_test(dot_reduce ${D} "*fp16,*fp16,*fp32,*fp32" CONSTEXPR M=32 N=64 K=32)
conformance_test(dot_attention ${D} "*fp16,*fp16,*fp16,*fp32,i32,fp32" CONSTEXPR BM=32 BN=64 D=64)
conformance_test(dot_small ${D} "*fp32,*fp32,*fp32" CONSTEXPR M=8 N=4 K=16)

# Specializations for wgmma (see above).
conformance_test(dot_wg_f16_narrow ${D} "*fp16,*fp16,*fp32,${MM}" KERNEL dot_mm_f16 PROGRAM dot_mm_f16.cpp
  CONSTEXPR BM=64 BN=16 BK=16)
conformance_test(dot_wg_bf16_n32 ${D} "*bf16,*bf16,*fp32,${MM}" KERNEL dot_mm_bf16 PROGRAM dot_mm_bf16.cpp
  CONSTEXPR BM=64 BN=32 BK=32)
conformance_test(dot_wg_f16_wide ${D} "*fp16,*fp16,*fp32,${MM}" KERNEL dot_mm_f16 PROGRAM dot_mm_f16.cpp
  CONSTEXPR BM=128 BN=256 BK=64 NUM_WARPS 8)
conformance_test(dot_wg_trans ${D} "*bf16,*bf16,*fp32,*fp32" KERNEL dot_trans PROGRAM dot_trans.cpp
  CONSTEXPR M=64 N=64 K=128)
conformance_test(dot_wg_reduce ${D} "*fp16,*fp16,*fp32,*fp32" KERNEL dot_reduce PROGRAM dot_reduce.cpp
  CONSTEXPR M=128 N=64 K=32 NUM_WARPS 8)
conformance_test(dot_wg_attention ${D} "*fp16,*fp16,*fp16,*fp32,i32,fp32" KERNEL dot_attention
  PROGRAM dot_attention.cpp CONSTEXPR BM=64 BN=64 D=128)
conformance_test(dot_wg_attention_w8 ${D} "*fp16,*fp16,*fp16,*fp32,i32,fp32" KERNEL dot_attention
  PROGRAM dot_attention.cpp CONSTEXPR BM=128 BN=128 D=64 NUM_WARPS 8)

# Block pointers into pipelined dots: bulk tensor copies (TMA) on sm_90a,
# whose tensor maps need 16-byte aligned bases and row strides (the
# signature's :16). Swizzles of 32-, 64- and 128-byte lines, a B of four
# boxes (256 columns), B transposed, bf16.
set(BPMM "*fp16:16,*fp16:16,*fp32:16,i32,i32,i32,i32:16,i32:16")
conformance_test(dot_tma_f16 ${D} "${BPMM}" KERNEL dot_mm_block_ptr PROGRAM dot_mm_block_ptr.cpp
  CONSTEXPR BM=64 BN=64 BK=32 TRANS_B=0)
conformance_test(dot_tma_wide ${D} "${BPMM}" KERNEL dot_mm_block_ptr PROGRAM dot_mm_block_ptr.cpp
  CONSTEXPR BM=128 BN=256 BK=64 TRANS_B=0 NUM_WARPS 8)
conformance_test(dot_tma_trans_bf16 ${D} "*bf16:16,*bf16:16,*fp32:16,i32,i32,i32,i32:16,i32:16"
  KERNEL dot_mm_block_ptr PROGRAM dot_mm_block_ptr.cpp CONSTEXPR BM=64 BN=128 BK=16 TRANS_B=1)
