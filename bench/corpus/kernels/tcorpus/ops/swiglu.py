"""SwiGLU and GEGLU forward: c = act(a) * b, rows of the flattened input
(liger style)."""
import operator

import torch
import triton
import triton.language as tl

from tcorpus.ops.utils import calculate_settings
from tcorpus.ops.utils import compare_version
from tcorpus.ops.utils import ensure_contiguous

if compare_version("triton", operator.ge, "3.0.0"):
    try:
        from triton.language.extra.libdevice import tanh
    except ModuleNotFoundError:
        from triton.language.extra.cuda.libdevice import tanh
else:
    from triton.language.math import tanh


@triton.jit
def silu(x):
    return x * tl.sigmoid(x)


@triton.jit
def _swiglu_forward_kernel(a_ptr, b_ptr, c_ptr, stride, n_cols: tl.constexpr, BLOCK_SIZE: tl.constexpr):
    # One row per program; the row offset is 64-bit (rows * stride can pass 2^31).
    start = tl.program_id(0).to(tl.int64) * stride
    lanes = tl.arange(0, BLOCK_SIZE)
    used = lanes < n_cols
    gate = tl.load(a_ptr + start + lanes, mask=used, other=0).to(tl.float32)  # the gate in fp32
    up = tl.load(b_ptr + start + lanes, mask=used, other=0)
    tl.store(c_ptr + start + lanes, silu(gate).cast(up.dtype) * up, mask=used)


@triton.jit
def _geglu_tanh_forward_kernel(a, b, c, stride, n_cols: tl.constexpr, BLOCK_SIZE: tl.constexpr):
    start = tl.program_id(0).to(tl.int64) * stride
    lanes = tl.arange(0, BLOCK_SIZE)
    used = lanes < n_cols
    x = tl.load(a + start + lanes, mask=used, other=0).to(tl.float32)
    up = tl.load(b + start + lanes, mask=used, other=0)
    # GELU with the tanh approximation: 0.5 x (1 + tanh(k (x + 0.044715 x^3))), k = sqrt(2/pi).
    k = 0.7978845608028654
    inner = k * x * (1 + 0.044715 * x * x)
    gelu = 0.5 * x * (1 + tanh(inner))
    tl.store(c + start + lanes, gelu.cast(up.dtype) * up, mask=used)


def swiglu_forward(a, b):
    ori_shape = a.shape
    n_cols = ori_shape[-1]
    a = a.view(-1, n_cols)
    b = b.view(-1, n_cols)
    c = torch.empty_like(a)
    n_rows = a.shape[0]
    BLOCK_SIZE, num_warps = calculate_settings(n_cols)
    _swiglu_forward_kernel[(n_rows,)](
        a, b, c, c.stride(-2), n_cols=n_cols, BLOCK_SIZE=BLOCK_SIZE, num_warps=num_warps,
    )
    return a, b, c.view(*ori_shape)


def geglu_forward(a, b):
    ori_shape = a.shape
    n_cols = ori_shape[-1]
    a = a.view(-1, n_cols)
    b = b.view(-1, n_cols)
    c = torch.empty_like(a)
    n_rows = a.shape[0]
    BLOCK_SIZE, num_warps = calculate_settings(n_cols)
    _geglu_tanh_forward_kernel[(n_rows,)](
        a, b, c, c.stride(-2), n_cols=n_cols, BLOCK_SIZE=BLOCK_SIZE, num_warps=num_warps,
    )
    return a, b, c.view(*ori_shape)


class TcorpusSiLUMulFunction(torch.autograd.Function):
    @staticmethod
    @ensure_contiguous
    def forward(ctx, a, b):
        a, b, c = swiglu_forward(a, b)
        ctx.save_for_backward(a, b)
        return c
