# Block pointers (block_ptr.tri): tl.make_block_ptr, tl.advance, tl.load /
# tl.store with boundary_check and padding_option.
set(BP block_ptr.tri)
conformance_test(bp_copy2d ${BP} "*fp32,*fp32,i32,i32,i32,i32" CONSTEXPR BM=8 BN=16)
conformance_test(bp_trans ${BP} "*fp32,*fp32,i32,i32,i32" CONSTEXPR BM=8 BN=16)
conformance_test(bp_padding ${BP} "*fp32,*i32,*fp32,*fp32,*i32,i32" CONSTEXPR BLOCK=64)
conformance_test(bp_rowsum ${BP} "*fp32,*fp32,i32,i32,i32" CONSTEXPR BM=16 BK=32)
conformance_test(bp_int64 ${BP} "*fp32,*fp32,i64,i64,i64,i64,i64,i64" CONSTEXPR A=4 B=8 C=16)
