"""Matmul through block pointers (`tl.make_block_ptr` / `tl.advance`), in
the style of Triton's block-pointer examples: A row-major with order
(1, 0); B either row-major (order (1, 0)) or stored K-major, that is as an
N x K matrix read as K x N through its strides (order (0, 1)); the edges
checked by `boundary_check` when CHECK_BOUNDS says that the tiles do not
divide the matrices; the C tile stored through a block pointer too.
Written for tritonc's performance matrix."""
import triton
import triton.language as tl


@triton.jit
def matmul_block_ptr_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                            stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                            BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr,
                            GROUP_M: tl.constexpr, B_K_MAJOR: tl.constexpr, CHECK_BOUNDS: tl.constexpr,
                            ACC_TYPE: tl.constexpr):
    pid = tl.program_id(0)
    tiles_m = tl.cdiv(M, BLOCK_M)
    tiles_n = tl.cdiv(N, BLOCK_N)
    width = GROUP_M * tiles_n
    group_first = (pid // width) * GROUP_M
    group_rows = min(tiles_m - group_first, GROUP_M)
    pid_m = group_first + (pid % width) % group_rows
    pid_n = (pid % width) // group_rows

    a_blk = tl.make_block_ptr(base=a_ptr, shape=(M, K), strides=(stride_am, stride_ak),
                              offsets=(pid_m * BLOCK_M, 0), block_shape=(BLOCK_M, BLOCK_K), order=(1, 0))
    if B_K_MAJOR:
        b_blk = tl.make_block_ptr(base=b_ptr, shape=(K, N), strides=(stride_bk, stride_bn),
                                  offsets=(0, pid_n * BLOCK_N), block_shape=(BLOCK_K, BLOCK_N), order=(0, 1))
    else:
        b_blk = tl.make_block_ptr(base=b_ptr, shape=(K, N), strides=(stride_bk, stride_bn),
                                  offsets=(0, pid_n * BLOCK_N), block_shape=(BLOCK_K, BLOCK_N), order=(1, 0))

    acc = tl.zeros((BLOCK_M, BLOCK_N), dtype=ACC_TYPE)
    for _ in range(0, tl.cdiv(K, BLOCK_K)):
        if CHECK_BOUNDS:
            a = tl.load(a_blk, boundary_check=(0, 1), padding_option="zero")
            b = tl.load(b_blk, boundary_check=(0, 1), padding_option="zero")
        else:
            a = tl.load(a_blk)
            b = tl.load(b_blk)
        acc = tl.dot(a, b, acc, out_dtype=ACC_TYPE)
        a_blk = tl.advance(a_blk, (0, BLOCK_K))
        b_blk = tl.advance(b_blk, (BLOCK_K, 0))

    c_blk = tl.make_block_ptr(base=c_ptr, shape=(M, N), strides=(stride_cm, stride_cn),
                              offsets=(pid_m * BLOCK_M, pid_n * BLOCK_N), block_shape=(BLOCK_M, BLOCK_N),
                              order=(1, 0))
    tl.store(c_blk, acc.to(c_ptr.dtype.element_ty), boundary_check=(0, 1))
