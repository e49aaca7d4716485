# Kernels of a package module, written in the styles real libraries use:
# relative and absolute imports of helpers, a module alias, a library
# decorator, a heuristics-wrapped kernel made without decorator syntax, a
# dtype-valued constexpr with a module-level default.
import torch
import triton
import triton.language as tl

import shimpkg.utils.lang as ext
from shimpkg.utils import libentry
from ..utils import TWICE_FACTOR, row_program_id
from ..utils.lang import ACC_DTYPE, DEFAULT_BLOCK, cast_to, gelu_tanh


@libentry()
@triton.autotune(configs=[triton.Config({"BLOCK": 128}, num_warps=4)], key=["n"])
@triton.jit
def scale_gelu_kernel(x_ptr, out_ptr, n, scale, BLOCK: tl.constexpr = DEFAULT_BLOCK,
                      COMPUTE: tl.constexpr = ACC_DTYPE):
    row = row_program_id(0)
    offs = tl.arange(0, BLOCK)
    mask = offs < n
    x = tl.load(x_ptr + row * n + offs, mask=mask, other=0.0)
    y = gelu_tanh(cast_to(x, COMPUTE) * scale)
    tl.store(out_ptr + row * n + offs, y.to(out_ptr.dtype.element_ty), mask=mask)


def _scale_impl(x_ptr, out_ptr, n, BLOCK: tl.constexpr):
    pid = ext.row_program_id(0)
    offs = tl.arange(0, BLOCK)
    x = tl.load(x_ptr + pid * n + offs, mask=offs < n)
    tl.store(out_ptr + pid * n + offs, x * TWICE_FACTOR, mask=offs < n)


scale_twice = triton.heuristics({"BLOCK": lambda args: triton.next_power_of_2(args["n"])})(
    triton.jit(_scale_impl))


def scale_rows(x, scale):
    out = torch.empty_like(x)
    scale_gelu_kernel[(x.shape[0],)](x, out, x.shape[1], scale)
    return out
