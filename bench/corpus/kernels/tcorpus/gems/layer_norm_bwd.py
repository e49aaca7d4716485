"""The parameter gradients of layer norm (flaggems style): dW = sum over
rows of dy * (x - mean) * rstd, dB = sum over rows of dy; one program per
column block walking all rows, accumulated in fp32."""
import torch
import triton
import triton.language as tl

from tcorpus.utils import libentry
from tcorpus.utils import triton_lang_extension as tle


def _configs():
    return [triton.Config({"BLOCK_ROW": r, "BLOCK_COL": c}, num_warps=w)
            for r, c, w in ((16, 64, 4), (32, 32, 4), (64, 64, 8))]


@libentry()
@triton.autotune(configs=_configs(), key=["M", "N"])
@triton.jit
def layer_norm_param_grad_kernel(dy_ptr, x_ptr, mean_ptr, rstd_ptr, dw_ptr, db_ptr, M, N,
                                 BLOCK_ROW: tl.constexpr, BLOCK_COL: tl.constexpr,
                                 HAS_BIAS: tl.constexpr = True):
    pid = tle.program_id(0)
    cols = pid * BLOCK_COL + tl.arange(0, BLOCK_COL)
    col_mask = cols[None, :] < N
    dw = tl.zeros([BLOCK_ROW, BLOCK_COL], dtype=tl.float32)
    db = tl.zeros([BLOCK_ROW, BLOCK_COL], dtype=tl.float32)
    for start in range(0, M, BLOCK_ROW):
        rows = start + tl.arange(0, BLOCK_ROW)
        row_mask = rows[:, None] < M
        mask = row_mask & col_mask
        offs = rows[:, None] * N + cols[None, :]
        dy = tl.load(dy_ptr + offs, mask=mask, other=0.0).to(tl.float32)
        x = tl.load(x_ptr + offs, mask=mask, other=0.0).to(tl.float32)
        mean = tl.load(mean_ptr + rows, mask=rows < M, other=0.0)[:, None]
        rstd = tl.load(rstd_ptr + rows, mask=rows < M, other=0.0)[:, None]
        dw += dy * (x - mean) * rstd
        if HAS_BIAS:
            db += dy
    tl.store(dw_ptr + cols, tl.sum(dw, axis=0).to(dw_ptr.dtype.element_ty), mask=cols < N)
    if HAS_BIAS:
        tl.store(db_ptr + cols, tl.sum(db, axis=0).to(db_ptr.dtype.element_ty), mask=cols < N)


def layer_norm_param_grads(dy, x, mean, rstd, weight):
    M, N = x.shape
    dw = torch.empty_like(weight)
    db = torch.empty_like(weight)
    grid = lambda meta: (triton.cdiv(N, meta["BLOCK_COL"]),)
    layer_norm_param_grad_kernel[grid](dy, x, mean, rstd, dw, db, M, N)
    return dw, db
