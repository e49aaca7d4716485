"""Matrix product through tensor descriptors built inside the kernel, the
way Triton's newer tutorials write it: C (M x N) = A (M x K) @ B^T with B
stored N x K, one BLOCK_M x BLOCK_N tile of C per program, the loads and
the store clipped to the matrices by the descriptors themselves."""
import triton
import triton.language as tl


@triton.jit
def matmul_descriptor_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BLOCK_N, BLOCK_K])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])

    pid = tl.program_id(0)
    tiles_per_row = tl.cdiv(N, BLOCK_N)
    top = (pid // tiles_per_row) * BLOCK_M
    left = (pid % tiles_per_row) * BLOCK_N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in range(0, K, BLOCK_K):
        a = a_desc.load([top, k])
        b = b_desc.load([left, k])
        acc = tl.dot(a, b.T, acc)
    c_desc.store([top, left], acc.to(c_desc.dtype))
