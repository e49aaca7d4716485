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
def _layer_norm_forward_kernel(
    Y_ptr,  # pointer to output, shape (n_rows, n_cols)
    Y_row_stride,
    X_ptr,  # pointer to input, shape (n_rows, n_cols)
    X_row_stride,
    W_ptr,  # pointer to weights, shape (n_cols,)
    W_row_stride,
    B_ptr,  # pointer to bias, shape (n_cols,)
    B_row_stride,
    Mean_ptr,  # pointer to mean, shape (n_rows,)
    Mean_row_stride,
    RSTD_ptr,  # pointer to rstd, shape (n_rows,)
    RSTD_row_stride,
    n_cols,
    eps,
    BLOCK_SIZE: tl.constexpr,
):
    row_idx = tl.program_id(0).to(tl.int64)
    col_offsets = tl.arange(0, BLOCK_SIZE)
    mask = col_offsets < n_cols

    Y_ptr += row_idx * Y_row_stride
    X_ptr += row_idx * X_row_stride
    Mean_ptr += row_idx * Mean_row_stride
    RSTD_ptr += row_idx * RSTD_row_stride

    X_row = tl.load(X_ptr + col_offsets, mask=mask, other=0)
    W_row = tl.load(W_ptr + col_offsets * W_row_stride, mask=mask, other=0)
    B_row = tl.load(B_ptr + col_offsets * B_row_stride, mask=mask, other=0)

    X_f32 = X_row.to(tl.float32)
    mean = tl.sum(X_f32, axis=0) / n_cols
    X_centered = tl.where(mask, X_f32 - mean, 0.0)
    var = tl.sum(X_centered * X_centered, axis=0) / n_cols
    rstd = rsqrt(var + eps)

    tl.store(Mean_ptr, mean)
    tl.store(RSTD_ptr, rstd)

    Y_row = X_centered * rstd * W_row.to(tl.float32) + B_row.to(tl.float32)
    tl.store(Y_ptr + col_offsets, Y_row.to(X_row.dtype), mask=mask)


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
