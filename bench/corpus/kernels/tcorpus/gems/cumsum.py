"""Inclusive cumsum along the last dimension (flaggems style): one program
per row block, the row walked in blocks with the running total carried."""
import torch
import triton
import triton.language as tl

from tcorpus.utils import libentry
from tcorpus.utils import triton_lang_extension as tle


@libentry()
@triton.autotune(
    configs=[triton.Config({"BLOCK_N": n}, num_warps=w) for n, w in ((256, 2), (1024, 4), (4096, 8))],
    key=["N"],
)
@triton.jit
def cumsum_rows_kernel(inp, out, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tle.program_id(0)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)[:, None]
    # sums of ints accumulate as int64, floats as fp32
    if inp.dtype.element_ty.is_int():
        ACC: tl.constexpr = tl.int64
    else:
        ACC: tl.constexpr = tl.float32
    carry = tl.zeros([BLOCK_M, 1], dtype=ACC)
    for start in range(0, N, BLOCK_N):
        cols = start + tl.arange(0, BLOCK_N)[None, :]
        mask = (rows < M) & (cols < N)
        x = tl.load(inp + rows * N + cols, mask=mask, other=0).to(ACC)
        y = tl.cumsum(x, axis=1) + carry
        tl.store(out + rows * N + cols, y.to(out.dtype.element_ty), mask=mask)
        carry += tl.sum(x, axis=1, keep_dims=True)


def cumsum(x, dim=-1):
    x = x.movedim(dim, -1).contiguous()
    N = x.shape[-1]
    M = x.numel() // N
    out = torch.empty_like(x, dtype=torch.int64 if not x.is_floating_point() else x.dtype)
    cumsum_rows_kernel[(triton.cdiv(M, 4),)](x, out, M, N, BLOCK_M=4)
    return out.movedim(-1, dim)
