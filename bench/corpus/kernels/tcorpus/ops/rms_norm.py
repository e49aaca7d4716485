"""RMSNorm forward, one row per program (liger style)."""
import operator

import torch
import triton
import triton.language as tl

from tcorpus.ops.utils import calculate_settings
from tcorpus.ops.utils import compare_version
from tcorpus.ops.utils import ensure_contiguous
from tcorpus.ops.utils import torch_to_triton_dtype

if compare_version("triton", operator.ge, "3.0.0"):
    try:
        # libdevice moved under triton.language.extra in 3.x
        from triton.language.extra.libdevice import rsqrt
    except ModuleNotFoundError:
        # older 3.x wheels and some containers keep the CUDA-only path
        from triton.language.extra.cuda.libdevice import rsqrt
else:
    from triton.language.math import rsqrt


# Where the computation leaves the input dtype.
MODE_NATIVE: tl.constexpr = tl.constexpr(0)  # everything in the input dtype
MODE_FP32_STATS: tl.constexpr = tl.constexpr(1)  # statistics in fp32, scaled x back to input dtype
MODE_FP32_ALL = tl.constexpr(2)  # everything in fp32, one final cast

_MODES = {"native": MODE_NATIVE.value, "llama": MODE_FP32_STATS.value, "gemma": MODE_FP32_ALL.value}


@triton.jit
def _rmsnorm_fwd_kernel(
    out_ptr,
    out_stride,
    x_ptr,
    x_stride,
    w_ptr,
    inv_rms_ptr,
    inv_rms_stride,
    n_cols,
    eps,
    weight_offset,
    MODE: tl.constexpr,
    BLOCK_SIZE: tl.constexpr,
):
    """out = x * rsqrt(mean(x * x) + eps) * (weight_offset + w)."""
    row = tl.program_id(0).to(tl.int64)
    cols = tl.arange(0, BLOCK_SIZE)
    in_row = cols < n_cols

    x_ptr += row * x_stride
    out_ptr += row * out_stride
    inv_rms_ptr += row * inv_rms_stride

    x = tl.load(x_ptr + cols, mask=in_row, other=0)
    w = tl.load(w_ptr + cols, mask=in_row, other=0)
    io_dtype = x.dtype

    if MODE == MODE_FP32_STATS:
        x = x.to(tl.float32)
    elif MODE == MODE_FP32_ALL:
        x = x.to(tl.float32)
        w = w.to(tl.float32)
    else:
        eps = eps.to(io_dtype)
        weight_offset = weight_offset.to(io_dtype)

    inv_rms = rsqrt(tl.sum(x * x, axis=0) / n_cols + eps)
    tl.store(inv_rms_ptr, inv_rms)

    normed = x * inv_rms
    if MODE == MODE_FP32_STATS:
        normed = normed.to(io_dtype)
    y = normed * (weight_offset + w)
    tl.store(out_ptr + cols, y.to(io_dtype), mask=in_row)


def rmsnorm_forward(x, weight, eps=1e-6, weight_offset=0.0, mode="llama"):
    mode_id = _MODES[mode] if isinstance(mode, str) else int(mode)
    hidden = x.shape[-1]
    x2 = x.reshape(-1, hidden)
    rows = x2.shape[0]
    BLOCK_SIZE, num_warps = calculate_settings(hidden)
    out = torch.empty_like(x2)
    stat_dtype = x.dtype if mode_id == MODE_NATIVE.value else torch.float32
    inv_rms = torch.empty(rows, dtype=stat_dtype, device=x.device)
    if weight.shape[0] != hidden:
        raise ValueError("weight does not match the hidden size")
    _rmsnorm_fwd_kernel[(rows,)](
        out, out.stride(0), x2, x2.stride(0), weight, inv_rms, inv_rms.stride(0),
        hidden, eps, weight_offset, MODE=mode_id, BLOCK_SIZE=BLOCK_SIZE, num_warps=num_warps,
    )
    return out.view_as(x), x2, inv_rms, BLOCK_SIZE, num_warps, mode_id


class TcorpusRMSNorm(torch.autograd.Function):
    @staticmethod
    @ensure_contiguous
    def forward(ctx, x, weight, eps=1e-6, weight_offset=0.0, mode="llama"):
        y, x2, inv_rms, BLOCK_SIZE, num_warps, mode_id = rmsnorm_forward(x, weight, eps, weight_offset, mode)
        ctx.save_for_backward(x2, weight, inv_rms)
        ctx.meta = (BLOCK_SIZE, num_warps, mode_id, torch_to_triton_dtype.get(x.dtype))
        return y
