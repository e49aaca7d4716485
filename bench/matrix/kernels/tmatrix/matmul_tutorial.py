"""Matmul in the style of Triton's matmul tutorial: one program per C tile,
the tiles visited in groups of GROUP_SIZE_M tile rows so that programs
running together share B columns in L2; the A rows and B columns are
wrapped with `% M` / `% N` rather than masked (the rows and columns past
the edge are computed and never stored), only the tail of K is masked,
pointers are advanced by BLOCK_SIZE_K each step, and an activation may be
applied before the store. Written for tritonc's performance matrix."""
import triton
import triton.language as tl


@triton.jit
def leaky_relu(x):
    return tl.where(x >= 0, x, 0.01 * x)


@triton.jit
def matmul_kernel(a_ptr, b_ptr, c_ptr, M, N, K,
                  stride_am, stride_ak, stride_bk, stride_bn, stride_cm, stride_cn,
                  BLOCK_SIZE_M: tl.constexpr, BLOCK_SIZE_N: tl.constexpr, BLOCK_SIZE_K: tl.constexpr,
                  GROUP_SIZE_M: tl.constexpr, ACTIVATION: tl.constexpr):
    pid = tl.program_id(axis=0)
    tiles_m = tl.cdiv(M, BLOCK_SIZE_M)
    tiles_n = tl.cdiv(N, BLOCK_SIZE_N)
    in_group = GROUP_SIZE_M * tiles_n
    first_row = (pid // in_group) * GROUP_SIZE_M
    rows = min(tiles_m - first_row, GROUP_SIZE_M)
    tile_m = first_row + (pid % in_group) % rows
    tile_n = (pid % in_group) // rows

    row = (tile_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)) % M
    col = (tile_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)) % N
    kk = tl.arange(0, BLOCK_SIZE_K)
    a_ptrs = a_ptr + (row[:, None] * stride_am + kk[None, :] * stride_ak)
    b_ptrs = b_ptr + (kk[:, None] * stride_bk + col[None, :] * stride_bn)

    accumulator = tl.zeros((BLOCK_SIZE_M, BLOCK_SIZE_N), dtype=tl.float32)
    for step in range(0, tl.cdiv(K, BLOCK_SIZE_K)):
        k_left = K - step * BLOCK_SIZE_K
        a = tl.load(a_ptrs, mask=kk[None, :] < k_left, other=0.0)
        b = tl.load(b_ptrs, mask=kk[:, None] < k_left, other=0.0)
        accumulator = tl.dot(a, b, accumulator)
        a_ptrs += BLOCK_SIZE_K * stride_ak
        b_ptrs += BLOCK_SIZE_K * stride_bk
    if ACTIVATION == "leaky_relu":
        accumulator = leaky_relu(accumulator)
    c = accumulator.to(c_ptr.dtype.element_ty)

    out_m = tile_m * BLOCK_SIZE_M + tl.arange(0, BLOCK_SIZE_M)
    out_n = tile_n * BLOCK_SIZE_N + tl.arange(0, BLOCK_SIZE_N)
    c_ptrs = c_ptr + stride_cm * out_m[:, None] + stride_cn * out_n[None, :]
    tl.store(c_ptrs, c, mask=(out_m[:, None] < M) & (out_n[None, :] < N))
