"""Matmul through tensor descriptors made inside the kernel
(`tl.make_tensor_descriptor`), as newer Triton code writes it: A is
M x K row-major; B is K x N row-major, or, with B_TRANSPOSED, N x K (the
layout of a linear layer's weight) loaded as N x K tiles and transposed
with `.T` for the dot; the descriptors clip every access to the matrix, so
no masks are written; the tiles are visited in groups of GROUP_M rows.
Written for tritonc's performance matrix."""
import triton
import triton.language as tl


@triton.jit
def matmul_descriptor_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                             BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                             GROUP_M: tl.constexpr, B_TRANSPOSED: tl.constexpr):
    a_desc = tl.make_tensor_descriptor(a_ptr, shape=[M, K], strides=[K, 1], block_shape=[BLOCK_M, BLOCK_K])
    if B_TRANSPOSED:
        b_desc = tl.make_tensor_descriptor(b_ptr, shape=[N, K], strides=[K, 1], block_shape=[BLOCK_N, BLOCK_K])
    else:
        b_desc = tl.make_tensor_descriptor(b_ptr, shape=[K, N], strides=[N, 1], block_shape=[BLOCK_K, BLOCK_N])
    c_desc = tl.make_tensor_descriptor(c_ptr, shape=[M, N], strides=[N, 1], block_shape=[BLOCK_M, BLOCK_N])

    pid = tl.program_id(0)
    tiles_m = tl.cdiv(M, BLOCK_M)
    tiles_n = tl.cdiv(N, BLOCK_N)
    per_group = GROUP_M * tiles_n
    first = (pid // per_group) * GROUP_M
    rows = min(tiles_m - first, GROUP_M)
    off_m = (first + (pid % per_group) % rows) * BLOCK_M
    off_n = ((pid % per_group) // rows) * BLOCK_N

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=tl.float32)
    for k in tl.range(0, K, BLOCK_K):
        a = a_desc.load([off_m, k])
        if B_TRANSPOSED:
            b = b_desc.load([off_n, k]).T
        else:
            b = b_desc.load([k, off_n])
        acc = tl.dot(a, b, acc)
    c_desc.store([off_m, off_n], acc.to(c_desc.dtype))
