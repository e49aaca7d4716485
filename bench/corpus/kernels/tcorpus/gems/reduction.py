"""sum / mean / max along one dimension (flaggems style). The host moves
the reduced dimension last (dim_compress) for sum and mean; max reduces the
middle dimension of an (M, N, K) view in place and also returns indices."""
import math

import torch
import triton
import triton.language as tl

from tcorpus.utils import dim_compress, libentry
from tcorpus.utils import triton_lang_extension as tle
from tcorpus.utils.reduce_helpers import max_with_index_tie_break_left


def _heur_block_m(args):
    return triton.next_power_of_2(triton.cdiv(args["M"], 128)) if args["M"] > 4096 else 4


def _heur_block_n(args):
    return min(1024, triton.next_power_of_2(args["N"]))


@libentry()
@triton.autotune(
    configs=[triton.Config({"BLOCK_M": m, "BLOCK_N": n}, num_warps=4) for m in (1, 4, 8) for n in (256, 1024)],
    key=["M", "N"],
)
@triton.jit
def sum_dim_kernel(inp, out, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
                   IS_MEAN: tl.constexpr, OUT_DTYPE: tl.constexpr):
    """out[m] = sum_n inp[m, n] (divided by N when IS_MEAN), fp32 accumulation."""
    pid = tle.program_id(0)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)[:, None]
    inp = inp + rows * N
    out = out + rows
    row_mask = rows < M

    acc = tl.zeros([BLOCK_M, BLOCK_N], dtype=tl.float32)
    for off in range(0, N, BLOCK_N):
        cols = off + tl.arange(0, BLOCK_N)[None, :]
        a = tl.load(inp + cols, mask=row_mask & (cols < N), other=0).to(tl.float32)
        acc += a
    total = tl.sum(acc, axis=1)[:, None]
    if IS_MEAN:
        total = total / N
    tl.store(out, total.to(OUT_DTYPE), mask=row_mask)


@libentry()
@triton.heuristics({"BLOCK_N": lambda args: min(64, triton.next_power_of_2(args["N"])),
                    "BLOCK_K": lambda args: min(64, triton.next_power_of_2(args["K"]))})
@triton.jit
def max_dim_kernel(inp, out_value, out_index, M, N, K, BLOCK_N: tl.constexpr, BLOCK_K: tl.constexpr):
    """For inp viewed as (M, N, K): out[m, k] = max_n inp[m, n, k] and the
    first n reaching it."""
    pid_m = tle.program_id(0)
    pid_k = tle.program_id(1)
    k_offs = pid_k * BLOCK_K + tl.arange(0, BLOCK_K)
    dtype = inp.type.element_ty
    # the accumulator dtype: at least fp32
    acc_type = tl.float32 if dtype == tl.bfloat16 else dtype
    min_value = -float("inf")
    best = tl.full([BLOCK_K], value=min_value, dtype=acc_type)
    best_idx = tl.zeros([BLOCK_K], dtype=tl.int64)
    base = inp + pid_m * N * K
    for start_n in range(0, N, BLOCK_N):
        n_offs = start_n + tl.arange(0, BLOCK_N)
        offsets = n_offs[:, None] * K + k_offs[None, :]
        mask = (n_offs[:, None] < N) & (k_offs[None, :] < K)
        vals = tl.load(base + offsets, mask=mask, other=min_value).to(acc_type)
        blk_max, blk_arg = tl.max(vals, axis=0, return_indices=True)
        best, best_idx = max_with_index_tie_break_left(best, best_idx, blk_max, (blk_arg + start_n).to(tl.int64))
    out_offs = pid_m * K + k_offs
    tl.store(out_value + out_offs, best, mask=k_offs < K)
    tl.store(out_index + out_offs, best_idx, mask=k_offs < K)


_TL = {torch.float16: tl.float16, torch.bfloat16: tl.bfloat16, torch.float32: tl.float32}


def sum_dim(x, dim, keepdim=False, mean=False):
    shape = list(x.shape)
    x = dim_compress(x, [dim])
    N = shape[dim]
    M = x.numel() // N
    out_shape = shape[:dim] + ([1] if keepdim else []) + shape[dim + 1:]
    out = torch.empty(out_shape, dtype=x.dtype, device=x.device)
    grid = lambda meta: (triton.cdiv(M, meta["BLOCK_M"]),)
    sum_dim_kernel[grid](x, out, M, N, IS_MEAN=mean, OUT_DTYPE=_TL[x.dtype])
    return out


def max_dim(x, dim):
    shape = list(x.shape)
    N = shape[dim]
    M = math.prod(shape[:dim])
    K = x.numel() // M // N
    x = x.contiguous()
    values = torch.empty(shape[:dim] + shape[dim + 1:], dtype=x.dtype, device=x.device)
    indices = torch.empty(values.shape, dtype=torch.int64, device=x.device)
    grid = lambda meta: (M, triton.cdiv(K, meta["BLOCK_K"]))
    max_dim_kernel[grid](x, values, indices, M, N, K)
    return values, indices
