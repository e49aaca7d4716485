"""LayerNorm forward, one row per program, statistics in fp32 (liger style)."""
import math
import operator

import torch
import triton
import triton.language as tl

from tcorpus.ops.utils import calculate_settings
from tcorpus.ops.utils import compare_version
from tcorpus.ops.utils import ensure_contiguous

if compare_version("triton", operator.ge, "3.0.0"):
    try:
        from triton.language.extra.libdevice import rsqrt
    except ModuleNotFoundError:
        from triton.language.extra.cuda.libdevice import rsqrt
else:
    from triton.language.math import rsqrt


@triton.jit
def _layer_norm_forward_kernel(Y_ptr, Y_row_stride, X_ptr, X_row_stride, W_ptr, W_row_stride,
                               B_ptr, B_row_stride, Mean_ptr, Mean_row_stride, RSTD_ptr,
                               RSTD_row_stride, n_cols, eps, BLOCK_SIZE: tl.constexpr):
    # The whole row is one block; statistics are kept per row for the backward pass.
    r = tl.program_id(0).to(tl.int64)
    j = tl.arange(0, BLOCK_SIZE)
    live = j < n_cols
    x_in = tl.load(X_ptr + r * X_row_stride + j, mask=live, other=0)
    gamma = tl.load(W_ptr + j * W_row_stride, mask=live, other=0).to(tl.float32)
    beta = tl.load(B_ptr + j * B_row_stride, mask=live, other=0).to(tl.float32)
    x = x_in.to(tl.float32)
    mu = tl.sum(x, axis=0) / n_cols
    dev = tl.where(live, x - mu, 0.0)  # padding lanes must not enter the variance
    inv_std = rsqrt(tl.sum(dev * dev, axis=0) / n_cols + eps)
    tl.store(Mean_ptr + r * Mean_row_stride, mu)
    tl.store(RSTD_ptr + r * RSTD_row_stride, inv_std)
    tl.store(Y_ptr + r * Y_row_stride + j, (dev * inv_std * gamma + beta).to(x_in.dtype), mask=live)


def layer_norm_forward(X, W, B, eps):
    shape = X.shape
    dim = shape[-1]
    X = X.view(-1, dim)
    n_rows, n_cols = X.shape
    BLOCK_SIZE, num_warps = calculate_settings(n_cols)
    Y = torch.empty((n_rows, n_cols), dtype=X.dtype, device=X.device)
    Mean = torch.empty(n_rows, dtype=torch.float32, device=X.device)
    RSTD = torch.empty(n_rows, dtype=torch.float32, device=X.device)
    if X.shape[1] != W.shape[0]:
        raise ValueError(f"Incompatible dimensions: input feature size (X.shape[1]={X.shape[1]}) "
                         f"must match weight size (W.shape[0]={W.shape[0]})")
    _layer_norm_forward_kernel[(n_rows,)](
        Y, Y.stride(0), X, X.stride(0), W, W.stride(0), B, B.stride(0),
        Mean, Mean.stride(0), RSTD, RSTD.stride(0), n_cols, eps,
        BLOCK_SIZE=BLOCK_SIZE, num_warps=num_warps,
    )
    return Y.view(*shape), X, Mean, RSTD, BLOCK_SIZE, num_warps


class TcorpusLayerNormFunction(torch.autograd.Function):
    @staticmethod
    @ensure_contiguous
    def forward(ctx, X, W, B, eps):
        Y, X, Mean, RSTD, BLOCK_SIZE, num_warps = layer_norm_forward(X, W, B, eps)
        ctx.save_for_backward(X, W, B, Mean, RSTD)
        return Y
