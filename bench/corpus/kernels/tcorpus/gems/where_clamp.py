"""where(cond, x, y) and clamp(x, min, max) on flat tensors (flaggems
style): pointwise kernels with tle program ids, heuristics for optional
bounds, and the backend's libdevice shim for NaN tests."""
import torch
import triton
import triton.language as tl

from tcorpus.utils import libentry, tl_extra_shim
from tcorpus.utils import triton_lang_extension as tle

_isnan = tl_extra_shim.isnan


@libentry()
@triton.autotune(configs=[triton.Config({"BLOCK_SIZE": b}, num_warps=4) for b in (512, 1024, 2048)], key=["n_elements"])
@triton.jit
def where_kernel(cond_ptr, x_ptr, y_ptr, out_ptr, n_elements, BLOCK_SIZE: tl.constexpr):
    pid = tle.program_id(0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    cond = tl.load(cond_ptr + offsets, mask=mask, other=0).to(tl.int1)
    x = tl.load(x_ptr + offsets, mask=mask)
    y = tl.load(y_ptr + offsets, mask=mask)
    tl.store(out_ptr + offsets, tl.where(cond, x, y), mask=mask)


@libentry()
@triton.heuristics({"HAS_MIN": lambda args: args["lo"] is not None,
                    "HAS_MAX": lambda args: args["hi"] is not None})
@triton.jit
def clamp_kernel(x_ptr, out_ptr, lo, hi, n_elements,
                 HAS_MIN: tl.constexpr, HAS_MAX: tl.constexpr, BLOCK_SIZE: tl.constexpr):
    """clamp with torch's NaN semantics: NaN inputs stay NaN."""
    pid = tle.program_id(0)
    offsets = pid * BLOCK_SIZE + tl.arange(0, BLOCK_SIZE)
    mask = offsets < n_elements
    x = tl.load(x_ptr + offsets, mask=mask, other=0.0)
    y = x.to(tl.float32)
    if HAS_MIN:
        y = tl.maximum(y, lo)
    if HAS_MAX:
        y = tl.minimum(y, hi)
    y = tl.where(_isnan(x.to(tl.float32)) != 0, x.to(tl.float32), y)
    tl.store(out_ptr + offsets, y.to(out_ptr.dtype.element_ty), mask=mask)


def where(cond, x, y):
    cond, x, y = torch.broadcast_tensors(cond, x, y)
    out = torch.empty_like(x)
    n = out.numel()
    grid = lambda meta: (triton.cdiv(n, meta["BLOCK_SIZE"]),)
    where_kernel[grid](cond.contiguous(), x.contiguous(), y.contiguous(), out, n)
    return out


def clamp(x, lo=None, hi=None):
    out = torch.empty_like(x)
    n = x.numel()
    clamp_kernel[(triton.cdiv(n, 1024),)](x, out, lo, hi, n, BLOCK_SIZE=1024)
    return out
