"""argmax along the last dimension, blocked, with ties going to the lowest
index (flaggems style)."""
import torch
import triton
import triton.language as tl

from tcorpus.utils import libentry
from tcorpus.utils import triton_lang_extension as tle
from tcorpus.utils.reduce_helpers import argmax_tie_break_left


@libentry()
@triton.heuristics({
    "BLOCK_M": lambda args: 4 if args["M"] >= 4 else 1,
    "BLOCK_N": lambda args: min(2048, triton.next_power_of_2(args["N"])),
})
@triton.jit
def argmax_kernel(inp, out_index, M, N, BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr):
    pid = tle.program_id(0)
    rows = pid * BLOCK_M + tl.arange(0, BLOCK_M)
    row_mask = rows < M
    dtype = inp.type.element_ty
    acc_type = tl.float32 if dtype == tl.bfloat16 else dtype
    best = tl.full([BLOCK_M], float("-inf"), dtype=acc_type)
    best_idx = tl.zeros([BLOCK_M], dtype=tl.int64)
    for start in range(0, N, BLOCK_N):
        cols = start + tl.arange(0, BLOCK_N)
        mask = row_mask[:, None] & (cols[None, :] < N)
        vals = tl.load(inp + rows[:, None] * N + cols[None, :], mask=mask, other=float("-inf")).to(acc_type)
        idx = tl.broadcast_to(cols[None, :].to(tl.int64), [BLOCK_M, BLOCK_N])
        blk_val, blk_idx = argmax_tie_break_left(vals, idx, 1)
        # an earlier block wins ties: compare strictly
        take = blk_val > best
        best = tl.where(take, blk_val, best)
        best_idx = tl.where(take, blk_idx, best_idx)
    tl.store(out_index + rows, best_idx, mask=row_mask)


def argmax(x, dim=-1):
    x = x.movedim(dim, -1).contiguous()
    N = x.shape[-1]
    M = x.numel() // N
    out = torch.empty(x.shape[:-1], dtype=torch.int64, device=x.device)
    grid = lambda meta: (triton.cdiv(M, meta["BLOCK_M"]),)
    argmax_kernel[grid](x, out, M, N)
    return out
