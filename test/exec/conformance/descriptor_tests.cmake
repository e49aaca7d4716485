# Tensor descriptors (descriptor.tri): made in the kernel and passed by the
# host (`tensordesc<...>` signature entries), load, store, atomic_add,
# padding, rank 3, a descriptor per loop iteration, a matmul.
set(TD descriptor.tri)
conformance_test(td_copy2d ${TD} "*fp32,*fp32,i32,i32,i32,i32" CONSTEXPR BM=8 BN=16)
conformance_test(td_param_copy ${TD} "tensordesc<fp16[8, 16]>,tensordesc<fp32[8, 16]>,*fp32" CONSTEXPR BM=8 BN=16)
conformance_test(td_atomic_rank3 ${TD} "*fp32,*fp32,i32,i32,i32" CONSTEXPR B0=2 B1=4 B2=8)
conformance_test(td_matmul ${TD} "tensordesc<fp16[64, 32]>,tensordesc<fp16[64, 32]>,tensordesc<fp32[64, 64]>,i32"
  CONSTEXPR BM=64 BN=64 BK=32)
conformance_test(td_grouped ${TD} "*i64,*i32,*fp32,i32,i32" CONSTEXPR BM=16 BN=16)
