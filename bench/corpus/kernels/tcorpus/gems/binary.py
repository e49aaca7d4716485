"""add / mul of two 2-D tensors with broadcasting expressed by strides (a
stride of 0 repeats a row or a column), flaggems style."""
import logging

import torch
import triton
import triton.language as tl

from tcorpus.utils import broadcast_strides, libentry
from tcorpus.utils import triton_lang_extension as tle

logger = logging.getLogger(__name__)


def _binary_configs():
    return [
        triton.Config({"BLOCK_M": bm, "BLOCK_N": bn}, num_warps=w, num_stages=1)
        for bm, bn, w in ((1, 1024, 4), (4, 256, 4), (8, 512, 8), (16, 128, 4))
    ]


@libentry()
@triton.autotune(configs=_binary_configs(), key=["M", "N"])
@triton.jit
def add_bcast_kernel(
    x_ptr, y_ptr, out_ptr, alpha,
    M, N,
    sx0, sx1, sy0, sy1, so0, so1,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
):
    """out = x + alpha * y, computed in the output dtype's fp32 promotion."""
    pid_m = tle.program_id(0)
    pid_n = tle.program_id(1)
    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)[:, None]
    cols = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]
    mask = (rows < M) & (cols < N)
    x = tl.load(x_ptr + rows * sx0 + cols * sx1, mask=mask).to(tl.float32)
    y = tl.load(y_ptr + rows * sy0 + cols * sy1, mask=mask).to(tl.float32)
    out = x + alpha * y
    tl.store(out_ptr + rows * so0 + cols * so1, out.to(out_ptr.dtype.element_ty), mask=mask)


@libentry()
@triton.autotune(configs=_binary_configs(), key=["M", "N"])
@triton.jit
def mul_bcast_kernel(
    x_ptr, y_ptr, out_ptr,
    M, N,
    sx0, sx1, sy0, sy1, so0, so1,
    BLOCK_M: tl.constexpr, BLOCK_N: tl.constexpr,
    COMPUTE_DTYPE: tl.constexpr, OUT_DTYPE: tl.constexpr,
):
    pid_m = tle.program_id(0)
    pid_n = tle.program_id(1)
    rows = pid_m * BLOCK_M + tl.arange(0, BLOCK_M)[:, None]
    cols = pid_n * BLOCK_N + tl.arange(0, BLOCK_N)[None, :]
    mask = (rows < M) & (cols < N)
    x = tl.load(x_ptr + rows * sx0 + cols * sx1, mask=mask, other=0.0)
    y = tl.load(y_ptr + rows * sy0 + cols * sy1, mask=mask, other=0.0)
    out = x.to(COMPUTE_DTYPE) * y.to(COMPUTE_DTYPE)
    tl.store(out_ptr + rows * so0 + cols * so1, out.to(OUT_DTYPE), mask=mask)


_TRITON_DTYPE = {torch.float16: tl.float16, torch.bfloat16: tl.bfloat16, torch.float32: tl.float32}


def _launch(kernel, x, y, extra, **kw):
    shape = torch.broadcast_shapes(x.shape, y.shape)
    assert len(shape) == 2, "2-D only"
    M, N = shape
    out = torch.empty(shape, dtype=torch.result_type(x, y), device=x.device)
    sx = broadcast_strides(x.shape, shape)
    sy = broadcast_strides(y.shape, shape)
    grid = lambda meta: (triton.cdiv(M, meta["BLOCK_M"]), triton.cdiv(N, meta["BLOCK_N"]))
    logger.debug("TCORPUS %s %s", kernel, shape)
    kernel[grid](x, y, out, *extra, M, N, *sx, *sy, out.stride(0), out.stride(1), **kw)
    return out


def add(x, y, alpha=1.0):
    return _launch(add_bcast_kernel, x, y, (alpha,))


def mul(x, y):
    out_dtype = _TRITON_DTYPE[torch.result_type(x, y)]
    return _launch(mul_bcast_kernel, x, y, (), COMPUTE_DTYPE=tl.float32, OUT_DTYPE=out_dtype)
