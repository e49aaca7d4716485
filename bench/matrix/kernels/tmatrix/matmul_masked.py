"""Matmul with every edge masked: a 2-D grid (program_id(0) over tile
rows, program_id(1) over tile columns), the addresses recomputed from the
loop index each step, M, N and K all masked so that any size works, and
the accumulator's type a constexpr (int32 for int8 operands, float32
otherwise) added to with `acc += tl.dot(a, b)`. Written for tritonc's
performance matrix."""
import triton
import triton.language as tl


@triton.jit
def matmul_masked_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                         stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                         BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                         ACC_TYPE: tl.constexpr):
    pid_m = tl.program_id(0)
    pid_n = tl.program_id(1)
    rm = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)
    rn = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)
    rk = tl.arange(0, BLOCK_K)
    in_m = rm < M
    in_n = rn < N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for k0 in range(0, K, BLOCK_K):
        ks = k0 + rk
        in_k = ks < K
        a = tl.load(a_ptr + rm[:, None] * stride_am + ks[None, :] * stride_ak,
                    mask=in_m[:, None] & in_k[None, :], other=0.0)
        b = tl.load(b_ptr + ks[:, None] * stride_bk + rn[None, :] * stride_bn,
                    mask=in_k[:, None] & in_n[None, :], other=0.0)
        acc += tl.dot(a, b, out_dtype=ACC_TYPE)

    c_ptrs = c_ptr + rm[:, None] * stride_cm + rn[None, :] * stride_cn
    tl.store(c_ptrs, acc.to(c_ptr.dtype.element_ty), mask=in_m[:, None] & in_n[None, :])
